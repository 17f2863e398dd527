"""Issue 30: robots never hold a window open. The table's runner (`service.votes.robot_to_play`,
used by cogs/async_play.py) lets a robot with an offer open wait while a human still trades,
and plays the robots out of the trade once every human is done."""

from __future__ import annotations

import random

from engine.civilization import GAME, trade
from engine.civilization.state import CivState
from engine.core import apply
from service.votes import robot_to_play
from tests.engine.civilization.helpers import new_state


def _trading_state(hands: list[list[str]]) -> CivState:
    s = new_state(len(hands))
    for seat, hand in enumerate(hands):
        s.seats[seat].hand = list(hand)
    s.ask, s.phase = None, "trade"
    assert trade.start(s, [])
    return s


def _run_robots(s: CivState, robots: set[int]) -> list[int]:
    played = []
    for _ in range(300):
        seat = robot_to_play(GAME, s, robots)
        if seat is None:
            break
        s = apply(GAME, s, seat, GAME.autoplay(s, seat, random.Random(1)), in_place=True).state
        played.append(seat)
    return played


def test_robots_wait_while_a_human_trades_and_close_the_window_once_he_is_done() -> None:
    s = _trading_state([["grain", "salt", "ochre", "hides"],
                        ["grain", "grain", "iron", "papyrus", "ochre"],
                        ["bronze", "bronze", "salt", "spices", "hides"]])
    _run_robots(s, {1, 2})
    # Their offers are open to the human: they wait, and the window with them.
    assert s.trade is not None and 0 in GAME.seats_awaited(s)
    assert robot_to_play(GAME, s, {1, 2}) is None and GAME.robot_waits(s, 1) and GAME.robot_waits(s, 2)
    s = apply(GAME, s, 0, "done", in_place=True).state
    assert 0 not in GAME.seats_awaited(s) and s.trade is not None  # only the robots are left
    played = _run_robots(s, {1, 2})
    assert played and (s.trade is None or s.phase != "trade")  # they did not keep it open
