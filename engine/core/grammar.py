"""Actions and their one text form, generated from the field declarations (`engine.core.fields`).

The text form is what the action log stores, what the console types and what `/game play`
accepts; `Grammar.parse(a.to_text()) == a` holds for every action of every game, and no game
writes a parser of its own. Parsing is case-insensitive for verbs, keywords and choices; the
words of references go to the game's resolver (`Game.resolve`), which may accept aliases and
printed names in either language while `to_text` always writes the canonical id.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from typing import Any, ClassVar, get_args

from pydantic import BaseModel, ConfigDict, model_validator

from engine.core.errors import InvalidActionText
from engine.core.fields import (
    Choice,
    Count,
    FieldInfo,
    Flag,
    Key,
    Multiset,
    Path,
    Ref,
    Seat,
    Spec,
    Steps,
    YesNo,
    choice_values,
)

# A resolver turns a word of a reference of `kind` into its value (None: no such thing).
Resolver = Callable[[str, str], Any]
_TOKEN = re.compile(r'"([^"]*)"|(;)|([^\s;"]+)')


class Model(BaseModel):
    """Common base of actions and steps: frozen, fields described by specs."""

    model_config = ConfigDict(frozen=True)

    verb: ClassVar[str] = ""

    @classmethod
    def fields_info(cls) -> tuple[FieldInfo, ...]:
        return _fields(cls)

    @model_validator(mode="before")
    @classmethod
    def _canonical(cls, data: Any) -> Any:
        """Multisets are stored in canonical order, so equal choices are equal actions."""
        if not isinstance(data, dict):
            return data
        for info in _multisets(cls):
            if info.name in data and data[info.name] is not None:
                assert isinstance(info.spec, Multiset)  # what _multisets keeps
                data = dict(data)
                data[info.name] = canonical_multiset(info.spec, info.python_type, data[info.name])
        return data

    @model_validator(mode="after")
    def _bounds(self) -> Model:
        values = self.__dict__
        for name, kind, lo, hi in _bounded(type(self)):
            value = values[name]
            if value is None:
                continue
            if kind == _COUNT:
                if value < lo or (hi is not None and value > hi):
                    raise ValueError(f"{name}={value} is outside [{lo}, {hi}]")
            elif kind == _SEAT:
                if value < 0:
                    raise ValueError(f"{name}={value} is not a seat")
            elif len(value) < lo or (hi is not None and len(value) > hi):
                raise ValueError(f"{name} has {len(value)} items")
        return self

    def to_text(self) -> str:
        # The same action is written more than once (recorded as a sealed answer, then as the
        # applied action's text; a move's steps again in its event): recent texts are kept by
        # value (`_text`: models are frozen, hashing one costs a fifth of writing it).
        return _text(self)

    def field_values(self) -> dict[str, Any]:
        return {info.name: getattr(self, info.name) for info in _fields(type(self))}


# `Action.secret` of an action the public learns nothing of but that it was made (a sealed
# order, a card played face down): its public description is the game's "hidden action" line.
SECRET = "*"
# What of an action the public may not learn: SECRET, or the names of its secret fields.
Secrecy = str | tuple[str, ...]


class Action(Model):
    """A player's decision: a frozen model whose class names its `verb` and declares its fields.

    `expand` False marks actions whose legal values are too many to list (whole-phase orders,
    free trade offers): `legal_actions` leaves them out, `check` still judges them.

    `secret` declares, once, what of the action the public may not learn: () nothing; field
    names: those fields' values (a collection is told as how many items it holds); SECRET: all
    of it but that it was made. The public description (`Game.describe_action`) and the public
    words come from it (`public_part`); a class whose secrecy depends on its values (an offer
    made to one player) overrides `secrecy`.
    """

    expand: ClassVar[bool] = True
    secret: ClassVar[Secrecy] = ()

    def secrecy(self) -> Secrecy:
        return type(self).secret

    def public_part(self) -> tuple[Action, dict[str, int]] | None:
        """What the public may learn of this action: the action with its secret fields emptied,
        and how many items each secret field held; None when it is SECRET as a whole."""
        secrecy = self.secrecy()
        if secrecy == SECRET:
            return None
        if not secrecy:
            return self, {}
        hidden: dict[str, int] = {}
        blank: dict[str, Any] = {}
        for info in self.fields_info():
            if info.name in secrecy:
                value = getattr(self, info.name)
                hidden[info.name] = len(value) if isinstance(value, (tuple, list)) else 1
                blank[info.name] = () if isinstance(value, (tuple, list)) else info.default
        # Not validated: a required field left empty is no action to play, only to describe.
        return self.model_copy(update=blank), hidden


class Step(Model):
    """One step of a `Steps` field (one order of a whole phase's orders). A step class with an
    empty `verb` is the default kind; the others start with their verb (`ship ...`)."""


@cache
def _fields(cls: type[Model]) -> tuple[FieldInfo, ...]:
    out = []
    for name, f in cls.model_fields.items():
        specs = [m for m in f.metadata if isinstance(m, Spec)]
        keys = [m for m in f.metadata if isinstance(m, Key)]
        if len(specs) != 1:
            raise TypeError(f"{cls.__name__}.{name} needs exactly one field spec (Ref, Count...)")
        spec = specs[0]
        key = keys[0].word if keys else None
        if isinstance(spec, Flag):
            key = spec.word or name
        required = f.is_required()
        out.append(FieldInfo(name=name, spec=spec, key=key, required=required,
                             default=None if required else f.default, python_type=f.annotation))
    positional = [i for i in out if i.key is None]
    for i, info in enumerate(positional):
        if isinstance(info.spec, Steps) and i != len(positional) - 1:
            raise TypeError(f"{cls.__name__}.{info.name}: Steps must be the last positional field")
    return tuple(out)


# Recent texts and words of models, by value: pure functions of frozen models, kept by
# `functools.lru_cache` (thread-safe; no module state an engine call writes: issue 32 item 2).
_RECENT_MAX = 512


@cache
def _multisets(cls: type[Model]) -> tuple[FieldInfo, ...]:
    """The declared fields kept in canonical order (`Model._canonical`)."""
    return tuple(i for i in _declared(cls) if isinstance(i.spec, Multiset))


_COUNT, _SEAT, _SIZE = 0, 1, 2


@cache
def _bounded(cls: type[Model]) -> tuple[tuple[str, int, int, int | None], ...]:
    """What `Model._bounds` checks, in declaration order: (field, kind, low, high) of each
    declared Count (its value), Seat (not negative) and Multiset (its size)."""
    out: list[tuple[str, int, int, int | None]] = []
    for info in _declared(cls):
        spec = info.spec
        if isinstance(spec, Count):
            out.append((info.name, _COUNT, spec.lo, spec.hi))
        elif isinstance(spec, Seat):
            out.append((info.name, _SEAT, 0, None))
        elif isinstance(spec, Multiset):
            out.append((info.name, _SIZE, spec.min_size, spec.max_size))
    return tuple(out)


@cache
def _declared(cls: type[Model]) -> tuple[FieldInfo, ...]:
    """The fields of a class declared with specs; () for a class still written the old way
    (fields without specs and its own `to_text`), which the validators leave alone."""
    if any(not any(isinstance(m, Spec) for m in f.metadata) for f in cls.model_fields.values()):
        return ()
    return _fields(cls)


def _item_type(python_type: Any) -> Any:
    args = [a for a in get_args(python_type) if a is not Ellipsis]
    return args[0] if args else Any


def canonical_multiset(spec: Multiset, python_type: Any, value: Iterable[Any]) -> tuple[Any, ...]:
    items = list(value)
    order = _item_order(spec, python_type)
    if order:
        rank = {v: i for i, v in enumerate(order)}
        return tuple(sorted(items, key=lambda v: (rank.get(v, len(rank)), str(v))))
    return tuple(sorted(items, key=lambda v: (str(type(v)), v)))


def _item_order(spec: Multiset, python_type: Any) -> tuple[Any, ...]:
    if spec.order:
        return spec.order
    if isinstance(spec.item, Choice):
        return choice_values(spec.item, _item_type(python_type))
    return ()


# --------------------------------------------------------------------------- writing


def _scalar_word(spec: Spec, value: Any) -> str:
    if value is None:
        if spec.none is None:
            raise ValueError("a None value needs its spec's `none` word to be written")
        return spec.none
    if isinstance(spec, YesNo):
        return spec.yes if value else spec.no
    if isinstance(spec, Ref):
        return f"{spec.prefix}{value}"
    return str(value)


def _scalar_writer(spec: Spec) -> Callable[[Any], str]:
    """`_scalar_word` of one spec, as a function chosen once."""
    if isinstance(spec, YesNo):
        yes, no = spec.yes, spec.no

        def yes_no(value: Any) -> str:
            return _scalar_word(spec, value) if value is None else yes if value else no

        return yes_no
    if isinstance(spec, Ref):
        prefix = spec.prefix

        def ref(value: Any) -> str:
            return _scalar_word(spec, value) if value is None else f"{prefix}{value}"

        return ref

    def scalar(value: Any) -> str:
        return _scalar_word(spec, value) if value is None else str(value)

    return scalar


def _value_words(info: FieldInfo, value: Any) -> list[str]:
    return _writer(info)(value)


def _writer(info: FieldInfo) -> Callable[[Any], list[str]]:
    """The words of a value of the field, as a function chosen once per field."""
    spec = info.spec
    if isinstance(spec, Multiset):
        item = _scalar_writer(spec.item)

        def multiset(value: Any) -> list[str]:
            if not value:
                return [spec.empty] if spec.empty else []
            if spec.counted:
                counts: dict[Any, int] = {}
                for x in value:
                    counts[x] = counts.get(x, 0) + 1
                return [w for x, n in counts.items() for w in (str(n), item(x))]
            return [item(x) for x in value]

        return multiset
    if isinstance(spec, Path):
        item, sep = _scalar_writer(spec.item), spec.sep

        def path(value: Any) -> list[str]:
            return [sep.join([item(x) for x in value])]

        return path
    if isinstance(spec, Steps):
        sep = spec.sep

        def steps(value: Any) -> list[str]:
            out: list[str] = []
            for i, step in enumerate(value):
                if i:
                    out[-1] += sep
                out.extend(_words(step))
            return out

        return steps
    if isinstance(spec, Ref) and spec.none is None:
        prefix = spec.prefix

        def ref(value: Any) -> list[str]:
            if value is None:
                raise ValueError("a None value needs its spec's `none` word to be written")
            return [f"{prefix}{value}"]

        return ref
    scalar = _scalar_writer(spec)
    return lambda value: [scalar(value)]


@cache
def _layout(cls: type[Model]) -> tuple[tuple[FieldInfo, ...], tuple[FieldInfo, ...]]:
    """A class's positional fields and its keyed ones, in declaration order."""
    fields = _fields(cls)
    return tuple(i for i in fields if i.key is None), tuple(i for i in fields if i.key is not None)


@cache
def _plan(cls: type[Model]) -> tuple[
        tuple[tuple[str, bool, Any, bool, Callable[[Any], list[str]]], ...],
        tuple[tuple[str, str, bool, bool, Any, Callable[[Any], list[str]]], ...]]:
    """How `_write` writes a class: (name, required, default, has a `none` word, writer) per
    positional field; (name, key, is a flag, required, default, writer) per keyed one."""
    positional, keyed = _layout(cls)
    return (tuple((i.name, i.required, i.default, bool(i.spec.none), _writer(i)) for i in positional),
            tuple((i.name, i.key or "", isinstance(i.spec, Flag), i.required, i.default, _writer(i))
                  for i in keyed))


@functools.lru_cache(maxsize=_RECENT_MAX)
def _words(model: Model) -> tuple[str, ...]:
    """The words of a model's text form (kept for recent models)."""
    return _write(model)


@functools.lru_cache(maxsize=_RECENT_MAX)
def _text(model: Model) -> str:
    return " ".join(_words(model))


def _write(model: Model) -> tuple[str, ...]:
    words = [model.verb] if model.verb else []
    positional, keyed = _plan(type(model))
    values = model.__dict__
    # Trailing positional fields at their default are left out (unless they have a `none` word).
    last = len(positional)
    while last > 0:
        name, required, default, has_none, _ = positional[last - 1]
        value = values[name]
        if required or value != default or (value is None and has_none):
            break
        last -= 1
    for name, _, _, _, write in positional[:last]:
        words.extend(write(values[name]))
    for name, key, flag, required, default, write in keyed:
        value = values[name]
        if flag:
            if value:
                words.append(key)
        elif required or value != default:
            words.append(key)
            words.extend(write(value))
    return tuple([w for w in words if w != ""] if "" in words else words)


# --------------------------------------------------------------------------- usage


def _spec_usage(info: FieldInfo) -> str:
    spec = info.spec
    name = info.name
    if isinstance(spec, Choice):
        name = "|".join(str(v) for v in choice_values(spec, info.python_type)) or name
    elif isinstance(spec, YesNo):
        name = f"{spec.yes}|{spec.no}"
    if isinstance(spec, Multiset):
        name += "..."
    elif isinstance(spec, Path):
        name = f"{name}{spec.sep}{name}..."
    elif isinstance(spec, Steps):
        name = f"{name}{spec.sep} ..."
    if spec.none:
        name += f"|{spec.none}"
    return f"<{name}>"


def usage(cls: type[Model]) -> str:
    """A one-line description of the text form, for help and syntax errors."""
    parts = [cls.verb] if cls.verb else []
    for info in _fields(cls):
        if isinstance(info.spec, Flag):
            parts.append(f"[{info.key}]")
            continue
        text = _spec_usage(info)
        if info.key is not None:
            text = f"{info.key} {text}"
        parts.append(text if info.required else f"[{text}]")
    return " ".join(parts)


# --------------------------------------------------------------------------- reading


class _Bad(Exception):
    """A word that does not fit; becomes InvalidActionText with the verb's usage."""

    def __init__(self, key: str = "core.err.syntax", **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


def tokenize(text: str) -> list[str]:
    if text.count('"') % 2:
        raise InvalidActionText("core.err.syntax", text=text, usage="")
    return [m.group(1) if m.group(1) is not None else (m.group(2) or m.group(3))
            for m in _TOKEN.finditer(text)]


def _int(word: str) -> int:
    if not word.isdigit() or len(word) > 9:
        raise _Bad()
    return int(word)


def _scalar(spec: Spec, python_type: Any, word: str, resolve: Resolver) -> Any:
    low = word.lower()
    if spec.none is not None and low == spec.none:
        return None
    if isinstance(spec, (Count, Seat)):
        return _int(low)
    if isinstance(spec, YesNo):
        if low == spec.yes:
            return True
        if low == spec.no:
            return False
        raise _Bad()
    if isinstance(spec, Choice):
        for value in choice_values(spec, python_type):
            if str(value).lower() == low:
                return value
        if low in spec.aliases:
            return spec.aliases[low]
        raise _Bad("core.err.unknown_choice", word=word,
                   choices=", ".join(str(v) for v in choice_values(spec, python_type)))
    if isinstance(spec, Ref):
        if spec.prefix and python_type in (int, int | None):
            if not low.startswith(spec.prefix):
                raise _Bad("core.err.unknown_ref", kind=spec.kind, word=word)
            return _int(low[len(spec.prefix):])
        value = resolve(spec.kind, word)
        if value is None:
            raise _Bad("core.err.unknown_ref", kind=spec.kind, word=word)
        return value
    raise _Bad()


def _can_read(spec: Spec, python_type: Any, word: str, resolve: Resolver) -> bool:
    try:
        _scalar(spec, python_type, word, resolve)
    except _Bad:
        return False
    return True


# Texts longer than this (pasted nonsense) are parsed without being kept.
_PARSED_TEXT_MAX = 400


@functools.lru_cache(maxsize=4096)
def _parsed(grammar: Grammar, text: str) -> Action:
    """`grammar.parse(text)`, kept: a pure function of the grammar (hashed by identity; its
    resolver reads only fixed data) and the text. Failures are not kept (they raise)."""
    return grammar._parse(text)


class Grammar:
    """The parser of one game's actions, built from their classes."""

    def __init__(self, actions: Sequence[type[Action]], resolve: Resolver | None = None) -> None:
        self.actions = tuple(actions)
        self.resolve: Resolver = resolve or (lambda kind, word: word)
        self.by_verb: dict[tuple[str, ...], type[Action]] = {}
        for cls in self.actions:
            if not cls.verb:
                raise TypeError(f"{cls.__name__} has no verb")
            words = tuple(cls.verb.split())
            if words in self.by_verb:
                raise TypeError(f"verb {cls.verb!r} declared twice")
            self.by_verb[words] = cls
            _fields(cls)  # fail early on a bad declaration
        self._longest = max((len(v) for v in self.by_verb), default=1)

    @property
    def verbs(self) -> list[str]:
        return [cls.verb for cls in self.actions]

    def action_class(self, verb: str) -> type[Action] | None:
        return self.by_verb.get(tuple(verb.lower().split()))

    def parse(self, text: str) -> Action:
        """Text form -> action; raises InvalidActionText with a catalog key. Recent texts are
        read once (`_parsed`: a default's text is read back whenever a robot plays it)."""
        if len(text) > _PARSED_TEXT_MAX:
            return self._parse(text)
        return _parsed(self, text)

    def _parse(self, text: str) -> Action:
        tokens = tokenize(text.strip())
        if not tokens:
            raise InvalidActionText("core.err.empty_action", text=text)
        for n in range(min(self._longest, len(tokens)), 0, -1):
            cls = self.by_verb.get(tuple(t.lower() for t in tokens[:n]))
            if cls is not None:
                return self._build(cls, tokens[n:], text)
        raise InvalidActionText("core.err.unknown_verb", text=text, verb=tokens[0],
                                verbs=", ".join(self.verbs))

    def _build(self, cls: type[Action], tokens: list[str], text: str) -> Action:
        try:
            values = self._fields_from(cls, tokens)
            return cls(**values)
        except _Bad as bad:
            raise InvalidActionText(bad.key, text=text, usage=usage(cls), **bad.params) from None
        except ValueError as exc:  # pydantic's ValidationError (a value out of its range)
            raise InvalidActionText("core.err.syntax", text=text, usage=usage(cls)) from exc

    def action_of(self, data: Mapping[str, Any]) -> Action:
        """`action_data` read back: the typed action a view, an event or a refusal carries as
        data (no text is read). ValueError if it is none of this game's actions."""
        cls = self.action_class(str(data.get("verb", "")))
        if cls is None:
            raise ValueError(f"no verb {data.get('verb')!r}")
        fields = {k: v for k, v in data.items() if k != "verb"}
        for info in cls.fields_info():
            if isinstance(info.spec, Steps) and info.name in fields:
                fields[info.name] = steps_of(info.spec, fields[info.name])
        return cls.model_validate(fields)

    def steps_of(self, verb: str, items: Iterable[Mapping[str, Any]]) -> tuple[Step, ...]:
        """Steps of `verb`'s `Steps` field from their data (`step_data`: an event's units, a
        refusal's step); ValueError if they are not."""
        cls = self.action_class(verb)
        spec = next((i.spec for i in cls.fields_info() if isinstance(i.spec, Steps)), None) if cls else None
        if spec is None:
            raise ValueError(f"{verb!r} has no steps")
        return steps_of(spec, items)

    def usage(self, verb: str) -> str:
        cls = self.action_class(verb)
        return usage(cls) if cls is not None else verb

    def read_field(self, cls: type[Model], info: FieldInfo, text: str) -> Any:
        """One field's value from its own text (a slash command option); InvalidActionText if
        it does not read."""
        try:
            tokens = tokenize(text)
            if isinstance(info.spec, Multiset):
                if not tokens and not info.required:
                    return info.default
                return self._multiset(info, tokens)
            if isinstance(info.spec, Steps):
                return self._steps(info.spec, tokens)
            if not tokens and not info.required:
                return info.default
            return self._value(info, tokens)
        except _Bad as bad:
            raise InvalidActionText(bad.key, text=text, usage=usage(cls), **bad.params) from None
        except ValueError as exc:
            raise InvalidActionText("core.err.syntax", text=text, usage=usage(cls)) from exc

    @staticmethod
    def field_words(cls: type[Model], info: FieldInfo, value: Any) -> str:
        """The text of one field's value (or of one item of a multi-item field)."""
        spec = info.spec
        if isinstance(spec, (Multiset, Path)) and not isinstance(value, tuple):
            return _scalar_word(spec.item, value)
        if isinstance(spec, Steps) and isinstance(value, Model):
            return " ".join(_words(value))
        return " ".join(_value_words(info, value))

    def _fields_from(self, cls: type[Model], tokens: list[str]) -> dict[str, Any]:
        fields = _fields(cls)
        keywords = {i.key: i for i in fields if i.key is not None}
        values: dict[str, Any] = {}
        pos = 0
        for info in (i for i in fields if i.key is None):
            if isinstance(info.spec, Steps):
                values[info.name] = self._steps(info.spec, tokens[pos:])
                pos = len(tokens)
                continue
            if isinstance(info.spec, Multiset):
                end = pos
                while end < len(tokens) and tokens[end].lower() not in keywords and tokens[end] != ";":
                    end += 1
                if end == pos and not info.required:
                    continue
                if end == pos and info.spec.empty is None:
                    raise _Bad()
                values[info.name] = self._multiset(info, tokens[pos:end])
                pos = end
                continue
            if pos < len(tokens) and tokens[pos].lower() not in keywords:
                word = tokens[pos]
                if info.required or self._readable(info, word):
                    values[info.name] = self._value(info, [word])
                    pos += 1
                    continue
            if info.required:
                raise _Bad()
        while pos < len(tokens):
            keyed = keywords.get(tokens[pos].lower())
            if keyed is None or keyed.name in values:
                raise _Bad()
            info = keyed
            pos += 1
            if isinstance(info.spec, Flag):
                values[info.name] = True
                continue
            end = pos + 1
            if isinstance(info.spec, Multiset):
                while end < len(tokens) and tokens[end].lower() not in keywords:
                    end += 1
            if end > len(tokens):
                raise _Bad()
            values[info.name] = self._value(info, tokens[pos:end])
            pos = end
        return values

    def _readable(self, info: FieldInfo, word: str) -> bool:
        spec = info.spec
        if isinstance(spec, Path):
            return all(_can_read(spec.item, _item_type(info.python_type), w, self.resolve)
                       for w in word.split(spec.sep))
        return _can_read(spec, info.python_type, word, self.resolve)

    def _value(self, info: FieldInfo, words: list[str]) -> Any:
        spec = info.spec
        if isinstance(spec, Multiset):
            return self._multiset(info, words)
        if len(words) != 1:
            raise _Bad()
        if isinstance(spec, Path):
            if spec.none is not None and words[0].lower() == spec.none:
                return None
            item_type = _item_type(info.python_type)
            items = tuple(_scalar(spec.item, item_type, w, self.resolve) for w in words[0].split(spec.sep))
            if len(items) < spec.min_len or (spec.max_len is not None and len(items) > spec.max_len):
                raise _Bad()
            return items
        return _scalar(spec, info.python_type, words[0], self.resolve)

    def _multiset(self, info: FieldInfo, words: list[str]) -> tuple[Any, ...]:
        spec = info.spec
        assert isinstance(spec, Multiset)
        item_type = _item_type(info.python_type)
        if spec.empty and len(words) == 1 and words[0].lower() == spec.empty:
            return ()
        # Counted input (`2 wood 1 stone`) is accepted for any multiset, except one of numbers
        # that is not declared counted: there `3 1` means the items 3 and 1.
        numeric = isinstance(spec.item, (Count, Seat)) and not spec.counted
        counted = not numeric and len(words) % 2 == 0 and all(w.isdigit() for w in words[::2]) and words
        items: list[Any] = []
        if counted:
            for n, w in zip(words[::2], words[1::2]):
                items.extend([_scalar(spec.item, item_type, w, self.resolve)] * _int(n))
        else:
            items = [_scalar(spec.item, item_type, w, self.resolve) for w in words]
        if spec.max_size is not None and len(items) > spec.max_size:
            raise _Bad()
        return tuple(items)

    def _steps(self, spec: Steps, tokens: list[str]) -> tuple[Any, ...]:
        groups: list[list[str]] = [[]]
        for tok in tokens:
            if tok == ";":
                groups.append([])
            else:
                groups[-1].append(tok)
        groups = [g for g in groups if g]
        if len(groups) < spec.min_len:
            raise _Bad()
        default = next((k for k in spec.kinds if not k.verb), None)
        by_verb = {k.verb: k for k in spec.kinds if k.verb}
        steps = []
        for group in groups:
            kind = by_verb.get(group[0].lower())
            words = group[1:] if kind is not None else group
            kind = kind or default
            if kind is None:
                raise _Bad()
            steps.append(kind(**self._fields_from(kind, words)))
        return tuple(steps)


# --- actions as data ------------------------------------------------------------------------------
# A view, an event or a refusal that names an action or a step carries it as plain JSON data, never
# as its text form (docs/contract.md, "Actions in views, events and refusals"): presentation gets
# the typed model back (`Grammar.action_of`, `Grammar.steps_of`) without reading any text.


def step_data(step: Step) -> dict[str, Any]:
    """A step as data: its fields' values, and under "kind" its verb unless it is its field's
    default kind (`{"count": 3, "area": "memphis"}`, `{"kind": "city", "area": "thebes"}`)."""
    data = step.model_dump(mode="json")
    return {"kind": step.verb, **data} if step.verb else data


def action_data(action: Action) -> dict[str, Any]:
    """An action as data: its verb and its fields' values, a `Steps` field's steps as `step_data`
    (`{"verb": "lose", "units": [{"count": 3, "area": "memphis"}]}`)."""
    data: dict[str, Any] = {"verb": action.verb, **action.model_dump(mode="json")}
    for info in action.fields_info():
        if isinstance(info.spec, Steps):
            data[info.name] = [step_data(s) for s in getattr(action, info.name)]
    return data


def steps_of(spec: Steps, items: Iterable[Mapping[str, Any]]) -> tuple[Step, ...]:
    """`step_data` read back, each step by the kind its "kind" names (the default kind without)."""
    kinds = {k.verb: k for k in spec.kinds}
    out = []
    for item in items:
        fields = dict(item)
        kind = kinds.get(str(fields.pop("kind", "")))
        if kind is None:
            raise ValueError(f"no step kind {item.get('kind')!r}")
        out.append(kind.model_validate(fields))
    return tuple(out)


__all__ = ["SECRET", "Action", "Grammar", "Model", "Resolver", "Secrecy", "Step", "action_data",
           "canonical_multiset", "step_data", "steps_of", "tokenize", "usage"]
