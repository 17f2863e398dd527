"""Drafts (migration 10, service/drafts.py): an order builder's progress and a previewed order,
kept per game and user with an expiry, on SQLite and PostgreSQL; and migration 9, which carries a
Civilization table's old trade deadline setting over to the shared scheduler's."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from engine.civilization import GAME as CIVILIZATION
from service.drafts import BUILD, LIFETIME, PREVIEW, Drafts
from service.retention import prune
from service.scheduling import window_hours
from storage import Store
from tests.service.test_service_support import FakeClock

pytest_plugins = ("tests.service.test_service_support",)

USER, OTHER = 11, 12


async def _game(store: Store, channel: int = 7, game_id: str = "highcard") -> int:
    record = await store.create_game(guild_id=1, channel_id=channel, game_id=game_id, creator_id=10,
                                     options={})
    await store.add_player(record.id, USER)
    await store.start_game(record.id, seat_users=[USER, 10], seed=42, snapshot='{"v": 1}', outbox=[])
    return record.id


async def test_a_draft_is_kept_per_game_user_and_kind_with_revisions(store: Store, clock: FakeClock) -> None:
    game = await _game(store)
    until = clock.now + timedelta(hours=1)
    assert await store.save_draft(game, USER, BUILD, 1, {"steps": [1]}, expires_at=until) == 1
    assert await store.save_draft(game, USER, PREVIEW, 1, {"token": "a"}, expires_at=until) == 1
    assert await store.save_draft(game, OTHER, BUILD, 1, {"steps": [9]}, expires_at=until) == 1
    kept = await store.get_draft(game, USER, BUILD)
    assert kept is not None and (kept.version, kept.rev, kept.payload) == (1, 1, {"steps": [1]})
    # Only the revision it was read at may be replaced: a second click of the same moment loses.
    assert await store.save_draft(game, USER, BUILD, 1, {"steps": [1, 2]}, expires_at=until, rev=1) == 2
    assert await store.save_draft(game, USER, BUILD, 1, {"steps": [1, 3]}, expires_at=until, rev=1) is None
    assert (await store.get_draft(game, USER, BUILD)).payload == {"steps": [1, 2]}
    assert await store.save_draft(game, OTHER, PREVIEW, 1, {}, expires_at=until, rev=4) is None  # none kept
    # Without a revision, whatever is kept is replaced (a new builder, a newer preview).
    assert await store.save_draft(game, USER, BUILD, 2, {"steps": []}, expires_at=until) == 3
    assert (await store.get_draft(game, OTHER, BUILD)).payload == {"steps": [9]}
    assert await store.delete_draft(game, USER, BUILD, rev=2) is False
    assert await store.delete_draft(game, USER, BUILD, rev=3) is True
    assert await store.delete_draft(game, USER, BUILD) is False
    assert await store.get_draft(game, USER, BUILD) is None


async def test_expired_drafts_are_not_found_and_are_pruned(store: Store, clock: FakeClock) -> None:
    game = await _game(store)
    await store.save_draft(game, USER, BUILD, 1, {}, expires_at=clock.now + timedelta(minutes=5))
    await store.save_draft(game, OTHER, BUILD, 1, {}, expires_at=clock.now + timedelta(hours=5))
    clock.advance(minutes=6)
    assert await store.get_draft(game, USER, BUILD) is None
    assert await store.get_draft(game, OTHER, BUILD) is not None
    pruned = await prune(store, clock.now)
    assert pruned.drafts == 1
    async with store.read() as db:
        assert await db.fetchval("SELECT COUNT(*) FROM drafts") == 1


async def test_a_preview_is_taken_once_by_its_own_user_only(store: Store, clock: FakeClock) -> None:
    game = await _game(store)
    drafts = Drafts(store, clock)
    token = await drafts.keep_preview(game, 1, USER, 0, "play 3")
    assert await drafts.take_preview(game, OTHER, token) is None  # not theirs: nothing found
    assert await drafts.take_preview(game, USER, "0" * 12) is None  # another token: nothing
    newer = await drafts.keep_preview(game, 1, USER, 0, "play 4")  # replaces the first
    assert await drafts.take_preview(game, USER, token) is None
    taken = await drafts.take_preview(game, USER, newer)
    assert taken is not None and (taken.version, taken.seat, taken.text) == (1, 0, "play 4")
    assert await drafts.take_preview(game, USER, newer) is None  # taken once
    late = await drafts.keep_preview(game, 1, USER, 0, "play 5")
    clock.advance(seconds=LIFETIME.total_seconds() + 1)
    assert await drafts.take_preview(game, USER, late) is None


async def test_a_second_process_finds_the_draft(store: Store, db_path: Path | str, clock: FakeClock,
                                                backend: str) -> None:
    """On PostgreSQL another process's store sees the draft at once (SQLite: the reopened file)."""
    game = await _game(store)
    drafts = Drafts(store, clock)
    token = await drafts.keep_preview(game, 1, USER, 0, "play 3")
    if backend == "sqlite":
        await store.close()
    other = await Store.open(db_path, clock=clock)
    try:
        taken = await Drafts(other, clock).take_preview(game, USER, token)
        assert taken is not None and taken.text == "play 3"
    finally:
        await other.close()


async def test_drafts_go_with_their_game(store: Store, clock: FakeClock) -> None:
    game = await _game(store)
    await store.save_draft(game, USER, BUILD, 1, {}, expires_at=clock.now + LIFETIME)
    async with store.write() as db:
        await db.execute("DELETE FROM games WHERE id = ?", (game,))
    assert await store.get_draft(game, USER, BUILD) is None


async def test_migration_9_carries_the_old_trade_deadline_over(db_path: Path | str, clock: FakeClock) -> None:
    """A Civilization table that set `/civ tradedeadline` before the shared scheduler ran trade
    windows kept it in `civ_trade_hours`: after the upgrade its deadline is still its own, not
    the 4-hour default; a table that has set the new one keeps that; other games are untouched."""
    store = await Store.open(db_path, clock=clock)
    old = await _game(store, 1, "civilization")
    both = await _game(store, 2, "civilization")
    never = await _game(store, 3, "civilization")
    other = await _game(store, 4)
    settings = {
        old: '{"civ_trade_hours":6,"civ_trade_open":{"at":"2025-03-01T10:00:00.000000+00:00","round":3},'
             '"remind_hours":12}',
        both: '{"civ_trade_hours":6,"window_hours":{"trade":2}}',
        never: '{"remind_hours":12}',
        other: '{"civ_trade_hours":6}',
    }
    async with store.write() as db:
        for game, text in settings.items():
            await db.execute("UPDATE games SET settings = ? WHERE id = ?", (text, game))
        await db.execute("UPDATE schema_version SET version = 8")  # as stored before migration 9
        await db.execute("DROP TABLE drafts")
        await db.execute("ALTER TABLE turns DROP COLUMN dashboard_digest")  # migration 11's
        await db.execute("ALTER TABLE leases DROP COLUMN wanted")  # migration 12's
    await store.close()
    store = await Store.open(db_path, clock=clock)
    try:
        found = {game: (await store.get_game(game)).settings for game in settings}
        assert found[old] == {"window_hours": {"trade": 6}, "remind_hours": 12}
        assert window_hours(CIVILIZATION, found[old], "trade") == 6
        assert found[both] == {"window_hours": {"trade": 2}}
        assert found[never] == {"remind_hours": 12}
        assert window_hours(CIVILIZATION, found[never], "trade") == 4
        assert found[other] == {"civ_trade_hours": 6}
        assert await store.get_draft(old, USER, BUILD) is None  # migration 10 ran again too
    finally:
        await store.close()
