"""How a game's views become messages: text, an optional image, buttons and command labels.

Each game registers a `Presenter`; games without one get `GenericPresenter`, which is enough
to play any registered game through its generated commands, `/game play` and buttons.
Presenters read views, decisions, events and action texts only — never the engine state —
so nothing hidden can slip out; and they compute no rule.

Labels come from the catalog, generated from the action declarations: an action reads
`<game>.action.<verb>` filled with its fields' labels, a field value reads
`<game>.<ref kind>.<id>` (or `<game>.choice.<value>`), a seat reads as its player's name.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import i18n
from engine import registry
from engine.core import Action, Choice, Decision, Event, Flag, Multiset, Path, Ref, Seat, Steps, YesNo
from engine.core.fields import FieldInfo

# Discord limits (research §2.9): 25 buttons in 5 rows, 80-char labels, 100-char custom ids.
MAX_BUTTONS = 20
MAX_LABEL = 80


@dataclass(frozen=True)
class ButtonSpec:
    label: str
    action_text: str
    style: str = "secondary"  # "primary" | "secondary" | "success" | "danger"
    # The seat the action is for; set when one user may hold several seats.
    seat: int | None = None
    # A short key standing for the action in the button's custom id (`engine.core.keys`).
    key: str | None = None


@dataclass(frozen=True)
class PublicMessage:
    title: str
    description: str
    fields: list[tuple[str, str]]
    image: bytes | None = None
    image_name: str = "board.png"


@dataclass(frozen=True)
class CommandShape:
    """How a game's generated slash commands differ from its verbs and fields, where players
    already know other names: `/tigris swap tiles:` for the field `colors`, or one option
    `choice:` holding a whole monument choice."""

    # The command group (default: the game id): `/aoh` for age_of_heroes.
    group: str = ""
    # verb -> command name (default: the verb, spaces as "_").
    names: dict[str, str] = field(default_factory=dict)
    # (verb, field) -> option name (default: the field name).
    options: dict[tuple[str, str], str] = field(default_factory=dict)
    # verb -> the name of one option holding everything after the verb (autocompleted whole).
    whole: dict[str, str] = field(default_factory=dict)
    # verbs with no command of their own (answered by buttons only).
    hidden: frozenset[str] = frozenset()
    # verb -> subgroup name (`/tta build farm ...`): Discord allows 25 commands per group.
    subgroups: dict[str, str] = field(default_factory=dict)


class Presenter:
    """Default presentation: readable text from any view, buttons from legal action texts."""

    game_id: str = ""
    commands: CommandShape = CommandShape()

    # --- public -----------------------------------------------------------------
    def public_message(self, view: dict[str, Any], names: list[str], decisions: list[Decision],
                       lang: str, events: Sequence[Event] = ()) -> PublicMessage:
        """The public state message. `events`: the public events of the change(s) it shows."""
        return PublicMessage(
            title=i18n.t(f"{view.get('game', self.game_id)}.name", lang),
            description=self.awaiting_line(names, decisions, lang),
            fields=[],
        )

    def render(self, view: dict[str, Any], names: list[str], lang: str) -> bytes | None:
        return None

    def log_lines(self, events: Sequence[Event], names: list[str], lang: str) -> list[str]:
        """Public log lines posted (silently) before the state message; none by default."""
        return []

    def awaiting_line(self, names: list[str], decisions: list[Decision], lang: str) -> str:
        if not decisions:
            return ""
        parts = []
        for d in decisions:
            what = i18n.t(f"{self.game_id}.decision.{d.kind}", lang, **d.params)
            parts.append(f"**{names[d.seat]}**: {what}")
        return i18n.t("flow.awaiting", lang, who="; ".join(parts))

    # --- labels -----------------------------------------------------------------
    def value_label(self, info: FieldInfo, value: Any, lang: str, names: Sequence[str] = ()) -> str:
        """A field value in the reader's words (a seat is its player's name)."""
        spec = info.spec
        if value is None:
            key = f"{self.game_id}.none.{info.name}"
            return i18n.t(key, lang) if i18n.has(key) else (spec.none or "—")
        if isinstance(spec, Seat):
            return names[value] if 0 <= value < len(names) else str(value + 1)
        if isinstance(spec, YesNo):
            return i18n.t("core.word.yes" if value else "core.word.no", lang)
        if isinstance(spec, Flag):
            return i18n.t("core.word.yes" if value else "core.word.no", lang)
        if isinstance(spec, (Multiset, Path)):
            item = FieldInfo(info.name, spec.item, None, True, None, Any)
            sep = " → " if isinstance(spec, Path) else ", "
            if not value:
                return i18n.t("core.word.nothing", lang)
            if isinstance(spec, Multiset):
                counts: dict[Any, int] = {}
                for v in value:
                    counts[v] = counts.get(v, 0) + 1
                return sep.join(self.value_label(item, v, lang, names) + (f" ×{n}" if n > 1 else "")
                                for v, n in counts.items())
            return sep.join(self.value_label(item, v, lang, names) for v in value)
        if isinstance(spec, Steps):
            return "; ".join(self.action_label(step, lang, names) for step in value)
        if isinstance(spec, Ref):
            key = f"{self.game_id}.{spec.kind}.{value}"
            return i18n.t(key, lang) if i18n.has(key) else f"{spec.prefix}{value}"
        if isinstance(spec, Choice):
            for key in (f"{self.game_id}.{info.name}.{value}", f"{self.game_id}.choice.{value}"):
                if i18n.has(key):
                    return i18n.t(key, lang)
        return str(value)

    def action_label(self, action: Action, lang: str, names: Sequence[str] = ()) -> str:
        """An action in the reader's words: `<game>.action.<verb>` filled with field labels,
        else the verb's command name followed by the field labels."""
        params = {info.name: self.value_label(info, getattr(action, info.name), lang, names)
                  for info in action.fields_info()}
        verb = action.verb.replace(" ", "_")
        key = f"{self.game_id}.action.{verb}"
        if i18n.has(key):
            return i18n.t(key, lang, **params)
        head = i18n.t(f"cmd.{self.game_id}.{verb}", lang) if i18n.has(f"cmd.{self.game_id}.{verb}") else verb
        return " ".join([head, *(v for v in params.values() if v)])

    def text_label(self, action_text: str, lang: str, names: Sequence[str] = ()) -> str:
        """`action_label` of an action's text form (the text itself if it does not parse)."""
        try:
            action = registry.get(self.game_id).parse_action(action_text)
        except Exception:  # an unknown game or a text of an older grammar: show it as it is
            return action_text
        return self.action_label(action, lang, names)

    # --- buttons ----------------------------------------------------------------
    def button_label(self, action_text: str, lang: str) -> str:
        return self.text_label(action_text, lang)[:MAX_LABEL]

    def buttons(self, decision: Decision, legal: list[str], lang: str) -> list[ButtonSpec]:
        """Buttons for one decision. Few choices → one button each; many → none (use commands)."""
        if not legal or len(legal) > MAX_BUTTONS:
            return []
        return [ButtonSpec(self.button_label(a, lang), a) for a in legal]

    def buttons_named(self, decision: Decision, legal: list[str], lang: str,
                      names: Sequence[str]) -> list[ButtonSpec]:
        """`buttons` for presenters whose labels name players; default: `buttons`."""
        return self.buttons(decision, legal, lang)

    def public_action(self, action_text: str, names: Sequence[str], lang: str) -> str | None:
        """An action of the log (`/game log`, catch-up, the actor's ✅) in the reader's words,
        hiding what it must hide; None: the engine's `describe_action` line."""
        return None

    def refusal_params(self, key: str, params: dict[str, Any], names: Sequence[str],
                       lang: str) -> dict[str, Any]:
        """A refusal's parameters in the reader's words (ids as names, seats as players)."""
        return params

    # Verbs whose commands answer with a preview of the result and a confirm button.
    previewed: frozenset[str] = frozenset()

    def preview(self, before: dict[str, Any], after: dict[str, Any], seat: int, action_text: str,
                names: Sequence[str], lang: str) -> str:
        """What an action will do, from the seat's views before and after it (on a copy)."""
        return self.text_label(action_text, lang, names)

    def dm_prompt(self, decision: Decision) -> bool:
        """Whether a newly awaited decision is also prompted by DM, with its buttons.

        Default: only decisions on hidden information. A game without hidden information
        (Antike) prompts its out-of-turn and turn-start decisions by DM too.
        """
        return decision.private

    # --- private ----------------------------------------------------------------
    def private_text(self, view: dict[str, Any], lang: str, events: Sequence[Event] = (),
                     names: Sequence[str] = ()) -> str:
        """A player's DM. `events`: the events of the change addressed to that seat; `names`:
        the players' display names by seat (empty where they are not at hand)."""
        private = view.get("private") or {}
        body = json.dumps(private, ensure_ascii=False, indent=1)
        return f"```json\n{body[:1800]}\n```"


class GenericPresenter(Presenter):
    pass


_presenters: dict[str, Presenter] = {}


def register(presenter: Presenter) -> None:
    _presenters[presenter.game_id] = presenter


def presenter_for(game_id: str) -> Presenter:
    if game_id not in _presenters:
        generic = GenericPresenter()
        generic.game_id = game_id
        _presenters[game_id] = generic
    return _presenters[game_id]
