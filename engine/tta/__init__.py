"""Through the Ages: A New Story of Civilization (Vlaada Chvátil, CGE 2015): the rules engine.

`GAME` is the registered singleton. The rules are in `rules.py` (check, apply, who decides)
with one module per area: `turn.py` (the action phase), `actioncards.py`, `politics.py`,
`events.py`, `flow.py` (turns and the agenda), `row.py` (card row, decks, ages),
`production.py`, `ratings.py` (computed values), `economy.py` (tokens), `scoring.py`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel

from engine.core import Action, Decision, Event, Game, GameState, Hidden, NotAwaited, Outcome, Refusal
from engine.tta import actions as A
from engine.tta import autoplay, legal, rules, views
from engine.tta.cards import ALL_IDS, CARDS, UNITS, resolve_card
from engine.tta.scoring import outcome
from engine.tta.state import TtaOptions, TtaState


class TtaGame(Game[TtaState]):
    id: ClassVar[str] = "tta"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    state_model: ClassVar[type[GameState]] = TtaState
    options_model: ClassVar[type[BaseModel]] = TtaOptions
    actions: ClassVar[tuple[type[Action], ...]] = A.ALL_ACTIONS

    def setup(self, players: int, options: BaseModel, seed: int) -> TtaState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Through the Ages takes 2-4 players, not {players}")
        return rules.setup(players, seed)

    def setup_with_events(self, players: int, options: BaseModel, seed: int) -> tuple[TtaState, list[Event]]:
        state = self.setup(players, options, seed)
        return state, [Event(key="tta.log.setup", params={"players": players, "first": state.first})]

    # --- words and references ------------------------------------------------
    def resolve(self, kind: str, word: str) -> Any:
        return resolve_card(word)

    def domain(self, state: TtaState, kind: str) -> Sequence[Any]:
        if kind == "card":
            return ALL_IDS
        seats = sorted({d.seat for d in rules.awaiting(state)})
        civs = [state.civs[s] for s in seats]
        if kind == "mcard":
            return sorted({c for civ in civs for c in civ.military_hand})
        if kind == "unit":
            return sorted(
                {t for civ in civs for t, n in civ.workers.items() if n and CARDS[t].category in UNITS}
            )
        if kind == "option":
            task = rules.head(state)
            options = {c for opts in (task.options.values() if task else ()) for c in opts}
            return sorted(options | {t for civ in civs for t, n in civ.workers.items() if n})
        return ()

    # --- the rules -------------------------------------------------------------
    def awaiting(self, state: TtaState) -> list[Decision]:
        return rules.awaiting(state)

    def check(self, state: TtaState, seat: int, action: Action) -> Refusal | None:
        return rules.check(state, seat, action)

    def apply_action(self, state: TtaState, seat: int, action: Action) -> list[Event]:
        return rules.apply(state, seat, action)

    def options(
        self,
        state: TtaState,
        seat: int,
        verb: str,
        field: str,
        chosen: Mapping[str, Any],
        prefix: tuple[Any, ...] | None = None,
    ) -> list[Any]:
        return legal.field_options(state, seat, verb, field, dict(chosen), prefix)

    # --- views -------------------------------------------------------------------
    def public_view(self, state: TtaState) -> dict[str, Any]:
        return views.public_view(state)

    def private_view(self, state: TtaState, seat: int) -> dict[str, Any] | None:
        return views.private_view(state, seat)

    def hidden_values(self, state: TtaState, keep: frozenset[int] = frozenset()) -> list[Hidden]:
        return views.hidden_values(state, keep)

    # --- the end ---------------------------------------------------------------
    def is_over(self, state: TtaState) -> bool:
        return state.over

    def outcome(self, state: TtaState) -> Outcome | None:
        return outcome(state) if state.over else None

    # --- robots ----------------------------------------------------------------
    def autoplay(self, state: TtaState, seat: int, rnd: random.Random) -> Action:
        if seat not in {d.seat for d in rules.awaiting(state)}:
            raise NotAwaited("core.err.not_awaited", seat=seat)
        return autoplay.choose(state, seat, rnd)

    def describe_action(self, action: Action) -> tuple[str, dict[str, Any]]:
        # What each action hides is declared on it (`Action.secret`): hidden answers (discards,
        # defences, prepared events) are not logged in full, James Cook's discards stay face down.
        part = action.public_part()
        if part is None:
            return "tta.log.hidden_action", {"verb": action.verb}
        public, hidden = part
        if hidden.get("discard"):
            return "tta.log.send_action", {"text": public.to_text(), "discarded": hidden["discard"]}
        return "core.log.action", {"text": public.to_text()}

    def playout_facts(self, state: TtaState) -> dict[str, Any]:
        """What bench.playouts reports for a finished game."""
        return {
            "reached_age_iii": state.age >= 3 or "III" in {c.rsplit("_", 1)[-1] for c in state.removed},
            "ended_normally": state.over and len(state.alive()) > 1 and state.last_round is not None,
            "rounds": state.round,
        }


GAME = TtaGame()

__all__ = ["GAME", "TtaGame", "TtaOptions", "TtaState"]
