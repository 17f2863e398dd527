flow-awaiting = Waiting for: { $who }
flow-your_move = { $count ->
        [one] { $who }: your move.
       *[other] { $who }: your move.
    }
flow-stale = The game has moved on since that button was posted; nothing was changed. Here is the current state.
flow-my_view = My view
flow-footer = Game #{ $game } · move { $version }
flow-footer_game = Game #{ $game }
flow-seat_identity = { $name } ({ $identity })

flow-seat_nth =
    { $name } ({ $n ->
        [1] first seat
        [2] second seat
        [3] third seat
       *[other] another seat
    })

flow-private_header = {"*"}*{ $game }** in { $channel } — your view ({ $seat }):
flow-dm_closed_notice = { $who }: I can't send you direct messages. Your private information is waiting: use `/game view` or the “My view” button.
flow-game_over_title = Game over
flow-err-command_outdated = That command has changed since your client loaded it. Please try again in a moment.
flow-err-bad_argument = That value is not valid here: { $value }
flow-err-not_allowed = You can't use that here.
flow-err-internal = Something went wrong on my side and your request was not completed; no move was made. The error was logged.
flow-err-try_again = The game's database could not be reached just now, so nothing was changed. Please try again in a moment.
flow-err-try_again_unknown = The connection to the game's database broke while your request was being saved, so it may or may not have been made. Look at the game's channel before trying again.
flow-err-internal_unknown = Something went wrong on my side and your request may not have been completed. The error was logged; check the game's channel.
flow-err-after_move = Your move was made, but something went wrong afterwards on my side (the error was logged). The board will follow in the game's channel.
flow-move_made = Your move was made; the board will follow in the game's channel.
flow-err-unknown_component = I don't recognise that button or menu (it may be from an older version of the bot, or altered); nothing was changed.
flow-err-out_of_range = `{ $option }` must be between { $min } and { $max }; { $value } is not. Nothing was changed.
flow-err-not_a_choice = `{ $option }` can't be “{ $value }”; choose one of: { $choices }. Nothing was changed.
flow-err-not_a_number = `{ $option }` must be a number, not “{ $value }”. Nothing was changed.
flow-err-bad_length = `{ $option }` must be between { $min } and { $max } characters long. Nothing was changed.
flow-channel_lost = I can no longer post in { $channel } for your { $game } game (#{ $id }): { $reason }. Its moves are saved, but its board and messages can't be shown there until I can post in that channel again.
flow-quarantined = ⚠️ Game #{ $id } is stopped: its saved data failed an integrity check ({ $reason }). Nothing more can be played in it until an administrator looks at it; every other game goes on.
flow-quarantined_admin = Game #{ $id } in { $channel } was quarantined: its saved data failed an integrity check ({ $reason }). Inspect it with `python bot.py --check`; after repairing it, `python bot.py --release { $id }` lets it play on.
flow-lost-unknown_channel = the channel no longer exists
flow-lost-missing_access = I no longer have access to it
flow-lost-missing_permissions = I lack the permission to post there
flow-lost-thread_locked = the thread is archived and locked
flow-dm_closed_hint = { $who }: your direct messages are closed, so your choice is not in your DMs: press 👁 **My view** below (or type `/game view`) to see your hand and decide.
flow-play_hint-public = { $who }: this choice has too many moves for buttons: type `/game play` and pick yours from its list.
flow-play_hint-mine = This choice has too many moves for buttons: type `/game play` in the game's channel and pick yours from its list.

flow-play_hint-count =
    { $n ->
        [one] This choice has no button: type `/game play` in the game's channel to make your one move.
       *[other] This choice has too many moves for buttons: type `/game play` in the game's channel to choose among your { $n } moves.
    }
flow-err-game_in_thread = This channel's game is in its thread { $threads }: go there to join or play.
flow-err-your_other_seat = That is not what you are asked now: it is your move as { $seats }.

flow-err-whose_move =
    { $count ->
        [one] That is not yours to decide: it is { $names }'s move.
       *[other] That is not yours to decide: { $names } are deciding.
    }

flow-preview-confirm = Confirm
flow-preview-cancel = Cancel
flow-preview-hint = Nothing is sent until you press **{ flow-preview-confirm }**; to change it, press **{ flow-preview-cancel }** and give the order again.
flow-preview-expired = This preview has expired or is not yours: type the order again.
flow-preview-cancelled = Cancelled: nothing was sent.

flow-play-narrow =
    🔎 { $n ->
        [one] 1 more move
       *[other] { $n } more moves
    }: type to narrow the list

flow-play-narrow_hint = That entry only says the list was cut. Type part of the move (a verb, a card, a place) and the list narrows to it.
