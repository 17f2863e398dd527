"""Every current event (§ Eventos actuales, § Aplicar un evento), one test each, with the
tie-break (the current player counts as higher, then clockwise) and the 2-player reading of
"the two strongest/weakest"."""

from __future__ import annotations

import pytest

from engine.tta import GAME
from engine.tta.cards import CARDS
from engine.tta.ratings import stored
from tests.engine.tta.helpers import (
    audit,
    civ,
    give,
    leader,
    past_first_round,
    play,
    play_events,
    ratings,
    set_blue_bank,
    set_yellow_bank,
    take_out,
    tech,
    wonder,
    workers_free,
)
from tests.engine.tta.test_politics import top_event


def reveal(event: str, players: int = 3, setup=None):
    """Player 0 prepares an event; `event` is revealed. Returns (state, events)."""
    state = past_first_round(players)
    for s in range(players):
        civ(state, s).military_hand = []
        tech(state, s, "agriculture_a", tokens=0)
        tech(state, s, "bronze_a", tokens=0)
    if setup:
        setup(state)
    card = "rats_i" if event != "rats_i" else "crusades_i"
    give(state, 0, card)
    top_event(state, event)
    return play_events(state, 0, f"event {card}")


def strengths(state, values: dict[int, int]) -> None:
    for s, n in values.items():
        tech(state, s, "warriors_a", workers=n)


def test_development_of_agriculture_crafts_science_trade_routes() -> None:
    state, _ = reveal("development_of_agriculture_a")
    assert all(stored(civ(state, s), "food") == 2 for s in range(3))
    state, _ = reveal("development_of_crafts_a")
    assert all(stored(civ(state, s), "resources") == 2 for s in range(3))
    state, _ = reveal("development_of_science_a")
    assert civ(state, 1).science == 2 + 1  # +1 from the first turn's production
    state, _ = reveal("development_of_trade_routes_a")
    assert stored(civ(state, 2), "food") == 1 and stored(civ(state, 2), "resources") == 1


def test_development_of_markets_collects_choices_in_parallel_and_applies_them_in_order() -> None:
    state, _ = reveal("development_of_markets_a")
    decisions = GAME.awaiting(state)
    assert sorted(d.seat for d in decisions) == [0, 1, 2] and all(d.kind == "markets" for d in decisions)
    state = play(state, 2, "food 0")
    assert stored(civ(state, 2), "resources") == 0  # sealed until everyone answered
    state = play(state, 0, "food 2")
    state = play(state, 1, "food 2")
    assert stored(civ(state, 2), "resources") == 2 and stored(civ(state, 0), "food") == 2
    audit(state)


def test_development_of_politics_draws_three_each() -> None:
    state, events = reveal("development_of_politics_a")
    assert all(len(civ(state, s).military_hand) == 3 for s in range(3))
    private = [e for e in events if e.key == "tta.log.drew_military_cards"]
    assert all(e.to == [e.params["seat"]] for e in private)


@pytest.mark.parametrize(
    ("event", "card"),
    [("development_of_religion_a", "religion_a"), ("development_of_warfare_a", "warriors_a")],
)
def test_free_temple_or_warriors_for_players_with_an_unused_worker(event: str, card: str) -> None:
    def setup(state):
        workers_free(state, 2, 0)

    state, _ = reveal(event, setup=setup)
    assert sorted(d.seat for d in GAME.awaiting(state)) == [0, 1]
    before = civ(state, 0).workers.get(card, 0)
    state = play(state, 0, f"build {card}")
    state = play(state, 1, "pass")
    assert civ(state, 0).workers[card] == before + 1 and civ(state, 0).free_workers == 0
    audit(state)


def test_development_of_settlement_gives_a_free_worker() -> None:
    state, _ = reveal("development_of_settlement_a")
    assert all(civ(state, s).free_workers == 2 for s in range(3))


def test_development_of_civilization_each_may_do_one_discounted_free_action() -> None:
    def setup(state):
        give(state, 1, "irrigation_i")
        civ(state, 1).science = 2
        tech(state, 2, "bronze_a", tokens=2)

    state, _ = reveal("development_of_civilization_a", setup=setup)
    used = civ(state, 1).civil_used
    state = play(state, 1, "develop irrigation_i")  # 3 - 1 science
    state = play(state, 2, "build religion_a")  # 3 - 1 resources
    state = play(state, 0, "pass")
    assert "irrigation_i" in civ(state, 1).techs and civ(state, 1).civil_used == used
    assert civ(state, 1).science == 0
    assert civ(state, 2).workers["religion_a"] == 1 and stored(civ(state, 2), "resources") == 0


def test_barbarians_hit_the_most_cultured_only_if_among_the_two_weakest() -> None:
    def setup(state):
        strengths(state, {0: 5, 1: 1, 2: 2})
        civ(state, 1).culture = 9

    state, _ = reveal("barbarians_i", setup=setup)
    assert civ(state, 1).free_workers == 0


def test_border_conflict() -> None:
    def setup(state):
        strengths(state, {0: 5, 1: 1, 2: 2})

    state, _ = reveal("border_conflict_i", setup=setup)
    assert GAME.awaiting(state)[0].seat == 1 and GAME.awaiting(state)[0].kind == "border"
    state = play(state, 1, "choose philosophy_a")
    assert civ(state, 1).workers.get("philosophy_a", 0) == 0
    assert stored(civ(state, 0), "resources") == 3


def test_crusades_and_the_tie_break_favours_the_current_player() -> None:
    def setup(state):
        civ(state, 2).culture = 10  # all strengths equal: player 0 (current) counts as strongest

    state, _ = reveal("crusades_i", setup=setup)
    assert civ(state, 0).culture >= 4
    assert civ(state, 2).culture == 10 - 4  # the farthest clockwise counts as weakest


def test_cultural_influence_and_scientific_breakthrough() -> None:
    state, _ = reveal("cultural_influence_i", setup=lambda s: tech(s, 1, "religion_a", workers=1))
    assert civ(state, 1).culture == 1
    state, _ = reveal("scientific_breakthrough_i")
    assert civ(state, 0).science == 1 + 1


def test_foray_two_strongest_gain_a_mix_of_three() -> None:
    state, _ = reveal("foray_i", setup=lambda s: strengths(s, {0: 1, 1: 3, 2: 2}))
    assert sorted(d.seat for d in GAME.awaiting(state)) == [1, 2]
    state = play(state, 1, "food 3")
    state = play(state, 2, "food 1")
    assert stored(civ(state, 1), "food") == 3 and stored(civ(state, 2), "resources") == 2


def test_foray_with_two_players_is_the_strongest_only() -> None:
    state, _ = reveal("foray_i", players=2, setup=lambda s: strengths(s, {0: 1, 1: 3}))
    assert [d.seat for d in GAME.awaiting(state)] == [1]


def test_good_harvest_and_new_deposits() -> None:
    state, _ = reveal("good_harvest_i")
    assert stored(civ(state, 1), "food") == 2 and stored(civ(state, 1), "resources") == 0
    state, _ = reveal("new_deposits_i")
    assert stored(civ(state, 1), "resources") == 2


def test_immigration_all_tied_for_most_happy_faces() -> None:
    state, _ = reveal("immigration_i", setup=lambda s: tech(s, 2, "religion_a", workers=1))
    assert civ(state, 2).free_workers == 2 and civ(state, 0).free_workers == 1
    state, _ = reveal("immigration_i")
    assert all(civ(state, s).free_workers == 2 for s in range(3))  # no tie-break


def test_pestilence_and_reign_of_terror() -> None:
    state, _ = reveal("pestilence_i")
    assert all(civ(state, s).free_workers == 0 for s in range(3))
    state, _ = reveal("reign_of_terror_i", setup=lambda s: strengths(s, {0: 2, 1: 1, 2: 2}))
    assert civ(state, 1).free_workers == 0 and civ(state, 2).free_workers == 1


def test_population_loss_without_unused_worker_is_chosen() -> None:
    def setup(state):
        workers_free(state, 1, 0)

    state, _ = reveal("pestilence_i", setup=setup)
    d = GAME.awaiting(state)[0]
    assert d.seat == 1 and d.kind == "lose_workers"
    state = play(state, 1, "choose bronze_a")
    assert civ(state, 1).workers["bronze_a"] == 1 and civ(state, 1).yellow_bank == 20
    audit(state)


def test_raiders_and_rats() -> None:
    def setup(state):
        strengths(state, {0: 3, 1: 1, 2: 2})
        tech(state, 1, "agriculture_a", tokens=2)
        tech(state, 1, "bronze_a", tokens=1)

    state, _ = reveal("raiders_i", setup=setup)
    state = play(state, 1, "food 1")
    assert stored(civ(state, 1), "food") == 1 and stored(civ(state, 1), "resources") == 0
    state, _ = reveal("rats_i", setup=lambda s: tech(s, 1, "agriculture_a", tokens=3))
    assert stored(civ(state, 1), "food") == 0


def test_rebellion_uses_two_civil_actions_per_discontent_worker() -> None:
    state, _ = reveal("rebellion_i", setup=lambda s: set_yellow_bank(s, 1, 16))
    assert civ(state, 1).civil_used == 2


def test_uncertain_borders() -> None:
    state, _ = reveal("uncertain_borders_i", setup=lambda s: strengths(s, {0: 1, 1: 3, 2: 2}))
    assert civ(state, 1).yellow_bank == 16 + 1 and civ(state, 0).yellow_bank == 18 - 1
    assert civ(state, 1).yellow_owned == 26 and civ(state, 0).yellow_owned == 24
    audit(state)


def test_civil_unrest_and_crime_wave() -> None:
    def setup(state):
        set_yellow_bank(state, 1, 12)
        civ(state, 1).culture = 20

    state, _ = reveal("civil_unrest_ii", setup=setup)
    assert civ(state, 1).culture == 20 - 8 and civ(state, 1).blue_owned == 15
    state, _ = reveal("crime_wave_ii", setup=lambda s: strengths(s, {0: 3, 1: 1, 2: 2}))
    assert (
        civ(state, 1).blue_owned == 15 and civ(state, 2).blue_owned == 15 and civ(state, 0).blue_owned == 16
    )


def test_cold_war_national_pride_popularization_prosperity() -> None:
    state, _ = reveal("cold_war_ii", setup=lambda s: strengths(s, {0: 1, 1: 3, 2: 2}))
    assert civ(state, 1).science == 7 and civ(state, 2).science == 7 and civ(state, 0).science == 1
    state, _ = reveal("national_pride_ii", setup=lambda s: setattr(civ(s, 2), "culture", 3))
    assert civ(state, 2).culture == 8
    state, _ = reveal("popularization_of_science_ii")
    assert civ(state, 1).culture == 1
    state, _ = reveal("prosperity_ii", setup=lambda s: tech(s, 1, "religion_a", workers=1))
    assert stored(civ(state, 1), "food") == 1


def test_economic_progress_runs_corruption_food_consumption_and_resources() -> None:
    def setup(state):
        tech(state, 1, "agriculture_a", tokens=3)
        set_blue_bank(state, 1, 10)

    state, _ = reveal("economic_progress_ii", setup=setup)
    c = civ(state, 1)
    # Corruption 2 eats 2 food (no resources), then +2 food, no consumption, +2 resources.
    assert stored(c, "food") == 3 - 2 + 2 and stored(c, "resources") == 2


def test_emigration_and_iconoclasm() -> None:
    state, _ = reveal("emigration_ii", setup=lambda s: (set_yellow_bank(s, 1, 10), workers_free(s, 1, 2)))
    assert civ(state, 1).free_workers == 0  # 3 discontent: 2 lost
    state, _ = reveal("iconoclasm_ii", setup=lambda s: leader(s, 1, "moses_a"))
    assert civ(state, 1).leader is None


def test_independence_declaration_and_terrorism() -> None:
    def setup(state):
        strengths(state, {0: 3, 1: 1, 2: 2})
        civ(state, 1).colonies = ["historic_territory_i"]
        take_out(state, "historic_territory_i") if "historic_territory_i" in state.later_military.get(
            "I", []
        ) else state.military_deck.remove("historic_territory_i")

    state, _ = reveal("independence_declaration_ii", setup=setup)
    assert civ(state, 1).colonies == [] and "historic_territory_i" in state.military_discards["I"]

    def setup2(state):
        civ(state, 0).culture = 5
        civ(state, 2).culture = 5
        tech(state, 0, "religion_a", workers=1)
        tech(state, 2, "religion_a", workers=1)

    state, _ = reveal("terrorism_ii", setup=setup2)
    # Player 1 has the least culture: it destroys an urban building of each other player.
    d = GAME.awaiting(state)[0]
    assert (d.seat, d.kind, d.params["other"]) == (1, "terror", 2)
    state = play(state, 1, "choose religion_a")
    d = GAME.awaiting(state)[0]
    assert (d.seat, d.kind, d.params["other"]) == (1, "terror", 0)
    state = play(state, 1, "choose philosophy_a")
    assert (
        civ(state, 2).workers.get("religion_a", 0) == 0 and civ(state, 0).workers.get("philosophy_a", 0) == 0
    )


def test_international_agreement_lets_the_strongest_take_cards() -> None:
    state, _ = reveal("international_agreement_ii", setup=lambda s: strengths(s, {0: 1, 1: 3, 2: 2}))
    d = GAME.awaiting(state)[0]
    assert d.seat == 1 and d.kind == "agreement" and d.rule_default
    state = play(state, 1, "take 1")
    state = play(state, 1, "pass")
    assert civ(state, 1).skip_politics and all(c is not None for c in state.row)


def test_politics_of_strength() -> None:
    def setup(state):
        strengths(state, {0: 1, 1: 3, 2: 2})
        give(state, 0, "legion_i", "raid_i", "enslave_i", "plunder_i")

    state, _ = reveal("politics_of_strength_ii", setup=setup)
    assert len(civ(state, 1).military_hand) == 5
    d = GAME.awaiting(state)[0]
    assert d.seat == 0 and d.kind == "strength_discard" and d.private
    state = play(state, 0, "discard legion_i raid_i enslave_i")
    assert civ(state, 0).military_hand == ["plunder_i"]


def test_ravages_of_time_ruins_a_wonder_which_still_counts() -> None:
    def setup(state):
        wonder(state, 1, "pyramids_a")

    state, _ = reveal("ravages_of_time_ii", setup=setup)
    assert civ(state, 1).ruins == ["pyramids_a"]
    r = ratings(state, 1)
    assert r["civil_total"] == 4 and r["culture_per_turn"] == 2
    assert GAME.public_view(state)["players"][1]["wonder_take_extra"] == 1


def test_refugees() -> None:
    state, _ = reveal("refugees_ii", setup=lambda s: strengths(s, {0: 1, 1: 3, 2: 2}))
    assert civ(state, 1).free_workers == 2 and civ(state, 0).free_workers == 0


@pytest.mark.parametrize("card", sorted(c for c, k in CARDS.items() if k.scoring))
def test_age_iii_impact_events_score_when_revealed(card: str) -> None:
    def setup(state):
        tech(state, 0, "religion_a", workers=1)
        tech(state, 1, "computers_iii", workers=1)
        wonder(state, 2, "pyramids_a")

    state, events = reveal(card, setup=setup)
    scored = {e.params["seat"]: e.params["culture"] for e in events if e.key == "tta.log.impact"}
    assert set(scored) == {0, 1, 2}
    assert card in state.past_events


def test_impact_examples() -> None:
    from engine.tta.scoring import impact

    state = past_first_round(3)
    tech(state, 1, "computers_iii", workers=1)
    wonder(state, 2, "pyramids_a")
    assert impact(state, "impact_of_technology_iii", 0)[1] == 4
    assert impact(state, "impact_of_wonders_iii", 0)[2] == 5
    assert impact(state, "impact_of_government_iii", 0)[0] == 2 * 4 + 2
    assert impact(state, "impact_of_science_iii", 0) == {1: 14, 0: 7, 2: 0}
    assert impact(state, "impact_of_strength_iii", 0) == {0: 14, 1: 7, 2: 0}  # ties: current first
    assert impact(state, "impact_of_colonies_iii", 0) == {0: 0, 1: 0, 2: 0}
    assert impact(state, "impact_of_agriculture_iii", 0)[0] == 2 + 4  # 2 food > consumption 0
