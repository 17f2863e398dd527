core-err-game_over = Esta partida ha terminado; no se admiten más jugadas.
core-err-not_awaited = Ahora no te toca decidir nada.
core-err-bad_option = Esa opción de mesa no es válida: { $detail }
core-err-bad_action = No he entendido esa jugada: { $text }
core-log-action = { $text }
core-log-action_hidden = { $verb } (oculto)
core-log-action_redacted = { $text } (y { $hidden } sin mostrar)
core-err-syntax = No he entendido esa jugada: `{ $text }`. Se escribe `{ $usage }`.
core-err-empty_action = Esa jugada está vacía.
core-err-unknown_verb = No hay ninguna jugada llamada «{ $verb }». Las jugadas son: { $verbs }.
core-err-unknown_choice = «{ $word }» no es ninguna de estas opciones: { $choices }.
core-err-unknown_ref = { $kind ->
        [square] «{ $word }» no es una casilla del tablero (una letra A–P y un número 1–11, como F5).
        [area] «{ $word }» no es un área del mapa.
        [province] «{ $word }» no es una provincia del mapa.
        [space] «{ $word }» no es un espacio del tablero.
        [place] «{ $word }» no es un lugar del tablero.
        [card] «{ $word }» no es una carta que puedas nombrar aquí.
        [mcard] «{ $word }» no es una carta militar que puedas nombrar aquí.
        [commodity] «{ $word }» no es una mercancía.
        [advance] «{ $word }» no es una carta de civilización.
        [nation] «{ $word }» no es una nación.
        [tribe] «{ $word }» no es una tribu.
        [army] «{ $word }» no es uno de los ejércitos.
        [unit] «{ $word }» no es una de las unidades.
        [offer] «{ $word }» no es una oferta abierta.
        [monument] «{ $word }» no es un monumento.
        [option] «{ $word }» no es una de las opciones ofrecidas.
        [payable] «{ $word }» no es algo con lo que puedas pagar.
       *[other] No conozco «{ $word }» aquí.
    }
core-err-wrong_verb = Eso no es lo que te toca decidir ahora. Puedes: { $verbs }.
core-err-not_asked = No se te pide responder a esto.
core-err-already_answered = Ya has respondido; los demás aún están decidiendo.
core-word-yes = sí
core-word-no = no
core-word-nothing = nada
core-word-done = ✔ listo
core-err-no_such_player = No hay ningún jugador «{ $word }» en esta partida.
core-err-unknown_option = No existe la opción de mesa «{ $option }». Las opciones son: { $allowed }.
core-err-bad_option_value = La opción de mesa «{ $option }» no puede valer «{ $value }». Puede valer: { $allowed }.
core-err-bad_options = Estas opciones de mesa no son compatibles: { $options }.
