"""Every leader and every wonder, one test each (§ Líderes, § Maravillas and the notes on the
cards at the end of the Code of Laws)."""

from __future__ import annotations

from engine.tta import GAME
from engine.tta.production import lab_production, mine_production
from engine.tta.ratings import stored
from engine.tta.scoring import wonder_culture
from tests.engine.tta.helpers import (
    actions_phase,
    audit,
    civ,
    give,
    keys,
    leader,
    play,
    play_events,
    ratings,
    ready,
    refused,
    set_yellow_bank,
    take_out,
    tech,
    wonder,
    workers_free,
)


def row_card(state, slot: int, card: str) -> None:
    take_out(state, card)
    old = state.row[slot - 1]
    if old:
        state.removed.append(old)
    state.row[slot - 1] = card


# --------------------------------------------------------------------------- Age A leaders


def test_alexander_the_great_adds_one_strength_per_unit() -> None:
    state = ready()
    tech(state, 0, "warriors_a", workers=3)
    leader(state, 0, "alexander_the_great_a")
    assert ratings(state)["strength"] == 6


def test_aristotle_scores_science_for_each_technology_taken() -> None:
    state = ready()
    leader(state, 0, "aristotle_a")
    row_card(state, 1, "irrigation_i")
    row_card(state, 2, "reserves_i")
    science = civ(state).science
    state = play(state, 0, "take 1")
    state = play(state, 0, "take 2")
    assert civ(state).science == science + 1


def test_hammurabi_leader_discount_and_military_action_as_civil() -> None:
    state = ready()
    leader(state, 0, "hammurabi_a")
    row_card(state, 1, "joan_of_arc_i")
    state = play(state, 0, "take 1")
    assert civ(state).civil_used == 0  # slot 1 costs 1, less 1
    civ(state).civil_used = 4
    row_card(state, 2, "irrigation_i")
    state = play(state, 0, "take 2")  # a military action stands in, once per turn
    assert civ(state).military_used == 1
    row_card(state, 3, "iron_i")
    assert refused(state, 0, "take 3") == "tta.err.civil_actions"


def test_homer_face_resource_and_sliding_under_a_wonder() -> None:
    state = ready()
    leader(state, 0, "homer_a")
    assert ratings(state)["happy"] == 1
    wonder(state, 0, "colossus_a")
    give(state, 0, "moses_a")
    state = play(state, 0, "leader moses_a homer colossus_a")
    c = civ(state)
    assert c.leader == "moses_a" and c.homer_wonder == "colossus_a"
    assert c.civil_used == 1  # no civil action back
    assert ratings(state)["happy"] == 1  # the wonder now has Homer's face
    audit(state)
    # His extra resource for units each turn.
    state2 = ready()
    leader(state2, 0, "homer_a")
    state2 = play(state2, 0, "end confirm")
    state2 = play(state2, 1, "end confirm")
    actions_phase(state2)
    assert civ(state2).mil_resources == 1


def test_julius_caesar_values() -> None:
    state = ready()
    leader(state, 0, "julius_caesar_a")
    r = ratings(state)
    assert r["strength"] == 2 and r["military_total"] == 3


def test_moses_makes_population_cheaper() -> None:
    state = ready()
    leader(state, 0, "moses_a")
    tech(state, 0, "agriculture_a", tokens=1)
    state = play(state, 0, "pop")
    assert stored(civ(state), "food") == 0


# --------------------------------------------------------------------------- Age I leaders


def test_frederick_barbarossa_population_and_unit_for_one_military_action() -> None:
    state = ready()
    leader(state, 0, "frederick_barbarossa_i")
    tech(state, 0, "agriculture_a", tokens=1)
    tech(state, 0, "bronze_a", tokens=1)
    state = play(state, 0, "use barbarossa warriors_a")
    c = civ(state)
    assert c.workers["warriors_a"] == 2 and c.free_workers == 1 and c.military_used == 1
    assert stored(c, "food") == 0 and stored(c, "resources") == 0


def test_genghis_khan_infantry_as_cavalry_and_culture_when_among_the_strongest() -> None:
    state = ready(3)
    tech(state, 0, "warriors_a", workers=3)
    civ(state).tactic = "heavy_cavalry_i"  # 3 cavalry: +4
    assert ratings(state)["strength"] == 3
    leader(state, 0, "genghis_khan_i")
    assert ratings(state)["strength"] == 3 + 4
    culture = civ(state).culture
    state, events = play_events(state, 0, "end confirm")
    assert "tta.log.genghis" in keys(events) and civ(state).culture >= culture + 3


def test_joan_of_arc_strength_from_temples_and_government_faces_and_peek() -> None:
    state = ready()
    tech(state, 0, "religion_a", workers=2)
    tech(state, 0, "theocracy_i")
    leader(state, 0, "joan_of_arc_i")
    r = ratings(state)
    assert r["strength"] == 1 + 1 + 3  # warriors, Theocracy, 3 faces (2 temples + government)
    state.phase = "politics"
    assert GAME.private_view(state, 0)["peek"] == state.current_events[-1]
    assert GAME.private_view(state, 1)["peek"] is None


def test_leonardo_best_lab_and_a_resource_per_technology() -> None:
    state = ready()
    tech(state, 0, "alchemy_i", workers=1)
    leader(state, 0, "leonardo_da_vinci_i")
    assert ratings(state)["science_per_turn"] == 1 + 2 + 1
    give(state, 0, "irrigation_i")
    civ(state).science = 3
    state = play(state, 0, "develop irrigation_i")
    assert stored(civ(state), "resources") == 1


def test_michelangelo_culture_per_face_and_no_wonder_surcharge() -> None:
    state = ready()
    tech(state, 0, "religion_a", workers=1)
    wonder(state, 0, "hanging_gardens_a")
    leader(state, 0, "michelangelo_i")
    assert ratings(state)["culture_per_turn"] == 1 + 1 + (1 + 2)
    row_card(state, 1, "great_wall_i")
    state = play(state, 0, "take 1")
    assert civ(state).civil_used == 1


def test_christopher_columbus_is_tested_with_politics() -> None:
    from tests.engine.tta.test_politics import test_columbus_colonizes_a_territory_from_hand

    test_columbus_colonizes_a_territory_from_hand()


# --------------------------------------------------------------------------- Age II leaders


def test_isaac_newton_refunds_a_civil_action_even_after_a_revolution() -> None:
    state = ready()
    leader(state, 0, "isaac_newton_ii")
    give(state, 0, "monarchy_i")
    civ(state).science = 2
    state = play(state, 0, "develop monarchy_i revolution")
    assert ratings(state)["civil_left"] == 1


def test_js_bach_theaters_and_conversion() -> None:
    state = ready()
    leader(state, 0, "js_bach_ii")
    tech(state, 0, "drama_i", workers=1)
    assert ratings(state)["culture_per_turn"] == 2 + 1
    from engine.tta.turn import science_cost

    assert science_cost(state, 0, "opera_ii") == 7 - 2
    tech(state, 0, "bronze_a", tokens=1)
    state = play(state, 0, "upgrade philosophy_a drama_i")  # 4 - 3 = 1 resource
    assert civ(state).workers["drama_i"] == 2 and stored(civ(state), "resources") == 0
    tech(state, 0, "religion_a", workers=1)
    assert refused(state, 0, "upgrade religion_a drama_i") in ("tta.err.bach_used", "tta.err.urban_limit")


def test_james_cook_colony_culture() -> None:
    state = ready()
    leader(state, 0, "james_cook_ii")
    for c in ("historic_territory_i", "vast_territory_i"):
        take_out(state, c)
    civ(state).colonies = ["historic_territory_i"]
    assert ratings(state)["culture_per_turn"] == 2
    civ(state).colonies.append("vast_territory_i")
    assert ratings(state)["culture_per_turn"] == 3


def test_robespierre_revolution_with_military_actions() -> None:
    state = ready()
    leader(state, 0, "maximilien_robespierre_ii")
    give(state, 0, "monarchy_i")
    civ(state).science = 2
    civ(state).civil_used = 2
    culture = civ(state).culture
    state = play(state, 0, "develop monarchy_i revolution")
    r = ratings(state)
    assert r["military_left"] == 0 and r["civil_left"] == 5 - 2 and civ(state).culture == culture + 3


def test_napoleon_strength_per_unit_type() -> None:
    state = ready()
    tech(state, 0, "knights_i", workers=1)
    leader(state, 0, "napoleon_bonaparte_ii")
    r = ratings(state)
    assert r["strength"] == 1 + 2 + 2 * 2 and r["military_total"] == 4


def test_william_shakespeare_pairs_and_discounts() -> None:
    state = ready()
    leader(state, 0, "william_shakespeare_ii")
    tech(state, 0, "drama_i", workers=1)
    tech(state, 0, "printing_press_i", workers=1)
    assert ratings(state)["culture_per_turn"] == 2 + 1 + 2
    assert ratings(state)["happy"] == 1 + 1
    from engine.tta.turn import build_cost, science_cost

    assert build_cost(civ(state), "opera_ii") == 8 - 1 and science_cost(state, 0, "journalism_ii") == 6 - 1


# --------------------------------------------------------------------------- Age III leaders


def test_albert_einstein_culture_per_technology() -> None:
    state = ready()
    leader(state, 0, "albert_einstein_iii")
    give(state, 0, "irrigation_i")
    civ(state).science = 3
    culture = civ(state).culture
    state, events = play_events(state, 0, "develop irrigation_i")
    assert civ(state).culture == culture + 3
    [said] = [e for e in events if e.key == "tta.log.leader_culture"]  # the log tells it
    assert said.params == {"seat": 0, "card": "albert_einstein_iii", "culture": 3} and said.to is None


def test_bill_gates_labs_produce_and_score_when_he_leaves() -> None:
    state = ready()
    tech(state, 0, "alchemy_i", workers=1)
    leader(state, 0, "bill_gates_iii")
    assert lab_production(civ(state)) == 1
    assert mine_production(civ(state)) == 2  # labs do not count as mines
    state = play(state, 0, "end confirm")
    assert civ(state).tokens.get("alchemy_i") == 1
    actions_phase(state)
    state = play(state, 1, "end confirm")
    actions_phase(state)
    give(state, 0, "moses_a")
    culture = civ(state).culture
    state = play(state, 0, "leader moses_a")
    assert civ(state).culture == culture + 1


def test_charlie_chaplin_doubles_the_best_theater() -> None:
    state = ready()
    tech(state, 0, "drama_i", workers=2)
    leader(state, 0, "charlie_chaplin_iii")
    r = ratings(state)
    assert r["culture_per_turn"] == 4 + 2 and r["happy"] == 2 + 2


def test_mahatma_gandhi_culture() -> None:
    state = ready()
    leader(state, 0, "mahatma_gandhi_iii")
    assert ratings(state)["culture_per_turn"] == 2


def test_sid_meier_labs_give_culture_and_less_science() -> None:
    state = ready()
    tech(state, 0, "computers_iii", workers=2)
    leader(state, 0, "sid_meier_iii")
    r = ratings(state)
    # FAQ: two Computers workers give 8 science and 6 culture (plus Philosophy's 1 - 1).
    assert r["science_per_turn"] == 8 + 0 and r["culture_per_turn"] == 6 + 0


def test_winston_churchill_choice() -> None:
    state = ready()
    leader(state, 0, "winston_churchill_iii")
    state = play(state, 0, "use churchill_military")
    assert civ(state).mil_science == 3 and civ(state).mil_resources == 3
    assert refused(state, 0, "use churchill_culture") == "tta.err.once_per_turn"
    state = ready()
    leader(state, 0, "winston_churchill_iii")
    culture = civ(state).culture
    state, events = play_events(state, 0, "use churchill_culture")
    assert civ(state).culture == culture + 3 and "tta.log.leader_culture" in keys(events)


# --------------------------------------------------------------------------- wonders


def test_age_a_wonders() -> None:
    state = ready()
    wonder(state, 0, "colossus_a")
    wonder(state, 0, "hanging_gardens_a")
    wonder(state, 0, "library_of_alexandria_a")
    wonder(state, 0, "pyramids_a")
    r = ratings(state)
    assert r["strength"] == 1 + 2 and r["colonization_modifier"] == 1
    assert r["happy"] == 2 and r["culture_per_turn"] == 1 + 1
    assert r["science_per_turn"] == 1 + 1 and r["civil_hand_limit"] == 5 + 1 and r["military_hand_limit"] == 3
    assert r["civil_total"] == 5


def test_great_wall_and_st_peters_basilica() -> None:
    state = ready()
    tech(state, 0, "warriors_a", workers=2)
    wonder(state, 0, "great_wall_i")
    r = ratings(state)
    assert r["strength"] == 2 + 2 and r["happy"] == 1 and r["culture_per_turn"] == 1
    tech(state, 0, "religion_a", workers=2)
    wonder(state, 0, "st_peters_basilica_i")
    # Temples 2 x (1+1), Great Wall 1+1, St Peter's own 1.
    assert ratings(state)["happy"] == 4 + 2 + 1


def test_taj_mahal_and_universitas_carolina() -> None:
    state = ready()
    owned = civ(state).blue_owned
    wonder(state, 0, "taj_mahal_i")
    wonder(state, 0, "universitas_carolina_i")
    assert civ(state).blue_owned == owned + 1
    r = ratings(state)
    assert r["culture_per_turn"] == 3 + 1 and r["science_per_turn"] == 1 + 2


def test_taj_mahal_is_cheaper_after_replacing_a_leader() -> None:
    state = ready()
    leader(state, 0, "moses_a")
    give(state, 0, "joan_of_arc_i")
    row_card(state, 10, "taj_mahal_i")  # 3 civil actions
    state = play(state, 0, "leader joan_of_arc_i")
    state = play(state, 0, "take 10")
    assert civ(state).unfinished == "taj_mahal_i" and civ(state).civil_used == 0 + 1  # 3 - 2


def test_age_ii_wonders() -> None:
    state = ready()
    tech(state, 0, "coal_ii", workers=1)
    for w in ("eiffel_tower_ii", "kremlin_ii", "transcontinental_railroad_ii"):
        wonder(state, 0, w)
    r = ratings(state)
    assert r["culture_per_turn"] == 4 + 2 and r["happy"] == 1 - 1
    assert r["civil_total"] == 5 and r["military_total"] == 3 and r["strength"] == 1 + 4
    assert mine_production(civ(state)) == 2 * 1 + 3 + 3  # the best mine doubled


def test_ocean_liner_service_gives_a_free_population_a_turn() -> None:
    state = ready()
    wonder(state, 0, "ocean_liner_service_ii")
    state = play(state, 0, "pop free")
    assert civ(state).free_workers == 2 and civ(state).civil_used == 0
    assert refused(state, 0, "pop free") == "tta.err.liner_used"


def test_age_iii_wonders_score_once_on_completion() -> None:
    state = ready()
    tech(state, 0, "drama_i", workers=1)
    tech(state, 0, "computers_iii", workers=1)
    c = civ(state)
    assert wonder_culture(state, 0, "fast_food_chains_iii") == 2 * 4 + 1 * 4  # farms/mines 4, others 4
    assert wonder_culture(state, 0, "first_space_flight_iii") == 1 + 3  # Drama I, Computers III
    assert wonder_culture(state, 0, "hollywood_iii") == 2 * 2
    assert wonder_culture(state, 0, "internet_iii") == 2 + 5 + 1  # culture + science of urban buildings
    assert c.culture == 0


def test_completing_an_age_iii_wonder_scores_its_culture() -> None:
    state = ready()
    take_out(state, "first_space_flight_iii")
    civ(state).unfinished = "first_space_flight_iii"
    civ(state).stages = 3
    civ(state).blue_bank -= 3
    tech(state, 0, "bronze_a", tokens=9)
    culture = civ(state).culture
    state = play(state, 0, "wonder")
    assert "first_space_flight_iii" in civ(state).wonders and civ(state).culture == culture
    assert audit(state) is None


def test_every_leader_and_wonder_has_a_test() -> None:
    import ast
    from pathlib import Path

    from engine.tta.cards import CARDS

    text = Path(__file__).read_text() + Path(__file__).with_name("test_politics.py").read_text()
    names = {
        n.value for n in ast.walk(ast.parse(text)) if isinstance(n, ast.Constant) and isinstance(n.value, str)
    }
    missing = [
        c for c, k in CARDS.items() if k.kind in ("leader", "wonder") and not any(c in s for s in names)
    ]
    assert missing == [] or set(missing) <= {"christopher_columbus_i"}


def test_workers_free_helper_sanity() -> None:
    state = ready()
    workers_free(state, 0, 3)
    set_yellow_bank(state, 0, 15)
    audit(state)
