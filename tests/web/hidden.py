"""The same moment of a game with its hidden values swapped: whoever sees only what is public
cannot tell the two apart, so neither may any page.

The games declare their hidden values (`Game.hidden_values`: hands, decks, face-down piles,
hidden scores), dealt out again by `engine.core.playout.reshuffled` (issue 32 item 5). A seat
answering a decision on its hidden values keeps them (its answer is bound to them). Once a game
is over nothing is swapped: its final scoring reveals what was hidden.
"""

from __future__ import annotations

import random

from engine import registry
from engine.core import GameState, playout


def swapped(game_id: str, state: GameState, rnd: random.Random) -> tuple[GameState, int]:
    """A copy of `state` with its hidden values swapped, and how many were (0: nothing hidden)."""
    game = registry.get(game_id)
    keep = frozenset(d.seat for d in game.awaiting(state) if d.private)
    return playout.reshuffled(game, state, rnd, keep)
