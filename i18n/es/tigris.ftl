### Texts of Tigris & Euphrates: names, decisions, refusals, the public log, the outcome.
### Fluent patterns (i18n/__init__.py): `{ $n -> [one] … *[other] … }` for plurals; a refusal
### comes from the engine with ids (`$color` = red), chosen here with a select expression and
### worded through the helper messages below (tile, leader, building...). Presentation texts
### (commands, panels, buttons, help): tigris_discord.ftl.

tigris-name = Tigris y Éufrates

# --- colours, as a name (command choices, lists) -------------------------------------------
tigris-color-red = rojo (templo)
tigris-color-blue = azul (agricultura)
tigris-color-green = verde (mercado)
tigris-color-black = negro (población)

# --- words for one colour: a tile, tiles, points, its leader and its building --------------
# `tigris.tile.<c>`: one tile ("a { $tile }"); `tigris.tile_kind.<c>`: tiles of that colour;
# `tigris.tiles.<c>` and `tigris.points.<c>`: $n of them.
tigris-colour-red = 🟥 rojo (templo)
tigris-tile-red = loseta 🟥 roja (templo)
tigris-tile_kind-red = losetas 🟥 rojas (templo)

tigris-tiles-red =
    { $n ->
        [one] una loseta 🟥 roja (templo)
       *[other] { $n } losetas 🟥 rojas (templo)
    }

tigris-points-red =
    { $n ->
        [one] un punto 🟥 rojo (templo)
       *[other] { $n } puntos 🟥 rojos (templo)
    }

tigris-leader-red = 🟥 sacerdote
tigris-leaders-red = 🟥 sacerdotes
tigris-building-red = 🟥 biblioteca
tigris-colour-blue = 🟦 azul (agricultura)
tigris-tile-blue = loseta 🟦 azul (agricultura)
tigris-tile_kind-blue = losetas 🟦 azules (agricultura)

tigris-tiles-blue =
    { $n ->
        [one] una loseta 🟦 azul (agricultura)
       *[other] { $n } losetas 🟦 azules (agricultura)
    }

tigris-points-blue =
    { $n ->
        [one] un punto 🟦 azul (agricultura)
       *[other] { $n } puntos 🟦 azules (agricultura)
    }

tigris-leader-blue = 🟦 agricultor
tigris-leaders-blue = 🟦 agricultores
tigris-building-blue = 🟦 granero
tigris-colour-green = 🟩 verde (mercado)
tigris-tile-green = loseta 🟩 verde (mercado)
tigris-tile_kind-green = losetas 🟩 verdes (mercado)

tigris-tiles-green =
    { $n ->
        [one] una loseta 🟩 verde (mercado)
       *[other] { $n } losetas 🟩 verdes (mercado)
    }

tigris-points-green =
    { $n ->
        [one] un punto 🟩 verde (mercado)
       *[other] { $n } puntos 🟩 verdes (mercado)
    }

tigris-leader-green = 🟩 mercader
tigris-leaders-green = 🟩 mercaderes
tigris-building-green = 🟩 mercado cubierto
tigris-colour-black = ⬛ negro (población)
tigris-tile-black = loseta ⬛ negra (población)
tigris-tile_kind-black = losetas ⬛ negras (población)

tigris-tiles-black =
    { $n ->
        [one] una loseta ⬛ negra (población)
       *[other] { $n } losetas ⬛ negras (población)
    }

tigris-points-black =
    { $n ->
        [one] un punto ⬛ negro (población)
       *[other] { $n } puntos ⬛ negros (población)
    }

tigris-leader-black = ⬛ rey
tigris-leaders-black = ⬛ reyes
tigris-building-black = ⬛ palacio

# --- dynasties, boards, monuments ----------------------------------------------------------
tigris-dynasty-bow = arco
tigris-dynasty-lion = león
tigris-dynasty-bull = buey
tigris-dynasty-urn = vasija
tigris-board-classic = tablero clásico
tigris-board-advanced = tablero alternativo
tigris-monument-red--black = 🟥⬛ rojo–negro
tigris-monument-red--green = 🟥🟩 rojo–verde
tigris-monument-blue--black = 🟦⬛ azul–negro
tigris-monument-blue--red = 🟦🟥 azul–rojo
tigris-monument-green--blue = 🟩🟦 verde–azul
tigris-monument-green--black = 🟩⬛ verde–negro

# --- the rulebook's sections, named in refusals and in the help ----------------------------
# The Spanish rulebook's headings (docs/tigris.md); in English, the same headings translated.
tigris-rule-leader = § Colocar, desplazar o retirar un líder
tigris-rule-tile = § Colocar una loseta de civilización
tigris-rule-catastrophe = § Colocar una ficha de catástrofe
tigris-rule-swap = § Cambiar hasta seis losetas
tigris-rule-event = § Resolver un evento
tigris-rule-revolt = § Conflicto interno
tigris-rule-war = § Conflicto externo
tigris-rule-war_order = § Resolución de un conflicto externo
tigris-rule-monument = § Construir un monumento
tigris-rule-treasure = § Conseguir un tesoro
tigris-rule-end_turn = § Final del turno
tigris-rule-end = § Final de la partida y vencedor
tigris-rule-building = § Variante: los edificios especiales

# --- decisions -----------------------------------------------------------------------------
tigris-decision-action = realizar una acción (loseta, líder, retirar, catástrofe, cambiar o pasar)
tigris-decision-war_order = elegir qué conflicto externo se resuelve primero
tigris-decision-support = revelar losetas de apoyo, en secreto, por MD
tigris-decision-monument = construir un monumento (o no)
tigris-decision-building = colocar un edificio especial (o no)
tigris-decision-treasure = tomar un tesoro con el mercader

# --- refusals (ids from the engine: $color, $monument, $piece, $conflict) ------------------
tigris-err-wrong_step =
    Esa jugada no responde a lo que la partida espera ahora: { $step ->
         [action] { tigris-decision-action }
         [war_order] { tigris-decision-war_order }
         [support] { tigris-decision-support }
         [monument] { tigris-decision-monument }
         [building] { tigris-decision-building }
         [treasure] { tigris-decision-treasure }
        *[other] { $step }
    }. ({ tigris-rule-event })

tigris-err-no_such_tile_in_hand =
    No tienes ninguna { $color ->
         [red] { tigris-tile-red }
         [blue] { tigris-tile-blue }
         [green] { tigris-tile-green }
         [black] { tigris-tile-black }
        *[other] { $color }
    } tras tu pantalla. ({ tigris-rule-tile })

tigris-err-swap_not_in_hand = No tienes todas las losetas que quieres cambiar. ({ tigris-rule-swap })

tigris-err-square_occupied =
    { $square } no está vacía. ({ $piece ->
         [leader] { tigris-rule-leader }
        *[other] { tigris-rule-tile }
    })

tigris-err-farm_only_on_river = Las losetas de agricultura (azules) solo pueden ir en casillas de río; { $square } es tierra. ({ tigris-rule-tile })
tigris-err-river_only_farms = En una casilla de río solo pueden ir losetas de agricultura (azules): { $square }. ({ tigris-rule-tile })
tigris-err-joins_three_kingdoms = Una loseta en { $square } uniría tres o más reinos. ({ tigris-rule-tile })

tigris-err-leader_already_there =
    Tu { $color ->
         [red] { tigris-leader-red }
         [blue] { tigris-leader-blue }
         [green] { tigris-leader-green }
         [black] { tigris-leader-black }
        *[other] { $color }
    } ya está en { $square }. ({ tigris-rule-leader })

tigris-err-leader_on_river = Un líder no puede colocarse en una casilla de río ({ $square }). ({ tigris-rule-leader })
tigris-err-leader_needs_temple = Un líder debe colocarse junto a un templo (loseta roja); { $square } no tiene ninguno. ({ tigris-rule-leader })
tigris-err-leader_joins_kingdoms = Un líder en { $square } uniría dos reinos. ({ tigris-rule-leader })

tigris-err-leader_not_on_board =
    Tu { $color ->
         [red] { tigris-leader-red }
         [blue] { tigris-leader-blue }
         [green] { tigris-leader-green }
         [black] { tigris-leader-black }
        *[other] { $color }
    } no está en el tablero. ({ tigris-rule-leader })

tigris-err-no_catastrophes_left = No te quedan fichas de catástrofe (dos por jugador para toda la partida). ({ tigris-rule-catastrophe })
tigris-err-catastrophe_on_catastrophe = Ya hay una catástrofe en { $square }. ({ tigris-rule-catastrophe })
tigris-err-catastrophe_on_leader = Una catástrofe no puede colocarse sobre un líder ({ $square }). ({ tigris-rule-catastrophe })
tigris-err-catastrophe_on_treasure = Una catástrofe no puede colocarse sobre un tesoro ({ $square }). ({ tigris-rule-catastrophe })
tigris-err-catastrophe_on_monument = Una catástrofe no puede colocarse sobre un monumento ({ $square }). ({ tigris-rule-catastrophe })
tigris-err-catastrophe_on_building = Una catástrofe no puede colocarse sobre una loseta con edificio especial ({ $square }). ({ tigris-rule-building })

tigris-err-no_such_war =
    Ahora no hay ningún conflicto externo entre { $color ->
         [red] { tigris-leaders-red }
         [blue] { tigris-leaders-blue }
         [green] { tigris-leaders-green }
         [black] { tigris-leaders-black }
        *[other] { $color }
    } que resolver. ({ tigris-rule-war_order })

tigris-err-not_enough_support =
    No puedes revelar { $color ->
         [red] { tigris-tiles-red }
         [blue] { tigris-tiles-blue }
         [green] { tigris-tiles-green }
         [black] { tigris-tiles-black }
        *[other] { $n } { $color }
    }: tienes { $have }. ({ $conflict ->
         [revolt] { tigris-rule-revolt }
        *[other] { tigris-rule-war }
    })

tigris-err-no_such_monument_option =
    El monumento { $monument ->
         [red-black] { tigris-monument-red--black }
         [red-green] { tigris-monument-red--green }
         [blue-black] { tigris-monument-blue--black }
         [blue-red] { tigris-monument-blue--red }
         [green-blue] { tigris-monument-green--blue }
         [green-black] { tigris-monument-green--black }
        *[other] { $monument }
    } no puede construirse ahora en { $square }. ({ tigris-rule-monument })

tigris-err-no_such_building_option =
    El edificio { $color ->
         [red] { tigris-building-red }
         [blue] { tigris-building-blue }
         [green] { tigris-building-green }
         [black] { tigris-building-black }
        *[other] { $color }
    } no puede colocarse ahora en { $square }. ({ tigris-rule-building })

tigris-err-no_such_treasure = No hay ningún tesoro en { $square } que puedas tomar. ({ tigris-rule-treasure })
tigris-err-treasure_priority_first = Debes tomar antes un tesoro prioritario (esquina enmarcada / fuera de los ríos) que el de { $square }. ({ tigris-rule-treasure })

# --- an action in a few words (`describe_action`: robot moves, deadlines, the game log) ----
# Ids from the action's fields; what a swap discards is secret, only its number is said.
tigris-did-tile =
    colocó una { $color ->
         [red] { tigris-tile-red }
         [blue] { tigris-tile-blue }
         [green] { tigris-tile-green }
         [black] { tigris-tile-black }
        *[other] { $color }
    } en { $square }

tigris-did-leader =
    colocó al { $color ->
         [red] { tigris-leader-red }
         [blue] { tigris-leader-blue }
         [green] { tigris-leader-green }
         [black] { tigris-leader-black }
        *[other] { $color }
    } en { $square }

tigris-did-withdraw =
    retiró al { $color ->
         [red] { tigris-leader-red }
         [blue] { tigris-leader-blue }
         [green] { tigris-leader-green }
         [black] { tigris-leader-black }
        *[other] { $color }
    }

tigris-did-catastrophe = colocó una catástrofe en { $square }

tigris-did-swap =
    { $n ->
        [one] cambió una loseta
       *[other] cambió { $n } losetas
    }

tigris-did-pass = pasó

tigris-did-war =
    eligió resolver primero el conflicto entre { $color ->
         [red] { tigris-leaders-red }
         [blue] { tigris-leaders-blue }
         [green] { tigris-leaders-green }
         [black] { tigris-leaders-black }
        *[other] { $color }
    }

tigris-did-support =
    { $n ->
        [one] reveló una loseta de apoyo
       *[other] reveló { $n } losetas de apoyo
    }

tigris-did-monument =
    construyó el monumento { $monument ->
         [red-black] { tigris-monument-red--black }
         [red-green] { tigris-monument-red--green }
         [blue-black] { tigris-monument-blue--black }
         [blue-red] { tigris-monument-blue--red }
         [green-blue] { tigris-monument-green--blue }
         [green-black] { tigris-monument-green--black }
        *[other] { $monument }
    } en { $square }

tigris-did-monument_none = no construyó ningún monumento
tigris-did-treasure = tomó el tesoro de { $square }

tigris-did-building =
    colocó el edificio { $color ->
         [red] { tigris-building-red }
         [blue] { tigris-building-blue }
         [green] { tigris-building-green }
         [black] { tigris-building-black }
        *[other] { $color }
    } en { $square }

tigris-did-building_none = no colocó ningún edificio

# --- the public log: events (players, colours and monuments already in words) --------------
# The presenter names players ($dynasty, $attacker... = "🏹 Alice") and words each colour
# ($tile, $leader, $leaders, $building, $color, $points, $tiles) before these are filled.
tigris-log-tile = { $dynasty } coloca una { $tile } en { $square }.
tigris-log-union = La loseta de { $square } une dos reinos (ficha de unión).
tigris-log-leader = { $dynasty } coloca al { $leader } en { $square }.
tigris-log-leader_moved = { $dynasty } mueve al { $leader } de { $from } a { $square }.
tigris-log-withdraw = { $dynasty } retira al { $leader } de { $square }.
tigris-log-catastrophe = { $dynasty } coloca una catástrofe en { $square }.
tigris-log-catastrophe_destroys = { $dynasty } coloca una catástrofe en { $square } y destruye una { $tile }.

tigris-log-swap =
    { $dynasty } cambia { $count ->
        [one] una loseta
       *[other] { $count } losetas
    }.

tigris-log-pass = { $dynasty } pasa.
tigris-log-drawn = Robas: { $tiles }.
tigris-log-bag_empty = La bolsa no alcanza para reponer la reserva de { $dynasty }: la partida termina al acabar este turno.
tigris-log-points = { $dynasty } gana { $points } ({ $reason }).
tigris-log-points_total = Tus puntos de { $color }: { $total }.

tigris-log-revolt =
    Conflicto interno entre { $leaders }: { $attacker } ataca con { $attacker_base ->
        [one] un templo
       *[other] { $attacker_base } templos
    } y { $defender } defiende con { $defender_base ->
        [one] uno
       *[other] { $defender_base }
    }.

tigris-log-war_order = { $dynasty } decide resolver primero el conflicto externo entre { $leaders }.

tigris-log-war =
    Conflicto externo entre { $leaders }: { $attacker } ataca con { $attacker_base ->
        [one] un seguidor
       *[other] { $attacker_base } seguidores
    } y { $defender } defiende con { $defender_base ->
        [one] uno
       *[other] { $defender_base }
    }.

tigris-log-support = { $dynasty } ({ $role }) revela { $tiles }.
tigris-log-revolt_result = { $winner } gana el conflicto interno entre { $leaders } { $attack }–{ $defence }; el líder de { $loser } vuelve a su dueño.

tigris-log-war_result =
    { $winner } gana el conflicto externo entre { $leaders } { $attack }–{ $defence }; { $loser } pierde { $removed ->
        [0] el líder
       *[other] el líder y { $tiles }
    }.

tigris-log-leader_stranded = El { $leader } de { $dynasty } en { $square } se queda sin templo y vuelve a su dueño.
tigris-log-monument = { $dynasty } construye el monumento { $monument } en { $square }.
tigris-log-building = { $dynasty } coloca el edificio { $building } en { $square }.
tigris-log-monument_declined = { $dynasty } no construye ningún monumento.
tigris-log-building_declined = { $dynasty } no coloca ningún edificio.
tigris-log-building_lost = El edificio { $building } de { $square } vuelve a la reserva (monumento).
tigris-log-treasure = { $dynasty } toma el tesoro de { $square }.
tigris-log-turn = Turno de { $dynasty }.

tigris-log-game_over =
    La partida ha terminado ({ $reason }). { $count ->
        [one] Gana
       *[other] Ganan
    }: { $winners }.

# --- outcome (the winners in words: $dynasties) --------------------------------------------
tigris-outcome-lowest_colour = Gana quien tiene la mejor categoría más baja: { $dynasties }.
tigris-outcome-tie_break = Empate en la categoría más baja; decide la siguiente: { $dynasties }.
tigris-outcome-shared = Empate en las cuatro categorías: comparten la victoria { $dynasties }.

# --- words the presenter substitutes for event ids -----------------------------------------
tigris-reason-tile = loseta
tigris-reason-revolt = conflicto interno
tigris-reason-war = conflicto externo
tigris-reason-monument = monumento
tigris-role-attacker = atacante
tigris-role-defender = defensor
tigris-end-bag = se agotó la bolsa
tigris-end-treasures = quedan dos tesoros o menos
