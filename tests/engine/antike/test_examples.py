"""Scenario tests from the rulebook's worked examples (shared/rules/antike.es.md)."""

from __future__ import annotations

import pytest

from engine.antike import GAME, battles, rules
from engine.core import RuleError

from .helpers import act, blank, cities, seat, turn_of


def test_production_example_marble_with_market_and_currency() -> None:
    # "Mármol": three marble cities, one with a temple -> 5; Market 6; Currency 7.
    for knowhows, expected in (([], 5), (["market"], 6), (["market", "currency"], 7)):
        state = blank()
        cities(state, "greeks", "pella", "sparta", "ephesos", temples=("pella",))
        s = turn_of(state, "greeks", rondel=0)  # iron: marble is 5 steps away
        state.nations[s].knowhows = knowhows
        state.nations[s].coins = 2
        state, _ = act(state, s, "rondel marble 2 pay coin coin")
        assert state.nations[s].marble == expected


def test_temple_example_two_temples_cost_ten_marble() -> None:
    state = blank()
    cities(state, "greeks", "pella", "sparta", "athen")
    s = turn_of(state, "greeks")
    state.nations[s].marble = 10
    state, _ = act(state, s, "rondel temple")
    state, _ = act(state, s, "temple pella")
    state, _ = act(state, s, "temple athen")
    assert state.nations[s].marble == 0
    assert sorted(state.temples) == ["athen", "pella"]
    with pytest.raises(RuleError) as err:
        act(state, s, "temple sparta")
    assert err.value.key == "antike.err.temple_cost"


def test_arming_example_three_cities_two_temples_arm_seven() -> None:
    # "Armamento": three cities, two with temples: 7 units for 7 iron, placed 1 + 3 + 3.
    state = blank()
    cities(state, "greeks", "pella", "sparta", "athen", temples=("pella", "athen"))
    s = turn_of(state, "greeks")
    state.nations[s].iron = 7
    state, _ = act(state, s, "rondel arming")
    state, _ = act(state, s, "arm sparta legion 1")
    state, _ = act(state, s, "arm pella legion 2 galley 1")
    state, _ = act(state, s, "arm athen galley 3")
    n = state.nations[s]
    assert n.iron == 0 and sum(n.legions.values()) + sum(n.galleys.values()) == 7
    with pytest.raises(RuleError) as err:
        state.nations[s].iron = 1
        act(state, s, "arm sparta legion 1")
    assert err.value.key == "antike.err.arming_limit"


def test_knowhow_example_sailing_known_navigation_new_costs_13_and_a_scholar() -> None:
    state = blank()
    cities(state, "greeks", "athen")
    state.nations[seat(state, "persians")].knowhows = ["sailing"]
    s = turn_of(state, "greeks")
    state.nations[s].gold = 13
    state, _ = act(state, s, "rondel knowhow")
    state, _ = act(state, s, "knowhow sailing")
    state, _ = act(state, s, "knowhow navigation")
    assert state.nations[s].gold == 0
    assert state.due_scholars == 1  # only Navigation was new
    state, _ = act(state, s, "done")
    assert state.nations[s].personages == ["scholar_1"]


def test_rondel_costs_from_iron() -> None:
    state = blank()
    cities(state, "greeks", "athen", "pella")
    s = turn_of(state, "greeks", rondel=0)
    n = state.nations[s]
    n.marble, n.iron, n.gold, n.coins = 5, 1, 7, 5
    costs = {a.space: a.paid for a in rules.rondel_actions(state, s)}
    assert costs["temple"] == costs["gold"] == costs["maneuver1"] == 0
    assert costs["arming"] == 1 and costs["marble"] == 2 and costs["iron"] == 5  # same space: 8 steps
    turn_of(state, "greeks", rondel=3)
    costs = {a.space: a.paid for a in rules.rondel_actions(state, s)}
    assert costs["maneuver2"] == 1
    n.marble = n.iron = n.gold = n.coins = 0
    turn_of(state, "greeks", rondel=0)
    assert "arming" not in {a.space for a in rules.rondel_actions(state, s)}


def test_battle_on_entry_three_galleys_into_athen() -> None:
    # "Maniobra de movimiento": the Greeks (a galley and a legion in Athen) demand a battle.
    state = blank()
    cities(state, "greeks", "athen", "pella")
    cities(state, "persians", "ephesos", "susa")
    g = seat(state, "greeks")
    state.nations[g].galleys = {"athen": 1}
    state.nations[g].legions = {"athen": 1}
    s = turn_of(state, "persians")
    state.nations[s].galleys = {"ephesos": 3}
    state, _ = act(state, s, "rondel maneuver1")
    state, _ = act(state, s, "move galley 3 ephesos>athen")
    [decision] = GAME.awaiting(state)
    assert decision.seat == g and decision.kind == "battle_demand"
    assert decision.default is not None and decision.default.to_text() == "battle no"
    assert decision.params["nation"] == "greeks"
    state, _ = act(state, g, "battle yes 1")
    assert state.nations[s].galleys == {"athen": 2}
    assert state.nations[g].galleys == {} and state.nations[g].legions == {"athen": 1}


def test_defence_examples() -> None:
    state = blank()
    cities(state, "phoenicians", "corniclanum", "tyros", "paphos", temples=("corniclanum",))
    p = seat(state, "phoenicians")
    n = state.nations[p]
    n.galleys = {"corniclanum": 1}
    n.legions = {"corniclanum": 1, "tyros": 1}
    n.knowhows = ["monarchy"]
    assert battles.city_defence(state, "corniclanum") == 6
    n.knowhows = []
    assert battles.city_defence(state, "tyros") == 2
    # The Tecape example (West board) on an East city: temple, a galley, two legions, Democracy = 8.
    n.legions["corniclanum"] = 2
    n.knowhows = ["monarchy", "democracy"]
    assert battles.city_defence(state, "corniclanum") == 8


@pytest.mark.parametrize("mix", ["legion 1 galley 1", "galley 2"])
def test_tyros_falls_to_two_units_of_either_mix(mix: str) -> None:
    state = blank()
    cities(state, "phoenicians", "tyros", "paphos")
    cities(state, "persians", "susa", "antiochia")
    state.nations[seat(state, "phoenicians")].legions = {"tyros": 1}
    s = turn_of(state, "persians")
    state.nations[s].legions = {"tyros": 1}
    state.nations[s].galleys = {"tyros": 2}
    state, _ = act(state, s, "rondel maneuver1")
    state, _ = act(state, s, f"conquer tyros {mix}")
    assert state.cities["tyros"] == s
    assert sum(state.nations[s].legions.values()) + sum(state.nations[s].galleys.values()) == 1
    assert state.nations[seat(state, "phoenicians")].legions == {}


def test_athens_example_one_six_galleys_lose_five() -> None:
    state = blank()
    cities(state, "greeks", "athen", "pella", temples=("athen",))
    g = seat(state, "greeks")
    state.nations[g].legions = {"athen": 1}
    state.nations[g].galleys = {"athen": 1}
    assert battles.city_defence(state, "athen") == 5
    s = turn_of(state, "persians")
    state.nations[s].galleys = {"athen": 6}
    state, _ = act(state, s, "rondel maneuver1")
    with pytest.raises(RuleError) as err:
        act(state, s, "conquer athen galley 6")  # exactly the defence, no more
    assert err.value.key == "antike.err.conquest_strength"
    state, _ = act(state, s, "conquer athen galley 5")
    assert state.cities["athen"] == s and "athen" not in state.temples
    assert state.nations[s].galleys == {"athen": 1}
    assert state.nations[g].legions == {} and state.nations[g].galleys == {}
    assert state.due_generals == 1
    state, _ = act(state, s, "done")
    assert "general_1" in state.nations[s].personages


def _athens_two(defenders: dict[str, int]) -> tuple:
    state = blank()
    cities(state, "greeks", "athen", "pella")
    g = seat(state, "greeks")
    state.nations[g].knowhows = ["monarchy", "democracy"]
    state.nations[g].legions = {"athen": defenders.get("legion", 0)}
    state.nations[g].galleys = {"athen": defenders.get("galley", 0)}
    state.nations[g].legions = {k: v for k, v in state.nations[g].legions.items() if v}
    state.nations[g].galleys = {k: v for k, v in state.nations[g].galleys.items() if v}
    s = turn_of(state, "persians")
    state.nations[s].knowhows = ["sailing"]
    state.nations[s].galleys = {"ephesos": 4, "cyrene": 1}
    state, _ = act(state, s, "rondel maneuver1")
    return state, s, g


def test_athens_example_two_cyrene_galley_fights_then_ephesos_conquers() -> None:
    state, s, g = _athens_two({"legion": 1, "galley": 1})
    state.nations[g].order = "never"
    assert battles.city_defence(state, "athen") == 5
    state, _ = act(state, s, "move galley 1 cyrene>knossos>athen")
    with pytest.raises(RuleError) as err:
        act(state, s, "conquer athen galley 1")  # the Cyrene galley has no action left
    assert err.value.key == "antike.err.conquest_strength"
    state, _ = act(state, s, "fight athen galley greeks")  # exhausted units still fight
    assert battles.city_defence(state, "athen") == 4
    state, _ = act(state, s, "move galley 4 ephesos>athen")
    state, _ = act(state, s, "conquer athen galley 4")
    assert state.cities["athen"] == s


def test_athens_example_two_with_two_legions_cannot_be_taken() -> None:
    state, s, g = _athens_two({"legion": 2})
    state.nations[g].order = "never"
    state, _ = act(state, s, "move galley 1 cyrene>knossos>athen")
    with pytest.raises(RuleError) as err:
        act(state, s, "fight athen galley greeks")  # galleys cannot fight legions
    assert err.value.key == "antike.err.fight_no_units"
    state, _ = act(state, s, "move galley 4 ephesos>athen")
    assert not any(a.to_text().startswith("conquer") for a in GAME.legal_actions(state, s))


def test_alexandria_example_navigation_conquers_sailing_arrives_exhausted() -> None:
    for knowhows, can in ((["sailing", "navigation"], True), (["sailing"], False)):
        state = blank()
        cities(state, "phoenicians", "alexandria", "tyros")
        p = seat(state, "phoenicians")
        state.nations[p].legions = {"alexandria": 1}
        s = turn_of(state, "greeks")
        state.nations[s].knowhows = knowhows
        state.nations[s].galleys = {"attalia": 2}
        state, _ = act(state, s, "order never")
        state.nations[p].order = "never"
        state, _ = act(state, s, "rondel maneuver1")
        state, _ = act(state, s, "move galley 2 attalia>paphos>alexandria")
        conquests = [a.to_text() for a in GAME.legal_actions(state, s) if a.to_text().startswith("conquer")]
        assert (conquests == ["conquer alexandria galley 2"]) is can


@pytest.mark.parametrize(("answer", "conquered"), [("battle yes", False), ("battle no", True)])
def test_rome_example_on_east_map_battle_while_passing_through(answer: str, conquered: bool) -> None:
    # English p. X (Rome) transposed: five legions with Roads pass Pella, where one Phoenician
    # legion stands, on their way to conquer Athen (defence 5).
    state = blank()
    cities(state, "greeks", "athen", "sparta", temples=("athen",))
    state.nations[seat(state, "greeks")].legions = {"athen": 2}
    ph = seat(state, "phoenicians")
    state.nations[ph].legions = {"pella": 1}
    s = turn_of(state, "persians")
    state.nations[s].knowhows = ["wheel", "roads"]
    state.nations[s].legions = {"napoca": 5}
    state, _ = act(state, s, "rondel maneuver1")
    state, _ = act(state, s, "move legion 5 napoca>pella>athen")
    assert [d.seat for d in GAME.awaiting(state)] == [ph]  # Greeks have no legion on the way in Pella
    state, _ = act(state, ph, answer)
    greeks = seat(state, "greeks")
    if state.phase == "battle":  # the Greeks are asked in Athen too; they let them in
        state, _ = act(state, greeks, "battle no")
    arrived = state.nations[s].legions["athen"]
    assert arrived == (5 if conquered else 4)
    legal = [a.to_text() for a in GAME.legal_actions(state, s)]
    assert ("conquer athen legion 5" in legal) is conquered


def test_kings_thresholds_are_rewarded_once() -> None:
    state = blank()
    provinces = ["athen", "pella", "sparta", "messana", "dyrrhachion", "sirmium", "napoca", "tomis",
                 "bycantium", "gordion"]
    cities(state, "greeks", *provinces[:9])
    cities(state, "persians", "susa", "artaxata")
    s = turn_of(state, "greeks")
    state.nations[s].legions = {"gordion": 1}
    state.nations[s].marble = state.nations[s].iron = state.nations[s].gold = 1
    state.nations[s].king_level = 1  # the 5th city was rewarded earlier
    state, _ = act(state, s, "rondel iron")
    state, _ = act(state, s, "found gordion")
    state, _ = act(state, s, "done")
    assert [p for p in state.nations[s].personages if p.startswith("king")] == ["king_1"]
    assert state.nations[s].king_level == 2
    # Losing the 10th city and founding it again gives no new king.
    del state.cities["gordion"]
    s = turn_of(state, "greeks", rondel=0)
    state.nations[s].marble = state.nations[s].iron = state.nations[s].gold = 1
    state, _ = act(state, s, "rondel gold")
    state, _ = act(state, s, "found gordion")
    state, _ = act(state, s, "done")
    assert [p for p in state.nations[s].personages if p.startswith("king")] == ["king_1"]
