"""Transitional: lets a game still written on the old contract (its own parser, `legal_actions`
and an `apply_action` that raises) run on the new core until it is rewritten. Remove it once
no game uses it."""

from __future__ import annotations

from typing import Any, TypeVar

from engine.core.errors import RuleError
from engine.core.game import Game, GameState
from engine.core.grammar import Action
from engine.core.refusal import Refusal

S = TypeVar("S", bound=GameState)


class LegacyGame(Game[S]):
    def check(self, state: S, seat: int, action: Action) -> Refusal | None:
        try:
            self.apply_action(self.copy_state(state), seat, action)
        except RuleError as exc:
            return Refusal(exc.key, **exc.params)
        return None

    def private_view(self, state: S, seat: int) -> dict[str, Any] | None:
        return self.player_view(state, seat).get("private")
