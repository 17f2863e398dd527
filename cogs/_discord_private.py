"""Every touch of discord.py's private API by the bot itself, behind an import-time version check
(as offline/_dpy_internals.py does for the offline driver's seams).

discord.py 2.7 has no public way to do these three things:
- know whether a component interaction will reach a view the bot listens to (a message-bound
  view of Civilization's step-by-step menus): its view store is private (`listening_views`);
- run code before discord.py dispatches an interaction, for commands, autocomplete and components
  alike (`CommandTree.interaction_check` sees application commands only): the gateway's parser
  table is private (`interaction_parsers`, used by bot.py to turn interactions away while
  stopping and to track the tasks they start);
- track the tasks discord.py starts for the events the bot dispatches: bot.py overrides
  `Client._schedule_event` (a method, so it stays in bot.py; this check guards it too).
An upgrade past 2.7 must fail here, loudly, until each is checked again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import discord
from discord.ext import commands

SUPPORTED_VERSIONS = {(2, 7)}
_found = (discord.version_info.major, discord.version_info.minor)
if _found not in SUPPORTED_VERSIONS:
    raise ImportError(
        f"the bot was written against discord.py 2.7.x, found {discord.__version__}; "
        "re-check the private seams listed in cogs/_discord_private.py before bumping"
    )


def listening_views(bot: commands.Bot) -> dict[Any, Any]:
    """{message id or None: {(component type, custom id): item}}: the views discord.py routes
    components to (None: the persistent ones, by custom id alone)."""
    store = getattr(getattr(bot, "_connection", None), "_view_store", None)
    views = getattr(store, "_views", None)
    return views if isinstance(views, dict) else {}


def interaction_parsers(bot: commands.Bot) -> dict[str, Callable[[dict[str, Any]], None]]:
    """The gateway's event parsers: replacing "INTERACTION_CREATE" runs code before discord.py
    dispatches any interaction."""
    return bot._connection.parsers
