"""Building scenarios: a game past its first round, then cards and tokens put where a test
wants them while every token stays accounted for (the audit keeps passing)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Event, RuleError, apply, refusal
from engine.tta import GAME
from engine.tta.audit import card_problems, token_problems
from engine.tta.cards import CARDS
from engine.tta.state import Civ, TtaState

OPTIONS = GAME.parse_options({})


def new_game(players: int = 2, seed: int = 1) -> TtaState:
    return GAME.setup(players, OPTIONS, seed)


def past_first_round(players: int = 2, seed: int = 1) -> TtaState:
    """Every player ends the first turn at once: round 2, the first player's politics phase."""
    state = new_game(players, seed)
    for _ in range(players):
        state = play(state, state.current, "end confirm")
    assert state.round == 2 and state.current == 0 and state.phase == "politics"
    return state


def play(state: TtaState, seat: int, text: str) -> TtaState:
    return apply(GAME, state, seat, text).state


def play_events(state: TtaState, seat: int, text: str) -> tuple[TtaState, list[Event]]:
    applied = apply(GAME, state, seat, text)
    return applied.state, applied.events


def refused(state: TtaState, seat: int, text: str) -> str:
    """The catalog key that refuses `text` (the test fails if it is legal)."""
    action = GAME.parse_action(text)
    problem = refusal(GAME, state, seat, action)
    assert problem is not None, f"{text!r} was accepted"
    with pytest.raises(RuleError):
        apply(GAME, state, seat, text)
    return problem.key


def legal(state: TtaState, seat: int, text: str) -> bool:
    return refusal(GAME, state, seat, GAME.parse_action(text)) is None


def civ(state: TtaState, seat: int = 0) -> Civ:
    return state.civs[seat]


def take_out(state: TtaState, card: str) -> None:
    """Take a copy of `card` out of wherever it waits unseen (decks, box), for the audit."""
    for pile in (
        state.civil_deck,
        state.military_deck,
        *state.later_civil.values(),
        *state.later_military.values(),
        state.removed,
        state.current_events,
    ):
        if card in pile:
            pile.remove(card)
            return
    for i, c in enumerate(state.row):
        if c == card:
            state.row[i] = None
            return
    for pile in state.military_discards.values():
        if card in pile:
            pile.remove(card)
            return


def give(state: TtaState, seat: int, *cards: str) -> None:
    """Put cards in a seat's hand (civil or military by the card)."""
    for c in cards:
        take_out(state, c)
        hand = civ(state, seat).military_hand if CARDS[c].deck == "military" else civ(state, seat).civil_hand
        hand.append(c)


def tech(
    state: TtaState, seat: int, card: str, workers: int | None = None, tokens: int | None = None
) -> None:
    """A technology in play with that many workers (from the yellow bank) and blue tokens (from
    the blue bank); replaces the government or a special of the same type like developing it."""
    c = CARDS[card]
    cv = civ(state, seat)
    if card not in cv.techs:
        take_out(state, card)
        if c.category == "government":
            old = cv.government
            cv.techs.remove(old)
            if not CARDS[old].starting:
                state.removed.append(old)
            cv.government = card
        cv.techs.append(card)
    if workers is not None:
        delta = workers - cv.workers.get(card, 0)
        cv.yellow_bank -= delta
        cv.workers[card] = workers
        if not workers:
            del cv.workers[card]
    if tokens is not None:
        delta = tokens - cv.tokens.get(card, 0)
        cv.blue_bank -= delta
        cv.tokens[card] = tokens
        if not tokens:
            del cv.tokens[card]
    from engine.tta.ratings import sync_actions

    sync_actions(state, seat)


def wonder(state: TtaState, seat: int, card: str) -> None:
    """A completed wonder (its effects apply; its blue or yellow tokens come from the box)."""
    from engine.tta.turn import _tokens_enter

    take_out(state, card)
    civ(state, seat).wonders.append(card)
    _tokens_enter(civ(state, seat), CARDS[card])
    from engine.tta.ratings import sync_actions

    sync_actions(state, seat)


def leader(state: TtaState, seat: int, card: str) -> None:
    take_out(state, card)
    cv = civ(state, seat)
    if cv.leader:
        state.removed.append(cv.leader)
    cv.leader = card
    from engine.tta.ratings import sync_actions

    sync_actions(state, seat)


def workers_free(state: TtaState, seat: int, n: int) -> None:
    cv = civ(state, seat)
    cv.yellow_bank -= n - cv.free_workers
    cv.free_workers = n


def set_yellow_bank(state: TtaState, seat: int, n: int) -> None:
    """Move tokens between the yellow bank and the box (population tokens owned change)."""
    cv = civ(state, seat)
    cv.yellow_owned += n - cv.yellow_bank
    cv.yellow_bank = n


def set_blue_bank(state: TtaState, seat: int, n: int) -> None:
    cv = civ(state, seat)
    cv.blue_owned += n - cv.blue_bank
    cv.blue_bank = n


def actions_phase(state: TtaState) -> None:
    state.phase = "actions"


def ready(players: int = 2) -> TtaState:
    """A game past its first round, in the actions phase, every hand of military cards empty and
    Agriculture and Bronze without tokens: a clean tableau for a scenario to set up."""
    state = past_first_round(players)
    actions_phase(state)
    for s in range(players):
        civ(state, s).military_hand = []
        tech(state, s, "agriculture_a", tokens=0)
        tech(state, s, "bronze_a", tokens=0)
    return state


def audit(state: TtaState) -> None:
    assert card_problems(state) == []
    assert token_problems(state) == []


def ratings(state: TtaState, seat: int = 0) -> dict[str, Any]:
    return GAME.public_view(state)["players"][seat]["ratings"]


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]
