"""Running on PostgreSQL: moving a SQLite database there (`--migrate-to`), its backups (pg_dump), the
bot's refusals at start (unknown URL, unreachable server, a schema newer than the code), and the
shard settings."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import bot
from service import GameService
from service.scheduling import SET_DEADLINE, Scheduler
from storage import StorageError, Store
from storage.db import redact
from storage.transfer import TransferError, migrate_to
from tests.postgres import reset
from tests.service.test_service_support import BOB, CAROL, CREATOR, FakeClock, play_out, started_game

pytest_plugins = ("tests.service.test_service_support",)
REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
async def empty_postgres(postgres_url: str) -> str:
    await reset(postgres_url)
    return postgres_url


async def _sqlite_with_games(path: Path, clock: FakeClock) -> dict[str, list[tuple[Any, ...]]]:
    """A SQLite database with a finished game, one mid-play with its schedules, a lobby, users and
    outbox rows: what a bot leaves behind."""
    store = await Store.open(path, clock=clock)
    try:
        service = GameService(store, clock)
        scheduler = Scheduler(service)
        finished = await started_game(service, (CREATOR, BOB), channel=1)
        await play_out(service, finished.id)
        playing = await started_game(service, (CREATOR, BOB, CAROL), channel=2)
        await scheduler.set_game_option(playing.id, CREATOR, SET_DEADLINE, "daily")
        await scheduler.sync(playing.id)
        record, state = await service.load(playing.id)
        seat = service.awaiting(record, state)[0].seat
        text = service.legal_texts(record, state, seat)[0]
        await service.act(playing.id, record.user_of(seat), text, 4242)
        await service.create(1, 3, None, "highcard", CAROL)
        await store.set_user_setting(BOB, "name", "Bob ü")
        await store.set_guild_settings(1, {"language": "es"})
        return await store.dump()
    finally:
        await store.close()


def _sorted(dump: dict[str, list[tuple[Any, ...]]]) -> dict[str, list[tuple[Any, ...]]]:
    return {table: sorted(rows, key=repr) for table, rows in dump.items()}


async def test_migrate_to_copies_every_row_and_verifies_the_copy(tmp_path: Path, clock: FakeClock,
                                                                 highcard: Any,
                                                                 empty_postgres: str) -> None:
    source = tmp_path / "agora.db"
    before = await _sqlite_with_games(source, clock)
    lines: list[str] = []
    report = await migrate_to(str(source), empty_postgres, progress=lines.append)
    assert report.ok, report.lines()
    assert report.rows["games"] == 3 and report.rows["actions"] == len(before["actions"]) > 5
    assert any("no problem found" in line for line in report.check), report.check
    target = await Store.open(empty_postgres, clock=clock)
    try:
        assert _sorted(await target.dump()) == _sorted(before)
        # The copy plays on: new rows continue the ids, the game in play takes its next move.
        service = GameService(target, clock)
        record = await service.create(1, 4, None, "highcard", DAVE_ID)
        assert record.id == 4
        playing = next(r for r in await target.list_games(statuses=["active"]))
        loaded, state = await service.load(playing.id)
        seat = service.awaiting(loaded, state)[0].seat
        result = await service.act(playing.id, loaded.user_of(seat),
                                   service.legal_texts(loaded, state, seat)[0], 4243)
        assert result.version == loaded.version + 1
    finally:
        await target.close()
    with pytest.raises(TransferError, match="already holds"):  # never into a database with games
        await migrate_to(str(source), empty_postgres)


DAVE_ID = 1004


async def test_migrate_to_refuses_while_a_bot_holds_the_file(tmp_path: Path, clock: FakeClock,
                                                              empty_postgres: str) -> None:
    source = tmp_path / "agora.db"
    running = await Store.open(source, clock=clock)
    try:
        with pytest.raises(StorageError, match="already in use"):
            await migrate_to(str(source), empty_postgres)
    finally:
        await running.close()


async def test_pg_dump_backup_and_restore(tmp_path: Path, clock: FakeClock, highcard: Any,
                                          empty_postgres: str) -> None:
    store = await Store.open(empty_postgres, clock=clock)
    service = GameService(store, clock)
    game = await started_game(service, (CREATOR, BOB))
    before = await store.dump()
    await store.close()
    def command(*args: str) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "PYTHONPATH": str(REPO)}
        return subprocess.run([sys.executable, "bot.py", "--db", empty_postgres, *args], cwd=REPO, env=env,
                              capture_output=True, text=True, timeout=120)

    done = await asyncio.to_thread(command, "--backup", str(tmp_path))
    assert done.returncode == 0, done.stderr
    [dump] = await asyncio.to_thread(lambda: list(tmp_path.glob("agora-*.dump")))
    store = await Store.open(empty_postgres, clock=clock)  # a move after the backup...
    service = GameService(store, clock)
    await play_out(service, game.id)
    assert await store.dump() != before
    await store.close()
    done = await asyncio.to_thread(command, "--restore", str(dump))
    assert done.returncode == 0, done.stderr
    store = await Store.open(empty_postgres, clock=clock)  # ...is gone with the restore
    try:
        assert await store.dump() == before
    finally:
        await store.close()
    done = await asyncio.to_thread(command, "--restore", str(tmp_path / "no"))
    assert done.returncode == 1 and "no backup" in done.stderr


async def test_start_refusals_say_which_database_and_why(empty_postgres: str) -> None:
    secret = "postgresql://agora:s3cret@127.0.0.1:1/agora"  # nothing listens on port 1
    line = await bot.open_check(secret)
    assert line is not None and "s3cret" not in line and redact(secret) in line
    assert line.count("\n") == 0 and "cannot connect" in line
    line = await bot.open_check("mysql://agora@localhost/agora")
    assert line is not None and "unknown database URL scheme 'mysql'" in line
    store = await Store.open(empty_postgres)  # a schema newer than this code
    async with store.write() as db:
        await db.execute("UPDATE schema_version SET version = version + 1")
    await store.close()
    try:
        line = await bot.open_check(empty_postgres)
        assert line is not None and "newer than this code" in line
    finally:  # the session's database is shared by the tests that follow
        import asyncpg

        conn = await asyncpg.connect(empty_postgres)
        try:
            await conn.execute("UPDATE schema_version SET version = version - 1")
        finally:
            await conn.close()


def test_the_bot_exits_non_zero_with_one_line_when_the_database_is_unreachable(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO), "DISCORD_TOKEN": "x.y.z",
           "AGORA_DATABASE_URL": "postgresql://agora:s3cret@127.0.0.1:1/agora"}
    done = subprocess.run([sys.executable, "bot.py"], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 1
    assert done.stderr.strip().count("\n") == 0, done.stderr
    assert "127.0.0.1:1/agora" in done.stderr and "s3cret" not in done.stderr


def test_shard_settings() -> None:
    assert bot.Shards.parse(None, None) is None
    assert bot.Shards.parse("1, 0", "4") == bot.Shards((0, 1), 4)
    assert bot.Shards.parse("", "2") == bot.Shards((0, 1), 2)  # all of them
    for ids, count in (("0", ""), ("2", "2"), ("0,0", "2"), ("a", "2"), ("0", "0")):
        with pytest.raises(ValueError):
            bot.Shards.parse(ids, count)
    sharded = bot.create_bot(db_path=":memory:", offline=False, shards=bot.Shards((1,), 2))
    assert isinstance(sharded, bot.ShardedAgoraBot) and sharded.shard_ids == [1] and sharded.shard_count == 2
    assert not isinstance(bot.create_bot(db_path=":memory:", offline=False), bot.ShardedAgoraBot)


def test_a_single_statement_write_that_failed_on_the_way_may_have_committed() -> None:
    """`write_statement` (a statement that is its own transaction): a failure is "outcome
    unknown" unless the statement was refused before it was sent or the server answered with an
    error (it rolled back)."""
    import asyncpg

    from storage.db import _maybe_committed

    assert not _maybe_committed(asyncpg.InterfaceError("connection is closed"))
    assert not _maybe_committed(asyncpg.DeadlockDetectedError("deadlock"))
    assert not _maybe_committed(asyncpg.AdminShutdownError("terminating connection"))
    assert _maybe_committed(asyncpg.ConnectionDoesNotExistError("closed in the middle of operation"))
    assert _maybe_committed(ConnectionResetError())
    assert _maybe_committed(TimeoutError())
