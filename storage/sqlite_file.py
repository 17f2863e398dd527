"""What is at a database path before anything opens it: nothing, an SQLite file, or not one.

A zero-length file where the database should be is how a bad copy or a full disk shows itself.
SQLite would open it as a new, empty database, and the first migration would make it one: every
game lost, silently. So `bot.py` refuses to start on it unless told to create a new database, and
`--check` names it (issue 34.3). A database SQLite ever wrote has its 100-byte header on disk,
even in WAL mode, so a file that is empty or lacks the header is never one to migrate.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path

SQLITE_HEADER = b"SQLite format 3\x00"


class FileState(Enum):
    MISSING = "missing"  # no file: a first start creates the database
    EMPTY = "empty"  # zero bytes: a bad copy or a full disk, never a database
    NOT_SQLITE = "not_sqlite"  # something else, or a damaged header
    SQLITE = "sqlite"


def file_state(path: str | Path) -> FileState:
    """What is at `path` (a URL or ":memory:" is none of SQLite's files: SQLITE)."""
    text = str(path)
    if text == ":memory:" or "://" in text or text.startswith("file:"):
        return FileState.SQLITE
    target = Path(text)
    if not target.exists():
        return FileState.MISSING
    with target.open("rb") as handle:
        header = handle.read(len(SQLITE_HEADER))
    if not header:
        return FileState.EMPTY
    return FileState.SQLITE if header == SQLITE_HEADER else FileState.NOT_SQLITE


def describe(path: str | Path, state: FileState) -> str:
    """One sentence for an admin about a file that is not a usable database."""
    if state is FileState.EMPTY:
        return (f"{path} is empty (0 bytes): it is not a database but a damaged file or a bad copy "
                "(a full disk?)")
    if state is FileState.NOT_SQLITE:
        return f"{path} is not an SQLite database (damaged, or another kind of file)"
    if state is FileState.MISSING:
        return f"there is no database at {path}"
    return f"{path} is an SQLite database"
