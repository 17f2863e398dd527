"""The command tree as a Spanish client sees it: every command, option, description and choice
translated the way the bot hands them to Discord at sync (`get_translated_payload` with the
product's translator), and every option name a valid Discord name in Spanish too."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import pytest
from discord import app_commands

import i18n
from cogs._i18n import CatalogTranslator
from offline import Driver
from tests.e2e.test_platform_support import assert_refused, new_game, refusal
from tests.fixtures.highcard import GAME as HIGHCARD

SPANISH = "es-ES"
SUBCOMMAND, GROUP = 1, 2


def valid_discord_name(name: str) -> bool:
    """Discord's rule for command and option names: ^[-_\\p{L}\\p{N}]{1,32}$, lower case."""
    return (0 < len(name) <= 32 and name == name.lower()
            and all(ch in "-_" or unicodedata.category(ch)[0] in "LN" for ch in name))


async def spanish_payloads(driver: Driver) -> list[dict[str, Any]]:
    tree = driver.bot.tree
    translator = CatalogTranslator()
    return [await command.get_translated_payload(tree, translator)
            for command in tree.get_commands() if command.name != HIGHCARD.id]  # a test fixture


def leaf_commands(payload: dict[str, Any], path: tuple[str, ...] = ()) -> list[tuple[str, dict[str, Any]]]:
    path = (*path, payload["name"])
    options = payload.get("options", [])
    if any(o["type"] in (SUBCOMMAND, GROUP) for o in options):
        return [leaf for o in options for leaf in leaf_commands(o, path)]
    return [("/" + " ".join(path), payload)]


def spanish(entry: dict[str, Any], what: str) -> str | None:
    return (entry.get(f"{what}_localizations") or {}).get(SPANISH)


async def test_every_option_has_a_valid_spanish_name_and_none_collide(driver: Driver) -> None:
    problems = []
    leaves = [leaf for payload in await spanish_payloads(driver) for leaf in leaf_commands(payload)]
    assert len(leaves) > 100  # every game's commands, the platform's and the admins'
    for path, command in leaves:
        seen: dict[str, str] = {}
        for opt in command.get("options", []):
            name = spanish(opt, "name")
            if name is None:
                problems.append(f"{path} {opt['name']}: no Spanish name (cmd.opt.{opt['name']})")
                continue
            if not valid_discord_name(name):
                problems.append(f"{path} {opt['name']}: {name!r} is not a valid Discord name")
            if name in seen:
                problems.append(f"{path}: {seen[name]} and {opt['name']} are both {name!r} in Spanish")
            seen[name] = opt["name"]
    assert problems == []


async def test_every_command_description_and_choice_reads_in_spanish(driver: Driver) -> None:
    problems = []

    def walk(node: dict[str, Any], path: str, top: bool) -> None:
        if not top and spanish(node, "name") is None:
            problems.append(f"{path}: no Spanish name")
        if spanish(node, "description") is None:
            problems.append(f"{path}: no Spanish description")
        for choice in node.get("choices") or []:
            if spanish(choice, "name") is None:
                problems.append(f"{path}: choice {choice['name']!r} has no Spanish name")
        for opt in node.get("options", []):
            walk(opt, f"{path} {opt['name']}", False)

    for payload in await spanish_payloads(driver):
        walk(payload, "/" + payload["name"], True)  # a game's group keeps its name (/tta, /civ)
    assert problems == []


def test_an_option_name_in_english_is_the_name_declared_in_code() -> None:
    """The `en` text of a `cmd.opt.*` entry is what Discord sends back: it must be the key's
    own last part, never a translation."""
    wrong = {key: texts["en"] for key, texts in i18n.catalog().items()
             if key.startswith("cmd.opt.") and texts["en"] != key.rsplit(".", 1)[1]}
    assert wrong == {}


async def test_spanish_option_names_are_only_names_discord_sends_back_in_english(driver: Driver) -> None:
    """Discord answers with the declared (English) name whatever the client shows, so the
    commands still read their options by it: Bob (Spanish client) plays as before."""
    tree = driver.bot.tree
    command = tree.get_command("game").get_command("help")
    assert isinstance(command, app_commands.Command)
    (param,) = command.parameters
    assert param.display_name == "game" and param.locale_name.extras["key"] == "cmd.opt.game"
    result = await driver.slash("bob", "/game help game:tigris")
    assert result.error is None, result.error


async def test_a_refused_option_is_named_as_the_readers_client_shows_it(driver: Driver) -> None:
    """A forged value is refused naming the option and its choices in the reader's words: Bob's
    Spanish client shows `horas` and `ritmo`, so that is what his refusal says."""
    await new_game(driver, ("alice", "bob"))
    result = await driver.slash("bob", "/game reminders hours:1000000000", forged=True)
    assert_refused(result, refusal("flow.err.out_of_range", "es", option="horas", value=1000000000,
                                   min=0, max=336))
    result = await driver.slash("bob", "/game deadline preset:forever", forged=True)
    choices = ", ".join(i18n.t(f"cmd.choice.preset.{p}", "es") for p in ("none", "fast", "daily", "relaxed"))
    assert_refused(result, refusal("flow.err.not_a_choice", "es", option="ritmo", value="forever",
                                   choices=choices))
    result = await driver.slash("alice", "/game reminders hours:1000000000", forged=True)
    assert_refused(result, refusal("flow.err.out_of_range", "en", option="hours", value=1000000000,
                                   min=0, max=336))


PRODUCT_GAMES = ("tigris", "antike", "age_of_heroes", "tta", "civilization")


def _option_names(command: app_commands.Command[Any, ..., Any], lang: str) -> set[str]:
    names = set()
    for param in command.parameters:
        key = param.locale_name.extras.get("key") if param.locale_name is not None else None
        names.add(i18n.t(key, lang) if key else param.display_name)
    return names


@pytest.mark.parametrize("lang", ["en", "es"])
async def test_each_help_example_uses_the_option_names_the_readers_client_shows(driver: Driver,
                                                                                lang: str) -> None:
    """`/game help game:<id>` shows an example per command (`opcion:valor`): every option it
    names is one of that command's options as the reader's client names them."""
    from cogs._commands import group_name

    problems = []
    for game_id in PRODUCT_GAMES:
        group = driver.bot.tree.get_command(group_name(game_id))
        assert isinstance(group, app_commands.Group)
        for command in group.walk_commands():
            if not isinstance(command, app_commands.Command) or "verb" not in command.extras:
                continue
            key = f"{game_id}.help.example.{command.extras['verb'].replace(' ', '_')}"
            if not i18n.has(key):
                continue
            example = re.sub(r'"[^"]*"', '""', i18n.t(key, lang))
            used = re.findall(r"(?:^|\s)([^\s:]+):", example)
            known = _option_names(command, lang)
            if set(used) - known or not used:
                problems.append(f"{key} ({lang}): {sorted(set(used) - known)} not in {sorted(known)}")
    assert problems == []


async def test_a_games_help_in_spanish_shows_its_commands_as_a_spanish_client_does(driver: Driver) -> None:
    result = await driver.slash("bob", "/game help game:tta")
    text = "\\n".join(e.get("description", "") + "".join(f["value"] for f in e.get("fields", []))
                     for m in result.ephemeral for e in m.embeds)
    assert "/tta responder defender cartas:" in text and "/tta mejorar carta:Guerreros hacia:" in text
