"""The one contract every game implements, and the bookkeeping the core does for all of them.

Modelled on OpenSpiel's split: a game writes its rules (`legal_actions`, `apply_action`,
views, `autoplay`); the core (`apply`) checks the common preconditions in a fixed order —
game over, parse, seat awaited — copies the state and hands it to the game. A game is a pure
function of `(setup args, list of (seat, action text))`: every random draw comes from the
`Rng` inside the state.

Seats are integers `0..n-1`. Which Discord user sits where is the platform's business; one
user may hold several seats (Antike with two players).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from engine.core.errors import GameFinished, InvalidActionText, NotAwaited, RuleError
from engine.core.rng import Rng


class GameState(BaseModel):
    """Base of every game's state. Round-trips through JSON (`model_dump_json` / `load_state`)."""

    players: int
    rng: Rng


class Action(BaseModel):
    """A player's decision. Frozen; every action has a short text form that round-trips.

    The text form is what the action log stores, what button custom ids carry and what the
    console types, so `game.parse_action(a.to_text()) == a` must hold for every game.
    """

    model_config = ConfigDict(frozen=True)

    def to_text(self) -> str:  # pragma: no cover - every concrete action overrides it
        raise NotImplementedError


class Decision(BaseModel):
    """One seat that must decide something now. Several at once is normal."""

    model_config = ConfigDict(frozen=True)

    seat: int
    # What is being decided; the catalog key `<game>.decision.<kind>` describes it.
    kind: str
    # True when the answer comes from the seat's hidden information (prompted by DM).
    private: bool = False
    # Action text the rules give as the default (e.g. "commit no support"); used at deadlines.
    default: str | None = None
    params: dict[str, Any] = Field(default_factory=dict)


class Event(BaseModel):
    """Something that happened, for logs and messages. `key` is a catalog id.

    `to` is None for a public event, or the seats allowed to see it (a tile drawn, a card
    received). `reveals` marks that hidden information entered the game (draws, reveals of
    commitments): such an action cannot be undone without the others' consent.
    """

    key: str
    params: dict[str, Any] = Field(default_factory=dict)
    to: list[int] | None = None
    reveals: bool = False


class Outcome(BaseModel):
    """The result of a finished game."""

    # Seats grouped by final place: [[winner], [second, second-tied], ...].
    ranking: list[list[int]]
    # Final score per seat, as the game defines it (shown publicly at the end).
    scores: dict[int, Any] = Field(default_factory=dict)
    # Catalog key explaining how the winner was decided (e.g. a tie-break), and its params.
    reason: str | None = None
    reason_params: dict[str, Any] = Field(default_factory=dict)
    # Game-specific public summary (per-seat statistics...).
    detail: dict[str, Any] = Field(default_factory=dict)

    @property
    def winners(self) -> list[int]:
        return self.ranking[0] if self.ranking else []


class Applied(BaseModel):
    """What `apply` returns: the new state and what happened."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    state: Any
    events: list[Event]
    action_text: str

    @property
    def reveals(self) -> bool:
        return any(e.reveals for e in self.events)


S = TypeVar("S", bound=GameState)
A = TypeVar("A", bound=Action)


class Game(ABC, Generic[S]):
    """A game's rules. Instances are stateless singletons listed in `engine.registry`."""

    id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    state_model: ClassVar[type[GameState]]
    options_model: ClassVar[type[BaseModel]]

    # --- setup -----------------------------------------------------------------
    def parse_options(self, options: dict[str, Any] | None) -> BaseModel:
        """Validate table options; raises RuleError('core.err.bad_option') on bad input."""
        try:
            return self.options_model.model_validate(options or {})
        except Exception as exc:  # pydantic.ValidationError, but keep the engine's error narrow
            raise RuleError("core.err.bad_option", detail=str(exc).splitlines()[0]) from exc

    def player_counts(self, options: BaseModel | None = None) -> list[int]:
        return list(range(self.min_players, self.max_players + 1))

    @abstractmethod
    def setup(self, players: int, options: BaseModel, seed: int) -> S: ...

    def setup_with_events(self, players: int, options: BaseModel, seed: int) -> tuple[S, list[Event]]:
        """Setup and what happened during it (cards dealt, order drawn); games may override."""
        return self.setup(players, options, seed), []

    def load_state(self, data: str | bytes) -> S:
        return self.state_model.model_validate_json(data)  # type: ignore[return-value]

    # --- who decides, what they may do ----------------------------------------
    @abstractmethod
    def awaiting(self, state: S) -> list[Decision]: ...

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[Action]:
        """Every legal action of `seat` now (empty if not awaited). Must agree with apply."""

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """Text form → action; raises InvalidActionText with a catalog key on bad syntax."""

    @abstractmethod
    def apply_action(self, state: S, seat: int, action: Action) -> list[Event]:
        """Mutate `state` (already a private copy) or raise RuleError leaving it unusable.

        Called only for an awaited seat of a game in progress; the core checks the rest.
        """

    # --- what may be seen ------------------------------------------------------
    @abstractmethod
    def public_view(self, state: S) -> dict[str, Any]:
        """Everything anyone may see. JSON-serialisable."""

    @abstractmethod
    def player_view(self, state: S, seat: int) -> dict[str, Any]:
        """What `seat` may see: the public view plus its private part under `"private"`."""

    # --- the end ---------------------------------------------------------------
    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None: ...

    # --- robots ----------------------------------------------------------------
    def autoplay(self, state: S, seat: int, rnd: random.Random) -> Action:
        """A legal action for an awaited seat. Games may override with something smarter."""
        actions = self.legal_actions(state, seat)
        if not actions:
            raise NotAwaited("core.err.not_awaited", seat=seat)
        return rnd.choice(actions)

    # --- text for humans (default: the action's own text) ----------------------
    def describe_action(self, action: Action) -> tuple[str, dict[str, Any]]:
        """Catalog key and params describing an action in a public log line."""
        return "core.log.action", {"text": action.to_text()}


def awaited_seats(game: Game[Any], state: GameState) -> list[int]:
    """Seats that must decide now, each once, in seat order."""
    return sorted({d.seat for d in game.awaiting(state)})


def apply(game: Game[S], state: S, seat: int, action: Action | str) -> Applied:
    """Apply `action` by `seat` to `state`, returning a new state; `state` is not changed.

    Checks, in this order: game over, text syntax, seat awaited, then the game's own rules.
    Raises a RuleError subclass with a catalog key on refusal.
    """
    if game.is_over(state):
        raise GameFinished("core.err.game_over")
    if isinstance(action, str):
        action = game.parse_action(action.strip())
    if seat not in awaited_seats(game, state):
        raise NotAwaited("core.err.not_awaited", seat=seat)
    new_state = state.model_copy(deep=True)
    events = game.apply_action(new_state, seat, action)
    return Applied(state=new_state, events=events, action_text=action.to_text())


def replay(game: Game[S], players: int, options: BaseModel, seed: int,
           actions: list[tuple[int, str]]) -> S:
    """Rebuild a state from its setup and its action log."""
    state = game.setup(players, options, seed)
    for seat, text in actions:
        state = apply(game, state, seat, text).state
    return state


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
