"""Parse "/game new tigris players:3" against the bot's real command tree into interaction data."""

from __future__ import annotations

import shlex
from dataclasses import dataclass, field
from typing import Any

import discord
from discord import AppCommandOptionType as OptType
from discord import app_commands

from offline import payloads
from offline.fake_discord import FakeUser, World

_TRUE = {"true", "yes", "y", "1", "si", "sí", "on"}
_FALSE = {"false", "no", "n", "0", "off"}


class SlashSyntaxError(ValueError):
    """The command line would not even be sendable from the Discord client."""


@dataclass
class ParsedCommand:
    root: app_commands.Command[Any, ..., Any] | app_commands.Group
    command: app_commands.Command[Any, ..., Any]
    path: list[str]
    guild_id: int | None
    values: dict[str, str] = field(default_factory=dict)


def _lookup_root(bot: Any, name: str, guild_id: int) -> tuple[Any, int | None]:
    guild_command = bot.tree.get_command(name, guild=discord.Object(guild_id))
    if guild_command is not None:
        return guild_command, guild_id
    global_command = bot.tree.get_command(name)
    if global_command is not None:
        return global_command, None
    names = sorted(
        {c.name for c in bot.tree.get_commands()}
        | {c.name for c in bot.tree.get_commands(guild=discord.Object(guild_id))}
    )
    raise SlashSyntaxError(f"unknown command /{name}; known: {', '.join('/' + n for n in names)}")


def parse_command_line(bot: Any, line: str, guild_id: int) -> ParsedCommand:
    try:
        tokens = shlex.split(line.strip().removeprefix("/"))
    except ValueError as exc:
        raise SlashSyntaxError(f"cannot split {line!r}: {exc}") from exc
    if not tokens:
        raise SlashSyntaxError("empty command")
    root, command_guild = _lookup_root(bot, tokens[0], guild_id)
    node: Any = root
    path = [tokens[0]]
    rest = tokens[1:]
    while isinstance(node, app_commands.Group):
        if not rest:
            subs = ", ".join(c.name for c in node.commands)
            raise SlashSyntaxError(f"/{' '.join(path)} needs a subcommand: {subs}")
        child = node.get_command(rest[0])
        if child is None:
            subs = ", ".join(c.name for c in node.commands)
            raise SlashSyntaxError(f"/{' '.join(path)} has no subcommand {rest[0]!r}; choose: {subs}")
        node = child
        path.append(rest.pop(0))
    if not isinstance(node, app_commands.Command):
        raise SlashSyntaxError(f"/{' '.join(path)} is not a slash command")
    params = {p.display_name: p for p in node.parameters}
    values: dict[str, str] = {}
    positional = [p.display_name for p in node.parameters]
    for token in rest:
        name, sep, value = token.partition(":")
        if sep and name in params:
            values[name] = value
            continue
        free = [n for n in positional if n not in values]
        if not free:
            raise SlashSyntaxError(
                f"/{' '.join(path)}: unexpected {token!r}; options are {', '.join(params) or '(none)'}"
            )
        values[free[0]] = token
    return ParsedCommand(root=root, command=node, path=path, guild_id=command_guild, values=values)


def _convert(world: World, param: app_commands.Parameter, raw: str, resolved: dict[str, Any],
             *, forged: bool = False) -> Any:
    """The option value a Discord client sends. `forged`: skip the checks a real client makes
    (choices, ranges, lengths), as a modified client or a crafted request would."""
    kind = param.type
    if forged and kind in (OptType.integer, OptType.number):
        try:
            return int(raw) if kind is OptType.integer else float(raw)
        except ValueError:
            return raw
    if forged and kind is OptType.string:
        return raw
    if param.choices:
        for choice in param.choices:
            if raw in (choice.name, str(choice.value)):
                return choice.value
        options = ", ".join(c.name for c in param.choices)
        raise SlashSyntaxError(f"option {param.display_name}: {raw!r} is not one of {options}")
    if kind is OptType.string:
        # For string options discord.py keeps the length bounds in min_value/max_value.
        if param.min_value is not None and len(raw) < param.min_value:
            raise SlashSyntaxError(f"option {param.display_name}: at least {param.min_value} characters")
        if param.max_value is not None and len(raw) > param.max_value:
            raise SlashSyntaxError(f"option {param.display_name}: at most {param.max_value} characters")
        return raw
    if kind in (OptType.integer, OptType.number):
        try:
            number: int | float = int(raw) if kind is OptType.integer else float(raw)
        except ValueError as exc:
            raise SlashSyntaxError(f"option {param.display_name}: {raw!r} is not a number") from exc
        if param.min_value is not None and number < param.min_value:
            raise SlashSyntaxError(f"option {param.display_name}: minimum is {param.min_value}")
        if param.max_value is not None and number > param.max_value:
            raise SlashSyntaxError(f"option {param.display_name}: maximum is {param.max_value}")
        return number
    if kind is OptType.boolean:
        lowered = raw.lower()
        if lowered in _TRUE | _FALSE:
            return lowered in _TRUE
        raise SlashSyntaxError(f"option {param.display_name}: {raw!r} is not true/false")
    if kind in (OptType.user, OptType.mentionable):
        try:
            user = world.user(raw.lstrip("@"))
        except KeyError as exc:
            raise SlashSyntaxError(f"option {param.display_name}: no user {raw!r}") from exc
        resolved.setdefault("users", {})[str(user.id)] = user.payload()
        resolved.setdefault("members", {})[str(user.id)] = user.member_payload(
            world.created_at, with_user=False
        )
        return str(user.id)
    if kind is OptType.role:
        role = next((r for r in world.roles.values() if r.name.lower() == raw.lstrip("@").lower()), None)
        if role is None:
            raise SlashSyntaxError(f"option {param.display_name}: no role {raw!r}")
        resolved.setdefault("roles", {})[str(role.id)] = role.payload()
        return str(role.id)
    if kind is OptType.channel:
        channel = world.find_channel(raw.removeprefix("thread ").lstrip("#"))
        if channel is None:
            raise SlashSyntaxError(f"option {param.display_name}: no channel {raw!r}")
        data = payloads.channel_payload(world, channel)
        data["permissions"] = str(world.bot_user.permissions.value)
        resolved.setdefault("channels", {})[str(channel.id)] = data
        return str(channel.id)
    raise SlashSyntaxError(f"option {param.display_name}: type {kind.name} is not supported offline")


def build_command_data(
    world: World, user: FakeUser, parsed: ParsedCommand, *, focused: str | None = None, forged: bool = False
) -> dict[str, Any]:
    """The ``data`` object of an APPLICATION_COMMAND (or autocomplete) interaction."""
    del user  # options do not depend on the invoker; kept for symmetry with other builders
    resolved: dict[str, Any] = {}
    leaf_options: list[dict[str, Any]] = []
    params = {p.display_name: p for p in parsed.command.parameters}
    if focused is not None and focused not in params:
        raise SlashSyntaxError(f"/{' '.join(parsed.path)} has no option {focused!r}")
    for param in parsed.command.parameters:
        name = param.display_name
        if name == focused:
            leaf_options.append(
                {
                    "name": name,
                    "type": param.type.value,
                    "value": parsed.values.get(name, ""),
                    "focused": True,
                }
            )
            continue
        if name not in parsed.values:
            if param.required and focused is None:
                raise SlashSyntaxError(f"/{' '.join(parsed.path)}: missing required option {name}")
            continue
        value = _convert(world, param, parsed.values[name], resolved, forged=forged)
        leaf_options.append({"name": name, "type": param.type.value, "value": value})
    options = leaf_options
    # Wrap in subcommand (type 1) and subcommand-group (type 2) layers, innermost first.
    names = parsed.path[1:]
    for depth in range(len(names) - 1, -1, -1):
        layer_type = 1 if depth == len(names) - 1 else 2
        options = [{"name": names[depth], "type": layer_type, "options": options}]
    data: dict[str, Any] = {
        "id": str(world.command_id(parsed.path[0], parsed.guild_id)),
        "name": parsed.path[0],
        "type": 1,
        "options": options,
    }
    if resolved:
        data["resolved"] = resolved
    if parsed.guild_id is not None:
        data["guild_id"] = str(parsed.guild_id)
    return data
