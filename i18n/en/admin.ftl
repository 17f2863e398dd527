### Admin actions (cogs/_authority.py, /game admin ...) and running Agora on a server (cogs/admin.py).

cmd-admin = admin
cmd-admin-desc = Admin actions on this channel's game (its creator or a server moderator), posted publicly.
cmd-admin-undo = undo
cmd-admin-undo-desc = Force an undo of the game's last action, without consent. Public and logged.
admin-public = 🛡️ **Admin action** by **{ $who }** ({ $role }): { $what }
admin-role-creator = the game's creator
admin-role-moderator = server moderator
admin-undo = forced an undo of **{ $name }**'s last action, “{ $what }”. Here is the state again:
admin-done = Done; it was posted in the game's channel.
admin-err-not_allowed = Only the game's creator or a server moderator can do that.
admin-log-line = 🛡️ **{ $who }** ({ $role }): { $what } · { $when }
admin-log-plain_line = {"["}admin] { $when } — { $who } ({ $role }): { $what }
admin-log-undo = forced an undo of { $name }'s “{ $what }”
cmd-admin-pause = pause
cmd-admin-pause-desc = Pause this game: no moves, reminders or deadlines until it is resumed. Public and logged.
cmd-admin-resume = resume
cmd-admin-resume-desc = Resume a paused game; its deadlines are pushed back by the pause. Public and logged.
admin-paused = paused the game: no moves, reminders or deadlines until it is resumed.
admin-resumed = resumed the game; deadlines were pushed back by the length of the pause.
admin-err-already_paused = This game is already paused.
admin-err-not_paused = This game is not paused.
admin-state-on = on
admin-state-off = off
admin-log-pause = paused the game
admin-log-resume = resumed the game after { $hours } h
admin-log-replace = handed a place over to { $name }
admin-log-autoplay = turned autoplay { $state } for { $name }
admin-log-abandon = abandoned the game
admin-abandoned = abandoned the game.
perm-view_channel = View Channel
perm-send_messages = Send Messages
perm-send_messages_in_threads = Send Messages in Threads
perm-embed_links = Embed Links
perm-attach_files = Attach Files
perm-read_message_history = Read Message History
perm-manage_threads = Manage Threads
perm-create_public_threads = Create Public Threads
cmd-agora = agora
cmd-agora-desc = Agora's settings for this server (server admins).
cmd-agora-settings = settings
cmd-agora-settings-desc = Moderator role, language and default presets for this server; no option shows them.
cmd-agora-settings-moderator_role = Members of this role may pause, abandon, replace players in or force an undo on any game
cmd-agora-settings-no_moderator_role = Remove the moderator role (only server admins moderate)
cmd-agora-settings-language = Language of the bot's messages in game channels, for new games
cmd-agora-settings-deadline = Deadline preset new games start with
cmd-agora-settings-reminders = Reminder interval new games start with, in hours (0 = off)
cmd-choice-language-en = English
cmd-choice-language-es = Spanish
cmd-choice-language-server = the server's own language
cmd-agora-channels = channels
cmd-agora-channels-desc = Which channels games may be created in (and their threads).
cmd-agora-channels-action = Allow a channel, forbid it again, or allow games anywhere
cmd-agora-channels-channel = The channel
cmd-choice-channels-allow = allow
cmd-choice-channels-forbid = forbid
cmd-choice-channels-anywhere = anywhere

admin-settings-text =
    Moderator role: { $role }
    Language in game channels: { $language }
    New games' deadline: { $deadline }
    New games' reminders: { $reminders }
    Games may be created in: { $channels }

admin-settings-saved = ✅ Saved. This server's settings now:
admin-settings-current = This server's settings:
admin-settings-none = —
admin-settings-anywhere = any channel
admin-language-en = English
admin-language-es = Spanish
admin-language-server = the server's own
admin-err-server_admin_only = Only server admins (Manage Server permission) can change Agora's settings.
admin-err-everyone_role = @everyone can't be the moderator role: everyone would moderate every game.
admin-err-channel_needed = Say which channel (the `channel:` option).
admin-err-not_allowed_channel = { $channel } is not among the allowed channels.
admin-startup_missing = ⚠️ Agora lacks permission here for game #{ $id }: { $missing }. A server admin can grant it in this channel's settings (Permissions → Agora).

admin-check-summary =
    checked { $games ->
        [one] 1 game
       *[other] { $games } games
    } ({ $replayed } replayed): { $problems ->
        [0] no problem found
        [one] 1 problem
       *[other] { $problems } problems
    }

admin-stopping = Agora is restarting right now and did not take this. Nothing was changed: try again in a minute.
