"""The action log as history: public log lines, past states, per-player statistics, and undo.

All of it is rebuilt by replaying the log from the game's setup (a game is a pure function of
its setup and its actions), so nothing here needs extra columns besides `actions.undone_at`.

Undo follows one rule for everyone (research §1.3 #6): a player undoes their own last action at
once when nobody acted since and it revealed nothing hidden; otherwise every other player must
consent (buttons). Being the creator gives no extra say. The creator or a server moderator may
only *force* an undo through `force_undo`, an explicit admin action that the cogs post publicly
and that is written to `admin_log` in the undo's own transaction.

No peeking at the future: replaying the log reproduces every random draw (the bag is shuffled at
setup), so an action whose undone span drew hidden things for someone (a private reveal: tiles or
cards drawn) cannot be undone by anyone — the same draws would come again to someone who has
already seen them. Public reveals (commitments shown to all) may be undone with consent.

Undo marks the log rows `undone_at`, stores the snapshot replayed from the remaining log at
version + 1 (versions never go down, so older buttons are stale) and writes the outbox rows to
re-post the state and DM changed private views — one transaction.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from pydantic import BaseModel

from engine.core import Applied, Event, Game, GameState, apply, awaited_seats
from engine.core.errors import RuleError
from service import outbox as ob
from service.errors import GameNotActive, NotAPlayer, ServiceError, Stale
from service.games import GameService
from service.votes import voters
from storage import ActionRecord, GameRecord, VersionConflict

UNDO_REQUEST = "undo_request"  # key in games.settings: the pending request
UNDO_LAST = "undo_last"  # key in games.settings: how the latest request ended (for late clicks)
ADMIN_ROLES = ("creator", "moderator")


class HistoryRefusal(ServiceError):
    default_key = "async.err.refused"


def _replayed(game: Game[Any], state: GameState, action: ActionRecord, number: int) -> Applied:
    """One logged action applied again. A log the engine refuses to replay was written under an
    earlier version of a game's rules (a ruling changed who is asked what): the game goes on from
    its snapshot, but what rests on the replay (undo, history, the log, statistics) is refused
    clearly instead of with the rule's own words about a move nobody is making."""
    try:
        return apply(game, state, action.seat, action.action_text)
    except RuleError:
        raise HistoryRefusal("async.err.history_unreplayable", n=number) from None


class UndoPending(HistoryRefusal):
    """A request is already waiting for answers; `prompt` says where (the cog links to it)."""

    default_key = "async.err.undo_pending"


@dataclass(frozen=True)
class Step:
    """One logged action, replayed: its number in the public log, who, what, and what it did."""

    number: int
    action: ActionRecord
    reveals: bool
    key: str  # catalog key describing it publicly (game.describe_action)
    params: dict[str, Any]
    waited: timedelta  # how long the seat was awaited before acting
    events: tuple[Event, ...] = ()

    @property
    def draws(self) -> bool:
        """Hidden things reached someone privately (tiles or cards drawn): replaying repeats them."""
        return any(e.reveals and e.to is not None for e in self.events)

    @property
    def public_events(self) -> list[Event]:
        return [e for e in self.events if e.to is None]


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
    refused: bool = False
    # The pending request's prompt message {"channel": id, "message": id}, once posted.
    prompt: dict[str, int] | None = None


def _replay(game: Game[Any], record: GameRecord, options: BaseModel,
            actions: Sequence[ActionRecord]) -> tuple[list[Step], GameState | None]:
    """`History.steps`' replay of the live log (in a worker thread)."""
    assert record.seed is not None
    state = game.setup(record.setup_players, options, record.seed)
    start = min((s.joined_at for s in record.seats), default=record.created_at)
    since = {seat: start for seat in awaited_seats(game, state)}
    steps: list[Step] = []
    for number, action in enumerate(actions, start=1):
        applied: Applied = _replayed(game, state, action, number)
        key, params = game.describe_action(game.parse_action(action.action_text))
        waited = max(timedelta(0), action.created_at - since.get(action.seat, action.created_at))
        steps.append(Step(number, action, applied.reveals, key, params, waited, tuple(applied.events)))
        state = applied.state
        now_awaited = awaited_seats(game, state)
        since = {seat: (action.created_at if seat == action.seat or seat not in since else since[seat])
                 for seat in now_awaited}
    return steps, state


class History:
    def __init__(self, service: GameService) -> None:
        self.service = service
        self.store = service.store

    # --- replay ---------------------------------------------------------------------------
    async def steps(self, record: GameRecord) -> tuple[list[Step], GameState | None]:
        """Every live (not undone) action replayed from setup, and the final state. The replay is
        the engine's work on the whole log (hundreds of moves in a long game): in a worker thread,
        so the event loop answers other players meanwhile."""
        if record.seed is None:
            return [], None
        game = self.service.game_of(record)
        actions = await self.service.checked_log(record)
        options = self.service.options_of(record)
        return await asyncio.to_thread(_replay, game, record, options, actions)

    async def state_after(self, game_row: int, n: int) -> tuple[GameRecord, GameState, int]:
        """The state after the first `n` live actions (0: the start). Returns the clamped n too."""
        record, _ = await self.service.load(game_row)
        if record.seed is None:
            raise GameNotActive.for_status(record.status)
        game = self.service.game_of(record)
        actions = await self.service.checked_log(record)
        if not 0 <= n <= len(actions):
            raise HistoryRefusal("async.err.no_such_action", n=n, total=len(actions))
        options, seed = self.service.options_of(record), record.seed

        def replay_to() -> GameState:
            state: GameState = game.setup(record.setup_players, options, seed)
            for number, action in enumerate(actions[:n], start=1):
                state = _replayed(game, state, action, number).state
            return state

        return record, await asyncio.to_thread(replay_to), n

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
    @staticmethod
    def _refuse_draws(span: list[Step]) -> None:
        drawn = next((s for s in span if s.draws), None)
        if drawn is not None:
            raise HistoryRefusal("async.err.undo_draw", n=drawn.number)

    async def request_undo(self, game_row: int, user_id: int) -> UndoOutcome:
        """The player's own last action: at once if nobody acted since and it revealed nothing,
        else a request every other player must accept. Refuses a second request while one waits."""
        async with self.service.lock(game_row):
            record, _ = await self.service.load(game_row)
            if record.status != "active":
                raise GameNotActive.for_status(record.status)
            mine = record.seats_of(user_id)
            if not mine:
                raise NotAPlayer()
            pending = record.settings.get(UNDO_REQUEST)
            if pending and pending.get("version") == record.version:
                raise UndoPending(prompt=pending.get("prompt"))
            steps, _ = await self.steps(record)
            own = [s for s in steps if s.action.seat in mine]
            if not own:
                raise HistoryRefusal("async.err.nothing_to_undo")
            target = own[-1]
            span = steps[target.number - 1:]
            self._refuse_draws(span)
            # Robot seats agree without being asked (service/votes.py): with no other human at
            # the table, nobody is asked.
            others = voters(record, besides=user_id)
            if (len(span) == 1 and not target.reveals) or not others:
                return await self._undo(record, target, steps, requester=user_id)
            request = {"by": user_id, "seq": target.action.seq, "version": record.version, "agreed": [],
                       "key": target.key, "params": target.params, "n": len(span)}
            await self.store.set_game_setting(record.id, UNDO_REQUEST, request, now=self.service.clock())
            record, _ = await self.service.load(game_row)
            return UndoOutcome(False, record, target, len(span), others, user_id)

    async def set_prompt(self, game_row: int, version: int, channel_id: int, message_id: int) -> None:
        """Remember where the pending request's prompt was posted (to settle it there later)."""
        async with self.service.lock(game_row):
            record, _ = await self.service.load(game_row)
            request = record.settings.get(UNDO_REQUEST)
            if request and request.get("version") == version:
                request = {**request, "prompt": {"channel": channel_id, "message": message_id}}
                await self.store.set_game_setting(game_row, UNDO_REQUEST, request, now=self.service.clock())

    async def lapse_request(self, game_row: int) -> dict[str, Any] | None:
        """A pending request the game moved past (someone acted): drop it; returns it (with its
        prompt) so the cog can say so on the prompt, else None."""
        async with self.service.lock(game_row):
            record, _ = await self.service.load(game_row)
            request = record.settings.get(UNDO_REQUEST)
            if not request or (record.status == "active" and request.get("version") == record.version):
                return None
            await self.store.set_game_setting(game_row, UNDO_REQUEST, None, now=self.service.clock())
            await self.store.set_game_setting(game_row, UNDO_LAST,
                                              {"version": request.get("version"), "outcome": "lapsed"},
                                              now=self.service.clock())
            return dict(request)

    async def answer_undo(self, game_row: int, version: int, user_id: int, agree: bool) -> UndoOutcome:
        """Another player answers a pending undo request; every other human must agree (robot
        seats agree; their players may still answer: service/votes.py)."""
        async with self.service.lock(game_row):
            record, _ = await self.service.load(game_row)
            if record.status != "active":
                raise GameNotActive.for_status(record.status)
            request = record.settings.get(UNDO_REQUEST)
            if not request or request.get("version") != version or record.version != version:
                last = record.settings.get(UNDO_LAST) or {}
                if last.get("version") == version:
                    raise HistoryRefusal(f"async.err.undo_{last.get('outcome', 'lapsed')}")
                raise Stale(version=record.version)
            requester = int(request["by"])
            if user_id == requester:
                raise HistoryRefusal("async.err.own_undo")
            if user_id not in record.seated_users():
                raise NotAPlayer()
            now = self.service.clock()
            prompt = request.get("prompt")
            if not agree:
                await self.store.set_game_setting(record.id, UNDO_REQUEST, None, now=now)
                await self.store.set_game_setting(record.id, UNDO_LAST,
                                                  {"version": version, "outcome": "refused", "by": user_id},
                                                  now=now)
                record, _ = await self.service.load(game_row)
                return UndoOutcome(False, record, requester=requester, refused=True, prompt=prompt)
            if user_id in request.get("agreed", []):
                raise HistoryRefusal("async.err.undo_already_agreed")
            agreed = sorted({*request.get("agreed", []), user_id})
            missing = [u for u in voters(record, besides=requester) if u not in agreed]
            steps, _ = await self.steps(record)
            target = next((s for s in steps if s.action.seq == request["seq"]), None)
            if target is None:
                raise Stale(version=record.version)
            if missing:
                await self.store.set_game_setting(record.id, UNDO_REQUEST, {**request, "agreed": agreed},
                                                  now=now)
                record, _ = await self.service.load(game_row)
                return UndoOutcome(False, record, target, len(steps) - target.number + 1, missing, requester,
                                   prompt=prompt)
            return await self._undo(record, target, steps, requester=requester, prompt=prompt)

    async def agreed_by_robots(self, game_row: int) -> UndoOutcome | None:
        """A pending request whose missing answers were all from seats now played by the robot
        (autoplay was turned on meanwhile): the robots agree, so it is done now. None otherwise."""
        async with self.service.lock(game_row):
            record, _ = await self.service.load(game_row)
            request = record.settings.get(UNDO_REQUEST)
            if record.status != "active" or not request or request.get("version") != record.version:
                return None
            requester = int(request["by"])
            if any(u not in request.get("agreed", []) for u in voters(record, besides=requester)):
                return None
            steps, _ = await self.steps(record)
            target = next((s for s in steps if s.action.seq == request["seq"]), None)
            if target is None:
                return None
            return await self._undo(record, target, steps, requester=requester, prompt=request.get("prompt"))

    async def force_undo(self, game_row: int, by_user: int, role: str) -> UndoOutcome:
        """The creator's or a moderator's explicit admin action: undo the last action, whoever
        made it, without consent — logged in `admin_log` with the undo. Still no undo of draws."""
        if role not in ADMIN_ROLES:
            raise ValueError(role)
        async with self.service.lock(game_row):
            record, _ = await self.service.load(game_row)
            if record.status != "active":
                raise GameNotActive.for_status(record.status)
            steps, _ = await self.steps(record)
            if not steps:
                raise HistoryRefusal("async.err.nothing_to_force")
            target = steps[-1]
            self._refuse_draws([target])
            pending = record.settings.get(UNDO_REQUEST)
            admin = {"user_id": by_user, "role": role, "action": "undo",
                     "detail": {"seq": target.action.seq, "seat": target.action.seat,
                                "key": target.key, "params": target.params}}
            return await self._undo(record, target, steps, requester=by_user, admin=admin,
                                    prompt=(pending or {}).get("prompt"))

    async def _undo(self, record: GameRecord, target: Step, steps: list[Step], *, requester: int,
                    admin: dict[str, Any] | None = None,
                    prompt: dict[str, int] | None = None) -> UndoOutcome:
        """Undo `target` and every later action (called with the game's lock held)."""
        game = self.service.game_of(record)
        current = self.service.state_of(record)
        assert current is not None and record.seed is not None
        state = game.setup(record.setup_players, self.service.options_of(record), record.seed)
        for step in steps[:target.number - 1]:
            state = apply(game, state, step.action.seat, step.action.action_text).state
        version = record.version + 1
        # The engine's part (the rows' legal actions expanded) in a worker thread.
        items = await asyncio.to_thread(ob.after_change, game, self.service.seat_users(record), current,
                                        state, version)
        settings = {k: v for k, v in record.settings.items() if k != UNDO_REQUEST}
        settings[UNDO_LAST] = {"version": record.version, "outcome": "done"}
        try:
            await self.store.undo_actions(record.id, target.action.seq, record.version,
                                          state.model_dump_json(), settings=settings, outbox=items,
                                          admin=admin, now=self.service.clock())
        except VersionConflict as exc:
            raise Stale(version=exc.actual if exc.actual is not None else record.version) from None
        new_record, _ = await self.service.load(record.id)
        return UndoOutcome(True, new_record, target, len(steps) - target.number + 1, requester=requester,
                           prompt=prompt)


def log_time(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%d %H:%M UTC")
