"""Delivery of the outbox to Discord: the worker, one game's pending rows in order, each message
sent as a named part with a nonce and recorded once Discord confirms it (rules:
service/delivery.py). A part of `GameFlow` (cogs/_flow.py). The board of each pass, new or the
latest one edited in place, is cogs/_boards.py's (rules: service/boards.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import aiohttp
import discord

import i18n
from cogs._boards import post_board
from cogs._hosts import FlowPart
from engine import registry
from engine.core import Event, GameState
from service import delivery
from service import outbox as ob
from service.errors import GameQuarantined
from service.logs import bind
from service.metrics import failure_kind
from storage import OutboxItem

if TYPE_CHECKING:
    from storage import GameTurns
    from storage.records import GameRecord, OutboxRecord

log = logging.getLogger("agora.flow")

# Part names of the messages a row causes (service/delivery.py); with the row id they make the
# message nonce, so they stay short.
BOARD, DM, DM_CLOSED, GAME_OVER_PART, CHANNEL_LOST_PART = "b", "d", "n", "g", "x"
CHANNEL_LOST = "channel_lost"  # games.settings key: why the game's channel refuses the bot
DELIVERY_CONCURRENCY = 4  # games delivered at once by the worker (their images render meanwhile)
DELIVERY_PAGE = 200  # games read per page of the worker's pass
DELIVERY_ROWS = 500  # one game's pending rows read per round of its delivery
HISTORY_LOOKUP = 100  # newest messages of a channel searched for one sent before a crash
EVER = timedelta(days=36500)  # "whenever its retry falls due": any waiting row
DONE, MORE, FAILED = "done", "more", "failed"  # how one round of a game's delivery ended
# Outbox kinds that tell of no change of the game (a `line` goes with its change's own rows).
UNCHANGING_KINDS = frozenset({ob.REMINDERS, ob.LINE, ob.UNDO_PROMPT})


def mentions(users: Sequence[int]) -> discord.AllowedMentions:
    """Mentions that ping these users only (never everyone, never a role)."""
    return discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(id=u) for u in users])


class DmClosed(Exception):
    """A user does not accept DMs from the bot (a permanent answer)."""


# `send(part, channel, *, dm=False, **message)`: how a notice sender posts one part of its row.
SendPart = Callable[..., Awaitable["discord.Message | None"]]
NoticeSender = Callable[["GameRecord", "OutboxRecord", SendPart], Awaitable[None]]
# Rows whose messages are summed up in one per delivery (each row once, in order), sent as parts of
# the oldest of them; `BATCHED` marks every row the message covered.
BatchSender = Callable[["GameRecord", "list[OutboxRecord]", SendPart], Awaitable[None]]
BATCHED = "B"
# A change's buttons as it expanded them: "seat:kind" -> [[action text, key], ...] (service/outbox.py).
Stored = dict[str, list[list[str]]] | None


@dataclass
class _Book:
    """What one delivery did, written at its end with the release of its lease (one statement on
    PostgreSQL: `DeliveryClaims.give_back`): the rows delivered, the parts sent (row id -> part
    -> message id, or 0 for a part settled without a message), the game's newest board (channel,
    message: cogs/_boards.py), and whether a change of the game was among them."""

    finish: list[int] = field(default_factory=list)
    marks: dict[int, dict[str, int]] = field(default_factory=dict)
    board: tuple[int, int] | None = None
    changed: bool = False


@dataclass
class _Pass:
    """One attempt at delivering one game's pending rows."""

    record: GameRecord
    state: GameState | None
    lang: str
    rows: list[OutboxRecord]
    book: _Book
    # The game as the pass read it (`record`), with its turns, pending deadlines, latest action and
    # latest board (`Store.game_with_turns`); None when `record` was read otherwise. Several
    # processes: the board is recorded only by the lease's holder (this pass); the rest may have
    # moved on since (who takes it checks the version where it matters: `Scheduler.sync`).
    read: GameTurns | None = None
    # The game's turns and pending deadlines as a `before_public` hook left them (its turn sync):
    # what the ping's notes show (None: not known, read there).
    synced: GameTurns | None = None
    lost: str | None = None  # the game's channel refused the bot for good: why
    channel_ok: bool = False  # something reached the channel
    dm_done: set[tuple[int, int]] = field(default_factory=set)
    told_closed: set[int] = field(default_factory=set)

    def mark(self, row: OutboxRecord, part: str, value: int) -> None:
        """A part of a row is done (sent as message `value`): not sent again by this pass, nor
        by a retry once the delivery's end is written (`_Book`). A crash before that sends it
        again with the same nonce, which Discord answers with the message sent first."""
        row.sent[part] = value
        self.book.marks.setdefault(row.id, {})[part] = value


_DISCORD_TIME = re.compile(r"<t:-?\d+(?::[tTdDfFR])?>")


def _fingerprint(content: str | None, embed: discord.Embed | None) -> tuple[str, str, str, str]:
    """What identifies one of our messages when looking for it in a channel's history. Discord
    timestamps are left out: a deadline shown in it moves when a restart extends it by the outage,
    and the message is still the one sent before."""
    def plain(text: str | None) -> str:
        return _DISCORD_TIME.sub("<t>", text or "")

    if embed is None:
        return (plain(content), "", "", "")
    return (plain(content), plain(embed.title), plain(embed.description), plain(embed.footer.text))


def _chunks(text: str, size: int) -> list[str]:
    """Split text at line breaks into pieces under Discord's message limit."""
    out: list[str] = []
    current = ""
    for line in text.splitlines():
        while len(line) > size:
            out.append(line[:size])
            line = line[size:]
        if current and len(current) + 1 + len(line) > size:
            out.append(current)
            current = line
        else:
            current = f"{current}\n{line}" if current else line
    if current.strip():
        out.append(current)
    return out


class Delivery(FlowPart):
    """`GameFlow`'s delivery: what it reads of the flow (bot, service, players, names, messages)
    is the flow's own (cogs/_hosts.py)."""

    # What the delivery itself sets (set up first by `GameFlow.__init__`): declared here, not on
    # the host's Protocol, where an assignment would redefine it.
    _worker: asyncio.Task[None] | None
    _renewing: asyncio.Task[None] | None
    _offline_pass: asyncio.Task[None] | None
    _probed: int
    _stopping: bool

    # Rules: service/delivery.py. Every Discord message an outbox row causes is one named *part*
    # of it, sent with a nonce and recorded once Discord confirms it; a retry sends only the rest.
    def start_worker(self) -> asyncio.Task[None]:
        """The background delivery: everything pending at start-up, then every retry as it falls
        due, oldest first. Interactions never wait for it (they deliver their own game at once).

        Offline (the driver's fake clock), there is no long-lived worker: each kick runs passes in
        a task that ends when nothing is due, so the driver's `settle` waits for exactly that work.
        """
        if self._worker is None or self._worker.done():
            self._worker = asyncio.get_running_loop().create_task(self._work(), name="agora-outbox-worker")
        if self.claims.shared and not self.bot.offline and self._renewing is None:
            self._renewing = asyncio.get_running_loop().create_task(self.claims.renew_forever(),
                                                                    name="agora-lease-renewal")
        return self._worker

    def stop_worker(self) -> None:
        for task in (self._worker, self._offline_pass, self._renewing):
            if task is not None:
                task.cancel()
        self._worker = self._offline_pass = self._renewing = None

    async def finish_worker(self, seconds: float) -> bool:
        """A clean stop: no further game is started; the deliveries under way end (within
        `seconds`, else they are cancelled: a message half sent is sent again, once, by the next
        start). True when they ended on their own."""
        self._stopping = True
        self._wake.set()
        running = [t for t in (self._worker, self._offline_pass) if t is not None and not t.done()]
        finished = True
        if running:
            _, late = await asyncio.wait(running, timeout=max(0.0, seconds))
            finished = not late
        self.stop_worker()
        return finished

    def delivery_lock(self, game_row: int) -> asyncio.Lock:
        """Held while a game's rows are delivered: a cog holds it to add several changes that
        should go out together (the moves of the autoplay seats and their summary)."""
        return self._delivery_locks[game_row]

    def kick(self) -> None:
        """Look for due rows now (the scheduler's poll, a reconnect, Discord answering again)."""
        if not self.bot.offline:
            self._wake.set()
        elif self._offline_pass is None or self._offline_pass.done():
            loop = asyncio.get_running_loop()
            self._offline_pass = loop.create_task(self._passes(), name="agora-outbox-pass")
        else:
            self._wake.set()  # the running pass goes round once more

    async def _passes(self) -> None:
        """Delivery passes until a pass ends with no new kick."""
        await self.bot.wait_until_ready()
        while not self._stopping:
            self._wake.clear()
            try:
                await self.deliver_all()
            except Exception:  # a broken database read must not end delivery for good
                log.exception("a delivery pass failed")
            if not self._wake.is_set():
                return

    async def _work(self) -> None:
        await self.bot.wait_until_ready()
        try:  # a start is a fresh chance for rows that were waiting after failures
            await self.service.store.retry_outbox_now()
        except Exception:
            log.exception("could not make the waiting outbox rows due")
        if self.bot.offline:
            self.kick()
            return
        while not self.bot.is_closed() and not self._stopping:
            await self._passes()
            delay = await self._seconds_to_next_retry()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(delay):
                    await self._wake.wait()

    async def _seconds_to_next_retry(self) -> float:
        """How long the worker sleeps: until the next retry or probe falls due, at most a minute."""
        now = self.service.clock()
        probe = self.recovery.seconds_to_probe(now)
        wait = 60.0 if probe is None else min(60.0, probe)
        try:
            due = await self.service.store.next_outbox_retry()
        except Exception:
            return wait
        if due is not None:
            wait = min(wait, (due - now).total_seconds())
        # A game another process was delivering: look again once its lease may have expired.
        return max(0.5, min(wait, self.claims.retry_after() or wait))

    async def deliver_all(self) -> int:
        """Deliver every game that has a row due now, oldest first, a few games at a time, until
        none is left (no cap: a start-up backlog of any size). Returns the games delivered."""
        await self.bot.wait_until_ready()
        self.claims.blocked = False
        delivered = 0
        after = 0
        limit = asyncio.Semaphore(DELIVERY_CONCURRENCY)
        if self.recovery.probe_due(self.service.clock()):
            # Deliveries fail: is Discord back? A waiting game is tried whatever its backoff (each
            # in turn, oldest first: one whose channel alone fails does not hide the others); its
            # success makes every waiting row due (`_answered_again`).
            store, later = self.service.store, self.service.clock() + EVER
            probe = await store.due_outbox_games(now=later, after_id=self._probed, limit=1) \
                or await store.due_outbox_games(now=later, limit=1)
            self.recovery.probed(self.service.clock(), anything_waiting=bool(probe))
            if probe:
                self._probed = probe[0][1]
                delivered += await self.deliver(probe[0][0])

        async def one(game_row: int) -> bool:
            async with limit:
                return await self.deliver(game_row)

        while not self._stopping:
            page = await self.service.store.due_outbox_games(now=self.service.clock(), after_id=after,
                                                             limit=DELIVERY_PAGE)
            if not page:
                return delivered
            after = page[-1][1]
            results = await asyncio.gather(*(one(game_row) for game_row, _ in page))
            delivered += sum(results)
        return delivered

    async def post_line(self, game_row: int, text: str, users: Sequence[int] = ()) -> None:
        """A line in the game's channel (worded in its language by the caller), mentioning
        `users`, through the outbox: stored, then delivered with the game's other pending rows,
        before its board. A Discord error only delays it (retried like every row)."""
        await self.service.store.add_outbox(game_row, [OutboxItem(ob.LINE, {"text": text[:2000],
                                                                          "user_ids": list(users)})])
        await self.deliver(game_row)

    async def _send_line(self, record: GameRecord, row: OutboxRecord, send: SendPart) -> None:
        text = row.payload.get("text")
        if not isinstance(text, str) or not text:
            return
        users = [u for u in row.payload.get("user_ids") or [] if type(u) is int]
        await send("m", self.bot.get_partial_messageable(record.channel_id), content=text[:2000],
                   allowed_mentions=mentions(users))

    async def deliver(self, game_row: int) -> bool:
        """Send this game's pending side effects, in order, coalescing superseded ones.

        Never raises: a failure is logged and recorded on the game's rows, to be retried later, so
        it cannot stop another game, the scheduler, or the interaction that called it. True when
        nothing is left pending.
        """
        bind(game=game_row)
        store = self.service.store
        try:
            async with self._delivery_locks[game_row]:
                while True:
                    # The lease, the first rows and (PostgreSQL) the game in one read (service/claims.py).
                    taken = await self.claims.take(game_row, DELIVERY_ROWS)
                    if taken is None:
                        return False  # another bot process delivers this game now
                    read, game = taken
                    book = _Book()
                    outcome = FAILED
                    try:
                        while True:  # a game with more pending rows than one read takes several rounds
                            outcome = await self._deliver_pending(game_row, read, book, game)
                            if outcome != MORE:
                                break
                            await store.settle_outbox(book.finish, book.marks, now=self.service.clock(),
                                                      board=book.board and (game_row, *book.board))
                            self._changed(game_row, book)
                            book = _Book()
                            read = await store.pending_outbox(DELIVERY_ROWS, game=game_row,
                                                              attempt_at=self.service.clock())
                            game = None  # read again with the next rows
                    finally:
                        # The rows delivered, the parts sent and the lease's release: one write.
                        again = await self.claims.give_back(game_row, book.finish, book.marks, book.board)
                    self._changed(game_row, book)
                    if outcome == FAILED or not again:
                        return outcome == DONE
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("delivery for game %s failed outside its rows' handling", game_row)
            return False

    def _changed(self, game_row: int, book: _Book) -> None:
        """Other cogs (dashboard, reminders) react to every delivered change of a game, once its
        rows are recorded as delivered."""
        if book.changed:
            self.bot.dispatch("agora_game_changed", game_row)

    async def _deliver_pending(self, game_row: int, read: list[OutboxRecord], book: _Book,
                               found: GameTurns | None = None) -> str:
        """One round over `read`, rows just read to be delivered (their first attempt recorded
        with the read: they are delivered now, or closed below when they cannot be): DONE, MORE
        (rows beyond this read remain), or FAILED (retried later). What it delivered and the
        parts it sent are put in `book`, written by the caller. `found`: the game as read with
        the rows (`Store.game_with_turns`), else read here."""
        store = self.service.store
        rows = await self._readable(read)
        more = MORE if len(read) == DELIVERY_ROWS else DONE
        if not rows:
            return more
        # The game with its turns, deadlines, latest action and board, in one statement: the
        # pass's board, the turn sync before it and the status message take them (`_Pass.read`).
        if found is None:
            found = await store.game_with_turns(game_row)
        if found is None:
            await store.finish_outbox([r.id for r in rows], error="not delivered: the game no longer exists")
            return more
        record = found.record
        state: GameState | None = None
        if record.quarantined is None:
            try:
                record, state = await self.service.checked(record)
            except GameQuarantined:  # found damaged just now: its notice was added to the outbox
                again = await store.get_game(game_row)
                assert again is not None
                record = again
                rows = await self._readable(await store.pending_outbox(DELIVERY_ROWS, game=game_row,
                                                                       attempt_at=self.service.clock()))
        if record.quarantined is not None:
            # Only the notice goes out: the rest would show data that failed its check.
            held = [r.id for r in rows if r.kind != ob.QUARANTINE]
            await store.finish_outbox(held, error="not delivered: the game is quarantined")
            rows = [r for r in rows if r.kind == ob.QUARANTINE]
        if not rows:
            return more
        log.info("delivering %d outbox rows (%s)", len(rows), ", ".join(sorted({r.kind for r in rows})))
        await asyncio.to_thread(self._remember_public, record, rows)  # presenter work off the loop
        await self.players.prefetch(self.service.seat_users(record))  # one query for all seats
        run = _Pass(record, state, i18n.language(record.locale), rows, book,
                    found if found.record is record else None)
        try:
            await self._deliver_rows(run)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            await self._failed(run, exc)
            return FAILED
        if run.lost is not None:
            await self._channel_lost(run)
            # The rows whose messages went to the lost channel say why they were given up.
            unsent = [r.id for r in rows if r.kind not in (ob.PRIVATE_VIEW, ob.LOBBY, ob.STATUS, ob.VOTE)]
            await store.finish_outbox(unsent, error=f"given up: the channel refuses the bot ({run.lost})",
                                      now=self.service.clock())
        book.finish += [r.id for r in rows]
        if run.channel_ok and record.settings.get(CHANNEL_LOST):
            await store.set_game_setting(record.id, CHANNEL_LOST, None)
        # Reminders change nothing in the game (the dashboard is not touched for them, as before
        # they were rows).
        book.changed = book.changed or any(r.kind not in UNCHANGING_KINDS for r in rows)
        return more

    async def _readable(self, rows: list[OutboxRecord]) -> list[OutboxRecord]:
        """The rows that can be delivered; an unreadable one is closed and reported, never retried
        (it would fail the same way forever) and never allowed to hold up the others."""
        known = {*ob.KINDS, *self.notice_senders, *self.notice_batches}
        bad = [r for r in rows if r.invalid is not None or r.kind not in known]
        for row in bad:
            why = row.invalid or f"unknown kind {row.kind!r}"
            log.error("outbox row %s of game %s cannot be delivered: %s", row.id, row.game, why)
        if bad:
            await self.service.store.finish_outbox([r.id for r in bad], error="invalid row: " + (
                bad[0].invalid or f"unknown kind {bad[0].kind!r}"))
        return [r for r in rows if r not in bad]

    async def _deliver_rows(self, run: _Pass) -> None:
        record, state, lang, rows = run.record, run.state, run.lang, run.rows
        channel = self.bot.get_partial_messageable(record.channel_id)
        for row in rows:  # notices first: a "deadline passed" comes before the move it caused
            sender = self.notice_senders.get(row.kind) if row.kind != ob.QUARANTINE else self._send_quarantine
            if sender is not None:
                await sender(record, row, functools.partial(self._send, run, row))
        groups: dict[BatchSender, list[OutboxRecord]] = {}
        for row in rows:
            if row.kind in self.notice_batches and BATCHED not in row.sent:
                groups.setdefault(self.notice_batches[row.kind], []).append(row)
        for batch_sender, batched in groups.items():
            # The oldest row carries the message (its nonce stays the same on a retry), and every
            # row it covers is marked, so none is summed up twice.
            await batch_sender(record, batched, functools.partial(self._send, run, batched[0]))
            for row in batched:
                run.mark(row, BATCHED, 0)
        board_rows = [r for r in rows if r.kind in (ob.PUBLIC_STATE, ob.PING)]
        # The buttons' legal actions as the newest change expanded them, if it made this state.
        newest = next((r for r in reversed(rows) if r.kind == ob.PUBLIC_STATE), None)
        stored: Stored = None
        if newest is not None and newest.payload.get("version") == record.version:
            stored = await asyncio.to_thread(ob.stored_buttons, newest.payload)
        # The engine events of every change delivered now, in order (see service/outbox.py).
        events = [registry.get(record.game_id).stored_event(e) for r in rows if r.kind == ob.PUBLIC_STATE
                  for e in r.payload.get("events", [])]
        if board_rows:  # one board for the whole pass, new or edited in place (cogs/_boards.py)
            told_before = any(r.kind in self.notice_senders or r.kind in self.notice_batches
                              or r.kind == ob.QUARANTINE for r in rows)
            await post_board(self, run, board_rows, events, channel, told_before=told_before, buttons=stored)
        # Each player's DM once, from the newest row that asks for it (its content is current).
        anchors: dict[tuple[int, int], OutboxRecord] = {}
        for row in rows:
            if row.kind == ob.PRIVATE_VIEW:
                anchors[(int(row.payload["user_id"]), int(row.payload["seat"]))] = row
        # Seats played by the robot get no DMs (issue 17.5) — no view, no prompt after a ping, no
        # news of a public event that hit them: the robot answers, and its player is sent the
        # view again when autoplay ends (`send_view`).
        robots = {s.seat for s in record.seats if s.autoplay}
        for row in rows:
            if row.kind == ob.PRIVATE_VIEW and state is not None:
                target = (int(row.payload["user_id"]), int(row.payload["seat"]))
                if anchors.get(target) is not row or target in run.dm_done or target[1] in robots \
                        or not await asyncio.to_thread(self._worth_a_dm, record, state, row.payload):
                    continue
                run.dm_done.add(target)
                reached = await self._send_private(run, row, DM, record, state, *target, events=events,
                                                   stored=stored)
                # Say so in the channel when DMs fail for the first time, and at the start of
                # every game for someone known to have them closed.
                at_start = int(row.payload.get("version", 0)) == 1
                if reached is not True and target[0] not in run.told_closed and (reached is None or at_start):
                    run.told_closed.add(target[0])
                    notice = self._dm_closed_notice(record, target[0])
                    await self._send(run, row, DM_CLOSED, channel, **notice)
            elif row.kind == ob.PING and state is not None:
                prompts = await asyncio.to_thread(self._public_dm_prompts, record, state, row.payload)
                for user, seat in prompts:
                    if (user, seat) not in run.dm_done and seat not in robots:
                        run.dm_done.add((user, seat))
                        await self._send_private(run, row, f"p{seat}", record, state, user, seat,
                                                 events=events, stored=stored)
            elif row.kind == ob.GAME_OVER:
                await self._send(run, row, GAME_OVER_PART, channel, **await self._game_over(record, lang))
        news = [r for r in rows if r.kind == ob.PUBLIC_STATE]
        if state is not None and events and news:
            # Public events that hit a player are told to them by DM too (parts of the newest change).
            hit = self.presenter(record).concerned_seats([e for e in events if e.to is None])
            for seat in sorted(hit):
                hit_user = record.user_of(seat)
                if hit_user is not None and (hit_user, seat) not in run.dm_done and seat not in robots:
                    run.dm_done.add((hit_user, seat))
                    await self._send_private(run, news[-1], f"c{seat}", record, state, hit_user, seat,
                                             events=events, stored=stored)

    async def _send(self, run: _Pass, row: OutboxRecord, part: str, channel: discord.abc.Messageable, *,
                    dm: bool = False, **kwargs: Any) -> discord.Message | None:
        """Send one part of a row, unless it is known to be sent; record it once Discord confirms.

        None when not sent now (already sent, or the game's channel is lost). A permanent refusal
        of the channel marks the pass (`run.lost`); of a DM, raises DmClosed; anything else that
        fails propagates, and the whole game's delivery is retried later.
        """
        if part in row.sent or (not dm and run.lost is not None):
            return None
        try:
            earlier = await self._sent_before(row, channel, kwargs)
            if earlier is not None:
                message = earlier
            else:
                async with asyncio.timeout(delivery.SEND_TIMEOUT_SECONDS):
                    message = await channel.send(nonce=delivery.nonce(run.record, row.id, part), **kwargs)
        except discord.HTTPException as exc:
            self._refused(run, exc, dm=dm)
            if dm:
                raise DmClosed() from exc
            if run.lost is None:  # this one message is refused (a bug): never retry it
                log.error("Discord refused part %s of outbox row %s (game %s): %s",
                          part, row.id, row.game, exc)
                run.mark(row, part, 0)
            return None
        run.mark(row, part, message.id)
        if not dm:
            run.channel_ok = True
        await self._answered_again()
        return message

    def _refused(self, run: _Pass, exc: discord.HTTPException, *, dm: bool) -> None:
        """Note a permanent refusal on the pass, or re-raise a failure that may pass."""
        refusal = delivery.classify(exc.status, exc.code, dm=dm)
        if refusal is None:
            raise exc
        self._count_failure({"channel": "channel_lost", "dm": "dm_closed"}.get(refusal.target, "refused"))
        if refusal.target == "channel" and run.lost is None:
            run.lost = refusal.reason

    async def _sent_before(self, row: OutboxRecord, channel: discord.abc.Messageable,
                           kwargs: dict[str, Any]) -> discord.Message | None:
        """After the nonce window: the message, if an earlier attempt did create it.

        Only rows tried before can have one; within `NONCE_TRUSTED` of that the nonce answers.
        """
        if row.tried_at is None or self.service.clock() - row.tried_at < delivery.NONCE_TRUSTED:
            return None
        wanted = _fingerprint(kwargs.get("content"), kwargs.get("embed"))
        after = discord.utils.time_snowflake(row.tried_at - timedelta(seconds=5))
        return await self.find_own(channel, after, lambda message: _fingerprint(
            message.content, message.embeds[0] if message.embeds else None) == wanted)

    async def find_own(self, channel: discord.abc.Messageable, after: int,
                       matches: Callable[[discord.Message], bool]) -> discord.Message | None:
        """The bot's own message in `channel` newer than message (or snowflake) `after` that
        `matches`, among the newest `HISTORY_LOOKUP` messages: what an attempt the bot cannot
        remember (a crash before recording it) created, looked for before posting it again when
        the message nonce may have expired (service/delivery.py)."""
        me = self.bot.user.id if self.bot.user else None
        async with asyncio.timeout(delivery.SEND_TIMEOUT_SECONDS):
            async for message in channel.history(limit=HISTORY_LOOKUP):
                if message.id <= after:
                    break
                if message.author.id == me and matches(message):
                    return message
        return None

    def _count_failure(self, kind: str) -> None:
        metrics = getattr(self.bot, "metrics", None)  # service/metrics.py
        if metrics is not None:
            metrics.delivery_failures.labels(kind).inc()

    async def _failed(self, run: _Pass, exc: BaseException) -> None:
        """A failure that may pass: every row of the game waits and is tried again, with backoff."""
        self._count_failure(failure_kind(exc))
        now = self.service.clock()
        attempts = 1 + max((r.attempts for r in run.rows), default=0)
        retry_at = now + delivery.backoff(attempts)
        text = f"{type(exc).__name__}: {exc}"[:500]
        if isinstance(exc, (discord.HTTPException, TimeoutError, OSError, aiohttp.ClientError)):
            log.warning("delivery for game %s failed (attempt %d, next at %s): %s",
                        run.record.id, attempts, retry_at.isoformat(), text)
        else:
            log.error("delivery for game %s failed (attempt %d): a bug, retried at %s",
                      run.record.id, attempts, retry_at.isoformat(), exc_info=exc)
        self.recovery.failed(now)
        try:
            await self.service.store.defer_outbox([r.id for r in run.rows], text, retry_at)
        except Exception:
            log.exception("could not record the failed delivery of game %s", run.record.id)

    async def _answered_again(self) -> None:
        """The first success after failures: Discord is back, so every waiting row is due now.

        At most once a minute: with Discord failing every third call, each success would
        otherwise restart every retry at once, in a loop.
        """
        if not self.recovery.answered(self.service.clock()):
            return
        await self.service.store.retry_outbox_now()
        self.kick()

    async def _channel_lost(self, run: _Pass) -> None:
        """The game's channel refuses the bot for good: tell the creator by DM, once per reason."""
        record, reason = run.record, run.lost
        log.warning("game %s: giving up posting in channel %s: %s", record.id, record.channel_id, reason)
        if record.settings.get(CHANNEL_LOST) == reason:
            return
        await self.service.store.set_game_setting(record.id, CHANNEL_LOST, reason)
        lang = i18n.language(await self.players.locale(record.creator_id) or record.locale)
        text = i18n.t("flow.channel_lost", lang, channel=f"<#{record.channel_id}>", id=record.id,
                      game=i18n.t(f"{record.game_id}.name", lang), reason=i18n.t(f"flow.lost.{reason}", lang))
        try:
            dm = await self.bot.create_dm(discord.Object(id=record.creator_id))
            await self._send(run, run.rows[-1], CHANNEL_LOST_PART, dm, dm=True, content=text)
        except (DmClosed, discord.HTTPException):
            log.error("game %s lost its channel (%s) and its creator takes no DMs", record.id, reason)

    async def _send_quarantine(self, record: GameRecord, row: OutboxRecord, send: SendPart) -> None:
        """A game stopped by a failed check: say so in its channel and to the bot's admins."""
        reason = str(row.payload.get("reason", ""))[:300]
        lang = i18n.language(record.locale)
        channel = self.bot.get_partial_messageable(record.channel_id)
        await send("m", channel, content=i18n.t("flow.quarantined", lang, id=record.id, reason=reason),
                   allowed_mentions=discord.AllowedMentions.none())
        for index, admin in enumerate(await self.bot.admin_ids()):
            try:
                dm = await self.bot.create_dm(discord.Object(id=admin))
                admin_lang = i18n.language(await self.players.locale(admin))
                text = i18n.t("flow.quarantined_admin", admin_lang, id=record.id, reason=reason,
                              channel=f"<#{record.channel_id}>")
                await send(f"a{index}", dm, dm=True, content=text)
            except (DmClosed, discord.HTTPException):
                log.error("game %s is quarantined (%s); admin %s could not be told", record.id, reason, admin)

    def _worth_a_dm(self, record: GameRecord, state: GameState | None, payload: dict[str, Any]) -> bool:
        """A private-view row says something only in a game with a private part, or with a
        decision to prompt: a game with nothing hidden (Antike) sends no "your view" DM that
        only repeats the board (issue 17.13: one per nation at the start)."""
        if state is None or payload.get("prompt"):
            return True
        game = registry.get(record.game_id)
        seat = int(payload["seat"])
        if game.private_view(state, seat) is not None:
            return True
        presenter = self.presenter(record)
        return any(d.seat == seat and presenter.dm_prompt(d) for d in game.awaiting(state))

    def _remember_public(self, record: GameRecord, rows: Sequence[Any]) -> None:
        """Keep the latest change whose public events say something (for the status message),
        and the version it is known to be the latest at: each change delivered here without
        public news carries it on by one version (a version this process did not deliver — the
        other process's, or a change with nothing to deliver — leaves it behind)."""
        presenter = self.presenter(record)
        game = registry.get(record.game_id)  # reads events stored by an older version too
        worded: dict[int, list[Event]] = {}
        for row in rows:
            if row.kind != "public_state":
                continue
            public = [game.stored_event(e) for e in row.payload.get("events", []) if e.get("to") is None]
            if public and presenter.describe(public, [], i18n.DEFAULT_LANGUAGE):
                worded[row.version] = public
        for version in sorted({row.version for row in rows}):
            known = self.last_public.get(record.id)
            if version in worded:
                self.last_public[record.id] = (version, worded[version], self.service.clock())
            elif known is not None and known[0] == version - 1:
                self.last_public[record.id] = (version, known[1], known[2])

    def _public_dm_prompts(self, record: GameRecord, state: GameState,
                           payload: dict[str, Any]) -> list[tuple[int, int]]:
        """(user, seat) of the pinged users' public decisions their presenter also prompts by DM."""
        presenter = self.presenter(record)
        pinged = set(payload.get("user_ids") or [])
        out = []
        for decision in registry.get(record.game_id).awaiting(state):
            user = record.user_of(decision.seat)
            if user is not None and user in pinged and not decision.private and presenter.dm_prompt(decision):
                out.append((user, decision.seat))
        return out

    async def _send_private(self, run: _Pass | None, row: OutboxRecord | None, part: str, record: GameRecord,
                            state: GameState, user_id: int, seat: int, *,
                            events: Sequence[Event] = (), stored: Stored = None) -> bool | None:
        """DM a player's private view; a closed DM is recorded and never blocks the game.

        Known-closed DMs are tried again every time (players open them mid-game). Within a
        delivery (`run`, `row`), the DM is one part of its row; without, a plain send.
        True: sent (now or before). False: not sent, DMs were already known to be closed.
        None: closed just now.
        """
        if row is not None and part in row.sent:
            return True
        known_closed = await self.players.dm_closed(user_id)
        lang = i18n.language(await self.players.locale(user_id) or record.locale)
        text, view = await self.private_message(record, state, seat, lang, events, stored)
        try:
            dm = await self.bot.create_dm(discord.Object(id=user_id))
            kwargs: dict[str, Any] = {"view": view} if view is not None else {}
            if run is not None and row is not None:
                await self._send(run, row, part, dm, dm=True, content=text, **kwargs)
            else:
                async with asyncio.timeout(delivery.SEND_TIMEOUT_SECONDS):
                    await dm.send(text, **kwargs)
        except DmClosed:
            pass
        except discord.HTTPException as exc:  # creating the DM channel (or a plain send) was refused
            if delivery.classify(exc.status, exc.code, dm=True) is None:
                raise
        else:
            if known_closed:
                await self.players.set_dm_closed(user_id, False)
            return True
        if known_closed:
            return False
        await self.players.set_dm_closed(user_id, True)
        return None

    async def send_view(self, record: GameRecord, seat: int) -> None:
        """DM a seat's player its current view (autoplay just ended: the robot's DMs were not sent)."""
        record, state = await self.service.load(record.id)
        user = record.user_of(seat)
        if state is not None and user is not None and record.status == "active":
            await self._send_private(None, None, DM, record, state, user, seat)

    async def retry_dms(self, user_id: int) -> bool:
        """DMs were closed: try again with the user's current private view in each active game
        (what they missed). True if they arrive (and DMs are known open again)."""
        async with self._dm_retry_locks[user_id]:
            if not await self.players.dm_closed(user_id):
                return True  # another retry got through meanwhile
            for listed in await self.service.store.list_games(statuses=("active",), user_id=user_id):
                if listed.quarantined is not None:
                    continue
                try:
                    record, state = await self.service.load(listed.id)  # checked on load
                except GameQuarantined:
                    continue
                for seat in record.seats_of(user_id) if state is not None else []:
                    assert state is not None
                    if await self._send_private(None, None, DM, record, state, user_id, seat) is not True:
                        return False
            return not await self.players.dm_closed(user_id)
