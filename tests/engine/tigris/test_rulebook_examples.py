"""Every worked example of the Spanish rulebook, as a scenario."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.tigris.scoring import final_outcome
from tests.engine.tigris.helpers import act, blank, decision, leader, tiles


def points(events, seat=None):
    return [(e.params["dynasty"], e.params["color"], e.params["amount"])
            for e in events if e.key == "tigris.log.points" and (seat is None or e.params["seat"] == seat)]


class TestTilePoints:
    """Rulebook "Otorgar un punto de victoria" and its figure (bull, lion, no kingdom, union)."""

    def setup_state(self):
        state = blank(3, dynasties=["bow", "lion", "bull"])
        tiles(state, "red", "K8")
        leader(state, 2, "blue", "J8")   # bull's farmer
        leader(state, 1, "black", "L8")  # lion's king
        return state

    def test_tile_of_a_leaders_colour_scores_for_that_leader(self):
        state, events = act(self.setup_state(), 0, "tile blue K9")
        assert points(events) == [("bull", "blue", 1)]
        assert state.scores[2]["blue"] == 1

    def test_tile_without_its_leader_scores_for_the_king(self):
        state, events = act(self.setup_state(), 0, "tile green K7")
        assert points(events) == [("lion", "green", 1)]
        assert state.scores[1]["green"] == 1

    def test_tile_outside_any_kingdom_scores_nothing(self):
        _, events = act(self.setup_state(), 0, "tile green C10")
        assert points(events) == []

    def test_tile_joining_two_kingdoms_scores_nothing(self):
        state = blank(2)
        tiles(state, "red", "B10 D10")
        leader(state, 0, "black", "B11")
        leader(state, 1, "red", "D11")
        state, events = act(state, 0, "tile black C10")
        assert points(events) == []
        assert any(e.key == "tigris.log.union" for e in events)
        assert state.union is None and state.step == "action" and state.actions_left == 1


class TestRevoltExample:
    """Rulebook "Conflicto interno": lion's king joins bull's; 2+2 against 1+3, the defender wins."""

    def setup_state(self):
        hands = [["red", "red", "blue", "green", "black", "black"], ["red"] * 4 + ["blue", "blue"]]
        state = blank(2, dynasties=["lion", "bull"], hands=hands)
        tiles(state, "red", "D5 F5 H5")
        tiles(state, "black", "G5")
        leader(state, 1, "black", "H4")
        return state

    def test_revolt_tie_goes_to_the_defender(self):
        state, events = act(self.setup_state(), 0, "leader black E5")
        assert state.conflict is not None and state.conflict.kind == "revolt"
        assert (state.conflict.attacker_base, state.conflict.defender_base) == (2, 1)
        assert decision(state) == (0, "support")
        state, events = act(state, 0, "support 2")
        assert decision(state) == (1, "support")
        assert any(e.key == "tigris.log.support" and e.reveals for e in events)
        state, events = act(state, 1, "support 3")
        assert state.conflict is None
        assert "black" not in state.leaders[0]          # the attacker's king went home
        assert state.leaders[1]["black"] == "H4"
        assert state.scores[1]["red"] == 1 and state.scores[0]["red"] == 0
        assert state.removed["red"] == 5                 # the five committed temples left the game
        assert state.hands[0].count("red") == 0 and state.hands[1].count("red") == 1
        assert all(state.tiles[sq] == "red" for sq in ("D5", "F5", "H5"))  # no board tile removed

    def test_defender_is_awaited_only_after_the_attacker(self):
        from engine.tigris import GAME

        state, _ = act(self.setup_state(), 0, "leader black E5")
        (d,) = GAME.awaiting(state)
        assert d.seat == 0 and d.private and d.default.to_text() == "support 0"
        with pytest.raises(RuleError):
            act(state, 1, "support 1")


class TestWarExample:
    """Rulebook "Resolución de un conflicto externo": urn joins two kingdoms; green then black."""

    def setup_state(self):
        # Seats clockwise: urn (active), lion (to its left), bull, bow.
        hands = [["black", "red", "red", "blue", "blue", "green"], ["green"] * 4 + ["red", "red"],
                 ["green", "red", "red", "blue", "blue", "black"], list(["red"] * 6)]
        state = blank(4, dynasties=["urn", "lion", "bull", "bow"], hands=hands)
        tiles(state, "red", "C5 H5")
        tiles(state, "green", "D5 E5 G5")
        leader(state, 2, "green", "B5")   # bull's trader
        leader(state, 3, "black", "C6")   # bow's king
        leader(state, 1, "green", "H4")   # lion's trader
        leader(state, 1, "black", "H6")   # lion's king
        return state

    def test_two_wars_active_player_orders_them_and_the_second_vanishes(self):
        state, events = act(self.setup_state(), 0, "tile black F5")
        assert decision(state) == (0, "war_order")
        assert state.war_colors == ["green", "black"]
        state, _ = act(state, 0, "war green")
        c = state.conflict
        assert c is not None and c.attacker == 1 and c.defender == 2   # lion sits left of the active urn
        assert (c.attacker_base, c.defender_base) == (1, 2)
        state, _ = act(state, 1, "support 4")
        state, events = act(state, 2, "support 1")
        assert "green" not in state.leaders[2]
        assert "D5" not in state.tiles and "E5" not in state.tiles
        assert state.scores[1]["green"] == 3                      # two markets + the leader
        assert points(events) == [("lion", "green", 3)]
        assert state.removed["green"] == 2 + 5
        # The kingdom split again: no war between the kings; the union token is gone.
        assert state.union is None and state.conflict is None
        assert state.step == "action" and state.active == 0 and state.actions_left == 1
        assert state.leaders[3]["black"] == "C6" and state.leaders[1]["black"] == "H6"


class TestMonumentExample:
    """Rulebook "Construir un monumento": flipping temples strands bull's king; end-of-turn points."""

    def setup_state(self):
        state = blank(2, dynasties=["bow", "bull"], active=1)
        tiles(state, "red", "B5 D5 E5 D6 G5")
        leader(state, 1, "green", "C5")   # bull's trader
        leader(state, 1, "black", "F6")   # bull's king: only temple E6
        leader(state, 0, "red", "F5")     # bow's priest
        return state

    def test_monument_strands_leader_and_pays_at_end_of_each_owners_turn(self):
        state, events = act(self.setup_state(), 1, "tile red E6")
        assert points(events) == [("bow", "red", 1)]
        assert decision(state) == (1, "monument")
        state, events = act(state, 1, "monument red-green D5")
        assert state.monuments["red-green"] == "D5"
        assert set(state.flipped) == {"D5", "E5", "D6", "E6"}
        assert "black" not in state.leaders[1]                   # lost its last temple
        assert any(e.key == "tigris.log.leader_stranded" for e in events)
        assert state.leaders[0]["red"] == "F5"                   # G5 still feeds the priest
        state, events = act(state, 1, "pass")
        assert points(events) == [("bull", "green", 1)]          # only the active player scores
        state, events = act(state, 0, "pass")
        assert points(events) == [("bow", "red", 1)]


class TestTreasureExample:
    """Rulebook "Conseguir un tesoro": lion's farm joins two treasures; bull scores, lion takes B2."""

    def setup_state(self):
        state = blank(2, dynasties=["lion", "bull"])
        tiles(state, "red", "C2 D2")
        tiles(state, "blue", "E2")
        leader(state, 0, "green", "F4")
        leader(state, 1, "blue", "G3")
        return state

    def test_point_first_then_corner_treasure(self):
        state, events = act(self.setup_state(), 0, "tile blue E3")
        assert points(events) == [("bull", "blue", 1)]
        assert decision(state) == (0, "treasure")
        assert state.treasure_squares == ["B2"]
        with pytest.raises(RuleError) as err:
            act(state, 0, "treasure F3")
        assert err.value.key == "tigris.err.treasure_priority_first"
        state, _ = act(state, 0, "treasure B2")
        assert state.treasures_won[0] == 1 and "F3" in state.treasures and "B2" not in state.treasures
        assert state.step == "action" and state.actions_left == 1


def test_final_scoring_example():
    """Rulebook "Final de la partida y vencedor": urn 11, lion 10/10/12, bull 10/10/11, bow 9."""
    state = blank(4, dynasties=["urn", "lion", "bull", "bow"])
    raw = [  # black, red, blue, green before treasures
        ({"black": 11, "red": 11, "blue": 14, "green": 8}, 3),
        ({"black": 12, "red": 10, "blue": 7, "green": 13}, 3),
        ({"black": 10, "red": 10, "blue": 11, "green": 18}, 0),
        ({"black": 22, "red": 6, "blue": 17, "green": 11}, 3),
    ]
    for seat, (score, treasures) in enumerate(raw):
        state.scores[seat] = score
        state.treasures_won[seat] = treasures
    state.over = True
    out = final_outcome(state)
    assert out.ranking == [[0], [1], [2], [3]]
    assert out.detail["final"][1] == {"black": 12, "red": 10, "blue": 10, "green": 13}
    assert out.detail["final"][3]["red"] == 9
    assert out.scores == {0: 11, 1: 10, 2: 10, 3: 9}


class TestBuildingExamples:
    """Variant "Los edificios especiales": its two examples."""

    def test_longer_line_takes_the_granary(self):
        state = blank(2, buildings=True, dynasties=["lion", "bull"], active=1)
        tiles(state, "blue", "A7 B7 C7 D8 E8 F8")
        state.buildings["blue"] = "B7"
        state, _ = act(state, 1, "tile blue G8")
        assert decision(state) == (1, "building")
        from engine.tigris import GAME

        options = {a.to_text() for a in GAME.legal_actions(state, 1)}
        assert options == {"building none", "building blue D8", "building blue E8", "building blue F8",
                           "building blue G8"}
        state, _ = act(state, 1, "building blue E8")
        assert state.buildings["blue"] == "E8"

    def test_equal_line_cannot_take_the_granary(self):
        state = blank(2, buildings=True, active=1)
        tiles(state, "blue", "A7 B7 C7 D8 E8")
        state.buildings["blue"] = "B7"
        state, _ = act(state, 1, "tile blue F8")
        assert state.step == "action" and state.buildings["blue"] == "B7"

    def test_broken_series_lets_a_new_three_line_take_the_market_hall(self):
        state = blank(2, buildings=True, hands=[["green", "green", "red", "red", "blue", "black"]] * 2)
        tiles(state, "green", "C10 D10 E10 H10 I10")
        state.buildings["green"] = "C10"
        state, _ = act(state, 0, "catastrophe D10")
        assert state.buildings["green"] == "C10"      # stays though its series is broken
        state, _ = act(state, 0, "tile green J10")
        assert decision(state) == (0, "building")
        state, _ = act(state, 0, "building green I10")
        assert state.buildings["green"] == "I10"
