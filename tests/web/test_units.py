"""The web pages' parts: settings, addresses, markup, language, rate limit, the replayed timeline,
the catalog words the templates use, and what web/ may import and call."""

from __future__ import annotations

import ast
import re
from dataclasses import replace
from pathlib import Path

import pytest

import i18n
from storage import Store
from tests.web.stored import StoredGames
from web.config import WebConfig, WebConfigError
from web.links import NoSecret, game_key, game_token, load_secret, parse_game_key
from web.markup import plain, to_html
from web.ratelimit import RateLimiter
from web.server import choose_language
from web.timeline import Frame, HistoryUnavailable, Timeline

ROOT = Path(__file__).resolve().parents[2]


# --------------------------------------------------------------------------- settings
def test_the_pages_are_off_until_both_the_address_and_the_port_are_set() -> None:
    assert WebConfig.from_env({}) is None
    assert WebConfig.from_env({"AGORA_WEB_URL": "https://agora.example.org"}) is None
    assert WebConfig.from_env({"AGORA_WEB_PORT": "8080"}) is None
    config = WebConfig.from_env({"AGORA_WEB_URL": "https://agora.example.org/", "AGORA_WEB_PORT": "8080"})
    assert config is not None
    assert (config.public_url, config.port, config.host, config.in_bot) == (
        "https://agora.example.org", 8080, "127.0.0.1", True)
    assert not config.trust_proxy


@pytest.mark.parametrize(("name", "value"), [("AGORA_WEB_URL", "agora.example.org"), ("AGORA_WEB_URL", "ftp://x"),
                                             ("AGORA_WEB_PORT", "http"), ("AGORA_WEB_PORT", "70000"),
                                             ("AGORA_WEB_RATE", "0")])
def test_a_setting_that_cannot_be_used_is_named(name: str, value: str) -> None:
    env = {"AGORA_WEB_URL": "https://agora.example.org", "AGORA_WEB_PORT": "8080", name: value}
    with pytest.raises(WebConfigError, match=name):
        WebConfig.from_env(env)


# --------------------------------------------------------------------------- addresses
def test_an_address_names_its_game_and_nothing_else_opens_it() -> None:
    key = game_key("s3cret", 42)
    assert key.startswith("42-") and len(key) == len("42-") + 22
    assert parse_game_key("s3cret", key) == 42
    assert parse_game_key("another secret", key) is None
    assert parse_game_key("s3cret", "43-" + key.split("-", 1)[1]) is None  # a token opens one game only
    assert parse_game_key("s3cret", key[:-1] + ("x" if key[-1] != "x" else "y")) is None
    for junk in ("", "42", "42-", "-" + key, key + "a", "0-" + game_token("s3cret", 0), "42-../../etc"):
        assert parse_game_key("s3cret", junk) is None
    assert len({game_token("s3cret", n) for n in range(1000)}) == 1000


async def test_the_secret_is_made_once_by_the_bot_and_read_by_others(tmp_path: Path) -> None:
    path = tmp_path / "agora.db"
    store = await Store.open(path)
    try:
        made = await load_secret(store, None, create=True)
        assert len(made) >= 40 and await load_secret(store, None, create=True) == made
        assert await load_secret(store, "configured", create=True) == "configured"
    finally:
        await store.close()
    reader = await Store.open(path, read_only=True)
    try:
        assert await load_secret(reader, None, create=False) == made
    finally:
        await reader.close()
    empty = await Store.open(tmp_path / "empty.db")
    try:
        with pytest.raises(NoSecret):
            await load_secret(empty, None, create=False)
    finally:
        await empty.close()


# --------------------------------------------------------------------------- markup
def test_discord_markdown_becomes_html_and_markup_stays_text() -> None:
    assert str(to_html("**Bob** plays `/tigris tile` *now*\nnext")) == (
        "<strong>Bob</strong> plays <code>/tigris tile</code> <em>now</em><br>\nnext")
    assert str(to_html('<b>Bob</b> & "Co" <script>x</script>')) == (
        "&lt;b&gt;Bob&lt;/b&gt; &amp; &#34;Co&#34; &lt;script&gt;x&lt;/script&gt;")
    assert str(to_html("`<img src=x>` ~~old~~ __new__")) == (
        "<code>&lt;img src=x&gt;</code> <s>old</s> <u>new</u>")
    assert str(to_html("a\x000\x00b")) == "a0b"  # the code-span marks cannot be forged
    assert plain("**Bob**: `tile`") == "Bob: tile"


# --------------------------------------------------------------------------- language
@pytest.mark.parametrize(("query", "cookie", "accept", "expected"), [
    (None, None, None, "en"),
    (None, None, "es-ES,es;q=0.9,en;q=0.8", "es"),
    (None, None, "fr-FR,en;q=0.4,es;q=0.7", "es"),
    (None, None, "de, fr;q=0.5", "en"),
    (None, None, "es;q=0, en;q=0.1", "en"),
    (None, "es", "en", "es"),
    ("en", "es", "es", "en"),
    ("xx", None, "es-419", "es"),
    (None, None, "es;q=abc, en", "en"),
])
def test_the_language_is_the_switch_then_the_cookie_then_the_browser(
        query: str | None, cookie: str | None, accept: str | None, expected: str) -> None:
    assert choose_language(query, cookie, accept) == expected


# --------------------------------------------------------------------------- rate limit
def test_the_rate_limit_allows_a_burst_then_the_rate() -> None:
    limiter = RateLimiter(rate_per_minute=60, burst=3, clients=2)
    assert [limiter.allow("a", 0.0) for _ in range(4)] == [True, True, True, False]
    assert limiter.allow("b", 0.0)  # another client has its own bucket
    assert limiter.allow("a", 1.0) and not limiter.allow("a", 1.0)  # one a second
    limiter.allow("c", 1.0)  # past `clients`, the least recent is forgotten
    assert set(limiter._buckets) == {"a", "c"}


# --------------------------------------------------------------------------- the timeline
async def _record_and_log(stored: StoredGames, game_id: str) -> tuple:
    store = await Store.open(stored.path, read_only=True)
    try:
        record = await store.get_game(stored.finished[game_id])
        assert record is not None
        return record, await store.list_actions(record.id, include_undone=True)
    finally:
        await store.close()


async def test_a_timeline_carried_on_equals_one_replayed_and_its_end_is_the_snapshot(
        stored: StoredGames) -> None:
    record, actions = await _record_and_log(stored, "age_of_heroes")
    whole = Timeline.replay(record, actions)
    assert len(whole.steps) == len(actions)
    middle = len(actions) // 2
    then = actions[middle - 1]
    early = Timeline.replay(replace(record, version=then.version_after, log_head=then.hash), actions)
    assert len(early.steps) == middle
    grown = early.extended(record, actions)
    assert grown is not None and len(early.steps) == middle  # the old timeline is left as it was
    for n in (0, 1, middle, len(actions) - 1, len(actions)):
        assert grown.frame(n) == whole.frame(n)
    game = whole.game
    now = Frame.of(game, game.load_state(record.snapshot), whole.steps[-1].events)
    assert whole.frame(len(actions)) == now
    # A log rewritten at its end (an undo) is not carried on: it is replayed.
    other = [replace(a, undone_at=a.created_at) if a.seq >= middle else a for a in actions]
    assert early.extended(record, other) is None


async def test_a_log_that_fails_its_chain_is_not_replayed(stored: StoredGames) -> None:
    record, actions = await _record_and_log(stored, "tigris")
    edited = [replace(a, action_text="pass") if a.seq == 3 else a for a in actions]
    with pytest.raises(HistoryUnavailable, match="changed"):
        Timeline.replay(record, edited)


def test_a_frame_keeps_no_default_action_and_only_public_events() -> None:
    from engine import registry
    from engine.core import Event

    game = registry.get("tigris")
    state = game.setup(3, game.parse_options({}), 1)
    frame = Frame.of(game, state, [Event(key="a"), Event(key="b", to=[1])])
    assert [e.key for e in frame.events] == ["a"]
    assert frame.decisions and all(d.default is None for d in frame.decisions)


# --------------------------------------------------------------------------- words and layers
def test_every_catalog_word_of_the_templates_exists() -> None:
    used = set()
    for path in (ROOT / "web" / "templates").glob("*.html"):
        used |= set(re.findall(r"""\bt\(\s*['"]([a-z0-9_.]+)['"]""", path.read_text(encoding="utf-8")))
    assert used and sorted(k for k in used if not i18n.has(k)) == []


def test_web_never_asks_for_a_private_view_and_knows_no_discord() -> None:
    """The pages show public views only: no module of web/ names a private view, and none imports
    Discord (or reads the database but through the Store)."""
    private = {"private_view", "player_view", "private_text", "private_strings"}
    offenders = []
    for path in sorted((ROOT / "web").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr in private:
                offenders.append(f"{path.name}: {node.attr}")
            if isinstance(node, ast.Name) and node.id in private:
                offenders.append(f"{path.name}: {node.id}")
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                offenders += [f"{path.name}: imports {n}" for n in names
                              if n.split(".")[0] in ("discord", "aiosqlite", "sqlite3", "cogs", "offline")]
    assert offenders == []


def test_bot_web_says_what_it_needs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    """`bot.py --web` without its settings, or on a database the bot never gave a secret."""
    import asyncio
    import logging

    import bot

    for name in ("AGORA_WEB_URL", "AGORA_WEB_PORT", "AGORA_WEB_SECRET"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr("dotenv.load_dotenv", lambda *a, **k: False)  # not a developer's own .env
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level  # bot.main installs its own log handler
    db = str(tmp_path / "agora.db")
    try:
        assert bot.main(["--db", db, "--web"]) == 2
        assert "AGORA_WEB_URL" in capsys.readouterr().err
        monkeypatch.setenv("AGORA_WEB_URL", "https://agora.example.org")
        monkeypatch.setenv("AGORA_WEB_PORT", "8080")
        asyncio.run(_made(db))
        assert bot.main(["--db", db, "--web"]) == 1
        assert "AGORA_WEB_SECRET" in capsys.readouterr().err
    finally:
        for handler in list(root.handlers):
            root.removeHandler(handler)
        for handler in handlers:
            root.addHandler(handler)
        root.setLevel(level)


async def _made(db: str) -> None:
    """A database as a bot without the web pages leaves it."""
    store = await Store.open(db)
    await store.close()
