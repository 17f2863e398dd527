"""A delivery's bookkeeping on both backends: its lease taken with the first rows read
(`claim_delivery`), and its end written at once (`settle_outbox`: the parts sent, the rows
closed, the lease released, and whether another process wanted it meanwhile)."""

from __future__ import annotations

import json
from datetime import timedelta

from storage import OutboxItem, Store
from storage.records import to_db_time
from tests.service.test_service_support import FakeClock

pytest_plugins = ("tests.service.test_service_support",)


async def _game_with_rows(store: Store, rows: int) -> int:
    record = await store.create_game(guild_id=1, channel_id=7, game_id="highcard", creator_id=10, options={})
    await store.add_player(record.id, 11)
    await store.start_game(record.id, seat_users=[10, 11], seed=42, snapshot='{"v": 1}', outbox=[])
    await store.add_outbox(record.id, [OutboxItem("ping", {"n": n}) for n in range(rows)])
    return record.id


async def _sent(store: Store, row: int) -> tuple[dict[str, int], bool]:
    async with store.read() as db:
        found = await db.fetchone("SELECT sent, done_at FROM outbox WHERE id = ?", (row,))
    assert found is not None
    return json.loads(found[0] or "{}"), found[1] is not None


async def test_the_end_of_a_delivery_records_its_parts_and_closes_its_rows(store: Store,
                                                                           clock: FakeClock) -> None:
    game = await _game_with_rows(store, 3)
    taken = await store.claim_delivery(game, 2, attempt_at=clock.now)
    assert taken is not None
    rows, found = taken
    assert len(rows) == 2 and all(r.tried_at is None for r in rows)
    assert [r.payload for r in rows] == [{"n": 0}, {"n": 1}] and rows[0].kind == "ping"
    # PostgreSQL reads the game in the same statement; SQLite leaves it to `game_with_turns`.
    if store.dialect.name == "sqlite":
        assert found is None
    else:
        assert found is not None and found.record.id == game
    first, second = rows
    # A part recorded before (an earlier attempt) stays; the new ones are added.
    await store.mark_outbox_part(first.id, "b", 5)
    await store.record_board(game, 7, 70)
    wanted = await store.settle_outbox([first.id], {first.id: {"d": 6}, second.id: {"b": 0}}, release=game,
                                       board=(game, 7, 80))
    assert wanted is False and await store.leases() == [] and await store.latest_board(game) == 80
    assert await _sent(store, first.id) == ({"b": 5, "d": 6}, True)
    assert await _sent(store, second.id) == ({"b": 0}, False)  # marked, still to be delivered
    left = await store.pending_outbox(10, game=game)
    assert [r.id for r in left] == [second.id, second.id + 1]
    assert left[0].sent == {"b": 0} and left[0].tried_at is not None  # its attempt was recorded
    # Marks of a row already closed change nothing; nothing at all is a no-op.
    assert await store.settle_outbox([], {first.id: {"x": 1}}) is False
    assert await _sent(store, first.id) == ({"b": 5, "d": 6}, True)
    assert await store.settle_outbox([], {}) is False
    # A board alone (no row to close, no lease).
    assert await store.settle_outbox([], {}, board=(game, 7, 90)) is False
    assert await store.latest_board(game) == 90


async def test_a_lease_another_owner_asked_for_is_released_as_wanted(store: Store, clock: FakeClock) -> None:
    """What another process's failed claim leaves on the lease, played here by a second owner's
    statement: its holder's release returns True (so it delivers the other's rows)."""
    game = await _game_with_rows(store, 1)
    assert await store.claim_delivery(game, 10, attempt_at=clock.now, now=clock.now) is not None
    # Another owner tries while the lease is live: refused, and the lease is marked wanted.
    async with store.read() as db:
        await db.execute("UPDATE leases SET wanted = 1 WHERE name = ?", (f"delivery:{game}",))
    assert await store.claim_delivery(game, 10, attempt_at=clock.now, now=clock.now) is not None  # renewal
    assert await store.settle_outbox([], {}, release=game) is True
    # Taken again, nobody asks: released as not wanted.
    assert await store.claim_delivery(game, 10, attempt_at=clock.now, now=clock.now) is not None
    assert await store.settle_outbox([], {}, release=game) is False
    # An expired lease is taken over, and whatever was asked of the dead holder is cleared.
    async with store.read() as db:
        await db.execute("INSERT INTO leases (name, owner, expires_at, wanted) VALUES (?, 'dead', ?, 1)",
                         (f"delivery:{game}", to_db_time(clock.now - timedelta(seconds=1))))
    assert await store.claim_delivery(game, 10, attempt_at=clock.now, now=clock.now) is not None
    assert await store.settle_outbox([], {}, release=game) is False


async def test_a_live_lease_of_another_owner_is_refused_and_marked_wanted(store: Store,
                                                                          clock: FakeClock) -> None:
    game = await _game_with_rows(store, 1)
    async with store.read() as db:
        await db.execute("INSERT INTO leases (name, owner, expires_at) VALUES (?, 'other', ?)",
                         (f"delivery:{game}", to_db_time(clock.now + timedelta(seconds=30))))
    assert await store.claim_delivery(game, 10, attempt_at=clock.now, now=clock.now) is None
    async with store.read() as db:
        row = await db.fetchone("SELECT owner, wanted FROM leases WHERE name = ?", (f"delivery:{game}",))
        tried = await db.fetchval("SELECT COUNT(*) FROM outbox WHERE game = ? AND tried_at IS NOT NULL",
                                  (game,))
    assert row is not None and (row[0], row[1]) == ("other", 1)
    assert tried == 0  # no row was read as to be delivered
