"""Per-seat statistics recorded for the end-of-game summary (Outcome.detail["stats"])."""

from __future__ import annotations

from engine.core.playout import play as autoplay_game
from engine.tigris import GAME
from engine.tigris.scoring import final_outcome
from engine.tigris.state import STAT_KEYS
from tests.engine.tigris.helpers import act, blank, leader, tiles


def revolt_position():
    """The rulebook's revolt example: lion's king (seat 0) attacks bull's king (seat 1)."""
    hands = [["red", "red", "blue", "green", "black", "black"], ["red"] * 4 + ["blue", "blue"]]
    state = blank(2, dynasties=["lion", "bull"], hands=hands)
    tiles(state, "red", "D5 F5 H5")
    tiles(state, "black", "G5")
    leader(state, 1, "black", "H4")
    return state


def test_a_lost_revolt_counts_for_both_sides_and_the_winners_point_by_source():
    state, _ = act(revolt_position(), 0, "leader black E5")
    state, _ = act(state, 0, "support 2")
    state, _ = act(state, 1, "support 3")  # 2+2 against 1+3: the defender wins the tie
    assert state.stats[0]["revolt_attack_lost"] == 1 and state.stats[0]["revolt_attack_won"] == 0
    assert state.stats[1]["revolt_defence_won"] == 1 and state.stats[1]["points_revolt"] == 1
    stats = final_outcome(state).detail["stats"]
    assert stats[1]["revolt_defence_won"] == 1 and set(stats[0]) == set(STAT_KEYS)


def test_points_by_source_add_up_to_the_scores_over_whole_games():
    for seed in (3, 4):
        options = GAME.parse_options({})
        state = autoplay_game(GAME, 3, options, seed).state
        detail = GAME.outcome(state).detail
        for seat in range(3):
            by_source = sum(v for k, v in detail["stats"][seat].items() if k.startswith("points_"))
            assert by_source == sum(detail["points"][seat].values())
        for kind in ("revolt", "war"):
            won_attacking = sum(detail["stats"][s][f"{kind}_attack_won"] for s in range(3))
            lost_defending = sum(detail["stats"][s][f"{kind}_defence_lost"] for s in range(3))
            assert won_attacking == lost_defending


def test_snapshots_without_statistics_still_load_and_count():
    state = revolt_position()
    state.stats = []
    again = GAME.load_state(state.model_dump_json())
    again, _ = act(again, 0, "leader black E5")
    again, _ = act(again, 0, "support 0")
    again, _ = act(again, 1, "support 0")
    assert again.stats[0]["revolt_attack_won"] == 1 and again.stats[1]["revolt_defence_lost"] == 1
