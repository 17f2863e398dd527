"""Running Agora on a server: `/agora settings` and `/agora channels` (server admins), the
start-up permission check of every open game, and the periodic backups.

- `/agora settings [moderator_role:] [language:] [deadline:] [reminders:]` — Manage Server only.
  Moderators (that role) may pause, abandon, replace players in, or force an undo on any game of
  the server (cogs/_authority.py); `language` is the language of the bot's channel messages in new
  games; `deadline`/`reminders` are the presets new games start with. No option: show them.
- `/agora channels action:allow|forbid|anywhere [channel:]` — where games may be created.
- Start-up: every open game's channel is checked for the permissions a game needs
  (cogs/_permissions.py); what is missing is logged by name and, when the bot can still write
  there, said in the channel.
- Backups (storage/backup.py): with `AGORA_BACKUP_DIR` set, a consistent copy every
  `AGORA_BACKUP_HOURS`, keeping the newest `AGORA_BACKUP_KEEP`. Offline, the driver's `wait`
  runs `tick()`; in production a loop does, every few minutes.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import tasks

import i18n
from cogs._base import AgoraCog
from cogs._i18n import cmd, lang_of, localized_options
from cogs._permissions import missing, names_text, needed
from service.guilds import LANGUAGES, GuildSettings
from service.logs import bind
from service.scheduling import DEADLINE_PRESETS
from storage.backup import backup_database, prune_backups
from storage.records import from_db_time, to_db_time

if TYPE_CHECKING:
    from bot import AgoraBot

log = logging.getLogger("agora.admin")
NO_MENTIONS = discord.AllowedMentions.none()


class Admin(AgoraCog):
    agora = app_commands.Group(name=cmd("cmd.agora"), description=cmd("cmd.agora.desc"), guild_only=True,
                               default_permissions=discord.Permissions(manage_guild=True))

    def __init__(self, bot: AgoraBot) -> None:
        super().__init__(bot)
        self._backup_lock = asyncio.Lock()

    async def cog_load(self) -> None:
        self.bot.tickers.append(self.tick)
        self.bot.loop.create_task(self._startup_check(), name="agora-permission-check")
        if not self.bot.offline:
            self.maintenance_loop.start()

    async def cog_unload(self) -> None:
        if self.tick in self.bot.tickers:
            self.bot.tickers.remove(self.tick)
        self.maintenance_loop.cancel()

    # ------------------------------------------------------------------ maintenance
    @tasks.loop(minutes=5)
    async def maintenance_loop(self) -> None:
        try:
            await self.tick()
        except Exception:  # the loop must survive a failed backup (disk full...)
            log.exception("maintenance failed")

    @maintenance_loop.before_loop
    async def _before_maintenance(self) -> None:
        await self.bot.wait_until_ready()

    async def tick(self) -> None:
        await self.maybe_backup()

    async def maybe_backup(self) -> None:
        """A periodic backup when one is due (the time of the last one is kept in `meta`)."""
        policy = self.bot.backups
        store = self.bot.store
        if policy is None or store is None:
            return
        async with self._backup_lock:
            now = self.bot.clock()
            last = from_db_time(await store.get_meta("last_backup"))
            if last is not None and now - last < timedelta(hours=policy.every_hours):
                return
            policy.directory.mkdir(parents=True, exist_ok=True)
            info = await asyncio.to_thread(backup_database, self.bot.db_path, policy.directory, now=now)
            pruned = await asyncio.to_thread(prune_backups, policy.directory, policy.keep)
            await store.set_meta("last_backup", to_db_time(now))
            log.info("backup written to %s (%d games); %d old backups removed", info.path, info.games,
                     len(pruned))

    # ------------------------------------------------------------------ start-up permission check
    async def _startup_check(self) -> None:
        await self.bot.wait_until_ready()
        await self.check_permissions()

    async def check_permissions(self) -> list[tuple[int, list[str]]]:
        """Every open game whose channel lacks a permission a game needs: (game, missing names)."""
        problems: list[tuple[int, list[str]]] = []
        # Only where each game is played: loading every open game took seconds with thousands.
        for place in await self.service.store.open_game_places():
            guild = self.bot.get_guild(place.guild_id or 0)
            channel = guild.get_channel_or_thread(place.channel_id) if guild else None
            if guild is None or channel is None or not hasattr(channel, "permissions_for"):
                continue  # not in that server any more, or an archived thread out of the cache
            gaps = missing(channel.permissions_for(guild.me),
                           needed(thread=isinstance(channel, discord.Thread)))
            if not gaps:
                continue
            problems.append((place.id, gaps))
            bind(game=place.id)
            log.warning("game %s in #%s lacks the permission(s) %s", place.id, channel,
                        ", ".join(gaps), extra={"game": place.id, "missing": gaps})
            lang = i18n.language(place.locale)
            if not isinstance(channel, discord.abc.Messageable):
                continue
            with contextlib.suppress(discord.HTTPException):  # said there too, if the bot can write
                await channel.send(i18n.t("admin.startup_missing", lang, id=place.id,
                                          missing=names_text(gaps, lang)), allowed_mentions=NO_MENTIONS)
        return problems

    # ------------------------------------------------------------------ /agora
    async def _require_admin(self, interaction: discord.Interaction) -> bool:
        if interaction.guild_id is not None and interaction.permissions.manage_guild:
            return True
        await self.flow.refuse(interaction, "admin.err.server_admin_only")
        return False

    def settings_text(self, settings: GuildSettings, lang: str, guild_id: int | None = None) -> str:
        none = i18n.t("admin.settings.none", lang)
        role = f"<@&{settings.moderator_role}>" if settings.moderator_role else none
        language = i18n.t(f"admin.language.{settings.language}", lang) if settings.language \
            else i18n.t("admin.language.server", lang)
        deadline = i18n.t(f"async.preset.{settings.deadline}", lang) if settings.deadline else none
        reminders = i18n.t("async.dash.remind_every", lang, hours=settings.remind_hours) \
            if settings.remind_hours else (i18n.t("async.dash.remind_off", lang)
                                           if settings.remind_hours == 0 else none)
        channels = " ".join(f"<#{c}>" for c in settings.channels) or i18n.t("admin.settings.anywhere", lang)
        text = i18n.t("admin.settings.text", lang, role=role, language=language, deadline=deadline,
                      reminders=reminders, channels=channels)
        links = self.bot.web_links  # the web pages (cogs/web.py), when they are on
        if links is not None and guild_id is not None:
            text += "\n" + (i18n.t("web.settings.list_on", lang, url=links.guild_url(guild_id))
                            if settings.web_list else i18n.t("web.settings.list_off", lang))
        return text

    @agora.command(name=cmd("cmd.agora.settings"), description=cmd("cmd.agora.settings.desc"))
    @localized_options()
    @app_commands.describe(moderator_role=cmd("cmd.agora.settings.moderator_role"),
                           no_moderator_role=cmd("cmd.agora.settings.no_moderator_role"),
                           language=cmd("cmd.agora.settings.language"),
                           deadline=cmd("cmd.agora.settings.deadline"),
                           reminders=cmd("cmd.agora.settings.reminders"),
                           web_list=cmd("cmd.agora.settings.web_list"))
    @app_commands.choices(
        language=[app_commands.Choice(name=cmd(f"cmd.choice.language.{code}"), value=code)
                  for code in (*LANGUAGES, "server")],
        deadline=[app_commands.Choice(name=cmd(f"cmd.choice.preset.{p}"), value=p) for p in DEADLINE_PRESETS])
    async def settings(self, interaction: discord.Interaction, moderator_role: discord.Role | None = None,
                       no_moderator_role: bool = False, language: str | None = None,
                       deadline: str | None = None,
                       reminders: app_commands.Range[int, 0, 336] | None = None,
                       web_list: bool | None = None) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        if not await self._require_admin(interaction):
            return
        assert interaction.guild_id is not None and self.bot.guild_settings is not None
        changes: dict[str, Any] = {}
        if moderator_role is not None:
            if moderator_role.is_default():
                await self.flow.refuse(interaction, "admin.err.everyone_role")
                return
            changes["moderator_role"] = moderator_role.id
        elif no_moderator_role:
            changes["moderator_role"] = None
        if language is not None:
            changes["language"] = None if language == "server" else language
        if deadline is not None:
            changes["deadline"] = deadline
        if reminders is not None:
            changes["remind_hours"] = reminders
        if web_list is not None:
            changes["web_list"] = web_list
        if changes:
            settings = await self.bot.guild_settings.update(interaction.guild_id, **changes)
            log.info("server settings changed: %s", ", ".join(sorted(changes)),
                     extra={"guild": interaction.guild_id, "by": interaction.user.id})
        else:
            settings = await self.bot.guild_settings.get(interaction.guild_id)
        header = i18n.t("admin.settings.saved" if changes else "admin.settings.current", lang)
        text = self.settings_text(settings, lang, interaction.guild_id)
        await self.flow.reply(interaction, header + "\n" + text)

    @agora.command(name=cmd("cmd.agora.channels"), description=cmd("cmd.agora.channels.desc"))
    @localized_options()
    @app_commands.describe(action=cmd("cmd.agora.channels.action"), channel=cmd("cmd.agora.channels.channel"))
    @app_commands.choices(action=[app_commands.Choice(name=cmd(f"cmd.choice.channels.{a}"), value=a)
                                  for a in ("allow", "forbid", "anywhere")])
    async def channels(self, interaction: discord.Interaction, action: str,
                       channel: discord.TextChannel | None = None) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        if not await self._require_admin(interaction):
            return
        assert interaction.guild_id is not None and self.bot.guild_settings is not None
        settings = await self.bot.guild_settings.get(interaction.guild_id)
        if action != "anywhere" and channel is None:
            await self.flow.refuse(interaction, "admin.err.channel_needed")
            return
        if action == "anywhere":
            allowed: tuple[int, ...] = ()
        elif action == "allow":
            assert channel is not None
            allowed = tuple(dict.fromkeys((*settings.channels, channel.id)))
        else:
            assert channel is not None
            if channel.id not in settings.channels:
                await self.flow.refuse(interaction, "admin.err.not_allowed_channel",
                                       channel=f"<#{channel.id}>")
                return
            allowed = tuple(c for c in settings.channels if c != channel.id)
        settings = await self.bot.guild_settings.update(interaction.guild_id, channels=allowed)
        await self.flow.reply(interaction, i18n.t("admin.settings.saved", lang) + "\n"
                              + self.settings_text(settings, lang, interaction.guild_id))


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Admin(bot))
