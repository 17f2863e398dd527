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

The cog's parts live in modules of their own: the dashboard (cogs/_dashboard.py), the notices and
the end-of-game summary (cogs/_notices.py), the votes' answers (cogs/_votes.py), the history in
words and the catch-up (cogs/_history_words.py), the robots' runs (cogs/_robots.py), and what they
share (cogs/_async_common.py); the commands, the listeners and the poll are here.
"""

from __future__ import annotations

import asyncio
import io
import logging
import time
from collections import defaultdict
from dataclasses import replace as dc_replace
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

import i18n
from cogs._async_common import (
    DM_RETRY_EVERY,
    LOG_PAGE,
    CatchupButton,
    DeadlineVoteButton,
    UndoButton,
    ts,
)
from cogs._authority import admin_line, authority
from cogs._base import AgoraCog
from cogs._commands import read_seat
from cogs._dashboard import Dashboard
from cogs._history_words import HistoryWords
from cogs._i18n import cmd, lang_of, localized_options
from cogs._notices import Notices
from cogs._robots import Robots
from cogs._votes import Votes
from service import outbox as ob
from service.boards import BOARD_MODES, SET_BOARDS
from service.errors import ServiceError
from service.games import seat_names
from service.history import UNDO_REQUEST, History, HistoryRefusal, UndoPending
from service.retention import PRUNE_EVERY, prune, retention_from
from service.scheduling import (
    DEADLINE_PRESETS,
    SET_ARCHIVE,
    SET_DEADLINE,
    SET_REMIND,
    GameSettings,
    Prefs,
    Scheduler,
    SyncResult,
    parse_zone,
)
from storage import OutboxItem

if TYPE_CHECKING:
    from bot import AgoraBot
    from storage import GameRecord

log = logging.getLogger("agora.async")

# The cog first: its `bot`, `flow` and `service` are what the parts' Protocol (cogs/_hosts.py) declares.
class AsyncPlay(AgoraCog, Dashboard, Notices, Votes, HistoryWords, Robots):
    # Moved under the lobby's `/game` group by bot.setup_hook (see `AgoraBot.attach_game_subcommands`).
    game_subcommands = app_commands.Group(name=cmd("cmd.turns"), description=cmd("cmd.turns.desc"),
                                          guild_only=True)
    admin_commands = app_commands.Group(name=cmd("cmd.admin"), description=cmd("cmd.admin.desc"),
                                        parent=game_subcommands)
    me = app_commands.Group(name=cmd("cmd.me"), description=cmd("cmd.me.desc"))

    def __init__(self, bot: AgoraBot) -> None:
        super().__init__(bot)
        self.scheduler = Scheduler(self.service)
        self.history = History(self.service)
        self._ready = asyncio.Event()
        self._dashboard_locks: dict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._poll_lock = asyncio.Lock()
        self._dashboards_lag = False  # a dashboard edit failed since the last poll
        # Syncs run before a board is posted (so its ping can show deadlines), kept for the
        # refresh that follows the delivery: its "you're next" DMs and autoplay.
        self._synced: dict[int, SyncResult] = {}
        self._dm_retried: dict[int, datetime] = {}
        self.retention = retention_from()
        self._pruned_at: datetime | None = None
        self._pruning: asyncio.Task[None] | None = None

    # ------------------------------------------------------------------ lifecycle
    async def cog_load(self) -> None:
        self.bot.async_play = self
        self.bot.tickers.append(self.tick)
        self.flow.before_public.append(self.ensure_dashboard)
        self.flow.game_over_extras.append(self.summary_section)
        # The poll's notices reach Discord through the outbox (service/scheduling.py), worded here.
        self.flow.notice_senders.update({
            ob.REMINDERS: self._send_reminders, ob.DEADLINE_VOTE: self._send_deadline_vote,
            ob.ARCHIVED: self._send_archived, ob.UNDO_PROMPT: self._send_undo_prompt})
        # Moves the bot made on its own are summed up in one message per delivery.
        self.flow.notice_batches.update({ob.DEADLINE_DEFAULT: self._send_moves,
                                         ob.ROBOT_MOVES: self._send_moves})
        self.flow.ping_notes.append(self.deadline_notes)
        self.flow.board_items.append(self.board_items)
        self.bot.loop.create_task(self._recover(), name="agora-async-recovery")
        if not self.bot.offline:
            self.poll_loop.start()

    async def cog_unload(self) -> None:
        if self.bot.async_play is self:
            self.bot.async_play = None
        if self.tick in self.bot.tickers:
            self.bot.tickers.remove(self.tick)
        self.poll_loop.cancel()
        if self._pruning is not None:
            self._pruning.cancel()
        hooked: tuple[tuple[list[Any], Any], ...] = (
            (self.flow.before_public, self.ensure_dashboard),
            (self.flow.game_over_extras, self.summary_section),
            (self.flow.ping_notes, self.deadline_notes),
            (self.flow.board_items, self.board_items))
        for hooks, hook in hooked:
            if hook in hooks:
                hooks.remove(hook)
        for kind in (*ob.NOTICE_KINDS, ob.ROBOT_MOVES, ob.UNDO_PROMPT):
            self.flow.notice_senders.pop(kind, None)
            self.flow.notice_batches.pop(kind, None)
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
                await self.refresh(game_row)  # one game's failure is logged there and skips only it
        except Exception:
            log.exception("start-up recovery of the schedules failed; polling goes on")
        finally:
            self._ready.set()
        try:
            await self.poll_once()
        except Exception:
            log.exception("the first schedule poll failed")

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
        """Sync turns and schedules, update the dashboard, DM "you're next", run autoplay seats.

        Never raises: what fails is logged, concerns only this game, and the next change or
        restart refreshes it again.
        """
        try:
            await self._refresh(game_row, force=force)
        except ServiceError as exc:  # e.g. the game was quarantined on load
            log.warning("game %s not refreshed: %s", game_row, exc)
        except Exception:
            log.exception("refreshing game %s failed", game_row)

    async def _refresh(self, game_row: int, *, force: bool = False) -> None:
        result = await self.scheduler.sync(game_row, force=force)
        early = self._synced.pop(game_row, None)
        if not result.changed and early is not None and early.record.version == result.record.version:
            result = dc_replace(early, record=result.record, read=result.read)
        record = result.record
        read = result.read  # what the sync read, if it wrote nothing: the dashboard's too
        if record.settings.get(UNDO_REQUEST):
            read = None
            lapsed = await self.history.lapse_request(game_row)
            if lapsed is not None:
                await self._settle_prompt(lapsed.get("prompt"), record, "lapsed")
        await self.update_dashboard(record, read=read)
        for seat, user in result.newly_awaited:
            await self._tell_next(record, seat, user, result.users.get(user))
        if result.autoplay and await self.play_robots(record.id):
            await self.flow.deliver(record.id)

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Whenever a player whose DMs were closed uses the bot, try DMs again: if they opened
        them, what they missed (their current private views) arrives now."""
        if interaction.type == discord.InteractionType.autocomplete or interaction.user.bot \
                or self.bot.store is None:
            return
        user = interaction.user.id
        now = self.service.clock()
        last = self._dm_retried.get(user)
        if last is not None and now - last < DM_RETRY_EVERY:
            return
        if await self.flow.players.dm_closed(user):
            self._dm_retried[user] = now
            await self.flow.retry_dms(user)

    # ------------------------------------------------------------------ the poll
    async def tick(self) -> None:
        """One poll (the offline driver's `wait`); waits for the start-up recovery first."""
        await self._ready.wait()
        await self.poll_once()

    async def poll_once(self) -> None:
        """One poll: its notices are committed to the outbox with the rows it claims, and the
        delivery worker sends them (and retries anything that failed before); the poll never
        waits for Discord."""
        async with self._poll_lock:
            started = time.perf_counter()
            touched = await self.scheduler.poll()
            metrics = getattr(self.bot, "metrics", None)  # service/metrics.py
            if metrics is not None:
                metrics.poll_seconds.observe(time.perf_counter() - started)
        self._start_pruning()
        # Deadline defaults were just played: the autoplay seats they lead to play before the
        # board goes out, so the channel gets one summary and one board, not one per move.
        for game_row in touched:
            try:
                await self.play_robots(game_row)
            except Exception:  # one game's robots never stop the others' notices
                log.exception("autoplay after the poll failed in game %s", game_row)
        self.flow.kick()
        if self._dashboards_lag:  # an edit failed (Discord down): bring every lagging one up to date
            self._dashboards_lag = False
            for game_row in await self.service.store.games_to_sync():
                await self.refresh(game_row)

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

    # ------------------------------------------------------------------ /game (async play)
    @game_subcommands.command(name=cmd("cmd.turns.undo"), description=cmd("cmd.turns.undo.desc"))
    async def undo(self, interaction: discord.Interaction) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            record = await self.flow.game_here(interaction)
            try:
                outcome = await self.history.request_undo(record.id, interaction.user.id)
            except UndoPending as pending:
                await self.flow.refuse(interaction, "async.err.undo_pending",
                                       link=self._prompt_link(record, pending.params.get("prompt")))
                return
            glang = i18n.language(outcome.record.locale)
            names = await seat_names(self.service, self.flow.players, outcome.record)
            described = None if outcome.target is None else \
                self.flow.presenter(outcome.record).describe(outcome.target.public_events, names, glang)
            if outcome.done:
                await self.flow.reply(interaction, i18n.t("async.undo.you_undid", lang, n=outcome.undone))
                if described == []:  # a secret move undone: nobody else ever saw it, nor sees this
                    await self.flow.deliver(outcome.record.id)
                    return
                await self._announce_undo(outcome.record, outcome.undone, interaction.user.id, glang)
                return
            assert outcome.target is not None
            if described == []:  # a secret move: no more than that a move was made
                what = i18n.t("async.undo.secret_move", glang)
            else:  # the move itself (its events go on into what followed it: the next turn's coin)
                what = self.flow.action_words(outcome.record, outcome.target.action.action_text, names, glang,
                                              outcome.target.public_events)
            text = i18n.t("async.undo.request", glang, who=interaction.user.display_name, what=what,
                          n=outcome.undone, others=" ".join(f"<@{u}>" for u in outcome.needs))
            # Through the outbox (retried until Discord answers): the request is pending now,
            # and the others can answer it only once its prompt is posted.
            labels = {answer: i18n.t(f"async.undo.button.{answer}", glang) for answer in ("yes", "no")}
            await self.service.store.add_outbox(record.id, [OutboxItem(ob.UNDO_PROMPT, {
                "version": outcome.record.version, "text": text[:2000], "user_ids": list(outcome.needs),
                "labels": labels})])
            await self.flow.deliver(record.id)
            await self.flow.reply(interaction, i18n.t("async.undo.asked", lang))

    # ------------------------------------------------------------------ /game admin (creator, moderators)
    @admin_commands.command(name=cmd("cmd.admin.undo"), description=cmd("cmd.admin.undo.desc"))
    async def admin_undo(self, interaction: discord.Interaction) -> None:
        """A forced undo of the last action: an explicit admin action, posted and logged."""
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            record = await self.flow.game_here(interaction)
            role = await self._admin_role(interaction, record)
            outcome = await self.history.force_undo(record.id, interaction.user.id, role)
            assert outcome.target is not None
            glang = i18n.language(outcome.record.locale)
            names = await self.flow.names(outcome.record, glang)
            seat = outcome.target.action.seat
            what = i18n.t("admin.undo", glang, name=names[seat] if seat < len(names) else "?",
                          what=i18n.t(outcome.target.key, glang, **outcome.target.params))
            await self.flow.reply(interaction, i18n.t("admin.done", lang))
            await self._settle_prompt(outcome.prompt, outcome.record, "forced")
            log.info("admin action: forced undo", extra={"game": record.id, "by": interaction.user.id,
                                                          "role": role})
            await self.flow.post_line(record.id, admin_line(glang, interaction.user.display_name, role, what))

    async def _admin_role(self, interaction: discord.Interaction, record: GameRecord) -> str:
        role = await authority(self.bot, interaction, record)
        if role is None:
            raise ServiceError("admin.err.not_allowed")
        return role

    # ------------------------------------------------------------------ /game (async play)
    @game_subcommands.command(name=cmd("cmd.turns.log"), description=cmd("cmd.turns.log.desc"))
    @localized_options()
    @app_commands.describe(page=cmd("cmd.turns.log.page"), download=cmd("cmd.turns.log.download"))
    async def log_command(self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 1000] = 1,
                          download: bool = False) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.flow.refusals(interaction):
            record = await self.flow.game_here(interaction)
            listed = await self.listed_steps(record, lang)
            lines = await self.log_lines(record, lang, plain=download, listed=listed)
            actions = len(listed)
            if download:
                header = i18n.t("async.log.file_header", lang, game=i18n.t(f"{record.game_id}.name", lang),
                                id=record.id)
                body = "\n".join([header, *lines]) + "\n"
                file = discord.File(io.BytesIO(body.encode("utf-8")), filename=f"game-{record.id}-log.txt")
                await self.flow.reply(interaction, i18n.t("async.log.download", lang, n=actions),
                                      file=file)
                return
            pages = max(1, -(-len(lines) // LOG_PAGE))
            page = min(max(page, 1), pages)
            chunk = lines[(page - 1) * LOG_PAGE: page * LOG_PAGE]
            text = i18n.t("async.log.header", lang, page=page, pages=pages, n=actions)
            text += "\n" + ("\n".join(chunk) if chunk else i18n.t("async.log.empty", lang))
            await self.flow.reply(interaction, text[:2000])

    @game_subcommands.command(name=cmd("cmd.turns.catchup"), description=cmd("cmd.turns.catchup.desc"))
    async def catchup(self, interaction: discord.Interaction) -> None:
        await self.catchup_for(interaction, None)

    @game_subcommands.command(name=cmd("cmd.turns.history"), description=cmd("cmd.turns.history.desc"))
    @localized_options()
    @app_commands.describe(n=cmd("cmd.turns.history.n"))
    async def history_command(self, interaction: discord.Interaction,
                              n: app_commands.Range[int, 0, 100000]) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.flow.refusals(interaction):
            here = await self.flow.game_here(interaction)
            # n counts the actions of the log as players see it (`listed_steps`).
            listed = await self.listed_steps(here, lang)
            total = len(listed)
            if not 0 <= n <= total:
                raise HistoryRefusal("async.err.no_such_action", n=n, total=total)
            record, state, _ = await self.history.state_after(here.id, listed[n - 1][0].number if n else 0)
            embed, file = await self.flow.public_embed(record, state, lang)
            # The board of then, counted as the header counts (not the game's current move).
            embed.set_footer(text=i18n.t("async.history.footer", lang, game=record.id, n=n, total=total))
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
                               reply_key: str, **params: Any) -> GameRecord | None:
        """The creator changes a game setting; the game after it, or None if refused."""
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.flow.refusals(interaction):
            record = await self.flow.game_here(interaction)
            record = await self.scheduler.set_game_option(record.id, interaction.user.id, key, value)
            await self.flow.reply(interaction, i18n.t(reply_key, lang, **params))
            await self.update_dashboard(record)
            return record
        return None

    @game_subcommands.command(name=cmd("cmd.turns.reminders"), description=cmd("cmd.turns.reminders.desc"))
    @localized_options()
    @app_commands.describe(hours=cmd("cmd.turns.reminders.hours"))
    async def game_reminders(self, interaction: discord.Interaction,
                             hours: app_commands.Range[int, 0, 336]) -> None:
        await self._creator_setting(interaction, SET_REMIND, hours, "async.set.reminders", hours=hours)

    @game_subcommands.command(name=cmd("cmd.turns.deadline"), description=cmd("cmd.turns.deadline.desc"))
    @localized_options()
    @app_commands.describe(preset=cmd("cmd.turns.deadline.preset"))
    @app_commands.choices(preset=[app_commands.Choice(name=cmd(f"cmd.choice.preset.{p}"), value=p)
                                  for p in DEADLINE_PRESETS])
    async def game_deadline(self, interaction: discord.Interaction, preset: str) -> None:
        record = await self._creator_setting(interaction, SET_DEADLINE, preset, "async.set.deadline",
                                             preset=i18n.t(f"async.preset.{preset}", lang_of(interaction)))
        if record is not None and record.status == "active":
            await self._warn_deadlines(record)

    @game_subcommands.command(name=cmd("cmd.turns.boards"), description=cmd("cmd.turns.boards.desc"))
    @localized_options()
    @app_commands.describe(every=cmd("cmd.turns.boards.every"))
    @app_commands.choices(every=[app_commands.Choice(name=cmd(f"cmd.choice.boards.{m}"), value=m)
                                 for m in BOARD_MODES])
    async def game_boards(self, interaction: discord.Interaction, every: str) -> None:
        """After every action or after every turn (service/boards.py)."""
        await self._creator_setting(interaction, SET_BOARDS, every, f"async.set.boards.{every}")

    async def _warn_deadlines(self, record: GameRecord) -> None:
        """A new or changed deadline preset: tell each awaited player when their move is now due."""
        turns = await self.service.store.get_turns(record.id)
        deadlines = await self.scheduler.deadlines(record.id)
        if turns is None or not deadlines:
            return
        lang = i18n.language(record.locale)
        preset = i18n.t(f"async.preset.{GameSettings.of(record.settings).deadline}", lang)
        lines, users = [], []
        for seat, info in sorted(turns.awaited.items()):
            if seat in deadlines:
                due = deadlines[seat]
                users.append(info["user"])
                what = self.decisions_text(record.game_id, info.get("decisions", []), lang)
                lines.append(i18n.t("async.deadline.set_warning", lang, who=f"<@{info['user']}>",
                                    preset=preset, what=what, full=ts(due, "f"), relative=ts(due)))
        await self.flow.post_line(record.id, "\n".join(lines), users)

    @game_subcommands.command(name=cmd("cmd.turns.archive"), description=cmd("cmd.turns.archive.desc"))
    @localized_options()
    @app_commands.describe(days=cmd("cmd.turns.archive.days"))
    async def game_archive(self, interaction: discord.Interaction,
                           days: app_commands.Range[int, 0, 365]) -> None:
        await self._creator_setting(interaction, SET_ARCHIVE, days, "async.set.archive", days=days)

    @game_subcommands.command(name=cmd("cmd.turns.replace"), description=cmd("cmd.turns.replace.desc"))
    @localized_options()
    @app_commands.describe(player=cmd("cmd.turns.player"), user=cmd("cmd.turns.replace.user"))
    async def replace(self, interaction: discord.Interaction, player: str, user: discord.User) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            record, role, seat, name = await self._admin_game(interaction, player)
            if user.bot:
                await self.flow.refuse(interaction, "async.err.bot_user")
                return
            if user.id in record.seated_users():
                # A seated player taking a second seat would see that seat's hidden hand too.
                await self.flow.refuse(interaction, "async.err.already_seated", who=user.display_name)
                return
            await self.flow.players.remember(user.id, user.display_name, None)
            item = OutboxItem(ob.PRIVATE_VIEW, {"user_id": user.id, "seat": seat,
                                                   "version": record.version, "prompt": True})
            old = record.user_of(seat)
            admin = {"user_id": interaction.user.id, "role": role, "action": "replace",
                     "detail": {"seat": seat, "old": old, "new": user.id}}
            record = await self.service.store.replace_seat(record.id, seat, user.id, outbox=[item],
                                                           admin=admin)
            await self.flow.reply(interaction, i18n.t("async.replaced.you", lang, name=name))
            glang = i18n.language(record.locale)
            text = i18n.t("async.replaced", glang, old=f"<@{old}>", new=f"<@{user.id}>")
            await self.flow.post_line(record.id, admin_line(glang, interaction.user.display_name, role, text),
                                      [user.id])
            await self.refresh(record.id, force=True)

    @game_subcommands.command(name=cmd("cmd.turns.autoplay"), description=cmd("cmd.turns.autoplay.desc"))
    @localized_options()
    @app_commands.describe(player=cmd("cmd.turns.player"), on=cmd("cmd.turns.autoplay.on"))
    async def autoplay(self, interaction: discord.Interaction, player: str, on: bool = True) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            record, role, seat, name = await self._admin_game(interaction, player)
            admin = {"user_id": interaction.user.id, "role": role, "action": "autoplay",
                     "detail": {"seat": seat, "on": on}}
            await self.service.store.set_autoplay(record.id, seat, on, admin=admin)
            state = "on" if on else "off"
            await self.flow.reply(interaction, i18n.t(f"async.autoplay.{state}", lang, name=name))
            glang = i18n.language(record.locale)
            text = i18n.t(f"async.autoplay.{state}", glang, name=(await self.flow.names(record, glang))[seat])
            await self.flow.post_line(record.id, admin_line(glang, interaction.user.display_name, role, text))
            if not on:  # the player is back: its view, which the robot's moves did not DM
                await self.flow.send_view(record, seat)
            else:  # an undo request that waited only for this seat: the robot agrees
                done = await self.history.agreed_by_robots(record.id)
                if done is not None:
                    await self._settle_prompt(done.prompt, done.record, "done")
                    await self._announce_undo(done.record, done.undone, done.requester, glang)
            await self.refresh(record.id, force=True)

    @replace.autocomplete("player")
    @autoplay.autocomplete("player")
    async def player_autocomplete(self, interaction: discord.Interaction,
                                  current: str) -> list[app_commands.Choice[str]]:
        """This channel's players by name (the seat stays behind the name)."""
        record = await self.service.store.get_game_by_channel(interaction.channel_id or 0)
        if record is None or record.seed is None:
            return []
        names = await self.flow.names(record, lang_of(interaction))
        needle = current.casefold().strip()
        return [app_commands.Choice(name=name[:100], value=str(seat)) for seat, name in enumerate(names)
                if needle in name.casefold()][:25]

    async def _admin_game(self, interaction: discord.Interaction,
                          player: str) -> tuple[GameRecord, str, int, str]:
        """This channel's game, for its creator or a server moderator, and the player's seat
        (chosen by name: the autocomplete's value, a typed name or a mention) and name."""
        record = await self.flow.game_here(interaction)
        role = await self._admin_role(interaction, record)
        if record.status not in ("active", "archived"):
            raise ServiceError("service.err.game_not_active")
        names = await self.flow.names(record, lang_of(interaction))  # "Alice (Rome)" when she leads two
        seat = read_seat(player.strip(), names, [record.user_of(s) for s in range(len(names))])
        return record, role, seat, names[seat]

    @admin_commands.command(name=cmd("cmd.admin.pause"), description=cmd("cmd.admin.pause.desc"))
    async def admin_pause(self, interaction: discord.Interaction) -> None:
        await self._pause_or_resume(interaction, pause=True)

    @admin_commands.command(name=cmd("cmd.admin.resume"), description=cmd("cmd.admin.resume.desc"))
    async def admin_resume(self, interaction: discord.Interaction) -> None:
        await self._pause_or_resume(interaction, pause=False)

    async def _pause_or_resume(self, interaction: discord.Interaction, *, pause: bool) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            record = await self.flow.game_here(interaction)
            role = await self._admin_role(interaction, record)
            if pause:
                record = await self.scheduler.pause(record.id, interaction.user.id, role)
            else:
                record = await self.scheduler.resume(record.id, interaction.user.id, role)
            await self.flow.reply(interaction, i18n.t("admin.done", lang))
            glang = i18n.language(record.locale)
            what = i18n.t("admin.paused" if pause else "admin.resumed", glang)
            await self.flow.post_line(record.id, admin_line(glang, interaction.user.display_name, role, what))
            log.info("admin action: %s", "pause" if pause else "resume",
                     extra={"by": interaction.user.id, "role": role})
            await self.update_dashboard(record)

    # ------------------------------------------------------------------ /me
    async def _me_reply(self, interaction: discord.Interaction, key: str, **params: Any) -> None:
        await self.flow.reply(interaction, i18n.t(key, lang_of(interaction), **params))

    @me.command(name=cmd("cmd.me.reminders"), description=cmd("cmd.me.reminders.desc"))
    @localized_options()
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
    @localized_options()
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
    @localized_options()
    @app_commands.describe(zone=cmd("cmd.me.timezone.zone"))
    async def timezone(self, interaction: discord.Interaction, zone: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        if parse_zone(zone) is None:
            await self.flow.refuse(interaction, "async.err.bad_zone", zone=zone[:60])
            return
        await self.scheduler.set_prefs(interaction.user.id, tz=zone.strip())
        await self._me_reply(interaction, "async.me.timezone", zone=zone.strip())

    @me.command(name=cmd("cmd.me.pause"), description=cmd("cmd.me.pause.desc"))
    @localized_options()
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
    @localized_options()
    @app_commands.describe(days=cmd("cmd.me.vacation.days"))
    async def vacation(self, interaction: discord.Interaction, days: app_commands.Range[int, 0, 60]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        prefs, games = await self.scheduler.start_vacation(interaction.user.id, days)
        name = interaction.user.display_name
        for record in games:
            glang = i18n.language(record.locale)
            if prefs.vacation_until is not None:
                note = i18n.t("async.vacation.note", glang, who=name, full=ts(prefs.vacation_until, "f"))
            else:
                note = i18n.t("async.vacation.back", glang, who=name)
            await self.flow.post_line(record.id, note)
            await self.update_dashboard(record)
        if prefs.vacation_until is None:
            await self._me_reply(interaction, "async.me.vacation_off")
        else:
            await self._me_reply(interaction, "async.me.vacation", full=ts(prefs.vacation_until, "f"),
                                 games=len(games))

    @me.command(name=cmd("cmd.me.next"), description=cmd("cmd.me.next.desc"))
    @localized_options()
    @app_commands.describe(on=cmd("cmd.me.next.on"))
    async def next_turn(self, interaction: discord.Interaction, on: bool) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        await self.scheduler.set_prefs(interaction.user.id, notify_next=on)
        if on and not await self._dm_reaches(interaction):
            await self._me_reply(interaction, "async.me.next_on_closed")
            return
        await self._me_reply(interaction, "async.me.next_on" if on else "async.me.next_off")

    async def _dm_reaches(self, interaction: discord.Interaction) -> bool:
        """Send a test DM now (a promise of DMs must be one the bot can keep)."""
        lang = lang_of(interaction)
        try:
            dm = await self.bot.create_dm(discord.Object(id=interaction.user.id))
            await dm.send(i18n.t("async.me.dm_test", lang))
        except discord.HTTPException:
            await self.flow.players.set_dm_closed(interaction.user.id, True)
            return False
        if await self.flow.players.dm_closed(interaction.user.id) \
                and not await self.flow.retry_dms(interaction.user.id):
            await self.flow.players.set_dm_closed(interaction.user.id, False)  # no game to catch up on
        return True

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
    bot.add_dynamic_items(DeadlineVoteButton, UndoButton, CatchupButton)
