"""`/game help game:<id>`: one game's help, assembled from what the game declares.

- its commands, generated like the commands themselves (one per verb, one option per field,
  the presenter's `CommandShape`), each with an example (`<game>.help.example.<verb>`, else
  the option names) and its description (`cmd.<game>.<verb>.desc`);
- a one-screen rules summary with the rulebook's sections (`<game>.help.rules`);
- the table options with what they allow and their defaults, from the game's options model
  (`<game>.option.<key>` describes one, `<game>.option.<key>.values` may word what it allows);
- the notable rulings (`<game>.help.rulings`) and anything else the game adds
  (`<game>.help.extra`, e.g. commands that are not moves).
"""

from __future__ import annotations

from typing import Any, get_origin

import i18n
from engine import registry
from engine.core.game import option_values
from present.base import presenter_for


def _t(key: str, lang: str, **params: Any) -> str | None:
    return i18n.t(key, lang, **params) if i18n.has(key) else None


def command_lines(game_id: str, lang: str) -> list[str]:
    game = registry.get(game_id)
    presenter = presenter_for(game_id)
    shape = presenter.commands
    group = shape.group or game_id
    lines = []
    for cls in game.actions:
        if cls.verb in shape.hidden:
            continue
        verb = cls.verb.replace(" ", "_")
        # The command as the reader's client shows it (Spanish clients see Spanish names).
        name = _t(f"cmd.{game_id}.{verb}", lang) or shape.names.get(cls.verb, verb)
        example = _t(f"{game_id}.help.example.{verb}", lang)
        if example is None:
            if cls.verb in shape.whole:
                example = f"{option_name(shape.whole[cls.verb], lang, game_id, cls.verb)}:…"
            else:
                example = " ".join(
                    f"{option_name(shape.options.get((cls.verb, i.name), i.name), lang, game_id, cls.verb)}:…"
                    for i in cls.fields_info() if i.required)
        what = _t(f"cmd.{game_id}.{verb}.desc", lang) or ""
        sub = shape.subgroups.get(cls.verb)
        path = f"{group} {_t(f'cmd.{game_id}.group.{sub}', lang) or sub}" if sub else group
        line = f"`/{path} {name}{' ' + example if example else ''}`"
        lines.append(f"• {line} — {what}" if what else f"• {line}")
    return lines


def option_name(name: str, lang: str, *scopes: str) -> str:
    """A command option's name as the reader's client shows it (`cmd.opt.*`)."""
    key = i18n.option_key(name, *scopes)
    return i18n.t(key, lang) if key else name


def option_lines(game_id: str, lang: str) -> list[str]:
    model = registry.get(game_id).options_model
    lines = []
    for key, info in model.model_fields.items():
        default = info.get_default(call_default_factory=True)
        shown = presenter_for(game_id).option_default(key, default, lang)
        if shown is None:
            shown = option_word(default)
        what = _t(f"{game_id}.option.{key}", lang)
        if get_origin(info.annotation) in (list, dict, tuple):  # counts of the game's material
            line = i18n.t("help.option_counts", lang, key=key, default=shown)
        else:
            # A game may word what an option allows (values a player types, in code spans).
            allowed = _t(f"{game_id}.option.{key}.values", lang) or ", ".join(
                f"`{value}`" for value in option_values(info).split(", "))
            line = i18n.t("help.option", lang, key=key, allowed=allowed, default=shown)
        lines.append(f"{line} — {what}" if what else line)
    return lines


def option_word(value: Any) -> str:
    """A table option's value as a player writes it: `on`/`off`, `3, 3, 3`, `city 12, army 12`
    (never a Python repr)."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, (list, tuple)):
        return ", ".join(option_word(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k} {option_word(v)}" for k, v in value.items())
    return "—" if value is None else str(value)


def game_help(game_id: str, lang: str) -> list[tuple[str, str]]:
    """(title, body) sections of one game's help, in the reader's language."""
    sections = [(i18n.t("help.commands", lang), "\n".join(command_lines(game_id, lang)))]
    extra = _t(f"{game_id}.help.extra", lang)
    if extra:
        sections[0] = (sections[0][0], sections[0][1] + "\n" + extra)
    rules = _t(f"{game_id}.help.rules", lang) or _t(f"{game_id}.help", lang)
    if rules:
        sections.append((i18n.t("help.rules", lang), rules))
    options = option_lines(game_id, lang)
    if options:
        sections.append((i18n.t("help.options", lang, game=game_id), "\n".join(options)))
    rulings = _t(f"{game_id}.help.rulings", lang)
    if rulings:
        sections.append((i18n.t("help.rulings", lang), rulings))
    return sections


__all__ = ["command_lines", "game_help", "option_lines", "option_name", "option_word"]
