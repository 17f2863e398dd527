"""Through the Ages in Discord: the `/tta` commands (generated from the engine's actions), the
tableaux, the card texts and the end-of-game statistics (issue 13).

Words, labels, buttons and DMs are `present.tta`'s; images are `render.tta`'s; the rules are the
engine's. This cog only places the generated commands in groups players can find (Discord
allows 25 entries in a group): the turn and political actions at the top, the out-of-turn
answers under `/tta answer`, the leader and pact powers (and resigning) under `/tta special`;
answers without details (yield, accept, refuse, pass, skip, done) are buttons only.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands

import i18n
from cogs._base import AgoraCog, agora_bot
from cogs._commands import add_engine_commands, read_seat
from cogs._i18n import cmd, lang_of, localized_options
from cogs._ui import ID, usable
from engine import registry
from engine.tta.view_schema import card_facts
from present.tta import PRESENTER, card_name, effect_text
from render.tta import render_board, render_tableaux
from service.errors import GameNotActive

if TYPE_CHECKING:
    from bot import AgoraBot
    from storage.records import GameRecord

log = logging.getLogger("agora.tta")

GAME_ID = "tta"
AUTOCOMPLETE_LIMIT = 25

PRESENTER.draw_board = render_board


class TableauButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"ag:tta:t:(?P<game>{ID})"):
    """Under the board: every player's tableau, ephemerally (public information, on demand)."""

    def __init__(self, game_row: int, label: str = "Tableaux") -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=discord.ButtonStyle.secondary, custom_id=f"ag:tta:t:{game_row}", emoji="🗂"
            )
        )
        self.game_row = game_row
        self.refusing = False

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> TableauButton:
        made = cls(int(match["game"]), getattr(item, "label", None) or "")
        made.refusing = not usable(item)  # a forged id on another kind of component, or too long
        return made

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = cast("Tta | None", agora_bot(interaction).get_cog("Tta"))
        if cog is None:
            return
        if self.refusing:
            await cog.flow.refuse_unknown_component(interaction)
            return
        async with cog.flow.component_errors(interaction):
            await cog.show_tableaux(interaction, None, game_row=self.game_row)


class Tta(AgoraCog):
    tta = app_commands.Group(name="tta", description=cmd("cmd.tta.desc"), guild_only=True)

    def __init__(self, bot: AgoraBot) -> None:
        super().__init__(bot)
        # The generated commands; answers and powers in the presenter's subgroups.
        add_engine_commands(self.tta, self, GAME_ID)

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(TableauButton)
        self.flow.board_items.append(self.board_items)
        self.flow.game_over_extras.append(self.game_over_statistics)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(TableauButton)
        if self.board_items in self.flow.board_items:
            self.flow.board_items.remove(self.board_items)
        if self.game_over_statistics in self.flow.game_over_extras:
            self.flow.game_over_extras.remove(self.game_over_statistics)

    # ------------------------------------------------------------------ hooks
    def board_items(self, record: GameRecord, lang: str) -> list[discord.ui.Item[Any]]:
        if record.game_id != GAME_ID:
            return []
        return [TableauButton(record.id, i18n.t("tta.button.tableaux", lang))]

    async def game_over_statistics(self, record: GameRecord, lang: str) -> str:
        """The final scoring event by event, culture by source, wars, wonders and leaders (the
        outcome's detail: the engine keeps them as the game goes)."""
        if record.game_id != GAME_ID or not record.outcome:
            return ""
        names = await self.flow.names(record)
        return PRESENTER.statistics(record.outcome, names, lang)

    # ------------------------------------------------------------------ commands
    @tta.command(name=cmd("cmd.tta.hand"), description=cmd("cmd.tta.hand.desc"))
    async def hand(self, interaction: discord.Interaction) -> None:
        """Your military hand, the events you prepared and what you must answer (like "My view")."""
        await self.flow.show_private(interaction)

    @tta.command(name=cmd("cmd.tta.board"), description=cmd("cmd.tta.board.desc"))
    async def board(self, interaction: discord.Interaction) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.flow.refusals(interaction):
            record, state = await self.service.load((await self.flow.game_here(interaction)).id)
            if state is None:
                raise GameNotActive.for_status(record.status)
            embed, file = await self.flow.public_embed(record, state, lang)
            kwargs: dict[str, Any] = {"embed": embed}
            if file is not None:
                kwargs["file"] = file
            await self.flow.reply(interaction, "", **kwargs)

    @tta.command(name=cmd("cmd.tta.tableau"), description=cmd("cmd.tta.tableau.desc"))
    @localized_options()
    @app_commands.describe(player=cmd("cmd.tta.tableau.player"))
    async def tableau(self, interaction: discord.Interaction, player: str | None = None) -> None:
        await self.show_tableaux(interaction, player)

    @tableau.autocomplete("player")
    async def tableau_player(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        record = await self.service.store.get_game_by_channel(interaction.channel_id or 0)
        if record is None or record.game_id != GAME_ID:
            return []
        names = await self.flow.names(record)
        needle = (current or "").casefold()
        return [
            app_commands.Choice(name=n[:100], value=str(s))
            for s, n in enumerate(names)
            if needle in n.casefold()
        ][:AUTOCOMPLETE_LIMIT]

    async def show_tableaux(
        self, interaction: discord.Interaction, player: str | None, *, game_row: int | None = None
    ) -> None:
        """Tableaux as images, ephemerally: one player's, or everyone's (public information)."""
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            if game_row is None:
                game_row = (await self.flow.game_here(interaction)).id
            record, state = await self.service.load(game_row)
            if state is None or record.game_id != GAME_ID:
                raise GameNotActive.for_status(record.status)
            names = await self.flow.names(record)
            seats = list(range(len(names)))
            if player:
                seats = [read_seat(player, names)]
            view = registry.get(GAME_ID).public_view(state)
            images = await asyncio.to_thread(render_tableaux, view, names, lang, seats)
            files = [
                discord.File(io.BytesIO(data), filename=f"tableau-{seat + 1}.png")
                for seat, data in zip(seats, images, strict=True)
            ]
            text = i18n.t("tta.ui.tableaux", lang, who=i18n.format_list([names[s] for s in seats], lang))
            await self.flow.reply(interaction, text, files=files)

    @tta.command(name=cmd("cmd.tta.card"), description=cmd("cmd.tta.card.desc"))
    @localized_options()
    @app_commands.describe(name=cmd("cmd.tta.card.name"))
    async def card(self, interaction: discord.Interaction, name: str) -> None:
        """What a card does (any card: the texts are public)."""
        lang = lang_of(interaction)
        async with self.flow.refusals(interaction):
            found = registry.get(GAME_ID).resolve("card", name.strip())
            if found is None:
                await self.flow.refuse(interaction, "tta.ui.err.no_such_card", name=name[:60])
                return
            await self.flow.reply(interaction, self.card_text(found, lang))

    @staticmethod
    def card_text(card: str, lang: str) -> str:
        f = card_facts()[card]
        kind = PRESENTER.kind_word(f, lang)
        lines = [
            f"**{card_name(card, lang, age=True)}** · {kind} · " + i18n.t("tta.ui.age", lang, age=f.age),
            effect_text(card, lang),
        ]
        details = []
        if f.science_cost is not None:
            details.append(i18n.t("tta.ui.science_cost", lang, n=f.science_cost))
        if f.revolution_cost is not None:
            details.append(i18n.t("tta.ui.revolution_cost", lang, n=f.revolution_cost))
        if f.stage_costs:
            details.append(i18n.t("tta.ui.stage_costs", lang, costs=" + ".join(map(str, f.stage_costs))))
        if f.military_action_cost:
            details.append(i18n.t("tta.ui.military_cost", lang, n=f.military_action_cost))
        if details:
            lines.append(" · ".join(details))
        return "\n".join(line for line in lines if line)

    @card.autocomplete("name")
    async def card_name_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        lang = lang_of(interaction)
        needle = (current or "").casefold()
        out = []
        for card in card_facts():
            label = card_name(card, lang, age=True)
            if needle in label.casefold() or needle in card:
                out.append(app_commands.Choice(name=label[:100], value=card))
            if len(out) >= AUTOCOMPLETE_LIMIT:
                break
        return out


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Tta(bot))


__all__ = ["TableauButton", "Tta"]
