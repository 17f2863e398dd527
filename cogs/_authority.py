"""Who may do what beyond playing: a game's creator, and the server's moderators.

Moderators are the members of the role set with `/agora settings moderator_role:`, and anyone
with the Manage Server permission. Their actions on a game are admin actions: posted publicly
in the game's channel, naming who did it and as what, and written to `admin_log`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

import i18n

if TYPE_CHECKING:
    from bot import AgoraBot
    from storage import GameRecord


async def is_moderator(bot: AgoraBot, interaction: discord.Interaction) -> bool:
    if interaction.guild_id is None or not isinstance(interaction.user, discord.Member):
        return False
    if interaction.permissions.manage_guild:
        return True
    assert bot.guild_settings is not None
    role = (await bot.guild_settings.get(interaction.guild_id)).moderator_role
    return role is not None and interaction.user.get_role(role) is not None


async def authority(bot: AgoraBot, interaction: discord.Interaction, record: GameRecord) -> str | None:
    """"creator", "moderator" (of the game's server) or None."""
    if interaction.user.id == record.creator_id:
        return "creator"
    if record.guild_id is not None and record.guild_id == interaction.guild_id \
            and await is_moderator(bot, interaction):
        return "moderator"
    return None


def admin_line(lang: str, who: str, role: str, what: str) -> str:
    """The public wording of every admin action: it names itself, who did it and as what."""
    return i18n.t("admin.public", lang, who=who, role=i18n.t(f"admin.role.{role}", lang), what=what)
