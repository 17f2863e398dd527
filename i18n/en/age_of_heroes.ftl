### Age of Heroes texts (engine/age_of_heroes). Keys: name, card.*, item.*, tribe.*, goal.*,
### win.*, decision.<kind>, err.* (refusals, each naming its rulebook section), log.* (events; plain
### ids in `item`, `goal`, `reason` and `on` choose the words), ui.* (render/age_of_heroes.py),
### help.*, option.* (/game help game:age_of_heroes).

age_of_heroes-name = Age of Heroes
age_of_heroes-card-iron = Iron
age_of_heroes-card-wood = Wood
age_of_heroes-card-grain = Grain
age_of_heroes-card-stone = Stone
age_of_heroes-card-gold = Gold
age_of_heroes-card-limestone = Limestone
age_of_heroes-card-concrete = Concrete
age_of_heroes-card-marble = Marble
age_of_heroes-card-bricks = Bricks
age_of_heroes-card-sandstone = Sandstone
age_of_heroes-card-granite = Granite
age_of_heroes-card-population_boom = Population Boom
age_of_heroes-card-earthquake = Earthquake
age_of_heroes-card-volcano = Volcano
age_of_heroes-card-famine = Famine
age_of_heroes-card-barbarians = Barbarians
age_of_heroes-card-olympic_games = Olympic Games
age_of_heroes-card-mighty_hero = Mighty Hero
age_of_heroes-card-luck = Luck
age_of_heroes-item-city = City
age_of_heroes-item-army = Army
age_of_heroes-item-citadel = Citadel
age_of_heroes-item-general = General
age_of_heroes-item-road = Road
age_of_heroes-tribe-egyptians = Egyptians
age_of_heroes-tribe-romans = Romans
age_of_heroes-tribe-greeks = Greeks
age_of_heroes-tribe-babylonians = Babylonians
age_of_heroes-tribe-celts = Celts
age_of_heroes-tribe-chinese = Chinese
age_of_heroes-goal-conquest = conquest
age_of_heroes-goal-plunder = plunder
age_of_heroes-goal-raze = raze
age_of_heroes-win-cities = { $seat } wins as an empire: five cities held through a whole challenge round.
age_of_heroes-win-monument = { $seat } wins as a great cultural power: the monument stood a whole challenge round.
age_of_heroes-win-last_standing = { $seat } wins: every other tribe has been eliminated.
age_of_heroes-decision-tribe = choose your tribe
age_of_heroes-decision-action = choose your action: tax, build, attack or pass (ask a neighbour for a road first if you want one)
age_of_heroes-decision-build = build more items, or done
age_of_heroes-decision-declare = compose your attack: send armies and heroes, then launch
age_of_heroes-decision-monument = place special resources on your monument
age_of_heroes-decision-discard = discard down to five cards
age_of_heroes-decision-market = market day: trade, then say done
age_of_heroes-decision-road_permission = allow or deny a road to your tribe
age_of_heroes-decision-earthquake_target = choose the army the earthquake strikes
age_of_heroes-decision-volcano_target = choose the tribe whose city the volcano destroys
age_of_heroes-decision-luck = play luck against this disaster, or not
age_of_heroes-decision-defend = you are attacked: play olympic games or heroes, then ready
age_of_heroes-decision-barbarians = barbarians attack: play olympic games, luck or heroes, then ready
age_of_heroes-decision-assign = place your battle cards under your armies
age_of_heroes-decision-fight = choose the army that fights this round
age_of_heroes-err-not_now = That move is not possible now.
age_of_heroes-err-tribe_taken = The { $tribe } are already taken (§2).
age_of_heroes-err-road_not_neighbour = Roads only go to your left or right neighbour, and { $seat } is not one (§6.3).
age_of_heroes-err-road_exists = There is already a road between you and { $seat } (§6.3).
age_of_heroes-err-road_already_asked = You already asked { $seat } for a road this turn (§6.3).
age_of_heroes-err-road_no_permission = { $seat } has not allowed you a road this turn: ask first, before your action (§6.3).
age_of_heroes-err-pile_empty = No { $item } is left in the item deck (§3.2, §6.3).
age_of_heroes-err-unknown_item = There is no item called { $item }.
age_of_heroes-err-build_target = A general goes on one of your armies and a road to a neighbour; other items go nowhere (§6.3).
age_of_heroes-err-not_your_army = { $army } is not one of your armies.
age_of_heroes-err-army_has_general = { $army } already has a general: one per army (§6.3).

age_of_heroes-err-cannot_pay =
    Your hand cannot pay for { $item_id ->
        [army] an army
        [citadel] a citadel
        [general] a general
        [road] a road
       *[other] a city
    } (§3.2; gold stands in for any ordinary resource, §6.1).

age_of_heroes-err-bad_payment = Those cards are not the price of a { $item } (gold may stand in for any ordinary resource, §6.1).
age_of_heroes-err-tax_no_city = You have no city to tax; trade a card instead with `/aoh swap` (§3.2).
age_of_heroes-err-swap_has_city = Only a tribe without cities trades a card instead of taxing (§3.2).
age_of_heroes-err-not_held = You do not hold a { $card } card.
age_of_heroes-err-attack_self = You cannot attack your own tribe (§5).
age_of_heroes-err-target_out = { $seat } is out of the game and cannot be attacked (§7).
age_of_heroes-err-no_forces = You have no free army at home and no mighty hero to attack with (§5).
age_of_heroes-err-no_free_army = You have no other free army at home (§5).
age_of_heroes-err-already_sent = { $army } is already in this attack.
age_of_heroes-err-army_not_free = { $army } is away or shaken by an earthquake (§3.5, §6.1).
age_of_heroes-err-no_hero = You hold no (further) mighty hero card (§6.1).
age_of_heroes-err-hero_army_not_in_battle = { $army } is not fighting in this battle (§5).

age_of_heroes-err-place_too_many =
    You cannot place { $count ->
        [one] one card
       *[other] { $count } cards
    } of { $card } on your monument: only the cards of your own special resource that you hold (§3.3).

age_of_heroes-err-offer_empty = An offer must give or ask for at least one card (§4).
age_of_heroes-err-not_tradeable = { $card } cannot be traded (§4).
age_of_heroes-err-offer_not_held = You do not hold those cards free of your other offers (§4).
age_of_heroes-err-offer_self = You cannot trade with yourself (§4).
age_of_heroes-err-offer_recipient_gone = { $seat } is not trading any more (§4).
age_of_heroes-err-offer_private_needs_to = A private offer needs a recipient: choose the player in `to:` (§4).
age_of_heroes-err-offer_unknown = There is no open offer { $id }.
age_of_heroes-err-offer_own = Offer { $id } is your own (§4).
age_of_heroes-err-offer_not_for_you = Offer { $id } is not addressed to you (§4).
age_of_heroes-err-offer_not_yours = Offer { $id } is not yours to withdraw (§4).
age_of_heroes-err-cannot_pay_offer = You do not hold the cards offer { $id } asks for (§4).
age_of_heroes-err-quake_bad_target = The earthquake cannot strike { $army }: it must be another tribe's army, at home, without a general (§6.1).
age_of_heroes-err-volcano_bad_target = The volcano cannot strike { $seat }: it must be another tribe with a city (§6.1).
age_of_heroes-err-no_luck_card = You hold no Luck card (§6.1).
age_of_heroes-err-no_olympics_card = You hold no Olympic Games card (§6.1).
age_of_heroes-err-hold_not_allowed = At this table every free home army defends (§5).
age_of_heroes-err-unit_unknown = { $unit } is not on your side.
age_of_heroes-err-unit_has_card = { $unit } already has its battle card (§5).
age_of_heroes-err-card_not_drawn = You have no battle card of value { $value } to place (§5).
age_of_heroes-err-unit_used = { $unit } has already fought (§5).
age_of_heroes-log-turn_order = Battle cards drawn for turn order: { $first } goes first.
age_of_heroes-log-tribe = { $seat } leads the { $tribe }.
age_of_heroes-log-turn = Turn { $turn }: { $seat }.
age_of_heroes-log-market_day = Market day: everyone draws, then trading opens.
age_of_heroes-log-market_done = { $seat } is done trading.
age_of_heroes-log-market_closed = The market closes.

age_of_heroes-log-drew =
    { $seat } draws { $count ->
        [0] no card
        [one] one card
       *[other] { $count } cards
    }.

age_of_heroes-log-drew_private = You draw: { $cards }.
age_of_heroes-log-deck_empty = The resource deck and discard pile are empty: no card drawn.
age_of_heroes-log-event_drawn = { $seat } draws { $card }: it takes effect at once.

age_of_heroes-log-discarded =
    { $reason ->
        [build] { $seat } pays { $cards }.
        [swap] { $seat } trades away { $cards }.
        [hand_limit] { $seat } discards down to five: { $cards }.
        [famine] The famine takes from { $seat }: { $cards }.
        [barbarians] The barbarians take from { $seat }: { $cards }.
        [hero] { $seat } discards the mighty heroes of the battle: { $cards }.
       *[other] { $seat } discards { $cards }.
    }

age_of_heroes-log-discarded_count =
    { $reason ->
        [build] { $seat } pays { $count ->
        [one] one card
       *[other] { $count } cards
    }.
        [swap] { $seat } trades away { $count ->
        [one] one card
       *[other] { $count } cards
    }.
        [hand_limit] { $seat } discards down to five: { $count ->
        [one] one card
       *[other] { $count } cards
    }.
        [famine] The famine takes { $count ->
        [one] one card
       *[other] { $count } cards
    } from { $seat }.
        [barbarians] The barbarians take { $count ->
        [one] one card
       *[other] { $count } cards
    } from { $seat }.
       *[other] { $seat } discards { $count ->
        [one] one card
       *[other] { $count } cards
    }.
    }

age_of_heroes-log-discarded_private =
    { $reason ->
        [build] You pay: { $cards }.
       *[other] You discard: { $cards }.
    }

age_of_heroes-log-boom = Population boom: { $seat } gains a city.
age_of_heroes-log-boom_no_city = Population boom for { $seat }, but no city card is left.
age_of_heroes-log-famine = Famine! Every grain card in every hand will be discarded (luck may save a hand).
age_of_heroes-log-no_target = { $card } drawn by { $seat } has no target and is discarded.
age_of_heroes-log-quake_aimed = { $seat } aims the earthquake at { $army } of { $target }.
age_of_heroes-log-quake = { $army } of { $target } is shaken by the earthquake.
age_of_heroes-log-volcano_aimed = { $seat } aims the volcano at a city of { $target }.
age_of_heroes-log-volcano = The volcano destroys a city of { $target }.
age_of_heroes-log-luck_answered = { $seat } has answered.
age_of_heroes-log-luck_played = { $seat } plays Luck against { $card }.

age_of_heroes-log-barbarians =
    Barbarians ({ $armies ->
        [one] one army
       *[other] { $armies } armies
    }) attack { $seat } to plunder!

age_of_heroes-log-barbarians_result =
    Barbarians against { $seat }: { $victorious ->
        [0] none victorious
        [one] one victorious
       *[other] { $victorious } victorious
    }, { $lost ->
        [0] no card lost
        [one] one card lost
       *[other] { $lost } cards lost
    }.

age_of_heroes-log-road_asked = { $seat } asks { $to } for permission to build a road.
age_of_heroes-log-road_allowed = { $seat } allows { $asker } a road.
age_of_heroes-log-road_denied = { $seat } refuses { $asker } a road.

age_of_heroes-log-built =
    { $seat } builds { $item ->
        [city] a city
        [army] an army
        [citadel] a citadel
        [general] a general for { $on }
       *[road] a road to { $to }
    }.

age_of_heroes-log-passed = { $seat } passes.

age_of_heroes-log-declaring =
    You are preparing an attack on { $target } { $goal ->
        [conquest] to conquer
        [plunder] to plunder
       *[raze] to raze
    }.

age_of_heroes-log-sent = Sent: { $armies }.

age_of_heroes-log-hero_committed =
    Mighty hero committed { $on ->
        [army] as an army
       *[other] as the general of { $on }
    }.

age_of_heroes-log-attack_dropped = Attack abandoned; choose another action.

age_of_heroes-log-attack =
    { $seat } attacks { $target } { $goal ->
        [conquest] to conquer
        [plunder] to plunder
       *[raze] to raze
    } with { $units } ({ $heroes ->
        [0] no hero
        [one] one mighty hero
       *[other] { $heroes } mighty heroes
    }).

age_of_heroes-log-army_held = { $army } stays out of the defence.
age_of_heroes-log-called_off = { $seat } plays { $card }: the attack is called off.

age_of_heroes-log-defence_heroes =
    { $seat } adds { $heroes ->
        [one] a mighty hero
       *[other] { $heroes } mighty heroes
    } to the defence: { $units }.

age_of_heroes-log-battle_cards = Your battle cards: { $cards }.
age_of_heroes-log-assigned = Battle card { $value } placed under { $unit }.
age_of_heroes-log-assigned_all = Your battle cards are placed.
age_of_heroes-log-cards_placed = All battle cards are placed; the rounds begin.
age_of_heroes-log-picked = { $seat } has chosen its army for this round.
age_of_heroes-log-round = Round: { $attack_unit } of { $attacker } (strength { $attack_total }) against { $defence_unit } of { $defender } (strength { $defence_total }): { $winner }.

age_of_heroes-log-conquest =
    { $seat } conquers { $cities ->
        [0] no city
        [one] one city
       *[other] { $cities } cities
    } from { $target }.

age_of_heroes-log-plunder =
    { $seat } plunders { $count ->
        [0] nothing
        [one] one card
       *[other] { $count } cards
    } from { $target }.

age_of_heroes-log-plunder_private = Plundered cards: { $cards }.

age_of_heroes-log-raze =
    { $seat } razes { $cards ->
        [0] no monument card
        [one] one monument card
       *[other] { $cards } monument cards
    } of { $target }.

age_of_heroes-log-armies_home =
    { $count ->
        [one] One army of { $seat } comes home.
       *[other] { $count } armies of { $seat } come home.
    }

age_of_heroes-log-monument =
    { $seat } places { $count ->
        [one] one { $card } card
       *[other] { $count } { $card } cards
    } on their monument ({ $total ->
        [1] 1/5
        [2] 2/5
        [3] 3/5
        [4] 4/5
       *[other] complete: { $total } cards
    }).

age_of_heroes-log-monument_none = { $seat } places no card on their monument.

age_of_heroes-log-offer =
    Offer { $id }: { $seat } gives { $give } for { $get } (to { $to }){ $counter_of ->
        [None] {""}
       *[other] , countering offer { $counter_of }
    }.

age_of_heroes-log-offer_private = Private offer { $id }: { $seat } gives { $give } for { $get }.
age_of_heroes-log-offer_declined = Offer { $id } declined by { $seat }.
age_of_heroes-log-offer_cancelled = Offer { $id } withdrawn by { $seat }.
age_of_heroes-log-trade = Trade { $id }: { $seat } gives { $give } to { $taker } for { $get }.
age_of_heroes-log-trade_private = Private trade { $id }: { $seat } gives { $give } to { $taker } for { $get }.
age_of_heroes-log-trade_done_private = { $seat } and { $taker } have made a private trade.
age_of_heroes-log-challenge = { $seat } could win ({ $conditions }): a challenge round begins.
age_of_heroes-log-challenge_lost = { $seat } no longer holds its victory condition.
age_of_heroes-log-eliminated = { $seat } has no city and no card: eliminated.
age_of_heroes-log-action_hidden = A decision was made.

age_of_heroes-log-won =
    { $seat } wins the game ({ $reason ->
        [cities] five cities
        [monument] the monument
       *[last_standing] the last tribe standing
    }).

age_of_heroes-ui-barbarians = Barbarians
age_of_heroes-ui-draft = Choosing tribes
age_of_heroes-ui-market = Market day
age_of_heroes-ui-turn = Turn { $turn }: { $name }
age_of_heroes-ui-awaiting = waiting for { $names }
age_of_heroes-ui-decks = Resource deck { $deck } · discards { $discard } · battle deck { $battle }
age_of_heroes-ui-supply = Item supply:
age_of_heroes-ui-hand = Hand: { $n }
age_of_heroes-ui-out = Eliminated
age_of_heroes-ui-cities = Cities: { $n }
age_of_heroes-ui-citadels = Citadels: { $n }
age_of_heroes-ui-monument = Monument ({ $card }):
age_of_heroes-ui-armies = Armies:
age_of_heroes-ui-away = hatched armies are away
age_of_heroes-ui-roads = roads to { $seats }
age_of_heroes-ui-challenge = challenge: { $conditions }
age_of_heroes-ui-battle = { $attacker } attacks { $defender } ({ $goal })
age_of_heroes-ui-barbarian_battle = Barbarians attack { $defender }
age_of_heroes-ui-win_cities = { $name } wins as an empire (five cities).
age_of_heroes-ui-win_monument = { $name } wins as a great cultural power (monument).
age_of_heroes-ui-win_last_standing = { $name } wins: the last tribe standing.
age_of_heroes-ui-called_off = Called off by { $card }.
age_of_heroes-ui-offers = Market offers
age_of_heroes-ui-no_offers = No open offers.
age_of_heroes-ui-done = Done trading: { $names }
age_of_heroes-ui-last_battle = Last battle
age_of_heroes-ui-victorious = Victorious armies: { $n }
age_of_heroes-log-event_drawn_opening = { $seat } draws { $card }: in the opening it is discarded, not played and not replaced.

age_of_heroes-log-taxed =
    { $seat } collects taxes: { $count ->
        [one] one card
       *[other] { $count } cards
    }.

age_of_heroes-log-challenge_restarted = { $seat } no longer holds the condition that started its challenge but now holds { $conditions }: a new challenge round begins.
age_of_heroes-err-assign_auto_value = The automatic placement takes no card value.
age_of_heroes-err-offer_limit = No more offers can be made on this market day (§4).
age_of_heroes-did-tax = Collects taxes.
age_of_heroes-did-pass = Passes.
age_of_heroes-did-done = Is done.
age_of_heroes-did-allow = Allows a road.
age_of_heroes-did-deny = Refuses a road.
age_of_heroes-did-ask_road = Asks a neighbour for a road.
age_of_heroes-did-swap = Swaps a card.
age_of_heroes-did-tribe = Chooses a tribe.
age_of_heroes-did-quake = Aims the earthquake.
age_of_heroes-did-volcano = Aims the volcano.
age_of_heroes-did-build_city = Builds a city.
age_of_heroes-did-build_army = Builds an army.
age_of_heroes-did-build_citadel = Builds a citadel.
age_of_heroes-did-build_general = Builds a general.
age_of_heroes-did-build_road = Builds a road.
age_of_heroes-ui-neighbours = Neighbours: { $names }
age_of_heroes-ui-order = Turn order (clockwise; neighbours sit side by side)
age_of_heroes-ui-order_market = Market day comes before { $name }'s turn.
age_of_heroes-ui-legend_armies = Armies: 3 = Army 3 (a card of the army pile); in battle, H1 = Hero 1, B1 = Barbarian 1.
age_of_heroes-ui-legend_marks = G = has a general · Q = under an earthquake · hatched = away
age_of_heroes-unit-army = Army { $n }
age_of_heroes-unit-hero = Hero { $n }
age_of_heroes-unit-barbarian = Barbarian { $n }
age_of_heroes-ui-monument_unknown = Monument:
