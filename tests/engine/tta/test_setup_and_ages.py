"""Setup (§ Preparación), the first round (§ El primer turno), the card row and the ages
(§ Reponer la fila de cartas, § Fin de una época), the last round and the end."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.tta import GAME
from engine.tta.cards import CARDS, deck_for
from tests.engine.tta.helpers import (
    audit,
    civ,
    give,
    leader,
    new_game,
    past_first_round,
    play,
    ratings,
    refused,
    tech,
)


@pytest.mark.parametrize(
    ("players", "civil", "military"), [(4, 53, (45, 50, 45)), (3, 50, (45, 50, 45)), (2, 44, (43, 46, 41))]
)
def test_decks_are_trimmed_by_corner_marks_and_pacts(
    players: int, civil: int, military: tuple[int, ...]
) -> None:
    state = new_game(players)
    for age, mil in zip(("I", "II", "III"), military):
        assert len(state.later_civil[age]) == civil
        assert len(state.later_military[age]) == mil
    if players == 2:
        assert not any(
            CARDS[c].kind == "pact" for age in ("I", "II", "III") for c in state.later_military[age]
        )
    # "4" copies go at 3 players; "3+" and "4" ones at 2 (§ Preparación de los mazos).
    assert (
        Counter(deck_for("I", "civil", 4))["iron_i"] == 3
        and Counter(deck_for("I", "civil", 3))["iron_i"] == 2
    )
    assert (
        Counter(deck_for("I", "civil", 2))["theology_i"] == 1
        and Counter(deck_for("I", "civil", 3))["theology_i"] == 2
    )
    audit(state)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_tableau_banks_events_row_and_first_actions(players: int) -> None:
    state = new_game(players)
    assert len(state.current_events) == players + 2
    assert all(CARDS[c].age == "A" and CARDS[c].kind == "event" for c in state.current_events)
    assert len(state.row) == 13 and all(CARDS[c].age == "A" for c in state.row)
    assert len(state.civil_deck) == 20 - 13
    for seat in range(players):
        c = civ(state, seat)
        assert c.yellow_bank == 18 and c.blue_bank == 16 and c.free_workers == 1
        assert c.workers == {"agriculture_a": 2, "bronze_a": 2, "philosophy_a": 1, "warriors_a": 1}
        assert c.government == "despotism_a"
        r = ratings(state, seat)
        assert (r["science_per_turn"], r["culture_per_turn"], r["strength"], r["happy"]) == (1, 0, 1, 0)
        assert (r["civil_total"], r["military_total"]) == (4, 2)
        # 1, 2, 3, 4 civil actions clockwise from the first player; no military action.
        assert (r["civil_left"], r["military_left"]) == (seat + 1, 0)
    audit(state)


def test_first_turn_only_takes_cards_and_a_wonder_goes_into_play() -> None:
    state = new_game(4)
    assert refused(state, 0, "pop") == "core.err.wrong_verb"
    wonder_slot = next((i + 1 for i, c in enumerate(state.row) if CARDS[c].kind == "wonder"), None)
    if wonder_slot is not None and wonder_slot <= 1:
        state = play(state, 0, f"take {wonder_slot}")
        assert civ(state, 0).unfinished == state.civs[0].unfinished is not None
    state3 = new_game(4)
    state3 = play(state3, 0, "take 1")
    assert refused(state3, 0, "take 2") == "tta.err.civil_actions"  # the first player has one action
    assert state3.row[0] is None  # no refill in the first round
    state3 = play(state3, 0, "end")
    assert state3.current == 1 and state3.round == 1 and state3.row[0] is None


def test_first_refill_ends_age_a_at_the_first_players_second_turn() -> None:
    state = new_game(2)
    taken = state.row[0]
    state = play(state, 0, "take 1")
    state = play(state, 0, "end confirm")
    assert state.age == 0
    state = play(state, 1, "end confirm")
    assert state.round == 2 and state.current == 0
    assert state.age == 1  # Age I
    assert taken not in state.row
    # 2 players: the 3 leftmost slots were swept; the row is full again.
    assert all(c is not None for c in state.row)
    assert state.civil_deck and all(CARDS[c].age == "I" for c in state.civil_deck)
    assert state.military_deck and all(CARDS[c].age == "I" for c in state.military_deck)
    assert civ(state, 0).yellow_bank == 18  # no yellow token lost when Age A ends
    audit(state)


@pytest.mark.parametrize(("players", "swept"), [(2, 3), (3, 2), (4, 1)])
def test_sweep_per_player_count(players: int, swept: int) -> None:
    state = past_first_round(players)
    before = list(state.row)
    # Next turn start sweeps the leftmost slots and slides the rest left.
    state = play(state, 0, "end confirm")
    assert state.row[: 13 - swept] == before[swept:]
    audit(state)


def test_age_change_obsoletes_cards_and_costs_two_yellow_tokens() -> None:
    state = past_first_round(2)
    s0 = civ(state, 0)
    give(state, 0, "cultural_heritage_a", "reserves_i")
    leader(state, 0, "moses_a")
    s0.unfinished = "pyramids_a"
    s0.stages = 2
    s0.blue_bank -= 2
    state.removed.remove("pyramids_a") if "pyramids_a" in state.removed else None
    if "pyramids_a" in state.civil_deck:
        state.civil_deck.remove("pyramids_a")
    if "pyramids_a" in state.row:
        state.row[state.row.index("pyramids_a")] = None
    tech(state, 0, "irrigation_i")
    # Age I ends when its last civil card enters the row.
    state.civil_deck = state.civil_deck[-1:]
    rest = state.civil_deck[:-1]
    state.removed.extend(rest)
    yellow = s0.yellow_bank
    state = play(state, 0, "end confirm")
    state = play(state, 1, "end confirm")
    assert state.age == 2
    s0 = civ(state, 0)
    assert "cultural_heritage_a" not in s0.civil_hand and "reserves_i" in s0.civil_hand
    assert s0.leader is None and s0.unfinished is None and s0.stages == 0
    assert s0.blue_bank + sum(s0.tokens.values()) == 16  # the wonder's stage tokens came back
    assert "irrigation_i" in s0.techs  # technologies stay in play
    assert s0.yellow_bank == yellow - 2
    assert all(CARDS[c].age == "II" for c in state.military_deck)


def test_age_iv_sets_the_last_round_and_the_game_ends_after_it() -> None:
    state = past_first_round(2)
    state.age = 3
    state.later_civil.clear()
    state.later_military.clear()
    state.civil_deck = state.civil_deck[-2:]
    # The first player's refill empties the Age III deck at the next round: that round is last.
    state = play(state, 0, "end confirm")  # player 1's turn: refill draws the last cards
    assert state.age == 4 and state.last_round == state.round + 1
    assert refused(state, 1, "resign") in ("tta.err.resign_age_iv", "core.err.wrong_verb")
    state = play(state, 1, "end confirm")
    assert not state.over and state.round == state.last_round
    state = play(state, 0, "end confirm")
    state = play(state, 1, "end confirm")
    assert state.over
    assert GAME.outcome(state) is not None


def test_age_iv_beginning_on_the_first_players_turn_makes_this_round_the_last() -> None:
    state = past_first_round(2)
    state = play(state, 0, "end confirm")
    state.age = 3
    state.later_civil.clear()
    state.later_military.clear()
    state.civil_deck = state.civil_deck[-2:]
    state = play(state, 1, "end confirm")  # the first player's refill starts Age IV
    assert state.age == 4 and state.current == 0 and state.last_round == state.round
    state = play(state, 0, "end confirm")
    state = play(state, 1, "end confirm")
    assert state.over
