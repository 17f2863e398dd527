"""The order builder: a whole order (a `Steps` field) built step by step from the engine's
options, for any game — typed with autocomplete, or chosen from menus.

- Autocomplete (`steps_autocomplete`) of a command's one option holding a whole order: what can
  come next after what was typed, each choice the whole text so far plus one more item, in the
  reader's words (`present.orders`).
- A board or DM button (`cogs._ui.BuildButton`, `ag:b:<game>:<version>:<seat or ->:<verb>`)
  opens an ephemeral builder (`Builder`): a menu of what can come next, "Back", and once the
  order is whole, "Preview and send" (the same preview and Confirm as a typed order).

Nothing here knows a rule: every choice is an engine option (`Game.options` item by item). The
builder's progress lives in its view for an hour (an ephemeral helper: after a restart the
player opens it again); what it sends is checked like any typed order.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

import i18n
from cogs._i18n import lang_of
from engine import registry
from engine.core import Action, InvalidActionText, Steps
from engine.core.fields import FieldInfo
from engine.core.grammar import Step
from present import orders
from present.base import Presenter, presenter_for

if TYPE_CHECKING:
    from cogs._base import AgoraCog
    from cogs._flow import GameFlow

MENU = 25  # options per select menu
MENUS = 3  # select menus per builder message (75 choices; two rows stay for buttons)
SESSION_SECONDS = 3600


def steps_field(cls: type[Action]) -> FieldInfo | None:
    return next((i for i in cls.fields_info() if isinstance(i.spec, Steps)), None)


# --------------------------------------------------------------------------- autocomplete


def steps_autocomplete(cog: AgoraCog, game_id: str, presenter: Presenter, cls: type[Action],
                       info: FieldInfo) -> Any:
    async def autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        found = await cog.flow.seat_state_for(interaction)
        if found is None:
            return []
        record, state, seat, names = found
        lang = lang_of(interaction)
        users = [record.user_of(s) for s in range(len(names))]

        def work() -> list[orders.NextChoice]:
            try:
                reading = orders.read(game_id, info, current or "", names, users, lang)
            except InvalidActionText:
                return []
            return orders.next_choices(game_id, state, seat, cls, info, reading, presenter, lang, names)

        choices = await asyncio.to_thread(work)
        return [app_commands.Choice(name=c.label[:100], value=c.text[:100]) for c in choices]

    return autocomplete


def read_order(game_id: str, cls: type[Action], info: FieldInfo, text: str, names: list[str],
               users: list[int | None], lang: str = "en") -> Action:
    """A whole order typed in the players' words (names in any language, players by name) as
    the engine's action; raises InvalidActionText naming what does not read."""
    rest = text.strip()
    if rest.casefold().startswith(cls.verb + " "):  # the whole action typed, verb included
        rest = rest[len(cls.verb):].strip()
    reading = orders.read(game_id, info, rest + " ", names, users, lang)
    steps: tuple[Step, ...] = reading.steps
    if reading.draft is not None:
        step = reading.draft.step()
        if step is None:
            raise InvalidActionText("core.err.syntax", text=text[:100],
                                    usage=registry.get(game_id).grammar.usage(cls.verb))
        steps = (*steps, step)
    return cls(**{info.name: steps})


# --------------------------------------------------------------------------- the menus


async def open_builder(interaction: discord.Interaction, game_row: int, version: int, seat: int | None,
                       verb: str) -> None:
    """The builder of an order of `verb` for the clicker's seat (`seat`, when the button names
    one), as of `version`: an older version shows the current state; another player's button
    says whose move it is."""
    flow = _flow(interaction)
    await flow.remember(interaction)
    async with flow.refusals(interaction):
        record, state = await flow.service.load(game_row)
        if record.version != version or state is None:
            await flow.show_stale(interaction, game_row)
            return
        game = registry.get(record.game_id)
        mine = record.seats_of(interaction.user.id)
        acting = next((s for s in mine if seat in (None, s) and verb in game.verbs_for(state, s)), None)
        if acting is None:
            await flow.refuse_action(interaction, game_row, seat, "core.err.not_awaited",
                                     {"seat": seat})
            return
        builder = Builder(record.id, version, acting, verb, lang_of(interaction))
        await builder.show(interaction, first=True)


def _flow(interaction: discord.Interaction) -> GameFlow:
    return interaction.client.flow  # type: ignore[attr-defined]


class Builder(discord.ui.View):
    """The ephemeral menus of one player's order: what can come next, "Back", and "Preview and
    send" once the order is whole. Its state lives here (lost on a restart: open it again)."""

    def __init__(self, game_row: int, version: int, seat: int, verb: str, lang: str) -> None:
        super().__init__(timeout=SESSION_SECONDS)
        self.game_row, self.version, self.seat, self.verb, self.lang = game_row, version, seat, verb, lang
        self.steps: tuple[Step, ...] = ()
        self.draft: Any = None
        self.back: list[tuple[tuple[Step, ...], Any]] = []
        self.choices: list[orders.NextChoice] = []

    async def show(self, interaction: discord.Interaction, *, first: bool = False) -> None:
        flow = _flow(interaction)
        record, state = await flow.service.load(self.game_row)
        if record.version != self.version or state is None:
            self.stop()
            await flow.show_stale(interaction, self.game_row)
            return
        game = registry.get(record.game_id)
        presenter = presenter_for(record.game_id)
        cls = game.grammar.action_class(self.verb)
        info = steps_field(cls) if cls is not None else None
        if cls is None or info is None:
            await flow.refuse_unknown_component(interaction)
            return
        names = await flow.names(record)
        lang = self.lang

        def work() -> list[orders.NextChoice]:
            reading = orders.Reading(self.steps, self.draft)
            return orders.next_choices(record.game_id, state, self.seat, cls, info, reading, presenter, lang,
                                       names, limit=MENU * MENUS)

        self.choices = await asyncio.to_thread(work)
        so_far = presenter.action_label(cls(**{info.name: self.steps}), lang, names) if self.steps \
            else i18n.t("builder.nothing_yet", lang)
        lines = [i18n.t("builder.title", lang, order=so_far)]
        if self.draft is not None:
            lines.append(i18n.t("builder.current", lang, step=presenter.draft_label(self.draft, lang, names)))
        if not self.choices:
            lines.append(i18n.t("builder.dead_end", lang))
        self._items()
        content = "\n".join(lines)[:2000]
        if first:
            await flow.reply(interaction, content, view=self)
        else:
            await interaction.response.edit_message(content=content, view=self)

    def _items(self) -> None:
        self.clear_items()
        picks = [(i, c) for i, c in enumerate(self.choices) if not c.done]
        for n in range(0, min(len(picks), MENU * MENUS), MENU):
            menu: discord.ui.Select[Any] = discord.ui.Select(
                placeholder=i18n.t("builder.choose", self.lang)[:150],
                options=[discord.SelectOption(label=(c.menu or c.label)[:100], value=str(i))
                         for i, c in picks[n:n + MENU]])
            menu.callback = self._picked(menu)  # type: ignore[method-assign]
            self.add_item(menu)
        done = next((c for c in self.choices if c.done), None)
        if done is not None:
            send: discord.ui.Button[Any] = discord.ui.Button(label=i18n.t("builder.send", self.lang)[:80],
                                                             style=discord.ButtonStyle.success)
            send.callback = self._send(done)  # type: ignore[method-assign]
            self.add_item(send)
        if self.back:
            back: discord.ui.Button[Any] = discord.ui.Button(label=i18n.t("builder.back", self.lang)[:80],
                                                             style=discord.ButtonStyle.secondary)
            back.callback = self._back  # type: ignore[method-assign]
            self.add_item(back)

    def _picked(self, menu: discord.ui.Select[Any]) -> Any:
        async def picked(interaction: discord.Interaction) -> None:
            flow = _flow(interaction)
            async with flow.component_errors(interaction):
                value = menu.values[0] if menu.values else ""
                index = int(value) if value.isdigit() else -1
                if not 0 <= index < len(self.choices):  # a forged value: refused, nothing changes
                    await flow.refuse_unknown_component(interaction)
                    return
                choice = self.choices[index]
                self.back.append((self.steps, self.draft))
                self.steps, self.draft = choice.steps, choice.draft
                if choice.draft is not None and choice.draft.next_field() is None and not choice.draft.ask:
                    step = choice.draft.step()
                    if step is not None:
                        self.steps, self.draft = (*choice.steps, step), None
                await self.show(interaction)

        return picked

    async def _back(self, interaction: discord.Interaction) -> None:
        flow = _flow(interaction)
        async with flow.component_errors(interaction):
            if self.back:
                self.steps, self.draft = self.back.pop()
            await self.show(interaction)

    def _send(self, done: orders.NextChoice) -> Any:
        async def send(interaction: discord.Interaction) -> None:
            flow = _flow(interaction)
            async with flow.component_errors(interaction):
                record, _ = await flow.service.load(self.game_row)
                cls = registry.get(record.game_id).grammar.action_class(self.verb)
                info = steps_field(cls) if cls is not None else None
                if cls is None or info is None:
                    await flow.refuse_unknown_component(interaction)
                    return
                self.stop()
                await flow.preview(interaction, cls(**{info.name: done.steps}).to_text())

        return send

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return True  # ephemeral: only its player sees it


__all__ = ["Builder", "open_builder", "read_order", "steps_autocomplete", "steps_field"]
