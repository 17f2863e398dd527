"""The pages in a real browser: Debian's headless Chromium driven by Playwright (never a browser
downloaded by Playwright). Every game's page loads with its board and no console error, the
history steps by keys and links, names stay text, and Civilization's map zooms to full size
(a screenshot is written to out/web/ for a person to look at).

Without Chromium these tests are skipped on a user's machine (`apt-get install chromium`), and
fail in CI (`CI` set), where `.ci/run` installs it."""

from __future__ import annotations

import asyncio
import os
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web

from storage import Store
from tests.web.conftest import SECRET, config
from tests.web.stored import StoredGames
from web.links import Links
from web.server import WebApp

ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path(os.environ.get("AGORA_SCREENSHOTS", ROOT / "out" / "web"))
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"]


def chromium() -> str | None:
    """Debian's chromium (or the one `AGORA_CHROMIUM` names)."""
    named = os.environ.get("AGORA_CHROMIUM")
    candidates = (named,) if named else ("/usr/bin/chromium", shutil.which("chromium"))
    return next((c for c in candidates if c and Path(c).exists()), None)


def _missing(why: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"{why}: CI must run the browser tests (.ci/run installs Debian's chromium)")
    pytest.skip(f"{why}: the browser tests need Debian's chromium (apt-get install chromium)")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    executable = chromium()
    if executable is None:
        _missing("no chromium on this machine")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("playwright is not installed")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_FLAGS)
        try:
            yield launched
        finally:
            launched.close()


class ServerThread:
    """The web pages on their own event loop in a thread (Playwright's synchronous API may not
    run inside pytest's loop)."""

    def __init__(self, path: Path, links: Links) -> None:
        self.path, self.links = path, links
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self.base = ""
        self._thread = threading.Thread(target=self._run, name="web-test-server", daemon=True)

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._start())
        self.ready.set()
        self.loop.run_forever()
        self.loop.run_until_complete(self._stop())
        self.loop.close()

    async def _start(self) -> None:
        self.store = await Store.open(self.path, read_only=True)
        self.app = WebApp(self.store, self.links)
        self.runner = web.AppRunner(self.app.app, access_log=None)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        host, port = self.runner.addresses[0][:2]
        self.base = f"http://{host}:{port}"

    async def _stop(self) -> None:
        await self.runner.cleanup()
        self.app.close()
        await self.store.close()

    def __enter__(self) -> ServerThread:
        self._thread.start()
        assert self.ready.wait(30), "the web server did not start"
        return self

    def __exit__(self, *exc: object) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(30)


@pytest.fixture(scope="module")
def site(stored: StoredGames) -> Iterator[tuple[str, Links]]:
    links = Links(config(rate_per_minute=100_000, burst=10_000), SECRET)
    with ServerThread(stored.path, links) as server:
        yield server.base, links


class Watched:
    """A page with its console errors, failed requests and dialogs recorded."""

    def __init__(self, browser: Any, width: int = 1280, height: int = 900, locale: str = "en-US") -> None:
        self.context = browser.new_context(viewport={"width": width, "height": height}, locale=locale)
        self.page = self.context.new_page()
        self.problems: list[str] = []
        self.page.on("console", lambda m: m.type == "error" and self.problems.append(f"console: {m.text}"))
        self.page.on("pageerror", lambda e: self.problems.append(f"page error: {e}"))
        self.page.on("requestfailed", lambda r: self.problems.append(f"request failed: {r.url}"))
        self.page.on("response", lambda r: r.status >= 400 and self.problems.append(f"{r.status}: {r.url}"))
        self.page.on("dialog", lambda d: (self.problems.append(f"dialog: {d.message}"), d.dismiss()))

    def open(self, url: str) -> Any:
        self.page.goto(url, wait_until="load")
        self.page.wait_for_function("document.querySelector('.viewer') === null"
                                    " || document.querySelector('.viewer.live') !== null")
        return self.page

    def broken_images(self) -> list[str]:
        return self.page.eval_on_selector_all(
            "img", "imgs => imgs.filter(i => !i.complete || i.naturalWidth === 0).map(i => i.src)")

    def close(self) -> None:
        self.context.close()


def test_every_game_page_loads_with_its_board_and_no_error(browser: Any, site: tuple[str, Links],
                                                           stored: StoredGames) -> None:
    base, links = site
    watched = Watched(browser)
    try:
        for row in [*stored.finished.values(), stored.active]:
            page = watched.open(base + links.game_path(row))
            assert page.locator("#board").count() == 1, row
            assert watched.broken_images() == [], row
            assert page.locator(".log .entry").count() > 0
            # Names that are markup stayed text: no element came out of them.
            assert page.locator("main b, main script, main img[src='x']").count() == 0
            assert "<b>Bob</b>" in page.inner_text("main")
        # Through the Ages: every player's tableau under the board, loaded once scrolled to.
        page = watched.open(base + links.game_path(stored.finished["tta"]))
        tableaux = page.locator("img.extra")
        assert tableaux.count() == 2  # the stored game's two players
        for n in range(tableaux.count()):
            tableaux.nth(n).scroll_into_view_if_needed()
        page.wait_for_function("[...document.querySelectorAll('img.extra')].every(i => i.complete)")
        assert watched.broken_images() == []
        assert tableaux.nth(0).get_attribute("alt") == "Civilizations: Alice"
        sizes = page.eval_on_selector_all("img.extra", "imgs => imgs.map(i => i.naturalWidth)")
        assert all(width > 500 for width in sizes), sizes
        assert watched.problems == []
    finally:
        watched.close()


def test_history_steps_by_keys_and_links_from_the_start(browser: Any, site: tuple[str, Links],
                                                         stored: StoredGames) -> None:
    base, links = site
    game = base + links.game_path(stored.finished["tigris"])
    watched = Watched(browser, locale="es-ES")
    try:
        page = watched.open(game + "/0")
        assert page.locator("html").get_attribute("lang") == "es"  # from the browser's language
        boards = {page.locator("#board").get_attribute("src")}
        for step in (1, 2, 3):
            page.keyboard.press("ArrowRight")
            page.wait_for_url(f"{game}/{step}")
            page.wait_for_function("document.querySelector('.viewer.live') !== null")
            assert watched.broken_images() == []
            assert page.locator(f"#m{step}.current").count() == 1
            boards.add(page.locator("#board").get_attribute("src"))
        assert len(boards) == 4
        page.keyboard.press("ArrowLeft")
        page.wait_for_url(f"{game}/2")
        page.locator("a[rel='last']").click()
        page.wait_for_url(game)
        page.locator(".lang a[hreflang='en']").click()  # the switch
        page.wait_for_function("document.documentElement.lang === 'en'")
        assert watched.problems == []
    finally:
        watched.close()


def test_civilizations_map_zooms_to_full_size_and_pans(browser: Any, site: tuple[str, Links],
                                                       stored: StoredGames) -> None:
    base, links = site
    watched = Watched(browser, width=1280, height=900)
    try:
        page = watched.open(base + links.game_path(stored.finished["civilization"]))
        natural = page.eval_on_selector("#board", "i => [i.naturalWidth, i.naturalHeight]")
        fitted = page.eval_on_selector("#board", "i => i.getBoundingClientRect().width")
        assert fitted < natural[0]  # the whole map fits the screen first
        page.locator("button[data-zoom='full']").click()
        shown = page.eval_on_selector("#board", "i => i.getBoundingClientRect().width")
        assert abs(shown - natural[0]) <= 1  # one map pixel per screen pixel: full resolution
        viewport = page.locator(".viewport").bounding_box()
        before = page.eval_on_selector("#board", "i => i.getBoundingClientRect().left")
        page.mouse.move(viewport["x"] + 300, viewport["y"] + 200)
        page.mouse.down()
        page.mouse.move(viewport["x"] + 100, viewport["y"] + 150, steps=5)
        page.mouse.up()
        assert page.eval_on_selector("#board", "i => i.getBoundingClientRect().left") < before  # panned
        page.mouse.move(viewport["x"] + 200, viewport["y"] + 200)
        page.mouse.wheel(0, -300)  # zoom in further around the pointer
        assert page.eval_on_selector("#board", "i => i.getBoundingClientRect().width") > shown
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.locator(".viewer").screenshot(path=str(SHOTS / "civilization-map-zoomed.png"))
        assert (SHOTS / "civilization-map-zoomed.png").stat().st_size > 20_000
        assert watched.problems == []
    finally:
        watched.close()
