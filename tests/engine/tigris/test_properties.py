"""Random complete games by autoplay: the invariants hold at every step."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import apply, refusal
from engine.core.playout import (
    check_choices,
    check_defaults,
    check_hidden,
    check_replay,
    check_round_trip,
    play,
)
from engine.tigris import GAME
from engine.tigris.kingdoms import Layout, layout_key, layout_of
from engine.tigris.state import COLORS, HAND_SIZE, TOTAL_TILES, TigrisState


def tile_total(state: TigrisState) -> int:
    return (len(state.bag) + sum(len(h) for h in state.hands) + len(state.tiles) + len(state.flipped)
            + sum(state.removed.values()))


def regions(layout: Layout) -> set[tuple[frozenset[str], tuple]]:
    """The regions of a layout with their leaders, whatever the region ids."""
    out = set()
    for rid, members in enumerate(layout.regions):
        if members:
            leaders = layout.region_leaders.get(rid, {})
            out.add((frozenset(members), tuple(sorted((c, tuple(v)) for c, v in leaders.items()))))
    return out


def touching(layout: Layout) -> dict[str, frozenset[frozenset[str]]]:
    """The kingdoms next to each empty square, as sets of squares (whatever the region ids)."""
    return {sq: frozenset(frozenset(layout.regions[rid]) for rid in kingdoms)
            for sq, kingdoms in layout.touching.items()}


def check_state(state: TigrisState) -> None:
    assert tile_total(state) == TOTAL_TILES
    check_hidden(GAME, state, random.Random(state.rng.state))  # nothing public depends on a hidden tile
    public = GAME.public_view(state)
    if not (state.open_scoring or state.over):
        assert all(p["score"] is None for p in public["players"])
    assert "hands" not in json.dumps(public) and "log" not in public
    # The layout kept from the previous board (grown by one square) is the one a fresh flood
    # fill finds, and so are the kingdoms next to each empty square.
    kept, fresh = layout_of(state), Layout(*layout_key(state))
    assert regions(kept) == regions(fresh)
    assert touching(kept) == touching(fresh)


def run_checked(players: int, options: dict, seed: int, *, legal_every: int = 1,
                choices_every: int = 0) -> TigrisState:
    opts = GAME.parse_options(options)
    rnd = random.Random(seed)
    state = GAME.setup(players, opts, seed)
    log: list[tuple[int, str]] = []
    last_turn = 0
    for n in range(5000):
        if GAME.is_over(state):
            break
        check_state(state)
        check_defaults(GAME, state)
        # Ruling R21: only support has a rule default; every decision names its verbs.
        assert all(d.verbs and d.rule_default == (d.kind == "support") for d in GAME.awaiting(state))
        if choices_every and n % choices_every == 0:
            check_choices(GAME, state, rnd, samples=20)
        if state.turn != last_turn and state.step == "action":
            last_turn = state.turn
            assert state.actions_left == 2
            if not state.ending:
                assert all(len(h) == HAND_SIZE for h in state.hands)
        seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        action = GAME.autoplay(state, seat, rnd)
        assert refusal(GAME, state, seat, action) is None, action.to_text()
        if n % legal_every == 0:
            legal = GAME.legal_actions(state, seat)
            assert action in legal or not type(action).expand
            for other in rnd.sample(legal, min(2, len(legal))):
                assert GAME.parse_action(other.to_text()) == other
                apply(GAME, state, seat, other)  # must not raise
            for other_seat in range(players):
                if other_seat != seat:
                    assert GAME.legal_actions(state, other_seat) == []
        before = [dict(s) for s in state.scores], list(state.treasures_won)
        state = apply(GAME, state, seat, action).state
        log.append((seat, action.to_text()))
        for s in range(players):
            assert all(state.scores[s][c] >= before[0][s][c] for c in COLORS)
            assert state.treasures_won[s] >= before[1][s]
        if n % 25 == 0:
            check_round_trip(GAME, state)
    assert GAME.is_over(state)
    check_state(state)
    check_round_trip(GAME, state)
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert sorted(s for group in outcome.ranking for s in group) == list(range(players))
    again = GAME.setup(players, opts, seed)
    for seat, text in log:
        again = apply(GAME, again, seat, text, in_place=True).state
    assert again == state
    return state


CONFIGS = [(p, {"board": b, "buildings": v, "scoring": sc})
           for p in (2, 3, 4) for b, v, sc in (("classic", False, "hidden"), ("advanced", True, "open"))]


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_fixed_seed_games(players, options):
    run_checked(players, options, seed=1000 + players, legal_every=3, choices_every=9)


@settings(max_examples=4, deadline=None, derandomize=True)
@given(players=st.integers(2, 4), board=st.sampled_from(["classic", "advanced"]), buildings=st.booleans(),
       seed=st.integers(0, 2**32))
def test_random_games(players, board, buildings, seed):
    run_checked(players, {"board": board, "buildings": buildings}, seed, legal_every=7, choices_every=23)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_core_playout_checks(seed):
    options = GAME.parse_options({})
    out = play(GAME, 4, options, seed, check_every=20, check=lambda s: check_round_trip(GAME, s))
    assert out.finished
    check_replay(GAME, 4, options, seed, out)


def test_the_robot_plays_every_kind_of_action_over_many_games():
    """Issue 17 item 14: autoplay exercises every rule, so the random games above do too."""
    kinds: Counter[str] = Counter()
    for seed in range(16):
        players = 2 + seed % 3
        options = GAME.parse_options({"buildings": seed % 2 == 0})
        state = GAME.setup(players, options, seed)
        rnd = random.Random(seed)
        while not GAME.is_over(state):
            (decision,) = GAME.awaiting(state)
            action = GAME.autoplay(state, decision.seat, rnd)
            applied = apply(GAME, state, decision.seat, action, in_place=True)
            text = action.to_text()
            kinds[text if text.endswith(" none") else action.verb] += 1
            if action.verb == "support":
                kinds["support none" if text == "support 0" else "support some"] += 1
            for event in applied.events:
                if event.key == "tigris.log.leader":
                    kinds["leader moved" if event.params["from"] else "leader placed"] += 1
    every = {"tile", "leader placed", "leader moved", "withdraw", "catastrophe", "swap", "pass", "war",
             "support none", "support some", "monument", "monument none", "treasure", "building",
             "building none"}
    assert every <= set(kinds), every - set(kinds)


def test_the_robot_chooses_the_same_from_the_same_state_whatever_the_layout_cache_holds():
    """Layouts grown from the previous board and fresh ones list things in different orders:
    neither the rules nor the robot may depend on it (a replay on a cold cache plays the same)."""
    from engine.tigris import kingdoms

    state = GAME.setup(3, GAME.parse_options({"buildings": True}), 7)
    rnd = random.Random(7)
    while not GAME.is_over(state):
        (decision,) = GAME.awaiting(state)
        saved = rnd.getstate()
        warm = GAME.autoplay(state, decision.seat, rnd)
        kingdoms._layout.cache_clear()
        rnd.setstate(saved)
        assert GAME.autoplay(state, decision.seat, rnd) == warm
        state = apply(GAME, state, decision.seat, warm, in_place=True).state
