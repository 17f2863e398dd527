"""`/game link`, the status message's link and the pages served from the bot's own process,
through the real bot on the offline driver."""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest

import i18n
from bot import create_bot
from engine import registry
from offline import Driver, FakeClock
from tests.e2e.async_helpers import start_highcard
from tests.fixtures.highcard import GAME as HIGHCARD

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def fetch(url: str) -> tuple[int, str]:
    """One request on its own connection (the offline driver waits for every task of the bot's
    process, the server's handler of a kept-alive connection included)."""
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as session, \
            session.get(url) as response:
        return response.status, await response.text()


@pytest.fixture(autouse=True)
def highcard_registered() -> None:
    registry.register(HIGHCARD)
    i18n.add_catalog_file(FIXTURES / "highcard")


async def started(tmp_path: Path) -> Driver:
    clock = FakeClock()
    db = str(tmp_path / "agora.db")
    driver = Driver(lambda: create_bot(db_path=db, clock=clock.now, offline=True), clock=clock,
                    images_dir=tmp_path / "images")
    for name, locale in (("alice", "en-US"), ("bob", "es-ES"), ("carol", "en-US")):
        driver.add_user(name, locale=locale)
    driver.add_user("sam", admin=True)
    await driver.start()
    return driver


@pytest.fixture
async def web_driver(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[tuple[Driver, str]]:
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    monkeypatch.setenv("AGORA_WEB_URL", url)
    monkeypatch.setenv("AGORA_WEB_PORT", str(port))
    for name in ("AGORA_WEB_SECRET", "AGORA_WEB_IN_BOT", "AGORA_WEB_HOST"):
        monkeypatch.delenv(name, raising=False)
    driver = await started(tmp_path)
    try:
        yield driver, url
    finally:
        await driver.stop()


async def test_game_link_answers_with_the_page_the_bot_serves(web_driver: tuple[Driver, str]) -> None:
    driver, url = web_driver
    game = await start_highcard(driver, "alice", "bob", "carol")
    answer = await driver.slash("bob", "/game link")
    assert answer.error is None
    text = answer.content_text()
    assert answer.ephemeral and f"{url}/g/{game}-" in text and "página" in text  # bob reads Spanish
    address = text[text.index(url):].split()[0]
    status, page = await fetch(address)
    assert status == 200
    assert i18n.t("highcard.name", "en") in page and "Alice" in page
    # The channel's status message carries the address too.
    statuses = [m for m in driver.channel_messages("general") if "🌐" in m.content]
    assert statuses and f"{url}/g/{game}-" in statuses[-1].content


async def test_a_server_publishes_its_list_only_when_its_admin_says_so(
        web_driver: tuple[Driver, str]) -> None:
    driver, url = web_driver
    game = await start_highcard(driver, "alice", "bob", "carol")
    guild = driver.world.guild_id
    assert (await fetch(f"{url}/s/{guild}"))[0] == 404
    shown = await driver.slash("sam", "/agora settings web_list:true")
    assert shown.error is None and f"{url}/s/{guild}" in shown.content_text()
    status, page = await fetch(f"{url}/s/{guild}")
    assert status == 200 and f"/g/{game}-" in page


async def test_without_the_settings_there_are_no_pages_and_link_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("AGORA_WEB_URL", "AGORA_WEB_PORT"):
        monkeypatch.delenv(name, raising=False)
    driver = await started(tmp_path)
    try:
        await start_highcard(driver, "alice", "bob", "carol")
        answer = await driver.slash("alice", "/game link")
        assert i18n.t("web.link.off", "en") in answer.content_text()
        assert not any("🌐" in m.content for m in driver.channel_messages("general"))
        assert driver.bot.web_links is None
    finally:
        await driver.stop()
