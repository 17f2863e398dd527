"""Civilization in Discord: `/civ ...`, thin over the engine and the presenter.

Every action has its generated command (`/civ move steps:"3 thrace>macedonia; ship athens>crete
carry 5"`, `/civ offer count: value: with:`, `/civ buy advances: pay: treasury:`...); whole-phase
orders are previewed (what the order will do, on a copy) and sent on **Confirm**. This cog adds
what generation cannot know: autocomplete of the player's own stacks, neighbouring areas and the
places a decision names (city sites, cities to reduce, ships to keep); the commands that are not
actions (`hand`, `zoom`, `ast`, `panel`); and the trade phase's own deadline (per game,
`/civ tradedeadline`, default `TRADE_HOURS`): when it passes, every player still trading is done
(the rules' default: no more trades) and agreed deals are completed with the cards that match.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

import i18n
from cogs._base import AgoraCog
from cogs._commands import engine_commands, read_seat
from cogs._flow import SendPart
from cogs._i18n import cmd, lang_of, localized_options
from cogs._ui import ID, usable
from engine import registry
from engine.civilization.view_schema import BOARD_AREAS as AREAS
from engine.civilization.view_schema import COMMODITY_CARDS as COMMODITIES
from engine.core import InvalidActionText
from present import typed as typed_words
from present.civilization import PRESENTER, Names, area, offer_ref
from render import civilization as civ_render
from service.errors import GameNotActive, NotAPlayer, ServiceError
from storage import OutboxItem
from storage.records import from_db_time, to_db_time

if TYPE_CHECKING:
    from bot import AgoraBot
    from storage.records import GameRecord, OutboxRecord

log = logging.getLogger("agora.civilization")

GAME_ID = "civilization"
TRADE_HOURS = 4  # the default trade-phase deadline
SET_TRADE_HOURS = "civ_trade_hours"
SET_TRADE_OPEN = "civ_trade_open"  # {"round": n, "at": time}: when this round's trade opened
SET_ZOOM_SENT = "civ_zoom_sent"  # "round:seat" of the last movement turn whose zoomed map was DMed
TRADE_CLOSED = "civ_trade_closed"  # outbox kind {seat}: a seat's trading closed at the deadline
LIMIT = 25
STEPS_COMMANDS = (
    "move",
    "step",
    "fleet",
    "build",
    "grow",
    "reduce",
    "revolt",
    "lose",
    "pick",
    "target",
    "assign",
)

type(PRESENTER).draw = staticmethod(civ_render.render_board)  # type: ignore[assignment]


def _choices(pairs: list[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    out, seen = [], set()
    for name, value in pairs:
        if value in seen or len(value) > 100:
            continue
        seen.add(value)
        out.append(app_commands.Choice(name=name[:100], value=value))
        if len(out) >= LIMIT:
            break
    return out


def next_step_choices(head: str, items: list[tuple[str, str]], lang: str) -> list[app_commands.Choice[str]]:
    """The choices for an order's next step after the steps already typed (`head`). The value
    keeps those steps as typed and adds the step in the reader's words; the label shows only the
    new step after "…;" — the typed steps are the reader's own text, often with ids from earlier
    choices ("ship athens>crete"), which a label must not show."""
    prefix = f"{head}; " if head else ""
    return _choices(
        [
            (f"…; {name}" if head else name, prefix + typed_words.localized(GAME_ID, word, lang))
            for name, word in items
        ]
    )


def _matches(typed: str, *texts: str) -> bool:
    typed = typed.strip().casefold()
    return not typed or any(typed in t.casefold() for t in texts)


class StepButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"civ:step:(?P<game>{ID})"):
    """On the board during the movement phase: build the mover's next step with menus."""

    def __init__(self, game_row: int, label: str = "Move step by step") -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.primary,
                custom_id=f"civ:step:{game_row}",
                emoji="🧭",
            )
        )
        self.game_row = game_row
        self.refusing = False

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: Any
    ) -> StepButton:
        made = cls(int(match["game"]), getattr(item, "label", None) or "")
        made.refusing = not usable(item)
        return made

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.get_cog("Civilization")  # type: ignore[attr-defined]
        if self.refusing:
            await cog.flow.refuse_unknown_component(interaction)
            return
        async with cog.flow.component_errors(interaction):
            await cog.step_builder(interaction, self.game_row)


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
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: Any
    ) -> FullMapButton:
        made = cls(int(match["game"]), getattr(item, "label", None) or "")
        made.refusing = not usable(item)
        return made

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.get_cog("Civilization")  # type: ignore[attr-defined]
        if self.refusing:
            await cog.flow.refuse_unknown_component(interaction)
            return
        async with cog.flow.component_errors(interaction):
            await cog.full_map(interaction, self.game_row)


class StepBuilder(discord.ui.View):
    """One movement step chosen in three clicks: a stack (or a ship), where to, how many; the
    order then goes through the same preview and Confirm as a typed one (`step`: the turn goes
    on until "End my movement")."""

    def __init__(self, cog: Civilization, game_row: int, view: dict[str, Any], seat: int, lang: str) -> None:
        super().__init__(timeout=900)
        self.cog, self.game_row, self.seat, self.lang = cog, game_row, seat, lang
        self.pieces = view
        self.src: str | None = None
        self.ship = False
        moved = view.get("moved") or {}
        options = []
        for piece in view.get("pieces", []):
            a = piece["area"]
            free = piece.get("tokens", {}).get(str(seat), 0) - moved.get(a, 0)
            if free > 0:
                options.append(discord.SelectOption(label=f"{area(a, lang)} ({free})"[:100], value=f"t:{a}"))
            if piece.get("ships", {}).get(str(seat)):
                options.append(discord.SelectOption(label=f"⛵ {area(a, lang)}"[:100], value=f"s:{a}"))
        menu: discord.ui.Select[Any] = discord.ui.Select(
            placeholder=i18n.t("civilization.builder.from", lang),
            options=options[:25] or [discord.SelectOption(label="—", value="none")],
        )
        menu.callback = self.chose_source  # type: ignore[method-assign]
        self.add_item(menu)

    def free(self, a: str) -> int:
        piece = next((p for p in self.pieces.get("pieces", []) if p["area"] == a), {})
        return int(piece.get("tokens", {}).get(str(self.seat), 0)) - int(
            (self.pieces.get("moved") or {}).get(a, 0)
        )

    async def chose_source(self, interaction: discord.Interaction) -> None:
        value = interaction.data.get("values", ["none"])[0]  # type: ignore[union-attr]
        if value == "none":
            await interaction.response.defer()
            return
        kind, _, self.src = value.partition(":")
        self.ship = kind == "s"
        near = sorted(AREAS[self.src].water if self.ship else AREAS[self.src].land)
        self.clear_items()
        menu: discord.ui.Select[Any] = discord.ui.Select(
            placeholder=i18n.t("civilization.builder.to", self.lang),
            options=[discord.SelectOption(label=area(b, self.lang)[:100], value=b) for b in near][:25],
        )
        menu.callback = self.chose_destination  # type: ignore[method-assign]
        self.add_item(menu)
        await interaction.response.edit_message(
            content=i18n.t("civilization.builder.picked", self.lang, area=area(self.src, self.lang)),
            view=self,
        )

    async def chose_destination(self, interaction: discord.Interaction) -> None:
        dst = interaction.data.get("values", [""])[0]  # type: ignore[union-attr]
        assert self.src is not None
        free = max(0, self.free(self.src))
        counts = list(range(0 if self.ship else 1, min(free, 5 if self.ship else 4) + 1))
        if not self.ship and free > 4:
            counts.append(free)
        self.clear_items()
        for n in counts[:20]:
            text = f"step ship {self.src}>{dst} carry {n}" if self.ship else f"step {n} {self.src}>{dst}"
            button: discord.ui.Button[Any] = discord.ui.Button(
                label=str(n), style=discord.ButtonStyle.secondary
            )
            button.callback = self._order(text)  # type: ignore[method-assign]
            self.add_item(button)
        key = "civilization.builder.carry" if self.ship else "civilization.builder.count"
        await interaction.response.edit_message(
            content=i18n.t(key, self.lang, src=area(self.src, self.lang), dst=area(dst, self.lang)), view=self
        )

    def _order(self, text: str) -> Any:
        async def play(interaction: discord.Interaction) -> None:
            await self.cog.flow.preview(interaction, text)

        return play


class Civilization(AgoraCog):
    civ = app_commands.Group(name="civ", description=cmd("cmd.civilization.desc"), guild_only=True)

    def __init__(self, bot: AgoraBot) -> None:
        super().__init__(bot)
        for command in engine_commands(self, GAME_ID):
            verb = command.callback.__name__.removeprefix(f"{GAME_ID}_")
            if verb in HAND_WRITTEN:
                continue
            self.civ.add_command(command)
            if verb in STEPS_COMMANDS:
                option = command.parameters[0].name  # the one whole option
                command.autocomplete(option)(self._steps_autocomplete(verb))
                continue
            for param in command.parameters:
                if (verb, param.name) in FIELD_SUGGESTIONS:
                    command.autocomplete(param.name)(self._field_autocomplete(verb, param.name))

    async def cog_load(self) -> None:
        self.flow.ping_notes.append(self.trade_note)
        self.flow.board_items.append(self.board_items)
        # The trade phase closed at its deadline: one message per delivery (committed with the moves).
        self.flow.notice_batches[TRADE_CLOSED] = self._send_trade_closed
        self.bot.add_dynamic_items(StepButton, FullMapButton)
        if not getattr(self.bot, "offline", False):
            self.poll.start()

    async def cog_unload(self) -> None:
        if self.trade_note in self.flow.ping_notes:
            self.flow.ping_notes.remove(self.trade_note)
        if self.board_items in self.flow.board_items:
            self.flow.board_items.remove(self.board_items)
        self.bot.remove_dynamic_items(StepButton, FullMapButton)
        self.flow.notice_batches.pop(TRADE_CLOSED, None)
        self.poll.cancel()

    # --- lookups --------------------------------------------------------------------------------
    async def _found(self, interaction: discord.Interaction) -> tuple[Any, Any, int, list[str]] | None:
        found = await self.flow.seat_state_for(interaction)
        if found is None:
            return None
        record, state, seat, names = found
        if record.game_id != GAME_ID:
            return None
        return record, state, seat, names

    # --- autocomplete of card and offer fields -------------------------------------------------
    # The engine derives a field's legal values from `check` over every candidate; for multisets
    # of cards (30 at most) and for an offer's value that is far too many: these fields are
    # suggested from the player's own view instead (the engine still judges the action).
    def _field_autocomplete(self, verb: str, field: str) -> Any:
        async def autocomplete(
            interaction: discord.Interaction, current: str
        ) -> list[app_commands.Choice[Any]]:
            found = await self._found(interaction)
            if found is None:
                return []
            _, state, seat, names = found
            lang = lang_of(interaction)
            game = registry.get(GAME_ID)
            mine = await asyncio.to_thread(game.player_view, state, seat)
            decision = next((d for d in game.awaiting(state) if d.seat == seat), None)
            params = decision.params if decision is not None else {}
            return FIELD_SUGGESTIONS[(verb, field)](str(current or ""), mine, seat, params, names, lang)

        return autocomplete

    # --- autocomplete of whole-phase orders -----------------------------------------------------
    def _steps_autocomplete(self, verb: str) -> Any:
        async def autocomplete(
            interaction: discord.Interaction, current: str
        ) -> list[app_commands.Choice[str]]:
            found = await self._found(interaction)
            if found is None:
                return []
            _, state, seat, names = found
            lang = lang_of(interaction)
            game = registry.get(GAME_ID)
            view = await asyncio.to_thread(game.public_view, state)
            decision = next((d for d in game.awaiting(state) if d.seat == seat), None)
            params = decision.params if decision is not None else {}
            head, _, last = (current or "").rpartition(";")
            head = head.strip()
            # A step typed with Spanish words reads as the engine's ("barco" → ship); the step
            # written into the box uses the reader's ("barco atenas>").
            step = typed_words.english(GAME_ID, last.strip())
            items = self.suggest(verb, step, view, seat, params, names, lang)
            return next_step_choices(head, items, lang)

        return autocomplete

    @staticmethod
    def suggest(
        verb: str,
        typed: str,
        view: dict[str, Any],
        seat: int,
        params: dict[str, Any],
        names: list[str],
        lang: str,
    ) -> list[tuple[str, str]]:
        """(label, text) of the next step of an order, given the words typed for it so far."""
        mine: dict[str, int] = {}
        cities: dict[str, int] = {}
        ships: dict[str, int] = {}
        for piece in view.get("pieces", []):
            n = piece.get("tokens", {}).get(str(seat), 0)
            if n:
                mine[piece["area"]] = n
            if piece.get("city") is not None:
                cities[piece["area"]] = piece["city"]
            k = piece.get("ships", {}).get(str(seat), 0)
            if k:
                ships[piece["area"]] = k
        out: list[tuple[str, str]] = []
        if verb in ("move", "step"):
            moved = view.get("moved") or {}
            words = typed.split()
            if typed.startswith("ship"):
                path = typed[4:].strip().split(" ")[0].split(">") if len(typed) > 4 else [""]
                if len(path) == 1:
                    for a in ships:
                        if _matches(path[0], a, area(a, lang)):
                            out.append((f"⛵ {area(a, lang)} → …", f"ship {a}>"))
                    return out
                last, done = path[-1], path[:-1]
                if done[-1] not in AREAS:
                    return []
                for nb in sorted(AREAS[done[-1]].water):
                    if _matches(last, nb, area(nb, lang)):
                        text = ">".join([*done, nb])
                        label = "⛵ " + " → ".join(area(a, lang) for a in [*done, nb])
                        carry = min(5, mine.get(done[0], 0) - moved.get(done[0], 0))
                        out.append((label, f"ship {text}"))
                        if carry > 0:
                            out.append((f"{label} (+{carry})", f"ship {text} carry {carry}"))
                return out
            if len(words) <= 1 and ">" not in typed:
                typed_area = words[0] if words and not words[0].isdigit() else ""
                for a, n in sorted(mine.items()):
                    free = n - moved.get(a, 0)
                    if free > 0 and _matches(typed_area, a, area(a, lang)):
                        out.append((t_move(free, a, lang), f"{free} {a}>"))
                for a in ships:
                    out.append((f"⛵ {area(a, lang)} → …", f"ship {a}>"))
                return out
            count, _, path = typed.partition(" ")
            src, _, dst = path.partition(">")
            src = src.strip()
            if src not in AREAS:
                return [
                    (t_move(n - moved.get(a, 0), a, lang), f"{n - moved.get(a, 0)} {a}>")
                    for a, n in sorted(mine.items())
                    if _matches(src, a, area(a, lang))
                ]
            for nb in sorted(AREAS[src].land):
                if _matches(dst.strip(), nb, area(nb, lang)):
                    out.append((f"{count} {area(src, lang)} → {area(nb, lang)}", f"{count} {src}>{nb}"))
            return out
        if verb in ("build",):
            return [(area(a, lang), a) for a in params.get("sites", []) if _matches(typed, a, area(a, lang))]
        if verb in ("reduce", "revolt"):
            pool = params.get("cities") or [a for a, o in cities.items() if o == seat]
            return [(area(a, lang), a) for a in pool if _matches(typed, a, area(a, lang))]
        if verb == "grow":
            return [
                (f"{n} {area(a, lang)}", f"{n} {a}")
                for a, n in sorted((params.get("areas") or {}).items())
                if _matches(typed, a, area(a, lang))
            ]
        if verb == "fleet":
            for a in params.get("ships", []):
                if _matches(typed, a, area(a, lang)):
                    out.append((i18n.t("civilization.step.keep", lang, area=area(a, lang)), f"keep {a}"))
            for a in params.get("build", []):
                if _matches(typed, a, area(a, lang)):
                    out.append(
                        (
                            i18n.t("civilization.step.build_ship", lang, area=area(a, lang), levy=0),
                            f"build {a}",
                        )
                    )
            return out
        if verb in ("lose", "pick"):
            for a, n in sorted(mine.items()):
                if _matches(typed, a, area(a, lang)):
                    out.append(
                        (i18n.t("civilization.step.tokens", lang, n=n, area=area(a, lang)), f"{n} {a}")
                    )
            for a, o in sorted(cities.items()):
                if o == seat and _matches(typed, a, area(a, lang)):
                    out.append((i18n.t("civilization.step.city", lang, area=area(a, lang)), f"city {a}"))
            return out
        if verb == "target":
            who = Names(view, names)
            return [
                (f"{area(a, lang)} ({who(o)})", a)
                for a, o in sorted(cities.items())
                if o != seat and _matches(typed, a, area(a, lang))
            ]
        if verb == "assign":  # players by name, each with the most they may lose
            each = int(params.get("each") or params.get("total") or 1)
            total = int(params.get("total") or each)
            seats = params.get("seats") or [p["seat"] for p in view.get("players", []) if p["seat"] != seat]
            n = max(1, min(each, total))
            return [
                (i18n.t("civilization.step.share", lang, n=n, who=names[s]), f"{n} to {names[s]}")
                for s in seats
                if 0 <= s < len(names) and _matches(typed, names[s])
            ]
        return out

    # --- step by step -------------------------------------------------------------------------
    def board_items(self, record: GameRecord, lang: str) -> list[discord.ui.Item[Any]]:
        if record.game_id != GAME_ID:
            return []
        state = self.service.state_of(record)
        if state is None:
            return []
        # The board shows a region (render.civilization): the whole map is one click away.
        items: list[discord.ui.Item[Any]] = [
            FullMapButton(record.id, i18n.t("render.civilization.full_map_button", lang))
        ]
        if any(d.kind == "move" for d in registry.get(GAME_ID).awaiting(state)):
            items.insert(0, StepButton(record.id, i18n.t("civilization.builder.button", lang)))
        return items

    async def full_map(self, interaction: discord.Interaction, game_row: int) -> None:
        """The whole map at full resolution, ephemerally (the board's 🗺 button)."""
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            record, state = await self.service.load(game_row)
            if record.game_id != GAME_ID or state is None:
                raise GameNotActive.for_status(record.status)
            names = await self.flow.names(record)
            view = registry.get(GAME_ID).public_view(state)
            data = await asyncio.to_thread(civ_render.render_full, view, names, lang)
            file = discord.File(io.BytesIO(data), filename="civ-map.png")
            await self.flow.reply(interaction, "", file=file)

    async def step_builder(self, interaction: discord.Interaction, game_row: int) -> None:
        lang = lang_of(interaction)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            record, state = await self.service.load(game_row)
            if record.status != "active" or state is None:
                raise GameNotActive.for_status(record.status)
            seats = record.seats_of(interaction.user.id)
            if not seats:
                raise NotAPlayer()
            mover = next((d.seat for d in registry.get(GAME_ID).awaiting(state) if d.kind == "move"), None)
            if mover is None:
                await self.flow.refuse(interaction, "civilization.builder.not_your_turn")
                return
            if mover not in seats:  # another player's turn: say whose
                names = await self.flow.names(record)
                await self.flow.refuse(interaction, "flow.err.whose_move", names=names[mover], count=1)
                return
            view = registry.get(GAME_ID).public_view(state)
            builder = StepBuilder(self, game_row, view, mover, lang)
            await self.flow.reply(interaction, i18n.t("civilization.builder.start", lang), view=builder)

    # --- an order that names players ------------------------------------------------------------
    @civ.command(name=cmd("cmd.civilization.assign"), description=cmd("cmd.civilization.assign.desc"))
    @localized_options()
    @app_commands.describe(shares=cmd("cmd.civilization.shares"))
    async def assign(self, interaction: discord.Interaction, shares: str) -> None:
        """`/civ assign shares:"5 to Alice; 6 to Bob"`: the players by name (a mention, or the
        seat number autocomplete used to send, also works), previewed like every order."""
        text = None
        async with self.flow.refusals(interaction):
            record = await self.flow.game_here(interaction)
            names = await self.flow.names(record)
            users = [record.user_of(seat) for seat in range(len(names))]
            text = assign_text(shares, names, users)
        if text is not None:
            await self.flow.preview(interaction, text)

    @assign.autocomplete("shares")
    async def assign_shares(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._steps_autocomplete("assign")(interaction, current)

    # --- commands that are not actions ---------------------------------------------------------
    @civ.command(name=cmd("cmd.civilization.hand"), description=cmd("cmd.civilization.hand.desc"))
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.flow.show_private(interaction)

    async def _image_reply(self, interaction: discord.Interaction, make: Any, *, empty_key: str = "") -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            record = await self.flow.game_here(interaction)
            record, state = await self.service.load(record.id)
            if record.game_id != GAME_ID or state is None:
                raise GameNotActive.for_status(record.status)
            names = await self.flow.names(record)
            view = registry.get(GAME_ID).public_view(state)
            data = await asyncio.to_thread(make, record, view, names, lang, interaction.user.id)
            if data is None:
                await self.flow.reply(interaction, i18n.t(empty_key, lang))
                return
            await self.flow.reply(
                interaction, "", file=discord.File(io.BytesIO(data), filename="civ-map.png")
            )

    @civ.command(name=cmd("cmd.civilization.zoom"), description=cmd("cmd.civilization.zoom.desc"))
    async def zoom(self, interaction: discord.Interaction) -> None:
        def make(
            record: GameRecord, view: dict[str, Any], names: list[str], lang: str, user: int
        ) -> bytes | None:
            seats = record.seats_of(user)
            if not seats:
                raise NotAPlayer()
            return civ_render.render_zoom(view, seats[0], names, lang)

        await self._image_reply(interaction, make, empty_key="civilization.zoom.none")

    @civ.command(name=cmd("cmd.civilization.ast"), description=cmd("cmd.civilization.ast.desc"))
    async def ast(self, interaction: discord.Interaction) -> None:
        await self._image_reply(interaction, lambda r, v, n, lang, u: civ_render.render_ast(v, n, lang))

    @civ.command(name=cmd("cmd.civilization.panel"), description=cmd("cmd.civilization.panel.desc"))
    @localized_options()
    @app_commands.describe(player=cmd("cmd.civilization.player"))
    async def panel(self, interaction: discord.Interaction, player: str | None = None) -> None:
        def make(record: GameRecord, view: dict[str, Any], names: list[str], lang: str, user: int) -> bytes:
            from cogs._commands import read_seat

            if player:
                seat = read_seat(player, names)
            else:
                seats = record.seats_of(user)
                if not seats:
                    raise NotAPlayer()
                seat = seats[0]
            return civ_render.render_panel(view, seat, names, lang)

        await self._image_reply(interaction, make)

    @panel.autocomplete("player")
    async def panel_player(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        record = await self.service.store.get_game_by_channel(interaction.channel_id or 0)
        if record is None:
            return []
        names = await self.flow.names(record)
        return _choices([(n, str(s)) for s, n in enumerate(names) if _matches(current, n)])

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
            scheduler = self.bot.get_cog("AsyncPlay").scheduler  # type: ignore[union-attr]
            await scheduler.set_game_option(record.id, interaction.user.id, SET_TRADE_HOURS, hours)
            await self.flow.reply(interaction, i18n.t("civilization.trade_deadline.set", lang, hours=hours))

    # --- the trade phase's deadline --------------------------------------------------------------
    @staticmethod
    def trade_hours(record: GameRecord) -> int:
        return int(record.settings.get(SET_TRADE_HOURS, TRADE_HOURS))

    def trade_due(self, record: GameRecord, state: Any) -> datetime | None:
        opened = record.settings.get(SET_TRADE_OPEN) or {}
        hours = self.trade_hours(record)
        if getattr(state, "trade", None) is None or hours <= 0 or opened.get("round") != state.round:
            return None
        at = from_db_time(opened.get("at"))
        return None if at is None else at + timedelta(hours=hours)

    @commands.Cog.listener()
    async def on_agora_game_changed(self, game_row: int) -> None:
        """Remember when a round's trade phase opened (its deadline counts from then)."""
        try:
            record, state = await self.service.load(game_row)
        except ServiceError:
            return
        if record.game_id != GAME_ID or record.status != "active" or state is None:
            return
        await self.send_zoom(record, state)
        if state.trade is None:
            return
        opened = record.settings.get(SET_TRADE_OPEN) or {}
        if opened.get("round") != state.round:
            stamp = record.last_action_at or self.service.clock()
            await self.service.store.set_game_setting(
                game_row,
                SET_TRADE_OPEN,
                {"round": state.round, "at": to_db_time(stamp)},
                now=self.service.clock(),
            )

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
        text = i18n.t("civilization.dm.zoom", lang, channel=f"<#{record.channel_id}>")
        try:
            dm = await self.bot.create_dm(discord.Object(id=user))
            await dm.send(text, file=discord.File(io.BytesIO(data), filename="civ-zoom.png"))
        except discord.HTTPException:
            log.info("could not DM the zoomed map of game %s", record.id)

    async def trade_note(self, record: GameRecord, user_ids: list[int], lang: str) -> list[str]:
        if record.game_id != GAME_ID:
            return []
        state = self.service.state_of(record)
        due = self.trade_due(record, state)
        if due is None:
            return []
        return [i18n.t("civilization.trade_deadline.note", lang, when=f"<t:{int(due.timestamp())}:R>")]

    @tasks.loop(minutes=1)
    async def poll(self) -> None:
        await self.tick()

    async def tick(self) -> None:
        """Close every trade phase past its deadline: deals agreed are completed with matching
        cards (each side's engine default), everyone else still trading is done."""
        now = self.service.clock()
        # The ids only (one statement): loading every active game of every kind took seconds.
        for game_row in await self.service.store.active_game_ids(GAME_ID):
            try:  # one game's damaged data never stops the others' deadlines
                record, state = await self.service.load(game_row)  # checked on load
                if record.settings.get("paused") or record.quarantined:
                    continue
                due = self.trade_due(record, state)
                if due is None or now < due:
                    continue
                await self.close_trade(record.id)
            except Exception:
                log.exception("trade deadline of game %s failed; tried again next tick", game_row)

    async def close_trade(self, game_row: int) -> None:
        """Each default is committed with its notice (outbox kind `trade_closed`), so a crash
        cannot lose the "trade closed" message; the notices of one delivery make one message."""
        game = registry.get(GAME_ID)
        closed: list[int] = []
        for _ in range(40):
            _, state = await self.service.load(game_row)
            if state is None or state.trade is None:
                break
            decisions = game.awaiting(state)
            pick = next((d for d in decisions if d.kind == "trade_give"), None) or next(
                (d for d in decisions if d.kind == "trade"), None
            )
            if pick is None or not pick.default:
                break
            notices = []
            if pick.kind == "trade" and pick.seat not in closed:
                notices.append(OutboxItem(TRADE_CLOSED, {"seat": pick.seat}))
            try:
                await self.service.autoplay_seat(game_row, pick.seat, action=pick.default, notices=notices)
            except (ServiceError, Exception) as exc:  # a refused default: leave it to the table
                log.warning("trade deadline of game %s: %s", game_row, exc)
                break
            if notices:
                closed.append(pick.seat)
        await self.flow.deliver(game_row)

    async def _send_trade_closed(self, record: GameRecord, rows: list[OutboxRecord], send: SendPart) -> None:
        closed = list(dict.fromkeys(int(r.payload.get("seat", 0)) for r in rows))
        names = await self.flow.names(record)
        lang = i18n.language(record.locale)
        channel = self.bot.get_partial_messageable(record.channel_id)
        who = i18n.format_list([names[s] if s < len(names) else str(s) for s in closed], lang)
        text = i18n.t("civilization.trade_deadline.closed", lang, who=who, n=len(closed))
        await send("m", channel, content=text, allowed_mentions=discord.AllowedMentions.none())


# Verbs whose command is written here, not generated (players named in a whole order).
HAND_WRITTEN = frozenset({"assign"})
SHARE = re.compile(r"\s*(\d+)\s+(.+?)\s*")
CONNECTORS = ("to ", "a ", "→ ", "> ")


def assign_text(shares: str, names: list[str], users: list[int | None]) -> str:
    """`5 to Alice; 6 to Bob` (or `5 a Alice`, `5 Alice`) as the engine's `assign 5 to 0; 6 to 1`;
    raises InvalidActionText naming what does not read."""
    rest = shares.strip()
    if rest.casefold().startswith("assign "):
        rest = rest[len("assign ") :]
    steps = []
    for part in (p for p in rest.split(";") if p.strip()):
        found = SHARE.fullmatch(part)
        if found is None:
            raise InvalidActionText(
                "core.err.syntax", text=part.strip()[:50], usage="shares:5 to Alice; 6 to Bob"
            )
        who = found[2]
        try:
            seat = read_seat(who, names, users)
        except InvalidActionText:
            cut = next((who[len(c) :] for c in CONNECTORS if who.casefold().startswith(c)), None)
            if cut is None:
                raise
            seat = read_seat(cut.strip(), names, users)
        steps.append(f"{found[1]} to {seat}")
    return ("assign " + "; ".join(steps)).strip()


def _label(family: str, value: str, lang: str) -> str:
    key = f"civilization.{family}.{value}"
    return i18n.t(key, lang) if i18n.has(key) else value


def _cards_next(current: str, view: dict[str, Any], *, pool: list[str]) -> list[app_commands.Choice[str]]:
    """Counted card lists (`2 salt 1 grain`) item by item from `pool` (the hand's cards): the
    typed items stay, one more kind of card is offered with all its copies or one. Labels name
    the cards in the reader's language ("2× Sal, 1× Granos"); values are what the order reads."""
    words = current.split()
    if len(words) % 2:  # a half-typed item: offer completions of it
        typed, partial = " ".join(words[:-1]), words[-1].casefold()
    else:
        typed, partial = " ".join(words), ""
    pairs = [(words[i], words[i + 1]) for i in range(0, len(words) - 1, 2)]
    used = {c for _, c in pairs}
    counts: dict[str, int] = {}
    for c in pool:
        counts[c] = counts.get(c, 0) + 1
    lang = view.get("_lang", "en")
    before = [f"{n}× {_label('card', c, lang)}" for n, c in pairs if c in counts]
    out = []
    for c, n in counts.items():
        if c in used or not (not partial or partial in c or partial in _label("card", c, lang).casefold()):
            continue
        for k in sorted({n, 1}, reverse=True):
            value = f"{typed} {k} {c}".strip()
            out.append((", ".join([*before, f"{k}× {_label('card', c, lang)}"]), value))
    return _choices(out)


def _hand(view: dict[str, Any]) -> list[str]:
    return list((view.get("private") or {}).get("hand") or [])


def _cards_field(
    current: str, view: dict[str, Any], seat: int, params: dict[str, Any], names: list[str], lang: str
) -> list[app_commands.Choice[str]]:
    view = {**view, "_lang": lang}
    return _cards_next(current, view, pool=_hand(view))


def _pay_field(
    current: str, view: dict[str, Any], seat: int, params: dict[str, Any], names: list[str], lang: str
) -> list[app_commands.Choice[str]]:
    view = {**view, "_lang": lang}
    return _cards_next(current, view, pool=[c for c in _hand(view) if c in COMMODITIES])


def _advances_field(
    current: str, view: dict[str, Any], seat: int, params: dict[str, Any], names: list[str], lang: str
) -> list[app_commands.Choice[str]]:
    prices = params.get("prices") or {}
    words = current.split()
    typed = " ".join(w for w in words if w in prices)
    partial = "" if not words or words[-1] in prices else words[-1].casefold()
    out = []
    for a, price in sorted(prices.items(), key=lambda kv: kv[1]):
        if a in words or (
            partial and partial not in a and partial not in _label("advance", a, lang).casefold()
        ):
            continue
        value = f"{typed} {a}".strip()
        out.append((f"{_label('advance', a, lang)} — {price}", value))
    return _choices(out)


def _treasury_field(
    current: str, view: dict[str, Any], seat: int, params: dict[str, Any], names: list[str], lang: str
) -> list[app_commands.Choice[int]]:
    have = int(params.get("treasury") or 0)
    return [
        app_commands.Choice(name=str(n), value=n) for n in sorted({0, have}) if str(n).startswith(current)
    ]


def _count_field(
    current: str, view: dict[str, Any], seat: int, params: dict[str, Any], names: list[str], lang: str
) -> list[app_commands.Choice[int]]:
    n = len(_hand(view))
    return [
        app_commands.Choice(name=str(k), value=k)
        for k in range(3, min(30, n) + 1)
        if str(k).startswith(current)
    ][:LIMIT]


def _value_field(
    current: str, view: dict[str, Any], seat: int, params: dict[str, Any], names: list[str], lang: str
) -> list[app_commands.Choice[int]]:
    return []  # a number the player states (and the engine checks)


def _commodity_field(
    current: str, view: dict[str, Any], seat: int, params: dict[str, Any], names: list[str], lang: str
) -> list[app_commands.Choice[str]]:
    held = dict.fromkeys(c for c in _hand(view) if c in COMMODITIES)
    return _choices(
        [(_label("card", c, lang), c) for c in held if _matches(current, c, _label("card", c, lang))]
    )


def _claims_field(
    current: str, view: dict[str, Any], seat: int, params: dict[str, Any], names: list[str], lang: str
) -> list[app_commands.Choice[str]]:
    words = current.split()
    typed = " ".join(w for w in words if w in COMMODITIES)
    partial = "" if not words or words[-1] in COMMODITIES else words[-1]
    before = [_label("card", w, lang) for w in words if w in COMMODITIES]
    return _choices(
        [
            (", ".join([*before, _label("card", c, lang)]), f"{typed} {c}".strip())
            for c in COMMODITIES
            if _matches(partial, c, _label("card", c, lang))
        ]
    )


def _to_field(
    current: str, view: dict[str, Any], seat: int, params: dict[str, Any], names: list[str], lang: str
) -> list[app_commands.Choice[str]]:
    return _choices([(n, str(s)) for s, n in enumerate(names) if s != seat and _matches(current, n)])


def _offer_field(
    current: str, view: dict[str, Any], seat: int, params: dict[str, Any], names: list[str], lang: str
) -> list[app_commands.Choice[str]]:
    who = Names(view, names)
    out = []
    for o in params.get("offers") or []:
        text = f"{offer_ref(o, lang)} — {who(o['seat'])}: " + i18n.t(
            "civilization.offer.facts",
            lang,
            n=o["count"],
            value=o["value"],
            commodity=_label("card", o["commodity"], lang),
        )
        if _matches(current, f"o{o['id']}", text):
            out.append((text, f"o{o['id']}"))
    return _choices(out)


FIELD_SUGGESTIONS: dict[tuple[str, str], Any] = {
    ("give", "cards"): _cards_field,
    ("discard", "cards"): _cards_field,
    ("buy", "pay"): _pay_field,
    ("buy", "advances"): _advances_field,
    ("buy", "treasury"): _treasury_field,
    ("offer", "count"): _count_field,
    ("counter", "count"): _count_field,
    ("offer", "value"): _value_field,
    ("counter", "value"): _value_field,
    ("offer", "commodity"): _commodity_field,
    ("counter", "commodity"): _commodity_field,
    ("offer", "claims"): _claims_field,
    ("counter", "claims"): _claims_field,
    ("offer", "to"): _to_field,
    ("counter", "offer"): _offer_field,
}


def t_move(n: int, a: str, lang: str) -> str:
    return f"{n} {area(a, lang)} → …"


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Civilization(bot))
