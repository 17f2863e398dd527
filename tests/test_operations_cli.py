"""`python bot.py` as a server admin runs it, in a child process (issue 34.3 and 34.4): a database
file that is empty is named as such by `--check` and never silently migrated into a new one; backups
go into folders; a restore names the file it kept."""

from __future__ import annotations

import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot import refuse_to_open
from storage import Store
from storage.backup import BackupError, backup_database
from storage.sqlite_file import FileState, file_state

ROOT = Path(__file__).resolve().parent.parent
DATED = re.compile(r"^agora-\d{8}-\d{6}\.db$")


def run(*args: str, db: Path, stdin: str = "", **env: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "AGORA_DB": str(db), "DISCORD_TOKEN": "",
                   "AGORA_REQUIRE_TOKEN": "", "AGORA_LOG": "WARNING", **env}
    return subprocess.run([sys.executable, "bot.py", *args], cwd=ROOT, env=environment, input=stdin,
                          capture_output=True, text=True, timeout=120)


async def a_database(path: Path) -> Path:
    store = await Store.open(path)
    await store.close()
    return path


def test_check_names_an_empty_file_instead_of_advising_a_migration(tmp_path: Path) -> None:
    empty = tmp_path / "agora.db"
    empty.touch()
    result = run("--check", db=empty)
    assert result.returncode == 1
    assert "is empty (0 bytes)" in result.stderr and "damaged" in result.stderr, result.stderr
    assert "migrate" not in result.stdout + result.stderr
    garbage = tmp_path / "garbage.db"
    garbage.write_bytes(b"not a database at all" * 10)
    result = run("--check", db=garbage)
    assert result.returncode == 1 and "is not an SQLite database" in result.stderr


def test_the_bot_refuses_to_start_on_an_empty_file_and_leaves_it_as_it_is(tmp_path: Path) -> None:
    empty = tmp_path / "agora.db"
    empty.touch()
    result = run(db=empty, DISCORD_TOKEN="not-a-real-token")  # refused before any Discord call
    assert result.returncode == 2
    assert "did not start" in result.stderr and "--new-database" in result.stderr, result.stderr
    assert empty.stat().st_size == 0 and not Path(f"{empty}-wal").exists()
    # The offline console (no token) refuses too, and starts on a new database when told to.
    result = run(db=tmp_path / "unused.db", AGORA_OFFLINE_DB=str(empty), AGORA_IMAGES=str(tmp_path / "img"))
    assert result.returncode == 2 and "is empty (0 bytes)" in result.stderr
    result = run("--new-database", db=tmp_path / "unused.db", AGORA_OFFLINE_DB=str(empty),
                 AGORA_IMAGES=str(tmp_path / "img"))
    assert result.returncode == 0, result.stderr
    assert file_state(empty) is FileState.SQLITE


def test_refuse_to_open(tmp_path: Path) -> None:
    empty = tmp_path / "agora.db"
    empty.touch()
    assert "--new-database" in (refuse_to_open(str(empty), False) or "")
    assert refuse_to_open(str(empty), True) is None  # the admin said so
    assert refuse_to_open(str(tmp_path / "new.db"), False) is None  # no file: a first start
    assert refuse_to_open(":memory:", False) is None


async def test_backup_into_a_folder_named_with_a_slash_or_existing(tmp_path: Path) -> None:
    db = await a_database(tmp_path / "agora.db")
    result = run("--backup", f"{tmp_path}/backups/daily/", db=db)  # a folder to create
    assert result.returncode == 0, result.stderr
    made = list((tmp_path / "backups" / "daily").iterdir())
    assert len(made) == 1 and DATED.match(made[0].name), made
    assert str(made[0]) in result.stdout
    existing = tmp_path / "existing"
    existing.mkdir()
    assert run("--backup", str(existing), db=db).returncode == 0  # an existing folder, no slash
    assert [p.name for p in existing.iterdir() if DATED.match(p.name)]
    assert run("--backup", str(tmp_path / "one.db"), db=db).returncode == 0  # a file
    assert file_state(tmp_path / "one.db") is FileState.SQLITE


def test_an_empty_database_is_not_backed_up(tmp_path: Path) -> None:
    empty = tmp_path / "agora.db"
    empty.touch()
    with pytest.raises(BackupError, match="empty"):
        backup_database(empty, tmp_path / "backup.db")


async def test_restore_prints_the_real_name_of_the_file_it_kept(tmp_path: Path) -> None:
    db = await a_database(tmp_path / "agora.db")
    assert run("--backup", str(tmp_path / "saved.db"), db=db).returncode == 0
    with sqlite3.connect(db) as conn:
        conn.execute("INSERT INTO meta (key, value) VALUES ('marker', 'after the backup')")
    result = run("--restore", str(tmp_path / "saved.db"), db=db)
    assert result.returncode == 0, result.stderr
    kept = re.search(r"kept as (\S+)\.$", result.stdout.strip())
    assert kept and "<" not in kept[1], result.stdout
    with sqlite3.connect(kept[1]) as conn:  # the replaced database, with what came after the backup
        assert conn.execute("SELECT value FROM meta WHERE key = 'marker'").fetchone() == ("after the backup",)
