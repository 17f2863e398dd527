"""Session-wide test plumbing: the PostgreSQL database of the storage suite (tests/postgres.py),
the markers each test carries by where it lives, and the message catalog built once per process."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

import i18n
from tests.postgres import SessionDatabase

_DATABASE = SessionDatabase()
TESTS = Path(__file__).resolve().parent
FIXTURES = TESTS / "fixtures"

# Markers by place: every test under tests/e2e/ drives the real bot through the offline driver
# (`-m "not e2e"` leaves them out); `slow` marks the files that take seconds of CPU each (robot
# games played to the end, other processes started, a browser): `-m "not slow"` is the quick loop.
# (By file name, so a file keeps its marker wherever the tree puts it.)
E2E_DIRS = ("e2e",)
SLOW_FILES = frozenset({
    # robot games played to the end, or many of them
    "test_properties.py", "test_robot_determinism.py", "test_orders.py", "test_message_render.py",
    "test_tta_present.py", "test_text_scan_games.py", "test_tta_full_game.py", "test_tta_words.py",
    "test_civilization_words.py", "test_civilization_e2e.py", "test_civilization_spanish_table.py",
    "test_civilization_table.py", "test_tigris_words.py", "test_antike_words.py",
    "test_age_of_heroes_e2e.py", "test_leak.py",
    # other processes: the bot's command line, a second bot, a crash, a stop
    "test_operations_cli.py", "test_stopping.py", "test_integrity.py", "test_postgres_ops.py",
    "test_second_instance.py", "test_storage_crash.py", "test_two_processes.py",
    # a browser
    "test_browser.py",
})


def pytest_configure(config: pytest.Config) -> None:
    # The catalog's areas the tests add (the fixture game's texts, the plural samples) are added
    # before anything reads the catalog: an area added after a read rebuilds every parsed bundle
    # (about a second of CPU), so each test process builds the catalog exactly once.
    i18n.add_catalog_file(FIXTURES / "highcard")
    i18n.add_catalog_file(FIXTURES / "plurals")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        relative = item.path.resolve().relative_to(TESTS)
        if relative.parts[0] in E2E_DIRS:
            item.add_marker(pytest.mark.e2e)
        if relative.name in SLOW_FILES:
            item.add_marker(pytest.mark.slow)


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
