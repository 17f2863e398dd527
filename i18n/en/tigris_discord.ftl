### Tigris & Euphrates as players meet it in Discord (present/tigris.py, cogs/tigris.py): the
### commands, the public panel, buttons, the DM, the end and the help. Rules texts: tigris.ftl.

# --- commands (generated from the actions: cmd.tigris.<verb>, .desc, .<field>) -------------
cmd-tigris-desc = Tigris & Euphrates: place tiles and leaders, fight conflicts, build monuments.
cmd-tigris-tile = tile
cmd-tigris-tile-desc = Place a civilization tile from your hand.
cmd-tigris-leader = leader
cmd-tigris-leader-desc = Place one of your leaders, or move one already on the board.
cmd-tigris-withdraw = withdraw
cmd-tigris-withdraw-desc = Take one of your leaders back from the board.
cmd-tigris-catastrophe = catastrophe
cmd-tigris-catastrophe-desc = Place a catastrophe tile (two per game).
cmd-tigris-swap = swap
cmd-tigris-swap-desc = Discard tiles from your hand and draw as many.
cmd-tigris-pass = pass
cmd-tigris-pass-desc = Give up the rest of your turn.
cmd-tigris-support = support
cmd-tigris-support-desc = Commit support tiles to the open conflict (secret until revealed).
cmd-tigris-war = war
cmd-tigris-war-desc = Choose which war is fought first.
cmd-tigris-monument = monument
cmd-tigris-monument-desc = Build a monument (or decline).
cmd-tigris-treasure = treasure
cmd-tigris-treasure-desc = Take a treasure with your trader.
cmd-tigris-building = building
cmd-tigris-building-desc = Special-buildings variant: place the building of the tile you just placed (or decline).
cmd-tigris-hand = hand
cmd-tigris-hand-desc = Your tiles and points, only for you.
cmd-tigris-color = The tile's colour
cmd-tigris-square = Square, e.g. F3 (the list shows the legal ones)
cmd-tigris-leader-color = Which leader
cmd-tigris-withdraw-color = Which leader
cmd-tigris-war-color = The leaders whose war is fought first
cmd-tigris-swap-colors = The tiles to discard, e.g. red red blue (or roja roja azul)
cmd-tigris-support-count = How many tiles of the support colour
cmd-tigris-monument-choice = Which monument and where (or none)
cmd-tigris-building-choice = Colour and square, or none

# Choices of a leader's colour are named by role, and a war by its leaders.
cmd-tigris-leader-color-red = priest (red)
cmd-tigris-withdraw-color-red = priest (red)
cmd-tigris-war-color-red = priests (red)
cmd-tigris-leader-color-blue = farmer (blue)
cmd-tigris-withdraw-color-blue = farmer (blue)
cmd-tigris-war-color-blue = farmers (blue)
cmd-tigris-leader-color-green = trader (green)
cmd-tigris-withdraw-color-green = trader (green)
cmd-tigris-war-color-green = traders (green)
cmd-tigris-leader-color-black = king (black)
cmd-tigris-withdraw-color-black = king (black)
cmd-tigris-war-color-black = kings (black)

# --- the public panel ----------------------------------------------------------------------
tigris-panel-title =
    { $game } — { $who } to play ({ $n ->
        [one] one action left
       *[other] { $n } actions left
    })

tigris-panel-game_over = final position

tigris-panel-bag =
    🎒 Bag: { $bag ->
        [one] one tile
       *[other] { $bag } tiles
    } · 💎 treasures left: { $treasures } · 🏛 monuments left: { $monuments }

tigris-panel-hidden_scoring = 🙈 Hidden scoring: each player sees their own points by DM (`/tigris hand`).
tigris-panel-last_change = Last move
tigris-panel-counts = 🎴 tiles in hand: { $tiles } · 🌋 catastrophes: { $catastrophes } · 💎 treasures: { $treasures }
tigris-panel-leaders_in_hand = Leaders off the board: { $leaders }
tigris-panel-final = Points with treasures: { $points } · weakest colour **{ $lowest }**
tigris-panel-kind-revolt = revolt
tigris-panel-kind-war = war
tigris-panel-conflict-revolt = ⚔️ **Revolt** between { $leaders } (support: { $support })
tigris-panel-conflict-war = ⚔️ **War** between { $leaders } (support: { $support })
tigris-panel-conflict-attacker = Attacker { $who } ({ $square }): { $base } on the board + { $support } committed = { $total }
tigris-panel-conflict-defender = Defender { $who } ({ $square }): { $base } on the board + { $support } committed = { $total }
tigris-panel-conflict-waiting_attacker = Waiting for the attacker { $who } to commit { $support } (in secret until revealed).
tigris-panel-conflict-waiting_defender = Waiting for the defender { $who } to commit { $support } (in secret). Ties go to the defender.
tigris-panel-conflict-pending = Wars still to fight after this one: { $leaders }

# --- what the game waits for (after the player's name) -------------------------------------
tigris-await-action =
    take an action ({ $n ->
        [one] the last one this turn
       *[other] { $n } left this turn
    }): `/tigris tile`, `leader`, `withdraw`, `catastrophe`, `swap` or `pass`

tigris-await-war_order = choose which war is fought first: { $leaders }
tigris-await-support = commit { $support } as { $role } (in secret)
tigris-await-monument = build a monument or not (`/tigris monument`)
tigris-await-building = place a special building or not (`/tigris building`)
tigris-await-treasure = take a treasure with the trader: { $squares }

# --- buttons, autocomplete and the words for one action ------------------------------------
tigris-button-pass = Pass (end the turn)
tigris-button-war = War first: { $leaders }
tigris-button-support = Commit { $n }
tigris-button-support_attacker = Commit { $n } { $emoji } → total { $total }
tigris-button-support_defender = Commit { $n } { $emoji } → { $total } against { $attack }
tigris-button-monument = 🏛 Monument { $monument } on { $square }
tigris-button-monument_none = No monument
tigris-button-building = Building: { $building } on { $square }
tigris-button-building_none = No building
tigris-button-treasure = 💎 Take the treasure on { $square }

tigris-button-swap =
    Swap { $n ->
        [one] one tile
       *[other] { $n } tiles
    }: { $tiles }

tigris-button-tile = Tile { $tile } on { $square }
tigris-button-leader = Leader { $leader } to { $square }
tigris-button-withdraw = Withdraw the { $leader }
tigris-button-catastrophe = Catastrophe on { $square }

# --- the private view (DMs, /tigris hand, "My view") ---------------------------------------
tigris-private-tiles = 🎴 Your tiles ({ $n }): { $tiles }
tigris-private-score = 🏆 Your points: { $score } · 💎 treasures: { $treasures }
tigris-private-hidden = (hidden from the others)
tigris-private-open = (open scoring: everyone sees them)
tigris-private-pieces = 🌋 Catastrophes left: { $catastrophes } · leaders off the board: { $leaders }

tigris-private-support_attacker =
    ⚔️ **You attack** in the { $kind } between { $leaders } from { $square }: { $base } on the board against { $other_base } for { $other }. You hold { $have ->
        [one] **{ $have }** { $support_tile }
       *[other] **{ $have }** { $support }
    }: commit 0–{ $have } with the buttons below (secret until revealed; committed tiles leave the game; ties go to the defender).

tigris-private-support_defender =
    🛡 **You defend** in the { $kind } between { $leaders } at { $square }: the attacker { $other } committed **{ $committed }**, total **{ $attack }**. You have { $base } on the board and hold { $have ->
        [one] **{ $have }** { $support_tile }
       *[other] **{ $have }** { $support }
    }; you need { $need } to hold (ties go to you). Commit 0–{ $have } with the buttons below.

# --- the end of the game -------------------------------------------------------------------
tigris-final-winner =
    🏆 { $count ->
        [one] Winner
       *[other] Winners
    }: { $who }

tigris-final-decided_on = Tie-break: the weakest colours tied at { $tied }; decided on the { $level }: { $a } against { $b }.
tigris-final-level-1 = weakest colour
tigris-final-level-2 = second weakest colour
tigris-final-level-3 = third weakest colour
tigris-final-level-4 = strongest colour
tigris-final-place = {"*"}*{ $place }.** { $who } — weakest colour **{ $lowest }**

tigris-final-sorted =
    (sorted: { $sorted }{ $treasures ->
        [0] {""}
        [one] ; one treasure 💎 went to the weakest colour
       *[other] ; { $treasures } treasures 💎 went to the weakest colours
    })

tigris-final-stats_title = Statistics
tigris-final-stats = { $who }: ⚔️ revolts won–lost attacking { $revolt_attack }, defending { $revolt_defence } · wars attacking { $war_attack }, defending { $war_defence } · 🏛 monument points { $monument } · 💎 treasures { $treasures } · 🌋 catastrophes { $catastrophes } · points from tiles { $tile }, revolts { $revolt }, wars { $war }

# --- help (`/game help game:tigris`): examples, a rules summary, options, rulings ----------
tigris-help-example-tile = color:red square:F3
tigris-help-example-leader = color:king square:G4
tigris-help-example-withdraw = color:trader
tigris-help-example-catastrophe = square:H5
tigris-help-example-swap = tiles:"red red blue"
tigris-help-example-war = color:traders
tigris-help-example-support = tiles:2
tigris-help-example-monument = choice:"red-black F3" (or none)
tigris-help-example-treasure = square:B2
tigris-help-example-building = choice:"blue E8" (or none)

tigris-help-extra =
    • `/tigris hand` — your tiles and points, only for you (also the board's “My view” button)
    Squares are named by column letter and row number (F3); the lists show only legal ones.

tigris-help-rules =
    Tiles build kingdoms. Leaders — ⬛ king, 🟥 priest, 🟦 farmer, 🟩 trader — score the tiles of their colour placed in their kingdom; the king scores colours with no leader of theirs there.
    {"*"}*Your turn: two actions** — place a tile (🟦 only on rivers, the rest on land); place, move or withdraw a leader (next to a 🟥 temple, off rivers, never joining two kingdoms); a catastrophe (two per game); swap up to six tiles; or pass. *(§ Playing the game)*
    {"*"}*Revolt**: a leader entering a kingdom with a leader of its colour; temples next to each leader plus 🟥 tiles revealed. **War**: a tile joining two kingdoms with same-colour leaders; that colour's tiles in each kingdom plus tiles revealed. Ties go to the defender. *(§ Revolt, § War)*
    A 2×2 of one colour may become a **monument**, scoring your leaders of its colours at the end of your turn. A kingdom with two **treasures** and a trader gives one away. *(§ Building a monument, § Taking a treasure)*
    {"*"}*The end**: two treasures left or an empty bag. Your weakest colour is your score; treasures fill any colour. *(§ End of the game and winner)*

tigris-help-rulings =
    • Hidden scoring (default): points go to your DM; who scores what is public, totals are not. (R12)
    • Support is secret, by DM: the attacker commits first, then the defender sees the attack. Not answering by the deadline commits nothing. (R18, R21)
    • Several wars at once: the active player picks the order; the last one is fought at once. (R4)
    • A monument is offered only for a 2×2 the tile just placed completes; once declined, never again. Monuments score only the active player's leaders; the king does not stand in. (R5, R6)
    • Treasures are taken after every action, priority ones first. (R7)
    • One or two treasures left end the game when the turn ends; an empty bag, after the current turn. (R8, R9)
    • Ties compare the next weakest colour, then the next. (R14)
    All rulings: docs/tigris.md.

tigris-option-board = classic: the original board; advanced: the alternative side (14 treasures)
tigris-option-scoring = hidden: each player's points only in their DMs until the end; open: everyone's
tigris-option-buildings = the special-buildings variant (library, granary, market hall, palace)
