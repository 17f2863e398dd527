"""Helpers shared by the platform end-to-end tests (High Card through the offline driver).

No tests here: the module is named so it stays inside the platform tests' files.
"""

from __future__ import annotations

import json
import re
from typing import Any

import i18n
from engine import registry
from engine.core.keys import action_key
from offline import Driver
from offline.driver import InteractionResult
from offline.fake_discord import FakeMessage
from service import GameService
from storage import Store

# Tables a refused interaction must leave untouched (users may change: names are remembered).
GAME_TABLES = ("games", "players", "seats", "actions", "outbox", "schedules")
_JSON_BLOCK = re.compile(r"```json\n(.*?)\n```", re.S)
_MENTION = re.compile(r"<@!?(\d+)>")


def store_of(driver: Driver) -> Store:
    store = driver.bot.store
    assert store is not None
    return store


def service_of(driver: Driver) -> GameService:
    service = driver.bot.service
    assert service is not None
    return service


async def game_tables(driver: Driver) -> dict[str, list[tuple[Any, ...]]]:
    dump = await store_of(driver).dump()
    return {table: dump[table] for table in GAME_TABLES}


def uid(driver: Driver, name: str) -> int:
    return driver.world.user(name).id


def lobby_message(driver: Driver, channel: str = "general") -> FakeMessage:
    for message in reversed(driver.channel_messages(channel)):
        if any((b.custom_id or "").startswith("ag:l:") for b in message.buttons):
            return message
    raise AssertionError("no lobby message")


async def new_game(driver: Driver, players: tuple[str, ...] = ("alice", "bob", "carol"), *,
                   options: str = "rounds=2", channel: str = "general") -> int:
    """Create a High Card game (first player creates), the others join by command, start it."""
    creator, *others = players
    result = await driver.slash(creator, f"/game new game:highcard options:{options}", channel=channel)
    assert result.error is None, result.error
    for name in others:
        result = await driver.slash(name, "/game join", channel=channel)
        assert result.error is None, result.error
    result = await driver.slash(creator, "/game start", channel=channel)
    assert result.error is None, result.error
    record = await service_of(driver).game_in_channel(driver.channel(channel).id)
    assert record.status == "active"
    return record.id


def private_json(message: FakeMessage) -> dict[str, Any] | None:
    """The private view a DM carries (the generic presenter prints it as a JSON block)."""
    found = _JSON_BLOCK.search(message.text)
    return None if found is None else json.loads(found.group(1))


def action_buttons(message: FakeMessage) -> list[Any]:
    return [b for b in message.buttons if (b.custom_id or "").startswith("ag:a:")]


def button_of(message: FakeMessage, game_id: str, action_text: str) -> Any | None:
    """The button of `message` that plays `action_text` (buttons carry a short key of the
    action, `engine.core.keys`, or on games still on the old contract its text)."""
    game = registry.get(game_id)
    payload = action_text
    if game.grammar.verbs:
        payload = action_key(game, game.parse_action(action_text))
    return next((b for b in action_buttons(message) if (b.custom_id or "").endswith(f":{payload}")), None)


def latest_prompt(driver: Driver, name: str) -> FakeMessage | None:
    """The newest DM of `name` that offers action buttons."""
    for message in reversed(driver.dms(name)):
        if action_buttons(message):
            return message
    return None


def latest_public_state(driver: Driver, channel: str = "general") -> FakeMessage:
    for message in reversed(driver.channel_messages(channel)):
        footer = (message.embeds[0].get("footer") or {}).get("text", "") if message.embeds else ""
        if footer.startswith(("Game #", "Partida #")):
            return message
    raise AssertionError("no public state message")


def mentioned_ids(message: FakeMessage) -> set[int]:
    return {int(m) for m in _MENTION.findall(message.content)}


def allowed_user_ids(message: FakeMessage) -> set[int]:
    allowed = message.allowed_mentions or {}
    return {int(u) for u in allowed.get("users", [])}


def assert_refused(result: InteractionResult, text: str) -> None:
    """A clean refusal: no error, one ephemeral reply with exactly this text, nothing else sent."""
    assert result.error is None, result.error
    replies = [m.text for m in result.ephemeral]
    assert replies == [text], replies
    assert result.public == [], [m.text for m in result.public]
    assert result.dms == [], [m.text for m in result.dms]


def refusal(key: str, lang: str, **params: Any) -> str:
    return "⚠️ " + i18n.t(key, lang, **params)
