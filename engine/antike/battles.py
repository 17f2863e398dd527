"""Maneuvers: movement along a path, battle demands, own battles and conquests ("Maniobra").

A declared path is walked one border at a time (`PendingMove`): units passing through a
province can be stopped by a battle there (the Rome example), so every entry asks the other
nations with units of the same type — by their standing order, or by a `battle_demand`
decision when the order is "ask". Demands at one step form one answer-once window, answered
in any order; they are then resolved clockwise after the mover, each against the entering
units still alive.

Every `check_*` returns a `Refusal` (a cheap value) or None; the functions after it perform.
"""

from __future__ import annotations

import itertools
from collections import Counter

from engine.core import AnswerOnce, Event, Refusal

from . import scoring
from .actions import Conquer, Fight, Move
from .board import load_board, load_rules
from .state import AntikeState, Maneuver, NationState, PendingMove

ALL = -1  # a demand for as many pairs as possible


def unit_actions(n: NationState, unit: str) -> int:
    """Actions per unit and maneuver: Wheel 2 / Roads 3 for legions, Sailing 2 / Navigation 3."""
    basic, advanced = ("wheel", "roads") if unit == "legion" else ("sailing", "navigation")
    return 3 if advanced in n.knowhows else 2 if basic in n.knowhows else 1


def defence_bonus(n: NationState) -> int:
    return 2 if "democracy" in n.knowhows else 1 if "monarchy" in n.knowhows else 0


def city_defence(state: AntikeState, province: str) -> int:
    """1 (3 with a temple) + the owner's units in the province + Monarchy 1 / Democracy 2."""
    owner = state.cities[province]
    n = state.nations[owner]
    base = 3 if province in state.temples else 1
    return base + n.legions.get(province, 0) + n.galleys.get(province, 0) + defence_bonus(n)


def city_counts(state: AntikeState) -> Counter[int]:
    """Cities per seat, counted once for a whole decision (not once per candidate)."""
    return Counter(state.cities.values())


def _key(unit: str, province: str) -> str:
    return f"{unit}:{province}"


def start_maneuver(state: AntikeState) -> None:
    n = state.nations[state.active]
    ready: dict[str, list[int]] = {}
    for unit in ("legion", "galley"):
        actions = unit_actions(n, unit)
        for prov, count in n.units(unit).items():
            ready[_key(unit, prov)] = [actions] * count
    state.maneuver = Maneuver(ready=ready)


def ready_list(state: AntikeState, unit: str, province: str) -> list[int]:
    """Actions left of each of the active nation's units there, most first."""
    if state.maneuver is None:
        return []
    return state.maneuver.ready.get(_key(unit, province), [])


def _set_ready(state: AntikeState, unit: str, province: str, values: list[int]) -> None:
    assert state.maneuver is not None
    key = _key(unit, province)
    if values:
        state.maneuver.ready[key] = sorted(values, reverse=True)
    else:
        state.maneuver.ready.pop(key, None)


def _change(units: dict[str, int], province: str, delta: int) -> None:
    count = units.get(province, 0) + delta
    if count < 0:  # pragma: no cover - callers check
        raise AssertionError("negative units")
    if count:
        units[province] = count
    else:
        units.pop(province, None)


# --- movement -------------------------------------------------------------------------------
def border_refusal(unit: str, path: tuple[str, ...]) -> Refusal | None:
    neighbours = load_board().neighbours[unit]
    for a, b in itertools.pairwise(path):
        if b not in neighbours[a]:
            key = "antike.err.legion_border" if unit == "legion" else "antike.err.galley_border"
            return Refusal(key, origin=a, to=b)
    return None


def _contains(pool: list[int], wanted: tuple[int, ...]) -> bool:
    have = Counter(pool)
    return all(have[v] >= n for v, n in Counter(wanted).items())


def check_move(state: AntikeState, seat: int, mv: Move) -> Refusal | None:
    problem = border_refusal(mv.unit, mv.path)
    if problem is not None:
        return problem
    steps = len(mv.path) - 1
    here = ready_list(state, mv.unit, mv.path[0])
    if len(here) < mv.count:
        return Refusal("antike.err.not_enough_units", unit=mv.unit, province=mv.path[0], count=len(here))
    able = sum(1 for a in here if a >= steps)
    if mv.actions:
        if len(mv.actions) != mv.count:
            return Refusal("antike.err.move_actions_count", count=mv.count, given=len(mv.actions))
        if min(mv.actions) < steps:
            return Refusal("antike.err.no_actions_left", unit=mv.unit, province=mv.path[0], steps=steps,
                           count=able)
        if not _contains(here, mv.actions):
            return Refusal("antike.err.no_such_units", unit=mv.unit, province=mv.path[0],
                           actions=" ".join(map(str, sorted(mv.actions, reverse=True))),
                           ready=" ".join(map(str, here)))
    elif able < mv.count:
        return Refusal("antike.err.no_actions_left", unit=mv.unit, province=mv.path[0], steps=steps,
                       count=able)
    return None


def moving_group(here: list[int], mv: Move) -> tuple[list[int], list[int]]:
    """(the moving units' actions left, those that stay): the named ones, else the freshest."""
    if not mv.actions:
        return here[:mv.count], here[mv.count:]
    stay = list(here)
    for a in mv.actions:
        stay.remove(a)
    return sorted(mv.actions, reverse=True), stay


def start_move(state: AntikeState, seat: int, mv: Move, events: list[Event]) -> None:
    group, stay = moving_group(ready_list(state, mv.unit, mv.path[0]), mv)
    _set_ready(state, mv.unit, mv.path[0], stay)
    state.pending = PendingMove(seat=seat, unit=mv.unit, group=group, at=mv.path[0], path=list(mv.path[1:]))
    advance_move(state, events)


def _open_demands(state: AntikeState, p: PendingMove) -> AnswerOnce | None:
    """The window of the nations concerned where the group just entered: standing orders
    answer at once, "ask" waits for a `battle_demand` answer."""
    concerned = {s for s, n in enumerate(state.nations) if s != p.seat and n.units(p.unit).get(p.at, 0)}
    if not concerned:
        return None
    seats = len(state.nations)
    window = AnswerOnce.clockwise(seats, p.seat, skip=set(range(seats)) - concerned)
    for seat in window.seats:
        order = state.nations[seat].order
        if order == "always":
            window.record(seat, ALL)
        elif order == "never":
            window.record(seat, 0)
        elif order == "city":
            window.record(seat, ALL if state.cities.get(p.at) == seat else 0)
    return window


def advance_move(state: AntikeState, events: list[Event]) -> None:
    """Walk the pending path until it ends, the group dies, or a demand must be asked."""
    p = state.pending
    assert p is not None
    mover = state.nations[p.seat]
    while True:
        if p.demands is not None:
            if not p.demands.complete:
                state.phase = "battle"
                return
            _resolve_demands(state, p, p.demands, events)
            p.demands = None
        if not p.group or not p.path:
            break
        nxt = p.path.pop(0)
        _change(mover.units(p.unit), p.at, -len(p.group))
        _change(mover.units(p.unit), nxt, len(p.group))
        events.append(Event(key="antike.log.moved", params={
            "nation": state.nation_of(p.seat), "unit": p.unit, "count": len(p.group), "origin": p.at,
            "to": nxt}))
        p.group = [a - 1 for a in p.group]
        p.at = nxt
        p.demands = _open_demands(state, p)
    if p.group:
        _set_ready(state, p.unit, p.at, ready_list(state, p.unit, p.at) + p.group)
    state.pending = None
    state.phase = "action"


def _resolve_demands(state: AntikeState, p: PendingMove, window: AnswerOnce, events: list[Event]) -> None:
    mover = state.nations[p.seat]
    for seat, wanted in window.in_order():
        if not wanted:
            events.append(Event(key="antike.log.let_pass", params={
                "nation": state.nation_of(seat), "province": p.at}))
            continue
        defender = state.nations[seat]
        pairs = min(len(p.group), defender.units(p.unit).get(p.at, 0))
        if wanted != ALL:
            pairs = min(pairs, wanted)
        if pairs <= 0:
            continue
        p.group = sorted(p.group, reverse=True)[:len(p.group) - pairs]  # the mover loses its most tired
        _change(mover.units(p.unit), p.at, -pairs)
        _change(defender.units(p.unit), p.at, -pairs)
        events.append(Event(key="antike.log.battle", params={
            "attacker": state.nation_of(p.seat), "defender": state.nation_of(seat), "unit": p.unit,
            "province": p.at, "pairs": pairs}))


def demand_seats(state: AntikeState) -> list[int]:
    """Seats asked about a battle now, in the order their answers apply."""
    p = state.pending
    if p is None or p.demands is None:
        return []
    return p.demands.waiting()


def answer_demand(state: AntikeState, seat: int, pairs: int, events: list[Event]) -> None:
    p = state.pending
    assert p is not None and p.demands is not None
    p.demands.record(seat, pairs)
    if p.demands.complete:
        advance_move(state, events)


# --- the active nation's own battles ---------------------------------------------------------
def seat_of_nation(state: AntikeState, nation: str) -> int | None:
    return next((s for s, n in enumerate(state.nations) if n.nation == nation), None)


def check_fight(state: AntikeState, seat: int, f: Fight) -> Refusal | None:
    target = seat_of_nation(state, f.nation)
    if target is None or target == seat:
        return Refusal("antike.err.fight_self", nation=f.nation)
    own = state.nations[seat].units(f.unit).get(f.province, 0)
    theirs = state.nations[target].units(f.unit).get(f.province, 0)
    if own == 0 or theirs == 0:
        return Refusal("antike.err.fight_no_units", unit=f.unit, province=f.province, nation=f.nation)
    if f.pairs is not None and not 1 <= f.pairs <= min(own, theirs):
        return Refusal("antike.err.fight_pairs", most=min(own, theirs))
    return None


def fight(state: AntikeState, seat: int, f: Fight, events: list[Event]) -> None:
    target = seat_of_nation(state, f.nation)
    assert target is not None
    own = state.nations[seat].units(f.unit)
    theirs = state.nations[target].units(f.unit)
    pairs = f.pairs or min(own[f.province], theirs[f.province])
    # Exhausted units fight too; the mover gives up its most tired units first.
    here = ready_list(state, f.unit, f.province)
    _set_ready(state, f.unit, f.province, here[:len(here) - pairs])
    _change(own, f.province, -pairs)
    _change(theirs, f.province, -pairs)
    events.append(Event(key="antike.log.battle", params={
        "attacker": state.nation_of(seat), "defender": f.nation, "unit": f.unit, "province": f.province,
        "pairs": pairs}))


# --- conquest --------------------------------------------------------------------------------
def able_units(state: AntikeState, unit: str, province: str) -> int:
    """The active nation's units there that still have an action (they may conquer)."""
    return sum(1 for a in ready_list(state, unit, province) if a >= 1)


def check_conquer(state: AntikeState, seat: int, c: Conquer,
                  counts: Counter[int] | None = None) -> Refusal | None:
    """`counts`: the cities per seat, when the caller judges many candidates of one position."""
    counts = city_counts(state) if counts is None else counts
    owner = state.cities.get(c.province)
    if owner is None or owner == seat:
        return Refusal("antike.err.no_enemy_city", province=c.province)
    if counts[owner] <= 1:
        return Refusal("antike.err.last_city", province=c.province, nation=state.nation_of(owner))
    defence = city_defence(state, c.province)
    if c.legions + c.galleys != defence:
        return Refusal("antike.err.conquest_strength", province=c.province, defence=defence)
    for unit, need in (("legion", c.legions), ("galley", c.galleys)):
        able = able_units(state, unit, c.province)
        if need > able:
            return Refusal("antike.err.conquest_units", unit=unit, province=c.province, count=able)
    at_limit = counts[seat] >= load_rules().city_markers
    if at_limit and c.release is None:
        return Refusal("antike.err.release_needed")
    if c.release is not None and (not at_limit or state.cities.get(c.release) != seat):
        return Refusal("antike.err.release_invalid", province=c.release)
    return None


def conquests(state: AntikeState, seat: int, province: str | None = None) -> list[Conquer]:
    """Every legal conquest (of `province` only, if given), built directly: the counts once,
    each city's defence once, only the unit mixes that fit."""
    if state.maneuver is None:
        return []
    counts = city_counts(state)
    releases: list[str | None] = [None]
    if counts[seat] >= load_rules().city_markers:
        releases = [*sorted(p for p, s in state.cities.items() if s == seat)]
    out: list[Conquer] = []
    # Only where the nation has units that may still act.
    places = {k.split(":", 1)[1] for k, acts in state.maneuver.ready.items() if acts and acts[0] >= 1}
    if province is not None:
        places &= {province}
    for prov in sorted(places):
        owner = state.cities.get(prov)
        if owner is None or owner == seat or counts[owner] <= 1:
            continue
        legions, galleys = able_units(state, "legion", prov), able_units(state, "galley", prov)
        if legions + galleys == 0:
            continue
        defence = city_defence(state, prov)
        for n in range(max(0, defence - galleys), min(defence, legions) + 1):
            out.extend(Conquer(province=prov, legions=n, galleys=defence - n, release=r) for r in releases)
    return out


def conquer(state: AntikeState, seat: int, c: Conquer, events: list[Event]) -> None:
    n = state.nations[seat]
    owner = state.cities[c.province]
    loser = state.nations[owner]
    defence = city_defence(state, c.province)
    for unit, need in (("legion", c.legions), ("galley", c.galleys)):
        if not need:
            continue
        here = ready_list(state, unit, c.province)
        # Spend the units with the fewest actions that can still act; keep the freshest.
        able = sorted(a for a in here if a >= 1)
        used = able[:need]
        left = list(here)
        for a in used:
            left.remove(a)
        _set_ready(state, unit, c.province, left)
        _change(n.units(unit), c.province, -need)
    loser.legions.pop(c.province, None)
    loser.galleys.pop(c.province, None)
    had_temple = c.province in state.temples
    if had_temple:
        state.temples.remove(c.province)
    if c.release is not None:
        del state.cities[c.release]
        if c.release in state.temples:
            state.temples.remove(c.release)  # an abandoned city keeps no temple (docs: ruling)
    state.cities[c.province] = seat
    events.append(Event(key="antike.log.conquest", params={
        "nation": state.nation_of(seat), "province": c.province, "defender": state.nation_of(owner),
        "defence": defence, "temple": had_temple}))
    if had_temple:
        scoring.temple_destroyed(state, seat, events)
