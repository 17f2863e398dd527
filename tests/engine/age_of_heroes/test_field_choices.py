"""A build's payment, card by card (autocomplete): the game's fast answer offers exactly the
cards that lead to a payment `check` accepts, on states of robot games. (The core's derived
answer cannot be the reference: it offers what it cannot decide within its budget.)"""

from __future__ import annotations

import random
from collections import Counter

from engine.age_of_heroes import GAME
from engine.core import apply
from engine.core.choices import DONE


def _states(games: int = 3, players: int = 4):
    for g in range(games):
        rnd = random.Random(g)
        state = GAME.setup(players, GAME.parse_options({}), 500 + g)
        for _ in range(600):
            if GAME.is_over(state):
                break
            awaited = sorted({d.seat for d in GAME.awaiting(state)})
            for seat in awaited:
                if "build" in GAME.verbs_for(state, seat):
                    yield state, seat
            seat = rnd.choice(awaited)
            state = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd)).state


def test_build_payment_prefixes_agree_with_check():
    compared = with_cards = 0
    for n, (state, seat) in enumerate(_states()):
        if n % 4:
            continue
        for chosen in ({}, {"item": "city"}, {"item": "army"}):
            prefix: tuple[str, ...] = ()
            for _ in range(4):  # follow one payment card by card
                fast = GAME.options(state, seat, "build", "pay", chosen, prefix)
                assert set(fast) == _expected(state, seat, chosen, prefix), (chosen, prefix, fast)
                compared += 1
                cards = [c for c in fast if c != DONE]
                if not cards:
                    break
                with_cards += 1
                prefix = (*prefix, cards[0])
    assert compared > 50 and with_cards > 10


def _expected(state, seat, chosen, prefix) -> set:
    """From the whole legal builds: the cards that extend `prefix` toward one of their
    payments, and DONE when `prefix` is one."""
    have = Counter(prefix)
    out: set = set()
    for action in GAME.legal_actions(state, seat):
        if action.verb != "build" or action.pay is None:
            continue
        if "item" in chosen and action.item != chosen["item"]:
            continue
        assert GAME.check(state, seat, action) is None
        need = Counter(action.pay)
        if any(need[c] < n for c, n in have.items()):
            continue
        if need == have:
            out.add(DONE)
        out.update(c for c in need if need[c] > have[c])
    return out
