"""Antike (Mac Gerdts, 2005), East board: the rules engine. See docs/antike.md."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from pydantic import BaseModel

from engine.core import Action, Decision, Event, GameState, Outcome, RuleError
from engine.core.legacy import LegacyGame

from . import autoplay, rules, scoring, views
from .actions import parse_action
from .state import AntikeOptions, AntikeState


class AntikeGame(LegacyGame[AntikeState]):
    id: ClassVar[str] = "antike"
    # Users, not seats: with 2 users the game has 4 seats (seats 0 & 2 user 0, 1 & 3 user 1).
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    state_model: ClassVar[type[GameState]] = AntikeState
    options_model: ClassVar[type[BaseModel]] = AntikeOptions

    def parse_options(self, options: dict[str, Any] | None) -> BaseModel:
        if options and str(options.get("board", "east")).lower() == "west":
            raise RuleError("antike.err.west_board_unavailable")
        return super().parse_options(options)

    def seats(self, users: int) -> int:
        """Seats for `users` users (4 for 2 users)."""
        return rules.seats_for(users)

    def user_of_seat(self, users: int, seat: int) -> int:
        return seat % 2 if users == 2 else seat

    def seats_for_users(self, users: int) -> list[int]:
        """Platform hook: the user index of every seat (service.GameService.start seats users by it)."""
        return [self.user_of_seat(users, seat) for seat in range(self.seats(users))]

    def setup(self, players: int, options: BaseModel, seed: int) -> AntikeState:
        if not isinstance(options, AntikeOptions):
            options = AntikeOptions.model_validate(options.model_dump() if options else {})
        if not self.min_players <= players <= self.max_players:
            raise RuleError("antike.err.player_count", count=players)
        return rules.setup(players, options, seed)

    def awaiting(self, state: AntikeState) -> list[Decision]:
        return rules.decisions(state)

    def legal_actions(self, state: AntikeState, seat: int) -> list[Action]:
        if self.is_over(state):
            return []
        return rules.legal_actions(state, seat)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def apply_action(self, state: AntikeState, seat: int, action: Action) -> list[Event]:
        events = rules.apply_action(state, seat, action)
        views.record_log(state, events)
        return events

    def public_view(self, state: AntikeState) -> dict[str, Any]:
        return views.public_view(state)

    def player_view(self, state: AntikeState, seat: int) -> dict[str, Any]:
        return views.player_view(state, seat)

    def is_over(self, state: AntikeState) -> bool:
        return state.winner is not None

    def outcome(self, state: AntikeState) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome(
            ranking=scoring.ranking(state),
            scores={s: len(n.personages) for s, n in enumerate(state.nations)},
            reason=state.end_reason,
            reason_params={"nation": state.nation_of(state.winner), "target": state.target},
            detail={"nations": {s: n.nation for s, n in enumerate(state.nations)},
                    "personages": {s: list(n.personages) for s, n in enumerate(state.nations)}},
        )

    def autoplay(self, state: AntikeState, seat: int, rnd: random.Random) -> Action:
        return autoplay.choose(state, seat, rnd)

    def describe_action(self, action: Action) -> tuple[str, dict[str, Any]]:
        return "core.log.action", {"text": action.to_text()}


GAME = AntikeGame()

__all__ = ["GAME", "AntikeGame", "AntikeOptions", "AntikeState"]
