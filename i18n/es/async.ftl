### Async play over days (cogs/async_play.py, service/scheduling.py, service/history.py).

cmd-turns = turnos
cmd-turns-desc = Turnos de la partida de este canal: deshacer, registro, historia, recordatorios, plazos.
cmd-turns-undo = deshacer
cmd-turns-undo-desc = Deshaz tu última acción (los demás deben aceptar si jugaron después o si reveló algo).
cmd-turns-log = registro
cmd-turns-log-desc = El registro público de la partida, por páginas o como archivo.
cmd-turns-log-page = Número de página (15 acciones por página)
cmd-turns-log-download = Adjunta el registro completo como archivo .txt
cmd-turns-history = historia
cmd-turns-history-desc = Muestra el tablero tal como estaba tras la acción N.
cmd-turns-history-n = Número de acción (0 = el inicio)
cmd-turns-stats = estadisticas
cmd-turns-stats-desc = Jugadas y tiempo empleado por jugador.
cmd-turns-reminders = recordatorios
cmd-turns-reminders-desc = Intervalo de recordatorios de esta partida, en horas (0 = sin recordatorios). Solo quien la creó.
cmd-turns-reminders-hours = Horas entre recordatorios (0 = ninguno)
cmd-turns-deadline = plazo
cmd-turns-deadline-desc = Plazo por jugada en esta partida. Solo quien la creó.
cmd-turns-deadline-preset = rápido 4 h, diario 24 h, tranquilo 72 h o ninguno
cmd-choice-preset-none = ninguno
cmd-choice-preset-fast = rápido (4 h)
cmd-choice-preset-daily = diario (24 h)
cmd-choice-preset-relaxed = tranquilo (72 h)
cmd-turns-boards = tableros
cmd-turns-boards-desc = Publicar un tablero nuevo tras cada acción o tras cada turno. Solo quien la creó.
cmd-turns-boards-every = Tras cada acción, o tras cada turno (entretanto el tablero se actualiza donde está)
cmd-choice-boards-action = tras cada acción
cmd-choice-boards-turn = tras cada turno
cmd-turns-archive = archivar
cmd-turns-archive-desc = Archiva esta partida tras N días sin jugadas (0 = nunca). Solo quien la creó.
cmd-turns-archive-days = Días sin jugadas (0 = nunca)
cmd-turns-replace = sustituir
cmd-turns-replace-desc = Da un asiento a otra persona. Solo quien creó la partida.
cmd-turns-replace-user = Quién ocupa el asiento
cmd-turns-player = El jugador (por su nombre)
cmd-turns-autoplay = automatico
cmd-turns-autoplay-desc = Deja un asiento en juego automático para siempre (o lo recupera). Solo quien creó la partida.
cmd-turns-autoplay-on = Activado (por defecto) o desactivado
cmd-me = yo
cmd-me-desc = Tus ajustes para partidas a distancia: recordatorios, horas de silencio, vacaciones.
cmd-me-reminders = recordatorios
cmd-me-reminders-desc = Tu intervalo de recordatorios en horas, para todas tus partidas (vacío = el de cada partida).
cmd-me-reminders-hours = Horas entre recordatorios (0 = ninguno; vacío = el de la partida)
cmd-me-quiet = silencio
cmd-me-quiet-desc = Horas del día sin recordatorios, en tu zona horaria (mismo inicio y fin = desactivado).
cmd-me-quiet-start = Desde esta hora (0-23)
cmd-me-quiet-end = Hasta esta hora (0-23)
cmd-me-timezone = zona
cmd-me-timezone-desc = Tu zona horaria, p. ej. Europe/Madrid o UTC-3.
cmd-me-timezone-zone = Un nombre de zona (America/Bogota) o un desfase (UTC+2)
cmd-me-pause = pausa
cmd-me-pause-desc = Pausa tus recordatorios unas horas (0 = reanudar).
cmd-me-pause-hours = Horas (0 = reanudar ya)
cmd-me-vacation = vacaciones
cmd-me-vacation-desc = Ausente unos días: tus plazos y recordatorios se detienen (0 = de vuelta).
cmd-me-vacation-days = Días fuera (0 = ya he vuelto)
cmd-me-next = aviso
cmd-me-next-desc = Recibe un mensaje directo cada vez que una de tus partidas te espera.
cmd-me-next-on = Activado o desactivado
cmd-me-settings = ajustes
cmd-me-settings-desc = Muestra tus ajustes de partidas a distancia.
async-err-history_unreplayable = El registro de esta partida ya no se puede reproducir a partir de su jugada { $n }: se grabó con una versión anterior de las reglas del juego. La partida sigue, pero deshacer, su historia, su registro y sus estadísticas no están disponibles.
async-err-refused = Eso no se puede hacer ahora.
async-err-bad_choice = Esa no es una de las opciones.
async-err-own_deadline = No puedes votar sobre tu propio plazo: haz tu jugada.
async-err-cannot_skip = Esta decisión no se puede saltar: las reglas no permiten pasar aquí. Vota por el juego automático o por esperar.
async-err-no_such_action = No existe la acción { $n }: el registro tiene { $total }.
async-err-nothing_to_undo = No tienes ninguna acción que deshacer en esta partida.
async-err-own_undo = Tú pediste deshacer; responden los demás.
async-err-bot_user = Un bot no puede ocupar un asiento.
async-err-bad_zone = No conozco la zona horaria { $zone }. Usa un nombre como Europe/Madrid o un desfase como UTC-3.
async-next_dm = ⏳ Te toca en **{ $game }** ({ $channel }): { $what }.
async-dash-title = 📋 **{ $game }** · partida #{ $id }
async-dash-awaiting = ⏳ Esperando a **{ $who }** — { $what } — desde { $since }.
async-dash-deadline = ⌛ Plazo: { $full } ({ $relative }).
async-dash-status-active = La partida está en curso.
async-dash-status-lobby = La partida no ha empezado.
async-dash-status-finished = 🏁 La partida ha terminado.
async-dash-status-abandoned = La partida se abandonó.
async-dash-status-archived = 🗄️ Archivada por falta de jugadas; cualquier jugada la reactiva.
async-dash-last = 🕑 Última acción: **{ $who }** — { $what } ({ $when }).
async-dash-remind_every = 🔔 Recordatorios cada { $hours } h
async-dash-remind_off = 🔕 Sin recordatorios
async-preset-none = sin plazos
async-preset-fast = plazo: rápido (4 h)
async-preset-daily = plazo: diario (24 h)
async-preset-relaxed = plazo: tranquilo (72 h)
async-remind-1 = 🔔 { $who }, un recordatorio: **{ $game }** te espera ({ $what }) desde { $since }.
async-remind-2 = 🔔 { $who }, segundo recordatorio: **{ $game }** te espera desde { $since } ({ $what }).
async-remind-3 = ⏰ { $who }, recordatorio n.º { $n }: toda la mesa de **{ $game }** te espera desde { $since } ({ $what }). Si no puedes jugar durante un tiempo, usa `/yo vacaciones`.
async-remind-deadline = ⌛ Plazo: { $full } ({ $relative }).
async-remind-late = (Enviado con retraso: estaba desconectado cuando tocaba.)
async-deadline-passed = ⌛ { $who }, tu plazo ha vencido ({ $what }, esperando desde { $since }). Aún puedes jugar. Los demás pueden votar qué hacer con el turno de { $name }:
async-vote-skip = Saltar este turno
async-vote-autoplay = Juego automático esta vez
async-vote-wait = Dar más tiempo
async-vote-counted = Voto registrado ({ $votes } de { $needed } necesarios).
async-vote-decided-skip = La mesa ha votado saltar este turno.
async-vote-decided-autoplay = La mesa ha votado: el juego automático decide este turno.
async-vote-decided-wait = La mesa ha votado esperar: nuevo plazo { $relative }.
async-deadline-default = ⌛ Venció el plazo de { $name }: se ha jugado la opción por defecto de las reglas: { $what }.

async-archived =
    🗄️ Sin jugadas en { $days ->
        [one] un día
       *[other] { $days } días
    }: esta partida queda archivada. Cualquier jugada la reactiva.

async-summary-title = Resumen de la partida

async-summary-line =
    {"*"}*{ $who }** — puntos { $score } · { $moves ->
        [one] una jugada
       *[other] { $moves } jugadas
    } ({ $auto ->
        [one] una automática
       *[other] { $auto } automáticas
    }) · tiempo empleado { $time } (media { $average })

async-summary-length = Duración total: { $time }.

async-undo-you_undid =
    Deshecho ({ $n ->
        [one] 1 acción
       *[other] { $n } acciones
    }).

async-undo-asked = He pedido a los demás que acepten.

async-undo-request =
    ↩️ **{ $who }** pide deshacer «{ $what }» ({ $n ->
        [one] se desharía una acción
       *[other] se desharían { $n } acciones
    }). { $others }: ¿estáis de acuerdo?

async-undo-button-yes = Acepto
async-undo-button-no = Me niego
async-undo-you_agreed = Has aceptado; se ha deshecho.
async-undo-you_refused = Has rechazado deshacer.
async-undo-refused = ↩️ { $who } ha rechazado deshacer; la partida sigue como estaba.
async-undo-waiting = Gracias; aún falta { $missing }.

async-undo-done =
    ↩️ { $n ->
        [one] Deshecha una acción
       *[other] Deshechas { $n } acciones
    } a petición de { $who }. Este es de nuevo el estado:

async-log-header =
    📜 Registro — página { $page } de { $pages } ({ $n ->
        [one] 1 acción
       *[other] { $n } acciones
    })

async-log-empty = Aún no hay acciones.
async-log-line = `{ $n }.` **{ $who }**: { $what }{ $auto } · { $when }
async-log-autoplay = (automático)
async-log-file_header = { $game } — partida #{ $id } — registro público

async-log-download =
    Adjunto el registro completo ({ $n ->
        [one] 1 acción
       *[other] { $n } acciones
    }).

async-history-header = El tablero tras la acción { $n } de { $total }:
async-history-footer = Partida #{ $game } · tras la acción { $n } de { $total }
async-set-reminders = Recordatorios de esta partida: cada { $hours } h (0 = ninguno).
async-set-deadline = Plazos de esta partida: { $preset }.
async-set-boards-action = Esta partida publica ahora un tablero nuevo tras cada acción.
async-set-boards-turn = Esta partida publica ahora un tablero nuevo tras cada turno; durante un turno, el tablero se actualiza donde está.

async-set-archive =
    Esta partida se archiva tras { $days ->
        [one] 1 día
       *[other] { $days } días
    } sin jugadas (0 = nunca).

async-replaced-you = El puesto de { $name } tiene nueva persona.
async-replaced = 🔁 { $new } sustituye a { $old }.
async-autoplay-on = 🤖 { $name } se juega ahora automáticamente.
async-autoplay-off = { $name } vuelve a jugar (sin juego automático).
async-me-reminders_game = Tus recordatorios siguen el intervalo de cada partida.
async-me-reminders = Tus recordatorios: cada { $hours } h en todas tus partidas.
async-me-reminders_off = Tus recordatorios están desactivados en todas tus partidas.
async-me-quiet_off = Sin horas de silencio.
async-me-quiet = Horas de silencio: de { $start }:00 a { $end }:00 ({ $tz }). Los recordatorios de esas horas esperan a que terminen.
async-me-timezone = Tu zona horaria: { $zone }.
async-me-resumed = Tus recordatorios vuelven a estar activos.
async-me-paused = Recordatorios en pausa hasta { $full } ({ $relative }).

async-me-vacation =
    ¡Disfruta! Hasta { $full } tus plazos y recordatorios quedan detenidos; he avisado en { $games ->
        [one] tu partida
       *[other] tus { $games } partidas
    }. Puedes seguir jugando.

async-me-vacation_off = Bienvenido de vuelta: tus plazos y recordatorios vuelven a correr.
async-vacation-note = 🏖️ **{ $who }** está fuera hasta { $full }: sus plazos y recordatorios quedan detenidos.
async-vacation-back = 🏖️ **{ $who }** ha vuelto: sus plazos y recordatorios vuelven a correr.
async-me-next_on = Te enviaré un mensaje directo cada vez que una de tus partidas te espere.
async-me-next_off = Ya no te enviaré mensajes directos cuando te toque.
async-me-s-game_interval = el intervalo de cada partida
async-me-s-hours = cada { $hours } h (0 = ninguno)
async-me-s-yes = sí
async-me-s-no = no

async-me-s-text =
    {"*"}*Tus ajustes**
    Recordatorios: { $reminders }
    Horas de silencio: { $quiet } ({ $tz })
    En pausa hasta: { $paused }
    Vacaciones hasta: { $vacation }
    MD cuando te toca: { $next }

async-log-plain_line = { $n }. { $when } — { $who }: { $what }{ $auto }
async-err-already_seated = { $who } ya juega en esta partida; un asiento solo puede pasar a alguien que aún no juegue.
async-err-no_vote_open = No hay ninguna votación abierta sobre ese asiento: su plazo no ha vencido o la votación ya terminó. No se ha cambiado nada.
async-err-bad_preset = «{ $preset }» no es un plazo predefinido; elige uno de estos: { $presets }. No se ha cambiado nada.
async-err-bad_boards = «{ $value }» no es una opción: un tablero nuevo tras cada acción o tras cada turno. No se ha cambiado nada.
async-what-remind_hours = El intervalo de recordatorios (horas)
async-what-window_hours = La duración de la ventana (horas)
async-what-archive_days = Los días antes de archivar
async-what-vacation_days = La duración de las vacaciones (días)
async-err-undo_pending = Ya hay una petición de deshacer esperando respuesta: { $link }
async-err-undo_draw = La acción { $n } robó losetas o cartas ocultas para alguien: deshacerla repartiría las mismas a quien ya las ha visto, así que no se puede deshacer.
async-err-undo_refused = Esta petición de deshacer fue rechazada; la partida sigue como estaba.
async-err-undo_done = Esta petición de deshacer ya se llevó a cabo.
async-err-undo_lapsed = Esta petición de deshacer caducó: alguien jugó después de pedirla.
async-err-undo_already_agreed = Ya aceptaste; faltan los demás.
async-err-nothing_to_force = No hay ninguna acción que deshacer en esta partida.
async-undo-settled-done = ↩️ Petición de deshacer: ✅ todos aceptaron, se deshizo.
async-undo-settled-refused = ↩️ Petición de deshacer: ❌ rechazada por { $who }.
async-undo-settled-lapsed = ↩️ Petición de deshacer: caducada, la partida siguió.
async-undo-settled-forced = ↩️ Petición de deshacer: sustituida por un deshacer forzado de la administración.
async-ping-deadline = ⌛ Plazo: { $full } ({ $relative }).
async-ping-deadline_of = ⌛ { $who }: plazo { $full } ({ $relative }).
async-deadline-set_warning = ⌛ { $who }: esta partida tiene ahora plazos ({ $preset }). Tu jugada ({ $what }) vence el { $full } ({ $relative }); después los demás pueden votar saltarla o que la juegue el robot.
async-me-next_on_closed = No puedo enviarte mensajes directos: tienes cerrados los MD de este servidor. Ábrelos (menú del servidor → Ajustes de privacidad → Mensajes directos) y vuelve a usar `/yo aviso on:true`; mientras tanto usa `/partida ver` o el botón «Mi vista».
async-me-dm_test = ✅ Los mensajes directos de Agora te llegan: te avisaré aquí cuando te toque.
cmd-turns-catchup = ponerme_al_dia
cmd-turns-catchup-desc = Lo que ha pasado desde tu última jugada y el tablero ahora (solo lo ves tú).
async-catchup-button = Ponerme al día

async-catchup-since_yours =
    📰 **Desde tu última jugada** ({ $when }): { $n ->
        [one] una acción
       *[other] { $n } acciones
    }.

async-catchup-since_start =
    📰 **Desde el principio**: { $n ->
        [one] una acción
       *[other] { $n } acciones
    }.

async-catchup-line = `{ $n }.` **{ $who }**: { $what }{ $auto }
async-catchup-nothing = Nada nuevo desde entonces.

async-catchup-more =
    … y { $n ->
        [one] una línea anterior
       *[other] { $n } líneas anteriores
    }: mira `/partida registro`.

async-robot-move = • **{ $name }**: { $what }

async-robot-summary =
    🤖 Jugado automáticamente ({ $n ->
        [one] una jugada
       *[other] { $n } jugadas
    }):

async-err-vote_over = Esta votación ha terminado: quien debía jugar ya jugó (o se jugó lo que eligió la mesa).
async-err-vote_decided = Esta votación ha terminado: la mesa ya eligió «{ $choice }».
async-err-already_voted = Ya votaste («{ $choice }»); un voto por persona.
async-dash-paused = ⏸️ En pausa por **{ $who }** ({ $role }) desde { $since }: sin jugadas hasta que se reanude.
async-dash-last_public = 🕑 Lo último: { $what } ({ $when }).
async-log-event_line = `{ $n }.` { $what }{ $auto } · { $when }
async-log-plain_event_line = { $n }. { $when } — { $what }{ $auto }
async-catchup-event_line = `{ $n }.` { $what }{ $auto }
async-robot-summary_who = 🤖 Se ha jugado automáticamente en nombre de { $names }.
async-undo-secret_move = su última jugada
