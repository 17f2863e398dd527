"""Antike actions: typed fields, one generated text form (see docs/antike.md, "Action text").

Province names are the board ids (`athen`, `leptis_magna`): lower case, spaces as `_`. The
game's resolver (`AntikeGame.resolve`) also accepts printed names and the rulebooks'
spellings (`Athens`, `Atenas`, `"Leptis Magna"`), nations by their English or Spanish name,
rondel spaces by their printed names; the text form always writes ids, so logs are canonical.
No parser is written here: `engine.core.grammar` builds it from these declarations.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

from pydantic import model_validator

from engine.core import Action, Choice, Count, Key, Multiset, Path, Ref, YesNo

from .board import KNOWHOWS, RESOURCES

Unit = Literal["legion", "galley"]
Resource = Literal["marble", "iron", "gold"]
KnowHowId = Literal["wheel", "roads", "sailing", "navigation", "market", "currency", "monarchy", "democracy"]
Order = Literal["always", "never", "city", "ask"]
PAYABLE = (*RESOURCES, "coin")
ORDERS: tuple[Order, ...] = ("always", "never", "city", "ask")
# Why the ignore below: Literal's `__args__` exists at run time but is not in its stub.
assert KnowHowId.__args__ == KNOWHOWS  # type: ignore[attr-defined]

# Spellings players type besides the ids (Spanish words, plurals).
_RESOURCE_ALIASES = {"mármol": "marble", "marmol": "marble", "hierro": "iron", "oro": "gold"}
_PAY_ALIASES = {**_RESOURCE_ALIASES, "moneda": "coin", "coins": "coin", "monedas": "coin"}
_UNIT_ALIASES = {"legions": "legion", "legión": "legion", "legiones": "legion", "galleys": "galley",
                 "galera": "galley", "galeras": "galley"}
_KNOWHOW_ALIASES = {
    "rueda": "wheel", "la_rueda": "wheel", "caminos": "roads", "botes": "sailing", "navegación": "navigation",
    "navegacion": "navigation", "mercado": "market", "acuñamiento": "currency", "moneda": "currency",
    "monarquía": "monarchy", "monarquia": "monarchy", "democracia": "democracy",
}
_ORDER_ALIASES = {"siempre": "always", "nunca": "never", "ciudad": "city", "preguntar": "ask"}
# Most units of one type a nation has (17), hence most pairs in a battle.
MAX_UNITS = 17


class TakeResource(Action):
    """Instead of a coin when the bank has none left."""

    verb: ClassVar[str] = "take"
    resource: Annotated[Resource, Choice(aliases=_RESOURCE_ALIASES)]


class ChooseNation(Action):
    verb: ClassVar[str] = "nation"
    nation: Annotated[str, Ref("nation")]


class Rondel(Action):
    """Move the rondel marker to `space`, paying `paid` resources (the steps beyond three).

    `pay` names them; left out, the engine picks them (docs/antike.md, ruling 4). `paid` may be
    left out when `pay` is given: `rondel temple pay gold` is `rondel temple 1 pay gold`. The
    space `maneuver` (an older spelling) means whichever maneuver space costs `paid`.
    """

    verb: ClassVar[str] = "rondel"
    space: Annotated[str, Ref("space")]
    paid: Annotated[int, Count(0, 5)] = 0
    pay: Annotated[tuple[str, ...], Multiset(Choice(values=PAYABLE, aliases=_PAY_ALIASES), max_size=5),
                   Key("pay")] = ()

    @model_validator(mode="before")
    @classmethod
    def _paid_from_pay(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("pay") and not data.get("paid"):
            data = {**data, "paid": len(data["pay"])}
        return data


class BuildTemple(Action):
    verb: ClassVar[str] = "temple"
    province: Annotated[str, Ref("province")]


class Arm(Action):
    verb: ClassVar[str] = "arm"
    province: Annotated[str, Ref("province")]
    legions: Annotated[int, Count(0, 3), Key("legion")] = 0
    galleys: Annotated[int, Count(0, 3), Key("galley")] = 0


class BuyKnowHow(Action):
    verb: ClassVar[str] = "knowhow"
    knowhow: Annotated[KnowHowId, Choice(aliases=_KNOWHOW_ALIASES)]


class Move(Action):
    """Move `count` units along a declared path (start province first). `actions` names the
    moving units by the actions each has left (`actions 3 1`); left out, the units with the
    most actions left move (docs/antike.md, ruling 11).

    Not expanded into the legal list (paths multiply); `options` answers item by item."""

    verb: ClassVar[str] = "move"
    expand: ClassVar[bool] = False
    unit: Annotated[Unit, Choice(aliases=_UNIT_ALIASES)]
    count: Annotated[int, Count(1, MAX_UNITS)]
    path: Annotated[tuple[str, ...], Path(Ref("province"), min_len=2, max_len=4)]
    actions: Annotated[tuple[int, ...], Multiset(Count(1, 3), max_size=MAX_UNITS), Key("actions")] = ()


class Fight(Action):
    """The active nation's own battle during its maneuver (`pairs` left out: as many as possible)."""

    verb: ClassVar[str] = "fight"
    province: Annotated[str, Ref("province")]
    unit: Annotated[Unit, Choice(aliases=_UNIT_ALIASES)]
    nation: Annotated[str, Ref("nation")]
    pairs: Annotated[int | None, Count(1, MAX_UNITS)] = None


class Conquer(Action):
    """Conquer a city with exactly its defence in units; `release` names an own city given up
    when all 25 city markers are on the board."""

    verb: ClassVar[str] = "conquer"
    province: Annotated[str, Ref("province")]
    legions: Annotated[int, Count(0, MAX_UNITS), Key("legion")] = 0
    galleys: Annotated[int, Count(0, MAX_UNITS), Key("galley")] = 0
    release: Annotated[str | None, Ref("province"), Key("release")] = None


class Found(Action):
    verb: ClassVar[str] = "found"
    province: Annotated[str, Ref("province")]


class Done(Action):
    verb: ClassVar[str] = "done"


class Battle(Action):
    """Answer to a battle demand: fight the entering units (`pairs` left out: as many as
    possible) or let them pass."""

    verb: ClassVar[str] = "battle"
    fight: Annotated[bool, YesNo()]
    pairs: Annotated[int | None, Count(1, MAX_UNITS)] = None


class SetOrder(Action):
    """Standing order for battle demands; any nation may change its own at any time."""

    verb: ClassVar[str] = "order"
    order: Annotated[Order, Choice(aliases=_ORDER_ALIASES)]


ACTIONS: tuple[type[Action], ...] = (
    TakeResource, ChooseNation, Rondel, BuildTemple, Arm, BuyKnowHow, Move, Fight, Conquer, Found, Done,
    Battle, SetOrder,
)

__all__ = [
    "ACTIONS", "ORDERS", "PAYABLE", "Arm", "Battle", "BuildTemple", "BuyKnowHow", "ChooseNation", "Conquer",
    "Done", "Fight", "Found", "Move", "Order", "Rondel", "SetOrder", "TakeResource", "Unit",
]
