"""Action declarations covering every field spec, for the core's grammar and choice tests."""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

from engine.core import Action, Choice, Count, Flag, Key, Multiset, Path, Ref, Seat, Step, Steps, YesNo

Color = Literal["black", "red", "blue", "green"]
SQUARES = tuple(f"{c}{r}" for c in "ABCDEF" for r in range(1, 5))
CARDS = ("wood", "stone", "grain", "gold")
PAYABLE = ("marble", "iron", "gold", "coin")
AREAS = ("thrace", "macedonia", "athens", "crete", "byzantium")


class PlaceTile(Action):
    verb: ClassVar[str] = "tile"
    color: Annotated[Color, Choice(aliases={"rojo": "red", "negro": "black"})]
    square: Annotated[str, Ref("square")]


class Swap(Action):
    verb: ClassVar[str] = "swap"
    colors: Annotated[tuple[Color, ...], Multiset(Choice(), min_size=1, max_size=6)]


class Monument(Action):
    verb: ClassVar[str] = "monument"
    monument: Annotated[str | None, Ref("monument", none="none")] = None
    square: Annotated[str | None, Ref("square")] = None


class Rondel(Action):
    verb: ClassVar[str] = "rondel"
    space: Annotated[str, Ref("space")]
    paid: Annotated[int, Count(0, 6)] = 0
    pay: Annotated[tuple[str, ...], Multiset(Choice(values=PAYABLE)), Key("pay")] = ()


class Offer(Action):
    verb: ClassVar[str] = "offer"
    expand: ClassVar[bool] = False
    give: Annotated[tuple[str, ...], Multiset(Ref("card"), counted=True, empty="nothing", order=CARDS)]
    get: Annotated[tuple[str, ...], Multiset(Ref("card"), counted=True, empty="nothing", order=CARDS),
                   Key("for")]
    to: Annotated[int | None, Seat(), Key("to")] = None
    private: Annotated[bool, Flag()] = False


class AskRoad(Action):
    verb: ClassVar[str] = "ask road"
    to: Annotated[int, Seat()]


class Battle(Action):
    verb: ClassVar[str] = "battle"
    fight: Annotated[bool, YesNo()]
    pairs: Annotated[int | None, Count(1, 9)] = None


class Hero(Action):
    verb: ClassVar[str] = "hero"
    on: Annotated[int | None, Ref("army", prefix="a"), Key("on")] = None


class MoveTokens(Step):
    count: Annotated[int, Count(1, 55)]
    path: Annotated[tuple[str, ...], Path(Ref("area"), min_len=2)]


class MoveShip(Step):
    verb: ClassVar[str] = "ship"
    path: Annotated[tuple[str, ...], Path(Ref("area"), min_len=2, max_len=5)]
    carry: Annotated[int, Count(0, 5), Key("carry")] = 0


class Move(Action):
    verb: ClassVar[str] = "move"
    expand: ClassVar[bool] = False
    orders: Annotated[tuple[MoveTokens | MoveShip, ...], Steps((MoveTokens, MoveShip))]


ALL = (PlaceTile, Swap, Monument, Rondel, Offer, AskRoad, Battle, Hero, Move)

DOMAINS: dict[str, tuple[Any, ...]] = {
    "square": SQUARES, "monument": ("red-blue", "black-green"), "space": ("temple", "marble", "iron"),
    "card": CARDS, "area": AREAS,
}


def resolve(kind: str, word: str) -> Any:
    """Ids in any case (squares are written upper case, everything else lower case)."""
    word = word.upper() if kind == "square" else word.lower()
    return word if word in DOMAINS.get(kind, ()) else None
