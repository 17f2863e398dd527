"""The web pages in the bot (web/): `/game link` answers with the game's address, the channel's
status message carries it (cogs/async_play.py reads `bot.web_links`), and, unless a separate
`bot.py --web` process serves them (`AGORA_WEB_IN_BOT=0`), the pages are served from this process.

All of it stays off until the bot's admin sets `AGORA_WEB_URL` and `AGORA_WEB_PORT` (.env).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands

import i18n
from cogs._base import AgoraCog
from cogs._i18n import cmd, lang_of
from web.config import WebConfig, WebConfigError
from web.links import Links, load_secret
from web.server import WebServer

if TYPE_CHECKING:
    from bot import AgoraBot

log = logging.getLogger("agora.web")


class Web(AgoraCog):
    # Moved under the lobby's `/game` group by bot.setup_hook (`AgoraBot.attach_game_subcommands`).
    game_subcommands = app_commands.Group(name="agora-web", description=cmd("cmd.game.link.desc"),
                                          guild_only=True)

    def __init__(self, bot: AgoraBot) -> None:
        super().__init__(bot)
        self.server: WebServer | None = None
        self._starting: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        try:
            config = WebConfig.from_env()
        except WebConfigError as exc:
            log.error("the web pages stay off: %s", exc)
            return
        if config is None or self.bot.store is None:
            return
        links = Links(config, await load_secret(self.bot.store, config.secret, create=True))
        self.bot.web_links = links
        if not config.in_bot:
            return
        self.server = WebServer(self.bot.store, links)
        # Started beside the bot: the pages warm up for a few seconds before they listen.
        self._starting = asyncio.create_task(self._start(self.server, config), name="agora-web-start")

    async def _start(self, server: WebServer, config: WebConfig) -> None:
        try:
            await server.start()
        except OSError as exc:  # the port is taken: the bot runs on, without its pages
            log.error("the web pages could not start on %s:%s: %s", config.host, config.port, exc)
            await server.stop()
            if self.server is server:
                self.server = None

    async def cog_unload(self) -> None:
        if self._starting is not None and not self._starting.done():
            self._starting.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._starting
        if self.server is not None:
            await self.server.stop()
            self.server = None

    @game_subcommands.command(name=cmd("cmd.game.link"), description=cmd("cmd.game.link.desc"))
    async def link(self, interaction: discord.Interaction) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.flow.refusals(interaction):
            record = await self.flow.game_here(interaction)
            links = self.bot.web_links
            if links is None:
                await self.flow.reply(interaction, i18n.t("web.link.off", lang))
                return
            await self.flow.reply(interaction, i18n.t("web.link.reply", lang, url=links.game_url(record.id)))


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Web(bot))
