"""The action log as history: public log lines, past states, per-player statistics, and undo.

All of it is rebuilt by replaying the log from the game's setup (a game is a pure function of
its setup and its actions), so nothing here needs extra columns besides `actions.undone_at`.

Undo (research §1.3 #6): the acting player undoes their last action at once when nobody acted
since and the action revealed no hidden information (`Applied.reveals`); otherwise the other
players must all consent (buttons), or the creator may approve alone; a request by the creator is
approved by itself. Undo marks the log rows `undone_at`, stores the snapshot replayed from the
remaining log at version + 1 (versions never go down, so older buttons are stale) and writes the
outbox rows to re-post the state and DM changed private views — one transaction.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from engine.core import Applied, GameState, apply, awaited_seats
from service import outbox as ob
from service.errors import GameNotActive, NotAPlayer, ServiceError, Stale
from service.games import GameService
from storage import ActionRecord, GameRecord, VersionConflict

UNDO_REQUEST = "undo_request"  # key in games.settings


class HistoryRefusal(ServiceError):
    default_key = "async.err.refused"


@dataclass(frozen=True)
class Step:
    """One logged action, replayed: its number in the public log, who, what, and what it did."""

    number: int
    action: ActionRecord
    reveals: bool
    key: str  # catalog key describing it publicly (game.describe_action)
    params: dict[str, Any]
    waited: timedelta  # how long the seat was awaited before acting


@dataclass
class SeatStats:
    seat: int
    moves: int = 0
    autoplayed: int = 0
    time: timedelta = field(default_factory=timedelta)

    @property
    def average(self) -> timedelta:
        return self.time / self.moves if self.moves else timedelta(0)


@dataclass(frozen=True)
class UndoOutcome:
    done: bool
    record: GameRecord
    target: Step | None = None
    undone: int = 0  # how many log rows were undone
    needs: list[int] = field(default_factory=list)  # users whose consent is still missing
    requester: int | None = None


class History:
    def __init__(self, service: GameService) -> None:
        self.service = service
        self.store = service.store

    # --- replay ---------------------------------------------------------------------------
    async def steps(self, record: GameRecord) -> tuple[list[Step], GameState | None]:
        """Every live (not undone) action replayed from setup, and the final state."""
        if record.seed is None:
            return [], None
        game = self.service.game_of(record)
        actions = await self.service.checked_log(record)
        state = game.setup(record.setup_players, self.service.options_of(record), record.seed)
        start = min((s.joined_at for s in record.seats), default=record.created_at)
        since = {seat: start for seat in awaited_seats(game, state)}
        steps: list[Step] = []
        for number, action in enumerate(actions, start=1):
            applied: Applied = apply(game, state, action.seat, action.action_text)
            key, params = game.describe_action(game.parse_action(action.action_text))
            waited = max(timedelta(0), action.created_at - since.get(action.seat, action.created_at))
            steps.append(Step(number, action, applied.reveals, key, params, waited))
            state = applied.state
            now_awaited = awaited_seats(game, state)
            since = {seat: (action.created_at if seat == action.seat or seat not in since else since[seat])
                     for seat in now_awaited}
        return steps, state

    async def state_after(self, game_row: int, n: int) -> tuple[GameRecord, GameState, int]:
        """The state after the first `n` live actions (0: the start). Returns the clamped n too."""
        record, _ = await self.service.load(game_row)
        if record.seed is None:
            raise GameNotActive.for_status(record.status)
        game = self.service.game_of(record)
        actions = await self.service.checked_log(record)
        if not 0 <= n <= len(actions):
            raise HistoryRefusal("async.err.no_such_action", n=n, total=len(actions))
        state = game.setup(record.setup_players, self.service.options_of(record), record.seed)
        for action in actions[:n]:
            state = apply(game, state, action.seat, action.action_text).state
        return record, state, n

    async def stats(self, record: GameRecord) -> list[SeatStats]:
        """Moves and time taken per seat (time between becoming awaited and acting, from the log)."""
        steps, _ = await self.steps(record)
        out = [SeatStats(seat) for seat in range(len(record.seats))]
        for step in steps:
            seat = out[step.action.seat]
            seat.moves += 1
            seat.time += step.waited
            if step.action.user_id is None:
                seat.autoplayed += 1
        return out

    # --- undo -----------------------------------------------------------------------------
    async def request_undo(self, game_row: int, user_id: int) -> UndoOutcome:
        async with self.service.lock(game_row):
            record, _ = await self.service.load(game_row)
            if record.status != "active":
                raise GameNotActive.for_status(record.status)
            mine = record.seats_of(user_id)
            is_creator = user_id == record.creator_id
            if not mine and not is_creator:
                raise NotAPlayer()
            steps, _ = await self.steps(record)
            own = [s for s in steps if s.action.seat in mine]
            target = own[-1] if own else (steps[-1] if is_creator and steps else None)
            if target is None:
                raise HistoryRefusal("async.err.nothing_to_undo")
            later = steps[target.number:]
            alone = not later and not target.reveals and target.action.seat in mine
            if alone or is_creator:
                return await self._undo(record, target, steps, requester=user_id)
            others = [u for u in record.seated_users() if u != user_id]
            request = {"by": user_id, "seq": target.action.seq, "version": record.version, "agreed": []}
            await self.store.set_game_setting(record.id, UNDO_REQUEST, request, now=self.service.clock())
            record, _ = await self.service.load(game_row)
            return UndoOutcome(False, record, target, len(later) + 1, others, user_id)

    async def answer_undo(self, game_row: int, version: int, user_id: int, agree: bool) -> UndoOutcome:
        """Another player (or the creator) answers a pending undo request."""
        async with self.service.lock(game_row):
            record, _ = await self.service.load(game_row)
            request = record.settings.get(UNDO_REQUEST)
            if record.status != "active" or not request or request.get("version") != version \
                    or record.version != version:
                raise Stale(version=record.version)
            requester = int(request["by"])
            others = [u for u in record.seated_users() if u != requester]
            if user_id == requester:
                raise HistoryRefusal("async.err.own_undo")
            if user_id not in others and user_id != record.creator_id:
                raise NotAPlayer()
            now = self.service.clock()
            if not agree:
                await self.store.set_game_setting(record.id, UNDO_REQUEST, None, now=now)
                record, _ = await self.service.load(game_row)
                return UndoOutcome(False, record, requester=requester)
            agreed = sorted({*request.get("agreed", []), user_id})
            missing = [u for u in others if u not in agreed]
            steps, _ = await self.steps(record)
            target = next((s for s in steps if s.action.seq == request["seq"]), None)
            if target is None:
                raise Stale(version=record.version)
            if missing and user_id != record.creator_id:
                await self.store.set_game_setting(record.id, UNDO_REQUEST, {**request, "agreed": agreed},
                                                  now=now)
                record, _ = await self.service.load(game_row)
                return UndoOutcome(False, record, target, len(steps) - target.number + 1, missing, requester)
            return await self._undo(record, target, steps, requester=requester)

    async def _undo(self, record: GameRecord, target: Step, steps: list[Step], *,
                    requester: int) -> UndoOutcome:
        """Undo `target` and every later action (called with the game's lock held)."""
        game = self.service.game_of(record)
        current = self.service.state_of(record)
        assert current is not None and record.seed is not None
        state = game.setup(record.setup_players, self.service.options_of(record), record.seed)
        for step in steps[:target.number - 1]:
            state = apply(game, state, step.action.seat, step.action.action_text).state
        version = record.version + 1
        items = ob.after_change(game, self.service.seat_users(record), current, state, version)
        settings = {k: v for k, v in record.settings.items() if k != UNDO_REQUEST}
        try:
            await self.store.undo_actions(record.id, target.action.seq, record.version,
                                          state.model_dump_json(), settings=settings, outbox=items,
                                          now=self.service.clock())
        except VersionConflict as exc:
            raise Stale(version=exc.actual if exc.actual is not None else record.version) from None
        new_record, _ = await self.service.load(record.id)
        return UndoOutcome(True, new_record, target, len(steps) - target.number + 1, requester=requester)


def log_time(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%d %H:%M UTC")
