"""Random complete games by autoplay at every player count, with the invariants checked."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.age_of_heroes import GAME
from engine.age_of_heroes.rules import check, legal_actions
from engine.age_of_heroes.state import AgeOfHeroesState
from engine.core import apply
from engine.core.playout import check_replay, check_round_trip, play
from tests.age_of_heroes.invariants import check_cards


def scrambled(state: AgeOfHeroesState) -> AgeOfHeroesState:
    """The same public situation with every secret changed: hands, deck order, private
    offers and unrevealed battle cards."""
    other = state.model_copy(deep=True)
    for tribe in other.tribes:
        size = tribe.hand_size()
        tribe.hand = {"grain": size} if size else {}
    other.deck = list(reversed(other.deck))
    other.offers = [o for o in other.offers if not o.private]
    if other.battle:
        for side in (other.battle.attack, other.battle.defence):
            side.cards = [1 for _ in side.cards]
            side.pick = side.pick and "secret"
            for unit in side.units:
                if not unit.used and unit.card is not None:
                    unit.card = 1
    if other.battle and other.battle.stage == "response":
        # Heroes committed in an open defence window are still secret.
        side = other.battle.defence
        side.units = [u for u in side.units if not u.id.startswith("h")]
        for unit in side.units:
            if unit.hero_general:
                unit.general = unit.hero_general = False
        side.heroes = 0
    if other.declaration is not None:
        other.declaration = None
    return other


def check_no_secrets_in_public(state: AgeOfHeroesState) -> None:
    assert GAME.public_view(state) == GAME.public_view(scrambled(state)), "a secret reached the public view"


def check_state(state: AgeOfHeroesState) -> None:
    check_cards(state)
    check_no_secrets_in_public(state)


def _playout(players: int, seed: int):
    options = GAME.parse_options({})
    out = play(GAME, players, options, seed, check_every=1, check=check_state)
    assert out.finished, f"{players} players, seed {seed}: not finished in {len(out.log)} actions"
    check_round_trip(GAME, out.state)
    check_replay(GAME, players, options, seed, out)
    assert GAME.outcome(out.state).winners
    json.dumps(GAME.public_view(out.state))
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", [1, 2])
def test_autoplayed_games_finish_with_every_invariant(players, seed):
    _playout(players, seed)


@settings(max_examples=6, deadline=None, derandomize=True)
@given(players=st.integers(min_value=2, max_value=6), seed=st.integers(min_value=0, max_value=2**32))
def test_random_games(players, seed):
    _playout(players, seed)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_autoplay_actions_are_legal_and_texts_round_trip(players):
    rnd = random.Random(players)
    state = GAME.setup(players, GAME.parse_options({}), 100 + players)
    n = 0
    while not GAME.is_over(state):
        seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        action = GAME.autoplay(state, seat, rnd)
        check(state, seat, action)
        assert GAME.parse_action(action.to_text()) == action
        if n % 7 == 0:
            legal = legal_actions(state, seat)
            assert action in legal, action.to_text()
            for other in legal:
                assert GAME.parse_action(other.to_text()) == other
            # Every other seat has no legal action unless it is awaited.
            awaited = {d.seat for d in GAME.awaiting(state)}
            for other_seat in range(players):
                if other_seat not in awaited:
                    assert legal_actions(state, other_seat) == []
        state = apply(GAME, state, seat, action).state
        n += 1


def test_every_awaited_decision_default_is_legal():
    rnd = random.Random(5)
    state = GAME.setup(4, GAME.parse_options({}), 55)
    seen: set[str] = set()
    while not GAME.is_over(state):
        decisions = GAME.awaiting(state)
        for d in decisions:
            if d.kind not in seen:
                seen.add(d.kind)
                check(state, d.seat, GAME.parse_action(d.default))
        seat = rnd.choice(sorted({d.seat for d in decisions}))
        # Play the rule-given default half of the time: deadlines must keep the game moving.
        d = next(x for x in decisions if x.seat == seat)
        action = GAME.parse_action(d.default) if rnd.random() < 0.5 else GAME.autoplay(state, seat, rnd)
        state = apply(GAME, state, seat, action).state
    assert {"tribe", "market", "action", "monument"} <= seen
