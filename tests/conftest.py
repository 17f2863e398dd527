"""Session-wide test plumbing: the PostgreSQL database of the storage suite (tests/postgres.py)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from tests.postgres import SessionDatabase

_DATABASE = SessionDatabase()


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """The session's own PostgreSQL database (created on first use, dropped at the end). Skips
    the test where the server cannot be reached, but fails it when `CI` is set."""
    url = _DATABASE.ensure()
    if url is None:
        reason = f"PostgreSQL tests not run: {_DATABASE.unavailable}"
        if os.environ.get("CI", "").strip():
            pytest.fail(f"{reason}; CI is set, so the PostgreSQL half must run", pytrace=False)
        pytest.skip(reason)
    yield url


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    _DATABASE.drop()


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if _DATABASE.unavailable is not None:
        terminalreporter.write_sep("=", "PostgreSQL", yellow=True)
        terminalreporter.write_line(
            f"The PostgreSQL tests were not run: {_DATABASE.unavailable}. They ran on SQLite only; "
            "start PostgreSQL 15 at 127.0.0.1:5432 (trust authentication, database `test`) to run them.")
