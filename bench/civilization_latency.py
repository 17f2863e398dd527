"""Latency of a Civilization movement order through the offline driver (the real bot, fake
Discord): `/civ move steps:"…"` (checked and previewed on a copy) then **Confirm** (applied,
public state with the map image, DMs).

    python -m bench.civilization_latency --games 4 --orders 60 [--seed 1]

Creates `--games` 8-player games through the service and lets the robots play each into the
late game (round 8 or later) until someone must move. Then, `--orders` times: a game whose
mover is a person is picked, the robot's choice of movement order for that player is typed as
the command, and the preview's Confirm is pressed. Measured from the moment each interaction
is fed to the bot to the last outgoing call it causes: the preview (command → ephemeral
preview) and the order (Confirm → everything posted). Between orders the robots play on (not
timed) until the next movement turn. Prints p50/p95/p99 in milliseconds, wall time on this
machine, SQLite on a temporary file.
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
from typing import Any

from bench.latency import _timed_calls, percentile
from bot import create_bot
from engine.civilization import GAME
from offline import Driver, FakeClock

PLAYERS = ("ana", "ben", "cai", "dora", "eli", "fay", "gus", "hal")
LATE_ROUND = 8


async def _robots_until_move(driver: Driver, game_row: int, *, late: bool) -> bool:
    """Robot moves through the service until someone must move (in the late game when
    `late`); False when the game ended."""
    service = driver.bot.service
    while True:
        record, state = await service.load(game_row)
        if record.status != "active":
            return False
        decisions = GAME.awaiting(state)
        if (not late or state.round >= LATE_ROUND) and any(d.kind == "move" for d in decisions):
            return True
        d = decisions[0]
        await service.autoplay_seat(game_row, d.seat)


async def run(games: int, orders: int, seed: int) -> dict[str, list[float]]:
    logging.getLogger("discord").setLevel(logging.ERROR)
    rnd = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        clock = FakeClock()
        db = str(Path(tmp) / "agora.db")
        driver = Driver(
            lambda: create_bot(db_path=db, clock=clock.now, offline=True),
            clock=clock,
            images_dir=Path(tmp) / "images",
        )
        for name in PLAYERS:
            driver.add_user(name)
        await driver.start()
        try:
            service = driver.bot.service
            users = [driver.world.user(n).id for n in PLAYERS]
            rows: list[int] = []
            channels: dict[int, str] = {}
            for n in range(games):
                channel = driver.add_channel(f"civ-{n}")
                record = await service.create(
                    guild_id=driver.world.guild_id,
                    channel_id=channel.id,
                    parent_channel_id=None,
                    game_id="civilization",
                    creator_id=users[0],
                    options={},
                )
                for user in users[1:]:
                    await service.join(record.id, user)
                await service.start(record.id, users[0], seed=seed * 1000 + n)
                await _robots_until_move(driver, record.id, late=True)
                rows.append(record.id)
                channels[record.id] = f"civ-{n}"
            await driver.bot.flow.deliver_all()
            await driver.settle()
            stamps = _timed_calls(driver)
            preview: list[float] = []
            order: list[float] = []
            while len(order) < orders and rows:
                game_row = rnd.choice(rows)
                record, state = await service.load(game_row)
                mover = next(d.seat for d in GAME.awaiting(state) if d.kind == "move")
                text = GAME.autoplay(state, mover, random.Random(f"{seed}:{record.version}")).to_text()
                if not text.startswith("move "):
                    text = "done"
                user = next(n for n in PLAYERS if driver.world.user(n).id == record.user_of(mover))
                channel = channels[game_row]
                if text == "done":  # nothing to move: end the turn by the button (not timed)
                    board = driver.channel_messages(channel)[-1]
                    button = next((b for b in board.buttons if (b.custom_id or "").startswith("ag:a:")), None)
                    if button is None:
                        await service.autoplay_seat(game_row, mover)
                    else:
                        await driver.click(user, board, custom_id=button.custom_id)
                else:
                    mark = len(stamps)
                    start = time.perf_counter()
                    result = await driver.slash(user, f'/civ move steps:"{text[5:]}"', channel=channel)
                    if result.error:
                        raise RuntimeError(result.error)
                    preview.append((stamps[-1] - start) * 1000 if len(stamps) > mark else 0.0)
                    confirm = next(
                        m for m in result.ephemeral for b in m.buttons if (b.custom_id or "").endswith(":c")
                    )
                    button = next(b for b in confirm.buttons if b.custom_id.endswith(":c"))
                    start = time.perf_counter()
                    result = await driver.click(user, confirm, custom_id=button.custom_id)
                    if result.error or not result.ephemeral[-1].text.startswith("✅"):
                        raise RuntimeError(f"{text}: {result.error or result.content_text()}")
                    order.append((stamps[-1] - start) * 1000)
                if not await _robots_until_move(driver, game_row, late=False):
                    rows.remove(game_row)
                await driver.bot.flow.deliver(game_row)
                await driver.settle()
        finally:
            await driver.stop()
    return {"preview": preview, "order": order}


def report(figures: dict[str, list[float]]) -> None:
    for name, values in figures.items():
        if not values:
            continue
        print(
            f"  {name:>8}: p50 {percentile(values, 50):7.1f} ms   p95 {percentile(values, 95):7.1f} ms"
            f"   p99 {percentile(values, 99):7.1f} ms   max {max(values):7.1f} ms"
            f"   mean {statistics.fmean(values):7.1f} ms   (n={len(values)})"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--orders", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    figures: Any = asyncio.run(run(args.games, args.orders, args.seed))
    print(
        f"{args.games} games of 8 players from round {LATE_ROUND}, {len(figures['order'])} movement orders "
        f"by command + Confirm ({time.perf_counter() - started:.1f} s in all)"
    )
    report(figures)
    return 0


if __name__ == "__main__":
    sys.exit(main())
