"""Async play over days, in Discord: dashboards, reminders, deadlines, vacations, undo, log, history.

Commands:

- `/game ...` (about this channel's game; declared here in `game_subcommands` and attached to the
  lobby's `/game` group at start-up): `undo`, `log [page] [download]`, `history n:`, `stats`,
  and for the creator `reminders hours:`, `deadline preset:`, `archive days:`, `replace seat: user:`,
  `autoplay seat: [on]`.
- `/me ...` (the player's own settings, for all their games): `reminders [hours]`, `quiet start: end:`,
  `timezone zone:`, `pause hours:`, `vacation days:`, `next on:`, `settings`.

The decisions live in `service.scheduling` (turns, schedule rows, the poll) and `service.history`
(replay, undo, stats); this cog words and sends. One `tasks.loop(minutes=1)` polls the schedule
rows in production; offline, the driver's `wait` calls `bot.offline_tick()`, which runs one poll.

Dashboard: one message per game, kept up to date by edits, with no mentions at all (mentions in
edits do not notify, research §4.1); the flow's own new message per change pings the newly
awaited players. Reminders are new messages that mention exactly the players being reminded.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
from collections import defaultdict
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

import i18n
from cogs._base import AgoraCog
from cogs._i18n import cmd, lang_of
from engine import registry
from service import outbox as ob
from service.errors import ServiceError
from service.games import seat_names
from service.history import History, log_time
from service.retention import PRUNE_EVERY, prune, retention_from
from service.scheduling import (
    DEADLINE_PRESETS,
    SET_ARCHIVE,
    SET_DEADLINE,
    SET_REMIND,
    GameSettings,
    Notice,
    Prefs,
    Scheduler,
    parse_zone,
)
from storage import OutboxItem

if TYPE_CHECKING:
    from bot import AgoraBot
    from storage import GameRecord, TurnRecord, UserRecord

log = logging.getLogger("agora.async")

LOG_PAGE = 15
NONE_MENTIONS = discord.AllowedMentions.none()


def ts(moment: datetime | None, style: str = "R") -> str:
    return f"<t:{int(moment.timestamp())}:{style}>" if moment is not None else "—"


def duration(delta: timedelta) -> str:
    """Compact '2d 3h', '45m' (d/h/m read the same in English and Spanish)."""
    minutes = int(delta.total_seconds() // 60)
    days, rest = divmod(minutes, 1440)
    hours, mins = divmod(rest, 60)
    parts = [f"{days}d"] if days else []
    if hours:
        parts.append(f"{hours}h")
    if mins and not days:
        parts.append(f"{mins}m")
    return " ".join(parts) or "0m"


def mentions(users: list[int]) -> discord.AllowedMentions:
    return discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(id=u) for u in users])


def _cog(interaction: discord.Interaction) -> AsyncPlay:
    return interaction.client.get_cog("AsyncPlay")  # type: ignore[attr-defined, return-value]


class DeadlineVoteButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                         template=r"ag:dv:(?P<game>\d+):(?P<version>\d+):(?P<seat>\d+):(?P<choice>skip|autoplay|wait)"):
    """A vote on a seat past its deadline: skip it, let autoplay decide this once, or wait."""

    STYLES = {"skip": discord.ButtonStyle.secondary, "autoplay": discord.ButtonStyle.primary,
              "wait": discord.ButtonStyle.success}

    def __init__(self, game_row: int, version: int, seat: int, choice: str, label: str) -> None:
        super().__init__(discord.ui.Button(label=label, style=self.STYLES[choice],
                                           custom_id=f"ag:dv:{game_row}:{version}:{seat}:{choice}"))
        self.game_row, self.version, self.seat, self.choice = game_row, version, seat, choice

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button[Any],
                             match: re.Match[str]) -> DeadlineVoteButton:
        return cls(int(match["game"]), int(match["version"]), int(match["seat"]), match["choice"],
                   item.label or match["choice"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _cog(interaction).vote(interaction, self.game_row, self.version, self.seat, self.choice)


class UndoButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=r"ag:u:(?P<game>\d+):(?P<version>\d+):(?P<answer>yes|no)"):
    """Consent (or refusal) to a pending undo request."""

    def __init__(self, game_row: int, version: int, answer: str, label: str) -> None:
        style = discord.ButtonStyle.success if answer == "yes" else discord.ButtonStyle.danger
        super().__init__(discord.ui.Button(label=label, style=style,
                                           custom_id=f"ag:u:{game_row}:{version}:{answer}"))
        self.game_row, self.version, self.answer = game_row, version, answer

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button[Any],
                             match: re.Match[str]) -> UndoButton:
        return cls(int(match["game"]), int(match["version"]), match["answer"], item.label or match["answer"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _cog(interaction).undo_answer(interaction, self.game_row, self.version, self.answer == "yes")


class AsyncPlay(AgoraCog):
    # Moved under the lobby's `/game` group by bot.setup_hook (see `AgoraBot.attach_game_subcommands`).
    game_subcommands = app_commands.Group(name=cmd("cmd.turns"), description=cmd("cmd.turns.desc"),
                                          guild_only=True)
    me = app_commands.Group(name=cmd("cmd.me"), description=cmd("cmd.me.desc"))

    def __init__(self, bot: AgoraBot) -> None:
        super().__init__(bot)
        self.scheduler = Scheduler(self.service)
        self.history = History(self.service)
        self._ready = asyncio.Event()
        self._dashboard_locks: dict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._poll_lock = asyncio.Lock()
        self.retention = retention_from()
        self._pruned_at: datetime | None = None
        self._pruning: asyncio.Task[None] | None = None

    # ------------------------------------------------------------------ lifecycle
    async def cog_load(self) -> None:
        self.flow.before_public.append(self.ensure_dashboard)
        self.flow.game_over_extras.append(self.summary_section)
        self.bot.loop.create_task(self._recover(), name="agora-async-recovery")
        if not self.bot.offline:
            self.poll_loop.start()

    async def cog_unload(self) -> None:
        self.poll_loop.cancel()
        if self._pruning is not None:
            self._pruning.cancel()
        for hooks, hook in ((self.flow.before_public, self.ensure_dashboard),
                            (self.flow.game_over_extras, self.summary_section)):
            if hook in hooks:
                hooks.remove(hook)
        if self._ready.is_set() and self.bot.store is not None:
            await self.scheduler.heartbeat()  # a clean stop: the next start measures the outage from here

    async def _recover(self) -> None:
        """Start-up: measure the outage, extend deadlines, sync missed games, send overdue reminders."""
        await self.bot.wait_until_ready()
        try:
            recovery = await self.scheduler.recover()
            if recovery.outage is not None:
                log.info("outage of %s: %d deadlines extended", recovery.outage, recovery.extended)
            for game_row in recovery.to_sync:
                await self.refresh(game_row)
        finally:
            self._ready.set()
        await self.poll_once()

    @tasks.loop(minutes=1)
    async def poll_loop(self) -> None:
        try:
            await self.poll_once()
        except Exception:  # the loop must survive any single bad poll
            log.exception("schedule poll failed")

    @poll_loop.before_loop
    async def _before_poll(self) -> None:
        await self.bot.wait_until_ready()
        await self._ready.wait()

    # ------------------------------------------------------------------ after every change
    @commands.Cog.listener()
    async def on_agora_game_changed(self, game_row: int) -> None:
        await self.refresh(game_row)

    async def refresh(self, game_row: int, *, force: bool = False) -> None:
        """Sync turns and schedules, update the dashboard, DM "you're next", run autoplay seats."""
        result = await self.scheduler.sync(game_row, force=force)
        record = result.record
        await self.update_dashboard(record)
        for seat, user in result.newly_awaited:
            await self._tell_next(record, seat, user, result.users.get(user))
        if result.autoplay:
            try:
                await self.service.autoplay_seat(record.id, result.autoplay[0],
                                                 expected_version=record.version)
            except ServiceError:
                return  # someone else moved first; that change triggers its own refresh
            await self.flow.deliver(record.id)

    async def _tell_next(self, record: GameRecord, seat: int, user_id: int, user: UserRecord | None) -> None:
        prefs = Prefs.of(user)  # as sync read it for this change: no second lookup
        if not prefs.notify_next or await self.flow.players.dm_closed(user_id):
            return
        lang = i18n.language(await self.flow.players.locale(user_id) or record.locale)
        text = i18n.t("async.next_dm", lang, game=i18n.t(f"{record.game_id}.name", lang),
                      channel=f"<#{record.channel_id}>", what=await self._what(record, seat, lang))
        try:
            dm = await self.bot.create_dm(discord.Object(id=user_id))
            await dm.send(text)
        except discord.HTTPException:
            await self.flow.players.set_dm_closed(user_id, True)

    async def _what(self, record: GameRecord, seat: int, lang: str) -> str:
        turns = await self.service.store.get_turns(record.id)
        info = (turns.awaited.get(seat) if turns else None) or {}
        return self.decisions_text(record.game_id, info.get("decisions", []), lang)

    @staticmethod
    def decisions_text(game_id: str, decisions: list[dict[str, Any]], lang: str) -> str:
        return ", ".join(i18n.t(f"{game_id}.decision.{d['kind']}", lang, **(d.get("params") or {}))
                         for d in decisions) or "—"

    # ------------------------------------------------------------------ dashboard
    async def dashboard_text(self, record: GameRecord, lang: str, turns: TurnRecord | None = None) -> str:
        store = self.service.store
        if turns is None:
            turns = await store.get_turns(record.id)
        names = await seat_names(self.service, self.flow.players, record)
        game_name = i18n.t(f"{record.game_id}.name", lang)
        lines = [i18n.t("async.dash.title", lang, game=game_name, id=record.id)]
        if record.status == "active" and turns is not None:
            deadlines = await self.scheduler.deadlines(record.id)
            for seat, info in sorted(turns.awaited.items()):
                since = datetime.fromisoformat(info["since"])
                line = i18n.t("async.dash.awaiting", lang, who=names[seat] if seat < len(names) else seat,
                              what=self.decisions_text(record.game_id, info.get("decisions", []), lang),
                              since=ts(since))
                if seat in deadlines:
                    line += " " + i18n.t("async.dash.deadline", lang, full=ts(deadlines[seat], "f"),
                                         relative=ts(deadlines[seat]))
                lines.append(line)
        else:
            lines.append(i18n.t(f"async.dash.status.{record.status}", lang))
        last = await store.last_action(record.id)
        if last is not None:
            game = registry.get(record.game_id)
            key, params = game.describe_action(game.parse_action(last.action_text))
            who = names[last.seat] if last.seat < len(names) else last.seat
            lines.append(i18n.t("async.dash.last", lang, who=who, what=i18n.t(key, lang, **params),
                                when=ts(last.created_at)))
        settings = GameSettings.of(record.settings)
        reminders = (i18n.t("async.dash.remind_every", lang, hours=settings.remind_hours)
                     if settings.remind_hours > 0 else i18n.t("async.dash.remind_off", lang))
        lines.append(reminders + " · " + i18n.t(f"async.preset.{settings.deadline}", lang))
        return "\n".join(lines)[:2000]

    async def ensure_dashboard(self, record: GameRecord) -> None:
        """Before a game's first board is posted: its dashboard, so the board stays the latest message."""
        if record.status != "active":
            return
        turns = await self.service.store.get_turns(record.id)
        if turns is None or not turns.dashboard_message:
            await self.scheduler.sync(record.id)
            await self.update_dashboard(record)

    async def update_dashboard(self, record: GameRecord) -> None:
        if record.status == "lobby":
            return
        async with self._dashboard_locks[record.id]:
            record, _ = await self.service.load(record.id)
            turns = await self.service.store.get_turns(record.id)
            if turns is None:
                return
            text = await self.dashboard_text(record, i18n.language(record.locale), turns)
            channel = self.bot.get_partial_messageable(record.channel_id)
            if turns.dashboard_message:
                try:
                    await channel.get_partial_message(turns.dashboard_message).edit(
                        content=text, allowed_mentions=NONE_MENTIONS)
                    return
                except discord.NotFound:
                    pass  # deleted by someone: post a new one
                except discord.HTTPException as exc:
                    log.warning("dashboard edit for game %s failed: %s", record.id, exc)
                    return
            message = await channel.send(text, allowed_mentions=NONE_MENTIONS)
            await self.service.store.set_dashboard(record.id, record.channel_id, message.id)

    # ------------------------------------------------------------------ the poll
    async def tick(self) -> None:
        """One poll (the offline driver's `wait`); waits for the start-up recovery first."""
        await self._ready.wait()
        await self.poll_once()

    async def poll_once(self) -> None:
        # Retry side effects whose delivery failed earlier (Discord down, a 5xx...).
        await self.bot.flow.deliver_all()  # type: ignore[union-attr]
        async with self._poll_lock:
            notices = await self.scheduler.poll()
        self._start_pruning()
        reminders: dict[int, list[Notice]] = defaultdict(list)
        for notice in notices:
            try:
                if notice.kind == "reminder":
                    reminders[notice.game].append(notice)
                elif notice.kind == "deadline_vote":
                    await self._post_deadline_vote(notice)
                elif notice.kind == "deadline_default":
                    await self._post_default_played(notice)
                elif notice.kind == "archived":
                    await self._post_archived(notice)
            except discord.HTTPException:
                log.warning("could not send a %s notice for game %s", notice.kind, notice.game, exc_info=True)
        for game_row, group in reminders.items():
            try:
                await self._post_reminders(game_row, group)
            except discord.HTTPException:
                log.warning("could not send reminders for game %s", game_row, exc_info=True)

    def _start_pruning(self) -> None:
        """At the first poll and then once an hour: delete closed rows past retention, in the
        background (service/retention.py), so a long first pruning never delays the poll."""
        now = self.service.clock()
        if self._pruning is not None and not self._pruning.done():
            return
        if self._pruned_at is not None and now - self._pruned_at < PRUNE_EVERY:
            return
        self._pruned_at = now
        self._pruning = self.bot.loop.create_task(self._prune(now), name="agora-prune")

    async def _prune(self, now: datetime) -> None:
        try:
            pruned = await prune(self.service.store, now, self.retention)
        except Exception:  # the next hour tries again
            log.exception("pruning closed outbox and schedule rows failed")
            return
        if pruned.outbox or pruned.schedules:
            log.info("pruned %d outbox and %d schedule rows closed before %s", pruned.outbox,
                     pruned.schedules, now - self.retention)

    async def _post_reminders(self, game_row: int, group: list[Notice]) -> None:
        first = group[0]
        lang = i18n.language(first.locale)
        deadlines = await self.scheduler.deadlines(game_row)
        game_name = i18n.t(f"{first.game_id}.name", lang)
        lines = []
        for notice in group:
            level = min(notice.level, 3)
            line = i18n.t(f"async.remind.{level}", lang, who=f"<@{notice.user_id}>", game=game_name,
                          what=self.decisions_text(notice.game_id, notice.decisions, lang),
                          since=ts(notice.since), n=notice.level)
            if notice.seat in deadlines:
                line += " " + i18n.t("async.remind.deadline", lang, relative=ts(deadlines[notice.seat]))
            if notice.late:
                line += " " + i18n.t("async.remind.late", lang)
            lines.append(line)
        users = list(dict.fromkeys(n.user_id for n in group if n.user_id is not None))
        channel = self.bot.get_partial_messageable(first.channel_id)
        await channel.send("\n".join(lines)[:2000], allowed_mentions=mentions(users))

    async def _post_deadline_vote(self, notice: Notice) -> None:
        record, _ = await self.service.load(notice.game)
        lang = i18n.language(record.locale)
        names = await seat_names(self.service, self.flow.players, record)
        seat = notice.seat or 0
        text = i18n.t("async.deadline.passed", lang, who=f"<@{notice.user_id}>",
                      what=self.decisions_text(notice.game_id, notice.decisions, lang),
                      since=ts(notice.since), name=names[seat] if seat < len(names) else seat)
        view = discord.ui.View(timeout=None)
        choices = ["autoplay", "wait"]
        if self.scheduler.skip_action(record, seat) is not None:
            choices.insert(0, "skip")
        for choice in choices:
            view.add_item(DeadlineVoteButton(record.id, notice.version or record.version, seat, choice,
                                             i18n.t(f"async.vote.{choice}", lang)))
        channel = self.bot.get_partial_messageable(record.channel_id)
        users = [notice.user_id] if notice.user_id else []
        await channel.send(text[:2000], view=view, allowed_mentions=mentions(users))
        await self.update_dashboard(record)

    async def _post_default_played(self, notice: Notice) -> None:
        record, _ = await self.service.load(notice.game)
        lang = i18n.language(record.locale)
        names = await seat_names(self.service, self.flow.players, record)
        seat = notice.seat or 0
        game = registry.get(record.game_id)
        key, params = game.describe_action(game.parse_action(notice.action or ""))
        channel = self.bot.get_partial_messageable(record.channel_id)
        name = names[seat] if seat < len(names) else seat
        text = i18n.t("async.deadline.default", lang, name=name, what=i18n.t(key, lang, **params))
        await channel.send(text, allowed_mentions=NONE_MENTIONS)
        await self.flow.deliver(record.id)

    async def _post_archived(self, notice: Notice) -> None:
        record, _ = await self.service.load(notice.game)
        lang = i18n.language(record.locale)
        days = GameSettings.of(record.settings).archive_days
        channel = self.bot.get_partial_messageable(record.channel_id)
        await channel.send(i18n.t("async.archived", lang, days=days), allowed_mentions=NONE_MENTIONS)
        await self.update_dashboard(record)

    async def summary_section(self, record: GameRecord, lang: str) -> str:
        """The end-of-game statistics, appended to the flow's game-over message."""
        return f"**{i18n.t('async.summary.title', lang)}**\n" + await self.summary_text(record, lang)

    async def summary_text(self, record: GameRecord, lang: str) -> str:
        names = await seat_names(self.service, self.flow.players, record)
        scores = (record.outcome or {}).get("scores") or {}
        lines = []
        for stats in await self.history.stats(record):
            score = scores.get(str(stats.seat), scores.get(stats.seat))  # type: ignore[call-overload]
            lines.append(i18n.t("async.summary.line", lang, who=names[stats.seat], moves=stats.moves,
                                auto=stats.autoplayed, time=duration(stats.time),
                                average=duration(stats.average),
                                score="—" if score is None else score))
        started = min((s.joined_at for s in record.seats), default=record.created_at)
        ended = record.finished_at or record.updated_at
        lines.append(i18n.t("async.summary.length", lang, time=duration(ended - started)))
        return "\n".join(lines)

    # ------------------------------------------------------------------ buttons
    async def vote(self, interaction: discord.Interaction, game_row: int, version: int, seat: int,
                   choice: str) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            result = await self.scheduler.deadline_vote(game_row, seat, version, interaction.user.id, choice)
            record, _ = await self.service.load(game_row)
            glang = i18n.language(record.locale)
            channel = self.bot.get_partial_messageable(record.channel_id)
            if result.decided is None:
                await self.flow.reply(interaction, i18n.t("async.vote.counted", lang, votes=len(result.votes),
                                                          needed=result.needed))
                return
            await self.flow.reply(interaction, i18n.t("async.vote.counted", lang, votes=len(result.votes),
                                                      needed=result.needed))
            await channel.send(i18n.t(f"async.vote.decided.{result.decided}", glang,
                                      relative=ts(result.deadline)), allowed_mentions=NONE_MENTIONS)
            if result.result is not None:
                await self.flow.deliver(game_row)
            else:
                await self.update_dashboard(record)

    async def undo_answer(self, interaction: discord.Interaction, game_row: int, version: int,
                          agree: bool) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            outcome = await self.history.answer_undo(game_row, version, interaction.user.id, agree)
            glang = i18n.language(outcome.record.locale)
            channel = self.bot.get_partial_messageable(outcome.record.channel_id)
            if outcome.done:
                await self.flow.reply(interaction, i18n.t("async.undo.you_agreed", lang))
                await self._announce_undo(outcome.record, outcome.undone, outcome.requester, glang)
            elif not agree:
                await self.flow.reply(interaction, i18n.t("async.undo.you_refused", lang))
                await channel.send(i18n.t("async.undo.refused", glang, who=interaction.user.display_name),
                                   allowed_mentions=NONE_MENTIONS)
            else:
                await self.flow.reply(interaction, i18n.t("async.undo.waiting", lang,
                                                          missing=" ".join(f"<@{u}>" for u in outcome.needs)))

    async def _announce_undo(self, record: GameRecord, undone: int, requester: int | None, lang: str) -> None:
        channel = self.bot.get_partial_messageable(record.channel_id)
        who = await self.flow.players.name(requester) if requester else "—"
        await channel.send(i18n.t("async.undo.done", lang, who=who, n=undone), allowed_mentions=NONE_MENTIONS)
        await self.flow.deliver(record.id)

    # ------------------------------------------------------------------ /game (async play)
    @game_subcommands.command(name=cmd("cmd.turns.undo"), description=cmd("cmd.turns.undo.desc"))
    async def undo(self, interaction: discord.Interaction) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            record = await self.flow.game_here(interaction)
            outcome = await self.history.request_undo(record.id, interaction.user.id)
            glang = i18n.language(outcome.record.locale)
            if outcome.done:
                await self.flow.reply(interaction, i18n.t("async.undo.you_undid", lang, n=outcome.undone))
                await self._announce_undo(outcome.record, outcome.undone, interaction.user.id, glang)
                return
            assert outcome.target is not None
            view = discord.ui.View(timeout=None)
            for answer in ("yes", "no"):
                view.add_item(UndoButton(record.id, outcome.record.version, answer,
                                         i18n.t(f"async.undo.button.{answer}", glang)))
            what = i18n.t(outcome.target.key, glang, **outcome.target.params)
            text = i18n.t("async.undo.request", glang, who=interaction.user.display_name, what=what,
                          n=outcome.undone, others=" ".join(f"<@{u}>" for u in outcome.needs))
            channel = self.bot.get_partial_messageable(record.channel_id)
            await channel.send(text[:2000], view=view, allowed_mentions=mentions(outcome.needs))
            await self.flow.reply(interaction, i18n.t("async.undo.asked", lang))

    @game_subcommands.command(name=cmd("cmd.turns.log"), description=cmd("cmd.turns.log.desc"))
    @app_commands.describe(page=cmd("cmd.turns.log.page"), download=cmd("cmd.turns.log.download"))
    async def log_command(self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 1000] = 1,
                          download: bool = False) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.flow.refusals(interaction):
            record = await self.flow.game_here(interaction)
            lines = await self.log_lines(record, lang, plain=download)
            if download:
                header = i18n.t("async.log.file_header", lang, game=i18n.t(f"{record.game_id}.name", lang),
                                id=record.id)
                body = "\n".join([header, *lines]) + "\n"
                file = discord.File(io.BytesIO(body.encode("utf-8")), filename=f"game-{record.id}-log.txt")
                await self.flow.reply(interaction, i18n.t("async.log.download", lang, n=len(lines)),
                                      file=file)
                return
            pages = max(1, -(-len(lines) // LOG_PAGE))
            page = min(page, pages)
            chunk = lines[(page - 1) * LOG_PAGE: page * LOG_PAGE]
            text = i18n.t("async.log.header", lang, page=page, pages=pages, n=len(lines))
            text += "\n" + ("\n".join(chunk) if chunk else i18n.t("async.log.empty", lang))
            await self.flow.reply(interaction, text[:2000])

    async def log_lines(self, record: GameRecord, lang: str, *, plain: bool = False) -> list[str]:
        """One public line per live action: described by the game, never its raw hidden text."""
        steps, _ = await self.history.steps(record)
        names = await seat_names(self.service, self.flow.players, record)
        out = []
        for step in steps:
            who = names[step.action.seat] if step.action.seat < len(names) else step.action.seat
            what = i18n.t(step.key, lang, **step.params)
            auto = " " + i18n.t("async.log.autoplay", lang) if step.action.user_id is None else ""
            if plain:  # the .txt download: no Discord markdown or timestamps
                out.append(i18n.t("async.log.plain_line", lang, n=step.number, who=who, what=what, auto=auto,
                                  when=log_time(step.action.created_at)))
            else:
                out.append(i18n.t("async.log.line", lang, n=step.number, who=who, what=what, auto=auto,
                                  when=ts(step.action.created_at, "f")))
        return out

    @game_subcommands.command(name=cmd("cmd.turns.history"), description=cmd("cmd.turns.history.desc"))
    @app_commands.describe(n=cmd("cmd.turns.history.n"))
    async def history_command(self, interaction: discord.Interaction,
                              n: app_commands.Range[int, 0, 100000]) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.flow.refusals(interaction):
            here = await self.flow.game_here(interaction)
            record, state, n = await self.history.state_after(here.id, n)
            embed, file = await self.flow.public_embed(record, state, lang)
            total = len(await self.service.store.list_actions(record.id))
            kwargs: dict[str, Any] = {"embed": embed}
            if file is not None:
                kwargs["file"] = file
            await self.flow.reply(interaction, i18n.t("async.history.header", lang, n=n, total=total),
                                  **kwargs)

    @game_subcommands.command(name=cmd("cmd.turns.stats"), description=cmd("cmd.turns.stats.desc"))
    async def stats_command(self, interaction: discord.Interaction) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.flow.refusals(interaction):
            record = await self.flow.game_here(interaction)
            if record.seed is None:
                await self.flow.refuse(interaction, "service.err.not_started")
                return
            await self.flow.reply(interaction, (await self.summary_text(record, lang))[:2000])

    async def _creator_setting(self, interaction: discord.Interaction, key: str, value: Any,
                               reply_key: str, **params: Any) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.flow.refusals(interaction):
            record = await self.flow.game_here(interaction)
            record = await self.scheduler.set_game_option(record.id, interaction.user.id, key, value)
            await self.flow.reply(interaction, i18n.t(reply_key, lang, **params))
            await self.update_dashboard(record)

    @game_subcommands.command(name=cmd("cmd.turns.reminders"), description=cmd("cmd.turns.reminders.desc"))
    @app_commands.describe(hours=cmd("cmd.turns.reminders.hours"))
    async def game_reminders(self, interaction: discord.Interaction,
                             hours: app_commands.Range[int, 0, 336]) -> None:
        await self._creator_setting(interaction, SET_REMIND, hours, "async.set.reminders", hours=hours)

    @game_subcommands.command(name=cmd("cmd.turns.deadline"), description=cmd("cmd.turns.deadline.desc"))
    @app_commands.describe(preset=cmd("cmd.turns.deadline.preset"))
    @app_commands.choices(preset=[app_commands.Choice(name=cmd(f"cmd.choice.preset.{p}"), value=p)
                                  for p in DEADLINE_PRESETS])
    async def game_deadline(self, interaction: discord.Interaction, preset: str) -> None:
        await self._creator_setting(interaction, SET_DEADLINE, preset, "async.set.deadline",
                                    preset=i18n.t(f"async.preset.{preset}", lang_of(interaction)))

    @game_subcommands.command(name=cmd("cmd.turns.archive"), description=cmd("cmd.turns.archive.desc"))
    @app_commands.describe(days=cmd("cmd.turns.archive.days"))
    async def game_archive(self, interaction: discord.Interaction,
                           days: app_commands.Range[int, 0, 365]) -> None:
        await self._creator_setting(interaction, SET_ARCHIVE, days, "async.set.archive", days=days)

    @game_subcommands.command(name=cmd("cmd.turns.replace"), description=cmd("cmd.turns.replace.desc"))
    @app_commands.describe(seat=cmd("cmd.turns.seat"), user=cmd("cmd.turns.replace.user"))
    async def replace(self, interaction: discord.Interaction, seat: app_commands.Range[int, 1, 8],
                      user: discord.User) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            record = await self._creator_game(interaction, seat)
            if user.bot:
                await self.flow.refuse(interaction, "async.err.bot_user")
                return
            if user.id in record.seated_users():
                # A seated player taking a second seat would see that seat's hidden hand too.
                await self.flow.refuse(interaction, "async.err.already_seated", who=user.display_name)
                return
            await self.flow.players.remember(user.id, user.display_name, None)
            item = OutboxItem(ob.PRIVATE_VIEW, {"user_id": user.id, "seat": seat - 1,
                                                   "version": record.version, "prompt": True})
            old = record.user_of(seat - 1)
            record = await self.service.store.replace_seat(record.id, seat - 1, user.id, outbox=[item])
            await self.flow.reply(interaction, i18n.t("async.replaced.you", lang, seat=seat))
            glang = i18n.language(record.locale)
            channel = self.bot.get_partial_messageable(record.channel_id)
            text = i18n.t("async.replaced", glang, seat=seat, old=f"<@{old}>", new=f"<@{user.id}>")
            await channel.send(text, allowed_mentions=mentions([user.id]))
            await self.flow.deliver(record.id)
            await self.refresh(record.id, force=True)

    @game_subcommands.command(name=cmd("cmd.turns.autoplay"), description=cmd("cmd.turns.autoplay.desc"))
    @app_commands.describe(seat=cmd("cmd.turns.seat"), on=cmd("cmd.turns.autoplay.on"))
    async def autoplay(self, interaction: discord.Interaction, seat: app_commands.Range[int, 1, 8],
                       on: bool = True) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.flow.refusals(interaction):
            record = await self._creator_game(interaction, seat)
            await self.service.store.set_autoplay(record.id, seat - 1, on)
            state = "on" if on else "off"
            await self.flow.reply(interaction, i18n.t(f"async.autoplay.{state}", lang, seat=seat))
            channel = self.bot.get_partial_messageable(record.channel_id)
            await channel.send(i18n.t(f"async.autoplay.{state}", i18n.language(record.locale), seat=seat),
                               allowed_mentions=NONE_MENTIONS)
            await self.refresh(record.id, force=True)

    async def _creator_game(self, interaction: discord.Interaction, seat: int) -> GameRecord:
        record = await self.flow.game_here(interaction)
        if interaction.user.id != record.creator_id:
            raise ServiceError("service.err.not_creator")
        if record.status not in ("active", "archived"):
            raise ServiceError("service.err.game_not_active")
        if seat > len(record.seats):
            raise ServiceError("async.err.no_such_seat", seat=seat, seats=len(record.seats))
        return record

    # ------------------------------------------------------------------ /me
    async def _me_reply(self, interaction: discord.Interaction, key: str, **params: Any) -> None:
        await self.flow.reply(interaction, i18n.t(key, lang_of(interaction), **params))

    @me.command(name=cmd("cmd.me.reminders"), description=cmd("cmd.me.reminders.desc"))
    @app_commands.describe(hours=cmd("cmd.me.reminders.hours"))
    async def my_reminders(self, interaction: discord.Interaction,
                           hours: app_commands.Range[int, 0, 336] | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        await self.scheduler.set_user_reminders(interaction.user.id, hours)
        if hours is None:
            await self._me_reply(interaction, "async.me.reminders_game")
        else:
            await self._me_reply(interaction, "async.me.reminders" if hours else "async.me.reminders_off",
                                 hours=hours)

    @me.command(name=cmd("cmd.me.quiet"), description=cmd("cmd.me.quiet.desc"))
    @app_commands.describe(start=cmd("cmd.me.quiet.start"), end=cmd("cmd.me.quiet.end"))
    async def quiet(self, interaction: discord.Interaction, start: app_commands.Range[int, 0, 23],
                    end: app_commands.Range[int, 0, 23]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        window = None if start == end else (start, end)
        prefs = await self.scheduler.set_prefs(interaction.user.id, quiet=window)
        if prefs.quiet is None:
            await self._me_reply(interaction, "async.me.quiet_off")
        else:
            await self._me_reply(interaction, "async.me.quiet", start=start, end=end, tz=prefs.tz)

    @me.command(name=cmd("cmd.me.timezone"), description=cmd("cmd.me.timezone.desc"))
    @app_commands.describe(zone=cmd("cmd.me.timezone.zone"))
    async def timezone(self, interaction: discord.Interaction, zone: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        if parse_zone(zone) is None:
            await self.flow.refuse(interaction, "async.err.bad_zone", zone=zone[:60])
            return
        await self.scheduler.set_prefs(interaction.user.id, tz=zone.strip())
        await self._me_reply(interaction, "async.me.timezone", zone=zone.strip())

    @me.command(name=cmd("cmd.me.pause"), description=cmd("cmd.me.pause.desc"))
    @app_commands.describe(hours=cmd("cmd.me.pause.hours"))
    async def pause(self, interaction: discord.Interaction, hours: app_commands.Range[int, 0, 720]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        until = self.service.clock() + timedelta(hours=hours) if hours else None
        await self.scheduler.set_prefs(interaction.user.id, paused_until=until)
        if until is None:
            await self._me_reply(interaction, "async.me.resumed")
        else:
            await self._me_reply(interaction, "async.me.paused", full=ts(until, "f"), relative=ts(until))

    @me.command(name=cmd("cmd.me.vacation"), description=cmd("cmd.me.vacation.desc"))
    @app_commands.describe(days=cmd("cmd.me.vacation.days"))
    async def vacation(self, interaction: discord.Interaction, days: app_commands.Range[int, 0, 60]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        prefs, games = await self.scheduler.start_vacation(interaction.user.id, days)
        name = interaction.user.display_name
        for record in games:
            glang = i18n.language(record.locale)
            channel = self.bot.get_partial_messageable(record.channel_id)
            if prefs.vacation_until is not None:
                note = i18n.t("async.vacation.note", glang, who=name, full=ts(prefs.vacation_until, "f"))
            else:
                note = i18n.t("async.vacation.back", glang, who=name)
            try:
                await channel.send(note, allowed_mentions=NONE_MENTIONS)
            except discord.HTTPException:
                log.warning("vacation note for game %s failed", record.id, exc_info=True)
            await self.update_dashboard(record)
        if prefs.vacation_until is None:
            await self._me_reply(interaction, "async.me.vacation_off")
        else:
            await self._me_reply(interaction, "async.me.vacation", full=ts(prefs.vacation_until, "f"),
                                 games=len(games))

    @me.command(name=cmd("cmd.me.next"), description=cmd("cmd.me.next.desc"))
    @app_commands.describe(on=cmd("cmd.me.next.on"))
    async def next_turn(self, interaction: discord.Interaction, on: bool) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.scheduler.set_prefs(interaction.user.id, notify_next=on)
        await self._me_reply(interaction, "async.me.next_on" if on else "async.me.next_off")

    @me.command(name=cmd("cmd.me.settings"), description=cmd("cmd.me.settings.desc"))
    async def settings(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = lang_of(interaction)
        prefs: Prefs = await self.scheduler.prefs(interaction.user.id)
        now = self.service.clock()
        reminders = (i18n.t("async.me.s.game_interval", lang) if prefs.remind_hours is None
                     else i18n.t("async.me.s.hours", lang, hours=prefs.remind_hours))
        quiet = f"{prefs.quiet[0]:02d}–{prefs.quiet[1]:02d}" if prefs.quiet else "—"
        text = i18n.t("async.me.s.text", lang, reminders=reminders, quiet=quiet, tz=prefs.tz,
                      paused=ts(prefs.paused_until, "f") if prefs.paused(now) else "—",
                      vacation=ts(prefs.vacation_until, "f") if prefs.on_vacation(now) else "—",
                      next=i18n.t("async.me.s.yes" if prefs.notify_next else "async.me.s.no", lang))
        await self.flow.reply(interaction, text)


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(AsyncPlay(bot))
    bot.add_dynamic_items(DeadlineVoteButton, UndoButton)
