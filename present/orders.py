"""Whole orders (`Steps` fields) built step by step from the engine's options, the same way for
every game: typed in the players' own words with autocomplete, or chosen from menus.

- `read` turns what a player typed (`2 tebas>alto egipto; barco atenas>cr`) into the steps
  typed so far, the step still being typed (a `Draft`) and the partial word at its end.
- `write` writes a step or a draft in the reader's words (`2 Tebas>Alto Egipto`), which `read`
  reads back; a count written before what it counts and not chosen yet is the most the engine
  allows (`3 Tebas>`: the tokens still there).
- `next_choices` lists what can come next, each as the text it leads to and its label, from
  `Game.options` item by item (`engine.core.choices.steps_options`): nothing here knows a rule.

Runs in a worker thread (it asks the engine); no Discord here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import i18n
from engine import registry
from engine.core import DONE, Action, Count, Flag, InvalidActionText, Multiset, Path, Ref, Seat, Steps, usage
from engine.core.choices import Draft, build_order
from engine.core.fields import FieldInfo
from engine.core.grammar import Step
from present import typed
from present.base import Presenter

LIMIT = 25  # Discord's choices per autocomplete answer and options per select menu


@dataclass
class Reading:
    """What was typed: the complete steps, the step being typed (None: none begun), the partial
    word at the end (a filter), and the text of the complete steps as typed (kept as is)."""

    steps: tuple[Step, ...] = ()
    draft: Draft | None = None
    partial: str = ""
    head: str = ""


@dataclass(frozen=True)
class NextChoice:
    label: str  # for the box: the step as its text will read (a count filled in: "3 · Thebes → …")
    text: str  # what the box holds after choosing it (the whole order so far)
    done: bool = False  # the order as it is: send it
    # For menus: the steps and the draft choosing it leads to.
    steps: tuple[Step, ...] = ()
    draft: Draft | None = None
    menu: str = ""  # for a menu: the choice alone, nothing filled in ("Thebes → …")


@dataclass
class _Kinds:
    by_verb: dict[str, type[Step]] = field(default_factory=dict)
    default: type[Step] | None = None


def _kinds(spec: Steps) -> _Kinds:
    out = _Kinds()
    for kind in spec.kinds:
        if kind.verb:
            out.by_verb[kind.verb] = kind
        else:
            out.default = kind
    return out


def _layout(kind: type[Step]) -> tuple[list[FieldInfo], dict[str, FieldInfo]]:
    infos = kind.fields_info()
    return [i for i in infos if i.key is None], {i.key: i for i in infos if i.key is not None}


def _item(info: FieldInfo) -> Any:
    spec = info.spec
    return spec.item if isinstance(spec, (Multiset, Path)) else spec


# --------------------------------------------------------------------------- reading


def read(game_id: str, info: FieldInfo, text: str, names: Sequence[str] = (),
         users: Sequence[int | None] = (), lang: str = "en") -> Reading:
    """What a player typed in a Steps field's box; raises InvalidActionText (with a catalog key)
    when a complete step does not read (a keyword's value out of range names the keyword in the
    reader's words: "leva 3")."""
    try:
        return _read(game_id, info, text, names, users)
    except InvalidActionText as exc:
        if exc.key == "builder.err.range":
            word = str(exc.params.get("word", ""))
            exc.params["word"] = f"{typed.localized(game_id, word, lang)} " if word else ""
        raise


def _read(game_id: str, info: FieldInfo, text: str, names: Sequence[str],
          users: Sequence[int | None]) -> Reading:
    spec = info.spec
    assert isinstance(spec, Steps)
    game = registry.get(game_id)
    words_text = typed.english(game_id, text)
    groups = words_text.split(spec.sep)
    raw_groups = text.split(spec.sep)
    steps: list[Step] = []
    for group in groups[:-1]:
        draft, partial = _read_group(game, spec, group, False, names, users)
        step = draft.step() if draft is not None else None
        if step is None:
            raise InvalidActionText("core.err.syntax", text=group.strip()[:100], usage=_usage(spec))
        steps.append(step)
    head = spec.sep.join(raw_groups[:-1]).strip() if len(raw_groups) == len(groups) else ""
    last = groups[-1]
    open_end = not last[-1:].isspace() if last.strip() else False
    draft, partial = _read_group(game, spec, last, open_end, names, users)
    return Reading(tuple(steps), draft, partial, head)


def _usage(spec: Steps) -> str:
    return "; ".join(usage(k) for k in spec.kinds)


_MENTION = re.compile(r"^<@!?(\d+)>$")


def read_player(text: str, names: Sequence[str], users: Sequence[int | None] = ()) -> int:
    """A player named in an order: by name (any case), by mention, or by the seat number
    autocomplete sends."""
    text = text.strip()
    if text.isdigit() and int(text) < len(names):
        return int(text)
    mention = _MENTION.match(text)
    if mention:
        seats = [seat for seat, user in enumerate(users) if user == int(mention[1])]
        if len(seats) == 1:
            return seats[0]
    folded = typed.fold(text.lstrip("@"))
    matches = [seat for seat, name in enumerate(names) if typed.fold(name) == folded]
    if len(matches) == 1:
        return matches[0]
    raise InvalidActionText("core.err.no_such_player", word=text[:50])


def _resolve(game: Any, item: Any, word: str, names: Sequence[str], users: Sequence[int | None],
             key: str = "") -> Any:
    if isinstance(item, Seat):
        return read_player(word, names, users)
    if isinstance(item, (Count,)):
        if not word.isdigit() or len(word) > 6:
            raise InvalidActionText("core.err.syntax", text=word[:50], usage="")
        value = int(word)
        if value < item.lo or (item.hi is not None and value > item.hi):  # "levy 3": say the range
            raise InvalidActionText("builder.err.range", word=key, value=value, lo=item.lo,
                                    hi=item.hi if item.hi is not None else value)
        return value
    if isinstance(item, Ref):
        value = game.resolve(item.kind, word)
        if value is None:
            raise InvalidActionText("core.err.unknown_ref", kind=item.kind, word=word[:50], text=word[:50],
                                    usage="")
        return value
    if isinstance(item, Flag):
        return True
    return word


def _read_group(game: Any, spec: Steps, group: str, open_end: bool, names: Sequence[str],
                users: Sequence[int | None]) -> tuple[Draft | None, str]:
    """One step as typed: the draft it makes and the partial word it ends with."""
    words = group.split()
    if not words:
        return None, ""
    kinds = _kinds(spec)
    kind = kinds.by_verb.get(words[0].lower())
    rest = words[1:] if kind is not None else words
    if kind is None:
        if open_end and len(words) == 1 and not words[0].isdigit() and any(
                v.startswith(words[0].lower()) for v in kinds.by_verb):
            return None, words[0]  # a verb being typed: a filter on the first choices
        kind = kinds.default
    if kind is None:
        raise InvalidActionText("core.err.syntax", text=group.strip()[:100], usage=_usage(spec))
    positional, keyed = _layout(kind)
    values: dict[str, Any] = {}
    ask = ""
    partial = ""
    i = 0

    def last(index: int) -> bool:
        return open_end and index == len(rest) - 1

    for info in positional:
        if i >= len(rest) or rest[i].lower() in keyed:
            break
        word = rest[i]
        item = _item(info)
        if isinstance(info.spec, Path):
            parts = word.split(info.spec.sep)
            whole = parts if not last(i) else parts[:-1]
            values[info.name] = tuple(_resolve(game, item, w, names, users) for w in whole if w)
            if last(i):
                ask, partial = info.name, parts[-1]
            i += 1
            continue
        if last(i) and not isinstance(info.spec, (Count, Seat)):
            ask, partial = info.name, word
            i += 1
            break
        values[info.name] = _resolve(game, item, word, names, users)
        i += 1
    while i < len(rest) and not ask:
        named = keyed.get(rest[i].lower())
        if named is None:
            if last(i):
                return Draft(kind, tuple(values.items())), rest[i]
            raise InvalidActionText("core.err.syntax", text=group.strip()[:100], usage=_usage(spec))
        info = named
        i += 1
        if isinstance(info.spec, Flag):
            values[info.name] = True
            continue
        end = i
        while end < len(rest) and rest[end].lower() not in keyed:
            end += 1
        taken = rest[i:end]
        if isinstance(info.spec, Seat):  # a player's name, spaces and all
            if end == len(rest) and open_end:
                ask, partial = info.name, " ".join(taken)
            elif taken:
                values[info.name] = read_player(" ".join(taken), names, users)
            i = end
            continue
        if isinstance(info.spec, Multiset):
            items: list[Any] = []
            pending = taken
            if end == len(rest) and open_end and taken:
                pending, partial = taken[:-1], taken[-1]
                ask = info.name
            if end == len(rest) and open_end and not taken:
                ask = info.name
            counted = len(pending) % 2 == 0 and all(w.isdigit() for w in pending[::2])
            if counted:
                for n, w in zip(pending[::2], pending[1::2]):
                    items += [_resolve(game, _item(info), w, names, users)] * int(n)
            elif pending and pending[-1].isdigit() and all(w.isdigit() for w in pending[:-1:2]):
                # `drop 1` with the area still to come
                for n, w in zip(pending[:-1:2], pending[1:-1:2]):
                    items += [_resolve(game, _item(info), w, names, users)] * int(n)
            else:
                items = [_resolve(game, _item(info), w, names, users) for w in pending]
            values[info.name] = tuple(items)
            i = end
            continue
        if not taken:
            if open_end and end == len(rest):
                ask = info.name
            i = end
            continue
        if last(i) and not isinstance(info.spec, (Count, Seat)):
            ask, partial = info.name, taken[0]
        else:
            values[info.name] = _resolve(game, _item(info), taken[0], names, users, rest[i - 1])
        i = end
    draft = Draft(kind, tuple(values.items()), ask)
    return draft, partial


# --------------------------------------------------------------------------- writing


def _word(game_id: str, item: Any, value: Any, lang: str, names: Sequence[str]) -> str:
    if isinstance(item, Seat):
        return names[value] if 0 <= value < len(names) else str(value)
    if isinstance(item, Ref):
        key = f"{game_id}.{item.kind}.{value}"
        return i18n.t(key, lang) if i18n.has(key) else f"{item.prefix}{value}"
    return str(value)


def write(game_id: str, draft: Draft, lang: str, names: Sequence[str] = (),
          fill: dict[str, Any] | None = None) -> str:
    """A step (or a draft: an open path ends with its separator) in the reader's words, the
    grammar's order. `fill`: values for positional fields not chosen yet (a count before its
    areas)."""
    kind = draft.kind
    values = {**(fill or {}), **draft.values}
    positional, keyed = _layout(kind)
    words = [typed.localized(game_id, kind.verb, lang)] if kind.verb else []
    for info in positional:
        if info.name not in values:
            break
        value = values[info.name]
        item = _item(info)
        if isinstance(info.spec, Path):
            text = info.spec.sep.join(_word(game_id, item, v, lang, names) for v in value)
            if draft.ask == info.name or len(value) < info.spec.min_len:
                text += info.spec.sep
            words.append(text)
        else:
            words.append(_word(game_id, item, value, lang, names))
    for key, info in keyed.items():
        if info.name not in values:
            continue
        value = values[info.name]
        if not info.required and value == info.default and draft.ask != info.name:
            continue
        word = typed.localized(game_id, key, lang)
        if isinstance(info.spec, Flag):
            if value:
                words.append(word)
            continue
        if isinstance(info.spec, Multiset):
            counts: dict[Any, int] = {}
            for v in value:
                counts[v] = counts.get(v, 0) + 1
            words.append(word)
            words += [f"{n} {_word(game_id, _item(info), v, lang, names)}" for v, n in counts.items()]
            continue
        words += [word, _word(game_id, _item(info), value, lang, names)]
    return " ".join(words)


def order_text(game_id: str, steps: Sequence[Step], lang: str, names: Sequence[str] = ()) -> str:
    sep = "; "
    return sep.join(write(game_id, Draft(type(s), tuple(s.field_values().items())), lang, names)
                    for s in steps)


# --------------------------------------------------------------------------- choices


def _options(game: Any, state: Any, seat: int, cls: type[Action], info: FieldInfo,
             prefix: tuple[Any, ...]) -> list[Any]:
    return list(game.options(state, seat, cls.verb, info.name, {}, prefix))


def _fill(game: Any, state: Any, seat: int, cls: type[Action], info: FieldInfo, steps: tuple[Step, ...],
          draft: Draft) -> dict[str, Any]:
    """Values for the positional fields the text needs before the chosen ones: the most the
    engine allows (`3 Tebas>`: every token still there)."""
    positional, keyed = _layout(draft.kind)
    values = draft.values
    out: dict[str, Any] = {}
    later = any(f.name in values for f in keyed.values())
    for f in reversed(positional):
        if f.name in values:
            later = True
        elif later and isinstance(f.spec, Count):
            found = [v for v in _options(game, state, seat, cls, info, (*steps, draft.asking(f.name)))
                     if isinstance(v, int)]
            if found:
                out[f.name] = max(found)
    return out


def _joined(head: str, sep: str, text: str) -> str:
    return f"{head}{sep} {text}" if head else text


def next_choices(game_id: str, state: Any, seat: int, cls: type[Action], info: FieldInfo,
                 reading: Reading, presenter: Presenter, lang: str, names: Sequence[str] = (),
                 limit: int = LIMIT) -> list[NextChoice]:
    """What can come next after `reading`: the order as it is (when it is whole and legal), the
    next values of the step being typed, or the first choices of a next step."""
    game = registry.get(game_id)
    if game.is_over(state) or cls.verb not in game.verbs_for(state, seat):
        return []
    spec = info.spec
    assert isinstance(spec, Steps)
    sep = spec.sep
    steps, draft = reading.steps, reading.draft
    out: list[NextChoice] = []
    head = reading.head

    def keep(label: str, text: str) -> bool:
        needle = typed.fold(reading.partial)
        return not needle or needle in typed.fold(label) or needle in typed.fold(text)

    def add(choice: NextChoice) -> bool:
        if len(choice.text) <= 100 and keep(choice.label, choice.text.rsplit(sep, 1)[-1]):
            out.append(choice)
        return len(out) >= limit

    if draft is not None and draft.next_field() is None and not draft.ask:
        step = draft.step()
        if step is None:
            return []
        here = _joined(head, sep, write(game_id, draft, lang, names))
        done_steps = (*steps, step)
        # The step as typed, then what may come after it.
        if DONE in _options(game, state, seat, cls, info, done_steps):
            add(NextChoice(_done_label(presenter, cls, done_steps, lang, names), here, True, done_steps))
        if draft.kind in [k for k in _options(game, state, seat, cls, info, steps)]:
            _starts(game, state, seat, cls, info, done_steps, here, presenter, lang, names, add)
        return out
    if draft is None:
        if steps and DONE in _options(game, state, seat, cls, info, steps):
            add(NextChoice(_done_label(presenter, cls, steps, lang, names), head, True, steps))
        _starts(game, state, seat, cls, info, steps, head, presenter, lang, names, add)
        return out
    field_name = draft.ask or draft.next_field()
    assert field_name is not None
    target = next(i for i in draft.kind.fields_info() if i.name == field_name)
    asked = draft.asking(field_name)
    if isinstance(target.spec, (Multiset, Path)) and field_name not in draft.values:
        asked = draft.given(field_name, ()).asking(field_name)
    for value in _options(game, state, seat, cls, info, (*steps, asked)):
        if isinstance(target.spec, (Multiset, Path)):
            nxt = asked.given(field_name, asked.values[field_name]) if value == DONE \
                else _more(asked, target, value)
        else:
            nxt = draft.given(field_name, value)
        if _add_draft(game, state, seat, cls, info, steps, nxt, head, presenter, lang, names, add):
            break
    return out


def _more(draft: Draft, info: FieldInfo, item: Any) -> Draft:
    """One more item of the asked sequence; closed when it cannot take more."""
    nxt = draft.plus_item(item)
    value = nxt.values[info.name]
    top = info.spec.max_len if isinstance(info.spec, Path) else getattr(info.spec, "max_size", None)
    return nxt.given(info.name, value) if top is not None and len(value) >= top else nxt


def _done_label(presenter: Presenter, cls: type[Action], steps: tuple[Step, ...], lang: str,
                names: Sequence[str]) -> str:
    field_name = next(i.name for i in cls.fields_info() if isinstance(i.spec, Steps))
    return "✔ " + presenter.action_label(cls(**{field_name: steps}), lang, names)


def _add_draft(game: Any, state: Any, seat: int, cls: type[Action], info: FieldInfo, steps: tuple[Step, ...],
               draft: Draft, head: str, presenter: Presenter, lang: str, names: Sequence[str],
               add: Any) -> bool:
    fill = _fill(game, state, seat, cls, info, steps, draft)
    shown = Draft(draft.kind, tuple({**fill, **draft.values}.items()), draft.ask)
    assert isinstance(info.spec, Steps)  # a draft is of a whole order
    text = _joined(head, info.spec.sep, write(game.id, shown, lang, names))
    return bool(add(NextChoice(presenter.draft_label(shown, lang, names), text, False, steps, draft,
                               presenter.draft_label(draft, lang, names))))


def _starts(game: Any, state: Any, seat: int, cls: type[Action], info: FieldInfo, steps: tuple[Step, ...],
            head: str, presenter: Presenter, lang: str, names: Sequence[str], add: Any) -> None:
    """The first choices of a next step: for each kind of step that can come, the values of
    its first field (`build_order`)."""
    for kind in _options(game, state, seat, cls, info, steps):
        if kind == DONE:
            continue
        first = build_order(kind)[0]
        draft = Draft(kind)
        asked = draft.given(first.name, ()).asking(first.name) if isinstance(first.spec, (Multiset, Path)) \
            else draft.asking(first.name)
        for value in _options(game, state, seat, cls, info, (*steps, asked)):
            if value == DONE:
                continue
            nxt = _more(asked, first, value) if isinstance(first.spec, (Multiset, Path)) \
                else draft.given(first.name, value)
            if _add_draft(game, state, seat, cls, info, steps, nxt, head, presenter, lang, names, add):
                return


# --------------------------------------------------------------------------- keeping a draft
# The builder's progress is kept in the database (service/drafts.py) as JSON: steps by their kind's
# class name and field values, a step being built by its kind, the fields chosen so far and the
# field asked. What cannot be read back raises ValueError (a draft from older code: start over).


def _plain(value: Any) -> Any:
    return [_plain(v) for v in value] if isinstance(value, (tuple, list)) else value


def _kinds_by_name(spec: Steps) -> dict[str, type[Step]]:
    return {kind.__name__: kind for kind in spec.kinds}


def steps_json(steps: Sequence[Step]) -> list[Any]:
    return [[type(s).__name__, s.model_dump(mode="json")] for s in steps]


def steps_from_json(spec: Steps, data: Any) -> tuple[Step, ...]:
    kinds = _kinds_by_name(spec)
    try:
        return tuple(kinds[name].model_validate(values) for name, values in data)
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"unreadable steps: {exc}") from exc


def draft_json(draft: Draft | None) -> list[Any] | None:
    if draft is None:
        return None
    return [draft.kind.__name__, [[name, _plain(value)] for name, value in draft.chosen], draft.ask]


def draft_from_json(spec: Steps, data: Any) -> Draft | None:
    if data is None:
        return None
    try:
        name, chosen, ask = data
        kind = _kinds_by_name(spec)[name]
        infos = {i.name: i for i in kind.fields_info()}
        values = []
        for field_name, value in chosen:
            sequence = isinstance(infos[field_name].spec, (Multiset, Path))
            values.append((field_name, tuple(value) if sequence and isinstance(value, list) else value))
        if not isinstance(ask, str) or (ask and ask not in infos):
            raise ValueError(f"no field {ask!r}")
        return Draft(kind, tuple(values), ask)
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"unreadable draft: {exc}") from exc


__all__ = ["NextChoice", "Reading", "draft_from_json", "draft_json", "next_choices", "order_text", "read",
           "steps_from_json", "steps_json", "write"]
