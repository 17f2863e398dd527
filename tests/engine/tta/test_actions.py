"""The action phase (§ Fase de acciones), one rule at a time."""

from __future__ import annotations

from engine.tta import economy
from engine.tta.ratings import stored
from tests.engine.tta.helpers import (
    actions_phase,
    audit,
    civ,
    give,
    past_first_round,
    play,
    ratings,
    refused,
    set_yellow_bank,
    tech,
    wonder,
    workers_free,
)


def ready(players: int = 2):
    state = past_first_round(players)
    actions_phase(state)
    return state


def put_row(state, slot: int, card: str) -> None:
    if card in state.civil_deck:
        state.civil_deck.remove(card)
    elif card in state.later_civil.get("II", []):
        state.later_civil["II"].remove(card)
    elif card in state.later_civil.get("III", []):
        state.later_civil["III"].remove(card)
    elif card in state.removed:
        state.removed.remove(card)
    old = state.row[slot - 1]
    if old:
        state.removed.append(old)
    state.row[slot - 1] = card


# --------------------------------------------------------------------------- taking cards


def test_take_costs_by_slot_and_the_hand_limit() -> None:
    state = ready()
    put_row(state, 1, "irrigation_i")
    put_row(state, 6, "iron_i")
    put_row(state, 10, "alchemy_i")
    state = play(state, 0, "take 10")
    assert civ(state).civil_used == 3 and "alchemy_i" in civ(state).civil_hand
    assert refused(state, 0, "take 6") == "tta.err.civil_actions"
    state = play(state, 0, "take 1")
    assert civ(state).civil_used == 4
    assert state.row[0] is None  # slots fill only at the next refill
    audit(state)


def test_hand_limit_equals_civil_actions() -> None:
    state = ready()
    give(state, 0, "reserves_i", "reserves_i", "rich_land_i", "frugality_i")
    put_row(state, 1, "irrigation_i")
    assert refused(state, 0, "take 1") == "tta.err.civil_hand_full"


def test_no_second_copy_of_a_technology_and_one_leader_per_age() -> None:
    state = ready()
    put_row(state, 1, "irrigation_i")
    put_row(state, 2, "joan_of_arc_i")
    put_row(state, 3, "michelangelo_i")
    give(state, 0, "irrigation_i")
    assert refused(state, 0, "take 1") == "tta.err.same_technology"
    state = play(state, 0, "take 2")
    assert refused(state, 0, "take 3") == "tta.err.leader_age_taken"
    # Even once the leader left play (§ Tomar una carta que no sea una maravilla).
    civ(state).civil_hand.remove("joan_of_arc_i")
    state.removed.append("joan_of_arc_i")
    assert refused(state, 0, "take 3") == "tta.err.leader_age_taken"


def test_wonder_costs_one_more_per_completed_wonder_and_only_one_unfinished() -> None:
    state = ready()
    put_row(state, 1, "great_wall_i")
    put_row(state, 2, "taj_mahal_i")
    wonder(state, 0, "pyramids_a")
    wonder(state, 0, "colossus_a")
    civ(state).ruins.append("colossus_a")  # a ruin still counts as completed
    state = play(state, 0, "take 1")  # 1 + 2 completed wonders = 3 (Pyramids: 5 civil actions)
    assert civ(state).unfinished == "great_wall_i" and civ(state).civil_used == 3
    assert refused(state, 0, "take 2") == "tta.err.unfinished_wonder"
    audit(state)


def test_wonder_may_be_taken_with_a_full_hand() -> None:
    state = ready()
    give(state, 0, "reserves_i", "reserves_i", "rich_land_i", "frugality_i")
    put_row(state, 1, "great_wall_i")
    state = play(state, 0, "take 1")
    assert civ(state).unfinished == "great_wall_i"


# --------------------------------------------------------------------------- population


def test_population_cost_comes_from_the_yellow_bank() -> None:
    state = ready()
    tech(state, 0, "agriculture_a", tokens=5)
    state = play(state, 0, "pop")  # 18 tokens: costs 2 food
    c = civ(state)
    assert c.free_workers == 2 and c.yellow_bank == 17 and stored(c, "food") == 3
    set_yellow_bank(state, 0, 12)
    assert ratings(state)["population_cost"] == 4
    assert refused(state, 0, "pop") == "tta.err.food"
    set_yellow_bank(state, 0, 0)
    assert refused(state, 0, "pop") == "tta.err.no_yellow"
    audit(state)


# --------------------------------------------------------------------------- building


def test_build_pays_resources_and_uses_a_worker_and_a_civil_action() -> None:
    state = ready()
    tech(state, 0, "bronze_a", tokens=5)
    state = play(state, 0, "build religion_a")
    c = civ(state)
    assert c.workers["religion_a"] == 1 and c.free_workers == 0 and stored(c, "resources") == 2
    assert refused(state, 0, "build religion_a") == "tta.err.no_worker"
    audit(state)


def test_urban_building_limit_of_the_government() -> None:
    state = ready()
    tech(state, 0, "bronze_a", tokens=10)
    tech(state, 0, "philosophy_a", workers=2)
    workers_free(state, 0, 2)
    assert refused(state, 0, "build philosophy_a") == "tta.err.urban_limit"
    state = play(state, 0, "build religion_a")  # another kind is fine
    audit(state)


def test_units_cost_a_military_action() -> None:
    state = ready()
    tech(state, 0, "bronze_a", tokens=4)
    state = play(state, 0, "build warriors_a")
    assert civ(state).military_used == 1 and civ(state).civil_used == 0
    assert ratings(state)["strength"] == 2


def test_construction_special_discounts_urban_buildings_of_ages_i_to_iii() -> None:
    state = ready()
    tech(state, 0, "masonry_i")
    tech(state, 0, "drama_i")
    tech(state, 0, "bronze_a", tokens=4)
    state = play(state, 0, "build drama_i")  # 4 - 1
    assert stored(civ(state), "resources") == 1
    state2 = ready()
    tech(state2, 0, "masonry_i")
    tech(state2, 0, "bronze_a", tokens=3)
    state2 = play(state2, 0, "build religion_a")  # Age A: no discount
    assert stored(civ(state2), "resources") == 0


def test_upgrade_pays_the_difference_of_modified_costs() -> None:
    state = ready()
    tech(state, 0, "irrigation_i")
    tech(state, 0, "bronze_a", tokens=2)
    state = play(state, 0, "upgrade agriculture_a irrigation_i")  # 4 - 2
    c = civ(state)
    assert c.workers["irrigation_i"] == 1 and c.workers["agriculture_a"] == 1
    assert stored(c, "resources") == 0
    assert refused(state, 0, "upgrade irrigation_i agriculture_a") == "tta.err.upgrade_path"
    assert refused(state, 0, "upgrade bronze_a irrigation_i") == "tta.err.upgrade_path"
    audit(state)


def test_destroy_and_disband_free_a_worker() -> None:
    state = ready()
    state = play(state, 0, "destroy philosophy_a")
    assert civ(state).free_workers == 2 and civ(state).civil_used == 1
    state = play(state, 0, "destroy warriors_a")  # a unit: disbanded with a military action
    assert civ(state).free_workers == 3 and civ(state).military_used == 1


# --------------------------------------------------------------------------- leaders, technologies


def test_replacing_a_leader_gives_the_civil_action_back() -> None:
    state = ready()
    give(state, 0, "moses_a", "joan_of_arc_i")
    state = play(state, 0, "leader moses_a")
    assert civ(state).civil_used == 1
    state = play(state, 0, "leader joan_of_arc_i")
    c = civ(state)
    assert c.leader == "joan_of_arc_i" and c.civil_used == 1 and "moses_a" in state.removed
    assert ratings(state)["military_total"] == 3  # Joan: +1 military action


def test_develop_pays_science_and_a_civil_action() -> None:
    state = ready()
    give(state, 0, "irrigation_i")
    assert refused(state, 0, "develop irrigation_i") == "tta.err.science"
    civ(state).science = 3
    state = play(state, 0, "develop irrigation_i")
    c = civ(state)
    assert "irrigation_i" in c.techs and c.science == 0 and c.civil_used == 1


def test_government_by_development_costs_the_higher_number_and_keeps_new_actions() -> None:
    state = ready()
    give(state, 0, "monarchy_i")
    civ(state).science = 8
    state = play(state, 0, "develop monarchy_i")
    c = civ(state)
    assert c.government == "monarchy_i" and c.science == 0
    r = ratings(state)
    assert (r["civil_total"], r["civil_left"], r["military_total"]) == (5, 4, 3)
    assert r["urban_limit"] == 3


def test_revolution_uses_every_civil_action_and_the_lower_cost() -> None:
    state = ready()
    give(state, 0, "monarchy_i")
    civ(state).science = 2
    state = play(state, 0, "develop monarchy_i revolution")
    r = ratings(state)
    assert civ(state).government == "monarchy_i" and civ(state).science == 0
    assert (r["civil_total"], r["civil_left"]) == (5, 0)  # the new action is set aside too
    state2 = ready()
    give(state2, 0, "monarchy_i", "irrigation_i")
    civ(state2).science = 5
    state2 = play(state2, 0, "develop irrigation_i" if False else "pop")
    assert refused(state2, 0, "develop monarchy_i revolution") == "tta.err.revolution_civil"


def test_a_weaker_special_technology_is_retired_at_once() -> None:
    state = ready()
    tech(state, 0, "architecture_ii")
    give(state, 0, "masonry_i")
    civ(state).science = 3
    state = play(state, 0, "develop masonry_i")
    c = civ(state)
    assert "architecture_ii" in c.techs and "masonry_i" not in c.techs and "masonry_i" in state.removed
    state2 = ready()
    tech(state2, 0, "masonry_i")
    give(state2, 0, "architecture_ii")
    civ(state2).science = 6
    state2 = play(state2, 0, "develop architecture_ii")
    assert "architecture_ii" in civ(state2).techs and "masonry_i" not in civ(state2).techs


# --------------------------------------------------------------------------- wonders


def test_wonder_stages_and_completion() -> None:
    state = ready()
    civ(state).unfinished = "pyramids_a"  # stages 3, 2, 1
    state.removed.append("pyramids_a")
    state.removed.remove("pyramids_a")
    tech(state, 0, "bronze_a", tokens=6)
    state = play(state, 0, "wonder")
    c = civ(state)
    assert c.stages == 1 and stored(c, "resources") == 3
    assert refused(state, 0, "wonder 2") == "tta.err.wonder_stages"
    state = play(state, 0, "wonder")
    state = play(state, 0, "wonder")
    c = civ(state)
    assert c.unfinished is None and c.wonders == ["pyramids_a"] and c.stages == 0
    assert ratings(state)["civil_total"] == 5
    assert c.blue_bank + sum(c.tokens.values()) == 16


def test_construction_special_builds_several_stages_with_one_action() -> None:
    state = ready()
    civ(state).unfinished = "colossus_a"  # 3, 3
    tech(state, 0, "masonry_i")
    tech(state, 0, "bronze_a", tokens=6)
    state = play(state, 0, "wonder 2")
    assert "colossus_a" in civ(state).wonders and civ(state).civil_used == 1


# --------------------------------------------------------------------------- paying


def test_payment_makes_change_and_overpays_only_when_the_bank_is_empty() -> None:
    state = ready()
    tech(state, 0, "iron_i", tokens=1)  # one token worth 2
    tech(state, 0, "bronze_a", tokens=0)
    c = civ(state)
    economy.pay(c, "resources", 1)
    assert c.tokens.get("iron_i", 0) == 0 and c.tokens.get("bronze_a", 0) == 1
    # Bank empty: the change cannot come back.
    c.blue_bank = 0
    c.tokens["iron_i"] = 1
    c.tokens.pop("bronze_a", None)
    economy.pay(c, "resources", 1)
    assert c.tokens.get("bronze_a", 0) == 1  # the token just paid is the change
    c.blue_bank = 0
    c.tokens = {"coal_ii": 1}
    economy.pay(c, "resources", 1)
    # 3 paid, 2 due back: the single token returned can make 2 only on a level-2 mine... or less.
    assert stored(c, "resources") in (1, 2)


def test_gain_uses_the_highest_cards_that_fit() -> None:
    state = ready()
    tech(state, 0, "irrigation_i")
    tech(state, 0, "agriculture_a", tokens=0)
    c = civ(state)
    got = economy.gain(c, "food", 5)
    assert got == 5 and c.tokens.get("irrigation_i") == 2 and c.tokens.get("agriculture_a") == 1
    c.blue_bank = 1
    assert economy.gain(c, "food", 5) == 2  # one token left: the best it can do


# --------------------------------------------------------------------------- tactics


def test_tactic_play_and_copy_once_per_turn_and_sharing_at_next_turn() -> None:
    state = ready()
    give(state, 0, "legion_i", "phalanx_i")
    tech(state, 0, "warriors_a", workers=3)
    state = play(state, 0, "tactic legion_i")
    assert civ(state).tactic == "legion_i" and civ(state).own_tactic == "legion_i"
    assert ratings(state)["strength"] == 3 + 2
    assert refused(state, 0, "tactic phalanx_i") == "tta.err.tactic_used"
    state = play(state, 0, "end confirm")
    assert "legion_i" not in state.shared_tactics
    state = play(state, 1, "end confirm")
    assert state.shared_tactics == {"legion_i": 1} and civ(state).own_tactic is None
    assert civ(state).tactic == "legion_i"
    actions_phase(state)
    state = play(state, 1, "end confirm") if state.current == 1 else state
    # Player 1 copies it for two military actions.
    state2 = past_first_round(2)
    state2.shared_tactics = {"legion_i": 1}
    actions_phase(state2)
    state2 = play(state2, 0, "tactic legion_i copy")
    assert civ(state2).tactic == "legion_i" and civ(state2).military_used == 2
