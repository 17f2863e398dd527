"""The engine contract shared by every game (see `engine.core.game`)."""

from engine.core.errors import GameFinished, InvalidActionText, NotAwaited, RuleError
from engine.core.game import (
    Action,
    Applied,
    Decision,
    Event,
    Game,
    GameState,
    Outcome,
    apply,
    awaited_seats,
    replay,
)
from engine.core.rng import Rng

__all__ = [
    "Action",
    "Applied",
    "Decision",
    "Event",
    "Game",
    "GameFinished",
    "GameState",
    "InvalidActionText",
    "NotAwaited",
    "Outcome",
    "Rng",
    "RuleError",
    "apply",
    "awaited_seats",
    "replay",
]
