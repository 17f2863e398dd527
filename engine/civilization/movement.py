"""Movement (JOC 10): tokens over one land border, ships over up to four water areas carrying
up to five tokens, open sea only with Astronomy and never as an end, the Greek coast (23.3).

`run` checks (and, when told, performs) a list of steps in order; the first illegal step is
refused with its number and the rule it breaks. A token moves once a turn, by land or by one
ship (10.2, 10.9); a ship may take part in several steps of a turn while it has areas left
(10.8): a later `ship` step from where it stopped continues its move.
"""

from __future__ import annotations

import itertools

from engine.civilization.actions import MoveShip, MoveTokens
from engine.civilization.board import has, play_set
from engine.civilization.data import AREAS, GREEK_AREA, GREEK_SIDE
from engine.civilization.state import CivState, Ship
from engine.core import Event, Refusal
from engine.core.grammar import step_data

SHIP_CAPACITY = 5  # JOC 10.5


def ship_range(s: CivState, seat: int) -> int:
    return 5 if has(s, seat, "cloth_making") else 4  # JOC 10.6, 22.3.3


def may_cross_open_sea(s: CivState, seat: int) -> bool:
    """Astronomy (10.7); the simplified games let every ship cross (31.5.3, 32.4.1)."""
    return s.options.game != "full" or has(s, seat, "astronomy")


def run(
    s: CivState,
    seat: int,
    steps: tuple[MoveTokens | MoveShip, ...],
    *,
    perform: bool,
    ev: list[Event] | None = None,
) -> Refusal | None:
    """Check the steps in order against the state; with `perform`, carry them out."""
    tokens = s.tokens
    if perform:
        mine = {a: d[seat] for a, d in tokens.items() if seat in d and d[seat] > 0}
    else:  # a check reads only the areas the steps name
        mine = {}
        for st in steps:
            for a in st.path:
                d = tokens.get(a)
                if d and d.get(seat, 0) > 0:
                    mine[a] = d[seat]
    moved = dict(s.moved)
    # The ships are copied when a step sails (the state's own are left alone until `perform`).
    ships: list[Ship] | None = None
    playable = play_set(s)
    nomads = s.options.game == "nomads"
    for i, step in enumerate(steps, start=1):

        def refuse(key: str, i: int = i, step: MoveTokens | MoveShip = step, **params: object) -> Refusal:
            return Refusal(f"civilization.err.{key}", n=i, step=step_data(step), **params)

        if isinstance(step, MoveTokens):
            src, dst = step.path
            if src not in playable or dst not in playable:
                return refuse("out_of_play", area=dst if src in playable else src)
            if dst not in AREAS[src].land:
                return refuse("no_land_border", src=src, dst=dst)
            free = mine.get(src, 0) - moved.get(src, 0)
            if free < step.count:
                return refuse("not_enough_unmoved", area=src, count=step.count, free=max(free, 0))
            if nomads and _foreign(s, dst, seat):
                return refuse("nomads_occupied", area=dst)
            mine[src] -= step.count
            mine[dst] = mine.get(dst, 0) + step.count
            moved[dst] = moved.get(dst, 0) + step.count
            continue
        path = step.path
        for a in path:
            if a not in playable:
                return refuse("out_of_play", area=a)
        if ships is None:
            ships = [sh.model_copy() for sh in s.seats[seat].ships]
        start = path[0]
        hops = len(path) - 1
        limit = ship_range(s, seat)
        candidates = [k for k, sh in enumerate(ships) if sh.area == start and sh.used + hops <= limit]
        if not candidates:
            if not any(sh.area == start for sh in ships):
                return refuse("no_ship", area=start)
            return refuse("ship_range", area=start, limit=limit)
        if start == GREEK_AREA and len(path) > 1:
            # Out by the other coastline: only a ship that began this movement there, with the
            # player's own units in the area (23.3); prefer one that may.
            may = [c for c in candidates if _may_leave_greek(s, seat, ships[c], path[1], mine)]
            candidates = may or candidates
        k = max(candidates, key=lambda c: (ships[c].used, -c))
        ship = ships[k]
        for a, b in itertools.pairwise(path):
            if b not in AREAS[a].water:
                return refuse("no_water_border", src=a, dst=b)
        crossing = may_cross_open_sea(s, seat)
        for a in path[1:-1]:
            if AREAS[a].sea and not crossing:
                return refuse("open_sea_astronomy", area=a)
        end = path[-1]
        if AREAS[end].sea:
            return refuse("ship_ends_at_sea", area=end)
        # The Greek coast: never from one coastline to the other in one move (23.3).
        side = ship.side
        for j, a in enumerate(path):
            if a != GREEK_AREA:
                continue
            entry = GREEK_SIDE.get(path[j - 1]) if j > 0 else side
            exit_ = GREEK_SIDE.get(path[j + 1]) if j + 1 < len(path) else None
            if exit_ is None or entry is None or entry == exit_:
                continue
            if j == 0 and _may_leave_greek(s, seat, ship, path[1], mine):
                continue
            return refuse("greek_coast", area=GREEK_AREA)
        if step.carry:
            free = mine.get(start, 0) - moved.get(start, 0)
            if free < step.carry:
                return refuse("not_enough_unmoved", area=start, count=step.carry, free=max(free, 0))
        if len(step.drop) > step.carry:
            return refuse("drop_more_than_carried", count=len(step.drop), carry=step.carry)
        landings: dict[str, int] = {}
        for a in step.drop:
            if a not in path[1:]:
                return refuse("drop_off_route", area=a)
            if AREAS[a].sea:
                return refuse("drop_at_sea", area=a)
            landings[a] = landings.get(a, 0) + 1
        rest = step.carry - len(step.drop)
        if rest:
            landings[end] = landings.get(end, 0) + rest
        if nomads:
            for a in landings:
                if _foreign(s, a, seat):
                    return refuse("nomads_occupied", area=a)
        if step.carry:
            mine[start] -= step.carry
        for a, n in landings.items():
            mine[a] = mine.get(a, 0) + n
            moved[a] = moved.get(a, 0) + n
        ship.used += hops
        ship.area = end
        ship.side = GREEK_SIDE.get(path[-2]) if end == GREEK_AREA else None
    if perform:
        for a in list(s.tokens):
            d = s.tokens[a]
            if seat in d and mine.get(a, 0) == 0:
                del d[seat]
                if not d:
                    del s.tokens[a]
        for a, n in mine.items():
            if n > 0:
                s.tokens.setdefault(a, {})[seat] = n
        s.moved = moved
        if ships is not None:
            s.seats[seat].ships = ships
        if ev is not None:
            ev.append(
                Event(
                    key="civilization.log.moved",
                    params={"seat": seat, "orders": [step_data(st) for st in steps]},
                )
            )
    return None


def _may_leave_greek(s: CivState, seat: int, ship: Ship, nxt: str, mine: dict[str, int]) -> bool:
    """Whether `ship`, in the Greek-coast area, may sail on to `nxt` (JOC 23.3): by the coastline
    it came in by, always; by the other one only if it came in on an earlier turn (it has not
    moved in this movement: no ship crosses in one movement, whatever its steps) and the player
    has units of his own there. A ship built there came in by neither coastline."""
    side = ship.side
    exit_ = GREEK_SIDE.get(nxt)
    if side is None or exit_ is None or side == exit_:
        return True
    return ship.used == 0 and (mine.get(GREEK_AREA, 0) > 0 or s.cities.get(GREEK_AREA) == seat)


def _foreign(s: CivState, area: str, seat: int) -> bool:
    return any(p != seat and n > 0 for p, n in s.tokens.get(area, {}).items())


def water_reach(
    start: str,
    crossing: bool,
    max_hops: int | None,
    playable: frozenset[str] | None = None,
    *,
    side: str | None = None,
    greek_units: bool = False,
    over_turns: bool = False,
) -> dict[str, int]:
    """Land areas a ship at `start` can reach over water borders (hops), through `playable`
    areas only (the areas in play; every area if None), through open sea only when `crossing`,
    never stopping at sea. Used by Piracy (22.2.11) and the robots.

    The Greek coast (23.3): a ship leaves the Greek-coast area by the coastline it came in by
    (`side`, for a ship starting there); by the other one only when the player has units of his
    own there (`greek_units`), and then only as a ship that starts its move there or, with
    `over_turns` (a reach over several movements: it stops there and goes on the next turn),
    one passing through. No ship crosses from one coastline to the other in one movement."""
    first = (start, side if start == GREEK_AREA else None)
    seen = {first: 0}
    best = {start: 0}
    frontier = [first]
    while frontier:
        nxt = []
        for node in frontier:
            a, entered = node
            d = seen[node]
            if max_hops is not None and d >= max_hops:
                continue
            if d and AREAS[a].sea and not crossing:
                continue
            for b in AREAS[a].water:
                if playable is not None and b not in playable:
                    continue
                if a == GREEK_AREA and entered is not None:
                    exit_ = GREEK_SIDE.get(b)
                    crosses = exit_ is not None and exit_ != entered
                    if crosses and not (greek_units and (d == 0 or over_turns)):
                        continue
                key = (b, GREEK_SIDE.get(a) if b == GREEK_AREA else None)
                if key not in seen:
                    seen[key] = d + 1
                    nxt.append(key)
                    if b not in best:
                        best[b] = d + 1
        frontier = nxt
    return {a: h for a, h in best.items() if not AREAS[a].sea}


def ships_reset(s: CivState) -> None:
    for p in s.seats:
        for sh in p.ships:
            sh.used = 0


__all__ = ["SHIP_CAPACITY", "Ship", "may_cross_open_sea", "run", "ship_range", "ships_reset", "water_reach"]
