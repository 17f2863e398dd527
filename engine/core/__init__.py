"""The engine contract shared by every game (see `engine.core.game`)."""

from engine.core.choices import DONE, expand
from engine.core.errors import GameFinished, InvalidActionText, NotAwaited, RuleError
from engine.core.fields import Choice, Count, Flag, Key, Multiset, Path, Ref, Seat, Steps, YesNo
from engine.core.game import (
    Applied,
    Decision,
    Event,
    Game,
    GameState,
    Hidden,
    Outcome,
    apply,
    awaited_seats,
    is_legal,
    refusal,
    replay,
)
from engine.core.grammar import Action, Grammar, Step, usage
from engine.core.refusal import Refusal
from engine.core.rng import Rng
from engine.core.window import AnswerOnce

__all__ = [
    "DONE",
    "Action",
    "AnswerOnce",
    "Applied",
    "Choice",
    "Count",
    "Decision",
    "Event",
    "Flag",
    "Game",
    "GameFinished",
    "GameState",
    "Grammar",
    "Hidden",
    "InvalidActionText",
    "Key",
    "Multiset",
    "NotAwaited",
    "Outcome",
    "Path",
    "Ref",
    "Refusal",
    "Rng",
    "RuleError",
    "Seat",
    "Step",
    "Steps",
    "YesNo",
    "apply",
    "awaited_seats",
    "expand",
    "is_legal",
    "refusal",
    "replay",
    "usage",
]
