"""Antike (Mac Gerdts, 2005), East board: the rules engine. See docs/antike.md."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel

from engine.core import Action, Decision, Event, Game, GameState, Outcome, Refusal, RuleError

from . import autoplay, choices, rules, scoring, views
from .actions import ACTIONS
from .board import RONDEL, load_board
from .state import AntikeOptions, AntikeState

# Rondel spaces by other names: older spellings, the printed East board, Spanish. Bare
# "maneuver" is kept as it is: `check` picks the maneuver space costing what was paid.
_SPACE_ALIASES = {
    "maneuver_1": "maneuver1", "maneuver_2": "maneuver2", "know_how": "knowhow", "know-how": "knowhow",
    "science": "knowhow", "campaign": "maneuver", "maneuver": "maneuver", "maniobra": "maneuver",
    "hierro": "iron", "templo": "temple", "oro": "gold", "armamento": "arming", "mármol": "marble",
    "marmol": "marble", "conocimiento": "knowhow",
}


def _word(text: str) -> str:
    return text.strip().strip('"').lower().replace(" ", "_")


class AntikeGame(Game[AntikeState]):
    id: ClassVar[str] = "antike"
    # Users, not seats: with 2 users the game has 4 seats (seats 0 & 2 user 0, 1 & 3 user 1).
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    state_model: ClassVar[type[GameState]] = AntikeState
    options_model: ClassVar[type[BaseModel]] = AntikeOptions
    actions: ClassVar[tuple[type[Action], ...]] = ACTIONS
    # A nation changes its standing battle order whenever it likes (docs/antike.md).
    anytime: ClassVar[tuple[str, ...]] = ("order",)

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
        """The user index of every seat (service.GameService.start seats users by it)."""
        return [self.user_of_seat(users, seat) for seat in range(self.seats(users))]

    def _options(self, options: BaseModel | None) -> AntikeOptions:
        if isinstance(options, AntikeOptions):
            return options
        return AntikeOptions.model_validate(options.model_dump() if options is not None else {})

    def setup(self, players: int, options: BaseModel, seed: int) -> AntikeState:
        return self.setup_with_events(players, options, seed)[0]

    def setup_with_events(self, players: int, options: BaseModel,
                          seed: int) -> tuple[AntikeState, list[Event]]:
        if not self.min_players <= players <= self.max_players:
            raise RuleError("antike.err.player_count", count=players)
        events: list[Event] = []
        return rules.setup(players, self._options(options), seed, events), events

    # --- words --------------------------------------------------------------------------------
    def resolve(self, kind: str, word: str) -> Any:
        board = load_board()
        if kind == "province":
            return board.resolve(word)
        key = _word(word)
        if kind == "nation":
            for n in board.nations.values():
                if key in (n.id, _word(n.name_en), _word(n.name_es)):
                    return n.id
            return None
        if kind == "space":
            return key if key in RONDEL else _SPACE_ALIASES.get(key)
        return None

    def domain(self, state: AntikeState, kind: str) -> Sequence[Any]:
        board = load_board()
        if kind == "province":
            return sorted(board.names)
        if kind == "nation":
            return list(board.nations)
        if kind == "space":
            return RONDEL
        return ()

    # --- the rules ----------------------------------------------------------------------------
    def awaiting(self, state: AntikeState) -> list[Decision]:
        return rules.decisions(state)

    def check(self, state: AntikeState, seat: int, action: Action) -> Refusal | None:
        return rules.check(state, seat, action)

    def apply_action(self, state: AntikeState, seat: int, action: Action) -> list[Event]:
        return rules.apply_action(state, seat, action)

    def options(self, state: AntikeState, seat: int, verb: str, field: str, chosen: Mapping[str, Any],
                prefix: tuple[Any, ...] | None = None) -> list[Any]:
        found = choices.options(state, seat, verb, field, chosen, prefix)
        if found is None:
            return super().options(state, seat, verb, field, chosen, prefix)
        return found

    # --- views --------------------------------------------------------------------------------
    def public_view(self, state: AntikeState) -> dict[str, Any]:
        return views.public_view(state)

    def private_view(self, state: AntikeState, seat: int) -> dict[str, Any] | None:
        return None  # nothing in Antike is hidden

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


GAME = AntikeGame()

__all__ = ["GAME", "AntikeGame", "AntikeOptions", "AntikeState"]
