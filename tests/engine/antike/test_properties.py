"""Random complete games by autoplay, 2 to 6 users, with the invariants of the rules."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.antike import GAME
from engine.antike.board import load_rules
from engine.antike.state import AntikeOptions, AntikeState
from engine.core import apply, refusal
from engine.core.playout import check_choices, check_defaults, check_replay, check_round_trip, play


def check_invariants(state: AntikeState) -> None:
    rules = load_rules()
    assert isinstance(state, AntikeState)
    for s, n in enumerate(state.nations):
        assert sum(n.legions.values()) <= rules.legions and sum(n.galleys.values()) <= rules.galleys
        assert all(v > 0 for v in [*n.legions.values(), *n.galleys.values()])
        assert sum(1 for o in state.cities.values() if o == s) <= rules.city_markers
        assert min(n.marble, n.iron, n.gold, n.coins) >= 0
    assert len(state.temples) == len(set(state.temples)) <= rules.temples
    assert all(p in state.cities for p in state.temples)
    coins = state.bank_coins + sum(n.coins for n in state.nations)
    assert coins == rules.bank_coins
    held = [p for n in state.nations for p in n.personages]
    assert len(held) == len(set(held))
    for kind, total in rules.personages.items():
        assert state.stacks[kind] + sum(1 for p in held if p.startswith(kind + "_")) == total
    GAME.public_view(state)  # the view schema validates


@settings(max_examples=4, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(users=st.integers(2, 6), seed=st.integers(0, 39),
       order=st.sampled_from(["ask", "always", "never", "city"]))
@example(users=2, seed=0, order="ask")
@example(users=6, seed=1, order="always")
@example(users=4, seed=2, order="city")
def test_random_games_finish_and_keep_invariants(users: int, seed: int, order: str) -> None:
    """Invariants, every decision's default legal, and the legal choices agreeing with `check`
    both ways (listed actions pass; sampled ones pass exactly when listed) on every 7th state.
    The table's standing battle order varies, so the robot's games also resolve battles by
    standing orders (`always`, `never`, `city`), not only by asking (issue 17 item 14)."""
    opts = AntikeOptions(battle_order=order)
    rnd = random.Random(seed)

    def check(state: AntikeState) -> None:
        check_invariants(state)
        check_defaults(GAME, state)
        check_choices(GAME, state, rnd, samples=12)

    out = play(GAME, users, opts, seed, max_actions=8000, check_every=7, check=check)
    assert out.finished
    outcome = GAME.outcome(out.state)
    assert outcome is not None and len(out.state.nations[outcome.winners[0]].personages) >= out.state.target
    check_round_trip(GAME, out.state)
    check_replay(GAME, users, opts, seed, out)


def test_autoplay_actions_are_legal() -> None:
    for users, seed in ((3, 5), (5, 2)):
        rnd = random.Random(seed)
        state = GAME.setup(users, AntikeOptions(nation_choice="draft"), seed)
        for _ in range(400):
            if GAME.is_over(state):
                break
            seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
            action = GAME.autoplay(state, seat, rnd)
            assert refusal(GAME, state, seat, action) is None, action.to_text()
            if action.expand:
                assert action in GAME.legal_actions(state, seat), action.to_text()
            assert GAME.parse_action(action.to_text()) == action
            state = apply(GAME, state, seat, action).state


def test_every_listed_legal_action_applies() -> None:
    rnd = random.Random(3)
    state = GAME.setup(4, AntikeOptions(), 3)
    for _ in range(150):
        if GAME.is_over(state):
            break
        seat = sorted({d.seat for d in GAME.awaiting(state)})[0]
        legal = GAME.legal_actions(state, seat)
        for action in rnd.sample(legal, min(5, len(legal))):
            apply(GAME, state, seat, action)  # none raises
        state = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd)).state


def test_the_robot_plays_every_kind_of_action_over_many_games() -> None:
    """Issue 17 item 14: over many games autoplay plays every verb the rules offer it — own
    battles included (never against its own user's other nation) and the draft's `nation`
    (table option) — and `take` when the bank has no coin. `order` is a standing setting of a
    player's nation, not a move: the robot, which also plays for absent players, never changes
    it (docs/antike.md, Autoplay); its rule has scenario tests."""
    from collections import Counter

    from bench.playouts import action_kind
    from tests.engine.antike.helpers import blank, turn_of

    kinds: Counter[str] = Counter()
    for seed in range(8):
        users = 2 + seed % 5
        options = GAME.parse_options({"nation_choice": "draft" if seed % 2 else "random"})
        state = GAME.setup(users, options, seed)
        rnd = random.Random(seed)
        while not GAME.is_over(state):
            seat = GAME.awaiting(state)[0].seat
            action = GAME.autoplay(state, seat, rnd)
            kinds[action_kind(GAME, action.to_text())] += 1
            state = apply(GAME, state, seat, action).state
    state = blank()
    s = turn_of(state, "greeks")
    state.phase, state.bank_coins = "coin", 0
    state.nations[s].coins = 0
    take = GAME.autoplay(state, s, random.Random(1))
    assert take.verb == "take" and refusal(GAME, state, s, take) is None
    kinds[take.verb] += 1
    every = set(GAME.grammar.verbs) - {"order"}
    assert every <= {k.removesuffix(" none") for k in kinds}, sorted(every - set(kinds))
