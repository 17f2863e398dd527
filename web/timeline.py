"""A game's public history: its log replayed from the setup, kept per (game, version).

A game is a pure function of its setup and its action log, so every past moment is rebuilt by
replaying the log with the engine (the whole of a long Civilization game takes under a tenth of a
second). A `Timeline` keeps each live action's public events and, every `CHECKPOINT` actions,
the state as JSON; a past moment is the nearest checkpoint plus a few actions. When the game moves
on, the cached timeline of its previous version is extended by the new actions instead of
replayed again (an undo, which rewrites the log's end, replays it all).

`Frame` is the one gate between engine states and the pages: what one moment may show — the
public view, who is awaited and for what, the public events of the action that led there and the
outcome. Pages and images are built from frames only, never from a state, and nothing here asks
the engine for a private view. The leak test (tests/web/test_leak.py) checks that a frame does
not change when a state's hidden values are swapped.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, TypeVar

from engine import registry
from engine.core import Decision, Event, Game, GameState, apply, awaited_seats
from service.games import log_problem
from storage import ActionRecord, GameRecord

T = TypeVar("T")
CHECKPOINT = 16  # actions between two kept states
FRAMES_KEPT = 64  # frames kept per timeline (history pages of several languages read the same)


class HistoryUnavailable(Exception):
    """The log cannot be replayed (it fails its hash chain, or the engine refuses one of its
    actions): the page shows the game as it is now, without its history."""


@dataclass(frozen=True)
class Frame:
    """What the pages may show of one moment of a game: nothing else of the state reaches them."""

    game_id: str
    view: dict[str, Any]  # the public view
    # Who must act and what they decide, as the channel's status message says it (the answers'
    # default actions left out: a private decision's default may name what the seat holds).
    decisions: tuple[Decision, ...]
    events: tuple[Event, ...]  # the public events of the action that led here
    over: bool
    outcome: dict[str, Any] | None

    @classmethod
    def of(cls, game: Game[Any], state: GameState, events: Sequence[Event] = ()) -> Frame:
        outcome = game.outcome(state) if game.is_over(state) else None
        return cls(
            game_id=game.id,
            view=game.public_view(state),
            decisions=tuple(d.model_copy(update={"default": None}) for d in game.awaiting(state)),
            events=tuple(e for e in events if e.to is None),
            over=game.is_over(state),
            outcome=None if outcome is None else outcome.model_dump(mode="json"),
        )


@dataclass(frozen=True)
class Step:
    """One live action of the log, replayed: its number in the live log (from 1), who and when,
    how long its seat had been awaited, and its public events."""

    number: int
    seat: int
    user_id: int | None  # None: played by the robot (autoplay, a deadline)
    created_at: datetime
    waited: timedelta
    events: tuple[Event, ...]
    action_text: str  # only ever shown through the presenter's public words


@dataclass
class Timeline:
    game_row: int
    version: int
    game: Game[Any]
    steps: list[Step]
    setup_events: tuple[Event, ...]
    # Number of actions applied -> the state then, as JSON.
    checkpoints: dict[int, str]
    # The state after every live action (to extend the timeline when the game moves on) and when
    # each awaited seat began waiting.
    _last: GameState
    _since: dict[int, datetime]
    _seqs: list[tuple[int, str | None]]  # (seq, hash) of each live action replayed
    _frames: OrderedDict[int, Frame] = field(default_factory=OrderedDict)
    _memo: dict[Any, Any] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    # --- building -------------------------------------------------------------------------
    @classmethod
    def replay(cls, record: GameRecord, actions: Sequence[ActionRecord]) -> Timeline:
        """Every live action of `actions` (the whole log, undone rows included) replayed from the
        game's setup. HistoryUnavailable when the log fails its chain or does not replay."""
        if record.seed is None:
            raise HistoryUnavailable("the game has not started")
        game = registry.get(record.game_id)
        live = _checked_live(record, actions)
        options = game.parse_options(record.options)
        state, setup_events = game.setup_with_events(record.setup_players, options, record.seed)
        start = min((s.joined_at for s in record.seats), default=record.created_at)
        timeline = cls(record.id, record.version, game, [], tuple(e for e in setup_events if e.to is None),
                       {0: state.model_dump_json()}, state,
                       {seat: start for seat in awaited_seats(game, state)}, [])
        timeline._apply(live)
        return timeline

    def extended(self, record: GameRecord, actions: Sequence[ActionRecord]) -> Timeline | None:
        """This timeline carried on to the record's version, when the log only grew since (None:
        it changed otherwise — an undo — and must be replayed). The old timeline stays valid."""
        live = _checked_live(record, actions)
        if [(a.seq, a.hash) for a in live[:len(self._seqs)]] != self._seqs:
            return None
        with self._lock:
            grown = Timeline(record.id, record.version, self.game, list(self.steps), self.setup_events,
                             dict(self.checkpoints), self.game.copy_state(self._last), dict(self._since),
                             list(self._seqs))
        grown._apply(live[len(self._seqs):])
        return grown

    def _apply(self, actions: Sequence[ActionRecord]) -> None:
        game, state = self.game, self._last
        for action in actions:
            try:
                applied = apply(game, state, action.seat, action.action_text, in_place=True)
            except Exception as exc:  # an engine that no longer accepts an old log
                problem = f"action {action.seq} does not replay ({type(exc).__name__})"
                raise HistoryUnavailable(problem) from exc
            waited = max(timedelta(0), action.created_at - self._since.get(action.seat, action.created_at))
            number = len(self.steps) + 1
            self.steps.append(Step(number, action.seat, action.user_id, action.created_at, waited,
                                   tuple(e for e in applied.events if e.to is None), action.action_text))
            self._seqs.append((action.seq, action.hash))
            self._since = {seat: (action.created_at if seat == action.seat or seat not in self._since
                                  else self._since[seat]) for seat in awaited_seats(game, state)}
            if number % CHECKPOINT == 0:
                self.checkpoints[number] = state.model_dump_json()
        self._last = state

    # --- reading --------------------------------------------------------------------------
    def memo(self, key: Any, make: Callable[[], T]) -> T:
        """What `make` computes from this timeline, computed once per key (a page's listing of
        the log in one language, with one set of names)."""
        with self._lock:
            if key in self._memo:
                return self._memo[key]
        made = make()
        with self._lock:
            if len(self._memo) > 16:
                self._memo.clear()
            self._memo[key] = made
        return made

    def awaited_since(self) -> dict[int, datetime]:
        """When each seat awaited after the last action began waiting."""
        with self._lock:
            return dict(self._since)

    def frame(self, applied: int) -> Frame:
        """The moment after the first `applied` live actions (0: the start)."""
        if not 0 <= applied <= len(self.steps):
            raise IndexError(applied)
        with self._lock:
            found = self._frames.get(applied)
            if found is not None:
                self._frames.move_to_end(applied)
                return found
        base = max(k for k in self.checkpoints if k <= applied)
        state = self.game.load_state(self.checkpoints[base])
        for step in self.steps[base:applied]:
            state = apply(self.game, state, step.seat, step.action_text, in_place=True).state
        events = self.steps[applied - 1].events if applied else self.setup_events
        made = Frame.of(self.game, state, events)
        with self._lock:
            self._frames[applied] = made
            while len(self._frames) > FRAMES_KEPT:
                self._frames.popitem(last=False)
        return made


def _checked_live(record: GameRecord, actions: Sequence[ActionRecord]) -> list[ActionRecord]:
    """The live actions of the record's version, after checking the log's hash chain as far as
    the record's head (rows written after the record was read are left out)."""
    rows = sorted((a for a in actions if a.version_after <= record.version), key=lambda a: a.seq)
    problem = log_problem(record, rows)
    if problem is not None:
        raise HistoryUnavailable(problem)
    return [r for r in rows if r.undone_at is None]


def current_frame(record: GameRecord, events: Sequence[Event] = ()) -> Frame | None:
    """The game as it is now, from its stored snapshot (None in the lobby)."""
    if record.snapshot is None:
        return None
    game = registry.get(record.game_id)
    return Frame.of(game, game.load_state(record.snapshot), events)
