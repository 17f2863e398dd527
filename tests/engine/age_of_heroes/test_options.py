"""Every table option and its default (docs/age_of_heroes.md)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.age_of_heroes import GAME
from engine.core import RuleError
from tests.engine.age_of_heroes.helpers import at_turn, opened, play, play_events, stack_battle_deck
from tests.engine.age_of_heroes.invariants import check_cards


def test_defaults_match_the_research():
    o = GAME.parse_options({})
    assert o.tribe_selection == "draft" and o.battle_copies == [3] * 6 and o.barbarian_armies == 1
    assert o.famine_luck_scope == "own" and o.challenge_same_condition and o.hero_discarded_after_battle
    assert o.defender_all_armies and o.discards_public and o.seats_close_up
    assert o.item_counts == {"city": 12, "army": 12, "citadel": 9, "general": 6, "road": 6}
    assert sum(o.event_counts.values()) == 18


def test_bad_options_are_refused():
    for bad in ({"battle_copies": [1, 2]}, {"battle_copies": [1, 1, 1, 1, 1, 1]},
                {"event_counts": {"dragon": 1}}, {"barbarian_armies": 0}):
        with pytest.raises(RuleError) as err:
            GAME.parse_options(bad)
        assert err.value.key in ("core.err.bad_option_value", "core.err.bad_options")
        assert next(iter(bad)) in str(err.value.params)


def test_battle_copies_and_event_and_item_counts():
    o = GAME.parse_options({"battle_copies": [0, 0, 0, 0, 0, 18], "event_counts": {"famine": 0, "luck": 5},
                            "item_counts": {"city": 20}})
    assert o.event_counts["barbarians"] == 3  # unlisted events keep their counts
    s = opened(3, 1, battle_copies=[0, 0, 0, 0, 0, 18], event_counts={"famine": 0, "luck": 5},
               item_counts={"city": 20})
    assert Counter(s.battle_deck) == {6: 18}
    check_cards(s)
    assert s.piles["city"] + sum(t.cities for t in s.tribes) == 20


def test_hero_returns_to_hand_when_not_discarded_after_battle():
    s = at_turn(2, 0, hands={0: {"mighty_hero": 1}}, hero_discarded_after_battle=False)
    s = play(s, 0, "attack 1 plunder")
    s = play(s, 0, "send a1")
    s = play(s, 0, "hero")
    s = play(s, 0, "launch")
    stack_battle_deck(s, attack=[6, 6], defence=[1])
    s = play(s, 1, "ready")
    s = play(s, 0, "assign a1 6")
    s = play(s, 0, "assign h1 6")
    s = play(s, 0, "fight h1")
    assert s.battle is None and s.tribes[0].hand.get("mighty_hero") == 1
    check_cards(s)


def test_defender_may_hold_armies_back_when_allowed():
    s = at_turn(2, 0)
    s = play(s, 0, "attack 1 plunder")
    s = play(s, 0, "send a1")
    s = play(s, 0, "launch")
    with pytest.raises(RuleError) as err:
        play(s, 1, "hold a2")
    assert err.value.key == "age_of_heroes.err.hold_not_allowed"
    t = at_turn(2, 0, defender_all_armies=False)
    t = play(t, 0, "attack 1 plunder")
    t = play(t, 0, "send a1")
    t = play(t, 0, "launch")
    t = play(t, 1, "hold a2")
    t = play(t, 1, "ready")
    assert t.battle is None and t.last_battle["victorious"] == 1 and len(t.tribes[1].armies) == 1


def test_hidden_discards():
    s = at_turn(2, 0, hands={0: {"iron": 7}}, discards_public=False)
    s = play(s, 0, "pass")
    s = play(s, 0, "place 0")
    s, events = play_events(s, 0, "discard iron")
    assert GAME.public_view(s)["discard"] is None
    public = [e for e in events if e.to is None]
    assert all("cards" not in e.params for e in public)
    assert [e.to for e in events if e.key.endswith("discarded_private")] == [[0]]


def test_seats_do_not_close_up_when_the_option_is_off():
    s = at_turn(4, 0, deck=["volcano"], seats_close_up=False)
    s = play(s, 0, "tax")
    s = play(s, 0, "volcano 2")
    s = play(s, 2, "no luck")
    assert not s.tribes[2].alive
    view = GAME.public_view(s)
    assert view["players"][1]["neighbours"] == [0] and view["players"][3]["neighbours"] == [0]
    closed = at_turn(4, 0, deck=["volcano"])
    closed = play(play(play(closed, 0, "tax"), 0, "volcano 2"), 2, "no luck")
    assert GAME.public_view(closed)["players"][1]["neighbours"] == [0, 3]


def test_hidden_discards_stay_out_of_every_public_line():
    """With discards_public off, a swap or a paid build names no card publicly: not in the
    events, not in the action's public description (issue 17.4)."""
    import json

    s = at_turn(2, 0, hands={0: {"grain": 1}}, deck=["iron"], discards_public=False)
    s.tribes[0].cities = 0
    s.piles["city"] += 1
    s, events = play_events(s, 0, "swap grain")
    public = json.dumps([e.params for e in events if e.to is None])
    assert "grain" not in public
    assert "grain" not in json.dumps(GAME.describe_action(GAME.parse_action("swap grain")))
    t = at_turn(2, 0, hands={0: {"gold": 1, "wood": 2}}, discards_public=False)
    t, events = play_events(t, 0, "build city pay wood wood gold")
    public = json.dumps([e.params for e in events if e.to is None])
    assert "gold" not in public and "wood" not in public
    described = GAME.describe_action(GAME.parse_action("build city pay wood wood gold"))
    assert "gold" not in json.dumps(described)
