"""Through the Ages in Discord: the `/tta` commands (generated from the engine's actions), the
tableaux and the card texts (issue 13).

Words, labels, buttons and DMs are `present.tta`'s; images are `render.tta`'s; the rules are the
engine's; the board's tableaux button and the end-of-game statistics are its kit's
(`service/kits.py`). This cog only places the generated commands in groups players can find
(Discord allows 25 entries in a group): the turn and political actions at the top, the
out-of-turn answers under `/tta answer`, the leader and pact powers (and resigning) under
`/tta special`; answers without details (yield, accept, refuse, pass, skip, done) are buttons only.
"""

from __future__ import annotations

import asyncio
import io
import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

import i18n
from cogs._base import AgoraCog
from cogs._commands import add_engine_commands, read_seat
from cogs._i18n import cmd, lang_of, localized_options
from engine import registry
from engine.tta.view_schema import card_facts
from present.tta import PRESENTER, card_name, effect_text
from render.tta import render_tableaux
from service.errors import GameNotActive

if TYPE_CHECKING:
    from bot import AgoraBot

log = logging.getLogger("agora.tta")

GAME_ID = "tta"
AUTOCOMPLETE_LIMIT = 25


class Tta(AgoraCog):
    tta = app_commands.Group(name="tta", description=cmd("cmd.tta.desc"), guild_only=True)

    def __init__(self, bot: AgoraBot) -> None:
        super().__init__(bot)
        # The generated commands; answers and powers in the presenter's subgroups.
        add_engine_commands(self.tta, self, GAME_ID)

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


__all__ = ["Tta"]
