"""Start-up with a backlog in the outbox (issue 20, item 4), through the offline driver.

    python -m bench.backlog [--games 1000] [--ready 20] [--clicks 40]

`--ready` games are started and delivered; then `--games` more are started behind the bot's back
(their boards and DMs left in the outbox, as after a crash or a long outage) and the bot
restarts. While it delivers the backlog, players click in the ready games. Prints the backlog
(games, rows), the time to deliver all of it, whether every game got its board, and the wall time
of the clicks made meanwhile to their first answer and last reply (p50/p99/max).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path
from typing import Any

from bench._offline import PLAYERS, Timing, button_for, create_games, driver_in, feed_click, settle, summary


async def run(games: int, ready: int, clicks: int, seed: int) -> None:
    rnd = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        driver = driver_in(Path(tmp), settle_timeout=3600)
        try:
            await _run(driver, games, ready, clicks, rnd, seed)
        finally:
            await driver.stop()


async def _run(driver: Any, games: int, ready: int, clicks: int, rnd: random.Random, seed: int) -> None:
    await driver.start()
    service = driver.bot.service
    live = await create_games(driver, ready, seed=seed)
    await driver.bot.flow.deliver_all()
    await settle(driver)
    backlog = await create_games(driver, games, seed=seed + 1, prefix="backlog")
    rows = len(await service.store.pending_outbox(10 ** 7))
    await driver.stop()

    timing = Timing()
    timing.install(driver)
    starting = asyncio.create_task(driver.start())
    while driver.bot is None or not driver.bot.is_ready():  # noqa: ASYNC110 - polls another task's progress
        await asyncio.sleep(0.01)
    ready_at = time.perf_counter()
    service = driver.bot.service
    done_at: list[float] = []

    async def watch() -> None:
        while await service.store.pending_outbox(1):  # noqa: ASYNC110 - the database is the signal
            await asyncio.sleep(0.05)
        done_at.append(time.perf_counter())

    watcher = asyncio.create_task(watch())
    made = 0
    while made < clicks and not done_at and not starting.done():
        game = rnd.choice(live)
        record, state = await service.load(game)
        decision = rnd.choice(service.awaiting(record, state))
        found = button_for(driver, service, record, decision.seat, decision.private)
        if found is not None:
            name = next(n for n in PLAYERS if driver.world.user(n).id == record.user_of(decision.seat))
            feed_click(driver, timing, name, *found)
            made += 1
        await asyncio.sleep(0.05)
    await starting
    await settle(driver)
    left = len(await service.store.pending_outbox(10 ** 7))
    if left:  # the start-up is over and rows remain: they wait for some later event
        watcher.cancel()
        done_at.append(time.perf_counter())
    await asyncio.gather(watcher, return_exceptions=True)
    boards = len(set(backlog) & _boarded_games(driver))
    took = done_at[0] - ready_at
    print(f"backlog of {games} games ({rows} outbox rows): start-up delivery over in {took:.1f} s"
          f" ({took / max(games, 1) * 1000:.1f} ms a game); rows left {left};"
          f" games with their board: {boards}/{games}")
    print(f"{made} clicks in other games meanwhile: unanswered {timing.unanswered()}")
    print(f"    first answer: {summary(timing.first_ms())}")
    print(f"    last reply:   {summary(timing.last_ms())}")


def _boarded_games(driver: Any) -> set[int]:
    """Games with at least one board posted (its embed footer names the game)."""
    out = set()
    for message in driver.world.messages.values():
        footer = (message.embeds[0].get("footer") or {}).get("text", "") if message.embeds else ""
        if footer.startswith("Game #"):
            out.add(int(footer.split("#")[1].split(" ")[0]))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--ready", type=int, default=20)
    parser.add_argument("--clicks", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    asyncio.run(run(args.games, args.ready, args.clicks, args.seed))


if __name__ == "__main__":
    main()
