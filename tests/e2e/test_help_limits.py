"""`/game help` whole in both languages, within Discord's limits (offline/limits.py).

The list of commands once went into embed fields of twelve lines cut at 1,024 characters: Spanish
lines are longer, so a field lost the end of its last command's description (`/partida tableros —`
and nothing after it). The fake API now refuses what Discord refuses, so these tests also check
that nothing is over a limit."""

from __future__ import annotations

import re

import pytest

import i18n
from offline import Driver
from offline.limits import LimitExceeded, check_message

COMMAND_LINE = re.compile(r"^`/[^`]+` — (?P<what>.*)$")


@pytest.mark.parametrize("user, lang", [("alice", "en"), ("bob", "es")])
async def test_every_command_in_the_help_says_what_it_does(driver: Driver, user: str, lang: str) -> None:
    result = await driver.slash(user, "/game help")
    assert result.error is None, result.error
    lines = [line for message in result.responses for embed in message.embeds
             for field in embed.get("fields", []) for line in field["value"].splitlines()]
    commands = [m for line in lines if (m := COMMAND_LINE.match(line))]
    assert len(commands) >= 30  # every /game, /me and /agora command, not a cut list
    assert [m.group(0) for m in commands if not m.group("what").strip()] == []
    boards = i18n.t("cmd.turns.boards.desc", lang)
    assert any(m.group("what") == boards for m in commands)


def test_the_fake_api_refuses_what_discord_refuses() -> None:
    check_message({"content": "x" * 2000, "embeds": [{"fields": [{"name": "n", "value": "v" * 1024}]}]})
    with pytest.raises(LimitExceeded, match="content"):
        check_message({"content": "x" * 2001})
    with pytest.raises(LimitExceeded, match=r"fields\[0\]\.value"):
        check_message({"embeds": [{"fields": [{"name": "n", "value": "v" * 1025}]}]})
    with pytest.raises(LimitExceeded, match="all their text"):
        check_message({"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]})
    with pytest.raises(LimitExceeded, match=r"components\[0\]"):
        check_message({"components": [{"type": 1, "components": [{"type": 2, "label": "b"}] * 6}]})


async def test_a_message_over_a_limit_is_refused_and_not_posted(driver: Driver) -> None:
    """The bot's send of a too-long message fails as on Discord (400, 50035), nothing is posted."""
    import discord

    channel = driver.bot.get_channel(driver.channel("general").id)
    assert isinstance(channel, discord.TextChannel)
    before = len(driver.world.messages)
    with pytest.raises(discord.HTTPException) as caught:
        await channel.send("x" * 2001)
    assert caught.value.code == 50035
    assert len(driver.world.messages) == before
