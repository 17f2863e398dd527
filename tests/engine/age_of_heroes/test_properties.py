"""Random complete games by autoplay at every player count, with the invariants checked."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.age_of_heroes import GAME
from engine.age_of_heroes.state import AgeOfHeroesState
from engine.core import apply, refusal
from engine.core.playout import check_choices, check_defaults, check_replay, check_round_trip, play
from tests.engine.age_of_heroes.invariants import check_cards


def scrambled(state: AgeOfHeroesState) -> AgeOfHeroesState:
    """The same public situation with every secret changed: hands, deck order, private
    offers and unrevealed battle cards."""
    other = state.model_copy(deep=True)
    for tribe in other.tribes:
        size = tribe.hand_size()
        if other.battle and other.battle.stage == "response" and other.battle.defender == tribe.seat:
            size += other.battle.defence.heroes  # committed in the sealed window
        tribe.hand = {"grain": size} if size else {}
    other.deck = list(reversed(other.deck))
    other.offers = [o for o in other.offers if not o.private]
    other.private_offer_ids = {}
    if other.pending is not None:
        other.pending.window.answers = dict.fromkeys(other.pending.window.answers, False)
    if other.battle:
        window = other.battle.window
        window.answers = dict.fromkeys(window.answers, "secret")
        for side in (other.battle.attack, other.battle.defence):
            side.cards = [1 for _ in side.cards]
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
    check_defaults(GAME, state)


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
def test_legal_choices_agree_with_check_both_ways(players):
    """Every expanded action passes `check`; random actions from the field domains pass
    exactly when listed (offers and counters, not expanded, are judged by `check` alone), and
    every refusal has a catalog key. Every 3rd state of a game, every awaited seat."""
    rnd = random.Random(players)
    state = GAME.setup(players, GAME.parse_options({}), 100 + players)
    n = 0
    while not GAME.is_over(state):
        if n % 3 == 0:
            check_choices(GAME, state, rnd, samples=20)
        seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        action = GAME.autoplay(state, seat, rnd)
        assert refusal(GAME, state, seat, action) is None
        assert GAME.parse_action(action.to_text()) == action
        if action.expand and n % 5 == 0:
            assert action in GAME.legal_actions(state, seat), action.to_text()
        state = apply(GAME, state, seat, action).state
        n += 1


def test_offers_are_built_item_by_item_from_options():
    """An offer's cards come one at a time from `options`; what it lists passes `check`."""
    from engine.core import DONE

    rnd = random.Random(9)
    state = GAME.setup(4, GAME.parse_options({}), 9)
    checked = 0
    while not GAME.is_over(state) and checked < 40:
        for d in GAME.awaiting(state):
            if d.kind != "market":
                continue
            chosen: dict = {}
            for field in ("give", "get"):
                prefix: tuple = ()
                while True:
                    nexts = GAME.options(state, d.seat, "offer", field, chosen, prefix)
                    assert nexts, (field, prefix)
                    pick = rnd.choice(nexts) if len(prefix) < 3 else (DONE if DONE in nexts else nexts[0])
                    if pick == DONE:
                        break
                    prefix += (pick,)
                chosen[field] = prefix
            to = rnd.choice(GAME.options(state, d.seat, "offer", "to", chosen))
            chosen["to"] = to
            chosen["private"] = rnd.choice(GAME.options(state, d.seat, "offer", "private", chosen))
            action = GAME.parse_action(__import__("engine.age_of_heroes.actions", fromlist=["Offer"])
                                       .Offer(**chosen).to_text())
            assert refusal(GAME, state, d.seat, action) is None, action.to_text()
            checked += 1
        seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        state = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd)).state
    assert checked >= 10


def test_every_awaited_decision_default_is_legal():
    rnd = random.Random(5)
    state = GAME.setup(4, GAME.parse_options({}), 55)
    seen: set[str] = set()
    while not GAME.is_over(state):
        decisions = GAME.awaiting(state)
        check_defaults(GAME, state)
        seen.update(d.kind for d in decisions)
        seat = rnd.choice(sorted({d.seat for d in decisions}))
        # Play the default half of the time: deadlines must keep the game moving.
        d = next(x for x in decisions if x.seat == seat)
        action = d.default if rnd.random() < 0.5 else GAME.autoplay(state, seat, rnd)
        state = apply(GAME, state, seat, action).state
    assert {"tribe", "market", "action", "monument"} <= seen


def test_the_robot_plays_every_kind_of_action_over_many_games():
    """Issue 17 item 14: over many games autoplay plays every verb, each with its fields named
    and (where the field may be left to chance) left out, so the random games exercise every
    rule. `hold` needs the table option letting a defender keep armies back."""
    from collections import Counter

    from bench.playouts import action_kind

    kinds: Counter[str] = Counter()
    for seed in range(24):
        players = 2 + seed % 5
        options = GAME.parse_options({"defender_all_armies": seed % 2 == 0})
        state = GAME.setup(players, options, seed)
        rnd = random.Random(seed)
        while not GAME.is_over(state):
            seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
            action = GAME.autoplay(state, seat, rnd)
            kinds[action_kind(GAME, action.to_text())] += 1
            state = apply(GAME, state, seat, action).state
    # Each verb with its fields named ("hero" is `hero on aN`), and the forms left to chance
    # or to the default ("hero none" is a hero as an army, "send none" is `send all`).
    every = set(GAME.grammar.verbs)
    every |= {f"{verb} none" for verb in ("tribe", "send", "hero", "quake", "assign", "fight")}
    assert every <= set(kinds), sorted(every - set(kinds))
