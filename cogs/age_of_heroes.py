"""Age of Heroes in Discord: the `/aoh` group.

Its moves are generated from the engine's actions (`cogs._commands.add_engine_commands`), with
the names and options players know kept by the presenter's `CommandShape` (`/aoh build what:`,
`/aoh attack target: goal:`, `/aoh road to:`, `/aoh monument count:`, `/aoh offer give: get:
to: private:`, `/aoh accept id:`...): players are chosen by name, cards and offers are
autocompleted from the engine's `options`. Answers given by buttons only (defence windows,
luck, battle cards and picks, road permissions, event targets) have no command. Words, labels,
buttons and DMs are `present.age_of_heroes`'s; the image is `render.age_of_heroes`'s; the rules
are the engine's. Only `/aoh hand`, which is not a move, is written here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from cogs._base import AgoraCog
from cogs._commands import add_engine_commands
from cogs._i18n import cmd

if TYPE_CHECKING:
    from bot import AgoraBot

GAME_ID = "age_of_heroes"


class AgeOfHeroes(AgoraCog):
    aoh = app_commands.Group(name="aoh", description=cmd("cmd.aoh.desc"), guild_only=True)

    def __init__(self, bot: AgoraBot) -> None:
        super().__init__(bot)
        add_engine_commands(self.aoh, self, GAME_ID)

    @aoh.command(name=cmd("cmd.aoh.hand"), description=cmd("cmd.aoh.hand.desc"))
    async def hand(self, interaction: discord.Interaction) -> None:
        """The player's own hand and what it can build, ephemerally (also without DMs)."""
        await self.flow.show_private(interaction)


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(AgeOfHeroes(bot))
