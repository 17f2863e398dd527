### Age of Heroes texts of the Discord side: /aoh commands (generated from the engine's verbs:
### cmd.age_of_heroes.<verb>, .desc, .<field>), panels, buttons, DMs (present/age_of_heroes.py) and
### the game's help (/game help game:age_of_heroes). Rules texts: age_of_heroes.ftl.

cmd-aoh-desc = Age of Heroes: build, trade on market day, attack; secrets go by DM.
cmd-aoh-hand = hand
cmd-aoh-hand-desc = Show your hand and what you can build (only you see it).
cmd-age_of_heroes-tribe = tribe
cmd-age_of_heroes-tribe-desc = Choose your tribe (in turn order).
cmd-age_of_heroes-ask_road = road
cmd-age_of_heroes-ask_road-desc = Ask a neighbour for permission to build a road (before your action).
cmd-age_of_heroes-tax = tax
cmd-age_of_heroes-tax-desc = Collect taxes: draw one card per city.
cmd-age_of_heroes-swap = swap
cmd-age_of_heroes-swap-desc = Without cities: discard one card and draw another.
cmd-age_of_heroes-build = build
cmd-age_of_heroes-build-desc = Build an item (the list shows what you can pay for now).
cmd-age_of_heroes-attack = attack
cmd-age_of_heroes-attack-desc = Start composing an attack (armies and heroes are chosen in your DMs).
cmd-age_of_heroes-send = send
cmd-age_of_heroes-send-desc = Add an army (or every free army) to the attack you are composing.
cmd-age_of_heroes-hero = hero
cmd-age_of_heroes-hero-desc = Add a mighty hero to your attack: as an army, or as the general of an army.
cmd-age_of_heroes-launch = launch
cmd-age_of_heroes-launch-desc = Launch the attack you composed.
cmd-age_of_heroes-back = back
cmd-age_of_heroes-back-desc = Drop the attack you are composing and choose another action.
cmd-age_of_heroes-pass = pass
cmd-age_of_heroes-pass-desc = Take no action this turn.
cmd-age_of_heroes-done = done
cmd-age_of_heroes-done-desc = Done trading (market day) or done building.
cmd-age_of_heroes-place = monument
cmd-age_of_heroes-place-desc = Place special-resource cards on your monument.
cmd-age_of_heroes-discard = discard
cmd-age_of_heroes-discard-desc = Discard a card (down to five at the end of your turn).
cmd-age_of_heroes-offer = offer
cmd-age_of_heroes-offer-desc = Market day: offer cards to everyone or to one player (privately if you like).
cmd-age_of_heroes-counter = counter
cmd-age_of_heroes-counter-desc = Answer an offer with another one.
cmd-age_of_heroes-accept = accept
cmd-age_of_heroes-accept-desc = Accept an offer: the cards change hands at once.
cmd-age_of_heroes-decline = decline
cmd-age_of_heroes-decline-desc = Decline an offer made to you.
cmd-age_of_heroes-cancel = cancel
cmd-age_of_heroes-cancel-desc = Withdraw one of your offers.
cmd-age_of_heroes-card = A card from your hand
cmd-age_of_heroes-counter-offer = The offer
cmd-age_of_heroes-accept-offer = The offer
cmd-age_of_heroes-decline-offer = The offer
cmd-age_of_heroes-cancel-offer = The offer
cmd-age_of_heroes-give = Cards you give, e.g. 1 wood 1 stone (or nothing)
cmd-age_of_heroes-get = Cards you want, e.g. 2 gold (or nothing)
cmd-age_of_heroes-tribe-tribe = Your tribe (or random)
cmd-age_of_heroes-ask_road-to = The neighbour
cmd-age_of_heroes-build-what = What to build and how to pay
cmd-age_of_heroes-attack-target = The player to attack
cmd-age_of_heroes-attack-goal = What the attack is for
cmd-age_of_heroes-send-army = The army (or all free ones)
cmd-age_of_heroes-hero-on = The army it leads as general (none: the hero fights as an army)
cmd-age_of_heroes-place-count = How many cards
cmd-age_of_heroes-offer-to = Only to this player
cmd-age_of_heroes-offer-private = Keep it between the two of you (by DM)
aoh-everyone = everyone
aoh-counter_of = {" "}(counter to #{ $id })
aoh-reason-cities = five cities
aoh-reason-monument = monument
aoh-reason-last_standing = last tribe standing
aoh-round_winner-attack = the attacker wins
aoh-round_winner-defence = the defender wins
aoh-round_winner-tie = tie, nobody falls
aoh-panel-decks = 🂠 Deck { $deck } · discards { $discard } · battle deck { $battle }
aoh-panel-supply = Supply:
aoh-panel-draft = Choosing tribes.
aoh-panel-market = 🏪 Market day: trade with `/aoh offer`, answer in your DMs, then `/aoh done`.
aoh-panel-turn = Turn { $turn }: { $who }.
aoh-panel-road = 🛣️ { $asker } asks { $to } for a road.
aoh-panel-luck = 🍀 Luck window against { $card } (answers by DM). Answered: { $answered }
aoh-panel-disaster = { $card }: { $who } chooses the target.

aoh-panel-battle =
    { $attacker } attacks { $defender } ({ $goal ->
        [conquest] conquest
        [plunder] plunder
       *[raze] raze
    })

aoh-panel-assigning = Both sides are placing their battle cards in secret.
aoh-panel-citadels = Citadels: +{ $n } on every defending card.
aoh-panel-round = Round { $n }: { $a } **{ $at }** – **{ $dt }** { $d }: { $winner }

aoh-panel-last_battle =
    Last battle: { $attacker } against { $defender } ({ $goal ->
        [conquest] conquest
        [plunder] plunder
       *[raze] raze
    })

aoh-panel-victorious = Victorious armies: { $n }

aoh-panel-hand =
    🂠 { $n ->
        [0] no card in hand
        [one] one card in hand
       *[other] { $n } cards in hand
    }

aoh-panel-holdings =
    🏘️ { $cities ->
        [0] no city
        [one] one city
       *[other] { $cities } cities
    } · 🏰 { $citadels ->
        [0] no citadel
        [one] one citadel
       *[other] { $citadels } citadels
    }

aoh-panel-monument =
    🗿 { $n ->
        [0] 0/5
        [1] 1/5
        [2] 2/5
        [3] 3/5
        [4] 4/5
       *[other] { $n } (complete)
    } { $card }

aoh-button-tribe_random = Random tribe
aoh-button-discard = Discard { $card }
aoh-button-discard_random = Discard at random
aoh-button-swap = Swap { $card }
aoh-button-swap_random = Swap a random card
aoh-button-volcano = Volcano on { $who }
aoh-button-volcano_random = Volcano: random
aoh-button-quake = Earthquake on { $army }
aoh-button-quake_random = Earthquake: random
aoh-button-ask_road = Ask { $who } for a road

aoh-button-attack =
    Attack { $who }: { $goal ->
        [conquest] conquest
        [plunder] plunder
       *[raze] raze
    }

aoh-button-assign_unit = { $value } under { $unit }
aoh-button-assign_auto = Best cards to generals, the rest at random
aoh-button-assign_random = Place my cards at random
aoh-button-accept = Accept { $id }
aoh-button-decline = Decline { $id }
aoh-button-cancel = Withdraw { $id }
aoh-button-no_luck = No luck
aoh-button-luck = Play luck
aoh-button-olympics = Olympic games
aoh-button-hero = Hero as an army
aoh-button-hero_on = Hero as general of { $army }
aoh-button-hold = Keep { $army } out of the defence
aoh-button-ready = Ready
aoh-button-tax = Tax
aoh-button-pass = Pass
aoh-button-done = Done
aoh-button-launch = Launch the attack
aoh-button-back = Drop the attack
aoh-button-send = Send { $army }
aoh-button-send_all = Send every free army
aoh-button-allow = Allow the road
aoh-button-deny = Deny the road

aoh-button-place =
    { $count ->
        [0] Place nothing
        [one] Place one card
       *[other] Place { $count } cards
    }

aoh-button-fight = Fight with { $army }
aoh-button-fight_random = Any army (random)

aoh-dm-hand = { $n ->
        [0] {"*"}*Your hand** is empty.
        [one] {"*"}*Your hand** (one card): { $cards }
       *[other] {"*"}*Your hand** ({ $n } cards): { $cards }
    }

aoh-dm-reserved = Promised in your open offers: { $cards }
aoh-dm-can_build = {"*"}*You can build now:** { $items }
aoh-dm-can_build_nothing = You cannot pay for any item right now.

aoh-dm-can_place =
    You hold { $n ->
        [one] one { $card } card
       *[other] { $n } { $card } cards
    } for your monument.

aoh-dm-my_offers = Your open offers:
aoh-dm-can_accept = Offers you can accept now:

aoh-dm-declaration =
    Attack being prepared on { $target } ({ $goal ->
        [conquest] conquest
        [plunder] plunder
       *[raze] raze
    }): armies { $armies }, { $heroes ->
        [0] no hero
        [one] one hero
       *[other] { $heroes } heroes
    }.

aoh-dm-battle = Battle cards to place: { $cards } · placed: { $placed }
aoh-dm-committed_heroes = Heroes committed to this defence (still secret): { $n }.

aoh-final-line =
    {"*"}*{ $place }.** { $who }: { $cities ->
        [0] no city
        [one] one city
       *[other] { $cities } cities
    }, monument { $monument ->
        [0] 0/5
        [1] 1/5
        [2] 2/5
        [3] 3/5
        [4] 4/5
       *[other] complete ({ $monument })
    }

aoh-final-score =
    { $cities ->
        [0] no city
        [one] one city
       *[other] { $cities } cities
    }, monument { $monument ->
        [0] 0/5
        [1] 1/5
        [2] 2/5
        [3] 3/5
        [4] 4/5
       *[other] complete ({ $monument })
    }

aoh-final-turns =
    { $n ->
        [one] The game lasted one turn.
       *[other] The game lasted { $n } turns.
    }

age_of_heroes-help-extra = • `/aoh hand` — your hand and what you can build, only for you. Answers to windows (defence, luck, battle cards, road permissions, event targets) are buttons in your DMs, or under 👁 **My view** when DMs are closed.

age_of_heroes-help-rules =
    Build an empire of **five cities**, or a monument of **five cards** of your tribe's special resource, and hold it through a whole **challenge round** (§8); or be the last tribe standing (§7).
    • **Setup (§2):** turn order by battle cards; each tribe starts with a city, an army and 3 cards; disasters in the opening are discarded.
    • **Market day (§4)**, once a round before the first player's turn: everyone draws 1 card plus 1 per tribe reached by roads, then trades freely (`/aoh offer`, `/aoh accept`); `/aoh done` when finished.
    • **Your turn (§3):** draw a card (§3.1); ask neighbours for roads, then **one action** (§3.2): tax (1 card per city; without cities, swap a card), build any number of items, attack, or pass; then place special resources on your monument (§3.3), discard down to 5 (§3.4); armies away come home (§3.5).
    • **Costs (§6.3):** gold stands in for any ordinary resource (§6.1); the DM lists what you can build.
    • **Battles (§5):** choose target, goal (conquest, plunder, raze), armies and heroes; the defender may answer with olympic games or heroes; both sides place battle cards secretly, then each round both pick an army: the higher total wins (+2 general, +1 per citadel in defence).
    • **Events (§6.1):** population boom, earthquake, volcano, famine and barbarians take effect when drawn; luck, olympic games and mighty heroes are kept in hand.

age_of_heroes-help-rulings =
    • A drawn population boom saves a tribe with no city and no other card (§6.1, §7).
    • Market day comes once a round; a first player eliminated in its own turn brings no extra one (§4).
    • One-army sides place their battle card at once; "best cards to generals" places the rest at random, and only its player is told (§5).
    • Heroes committed in the defence window stay secret until it closes; olympic games send them back to the hand (§5).
    • With hidden discards, a discarded card is shown to its owner only; private offers exist only for the two players concerned (§4).

age_of_heroes-option-tribe_selection = tribes chosen in turn order (`draft`) or dealt at random (§2)
age_of_heroes-option-battle_copies = copies of each battle card value 1–6
age_of_heroes-option-event_counts = copies of each event card in the resource deck
age_of_heroes-option-item_counts = cards in each item pile
age_of_heroes-option-barbarian_armies = barbarian armies in each barbarian raid
age_of_heroes-option-famine_luck_scope = luck against famine saves your own hand (`own`) or cancels the famine for everyone (`all`)
age_of_heroes-option-challenge_same_condition = the challenge round must end with the condition that started it (§8)
age_of_heroes-option-hero_discarded_after_battle = mighty heroes are discarded after their battle (off: survivors return to the hand)
age_of_heroes-option-defender_all_armies = every free home army defends (off: the defender may keep some out)
age_of_heroes-option-discards_public = discarded cards are shown to everyone (off: only to their owner)
age_of_heroes-option-seats_close_up = after an elimination the neighbours of the fallen tribe become neighbours
age_of_heroes-help-example-tribe = tribe:romans
age_of_heroes-help-example-ask_road = to:Bob
age_of_heroes-help-example-swap = card:wood
age_of_heroes-help-example-build = what:city
age_of_heroes-help-example-attack = target:Bob goal:plunder
age_of_heroes-help-example-send = army:all
age_of_heroes-help-example-hero = on:…
age_of_heroes-help-example-place = count:2
age_of_heroes-help-example-discard = card:iron
age_of_heroes-help-example-offer = give:"1 wood 1 stone" get:"1 gold" to:Bob private:True
age_of_heroes-help-example-counter = id:#3 give:"1 iron" get:"1 grain"
age_of_heroes-help-example-accept = id:#3
age_of_heroes-help-example-decline = id:#3
age_of_heroes-help-example-cancel = id:#3
