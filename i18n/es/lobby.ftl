lobby-header = {"*"}*{ $game }** — partida #{ $id }, esperando jugadores.

lobby-players =
    Jugadores: { $names } ({ $n ->
        [one] se ha unido 1
       *[other] se han unido { $n }
    }; la partida admite { $range })

lobby-options = Opciones: { $options }
lobby-seat_order = Orden de asientos: { $order }
lobby-order-random = al azar
lobby-order-chosen = elegido por quien creó la partida
lobby-button-join = Unirme
lobby-button-leave = Salir
lobby-button-start = Empezar
lobby-created = Creada **{ $game }** en { $channel }. Los demás se unen con `/partida unirse` o el botón Unirme; empieza con `/partida empezar`.
lobby-joined = Te has unido a la partida.
lobby-left = Has salido de la partida.
lobby-started = La partida ha empezado.
lobby-seats_set = Orden de asientos guardado.
lobby-dm_test = Aquí Agora: te has unido a **{ $game }** en { $channel }. Tu información privada (mano, puntos ocultos, elecciones secretas) llegará a esta conversación.
lobby-dm_closed = ⚠️ No he podido enviarte un mensaje directo. Permite los MD de miembros de este servidor, o usa `/partida ver` y el botón «Mi vista» para ver tu información privada.
lobby-status = Estado: { $status } · última jugada { $since }
lobby-status_only = Estado: { $status }
lobby-status-lobby = esperando jugadores
lobby-status-active = en juego
lobby-status-finished = terminada
lobby-status-abandoned = abandonada
lobby-status-archived = archivada
lobby-list_empty = Aún no hay partidas en este servidor. Crea una con `/partida nueva`.
lobby-list_header = Partidas de este servidor:
lobby-list_line = #{ $id } **{ $game }** en { $channel } — { $status }, { $since }
lobby-list_line_only = #{ $id } **{ $game }** en { $channel } — { $status }
lobby-list_waiting = esperando a { $who }
lobby-list_yours = 👉 **Te toca:** { $line }
lobby-abandoned = La partida queda abandonada.
lobby-abandoned_public = Esta partida se ha abandonado ({ $who }).
lobby-abandon_vote = Tu voto para abandonar cuenta: { $votes } de { $needed } necesarios.

lobby-abandon_vote_public =
    { $who } vota abandonar esta partida ({ $votes } de { $needed ->
        [one] 1 voto necesario
       *[other] { $needed } votos necesarios
    }).

lobby-err-options_repeated = La opción `{ $option }` aparece dos veces: escríbela una sola vez, con el valor que quieras.
lobby-err-options_syntax = Las opciones se escriben clave=valor, separadas por espacios; no entiendo `{ $token }`.
lobby-err-thread_here = Solo puedo abrir un hilo desde un canal de texto.
lobby-err-seats_syntax = Indica a los jugadores como menciones en orden de asiento, p. ej. @ana @ben.

lobby-help =
    {"*"}*Agora** modera juegos de mesa que se juegan a lo largo de días.
    • `/partida nueva game:<nombre>` crea una partida aquí (o `where:thread` en un hilo nuevo); los demás `/partida unirse`; quien la creó `/partida empezar`.
    • Cuando te toca, te menciono; juega con los comandos del juego (p. ej. `/tigris ...`), los botones o `/partida jugar`, que lista todas las jugadas legales.
    • Tu mano y tus puntos ocultos llegan por MD; `/partida ver` te los enseña aquí, solo a ti.
    • `/partida estado`, `/partida lista`, `/partida abandonar`, `/partida ayuda game:<nombre>`.
    • A lo largo de días: `/partida ponerme_al_dia` (lo que pasó desde tu última jugada), `/partida deshacer`, `/partida registro`, `/partida historia`, `/partida plazo`, `/partida recordatorios`, `/partida tableros` (un tablero nuevo tras cada acción o tras cada turno); tus propios ajustes con `/yo` (recordatorios, horas de silencio, zona horaria, vacaciones).
    • `/partida deshacer` retira tu última jugada al momento si nadie jugó después y no se reveló nada oculto; si no, con el consentimiento de los demás; una jugada que robó losetas o cartas no se puede deshacer. Quien creó la partida o la moderación pueden forzarlo con `/partida admin deshacer`, anunciado públicamente.
    • Cuando vence un plazo en un turno normal, los demás votan saltarlo, que lo juegue el robot o esperar. Solo las respuestas fuera de turno que las reglas resuelven por sí mismas (no comprometer apoyo, no exigir batalla, terminar de comerciar) se juegan al momento.
    Juegos: { $games }

lobby-thread_notice = 🧵 **{ $who }** ha abierto una partida de **{ $game }** (#{ $id }) en { $thread }: únete allí.
lobby-err-missing_permissions = No puedo llevar una partida aquí: en este canal me faltan estos permisos: { $missing }. Pide a la administración del servidor que se los dé a Agora (ajustes del canal → Permisos) y vuelve a intentarlo.
lobby-err-channel_not_allowed = En este servidor no se pueden crear partidas en este canal. Permitidos: { $channels }.
