### Labels drawn inside board images (render/). Keys: render.<game>.<what>.

render-seat = Asiento { $n }
render-tigris-tile-red = Templo
render-tigris-tile-blue = Agricultura
render-tigris-tile-green = Mercado
render-tigris-tile-black = Población
render-tigris-leader-red = Sacerdote
render-tigris-leader-blue = Agricultor
render-tigris-leader-green = Mercader
render-tigris-leader-black = Rey
render-tigris-dynasty-bow = Arco
render-tigris-dynasty-lion = León
render-tigris-dynasty-bull = Buey
render-tigris-dynasty-urn = Vasija
render-tigris-building-red = Biblioteca
render-tigris-building-blue = Granero
render-tigris-building-green = Mercado cubierto
render-tigris-building-black = Palacio

# One letter drawn on the building marker; the key explains it.
render-tigris-building_letter-red = B
render-tigris-building_letter-blue = G
render-tigris-building_letter-green = M
render-tigris-building_letter-black = P
render-tigris-legend-leader = Líder: aro = color, número = fuerza
render-tigris-legend-catastrophe = Catástrofe
render-tigris-legend-treasure = Tesoro
render-tigris-legend-priority_treasure = Tesoro prioritario
render-tigris-legend-monument = Monumento
render-tigris-legend-union = Ficha de unión
render-tigris-legend-kingdom = Reino
render-tigris-legend-buildings = Edificios

render-tigris-game_over =
    Partida terminada — { $count ->
        [one] gana:
       *[other] ganan:
    }

render-tigris-waiting_for = Esperando a

render-tigris-bag =
    Bolsa: { $n ->
        [one] una loseta
       *[other] { $n } losetas
    }

render-tigris-treasures_left =
    { $n ->
        [one] un tesoro
       *[other] { $n } tesoros
    } en el tablero

render-tigris-to_play = juega
render-tigris-none = ninguno
render-tigris-tiles_in_hand = Losetas en mano: { $n }
render-tigris-score = Puntos:
render-tigris-score_hidden = Puntos: ocultos
render-tigris-monuments_available = monumentos disponibles:
render-tigris-conflict-revolt = Conflicto interno
render-tigris-conflict-war = Conflicto externo
render-tigris-conflict-attacker = Atacante
render-tigris-conflict-defender = Defensor
render-tigris-conflict-base = tablero { $n }
render-tigris-conflict-support = apoyo { $n }
render-tigris-conflict-support_hidden = apoyo ?
render-tigris-conflict-awaiting = decidiendo
render-tigris-conflict-resolved = Resuelto
render-tigris-conflict-pending = Conflictos pendientes:

# Tags drawn next to the two leaders in a conflict.
render-tigris-conflict-tag_attacker = A
render-tigris-conflict-tag_defender = D
render-tigris-log = Últimas jugadas

# Conflict card title, e.g. "War between Traders".
render-tigris-conflict-heading = { $kind } entre { $leaders }

render-tigris-plays =
    juega · { $n ->
        [one] queda una acción
       *[other] quedan { $n } acciones
    }

render-tigris-role-attacker = atacante
render-tigris-role-defender = defensor
render-tigris-leaders_off_board = Líderes fuera del tablero:

# The final score is the weakest colour, after the treasures went to the weakest colours.
render-tigris-final_score = Puntuación final:
render-tigris-with_treasures = (con tesoros)
render-tigris-winner = ★ gana
render-tigris-leaders-red = Sacerdotes
render-tigris-leaders-blue = Agricultores
render-tigris-leaders-green = Mercaderes
render-tigris-leaders-black = Reyes
render-tigris-phase-support = revelar losetas de apoyo
render-tigris-phase-war_order = elegir qué conflicto va primero
render-tigris-phase-monument = construir un monumento o no
render-tigris-phase-building = colocar un edificio especial o no
render-tigris-phase-treasure = tomar un tesoro con el mercader

# Civilization (render/civilization.py): what the posted board's region shows, and the A.S.T.
render-civilization-focus-move = Mueve { $who }
render-civilization-focus-calamity = Calamidad: { $who }
render-civilization-focus-waiting = Se espera a { $who }
render-civilization-focus-events = Donde ocurrieron las últimas jugadas
render-civilization-focus-busiest = La parte del mapa con más piezas
render-civilization-focus-map = Parte del mapa
render-civilization-focus-areas = Las áreas de { $who }
render-civilization-focus-whole = El mapa completo
render-civilization-full_map_hint = mapa completo: botón de abajo
render-civilization-ast-entry = Siguiente: { $epoch } en la casilla { $column }, { $what } (tiene { $has })
render-civilization-ast-final = la casilla final
render-civilization-full_map_button = Mapa completo
