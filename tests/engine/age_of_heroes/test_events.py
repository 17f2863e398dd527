"""One scenario per event card (es:6.1) and the luck windows (research E1-E6)."""

from __future__ import annotations

import pytest

from engine.age_of_heroes import GAME
from engine.core import RuleError
from tests.engine.age_of_heroes.helpers import at_turn, keys, kinds, play, play_events, stack_battle_deck
from tests.engine.age_of_heroes.invariants import check_cards


def _tax_draws(state, cards: list[str]):
    """Seat 0 (one city) taxes and draws `cards` (top of the deck first)."""
    state.deck = list(reversed(cards)) + state.deck
    return play_events(state, state.turn_seat, "tax")


def test_population_boom_gives_a_city_without_replacement_card():
    s = at_turn(3, 0, deck=["iron", "population_boom"])
    s, events = play_events(s, 0, "tax")
    assert s.tribes[0].cities == 2 and s.tribes[0].hand == {}
    assert "boom" in keys(events)
    assert "population_boom" in s.discard
    empty = at_turn(3, 0, deck=["population_boom"])
    empty.piles["city"] = 0
    empty, events = play_events(empty, 0, "tax")
    assert empty.tribes[0].cities == 1 and "boom_no_city" in keys(events)


def test_earthquake_shakes_one_army_until_the_end_of_its_owners_turn():
    s = at_turn(3, 0, deck=["iron", "iron", "earthquake"])
    s = play(s, 0, "tax")
    assert kinds(s) == [(0, "earthquake_target")]
    with pytest.raises(RuleError) as err:
        play(s, 0, "quake a1")  # own army
    assert err.value.key == "age_of_heroes.err.quake_bad_target"
    s = play(s, 0, "quake a2")
    # The victim's luck window opens whether or not it holds luck (no timing leak).
    decision = GAME.awaiting(s)[0]
    assert (decision.seat, decision.kind, decision.private) == (1, "luck", True)
    assert [a.to_text() for a in GAME.legal_actions(s, 1)] == ["no luck"]
    s = play(s, 1, "no luck")
    assert s.tribes[1].armies[0].quaked
    check_cards(s)
    s = play(s, 0, "place 0")  # seat 1's turn: the shaken army cannot attack
    with pytest.raises(RuleError):
        play(play(s, 1, "attack 2 plunder"), 1, "send a2")
    s = play(s, 1, "pass")
    s = play(s, 1, "place 0")
    assert not s.tribes[1].armies[0].quaked and "earthquake" in s.discard


def test_generals_are_immune_and_no_target_discards_the_earthquake():
    s = at_turn(2, 0, deck=["earthquake"])
    s.tribes[1].armies[0].general = True
    s.piles["general"] -= 1
    s, events = play_events(s, 0, "tax")
    assert "no_target" in keys(events) and s.pending is None
    check_cards(s)


def test_luck_blocks_earthquake_and_volcano():
    s = at_turn(3, 0, hands={1: {"luck": 1}}, deck=["volcano"])
    s = play(s, 0, "tax")
    assert kinds(s) == [(0, "volcano_target")]
    s = play(s, 0, "volcano 1")
    s, events = play_events(s, 1, "luck")
    assert s.tribes[1].cities == 1 and "luck_played" in keys(events)
    assert s.tribes[1].hand == {}
    check_cards(s)


def test_volcano_destroys_a_city_and_can_eliminate():
    s = at_turn(3, 0, deck=["volcano"])
    s = play(s, 0, "tax")
    with pytest.raises(RuleError):
        play(s, 0, "volcano 0")
    s = play(s, 0, "volcano 2")
    s, events = play_events(s, 2, "no luck")
    # Seat 2 had one city and no card: defeated (es:7).
    assert not s.tribes[2].alive and "eliminated" in keys(events)
    assert s.piles["city"] == 12 - 2
    check_cards(s)


def test_famine_discards_all_grain_except_for_luck_holders():
    s = at_turn(3, 0, hands={0: {"grain": 2}, 1: {"grain": 1, "luck": 1}, 2: {"grain": 3, "iron": 1}},
                deck=["famine"])
    s = play(s, 0, "tax")
    assert sorted(kinds(s)) == [(0, "luck"), (1, "luck"), (2, "luck")]
    s = play(s, 1, "luck")
    s = play(s, 0, "no luck")
    assert s.tribes[2].hand.get("grain") == 3  # nothing happens until every window is answered
    s = play(s, 2, "no luck")
    assert "grain" not in s.tribes[0].hand and s.tribes[2].hand == {"iron": 1}
    assert s.tribes[1].hand == {"grain": 1}
    check_cards(s)


def test_famine_luck_scope_all_option():
    s = at_turn(2, 0, hands={0: {"grain": 2}, 1: {"luck": 1}}, deck=["famine"], famine_luck_scope="all")
    s = play(s, 0, "tax")
    s = play(s, 0, "no luck")
    s = play(s, 1, "luck")
    assert s.tribes[0].hand == {"grain": 2}


def test_barbarians_beaten_by_the_home_army():
    s = at_turn(2, 0, hands={0: {"iron": 2}}, deck=["barbarians"])
    s = play(s, 0, "tax")
    assert kinds(s) == [(0, "barbarians")]
    stack_battle_deck(s, attack=[1], defence=[6])
    s = play(s, 0, "ready")  # one army against one barbarian army: fought at once
    assert s.battle is None and s.tribes[0].hand == {"iron": 2}
    assert "barbarians" in s.discard and s.last_battle["victorious"] == 0
    assert s.step == "monument"  # the turn goes on
    check_cards(s)


def test_barbarians_plunder_and_discard_when_they_win():
    s = at_turn(2, 0, hands={0: {"iron": 2, "wood": 1}}, deck=["barbarians"])
    s.tribes[0].armies[0].away = True  # nobody at home
    s = play(s, 0, "tax")
    s = play(s, 0, "ready")
    assert s.tribes[0].hand_size() == 1
    assert s.discard.count("barbarians") >= 1
    check_cards(s)


def test_barbarians_stopped_by_olympic_games_or_luck():
    for card, text in (("olympic_games", "olympics"), ("luck", "luck")):
        s = at_turn(2, 0, hands={0: {card: 1, "iron": 2}}, deck=["barbarians"])
        s.tribes[0].armies[0].away = True
        s = play(s, 0, "tax")
        s, events = play_events(s, 0, text)
        assert s.battle is None and s.tribes[0].hand == {"iron": 2}
        assert "called_off" in keys(events)
        check_cards(s)


def test_barbarian_army_count_option():
    s = at_turn(2, 0, deck=["barbarians"], barbarian_armies=3)
    s = play(s, 0, "tax")
    assert [u.id for u in s.battle.attack.units] == ["b1", "b2", "b3"]


def test_held_events_stay_in_hand_and_are_tradeable():
    s = at_turn(2, 0, deck=["olympic_games", "mighty_hero", "luck"])
    s = play(s, 0, "tax")
    assert s.tribes[0].hand == {"luck": 1}
    s.tribes[0].cities = 2
    s.piles["city"] -= 1


def test_market_day_events_resolve_in_seat_order_before_trading():
    # Drawn from the end: seat 0 a volcano, seat 1 a famine, seat 2 iron.
    s = at_turn(3, 2, hands={1: {"wood": 1}}, deck=["iron", "famine", "volcano"])
    s.first = 0  # market day comes before seat 0's turn
    s = play(s, 2, "pass")
    s = play(s, 2, "place 0")
    assert s.stage == "market" and kinds(s) == [(0, "volcano_target")]
    s = play(s, 0, "volcano 1")
    s = play(s, 1, "no luck")
    assert sorted(kinds(s)) == [(0, "luck"), (1, "luck"), (2, "luck")]
    for seat in range(3):
        s = play(s, seat, "no luck")
    assert sorted(kinds(s)) == [(0, "market"), (1, "market"), (2, "market")]
    assert s.tribes[1].alive and s.tribes[1].cities == 0
    check_cards(s)


def test_opening_disasters_are_discarded_and_boom_is_played():
    from engine.core import apply
    from tests.engine.age_of_heroes.helpers import TRIBES

    state = GAME.setup(2, GAME.parse_options({}), 3)
    first = state.first
    other = 1 - first
    state = apply(GAME, state, first, f"tribe {TRIBES[first]}").state
    # Deal: first player 3 cards, then the other; then one market card each. Drawn from the end.
    deal = ["famine", "population_boom", "iron", "wood", "barbarians", "luck", "earthquake", "grain"]
    rest = [c for c in state.deck]
    for c in deal:
        rest.remove(c)
    state.deck = rest + list(reversed(deal))
    applied = apply(GAME, state, other, f"tribe {TRIBES[other]}")
    state = applied.state
    assert state.stage == "market" and state.step == "trading"
    # The log says the disasters are discarded, not played (issue 17.6); the boom is played.
    drawn = {e.params["card"]: e.key.removeprefix("age_of_heroes.log.") for e in applied.events
             if e.key.endswith(("event_drawn", "event_drawn_opening"))}
    assert drawn == {"famine": "event_drawn_opening", "barbarians": "event_drawn_opening",
                     "earthquake": "event_drawn_opening", "population_boom": "event_drawn"}
    # first: famine (discarded), boom (a city), iron; market: earthquake (discarded).
    assert state.tribes[first].cities == 2 and state.tribes[first].hand == {"iron": 1}
    # other: wood, barbarians (discarded), luck (held); market: grain.
    assert state.tribes[other].hand == {"wood": 1, "luck": 1, "grain": 1}
    assert {"famine", "barbarians", "earthquake", "population_boom"} <= set(state.discard)
    check_cards(state)


def test_a_drawn_population_boom_saves_a_tribe_with_nothing_else():
    """es:6.1 and es:7 (issue 17.2): a cityless tribe swaps its last card and draws a boom; the
    boom gives it a city before anyone checks whether it is out."""
    s = at_turn(2, 0, hands={0: {"iron": 1}}, deck=["population_boom"])
    s.tribes[0].cities = 0
    s.piles["city"] += 1
    s, events = play_events(s, 0, "swap iron")
    assert s.tribes[0].alive and s.tribes[0].cities == 1 and not GAME.is_over(s)
    assert "eliminated" not in keys(events) and "boom" in keys(events)
    check_cards(s)
