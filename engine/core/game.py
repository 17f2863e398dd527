"""The one contract every game implements, and the bookkeeping the core does for all of them.

A game declares its actions (typed fields, one generated text form: `engine.core.grammar`),
says who must decide (`awaiting`, each decision naming the verbs that answer it), judges an
action in one place (`check`, returning a `Refusal` or None), performs it (`apply_action`,
which never refuses), and answers what the legal values of a field are (`options`, derived
from `check` unless the game knows a faster way). The core (`apply`) checks the common
preconditions in a fixed order — game over, syntax, seat awaited, verb answers a decision, the
game's `check` (not run twice on a robot's action its robot already checked:
`Game.autoplay_checked`) — then copies the state and hands it over. A game is a pure function of
`(setup args, list of (seat, action text))`: every random draw comes from the `Rng` inside the
state. Only views leave the engine: `public_view` for everyone, `private_view` per seat.

Seats are integers `0..n-1`. Which Discord user sits where is the platform's business; one
user may hold several seats (Antike with two players).
"""

from __future__ import annotations

import functools
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Literal, TypeVar, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.core import choices
from engine.core.errors import GameFinished, InvalidActionText, NotAwaited, RuleError
from engine.core.grammar import Action, Grammar
from engine.core.refusal import Refusal
from engine.core.rng import Rng


class GameState(BaseModel):
    """Base of every game's state. Round-trips through JSON (`model_dump_json` / `load_state`)."""

    players: int
    rng: Rng


class Decision(BaseModel):
    """One seat that must decide something now. Several at once is normal."""

    model_config = ConfigDict(frozen=True)

    seat: int
    # What is being decided; the catalog key `<game>.decision.<kind>` describes it.
    kind: str
    # The verbs that answer it; the core refuses any other verb before the game sees it.
    verbs: tuple[str, ...] = ()
    # True when the answer comes from the seat's hidden information (prompted by DM).
    private: bool = False
    # A legal action: what "skip" plays when the others vote to skip a late player. Typed, like
    # every action reaching presenters and services; its text form is for the log only.
    default: Action | None = None
    # True when the rulebook itself names `default` as what happens if the player does not
    # decide (no support committed, no battle demanded, done trading): a deadline takes it at
    # once. False for ordinary turns: at a deadline the others vote (skip, robot, wait).
    rule_default: bool = False
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


@dataclass
class Hidden:
    """Hidden values of one kind, which whoever sees only the public part cannot tell apart: the
    value at each slot may be swapped with the value at any other (`playout.reshuffled`).

    A slot is `(holder, index)`: `holder[index]` for a list or dict, `getattr(holder, index)` for
    an object with a string index. `write_back` runs after the swap, for holders that are
    copies (a hand kept as counts, dealt out as a list)."""

    slots: list[tuple[Any, Any]] = field(default_factory=list)
    write_back: Callable[[], None] | None = None

    @classmethod
    def of_lists(cls, *holders: list[Any], write_back: Callable[[], None] | None = None) -> Hidden:
        """Every item of the lists, one kind (cards pooled from hands and a deck)."""
        return cls([(h, i) for h in holders for i in range(len(h))], write_back)


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


class Game(ABC, Generic[S]):
    """A game's rules. Instances are stateless singletons listed in `engine.registry`."""

    id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    state_model: ClassVar[type[GameState]]
    options_model: ClassVar[type[BaseModel]]
    # Every action class of the game; the text grammar and the commands are built from them.
    actions: ClassVar[tuple[type[Action], ...]] = ()
    # Verbs any seat may play at any time, awaited or not (a standing setting, such as a battle
    # order): the core skips the awaited-seat and decision-verb checks for them; `check` judges.
    anytime: ClassVar[tuple[str, ...]] = ()
    # True when `autoplay` returns only actions its own `check` accepted on the same state (or a
    # decision's default, legal by the contract: `playout.check_defaults`): robot-only games
    # (`playout.play`) then do not run `check` a second time on them; the core's other checks
    # (game over, seat awaited, verb of its decision) still run. Player input is always checked.
    autoplay_checked: ClassVar[bool] = False

    # --- setup -----------------------------------------------------------------
    def parse_options(self, options: dict[str, Any] | None) -> BaseModel:
        """Validate table options. An unknown key is refused naming the allowed keys
        (`core.err.unknown_option`), a bad value naming the option and what it allows
        (`core.err.bad_option_value`): never silently ignored, never pydantic's English."""
        given = dict(options or {})
        fields = self.options_model.model_fields
        unknown = [k for k in given if k not in fields]
        if unknown:
            raise RuleError("core.err.unknown_option", option=str(unknown[0])[:40],
                            allowed=", ".join(fields))
        try:
            return self.options_model.model_validate(given)
        except ValidationError as exc:
            first = exc.errors()[0]
            name = str(first["loc"][0]) if first.get("loc") else ""
            if name not in fields:  # a rule between options (the model's own validator)
                listed = ", ".join(f"{k}={v}" for k, v in given.items())
                raise RuleError("core.err.bad_options", options=listed) from exc
            raise RuleError("core.err.bad_option_value", option=name,
                            value=str(given.get(name, ""))[:40],
                            allowed=option_values(fields[name]) if name in fields else "") from exc

    def player_counts(self, options: BaseModel | None = None) -> list[int]:
        return list(range(self.min_players, self.max_players + 1))

    @abstractmethod
    def setup(self, players: int, options: BaseModel, seed: int) -> S: ...

    def setup_with_events(self, players: int, options: BaseModel, seed: int) -> tuple[S, list[Event]]:
        """Setup and what happened during it (cards dealt, order drawn); games may override."""
        return self.setup(players, options, seed), []

    def load_state(self, data: str | bytes) -> S:
        # `state_model` is the class of S, but a ClassVar cannot name a type variable.
        return self.state_model.model_validate_json(data)  # type: ignore[return-value]

    def copy_state(self, state: S) -> S:
        """A private copy to apply an action to. Through JSON: twice as fast as a deep copy of
        a pydantic model, and it proves the round trip on every action."""
        return self.load_state(state.model_dump_json())

    # --- the text form -----------------------------------------------------------
    @functools.cached_property
    def grammar(self) -> Grammar:
        return Grammar(self.actions, self.resolve)

    def parse_action(self, text: str) -> Action:
        """Text form → action; raises InvalidActionText with a catalog key on bad syntax."""
        return self.grammar.parse(text)

    def resolve(self, kind: str, word: str) -> Any:
        """The value a word names for a reference of `kind` (aliases, printed names in either
        language, any case), or None. Default: the word itself."""
        return word

    def domain(self, state: S, kind: str) -> Sequence[Any]:
        """Every value a reference of `kind` may take in this game (legal or not): the
        candidates the derived options try and the property tests sample."""
        return ()

    # --- who decides, what they may do ----------------------------------------
    @abstractmethod
    def awaiting(self, state: S) -> list[Decision]: ...

    @abstractmethod
    def check(self, state: S, seat: int, action: Action) -> Refusal | None:
        """The one place a rule refuses: why `seat` may not do `action` now, or None.

        Called only for an awaited seat, in a game in progress, with a verb one of the seat's
        decisions names (or for any seat with an `anytime` verb); must not change `state`.
        """

    @abstractmethod
    def apply_action(self, state: S, seat: int, action: Action) -> list[Event]:
        """Perform an action `check` accepted, mutating `state` (a private copy)."""

    def options(self, state: S, seat: int, verb: str, field: str, chosen: Mapping[str, Any],
                prefix: tuple[Any, ...] | None = None) -> list[Any]:
        """The legal values of `field` of `verb` given the other fields in `chosen` (unchosen
        fields are free). With `prefix` (a sequence field's items so far), the legal next items,
        and `choices.DONE` if the prefix is itself a complete value. Games override this for
        speed where they know the answer; it must agree with `check`."""
        return choices.derived_options(self, state, seat, verb, field, chosen, prefix)

    # Decision kinds answered together in one out-of-turn window that closes at a deadline of
    # its own, counted from when it opened, each seat's default then played (Civilization's
    # trade: {"trade": "trade", "trade_give": "trade"}); and each window's usual length in
    # hours, which a table may change (the scheduler, `service/scheduling.py`).
    windows: ClassVar[dict[str, str]] = {}
    window_hours: ClassVar[dict[str, int]] = {}

    def preview_state(self, state: S, seat: int, action: Action) -> S | None:
        """The state an order's preview shows: the result of the order itself, on a copy, before
        whatever runs by itself after it (Civilization's conflict, surplus, next phases) and
        without revealing other seats' sealed answers. None: the applied state (`apply`).
        Called only for an action `check` accepted."""
        return None

    def step_candidates(self, state: S, seat: int, verb: str, steps: tuple[Any, ...],
                        draft: choices.Draft, field: str) -> Sequence[Any] | None:
        """The values worth trying for `field` of a step being built (`draft`, after `steps`;
        for a path or list, its next item): a superset of the legal ones, which `check` then
        judges (`choices.steps_options`). None: every value of the field's spec."""
        return None

    def complete_steps(self, state: S, seat: int, verb: str,
                       steps: tuple[Any, ...]) -> tuple[Any, ...] | None:
        """Steps that, added after `steps`, make a legal order of `verb` (`()`: the steps may
        already be one, as a movement is), or None when the game finds none. Orders that must
        reach a total (a loss of exactly 11 points) answer with the rest; `check` judges."""
        return ()

    def decisions_of(self, state: S, seat: int) -> list[Decision]:
        """`seat`'s decisions now: those of `awaiting` for it, in their order. Games may answer
        it without building every seat's (the core's checks and robots need only one seat's);
        `playout.check_defaults` proves the two agree."""
        return [d for d in self.awaiting(state) if d.seat == seat]

    def seats_awaited(self, state: S) -> list[int]:
        """The seats that must decide now, each once, in seat order: those of `awaiting`. Games
        may answer it without building the decisions; `playout.check_defaults` proves it agrees."""
        return sorted({d.seat for d in self.awaiting(state)})

    def answering(self, state: S, seat: int) -> tuple[str, tuple[str, ...]] | None:
        """The kind of `seat`'s first decision now and the verbs answering its decisions (every
        verb for a decision naming none), or None when `seat` is not awaited: what the core's
        checks need of `decisions_of`. Games may answer it without building the decisions (their
        params and defaults); `playout.check_defaults` proves the two agree."""
        decisions = self.decisions_of(state, seat)
        if not decisions:
            return None
        verbs: dict[str, None] = {}
        for d in decisions:
            verbs.update(dict.fromkeys(d.verbs or self.grammar.verbs))
        return decisions[0].kind, tuple(verbs)

    def verbs_for(self, state: S, seat: int) -> tuple[str, ...]:
        """The verbs that answer `seat`'s decisions now."""
        found = self.answering(state, seat)
        return found[1] if found is not None else ()

    def legal_actions(self, state: S, seat: int, limit: int | None = None) -> list[Action]:
        """Every legal action of `seat` now whose class is expandable, built from `options`
        (so it agrees with `check`); empty if `seat` is not awaited."""
        if self.is_over(state):
            return []
        return choices.expand(self, state, seat, self.verbs_for(state, seat), limit)[0]

    # --- what may be seen ------------------------------------------------------
    @abstractmethod
    def public_view(self, state: S) -> dict[str, Any]:
        """Everything anyone may see. JSON-serialisable."""

    @abstractmethod
    def private_view(self, state: S, seat: int) -> dict[str, Any] | None:
        """What only `seat` may see (hand, hidden points, its sealed choices), or None."""

    def hidden_values(self, state: S, keep: frozenset[int] = frozenset()) -> list[Hidden]:
        """Every value of `state` hidden from the public, by kind, but those of the seats in
        `keep` (a seat about to act on its own hand keeps it): slots into `state` itself, whose
        values may be swapped within a kind without the public noticing. The leak check
        (`playout.check_hidden`) swaps them and compares everything public. Default: nothing
        hidden (Antike)."""
        return []

    def player_view(self, state: S, seat: int) -> dict[str, Any]:
        """The public view plus `seat`'s private part under "private"."""
        view = self.public_view(state)
        view["private"] = self.private_view(state, seat)
        return view

    # --- the end ---------------------------------------------------------------
    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None: ...

    # --- seats ----------------------------------------------------------------
    def seats_for_users(self, users: int) -> list[int]:
        """The player index holding each seat (the platform seats users by it). Seat i is
        player i, unless a game's seats outnumber its players (two-player Antike: four nations)."""
        return list(range(users))

    # --- robots ----------------------------------------------------------------
    def robot_waits(self, state: S, seat: int) -> bool:
        """Whether `seat`'s robot would rather not act yet: it is awaited in an open window
        where it has nothing to do until others act (a trade where its offer is still
        unanswered). Robot runners play first the awaited seats whose robots do not wait, and
        a waiting robot only when every awaited seat is a waiting robot (then `autoplay`
        answers as ever: it closes its part). Default: never."""
        return False

    def autoplay(self, state: S, seat: int, rnd: random.Random) -> Action:
        """A legal action for an awaited seat. Games override with something smarter."""
        actions = self.legal_actions(state, seat)
        if actions:
            return rnd.choice(actions)
        for d in self.awaiting(state):
            if d.seat == seat and d.default is not None:
                return d.default
        raise NotAwaited("core.err.not_awaited", seat=seat)

    # --- text for humans (default: the action's own text) ----------------------
    def stored_event(self, data: Mapping[str, Any]) -> Event:
        """An event as storage kept it (an outbox row's JSON, written perhaps by an older
        version): a game whose events changed shape reads its older ones here, so presentation
        sees only the current shape."""
        return Event.model_validate(data)

    def describe_action(self, action: Action) -> tuple[str, dict[str, Any]]:
        """Catalog key and params describing an action in a public log line: from what the
        action declares secret (`Action.secret`): its text, its text without its secret fields
        and how many items they held, or only its verb."""
        part = action.public_part()
        if part is None:
            return "core.log.action_hidden", {"verb": action.verb}
        public, hidden = part
        if hidden:
            return "core.log.action_redacted", {"text": public.to_text(), "hidden": sum(hidden.values())}
        return "core.log.action", {"text": action.to_text()}


def option_values(info: Any) -> str:
    """What a table option allows, in words a player can type: "classic, advanced", "on, off",
    "10–12"."""
    annotation = info.annotation
    args = get_args(annotation)
    if get_origin(annotation) is Literal:
        return ", ".join(str(a) for a in args)
    if annotation is bool:
        return "on, off"
    if annotation is int:
        low = next((m.ge for m in info.metadata if getattr(m, "ge", None) is not None), None)
        high = next((m.le for m in info.metadata if getattr(m, "le", None) is not None), None)
        if low is not None and high is not None:
            return f"{low}–{high}"
    return str(info.get_default(call_default_factory=True))


def awaited_seats(game: Game[Any], state: GameState) -> list[int]:
    """Seats that must decide now, each once, in seat order."""
    return game.seats_awaited(state)


def refusal(game: Game[S], state: S, seat: int, action: Action, *, rules: bool = True) -> Refusal | None:
    """Every check of an action, in the fixed order: game over, seat awaited, verb answers one
    of the seat's decisions, then the game's own rules (unless `rules` is False: an action of a
    robot that `check` already accepted, `Game.autoplay_checked`). None: the action is legal."""
    if game.is_over(state):
        return Refusal("core.err.game_over")
    if action.verb in game.anytime:
        if not 0 <= seat < state.players:
            return Refusal("core.err.not_awaited", seat=seat)
        return game.check(state, seat, action) if rules else None
    found = game.answering(state, seat)
    if found is None:
        return Refusal("core.err.not_awaited", seat=seat)
    kind, verbs = found
    if verbs and action.verb not in verbs:
        return Refusal("core.err.wrong_verb", verb=action.verb, verbs=", ".join(verbs), decision=kind)
    return game.check(state, seat, action) if rules else None


def is_legal(game: Game[S], state: S, seat: int, action: Action) -> bool:
    return refusal(game, state, seat, action) is None


def apply(game: Game[S], state: S, seat: int, action: Action | str, *, in_place: bool = False,
          robot: bool = False) -> Applied:
    """Apply `action` by `seat`, returning the new state; `state` is not changed unless
    `in_place` (replays and robot games, which keep no old state). `robot`: the action is what
    `game.autoplay` returned for this seat on this very state; when the game declares
    `autoplay_checked`, its `check` (already run by the robot) is not run again.

    Raises InvalidActionText (syntax), GameFinished, NotAwaited or RuleError (rules), each with
    a catalog key; nothing is changed then.
    """
    if isinstance(action, str):
        if game.is_over(state):
            raise GameFinished("core.err.game_over")
        action = game.parse_action(action.strip())
    problem = refusal(game, state, seat, action, rules=not (robot and game.autoplay_checked))
    if problem is not None:
        if problem.key == "core.err.game_over":
            raise GameFinished(problem.key)
        if problem.key == "core.err.not_awaited":
            raise NotAwaited(problem.key, **problem.params)
        raise RuleError(problem.key, **problem.params)
    new_state = state if in_place else game.copy_state(state)
    events = game.apply_action(new_state, seat, action)
    return Applied(state=new_state, events=events, action_text=action.to_text())


def replay(game: Game[S], players: int, options: BaseModel, seed: int,
           actions: list[tuple[int, str]]) -> S:
    """Rebuild a state from its setup and its action log."""
    state = game.setup(players, options, seed)
    for seat, text in actions:
        state = apply(game, state, seat, text, in_place=True).state
    return state


__all__ = [
    "Action",
    "Applied",
    "Decision",
    "Event",
    "Game",
    "GameFinished",
    "GameState",
    "Hidden",
    "InvalidActionText",
    "NotAwaited",
    "Outcome",
    "Refusal",
    "Rng",
    "RuleError",
    "apply",
    "awaited_seats",
    "is_legal",
    "refusal",
    "replay",
]
