"""Whole orders step by step (issue 30): for random states of random robot games, every order
the robot plays is reachable item by item through `Game.options` (what the autocomplete and the
menus offer), and every item offered at every step leads to an order `check` accepts (a random
walk through the options ends in a legal order, never at a dead end)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.civilization import GAME
from engine.core import apply
from tests.engine.civilization.steps_walk import reach, steps_field, wander


def _orders_of_a_game(seed: int, players: int, rounds: int, walks: int = 1) -> int:
    state = GAME.setup(players, GAME.parse_options({}), seed)
    rnd = random.Random(seed)
    checked = 0
    while not GAME.is_over(state) and state.round <= rounds:
        decision = GAME.awaiting(state)[0]
        action = GAME.autoplay(state, decision.seat, rnd)
        if steps_field(type(action)) is not None:
            missing = reach(GAME, state, decision.seat, action)
            assert missing is None, f"{action.to_text()}: not offered: {missing}"
            for verb in decision.verbs:
                cls = GAME.grammar.action_class(verb)
                if cls is None or steps_field(cls) is None:
                    continue
                for _ in range(walks):
                    built, dead_end = wander(GAME, state, decision.seat, cls, rnd)
                    assert built is not None, f"{verb}: {dead_end}"
                    assert GAME.check(state, decision.seat, built) is None, built.to_text()
            checked += 1
        state = apply(GAME, state, decision.seat, action, in_place=True).state
    return checked


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(3, 6))
def test_robot_orders_are_reachable_and_every_option_leads_to_a_legal_order(seed: int, players: int) -> None:
    assert _orders_of_a_game(seed, players, rounds=8) > 0


def test_calamity_orders_step_by_step() -> None:
    """A game long enough for its first calamities (losses, divisions, a civil war's factions)."""
    assert _orders_of_a_game(0, 3, rounds=13, walks=2) > 20
