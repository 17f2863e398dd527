"""The whole state of a Tigris & Euphrates game, as plain JSON-friendly data."""

from __future__ import annotations

from typing import Literal, cast

from pydantic import BaseModel, Field

from engine.core import GameState

Color = Literal["red", "blue", "green", "black"]
Dynasty = Literal["bow", "lion", "bull", "urn"]
COLORS: tuple[Color, ...] = ("red", "blue", "green", "black")
DYNASTIES = ("bow", "lion", "bull", "urn")
HAND_SIZE = 6
CATASTROPHES_PER_PLAYER = 2
# Civilization tiles by colour (rulebook, "Componentes"): 153 in all.
TILE_COUNTS: dict[Color, int] = {"red": 57, "blue": 36, "green": 30, "black": 30}
TOTAL_TILES = sum(TILE_COUNTS.values())
# The six monuments, one per pair of colours (rulebook, "Componentes").
MONUMENTS: dict[str, tuple[Color, Color]] = {
    "red-black": ("red", "black"),
    "red-green": ("red", "green"),
    "blue-black": ("blue", "black"),
    "blue-red": ("blue", "red"),
    "green-blue": ("green", "blue"),
    "green-black": ("green", "black"),
}
# Per-seat statistics shown after the game (research §6): conflicts by kind, role and result,
# and points by source. Counted as play goes; public at the end, with the outcome.
STAT_KEYS: tuple[str, ...] = (
    *(f"{kind}_{role}_{result}" for kind in ("revolt", "war") for role in ("attack", "defence")
      for result in ("won", "lost")),
    *(f"points_{reason}" for reason in ("tile", "revolt", "war", "monument")),
)

Step = Literal["action", "war_order", "support", "monument", "building", "treasure", "over"]


class TigrisOptions(BaseModel):
    board: Literal["classic", "advanced"] = "classic"
    scoring: Literal["hidden", "open"] = "hidden"
    buildings: bool = False


class Conflict(BaseModel):
    """A revolt or war being fought: the attacker commits first, then the defender."""

    kind: Literal["revolt", "war"]
    color: Color
    attacker: int
    defender: int
    attacker_square: str
    defender_square: str
    attacker_base: int
    defender_base: int
    attacker_commit: int | None = None
    defender_commit: int | None = None


class TigrisState(GameState):
    board: Literal["classic", "advanced"] = "classic"
    # Dynasty of each seat; seats are in clockwise (turn) order.
    dynasties: list[str] = Field(default_factory=lambda: list(DYNASTIES))
    open_scoring: bool = False
    buildings_variant: bool = False
    bag: list[Color] = Field(default_factory=list)
    hands: list[list[Color]] = Field(default_factory=list)
    # Face-up civilization tiles on the board, by square.
    tiles: dict[str, Color] = Field(default_factory=dict)
    # Tiles turned face down under a monument: they connect, nothing more.
    flipped: dict[str, Color] = Field(default_factory=dict)
    # Per seat: the squares of that seat's leaders on the board (leaders in hand are absent).
    leaders: list[dict[Color, str]] = Field(default_factory=list)
    catastrophes: list[str] = Field(default_factory=list)
    catastrophes_left: list[int] = Field(default_factory=list)
    # Squares still holding a treasure.
    treasures: list[str] = Field(default_factory=list)
    # Monument id -> top-left square of its block, None while in the supply.
    monuments: dict[str, str | None] = Field(default_factory=dict)
    # Special-buildings variant: colour -> square of the building on the board.
    buildings: dict[Color, str] = Field(default_factory=dict)
    scores: list[dict[Color, int]] = Field(default_factory=list)
    treasures_won: list[int] = Field(default_factory=list)
    # Per seat: STAT_KEYS -> count (empty in snapshots older than the statistics).
    stats: list[dict[str, int]] = Field(default_factory=list)
    # Tiles out of the game (swapped, committed, lost in wars, destroyed by catastrophes).
    removed: dict[Color, int] = Field(default_factory=lambda: dict.fromkeys(COLORS, 0))

    active: int = 0
    actions_left: int = 2
    turn: int = 1
    step: Step = "action"
    # Square of the tile placed by the action being resolved (monument / building checks).
    placed: str | None = None
    # Checks still to run for `placed` after conflicts: "monument", "building".
    checks: list[str] = Field(default_factory=list)
    # Square of the tile carrying the union token while a join is resolved.
    union: str | None = None
    war_colors: list[Color] = Field(default_factory=list)
    conflict: Conflict | None = None
    treasure_seat: int | None = None
    treasure_squares: list[str] = Field(default_factory=list)
    # A player could not refill to six: the game ends after the current turn.
    ending: bool = False
    over: bool = False

    def dynasty(self, seat: int) -> Dynasty:
        return cast(Dynasty, self.dynasties[seat])  # stored as text; only DYNASTIES are dealt

    def count(self, seat: int, key: str, amount: int = 1) -> None:
        """Add to a seat's statistic (creating the table for snapshots that predate it)."""
        while len(self.stats) < self.players:
            self.stats.append(dict.fromkeys(STAT_KEYS, 0))
        self.stats[seat][key] = self.stats[seat].get(key, 0) + amount
