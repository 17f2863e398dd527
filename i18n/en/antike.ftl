### Antike (engine/antike). Engine params hold ids (nation, province, knowhow, unit...) and seats;
### present/antike.py names them (antike.nation.<id>, antike.province.<id>...) and adds the phrases
### with numbers the texts use (units, forces, goods, pay: antike.units.*, antike.amount.*).

antike-name = Antike
antike-err-west_board_unavailable = The West board cannot be played yet: its map data is incomplete. Play the East board.
antike-err-player_count = Antike is for 2 to 6 players, not { $count }.
antike-err-unknown_space = There is no rondel space called { $name }. ({ antike-rule-rondel })

antike-err-rondel_cost_mismatch =
    Moving to { $space } does not cost { $paid ->
        [0] nothing
        [one] 1 resource
       *[other] { $paid } resources
    }: from your marker it costs { $costs }. ({ antike-rule-rondel })

antike-err-space_cost =
    { $space }: { $n ->
        [0] free
        [one] 1 resource
       *[other] { $n } resources
    }

antike-space-maneuver = Maneuver

antike-err-pay_count =
    Those steps cost { $paid ->
        [one] 1 resource
       *[other] { $paid } resources
    } but you named { $given }. ({ antike-rule-rondel })

antike-err-rondel_cost =
    You cannot pay { $paid ->
        [one] the extra step
       *[other] the { $paid } extra steps
    } with what you have. ({ antike-rule-rondel })

antike-err-not_now = That is not possible right now.
antike-err-not_your_city = { $province } is not one of your cities. ({ antike-rule-spaces })
antike-err-temple_exists = { $province } already has a temple: one per city. ({ antike-rule-temple })
antike-err-no_temples_left = All 20 temples are on the board. ({ antike-rule-temple })
antike-err-temple_cost = A temple costs { $cost } marble. ({ antike-rule-temple })
antike-err-no_legions_here = Legions cannot be placed in { $province }: it has no land border. ({ antike-rule-arming })
antike-err-no_galleys_here = Galleys cannot be placed in { $province }: it has no water border. ({ antike-rule-arming })

antike-err-arming_limit =
    { $province } may receive at most { $limit ->
        [one] 1 new unit
       *[other] { $limit } new units
    } this turn ({ $done } already). ({ antike-rule-arming })

antike-err-no_legions_left = You have no legions left in your supply ({ $limit } at most). ({ antike-rule-arming })
antike-err-no_galleys_left = You have no galleys left in your supply ({ $limit } at most). ({ antike-rule-arming })

antike-err-arming_cost =
    { $cost ->
        [one] That unit costs
       *[other] Those units cost
    } { $cost } iron. ({ antike-rule-arming })

antike-err-knowhow_owned = You already have { $knowhow }. ({ antike-rule-knowhow })
antike-err-knowhow_needs = { $knowhow } requires { $requires } first. ({ antike-rule-knowhow })
antike-err-knowhow_cost = { $knowhow } costs { $cost } gold. ({ antike-rule-knowhow })
antike-err-city_taken = { $province } already has a city. ({ antike-rule-found })
antike-err-found_needs_unit = To found a city in { $province } you need a legion or galley there. ({ antike-rule-found })
antike-err-no_city_markers = All your { $limit } city markers are on the board. ({ antike-rule-found })
antike-err-city_cost = A city costs 1 marble, 1 iron and 1 gold. ({ antike-rule-found })
antike-err-legion_border = Legions cannot cross from { $origin } to { $to }: there is no land border. ({ antike-rule-move })
antike-err-galley_border = Galleys cannot cross from { $origin } to { $to }: there is no water border. ({ antike-rule-move })

antike-err-not_enough_units =
    { $count ->
        [0] You have { $units } in { $province }.
       *[other] You have only { $units } in { $province }.
    } ({ antike-rule-move })

antike-err-no_actions_left =
    { $count ->
        [0] You have { $units } in { $province } with { $steps ->
            [one] an action
           *[other] { $steps } actions
        } left.
        [one] Only { $units } of yours in { $province } has { $steps ->
            [one] an action
           *[other] { $steps } actions
        } left.
       *[other] Only { $units } of yours in { $province } have { $steps ->
            [one] an action
           *[other] { $steps } actions
        } left.
    } ({ antike-rule-move })

antike-err-fight_self = You cannot fight { $nation } there. ({ antike-rule-fight })
antike-err-fight_no_units = A battle in { $province } needs your { $unit } units and those of { $nation } there (legions fight legions, galleys fight galleys). ({ antike-rule-fight })

antike-err-fight_pairs =
    You can fight at most { $most ->
        [one] 1 pair
       *[other] { $most } pairs
    } there. ({ antike-rule-fight })

antike-err-no_enemy_city = { $province } is not a city of another nation. ({ antike-rule-conquest })
antike-err-last_city = { $province } is the last city of { $nation }: it cannot be conquered. ({ antike-rule-conquest })

antike-err-conquest_strength =
    Conquering { $province } takes exactly { $defence ->
        [one] 1 unit
       *[other] { $defence } units
    } (its defence). ({ antike-rule-conquest })

antike-err-conquest_units =
    { $count ->
        [0] You have { $units } in { $province } that can still act.
       *[other] Only { $units } of yours in { $province } can still act.
    } ({ antike-rule-conquest })

antike-err-release_needed = All 25 of your city markers are on the board: the conquest must give up one of your cities (the list of conquests offers them). ({ antike-rule-conquest })
antike-err-release_invalid = You cannot give up { $province } for this conquest. ({ antike-rule-conquest })
antike-err-nation_taken = { $nation } is not available. ({ antike-rule-nations })
antike-err-no_nation_yet = Nations are still being chosen: a standing order can be set once you lead one. ({ antike-rule-nations })
antike-err-pairs_when_passing = Letting the units pass needs no number of pairs. ({ antike-rule-move })
antike-err-arm_nothing = Say how many legions or galleys to arm. ({ antike-rule-arming })

antike-err-move_actions_count =
    You move { $count ->
        [one] 1 unit
       *[other] { $count } units
    } but named the actions left of { $given }. ({ antike-rule-move })

antike-err-no_such_units = Your { $unit } units in { $province } do not have those actions left ({ $actions }): they have { $ready }. ({ antike-rule-move })
antike-err-order_unchanged = Your standing order is already: { $order }.
antike-decision-choose_nation = Choose your nation.
antike-decision-battle_demand = { $nation }: { $mover } enters { $province } with { $entering }, where you have { $defending }. Demand a battle?
antike-decision-take_resource = { $nation }: the bank has no coins; take a marble, iron or gold.
antike-decision-rondel = { $nation }: move your marker on the rondel.
antike-decision-temple = { $nation }: build temples (5 marble each), then ✅ Done.
antike-decision-arming = { $nation }: arm legions and galleys (1 iron each), then ✅ Done.
antike-decision-knowhow = { $nation }: buy know-hows with gold, then ✅ Done.
antike-decision-maneuver = { $nation }: move (`/antike move`), fight and conquer, then ✅ Done.
antike-decision-found = { $nation }: found cities (1 marble, 1 iron, 1 gold each), or ✅ End turn.
antike-log-armed = { $nation } arms { $forces } in { $province }.
antike-log-battle = Battle in { $province }: { $attacker } and { $defender } each lose { $units }.
antike-log-coin = { $nation } takes a coin.
antike-log-no_coin = The bank has no coins: { $nation } takes one { $resource }.
antike-log-conquest = { $nation } conquers { $province } from { $defender } (defence { $defence }).
antike-log-found = { $nation } founds a city in { $province }.
antike-log-knowhow = { $nation } acquires { $knowhow } for { $cost } gold.
antike-log-let_pass = { $nation } lets the units pass in { $province }.
antike-log-moved = { $nation } moves { $units } from { $origin } to { $to }.
antike-log-nation_chosen = { $player } leads { $nation }.
antike-log-order = { $nation } sets its standing battle order: { $order }.
antike-log-personage = { $nation } gains a { $personage } (no. { $number }: { $reason }).
antike-log-produce = { $nation } produces { $goods }.
antike-log-rondel = { $nation } moves to { $space }.
antike-log-rondel_paid = { $nation } moves to { $space }, paying { $pay } for the extra steps.
antike-log-start_player = { $nation } starts the game.
antike-log-stack_empty = No { $personage } is left for { $nation }.
antike-log-sudden_death = All personages are gone: the first nation to destroy a temple wins.
antike-log-temple = { $nation } builds a temple in { $province }.

antike-log-winner =
    { $nation } has { $count ->
        [one] 1 personage
       *[other] { $count } personages
    } and wins!

antike-log-winner_temple = { $nation } destroys the first temple after the personages ran out and wins!
antike-end-target = { $nation } reached { $target } personages first.
antike-end-first_temple = { $nation } destroyed the first temple after all personages were gone.
antike-nation-greeks = Greeks
antike-nation-persians = Persians
antike-nation-arabs = Arabs
antike-nation-phoenicians = Phoenicians
antike-nation-egyptians = Egyptians
antike-nation-babylonians = Babylonians
antike-province-adane = Adane
antike-province-adulis = Adulis
antike-province-alexandria = Alexandria
antike-province-ammonion = Ammonion
antike-province-antiochia = Antiochia
antike-province-artaxata = Artaxata
antike-province-athen = Athen
antike-province-attalia = Attalia
antike-province-babylon = Babylon
antike-province-berenice = Berenice
antike-province-bycantium = Bycantium
antike-province-charax = Charax
antike-province-corniclanum = Corniclanum
antike-province-cyrene = Cyrene
antike-province-dioscoridis = Dioscoridis
antike-province-dyrrhachion = Dyrrhachion
antike-province-ephesos = Ephesos
antike-province-gerrha = Gerrha
antike-province-gordion = Gordion
antike-province-harmotia = Harmotia
antike-province-knossos = Knossos
antike-province-leptis_magna = Leptis Magna
antike-province-mecca = Mecca
antike-province-melitene = Melitene
antike-province-memphis = Memphis
antike-province-meroe = Meroe
antike-province-messana = Messana
antike-province-moscha = Moscha
antike-province-napoca = Napoca
antike-province-ninive = Ninive
antike-province-ommana = Ommana
antike-province-opone = Opone
antike-province-palmyra = Palmyra
antike-province-paphos = Paphos
antike-province-pella = Pella
antike-province-persepolis = Persepolis
antike-province-petra = Petra
antike-province-phasis = Phasis
antike-province-punt = Punt
antike-province-rhagai = Rhagai
antike-province-saba = Saba
antike-province-sinope = Sinope
antike-province-sirmium = Sirmium
antike-province-sparta = Sparta
antike-province-susa = Susa
antike-province-taima = Taima
antike-province-theben = Theben
antike-province-tomis = Tomis
antike-province-tyros = Tyros
antike-province-zadrakarta = Zadrakarta
antike-knowhow-wheel = Wheel
antike-knowhow-roads = Roads
antike-knowhow-sailing = Sailing
antike-knowhow-navigation = Navigation
antike-knowhow-market = Market
antike-knowhow-currency = Currency
antike-knowhow-monarchy = Monarchy
antike-knowhow-democracy = Democracy
antike-space-iron = Iron
antike-space-temple = Temple
antike-space-gold = Gold
antike-space-maneuver1 = Maneuver
antike-space-arming = Arming
antike-space-marble = Marble
antike-space-knowhow = Know-How
antike-space-maneuver2 = Maneuver
antike-personage-king = King
antike-personage-scholar = Scholar
antike-personage-general = General
antike-personage-citizen = Citizen
antike-personage-navigator = Navigator
antike-unit-legion = legion
antike-unit-galley = galley
antike-resource-marble = marble
antike-resource-iron = iron
antike-resource-gold = gold
antike-resource-coin = coin
antike-order-ask = ask me
antike-order-always = always fight
antike-order-never = never fight
antike-order-city = fight where I have a city
antike-reason-first_knowhow = first to a know-how
antike-reason-temple_destroyed = temple destroyed
antike-reason-king_threshold = every 5 cities
antike-reason-citizen_threshold = every 3 temples
antike-reason-navigator_threshold = every 7 seas
antike-log-knowhow_first = { $nation } acquires { $knowhow } for { $cost } gold, the first to do so: a Scholar is due.
antike-decision-only_done = { $nation }: nothing else is possible this turn — press ✅ End turn.
antike-decision-found_only = { $nation }: { $space } cannot be used now; found a city or ✅ End turn.
antike-err-not_your_nation = You do not lead a nation called { $nation } in this game.

# --- phrases with their numbers (plural forms per language) --------------------------------
antike-units-legion =
    { $n ->
        [0] no legions
        [one] 1 legion
       *[other] { $n } legions
    }

antike-units-galley =
    { $n ->
        [0] no galleys
        [one] 1 galley
       *[other] { $n } galleys
    }

antike-amount-marble =
    { $n ->
        [0] no marble
       *[other] { $n } marble
    }

antike-amount-iron =
    { $n ->
        [0] no iron
       *[other] { $n } iron
    }

antike-amount-gold =
    { $n ->
        [0] no gold
       *[other] { $n } gold
    }

antike-amount-coin =
    { $n ->
        [0] no coin
        [one] 1 coin
       *[other] { $n } coins
    }

# --- the rulebook's sections, named in refusals and in the help ----------------------------
# The Spanish rulebook's headings (shared/rules/antike.es.md); in English, the same translated.
antike-rule-rondel = § Choosing the move
antike-rule-coin = § Taking a coin
antike-rule-spaces = § Rondel spaces
antike-rule-production = § Production spaces
antike-rule-temple = § Temples
antike-rule-arming = § Arming
antike-rule-knowhow = § Know-how
antike-rule-move = § Movement maneuver
antike-rule-fight = § Fighting without moving
antike-rule-conquest = § Conquest maneuver
antike-rule-found = § Founding cities
antike-rule-personages = § Attracting a personage
antike-rule-end = § End of the game and victory
antike-rule-two_players = § Antike for two players
antike-rule-nations = § Dealing the nations
