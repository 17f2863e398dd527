"""The scheduler's notices worded and sent (reminders, deadline votes, the moves the bot made,
archiving, undo prompts) and the end-of-game summary: a part of `AsyncPlay` (cogs/async_play.py),
moved here as it was.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord

import i18n
from cogs._async_common import (
    NONE_MENTIONS,
    DeadlineVoteButton,
    UndoButton,
    _chunk_lines,
    duration,
    ts,
)
from cogs._delivery import SendPart, mentions
from cogs._hosts import AsyncPlayPart
from engine import registry
from service import outbox as ob
from service.games import seat_names
from service.scheduling import (
    GameSettings,
    Notice,
)
from service.version_tokens import version_token

if TYPE_CHECKING:
    from storage import GameRecord, OutboxRecord

log = logging.getLogger("agora.async")


class Notices(AsyncPlayPart):
    """A part of `AsyncPlay`: what it reads of the cog (bot, service, flow, scheduler, history) is
    the cog's own (cogs/_hosts.py)."""

    @staticmethod
    def _notice(row: OutboxRecord) -> Notice:
        return Notice.load(row.payload["notice"])

    async def _send_reminders(self, record: GameRecord, row: OutboxRecord, send: SendPart) -> None:
        group = [Notice.load(n) for n in row.payload.get("notices") or []]
        if not group:
            return
        lang = i18n.language(record.locale)
        deadlines = await self.scheduler.deadlines(record.id)
        game_name = i18n.t(f"{record.game_id}.name", lang)
        lines = []
        for notice in group:
            level = min(notice.level, 3)
            line = i18n.t(f"async.remind.{level}", lang, who=f"<@{notice.user_id}>", game=game_name,
                          what=self.decisions_text(notice.game_id, notice.decisions, lang),
                          since=ts(notice.since), n=notice.level)
            if notice.seat in deadlines:
                due = deadlines[notice.seat]
                line += " " + i18n.t("async.remind.deadline", lang, full=ts(due, "f"), relative=ts(due))
            if notice.late:
                line += " " + i18n.t("async.remind.late", lang)
            lines.append(line)
        users = list(dict.fromkeys(n.user_id for n in group if n.user_id is not None))
        channel = self.bot.get_partial_messageable(record.channel_id)
        await send("m", channel, content="\n".join(lines)[:2000], allowed_mentions=mentions(users))

    async def _send_deadline_vote(self, record: GameRecord, row: OutboxRecord, send: SendPart) -> None:
        notice = self._notice(row)
        lang = i18n.language(record.locale)
        names = await self.flow.names(record, lang)
        seat = notice.seat or 0
        text = i18n.t("async.deadline.passed", lang, who=f"<@{notice.user_id}>",
                      what=self.decisions_text(notice.game_id, notice.decisions, lang),
                      since=ts(notice.since), name=names[seat] if seat < len(names) else "?")
        view = discord.ui.View(timeout=None)
        choices = ["autoplay", "wait"]
        if self.scheduler.skip_action(record, seat) is not None:
            choices.insert(0, "skip")
        for choice in choices:
            token = version_token(record, notice.version or record.version)
            view.add_item(DeadlineVoteButton(record.id, token, seat, choice,
                                             i18n.t(f"async.vote.{choice}", lang)))
        channel = self.bot.get_partial_messageable(record.channel_id)
        users = [notice.user_id] if notice.user_id else []
        await send("m", channel, content=text[:2000], view=view, allowed_mentions=mentions(users))

    async def _send_moves(self, record: GameRecord, rows: list[OutboxRecord], send: SendPart) -> None:
        """The rule defaults played at their deadlines and the autoplay moves they led to (or that
        the autoplay seats made on their own), delivered together: one message, then one board."""
        lang = i18n.language(record.locale)
        names = await seat_names(self.service, self.flow.players, record)
        who_is = await self.flow.names(record, lang)  # the seats as this message names them
        presenter = self.flow.presenter(record)
        game = registry.get(record.game_id)  # reads events stored by an older version too

        def words() -> list[str]:
            lead: list[str] = []
            parts: list[str] = []
            robots: list[str] = []
            for row in rows:
                if row.kind == ob.DEADLINE_DEFAULT:
                    notice = self._notice(row)
                    seat = notice.seat or 0
                    name = who_is[seat] if seat < len(who_is) else "?"
                    lead.append(i18n.t("async.deadline.default", lang, name=name,
                                       what=self.action_words(record, notice.action or "", names, lang)))
                # A game whose presenter words its events gets the moves' public lines with the board
                # that follows; this message then only names whose robot played, and only for moves
                # something of which is public (a robot's private offer stays as secret as a player's).
                for seat, text, dumped in row.payload.get("moves") or []:
                    events = [game.stored_event(e) for e in dumped]
                    name = who_is[seat] if seat < len(who_is) else "?"
                    described = presenter.describe(events, names, lang)
                    # A move the board's log lines tell is not told here again (issue 37).
                    if described is None and presenter.log_lines(events, names, lang):
                        described = [text]
                    if described is not None:
                        if described and name not in robots:
                            robots.append(name)
                        continue
                    parts.append(i18n.t("async.robot.move", lang, name=name,
                                        what=self.game_words(record, text, names, lang, events)))
            lines = list(lead)
            if parts:
                # One line per move: a run of robot moves can be hundreds long (never one value).
                lines.append(i18n.t("async.robot.summary", lang, n=len(parts)))
                lines += parts
            if robots:
                lines.append(i18n.t("async.robot.summary_who", lang, names=i18n.format_list(robots, lang)))
            return lines

        lines = await asyncio.to_thread(words)  # the engine's and presenter's part, off the loop
        channel = self.bot.get_partial_messageable(record.channel_id)
        for index, chunk in enumerate(_chunk_lines(lines)):
            await send("m" if index == 0 else f"m{index}", channel, content=chunk,
                       allowed_mentions=NONE_MENTIONS)

    async def _send_archived(self, record: GameRecord, row: OutboxRecord, send: SendPart) -> None:
        lang = i18n.language(record.locale)
        days = GameSettings.of(record.settings).archive_days
        channel = self.bot.get_partial_messageable(record.channel_id)
        await send("m", channel, content=i18n.t("async.archived", lang, days=days),
                   allowed_mentions=NONE_MENTIONS)

    async def _send_undo_prompt(self, record: GameRecord, row: OutboxRecord, send: SendPart) -> None:
        """An undo request's prompt, with its buttons; where it was posted is recorded on the
        request (to settle it there), also when a retry finds it posted before."""
        data = row.payload
        version, text, labels = data.get("version"), data.get("text"), data.get("labels")
        if type(version) is not int or not isinstance(text, str) or not isinstance(labels, dict):
            return
        view = discord.ui.View(timeout=None)
        for answer in ("yes", "no"):
            view.add_item(UndoButton(record.id, version_token(record, version), answer,
                                     str(labels.get(answer) or answer)))
        users = [u for u in data.get("user_ids") or [] if type(u) is int]
        channel = self.bot.get_partial_messageable(record.channel_id)
        await send("m", channel, content=text[:2000], view=view, allowed_mentions=mentions(users))
        if row.sent.get("m"):  # 0: Discord refused it for good; the request lapses as the game moves
            await self.history.set_prompt(record.id, version, record.channel_id, row.sent["m"])

    async def summary_section(self, record: GameRecord, lang: str) -> str:
        """The end-of-game statistics, appended to the flow's game-over message."""
        return f"**{i18n.t('async.summary.title', lang)}**\n" + await self.summary_text(record, lang)

    async def summary_text(self, record: GameRecord, lang: str) -> str:
        names = await self.flow.names(record, lang)
        scores = (record.outcome or {}).get("scores") or {}
        presenter = self.flow.presenter(record)
        lines = []
        for stats in await self.history.stats(record):
            score = scores.get(str(stats.seat), scores.get(stats.seat))
            lines.append(i18n.t("async.summary.line", lang, who=names[stats.seat], moves=stats.moves,
                                auto=stats.autoplayed, time=duration(stats.time),
                                average=duration(stats.average),
                                score="—" if score is None else presenter.score_text(score, lang)))
        started = min((s.joined_at for s in record.seats), default=record.created_at)
        ended = record.finished_at or record.updated_at
        lines.append(i18n.t("async.summary.length", lang, time=duration(ended - started)))
        return "\n".join(lines)
