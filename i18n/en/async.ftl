### Async play over days (cogs/async_play.py, service/scheduling.py, service/history.py).

cmd-turns = turns
cmd-turns-desc = Turns of this channel's game: undo, log, history, reminders, deadlines.
cmd-turns-undo = undo
cmd-turns-undo-desc = Undo your last action (others must agree if they moved since or it revealed something).
cmd-turns-log = log
cmd-turns-log-desc = The game's public log, page by page, or as a file.
cmd-turns-log-page = Page number (15 actions per page)
cmd-turns-log-download = Attach the whole log as a .txt file
cmd-turns-history = history
cmd-turns-history-desc = Show the board as it was after action N.
cmd-turns-history-n = Action number (0 = the start)
cmd-turns-stats = stats
cmd-turns-stats-desc = Moves and time taken per player.
cmd-turns-reminders = reminders
cmd-turns-reminders-desc = Reminder interval for this game, in hours (0 = off). Creator only.
cmd-turns-reminders-hours = Hours between reminders (0 = off)
cmd-turns-deadline = deadline
cmd-turns-deadline-desc = Deadline per move for this game. Creator only.
cmd-turns-deadline-preset = fast 4 h, daily 24 h, relaxed 72 h, or none
cmd-choice-preset-none = none
cmd-choice-preset-fast = fast (4 h)
cmd-choice-preset-daily = daily (24 h)
cmd-choice-preset-relaxed = relaxed (72 h)
cmd-turns-boards = boards
cmd-turns-boards-desc = Post a new board after every action or after every turn. Creator only.
cmd-turns-boards-every = After every action, or after every turn (the board is updated in place meanwhile)
cmd-choice-boards-action = after every action
cmd-choice-boards-turn = after every turn
cmd-turns-archive = archive
cmd-turns-archive-desc = Archive this game after N days without moves (0 = never). Creator only.
cmd-turns-archive-days = Days without a move (0 = never)
cmd-turns-replace = replace
cmd-turns-replace-desc = Give a seat to another user. Creator only.
cmd-turns-replace-user = Who takes the seat
cmd-turns-player = The player (by name)
cmd-turns-autoplay = autoplay
cmd-turns-autoplay-desc = Hand a seat to autoplay for good (or take it back). Creator only.
cmd-turns-autoplay-on = On (default) or off
cmd-me = me
cmd-me-desc = Your own settings for async play: reminders, quiet hours, vacation.
cmd-me-reminders = reminders
cmd-me-reminders-desc = Your reminder interval in hours, for all your games (empty = each game's).
cmd-me-reminders-hours = Hours between reminders (0 = off; empty = the game's)
cmd-me-quiet = quiet
cmd-me-quiet-desc = Hours of the day without reminders, in your time zone (same start and end = off).
cmd-me-quiet-start = From this hour (0-23)
cmd-me-quiet-end = Until this hour (0-23)
cmd-me-timezone = timezone
cmd-me-timezone-desc = Your time zone, e.g. Europe/Madrid or UTC-3.
cmd-me-timezone-zone = A zone name (America/Bogota) or an offset (UTC+2)
cmd-me-pause = pause
cmd-me-pause-desc = Pause your reminders for some hours (0 = resume).
cmd-me-pause-hours = Hours (0 = resume now)
cmd-me-vacation = vacation
cmd-me-vacation-desc = Away for some days: your deadlines and reminders pause (0 = back).
cmd-me-vacation-days = Days away (0 = I'm back)
cmd-me-next = next
cmd-me-next-desc = Get a direct message whenever one of your games awaits you.
cmd-me-next-on = On or off
cmd-me-settings = settings
cmd-me-settings-desc = Show your async-play settings.
async-err-history_unreplayable = This game's log no longer replays from its action { $n } on: it was recorded under an earlier version of the game's rules. The game itself goes on, but undo, its history, its log and its statistics are not available for it.
async-err-refused = That can't be done now.
async-err-bad_choice = That is not one of the choices.
async-err-own_deadline = You can't vote about your own deadline: just make your move.
async-err-cannot_skip = This decision can't be skipped: the rules offer no pass here. Vote for autoplay or to wait.
async-err-no_such_action = There is no action { $n }: the log has { $total }.
async-err-nothing_to_undo = You have no action to undo in this game.
async-err-own_undo = You asked for this undo; the other players answer it.
async-err-bot_user = A bot can't take a seat.
async-err-bad_zone = I don't know the time zone { $zone }. Use a name like Europe/Madrid or an offset like UTC-3.
async-next_dm = ⏳ You're up in **{ $game }** ({ $channel }): { $what }.
async-dash-title = 📋 **{ $game }** · game #{ $id }
async-dash-awaiting = ⏳ Waiting for **{ $who }** — { $what } — since { $since }.
async-dash-deadline = ⌛ Deadline { $full } ({ $relative }).
async-dash-status-active = The game is in progress.
async-dash-status-lobby = The game has not started.
async-dash-status-finished = 🏁 The game is over.
async-dash-status-abandoned = The game was abandoned.
async-dash-status-archived = 🗄️ Archived for lack of moves; any move brings it back.
async-dash-last = 🕑 Last action: **{ $who }** — { $what } ({ $when }).
async-dash-remind_every = 🔔 Reminders every { $hours } h
async-dash-remind_off = 🔕 No reminders
async-preset-none = no deadlines
async-preset-fast = deadline: fast (4 h)
async-preset-daily = deadline: daily (24 h)
async-preset-relaxed = deadline: relaxed (72 h)
async-remind-1 = 🔔 { $who }, a reminder: **{ $game }** is waiting for you ({ $what }) since { $since }.
async-remind-2 = 🔔 { $who }, second reminder: **{ $game }** has been waiting for you since { $since } ({ $what }).
async-remind-3 = ⏰ { $who }, reminder #{ $n }: the whole table of **{ $game }** has been waiting for you since { $since } ({ $what }). If you can't play for a while, use `/me vacation`.
async-remind-deadline = ⌛ Deadline: { $full } ({ $relative }).
async-remind-late = (Sent late: I was offline when it was due.)
async-deadline-passed = ⌛ { $who }, your deadline has passed ({ $what }, waiting since { $since }). You can still move. The other players may vote on what to do with { $name }'s turn:
async-vote-skip = Skip this turn
async-vote-autoplay = Autoplay this once
async-vote-wait = Give more time
async-vote-counted = Vote counted ({ $votes } of { $needed } needed).
async-vote-decided-skip = The table voted to skip this turn.
async-vote-decided-autoplay = The table voted: autoplay decides this turn.
async-vote-decided-wait = The table voted to wait: new deadline { $relative }.
async-deadline-default = ⌛ { $name }'s deadline passed: the rules' default was played: { $what }.

async-archived =
    🗄️ No moves for { $days ->
        [one] a day
       *[other] { $days } days
    }: this game is archived. Any move brings it back.

async-summary-title = Game summary

async-summary-line =
    {"*"}*{ $who }** — score { $score } · { $moves ->
        [one] one move
       *[other] { $moves } moves
    } ({ $auto } by autoplay) · time taken { $time } (average { $average })

async-summary-length = Total length: { $time }.

async-undo-you_undid =
    Undone ({ $n ->
        [one] 1 action
       *[other] { $n } actions
    }).

async-undo-asked = I asked the other players to agree.

async-undo-request =
    ↩️ **{ $who }** asks to undo “{ $what }” ({ $n ->
        [one] one action would be undone
       *[other] { $n } actions would be undone
    }). { $others }: do you agree?

async-undo-button-yes = Agree
async-undo-button-no = Refuse
async-undo-you_agreed = You agreed; the undo is done.
async-undo-you_refused = You refused the undo.
async-undo-refused = ↩️ { $who } refused the undo; the game goes on as it was.
async-undo-waiting = Thanks; still waiting for { $missing }.

async-undo-done =
    ↩️ { $n ->
        [one] One action undone
       *[other] { $n } actions undone
    } at { $who }'s request. Here is the state again:

async-log-header =
    📜 Log — page { $page } of { $pages } ({ $n ->
        [one] 1 action
       *[other] { $n } actions
    })

async-log-empty = No actions yet.
async-log-line = `{ $n }.` **{ $who }**: { $what }{ $auto } · { $when }
async-log-autoplay = (autoplay)
async-log-file_header = { $game } — game #{ $id } — public log

async-log-download =
    The whole log ({ $n ->
        [one] 1 action
       *[other] { $n } actions
    }) is attached.

async-history-header = The board after action { $n } of { $total }:
async-history-footer = Game #{ $game } · after action { $n } of { $total }
async-set-reminders = Reminders for this game: every { $hours } h (0 = off).
async-set-deadline = Deadlines for this game: { $preset }.
async-set-boards-action = This game now posts a new board after every action.
async-set-boards-turn = This game now posts a new board after every turn; during a turn, the board is updated in place.

async-set-archive =
    This game is archived after { $days ->
        [one] 1 day
       *[other] { $days } days
    } without moves (0 = never).

async-replaced-you = { $name }'s place has a new player.
async-replaced = 🔁 { $new } takes over from { $old }.
async-autoplay-on = 🤖 { $name } is now played automatically.
async-autoplay-off = { $name } plays again (no more autoplay).
async-me-reminders_game = Your reminders follow each game's interval.
async-me-reminders = Your reminders: every { $hours } h in all your games.
async-me-reminders_off = Your reminders are off in all your games.
async-me-quiet_off = No quiet hours.
async-me-quiet = Quiet hours: from { $start }:00 to { $end }:00 ({ $tz }). Reminders due then wait until they end.
async-me-timezone = Your time zone: { $zone }.
async-me-resumed = Your reminders are back on.
async-me-paused = Reminders paused until { $full } ({ $relative }).

async-me-vacation =
    Enjoy! Until { $full } your deadlines and reminders are paused; a note was posted in { $games ->
        [one] your game
       *[other] your { $games } games
    }. You can still move.

async-me-vacation_off = Welcome back: your deadlines and reminders run again.
async-vacation-note = 🏖️ **{ $who }** is away until { $full }: their deadlines and reminders are paused.
async-vacation-back = 🏖️ **{ $who }** is back: their deadlines and reminders run again.
async-me-next_on = I'll send you a direct message whenever one of your games awaits you.
async-me-next_off = No more direct messages when you're up.
async-me-s-game_interval = each game's interval
async-me-s-hours = every { $hours } h (0 = off)
async-me-s-yes = yes
async-me-s-no = no

async-me-s-text =
    {"*"}*Your settings**
    Reminders: { $reminders }
    Quiet hours: { $quiet } ({ $tz })
    Paused until: { $paused }
    Vacation until: { $vacation }
    DM when you're up: { $next }

async-log-plain_line = { $n }. { $when } — { $who }: { $what }{ $auto }
async-err-already_seated = { $who } already plays in this game; a seat can only go to someone who is not playing yet.
async-err-no_vote_open = There is no vote open on that seat: its deadline has not passed, or the vote is over. Nothing was changed.
async-err-bad_preset = “{ $preset }” is not a deadline preset; choose one of: { $presets }. Nothing was changed.
async-err-bad_boards = “{ $value }” is not a choice: a new board after every action or after every turn. Nothing was changed.
async-what-remind_hours = The reminder interval (hours)
async-what-window_hours = The window's length (hours)
async-what-archive_days = The days before archiving
async-what-vacation_days = The vacation length (days)
async-err-undo_pending = An undo request is already waiting for answers: { $link }
async-err-undo_draw = Action { $n } drew hidden tiles or cards for someone: undoing it would deal the same ones again to a player who has already seen them, so it can't be undone.
async-err-undo_refused = This undo request was refused; the game goes on as it was.
async-err-undo_done = This undo request was already carried out.
async-err-undo_lapsed = This undo request lapsed: someone moved after it was asked.
async-err-undo_already_agreed = You already agreed; the others still have to answer.
async-err-nothing_to_force = There is no action to undo in this game.
async-undo-settled-done = ↩️ Undo request: ✅ everyone agreed, it was undone.
async-undo-settled-refused = ↩️ Undo request: ❌ refused by { $who }.
async-undo-settled-lapsed = ↩️ Undo request: lapsed, the game moved on.
async-undo-settled-forced = ↩️ Undo request: replaced by an admin's forced undo.
async-ping-deadline = ⌛ Deadline: { $full } ({ $relative }).
async-ping-deadline_of = ⌛ { $who }: deadline { $full } ({ $relative }).
async-deadline-set_warning = ⌛ { $who }: this game now has deadlines ({ $preset }). Your move ({ $what }) is due { $full } ({ $relative }); after that the others may vote to skip it or let the robot play it.
async-me-next_on_closed = I can't send you direct messages: your DMs from this server are closed. Open them (server menu → Privacy Settings → Direct Messages) and run `/me next on:true` again; until then use `/game view` or the “My view” button.
async-me-dm_test = ✅ Direct messages from Agora reach you: you'll hear from me here when you're up.
cmd-turns-catchup = catchup
cmd-turns-catchup-desc = What happened since your last move, and the board now (only you see it).
async-catchup-button = Catch up

async-catchup-since_yours =
    📰 **Since your last move** ({ $when }): { $n ->
        [one] one action
       *[other] { $n } actions
    }.

async-catchup-since_start =
    📰 **Since the start**: { $n ->
        [one] one action
       *[other] { $n } actions
    }.

async-catchup-line = `{ $n }.` **{ $who }**: { $what }{ $auto }
async-catchup-nothing = Nothing new since then.

async-catchup-more =
    … and { $n ->
        [one] one earlier line
       *[other] { $n } earlier lines
    }: see `/game log`.

async-robot-move = • **{ $name }**: { $what }

async-robot-summary =
    🤖 Played automatically ({ $n ->
        [one] one move
       *[other] { $n } moves
    }):

async-err-vote_over = This vote is over: the player has moved since (or the table's choice was played).
async-err-vote_decided = This vote is over: the table already chose “{ $choice }”.
async-err-already_voted = You already voted (“{ $choice }”); one vote per player.
async-dash-paused = ⏸️ Paused by **{ $who }** ({ $role }) since { $since }: no moves until it is resumed.
async-dash-last_public = 🕑 Last: { $what } ({ $when }).
async-log-event_line = `{ $n }.` { $what }{ $auto } · { $when }
async-log-plain_event_line = { $n }. { $when } — { $what }{ $auto }
async-catchup-event_line = `{ $n }.` { $what }{ $auto }
async-robot-summary_who = 🤖 Played automatically for { $names }.
async-undo-secret_move = their last move
