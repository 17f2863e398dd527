"""One test per ruling written in docs/tigris.md (numbers R1... match that file)."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.tigris import GAME
from engine.tigris.scoring import final_outcome
from tests.engine.tigris.helpers import act, blank, decision, leader, play, tiles


def keys(events):
    return [e.key for e in events]


def test_r1_priests_exception_spares_temples_next_to_other_leaders_and_treasures():
    # West kingdom: bow's priest A11 (temples B11 and A10). B10 is next to a bow trader; C11 is bare.
    state = blank(2, hands=[["black"] * 6, ["red"] * 6], keep_treasures=False)
    tiles(state, "red", "A10 B11 C11 B10 E11 E10")
    state.treasures = ["A10"]
    leader(state, 0, "red", "A11")
    leader(state, 0, "green", "B9")       # next to B10 only
    tiles(state, "black", "C10")          # links B10 to the union square D10... via C10
    leader(state, 1, "red", "F11")        # east kingdom: lion's priest next to E11
    state, _ = act(state, 0, "tile black D11")   # joins C11 (west) and E11 (east): red war
    c = state.conflict
    assert c is not None and c.color == "red" and c.attacker == 0
    state = play(state, (0, "support 0"), (1, "support 6"))
    assert "red" not in state.leaders[0]
    # A10 has a treasure, B10 touches bow's trader: both stay. B11 and C11 touched only the loser.
    assert state.tiles.get("A10") == "red" and state.tiles.get("B10") == "red"
    assert "B11" not in state.tiles and "C11" not in state.tiles
    assert state.scores[1]["red"] == 3     # two removed temples + the leader


def test_r2_attacker_is_active_player_when_involved_even_if_not_first_clockwise():
    state = blank(3, active=2)
    tiles(state, "red", "C5 H5")
    leader(state, 0, "black", "B5")
    leader(state, 2, "black", "H4")
    tiles(state, "black", "D5 E5")
    state, _ = act(state, 2, "tile red F5")   # red on F5: D5-E5 (west) + G5? no: F5 touches E5 only
    assert state.conflict is None             # one kingdom only: no union
    state, _ = act(state, 2, "tile black G5")  # joins west (via F5) and H5's kingdom
    c = state.conflict
    assert c is not None and c.attacker == 2 and c.defender == 0


def test_r3_union_tile_and_flipped_tiles_are_no_supporters():
    state = blank(2, keep_treasures=False, hands=[["black"] * 6, ["black"] * 6])
    # A flipped black block in the west kingdom (under a monument) adds no supporter.
    state.flipped = {"C3": "black", "D3": "black", "C4": "black", "D4": "black"}
    state.monuments["red-black"] = "C3"
    tiles(state, "red", "C5 H5")
    tiles(state, "black", "D5 G5")
    leader(state, 0, "black", "C6")
    leader(state, 1, "black", "H6")
    state, _ = act(state, 0, "tile black F5")   # not adjacent: E5 gap
    state, _ = act(state, 0, "tile black E5")   # joins; E5 is the union tile
    c = state.conflict
    assert c is not None and (c.attacker_base, c.defender_base) == (1, 2)  # D5 | F5 G5


def test_r4_war_order_is_asked_again_while_several_colours_remain():
    state = blank(2, hands=[["black"] * 6, ["black"] * 6], keep_treasures=False)
    tiles(state, "red", "C5 D6 H5 H6")
    tiles(state, "black", "D5 E5 G5")
    tiles(state, "green", "B6 I6")
    leader(state, 0, "red", "C6")
    leader(state, 0, "green", "B5")
    leader(state, 0, "blue", "E6")
    leader(state, 1, "green", "H4")
    leader(state, 1, "red", "G6")
    leader(state, 1, "blue", "I5")
    state, _ = act(state, 0, "tile black F5")
    assert decision(state) == (0, "war_order") and state.war_colors == ["red", "blue", "green"]
    state = play(state, (0, "war green"), (0, "support 0"), (1, "support 0"))
    # The loser's green leader and its green tile went, the kingdoms are still joined.
    assert decision(state) == (0, "war_order") and state.war_colors == ["red", "blue"]
    state = play(state, (0, "war blue"), (0, "support 0"), (1, "support 0"))
    # One colour left: fought without asking.
    assert state.conflict is not None and state.conflict.color == "red"


def test_r5_monument_only_for_blocks_with_the_placed_tile_and_declined_is_lost():
    state = blank(2, keep_treasures=False)
    tiles(state, "black", "C5 D5 C6 D6")        # an old complete block: never offered
    tiles(state, "black", "F5 G5 F6 H5 H6")
    state, _ = act(state, 0, "tile black G6")  # completes F5-G6 and G5-H6
    options = {a.to_text() for a in GAME.legal_actions(state, 0)}
    assert "monument red-black F5" in options and "monument green-black G5" in options
    assert not any(o.endswith("C5") for o in options)
    state, _ = act(state, 0, "monument none")
    assert state.step == "action" and all(v is None for v in state.monuments.values())


def test_r6_monument_points_per_leader_colour_and_no_king_stand_in():
    state = blank(2, keep_treasures=False)
    tiles(state, "red", "C5 D5 C6 D6 B5 E5")
    state.flipped = {sq: state.tiles.pop(sq) for sq in ("C5", "D5", "C6", "D6")}
    state.monuments["red-green"] = "C5"
    state.monuments["blue-red"] = None
    leader(state, 0, "black", "B6")    # next to B5: king, no monument colour
    leader(state, 0, "red", "E6")      # next to E5
    tiles(state, "red", "E4")
    state.treasures = ["E4", "A1", "P11"]
    state, events = act(state, 0, "pass")
    got = [(e.params["color"], e.params["amount"]) for e in events if e.key == "tigris.log.points"]
    assert got == [("red", 1)]


def test_r7_treasure_goes_to_non_active_traders_owner_after_the_action():
    state = blank(2, active=0, dynasties=["bow", "lion"])
    tiles(state, "red", "C2 D2")
    tiles(state, "blue", "E2")
    leader(state, 1, "green", "F4")       # the lion's trader; bow is active
    state, _ = act(state, 0, "tile blue E3")
    assert decision(state) == (1, "treasure")
    with pytest.raises(RuleError):
        act(state, 0, "treasure B2")
    state, _ = act(state, 1, "treasure B2")
    assert state.treasures_won == [0, 1] and decision(state) == (0, "action")


def test_r7_placing_a_trader_collects_waiting_treasures():
    state = blank(2)
    tiles(state, "red", "C2 D2 E3")
    tiles(state, "blue", "E2")
    tiles(state, "black", "F4")
    leader(state, 1, "black", "G3")       # a kingdom holding B2 and F3, no trader
    state, _ = act(state, 0, "leader green E4")
    assert decision(state) == (0, "treasure")


def test_r8_game_ends_at_end_of_turn_when_two_or_fewer_treasures_remain():
    state = blank(2, keep_treasures=False)
    tiles(state, "red", "B2 C2 D2")
    state.treasures = ["B2", "C2", "D2"]
    state, _ = act(state, 0, "leader green C3")     # three treasures meet a trader
    assert decision(state) == (0, "treasure") and state.treasure_squares == ["B2"]  # B2 is framed
    state = play(state, (0, "treasure B2"))
    assert decision(state) == (0, "treasure") and state.treasure_squares == ["C2", "D2"]
    state = play(state, (0, "treasure D2"))
    assert state.treasures == ["C2"] and not state.over   # 3 -> 1 in one action: not over yet
    state, events = act(state, 0, "pass")
    assert state.over and "tigris.log.game_over" in keys(events)


def test_r9_swap_emptying_the_bag_finishes_the_turn_then_ends():
    state = blank(2, bag=["red", "blue"])
    state, events = act(state, 0, "swap black green blue")
    assert "tigris.log.bag_empty" in keys(events) and len(state.hands[0]) == 5
    assert not state.over and decision(state) == (0, "action")
    state, _ = act(state, 0, "tile red H6")     # the second action is still played
    assert state.over and GAME.outcome(state) is not None


def test_r9_refill_shortfall_ends_the_game():
    state = blank(2, bag=["red"])
    state = play(state, (0, "tile red H6"))
    state, events = act(state, 0, "tile black H8")
    assert state.over and "tigris.log.bag_empty" in keys(events)


def test_r10_pass_ends_the_turn():
    state, _ = act(blank(2), 0, "pass")
    assert state.active == 1 and state.actions_left == 2


def test_r11_leader_move_is_lift_then_place():
    state = blank(2, keep_treasures=False)
    tiles(state, "red", "C5 E5")
    tiles(state, "black", "D5")
    leader(state, 0, "black", "C6")
    with pytest.raises(RuleError) as err:
        act(state, 0, "leader black C6")
    assert err.value.key == "tigris.err.leader_already_there"
    state, _ = act(state, 0, "leader black E6")   # same kingdom: no revolt with itself
    assert state.conflict is None and state.leaders[0]["black"] == "E6"
    # A leader may not join two kingdoms, judged with the moving leader lifted.
    state = blank(2, keep_treasures=False)
    tiles(state, "red", "C5 E5")
    leader(state, 0, "black", "C6")
    leader(state, 1, "red", "E6")
    with pytest.raises(RuleError) as err:
        act(state, 0, "leader green D5")
    assert err.value.key == "tigris.err.leader_joins_kingdoms"
    state, _ = act(state, 0, "leader black D5")        # lifted from C6: only E5's kingdom remains
    assert state.leaders[0]["black"] == "D5"


def test_r12_hidden_scoring_awards_public_totals_private():
    state = blank(2)
    tiles(state, "red", "H6")
    leader(state, 0, "black", "H7")
    state, events = act(state, 0, "tile black G6")
    public = [e for e in events if e.key == "tigris.log.points"]
    private = [e for e in events if e.key == "tigris.log.points_total"]
    assert public[0].to is None and private[0].to == [0]
    view = GAME.public_view(state)
    assert all(p["score"] is None for p in view["players"])
    assert GAME.player_view(state, 0)["private"]["score"]["black"] == 1
    open_state = blank(2, open_scoring=True)
    zero = {"red": 0, "blue": 0, "green": 0, "black": 0}
    assert GAME.public_view(open_state)["players"][0]["score"] == zero


def test_r13_building_doubles_tile_points_not_the_tile_that_built_it():
    state = blank(2, buildings=True, keep_treasures=False, hands=[["black"] * 6, ["black"] * 6])
    tiles(state, "red", "C10")
    leader(state, 0, "black", "C11")
    tiles(state, "black", "D10 E10")
    state, _ = act(state, 0, "tile black F10")      # creates the line: point not doubled
    assert state.scores[0]["black"] == 1 and decision(state) == (0, "building")
    state, _ = act(state, 0, "building black E10")
    state, _ = act(state, 0, "tile black G10")
    assert state.scores[0]["black"] == 3                  # doubled now


def test_r13_building_under_a_new_monument_returns_and_wars_spare_it():
    state = blank(2, buildings=True, keep_treasures=False)
    tiles(state, "black", "C5 D5 C6")
    state.buildings["black"] = "C5"
    state, _ = act(state, 0, "tile black D6")
    state, events = act(state, 0, "monument red-black C5")
    assert "black" not in state.buildings and "tigris.log.building_lost" in keys(events)


def test_r13_building_tile_counts_as_supporter_but_survives_defeat():
    state = blank(2, buildings=True, keep_treasures=False, hands=[["red"] * 6, ["black"] * 6])
    tiles(state, "red", "C5 H5")
    tiles(state, "black", "D5 G5")
    state.buildings["black"] = "D5"
    leader(state, 0, "black", "C6")
    leader(state, 1, "black", "H6")
    state, _ = act(state, 0, "tile red E5")
    state, _ = act(state, 0, "tile red F5")   # joins: black war, bases 1 (D5) and 1 (G5)
    assert state.conflict is not None and state.conflict.attacker_base == 1
    state = play(state, (0, "support 0"), (1, "support 1"))
    assert state.tiles["D5"] == "black" and state.buildings["black"] == "D5"


def test_r14_complete_tie_is_a_shared_win():
    state = blank(2)
    state.scores = [{"red": 3, "blue": 4, "green": 5, "black": 6},
                    {"red": 6, "blue": 5, "green": 4, "black": 3}]
    state.over = True
    out = final_outcome(state)
    assert out.ranking == [[0, 1]] and out.reason == "tigris.outcome.shared"
    assert out.reason_params == {"dynasties": ["bow", "lion"], "seats": [0, 1]}


def test_r14_tie_break_on_second_lowest():
    state = blank(2)
    state.scores = [{"red": 3, "blue": 4, "green": 9, "black": 9},
                    {"red": 3, "blue": 5, "green": 5, "black": 5}]
    state.treasures_won = [0, 0]
    state.over = True
    out = final_outcome(state)
    assert out.ranking == [[1], [0]] and out.reason == "tigris.outcome.tie_break"
    # The outcome names the tie-break used, so presentation computes no rule: the weakest
    # colours tie at 3, the second weakest (level 2) decides, 5 (lion) against 4 (bow).
    assert out.reason_params == {"dynasties": ["lion"], "seats": [1], "level": 2, "tied": 3,
                                 "winner_value": 5, "runner_up_value": 4}
    assert out.detail["dynasties"] == {0: "bow", 1: "lion"}


def test_r15_player_counts_change_nothing_but_the_deal():
    for players in (2, 3, 4):
        state = GAME.setup(players, GAME.parse_options({}), 5)
        assert len(state.bag) == 153 - 10 - 6 * players
        assert state.dynasties == ["bow", "lion", "bull", "urn"][:players]
        assert state.catastrophes_left == [2] * players


def test_r16_catastrophes_where_allowed():
    state = blank(2, buildings=True, keep_treasures=False)
    tiles(state, "green", "C5")
    state.buildings["green"] = "C5"
    with pytest.raises(RuleError) as err:
        act(state, 0, "catastrophe C5")
    assert err.value.key == "tigris.err.catastrophe_on_building"
    state, _ = act(state, 0, "catastrophe E1")           # an empty river square
    assert "E1" in state.catastrophes
    with pytest.raises(RuleError) as err:
        act(state, 0, "tile blue E1")
    assert err.value.key == "tigris.err.square_occupied"


def test_r19_moving_a_leader_into_another_kingdom_starts_a_revolt():
    state = blank(2, keep_treasures=False)
    tiles(state, "red", "C5 H5")
    leader(state, 0, "black", "C6")
    leader(state, 1, "black", "H6")
    state, _ = act(state, 0, "leader black H4")
    assert state.conflict is not None and state.conflict.kind == "revolt" and state.conflict.attacker == 0


def test_r20_swap_is_an_action_and_its_colours_stay_hidden():
    state, events = act(blank(2), 0, "swap red blue")
    assert state.actions_left == 1
    public = [e for e in events if e.to is None]
    assert all("tiles" not in e.params for e in public)
    described = GAME.describe_action(GAME.parse_action("swap red blue"))
    assert described == ("tigris.did.swap", {"n": 2})
    assert [(e.key, e.params["seat"], e.params["count"]) for e in public if e.key == "tigris.log.swap"] == \
        [("tigris.log.swap", 0, 2)]
    assert "log" not in GAME.public_view(state)  # public log lines come from the events only


def test_r5_treasure_on_flipped_temple_stays_and_is_protected():
    state = blank(2, hands=[["red"] * 6, ["red"] * 6])
    tiles(state, "red", "G3 F4")          # with the board's F3: G4 completes F3-G4
    state, _ = act(state, 0, "tile red G4")
    state, _ = act(state, 0, "monument blue-red F3")
    assert "F3" in state.treasures and "F3" in state.flipped
    with pytest.raises(RuleError) as err:
        act(state, 0, "catastrophe F3")
    assert err.value.key == "tigris.err.catastrophe_on_treasure"


def test_r21_only_support_has_a_rule_default_and_every_decision_names_its_verbs():
    """Each side reveals "tantos templos como desee" (none included): a side that does not decide
    commits nothing, so `support 0` is the rule's own default. A turn, a war order, a monument,
    a building or a treasure are the player's to choose: their defaults are legal (what a vote to
    skip plays) but no rule names them."""
    state = blank(2, hands=[["red", "red", "blue", "green", "black", "black"], ["red"] * 6])
    tiles(state, "red", "E5")
    leader(state, 1, "black", "E4")
    (turn,) = GAME.awaiting(state)
    assert turn.kind == "action" and not turn.rule_default and turn.default.to_text() == "pass"
    assert set(turn.verbs) == {"tile", "leader", "withdraw", "catastrophe", "swap", "pass"}
    state, _ = act(state, 0, "leader black E6")
    (support,) = GAME.awaiting(state)
    assert (support.kind, support.verbs, support.default.to_text(), support.rule_default) == \
        ("support", ("support",), "support 0", True)
    assert support.private and support.params["support_color"] == "red"
    with pytest.raises(RuleError) as err:
        act(state, 0, "tile red A1")
    assert err.value.key == "core.err.wrong_verb"
    state, _ = act(state, 0, support.default.to_text())
    (defence,) = GAME.awaiting(state)
    assert defence.seat == 1 and defence.rule_default and defence.params["attacker_total"] == 1
