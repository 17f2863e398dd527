### Labels drawn inside board images (render/). Keys: render.<game>.<what>.

render-seat = Seat { $n }
render-tigris-tile-red = Temple
render-tigris-tile-blue = Farm
render-tigris-tile-green = Market
render-tigris-tile-black = Settlement
render-tigris-leader-red = Priest
render-tigris-leader-blue = Farmer
render-tigris-leader-green = Trader
render-tigris-leader-black = King
render-tigris-dynasty-bow = Bow
render-tigris-dynasty-lion = Lion
render-tigris-dynasty-bull = Bull
render-tigris-dynasty-urn = Urn
render-tigris-building-red = Library
render-tigris-building-blue = Granary
render-tigris-building-green = Market hall
render-tigris-building-black = Palace

# One letter drawn on the building marker; the key explains it.
render-tigris-building_letter-red = L
render-tigris-building_letter-blue = G
render-tigris-building_letter-green = M
render-tigris-building_letter-black = P
render-tigris-legend-leader = Leader: ring = colour, badge = strength
render-tigris-legend-catastrophe = Catastrophe
render-tigris-legend-treasure = Treasure
render-tigris-legend-priority_treasure = Treasure taken first
render-tigris-legend-monument = Monument
render-tigris-legend-union = Union tile
render-tigris-legend-kingdom = Kingdom
render-tigris-legend-buildings = Buildings

render-tigris-game_over =
    Game over — { $count ->
        [one] winner:
       *[other] winners:
    }

render-tigris-waiting_for = Waiting for

render-tigris-bag =
    Bag: { $n ->
        [one] one tile
       *[other] { $n } tiles
    }

render-tigris-treasures_left =
    { $n ->
        [one] one treasure
       *[other] { $n } treasures
    } on the board

render-tigris-to_play = to play
render-tigris-none = none
render-tigris-tiles_in_hand = Tiles in hand: { $n }
render-tigris-score = Points:
render-tigris-score_hidden = Points: hidden
render-tigris-monuments_available = monuments in the supply:
render-tigris-conflict-revolt = Revolt
render-tigris-conflict-war = War
render-tigris-conflict-attacker = Attacker
render-tigris-conflict-defender = Defender
render-tigris-conflict-base = board { $n }
render-tigris-conflict-support = support { $n }
render-tigris-conflict-support_hidden = support ?
render-tigris-conflict-awaiting = deciding
render-tigris-conflict-resolved = Resolved
render-tigris-conflict-pending = Wars still to fight:

# Tags drawn next to the two leaders in a conflict.
render-tigris-conflict-tag_attacker = A
render-tigris-conflict-tag_defender = D
render-tigris-log = Recent moves

# Conflict card title, e.g. "War between Traders".
render-tigris-conflict-heading = { $kind } between { $leaders }

render-tigris-plays =
    to play · { $n ->
        [one] one action left
       *[other] { $n } actions left
    }

render-tigris-role-attacker = attacker
render-tigris-role-defender = defender
render-tigris-leaders_off_board = Leaders off the board:

# The final score is the weakest colour, after the treasures went to the weakest colours.
render-tigris-final_score = Final score:
render-tigris-with_treasures = (with treasures)
render-tigris-winner = ★ winner
render-tigris-leaders-red = Priests
render-tigris-leaders-blue = Farmers
render-tigris-leaders-green = Traders
render-tigris-leaders-black = Kings
render-tigris-phase-support = commit support tiles
render-tigris-phase-war_order = choose which war comes first
render-tigris-phase-monument = build a monument or not
render-tigris-phase-building = place a special building or not
render-tigris-phase-treasure = take a treasure with the trader

# Civilization (render/civilization.py): what the posted board's region shows, and the A.S.T.
render-civilization-focus-move = { $who } moves
render-civilization-focus-calamity = Calamity: { $who }
render-civilization-focus-waiting = Waiting for { $who }
render-civilization-focus-events = Where the last moves happened
render-civilization-focus-busiest = The busiest part of the map
render-civilization-focus-map = Part of the map
render-civilization-focus-areas = The areas of { $who }
render-civilization-focus-whole = The whole map
render-civilization-full_map_hint = whole map: the button below
render-civilization-ast-entry = Next: { $epoch } at space { $column }, { $what } (has { $has })
render-civilization-ast-final = the final square
render-civilization-full_map_button = Whole map
