### Civilization texts of the Discord side (panel, log, DMs, buttons, previews, commands).
### Rules texts (phases, cards, refusals, decisions): civilization.ftl; names: civilization_names.ftl.

civilization-step-move = { $n } { $src } → { $dst }

civilization-step-ship =
    ship { $path } ({ $n ->
        [0] empty
       *[other] { $n } aboard
    })

civilization-step-drop = landing at { $areas }
civilization-step-tokens = { $n } in { $area }
civilization-step-city = city of { $area }
civilization-step-keep = keep the ship in { $area }
civilization-step-keep_levy = keep the ship in { $area } (upkeep: a token there)

civilization-step-build_ship =
    build a ship in { $area }{ $levy ->
        [0] {""}
        [one] {" "}(one token from there)
       *[other] {" "}({ $levy } tokens from there)
    }

civilization-step-share =
    { $n ->
        [one] one point
       *[other] { $n } points
    } to { $who }

civilization-offer-facts =
    { $n ->
        [one] one card
       *[other] { $n } cards
    } worth { $value }, including { $commodity }

civilization-offer-claims = (says: { $claims })
civilization-offer-ref = offer { $id }
civilization-act-move = Move: { $what }
civilization-act-step = Move (turn goes on): { $what }
civilization-act-fleet = Ships: { $what }
civilization-act-grow = Place: { $what }
civilization-act-build = Build cities: { $what }
civilization-act-reduce = Reduce: { $what }
civilization-act-revolt = Take over: { $what }
civilization-act-lose = Lose: { $what }
civilization-act-pick = First faction: { $what }
civilization-act-target = Cities chosen: { $what }
civilization-act-assign = Losses: { $what }
civilization-act-give = Give { $cards }
civilization-act-discard = Return { $cards }
civilization-act-buy = Buy { $advances } (pay { $pay }, treasury { $treasury })

civilization-act-offer =
    Offer { $what }{ $private ->
        [True] {" "}to { $to }
       *[other] {""}
    }

civilization-act-counter = Counter offer { $offer } with { $what }
civilization-act-accept = Accept counter-offer { $offer }
civilization-act-withdraw = Withdraw offer { $offer }
civilization-act-done = Done
civilization-act-nation = Play { $nation }
civilization-act-choose = { $place }
civilization-act-beneficiary = Beneficiary: { $who }

civilization-act-faction =
    Keep the { $keep ->
        [first] first
       *[other] second
    } faction

civilization-act-tax = Tax { $n } per city

civilization-act-gold =
    Buy { $n ->
        [0] no Gold
        [one] one Gold card
       *[other] { $n } Gold cards
    }

civilization-button-accept = Accept: { $what }
civilization-button-withdraw = Withdraw offer { $id }
civilization-button-done_trading = Done trading
civilization-button-done_moving = End my movement
civilization-button-give = { $what }
civilization-button-call_off = Call off the deal
civilization-button-build = Build in { $area }

civilization-button-build_all =
    Build on { $n ->
        [one] the one site
       *[other] all { $n } sites
    }

civilization-button-build_none = Build nothing
civilization-button-default = { $what }
civilization-panel-title = Civilization — round { $round } · { $phase }
civilization-panel-over = 🏆 The game is over: { $who } won.

civilization-panel-player =
    { $tokens ->
        [one] one token
       *[other] { $tokens } tokens
    } on the map, { $stock } in stock · { $cities ->
        [one] one city
       *[other] { $cities } cities
    } · { $ships ->
        [one] one ship
       *[other] { $ships } ships
    } · treasury { $treasury } · { $cards ->
        [one] one trade card
       *[other] { $cards } trade cards
    } · { $advances ->
        [one] one civilization card
       *[other] { $advances } civilization cards
    } ({ $points ->
        [one] one point
       *[other] { $points } points
    }) · A.S.T. { $ast }

civilization-panel-next = { $mark } next A.S.T. space { $column }: { $what } (has { $has })
civilization-panel-sealed = { $answered ->
        [0] 🔒 Sealed orders ({ $kind }): waiting for { $waiting }. They are revealed together.
       *[other] 🔒 Sealed orders ({ $kind }): given by { $done }; waiting for { $waiting }. They are revealed together.
    }
civilization-panel-mover = 🚶 Moving now: **{ $who }** (census order: { $order })
civilization-panel-moved = Already moved this turn: { $what }
civilization-panel-calamities = ⚠️ Calamities to resolve: { $what }

civilization-panel-calamity =
    { $passed ->
        [yes] { $card } ({ $who }, passed by { $giver })
       *[other] { $card } ({ $who })
    }

civilization-panel-resolving = Resolving { $card } of { $who }.
civilization-panel-trading = 🤝 Trade window open (offers and cards by DM). Trading: { $trading }. Done: { $done }.
civilization-panel-offer = offer { $id } — { $what }
civilization-panel-offer_to = offer { $id } — { $who } made an offer to { $to }
civilization-panel-counter = offer { $id } answers offer { $answers } — { $what }
civilization-panel-counter_to = offer { $id } — { $who } answers { $to }'s offer { $answers } (between them)
civilization-dm-offer_facts = 📨 { $seat } offers you (offer { $id }, only to you): { $what }.
civilization-dm-counter_facts = 📨 { $seat } answers your offer { $answers } (offer { $id }): { $what }.
civilization-pub-offer_to = makes an offer to { $to }
civilization-pub-counter = answers offer { $offer }
civilization-panel-deal = { $a } and { $b } agreed a deal; cards given by: { $given }

civilization-req-cities =
    { $n ->
        [one] one city
       *[other] { $n } cities
    }

civilization-req-groups =
    cards of { $n ->
        [one] one group
       *[other] { $n } groups
    }

civilization-req-advances =
    { $n ->
        [one] one civilization card
       *[other] { $n } civilization cards
    }

civilization-req-points =
    { $n ->
        [one] one point
       *[other] { $n } points
    } of civilization cards

civilization-decision-short-nation = nation choice
civilization-decision-short-tax = tax rate
civilization-decision-short-revolt = revolting cities
civilization-decision-short-grow = expansion
civilization-decision-short-fleet = ships
civilization-decision-short-move = movement
civilization-decision-short-build = cities
civilization-decision-short-reduce = unsupported cities
civilization-decision-short-gold = Gold
civilization-decision-short-trade = trade
civilization-decision-short-trade_give = cards of a deal
civilization-decision-short-buy = civilization cards
civilization-decision-short-discard = excess cards
civilization-decision-short-volcano = volcano
civilization-decision-short-quake_reduce = earthquake
civilization-decision-short-quake_target = earthquake
civilization-decision-short-assign = losses
civilization-decision-short-lose = losses
civilization-decision-short-plain = flood plain
civilization-decision-short-beneficiary = civil war
civilization-decision-short-pick = civil war
civilization-decision-short-faction = civil war
civilization-decision-short-disorder = civil disorder
civilization-decision-short-icon_reduce = iconoclasm
civilization-decision-short-icon_target = iconoclasm
civilization-decision-short-piracy = piracy
civilization-faction-first = first
civilization-faction-second = second
civilization-why-earthquake = earthquake
civilization-why-support = not supported
civilization-why-revolt = revolt
civilization-why-conflict = conflict
civilization-why-surplus = surplus
civilization-lg-choice_order = Order of nation choice: { $order }.
civilization-lg-nation = { $seat } plays { $nation }.
civilization-lg-start = { $seat } ({ $nation }) starts in { $area }.
civilization-lg-round = — Round { $round } —
civilization-lg-phase = {"*"}*{ $phase }**
civilization-lg-answered = { $seat } has given a sealed order ({ $kind }).
civilization-lg-revealed = Sealed orders revealed ({ $kind }), applied in A.S.T. order: { $seats }.
civilization-lg-tax_rate = { $seat } taxes { $rate } per city (Coinage).

civilization-lg-taxes =
    { $seat } pays { $paid } in taxes{ $revolts ->
        [0] .
        [one] ; one city revolts.
       *[other] ; { $revolts } cities revolt.
    }

civilization-lg-revolt = { $seat }'s city in { $area } revolts and goes to { $to }.

civilization-lg-revolt_kept =
    { $count ->
        [one] A revolting city of { $seat } stays with them.
       *[other] { $count } revolting cities of { $seat } stay with them.
    }

civilization-lg-growth =
    { $seat } adds { $tokens ->
        [one] one token
       *[other] { $tokens } tokens
    }.

civilization-lg-census =
    Census: movement order { $order } ({ $tokens ->
        [one] one token
       *[other] { $tokens } tokens
    }).

civilization-lg-fleet = { $seat }'s ships: { $ships } (built: { $built }; scrapped: { $scrapped }).
civilization-lg-moved = { $seat } moves: { $orders }.
civilization-lg-move_done = { $seat } ends their movement.
civilization-lg-conflict = ⚔️ Conflict in { $area }: losses { $losses }.
civilization-lg-city_attacked = ⚔️ { $seat } attacks { $owner }'s city in { $area } (losses { $losses }).

civilization-lg-attack_failed =
    { $seat }'s { $tokens ->
        [one] one token
       *[other] { $tokens } tokens
    } cannot attack the city in { $area } ({ $need } needed).

civilization-lg-city_surrendered = 🏳️ { $owner }'s city in { $area } surrenders to { $seat }.
civilization-lg-city_built = 🏛️ { $seat } builds a city in { $area }.
civilization-lg-build_failed = { $seat } could not build in { $area }.
civilization-lg-city_lost = { $seat } loses the city in { $area } ({ $why }).

civilization-lg-city_reduced =
    { $seat }'s city in { $area } is reduced to { $tokens ->
        [one] one token
       *[other] { $tokens } tokens
    } ({ $why }).

civilization-lg-city_to_token = { $seat }'s city in { $area } becomes one token.

civilization-lg-surplus =
    { $seat } removes { $count ->
        [one] one surplus token
       *[other] { $count } surplus tokens
    } from { $area }.

civilization-lg-cards_drawn =
    { $seat } draws { $count ->
        [one] one trade card
       *[other] { $count } trade cards
    }.

civilization-lg-calamity_drawn = 🔴 { $seat } draws { $card } (red back, declared).

civilization-lg-gold_bought =
    { $seat } buys { $count ->
        [one] one card
       *[other] { $count } cards
    } from the Gold stack.

civilization-lg-trade_open = 🤝 Trade opens for { $seats }: offers, counter-offers and cards by DM.

civilization-lg-offer =
    { $private ->
        [yes] { $seat } makes an offer (offer { $id }) to { $to_who }.
       *[other] { $seat } offers (offer { $id }): { $count ->
            [one] one card
           *[other] { $count } cards
        } worth { $value }, including { $commodity }.
    }

civilization-lg-counter =
    { $private ->
        [yes] { $seat } answers { $to_who }'s offer { $answers } (offer { $id }), between the two of them.
       *[other] { $seat } answers offer { $answers } (offer { $id }): { $count ->
            [one] one card
           *[other] { $count } cards
        } worth { $value }, including { $commodity }.
    }

civilization-lg-deal = { $a } and { $b } agree a deal; each now picks the cards by DM.
civilization-lg-deal_off = { $seat } calls off the deal between { $a } and { $b }.
civilization-lg-withdrawn = { $seat } withdraws offer { $offer }.

civilization-lg-traded =
    🤝 { $a } and { $b } traded: { $a_gave ->
        [one] one card
       *[other] { $a_gave } cards
    } for { $b_gave }.

civilization-lg-trade_done = { $seat } is done trading.
civilization-lg-trade_closed = Trading is over.

civilization-lg-bought =
    { $seat } buys { $advances } (paid with { $cards ->
        [0] no trade cards
        [one] one trade card
       *[other] { $cards } trade cards
    } and { $treasury } from the treasury).

civilization-lg-bought_nothing = { $seat } buys nothing.

civilization-lg-discarded =
    { $seat } returns { $count ->
        [one] one trade card
       *[other] { $count } trade cards
    }.

civilization-lg-calamity = 💥 { $card } strikes { $seat }.
civilization-lg-calamity_returned = { $seat } returns { $card }: at most two calamities a round.
civilization-lg-no_effect = { $card } has no effect on { $seat }.
civilization-lg-eruption = 🌋 { $volcano } erupts.
civilization-lg-assigned = { $seat } divides the losses of { $card }: { $shares }.
civilization-lg-units_lost = { $seat } loses { $units } ({ $why }).

civilization-lg-pottery =
    Pottery spares { $seat } { $relief ->
        [one] one point
       *[other] { $relief } points
    }.

civilization-lg-beneficiary = Civil war of { $seat }: { $beneficiary } is the beneficiary.

civilization-lg-faction_pick =
    { $picker ->
        [victim] Civil war of { $seat }: { $seat } puts into the first faction { $units }.
       *[other] Civil war of { $victim }: { $seat }, the beneficiary, adds to the first faction { $units }.
    }

civilization-lg-civil_war =
    Civil war of { $seat }: { $seat } keeps the { $kept ->
        [first] first faction; { $beneficiary } annexes the second
       *[other] second faction; { $beneficiary } annexes the first
    }: { $tokens ->
        [0] no token
        [one] one token
       *[other] { $tokens } tokens
    } and { $cities ->
        [0] no city
        [one] one city
       *[other] { $cities } cities
    }.

civilization-lg-ast = { $seat } moves to A.S.T. space { $column }.
civilization-lg-ast_back = { $seat } has no city and moves back to A.S.T. space { $column }.
civilization-lg-ast_blocked = { $seat } cannot enter A.S.T. space { $column }: needs { $what }, has { $have }.
civilization-lg-time = The time marker moves to { $time }.
civilization-lg-game_over = 🏆 The game is over: { $winners } won.
civilization-dm-hand = 🃏 Your trade cards ({ $n }): { $cards } — set value { $value }.
civilization-dm-sealed = 🔒 Your sealed order: { $what } (the others see only that you have answered).
civilization-dm-committed = Cards you have handed over in your deal (face down): { $cards }.
civilization-dm-me = Treasury { $treasury } · stock { $stock } · civilization cards: { $advances }.
civilization-dm-prices = 💰 Prices after your credits: { $what }. Buy with `/civ buy advances:… pay:… treasury:…`.
civilization-dm-afford_nothing = You can afford no civilization card this round: your trade cards are worth { $cards } and your treasury holds { $treasury }, and the cheapest card you may take costs { $cheapest }. Press “{ civilization-act-buy_nothing }”. (Every player who may buy is asked, so nobody learns what your hand is worth.)
civilization-dm-return_nothing = You have nothing to return: your { $n ->
        [one] one card is
       *[other] { $n } cards are
    } within the limit of { $limit } and none is a calamity. Press “Return nothing”. (Everyone holding cards is asked, so nobody learns what you hold.)
civilization-dm-calamities = ⚠️ Calamities you resolve this round: { $what }.
civilization-dm-drawn = You draw { $card } (stack { $stack }).
civilization-dm-received = You received from { $who }: { $cards }.
civilization-dm-returned = You returned: { $cards }.
civilization-dm-trade_done = You are done trading this round.
civilization-dm-offers = Offers you may answer:
civilization-dm-my_offers = Your offers:
civilization-dm-counters = Counter-offers to yours (accept one to make a deal):
civilization-dm-deal = Deal with { $who }: you give { $give }; you get { $get }.
civilization-dm-trade_help = Offer with `/civ offer count:… value:… commodity:…` (add `to:` for one player); answer an offer with `/civ counter`, or accept it with your own open offer by its button. The maker of an offer accepts a counter-offer by its button. In the channel, only you see the replies.
civilization-preview-head = 👀 Preview — { $what }
civilization-preview-sealed = Sealed: the others will see it only when everyone has answered.
civilization-preview-tokens = tokens { $before } → { $after }
civilization-preview-city_new = new city
civilization-preview-city_gone = city gone
civilization-preview-ships = ships { $before } → { $after }
civilization-preview-treasury = Treasury { $before } → { $after }
civilization-preview-advances = New civilization cards: { $what }
civilization-preview-hand = Trade cards left: { $cards }

civilization-end-winner =
    🏆 { $n ->
        [one] Winner
       *[other] Winners
    }: { $who }

civilization-end-line = {"*"}*{ $place }.** { $who } ({ $nation }) — A.S.T. { $ast }, tie-break total { $tie }

civilization-end-cards =
    { $who }: { $cities ->
        [one] one city
       *[other] { $cities } cities
    }; { $advances }

civilization-end-rounds = Rounds played: { $n }.
civilization-hand-none = You hold no trade cards.
civilization-zoom-none = You have nothing on the map yet.

civilization-trade_deadline-set =
    Trade phases now close { $hours ->
        [0] only when everyone is done
        [one] one hour after they open
       *[other] { $hours } hours after they open
    }; whoever is silent then is done trading.

civilization-legend-title = Nations

## --- slash commands (/civ) ----------------------------------------------------------------

cmd-civilization-desc = Civilization: orders, trade, your cards and the map.
cmd-civilization-nation = nation
cmd-civilization-nation-desc = Choose your nation.
cmd-civilization-tax = tax
cmd-civilization-tax-desc = Coinage: this round's tax rate.
cmd-civilization-revolt = revolt
cmd-civilization-revolt-desc = Which revolting cities you take over.
cmd-civilization-grow = grow
cmd-civilization-grow-desc = Where your new tokens go when the stock is short.
cmd-civilization-fleet = ships
cmd-civilization-fleet-desc = Ships kept and built, e.g. keep Athens; build Corinth levy 2.
cmd-civilization-move = move
cmd-civilization-move-desc = Your whole movement turn, e.g. 3 Thrace>Macedonia; ship Athens>Thera carry 5.
cmd-civilization-step = step
cmd-civilization-step-desc = Some moves; your turn goes on until you end it.
cmd-civilization-done = done
cmd-civilization-done-desc = End your movement turn, or stop trading.
cmd-civilization-build = build
cmd-civilization-build-desc = Cities to build, e.g. Athens; Corinth.
cmd-civilization-reduce = reduce
cmd-civilization-reduce-desc = Cities you reduce.
cmd-civilization-gold = gold
cmd-civilization-gold-desc = Buy Gold cards (18 treasury each).
cmd-civilization-offer = offer
cmd-civilization-offer-desc = Offer cards: how many, their total value and one commodity, all true (checked); shown to everyone, or only to the player you name in `to:`.
cmd-civilization-counter = counter
cmd-civilization-counter-desc = Answer an offer with your own.
cmd-civilization-accept = accept
cmd-civilization-accept-desc = Accept a counter-offer to your offer.
cmd-civilization-withdraw = withdraw
cmd-civilization-withdraw-desc = Withdraw your offer or call off your deal.
cmd-civilization-give = give
cmd-civilization-give-desc = The cards you hand over in your deal.
cmd-civilization-buy = buy
cmd-civilization-buy-desc = Buy civilization cards: which, the trade cards and treasury you pay.
cmd-civilization-discard = discard
cmd-civilization-discard-desc = Return trade cards above your hand limit.
cmd-civilization-target = target
cmd-civilization-target-desc = Cities of other players you choose.
cmd-civilization-assign = assign
cmd-civilization-assign-desc = Divide the losses among players, e.g. 5 to Alice; 6 to Bob.
cmd-civilization-lose = lose
cmd-civilization-lose-desc = Which of your units are lost, e.g. 3 Memphis; city Thebes.
cmd-civilization-pick = pick
cmd-civilization-pick-desc = Civil war: the units of the first faction.
cmd-civilization-beneficiary = beneficiary
cmd-civilization-beneficiary-desc = Civil war: name the beneficiary.
cmd-civilization-faction = keep
cmd-civilization-faction-desc = Civil war: keep the first or second faction.
cmd-civilization-steps = Orders separated by ; (autocompleted)
cmd-civilization-sites = City sites separated by ;
cmd-civilization-cities = Cities separated by ;
cmd-civilization-units = Units, e.g. 3 Memphis; city Thebes
cmd-civilization-shares = Points per player, e.g. 5 to Alice; 6 to Bob
cmd-civilization-rate = Tax per city (1-3)
cmd-civilization-count = How many cards
cmd-civilization-value = Their total value
cmd-civilization-with = One commodity among them (true)
cmd-civilization-claim = Commodities you say are in (need not be true)
cmd-civilization-to = Only to this player
cmd-civilization-cards = Cards, e.g. 2 Salt 1 Grain
cmd-civilization-advances = Civilization cards to buy
cmd-civilization-pay = Trade cards you pay with, e.g. 3 Grain 1 Hides
cmd-civilization-treasury = Treasury tokens you pay
cmd-civilization-volcano = Volcano
cmd-civilization-seat = Player
cmd-civilization-keep = Faction
cmd-civilization-hand = hand
cmd-civilization-hand-desc = Your trade cards (only you see them).
cmd-civilization-zoom = zoom
cmd-civilization-zoom-desc = The map around your areas (only you see it).
cmd-civilization-ast = ast
cmd-civilization-ast-desc = The A.S.T. with every nation and its next requirement.
cmd-civilization-panel = panel
cmd-civilization-panel-desc = A player's panel: stock, treasury, cities, ships, cards.
cmd-civilization-tradedeadline = tradedeadline
cmd-civilization-tradedeadline-desc = Creator: hours a trade phase stays open (0: until all are done).
cmd-civilization-player = Whose panel (default: yours)
cmd-civilization-hours = Hours

# --- images ----------------------------------------------------------------------------------
civilization-ast-title = Archaeological Succession Table
civilization-ast-next = → { $column }: { $what } (has { $has })
civilization-panelimg-stock = Stock
civilization-panelimg-board = On the map
civilization-panelimg-treasury = Treasury
civilization-panelimg-cities = Cities
civilization-panelimg-ships = Ships
civilization-panelimg-cards = Trade cards
civilization-panelimg-ast = A.S.T.
civilization-panelimg-points = Points
civilization-panelimg-advances = Civilization cards (price after credits / printed cost)
civilization-panelimg-price = { $price } (cost { $cost })
cmd-civilization-commodity = One commodity among them (true)
cmd-civilization-claims = Commodities you say are in (need not be true)
civilization-pub-sealed = gives a sealed order ({ $kind })

civilization-pub-give =
    hands over { $n ->
        [one] one card
       *[other] { $n } cards
    }, face down

civilization-pub-discard =
    returns { $n ->
        [0] no trade cards
        [one] one trade card
       *[other] { $n } trade cards
    }

civilization-pub-buy = buys { $advances }
cmd-civilization-nation-nation = Nation
cmd-civilization-counter-offer = The offer you answer
cmd-civilization-accept-offer = The counter-offer you accept
cmd-civilization-withdraw-offer = Your offer or deal
civilization-act-buy_nothing = Buy nothing

civilization-dm-more =
    … and { $n ->
        [one] one earlier change
       *[other] { $n } earlier changes
    } (see `/game log`).

civilization-dm-hint = Answer with the buttons below (**{ $button }** builds it step by step), or with `/civ { $command }` in the game's channel, whose autocomplete offers only what you may choose; a preview shows the result before you confirm.
civilization-dm-hint_cards = Answer with the buttons below, or with `/civ { $command }` in the game's channel; a preview shows the result before you confirm.
cmd-civilization-choose = choose
cmd-civilization-choose-desc = The volcano that erupts or the flood plain that floods.
cmd-civilization-place = Volcano or flood plain

## --- step-by-step movement ---------------------------------------------------------------------

civilization-help-extra = Whole-phase orders (`move`, `step`, `ships`, `build`, `reduce`, `lose`…) are autocompleted (your stacks, their neighbours, the places you may choose) and answered with a preview of the result: nothing happens until **Confirm**. On the board, **Move step by step** builds a move with menus. Your hand, the offers made to you, the cards of your deals and your prompts come by DM, with buttons: **Accept** a counter-offer or accept an offer with your own, **Withdraw**, **Done trading**, the cards of your deal, what to buy, the calamity choices; `/game play` takes any order as text. Not moves: `/civ hand` (your cards), `/civ zoom` (the map around your areas), `/civ ast` (the A.S.T. with every nation's next requirement), `/civ panel player:` (a player's stock, treasury, cities, ships and cards), `/civ tradedeadline hours:` (creator: how long a trade phase stays open, 4 hours by default; whoever is silent then is done trading).
civilization-dm-zoom = 🗺️ Your movement turn in { $channel }: the map around your areas. Move with `/civ { $command }`, or with the board's button **{ $button }**.
civilization-dm-received_calamity = ☠️ And { $cards }, a black calamity: it lies face up in front of you and strikes you in the calamity phase (§22.2.2 { civilization-section-22-2 }).
civilization-lg-calamity_traded = ☠️ { $seat } received { $card } from { $giver } in trade: it lies face up and strikes { $seat } in the calamity phase (§22.2.2 { civilization-section-22-2 }).
civilization-button-accept_with_mine = Accept { $who }'s offer { $offer } with your offer { $mine }

# --- the order builder (a step being built) --------------------------------------------------
civilization-step-carry =
    ({ $n ->
        [0] empty
        [one] one token aboard
       *[other] { $n } tokens aboard
    })

civilization-step-kind-MoveTokens = Move tokens by land
civilization-step-kind-MoveShip = Sail a ship
civilization-step-kind-LoseTokens = Tokens
civilization-step-kind-LoseCity = A city
civilization-step-kind-AreaStep = An area
civilization-step-kind-GrowStep = Tokens in an area
civilization-step-kind-KeepShip = Keep a ship
civilization-step-kind-BuildShip = Build a ship
civilization-step-kind-Share = Points to a player

# --- words with the pictures ----------------------------------------------------------------
civilization-ast-line =
    { $who }: space { $space } of { $end } · { $epoch } · { $points ->
        [one] one card point
       *[other] { $points } card points
    }

civilization-panel-advances =
    { $n ->
        [0] No civilization cards yet.
        [one] One civilization card: { $what }.
       *[other] { $n } civilization cards: { $what }.
    }

civilization-panel-prices = What the other cards cost this player now (after credits): { $what }.
civilization-zoom-text = 🗺️ Your areas ({ $n }): { $areas }.

# --- buttons: whose they are, an order built step by step, short labels ---------------------
civilization-button-whose = { $who }: { $what }
civilization-builder-step = Move step by step
civilization-builder-grow = Place tokens one by one
civilization-builder-fleet = Choose ships one by one
civilization-builder-build = Choose the cities to build
civilization-builder-reduce = Choose the cities to reduce
civilization-builder-revolt = Choose the cities to take
civilization-builder-lose = Choose the losses
civilization-builder-pick = Choose the first faction
civilization-builder-target = Choose the cities
civilization-builder-assign = Share out the losses

# Under the order so far in the builder: where it stands against what the decision asks.
civilization-builder-progress-lose =
    Chosen so far: { $chosen } of { $target ->
        [one] one point
       *[other] { $target } points
    } (a city counts { $city_value }); { $left ->
        [0] nothing left to choose
        [one] one point left
       *[other] { $left } points left
    }.

civilization-builder-progress-assign =
    Shared out so far: { $chosen ->
        [one] one point
       *[other] { $chosen } points
    } of { $exact ->
        [yes] exactly { $total }
       *[other] at most { $total }
    }{ $each ->
        [none] {""}
       *[other] , at most { $each } each
    }; { $left ->
        [0] nothing left to share out
        [one] one left
       *[other] { $left } left
    }.

civilization-act_count-move =
    Move: { $n ->
        [one] one step
       *[other] { $n } steps
    }

civilization-act_count-step =
    Move (turn goes on): { $n ->
        [one] one step
       *[other] { $n } steps
    }

civilization-act_count-grow =
    Place { $units ->
        [one] one token
       *[other] { $units } tokens
    } in { $n ->
        [one] one area
       *[other] { $n } areas
    }

civilization-act_count-fleet =
    Ships: { $n ->
        [one] one order
       *[other] { $n } orders
    }

civilization-act_count-build =
    Build { $n ->
        [one] one city
       *[other] { $n } cities
    }

civilization-act_count-reduce =
    Reduce { $n ->
        [one] one city
       *[other] { $n } cities
    }

civilization-act_count-revolt =
    Take over { $n ->
        [one] one city
       *[other] { $n } cities
    }

civilization-act_count-lose =
    Lose units in { $n ->
        [one] one place
       *[other] { $n } places
    }

civilization-act_count-pick =
    First faction: units in { $n ->
        [one] one place
       *[other] { $n } places
    }

civilization-act_count-target =
    { $n ->
        [one] One city chosen
       *[other] { $n } cities chosen
    }

civilization-act_count-assign =
    Losses for { $n ->
        [one] one player
       *[other] { $n } players
    }

# --- the actor's confirmation (✅), in the second person --------------------------------------
civilization-done-sealed = You give your sealed order ({ $kind }): { $what }. It is revealed when everyone has given theirs.
civilization-done-order = Done — { $what }
civilization-done-move_done = Done — your movement is over.
civilization-done-trade_done = Done — you have finished trading.
civilization-word-by_buttons = the buttons of the board or of your DM

civilization-preview-unsupported =
    ⚠️ After this your { $cities ->
        [one] city lacks
       *[other] { $cities } cities lack
    } support: { $short ->
        [one] one token
       *[other] { $short } tokens
    } short of two per city on the map. Unless that changes, cities are reduced in the unsupported cities phase (§14 { civilization-section-14 }).

# --- an empty whole order says what it does -------------------------------------------------
civilization-act_none-fleet = Keep no ship and build none
civilization-act_none-build = Build no city
civilization-act_none-target = Reduce no other city
civilization-act_none-assign = Give the others no losses
civilization-act_none-reduce = Reduce no city
