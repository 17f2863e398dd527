"""Setup, the turn's five phases, building and roads (es:2, es:3, es:6.3)."""

from __future__ import annotations

import pytest

from engine.age_of_heroes import GAME
from engine.core import InvalidActionText, RuleError, apply
from tests.engine.age_of_heroes.helpers import TRIBES, at_turn, keys, kinds, opened, play, play_events
from tests.engine.age_of_heroes.invariants import check_cards


def _err(state, seat: int, text: str) -> str:
    with pytest.raises(RuleError) as err:
        play(state, seat, text)
    return err.value.key.removeprefix("age_of_heroes.err.")


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup_for_every_player_count(players):
    state, events = GAME.setup_with_events(players, GAME.parse_options({}), 11)
    order = events[0]
    assert order.key == "age_of_heroes.log.turn_order" and order.params["first"] == state.first
    last = {int(k): v for k, v in order.params["draws"][-1].items()}
    assert max(last, key=last.get) == state.first and list(last.values()).count(max(last.values())) == 1
    # The draft goes in turn order from the first player.
    assert GAME.awaiting(state)[0].seat == state.first
    state = opened(players, 11)
    assert state.stage == "market" and state.step == "trading"
    for tribe in state.tribes:
        assert tribe.cities >= 1 and len(tribe.armies) == 1 and tribe.tribe == TRIBES[tribe.seat]
    check_cards(state)


def test_tribe_draft_and_random_selection():
    state = GAME.setup(3, GAME.parse_options({}), 5)
    first = state.first
    state = apply(GAME, state, first, "tribe greeks").state
    nxt = GAME.awaiting(state)[0].seat
    assert nxt == (first + 1) % 3
    with pytest.raises(RuleError) as err:
        apply(GAME, state, nxt, "tribe greeks")
    assert err.value.key == "age_of_heroes.err.tribe_taken"
    state = apply(GAME, state, nxt, "tribe random").state
    assert state.tribes[nxt].tribe not in (None, "greeks")
    rnd = GAME.setup(4, GAME.parse_options({"tribe_selection": "random"}), 5)
    assert rnd.stage == "market" and len({t.tribe for t in rnd.tribes}) == 4


def test_free_draw_then_one_action_then_monument_discard_and_next_turn():
    s = at_turn(3, 0, hands={1: {"iron": 2}}, deck=["wood", "stone"])
    s = play(s, 0, "pass")
    assert kinds(s) == [(0, "monument")]
    s = play(s, 0, "place 0")
    # Seat 1's turn begins with its free draw (top of the deck: stone).
    assert s.turn_seat == 1 and s.tribes[1].hand == {"iron": 2, "stone": 1} and kinds(s) == [(1, "action")]


def test_free_draw_event_is_not_replaced():
    s = at_turn(3, 0, deck=["wood", "population_boom"])
    s = play(s, 0, "pass")
    s = play(s, 0, "place 0")
    assert s.tribes[1].cities == 2 and s.tribes[1].hand == {} and len(s.deck) == 1


def test_tax_draws_one_card_per_city():
    s = at_turn(3, 0, deck=["iron", "wood", "grain"])
    s.tribes[0].cities = 3
    s.piles["city"] -= 2
    s = play(s, 0, "tax")
    assert s.tribes[0].hand == {"iron": 1, "wood": 1, "grain": 1} and s.step == "monument"


def test_tax_without_cities_is_a_card_swap():
    s = at_turn(3, 0, hands={0: {"iron": 1}}, deck=["wood"])
    s.tribes[0].cities = 0
    s.piles["city"] += 1
    assert _err(s, 0, "tax") == "tax_no_city"
    s = play(s, 0, "swap iron")
    assert s.tribes[0].hand == {"wood": 1} and "iron" in s.discard
    with_city = at_turn(3, 0, hands={0: {"iron": 1}})
    assert _err(with_city, 0, "swap iron") == "swap_has_city"


def test_build_several_items_in_one_action_with_gold_substituting():
    s = at_turn(3, 0, hands={0: {"stone": 2, "wood": 2, "iron": 2, "grain": 1, "gold": 4}})
    s = play(s, 0, "build city")
    assert s.tribes[0].cities == 2 and kinds(s) == [(0, "build")]
    s = play(s, 0, "build army pay iron grain gold")  # gold stands in for a grain
    assert len(s.tribes[0].armies) == 2
    s = play(s, 0, "build general on a1 pay iron gold")
    assert s.tribes[0].armies[0].general
    assert _err(s, 0, "build general on a1") == "army_has_general"
    assert _err(s, 0, "build general on a2") == "not_your_army"
    assert _err(s, 0, "build citadel pay wood wood gold") == "bad_payment"
    with pytest.raises(InvalidActionText):  # no cost takes four cards
        GAME.parse_action("build citadel pay gold gold gold gold")
    s = play(s, 0, "build citadel pay stone gold gold")
    assert s.tribes[0].citadels == 1 and s.tribes[0].hand == {}
    assert _err(s, 0, "build army") == "cannot_pay"
    assert _err(s, 0, "tax") == "core.err.wrong_verb"  # one action per turn (es:3.2)
    s = play(s, 0, "done")
    assert kinds(s) == [(0, "monument")]
    check_cards(s)


def test_two_golds_build_a_general_but_nothing_replaces_gold():
    s = at_turn(2, 0, hands={0: {"iron": 2}})
    assert _err(s, 0, "build general on a1 pay iron iron") == "bad_payment"
    s = at_turn(2, 0, hands={0: {"gold": 2}})
    s = play(s, 0, "build general on a1")
    assert s.tribes[0].armies[0].general


def test_twelve_cities_built_means_no_thirteenth_until_one_returns():
    # es:3.2's example: with every city card out, nobody can build one.
    s = at_turn(3, 0, hands={0: {"stone": 2, "wood": 4}}, deck=["volcano"])
    s.tribes[1].cities += s.piles["city"]
    s.piles["city"] = 0
    assert _err(s, 0, "build city") == "pile_empty"
    s = play(s, 0, "tax")
    s = play(s, 0, "volcano 1")
    s = play(s, 1, "no luck")
    assert s.piles["city"] == 1
    # (Next turn the city could be built again; the card has come back to the pile.)
    check_cards(s)


def test_road_needs_a_neighbours_permission_asked_before_the_action():
    s = at_turn(4, 0, hands={0: {"stone": 4}})
    assert _err(s, 0, "ask road 2") == "road_not_neighbour"
    assert _err(s, 0, "build road to 1") == "road_no_permission"
    s, _events = play_events(s, 0, "ask road 1")
    assert kinds(s) == [(1, "road_permission")] and GAME.awaiting(s)[0].default.to_text() == "deny"
    s = play(s, 1, "deny")
    assert _err(s, 0, "build road to 1") == "road_no_permission"
    assert _err(s, 0, "ask road 1") == "road_already_asked"
    s = play(s, 0, "ask road 3")
    s = play(s, 3, "allow")
    s = play(s, 0, "build road to 3")
    assert s.roads == [(0, 3)]
    assert _err(s, 0, "ask road 1") == "core.err.wrong_verb"  # only before the action
    check_cards(s)


def test_two_players_can_build_only_one_road():
    s = at_turn(2, 0, hands={0: {"stone": 4}})
    s = play(s, 0, "ask road 1")
    s = play(s, 1, "allow")
    s = play(s, 0, "build road to 1")
    assert _err(s, 0, "build road to 1") == "road_exists"


def test_hand_limit_only_at_the_end_of_ones_own_turn():
    s = at_turn(3, 0, hands={0: {"iron": 4, "wood": 3}, 1: {"grain": 7}})
    s = play(s, 0, "pass")
    s = play(s, 0, "place 0")
    assert kinds(s) == [(0, "discard")] and GAME.awaiting(s)[0].private
    s = play(s, 0, "discard wood")
    s, events = play_events(s, 0, "discard random")
    assert s.tribes[0].hand_size() == 5 and s.turn_seat == 1
    assert s.tribes[1].hand_size() >= 7  # seat 1 keeps its 7 until the end of its own turn
    assert "discarded" in keys(events)


def test_monument_only_takes_the_tribes_own_special_in_phase_three():
    s = at_turn(3, 0, hands={0: {"limestone": 2, "marble": 1}})
    assert _err(s, 0, "place 1") == "core.err.wrong_verb"
    s = play(s, 0, "pass")
    assert _err(s, 0, "place 3") == "place_too_many"
    assert [a.to_text() for a in GAME.legal_actions(s, 0)] == ["place 0", "place 1", "place 2"]
    s = play(s, 0, "place 2")
    assert s.tribes[0].monument == 2 and s.tribes[0].hand == {"marble": 1}
    check_cards(s)


def test_attack_composition_is_private_and_can_be_abandoned():
    s = at_turn(3, 0)
    s, events = play_events(s, 0, "attack 1 raze")
    assert all(e.to == [0] for e in events)
    assert "declaration" not in str(GAME.public_view(s)) or GAME.public_view(s).get("declaration") is None
    assert GAME.player_view(s, 0)["private"]["declaration"]["target"] == 1
    assert _err(s, 0, "launch") == "no_forces"
    assert _err(s, 0, "attack 0 raze") == "core.err.wrong_verb"
    s = play(s, 0, "back")
    assert kinds(s) == [(0, "action")]
    assert _err(s, 0, "attack 0 raze") == "attack_self"


def test_private_views_change_only_with_the_seats_own_things():
    """A DM is sent when a seat's private part changes (issue 17.5): another tribe building the
    last city, or drawing, leaves it as it was."""
    s = at_turn(3, 0, hands={0: {"stone": 1, "wood": 2}, 1: {"stone": 1, "wood": 2}})
    s.tribes[2].cities += s.piles["city"] - 1
    s.piles["city"] = 1
    before = [GAME.private_view(s, seat) for seat in range(3)]
    s = play(s, 0, "build city")
    assert s.piles["city"] == 0
    assert [GAME.private_view(s, seat) for seat in (1, 2)] == before[1:]
    assert GAME.private_view(s, 0) != before[0]
