"""The queries of every move (issue 20, item 5): one statement per game load, the last action
alone, the actions since a version alone, indexes for per-game and per-user lookups, and users
read once by the player directory."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from service.games import PlayerDirectory
from storage import OutboxItem, Store
from storage.dialect import SQLITE
from storage.store import _BRIEF_COLUMNS, _PENDING_OF_GAME
from tests.plans import query_plan
from tests.service.test_service_support import FakeClock, sqlite_only

pytest_plugins = ("tests.service.test_service_support",)


class Counting:
    """Counts the statements the store sends (either backend)."""

    def __init__(self, store: Store) -> None:
        self.sql: list[str] = []
        store.observe(self._seen)

    def _seen(self, sql: str, params: Any) -> None:
        self.sql.append(sql)


async def _game(store: Store, channel: int = 7, users: tuple[int, ...] = (10, 11, 12)) -> int:
    record = await store.create_game(guild_id=1, channel_id=channel, game_id="highcard", creator_id=users[0],
                                     options={})
    for user in users[1:]:
        await store.add_player(record.id, user)
    await store.start_game(record.id, seat_users=list(reversed(users)), seed=1, snapshot="{}")
    return record.id


async def test_a_game_loads_in_one_statement_with_its_sign_ups_and_seats_in_order(store: Store) -> None:
    game = await _game(store, users=(10, 11, 12, 13))
    await store.set_autoplay(game, 2, True)
    await store.set_dm_ok(11, False, game=game)
    await store.set_dm_ok(12, True, game=game)
    counting = Counting(store)
    record = await store.get_game(game)
    assert len(counting.sql) == 1
    assert record is not None
    assert [(p.position, p.user_id) for p in record.players] == [(1, 10), (2, 11), (3, 12), (4, 13)]
    assert [(s.seat, s.user_id, s.dm_ok, s.autoplay) for s in record.seats] == [
        (0, 13, None, False), (1, 12, True, False), (2, 11, False, True), (3, 10, None, False)]
    assert all(s.game == game and p.game == game for s, p in zip(record.seats, record.players))
    big = 1_300_000_000_000_000_123  # Discord ids do not fit a double: they must come back exact
    lobby = await store.create_game(guild_id=1, channel_id=8, game_id="highcard", creator_id=big, options={})
    assert (await store.get_game(lobby.id)).players[0].user_id == big
    assert (await store.get_game(lobby.id)).seats == ()


async def test_the_last_live_action_and_the_seats_that_acted_since(store: Store, clock: FakeClock) -> None:
    game = await _game(store)
    assert await store.last_action(game) is None
    for n, seat in enumerate((0, 1, 2, 0, 1)):
        clock.now += timedelta(minutes=1)
        await store.commit_action(game, 1 + n, seat, None, f"move {n}", None, "{}")
    last = await store.last_action(game)
    assert last is not None and (last.seq, last.action_text) == (5, "move 4")
    # The game's read with its turns carries the same row (the status message's "last" line).
    found = await store.game_with_turns(game)
    assert found is not None and found.last == last and found.board is None
    await store.undo_actions(game, 5, 6, "{}", settings={})
    assert (await store.last_action(game)).action_text == "move 3"
    found = await store.game_with_turns(game)
    assert found is not None and found.last == await store.last_action(game)
    board = 1_300_000_000_000_000_123  # and its latest board (the delivery's read), exact
    await store.record_board(game, 7, board)
    assert (await store.game_with_turns(game)).board == board == await store.latest_board(game)
    assert await store.seats_acted_since(game, 3) == {0, 1, 2}  # versions 4, 5, 6 (the undone one too)
    assert await store.seats_acted_since(game, 4) == {0, 1}
    assert await store.seats_acted_since(game, 6) == set()


async def test_per_game_and_per_user_lookups_use_their_indexes(store: Store) -> None:
    queries = [
        (_PENDING_OF_GAME, (1,), "schedules_pending_by_game"),
        ("SELECT * FROM outbox WHERE done_at IS NULL AND game = ? ORDER BY id LIMIT ?", (1, 50),
         "outbox_pending_by_game"),
        ("SELECT * FROM schedules WHERE done_at IS NULL AND user_id = ? ORDER BY id", (1,),
         "schedules_pending_by_user"),
        ("SELECT id FROM games WHERE (id IN (SELECT game FROM seats WHERE user_id = ?)"
         " OR id IN (SELECT game FROM players WHERE user_id = ?)) ORDER BY id DESC", (1, 1),
         "players_by_user"),
        ("SELECT g.id FROM games g LEFT JOIN turns t ON t.game = g.id WHERE g.status = 'active'"
         " AND (t.version IS NULL OR t.version != g.version) ORDER BY g.id", (), "games_active"),
    ]
    for sql, params, index in queries:
        plan = " | ".join(await query_plan(store, sql, params))
        assert index in plan, (sql, plan)


async def test_the_poll_reads_games_from_their_covering_index(store: Store, backend: str) -> None:
    """The poll's joined read takes each game's brief from `games_brief`, never from the game's
    row, where those columns lie after the snapshot (overflow pages walked for each due row)."""
    sqlite_only(backend, "PostgreSQL keeps a long snapshot out of the row (TOAST)")
    plan = " | ".join(await query_plan(store, SQLITE.due_with_context, ("2026", 10)))
    assert "SEARCH g USING COVERING INDEX games_brief (id=?)" in plan, plan
    async with store.read() as db:
        # It holds exactly the brief's columns: one more read would send each row to the table.
        rows = await db.fetchall("SELECT name FROM pragma_index_info('games_brief') ORDER BY seqno")
        assert [row[0] for row in rows] == [c.strip() for c in _BRIEF_COLUMNS.split(",")]


async def test_a_reminders_deadline_is_sought_by_turn_and_re_arming_leaves_that_index(store: Store,
                                                                                      backend: str) -> None:
    """The poll finds a due reminder's own deadline by seeking (game, kind, seat) in the pending rows'
    index, and that index holds no due time: re-arming a thousand reminders (a new due time each)
    moves no entry in it."""
    plan = " | ".join(await query_plan(store, store.dialect.due_with_context_claim, ("2026", 10)))
    if backend == "sqlite":
        assert "SEARCH d USING INDEX schedules_pending_by_game (game=? AND kind=? AND seat=?)" in plan, plan
        async with store.read() as db:
            rows = await db.fetchall("SELECT name FROM pragma_index_info('schedules_pending_by_game')"
                                     " ORDER BY seqno")
            assert [row[0] for row in rows] == ["game", "kind", "seat", "epoch"]
    else:
        assert "Index Scan using schedules_pending_by_game on schedules d" in plan, plan
        assert "Seq Scan" not in plan, plan


async def test_the_directory_reads_each_user_once(store: Store) -> None:
    await store.set_user_setting(10, "name", "Ana")
    await store.set_user_locale(10, "es-ES")
    directory = PlayerDirectory(store)
    counting = Counting(store)
    await directory.prefetch([10, 11, 10])
    assert len(counting.sql) == 1
    assert await directory.name(10) == "Ana" and await directory.locale(10) == "es-ES"
    assert await directory.name(11) == "#11" and not await directory.dm_closed(11)
    assert len(counting.sql) == 1  # both answered from the one read, the missing user too
    await directory.set_dm_closed(11, True)
    assert await directory.dm_closed(11) and (await store.get_user(11)).dm_closed
    await directory.remember(10, "Ana María", "es-ES")
    assert await directory.name(10) == "Ana María"
    assert (await store.get_user(10)).settings["name"] == "Ana María"
    counting.sql.clear()
    await directory.remember(10, "Ana María", "es-ES")  # nothing changed: nothing read or written
    assert counting.sql == []


async def test_a_small_directory_forgets_the_least_recently_used(store: Store) -> None:
    directory = PlayerDirectory(store, capacity=2)
    await directory.prefetch([1, 2])
    await directory.user(1)
    await directory.prefetch([3])  # 2 goes
    counting = Counting(store)
    await directory.user(1)
    await directory.user(3)
    assert counting.sql == []
    await directory.user(2)
    assert len(counting.sql) == 1


async def test_outbox_and_schedule_rows_of_other_games_are_not_walked(store: Store) -> None:
    first, second = await _game(store, 7), await _game(store, 8)
    await store.add_outbox(first, [OutboxItem("ping", {})] * 3)
    await store.add_outbox(second, [OutboxItem("ping", {})])
    assert [r.game for r in await store.pending_outbox(10, game=second)] == [second]
    await store.add_schedule(first, "reminder", store.clock() + timedelta(hours=1))
    due = store.clock() + timedelta(hours=2)
    await store.add_schedule(second, "reminder", due)
    assert [r.due_at for r in await store.list_schedules(second)] == [due]


async def test_open_games_places_and_active_ids_in_one_indexed_statement(store: Store) -> None:
    """The start-up permission check and a minute's tick over many games read the games' places
    or ids in one statement, through the index of open (or active) games, loading none."""
    active = [await _game(store, channel=20 + i) for i in range(3)]
    lobby = await store.create_game(guild_id=1, channel_id=30, game_id="highcard", creator_id=10, options={})
    finished = await _game(store, channel=31)
    await store.set_status(finished, "finished")
    await store.quarantine(active[1], "damaged")
    counting = Counting(store)
    places = await store.open_game_places()
    assert [(p.id, p.status, p.channel_id) for p in places] == [
        (lobby.id, "lobby", 30), (active[2], "active", 22), (active[1], "active", 21),
        (active[0], "active", 20)]
    assert await store.active_game_ids() == [active[0], active[2]]
    assert await store.active_game_ids("highcard") == [active[0], active[2]]
    assert await store.active_game_ids("tigris") == []
    statements = list(counting.sql)
    assert len(statements) == 4
    for sql in statements:
        plan = " ".join(await query_plan(store, sql, ["highcard"] if "?" in sql else []))
        assert "USING INDEX" in plan or "USING COVERING INDEX" in plan or "Index" in plan, (sql, plan)
        assert "Seq Scan" not in plan, (sql, plan)
