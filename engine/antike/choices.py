"""Legal values of one field of an action (`AntikeGame.options`), listed directly instead of
derived by trying every candidate against `check`: the rondel with every payment, arming,
own battles, conquests, founding, and moves item by item (the path one province at a time).

Each lister builds only legal actions from the same `check_*` functions (or the same counts),
and the property tests hold the lists to `check` in both directions. Verbs not listed here
(take, nation, knowhow, order) use the core's derivation from `check`: a handful of values.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping
from types import SimpleNamespace
from typing import Any

from engine.core import DONE, Action

from . import battles, rules
from .actions import MAX_UNITS, Battle, BuildTemple, Found
from .board import load_board
from .state import AntikeState

UNITS = ("legion", "galley")
# Longest declared path: three borders (Roads, Navigation).
MAX_STEPS = 3


def _battles(state: AntikeState, seat: int, chosen: Mapping[str, Any]) -> list[Action]:
    # `battle yes n` asks for at most n pairs; more than can be fought is as many as possible.
    return [Battle(fight=True), *(Battle(fight=True, pairs=k) for k in range(1, MAX_UNITS + 1)),
            Battle(fight=False)]


def _temples(state: AntikeState, seat: int, chosen: Mapping[str, Any]) -> list[Action]:
    return [BuildTemple(province=p) for p in rules.own_cities(state, seat)
            if rules.check_temple(state, seat, p) is None]


def _found(state: AntikeState, seat: int, chosen: Mapping[str, Any]) -> list[Action]:
    return [Found(province=p) for p in rules.found_candidates(state, seat)]


LISTERS: dict[str, Callable[[AntikeState, int, Mapping[str, Any]], Iterable[Action]]] = {
    "rondel": lambda state, seat, chosen: rules.rondel_actions(state, seat, chosen.get("space")),
    "temple": _temples,
    "arm": lambda state, seat, chosen: rules.arm_choices(state, seat, province=chosen.get("province")),
    "fight": lambda state, seat, chosen: rules.fights(state, seat),
    "conquer": lambda state, seat, chosen: battles.conquests(state, seat, chosen.get("province")),
    "found": _found,
    "battle": _battles,
}


def project(actions: Iterable[Any], field: str, chosen: Mapping[str, Any],
            prefix: tuple[Any, ...] | None) -> list[Any]:
    """The values of `field` among the actions that agree with `chosen` (with `prefix`: the next
    items after it, and DONE when the prefix is a whole value)."""
    out: dict[Any, None] = {}
    fixed = [(k, v) for k, v in chosen.items() if k != field]
    for a in actions:
        if any(getattr(a, k, v) != v for k, v in fixed):
            continue
        value = getattr(a, field)
        if prefix is None:
            out[value] = None
            continue
        n = len(prefix)
        if tuple(value[:n]) != tuple(prefix):
            continue
        out[DONE if len(value) == n else value[n]] = None
    return list(out)


def options(state: AntikeState, seat: int, verb: str, field: str, chosen: Mapping[str, Any],
            prefix: tuple[Any, ...] | None) -> list[Any] | None:
    """The legal values, or None to let the core derive them from `check`."""
    if verb == "move":
        return move_options(state, seat, field, chosen, prefix)
    lister = LISTERS.get(verb)
    if lister is None:
        return None
    return project(lister(state, seat, chosen), field, chosen, prefix)


# --- moves -----------------------------------------------------------------------------------
def group_fits(here: list[int], steps: int, count: int | None, named: tuple[int, ...]) -> bool:
    """Whether units there can make `steps` borders: `count` of them (any number if None),
    the `named` ones if named (the same conditions as `battles.check_move`)."""
    if count is not None and len(here) < count:
        return False
    if named:
        if count is not None and len(named) != count:
            return False
        return min(named) >= steps and battles._contains(here, named)
    return sum(1 for a in here if a >= steps) >= (count or 1)


def _borders_ok(unit: str, path: tuple[str, ...]) -> bool:
    return battles.border_refusal(unit, path) is None


def _paths(unit: str, start: str, steps: int) -> list[tuple[str, ...]]:
    """Every path of 1..steps borders from `start` for this unit type."""
    neighbours = load_board().neighbours[unit]
    out: list[tuple[str, ...]] = []
    frontier: list[tuple[str, ...]] = [(start,)]
    for _ in range(steps):
        frontier = [(*p, nb) for p in frontier for nb in neighbours[p[-1]]]
        out.extend(frontier)
    return out


def _named_groups(here: list[int], steps: int, count: int | None) -> list[tuple[int, ...]]:
    """Every choice of moving units by their actions left (canonical: ascending)."""
    pool = sorted(a for a in here if a >= steps)
    sizes = [count] if count is not None else range(1, len(pool) + 1)
    out: dict[tuple[int, ...], None] = {}
    for size in sizes:
        for combo in itertools.combinations(pool, size):
            out[combo] = None
    return list(out)


def move_options(state: AntikeState, seat: int, field: str, chosen: Mapping[str, Any],
                 prefix: tuple[Any, ...] | None) -> list[Any]:
    maneuver = state.maneuver
    if maneuver is None:
        return []
    units = [chosen["unit"]] if chosen.get("unit") in UNITS else list(UNITS)
    path: tuple[str, ...] | None = chosen.get("path") or None
    count: int | None = chosen.get("count")
    named: tuple[int, ...] = tuple(chosen.get("actions") or ())

    def ready(unit: str, province: str) -> list[int]:
        return battles.ready_list(state, unit, province)

    def starts(unit: str) -> list[str]:
        key = f"{unit}:"
        return sorted(k[len(key):] for k in maneuver.ready if k.startswith(key))

    def legal_paths(unit: str) -> list[tuple[str, ...]]:
        if path is not None:
            fits = _borders_ok(unit, path) and group_fits(ready(unit, path[0]), len(path) - 1, count, named)
            return [path] if fits else []
        out = []
        for start in starts(unit):
            here = ready(unit, start)
            for p in _paths(unit, start, min(MAX_STEPS, max(here, default=0))):
                if group_fits(here, len(p) - 1, count, named):
                    out.append(p)
        return out

    if field == "unit":
        return [u for u in units if legal_paths(u)]
    if field == "count":
        counts: dict[int, None] = {}
        for u in units:
            for p in legal_paths(u):
                here = ready(u, p[0])
                for c in range(1, len(here) + 1):
                    if (count is None or c == count) and group_fits(here, len(p) - 1, c, named):
                        counts[c] = None
        return sorted(counts)
    if field == "actions":
        groups: dict[tuple[int, ...], None] = {}
        for u in units:
            for p in legal_paths(u):
                here = ready(u, p[0])
                if group_fits(here, len(p) - 1, count, ()):
                    groups[()] = None
                for g in _named_groups(here, len(p) - 1, count):
                    groups[g] = None
        if prefix is not None:
            return project((SimpleNamespace(actions=g) for g in groups), "actions", {}, prefix)
        return list(groups)
    if field != "path":
        return []
    if prefix is None:
        return list(dict.fromkeys(p for u in units for p in legal_paths(u)))
    return _next_provinces(state, units, tuple(prefix), count, named)


def _next_provinces(state: AntikeState, units: list[str], prefix: tuple[str, ...], count: int | None,
                    named: tuple[int, ...]) -> list[Any]:
    """Item by item: the start provinces, then each legal next province (and DONE once the
    path so far is itself a legal move)."""
    out: dict[Any, None] = {}
    for unit in units:
        if not prefix:
            key = f"{unit}:"
            for k, here in sorted(state.maneuver.ready.items() if state.maneuver else ()):
                if k.startswith(key) and group_fits(here, 1, count, named):
                    out[k[len(key):]] = None
            continue
        if not _borders_ok(unit, prefix):
            continue
        here = battles.ready_list(state, unit, prefix[0])
        steps = len(prefix) - 1
        if steps >= 1 and group_fits(here, steps, count, named):
            out[DONE] = None
        if steps < MAX_STEPS and group_fits(here, steps + 1, count, named):
            for nb in load_board().neighbours[unit][prefix[-1]]:
                out[nb] = None
    return list(out)
