### Labels drawn inside the Antike board image (render/antike.py). Keys: render.antike.<what>.
### Nation, province, know-how, rondel-space and personage names come from antike.ftl.

render-antike-title = Antike
render-antike-board-east = East board
render-antike-round = Round { $n }
render-antike-target = Goal: { $n } personages
render-antike-target_short = of { $n }
render-antike-to_play = to play
render-antike-game_over = Game over
render-antike-winner = Winner: { $nation } ({ $player })
render-antike-ready_units = Units still able to act: { $n }
render-antike-phase-draft = Choosing nations
render-antike-phase-coin = Taking a resource (bank out of coins)
render-antike-phase-rondel = Moving on the rondel
render-antike-phase-action = Carrying out the action
render-antike-phase-found = Founding cities
render-antike-phase-battle = Waiting for battle answers
render-antike-phase-over = Game over
render-antike-rondel = Rondel
render-antike-legend-rondel = Rondel: clockwise; 1–3 steps free, then 1 resource a step
render-antike-battle-title = Battle demand
render-antike-battle-move = { $units } entering { $province }
render-antike-battle-awaiting = Waiting for:
render-antike-battle-resolving = Resolving the move

render-antike-units-legion =
    { $n ->
        [one] 1 legion
       *[other] { $n } legions
    }

render-antike-units-galley =
    { $n ->
        [one] 1 galley
       *[other] { $n } galleys
    }

render-antike-supply = Supply: personages left
render-antike-bank_coins = Coins in bank: { $n }
render-antike-temples_left = Temples left: { $n }
render-antike-legend-title = Key
render-antike-legend-land = Land border (legions)
render-antike-legend-water = Sea border (galleys)
render-antike-legend-both = Land and sea border
render-antike-legend-cities = City: marble · iron · gold
render-antike-legend-temple = Temple on the city
render-antike-legend-legion = Legions
render-antike-legend-galley = Galleys
render-antike-col-nation = Nation
render-antike-col-resources = Resources
render-antike-col-board = On the board
render-antike-col-knowhow = Know-how
render-antike-col-personages = Personages
render-antike-col-vp = Points

# One letter per nation, drawn on its markers next to its colour and shape.
render-antike-letter-greeks = G
render-antike-letter-persians = P
render-antike-letter-arabs = A
render-antike-letter-phoenicians = Ph
render-antike-letter-egyptians = E
render-antike-letter-babylonians = B

# Initials on the personage cameos: King, Scholar, General, Citizen, Navigator.
render-antike-personage_letter-king = K
render-antike-personage_letter-scholar = S
render-antike-personage_letter-general = G
render-antike-personage_letter-citizen = C
render-antike-personage_letter-navigator = N

render-antike-seas =
    { $n ->
        [one] 1 sea
       *[other] { $n } seas
    }
