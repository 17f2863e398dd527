"""A second bot on a database another process holds says so in one line and stops: no traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from storage.lock import InstanceLock

ROOT = Path(__file__).resolve().parent.parent


def test_a_second_bot_on_the_same_database_prints_one_clear_line(tmp_path: Path) -> None:
    db = tmp_path / "offline.db"
    lock = InstanceLock(str(db))
    lock.acquire()
    try:
        env = {**os.environ, "DISCORD_TOKEN": "", "AGORA_OFFLINE_DB": str(db),
               "AGORA_IMAGES": str(tmp_path / "images"), "PYTHONPATH": str(ROOT)}
        done = subprocess.run([sys.executable, str(ROOT / "bot.py")], input="quit\n", text=True,
                              capture_output=True, env=env, cwd=tmp_path, timeout=60)
    finally:
        lock.release()
    assert done.returncode == 1
    assert "Traceback" not in done.stderr and "Traceback" not in done.stdout
    errors = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(errors) == 1 and errors[0].startswith("Agora did not start:"), done.stderr
    assert "already in use" in errors[0]
