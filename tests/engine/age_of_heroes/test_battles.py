"""Battles (es:5) and the worked examples of the rulebook."""

from __future__ import annotations

import pytest

from engine.age_of_heroes import GAME
from engine.core import RuleError
from tests.engine.age_of_heroes.helpers import (
    add_armies,
    at_turn,
    keys,
    kinds,
    play,
    play_events,
    stack_battle_deck,
)
from tests.engine.age_of_heroes.invariants import check_cards


def _attack(state, target: int, goal: str, armies: list[int], heroes: list[str] = ()):
    state = play(state, state.turn_seat, f"attack {target} {goal}")
    for a in armies:
        state = play(state, state.turn_seat, f"send a{a}")
    for h in heroes:
        state = play(state, state.turn_seat, h)
    return play(state, state.turn_seat, "launch")


def _fight_in_order(state, attacker: int, defender: int, pairs: list[tuple[str, str]]):
    for a, d in pairs:
        if (attacker, "fight") in kinds(state):
            state = play(state, attacker, f"fight {a}")
        if (defender, "fight") in kinds(state):
            state = play(state, defender, f"fight {d}")
    return state


def test_six_armies_against_three_leave_three_victorious_and_conquer_two_cities():
    # es:5: "attacks with six armies against a defender with three ... at least three victorious".
    s = at_turn(3, 0)
    add_armies(s, 0, 5)  # a1 + a4..a8: six armies
    add_armies(s, 1, 2)  # a2 + a9, a10: three armies
    s.tribes[1].cities = 3
    s.piles["city"] -= 2
    s = _attack(s, 1, "conquest", [1, 4, 5, 6, 7, 8])
    assert kinds(s) == [(1, "defend")]
    stack_battle_deck(s, attack=[1, 1, 1, 2, 2, 2], defence=[6, 6, 6])
    s = play(s, 1, "ready")
    assert sorted(kinds(s)) == [(0, "assign"), (1, "assign")]
    s = play(s, 0, "assign auto")
    s = play(s, 1, "assign auto")
    s = _fight_in_order(s, 0, 1, [("a1", "a2"), ("a4", "a9"), ("a5", "a10")])
    assert s.battle is None
    # Three attackers lost their rounds; the three left unopposed are victorious: 3 -> one city.
    assert s.last_battle["victorious"] == 3
    assert s.tribes[0].cities == 2 and s.tribes[1].cities == 2
    assert len(s.tribes[0].armies) == 3 and all(a.away for a in s.tribes[0].armies if True)
    check_cards(s)


def test_four_victorious_armies_take_two_cities_one_army_takes_none():
    s = at_turn(2, 0)
    add_armies(s, 0, 3)
    s.tribes[1].cities = 3
    s.piles["city"] -= 2
    s.tribes[1].armies[0].quaked = True  # no defender at all: every attacker is victorious
    s = _attack(s, 1, "conquest", [1, 3, 4, 5])
    s = play(s, 1, "ready")
    assert s.last_battle["victorious"] == 4
    assert (s.tribes[0].cities, s.tribes[1].cities) == (3, 1)

    s2 = at_turn(2, 0)
    s2.tribes[1].armies[0].away = True
    s2 = _attack(s2, 1, "conquest", [1])
    s2 = play(s2, 1, "ready")
    assert s2.last_battle["victorious"] == 1
    assert (s2.tribes[0].cities, s2.tribes[1].cities) == (1, 1)


def test_general_and_citadel_bonuses_and_ties():
    s = at_turn(2, 0)
    s.tribes[0].armies[0].general = True
    s.piles["general"] -= 1
    s.tribes[1].citadels = 2
    s.piles["citadel"] -= 2
    s = _attack(s, 1, "plunder", [1])
    stack_battle_deck(s, attack=[3], defence=[1])
    # One army a side: nothing to place or pick, the round is fought at once (issue 17.6).
    s, events = play_events(s, 1, "ready")
    assert not any(kind in ("assign", "fight") for _, kind in kinds(s))
    # Attacker 3 + 2 (general) = 5 against defender 1 + 2 (citadels) = 3... the defender is destroyed.
    rnd = next(e for e in events if e.key.endswith(".round"))
    assert (rnd.params["attack_total"], rnd.params["defence_total"]) == (5, 3) and rnd.reveals
    assert s.last_battle["victorious"] == 1
    assert s.tribes[1].armies == [] and s.piles["army"] == GAME.parse_options({}).item_counts["army"] - 1

    t = at_turn(2, 0)
    t.tribes[1].citadels = 1
    t.piles["citadel"] -= 1
    t = _attack(t, 1, "plunder", [1])
    stack_battle_deck(t, attack=[4], defence=[3])
    t, events = play_events(t, 1, "ready")
    assert "round" in keys(events)
    assert t.last_battle["rounds"][0]["winner"] == "tie"
    assert t.last_battle["victorious"] == 0 and len(t.tribes[0].armies) == len(t.tribes[1].armies) == 1


def test_plunder_takes_two_random_cards_per_victorious_army():
    s = at_turn(2, 0, hands={1: {"iron": 3, "wood": 2}})
    add_armies(s, 0, 1)
    s.tribes[1].armies[0].away = True
    s = _attack(s, 1, "plunder", [1, 3])
    s, events = play_events(s, 1, "ready")
    assert s.tribes[0].hand_size() == 4 and s.tribes[1].hand_size() == 1
    private = next(e for e in events if e.key.endswith("plunder_private"))
    assert private.to == [0, 1] and len(private.params["cards"]) == 4
    public = next(e for e in events if e.key.endswith(".plunder"))
    assert public.to is None and "cards" not in public.params
    check_cards(s)


def test_raze_one_and_three_victorious():
    for armies, removed in ((1, 1), (3, 2)):
        s = at_turn(2, 0)
        s.tribes[1].monument = 4
        for _ in range(4):
            s.discard.remove("concrete")  # four concrete on the Romans' monument
        add_armies(s, 0, armies - 1)
        s.tribes[1].armies[0].away = True
        ids = [a.id for a in s.tribes[0].armies]
        s = _attack(s, 1, "raze", ids)
        s = play(s, 1, "ready")
        assert s.tribes[1].monument == 4 - removed
        check_cards(s)


def test_survivors_stay_away_until_end_of_next_turn_unless_direct_road():
    s = at_turn(3, 0, deck=["iron"] * 6)
    s.tribes[1].armies[0].away = True
    s = _attack(s, 1, "plunder", [1])
    s = play(s, 1, "ready")
    assert s.tribes[0].armies[0].away
    s = play(s, 0, "place 0")  # end of this turn: the army stays away
    assert s.tribes[0].armies[0].away
    with pytest.raises(RuleError):
        # Seat 1's turn: its own army (set away by hand above) is not free to attack.
        play(play(s, 1, "attack 0 plunder"), 1, "send a2")

    r = at_turn(3, 0)
    r.roads = [(0, 1)]
    r.piles["road"] -= 1
    r.tribes[1].armies[0].away = True
    r = _attack(r, 1, "plunder", [1])
    r = play(r, 1, "ready")
    assert not r.tribes[0].armies[0].away  # a direct road: home at once (es:5)


def test_olympic_games_call_the_attack_off_but_armies_count_as_sent():
    s = at_turn(3, 0, hands={1: {"olympic_games": 1}, 0: {"mighty_hero": 1}})
    s = _attack(s, 1, "conquest", [1], heroes=["hero"])
    assert s.tribes[0].hand == {}
    s, events = play_events(s, 1, "olympics")
    assert s.battle is None and "called_off" in keys(events)
    assert s.tribes[0].armies[0].away  # D10
    assert s.discard.count("mighty_hero") >= 1 and s.tribes[1].hand == {}
    check_cards(s)


def test_heroes_as_army_and_as_general_then_discarded():
    s = at_turn(2, 0, hands={0: {"mighty_hero": 2}, 1: {"mighty_hero": 1}})
    s = _attack(s, 1, "plunder", [1], heroes=["hero", "hero on a1"])
    assert [u.id for u in s.battle.attack.units] == ["a1", "h1"]
    assert s.battle.attack.units[0].general
    s = play(s, 1, "hero")
    s = play(s, 1, "ready")
    assert [u.id for u in s.battle.defence.units] == ["a2", "h1"]
    assert len(s.battle.attack.cards) == 2 and len(s.battle.defence.cards) == 2
    s = play(s, 0, "assign auto")
    s = play(s, 1, "assign auto")
    s = _fight_in_order(s, 0, 1, [("a1", "a2"), ("h1", "h1")])
    assert s.battle is None
    assert "mighty_hero" not in s.tribes[0].hand and "mighty_hero" not in s.tribes[1].hand
    check_cards(s)


def test_hero_general_needs_an_army_without_general():
    s = at_turn(2, 0, hands={0: {"mighty_hero": 1}})
    s.tribes[0].armies[0].general = True
    s.piles["general"] -= 1
    s = play(s, 0, "attack 1 plunder")
    s = play(s, 0, "send a1")
    with pytest.raises(RuleError) as err:
        play(s, 0, "hero on a1")
    assert err.value.key == "age_of_heroes.err.army_has_general"
    s = play(s, 0, "hero")  # as an army is fine
    s = play(s, 0, "launch")
    assert s.battle.attack.heroes == 1


def test_defender_window_opens_without_special_cards_and_hides_the_hand():
    s = at_turn(2, 0)
    s = _attack(s, 1, "plunder", [1])
    decision = GAME.awaiting(s)[0]
    assert (decision.seat, decision.kind, decision.private) == (1, "defend", True)
    assert decision.default is not None and decision.default.to_text() == "ready"
    assert [a.to_text() for a in GAME.legal_actions(s, 1)] == ["ready"]


def test_battle_cards_stay_secret_until_the_round_reveal():
    s = at_turn(2, 0)
    add_armies(s, 0, 1)
    add_armies(s, 1, 1)
    s = _attack(s, 1, "plunder", [1, 3])
    stack_battle_deck(s, attack=[5, 2], defence=[4, 6])
    s, events = play_events(s, 1, "ready")
    drawn = [e for e in events if e.key.endswith("battle_cards")]
    assert [e.to for e in drawn] == [[0], [1]]
    s = play(s, 0, "assign a1 5")
    s = play(s, 0, "assign a3 2")
    public = GAME.public_view(s)
    assert all(u["card"] is None for side in ("attack", "defence") for u in public["battle"][side]["units"])
    assert GAME.player_view(s, 0)["private"]["battle"]["units"] == {"a1": 5, "a3": 2}
    s = play(s, 1, "assign auto")
    s = play(s, 0, "fight a1")
    assert GAME.public_view(s)["battle"]["attack"]["picked"] is True
    s, events = play_events(s, 1, "fight a4")
    assert any(e.key.endswith(".round") and e.reveals for e in events)
    # The last pair fights by itself (one unit left on each side): the battle is over.
    assert s.battle is None and len(s.last_battle["rounds"]) == 2


def test_assign_and_fight_refusals():
    s = at_turn(2, 0)
    add_armies(s, 0, 1)
    s = _attack(s, 1, "plunder", [1, 3])
    stack_battle_deck(s, attack=[5, 2], defence=[4])
    s = play(s, 1, "ready")
    assert kinds(s) == [(0, "assign")]  # the defender's one army took its card by itself
    for text, key in (("assign a9 5", "unit_unknown"), ("assign a1 4", "card_not_drawn"),
                      ("assign auto 5", "assign_auto_value")):
        with pytest.raises(RuleError) as err:
            play(s, 0, text)
        assert err.value.key == f"age_of_heroes.err.{key}"


def test_heroes_committed_in_the_window_stay_hidden_until_it_closes():
    s = at_turn(2, 0, hands={1: {"mighty_hero": 1, "olympic_games": 1}})
    s = _attack(s, 1, "plunder", [1])
    before = GAME.public_view(s)
    s = play(s, 1, "hero on a2")
    # Nothing public changes, the hand size included (issue 17.4).
    assert GAME.public_view(s) == before
    assert GAME.private_view(s, 1)["battle"]["committed_heroes"] == 1
    s = play(s, 1, "olympics")  # the hero goes back to the hand: nobody ever saw it
    assert s.tribes[1].hand == {"mighty_hero": 1}
    check_cards(s)


def test_assign_auto_is_secret_and_its_layout_random_below_the_generals():
    """Best cards to the generals, the rest at random; only the placer is told (issue 17.4)."""
    layouts = set()
    for seed in range(12):
        s = at_turn(2, 0, seed=seed)
        add_armies(s, 0, 3)
        s.tribes[0].armies[0].general = True
        s.piles["general"] -= 1
        s = _attack(s, 1, "plunder", [1, 3, 4, 5])
        stack_battle_deck(s, attack=[6, 5, 3, 1], defence=[2])
        s = play(s, 1, "ready")
        s, events = play_events(s, 0, "assign auto")
        assert all(e.to == [0] for e in events if "assigned" in e.key)
        units = {u.id: u.card for u in s.battle.attack.units} if s.battle else {}
        if units:
            assert units["a1"] == 6
            layouts.add((units["a3"], units["a4"], units["a5"]))
    assert len(layouts) > 1


def test_a_hero_sealed_in_the_barbarian_window_keeps_the_public_hand_size():
    """Issue 17.4, the barbarians' window too: a hero committed there changes nothing public (the
    hand size included) until the window closes; then it fights as a unit."""
    s = at_turn(2, 0, hands={0: {"mighty_hero": 1, "iron": 2}}, deck=["barbarians"])
    s = play(s, 0, "tax")
    assert kinds(s) == [(0, "barbarians")]
    before = GAME.public_view(s)
    s = play(s, 0, "hero")
    assert GAME.public_view(s) == before
    assert GAME.private_view(s, 0)["battle"]["committed_heroes"] == 1
    stack_battle_deck(s, attack=[1], defence=[6, 6])
    s = play(s, 0, "ready")
    assert "mighty_hero" not in s.tribes[0].hand
    check_cards(s)
