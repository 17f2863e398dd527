"""Running Agora as a server admin does (issue 34): interactions turned away while the bot stops,
the /metrics endpoint, and the offline console an admin tries the bot with."""

from __future__ import annotations

import asyncio
import re
import urllib.request
from datetime import timedelta
from pathlib import Path

import pytest

import i18n
from bot import create_bot
from offline import Driver, FakeClock
from offline.console import Console, run_script
from offline.faults import Fault
from service.games import GameService
from service.metrics import MetricsConfig
from tests.e2e.async_helpers import play, start_highcard


async def test_while_stopping_a_new_interaction_is_turned_away_and_changes_nothing(driver: Driver) -> None:
    bot = driver.bot
    bot.stopping = True
    result = await driver.slash("alice", "/game new game:highcard")
    assert [m.text for m in result.ephemeral] == [i18n.t("admin.stopping", "en")]
    result = await driver.slash("bob", "/game new game:highcard")  # bob's client is in Spanish
    assert [m.text for m in result.ephemeral] == [i18n.t("admin.stopping", "es")]
    assert await bot.store.list_games() == []


# ------------------------------------------------------------------ metrics
def scrape(address: tuple[str, int]) -> str:
    with urllib.request.urlopen(f"http://{address[0]}:{address[1]}/metrics", timeout=10) as response:
        return response.read().decode()


def value(text: str, name: str) -> float:
    found = re.search(rf"^{re.escape(name)} (\S+)$", text, re.MULTILINE)
    assert found, f"{name} not in the metrics:\n{text}"
    return float(found[1])


async def test_metrics_report_actions_backlog_failures_poll_and_games(tmp_path: Path,
                                                                     clock: FakeClock) -> None:
    db = str(tmp_path / "agora.db")
    driver = Driver(lambda: create_bot(db_path=db, clock=clock.now, offline=True,
                                       metrics=MetricsConfig(port=0)), clock=clock, images_dir=tmp_path)
    for name in ("alice", "bob"):
        driver.add_user(name)
    await driver.start()
    try:
        bot = driver.bot
        address = bot.metrics.address
        assert address is not None and address[0] == "127.0.0.1"  # localhost unless configured
        await start_highcard(driver, "alice", "bob")
        await play(driver, "alice")
        down = driver.faults.add(Fault("503", via="http", path="/channels/{channel_id}/messages",
                                       method="POST"))
        await play(driver, "bob")  # its board cannot be posted: it waits in the outbox
        clock.advance(timedelta(minutes=3))
        await driver.tick()  # a poll of the schedules (and a retry that fails again)
        await bot.beat_once()  # the heartbeat refreshes the stored counts
        text = await asyncio.to_thread(scrape, address)
        assert value(text, 'agora_actions_total{game="highcard"}') == 2
        assert value(text, "agora_outbox_backlog") >= 1
        assert value(text, "agora_outbox_oldest_age_seconds") >= 180
        assert value(text, 'agora_delivery_failures_total{kind="server_error"}') >= 1
        assert value(text, "agora_reminder_poll_seconds_count") >= 1
        assert value(text, 'agora_games{status="active"}') == 1
        driver.faults.remove(down)
        await driver.advance(timedelta(minutes=1))
        await bot.beat_once()
        text = await asyncio.to_thread(scrape, address)
        assert value(text, "agora_outbox_backlog") == 0
        assert value(text, "agora_outbox_oldest_age_seconds") == 0
    finally:
        await driver.stop()
    with pytest.raises(OSError):  # the endpoint closed with the bot
        await asyncio.to_thread(scrape, address)


def test_metrics_are_off_unless_configured_and_on_localhost() -> None:
    assert MetricsConfig.from_env({}) is None
    assert MetricsConfig.from_env({"AGORA_METRICS_PORT": "9108"}) == MetricsConfig(9108, "127.0.0.1")
    configured = MetricsConfig.from_env({"AGORA_METRICS_PORT": "9108", "AGORA_METRICS_ADDR": "0.0.0.0"})
    assert configured is not None and configured.addr == "0.0.0.0"
    with pytest.raises(ValueError):
        MetricsConfig.from_env({"AGORA_METRICS_PORT": "nine"})


async def test_a_bot_without_metrics_serves_none(driver: Driver) -> None:
    assert driver.bot.metrics_config is None and driver.bot.metrics.address is None


# ------------------------------------------------------------------ the console
async def test_the_console_enters_a_game_thread_by_its_name_and_says_who_manages_the_server(
        driver: Driver) -> None:
    output: list[str] = []
    console = Console(driver, out=output.append)
    console.report_startup()
    assert "'owner' owns and manages it" in output[0]
    code = await console.run_lines(["as alice", "/game new game:highcard where:thread"])
    assert code == 0, output
    thread = next(c for c in driver.world.channels.values() if c.is_thread)
    assert thread.name.startswith("#1 ")
    for name in (thread.name, thread.name.lstrip("#"), "#1"):
        console.channel = driver.world.general
        assert await console.run_lines([f"in thread {name}"]) == 0, output
        assert console.channel is thread
    assert await console.run_lines(["as carol", "/game join"]) == 0, output
    assert "You joined the game." in "\n".join(output)
    # The server's owner manages it (`as owner`): /agora settings answers them, not a player,
    # and `as <name> admin` makes another user an administrator.
    settings = "This server's settings:"
    for user, allowed in (("owner", True), ("alice", False), ("dave admin", True)):
        mark = len(output)
        assert await console.run_lines(["in #general", f"as {user}", "/agora settings"]) == 0
        assert (settings in "\n".join(output[mark:])) is allowed, (user, output[mark:])
    assert driver.world.user("dave").admin and not driver.world.user("alice").admin


async def test_the_console_waits_for_robots_playing_a_whole_game_without_a_time_out(
        tmp_path: Path, clock: FakeClock, monkeypatch: pytest.MonkeyPatch) -> None:
    """With every seat on autoplay the bot plays the game to its end in one go: the console waits
    for it however long it takes (a large game takes many seconds), and no work is cut off."""
    autoplay = GameService.autoplay_seat

    async def slow_robot(self: GameService, *args: object, **kwargs: object) -> object:
        for _ in range(3):  # a slower machine, or a heavier game: busy work for the driver
            await asyncio.sleep(0.01)
        return await autoplay(self, *args, **kwargs)

    monkeypatch.setattr(GameService, "autoplay_seat", slow_robot)
    lines = ["as alice", "/game new game:highcard", "as bob", "/game join", "as alice", "/game start",
             "/game autoplay player:Alice", "/game autoplay player:Bob", "wait 1h", "quit"]

    async def session(**limit: float) -> tuple[int, str]:
        db = str(tmp_path / f"agora-{len(limit)}.db")
        output: list[str] = []
        code = await run_script(lines, lambda: create_bot(db_path=db, clock=clock.now, offline=True),
                                clock=clock, images_dir=tmp_path, out=output.append, strict=True, **limit)
        return code, "\n".join(output)

    code, text = await session(settle_timeout=0.2)  # a time-out shorter than the robots' game
    assert code == 1 and "SettleTimeout" in text  # (what the console did before)
    code, text = await session()
    assert code == 0, text
    assert "Game over" in text and "!!" not in text and "no active connection" not in text
