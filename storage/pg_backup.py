"""Backups of a PostgreSQL database: PostgreSQL's own `pg_dump` / `pg_restore` (the SQLite file's
are in storage/backup.py).

`pg_dump` takes a consistent snapshot while the bots run (one repeatable-read transaction); its
custom format is compressed and restored by `pg_restore`. A restore replaces every table of the
target database (`--clean --if-exists`): stop every bot process first. Both need the PostgreSQL
client programs (Debian: postgresql-client) of the server's major version or newer.
"""

from __future__ import annotations

import shutil
import subprocess
from datetime import UTC, datetime
from pathlib import Path

from storage.db import redact
from storage.errors import StorageError


class PostgresBackupError(StorageError):
    pass


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise PostgresBackupError(f"{name} is not installed (Debian: apt-get install postgresql-client)")
    return found


def _run(args: list[str], url: str) -> None:
    done = subprocess.run(args, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        detail = (done.stderr or done.stdout).strip().replace(url, redact(url))
        raise PostgresBackupError(f"{Path(args[0]).name} failed for {redact(url)}: {detail[:500]}")


def backup_postgres(url: str, destination: str | Path) -> Path:
    """A consistent dump of the database at `url` to `destination` (a file, or a folder for a dated
    `agora-YYYYMMDD-HHMMSS.dump`), safe while bots run on it; returns the file written."""
    path = Path(destination)
    if path.is_dir():
        path = path / f"agora-{datetime.now(UTC):%Y%m%d-%H%M%S}.dump"
    partial = path.with_name(path.name + ".partial")
    _run([_tool("pg_dump"), "--format=custom", "--no-owner", "--file", str(partial), "--dbname", url], url)
    partial.replace(path)
    return path


def restore_postgres(source: str | Path, url: str) -> None:
    """Put a `backup_postgres` dump in place in the database at `url` (bots stopped)."""
    if not Path(source).is_file():
        raise PostgresBackupError(f"there is no backup at {source}")
    _run([_tool("pg_restore"), "--clean", "--if-exists", "--no-owner", "--single-transaction",
          "--exit-on-error", "--dbname", url, str(source)], url)
