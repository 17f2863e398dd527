"""Peers' bugs from research section 7, each a rule we must get right."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.tigris import GAME
from engine.tigris.board import load_board
from tests.engine.tigris.helpers import act, blank, decision, leader, play, tiles


def test_1_classic_board_layout():
    board = load_board("classic")
    assert "G9" in board.river and "H8" not in board.river
    assert {"I7", "F10"} <= set(board.treasure_temples) and not {"J7", "G10"} & set(board.treasure_temples)
    assert board.priority_treasures == {"B2", "P2", "B8", "O9"}
    assert len(board.river) == 41 and len(board.treasure_temples) == 10
    assert not set(board.treasure_temples) & board.river


def test_2_temples_next_only_to_the_losing_priest_are_removed():
    state = blank(2, keep_treasures=False, hands=[["black"] * 6, ["red"] * 6])
    tiles(state, "red", "B5 C5")
    leader(state, 0, "red", "B6")          # the loser's priest, next to B5 only
    tiles(state, "red", "E5")
    leader(state, 1, "red", "E6")
    state, _ = act(state, 0, "tile black D5")
    state = play(state, (0, "support 0"), (1, "support 2"))
    assert "B5" not in state.tiles and "C5" not in state.tiles
    assert state.scores[1]["red"] == 3


def test_3_treasures_dropping_from_three_to_one_end_the_game():
    state = blank(2, keep_treasures=False)
    tiles(state, "red", "H2 I2 J2")
    state.treasures = ["H2", "I2", "J2"]
    state = play(state, (0, "leader green I3"), (0, "treasure H2"), (0, "treasure I2"), (0, "pass"))
    assert state.over


def test_4_bag_holds_153_minus_board_temples_minus_hands():
    state = GAME.setup(2, GAME.parse_options({}), 7)
    assert len(state.bag) == 131
    assert state.bag.count("red") + sum(h.count("red") for h in state.hands) == 57 - 10
    adv = GAME.setup(2, GAME.parse_options({"board": "advanced"}), 7)
    assert len(adv.bag) == 153 - 14 - 12


def test_5_treasures_are_collected_after_the_action_not_at_end_of_turn():
    state = blank(2, keep_treasures=False)
    tiles(state, "red", "H2 I2")
    tiles(state, "red", "A11")
    state.treasures = ["H2", "I2", "A11"]
    state, _ = act(state, 0, "leader green I3")
    assert state.actions_left == 2 and decision(state) == (0, "treasure")


def test_6_taking_a_treasure_keeps_others_in_its_row_and_column():
    state = blank(2, keep_treasures=False)
    tiles(state, "red", "H2 I2 J2 I3")
    tiles(state, "red", "A11 P11")
    state.treasures = ["H2", "I2", "J2", "I3", "A11", "P11"]
    state = play(state, (0, "leader green I4"), (0, "treasure I2"))
    assert set(state.treasures) >= {"H2", "J2", "I3"}
    assert decision(state) == (0, "treasure")     # still three in the kingdom


def test_7_no_third_catastrophe():
    state = blank(2)
    state = play(state, (0, "catastrophe H6"), (0, "catastrophe H7"), (1, "pass"))
    with pytest.raises(RuleError) as err:
        act(state, 0, "catastrophe H8")
    assert err.value.key == "tigris.err.no_catastrophes_left"


def test_8_alternative_priority_includes_j11():
    board = load_board("advanced")
    assert board.priority_treasures == {"B3", "P6", "A8", "E10", "J11", "O11"}
    assert "I11" not in board.priority_treasures
    state = blank(2, board="advanced", keep_treasures=False)
    tiles(state, "red", "J11 K11")
    tiles(state, "red", "A1")
    state.treasures = ["J11", "K11", "A1"]
    state, _ = act(state, 0, "leader green L11")
    assert state.treasure_squares == ["J11"]


def test_9_empty_bag_during_swap_finishes_the_turn():
    state = blank(2, bag=["red"])
    state, _ = act(state, 0, "swap red red")
    assert not state.over and state.ending and decision(state) == (0, "action")
    state, _ = act(state, 0, "pass")
    assert state.over


def test_action_logs_recorded_before_the_typed_contract_still_replay():
    """Stored logs of running games: texts written by the old hand-written parser's engine
    replay through the generated grammar to the same final state and outcome."""
    import json
    from pathlib import Path

    from engine.core import replay

    data = json.loads((Path(__file__).parent / "data" / "logs_before_contract.json").read_text())
    for game in data["games"]:
        options = GAME.parse_options(game["options"])
        state = replay(GAME, game["players"], options, game["seed"], [(s, t) for s, t in game["log"]])
        assert json.loads(state.model_dump_json()) == game["state"], game["seed"]
        # A snapshot stored then still holds the notation log the state kept: it loads, ignored.
        assert GAME.load_state(json.dumps({**game["state"], "log": ["bow: tile red F3"]})) == state
        outcome = GAME.outcome(state)
        assert outcome is not None
        assert (outcome.ranking, outcome.reason) == (game["outcome"]["ranking"], game["outcome"]["reason"])
        assert {str(k): v for k, v in outcome.scores.items()} == game["outcome"]["scores"]
