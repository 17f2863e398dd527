"""Cities: building (JOC 12), surplus population (13), unsupported cities (14)."""

from __future__ import annotations

from engine.civilization.actions import AreaStep
from engine.civilization.board import (
    board_tokens,
    cities_of,
    city_count,
    city_stock,
    limit_for,
    reduce_city,
    reduction_tokens,
    remove_tokens,
    tokens_at,
)
from engine.civilization.data import AREAS
from engine.civilization.state import CivState
from engine.core import Event, Refusal

SITE_TOKENS = 6  # JOC 12.2
NO_SITE_TOKENS = 12


def tokens_needed(area: str) -> int:
    return SITE_TOKENS if AREAS[area].city_site else NO_SITE_TOKENS


def build_sites(s: CivState, seat: int) -> list[str]:
    """Areas where the seat may build a city now."""
    if city_stock(s, seat) <= 0:
        return []
    cities = s.cities
    return sorted(a for a, d in s.tokens.items()
                  if d.get(seat, 0) >= SITE_TOKENS and a not in cities and d[seat] >= tokens_needed(a))


def check_build(s: CivState, seat: int, steps: tuple[AreaStep, ...]) -> Refusal | None:
    seen: set[str] = set()
    for i, st in enumerate(steps, start=1):
        a = st.area
        if a in seen:
            return Refusal("civilization.err.build_twice", n=i, area=a)
        seen.add(a)
        if a in s.cities:
            return Refusal("civilization.err.city_there", n=i, area=a)
        have = tokens_at(s, a, seat)
        if have < tokens_needed(a):
            return Refusal("civilization.err.build_tokens", n=i, area=a, have=have, need=tokens_needed(a))
    if len(steps) > city_stock(s, seat):
        return Refusal("civilization.err.city_limit", count=len(steps), left=city_stock(s, seat))
    return None


def apply_build(s: CivState, seat: int, steps: tuple[AreaStep, ...], ev: list[Event]) -> None:
    for st in steps:
        a = st.area
        if a in s.cities or city_stock(s, seat) <= 0:  # taken by an earlier answer
            ev.append(Event(key="civilization.log.build_failed", params={"seat": seat, "area": a}))
            continue
        remove_tokens(s, a, seat, tokens_at(s, a, seat))
        s.cities[a] = seat
        s.seats[seat].new_cities.append(a)
        ev.append(Event(key="civilization.log.city_built", params={"seat": seat, "area": a}))


def remove_surplus(s: CivState, ev: list[Event]) -> None:
    """No tokens in an area with a city; none above the limit elsewhere (JOC 13.1)."""
    for a in sorted(s.tokens):
        d = s.tokens[a]
        if a in s.cities:
            for p in list(d):
                n = remove_tokens(s, a, p, d[p])
                ev.append(Event(key="civilization.log.surplus", params={"seat": p, "area": a, "count": n}))
            continue
        if len(d) == 1:
            ((p, n),) = d.items()
            extra = n - limit_for(s, a, p)
            if extra > 0:
                remove_tokens(s, a, p, extra)
                ev.append(
                    Event(key="civilization.log.surplus", params={"seat": p, "area": a, "count": extra})
                )
        elif sum(d.values()) > AREAS[a].limit:
            # Cannot happen after the conflict phase; keep the board legal all the same.
            from engine.civilization.conflict import fight

            after = fight(d, AREAS[a].limit, set(), until_one=False)
            for p in list(d):
                lost = d.get(p, 0) - after.get(p, 0)
                if lost:
                    remove_tokens(s, a, p, lost)


# --- unsupported cities ------------------------------------------------------------------------
def needs_reduction(s: CivState, seat: int) -> bool:
    n = city_count(s, seat)
    return n > 0 and board_tokens(s, seat) < 2 * n


def _simulate(s: CivState, seat: int, order: list[str]) -> list[bool]:
    """Support after each reduction of `order`, in order (JOC 14.3, 14.4)."""
    tokens = board_tokens(s, seat)
    cities = city_count(s, seat)
    stock = s.seats[seat].stock
    out = []
    for a in order:
        add = min(reduction_tokens(s, a, seat), stock)
        stock -= add
        tokens += add
        cities -= 1
        out.append(tokens >= 2 * cities)
    return out


def _help(s: CivState, seat: int, area: str) -> int:
    return reduction_tokens(s, area, seat)


def check_reduction(s: CivState, seat: int, steps: tuple[AreaStep, ...]) -> Refusal | None:
    """The cities reduced one at a time until the rest are supported, newest first (14.2, 14.3)."""
    own = set(cities_of(s, seat))
    chosen: list[str] = []
    for i, st in enumerate(steps, start=1):
        if st.area not in own:
            return Refusal("civilization.err.not_your_city", n=i, area=st.area)
        if st.area in chosen:
            return Refusal("civilization.err.reduce_twice", n=i, area=st.area)
        chosen.append(st.area)
    new = [a for a in s.seats[seat].new_cities if a in own]
    if any(a not in new for a in chosen) and any(a not in chosen for a in new):
        return Refusal("civilization.err.reduce_new_first", area=next(a for a in new if a not in chosen))
    order = sorted((a for a in chosen if a in new), key=lambda a: _help(s, seat, a)) + sorted(
        (a for a in chosen if a not in new), key=lambda a: _help(s, seat, a)
    )
    result = _simulate(s, seat, order)
    if not (result[-1] if result else not needs_reduction(s, seat)):
        return Refusal("civilization.err.still_unsupported")
    if any(result[:-1]):
        return Refusal("civilization.err.reduce_too_many")
    return None


def default_reduction(s: CivState, seat: int) -> list[str]:
    own = cities_of(s, seat)
    new = [a for a in s.seats[seat].new_cities if a in own]
    order = sorted(new, key=lambda a: (-_help(s, seat, a), a)) + sorted(
        (a for a in own if a not in new), key=lambda a: (-_help(s, seat, a), a)
    )
    out: list[str] = []
    for a, ok in zip(order, _simulate(s, seat, order)):
        out.append(a)
        if ok:
            break
    return out


def apply_reduction(s: CivState, seat: int, areas: list[str], ev: list[Event]) -> None:
    new = set(s.seats[seat].new_cities)
    order = sorted((a for a in areas if a in new), key=lambda a: _help(s, seat, a)) + sorted(
        (a for a in areas if a not in new), key=lambda a: _help(s, seat, a)
    )
    for a in order:
        reduce_city(s, a, ev, "support")


def reduction_is_forced(s: CivState, seat: int) -> bool:
    """Whether the choice is no choice: every city must go, or all candidates are alike."""
    return len(default_reduction(s, seat)) == city_count(s, seat)
