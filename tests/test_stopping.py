"""Stopping cleanly (issue 34.1): SIGTERM to a running bot lets the action under way finish and
its board go out, turns new interactions away, and closes the database; and the health check.

The bot runs in a child process on the offline driver (`python -m offline.console`), the same
code path as the container's `python bot.py` for everything but the gateway.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from discord.ext import tasks

from bot import _between_iterations
from storage.lock import InstanceLock

ROOT = Path(__file__).resolve().parent.parent
SESSION = ["as alice", "/game new game:highcard", "as bob", "/game join", "as alice", "/game start",
           "/game status", "as bob", "/game leave"]


def _wait_for(path: Path, text: str, seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if path.exists() and text in path.read_text(encoding="utf-8", errors="replace"):
            return
        time.sleep(0.05)
    raise AssertionError(f"{text!r} never appeared in {path}: {path.read_text(errors='replace')[-2000:]}")


def _console(tmp_path: Path, **env: str) -> tuple[subprocess.Popen[str], Path, Path]:
    out, err = tmp_path / "stdout.txt", tmp_path / "stderr.txt"
    child = subprocess.Popen(
        [sys.executable, "-m", "offline.console", "--db", str(tmp_path / "agora.db"), "--images",
         str(tmp_path / "images"), "--factory", "tests.fixtures.stopping_bot:create_bot"],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=out.open("w"), stderr=err.open("w"), text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT), "AGORA_LOG": "WARNING", **env})
    return child, out, err


def test_sigterm_finishes_the_action_under_way_then_stops_cleanly(tmp_path: Path) -> None:
    child, out, err = _console(tmp_path)
    try:
        assert child.stdin is not None
        child.stdin.write("\n".join(SESSION) + "\n")
        child.stdin.flush()  # the lines stay open: the console reads them one by one
        _wait_for(err, "START UNDER WAY")
        child.send_signal(signal.SIGTERM)
        code = child.wait(timeout=30)  # compose's stop_grace_period
    finally:
        if child.poll() is None:
            child.kill()
    printed, logged = out.read_text(), err.read_text()
    assert code == 0, printed + logged
    assert "(SIGTERM: stopping the bot cleanly)" in printed and "(stopped)" in printed
    assert "The game has started." in printed  # the action under way finished and was answered
    assert "> /game status" not in printed  # no line after the signal ran
    assert "Traceback" not in logged and "no active connection" not in logged, logged
    # The database is closed (its WAL folded in and removed, its lock free) and holds the start,
    # with every Discord side effect of it delivered before the stop.
    db = tmp_path / "agora.db"
    assert not Path(f"{db}-wal").exists()
    lock = InstanceLock(str(db))
    lock.acquire()
    lock.release()
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT status FROM games").fetchall() == [("active",)]
        assert conn.execute("SELECT COUNT(*) FROM outbox WHERE done_at IS NULL").fetchone() == (0,)


def test_the_health_check_says_whether_the_running_bot_is_healthy(tmp_path: Path) -> None:
    """`python bot.py --health` (the container's HEALTHCHECK), run against a running bot: healthy;
    after it stopped: not."""
    health = tmp_path / "agora.health"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "AGORA_HEALTH_FILE": str(health)}

    def check() -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "bot.py", "--health"], cwd=ROOT, env=env, capture_output=True,
                              text=True, timeout=60)

    assert check().returncode == 1  # nothing runs yet
    child, _, err = _console(tmp_path, AGORA_HEALTH_FILE=str(health))
    try:
        deadline = time.monotonic() + 60
        while not health.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        result = check()
        assert result.returncode == 0 and "healthy" in result.stdout, result.stdout + result.stderr
        child.send_signal(signal.SIGTERM)
        assert child.wait(timeout=30) == 0, err.read_text()
    finally:
        if child.poll() is None:
            child.kill()
    result = check()
    assert result.returncode == 1 and "no heartbeat" in result.stderr


async def test_a_poller_is_cancelled_only_between_two_polls() -> None:
    """How the clean stop tells a poller asleep from one in the middle of a poll (discord.ext.tasks
    internals: this fails if a discord.py upgrade changes them)."""
    inside = asyncio.Event()
    release = asyncio.Event()

    @tasks.loop(seconds=30)
    async def poller() -> None:
        inside.set()
        await release.wait()

    poller.start()
    try:
        await asyncio.wait_for(inside.wait(), 5)
        assert not _between_iterations(poller)  # mid-poll: let it finish
        release.set()
        for _ in range(50):
            await asyncio.sleep(0.01)
            if _between_iterations(poller):
                break
        assert _between_iterations(poller)  # asleep until the next poll: safe to cancel
    finally:
        poller.cancel()



def test_the_health_check_reads_stale_disconnected_and_failing_heartbeats(tmp_path: Path) -> None:
    from datetime import UTC, datetime, timedelta

    from service.health import STALE_AFTER, Heartbeat, check_health, health_path, write_heartbeat

    path = tmp_path / "agora.health"
    now = datetime(2026, 1, 5, 12, 0, tzinfo=UTC)

    def beat(at: datetime, connected: bool = True, database: bool = True,
             detail: str = "") -> tuple[bool, str]:
        write_heartbeat(path, Heartbeat(at=at.isoformat(), pid=42, connected=connected, database=database,
                                        latency_ms=40.0, detail=detail))
        return check_health(path, now=now)

    healthy, why = beat(now - timedelta(seconds=10))
    assert healthy and why == "healthy (pid 42, heartbeat 10 s ago, gateway latency 40 ms)"
    healthy, why = beat(now - STALE_AFTER - timedelta(seconds=1))
    assert not healthy and "stuck" in why
    healthy, why = beat(now, connected=False)
    assert not healthy and "not connected to Discord" in why
    healthy, why = beat(now, database=False, detail="OperationalError: disk I/O error")
    assert not healthy and "database does not answer" in why and "disk I/O error" in why
    path.write_text("{half a heart")
    assert check_health(path, now=now)[0] is False
    assert health_path("/data/agora.db", {}) == Path("/data/agora.db.health")
    assert health_path("/data/agora.db", {"AGORA_HEALTH_FILE": "/tmp/h"}) == Path("/tmp/h")
