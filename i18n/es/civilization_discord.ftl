### Civilization texts of the Discord side (panel, log, DMs, buttons, previews, commands).
### Rules texts (phases, cards, refusals, decisions): civilization.ftl; names: civilization_names.ftl.

civilization-step-move = { $n } { $src } → { $dst }

civilization-step-ship =
    barco { $path } ({ $n ->
        [0] vacío
       *[other] { $n } a bordo
    })

civilization-step-drop = desembarca en { $areas }
civilization-step-tokens = { $n } en { $area }
civilization-step-city = ciudad de { $area }
civilization-step-keep = mantener el barco de { $area }
civilization-step-keep_levy = mantener el barco de { $area } (pagado con una ficha de allí)

civilization-step-build_ship =
    construir un barco en { $area }{ $levy ->
        [0] {""}
        [one] {" "}(una ficha de allí)
       *[other] {" "}({ $levy } fichas de allí)
    }

civilization-step-share =
    { $n ->
        [one] un punto
       *[other] { $n } puntos
    } a { $who }

civilization-offer-facts =
    { $n ->
        [one] una carta
       *[other] { $n } cartas
    } por valor de { $value }, con { $commodity }

civilization-offer-claims = (dice: { $claims })
civilization-offer-ref = oferta { $id }
civilization-act-move = Mover: { $what }
civilization-act-step = Mover (sigue el turno): { $what }
civilization-act-fleet = Barcos: { $what }
civilization-act-grow = Colocar: { $what }
civilization-act-build = Construir ciudades: { $what }
civilization-act-reduce = Reducir: { $what }
civilization-act-revolt = Quedarse con: { $what }
civilization-act-lose = Perder: { $what }
civilization-act-pick = Primer bando: { $what }
civilization-act-target = Ciudades elegidas: { $what }
civilization-act-assign = Pérdidas: { $what }
civilization-act-give = Dar { $cards }
civilization-act-discard = Devolver { $cards }
civilization-act-buy = Comprar { $advances } (pagar { $pay }, tesoro { $treasury })

civilization-act-offer =
    Ofrecer { $what }{ $private ->
        [True] {" "}a { $to }
       *[other] {""}
    }

civilization-act-counter = Contraoferta a la oferta { $offer }: { $what }
civilization-act-accept = Aceptar la contraoferta { $offer }
civilization-act-withdraw = Retirar la oferta { $offer }
civilization-act-done = Terminado
civilization-act-nation = Jugar con { $nation }
civilization-act-choose = { $place }
civilization-act-beneficiary = Beneficiario: { $who }

civilization-act-faction =
    Quedarse con el { $keep ->
        [first] primer
       *[other] segundo
    } bando

civilization-act-tax = Impuesto de { $n } por ciudad

civilization-act-gold =
    { $n ->
        [0] No comprar Oro
        [one] Comprar una carta de Oro
       *[other] Comprar { $n } cartas de Oro
    }

civilization-button-accept = Aceptar: { $what }
civilization-button-withdraw = Retirar oferta { $id }
civilization-button-done_trading = He terminado de comerciar
civilization-button-done_moving = Terminar mi movimiento
civilization-button-give = { $what }
civilization-button-call_off = Anular el trato
civilization-button-build = Construir en { $area }

civilization-button-build_all =
    Construir en { $n ->
        [one] el único lugar
       *[other] los { $n } lugares
    }

civilization-button-build_none = No construir
civilization-button-default = { $what }
civilization-panel-title = Civilización — ronda { $round } · { $phase }
civilization-panel-over = 🏆 La partida ha terminado: ha ganado { $who }.

civilization-panel-player =
    { $tokens ->
        [one] una ficha
       *[other] { $tokens } fichas
    } en el mapa, { $stock } en existencias · { $cities ->
        [one] una ciudad
       *[other] { $cities } ciudades
    } · { $ships ->
        [one] un barco
       *[other] { $ships } barcos
    } · tesoro { $treasury } · { $cards ->
        [one] una carta de comercio
       *[other] { $cards } cartas de comercio
    } · { $advances ->
        [one] una carta de civilización
       *[other] { $advances } cartas de civilización
    } ({ $points ->
        [one] un punto
       *[other] { $points } puntos
    }) · TSA { $ast }

civilization-panel-next = { $mark } siguiente casilla de la TSA { $column }: { $what } (tiene { $has })
civilization-panel-sealed = { $answered ->
        [0] 🔒 Órdenes selladas ({ $kind }): faltan { $waiting }. Se revelan todas a la vez.
       *[other] 🔒 Órdenes selladas ({ $kind }): las han dado { $done }; faltan { $waiting }. Se revelan todas a la vez.
    }
civilization-panel-mover = 🚶 Mueve ahora: **{ $who }** (orden del censo: { $order })
civilization-panel-moved = Ya movido en este turno: { $what }
civilization-panel-calamities = ⚠️ Calamidades por resolver: { $what }

civilization-panel-calamity =
    { $passed ->
        [yes] { $card } ({ $who }, de { $giver })
       *[other] { $card } ({ $who })
    }

civilization-panel-resolving = Resolviendo { $card } de { $who }.
civilization-panel-trading = 🤝 Ventana de comercio abierta (ofertas y cartas por MD). Comercian: { $trading }. Han terminado: { $done }.
civilization-panel-offer = oferta { $id } — { $what }
civilization-panel-offer_to = oferta { $id } — { $who } ha hecho una oferta a { $to }
civilization-panel-counter = oferta { $id } responde a la oferta { $answers } — { $what }
civilization-panel-counter_to = oferta { $id } — { $who } responde a la oferta { $answers } de { $to } (entre ellos)
civilization-dm-offer_facts = 📨 { $seat } te ofrece (oferta { $id }, solo a ti): { $what }.
civilization-dm-counter_facts = 📨 { $seat } responde a tu oferta { $answers } (oferta { $id }): { $what }.
civilization-pub-offer_to = hace una oferta a { $to }
civilization-pub-counter = responde a la oferta { $offer }
civilization-panel-deal = { $a } y { $b } han cerrado un trato; ya han dado sus cartas: { $given }

civilization-req-cities =
    { $n ->
        [one] una ciudad
       *[other] { $n } ciudades
    }

civilization-req-groups =
    cartas de { $n ->
        [one] un grupo
       *[other] { $n } grupos
    }

civilization-req-advances =
    { $n ->
        [one] una carta de civilización
       *[other] { $n } cartas de civilización
    }

civilization-req-points =
    { $n ->
        [one] un punto
       *[other] { $n } puntos
    } en cartas de civilización

civilization-decision-short-nation = elección de nación
civilization-decision-short-tax = tasa de impuestos
civilization-decision-short-revolt = ciudades en revuelta
civilization-decision-short-grow = expansión
civilization-decision-short-fleet = barcos
civilization-decision-short-move = movimiento
civilization-decision-short-build = ciudades
civilization-decision-short-reduce = ciudades desabastecidas
civilization-decision-short-gold = Oro
civilization-decision-short-trade = comercio
civilization-decision-short-trade_give = cartas de un trato
civilization-decision-short-buy = cartas de civilización
civilization-decision-short-discard = cartas sobrantes
civilization-decision-short-volcano = volcán
civilization-decision-short-quake_reduce = terremoto
civilization-decision-short-quake_target = terremoto
civilization-decision-short-assign = pérdidas
civilization-decision-short-lose = pérdidas
civilization-decision-short-plain = llanura de inundación
civilization-decision-short-beneficiary = guerra civil
civilization-decision-short-pick = guerra civil
civilization-decision-short-faction = guerra civil
civilization-decision-short-disorder = desorden civil
civilization-decision-short-icon_reduce = iconoclasia
civilization-decision-short-icon_target = iconoclasia
civilization-decision-short-piracy = piratería
civilization-faction-first = primero
civilization-faction-second = segundo
civilization-why-earthquake = terremoto
civilization-why-support = desabastecida
civilization-why-revolt = revuelta
civilization-why-conflict = conflicto
civilization-why-surplus = sobrante
civilization-lg-choice_order = Orden de elección de naciones: { $order }.
civilization-lg-nation = { $seat } juega con { $nation }.
civilization-lg-start = { $seat } ({ $nation }) empieza en { $area }.
civilization-lg-round = — Ronda { $round } —
civilization-lg-phase = {"*"}*{ $phase }**
civilization-lg-answered = { $seat } ha dado su orden sellada ({ $kind }).
civilization-lg-revealed = Órdenes selladas reveladas ({ $kind }), aplicadas en orden de la TSA: { $seats }.
civilization-lg-tax_rate = { $seat } cobra { $rate } por ciudad (Acuñación de moneda).

civilization-lg-taxes =
    { $seat } paga { $paid } de impuestos{ $revolts ->
        [0] .
        [one] ; una ciudad se rebela.
       *[other] ; { $revolts } ciudades se rebelan.
    }

civilization-lg-revolt = La ciudad de { $seat } en { $area } se rebela y pasa a { $to }.

civilization-lg-revolt_kept =
    { $count ->
        [one] Una ciudad rebelde de { $seat } sigue siendo suya.
       *[other] { $count } ciudades rebeldes de { $seat } siguen siendo suyas.
    }

civilization-lg-growth =
    { $seat } añade { $tokens ->
        [one] una ficha
       *[other] { $tokens } fichas
    }.

civilization-lg-census =
    Censo: orden de movimiento { $order } ({ $tokens ->
        [one] una ficha
       *[other] { $tokens } fichas
    }).

civilization-lg-fleet = Barcos de { $seat }: { $ships } (construidos: { $built }; desguazados: { $scrapped }).
civilization-lg-moved = { $seat } mueve: { $orders }.
civilization-lg-move_done = { $seat } termina su movimiento.
civilization-lg-conflict = ⚔️ Conflicto en { $area }: pérdidas { $losses }.
civilization-lg-city_attacked = ⚔️ { $seat } ataca la ciudad de { $owner } en { $area } (pérdidas { $losses }).

civilization-lg-attack_failed =
    { $tokens ->
        [one] La ficha
       *[other] Las { $tokens } fichas
    } de { $seat } no { $tokens ->
        [one] puede
       *[other] pueden
    } atacar la ciudad de { $area } (hacen falta { $need }).

civilization-lg-city_surrendered = 🏳️ La ciudad de { $owner } en { $area } se rinde a { $seat }.
civilization-lg-city_built = 🏛️ { $seat } construye una ciudad en { $area }.
civilization-lg-build_failed = { $seat } no ha podido construir en { $area }.
civilization-lg-city_lost = { $seat } pierde la ciudad de { $area } ({ $why }).

civilization-lg-city_reduced =
    La ciudad de { $seat } en { $area } queda reducida a { $tokens ->
        [one] una ficha
       *[other] { $tokens } fichas
    } ({ $why }).

civilization-lg-city_to_token = La ciudad de { $seat } en { $area } se convierte en una ficha.

civilization-lg-surplus =
    { $seat } retira { $count ->
        [one] una ficha sobrante
       *[other] { $count } fichas sobrantes
    } de { $area }.

civilization-lg-cards_drawn =
    { $seat } roba { $count ->
        [one] una carta de comercio
       *[other] { $count } cartas de comercio
    }.

civilization-lg-calamity_drawn = 🔴 { $seat } roba { $card } (dorso rojo, declarada).

civilization-lg-gold_bought =
    { $seat } compra { $count ->
        [one] una carta
       *[other] { $count } cartas
    } del montón de Oro.

civilization-lg-trade_open = 🤝 Se abre el comercio para { $seats }: ofertas, contraofertas y cartas por MD.

civilization-lg-offer =
    { $private ->
        [yes] { $seat } hace una oferta (oferta { $id }) a { $to_who }.
       *[other] { $seat } ofrece (oferta { $id }): { $count ->
            [one] una carta
           *[other] { $count } cartas
        } por valor de { $value }, con { $commodity }.
    }

civilization-lg-counter =
    { $private ->
        [yes] { $seat } responde a la oferta { $answers } de { $to_who } (oferta { $id }), entre los dos.
       *[other] { $seat } responde a la oferta { $answers } (oferta { $id }): { $count ->
            [one] una carta
           *[other] { $count } cartas
        } por valor de { $value }, con { $commodity }.
    }

civilization-lg-deal = { $a } y { $b } cierran un trato; cada uno elige ahora las cartas por MD.
civilization-lg-deal_off = { $seat } anula el trato entre { $a } y { $b }.
civilization-lg-withdrawn = { $seat } retira la oferta { $offer }.

civilization-lg-traded =
    🤝 { $a } y { $b } han comerciado: { $a_gave ->
        [one] una carta
       *[other] { $a_gave } cartas
    } por { $b_gave }.

civilization-lg-trade_done = { $seat } ha terminado de comerciar.
civilization-lg-trade_closed = El comercio ha terminado.

civilization-lg-bought =
    { $seat } compra { $advances } (pagado con { $cards ->
        [0] ninguna carta de comercio
        [one] una carta de comercio
       *[other] { $cards } cartas de comercio
    } y { $treasury } del tesoro).

civilization-lg-bought_nothing = { $seat } no compra nada.

civilization-lg-discarded =
    { $seat } devuelve { $count ->
        [one] una carta de comercio
       *[other] { $count } cartas de comercio
    }.

civilization-lg-calamity = 💥 { $card } golpea a { $seat }.
civilization-lg-calamity_returned = { $seat } devuelve { $card }: como mucho dos calamidades por ronda.
civilization-lg-no_effect = { $card } no tiene efecto sobre { $seat }.
civilization-lg-eruption = 🌋 Entra en erupción { $volcano }.
civilization-lg-assigned = { $seat } reparte las pérdidas de { $card }: { $shares }.
civilization-lg-units_lost = { $seat } pierde { $units } ({ $why }).

civilization-lg-pottery =
    La Alfarería ahorra a { $seat } { $relief ->
        [one] un punto
       *[other] { $relief } puntos
    }.

civilization-lg-beneficiary = Guerra civil de { $seat }: { $beneficiary } es el beneficiario.

civilization-lg-faction_pick =
    { $picker ->
        [victim] Guerra civil de { $seat }: { $seat } pone en el primer bando { $units }.
       *[other] Guerra civil de { $victim }: { $seat }, el beneficiario, añade al primer bando { $units }.
    }

civilization-lg-civil_war =
    Guerra civil de { $seat }: { $seat } se queda con el { $kept ->
        [first] primer bando; { $beneficiary } se anexiona el segundo
       *[other] segundo bando; { $beneficiary } se anexiona el primero
    }: { $tokens ->
        [0] ninguna ficha
        [one] una ficha
       *[other] { $tokens } fichas
    } y { $cities ->
        [0] ninguna ciudad
        [one] una ciudad
       *[other] { $cities } ciudades
    }.

civilization-lg-ast = { $seat } avanza a la casilla { $column } de la TSA.
civilization-lg-ast_back = { $seat } no tiene ciudades y retrocede a la casilla { $column } de la TSA.
civilization-lg-ast_blocked = { $seat } no puede entrar en la casilla { $column } de la TSA: necesita { $what }, tiene { $have }.
civilization-lg-time = El marcador de tiempo avanza a { $time }.
civilization-lg-game_over = 🏆 La partida ha terminado: ha ganado { $winners }.
civilization-dm-hand = 🃏 Tus cartas de comercio ({ $n }): { $cards } — valor { $value }.
civilization-dm-sealed = 🔒 Tu orden sellada: { $what } (los demás solo ven que has respondido).
civilization-dm-committed = Cartas que has entregado en tu trato (boca abajo): { $cards }.
civilization-dm-me = Tesoro { $treasury } · existencias { $stock } · cartas de civilización: { $advances }.
civilization-dm-prices = 💰 Precios con tus créditos: { $what }. Compra con `/civ comprar advances:… pay:… treasury:…`.
civilization-dm-afford_nothing = No te alcanza para ninguna carta de civilización esta ronda: tus cartas de comercio valen { $cards } y tu tesoro tiene { $treasury }, y la carta más barata que puedes adquirir cuesta { $cheapest }. Pulsa «{ civilization-act-buy_nothing }». (Se pregunta a todo jugador que puede comprar, así nadie sabe cuánto vale tu mano).
civilization-dm-return_nothing = No tienes nada que devolver: { $n ->
        [one] tu carta está
       *[other] tus { $n } cartas están
    } dentro del límite de { $limit } y ninguna es una calamidad. Pulsa «Devolver nada». (Se pregunta a todo el que tiene cartas, así nadie sabe qué tienes).
civilization-dm-calamities = ⚠️ Calamidades que resuelves esta ronda: { $what }.
civilization-dm-drawn = Robas { $card } (montón { $stack }).
civilization-dm-received = Has recibido de { $who }: { $cards }.
civilization-dm-returned = Has devuelto: { $cards }.
civilization-dm-trade_done = Has terminado de comerciar en esta ronda.
civilization-dm-offers = Ofertas que puedes responder:
civilization-dm-my_offers = Tus ofertas:
civilization-dm-counters = Contraofertas a las tuyas (acepta una para cerrar un trato):
civilization-dm-deal = Trato con { $who }: das { $give }; recibes { $get }.
civilization-dm-trade_help = Ofrece con `/civ ofrecer cantidad:… valor:… mercancia:…` (añade `para:` para un solo jugador); responde a una oferta con `/civ contraoferta`, o acéptala con tu propia oferta abierta con su botón. Quien hizo una oferta acepta una contraoferta con su botón. En el canal, las respuestas solo las ves tú.
civilization-preview-head = 👀 Vista previa — { $what }
civilization-preview-sealed = Sellada: los demás la verán cuando todos hayan respondido.
civilization-preview-tokens = fichas { $before } → { $after }
civilization-preview-city_new = ciudad nueva
civilization-preview-city_gone = sin ciudad
civilization-preview-ships = barcos { $before } → { $after }
civilization-preview-treasury = Tesoro { $before } → { $after }
civilization-preview-advances = Cartas de civilización nuevas: { $what }
civilization-preview-hand = Cartas de comercio que te quedan: { $cards }

civilization-end-winner =
    🏆 { $n ->
        [one] Gana
       *[other] Ganan
    }: { $who }

civilization-end-line = {"*"}*{ $place }.** { $who } ({ $nation }) — TSA { $ast }, total de desempate { $tie }

civilization-end-cards =
    { $who }: { $cities ->
        [one] una ciudad
       *[other] { $cities } ciudades
    }; { $advances }

civilization-end-rounds = Rondas jugadas: { $n }.
civilization-hand-none = No tienes cartas de comercio.
civilization-zoom-none = Aún no tienes nada en el mapa.

civilization-trade_deadline-set =
    Las fases de comercio se cierran ahora { $hours ->
        [0] solo cuando todos hayan terminado
        [one] una hora después de abrirse
       *[other] { $hours } horas después de abrirse
    }; quien no haya terminado entonces deja de comerciar.

civilization-legend-title = Naciones

## --- slash commands (/civ) ----------------------------------------------------------------

cmd-civilization-desc = Civilización: órdenes, comercio, tus cartas y el mapa.
cmd-civilization-nation = nacion
cmd-civilization-nation-desc = Elige tu nación.
cmd-civilization-tax = impuesto
cmd-civilization-tax-desc = Sistema monetario: el impuesto de esta ronda.
cmd-civilization-revolt = revuelta
cmd-civilization-revolt-desc = Qué ciudades rebeldes te quedas.
cmd-civilization-grow = crecer
cmd-civilization-grow-desc = Dónde van tus fichas nuevas si faltan existencias.
cmd-civilization-fleet = barcos
cmd-civilization-fleet-desc = Barcos mantenidos y construidos, p. ej. mantener Atenas; construir Corinto leva 2.
cmd-civilization-move = mover
cmd-civilization-move-desc = Todo tu turno de movimiento, p. ej. 3 Tracia>Macedonia; barco Atenas>Tera carga 5.
cmd-civilization-step = paso
cmd-civilization-step-desc = Algunos movimientos; tu turno sigue hasta que lo terminas.
cmd-civilization-done = terminar
cmd-civilization-done-desc = Termina tu turno de movimiento o deja de comerciar.
cmd-civilization-build = construir
cmd-civilization-build-desc = Ciudades que construyes, p. ej. Atenas; Corinto.
cmd-civilization-reduce = reducir
cmd-civilization-reduce-desc = Ciudades que reduces.
cmd-civilization-gold = oro
cmd-civilization-gold-desc = Compra cartas de Oro (18 de tesoro cada una).
cmd-civilization-offer = ofrecer
cmd-civilization-offer-desc = Ofrece cartas: cuántas, su valor total y una mercancía, todo cierto (se comprueba); lo ven todos, o solo el jugador que nombres en `para:`.
cmd-civilization-counter = contraoferta
cmd-civilization-counter-desc = Responde a una oferta con la tuya.
cmd-civilization-accept = aceptar
cmd-civilization-accept-desc = Acepta una contraoferta a tu oferta.
cmd-civilization-withdraw = retirar
cmd-civilization-withdraw-desc = Retira tu oferta o anula tu trato.
cmd-civilization-give = dar
cmd-civilization-give-desc = Las cartas que entregas en tu trato.
cmd-civilization-buy = comprar
cmd-civilization-buy-desc = Compra cartas de civilización: cuáles, y las cartas de comercio y el tesoro con que pagas.
cmd-civilization-discard = devolver
cmd-civilization-discard-desc = Devuelve las cartas de comercio que superan tu límite.
cmd-civilization-target = objetivo
cmd-civilization-target-desc = Ciudades de otros jugadores que eliges.
cmd-civilization-assign = repartir
cmd-civilization-assign-desc = Reparte las pérdidas entre jugadores, p. ej. 5 a Alice; 6 a Bob.
cmd-civilization-lose = perder
cmd-civilization-lose-desc = Qué unidades tuyas se pierden, p. ej. 3 Menfis; ciudad Tebas.
cmd-civilization-pick = bando
cmd-civilization-pick-desc = Guerra civil: las unidades del primer bando.
cmd-civilization-beneficiary = beneficiario
cmd-civilization-beneficiary-desc = Guerra civil: nombra al beneficiario.
cmd-civilization-faction = quedarse
cmd-civilization-faction-desc = Guerra civil: quédate con el primer o el segundo bando.
cmd-civilization-steps = Órdenes separadas por ; (autocompletadas)
cmd-civilization-sites = Lugares separados por ;
cmd-civilization-cities = Ciudades separadas por ;
cmd-civilization-units = Unidades, p. ej. 3 Menfis; ciudad Tebas
cmd-civilization-shares = Puntos por jugador, p. ej. 5 a Alice; 6 a Bob
cmd-civilization-rate = Impuesto por ciudad (1-3)
cmd-civilization-count = Cuántas cartas
cmd-civilization-value = Su valor total
cmd-civilization-with = Una mercancía incluida (verdad)
cmd-civilization-claim = Mercancías que dices que hay (no tienen que ser verdad)
cmd-civilization-to = Solo a este jugador
cmd-civilization-cards = Cartas, p. ej. 2 Sal 1 Granos
cmd-civilization-advances = Cartas de civilización que compras
cmd-civilization-pay = Cartas de comercio con que pagas, p. ej. 3 Granos 1 Cuero
cmd-civilization-treasury = Fichas de tesoro que pagas
cmd-civilization-volcano = Volcán
cmd-civilization-seat = Jugador
cmd-civilization-keep = Bando
cmd-civilization-hand = mano
cmd-civilization-hand-desc = Tus cartas de comercio (solo tú las ves).
cmd-civilization-zoom = zoom
cmd-civilization-zoom-desc = El mapa alrededor de tus áreas (solo tú lo ves).
cmd-civilization-ast = tsa
cmd-civilization-ast-desc = La TSA con cada nación y su siguiente requisito.
cmd-civilization-panel = panel
cmd-civilization-panel-desc = El panel de un jugador: existencias, tesoro, ciudades, barcos, cartas.
cmd-civilization-tradedeadline = plazocomercio
cmd-civilization-tradedeadline-desc = Quien creó la partida: horas que dura abierta una fase de comercio (0: hasta que todos terminen).
cmd-civilization-player = De quién (por defecto, el tuyo)
cmd-civilization-hours = Horas

# --- images ----------------------------------------------------------------------------------
civilization-ast-title = Tabla de Sucesión Arqueológica
civilization-ast-next = → { $column }: { $what } (tiene { $has })
civilization-panelimg-stock = Existencias
civilization-panelimg-board = En el mapa
civilization-panelimg-treasury = Tesoro
civilization-panelimg-cities = Ciudades
civilization-panelimg-ships = Barcos
civilization-panelimg-cards = Cartas comercio
civilization-panelimg-ast = TSA
civilization-panelimg-points = Puntos
civilization-panelimg-advances = Cartas de civilización (precio con créditos / coste impreso)
civilization-panelimg-price = { $price } (coste { $cost })
cmd-civilization-commodity = Una mercancía incluida (verdad)
cmd-civilization-claims = Mercancías que dices que hay (no tienen que ser verdad)
civilization-pub-sealed = da una orden sellada ({ $kind })

civilization-pub-give =
    entrega { $n ->
        [one] una carta
       *[other] { $n } cartas
    } boca abajo

civilization-pub-discard =
    devuelve { $n ->
        [0] ninguna carta de comercio
        [one] una carta de comercio
       *[other] { $n } cartas de comercio
    }

civilization-pub-buy = compra { $advances }
cmd-civilization-nation-nation = Nación
cmd-civilization-counter-offer = La oferta a la que respondes
cmd-civilization-accept-offer = La contraoferta que aceptas
cmd-civilization-withdraw-offer = Tu oferta o trato
civilization-act-buy_nothing = No comprar nada

civilization-dm-more =
    … y { $n ->
        [one] un cambio anterior
       *[other] { $n } cambios anteriores
    } (ver `/game log`).

civilization-dm-hint = Responde con los botones de abajo (**{ $button }** la construye paso a paso), o con `/civ { $command }` en el canal de la partida, cuyo autocompletado ofrece solo lo que puedes elegir; una vista previa muestra el resultado antes de confirmar.
civilization-dm-hint_cards = Responde con los botones de abajo, o con `/civ { $command }` en el canal de la partida; una vista previa muestra el resultado antes de confirmar.
cmd-civilization-choose = elegir
cmd-civilization-choose-desc = El volcán que entra en erupción o la llanura que se inunda.
cmd-civilization-place = Volcán o llanura

## --- step-by-step movement ---------------------------------------------------------------------

civilization-help-extra = Las órdenes de fase entera (`mover`, `paso`, `barcos`, `construir`, `reducir`, `perder`…) se autocompletan (tus montones, sus vecinos, los lugares que puedes elegir) y se responden con una vista previa del resultado: no pasa nada hasta **Confirmar**. En el tablero, **Mover paso a paso** compone un movimiento con menús. Tu mano, las ofertas que te hacen, las cartas de tus tratos y tus preguntas llegan por MD, con botones: **Aceptar** una contraoferta o aceptar una oferta con la tuya, **Retirar**, **He terminado de comerciar**, las cartas de tu trato, qué comprar, las elecciones de las calamidades; `/partida jugar` acepta cualquier orden como texto. No son jugadas: `/civ mano` (tus cartas), `/civ zoom` (el mapa alrededor de tus áreas), `/civ tsa` (la TSA con el siguiente requisito de cada nación), `/civ panel player:` (existencias, tesoro, ciudades, barcos y cartas de un jugador), `/civ plazocomercio hours:` (quien creó la partida: cuánto dura abierta una fase de comercio, 4 horas por defecto; quien no haya terminado entonces deja de comerciar).
civilization-dm-zoom = 🗺️ Tu turno de movimiento en { $channel }: el mapa alrededor de tus áreas. Mueve con `/civ { $command }`, o con el botón del tablero **{ $button }**.
civilization-dm-received_calamity = ☠️ Y { $cards }, una calamidad de dorso negro: queda boca arriba frente a ti y te afecta en la fase de calamidades (§22.2.2 { civilization-section-22-2 }).
civilization-lg-calamity_traded = ☠️ { $seat } ha recibido { $card } de { $giver } al comerciar: queda boca arriba y le afecta en la fase de calamidades (§22.2.2 { civilization-section-22-2 }).
civilization-button-accept_with_mine = Aceptar la oferta { $offer } de { $who } con tu oferta { $mine }

# --- the order builder (a step being built) --------------------------------------------------
civilization-step-carry =
    ({ $n ->
        [0] vacío
        [one] una ficha a bordo
       *[other] { $n } fichas a bordo
    })

civilization-step-kind-MoveTokens = Mover fichas por tierra
civilization-step-kind-MoveShip = Navegar con un barco
civilization-step-kind-LoseTokens = Fichas
civilization-step-kind-LoseCity = Una ciudad
civilization-step-kind-AreaStep = Un área
civilization-step-kind-GrowStep = Fichas en un área
civilization-step-kind-KeepShip = Mantener un barco
civilization-step-kind-BuildShip = Construir un barco
civilization-step-kind-Share = Puntos a un jugador

# --- words with the pictures ----------------------------------------------------------------
civilization-ast-line =
    { $who }: casilla { $space } de { $end } · { $epoch } · { $points ->
        [one] un punto de cartas
       *[other] { $points } puntos de cartas
    }

civilization-panel-advances =
    { $n ->
        [0] Aún sin cartas de civilización.
        [one] Una carta de civilización: { $what }.
       *[other] { $n } cartas de civilización: { $what }.
    }

civilization-panel-prices = Lo que le cuestan ahora las demás cartas (tras los créditos): { $what }.
civilization-zoom-text = 🗺️ Tus áreas ({ $n }): { $areas }.

# --- buttons: whose they are, an order built step by step, short labels ---------------------
civilization-button-whose = { $who }: { $what }
civilization-builder-step = Mover paso a paso
civilization-builder-grow = Colocar fichas una a una
civilization-builder-fleet = Elegir barcos uno a uno
civilization-builder-build = Elegir las ciudades que construir
civilization-builder-reduce = Elegir las ciudades que reducir
civilization-builder-revolt = Elegir las ciudades que tomar
civilization-builder-lose = Elegir las pérdidas
civilization-builder-pick = Elegir el primer bando
civilization-builder-target = Elegir las ciudades
civilization-builder-assign = Repartir las pérdidas

# Under the order so far in the builder: where it stands against what the decision asks.
civilization-builder-progress-lose =
    Elegido hasta ahora: { $chosen } de { $target ->
        [one] un punto
       *[other] { $target } puntos
    } (una ciudad cuenta { $city_value }); { $left ->
        [0] no queda nada por elegir
        [one] queda un punto
       *[other] quedan { $left } puntos
    }.

civilization-builder-progress-assign =
    Repartido hasta ahora: { $chosen ->
        [one] un punto
       *[other] { $chosen } puntos
    } de { $exact ->
        [yes] exactamente { $total }
       *[other] como mucho { $total }
    }{ $each ->
        [none] {""}
       *[other] , como mucho { $each } a cada uno
    }; { $left ->
        [0] no queda nada por repartir
        [one] queda uno
       *[other] quedan { $left }
    }.

civilization-act_count-move =
    Mover: { $n ->
        [one] un paso
       *[other] { $n } pasos
    }

civilization-act_count-step =
    Mover (sigue el turno): { $n ->
        [one] un paso
       *[other] { $n } pasos
    }

civilization-act_count-grow =
    Colocar { $units ->
        [one] una ficha
       *[other] { $units } fichas
    } en { $n ->
        [one] un área
       *[other] { $n } áreas
    }

civilization-act_count-fleet =
    Barcos: { $n ->
        [one] una orden
       *[other] { $n } órdenes
    }

civilization-act_count-build =
    Construir { $n ->
        [one] una ciudad
       *[other] { $n } ciudades
    }

civilization-act_count-reduce =
    Reducir { $n ->
        [one] una ciudad
       *[other] { $n } ciudades
    }

civilization-act_count-revolt =
    Quedarse con { $n ->
        [one] una ciudad
       *[other] { $n } ciudades
    }

civilization-act_count-lose =
    Perder unidades en { $n ->
        [one] un lugar
       *[other] { $n } lugares
    }

civilization-act_count-pick =
    Primer bando: unidades en { $n ->
        [one] un lugar
       *[other] { $n } lugares
    }

civilization-act_count-target =
    { $n ->
        [one] Una ciudad elegida
       *[other] { $n } ciudades elegidas
    }

civilization-act_count-assign =
    Pérdidas para { $n ->
        [one] un jugador
       *[other] { $n } jugadores
    }

# --- the actor's confirmation (✅), in the second person --------------------------------------
civilization-done-sealed = Das tu orden sellada ({ $kind }): { $what }. Se revela cuando todos hayan dado la suya.
civilization-done-order = Hecho — { $what }
civilization-done-move_done = Hecho — has terminado tu movimiento.
civilization-done-trade_done = Hecho — has terminado de comerciar.
civilization-word-by_buttons = los botones del tablero o de tu mensaje privado

civilization-preview-unsupported =
    ⚠️ Después de esto { $cities ->
        [one] tu ciudad queda desabastecida
       *[other] tus { $cities } ciudades quedan desabastecidas
    }: { $short ->
        [one] falta una ficha
       *[other] faltan { $short } fichas
    } para tener dos por ciudad en el mapa. Si nada cambia, se reducirán ciudades en la fase de ciudades desabastecidas (§14 { civilization-section-14 }).

# --- an empty whole order says what it does -------------------------------------------------
civilization-act_none-fleet = No mantener ningún barco ni construir
civilization-act_none-build = No construir ninguna ciudad
civilization-act_none-target = No reducir ninguna otra ciudad
civilization-act_none-assign = No dar pérdidas a los demás
civilization-act_none-reduce = No reducir ninguna ciudad
