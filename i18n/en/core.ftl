core-err-game_over = This game is over; no more moves.
core-err-not_awaited = It is not your turn to decide anything right now.
core-err-bad_option = That table option is not valid: { $detail }
core-err-bad_action = I could not read that move: { $text }
core-log-action = { $text }
core-log-action_hidden = { $verb } (hidden)
core-log-action_redacted = { $text } (and { $hidden } unshown)
core-err-syntax = I could not read that move: `{ $text }`. It is written `{ $usage }`.
core-err-empty_action = That move is empty.
core-err-unknown_verb = There is no move called “{ $verb }”. The moves are: { $verbs }.
core-err-unknown_choice = “{ $word }” is not one of: { $choices }.
core-err-unknown_ref = { $kind ->
        [square] “{ $word }” is not a square of the board (a letter A–P and a number 1–11, like F5).
        [area] “{ $word }” is not an area of the map.
        [province] “{ $word }” is not a province of the map.
        [space] “{ $word }” is not a space of the board.
        [place] “{ $word }” is not a place of the board.
        [card] “{ $word }” is not a card you can name here.
        [mcard] “{ $word }” is not a military card you can name here.
        [commodity] “{ $word }” is not a commodity.
        [advance] “{ $word }” is not a civilization card.
        [nation] “{ $word }” is not a nation.
        [tribe] “{ $word }” is not a tribe.
        [army] “{ $word }” is not one of the armies.
        [unit] “{ $word }” is not one of the units.
        [offer] “{ $word }” is not an open offer.
        [monument] “{ $word }” is not a monument.
        [option] “{ $word }” is not one of the choices offered.
        [payable] “{ $word }” is not something you can pay with.
       *[other] I don't know “{ $word }” here.
    }
core-err-wrong_verb = That is not what you are asked to decide now. You may: { $verbs }.
core-err-not_asked = You are not asked to answer this.
core-err-already_answered = You have already answered; the others are still deciding.
core-word-yes = yes
core-word-no = no
core-word-nothing = nothing
core-word-done = ✔ done
core-err-no_such_player = There is no player “{ $word }” in this game.
core-err-unknown_option = There is no table option “{ $option }”. The options are: { $allowed }.
core-err-bad_option_value = The table option “{ $option }” cannot be “{ $value }”. It can be: { $allowed }.
core-err-bad_options = These table options do not go together: { $options }.
