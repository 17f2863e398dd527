### Age of Heroes texts (engine/age_of_heroes). Keys: name, card.*, item.*, tribe.*, goal.*,
### win.*, decision.<kind>, err.* (refusals, each naming its rulebook section), log.* (events; plain
### ids in `item`, `goal`, `reason` and `on` choose the words), ui.* (render/age_of_heroes.py),
### help.*, option.* (/game help game:age_of_heroes).

age_of_heroes-name = Edad de héroes
age_of_heroes-card-iron = Hierro
age_of_heroes-card-wood = Madera
age_of_heroes-card-grain = Grano
age_of_heroes-card-stone = Piedra
age_of_heroes-card-gold = Oro
age_of_heroes-card-limestone = Piedra caliza
age_of_heroes-card-concrete = Hormigón
age_of_heroes-card-marble = Mármol
age_of_heroes-card-bricks = Ladrillos
age_of_heroes-card-sandstone = Piedra arenisca
age_of_heroes-card-granite = Granito
age_of_heroes-card-population_boom = Explosión demográfica
age_of_heroes-card-earthquake = Terremoto
age_of_heroes-card-volcano = Volcán
age_of_heroes-card-famine = Hambruna
age_of_heroes-card-barbarians = Bárbaros
age_of_heroes-card-olympic_games = Juegos olímpicos
age_of_heroes-card-mighty_hero = Héroe poderoso
age_of_heroes-card-luck = Suerte
age_of_heroes-item-city = Ciudad
age_of_heroes-item-army = Ejército
age_of_heroes-item-citadel = Ciudadela
age_of_heroes-item-general = General
age_of_heroes-item-road = Carretera
age_of_heroes-tribe-egyptians = Egipcios
age_of_heroes-tribe-romans = Romanos
age_of_heroes-tribe-greeks = Griegos
age_of_heroes-tribe-babylonians = Babilonios
age_of_heroes-tribe-celts = Celtas
age_of_heroes-tribe-chinese = Chinos
age_of_heroes-goal-conquest = conquista
age_of_heroes-goal-plunder = saqueo
age_of_heroes-goal-raze = arrasar
age_of_heroes-win-cities = { $seat } gana como imperio: cinco ciudades mantenidas durante toda una ronda de desafío.
age_of_heroes-win-monument = { $seat } gana como gran potencia cultural: el monumento aguantó toda una ronda de desafío.
age_of_heroes-win-last_standing = { $seat } gana: todas las demás tribus han sido eliminadas.
age_of_heroes-decision-tribe = elegir tu tribu
age_of_heroes-decision-action = elegir tu acción: impuestos, construir, atacar o pasar (pide antes permiso para una carretera si la quieres)
age_of_heroes-decision-build = construir más artículos, o terminar
age_of_heroes-decision-declare = preparar el ataque: envía ejércitos y héroes y lánzalo
age_of_heroes-decision-monument = colocar recursos especiales en tu monumento
age_of_heroes-decision-discard = descartar hasta quedarte con cinco cartas
age_of_heroes-decision-market = día de mercado: comercia y di que has terminado
age_of_heroes-decision-road_permission = permitir o denegar una carretera hasta tu tribu
age_of_heroes-decision-earthquake_target = elegir el ejército al que golpea el terremoto
age_of_heroes-decision-volcano_target = elegir la tribu cuya ciudad destruye el volcán
age_of_heroes-decision-luck = jugar suerte contra este desastre, o no
age_of_heroes-decision-defend = te atacan: juega juegos olímpicos o héroes y di listo
age_of_heroes-decision-barbarians = atacan los bárbaros: juega juegos olímpicos, suerte o héroes y di listo
age_of_heroes-decision-assign = colocar tus cartas de batalla bajo tus ejércitos
age_of_heroes-decision-fight = elegir el ejército que lucha esta ronda
age_of_heroes-err-not_now = Esa jugada no es posible ahora.
age_of_heroes-err-tribe_taken = Los { $tribe } ya están cogidos (§2).
age_of_heroes-err-road_not_neighbour = Las carreteras solo van a tu vecino de la izquierda o de la derecha, y { $seat } no lo es (§6.3).
age_of_heroes-err-road_exists = Ya hay una carretera entre { $seat } y tú (§6.3).
age_of_heroes-err-road_already_asked = Ya pediste carretera a { $seat } este turno (§6.3).
age_of_heroes-err-road_no_permission = { $seat } no te ha permitido una carretera este turno: pídela antes de tu acción (§6.3).
age_of_heroes-err-pile_empty = No queda ninguna carta de { $item } en el mazo de artículos (§3.2, §6.3).
age_of_heroes-err-unknown_item = No hay ningún artículo llamado { $item }.
age_of_heroes-err-build_target = Un general va en uno de tus ejércitos y una carretera hasta un vecino; los demás artículos no van a ningún sitio (§6.3).
age_of_heroes-err-not_your_army = { $army } no es uno de tus ejércitos.
age_of_heroes-err-army_has_general = { $army } ya tiene un general: uno por ejército (§6.3).

age_of_heroes-err-cannot_pay =
    Tu mano no puede pagar { $item_id ->
        [army] un ejército
        [citadel] una ciudadela
        [general] un general
        [road] una carretera
       *[other] una ciudad
    } (§3.2; el oro sustituye a cualquier recurso ordinario, §6.1).

age_of_heroes-err-bad_payment = Esas cartas no son el precio de { $item } (el oro sustituye a cualquier recurso ordinario, §6.1).
age_of_heroes-err-tax_no_city = No tienes ciudades que graven; cambia una carta con `/aoh cambiar` (§3.2).
age_of_heroes-err-swap_has_city = Solo una tribu sin ciudades cambia una carta en lugar de recaudar (§3.2).
age_of_heroes-err-not_held = No tienes ninguna carta de { $card }.
age_of_heroes-err-attack_self = No puedes atacar a tu propia tribu (§5).
age_of_heroes-err-target_out = { $seat } está fuera de la partida y no puede ser atacado (§7).
age_of_heroes-err-no_forces = No tienes ejércitos libres en casa ni héroes con los que atacar (§5).
age_of_heroes-err-no_free_army = No tienes más ejércitos libres en casa (§5).
age_of_heroes-err-already_sent = { $army } ya está en este ataque.
age_of_heroes-err-army_not_free = { $army } está fuera o bajo un terremoto (§3.5, §6.1).
age_of_heroes-err-no_hero = No tienes (más) cartas de héroe poderoso (§6.1).
age_of_heroes-err-hero_army_not_in_battle = { $army } no lucha en esta batalla (§5).

age_of_heroes-err-place_too_many =
    No puedes colocar { $count ->
        [one] una carta
       *[other] { $count } cartas
    } de { $card } en tu monumento: solo las de tu propio recurso especial que tengas (§3.3).

age_of_heroes-err-offer_empty = Una oferta debe dar o pedir al menos una carta (§4).
age_of_heroes-err-not_tradeable = { $card } no se puede comerciar (§4).
age_of_heroes-err-offer_not_held = No tienes esas cartas libres de tus otras ofertas (§4).
age_of_heroes-err-offer_self = No puedes comerciar contigo mismo (§4).
age_of_heroes-err-offer_recipient_gone = { $seat } ya no está comerciando (§4).
age_of_heroes-err-offer_private_needs_to = Una oferta privada necesita destinatario: elige al jugador en `to:` (§4).
age_of_heroes-err-offer_unknown = No hay ninguna oferta abierta { $id }.
age_of_heroes-err-offer_own = La oferta { $id } es tuya (§4).
age_of_heroes-err-offer_not_for_you = La oferta { $id } no va dirigida a ti (§4).
age_of_heroes-err-offer_not_yours = La oferta { $id } no es tuya; no puedes retirarla (§4).
age_of_heroes-err-cannot_pay_offer = No tienes las cartas que pide la oferta { $id } (§4).
age_of_heroes-err-quake_bad_target = El terremoto no puede golpear a { $army }: debe ser un ejército de otra tribu, en casa y sin general (§6.1).
age_of_heroes-err-volcano_bad_target = El volcán no puede golpear a { $seat }: debe ser otra tribu con ciudad (§6.1).
age_of_heroes-err-no_luck_card = No tienes ninguna carta de Suerte (§6.1).
age_of_heroes-err-no_olympics_card = No tienes ninguna carta de Juegos olímpicos (§6.1).
age_of_heroes-err-hold_not_allowed = En esta mesa todos los ejércitos libres en casa defienden (§5).
age_of_heroes-err-unit_unknown = { $unit } no está en tu bando.
age_of_heroes-err-unit_has_card = { $unit } ya tiene su carta de batalla (§5).
age_of_heroes-err-card_not_drawn = No tienes ninguna carta de batalla de valor { $value } por colocar (§5).
age_of_heroes-err-unit_used = { $unit } ya ha luchado (§5).
age_of_heroes-log-turn_order = Cartas de batalla para el orden de juego: empieza { $first }.
age_of_heroes-log-tribe = { $seat } dirige a los { $tribe }.
age_of_heroes-log-turn = Turno { $turn }: { $seat }.
age_of_heroes-log-market_day = Día de mercado: todos roban y luego se abre el comercio.
age_of_heroes-log-market_done = { $seat } ha terminado de comerciar.
age_of_heroes-log-market_closed = Se cierra el mercado.

age_of_heroes-log-drew =
    { $seat } roba { $count ->
        [0] ninguna carta
        [one] una carta
       *[other] { $count } cartas
    }.

age_of_heroes-log-drew_private = Robas: { $cards }.
age_of_heroes-log-deck_empty = El mazo de recursos y los descartes están vacíos: no se roba.
age_of_heroes-log-event_drawn = { $seat } roba { $card }, que tiene efecto de inmediato.

age_of_heroes-log-discarded =
    { $reason ->
        [build] { $seat } paga { $cards }.
        [swap] { $seat } se deshace de { $cards }.
        [hand_limit] { $seat } descarta hasta quedarse con cinco: { $cards }.
        [famine] La hambruna le quita a { $seat }: { $cards }.
        [barbarians] Los bárbaros le quitan a { $seat }: { $cards }.
        [hero] { $seat } descarta los héroes poderosos de la batalla: { $cards }.
       *[other] { $seat } descarta { $cards }.
    }

age_of_heroes-log-discarded_count =
    { $reason ->
        [build] { $seat } paga { $count ->
        [one] una carta
       *[other] { $count } cartas
    }.
        [swap] { $seat } se deshace de { $count ->
        [one] una carta
       *[other] { $count } cartas
    }.
        [hand_limit] { $seat } descarta hasta quedarse con cinco: { $count ->
        [one] una carta
       *[other] { $count } cartas
    }.
        [famine] La hambruna le quita { $count ->
        [one] una carta
       *[other] { $count } cartas
    } a { $seat }.
        [barbarians] Los bárbaros le quitan { $count ->
        [one] una carta
       *[other] { $count } cartas
    } a { $seat }.
       *[other] { $seat } descarta { $count ->
        [one] una carta
       *[other] { $count } cartas
    }.
    }

age_of_heroes-log-discarded_private =
    { $reason ->
        [build] Pagas: { $cards }.
       *[other] Descartas: { $cards }.
    }

age_of_heroes-log-boom = Explosión demográfica: { $seat } gana una ciudad.
age_of_heroes-log-boom_no_city = Explosión demográfica para { $seat }, pero no quedan ciudades.
age_of_heroes-log-famine = ¡Hambruna! Se descartará todo el grano de todas las manos (la suerte puede salvar una mano).
age_of_heroes-log-no_target = { $card }, robado por { $seat }, no tiene objetivo y se descarta.
age_of_heroes-log-quake_aimed = { $seat } lanza el terremoto contra { $army } de { $target }.
age_of_heroes-log-quake = { $army } de { $target } queda bajo el terremoto.
age_of_heroes-log-volcano_aimed = { $seat } lanza el volcán contra una ciudad de { $target }.
age_of_heroes-log-volcano = El volcán destruye una ciudad de { $target }.
age_of_heroes-log-luck_answered = { $seat } ha respondido.
age_of_heroes-log-luck_played = { $seat } juega Suerte contra { $card }.

age_of_heroes-log-barbarians =
    ¡Los bárbaros ({ $armies ->
        [one] un ejército
       *[other] { $armies } ejércitos
    }) atacan a { $seat } para saquear!

age_of_heroes-log-barbarians_result =
    Bárbaros contra { $seat }: { $victorious ->
        [0] ninguno victorioso
        [one] uno victorioso
       *[other] { $victorious } victoriosos
    }, { $lost ->
        [0] ninguna carta perdida
        [one] una carta perdida
       *[other] { $lost } cartas perdidas
    }.

age_of_heroes-log-road_asked = { $seat } pide permiso a { $to } para construir una carretera.
age_of_heroes-log-road_allowed = { $seat } permite la carretera a { $asker }.
age_of_heroes-log-road_denied = { $seat } niega la carretera a { $asker }.

age_of_heroes-log-built =
    { $seat } construye { $item ->
        [city] una ciudad
        [army] un ejército
        [citadel] una ciudadela
        [general] un general para { $on }
       *[road] una carretera hasta { $to }
    }.

age_of_heroes-log-passed = { $seat } pasa.

age_of_heroes-log-declaring =
    Preparas un ataque contra { $target } { $goal ->
        [conquest] para conquistar
        [plunder] para saquear
       *[raze] para arrasar
    }.

age_of_heroes-log-sent = Enviados: { $armies }.

age_of_heroes-log-hero_committed =
    Héroe poderoso comprometido { $on ->
        [army] como ejército
       *[other] como general de { $on }
    }.

age_of_heroes-log-attack_dropped = Ataque abandonado; elige otra acción.

age_of_heroes-log-attack =
    { $seat } ataca a { $target } { $goal ->
        [conquest] para conquistar
        [plunder] para saquear
       *[raze] para arrasar
    } con { $units } ({ $heroes ->
        [0] sin héroes
        [one] un héroe poderoso
       *[other] { $heroes } héroes poderosos
    }).

age_of_heroes-log-army_held = { $army } no participa en la defensa.
age_of_heroes-log-called_off = { $seat } juega { $card }: el ataque se anula.

age_of_heroes-log-defence_heroes =
    { $seat } añade { $heroes ->
        [one] un héroe poderoso
       *[other] { $heroes } héroes poderosos
    } a la defensa: { $units }.

age_of_heroes-log-battle_cards = Tus cartas de batalla: { $cards }.
age_of_heroes-log-assigned = Carta de batalla { $value } colocada bajo { $unit }.
age_of_heroes-log-assigned_all = Tus cartas de batalla están colocadas.
age_of_heroes-log-cards_placed = Todas las cartas de batalla están colocadas; empiezan las rondas.
age_of_heroes-log-picked = { $seat } ha elegido su ejército para esta ronda.
age_of_heroes-log-round = Ronda: { $attack_unit } de { $attacker } (fuerza { $attack_total }) contra { $defence_unit } de { $defender } (fuerza { $defence_total }): { $winner }.

age_of_heroes-log-conquest =
    { $seat } { $cities ->
        [0] no conquista ninguna ciudad
        [one] conquista una ciudad
       *[other] conquista { $cities } ciudades
    } a { $target }.

age_of_heroes-log-plunder =
    { $seat } { $count ->
        [0] no saquea nada
        [one] saquea una carta
       *[other] saquea { $count } cartas
    } a { $target }.

age_of_heroes-log-plunder_private = Cartas saqueadas: { $cards }.

age_of_heroes-log-raze =
    { $seat } arrasa { $cards ->
        [0] ninguna carta del monumento
        [one] una carta del monumento
       *[other] { $cards } cartas del monumento
    } de { $target }.

age_of_heroes-log-armies_home =
    { $count ->
        [one] Un ejército de { $seat } vuelve a casa.
       *[other] { $count } ejércitos de { $seat } vuelven a casa.
    }

age_of_heroes-log-monument =
    { $seat } coloca { $count ->
        [one] una carta
       *[other] { $count } cartas
    } de { $card } en su monumento ({ $total ->
        [1] 1/5
        [2] 2/5
        [3] 3/5
        [4] 4/5
       *[other] completo: { $total } cartas
    }).

age_of_heroes-log-monument_none = { $seat } no coloca nada en su monumento.

age_of_heroes-log-offer =
    Oferta { $id }: { $seat } da { $give } por { $get } (a { $to }){ $counter_of ->
        [None] {""}
       *[other] , contraoferta a la oferta { $counter_of }
    }.

age_of_heroes-log-offer_private = Oferta privada { $id }: { $seat } da { $give } por { $get }.
age_of_heroes-log-offer_declined = Oferta { $id } rechazada por { $seat }.
age_of_heroes-log-offer_cancelled = Oferta { $id } retirada por { $seat }.
age_of_heroes-log-trade = Trato { $id }: { $seat } da { $give } a { $taker } por { $get }.
age_of_heroes-log-trade_private = Trato privado { $id }: { $seat } da { $give } a { $taker } por { $get }.
age_of_heroes-log-trade_done_private = { $seat } y { $taker } han cerrado un trato privado.
age_of_heroes-log-challenge = { $seat } podría ganar ({ $conditions }): empieza una ronda de desafío.
age_of_heroes-log-challenge_lost = { $seat } ya no cumple su condición de victoria.
age_of_heroes-log-eliminated = { $seat } no tiene ciudades ni cartas: queda eliminado.
age_of_heroes-log-action_hidden = Se ha tomado una decisión.

age_of_heroes-log-won =
    { $seat } gana la partida ({ $reason ->
        [cities] cinco ciudades
        [monument] el monumento
       *[last_standing] la última tribu en pie
    }).

age_of_heroes-ui-barbarians = Bárbaros
age_of_heroes-ui-draft = Eligiendo tribus
age_of_heroes-ui-market = Día de mercado
age_of_heroes-ui-turn = Turno { $turn }: { $name }
age_of_heroes-ui-awaiting = esperando a { $names }
age_of_heroes-ui-decks = Mazo de recursos { $deck } · descartes { $discard } · mazo de batalla { $battle }
age_of_heroes-ui-supply = Artículos disponibles:
age_of_heroes-ui-hand = Mano: { $n }
age_of_heroes-ui-out = Eliminado
age_of_heroes-ui-cities = Ciudades: { $n }
age_of_heroes-ui-citadels = Ciudadelas: { $n }
age_of_heroes-ui-monument = Monumento ({ $card }):
age_of_heroes-ui-armies = Ejércitos:
age_of_heroes-ui-away = los ejércitos rayados están fuera
age_of_heroes-ui-roads = carreteras a { $seats }
age_of_heroes-ui-challenge = desafío: { $conditions }
age_of_heroes-ui-battle = { $attacker } ataca a { $defender } ({ $goal })
age_of_heroes-ui-barbarian_battle = Los bárbaros atacan a { $defender }
age_of_heroes-ui-win_cities = { $name } gana como imperio (cinco ciudades).
age_of_heroes-ui-win_monument = { $name } gana como gran potencia cultural (monumento).
age_of_heroes-ui-win_last_standing = { $name } gana: es la última tribu en pie.
age_of_heroes-ui-called_off = Anulada por { $card }.
age_of_heroes-ui-offers = Ofertas del mercado
age_of_heroes-ui-no_offers = No hay ofertas abiertas.
age_of_heroes-ui-done = Han terminado: { $names }
age_of_heroes-ui-last_battle = Última batalla
age_of_heroes-ui-victorious = Ejércitos victoriosos: { $n }
age_of_heroes-log-event_drawn_opening = { $seat } roba { $card }: en la apertura se descarta, sin jugarse ni reponerse.

age_of_heroes-log-taxed =
    { $seat } recauda impuestos: { $count ->
        [one] una carta
       *[other] { $count } cartas
    }.

age_of_heroes-log-challenge_restarted = { $seat } ya no cumple la condición que abrió su desafío, pero ahora cumple { $conditions }: empieza una nueva ronda de desafío.
age_of_heroes-err-assign_auto_value = La colocación automática no lleva valor de carta.
age_of_heroes-err-offer_limit = No se pueden hacer más ofertas en este día de mercado (§4).
age_of_heroes-did-tax = Recauda impuestos.
age_of_heroes-did-pass = Pasa.
age_of_heroes-did-done = Ha terminado.
age_of_heroes-did-allow = Permite una carretera.
age_of_heroes-did-deny = Niega una carretera.
age_of_heroes-did-ask_road = Pide carretera a un vecino.
age_of_heroes-did-swap = Cambia una carta.
age_of_heroes-did-tribe = Elige tribu.
age_of_heroes-did-quake = Dirige el terremoto.
age_of_heroes-did-volcano = Dirige el volcán.
age_of_heroes-did-build_city = Construye una ciudad.
age_of_heroes-did-build_army = Construye un ejército.
age_of_heroes-did-build_citadel = Construye una ciudadela.
age_of_heroes-did-build_general = Construye un general.
age_of_heroes-did-build_road = Construye una carretera.
age_of_heroes-ui-neighbours = Vecinos: { $names }
age_of_heroes-ui-order = Orden de turno (horario; los vecinos van seguidos)
age_of_heroes-ui-order_market = El día de mercado llega antes del turno de { $name }.
age_of_heroes-ui-legend_armies = Ejércitos: 3 = Ejército 3 (una carta de la pila de ejércitos); en batalla, H1 = Héroe 1, B1 = Bárbaro 1.
age_of_heroes-ui-legend_marks = G = con general · Q = bajo un terremoto · rayado = fuera
age_of_heroes-unit-army = Ejército { $n }
age_of_heroes-unit-hero = Héroe { $n }
age_of_heroes-unit-barbarian = Bárbaro { $n }
age_of_heroes-ui-monument_unknown = Monumento:
