### Refusals of the game service (service/errors.py). Nothing was changed when one is shown.

service-err-refused = That cannot be done right now.
service-err-no_game_here = There is no game in this channel.
service-err-unknown_game = I do not know a game called { $game }.
service-err-channel_busy = This channel already has a game being set up or played; use another channel or thread.
service-err-already_started = This game has already started.
service-err-game_not_active = This game is no longer being played.
service-err-not_started = This game has not started yet.
service-err-game_finished = This game is over; no more moves.
service-err-not_creator = Only the player who created this game can do that.
service-err-full = This game is full ({ $max } players).

service-err-bad_player_count =
    This game cannot be played by { $count ->
        [one] one player
       *[other] { $count } players
    }; allowed: { $allowed }.

service-err-already_joined = You have already joined this game.
service-err-not_joined = You have not joined this game.
service-err-creator_cannot_leave = You created this game, so you cannot leave it; cancel it instead.
service-err-bad_seat_order = The seat order must list every player who joined, each once.
service-err-not_a_player = You are not playing in this game.
service-err-not_your_seat = That button is for another player.
service-err-stale = The game has moved on since then; here is the current state.
service-err-already_done = That was already done.
service-err-already_voted = You have already voted.
service-err-quarantined = Game #{ $id } is stopped: its saved data failed an integrity check, and an administrator has been told. Nothing was changed.
service-err-out_of_range = { $what } must be between { $min } and { $max }; { $value } is not. Nothing was changed.
service-err-paused = This game is paused by an admin action; moves wait until it is resumed (`/game admin resume`).
