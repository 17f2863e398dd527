"""Build Tigris positions directly and play actions on them."""

from __future__ import annotations

from engine.core import Event, apply
from engine.tigris import GAME
from engine.tigris.state import TigrisState

DEFAULT_HAND = ["red", "red", "blue", "blue", "green", "black"]


def blank(players: int = 2, *, board: str = "classic", buildings: bool = False, open_scoring: bool = False,
          hands: list[list[str]] | None = None, active: int = 0, dynasties: list[str] | None = None,
          keep_treasures: bool = True, bag: list[str] | None = None) -> TigrisState:
    """A position at the start of `active`'s turn: board temples (and treasures) only, given hands.

    The bag is a long run of black tiles so that refills are predictable.
    """
    options = GAME.parse_options({"board": board, "buildings": buildings,
                                  "scoring": "open" if open_scoring else "hidden"})
    state = GAME.setup(players, options, seed=1)
    if not keep_treasures:
        state.tiles = {}
        state.treasures = []
    state.hands = [list(h) for h in hands] if hands else [list(DEFAULT_HAND) for _ in range(players)]
    state.bag = list(bag) if bag is not None else ["black"] * 60
    state.active = active
    if dynasties:
        state.dynasties = list(dynasties)
    return state


def tiles(state: TigrisState, color: str, squares: str) -> None:
    for sq in squares.split():
        state.tiles[sq] = color


def leader(state: TigrisState, seat: int, color: str, square: str) -> None:
    state.leaders[seat][color] = square


def act(state: TigrisState, seat: int, text: str) -> tuple[TigrisState, list[Event]]:
    applied = apply(GAME, state, seat, text)
    return applied.state, applied.events


def play(state: TigrisState, *moves: tuple[int, str]) -> TigrisState:
    for seat, text in moves:
        state, _ = act(state, seat, text)
    return state


def decision(state: TigrisState) -> tuple[int, str]:
    (d,) = GAME.awaiting(state)
    return d.seat, d.kind
