### Admin actions (cogs/_authority.py, /game admin ...) and running Agora on a server (cogs/admin.py).

cmd-admin = admin
cmd-admin-desc = Acciones de administración sobre la partida de este canal (quien la creó o moderación), públicas.
cmd-admin-undo = deshacer
cmd-admin-undo-desc = Fuerza deshacer la última acción de la partida, sin consentimiento. Público y registrado.
admin-public = 🛡️ **Acción de administración** de **{ $who }** ({ $role }): { $what }
admin-role-creator = quien creó la partida
admin-role-moderator = moderación del servidor
admin-undo = ha forzado deshacer la última acción de **{ $name }**, «{ $what }». Este es de nuevo el estado:
admin-done = Hecho; se ha publicado en el canal de la partida.
admin-err-not_allowed = Solo quien creó la partida o la moderación del servidor pueden hacer eso.
admin-log-line = 🛡️ **{ $who }** ({ $role }): { $what } · { $when }
admin-log-plain_line = {"["}admin] { $when } — { $who } ({ $role }): { $what }
admin-log-undo = forzó deshacer «{ $what }» de { $name }
cmd-admin-pause = pausar
cmd-admin-pause-desc = Pausa esta partida: sin jugadas, recordatorios ni plazos hasta reanudarla. Público y registrado.
cmd-admin-resume = reanudar
cmd-admin-resume-desc = Reanuda una partida en pausa; sus plazos se retrasan lo que duró la pausa. Público y registrado.
admin-paused = ha pausado la partida: sin jugadas, recordatorios ni plazos hasta que se reanude.
admin-resumed = ha reanudado la partida; los plazos se han retrasado lo que duró la pausa.
admin-err-already_paused = Esta partida ya está en pausa.
admin-err-not_paused = Esta partida no está en pausa.
admin-state-on = activado
admin-state-off = desactivado
admin-log-pause = pausó la partida
admin-log-resume = reanudó la partida tras { $hours } h
admin-log-replace = pasó un puesto a { $name }
admin-log-autoplay = puso el juego automático { $state } para { $name }
admin-log-abandon = abandonó la partida
admin-abandoned = ha abandonado la partida.
perm-view_channel = Ver canal
perm-send_messages = Enviar mensajes
perm-send_messages_in_threads = Enviar mensajes en hilos
perm-embed_links = Insertar enlaces
perm-attach_files = Adjuntar archivos
perm-read_message_history = Leer el historial de mensajes
perm-manage_threads = Gestionar hilos
perm-create_public_threads = Crear hilos públicos
cmd-agora = agora
cmd-agora-desc = Ajustes de Agora para este servidor (administración del servidor).
cmd-agora-settings = ajustes
cmd-agora-settings-desc = Rol de moderación, idioma y valores por defecto del servidor; sin opciones, los muestra.
cmd-agora-settings-moderator_role = Quien tenga este rol puede pausar, abandonar, sustituir jugadores o forzar deshacer en cualquier partida
cmd-agora-settings-no_moderator_role = Quita el rol de moderación (solo modera la administración del servidor)
cmd-agora-settings-language = Idioma de los mensajes del bot en los canales de partida, para partidas nuevas
cmd-agora-settings-deadline = Plazo con el que empiezan las partidas nuevas
cmd-agora-settings-reminders = Intervalo de recordatorios de las partidas nuevas, en horas (0 = ninguno)
cmd-choice-language-en = inglés
cmd-choice-language-es = español
cmd-choice-language-server = el idioma del servidor
cmd-agora-channels = canales
cmd-agora-channels-desc = En qué canales se pueden crear partidas (y en sus hilos).
cmd-agora-channels-action = Permitir un canal, volver a prohibirlo o permitir partidas en cualquier canal
cmd-agora-channels-channel = El canal
cmd-choice-channels-allow = permitir
cmd-choice-channels-forbid = prohibir
cmd-choice-channels-anywhere = en cualquier canal

admin-settings-text =
    Rol de moderación: { $role }
    Idioma en los canales de partida: { $language }
    Plazo de las partidas nuevas: { $deadline }
    Recordatorios de las partidas nuevas: { $reminders }
    Se pueden crear partidas en: { $channels }

admin-settings-saved = ✅ Guardado. Ajustes del servidor ahora:
admin-settings-current = Ajustes de este servidor:
admin-settings-none = —
admin-settings-anywhere = cualquier canal
admin-language-en = inglés
admin-language-es = español
admin-language-server = el del servidor
admin-err-server_admin_only = Solo la administración del servidor (permiso Gestionar servidor) puede cambiar los ajustes de Agora.
admin-err-everyone_role = @everyone no puede ser el rol de moderación: todo el mundo moderaría todas las partidas.
admin-err-channel_needed = Di qué canal (la opción `channel:`).
admin-err-not_allowed_channel = { $channel } no está entre los canales permitidos.
admin-startup_missing = ⚠️ A Agora le falta permiso aquí para la partida #{ $id }: { $missing }. La administración del servidor puede darlo en los ajustes de este canal (Permisos → Agora).

admin-check-summary =
    { $games ->
        [one] 1 partida comprobada
       *[other] { $games } partidas comprobadas
    } ({ $replayed } repetidas): { $problems ->
        [0] ningún problema
        [one] 1 problema
       *[other] { $problems } problemas
    }

admin-stopping = Agora se está reiniciando ahora mismo y no ha recibido esto. No ha cambiado nada: vuelve a intentarlo en un minuto.
