"""Shared fixtures and helpers of the storage and service tests (no tests here).

Kept out of conftest.py on purpose: other areas add their own fixtures there.
"""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

import i18n
from engine import registry
from service import GameService
from storage import GameRecord, Store
from tests.fixtures.highcard import GAME
from tests.postgres import reset

HIGHCARD_TEXTS = Path("tests/fixtures/highcard")
GUILD = 1
CHANNEL = 500
CREATOR, BOB, CAROL, DAVE = 1001, 1002, 1003, 1004


class FakeClock:
    """An aware UTC clock that only moves when told to."""

    def __init__(self) -> None:
        self.now = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture
def highcard() -> Iterator[Any]:
    registry.register(GAME)
    i18n.add_catalog_file(HIGHCARD_TEXTS)
    yield GAME
    registry.unregister(GAME.id)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    """Every storage and service test runs on both backends (tests/postgres.py)."""
    return str(request.param)


@pytest.fixture
async def db_path(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Path | str:
    """Where the test's database is: a SQLite file, or the session's PostgreSQL database emptied
    for this test (its URL: `Store.open` takes either)."""
    if backend == "sqlite":
        return tmp_path / "agora.db"
    url = request.getfixturevalue("postgres_url")
    await reset(url)
    return url


def sqlite_only(backend: str, why: str) -> None:
    """Skip a test of something only SQLite has (the file's lock, PRAGMAs, the file itself)."""
    if backend != "sqlite":
        pytest.skip(f"SQLite only: {why}")


@pytest.fixture
async def store(db_path: Path | str, clock: FakeClock) -> AsyncIterator[Store]:
    opened = await Store.open(db_path, clock=clock)
    yield opened
    await opened.close()


@pytest.fixture
def service(store: Store, clock: FakeClock, highcard: Any) -> GameService:
    return GameService(store, clock)


_interactions = itertools.count(10_000)


def next_interaction() -> int:
    return next(_interactions)


async def started_game(service: GameService, players: tuple[int, ...] = (CREATOR, BOB, CAROL), *,
                       seed: int = 7, options: dict[str, Any] | None = None,
                       channel: int = CHANNEL) -> GameRecord:
    record = await service.create(GUILD, channel, None, "highcard", players[0], options or {"rounds": 2})
    for user in players[1:]:
        await service.join(record.id, user)
    return (await service.start(record.id, players[0], seed=seed)).record


async def play_out(service: GameService, game_row_id: int, *, autoplay: bool = False) -> GameRecord:
    """Play to the end: each awaited seat's user plays its first legal action (or autoplay)."""
    for _ in range(500):
        record, state = await service.load(game_row_id)
        if record.status != "active":
            return record
        assert state is not None
        seat = service.awaiting(record, state)[-1].seat  # the last awaited, to vary the order
        if autoplay:
            await service.autoplay_seat(game_row_id, seat)
        else:
            text = service.legal_texts(record, state, seat)[0]
            user = record.user_of(seat)
            assert user is not None
            await service.act(game_row_id, user, text, next_interaction(), record.version, seat=seat)
    raise AssertionError("the game did not end")
