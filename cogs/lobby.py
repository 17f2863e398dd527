"""The lobby: `/game ...` — create, join, leave, seat order, start, status, list, abandon, help,
plus the commands every game shares: `/game play` (any legal action, with autocomplete) and
`/game view` (your private view, ephemerally: the fallback when DMs are closed).

No rules here: the service validates everything and the engine decides what is legal.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

import i18n
from cogs._authority import admin_line, authority
from cogs._base import AgoraCog, agora_bot
from cogs._delivery import _chunks
from cogs._i18n import cmd, guild_lang, lang_of, localized_options, table_locale
from cogs._messages import EMBED_COLOUR
from cogs._permissions import missing, names_text, needed
from cogs._ui import ID, AgoraItem, label_of
from engine import registry
from present.base import NARROW
from present.help import game_help, option_word
from service.games import validate_new
from service.scheduling import SET_DEADLINE, SET_REMIND

if TYPE_CHECKING:
    from bot import AgoraBot
    from storage.records import GameRecord

AUTOCOMPLETE_LIMIT = 25
THREAD_ARCHIVE_MINUTES: Literal[10080] = 10080  # a week: multi-day games must not vanish (research §2.10)


def help_embeds(title: str | None, description: str,
                sections: Sequence[tuple[str, str]]) -> list[discord.Embed]:
    """Help as embeds within Discord's limits (a description of 4,096 characters, fields of 1,024,
    25 fields and 6,000 characters in all per embed): sections are split at line ends, and a long
    help goes on in another embed. Nothing is cut off: Spanish lines are longer than English ones,
    and a field cut at 1,024 characters once lost the end of a command's description."""
    embeds = [discord.Embed(title=title, description=description[:4096] or None, colour=EMBED_COLOUR)]
    length = len(title or "") + len(description)
    for name, body in sections:
        for i, chunk in enumerate(_chunks(body, 1024)):
            field_name = name[:256] if i == 0 else "…"
            if length + len(chunk) + len(field_name) > 5800 or len(embeds[-1].fields) >= 25:
                embeds.append(discord.Embed(colour=EMBED_COLOUR))
                length = 0
            embeds[-1].add_field(name=field_name, value=chunk, inline=False)
            length += len(chunk) + len(field_name)
    return embeds


class RepeatedOption(ValueError):
    """A table option given twice (`scoring=open scoring=hidden`): which one was meant?"""


def parse_options(text: str | None) -> dict[str, Any]:
    """`board=advanced scoring=open buildings=on` → a dict; values stay strings except booleans/ints.
    Keys and words are read in any case (`scoring=OPEN`); a key given twice is refused."""
    options: dict[str, Any] = {}
    for token in (text or "").replace(",", " ").split():
        key, sep, value = token.partition("=")
        if not sep or not key:
            raise ValueError(token)
        key = key.lower()
        if key in options:
            raise RepeatedOption(key)
        low = value.lower()
        if low in ("on", "true", "yes", "si", "sí"):
            options[key] = True
        elif low in ("off", "false", "no"):
            options[key] = False
        elif re.fullmatch(r"-?\d+", value):
            options[key] = int(value)
        else:
            options[key] = low
    return options


def _count_range(low: int, high: int) -> str:
    """"2–4" players, or "2" when the table takes only one count."""
    return str(high) if low >= high else f"{low}–{high}"


def discord_time(moment: Any, style: str = "R") -> str:
    return f"<t:{int(moment.timestamp())}:{style}>" if moment is not None else "—"


class LobbyButton(AgoraItem[discord.ui.Button[Any]],
                  template=rf"ag:l:(?P<game>{ID}):(?P<what>join|leave|start)"):
    """Join / leave / start buttons on the lobby message; they survive restarts."""

    STYLES = {"join": discord.ButtonStyle.success, "leave": discord.ButtonStyle.secondary,
              "start": discord.ButtonStyle.primary}

    def __init__(self, game_row: int, what: str, label: str) -> None:
        super().__init__(discord.ui.Button(label=label, style=self.STYLES[what],
                                           custom_id=f"ag:l:{game_row}:{what}"))
        self.game_row = game_row
        self.what = what

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> LobbyButton:
        return cls(int(match["game"]), match["what"], label_of(item, match["what"]))

    async def answer(self, interaction: discord.Interaction) -> None:
        await agora_bot(interaction).lobby_cog.lobby_action(interaction, self.what, game_row=self.game_row)


def lobby_view(game_row: int, lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for what in ("join", "leave", "start"):
        view.add_item(LobbyButton(game_row, what, i18n.t(f"lobby.button.{what}", lang)))
    return view


class Lobby(AgoraCog):
    game = app_commands.Group(name=cmd("cmd.game"), description=cmd("cmd.game.desc"), guild_only=True)

    async def cog_load(self) -> None:
        self.bot.lobby = self

    async def cog_unload(self) -> None:
        if self.bot.lobby is self:
            self.bot.lobby = None

    # ------------------------------------------------------------------ helpers
    async def _remember(self, interaction: discord.Interaction) -> None:
        await self.flow.remember(interaction)

    async def _here(self, interaction: discord.Interaction) -> GameRecord:
        return await self.flow.game_here(interaction)

    async def _lobby_text(self, record: GameRecord, lang: str) -> str:
        assert self.bot.players is not None
        names = [await self.bot.players.name(u) for u in record.player_ids()]
        game_name = i18n.t(f"{record.game_id}.name", lang)
        counts = registry.get(record.game_id).player_counts(
            registry.get(record.game_id).parse_options(record.options))
        takes = _count_range(min(counts), record.max_players or max(counts))
        lines = [i18n.t("lobby.header", lang, game=game_name, id=record.id),
                 i18n.t("lobby.players", lang, n=len(names), range=takes,
                        names=i18n.format_list(names, lang) or "—")]
        # The options the creator chose, as typed (the stored options include every default).
        defaults = registry.get(record.game_id).parse_options({}).model_dump(mode="json")
        chosen = {k: v for k, v in (record.options or {}).items() if defaults.get(k) != v}
        if chosen:
            opts = " ".join(f"`{k}={option_word(v)}`" for k, v in chosen.items())
            lines.append(i18n.t("lobby.options", lang, options=opts))
        lines.append(i18n.t("lobby.seat_order", lang, order=i18n.t(f"lobby.order.{record.seat_order}", lang)))
        return "\n".join(lines)

    async def _post_lobby(self, record: GameRecord, lang: str) -> None:
        channel = self.bot.get_partial_messageable(record.channel_id)
        await channel.send(await self._lobby_text(record, lang), view=lobby_view(record.id, lang),
                           allowed_mentions=discord.AllowedMentions.none())

    async def _check_dm(self, interaction: discord.Interaction, record: GameRecord) -> str:
        """Send a test DM at join time; a closed DM is recorded and explained, never fatal."""
        lang = lang_of(interaction)
        try:
            dm = await self.bot.create_dm(discord.Object(id=interaction.user.id))
            await dm.send(i18n.t("lobby.dm_test", lang, game=i18n.t(f"{record.game_id}.name", lang),
                                 channel=f"<#{record.channel_id}>"))
        except discord.HTTPException:
            await self.flow.players.set_dm_closed(interaction.user.id, True)
            return "\n" + i18n.t("lobby.dm_closed", lang)
        await self.flow.players.set_dm_closed(interaction.user.id, False)
        return ""

    # ------------------------------------------------------------------ commands
    @game.command(name=cmd("cmd.game.new"), description=cmd("cmd.game.new.desc"))
    @localized_options()
    @app_commands.describe(game=cmd("cmd.game.new.game"), where=cmd("cmd.game.new.where"),
                           players=cmd("cmd.game.new.players"), options=cmd("cmd.game.new.options"),
                           seat_order=cmd("cmd.game.new.seat_order"))
    @app_commands.choices(
        where=[app_commands.Choice(name=cmd("cmd.choice.here"), value="here"),
               app_commands.Choice(name=cmd("cmd.choice.thread"), value="thread")],
        seat_order=[app_commands.Choice(name=cmd("cmd.choice.random"), value="random"),
                    app_commands.Choice(name=cmd("cmd.choice.chosen"), value="chosen")])
    async def new(self, interaction: discord.Interaction, game: str, where: str = "here",
                  players: app_commands.Range[int, 1, 8] | None = None, options: str | None = None,
                  seat_order: str = "random") -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self._remember(interaction)
        try:
            parsed = parse_options(options)
        except RepeatedOption as exc:
            await self.flow.refuse(interaction, "lobby.err.options_repeated", option=str(exc)[:50])
            return
        except ValueError as exc:
            await self.flow.refuse(interaction, "lobby.err.options_syntax", token=str(exc)[:50])
            return
        async with self.flow.refusals(interaction):
            # Validate everything before creating a thread, so a refusal leaves nothing behind.
            if not await self._may_create_here(interaction, where):
                return
            await validate_new(self.service, interaction.channel_id or 0, game, parsed, players)
            await self._create(interaction, game, where, players, parsed, seat_order)

    async def _may_create_here(self, interaction: discord.Interaction, where: str) -> bool:
        """The server allows games in this channel, and the bot has every permission a game needs
        here (named when one is missing, instead of a board failing later)."""
        assert self.bot.guild_settings is not None
        settings = await self.bot.guild_settings.get(interaction.guild_id)
        channel = interaction.channel
        in_thread = isinstance(channel, discord.Thread)
        parent = channel.parent_id if isinstance(channel, discord.Thread) else None
        if not settings.allows(interaction.channel_id or 0, parent):
            await self.flow.refuse(interaction, "lobby.err.channel_not_allowed",
                                   channels=" ".join(f"<#{c}>" for c in settings.channels))
            return False
        gaps = missing(interaction.app_permissions, needed(thread=in_thread, new_thread=where == "thread"))
        if gaps:
            await self.flow.refuse(interaction, "lobby.err.missing_permissions",
                                   missing=names_text(gaps, lang_of(interaction)))
            return False
        return True

    async def _create(self, interaction: discord.Interaction, game: str, where: str, players: int | None,
                      parsed: dict[str, Any], seat_order: str) -> None:
        lang = lang_of(interaction)
        channel_id = interaction.channel_id or 0
        parent_id = None
        if where == "thread":
            channel = interaction.channel
            if not isinstance(channel, discord.TextChannel):
                await self.flow.refuse(interaction, "lobby.err.thread_here")
                return
            title = i18n.t(f"{game}.name", guild_lang(interaction))
            thread = await channel.create_thread(
                name=f"{title} · {interaction.user.display_name}"[:100],
                type=discord.ChannelType.public_thread, auto_archive_duration=THREAD_ARCHIVE_MINUTES)
            channel_id, parent_id = thread.id, channel.id
        assert self.bot.guild_settings is not None
        server = await self.bot.guild_settings.get(interaction.guild_id)
        presets: dict[str, Any] = {}
        if server.deadline is not None:
            presets[SET_DEADLINE] = server.deadline
        if server.remind_hours is not None:
            presets[SET_REMIND] = server.remind_hours
        locale = server.language or table_locale(interaction)
        record = await self.service.create(
            guild_id=interaction.guild_id, channel_id=channel_id, parent_channel_id=parent_id,
            game_id=game, creator_id=interaction.user.id, options=parsed, max_players=players,
            seat_order=seat_order, locale=locale, settings=presets)
        if where == "thread":
            await self._announce_thread(interaction, record, thread)
        note = await self._check_dm(interaction, record)
        await self._post_lobby(record, i18n.language(record.locale))
        await self.flow.reply(interaction, i18n.t("lobby.created", lang, game=i18n.t(f"{game}.name", lang),
                                                  channel=f"<#{channel_id}>") + note)

    async def _announce_thread(self, interaction: discord.Interaction, record: GameRecord,
                               thread: discord.Thread) -> None:
        """A game in a thread stays findable from its channel: the thread's name carries the game's
        number, and the channel gets a short notice linking to it."""
        lang = i18n.language(record.locale)
        title = i18n.t(f"{record.game_id}.name", lang)
        with contextlib.suppress(discord.HTTPException):  # a name without the number fails nothing
            await thread.edit(name=f"#{record.id} {title} · {interaction.user.display_name}"[:100])
        channel = self.bot.get_partial_messageable(record.parent_channel_id or record.channel_id)
        await channel.send(i18n.t("lobby.thread_notice", lang, who=interaction.user.display_name, game=title,
                                  id=record.id, thread=f"<#{record.channel_id}>"),
                           allowed_mentions=discord.AllowedMentions.none())

    @new.autocomplete("game")
    async def new_game_autocomplete(self, interaction: discord.Interaction,
                                    current: str) -> list[app_commands.Choice[str]]:
        lang = lang_of(interaction)
        out = []
        for game_id in registry.ids():
            label = i18n.t(f"{game_id}.name", lang)
            if current.lower() in game_id or current.lower() in label.lower():
                out.append(app_commands.Choice(name=label[:100], value=game_id))
        return out[:AUTOCOMPLETE_LIMIT]

    async def lobby_action(self, interaction: discord.Interaction, what: str, *,
                           game_row: int | None = None) -> None:
        """join / leave / start, from a command or a lobby button."""
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self._remember(interaction)
        async with self.flow.refusals(interaction):
            if game_row is not None:
                record, _ = await self.service.load(game_row)
            else:
                record = await self._here(interaction)
            if what == "join":
                record = await self.service.join(record.id, interaction.user.id)
                note = await self._check_dm(interaction, record)
                await self.flow.reply(interaction, i18n.t("lobby.joined", lang) + note)
                await self._post_lobby(record, i18n.language(record.locale))
            elif what == "leave":
                record = await self.service.leave(record.id, interaction.user.id)
                await self.flow.reply(interaction, i18n.t("lobby.left", lang))
                await self._post_lobby(record, i18n.language(record.locale))
            else:
                record = (await self.service.start(record.id, interaction.user.id)).record
                await self.flow.reply(interaction, i18n.t("lobby.started", lang))
                await self.flow.deliver(record.id)

    @game.command(name=cmd("cmd.game.join"), description=cmd("cmd.game.join.desc"))
    async def join(self, interaction: discord.Interaction) -> None:
        await self.lobby_action(interaction, "join")

    @game.command(name=cmd("cmd.game.leave"), description=cmd("cmd.game.leave.desc"))
    async def leave(self, interaction: discord.Interaction) -> None:
        await self.lobby_action(interaction, "leave")

    @game.command(name=cmd("cmd.game.start"), description=cmd("cmd.game.start.desc"))
    async def start(self, interaction: discord.Interaction) -> None:
        await self.lobby_action(interaction, "start")

    @game.command(name=cmd("cmd.game.seats"), description=cmd("cmd.game.seats.desc"))
    @localized_options()
    @app_commands.describe(order=cmd("cmd.game.seats.order"))
    async def seats(self, interaction: discord.Interaction, order: str) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        ids = [int(m) for m in re.findall(r"<@!?(\d+)>", order)]
        if not ids:
            await self.flow.refuse(interaction, "lobby.err.seats_syntax")
            return
        async with self.flow.refusals(interaction):
            record = await self._here(interaction)
            record = await self.service.set_seat_order(record.id, interaction.user.id, ids)
            await self.flow.reply(interaction, i18n.t("lobby.seats_set", lang))
            await self._post_lobby(record, i18n.language(record.locale))

    @game.command(name=cmd("cmd.game.status"), description=cmd("cmd.game.status.desc"))
    async def status(self, interaction: discord.Interaction) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.flow.refusals(interaction):
            await self._status(interaction, await self._here(interaction), lang)

    async def _status(self, interaction: discord.Interaction, record: GameRecord, lang: str) -> None:
        if record.status == "lobby":
            await self.flow.reply(interaction, await self._lobby_text(record, lang))
            return
        record, state = await self.service.load(record.id)
        embed, file = await self.flow.public_embed(record, state, lang)
        since = record.last_action_at or record.updated_at
        status = i18n.t(f"lobby.status.{record.status}", lang)
        if self.flow.presenter(record).shows_move_count:
            text = i18n.t("lobby.status", lang, status=status, since=discord_time(since))
        else:  # when the last move was made would tell of a secret one (issue 37)
            text = i18n.t("lobby.status_only", lang, status=status)
        kwargs: dict[str, Any] = {"embed": embed}
        if file is not None:
            kwargs["file"] = file
        await self.flow.reply(interaction, text, **kwargs)

    @game.command(name=cmd("cmd.game.list"), description=cmd("cmd.game.list.desc"))
    async def list_games(self, interaction: discord.Interaction) -> None:
        lang = lang_of(interaction)
        records = await self.service.store.list_games(interaction.guild_id or 0)
        if not records:
            await self.flow.reply(interaction, i18n.t("lobby.list_empty", lang))
            return
        lines = [i18n.t("lobby.list_header", lang)]
        for r in records[:30]:
            # When the last move was made, but where a move may be secret (issue 37).
            timed = r.game_id not in registry.ids() or self.flow.presenter(r).shows_move_count
            line = i18n.t("lobby.list_line" if timed else "lobby.list_line_only", lang, id=r.id,
                          game=i18n.t(f"{r.game_id}.name", lang), channel=f"<#{r.channel_id}>",
                          status=i18n.t(f"lobby.status.{r.status}", lang),
                          since=discord_time(r.last_action_at or r.updated_at))
            awaited = await self._awaited_users(r)
            if awaited:
                names = ", ".join([f"**{await self.flow.players.name(u)}**" for u in awaited])
                line += " — " + i18n.t("lobby.list_waiting", lang, who=names)
            if interaction.user.id in awaited:
                line = i18n.t("lobby.list_yours", lang, line=line)
            lines.append(line)
        await self.flow.reply(interaction, "\n".join(lines)[:2000])

    async def _awaited_users(self, record: GameRecord) -> list[int]:
        """Who an active game waits for now, in seat order."""
        if record.status != "active":
            return []
        state = self.service.state_of(record)
        if state is None:
            return []
        users = [record.user_of(d.seat) for d in self.service.awaiting(record, state)]
        return [u for u in dict.fromkeys(users) if u is not None]

    @game.command(name=cmd("cmd.game.abandon"), description=cmd("cmd.game.abandon.desc"))
    async def abandon(self, interaction: discord.Interaction) -> None:
        await self._abandon_here(interaction)

    async def _abandon_here(self, interaction: discord.Interaction) -> None:
        """`/game abandon` and `/game cancel`: this channel's game."""
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.flow.refusals(interaction):
            await self._abandon(interaction, await self._here(interaction), lang)

    async def _abandon(self, interaction: discord.Interaction, record: GameRecord, lang: str) -> None:
        role = await authority(self.bot, interaction, record)
        result = await self.service.abandon(record.id, interaction.user.id, force=role == "moderator")
        if result.abandoned:
            await self.flow.reply(interaction, i18n.t("lobby.abandoned", lang))
            glang = i18n.language(record.locale)
            if role == "moderator":
                what = i18n.t("admin.abandoned", glang)
                text = admin_line(glang, interaction.user.display_name, role, what)
            else:
                text = i18n.t("lobby.abandoned_public", glang, who=interaction.user.display_name)
            if role is not None:
                await self.service.store.log_admin(record.id, interaction.user.id, role, "abandon")
            # The line, then the status message saying so, waiting for nobody (one delivery).
            await self.flow.post_line(record.id, text)
        else:
            await self.flow.reply(interaction, i18n.t("lobby.abandon_vote", lang, votes=result.votes,
                                                      needed=result.needed))
            await self.flow.post_line(record.id, i18n.t(
                "lobby.abandon_vote_public", i18n.language(record.locale), who=interaction.user.display_name,
                votes=result.votes, needed=result.needed))

    @game.command(name=cmd("cmd.game.help"), description=cmd("cmd.game.help.desc"))
    @localized_options()
    @app_commands.describe(game=cmd("cmd.game.help.game"))
    async def help(self, interaction: discord.Interaction, game: str | None = None) -> None:
        lang = lang_of(interaction)
        if not game:
            text = i18n.t("lobby.help", lang, games=", ".join(f"`{g}`" for g in registry.ids()))
            sections = [
                (f"/{i18n.t(f'cmd.{group_name}', lang)}", "\n".join(self.command_list(group_name, lang)))
                for group_name in ("game", "me", "agora")
            ]
            for embed in help_embeds(None, text, sections):
                await self.flow.reply(interaction, "", embed=embed)
            return
        if game not in registry.ids():
            await self.flow.refuse(interaction, "service.err.unknown_game", game=game[:50],
                                   games=", ".join(registry.ids()))
            return
        for embed in help_embeds(i18n.t(f"{game}.name", lang), "", game_help(game, lang)):
            await self.flow.reply(interaction, "", embed=embed)

    def command_list(self, group_name: str, lang: str) -> list[str]:
        """Every subcommand of a group as the reader's client shows it, with what it does
        (read from the command tree, so the list never misses a command)."""
        group = self.bot.tree.get_command(group_name)
        if not isinstance(group, app_commands.Group):
            return []

        def words(text: Any) -> str:
            key = getattr(text, "extras", {}).get("key")
            return i18n.t(key, lang) if key and i18n.has(key) else str(text)

        lines = []
        for command in group.walk_commands():
            if isinstance(command, app_commands.Group):
                continue
            path, parent = [words(command._locale_name or command.name)], command.parent
            while parent is not None:
                path.insert(0, words(parent._locale_name or parent.name))
                parent = parent.parent
            lines.append(f"`/{' '.join(path)}` — {words(command._locale_description or command.description)}")
        return lines

    @game.command(name=cmd("cmd.game.cancel"), description=cmd("cmd.game.cancel.desc"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        """What people call abandoning a game: the same command under the word they try first."""
        await self._abandon_here(interaction)

    help.autocomplete("game")(new_game_autocomplete)

    @game.command(name=cmd("cmd.game.view"), description=cmd("cmd.game.view.desc"))
    async def view(self, interaction: discord.Interaction) -> None:
        await self.flow.show_private(interaction)

    @game.command(name=cmd("cmd.game.play"), description=cmd("cmd.game.play.desc"))
    @localized_options()
    @app_commands.describe(action=cmd("cmd.game.play.action"))
    async def play(self, interaction: discord.Interaction, action: str) -> None:
        if action.strip() == NARROW:  # the cut list's last entry: it only says how to narrow
            await interaction.response.send_message(i18n.t("flow.play.narrow_hint", lang_of(interaction)),
                                                    ephemeral=True)
            return
        await self.flow.act(interaction, action)

    @play.autocomplete("action")
    async def play_autocomplete(self, interaction: discord.Interaction,
                                current: str) -> list[app_commands.Choice[str]]:
        """The user's legal moves in the reader's words (players by name), the text form only
        as the value sent back; the presenter orders them and says when the list is cut."""
        record = await self.service.store.get_game_by_channel(interaction.channel_id or 0)
        state = self.service.state_of(record) if record is not None and record.status == "active" else None
        if record is None or state is None:
            return []
        game = registry.get(record.game_id)
        awaited = set(game.seats_awaited(state))
        seats = [s for s in record.seats_of(interaction.user.id) if s in awaited]
        if not seats:
            return []
        legal = [a for seat in seats for a in await self.service.legal(record, state, seat)]
        presenter = self.flow.presenter(record)
        names = await self.flow.names(record)
        lang = lang_of(interaction)

        def choices() -> list[tuple[str, str]]:
            view = game.player_view(state, seats[0]) if presenter.play_labels_read_view else None
            return presenter.play_choices(legal, current, lang, names, view)

        found = await asyncio.to_thread(choices)
        return [app_commands.Choice(name=name, value=value) for name, value in found[:AUTOCOMPLETE_LIMIT]]


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Lobby(bot))
    bot.add_dynamic_items(LobbyButton)
