"""Losing (es:7) and winning (es:8): elimination, the challenge round, last tribe standing."""

from __future__ import annotations

from engine.age_of_heroes import GAME
from tests.engine.age_of_heroes.helpers import at_turn, keys, play, play_events
from tests.engine.age_of_heroes.invariants import check_cards


def _round_of_passes(s, seats):
    for seat in seats:
        s = play(s, seat, "pass")
        s = play(s, seat, "place 0")
    return s


def _market_all_done(s):
    for seat in range(s.players):
        if s.tribes[seat].alive and seat not in s.market_done:
            s = play(s, seat, "done")
    return s


def _with_cities(s, seat, n):
    s.piles["city"] -= n - s.tribes[seat].cities
    s.tribes[seat].cities = n
    return s


def test_five_cities_held_through_a_challenge_round_wins():
    s = _with_cities(at_turn(3, 0, deck=["iron"] * 8), 0, 5)
    s, events = play_events(s, 0, "pass")
    s, events = play_events(s, 0, "place 0")
    assert "challenge" in keys(events) and s.tribes[0].challenge == ["cities"]
    assert GAME.public_view(s)["players"][0]["challenge"] == ["cities"]
    s = _round_of_passes(s, [1, 2])
    assert s.stage == "market"  # the market day is part of the challenge round
    s = _market_all_done(s)
    s = play(s, 0, "pass")
    s, events = play_events(s, 0, "place 0")
    assert GAME.is_over(s) and s.winner == 0 and s.win_reason == "cities"
    outcome = GAME.outcome(s)
    assert outcome.winners == [0] and outcome.reason == "age_of_heroes.win.cities"
    assert sorted(x for group in outcome.ranking for x in group) == [0, 1, 2]


def test_monument_of_five_held_through_a_challenge_round_wins():
    s = at_turn(2, 0, hands={0: {"limestone": 5}}, deck=["iron"] * 6)
    s = play(s, 0, "pass")
    s = play(s, 0, "place 5")
    assert s.tribes[0].challenge == ["monument"]
    s = _round_of_passes(s, [1])
    s = _market_all_done(s)
    s = play(s, 0, "pass")
    s = play(s, 0, "place 0")
    assert s.winner == 0 and s.win_reason == "monument"


def test_losing_the_condition_during_the_round_ends_the_challenge():
    s = _with_cities(at_turn(3, 0, deck=["iron"] * 6 + ["volcano"]), 0, 5)
    s = _round_of_passes(s, [0])
    s = play(s, 1, "volcano 0")  # seat 1's free draw is a volcano
    s = play(s, 0, "no luck")
    s = _round_of_passes(s, [1, 2])
    s = _market_all_done(s)
    s = play(s, 0, "pass")
    s, events = play_events(s, 0, "place 0")
    assert not GAME.is_over(s) and "challenge_lost" in keys(events) and s.tribes[0].challenge == []


def test_rebuilding_during_the_last_turn_still_wins():
    s = _with_cities(at_turn(3, 0, deck=["iron"] * 6 + ["volcano"]), 0, 5)
    s = _round_of_passes(s, [0])
    s = play(s, 1, "volcano 0")
    s = play(s, 0, "no luck")
    s = _round_of_passes(s, [1, 2])
    s = _market_all_done(s)
    s.tribes[0].hand = {"stone": 1, "wood": 2}  # (test shortcut: cards from the discard pile)
    for c in ("stone", "wood", "wood"):
        s.discard.remove(c)
    s = play(s, 0, "build city")
    s = play(s, 0, "done")
    s = play(s, 0, "place 0")
    assert s.winner == 0


def test_same_condition_option():
    def scenario(same: bool):
        s = _with_cities(at_turn(2, 0, hands={0: {"limestone": 5}}, deck=["iron"] * 6 + ["volcano"],
                                 challenge_same_condition=same), 0, 5)
        s = _round_of_passes(s, [0])  # challenge with "cities"
        s = play(s, 1, "volcano 0")
        s = play(s, 0, "no luck")
        s = _round_of_passes(s, [1])
        s = _market_all_done(s)
        s = play(s, 0, "pass")
        return play(s, 0, "place 5")  # now the monument holds, the cities do not
    assert not GAME.is_over(scenario(True))
    assert scenario(False).winner == 0


def test_elimination_returns_roads_and_everything_else():
    s = at_turn(3, 0, deck=["volcano"])
    s.roads = [(1, 2), (0, 2)]
    s.piles["road"] -= 2
    s.tribes[2].citadels = 1
    s.piles["citadel"] -= 1
    s = play(s, 0, "tax")
    s = play(s, 0, "volcano 2")
    s, _events = play_events(s, 2, "no luck")
    assert not s.tribes[2].alive and s.roads == [] and s.piles["road"] == 6
    assert s.tribes[2].armies == [] and s.piles["citadel"] == 9
    assert s.eliminated == [2]
    # Seats close up: 0 and 1 are now neighbours on both sides.
    assert GAME.public_view(s)["players"][0]["neighbours"] == [1]
    check_cards(s)


def test_last_tribe_standing_wins_at_once():
    s = at_turn(2, 0, deck=["volcano"])
    s = play(s, 0, "tax")
    s = play(s, 0, "volcano 1")
    s, _events = play_events(s, 1, "no luck")
    assert GAME.is_over(s) and s.winner == 0 and s.win_reason == "last_standing"
    assert GAME.outcome(s).ranking == [[0], [1]]
    assert GAME.awaiting(s) == []


def test_a_card_in_hand_keeps_a_cityless_tribe_alive():
    s = at_turn(3, 0, hands={2: {"marble": 1}}, deck=["volcano"])
    s = play(s, 0, "tax")
    s = play(s, 0, "volcano 2")
    s = play(s, 2, "no luck")
    assert s.tribes[2].alive and s.tribes[2].cities == 0


def test_a_challenge_restarted_on_another_condition_is_announced():
    """es:8, F3 (issue 17.6): the cities that opened the challenge are gone, but the monument
    now stands at five: a new challenge round, said so in the log."""
    s = _with_cities(at_turn(2, 0, hands={0: {"limestone": 5}}, deck=["iron"] * 8), 0, 5)
    s = play(s, 0, "pass")
    s = play(s, 0, "place 0")
    assert s.tribes[0].challenge == ["cities"]
    s = _round_of_passes(s, [1])
    s = _market_all_done(s)
    s = _with_cities(s, 0, 4)
    s = play(s, 0, "pass")
    s, events = play_events(s, 0, "place 5")
    assert not GAME.is_over(s) and s.tribes[0].challenge == ["monument"]
    assert "challenge_restarted" in keys(events)
