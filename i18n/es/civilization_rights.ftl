### Texts of two rights a Civilization player uses during the game (engine/civilization): insisting
### that a phase be played in A.S.T. order (`insist`, JOC 5.3 note) and the defender's demand in a
### conflict (`demand`, JOC 11.8.2). Same placeholders in en and es.

# --- insisting on A.S.T. order (§5.3 note) --------------------------------------------------------
civilization-err-insist_already =
    Ya insistes en que { $phase ->
        [taxes] los impuestos vayan
        [expansion] la expansión de la población vaya
        [ships] la construcción de naves vaya
        [cities] la construcción de ciudades vaya
        [support] las ciudades desabastecidas vayan
        [losses] las pérdidas por calamidades vayan
       *[all] todas esas fases vayan
    } en orden TSA (§5.3 { civilization-section-5 }).

civilization-err-insist_not_set =
    No insistes en que { $phase ->
        [taxes] los impuestos vayan
        [expansion] la expansión de la población vaya
        [ships] la construcción de naves vaya
        [cities] la construcción de ciudades vaya
        [support] las ciudades desabastecidas vayan
        [losses] las pérdidas por calamidades vayan
       *[all] ninguna de esas fases vaya
    } en orden TSA: no hay nada que retirar (§5.3 { civilization-section-5 }).

civilization-log-insist = el asiento { $seat } insiste en el orden TSA para { $which }: { $on } (responden de nuevo: { $seats })

civilization-lg-insist =
    { $on ->
        [yes] { $seat } insiste en que { $which ->
            [taxes] los impuestos se jueguen
            [expansion] la expansión de la población se juegue
            [ships] la construcción de naves se juegue
            [cities] la construcción de ciudades se juegue
            [support] las ciudades desabastecidas se jueguen
            [losses] las pérdidas por calamidades se jueguen
           *[all] las fases que pueden ser simultáneas se jueguen
        } en orden TSA, de uno en uno (§5.3){ $n ->
            [0] .
            [one] : { $seats } responde de nuevo en su turno, tras los jugadores anteriores.
           *[other] : { $seats } responden de nuevo en su turno, tras los jugadores anteriores.
        }
       *[no] { $seat } ya no insiste en el orden TSA para { $which ->
            [taxes] los impuestos
            [expansion] la expansión de la población
            [ships] la construcción de naves
            [cities] la construcción de ciudades
            [support] las ciudades desabastecidas
            [losses] las pérdidas por calamidades
           *[all] las fases que pueden ser simultáneas
        } (§5.3).
    }

civilization-act-insist =
    { $on ->
        [yes] Insistir en el orden TSA: { $phase }
       *[no] Dejar de insistir en el orden TSA: { $phase }
    }

civilization-choice-support = 8. Ciudades desabastecidas (y tras las calamidades)
civilization-choice-losses = 12. Pérdidas por calamidades
civilization-choice-all = Todas las fases que pueden ser simultáneas
cmd-civilization-insist = insistir
cmd-civilization-insist-desc = Tu derecho en cualquier momento (§5.3): una fase va de uno en uno en orden TSA.
cmd-civilization-insist-phase = La fase que se juega en orden TSA
cmd-civilization-insist-on = Sí para insistir, no para retirar tu insistencia
cmd-opt-phase = fase
civilization-help-example-insist = fase:impuestos

# --- the defender's demand (§11.8.2) ----------------------------------------------------------------
civilization-decision-demand = Conflicto: tu ciudad se rendiría (menos de seis fichas en existencias). ¿Exiges que se resuelvan antes tus otros conflictos (§11.8.2 { civilization-section-11 })?
civilization-decision-short-demand = la exigencia del defensor
civilization-log-demand = el asiento { $seat } exige para su ciudad en { $area }: { $first } (antes: { $before })

civilization-lg-demand =
    { $first ->
        [yes] { $seat } exige que el conflicto en { $before } se resuelva antes del ataque a { $area } (§11.8.2).
       *[no] { $seat } no exige nada: { $area } es atacada en el orden fijo (§11.8.2).
    }

civilization-act-demand =
    { $first ->
        [yes] Exigir: antes mis otros conflictos
       *[no] No exigir: el orden fijo
    }

cmd-civilization-demand = exigir
cmd-civilization-demand-desc = Conflicto: tus otros conflictos antes del ataque a tu ciudad (§11.8.2).
cmd-civilization-demand-first = Sí para exigirlo
cmd-opt-first = primero
civilization-help-example-demand = primero:sí
