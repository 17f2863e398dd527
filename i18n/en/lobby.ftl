lobby-header = {"*"}*{ $game }** — game #{ $id }, waiting for players.

lobby-players =
    Players: { $names } ({ $n ->
        [one] 1 joined
       *[other] { $n } joined
    }; the game takes { $range })

lobby-options = Options: { $options }
lobby-seat_order = Seat order: { $order }
lobby-order-random = random
lobby-order-chosen = chosen by the creator
lobby-button-join = Join
lobby-button-leave = Leave
lobby-button-start = Start
lobby-created = Created **{ $game }** in { $channel }. Others join with `/game join` or the Join button; start with `/game start`.
lobby-joined = You joined the game.
lobby-left = You left the game.
lobby-started = The game has started.
lobby-seats_set = Seat order saved.
lobby-dm_test = Agora here: you joined **{ $game }** in { $channel }. Your private information (hand, hidden points, secret choices) will arrive in this conversation.
lobby-dm_closed = ⚠️ I could not send you a direct message. Allow DMs from this server's members, or use `/game view` and the “My view” button to see your private information.
lobby-status = Status: { $status } · last move { $since }
lobby-status_only = Status: { $status }
lobby-status-lobby = waiting for players
lobby-status-active = in progress
lobby-status-finished = finished
lobby-status-abandoned = abandoned
lobby-status-archived = archived
lobby-list_empty = No games in this server yet. Create one with `/game new`.
lobby-list_header = Games in this server:
lobby-list_line = #{ $id } **{ $game }** in { $channel } — { $status }, { $since }
lobby-list_line_only = #{ $id } **{ $game }** in { $channel } — { $status }
lobby-list_waiting = waiting for { $who }
lobby-list_yours = 👉 **Your move:** { $line }
lobby-abandoned = The game is abandoned.
lobby-abandoned_public = This game was abandoned ({ $who }).
lobby-abandon_vote = Your vote to abandon is counted: { $votes } of { $needed } needed.

lobby-abandon_vote_public =
    { $who } votes to abandon this game ({ $votes } of { $needed ->
        [one] 1 vote needed
       *[other] { $needed } votes needed
    }).

lobby-err-options_repeated = The option `{ $option }` is given twice: give it once, with the value you want.
lobby-err-options_syntax = Options are written key=value, separated by spaces; I could not read `{ $token }`.
lobby-err-thread_here = I can only open a thread from a text channel.
lobby-err-seats_syntax = Give the players as mentions in seat order, e.g. @ana @ben.

lobby-help =
    {"*"}*Agora** moderates board games played over days.
    • `/game new game:<name>` creates a game here (or `where:thread` in a new thread); others `/game join`; the creator `/game start`.
    • On your turn you are mentioned; act with the game's commands (e.g. `/tigris ...`), the buttons, or `/game play` which lists every legal move.
    • Your hand and hidden points come by DM; `/game view` shows them here, only to you.
    • `/game status`, `/game list`, `/game abandon`, `/game help game:<name>`.
    • Over days: `/game catchup` (what happened since your last move), `/game undo`, `/game log`, `/game history`, `/game deadline`, `/game reminders`, `/game boards` (a new board after every action or after every turn); your own settings with `/me` (reminders, quiet hours, time zone, vacation).
    • `/game undo` takes back your own last move at once if nobody moved since and nothing hidden was revealed, otherwise with everyone else's consent; a move that drew tiles or cards can't be undone. The creator or a moderator may force one with `/game admin undo`, announced publicly.
    • When a deadline passes on an ordinary turn, the other players vote to skip it, let the robot play it, or wait. Only out-of-turn answers the rules settle themselves (no support committed, no battle demanded, done trading) are played at once.
    Games: { $games }

lobby-thread_notice = 🧵 **{ $who }** opened a **{ $game }** game (#{ $id }) in { $thread }: join it there.
lobby-err-missing_permissions = I can't run a game here: in this channel I lack these permissions: { $missing }. Ask a server admin to grant them to Agora (channel settings → Permissions), then try again.
lobby-err-channel_not_allowed = Games can't be created in this channel on this server. Allowed: { $channels }.
