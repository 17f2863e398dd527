"""The pages as served: every game's page, its history and log, images, caching, languages, a
server's list, and hostile requests answered quietly."""

from __future__ import annotations

import html
import re
import sqlite3
import threading
from pathlib import Path

import pytest
from aiohttp.test_utils import TestClient
from markupsafe import escape

import i18n
from storage import Store
from tests.web.conftest import client_for, config
from tests.web.stored import GUILD, NAMES, StoredGames, fill
from web.links import Links

IMAGE = re.compile(r'<img id="board" src="([^"]+)"')


def board_of(page: str) -> str:
    found = IMAGE.search(page)
    assert found, "no board image on the page"
    return html.unescape(found[1])


@pytest.mark.parametrize("game_id", ["tigris", "antike", "age_of_heroes", "tta", "civilization"])
async def test_a_finished_game_page_shows_its_board_players_result_and_log(
        client: TestClient, stored: StoredGames, links: Links, game_id: str) -> None:
    row = stored.finished[game_id]
    response = await client.get(links.game_path(row), headers={"Accept-Language": "en-US,en;q=0.9"})
    assert response.status == 200
    page = await response.text()
    assert i18n.t(f"{game_id}.name", "en") in html.unescape(page)
    assert i18n.t("web.final.title", "en") in page and i18n.t("web.stats.title", "en") in page
    assert '<li class="entry' in page  # the log
    # Every player by name, as text: a name that is markup stays text.
    for name in list(NAMES.values())[:2]:
        assert str(escape(name)) in page
    assert "<script>alert" not in page and "<b>Bob" not in page and "onerror=alert" not in page.replace(
        "onerror=alert(2)&gt;", "")
    image = await client.get(board_of(page))
    assert image.status == 200 and image.content_type in ("image/png", "image/jpeg")
    assert len(await image.read()) > 1000
    assert image.headers["Cache-Control"].endswith("immutable")


async def test_history_steps_from_the_start_to_the_end_and_no_further(
        client: TestClient, stored: StoredGames, links: Links) -> None:
    base = links.game_path(stored.finished["tigris"])
    now = await (await client.get(base)).text()
    total = int(re.search(r'href="[^"]*/log">[^<]*?([0-9]+)', now)[1])  # "The whole log (N moves)"
    start = await client.get(f"{base}/0")
    assert start.status == 200
    first = await start.text()
    assert 'rel="next"' in first and 'rel="prev"' not in first
    images = set()
    for step in (0, 1, 2, total // 2, total):
        page = await (await client.get(f"{base}/{step}")).text()
        images.add(board_of(page))
        if step:
            assert f'class="entry current" id="m{step}"' in page
    assert len(images) == 5  # each moment has its own board
    last = await (await client.get(f"{base}/{total}")).text()
    assert 'rel="next"' not in last
    assert (await client.get(f"{base}/{total + 1}")).status == 404
    assert (await client.get(f"{base}/log")).status == 200


async def test_the_whole_log_lists_every_move_oldest_first(client: TestClient, stored: StoredGames,
                                                           links: Links) -> None:
    page = await (await client.get(links.game_path(stored.finished["age_of_heroes"]) + "/log")).text()
    numbers = [int(n) for n in re.findall(r'class="entry[^"]*" id="m([0-9]+)"', page)]
    assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) > 50


async def test_a_game_in_progress_says_whose_move_and_the_deadline(client: TestClient, stored: StoredGames,
                                                                   links: Links) -> None:
    page = await (await client.get(links.game_path(stored.active))).text()
    assert i18n.t("web.waiting.title", "en") in page
    assert i18n.t("web.waiting.deadline", "en") in page
    assert i18n.t("web.final.title", "en") not in page


async def test_a_lobby_lists_who_joined(client: TestClient, stored: StoredGames, links: Links) -> None:
    page = await (await client.get(links.game_path(stored.lobby))).text()
    assert "Alice" in page and str(escape(NAMES[1002])) in page
    assert (await client.get(links.game_path(stored.lobby) + "/0")).status == 404


async def test_pages_and_images_answer_304_when_nothing_changed(client: TestClient, stored: StoredGames,
                                                               links: Links) -> None:
    path = links.game_path(stored.finished["antike"])
    streamed = await client.get(path)  # the page's first visit: sent as it is made, without a tag
    assert streamed.status == 200 and "ETag" not in streamed.headers
    body = await streamed.read()
    first = await client.get(path)  # then from the cache, whole, with its tag
    assert await first.read() == body
    etag = first.headers["ETag"]
    again = await client.get(path, headers={"If-None-Match": etag})
    assert again.status == 304 and await again.read() == b""
    image = board_of(await first.text())
    tag = (await client.get(image)).headers["ETag"]
    assert (await client.get(image, headers={"If-None-Match": tag})).status == 304
    await (await client.get(path, headers={"Accept-Language": "es"})).read()
    other = await client.get(path, headers={"Accept-Language": "es"})  # another page: another tag
    assert other.headers["ETag"] != etag


async def test_the_language_follows_the_browser_and_the_switch(client: TestClient, stored: StoredGames,
                                                               links: Links) -> None:
    path = links.game_path(stored.finished["tigris"])
    spanish = await client.get(path, headers={"Accept-Language": "fr-FR,es;q=0.8,en;q=0.5"})
    assert 'lang="es"' in await spanish.text() and spanish.headers["Content-Language"] == "es"
    switched = await client.get(path + "?lang=en", headers={"Accept-Language": "es"})
    assert 'lang="en"' in await switched.text()
    assert switched.cookies["agora_lang"].value == "en"
    remembered = await client.get(path, headers={"Accept-Language": "es"})  # the cookie jar sends it
    assert 'lang="en"' in await remembered.text()


async def test_unknown_games_wrong_tokens_and_odd_paths_get_the_same_plain_404(
        client: TestClient, stored: StoredGames, links: Links) -> None:
    row = stored.finished["tigris"]
    good = links.game_path(row)
    wrong_token = good[:-1] + ("A" if good[-1] != "A" else "B")
    other_games_token = f"/g/{row}-" + links.game_path(row + 1).split("-", 1)[1]
    bodies = set()
    for path in (wrong_token, other_games_token, f"/g/{row}", f"/g/99999-{'A' * 22}", "/g/../../etc/passwd",
                 "/static/../web/server.py", "/static/%2e%2e%2fserver.py", "/static/style.css",
                 good + "/img/now-en-" + "0" * 20, good + "/img/../../bot.py", good + "/-1", "/.env",
                 "/g/" + "9" * 40, "/", "/s/not-a-number", f"/s/{GUILD + 1}"):
        response = await client.get(path)
        assert response.status == 404, path
        bodies.add(await response.text())
    assert len(bodies) == 1  # nothing tells a wrong token from a game that does not exist
    assert (await client.post(good)).status == 405


async def test_a_server_list_only_when_the_server_publishes_it(client: TestClient, stored: StoredGames,
                                                               links: Links) -> None:
    response = await client.get(links.guild_path(GUILD))
    assert response.status == 200
    page = await response.text()
    for row in stored.finished.values():
        assert links.game_path(row) in page
    assert "<script>alert" not in page
    assert (await client.get(links.guild_path(GUILD + 7))).status == 404


async def test_every_answer_carries_the_protective_headers(client: TestClient, stored: StoredGames,
                                                           links: Links) -> None:
    for path in (links.game_path(stored.finished["tigris"]), "/nothing-here"):
        headers = (await client.get(path)).headers
        assert "script-src 'self'" in headers["Content-Security-Policy"]
        assert headers["Referrer-Policy"] == "no-referrer"
        assert headers["X-Content-Type-Options"] == "nosniff"


async def test_a_client_over_the_rate_limit_is_told_to_wait(stored: StoredGames) -> None:
    links = Links(config(rate_per_minute=60, burst=3), "test-secret-not-for-production")
    client, store, app = await client_for(stored.path, links)
    try:
        statuses = [(await client.get("/healthz")).status for _ in range(5)]
        assert statuses[:3] == [200, 200, 200] and statuses[3:] == [429, 429]
        limited = await client.get("/healthz")
        assert limited.headers["Retry-After"] and i18n.t("web.error.rate.title", "en") in await limited.text()
    finally:
        await client.close()
        app.close()
        await store.close()


async def test_a_damaged_log_shows_the_game_now_and_a_stopped_game_says_so(tmp_path: Path) -> None:
    """A log that fails its hash chain is not replayed: the page shows the game as it is now and
    says its history cannot be shown; a quarantined game gets a plain page saying it is stopped."""
    games = await fill(tmp_path / "games.db", finished=(), active_moves=6)
    links = Links(config(), "test-secret-not-for-production")
    with sqlite3.connect(tmp_path / "games.db") as db:  # an edit made behind the bot's back
        db.execute("UPDATE actions SET action_text = 'pass' WHERE game = ? AND seq = 2", (games.active,))
    client, store, app = await client_for(tmp_path / "games.db", links)
    try:
        page = await client.get(links.game_path(games.active))
        note = str(escape(i18n.t("web.history.unavailable", "en")))
        assert page.status == 200 and note in await page.text()
        assert (await client.get(links.game_path(games.active) + "/1")).status == 404
    finally:
        await client.close()
        app.close()
        await store.close()
    writer = await Store.open(tmp_path / "games.db")
    await writer.quarantine(games.active, "the log was edited")
    await writer.close()
    client, store, app = await client_for(tmp_path / "games.db", links)
    try:
        stopped = await client.get(links.game_path(games.active))
        assert stopped.status == 503 and i18n.t("web.error.stopped.title", "en") in await stopped.text()
        assert (await client.get(board_of(await page.text()))).status == 404
    finally:
        await client.close()
        app.close()
        await store.close()


async def test_a_new_page_sends_its_board_before_the_log_is_replayed(
        client: TestClient, stored: StoredGames, links: Links, monkeypatch: pytest.MonkeyPatch) -> None:
    """Time to first board: the page's top, drawn from the stored snapshot, arrives and its board
    is served while the log is still being replayed (held here until the board has come); the
    page then ends as it does whole from the cache."""
    from web import timeline as timelines

    released = threading.Event()
    replay = timelines.Timeline.replay

    def held(*args: object, **kwargs: object) -> timelines.Timeline:
        assert released.wait(30), "the board never came"
        return replay(*args, **kwargs)

    monkeypatch.setattr(timelines.Timeline, "replay", held)
    path = links.game_path(stored.finished["civilization"])
    response = await client.get(path)
    top = b""
    while b'id="board"' not in top:
        chunk = await response.content.readany()
        assert chunk, "the page ended before its board"
        top += chunk
    board = await client.get(board_of(top.decode()))
    assert board.status == 200 and (await board.read()).startswith((b"\x89PNG", b"\xff\xd8"))
    released.set()
    streamed = top + await response.read()
    again = await client.get(path)
    assert "ETag" in again.headers and await again.read() == streamed
    assert b'<li class="entry' in streamed  # the log came with the rest
