### Refusals of the game service (service/errors.py). Nothing was changed when one is shown.

service-err-refused = Eso no se puede hacer ahora.
service-err-no_game_here = No hay ninguna partida en este canal.
service-err-unknown_game = No conozco ningún juego llamado { $game }.
service-err-channel_busy = En este canal ya hay una partida en preparación o en juego; usa otro canal o hilo.
service-err-already_started = Esta partida ya ha empezado.
service-err-game_not_active = Esta partida ya no está en juego.
service-err-not_started = Esta partida todavía no ha empezado.
service-err-game_finished = Esta partida ha terminado; no se admiten más jugadas.
service-err-not_creator = Solo quien creó esta partida puede hacer eso.
service-err-full = Esta partida está completa ({ $max } jugadores).

service-err-bad_player_count =
    Esta partida no se puede jugar con { $count ->
        [one] un jugador
       *[other] { $count } jugadores
    }; se permite: { $allowed }.

service-err-already_joined = Ya te has unido a esta partida.
service-err-not_joined = No te has unido a esta partida.
service-err-creator_cannot_leave = Has creado esta partida, así que no puedes abandonarla; cancélala en su lugar.
service-err-bad_seat_order = El orden de asientos debe incluir a todos los que se han unido, una vez cada uno.
service-err-not_a_player = No juegas en esta partida.
service-err-not_your_seat = Ese botón es de otro jugador.
service-err-stale = La partida ha avanzado desde entonces; este es el estado actual.
service-err-already_done = Eso ya estaba hecho.
service-err-already_voted = Ya has votado.
service-err-quarantined = La partida #{ $id } está detenida: sus datos guardados no han superado una comprobación de integridad, y se ha avisado a un administrador. No se ha cambiado nada.
service-err-out_of_range = { $what } debe estar entre { $min } y { $max }; { $value } no lo está. No se ha cambiado nada.
service-err-paused = Esta partida está en pausa por una acción de administración; las jugadas esperan a que se reanude (`/partida admin reanudar`).
