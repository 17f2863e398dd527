"""Running Agora as server admins run bots (issue 19): backups while running and restore,
structured logs, moderator controls, per-server settings, permission checks."""

from __future__ import annotations

import io
import json
import logging
import sqlite3
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest

import bot as bot_module
from bot import create_bot
from offline import Driver, FakeClock
from service import logs
from storage.backup import BackupPolicy
from tests.e2e.async_helpers import last_id, play, service, start_highcard, texts


@pytest.fixture
def root_logging() -> Iterator[None]:
    """`bot.main` and `logs.configure` replace the root handlers: put pytest's back afterwards."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in list(root.handlers):
        root.removeHandler(handler)
    for handler in handlers:
        root.addHandler(handler)
    root.setLevel(level)


def found(folder: Path, pattern: str) -> list[Path]:
    return sorted(folder.glob(pattern))


async def game_tables(driver: Driver) -> dict:
    return {k: v for k, v in (await service(driver).store.dump()).items() if k != "users"}


# --------------------------------------------------------------------------- backups
async def test_a_backup_taken_mid_game_is_restored_and_play_goes_on(
        driver: Driver, tmp_path: Path, root_logging: None, capsys: pytest.CaptureFixture[str]) -> None:
    db = driver.db_path
    game = await start_highcard(driver, "alice", "bob", "carol")
    await play(driver, "alice")
    backup = tmp_path / "mid-game.db"
    assert bot_module.main(["--db", db, "--backup", str(backup)]) == 0  # while the bot runs
    assert "1 games" in capsys.readouterr().out
    saved_version = (await service(driver).load(game))[0].version
    await play(driver, "bob")
    await play(driver, "carol")

    before = await game_tables(driver)
    assert bot_module.main(["--db", db, "--restore", str(backup)]) == 1  # the bot holds the database
    refusal = capsys.readouterr().err
    assert "Restore refused" in refusal and "already in use by process" in refusal
    assert await game_tables(driver) == before

    await driver.stop()
    assert bot_module.main(["--db", db, "--restore", str(backup)]) == 0
    assert found(tmp_path, "agora.db.before-restore-*")
    await driver.start()
    record, _ = await service(driver).load(game)
    assert record.version == saved_version and len(await service(driver).store.list_actions(game)) == 1
    await play(driver, "bob")  # play goes on from the restored position
    await play(driver, "carol")
    assert len(await service(driver).store.list_actions(game)) == 3
    assert await service(driver).replay_check(game)


def test_restore_refuses_a_file_that_is_not_a_backup(tmp_path: Path, root_logging: None,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"not a database at all" * 100)
    assert bot_module.main(["--db", str(tmp_path / "agora.db"), "--restore", str(junk)]) == 1
    assert "Restore failed" in capsys.readouterr().err
    assert not (tmp_path / "agora.db").exists()


async def test_periodic_backups_keep_the_newest_n(tmp_path: Path, clock: FakeClock) -> None:
    db = str(tmp_path / "agora.db")
    folder = tmp_path / "backups"
    policy = BackupPolicy(folder, every_hours=6, keep=3)
    driver = Driver(lambda: create_bot(db_path=db, clock=clock.now, offline=True, backups=policy),
                    clock=clock, images_dir=tmp_path / "images")
    for name in ("alice", "bob"):
        driver.add_user(name)
    await driver.start()
    try:
        await start_highcard(driver, "alice", "bob")
        await driver.advance(timedelta(minutes=1))
        assert len(found(folder, "agora-*.db")) == 1
        await driver.advance(timedelta(hours=1))
        assert len(found(folder, "agora-*.db")) == 1  # not due yet
        for _ in range(5):
            await driver.advance(timedelta(hours=6))
        kept = found(folder, "agora-*.db")
        assert len(kept) == 3
        for path in kept:
            with sqlite3.connect(path) as conn:
                assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
                assert conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1
        stamps = [p.name for p in kept]
        assert stamps[-1].startswith("agora-" + clock.now().strftime("%Y%m%d"))
    finally:
        await driver.stop()


# --------------------------------------------------------------------------- logs
async def test_every_log_line_of_an_action_names_its_game_and_interaction(
        driver: Driver, root_logging: None) -> None:
    game = await start_highcard(driver, "alice", "bob")
    stream = io.StringIO()
    logs.configure("INFO", json_lines=True, stream=stream)
    result = await play(driver, "alice")
    lines = [json.loads(line) for line in stream.getvalue().splitlines()]
    ours = [line for line in lines if line["logger"].startswith("agora")]
    assert ours, lines  # the action is logged...
    assert all(line["game"] == game and line["interaction"] == result.record.id for line in lines), lines
    assert any("action accepted" in line["message"] for line in ours)

    stream.truncate(0)
    stream.seek(0)
    logs.configure("INFO", json_lines=False, stream=stream)
    result = await play(driver, "bob")
    text = stream.getvalue().splitlines()
    assert text and all(f"[game={game} interaction={result.record.id}]" in line for line in text), text


# --------------------------------------------------------------------------- moderators and settings
@pytest.fixture
def staff(driver: Driver) -> int:
    """sam administers the server; mia has the role that will be the moderators'."""
    driver.add_user("sam", admin=True)
    driver.add_user("mia")
    return driver.add_role("Moderators", "mia")


async def test_only_server_admins_change_the_settings(driver: Driver, staff: int) -> None:
    before = await game_tables(driver)
    refused = await driver.slash("alice", "/agora settings moderator_role:Moderators")
    assert "Only server admins" in refused.content_text()
    assert await service(driver).store.get_guild_settings(driver.world.guild_id) == {}
    assert await game_tables(driver) == before
    done = await driver.slash("sam", "/agora settings moderator_role:Moderators")
    assert done.error is None and f"<@&{staff}>" in done.content_text()
    shown = await driver.slash("sam", "/agora settings")
    assert f"Moderator role: <@&{staff}>" in shown.content_text()


async def test_moderators_pause_replace_undo_and_abandon_any_game_publicly(driver: Driver,
                                                                            staff: int) -> None:
    assert (await driver.slash("sam", "/agora settings moderator_role:Moderators")).error is None
    game = await start_highcard(driver, "alice", "bob", "carol")
    assert (await driver.slash("alice", "/game deadline preset:fast")).error is None
    await play(driver, "alice")
    before = await game_tables(driver)
    assert "Only the game's creator or a server moderator" in \
        (await driver.slash("dave", "/game admin pause")).content_text()
    assert await game_tables(driver) == before

    mark = last_id(driver)
    assert (await driver.slash("mia", "/game admin pause")).error is None
    posted = [m.content for m in texts(driver, mark)]
    assert any("Admin action" in t and "**Mia** (server moderator)" in t and "paused" in t for t in posted)
    refused = await driver.slash("bob", '/game play action:"play 1"')
    assert "paused" in refused.content_text() or "en pausa" in refused.content_text()
    mark = last_id(driver)
    await driver.advance(timedelta(hours=10))  # no deadline passes, no reminder while paused
    assert texts(driver, mark) == []
    assert (await driver.slash("mia", "/game admin resume")).error is None
    await driver.advance(timedelta(hours=3))
    assert not [m for m in texts(driver, mark) if "deadline has passed" in m.content]
    await driver.advance(timedelta(hours=1, minutes=1))  # 4 h of deadline, not counting the pause
    assert [m for m in texts(driver, mark) if "deadline has passed" in m.content]

    mark = last_id(driver)
    assert (await driver.slash("mia", "/game replace player:Carol user:@dave")).error is None
    assert any("**Mia** (server moderator)" in m.content and "takes over" in m.content
               for m in texts(driver, mark))
    await play(driver, "bob")
    mark = last_id(driver)
    assert (await driver.slash("mia", "/game admin undo")).error is None
    assert any("**Mia** (server moderator)" in m.content and "forced an undo" in m.content
               for m in texts(driver, mark))
    mark = last_id(driver)
    assert (await driver.slash("mia", "/game abandon")).error is None
    assert (await service(driver).load(game))[0].status == "abandoned"
    assert any("**Mia** (server moderator)" in m.content and "abandoned" in m.content
               for m in texts(driver, mark))
    actions = [(e.action, e.role) for e in await service(driver).store.admin_log(game)]
    assert actions == [("pause", "moderator"), ("resume", "moderator"), ("replace", "moderator"),
                       ("undo", "moderator"), ("abandon", "moderator")]
    log = (await driver.slash("alice", "/game log")).content_text()
    assert "🛡️ **Mia** (server moderator): paused the game" in log
    assert "resumed the game after 10 h" in log  # numbers read as in the language (Fluent)


async def test_server_defaults_language_presets_and_allowed_channels(driver: Driver, staff: int) -> None:
    games = driver.add_channel("games")
    result = await driver.slash("sam", "/agora settings language:es deadline:daily reminders:12")
    assert result.error is None and "Spanish" in result.content_text()
    assert (await driver.slash("sam", "/agora channels action:allow channel:#games")).error is None
    before = await game_tables(driver)
    refused = await driver.slash("alice", "/game new game:highcard")  # in #general
    assert "can't be created in this channel" in refused.content_text() and f"<#{games.id}>" in \
        refused.content_text()
    assert await game_tables(driver) == before

    assert (await driver.slash("alice", "/game new game:highcard", channel="games")).error is None
    lobby = driver.last_message("games")
    assert "partida #1" in lobby.text, lobby.text  # the lobby speaks the server's chosen language
    record = await service(driver).store.get_game_by_channel(games.id)
    assert record.locale == "es" and record.settings == {"deadline": "daily", "remind_hours": 12}
    assert (await driver.slash("sam", "/agora channels action:anywhere")).error is None
    assert (await driver.slash("bob", "/game new game:highcard")).error is None  # #general again


# --------------------------------------------------------------------------- permissions
async def test_game_creation_names_the_missing_permission(driver: Driver) -> None:
    driver.deny_bot("general", "attach_files")
    before = await game_tables(driver)
    refused = await driver.slash("alice", "/game new game:highcard")
    assert "**Attach Files**" in refused.content_text() and "Embed Links" not in refused.content_text()
    assert await game_tables(driver) == before and driver.world.threads == []
    other = driver.add_channel("tables")
    driver.deny_bot(other, "create_public_threads")
    refused = await driver.slash("alice", "/game new game:highcard where:thread", channel=other)
    assert "**Create Public Threads**" in refused.content_text()
    assert driver.world.threads == [] and await game_tables(driver) == before
    assert (await driver.slash("alice", "/game new game:highcard", channel=other)).error is None


async def test_start_up_names_a_permission_removed_while_the_bot_was_away(
        driver: Driver, caplog: pytest.LogCaptureFixture) -> None:
    game = await start_highcard(driver, "alice", "bob")
    driver.deny_bot("general", "embed_links")
    mark = last_id(driver)
    with caplog.at_level(logging.WARNING, logger="agora.admin"):
        await driver.restart()
    notice = [m.content for m in texts(driver, mark)]
    assert any(f"game #{game}" in t and "**Embed Links**" in t for t in notice), notice
    warned = [r for r in caplog.records if r.name == "agora.admin"]
    assert warned and warned[0].game == game and "embed_links" in warned[0].getMessage()
