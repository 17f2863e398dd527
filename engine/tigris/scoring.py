"""Victory points: awards during play, monument points at the end of a turn, final ranking.

Under hidden scoring an award is public (everyone sees who takes a cube of which colour, as
at the table) but the running totals are told only to their owner (rulebook, "Otorgar un punto
de victoria": the cube goes behind the screen).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Outcome
from engine.tigris.kingdoms import layout_of
from engine.tigris.state import CATASTROPHES_PER_PLAYER, COLORS, MONUMENTS, STAT_KEYS, Color, TigrisState


def award(state: TigrisState, seat: int, color: Color, amount: int, reason: str, events: list[Event]) -> None:
    if amount <= 0:
        return
    state.scores[seat][color] += amount
    state.count(seat, f"points_{reason}", amount)
    events.append(Event(key="tigris.log.points", params={
        "seat": seat, "dynasty": state.dynasty(seat), "color": color, "amount": amount, "reason": reason}))
    total = state.scores[seat][color]
    events.append(Event(key="tigris.log.points_total", params={"seat": seat, "color": color, "total": total},
                        to=None if state.open_scoring else [seat]))


def monument_points(state: TigrisState, events: list[Event]) -> None:
    """End of turn: 1 point per (active leader, monument of its colour) in the same kingdom.

    Only the active player scores, and the king does not stand in for a missing colour
    (rulebook, "Los monumentos otorgan puntos de victoria").
    """
    built = [(mid, sq) for mid, sq in state.monuments.items() if sq is not None]
    if not built:
        return
    seat = state.active
    layout = layout_of(state)
    for color, square in sorted(state.leaders[seat].items(), key=lambda kv: COLORS.index(kv[0])):
        rid = layout.label[square]
        for mid, top_left in built:
            if color in MONUMENTS[mid] and layout.label.get(top_left) == rid:
                award(state, seat, color, 1, "monument", events)


def final_points(scores: dict[Color, int], treasures: int) -> dict[Color, int]:
    """Treasures are wild points: each goes to the lowest colour, which maximises the sorted
    tuple lexicographically (so it is also best for every tie-break)."""
    points = dict(scores)
    for _ in range(treasures):
        lowest = min(COLORS, key=lambda c: points[c])
        points[lowest] += 1
    return points


def sorted_key(points: dict[Color, int]) -> tuple[int, ...]:
    return tuple(sorted(points.values()))


def _stats(state: TigrisState, seat: int) -> dict[str, int]:
    counted = state.stats[seat] if seat < len(state.stats) else {}
    return {key: counted.get(key, 0) for key in STAT_KEYS}


def final_outcome(state: TigrisState) -> Outcome:
    finals = [final_points(state.scores[s], state.treasures_won[s]) for s in range(state.players)]
    keys = [sorted_key(p) for p in finals]
    order = sorted(range(state.players), key=lambda s: keys[s], reverse=True)
    ranking: list[list[int]] = []
    for seat in order:
        if ranking and keys[ranking[-1][0]] == keys[seat]:
            ranking[-1].append(seat)
        else:
            ranking.append([seat])
    reason = "tigris.outcome.lowest_colour"
    params: dict[str, Any] = {"dynasties": [state.dynasty(s) for s in ranking[0]], "seats": list(ranking[0])}
    if len(ranking) > 1 and keys[ranking[0][0]][0] == keys[ranking[1][0]][0]:
        reason = "tigris.outcome.tie_break"
        # The weakest colours tie: the first level (1 = weakest) where first and second differ.
        first, second = keys[ranking[0][0]], keys[ranking[1][0]]
        level = next((i for i, (a, b) in enumerate(zip(first, second, strict=True)) if a != b), None)
        if level is not None:
            params.update(level=level + 1, tied=first[0], winner_value=first[level],
                          runner_up_value=second[level])
    if len(ranking[0]) > 1:
        reason = "tigris.outcome.shared"
        params = {"dynasties": params["dynasties"], "seats": params["seats"]}
    return Outcome(
        ranking=ranking,
        scores={s: keys[s][0] for s in range(state.players)},
        reason=reason,
        reason_params=params,
        detail={
            "dynasties": {s: state.dynasty(s) for s in range(state.players)},
            "points": {s: dict(state.scores[s]) for s in range(state.players)},
            "treasures": {s: state.treasures_won[s] for s in range(state.players)},
            "final": {s: finals[s] for s in range(state.players)},
            "sorted": {s: list(keys[s]) for s in range(state.players)},
            # Conflicts won/lost by kind and role, points by source (tile, revolt, war, monument).
            "stats": {s: _stats(state, s) for s in range(state.players)},
            "catastrophes": {s: CATASTROPHES_PER_PLAYER - left
                             for s, left in enumerate(state.catastrophes_left)},
        },
    )
