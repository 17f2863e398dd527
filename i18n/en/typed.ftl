### Words players type in commands (read by present/typed.py): `typed.<word>` for every game,
### `typed.<game>.<word>` for one game's keywords. `en` is the word of the engine's text form;
### `es` lists the Spanish words accepted for it, separated by commas, the first one being the
### word autocomplete writes for a Spanish reader (the help and the labels use the same words).

typed-all = all
typed-none = none
typed-nothing = nothing
typed-random = random
typed-auto = auto
typed-civilization-ship = ship
typed-civilization-keep = keep
typed-civilization-build = build
typed-civilization-city = city
typed-civilization-carry = carry
typed-civilization-drop = drop
typed-civilization-levy = levy
typed-civilization-to = to
