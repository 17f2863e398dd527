"""The public surfaces of the present/ layer for the leak check (`engine.core.playout.check_hidden`):
what the channel shows of a state beside the engine's views — the status message and the buttons
posted for the public decisions, with their labels — worked out by the same code the flow runs
(`present.channel.decision_buttons`)."""

from __future__ import annotations

from typing import Any

from engine.core import Game, GameState
from present.base import presenter_for
from present.channel import decision_buttons

NAMES = ["Ana", "Bea", "Carl", "Dora", "Eli", "Fay", "Gus", "Hal"]


def channel_surfaces(game: Game[Any], state: GameState) -> dict[str, Any]:
    presenter = presenter_for(game.id)
    names = NAMES[:state.players]
    decisions = game.awaiting(state)
    public = [d for d in decisions if not d.private]
    # The status message words every decision, private ones too ("Ana 🤫: market day"), as
    # cogs/_messages.public_embed passes them; buttons are posted for the public ones only.
    message = presenter.public_message(game.public_view(state), names, decisions, "en")
    buttons = decision_buttons(game, presenter, state, public, "en", private=False, names=names)
    return {
        "status message": (message.title, message.description, message.fields),
        "public buttons and labels": [(b.label, b.action_text, b.style, b.seat, b.build) for b in buttons],
    }
