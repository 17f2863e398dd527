"""Antike actions and their text forms (see docs/antike.md, "Action text").

Province names are the board ids (`athen`, `leptis_magna`): lower case, spaces as `_`.
Parsing also accepts printed names and the rulebooks' spellings (`Athens`, `Atenas`,
`"Leptis Magna"`); `to_text` always writes ids, so logs are canonical.
"""

from __future__ import annotations

from typing import Literal

from engine.core import Action, InvalidActionText

from .board import KNOWHOWS, RESOURCES, RONDEL, load_board

Unit = Literal["legion", "galley"]
PAYABLE = (*RESOURCES, "coin")
ORDERS = ("always", "never", "city", "ask")
# Extra spellings for rondel spaces. Bare "maneuver" is resolved by the paid steps.
_SPACE_ALIASES = {
    "maneuver_1": "maneuver1", "maneuver_2": "maneuver2", "know_how": "knowhow", "science": "knowhow",
    "campaign": "maneuver", "maneuver": "maneuver", "maniobra": "maneuver",
}


class TakeResource(Action):
    """Instead of a coin when the bank has none left."""

    kind: Literal["take"] = "take"
    resource: str

    def to_text(self) -> str:
        return f"take {self.resource}"


class ChooseNation(Action):
    kind: Literal["nation"] = "nation"
    nation: str

    def to_text(self) -> str:
        return f"nation {self.nation}"


class Rondel(Action):
    kind: Literal["rondel"] = "rondel"
    space: str  # a RONDEL name, or "maneuver" (whichever maneuver space costs `paid`)
    paid: int = 0
    pay: tuple[str, ...] = ()  # resources given for the paid steps; empty = engine's default

    def to_text(self) -> str:
        text = f"rondel {self.space}"
        if self.paid:
            text += f" {self.paid}"
        if self.pay:
            text += " pay " + " ".join(self.pay)
        return text


class BuildTemple(Action):
    kind: Literal["temple"] = "temple"
    province: str

    def to_text(self) -> str:
        return f"temple {self.province}"


class Arm(Action):
    kind: Literal["arm"] = "arm"
    province: str
    legions: int = 0
    galleys: int = 0

    def to_text(self) -> str:
        parts = [f"arm {self.province}"]
        if self.legions:
            parts.append(f"legion {self.legions}")
        if self.galleys:
            parts.append(f"galley {self.galleys}")
        return " ".join(parts)


class BuyKnowHow(Action):
    kind: Literal["knowhow"] = "knowhow"
    knowhow: str

    def to_text(self) -> str:
        return f"knowhow {self.knowhow}"


class Move(Action):
    kind: Literal["move"] = "move"
    unit: Unit
    count: int
    path: tuple[str, ...]  # start province first

    def to_text(self) -> str:
        return f"move {self.unit} {self.count} " + ">".join(self.path)


class Fight(Action):
    """The active nation's own battle during its maneuver."""

    kind: Literal["fight"] = "fight"
    province: str
    unit: Unit
    nation: str
    pairs: int | None = None  # None = as many as possible

    def to_text(self) -> str:
        text = f"fight {self.province} {self.unit} {self.nation}"
        return text if self.pairs is None else f"{text} {self.pairs}"


class Conquer(Action):
    kind: Literal["conquer"] = "conquer"
    province: str
    legions: int = 0
    galleys: int = 0
    release: str | None = None  # own city given up when all 25 markers are on the board

    def to_text(self) -> str:
        parts = [f"conquer {self.province}"]
        if self.legions:
            parts.append(f"legion {self.legions}")
        if self.galleys:
            parts.append(f"galley {self.galleys}")
        if self.release:
            parts.append(f"release {self.release}")
        return " ".join(parts)


class Found(Action):
    kind: Literal["found"] = "found"
    province: str

    def to_text(self) -> str:
        return f"found {self.province}"


class Done(Action):
    kind: Literal["done"] = "done"

    def to_text(self) -> str:
        return "done"


class Battle(Action):
    """Answer to a battle demand: fight the entering units or let them pass."""

    kind: Literal["battle"] = "battle"
    fight: bool
    pairs: int | None = None

    def to_text(self) -> str:
        if not self.fight:
            return "battle no"
        return "battle yes" if self.pairs is None else f"battle yes {self.pairs}"


class SetOrder(Action):
    """Standing order for battle demands."""

    kind: Literal["order"] = "order"
    order: Literal["always", "never", "city", "ask"]

    def to_text(self) -> str:
        return f"order {self.order}"


def _bad(text: str) -> InvalidActionText:
    return InvalidActionText("core.err.bad_action", text=text)


def _province(word: str, text: str) -> str:
    pid = load_board().resolve(word)
    if pid is None:
        raise InvalidActionText("antike.err.unknown_province", name=word)
    return pid


def _nation(word: str) -> str:
    board = load_board()
    w = word.lower()
    for n in board.nations.values():
        if w in (n.id, n.name_en.lower(), n.name_es.lower()):
            return n.id
    raise InvalidActionText("antike.err.unknown_nation", name=word)


def _int(word: str, text: str) -> int:
    if not word.isdigit():
        raise _bad(text)
    return int(word)


def _unit_counts(words: list[str], text: str) -> tuple[int, int, list[str]]:
    """`legion N galley M` in any order; returns the counts and the words left over."""
    legions = galleys = 0
    rest: list[str] = []
    i = 0
    while i < len(words):
        if words[i] in ("legion", "legions", "galley", "galleys") and i + 1 < len(words):
            n = _int(words[i + 1], text)
            if words[i].startswith("legion"):
                legions += n
            else:
                galleys += n
            i += 2
        else:
            rest.append(words[i])
            i += 1
    return legions, galleys, rest


def _split(text: str) -> list[str]:
    """Words, keeping `"quoted names"` together (as `quoted_names`)."""
    words: list[str] = []
    chunks = text.split('"')
    if len(chunks) % 2 == 0:
        raise _bad(text)
    for i, chunk in enumerate(chunks):
        if i % 2:
            words.append(chunk.strip().replace(" ", "_"))
        else:
            words.extend(chunk.split())
    return words


def parse_action(text: str) -> Action:
    raw = text.strip()
    words = _split(raw.lower())
    if not words:
        raise _bad(text)
    head, args = words[0], words[1:]
    if head == "done" and not args:
        return Done()
    if head == "take" and len(args) == 1 and args[0] in RESOURCES:
        return TakeResource(resource=args[0])
    if head == "nation" and len(args) == 1:
        return ChooseNation(nation=_nation(args[0]))
    if head == "order" and len(args) == 1 and args[0] in ORDERS:
        return SetOrder(order=args[0])  # type: ignore[arg-type]
    if head == "battle" and args and args[0] in ("yes", "no"):
        if args[0] == "no" and len(args) == 1:
            return Battle(fight=False)
        if args[0] == "yes" and len(args) <= 2:
            return Battle(fight=True, pairs=_int(args[1], text) if len(args) == 2 else None)
    if head == "rondel" and args:
        space = _SPACE_ALIASES.get(args[0], args[0])
        if space not in (*RONDEL, "maneuver"):
            raise InvalidActionText("antike.err.unknown_space", name=args[0])
        rest = args[1:]
        paid = 0
        if rest and rest[0].isdigit():
            paid = int(rest[0])
            rest = rest[1:]
        pay: tuple[str, ...] = ()
        if rest:
            if rest[0] != "pay" or any(r not in PAYABLE for r in rest[1:]):
                raise _bad(text)
            pay = tuple(sorted(rest[1:], key=PAYABLE.index))
        return Rondel(space=space, paid=paid, pay=pay)
    if head == "temple" and len(args) == 1:
        return BuildTemple(province=_province(args[0], text))
    if head == "found" and len(args) == 1:
        return Found(province=_province(args[0], text))
    if head == "knowhow" and len(args) == 1:
        if args[0] not in KNOWHOWS:
            raise InvalidActionText("antike.err.unknown_knowhow", name=args[0])
        return BuyKnowHow(knowhow=args[0])
    if head == "arm" and args:
        legions, galleys, rest = _unit_counts(args[1:], text)
        if rest or legions + galleys == 0:
            raise _bad(text)
        return Arm(province=_province(args[0], text), legions=legions, galleys=galleys)
    if head == "move" and len(args) == 3 and args[0] in ("legion", "galley"):
        path = tuple(_province(p, text) for p in args[2].split(">"))
        count = _int(args[1], text)
        if len(path) < 2 or count < 1:
            raise _bad(text)
        return Move(unit=args[0], count=count, path=path)  # type: ignore[arg-type]
    if head == "fight" and len(args) in (3, 4) and args[1] in ("legion", "galley"):
        pairs = _int(args[3], text) if len(args) == 4 else None
        return Fight(province=_province(args[0], text), unit=args[1], nation=_nation(args[2]),  # type: ignore[arg-type]
                     pairs=pairs)
    if head == "conquer" and args:
        rest_words = args[1:]
        release = None
        if "release" in rest_words:
            i = rest_words.index("release")
            if i + 2 != len(rest_words):
                raise _bad(text)
            release = _province(rest_words[i + 1], text)
            rest_words = rest_words[:i]
        legions, galleys, rest = _unit_counts(rest_words, text)
        if rest or legions + galleys == 0:
            raise _bad(text)
        return Conquer(province=_province(args[0], text), legions=legions, galleys=galleys, release=release)
    raise _bad(text)
