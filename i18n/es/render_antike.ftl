### Labels drawn inside the Antike board image (render/antike.py). Keys: render.antike.<what>.
### Nation, province, know-how, rondel-space and personage names come from antike.ftl.

render-antike-title = Antike
render-antike-board-east = tablero Oriental
render-antike-round = Ronda { $n }
render-antike-target = Meta: { $n } personalidades
render-antike-target_short = de { $n }
render-antike-to_play = juega
render-antike-game_over = Partida terminada
render-antike-winner = Gana: { $nation } ({ $player })
render-antike-ready_units = Unidades que aún pueden actuar: { $n }
render-antike-phase-draft = Eligiendo civilizaciones
render-antike-phase-coin = Tomando un recurso (banco sin monedas)
render-antike-phase-rondel = Moviendo en el rondel
render-antike-phase-action = Realizando la acción
render-antike-phase-found = Fundando ciudades
render-antike-phase-battle = Esperando respuestas de batalla
render-antike-phase-over = Partida terminada
render-antike-rondel = Rondel
render-antike-legend-rondel = Rondel: horario; 1–3 pasos gratis, luego 1 recurso por paso
render-antike-battle-title = Petición de batalla
render-antike-battle-move = { $units } entrando en { $province }
render-antike-battle-awaiting = Esperando a:
render-antike-battle-resolving = Resolviendo el movimiento

render-antike-units-legion =
    { $n ->
        [one] 1 legión
       *[other] { $n } legiones
    }

render-antike-units-galley =
    { $n ->
        [one] 1 galera
       *[other] { $n } galeras
    }

render-antike-supply = Reserva: personalidades restantes
render-antike-bank_coins = Monedas en el banco: { $n }
render-antike-temples_left = Templos restantes: { $n }
render-antike-legend-title = Leyenda
render-antike-legend-land = Tierra (legiones)
render-antike-legend-water = Mar (galeras)
render-antike-legend-both = Frontera de tierra y mar
render-antike-legend-cities = Ciudad: mármol · hierro · oro
render-antike-legend-temple = Templo en la ciudad
render-antike-legend-legion = Legiones
render-antike-legend-galley = Galeras
render-antike-col-nation = Civilización
render-antike-col-resources = Recursos
render-antike-col-board = En el tablero
render-antike-col-knowhow = Progresos
render-antike-col-personages = Personalidades
render-antike-col-vp = Puntos

# One letter per nation, drawn on its markers next to its colour and shape.
render-antike-letter-greeks = G
render-antike-letter-persians = P
render-antike-letter-arabs = A
render-antike-letter-phoenicians = F
render-antike-letter-egyptians = E
render-antike-letter-babylonians = B

# Initials on the personage cameos: King, Scholar, General, Citizen, Navigator.
render-antike-personage_letter-king = R
render-antike-personage_letter-scholar = E
render-antike-personage_letter-general = G
render-antike-personage_letter-citizen = C
render-antike-personage_letter-navigator = N

render-antike-seas =
    { $n ->
        [one] 1 mar
       *[other] { $n } mares
    }
