### Through the Ages in Discord (present/tta.py, render/tta.py, cogs/tta.py): commands, labels,
### log lines, panels, DMs, images. The engine's own texts (refusals, decisions, card names) are in
### tta.ftl and tta_cards.ftl; card texts in tta_card_text.ftl.

cmd-tta-desc = Through the Ages: take cards, build, develop, wage politics.
cmd-tta-group-answer = answer
cmd-tta-group-answer-desc = Answer what you are asked out of turn (defence, discards, colonization, events).
cmd-tta-hand = hand
cmd-tta-hand-desc = Your military hand, your prepared events and what you must answer (only you see it).
cmd-tta-board = board
cmd-tta-board-desc = The current board: card row, military board, all players (only you see it).
cmd-tta-tableau = tableau
cmd-tta-tableau-desc = A player's civilization as an image (everyone's if no player is given).
cmd-tta-tableau-player = Whose civilization
cmd-tta-card = card
cmd-tta-card-desc = What a card does.
cmd-tta-card-name = The card's name (English or Spanish)
cmd-tta-take = take
cmd-tta-take-desc = Take a card from the card row (cost in civil actions shown).
cmd-tta-pop = pop
cmd-tta-pop-desc = Increase your population (food cost shown).
cmd-tta-build = build
cmd-tta-build-desc = Build a farm, mine, urban building or military unit.
cmd-tta-upgrade = upgrade
cmd-tta-upgrade-desc = Upgrade a building or unit to a higher level.
cmd-tta-destroy = destroy
cmd-tta-destroy-desc = Destroy one of your buildings, or disband a military unit.
cmd-tta-leader = leader
cmd-tta-leader-desc = Put a leader from your hand in play.
cmd-tta-develop = develop
cmd-tta-develop-desc = Develop a technology from your hand (science cost shown), or a government by revolution.
cmd-tta-wonder = wonder
cmd-tta-wonder-desc = Build stages of your unfinished wonder.
cmd-tta-play = play
cmd-tta-play-desc = Play an action card from your hand.
cmd-tta-tactic = tactic
cmd-tta-tactic-desc = Play a tactic from your military hand, or copy a shared one.
cmd-tta-use = use
cmd-tta-use-desc = A leader's or pact's power: Churchill, Trade Routes, Barbarossa, Alexander, Columbus.
cmd-tta-end = end
cmd-tta-end-desc = End your turn (warns before an uprising, famine or corruption).
cmd-tta-event = event
cmd-tta-event-desc = Political action: prepare an event or territory from your hand.
cmd-tta-attack = attack
cmd-tta-attack-desc = Political action: an aggression against a weaker player, or a war.
cmd-tta-pact = pact
cmd-tta-pact-desc = Political action: offer a pact to a player.
cmd-tta-cancel = cancel
cmd-tta-cancel-desc = Political action: cancel one of your pacts.
cmd-tta-resign = resign
cmd-tta-resign-desc = Resign from the game (political action; not in Age IV).
cmd-tta-discard = discard
cmd-tta-discard-desc = Discard military cards (face down).
cmd-tta-defend = defend
cmd-tta-defend-desc = Defend against an aggression: bonus cards and face-down discards (nothing: no defence).
cmd-tta-agree = agree
cmd-tta-agree-desc = Accept or refuse the pact offered to you.
cmd-tta-bid = bid
cmd-tta-bid-desc = Bid for a territory (the force you will send).
cmd-tta-send = send
cmd-tta-send-desc = Send your colonization force: units, bonus cards.
cmd-tta-food = food
cmd-tta-food-desc = How much of the amount is food (the rest is resources).
cmd-tta-choose = choose
cmd-tta-choose-desc = The cards a choice asks for (workers, buildings, colony, wonder, technologies).
cmd-tta-pass = pass
cmd-tta-pass-desc = Pass: no bid, no free action offered by an event, done taking cards.
cmd-tta-slot = Slot of the card row (1 = leftmost)
cmd-tta-to = The technology to upgrade to
cmd-tta-homer = Homer replaced: the wonder he goes under
cmd-tta-stages = How many stages (one civil action)
cmd-tta-target = The player
cmd-tta-confirm = Do it even if it brings an uprising, famine or corruption
cmd-tta-free = Ocean Liner Service's free population
cmd-tta-side = The side of the pact you take (A or B)
cmd-tta-cards = Cards (several: separate with spaces)
cmd-tta-amount = How much
cmd-tta-units = Units sent (one per unit)
cmd-tta-bonus = Bonus cards played
cmd-tta-power = Which power
cmd-tta-shared = Copy a shared tactic (2 military actions)
cmd-tta-yes = Accept?
cmd-tta-build-card = The card
cmd-tta-upgrade-card = The card
cmd-tta-destroy-card = The card
cmd-tta-leader-card = The card
cmd-tta-develop-card = The card
cmd-tta-play-card = The card
cmd-tta-tactic-card = The card
cmd-tta-event-card = The card
cmd-tta-attack-card = The card
cmd-tta-pact-card = The card
cmd-tta-cancel-card = The card
cmd-tta-use-card = Barbarossa: the unit; Columbus: the territory
cmd-tta-play-take = Reserves: take food or resources
cmd-tta-play-revolution = Breakthrough: as a revolution
cmd-tta-develop-revolution = A government by revolution (all civil actions)
cmd-tta-defend-discard = Cards discarded face down (+1 each)
cmd-tta-food-amount = How much of it is food
cmd-tta-bid-amount = Your bid
cmd-tta-play-target = The technology it works on (or the card for Breakthrough)
cmd-tta-defend-cards = Bonus cards played for their defence value
cmd-tta-discard-cards = The military cards you discard
cmd-tta-choose-cards = The cards chosen (nothing: none)
cmd-tta-send-discard = James Cook: cards discarded face down (+1 each)
tta-action-take = Take the card in slot { $slot }
tta-action-pop = Increase population { $free } { $confirm }
tta-action-build = Build on { $card } { $confirm }
tta-action-upgrade = Upgrade { $card } to { $to } { $confirm }
tta-action-destroy = Destroy a building on { $card } { $confirm }
tta-action-disband = Disband a unit on { $card } { $confirm }
tta-action-revolution = Revolution: { $card } { $confirm }
tta-action-tactic_copy = Copy the tactic { $card }
tta-action-agree_yes = Accept the pact
tta-action-agree_no = Refuse the pact
tta-action-defend_nothing = No defence
tta-action-leader = Play leader { $card } { $homer } { $confirm }
tta-action-develop = Develop { $card } { $revolution } { $confirm }

tta-action-wonder =
    Build { $stages ->
        [one] 1 wonder stage
       *[other] { $stages } wonder stages
    } { $confirm }

tta-action-play = Play { $card } { $target } { $to } { $take } { $revolution } { $confirm }
tta-action-tactic = Play the tactic { $card }
tta-action-use = { $power } { $card } { $confirm }
tta-action-end = End turn { $confirm }
tta-action-event = Prepare the event { $card }
tta-action-attack = { $card } against { $target }
tta-action-pact = Offer { $card } to { $target } { $side }
tta-action-cancel = Cancel the pact { $card }
tta-action-resign = Resign
tta-action-discard = Discard { $cards }
tta-action-defend = Defend with { $cards } { $discard }
tta-action-agree = Pact: { $yes }
tta-action-bid = Bid { $amount }
tta-action-send = Send { $units } { $bonus } { $discard }
tta-action-food = { $amount } as food, the rest as resources
tta-action-choose = Choose { $cards }
tta-action-pass = Pass
tta-ui-part-confirm = (anyway)
tta-ui-part-free = (free)
tta-ui-part-revolution = as a revolution
tta-ui-part-to = → { $label }
tta-ui-part-homer = (Homer under { $label })
tta-ui-part-take = ({ $label })
tta-ui-part-side = (side { $label } for the offerer)
tta-ui-part-discard = + { $label } face down
tta-ui-part-bonus = + { $label }
tta-ui-part-play-target = on { $label }
tta-ui-part-shared = (copied)
tta-ui-part-use-card = ({ $label })
tta-ui-part-choose_nothing = nothing
tta-choice-food = food
tta-choice-resources = resources
tta-choice-culture = culture
tta-choice-military = military
tta-choice-A = A
tta-choice-B = B
tta-choice-churchill_culture = Winston Churchill: 3 culture
tta-choice-churchill_military = Winston Churchill: military science and resources
tta-choice-trade = Trade Routes: 1 food as 1 resource or back
tta-choice-barbarossa = Frederick Barbarossa: a new unit
tta-choice-alexander = Alexander the Great retires (+1 yellow token)
tta-choice-columbus = Christopher Columbus colonizes
tta-kind-technology = technology
tta-kind-leader = leader
tta-kind-wonder = wonder
tta-kind-action = action
tta-kind-event = event
tta-kind-territory = territory
tta-kind-aggression = aggression
tta-kind-war = war
tta-kind-pact = pact
tta-kind-tactic = tactic
tta-kind-bonus = bonus
tta-ui-stat-food = food
tta-ui-stat-resources = resources
tta-ui-stat-science = science
tta-ui-stat-culture = culture
tta-ui-stat-population = population
tta-ui-stat-strength = strength
tta-ui-stat-happy = happy faces
tta-ui-stat-blue_tokens = blue tokens
tta-ui-stat-yellow_tokens = yellow tokens
tta-ui-stat-colonization_modifier = colonization
tta-ui-stat-civil_actions = civil actions
tta-ui-stat-military_actions = military actions
tta-ui-stat-draw_military_cards = military cards drawn
tta-ui-amount-food = { $n } food

tta-ui-amount-resources =
    { $n } { $count ->
        [one] resource
       *[other] resources
    }

tta-ui-amount-science = { $n } science
tta-ui-amount-culture = { $n } culture
tta-ui-amount-population = { $n } population
tta-ui-amount-strength = { $n } strength

tta-ui-amount-happy =
    { $n } { $count ->
        [one] happy face
       *[other] happy faces
    }

tta-ui-amount-blue_tokens =
    { $n } { $count ->
        [one] blue token
       *[other] blue tokens
    }

tta-ui-amount-yellow_tokens =
    { $n } { $count ->
        [one] yellow token
       *[other] yellow tokens
    }

tta-ui-amount-colonization_modifier = { $n } colonization

tta-ui-amount-civil_actions =
    { $n } { $count ->
        [one] civil action
       *[other] civil actions
    }

tta-ui-amount-military_actions =
    { $n } { $count ->
        [one] military action
       *[other] military actions
    }

tta-ui-amount-draw_military_cards =
    { $n } { $count ->
        [one] military card drawn
       *[other] military cards drawn
    }

tta-ui-nothing = nothing
tta-ui-per_worker = per worker: { $what }
tta-ui-produces-farm = { $n } food

tta-ui-produces-mine =
    { $n ->
        [one] 1 resource
       *[other] { $n } resources
    }

tta-ui-build_cost =
    build { $n ->
        [one] 1 resource
       *[other] { $n } resources
    }

tta-ui-government_card = { $civil } civil, { $military } military actions; { $limit } urban buildings of a kind
tta-ui-civil_action = 1 civil action
tta-ui-military_action = 1 military action

tta-ui-option-take =
    { $slot }: { $card } — { $n ->
        [one] 1 civil action
       *[other] { $n } civil actions
    }

tta-ui-option-build =
    { $card } — { $n ->
        [one] 1 resource
       *[other] { $n } resources
    }, { $action }

tta-ui-option-upgrade =
    { $card } — { $same ->
        [same] { $low ->
        [one] 1 resource
       *[other] { $low } resources
    }
       *[other] { $low }–{ $high ->
        [one] 1 resource
       *[other] { $high } resources
    }
    }

tta-ui-option-develop = { $card } — { $n } science
tta-ui-option-government = { $card } — { $n } science (revolution: { $rev }, all civil actions)

tta-ui-option-wonder =
    { $stages ->
        [one] 1 stage
       *[other] { $stages } stages
    } — { $n ->
        [one] 1 resource
       *[other] { $n } resources
    }

tta-ui-option-target = { $name } — strength { $strength }, culture { $culture }
tta-ui-option-bid = { $n } (your largest force: { $most })
tta-ui-title = { $game } · Age { $age } · Round { $round } · ▶ { $who } ({ $phase })
tta-ui-title_over = { $game } — game over
tta-ui-phase-politics = politics
tta-ui-phase-actions = actions
tta-ui-phase-over = over
tta-ui-last_round = ⏳ Round { $round } is the last one.
tta-ui-decks = 🂠 Civil deck { $civil } · military deck { $military } (Age { $age }) · current events { $current } ({ $current_ages }) · future events { $future } ({ $future_ages })
tta-ui-shared_tactics = 🛡️ Shared tactics: { $tactics }
tta-ui-current_event = 📜 **{ $who } reveals { $card }**: { $effect }
tta-ui-forecast = If { $who } ends the turn now: { $what }. The bot will ask before.
tta-ui-forecast-uprising = uprising (no production)
tta-ui-forecast-famine = famine: { $food } food missing, −{ $culture } culture

tta-ui-forecast-corruption =
    corruption −{ $n ->
        [one] 1 resource
       *[other] { $n } resources
    }

tta-ui-pending-defend = { $seat } plays { $card } against { $other }: strength { $amount } against { $strength }. { $other } may defend (in secret).
tta-ui-pending-bid = Colonization of { $card }: highest bid { $bid } ({ $bidder }); passed: { $passed }. Now: { $waiting }.
tta-ui-pending-pact = { $seat } offers { $card } to { $other } { $side }: accept or refuse.
tta-ui-pending-colonize = { $waiting } sends a force of at least { $amount } to { $card }.

tta-ui-pending-agreement =
    International Agreement: { $seat } may take cards worth { $amount ->
        [one] 1 civil action
       *[other] { $amount } civil actions
    }.

tta-ui-pending-other = { $card } — { $decision }: waiting for { $waiting } (answered: { $answered }).
tta-ui-pending-plain = { $decision }: waiting for { $waiting }.
tta-ui-side = (offerer takes side { $side })
tta-ui-resigned = (resigned)
tta-ui-field-line1 = 🎭 { $culture } (+{ $culture_rate }) · 💡 { $science } (+{ $science_rate }) · ⚔️ { $strength }
tta-ui-field-line2 = 🌾 { $food } · 🪨 { $resources } · 😊 { $happy }/{ $required }
tta-ui-field-line3 = ⚪ { $civil }/{ $civil_total } · 🔴 { $military }/{ $military_total } · 🂠 { $hand } civil, { $mhand } military{ $ages }

tta-ui-await-first_turn =
    first turn: take cards from the row ({ $civil_left ->
        [one] 1 civil action
       *[other] { $civil_left } civil actions
    } left)

tta-ui-await-politics = turn, politics phase (civil actions { $civil_left }, military { $military_left })
tta-ui-await-actions = turn (civil actions left { $civil_left }, military { $military_left })
tta-ui-await-bid = bid for { $card } (highest so far { $bid }) or pass

tta-ui-await-agreement =
    International Agreement: take cards worth up to { $left ->
        [one] 1 civil action
       *[other] { $left } civil actions
    }, or be done

tta-ui-await-discard =
    discard { $count ->
        [one] 1 military card
       *[other] { $count } military cards
    } (in secret)

tta-ui-await-strength_discard =
    Politics of Strength: discard { $count ->
        [one] 1 military card
       *[other] { $count } military cards
    } (in secret)

tta-ui-await-defend = defend against { $card } of { $seat }: strength { $need } needed, has { $strength } (in secret)
tta-ui-await-pact = answer { $seat }'s offer of { $card }
tta-ui-await-war_tech = { $card } won by { $amount }: take from { $other } special technologies whose printed science costs add up to { $amount } at most, and the rest of the { $amount } as science ({ $other }'s science at most)

tta-ui-await-blue_tokens =
    the blue bank is empty: return { $count ->
        [one] 1 blue token
       *[other] { $count } blue tokens
    } from farms or mines to the box (by DM)

tta-ui-await-wonder_tokens =
    the blue bank is empty: cover { $card } with { $count ->
        [one] 1 blue token
       *[other] { $count } blue tokens
    } from farms or mines (by DM)

tta-ui-await-churchill = Winston Churchill's choice of this turn: 3 culture, or military science and resources (of no use once the turn is over)
tta-ui-await-churchill_reminder = Winston Churchill's choice still to make
tta-ui-await-colonize = send a force of at least { $amount } to { $card }
tta-ui-press_anyway = press the button below
tta-ui-err-not_stronger = Your strength { $mine } must exceed { $target }'s { $theirs } to attack (§ Playing an aggression).
tta-ui-err-bad_target = { $target } cannot be chosen.
tta-ui-err-pact_protects = A pact forbids you to attack { $target } (§ Pacts).
tta-ui-err-no_colony = { $target } has no colony to annex.
tta-ui-err-nothing_to_infiltrate = { $target } has neither a leader nor an unfinished wonder.
tta-ui-err-no_such_card = No card is called “{ $name }”.

tta-ui-dm-drew =
    📥 { $n ->
        [one] You draw 1 military card:
       *[other] You draw { $n } military cards:
    }

tta-ui-dm-hand = { $n ->
        [0] 🂠 **Military hand**: empty (limit { $limit }).
       *[other] 🂠 **Military hand** ({ $n }, limit { $limit }):
    }
tta-ui-dm-prepared = 📜 Events you prepared (future deck): { $cards }
tta-ui-dm-peek = 👁 Joan of Arc: the next current event is { $card } — { $effect }
tta-ui-dm-status = 🎭 { $culture } · 💡 { $science } · 🌾 { $food } · 🪨 { $resources } · ⚔️ { $strength } · ⚪ { $civil }/{ $civil_total } · 🔴 { $military }/{ $military_total }

tta-ui-prompt-defend =
    ⚔️ **{ $seat } attacks you with { $card }** — { $effect }
    You need strength **{ $need }**; yours is { $strength }. Bonus cards: { $bonus }. Each card discarded face down gives +1. At most { $most } cards in all. Choose a defence below, or `/tta answer defend`.

tta-ui-prompt-pact = 🤝 **{ $seat } offers you { $card }** (your side: { $side }) — { $effect }

tta-ui-prompt-bid =
    🗺️ **Colonization of { $card }** — { $effect }
    Highest bid: { $bid }. Your largest force: **{ $most }**.

tta-ui-prompt-colonize = 🗺️ **Send your force to { $card }**: at least **{ $amount }** (your largest: { $most }). Use `/tta answer send`.

tta-ui-prompt-discard =
    🂠 Discard { $n ->
        [one] 1 military card
       *[other] { $n } military cards
    } (buttons below or `/tta answer discard`).

tta-ui-prompt-blue_tokens =
    🔵 **Your blue bank is empty** ({ $card }): choose { $n ->
        [one] 1 blue token
       *[other] { $n } blue tokens
    } of your farms and mines to return to the box.

tta-ui-prompt-wonder_tokens =
    🔵 **Your blue bank is empty** ({ $card }): choose { $n ->
        [one] 1 blue token
       *[other] { $n } blue tokens
    } of your farms and mines to cover the stages you paid for.

tta-ui-prompt-war_tech = 💥 **{ $card } won by { $amount }**: take from { $other } special technologies whose printed science costs add up to { $amount } at most; the rest of the { $amount } comes as science ({ $other } has { $science }).
tta-ui-prompt-other = 📜 **{ $decision }** — { $card }: { $effect }
tta-ui-prompt-plain = 📜 **{ $decision }**
tta-ui-prompt-sealed = ✔ Your answer is in, sealed until everyone has answered.

tta-ui-final-winner =
    { $n ->
        [one] { $who } wins with { $culture } culture.
       *[other] { $who } share the victory with { $culture } culture.
    }

tta-ui-final-place = {"*"}*{ $place }.** { $who } — { $culture } culture
tta-ui-final-length = { $rounds } rounds, ended in Age { $age }.
tta-ui-final-scoring_title = Final scoring, event by event
tta-ui-final-stats_title = Statistics
tta-ui-final-stats_line = {"*"}*{ $who }** ({ $culture } culture): { $sources }. Wars won { $wars_won }, lost { $wars_lost }; aggressions won { $won }, suffered { $suffered }, defended { $defended }. Wonders: { $wonders }. Leaders: { $leaders }.
tta-ui-source-production = production
tta-ui-source-wonders = wonders
tta-ui-source-events = events
tta-ui-source-scoring = Age III impact events
tta-ui-source-hunger = hunger
tta-ui-source-action_cards = action cards
tta-ui-source-military = aggressions and wars
tta-ui-source-leaders = leaders
tta-ui-source-colonies = colonies
tta-ui-source-other = other
tta-ui-tableaux = Civilizations: { $who }

tta-ui-took =
    Take { $card } (slot { $slot }, { $cost ->
        [one] 1 civil action
       *[other] { $cost } civil actions
    })

tta-ui-short-territory = colony: { $colony }; at once: { $now }
tta-ui-short-tactic = army { $army } → +{ $n } strength
tta-ui-hidden-discard = discards military cards face down
tta-ui-hidden-defend = answers the aggression (what was played is in the log)
tta-ui-hidden-event = prepares an event (face down)

tta-ui-hidden-send =
    { $what } (and { $n ->
        [one] 1 military card
       *[other] { $n } military cards
    } discarded face down)

tta-ui-age = Age { $age }
tta-ui-science_cost = develop: { $n } science
tta-ui-revolution_cost = revolution: { $n } science

tta-ui-stage_costs =
    stages: { $costs ->
        [one] 1 resource
       *[other] { $costs } resources
    }

tta-ui-military_cost =
    { $n ->
        [one] 1 military action
       *[other] { $n } military actions
    }

tta-button-anyway = { $what }
tta-button-yield = No defence (need { $need })
tta-button-accept = Accept the pact
tta-button-refuse = Refuse the pact
tta-button-bid = Bid { $n }
tta-button-pass_bid = Pass

tta-button-split_gain =
    { $food } food + { $resources ->
        [one] 1 resource
       *[other] { $resources } resources
    }

tta-button-split_lose =
    Lose { $food } food + { $resources ->
        [one] 1 resource
       *[other] { $resources } resources
    }

tta-button-split_take =
    Take { $food } food + { $resources ->
        [one] 1 resource
       *[other] { $resources } resources
    }

tta-button-choose-raid = Destroy { $cards }
tta-button-choose-terror = Destroy { $cards }
tta-button-choose-border = Destroy { $cards }
tta-button-choose-blue_tokens = Return: { $cards }
tta-button-choose-wonder_tokens = Cover with: { $cards }
tta-button-choose-lose_workers = Lose a worker from { $cards }
tta-button-choose-independence = Lose { $cards }
tta-button-choose-ravages = { $cards } becomes a ruin
tta-button-choose-annex = Take { $cards }
tta-button-choose-infiltrate = Remove { $cards }
tta-button-choose-war_tech = Take { $cards }

tta-button-war_tech =
    { $science ->
        [0] Take { $cards }, no science
       *[other] Take { $cards } and { $science } science
    }

tta-button-war_tech_science =
    { $science ->
        [0] Take nothing (no science to take)
       *[other] Take { $science } science
    }

tta-button-choose-nothing = Science instead
tta-button-done = Done
tta-button-skip = Nothing

tta-button-take =
    { $card } ({ $n ->
        [one] 1 action
       *[other] { $n } actions
    })

tta-button-pop = +1 population ({ $n } food)
tta-button-pop_anyway = +1 population ({ $n } food) ⚠

tta-button-wonder =
    { $stages ->
        [one] { $card }: 1 stage
       *[other] { $card }: { $stages } stages
    } ({ $n } res.)

tta-button-build = Build { $card } ({ $n } res.)
tta-button-end = End turn
tta-button-end_anyway = End turn ⚠ { $harm }
tta-button-defend_bonus = { $cards } → { $total } (need { $need })
tta-button-defend_discard = Face down: { $discarded } → { $total } (need { $need })
tta-button-defend_both = { $cards } + face down: { $discarded } → { $total } (need { $need })
tta-button-tableaux = Civilizations
tta-img-over = Game over
tta-img-status = Age { $age } · Round { $round } · ▶ { $who } ({ $phase })
tta-img-row = Card row · civil deck { $n } (Age { $age })

tta-img-actions =
    { $n ->
        [one] 1 action
       *[other] { $n } actions
    }

tta-img-military = Military board
tta-img-military_deck = Military deck: { $n } (Age { $age })
tta-img-current_events = Current events: { $n } ({ $ages })
tta-img-future_events = Future events: { $n } ({ $ages })
tta-img-last_event = Last event: { $card }
tta-img-shared_tactics = Shared tactics: { $tactics }
tta-img-pending-defend = { $seat } attacks { $other } with { $card }: strength { $amount } — { $other } may defend
tta-img-pending-bid = Colonization of { $card }: highest bid { $bid } — { $waiting } to speak
tta-img-pending-pact = { $seat } offers { $card } to { $other }
tta-img-pending-colonize = { $waiting } sends a force of at least { $amount } to { $card }
tta-img-pending-other = { $decision } — waiting for { $waiting }
tta-img-col-culture = culture
tta-img-col-science = science
tta-img-col-strength = str.
tta-img-col-happy = happy
tta-img-col-food = food
tta-img-col-resources = res.
tta-img-col-civil = civil
tta-img-col-military = mil.
tta-img-col-yellow = pop.
tta-img-col-blue = blue
tta-img-key-culture = culture (+per turn)
tta-img-key-science = science
tta-img-key-strength = strength
tta-img-key-happy = happy / needed
tta-img-key-food = food
tta-img-key-resources = resources
tta-img-key-civil = civil actions
tta-img-key-military = military
tta-img-key-yellow = yellow bank
tta-img-key-blue = blue bank (−corruption)
tta-img-key-leader = leader

tta-img-wonders_n =
    { $n ->
        [one] 1 wonder
       *[other] { $n } wonders
    }

tta-img-hands = hand { $civil } civil, { $military } military
tta-img-harm-uprising = uprising
tta-img-harm-famine = famine
tta-img-harm-corruption = corruption
tta-img-sci_cost = ✦{ $n }
tta-img-rev_cost = rev. ✦{ $n }
tta-img-build_cost = build ◆{ $n }
tta-img-stages = stages { $costs }

tta-img-mil_cost =
    { $n ->
        [one] 1 military action
       *[other] { $n } military actions
    }

tta-img-bonus = defence +{ $d } · colonization +{ $c }
tta-img-per_turn = +{ $n }/turn
tta-img-no_leader = no leader
tta-img-need = need { $n }
tta-img-civil = civil
tta-img-military_word = military
tta-img-food_note = +{ $prod } −{ $cons } eaten
tta-img-res_note = +{ $prod } −{ $corr } corruption

tta-img-workers =
    { $n ->
        [one] 1 unused worker
       *[other] { $n } unused workers
    }

tta-img-yellow_bank = Yellow bank: { $n } left · next population { $cost } food (then consumption { $cons }, happy faces needed { $faces })
tta-img-blue_bank = Blue bank: { $n } left · corruption now { $corr }; { $left } more out of the bank → corruption { $then }
tta-img-group-production = Farms and mines
tta-img-group-urban = Urban buildings
tta-img-group-unit = Military units
tta-img-group-special = Governments and special technologies
tta-img-tokens = blue { $n } = { $total }
tta-img-on_card = ×{ $n }
tta-img-wonders = Wonders:
tta-img-building = Building:
tta-img-ruin = ruin
tta-img-colonies = Colonies:
tta-img-tactic = Tactic:
tta-img-pact = Pact:
tta-img-war = War:
tta-img-civil_hand = Civil hand:
tta-img-military_hand = Military cards in hand:
tta-img-forecast = At the end of this turn: { $what }
tta-say-setup = 🎲 A game for { $players } players; { $first } starts.
tta-say-turn = ▶ Round { $round }: **{ $seat }**'s turn.

tta-say-take =
    { $seat } takes { $card } ({ $cost ->
        [one] 1 civil action
       *[other] { $cost } civil actions
    }).

tta-say-pop = { $seat } increases population ({ $food } food).

tta-say-build =
    { $seat } builds on { $card } ({ $cost ->
        [one] 1 resource
       *[other] { $cost } resources
    }).

tta-say-upgrade =
    { $seat } upgrades { $card } to { $to } ({ $cost ->
        [one] 1 resource
       *[other] { $cost } resources
    }).

tta-say-destroy = { $seat } destroys a building on { $card }.
tta-say-disband = { $seat } disbands a unit on { $card }.
tta-say-leader = 👑 { $seat } puts { $card } in play as leader.
tta-say-homer_wonder = Homer goes under { $seat }'s { $card }.
tta-say-develop = 💡 { $seat } develops { $card } ({ $cost } science).
tta-say-revolution = 💡 { $seat } declares a revolution: { $card } ({ $cost } science).

tta-say-wonder_stage =
    🏛️ { $seat } builds { $stages ->
        [one] 1 stage
       *[other] { $stages } stages
    } of { $card } ({ $cost ->
        [one] 1 resource
       *[other] { $cost } resources
    }).

tta-say-wonder_complete = 🏛️ { $seat } completes { $card } (+{ $culture } culture).
tta-say-action_card = { $seat } plays { $card }.
tta-say-tactic = 🛡️ { $seat } plays the tactic { $card }.
tta-say-copy_tactic = 🛡️ { $seat } copies the tactic { $card }.
tta-say-tactic_shared = 🛡️ { $seat }'s tactic { $card } is now shared.
tta-say-churchill = Winston Churchill: { $seat } chooses { $choice }.
tta-say-convert = { $seat } uses 1 { $source } as 1 { $target } (Trade Routes).
tta-say-event_prepared = 📜 { $seat } prepares an event (+{ $culture } culture).
tta-say-event_prepared_card = You put { $card } on the future events.
tta-say-event_revealed = 📜 **Current event: { $card }** (revealed by { $seat }) — { $effect }
tta-say-events_rebuilt = 📜 The future events ({ $count }) become the current events.
tta-say-event_gain = {" "} { $seat }: { $what }.
tta-say-event_loss = {" "} { $seat }: { $what }.
tta-say-culture_lost = {" "} { $seat } loses { $culture } culture.
tta-say-no_effect = {" "} { $card } has no effect.

tta-say-population_lost =
    {" "} { $seat } loses { $count ->
        [one] 1 unused worker
       *[other] { $count } unused workers
    }.

tta-say-population_gained = {" "} { $seat } gains { $count } population.

tta-say-worker_lost =
    {" "} { $seat } loses { $count ->
        [one] 1 worker
       *[other] { $count } workers
    } from { $card }.

tta-say-workers_lost = {" "} { $seat } loses workers from { $cards }.

tta-say-civil_actions_lost =
    {" "} { $seat } uses up { $count ->
        [one] 1 civil action
       *[other] { $count } civil actions
    }.

tta-say-yellow_taken =
    {" "} { $seat } takes { $count ->
        [one] 1 yellow token
       *[other] { $count } yellow tokens
    } from { $target }.

tta-say-wonder_tokens =
    {" "} { $seat } covers { $card } with { $cards_n ->
        [one] 1 blue token
       *[other] { $cards_n } blue tokens
    } from { $cards } (the blue bank is empty).

tta-say-blue_from_cards =
    {" "} { $seat } returns { $cards_n ->
        [one] 1 blue token
       *[other] { $cards_n } blue tokens
    } from { $cards } to the box (the blue bank is empty).

tta-say-blue_lost =
    {" "} { $seat } returns { $count ->
        [one] 1 blue token
       *[other] { $count } blue tokens
    } to the box.

tta-say-economic_progress = {" "} { $seat }: corruption { $corruption }, food { $food }, consumption { $consumption }, resources { $resources }.
tta-say-leader_removed = { $seat }'s leader { $card } leaves play.
tta-say-leader_obsolete = ⏳ { $seat }'s leader { $card } is obsolete.
tta-say-wonder_obsolete = ⏳ { $seat }'s unfinished { $card } is obsolete.
tta-say-pact_obsolete = ⏳ The pact { $card } of { $seat } is obsolete.
tta-say-ruin = {" "} { $seat }'s { $card } becomes a ruin.
tta-say-razed = 💥 { $seat } destroys { $card } of { $target }.

tta-say-discarded =
    { $seat } discards { $count ->
        [one] 1 military card
       *[other] { $count } military cards
    } face down.

tta-say-impact = {" "} { $card }: { $seat } scores { $culture } culture.
tta-say-final_scoring = 🏆 **Final scoring**: { $cards }.
tta-say-gates_culture = Bill Gates leaves: { $seat } scores { $culture } culture.
tta-say-gates_final = {" "} Bill Gates: { $seat } scores { $culture } culture.
tta-say-game_over = 🏁 The game is over: { $scores }.
tta-say-age_begins = ⏳ **Age { $age } begins.**

tta-say-yellow_lost_age =
    {" "} { $seat } loses { $count ->
        [one] 1 yellow token
       *[other] { $count } yellow tokens
    } with the new age.

tta-say-last_round = ⏳ Age IV: round { $round } is the last.
tta-say-military_reshuffled = The Age { $age } military discards become the military deck.

tta-say-drew_military =
    { $seat } draws { $count ->
        [one] 1 military card
       *[other] { $count } military cards
    }.

tta-say-uprising = 😠 Uprising: { $seat } skips production.

tta-say-production =
    ⚙️ { $seat } produces: +{ $science } science, +{ $culture } culture, +{ $food } food (−{ $consumption } eaten), +{ $resources ->
        [one] 1 resource
       *[other] { $resources } resources
    } (−{ $corruption } corruption).

tta-say-famine = 😠 Famine: { $seat } is { $hunger } food short and loses { $culture_lost } culture.
tta-say-leader_culture = { $card }: { $seat } scores { $culture } culture.
tta-say-genghis = Genghis Khan: { $seat } scores { $culture } culture.
tta-say-politics_forfeited = { $seat } gives up this political action (International Agreement).

tta-say-agreement_done =
    { $seat } took cards worth { $taken ->
        [one] 1 civil action
       *[other] { $taken } civil actions
    }.

tta-say-answered = ✔ { $seat } has answered ({ $decision }).
tta-say-answer_void = { $seat }'s answer no longer fits and does nothing.
tta-say-aggression = ⚔️ **{ $seat } plays { $card } against { $target }**: strength { $strength } against { $defence }.

tta-say-defended =
    🛡️ { $seat } defends against { $card } of { $attacker } (bonus cards: { $bonus }; { $discarded ->
        [one] 1 card
       *[other] { $discarded } cards
    } face down).

tta-say-defence_discards = You discarded { $cards } face down.
tta-say-aggression_succeeds = 💥 { $seat }'s { $card } against { $target } succeeds.

tta-say-plundered =
    💥 { $seat } takes { $food } food and { $resources ->
        [one] 1 resource
       *[other] { $resources } resources
    } from { $target }.

tta-say-annexed = 💥 { $seat } annexes { $card } from { $target }.
tta-say-infiltrated = 💥 { $seat } removes { $target }'s { $card } (+{ $culture } culture).
tta-say-science_taken = 💥 { $seat } takes { $science } science from { $target }.
tta-say-culture_taken = 💥 { $seat } takes { $culture } culture from { $target }.
tta-say-pact_ends = 🤝 The pact { $card } ends ({ $seats }).
tta-say-pact_offered = 🤝 { $seat } offers { $card } to { $target }.
tta-say-pact_accepted = 🤝 { $seat } accepts { $card }.
tta-say-pact_refused = 🤝 { $seat } refuses { $card }.
tta-say-war_declared = 💥 **{ $seat } declares { $card } on { $target }** (resolved at the start of { $seat }'s next turn).
tta-say-war_tie = 💥 { $card }: equal strength { $strength }; no effect.
tta-say-war_won = 💥 **{ $card }: { $seat } wins against { $loser }** by { $advantage }.
tta-say-tech_stolen = 💥 { $seat } takes { $card } from { $target }.
tta-say-resigned = 🏳️ { $seat } resigns.
tta-say-war_on_resigned = { $seat }'s war target resigned: +{ $culture } culture.
tta-say-alexander_retires = Alexander the Great retires: { $seat } gains a yellow token.
tta-say-columbus = 🗺️ Christopher Columbus leaves: { $seat } colonizes { $card }.
tta-say-colonized = 🗺️ { $seat } colonizes { $card } ({ $what }).
tta-say-colony_lost = 🗺️ { $seat } loses the colony { $card }.
tta-say-force_sent = 🗺️ { $seat } sends { $units }{ $bonus } to { $card }: force { $value }.
tta-say-auction_no_units = 🗺️ { $seat } has no units and cannot bid.
tta-say-auction_no_bids = 🗺️ Nobody colonizes { $card }.
tta-say-auction_won = 🗺️ { $seat } wins { $card } with a bid of { $bid }.
tta-say-bid = 🗺️ { $seat } bids { $bid } for { $card }.
tta-say-bid_pass = 🗺️ { $seat } passes on { $card }.
tta-help-example-take = slot:3
tta-help-example-build = card:Irrigation
tta-help-example-upgrade = card:Warriors to:Swordsmen
tta-help-example-develop = card:Monarchy revolution:True
tta-help-example-use = power:"Winston Churchill: 3 culture"
tta-help-example-food = amount:2
tta-help-example-wonder = stages:1
tta-help-example-play = card:"Rich Land" target:Irrigation
tta-help-example-pact = card:"Open Borders Agreement" target:Bob
tta-help-example-defend = cards:"Military Bonus" discard:Raid
tta-help-example-attack = card:Plunder target:Bob
tta-help-example-send = units:"Warriors, Swordsmen" bonus:"Military Bonus"
tta-help-example-bid = amount:4

tta-help-extra =
    • `/tta hand` — your military hand, prepared events and what you must answer (like “My view”)
    • `/tta board` — the board image again · `/tta tableau [player]` — civilizations as images
    • `/tta card name:` — what a card does
    Autocomplete offers only what you may do now, with its cost. Accept, refuse, no defence, pass and “nothing” are buttons too (in your DMs and on the board).

tta-help-rules = Each turn: one political action first — prepare an event, aggression, war, pact, or nothing *(§ Politics phase)* —, then spend civil actions (⚪: take cards from the row — 1, 2 or 3 by slot —, build, develop, increase population, build wonder stages, play leaders and action cards) and military actions (🔴: units, tactics) *(§ Using actions, § Taking a card)*. At the end of your turn you produce culture, science, food and resources, pay consumption and corruption, and draw a military card per unused military action *(§ Production phase)*. The bot warns before an uprising, famine or corruption *(§ Discontent workers)*. Ages A, I, II, III end as the civil deck runs out; after Age III the last round is played and the Age III events score. Most culture wins; ties share the victory.

tta-help-rulings =
    • Paying is automatic: tokens go back lowest value first, with change onto the highest cards that fit (§ Food and resources).
    • A wonder stage takes a token from the blue bank, else the lowest-valued stored one; with none it cannot be built (§ Building a wonder stage).
    • A revolution needs every civil action unused and takes them all, even through Breakthrough (§ Declaring a revolution).
    • An action that would bring an uprising, famine or corruption on your own turn asks for `confirm:True` first (§ Discontent workers).
    • Ties in events favour the current player, then clockwise; with two players "the two strongest" means one.
    • Defence: bonus cards' upper halves plus 1 per card discarded face down, at most as many cards as your military actions (§ Playing an aggression).
    • Wars wait in play and resolve at the start of the declarer's next turn (§ Resolving a war).

tta-play-take =
    Take { $card } (slot { $slot }, { $n ->
        [one] 1 action
       *[other] { $n } actions
    })

tta-ui-hand_full = ✋ { $who }'s civil hand is full ({ $n }/{ $limit }): the card row has no buttons but wonders. Play a civil card to take more.
tta-ui-wonder_unfinished = 🏗️ { $who } is still building { $card }: the card row's wonders have no buttons until it is finished.
