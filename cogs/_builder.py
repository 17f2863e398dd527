"""The order builder: a whole order (a `Steps` field) built step by step from the engine's
options, for any game — typed with autocomplete, or chosen from menus.

- Autocomplete (`steps_autocomplete`) of a command's one option holding a whole order: what can
  come next after what was typed, each choice the whole text so far plus one more item, in the
  reader's words (`present.orders`).
- A board or DM button (`cogs._ui.BuildButton`, `ag:b:<game>:<version token>:<seat or ->:<verb>`)
  opens an ephemeral builder: menus of what can come next, "Back", "Start over", and once the
  order is whole, "Preview and send" (the same preview and Confirm as a typed order).

Nothing here knows a rule: every choice is an engine option (`Game.options` item by item). The
builder's progress (`Progress`) is kept in the database (service/drafts.py), one per game and
player, as of the game's version: its menus and buttons (`cogs._ui.BuilderMenu`, `BuilderButton`,
`ag:o:<game>:<revision>:<what>`) find it after a restart or in another bot process, and pressing
the board's button again continues it. A message showing an older revision (the builder opened
twice, a click from before "Back") is shown as the draft is now, changing nothing; once the
game moves on, the draft is out of date ("the game has moved on"). What it sends is checked like
any typed order.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

import discord
from discord import app_commands

import i18n
from cogs._base import agora_bot
from cogs._i18n import lang_of
from cogs._ui import BuilderButton, BuilderMenu
from engine import registry
from engine.core import Action, InvalidActionText, Steps
from engine.core.choices import Draft
from engine.core.fields import FieldInfo
from engine.core.grammar import Step
from present import orders
from present.base import Presenter, presenter_for
from service.version_tokens import token_version

if TYPE_CHECKING:
    from cogs._base import AgoraCog
    from cogs._flow import GameFlow

MENU = 25  # options per select menu
MENUS = 3  # select menus per builder message (75 choices; two rows stay for buttons)
BACK_LIMIT = 60  # how many steps "Back" remembers


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


@dataclass
class Progress:
    """One player's order being built: the steps chosen, the step being built, what "Back"
    returns to, and the choices its menus offer now (a menu's value is an index into them)."""

    seat: int
    verb: str
    steps: tuple[Step, ...] = ()
    draft: Draft | None = None
    back: list[tuple[tuple[Step, ...], Draft | None]] = field(default_factory=list)
    choices: list[orders.NextChoice] = field(default_factory=list)

    def payload(self) -> dict[str, Any]:
        lists: list[list[Any]] = []
        picks = []
        for choice in self.choices:  # most choices share their steps: each list is kept once
            steps = orders.steps_json(choice.steps)
            if steps not in lists:
                lists.append(steps)
            picks.append([lists.index(steps), orders.draft_json(choice.draft), choice.done])
        return {"seat": self.seat, "verb": self.verb, "steps": orders.steps_json(self.steps),
                "draft": orders.draft_json(self.draft),
                "back": [[orders.steps_json(st), orders.draft_json(d)] for st, d in self.back[-BACK_LIMIT:]],
                "lists": lists, "picks": picks}

    @classmethod
    def load(cls, spec: Steps, data: dict[str, Any]) -> Progress:
        """The progress kept in `data`; ValueError when it cannot be read (kept by older code)."""
        try:
            lists = [orders.steps_from_json(spec, steps) for steps in data["lists"]]
            choices = [orders.NextChoice("", "", bool(done), lists[i], orders.draft_from_json(spec, d))
                       for i, d, done in data["picks"]]
            return cls(int(data["seat"]), str(data["verb"]), orders.steps_from_json(spec, data["steps"]),
                       orders.draft_from_json(spec, data["draft"]),
                       [(orders.steps_from_json(spec, st), orders.draft_from_json(spec, d))
                        for st, d in data["back"]], choices)
        except (KeyError, IndexError, TypeError, ValueError) as exc:
            raise ValueError(f"unreadable builder progress: {exc}") from exc

    def pick(self, choice: orders.NextChoice) -> None:
        self.back.append((self.steps, self.draft))
        self.steps, self.draft = choice.steps, choice.draft
        if choice.draft is not None and choice.draft.next_field() is None and not choice.draft.ask:
            step = choice.draft.step()
            if step is not None:  # nothing more to ask of it: a whole step
                self.steps, self.draft = (*choice.steps, step), None


def _flow(interaction: discord.Interaction) -> GameFlow:
    return agora_bot(interaction).game_flow


class _Order(NamedTuple):
    """An order's action class, its `Steps` field and that field's spec, typed as the `Steps` it is."""

    cls: type[Action]
    info: FieldInfo
    spec: Steps


def _order_class(game_id: str, verb: str) -> _Order | None:
    cls = registry.get(game_id).grammar.action_class(verb)
    info = steps_field(cls) if cls is not None else None
    if cls is None or info is None or not isinstance(info.spec, Steps):
        return None
    return _Order(cls, info, info.spec)


async def open_builder(interaction: discord.Interaction, game_row: int, version: str, seat: int | None,
                       verb: str) -> None:
    """The builder of an order of `verb` for the clicker's seat (`seat`, when the button names
    one), as of `version` (its token, service/version_tokens.py): an older version shows the
    current state; another player's button
    says whose move it is. The clicker's draft of the same order, at this version, goes on
    where it was left (after a restart too, whichever process answers)."""
    flow = _flow(interaction)
    await flow.remember(interaction)
    async with flow.refusals(interaction):
        record, state = await flow.service.load(game_row)
        if token_version(record, version) != record.version or state is None:
            await flow.show_stale(interaction, game_row)
            return
        game = registry.get(record.game_id)
        mine = record.seats_of(interaction.user.id)
        acting = next((s for s in mine if seat in (None, s) and verb in game.verbs_for(state, s)), None)
        found = _order_class(record.game_id, verb)
        if acting is None or found is None:
            await flow.refuse_action(interaction, game_row, seat, "core.err.not_awaited", {"seat": seat})
            return
        progress = Progress(acting, verb)
        kept = await flow.drafts.load_build(record.id, interaction.user.id)
        if kept is not None and kept.version == record.version:
            try:
                earlier = Progress.load(found.spec, kept.payload)
            except ValueError:
                earlier = None
            if earlier is not None and (earlier.seat, earlier.verb) == (acting, verb):
                progress = earlier
        await _show(interaction, record, state, progress, None, first=True)


async def on_component(interaction: discord.Interaction, game_row: int, rev: int, what: str,
                       values: list[str]) -> None:
    """A builder's menu (`what` = its number) or button (`send`, `back`, `new`) for revision
    `rev` of the clicker's draft in that game."""
    flow = _flow(interaction)
    async with flow.component_errors(interaction):
        kept = await flow.drafts.load_build(game_row, interaction.user.id)
        if kept is None:  # expired, or never this user's: nothing to show
            await flow.refuse(interaction, "builder.expired")
            return
        record, state = await flow.service.load(game_row)
        found = _order_class(record.game_id, str(kept.payload.get("verb", "")))
        if record.version != kept.version or state is None or found is None:
            await flow.drafts.drop_build(game_row, interaction.user.id)
            await flow.show_stale(interaction, game_row)
            return
        try:
            progress = Progress.load(found.spec, kept.payload)
        except ValueError:
            await flow.drafts.drop_build(game_row, interaction.user.id)
            await flow.refuse(interaction, "builder.expired")
            return
        if rev == kept.rev:  # else an older message of this draft: shown as it is now
            if what.isdigit():
                value = values[0] if values else ""
                index = int(value) if value.isdigit() and len(value) < 4 else -1
                picks = [c for c in progress.choices if not c.done]
                if not 0 <= index < len(picks):  # a forged value: refused, nothing changes
                    await flow.refuse_unknown_component(interaction)
                    return
                progress.pick(picks[index])
            elif what == "back" and progress.back:
                progress.steps, progress.draft = progress.back.pop()
            elif what == "new":
                progress = Progress(progress.seat, progress.verb)
            elif what == "send":
                done = next((c for c in progress.choices if c.done), None)
                if done is None:
                    await flow.refuse_unknown_component(interaction)
                    return
                order = found.cls(**{found.info.name: done.steps})
                await flow.preview(interaction, order.to_text(), game_row=game_row)
                return
        await _show(interaction, record, state, progress, kept.rev)


async def _show(interaction: discord.Interaction, record: Any, state: Any, progress: Progress,
                rev: int | None, *, first: bool = False) -> None:
    """Work out the choices, keep the progress (`rev`: only if the kept one is still that
    revision) and show it: a new message, or this one edited."""
    flow = _flow(interaction)
    found = _order_class(record.game_id, progress.verb)
    assert found is not None
    cls, info, spec = found
    presenter = presenter_for(record.game_id)
    names = await flow.names(record)
    lang = lang_of(interaction)

    def work() -> list[orders.NextChoice]:
        reading = orders.Reading(progress.steps, progress.draft)
        return orders.next_choices(record.game_id, state, progress.seat, cls, info, reading, presenter, lang,
                                   names, limit=MENU * MENUS)

    progress.choices = await asyncio.to_thread(work)
    saved = await flow.drafts.save_build(record.id, interaction.user.id, record.version, progress.payload(),
                                         rev=rev)
    if saved is None:  # another click (in another process, maybe) changed it first: show that one
        kept = await flow.drafts.load_build(record.id, interaction.user.id)
        try:
            if kept is None or kept.version != record.version:
                raise ValueError("gone")
            newer = Progress.load(spec, kept.payload)
        except ValueError:
            await flow.refuse(interaction, "builder.expired")
            return
        await _show(interaction, record, state, newer, kept.rev, first=first)
        return
    so_far = presenter.action_label(cls(**{info.name: progress.steps}), lang, names) if progress.steps \
        else i18n.t("builder.nothing_yet", lang)
    lines = [i18n.t("builder.title", lang, order=so_far)]
    game = registry.get(record.game_id)
    asked = next((d for d in game.decisions_of(state, progress.seat) if progress.verb in d.verbs), None)
    said = presenter.draft_progress(progress.verb, progress.steps, asked.params, lang) if asked else None
    if said:
        lines.append(said)
    if progress.draft is not None:
        lines.append(i18n.t("builder.current", lang, step=presenter.draft_label(progress.draft, lang, names)))
    if not progress.choices:
        lines.append(i18n.t("builder.dead_end", lang))
    view = _view(record.id, saved, progress, lang)
    content = "\n".join(lines)[:2000]
    if first:
        await flow.reply(interaction, content, view=view)
    else:
        await interaction.response.edit_message(content=content, view=view)


def _view(game_row: int, rev: int, progress: Progress, lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    picks = [c for c in progress.choices if not c.done]
    for n in range(0, min(len(picks), MENU * MENUS), MENU):
        options = [discord.SelectOption(label=(c.menu or c.label)[:100], value=str(n + i))
                   for i, c in enumerate(picks[n:n + MENU])]
        view.add_item(BuilderMenu(game_row, rev, n // MENU, options, i18n.t("builder.choose", lang)))
    if any(c.done for c in progress.choices):
        view.add_item(BuilderButton(game_row, rev, "send", i18n.t("builder.send", lang),
                                    discord.ButtonStyle.success))
    if progress.back:
        view.add_item(BuilderButton(game_row, rev, "back", i18n.t("builder.back", lang)))
    if progress.steps or progress.draft is not None:
        view.add_item(BuilderButton(game_row, rev, "new", i18n.t("builder.restart", lang)))
    return view


__all__ = ["Progress", "on_component", "open_builder", "read_order", "steps_autocomplete", "steps_field"]
