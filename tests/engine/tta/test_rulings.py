"""Rulings of docs/tta.md that no other file proves, and the Code of Laws' own notes on cards
(its "worked examples")."""

from __future__ import annotations

from engine.tta import GAME
from engine.tta.cards import CARDS
from engine.tta.production import lab_production
from engine.tta.ratings import stored
from tests.engine.tta.helpers import (
    audit,
    civ,
    give,
    leader,
    past_first_round,
    play,
    ratings,
    ready,
    refused,
    set_blue_bank,
    take_out,
    tech,
    wonder,
)


def test_wonder_stage_tokens_come_from_farms_when_the_bank_is_empty() -> None:
    state = ready()
    take_out(state, "colossus_a")
    civ(state).unfinished = "colossus_a"
    tech(state, 0, "agriculture_a", tokens=2)
    tech(state, 0, "bronze_a", tokens=3)
    set_blue_bank(state, 0, 0)
    state = play(state, 0, "wonder")  # the 3 resource tokens go back to the bank, one comes out
    c = civ(state)
    assert c.stages == 1 and c.blue_bank == 2
    audit(state)
    state2 = ready()
    take_out(state2, "colossus_a")
    civ(state2).unfinished = "colossus_a"
    civ(state2).unfinished = "engineering_genius_a" if False else "colossus_a"
    set_blue_bank(state2, 0, 0)
    give(state2, 0, "engineering_genius_iii")
    assert refused(state2, 0, "play engineering_genius_iii") == "tta.err.no_blue_tokens"


def test_bill_gates_level_zero_labs_make_nothing() -> None:
    state = ready()
    leader(state, 0, "bill_gates_iii")
    assert civ(state).workers["philosophy_a"] == 1 and lab_production(civ(state)) == 0
    state = play(state, 0, "end confirm")
    assert civ(state).tokens.get("philosophy_a", 0) == 0


def test_blue_token_loss_with_an_empty_bank_defaults_to_the_lowest_stored_token() -> None:
    """Ruling 8: the player chooses (tests/engine/tta/test_readings.py); the default is the least
    valuable token."""
    from engine.tta.tasks import lose_blue

    state = ready()
    tech(state, 0, "agriculture_a", tokens=1)
    tech(state, 0, "coal_ii", tokens=1)
    set_blue_bank(state, 0, 0)
    state.tasks = lose_blue(state, {0: 1}, [])
    (d,) = GAME.awaiting(state)
    assert d.kind == "blue_tokens" and d.default.to_text() == "choose agriculture_a"
    state = play(state, 0, d.default.to_text())
    assert civ(state).tokens == {"coal_ii": 1}
    audit(state)


def test_later_decks_are_trimmed_for_the_players_left_after_a_resignation() -> None:
    state = past_first_round(4)
    size = len(state.later_civil["II"])
    state = play(state, 0, "resign")
    state.removed.extend(state.civil_deck[:-1])
    state.civil_deck = state.civil_deck[-1:]
    state = play(state, 1, "end confirm")  # player 2's refill ends Age I
    assert state.age == 2
    assert len(state.civil_deck) + sum(1 for c in state.row if c and CARDS[c].age == "II") <= size - 3
    audit(state)


def test_iconoclasm_in_age_iv_removes_age_iii_leaders() -> None:
    from engine.tta.events import iconoclasm

    state = ready()
    leader(state, 0, "bill_gates_iii")
    state.age = 4
    iconoclasm(state, "iconoclasm_ii", 0, [])
    assert civ(state).leader is None


def test_international_agreement_cards_may_be_played_this_turn_by_the_current_player() -> None:
    from engine.tta.state import Task

    state = ready()
    civ(state).civil_hand = []
    take_out(state, "revolutionary_idea_ii")
    state.removed.append(state.row[0])
    state.row[0] = "revolutionary_idea_ii"
    state.tasks = [Task(kind="agreement", seat=0, amount=5, card="international_agreement_ii")]
    state = play(state, 0, "take 1")
    state = play(state, 0, "pass")
    assert civ(state).skip_politics and state.row[0] is not None
    science = civ(state).science
    state = play(state, 0, "play revolutionary_idea_ii")
    assert civ(state).science == science + 4


def test_homer_st_peters_and_michelangelo_note() -> None:
    """§ Homero: the wonder under Homer counts one more printed face; Michelangelo profits from
    it and St Peter's Basilica adds one face to it, but only one even if it already had one."""
    state = ready()
    wonder(state, 0, "hanging_gardens_a")  # 2 faces
    wonder(state, 0, "colossus_a")  # none
    civ(state).homer_wonder = "colossus_a"
    take_out(state, "homer_a")
    assert ratings(state)["happy"] == 2 + 1
    wonder(state, 0, "st_peters_basilica_i")
    assert ratings(state)["happy"] == (2 + 1) + (1 + 1) + 1
    leader(state, 0, "michelangelo_i")
    # Wonders' faces: Hanging Gardens 3, Colossus 2, St Peter's 1.
    assert ratings(state)["culture_per_turn"] == 1 + 2 + 6
    civ(state).ruins.append("colossus_a")  # ruined, Homer's face stays
    assert ratings(state)["happy"] == 3 + 2 + 1


def test_genghis_khan_two_player_reading_and_ties() -> None:
    """§ Gengis Kan: with 2 players "one of the two strongest" is "the strongest"; ties go his way."""
    state = ready()
    leader(state, 0, "genghis_khan_i")
    tech(state, 1, "warriors_a", workers=1)  # equal strength: he wins the tie
    culture = civ(state).culture
    state = play(state, 0, "end confirm")
    assert civ(state).culture >= culture + 3
    state2 = ready()
    leader(state2, 0, "genghis_khan_i")
    tech(state2, 1, "warriors_a", workers=3)
    culture = civ(state2).culture
    state2 = play(state2, 0, "end confirm")
    assert civ(state2).culture == culture  # no culture production either at this point


def test_robespierre_revolution_through_breakthrough_uses_military_actions_not_the_card() -> None:
    """§ Robespierre: with Breakthrough, the revolution takes all military actions and no civil one."""
    state = ready()
    leader(state, 0, "maximilien_robespierre_ii")
    give(state, 0, "breakthrough_i", "monarchy_i")
    civ(state).science = 2
    state = play(state, 0, "play breakthrough_i monarchy_i revolution")
    r = ratings(state)
    assert r["civil_left"] == 5 and r["military_left"] == 0


def test_development_of_civilization_revolution_still_costs_every_civil_action() -> None:
    """§ Progreso de la civilización: 1 science less, but all civil actions."""
    from tests.engine.tta.test_events import reveal

    def setup(state):
        give(state, 1, "monarchy_i")
        civ(state, 1).science = 1

    state, _ = reveal("development_of_civilization_a", setup=setup)
    state = play(state, 1, "develop monarchy_i revolution")
    state = play(state, 0, "pass")
    state = play(state, 2, "pass")
    c = civ(state, 1)
    assert c.government == "monarchy_i" and c.science == 0 and c.civil_used == c.civil_seen


def test_bach_conversion_respects_the_building_limit() -> None:
    """§ J. S. Bach: no more theaters than the limit."""
    state = ready()
    leader(state, 0, "js_bach_ii")
    tech(state, 0, "drama_i", workers=2)
    tech(state, 0, "bronze_a", tokens=5)
    assert refused(state, 0, "upgrade philosophy_a drama_i") == "tta.err.urban_limit"


def test_gates_production_is_not_impact_of_industry() -> None:
    """§ Bill Gates: labs' resources are not counted by Impact of Industry."""
    from engine.tta.scoring import impact

    state = ready()
    tech(state, 0, "alchemy_i", workers=1)
    leader(state, 0, "bill_gates_iii")
    assert impact(state, "impact_of_industry_iii", 0)[0] == 2


def test_hollywood_and_internet_include_leader_bonuses() -> None:
    """§ Hollywood, § Internet: Shakespeare, Bach, Chaplin, Newton, Einstein, Meier count."""
    from engine.tta.scoring import wonder_culture

    state = ready()
    tech(state, 0, "drama_i", workers=1)
    leader(state, 0, "js_bach_ii")
    assert wonder_culture(state, 0, "hollywood_iii") == 2 * (2 + 1)
    leader(state, 0, "isaac_newton_ii")
    # Internet: theater 2 culture; lab 1 science; Newton's best-lab bonus 0 (level 0).
    assert wonder_culture(state, 0, "internet_iii") == 2 + 1


def test_outcome_ties_share_the_victory() -> None:
    state = past_first_round(3)
    for s in range(3):
        civ(state, s).culture = 10 if s else 5
    state.over = True
    outcome = GAME.outcome(state)
    assert outcome.ranking[0] == [1, 2] and outcome.reason == "tta.outcome.shared"


def test_views_show_ratings_thresholds_and_forecast() -> None:
    state = ready()
    view = GAME.public_view(state)["players"][0]
    assert view["thresholds"]["next_population_cost"] == 2
    assert view["thresholds"]["faces_required_after_next"] == 0
    assert view["thresholds"]["blue_before_more_corruption"] == 16 - 10 - 1 + 0
    assert view["forecast"]["warnings"] == []
    assert view["ratings"]["population_cost"] == 2
    assert stored(civ(state), "food") == 0


def test_replacing_a_card_updates_action_tokens_once() -> None:
    """§ Si tu total de acciones cambia: a card replaced by another is one change, not two."""
    state = ready()
    leader(state, 0, "joan_of_arc_i")
    civ(state).military_used = 2
    give(state, 0, "napoleon_bonaparte_ii")
    state = play(state, 0, "leader napoleon_bonaparte_ii")
    r = ratings(state)
    assert r["military_total"] == 4 and r["military_left"] == 2


def test_views_carry_personal_costs() -> None:
    state = ready()
    leader(state, 0, "moses_a")
    wonder(state, 0, "colossus_a")
    take_out(state, "great_wall_i")
    state.removed.append(state.row[0])
    state.row[0] = "great_wall_i"
    give(state, 0, "monarchy_i", "reserves_i")
    view = GAME.public_view(state)["players"][0]
    assert view["take_costs"][0] == 1 + 1  # a wonder: one more per completed wonder
    assert view["thresholds"]["next_population_cost"] == 2 - 1  # Moses
    costs = {h["card"]: h for h in view["hand_costs"]}
    assert costs["monarchy_i"]["science"] == 8 and costs["monarchy_i"]["revolution"] == 2
    assert costs["reserves_i"]["science"] is None
    techs = {t["card"]: t for t in view["technologies"]}
    assert techs["religion_a"]["build_cost"] == 3 and techs["despotism_a"]["build_cost"] is None


def test_every_test_docs_tta_names_exists() -> None:
    """The rulings and the worked examples of docs/tta.md name their tests (`file::test`, or
    `::test` for the file named before it; `ex::` is test_code_examples): each one exists."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    doc = (root / "docs" / "tta.md").read_text()
    files = Path(__file__).parent.glob("test_*.py")
    tests = {f.stem: set(re.findall(r"^def (test_\w+)", f.read_text(), re.M)) for f in files}
    named, last, missing = 0, None, []
    for m in re.finditer(r"`(\w*)::(test_\w+)(?:\[[^\]]*\])?`", doc):
        file = {"ex": "test_code_examples"}.get(m.group(1), m.group(1)) or last
        last = file
        named += 1
        if m.group(2) not in tests.get(file or "", set()):
            missing.append(f"{file}::{m.group(2)}")
    assert missing == [] and named > 80


def test_ratings_remembered_while_reading_stay_per_state_and_per_thread() -> None:
    """The engine remembers a state's ratings while it only reads it; another state, another
    thread, or the same state once the block is left are rated afresh."""
    import threading

    from engine.tta.ratings import rate, unchanged

    a, b = ready(), ready()
    tech(b, 0, "warriors_a", workers=3)
    with unchanged(a):
        first = rate(a, 0)
        assert rate(a, 0) is first and rate(b, 0).strength == first.strength + 2
        seen = []
        worker = threading.Thread(target=lambda: seen.append(rate(a, 0)))
        worker.start()
        worker.join()
        assert seen[0] == first and seen[0] is not first
    tech(a, 0, "warriors_a", workers=2)
    assert rate(a, 0).strength == first.strength + 1
