### Texts of Civilization (engine/civilization). Same {placeholders} in en and es.

civilization-name = Civilización

civilization-help-rulings =
    • Una calamidad de dorso negro traspasada en un trato queda boca arriba frente a quien la recibe en ese mismo momento: lo dicen el registro, el tablero y el MD de quien la recibe (§22.2.2).
    • Comercio por MD: quien hizo una oferta acepta una contraoferta para cerrar el trato; quien tiene una oferta propia acepta la de otro jugador con un clic (su oferta le responde y el otro confirma). Después cada uno entrega sus cartas por MD; cambian de mano cuando ambos las han dado (§16.3, §16.4).
    • La fase de comercio acaba cuando todos han terminado o al vencer su plazo (4 horas, `/civ plazocomercio`): quien calla ha terminado y los tratos acordados se completan con las cartas que encajan (§16.5).
    • Los robots también comercian: siguen en el comercio mientras otros comercian, responden a las ofertas cuyas cartas les sirven y aceptan las contraofertas que les sirven. Leen una oferta por sus datos ciertos y lo que declara, y desconfían de la que por su valor puede esconder una carta que no vale nada (una calamidad): declara todas tus cartas para comerciar con ellos (§16.3).
    • Las fases «en orden TSA pero pueden ser simultáneas» recogen órdenes selladas de todos, reveladas a la vez. Cualquier jugador puede insistir, en cualquier momento, en que una fase vaya de uno en uno en orden TSA (`/civ insistir`, `activar:no` para retirarlo); una fase abierta cambia en el acto, y quien ya respondió teniendo delante a alguien que aún no lo ha hecho responde de nuevo. La opción `ast_order` lo hace con todas las fases desde el principio (§5.3).
    • Conflictos: primero todas las luchas entre fichas, luego las ciudades, en el orden TSA de sus dueños. Al dueño cuya ciudad se rendiría (menos de 6 fichas en existencias) se le pregunta si exige que antes se resuelvan sus otros conflictos, solo cuando eso salva la ciudad (§11.8.2).
    • Naves: una nave construida esta ronda no paga mantenimiento esta ronda (§9). Las órdenes de naves son un conjunto: `construir X; mantener X` es `mantener X; construir X`. Ninguna nave cruza la costa griega (Delfos) de una línea costera a la otra en un mismo movimiento, en un paso o en varios (§23.3).
    • Quien no tiene ciudades no coge cartas de comercio ni se le ofrece Oro (§15).
    • Varias cartas de civilización compradas a la vez se pagan con un único pago conjunto: lo que exceda de su total se pierde una sola vez (§17.9, §17.10).
    • Epidemia: ningún área queda despoblada; una ciudad alcanzada pasa a ser una ficha de las existencias, adonde van antes las fichas perdidas, y se rechaza la pérdida que dejaría un área vacía (§22.2.8.2). Piratería: una nave alcanza una ciudad con un movimiento normal por áreas en juego (§22.2.11).
    • Cerámica contra el Hambre: el registro dice los puntos que ahorra (4 por cada Granos, hasta la pérdida), lo que muestra cuántos Granos tiene quien la posee, y nada más de su mano (§22.3.4).
    • Un empate que persiste tras el desempate (§21.2) es una victoria compartida.
    • El mapa es el de Avalon Hill con la Extensión Occidental, no el tablero de JOC: Galia empieza en Bélgica y Asiria en Media (sustitutos), y los puntos de cartas de la casilla final (1200, 1300 o 1400 según la nación) son una decisión nuestra (opción `points`). La TSA tiene 13 casillas y las épocas empiezan en las columnas 5, 8 y 11. Una mesa puede fijar `round_limit` (no está en el reglamento; desactivado por defecto): una partida sin ganador tras esas rondas la gana el más avanzado en la TSA.
    Todas las decisiones: docs/civilization.md.

civilization-option-game = juego completo, o uno simplificado: Nómadas y Marinos (§31) o Campesinos y Ciudadanos (§32)
civilization-option-end_column = juego más corto (§30): acaba en esta columna de la TSA, sin Misticismo; 0 es el juego completo
civilization-option-scenario = áreas en juego con menos de 8 jugadores (§III): escenario a o b, o el mapa entero
civilization-option-ast_order = las fases simultáneas se preguntan de uno en uno en orden TSA en vez de con órdenes selladas (§5.3)
civilization-option-points = puntos de cartas de civilización que cada nación necesita para su casilla final (§21.1)
civilization-option-epochs = primera columna de la TSA de las edades de Bronce Primaria, Secundaria y de Hierro, por nación (§20.2)
civilization-option-piracy_reach = Piratería: un barco alcanza cualquier ciudad unida por agua (connected) o solo dentro de su movimiento (range)
civilization-option-shorter_by = solo Campesinos y Ciudadanos: la partida se acorta 0, 1 o 2 rondas; cada indicador de la TSA empieza esas casillas más adelante (§32.4.2)
civilization-option-round_limit = no está en el reglamento: la partida acaba tras estas rondas si nadie ha ganado (gana el más avanzado en la TSA); 0: nunca
civilization-help-example-nation = nacion:Egipto
civilization-help-example-tax = tasa:3
civilization-help-example-revolt = ciudades:Atenas; Corinto
civilization-help-example-grow = ordenes:2 Tracia; 1 Macedonia
civilization-help-example-fleet = ordenes:mantener Atenas; construir Corinto leva 2
civilization-help-example-move = ordenes:3 Tracia>Macedonia; barco Atenas>Tera carga 5
civilization-help-example-step = ordenes:2 Tracia>Bizancio
civilization-help-example-build = lugares:Atenas; Corinto
civilization-help-example-reduce = ciudades:Esparta
civilization-help-example-gold = cantidad:1
civilization-help-example-offer = cantidad:3 valor:16 mercancia:Sal declaradas:Granos para:Alice
civilization-help-example-counter = oferta:o1 cantidad:3 valor:20 mercancia:Ropas
civilization-help-example-accept = oferta:o2
civilization-help-example-withdraw = oferta:o1
civilization-help-example-give = cartas:2 Sal 1 Granos
civilization-help-example-buy = avances:Música pago:3 Granos 2 Papiros 1 Cuero tesoro:10
civilization-help-example-discard = cartas:1 Cuero
civilization-help-example-choose = place:Vesuvius
civilization-help-example-target = ciudades:Corinto
civilization-help-example-assign = reparto:5 a Alice; 6 a Bob
civilization-help-example-lose = unidades:3 Menfis; ciudad Tebas
civilization-help-example-pick = unidades:3 Tracia; ciudad Atenas
civilization-help-example-beneficiary = jugador:Alice
civilization-help-example-faction = keep:first
civilization-phase-nation = elección de naciones
civilization-phase-taxes = 1. Recaudar impuestos y revueltas
civilization-phase-expansion = 2. Expansión de la población
civilization-phase-census = 3. Censo
civilization-phase-ships = 4. Construcción de barcos
civilization-phase-movement = 5. Movimiento
civilization-phase-conflict = 6. Conflicto
civilization-phase-cities = 7. Construcción de ciudades
civilization-phase-surplus = 8. Retirar la población sobrante y reducir ciudades desabastecidas
civilization-phase-trade_cards = 9. Adquirir cartas de comercio
civilization-phase-trade = 10. Comercio
civilization-phase-civ_cards = 11. Adquirir cartas de civilización
civilization-phase-calamities = 12. Resolver calamidades
civilization-phase-ast = 13. Mover los indicadores de sucesión en la TSA
civilization-phase-over = fin de la partida
civilization-nation-iberia = Hispania
civilization-nation-gaul = Galia
civilization-nation-africa = África
civilization-nation-italy = Italia
civilization-nation-illyria = Iliria
civilization-nation-thrace = Tracia
civilization-nation-crete = Creta
civilization-nation-asia = Asia
civilization-nation-assyria = Asiria
civilization-nation-babylon = Babilonia
civilization-nation-egypt = Egipto
civilization-advance-pottery = Cerámica
civilization-advance-cloth_making = Confección de Ropa
civilization-advance-metal_working = Elaboración de metales
civilization-advance-agriculture = Agricultura
civilization-advance-mysticism = Misticismo
civilization-advance-drama_and_poetry = Teatro y poesía
civilization-advance-music = Música
civilization-advance-architecture = Arquitectura
civilization-advance-literacy = Escritura
civilization-advance-astronomy = Astronomía
civilization-advance-coinage = Sistema monetario
civilization-advance-engineering = Ingeniería
civilization-advance-medicine = Medicina
civilization-advance-law = Leyes
civilization-advance-democracy = Democracia
civilization-advance-philosophy = Filosofía
civilization-card-ochre = Ocre
civilization-card-hides = Cuero
civilization-card-iron = Hierro
civilization-card-papyrus = Papiros
civilization-card-salt = Sal
civilization-card-grain = Granos
civilization-card-cloth = Ropas
civilization-card-bronze = Bronce
civilization-card-spices = Especias
civilization-card-gems = Joyas
civilization-card-gold = Oro
civilization-card-volcanic_eruption = Erupción volcánica o terremoto
civilization-card-famine = Hambre
civilization-card-civil_war = Guerra civil
civilization-card-flood = Inundación
civilization-card-epidemic = Epidemia
civilization-card-civil_disorder = Desorden civil
civilization-card-iconoclasm_and_heresy = Iconoclastia y herejía
civilization-card-piracy = Piratería
civilization-group-arts = Artes
civilization-group-crafts = Técnicas
civilization-group-sciences = Ciencias
civilization-group-civics = Civismo
civilization-epoch-stone_age = Neolítico
civilization-epoch-early_bronze = Edad de Bronce Primaria
civilization-epoch-late_bronze = Edad de Bronce Secundaria
civilization-epoch-iron = Edad de Hierro
civilization-variant-full = juego completo
civilization-variant-nomads = Nómadas y Marinos
civilization-variant-peasants = Campesinos y Ciudadanos
civilization-decision-nation = Elige tu nación (§4.4 { civilization-section-4 }).
civilization-decision-tax = Sistema monetario: fija el impuesto de esta ronda, de 1 a 3 por ciudad (§22.3.11 { civilization-section-22-3-11 }).
civilization-decision-revolt = Elige qué ciudades sublevadas pasan a tu poder (§6.3.2 { civilization-section-6 }).
civilization-decision-grow = No tienes fichas suficientes: elige dónde van las nuevas (§7.4 { civilization-section-7 }).
civilization-decision-fleet = Barcos: paga el mantenimiento de los que conservas y construye otros (§9 { civilization-section-9 }).
civilization-decision-move = Tu turno de movimiento (§10 { civilization-section-10 }): mueve fichas y barcos, y termina.
civilization-decision-build = Construye ciudades donde tengas fichas suficientes (§12 { civilization-section-12 }).
civilization-decision-reduce = Tus ciudades están desabastecidas: elige cuáles reducir (§14 { civilization-section-14 }).
civilization-decision-gold = ¿Compras cartas de Oro a 18 fichas del tesoro cada una? (§15.7 { civilization-section-15 })
civilization-decision-trade = Comercio (§16 { civilization-section-16 }): haz o responde ofertas, o di que has terminado.
civilization-decision-trade_give = Entrega boca abajo las cartas de tu trato (§16.3 { civilization-section-16 }).
civilization-decision-buy = Adquiere cartas de civilización (§17 { civilization-section-17 }).

civilization-decision-discard =
    { $must ->
        [0] Devuelve cartas de comercio si quieres: puede volver una calamidad de dorso negro (§19.4 { civilization-section-19 }).
        [one] Devuelve una carta de comercio: tu mano supera en una el límite de { $limit } (§18 { civilization-section-18 }, §19.4 { civilization-section-19 }).
       *[other] Devuelve { $must } cartas de comercio: tu mano supera en { $must } el límite de { $limit } (§18 { civilization-section-18 }, §19.4 { civilization-section-19 }).
    }

civilization-decision-volcano = Elige qué volcán entra en erupción (§22.2.4.2 { civilization-section-22-2-4 }).
civilization-decision-quake_reduce = Terremoto: elige la ciudad que reduces (§22.2.4.3 { civilization-section-22-2-4 }).
civilization-decision-quake_target = Terremoto: puedes exigir la reducción de una ciudad adyacente de otro jugador (§22.2.4.3 { civilization-section-22-2-4 }).

civilization-decision-assign =
    { $calamity }: reparte { $exact ->
        [yes] exactamente
       *[other] hasta
    } { $total ->
        [one] un punto
       *[other] { $total } puntos
    } de pérdidas entre los demás jugadores{ $each ->
        [none] {""}
       *[other] , como mucho { $each } a cada uno
    } ({ $section }).

civilization-decision-lose =
    { $calamity }: elige las unidades que pierdes: { $target ->
        [one] un punto
       *[other] { $target } puntos
    }{ $over ->
        [above] {" "}(los { $points } debidos, o lo menos por encima que puedas perder)
        [below] {" "}(todo lo que puedes perder de los { $points } debidos)
       *[other] {""}
    }; una ficha cuenta 1, una ciudad { $city_value } ({ $section }).

civilization-decision-plain = Elige el terreno de aluvión que se inunda (§22.2.7.3 { civilization-section-22-2-7 }).
civilization-decision-beneficiary = Guerra civil: nombra al candidato (§22.2.6.2 { civilization-section-22-2-6 }).

civilization-decision-pick =
    Guerra civil: escoge { $target ->
        [one] un punto
       *[other] { $target } puntos
    } de unidades de { $victim } para el primer bando; una ficha cuenta 1, una ciudad { $city_value } (§22.2.6 { civilization-section-22-2-6 }).

civilization-decision-faction = Guerra civil: quédate con el primer o el segundo bando (§22.2.6.1 { civilization-section-22-2-6 }).
civilization-decision-disorder = Desorden civil: elige las ciudades que reduces (§22.2.9 { civilization-section-22-2-9 }).
civilization-decision-icon_reduce = Iconoclastia y herejía: elige las ciudades que reduces (§22.2.10 { civilization-section-22-2-10 }).
civilization-decision-icon_target = Iconoclastia y herejía: puedes ordenar la reducción de hasta dos ciudades de otros jugadores (§22.2.10.4 { civilization-section-22-2-10 }).
civilization-decision-piracy = Piratería: elige las ciudades costeras que pierde tu víctima (§22.2.11 { civilization-section-22-2-11 }).
civilization-end-final_square = Primero en llegar a la casilla final de la TSA (§21.1 { civilization-section-21 }).
civilization-end-end_column = Primero en llegar a la columna final acordada (§30 { civilization-section-30 }).
civilization-end-tie_break = Llegaron varios a la vez: mayor valor total en cartas de civilización, de comercio y tesoro (§21.2 { civilization-section-21 }).
civilization-end-bronze_age = Primero en entrar en la Edad de Bronce (§32.3 { civilization-section-32 }).
civilization-end-nomads = Más áreas ocupadas al llegar el indicador de tiempo al final (§31.3 { civilization-section-31 }).
civilization-end-round_limit = Se alcanzó el límite de rondas: gana el más avanzado en la TSA; empates según §21.2 { civilization-section-21 }.
civilization-err-out_of_play = Paso { $n } ({ $step }): { $area } no está en juego en este escenario (§III { civilization-section-III }).
civilization-err-no_land_border = Paso { $n } ({ $step }): { $src } y { $dst } no tienen frontera terrestre (§10.2 { civilization-section-10 }).

civilization-err-not_enough_unmoved =
    Paso { $n } ({ $step }): en { $area } solo tienes { $free ->
        [one] una ficha
       *[other] { $free } fichas
    } sin mover este turno, no { $count } (§10.2, §10.5 { civilization-section-10 }).

civilization-err-nomads_occupied = Paso { $n } ({ $step }): { $area } tiene fichas de otro jugador (§31.5.1 { civilization-section-31 }).
civilization-err-no_ship = Paso { $n } ({ $step }): no tienes barco en { $area } (§10.5 { civilization-section-10 }).

civilization-err-ship_range =
    Paso { $n } ({ $step }): a tu barco en { $area } no le quedan tantas áreas; un barco recorre { $limit ->
        [one] un área
       *[other] { $limit } áreas
    } por turno (§10.6 { civilization-section-10 }, §22.3.3 { civilization-section-22-3-3 }).

civilization-err-no_water_border = Paso { $n } ({ $step }): { $src } y { $dst } no tienen frontera de agua (§10.6, §10.10 { civilization-section-10 }).
civilization-err-open_sea_astronomy = Paso { $n } ({ $step }): atravesar el mar abierto { $area } requiere Astronomía (§10.7 { civilization-section-10 }).
civilization-err-ship_ends_at_sea = Paso { $n } ({ $step }): un barco nunca acaba su movimiento en el mar abierto { $area } (§10.7 { civilization-section-10 }).
civilization-err-greek_coast = Paso { $n } ({ $step }): un barco no puede pasar de una costa de { $area } a la otra en un mismo movimiento (§23.3 { civilization-section-23-3 }).

civilization-err-drop_more_than_carried =
    Paso { $n } ({ $step }): desembarca { $count ->
        [one] una ficha
       *[other] { $count } fichas
    } pero lleva { $carry } (§10.8 { civilization-section-10 }).

civilization-err-drop_off_route = Paso { $n } ({ $step }): { $area } no está en la ruta del barco (§10.8 { civilization-section-10 }).
civilization-err-drop_at_sea = Paso { $n } ({ $step }): no se puede desembarcar en el mar abierto { $area } (§10.9 { civilization-section-10 }).
civilization-err-build_twice = Paso { $n }: { $area } aparece dos veces (§12.1 { civilization-section-12 }).
civilization-err-city_there = Paso { $n }: ya hay una ciudad en { $area } (§12.1 { civilization-section-12 }).

civilization-err-build_tokens =
    Paso { $n }: una ciudad en { $area } necesita { $need ->
        [one] una ficha tuya
       *[other] { $need } fichas tuyas
    } allí; tienes { $have } (§12.2 { civilization-section-12 }).

civilization-err-city_limit =
    { $left ->
        [0] No te quedan ciudades
        [one] Solo te queda una ciudad
       *[other] Solo te quedan { $left } ciudades
    } por construir, no { $count } (§12.3 { civilization-section-12 }).

civilization-err-not_your_city = Paso { $n }: { $area } no es una de tus ciudades (§14.2 { civilization-section-14 }).
civilization-err-reduce_twice = Paso { $n }: { $area } aparece dos veces (§14.2 { civilization-section-14 }).
civilization-err-reduce_new_first = Las ciudades construidas en esta ronda se reducen primero: antes { $area } (§14.3 { civilization-section-14 }).
civilization-err-still_unsupported = Tras estas reducciones tus ciudades siguen desabastecidas: dos fichas en el tablero por ciudad (§14.2 { civilization-section-14 }).
civilization-err-reduce_too_many = Las ciudades se reducen de una en una solo hasta que las demás estén abastecidas: sobra alguna (§14.2 { civilization-section-14 }).
civilization-err-no_ship_to_keep = Paso { $n }: no tienes otro barco en { $area } que mantener (§9.3 { civilization-section-9 }).
civilization-err-levy_only = Paso { $n }: en este juego los barcos solo se construyen y mantienen con leva (§31.5.2 { civilization-section-31 }, §32.4.1 { civilization-section-32 }).
civilization-err-ship_area = Paso { $n }: un barco se construye en un área terrestre con agua y en juego: no en { $area } (§9.2 { civilization-section-9 }).
civilization-err-ship_rebuilt = Paso { $n }: un barco retirado en { $area } no puede reconstruirse allí en la misma ronda (§9.4 { civilization-section-9 }).
civilization-err-ship_no_units = Paso { $n }: un barco pagado con el tesoro va a un área con unidades tuyas; en { $area } no tienes (§9.2 { civilization-section-9 }).

civilization-err-levy_tokens =
    La leva toma { $need ->
        [one] una ficha
       *[other] { $need } fichas
    } de { $area }, donde tienes { $have } (§9.2 { civilization-section-9 }).

civilization-err-treasury = Eso cuesta { $need } de tu tesoro; tienes { $have } (el tesoro: §6 { civilization-section-6 }).
civilization-err-ship_limit = Como máximo cuatro barcos en juego, no { $count } (§9.5 { civilization-section-9 }).

civilization-err-gold_left =
    { $left ->
        [0] No quedan cartas
        [one] Solo queda una carta
       *[other] Solo quedan { $left } cartas
    } en el montón del Oro, no { $count } (§15.7 { civilization-section-15 }).

civilization-err-done_trading = Ya has dicho que terminaste de comerciar esta ronda (§16.5 { civilization-section-16 }).
civilization-err-in_deal = Primero termina o retira tu trato (§16.4 { civilization-section-16 }).
civilization-err-no_such_offer = La oferta { $offer } no está abierta para ti (§16.1 { civilization-section-16 }).
civilization-err-no_deal = No tienes ningún trato: no hay cartas que entregar (§16.3 { civilization-section-16 }).
civilization-err-too_few_cards = Los jugadores con menos de tres cartas no pueden comerciar; tienes { $have } (§16.3 { civilization-section-16 }).
civilization-err-not_a_commodity = La mercancía nombrada debe ser una mercancía, no { $card } (§16.3 { civilization-section-16 }).

civilization-err-offer_untrue =
    Tu mano no tiene { $count ->
        [one] una carta
       *[other] { $count } cartas
    } por valor de { $value } con { $commodity }: el número, el valor y la mercancía nombrada deben ser ciertos (§16.3 { civilization-section-16 }).

civilization-err-offer_to = Esa oferta no puede dirigirse a { $seat }: ni a ti mismo ni a quien ha terminado de comerciar (§16.4 { civilization-section-16 }).
civilization-err-own_offer = La oferta { $offer } es tuya: un trato se hace entre dos jugadores (§16.4 { civilization-section-16 }).
civilization-err-offer_not_to_you = La oferta { $offer } se hizo a otro jugador (§16.4 { civilization-section-16 }).
civilization-err-not_your_offer = La oferta { $offer } no responde a ninguna de las tuyas: solo puede aceptarla el jugador al que responde (§16.4 { civilization-section-16 }).
civilization-err-partner_busy = Ese jugador está en otro trato o ha terminado de comerciar (§16.4 { civilization-section-16 }).
civilization-err-counter_stale = Las cartas de la oferta { $offer } ya no están en la mano de quien la hizo (§16.3 { civilization-section-16 }).
civilization-err-not_in_hand = No tienes (más) { $card }: tu mano está en tu MD y en `/civ mano`.

civilization-err-give_mismatch =
    Las cartas deben ser exactamente lo ofrecido: { $count ->
        [one] una carta
       *[other] { $count } cartas
    } por valor de { $value } con { $commodity } (§16.3 { civilization-section-16 }).

civilization-err-hand_limit =
    Puedes quedarte { $limit ->
        [one] una carta de comercio
       *[other] { $limit } cartas de comercio
    }; así te { $left ->
        [one] queda una
       *[other] quedan { $left }
    } (§18 { civilization-section-18 }).

civilization-err-advance_twice = { $advance } aparece dos veces (§17.7 { civilization-section-17 }).
civilization-err-advance_held = Ya tienes { $advance }: una de cada tipo (§17.7 { civilization-section-17 }).
civilization-err-advance_gone = No quedan cartas de { $advance } (§17 { civilization-section-17 }).
civilization-err-advance_requires = { $advance } requiere antes { $required } (§22.3.15 { civilization-section-22-3-15 }).

civilization-err-advance_limit =
    Como máximo { $limit ->
        [one] un tipo
       *[other] { $limit } tipos
    } de cartas de civilización (§17.7 { civilization-section-17 }).

civilization-err-pay_calamity = Una calamidad no vale nada y no sirve para pagar: { $card } (§16.6 { civilization-section-16 }).
civilization-err-pay_for_nothing = No compras nada: no hay nada que pagar (§17 { civilization-section-17 }).
civilization-err-treasury_not_needed = Las cartas y créditos ya cubren { $due } (cartas por { $cards }); no se puede entregar tesoro de más (§17.8 { civilization-section-17 }).
civilization-err-cannot_pay = Eso cuesta { $due } (con tus créditos) y no puedes pagarlo: tus mercancías valen { $worth } y tu tesoro tiene { $treasury }; faltan { $short } (§17.8 { civilization-section-17 }).
civilization-err-ship_treasury = Los barcos cuestan { $need } de tu tesoro, que tiene { $have }. Paga con fichas del área del barco: `leva` (al construir: hasta 2 fichas; mantenimiento: 1) (§9.1, §9.3 { civilization-section-9 }).
civilization-err-treasury_exact = A pagar { $due }, cartas por { $cards }: el tesoro debe ser exactamente { $need } (§17.8 { civilization-section-17 }).
civilization-err-volcano = { $volcano } no es un volcán junto a tus unidades (§22.2.4.2 { civilization-section-22-2-4 }).
civilization-err-city_not_allowed = Paso { $n }: { $area } no se puede elegir aquí (§22.2 { civilization-section-22-2 }).

civilization-err-city_count =
    Elige exactamente { $need ->
        [one] una ciudad
       *[other] { $need } ciudades
    }, no { $count } (§22.2 { civilization-section-22-2 }).

civilization-err-city_count_max =
    Elige como máximo { $most ->
        [one] una ciudad
       *[other] { $most } ciudades
    }, no { $count } (§22.2 { civilization-section-22-2 }).

civilization-err-law_protects = Un jugador con Leyes pierde como máximo una ciudad por esta orden (§22.2.10.4 { civilization-section-22-2-10 }).

civilization-err-pirate_ships =
    Tus barcos legítimos no alcanzan { $count ->
        [one] esa ciudad
       *[other] esas { $count } ciudades
    }, un barco por ciudad (§22.2.11.2 { civilization-section-22-2-11 }).

civilization-err-assign_seat = Paso { $n }: a { $seat } no se le pueden asignar pérdidas aquí: repetido, inmune o sin unidades (§22.2 { civilization-section-22-2 }).

civilization-err-assign_each =
    Paso { $n }: { $seat } pierde como máximo { $most ->
        [one] un punto
       *[other] { $most } puntos
    } (§22.2 { civilization-section-22-2 }).

civilization-err-assign_total =
    Como máximo { $most ->
        [one] un punto
       *[other] { $most } puntos
    } en total, no { $total } (§22.2 { civilization-section-22-2 }).

civilization-err-assign_exact =
    Hay que repartir exactamente { $need ->
        [one] un punto
       *[other] { $need } puntos
    }, no { $total } (§22.2.7.2 { civilization-section-22-2-7 }).

civilization-err-unit_city = Paso { $n }: { $area } no es una ciudad afectable aquí (§22.2 { civilization-section-22-2 }).
civilization-err-unit_twice = Paso { $n }: la ciudad de { $area } aparece dos veces (§22.2 { civilization-section-22-2 }).

civilization-err-unit_tokens =
    Paso { $n }: { $have ->
        [0] no tienes fichas en { $area } que se puedan tomar
        [one] solo se puede tomar una de tus fichas de { $area }
       *[other] solo se pueden tomar { $have } de tus fichas de { $area }
    }{ $city ->
        [yes] ; para perder la ciudad de allí, escribe «{ $city_word }»
       *[other] {""}
    } ({ $calamity ->
        [famine] §22.2.5 { civilization-section-22-2-5 }
        [civil_war] §22.2.6 { civilization-section-22-2-6 }
        [flood] §22.2.7 { civilization-section-22-2-7 }
        [epidemic] §22.2.8 { civilization-section-22-2-8 }
       *[other] §22.2 { civilization-section-22-2 }
    }).

civilization-err-loss_total =
    Estas unidades suman { $total ->
        [one] un punto
       *[other] { $total } puntos
    }; deben ser { $need }: exacto, o el menor exceso posible (§22.2.12.2 { civilization-section-22-2-12 }).

civilization-err-epidemic_stock =
    Ningún área puede quedar despoblada: cada ciudad que alcanza la Epidemia pasa a ser una ficha de tus existencias, y tus existencias ({ $stock }) más las fichas que pierdes ({ $tokens }) no alcanzan para { $cities ->
        [one] una ciudad
       *[other] { $cities } ciudades
    }. Elige otra pérdida (§22.2.8.2 { civilization-section-22-2-8 }).

civilization-err-plain = { $plain } no es uno de los terrenos de aluvión que puedes elegir (§22.2.7.3 { civilization-section-22-2-7 }).
civilization-err-beneficiary = { $seat } no puede ser el candidato: si hay jugadores sin fichas en el tablero debe ser uno de ellos (§22.2.6.2 { civilization-section-22-2-6 }).
civilization-err-nation_taken = { $nation } ya está elegida o su área de comienzo no está en juego (§4.4 { civilization-section-4 }, §III { civilization-section-III }).

civilization-err-grow_area =
    Paso { $n }: { $area } puede recibir como máximo { $most ->
        [one] una ficha
       *[other] { $most } fichas
    } (§7.1, §7.2 { civilization-section-7 }).

civilization-err-grow_total =
    Coloca { $need ->
        [one] tu ficha
       *[other] tus { $need } fichas
    }, no { $total } (§7.4 { civilization-section-7 }).

civilization-err-not_now = Eso no corresponde a esta fase (§5.7 { civilization-section-5 }).
civilization-log-action = { $text }
civilization-log-action_hidden = { $verb } (oculto)
civilization-log-action_sealed = { $verb }: orden sellada entregada
civilization-log-action_buy = adquiere { $advances }
civilization-log-answered = el asiento { $seat } ha entregado su orden sellada ({ $kind })
civilization-log-revealed = órdenes selladas reveladas ({ $kind })
civilization-log-assigned = el asiento { $seat } reparte las pérdidas de { $card }: { $shares }
civilization-log-ast = el asiento { $seat } avanza a la casilla { $column } de la TSA
civilization-log-ast_back = el asiento { $seat } no tiene ciudades y retrocede a la casilla { $column } de la TSA (§20.3)
civilization-log-ast_blocked = el asiento { $seat } no puede entrar en la casilla { $column }: necesita { $need } { $what }, tiene { $have } (§20.2)
civilization-log-attack_failed = las { $tokens } fichas del asiento { $seat } no pueden atacar la ciudad de { $area }: hacen falta { $need } (§11.6.1)
civilization-log-beneficiary = guerra civil del asiento { $seat }: el candidato es el asiento { $beneficiary }
civilization-log-bought = el asiento { $seat } adquiere { $advances } ({ $cards } cartas de comercio, { $treasury } de tesoro)
civilization-log-bought_nothing = el asiento { $seat } no adquiere nada
civilization-log-build_failed = el asiento { $seat } no pudo construir en { $area }
civilization-log-calamity = la calamidad { $card } afecta al asiento { $seat }
civilization-log-calamity_drawn = el asiento { $seat } saca { $card } (dorso rojo, declarada)
civilization-log-calamity_returned = el asiento { $seat } devuelve { $card }: como máximo dos calamidades por ronda (§19.7)
civilization-log-calamity_traded = el asiento { $seat } recibió { $card } del asiento { $giver } al comerciar
civilization-log-card_drawn = sacas { $card } del montón { $stack }
civilization-log-cards_drawn = el asiento { $seat } coge { $count } cartas de comercio
civilization-log-cards_received = recibes del asiento { $giver }: { $cards }
civilization-log-census = censo: orden de movimiento { $order } ({ $tokens } fichas)
civilization-log-choice_order = orden de elección de naciones: { $order }
civilization-log-city_attacked = el asiento { $seat } ataca la ciudad del asiento { $owner } en { $area } (pérdidas { $losses })
civilization-log-city_built = el asiento { $seat } construye una ciudad en { $area }
civilization-log-city_lost = el asiento { $seat } pierde su ciudad de { $area } ({ $why })
civilization-log-city_reduced = la ciudad del asiento { $seat } en { $area } se reduce a { $tokens } fichas ({ $why })
civilization-log-city_surrendered = la ciudad del asiento { $owner } en { $area } se rinde al asiento { $seat } (§11.8)
civilization-log-city_to_token = la ciudad del asiento { $seat } en { $area } queda en una ficha (§22.2.8.2)
civilization-log-civil_war = guerra civil del asiento { $seat }: el asiento { $beneficiary } se anexiona { $tokens } fichas y { $cities } ciudades
civilization-log-conflict = conflicto en { $area }: pérdidas { $losses }
civilization-log-counter = el asiento { $seat } responde a o{ $answers } con o{ $id }: { $count } cartas por valor de { $value }, con { $commodity }
civilization-log-deal = los asientos { $a } y { $b } cierran un trato (o{ $offer } por o{ $counter })
civilization-log-deal_off = el asiento { $seat } anula el trato entre los asientos { $a } y { $b }
civilization-log-discarded = el asiento { $seat } devuelve { $count } cartas de comercio
civilization-log-discarded_cards = devuelves { $cards }
civilization-log-eruption = el volcán { $volcano } entra en erupción
civilization-log-faction_pick = el asiento { $seat } escoge para el primer bando del asiento { $victim }: { $units }
civilization-log-fleet = barcos del asiento { $seat }: { $ships } (construidos { $built }, retirados { $scrapped })
civilization-log-game_over = fin de la partida: ganan { $winners }
civilization-log-gold_bought = el asiento { $seat } compra { $count } cartas del montón del Oro
civilization-log-growth = el asiento { $seat } añade { $tokens } fichas
civilization-log-move_done = el asiento { $seat } termina su movimiento
civilization-log-moved = el asiento { $seat } mueve: { $orders }
civilization-log-nation = el asiento { $seat } elige { $nation }
civilization-log-no_effect = { $card } no tiene efecto sobre el asiento { $seat }
civilization-log-offer = el asiento { $seat } ofrece o{ $id }: { $count } cartas por valor de { $value }, con { $commodity } (dice: { $claims })
civilization-log-phase = ronda { $round }: { $phase }
civilization-log-pottery = la Cerámica ahorra al asiento { $seat } { $relief } puntos (§22.2.5)
civilization-log-revolt = la ciudad del asiento { $seat } en { $area } se subleva y pasa al asiento { $to } (§6.3)
civilization-log-revolt_kept = { $count } ciudades sublevadas del asiento { $seat } siguen siendo suyas (§6.3.3)
civilization-log-round = empieza la ronda { $round }
civilization-log-start = el asiento { $seat } ({ $nation }) empieza en { $area }
civilization-log-surplus = el asiento { $seat } retira { $count } fichas sobrantes de { $area }
civilization-log-tax_rate = el asiento { $seat } recauda { $rate } por ciudad
civilization-log-taxes = el asiento { $seat } paga { $paid } de impuestos ({ $rate } por ciudad); se sublevan { $revolts } ciudades
civilization-log-time = el indicador de tiempo avanza a { $time }
civilization-log-trade_closed = se acaba el comercio
civilization-log-trade_done = el asiento { $seat } ha terminado de comerciar
civilization-log-trade_open = se abre el comercio para los asientos { $seats }
civilization-log-traded = los asientos { $a } y { $b } intercambian cartas ({ $a_gave } por { $b_gave })
civilization-log-units_lost = el asiento { $seat } pierde { $units } ({ $why })
civilization-log-withdrawn = el asiento { $seat } retira o{ $offer }

## --- the rulebook's sections, named in refusals, prompts and the help -------------------

civilization-section-III = Juego con menos de ocho jugadores
civilization-section-4 = Despliegue inicial
civilization-section-5 = Procedimiento ronda por ronda
civilization-section-6 = Impuestos
civilization-section-7 = Expansión de la población
civilization-section-8 = Censo
civilization-section-9 = Construcción de barcos
civilization-section-10 = Movimiento
civilization-section-11 = Conflicto
civilization-section-12 = Construir ciudades
civilization-section-13 = Retirar el exceso de población
civilization-section-14 = Reducción de ciudades desabastecidas
civilization-section-15 = Adquisición de cartas de comercio
civilization-section-16 = Comercio
civilization-section-17 = Adquisición de cartas de civilización
civilization-section-18 = Devolución de las cartas sobrantes
civilization-section-19 = Calamidades
civilization-section-20 = Desplazamiento en la TSA
civilization-section-21 = Cómo ganar
civilization-section-22-2 = Cartas de calamidad
civilization-section-22-2-4 = Erupción volcánica o terremoto
civilization-section-22-2-5 = Hambre
civilization-section-22-2-6 = Guerra civil
civilization-section-22-2-7 = Inundación
civilization-section-22-2-8 = Epidemia
civilization-section-22-2-9 = Desorden civil
civilization-section-22-2-10 = Iconoclastia y herejía
civilization-section-22-2-11 = Piratería
civilization-section-22-2-12 = Notas generales a las calamidades
civilization-section-22-3 = Cartas de civilización
civilization-section-22-3-3 = Confección de ropa
civilization-section-22-3-11 = Sistema monetario
civilization-section-22-3-15 = Leyes
civilization-section-23-3 = Costa griega
civilization-section-30 = Versiones más cortas
civilization-section-31 = Nómadas y marinos
civilization-section-32 = Campesinos y ciudadanos

civilization-help-rules =
    Gana la primera nación que llega a la casilla final de la TSA *(§3, §21 Cómo ganar)*. Una ronda tiene 13 fases *(§5.7)*; el bot resuelve las que no tienen nada que decidir y solo pregunta a quien debe decidir.
    {"*"}*Impuestos**: 2 fichas por ciudad de las existencias al tesoro; las ciudades que no puedes pagar se sublevan *(§6 Impuestos)*. **Expansión**: una ficha más donde tienes una, dos donde tienes dos o más *(§7)*. **Censo**: fija el orden de movimiento *(§8)*.
    {"*"}*Barcos**: cuestan 2 y 1 por ronda mantenerlos *(§9)*. **Movimiento**: una ficha cruza una frontera terrestre o navega en un barco hasta cuatro áreas *(§10 Movimiento)*. **Conflicto**: se resuelve solo *(§11)*.
    {"*"}*Ciudades**: 6 fichas en un sitio para ciudad, 12 en otro lugar *(§12)*; se retiran las fichas sobrantes *(§13)*; cada ciudad necesita 2 fichas en el tablero *(§14)*.
    {"*"}*Cartas de comercio**: una por ciudad, de los montones 1, 2, 3… *(§15)*. **Comercio** *(§16 Comercio)*: ofrece al menos tres cartas diciendo la verdad sobre cuántas son, su valor total y una mercancía entre ellas; lo demás puede ser falso. Un trato es entre dos jugadores; las cartas cambian de mano boca abajo. Las calamidades de dorso negro pueden traspasarse así, las de dorso rojo nunca.
    {"*"}*Cartas de civilización** *(§17)*: se pagan con grupos de cartas de comercio y tesoro; los créditos de las que tienes rebajan los precios. Las cartas por encima de tu límite se devuelven *(§18)*.
    {"*"}*Calamidades**: llegan tras las compras, de menor a mayor, como máximo dos por jugador *(§19, §22.2 Cartas de calamidad)*. **TSA**: avanzas cuando cumples el requisito de la casilla siguiente *(§20)*.

civilization-option-scenario-values = `a`, `b`, `whole_map`
civilization-option-points-default = 1200 para Hispania, Galia, Italia, Iliria y Tracia; 1300 para África, Creta, Asia y Asiria; 1400 para Babilonia y Egipto
civilization-option-epochs-default = columnas 5, 8 y 11 para todas las naciones
