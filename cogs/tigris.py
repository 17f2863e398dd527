"""Tigris & Euphrates in Discord: `/tigris ...` commands, buttons and the board image.

Every command builds the engine's text form of an action (`tile red F3`, `leader black G5`,
`support 2`...) and hands it to the shared flow; squares are autocompleted from the engine's
legal actions for the chosen tile or leader, so players are only offered legal squares.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from cogs._i18n import cmd
from cogs._present import ButtonSpec, Presenter, PublicMessage, register
from engine.core import Decision
from service.games import legal_texts_for_user

if TYPE_CHECKING:
    from bot import AgoraBot
    from cogs._flow import GameFlow

GAME_ID = "tigris"
COLOURS = ("red", "blue", "green", "black")
COLOUR_EMOJI = {"red": "🟥", "blue": "🟦", "green": "🟩", "black": "⬛"}
DYNASTY_EMOJI = {"bow": "🏹", "lion": "🦁", "bull": "🐂", "urn": "🏺"}
AUTOCOMPLETE_LIMIT = 25


def colour_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=cmd(f"tigris.color.{c}"), value=c) for c in COLOURS]


class TigrisPresenter(Presenter):
    game_id = GAME_ID

    def colour(self, colour: str, lang: str) -> str:
        return f"{COLOUR_EMOJI.get(colour, '')} {i18n.t(f'tigris.color.{colour}', lang)}"

    def public_message(self, view: dict[str, Any], names: list[str], decisions: list[Decision],
                       lang: str) -> PublicMessage:
        fields: list[tuple[str, str]] = []
        for player in view.get("players", []):
            seat = player["seat"]
            name = names[seat] if seat < len(names) else f"#{seat}"
            lines = [i18n.t("tigris.panel.hand", lang, n=player["tiles_in_hand"]),
                     i18n.t("tigris.panel.catastrophes", lang, n=player["catastrophes_left"]),
                     i18n.t("tigris.panel.treasures", lang, n=player["treasures"])]
            leaders = " ".join(COLOUR_EMOJI[c] for c in player.get("leaders_in_hand", []))
            lines.append(i18n.t("tigris.panel.leaders_in_hand", lang, leaders=leaders or "—"))
            if player.get("score") is not None:
                lines.append(" ".join(f"{COLOUR_EMOJI[c]}{v}" for c, v in player["score"].items()))
            fields.append((f"{DYNASTY_EMOJI.get(player['dynasty'], '')} {name}", "\n".join(lines)))
        description = [i18n.t("tigris.panel.bag", lang, bag=view.get("bag", 0),
                              treasures=view.get("treasures_left", 0))]
        conflict = view.get("conflict")
        if conflict:
            description.append(self.conflict_line(conflict, names, lang))
        log = view.get("log") or []
        if log:
            description.append("```\n" + "\n".join(log[-5:]) + "\n```")
        description.append(self.awaiting_line(names, decisions, lang))
        return PublicMessage(title=i18n.t("tigris.name", lang), description="\n".join(description),
                             fields=fields)

    def conflict_line(self, conflict: dict[str, Any], names: list[str], lang: str) -> str:
        def side(s: dict[str, Any]) -> str:
            committed = "?" if s.get("committed") is None else s["committed"]
            who = names[s["seat"]] if s["seat"] < len(names) else s["seat"]
            return f"{DYNASTY_EMOJI.get(s['dynasty'], '')} {who} {s['square']} ({s['base']} + {committed})"

        return i18n.t(f"tigris.panel.conflict.{conflict['kind']}", lang,
                      color=self.colour(conflict["color"], lang),
                      attacker=side(conflict["attacker"]), defender=side(conflict["defender"]))

    def render(self, view: dict[str, Any], names: list[str], lang: str) -> bytes | None:
        from render.tigris import render_board

        return render_board(view, names=names, lang=lang)

    def button_label(self, action_text: str, lang: str) -> str:
        word, _, rest = action_text.partition(" ")
        key = f"tigris.button.{word}"
        if not i18n.has(key):
            return action_text
        if word in ("war",):
            return i18n.t(key, lang, color=i18n.t(f"tigris.color.{rest}", lang))
        return i18n.t(key, lang, rest=rest)

    def buttons(self, decision: Decision, legal: list[str], lang: str) -> list[ButtonSpec]:
        if decision.kind == "action":
            # A turn has hundreds of legal moves: offer only the one-click ones here.
            quick = [a for a in legal if a == "pass"]
            return [ButtonSpec(self.button_label(a, lang), a) for a in quick]
        if len(legal) > 20:
            return []
        style = "primary" if decision.kind in ("support", "war_order") else "secondary"
        return [ButtonSpec(self.button_label(a, lang), a, style) for a in legal]

    def private_text(self, view: dict[str, Any], lang: str) -> str:
        private = view.get("private") or {}
        tiles = private.get("tiles", [])
        counts = {c: tiles.count(c) for c in COLOURS}
        hand = "  ".join(f"{COLOUR_EMOJI[c]}×{n}" for c, n in counts.items() if n)
        score = private.get("score", {})
        points = "  ".join(f"{COLOUR_EMOJI[c]} {score.get(c, 0)}" for c in COLOURS)
        return "\n".join([
            i18n.t("tigris.private.tiles", lang, tiles=hand or "—"),
            i18n.t("tigris.private.score", lang, score=points, treasures=private.get("treasures", 0)),
        ])

    def final_text(self, outcome: dict[str, Any], names: list[str], lang: str) -> str:
        lines = []
        detail = outcome.get("detail") or {}
        for place, group in enumerate(outcome.get("ranking", []), start=1):
            who = ", ".join(names[s] if s < len(names) else str(s) for s in group)
            lines.append(f"**{place}.** {who}")
        for seat_key, info in (detail.get("final") or {}).items():
            seat = int(seat_key)
            name = names[seat] if seat < len(names) else seat_key
            per = " ".join(f"{COLOUR_EMOJI.get(c, c)}{v}" for c, v in (info.get("by_color") or {}).items())
            lines.append(f"{name}: {per} → {info.get('sorted')}")
        if outcome.get("reason"):
            lines.append(i18n.t(outcome["reason"], lang, **(outcome.get("reason_params") or {})))
        return "\n".join(lines)


register(TigrisPresenter())


class Tigris(commands.Cog):
    tigris = app_commands.Group(name="tigris", description=cmd("cmd.tigris.desc"), guild_only=True)

    def __init__(self, bot: AgoraBot) -> None:
        self.bot = bot

    @property
    def flow(self) -> GameFlow:
        assert self.bot.flow is not None
        return self.bot.flow

    async def cog_app_command_error(self, interaction: discord.Interaction,
                                    error: app_commands.AppCommandError) -> None:
        await self.flow.on_app_command_error(interaction, error)

    async def _squares(self, interaction: discord.Interaction, prefix: str,
                       current: str) -> list[app_commands.Choice[str]]:
        """Legal squares for `prefix` (e.g. 'tile red'), from the engine's legal actions."""
        assert self.bot.service is not None
        texts = await legal_texts_for_user(self.bot.service, interaction.channel_id or 0, interaction.user.id)
        needle = current.strip().upper()
        squares = []
        for text in texts:
            head, _, square = text.rpartition(" ")
            if head == prefix and square.startswith(needle):
                squares.append(square)
        squares.sort(key=lambda s: (s[0], int(s[1:])) if s[1:].isdigit() else (s, 0))
        return [app_commands.Choice(name=s, value=s) for s in squares[:AUTOCOMPLETE_LIMIT]]

    @tigris.command(name=cmd("cmd.tigris.tile"), description=cmd("cmd.tigris.tile.desc"))
    @app_commands.describe(color=cmd("cmd.tigris.color"), square=cmd("cmd.tigris.square"))
    @app_commands.choices(color=colour_choices())
    async def tile(self, interaction: discord.Interaction, color: str, square: str) -> None:
        await self.flow.act(interaction, f"tile {color} {square}")

    @tile.autocomplete("square")
    async def tile_square(self, interaction: discord.Interaction,
                          current: str) -> list[app_commands.Choice[str]]:
        colour = getattr(interaction.namespace, "color", None) or "red"
        return await self._squares(interaction, f"tile {colour}", current)

    @tigris.command(name=cmd("cmd.tigris.leader"), description=cmd("cmd.tigris.leader.desc"))
    @app_commands.describe(color=cmd("cmd.tigris.color"), square=cmd("cmd.tigris.square"))
    @app_commands.choices(color=colour_choices())
    async def leader(self, interaction: discord.Interaction, color: str, square: str) -> None:
        await self.flow.act(interaction, f"leader {color} {square}")

    @leader.autocomplete("square")
    async def leader_square(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        colour = getattr(interaction.namespace, "color", None) or "red"
        return await self._squares(interaction, f"leader {colour}", current)

    @tigris.command(name=cmd("cmd.tigris.withdraw"), description=cmd("cmd.tigris.withdraw.desc"))
    @app_commands.describe(color=cmd("cmd.tigris.color"))
    @app_commands.choices(color=colour_choices())
    async def withdraw(self, interaction: discord.Interaction, color: str) -> None:
        await self.flow.act(interaction, f"withdraw {color}")

    @tigris.command(name=cmd("cmd.tigris.catastrophe"), description=cmd("cmd.tigris.catastrophe.desc"))
    @app_commands.describe(square=cmd("cmd.tigris.square"))
    async def catastrophe(self, interaction: discord.Interaction, square: str) -> None:
        await self.flow.act(interaction, f"catastrophe {square}")

    @catastrophe.autocomplete("square")
    async def catastrophe_square(self, interaction: discord.Interaction,
                                 current: str) -> list[app_commands.Choice[str]]:
        return await self._squares(interaction, "catastrophe", current)

    @tigris.command(name=cmd("cmd.tigris.swap"), description=cmd("cmd.tigris.swap.desc"))
    @app_commands.describe(tiles=cmd("cmd.tigris.swap.tiles"))
    async def swap(self, interaction: discord.Interaction, tiles: str) -> None:
        await self.flow.act(interaction, "swap " + " ".join(tiles.lower().replace(",", " ").split()))

    @tigris.command(name=cmd("cmd.tigris.pass"), description=cmd("cmd.tigris.pass.desc"))
    async def pass_(self, interaction: discord.Interaction) -> None:
        await self.flow.act(interaction, "pass")

    @tigris.command(name=cmd("cmd.tigris.support"), description=cmd("cmd.tigris.support.desc"))
    @app_commands.describe(tiles=cmd("cmd.tigris.support.tiles"))
    async def support(self, interaction: discord.Interaction, tiles: app_commands.Range[int, 0, 6]) -> None:
        await self.flow.act(interaction, f"support {tiles}")

    @tigris.command(name=cmd("cmd.tigris.war"), description=cmd("cmd.tigris.war.desc"))
    @app_commands.describe(color=cmd("cmd.tigris.color"))
    @app_commands.choices(color=colour_choices())
    async def war(self, interaction: discord.Interaction, color: str) -> None:
        await self.flow.act(interaction, f"war {color}")

    @tigris.command(name=cmd("cmd.tigris.monument"), description=cmd("cmd.tigris.monument.desc"))
    @app_commands.describe(choice=cmd("cmd.tigris.monument.choice"))
    async def monument(self, interaction: discord.Interaction, choice: str) -> None:
        await self.flow.act(interaction, choice if choice.startswith("monument") else f"monument {choice}")

    @monument.autocomplete("choice")
    async def monument_choice(self, interaction: discord.Interaction,
                              current: str) -> list[app_commands.Choice[str]]:
        return await self._prefixed(interaction, "monument", current)

    @tigris.command(name=cmd("cmd.tigris.treasure"), description=cmd("cmd.tigris.treasure.desc"))
    @app_commands.describe(square=cmd("cmd.tigris.square"))
    async def treasure(self, interaction: discord.Interaction, square: str) -> None:
        await self.flow.act(interaction, f"treasure {square}")

    @treasure.autocomplete("square")
    async def treasure_square(self, interaction: discord.Interaction,
                              current: str) -> list[app_commands.Choice[str]]:
        return await self._squares(interaction, "treasure", current)

    @tigris.command(name=cmd("cmd.tigris.hand"), description=cmd("cmd.tigris.hand.desc"))
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.flow.show_private(interaction)

    async def _prefixed(self, interaction: discord.Interaction, word: str,
                        current: str) -> list[app_commands.Choice[str]]:
        assert self.bot.service is not None
        texts = await legal_texts_for_user(self.bot.service, interaction.channel_id or 0, interaction.user.id)
        found = [t for t in texts if t.startswith(word + " ") and current.lower() in t.lower()]
        return [app_commands.Choice(name=t, value=t) for t in found[:AUTOCOMPLETE_LIMIT]]


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Tigris(bot))
