"""A move's text the engine cannot read, refused in the reader's words (issue 37).

The grammar (`engine.core.grammar`) refuses with the engine's own words: the verbs a decision
takes (`core.err.wrong_verb`, `core.err.unknown_verb`), the values a choice takes
(`core.err.unknown_choice`) and the text form of a verb (`core.err.syntax`'s `usage`). A Spanish
reader must not read "Puedes: war." or "red, blue, green": here the verbs become the commands as
the reader's client shows them (`/tigris guerra`), the values their names (rojo (templo)), and
the usage the text form with the options' names in the reader's language, a field the move
cannot leave out shown as required (`monument <monumento> <casilla> | monument ninguno`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

import i18n
from engine import registry
from engine.core import Flag, Multiset, Path, Steps
from engine.core.fields import FieldInfo
from present import typed
from present.base import presenter_for
from present.help import option_name

CORE_KEYS = frozenset({"core.err.unknown_verb", "core.err.wrong_verb", "core.err.unknown_choice",
                       "core.err.syntax"})
# Families of a game's messages that name no value (`tigris.err.river`, `tigris.log.tile`).
_NOT_NAMES = frozenset({"err", "log", "decision", "help", "button", "action", "say", "ui", "panel",
                        "private", "did", "lg", "img", "final", "option", "rule", "section", "example",
                        "text", "prompt"})


def command_path(game_id: str, verb: str, lang: str) -> str:
    """`/tigris loseta`: the verb's command as the reader's client shows it."""
    shape = presenter_for(game_id).commands
    key = verb.replace(" ", "_")
    name = i18n.t(f"cmd.{game_id}.{key}", lang) if i18n.has(f"cmd.{game_id}.{key}") \
        else shape.names.get(verb, key)
    sub = shape.subgroups.get(verb)
    if sub:
        sub = i18n.t(f"cmd.{game_id}.group.{sub}", lang) if i18n.has(f"cmd.{game_id}.group.{sub}") else sub
        return f"/{shape.group or game_id} {sub} {name}"
    return f"/{shape.group or game_id} {name}"


def verbs_text(game_id: str, verbs: Sequence[str], lang: str) -> str:
    """The verbs as their commands, `/tigris loseta`, `/tigris líder`..."""
    hidden = presenter_for(game_id).commands.hidden
    shown = [v for v in verbs if v not in hidden] or list(verbs)
    return ", ".join(f"`{command_path(game_id, v, lang)}`" for v in shown)


@cache
def _value_keys(game_id: str) -> dict[str, str]:
    """A value's name in the catalog: `<game>.choice.<value>`, else the first
    `<game>.<kind>.<value>` of a kind that names things (`tigris.color.red`)."""
    out: dict[str, str] = {}
    for key in i18n.catalog():
        parts = key.split(".")
        named = len(parts) == 3 and parts[0] == game_id and parts[1] not in _NOT_NAMES
        if named and (parts[1] == "choice" or parts[2] not in out):
            out[parts[2]] = key
    return out


def value_name(game_id: str, value: str, lang: str) -> str:
    key = _value_keys(game_id).get(value)
    return i18n.t(key, lang) if key is not None else value


def _placeholder(game_id: str, verb: str, info: FieldInfo, lang: str) -> str:
    shape = presenter_for(game_id).commands
    name = option_name(shape.options.get((verb, info.name), info.name), lang, game_id, verb)
    spec = info.spec
    if isinstance(spec, (Multiset, Path)):
        name += "..."
    elif isinstance(spec, Steps):
        name = f"{name}{spec.sep} ..."
    text = f"<{name}>"
    return f"{info.key} {text}" if info.key is not None else text


def usage_text(game_id: str, verb: str, lang: str) -> str:
    """The verb's text form with the options' names in the reader's language. A field with a
    word for none that stands first (`monument none`) makes two forms: the move with every field
    it needs, and the none word alone."""
    cls = registry.get(game_id).grammar.action_class(verb)
    if cls is None:
        return verb
    infos = cls.fields_info()
    none_first = bool(infos) and infos[0].spec.none is not None and not infos[0].required and all(
        not i.required and i.default is None and not isinstance(i.spec, Flag) for i in infos)
    parts = [cls.verb]
    for info in infos:
        if isinstance(info.spec, Flag):
            parts.append(f"[{info.key or info.name}]")
            continue
        text = _placeholder(game_id, cls.verb, info, lang)
        parts.append(text if info.required or none_first else f"[{text}]")
    forms = [" ".join(parts)]
    if none_first:
        forms.append(f"{cls.verb} {typed.localized(game_id, str(infos[0].spec.none), lang)}")
    return " | ".join(forms)


def refusal_words(game_id: str, key: str, params: dict[str, Any], lang: str) -> dict[str, Any]:
    """The params of a core refusal of `game_id` in the reader's words (others as they are)."""
    if key not in CORE_KEYS or game_id not in registry.ids():
        return params
    out = dict(params)
    grammar = registry.get(game_id).grammar
    if key in ("core.err.unknown_verb", "core.err.wrong_verb") and isinstance(params.get("verbs"), str):
        out["verbs"] = verbs_text(game_id, [v for v in params["verbs"].split(", ") if v], lang)
    elif key == "core.err.unknown_choice" and isinstance(params.get("choices"), str):
        values = [v for v in params["choices"].split(", ") if v]
        out["choices"] = ", ".join(value_name(game_id, v, lang) for v in values)
    elif key == "core.err.syntax" and isinstance(params.get("usage"), str):
        verb = next((v for v in grammar.verbs if grammar.usage(v) == params["usage"]), None)
        if verb is not None:
            out["usage"] = usage_text(game_id, verb, lang)
    return out


__all__ = ["CORE_KEYS", "command_path", "refusal_words", "usage_text", "value_name", "verbs_text"]
