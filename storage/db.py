"""The two database backends behind one small interface: SQLite (aiosqlite) and PostgreSQL (asyncpg).

The store's SQL is written once, in SQLite's spelling with `?` placeholders. What differs only in
spelling is rewritten here, once per statement text (`postgres_sql`: placeholders `$n`, SQLite's
`INDEXED BY` hints dropped); what differs in meaning (JSON functions, row locks, the catalog) is
in storage/dialect.py. Nothing else in the bot knows which backend runs.

- `Database.write()` is one transaction: SQLite's `BEGIN IMMEDIATE` on the process's one
  connection (with an asyncio lock: statements of two coroutines must never interleave in it),
  PostgreSQL's `BEGIN` on a connection of the pool (READ COMMITTED; the store takes row locks
  where a write reads what it then changes; committed durably: `synchronous_commit` on for it,
  where the sessions' default is off for the delivery's bookkeeping, `Store._write_one`).
- `Database.read()`: the same SQLite connection under the lock; a pooled PostgreSQL connection
  outside any transaction.
- `Database.write_statement()`: a write that is one statement: on PostgreSQL its own transaction,
  durable by the statement itself (`Dialect.durable`), no BEGIN and COMMIT round trips; if the
  connection breaks after it may have been sent, `TryAgain` says the outcome is unknown. On
  SQLite a `write()`.
- Errors: a broken constraint is `ConstraintViolation` on both; on PostgreSQL a lost connection,
  a server shutting down or a deadlock is `TryAgain` (nothing of the transaction was written, or
  for a connection lost during COMMIT, the outcome is unknown), which the bot answers with "try
  again" in the player's language; the pool opens new connections for the next transactions.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import sqlite3
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import aiosqlite

from storage.dialect import POSTGRES, SQLITE, Dialect
from storage.errors import ConstraintViolation, StorageError, TryAgain

Row = Any  # sqlite3.Row or asyncpg.Record: both index by position and by column name
Observer = Callable[[str, Sequence[Any]], None]

POSTGRES_SCHEMES = ("postgresql", "postgres")


def is_postgres_url(target: str) -> bool:
    return urlsplit(target).scheme in POSTGRES_SCHEMES if "://" in target else False


def check_url(target: str) -> None:
    """Refuse a URL whose scheme is neither PostgreSQL's nor a file path (StorageError)."""
    if "://" not in target or target.startswith("file:"):
        return
    scheme = urlsplit(target).scheme
    if scheme not in POSTGRES_SCHEMES:
        raise StorageError(f"unknown database URL scheme {scheme!r} in {redact(target)}: use a SQLite file "
                           "path or postgresql://user@host:port/database")


def redact(target: str) -> str:
    """The URL without its password (for logs and error messages)."""
    if "://" not in target:
        return target
    parts = urlsplit(target)
    if parts.password is None:
        return target
    netloc = parts.netloc.rsplit("@", 1)
    user = netloc[0].split(":", 1)[0]
    return urlunsplit(parts._replace(netloc=f"{user}:***@{netloc[1]}"))


# --- PostgreSQL spelling ---------------------------------------------------------------------
_INDEXED_BY = re.compile(r"\s+INDEXED BY \w+")
_NO_INDEX = re.compile(r"(?<=[\s(])\+(?=[a-z_]+ IS )")  # SQLite's "+column": not through an index
_TOKENS = re.compile(r"'(?:[^']|'')*'|\?")  # string literals (kept as they are) and placeholders
_translated: dict[str, str] = {}


def postgres_sql(sql: str) -> str:
    """SQLite's spelling of a statement in PostgreSQL's: `?` → `$1, $2...` (outside string
    literals), SQLite's index hints dropped (`INDEXED BY`, the unary `+` that keeps a column off
    its index). Cached: the store sends the same texts over and over."""
    found = _translated.get(sql)
    if found is not None:
        return found
    counter = 0

    def number(match: re.Match[str]) -> str:
        nonlocal counter
        if match.group(0) != "?":
            return match.group(0)
        counter += 1
        return f"${counter}"

    found = _TOKENS.sub(number, _NO_INDEX.sub("", _INDEXED_BY.sub("", sql)))
    if len(_translated) < 4096:
        _translated[sql] = found
    return found


def _rowcount(status: str) -> int:
    """Rows a command touched, from PostgreSQL's status line ("UPDATE 3", "INSERT 0 1")."""
    tail = status.rsplit(" ", 1)[-1]
    return int(tail) if tail.isdigit() else 0


class Connection:
    """What the store's statements run on inside `read()` / `write()` (one per backend)."""

    dialect: Dialect

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; how many rows it changed."""
        raise NotImplementedError

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        raise NotImplementedError

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        raise NotImplementedError

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def fetchval(self, sql: str, params: Sequence[Any] = ()) -> Any:
        row = await self.fetchone(sql, params)
        return None if row is None else row[0]


class _SqliteConnection(Connection):
    dialect = SQLITE

    def __init__(self, db: aiosqlite.Connection, observe: Callable[[], Observer | None]) -> None:
        self.raw = db
        self._observe = observe

    def _seen(self, sql: str, params: Sequence[Any]) -> None:
        observer = self._observe()
        if observer is not None:
            observer(sql, params)

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        self._seen(sql, params)
        try:
            cursor = await self.raw.execute(sql, params)
        except sqlite3.IntegrityError as exc:
            raise ConstraintViolation(str(exc)) from exc
        return cursor.rowcount

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        rows = list(rows)
        self._seen(sql, rows[0] if rows else ())
        try:
            await self.raw.executemany(sql, rows)
        except sqlite3.IntegrityError as exc:
            raise ConstraintViolation(str(exc)) from exc

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        self._seen(sql, params)
        try:
            return list(await self.raw.execute_fetchall(sql, params))
        except sqlite3.IntegrityError as exc:  # INSERT ... RETURNING
            raise ConstraintViolation(str(exc)) from exc

    async def fetch_tuples(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Plain tuples (no `sqlite3.Row` per row): the poll reads a thousand at a time."""
        self._seen(sql, params)
        async with self.raw.execute(sql, params) as cursor:
            cursor.row_factory = None
            # Why the ignore below: With row_factory None, aiosqlite returns tuples, not the Row its stub
            # promises.
            return list(await cursor.fetchall())  # type: ignore[arg-type]


def _translate_postgres_error(exc: BaseException) -> BaseException | None:
    """The storage error a PostgreSQL failure means, or None to let it through as it is."""
    import asyncpg

    if isinstance(exc, asyncpg.IntegrityConstraintViolationError):
        return ConstraintViolation(str(exc))
    if isinstance(exc, asyncpg.exceptions._base.InternalClientError):  # a protocol state a drop leaves
        return TryAgain(f"the database connection broke ({exc})")
    if isinstance(exc, asyncpg.DeadlockDetectedError | asyncpg.SerializationError):
        return TryAgain(f"the database refused a concurrent write ({type(exc).__name__})")
    lost = (asyncpg.PostgresConnectionError | asyncpg.InterfaceError | asyncpg.CannotConnectNowError
            | asyncpg.AdminShutdownError | asyncpg.CrashShutdownError | asyncpg.ConnectionFailureError
            | asyncpg.ConnectionDoesNotExistError | ConnectionError | OSError | TimeoutError)
    if isinstance(exc, lost):
        return TryAgain(f"the database connection failed ({type(exc).__name__}: {exc})")
    if isinstance(exc, asyncpg.PostgresError) and getattr(exc, "sqlstate", "")[:2] in ("08", "57"):
        return TryAgain(f"the database is unavailable ({type(exc).__name__}: {exc})")
    return None


def _maybe_committed(cause: BaseException | None) -> bool:
    """Whether a statement that was its own transaction may have committed although it failed
    with this: unless the connection refused it before sending (closed) or the server answered
    with an error (the statement rolled back), the connection broke on the way: unknown."""
    import asyncpg

    if isinstance(cause, asyncpg.InterfaceError):
        return False
    return not (isinstance(cause, asyncpg.PostgresError)
                and not isinstance(cause, asyncpg.PostgresConnectionError))


class _PostgresConnection(Connection):
    dialect = POSTGRES

    def __init__(self, conn: Any, observe: Callable[[], Observer | None]) -> None:
        self.raw = conn
        self._observe = observe

    async def _run(self, method: str, sql: str, params: Sequence[Any], *args: Any) -> Any:
        """`conn.<method>(*args)`, its failures in storage's terms. (A connection the pool took back
        after the server dropped it refuses the call itself, before there is anything to await.)"""
        observer = self._observe()
        if observer is not None:
            observer(sql, params)
        try:
            return await getattr(self.raw, method)(*args)
        except Exception as exc:
            translated = _translate_postgres_error(exc)
            if translated is None and self._lost():
                # Whatever the driver says, the connection is gone (the server dropped it).
                translated = TryAgain(f"the database connection was lost ({type(exc).__name__}: {exc})")
            if translated is None:
                raise
            raise translated from exc

    def _lost(self) -> bool:
        try:
            return bool(self.raw.is_closed())
        except Exception:  # released back to the pool, which took it after the server dropped it
            return True

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        text = postgres_sql(sql)
        if not params:  # the simple protocol: several statements allowed (migrations)
            return _rowcount(await self._run("execute", sql, params, text))
        return _rowcount(await self._run("execute", sql, params, text, *params))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        rows = list(rows)
        if rows:
            await self._run("executemany", sql, rows[0], postgres_sql(sql), rows)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self._run("fetch", sql, params, postgres_sql(sql), *params))

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        return await self._run("fetchrow", sql, params, postgres_sql(sql), *params)

    async def fetchval(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return await self._run("fetchval", sql, params, postgres_sql(sql), *params)

    async def fetch_tuples(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return await self.fetchall(sql, params)  # records index by position like tuples


async def _to_the_end(statement: Awaitable[Any]) -> Any:
    """Await a transaction-control statement; if the caller is cancelled meanwhile, still wait for
    it to finish (it runs on the connection's thread regardless) before re-raising, so the shared
    connection's transaction state is known when the lock is released."""
    task = asyncio.ensure_future(statement)
    try:
        return await asyncio.shield(task)
    except asyncio.CancelledError:
        with contextlib.suppress(Exception):
            await task
        raise


class Database:
    """One backend: transactions and reads (see the module's docstring)."""

    dialect: Dialect
    # Several bot processes may share it (PostgreSQL): deliveries are leased, claims skip locked rows.
    shared: bool = False
    target: str  # the file path or the URL without its password

    def __init__(self) -> None:
        self.observer: Observer | None = None
        self._holders: set[asyncio.Task[Any]] = set()
        # Who holds this database's leases (storage `leases`): unique per opened store.
        self.owner = f"{os.uname().nodename}:{os.getpid()}:{uuid.uuid4().hex[:8]}"

    def _observed(self) -> Observer | None:
        return self.observer

    def _enter(self) -> None:
        # Calling a public method while holding the connection would wait for itself forever.
        task = asyncio.current_task()
        if task is not None and task in self._holders:
            raise RuntimeError("Store used re-entrantly inside its own read()/write() block")
        if task is not None:
            self._holders.add(task)

    def _leave(self) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._holders.discard(task)

    def write(self) -> contextlib.AbstractAsyncContextManager[Connection]:
        raise NotImplementedError

    def read(self) -> contextlib.AbstractAsyncContextManager[Connection]:
        raise NotImplementedError

    def write_statement(self) -> contextlib.AbstractAsyncContextManager[Connection]:
        """For one statement that is a whole write by itself: on PostgreSQL its own transaction,
        no BEGIN and COMMIT round trips, made durable by the statement (`Dialect.durable`); on
        SQLite a `write()`."""
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError


def _read_only_uri(path: str) -> str:
    if not os.path.exists(path):  # mode=ro would fail with a vaguer message
        raise StorageError(f"there is no database at {path}")
    return f"file:{os.path.abspath(path)}?mode=ro"


class SqliteDatabase(Database):
    dialect = SQLITE
    shared = False

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        super().__init__()
        self.raw = db
        self.target = path
        self._conn = _SqliteConnection(db, self._observed)
        self._lock = asyncio.Lock()

    @classmethod
    async def connect(cls, path: str, *, read_only: bool = False) -> SqliteDatabase:
        if read_only:
            db = await aiosqlite.connect(_read_only_uri(path), uri=True, isolation_level=None)
        else:
            db = await aiosqlite.connect(path, isolation_level=None)
        try:
            db.row_factory = aiosqlite.Row
            if not read_only:
                await db.execute("PRAGMA journal_mode=WAL")
            await db.execute("PRAGMA busy_timeout=5000")
            await db.execute("PRAGMA foreign_keys=ON")
        except BaseException:
            await db.close()
            raise
        return cls(db, path)

    @asynccontextmanager
    async def write(self) -> AsyncIterator[Connection]:
        """BEGIN IMMEDIATE, then COMMIT, or ROLLBACK on error: a deferred transaction that reads
        and then writes may fail with SQLITE_BUSY at once, ignoring `busy_timeout`."""
        self._enter()
        try:
            async with self._lock:
                db = self.raw
                try:
                    await _to_the_end(self._conn.execute("BEGIN IMMEDIATE"))
                    yield self._conn
                    await _to_the_end(self._conn.execute("COMMIT"))
                except BaseException:
                    if db.in_transaction:
                        await _to_the_end(self._conn.execute("ROLLBACK"))
                    raise
        finally:
            self._leave()

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Connection]:
        self._enter()
        try:
            async with self._lock:
                yield self._conn
        finally:
            self._leave()

    def write_statement(self) -> contextlib.AbstractAsyncContextManager[Connection]:
        return self.write()

    async def script(self, script: str) -> None:
        """Several statements in one transaction of their own (migrations)."""
        async with self._lock:
            try:
                await self.raw.executescript(script)
            except BaseException:
                if self.raw.in_transaction:
                    await self.raw.execute("ROLLBACK")
                raise

    async def close(self) -> None:
        async with self._lock:
            await self.raw.close()


POOL_SIZE_ENV = "AGORA_DB_POOL"


async def _nothing_to_reset(conn: Any) -> None:
    """What the pool does to a connection handed back, after asyncpg has rolled back any
    transaction left open: nothing more. Its default sends `pg_advisory_unlock_all(); CLOSE ALL;
    UNLISTEN *; RESET ALL` on every release, one round trip per `read()` or `write()`: with
    about 34 per move it was the largest part of the server's CPU per move (bench.processes).
    The store leaves no session state behind to undo: no session advisory locks (the
    migrations' is `pg_advisory_xact_lock`), no cursors outside a transaction, no LISTEN, no
    `SET` but `SET LOCAL` (the sessions' settings are given once, at connect)."""


class PostgresDatabase(Database):
    dialect = POSTGRES
    shared = True

    def __init__(self, pool: Any, url: str) -> None:
        super().__init__()
        self.pool = pool
        self.url = url
        self.target = redact(url)

    @classmethod
    async def connect(cls, url: str, *, read_only: bool = False,
                      pool_size: int | None = None) -> PostgresDatabase:
        """A pool on `url`; StorageError naming the URL (without its password) and why, if the
        server cannot be reached or refuses."""
        import asyncpg

        size = pool_size or int(os.environ.get(POOL_SIZE_ENV, "") or 8)
        # Commits wait for the disk only where the store asks (every `write()`): see Store._write_one.
        # Generic plans: every statement is prepared (asyncpg's cache) and reads rows by key, so
        # planning it anew for each execution's values (the first five, and whenever the server
        # judges a custom plan cheaper) is work with nothing to gain: about a tenth of the
        # server's CPU per move (bench.processes, docs/postgresql.md).
        settings = {"application_name": "agora", "synchronous_commit": "off",
                    "plan_cache_mode": "force_generic_plan"}
        if read_only:
            settings["default_transaction_read_only"] = "on"
        try:
            pool = await asyncpg.create_pool(
                url, min_size=1, max_size=max(1, size), statement_cache_size=512,
                max_inactive_connection_lifetime=300.0, server_settings=settings, timeout=10,
                reset=_nothing_to_reset)
        except Exception as exc:
            reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise StorageError(f"cannot connect to the database {redact(url)}: {reason}") from exc
        return cls(pool, url)

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[Any]:
        try:
            conn = await self.pool.acquire()
        except Exception as exc:
            translated = _translate_postgres_error(exc)
            if translated is None:
                raise
            raise translated from exc
        try:
            yield conn
        finally:
            with contextlib.suppress(Exception):
                await self.pool.release(conn)

    @asynccontextmanager
    async def write(self) -> AsyncIterator[Connection]:
        self._enter()
        try:
            async with self._connection() as conn:
                adapter = _PostgresConnection(conn, self._observed)
                # One round trip: the transaction, durable (the sessions' default is not).
                await adapter.execute("BEGIN; SET LOCAL synchronous_commit TO on")
                try:
                    yield adapter
                except BaseException:
                    # A connection the server dropped is closed (or already handed back by the
                    # pool): its transaction is gone with it.
                    with contextlib.suppress(Exception):
                        if not conn.is_closed():
                            await _to_the_end(conn.execute("ROLLBACK"))
                    raise
                try:
                    await _to_the_end(adapter.execute("COMMIT"))
                except TryAgain as exc:  # the server may have committed before the connection broke
                    raise TryAgain(str(exc), outcome_unknown=True) from exc
        finally:
            self._leave()

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Connection]:
        self._enter()
        try:
            async with self._connection() as conn:
                yield _PostgresConnection(conn, self._observed)
        finally:
            self._leave()

    @asynccontextmanager
    async def write_statement(self) -> AsyncIterator[Connection]:
        self._enter()
        try:
            async with self._connection() as conn:
                try:
                    yield _PostgresConnection(conn, self._observed)
                except TryAgain as exc:
                    if _maybe_committed(exc.__cause__):
                        raise TryAgain(str(exc), outcome_unknown=True) from exc.__cause__
                    raise
        finally:
            self._leave()

    async def script(self, script: str) -> None:
        async with self._connection() as conn:
            await _PostgresConnection(conn, self._observed).execute(script)

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.pool.close(), timeout=10)
