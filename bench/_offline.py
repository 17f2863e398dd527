"""What the reliability benchmarks share: the real bot on the offline driver, High Card games
made through the service, and interactions fed in together (not one at a time) with the wall
time of each one's first answer and last reply."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import i18n
from bot import create_bot
from engine import registry
from offline import Driver, FakeClock
from offline import payloads as fake_payloads
from offline.server import InteractionRecord
from tests.fixtures.highcard import GAME as HIGHCARD

ROOT = Path(__file__).resolve().parent.parent
PLAYERS = ("alice", "bob", "carol")


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))]


def summary(values: Sequence[float]) -> str:
    if not values:
        return "n/a"
    return (f"p50 {percentile(values, 50):.1f} ms, p99 {percentile(values, 99):.1f} ms, "
            f"max {max(values):.1f} ms, mean {statistics.fmean(values):.1f} ms")


def driver_in(tmp: Path, *, settle_timeout: float = 600.0) -> Driver:
    registry.register(HIGHCARD)
    i18n.add_catalog_file(ROOT / "tests" / "fixtures" / "highcard")
    logging.getLogger("discord").setLevel(logging.CRITICAL)
    logging.getLogger("agora").setLevel(logging.CRITICAL)
    clock = FakeClock()
    db = str(tmp / "agora.db")
    driver = Driver(lambda: create_bot(db_path=db, clock=clock.now, offline=True), clock=clock,
                    images_dir=tmp / "images", settle_timeout=settle_timeout)
    driver.db_path = db
    for name in PLAYERS:
        driver.add_user(name)
    return driver


async def create_games(driver: Driver, count: int, *, players: int = 2, seed: int = 1,
                       options: dict[str, Any] | None = None, prefix: str = "table",
                       game_id: str = "highcard") -> list[int]:
    """Started games, one channel each, made through the service (their outbox left pending).
    High Card by default, with its short options; another game with `options` or its defaults."""
    service = driver.bot.service
    users = [driver.world.user(name).id for name in PLAYERS[:players]]
    await know_players(driver)
    rows = []
    for n in range(count):
        channel = driver.add_channel(f"{prefix}-{n}")
        record = await service.create(guild_id=driver.world.guild_id, channel_id=channel.id,
                                      parent_channel_id=None, game_id=game_id, creator_id=users[0],
                                      options=options if options is not None
                                      else {"rounds": 5, "hand_size": 8} if game_id == "highcard" else {})
        for user in users[1:]:
            await service.join(record.id, user)
        await service.start(record.id, users[0], seed=seed * 100000 + n)
        rows.append(record.id)
    return rows


async def know_players(driver: Driver) -> None:
    """The bot learns names from interactions; games made through the service skip those."""
    for name in PLAYERS:
        user = driver.world.user(name)
        await driver.bot.players.remember(user.id, user.name.capitalize(), user.locale)


@dataclass
class Timed:
    """One interaction fed in, and when its answers came."""

    record: InteractionRecord
    fed: float
    first: float | None = None  # the interaction callback (defer or reply)
    last: float | None = None  # the last call made with its token


@dataclass
class Timing:
    by_token: dict[str, Timed] = field(default_factory=dict)

    def install(self, driver: Driver) -> None:
        original = driver.api._dispatch

        def dispatch(via: str, table: Any, route: Any, *args: Any, **kwargs: Any) -> Any:
            token = None
            if via == "webhook":
                token = route.url.split("/")[-2] if route.path.endswith("/callback") else None
                if token is None:
                    parts = route.url.split("/webhooks/")[-1].split("/")
                    token = parts[1] if len(parts) > 1 else None
            try:
                return original(via, table, route, *args, **kwargs)
            finally:
                timed = self.by_token.get(token or "")
                if timed is not None:
                    now = time.perf_counter()
                    timed.first = timed.first if timed.first is not None else now
                    timed.last = now

        driver.api._dispatch = dispatch

    def first_ms(self) -> list[float]:
        return [(t.first - t.fed) * 1000 for t in self.by_token.values() if t.first is not None]

    def last_ms(self) -> list[float]:
        return [(t.last - t.fed) * 1000 for t in self.by_token.values() if t.last is not None]

    def unanswered(self) -> int:
        return sum(1 for t in self.by_token.values() if t.first is None)


def as_seen_with(message: Any, custom_id: str) -> Any:
    """The message as a client that missed the bot's later edits still shows it: its newest
    version carrying `custom_id` (the bot clears an older board's buttons, so a click storm on an
    old button comes from such clients; `Driver.click(stale_client=True)` does the same)."""
    versions = [message.data.get("components") or [], *reversed(message.earlier_components)]
    for components in versions:
        if custom_id in json.dumps(components):
            return dataclasses.replace(message, data={**message.data, "components": components})
    return message


def feed_click(driver: Driver, timing: Timing, user: str, message: Any, custom_id: str) -> Timed:
    """A button click fed to the bot without waiting for it (the driver's `click` waits), from a
    client showing the button (`as_seen_with`)."""
    bot = driver.bot
    assert bot is not None
    message = as_seen_with(message, custom_id)
    fake = driver.world.user(user)
    channel = driver.world.channels[message.channel_id]
    interaction_id = driver.world.ids.next()
    data = {"custom_id": custom_id, "component_type": 2}
    payload = fake_payloads.interaction_payload(driver.world, user=fake, channel=channel, interaction_type=3,
                                                interaction_id=interaction_id, data=data, message=message)
    record = InteractionRecord(id=interaction_id, token=payload["token"], kind="component", user=fake,
                               channel=channel, created_at=driver.clock.now(), source_message_id=message.id)
    driver.api.interactions[record.token] = record
    timed = Timed(record, time.perf_counter())
    timing.by_token[record.token] = timed
    driver._install_adapter()
    from offline import _dpy_internals as dpy

    dpy.parsers(bot)["INTERACTION_CREATE"](payload)
    return timed


def button_for(driver: Driver, service: Any, record: Any, seat: int, private: bool) -> tuple[Any, str] | None:
    """A button of the seat's current decision: its latest DM prompt, or the channel's state message."""
    name = next(n for n in PLAYERS if driver.world.user(n).id == record.user_of(seat))
    prefix = f"ag:a:{record.id}:"
    places = list(reversed(driver.dms(name) if private else driver.channel_messages(record.channel_id)))
    for message in places:
        ids = [b.custom_id for b in message.buttons
               if (b.custom_id or "").startswith(prefix) and b.custom_id.split(":")[4] == str(seat)]
        if ids:
            return message, ids[0]
    return None


async def settle(driver: Driver) -> None:
    await driver.settle()
    await asyncio.sleep(0)
