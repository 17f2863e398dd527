"""Civilization in Discord: `/civ ...`, thin over the engine and the presenter.

Every action has its generated command (`/civ move steps:"3 Tebas>Menfis; barco Atenas>Cnosos
carga 5"`, `/civ offer count: value: with:`...), autocompleted from the engine's options, whole
orders step by step (`cogs/_builder.py`), previewed and sent on **Confirm**; the trade phase's
deadline is the shared scheduler's (`Game.windows`). Here only what is not an action: `hand`,
`zoom`, `ast`, `panel` and the whole map (each picture with its words), `tradedeadline`, and the
zoomed map DMed at the start of a player's movement turn.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from cogs._base import AgoraCog, agora_bot
from cogs._commands import engine_commands, read_seat
from cogs._i18n import cmd, lang_of, localized_options
from cogs._ui import ID, usable
from engine import registry
from present.civilization import PRESENTER
from render import civilization as civ_render
from service.errors import GameNotActive, NotAPlayer, ServiceError

if TYPE_CHECKING:
    from bot import AgoraBot
    from cogs.async_play import AsyncPlay
    from storage.records import GameRecord

log = logging.getLogger("agora.civilization")

GAME_ID = "civilization"
SET_ZOOM_SENT = "civ_zoom_sent"  # "round:seat" of the last movement turn whose zoomed map was DMed

type(PRESENTER).draw = staticmethod(civ_render.render_board)


class FullMapButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"civ:map:(?P<game>{ID})"):
    """On the board: the whole map at full resolution, ephemerally (the board shows a region)."""

    def __init__(self, game_row: int, label: str = "Whole map") -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=f"civ:map:{game_row}",
                emoji="🗺",
            )
        )
        self.game_row = game_row
        self.refusing = False

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any
    ) -> FullMapButton:
        made = cls(int(match["game"]), getattr(item, "label", None) or "")
        made.refusing = not usable(item)
        return made

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = cast("Civilization", agora_bot(interaction).get_cog("Civilization"))
        if self.refusing:
            await cog.flow.refuse_unknown_component(interaction)
            return
        async with cog.flow.component_errors(interaction):
            await cog.full_map(interaction, self.game_row)


class Civilization(AgoraCog):
    civ = app_commands.Group(name="civ", description=cmd("cmd.civilization.desc"), guild_only=True)

    def __init__(self, bot: AgoraBot) -> None:
        super().__init__(bot)
        for command in engine_commands(self, GAME_ID):
            self.civ.add_command(command)

    async def cog_load(self) -> None:
        self.flow.board_items.append(self.board_items)
        self.bot.add_dynamic_items(FullMapButton)

    async def cog_unload(self) -> None:
        if self.board_items in self.flow.board_items:
            self.flow.board_items.remove(self.board_items)
        self.bot.remove_dynamic_items(FullMapButton)

    def board_items(self, record: GameRecord, lang: str) -> list[discord.ui.Item[Any]]:
        """The board shows a region (render.civilization): the whole map is one click away."""
        if record.game_id != GAME_ID or self.service.state_of(record) is None:
            return []
        return [FullMapButton(record.id, i18n.t("render.civilization.full_map_button", lang))]

    async def full_map(self, interaction: discord.Interaction, game_row: int) -> None:
        """The whole map at full resolution, ephemerally (the board's 🗺 button)."""

        def make(
            record: GameRecord, view: dict[str, Any], names: list[str], lang: str
        ) -> tuple[str, bytes | None]:
            return "", civ_render.render_full(view, names, lang)

        await self._picture(interaction, make, game_row=game_row)

    # --- pictures, each with its words ------------------------------------------------------------
    @civ.command(name=cmd("cmd.civilization.hand"), description=cmd("cmd.civilization.hand.desc"))
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.flow.show_private(interaction)

    async def _picture(
        self,
        interaction: discord.Interaction,
        make: Callable[[GameRecord, dict[str, Any], list[str], str], tuple[str, bytes | None]],
        game_row: int | None = None,
    ) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            if game_row is None:
                game_row = (await self.flow.game_here(interaction)).id
            record, state = await self.service.load(game_row)
            if record.game_id != GAME_ID or state is None:
                raise GameNotActive.for_status(record.status)
            names = await self.flow.names(record)
            view = registry.get(GAME_ID).public_view(state)
            text, data = await asyncio.to_thread(make, record, view, names, lang)
            kwargs: dict[str, Any] = {}
            if data is not None:
                kwargs["file"] = discord.File(io.BytesIO(data), filename="civ-map.png")
            await self.flow.reply(interaction, text[:2000], **kwargs)

    def _my_seat(self, interaction: discord.Interaction, record: GameRecord) -> int:
        seats = record.seats_of(interaction.user.id)
        if not seats:
            raise NotAPlayer()
        return seats[0]

    @civ.command(name=cmd("cmd.civilization.zoom"), description=cmd("cmd.civilization.zoom.desc"))
    async def zoom(self, interaction: discord.Interaction) -> None:
        def make(
            record: GameRecord, view: dict[str, Any], names: list[str], lang: str
        ) -> tuple[str, bytes | None]:
            seat = self._my_seat(interaction, record)
            data = civ_render.render_zoom(view, seat, names, lang)
            return PRESENTER.zoom_text(view, seat, names, lang, drawn=data is not None), data

        await self._picture(interaction, make)

    @civ.command(name=cmd("cmd.civilization.ast"), description=cmd("cmd.civilization.ast.desc"))
    async def ast(self, interaction: discord.Interaction) -> None:
        def make(
            record: GameRecord, view: dict[str, Any], names: list[str], lang: str
        ) -> tuple[str, bytes | None]:
            return PRESENTER.ast_text(view, names, lang), civ_render.render_ast(view, names, lang)

        await self._picture(interaction, make)

    @civ.command(name=cmd("cmd.civilization.panel"), description=cmd("cmd.civilization.panel.desc"))
    @localized_options()
    @app_commands.describe(player=cmd("cmd.civilization.player"))
    async def panel(self, interaction: discord.Interaction, player: str | None = None) -> None:
        def make(
            record: GameRecord, view: dict[str, Any], names: list[str], lang: str
        ) -> tuple[str, bytes | None]:
            seat = read_seat(player, names) if player else self._my_seat(interaction, record)
            return PRESENTER.panel_text(view, seat, names, lang), civ_render.render_panel(
                view, seat, names, lang
            )

        await self._picture(interaction, make)

    @panel.autocomplete("player")
    async def panel_player(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        record = await self.service.store.get_game_by_channel(interaction.channel_id or 0)
        if record is None or record.game_id != GAME_ID:
            return []
        needle = (current or "").casefold()
        return [
            app_commands.Choice(name=n[:100], value=str(s))
            for s, n in enumerate(await self.flow.names(record))
            if needle in n.casefold()
        ][:25]

    # --- the trade phase's length (a window on the shared scheduler) ----------------------------
    @civ.command(
        name=cmd("cmd.civilization.tradedeadline"), description=cmd("cmd.civilization.tradedeadline.desc")
    )
    @localized_options()
    @app_commands.describe(hours=cmd("cmd.civilization.hours"))
    async def tradedeadline(
        self, interaction: discord.Interaction, hours: app_commands.Range[int, 0, 168]
    ) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.flow.refusals(interaction):
            record = await self.flow.game_here(interaction)
            scheduler = cast("AsyncPlay", self.bot.get_cog("AsyncPlay")).scheduler
            await scheduler.set_window_hours(record.id, interaction.user.id, "trade", hours)
            await self.flow.reply(interaction, i18n.t("civilization.trade_deadline.set", lang, hours=hours))

    # --- the zoomed map at the start of a movement turn -----------------------------------------
    @commands.Cog.listener()
    async def on_agora_game_changed(self, game_row: int) -> None:
        try:
            record, state = await self.service.load(game_row)
        except ServiceError:
            return
        if record.game_id == GAME_ID and record.status == "active" and state is not None:
            await self.send_zoom(record, state)

    async def send_zoom(self, record: GameRecord, state: Any) -> None:
        """At the start of a person's movement turn, their DM gets the map around their areas."""
        mover = next((d.seat for d in registry.get(GAME_ID).awaiting(state) if d.kind == "move"), None)
        if mover is None or any(s.seat == mover and s.autoplay for s in record.seats):
            return
        turn = f"{state.round}:{mover}"
        if record.settings.get(SET_ZOOM_SENT) == turn:
            return
        await self.service.store.set_game_setting(record.id, SET_ZOOM_SENT, turn, now=self.service.clock())
        user = record.user_of(mover)
        if user is None or await self.flow.players.dm_closed(user):
            return
        lang = i18n.language(await self.flow.players.locale(user) or record.locale)
        names = await self.flow.names(record)
        view = registry.get(GAME_ID).public_view(state)
        data = await asyncio.to_thread(civ_render.render_zoom, view, mover, names, lang)
        if data is None:
            return
        # The board's button as the board labels it (the channel's language).
        button = i18n.t("civilization.builder.step", i18n.language(record.locale))
        command = i18n.t("cmd.civilization.move", lang)
        text = i18n.t(
            "civilization.dm.zoom", lang, channel=f"<#{record.channel_id}>", command=command, button=button
        )
        try:
            dm = await self.bot.create_dm(discord.Object(id=user))
            await dm.send(text, file=discord.File(io.BytesIO(data), filename="civ-zoom.png"))
        except discord.HTTPException:
            log.info("could not DM the zoomed map of game %s", record.id)


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Civilization(bot))
