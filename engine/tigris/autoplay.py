"""A quick, reasonably sensible robot: any awaited seat, always a legal action.

It draws its candidates from the same rule functions `check` and `options` use, but builds
only the action it picks, so a whole 4-player game takes a fraction of a second. Over many
games it plays every kind of action the rules allow — placing, moving and withdrawing leaders,
tiles, catastrophes, swaps, passes, every war order, any support from none to all, building or
declining monuments and buildings, treasures — so the property tests exercise every rule.
"""

from __future__ import annotations

import random

from engine.core import Action
from engine.tigris import rules
from engine.tigris.actions import (
    BuildMonument,
    ChooseWar,
    CommitSupport,
    Pass,
    PlaceBuilding,
    PlaceCatastrophe,
    PlaceLeader,
    PlaceTile,
    SwapTiles,
    TakeTreasure,
    WithdrawLeader,
)
from engine.tigris.board import ALL_SQUARES
from engine.tigris.kingdoms import layout_of
from engine.tigris.state import COLORS, Color, TigrisState

_ORDER = {sq: i for i, sq in enumerate(ALL_SQUARES)}
# How often the robot does the rarer things, per turn action (the rest are tiles and leaders).
PASS = 0.01
WITHDRAW = 0.015
MOVE_LEADER = 0.03
SWAP = 0.03
CATASTROPHE = 0.015
# How often it declines a monument or a building it could build.
DECLINE = 0.2


def choose(state: TigrisState, seat: int, rnd: random.Random) -> Action:
    step = state.step
    if step == "action":
        return _turn_action(state, seat, rnd)
    if step == "war_order":
        return ChooseWar(color=rnd.choice(state.war_colors))
    if step == "support":
        have = state.hands[seat].count(rules.support_color(state))
        # Commit a little, more when it could swing the fight; sometimes everything.
        return CommitSupport(count=have if rnd.random() < 0.1 else min(have, rnd.randint(0, 3)))
    if step == "monument":
        options = rules.monument_options(state)
        if options and rnd.random() >= DECLINE:
            monument, square = rnd.choice(options)
            return BuildMonument(monument=monument, square=square)
        return BuildMonument()
    if step == "building":
        squares = rules.building_options(state)
        if squares and rnd.random() >= DECLINE:
            return PlaceBuilding(color=rules.placed_color(state), square=rnd.choice(squares))
        return PlaceBuilding()
    return TakeTreasure(square=rnd.choice(state.treasure_squares))


def _tile_moves(state: TigrisState, seat: int, rnd: random.Random) -> Action:
    """A tile, most often one that scores for the robot itself (a kingdom next to the square
    whose leader of the tile's colour, or king, is its own)."""
    layout = layout_of(state)
    land, river = layout.tile_squares
    hand = [c for c in COLORS if c in state.hands[seat]]
    if rnd.random() < 0.9:
        # The colours each kingdom would score for this seat.
        scoring: dict[int, list[Color]] = {}
        for rid, leaders in layout.region_leaders.items():
            colours = [c for c in hand
                       if (owner := leaders.get(c) or leaders.get("black")) and owner[0][0] == seat]
            if colours:
                scoring[rid] = colours
        mine: list[tuple[Color, str]] = []
        if scoring:
            open_land, open_river = layout.open_squares
            for square, kingdoms in layout.touching.items():
                if len(kingdoms) != 1 or kingdoms[0] not in scoring:
                    continue
                on_river = square in open_river
                if on_river or square in open_land:
                    mine.extend((c, square) for c in scoring[kingdoms[0]] if (c == "blue") == on_river)
        if mine:
            # In board order: the layout's own order depends on how it was computed (grown or
            # fresh), and the robot must choose the same from the same state.
            mine.sort(key=lambda m: (_ORDER[m[1]], COLORS.index(m[0])))
            color, square = rnd.choice(mine)
            return PlaceTile(color=color, square=square)
    moves = [(c, sq) for c in hand for sq in (river if c == "blue" else land)]
    if not moves:
        return Pass()
    color, square = rnd.choice(moves)
    return PlaceTile(color=color, square=square)


def _turn_action(state: TigrisState, seat: int, rnd: random.Random) -> Action:
    roll = rnd.random()
    on_board = [c for c in COLORS if c in state.leaders[seat]]
    in_hand = [c for c in COLORS if c not in state.leaders[seat]]
    if roll < PASS:
        return Pass()
    roll -= PASS
    if roll < WITHDRAW and on_board:
        return WithdrawLeader(color=rnd.choice(on_board))
    roll -= WITHDRAW
    color: Color | None = None
    if in_hand and (len(in_hand) == 4 or roll < 0.25):
        color = rnd.choice(in_hand)  # a leader from the hand
    elif on_board and 0.25 <= roll < 0.25 + MOVE_LEADER:
        color = rnd.choice(on_board)  # a leader moving
    if color is not None:
        squares = rules.leader_squares(state, seat, color)
        if squares:
            return PlaceLeader(color=color, square=rnd.choice(squares))
    roll = rnd.random()
    if roll < CATASTROPHE and state.catastrophes_left[seat] > 0:
        squares = [sq for sq in rules.catastrophe_squares(state, seat) if sq in state.tiles]
        if squares:
            return PlaceCatastrophe(square=rnd.choice(squares))
    hand = state.hands[seat]
    if hand and CATASTROPHE <= roll < CATASTROPHE + SWAP:
        return SwapTiles(colors=tuple(rnd.sample(hand, rnd.randint(1, len(hand)))))
    return _tile_moves(state, seat, rnd)


__all__ = ["choose"]
