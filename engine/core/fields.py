"""What an action's fields are, declared once; the text grammar and the legal-choice questions
are derived from these declarations (`engine.core.grammar`, `engine.core.choices`).

A field is annotated with one *spec* (and optionally a `Key`):

    class PlaceTile(Action):
        verb: ClassVar[str] = "tile"
        color: Annotated[Color, Choice()]              # one of the Literal's values
        square: Annotated[str, Ref("square")]          # an id the game resolves ("F3")

    class Rondel(Action):
        verb: ClassVar[str] = "rondel"
        space: Annotated[str, Ref("space")]
        paid: Annotated[int, Count(0, 6)] = 0                          # trailing, omitted when 0
        pay: Annotated[tuple[str, ...], Multiset(Ref("payable")), Key("pay")] = ()

The text form is `verb`, then the positional fields in order, then each keyword field whose
value is not its default as `key value`. A field whose default is None is omitted while None,
unless its spec names a word for None (`Ref("monument", none="none")` → `monument none`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, get_args, get_origin

if TYPE_CHECKING:
    from engine.core.grammar import Step


class Spec:
    """Base of every field spec. `sequence` specs hold tuples and can be chosen item by item."""

    sequence = False
    # The word standing for None in the text form (only for fields that may be None).
    none: str | None = None

    def describe(self) -> str:  # pragma: no cover - debugging aid
        return type(self).__name__


@dataclass(frozen=True)
class Seat(Spec):
    """Another (or one's own) seat, written as its number. Players see names, never this."""

    none: str | None = None


@dataclass(frozen=True)
class Count(Spec):
    """A whole number in [lo, hi]. `hi` None: the game bounds it in `domain`."""

    lo: int = 0
    hi: int | None = None
    none: str | None = None


@dataclass(frozen=True)
class Choice(Spec):
    """One word among fixed values. Values default to the field's `Literal[...]` arguments.

    `aliases` maps other accepted spellings (Spanish words, role names) to values; the text
    form always writes the value itself.
    """

    values: tuple[Any, ...] = ()
    aliases: dict[str, Any] = field(default_factory=dict)
    none: str | None = None

    def __hash__(self) -> int:
        return hash((self.values, tuple(sorted(self.aliases.items(), key=str))))


@dataclass(frozen=True)
class YesNo(Spec):
    """A boolean written as one of two words (`battle yes`, `battle no`)."""

    yes: str = "yes"
    no: str = "no"


@dataclass(frozen=True)
class Ref(Spec):
    """A reference to a board thing, card, army... of `kind`. The game resolves the words
    (`Game.resolve`) and lists the candidates (`Game.domain`). Int references are written with
    `prefix` (`a12` for army 12)."""

    kind: str
    prefix: str = ""
    none: str | None = None


@dataclass(frozen=True)
class Flag(Spec):
    """A boolean keyword: present (True) or absent (False). Use without `Key`: the field's
    own word is `word`, or the field name."""

    word: str | None = None


@dataclass(frozen=True)
class Multiset(Spec):
    """An unordered collection of items, stored in canonical order (the item domain's order;
    `order` for Ref items). Written `red red blue`, or counted (`2 wood 1 stone`) when
    `counted`; `empty` is the word for none (a required multiset without it needs an item).
    `min_size`/`max_size` bound the number of items."""

    item: Spec
    counted: bool = False
    empty: str | None = None
    order: tuple[Any, ...] = ()
    min_size: int = 0
    max_size: int | None = None
    sequence = True


@dataclass(frozen=True)
class Path(Spec):
    """An ordered list of items written as one word joined by `sep` (`athen>sparta>korinth`)."""

    item: Spec
    sep: str = ">"
    min_len: int = 1
    max_len: int | None = None
    sequence = True


@dataclass(frozen=True)
class Steps(Spec):
    """A list of step models (see `engine.core.actions.Step`) separated by `sep`, such as a
    whole phase's orders: `3 thrace>macedonia; ship athens>crete carry 5`. Always last."""

    kinds: tuple[type[Step], ...]
    sep: str = ";"
    min_len: int = 1
    sequence = True

    def __hash__(self) -> int:
        return hash(self.kinds)


@dataclass(frozen=True)
class Key:
    """Places a field after the positional ones, introduced by `word` (`pay gold wood`)."""

    word: str


@dataclass(frozen=True)
class FieldInfo:
    """One declared field of an action or step, as the grammar and the choices see it."""

    name: str
    spec: Spec
    key: str | None
    required: bool
    default: Any
    python_type: Any

    @property
    def nullable(self) -> bool:
        return not self.required and self.default is None


def choice_values(spec: Choice, python_type: Any) -> tuple[Any, ...]:
    """The values of a Choice: explicit, else the `Literal[...]` arguments of the field's type
    (also inside `Literal[...] | None`)."""
    if spec.values:
        return spec.values
    for candidate in (python_type, *get_args(python_type)):
        if get_origin(candidate) is Literal:
            return get_args(candidate)
    return ()


__all__ = [
    "Choice",
    "Count",
    "FieldInfo",
    "Flag",
    "Key",
    "Multiset",
    "Path",
    "Ref",
    "Seat",
    "Spec",
    "Steps",
    "YesNo",
    "choice_values",
]
