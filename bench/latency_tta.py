"""Through the Ages action latency through the offline driver, late in a 4-player game, images included.

    python -m bench.latency_tta [--actions 120] [--seed 7] [--round 12]

A 4-player game is started through the service and played by the robot (through the service,
no Discord) until Age III and round `--round`; that state is delivered, then `--actions` moves
chosen by the robot are sent the way players send them: a button of the board or of the
player's DM when there is one, else the `/tta` command. For every move it measures, from the
moment the interaction is fed to the bot, to its deferral and to the last outgoing call it
causes (log lines, the board with its image, the DMs, the dashboard), and the CPU time the bot
process spent in that span (all threads: the figure that does not depend on other processes
sharing the machine). Prints p50/p95/p99 in ms.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bench.latency import _timed_calls, percentile
from bot import create_bot
from engine.tta import GAME
from offline import Driver, FakeClock
from tests.e2e.tta_support import PLAYERS, Table


async def fast_forward(table: Table, rnd: random.Random, age: int, round_: int) -> int:
    """Robot moves through the service only (nothing delivered) until the age and round."""
    service = table.service
    moves = 0
    while True:
        record, state = await service.load(table.game_row)
        if GAME.is_over(state) or (state.age >= age and state.round >= round_ and not state.tasks):
            return moves
        seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        action = GAME.autoplay(state, seat, rnd)
        await service.act(table.game_row, record.user_of(seat), action.to_text(), interaction_id=None)
        moves += 1


async def run(actions: int, seed: int, round_: int) -> tuple[dict[str, list[float]], dict[str, int], int]:
    logging.getLogger("discord").setLevel(logging.ERROR)
    rnd = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        clock = FakeClock()
        db = str(Path(tmp) / "agora.db")
        driver = Driver(lambda: create_bot(db_path=db, clock=clock.now, offline=True), clock=clock,
                        images_dir=Path(tmp) / "images")
        for name in PLAYERS:
            driver.add_user(name)
        await driver.start()
        try:
            service = driver.bot.service
            users = [driver.world.user(n).id for n in PLAYERS]
            channel = driver.channel("general").id
            record = await service.create(guild_id=driver.world.guild_id, channel_id=channel,
                                          parent_channel_id=None, game_id="tta", creator_id=users[0],
                                          options={})
            for user in users[1:]:
                await service.join(record.id, user)
            await service.start(record.id, users[0], seed=seed)
            table = Table(driver, record.id, PLAYERS)
            skipped = await fast_forward(table, rnd, 3, round_)
            await driver.bot.flow.deliver_all()
            await driver.settle()
            stamps = _timed_calls(driver)
            cpu_stamps: list[float] = []
            original = driver.api._dispatch

            def dispatch(*args: object, **kwargs: object) -> object:
                cpu_stamps.append(time.process_time())
                return original(*args, **kwargs)

            driver.api._dispatch = dispatch
            to_defer: list[float] = []
            to_last: list[float] = []
            cpu_last: list[float] = []
            for _ in range(actions):
                record, state = await table.load()
                if GAME.is_over(state):
                    break
                seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
                action = GAME.autoplay(state, seat, rnd)
                mark, call_mark = len(stamps), driver.mark()
                start, cpu_start = time.perf_counter(), time.process_time()
                result = await table.act(seat, action)
                if result.error or not result.ephemeral or not result.ephemeral[0].text.startswith("✅"):
                    raise RuntimeError(f"{action.to_text()}: {result.error or result.content_text()}")
                calls = driver.calls_since(call_mark)
                callbacks = [i for i, c in enumerate(calls) if c["path"].endswith("/callback")]
                to_defer.append((stamps[mark + callbacks[0]] - start) * 1000)
                to_last.append((stamps[-1] - start) * 1000)
                cpu_last.append((cpu_stamps[-1] - cpu_start) * 1000)
        finally:
            await driver.stop()
    figures = {"to deferral": to_defer, "to last call": to_last, "CPU to last": cpu_last}
    return figures, table.sent, skipped


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=120)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--round", type=int, default=12)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    figures, sent, skipped = asyncio.run(run(args.actions, args.seed, args.round))
    n = len(figures["to last call"])
    print(f"Through the Ages, 4 players: {skipped} robot moves to Age III round {args.round}, then {n} moves "
          f"through Discord ({sent['button']} board buttons, {sent['dm_button']} DM buttons, "
          f"{sent['command']} commands; {time.perf_counter() - started:.1f} s in all)")
    for name, values in figures.items():
        print(f"  {name:>13}: p50 {percentile(values, 50):6.1f} ms   p95 {percentile(values, 95):6.1f} ms"
              f"   p99 {percentile(values, 99):6.1f} ms   max {max(values):6.1f} ms"
              f"   mean {statistics.fmean(values):6.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
