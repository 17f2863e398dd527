### Texts of two rights a Civilization player uses during the game (engine/civilization): insisting
### that a phase be played in A.S.T. order (`insist`, JOC 5.3 note) and the defender's demand in a
### conflict (`demand`, JOC 11.8.2). Same placeholders in en and es.

# --- insisting on A.S.T. order (§5.3 note) --------------------------------------------------------
civilization-err-insist_already =
    You already insist that { $phase ->
        [taxes] taxes
        [expansion] population expansion
        [ships] ship construction
        [cities] city construction
        [support] unsupported cities
        [losses] calamity losses
       *[all] every such phase
    } go in A.S.T. order (§5.3 { civilization-section-5 }).

civilization-err-insist_not_set =
    You do not insist that { $phase ->
        [taxes] taxes
        [expansion] population expansion
        [ships] ship construction
        [cities] city construction
        [support] unsupported cities
        [losses] calamity losses
       *[all] any such phase
    } go in A.S.T. order: there is nothing to withdraw (§5.3 { civilization-section-5 }).

civilization-log-insist = seat { $seat } insists on A.S.T. order for { $which }: { $on } (answering again: { $seats })

civilization-lg-insist =
    { $on ->
        [yes] { $seat } insists that { $which ->
            [taxes] taxes
            [expansion] population expansion
            [ships] ship construction
            [cities] city construction
            [support] unsupported cities
            [losses] calamity losses
           *[all] every phase that may be simultaneous
        } be played in A.S.T. order, one player at a time (§5.3){ $n ->
            [0] .
            [one] : { $seats } answers again in turn, after the players before.
           *[other] : { $seats } answer again in turn, after the players before them.
        }
       *[no] { $seat } no longer insists on A.S.T. order for { $which ->
            [taxes] taxes
            [expansion] population expansion
            [ships] ship construction
            [cities] city construction
            [support] unsupported cities
            [losses] calamity losses
           *[all] the phases that may be simultaneous
        } (§5.3).
    }

civilization-act-insist =
    { $on ->
        [yes] Insist on A.S.T. order: { $phase }
       *[no] No longer insist on A.S.T. order: { $phase }
    }

civilization-choice-support = 8. Unsupported cities (and after calamities)
civilization-choice-losses = 12. Calamity losses
civilization-choice-all = Every phase that may be simultaneous
cmd-civilization-insist = insist
cmd-civilization-insist-desc = Your right at any time (§5.3): a phase goes one player at a time in A.S.T. order.
cmd-civilization-insist-phase = The phase played in A.S.T. order
cmd-civilization-insist-on = Yes to insist, no to withdraw your insistence
cmd-opt-phase = phase
civilization-help-example-insist = phase:taxes

# --- the defender's demand (§11.8.2) ----------------------------------------------------------------
civilization-decision-demand = Conflict: your city would surrender (fewer than six tokens in stock). Demand that your other conflicts be resolved first (§11.8.2 { civilization-section-11 })?
civilization-decision-short-demand = the defender's demand
civilization-log-demand = seat { $seat } demands for its city in { $area }: { $first } (first: { $before })

civilization-lg-demand =
    { $first ->
        [yes] { $seat } demands that the conflict in { $before } be resolved before the attack on { $area } (§11.8.2).
       *[no] { $seat } makes no demand: { $area } is attacked in the fixed order (§11.8.2).
    }

civilization-act-demand =
    { $first ->
        [yes] Demand: my other conflicts first
       *[no] No demand: the fixed order
    }

cmd-civilization-demand = demand
cmd-civilization-demand-desc = Conflict: your other conflicts before the attack on your city (§11.8.2).
cmd-civilization-demand-first = Yes to demand it
cmd-opt-first = first
civilization-help-example-demand = first:yes
