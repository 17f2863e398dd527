"""Helpers for the async-play end-to-end tests: High Card games driven through the real bot."""

from __future__ import annotations

from typing import Any

from offline import Driver
from offline.fake_discord import FakeMessage


def service(driver: Driver) -> Any:
    return driver.bot.service


async def start_highcard(driver: Driver, *players: str, options: str = "") -> int:
    """A started High Card game in #general, created by the first player; returns its row id."""
    extra = f" options:{options}" if options else ""
    result = await driver.slash(players[0], f"/game new highcard{extra}")
    assert result.error is None, result.error
    for name in players[1:]:
        assert (await driver.slash(name, "/game join")).error is None
    result = await driver.slash(players[0], "/game start")
    assert result.error is None, result.error
    record = await service(driver).store.get_game_by_channel(driver.channel("general").id)
    return int(record.id)


async def seat_of(driver: Driver, game_row: int, name: str) -> int:
    record, _ = await service(driver).load(game_row)
    return int(record.seats_of(driver.world.user(name).id)[0])


async def play(driver: Driver, name: str, text: str | None = None, game_row: int = 1) -> Any:
    """Play `text`, or the user's first legal action; asserts it was accepted."""
    if text is None:
        record, state = await service(driver).load(game_row)
        seat = record.seats_of(driver.world.user(name).id)[0]
        text = service(driver).legal_texts(record, state, seat)[0]
    result = await driver.slash(name, f'/game play action:"{text}"')
    assert result.error is None, result.error
    assert any("✅" in m.text for m in result.ephemeral), result.content_text()
    return result


def texts(driver: Driver, since: int = 0) -> list[FakeMessage]:
    """Public messages in #general posted after message id `since`."""
    return [m for m in driver.channel_messages("general") if m.id > since]


def last_id(driver: Driver) -> int:
    message = driver.last_message("general")
    return message.id if message else 0


def reminders(messages: list[FakeMessage]) -> list[FakeMessage]:
    return [m for m in messages if "🔔" in m.content or "⏰" in m.content]
