"""`bot.py --migrate-to postgresql://...`: copy a SQLite database into an empty PostgreSQL database,
and prove the copy.

The copy: the source is opened as the bot opens it (its instance lock refuses while a bot runs on
it; it is migrated to this code's schema first), the target is created at the same schema
version, and every table is copied row by row in one PostgreSQL transaction (COPY, in batches
of keys), columns by position (both backends have the same columns in the same order:
storage/migrations.py). Leases are not copied (nothing holds one while the bot is stopped).

The proof, before anything is reported done:
- every table has the same rows on both sides (a count and an order-free digest of every row);
- `--check` on the target is clean: every game's hash chain from its setup to its head, each
  snapshot against its hash, a replay of every game in play rebuilding its snapshot, the schema,
  every outbox row readable.
A target that already holds games is refused (nothing is written to it).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from storage.db import PostgresDatabase, SqliteDatabase, is_postgres_url, redact
from storage.errors import StorageError
from storage.store import Store

# Parents before children (foreign keys), as the copy must insert them.
COPIED_TABLES = ("users", "guild_settings", "meta", "games", "players", "seats", "actions", "outbox",
                 "schedules", "turns", "admin_log", "boards")
# Tables whose ids the target's identity columns must continue after the copy.
IDENTITY_TABLES = ("games", "outbox", "schedules", "admin_log")
BATCH = 5000


class TransferError(StorageError):
    pass


@dataclass
class TransferReport:
    source: str
    target: str
    rows: dict[str, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    check: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def lines(self) -> list[str]:
        copied = ", ".join(f"{table} {count}" for table, count in self.rows.items())
        head = (f"copied {self.source} into {self.target}: {copied}" if self.ok
                else f"the copy of {self.source} into {self.target} FAILED its verification")
        return [head, *self.check, *(f"  - {p}" for p in self.problems)]


class _Digest:
    """An order-free digest of a table's rows (the sum of each row's hash), and their count."""

    def __init__(self) -> None:
        self.count = 0
        self.total = 0

    def add(self, rows: Sequence[Sequence[Any]]) -> None:
        for row in rows:
            text = repr(tuple(_plain(v) for v in row)).encode("utf-8", "surrogatepass")
            digest = hashlib.blake2b(text, digest_size=16).digest()
            self.total = (self.total + int.from_bytes(digest)) % (1 << 128)
            self.count += 1


def _plain(value: Any) -> Any:
    """A column's value as both sides hold it (SQLite may hold text as a BLOB; PostgreSQL holds text)."""
    if isinstance(value, bytes | memoryview):
        return bytes(value).decode("utf-8", "replace")
    if isinstance(value, bool):
        return int(value)
    return value


async def migrate_to(source: str, target: str, *, progress: Callable[[str], None] = lambda line: None,
                     check: bool = True) -> TransferReport:
    """Copy `source` into `target` and verify it (`check`: also `--check` on the target, which replays
    every game in play; the benches, copying thousands of made-up games, skip that part)."""
    if is_postgres_url(source) or not is_postgres_url(target):
        raise TransferError("--migrate-to copies a SQLite database (--db / AGORA_DB) into a"
                            " postgresql:// URL")
    report = TransferReport(source, redact(target))
    origin = await Store.open(source)  # the instance lock: refused while a bot runs on it
    try:
        destination = await Store.open(target)
        try:
            await _copy(origin, destination, report, progress)
        finally:
            await destination.close()
    finally:
        await origin.close()
    if not check:
        return report
    progress("checking the copy (every game's chain and snapshot, a replay of every game in play)...")
    from service.check import check_database

    checked = await check_database(target)
    report.check = [f"check of the target: {line}" for line in checked.lines()]
    report.problems.extend(checked.problems)
    return report


async def _copy(origin: Store, destination: Store, report: TransferReport,
                progress: Callable[[str], None]) -> None:
    source_db, target_db = origin._db, destination._db  # the transfer works below the store
    assert isinstance(source_db, SqliteDatabase) and isinstance(target_db, PostgresDatabase)
    if await origin.schema_version() != await destination.schema_version():
        raise TransferError("the two schemas differ; run this code's bot once on each first")
    async with target_db.pool.acquire() as conn:
        games = await conn.fetchval("SELECT count(*) FROM games")
        if games:
            raise TransferError(f"{report.target} already holds {games} games:"
                                " migrate into an empty database")
        digests: dict[str, _Digest] = {}
        async with conn.transaction():
            await conn.execute("DELETE FROM users; DELETE FROM guild_settings; DELETE FROM meta")
            for table in COPIED_TABLES:
                digest = digests[table] = _Digest()
                columns = [r[0] for r in await conn.fetch(
                    "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema()"
                    " AND table_name = $1 ORDER BY ordinal_position", table)]
                last = 0
                while True:
                    async with source_db.read() as db:
                        rows = await db.fetchall(f"SELECT rowid, * FROM {table} WHERE rowid > ?"
                                                 " ORDER BY rowid LIMIT ?", (last, BATCH))
                    if not rows:
                        break
                    last = rows[-1][0]
                    values = [tuple(_plain(v) for v in tuple(row)[1:]) for row in rows]
                    if len(values[0]) != len(columns):
                        raise TransferError(f"{table}: {len(values[0])} columns in the source, "
                                            f"{len(columns)} in the target")
                    await conn.copy_records_to_table(table, records=values, columns=columns)
                    digest.add(values)
                report.rows[table] = digest.count
                progress(f"{table}: {digest.count} rows")
            for table in IDENTITY_TABLES:
                await conn.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                                   f" COALESCE((SELECT max(id) FROM {table}), 0) + 1, false)")
        for table in COPIED_TABLES:  # read back what was committed
            copied = _Digest()
            async with conn.transaction(isolation="repeatable_read", readonly=True):
                async for row in conn.cursor(f"SELECT * FROM {table}", prefetch=BATCH):
                    copied.add([tuple(row)])
            if (copied.count, copied.total) != (digests[table].count, digests[table].total):
                report.problems.append(f"{table}: {copied.count} rows in the target, {digests[table].count}"
                                       " in the source, or their contents differ")
