"""SIGKILL at every step of an action and of a scheduler tick: is anything lost or doubled?

    python -m bench.crash [--scenarios move,reminder,deadline] [--every 1]

For each scenario the real bot runs on the offline driver in a child process, on a database file,
with the fake Discord's world saved to disk after every call it answers (so Discord's side
survives the kill, as the real Discord would). A *step* is any committed database transaction or
any answered Discord call; the run is repeated with the process killed (SIGKILL, no cleanup)
right after step 1, 2, ... n. After each kill a new bot starts on the same database and world:
- at once (within Discord's nonce window), and
- 10 minutes later (beyond it: the bot must look in the channel before posting again),
lets the delivery run, and the messages every user can see are compared with a run that was
never killed. A player whose move was not committed when the bot died clicks again.

Prints, per scenario and recovery: kills, messages lost, messages doubled, notices lost.
Scenarios: `move` (a player's click: commit, confirmation, board, DMs, dashboard), `reminder`
(the poll claims a reminder and posts it), `deadline` (a deadline passes and its rule default is
played: the move, its "deadline passed" notice and its board).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import json
import logging
import os
import pickle
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from datetime import timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ("move", "reminder", "deadline")
LATE = timedelta(minutes=10)  # beyond Discord's nonce window (3 minutes offline)


# ----------------------------------------------------------------------------- child side
def _driver(work: Path) -> Any:
    """A driver on the saved world (or a new one), whose fake Discord saves the world after
    every call it answers."""
    import i18n
    from bot import create_bot
    from engine import registry
    from offline import Driver, FakeClock
    from tests.fixtures.highcard import GAME

    registry.register(GAME)
    i18n.add_catalog_file(ROOT / "tests" / "fixtures" / "highcard")
    saved = work / "world.pickle"
    world = nonces = None
    if saved.exists():
        world, nonces = pickle.loads(saved.read_bytes())
    clock = world.clock if world is not None else FakeClock()
    db = str(work / "agora.db")
    driver = Driver(lambda: create_bot(db_path=db, clock=clock.now, offline=True), clock=clock, world=world,
                    images_dir=work / "images", settle_timeout=120)
    if nonces is not None:
        driver.api._nonces = nonces
    if world is None:
        for name in ("alice", "bob", "carol"):
            driver.add_user(name)
    original = driver.api._dispatch

    def dispatch(*args: Any, **kwargs: Any) -> Any:
        try:
            return original(*args, **kwargs)
        finally:
            _save(driver, saved)
            _step()

    driver.api._dispatch = dispatch
    return driver


def _save(driver: Any, path: Path) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(pickle.dumps((driver.world, driver.api._nonces)))
    os.replace(tmp, path)  # atomic: a kill leaves the previous or the new world, never half


_steps = {"count": 0, "kill_at": 0}


def _step() -> None:
    _steps["count"] += 1
    if _steps["count"] == _steps["kill_at"]:
        os.kill(os.getpid(), signal.SIGKILL)


def _count_commits() -> None:
    """Every committed write transaction is a step (the kill comes right after its COMMIT)."""
    from storage import Store

    original = Store.write

    @contextlib.asynccontextmanager
    async def write(self: Any) -> Any:
        async with original(self) as db:
            yield db
        _step()

    Store.write = write


async def _service(driver: Any) -> Any:
    return driver.bot.service


async def _setup(work: Path, scenario: str) -> None:
    from tests.e2e.test_platform_support import new_game

    driver = _driver(work)
    await driver.start()
    players = ("alice", "bob", "carol") if scenario == "reminder" else ("alice", "bob")
    game = await new_game(driver, players, options="rounds=2")
    service = await _service(driver)
    if scenario == "reminder":
        await _play(driver, "carol")
    if scenario == "deadline":
        assert (await driver.slash("alice", "/game deadline preset:fast")).error is None
        await _play(driver, "alice")
        await _play(driver, "bob")  # the winner must now claim: a decision with a rule default
    record, _ = await service.load(game)
    (work / "game.json").write_text(json.dumps({"game": game, "version": record.version}))
    await driver.stop()


async def _play(driver: Any, name: str) -> Any:
    service = await _service(driver)
    record = await service.store.get_game_by_channel(driver.channel("general").id)
    _, state = await service.load(record.id)
    seat = record.seats_of(driver.world.user(name).id)[0]
    move = service.legal_texts(record, state, seat)[0]
    result = await driver.slash(name, f'/game play action:"{move}"')
    assert result.error is None, result.error
    return result


async def _act(driver: Any, scenario: str, work: Path) -> None:
    if scenario == "move":
        prompt = next(m for m in reversed(driver.dms("alice")) if any(
            (b.custom_id or "").startswith("ag:a:") for b in m.buttons))
        button = next(b.custom_id for b in prompt.buttons if (b.custom_id or "").startswith("ag:a:"))
        await driver.click("alice", prompt, custom_id=button)
        return
    driver.clock.advance(timedelta(hours=25 if scenario == "reminder" else 5))
    _save(driver, work / "world.pickle")  # the world's time is saved too: it never runs backwards
    await driver.tick()


async def _run(work: Path, scenario: str, kill_at: int) -> None:
    driver = _driver(work)
    await driver.start()
    _count_commits()
    _steps["count"], _steps["kill_at"] = 0, kill_at
    await _act(driver, scenario, work)
    steps = _steps["count"]
    _steps["kill_at"] = 0
    await driver.stop()
    print(json.dumps({"steps": steps}))


async def _recover(work: Path, scenario: str, late: bool) -> None:
    driver = _driver(work)
    if late:
        driver.clock.advance(LATE)
    await driver.start()
    info = json.loads((work / "game.json").read_text())
    service = await _service(driver)
    record, _ = await service.load(info["game"])
    if scenario == "move" and record.version == info["version"]:
        await _act(driver, scenario, work)  # not committed before the kill: the player clicks again
    for _ in range(8):  # retries fall due
        await driver.advance(timedelta(minutes=1))
    record, _ = await service.load(info["game"])
    pending = await service.store.pending_outbox(500)
    seen = []
    for channel in driver.world.channels.values():
        for message in driver.world.visible_messages(channel):
            if message.visible_to is None:
                buttons = "|".join(b.label or "" for b in message.buttons)
                # Discord timestamps say when things happened: a move made again after the kill
                # (it was not committed) happens later, and that is no loss.
                text = re.sub(r"<t:\d+(:\w)?>", "<t>", message.text)
                seen.append(f"{channel.label} :: {text} :: {buttons}")
    replayed = await service.replay_check(info["game"])
    await driver.stop()
    print(json.dumps({"version": record.version, "pending": len(pending), "messages": seen,
                      "replayed": replayed, "errors": driver.errors}))


def child(argv: list[str]) -> None:
    phase, work, scenario = argv[0], Path(argv[1]), argv[2]
    logging.disable(logging.CRITICAL)
    if phase == "setup":
        asyncio.run(_setup(work, scenario))
    elif phase == "run":
        asyncio.run(_run(work, scenario, int(argv[3])))
    else:
        asyncio.run(_recover(work, scenario, argv[3] == "late"))


# ----------------------------------------------------------------------------- parent side
def _call(*args: str) -> tuple[int, dict[str, Any]]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "bench.crash", "--child", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=600)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    return done.returncode, (json.loads(lines[-1]) if lines else {"stderr": done.stderr[-2000:]})


def _is_notice(text: str) -> bool:
    return "🔔" in text or "⏰" in text or "deadline" in text.lower()


def compare(reference: list[str], got: list[str]) -> tuple[int, int, int, list[str]]:
    """(messages lost, messages doubled, notices lost, what differs) against the run that was
    never killed."""
    want, have = collections.Counter(reference), collections.Counter(got)
    lost = want - have
    extra = have - want
    notes = [f"missing: {t[:160]!r}" for t in lost] + [f"extra: {t[:160]!r}" for t in extra]
    return (sum(lost.values()), sum(extra.values()), sum(n for text, n in lost.items() if _is_notice(text)),
            notes)


def sweep(scenario: str, every: int) -> list[str]:
    base = Path(tempfile.mkdtemp(prefix=f"agora-crash-{scenario}-"))
    try:
        template = base / "template"
        template.mkdir()
        rc, info = _call("setup", str(template), scenario)
        assert rc == 0, info
        references: dict[bool, list[str]] = {}
        steps = 0
        for late in (False, True):
            work = base / f"ref-{late}"
            shutil.copytree(template, work)
            rc, info = _call("run", str(work), scenario, "0")
            assert rc == 0, info
            steps = info["steps"]
            rc, info = _call("recover", str(work), scenario, "late" if late else "now")
            assert rc == 0 and info["pending"] == 0, info
            references[late] = info["messages"]
        out = []
        for late in (False, True):
            totals = {"kills": 0, "lost": 0, "doubled": 0, "notices_lost": 0, "unreplayable": 0, "stuck": 0}
            worst: list[str] = []
            for step in range(1, steps + 1, every):
                work = base / f"kill-{step}-{late}"
                shutil.copytree(template, work)
                rc, _ = _call("run", str(work), scenario, str(step))
                if rc != -signal.SIGKILL:
                    continue  # the step was not reached in this run
                totals["kills"] += 1
                rc, info = _call("recover", str(work), scenario, "late" if late else "now")
                if rc != 0 or "messages" not in info:
                    totals["stuck"] += 1
                    worst.append(f"step {step}: recovery failed: {info}")
                    continue
                lost, doubled, notices, notes = compare(references[late], info["messages"])
                totals["lost"] += lost
                totals["doubled"] += doubled
                totals["notices_lost"] += notices
                totals["unreplayable"] += 0 if info["replayed"] else 1
                totals["stuck"] += 1 if info["pending"] else 0
                if lost or doubled:
                    worst.append(f"step {step}: lost {lost}, doubled {doubled}")
                    worst.extend(f"    {note}" for note in notes)
                shutil.rmtree(work, ignore_errors=True)
            when = "recovered 10 min later (beyond the nonce window)" if late else "recovered at once"
            figures = ", ".join(f"{k} {v}" for k, v in totals.items())
            out.append(f"{scenario:9s} {steps:3d} steps, {when}: {figures}")
            out.extend(f"    {line}" for line in worst)
        return out
    finally:
        shutil.rmtree(base, ignore_errors=True)


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        child(sys.argv[2:])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenarios", default=",".join(SCENARIOS))
    parser.add_argument("--every", type=int, default=1, help="kill at every n-th step only (faster)")
    args = parser.parse_args()
    for scenario in args.scenarios.split(","):
        for line in sweep(scenario, args.every):
            print(line, flush=True)


if __name__ == "__main__":
    main()
