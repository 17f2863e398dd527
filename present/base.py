"""How a game's views become Discord messages: text, an optional image, and buttons.

Each game cog registers a `Presenter`; games without one get `GenericPresenter`, which is
enough to play any registered game through `/game play` and buttons. Presenters only read
views and legal action texts — never the engine state — so nothing hidden can slip out.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import i18n
from engine.core import Decision, Event

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


@dataclass(frozen=True)
class PublicMessage:
    title: str
    description: str
    fields: list[tuple[str, str]]
    image: bytes | None = None
    image_name: str = "board.png"


class Presenter:
    """Default presentation: readable text from any view, buttons from legal action texts."""

    game_id: str = ""

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

    # --- buttons ----------------------------------------------------------------
    def button_label(self, action_text: str, lang: str) -> str:
        return action_text[:MAX_LABEL]

    def buttons(self, decision: Decision, legal: list[str], lang: str) -> list[ButtonSpec]:
        """Buttons for one decision. Few choices → one button each; many → none (use commands)."""
        if not legal or len(legal) > MAX_BUTTONS:
            return []
        return [ButtonSpec(self.button_label(a, lang), a) for a in legal]

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
