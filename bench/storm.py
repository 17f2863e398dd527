"""Click storms through the offline driver (the real bot, fake Discord).

    python -m bench.storm [--clicks 200] [--games 200] [--bursts 3]

1. `--clicks` simultaneous clicks on one live button (the winner's "claim"), fed to the bot all at
   once: exactly one may be applied, and every click must be answered. Then as many clicks on an
   old button of the same game (stale clicks, which show the current board).
   The same storm of stale clicks on a Tigris board, which has a real image: how many boards are
   rendered for it (each version's image is rendered once and shared).
2. `--games` games x `--bursts` bursts: in each burst, one click on a live button of every game,
   all at once.

Prints, per storm: clicks, applied, unanswered, and the wall time from feeding a click to its
first answer (the deferral Discord's 3 seconds apply to) and to its last reply (p50/p99/max).
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from pathlib import Path
from typing import Any

from bench._offline import (
    Timing,
    button_for,
    create_games,
    driver_in,
    feed_click,
    know_players,
    settle,
    summary,
)
from engine import registry
from engine.core.keys import action_key


async def _storm_one_button(clicks: int) -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        driver = driver_in(Path(tmp))
        await driver.start()
        try:
            service = driver.bot.service
            [game] = await create_games(driver, 1, options={"rounds": 5, "hand_size": 8})
            await driver.bot.flow.deliver_all()
            await settle(driver)
            record, state = await service.load(game)
            for decision in service.awaiting(record, state):  # both commit a card: a claim awaits
                message, custom_id = button_for(driver, service, record, decision.seat, decision.private)
                await driver.click(_name(driver, record, decision.seat), message, custom_id=custom_id)
            record, state = await service.load(game)
            [claim] = service.awaiting(record, state)
            message, custom_id = button_for(driver, service, record, claim.seat, claim.private)
            winner = _name(driver, record, claim.seat)
            before = len(await service.store.list_actions(game))
            timing = Timing()
            timing.install(driver)
            for _ in range(clicks):
                feed_click(driver, timing, winner, message, custom_id)
            await settle(driver)
            applied = len(await service.store.list_actions(game)) - before
            lines = [f"{clicks} simultaneous clicks on one live button: applied {applied}, "
                     f"unanswered {timing.unanswered()}",
                     f"    first answer: {summary(timing.first_ms())}",
                     f"    last reply:   {summary(timing.last_ms())}"]
            stale = Timing()
            stale.install(driver)
            for n in range(clicks):
                feed_click(driver, stale, ("alice", "bob", "carol")[n % 2], message, custom_id)
            started = time.perf_counter()
            await settle(driver)
            took = (time.perf_counter() - started) * 1000
            lines += [f"{clicks} simultaneous clicks on that button, now stale: unanswered"
                      f" {stale.unanswered()}, all done in {took:.0f} ms",
                      f"    first answer: {summary(stale.first_ms())}",
                      f"    last reply:   {summary(stale.last_ms())}"]
            return lines
        finally:
            await driver.stop()


def _name(driver: Any, record: Any, seat: int) -> str:
    user = record.user_of(seat)
    return next(n for n in ("alice", "bob", "carol") if driver.world.user(n).id == user)


async def _bursts(games: int, bursts: int) -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        driver = driver_in(Path(tmp))
        await driver.start()
        try:
            service = driver.bot.service
            rows = await create_games(driver, games, options={"rounds": 5, "hand_size": 8})
            started = time.perf_counter()
            await driver.bot.flow.deliver_all()
            await settle(driver)
            lines = [f"{games} games: their start delivered in {(time.perf_counter() - started):.1f} s"]
            for burst in range(1, bursts + 1):
                timing = Timing()
                timing.install(driver)
                versions = {}
                for game in rows:
                    record, state = await service.load(game)
                    versions[game] = record.version
                    decision = service.awaiting(record, state)[0]
                    found = button_for(driver, service, record, decision.seat, decision.private)
                    if found is None:
                        continue
                    feed_click(driver, timing, _name(driver, record, decision.seat), *found)
                started = time.perf_counter()
                await settle(driver)
                took = time.perf_counter() - started
                applied = sum([(await service.load(g))[0].version > versions[g] for g in rows])
                pending = len(await service.store.pending_outbox(100000))
                lines += [f"burst {burst}: {len(timing.by_token)} clicks in {games} games, applied {applied},"
                          f" unanswered {timing.unanswered()}, outbox left {pending},"
                          f" all done in {took:.1f} s",
                          f"    first answer: {summary(timing.first_ms())}",
                          f"    last reply:   {summary(timing.last_ms())}"]
            return lines
        finally:
            await driver.stop()


async def _stale_tigris(clicks: int) -> list[str]:
    from service.kits import kit_for

    with tempfile.TemporaryDirectory() as tmp:
        driver = driver_in(Path(tmp))
        await driver.start()
        kit = kit_for("tigris")
        renders: list[float] = []
        original = kit.draw_board

        def counted(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                renders.append(time.perf_counter() - started)

        kit.draw_board = counted
        try:
            service = driver.bot.service
            users = [driver.world.user(n).id for n in ("alice", "bob")]
            await know_players(driver)
            channel = driver.add_channel("tigris")
            record = await service.create(driver.world.guild_id, channel.id, None, "tigris", users[0], {})
            await service.join(record.id, users[1])
            await service.start(record.id, users[0], seed=3)
            await driver.bot.flow.deliver_all()
            await settle(driver)
            board = next(m for m in reversed(driver.channel_messages("tigris")) if m.buttons)
            game = registry.get("tigris")
            passing = action_key(game, game.parse_action("pass"))  # buttons carry the action's key
            button = next(b.custom_id for b in board.buttons if (b.custom_id or "").endswith(f":{passing}"))
            record, state = await service.load(record.id)
            mover = _name(driver, record, service.awaiting(record, state)[0].seat)
            await driver.click(mover, board, custom_id=button)  # the move: the button is now stale
            renders.clear()
            timing = Timing()
            timing.install(driver)
            for n in range(clicks):
                feed_click(driver, timing, ("alice", "bob")[n % 2], board, button)
            started = time.perf_counter()
            await settle(driver)
            took = (time.perf_counter() - started) * 1000
            return [f"{clicks} simultaneous stale clicks on a Tigris board: unanswered {timing.unanswered()},"
                    f" boards rendered {len(renders)} ({sum(renders) * 1000:.0f} ms),"
                    f" all done in {took:.0f} ms",
                    f"    first answer: {summary(timing.first_ms())}",
                    f"    last reply:   {summary(timing.last_ms())}"]
        finally:
            kit.draw_board = original
            await driver.stop()


async def run(clicks: int, games: int, bursts: int) -> None:
    for line in await _storm_one_button(clicks):
        print(line, flush=True)
    for line in await _stale_tigris(clicks):
        print(line, flush=True)
    for line in await _bursts(games, bursts):
        print(line, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=200)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--bursts", type=int, default=3)
    args = parser.parse_args()
    asyncio.run(run(args.clicks, args.games, args.bursts))


if __name__ == "__main__":
    main()
