flow-awaiting = Esperando a: { $who }
flow-your_move = { $count ->
        [one] { $who }: te toca.
       *[other] { $who }: os toca.
    }
flow-stale = La partida ha avanzado desde que se publicó ese botón; no se ha cambiado nada. Este es el estado actual.
flow-my_view = Mi vista
flow-footer = Partida #{ $game } · jugada { $version }
flow-footer_game = Partida #{ $game }
flow-seat_identity = { $name } ({ $identity })

flow-seat_nth =
    { $name } ({ $n ->
        [1] primer asiento
        [2] segundo asiento
        [3] tercer asiento
       *[other] otro asiento
    })

flow-private_header = {"*"}*{ $game }** en { $channel } — tu vista ({ $seat }):
flow-dm_closed_notice = { $who }: no puedo enviarte mensajes directos. Tu información privada te espera: usa `/partida ver` o el botón «Mi vista».
flow-game_over_title = Fin de la partida
flow-err-command_outdated = Ese comando ha cambiado desde que tu cliente lo cargó. Inténtalo de nuevo en un momento.
flow-err-bad_argument = Ese valor no es válido aquí: { $value }
flow-err-not_allowed = No puedes usar eso aquí.
flow-err-internal = Algo ha fallado por mi parte y tu petición no se ha completado; no se ha hecho ninguna jugada. El error ha quedado registrado.
flow-err-try_again = No se ha podido acceder a la base de datos de la partida en este momento, así que no se ha cambiado nada. Vuelve a intentarlo dentro de un momento.
flow-err-try_again_unknown = La conexión con la base de datos de la partida se ha cortado mientras se guardaba tu petición, así que puede que se haya hecho o no. Mira el canal de la partida antes de volver a intentarlo.
flow-err-internal_unknown = Algo ha fallado por mi parte y puede que tu petición no se haya completado. El error ha quedado registrado; mira el canal de la partida.
flow-err-after_move = Tu jugada está hecha, pero después algo ha fallado por mi parte (el error ha quedado registrado). El tablero aparecerá en el canal de la partida.
flow-move_made = Tu jugada está hecha; el tablero aparecerá en el canal de la partida.
flow-err-unknown_component = No reconozco ese botón o menú (puede ser de una versión anterior del bot, o estar alterado); no se ha cambiado nada.
flow-err-out_of_range = `{ $option }` debe estar entre { $min } y { $max }; { $value } no lo está. No se ha cambiado nada.
flow-err-not_a_choice = `{ $option }` no puede ser «{ $value }»; elige una de estas: { $choices }. No se ha cambiado nada.
flow-err-not_a_number = `{ $option }` tiene que ser un número, no «{ $value }». No se ha cambiado nada.
flow-err-bad_length = `{ $option }` debe tener entre { $min } y { $max } caracteres. No se ha cambiado nada.
flow-channel_lost = Ya no puedo publicar en { $channel } para tu partida de { $game } (#{ $id }): { $reason }. Sus jugadas están guardadas, pero su tablero y sus mensajes no pueden mostrarse allí hasta que pueda volver a publicar en ese canal.
flow-quarantined = ⚠️ La partida #{ $id } está detenida: sus datos guardados no han superado una comprobación de integridad ({ $reason }). No se puede jugar más en ella hasta que un administrador la revise; las demás partidas siguen.
flow-quarantined_admin = La partida #{ $id } de { $channel } ha quedado en cuarentena: sus datos guardados no han superado una comprobación de integridad ({ $reason }). Revísala con `python bot.py --check`; tras repararla, `python bot.py --release { $id }` permite seguir jugando.
flow-lost-unknown_channel = el canal ya no existe
flow-lost-missing_access = ya no tengo acceso a él
flow-lost-missing_permissions = no tengo permiso para publicar allí
flow-lost-thread_locked = el hilo está archivado y bloqueado
flow-dm_closed_hint = { $who }: tienes cerrados los mensajes directos, así que tu elección no está en tus MD: pulsa 👁 **Mi vista** aquí abajo (o escribe `/partida ver`) para ver tu mano y decidir.
flow-play_hint-public = { $who }: esta elección tiene demasiadas jugadas para botones: escribe `/partida jugar` y elige la tuya de su lista.
flow-play_hint-mine = Esta elección tiene demasiadas jugadas para botones: escribe `/partida jugar` en el canal de la partida y elige la tuya de su lista.

flow-play_hint-count =
    { $n ->
        [one] Esta elección no tiene botón: escribe `/partida jugar` en el canal de la partida para hacer tu única jugada.
       *[other] Esta elección tiene demasiadas jugadas para botones: escribe `/partida jugar` en el canal de la partida para elegir entre tus { $n } jugadas.
    }
flow-err-game_in_thread = La partida de este canal está en su hilo { $threads }: ve allí para unirte o jugar.
flow-err-your_other_seat = Eso no es lo que te toca ahora: te toca jugar como { $seats }.

flow-err-whose_move =
    { $count ->
        [one] Eso no te toca decidirlo: le toca a { $names }.
       *[other] Eso no te toca decidirlo: les toca a { $names }.
    }

flow-preview-confirm = Confirmar
flow-preview-cancel = Cancelar
flow-preview-hint = No se envía nada hasta que pulses **{ flow-preview-confirm }**; para cambiarla, pulsa **{ flow-preview-cancel }** y vuelve a dar la orden.
flow-preview-expired = Esta vista previa ha caducado o no es tuya: vuelve a escribir la orden.
flow-preview-cancelled = Cancelado: no se ha enviado nada.

flow-play-narrow =
    🔎 { $n ->
        [one] 1 jugada más
       *[other] { $n } jugadas más
    }: escribe para acotar la lista

flow-play-narrow_hint = Esa entrada solo avisa de que la lista está cortada. Escribe parte de la jugada (un verbo, una carta, un lugar) y la lista se acota.
