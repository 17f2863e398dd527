"""What every Agora cog shares: the bot, the flow, the one error handler, the legal moves."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import discord
from discord import app_commands
from discord.ext import commands

from service.games import legal_texts_for_user

if TYPE_CHECKING:
    from bot import AgoraBot
    from cogs._flow import GameFlow
    from service import GameService


def agora_bot(interaction: discord.Interaction) -> AgoraBot:
    """The bot an interaction reached: Agora's (discord.py types `client` as any Client)."""
    return cast("AgoraBot", interaction.client)


class AgoraCog(commands.Cog):
    def __init__(self, bot: AgoraBot) -> None:
        self.bot = bot

    @property
    def flow(self) -> GameFlow:
        assert self.bot.flow is not None
        return self.bot.flow

    @property
    def service(self) -> GameService:
        assert self.bot.service is not None
        return self.bot.service

    async def cog_app_command_error(self, interaction: discord.Interaction,
                                    error: app_commands.AppCommandError) -> None:
        await self.flow.on_app_command_error(interaction, error)

    async def legal_texts(self, interaction: discord.Interaction) -> list[str]:
        """The action texts the user may play now in this channel's game (for autocomplete)."""
        return await legal_texts_for_user(self.service, interaction.channel_id or 0, interaction.user.id)
