"""The offline driver runs the real discord.py client against the in-memory world (fixture bot)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from offline import Driver, FakeClock, OfflineUsageError, SlashSyntaxError
from offline.console import Console, parse_duration, run_script
from tests.offline_fixture_bot import create_fixture_bot


def _exists(path: str) -> bool:
    return Path(path).exists()


@pytest.fixture
def seen() -> dict[str, Any]:
    return {}


@pytest.fixture
async def driver(seen: dict[str, Any], tmp_path: Path) -> AsyncIterator[Driver]:
    drv = Driver(lambda: create_fixture_bot(seen), images_dir=tmp_path / "images")
    drv.add_user("alice", locale="es-ES")
    drv.add_user("bob", dms_open=False)
    await drv.start()
    yield drv
    await drv.stop()


async def test_slash_with_options_reaches_handler(driver: Driver, seen: dict[str, Any]) -> None:
    result = await driver.slash("alice", "/tigris tile color:Red square:F2 count:3")
    assert result.error is None
    assert seen["tile"] == ("red", "F2", 3, "es-ES")
    assert [m.text for m in result.public] == ["Red tile on F2 x3"]
    assert result.ephemeral == []

    result = await driver.slash("alice", '/game new tigris 3 rival:@bob title:"long game" fast:yes')
    assert result.error is None
    assert seen["new"] == ("tigris", 3, "bob", "long game", True)


async def test_slash_refuses_what_discord_would_refuse(driver: Driver) -> None:
    with pytest.raises(SlashSyntaxError, match="maximum"):
        await driver.slash("alice", "/game new tigris players:9")
    with pytest.raises(SlashSyntaxError, match="not one of"):
        await driver.slash("alice", "/tigris tile color:purple square:A1")
    with pytest.raises(SlashSyntaxError, match="missing required option square"):
        await driver.slash("alice", "/tigris tile color:red")
    with pytest.raises(SlashSyntaxError, match="unknown command"):
        await driver.slash("alice", "/nope")


async def test_autocomplete_returns_choices(driver: Driver) -> None:
    choices = await driver.autocomplete("alice", "/tigris tile color:red square:F", focused="square")
    assert [c["value"] for c in choices] == ["F1", "F2", "F10"]
    assert choices[0]["name"] == "F1 (red)"


async def test_defer_followup_dm_file_and_button(driver: Driver, seen: dict[str, Any]) -> None:
    result = await driver.slash("alice", "/deal game:5")
    assert result.error is None
    assert result.callback_type == 5 and result.deferred
    # The first follow-up after a thinking defer becomes the original response.
    assert [m.text for m in result.responses] == ["Dealt; hand sent by DM"]
    assert [m.text for m in driver.dms("alice")] == ["Your hand for game 5: 3 cards"]
    board = driver.last_message("general")
    assert board is not None and board.text == "Game 5\nThe board"
    assert board.files and board.files[0].read_bytes() == b"\x89PNG fake board"
    assert board.files[0].parent == driver.images_dir
    assert [(b.label, b.custom_id) for b in board.buttons] == [("Draw", "fx:draw:5")]
    assert board.attachments[0]["filename"] == "board.png"


async def test_dm_to_closed_user_is_forbidden_50007(driver: Driver, seen: dict[str, Any]) -> None:
    result = await driver.slash("bob", "/deal")
    assert result.error is None
    assert seen["dm_failures"] == [50007]
    assert driver.dms("bob") == []
    assert "has DMs closed" in result.content_text()
    assert "bob" in result.responses[0].mentions


async def test_dynamic_button_click_survives_restart(driver: Driver, seen: dict[str, Any]) -> None:
    await driver.slash("alice", "/deal game:8")
    board = driver.last_message("general")
    assert board is not None

    result = await driver.click("bob", board, label="Draw")
    assert result.error is None
    assert [m.text for m in result.ephemeral] == ["bob drew for game 8"]
    assert driver.channel_messages("general", viewer="alice")[-1].id == board.id  # ephemeral hidden

    old_bot = driver.bot
    await driver.restart()
    assert driver.bot is not old_bot
    result = await driver.click("alice", board, label="Draw")
    assert result.error is None
    assert seen["draws"] == [(8, "bob"), (8, "alice")]


async def test_select_menu_updates_message(driver: Driver) -> None:
    await driver.slash("alice", "/menu")
    menu_message = driver.last_message()
    assert menu_message is not None
    assert [o.label for o in menu_message.selects[0].options] == ["Red", "Blue", "Green"]
    result = await driver.select("alice", menu_message, "Pick colors", labels=["Red", "Blue"])
    assert result.error is None and result.callback_type == 7
    assert driver.message(menu_message).text == "Chosen: red, blue"
    assert driver.message(menu_message).selects == []
    with pytest.raises(OfflineUsageError):
        await driver.select("alice", menu_message, "Pick colors", labels=["Red"])


async def test_modal_submit(driver: Driver) -> None:
    opened = await driver.slash("alice", "/ask")
    assert opened.error is None and opened.modal is not None and opened.callback_type == 9
    submitted = await driver.submit_modal("alice", opened, {"Move": "e4"})
    assert submitted.error is None
    assert [m.text for m in submitted.ephemeral] == ["You played e4"]


async def test_threads_carry_type_11_and_parent(driver: Driver) -> None:
    result = await driver.slash("alice", "/thread name:game-1")
    assert result.error is None and result.ephemeral
    thread = driver.thread("game-1")
    assert thread.type == 11 and thread.parent_id == driver.world.general.id
    assert [m.text for m in driver.channel_messages(thread)] == ["Welcome to game-1"]
    result = await driver.slash("alice", "/where", channel=thread)
    assert result.content_text() == "in game-1 type public_thread"


async def test_errors_and_silence_are_reported(driver: Driver, seen: dict[str, Any]) -> None:
    silent = await driver.slash("alice", "/silent")
    assert seen["silent"] and silent.error is not None and "did not respond" in silent.error
    boom = await driver.slash("alice", "/boom")
    assert boom.error is not None and "kaboom" in boom.error
    spawned = await driver.slash("alice", "/spawn")
    assert (
        spawned.error is not None
        and "fixture-background failed: ValueError: background oops" in spawned.error
    )


async def test_every_call_is_recorded(driver: Driver) -> None:
    mark = driver.mark()
    await driver.slash("alice", "/deal game:2")
    calls = driver.calls_since(mark)
    routes = [(c["via"], c["method"], c["path"]) for c in calls]
    assert ("webhook", "POST", "/interactions/{webhook_id}/{webhook_token}/callback") in routes
    assert ("http", "POST", "/users/@me/channels") in routes
    assert ("webhook", "POST", "/webhooks/{webhook_id}/{webhook_token}") in routes
    board_call = next(c for c in calls if c["path"] == "/channels/{channel_id}/messages" and c["files"])
    assert board_call["json"]["attachments"] == [{"id": 0, "filename": "board.png"}]
    assert _exists(board_call["files"][0])
    assert driver.unknown_routes == []
    assert calls[0]["params"] == {"with_response": "1"}


async def test_interaction_ids_follow_the_fake_clock(seen: dict[str, Any], tmp_path: Path) -> None:
    clock = FakeClock()
    drv = Driver(lambda: create_fixture_bot(seen), clock=clock, images_dir=tmp_path)
    drv.add_user("alice")
    async with drv:
        await drv.advance(timedelta(days=2))
        assert seen["ticks"] == 1
        result = await drv.slash("alice", "/menu")
        message = result.responses[0]
        assert message.created_at == clock.now()
        from discord.utils import snowflake_time

        assert snowflake_time(result.record.id) == clock.now().replace(microsecond=0)


def test_parse_duration() -> None:
    assert parse_duration("3h") == timedelta(hours=3)
    assert parse_duration("1d12h") == timedelta(days=1, hours=12)
    with pytest.raises(ValueError):
        parse_duration("soon")


async def test_console_script_end_to_end(seen: dict[str, Any], tmp_path: Path) -> None:
    lines = """
    # scripted session
    as alice es
    /tigris tile color:Red square:F2
    as bob closed
    /deal game:3
    click Draw
    as alice
    /menu
    select Pick colors Red, Green
    complete square /tigris tile color:red square:F
    /thread name:"game one"
    in thread game one
    /where
    wait 3h
    restart
    in #general
    click Draw
    dms bob
    channel new lobby
    /where
    quit
    /never-run
    """.splitlines()
    output: list[str] = []
    code = await run_script(
        lines, lambda: create_fixture_bot(seen), images_dir=tmp_path, out=output.append, strict=True
    )
    text = "\n".join(output)
    assert code == 0, text
    assert "[#general] Agora: Red tile on F2 x1" in text
    assert "@bob has DMs closed" in text
    assert "(only bob sees): bob drew for game 3" in text
    assert "    [Draw]" in text and "file: " in text
    assert "<Pick colors: Red|Blue|Green>" in text
    assert "(edited): Chosen: red, green" in text
    assert "choices: F1 (red) -> F1 | F2 (red) -> F2 | F10 (red) -> F10" in text
    assert "[thread game one] Agora (only alice sees): in game one type public_thread" in text
    assert "(only alice sees): alice drew for game 3" in text
    assert "[#lobby] Agora (only alice sees): in lobby type text" in text
    assert "never-run" not in text
    assert seen["ticks"] == 1


async def test_console_exit_codes(seen: dict[str, Any], tmp_path: Path) -> None:
    output: list[str] = []
    assert (
        await run_script(
            ["as alice", "/boom"], lambda: create_fixture_bot(seen), images_dir=tmp_path, out=output.append
        )
        == 0
    )
    assert (
        await run_script(
            ["as alice", "/boom"],
            lambda: create_fixture_bot(seen),
            images_dir=tmp_path,
            out=output.append,
            strict=True,
        )
        == 1
    )
    assert (
        await run_script(
            ["as alice", "click Nothing"],
            lambda: create_fixture_bot(seen),
            images_dir=tmp_path,
            out=output.append,
        )
        == 1
    )
    assert any("kaboom" in line for line in output)


async def test_console_lines_without_user_fail(driver: Driver) -> None:
    console = Console(driver, out=lambda _: None)
    assert await console.run_lines(["/menu"]) == 1


async def test_forged_slash_skips_the_clients_checks(driver: Driver, seen: dict[str, Any]) -> None:
    result = await driver.slash("alice", "/game new tigris players:9", forged=True)
    assert result.error is None
    assert seen["new"][1] == 9  # discord.py itself does not check ranges: the bot must


async def test_forged_click_carries_any_custom_id(driver: Driver) -> None:
    await driver.slash("alice", "/deal")
    board = driver.last_message()
    result = await driver.forge_component("alice", "fx:draw:99", message=board)
    assert result.error is None and "drew for game 99" in result.ephemeral[0].text
    unrouted = await driver.forge_component("alice", "zz:unknown", message=board)
    assert unrouted.error is not None and "did not respond" in unrouted.error


async def test_nonce_with_enforce_returns_the_first_message_within_the_window(driver: Driver) -> None:
    bot = driver.bot
    assert bot is not None
    channel = bot.get_partial_messageable(driver.channel("general").id)
    first = await channel.send("board", nonce="ag1.b")
    again = await channel.send("board", nonce="ag1.b")
    assert again.id == first.id and [m.text for m in driver.channel_messages()].count("board") == 1
    driver.clock.advance(timedelta(minutes=5))  # beyond Discord's nonce window: a new message
    later = await channel.send("board", nonce="ag1.b")
    assert later.id != first.id


async def test_faults_fail_calls_and_a_lost_answer_still_creates_the_message(driver: Driver) -> None:
    import discord

    bot = driver.bot
    assert bot is not None
    channel = bot.get_partial_messageable(driver.channel("general").id)
    driver.faults.fail_next(1, "500", path="/channels/{channel_id}/messages")
    with pytest.raises(discord.DiscordServerError):
        await channel.send("one")
    assert "one" not in [m.text for m in driver.channel_messages()]
    driver.faults.fail_next(1, "lost")
    with pytest.raises(TimeoutError):
        await channel.send("two", nonce="n2")
    assert [m.text for m in driver.channel_messages()].count("two") == 1
    retried = await channel.send("two", nonce="n2")  # the retry with the same nonce: no duplicate
    assert [m.text for m in driver.channel_messages()].count("two") == 1 and retried.content == "two"
    outage = driver.faults.outage(timedelta(minutes=10))
    with pytest.raises(discord.DiscordServerError):
        await channel.send("three")
    driver.clock.advance(timedelta(minutes=10))
    await channel.send("three")
    assert outage.hits == 1
    assert [c.get("fault") for c in driver.calls if c.get("fault")] == ["500", "lost", "503"]
