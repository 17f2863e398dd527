"""A turn sync given the game as its caller read it (the delivery's read, `Scheduler.sync(read=)`):
what it computes from a read the game has moved on from is never written nor reported; it reads
the game again and syncs it as it is (both backends)."""

from __future__ import annotations

from typing import Any

import pytest

from service import GameService
from service.scheduling import SET_DEADLINE, Scheduler
from storage import Store
from tests.service.test_service_support import BOB, CREATOR, FakeClock, next_interaction, started_game

pytest_plugins = ("tests.service.test_service_support",)


async def _play(service: GameService, game: int, seat: int) -> None:
    record, state = await service.load(game)
    assert state is not None
    user = record.user_of(seat)
    assert user is not None
    await service.act(game, user, service.legal_texts(record, state, seat)[0], next_interaction(),
                      expected_version=record.version)


def _spy_saves(store: Store, monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, bool]]:
    """(version, applied) of every `save_turns`."""
    saves: list[tuple[int, bool]] = []
    real = store.save_turns

    async def save_turns(game: int, version: int, *args: Any, **kwargs: Any) -> bool:
        applied = await real(game, version, *args, **kwargs)
        saves.append((version, applied))
        return applied

    monkeypatch.setattr(store, "save_turns", save_turns)
    return saves


async def test_a_sync_given_a_read_the_game_moved_on_from_saves_nothing_of_it_and_syncs_it_as_it_is(
        service: GameService, store: Store, clock: FakeClock, monkeypatch: pytest.MonkeyPatch) -> None:
    scheduler = Scheduler(service)
    record = await started_game(service, (CREATOR, BOB))
    await scheduler.set_game_option(record.id, CREATOR, SET_DEADLINE, "daily")  # synced at version 1
    clock.advance(minutes=5)
    await _play(service, record.id, 0)  # version 2: seat 1 still to commit
    read = await store.game_with_turns(record.id)  # as the delivery reads it: turns still at 1
    assert read is not None and read.record.version == 2 and read.turns is not None
    assert read.turns.version == 1
    clock.advance(minutes=5)
    await _play(service, record.id, 1)  # version 3 (another commit): the round's winner must claim
    saves = _spy_saves(store, monkeypatch)
    result = await scheduler.sync(record.id, read=read)
    # The sync of version 2 was refused (the game had left it), then version 3 synced.
    assert saves == [(2, False), (3, True)]
    now, state = await service.load(record.id)
    [decision] = service.awaiting(now, state)
    assert decision.kind == "claim"
    winner = decision.seat
    assert result.changed and result.record.version == 3
    assert result.newly_awaited == [(winner, now.user_of(winner))]  # never seat 1's commit of version 2
    turns, deadlines = await store.turns_with_deadlines(record.id)
    assert turns is not None and turns.version == 3 and set(turns.awaited) == {winner}
    # What it left is what is stored (the ping's deadlines are taken from it).
    assert result.left is not None and result.left.record.version == 3
    assert result.left.turns is not None and result.left.turns.version == 3
    assert result.left.turns.awaited == turns.awaited
    assert result.left.deadlines == deadlines and set(deadlines) == {winner}


async def test_a_sync_given_a_current_read_reads_nothing_again(
        service: GameService, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    scheduler = Scheduler(service)
    record = await started_game(service, (CREATOR, BOB))
    await scheduler.set_game_option(record.id, CREATOR, SET_DEADLINE, "daily")
    await _play(service, record.id, 0)
    read = await store.game_with_turns(record.id)
    assert read is not None
    seen: list[str] = []
    store.observe(lambda sql, params: seen.append(sql))
    result = await scheduler.sync(record.id, read=read)
    assert result.changed and result.record.version == 2 and result.newly_awaited == []
    # The turn sync's own reads and its write: not the game again.
    assert seen and not [sql for sql in seen if "FROM games g" in sql], seen
    turns, deadlines = await store.turns_with_deadlines(record.id)
    assert result.left is not None and result.left.turns is not None
    assert result.left.turns.awaited == turns.awaited and result.left.deadlines == deadlines
    # In line already: nothing written, and what it left is the read itself.
    again = await store.game_with_turns(record.id)
    seen.clear()
    result = await scheduler.sync(record.id, read=again)
    assert not result.changed and result.left == again and seen == []


async def test_the_turn_syncs_reads_taken_with_the_deliverys_claim_are_its_own_reads(
        service: GameService, store: Store, clock: FakeClock, backend: str) -> None:
    """On PostgreSQL the delivery's claim reads the game with what a turn sync reads besides it
    (`Store.claim_delivery`): the same as `turn_sync_reads`, and a sync given that read sends its
    write alone. (SQLite reads them apart, as before.)"""
    if backend != "postgresql":
        pytest.skip("PostgreSQL only: the claim's one-statement read")
    scheduler = Scheduler(service)
    record = await started_game(service, (CREATOR, BOB))
    await scheduler.set_game_option(record.id, CREATOR, SET_DEADLINE, "daily")  # turns at version 1
    await store.set_user_locale(BOB, "es-ES")  # a user with a row of their own
    clock.advance(minutes=5)
    await _play(service, record.id, 0)  # version 2: seat 0 acted since the last sync
    taken = await store.claim_delivery(record.id, 10, attempt_at=clock.now)
    assert taken is not None
    _, read = taken
    assert read is not None and read.turns is not None and read.turns.version == 1
    epochs = {int(info["epoch"]) for info in read.turns.awaited.values()} | {read.record.version}
    apart = await store.turn_sync_reads(record.id, read.turns.version, epochs,
                                        [s.user_id for s in read.record.seats])
    together = await store.turn_sync_reads_of(read)
    assert together is not None
    acted, users, rows = together
    assert (acted, users, [r.id for r in rows]) == (apart[0], apart[1], [r.id for r in apart[2]])
    assert acted == {0} and set(users) == {BOB} and rows  # the deadlines of version 1
    seen: list[str] = []
    store.observe(lambda sql, params: seen.append(sql))
    result = await scheduler.sync(record.id, read=read)
    assert result.changed and result.record.version == 2
    assert len(seen) == 1 and "INSERT INTO turns" in seen[0], seen  # its write alone
