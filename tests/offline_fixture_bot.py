"""A throwaway bot that exercises the offline driver (not product code).

``seen`` is shared state that outlives a bot instance, standing in for the product's sqlite db.
"""

from __future__ import annotations

import asyncio
import io
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

SQUARES = ["A1", "B2", "C3", "F1", "F2", "F10"]


class DrawButton(discord.ui.DynamicItem[discord.ui.Button], template=r"fx:draw:(?P<game>\d+)"):
    def __init__(self, game: int) -> None:
        super().__init__(discord.ui.Button(label="Draw", custom_id=f"fx:draw:{game}"))
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str], /
    ) -> DrawButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        seen: dict[str, Any] = interaction.client.seen
        seen.setdefault("draws", []).append((self.game, interaction.user.name))
        await interaction.response.send_message(
            f"{interaction.user.name} drew for game {self.game}", ephemeral=True
        )


class ColorSelect(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=600)

    @discord.ui.select(
        custom_id="fx:color",
        placeholder="Pick colors",
        min_values=1,
        max_values=2,
        options=[discord.SelectOption(label=c.capitalize(), value=c) for c in ("red", "blue", "green")],
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.edit_message(content=f"Chosen: {', '.join(select.values)}", view=None)


class MoveModal(discord.ui.Modal, title="Your move"):
    move = discord.ui.TextInput(label="Move", custom_id="fx:move")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"You played {self.move.value}", ephemeral=True)


class Tigris(app_commands.Group):
    def __init__(self, seen: dict[str, Any]) -> None:
        super().__init__(name="tigris", description="Tigris test commands")
        self.seen = seen

    @app_commands.command(name="tile", description="Place a tile")
    @app_commands.choices(
        color=[app_commands.Choice(name="Red", value="red"), app_commands.Choice(name="Blue", value="blue")]
    )
    async def tile(
        self, interaction: discord.Interaction, color: app_commands.Choice[str], square: str, count: int = 1
    ) -> None:
        self.seen["tile"] = (color.value, square, count, str(interaction.locale))
        await interaction.response.send_message(f"{color.name} tile on {square} x{count}")

    @tile.autocomplete("square")
    async def square_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        color = interaction.namespace.color
        return [
            app_commands.Choice(name=f"{s} ({color})", value=s) for s in SQUARES if s.startswith(current)
        ][:25]


class Game(app_commands.Group):
    def __init__(self, seen: dict[str, Any]) -> None:
        super().__init__(name="game", description="Games")
        self.seen = seen

    @app_commands.command(name="new", description="Start a game")
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        players: app_commands.Range[int, 2, 4],
        rival: discord.Member | None = None,
        title: str = "untitled",
        fast: bool = False,
    ) -> None:
        self.seen["new"] = (game, players, rival.name if rival else None, title, fast)
        await interaction.response.send_message(f"New {game} for {players}: {title}")


def create_fixture_bot(seen: dict[str, Any]) -> commands.Bot:
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.default(), guild_ready_timeout=0.0)
    bot.seen = seen

    async def setup_hook() -> None:
        bot.add_dynamic_items(DrawButton)
        bot.tree.add_command(Tigris(seen))
        bot.tree.add_command(Game(seen))

    bot.setup_hook = setup_hook

    @bot.tree.command(name="deal", description="Deal cards: DM the hand, post the board")
    async def deal(interaction: discord.Interaction, game: int = 7) -> None:
        await interaction.response.defer(thinking=True)
        try:
            await interaction.user.send(f"Your hand for game {game}: 3 cards")
            dm_note = "hand sent by DM"
        except discord.Forbidden as exc:
            seen.setdefault("dm_failures", []).append(exc.code)
            dm_note = f"{interaction.user.mention} has DMs closed"
        view = discord.ui.View(timeout=None)
        view.add_item(DrawButton(game))
        board = discord.File(io.BytesIO(b"\x89PNG fake board"), filename="board.png")
        embed = discord.Embed(title=f"Game {game}", description="The board").set_image(
            url="attachment://board.png"
        )
        assert isinstance(interaction.channel, discord.abc.Messageable)
        await interaction.channel.send(embed=embed, file=board, view=view)
        await interaction.followup.send(f"Dealt; {dm_note}")

    @bot.tree.command(name="menu", description="Show a select menu")
    async def menu(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("Choose", view=ColorSelect())

    @bot.tree.command(name="thread", description="Open a thread for a game")
    async def thread(interaction: discord.Interaction, name: str) -> None:
        await interaction.response.defer(ephemeral=True)
        assert isinstance(interaction.channel, discord.TextChannel)
        created = await interaction.channel.create_thread(name=name, type=discord.ChannelType.public_thread)
        await created.send(f"Welcome to {name}")
        await interaction.followup.send(f"Opened {created.mention}", ephemeral=True)

    @bot.tree.command(name="where", description="Say where the command ran")
    async def where(interaction: discord.Interaction) -> None:
        channel = interaction.channel
        kind = getattr(channel, "type", None)
        await interaction.response.send_message(
            f"in {getattr(channel, 'name', '?')} type {kind}", ephemeral=True
        )

    @bot.tree.command(name="ask", description="Open a modal")
    async def ask(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(MoveModal())

    @bot.tree.command(name="spawn", description="Answers, then a background task fails")
    async def spawn(interaction: discord.Interaction) -> None:
        async def fails() -> None:
            raise ValueError("background oops")

        seen["spawned"] = asyncio.create_task(fails(), name="fixture-background")
        await interaction.response.send_message("spawned", ephemeral=True)

    @bot.tree.command(name="silent", description="Never answers")
    async def silent(interaction: discord.Interaction) -> None:
        seen["silent"] = True

    @bot.tree.command(name="boom", description="Raises")
    async def boom(interaction: discord.Interaction) -> None:
        raise RuntimeError("kaboom")

    async def offline_tick() -> None:
        seen["ticks"] = seen.get("ticks", 0) + 1

    bot.offline_tick = offline_tick
    return bot


def create_bot(*, db_path: str, clock: Any, offline: bool = True) -> commands.Bot:
    """Same signature as the product factory, so ``--factory tests.offline_fixture_bot:create_bot`` works."""
    del db_path, clock, offline
    return create_fixture_bot({})
