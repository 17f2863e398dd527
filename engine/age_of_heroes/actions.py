"""Actions of Age of Heroes and their short text forms (`parse_action(a.to_text()) == a`).

Seats are the engine's seat numbers; armies are named `a<id>` (ids never reused), heroes in
a battle `h<n>`, barbarian armies `b<n>`. Card multisets read "1 wood 1 stone" ("nothing"
for none); payments list cards one by one ("pay gold wood wood").
"""

from __future__ import annotations

import re
from typing import Literal

from engine.age_of_heroes.cards import CARD_ORDER, CARD_RANK, ITEMS, TRIBE_IDS
from engine.core import Action, InvalidActionText

Cards = tuple[tuple[str, int], ...]


def cards_key(counts: dict[str, int]) -> Cards:
    return tuple((c, n) for c, n in sorted(counts.items(), key=lambda kv: CARD_RANK[kv[0]]) if n > 0)


def cards_text(cards: Cards) -> str:
    return " ".join(f"{n} {c}" for c, n in cards) if cards else "nothing"


def _army_text(army: int) -> str:
    return f"a{army}"


class ChooseTribe(Action):
    kind: Literal["tribe"] = "tribe"
    tribe: str | None  # None: a random one of those left (the rules' fallback, es:2)

    def to_text(self) -> str:
        return f"tribe {self.tribe or 'random'}"


class AskRoad(Action):
    kind: Literal["ask_road"] = "ask_road"
    to: int

    def to_text(self) -> str:
        return f"ask road {self.to}"


class Allow(Action):
    kind: Literal["allow"] = "allow"

    def to_text(self) -> str:
        return "allow"


class Deny(Action):
    kind: Literal["deny"] = "deny"

    def to_text(self) -> str:
        return "deny"


class Tax(Action):
    kind: Literal["tax"] = "tax"

    def to_text(self) -> str:
        return "tax"


class Swap(Action):
    """Tax without cities: discard one card, draw one (es:3.2)."""

    kind: Literal["swap"] = "swap"
    card: str

    def to_text(self) -> str:
        return f"swap {self.card}"


class Build(Action):
    kind: Literal["build"] = "build"
    item: str
    on: int | None = None  # general: the army it goes on
    to: int | None = None  # road: the neighbour
    pay: tuple[str, ...] | None = None  # explicit payment; None: plain resources first

    def to_text(self) -> str:
        text = f"build {self.item}"
        if self.on is not None:
            text += f" on {_army_text(self.on)}"
        if self.to is not None:
            text += f" to {self.to}"
        if self.pay is not None:
            text += " pay " + " ".join(self.pay)
        return text


class Attack(Action):
    kind: Literal["attack"] = "attack"
    target: int
    goal: Literal["conquest", "plunder", "raze"]

    def to_text(self) -> str:
        return f"attack {self.target} {self.goal}"


class Send(Action):
    kind: Literal["send"] = "send"
    army: int | None  # None: every free home army

    def to_text(self) -> str:
        return "send all" if self.army is None else f"send {_army_text(self.army)}"


class Hero(Action):
    """Commit a mighty hero: as an army, or as a general on an army (es:5, es:6.1)."""

    kind: Literal["hero"] = "hero"
    on: int | None = None

    def to_text(self) -> str:
        return "hero" if self.on is None else f"hero on {_army_text(self.on)}"


class Launch(Action):
    kind: Literal["launch"] = "launch"

    def to_text(self) -> str:
        return "launch"


class Back(Action):
    """Abandon an attack being composed (before launch) and choose another action."""

    kind: Literal["back"] = "back"

    def to_text(self) -> str:
        return "back"


class Pass(Action):
    kind: Literal["pass"] = "pass"

    def to_text(self) -> str:
        return "pass"


class Done(Action):
    """End building, or end one's market-day trading."""

    kind: Literal["done"] = "done"

    def to_text(self) -> str:
        return "done"


class Place(Action):
    kind: Literal["place"] = "place"
    count: int

    def to_text(self) -> str:
        return f"place {self.count}"


class Discard(Action):
    kind: Literal["discard"] = "discard"
    card: str | None  # None: the excess at random (the timeout default)

    def to_text(self) -> str:
        return f"discard {self.card or 'random'}"


class Offer(Action):
    kind: Literal["offer"] = "offer"
    give: Cards
    get: Cards
    to: int | None = None
    private: bool = False

    def to_text(self) -> str:
        text = f"offer {cards_text(self.give)} for {cards_text(self.get)}"
        if self.to is not None:
            text += f" to {self.to}"
            if self.private:
                text += " private"
        return text


class Counter(Action):
    kind: Literal["counter"] = "counter"
    offer: int
    give: Cards
    get: Cards

    def to_text(self) -> str:
        return f"counter {self.offer} {cards_text(self.give)} for {cards_text(self.get)}"


class Accept(Action):
    kind: Literal["accept"] = "accept"
    offer: int

    def to_text(self) -> str:
        return f"accept {self.offer}"


class Decline(Action):
    kind: Literal["decline"] = "decline"
    offer: int

    def to_text(self) -> str:
        return f"decline {self.offer}"


class Cancel(Action):
    kind: Literal["cancel"] = "cancel"
    offer: int

    def to_text(self) -> str:
        return f"cancel {self.offer}"


class Quake(Action):
    kind: Literal["quake"] = "quake"
    army: int | None  # None: a random legal target (timeout default)

    def to_text(self) -> str:
        return "quake random" if self.army is None else f"quake {_army_text(self.army)}"


class Erupt(Action):
    kind: Literal["volcano"] = "volcano"
    seat: int | None

    def to_text(self) -> str:
        return "volcano random" if self.seat is None else f"volcano {self.seat}"


class Luck(Action):
    kind: Literal["luck"] = "luck"

    def to_text(self) -> str:
        return "luck"


class NoLuck(Action):
    kind: Literal["no_luck"] = "no_luck"

    def to_text(self) -> str:
        return "no luck"


class Olympics(Action):
    kind: Literal["olympics"] = "olympics"

    def to_text(self) -> str:
        return "olympics"


class Hold(Action):
    """Keep a home army out of the defence (only with defender_all_armies off)."""

    kind: Literal["hold"] = "hold"
    army: int

    def to_text(self) -> str:
        return f"hold {_army_text(self.army)}"


class Ready(Action):
    kind: Literal["ready"] = "ready"

    def to_text(self) -> str:
        return "ready"


class Assign(Action):
    kind: Literal["assign"] = "assign"
    unit: str | None  # None: the default assignment (best cards to generals first)
    value: int | None = None

    def to_text(self) -> str:
        return "assign auto" if self.unit is None else f"assign {self.unit} {self.value}"


class Fight(Action):
    kind: Literal["fight"] = "fight"
    unit: str | None  # None: a random unused unit

    def to_text(self) -> str:
        return "fight random" if self.unit is None else f"fight {self.unit}"


_ARMY = re.compile(r"^a(\d+)$")
_UNIT = re.compile(r"^[ah]\d+$")


def _bad(text: str) -> InvalidActionText:
    return InvalidActionText("core.err.bad_action", text=text)


def _int(word: str, text: str) -> int:
    if not word.isdigit():
        raise _bad(text)
    return int(word)


def _army(word: str, text: str) -> int:
    m = _ARMY.match(word)
    if not m:
        raise _bad(text)
    return int(m.group(1))


def _parse_cards(words: list[str], text: str) -> Cards:
    if words == ["nothing"]:
        return ()
    if not words or len(words) % 2:
        raise _bad(text)
    counts: dict[str, int] = {}
    for i in range(0, len(words), 2):
        n, card = words[i], words[i + 1]
        if card not in CARD_ORDER or not n.isdigit() or int(n) < 1:
            raise _bad(text)
        counts[card] = counts.get(card, 0) + int(n)
    return cards_key(counts)


def _split_for(words: list[str], text: str) -> tuple[Cards, Cards, list[str]]:
    """'<cards> for <cards> [rest]' -> give, get, rest (rest starts at 'to')."""
    if "for" not in words:
        raise _bad(text)
    i = words.index("for")
    rest_at = words.index("to") if "to" in words else len(words)
    if rest_at < i:
        raise _bad(text)
    return _parse_cards(words[:i], text), _parse_cards(words[i + 1:rest_at], text), words[rest_at:]


_SIMPLE: dict[str, Action] = {
    "allow": Allow(), "deny": Deny(), "tax": Tax(), "launch": Launch(), "back": Back(),
    "pass": Pass(), "done": Done(), "luck": Luck(), "no luck": NoLuck(), "olympics": Olympics(),
    "ready": Ready(), "hero": Hero(), "send all": Send(army=None), "assign auto": Assign(unit=None),
    "fight random": Fight(unit=None), "quake random": Quake(army=None),
    "volcano random": Erupt(seat=None), "discard random": Discard(card=None),
    "tribe random": ChooseTribe(tribe=None),
}


def parse_action(text: str) -> Action:
    text = " ".join(text.lower().split())
    if text in _SIMPLE:
        return _SIMPLE[text]
    w = text.split()
    if not w:
        raise _bad(text)
    head, args = w[0], w[1:]
    if head == "tribe" and len(args) == 1 and args[0] in TRIBE_IDS:
        return ChooseTribe(tribe=args[0])
    if head == "ask" and len(args) == 2 and args[0] == "road":
        return AskRoad(to=_int(args[1], text))
    if head == "swap" and len(args) == 1 and args[0] in CARD_ORDER:
        return Swap(card=args[0])
    if head == "build" and args and args[0] in ITEMS:
        item, rest = args[0], args[1:]
        on = to = None
        pay: tuple[str, ...] | None = None
        if rest[:1] == ["on"] and len(rest) >= 2:
            on, rest = _army(rest[1], text), rest[2:]
        if rest[:1] == ["to"] and len(rest) >= 2:
            to, rest = _int(rest[1], text), rest[2:]
        if rest[:1] == ["pay"] and len(rest) >= 2:
            if any(c not in CARD_ORDER for c in rest[1:]):
                raise _bad(text)
            pay, rest = tuple(rest[1:]), []
        if rest:
            raise _bad(text)
        return Build(item=item, on=on, to=to, pay=pay)
    if head == "attack" and len(args) == 2 and args[1] in ("conquest", "plunder", "raze"):
        return Attack(target=_int(args[0], text), goal=args[1])  # type: ignore[arg-type]
    if head == "send" and len(args) == 1:
        return Send(army=_army(args[0], text))
    if head == "hero" and len(args) == 2 and args[0] == "on":
        return Hero(on=_army(args[1], text))
    if head == "place" and len(args) == 1:
        return Place(count=_int(args[0], text))
    if head == "discard" and len(args) == 1 and args[0] in CARD_ORDER:
        return Discard(card=args[0])
    if head == "offer":
        give, get, rest = _split_for(args, text)
        to, private = None, False
        if rest:
            if len(rest) not in (2, 3) or (len(rest) == 3 and rest[2] != "private"):
                raise _bad(text)
            to, private = _int(rest[1], text), len(rest) == 3
        return Offer(give=give, get=get, to=to, private=private)
    if head == "counter" and args:
        give, get, rest = _split_for(args[1:], text)
        if rest:
            raise _bad(text)
        return Counter(offer=_int(args[0], text), give=give, get=get)
    if head in ("accept", "decline", "cancel") and len(args) == 1:
        cls = {"accept": Accept, "decline": Decline, "cancel": Cancel}[head]
        return cls(offer=_int(args[0], text))
    if head == "quake" and len(args) == 1:
        return Quake(army=_army(args[0], text))
    if head == "volcano" and len(args) == 1:
        return Erupt(seat=_int(args[0], text))
    if head == "hold" and len(args) == 1:
        return Hold(army=_army(args[0], text))
    if head == "assign" and len(args) == 2 and _UNIT.match(args[0]):
        return Assign(unit=args[0], value=_int(args[1], text))
    if head == "fight" and len(args) == 1 and _UNIT.match(args[0]):
        return Fight(unit=args[0])
    raise _bad(text)
