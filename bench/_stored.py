"""Databases of many stored games, built by script (not by playing), for the storage benchmarks.

One game is played once through the real service and scheduler, the way the bot runs it: after
every move its outbox rows are marked delivered and `Scheduler.sync` brings its turn and schedule
rows up to date; a move takes an hour or so. Its rows, as the bot leaves them, are recorded at
two moments: half-way (an active game, with pending reminder, deadline and archive rows) and at
the end (a finished game). `fill()` then clones those rows for thousands of games, with their
own ids, channels, users, interaction ids and times, in a few large transactions.

    template = asyncio.run(record_template("tigris", players=3))
    fill(path, template, finished=10_000, active=0, now=NOW)
"""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from engine import registry
from service.games import GameService
from service.scheduling import SET_DEADLINE, Scheduler
from storage import Store
from storage.records import from_db_time, to_db_time

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
START = datetime(2026, 1, 1, 9, 0, tzinfo=UTC)
# The tables holding a game's rows (users are shared), and the columns that hold times.
GAME_TABLES = ("games", "players", "seats", "actions", "outbox", "schedules", "turns")
TIME_COLUMNS = {
    "games": ("created_at", "updated_at", "last_action_at", "finished_at"),
    "players": ("joined_at",),
    "seats": ("joined_at",),
    "actions": ("created_at", "undone_at"),
    "outbox": ("created_at", "done_at"),
    "schedules": ("due_at", "created_at", "done_at"),
    "turns": ("updated_at",),
}
USER_COLUMNS = {"games": ("creator_id",), "players": ("user_id",), "seats": ("user_id",),
                "actions": ("user_id",), "schedules": ("user_id",)}


@dataclass(frozen=True)
class Snapshot:
    """One game's rows at one moment: table -> list of {column: value}; `last` = its last change."""

    rows: dict[str, list[dict[str, Any]]]
    last: datetime

    @property
    def first_due(self) -> datetime | None:
        """The earliest due time of a pending schedule row."""
        due = [from_db_time(r["due_at"]) for r in self.rows["schedules"] if r["done_at"] is None]
        return min((d for d in due if d is not None), default=None)


@dataclass(frozen=True)
class Template:
    game_id: str
    players: int
    users: tuple[int, ...]
    moves: int
    mid: Snapshot
    end: Snapshot

    def counts(self, which: str = "end") -> dict[str, int]:
        snap = self.end if which == "end" else self.mid
        return {table: len(rows) for table, rows in snap.rows.items()}


async def _rows(store: Store, game: int) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    async with store.read() as db:
        for table in GAME_TABLES:
            key = "id" if table == "games" else "game"
            rows = await db.fetchall(f"SELECT * FROM {table} WHERE {key} = ? ORDER BY 1, 2", (game,))
            out[table] = [dict(row) for row in rows]
    return out


async def _play(game_id: str, players: int, seed: int, options: dict[str, Any], stop_at: int | None,
                deadline: str) -> tuple[int, Snapshot]:
    """Play one game (all seats by the robot) as the bot would; the rows after `stop_at` moves
    (None: at the end) and the number of moves played."""
    clock = [START]
    rnd = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(Path(tmp) / "template.db", clock=lambda: clock[0])
        try:
            service = GameService(store, clock=lambda: clock[0])
            scheduler = Scheduler(service)
            users = list(range(1001, 1001 + players))
            for n, user in enumerate(users):
                await store.set_user_setting(user, "name", f"player{n}")
                await store.set_user_locale(user, "en-US")
            record = await service.create(1, 500, None, game_id, users[0], options)
            for user in users[1:]:
                await service.join(record.id, user)
            await scheduler.set_game_option(record.id, users[0], SET_DEADLINE, deadline)
            await service.start(record.id, users[0], seed=seed)
            interaction = 9_000_000
            moves = 0
            while True:
                for row in await store.pending_outbox(500, game=record.id):
                    await store.mark_outbox_done(row.id, now=clock[0])
                await scheduler.sync(record.id)
                record, state = await service.load(record.id)
                if record.status != "active" or state is None or moves == stop_at:
                    break
                clock[0] += timedelta(minutes=rnd.randrange(10, 110))
                game = service.game_of(record)
                seat = rnd.choice(sorted({d.seat for d in game.awaiting(state)}))
                action = game.autoplay(state, seat, rnd).to_text()
                interaction += 1
                user = record.user_of(seat)
                assert user is not None
                await service.act(record.id, user, action, interaction, seat=seat)
                moves += 1
            return moves, Snapshot(await _rows(store, record.id), clock[0])
        finally:
            await store.close()


async def record_template(game_id: str = "tigris", players: int = 3, seed: int = 1,
                          options: dict[str, Any] | None = None, deadline: str = "daily") -> Template:
    options = options or {}
    registry.get(game_id)  # fails early for an unknown game
    moves, end = await _play(game_id, players, seed, options, None, deadline)
    _, mid = await _play(game_id, players, seed, options, moves // 2, deadline)
    return Template(game_id, players, tuple(range(1001, 1001 + players)), moves, mid, end)


def _shift_text(text: str | None, delta: timedelta) -> str | None:
    moment = from_db_time(text)
    return None if moment is None else to_db_time(moment + delta)


def _seconds(text: str | None) -> int | None:
    moment = from_db_time(text)
    if moment is None:
        return None
    assert moment.microsecond == 0, "template times are whole seconds (the clock moves by minutes)"
    return int(moment.timestamp())


# A template time (unix seconds) moved by ?2 seconds, in the stored format (records.to_db_time).
def _sql_time(column: str) -> str:
    return (f"CASE WHEN {column} IS NULL THEN NULL ELSE"
            f" strftime('%Y-%m-%dT%H:%M:%S', {column} + ?2, 'unixepoch') || '.000000+00:00' END")


# A template user (its index in the template's seats) as one of the pool: ?3 + index * ?4, modulo ?5.
_SQL_USER = "CASE WHEN user_ix IS NULL THEN NULL ELSE 10000 + (?3 + user_ix * ?4) % ?5 END"
_BULK = {  # the large tables, cloned in SQL: ?1 game, ?2 shift, ?3-?5 users, ?6 snapshot
    "actions": ("game, seq, seat, user_id, action_text, interaction_id, created_at, version_after, undone_at",
                f"?1, seq, seat, {_SQL_USER}, action_text,"
                f" CASE WHEN interaction_id IS NULL THEN NULL ELSE ?1 * 100000 + seq END,"
                f" {_sql_time('created_at')}, version_after, {_sql_time('undone_at')}"),
    "outbox": ("game, version, kind, payload, created_at, done_at, attempts, last_error",
               f"?1, version, kind, payload, {_sql_time('created_at')}, {_sql_time('done_at')}, attempts,"
               f" last_error"),
    "schedules": ("game, kind, seat, user_id, due_at, payload, created_at, done_at, epoch",
                  f"?1, kind, seat, {_SQL_USER}, {_sql_time('due_at')}, payload, {_sql_time('created_at')},"
                  f" {_sql_time('done_at')}, epoch"),
}


def _load_template(db: sqlite3.Connection, template: Template) -> None:
    """The template's large tables as TEMP tables, times in unix seconds, users as seat indexes."""
    index = {user: i for i, user in enumerate(template.users)}
    for table, (columns, _) in _BULK.items():
        names = [c.strip() for c in columns.split(",")]
        temp = [("user_ix" if c == "user_id" else c) for c in names]
        db.execute(f"CREATE TEMP TABLE t_{table} (snap INTEGER, {', '.join(temp)})")
        values = []
        for snap_no, snap in enumerate((template.mid, template.end)):
            for row in snap.rows[table]:
                row = dict(row)
                for column in TIME_COLUMNS[table]:
                    row[column] = _seconds(row[column])
                if "user_id" in row:
                    row["user_id"] = index.get(row["user_id"])
                values.append((snap_no, *(row[c] for c in names)))
        db.executemany(f"INSERT INTO t_{table} VALUES ({', '.join('?' * (len(names) + 1))})", values)


def _remap_awaited(text: str, users: dict[int, int], delta: timedelta) -> str:
    awaited = json.loads(text)
    for info in awaited.values():
        if info.get("user") in users:
            info["user"] = users[info["user"]]
        if isinstance(info.get("since"), str):
            info["since"] = _shift_text(info["since"], delta)
    return json.dumps(awaited, separators=(",", ":"), sort_keys=True)


def _insert_rows(db: sqlite3.Connection, table: str, rows: list[dict[str, Any]]) -> None:
    if rows:
        names = list(rows[0])
        db.executemany(f"INSERT INTO {table} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})",
                       [tuple(row[c] for c in names) for row in rows])


def fill(path: str | Path, template: Template, *, finished: int, active: int = 0, now: datetime = NOW,
         spread_days: int = 365, users: int | None = None, seed: int = 7, first_id: int = 1,
         batch: int = 500, finished_outbox_and_schedules: bool = True,
         progress: Callable[[int], None] | None = None) -> list[int]:
    """Insert `finished` + `active` cloned games into the database at `path` (created and migrated
    beforehand with Store.open). Finished games ended at a random time within `spread_days`
    before `now`; in active games nothing is due yet (their first pending schedule row falls due
    within 12 hours after `now`). Users come from a pool
    of `users` ids (default: one per seat of a tenth of the games). Returns the active games' ids.
    `finished_outbox_and_schedules=False` leaves out the finished games' delivered outbox rows and
    done schedule rows (what remains once a retention period has passed).
    """
    rnd = random.Random(seed)
    pool = users or max(template.players * 2, (finished + active) * template.players // 10)
    stride = 1  # a game's seats go to consecutive users of the pool
    total = finished + active
    order = [True] * active + [False] * finished
    rnd.shuffle(order)
    active_ids: list[int] = []
    db = sqlite3.connect(path, isolation_level=None)
    try:
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=OFF")
        _load_template(db, template)
        db.execute("BEGIN IMMEDIATE")
        db.executemany(
            "INSERT OR IGNORE INTO users (user_id, locale, settings) VALUES (?, 'en-US', ?)",
            [(10_000 + u, json.dumps({"name": f"user{u}"})) for u in range(pool)])
        for index, is_active in enumerate(order):
            game = first_id + index
            snap = template.mid if is_active else template.end
            if is_active:  # nothing due yet: the first pending row falls due within 12 hours
                first_due = snap.first_due or snap.last + timedelta(hours=24)
                shift = int((now + timedelta(minutes=rnd.randrange(1, 720)) - first_due).total_seconds())
                active_ids.append(game)
            else:
                shift = int((now - timedelta(days=rnd.uniform(0, spread_days)) - snap.last).total_seconds())
            shift = shift // 60 * 60
            delta = timedelta(seconds=shift)
            first_user = rnd.randrange(pool)
            seat_users = {u: 10_000 + (first_user + i * stride) % pool for i, u in enumerate(template.users)}
            for table in ("games", "players", "seats", "turns"):
                rows = []
                for row in snap.rows[table]:
                    row = dict(row)
                    for column in TIME_COLUMNS[table]:
                        row[column] = _shift_text(row[column], delta)
                    for column in USER_COLUMNS.get(table, ()):
                        row[column] = seat_users.get(row[column], row[column])
                    if table == "games":
                        row["id"], row["channel_id"] = game, 1_000_000 + game
                    else:
                        row["game"] = game
                    if table == "turns":
                        row["awaited"] = _remap_awaited(row["awaited"], seat_users, delta)
                    rows.append(row)
                _insert_rows(db, table, rows)
            for table, (columns, select) in _BULK.items():
                if table != "actions" and not is_active and not finished_outbox_and_schedules:
                    continue
                db.execute(f"INSERT INTO {table} ({columns}) SELECT {select} FROM t_{table} WHERE snap = ?6"
                           " ORDER BY rowid", (game, shift, first_user, stride, pool, 0 if is_active else 1))
            if (index + 1) % batch == 0 or index + 1 == total:
                db.execute("COMMIT")
                if progress is not None:
                    progress(index + 1)
                db.execute("BEGIN IMMEDIATE")
        db.execute("COMMIT")
    finally:
        db.close()
    return active_ids


def size_report(path: str | Path) -> dict[str, Any]:
    """Rows per table, pages in use and free, and the file size (main file plus WAL)."""
    db = sqlite3.connect(path)
    try:
        counts = {t: db.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in (*GAME_TABLES, "users")}
        page_size = db.execute("PRAGMA page_size").fetchone()[0]
        pages = db.execute("PRAGMA page_count").fetchone()[0]
        free = db.execute("PRAGMA freelist_count").fetchone()[0]
    finally:
        db.close()
    file_bytes = Path(path).stat().st_size
    wal = Path(f"{path}-wal")
    return {"rows": counts, "used_bytes": (pages - free) * page_size, "free_bytes": free * page_size,
            "file_bytes": file_bytes + (wal.stat().st_size if wal.exists() else 0)}


def checkpoint(path: str | Path, vacuum: bool = False) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    try:
        if vacuum:
            db.execute("VACUUM")
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        db.close()


if __name__ == "__main__":  # a quick look at one template
    found = asyncio.run(record_template())
    print(found.moves, "moves; rows at the end:", found.counts(), "half-way:", found.counts("mid"))
