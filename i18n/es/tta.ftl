### Through the Ages (engine/tta). Placeholders hold ids: {card} is a card id (name it with
### tta.card.<id>, in tta_cards.ftl), {seat}/{target}/{partner} are seats (presentation shows
### player names). Refusals say why in player terms and name the section of the Code of Laws.

tta-name = Through the Ages
tta-err-first_turn = En tu primer turno solo puedes tomar cartas de la fila (§ El primer turno).
tta-err-politics_over = Tu fase política ha terminado: una acción política por turno, antes de cualquier otra acción (§ Fase política).
tta-err-not_now = Ahora no puedes jugar { $verb }.
tta-err-empty_slot = El espacio { $slot } de la fila está vacío.
tta-err-unfinished_wonder = Ya tienes una maravilla sin completar ({ $card }); termínala antes de tomar otra (§ Tomar una maravilla).
tta-err-civil_hand_full = Ya tienes { $limit } cartas civiles en la mano, tantas como acciones civiles (§ Tomar una carta).
tta-err-same_technology = Ya tienes { $card } en juego o en la mano (§ Tomar una carta).
tta-err-leader_age_taken = Ya tomaste un líder de la Época { $age } (§ Tomar una carta).

tta-err-agreement_budget =
    Esa carta cuesta { $cost ->
        [one] 1 acción civil
       *[other] { $cost } acciones civiles
    }; al Acuerdo internacional le quedan { $left }.

tta-err-civil_actions =
    Necesitas { $need ->
        [one] 1 acción civil
       *[other] { $need } acciones civiles
    } y te quedan { $left } (§ Usar acciones).

tta-err-military_actions =
    Necesitas { $need ->
        [one] 1 acción militar
       *[other] { $need } acciones militares
    } y te quedan { $left } (§ Usar acciones).

tta-err-food = Necesitas { $need } de comida y tienes { $have } (§ Comida y recursos).

tta-err-resources =
    Necesitas { $need ->
        [one] 1 recurso
       *[other] { $need } recursos
    } y tienes { $have } (§ Comida y recursos).

tta-err-science = Necesitas { $need } de ciencia y tienes { $have } (§ Desarrollar una tecnología).
tta-err-no_yellow = Tu reserva amarilla está vacía: no puedes aumentar la población (§ Aumentar la población).
tta-err-no_worker = No tienes ningún trabajador desocupado (§ Construir una granja, mina o edificio urbano).
tta-err-no_liner = No tienes completada la Compañía de transatlánticos.
tta-err-liner_used = Ya obtuviste este turno la población gratuita de la Compañía de transatlánticos.
tta-err-not_buildable = { $card } no es una tecnología tuya en juego de granja, mina, edificio urbano o unidad.
tta-err-wrong_kind = { $card } no es del tipo de edificio sobre el que actúa esta acción.
tta-err-urban_limit = Tu gobierno permite como máximo { $limit } edificios urbanos de cada tipo ({ $kind }) (§ Edificios urbanos).
tta-err-not_in_play = { $card } no es una de tus tecnologías en juego.
tta-err-no_building = No tienes ningún trabajador sobre { $card }.
tta-err-upgrade_path = { $card } no se puede modernizar a { $to }: solo al mismo tipo y a un nivel superior (§ Modernizar).
tta-err-bach_used = J. S. Bach convierte un edificio en teatro una vez por turno.
tta-err-not_in_hand = { $card } no está en tu mano.
tta-err-homer_only = Solo Homero, al ser sustituido, puede ponerse bajo una maravilla.
tta-err-not_completed_wonder = { $card } no es una de tus maravillas completadas.
tta-err-not_government = { $card } no es un gobierno.
tta-err-partner_science = Cooperación científica: tu socio debe pagar 1 de ciencia y no tiene.

tta-err-revolution_civil =
    Una revolución usa todas tus acciones civiles ({ $total ->
        [one] 1
       *[other] { $total }
    }): no puedes haber usado ninguna (§ Declarar una revolución).

tta-err-revolution_military =
    Con Robespierre una revolución usa todas tus acciones militares ({ $total ->
        [one] 1
       *[other] { $total }
    }): no puedes haber usado ninguna.

tta-err-no_unfinished_wonder = No tienes ninguna maravilla sin completar.

tta-err-wonder_stages =
    Puedes construir como máximo { $most ->
        [one] 1 etapa
       *[other] { $most } etapas
    } con una acción civil (§ Construir la etapa de una maravilla).

tta-err-wonder_stages_left =
    A tu maravilla solo le { $left ->
        [one] queda 1 etapa
       *[other] quedan { $left } etapas
    }.

tta-err-no_blue_tokens =
    No te quedan fichas azules para cubrir { $need ->
        [one] 1 etapa
       *[other] { $need } etapas
    } (§ Construir la etapa de una maravilla).

tta-err-fresh_action_card = { $card } se tomó en esta fase de acciones: juégala en otro turno (§ Jugar una carta de acción).
tta-err-card_fields = { $card } necesita otros datos (mira la carta: un objetivo, `to`, `take food|resources`, `revolution`).
tta-err-tactic_used = Ya jugaste o copiaste una táctica este turno (§ Poner en juego una táctica).
tta-err-not_shared = { $card } no está entre las tácticas compartidas.
tta-err-already_tactic = { $card } ya es tu táctica.
tta-err-no_such_leader = Para eso necesitas a { $card } como líder.
tta-err-once_per_turn = { $card } solo funciona una vez por turno.
tta-err-no_trade_pact = No formas parte de un Acuerdo de rutas comerciales.
tta-err-not_event = { $card } no es un evento ni un territorio.
tta-err-bad_target = No se puede elegir al jugador { $target }.
tta-err-gandhi = Mahatma Gandhi te prohíbe agresiones y guerras.
tta-err-pact_protects = Un pacto te impide atacar al jugador { $target } (§ Pactos).
tta-err-no_colony = El jugador { $target } no tiene colonias.
tta-err-nothing_to_infiltrate = El jugador { $target } no tiene líder ni maravilla sin completar.
tta-err-not_stronger = Tu fuerza { $mine } debe superar la del jugador { $target } ({ $theirs }) para atacar (§ Jugar una agresión).
tta-err-war_last_round = En la última ronda no se puede declarar una guerra (§ Declarar una guerra).
tta-err-war_in_play = Tu guerra ({ $card }) aún no se ha resuelto.
tta-err-pact_side = { $card } tiene lados A y B: di qué lado tomas (`side A` o `side B`).
tta-err-pact_no_side = { $card } no tiene lados A y B.
tta-err-no_such_pact = No formas parte de { $card }.
tta-err-resign_age_iv = En la Época IV no se puede abandonar (§ Abandonar).
tta-err-not_territory = { $card } no es un territorio de tu mano.

tta-err-discard_count =
    Descarta exactamente { $count ->
        [one] 1 carta militar
       *[other] { $count } cartas militares
    }.

tta-err-not_bonus = { $card } no es una carta de bonificación militar.
tta-err-defence_cards = Puedes jugar o descartar como máximo { $most } cartas, tus acciones militares (§ Jugar una agresión).
tta-err-defence_short = Esa defensa llega a { $value }; necesitas { $need } (o ríndete con yield).
tta-err-bid_low = Puja más de { $bid } (§ Colonización).
tta-err-bid_high = Como mucho puedes enviar un grupo de { $most } (§ Colonización).
tta-err-no_unit = No tienes ninguna unidad sobre { $card } para enviar.
tta-err-cook_only = Solo James Cook permite descartar hasta 2 cartas militares al colonizar.
tta-err-force_short = Ese grupo vale { $value }; tu puja fue { $need } (§ Colonización).
tta-err-split = Reparte como mucho { $most } como comida.
tta-err-split_have = Pierde { $amount } en total entre la comida y los recursos que tienes.
tta-err-raid_targets = Elige tantos edificios urbanos como permita el Asalto, cada uno de una época válida (§ Jugar una agresión).
tta-err-not_option = { $card } no es una de las opciones.
tta-err-not_stealable = Solo tecnologías especiales del derrotado que no tengas, una de cada tipo.
tta-err-plunder_have = Toma { $amount } en total entre la comida y los recursos que tiene el objetivo (todo si tiene menos).

tta-err-markets =
    Progreso de los mercados: { $amount } de comida (food { $amount }) o { $amount ->
        [one] 1 recurso
       *[other] { $amount } recursos
    } (food 0).

tta-err-choose_one = Elige exactamente una carta.
tta-err-steal_too_much = Sus costes de ciencia suman más que tu ventaja de { $most } (§ Resolver una guerra).

tta-err-blue_count =
    Elige exactamente { $count ->
        [one] 1 ficha azul
       *[other] { $count } fichas azules
    } que devolver a la caja.

tta-err-no_blue_token = { $card } no tiene tantas fichas azules.
tta-err-churchill_only = Primero la elección de Winston Churchill de este turno: 3 de cultura, o ciencia y recursos militares.

tta-err-lose_count =
    Elige exactamente { $count ->
        [one] 1 trabajador
       *[other] { $count } trabajadores
    } que pierdes.

tta-err-confirm_uprising = Esto dejaría más descontentos que trabajadores desocupados: una revuelta anula tu producción (§ Trabajadores descontentos). Para hacerlo igualmente: { $form }
tta-err-confirm_famine = Esto dejaría { $food } de comida sin pagar en el consumo: pierdes { $culture } de cultura (§ Fase de producción). Para hacerlo igualmente: { $form }
tta-err-confirm_corruption = Esto traería una corrupción de { $resources } en la producción (§ Fase de producción). Para hacerlo igualmente: { $form }
tta-err-end_uprising = Terminar ahora trae una revuelta: más descontentos que desocupados, sin producción (§ Trabajadores descontentos). Para terminar igualmente: { $form }
tta-err-end_famine = Terminar ahora deja { $food } de comida sin pagar: pierdes { $culture } de cultura (§ Fase de producción). Para terminar igualmente: { $form }
tta-err-end_corruption = Terminar ahora cuesta { $resources } de corrupción (§ Fase de producción). Para terminar igualmente: { $form }
tta-decision-first_turn = Tu primer turno: toma cartas de la fila
tta-decision-politics = Tu turno: fase política (o sigue con las acciones)
tta-decision-actions = Tu turno: fase de acciones
tta-decision-bid = Colonización: puja o pasa
tta-decision-agreement = Acuerdo internacional: toma cartas o termina
tta-decision-discard = Descarta las cartas militares sobrantes
tta-decision-strength_discard = Política de fuerza: descarta 3 cartas militares
tta-decision-defend = Te atacan: defiéndete o ríndete
tta-decision-pact = Te ofrecen un pacto: acepta o rechaza
tta-decision-colonize = Envía tu grupo de colonización
tta-decision-plunder = Saqueo: cuánto es comida
tta-decision-raid = Asalto: elige los edificios a destruir
tta-decision-annex = Anexión: elige la colonia
tta-decision-infiltrate = Infiltración: líder o maravilla sin completar
tta-decision-blue_tokens = Reserva azul vacía: qué fichas azules de tus granjas y minas vuelven a la caja
tta-decision-wonder_tokens = Reserva azul vacía: qué fichas azules de tus granjas y minas cubren las etapas de la maravilla
tta-decision-churchill = Winston Churchill: la elección de este turno, aún sin hacer
tta-decision-war_tech = Guerra por la tecnología: tecnologías especiales que tomar, el resto de la ventaja en ciencia
tta-decision-markets = Progreso de los mercados: comida o recursos
tta-decision-religion = Progreso de la religión: ¿templo gratis?
tta-decision-warfare = Progreso del arte militar: ¿guerreros gratis?
tta-decision-civilization = Progreso de la civilización: una acción gratis
tta-decision-foray = Correría: cuánto de los 3 es comida
tta-decision-raiders = Saqueadores: cuánto de los 2 perdidos es comida
tta-decision-ravages = Los estragos del tiempo: qué maravilla queda en ruinas
tta-decision-lose_workers = Elige qué trabajadores pierdes
tta-decision-independence = Declaración de independencia: qué colonia pierdes
tta-decision-border = Conflicto fronterizo: destruye uno de tus edificios
tta-decision-terror = Terrorismo: destruye un edificio urbano de este jugador
tta-outcome-culture = Gana quien tiene más cultura.
tta-outcome-shared = Empate a más cultura: la victoria se comparte.
tta-outcome-last_standing = Todas las demás civilizaciones abandonaron.

## tta.log.*: the engine's own words for its events ("Player {seat} takes ..."), as the console
## and the developers read them. Players never read them: present/tta.py words every event that
## names a seat through tta.say.* (with player names) and every hidden answer through
## tta.ui.hidden.* (tests/present/test_tta_present.py::test_the_engines_own_log_words_are_never_shown).

tta-log-send_action =
    { $text } (y { $discarded ->
        [one] 1 carta militar descartada
       *[other] { $discarded } cartas militares descartadas
    } boca abajo)

tta-log-setup = Partida de { $players } jugadores; empieza el jugador { $first }.
tta-log-turn = Ronda { $round }: turno del jugador { $seat }.
tta-log-hidden_action = Un jugador jugó { $verb } (oculto).

tta-log-take =
    El jugador { $seat } toma { $card } del espacio { $slot } ({ $cost ->
        [one] 1 acción civil
       *[other] { $cost } acciones civiles
    }).

tta-log-pop = El jugador { $seat } aumenta su población ({ $food } de comida).

tta-log-build =
    El jugador { $seat } construye sobre { $card } ({ $cost ->
        [one] 1 recurso
       *[other] { $cost } recursos
    }).

tta-log-upgrade =
    El jugador { $seat } moderniza { $card } a { $to } ({ $cost ->
        [one] 1 recurso
       *[other] { $cost } recursos
    }).

tta-log-destroy = El jugador { $seat } destruye un edificio de { $card }.
tta-log-disband = El jugador { $seat } desmantela una unidad de { $card }.
tta-log-leader = El jugador { $seat } pone en juego a { $card } como líder.
tta-log-homer_wonder = Homero queda bajo { $card } del jugador { $seat }.
tta-log-develop = El jugador { $seat } desarrolla { $card } ({ $cost } de ciencia).
tta-log-revolution = El jugador { $seat } declara una revolución: { $card } ({ $cost } de ciencia).

tta-log-wonder_stage =
    El jugador { $seat } construye { $stages ->
        [one] 1 etapa
       *[other] { $stages } etapas
    } de { $card } ({ $cost ->
        [one] 1 recurso
       *[other] { $cost } recursos
    }).

tta-log-wonder_complete = El jugador { $seat } completa { $card } (+{ $culture } de cultura).
tta-log-action_card = El jugador { $seat } juega { $card }.
tta-log-tactic = El jugador { $seat } pone en juego la táctica { $card }.
tta-log-copy_tactic = El jugador { $seat } copia la táctica { $card }.
tta-log-tactic_shared = La táctica { $card } del jugador { $seat } pasa a ser compartida.
tta-log-churchill = Winston Churchill: el jugador { $seat } elige { $choice }.
tta-log-convert = El jugador { $seat } usa 1 de { $source } como 1 de { $target } (Acuerdo de rutas comerciales).
tta-log-event_prepared = El jugador { $seat } prepara un evento (+{ $culture } de cultura).
tta-log-event_prepared_card = Pones { $card } en los eventos futuros.
tta-log-event_revealed = Evento actual descubierto: { $card }.
tta-log-events_rebuilt = Los eventos futuros ({ $count }) pasan a ser los eventos actuales.
tta-log-event_gain = El jugador { $seat } gana con el evento.

tta-log-event_loss =
    El jugador { $seat } pierde { $food } de comida y { $resources ->
        [one] 1 recurso
       *[other] { $resources } recursos
    }.

tta-log-culture_lost = El jugador { $seat } pierde { $culture } de cultura.
tta-log-no_effect = { $card } no tiene efecto.

tta-log-population_lost =
    El jugador { $seat } pierde { $count ->
        [one] 1 trabajador desocupado
       *[other] { $count } trabajadores desocupados
    }.

tta-log-population_gained = El jugador { $seat } gana { $count } de población.

tta-log-worker_lost =
    El jugador { $seat } pierde { $count ->
        [one] 1 trabajador
       *[other] { $count } trabajadores
    } de { $card }.

tta-log-workers_lost = El jugador { $seat } pierde trabajadores de sus cartas.

tta-log-civil_actions_lost =
    El jugador { $seat } gasta { $count ->
        [one] 1 acción civil
       *[other] { $count } acciones civiles
    }.

tta-log-yellow_taken =
    El jugador { $seat } toma { $count ->
        [one] 1 ficha amarilla
       *[other] { $count } fichas amarillas
    } del jugador { $target }.

tta-log-blue_from_cards = El jugador { $seat } devuelve a la caja fichas azules de sus granjas y minas.
tta-log-wonder_tokens = El jugador { $seat } cubre { $card } con fichas azules de sus granjas y minas.

tta-log-blue_lost =
    El jugador { $seat } devuelve { $count ->
        [one] 1 ficha azul
       *[other] { $count } fichas azules
    } a la caja.

tta-log-economic_progress = Jugador { $seat }: corrupción { $corruption }, comida { $food }, consumo { $consumption }, recursos { $resources }.
tta-log-leader_removed = El líder { $card } del jugador { $seat } sale del juego.
tta-log-leader_obsolete = El líder { $card } del jugador { $seat } queda anticuado.
tta-log-wonder_obsolete = La maravilla sin completar { $card } del jugador { $seat } queda anticuada.
tta-log-pact_obsolete = El pacto { $card } del jugador { $seat } queda anticuado.
tta-log-ruin = { $card } del jugador { $seat } queda en ruinas.
tta-log-razed = El jugador { $seat } destruye { $card } del jugador { $target }.

tta-log-discarded =
    El jugador { $seat } descarta { $count ->
        [one] 1 carta militar
       *[other] { $count } cartas militares
    }.

tta-log-impact = { $card }: el jugador { $seat } puntúa { $culture } de cultura.
tta-log-final_scoring = Recuento final.
tta-log-gates_culture = Bill Gates sale del juego: el jugador { $seat } puntúa { $culture } de cultura.
tta-log-gates_final = Bill Gates: el jugador { $seat } puntúa { $culture } de cultura.
tta-log-game_over = La partida ha terminado.
tta-log-age_begins = Empieza la Época { $age }.

tta-log-yellow_lost_age =
    El jugador { $seat } pierde { $count ->
        [one] 1 ficha amarilla
       *[other] { $count } fichas amarillas
    } con la nueva época.

tta-log-last_round = Época IV: la ronda { $round } es la última.
tta-log-military_reshuffled = Los descartes militares de la Época { $age } forman el nuevo mazo militar.

tta-log-drew_military =
    El jugador { $seat } roba { $count ->
        [one] 1 carta militar
       *[other] { $count } cartas militares
    }.

tta-log-drew_military_cards = Robas { $cards }.
tta-log-uprising = Revuelta: el jugador { $seat } no produce.

tta-log-production =
    El jugador { $seat } produce: +{ $science } de ciencia, +{ $culture } de cultura, corrupción { $corruption }, +{ $food } de comida, consumo { $consumption } (faltan { $hunger }: -{ $culture_lost } de cultura), +{ $resources ->
        [one] 1 recurso
       *[other] { $resources } recursos
    }.

tta-log-leader_culture = { $card }: el jugador { $seat } puntúa { $culture } de cultura.
tta-log-genghis = Gengis Kan: el jugador { $seat } puntúa { $culture } de cultura.
tta-log-politics_forfeited = El jugador { $seat } renuncia a esta acción política (Acuerdo internacional).

tta-log-agreement_done =
    El jugador { $seat } tomó cartas por { $taken ->
        [one] 1 acción civil
       *[other] { $taken } acciones civiles
    }.

tta-log-answered = El jugador { $seat } ha respondido.
tta-log-answer_void = La respuesta del jugador { $seat } ya no es posible y no tiene efecto.
tta-log-aggression = El jugador { $seat } juega { $card } contra el jugador { $target } (fuerza { $strength } contra { $defence }).
tta-log-defended = El jugador { $seat } se defiende de { $card } (bonificaciones { $bonus }, { $discarded } descartadas).
tta-log-defence_discards = Descartaste { $cards } boca abajo.
tta-log-aggression_succeeds = { $card } del jugador { $seat } contra el jugador { $target } tiene éxito.

tta-log-plundered =
    El jugador { $seat } toma { $food } de comida y { $resources ->
        [one] 1 recurso
       *[other] { $resources } recursos
    } del jugador { $target }.

tta-log-annexed = El jugador { $seat } se anexiona { $card } del jugador { $target }.
tta-log-infiltrated = El jugador { $seat } retira { $card } del jugador { $target } (+{ $culture } de cultura).
tta-log-science_taken = El jugador { $seat } toma { $science } de ciencia del jugador { $target }.
tta-log-culture_taken = El jugador { $seat } toma { $culture } de cultura del jugador { $target }.
tta-log-pact_ends = El pacto { $card } termina.
tta-log-pact_offered = El jugador { $seat } ofrece { $card } al jugador { $target }.
tta-log-pact_accepted = El jugador { $seat } acepta { $card }.
tta-log-pact_refused = El jugador { $seat } rechaza { $card }.
tta-log-war_declared = El jugador { $seat } declara { $card } al jugador { $target }.
tta-log-war_tie = { $card }: fuerzas iguales ({ $strength }); sin efecto.
tta-log-war_won = { $card }: gana el jugador { $seat } por { $advantage }.
tta-log-tech_stolen = El jugador { $seat } toma { $card } del jugador { $target }.
tta-log-resigned = El jugador { $seat } abandona la partida.
tta-log-war_on_resigned = El objetivo de la guerra del jugador { $seat } abandonó: +{ $culture } de cultura.
tta-log-alexander_retires = Alejandro Magno se retira: el jugador { $seat } gana una ficha amarilla.
tta-log-columbus = Cristóbal Colón se retira: el jugador { $seat } coloniza { $card }.
tta-log-colonized = El jugador { $seat } coloniza { $card }.
tta-log-colony_lost = El jugador { $seat } pierde la colonia { $card }.
tta-log-force_sent = El jugador { $seat } envía un grupo de { $value } a { $card }.
tta-log-auction_no_units = El jugador { $seat } no tiene unidades y no puede pujar.
tta-log-auction_no_bids = Nadie coloniza { $card }.
tta-log-auction_won = El jugador { $seat } gana { $card } con una puja de { $bid }.
tta-log-bid = El jugador { $seat } puja { $bid } por { $card }.
tta-log-bid_pass = El jugador { $seat } pasa en { $card }.
tta-category-farm = granja
tta-category-mine = mina
tta-category-lab = laboratorio
tta-category-temple = templo
tta-category-library = biblioteca
tta-category-arena = arena
tta-category-theater = teatro
tta-category-infantry = infantería
tta-category-cavalry = caballería
tta-category-artillery = artillería
tta-category-air_force = fuerza aérea
tta-category-government = gobierno
tta-category-special_construction = construcción
tta-category-special_civil = especial civil
tta-category-special_military = especial militar
tta-category-special_colonization = colonización
