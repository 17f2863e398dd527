"""Actions of Age of Heroes, declared as typed fields: the text form and its parser are generated
by `engine.core.grammar` (`GAME.parse_action(a.to_text()) == a`).

Seats are written as the engine's seat numbers (players never see them: presentation names
players); armies are `a<id>` (ids never reused), units in a battle `a<id>` / `h<n>` (heroes used
as armies). Card multisets read "1 wood 1 stone" ("nothing" for none), stored in the deck's
canonical order; payments list cards one by one ("pay wood wood gold").
"""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from engine.age_of_heroes.cards import CARD_ORDER, GOAL_ALIASES, ITEM_ALIASES, ITEMS
from engine.core import Action, Choice, Count, Flag, Key, Multiset, Ref, Seat
from engine.core.grammar import SECRET, Secrecy

Goal = Literal["conquest", "plunder", "raze"]
ORDER = tuple(CARD_ORDER)
# A counted multiset of resource-deck cards: "2 wood 1 stone", "nothing".
CardsSpec = Multiset(Ref("card"), counted=True, empty="nothing", order=ORDER)
Cards = tuple[str, ...]
# Most cards one payment takes (every cost is two or three cards).
MAX_PAYMENT = 3


class ChooseTribe(Action):
    verb: ClassVar[str] = "tribe"
    # None: a random one of those left (the rules' fallback, es:2).
    tribe: Annotated[str | None, Ref("tribe", none="random")]


class AskRoad(Action):
    verb: ClassVar[str] = "ask road"
    to: Annotated[int, Seat()]


class Allow(Action):
    verb: ClassVar[str] = "allow"


class Deny(Action):
    verb: ClassVar[str] = "deny"


class Tax(Action):
    verb: ClassVar[str] = "tax"


class Swap(Action):
    """Tax without cities: discard one card, draw one (es:3.2)."""

    verb: ClassVar[str] = "swap"
    card: Annotated[str, Ref("card")]


class Build(Action):
    verb: ClassVar[str] = "build"
    item: Annotated[str, Choice(values=ITEMS, aliases=ITEM_ALIASES)]
    on: Annotated[int | None, Ref("army", prefix="a"), Key("on")] = None  # general: its army
    to: Annotated[int | None, Seat(), Key("to")] = None  # road: the neighbour
    # Explicit payment; None: plain resources first, then gold.
    pay: Annotated[Cards | None, Multiset(Ref("card"), order=ORDER, min_size=1, max_size=MAX_PAYMENT),
                   Key("pay")] = None


class Attack(Action):
    verb: ClassVar[str] = "attack"
    secret: ClassVar[Secrecy] = SECRET
    target: Annotated[int, Seat()]
    goal: Annotated[Goal, Choice(aliases=GOAL_ALIASES)]


class Send(Action):
    verb: ClassVar[str] = "send"
    secret: ClassVar[Secrecy] = SECRET
    army: Annotated[int | None, Ref("army", prefix="a", none="all")]  # None: every free home army


class Hero(Action):
    """Commit a mighty hero: as an army, or as a general on an army (es:5, es:6.1)."""

    verb: ClassVar[str] = "hero"
    secret: ClassVar[Secrecy] = SECRET
    on: Annotated[int | None, Ref("army", prefix="a"), Key("on")] = None


class Launch(Action):
    verb: ClassVar[str] = "launch"
    secret: ClassVar[Secrecy] = SECRET


class Back(Action):
    """Abandon an attack being composed (before launch) and choose another action."""

    verb: ClassVar[str] = "back"
    secret: ClassVar[Secrecy] = SECRET


class Pass(Action):
    verb: ClassVar[str] = "pass"


class Done(Action):
    """End building, or end one's market-day trading."""

    verb: ClassVar[str] = "done"


class Place(Action):
    verb: ClassVar[str] = "place"
    secret: ClassVar[Secrecy] = SECRET
    count: Annotated[int, Count(0, 30)]


class Discard(Action):
    verb: ClassVar[str] = "discard"
    secret: ClassVar[Secrecy] = SECRET
    card: Annotated[str | None, Ref("card", none="random")]  # None: the excess at random


class Offer(Action):
    verb: ClassVar[str] = "offer"
    secret: ClassVar[Secrecy] = SECRET
    # Too many to list (any cards for any cards, to anyone); `check` judges them and `options`
    # answers item by item.
    expand: ClassVar[bool] = False
    give: Annotated[Cards, CardsSpec]
    get: Annotated[Cards, CardsSpec, Key("for")]
    to: Annotated[int | None, Seat(), Key("to")] = None
    private: Annotated[bool, Flag()] = False


class Counter(Action):
    verb: ClassVar[str] = "counter"
    secret: ClassVar[Secrecy] = SECRET
    expand: ClassVar[bool] = False
    offer: Annotated[int, Ref("offer")]
    give: Annotated[Cards, CardsSpec]
    get: Annotated[Cards, CardsSpec, Key("for")]


class Accept(Action):
    verb: ClassVar[str] = "accept"
    secret: ClassVar[Secrecy] = SECRET
    offer: Annotated[int, Ref("offer")]


class Decline(Action):
    verb: ClassVar[str] = "decline"
    secret: ClassVar[Secrecy] = SECRET
    offer: Annotated[int, Ref("offer")]


class Cancel(Action):
    verb: ClassVar[str] = "cancel"
    secret: ClassVar[Secrecy] = SECRET
    offer: Annotated[int, Ref("offer")]


class Quake(Action):
    verb: ClassVar[str] = "quake"
    army: Annotated[int | None, Ref("army", prefix="a", none="random")]  # None: a random target


class Erupt(Action):
    verb: ClassVar[str] = "volcano"
    seat: Annotated[int | None, Seat(none="random")]


class Luck(Action):
    verb: ClassVar[str] = "luck"
    secret: ClassVar[Secrecy] = SECRET


class NoLuck(Action):
    verb: ClassVar[str] = "no luck"
    secret: ClassVar[Secrecy] = SECRET


class Olympics(Action):
    verb: ClassVar[str] = "olympics"
    secret: ClassVar[Secrecy] = SECRET


class Hold(Action):
    """Keep a home army out of the defence (only with defender_all_armies off)."""

    verb: ClassVar[str] = "hold"
    secret: ClassVar[Secrecy] = SECRET
    army: Annotated[int, Ref("army", prefix="a")]


class Ready(Action):
    verb: ClassVar[str] = "ready"
    secret: ClassVar[Secrecy] = SECRET


class Assign(Action):
    verb: ClassVar[str] = "assign"
    secret: ClassVar[Secrecy] = SECRET
    # None: the default placement (best cards to generals, the rest at random).
    unit: Annotated[str | None, Ref("unit", none="auto")]
    value: Annotated[int | None, Count(1, 6)] = None


class Fight(Action):
    verb: ClassVar[str] = "fight"
    secret: ClassVar[Secrecy] = SECRET
    unit: Annotated[str | None, Ref("unit", none="random")]  # None: a random unused unit


ACTIONS: tuple[type[Action], ...] = (
    ChooseTribe, AskRoad, Allow, Deny, Tax, Swap, Build, Attack, Send, Hero, Launch, Back, Pass, Done,
    Place, Discard, Offer, Counter, Accept, Decline, Cancel, Quake, Erupt, Luck, NoLuck, Olympics, Hold,
    Ready, Assign, Fight,
)


def counts(cards: Cards) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in cards:
        out[c] = out.get(c, 0) + 1
    return out
