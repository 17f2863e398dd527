"""Conflict (JOC 11): it resolves by itself unless a city's owner may demand another order.

Token conflicts (11.5): players remove one token at a time in ascending order of strength,
equal strengths together, until the area is within its limit; Metal Working holders remove
after every non-holder (22.3.9); Agriculture never counts (22.3.10). City areas (11.6–11.8):
rival tokens fight until one nation is left; if that is an attacker with at least 7 tokens
(8 against Engineering) the city becomes 6 of its owner's tokens and the fight goes on with the
area's limit, or surrenders when its owner has fewer than 6 tokens in stock.

Order (ruling R6): every token conflict first (the tokens lost go to stock, which can only help
an owner keep a city), then the cities in their owners' A.S.T. order. A city's owner may demand
that the other conflicts involving his tokens be resolved first (11.8.2): he is asked only when
that saves his city from surrendering (`demand_offer`); an honoured demand moves his city after
those conflicts, unless it would undo an earlier player's demand (earlier in A.S.T. order).
"""

from __future__ import annotations

from typing import Any

from engine.civilization.board import ast_key, city_stock, has
from engine.civilization.data import AREAS
from engine.civilization.state import CivState
from engine.core import Event

CITY_REPLACEMENT = 6  # JOC 11.6.2


def fight(counts: dict[int, int], limit: int, metal: set[int], until_one: bool) -> dict[int, int]:
    """Remove tokens as 11.5 says; returns the new counts (zeros dropped)."""
    counts = {p: n for p, n in counts.items() if n > 0}

    def over() -> bool:
        if len(counts) < 2:
            return False
        return until_one or sum(counts.values()) > limit

    while over():
        order = sorted(counts, key=lambda p: (p in metal, counts[p], p))
        i = 0
        while i < len(order):
            key = (order[i] in metal, counts[order[i]])
            group = [order[i]]
            while (
                i + len(group) < len(order)
                and (order[i + len(group)] in metal, counts[order[i + len(group)]]) == key
            ):
                group.append(order[i + len(group)])
            for p in group:
                counts[p] -= 1
                if counts[p] == 0:
                    del counts[p]
            i += len(group)
            if not over():
                break
    return counts


def _set_counts(s: CivState, area: str, after: dict[int, int]) -> dict[int, int]:
    """Write the counts after a fight, returning what each seat lost (to stock, 11.3)."""
    before = dict(s.tokens.get(area, {}))
    lost = {}
    for p, n in before.items():
        left = after.get(p, 0)
        if left < n:
            lost[p] = n - left
            s.seats[p].stock += n - left
    if after:
        s.tokens[area] = dict(after)
    else:
        s.tokens.pop(area, None)
    return lost


def resolve(s: CivState, ev: list[Event]) -> None:
    """The whole phase in the fixed order, nobody demanding anything."""
    resolve_tokens(s, ev)
    resolve_cities(s, city_order(s, []), ev)


def resolve_tokens(s: CivState, ev: list[Event]) -> None:
    """Token conflicts outside cities (11.5)."""
    metal = _metal(s)
    for area in sorted(s.tokens):
        if area in s.cities:
            continue
        d = s.tokens[area]
        if len(d) < 2 or sum(d.values()) <= AREAS[area].limit:
            continue
        lost = _set_counts(s, area, fight(d, AREAS[area].limit, metal, until_one=False))
        ev.append(
            Event(
                key="civilization.log.conflict",
                params={"area": area, "losses": {str(p): n for p, n in sorted(lost.items())}},
            )
        )


def _metal(s: CivState) -> set[int]:
    return {p for p in range(s.players) if has(s, p, "metal_working")}


def contested(s: CivState) -> list[str]:
    """Cities with foreign tokens, in the fixed order: their owners' A.S.T. order, then by area."""
    found = [a for a, owner in s.cities.items() if any(p != owner for p in s.tokens.get(a, {}))]
    return sorted(found, key=lambda a: (ast_key(s, s.cities[a]), a))


def involving(s: CivState, seat: int, city: str, cities: list[str]) -> list[str]:
    """The other city conflicts of `cities` with `seat`'s tokens in them (as an attacker): those
    his demand puts first (11.8.2). His own other cities are not among them: resolving one
    first takes six tokens from his stock, which never helps him keep this one."""
    return [a for a in cities if a != city and s.cities[a] != seat and s.tokens.get(a, {}).get(seat, 0) > 0]


def city_order(s: CivState, demands: list[list[Any]]) -> list[str]:
    """The order city conflicts are resolved in: the fixed one, then each demand (seat, city)
    in turn moving its city after the conflicts involving the demander's tokens. A demand
    that would undo an earlier one is not honoured (demands are asked in A.S.T. order; the
    earlier stands)."""
    order = contested(s)
    kept: list[tuple[str, list[str]]] = []
    for seat, city in demands:
        if city not in order or s.cities.get(city) != seat:
            continue
        first = involving(s, seat, city, order)
        if not first:
            continue
        last = max(order.index(a) for a in first)
        if order.index(city) > last:  # already after them
            kept.append((city, first))
            continue
        trial = [a for a in order if a != city]
        trial.insert(trial.index(order[last]) + 1, city)
        if all(trial.index(c) > max(trial.index(a) for a in f) for c, f in kept):
            order = trial
            kept.append((city, first))
    return order


def resolve_cities(s: CivState, order: list[str], ev: list[Event]) -> None:
    metal = _metal(s)
    for area in order:
        if area in s.cities:
            _city_conflict(s, area, metal, ev)


def surrendered(s: CivState, order: list[str]) -> set[str]:
    """The cities that surrender (11.8.1) if the city conflicts are resolved in `order` (on a
    copy of the state)."""
    trial = s.model_copy(deep=True)
    ev: list[Event] = []
    resolve_cities(trial, order, ev)
    return {e.params["area"] for e in ev if e.key == "civilization.log.city_surrendered"}


def demand_offer(
    s: CivState, demands: list[list[Any]], asked: list[list[Any]]
) -> tuple[int, str, list[str]] | None:
    """The next owner to ask whether he demands (11.8.2), in A.S.T. order: (seat, city, the
    conflicts his demand puts first), only when the demand saves his city from surrendering;
    None when no demand would change that."""
    order = city_order(s, demands)
    lost: set[str] | None = None
    for city in contested(s):
        seat = s.cities[city]
        if any(a[0] == seat and a[1] == city for a in asked):
            continue
        if not involving(s, seat, city, order):
            continue
        with_it = city_order(s, [*demands, [seat, city]])
        if with_it == order:
            continue
        if lost is None:
            lost = surrendered(s, order)
        if city in lost and city not in surrendered(s, with_it):
            first = [a for a in with_it[: with_it.index(city)] if a in involving(s, seat, city, order)]
            return seat, city, first
    return None


def _city_conflict(s: CivState, area: str, metal: set[int], ev: list[Event]) -> None:
    owner = s.cities[area]
    d = s.tokens.get(area, {})
    if len(d) >= 2:
        lost = _set_counts(s, area, fight(d, 0, metal, until_one=True))
        ev.append(
            Event(
                key="civilization.log.conflict",
                params={"area": area, "losses": {str(p): n for p, n in sorted(lost.items())}},
            )
        )
    d = s.tokens.get(area, {})
    if not d:
        return
    ((attacker, n),) = d.items()
    if attacker == owner:
        return
    need = 8 if has(s, owner, "engineering") else 7  # 11.6.1, 22.3.13
    if n < need:
        _set_counts(s, area, {})
        ev.append(
            Event(
                key="civilization.log.attack_failed",
                params={"area": area, "seat": attacker, "owner": owner, "tokens": n, "need": need},
            )
        )
        return
    if s.seats[owner].stock < CITY_REPLACEMENT:
        # Surrender (11.8.1).
        del s.cities[area]
        if area in s.seats[owner].new_cities:
            s.seats[owner].new_cities.remove(area)
        taken = city_stock(s, attacker) > 0
        if taken:
            s.cities[area] = attacker
        ev.append(
            Event(
                key="civilization.log.city_surrendered",
                params={"area": area, "seat": attacker, "owner": owner, "taken": taken},
            )
        )
        return
    del s.cities[area]
    if area in s.seats[owner].new_cities:
        s.seats[owner].new_cities.remove(area)
    s.seats[owner].stock -= CITY_REPLACEMENT
    d[owner] = CITY_REPLACEMENT
    lost = _set_counts(s, area, fight(d, AREAS[area].limit, metal, until_one=False))
    ev.append(
        Event(
            key="civilization.log.city_attacked",
            params={
                "area": area,
                "seat": attacker,
                "owner": owner,
                "losses": {str(p): k for p, k in sorted(lost.items())},
            },
        )
    )
