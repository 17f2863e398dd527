### Age of Heroes texts of the Discord side: /aoh commands (generated from the engine's verbs:
### cmd.age_of_heroes.<verb>, .desc, .<field>), panels, buttons, DMs (present/age_of_heroes.py) and
### the game's help (/game help game:age_of_heroes). Rules texts: age_of_heroes.ftl.

cmd-aoh-desc = Edad de héroes: construye, comercia en el día de mercado, ataca; lo secreto va por MD.
cmd-aoh-hand = mano
cmd-aoh-hand-desc = Muestra tu mano y lo que puedes construir (solo lo ves tú).
cmd-age_of_heroes-tribe = tribu
cmd-age_of_heroes-tribe-desc = Elige tu tribu (por orden de turno).
cmd-age_of_heroes-ask_road = carretera
cmd-age_of_heroes-ask_road-desc = Pide permiso a un vecino para construir una carretera (antes de tu acción).
cmd-age_of_heroes-tax = impuestos
cmd-age_of_heroes-tax-desc = Cobra impuestos: roba una carta por ciudad.
cmd-age_of_heroes-swap = cambiar
cmd-age_of_heroes-swap-desc = Sin ciudades: descarta una carta y roba otra.
cmd-age_of_heroes-build = construir
cmd-age_of_heroes-build-desc = Construye un artículo (la lista muestra lo que puedes pagar ahora).
cmd-age_of_heroes-attack = atacar
cmd-age_of_heroes-attack-desc = Empieza a preparar un ataque (ejércitos y héroes se eligen por MD).
cmd-age_of_heroes-send = enviar
cmd-age_of_heroes-send-desc = Añade un ejército (o todos los libres) al ataque que preparas.
cmd-age_of_heroes-hero = heroe
cmd-age_of_heroes-hero-desc = Añade un héroe poderoso al ataque: como ejército o como general de un ejército.
cmd-age_of_heroes-launch = lanzar
cmd-age_of_heroes-launch-desc = Lanza el ataque que has preparado.
cmd-age_of_heroes-back = abandonar
cmd-age_of_heroes-back-desc = Abandona el ataque que preparas y elige otra acción.
cmd-age_of_heroes-pass = pasar
cmd-age_of_heroes-pass-desc = No hagas ninguna acción este turno.
cmd-age_of_heroes-done = terminar
cmd-age_of_heroes-done-desc = Terminar de comerciar (día de mercado) o de construir.
cmd-age_of_heroes-place = monumento
cmd-age_of_heroes-place-desc = Coloca cartas de recurso especial en tu monumento.
cmd-age_of_heroes-discard = descartar
cmd-age_of_heroes-discard-desc = Descarta una carta (hasta cinco al final de tu turno).
cmd-age_of_heroes-offer = ofrecer
cmd-age_of_heroes-offer-desc = Día de mercado: ofrece cartas a todos o a un jugador (en privado si quieres).
cmd-age_of_heroes-counter = contraoferta
cmd-age_of_heroes-counter-desc = Responde a una oferta con otra.
cmd-age_of_heroes-accept = aceptar
cmd-age_of_heroes-accept-desc = Acepta una oferta: las cartas cambian de mano al momento.
cmd-age_of_heroes-decline = rechazar
cmd-age_of_heroes-decline-desc = Rechaza una oferta que te han hecho.
cmd-age_of_heroes-cancel = retirar
cmd-age_of_heroes-cancel-desc = Retira una de tus ofertas.
cmd-age_of_heroes-card = Una carta de tu mano
cmd-age_of_heroes-counter-offer = La oferta
cmd-age_of_heroes-accept-offer = La oferta
cmd-age_of_heroes-decline-offer = La oferta
cmd-age_of_heroes-cancel-offer = La oferta
cmd-age_of_heroes-give = Cartas que das, p. ej. 1 madera 1 piedra (o nada)
cmd-age_of_heroes-get = Cartas que pides, p. ej. 2 oro (o nada)
cmd-age_of_heroes-tribe-tribe = Tu tribu (o al azar)
cmd-age_of_heroes-ask_road-to = El vecino
cmd-age_of_heroes-build-what = Qué construir y cómo pagarlo
cmd-age_of_heroes-attack-target = El jugador al que atacar
cmd-age_of_heroes-attack-goal = El objetivo del ataque
cmd-age_of_heroes-send-army = El ejército (o todos los libres)
cmd-age_of_heroes-hero-on = El ejército que dirige como general (ninguno: lucha como ejército)
cmd-age_of_heroes-place-count = Cuántas cartas
cmd-age_of_heroes-offer-to = Solo a este jugador
cmd-age_of_heroes-offer-private = Que quede entre los dos (por MD)
aoh-everyone = todos
aoh-counter_of = {" "}(contraoferta a #{ $id })
aoh-reason-cities = cinco ciudades
aoh-reason-monument = monumento
aoh-reason-last_standing = última tribu en pie
aoh-round_winner-attack = gana el atacante
aoh-round_winner-defence = gana el defensor
aoh-round_winner-tie = empate, nadie cae
aoh-panel-decks = 🂠 Mazo { $deck } · descartes { $discard } · mazo de batalla { $battle }
aoh-panel-supply = Reserva:
aoh-panel-draft = Elección de tribus.
aoh-panel-market = 🏪 Día de mercado: comercia con `/aoh ofrecer`, responde por MD y luego `/aoh terminar`.
aoh-panel-turn = Turno { $turn }: { $who }.
aoh-panel-road = 🛣️ { $asker } pide una carretera a { $to }.
aoh-panel-luck = 🍀 Ventana de suerte contra { $card } (respuestas por MD). Han respondido: { $answered }
aoh-panel-disaster = { $card }: { $who } elige el objetivo.

aoh-panel-battle =
    { $attacker } ataca a { $defender } ({ $goal ->
        [conquest] conquista
        [plunder] saqueo
       *[raze] arrasar
    })

aoh-panel-assigning = Los dos bandos colocan sus cartas de batalla en secreto.
aoh-panel-citadels = Ciudadelas: +{ $n } en cada carta defensora.
aoh-panel-round = Ronda { $n }: { $a } **{ $at }** – **{ $dt }** { $d }: { $winner }

aoh-panel-last_battle =
    Última batalla: { $attacker } contra { $defender } ({ $goal ->
        [conquest] conquista
        [plunder] saqueo
       *[raze] arrasar
    })

aoh-panel-victorious = Ejércitos victoriosos: { $n }

aoh-panel-hand =
    🂠 { $n ->
        [0] ninguna carta en mano
        [one] una carta en mano
       *[other] { $n } cartas en mano
    }

aoh-panel-holdings =
    🏘️ { $cities ->
        [0] ninguna ciudad
        [one] una ciudad
       *[other] { $cities } ciudades
    } · 🏰 { $citadels ->
        [0] ninguna ciudadela
        [one] una ciudadela
       *[other] { $citadels } ciudadelas
    }

aoh-panel-monument =
    🗿 { $n ->
        [0] 0/5
        [1] 1/5
        [2] 2/5
        [3] 3/5
        [4] 4/5
       *[other] { $n } (completo)
    } { $card }

aoh-button-tribe_random = Tribu al azar
aoh-button-discard = Descartar { $card }
aoh-button-discard_random = Descartar al azar
aoh-button-swap = Cambiar { $card }
aoh-button-swap_random = Cambiar una carta al azar
aoh-button-volcano = Volcán sobre { $who }
aoh-button-volcano_random = Volcán: al azar
aoh-button-quake = Terremoto sobre { $army }
aoh-button-quake_random = Terremoto: al azar
aoh-button-ask_road = Pedir carretera a { $who }

aoh-button-attack =
    Atacar a { $who }: { $goal ->
        [conquest] conquista
        [plunder] saqueo
       *[raze] arrasar
    }

aoh-button-assign_unit = { $value } bajo { $unit }
aoh-button-assign_auto = Mejores cartas a los generales, el resto al azar
aoh-button-assign_random = Colocar mis cartas al azar
aoh-button-accept = Aceptar { $id }
aoh-button-decline = Rechazar { $id }
aoh-button-cancel = Retirar { $id }
aoh-button-no_luck = Sin suerte
aoh-button-luck = Jugar suerte
aoh-button-olympics = Juegos olímpicos
aoh-button-hero = Héroe como ejército
aoh-button-hero_on = Héroe como general de { $army }
aoh-button-hold = Dejar { $army } fuera de la defensa
aoh-button-ready = Listo
aoh-button-tax = Impuestos
aoh-button-pass = Pasar
aoh-button-done = Terminar
aoh-button-launch = Lanzar el ataque
aoh-button-back = Abandonar el ataque
aoh-button-send = Enviar { $army }
aoh-button-send_all = Enviar todos los ejércitos libres
aoh-button-allow = Permitir la carretera
aoh-button-deny = Denegar la carretera

aoh-button-place =
    { $count ->
        [0] No colocar nada
        [one] Colocar una carta
       *[other] Colocar { $count } cartas
    }

aoh-button-fight = Luchar con { $army }
aoh-button-fight_random = Cualquier ejército (al azar)

aoh-dm-hand = { $n ->
        [0] {"*"}*Tu mano** está vacía.
        [one] {"*"}*Tu mano** (una carta): { $cards }
       *[other] {"*"}*Tu mano** ({ $n } cartas): { $cards }
    }

aoh-dm-reserved = Prometido en tus ofertas abiertas: { $cards }
aoh-dm-can_build = {"*"}*Puedes construir ahora:** { $items }
aoh-dm-can_build_nothing = Ahora mismo no puedes pagar ningún artículo.

aoh-dm-can_place =
    Tienes { $n ->
        [one] una carta
       *[other] { $n } cartas
    } de { $card } para tu monumento.

aoh-dm-my_offers = Tus ofertas abiertas:
aoh-dm-can_accept = Ofertas que puedes aceptar ahora:

aoh-dm-declaration =
    Ataque en preparación contra { $target } ({ $goal ->
        [conquest] conquista
        [plunder] saqueo
       *[raze] arrasar
    }): ejércitos { $armies }, { $heroes ->
        [0] sin héroes
        [one] un héroe
       *[other] { $heroes } héroes
    }.

aoh-dm-battle = Cartas de batalla por colocar: { $cards } · colocadas: { $placed }
aoh-dm-committed_heroes = Héroes comprometidos en esta defensa (aún en secreto): { $n }.

aoh-final-line =
    {"*"}*{ $place }.** { $who }: { $cities ->
        [0] ninguna ciudad
        [one] una ciudad
       *[other] { $cities } ciudades
    }, monumento { $monument ->
        [0] 0/5
        [1] 1/5
        [2] 2/5
        [3] 3/5
        [4] 4/5
       *[other] completo ({ $monument })
    }

aoh-final-score =
    { $cities ->
        [0] ninguna ciudad
        [one] una ciudad
       *[other] { $cities } ciudades
    }, monumento { $monument ->
        [0] 0/5
        [1] 1/5
        [2] 2/5
        [3] 3/5
        [4] 4/5
       *[other] completo ({ $monument })
    }

aoh-final-turns =
    { $n ->
        [one] La partida duró un turno.
       *[other] La partida duró { $n } turnos.
    }

age_of_heroes-help-extra = • `/aoh mano` — tu mano y lo que puedes construir, solo para ti. Las respuestas a ventanas (defensa, suerte, cartas de batalla, permisos de carretera, objetivos de eventos) son botones en tus MD, o bajo 👁 **Mi vista** si tienes los MD cerrados.

age_of_heroes-help-rules =
    Construye un imperio de **cinco ciudades**, o un monumento de **cinco cartas** del recurso especial de tu tribu, y mantenlo durante toda una **ronda de desafío** (§8); o sé la última tribu en pie (§7).
    • **Preparación (§2):** orden de turno con cartas de batalla; cada tribu empieza con una ciudad, un ejército y 3 cartas; los desastres de la apertura se descartan.
    • **Día de mercado (§4)**, una vez por ronda antes del turno del primer jugador: todos roban 1 carta más 1 por cada tribu alcanzada por carreteras y comercian libremente (`/aoh ofrecer`, `/aoh aceptar`); `/aoh terminar` al acabar.
    • **Tu turno (§3):** roba una carta (§3.1); pide carreteras a tus vecinos y haz **una acción** (§3.2): impuestos (1 carta por ciudad; sin ciudades, cambia una carta), construir cuantos artículos quieras, atacar o pasar; luego coloca recursos especiales en tu monumento (§3.3) y descarta hasta 5 (§3.4); los ejércitos fuera vuelven (§3.5).
    • **Costes (§6.3):** el oro sustituye a cualquier recurso ordinario (§6.1); el MD muestra lo que puedes construir.
    • **Batallas (§5):** elige objetivo, meta (conquista, saqueo, arrasar), ejércitos y héroes; el defensor puede responder con juegos olímpicos o héroes; los dos bandos colocan cartas de batalla en secreto y en cada ronda eligen un ejército: gana el total más alto (+2 general, +1 por ciudadela al defender).
    • **Eventos (§6.1):** explosión demográfica, terremoto, volcán, hambruna y bárbaros tienen efecto al robarse; suerte, juegos olímpicos y héroes poderosos se guardan en la mano.

age_of_heroes-help-rulings =
    • Una explosión demográfica robada salva a una tribu sin ciudades ni otras cartas (§6.1, §7).
    • El día de mercado llega una vez por ronda; un primer jugador eliminado en su propio turno no trae uno de más (§4).
    • Un bando de un solo ejército coloca su carta de batalla al momento; «mejores cartas a los generales» coloca el resto al azar, y solo se le dice a su jugador (§5).
    • Los héroes comprometidos en la ventana de defensa son secretos hasta que se cierra; los juegos olímpicos los devuelven a la mano (§5).
    • Con descartes ocultos, una carta descartada solo la ve su dueño; las ofertas privadas solo existen para los dos jugadores implicados (§4).

age_of_heroes-option-tribe_selection = tribus elegidas por orden de turno (`draft`) o repartidas al azar (§2)
age_of_heroes-option-battle_copies = copias de cada valor de carta de batalla 1–6
age_of_heroes-option-event_counts = copias de cada carta de evento en el mazo de recursos
age_of_heroes-option-item_counts = cartas de cada pila de artículos
age_of_heroes-option-barbarian_armies = ejércitos bárbaros en cada incursión
age_of_heroes-option-famine_luck_scope = la suerte contra la hambruna salva tu mano (`own`) o anula la hambruna para todos (`all`)
age_of_heroes-option-challenge_same_condition = la ronda de desafío debe acabar con la condición que la abrió (§8)
age_of_heroes-option-hero_discarded_after_battle = los héroes poderosos se descartan tras su batalla (off: los supervivientes vuelven a la mano)
age_of_heroes-option-defender_all_armies = todos los ejércitos libres en casa defienden (off: el defensor puede dejar alguno fuera)
age_of_heroes-option-discards_public = las cartas descartadas se muestran a todos (off: solo a su dueño)
age_of_heroes-option-seats_close_up = tras una eliminación, los vecinos de la tribu caída pasan a ser vecinos
age_of_heroes-help-example-tribe = tribu:romanos
age_of_heroes-help-example-ask_road = vecino:Bob
age_of_heroes-help-example-swap = carta:madera
age_of_heroes-help-example-build = que:ciudad
age_of_heroes-help-example-attack = rival:Bob objetivo:saqueo
age_of_heroes-help-example-send = ejercito:todos
age_of_heroes-help-example-hero = ejercito:…
age_of_heroes-help-example-place = cantidad:2
age_of_heroes-help-example-discard = carta:hierro
age_of_heroes-help-example-offer = das:"1 madera 1 piedra" pides:"1 oro" para:Bob privada:True
age_of_heroes-help-example-counter = oferta:#3 das:"1 hierro" pides:"1 grano"
age_of_heroes-help-example-accept = oferta:#3
age_of_heroes-help-example-decline = oferta:#3
age_of_heroes-help-example-cancel = oferta:#3
