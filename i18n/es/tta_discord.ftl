### Through the Ages in Discord (present/tta.py, render/tta.py, cogs/tta.py): commands, labels,
### log lines, panels, DMs, images. The engine's own texts (refusals, decisions, card names) are in
### tta.ftl and tta_cards.ftl; card texts in tta_card_text.ftl.

cmd-tta-desc = Through the Ages: toma cartas, construye, desarrolla, haz política.
cmd-tta-group-answer = responder
cmd-tta-group-answer-desc = Responde lo que te piden fuera de turno (defensa, descartes, colonización, eventos).
cmd-tta-hand = mano
cmd-tta-hand-desc = Tu mano militar, tus eventos preparados y lo que debes responder (solo lo ves tú).
cmd-tta-board = tablero
cmd-tta-board-desc = El tablero actual: fila de cartas, tablero militar, todos los jugadores (solo lo ves tú).
cmd-tta-tableau = civilizacion
cmd-tta-tableau-desc = La civilización de un jugador como imagen (la de todos si no eliges jugador).
cmd-tta-tableau-player = De quién
cmd-tta-card = carta
cmd-tta-card-desc = Qué hace una carta.
cmd-tta-card-name = El nombre de la carta (en inglés o español)
cmd-tta-take = tomar
cmd-tta-take-desc = Toma una carta de la fila (se muestra su coste en acciones civiles).
cmd-tta-pop = poblacion
cmd-tta-pop-desc = Aumenta tu población (se muestra el coste en comida).
cmd-tta-build = construir
cmd-tta-build-desc = Construye una granja, mina, edificio urbano o unidad militar.
cmd-tta-upgrade = mejorar
cmd-tta-upgrade-desc = Moderniza un edificio o unidad a un nivel superior.
cmd-tta-destroy = destruir
cmd-tta-destroy-desc = Destruye uno de tus edificios, o desmantela una unidad militar.
cmd-tta-leader = lider
cmd-tta-leader-desc = Pon en juego un líder de tu mano.
cmd-tta-develop = desarrollar
cmd-tta-develop-desc = Desarrolla una tecnología de tu mano (se muestra el coste en ciencia), o un gobierno por revolución.
cmd-tta-wonder = maravilla
cmd-tta-wonder-desc = Construye etapas de tu maravilla sin completar.
cmd-tta-play = jugar
cmd-tta-play-desc = Juega una carta de acción de tu mano.
cmd-tta-tactic = tactica
cmd-tta-tactic-desc = Pon en juego una táctica de tu mano militar, o copia una compartida.
cmd-tta-use = usar
cmd-tta-use-desc = El poder de un líder o pacto: Churchill, rutas comerciales, Barbarroja, Alejandro, Colón.
cmd-tta-end = terminar
cmd-tta-end-desc = Termina tu turno (avisa antes de una revuelta, hambruna o corrupción).
cmd-tta-event = evento
cmd-tta-event-desc = Acción política: prepara un evento o territorio de tu mano.
cmd-tta-attack = atacar
cmd-tta-attack-desc = Acción política: una agresión contra un jugador más débil, o una guerra.
cmd-tta-pact = pacto
cmd-tta-pact-desc = Acción política: ofrece un pacto a un jugador.
cmd-tta-cancel = cancelar
cmd-tta-cancel-desc = Acción política: cancela uno de tus pactos.
cmd-tta-resign = abandonar
cmd-tta-resign-desc = Abandona la partida (acción política; no en la Época IV).
cmd-tta-discard = descartar
cmd-tta-discard-desc = Descarta cartas militares (boca abajo).
cmd-tta-defend = defender
cmd-tta-defend-desc = Defiéndete de una agresión: cartas de bonificación y descartes boca abajo (nada: sin defensa).
cmd-tta-agree = acordar
cmd-tta-agree-desc = Acepta o rechaza el pacto que te ofrecen.
cmd-tta-bid = pujar
cmd-tta-bid-desc = Puja por un territorio (el grupo que enviarás).
cmd-tta-send = enviar
cmd-tta-send-desc = Envía tu grupo de colonización: unidades, cartas de bonificación.
cmd-tta-food = comida
cmd-tta-food-desc = Cuánto de la cantidad es comida (el resto son recursos).
cmd-tta-choose = elegir
cmd-tta-choose-desc = Las cartas que pide una elección (trabajadores, edificios, colonia, maravilla, tecnologías).
cmd-tta-pass = pasar
cmd-tta-pass-desc = Pasar: sin puja, sin la acción gratis de un evento, terminar de tomar cartas.
cmd-tta-slot = Espacio de la fila (1 = el de la izquierda)
cmd-tta-to = La tecnología a la que modernizas
cmd-tta-homer = Homero sustituido: la maravilla bajo la que va
cmd-tta-stages = Cuántas etapas (una acción civil)
cmd-tta-target = El jugador
cmd-tta-confirm = Hazlo aunque traiga revuelta, hambruna o corrupción
cmd-tta-free = La población gratuita de la Compañía de transatlánticos
cmd-tta-side = El lado del pacto que tomas (A o B)
cmd-tta-cards = Cartas (varias: sepáralas con espacios)
cmd-tta-amount = Cuánto
cmd-tta-units = Unidades enviadas (una por unidad)
cmd-tta-bonus = Cartas de bonificación jugadas
cmd-tta-power = Qué poder
cmd-tta-shared = Copiar una táctica compartida (2 acciones militares)
cmd-tta-yes = ¿Aceptas?
cmd-tta-build-card = La carta
cmd-tta-upgrade-card = La carta
cmd-tta-destroy-card = La carta
cmd-tta-leader-card = La carta
cmd-tta-develop-card = La carta
cmd-tta-play-card = La carta
cmd-tta-tactic-card = La carta
cmd-tta-event-card = La carta
cmd-tta-attack-card = La carta
cmd-tta-pact-card = La carta
cmd-tta-cancel-card = La carta
cmd-tta-use-card = Barbarroja: la unidad; Colón: el territorio
cmd-tta-play-take = Reservas: toma comida o recursos
cmd-tta-play-revolution = Avance: como revolución
cmd-tta-develop-revolution = Un gobierno por revolución (todas las acciones civiles)
cmd-tta-defend-discard = Cartas descartadas boca abajo (+1 cada una)
cmd-tta-food-amount = Cuánto es comida
cmd-tta-bid-amount = Tu puja
cmd-tta-play-target = La tecnología sobre la que actúa (o la carta para Avance)
cmd-tta-defend-cards = Cartas de bonificación jugadas por su defensa
cmd-tta-discard-cards = Las cartas militares que descartas
cmd-tta-choose-cards = Las cartas elegidas (nada: ninguna)
cmd-tta-send-discard = James Cook: cartas descartadas boca abajo (+1 cada una)
tta-action-take = Tomar la carta del espacio { $slot }
tta-action-pop = Aumentar la población { $free } { $confirm }
tta-action-build = Construir en { $card } { $confirm }
tta-action-upgrade = Modernizar { $card } a { $to } { $confirm }
tta-action-destroy = Destruir un edificio de { $card } { $confirm }
tta-action-disband = Desmantelar una unidad de { $card } { $confirm }
tta-action-revolution = Revolución: { $card } { $confirm }
tta-action-tactic_copy = Copiar la táctica { $card }
tta-action-agree_yes = Aceptar el pacto
tta-action-agree_no = Rechazar el pacto
tta-action-defend_nothing = Sin defensa
tta-action-leader = Jugar el líder { $card } { $homer } { $confirm }
tta-action-develop = Desarrollar { $card } { $revolution } { $confirm }

tta-action-wonder =
    Construir { $stages ->
        [one] 1 etapa de maravilla
       *[other] { $stages } etapas de maravilla
    } { $confirm }

tta-action-play = Jugar { $card } { $target } { $to } { $take } { $revolution } { $confirm }
tta-action-tactic = Poner en juego la táctica { $card }
tta-action-use = { $power } { $card } { $confirm }
tta-action-end = Terminar el turno { $confirm }
tta-action-event = Preparar el evento { $card }
tta-action-attack = { $card } contra { $target }
tta-action-pact = Ofrecer { $card } a { $target } { $side }
tta-action-cancel = Cancelar el pacto { $card }
tta-action-resign = Abandonar
tta-action-discard = Descartar { $cards }
tta-action-defend = Defenderse con { $cards } { $discard }
tta-action-agree = Pacto: { $yes }
tta-action-bid = Pujar { $amount }
tta-action-send = Enviar { $units } { $bonus } { $discard }
tta-action-food = { $amount } como comida, el resto como recursos
tta-action-choose = Elegir { $cards }
tta-action-pass = Pasar
tta-ui-part-confirm = (de todos modos)
tta-ui-part-free = (gratis)
tta-ui-part-revolution = como revolución
tta-ui-part-to = → { $label }
tta-ui-part-homer = (Homero bajo { $label })
tta-ui-part-take = ({ $label })
tta-ui-part-side = (lado { $label } para quien ofrece)
tta-ui-part-discard = + { $label } boca abajo
tta-ui-part-bonus = + { $label }
tta-ui-part-play-target = sobre { $label }
tta-ui-part-shared = (copiada)
tta-ui-part-use-card = ({ $label })
tta-ui-part-choose_nothing = nada
tta-choice-food = comida
tta-choice-resources = recursos
tta-choice-culture = cultura
tta-choice-military = militar
tta-choice-A = A
tta-choice-B = B
tta-choice-churchill_culture = Winston Churchill: 3 de cultura
tta-choice-churchill_military = Winston Churchill: ciencia y recursos militares
tta-choice-trade = Rutas comerciales: 1 de comida como 1 recurso o al revés
tta-choice-barbarossa = Federico Barbarroja: una unidad nueva
tta-choice-alexander = Alejandro Magno se retira (+1 ficha amarilla)
tta-choice-columbus = Cristóbal Colón coloniza
tta-kind-technology = tecnología
tta-kind-leader = líder
tta-kind-wonder = maravilla
tta-kind-action = acción
tta-kind-event = evento
tta-kind-territory = territorio
tta-kind-aggression = agresión
tta-kind-war = guerra
tta-kind-pact = pacto
tta-kind-tactic = táctica
tta-kind-bonus = bonificación
tta-ui-stat-food = comida
tta-ui-stat-resources = recursos
tta-ui-stat-science = ciencia
tta-ui-stat-culture = cultura
tta-ui-stat-population = población
tta-ui-stat-strength = fuerza
tta-ui-stat-happy = caras felices
tta-ui-stat-blue_tokens = fichas azules
tta-ui-stat-yellow_tokens = fichas amarillas
tta-ui-stat-colonization_modifier = colonización
tta-ui-stat-civil_actions = acciones civiles
tta-ui-stat-military_actions = acciones militares
tta-ui-stat-draw_military_cards = cartas militares robadas
tta-ui-amount-food = { $n } de comida

tta-ui-amount-resources =
    { $n } { $count ->
        [one] recurso
       *[other] recursos
    }

tta-ui-amount-science = { $n } de ciencia
tta-ui-amount-culture = { $n } de cultura
tta-ui-amount-population = { $n } de población
tta-ui-amount-strength = { $n } de fuerza

tta-ui-amount-happy =
    { $n } { $count ->
        [one] cara feliz
       *[other] caras felices
    }

tta-ui-amount-blue_tokens =
    { $n } { $count ->
        [one] ficha azul
       *[other] fichas azules
    }

tta-ui-amount-yellow_tokens =
    { $n } { $count ->
        [one] ficha amarilla
       *[other] fichas amarillas
    }

tta-ui-amount-colonization_modifier = { $n } de colonización

tta-ui-amount-civil_actions =
    { $n } { $count ->
        [one] acción civil
       *[other] acciones civiles
    }

tta-ui-amount-military_actions =
    { $n } { $count ->
        [one] acción militar
       *[other] acciones militares
    }

tta-ui-amount-draw_military_cards =
    { $n } { $count ->
        [one] carta militar robada
       *[other] cartas militares robadas
    }

tta-ui-nothing = nada
tta-ui-per_worker = por trabajador: { $what }
tta-ui-produces-farm = { $n } de comida

tta-ui-produces-mine =
    { $n ->
        [one] 1 recurso
       *[other] { $n } recursos
    }

tta-ui-build_cost =
    construir { $n ->
        [one] 1 recurso
       *[other] { $n } recursos
    }

tta-ui-government_card = { $civil } acciones civiles y { $military } militares; { $limit } edificios urbanos de cada tipo
tta-ui-civil_action = 1 acción civil
tta-ui-military_action = 1 acción militar

tta-ui-option-take =
    { $slot }: { $card } — { $n ->
        [one] 1 acción civil
       *[other] { $n } acciones civiles
    }

tta-ui-option-build =
    { $card } — { $n ->
        [one] 1 recurso
       *[other] { $n } recursos
    }, { $action }

tta-ui-option-upgrade =
    { $card } — { $same ->
        [same] { $low ->
        [one] 1 recurso
       *[other] { $low } recursos
    }
       *[other] { $low }–{ $high ->
        [one] 1 recurso
       *[other] { $high } recursos
    }
    }

tta-ui-option-develop = { $card } — { $n } de ciencia
tta-ui-option-government = { $card } — { $n } de ciencia (revolución: { $rev }, todas las acciones civiles)

tta-ui-option-wonder =
    { $stages ->
        [one] 1 etapa
       *[other] { $stages } etapas
    } — { $n ->
        [one] 1 recurso
       *[other] { $n } recursos
    }

tta-ui-option-target = { $name } — fuerza { $strength }, cultura { $culture }
tta-ui-option-bid = { $n } (tu mayor grupo: { $most })
tta-ui-title = { $game } · Época { $age } · Ronda { $round } · ▶ { $who } ({ $phase })
tta-ui-title_over = { $game } — partida terminada
tta-ui-phase-politics = política
tta-ui-phase-actions = acciones
tta-ui-phase-over = terminada
tta-ui-last_round = ⏳ La ronda { $round } es la última.
tta-ui-decks = 🂠 Mazo civil { $civil } · mazo militar { $military } (Época { $age }) · eventos actuales { $current } ({ $current_ages }) · eventos futuros { $future } ({ $future_ages })
tta-ui-shared_tactics = 🛡️ Tácticas compartidas: { $tactics }
tta-ui-current_event = 📜 **{ $who } descubre { $card }**: { $effect }
tta-ui-forecast = Si { $who } termina ahora el turno: { $what }. El bot preguntará antes.
tta-ui-forecast-uprising = revuelta (sin producción)
tta-ui-forecast-famine = hambruna: faltan { $food } de comida, −{ $culture } de cultura

tta-ui-forecast-corruption =
    corrupción −{ $n ->
        [one] 1 recurso
       *[other] { $n } recursos
    }

tta-ui-pending-defend = { $seat } juega { $card } contra { $other }: fuerza { $amount } contra { $strength }. { $other } puede defenderse (en secreto).
tta-ui-pending-bid = Colonización de { $card }: puja más alta { $bid } ({ $bidder }); han pasado: { $passed }. Ahora: { $waiting }.
tta-ui-pending-pact = { $seat } ofrece { $card } a { $other } { $side }: aceptar o rechazar.
tta-ui-pending-colonize = { $waiting } envía un grupo de al menos { $amount } a { $card }.

tta-ui-pending-agreement =
    Acuerdo internacional: { $seat } puede tomar cartas por { $amount ->
        [one] 1 acción civil
       *[other] { $amount } acciones civiles
    }.

tta-ui-pending-other = { $card } — { $decision }: esperando a { $waiting } (han respondido: { $answered }).
tta-ui-pending-plain = { $decision }: esperando a { $waiting }.
tta-ui-side = (quien ofrece toma el lado { $side })
tta-ui-resigned = (abandonó)
tta-ui-field-line1 = 🎭 { $culture } (+{ $culture_rate }) · 💡 { $science } (+{ $science_rate }) · ⚔️ { $strength }
tta-ui-field-line2 = 🌾 { $food } · 🪨 { $resources } · 😊 { $happy }/{ $required }

tta-ui-field-line3 =
    ⚪ { $civil }/{ $civil_total } · 🔴 { $military }/{ $military_total } · 🂠 { $hand ->
        [one] 1 civil
       *[other] { $hand } civiles
    }, { $mhand ->
        [one] 1 militar
       *[other] { $mhand } militares
    }{ $ages }

tta-ui-await-first_turn =
    primer turno: toma cartas de la fila ({ $civil_left ->
        [one] queda 1 acción civil
       *[other] quedan { $civil_left } acciones civiles
    })

tta-ui-await-politics = turno, fase política (acciones civiles { $civil_left }, militares { $military_left })
tta-ui-await-actions = turno (quedan acciones civiles { $civil_left }, militares { $military_left })
tta-ui-await-bid = puja por { $card } (la más alta: { $bid }) o pasa

tta-ui-await-agreement =
    Acuerdo internacional: toma cartas por hasta { $left ->
        [one] 1 acción civil
       *[other] { $left } acciones civiles
    }, o termina

tta-ui-await-discard =
    descartar { $count ->
        [one] 1 carta militar
       *[other] { $count } cartas militares
    } (en secreto)

tta-ui-await-strength_discard =
    Política de fuerza: descartar { $count ->
        [one] 1 carta militar
       *[other] { $count } cartas militares
    } (en secreto)

tta-ui-await-defend = defenderse de { $card } de { $seat }: necesita fuerza { $need }, tiene { $strength } (en secreto)
tta-ui-await-pact = responder a la oferta de { $card } de { $seat }
tta-ui-await-war_tech = { $card } ganada por { $amount }: tomar de { $other } tecnologías especiales cuyos costes de ciencia impresos sumen { $amount } como mucho, y el resto de los { $amount } en ciencia (como mucho la ciencia de { $other })

tta-ui-await-blue_tokens =
    la reserva azul está vacía: devolver a la caja { $count ->
        [one] 1 ficha azul
       *[other] { $count } fichas azules
    } de granjas o minas (por MD)

tta-ui-await-wonder_tokens =
    la reserva azul está vacía: cubrir { $card } con { $count ->
        [one] 1 ficha azul
       *[other] { $count } fichas azules
    } de granjas o minas (por MD)

tta-ui-await-churchill = la elección de Winston Churchill de este turno: 3 de cultura, o ciencia y recursos militares (sin uso una vez acabado el turno)
tta-ui-await-churchill_reminder = falta la elección de Winston Churchill
tta-ui-await-colonize = enviar un grupo de al menos { $amount } a { $card }
tta-ui-press_anyway = pulsa el botón de abajo
tta-ui-err-not_stronger = Tu fuerza { $mine } debe superar la de { $target } ({ $theirs }) para atacar (§ Jugar una agresión).
tta-ui-err-bad_target = No se puede elegir a { $target }.
tta-ui-err-pact_protects = Un pacto te impide atacar a { $target } (§ Pactos).
tta-ui-err-no_colony = { $target } no tiene colonias.
tta-ui-err-nothing_to_infiltrate = { $target } no tiene líder ni maravilla sin completar.
tta-ui-err-no_such_card = Ninguna carta se llama «{ $name }».

tta-ui-dm-drew =
    📥 { $n ->
        [one] Robas 1 carta militar:
       *[other] Robas { $n } cartas militares:
    }

tta-ui-dm-hand = { $n ->
        [0] 🂠 **Mano militar**: vacía (límite { $limit }).
       *[other] 🂠 **Mano militar** ({ $n }, límite { $limit }):
    }
tta-ui-dm-prepared = 📜 Eventos que preparaste (mazo futuro): { $cards }
tta-ui-dm-peek = 👁 Juana de Arco: el próximo evento actual es { $card } — { $effect }
tta-ui-dm-status = 🎭 { $culture } · 💡 { $science } · 🌾 { $food } · 🪨 { $resources } · ⚔️ { $strength } · ⚪ { $civil }/{ $civil_total } · 🔴 { $military }/{ $military_total }

tta-ui-prompt-defend =
    ⚔️ **{ $seat } te ataca con { $card }** — { $effect }
    Necesitas fuerza **{ $need }**; la tuya es { $strength }. Bonificaciones: { $bonus }. Cada carta descartada boca abajo da +1. Como mucho { $most } cartas en total. Elige una defensa abajo, o `/tta responder defender`.

tta-ui-prompt-pact = 🤝 **{ $seat } te ofrece { $card }** (tu lado: { $side }) — { $effect }

tta-ui-prompt-bid =
    🗺️ **Colonización de { $card }** — { $effect }
    Puja más alta: { $bid }. Tu mayor grupo: **{ $most }**.

tta-ui-prompt-colonize = 🗺️ **Envía tu grupo a { $card }**: al menos **{ $amount }** (el mayor posible: { $most }). Usa `/tta responder enviar`.

tta-ui-prompt-discard =
    🂠 Descarta { $n ->
        [one] 1 carta militar
       *[other] { $n } cartas militares
    } (botones abajo o `/tta responder descartar`).

tta-ui-prompt-blue_tokens =
    🔵 **Tu reserva azul está vacía** ({ $card }): elige { $n ->
        [one] 1 ficha azul
       *[other] { $n } fichas azules
    } de tus granjas y minas que devolver a la caja.

tta-ui-prompt-wonder_tokens =
    🔵 **Tu reserva azul está vacía** ({ $card }): elige { $n ->
        [one] 1 ficha azul
       *[other] { $n } fichas azules
    } de tus granjas y minas que cubran las etapas que pagaste.

tta-ui-prompt-war_tech = 💥 **{ $card } ganada por { $amount }**: toma de { $other } tecnologías especiales cuyos costes de ciencia impresos sumen { $amount } como mucho; el resto de los { $amount } se toma en ciencia ({ $other } tiene { $science }).
tta-ui-prompt-other = 📜 **{ $decision }** — { $card }: { $effect }
tta-ui-prompt-plain = 📜 **{ $decision }**
tta-ui-prompt-sealed = ✔ Tu respuesta está dada, sellada hasta que respondan todos.

tta-ui-final-winner =
    { $n ->
        [one] { $who } gana con { $culture } de cultura.
       *[other] { $who } comparten la victoria con { $culture } de cultura.
    }

tta-ui-final-place = {"*"}*{ $place }.** { $who } — { $culture } de cultura
tta-ui-final-length = { $rounds } rondas, terminó en la Época { $age }.
tta-ui-final-scoring_title = Recuento final, evento a evento
tta-ui-final-stats_title = Estadísticas
tta-ui-final-stats_line = {"*"}*{ $who }** ({ $culture } de cultura): { $sources }. Guerras ganadas { $wars_won }, perdidas { $wars_lost }; agresiones ganadas { $won }, sufridas { $suffered }, defendidas { $defended }. Maravillas: { $wonders }. Líderes: { $leaders }.
tta-ui-source-production = producción
tta-ui-source-wonders = maravillas
tta-ui-source-events = eventos
tta-ui-source-scoring = eventos de efecto (Época III)
tta-ui-source-hunger = hambruna
tta-ui-source-action_cards = cartas de acción
tta-ui-source-military = agresiones y guerras
tta-ui-source-leaders = líderes
tta-ui-source-colonies = colonias
tta-ui-source-other = otros
tta-ui-tableaux = Civilizaciones: { $who }

tta-ui-took =
    Tomar { $card } (espacio { $slot }, { $cost ->
        [one] 1 acción civil
       *[other] { $cost } acciones civiles
    })

tta-ui-short-territory = colonia: { $colony }; al momento: { $now }
tta-ui-short-tactic = ejército { $army } → +{ $n } de fuerza
tta-ui-hidden-discard = descarta cartas militares boca abajo
tta-ui-hidden-defend = responde a la agresión (lo jugado está en el registro)
tta-ui-hidden-event = prepara un evento (boca abajo)

tta-ui-hidden-send =
    { $what } (y { $n ->
        [one] 1 carta militar descartada
       *[other] { $n } cartas militares descartadas
    } boca abajo)

tta-ui-age = Época { $age }
tta-ui-science_cost = desarrollar: { $n } de ciencia
tta-ui-revolution_cost = revolución: { $n } de ciencia

tta-ui-stage_costs =
    etapas: { $costs ->
        [one] 1 recurso
       *[other] { $costs } recursos
    }

tta-ui-military_cost =
    { $n ->
        [one] 1 acción militar
       *[other] { $n } acciones militares
    }

tta-button-anyway = { $what }
tta-button-yield = No defenderse (hace falta { $need })
tta-button-accept = Aceptar el pacto
tta-button-refuse = Rechazar el pacto
tta-button-bid = Pujar { $n }
tta-button-pass_bid = Pasar

tta-button-split_gain =
    { $food } comida + { $resources ->
        [one] 1 recurso
       *[other] { $resources } recursos
    }

tta-button-split_lose =
    Perder { $food } comida + { $resources ->
        [one] 1 recurso
       *[other] { $resources } recursos
    }

tta-button-split_take =
    Tomar { $food } comida + { $resources ->
        [one] 1 recurso
       *[other] { $resources } recursos
    }

tta-button-choose-raid = Destruir { $cards }
tta-button-choose-terror = Destruir { $cards }
tta-button-choose-border = Destruir { $cards }
tta-button-choose-blue_tokens = Devolver: { $cards }
tta-button-choose-wonder_tokens = Cubrir con: { $cards }
tta-button-choose-lose_workers = Perder un trabajador de { $cards }
tta-button-choose-independence = Perder { $cards }
tta-button-choose-ravages = { $cards } queda en ruinas
tta-button-choose-annex = Tomar { $cards }
tta-button-choose-infiltrate = Retirar { $cards }
tta-button-choose-war_tech = Tomar { $cards }

tta-button-war_tech =
    { $science ->
        [0] Tomar { $cards }, sin ciencia
       *[other] Tomar { $cards } y { $science } de ciencia
    }

tta-button-war_tech_science =
    { $science ->
        [0] No tomar nada (no hay ciencia que tomar)
       *[other] Tomar { $science } de ciencia
    }

tta-button-choose-nothing = Ciencia en su lugar
tta-button-done = Listo
tta-button-skip = Nada

tta-button-take =
    { $card } ({ $n ->
        [one] 1 acción
       *[other] { $n } acciones
    })

tta-button-pop = +1 población ({ $n } comida)
tta-button-pop_anyway = +1 población ({ $n } comida) ⚠

tta-button-wonder =
    { $stages ->
        [one] { $card }: 1 etapa
       *[other] { $card }: { $stages } etapas
    } ({ $n } rec.)

tta-button-build = Construir { $card } ({ $n } rec.)
tta-button-end = Terminar turno
tta-button-end_anyway = Terminar turno ⚠ { $harm }
tta-button-defend_bonus = { $cards } → { $total } (hace falta { $need })
tta-button-defend_discard = Boca abajo: { $discarded } → { $total } (hace falta { $need })
tta-button-defend_both = { $cards } + boca abajo: { $discarded } → { $total } (hace falta { $need })
tta-button-tableaux = Civilizaciones
tta-img-over = Partida terminada
tta-img-status = Época { $age } · Ronda { $round } · ▶ { $who } ({ $phase })
tta-img-row = Fila de cartas · mazo civil { $n } (Época { $age })

tta-img-actions =
    { $n ->
        [one] 1 acción
       *[other] { $n } acciones
    }

tta-img-military = Tablero militar
tta-img-military_deck = Mazo militar: { $n } (Época { $age })
tta-img-current_events = Eventos actuales: { $n } ({ $ages })
tta-img-future_events = Eventos futuros: { $n } ({ $ages })
tta-img-last_event = Último evento: { $card }
tta-img-shared_tactics = Tácticas compartidas: { $tactics }
tta-img-pending-defend = { $seat } ataca a { $other } con { $card }: fuerza { $amount } — { $other } puede defenderse
tta-img-pending-bid = Colonización de { $card }: puja más alta { $bid } — habla { $waiting }
tta-img-pending-pact = { $seat } ofrece { $card } a { $other }
tta-img-pending-colonize = { $waiting } envía un grupo de al menos { $amount } a { $card }
tta-img-pending-other = { $decision } — esperando a { $waiting }
tta-img-col-culture = cultura
tta-img-col-science = ciencia
tta-img-col-strength = fuer.
tta-img-col-happy = felic.
tta-img-col-food = comida
tta-img-col-resources = rec.
tta-img-col-civil = civil
tta-img-col-military = mil.
tta-img-col-yellow = pobl.
tta-img-col-blue = azul
tta-img-key-culture = cultura (+por turno)
tta-img-key-science = ciencia
tta-img-key-strength = fuerza
tta-img-key-happy = felicidad / necesaria
tta-img-key-food = comida
tta-img-key-resources = recursos
tta-img-key-civil = acciones civiles
tta-img-key-military = militares
tta-img-key-yellow = reserva amarilla
tta-img-key-blue = reserva azul (−corrupción)
tta-img-key-leader = líder

tta-img-wonders_n =
    { $n ->
        [one] 1 maravilla
       *[other] { $n } maravillas
    }

tta-img-hands =
    mano { $civil ->
        [one] 1 civil
       *[other] { $civil } civiles
    }, { $military ->
        [one] 1 militar
       *[other] { $military } militares
    }

tta-img-harm-uprising = revuelta
tta-img-harm-famine = hambruna
tta-img-harm-corruption = corrupción
tta-img-sci_cost = ✦{ $n }
tta-img-rev_cost = rev. ✦{ $n }
tta-img-build_cost = constr. ◆{ $n }
tta-img-stages = etapas { $costs }

tta-img-mil_cost =
    { $n ->
        [one] 1 acción militar
       *[other] { $n } acciones militares
    }

tta-img-bonus = defensa +{ $d } · colonización +{ $c }
tta-img-per_turn = +{ $n }/turno
tta-img-no_leader = sin líder
tta-img-need = necesita { $n }
tta-img-civil = civiles
tta-img-military_word = militares
tta-img-food_note = +{ $prod } −{ $cons } consumo
tta-img-res_note = +{ $prod } −{ $corr } corrupción

tta-img-workers =
    { $n ->
        [one] 1 trabajador desocupado
       *[other] { $n } trabajadores desocupados
    }

tta-img-yellow_bank = Reserva amarilla: quedan { $n } · próxima población { $cost } de comida (luego consumo { $cons }, caras felices necesarias { $faces })
tta-img-blue_bank = Reserva azul: quedan { $n } · corrupción ahora { $corr }; { $left } más fuera de la reserva → corrupción { $then }
tta-img-group-production = Granjas y minas
tta-img-group-urban = Edificios urbanos
tta-img-group-unit = Unidades militares
tta-img-group-special = Gobiernos y tecnologías especiales
tta-img-tokens = azules { $n } = { $total }
tta-img-on_card = ×{ $n }
tta-img-wonders = Maravillas:
tta-img-building = En construcción:
tta-img-ruin = ruinas
tta-img-colonies = Colonias:
tta-img-tactic = Táctica:
tta-img-pact = Pacto:
tta-img-war = Guerra:
tta-img-civil_hand = Mano civil:
tta-img-military_hand = Cartas militares en mano:
tta-img-forecast = Al final de este turno: { $what }
tta-say-setup = 🎲 Partida de { $players } jugadores; empieza { $first }.
tta-say-turn = ▶ Ronda { $round }: turno de **{ $seat }**.

tta-say-take =
    { $seat } toma { $card } ({ $cost ->
        [one] 1 acción civil
       *[other] { $cost } acciones civiles
    }).

tta-say-pop = { $seat } aumenta su población ({ $food } de comida).

tta-say-build =
    { $seat } construye en { $card } ({ $cost ->
        [one] 1 recurso
       *[other] { $cost } recursos
    }).

tta-say-upgrade =
    { $seat } moderniza { $card } a { $to } ({ $cost ->
        [one] 1 recurso
       *[other] { $cost } recursos
    }).

tta-say-destroy = { $seat } destruye un edificio de { $card }.
tta-say-disband = { $seat } desmantela una unidad de { $card }.
tta-say-leader = 👑 { $seat } pone en juego a { $card } como líder.
tta-say-homer_wonder = Homero queda bajo { $card } de { $seat }.
tta-say-develop = 💡 { $seat } desarrolla { $card } ({ $cost } de ciencia).
tta-say-revolution = 💡 { $seat } declara una revolución: { $card } ({ $cost } de ciencia).

tta-say-wonder_stage =
    🏛️ { $seat } construye { $stages ->
        [one] 1 etapa
       *[other] { $stages } etapas
    } de { $card } ({ $cost ->
        [one] 1 recurso
       *[other] { $cost } recursos
    }).

tta-say-wonder_complete = 🏛️ { $seat } completa { $card } (+{ $culture } de cultura).
tta-say-action_card = { $seat } juega { $card }.
tta-say-tactic = 🛡️ { $seat } pone en juego la táctica { $card }.
tta-say-copy_tactic = 🛡️ { $seat } copia la táctica { $card }.
tta-say-tactic_shared = 🛡️ La táctica { $card } de { $seat } pasa a ser compartida.
tta-say-churchill = Winston Churchill: { $seat } elige { $choice }.
tta-say-convert = { $seat } usa 1 de { $source } como 1 de { $target } (rutas comerciales).
tta-say-event_prepared = 📜 { $seat } prepara un evento (+{ $culture } de cultura).
tta-say-event_prepared_card = Pones { $card } en los eventos futuros.
tta-say-event_revealed = 📜 **Evento actual: { $card }** (lo descubre { $seat }) — { $effect }
tta-say-events_rebuilt = 📜 Los eventos futuros ({ $count }) pasan a ser los eventos actuales.
tta-say-event_gain = {" "} { $seat }: { $what }.
tta-say-event_loss = {" "} { $seat }: { $what }.
tta-say-culture_lost = {" "} { $seat } pierde { $culture } de cultura.
tta-say-no_effect = {" "} { $card } no tiene efecto.

tta-say-population_lost =
    {" "} { $seat } pierde { $count ->
        [one] 1 trabajador desocupado
       *[other] { $count } trabajadores desocupados
    }.

tta-say-population_gained = {" "} { $seat } gana { $count } de población.

tta-say-worker_lost =
    {" "} { $seat } pierde { $count ->
        [one] 1 trabajador
       *[other] { $count } trabajadores
    } de { $card }.

tta-say-workers_lost = {" "} { $seat } pierde trabajadores de { $cards }.

tta-say-civil_actions_lost =
    {" "} { $seat } gasta { $count ->
        [one] 1 acción civil
       *[other] { $count } acciones civiles
    }.

tta-say-yellow_taken =
    {" "} { $seat } toma { $count ->
        [one] 1 ficha amarilla
       *[other] { $count } fichas amarillas
    } de { $target }.

tta-say-wonder_tokens =
    {" "} { $seat } cubre { $card } con { $cards_n ->
        [one] 1 ficha azul
       *[other] { $cards_n } fichas azules
    } de { $cards } (la reserva azul está vacía).

tta-say-blue_from_cards =
    {" "} { $seat } devuelve a la caja { $cards_n ->
        [one] 1 ficha azul
       *[other] { $cards_n } fichas azules
    } de { $cards } (la reserva azul está vacía).

tta-say-blue_lost =
    {" "} { $seat } devuelve { $count ->
        [one] 1 ficha azul
       *[other] { $count } fichas azules
    } a la caja.

tta-say-economic_progress = {" "} { $seat }: corrupción { $corruption }, comida { $food }, consumo { $consumption }, recursos { $resources }.
tta-say-leader_removed = El líder { $card } de { $seat } sale del juego.
tta-say-leader_obsolete = ⏳ El líder { $card } de { $seat } queda anticuado.
tta-say-wonder_obsolete = ⏳ La maravilla sin completar { $card } de { $seat } queda anticuada.
tta-say-pact_obsolete = ⏳ El pacto { $card } de { $seat } queda anticuado.
tta-say-ruin = {" "} { $card } de { $seat } queda en ruinas.
tta-say-razed = 💥 { $seat } destruye { $card } de { $target }.

tta-say-discarded =
    { $seat } descarta { $count ->
        [one] 1 carta militar
       *[other] { $count } cartas militares
    } boca abajo.

tta-say-impact = {" "} { $card }: { $seat } puntúa { $culture } de cultura.
tta-say-final_scoring = 🏆 **Recuento final**: { $cards }.
tta-say-gates_culture = Bill Gates sale del juego: { $seat } puntúa { $culture } de cultura.
tta-say-gates_final = {" "} Bill Gates: { $seat } puntúa { $culture } de cultura.
tta-say-game_over = 🏁 La partida ha terminado: { $scores }.
tta-say-age_begins = ⏳ **Empieza la Época { $age }.**

tta-say-yellow_lost_age =
    {" "} { $seat } pierde { $count ->
        [one] 1 ficha amarilla
       *[other] { $count } fichas amarillas
    } con la nueva época.

tta-say-last_round = ⏳ Época IV: la ronda { $round } es la última.
tta-say-military_reshuffled = Los descartes militares de la Época { $age } forman el nuevo mazo militar.

tta-say-drew_military =
    { $seat } roba { $count ->
        [one] 1 carta militar
       *[other] { $count } cartas militares
    }.

tta-say-uprising = 😠 Revuelta: { $seat } no produce.

tta-say-production =
    ⚙️ { $seat } produce: +{ $science } de ciencia, +{ $culture } de cultura, +{ $food } de comida (−{ $consumption } consumo), +{ $resources ->
        [one] 1 recurso
       *[other] { $resources } recursos
    } (−{ $corruption } corrupción).

tta-say-famine = 😠 Hambruna: a { $seat } le faltan { $hunger } de comida y pierde { $culture_lost } de cultura.
tta-say-leader_culture = { $card }: { $seat } puntúa { $culture } de cultura.
tta-say-genghis = Gengis Kan: { $seat } puntúa { $culture } de cultura.
tta-say-politics_forfeited = { $seat } renuncia a esta acción política (Acuerdo internacional).

tta-say-agreement_done =
    { $seat } tomó cartas por { $taken ->
        [one] 1 acción civil
       *[other] { $taken } acciones civiles
    }.

tta-say-answered = ✔ { $seat } ha respondido ({ $decision }).
tta-say-answer_void = La respuesta de { $seat } ya no es posible y no tiene efecto.
tta-say-aggression = ⚔️ **{ $seat } juega { $card } contra { $target }**: fuerza { $strength } contra { $defence }.

tta-say-defended =
    🛡️ { $seat } se defiende de { $card } de { $attacker } (bonificaciones: { $bonus }; { $discarded ->
        [one] 1 carta
       *[other] { $discarded } cartas
    } boca abajo).

tta-say-defence_discards = Descartaste { $cards } boca abajo.
tta-say-aggression_succeeds = 💥 { $card } de { $seat } contra { $target } tiene éxito.

tta-say-plundered =
    💥 { $seat } toma { $food } de comida y { $resources ->
        [one] 1 recurso
       *[other] { $resources } recursos
    } de { $target }.

tta-say-annexed = 💥 { $seat } se anexiona { $card } de { $target }.
tta-say-infiltrated = 💥 { $seat } retira { $card } de { $target } (+{ $culture } de cultura).
tta-say-science_taken = 💥 { $seat } toma { $science } de ciencia de { $target }.
tta-say-culture_taken = 💥 { $seat } toma { $culture } de cultura de { $target }.
tta-say-pact_ends = 🤝 El pacto { $card } termina ({ $seats }).
tta-say-pact_offered = 🤝 { $seat } ofrece { $card } a { $target }.
tta-say-pact_accepted = 🤝 { $seat } acepta { $card }.
tta-say-pact_refused = 🤝 { $seat } rechaza { $card }.
tta-say-war_declared = 💥 **{ $seat } declara { $card } a { $target }** (se resuelve al empezar el próximo turno de { $seat }).
tta-say-war_tie = 💥 { $card }: fuerzas iguales ({ $strength }); sin efecto.
tta-say-war_won = 💥 **{ $card }: gana { $seat } contra { $loser }** por { $advantage }.
tta-say-tech_stolen = 💥 { $seat } toma { $card } de { $target }.
tta-say-resigned = 🏳️ { $seat } abandona la partida.
tta-say-war_on_resigned = El objetivo de la guerra de { $seat } abandonó: +{ $culture } de cultura.
tta-say-alexander_retires = Alejandro Magno se retira: { $seat } gana una ficha amarilla.
tta-say-columbus = 🗺️ Cristóbal Colón se retira: { $seat } coloniza { $card }.
tta-say-colonized = 🗺️ { $seat } coloniza { $card } ({ $what }).
tta-say-colony_lost = 🗺️ { $seat } pierde la colonia { $card }.
tta-say-force_sent = 🗺️ { $seat } envía { $units }{ $bonus } a { $card }: grupo de { $value }.
tta-say-auction_no_units = 🗺️ { $seat } no tiene unidades y no puede pujar.
tta-say-auction_no_bids = 🗺️ Nadie coloniza { $card }.
tta-say-auction_won = 🗺️ { $seat } gana { $card } con una puja de { $bid }.
tta-say-bid = 🗺️ { $seat } puja { $bid } por { $card }.
tta-say-bid_pass = 🗺️ { $seat } pasa en { $card }.
tta-help-example-take = espacio:3
tta-help-example-build = carta:Riego
tta-help-example-upgrade = carta:Guerreros hacia:Espadachines
tta-help-example-develop = carta:Monarquía revolucion:True
tta-help-example-use = poder:"Winston Churchill: 3 de cultura"
tta-help-example-food = cantidad:2
tta-help-example-wonder = etapas:1
tta-help-example-play = carta:"Tierra rica" objetivo:Riego
tta-help-example-pact = carta:"Acuerdo de fronteras abiertas" objetivo:Bob
tta-help-example-defend = cartas:"Bonificación militar" descarte:"Agresión: Asalto"
tta-help-example-attack = carta:"Agresión: Saqueo" objetivo:Bob
tta-help-example-send = unidades:"Guerreros, Espadachines" bonificacion:"Bonificación militar"
tta-help-example-bid = cantidad:4

tta-help-extra =
    • `/tta mano` — tu mano militar, tus eventos preparados y lo que debes responder (como «Mi vista»)
    • `/tta tablero` — la imagen del tablero · `/tta civilizacion [jugador]` — civilizaciones como imágenes
    • `/tta carta nombre:` — qué hace una carta
    El autocompletado ofrece solo lo que puedes hacer ahora, con su coste. Aceptar, rechazar, no defenderse, pasar y «nada» también son botones (en tus MD y en el tablero).

tta-help-rules = Cada turno: primero una acción política — preparar un evento, agresión, guerra, pacto, o nada *(§ Fase política)* —, luego gastar acciones civiles (⚪: tomar cartas de la fila —1, 2 o 3 según el espacio—, construir, desarrollar, aumentar la población, construir etapas de maravilla, jugar líderes y cartas de acción) y militares (🔴: unidades, tácticas) *(§ Usar acciones, § Tomar una carta)*. Al final de tu turno produces cultura, ciencia, comida y recursos, pagas consumo y corrupción, y robas una carta militar por acción militar sin usar *(§ Fase de producción)*. El bot avisa antes de una revuelta, hambruna o corrupción *(§ Trabajadores descontentos)*. Las Épocas A, I, II y III terminan al agotarse el mazo civil; tras la III se juega la última ronda y puntúan los eventos de la Época III. Gana quien tiene más cultura; los empates comparten la victoria.

tta-help-rulings =
    • Pagar es automático: las fichas vuelven de menor valor primero, con el cambio sobre las cartas más altas que quepan (§ Comida y recursos).
    • Una etapa de maravilla toma una ficha del banco azul, si no la almacenada de menor valor; sin ninguna no se puede construir (§ Construir la etapa de una maravilla).
    • Una revolución necesita todas las acciones civiles sin usar y las gasta todas, también mediante Avance (§ Declarar una revolución).
    • Una acción que traería revuelta, hambruna o corrupción en tu propio turno pide antes `confirmar:True` (§ Trabajadores descontentos).
    • Los empates en los eventos favorecen al jugador en turno y después en sentido horario; con dos jugadores «las dos más fuertes» es una.
    • Defensa: la mitad superior de las bonificaciones más 1 por carta descartada boca abajo, como mucho tantas cartas como acciones militares (§ Jugar una agresión).
    • Las guerras esperan en juego y se resuelven al empezar el siguiente turno de quien las declaró (§ Resolver una guerra).

tta-play-take =
    Tomar { $card } (espacio { $slot }, { $n ->
        [one] 1 acción
       *[other] { $n } acciones
    })

tta-ui-hand_full = ✋ La mano civil de { $who } está llena ({ $n }/{ $limit }): la fila de cartas no tiene botones salvo las maravillas. Juega una carta civil para tomar más.
tta-ui-wonder_unfinished = 🏗️ { $who } aún construye { $card }: las maravillas de la fila de cartas no tienen botones hasta terminarla.
