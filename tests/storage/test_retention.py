"""Retention (issue 20, item 3): closed outbox and schedule rows go after a while; the action log,
undelivered rows, pending rows and the rows of current turns stay."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest

from engine import registry
from service.games import GameService
from service.retention import RETENTION, prune, retention_from
from service.scheduling import DEADLINE, REMINDER, SET_DEADLINE, Scheduler
from storage import OutboxItem, Store
from tests.fixtures.highcard import GAME as HIGHCARD
from tests.fixtures.poll import poll_notices
from tests.plans import assert_indexed, query_plan

pytest_plugins = ("tests.service.test_service_support",)

T0 = datetime(2026, 1, 5, 12, 0, tzinfo=UTC)


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
async def setup(db_path: str) -> AsyncIterator[tuple[GameService, Scheduler, Clock]]:
    registry.register(HIGHCARD)
    clock = Clock()
    store = await Store.open(db_path, clock=clock)
    service = GameService(store, clock=clock)
    yield service, Scheduler(service), clock
    await store.close()


async def _started(service: GameService, scheduler: Scheduler, channel: int = 1) -> int:
    record = await service.create(None, channel, None, "highcard", 10, {"rounds": 3})
    for user in (11, 12):
        await service.join(record.id, user)
    await scheduler.set_game_option(record.id, 10, SET_DEADLINE, "daily")
    await service.start(record.id, 10, seed=7)
    await scheduler.sync(record.id)
    return record.id


async def _deliver(service: GameService) -> None:
    for row in await service.pending_outbox(500):
        await service.mark_delivered(row.id)


def _epoch_rows(rows: list, seat: int, epoch: int, kind: str) -> list:
    return [r for r in rows if r.seat == seat and r.epoch == epoch and r.kind == kind]


async def test_pruning_keeps_the_log_pending_rows_and_current_turns(
        setup: tuple[GameService, Scheduler, Clock]) -> None:
    service, scheduler, clock = setup
    store = service.store
    game = await _started(service, scheduler)
    await _deliver(service)
    clock.now = T0 + timedelta(hours=13)  # the first reminders (halfway to the deadline)
    assert {n.kind for n in await poll_notices(scheduler)} == {"reminder"}
    clock.now = T0 + timedelta(hours=25)  # the daily deadline fires
    assert "deadline_vote" in {n.kind for n in await poll_notices(scheduler)}
    clock.now = T0 + timedelta(hours=26)
    record, state = await service.load(game)
    mover = service.awaiting(record, state)[0].seat
    await service.act(game, record.user_of(mover), service.legal_texts(record, state, mover)[0], None)
    await scheduler.sync(game)
    await _deliver(service)
    for day in range(2, 21):  # nobody else moves for 20 days: a reminder a day
        clock.now = T0 + timedelta(days=day, hours=1)
        await scheduler.poll()
    await store.add_outbox(game, [OutboxItem("ping", {"user_ids": [10]})])  # an undelivered row
    undelivered = await store.pending_outbox(500)
    assert undelivered
    turns = await store.get_turns(game)
    assert turns is not None and mover not in turns.awaited and len(turns.awaited) == 2
    waiting, info = next(iter(turns.awaited.items()))
    before = await store.list_schedules(game, pending_only=False)
    actions = await store.list_actions(game, include_undone=True)
    cutoff = clock.now - RETENTION
    old_closed = [r for r in before if r.done_at is not None and r.done_at < cutoff]
    kept_turn = [r for r in old_closed
                 if r.seat in turns.awaited and turns.awaited[r.seat]["epoch"] == r.epoch]
    assert kept_turn and len(kept_turn) < len(old_closed)  # both kinds are there to tell apart
    async with store.read() as db:
        old_outbox = await db.fetchval("SELECT COUNT(*) FROM outbox WHERE done_at < ?",
                                       (cutoff.isoformat(timespec="microseconds"),))
    assert old_outbox > 0

    pruned = await prune(store, clock.now, batch=3)  # tiny batches: the resuming is exercised too

    after = await store.list_schedules(game, pending_only=False)
    assert pruned.schedules == len(old_closed) - len(kept_turn) and pruned.outbox == old_outbox
    gone = {r.id for r in old_closed} - {r.id for r in kept_turn}
    assert {r.id for r in after} == {r.id for r in before} - gone
    assert [r for r in after if r.done_at is None] == [r for r in before if r.done_at is None]
    assert await store.list_actions(game, include_undone=True) == actions  # the log stays whole
    assert await store.pending_outbox(500) == undelivered
    async with store.read() as db:
        assert await db.fetchval("SELECT COUNT(*) FROM outbox WHERE done_at < ?",
                                 (cutoff.isoformat(timespec="microseconds"),)) == 0

    # What the planner reads of the current turn survived: the fired deadline is not planned
    # again, and a re-planned reminder goes on counting from the last one sent (the turn's one
    # reminder row, re-armed after each: numbered one more than those sent).
    [armed] = [r for r in _epoch_rows(after, waiting, info["epoch"], REMINDER) if r.done_at is None]
    sent = int(armed.payload["n"]) - 1
    assert sent > 14
    await scheduler.set_user_reminders(info["user"], 24)
    rows = await store.list_schedules(game, pending_only=False)
    assert not [r for r in _epoch_rows(rows, waiting, info["epoch"], DEADLINE) if r.done_at is None]
    fresh = [r for r in _epoch_rows(rows, waiting, info["epoch"], REMINDER) if r.done_at is None]
    assert [r.payload["n"] for r in fresh] == [sent + 1]


async def test_a_finished_game_keeps_only_its_log_after_retention(
        setup: tuple[GameService, Scheduler, Clock]) -> None:
    service, scheduler, clock = setup
    store = service.store
    game = await _started(service, scheduler)
    while True:
        await _deliver(service)
        await scheduler.sync(game)
        record, state = await service.load(game)
        if record.status != "active":
            break
        clock.now += timedelta(hours=2)
        seat = service.awaiting(record, state)[0].seat
        await service.act(game, record.user_of(seat), service.legal_texts(record, state, seat)[0], None)
    actions = await store.list_actions(game)
    assert actions and record.status == "finished"
    early = await prune(store, clock.now + RETENTION - timedelta(hours=1))  # rows of the first moves
    assert early.outbox and early.schedules
    clock.now += RETENTION + timedelta(hours=1)
    await prune(store, clock.now)
    dump = await store.dump()
    assert [r for r in dump["outbox"] if r[1] == game] == []
    assert [r for r in dump["schedules"] if r[1] == game] == []
    assert await store.list_actions(game) == actions
    assert (await store.get_game(game)).snapshot == record.snapshot


async def test_pruning_uses_indexes(setup: tuple[GameService, Scheduler, Clock]) -> None:
    service, _, _ = setup
    for sql, params in (
        ("SELECT id FROM outbox WHERE done_at < ? ORDER BY done_at LIMIT ?", ("x", 5)),
        ("SELECT s.id FROM schedules s WHERE s.done_at < ? AND (s.done_at, s.due_at, s.id) > (?, ?, ?)"
         " ORDER BY s.done_at, s.due_at, s.id LIMIT ?", ("x", "", "", 0, 5)),
    ):
        assert_indexed(await query_plan(service.store, sql, params, avoid_sorts=True))


def test_retention_from_the_environment() -> None:
    assert retention_from({}) == RETENTION
    assert retention_from({"AGORA_RETENTION_DAYS": "3"}) == timedelta(days=3)
    assert retention_from({"AGORA_RETENTION_DAYS": "0"}) == timedelta(days=1)
    assert retention_from({"AGORA_RETENTION_DAYS": "soon"}) == RETENTION
