"""The PostgreSQL half of the storage suite: one database per test session, on the server every
development and CI machine runs (127.0.0.1:5432, trust authentication, a database named `test`).

Other engineers run their tests against the same server at the same time, so a session never
touches what is not its own: it creates `agora_test_<xdist worker>_<pid>_<random>` on first use,
the tests of the session (of one pytest-xdist worker) share it (the schema is migrated once;
`reset` empties every table between tests, which is much faster than a new database), and it is
dropped when the session ends.

Where the server cannot be reached: with `CI` set the PostgreSQL tests fail (a CI run must never
pass without them); otherwise they are skipped and pytest's terminal summary says so, so the
README's test command still passes on a machine without PostgreSQL.
"""

from __future__ import annotations

import asyncio
import os
import secrets
import threading
from collections.abc import Coroutine
from typing import Any

ADMIN_URL_ENV = "AGORA_TEST_POSTGRES"
ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/test"


def admin_url() -> str:
    return os.environ.get(ADMIN_URL_ENV, "").strip() or ADMIN_URL


def _with_database(url: str, name: str) -> str:
    base, _, _query = url.partition("?")
    return base.rsplit("/", 1)[0] + "/" + name


def _run(work: Coroutine[Any, Any, Any]) -> Any:
    """Run a coroutine to the end on a loop of its own, in a thread: pytest-asyncio owns this
    thread's event loop."""
    out: dict[str, Any] = {}

    def target() -> None:
        try:
            out["value"] = asyncio.run(work)
        except BaseException as exc:
            out["error"] = exc

    thread = threading.Thread(target=target, name="agora-test-postgres")
    thread.start()
    thread.join()
    if "error" in out:
        raise out["error"]
    return out.get("value")


class SessionDatabase:
    """The session's own PostgreSQL database, created on first use."""

    def __init__(self) -> None:
        self.url: str | None = None
        self.name: str | None = None
        self.unavailable: str | None = None  # why the server could not be used

    def ensure(self) -> str | None:
        """The database's URL, creating it the first time; None (and `unavailable`) if it cannot be."""
        if self.url is not None or self.unavailable is not None:
            return self.url
        # Unique per process: each pytest-xdist worker is a session of its own, with its own database.
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        name = f"agora_test_{worker}_{os.getpid()}_{secrets.token_hex(4)}"
        try:
            _run(self._admin(f'CREATE DATABASE "{name}"'))
        except Exception as exc:
            self.unavailable = f"{admin_url()} cannot be reached ({type(exc).__name__}: {exc})".strip()
            return None
        self.name = name
        self.url = _with_database(admin_url(), name)
        return self.url

    def drop(self) -> None:
        if self.name is None:
            return
        name, self.name, self.url = self.name, None, None
        _run(self._admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))

    @staticmethod
    async def _admin(sql: str) -> None:
        import asyncpg

        conn = await asyncpg.connect(admin_url(), timeout=5)
        try:
            await conn.execute(sql)
        finally:
            await conn.close()


async def reset(url: str) -> None:
    """Empty every table of the session's database but the schema version, ids starting at 1 again.
    DELETE, not TRUNCATE: on these few rows it takes a few milliseconds where TRUNCATE takes ~300."""
    import asyncpg

    conn: Any = await asyncpg.connect(url, timeout=5)
    try:
        tables = [r[0] for r in await conn.fetch(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
            " AND tablename != 'schema_version'")]
        sequences = [r[0] for r in await conn.fetch(
            "SELECT sequencename FROM pg_sequences WHERE schemaname = current_schema()")]
        if tables:
            await conn.execute("; ".join([*(f"DELETE FROM {t}" for t in tables),
                                          *(f"ALTER SEQUENCE {q} RESTART" for q in sequences)]))
    finally:
        await conn.close()
