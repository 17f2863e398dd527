"""Database size per finished game, before and after pruning past the retention period.

    python -m bench.dbsize [--games 10000] [--game tigris] [--players 3] [--retention-days 14]

Builds a database of `--games` finished games by script (bench/_stored.py: one game played once
through the real service and scheduler, every outbox row delivered and the schedules synced after
each move, then cloned with its own ids and times; the games ended over the past year), prints
its rows and size per game, prunes it the way the running bot does (service/retention.py), and
prints them again: live pages (what new rows reuse), then the file after VACUUM.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

from bench._stored import NOW, checkpoint, fill, record_template, size_report
from service.retention import prune
from storage import Store


def _report(title: str, report: dict[str, Any], games: int) -> None:
    rows = ", ".join(f"{table} {count:,}" for table, count in report["rows"].items())
    used = report["used_bytes"]
    print(f"{title}: {used / 2**20:,.0f} MiB in use ({used / games / 1024:.1f} KiB per game),"
          f" file {report['file_bytes'] / 2**20:,.0f} MiB")
    print(f"    rows: {rows}")


async def main(games: int, game_id: str, players: int, retention: timedelta) -> None:
    template = await record_template(game_id, players=players)
    counts = ", ".join(f"{t} {n}" for t, n in template.counts().items())
    print(f"one {players}-player {game_id} game of {template.moves} moves leaves: {counts}")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "agora.db"
        store = await Store.open(path)
        await store.close()
        started = time.perf_counter()
        fill(path, template, finished=games, now=NOW, spread_days=365)
        checkpoint(path)
        print(f"{games:,} finished games built in {time.perf_counter() - started:.0f} s"
              " (they ended over the past year)")
        _report("before pruning", size_report(path), games)
        store = await Store.open(path, clock=lambda: NOW)
        try:
            started = time.perf_counter()
            pruned = await prune(store, NOW, retention)
            took = time.perf_counter() - started
        finally:
            await store.close()
        checkpoint(path)
        print(f"pruned {pruned.outbox:,} outbox and {pruned.schedules:,} schedule rows closed more than"
              f" {retention.days} days ago in {took:.1f} s")
        _report("after pruning", size_report(path), games)
        started = time.perf_counter()
        checkpoint(path, vacuum=True)
        _report(f"after VACUUM ({time.perf_counter() - started:.0f} s)", size_report(path), games)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--game", default="tigris")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--retention-days", type=float, default=14)
    args = parser.parse_args()
    asyncio.run(main(args.games, args.game, args.players, timedelta(days=args.retention_days)))
    sys.exit(0)
