"""Pieces on the board: counting, placing and removing tokens and cities, population limits,
city support and reduction (JOC 7, 12, 13, 14). Every token is in one place: a player's
stock, treasury, or an area of the board."""

from __future__ import annotations

from typing import Any

from engine.civilization.data import AREAS, AST_ROW, CITIES_PER_NATION, NATION_IDS
from engine.civilization.state import CivState
from engine.core import Event


def has(s: CivState, seat: int, advance: str) -> bool:
    return advance in s.seats[seat].advances


def tokens_at(s: CivState, area: str, seat: int) -> int:
    return s.tokens.get(area, {}).get(seat, 0)


def board_tokens(s: CivState, seat: int) -> int:
    n = 0
    for d in s.tokens.values():
        if seat in d:
            n += d[seat]
    return n


def token_areas(s: CivState, seat: int) -> list[str]:
    return sorted(a for a, d in s.tokens.items() if d.get(seat, 0) > 0)


def cities_of(s: CivState, seat: int) -> list[str]:
    return sorted(a for a, o in s.cities.items() if o == seat)


def city_count(s: CivState, seat: int) -> int:
    return [*s.cities.values()].count(seat)


def city_stock(s: CivState, seat: int) -> int:
    return CITIES_PER_NATION - city_count(s, seat)


def unit_points(s: CivState, seat: int) -> int:
    """Tokens count 1, cities 5 (JOC 22.2.3)."""
    return board_tokens(s, seat) + 5 * city_count(s, seat)


def area_total(s: CivState, area: str) -> int:
    return sum(s.tokens.get(area, {}).values())


def occupants(s: CivState, area: str) -> list[int]:
    return sorted(p for p, n in s.tokens.get(area, {}).items() if n > 0)


def add_tokens(s: CivState, area: str, seat: int, n: int) -> int:
    """Move up to n tokens from the seat's stock to the area; returns how many."""
    n = min(n, s.seats[seat].stock)
    if n <= 0:
        return 0
    d = s.tokens.setdefault(area, {})
    d[seat] = d.get(seat, 0) + n
    s.seats[seat].stock -= n
    return n


def remove_tokens(s: CivState, area: str, seat: int, n: int) -> int:
    """Return up to n of the seat's tokens in the area to its stock; returns how many."""
    d = s.tokens.get(area)
    have = d.get(seat, 0) if d else 0
    n = min(n, have)
    if n <= 0:
        return 0
    assert d is not None
    if have == n:
        del d[seat]
        if not d:
            del s.tokens[area]
    else:
        d[seat] = have - n
    s.seats[seat].stock += n
    return n


def move_tokens(s: CivState, src: str, dst: str, seat: int, n: int) -> None:
    d = s.tokens[src]
    d[seat] -= n
    if d[seat] == 0:
        del d[seat]
        if not d:
            del s.tokens[src]
    t = s.tokens.setdefault(dst, {})
    t[seat] = t.get(seat, 0) + n


def limit_for(s: CivState, area: str, seat: int) -> int:
    """Population limit for the seat's tokens: +1 with Agriculture when alone there (22.3.10)."""
    base = AREAS[area].limit
    if has(s, seat, "agriculture") and all(p == seat for p in s.tokens.get(area, {})):
        return base + 1
    return base


def reduction_tokens(s: CivState, area: str, seat: int) -> int:
    """Tokens a reduced city leaves: the area's limit, +1 with Agriculture (14.3, 22.3.10)."""
    return AREAS[area].limit + (1 if has(s, seat, "agriculture") else 0)


def reduce_city(s: CivState, area: str, ev: list[Event], why: str) -> None:
    """Replace a city by as many of its owner's tokens as the area allows (JOC 14.3, 14.4)."""
    seat = s.cities.pop(area)
    p = s.seats[seat]
    if area in p.new_cities:
        p.new_cities.remove(area)
    placed = add_tokens(s, area, seat, reduction_tokens(s, area, seat))
    ev.append(
        Event(
            key="civilization.log.city_reduced",
            params={"seat": seat, "area": area, "tokens": placed, "why": why},
        )
    )


def eliminate_city(s: CivState, area: str, ev: list[Event], why: str) -> None:
    seat = s.cities.pop(area)
    p = s.seats[seat]
    if area in p.new_cities:
        p.new_cities.remove(area)
    ev.append(Event(key="civilization.log.city_lost", params={"seat": seat, "area": area, "why": why}))


def supported(s: CivState, seat: int) -> bool:
    """Two tokens on the board for every city (JOC 14.2)."""
    return board_tokens(s, seat) >= 2 * city_count(s, seat)


def ast_key(s: CivState, seat: int) -> int:
    nation = s.seats[seat].nation
    return AST_ROW[nation] if nation else len(NATION_IDS) + seat


def ast_order(s: CivState, seats: list[int] | None = None) -> list[int]:
    """Seats in A.S.T. order (JOC 5.2), which also breaks every ordinary tie (5.3)."""
    return sorted(range(s.players) if seats is None else seats, key=lambda p: ast_key(s, p))


def most_stock(s: CivState, exclude_bonus: dict[int, int] | None = None) -> list[int]:
    """Seats by tokens in stock, most first, ties in A.S.T. order."""
    bonus = exclude_bonus or {}
    return sorted(range(s.players), key=lambda p: (-(s.seats[p].stock - bonus.get(p, 0)), ast_key(s, p)))


def in_play(s: CivState, area: str) -> bool:
    return area in play_set(s)


_CACHE: dict[tuple[str, ...], frozenset[str]] = {}
# The last list of areas asked about, a copy of it, and its set: a state asks again and again.
_LAST: list[Any] = [None, None, frozenset()]


def play_set(s: CivState) -> frozenset[str]:
    """The areas in play (JOC III), as a set (shared by every state of the same scenario)."""
    areas = s.areas_in_play
    last, copy, found = _LAST
    if areas is last and areas == copy:
        # Why the ignore below: The one-entry cache is a list of Any; `found` is the frozenset stored below.
        return found  # type: ignore[no-any-return]
    key = tuple(areas)
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = frozenset(key)
    _LAST[:] = [areas, list(areas), found]
    return found
