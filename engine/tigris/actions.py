"""Tigris & Euphrates actions and their text forms (`parse_action(a.to_text()) == a`).

    tile <color> <SQ>          leader <color> <SQ>      withdraw <color>
    catastrophe <SQ>           swap <color> [...]       pass
    war <color>                support <n>
    monument <id> <SQ>         monument none
    treasure <SQ>              building <color> <SQ>    building none

Input is case-insensitive; leaders may also be named by role (king, priest, farmer, trader).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from engine.core import Action, InvalidActionText
from engine.tigris.board import normalize_square
from engine.tigris.state import COLORS, MONUMENTS, Color

LEADER_ALIASES: dict[str, Color] = {
    "king": "black", "priest": "red", "farmer": "blue", "trader": "green", "merchant": "green",
    "rey": "black", "sacerdote": "red", "agricultor": "blue", "mercader": "green",
}
_MONUMENT_BY_PAIR = {frozenset(pair): mid for mid, pair in MONUMENTS.items()}


class PlaceTile(Action):
    kind: Literal["tile"] = "tile"
    color: Color
    square: str

    def to_text(self) -> str:
        return f"tile {self.color} {self.square}"


class PlaceLeader(Action):
    """Place a leader from hand or move one already on the board (the engine knows which)."""

    kind: Literal["leader"] = "leader"
    color: Color
    square: str

    def to_text(self) -> str:
        return f"leader {self.color} {self.square}"


class WithdrawLeader(Action):
    kind: Literal["withdraw"] = "withdraw"
    color: Color

    def to_text(self) -> str:
        return f"withdraw {self.color}"


class PlaceCatastrophe(Action):
    kind: Literal["catastrophe"] = "catastrophe"
    square: str

    def to_text(self) -> str:
        return f"catastrophe {self.square}"


class SwapTiles(Action):
    kind: Literal["swap"] = "swap"
    colors: tuple[Color, ...]

    @field_validator("colors")
    @classmethod
    def _canonical_order(cls, value: tuple[Color, ...]) -> tuple[Color, ...]:
        return tuple(sorted(value, key=COLORS.index))

    def to_text(self) -> str:
        return "swap " + " ".join(self.colors)


class Pass(Action):
    kind: Literal["pass"] = "pass"

    def to_text(self) -> str:
        return "pass"


class CommitSupport(Action):
    kind: Literal["support"] = "support"
    count: int = Field(ge=0)  # a negative commitment would create tiles out of nothing

    def to_text(self) -> str:
        return f"support {self.count}"


class ChooseWar(Action):
    kind: Literal["war"] = "war"
    color: Color

    def to_text(self) -> str:
        return f"war {self.color}"


class BuildMonument(Action):
    """`monument` None means declining to build."""

    kind: Literal["monument"] = "monument"
    monument: str | None = None
    square: str | None = None

    def to_text(self) -> str:
        return "monument none" if self.monument is None else f"monument {self.monument} {self.square}"


class TakeTreasure(Action):
    kind: Literal["treasure"] = "treasure"
    square: str

    def to_text(self) -> str:
        return f"treasure {self.square}"


class PlaceBuilding(Action):
    """Special-buildings variant: `color` None means declining."""

    kind: Literal["building"] = "building"
    color: Color | None = None
    square: str | None = None

    def to_text(self) -> str:
        return "building none" if self.color is None else f"building {self.color} {self.square}"


def _syntax(text: str) -> InvalidActionText:
    return InvalidActionText("tigris.err.syntax", text=text)


def _color(word: str, text: str, *, leader: bool = False) -> Color:
    if word in COLORS:
        return word  # type: ignore[return-value]
    if leader and word in LEADER_ALIASES:
        return LEADER_ALIASES[word]
    raise _syntax(text)


def _square(word: str, text: str) -> str:
    square = normalize_square(word)
    if square is None:
        raise _syntax(text)
    return square


def _monument_id(word: str, text: str) -> str:
    parts = word.split("-")
    if len(parts) == 2:
        mid = _MONUMENT_BY_PAIR.get(frozenset(parts))
        if mid is not None and parts[0] != parts[1]:
            return mid
    raise _syntax(text)


def parse_action(text: str) -> Action:
    words = text.strip().lower().split()
    if not words:
        raise _syntax(text)
    verb, args = words[0], words[1:]
    match verb, len(args):
        case "tile", 2:
            return PlaceTile(color=_color(args[0], text), square=_square(args[1], text))
        case "leader", 2:
            return PlaceLeader(color=_color(args[0], text, leader=True), square=_square(args[1], text))
        case "withdraw", 1:
            return WithdrawLeader(color=_color(args[0], text, leader=True))
        case "catastrophe", 1:
            return PlaceCatastrophe(square=_square(args[0], text))
        case "swap", n if 1 <= n <= 6:
            return SwapTiles(colors=tuple(_color(w, text) for w in args))
        case "pass", 0:
            return Pass()
        case "support", 1 if args[0].isdigit() and len(args[0]) <= 2:
            return CommitSupport(count=int(args[0]))
        case "war", 1:
            return ChooseWar(color=_color(args[0], text))
        case "monument", 1 if args[0] == "none":
            return BuildMonument()
        case "monument", 2:
            return BuildMonument(monument=_monument_id(args[0], text), square=_square(args[1], text))
        case "treasure", 1:
            return TakeTreasure(square=_square(args[0], text))
        case "building", 1 if args[0] == "none":
            return PlaceBuilding()
        case "building", 2:
            return PlaceBuilding(color=_color(args[0], text), square=_square(args[1], text))
    raise _syntax(text)
