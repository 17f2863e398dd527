"""Conflict (JOC 11): no player chooses anything, so the phase resolves by itself.

Token conflicts (11.5): players remove one token at a time in ascending order of strength,
equal strengths together, until the area is within its limit; Metal Working holders remove
after every non-holder (22.3.9); Agriculture never counts (22.3.10). City areas (11.6–11.8):
rival tokens fight until one nation is left; if that is an attacker with at least 7 tokens
(8 against Engineering) the city becomes 6 of its owner's tokens and the fight goes on with the
area's limit, or surrenders when its owner has fewer than 6 tokens in stock. Ruling R6: every
token conflict is resolved before any city is attacked, which is what 11.8.2 lets a defender
demand, so nobody is ever asked.
"""

from __future__ import annotations

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
    metal = {p for p in range(s.players) if has(s, p, "metal_working")}
    # 1. Token conflicts outside cities.
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
    # 2. Cities with foreign tokens, in the owners' A.S.T. order.
    contested = [a for a, owner in s.cities.items() if any(p != owner for p in s.tokens.get(a, {}))]
    for area in sorted(contested, key=lambda a: (ast_key(s, s.cities[a]), a)):
        _city_conflict(s, area, metal, ev)


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
