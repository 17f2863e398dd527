"""The status message of a game (its dashboard), kept up to date by edits, and the deadlines
under a ping: a part of `AsyncPlay` (cogs/async_play.py), moved here as it was.
"""

from __future__ import annotations

import hashlib
import logging
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord

import i18n
from cogs._async_common import (
    DASHBOARD_REPOST_EVERY,
    NONE_MENTIONS,
    ts,
)
from cogs._hosts import AsyncPlayPart
from present.base import presenter_for
from service import delivery
from service.games import PAUSED, seat_names
from service.scheduling import (
    GameSettings,
)

if TYPE_CHECKING:
    from storage import GameRecord, GameTurns, TurnRecord

log = logging.getLogger("agora.async")


class Dashboard(AsyncPlayPart):
    """A part of `AsyncPlay`: what it reads of the cog (bot, service, flow, scheduler, history) is
    the cog's own (cogs/_hosts.py)."""

    # Set here when an edit fails, and by the poll once it caught up (first by `AsyncPlay.__init__`).
    _dashboards_lag: bool

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
    async def dashboard_text(self, record: GameRecord, lang: str, read: GameTurns | None = None) -> str:
        """`read`: the game's turns, pending deadlines and latest action, read with `record`
        (`Store.game_with_turns`); else they are read here."""
        store = self.service.store
        turns: TurnRecord | None
        deadlines: dict[int, datetime] | None
        if read is None:
            turns, deadlines = await store.get_turns(record.id), None
        else:
            turns, deadlines = read.turns, read.deadlines
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
            if deadlines is None:
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
        last = await store.last_action(record.id) if read is None else read.last
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

    async def ensure_dashboard(self, record: GameRecord, read: GameTurns | None = None) -> GameTurns | None:
        """Before a board is posted: turns and deadlines in line with the game (the ping shows the
        deadlines), and before the first board the dashboard, so the board stays the latest message.
        `read`: the game as the delivery read it, which the turn sync takes instead of reading it
        again (and reads again if the game moved on: `Scheduler.sync`). Gives back the turns and
        deadlines as the sync left them."""
        if record.status != "active":
            return None
        result = await self.scheduler.sync(record.id, read=read)
        if result.changed:
            self._synced[record.id] = result
        if not result.dashboard_message:
            await self.update_dashboard(record)
        return result.left

    async def deadline_notes(self, record: GameRecord, user_ids: list[int], lang: str,
                             synced: GameTurns | None = None) -> list[str]:
        """Under a "your move" ping: each pinged player's deadline, in the reader's own time.
        `synced`: the turns and deadlines as the pass's turn sync left them (else read here)."""
        if synced is None:
            turns, deadlines = await self.service.store.turns_with_deadlines(record.id)  # one statement
        else:
            turns, deadlines = synced.turns, synced.deadlines
        if turns is None or turns.version != record.version:
            return []
        out = []
        for seat, info in sorted(turns.awaited.items()):
            if info.get("user") in user_ids and seat in deadlines:
                due = deadlines[seat]
                key = "async.ping.deadline" if len(user_ids) == 1 else "async.ping.deadline_of"
                out.append(i18n.t(key, lang, who=f"<@{info['user']}>", full=ts(due, "f"), relative=ts(due)))
        return out

    async def update_dashboard(self, record: GameRecord, read: GameTurns | None = None) -> None:
        """Edit the game's status message in place. It is pinned when the bot may pin; when it
        may not, it is re-posted at the bottom of the channel, at most once a day, so it stays
        findable. A closed game's status is unpinned (pins are few per channel).

        `read`: the game, its turns and deadlines just read by the caller with nothing awaited
        since; taken instead of reading them again when no other update of this dashboard is
        under way (one would have to be waited for: then they are read after it)."""
        if record.status == "lobby":
            return
        lock = self._dashboard_locks[record.id]
        found = read if read is not None and not lock.locked() else None
        async with lock:
            if found is None:  # the game, its turns and deadlines in one statement
                _, _, found = await self.service.load_with_turns(record.id)
            record = found.record
            turns = found.turns
            if turns is None:
                return
            text = await self.dashboard_text(record, i18n.language(record.locale), found)
            # The text the status shows is known by its digest in the database (whichever bot
            # process edited it last): an unchanged status is not edited again (an edit after a
            # secret move would tell that one happened).
            digest = hashlib.sha256(text.encode()).hexdigest()[:24]
            channel = self.bot.get_partial_messageable(record.channel_id)
            now = self.service.clock()
            if turns.dashboard_message:
                old = channel.get_partial_message(turns.dashboard_message)
                posted = turns.dashboard_posted_at
                buried = not turns.dashboard_pinned and record.status == "active" \
                    and (posted is None or now - posted >= DASHBOARD_REPOST_EVERY)
                if not buried and turns.dashboard_digest == digest:
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
                        await self.service.store.mark_dashboard(record.id, record.version, digest)
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
                                                   pinned=pinned, now=now, digest=digest)

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
