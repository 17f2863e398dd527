"""Storage: migrations, the instance lock, atomic commits, outbox, schedules, users."""

from __future__ import annotations

import asyncio
import os
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import pytest

from storage import (
    AlreadyRunning,
    ChannelBusy,
    ConstraintViolation,
    DuplicateInteraction,
    OutboxItem,
    Store,
    VersionConflict,
    WrongStatus,
)
from storage.migrations import MIGRATIONS, POSTGRES_MIGRATIONS
from tests.service.test_service_support import FakeClock, sqlite_only

pytest_plugins = ("tests.service.test_service_support",)


async def _active_game(store: Store, channel: int = 7) -> int:
    record = await store.create_game(guild_id=1, channel_id=channel, game_id="highcard", creator_id=10,
                                     options={"rounds": 1})
    await store.add_player(record.id, 11)
    started = await store.start_game(record.id, seat_users=[11, 10], seed=42, snapshot='{"v": 1}',
                                     outbox=[OutboxItem("public_state", {"version": 1})])
    assert started.status == "active" and started.version == 1
    assert [s.user_id for s in started.seats] == [11, 10]
    return record.id


async def test_migrations_are_idempotent_on_reopen(db_path: Path, clock: FakeClock) -> None:
    first = await Store.open(db_path, clock=clock)
    game = await _active_game(first)
    before = await first.dump()
    await first.close()
    again = await Store.open(db_path, clock=clock)
    try:
        assert await again.schema_version() == len(MIGRATIONS)
        assert await again.dump() == before
        assert (await again.get_game(game)).version == 1
    finally:
        await again.close()


async def test_pragmas(store: Store, backend: str) -> None:
    sqlite_only(backend, "SQLite's connection settings")
    async with store.read() as db:
        assert await db.fetchval("PRAGMA journal_mode") == "wal"
        assert await db.fetchval("PRAGMA foreign_keys") == 1
        assert await db.fetchval("PRAGMA busy_timeout") == 5000


def test_both_backends_number_their_schema_alike() -> None:
    # A schema version means the same tables on both (storage/migrations.py).
    assert len(POSTGRES_MIGRATIONS) == len(MIGRATIONS)


async def test_second_instance_refuses_to_start(store: Store, db_path: Path, clock: FakeClock,
                                                backend: str) -> None:
    sqlite_only(backend, "one process per SQLite file (PostgreSQL takes several)")
    with pytest.raises(AlreadyRunning) as caught:
        await Store.open(db_path, clock=clock)
    message = str(caught.value)
    assert str(db_path) in message
    assert f"process {os.getpid()}" in message
    assert caught.value.other_pid == os.getpid()
    await store.close()
    reopened = await Store.open(db_path, clock=clock)  # the lock went with close()
    await reopened.close()


async def test_a_second_store_on_postgresql_shares_the_database(store: Store, db_path: str, clock: FakeClock,
                                                               backend: str) -> None:
    if backend != "postgresql":
        pytest.skip("PostgreSQL only: several processes on one database")
    game = await _active_game(store)
    other = await Store.open(db_path, clock=clock)
    try:
        assert other.owner != store.owner
        assert (await other.get_game(game)).version == 1
        assert await other.commit_action(game, 1, 0, 11, "play 3", 1, '{"v": 2}') == 2
        with pytest.raises(VersionConflict):  # one action per version, whichever process sends it
            await store.commit_action(game, 1, 1, 10, "play 4", 2, '{"v": 2}')
    finally:
        await other.close()


async def test_keep_meta_keeps_the_first_value(store: Store) -> None:
    assert await store.keep_meta("web_secret", "first") == "first"
    assert await store.keep_meta("web_secret", "second") == "first"  # a later start keeps it
    assert await store.get_meta("web_secret") == "first"


async def test_memory_databases_need_no_lock() -> None:
    one, two = await Store.open(":memory:"), await Store.open(":memory:")
    try:
        await _active_game(one)
        assert (await two.dump())["games"] == []
    finally:
        await one.close()
        await two.close()


async def test_duplicate_interaction_applies_once(store: Store) -> None:
    game = await _active_game(store)
    assert await store.commit_action(game, 1, 0, 11, "play 3", 555, '{"v": 2}') == 2
    before = await store.dump()
    with pytest.raises(DuplicateInteraction):
        await store.commit_action(game, 2, 1, 10, "play 4", 555, '{"v": 3}',
                                  [OutboxItem("public_state", {"version": 3})])
    assert await store.dump() == before
    actions = await store.list_actions(game)
    logged = [(a.seq, a.action_text, a.interaction_id, a.version_after) for a in actions]
    assert logged == [(1, "play 3", 555, 2)]


async def test_a_commit_on_the_head_read_writes_only_if_the_head_is_unchanged(store: Store) -> None:
    """`commit_action_record(head=...)`: the game and its log's newest seq as read before; on
    PostgreSQL the commit is then one statement that writes only if the game's version and chain
    head are still those (on SQLite the head is read again in the transaction)."""
    game = await _active_game(store)
    read, logged, last_seq = await store.game_before_action(game, 9001)
    assert read is not None and not logged and last_seq == 0
    items = [OutboxItem("public_state", {"version": 2}), OutboxItem("ping", {})]
    record = await store.commit_action_record(game, 1, 0, 11, "play 3", 9001, '{"v": 2}', items,
                                              head=(read, last_seq))
    assert record.version == 2 and record.snapshot == '{"v": 2}' and record.seats == read.seats
    assert record == await store.get_game(game)
    assert [(r.kind, r.version) for r in await store.pending_outbox(10, game=game)][-2:] == \
        [("public_state", 2), ("ping", 2)]
    read, logged, last_seq = await store.game_before_action(game, 9001)
    assert read is not None and logged and last_seq == 1
    # A head that is not the game's (as if the chain had been rewritten since it was read).
    before = await store.dump()
    forged = replace(read, log_head="0" * 64)
    if store.dialect.chains_writes:
        with pytest.raises(VersionConflict):
            await store.commit_action_record(game, 2, 1, 10, "play 4", 9002, '{"v": 3}',
                                             head=(forged, last_seq))
        assert await store.dump() == before
    else:  # SQLite reads the head itself, in the transaction
        await store.commit_action_record(game, 2, 1, 10, "play 4", 9002, '{"v": 3}', head=(forged, last_seq))
    actions = await store.log_chain(game)
    assert [a.seq for a in actions] == list(range(1, len(actions) + 1))


async def test_version_conflict_writes_nothing(store: Store) -> None:
    game = await _active_game(store)
    before = await store.dump()
    with pytest.raises(VersionConflict) as caught:
        await store.commit_action(game, 5, 0, 11, "play 3", 1, '{"v": 2}', [OutboxItem("ping", {})])
    assert caught.value.actual == 1
    assert await store.dump() == before


async def test_null_interaction_ids_do_not_collide(store: Store) -> None:
    game = await _active_game(store)
    await store.commit_action(game, 1, 0, None, "play 3", None, "{}")
    await store.commit_action(game, 2, 1, None, "play 4", None, "{}")
    assert [a.seq for a in await store.list_actions(game)] == [1, 2]


async def test_failure_inside_a_write_rolls_back(store: Store) -> None:
    game = await _active_game(store)
    before = await store.dump()
    with pytest.raises(RuntimeError):
        async with store.write() as db:
            await db.execute("UPDATE games SET version = 99 WHERE id = ?", (game,))
            raise RuntimeError("boom")
    assert await store.dump() == before


async def test_finishing_stores_outcome_and_closes_schedules(store: Store, clock: FakeClock) -> None:
    game = await _active_game(store)
    await store.add_schedule(game, "reminder", clock() + timedelta(hours=1), seat=0, user_id=11)
    version = await store.commit_action(game, 1, 0, 11, "claim", 9, "{}", status="finished",
                                        outcome={"ranking": [[0], [1]]})
    record = await store.get_game(game)
    assert record is not None and version == 2
    assert record.status == "finished" and record.outcome == {"ranking": [[0], [1]]}
    assert record.finished_at == clock()
    assert await store.list_schedules(game) == []
    with pytest.raises(VersionConflict):  # a finished game takes no more actions
        await store.commit_action(game, 2, 0, 11, "claim", 10, "{}")


async def test_one_open_game_per_channel(store: Store) -> None:
    game = await _active_game(store, channel=7)
    with pytest.raises(ChannelBusy):
        await store.create_game(guild_id=1, channel_id=7, game_id="highcard", creator_id=12, options={})
    other = await store.create_game(guild_id=1, channel_id=8, game_id="highcard", creator_id=12, options={})
    with pytest.raises(ConstraintViolation, match=r"(?i)unique"):  # the index holds even if code forgets
        async with store.write() as db:
            await db.execute("UPDATE games SET channel_id = 7 WHERE id = ?", (other.id,))
    await store.set_status(other.id, "abandoned")
    await store.set_status(game, "finished")
    newer = await store.create_game(guild_id=1, channel_id=7, game_id="highcard", creator_id=12, options={})
    assert (await store.get_game_by_channel(7)).id == newer.id
    await store.set_status(newer.id, "abandoned")
    assert (await store.get_game_by_channel(7)).id == newer.id  # the latest
    assert await store.get_game_by_channel(999) is None
    assert [g.id for g in await store.list_games(1, ["finished"])] == [game]


async def test_lobby_sign_ups(store: Store) -> None:
    record = await store.create_game(guild_id=1, channel_id=3, game_id="highcard", creator_id=10, options={})
    await store.add_player(record.id, 11)
    await store.add_player(record.id, 10)  # a second seat for the same person
    record = await store.remove_player(record.id, 11)
    assert record.player_ids() == [10, 10]
    await store.add_player(record.id, 12)
    record = await store.set_seat_order(record.id, "chosen", [12, 10, 10])
    assert record.player_ids() == [12, 10, 10] and record.seat_order == "chosen"
    with pytest.raises(ValueError, match="signed-up"):
        await store.set_seat_order(record.id, "chosen", [12, 10])
    assert [g.id for g in await store.list_games(user_id=12)] == [record.id]
    await store.start_game(record.id, seat_users=[12, 10, 10], seed=1, snapshot="{}")
    with pytest.raises(WrongStatus):
        await store.add_player(record.id, 13)


async def test_outbox_delivery_bookkeeping(store: Store, clock: FakeClock) -> None:
    game = await _active_game(store)
    await store.add_outbox(game, [OutboxItem("ping", {"user_ids": [10]}), OutboxItem("lobby", {}, version=0)])
    pending = await store.pending_outbox()
    assert [(r.kind, r.version) for r in pending] == [("public_state", 1), ("ping", 1), ("lobby", 0)]
    assert await store.mark_outbox_done(pending[0].id)
    assert not await store.mark_outbox_done(pending[0].id)
    await store.mark_outbox_failed(pending[1].id, "HTTP 500")
    await store.mark_outbox_failed(pending[2].id, "DMs closed", give_up=True)
    left = await store.pending_outbox()
    assert [(r.id, r.attempts, r.last_error) for r in left] == [(pending[1].id, 1, "HTTP 500")]
    assert await store.pending_outbox(max_attempts=1) == []


async def test_schedules_are_claimed_once(store: Store, clock: FakeClock) -> None:
    game = await _active_game(store)
    soon = await store.add_schedule(game, "reminder", clock() + timedelta(minutes=5), user_id=10,
                                    payload={"n": 1})
    later = await store.add_schedule(game, "deadline", clock() + timedelta(days=1), seat=1)
    assert await store.due_schedules(clock()) == []
    clock.advance(minutes=10)
    due = await store.due_schedules(clock())
    assert [(d.id, d.kind, d.payload) for d in due] == [(soon, "reminder", {"n": 1})]
    assert await store.claim_schedule(soon)
    assert not await store.claim_schedule(soon)
    assert await store.due_schedules(clock()) == []
    assert await store.cancel_schedules(game, "deadline") == 1
    assert [s.id for s in await store.list_schedules(game, pending_only=False)] == [soon, later]


async def test_users_and_dm_status(store: Store) -> None:
    game = await _active_game(store)
    assert await store.get_user(10) is None
    await store.set_dm_ok(10, False)
    record = await store.get_game(game)
    assert record is not None
    assert {s.user_id: s.dm_ok for s in record.seats} == {11: None, 10: False}
    assert (await store.get_user(10)).dm_closed
    await store.set_dm_ok(10, True, game=game)
    await store.set_user_locale(10, "es-ES")
    user = await store.set_user_setting(10, "timezone", "Europe/Madrid")
    assert (user.locale, user.dm_closed, user.settings) == ("es-ES", False, {"timezone": "Europe/Madrid"})
    updated = await store.set_game_setting(game, "reminder_hours", 12)
    assert updated.settings == {"reminder_hours": 12}
    assert (await store.set_game_setting(game, "reminder_hours", None)).settings == {}


async def test_reentrant_use_fails_loudly_instead_of_hanging(store: Store) -> None:
    with pytest.raises(RuntimeError, match="re-entrantly"):
        async with store.write():
            await store.get_game(1)
    assert await store.get_game(1) is None  # the connection is usable afterwards


async def test_cancelled_writer_leaves_the_connection_clean(store: Store) -> None:
    game = await _active_game(store)
    inside = asyncio.Event()

    async def slow_writer() -> None:
        async with store.write() as db:
            await db.execute("UPDATE games SET version = 50 WHERE id = ?", (game,))
            inside.set()
            await asyncio.sleep(30)

    task = asyncio.create_task(slow_writer())
    await inside.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert (await store.get_game(game)).version == 1
    assert await store.commit_action(game, 1, 0, 11, "play 3", 1, "{}") == 2
