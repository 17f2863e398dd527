"""Views follow view_schema.py and show what the renderer needs."""

from __future__ import annotations

from engine.tigris import GAME
from engine.tigris.view_schema import PrivateView, PublicView
from tests.engine.tigris.helpers import act, blank, leader, tiles


def test_views_validate_and_show_board_and_conflict():
    state = blank(2, hands=[["red", "red", "blue", "green", "black", "black"], ["red"] * 6])
    tiles(state, "red", "E5")
    leader(state, 1, "black", "E4")
    state, events = act(state, 0, "leader black E6")
    view = PublicView.model_validate(GAME.public_view(state))
    assert view.board == "classic" and len(view.terrain) == 11 and view.terrain[0][4] == "~"
    assert view.turn.phase == "support" and view.conflict is not None
    assert view.conflict.kind == "revolt" and view.conflict.stage == "attacker"
    assert view.conflict.attacker.committed is None and view.conflict.defender.base == 1
    assert view.conflict.support_color == "red" and view.conflict.attacker_total is None
    assert view.conflict.defender_needs is None
    # The public log comes from the events, which name seats (presentation names the players).
    revolt = next(e for e in events if e.key == "tigris.log.revolt")
    assert (revolt.params["attacker_seat"], revolt.params["defender_seat"]) == (0, 1)
    assert "log" not in GAME.public_view(state)
    cells = {c.square: c for c in view.cells}
    assert cells["B2"].treasure and cells["B2"].treasure_priority and not cells["F3"].treasure_priority
    assert cells["E6"].leader is not None and cells["E6"].leader.strength == 1
    state, _ = act(state, 0, "support 1")
    view = PublicView.model_validate(GAME.public_view(state))
    assert view.conflict is not None and view.conflict.attacker.committed == 1
    assert view.conflict.stage == "defender"
    # Attack 1 + 1 = 2 against a base of 1: the defender needs 1 more tile to hold (ties hold).
    assert view.conflict.attacker_total == 2 and view.conflict.defender_needs == 1
    assert GAME.private_view(state, 1) == GAME.player_view(state, 1)["private"]
    private = PrivateView.model_validate(GAME.player_view(state, 0)["private"])
    assert private.tiles == ["red", "blue", "green", "black", "black"]
    assert len(view.kingdoms) >= 1 and view.players[0].tiles_in_hand == 5


def test_the_view_names_the_seat_awaited_and_at_the_end_the_winners_and_points_with_treasures():
    """Presentation says whose decision it is (a defender is not the active player) and shows the
    final result from the view alone (issue 17 item 15): no rule computed outside the engine."""
    state = blank(2, hands=[["red", "red", "blue", "green", "black", "black"], ["red"] * 6])
    tiles(state, "red", "E5")
    leader(state, 1, "black", "E4")
    view = PublicView.model_validate(GAME.public_view(state))
    assert view.turn.awaiting == 0 and view.winners == [] and view.players[0].final_score is None
    state, _ = act(state, 0, "leader black E6")
    state, _ = act(state, 0, "support 1")
    view = PublicView.model_validate(GAME.public_view(state))
    assert view.turn.active == 0 and view.turn.awaiting == 1
    state.conflict, state.step, state.over = None, "over", True
    state.scores = [{"red": 3, "blue": 1, "green": 2, "black": 4},
                    {"red": 2, "blue": 2, "green": 2, "black": 2}]
    state.treasures_won = [2, 0]
    view = PublicView.model_validate(GAME.public_view(state))
    assert view.turn.awaiting is None and view.winners == [0]
    assert view.players[0].final_score == {"red": 3, "blue": 3, "green": 2, "black": 4}  # treasures go low
    assert view.players[0].score == {"red": 3, "blue": 1, "green": 2, "black": 4}
    assert view.players[1].final_score == {"red": 2, "blue": 2, "green": 2, "black": 2}
