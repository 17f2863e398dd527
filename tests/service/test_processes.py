"""Several bot processes on one PostgreSQL database (issue 33): each process is a store and a game
service of its own (its own connections, its own in-process locks), as two `bot.py` would be."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import pytest

from engine.core import NotAwaited
from service import GameService, Stale
from service.claims import DeliveryClaims
from service.games import PlayerDirectory
from service.scheduling import Scheduler
from storage import Store
from storage.store import LEASE
from tests.postgres import reset
from tests.service.test_service_support import (
    BOB,
    CAROL,
    CREATOR,
    DAVE,
    FakeClock,
    next_interaction,
    started_game,
)
from tests.service.test_sync_reads import _play, _spy_saves

pytest_plugins = ("tests.service.test_service_support",)


@pytest.fixture
async def two(postgres_url: str, clock: FakeClock,
              highcard: Any) -> AsyncIterator[tuple[GameService, GameService]]:
    await reset(postgres_url)
    first = await Store.open(postgres_url, clock=clock, pool_size=4)
    second = await Store.open(postgres_url, clock=clock, pool_size=4)
    try:
        yield GameService(first, clock), GameService(second, clock)
    finally:
        await first.close()
        await second.close()


async def test_two_hundred_clicks_on_one_version_split_between_two_processes_apply_once(
        two: tuple[GameService, GameService]) -> None:
    a, b = two
    players = (CREATOR, BOB, CAROL, DAVE)
    record = await started_game(a, players)
    record, state = await a.load(record.id)
    assert state is not None
    clicks = []
    for n in range(200):
        user = players[n % len(players)]
        seat = record.seats_of(user)[0]
        texts = a.legal_texts(record, state, seat)
        process = a if n % 2 else b
        clicks.append(process.act(record.id, user, texts[n % len(texts)], next_interaction(),
                                  expected_version=record.version))
    results = await asyncio.gather(*clicks, return_exceptions=True)
    applied = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(applied) == 1
    assert all(isinstance(r, Stale | NotAwaited) for r in refused), refused
    assert len(await a.store.list_actions(record.id)) == 1
    assert (await b.store.get_game(record.id)).version == 2
    assert await b.replay_check(record.id)


async def test_simultaneous_moves_in_two_processes_all_get_in_once(
        two: tuple[GameService, GameService]) -> None:
    """Every seat decides at once; each player's move reaches one process or the other: all four
    moves are applied, one per version, none lost or doubled (a move that lost the race to the
    other process is checked again on the game as it then is)."""
    a, b = two
    players = (CREATOR, BOB, CAROL, DAVE)
    record = await started_game(a, players)
    record, state = await a.load(record.id)

    async def commit(n: int, user: int) -> Any:
        seat = record.seats_of(user)[0]
        return await (a if n % 2 else b).act(record.id, user, a.legal_texts(record, state, seat)[0],
                                              next_interaction())

    results = await asyncio.gather(*(commit(n, u) for n, u in enumerate(players)), return_exceptions=True)
    assert not [r for r in results if isinstance(r, BaseException)], results
    assert sorted(r.version for r in results) == [2, 3, 4, 5]
    assert len(await a.store.list_actions(record.id)) == 4
    assert await a.replay_check(record.id)


async def test_a_games_delivery_is_leased_to_one_process_and_taken_over_when_it_dies(
        two: tuple[GameService, GameService], clock: FakeClock) -> None:
    a, b = two
    record = await started_game(a, (CREATOR, BOB))
    first, second = DeliveryClaims(a.store, clock), DeliveryClaims(b.store, clock)
    taken = await first.take(record.id, 100)  # the lease, and the game's pending rows with it
    assert taken is not None
    rows, game = taken
    assert rows and {r.game for r in rows} == {record.id} and all(r.tried_at is None for r in rows)
    # The game too, as `game_with_turns` reads it, in the same statement (PostgreSQL).
    assert game is not None and game.record.id == record.id and game.record.version == record.version
    assert await second.take(record.id, 100) is None and second.retry_after() == LEASE.total_seconds() / 2
    assert await first.take(record.id, 100) is not None  # its own lease: renewed
    # The other process wanted it meanwhile (it could not deliver its rows): whoever gives the
    # lease back is told to deliver them.
    assert await first.give_back(record.id) is True
    assert await second.take(record.id, 100) is not None
    # The holder dies (never gives it back): the lease holds until it expires, then moves.
    clock.advance(seconds=LEASE.total_seconds() - 1)
    assert await first.take(record.id, 100) is None
    clock.advance(seconds=2)
    assert await first.take(record.id, 100) is not None
    [(name, owner, _)] = await a.store.leases()
    assert name == f"delivery:{record.id}" and owner == a.store.owner
    pending = await a.store.pending_outbox(100, game=record.id)
    # Nobody else wanted it since the takeover: the release says so, and closes the rows with it.
    assert await first.give_back(record.id, [r.id for r in pending], {pending[0].id: {"b": 7}}) is False
    assert await a.store.leases() == [] and await a.store.pending_outbox(100, game=record.id) == []
    async with a.store.read() as db:
        sent = await db.fetchval("SELECT sent FROM outbox WHERE id = ?", (pending[0].id,))
    assert json.loads(sent)["b"] == 7  # the part sent, recorded with the rows' end


async def test_a_name_or_language_another_process_wrote_is_read_once_its_copy_is_old(
        two: tuple[GameService, GameService], clock: FakeClock) -> None:
    """Each process keeps the users it read (PlayerDirectory); on a shared database a copy is
    trusted for a few seconds only, so what a user changed through the other process shows."""
    a, b = (PlayerDirectory(service.store) for service in two)
    await a.remember(BOB, "Bob", "en-US")
    assert await a.name(BOB) == "Bob" and await a.locale(BOB) == "en-US"
    await b.remember(BOB, "Roberto", "es-ES")  # Bob's next click reached the other process
    await b.set_dm_closed(BOB, True)
    assert await b.name(BOB) == "Roberto"
    counting: list[str] = []
    two[0].store.observe(lambda sql, params: counting.append(sql))
    assert await a.name(BOB) == "Bob" and not await a.dm_closed(BOB)  # still fresh: no query
    assert counting == []
    clock.advance(seconds=PlayerDirectory.SHARED_TTL.total_seconds() + 1)
    await a.prefetch([BOB, CAROL])
    assert len(counting) == 1  # both read again in one query
    assert await a.name(BOB) == "Roberto" and await a.locale(BOB) == "es-ES" and await a.dm_closed(BOB)
    assert len(counting) == 1


async def test_a_turn_sync_another_process_overtook_is_not_written_and_syncs_the_game_as_it_then_is(
        two: tuple[GameService, GameService], monkeypatch: pytest.MonkeyPatch) -> None:
    """The other process commits a move while this one computes the turns of the version it read:
    that computation is refused by the version guard, never reported; the newer version is synced."""
    a, b = two
    scheduler = Scheduler(a)
    record = await started_game(a, (CREATOR, BOB))
    await scheduler.sync(record.id)
    await _play(a, record.id, 0)  # version 2: seat 1 still to commit
    real = a.store.turn_sync_reads
    overtaken: list[int] = []

    async def reads(*args: Any, **kwargs: Any) -> Any:
        if not overtaken:  # between this process's read of the game and its write
            await _play(b, record.id, 1)
            overtaken.append(1)
        return await real(*args, **kwargs)

    monkeypatch.setattr(a.store, "turn_sync_reads", reads)
    saves = _spy_saves(a.store, monkeypatch)
    result = await scheduler.sync(record.id)
    assert overtaken and saves == [(2, False), (3, True)]
    now, state = await b.load(record.id)
    [decision] = b.awaiting(now, state)
    assert result.changed and result.record.version == 3
    assert result.newly_awaited == [(decision.seat, now.user_of(decision.seat))]
    turns = await b.store.get_turns(record.id)
    assert turns is not None and turns.version == 3 and set(turns.awaited) == {decision.seat}
