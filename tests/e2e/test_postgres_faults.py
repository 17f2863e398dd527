"""PostgreSQL restarted mid-play (issue 33), simulated without touching the shared server: every
connection of this test's own database is terminated (`pg_terminate_backend`, what a restart does
to the bot's sessions). The pool reconnects; an action in flight is either committed or refused
with "try again" in the player's language; nothing is half-applied."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot import create_bot
from offline import Driver, FakeClock
from storage.db import _PostgresConnection
from tests.e2e.async_helpers import service, start_highcard
from tests.postgres import reset


async def _restart(url: str) -> int:
    """Terminate every other session of the database at `url` (the restart, as the bot sees it)."""
    conn = await asyncpg.connect(url)
    try:
        return int(await conn.fetchval(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid != pg_backend_pid()"))
    finally:
        await conn.close()


@pytest.fixture
async def driver(postgres_url: str, tmp_path: Path, clock: FakeClock) -> AsyncIterator[Driver]:
    await reset(postgres_url)
    drv = Driver(lambda: create_bot(db_path=postgres_url, clock=clock.now, offline=True), clock=clock,
                 images_dir=tmp_path / "images")
    drv.url = postgres_url
    drv.add_user("alice")
    drv.add_user("bob", locale="es-ES")
    await drv.start()
    try:
        yield drv
    finally:
        await drv.stop()


async def _move(driver: Driver, game: int, name: str) -> str:
    record, state = await service(driver).load(game)
    seat = record.seats_of(driver.world.user(name).id)[0]
    return service(driver).legal_texts(record, state, seat)[0]


async def test_an_action_in_flight_when_the_server_restarts_is_refused_with_try_again(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    game = await start_highcard(driver, "alice", "bob")
    before = await service(driver).store.dump()
    move = await _move(driver, game, "bob")
    original = _PostgresConnection.fetchone

    async def restart_mid_commit(self: _PostgresConnection, sql: str, params: Any = ()) -> Any:
        # The statement that writes the game, its log row and its outbox rows (its own
        # transaction) is about to be sent.
        if "INSERT INTO actions" in sql:
            assert await _restart(driver.url) >= 1
        return await original(self, sql, params)

    monkeypatch.setattr(_PostgresConnection, "fetchone", restart_mid_commit)
    result = await driver.slash("bob", f'/game play action:"{move}"')
    monkeypatch.undo()
    replies = [m.text for m in result.ephemeral]
    # Bob reads Spanish: "try again", or, when the connection broke after the statement (its
    # own transaction) may have been sent, "it may or may not have been made: look, then try again".
    assert any("Vuelve a intentarlo" in text or "volver a intentarlo" in text for text in replies), replies
    assert not any(text.startswith("✅") for text in replies)
    await asyncio.sleep(0.2)  # a restart takes a moment: the pool sees its dropped connections
    after = await service(driver).store.dump()  # the pool reconnects: the store reads again
    assert after["actions"] == before["actions"] and after["games"] == before["games"]  # nothing half-applied
    again = await driver.slash("bob", f'/game play action:"{move}"')  # the player tries again
    assert again.error is None and again.ephemeral[0].text.startswith("✅"), again.content_text()
    assert await service(driver).replay_check(game)


async def test_a_restart_between_actions_costs_nothing(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob")
    assert await _restart(driver.url) >= 1
    await asyncio.sleep(0.2)  # a restart takes a moment: the pool sees its dropped connections
    result = await driver.slash("alice", f'/game play action:"{await _move(driver, game, "alice")}"')
    assert result.error is None and result.ephemeral[0].text.startswith("✅"), result.content_text()
    assert len(await service(driver).store.list_actions(game)) == 1
