"""Age of Heroes (Legend Games, 2003, rules v1.2): the rules engine.

Modules: `cards` (data), `state`, `actions` (text forms), `rules` (decisions, checks,
effects), `flow` (turn and market sequence), `events` (event cards), `battles`, `market`,
`board` (shared card movements), `views` + `view_schema`, `autoplay`.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from pydantic import BaseModel

from engine.age_of_heroes import actions as A
from engine.age_of_heroes import autoplay, flow, rules, views
from engine.age_of_heroes.actions import parse_action
from engine.age_of_heroes.state import AgeOfHeroesOptions, AgeOfHeroesState
from engine.core import Action, Decision, Event, GameState, Outcome
from engine.core.legacy import LegacyGame


class AgeOfHeroesGame(LegacyGame[AgeOfHeroesState]):
    id: ClassVar[str] = "age_of_heroes"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    state_model: ClassVar[type[GameState]] = AgeOfHeroesState
    options_model: ClassVar[type[BaseModel]] = AgeOfHeroesOptions

    def setup(self, players: int, options: BaseModel, seed: int) -> AgeOfHeroesState:
        state, _ = self.setup_with_events(players, options, seed)
        return state

    def setup_with_events(self, players: int, options: BaseModel,
                          seed: int) -> tuple[AgeOfHeroesState, list[Event]]:
        """Setup and its public events (turn-order draw, tribes drawn)."""
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Age of Heroes takes 2-6 players, not {players}")
        assert isinstance(options, AgeOfHeroesOptions)
        state, events = flow.setup(players, options, seed)
        events += flow.advance(state)
        return state, events

    def awaiting(self, state: AgeOfHeroesState) -> list[Decision]:
        return rules.awaiting(state)

    def legal_actions(self, state: AgeOfHeroesState, seat: int) -> list[Action]:
        return rules.legal_actions(state, seat)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def apply_action(self, state: AgeOfHeroesState, seat: int, action: Action) -> list[Event]:
        return rules.apply(state, seat, action)

    def public_view(self, state: AgeOfHeroesState) -> dict[str, Any]:
        return views.public_view(state)

    def player_view(self, state: AgeOfHeroesState, seat: int) -> dict[str, Any]:
        return views.player_view(state, seat)

    def is_over(self, state: AgeOfHeroesState) -> bool:
        return state.stage == "over"

    def outcome(self, state: AgeOfHeroesState) -> Outcome | None:
        if state.stage != "over" or state.winner is None:
            return None
        others = [t for t in state.tribes if t.seat != state.winner]
        alive = sorted((t for t in others if t.alive), key=lambda t: (-t.cities, -t.monument))
        ranking: list[list[int]] = [[state.winner]]
        for t in alive:
            if ranking[-1] and len(ranking) > 1 and (t.cities, t.monument) == _key(state, ranking[-1][0]):
                ranking[-1].append(t.seat)
            else:
                ranking.append([t.seat])
        ranking += [[s] for s in reversed(state.eliminated)]
        return Outcome(
            ranking=ranking,
            scores={t.seat: {"cities": t.cities, "monument": t.monument} for t in state.tribes},
            reason=f"age_of_heroes.win.{state.win_reason}",
            reason_params={"seat": state.winner},
            detail={"eliminated": list(state.eliminated), "turns": state.turn_no},
        )

    def autoplay(self, state: AgeOfHeroesState, seat: int, rnd: random.Random) -> Action:
        return autoplay.choose(state, seat, rnd)

    def describe_action(self, action: Action) -> tuple[str, dict[str, Any]]:
        """Answers drawn from a hidden hand are not spelled out in public log lines; the
        events say what became public (a trade, a discard, a round's reveal)."""
        hidden = (A.Assign, A.Fight, A.Send, A.Hero, A.Attack, A.Luck, A.NoLuck, A.Hold, A.Discard,
                  A.Counter, A.Place, A.Ready, A.Back, A.Launch)
        if isinstance(action, hidden) or (isinstance(action, A.Offer) and action.private):
            return "age_of_heroes.log.action_hidden", {}
        return "core.log.action", {"text": action.to_text()}


def _key(state: AgeOfHeroesState, seat: int) -> tuple[int, int]:
    t = state.tribes[seat]
    return (t.cities, t.monument)


GAME = AgeOfHeroesGame()

__all__ = ["GAME", "AgeOfHeroesGame", "AgeOfHeroesOptions", "AgeOfHeroesState"]
