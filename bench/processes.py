"""Sustained actions per second and their latency, on SQLite with one bot process and on PostgreSQL
with one and with two (issue 33).

    python -m bench.processes [--stored 10000] [--active 1000] [--agents 24] [--seconds 30]
                              [--runs sqlite:1 postgresql:1 postgresql:2] [--rounds 1] [--statements]

The database holds `--stored` High Card games, `--active` of them mid-game with their pending
reminders and deadlines (bench/_stored.py, as bench.moves builds it); PostgreSQL gets the same
games by `--migrate-to`'s copy (into a database of the bench's own on the server of
bench/_postgres.py, dropped after). Each bot process is a separate OS process running the real bot
through the offline driver (its own fake Discord). In each process `--agents` players' tables play
at once, each in a closed loop: click the button of the awaited seat, wait until the move is
delivered (the game's outbox empty), click again (a new game when one ends). Over `--seconds`
(after a warm-up), per run:

- actions per second: accepted moves of all processes / seconds;
- click → acknowledgement: the first answer to the click (Discord's 3-second deadline);
- click → last outgoing call: the last Discord call the move caused (its reply, its board, its DMs);
- statements per move: every statement the store sent in the window / moves (`--statements`
  lists them by text, most frequent first);
- server CPU per move (PostgreSQL): the CPU time of the server's backends of the bench's
  database (read from /proc, so only with the server on this machine) over the window / moves.
  One process is bound by one core and has the server's CPU on the other for free; two share
  both: their ratio is about 2b / (b + p), b the bot's CPU per move and p the server's;
- lost or doubled: each accepted move is in the log exactly once and its board posted once.

`--rounds` repeats the runs in turn (sqlite, postgresql 1, postgresql 2, sqlite, ...), so a load
from other work on the machine falls on all of them alike; the load average is printed per run.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import logging
import multiprocessing
import os
import random
import re
import statistics
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bench._offline import percentile

OPTIONS = {"rounds": 5, "hand_size": 8}
WARMUP = 3.0


def _load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def _server_cpu(target: str) -> float | None:
    """CPU seconds (user + system) the PostgreSQL server processes serving the database of `target`
    have used so far: its backends on this machine, found by the database's name in their process
    titles (`postgres: <cluster>: <user> <database> <client> <state>`); None for SQLite, or when the
    server runs elsewhere (no such process here). The bench's own database: other databases on the
    same server (other people's work) are not counted. A backend that exits is not counted either;
    the bot's pools keep theirs for the whole run."""
    if "://" not in target:
        return None
    name = target.rsplit("/", 1)[-1].split("?", 1)[0]
    ticks, found = 0, False
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as file:
                title = file.read().decode(errors="replace")
            if not title.startswith("postgres:") or f" {name} " not in title:
                continue
            with open(f"/proc/{entry}/stat") as file:
                fields = file.read().rsplit(")", 1)[1].split()
        except OSError:  # gone meanwhile, or not ours to read
            continue
        ticks += int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of stat)
        found = True
    return ticks / os.sysconf("SC_CLK_TCK") if found else None


async def _worker(target: str, index: int, agents: int, seconds: float, seed: int, ready: Any,
                  go: Any, phases: Any) -> dict[str, Any]:
    import i18n
    from bench.latency import FIXTURES
    from bot import create_bot
    from engine import registry
    from offline import Driver, FakeClock
    from offline.driver import OfflineUsageError
    from tests.fixtures.highcard import GAME as HIGHCARD

    registry.register(HIGHCARD)
    i18n.add_catalog_file(FIXTURES / "highcard")
    logging.getLogger("discord").setLevel(logging.CRITICAL)
    logging.getLogger("agora").setLevel(logging.CRITICAL)
    rnd = random.Random(seed * 100 + index)
    from bench._stored import NOW

    with tempfile.TemporaryDirectory() as tmp:
        clock = FakeClock(NOW)
        driver = Driver(lambda: create_bot(db_path=target, clock=clock.now, offline=True), clock=clock,
                        images_dir=Path(tmp) / "images", settle_timeout=600)
        # Each process's fake Discord makes ids of its own (Discord's are unique across shards): the
        # low bits of every snowflake it makes start apart.
        driver.world.ids._counter = itertools.count(1 + index * 2_000_000)
        names = [(f"w{index}a{n}", f"w{index}b{n}") for n in range(agents)]
        for pair in names:
            for name in pair:
                driver.add_user(name)
        await driver.start()
        bot: Any = driver.bot
        service, flow, store = bot.service, bot.flow, bot.store
        # When a game's delivery leaves nothing pending: the move is out.
        done: dict[int, asyncio.Event] = {}
        original_deliver = flow.deliver

        async def deliver(game_row: int) -> bool:
            finished = await original_deliver(game_row)
            if finished and game_row in done:
                done[game_row].set()
            return finished

        flow.deliver = deliver
        # The wall time of every outgoing call, by the channel (or interaction token) it went to.
        calls: list[tuple[float, str]] = []
        dispatch = driver.api._dispatch

        def timed(via: str, table: Any, route: Any, *args: Any, **kwargs: Any) -> Any:
            url = getattr(route, "url", "")
            found = re.search(r"/channels/(\d+)", url) or re.search(r"/webhooks/\d+/([^/]+)", url) \
                or re.search(r"/interactions/\d+/([^/]+)", url)
            try:
                return dispatch(via, table, route, *args, **kwargs)
            finally:
                calls.append((time.perf_counter(), found.group(1) if found else ""))

        driver.api._dispatch = timed
        statements = [0]
        counting = [False]
        texts: Counter[str] = Counter()

        def seen(sql: str, params: Any) -> None:
            if counting[0]:
                statements[0] += 1
                texts[sql] += 1

        store.observe(seen)

        async def new_game(n: int) -> int:
            users = [driver.world.user(name).id for name in names[n]]
            channel = driver.add_channel(f"w{index}-t{n}-{rnd.randrange(10**9)}")
            record = await service.create(guild_id=driver.world.guild_id, channel_id=channel.id,
                                          parent_channel_id=None, game_id="highcard", creator_id=users[0],
                                          options=OPTIONS)
            await service.join(record.id, users[1])
            await service.start(record.id, users[0], seed=rnd.randrange(10**6))
            done[record.id] = asyncio.Event()
            await flow.deliver(record.id)
            return int(record.id)

        samples: list[tuple[float, float, float]] = []  # (click, ack, last call) wall times
        accepted: dict[int, int] = {}  # game -> moves accepted in this run
        refused: list[str] = []
        stop = [float("inf")]

        def latest_state(game: int) -> Any:
            """The game's newest state as the bot holds it once the move is delivered: the player
            looks at Discord, not at the database, so the agent sends no statement of its own
            (they would be counted as the bot's)."""
            versions = [v for g, v in service._states if g == game]
            return service._states[(game, max(versions))] if versions else None

        async def agent(n: int) -> None:
            from bench._offline import Timing, feed_click

            game = await new_game(n)
            record, _ = await service.load(game)
            timing = Timing()
            timing.by_token = {}
            while time.perf_counter() < stop[0]:
                state = latest_state(game)
                if state is None:
                    record, state = await service.load(game)
                decisions = service.awaiting(record, state) if state is not None else []
                if not decisions:  # the game is over
                    game = await new_game(n)
                    record, _ = await service.load(game)
                    continue
                decision = rnd.choice(decisions)
                user = record.user_of(decision.seat)
                name = next(x for x in names[n] if driver.world.user(x).id == user)
                places = driver.dms(name) if decision.private else driver.channel_messages(record.channel_id)
                prefix = f"ag:a:{record.id}:"
                button = None
                for message in reversed(places):
                    ids = [b.custom_id for b in message.buttons if (b.custom_id or "").startswith(prefix)
                           and b.custom_id.split(":")[4] == str(decision.seat)]
                    if ids:
                        button = (message, rnd.choice(ids))
                        break
                if button is None:
                    raise OfflineUsageError(f"no button for game {game} seat {decision.seat}")
                done[game].clear()
                clicked = time.perf_counter()
                timing.install(driver) if not hasattr(timing, "_on") else None
                timing._on = True
                fed = feed_click(driver, timing, name, button[0], button[1])
                await asyncio.wait_for(done[game].wait(), 120)
                channels = {str(record.channel_id), fed.record.token}
                for member in names[n]:
                    dm = driver.world.user(member).dm_channel_id
                    if dm is not None:
                        channels.add(str(dm))
                last = max((t for t, key in calls if t >= clicked and key in channels), default=clicked)
                reply = driver.api.interactions[fed.record.token]
                texts = [driver.world.messages[i].text for i in reply.response_ids
                         if i in driver.world.messages]
                if any(t.startswith("✅") for t in texts):
                    accepted[game] = accepted.get(game, 0) + 1
                    if clicked >= stop[0] - seconds:
                        samples.append((clicked, fed.first or clicked, last))
                else:
                    refused.append(" / ".join(texts)[:120])

        ready.put(index)
        await asyncio.to_thread(go.wait)
        begin = time.perf_counter()
        stop[0] = begin + WARMUP + seconds
        tasks = [asyncio.create_task(agent(n)) for n in range(agents)]
        await asyncio.sleep(WARMUP)
        counting[0] = True
        phases.put(("window", index))
        window = time.perf_counter()
        moves_before = sum(accepted.values())
        cpu_before = time.process_time()
        await asyncio.gather(*tasks)
        ended = time.perf_counter()
        counting[0] = False
        phases.put(("ended", index))
        moves = sum(accepted.values()) - moves_before
        cpu = time.process_time() - cpu_before
        # Nothing lost or doubled: every accepted move of every game is in its log once, and each
        # version's board was posted once.
        lost = doubled = 0
        for game, count in accepted.items():
            actions = await store.list_actions(game)
            lost += max(0, count - len(actions))
            doubled += len(actions) - len({a.interaction_id for a in actions})
            record = await store.get_game(game)
            boards = [m.text for m in driver.channel_messages(record.channel_id) if "· move" in m.text]
            doubled += len(boards) - len(set(boards))
        await driver.stop()
    return {"moves": moves, "seconds": ended - window, "statements": statements[0], "cpu": cpu,
            "ack": [(a - c) * 1000 for c, a, _ in samples], "last": [(x - c) * 1000 for c, _, x in samples],
            "lost": lost, "doubled": doubled, "refused": refused[:3], "texts": dict(texts)}


def _process(target: str, index: int, agents: int, seconds: float, seed: int, ready: Any, go: Any,
             phases: Any, results: Any) -> None:
    try:
        results.put((index, asyncio.run(_worker(target, index, agents, seconds, seed, ready, go, phases))))
    except BaseException as exc:  # reported by the parent
        ready.put(index)
        phases.put(("window", index))
        phases.put(("ended", index))
        results.put((index, {"error": f"{type(exc).__name__}: {exc}"}))


def measure(target: str, processes: int, agents: int, seconds: float, seed: int) -> dict[str, Any]:
    context = multiprocessing.get_context("spawn")
    ready, results, go, phases = context.Queue(), context.Queue(), context.Event(), context.Queue()
    workers = [context.Process(target=_process,
                               args=(target, i, agents, seconds, seed, ready, go, phases, results))
               for i in range(processes)]
    for worker in workers:
        worker.start()
    for _ in workers:
        ready.get(timeout=600)
    load_before = _load()
    go.set()
    # The server's CPU over the measured window: from when every process has begun counting to
    # when every one has stopped.
    started = ended = 0
    server_before = server_after = None
    while ended < len(workers):
        kind, _ = phases.get(timeout=600 + seconds)
        if kind == "window":
            started += 1
            if started == len(workers):
                server_before = _server_cpu(target)
        else:
            ended += 1
    server_after = _server_cpu(target)
    out = dict(results.get(timeout=600) for _ in workers)
    for worker in workers:
        worker.join(60)
    errors = [r["error"] for r in out.values() if "error" in r]
    if errors:
        raise RuntimeError("; ".join(errors))
    parts = list(out.values())
    moves = sum(p["moves"] for p in parts)
    window = max(p["seconds"] for p in parts)
    ack = [x for p in parts for x in p["ack"]]
    last = [x for p in parts for x in p["last"]]
    texts: Counter[str] = Counter()
    for p in parts:
        texts.update(p["texts"])
    server = None if server_before is None or server_after is None else server_after - server_before
    return {"moves": moves, "rate": moves / window, "ack": ack, "last": last, "window": window,
            "statements": sum(p["statements"] for p in parts) / max(1, moves),
            "cpu": sum(p["cpu"] for p in parts), "lost": sum(p["lost"] for p in parts),
            "doubled": sum(p["doubled"] for p in parts), "load": f"{load_before} -> {_load()}",
            "refused": [r for p in parts for r in p["refused"]][:3], "server": server, "texts": texts}


async def _prepare(path: Path, stored: int, active: int) -> None:
    import i18n
    from bench._stored import NOW, fill, record_template
    from bench.latency import FIXTURES
    from engine import registry
    from storage import Store
    from tests.fixtures.highcard import GAME as HIGHCARD

    registry.register(HIGHCARD)
    i18n.add_catalog_file(FIXTURES / "highcard")
    store = await Store.open(path)
    await store.close()
    template = await record_template("highcard", players=3, seed=5, options=OPTIONS)
    fill(path, template, finished=stored - active, active=active, now=NOW,
         finished_outbox_and_schedules=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stored", type=int, default=10_000)
    parser.add_argument("--active", type=int, default=1_000)
    parser.add_argument("--agents", type=int, default=24, help="tables playing at once in each process")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--runs", nargs="+", default=["sqlite:1", "postgresql:1", "postgresql:2"])
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--statements", action="store_true",
                        help="also list each statement text sent per move, most frequent first")
    args = parser.parse_args(argv)
    import shutil

    from bench._postgres import create_database, drop_database, temporary_database
    from storage.transfer import migrate_to

    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as cleanup:
        source = Path(tmp) / "source.db"
        started = time.perf_counter()
        asyncio.run(_prepare(source, args.stored, args.active))
        # PostgreSQL's runs copy one database migrated once (a template: seconds, not a migration
        # each), so runs follow each other closely and a drift of the machine's speed (a shared
        # virtual machine's may move by a third within a minute) falls on both kinds alike.
        template: list[str] = []
        if any(run.startswith("postgresql") for run in args.runs):
            template.append(asyncio.run(create_database("agora_bench_base")))
            cleanup.callback(lambda: asyncio.run(drop_database(template[0])))
            asyncio.run(migrate_to(str(source), template[0], check=False))
        rates: dict[str, list[float]] = {}
        print(f"{args.stored} stored High Card games, {args.active} of them active (built in"
              f" {time.perf_counter() - started:.0f} s); {args.agents} tables playing at once per process,"
              f" {args.seconds:.0f} s measured after {WARMUP:.0f} s of warm-up; {os.cpu_count()} cores")
        for round_ in range(args.rounds):
            for run in args.runs:
                backend, count = run.split(":")
                processes = int(count)

                async def on_postgres(processes: int = processes, seed: int = args.seed + round_,
                                      ) -> dict[str, Any]:
                    async with temporary_database(template=template[0]) as url:
                        return await asyncio.to_thread(measure, url, processes, args.agents, args.seconds,
                                                       seed)

                if backend == "postgresql":
                    figures = asyncio.run(on_postgres())
                else:
                    copy = Path(tmp) / f"run-{round_}-{run.replace(':', '-')}.db"
                    shutil.copy(source, copy)
                    figures = measure(str(copy), processes, args.agents, args.seconds, args.seed + round_)
                ack, last = figures["ack"], figures["last"]
                moves = max(1, figures["moves"])
                cpu = figures["server"]
                server = "" if cpu is None else f" server CPU {cpu:.1f} s ({cpu / moves * 1000:.2f} ms/move);"
                print(f"[round {round_ + 1}] {backend}, {processes} process(es): {figures['rate']:.1f}"
                      f" actions/s ({figures['moves']} in {figures['window']:.1f} s;"
                      f" bot CPU {figures['cpu']:.1f} s); click->ack p50 {statistics.median(ack):.0f}"
                      f" p99 {percentile(ack, 99):.0f} ms; click->last call p50 {statistics.median(last):.0f}"
                      f" p99 {percentile(last, 99):.0f} ms;"
                      f" {figures['statements']:.1f} statements/move;{server} lost {figures['lost']},"
                      f" doubled {figures['doubled']}; load {figures['load']}", flush=True)
                if args.statements:
                    for text, count in figures["texts"].most_common():
                        print(f"    {count / moves:6.2f}  {' '.join(text.split())[:220]}")
                if figures["refused"]:
                    print(f"    refused clicks, e.g.: {figures['refused']}")
                rates.setdefault(run, []).append(figures["rate"])
        one, two = rates.get("postgresql:1"), rates.get("postgresql:2")
        if one and two:
            pairs = [b / a for a, b in zip(one, two, strict=False)]
            print(f"postgresql, 2 processes over 1, round by round: {' '.join(f'{r:.2f}' for r in pairs)};"
                  f" median {statistics.median(pairs):.2f}; mean rates {statistics.mean(two):.1f} /"
                  f" {statistics.mean(one):.1f} = {statistics.mean(two) / statistics.mean(one):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
