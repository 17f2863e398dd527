### Antike (engine/antike). Engine params hold ids (nation, province, knowhow, unit...) and seats;
### present/antike.py names them (antike.nation.<id>, antike.province.<id>...) and adds the phrases
### with numbers the texts use (units, forces, goods, pay: antike.units.*, antike.amount.*).

antike-name = Antike
antike-err-west_board_unavailable = El tablero Occidental aún no se puede jugar: faltan sus datos. Juega en el tablero Oriental.
antike-err-player_count = Antike es para 2 a 6 jugadores, no { $count }.
antike-err-unknown_space = No hay ningún espacio del rondel llamado { $name }. ({ antike-rule-rondel })

antike-err-rondel_cost_mismatch =
    Mover a { $space } no es { $paid ->
        [0] gratis
        [one] 1 recurso
       *[other] { $paid } recursos
    }: desde tu marcador cuesta { $costs }. ({ antike-rule-rondel })

antike-err-space_cost =
    { $space }: { $n ->
        [0] gratis
        [one] 1 recurso
       *[other] { $n } recursos
    }

antike-space-maneuver = Maniobra

antike-err-pay_count =
    Esos pasos cuestan { $paid ->
        [one] 1 recurso
       *[other] { $paid } recursos
    } pero has indicado { $given }. ({ antike-rule-rondel })

antike-err-rondel_cost =
    No puedes pagar { $paid ->
        [one] el paso extra
       *[other] los { $paid } pasos extra
    } con lo que tienes. ({ antike-rule-rondel })

antike-err-not_now = Eso no es posible ahora.
antike-err-not_your_city = { $province } no es una de tus ciudades. ({ antike-rule-spaces })
antike-err-temple_exists = { $province } ya tiene un templo: uno por ciudad. ({ antike-rule-temple })
antike-err-no_temples_left = Los 20 templos ya están en el tablero. ({ antike-rule-temple })
antike-err-temple_cost = Un templo cuesta { $cost } de mármol. ({ antike-rule-temple })
antike-err-no_legions_here = No se pueden colocar legiones en { $province }: no tiene fronteras terrestres. ({ antike-rule-arming })
antike-err-no_galleys_here = No se pueden colocar galeras en { $province }: no tiene fronteras acuáticas. ({ antike-rule-arming })

antike-err-arming_limit =
    { $province } puede recibir como máximo { $limit ->
        [one] 1 unidad nueva
       *[other] { $limit } unidades nuevas
    } este turno (ya { $done }). ({ antike-rule-arming })

antike-err-no_legions_left = No te quedan legiones en tu reserva ({ $limit } como máximo). ({ antike-rule-arming })
antike-err-no_galleys_left = No te quedan galeras en tu reserva ({ $limit } como máximo). ({ antike-rule-arming })

antike-err-arming_cost =
    { $cost ->
        [one] Esa unidad cuesta 1
       *[other] Esas unidades cuestan { $cost }
    } de hierro. ({ antike-rule-arming })

antike-err-knowhow_owned = Ya tienes { $knowhow }. ({ antike-rule-knowhow })
antike-err-knowhow_needs = { $knowhow } requiere antes { $requires }. ({ antike-rule-knowhow })
antike-err-knowhow_cost = { $knowhow } cuesta { $cost } de oro. ({ antike-rule-knowhow })
antike-err-city_taken = { $province } ya tiene una ciudad. ({ antike-rule-found })
antike-err-found_needs_unit = Para fundar una ciudad en { $province } necesitas una legión o galera allí. ({ antike-rule-found })
antike-err-no_city_markers = Tus { $limit } marcadores de ciudad ya están en el tablero. ({ antike-rule-found })
antike-err-city_cost = Una ciudad cuesta 1 mármol, 1 hierro y 1 oro. ({ antike-rule-found })
antike-err-legion_border = Las legiones no pueden pasar de { $origin } a { $to }: no hay frontera terrestre. ({ antike-rule-move })
antike-err-galley_border = Las galeras no pueden pasar de { $origin } a { $to }: no hay frontera acuática. ({ antike-rule-move })

antike-err-not_enough_units =
    { $count ->
        [0] No tienes { $units } en { $province }.
       *[other] Solo tienes { $units } en { $province }.
    } ({ antike-rule-move })

antike-err-no_actions_left =
    { $count ->
        [0] No tienes { $units } en { $province } con { $steps ->
            [one] una acción
           *[other] { $steps } acciones
        } por hacer.
        [one] Solo te queda { $units } en { $province } con { $steps ->
            [one] una acción
           *[other] { $steps } acciones
        } por hacer.
       *[other] Solo te quedan { $units } en { $province } con { $steps ->
            [one] una acción
           *[other] { $steps } acciones
        } por hacer.
    } ({ antike-rule-move })

antike-err-fight_self = No puedes luchar contra { $nation } allí. ({ antike-rule-fight })
antike-err-fight_no_units = Una batalla en { $province } necesita unidades tuyas de tipo { $unit } y de { $nation } allí (legiones contra legiones, galeras contra galeras). ({ antike-rule-fight })

antike-err-fight_pairs =
    Allí puedes luchar como máximo con { $most ->
        [one] 1 pareja
       *[other] { $most } parejas
    }. ({ antike-rule-fight })

antike-err-no_enemy_city = { $province } no es una ciudad de otra civilización. ({ antike-rule-conquest })
antike-err-last_city = { $province } es la última ciudad de { $nation }: no puede ser conquistada. ({ antike-rule-conquest })

antike-err-conquest_strength =
    Conquistar { $province } requiere exactamente { $defence ->
        [one] 1 unidad
       *[other] { $defence } unidades
    } (su defensa). ({ antike-rule-conquest })

antike-err-conquest_units =
    { $count ->
        [0] No tienes { $units } en { $province } que pueda actuar aún.
       *[other] Solo { $units } tuyas en { $province } pueden actuar aún.
    } ({ antike-rule-conquest })

antike-err-release_needed = Tus 25 marcadores de ciudad están en el tablero: la conquista debe abandonar una de tus ciudades (la lista de conquistas las ofrece). ({ antike-rule-conquest })
antike-err-release_invalid = No puedes abandonar { $province } para esta conquista. ({ antike-rule-conquest })
antike-err-nation_taken = { $nation } no está disponible. ({ antike-rule-nations })
antike-err-no_nation_yet = Aún se están eligiendo civilizaciones: podrás fijar una orden permanente cuando dirijas una. ({ antike-rule-nations })
antike-err-pairs_when_passing = Para dejar pasar las unidades no hace falta un número de parejas. ({ antike-rule-move })
antike-err-arm_nothing = Indica cuántas legiones o galeras quieres reclutar. ({ antike-rule-arming })

antike-err-move_actions_count =
    Mueves { $count ->
        [one] 1 unidad
       *[other] { $count } unidades
    } pero has indicado las acciones restantes de { $given }. ({ antike-rule-move })

antike-err-no_such_units = Tus unidades de tipo { $unit } en { $province } no tienen esas acciones restantes ({ $actions }): tienen { $ready }. ({ antike-rule-move })
antike-err-order_unchanged = Tu orden permanente ya es: { $order }.
antike-decision-choose_nation = Elige tu civilización.
antike-decision-battle_demand = { $nation }: { $mover } entra en { $province } con { $entering }, donde tienes { $defending }. ¿Exiges batalla?
antike-decision-take_resource = { $nation }: el banco no tiene monedas; toma un mármol, hierro u oro.
antike-decision-rondel = { $nation }: mueve tu marcador en el rondel.
antike-decision-temple = { $nation }: construye templos (5 de mármol cada uno) y luego ✅ Hecho.
antike-decision-arming = { $nation }: recluta legiones y galeras (1 de hierro cada una) y luego ✅ Hecho.
antike-decision-knowhow = { $nation }: compra progresos con oro y luego ✅ Hecho.
antike-decision-maneuver = { $nation }: mueve (`/antike mover`), lucha y conquista, y luego ✅ Hecho.
antike-decision-found = { $nation }: funda ciudades (1 mármol, 1 hierro y 1 oro cada una) o ✅ Terminar turno.
antike-log-armed = { $nation } recluta { $forces } en { $province }.
antike-log-battle = Batalla en { $province }: { $attacker } y { $defender } pierden { $units } cada uno.
antike-log-coin = { $nation } toma una moneda.
antike-log-no_coin = El banco no tiene monedas: { $nation } toma un { $resource }.
antike-log-conquest = { $nation } conquista { $province } a { $defender } (defensa { $defence }).
antike-log-found = { $nation } funda una ciudad en { $province }.
antike-log-knowhow = { $nation } adquiere { $knowhow } por { $cost } de oro.
antike-log-let_pass = { $nation } deja pasar las unidades en { $province }.
antike-log-moved = { $nation } mueve { $units } de { $origin } a { $to }.
antike-log-nation_chosen = { $player } dirige { $nation }.
antike-log-order = { $nation } fija su orden permanente de batalla: { $order }.
antike-log-personage = { $nation } atrae un { $personage } (n.º { $number }: { $reason }).
antike-log-produce = { $nation } produce { $goods }.
antike-log-rondel = { $nation } avanza a { $space }.
antike-log-rondel_paid = { $nation } avanza a { $space } y paga { $pay } por los pasos extra.
antike-log-start_player = { $nation } inicia la partida.
antike-log-stack_empty = No queda ningún { $personage } para { $nation }.
antike-log-sudden_death = Se han agotado las personalidades: gana la primera civilización que destruya un templo.
antike-log-temple = { $nation } construye un templo en { $province }.

antike-log-winner =
    ¡{ $nation } tiene { $count ->
        [one] 1 personalidad
       *[other] { $count } personalidades
    } y gana!

antike-log-winner_temple = ¡{ $nation } destruye el primer templo tras agotarse las personalidades y gana!
antike-end-target = { $nation } alcanzó primero { $target } personalidades.
antike-end-first_temple = { $nation } destruyó el primer templo después de agotarse las personalidades.
antike-nation-greeks = Grecia
antike-nation-persians = Persia
antike-nation-arabs = Arabia
antike-nation-phoenicians = Fenicia
antike-nation-egyptians = Egipto
antike-nation-babylonians = Babilonia
antike-province-adane = Adane
antike-province-adulis = Adulis
antike-province-alexandria = Alexandria
antike-province-ammonion = Ammonion
antike-province-antiochia = Antiochia
antike-province-artaxata = Artaxata
antike-province-athen = Atenas
antike-province-attalia = Attalia
antike-province-babylon = Babylon
antike-province-berenice = Berenice
antike-province-bycantium = Bycantium
antike-province-charax = Charax
antike-province-corniclanum = Corniclanum
antike-province-cyrene = Cyrenne
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
antike-knowhow-wheel = La rueda
antike-knowhow-roads = Caminos
antike-knowhow-sailing = Botes
antike-knowhow-navigation = Navegación
antike-knowhow-market = Mercado
antike-knowhow-currency = Acuñamiento de moneda
antike-knowhow-monarchy = Monarquía
antike-knowhow-democracy = Democracia
antike-space-iron = Hierro
antike-space-temple = Templo
antike-space-gold = Oro
antike-space-maneuver1 = Maniobra
antike-space-arming = Armamento
antike-space-marble = Mármol
antike-space-knowhow = Conocimiento
antike-space-maneuver2 = Maniobra
antike-personage-king = Rey
antike-personage-scholar = Erudito
antike-personage-general = General
antike-personage-citizen = Ciudadano
antike-personage-navigator = Navegante
antike-unit-legion = legión
antike-unit-galley = galera
antike-resource-marble = mármol
antike-resource-iron = hierro
antike-resource-gold = oro
antike-resource-coin = moneda
antike-order-ask = preguntarme
antike-order-always = luchar siempre
antike-order-never = no luchar nunca
antike-order-city = luchar donde tenga ciudad
antike-reason-first_knowhow = primero en un progreso
antike-reason-temple_destroyed = templo destruido
antike-reason-king_threshold = cada 5 ciudades
antike-reason-citizen_threshold = cada 3 templos
antike-reason-navigator_threshold = cada 7 mares
antike-log-knowhow_first = { $nation } adquiere { $knowhow } por { $cost } de oro, la primera en hacerlo: le corresponde un Erudito.
antike-decision-only_done = { $nation }: no se puede hacer nada más este turno — pulsa ✅ Terminar turno.
antike-decision-found_only = { $nation }: { $space } no se puede usar ahora; funda una ciudad o ✅ Terminar turno.
antike-err-not_your_nation = No diriges ninguna civilización llamada { $nation } en esta partida.

# --- phrases with their numbers (plural forms per language) --------------------------------
antike-units-legion =
    { $n ->
        [0] ninguna legión
        [one] 1 legión
       *[other] { $n } legiones
    }

antike-units-galley =
    { $n ->
        [0] ninguna galera
        [one] 1 galera
       *[other] { $n } galeras
    }

antike-amount-marble =
    { $n ->
        [0] nada de mármol
        [one] 1 de mármol
       *[other] { $n } de mármol
    }

antike-amount-iron =
    { $n ->
        [0] nada de hierro
        [one] 1 de hierro
       *[other] { $n } de hierro
    }

antike-amount-gold =
    { $n ->
        [0] nada de oro
        [one] 1 de oro
       *[other] { $n } de oro
    }

antike-amount-coin =
    { $n ->
        [0] ninguna moneda
        [one] 1 moneda
       *[other] { $n } monedas
    }

# --- the rulebook's sections, named in refusals and in the help ----------------------------
# The Spanish rulebook's headings (shared/rules/antike.es.md); in English, the same translated.
antike-rule-rondel = § Selección del movimiento
antike-rule-coin = § Tomar una moneda
antike-rule-spaces = § Espacios de movimientos
antike-rule-production = § Espacios de producción de recursos
antike-rule-temple = § Templos
antike-rule-arming = § Armamento
antike-rule-knowhow = § Conocimiento
antike-rule-move = § Maniobra de movimiento
antike-rule-fight = § Peleando sin moverse
antike-rule-conquest = § Maniobra de conquista
antike-rule-found = § Colocar ciudades
antike-rule-personages = § Atraer una personalidad
antike-rule-end = § Final del juego y victoria
antike-rule-two_players = § Antike para dos jugadores
antike-rule-nations = § Reparte las civilizaciones
