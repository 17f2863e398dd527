### The read-only web pages (web/), `/game link` and the status message's link (cogs/web.py).

web-title = { $game } #{ $id } — Agora
web-footer = Agora · a read-only page: it shows only what every player may see.
web-status-lobby = not started yet
web-status-active = in progress
web-status-finished = over
web-status-abandoned = abandoned
web-status-archived = archived (any move brings it back)
web-paused = ⏸️ Paused by { $who } ({ $role }) since { $since }: no moves until it is resumed.
web-lang-switch = Language
web-lang-en = English
web-lang-es = Español
web-board-zoom_in = Zoom in
web-board-zoom_out = Zoom out
web-board-fit = Fit
web-board-full = Full size
web-board-hint = Drag to move, wheel or pinch to zoom.
web-board-none = This game has no board image.
web-waiting-title = Whose move
web-waiting-since = waiting since
web-waiting-deadline = deadline
web-players-title = Players
web-log-title = Log
web-log-empty = No moves yet.

web-log-all =
    The whole log ({ $n ->
        [one] one move
       *[other] { $n } moves
    })

web-log-step_link = The board after move { $n }
web-history-title = History
web-history-start = Start
web-history-previous = Previous
web-history-next = Next
web-history-now = Now
web-history-from_start = Replay from the start

web-history-at_start =
    The start of the game ({ $total ->
        [one] one move so far
       *[other] { $total } moves so far
    })

web-history-after = After move { $n } of { $total }
web-history-unavailable = This game's history cannot be shown (its log could not be replayed); here is the game as it is now.
web-final-title = Result
web-stats-title = Statistics
web-stats-player = Player
web-stats-score = Score
web-stats-moves = Moves
web-stats-auto = By the robot
web-stats-time = Time taken
web-stats-average = Per move
web-stats-length = Total length: { $time }.

web-lobby =
    The game has not started yet. { $n ->
        [0] Nobody has joined.
        [one] One player has joined:
       *[other] { $n } players have joined:
    }

web-list-title = This server's games
web-list-empty = No games yet.
web-list-game = Game
web-list-status = State
web-list-players = Players
web-list-updated = Last change
web-error-not_found-title = Not found
web-error-not_found-body = There is nothing here. A game's address comes from /game link in its channel.
web-error-rate-title = Too many requests
web-error-rate-body = Please wait a moment and try again.
web-error-stopped-title = Game stopped
web-error-stopped-body = This game is stopped while its data is checked by the bot's admins.
web-error-server-title = Something went wrong
web-error-server-body = This page could not be made. Please try again later.
web-error-method-title = Not allowed
web-error-method-body = These pages can only be read.

## --- Discord: /game link, the status message, /agora settings -----------------------------------

cmd-game-link = link
cmd-game-link-desc = The address of this game's web page: the board, the players, the whole history.
web-link-reply = 🌐 This game's page (the board, the players, the log and the whole history): { $url }
web-link-off = The web pages are off on this bot: its admin turns them on with AGORA_WEB_URL and AGORA_WEB_PORT.
web-link-list = This server's list of games: { $url }
web-dash-link = 🌐 Web page: <{ $url }>
cmd-agora-settings-web_list = Publish this server's list of games on the web (off by default)
web-settings-list_on = Games list on the web: published at <{ $url }>
web-settings-list_off = Games list on the web: not published
cmd-opt-web_list = web_list
