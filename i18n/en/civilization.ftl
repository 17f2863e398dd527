### Texts of Civilization (engine/civilization). Same {placeholders} in en and es.

civilization-name = Civilization

civilization-help-rulings =
    • A black calamity passed in a deal lies face up in front of its receiver at once: the log, the board and the receiver's DM say so (§22.2.2).
    • Trade by DM: an offer's maker accepts a counter-offer to make a deal; a player with an offer of their own accepts another player's offer in one click (their offer answers it, the other confirms). Each side then gives the cards by DM; they change hands when both have (§16.3, §16.4).
    • The trade phase closes when everyone is done, or at its deadline (4 hours, `/civ tradedeadline`): whoever is silent is done, agreed deals complete with matching cards (§16.5).
    • Robots trade too: they stay in the trade while others trade, answer offers whose cards help them and accept counters that do. They read an offer from its true facts and its claims and distrust one whose value leaves room for a card worth nothing (a calamity): name all your cards in the claims to trade with them (§16.3).
    • Phases "in A.S.T. order but may be simultaneous" take sealed orders from everyone, revealed together. Any player may insist, at any time, that a phase go one player at a time in A.S.T. order (`/civ insist`, `on:no` to withdraw it); an open phase changes at once, and an answer given after a player still to answer before you is asked again. The option `ast_order` does so for every phase from the start (§5.3).
    • Conflicts: every fight between tokens first, then the cities, in their owners' A.S.T. order. An owner whose city would surrender (fewer than 6 tokens in stock) is asked whether he demands that his other conflicts be resolved first, only when that saves the city (§11.8.2).
    • Ships: a ship built this round pays no upkeep this round (§9). Ship orders are one set: `build X; keep X` is `keep X; build X`. No ship crosses the Greek coast (Delphi) from one coastline to the other in one movement, in one step or several (§23.3).
    • A player without a city draws no trade card and is offered no Gold (§15).
    • Several civilization cards bought together are paid from one pooled payment: what exceeds their total is lost once (§17.9, §17.10).
    • Epidemic: no area is left empty; a city hit becomes one token from the stock, where the tokens lost go first, and a loss that would empty an area is refused (§22.2.8.2). Piracy: a ship reaches a city by a normal move through areas in play (§22.2.11).
    • Pottery against Famine: the log tells the points it saves (4 per Grain, up to the loss), which shows how many Grain its holder has, and nothing else of the hand (§22.3.4).
    • A tie that survives the tie-break (§21.2) is a shared win.
    • The map is the Avalon Hill board with its Western Extension, not the JOC board: Gaul starts in Belgica and Assyria in Media (stand-ins), and the final square's card points (1200, 1300 or 1400 by nation) are a ruling (option `points`). The A.S.T. has 13 spaces, epochs at columns 5, 8 and 11. A table may set `round_limit` (not in the rulebook; off by default): a game nobody has won after that many rounds goes to the furthest on the A.S.T.
    All rulings: docs/civilization.md.

civilization-option-game = full game, or a simplified game: Nomads and Sailors (§31) or Peasants and Citizens (§32)
civilization-option-end_column = shorter game (§30): ends at this A.S.T. column, without Mysticism; 0 is the full game
civilization-option-scenario = areas in play for fewer than 8 players (§III): scenario a or b, or the whole map
civilization-option-ast_order = simultaneous phases asked one player at a time in A.S.T. order instead of sealed orders (§5.3)
civilization-option-points = civilization-card points each nation needs for its final square (§21.1)
civilization-option-epochs = first A.S.T. column of the Early Bronze, Late Bronze and Iron Ages, per nation (§20.2)
civilization-option-piracy_reach = Piracy: a ship reaches any city joined to it by water (connected) or only within its move (range)
civilization-option-shorter_by = Peasants and Citizens only: the game shortened by 0, 1 or 2 rounds, every A.S.T. marker starting that many spaces along (§32.4.2)
civilization-option-round_limit = not in the rulebook: the game stops after this many rounds if nobody has won (the furthest on the A.S.T. wins); 0: never
civilization-help-example-nation = nation:Egypt
civilization-help-example-tax = rate:3
civilization-help-example-revolt = cities:Athens; Corinth
civilization-help-example-grow = steps:2 Thrace; 1 Macedonia
civilization-help-example-fleet = steps:keep Athens; build Corinth levy 2
civilization-help-example-move = steps:3 Thrace>Macedonia; ship Athens>Thera carry 5
civilization-help-example-step = steps:2 Thrace>Byzantium
civilization-help-example-build = sites:Athens; Corinth
civilization-help-example-reduce = cities:Sparta
civilization-help-example-gold = count:1
civilization-help-example-offer = count:3 value:16 commodity:Salt claims:Grain to:Alice
civilization-help-example-counter = offer:o1 count:3 value:20 commodity:Cloth
civilization-help-example-accept = offer:o2
civilization-help-example-withdraw = offer:o1
civilization-help-example-give = cards:2 Salt 1 Grain
civilization-help-example-buy = advances:Music pay:3 Grain 2 Papyrus 1 Hides treasury:10
civilization-help-example-discard = cards:1 Hides
civilization-help-example-choose = place:Vesuvius
civilization-help-example-target = cities:Corinth
civilization-help-example-assign = shares:5 to Alice; 6 to Bob
civilization-help-example-lose = units:3 Memphis; city Thebes
civilization-help-example-pick = units:3 Thrace; city Athens
civilization-help-example-beneficiary = seat:Alice
civilization-help-example-faction = keep:first
civilization-phase-nation = choice of nations
civilization-phase-taxes = 1. Taxes and revolts
civilization-phase-expansion = 2. Population expansion
civilization-phase-census = 3. Census
civilization-phase-ships = 4. Ship construction
civilization-phase-movement = 5. Movement
civilization-phase-conflict = 6. Conflict
civilization-phase-cities = 7. City construction
civilization-phase-surplus = 8. Surplus population and unsupported cities
civilization-phase-trade_cards = 9. Trade-card acquisition
civilization-phase-trade = 10. Trade
civilization-phase-civ_cards = 11. Civilization cards
civilization-phase-calamities = 12. Calamities
civilization-phase-ast = 13. A.S.T.
civilization-phase-over = game over
civilization-nation-iberia = Iberia
civilization-nation-gaul = Gaul
civilization-nation-africa = Africa
civilization-nation-italy = Italy
civilization-nation-illyria = Illyria
civilization-nation-thrace = Thrace
civilization-nation-crete = Crete
civilization-nation-asia = Asia
civilization-nation-assyria = Assyria
civilization-nation-babylon = Babylon
civilization-nation-egypt = Egypt
civilization-advance-pottery = Pottery
civilization-advance-cloth_making = Cloth Making
civilization-advance-metal_working = Metal Working
civilization-advance-agriculture = Agriculture
civilization-advance-mysticism = Mysticism
civilization-advance-drama_and_poetry = Drama and Poetry
civilization-advance-music = Music
civilization-advance-architecture = Architecture
civilization-advance-literacy = Literacy
civilization-advance-astronomy = Astronomy
civilization-advance-coinage = Coinage
civilization-advance-engineering = Engineering
civilization-advance-medicine = Medicine
civilization-advance-law = Law
civilization-advance-democracy = Democracy
civilization-advance-philosophy = Philosophy
civilization-card-ochre = Ochre
civilization-card-hides = Hides
civilization-card-iron = Iron
civilization-card-papyrus = Papyrus
civilization-card-salt = Salt
civilization-card-grain = Grain
civilization-card-cloth = Cloth
civilization-card-bronze = Bronze
civilization-card-spices = Spices
civilization-card-gems = Gems
civilization-card-gold = Gold
civilization-card-volcanic_eruption = Volcanic Eruption or Earthquake
civilization-card-famine = Famine
civilization-card-civil_war = Civil War
civilization-card-flood = Flood
civilization-card-epidemic = Epidemic
civilization-card-civil_disorder = Civil Disorder
civilization-card-iconoclasm_and_heresy = Iconoclasm and Heresy
civilization-card-piracy = Piracy
civilization-group-arts = Arts
civilization-group-crafts = Crafts
civilization-group-sciences = Sciences
civilization-group-civics = Civics
civilization-epoch-stone_age = Stone Age
civilization-epoch-early_bronze = Early Bronze Age
civilization-epoch-late_bronze = Late Bronze Age
civilization-epoch-iron = Iron Age
civilization-variant-full = full game
civilization-variant-nomads = Nomads and Sailors
civilization-variant-peasants = Peasants and Citizens
civilization-decision-nation = Choose your nation (§4.4 { civilization-section-4 }).
civilization-decision-tax = Coinage: set this round's tax rate, 1 to 3 per city (§22.3.11 { civilization-section-22-3-11 }).
civilization-decision-revolt = Choose which revolting cities you take over (§6.3.2 { civilization-section-6 }).
civilization-decision-grow = Your stock is short: choose where the new tokens go (§7.4 { civilization-section-7 }).
civilization-decision-fleet = Ships: pay upkeep for the ships you keep and build new ones (§9 { civilization-section-9 }).
civilization-decision-move = Your movement turn (§10 { civilization-section-10 }): move tokens and ships, then done.
civilization-decision-build = Build cities where you have enough tokens (§12 { civilization-section-12 }).
civilization-decision-reduce = Your cities lack support: choose which to reduce (§14 { civilization-section-14 }).
civilization-decision-gold = Buy Gold cards for 18 treasury tokens each? (§15.7 { civilization-section-15 })
civilization-decision-trade = Trade (§16 { civilization-section-16 }): make or answer offers, or say you are done.
civilization-decision-trade_give = Hand over the cards of your deal, face down (§16.3 { civilization-section-16 }).
civilization-decision-buy = Buy civilization cards (§17 { civilization-section-17 }).

civilization-decision-discard =
    { $must ->
        [0] Return trade cards if you wish: a black calamity may go back (§19.4 { civilization-section-19 }).
        [one] Return one trade card: your hand is one above the limit of { $limit } (§18 { civilization-section-18 }, §19.4 { civilization-section-19 }).
       *[other] Return { $must } trade cards: your hand is { $must } above the limit of { $limit } (§18 { civilization-section-18 }, §19.4 { civilization-section-19 }).
    }

civilization-decision-volcano = Choose which volcano erupts (§22.2.4.2 { civilization-section-22-2-4 }).
civilization-decision-quake_reduce = Earthquake: choose the city you reduce (§22.2.4.3 { civilization-section-22-2-4 }).
civilization-decision-quake_target = Earthquake: you may have one adjacent city of another player reduced (§22.2.4.3 { civilization-section-22-2-4 }).

civilization-decision-assign =
    { $calamity }: divide { $exact ->
        [yes] exactly
       *[other] up to
    } { $total ->
        [one] one point
       *[other] { $total } points
    } of losses among the other players{ $each ->
        [none] {""}
       *[other] , at most { $each } each
    } ({ $section }).

civilization-decision-lose =
    { $calamity }: choose the units you lose: { $target ->
        [one] one point
       *[other] { $target } points
    }{ $over ->
        [above] {" "}(the { $points } due, or the least above them you can lose)
        [below] {" "}(all you can lose of the { $points } due)
       *[other] {""}
    }; a token counts 1, a city { $city_value } ({ $section }).

civilization-decision-plain = Choose the flood plain that floods (§22.2.7.3 { civilization-section-22-2-7 }).
civilization-decision-beneficiary = Civil war: name the beneficiary (§22.2.6.2 { civilization-section-22-2-6 }).

civilization-decision-pick =
    Civil war: pick { $target ->
        [one] one point
       *[other] { $target } points
    } of { $victim }'s units for the first faction; a token counts 1, a city { $city_value } (§22.2.6 { civilization-section-22-2-6 }).

civilization-decision-faction = Civil war: keep the first or the second faction (§22.2.6.1 { civilization-section-22-2-6 }).
civilization-decision-disorder = Civil disorder: choose the cities you reduce (§22.2.9 { civilization-section-22-2-9 }).
civilization-decision-icon_reduce = Iconoclasm and heresy: choose the cities you reduce (§22.2.10 { civilization-section-22-2-10 }).
civilization-decision-icon_target = Iconoclasm and heresy: you may have up to two cities of other players reduced (§22.2.10.4 { civilization-section-22-2-10 }).
civilization-decision-piracy = Piracy: choose the coastal cities your victim loses (§22.2.11 { civilization-section-22-2-11 }).
civilization-end-final_square = Reached the final square of the A.S.T. first (§21.1 { civilization-section-21 }).
civilization-end-end_column = Reached the table's end column first (§30 { civilization-section-30 }).
civilization-end-tie_break = Several arrived together: highest total of civilization cards, trade cards and treasury (§21.2 { civilization-section-21 }).
civilization-end-bronze_age = First into the Bronze Age (§32.3 { civilization-section-32 }).
civilization-end-nomads = Most areas occupied when the time marker reached the end (§31.3 { civilization-section-31 }).
civilization-end-round_limit = The round limit was reached: furthest on the A.S.T. wins, ties by §21.2 { civilization-section-21 }.
civilization-err-out_of_play = Step { $n } ({ $step }): { $area } is not in play in this scenario (§III { civilization-section-III }).
civilization-err-no_land_border = Step { $n } ({ $step }): { $src } and { $dst } share no land border (§10.2 { civilization-section-10 }).

civilization-err-not_enough_unmoved =
    Step { $n } ({ $step }): only { $free } of your tokens in { $area } { $free ->
        [one] has
       *[other] have
    } not moved this turn, not { $count } (§10.2, §10.5 { civilization-section-10 }).

civilization-err-nomads_occupied = Step { $n } ({ $step }): { $area } holds another player's tokens (§31.5.1 { civilization-section-31 }).
civilization-err-no_ship = Step { $n } ({ $step }): you have no ship in { $area } (§10.5 { civilization-section-10 }).

civilization-err-ship_range =
    Step { $n } ({ $step }): your ship in { $area } has not that many areas left; a ship moves { $limit ->
        [one] one area
       *[other] { $limit } areas
    } a turn (§10.6 { civilization-section-10 }, §22.3.3 { civilization-section-22-3-3 }).

civilization-err-no_water_border = Step { $n } ({ $step }): { $src } and { $dst } share no water border (§10.6, §10.10 { civilization-section-10 }).
civilization-err-open_sea_astronomy = Step { $n } ({ $step }): crossing the open sea { $area } needs Astronomy (§10.7 { civilization-section-10 }).
civilization-err-ship_ends_at_sea = Step { $n } ({ $step }): a ship never ends its move in the open sea { $area } (§10.7 { civilization-section-10 }).
civilization-err-greek_coast = Step { $n } ({ $step }): a ship cannot pass from one coast of { $area } to the other in one move (§23.3 { civilization-section-23-3 }).

civilization-err-drop_more_than_carried =
    Step { $n } ({ $step }): it lands { $count ->
        [one] one token
       *[other] { $count } tokens
    } but carries { $carry } (§10.8 { civilization-section-10 }).

civilization-err-drop_off_route = Step { $n } ({ $step }): { $area } is not on the ship's route (§10.8 { civilization-section-10 }).
civilization-err-drop_at_sea = Step { $n } ({ $step }): tokens cannot land in the open sea { $area } (§10.9 { civilization-section-10 }).
civilization-err-build_twice = Step { $n }: { $area } is named twice (§12.1 { civilization-section-12 }).
civilization-err-city_there = Step { $n }: there is already a city in { $area } (§12.1 { civilization-section-12 }).
civilization-err-build_tokens = Step { $n }: a city in { $area } needs { $need } of your tokens there; you have { $have } (§12.2 { civilization-section-12 }).

civilization-err-city_limit =
    You have { $left ->
        [0] no cities
        [one] only one city
       *[other] only { $left } cities
    } left to build, not { $count } (§12.3 { civilization-section-12 }).

civilization-err-not_your_city = Step { $n }: { $area } is not one of your cities (§14.2 { civilization-section-14 }).
civilization-err-reduce_twice = Step { $n }: { $area } is named twice (§14.2 { civilization-section-14 }).
civilization-err-reduce_new_first = Cities built this round are reduced first: { $area } first (§14.3 { civilization-section-14 }).
civilization-err-still_unsupported = After these reductions your cities still lack support: two tokens on the board per city (§14.2 { civilization-section-14 }).
civilization-err-reduce_too_many = Cities are reduced one at a time only until the rest are supported: that is one too many (§14.2 { civilization-section-14 }).
civilization-err-no_ship_to_keep = Step { $n }: you have no other ship in { $area } to keep (§9.3 { civilization-section-9 }).
civilization-err-levy_only = Step { $n }: in this game ships are built and kept only with tokens levied there (§31.5.2 { civilization-section-31 }, §32.4.1 { civilization-section-32 }).
civilization-err-ship_area = Step { $n }: a ship must be built in a land area of yours with water, in play: not { $area } (§9.2 { civilization-section-9 }).
civilization-err-ship_rebuilt = Step { $n }: a ship scrapped in { $area } cannot be rebuilt there the same round (§9.4 { civilization-section-9 }).
civilization-err-ship_no_units = Step { $n }: a ship paid from the treasury goes where you have units; you have none in { $area } (§9.2 { civilization-section-9 }).

civilization-err-levy_tokens =
    The levy takes { $need ->
        [one] one token
       *[other] { $need } tokens
    } from { $area }, where you have { $have } (§9.2 { civilization-section-9 }).

civilization-err-treasury = That costs { $need } from your treasury; you have { $have } (the treasury: §6 { civilization-section-6 }).
civilization-err-ship_limit = At most four ships in play, not { $count } (§9.5 { civilization-section-9 }).

civilization-err-gold_left =
    { $left ->
        [0] No cards are
        [one] Only one card is
       *[other] Only { $left } cards are
    } left on the Gold stack, not { $count } (§15.7 { civilization-section-15 }).

civilization-err-done_trading = You have declared you are done trading this round (§16.5 { civilization-section-16 }).
civilization-err-in_deal = Finish or withdraw your deal first (§16.4 { civilization-section-16 }).
civilization-err-no_such_offer = Offer { $offer } is not open to you (§16.1 { civilization-section-16 }).
civilization-err-no_deal = You are in no deal: there are no cards to hand over (§16.3 { civilization-section-16 }).
civilization-err-too_few_cards = Players with fewer than three trade cards cannot trade; you have { $have } (§16.3 { civilization-section-16 }).
civilization-err-not_a_commodity = The commodity named must be a commodity, not { $card } (§16.3 { civilization-section-16 }).

civilization-err-offer_untrue =
    Your hand has no { $count ->
        [one] one card
       *[other] { $count } cards
    } worth { $value } including { $commodity }: count, value and the commodity named must be true (§16.3 { civilization-section-16 }).

civilization-err-offer_to = That offer cannot go to { $seat }: not yourself, nor a player done trading (§16.4 { civilization-section-16 }).
civilization-err-own_offer = Offer { $offer } is your own: a deal is made between two players (§16.4 { civilization-section-16 }).
civilization-err-offer_not_to_you = Offer { $offer } was made to another player (§16.4 { civilization-section-16 }).
civilization-err-not_your_offer = Offer { $offer } does not answer one of your offers: only the player it answers may accept it (§16.4 { civilization-section-16 }).
civilization-err-partner_busy = That player is busy in another deal or done trading (§16.4 { civilization-section-16 }).
civilization-err-counter_stale = The cards behind offer { $offer } are no longer in its maker's hand (§16.3 { civilization-section-16 }).
civilization-err-not_in_hand = You hold no (more) { $card }: your hand is in your DM and in `/civ hand`.

civilization-err-give_mismatch =
    The cards must be exactly what you offered: { $count ->
        [one] one card
       *[other] { $count } cards
    } worth { $value } including { $commodity } (§16.3 { civilization-section-16 }).

civilization-err-hand_limit =
    You may keep { $limit ->
        [one] one trade card
       *[other] { $limit } trade cards
    }; this leaves { $left } (§18 { civilization-section-18 }).

civilization-err-advance_twice = { $advance } is named twice (§17.7 { civilization-section-17 }).
civilization-err-advance_held = You already hold { $advance }: one of each kind (§17.7 { civilization-section-17 }).
civilization-err-advance_gone = No { $advance } card is left (§17 { civilization-section-17 }).
civilization-err-advance_requires = { $advance } needs { $required } first (§22.3.15 { civilization-section-22-3-15 }).

civilization-err-advance_limit =
    At most { $limit ->
        [one] one kind
       *[other] { $limit } kinds
    } of civilization cards (§17.7 { civilization-section-17 }).

civilization-err-pay_calamity = A calamity is worth nothing and cannot pay: { $card } (§16.6 { civilization-section-16 }).
civilization-err-pay_for_nothing = Nothing is bought: nothing to pay (§17 { civilization-section-17 }).
civilization-err-treasury_not_needed = The cards and credits already cover { $due } (cards worth { $cards }); treasury beyond that cannot be given (§17.8 { civilization-section-17 }).
civilization-err-cannot_pay = That costs { $due } (after your credits), and you cannot pay it: your commodities are worth { $worth } and your treasury holds { $treasury }, { $short } short (§17.8 { civilization-section-17 }).
civilization-err-ship_treasury = Ships cost { $need } from your treasury, which holds { $have }. Pay with tokens of the ship's area instead: `levy` (building: up to 2 tokens; upkeep: 1) (§9.1, §9.3 { civilization-section-9 }).
civilization-err-treasury_exact = Due { $due }, cards worth { $cards }: the treasury must be exactly { $need } (§17.8 { civilization-section-17 }).
civilization-err-volcano = { $volcano } is not a volcano next to your units (§22.2.4.2 { civilization-section-22-2-4 }).
civilization-err-city_not_allowed = Step { $n }: { $area } cannot be chosen here (§22.2 { civilization-section-22-2 }).

civilization-err-city_count =
    Choose exactly { $need ->
        [one] one city
       *[other] { $need } cities
    }, not { $count } (§22.2 { civilization-section-22-2 }).

civilization-err-city_count_max =
    Choose at most { $most ->
        [one] one city
       *[other] { $most } cities
    }, not { $count } (§22.2 { civilization-section-22-2 }).

civilization-err-law_protects = A player holding Law loses at most one city this way (§22.2.10.4 { civilization-section-22-2-10 }).

civilization-err-pirate_ships =
    Your legitimate ships cannot reach { $count ->
        [one] this city
       *[other] these { $count } cities
    }, one ship a city (§22.2.11.2 { civilization-section-22-2-11 }).

civilization-err-assign_seat = Step { $n }: { $seat } cannot be given losses here: named twice, immune or without units (§22.2 { civilization-section-22-2 }).

civilization-err-assign_each =
    Step { $n }: { $seat } loses at most { $most ->
        [one] one point
       *[other] { $most } points
    } (§22.2 { civilization-section-22-2 }).

civilization-err-assign_total =
    At most { $most ->
        [one] one point
       *[other] { $most } points
    } in all, not { $total } (§22.2 { civilization-section-22-2 }).

civilization-err-assign_exact =
    Exactly { $need ->
        [one] one point
       *[other] { $need } points
    } must be divided, not { $total } (§22.2.7.2 { civilization-section-22-2-7 }).

civilization-err-unit_city = Step { $n }: { $area } is not a city that can be hit here (§22.2 { civilization-section-22-2 }).
civilization-err-unit_twice = Step { $n }: the city in { $area } is named twice (§22.2 { civilization-section-22-2 }).

civilization-err-unit_tokens =
    Step { $n }: { $have ->
        [0] you have no tokens in { $area } that can be taken
        [one] only one of your tokens in { $area } can be taken
       *[other] only { $have } of your tokens in { $area } can be taken
    }{ $city ->
        [yes] ; to lose the city there, write “{ $city_word }”
       *[other] {""}
    } ({ $calamity ->
        [famine] §22.2.5 { civilization-section-22-2-5 }
        [civil_war] §22.2.6 { civilization-section-22-2-6 }
        [flood] §22.2.7 { civilization-section-22-2-7 }
        [epidemic] §22.2.8 { civilization-section-22-2-8 }
       *[other] §22.2 { civilization-section-22-2 }
    }).

civilization-err-loss_total =
    These units make { $total ->
        [one] one point
       *[other] { $total } points
    }; it must be { $need }: exact, or the smallest overshoot (§22.2.12.2 { civilization-section-22-2-12 }).

civilization-err-epidemic_stock =
    No area may be left empty: each city an Epidemic hits becomes one token from your stock, and your stock ({ $stock }) plus the tokens you lose ({ $tokens }) cannot stand for { $cities ->
        [one] one city
       *[other] { $cities } cities
    }. Choose another loss (§22.2.8.2 { civilization-section-22-2-8 }).

civilization-err-plain = { $plain } is not among the flood plains you may choose (§22.2.7.3 { civilization-section-22-2-7 }).
civilization-err-beneficiary = { $seat } cannot be the beneficiary: a player with no tokens on the board must be named if there is one (§22.2.6.2 { civilization-section-22-2-6 }).
civilization-err-nation_taken = { $nation } is taken or its start area is out of play (§4.4 { civilization-section-4 }, §III { civilization-section-III }).

civilization-err-grow_area =
    Step { $n }: { $area } may get at most { $most ->
        [one] one token
       *[other] { $most } tokens
    } (§7.1, §7.2 { civilization-section-7 }).

civilization-err-grow_total =
    Place all your { $need ->
        [one] one token
       *[other] { $need } tokens
    }, not { $total } (§7.4 { civilization-section-7 }).

civilization-err-not_now = That is not part of this phase (§5.7 { civilization-section-5 }).
civilization-log-action = { $text }
civilization-log-action_hidden = { $verb } (hidden)
civilization-log-action_sealed = { $verb }: sealed order given
civilization-log-action_buy = buys { $advances }
civilization-log-answered = seat { $seat } has given its sealed order ({ $kind })
civilization-log-revealed = sealed orders revealed ({ $kind })
civilization-log-assigned = seat { $seat } divides the losses of { $card }: { $shares }
civilization-log-ast = seat { $seat } moves to A.S.T. space { $column }
civilization-log-ast_back = seat { $seat } has no city and moves back to A.S.T. space { $column } (§20.3)
civilization-log-ast_blocked = seat { $seat } cannot enter space { $column }: needs { $need } { $what }, has { $have } (§20.2)
civilization-log-attack_failed = seat { $seat }'s { $tokens } tokens cannot attack the city in { $area }: { $need } needed (§11.6.1)
civilization-log-beneficiary = civil war of seat { $seat }: seat { $beneficiary } is the beneficiary
civilization-log-bought = seat { $seat } buys { $advances } ({ $cards } trade cards, { $treasury } treasury)
civilization-log-bought_nothing = seat { $seat } buys nothing
civilization-log-build_failed = seat { $seat } could not build in { $area }
civilization-log-calamity = calamity { $card } strikes seat { $seat }
civilization-log-calamity_drawn = seat { $seat } draws { $card } (red back, declared)
civilization-log-calamity_returned = seat { $seat } returns { $card }: at most two calamities a round (§19.7)
civilization-log-calamity_traded = seat { $seat } received { $card } from seat { $giver } in trade
civilization-log-card_drawn = you draw { $card } from stack { $stack }
civilization-log-cards_drawn = seat { $seat } draws { $count } trade cards
civilization-log-cards_received = you received from seat { $giver }: { $cards }
civilization-log-census = census: movement order { $order } ({ $tokens } tokens)
civilization-log-choice_order = order of nation choice: { $order }
civilization-log-city_attacked = seat { $seat } attacks seat { $owner }'s city in { $area } (losses { $losses })
civilization-log-city_built = seat { $seat } builds a city in { $area }
civilization-log-city_lost = seat { $seat } loses its city in { $area } ({ $why })
civilization-log-city_reduced = seat { $seat }'s city in { $area } is reduced to { $tokens } tokens ({ $why })
civilization-log-city_surrendered = seat { $owner }'s city in { $area } surrenders to seat { $seat } (§11.8)
civilization-log-city_to_token = seat { $seat }'s city in { $area } becomes one token (§22.2.8.2)
civilization-log-civil_war = civil war of seat { $seat }: seat { $beneficiary } annexes { $tokens } tokens and { $cities } cities
civilization-log-conflict = conflict in { $area }: losses { $losses }
civilization-log-counter = seat { $seat } answers o{ $answers } with o{ $id }: { $count } cards worth { $value }, including { $commodity }
civilization-log-deal = seats { $a } and { $b } agree a deal (o{ $offer } for o{ $counter })
civilization-log-deal_off = seat { $seat } calls off the deal between seats { $a } and { $b }
civilization-log-discarded = seat { $seat } returns { $count } trade cards
civilization-log-discarded_cards = you return { $cards }
civilization-log-eruption = the volcano { $volcano } erupts
civilization-log-faction_pick = seat { $seat } picks for the first faction of seat { $victim }: { $units }
civilization-log-fleet = seat { $seat }'s ships: { $ships } (built { $built }, scrapped { $scrapped })
civilization-log-game_over = the game is over: { $winners } win
civilization-log-gold_bought = seat { $seat } buys { $count } cards from the Gold stack
civilization-log-growth = seat { $seat } adds { $tokens } tokens
civilization-log-move_done = seat { $seat } ends its movement
civilization-log-moved = seat { $seat } moves: { $orders }
civilization-log-nation = seat { $seat } chooses { $nation }
civilization-log-no_effect = { $card } has no effect on seat { $seat }
civilization-log-offer = seat { $seat } offers o{ $id }: { $count } cards worth { $value }, including { $commodity } (claims: { $claims })
civilization-log-phase = round { $round }: { $phase }
civilization-log-pottery = Pottery spares seat { $seat } { $relief } points (§22.2.5)
civilization-log-revolt = seat { $seat }'s city in { $area } revolts and goes to seat { $to } (§6.3)
civilization-log-revolt_kept = { $count } revolting cities of seat { $seat } stay with it (§6.3.3)
civilization-log-round = round { $round } begins
civilization-log-start = seat { $seat } ({ $nation }) starts in { $area }
civilization-log-surplus = seat { $seat } removes { $count } surplus tokens from { $area }
civilization-log-tax_rate = seat { $seat } taxes { $rate } per city
civilization-log-taxes = seat { $seat } pays { $paid } in taxes ({ $rate } per city); { $revolts } cities revolt
civilization-log-time = the time marker moves to { $time }
civilization-log-trade_closed = trading is over
civilization-log-trade_done = seat { $seat } is done trading
civilization-log-trade_open = trading opens for seats { $seats }
civilization-log-traded = seats { $a } and { $b } exchange cards ({ $a_gave } for { $b_gave })
civilization-log-units_lost = seat { $seat } loses { $units } ({ $why })
civilization-log-withdrawn = seat { $seat } withdraws o{ $offer }

## --- the rulebook's sections, named in refusals, prompts and the help -------------------

civilization-section-III = Fewer than eight players
civilization-section-4 = Setup
civilization-section-5 = Round by round
civilization-section-6 = Taxes
civilization-section-7 = Population expansion
civilization-section-8 = Census
civilization-section-9 = Ships
civilization-section-10 = Movement
civilization-section-11 = Conflict
civilization-section-12 = Building cities
civilization-section-13 = Surplus population
civilization-section-14 = Unsupported cities
civilization-section-15 = Acquiring trade cards
civilization-section-16 = Trade
civilization-section-17 = Acquiring civilization cards
civilization-section-18 = Returning excess trade cards
civilization-section-19 = Calamities
civilization-section-20 = Moving on the A.S.T.
civilization-section-21 = How to win
civilization-section-22-2 = Calamity cards
civilization-section-22-2-4 = Volcanic Eruption or Earthquake
civilization-section-22-2-5 = Famine
civilization-section-22-2-6 = Civil War
civilization-section-22-2-7 = Flood
civilization-section-22-2-8 = Epidemic
civilization-section-22-2-9 = Civil Disorder
civilization-section-22-2-10 = Iconoclasm and Heresy
civilization-section-22-2-11 = Piracy
civilization-section-22-2-12 = Notes on calamities
civilization-section-22-3 = Civilization cards
civilization-section-22-3-3 = Cloth Making
civilization-section-22-3-11 = Coinage
civilization-section-22-3-15 = Law
civilization-section-23-3 = The Greek coast
civilization-section-30 = Shorter games
civilization-section-31 = Nomads and Sailors
civilization-section-32 = Peasants and Citizens

civilization-help-rules =
    Be the first nation to reach the final square of the A.S.T. *(§3, §21 How to win)*. A round has 13 phases *(§5.7)*; the bot runs the ones with nothing to decide and asks only who must decide.
    {"*"}*Taxes**: 2 tokens per city from stock to treasury; cities you cannot pay for revolt *(§6 Taxes)*. **Expansion**: one token more where you have one, two where you have two or more *(§7)*. **Census** sets the movement order *(§8)*.
    {"*"}*Ships** cost 2 and 1 a round to keep *(§9)*. **Movement**: a token crosses one land border, or sails with a ship up to four areas *(§10 Movement)*. **Conflict** resolves by itself *(§11)*.
    {"*"}*Cities**: 6 tokens on a city site, 12 elsewhere *(§12)*; surplus tokens go *(§13)*; each city needs 2 tokens on the board *(§14)*.
    {"*"}*Trade cards**: one per city, from stacks 1, 2, 3… *(§15)*. **Trade** *(§16 Trade)*: offer at least three cards, saying truly how many, their total value and one commodity among them; anything else may be untrue. A deal is between two players; the cards change hands face down. Black calamities can be passed on that way, red ones never.
    {"*"}*Civilization cards** *(§17)*: paid with sets of trade cards and treasury; the credits of the cards you hold lower the prices. Cards above your hand limit go back *(§18)*.
    {"*"}*Calamities** strike after the purchases, lowest first, at most two each *(§19, §22.2 Calamity cards)*. **A.S.T.**: you move on when you meet the next space's requirement *(§20)*.

civilization-option-scenario-values = `a`, `b`, `whole_map`
civilization-option-points-default = 1200 for Iberia, Gaul, Italy, Illyria and Thrace; 1300 for Africa, Crete, Asia and Assyria; 1400 for Babylon and Egypt
civilization-option-epochs-default = columns 5, 8 and 11 for every nation
