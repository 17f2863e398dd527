"""The game's history in words: the log's lines, the status message's last move, the catch-up
digest and its button: a part of `AsyncPlay` (cogs/async_play.py), moved here as it was.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord

import i18n
from cogs._async_common import (
    CatchupButton,
    ts,
)
from cogs._hosts import AsyncPlayPart
from cogs._i18n import lang_of
from engine import registry
from engine.core import Event, RuleError
from service.errors import GameNotActive
from service.games import seat_names
from service.history import Step, log_time

if TYPE_CHECKING:
    from storage import GameRecord

log = logging.getLogger("agora.async")


class HistoryWords(AsyncPlayPart):
    """A part of `AsyncPlay`: what it reads of the cog (bot, service, flow, scheduler, history) is
    the cog's own (cogs/_hosts.py)."""

    async def listed_steps(self, record: GameRecord, lang: str,
                           steps: list[Step] | None = None) -> list[tuple[Step, str | None]]:
        """The live actions players may know of, with their public words. A game whose presenter
        words its events describes each action by its public events and leaves out the actions
        with none (a private offer: that it exists is a secret too, so the numbering counts only
        the listed ones); other games list every action (None: the `describe_action` line)."""
        if steps is None:
            steps, _ = await self.history.steps(record)  # replayed in a worker thread
        names = await seat_names(self.service, self.flow.players, record)
        presenter = self.flow.presenter(record)

        def words() -> list[tuple[Step, str | None]]:
            listed: list[tuple[Step, str | None]] = []
            for step in steps:
                described = presenter.describe(step.public_events, names, lang)
                if described is None:
                    listed.append((step, None))
                elif described:
                    listed.append((step, " ".join(described)))
            return listed

        # Every step of the log in words: in a worker thread too (the status message's last move,
        # after a restart or on a shared database, comes here).
        return await asyncio.to_thread(words)

    async def last_public(self, record: GameRecord, names: list[str],
                          lang: str) -> tuple[str, datetime] | None:
        """The latest public news of the game in words and when (None: the game's presenter does
        not word events; ("", …) when nothing public happened yet). From what the flow last
        delivered, else from the log once (after a restart)."""
        presenter = self.flow.presenter(record)
        if presenter.describe([], names, lang) is None:
            return None
        cached = self.flow.last_public.get(record.id)
        # One process per database delivers every change; several may each deliver some.
        if cached is not None and (cached[0] == record.version or not self.service.store.shared):
            _, events, when = cached
            return " ".join(presenter.describe(events, names, lang) or []), when
        listed = await self.listed_steps(record, lang)
        if not listed:
            self.flow.last_public[record.id] = (record.version, [], record.created_at)
            return "", record.created_at
        step, text = listed[-1]
        self.flow.last_public[record.id] = (record.version, list(step.public_events), step.action.created_at)
        return text or "", step.action.created_at

    def action_words(self, record: GameRecord, action_text: str, names: list[str], lang: str) -> str:
        """An action in words (a rule default played at a deadline): the presenter's label on the
        typed contract, the game's description otherwise; never the raw text."""
        game = registry.get(record.game_id)
        if game.grammar.verbs:
            try:  # the notice's text form, read here: the presenter labels the typed action
                action = game.parse_action(action_text)
            except RuleError:  # an older grammar's text (or none): shown as it was
                return action_text
            return self.flow.presenter(record).action_label(action, lang, names)
        key, params = game.describe_action(game.parse_action(action_text))
        return i18n.t(key, lang, **params)

    def game_words(self, record: GameRecord, action_text: str, names: list[str], lang: str,
                   events: Sequence[Event] = ()) -> str:
        """An action in words where its events are not worded (`GameFlow.action_words`)."""
        return self.flow.action_words(record, action_text, names, lang, events)

    async def log_lines(self, record: GameRecord, lang: str, *, plain: bool = False,
                        listed: list[tuple[Step, str | None]] | None = None) -> list[str]:
        """One public line per listed action (`listed_steps`), never its raw hidden text; admin
        actions (forced undo, pause, replace...) interleaved where they happened."""
        if listed is None:
            listed = await self.listed_steps(record, lang)
        names = await seat_names(self.service, self.flow.players, record)
        who_is = await self.flow.names(record, lang)  # the seats as the log names them
        timed: list[tuple[datetime, int, str]] = []
        for number, (step, described) in enumerate(listed, start=1):
            who = who_is[step.action.seat] if step.action.seat < len(who_is) else "?"
            what = described if described is not None else \
                self.game_words(record, step.action.action_text, names, lang, step.public_events)
            auto = " " + i18n.t("async.log.autoplay", lang) if step.action.user_id is None else ""
            if described is not None:  # the presenter's words name the players themselves
                key = "async.log.plain_event_line" if plain else "async.log.event_line"
            else:
                key = "async.log.plain_line" if plain else "async.log.line"
            when = log_time(step.action.created_at) if plain else ts(step.action.created_at, "f")
            line = i18n.t(key, lang, n=number, who=who, what=what, auto=auto, when=when)
            timed.append((step.action.created_at, 0, line))
        for entry in await self.service.store.admin_log(record.id):
            who = await self.flow.players.name(entry.user_id)
            what = i18n.t(f"admin.log.{entry.action}", lang, **self._admin_params(entry.detail, who_is, lang))
            role = i18n.t(f"admin.role.{entry.role}", lang)
            key = "admin.log.plain_line" if plain else "admin.log.line"
            when = log_time(entry.created_at) if plain else ts(entry.created_at, "f")
            timed.append((entry.created_at, 1, i18n.t(key, lang, who=who, role=role, what=what, when=when)))
        return [line for _, _, line in sorted(timed, key=lambda item: (item[0], item[1]))]

    @staticmethod
    def _admin_params(detail: dict[str, Any], names: list[str], lang: str) -> dict[str, Any]:
        params = {k: v for k, v in detail.items() if k not in ("key", "params")}
        seat = detail.get("seat")
        if isinstance(seat, int):
            params["name"] = names[seat] if seat < len(names) else "?"
        if detail.get("key"):
            params["what"] = i18n.t(detail["key"], lang, **(detail.get("params") or {}))
        if "on" in detail:
            params["state"] = i18n.t("admin.state.on" if detail["on"] else "admin.state.off", lang)
        return params

    def board_items(self, record: GameRecord, lang: str) -> list[discord.ui.Item[Any]]:
        return [CatchupButton(record.id, i18n.t("async.catchup.button", lang))]

    async def catchup_for(self, interaction: discord.Interaction, game_row: int | None) -> None:
        """Every public event since the reader's last move, in their language, and the board now."""
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            if game_row is None:
                game_row = (await self.flow.game_here(interaction)).id
            record, state = await self.service.load(game_row)
            if record.seed is None:
                raise GameNotActive.for_status(record.status)
            text = await self.catchup_text(record, interaction.user.id, lang)
            embed, file = await self.flow.public_embed(record, state, lang)
            kwargs: dict[str, Any] = {"embed": embed}
            if file is not None:
                kwargs["file"] = file
            await self.flow.reply(interaction, text, **kwargs)

    async def catchup_text(self, record: GameRecord, user_id: int, lang: str) -> str:
        steps, _ = await self.history.steps(record)
        listed = await self.listed_steps(record, lang, steps)
        names = await seat_names(self.service, self.flow.players, record)
        who_is = await self.flow.names(record, lang)  # the seats as the catch-up names them
        presenter = self.flow.presenter(record)
        mine = set(record.seats_of(user_id))
        last = max((s.number for s in steps if s.action.seat in mine), default=0)
        news = [(n, step, described) for n, (step, described) in enumerate(listed, start=1)
                if step.number > last]
        if last:
            header = i18n.t("async.catchup.since_yours", lang, n=len(news),
                            when=ts(steps[last - 1].action.created_at))
        else:
            header = i18n.t("async.catchup.since_start", lang, n=len(news))
        lines: list[str] = []
        for number, step, described in news:
            who = who_is[step.action.seat] if step.action.seat < len(who_is) else "?"
            auto = " " + i18n.t("async.log.autoplay", lang) if step.action.user_id is None else ""
            if described is not None:  # the presenter's words name the players themselves
                lines.append(i18n.t("async.catchup.event_line", lang, n=number, what=described, auto=auto))
                continue
            what = self.game_words(record, step.action.action_text, names, lang, step.public_events)
            lines.append(i18n.t("async.catchup.line", lang, n=number, who=who, what=what, auto=auto))
            for extra in presenter.log_lines(step.public_events, names, lang):
                lines += ["  " + part.removeprefix("📜 ") for part in extra.splitlines() if part.strip()]
        if not news:
            lines.append(i18n.t("async.catchup.nothing", lang))
        budget = 1900 - len(header)
        kept: list[str] = []
        for line in reversed(lines):
            if sum(len(x) + 1 for x in kept) + len(line) + 1 > budget - 80:
                kept.insert(0, i18n.t("async.catchup.more", lang, n=len(lines) - len(kept)))
                break
            kept.insert(0, line)
        return "\n".join([header, *kept])
