"""Rule errors: narrow, with a catalog message id and parameters a player understands.

The engine never formats text; `key` names an entry of the message catalog (`i18n/`) and
`params` fill its placeholders, so the cog can answer in the player's own language.
"""

from __future__ import annotations

from typing import Any


class RuleError(ValueError):
    """An action the rules do not allow right now. Nothing was changed."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(f"{key} {params}" if params else key)
        self.key = key
        self.params = params


class InvalidActionText(RuleError):
    """The action's text form could not be parsed (syntax, not rules)."""


class NotAwaited(RuleError):
    """The seat is not among those who must decide now (out of turn)."""


class GameFinished(RuleError):
    """The game is over; no more actions."""
