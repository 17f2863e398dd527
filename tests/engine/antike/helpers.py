"""Helpers to build Antike positions for scenario tests."""

from __future__ import annotations

from engine.antike import GAME
from engine.antike.state import AntikeOptions, AntikeState
from engine.core import Event, apply


def blank(users: int = 4, seed: int = 1, **options: object) -> AntikeState:
    """A set-up game with the board emptied: no cities, units, resources or know-hows."""
    state = GAME.setup(users, AntikeOptions(**options), seed)
    state.cities = {}
    state.temples = []
    for n in state.nations:
        n.marble = n.iron = n.gold = n.coins = 0
        n.legions, n.galleys, n.knowhows, n.personages = {}, {}, [], []
        n.rondel = None
    return state


def seat(state: AntikeState, nation: str) -> int:
    return next(s for s, n in enumerate(state.nations) if n.nation == nation)


def turn_of(state: AntikeState, nation: str, *, rondel: int | None = None) -> int:
    """Make `nation` the active one, before its rondel move."""
    s = seat(state, nation)
    state.active = s
    state.phase = "rondel"
    state.space = None
    state.armed = {}
    state.maneuver = None
    state.pending = None
    state.nations[s].rondel = rondel
    return s


def act(state: AntikeState, s: int, text: str) -> tuple[AntikeState, list[Event]]:
    applied = apply(GAME, state, s, text)
    return applied.state, applied.events


def cities(state: AntikeState, nation: str, *provinces: str, temples: tuple[str, ...] = ()) -> None:
    s = seat(state, nation)
    for p in provinces:
        state.cities[p] = s
    state.temples.extend(temples)
