"""The longest event-loop block during a robot burst (issue 32, item 4), through the offline driver.

    python -m bench.loop_block [--game tta] [--games 200] [--moves 2] [--players 2]

`--games` games of `--game` are started behind the bot's back (their start left in the outbox),
each with one human seat and the others played by the robot; the bot delivers them all at once
(the robots answer as the boards go out), then the human moves `--moves` times in every game at
once (each move as a click would: applied, its board delivered, the robots answering). Every
callback the event loop runs is timed (less the time the offline driver's fake Discord takes to
answer a call inside it): the longest ones are the loop's blocks, when no other interaction can
be answered. Wall time counts waiting for a busy machine and for the GIL (held by the worker
threads doing the engine's work); the loop thread's own CPU time per callback is printed too
(what the loop itself computes): on a loaded machine it is the steadier figure. Prints the
longest, the p99 and the count over 20 ms, with where the five longest ran. Goal: the longest
under 20 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import random
import tempfile
import threading
import time
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from bench._offline import create_games, driver_in, percentile, settle

GOAL_MS = 20.0


class LoopTimer:
    """Times every callback the loop runs (`asyncio.Handle._run`): each one is a block. The time
    the offline driver's fake Discord spends answering a call inside a callback is left out (a
    real Discord answers over the network, while the loop runs other callbacks)."""

    def __init__(self) -> None:
        self.blocks: list[float] = []
        self.cpu: list[float] = []  # the loop thread's own CPU time per callback
        self.longest: list[tuple[float, str]] = []
        self.fake = 0.0  # seconds spent in the fake Discord so far
        self.fake_cpu = 0.0
        # The cyclic garbage collector's full passes: they hold the GIL whichever thread
        # triggers them, and walk every tracked object, the fake Discord's stored messages
        # included (a real Discord keeps those). Timed apart: (ms, generation, on the loop).
        self.collections: list[tuple[float, int, bool]] = []
        self.gc_on_loop = 0.0  # seconds of collections run on the loop thread so far
        self._gc_started = 0.0
        self._loop_thread = threading.get_ident()
        self.cpu_apart: list[float] = []  # the loop's own CPU per callback, collections apart

    def _collecting(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._gc_started = time.perf_counter()
            return
        took = time.perf_counter() - self._gc_started
        on_loop = threading.get_ident() == self._loop_thread
        if on_loop:
            self.gc_on_loop += took
        if info.get("generation") == 2:
            self.collections.append((took * 1000, 2, on_loop))

    def exclude_fake_discord(self, driver: Any) -> None:
        original = driver.api._dispatch
        timer = self

        def dispatch(*args: Any, **kwargs: Any) -> Any:
            started, cpu = time.perf_counter(), time.thread_time()
            try:
                return original(*args, **kwargs)
            finally:
                timer.fake += time.perf_counter() - started
                timer.fake_cpu += time.thread_time() - cpu

        driver.api._dispatch = dispatch

    @contextmanager
    def installed(self) -> Iterator[None]:
        original = asyncio.events.Handle._run
        timer = self

        def timed(handle: asyncio.events.Handle) -> None:
            before = _where(handle)
            fake, fake_cpu, collected = timer.fake, timer.fake_cpu, timer.gc_on_loop
            started, cpu = time.perf_counter(), time.thread_time()
            try:
                original(handle)
            finally:
                took = (time.perf_counter() - started - (timer.fake - fake)) * 1000
                timer.blocks.append(took)
                own = (time.thread_time() - cpu - (timer.fake_cpu - fake_cpu)) * 1000
                timer.cpu.append(own)
                timer.cpu_apart.append(own - (timer.gc_on_loop - collected) * 1000)
                if took > GOAL_MS / 2 and len(timer.longest) < 2000:
                    # From where the coroutine resumed to where it waits next (or ended).
                    timer.longest.append((took, f"{before}  ->  {_where(handle) or 'done'}"))

        asyncio.events.Handle._run = timed
        self._loop_thread = threading.get_ident()
        gc.callbacks.append(self._collecting)
        try:
            yield
        finally:
            asyncio.events.Handle._run = original
            gc.callbacks.remove(self._collecting)


def _where(handle: asyncio.events.Handle) -> str:
    """Where the task a handle runs is suspended, by its innermost frames of ours."""
    callback: Any = getattr(handle, "_callback", None)
    task = getattr(callback, "__self__", None)
    if not isinstance(task, asyncio.Task):
        return repr(callback)[:80]
    if task.done():
        return ""
    coro = task.get_coro()
    frames = []
    while coro is not None:
        frame = getattr(coro, "cr_frame", None)
        if frame is not None:
            frames.append(frame)
        coro = getattr(coro, "cr_await", None)
    names = [f"{Path(f.f_code.co_filename).parent.name}/{Path(f.f_code.co_filename).name}:{f.f_code.co_name}"
             for f in frames]
    return " > ".join(f"{n}:{f.f_lineno}" for n, f in zip(names, frames, strict=True)
                      if n.split("/")[0] in ("cogs", "service", "storage", "present", "engine"))[-200:] \
        or (names[-1] if names else "?")


async def start_games(driver: Any, game_id: str, count: int, players: int, seed: int) -> list[int]:
    """Started games, one channel each, through the service (their start left in the outbox):
    the first seat a human's, the others the robot's."""
    service = driver.bot.service
    rows = await create_games(driver, count, players=players, seed=seed, prefix="burst", game_id=game_id)
    for row in rows:
        record, _ = await service.load(row)
        for seat in record.seats:
            if seat.user_id != record.creator_id:
                await service.store.set_autoplay(row, seat.seat, True)
    return rows


async def human_move(driver: Any, game_row: int, rnd: random.Random) -> bool:
    """The human's robot-chosen move in one game, then its delivery, as a click's would be."""
    service = driver.bot.service
    record, state = await service.load(game_row)
    if record.status != "active" or state is None:
        return False
    human = record.seats[0].user_id
    seats = [d.seat for d in service.awaiting(record, state) if record.user_of(d.seat) == human]
    if not seats:
        return False
    game = service.game_of(record)
    action = await asyncio.to_thread(game.autoplay, state, seats[0], random.Random(rnd.random()))
    try:
        await service.act(game_row, human, action.to_text(), None, expected_version=record.version,
                          seat=seats[0])
    except Exception:  # another change came first: the burst goes on
        return False
    await driver.bot.flow.deliver(game_row)
    return True


async def run(game_id: str, games: int, moves: int, players: int, seed: int) -> None:
    rnd = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        driver = driver_in(Path(tmp), settle_timeout=3600)
        await driver.start()
        try:
            rows = await start_games(driver, game_id, games, players, seed)
            timer = LoopTimer()
            timer.exclude_fake_discord(driver)
            started = time.perf_counter()
            with timer.installed():
                await driver.bot.flow.deliver_all()
                await settle(driver)
                made = 0
                for _ in range(moves):
                    done = await asyncio.gather(*(human_move(driver, row, rnd) for row in rows),
                                                return_exceptions=True)
                    made += sum(1 for d in done if d is True)
                    await settle(driver)
            took = time.perf_counter() - started
            actions = sum([len(await driver.bot.service.store.list_actions(row)) for row in rows])
        except Exception:
            traceback.print_exc()
            raise
        finally:
            await driver.stop()
    blocks = timer.blocks
    over = sum(1 for b in blocks if b > GOAL_MS)
    print(f"{games} {game_id} games ({players} players, the robot at every seat but one), "
          f"{made} human moves, {actions} actions in all, {took:.1f} s")
    print(f"event-loop blocks: {len(blocks)} callbacks; longest {max(blocks):.1f} ms, "
          f"p99 {percentile(blocks, 99):.2f} ms, p99.9 {percentile(blocks, 99.9):.1f} ms, "
          f"over {GOAL_MS:.0f} ms: {over} (goal: longest under {GOAL_MS:.0f} ms)")
    cpu = timer.cpu
    print(f"the loop thread's own CPU time per callback (what the loop computes, without waiting for "
          f"the machine or the GIL): longest {max(cpu):.1f} ms, p99.9 {percentile(cpu, 99.9):.1f} ms, "
          f"over {GOAL_MS:.0f} ms: {sum(1 for c in cpu if c > GOAL_MS)}")
    apart = timer.cpu_apart
    print(f"the same, the garbage collector's passes apart (the loop's own work): longest "
          f"{max(apart):.1f} ms, p99.9 {percentile(apart, 99.9):.1f} ms, over {GOAL_MS:.0f} ms: "
          f"{sum(1 for c in apart if c > GOAL_MS)}")
    full = sorted(timer.collections, reverse=True)
    if full:
        print(f"full (generation 2) collections: {len(full)}, longest {full[0][0]:.1f} ms, "
              f"{sum(1 for c in full if c[2])} of them on the loop thread (they hold the GIL wherever "
              f"they run; their heap includes the fake Discord's stored messages)")
    by_place: dict[str, list[float]] = {}
    for ms, where in timer.longest:
        by_place.setdefault(where, []).append(ms)
    ranked = sorted(by_place.items(), key=lambda item: -max(item[1]))[:5]
    for where, times in ranked:
        print(f"    {max(times):7.1f} ms max, {len(times):4d} over {GOAL_MS / 2:.0f} ms: {where}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="tta")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--moves", type=int, default=2)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--switch-ms", type=float, default=None,
                        help="the interpreter's thread switch interval (default: as the bot sets it)")
    args = parser.parse_args()
    if args.switch_ms is not None:
        import sys

        sys.setswitchinterval(args.switch_ms / 1000)
    asyncio.run(run(args.game, args.games, args.moves, args.players, args.seed))


if __name__ == "__main__":
    main()
