### The read-only web pages (web/), `/game link` and the status message's link (cogs/web.py).

web-title = { $game } #{ $id } — Agora
web-footer = Agora · página de solo lectura: muestra solo lo que cualquier jugador puede ver.
web-status-lobby = sin empezar
web-status-active = en curso
web-status-finished = terminada
web-status-abandoned = abandonada
web-status-archived = archivada (cualquier jugada la reactiva)
web-paused = ⏸️ En pausa por { $who } ({ $role }) desde { $since }: sin jugadas hasta que se reanude.
web-lang-switch = Idioma
web-lang-en = English
web-lang-es = Español
web-board-zoom_in = Acercar
web-board-zoom_out = Alejar
web-board-fit = Ajustar
web-board-full = Tamaño real
web-board-hint = Arrastra para mover; rueda o pellizco para acercar.
web-board-none = Esta partida no tiene imagen de tablero.
web-waiting-title = A quién le toca
web-waiting-since = esperando desde
web-waiting-deadline = plazo
web-players-title = Jugadores
web-log-title = Registro
web-log-empty = Todavía no hay jugadas.

web-log-all =
    El registro completo ({ $n ->
        [one] una jugada
       *[other] { $n } jugadas
    })

web-log-step_link = El tablero tras la jugada { $n }
web-history-title = Historia
web-history-start = Inicio
web-history-previous = Anterior
web-history-next = Siguiente
web-history-now = Ahora
web-history-from_start = Repasar desde el principio

web-history-at_start =
    El comienzo de la partida ({ $total ->
        [one] una jugada hasta ahora
       *[other] { $total } jugadas hasta ahora
    })

web-history-after = Tras la jugada { $n } de { $total }
web-history-unavailable = No se puede mostrar la historia de esta partida (su registro no se pudo repetir); esta es la partida tal como está.
web-final-title = Resultado
web-stats-title = Estadísticas
web-stats-player = Jugador
web-stats-score = Puntuación
web-stats-moves = Jugadas
web-stats-auto = Del robot
web-stats-time = Tiempo empleado
web-stats-average = Por jugada
web-stats-length = Duración total: { $time }.

web-lobby =
    La partida todavía no ha empezado. { $n ->
        [0] Nadie se ha apuntado.
        [one] Se ha apuntado una persona:
       *[other] Se han apuntado { $n } personas:
    }

web-list-title = Las partidas de este servidor
web-list-empty = Todavía no hay partidas.
web-list-game = Partida
web-list-status = Estado
web-list-players = Jugadores
web-list-updated = Último cambio
web-error-not_found-title = No encontrada
web-error-not_found-body = Aquí no hay nada. La dirección de una partida se obtiene con /game link en su canal.
web-error-rate-title = Demasiadas peticiones
web-error-rate-body = Espera un momento y vuelve a intentarlo.
web-error-stopped-title = Partida detenida
web-error-stopped-body = Esta partida está detenida mientras la administración del bot revisa sus datos.
web-error-server-title = Algo ha fallado
web-error-server-body = No se pudo preparar esta página. Vuelve a intentarlo más tarde.
web-error-method-title = No permitido
web-error-method-body = Estas páginas solo se pueden leer.

## --- Discord: /game link, the status message, /agora settings -----------------------------------

cmd-game-link = enlace
cmd-game-link-desc = La dirección de la página web de esta partida: el tablero, los jugadores, toda la historia.
web-link-reply = 🌐 La página de esta partida (el tablero, los jugadores, el registro y toda la historia): { $url }
web-link-off = Las páginas web están desactivadas en este bot: su administración las activa con AGORA_WEB_URL y AGORA_WEB_PORT.
web-link-list = La lista de partidas de este servidor: { $url }
web-dash-link = 🌐 Página web: <{ $url }>
cmd-agora-settings-web_list = Publicar en la web la lista de partidas de este servidor (desactivado por defecto)
web-settings-list_on = Lista de partidas en la web: publicada en <{ $url }>
web-settings-list_off = Lista de partidas en la web: no publicada
cmd-opt-web_list = lista_web
