"""Backups of the live database, and restoring one, with SQLite's online backup API.

`backup_database` copies a consistent snapshot while the bot runs: it opens its own connection
(never the bot's instance lock), and the backup API copies every page inside one read transaction,
so writes committed meanwhile are either wholly in the copy or not at all (WAL readers never block
the writer). The copy is written next to its destination and renamed into place once it passed
`PRAGMA integrity_check`, so a crash never leaves a half-written backup under the final name.

`restore_database` takes the instance lock first (storage/lock.py): it refuses while a bot holds
the database. It checks the backup (integrity, a schema this code knows), keeps the current file
aside as `<db>.before-restore-<time>` (named in the result: `kept`), and puts the backup in place
with no stale WAL left over. An empty or damaged file is neither backed up nor restored.

`BackupPolicy` says where the periodic backups go, how often, and how many are kept.
"""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from storage.errors import StorageError
from storage.lock import InstanceLock
from storage.migrations import MIGRATIONS
from storage.sqlite_file import FileState, describe, file_state

BACKUP_NAME = re.compile(r"^agora-\d{8}-\d{6}(-\d+)?\.db$")


class BackupError(StorageError):
    """A backup that could not be made, or a file that is not a usable backup."""


@dataclass(frozen=True)
class BackupInfo:
    path: Path
    games: int
    schema: int
    kept: Path | None = None  # restore: where the replaced database was kept (None: there was none)


@dataclass(frozen=True)
class BackupPolicy:
    """Periodic backups: into `directory`, every `every_hours`, keeping the newest `keep`."""

    directory: Path
    every_hours: float = 24.0
    keep: int = 7

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> BackupPolicy | None:
        """`AGORA_BACKUP_DIR` (unset: no periodic backups), `AGORA_BACKUP_HOURS`, `AGORA_BACKUP_KEEP`."""
        directory = env.get("AGORA_BACKUP_DIR", "").strip()
        if not directory:
            return None
        return cls(Path(directory), float(env.get("AGORA_BACKUP_HOURS") or 24),
                   max(1, int(env.get("AGORA_BACKUP_KEEP") or 7)))


def _stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y%m%d-%H%M%S")


def backup_name(moment: datetime) -> str:
    return f"agora-{_stamp(moment)}.db"


def _check(conn: sqlite3.Connection, what: str) -> BackupInfo:
    try:
        result = conn.execute("PRAGMA integrity_check").fetchone()[0]
        if result != "ok":
            raise BackupError(f"{what} failed its integrity check: {result}")
        row = conn.execute("SELECT version FROM schema_version").fetchone()
        games = conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]
    except sqlite3.DatabaseError as exc:
        raise BackupError(f"{what} is not an Agora database: {exc}") from exc
    schema = int(row[0]) if row else 0
    if schema > len(MIGRATIONS):
        raise BackupError(f"{what} has schema version {schema}, newer than this code ({len(MIGRATIONS)})")
    return BackupInfo(Path(), int(games), schema)


def is_folder(dest: str | Path) -> bool:
    """`dest` names a folder: it is one, or it ends with a slash (a folder to create)."""
    text = str(dest)
    return Path(text).is_dir() or text.endswith(("/", os.sep))


def backup_database(db_path: str | Path, dest: str | Path, *, now: datetime | None = None) -> BackupInfo:
    """Copy the live database to `dest`: a file, or a folder (an existing one, or a path ending
    with a slash, created if missing) for a dated `agora-YYYYMMDD-HHMMSS.db` inside."""
    source = Path(db_path)
    state = file_state(source)
    if state is not FileState.SQLITE:
        raise BackupError(describe(source, state))
    target = Path(dest)
    if is_folder(dest):
        target.mkdir(parents=True, exist_ok=True)
        stamp = _stamp(now or datetime.now(UTC))
        target, n = target / f"agora-{stamp}.db", 1
        while target.exists():
            target, n = target.with_name(f"agora-{stamp}-{n}.db"), n + 1
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".part")
    partial.unlink(missing_ok=True)
    src = sqlite3.connect(str(source), timeout=30)
    try:
        dst = sqlite3.connect(str(partial))
        try:
            src.backup(dst)  # all pages in one step: one consistent snapshot
            info = _check(dst, f"the backup of {source}")
        finally:
            dst.close()
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    finally:
        src.close()
    os.replace(partial, target)
    return BackupInfo(target, info.games, info.schema)


def prune_backups(directory: str | Path, keep: int) -> list[Path]:
    """Delete all but the newest `keep` periodic backups in `directory`; returns the deleted ones."""
    folder = Path(directory)
    found = sorted(p for p in folder.iterdir() if BACKUP_NAME.match(p.name)) if folder.is_dir() else []
    doomed = found[:-keep] if keep > 0 else found
    for path in doomed:
        path.unlink(missing_ok=True)
    return doomed


def restore_database(backup: str | Path, db_path: str | Path, *, now: datetime | None = None) -> BackupInfo:
    """Put `backup` in place of the database at `db_path`. Raises storage.AlreadyRunning while a
    bot holds the database, BackupError if the file is not a usable backup."""
    source, target = Path(backup), Path(db_path)
    if not source.is_file():
        raise BackupError(f"there is no backup at {source}")
    state = file_state(source)
    if state is not FileState.SQLITE:
        raise BackupError(describe(source, state))
    lock = InstanceLock(str(target))
    lock.acquire()  # AlreadyRunning: a bot is using this database
    try:
        conn = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
        try:
            info = _check(conn, str(source))
        finally:
            conn.close()
        kept = None
        if target.exists():
            if file_state(target) is FileState.SQLITE:
                current = sqlite3.connect(str(target))
                try:  # fold the WAL into the file, so the copy kept aside is complete
                    current.execute("PRAGMA wal_checkpoint(TRUNCATE)")
                finally:
                    current.close()
            aside = f"{target.name}.before-restore-{_stamp(now or datetime.now(UTC))}"
            kept, n = target.with_name(aside), 1
            while kept.exists():  # two restores in one second keep both files
                kept, n = target.with_name(f"{aside}-{n}"), n + 1
            os.replace(target, kept)
        for suffix in ("-wal", "-shm"):  # a stale WAL would be replayed onto the restored file
            with contextlib.suppress(FileNotFoundError):
                os.unlink(f"{target}{suffix}")
        partial = target.with_name(target.name + ".restoring")
        src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
        try:
            dst = sqlite3.connect(str(partial))
            try:
                src.backup(dst)
            finally:
                dst.close()
        finally:
            src.close()
        os.replace(partial, target)
        return BackupInfo(target, info.games, info.schema, kept)
    finally:
        lock.release()
