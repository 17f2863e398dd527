"""A simple greedy robot that always makes progress toward personages, so games end.

Progress bias (docs/antike.md, "Autoplay"): it builds temples (citizens), buys new
know-hows (scholars), expands toward free cities (kings), spreads galleys (navigators) and,
once no free city is in reach, gathers units on the weakest enemy city and conquers it
(generals; after all personages are gone, the first destroyed temple wins). It never fights
or conquers a nation of its own user (two-player game). Every choice passes `check`; derived
counts (cities per nation) are computed once per decision.
"""

from __future__ import annotations

import heapq
import random
from collections import Counter, deque
from typing import Any, cast

from engine.core import Action

from . import battles, economy, rules, scoring
from .actions import (
    Arm,
    Battle,
    BuildTemple,
    BuyKnowHow,
    ChooseNation,
    Done,
    Found,
    KnowHowId,
    Move,
    Resource,
    Rondel,
    TakeResource,
    Unit,
)
from .board import RESOURCES, RONDEL_KIND, load_board, load_rules
from .state import AntikeState


def choose(state: AntikeState, seat: int, rnd: random.Random) -> Action:
    if state.phase == "draft":
        return ChooseNation(nation=rnd.choice(rules.draft_choices(state, seat)))
    if seat in battles.demand_seats(state):
        return _battle(state, seat, rnd)
    if state.phase == "coin":
        n = state.nations[seat]
        return TakeResource(resource=cast(Resource, min(RESOURCES, key=lambda r: getattr(n, r))))
    if state.phase == "rondel":
        return _rondel(state, seat, rnd)
    if state.phase == "found":
        cands = rules.found_candidates(state, seat)
        return Found(province=cands[0]) if cands else Done()
    kind = RONDEL_KIND[state.space or "iron"]
    if kind == "temple":
        for p in rules.own_cities(state, seat):
            if rules.check_temple(state, seat, p) is None:
                return BuildTemple(province=p)
    elif kind == "arming":
        arm = _arm(state, seat, rnd)
        if arm is not None:
            return arm
    elif kind == "knowhow":
        ks = [k for k in load_rules().knowhows if rules.check_knowhow(state, seat, k) is None]
        if ks:
            best = min(ks, key=lambda k: (not rules.knowhow_is_new(state, seat, k),
                                          rules.knowhow_price(state, seat, k), rnd.random()))
            return BuyKnowHow(knowhow=cast(KnowHowId, best))
    elif kind == "maneuver":
        act = _maneuver(state, seat, rnd)
        if act is not None:
            return act
    cands = rules.found_candidates(state, seat)
    return Found(province=cands[0]) if cands else Done()


def _battle(state: AntikeState, seat: int, rnd: random.Random) -> Action:
    p = state.pending
    assert p is not None
    if rules.same_user(state, seat, p.seat):
        return Battle(fight=False)  # never against its own user's other nation
    mine = state.nations[seat].units(p.unit).get(p.at, 0)
    fight = state.cities.get(p.at) == seat or mine >= len(p.group) or rnd.random() < 0.3
    return Battle(fight=fight)


def _free_targets(state: AntikeState, seat: int) -> set[str]:
    n = state.nations[seat]
    board = load_board()
    return {p for p in board.names if p not in state.cities and not n.legions.get(p) and not n.galleys.get(p)}


def _enemy_cities(state: AntikeState, seat: int, counts: Counter[int]) -> list[str]:
    """Enemy cities worth attacking: not a nation's last city, never one of the robot's own
    user; only temple cities once generals are all that is left."""
    team = {s for s in range(len(state.nations)) if rules.same_user(state, seat, s)} | {seat}
    out = [p for p, owner in state.cities.items() if owner not in team and counts[owner] > 1]
    only_generals = state.sudden_death or all(v == 0 for k, v in state.stacks.items() if k != "general")
    if only_generals and any(p in state.temples for p in out):
        out = [p for p in out if p in state.temples]
    return out


def _weak_enemy_cities(state: AntikeState, seat: int, counts: Counter[int], top: int) -> list[str]:
    """The `top` best targets: temple cities while generals (or the win) are at stake, then
    the weakest defence."""
    temples_matter = state.sudden_death or state.stacks["general"] > 0

    def key(p: str) -> tuple[int, str]:
        return battles.city_defence(state, p) - 6 * (temples_matter and p in state.temples), p

    return heapq.nsmallest(top, _enemy_cities(state, seat, counts), key=key)


def _can_conquer_soon(state: AntikeState, seat: int) -> bool:
    """Whether units of the nation already stand on an enemy city as strong as its defence."""
    n = state.nations[seat]
    places = (set(n.legions) | set(n.galleys)) & set(_enemy_cities(state, seat, battles.city_counts(state)))
    return any(n.legions.get(p, 0) + n.galleys.get(p, 0) >= battles.city_defence(state, p) for p in places)


def _rondel(state: AntikeState, seat: int, rnd: random.Random) -> Action:
    n = state.nations[seat]
    units = sum(n.legions.values()) + sum(n.galleys.values())
    free = _free_targets(state, seat)
    scores: list[tuple[float, dict[str, Any]]] = []
    military = not free or (state.stacks["general"] > 0 and units >= 8)
    spreading = state.stacks["navigator"] > 0 and any(c > 1 for c in n.galleys.values())
    can_found = economy.can_pay(n, load_rules().city_cost)
    conquer_soon: bool | None = None
    for choice in rules.rondel_choices(state, seat):
        space, cost = choice["space"], choice["cost"]
        kind = RONDEL_KIND[space]
        score = 0.0
        if kind == "temple":
            score = 9 if state.stacks["citizen"] else 3
        elif kind == "knowhow":
            new = any(rules.knowhow_is_new(state, seat, k) and rules.check_knowhow(state, seat, k) is None
                      for k in load_rules().knowhows)
            score = 10 if new and state.stacks["scholar"] else 2
        elif kind == "arming":
            score = 7 if units < 6 else 6 if military and units < 30 else 2
            if state.stacks["navigator"] and sum(n.galleys.values()) < 8:
                score += 3
        elif kind == "maneuver":
            expand: float = 5 if units and free else 0
            if not can_found:
                expand /= 3
            if conquer_soon is None:
                conquer_soon = _can_conquer_soon(state, seat)
            score = 1 + (12 if conquer_soon else 0) + expand
            score += 4 if spreading else 0
            score += 5 if military and units >= 4 else 0
        else:
            need = {"marble": 5, "gold": 7, "iron": 3}[space] - getattr(n, space)
            score = 6 if need > 0 else 0.5
            if not can_found:
                score += 3
        if not choice["usable"]:
            score = -5  # a spending space it could not use: only when nothing else is possible
        score -= 3 * cost
        scores.append((score + rnd.random(), choice))
    best = max(scores, key=lambda t: t[0])[1]
    return Rondel(space=best["space"], paid=best["cost"], pay=tuple(best["pay"]))


def _arm(state: AntikeState, seat: int, rnd: random.Random) -> Arm | None:
    options = rules.arm_choices(state, seat)
    if not options:
        return None
    board = load_board()
    n = state.nations[seat]
    galleys_wanted = scoring.seas_occupied(state, seat) < 8

    def value(a: Arm) -> float:
        v: float = a.legions + a.galleys
        if a.galleys and board.kind[a.province] != "land":
            v += 0.5 if galleys_wanted else 0
        if a.legions and n.legions.get(a.province, 0) > 4:
            v -= 1
        return v + rnd.random() * 0.1

    return max(options, key=value)


def _distances(unit: str, start: str, goals: set[str]) -> dict[str, int]:
    """Distance from each province to the nearest goal, over the unit's graph."""
    board = load_board()
    dist = {g: 0 for g in goals}
    queue = deque(goals)
    while queue:
        cur = queue.popleft()
        for nb in board.neighbours[unit][cur]:
            if nb not in dist:
                dist[nb] = dist[cur] + 1
                queue.append(nb)
    return dist


def _maneuver(state: AntikeState, seat: int, rnd: random.Random) -> Action | None:
    assert state.maneuver is not None
    counts = battles.city_counts(state)
    conquests = [c for c in battles.conquests(state, seat)
                 if not rules.same_user(state, seat, state.cities[c.province])]
    if conquests:
        return max(conquests, key=lambda c: (c.province in state.temples, rnd.random()))
    # Now and then an own battle against another user's units met on the way, so the robot
    # plays every kind of action over many games (issue 17 item 14); never its own team.
    seat_of = {nation.nation: s for s, nation in enumerate(state.nations)}
    fights = [f for f in rules.fights(state, seat) if not rules.same_user(state, seat, seat_of[f.nation])]
    if fights and rnd.random() < 0.25:
        return rnd.choice(fights)
    n = state.nations[seat]
    board = load_board()
    free = _free_targets(state, seat)
    enemy = _weak_enemy_cities(state, seat, counts, 3)
    for key, acts in sorted(state.maneuver.ready.items()):
        unit, prov = key.split(":")
        able = [a for a in acts if a >= 1]
        if not able:
            continue
        own_here = n.units(unit).get(prov, 0)
        if prov not in state.cities and own_here <= 1:
            continue  # wait here to found the city
        if prov in enemy and not (unit == "galley" and own_here > 1 and state.stacks["navigator"]):
            continue  # hold the force together for a conquest
        goals = free if free else set(enemy)
        count = 1 if free else len(able)
        if unit == "galley" and own_here > 1 and (state.stacks["navigator"] or not free):
            goals = {p for p in board.names if not n.galleys.get(p) and board.kind[p] != "land"}
            count = 1
        if not goals:
            continue
        dist = _distances(unit, prov, goals - {prov} or goals)
        here_d = dist.get(prov)
        if here_d is None:
            continue
        steps = [nb for nb in board.neighbours[unit][prov] if dist.get(nb, 99) < here_d]
        if not steps:
            continue
        mv = Move(unit=cast(Unit, unit), count=count, path=(prov, rnd.choice(steps)))
        if battles.check_move(state, seat, mv) is None:
            return mv
    return None
