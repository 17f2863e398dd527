"""The same moment of a game with its hidden values swapped: whoever sees only what is public
cannot tell the two apart, so neither may any page.

The games' own declaration of their hidden values (`Game.hidden_values`, dealt out again by
`engine.core.playout.reshuffled`, issue 32 item 5) is used where it exists. Until it is merged,
each game's hidden values are swapped here by what its private view says is hidden: Through the
Ages reuses its property test's `scrambled`; Tigris deals the tiles in hands and bag anew (and
changes the hidden scores); Age of Heroes deals the cards in hands and the deck anew and reorders
the battle deck; Civilization deals the trade cards in hands anew and reorders each stack; Antike
hides nothing.
A seat answering a decision on its hidden values keeps them (its answer is bound to them). Once
a game is over nothing is swapped: its final scoring reveals what was hidden.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engine import registry
from engine.core import GameState, playout


def _deciding_privately(game_id: str, state: GameState) -> set[int]:
    return {d.seat for d in registry.get(game_id).awaiting(state) if d.private}


def _deal(hands: list[list[Any]], pile: list[Any], rnd: random.Random) -> None:
    """Pool the cards of `hands` and `pile`, shuffle, and deal them back in the same sizes."""
    pooled = [card for hand in hands for card in hand] + list(pile)
    rnd.shuffle(pooled)
    at = 0
    for hand in hands:
        hand[:] = pooled[at:at + len(hand)]
        at += len(hand)
    pile[:] = pooled[at:]


def swapped(game_id: str, state: GameState, rnd: random.Random) -> tuple[GameState, int]:
    """A copy of `state` with its hidden values swapped, and how many were (0: nothing hidden)."""
    game = registry.get(game_id)
    other = state.model_copy(deep=True)
    if game.is_over(state):
        return other, 0  # the final scoring reveals what was hidden (hands, hidden points)
    keep = _deciding_privately(game_id, state)
    reshuffled = getattr(playout, "reshuffled", None)  # issue 32 item 5's, once it is merged
    if reshuffled is not None and hasattr(game, "hidden_values"):
        return reshuffled(game, state, rnd, frozenset(keep))
    if game_id == "tta":
        from tests.engine.tta.test_properties import hidden_single_cards, scrambled

        return scrambled(state, rnd), len(hidden_single_cards(state))
    if game_id == "tigris":
        hands = [h for s, h in enumerate(other.hands) if s not in keep]
        before = sum(len(h) for h in hands) + len(other.bag)
        _deal(hands, other.bag, rnd)
        if not other.open_scoring and not other.over:
            for score in other.scores:
                for color in score:
                    score[color] += rnd.randint(0, 3)
        return other, before
    if game_id == "age_of_heroes":
        tribes = [t for t in other.tribes if t.seat not in keep]
        hands = [[card for card, n in sorted(t.hand.items()) for _ in range(n)] for t in tribes]
        _deal(hands, other.deck, rnd)
        for tribe, hand in zip(tribes, hands, strict=True):
            tribe.hand = dict(Counter(hand))
        rnd.shuffle(other.battle_deck)
        return other, sum(len(h) for h in hands) + len(other.deck)
    if game_id == "civilization":
        hands = [p.hand for s, p in enumerate(other.seats) if s not in keep]
        _deal(hands, [], rnd)
        for stack in other.stacks:
            rnd.shuffle(stack)
        return other, sum(len(h) for h in hands) + sum(len(s) for s in other.stacks)
    if game_id == "antike":
        return other, 0  # nothing in Antike is hidden
    raise KeyError(game_id)
