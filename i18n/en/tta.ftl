### Through the Ages (engine/tta). Placeholders hold ids: {card} is a card id (name it with
### tta.card.<id>, in tta_cards.ftl), {seat}/{target}/{partner} are seats (presentation shows
### player names). Refusals say why in player terms and name the section of the Code of Laws.

tta-name = Through the Ages
tta-err-first_turn = On your first turn you may only take cards from the card row (§ The first turn).
tta-err-politics_over = Your politics phase is over: one political action per turn, taken before any other action (§ Politics phase).
tta-err-not_now = { $verb } cannot be played now.
tta-err-empty_slot = Slot { $slot } of the card row is empty.
tta-err-unfinished_wonder = You already have an unfinished wonder ({ $card }); finish it before taking another (§ Taking a wonder).
tta-err-civil_hand_full = Your hand already holds { $limit } civil cards, as many as your civil actions (§ Taking a card).
tta-err-same_technology = You already have { $card } in play or in hand (§ Taking a card).
tta-err-leader_age_taken = You already took a leader of Age { $age } (§ Taking a card).

tta-err-agreement_budget =
    That card costs { $cost ->
        [one] 1 civil action
       *[other] { $cost } civil actions
    }; International Agreement leaves you { $left }.

tta-err-civil_actions =
    You need { $need ->
        [one] 1 civil action
       *[other] { $need } civil actions
    } and have { $left } left (§ Using actions).

tta-err-military_actions =
    You need { $need ->
        [one] 1 military action
       *[other] { $need } military actions
    } and have { $left } left (§ Using actions).

tta-err-food = You need { $need } food and have { $have } (§ Food and resources).

tta-err-resources =
    You need { $need ->
        [one] 1 resource
       *[other] { $need } resources
    } and have { $have } (§ Food and resources).

tta-err-science = You need { $need } science and have { $have } (§ Developing a technology).
tta-err-no_yellow = Your yellow bank is empty: no more population (§ Increasing population).
tta-err-no_worker = You have no unused worker (§ Building a farm, mine or urban building).
tta-err-no_liner = You have no completed Ocean Liner Service.
tta-err-liner_used = You already took this turn's free population of Ocean Liner Service.
tta-err-not_buildable = { $card } is not a farm, mine, urban building or unit technology of yours in play.
tta-err-wrong_kind = { $card } is not the kind of building this action works on.
tta-err-urban_limit = Your government allows at most { $limit } urban buildings of each kind ({ $kind }) (§ Urban buildings).
tta-err-not_in_play = { $card } is not one of your technologies in play.
tta-err-no_building = You have no worker on { $card }.
tta-err-upgrade_path = { $card } cannot be upgraded to { $to }: same type, higher level only (§ Upgrading).
tta-err-bach_used = J. S. Bach turns one building into a theater once per turn.
tta-err-not_in_hand = { $card } is not in your hand.
tta-err-homer_only = Only Homer, when replaced, can be slid under a wonder.
tta-err-not_completed_wonder = { $card } is not one of your completed wonders.
tta-err-not_government = { $card } is not a government.
tta-err-partner_science = Scientific Cooperation: your partner must pay 1 science and has none.

tta-err-revolution_civil =
    A revolution uses all your civil actions ({ $total ->
        [one] 1
       *[other] { $total }
    }): you must not have used any (§ Declaring a revolution).

tta-err-revolution_military =
    With Robespierre a revolution uses all your military actions ({ $total ->
        [one] 1
       *[other] { $total }
    }): you must not have used any.

tta-err-no_unfinished_wonder = You have no unfinished wonder.

tta-err-wonder_stages =
    You may build at most { $most ->
        [one] 1 stage
       *[other] { $most } stages
    } with one civil action (§ Building a wonder stage).

tta-err-wonder_stages_left =
    Your wonder has only { $left ->
        [one] 1 stage
       *[other] { $left } stages
    } left.

tta-err-no_blue_tokens =
    You have no blue token left to mark { $need ->
        [one] 1 stage
       *[other] { $need } stages
    } (§ Building a wonder stage).

tta-err-fresh_action_card = { $card } was taken in this action phase: play it on a later turn (§ Playing an action card).
tta-err-card_fields = { $card } needs other details (see the card: a target, `to`, `take food|resources`, `revolution`).
tta-err-tactic_used = You already played or copied a tactic this turn (§ Playing a tactic).
tta-err-not_shared = { $card } is not among the shared tactics.
tta-err-already_tactic = { $card } is already your tactic.
tta-err-no_such_leader = You need { $card } as your leader for that.
tta-err-once_per_turn = { $card } works once per turn.
tta-err-no_trade_pact = You are not party to a Trade Routes Agreement.
tta-err-not_event = { $card } is not an event or a territory.
tta-err-bad_target = Player { $target } cannot be chosen.
tta-err-gandhi = Mahatma Gandhi forbids you aggressions and wars.
tta-err-pact_protects = A pact forbids you to attack player { $target } (§ Pacts).
tta-err-no_colony = Player { $target } has no colony to annex.
tta-err-nothing_to_infiltrate = Player { $target } has neither a leader nor an unfinished wonder.
tta-err-not_stronger = Your strength { $mine } must exceed player { $target }'s { $theirs } to attack (§ Playing an aggression).
tta-err-war_last_round = No war may be declared in the last round (§ Declaring a war).
tta-err-war_in_play = Your war ({ $card }) is still to be resolved.
tta-err-pact_side = { $card } has sides A and B: say which side you take (`side A` or `side B`).
tta-err-pact_no_side = { $card } has no sides A and B.
tta-err-no_such_pact = You are not party to { $card }.
tta-err-resign_age_iv = Nobody may resign in Age IV (§ Resigning).
tta-err-not_territory = { $card } is not a territory in your hand.

tta-err-discard_count =
    Discard exactly { $count ->
        [one] 1 military card
       *[other] { $count } military cards
    }.

tta-err-not_bonus = { $card } is not a military bonus card.
tta-err-defence_cards = You may play or discard at most { $most } cards, your military actions (§ Playing an aggression).
tta-err-defence_short = That defence reaches { $value }; you need { $need } (or yield).
tta-err-bid_low = Bid more than { $bid } (§ Colonization).
tta-err-bid_high = You can send a force of at most { $most } (§ Colonization).
tta-err-no_unit = You have no unit on { $card } to send.
tta-err-cook_only = Only James Cook lets you discard up to 2 military cards for colonizing.
tta-err-force_short = That force is worth { $value }; your bid was { $need } (§ Colonization).
tta-err-split = Split at most { $most } as food.
tta-err-split_have = Lose { $amount } in all from what you have in food and resources.
tta-err-raid_targets = Choose as many urban buildings as the Raid allows, each of a fitting age (§ Playing an aggression).
tta-err-not_option = { $card } is not one of the choices.
tta-err-not_stealable = Only special technologies of the loser you do not have, one of each type.
tta-err-plunder_have = Take { $amount } in all from the food and resources the target has (all of it if it has less).

tta-err-markets =
    Development of Markets: { $amount } food (food { $amount }) or { $amount ->
        [one] 1 resource
       *[other] { $amount } resources
    } (food 0).

tta-err-choose_one = Choose exactly one card.
tta-err-steal_too_much = Their science costs add up to more than your advantage of { $most } (§ Resolving a war).

tta-err-blue_count =
    Choose exactly { $count ->
        [one] 1 blue token
       *[other] { $count } blue tokens
    } to return to the box.

tta-err-no_blue_token = { $card } does not hold that many blue tokens.
tta-err-churchill_only = First Winston Churchill's choice of this turn: 3 culture, or military science and resources.

tta-err-lose_count =
    Choose exactly { $count ->
        [one] 1 worker
       *[other] { $count } workers
    } to lose.

tta-err-confirm_uprising = This would leave more discontent than unused workers: an uprising skips your production (§ Discontent workers). To do it anyway: { $form }
tta-err-confirm_famine = This would leave { $food } food missing at consumption: { $culture } culture lost (§ Production phase). To do it anyway: { $form }
tta-err-confirm_corruption = This would bring corruption of { $resources } at production (§ Production phase). To do it anyway: { $form }
tta-err-end_uprising = Ending now brings an uprising: more discontent than unused workers, no production (§ Discontent workers). To end anyway: { $form }
tta-err-end_famine = Ending now leaves { $food } food missing at consumption: { $culture } culture lost (§ Production phase). To end anyway: { $form }
tta-err-end_corruption = Ending now costs { $resources } to corruption (§ Production phase). To end anyway: { $form }
tta-decision-first_turn = Your first turn: take cards from the row
tta-decision-politics = Your turn: politics phase (or go on with actions)
tta-decision-actions = Your turn: action phase
tta-decision-bid = Colonization: bid or pass
tta-decision-agreement = International Agreement: take cards or be done
tta-decision-discard = Discard your excess military cards
tta-decision-strength_discard = Politics of Strength: discard 3 military cards
tta-decision-defend = You are attacked: defend or yield
tta-decision-pact = A pact is offered to you: accept or refuse
tta-decision-colonize = Send your colonization force
tta-decision-plunder = Plunder: how much of it is food
tta-decision-raid = Raid: choose the buildings to destroy
tta-decision-annex = Annex: choose the colony
tta-decision-infiltrate = Infiltrate: leader or unfinished wonder
tta-decision-blue_tokens = Empty blue bank: which blue tokens of your farms and mines go back to the box
tta-decision-wonder_tokens = Empty blue bank: which blue tokens of your farms and mines cover the wonder's stages
tta-decision-churchill = Winston Churchill: this turn's choice, not made yet
tta-decision-war_tech = War over Technology: special technologies to take, the rest of the advantage as science
tta-decision-markets = Development of Markets: food or resources
tta-decision-religion = Development of Religion: build a free temple?
tta-decision-warfare = Development of Warfare: build free Warriors?
tta-decision-civilization = Development of Civilization: one free action
tta-decision-foray = Foray: how much of the 3 is food
tta-decision-raiders = Raiders: how much of the 2 lost is food
tta-decision-ravages = Ravages of Time: which wonder becomes a ruin
tta-decision-lose_workers = Choose which workers you lose
tta-decision-independence = Declaration of Independence: which colony you lose
tta-decision-border = Border Conflict: destroy one of your buildings
tta-decision-terror = Terrorism: destroy one urban building of this player
tta-outcome-culture = Most culture wins.
tta-outcome-shared = Tied for the most culture: the victory is shared.
tta-outcome-last_standing = Every other civilization resigned.

## tta.log.*: the engine's own words for its events ("Player {seat} takes ..."), as the console
## and the developers read them. Players never read them: present/tta.py words every event that
## names a seat through tta.say.* (with player names) and every hidden answer through
## tta.ui.hidden.* (tests/present/test_tta_present.py::test_the_engines_own_log_words_are_never_shown).

tta-log-send_action =
    { $text } (and { $discarded ->
        [one] 1 military card
       *[other] { $discarded } military cards
    } discarded face down)

tta-log-setup = A game for { $players } players; player { $first } starts.
tta-log-turn = Round { $round }: player { $seat }'s turn.
tta-log-hidden_action = A player played { $verb } (hidden).

tta-log-take =
    Player { $seat } takes { $card } from slot { $slot } ({ $cost ->
        [one] 1 civil action
       *[other] { $cost } civil actions
    }).

tta-log-pop = Player { $seat } increases population ({ $food } food).

tta-log-build =
    Player { $seat } builds on { $card } ({ $cost ->
        [one] 1 resource
       *[other] { $cost } resources
    }).

tta-log-upgrade =
    Player { $seat } upgrades { $card } to { $to } ({ $cost ->
        [one] 1 resource
       *[other] { $cost } resources
    }).

tta-log-destroy = Player { $seat } destroys a building on { $card }.
tta-log-disband = Player { $seat } disbands a unit on { $card }.
tta-log-leader = Player { $seat } puts { $card } in play as leader.
tta-log-homer_wonder = Homer is slid under { $card } of player { $seat }.
tta-log-develop = Player { $seat } develops { $card } ({ $cost } science).
tta-log-revolution = Player { $seat } declares a revolution: { $card } ({ $cost } science).

tta-log-wonder_stage =
    Player { $seat } builds { $stages ->
        [one] 1 stage
       *[other] { $stages } stages
    } of { $card } ({ $cost ->
        [one] 1 resource
       *[other] { $cost } resources
    }).

tta-log-wonder_complete = Player { $seat } completes { $card } (+{ $culture } culture).
tta-log-action_card = Player { $seat } plays { $card }.
tta-log-tactic = Player { $seat } plays the tactic { $card }.
tta-log-copy_tactic = Player { $seat } copies the tactic { $card }.
tta-log-tactic_shared = Player { $seat }'s tactic { $card } is now shared.
tta-log-churchill = Winston Churchill: player { $seat } chooses { $choice }.
tta-log-convert = Player { $seat } uses 1 { $source } as 1 { $target } (Trade Routes Agreement).
tta-log-event_prepared = Player { $seat } prepares an event (+{ $culture } culture).
tta-log-event_prepared_card = You put { $card } on the future events.
tta-log-event_revealed = Current event revealed: { $card }.
tta-log-events_rebuilt = The future events ({ $count }) become the current events.
tta-log-event_gain = Player { $seat } gains from the event.
tta-log-event_loss = Player { $seat } loses food { $food } and resources { $resources }.
tta-log-culture_lost = Player { $seat } loses { $culture } culture.
tta-log-no_effect = { $card } has no effect.

tta-log-population_lost =
    Player { $seat } loses { $count ->
        [one] 1 unused worker
       *[other] { $count } unused workers
    }.

tta-log-population_gained = Player { $seat } gains { $count } population.

tta-log-worker_lost =
    Player { $seat } loses { $count ->
        [one] 1 worker
       *[other] { $count } workers
    } from { $card }.

tta-log-workers_lost = Player { $seat } loses workers from their cards.

tta-log-civil_actions_lost =
    Player { $seat } uses up { $count ->
        [one] 1 civil action
       *[other] { $count } civil actions
    }.

tta-log-yellow_taken =
    Player { $seat } takes { $count ->
        [one] 1 yellow token
       *[other] { $count } yellow tokens
    } from player { $target }.

tta-log-blue_from_cards = Player { $seat } returns blue tokens from their farms and mines to the box.
tta-log-wonder_tokens = Player { $seat } covers { $card } with blue tokens from their farms and mines.

tta-log-blue_lost =
    Player { $seat } returns { $count ->
        [one] 1 blue token
       *[other] { $count } blue tokens
    } to the box.

tta-log-economic_progress = Player { $seat }: corruption { $corruption }, food { $food }, consumption { $consumption }, resources { $resources }.
tta-log-leader_removed = Player { $seat }'s leader { $card } leaves play.
tta-log-leader_obsolete = Player { $seat }'s leader { $card } is obsolete.
tta-log-wonder_obsolete = Player { $seat }'s unfinished { $card } is obsolete.
tta-log-pact_obsolete = The pact { $card } of player { $seat } is obsolete.
tta-log-ruin = Player { $seat }'s { $card } becomes a ruin.
tta-log-razed = Player { $seat } destroys { $card } of player { $target }.

tta-log-discarded =
    Player { $seat } discards { $count ->
        [one] 1 military card
       *[other] { $count } military cards
    }.

tta-log-impact = { $card }: player { $seat } scores { $culture } culture.
tta-log-final_scoring = Final scoring.
tta-log-gates_culture = Bill Gates leaves: player { $seat } scores { $culture } culture.
tta-log-gates_final = Bill Gates: player { $seat } scores { $culture } culture.
tta-log-game_over = The game is over.
tta-log-age_begins = Age { $age } begins.

tta-log-yellow_lost_age =
    Player { $seat } loses { $count ->
        [one] 1 yellow token
       *[other] { $count } yellow tokens
    } at the new age.

tta-log-last_round = Age IV: round { $round } is the last.
tta-log-military_reshuffled = The Age { $age } military discards become the military deck.

tta-log-drew_military =
    Player { $seat } draws { $count ->
        [one] 1 military card
       *[other] { $count } military cards
    }.

tta-log-drew_military_cards = You draw { $cards }.
tta-log-uprising = Uprising: player { $seat } skips production.

tta-log-production =
    Player { $seat } produces: +{ $science } science, +{ $culture } culture, corruption { $corruption }, +{ $food } food, consumption { $consumption } (missing { $hunger }: -{ $culture_lost } culture), +{ $resources ->
        [one] 1 resource
       *[other] { $resources } resources
    }.

tta-log-leader_culture = { $card }: player { $seat } scores { $culture } culture.
tta-log-genghis = Genghis Khan: player { $seat } scores { $culture } culture.
tta-log-politics_forfeited = Player { $seat } gives up this political action (International Agreement).

tta-log-agreement_done =
    Player { $seat } took cards worth { $taken ->
        [one] 1 civil action
       *[other] { $taken } civil actions
    }.

tta-log-answered = Player { $seat } has answered.
tta-log-answer_void = Player { $seat }'s answer no longer fits and does nothing.
tta-log-aggression = Player { $seat } plays { $card } against player { $target } (strength { $strength } against { $defence }).
tta-log-defended = Player { $seat } defends against { $card } (bonus cards { $bonus }, { $discarded } discarded).
tta-log-defence_discards = You discarded { $cards } face down.
tta-log-aggression_succeeds = { $card } of player { $seat } against player { $target } succeeds.

tta-log-plundered =
    Player { $seat } takes { $food } food and { $resources ->
        [one] 1 resource
       *[other] { $resources } resources
    } from player { $target }.

tta-log-annexed = Player { $seat } annexes { $card } from player { $target }.
tta-log-infiltrated = Player { $seat } removes { $card } of player { $target } (+{ $culture } culture).
tta-log-science_taken = Player { $seat } takes { $science } science from player { $target }.
tta-log-culture_taken = Player { $seat } takes { $culture } culture from player { $target }.
tta-log-pact_ends = The pact { $card } ends.
tta-log-pact_offered = Player { $seat } offers { $card } to player { $target }.
tta-log-pact_accepted = Player { $seat } accepts { $card }.
tta-log-pact_refused = Player { $seat } refuses { $card }.
tta-log-war_declared = Player { $seat } declares { $card } on player { $target }.
tta-log-war_tie = { $card }: equal strength { $strength }; no effect.
tta-log-war_won = { $card }: player { $seat } wins by { $advantage }.
tta-log-tech_stolen = Player { $seat } takes { $card } from player { $target }.
tta-log-resigned = Player { $seat } resigns.
tta-log-war_on_resigned = Player { $seat }'s war target resigned: +{ $culture } culture.
tta-log-alexander_retires = Alexander the Great retires: player { $seat } gains a yellow token.
tta-log-columbus = Christopher Columbus leaves: player { $seat } colonizes { $card }.
tta-log-colonized = Player { $seat } colonizes { $card }.
tta-log-colony_lost = Player { $seat } loses the colony { $card }.
tta-log-force_sent = Player { $seat } sends a force worth { $value } to { $card }.
tta-log-auction_no_units = Player { $seat } has no units and cannot bid.
tta-log-auction_no_bids = Nobody colonizes { $card }.
tta-log-auction_won = Player { $seat } wins { $card } with a bid of { $bid }.
tta-log-bid = Player { $seat } bids { $bid } for { $card }.
tta-log-bid_pass = Player { $seat } passes on { $card }.
tta-category-farm = farm
tta-category-mine = mine
tta-category-lab = lab
tta-category-temple = temple
tta-category-library = library
tta-category-arena = arena
tta-category-theater = theater
tta-category-infantry = infantry
tta-category-cavalry = cavalry
tta-category-artillery = artillery
tta-category-air_force = air force
tta-category-government = government
tta-category-special_construction = construction
tta-category-special_civil = civil special
tta-category-special_military = military special
tta-category-special_colonization = colonization
