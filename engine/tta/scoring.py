"""Culture that is scored at once: Age III wonders on completion, the Age III "Impact" events
(when revealed and at the end), the final count and the outcome (§ Desarrollo del juego)."""

from __future__ import annotations

from engine.core import Event, Outcome
from engine.tta import economy
from engine.tta.cards import CARDS, SPECIALS, UNITS, URBAN
from engine.tta.production import food_production, lab_production, mine_production
from engine.tta.ratings import rate, rate_fresh
from engine.tta.state import TtaState
from engine.tta.tasks import ranked


def urban_outputs(state: TtaState, seat: int) -> tuple[int, int, int]:
    """(culture, science, strength) the urban buildings give, leaders' bonuses to them
    included: the rating with and without the buildings' workers."""
    civ = state.civs[seat]
    full = rate_fresh(state, seat)
    saved = dict(civ.workers)
    civ.workers = {t: n for t, n in saved.items() if not CARDS[t].is_urban}
    try:
        bare = rate_fresh(state, seat)
    finally:
        civ.workers = saved
    return full.culture - bare.culture, full.science - bare.science, full.strength - bare.strength


def wonder_culture(state: TtaState, seat: int, wonder: str) -> int:
    """The one-time culture of an Age III wonder completed now (§ Maravillas)."""
    civ = state.civs[seat]
    if wonder == "fast_food_chains_iii":
        total = 0
        for t, n in civ.workers.items():
            total += n * (2 if CARDS[t].category in ("farm", "mine") else 1)
        return total
    if wonder == "first_space_flight_iii":
        return sum(CARDS[t].level for t in civ.techs)
    if wonder == "hollywood_iii":
        saved = dict(civ.workers)
        civ.workers = {t: n for t, n in saved.items() if CARDS[t].category not in ("theater", "library")}
        try:
            bare = rate_fresh(state, seat).culture
        finally:
            civ.workers = saved
        return 2 * (rate_fresh(state, seat).culture - bare)
    if wonder == "internet_iii":
        return sum(urban_outputs(state, seat))
    return 0


def impact(state: TtaState, card: str, current: int) -> dict[int, int]:
    """Culture each civilization scores for an Age III event."""
    seats = state.alive()
    out: dict[int, int] = {}
    rates = {s: rate(state, s) for s in seats}
    n = len(seats)
    base = card.rsplit("_", 1)[0]
    if base in ("impact_of_science", "impact_of_strength"):
        table = CARDS[card].effect["each_civilization"]["culture_by_rank"][str(max(2, min(4, n)))]
        key = "science" if base == "impact_of_science" else "strength"
        order = ranked(state, lambda s: getattr(rates[s], key), current)
        return {s: table[i] if i < len(table) else 0 for i, s in enumerate(order)}
    for s in seats:
        civ = state.civs[s]
        r = rates[s]
        if base == "impact_of_agriculture":
            food = food_production(civ)
            v = food + (4 if food > r.consumption else 0)
        elif base == "impact_of_architecture":
            v = sum(k * CARDS[t].level for t, k in civ.workers.items() if CARDS[t].is_urban)
        elif base == "impact_of_balance":
            v = 2 * min(
                r.science, r.culture, food_production(civ), mine_production(civ) + lab_production(civ)
            )
        elif base == "impact_of_colonies":
            v = 3 * len(civ.colonies)
        elif base == "impact_of_competition":
            v = sum(
                k * CARDS[t].level
                for t, k in civ.workers.items()
                if CARDS[t].is_unit or CARDS[t].category == "arena"
            )
        elif base == "impact_of_government":
            v = 2 * r.civil_total + r.military_total
        elif base == "impact_of_happiness":
            v = min(2 * r.happy, 16) - 2 * r.discontent
        elif base == "impact_of_industry":
            v = mine_production(civ)
        elif base == "impact_of_population":
            workers = civ.free_workers + sum(civ.workers.values())
            v = 2 * max(workers - r.discontent - 10, 0)
        elif base == "impact_of_progress":
            v = 2 * sum(
                CARDS[t].level
                for t in civ.techs
                if CARDS[t].category == "government" or CARDS[t].category in SPECIALS
            )
        elif base == "impact_of_technology":
            v = 4 * sum(1 for t in civ.techs if CARDS[t].age == "III")
        elif base == "impact_of_variety":
            units = {CARDS[t].category for t, k in civ.workers.items() if k and CARDS[t].category in UNITS}
            urban = {CARDS[t].category for t, k in civ.workers.items() if k and CARDS[t].category in URBAN}
            special = sum(1 for t in civ.techs if CARDS[t].category in SPECIALS)
            v = 2 * (len(units) + len(urban) + special)
        elif base == "impact_of_wonders":
            table = CARDS[card].effect["each_civilization"]["culture_per_completed_wonder_by_age"]
            v = sum(table[CARDS[w].age] for w in civ.wonders)
        else:  # pragma: no cover - every Age III event is one of the above
            v = 0
        out[s] = v
    return out


def score_impact(state: TtaState, card: str, current: int, events: list[Event]) -> dict[int, int]:
    """Each civilization scores the event; returns the culture each one gained (or lost)."""
    scored = {}
    for s, v in impact(state, card, current).items():
        civ = state.civs[s]
        v = scored[s] = economy.add_culture(civ, v, "scoring")
        events.append(Event(key="tta.log.impact", params={"seat": s, "card": card, "culture": v}))
    return scored


def final_scoring(state: TtaState, events: list[Event]) -> None:
    """Every Age III event left in the current and future decks, then Bill Gates."""
    cards = [c for c in state.current_events if CARDS[c].scoring]
    cards += [f.card for f in state.future_events if CARDS[f.card].scoring]
    # The events left in the current and future decks are turned face up.
    events.append(Event(key="tta.log.final_scoring", params={"cards": sorted(cards)}, reveals=True))
    state.stats["final_scoring"] = [
        [card, {str(s): v for s, v in score_impact(state, card, state.first, events).items()}]
        for card in sorted(cards)
    ]
    for s in state.alive():
        civ = state.civs[s]
        if civ.leader == "bill_gates_iii":
            gain = lab_production(civ)
            economy.add_culture(civ, gain, "leaders")
            events.append(Event(key="tta.log.gates_final", params={"seat": s, "culture": gain}))


def outcome(state: TtaState) -> Outcome:
    alive = state.alive()
    scores = {s: state.civs[s].culture for s in range(state.players)}
    groups: dict[int, list[int]] = {}
    for s in alive:
        groups.setdefault(scores[s], []).append(s)
    ranking = [sorted(groups[v]) for v in sorted(groups, reverse=True)]
    gone = sorted(
        (s for s in range(state.players) if s not in alive), key=lambda s: -(state.civs[s].left_round or 0)
    )
    ranking += [[s] for s in gone]
    reason = "tta.outcome.culture"
    if len(alive) == 1 and state.players > 1:
        reason = "tta.outcome.last_standing"
    elif ranking and len(ranking[0]) > 1:
        reason = "tta.outcome.shared"
    detail = {
        "culture": {str(s): scores[s] for s in range(state.players)},
        "resigned": [s for s in range(state.players) if s not in alive],
        "age": state.age_name,
        "rounds": state.round,
        # Per player: culture by source (sums to the final culture), wars and aggressions,
        # wonders completed (ruins included) and every leader played.
        "final_scoring": state.stats.get("final_scoring", []),
        "stats": {
            str(s): {
                "culture_by": dict(state.civs[s].culture_by),
                "tally": dict(state.civs[s].tally),
                "wonders": list(state.civs[s].wonders),
                "leaders": list(state.civs[s].leaders_played),
            }
            for s in range(state.players)
        },
    }
    return Outcome(ranking=ranking, scores=scores, reason=reason, detail=detail)


__all__ = ["final_scoring", "impact", "outcome", "score_impact", "urban_outputs", "wonder_culture"]
