"""Slash commands generated from a game's actions: one subcommand per verb, one option per
field, autocomplete from the engine's `options()`.

    /tigris tile color:<red> square:<F3>        ← PlaceTile(verb "tile", color: Choice, square: Ref)

Names and descriptions come from the catalog (`cmd.<game>.<verb>`, `cmd.<game>.<verb>.desc`,
`cmd.<game>.<verb>.<field>` or `cmd.<game>.<field>` for an option's description, with English
names as defaults and Spanish ones through the translator). A presenter's `CommandShape` keeps
names players already know. Choices with few values are fixed choices with labels; references,
seats (players by name), counts and multi-item fields are autocompleted with only the legal
values given what the player already filled in. Nothing Discord sends is trusted: the values
are read by the game's grammar and judged by the engine like any typed move.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import re
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

import i18n
from cogs._builder import read_order, steps_autocomplete
from cogs._i18n import cmd, lang_of, option
from engine import registry
from engine.core import (
    DONE,
    Action,
    Choice,
    Count,
    Flag,
    InvalidActionText,
    Multiset,
    Path,
    Seat,
    Steps,
    YesNo,
)
from engine.core.fields import FieldInfo, choice_values
from engine.core.grammar import canonical_multiset
from present import typed
from present.base import Presenter, presenter_for

if TYPE_CHECKING:
    from cogs._base import AgoraCog

AUTOCOMPLETE_LIMIT = 25
CHOICE_LIMIT = 25
NAME_LIMIT = 100


def command_name(presenter: Presenter, verb: str) -> str:
    return presenter.commands.names.get(verb, verb.replace(" ", "_"))


def option_name(presenter: Presenter, verb: str, info: FieldInfo) -> str:
    return presenter.commands.options.get((verb, info.name), info.name)


def _key_or(key: str, default: str) -> app_commands.locale_str:
    """A catalog string when the key exists, else a plain default (Discord needs some text)."""
    return cmd(key) if i18n.has(key) else app_commands.locale_str(default)


def _description(game_id: str, verb: str, field: str | None) -> app_commands.locale_str:
    v = verb.replace(" ", "_")
    if field is None:
        return _key_or(f"cmd.{game_id}.{v}.desc", verb)
    for key in (f"cmd.{game_id}.{v}.{field}", f"cmd.{game_id}.{field}"):
        if i18n.has(key):
            return cmd(key)
    return app_commands.locale_str(field.replace("_", " "))


def _annotation(info: FieldInfo, optional: bool = False) -> Any:
    spec = info.spec
    if isinstance(spec, Flag):
        base: Any = bool
    elif isinstance(spec, Count) and spec.none is None:
        base = app_commands.Range[int, spec.lo, spec.hi] if spec.hi is not None else \
            app_commands.Range[int, spec.lo, 1_000_000]
    else:
        base = str
    return base if info.required and not optional else base | None


def _fixed_choices(presenter: Presenter, info: FieldInfo) -> list[app_commands.Choice[str]] | None:
    """Few fixed words (colours, yes/no) are offered as Discord choices with readable names."""
    spec = info.spec
    if isinstance(spec, YesNo):
        values: list[Any] = [True, False]
        words = {True: spec.yes, False: spec.no}
    elif isinstance(spec, Choice) and spec.none is None:
        values = list(choice_values(spec, info.python_type))
        words = {v: str(v) for v in values}
    else:
        return None
    if not values or len(values) > CHOICE_LIMIT:
        return None
    return [app_commands.Choice(name=presenter.value_label(info, v, "en")[:NAME_LIMIT], value=words[v])
            for v in values]


# --------------------------------------------------------------------------- reading options


def read_option(game_id: str, cls: type[Action], info: FieldInfo, raw: Any, names: list[str],
                users: Sequence[int | None] = ()) -> Any:
    """An option's value as the field's value (raises InvalidActionText on nonsense)."""
    if raw is None:
        return info.default
    spec = info.spec
    if isinstance(spec, Flag) or (isinstance(spec, Count) and isinstance(raw, int)):
        return raw
    text = str(raw).strip()
    if isinstance(spec, Seat):
        if spec.none is not None and _none_word(spec, typed.english(game_id, text)) == spec.none:
            return None
        return read_seat(text, names, users)
    # Words typed in the reader's language read as the engine's ("todos" → all, "barco" → ship).
    text = _none_word(spec, typed.english(game_id, text))
    if isinstance(spec, Multiset):
        text = multiset_text(spec, text)
    if isinstance(spec, Path) and not (spec.none is not None and text.casefold() == spec.none):
        items = read_path_items(game_id, cls, info, text)
        if len(items) < spec.min_len or (spec.max_len is not None and len(items) > spec.max_len):
            raise InvalidActionText("core.err.syntax", text=text[:100],
                                    usage=registry.get(game_id).grammar.usage(cls.verb))
        return items
    grammar = registry.get(game_id).grammar
    return grammar.read_field(cls, info, text)


def _none_word(spec: Any, text: str) -> str:
    """A field's word for none or nothing, whichever of the two the player typed ("nada" for a
    monument: none; "ninguno" for a list of cards: nothing)."""
    none = getattr(spec, "none", None) or getattr(spec, "empty", None)
    if none is not None and text.casefold() in (typed.NONE_WORDS - {none}):
        return none
    return text


def read_path_items(game_id: str, cls: type[Action], info: FieldInfo, text: str) -> tuple[Any, ...]:
    """A path's items one by one, each as its own word: names with spaces ("Leptis Magna")
    read, and a path still being typed (shorter than the field allows) reads too."""
    spec = info.spec
    assert isinstance(spec, Path)
    text = typed.english(game_id, text)
    grammar = registry.get(game_id).grammar
    item = _item_info(info)
    return tuple(grammar.read_field(cls, item, f'"{word.strip()}"' if " " in word.strip() else word.strip())
                 for word in text.split(spec.sep) if word.strip())


_MENTION = re.compile(r"^<@!?(\d+)>$")


def read_seat(text: str, names: list[str], users: Sequence[int | None] = ()) -> int:
    """A player chosen by name (autocomplete sends the seat number; a typed name or a mention
    also works)."""
    if text.isdigit() and int(text) < len(names):
        return int(text)
    mention = _MENTION.match(text)
    if mention:
        seats = [seat for seat, user in enumerate(users) if user == int(mention[1])]
        if len(seats) == 1:
            return seats[0]
    folded = text.casefold().lstrip("@")
    matches = [seat for seat, name in enumerate(names) if name.casefold() == folded]
    if len(matches) == 1:
        return matches[0]
    raise InvalidActionText("core.err.no_such_player", word=text[:50])


def multiset_text(spec: Multiset, text: str) -> str:
    """A typed list of items as the grammar reads it: commas and "+" are spaces, and the word
    for none may be written in any language the catalog knows ("nothing", "nada", "-")."""
    words = text.replace(",", " ").replace("+", " ").split()
    if spec.empty is not None:
        nothing = {i18n.t("core.word.nothing", lang).casefold() for lang in i18n.LANGUAGES}
        if not words or (len(words) == 1 and (words[0] == "-" or words[0].casefold() in nothing)):
            return spec.empty
    return " ".join(words)


def _partial(game_id: str, cls: type[Action], info: FieldInfo, current: str,
             names: list[str]) -> tuple[tuple[Any, ...], str, str, int]:
    """For a multi-item field being typed: the items already complete, the text they were
    typed as, the partial last word, and how many of it a counted list asks for ("2 st")."""
    spec = info.spec
    if isinstance(spec, Multiset):
        return _partial_multiset(game_id, cls, info, current, names)
    sep = spec.sep if isinstance(spec, (Path, Steps)) else " "
    head, _, tail = current.rpartition(sep)
    if not head.strip():
        return (), "", tail.strip(), 1
    try:
        if isinstance(spec, Path):
            items = read_path_items(game_id, cls, info, head)
        else:
            items = read_option(game_id, cls, info, head, names)
    except InvalidActionText:
        return (), "", current.strip(), 1
    return tuple(items or ()), head.strip(), tail.strip(), 1


def _partial_multiset(game_id: str, cls: type[Action], info: FieldInfo, current: str,
                      names: list[str]) -> tuple[tuple[Any, ...], str, str, int]:
    spec = info.spec
    assert isinstance(spec, Multiset)
    words = multiset_text(spec, _none_word(spec, typed.english(game_id, current))).split() \
        if current.strip() else []
    if words == [spec.empty]:
        return (), "", "", 1
    grammar = registry.get(game_id).grammar
    # Everything typed reads as complete items; else the last word is still being typed.
    for cut in (len(words), len(words) - 1):
        if cut < 0:
            break
        head, partial, many = words[:cut], " ".join(words[cut:]), 1
        if spec.counted and head and head[-1].isdigit() and len(head) % 2 == 1:
            many = max(1, min(int(head[-1]), 9)) if len(head[-1]) < 3 else 1
            head = head[:-1]
        if not head:
            return (), "", partial, many
        try:
            items = grammar.read_field(cls, info, " ".join(head))
        except InvalidActionText:
            continue
        items = tuple(items or ())
        return items, grammar.field_words(cls, info, items) if items else "", partial, many
    return (), "", words[-1] if words else "", 1


# --------------------------------------------------------------------------- the commands


ActFn = Callable[[discord.Interaction, str], Awaitable[None]]


def engine_commands(cog: AgoraCog, game_id: str) -> list[app_commands.Command[Any, ..., Any]]:
    """One command per verb of the game (except the presenter's hidden ones)."""
    game = registry.get(game_id)
    presenter = presenter_for(game_id)
    out = []
    for cls in game.actions:
        if cls.verb in presenter.commands.hidden:
            continue
        out.append(_command(cog, game_id, presenter, cls))
    return out


def _command(cog: AgoraCog, game_id: str, presenter: Presenter,
             cls: type[Action]) -> app_commands.Command[Any, ..., Any]:
    verb = cls.verb
    shape = presenter.commands
    whole = shape.whole.get(verb)
    seat_option = shape.seat_option.get(verb)
    infos = [i for i in cls.fields_info() if (verb, i.name) not in shape.omit]
    params = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                annotation=discord.Interaction)]
    by_option: dict[str, FieldInfo] = {}
    descriptions: dict[str, app_commands.locale_str] = {}
    choices: dict[str, list[app_commands.Choice[str]]] = {}
    if whole is not None:
        required = any(i.required for i in infos)
        params.append(inspect.Parameter(whole, inspect.Parameter.KEYWORD_ONLY,
                                        annotation=str if required else str | None,
                                        default=inspect.Parameter.empty if required else None))
        descriptions[whole] = _description(game_id, verb, whole)
    else:
        def asked(info: FieldInfo) -> bool:
            return info.required and (verb, info.name) not in shape.defaults

        ordered = sorted(infos, key=lambda i: not asked(i))  # Discord lists required options first
        for info in ordered:
            name = option_name(presenter, verb, info)
            by_option[name] = info
            params.append(inspect.Parameter(
                name, inspect.Parameter.KEYWORD_ONLY, annotation=_annotation(info, not asked(info)),
                default=inspect.Parameter.empty if asked(info) else None))
            descriptions[name] = _description(game_id, verb, info.name)
            fixed = _fixed_choices(presenter, info)
            if fixed is not None:
                choices[name] = [app_commands.Choice(
                    name=_choice_name(game_id, presenter, info, c, verb), value=c.value) for c in fixed]

    if seat_option is not None:
        params.append(inspect.Parameter(seat_option, inspect.Parameter.KEYWORD_ONLY, annotation=str | None,
                                        default=None))
        descriptions[seat_option] = _description(game_id, verb, seat_option)

    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        text = seat = None
        async with cog.flow.refusals(interaction):
            if seat_option is not None:
                seat = await _named_seat(cog, interaction, presenter, values.pop(seat_option, None))
            text = await _action_text(cog, interaction, game_id, cls, whole, by_option, values, seat)
        if text is not None and verb in presenter.previewed:
            await cog.flow.preview(interaction, text)
        elif text is not None:
            await cog.flow.act(interaction, text, seat=seat)

    # The options are the verb's fields, known only now: the callback takes them as keywords and
    # shows discord.py its parameters through Python's own `__signature__` protocol (which
    # `inspect.signature`, and so discord.py, honours). Typeshed does not declare that attribute
    # on functions, hence the one ignore.
    callback.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    callback.__name__ = f"{game_id}_{verb.replace(' ', '_')}"
    callback.__qualname__ = f"engine_commands.<locals>.{callback.__name__}"
    # discord.py's public decorators, applied to the built function.
    app_commands.describe(**descriptions)(callback)
    # Every option's name through the catalog (`cmd.opt.<game>.<verb>.<name>` down to
    # `cmd.opt.<name>`): Spanish clients see Spanish option names; Discord sends the English one.
    app_commands.rename(**{p.name: option(p.name, game_id, verb) for p in params[1:]})(callback)
    if choices:
        app_commands.choices(**choices)(callback)
    command: app_commands.Command[Any, ..., Any] = app_commands.Command(
        name=_key_or(f"cmd.{game_id}.{verb.replace(' ', '_')}", command_name(presenter, verb)),
        description=_description(game_id, verb, None), callback=callback, extras={"verb": verb})
    steps = _steps_info(cls)
    if whole is not None and steps is not None:  # a whole order: built step by step (cogs/_builder.py)
        command.autocomplete(whole)(steps_autocomplete(cog, game_id, presenter, cls, steps))
    elif whole is not None:
        command.autocomplete(whole)(_whole_autocomplete(cog, game_id, presenter, cls))
    else:
        for name, info in by_option.items():
            if isinstance(info.spec, Steps):  # a whole order in its own option: step by step
                command.autocomplete(name)(steps_autocomplete(cog, game_id, presenter, cls, info))
            elif name not in choices and not isinstance(info.spec, Flag):
                command.autocomplete(name)(_field_autocomplete(cog, game_id, presenter, cls, info, by_option))
    if seat_option is not None:
        command.autocomplete(seat_option)(_seat_autocomplete(cog, presenter))
    return command


# --------------------------------------------------------------------------- one user, several seats


async def _named_seat(cog: AgoraCog, interaction: discord.Interaction, presenter: Presenter,
                      word: str | None) -> int | None:
    """The user's seat a command's seat option names (None: left out, the awaited one acts)."""
    if not word or not word.strip():
        return None
    record = await cog.flow.game_here(interaction)
    seats = record.seats_of(interaction.user.id)
    state = cog.service.state_of(record) if record.status == "active" else None
    view = registry.get(record.game_id).public_view(state) if state is not None else {}
    return presenter.seat_named(view, await cog.flow.names(record), seats, word)


def _seat_autocomplete(cog: AgoraCog, presenter: Presenter) -> Callable[..., Any]:
    async def autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        found = await cog.flow.seat_state_for(interaction)
        if found is None:
            return []
        record, state, _seat, names = found
        view = registry.get(record.game_id).public_view(state)
        seats = record.seats_of(interaction.user.id)
        pairs = presenter.seat_choices(view, names, seats, lang_of(interaction))
        return [app_commands.Choice(name=label[:NAME_LIMIT], value=value[:NAME_LIMIT])
                for label, value in pairs if _matches(current or "", label, value)][:AUTOCOMPLETE_LIMIT]

    return autocomplete


async def _seat_state(cog: AgoraCog, interaction: discord.Interaction, presenter: Presenter,
                      verb: str) -> tuple[Any, Any, int, list[str]] | None:
    """What an autocomplete needs: the game, its state, the seat the command acts for (the one
    its seat option names, else the user's awaited one) and the players' names."""
    found = await cog.flow.seat_state_for(interaction)
    option = presenter.commands.seat_option.get(verb)
    word = getattr(interaction.namespace, option, None) if option else None
    if found is None or not word:
        return found
    record, state, seat, names = found
    view = registry.get(record.game_id).public_view(state)
    with contextlib.suppress(InvalidActionText):
        seat = presenter.seat_named(view, names, record.seats_of(interaction.user.id), str(word))
    return record, state, seat, names


async def _completed(cog: AgoraCog, interaction: discord.Interaction, game_id: str, cls: type[Action],
                     action: Action, given: set[str], seat: int | None) -> Action:
    """`action` as given, or — when it is not legal and the presenter lets the verb be
    completed — the legal action agreeing with every field the player gave that sets the
    fewest other fields (earlier fields first: one legion before one galley)."""
    if cls.verb not in presenter_for(game_id).commands.complete:
        return action
    found = await cog.flow.seat_state_for(interaction)
    if found is None:
        return action
    record, state, awaited, _names = found
    legal = await cog.service.legal(record, state, awaited if seat is None else seat, (cls.verb,))
    if action in legal:
        return action
    matching = [a for a in legal if all(getattr(a, f) == getattr(action, f) for f in given)]
    if not matching:
        return action
    optional = [i for i in cls.fields_info() if not i.required]

    def simplest(a: Action) -> tuple[int, tuple[bool, ...]]:
        unset = tuple(getattr(a, i.name) == i.default for i in optional)
        return unset.count(False), unset

    return min(matching, key=simplest)


def _choice_name(game_id: str, presenter: Presenter, info: FieldInfo, choice: app_commands.Choice[str],
                 verb: str = "") -> app_commands.locale_str | str:
    """A fixed choice's name: `cmd.<game>.<verb>.<field>.<value>` where one verb names it its
    own way (a leader's colour by its role), else `<game>.<field>.<value>`, `<game>.choice.<value>`."""
    keys = [f"cmd.{game_id}.{verb.replace(' ', '_')}.{info.name}.{choice.value}",
            f"{game_id}.{info.name}.{choice.value}", f"{game_id}.choice.{choice.value}"]
    if isinstance(info.spec, YesNo):  # else the words every game shares
        keys.append("core.word.yes" if choice.value == info.spec.yes else "core.word.no")
    for key in keys:
        if i18n.has(key):
            return cmd(key)
    return choice.name


async def _action_text(cog: AgoraCog, interaction: discord.Interaction, game_id: str, cls: type[Action],
                       whole: str | None, by_option: dict[str, FieldInfo], values: dict[str, Any],
                       seat: int | None = None) -> str:
    """The action's text form from the options (refusals raise with a catalog key)."""
    steps = _steps_info(cls)
    if whole is not None and steps is not None:  # names in any language, players by name
        record = await cog.flow.game_here(interaction)
        names = await cog.flow.names(record)
        users = [record.user_of(s) for s in range(len(names))]
        return read_order(game_id, cls, steps, str(values.get(whole) or ""), names, users,
                          lang_of(interaction)).to_text()
    if whole is not None:
        rest = typed.english(game_id, str(values.get(whole) or "").strip())
        if rest.casefold().startswith(cls.verb + " "):  # the whole action typed, verb included
            rest = rest[len(cls.verb):].strip()
        try:
            action = registry.get(game_id).parse_action(f"{cls.verb} {rest}".strip())
        except InvalidActionText:
            # "nada" for a monument reads as its "none" (and "ninguno" as a list's "nothing").
            other = typed.NONE_WORDS - {rest.casefold()}
            if rest.casefold() not in typed.NONE_WORDS or len(other) != 1:
                raise
            action = registry.get(game_id).parse_action(f"{cls.verb} {next(iter(other))}")
        given = {i.name for i in cls.fields_info() if i.required or getattr(action, i.name) != i.default}
        return (await _completed(cog, interaction, game_id, cls, action, given, seat)).to_text()
    record = await cog.flow.game_here(interaction)
    names = await cog.flow.names(record)
    users = [record.user_of(s) for s in range(len(names))]
    defaults = presenter_for(game_id).commands.defaults
    fields = {}
    for name, info in by_option.items():
        raw = values.get(name)
        if raw is None and (cls.verb, info.name) in defaults:
            fields[info.name] = defaults[(cls.verb, info.name)]
        else:
            fields[info.name] = read_option(game_id, cls, info, raw, names, users)
    try:
        action = cls(**fields)
    except ValueError:
        raise InvalidActionText("core.err.syntax", text=" ".join(str(v) for v in values.values() if v),
                                usage=registry.get(game_id).grammar.usage(cls.verb)) from None
    given = {info.name for name, info in by_option.items() if values.get(name) is not None or info.required}
    return (await _completed(cog, interaction, game_id, cls, action, given, seat)).to_text()


def _steps_info(cls: type[Action]) -> FieldInfo | None:
    """The one field of a whole order (a `Steps` field) of an action with no other required one."""
    infos = cls.fields_info()
    found = [i for i in infos if isinstance(i.spec, Steps)]
    return found[0] if len(found) == 1 and all(i is found[0] or not i.required for i in infos) else None


def _chosen(game_id: str, cls: type[Action], by_option: dict[str, FieldInfo], namespace: Any,
            skip: str, names: list[str]) -> dict[str, Any]:
    """The other options the player already filled in, read as field values (ignoring any
    that do not read yet)."""
    chosen: dict[str, Any] = {}
    for name, info in by_option.items():
        if info.name == skip:
            continue
        raw = getattr(namespace, name, None)
        if raw is None or raw == "":
            continue
        try:
            chosen[info.name] = read_option(game_id, cls, info, raw, names)
        except InvalidActionText:
            continue
    return chosen


def _matches(needle: str, *texts: str) -> bool:
    needle = needle.casefold()
    return not needle or any(needle in t.casefold() for t in texts)


def _field_autocomplete(cog: AgoraCog, game_id: str, presenter: Presenter, cls: type[Action],
                        info: FieldInfo, by_option: dict[str, FieldInfo]) -> Callable[..., Any]:
    spec = info.spec
    sequence = isinstance(spec, (Multiset, Path, Steps))

    async def autocomplete(interaction: discord.Interaction, current: Any) -> list[app_commands.Choice[Any]]:
        lang = lang_of(interaction)
        found = await _seat_state(cog, interaction, presenter, cls.verb)
        if found is None:
            return []
        record, state, seat, names = found
        chosen = _chosen(game_id, cls, by_option, interaction.namespace, info.name, names)
        text = str(current or "")
        out: list[app_commands.Choice[Any]] = []
        if sequence:
            prefix, typed_text, partial, many = _partial(game_id, cls, info, text, names)
            nexts = await cog.service.options(record, state, seat, cls.verb, info.name, chosen, prefix)
            view = await _seat_view(presenter, game_id, state, seat)
            grammar = registry.get(game_id).grammar
            joiner = spec.sep if isinstance(spec, (Path, Steps)) else " "
            for item in nexts:
                if item == DONE:
                    if typed_text:
                        label = f"{i18n.t('core.word.done', lang)}: " \
                            + presenter.option_label(info, prefix, lang, names, verb=cls.verb, view=view)
                        out.insert(0, app_commands.Choice(name=label[:100], value=typed_text[:100]))
                    continue
                word: Any = grammar.field_words(cls, info, item)
                label = presenter.option_label(_item_info(info), item, lang, names, verb=cls.verb, view=view)
                if not _matches(partial, word, label):
                    continue
                if isinstance(spec, Multiset):
                    more = canonical_multiset(spec, info.python_type, (*prefix, *[item] * many))
                    value = typed.localized(game_id, grammar.field_words(cls, info, more), lang)
                else:
                    more = (*prefix, item)
                    word = typed.localized(game_id, word, lang)
                    value = f"{typed_text}{joiner}{word}" if typed_text else word
                shown = presenter.option_label(info, more, lang, names, verb=cls.verb, view=view)
                out.append(app_commands.Choice(name=shown[:100], value=value[:100]))
                if len(out) >= AUTOCOMPLETE_LIMIT:
                    break
            return out[:AUTOCOMPLETE_LIMIT]
        values = await cog.service.options(record, state, seat, cls.verb, info.name, chosen, None)
        view = await _seat_view(presenter, game_id, state, seat)
        for value in values:
            label = presenter.option_label(info, value, lang, names, verb=cls.verb, view=view)
            if isinstance(spec, Seat):
                none = typed.localized(game_id, spec.none or "", lang)
                word = str(value) if value is not None else none
            elif isinstance(spec, Count):
                word = value
            else:
                word = registry.get(game_id).grammar.field_words(cls, info, value)
                word = typed.localized(game_id, word, lang)
            if not _matches(text, str(word), label):
                continue
            out.append(app_commands.Choice(name=label[:100], value=word))
            if len(out) >= AUTOCOMPLETE_LIMIT:
                break
        return out

    return autocomplete


async def _seat_view(presenter: Presenter, game_id: str, state: Any, seat: int) -> dict[str, Any] | None:
    """The seat's own view, for presenters whose choices show what each costs (worker thread)."""
    if not presenter.option_labels_read_view:
        return None
    return await asyncio.to_thread(registry.get(game_id).player_view, state, seat)


def _item_info(info: FieldInfo) -> FieldInfo:
    spec = info.spec
    item = spec.item if isinstance(spec, (Multiset, Path)) else spec
    return FieldInfo(info.name, item, None, True, None, Any)


def _whole_autocomplete(cog: AgoraCog, game_id: str, presenter: Presenter,
                        cls: type[Action]) -> Callable[..., Any]:
    async def autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        lang = lang_of(interaction)
        found = await _seat_state(cog, interaction, presenter, cls.verb)
        if found is None:
            return []
        record, state, seat, names = found
        actions = await cog.service.legal(record, state, seat, (cls.verb,))
        out = []
        for action in actions:
            rest = typed.localized(game_id, action.to_text()[len(cls.verb):].strip(), lang)
            label = presenter.action_label(action, lang, names)
            if _matches(current or "", rest, label):
                out.append(app_commands.Choice(name=label[:100], value=rest[:100]))
            if len(out) >= AUTOCOMPLETE_LIMIT:
                break
        return out

    return autocomplete


DISCORD_GROUP_LIMIT = 25


def add_engine_commands(group: app_commands.Group, cog: AgoraCog, game_id: str) -> None:
    """Put a game's generated commands in its group, in the subgroups its presenter names
    (Discord allows 25 commands per group and one level of subgroups)."""
    shape = presenter_for(game_id).commands
    subgroups: dict[str, app_commands.Group] = {}
    for command in engine_commands(cog, game_id):
        verb = command.extras["verb"]
        target = group
        if verb in shape.subgroups:
            name = shape.subgroups[verb]
            if name not in subgroups:
                subgroups[name] = app_commands.Group(
                    name=_key_or(f"cmd.{game_id}.group.{name}", name),
                    description=_key_or(f"cmd.{game_id}.group.{name}.desc", name), parent=group)
            target = subgroups[name]
        if len(target.commands) >= DISCORD_GROUP_LIMIT:
            raise ValueError(f"/{group.name} {target.name}: more than {DISCORD_GROUP_LIMIT} commands; "
                             "give the presenter's CommandShape subgroups or hidden verbs")
        target.add_command(command)


def group_name(game_id: str) -> str:
    return presenter_for(game_id).commands.group or game_id


def add_generated_groups(bot: Any, cog: AgoraCog) -> list[app_commands.Group]:
    """A `/<game>` group of generated commands for every game on the typed contract whose
    group no cog declared (a game's own cog adds `engine_commands` to its group itself)."""
    added = []
    for game_id in registry.ids():
        game = registry.get(game_id)
        name = group_name(game_id)
        if not game.grammar.verbs or bot.tree.get_command(name) is not None:
            continue
        group = app_commands.Group(name=name, description=_key_or(f"cmd.{game_id}.desc", game_id),
                                   guild_only=True)
        add_engine_commands(group, cog, game_id)
        bot.tree.add_command(group)
        added.append(group)
    return added


__all__ = ["add_engine_commands", "add_generated_groups", "engine_commands", "group_name", "read_option",
           "read_seat"]
