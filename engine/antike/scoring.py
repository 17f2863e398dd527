"""Personages, targets and the end of the game ("Personalidades Antiguas", "Fin del juego").

Personages are received at the end of the active nation's own turn, the top (lowest) card of
each stack, and never lost. Kings, citizens and navigators reward thresholds (5 cities,
3 temples, 7 seas) once each: a level already rewarded is not rewarded again even if it is
lost and regained. A personage due from an empty stack is simply not received.
"""

from __future__ import annotations

from engine.core import Event

from .board import PERSONAGES, load_rules
from .state import AntikeState

STEP = {"king": 5, "citizen": 3, "navigator": 7}


def target_for(users: int, nations: int, three_player_target: int) -> int:
    """Personages needed to win: by nation count; 3 nations 10 or 12; 2 users play 4 nations (9)."""
    if nations == 3:
        return three_player_target
    return load_rules().targets[nations]


def city_count(state: AntikeState, seat: int) -> int:
    return sum(1 for owner in state.cities.values() if owner == seat)


def temple_count(state: AntikeState, seat: int) -> int:
    return sum(1 for p in state.temples if state.cities.get(p) == seat)


def seas_occupied(state: AntikeState, seat: int) -> int:
    """Provinces holding at least one of the nation's galleys ("Navegantes")."""
    return sum(1 for c in state.nations[seat].galleys.values() if c > 0)


def _measure(state: AntikeState, seat: int, kind: str) -> int:
    if kind == "king":
        return city_count(state, seat)
    if kind == "citizen":
        return temple_count(state, seat)
    return seas_occupied(state, seat)


def take_card(state: AntikeState, seat: int, kind: str, reason: str, events: list[Event]) -> None:
    total = load_rules().personages[kind]
    left = state.stacks[kind]
    if left <= 0:
        events.append(Event(key="antike.log.stack_empty",
                            params={"nation": state.nation_of(seat), "personage": kind}))
        return
    number = total - left + 1
    state.stacks[kind] = left - 1
    state.nations[seat].personages.append(f"{kind}_{number}")
    events.append(Event(key="antike.log.personage", params={
        "nation": state.nation_of(seat), "personage": kind, "number": number, "reason": reason}))


def award_personages(state: AntikeState, seat: int, events: list[Event]) -> None:
    """End of `seat`'s turn: every personage now due, in the order of the rulebook's list."""
    n = state.nations[seat]
    for kind in PERSONAGES:
        if kind == "scholar":
            for _ in range(state.due_scholars):
                take_card(state, seat, kind, "first_knowhow", events)
            state.due_scholars = 0
        elif kind == "general":
            for _ in range(state.due_generals):
                take_card(state, seat, kind, "temple_destroyed", events)
            state.due_generals = 0
        else:
            level_attr = f"{kind}_level"
            reached = _measure(state, seat, kind) // STEP[kind]
            for _ in range(getattr(n, level_attr), reached):
                take_card(state, seat, kind, f"{kind}_threshold", events)
            setattr(n, level_attr, max(getattr(n, level_attr), reached))
    if len(n.personages) >= state.target:
        state.winner = seat
        state.end_reason = "antike.end.target"
        state.phase = "over"
        events.append(Event(key="antike.log.winner",
                            params={"nation": state.nation_of(seat), "count": len(n.personages)}))
    elif not state.sudden_death and all(v == 0 for v in state.stacks.values()):
        state.sudden_death = True
        events.append(Event(key="antike.log.sudden_death"))


def temple_destroyed(state: AntikeState, seat: int, events: list[Event]) -> None:
    """A conquest destroyed a temple: a general is due; after exhaustion it wins the game."""
    state.nations[seat].temples_destroyed += 1
    state.due_generals += 1
    if state.sudden_death and state.winner is None:
        state.winner = seat
        state.end_reason = "antike.end.first_temple"
        state.phase = "over"
        events.append(Event(key="antike.log.winner_temple", params={"nation": state.nation_of(seat)}))


def ranking(state: AntikeState) -> list[list[int]]:
    seats = [s for s in range(len(state.nations)) if s != state.winner]
    by_count: dict[int, list[int]] = {}
    for s in seats:
        by_count.setdefault(len(state.nations[s].personages), []).append(s)
    rest = [by_count[c] for c in sorted(by_count, reverse=True)]
    return ([[state.winner]] if state.winner is not None else []) + rest
