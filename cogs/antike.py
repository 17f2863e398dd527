"""Antike in Discord: the `/antike` group.

Every command is a move generated from the engine's actions (`cogs._commands`): `rondel space:
pay:`, `take`, `temple`, `found`, `arm`, `knowhow name:`, `done`, `move unit: path: count:`,
`fight battle:`, `conquer city:`, `battle answer: pairs: nation:`, `order order: nation:`,
`nation` (a draft), with the names and options players know kept by the presenter's
`CommandShape` and their autocomplete offering only legal values. Everything players read —
panel, buttons, DM prompts, acknowledgements, refusals, the end — is `present.antike`'s; the
map is `render.antike`'s. Antike has no command that is not a move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands

from cogs._base import AgoraCog
from cogs._commands import add_engine_commands
from cogs._i18n import cmd
from present.antike import GAME_ID

if TYPE_CHECKING:
    from bot import AgoraBot


class Antike(AgoraCog):
    antike = app_commands.Group(name="antike", description=cmd("cmd.antike.desc"), guild_only=True)

    def __init__(self, bot: AgoraBot) -> None:
        super().__init__(bot)
        add_engine_commands(self.antike, self, GAME_ID)


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Antike(bot))
