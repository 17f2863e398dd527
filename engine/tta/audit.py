"""Bookkeeping checks used by the property tests and the playout bench: every card is in
exactly one place, every yellow and blue token is accounted for."""

from __future__ import annotations

from collections import Counter

from engine.tta.cards import CARDS, deck_for
from engine.tta.state import TtaState


def expected_cards(players: int) -> Counter[str]:
    """Every deck card of the game (4-player decks: the removed ones sit in the box)."""
    out: Counter[str] = Counter()
    for age in ("A", "I", "II", "III"):
        for deck in ("civil", "military"):
            out.update(deck_for(age, deck, 4 if age != "A" else players))
    return out


def card_places(state: TtaState) -> dict[str, Counter[str]]:
    places: dict[str, Counter[str]] = {
        "civil_deck": Counter(state.civil_deck),
        "military_deck": Counter(state.military_deck),
        "later": Counter(
            c for deck in (state.later_civil, state.later_military) for cards in deck.values() for c in cards
        ),
        "row": Counter(c for c in state.row if c),
        "current_events": Counter(state.current_events),
        "future_events": Counter(f.card for f in state.future_events),
        "past_events": Counter(state.past_events),
        "removed": Counter(state.removed),
        "military_discards": Counter(c for pile in state.military_discards.values() for c in pile),
        "shared_tactics": Counter({c: n for c, n in state.shared_tactics.items()}),
    }
    for seat, civ in enumerate(state.civs):
        own: Counter[str] = Counter(civ.civil_hand) + Counter(civ.military_hand)
        own.update(t for t in civ.techs if not CARDS[t].starting)
        own.update(civ.wonders)
        own.update(civ.colonies)
        for c in (civ.leader, civ.unfinished, civ.own_tactic):
            if c:
                own[c] += 1
        if civ.homer_wonder is not None and civ.leader != "homer_a":
            own["homer_a"] += 1
        if civ.war is not None:
            own[civ.war.card] += 1
        if civ.pact is not None:
            own[civ.pact.card] += 1
        places[f"civ{seat}"] = own
    limbo: Counter[str] = Counter()
    colonies = {c for civ in state.civs for c in civ.colonies}
    for task in state.tasks:
        # An event waits for `event_done`, unless it is a territory already colonized (its
        # colony's blue tokens still being chosen).
        held = (task.kind == "event_done" and task.card not in colonies) or task.kind == "auction" or (
            task.kind == "window" and task.purpose in ("defend", "pact")
        )
        if held:
            limbo[task.card] += 1
    places["in_play_now"] = limbo
    return places


def card_problems(state: TtaState) -> list[str]:
    total: Counter[str] = Counter()
    for counts in card_places(state).values():
        total.update(counts)
    want = expected_cards(state.players)
    problems = []
    for c in sorted(set(total) | set(want)):
        if total[c] != want[c]:
            where = {p: n[c] for p, n in card_places(state).items() if n[c]}
            problems.append(f"{c}: {total[c]} found, {want[c]} expected ({where})")
    return problems


def token_problems(state: TtaState) -> list[str]:
    problems = []
    for seat, civ in enumerate(state.civs):
        yellow = civ.yellow_bank + civ.free_workers + sum(civ.workers.values())
        if yellow != civ.yellow_owned:
            problems.append(f"seat {seat}: yellow {yellow} != owned {civ.yellow_owned}")
        blue = civ.blue_bank + sum(civ.tokens.values()) + civ.stages
        if blue != civ.blue_owned:
            problems.append(f"seat {seat}: blue {blue} != owned {civ.blue_owned}")
        if min(civ.yellow_bank, civ.blue_bank, civ.free_workers, civ.culture, civ.science) < 0:
            problems.append(f"seat {seat}: a negative count")
        if any(n < 0 for n in (*civ.workers.values(), *civ.tokens.values())):
            problems.append(f"seat {seat}: negative workers or tokens on a card")
    return problems


def culture_problems(state: TtaState) -> list[str]:
    """Every point of culture gained or lost is booked under its source (the statistics)."""
    return [
        f"seat {seat}: culture {civ.culture} != by source {civ.culture_by}"
        for seat, civ in enumerate(state.civs)
        if sum(civ.culture_by.values()) != civ.culture
    ]


__all__ = ["card_places", "card_problems", "culture_problems", "expected_cards", "token_problems"]
