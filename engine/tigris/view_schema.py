"""The shape of Tigris & Euphrates views: the contract between the engine, renderer and cog.

`TigrisGame.public_view` returns `PublicView(...).model_dump(mode="json")`; `private_view`
returns `PrivateView(...)` as a dict (the core's `player_view` puts it under `"private"`). The
renderer and the cog read the dicts back with `PublicView.model_validate`. Squares are named as
players name them: column letter A–P, row number 1–11 (`F3`).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Color = Literal["red", "blue", "green", "black"]
Dynasty = Literal["bow", "lion", "bull", "urn"]
# The colours in the order every list of them is shown (and the engine stores them).
COLORS: tuple[Color, ...] = ("red", "blue", "green", "black")


class LeaderView(BaseModel):
    dynasty: Dynasty
    color: Color
    square: str
    # Red tiles (temples) adjacent to the leader: its strength in a revolt.
    strength: int


class CellView(BaseModel):
    """One occupied or special square. Empty plain land/river squares are not listed."""

    square: str
    tile: Color | None = None
    leader: LeaderView | None = None
    catastrophe: bool = False
    treasure: bool = False
    # A treasure that must be taken first (classic framed corners / alternative outside rivers).
    treasure_priority: bool = False
    # Monument id covering this square (its 2x2 block), e.g. "red-black".
    monument: str | None = None
    # Special-buildings variant: the building's colour standing on this square.
    building: Color | None = None
    # The square holding the union (unification) tile during a join.
    unification: bool = False


class KingdomView(BaseModel):
    squares: list[str]
    leaders: list[LeaderView]


class MonumentView(BaseModel):
    id: str  # "red-black"...
    colors: list[Color]
    # Top-left square of the 2x2 block on the board, or None while still in the supply.
    square: str | None = None


class PlayerPublic(BaseModel):
    seat: int
    dynasty: Dynasty
    leaders_in_hand: list[Color]
    catastrophes_left: int
    tiles_in_hand: int
    treasures: int
    # Points per colour; None for other players under hidden scoring (the default).
    score: dict[Color, int] | None = None
    # Once the game is over: the points per colour after the treasures went to the weakest
    # colours (what the ranking compares), else None.
    final_score: dict[Color, int] | None = None


class ConflictSide(BaseModel):
    seat: int
    dynasty: Dynasty
    square: str
    base: int  # adjacent temples (revolt) or kingdom tiles of the colour (war)
    # Tiles committed as support: None while hidden/not yet committed.
    committed: int | None = None


class ConflictView(BaseModel):
    kind: Literal["revolt", "war"]
    color: Color
    attacker: ConflictSide
    defender: ConflictSide
    # Whose commitment is awaited now.
    stage: Literal["attacker", "defender", "resolved"]
    # Colours of wars still to be fought from this tile, when several (war only).
    pending_colors: list[Color] = Field(default_factory=list)
    # The colour of the tiles committed as support: red (temples) in a revolt, the war's colour.
    support_color: Color = "red"
    # Base + committed, once each side's commitment is revealed.
    attacker_total: int | None = None
    defender_total: int | None = None
    # Tiles the defender must commit to hold (ties go to the defender), once the attack is known.
    defender_needs: int | None = None


class TurnView(BaseModel):
    active: int
    actions_left: int
    # What the game waits for now, as a decision kind (see engine awaiting).
    phase: str
    # The seat that must decide now (the active player, a side of a conflict, or a trader's
    # owner taking a treasure); None once the game is over.
    awaiting: int | None = None


class PublicView(BaseModel):
    game: Literal["tigris"] = "tigris"
    board: Literal["classic", "advanced"]
    # 11 strings of 16 chars: '.' land, '~' river (as in the board data files).
    terrain: list[str]
    cells: list[CellView]
    kingdoms: list[KingdomView]
    monuments: list[MonumentView]
    players: list[PlayerPublic]
    bag: int
    treasures_left: int
    turn: TurnView
    conflict: ConflictView | None = None
    open_scoring: bool = False
    buildings_variant: bool = False
    game_over: bool = False
    # Once the game is over: the seats sharing first place (usually one), best first.
    winners: list[int] = Field(default_factory=list)


class PrivateView(BaseModel):
    seat: int
    tiles: list[Color]
    score: dict[Color, int]
    treasures: int
