"""How long one schedule poll takes, and how many SQL statements it runs.

    python -m bench.reminders [--games 10000] [--due 1000] [--snapshot-bytes 4096] [--postgresql]

Stores `--games` active two-player games (each with its `turns` row, one pending reminder for
seat 0, and a snapshot of `--snapshot-bytes`, as large as a real game's mid-game), of which
`--due` reminders are due now, then times one `Scheduler.poll()` (the work of one minute of the
production loop, Discord sending excluded: its notices are written to the outbox in the poll's
own transaction) and counts the statements the store sends (`Store.observe`). `--postgresql`:
the same on PostgreSQL (a database of the bench's own on the server of bench/_postgres.py, created
for each run and dropped after). A second, idle poll is measured too.
The whole is done `--repeat` times on fresh databases (the machine is shared: single timings
vary by half); the median and the fastest are printed, and the poll's CPU time (the process's,
both threads: the event loop and SQLite's), which other processes disturb less.

The poll runs on a database the bot opened: after the fill, the store is closed (the last
connection checkpoints the WAL into the database and removes it) and opened again, as at a bot's
start. Polling in the connection that did the fill measured 15-25 ms (CPU) slower: the fill's 8 MB
stay in the WAL (2,061 frames, checkpointed but not reset until the next write), so every page the
poll reads is looked up in the WAL index and read from the WAL file. A running bot's WAL is
checkpointed every 1,000 pages and reset by its next write: that case was not the one to measure.
The games are given their integrity hashes before that close, as the bot writes them: filled
without, the reopening `Store.open` hashed all of them and left ~4 MB in the WAL for the poll to
read through (the figures of docs/contract.md before issue 20's third pass were of that case).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from service.games import GameService
from service.scheduling import REMINDER, Scheduler, notices_in
from storage import Store
from storage.records import to_db_time

NOW = datetime(2026, 1, 5, 12, 0, tzinfo=UTC)


class Counter:
    """Counts every statement the store sends."""

    def __init__(self, store: Store) -> None:
        self.count = 0
        store.observe(self._seen)

    def _seen(self, sql: str, params: Any) -> None:
        self.count += 1


def due_at(game: int, due: int) -> datetime:
    """The first `due` games' reminders are due a minute ago; the rest within the next day."""
    return NOW - timedelta(minutes=1) if game <= due else NOW + timedelta(hours=game % 24 + 1)


# A stored game's snapshot (the engine state's JSON) mid-game, measured: 2-3.5 KB for Tigris, Antike
# and Age of Heroes, ~5.5 KB for Civilization, ~10 KB for Through the Ages. Its size matters to the
# poll: most of what it reads of a game lies after the snapshot in the game's row.
SNAPSHOT_BYTES = 4096


def snapshot_of(size: int) -> str:
    """A JSON object of `size` characters (at least `{}`), standing for a game's snapshot."""
    filler = max(0, size - len('{"state":""}'))
    return json.dumps({"state": "x" * filler}, separators=(",", ":")) if filler else "{}"


async def fill(store: Store, games: int, due: int, snapshot_bytes: int = SNAPSHOT_BYTES) -> None:
    stamp = to_db_time(NOW - timedelta(days=1))
    snapshot = snapshot_of(snapshot_bytes)
    async with store.write() as db:
        await db.executemany(
            "INSERT INTO games (id, guild_id, channel_id, game_id, status, creator_id, version, seed,"
            " snapshot, created_at, updated_at, last_action_at, locale) VALUES (?, 1, ?, 'highcard',"
            " 'active', ?, 1, 1, ?, ?, ?, ?, 'en-US')",
            [(g, 10_000 + g, 100 + g, snapshot, stamp, stamp, stamp) for g in range(1, games + 1)])
        await db.executemany("INSERT INTO seats (game, seat, user_id, joined_at) VALUES (?, ?, ?, ?)",
                             [(g, s, 100 + g + s, stamp) for g in range(1, games + 1) for s in (0, 1)])
        awaited = {"0": {"user": 0, "since": stamp, "epoch": 1,
                         "decisions": [{"kind": "commit", "params": {}, "default": None}]}}
        turn_rows = []
        for g in range(1, games + 1):
            awaited["0"]["user"] = 100 + g
            turn_rows.append((g, json.dumps(awaited), stamp))
        await db.executemany("INSERT INTO turns (game, version, awaited, updated_at) VALUES (?, 1, ?, ?)",
                             turn_rows)
        await db.executemany(
            "INSERT INTO schedules (game, kind, seat, user_id, due_at, payload, created_at, epoch)"
            " VALUES (?, ?, 0, ?, ?, '{\"n\": 1}', ?, 1)",
            [(g, REMINDER, 100 + g, to_db_time(due_at(g, due)), stamp) for g in range(1, games + 1)])
        await db.executemany("INSERT INTO users (user_id, settings) VALUES (?, ?)",
                             [(100 + g, json.dumps({"async": {"tz": "Europe/Madrid"}}))
                              for g in range(1, games + 1, 2)])


async def measure(games: int, due: int, snapshot_bytes: int, postgresql: bool = False) -> dict[str, Any]:
    if postgresql:
        from bench._postgres import temporary_database

        async with temporary_database() as url:
            return await _measure(url, games, due, snapshot_bytes)
    with tempfile.TemporaryDirectory() as tmp:
        return await _measure(Path(tmp) / "bench.db", games, due, snapshot_bytes)


async def _measure(path: Path | str, games: int, due: int, snapshot_bytes: int) -> dict[str, Any]:
    store = await Store.open(path, clock=lambda: NOW)
    try:
        await fill(store, games, due, snapshot_bytes)
        await store._hash_unhashed_games()  # as the bot stores games: with their hash chains
    finally:
        await store.close()  # checkpoints the WAL and removes it, as a bot's stop does
    store = await Store.open(path, clock=lambda: NOW)
    try:
        scheduler = Scheduler(GameService(store, clock=lambda: NOW))
        scheduler.started_at = NOW - timedelta(hours=1)
        counter = Counter(store)
        start, cpu = time.perf_counter(), time.process_time()
        await scheduler.poll()
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
        busy_queries = counter.count
        notices = [n for row in await store.pending_outbox(10 * games) for n in notices_in(row)]
        counter.count = 0
        start = time.perf_counter()
        await scheduler.poll()
        idle_elapsed = time.perf_counter() - start
        idle_queries = counter.count
        after = [n for row in await store.pending_outbox(10 * games) for n in notices_in(row)]
        idle = after[len(notices):]
        pending = len(await store.pending_schedules(kind=REMINDER))
    finally:
        await store.close()
    return {"busy": elapsed * 1000, "cpu": cpu * 1000, "busy_queries": busy_queries, "notices": len(notices),
            "idle": idle_elapsed * 1000, "idle_queries": idle_queries, "idle_notices": len(idle),
            "pending": pending}


async def main(games: int, due: int, repeat: int, snapshot_bytes: int, postgresql: bool = False) -> None:
    runs = [await measure(games, due, snapshot_bytes, postgresql) for _ in range(repeat)]
    busy = sorted(r["busy"] for r in runs)
    cpu = sorted(r["cpu"] for r in runs)
    idle = sorted(r["idle"] for r in runs)
    last = runs[-1]
    print(f"{'PostgreSQL' if postgresql else 'SQLite'}: stored games: {games} (snapshots of {snapshot_bytes}"
          f" bytes), due reminders: {due}, {repeat} runs"
          " on fresh databases (each filled, closed and opened again)")
    print(f"poll with due rows: median {statistics.median(busy):.1f} ms (fastest {busy[0]:.1f}),"
          f" {last['busy_queries']} SQL statements, {last['notices']} reminders to send")
    print(f"  CPU time of that poll (both threads; less sensitive to other processes): median"
          f" {statistics.median(cpu):.1f} ms (least {cpu[0]:.1f})")
    print(f"idle poll (nothing due): median {statistics.median(idle):.1f} ms (fastest {idle[0]:.1f}),"
          f" {last['idle_queries']} SQL statements, {last['idle_notices']} reminders")
    print(f"pending reminder rows afterwards: {last['pending']} (each sent reminder re-armed for the next)")
    print("all runs with due rows (ms): " + " ".join(f"{r['busy']:.1f}" for r in runs))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--due", type=int, default=1_000)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--snapshot-bytes", type=int, default=SNAPSHOT_BYTES,
                        help="size of each game's stored snapshot (2 for the empty '{}' of earlier figures)")
    parser.add_argument("--postgresql", action="store_true", help="on PostgreSQL (bench/_postgres.py)")
    args = parser.parse_args()
    asyncio.run(main(args.games, args.due, args.repeat, args.snapshot_bytes, args.postgresql))
