"""SQL statements and latency of one move, with 100, 10,000 and 100,000 games stored.

    python -m bench.moves [--stored 100 10000 100000] [--moves 60] [--active 0.2] [--show] [--postgresql]

For each size, builds a database by script (bench/_stored.py: High Card games cloned from one
game played through the real service and scheduler; a share `--active` of them mid-game, with
their pending reminder, deadline and archive rows; the finished ones as a retention period leaves
them: the game, its seats and its whole action log), then starts the real bot on it through the
offline driver (fake Discord), opens three new games and plays `--moves` moves by clicking their
buttons. For every move it counts the SQL statements the bot sends through its connection from
the click until everything the move causes is done (reply, board, DMs, turn sync, dashboard),
and times the click to the last outgoing Discord call. `--show` prints the statements of one
move, grouped. Wall time on this machine, SQLite on a temporary file; `--postgresql`: the same
database copied into PostgreSQL (`--migrate-to`'s copy, into a database of the bench's own on the
server of bench/_postgres.py, dropped after) and the bot run on it.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import random
import re
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import i18n
from bench._stored import NOW, fill, record_template
from bench.latency import FIXTURES, PLAYERS, _button_for, _create_games, _timed_calls, percentile
from bot import create_bot
from engine import registry
from offline import Driver, FakeClock
from storage import Store
from tests.fixtures.highcard import GAME as HIGHCARD

OPTIONS = {"rounds": 5, "hand_size": 8}


class Statements:
    """Every statement the store sends, as text."""

    def __init__(self, store: Store) -> None:
        self.seen: list[str] = []
        self.times: list[float] = []

        def seen(sql: str, params: Any) -> None:
            self.seen.append(sql)
            self.times.append(time.perf_counter())

        store.observe(seen)


def _shape(sql: str) -> str:
    """A statement with its lists of placeholders folded, to group equal queries."""
    return re.sub(r"\(\?(, \?)+\)", "(?…)", " ".join(sql.split()))[:150]


async def _build(path: Path, stored: int, active_share: float) -> None:
    store = await Store.open(path)
    await store.close()
    template = await record_template("highcard", players=3, seed=5, options=OPTIONS)
    active = round(stored * active_share)
    fill(path, template, finished=stored - active, active=active, now=NOW,
         finished_outbox_and_schedules=False)


async def run(stored: int, moves: int, active_share: float, seed: int,
              postgresql: bool = False) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "agora.db"
        started = time.perf_counter()
        await _build(db, stored, active_share)
        if not postgresql:
            return await _play(str(db), Path(tmp), moves, seed, time.perf_counter() - started)
        from bench._postgres import temporary_database
        from storage.transfer import migrate_to

        async with temporary_database() as url:
            await migrate_to(str(db), url, check=False)
            return await _play(url, Path(tmp), moves, seed, time.perf_counter() - started)


async def _play(target: str, tmp: Path, moves: int, seed: int, built: float) -> dict[str, Any]:
    rnd = random.Random(seed)
    db = target
    clock = FakeClock(NOW)
    driver = Driver(lambda: create_bot(db_path=str(db), clock=clock.now, offline=True), clock=clock,
                    images_dir=Path(tmp) / "images")
    for name in PLAYERS:
        driver.add_user(name)
    await driver.start()
    try:
        rows = await _create_games(driver, 3, seed)
        await driver.bot.flow.deliver_all()
        await driver.settle()
        stamps = _timed_calls(driver)
        service = driver.bot.service
        counter = Statements(driver.bot.store)
        counts: list[int] = []
        latency: list[float] = []
        shown: list[str] = []
        while len(counts) < moves:
            live = [g for g in rows if (await service.load(g))[0].status == "active"]
            if not live:
                rows = await _create_games(driver, 3, seed + len(counts))
                await driver.bot.flow.deliver_all()
                await driver.settle()
                continue
            record, state = await service.load(rnd.choice(live))
            decision = rnd.choice(service.awaiting(record, state))
            user = next(driver.world.user(n) for n in PLAYERS
                        if driver.world.user(n).id == record.user_of(decision.seat))
            message, custom_id = _button_for(driver, user.name, record, decision.seat, decision.private,
                                             rnd)
            mark = len(stamps)
            counter.seen.clear()
            counter.times.clear()
            start = time.perf_counter()
            result = await driver.click(user, message, custom_id=custom_id)
            if result.error or not result.ephemeral or not result.ephemeral[0].text.startswith("✅"):
                why = result.error or result.content_text()
                raise RuntimeError(f"{custom_id} was not applied: {why}")
            latency.append((stamps[-1] - start) * 1000 if len(stamps) > mark else float("nan"))
            counts.append(len(counter.seen))
            if len(counts) == moves // 2:
                shown = list(counter.seen)
                if os.environ.get("AGORA_BENCH_TIMELINE"):
                    previous = start
                    for at, sql in zip(counter.times, counter.seen):
                        print(f"  +{(at - previous) * 1000:6.1f} ms  {_shape(sql)[:100]}")
                        previous = at
                    print(f"  +{(stamps[-1] - previous) * 1000:6.1f} ms  (last outgoing call)")
    finally:
        await driver.stop()
    return {"built": built, "counts": counts, "latency": latency, "shown": shown}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stored", type=int, nargs="+", default=[100, 10_000, 100_000])
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--active", type=float, default=0.2, help="share of stored games still active")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", action="store_true", help="print the statements of one move")
    parser.add_argument("--postgresql", action="store_true", help="on PostgreSQL (bench/_postgres.py)")
    args = parser.parse_args(argv)
    registry.register(HIGHCARD)
    i18n.add_catalog_file(FIXTURES / "highcard")
    logging.getLogger("discord").setLevel(logging.ERROR)
    print(f"High Card moves by button; stored games {int(args.active * 100)}% active, the rest finished")
    for stored in args.stored:
        figures = asyncio.run(run(stored, args.moves, args.active, args.seed, args.postgresql))
        counts, latency = figures["counts"], figures["latency"]
        print(f"{stored:>7} stored games (built in {figures['built']:.0f} s): SQL statements per move"
              f" min {min(counts)} median {statistics.median(counts):.0f} max {max(counts)};"
              f" click to last call p50 {percentile(latency, 50):.1f} ms"
              f" p95 {percentile(latency, 95):.1f} ms")
        if args.show:
            for shape, n in Counter(_shape(s) for s in figures["shown"]).most_common():
                print(f"    {n:3} × {shape}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
