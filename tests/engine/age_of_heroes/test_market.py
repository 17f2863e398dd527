"""Market day (es:4): draws with roads, free trading, closing."""

from __future__ import annotations

import json

import pytest

from engine.age_of_heroes import GAME
from engine.core import RuleError
from tests.engine.age_of_heroes.helpers import at_turn, keys, kinds, play, play_events
from tests.engine.age_of_heroes.invariants import check_cards


def _market(players: int = 3, hands=None, roads=(), deck=None):
    """Seat players-1 ends its turn; the market day before seat 0's turn opens."""
    last = players - 1
    s = at_turn(players, last, hands=hands, deck=deck or ["stone"] * 10 + ["iron"] * 10)
    s.first = 0
    s.roads = list(roads)
    s.piles["road"] -= len(roads)
    s = play(s, last, "pass")
    s = play(s, last, "place 0")
    if s.stage == "turn" and s.step == "discard":
        raise AssertionError("unexpected discard")
    return s


def _err(state, seat: int, text: str) -> str:
    with pytest.raises(RuleError) as err:
        play(state, seat, text)
    return err.value.key.removeprefix("age_of_heroes.err.")


def test_market_draws_one_plus_one_per_tribe_reached_by_roads():
    # es:4: a chain of roads counts every tribe it reaches (A-B, B-C: each draws 3).
    s = _market(4, roads=[(0, 1), (1, 2)])
    sizes = [t.hand_size() for t in s.tribes]
    assert sizes == [3, 3, 3, 1]
    # "connected by road with five tribes, five extra cards": a full six-player ring.
    deck = ["wood"] * 12 + ["grain"] * 12 + ["iron"] * 12
    six = _market(6, roads=[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5)], deck=deck)
    assert [t.hand_size() for t in six.tribes] == [6] * 6


def test_offer_accept_moves_cards_at_once_and_conserves_them():
    s = _market(3, hands={0: {"wood": 1, "stone": 1}, 1: {"gold": 2}})
    assert sorted(kinds(s)) == [(0, "market"), (1, "market"), (2, "market")]
    s, events = play_events(s, 0, "offer 1 wood 1 stone for 2 gold to 1")
    assert keys(events) == ["offer"] and events[0].to is None
    offer_id = events[0].params["id"]
    assert _err(s, 2, f"accept {offer_id}") == "offer_not_for_you"
    s, events = play_events(s, 1, f"accept {offer_id}")
    assert s.tribes[0].hand == {"iron": 1, "gold": 2}
    assert s.tribes[1].hand == {"iron": 1, "wood": 1, "stone": 1}
    assert keys(events) == ["trade"]
    check_cards(s)


def test_offers_only_of_cards_held_and_not_promised_elsewhere():
    s = _market(3, hands={0: {"wood": 1}})
    assert _err(s, 0, "offer 2 wood for 1 gold") == "offer_not_held"
    s = play(s, 0, "offer 1 wood for 1 gold")
    assert _err(s, 0, "offer 1 wood for 1 stone") == "offer_not_held"  # reserved by the first offer
    assert _err(s, 1, "accept 1") == "cannot_pay_offer"
    assert _err(s, 0, "offer 1 iron for nothing to 0") == "offer_self"
    assert _err(s, 0, "offer nothing for nothing") == "offer_empty"
    assert _err(s, 0, "accept 1") == "offer_own"
    assert _err(s, 1, "cancel 1") == "offer_not_yours"
    s = play(s, 0, "cancel 1")
    s = play(s, 0, "offer 1 wood for 1 stone")  # free again
    assert GAME.player_view(s, 0)["private"]["reserved"] == {"wood": 1}


def test_gifts_and_requests_are_one_way_offers():
    s = _market(2, hands={0: {"gold": 1}})
    s = play(s, 0, "offer 1 gold for nothing to 1")  # e.g. "not to be attacked" (es:4)
    s = play(s, 1, "accept 1")
    assert s.tribes[1].hand == {"iron": 1, "gold": 1}


def test_private_offers_live_only_in_the_parties_private_views():
    s = _market(3, hands={0: {"marble": 1}})
    s, events = play_events(s, 0, "offer 1 marble for 1 iron to 2 private")
    assert events[0].to == [0, 2]
    public = GAME.public_view(s)
    assert public["market"]["offers"] == []
    assert public == GAME.public_view(_market(3, hands={0: {"marble": 1}}))
    assert all(e.to == [0, 2] for e in events)
    assert GAME.player_view(s, 2)["private"]["private_offers"][0]["give"] == {"marble": 1}
    assert GAME.player_view(s, 1)["private"]["private_offers"] == []
    offer_id = s.offers[0].id
    assert _err(s, 1, f"accept {offer_id}") == "offer_unknown"  # seat 1 cannot see it
    s, events = play_events(s, 2, f"accept {offer_id}")
    assert all(e.to is not None for e in events if "marble" in json.dumps(e.params))
    assert s.tribes[2].hand == {"marble": 1}
    after = GAME.public_view(s)
    assert after["market"]["offers"] == [] and "private_offers" not in json.dumps(after)


def test_counter_and_decline():
    s = _market(3, hands={0: {"wood": 1}, 1: {"stone": 2}})
    s = play(s, 0, "offer 1 wood for 2 stone to 1")
    s, events = play_events(s, 1, "counter 1 1 stone for 1 wood")
    assert keys(events) == ["offer_declined", "offer"] and events[1].params["to"] == 0
    assert [o.id for o in s.offers] == [2]
    s = play(s, 0, "accept 2")
    assert s.tribes[0].hand == {"iron": 1, "stone": 1}
    s = play(s, 0, "offer 1 stone for 1 iron to 2")
    s = play(s, 2, "decline 3")
    assert s.offers == []
    assert _err(s, 2, "decline 3") == "offer_unknown"


def test_market_closes_when_everybody_is_done_and_offers_lapse():
    s = _market(3, hands={0: {"wood": 1}})
    s = play(s, 0, "offer 1 wood for 1 gold")
    s = play(s, 0, "done")
    assert _err(s, 1, "offer 1 iron for 1 gold to 0") == "offer_recipient_gone"
    s = play(s, 1, "done")
    assert GAME.awaiting(s)[0].default.to_text() == "done"
    s = play(s, 2, "done")
    assert s.stage == "turn" and s.turn_seat == 0 and s.offers == []
    assert s.tribes[0].hand.get("wood") == 1


def test_items_cannot_be_traded():
    from engine.core import InvalidActionText

    with pytest.raises(InvalidActionText):
        GAME.parse_action("offer 1 city for 1 gold")
    s = _market(3)
    assert _err(s, 0, "offer 1 iron for 1 famine") == "not_tradeable"


def test_trading_above_the_hand_limit_is_fine():
    s = _market(2, hands={0: {"gold": 5}, 1: {"wood": 5}})
    s = play(s, 0, "offer 5 gold for 5 wood")
    s = play(s, 1, "accept 1")
    assert s.tribes[0].hand_size() == 6 and s.stage == "market"


def test_market_day_moves_to_the_next_survivor_when_the_first_player_is_out():
    s = at_turn(3, 2, deck=["iron"] * 4 + ["volcano"])
    s.first = 0
    s = play(s, 2, "tax")
    s = play(s, 2, "volcano 0")
    s = play(s, 0, "no luck")
    assert not s.tribes[0].alive
    s = play(s, 2, "place 0")
    assert s.stage == "market" and sorted(kinds(s)) == [(1, "market"), (2, "market")]
    s = play(s, 1, "done")
    s = play(s, 2, "done")
    assert s.stage == "turn" and s.turn_seat == 1


def test_rulebook_trade_example_iron_for_wood():
    # es:4: "I have an iron card I would like to trade for a wood card".
    s = _market(3, hands={0: {"iron": 1}, 2: {"wood": 1}})
    s = play(s, 0, "offer 1 iron for 1 wood")
    s = play(s, 2, "accept 1")
    assert s.tribes[0].hand == {"iron": 1, "wood": 1} and s.tribes[2].hand == {"iron": 2}
    check_cards(s)


def test_offer_numbers_tell_nothing_of_private_offers():
    """Public offers are numbered among public offers; each pair's private offers in a range of
    their own; numbering starts again every market day (issue 17.4)."""
    s = _market(3, hands={0: {"marble": 1, "wood": 1}, 1: {"grain": 1}})
    s, events = play_events(s, 0, "offer 1 marble for 1 iron to 2 private")
    private_id = events[0].params["id"]
    s, events = play_events(s, 1, "offer 1 grain for 1 iron")
    assert events[0].params["id"] == 1  # as if no private offer existed
    s, events = play_events(s, 0, "offer 1 wood for 1 iron to 1 private")
    assert events[0].params["id"] not in (1, private_id) and events[0].to == [0, 1]
    assert GAME.public_view(s)["market"]["offers"][0]["id"] == 1
    for seat in range(3):
        s = play(s, seat, "done")
    assert s.next_offer_id == 1 and s.private_offer_ids == {}


def test_no_extra_market_day_when_the_first_player_falls_in_their_own_turn():
    """es:4, B7 (issue 17.3): market day is once a round. The first player, cityless, swaps
    its last card for a disaster and is out during its own turn: the round goes on to seats 1
    and 2 without a market day, which comes before seat 1's next turn."""
    s = at_turn(3, 0, hands={0: {"iron": 1}}, deck=["iron"] * 6 + ["volcano"])
    s.first = 0
    s.tribes[0].cities = 0
    s.tribes[1].cities = s.tribes[2].cities = 0  # the volcano finds no target and is discarded
    s.piles["city"] += 3
    s.tribes[1].hand, s.tribes[2].hand = {"wood": 1}, {"wood": 1}
    s.discard.remove("wood")
    s.discard.remove("wood")
    s = play(s, 0, "swap iron")
    assert not s.tribes[0].alive
    assert s.stage == "turn" and s.turn_seat == 1  # no market day here
    s = play(s, 1, "pass")
    s = play(s, 1, "place 0")
    assert s.stage == "turn" and s.turn_seat == 2
    s = play(s, 2, "pass")
    s = play(s, 2, "place 0")
    assert s.stage == "market" and GAME.public_view(s)["anchor"] == 1
    s = play(play(s, 1, "done"), 2, "done")
    assert s.stage == "turn" and s.turn_seat == 1
    check_cards(s)
