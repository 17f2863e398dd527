"""Tigris & Euphrates in Discord: the `/tigris` group.

The move commands (`/tigris tile color: square:`, `leader`, `withdraw`, `catastrophe`, `swap
tiles:`, `pass`, `support tiles:`, `war color:`, `monument choice:`, `building choice:`,
`treasure square:`) are generated from the engine's actions (`cogs._commands`), with the names
and options players know kept by the presenter's `CommandShape`; their autocomplete offers only
legal values. Everything players read — panels, buttons, DMs, the end — is `present.tigris`'s;
the image is `render.tigris`'s (both joined in its kit, `service/kits.py`). Only `/tigris hand`,
which is not a move, is written here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from cogs._base import AgoraCog
from cogs._commands import add_engine_commands
from cogs._i18n import cmd
from present.tigris import GAME_ID

if TYPE_CHECKING:
    from bot import AgoraBot


class Tigris(AgoraCog):
    tigris = app_commands.Group(name="tigris", description=cmd("cmd.tigris.desc"), guild_only=True)

    def __init__(self, bot: AgoraBot) -> None:
        super().__init__(bot)
        add_engine_commands(self.tigris, self, GAME_ID)

    @tigris.command(name=cmd("cmd.tigris.hand"), description=cmd("cmd.tigris.hand.desc"))
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.flow.show_private(interaction)


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Tigris(bot))
