### Texts of Tigris & Euphrates: names, decisions, refusals, the public log, the outcome.
### Fluent patterns (i18n/__init__.py): `{ $n -> [one] … *[other] … }` for plurals; a refusal
### comes from the engine with ids (`$color` = red), chosen here with a select expression and
### worded through the helper messages below (tile, leader, building...). Presentation texts
### (commands, panels, buttons, help): tigris_discord.ftl.

tigris-name = Tigris & Euphrates

# --- colours, as a name (command choices, lists) -------------------------------------------
tigris-color-red = red (temple)
tigris-color-blue = blue (farm)
tigris-color-green = green (market)
tigris-color-black = black (settlement)

# --- words for one colour: a tile, tiles, points, its leader and its building --------------
# `tigris.tile.<c>`: one tile ("a { $tile }"); `tigris.tile_kind.<c>`: tiles of that colour;
# `tigris.tiles.<c>` and `tigris.points.<c>`: $n of them.
tigris-colour-red = 🟥 red (temple)
tigris-tile-red = 🟥 red (temple) tile
tigris-tile_kind-red = 🟥 red (temple) tiles

tigris-tiles-red =
    { $n ->
        [one] one 🟥 red (temple) tile
       *[other] { $n } 🟥 red (temple) tiles
    }

tigris-points-red =
    { $n ->
        [one] one 🟥 red (temple) point
       *[other] { $n } 🟥 red (temple) points
    }

tigris-leader-red = 🟥 priest
tigris-leaders-red = 🟥 priests
tigris-building-red = 🟥 library
tigris-colour-blue = 🟦 blue (farm)
tigris-tile-blue = 🟦 blue (farm) tile
tigris-tile_kind-blue = 🟦 blue (farm) tiles

tigris-tiles-blue =
    { $n ->
        [one] one 🟦 blue (farm) tile
       *[other] { $n } 🟦 blue (farm) tiles
    }

tigris-points-blue =
    { $n ->
        [one] one 🟦 blue (farm) point
       *[other] { $n } 🟦 blue (farm) points
    }

tigris-leader-blue = 🟦 farmer
tigris-leaders-blue = 🟦 farmers
tigris-building-blue = 🟦 granary
tigris-colour-green = 🟩 green (market)
tigris-tile-green = 🟩 green (market) tile
tigris-tile_kind-green = 🟩 green (market) tiles

tigris-tiles-green =
    { $n ->
        [one] one 🟩 green (market) tile
       *[other] { $n } 🟩 green (market) tiles
    }

tigris-points-green =
    { $n ->
        [one] one 🟩 green (market) point
       *[other] { $n } 🟩 green (market) points
    }

tigris-leader-green = 🟩 trader
tigris-leaders-green = 🟩 traders
tigris-building-green = 🟩 market hall
tigris-colour-black = ⬛ black (settlement)
tigris-tile-black = ⬛ black (settlement) tile
tigris-tile_kind-black = ⬛ black (settlement) tiles

tigris-tiles-black =
    { $n ->
        [one] one ⬛ black (settlement) tile
       *[other] { $n } ⬛ black (settlement) tiles
    }

tigris-points-black =
    { $n ->
        [one] one ⬛ black (settlement) point
       *[other] { $n } ⬛ black (settlement) points
    }

tigris-leader-black = ⬛ king
tigris-leaders-black = ⬛ kings
tigris-building-black = ⬛ palace

# --- dynasties, boards, monuments ----------------------------------------------------------
tigris-dynasty-bow = bow
tigris-dynasty-lion = lion
tigris-dynasty-bull = bull
tigris-dynasty-urn = urn
tigris-board-classic = classic board
tigris-board-advanced = alternative board
tigris-monument-red--black = 🟥⬛ red–black
tigris-monument-red--green = 🟥🟩 red–green
tigris-monument-blue--black = 🟦⬛ blue–black
tigris-monument-blue--red = 🟦🟥 blue–red
tigris-monument-green--blue = 🟩🟦 green–blue
tigris-monument-green--black = 🟩⬛ green–black

# --- the rulebook's sections, named in refusals and in the help ----------------------------
# The Spanish rulebook's headings (docs/tigris.md); in English, the same headings translated.
tigris-rule-leader = § Placing, moving or withdrawing a leader
tigris-rule-tile = § Placing a civilization tile
tigris-rule-catastrophe = § Placing a catastrophe tile
tigris-rule-swap = § Swapping up to six tiles
tigris-rule-event = § Resolving an event
tigris-rule-revolt = § Revolt
tigris-rule-war = § War
tigris-rule-war_order = § Resolving a war
tigris-rule-monument = § Building a monument
tigris-rule-treasure = § Taking a treasure
tigris-rule-end_turn = § End of the turn
tigris-rule-end = § End of the game and winner
tigris-rule-building = § Variant: special buildings

# --- decisions -----------------------------------------------------------------------------
tigris-decision-action = take an action (tile, leader, withdraw, catastrophe, swap or pass)
tigris-decision-war_order = choose which war is fought first
tigris-decision-support = commit support tiles, secretly, by DM
tigris-decision-monument = build a monument (or not)
tigris-decision-building = place a special building (or not)
tigris-decision-treasure = take a treasure with the trader

# --- refusals (ids from the engine: $color, $monument, $piece, $conflict) ------------------
tigris-err-wrong_step =
    That move does not answer what the game is waiting for now: { $step ->
         [action] { tigris-decision-action }
         [war_order] { tigris-decision-war_order }
         [support] { tigris-decision-support }
         [monument] { tigris-decision-monument }
         [building] { tigris-decision-building }
         [treasure] { tigris-decision-treasure }
        *[other] { $step }
    }. ({ tigris-rule-event })

tigris-err-no_such_tile_in_hand =
    You have no { $color ->
         [red] { tigris-tile-red }
         [blue] { tigris-tile-blue }
         [green] { tigris-tile-green }
         [black] { tigris-tile-black }
        *[other] { $color }
    } behind your screen. ({ tigris-rule-tile })

tigris-err-swap_not_in_hand = You do not hold all the tiles you want to swap. ({ tigris-rule-swap })

tigris-err-square_occupied =
    { $square } is not empty. ({ $piece ->
         [leader] { tigris-rule-leader }
        *[other] { tigris-rule-tile }
    })

tigris-err-farm_only_on_river = Farm (blue) tiles go only on river squares; { $square } is land. ({ tigris-rule-tile })
tigris-err-river_only_farms = Only farm (blue) tiles may go on a river square: { $square }. ({ tigris-rule-tile })
tigris-err-joins_three_kingdoms = A tile on { $square } would join three or more kingdoms. ({ tigris-rule-tile })

tigris-err-leader_already_there =
    Your { $color ->
         [red] { tigris-leader-red }
         [blue] { tigris-leader-blue }
         [green] { tigris-leader-green }
         [black] { tigris-leader-black }
        *[other] { $color }
    } is already on { $square }. ({ tigris-rule-leader })

tigris-err-leader_on_river = A leader may not stand on a river square ({ $square }). ({ tigris-rule-leader })
tigris-err-leader_needs_temple = A leader must stand next to a temple (red tile); { $square } has none. ({ tigris-rule-leader })
tigris-err-leader_joins_kingdoms = A leader on { $square } would join two kingdoms. ({ tigris-rule-leader })

tigris-err-leader_not_on_board =
    Your { $color ->
         [red] { tigris-leader-red }
         [blue] { tigris-leader-blue }
         [green] { tigris-leader-green }
         [black] { tigris-leader-black }
        *[other] { $color }
    } is not on the board. ({ tigris-rule-leader })

tigris-err-no_catastrophes_left = You have no catastrophe tiles left (two per player for the whole game). ({ tigris-rule-catastrophe })
tigris-err-catastrophe_on_catastrophe = There is already a catastrophe on { $square }. ({ tigris-rule-catastrophe })
tigris-err-catastrophe_on_leader = A catastrophe may not go on a leader ({ $square }). ({ tigris-rule-catastrophe })
tigris-err-catastrophe_on_treasure = A catastrophe may not go on a treasure ({ $square }). ({ tigris-rule-catastrophe })
tigris-err-catastrophe_on_monument = A catastrophe may not go on a monument ({ $square }). ({ tigris-rule-catastrophe })
tigris-err-catastrophe_on_building = A catastrophe may not go on a tile with a special building ({ $square }). ({ tigris-rule-building })

tigris-err-no_such_war =
    There is no war between { $color ->
         [red] { tigris-leaders-red }
         [blue] { tigris-leaders-blue }
         [green] { tigris-leaders-green }
         [black] { tigris-leaders-black }
        *[other] { $color }
    } to fight now. ({ tigris-rule-war_order })

tigris-err-not_enough_support =
    You cannot commit { $color ->
         [red] { tigris-tiles-red }
         [blue] { tigris-tiles-blue }
         [green] { tigris-tiles-green }
         [black] { tigris-tiles-black }
        *[other] { $n } { $color }
    }: you hold { $have }. ({ $conflict ->
         [revolt] { tigris-rule-revolt }
        *[other] { tigris-rule-war }
    })

tigris-err-no_such_monument_option =
    The { $monument ->
         [red-black] { tigris-monument-red--black }
         [red-green] { tigris-monument-red--green }
         [blue-black] { tigris-monument-blue--black }
         [blue-red] { tigris-monument-blue--red }
         [green-blue] { tigris-monument-green--blue }
         [green-black] { tigris-monument-green--black }
        *[other] { $monument }
    } monument cannot be built on { $square } now. ({ tigris-rule-monument })

tigris-err-no_such_building_option =
    The { $color ->
         [red] { tigris-building-red }
         [blue] { tigris-building-blue }
         [green] { tigris-building-green }
         [black] { tigris-building-black }
        *[other] { $color }
    } cannot be placed on { $square } now. ({ tigris-rule-building })

tigris-err-no_such_treasure = There is no treasure on { $square } for you to take. ({ tigris-rule-treasure })
tigris-err-treasure_priority_first = Take a priority treasure (framed corner / outside the rivers) before the one on { $square }. ({ tigris-rule-treasure })

# --- an action in a few words (`describe_action`: robot moves, deadlines, the game log) ----
# Ids from the action's fields; what a swap discards is secret, only its number is said.
tigris-did-tile =
    placed a { $color ->
         [red] { tigris-tile-red }
         [blue] { tigris-tile-blue }
         [green] { tigris-tile-green }
         [black] { tigris-tile-black }
        *[other] { $color }
    } on { $square }

tigris-did-leader =
    placed the { $color ->
         [red] { tigris-leader-red }
         [blue] { tigris-leader-blue }
         [green] { tigris-leader-green }
         [black] { tigris-leader-black }
        *[other] { $color }
    } on { $square }

tigris-did-withdraw =
    withdrew the { $color ->
         [red] { tigris-leader-red }
         [blue] { tigris-leader-blue }
         [green] { tigris-leader-green }
         [black] { tigris-leader-black }
        *[other] { $color }
    }

tigris-did-catastrophe = dropped a catastrophe on { $square }

tigris-did-swap =
    { $n ->
        [one] swapped one tile
       *[other] swapped { $n } tiles
    }

tigris-did-pass = passed

tigris-did-war =
    chose the war between { $color ->
         [red] { tigris-leaders-red }
         [blue] { tigris-leaders-blue }
         [green] { tigris-leaders-green }
         [black] { tigris-leaders-black }
        *[other] { $color }
    } first

tigris-did-support =
    { $n ->
        [one] committed one support tile
       *[other] committed { $n } support tiles
    }

tigris-did-monument =
    built the { $monument ->
         [red-black] { tigris-monument-red--black }
         [red-green] { tigris-monument-red--green }
         [blue-black] { tigris-monument-blue--black }
         [blue-red] { tigris-monument-blue--red }
         [green-blue] { tigris-monument-green--blue }
         [green-black] { tigris-monument-green--black }
        *[other] { $monument }
    } monument on { $square }

tigris-did-monument_none = built no monument
tigris-did-treasure = took the treasure on { $square }

tigris-did-building =
    placed the { $color ->
         [red] { tigris-building-red }
         [blue] { tigris-building-blue }
         [green] { tigris-building-green }
         [black] { tigris-building-black }
        *[other] { $color }
    } on { $square }

tigris-did-building_none = placed no building

# --- the public log: events (players, colours and monuments already in words) --------------
# The presenter names players ($dynasty, $attacker... = "🏹 Alice") and words each colour
# ($tile, $leader, $leaders, $building, $color, $points, $tiles) before these are filled.
tigris-log-tile = { $dynasty } places a { $tile } on { $square }.
tigris-log-union = The tile on { $square } joins two kingdoms (union token).
tigris-log-leader = { $dynasty } places the { $leader } on { $square }.
tigris-log-leader_moved = { $dynasty } moves the { $leader } from { $from } to { $square }.
tigris-log-withdraw = { $dynasty } withdraws the { $leader } from { $square }.
tigris-log-catastrophe = { $dynasty } drops a catastrophe on { $square }.
tigris-log-catastrophe_destroys = { $dynasty } drops a catastrophe on { $square }, destroying a { $tile }.

tigris-log-swap =
    { $dynasty } swaps { $count ->
        [one] one tile
       *[other] { $count } tiles
    }.

tigris-log-pass = { $dynasty } passes.
tigris-log-drawn = You draw: { $tiles }.
tigris-log-bag_empty = The bag cannot refill { $dynasty }'s hand: the game ends after this turn.
tigris-log-points = { $dynasty } scores { $points } ({ $reason }).
tigris-log-points_total = Your { $color } points: { $total }.

tigris-log-revolt =
    Revolt between { $leaders }: { $attacker } attacks with { $attacker_base ->
        [one] one temple
       *[other] { $attacker_base } temples
    }, { $defender } defends with { $defender_base ->
        [one] one
       *[other] { $defender_base }
    }.

tigris-log-war_order = { $dynasty } has the war between { $leaders } fought first.

tigris-log-war =
    War between { $leaders }: { $attacker } attacks with { $attacker_base ->
        [one] one supporter
       *[other] { $attacker_base } supporters
    }, { $defender } defends with { $defender_base ->
        [one] one
       *[other] { $defender_base }
    }.

tigris-log-support = { $dynasty } ({ $role }) commits { $tiles }.
tigris-log-revolt_result = { $winner } wins the revolt between { $leaders } { $attack }–{ $defence }; { $loser }'s leader goes home.

tigris-log-war_result =
    { $winner } wins the war between { $leaders } { $attack }–{ $defence }; { $loser } loses { $removed ->
        [0] the leader
       *[other] the leader and { $tiles }
    }.

tigris-log-leader_stranded = { $dynasty }'s { $leader } on { $square } has no temple left and goes home.
tigris-log-monument = { $dynasty } builds the { $monument } monument on { $square }.
tigris-log-building = { $dynasty } places the { $building } on { $square }.
tigris-log-monument_declined = { $dynasty } builds no monument.
tigris-log-building_declined = { $dynasty } places no building.
tigris-log-building_lost = The { $building } on { $square } goes back to the supply (monument).
tigris-log-treasure = { $dynasty } takes the treasure on { $square }.
tigris-log-turn = { $dynasty }'s turn.

tigris-log-game_over =
    The game is over ({ $reason }). { $count ->
        [one] Winner
       *[other] Winners
    }: { $winners }.

# --- outcome (the winners in words: $dynasties) --------------------------------------------
tigris-outcome-lowest_colour = The best weakest colour wins: { $dynasties }.
tigris-outcome-tie_break = The weakest colours tie; the next weakest decides: { $dynasties }.
tigris-outcome-shared = All four colours tie: the win is shared by { $dynasties }.

# --- words the presenter substitutes for event ids -----------------------------------------
tigris-reason-tile = tile
tigris-reason-revolt = revolt
tigris-reason-war = war
tigris-reason-monument = monument
tigris-role-attacker = attacker
tigris-role-defender = defender
tigris-end-bag = the bag ran out
tigris-end-treasures = two or fewer treasures left
