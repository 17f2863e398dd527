"""Discord failing under a running bot, through the offline driver's fake REST layer.

    python -m bench.faults [--games 3] [--outage-minutes 10] [--moves 100] [--rate 0.3]
                           [--bad-games 30] [--bad-minutes 10] [--bad-rate 0.9] [--bad-step S]
                           [--only bad-hour]

1. An outage: Discord's REST API answers 503 to everything for `--outage-minutes` (fake clock).
   The players move in its first two minutes (their clicks still arrive; the bot can answer
   them), then wait for boards that do not come; the bot retries every minute it is given.
   Then Discord is back.
2. Errors: `--rate` of every REST call answers 500 for `--moves` moves.
3. A bad hour: `--bad-rate` (90%) of every REST call answers 500 for `--bad-minutes` (10) while the
   players of `--bad-games` games keep moving; then Discord recovers. The clock moves as the
   delivery worker would wake (its next retry or probe, at most a minute; `--bad-step 60`: a
   minute at a time, as the offline driver's `wait` does), and every outbox row's delivery
   time is read from the database: how long after the recovery the last message went out (goal:
   within 2 minutes), how many were still waiting 1, 2 and 3 minutes after it, whether they went
   out oldest first (games whose first message came before that of a game waiting longer), and
   duplicates.

After each, the clock runs on until nothing is pending, and what every user can see is checked:
- lost: a game whose current state is not the last board in its channel; a player whose last DM
  is not their current private view; outbox rows never delivered; a public log line of any move
  missing from its channel;
- doubled: any message (board, log line, DM, notice) posted twice.
Prints moves, Discord calls refused, messages posted, lost, doubled, and how long after Discord
answered again everything was delivered.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
import random
import re
import tempfile
from datetime import timedelta
from pathlib import Path
from typing import Any

from bench._offline import PLAYERS, button_for, create_games, driver_in, settle

_JSON = re.compile(r"```json\n(.*?)\n```", re.S)


async def _move(driver: Any, service: Any, game: int, rnd: random.Random) -> bool:
    """One move in a game, by a click on one of the awaited seat's buttons; False if none."""
    record, state = await service.load(game)
    if record.status != "active":
        return False
    decision = rnd.choice(service.awaiting(record, state))
    found = button_for(driver, service, record, decision.seat, decision.private)
    name = next(n for n in PLAYERS if driver.world.user(n).id == record.user_of(decision.seat))
    if found is not None:
        result = await driver.click(name, found[0], custom_id=found[1])
        if result.error is None and any(m.text.startswith("✅") for m in result.ephemeral):
            return True
    # No fresh prompt arrived (Discord is down): the player types the move instead.
    text = rnd.choice(service.legal_texts(record, state, decision.seat))
    result = await driver.slash(name, f'/game play action:"{text}"', channel=record.channel_id)
    return result.error is None and any(m.text.startswith("✅") for m in result.ephemeral)


async def _check(driver: Any, service: Any, games: list[int]) -> dict[str, int]:
    lost = doubled = posted = 0
    for channel in driver.world.channels.values():
        texts = [m.text for m in driver.world.visible_messages(channel) if m.visible_to is None]
        posted += len(texts)
        doubled += sum(n - 1 for n in collections.Counter(texts).values() if n > 1)
    for game in games:
        record, state = await service.load(game)
        boards = [m for m in driver.channel_messages(record.channel_id)
                  if m.embeds and (m.embeds[0].get("footer") or {}).get("text", "").startswith("Game #")]
        if not boards or not boards[-1].embeds[0]["footer"]["text"].endswith(f"move {record.version}"):
            lost += 1
        for seat in range(len(record.seats)):
            name = next(n for n in PLAYERS if driver.world.user(n).id == record.user_of(seat))
            mine = [m for m in driver.dms(name) if str(record.channel_id) in m.text]  # "in <#channel>"
            shown = [json.loads(found.group(1)) for m in mine if (found := _JSON.search(m.text))]
            wanted = service.game_of(record).player_view(state, seat).get("private")
            if wanted is not None and (not shown or shown[-1] != json.loads(json.dumps(wanted))):
                lost += 1
    lost += len(await service.store.pending_outbox(100000))
    lost += await _log_lines_missing(driver, service)
    return {"posted": posted, "lost": lost, "doubled": doubled}


async def _log_lines_missing(driver: Any, service: Any) -> int:
    """Public log lines of every committed change (from every outbox row ever written, delivered
    or not) that appear in no message of their game's channel."""
    import i18n
    from engine.core import Event

    flow = driver.bot.flow
    missing = 0
    for row in (await service.store.dump())["outbox"]:
        if row[3] != "public_state":
            continue
        record, _ = await service.load(row[1])
        events = [Event.model_validate(e) for e in json.loads(row[4]).get("events", [])]
        public = [e for e in events if e.to is None]
        names = await flow.names(record)
        lines = flow.presenter(record).log_lines(public, names, i18n.language(record.locale))
        shown = "\n".join(m.text for m in driver.channel_messages(record.channel_id))
        missing += sum(1 for line in lines if line not in shown)
    return missing


async def _until_delivered(driver: Any, service: Any, limit_minutes: int = 30) -> int:
    for minute in range(limit_minutes + 1):
        if not await service.store.pending_outbox(1):
            return minute
        await driver.advance(timedelta(minutes=1))
    return -1


async def outage(games_count: int, minutes: int, seed: int) -> list[str]:
    rnd = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        driver = driver_in(Path(tmp))
        await driver.start()
        try:
            service = driver.bot.service
            games = await create_games(driver, games_count, seed=seed)
            await driver.bot.flow.deliver_all()
            await settle(driver)
            fault = driver.faults.outage(timedelta(minutes=minutes), "503", via="http")
            moves = 0
            for minute in range(minutes):
                # The players move in the first minutes; then, seeing no board, they wait.
                for game in games if minute < 2 else ():
                    moves += await _move(driver, service, game, rnd)
                await driver.advance(timedelta(minutes=1))
            after = await _until_delivered(driver, service)
            figures = await _check(driver, service, games)
            return [f"{minutes}-minute outage, {games_count} games: {moves} moves made during it, "
                    f"{fault.hits} Discord calls refused; everything delivered {after} min after Discord"
                    f" answered again; messages {figures['posted']}, lost {figures['lost']},"
                    f" doubled {figures['doubled']}"]
        finally:
            await driver.stop()


async def error_rate(games_count: int, moves: int, rate: float, seed: int) -> list[str]:
    rnd = random.Random(seed)
    games_count = max(games_count, moves // 10)  # a High Card game ends after about 15 moves
    with tempfile.TemporaryDirectory() as tmp:
        driver = driver_in(Path(tmp))
        await driver.start()
        try:
            service = driver.bot.service
            games = await create_games(driver, games_count, seed=seed)
            await driver.bot.flow.deliver_all()
            await settle(driver)
            fault = driver.faults.error_rate(rate, "500", via="http", seed=seed)
            made = tries = 0
            while made < moves and tries < moves * 5:
                tries += 1
                game = rnd.choice(games)
                made += await _move(driver, service, game, rnd)
                if tries % 5 == 0:
                    await driver.advance(timedelta(seconds=30))
            driver.faults.remove(fault)
            after = await _until_delivered(driver, service)
            figures = await _check(driver, service, games)
            return [f"{rate:.0%} of REST calls answering 500 over {made} moves ({games_count} games): "
                    f"{fault.hits} calls refused; delivered {after} min after the errors stopped;"
                    f" messages {figures['posted']}, lost {figures['lost']}, doubled {figures['doubled']}"]
        finally:
            await driver.stop()


async def _worker_step(driver: Any, fixed: float = 0.0) -> timedelta:
    """How far the clock moves before the delivery worker would wake again (cogs/_flow.py `_work`:
    the next retry or probe falls due, a kick from the minute's poll, at least half a second), or
    `fixed` seconds."""
    if fixed:
        return timedelta(seconds=fixed)
    seconds = await driver.bot.flow._seconds_to_next_retry()
    return timedelta(seconds=max(0.5, min(60.0, seconds)))


async def _row_times(service: Any) -> dict[int, tuple[int, Any, Any, list[int]]]:
    """Every outbox row: id -> (game, created_at, done_at or None, the Discord messages it made)."""
    from storage.records import from_db_time

    async with service.store.read() as db:
        rows = await db.execute_fetchall("SELECT id, game, created_at, done_at, sent FROM outbox")
    out = {}
    for r in rows:
        messages = [int(m) for m in json.loads(r[4] or "{}").values() if m]
        out[int(r[0])] = (int(r[1]), from_db_time(r[2]), from_db_time(r[3]) if r[3] else None, messages)
    return out


def _out_of_order(times: dict[int, tuple[int, Any, Any, list[int]]], waiting: set[int], since: Any) -> int:
    """Games whose first message after the recovery went out before that of a game waiting since
    longer, more places ahead than the games delivered at once (`DELIVERY_CONCURRENCY`)."""
    import discord

    from cogs._delivery import DELIVERY_CONCURRENCY

    after = discord.utils.time_snowflake(since)
    oldest: dict[int, int] = {}  # game -> its oldest waiting row
    first: dict[int, int] = {}  # game -> its first message after the recovery
    for row in sorted(waiting):
        game, _, _, messages = times[row]
        oldest.setdefault(game, row)
        sent = [m for m in messages if m > after]
        if sent:
            first[game] = min(first.get(game, sent[0]), *sent)
    by_age = sorted(first, key=lambda g: oldest[g])
    by_post = sorted(first, key=lambda g: first[g])
    return sum(1 for place, game in enumerate(by_post) if place + DELIVERY_CONCURRENCY < by_age.index(game))


async def bad_hour(games_count: int, minutes: int, rate: float, seed: int, step: float = 0.0) -> list[str]:
    rnd = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        driver = driver_in(Path(tmp))
        await driver.start()
        try:
            service = driver.bot.service
            games = await create_games(driver, games_count, seed=seed)
            await driver.bot.flow.deliver_all()
            await settle(driver)
            start = driver.clock.now()
            fault = driver.faults.error_rate(rate, "500", via="http", seed=seed)
            moves = 0
            next_move = start
            while driver.clock.now() - start < timedelta(minutes=minutes):
                if driver.clock.now() >= next_move:  # every half minute, moves in a third of the games
                    for game in rnd.sample(games, max(1, len(games) // 3)):
                        moves += await _move(driver, service, game, rnd)
                    next_move += timedelta(seconds=30)
                wake = min(await _worker_step(driver, step), next_move - driver.clock.now(),
                           start + timedelta(minutes=minutes) - driver.clock.now())
                await driver.advance(max(wake, timedelta(seconds=0.5)))
            driver.faults.remove(fault)
            recovered = driver.clock.now()
            waiting_at_recovery = await _row_times(service)
            waiting = {i for i, (_, _, done, _) in waiting_at_recovery.items() if done is None}
            left: dict[int, int] = {}
            while await service.store.pending_outbox(1):
                since = driver.clock.now() - recovered
                if since > timedelta(minutes=30):
                    break
                for mark in (1, 2, 3):
                    if since >= timedelta(minutes=mark) and mark not in left:
                        left[mark] = len(await service.store.pending_outbox(100000))
                await driver.advance(await _worker_step(driver, step))
            times = await _row_times(service)
            done_after = [times[i][2] - recovered for i in waiting if times[i][2] is not None]
            last = max(done_after, default=timedelta(0))
            late = _out_of_order(times, waiting, recovered)
            figures = await _check(driver, service, games)
            counts = ", ".join(f"{left.get(m, 0)} after {m} min" for m in (1, 2, 3))
            cadence = f"clock in steps of {step:.0f} s" if step else "clock moved as the worker wakes"
            return [f"{minutes} minutes at {rate:.0%} errors, {len(games)} games ({cadence}): {moves} moves "
                    f"made during it, {fault.hits} calls refused; {len(waiting)} outbox rows waiting at "
                    f"recovery; all delivered {last.total_seconds():.0f} s after it (waiting: {counts}); "
                    f"games sent before one waiting longer: {late}; messages {figures['posted']}, lost "
                    f"{figures['lost']}, doubled {figures['doubled']}"]
        finally:
            await driver.stop()


async def run(args: argparse.Namespace) -> None:
    if args.only == "bad-hour":
        for line in await bad_hour(args.bad_games, args.bad_minutes, args.bad_rate, args.seed, args.bad_step):
            print(line, flush=True)
        return
    for line in await outage(args.games, args.outage_minutes, args.seed):
        print(line, flush=True)
    for line in await error_rate(args.games, args.moves, args.rate, args.seed):
        print(line, flush=True)
    for line in await bad_hour(args.bad_games, args.bad_minutes, args.bad_rate, args.seed, args.bad_step):
        print(line, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--outage-minutes", type=int, default=10)
    parser.add_argument("--moves", type=int, default=100)
    parser.add_argument("--rate", type=float, default=0.3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bad-games", type=int, default=30)
    parser.add_argument("--bad-minutes", type=int, default=10)
    parser.add_argument("--bad-rate", type=float, default=0.9)
    parser.add_argument("--bad-step", type=float, default=0.0,
                        help="move the clock in steps of this many seconds (default: as the worker wakes)")
    parser.add_argument("--only", choices=("bad-hour",), help="run only this scenario")
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
