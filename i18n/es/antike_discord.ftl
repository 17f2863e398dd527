### Antike texts of the Discord side (panel, buttons, prompts, acknowledgements, help, commands).
### Rules texts (refusals, decisions, events, names): antike.ftl. Params are names already
### (present/antike.py turns ids into them); `units`, `forces`, `goods`, `pay` are phrases with
### their numbers ("2 legions", "1 legion and 1 galley", "3 marble").

# --- help (/game help game:antike) ---------------------------------------------------------
antike-help-rules =
    {"*"}*Objetivo**: gana la primera civilización que reúne las personalidades de la meta (9 con cuatro civilizaciones; de 7 a 10 si no, mira el título del tablero) al final de su propio turno ({ antike-rule-end }).
    {"*"}*Un turno** ({ antike-rule-coin }, { antike-rule-rondel }): toma una moneda y mueve tu marcador en el rondel: de 1 a 3 espacios hacia delante es gratis, cada paso más cuesta un recurso (cualquiera, o una moneda). Los botones del rondel muestran el coste de cada espacio; `/antike rondel space: pay:` indica con qué pagas.
    {"*"}*Los espacios**: Mármol, Hierro y Oro producen (1 por ciudad de ese tipo, 3 con templo; { antike-rule-production }); Templo construye templos por 5 de mármol ({ antike-rule-temple }); Armamento coloca legiones y galeras por 1 de hierro cada una, 1 por ciudad (3 con templo) ({ antike-rule-arming }); Conocimiento compra progresos con oro, y el primero en comprar cada uno gana un Erudito ({ antike-rule-knowhow }); Maniobra mueve unidades frontera a frontera, lucha y conquista ({ antike-rule-move }, { antike-rule-conquest }, { antike-rule-fight }).
    {"*"}*Tras la acción** funda ciudades donde tengas una unidad (1 mármol, 1 hierro y 1 oro; { antike-rule-found }) y pulsa **Terminar turno**: se reparten las personalidades — Reyes cada 5 ciudades, Ciudadanos cada 3 templos, Navegantes cada 7 mares ocupados con galeras, Eruditos y Generales por templos destruidos ({ antike-rule-personages }).
    {"*"}*Batallas**: las unidades que entran en una provincia donde tienes unidades del mismo tipo pueden ser detenidas: se te pregunta (botones, también por MD), o responde tu orden permanente `/antike orden` (siempre, nunca, donde tenga ciudad). Una conquista emplea exactamente la defensa de la ciudad en unidades que aún tengan acción.
    {"*"}*Dos jugadores** dirigen dos civilizaciones cada uno ({ antike-rule-two_players }); los comandos actúan por la civilización a la que le toca, `nation:` indica la otra. **Quién empieza**: con cuatro civilizaciones Fenicia (el círculo rojo); si no, el primer asiento — una civilización sorteada, o la primera en elegir si se eligen (`start_player=` lo cambia).

antike-help-rulings =
    • Se puede elegir cualquier espacio del rondel cuyos pasos puedas pagar, aunque luego no puedas usar su acción; los botones pagan con lo que deja el espacio utilizable (indica el pago con `pay:`).
    • Repetir el mismo espacio cuesta 5 recursos (8 pasos, un recurso por cada paso más allá del tercero).
    • Armamento: 1 unidad nueva por provincia de ciudad propia y turno, 3 con templo; galeras solo donde hay frontera acuática, legiones solo donde hay frontera terrestre.
    • Un movimiento indica su camino; las unidades lo recorren frontera a frontera, así que pueden ser detenidas por el camino. Si no se indica nada, se mueven las unidades con más acciones restantes (`actions:` indica otras).
    • Una batalla elimina tantas parejas como sea posible salvo que se indique un número; las unidades agotadas también luchan, pero no conquistan.
    • La última ciudad de una civilización no puede ser conquistada. Las órdenes permanentes son reglas: con dos jugadores una orden «siempre» también lucha contra tu otra civilización.
    • Agotadas todas las personalidades, gana la primera civilización que destruya un templo.

antike-option-board = el tablero: solo el lado Oriental (faltan los datos del Occidental).
antike-option-three_player_target = personalidades para ganar con tres civilizaciones: 10 (recomendado) o 12 (jugadores con experiencia).
antike-option-nation_choice = civilizaciones repartidas al azar (`random`), o elegidas por turnos a la vista (`draft`).
antike-option-battle_order = la respuesta permanente de cada civilización a las exigencias de batalla al empezar: `ask` (preguntar), `always` (siempre), `never` (nunca), `city` (donde tenga ciudad); cada una cambia la suya con `/antike orden`.
antike-option-start_player = quién empieza: `rulebook` (el círculo rojo con cuatro civilizaciones; si no, el primer asiento), `random` (al azar) o una civilización: `greeks` (Grecia), `persians` (Persia), `arabs` (Arabia), `phoenicians` (Fenicia), `egyptians` (Egipto), `babylonians` (Babilonia).
antike-help-example-take = recurso:oro
antike-help-example-nation = civilizacion:Grecia
antike-help-example-rondel = espacio:Templo pago:oro
antike-help-example-temple = provincia:Atenas
antike-help-example-arm = provincia:Atenas legiones:1 galeras:2
antike-help-example-knowhow = nombre:La rueda
antike-help-example-move = unidad:legión camino:Atenas>Sparta cantidad:2
antike-help-example-fight = batalla:"Sparta legión Persia"
antike-help-example-conquer = ciudad:Sparta
antike-help-example-found = provincia:Pella
antike-help-example-battle = respuesta:luchar civilizacion:Persia
antike-help-example-order = orden:no luchar nunca civilizacion:Persia

# --- panel ---------------------------------------------------------------------------------
antike-panel-title = Antike — ronda { $round } · { $target } personalidades para ganar
antike-panel-turn = {"*"}*Turno:** { $who } — { $phase } ({ $space })
antike-panel-turn_start = {"*"}*Turno:** { $who } — { $phase }
antike-panel-phase-draft = eligiendo civilizaciones
antike-panel-phase-coin = tomando un recurso
antike-panel-phase-rondel = moviendo en el rondel
antike-panel-phase-action = actuando
antike-panel-phase-found = fundando ciudades
antike-panel-phase-battle = esperando respuestas de batalla
antike-panel-phase-over = partida terminada
antike-panel-pending = ⚔️ { $nation } mueve { $units }: ahora en { $province }, por recorrer: { $path }.
antike-panel-pending_there = ⚔️ { $nation } mueve { $units }: ahora en { $province }, al final del camino.
antike-panel-draft_free = Civilizaciones libres: { $nations }
antike-panel-no_nation = Aún elige civilización.
antike-panel-knowhow_prices = 📜 Precios en oro: { $prices }
antike-panel-log = {"*"}*Últimos sucesos:**
antike-panel-resources = 🪨 Mármol { $marble } · ⚙️ Hierro { $iron } · ✨ Oro { $gold } · 🪙 Monedas { $coins }

antike-panel-forces =
    🏙️ { $cities ->
        [one] 1 ciudad
       *[other] { $cities } ciudades
    } · 🏛️ { $temples ->
        [one] 1 templo
       *[other] { $temples } templos
    }
    🛡️ { $legions ->
        [one] 1 legión
       *[other] { $legions } legiones
    } · ⛵ { $galleys ->
        [one] 1 galera
       *[other] { $galleys } galeras
    } · 🌊 { $seas ->
        [one] 1 mar
       *[other] { $seas } mares
    }

antike-panel-personages = 👑 { $count }/{ $target } · rondel: { $rondel }
antike-panel-knowhows = Conocimiento: { $knowhows }
antike-panel-order = Orden de batalla: { $order }

# --- buttons, labels and choices -----------------------------------------------------------
antike-button-rondel_free = { $space } · gratis

antike-button-rondel_cost =
    { $space } · { $paid ->
        [one] 1 recurso
       *[other] { $paid } recursos
    }

antike-button-rondel_paid =
    { $space } · { $paid ->
        [one] 1 recurso
       *[other] { $paid } recursos
    }: { $pay }

antike-button-rondel_unusable = { $label } · ahora sin uso
antike-button-take = Tomar { $resource }
antike-button-temple = 🏛️ Templo en { $province }
antike-button-found = 🏙️ Fundar ciudad en { $province }
antike-button-knowhow = 📜 { $knowhow }
antike-button-arm = 🛡️ { $forces } en { $province }
antike-button-fight = ⚔️ { $nation }: luchar
antike-button-no_battle = 🕊️ { $nation }: sin batalla
antike-button-done = ✅ { $nation }: hecho
antike-button-end_turn = ✅ { $nation }: terminar turno
antike-action-move = { $units }: { $path }

antike-action-move_actions =
    (unidades con { $actions ->
        [one] 1 acción restante
       *[other] { $actions } acciones restantes
    })

antike-action-done = ✅ Hecho

antike-action-battle_pairs =
    ⚔️ luchar con { $pairs ->
        [one] 1 pareja
       *[other] { $pairs } parejas
    }

antike-action-order = Orden permanente: { $order }
antike-choice-move_start = { $province } ({ $units } por mover)
antike-choice-fight = { $unit } contra { $nation } en { $province }

antike-choice-fight_pairs =
    { $unit } contra { $nation } en { $province }, { $pairs ->
        [one] 1 pareja
       *[other] { $pairs } parejas
    }

antike-choice-conquer = { $province } con { $forces }
antike-choice-release = (abandonando { $province })
antike-fight-yes = luchar
antike-fight-no = sin batalla
antike-pay-marble = mármol
antike-pay-iron = hierro
antike-pay-gold = oro
antike-pay-coin = moneda

# --- acknowledgements (the actor's ✅) ------------------------------------------------------
antike-did-done = Hecho.
antike-did-other = Anotado: { $action }.

# --- DMs and the end ----------------------------------------------------------------------
antike-private-public_game = Antike no tiene información oculta: el tablero y todas las civilizaciones están en el mensaje del canal de la partida. Responde aquí con los botones o allí con los comandos `/antike`.
antike-final-winner = 🏆 ¡{ $who } gana!

antike-final-line =
    {"*"}*{ $place }.** { $who }: { $count ->
        [one] 1 personalidad
       *[other] { $count } personalidades
    } — { $personages }

# --- commands ------------------------------------------------------------------------------
cmd-antike-desc = Antike: rondel, templos, armamento, conocimiento, maniobras y batallas.
cmd-antike-province = Provincia (la lista muestra las legales)
cmd-antike-battle-nation = Cuál de tus civilizaciones responde (partidas de dos jugadores; por defecto: la preguntada)
cmd-antike-order-nation = Cuál de tus civilizaciones (partidas de dos jugadores; por defecto: la que juega o a la que se pregunta)
cmd-antike-pairs = Cuántas parejas de unidades luchan (por defecto: todas las posibles)
cmd-antike-unit = Tipo de unidad
cmd-antike-resource = Recurso
cmd-antike-nation = civilización
cmd-antike-nation-desc = Elige tu civilización (cuando se eligen por turnos).
cmd-antike-nation-nation = Civilización (la lista muestra las que quedan libres)
cmd-antike-rondel = rondel
cmd-antike-rondel-desc = Mueve tu marcador del rondel (los botones del tablero hacen lo mismo).
cmd-antike-rondel-space = Espacio, con su coste
cmd-antike-rondel-pay = Con qué pagas los pasos extra, p. ej. oro moneda (por defecto: lo que pagan los botones)
cmd-antike-take = tomar
cmd-antike-take-desc = El banco no tiene monedas: toma un recurso en su lugar.
cmd-antike-temple = templo
cmd-antike-temple-desc = Construye un templo en una de tus ciudades (espacio Templo, 5 de mármol).
cmd-antike-found = fundar
cmd-antike-found-desc = Funda una ciudad donde tengas una unidad (1 mármol, 1 hierro, 1 oro).
cmd-antike-arm = armar
cmd-antike-arm-desc = Recluta legiones y galeras en una de tus ciudades (espacio Armamento, 1 hierro cada una).
cmd-antike-legions = Legiones (por defecto: una unidad)
cmd-antike-galleys = Galeras
cmd-antike-knowhow = conocimiento
cmd-antike-knowhow-desc = Compra un progreso con oro (espacio Conocimiento).
cmd-antike-knowhow-knowhow = Progreso (el panel muestra los precios)
cmd-antike-done = hecho
cmd-antike-done-desc = Termina tu acción y luego (fundación) tu turno.
cmd-antike-move = mover
cmd-antike-move-desc = Mueve unidades por un camino de provincias (Maniobra).
cmd-antike-move-path = Camino como Atenas>Sparta (la lista ofrece la siguiente provincia legal)
cmd-antike-move-count = Cuántas unidades se mueven juntas (por defecto 1)
cmd-antike-move-actions = Qué unidades se mueven: las acciones que le quedan a cada una, p. ej. 3 1 (por defecto: las más descansadas)
cmd-antike-fight = luchar
cmd-antike-fight-desc = Libra una batalla durante tu maniobra, en una provincia donde ambos tenéis unidades.
cmd-antike-fight-battle = Provincia, tipo de unidad y civilización (la lista muestra las batallas posibles)
cmd-antike-conquer = conquistar
cmd-antike-conquer-desc = Conquista una ciudad con exactamente su defensa en unidades que aún tengan acción.
cmd-antike-conquer-city = Ciudad, y las unidades empleadas (la lista muestra las conquistas posibles)
cmd-antike-battle = batalla
cmd-antike-battle-desc = Responde a una exigencia de batalla: lucha contra las unidades que entran o déjalas pasar.
cmd-antike-battle-fight = Tu respuesta
cmd-antike-order = orden
cmd-antike-order-desc = Orden permanente para las exigencias de batalla (puedes fijarla en cualquier momento).
cmd-antike-order-order = Cuándo luchar contra las unidades que entran en tus provincias
