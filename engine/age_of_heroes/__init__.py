"""Age of Heroes (Legend Games, 2003, rules v1.2): the rules engine.

Modules: `cards` (data), `state`, `actions` (typed fields; the text form is generated),
`rules` (decisions, checks, effects), `flow` (turn and market sequence), `events` (event
cards), `battles`, `market`, `board` (shared card movements), `views` + `view_schema`, `autoplay`.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel

from engine.age_of_heroes import actions as A
from engine.age_of_heroes import autoplay, flow, rules, views
from engine.age_of_heroes.cards import CARD_WORDS, ITEMS, TRIBE_WORDS, fold
from engine.age_of_heroes.state import AgeOfHeroesOptions, AgeOfHeroesState
from engine.core import Action, Decision, Event, Game, GameState, Hidden, Outcome, Refusal
from engine.core.choices import derived_options

_UNIT = re.compile(r"^[ah]\d+$")
_PLAIN = {A.Tax: "tax", A.Pass: "pass", A.Done: "done", A.Allow: "allow", A.Deny: "deny",
          A.AskRoad: "ask_road", A.Swap: "swap", A.ChooseTribe: "tribe", A.Quake: "quake",
          A.Erupt: "volcano"}


class AgeOfHeroesGame(Game[AgeOfHeroesState]):
    id: ClassVar[str] = "age_of_heroes"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    state_model: ClassVar[type[GameState]] = AgeOfHeroesState
    options_model: ClassVar[type[BaseModel]] = AgeOfHeroesOptions
    actions: ClassVar[tuple[type[Action], ...]] = A.ACTIONS

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

    # --- the text form ------------------------------------------------------------
    def resolve(self, kind: str, word: str) -> Any:
        low = word.lower()
        if kind == "card":  # ids and printed names, English or Spanish ("madera", "oro")
            return CARD_WORDS.get(fold(low))
        if kind == "tribe":  # ids and names, English or Spanish ("romanos")
            return TRIBE_WORDS.get(fold(low))
        if kind == "unit":
            return low if _UNIT.match(low) else None
        if kind == "offer":  # "7" or "#7", as offers are shown
            low = low.removeprefix("#")
            return int(low) if low.isdigit() and len(low) < 9 else None
        return None

    def domain(self, state: AgeOfHeroesState, kind: str) -> Sequence[Any]:
        return rules.domain(state, kind)

    # --- decisions and rules --------------------------------------------------------
    def awaiting(self, state: AgeOfHeroesState) -> list[Decision]:
        return rules.awaiting(state)

    def verbs_for(self, state: AgeOfHeroesState, seat: int) -> tuple[str, ...]:
        kind = rules.kind_of(state, seat)
        return () if kind is None else rules.KIND_VERBS[kind]

    def check(self, state: AgeOfHeroesState, seat: int, action: Action) -> Refusal | None:
        return rules.check(state, seat, action)

    def apply_action(self, state: AgeOfHeroesState, seat: int, action: Action) -> list[Event]:
        return rules.perform(state, seat, action)

    def options(self, state: AgeOfHeroesState, seat: int, verb: str, field: str, chosen: Mapping[str, Any],
                prefix: tuple[Any, ...] | None = None) -> list[Any]:
        fast = rules.options(state, seat, verb, field, chosen, prefix)
        if fast is not None:
            return fast
        return derived_options(self, state, seat, verb, field, chosen, prefix)

    # --- views ------------------------------------------------------------------------
    def public_view(self, state: AgeOfHeroesState) -> dict[str, Any]:
        return views.public_view(state)

    def private_view(self, state: AgeOfHeroesState, seat: int) -> dict[str, Any] | None:
        return views.private_view(state, seat)


    def hidden_values(self, state: AgeOfHeroesState, keep: frozenset[int] = frozenset()) -> list[Hidden]:
        """The resource cards in hands (but those of `keep`) and in the deck; the battle deck's
        order. (Sealed answers, private offers and unrevealed battle cards are not values to
        swap: `tests/engine/age_of_heroes/test_properties.py` scrambles them.)"""
        tribes = [t for t in state.tribes if t.seat not in keep]
        # An open offer's cards stay in its hand.
        reserved: dict[int, Counter[str]] = {t.seat: Counter() for t in tribes}
        for offer in state.offers:
            if offer.seat in reserved:
                reserved[offer.seat].update(offer.give)
        hands = [sorted((Counter(t.hand) - reserved[t.seat]).elements()) for t in tribes]

        def write_back() -> None:
            for tribe, hand in zip(tribes, hands, strict=True):
                tribe.hand = dict(Counter(hand) + reserved[tribe.seat])

        return [Hidden.of_lists(*hands, state.deck, write_back=write_back),
                Hidden.of_lists(state.battle_deck)]

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
        return autoplay.choose(self, state, seat, rnd)

    def describe_action(self, action: Action) -> tuple[str, dict[str, Any]]:
        """A public line naming no seat (presentation names players; the events say who was
        aimed at) and no secret: answers drawn from a hidden hand, sealed answers, market
        moves (a private offer must not show) and discarded cards (swap, payments) stay out."""
        if isinstance(action, A.Build) and action.item in ITEMS:
            return f"age_of_heroes.did.build_{action.item}", {}
        key = _PLAIN.get(type(action))
        if key is not None and not action.secrecy():  # what each action hides: `Action.secret`
            return f"age_of_heroes.did.{key}", {}
        return "age_of_heroes.log.action_hidden", {}


def _key(state: AgeOfHeroesState, seat: int) -> tuple[int, int]:
    t = state.tribes[seat]
    return (t.cities, t.monument)


GAME = AgeOfHeroesGame()

__all__ = ["GAME", "AgeOfHeroesGame", "AgeOfHeroesOptions", "AgeOfHeroesState"]
