"""Help a player can find: every /game command listed (from the command tree, in the reader's
language), one game's help built from its declarations, and `cancel` where people look for it."""

from __future__ import annotations

from offline import Driver
from offline.driver import InteractionResult
from tests.e2e.test_platform_support import new_game, service_of


def _embed_text(result: InteractionResult) -> str:
    embeds = [e for m in result.ephemeral for e in m.embeds]
    assert embeds, [m.text for m in result.responses]
    parts = []
    for embed in embeds:
        parts.append(embed.get("title") or "")
        parts.append(embed.get("description") or "")
        parts.extend(f"{f['name']}\n{f['value']}" for f in embed.get("fields", []))
    return "\n".join(parts)


async def test_general_help_lists_every_game_command(driver: Driver) -> None:
    text = _embed_text(await driver.slash("alice", "/game help"))
    for name in ("stats", "replace", "autoplay", "archive", "cancel", "catchup", "undo", "log"):
        assert f"/game {name}" in text, name
    assert "/me vacation" in text
    spanish = _embed_text(await driver.slash("bob", "/game help"))  # bob's client is Spanish
    assert "/partida cancelar" in spanish and "/partida abandonar" in spanish


async def test_one_games_help_has_commands_options_and_defaults(driver: Driver) -> None:
    text = _embed_text(await driver.slash("alice", "/game help game:highcard"))
    assert "/highcard play card:…" in text and "/highcard claim" in text
    assert "`rounds`: `1–5` (default `3`)" in text and "`hand_size`: `3–8` (default `5`)" in text


async def test_cancel_abandons_like_abandon(driver: Driver) -> None:
    game_row = await new_game(driver, ("alice", "bob"))
    result = await driver.slash("alice", "/game cancel")
    assert result.error is None, result.error
    record, _ = await service_of(driver).load(game_row)
    assert record.status == "abandoned"
