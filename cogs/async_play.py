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
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import replace as dc_replace
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands, tasks

import i18n
from cogs._authority import admin_line, authority
from cogs._base import AgoraCog, agora_bot
from cogs._commands import read_seat
from cogs._flow import SendPart, mentions
from cogs._i18n import cmd, lang_of, localized_options
from cogs._ui import ID, usable
from engine import registry
from engine.core import Event, RuleError, awaited_seats
from present.base import presenter_for
from service import delivery
from service import outbox as ob
from service.errors import GameNotActive, ServiceError
from service.games import PAUSED, seat_names
from service.history import UNDO_REQUEST, History, HistoryRefusal, Step, UndoPending, log_time
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
    SyncResult,
    parse_zone,
)
from storage import OutboxItem

if TYPE_CHECKING:
    from bot import AgoraBot
    from storage import GameRecord, OutboxRecord, TurnRecord, UserRecord

log = logging.getLogger("agora.async")

LOG_PAGE = 15
ROBOT_RUN_LIMIT = 200  # autoplay moves in one go (the next change's refresh goes on from there)
DM_RETRY_EVERY = timedelta(minutes=1)  # at most one DM retry per user and minute of commands
DASHBOARD_REPOST_EVERY = timedelta(days=1)  # an unpinned status message comes back down this often
NONE_MENTIONS = discord.AllowedMentions.none()


def _chunk_lines(lines: list[str], size: int = 1900) -> list[str]:
    out: list[str] = []
    for line in lines:
        if out and len(out[-1]) + 1 + len(line) <= size:
            out[-1] += "\n" + line
        else:
            out.append(line[:size])
    return out


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


def _cog(interaction: discord.Interaction) -> AsyncPlay:
    return cast(AsyncPlay, agora_bot(interaction).get_cog("AsyncPlay"))


class DeadlineVoteButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                         template=rf"ag:dv:(?P<game>{ID}):(?P<version>{ID}):(?P<seat>{ID}):(?P<choice>skip|autoplay|wait)"):
    """A vote on a seat past its deadline: skip it, let autoplay decide this once, or wait."""

    STYLES = {"skip": discord.ButtonStyle.secondary, "autoplay": discord.ButtonStyle.primary,
              "wait": discord.ButtonStyle.success}

    def __init__(self, game_row: int, version: int, seat: int, choice: str, label: str) -> None:
        super().__init__(discord.ui.Button(label=label, style=self.STYLES[choice],
                                           custom_id=f"ag:dv:{game_row}:{version}:{seat}:{choice}"))
        self.game_row, self.version, self.seat, self.choice = game_row, version, seat, choice
        self.refusing = False

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> DeadlineVoteButton:
        made = cls(int(match["game"]), int(match["version"]), int(match["seat"]), match["choice"],
                   getattr(item, "label", None) or match["choice"])
        made.refusing = not usable(item)
        return made

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = _cog(interaction)
        if self.refusing:
            await cog.flow.refuse_unknown_component(interaction)
            return
        async with cog.flow.component_errors(interaction):
            await cog.vote(interaction, self.game_row, self.version, self.seat, self.choice)


class UndoButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=rf"ag:u:(?P<game>{ID}):(?P<version>{ID}):(?P<answer>yes|no)"):
    """Consent (or refusal) to a pending undo request."""

    def __init__(self, game_row: int, version: int, answer: str, label: str) -> None:
        style = discord.ButtonStyle.success if answer == "yes" else discord.ButtonStyle.danger
        super().__init__(discord.ui.Button(label=label, style=style,
                                           custom_id=f"ag:u:{game_row}:{version}:{answer}"))
        self.game_row, self.version, self.answer = game_row, version, answer
        self.refusing = False

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> UndoButton:
        made = cls(int(match["game"]), int(match["version"]), match["answer"],
                   getattr(item, "label", None) or match["answer"])
        made.refusing = not usable(item)
        return made

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = _cog(interaction)
        if self.refusing:
            await cog.flow.refuse_unknown_component(interaction)
            return
        async with cog.flow.component_errors(interaction):
            await cog.undo_answer(interaction, self.game_row, self.version, self.answer == "yes")


class CatchupButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=rf"ag:cu:(?P<game>{ID})"):
    """On every board: what happened since the clicker's last move, to them alone."""

    def __init__(self, game_row: int, label: str = "Catch up") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary,
                                           custom_id=f"ag:cu:{game_row}", emoji="📰"))
        self.game_row = game_row
        self.refusing = False

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> CatchupButton:
        made = cls(int(match["game"]), getattr(item, "label", None) or "")
        made.refusing = not usable(item)
        return made

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = _cog(interaction)
        if self.refusing:
            await cog.flow.refuse_unknown_component(interaction)
            return
        async with cog.flow.component_errors(interaction):
            await cog.catchup_for(interaction, self.game_row)


class AsyncPlay(AgoraCog):
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
        # The text each status message was last edited to (message id -> text): an unchanged
        # status is not edited again (an edit after a secret move would tell that one happened).
        self._dashboard_texts: dict[int, str] = {}
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
            result = dc_replace(early, record=result.record)
        record = result.record
        if record.settings.get(UNDO_REQUEST):
            lapsed = await self.history.lapse_request(game_row)
            if lapsed is not None:
                await self._settle_prompt(lapsed.get("prompt"), record, "lapsed")
        await self.update_dashboard(record)
        for seat, user in result.newly_awaited:
            await self._tell_next(record, seat, user, result.users.get(user))
        if result.autoplay and await self.play_robots(record.id):
            await self.flow.deliver(record.id)

    async def play_robots(self, game_row: int) -> list[tuple[int, str]]:
        """Run the autoplay seats and put their summary in the outbox, delivered with the board
        after their moves (and retried like any row). This game's delivery waits meanwhile, so the
        channel gets one board for the run."""
        async with self.flow.delivery_lock(game_row):
            moves = await self.run_robots(game_row)
            if moves:
                # Only the moves' public events are kept: the summary words nothing else.
                done = [[seat, text, [e.model_dump(mode="json") for e in events if e.to is None]]
                        for seat, text, events in moves]
                await self.service.store.add_outbox(game_row, [OutboxItem(ob.ROBOT_MOVES, {"moves": done})],
                                                    now=self.service.clock())
        return [(seat, text) for seat, text, _ in moves]

    async def run_robots(self, game_row: int) -> list[tuple[int, str, list[Event]]]:
        """Play every move the autoplay seats owe, one after another, before anything is posted:
        the channel then gets one board and one summary instead of a board per move."""
        moves: list[tuple[int, str, list[Event]]] = []
        for _ in range(ROBOT_RUN_LIMIT):
            record, state = await self.service.load(game_row)
            if record.status != "active" or state is None:
                break
            game = self.service.game_of(record)
            awaited = awaited_seats(game, state)
            robots = [s.seat for s in sorted(record.seats, key=lambda s: s.seat)
                      if s.autoplay and s.seat in awaited]
            # A robot that waits for others in an open window (a trade: its offer unanswered)
            # plays only when every awaited seat is such a robot (`Game.robot_waits`).
            seat = next((p for p in robots if not game.robot_waits(state, p)), None)
            if seat is None and robots and len(robots) == len(awaited):
                seat = robots[0]
            if seat is None:
                break
            try:
                result = await self.service.autoplay_seat(game_row, seat, expected_version=record.version)
            except (ServiceError, RuleError):
                break  # someone else moved first; that change triggers its own refresh
            moves.append((seat, result.action_text, list(result.events)))
        return moves

    async def _tell_next(self, record: GameRecord, seat: int, user_id: int,
                         user: UserRecord | None = None) -> None:
        # The preferences as sync read them for this change (no second lookup) when it has them.
        prefs = Prefs.of(user) if user is not None else await self.scheduler.prefs(user_id)
        if not prefs.notify_next:
            return
        lang = i18n.language(await self.flow.players.locale(user_id) or record.locale)
        text = i18n.t("async.next_dm", lang, game=i18n.t(f"{record.game_id}.name", lang),
                      channel=f"<#{record.channel_id}>", what=await self._what(record, seat, lang))
        try:
            dm = await self.bot.create_dm(discord.Object(id=user_id))
            await dm.send(text)
        except discord.HTTPException as exc:
            # Only Discord's permanent "no DMs" closes them; an outage or a 5xx must not.
            if delivery.classify(exc.status, exc.code, dm=True) is not None:
                await self.flow.players.set_dm_closed(user_id, True)
            else:
                log.warning("the next-turn DM to %s failed: %s", user_id, exc)
            return
        if await self.flow.players.dm_closed(user_id):
            await self.flow.players.set_dm_closed(user_id, False)

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

    async def _what(self, record: GameRecord, seat: int, lang: str) -> str:
        turns = await self.service.store.get_turns(record.id)
        info = (turns.awaited.get(seat) if turns else None) or {}
        return self.decisions_text(record.game_id, info.get("decisions", []), lang)

    @staticmethod
    def decisions_text(game_id: str, decisions: list[dict[str, Any]], lang: str) -> str:
        presenter = presenter_for(game_id)
        return ", ".join(presenter.decision_words(d["kind"], d.get("params") or {}, lang)
                         for d in decisions) or "—"

    # ------------------------------------------------------------------ dashboard
    async def dashboard_text(self, record: GameRecord, lang: str, turns: TurnRecord | None = None) -> str:
        store = self.service.store
        if turns is None:
            turns = await store.get_turns(record.id)
        names = await seat_names(self.service, self.flow.players, record)
        who_is = await self.flow.names(record, lang)  # the seats as this text names them
        game_name = i18n.t(f"{record.game_id}.name", lang)
        lines = [i18n.t("async.dash.title", lang, game=game_name, id=record.id)]
        paused = record.settings.get(PAUSED)
        if record.status == "active" and paused:
            who = await self.flow.players.name(int(paused.get("by", 0)))
            lines.append(i18n.t("async.dash.paused", lang, who=who,
                                role=i18n.t(f"admin.role.{paused.get('role', 'creator')}", lang),
                                since=ts(datetime.fromisoformat(paused["at"]))))
        elif record.status == "active" and turns is not None:
            deadlines = await self.scheduler.deadlines(record.id)
            for seat, info in sorted(turns.awaited.items()):
                since = datetime.fromisoformat(info["since"])
                line = i18n.t("async.dash.awaiting", lang, who=who_is[seat] if seat < len(who_is) else "?",
                              what=self.decisions_text(record.game_id, info.get("decisions", []), lang),
                              since=ts(since))
                if seat in deadlines:
                    line += " " + i18n.t("async.dash.deadline", lang, full=ts(deadlines[seat], "f"),
                                         relative=ts(deadlines[seat]))
                lines.append(line)
        else:
            lines.append(i18n.t(f"async.dash.status.{record.status}", lang))
        last = await store.last_action(record.id)
        public = await self.last_public(record, names, lang) if last is not None else None
        if public is not None:
            if public[0]:
                lines.append(i18n.t("async.dash.last_public", lang, what=public[0], when=ts(public[1])))
        elif last is not None:
            who = who_is[last.seat] if last.seat < len(who_is) else "?"
            lines.append(i18n.t("async.dash.last", lang, who=who,
                                what=self.game_words(record, last.action_text, names, lang),
                                when=ts(last.created_at)))
        settings = GameSettings.of(record.settings)
        reminders = (i18n.t("async.dash.remind_every", lang, hours=settings.remind_hours)
                     if settings.remind_hours > 0 else i18n.t("async.dash.remind_off", lang))
        lines.append(reminders + " · " + i18n.t(f"async.preset.{settings.deadline}", lang))
        if self.bot.web_links is not None:  # the game's web page (cogs/web.py), when the pages are on
            lines.append(i18n.t("web.dash.link", lang, url=self.bot.web_links.game_url(record.id)))
        return "\n".join(lines)[:2000]

    async def ensure_dashboard(self, record: GameRecord) -> None:
        """Before a board is posted: turns and deadlines in line with the game (the ping shows the
        deadlines), and before the first board the dashboard, so the board stays the latest message."""
        if record.status != "active":
            return
        result = await self.scheduler.sync(record.id)
        if result.changed:
            self._synced[record.id] = result
        turns = await self.service.store.get_turns(record.id)
        if turns is None or not turns.dashboard_message:
            await self.update_dashboard(record)

    async def deadline_notes(self, record: GameRecord, user_ids: list[int], lang: str) -> list[str]:
        """Under a "your move" ping: each pinged player's deadline, in the reader's own time."""
        turns = await self.service.store.get_turns(record.id)
        if turns is None or turns.version != record.version:
            return []
        deadlines = await self.scheduler.deadlines(record.id)
        out = []
        for seat, info in sorted(turns.awaited.items()):
            if info.get("user") in user_ids and seat in deadlines:
                due = deadlines[seat]
                key = "async.ping.deadline" if len(user_ids) == 1 else "async.ping.deadline_of"
                out.append(i18n.t(key, lang, who=f"<@{info['user']}>", full=ts(due, "f"), relative=ts(due)))
        return out

    async def update_dashboard(self, record: GameRecord) -> None:
        """Edit the game's status message in place. It is pinned when the bot may pin; when it
        may not, it is re-posted at the bottom of the channel, at most once a day, so it stays
        findable. A closed game's status is unpinned (pins are few per channel)."""
        if record.status == "lobby":
            return
        async with self._dashboard_locks[record.id]:
            record, _ = await self.service.load(record.id)
            turns = await self.service.store.get_turns(record.id)
            if turns is None:
                return
            text = await self.dashboard_text(record, i18n.language(record.locale), turns)
            channel = self.bot.get_partial_messageable(record.channel_id)
            now = self.service.clock()
            if turns.dashboard_message:
                old = channel.get_partial_message(turns.dashboard_message)
                posted = turns.dashboard_posted_at
                buried = not turns.dashboard_pinned and record.status == "active" \
                    and (posted is None or now - posted >= DASHBOARD_REPOST_EVERY)
                if not buried and self._dashboard_texts.get(turns.dashboard_message) == text:
                    # Nothing players can see changed (a secret move): no edit at all, and what
                    # it shows is current.
                    await self.service.store.mark_dashboard(record.id, record.version)
                    return
                try:
                    if buried:
                        await old.delete()
                    else:
                        await old.edit(content=text, allowed_mentions=NONE_MENTIONS)
                        # Remembered once Discord took it: a failed edit is made again later.
                        self._dashboard_texts[turns.dashboard_message] = text
                        await self.service.store.mark_dashboard(record.id, record.version)
                        if turns.dashboard_pinned and record.status != "active":
                            await self._unpin(old, record)
                        return
                except discord.NotFound:
                    pass  # deleted by someone: post a new one
                except discord.HTTPException as exc:
                    log.warning("dashboard edit for game %s failed: %s", record.id, exc)
                    self._dashboards_lag = True  # the next poll edits it again
                    return
            # A nonce per game (and per dashboard it replaces): a retry after a crash between this
            # post and recording it gets the same message back instead of a second dashboard;
            # after the nonce's few minutes, that message is found in the channel (its title).
            # An earlier attempt came after the game's creation and the dashboard it replaces.
            replaced = turns.dashboard_message or 0
            since = discord.utils.snowflake_time(replaced) if replaced else record.created_at
            message = None
            if now - since >= delivery.NONCE_TRUSTED:
                message = await self._posted_dashboard(channel, replaced, text.split("\n", 1)[0])
            if message is None:
                nonce = f"ag.d{record.id}.{(turns.dashboard_message or 0) % 10 ** 6}"
                message = await channel.send(text, allowed_mentions=NONE_MENTIONS, nonce=nonce)
            elif message.content != text:
                await message.edit(content=text, allowed_mentions=NONE_MENTIONS)
            pinned = False
            if record.status == "active":
                try:
                    await message.pin(reason="Agora: the game's status message")
                    pinned = True
                except discord.HTTPException as exc:
                    log.info("cannot pin the status of game %s (%s): re-posted daily instead", record.id, exc)
            await self.service.store.set_dashboard(record.id, record.channel_id, message.id, record.version,
                                                   pinned=pinned, now=now)

    async def _posted_dashboard(self, channel: discord.abc.Messageable, replaced: int,
                                title: str) -> discord.Message | None:
        """A status message of this game newer than the one it replaces, posted before a crash
        kept it from being recorded; None if there is none (or the history cannot be read)."""
        try:
            return await self.flow.find_own(channel, replaced,
                                            lambda m: m.content.split("\n", 1)[0] == title)
        except (discord.HTTPException, TimeoutError) as exc:
            log.info("could not look for an unrecorded status message: %s", exc)
            return None

    async def _unpin(self, message: discord.PartialMessage, record: GameRecord) -> None:
        try:
            await message.unpin(reason="Agora: the game is over")
        except discord.HTTPException as exc:
            log.info("could not unpin the status of game %s: %s", record.id, exc)
        await self.service.store.set_dashboard(record.id, record.channel_id, message.id, record.version,
                                               pinned=False, now=self.service.clock())

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
            view.add_item(DeadlineVoteButton(record.id, notice.version or record.version, seat, choice,
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
                events = [Event.model_validate(e) for e in dumped]
                name = who_is[seat] if seat < len(who_is) else "?"
                described = presenter.describe(events, names, lang)
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
            view.add_item(UndoButton(record.id, version, answer, str(labels.get(answer) or answer)))
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
            if result.decided is None:
                await self.flow.reply(interaction, i18n.t("async.vote.counted", lang, votes=len(result.votes),
                                                          needed=result.needed))
                return
            await self.flow.reply(interaction, i18n.t("async.vote.counted", lang, votes=len(result.votes),
                                                      needed=result.needed))
            decided = i18n.t(f"async.vote.decided.{result.decided}", glang, relative=ts(result.deadline))
            await self.flow.post_line(game_row, decided)
            if result.result is None:
                await self.update_dashboard(record)

    async def undo_answer(self, interaction: discord.Interaction, game_row: int, version: int,
                          agree: bool) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            outcome = await self.history.answer_undo(game_row, version, interaction.user.id, agree)
            glang = i18n.language(outcome.record.locale)
            if outcome.done:
                await self.flow.reply(interaction, i18n.t("async.undo.you_agreed", lang))
                await self._settle_prompt(outcome.prompt, outcome.record, "done")
                await self._announce_undo(outcome.record, outcome.undone, outcome.requester, glang)
            elif outcome.refused:
                await self.flow.reply(interaction, i18n.t("async.undo.you_refused", lang))
                await self._settle_prompt(outcome.prompt, outcome.record, "refused",
                                          who=interaction.user.display_name)
                refused = i18n.t("async.undo.refused", glang, who=interaction.user.display_name)
                await self.flow.post_line(outcome.record.id, refused)
            else:
                await self.flow.reply(interaction, i18n.t("async.undo.waiting", lang,
                                                          missing=" ".join(f"<@{u}>" for u in outcome.needs)))

    async def _settle_prompt(self, prompt: dict[str, int] | None, record: GameRecord, how: str,
                             **params: Any) -> None:
        """An undo request is over (done, refused, lapsed): say so on its prompt, without buttons."""
        if not prompt:
            return
        lang = i18n.language(record.locale)
        channel = self.bot.get_partial_messageable(int(prompt["channel"]))
        try:
            await channel.get_partial_message(int(prompt["message"])).edit(
                content=i18n.t(f"async.undo.settled.{how}", lang, **params), view=None,
                allowed_mentions=NONE_MENTIONS)
        except discord.HTTPException as exc:
            log.warning("could not settle the undo prompt of game %s: %s", record.id, exc)

    async def _announce_undo(self, record: GameRecord, undone: int, requester: int | None, lang: str) -> None:
        who = await self.flow.players.name(requester) if requester else "—"
        # The line first, then the board (a line is delivered before the board of its pass).
        await self.flow.post_line(record.id, i18n.t("async.undo.done", lang, who=who, n=undone))

    def _prompt_link(self, record: GameRecord, prompt: dict[str, int] | None) -> str:
        if not prompt:
            return f"<#{record.channel_id}>"
        guild = record.guild_id or "@me"
        return f"https://discord.com/channels/{guild}/{prompt['channel']}/{prompt['message']}"

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

    async def listed_steps(self, record: GameRecord, lang: str,
                           steps: list[Step] | None = None) -> list[tuple[Step, str | None]]:
        """The live actions players may know of, with their public words. A game whose presenter
        words its events describes each action by its public events and leaves out the actions
        with none (a private offer: that it exists is a secret too, so the numbering counts only
        the listed ones); other games list every action (None: the `describe_action` line)."""
        if steps is None:
            steps, _ = await self.history.steps(record)
        names = await seat_names(self.service, self.flow.players, record)
        presenter = self.flow.presenter(record)
        listed: list[tuple[Step, str | None]] = []
        for step in steps:
            described = presenter.describe(step.public_events, names, lang)
            if described is None:
                listed.append((step, None))
            elif described:
                listed.append((step, " ".join(described)))
        return listed

    async def last_public(self, record: GameRecord, names: list[str],
                          lang: str) -> tuple[str, datetime] | None:
        """The latest public news of the game in words and when (None: the game's presenter does
        not word events; ("", …) when nothing public happened yet). From what the flow last
        delivered, else from the log once (after a restart)."""
        presenter = self.flow.presenter(record)
        if presenter.describe([], names, lang) is None:
            return None
        cached = self.flow.last_public.get(record.id)
        if cached is not None:
            events, when = cached
            return " ".join(presenter.describe(events, names, lang) or []), when
        listed = await self.listed_steps(record, lang)
        if not listed:
            return "", record.created_at
        step, text = listed[-1]
        self.flow.last_public[record.id] = (step.public_events, step.action.created_at)
        return text or "", step.action.created_at

    def action_words(self, record: GameRecord, action_text: str, names: list[str], lang: str) -> str:
        """An action in words (a rule default played at a deadline): the presenter's label on the
        typed contract, the game's description otherwise; never the raw text."""
        game = registry.get(record.game_id)
        if game.grammar.verbs:
            return self.flow.presenter(record).text_label(action_text, lang, names)
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

    @game_subcommands.command(name=cmd("cmd.turns.catchup"), description=cmd("cmd.turns.catchup.desc"))
    async def catchup(self, interaction: discord.Interaction) -> None:
        await self.catchup_for(interaction, None)

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
