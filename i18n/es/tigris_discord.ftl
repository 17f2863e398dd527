### Tigris & Euphrates as players meet it in Discord (present/tigris.py, cogs/tigris.py): the
### commands, the public panel, buttons, the DM, the end and the help. Rules texts: tigris.ftl.

# --- commands (generated from the actions: cmd.tigris.<verb>, .desc, .<field>) -------------
cmd-tigris-desc = Tigris y Éufrates: coloca losetas y líderes, resuelve conflictos, construye monumentos.
cmd-tigris-tile = loseta
cmd-tigris-tile-desc = Coloca una loseta de civilización de tu mano.
cmd-tigris-leader = lider
cmd-tigris-leader-desc = Coloca uno de tus líderes, o mueve uno que ya esté en el tablero.
cmd-tigris-withdraw = retirar
cmd-tigris-withdraw-desc = Retira uno de tus líderes del tablero.
cmd-tigris-catastrophe = catastrofe
cmd-tigris-catastrophe-desc = Coloca una ficha de catástrofe (dos por partida).
cmd-tigris-swap = cambiar
cmd-tigris-swap-desc = Descarta losetas de tu mano y roba otras tantas.
cmd-tigris-pass = pasar
cmd-tigris-pass-desc = Renuncia al resto de tu turno.
cmd-tigris-support = apoyo
cmd-tigris-support-desc = Revela losetas de apoyo en el conflicto abierto (secreto hasta revelarlas).
cmd-tigris-war = guerra
cmd-tigris-war-desc = Elige qué conflicto externo se resuelve primero.
cmd-tigris-monument = monumento
cmd-tigris-monument-desc = Construye un monumento (o renuncia).
cmd-tigris-treasure = tesoro
cmd-tigris-treasure-desc = Toma un tesoro con tu mercader.
cmd-tigris-building = edificio
cmd-tigris-building-desc = Variante de edificios especiales: coloca el edificio de la loseta que acabas de colocar (o renuncia).
cmd-tigris-hand = mano
cmd-tigris-hand-desc = Tus losetas y puntos, solo para ti.
cmd-tigris-color = El color de la loseta
cmd-tigris-square = Casilla, p. ej. F3 (la lista muestra las legales)
cmd-tigris-leader-color = Qué líder
cmd-tigris-withdraw-color = Qué líder
cmd-tigris-war-color = Los líderes cuyo conflicto se resuelve primero
cmd-tigris-swap-colors = Las losetas a descartar, p. ej. roja roja azul
cmd-tigris-support-count = Cuántas losetas del color de apoyo
cmd-tigris-monument-choice = Qué monumento y dónde (o ninguno)
cmd-tigris-building-choice = Color y casilla, o ninguno

# Choices of a leader's colour are named by role, and a war by its leaders.
cmd-tigris-leader-color-red = sacerdote (rojo)
cmd-tigris-withdraw-color-red = sacerdote (rojo)
cmd-tigris-war-color-red = sacerdotes (rojo)
cmd-tigris-leader-color-blue = agricultor (azul)
cmd-tigris-withdraw-color-blue = agricultor (azul)
cmd-tigris-war-color-blue = agricultores (azul)
cmd-tigris-leader-color-green = mercader (verde)
cmd-tigris-withdraw-color-green = mercader (verde)
cmd-tigris-war-color-green = mercaderes (verde)
cmd-tigris-leader-color-black = rey (negro)
cmd-tigris-withdraw-color-black = rey (negro)
cmd-tigris-war-color-black = reyes (negro)

# --- the public panel ----------------------------------------------------------------------
tigris-panel-title =
    { $game } — juega { $who } ({ $n ->
        [one] queda una acción
       *[other] quedan { $n } acciones
    })

tigris-panel-game_over = posición final

tigris-panel-bag =
    🎒 Bolsa: { $bag ->
        [one] una loseta
       *[other] { $bag } losetas
    } · 💎 tesoros restantes: { $treasures } · 🏛 monumentos restantes: { $monuments }

tigris-panel-hidden_scoring = 🙈 Puntuación oculta: cada jugador ve sus puntos por MD (`/tigris mano`).
tigris-panel-last_change = Última jugada
tigris-panel-counts = 🎴 losetas en mano: { $tiles } · 🌋 catástrofes: { $catastrophes } · 💎 tesoros: { $treasures }
tigris-panel-leaders_in_hand = Líderes fuera del tablero: { $leaders }
tigris-panel-final = Puntos con tesoros: { $points } · categoría más baja **{ $lowest }**
tigris-panel-kind-revolt = conflicto interno
tigris-panel-kind-war = conflicto externo
tigris-panel-conflict-revolt = ⚔️ **Conflicto interno** entre { $leaders } (apoyo: { $support })
tigris-panel-conflict-war = ⚔️ **Conflicto externo** entre { $leaders } (apoyo: { $support })

tigris-panel-conflict-attacker =
    Atacante { $who } ({ $square }): { $base } en el tablero + { $support ->
        [one] 1 revelada
       *[other] { $support } reveladas
    } = { $total }

tigris-panel-conflict-defender =
    Defensor { $who } ({ $square }): { $base } en el tablero + { $support ->
        [one] 1 revelada
       *[other] { $support } reveladas
    } = { $total }

tigris-panel-conflict-waiting_attacker = Esperando a que el atacante { $who } revele { $support } (en secreto hasta revelarlas).
tigris-panel-conflict-waiting_defender = Esperando a que el defensor { $who } revele { $support } (en secreto). El empate favorece al defensor.
tigris-panel-conflict-pending = Conflictos pendientes después de este: { $leaders }

# --- what the game waits for (after the player's name) -------------------------------------
tigris-await-action =
    realizar una acción ({ $n ->
        [one] la última de este turno
       *[other] quedan { $n } este turno
    }): `/tigris loseta`, `lider`, `retirar`, `catastrofe`, `cambiar` o `pasar`

tigris-await-war_order = elegir qué conflicto externo se resuelve primero: { $leaders }
tigris-await-support = revelar { $support } como { $role } (en secreto)
tigris-await-monument = construir un monumento o no (`/tigris monumento`)
tigris-await-building = colocar un edificio especial o no (`/tigris edificio`)
tigris-await-treasure = tomar un tesoro con el mercader: { $squares }

# --- buttons, autocomplete and the words for one action ------------------------------------
tigris-button-pass = Pasar (terminar el turno)
tigris-button-war = Primero el conflicto: { $leaders }
tigris-button-support = Revelar { $n }
tigris-button-support_attacker = Revelar { $n } { $emoji } → total { $total }
tigris-button-support_defender = Revelar { $n } { $emoji } → { $total } contra { $attack }
tigris-button-monument = 🏛 Monumento { $monument } en { $square }
tigris-button-monument_none = Sin monumento
tigris-button-building = Edificio: { $building } en { $square }
tigris-button-building_none = Sin edificio
tigris-button-treasure = 💎 Tomar el tesoro de { $square }

tigris-button-swap =
    Cambiar { $n ->
        [one] una loseta
       *[other] { $n } losetas
    }: { $tiles }

tigris-button-tile = { $tile } en { $square }
tigris-button-leader = Líder { $leader } a { $square }
tigris-button-withdraw = Retirar al { $leader }
tigris-button-catastrophe = Catástrofe en { $square }

# --- the private view (DMs, /tigris hand, "My view") ---------------------------------------
tigris-private-tiles = 🎴 Tus losetas ({ $n }): { $tiles }
tigris-private-score = 🏆 Tus puntos: { $score } · 💎 tesoros: { $treasures }
tigris-private-hidden = (ocultos para los demás)
tigris-private-open = (puntuación abierta: todos los ven)
tigris-private-pieces = 🌋 Catástrofes restantes: { $catastrophes } · líderes fuera del tablero: { $leaders }

tigris-private-support_attacker =
    ⚔️ **Atacas** en el { $kind } entre { $leaders } desde { $square }: { $base } en el tablero contra { $other_base } de { $other }. Tienes { $have ->
        [one] **{ $have }** { $support_tile }
       *[other] **{ $have }** { $support }
    }: revela de 0 a { $have } con los botones de abajo (secreto hasta revelarlas; las losetas reveladas salen del juego; el empate favorece al defensor).

tigris-private-support_defender =
    🛡 **Defiendes** en el { $kind } entre { $leaders } en { $square }: el atacante { $other } ha revelado **{ $committed }**, total **{ $attack }**. Tienes { $base } en el tablero y { $have ->
        [one] **{ $have }** { $support_tile }
       *[other] **{ $have }** { $support }
    }; necesitas { $need } para resistir (el empate te favorece). Revela de 0 a { $have } con los botones de abajo.

# --- the end of the game -------------------------------------------------------------------
tigris-final-winner =
    🏆 { $count ->
        [one] Gana
       *[other] Ganan
    }: { $who }

tigris-final-decided_on = Desempate: empate en la categoría más baja ({ $tied }); se decide por la { $level }: { $a } contra { $b }.
tigris-final-level-1 = categoría más baja
tigris-final-level-2 = segunda categoría más baja
tigris-final-level-3 = tercera categoría más baja
tigris-final-level-4 = categoría más alta
tigris-final-place = {"*"}*{ $place }.** { $who } — categoría más baja **{ $lowest }**

tigris-final-sorted =
    (ordenado: { $sorted }{ $treasures ->
        [0] {""}
        [one] ; un tesoro 💎 fue a la categoría más baja
       *[other] ; { $treasures } tesoros 💎 fueron a las categorías más bajas
    })

tigris-final-stats_title = Estadísticas
tigris-final-stats = { $who }: ⚔️ conflictos internos ganados–perdidos atacando { $revolt_attack }, defendiendo { $revolt_defence } · externos atacando { $war_attack }, defendiendo { $war_defence } · 🏛 puntos de monumentos { $monument } · 💎 tesoros { $treasures } · 🌋 catástrofes { $catastrophes } · puntos por losetas { $tile }, conflictos internos { $revolt }, externos { $war }

# --- help (`/game help game:tigris`): examples, a rules summary, options, rulings ----------
tigris-help-example-tile = color:rojo casilla:F3
tigris-help-example-leader = color:rey casilla:G4
tigris-help-example-withdraw = color:mercader
tigris-help-example-catastrophe = casilla:H5
tigris-help-example-swap = losetas:"roja roja azul"
tigris-help-example-war = color:mercaderes
tigris-help-example-support = losetas:2
tigris-help-example-monument = eleccion:"rojo-negro F3" (o ninguno)
tigris-help-example-treasure = casilla:B2
tigris-help-example-building = eleccion:"azul E8" (o ninguno)

tigris-help-extra =
    • `/tigris mano` — tus losetas y puntos, solo para ti (también el botón «Mi vista» del tablero)
    Las casillas se nombran por letra de columna y número de fila (F3); las listas muestran solo las legales.

tigris-help-rules =
    Las losetas forman reinos. Los líderes — ⬛ rey, 🟥 sacerdote, 🟦 agricultor, 🟩 mercader — puntúan las losetas de su color colocadas en su reino; el rey puntúa los colores sin líder propio allí.
    {"*"}*Tu turno: dos acciones** — colocar una loseta (🟦 solo en ríos, el resto en tierra); colocar, desplazar o retirar un líder (junto a un 🟥 templo, fuera de los ríos, sin unir dos reinos); una catástrofe (dos por partida); cambiar hasta seis losetas; o pasar. *(§ Desarrollo de la partida)*
    {"*"}*Conflicto interno**: un líder entra en un reino con otro líder de su color; templos junto a cada líder más losetas 🟥 reveladas. **Conflicto externo**: una loseta une dos reinos con líderes del mismo color; losetas de ese color de cada reino más las reveladas. El empate favorece al defensor. *(§ Conflicto interno, § Conflicto externo)*
    Un cuadrado 2×2 de un color puede ser un **monumento**, que puntúa a tus líderes de sus colores al final de tu turno. Un reino con dos **tesoros** y un mercader entrega uno. *(§ Construir un monumento, § Conseguir un tesoro)*
    {"*"}*El final**: quedan dos tesoros o se vacía la bolsa. Tu puntuación es tu color más bajo; los tesoros suman a cualquier color. *(§ Final de la partida y vencedor)*

tigris-help-rulings =
    • Puntuación oculta (por defecto): los puntos llegan por MD; quién puntúa qué es público, los totales no. (R12)
    • El apoyo es secreto, por MD: el atacante revela primero, después el defensor ve el ataque. Sin respuesta al vencer el plazo, se revelan cero. (R18, R21)
    • Varios conflictos externos a la vez: el jugador activo elige el orden; el último se resuelve sin más. (R4)
    • Solo se ofrece un monumento por el 2×2 que completa la loseta recién colocada; si se rechaza, no se vuelve a ofrecer. Los monumentos puntúan solo a los líderes del jugador activo; el rey no los sustituye. (R5, R6)
    • Los tesoros se toman tras cada acción, primero los prioritarios. (R7)
    • Con uno o dos tesoros la partida acaba al final del turno; con la bolsa vacía, tras el turno en curso. (R8, R9)
    • Los empates comparan la siguiente categoría más baja, y así sucesivamente. (R14)
    Todas las decisiones: docs/tigris.md.

tigris-option-board = classic: el tablero original; advanced: la cara alternativa (14 tesoros)
tigris-option-scoring = hidden: los puntos de cada jugador solo en sus MD hasta el final; open: los de todos a la vista
tigris-option-buildings = la variante de edificios especiales (biblioteca, granero, mercado cubierto, palacio)
