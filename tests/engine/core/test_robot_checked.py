"""`apply(..., robot=True)` (robot-only games, `playout.play`): a game's `check` is skipped only
for a game that declares `Game.autoplay_checked`, only on what its own robot returned, and the
core's other checks always run (issue 20's fifth pass)."""

from __future__ import annotations

import random

import pytest

from engine.civilization import GAME as CIVILIZATION
from engine.core import GameFinished, NotAwaited, RuleError
from engine.core.game import apply, refusal
from engine.core.playout import play
from tests.fixtures.highcard import HighCard


def test_a_game_that_does_not_declare_it_is_checked_in_full_even_for_a_robot() -> None:
    game = HighCard()
    assert not game.autoplay_checked
    state = game.setup(2, game.parse_options({}), 7)
    missing = next(c for c in range(1, 21) if c not in state.hands[0])
    with pytest.raises(RuleError) as refused:
        apply(game, state, 0, f"play {missing}", robot=True)
    assert refused.value.key == "highcard.err.not_in_hand"


def test_civilization_robot_actions_pass_every_check_and_the_core_checks_still_run() -> None:
    game = CIVILIZATION
    assert game.autoplay_checked
    state = game.setup(3, game.parse_options({}), 11)
    rnd = random.Random(11)
    idle_case = None
    for _ in range(400):  # what the shortcut rests on: the robot returns only legal actions
        awaited = sorted({d.seat for d in game.awaiting(state)})
        seat = rnd.choice(awaited)
        action = game.autoplay(state, seat, rnd)
        parsed = game.parse_action(action) if isinstance(action, str) else action
        assert refusal(game, state, seat, parsed) is None, action
        idle = [s for s in range(state.players) if s not in awaited]
        if idle_case is None and idle:
            idle_case = (state, idle[0], action)
        state = apply(game, state, seat, action, robot=True).state
    assert idle_case is not None
    before, idle_seat, action = idle_case
    with pytest.raises(NotAwaited):  # a seat not awaited is refused, robot or not
        apply(game, before, idle_seat, action, robot=True)
    over = play(game, 3, game.parse_options({}), 11).state
    assert game.is_over(over)
    with pytest.raises(GameFinished):
        apply(game, over, 0, action, robot=True)


def test_robot_games_replay_through_every_check() -> None:
    """A robot-only game (checks skipped) replays move for move through the full checks."""
    game = CIVILIZATION
    result = play(game, 4, game.parse_options({}), 5)
    state = game.setup(4, game.parse_options({}), 5)
    for seat, text in result.log:
        state = apply(game, state, seat, text).state
    assert state.model_dump() == result.state.model_dump()
