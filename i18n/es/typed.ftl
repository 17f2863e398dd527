### Words players type in commands (read by present/typed.py): `typed.<word>` for every game,
### `typed.<game>.<word>` for one game's keywords. `en` is the word of the engine's text form;
### `es` lists the Spanish words accepted for it, separated by commas, the first one being the
### word autocomplete writes for a Spanish reader (the help and the labels use the same words).

typed-all = todos, todas, todo
typed-none = ninguno, ninguna
typed-nothing = nada
typed-random = azar, aleatorio, aleatoria
typed-auto = automático, auto
typed-civilization-ship = barco, nave
typed-civilization-keep = mantener, conservar
typed-civilization-build = construir
typed-civilization-city = ciudad
typed-civilization-carry = carga, llevar
typed-civilization-drop = desembarca, desembarcar
typed-civilization-levy = leva
typed-civilization-to = a
