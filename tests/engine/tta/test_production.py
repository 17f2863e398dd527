"""The end of a turn (§ Secuencia de final de turno): discards, uprising, production in order,
military draws, actions back; the warnings before harm."""

from __future__ import annotations

from engine.tta.ratings import stored
from tests.engine.tta.helpers import (
    actions_phase,
    audit,
    civ,
    give,
    keys,
    past_first_round,
    play,
    play_events,
    ratings,
    refused,
    set_blue_bank,
    set_yellow_bank,
    tech,
    workers_free,
)


def ready(players: int = 2):
    state = past_first_round(players)
    actions_phase(state)
    for seat in range(players):
        tech(state, seat, "agriculture_a", tokens=0)
        tech(state, seat, "bronze_a", tokens=0)
    return state


def test_production_order_science_culture_food_consumption_resources() -> None:
    state = ready()
    tech(state, 0, "religion_a", workers=1)
    workers_free(state, 0, 0)
    c = civ(state)
    science, culture = c.science, c.culture
    state = play(state, 0, "end confirm")
    c = civ(state)
    assert c.science == science + 1 and c.culture == culture + 1
    assert stored(c, "food") == 2 and stored(c, "resources") == 2  # no consumption at 18 tokens
    audit(state)


def test_corruption_takes_resources_then_food() -> None:
    state = ready()
    tech(state, 0, "bronze_a", tokens=1)
    tech(state, 0, "agriculture_a", tokens=3)
    set_blue_bank(state, 0, 8)  # corruption 2 (farms and mines take 4 tokens after it)
    state, events = play_events(state, 0, "end confirm")
    prod = next(e for e in events if e.key == "tta.log.production")
    assert prod.params["corruption"] == 2
    c = civ(state)
    # 1 resource lost, then 1 food; then +2 food and +2 resources produced.
    assert stored(c, "food") == 3 + 2 - 1 and stored(c, "resources") == 2


def test_famine_costs_four_culture_per_missing_food() -> None:
    state = ready()
    tech(state, 0, "agriculture_a", workers=0)
    tech(state, 0, "religion_a", workers=2)  # 2 faces, 2 culture
    workers_free(state, 0, 2)
    set_yellow_bank(state, 0, 9)  # consumption 2, 3 faces required: 1 discontent, 2 unused
    civ(state).culture = 10
    assert refused(state, 0, "end") == "tta.err.end_famine"
    state = play(state, 0, "end confirm")
    assert civ(state).culture == 10 + 2 - 8


def test_uprising_skips_production() -> None:
    state = ready()
    set_yellow_bank(state, 0, 14)  # 1 face required, none given
    workers_free(state, 0, 0)
    science = civ(state).science
    assert ratings(state)["discontent"] == 1
    assert refused(state, 0, "end") == "tta.err.end_uprising"
    state, events = play_events(state, 0, "end confirm")
    assert "tta.log.uprising" in keys(events)
    assert civ(state).science == science and stored(civ(state), "food") == 0


def test_one_unused_worker_per_discontent_worker_avoids_the_uprising() -> None:
    state = ready()
    set_yellow_bank(state, 0, 14)
    workers_free(state, 0, 1)
    state, events = play_events(state, 0, "end confirm")
    assert "tta.log.uprising" not in keys(events)


def test_draws_one_military_card_per_unused_military_action_at_most_three() -> None:
    state = ready()
    state = play(state, 0, "end confirm")
    assert len(civ(state, 0).military_hand) == 2
    tech(state, 1, "warfare_i")
    tech(state, 1, "strategy_ii")
    actions_phase(state)
    state = play(state, 1, "end confirm")
    assert len(civ(state, 1).military_hand) == 3  # 4 unused, 3 at most


def test_excess_military_cards_are_discarded_face_down_before_production() -> None:
    state = ready()
    give(state, 0, "legion_i", "phalanx_i", "raid_i")
    state = play(state, 0, "end confirm")
    assert state.tasks[0].purpose == "discard"
    assert refused(state, 0, "discard legion_i phalanx_i") == "tta.err.discard_count"
    state, events = play_events(state, 0, "discard raid_i")
    hand = civ(state).military_hand
    assert "legion_i" in hand and "phalanx_i" in hand and "raid_i" not in hand
    public = [e for e in events if e.to is None]
    assert all("raid_i" not in str(e.params) for e in public)


def test_actions_come_back_at_the_end_of_the_turn() -> None:
    state = ready()
    state = play(state, 0, "pop confirm") if stored(civ(state), "food") >= 2 else state
    state = play(state, 0, "destroy philosophy_a")
    state = play(state, 0, "end confirm")
    assert civ(state).civil_used == 0 and civ(state).military_used == 0


def test_actions_that_bring_harm_need_confirm() -> None:
    state = ready()
    set_yellow_bank(state, 0, 17)
    tech(state, 0, "agriculture_a", tokens=2)
    workers_free(state, 0, 0)
    # The new worker is discontent but unused: no uprising, no warning.
    state = play(state, 0, "pop")
    # Building a mine with the last unused worker while one worker is discontent: uprising.
    state2 = ready()
    set_yellow_bank(state2, 0, 14)
    workers_free(state2, 0, 1)
    tech(state2, 0, "bronze_a", tokens=3)
    assert refused(state2, 0, "build bronze_a") == "tta.err.confirm_uprising"
    state2 = play(state2, 0, "build bronze_a confirm")
    assert civ(state2).workers["bronze_a"] == 3


def test_corruption_warning_for_an_action() -> None:
    state = ready()
    set_blue_bank(state, 0, 12)
    give(state, 0, "reserves_i")
    civ(state).fresh = []
    # Gaining 2 resources puts 2 tokens on cards: the 11th bank space is uncovered next turn.
    assert refused(state, 0, "play reserves_i take resources") in ("tta.err.confirm_corruption",)
    state = play(state, 0, "play reserves_i take resources confirm")
