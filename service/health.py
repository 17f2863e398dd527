"""Is the running bot healthy? A heartbeat file it rewrites, and `python bot.py --health` reading it.

Every `HEARTBEAT_EVERY` seconds the running bot checks the two things it cannot work without —
its gateway connection to Discord and an answer from its database — and rewrites a small JSON
file with what it found (bot.py). `--health` only reads that file: it costs the container one
short Python start, never a second database connection or a Discord call. Unhealthy when:

- the file is missing (the bot never got that far, or stopped cleanly: it removes the file);
- it is older than `STALE_AFTER` (the process hangs, or its event loop is blocked);
- the bot said it is not connected to Discord, or its database did not answer.

The file is `$AGORA_HEALTH_FILE`, else `<database>.health` next to the SQLite file (one per
database, as there is one bot per database), else `agora.health` in the temporary directory.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

HEARTBEAT_EVERY = 15.0  # seconds between two heartbeats
STALE_AFTER = timedelta(seconds=90)  # a heartbeat older than this: the process is stuck
HEALTH_SUFFIX = ".health"  # the heartbeat file next to the database: <database>.health


@dataclass(frozen=True)
class Heartbeat:
    at: str  # ISO time, UTC
    pid: int
    connected: bool  # the gateway session is up (discord.py is ready and not closed)
    database: bool  # the database answered a query just now
    latency_ms: float | None = None  # the gateway's heartbeat latency
    detail: str = ""  # why the database did not answer, or what the bot is doing (stopping)


def health_path(db_path: str, env: Mapping[str, str]) -> Path:
    configured = env.get("AGORA_HEALTH_FILE", "").strip()
    if configured:
        return Path(configured)
    if db_path and "://" not in db_path and db_path != ":memory:":
        return Path(db_path + HEALTH_SUFFIX)
    return Path(tempfile.gettempdir()) / "agora.health"


def write_heartbeat(path: Path, beat: Heartbeat) -> None:
    """Replace the file at once (a reader never sees half of it)."""
    partial = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    partial.write_text(json.dumps(asdict(beat)), encoding="utf-8")
    os.replace(partial, path)


def remove_heartbeat(path: Path) -> None:
    path.unlink(missing_ok=True)


def check_health(path: Path, *, now: datetime | None = None) -> tuple[bool, str]:
    """(healthy, one line saying why) from the heartbeat file at `path`."""
    now = now or datetime.now(UTC)
    try:
        beat = Heartbeat(**json.loads(path.read_text(encoding="utf-8")))
        at = datetime.fromisoformat(beat.at)
    except FileNotFoundError:
        return False, f"no heartbeat at {path}: the bot is not running (or not started yet)"
    except (OSError, ValueError, TypeError) as exc:
        return False, f"unreadable heartbeat at {path}: {exc}"
    age = now - at
    if age > STALE_AFTER:
        return False, (f"the last heartbeat (pid {beat.pid}) is {int(age.total_seconds())} s old: "
                       "the bot is stuck or gone")
    if not beat.connected:
        return False, f"not connected to Discord (pid {beat.pid}){': ' + beat.detail if beat.detail else ''}"
    if not beat.database:
        return False, f"the database does not answer (pid {beat.pid}): {beat.detail or 'no detail'}"
    latency = f", gateway latency {beat.latency_ms:.0f} ms" if beat.latency_ms is not None else ""
    return True, f"healthy (pid {beat.pid}, heartbeat {int(age.total_seconds())} s ago{latency})"
