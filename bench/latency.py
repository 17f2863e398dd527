"""Action latency through the offline driver (the real bot, fake Discord), with many stored games.

    python -m bench.latency --games 100 --actions 300 [--seed 1]

Creates `--games` High Card games (test-only game) in their own channels through the service,
then plays `--actions` moves by clicking the buttons of random games (the DM prompts of the
simultaneous card choice, the public claim buttons). For every move it measures,
from the moment the interaction is fed to the bot:
- to its deferral (the first interaction callback the bot sends), the number Discord's
  3-second limit applies to;
- to the last outgoing call of that action (public state, DMs: everything it causes).
Prints p50/p95/p99 in milliseconds. Wall time on this machine, SQLite on a temporary file.
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

import i18n
from bot import create_bot
from engine import registry
from offline import Driver, FakeClock
from tests.fixtures.highcard import GAME as HIGHCARD

FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "fixtures"
PLAYERS = ("alice", "bob", "carol")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def _timed_calls(driver: Driver) -> list[float]:
    """Record the wall time of every outgoing call (REST and webhook) next to driver.calls."""
    stamps: list[float] = []
    original = driver.api._dispatch

    def dispatch(*args: Any, **kwargs: Any) -> Any:
        stamps.append(time.perf_counter())
        return original(*args, **kwargs)

    driver.api._dispatch = dispatch
    return stamps


def _button_for(driver: Driver, name: str, record: Any, seat: int, private: bool,
                rnd: random.Random) -> tuple[Any, str]:
    """A button of the seat's current decision: its latest DM prompt, or the channel's state message."""
    prefix = f"ag:a:{record.id}:"
    places = list(reversed(driver.dms(name) if private else driver.channel_messages(record.channel_id)))
    for message in places:
        ids = [b.custom_id for b in message.buttons
               if (b.custom_id or "").startswith(prefix) and b.custom_id.split(":")[4] == str(seat)]
        if ids:
            return message, rnd.choice(ids)
    raise RuntimeError(f"no button for seat {seat} of game {record.id}")


async def _create_games(driver: Driver, count: int, seed: int) -> list[int]:
    service = driver.bot.service
    users = [driver.world.user(name).id for name in PLAYERS]
    rows = []
    for n in range(count):
        channel = driver.add_channel(f"table-{n}")
        record = await service.create(guild_id=driver.world.guild_id, channel_id=channel.id,
                                      parent_channel_id=None, game_id="highcard", creator_id=users[0],
                                      options={"rounds": 5, "hand_size": 8})
        for user in users[1:]:
            await service.join(record.id, user)
        await service.start(record.id, users[0], seed=seed * 1000 + n)
        rows.append(record.id)
    return rows


async def run(games: int, actions: int, seed: int) -> dict[str, list[float]]:
    registry.register(HIGHCARD)
    i18n.add_catalog_file(FIXTURES / "highcard")
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
            rows = await _create_games(driver, games, seed)
            # Deliver the start of every game (the DMs with the buttons) as a restart would.
            await driver.bot.flow.deliver_all()
            await driver.settle()
            stamps = _timed_calls(driver)
            service = driver.bot.service
            to_defer: list[float] = []
            to_last: list[float] = []
            done = 0
            while done < actions:
                game_row = rnd.choice(rows)
                record, state = await service.load(game_row)
                if record.status != "active":
                    continue
                decision = rnd.choice(service.awaiting(record, state))
                seat = decision.seat
                user = driver.world.user(next(n for n in PLAYERS
                                              if driver.world.user(n).id == record.user_of(seat)))
                message, custom_id = _button_for(driver, user.name, record, seat, decision.private, rnd)
                mark, call_mark = len(stamps), driver.mark()
                start = time.perf_counter()
                result = await driver.click(user, message, custom_id=custom_id)
                if result.error:
                    raise RuntimeError(f"{custom_id}: {result.error}")
                if not result.ephemeral or not result.ephemeral[0].text.startswith("✅"):
                    raise RuntimeError(f"{custom_id} was not applied: {result.content_text()}")
                calls = driver.calls_since(call_mark)
                callbacks = [i for i, c in enumerate(calls) if c["path"].endswith("/callback")]
                to_defer.append((stamps[mark + callbacks[0]] - start) * 1000)
                to_last.append((stamps[-1] - start) * 1000)
                done += 1
        finally:
            await driver.stop()
    return {"to deferral": to_defer, "to last call": to_last}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--actions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    figures = asyncio.run(run(args.games, args.actions, args.seed))
    print(f"{args.games} stored games, {args.actions} High Card actions by button "
          f"({time.perf_counter() - started:.1f} s in all)")
    for name, values in figures.items():
        print(f"  {name:>13}: p50 {percentile(values, 50):6.2f} ms   p95 {percentile(values, 95):6.2f} ms"
              f"   p99 {percentile(values, 99):6.2f} ms   max {max(values):6.2f} ms"
              f"   mean {statistics.fmean(values):6.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
