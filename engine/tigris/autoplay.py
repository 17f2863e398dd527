"""A quick, reasonably sensible robot: any awaited seat, always a legal action.

It draws its candidates from the same rule functions `legal_actions` uses, but builds only
the action it picks, so a whole 4-player game takes a fraction of a second.
"""

from __future__ import annotations

import random

from engine.core import Action
from engine.tigris import rules
from engine.tigris.actions import Pass, PlaceCatastrophe, PlaceLeader, PlaceTile, SwapTiles
from engine.tigris.board import ALL_SQUARES
from engine.tigris.kingdoms import Layout
from engine.tigris.state import COLORS, Color, TigrisState


def choose(state: TigrisState, seat: int, rnd: random.Random) -> Action:
    if state.step == "action":
        return _turn_action(state, seat, rnd)
    legal = rules.legal_actions(state, seat)
    if state.step == "support":
        have = len(legal) - 1
        # Commit a little, more when it could swing the fight.
        return legal[min(have, rnd.randint(0, 3))]
    if state.step in ("monument", "building") and len(legal) > 1:
        return rnd.choice(legal[1:])  # index 0 is "none": build when possible
    return rnd.choice(legal)


def _tile_recipient(layout: Layout, color: Color, square: str) -> int | None:
    kingdoms = layout.neighbour_kingdoms(square)
    if len(kingdoms) != 1:
        return None
    leaders = layout.region_leaders[next(iter(kingdoms))]
    owner = leaders.get(color) or leaders.get("black")
    return owner[0][0] if owner else None


def _turn_action(state: TigrisState, seat: int, rnd: random.Random) -> Action:
    layout = Layout(state)
    roll = rnd.random()
    in_hand = [c for c in COLORS if c not in state.leaders[seat]]
    if in_hand and (len(in_hand) == 4 or roll < 0.25):
        color = rnd.choice(in_hand)
        squares = [sq for sq in ALL_SQUARES if rules.leader_problem(state, seat, color, sq, layout) is None]
        if squares:
            return PlaceLeader(color=color, square=rnd.choice(squares))
    if roll > 0.985 and state.catastrophes_left[seat] > 0:
        squares = [sq for sq in state.tiles
                   if rules.catastrophe_problem(state, seat, sq, layout.leader_at) is None]
        if squares:
            return PlaceCatastrophe(square=rnd.choice(sorted(squares)))
    hand = state.hands[seat]
    if hand and 0.955 < roll <= 0.985:
        k = rnd.randint(1, len(hand))
        return SwapTiles(colors=tuple(rnd.sample(hand, k)))
    moves = list(rules.tile_moves(state, seat, layout))
    if not moves:
        return Pass()
    mine = [m for m in moves if _tile_recipient(layout, m[0], m[1]) == seat]
    color, square = rnd.choice(mine) if mine and rnd.random() < 0.9 else rnd.choice(moves)
    return PlaceTile(color=color, square=square)


__all__ = ["choose"]
