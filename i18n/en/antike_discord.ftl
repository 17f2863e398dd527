### Antike texts of the Discord side (panel, buttons, prompts, acknowledgements, help, commands).
### Rules texts (refusals, decisions, events, names): antike.ftl. Params are names already
### (present/antike.py turns ids into them); `units`, `forces`, `goods`, `pay` are phrases with
### their numbers ("2 legions", "1 legion and 1 galley", "3 marble").

# --- help (/game help game:antike) ---------------------------------------------------------
antike-help-rules =
    {"*"}*Goal**: the first nation to gather the personages of the target (9 with four nations; 7–10 otherwise, see the title of the board) wins at the end of its own turn ({ antike-rule-end }).
    {"*"}*A turn** ({ antike-rule-coin }, { antike-rule-rondel }): take a coin, then move your marker on the rondel: 1–3 spaces ahead are free, every further step costs one resource (any, or a coin). The rondel buttons show each space's cost; `/antike rondel space: pay:` names what pays.
    {"*"}*The spaces**: Marble, Iron, Gold produce (1 per city of that kind, 3 with a temple; { antike-rule-production }); Temple builds temples for 5 marble ({ antike-rule-temple }); Arming places legions and galleys for 1 iron each, 1 per city (3 with a temple) ({ antike-rule-arming }); Know-How buys progress with gold, first buyers get a Scholar ({ antike-rule-knowhow }); Maneuver moves units border by border, fights and conquers ({ antike-rule-move }, { antike-rule-conquest }, { antike-rule-fight }).
    {"*"}*After the action** found cities where you have a unit (1 marble, 1 iron, 1 gold; { antike-rule-found }), then **End turn**: personages are awarded — Kings per 5 cities, Citizens per 3 temples, Navigators per 7 seas held with galleys, Scholars, Generals for destroyed temples ({ antike-rule-personages }).
    {"*"}*Battles**: units entering a province where you have units of the same type may be stopped: you are asked (buttons, also by DM), or your standing order `/antike order` answers (always, never, where I have a city). A conquest uses exactly the city's defence in units with an action left.
    {"*"}*Two players** lead two nations each ({ antike-rule-two_players }); commands act for the nation whose turn it is, `nation:` names the other. **Who starts**: with four nations the Phoenicians (the red dot); otherwise the first seat — a nation drawn at random, or the first to choose in a draft (`start_player=` changes it).

antike-help-rulings =
    • Any rondel space may be chosen whose steps you can pay, even one whose action you cannot then use; the buttons pay with what leaves the space usable (name the payment with `pay:`).
    • The same space again costs 5 resources (8 steps, one resource per step beyond three).
    • Arming: 1 new unit per province of an own city each turn, 3 with a temple; galleys only where there is a water border, legions only where there is a land border.
    • A move names its path; units walk it border by border, so they can be stopped on the way. Named nothing, the units with the most actions left move (`actions:` names others).
    • A battle removes as many pairs as possible unless a number is given; exhausted units still fight but cannot conquer.
    • The last city of a nation cannot be conquered. Standing orders are rules: in the two-player game an "always" order also fights your other nation.
    • With all personages gone, the first nation to destroy a temple wins.

antike-option-board = the board: only the East side (the West's data is incomplete).
antike-option-three_player_target = personages to win with three nations: 10 (recommended) or 12 (experienced players).
antike-option-nation_choice = nations dealt at random (`random`), or chosen openly in turn (`draft`).
antike-option-battle_order = every nation's standing answer to battle demands at the start: `ask` (ask me), `always`, `never`, `city` (where it has a city); each changes its own with `/antike order`.
antike-option-start_player = who starts: `rulebook` (the red dot with four nations, else the first seat), `random`, or a nation: `greeks`, `persians`, `arabs`, `phoenicians`, `egyptians`, `babylonians`.
antike-help-example-take = resource:gold
antike-help-example-nation = nation:Greeks
antike-help-example-rondel = space:Temple pay:gold
antike-help-example-temple = province:Athen
antike-help-example-arm = province:Athen legions:1 galleys:2
antike-help-example-knowhow = name:Wheel
antike-help-example-move = unit:legion path:Athen>Sparta count:2
antike-help-example-fight = battle:"Sparta legion Persians"
antike-help-example-conquer = city:Sparta
antike-help-example-found = province:Pella
antike-help-example-battle = answer:fight nation:Persians
antike-help-example-order = order:never nation:Persians

# --- panel ---------------------------------------------------------------------------------
antike-panel-title = Antike — round { $round } · { $target } personages to win
antike-panel-turn = {"*"}*Turn:** { $who } — { $phase } ({ $space })
antike-panel-turn_start = {"*"}*Turn:** { $who } — { $phase }
antike-panel-phase-draft = choosing nations
antike-panel-phase-coin = taking a resource
antike-panel-phase-rondel = moving on the rondel
antike-panel-phase-action = acting
antike-panel-phase-found = founding cities
antike-panel-phase-battle = waiting for battle answers
antike-panel-phase-over = game over
antike-panel-pending = ⚔️ { $nation } moves { $units }: now in { $province }, still to go: { $path }.
antike-panel-pending_there = ⚔️ { $nation } moves { $units }: now in { $province }, at the end of the path.
antike-panel-draft_free = Nations still free: { $nations }
antike-panel-no_nation = Still choosing a nation.
antike-panel-knowhow_prices = 📜 Prices in gold: { $prices }
antike-panel-log = {"*"}*Latest:**
antike-panel-resources = 🪨 Marble { $marble } · ⚙️ Iron { $iron } · ✨ Gold { $gold } · 🪙 Coins { $coins }

antike-panel-forces =
    🏙️ { $cities ->
        [one] 1 city
       *[other] { $cities } cities
    } · 🏛️ { $temples ->
        [one] 1 temple
       *[other] { $temples } temples
    }
    🛡️ { $legions ->
        [one] 1 legion
       *[other] { $legions } legions
    } · ⛵ { $galleys ->
        [one] 1 galley
       *[other] { $galleys } galleys
    } · 🌊 { $seas ->
        [one] 1 sea
       *[other] { $seas } seas
    }

antike-panel-personages = 👑 { $count }/{ $target } · rondel: { $rondel }
antike-panel-knowhows = Know-how: { $knowhows }
antike-panel-order = Battle order: { $order }

# --- buttons, labels and choices -----------------------------------------------------------
antike-button-rondel_free = { $space } · free

antike-button-rondel_cost =
    { $space } · { $paid ->
        [one] 1 resource
       *[other] { $paid } resources
    }

antike-button-rondel_paid =
    { $space } · { $paid ->
        [one] 1 resource
       *[other] { $paid } resources
    }: { $pay }

antike-button-rondel_unusable = { $label } · nothing to do there now
antike-button-take = Take { $resource }
antike-button-temple = 🏛️ Temple in { $province }
antike-button-found = 🏙️ Found a city in { $province }
antike-button-knowhow = 📜 { $knowhow }
antike-button-arm = 🛡️ { $forces } in { $province }
antike-button-fight = ⚔️ { $nation }: fight
antike-button-no_battle = 🕊️ { $nation }: no battle
antike-button-done = ✅ { $nation }: done
antike-button-end_turn = ✅ { $nation }: end turn
antike-action-move = { $units }: { $path }

antike-action-move_actions =
    (units with { $actions ->
        [one] 1 action
       *[other] { $actions } actions
    } left)

antike-action-done = ✅ Done

antike-action-battle_pairs =
    ⚔️ fight with { $pairs ->
        [one] 1 pair
       *[other] { $pairs } pairs
    }

antike-action-order = Standing order: { $order }
antike-choice-move_start = { $province } ({ $units } to move)
antike-choice-fight = { $unit } against { $nation } in { $province }

antike-choice-fight_pairs =
    { $unit } against { $nation } in { $province }, { $pairs ->
        [one] 1 pair
       *[other] { $pairs } pairs
    }

antike-choice-conquer = { $province } with { $forces }
antike-choice-release = (giving up { $province })
antike-fight-yes = fight
antike-fight-no = no battle
antike-pay-marble = marble
antike-pay-iron = iron
antike-pay-gold = gold
antike-pay-coin = coin

# --- acknowledgements (the actor's ✅) ------------------------------------------------------
antike-did-done = Done.
antike-did-other = Noted: { $action }.

# --- DMs and the end ----------------------------------------------------------------------
antike-private-public_game = Antike has no hidden information: the board and every nation are on the game's channel message. Answer here with the buttons or there with `/antike` commands.
antike-final-winner = 🏆 { $who } wins!

antike-final-line =
    {"*"}*{ $place }.** { $who }: { $count ->
        [one] 1 personage
       *[other] { $count } personages
    } — { $personages }

# --- commands ------------------------------------------------------------------------------
cmd-antike-desc = Antike: rondel, temples, arming, know-how, maneuvers and battles.
cmd-antike-province = Province (the list shows the legal ones)
cmd-antike-battle-nation = Which of your nations answers (two-player games; default: the one asked)
cmd-antike-order-nation = Which of your nations (two-player games; default: the one on turn or asked)
cmd-antike-pairs = How many pairs of units fight (default: as many as possible)
cmd-antike-unit = Unit type
cmd-antike-resource = Resource
cmd-antike-nation = nation
cmd-antike-nation-desc = Choose your nation (when nations are chosen in turn).
cmd-antike-nation-nation = Nation (the list shows those still free)
cmd-antike-rondel = rondel
cmd-antike-rondel-desc = Move your rondel marker (the buttons on the board do the same).
cmd-antike-rondel-space = Space, with its cost
cmd-antike-rondel-pay = What pays the extra steps, e.g. gold coin (default: what the buttons pay)
cmd-antike-take = take
cmd-antike-take-desc = The bank has no coins: take a resource instead.
cmd-antike-temple = temple
cmd-antike-temple-desc = Build a temple in one of your cities (Temple space, 5 marble).
cmd-antike-found = found
cmd-antike-found-desc = Found a city where you have a unit (1 marble, 1 iron, 1 gold).
cmd-antike-arm = arm
cmd-antike-arm-desc = Arm legions and galleys in one of your cities (Arming space, 1 iron each).
cmd-antike-legions = Legions (default: one unit)
cmd-antike-galleys = Galleys
cmd-antike-knowhow = knowhow
cmd-antike-knowhow-desc = Buy a know-how with gold (Know-How space).
cmd-antike-knowhow-knowhow = Know-how (the panel shows the prices)
cmd-antike-done = done
cmd-antike-done-desc = End your action, then (founding) your turn.
cmd-antike-move = move
cmd-antike-move-desc = Move units along a path of provinces (Maneuver).
cmd-antike-move-path = Path such as Athen>Sparta (the list offers the legal next province)
cmd-antike-move-count = How many units move together (default 1)
cmd-antike-move-actions = Which units move: the actions each has left, e.g. 3 1 (default: the freshest)
cmd-antike-fight = fight
cmd-antike-fight-desc = Fight a battle during your maneuver, in a province where both have units.
cmd-antike-fight-battle = Province, unit type and nation (the list shows the battles possible)
cmd-antike-conquer = conquer
cmd-antike-conquer-desc = Conquer a city with exactly its defence in units that still have an action.
cmd-antike-conquer-city = City, and the units used (the list shows the conquests possible)
cmd-antike-battle = battle
cmd-antike-battle-desc = Answer a battle demand: fight the entering units or let them pass.
cmd-antike-battle-fight = Your answer
cmd-antike-order = order
cmd-antike-order-desc = Standing order for battle demands (set it at any time).
cmd-antike-order-order = When to fight units entering your provinces
