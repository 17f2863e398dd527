"""Whole-phase orders built step by step (`engine.core.choices.steps_options`): for each field
of a step being built, the values worth trying (`candidates`: a superset of the legal ones, from
the board and the question asked), and for an order that must reach a total, the rest of it
(`completion`). `check` judges every candidate on a whole order, so nothing here decides what is
legal: a wrong candidate list can only leave a legal choice out (the property tests look for
that), never offer an illegal one.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from engine.civilization import calamities, cities, movement, phases, ships
from engine.civilization.actions import (
    AreaStep,
    BuildShip,
    GrowStep,
    KeepShip,
    LoseCity,
    LoseTokens,
    MoveShip,
    MoveTokens,
    Share,
)
from engine.civilization.board import cities_of, reduction_tokens
from engine.civilization.data import AREAS
from engine.civilization.state import CivState
from engine.core.choices import Draft

MAX_CARRY = 5  # JOC 10.5


def _ask_kind(s: CivState) -> str:
    return s.ask.kind if s.ask is not None else ""


def _params(s: CivState, seat: int) -> dict[str, Any]:
    return s.ask.params.get(seat, {}) if s.ask is not None else {}


# --- candidates ----------------------------------------------------------------------------------
def candidates(s: CivState, seat: int, verb: str, steps: tuple[Any, ...], draft: Draft,
               field: str) -> Sequence[Any] | None:
    kind = draft.kind
    values = draft.values
    if kind is MoveTokens:
        return _token_move(s, seat, steps, values, field)
    if kind is MoveShip:
        return _ship_move(s, seat, steps, values, field)
    if kind in (LoseTokens, LoseCity):
        tokens, towns = _losable(s, seat, verb)
        if kind is LoseCity:
            return towns
        if field == "area":
            return sorted(tokens)
        most = tokens.get(values["area"], 0) if "area" in values else max(tokens.values(), default=0)
        return range(1, most + 1)
    if kind is AreaStep:
        return _area_choices(s, seat, verb)
    if kind is GrowStep:
        allowed = phases.growth(s, seat)
        return sorted(allowed) if field == "area" else range(1, max(allowed.values(), default=0) + 1)
    if kind is KeepShip:
        return sorted({sh.area for sh in s.seats[seat].ships}) if field == "area" else None
    if kind is BuildShip:
        return ships.build_areas(s, seat) if field == "area" else None
    if kind is Share:
        params = _params(s, seat)
        if field == "to":
            return list(params.get("seats", []))
        return range(1, int(params.get("total") or 0) + 1)
    return None


def _landed(steps: tuple[Any, ...]) -> dict[str, int]:
    """Tokens the earlier steps of the order bring into each area."""
    out: dict[str, int] = {}
    for st in steps:
        if isinstance(st, MoveTokens):
            out[st.path[-1]] = out.get(st.path[-1], 0) + st.count
        elif isinstance(st, MoveShip) and st.carry:
            out[st.path[-1]] = out.get(st.path[-1], 0) + st.carry
    return out


def _token_move(s: CivState, seat: int, steps: tuple[Any, ...], values: dict[str, Any],
                field: str) -> Sequence[Any]:
    path = tuple(values.get("path", ()))
    landed = _landed(steps)
    mine = {a: d[seat] for a, d in s.tokens.items() if d.get(seat, 0) > 0}
    if field == "count":
        if path:
            return range(1, mine.get(path[0], 0) + landed.get(path[0], 0) + 1)
        return range(1, max((mine.get(a, 0) + landed.get(a, 0) for a in {*mine, *landed}), default=0) + 1)
    if not path:
        return sorted({*mine, *landed})
    return sorted(AREAS[path[-1]].land)


def _ship_move(s: CivState, seat: int, steps: tuple[Any, ...], values: dict[str, Any],
               field: str) -> Sequence[Any]:
    path = tuple(values.get("path", ()))
    limit = movement.ship_range(s, seat)
    sailed = {st.path[-1] for st in steps if isinstance(st, MoveShip)}
    if field == "path":
        if not path:  # a ship with hops left, or where an earlier step of the order took it
            return sorted({sh.area for sh in s.seats[seat].ships if sh.used < limit} | sailed)
        # No further than a ship still sails this turn, and through open sea only with
        # Astronomy (JOC 10.6-10.8): a bound on the paths worth trying, not a ruling.
        used = min((sh.used for sh in s.seats[seat].ships if sh.area == path[0]), default=0)
        left = limit if path[0] in sailed else limit - used
        at_sea = len(path) > 1 and AREAS[path[-1]].sea and not movement.may_cross_open_sea(s, seat)
        if len(path) > left or at_sea:
            return []
        if len(path) > 1:  # a route refused for more than ending at sea stays refused when longer
            refused = movement.run(s, seat, (*steps, MoveShip(path=path)), perform=False)
            if refused is not None and refused.key != "civilization.err.ship_ends_at_sea":
                return []
        return sorted(AREAS[path[-1]].water)
    if field == "carry":
        # A ship that cannot sail its route empty cannot sail it loaded: only the default then.
        if movement.run(s, seat, (*steps, MoveShip(path=path)), perform=False) is not None:
            return []
        there = s.tokens.get(path[0], {}).get(seat, 0) + _landed(steps).get(path[0], 0) if path else MAX_CARRY
        return range(min(MAX_CARRY, there) + 1)
    if field == "drop":  # landings along the way, fewer than the tokens carried
        if len(values.get("drop", ())) >= int(values.get("carry", 0)):
            return []
        return sorted({a for a in path[1:] if not AREAS[a].sea})
    return []


def _losable(s: CivState, seat: int, verb: str) -> tuple[dict[str, int], list[str]]:
    """The tokens and cities a loss (or a civil war's faction) may take."""
    r = s.resolving
    if r is None:
        return {}, []
    if verb == "pick":
        return calamities._scope_free(s, r)
    tokens, towns, _ = calamities._vulnerable(s, seat, r.data.get("scope", ""))
    return tokens, towns


def _area_choices(s: CivState, seat: int, verb: str) -> list[str]:
    params = _params(s, seat)
    if verb == "build":
        return cities.build_sites(s, seat)
    if "cities" in params:
        return list(params["cities"])
    return cities_of(s, seat)


# --- completions ---------------------------------------------------------------------------------
def completion(s: CivState, seat: int, verb: str, steps: tuple[Any, ...]) -> tuple[Any, ...] | None:
    kind = _ask_kind(s)
    params = _params(s, seat)
    if verb in ("lose", "pick"):
        return _rest_of_loss(s, seat, verb, steps)
    if verb == "grow":
        return _rest_of_growth(s, seat, steps)
    if verb == "assign":
        return _rest_of_shares(params, steps)
    if verb == "reduce" and kind == "reduce":
        return _rest_of_support(s, seat, steps)
    if verb in ("reduce", "revolt") or kind == "piracy":
        return _rest_of_cities(s, seat, kind, params, steps)
    return ()


def _rest_of_loss(s: CivState, seat: int, verb: str, steps: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """The units that complete a loss (or a civil war's pick) to one of the totals the rules
    allow (`calamities.loss_splits`): tokens from the largest stacks, then cities."""
    r = s.resolving
    if r is None:
        return None
    tokens, towns = _losable(s, seat, verb)
    if verb == "pick":
        value, required, stock = 5, int(r.data.get("required", 0)), None
    else:
        scope = r.data.get("scope", "")
        _, _, value = calamities._vulnerable(s, seat, scope)
        required = int(r.data.get("losses", {}).get(str(seat), 0))
        stock = calamities.stock_cap(s, seat, scope)
    left = dict(tokens)
    hit: set[str] = set()
    taken = 0
    for st in steps:
        if isinstance(st, LoseCity):
            hit.add(st.area)
        else:
            left[st.area] = left.get(st.area, 0) - st.count
            taken += st.count
    if any(n < 0 for n in left.values()):
        return None
    towns_left = [c for c in towns if c not in hit]
    for a, b in calamities.loss_splits(required, sum(tokens.values()), len(towns), value, stock):
        more_tokens, more_towns = a - taken, b - len(hit)
        if not (0 <= more_tokens <= sum(left.values()) and 0 <= more_towns <= len(towns_left)):
            continue
        more: list[Any] = []
        for area in sorted(left, key=lambda x: (-left[x], x)):
            n = min(more_tokens, left[area])
            if n > 0:
                more.append(LoseTokens(count=n, area=area))
                more_tokens -= n
        return (*more, *(LoseCity(area=c) for c in towns_left[:more_towns]))
    return None


def _rest_of_growth(s: CivState, seat: int, steps: tuple[Any, ...]) -> tuple[Any, ...] | None:
    allowed = phases.growth(s, seat)
    need = min(s.seats[seat].stock, sum(allowed.values()))
    left = dict(allowed)
    for st in steps:
        left[st.area] = left.get(st.area, 0) - st.count
    more = []
    rest = need - sum(st.count for st in steps)
    for a in sorted(left):
        n = min(rest, left[a], 2)
        if n > 0:
            more.append(GrowStep(count=n, area=a))
            rest -= n
    return tuple(more) if rest == 0 else None


def _rest_of_shares(params: dict[str, Any], steps: tuple[Any, ...]) -> tuple[Any, ...] | None:
    if not params.get("exact"):
        return ()
    rest = int(params.get("total") or 0) - sum(st.points for st in steps)
    given = {st.to for st in steps}
    caps = params.get("caps") or {}
    more = []
    for p in params.get("seats", []):
        if rest <= 0 or p in given:
            continue
        cap = caps.get(str(p), params.get("each"))
        if params.get("each") is not None:
            cap = min(cap, params["each"]) if cap is not None else params["each"]
        n = rest if cap is None else min(rest, cap)
        if n > 0:
            more.append(Share(points=n, to=p))
            rest -= n
    return tuple(more) if rest == 0 else None


def _rest_of_cities(s: CivState, seat: int, kind: str, params: dict[str, Any],
                    steps: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """Cities of an exact count (revolt, a reduction, piracy): the first combinations tried."""
    count = params.get("count")
    if count is None:
        return ()
    chosen = [st.area for st in steps]
    left = [a for a in params.get("cities", []) if a not in chosen]
    need = int(count) - len(chosen)
    if need < 0:
        return None
    if kind != "piracy":
        return tuple(AreaStep(area=a) for a in left[:need]) if len(left) >= need else None
    reach = calamities._reach(s, seat)
    for more in combinations(left, need):
        if calamities._matching(reach, [*chosen, *more]) == int(count):
            return tuple(AreaStep(area=a) for a in more)
    return None


def _rest_of_support(s: CivState, seat: int, steps: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """Unsupported cities (JOC 14): further cities that pass `check` — first the cities the
    default would reduce next (this round's first, the most helpful first), then any set of up
    to three more."""
    chosen = [st.area for st in steps]
    left = [a for a in cities_of(s, seat) if a not in chosen]
    new = set(s.seats[seat].new_cities)
    preferred = sorted(left, key=lambda a: (a not in new, -reduction_tokens(s, a, seat), a))

    def passes(more: Sequence[str]) -> bool:
        order = tuple(AreaStep(area=a) for a in (*chosen, *more))
        return cities.check_reduction(s, seat, order) is None

    for n in range(len(preferred) + 1):
        if passes(preferred[:n]):
            return tuple(AreaStep(area=a) for a in preferred[:n])
    for n in range(1, min(3, len(left)) + 1):
        for more in combinations(left, n):
            if passes(more):
                return tuple(AreaStep(area=a) for a in more)
    return None


__all__ = ["candidates", "completion"]
