"""The public board of one delivery: a new board, or the latest one edited in place (issue 37).

The rules are Discord-free in service/boards.py; this is their delivery, called by
`GameFlow._deliver_rows` for the rows of one pass that change the public state (`public_state`,
`ping`). Like every part of the delivery it is safe to retry (service/delivery.py):

- the log lines of every change of the pass are summed up in one text: the new board's own, above
  the mention of whoever must act, or (too long for it) messages of their own before it, parts of
  the oldest row not yet logged; every row it covers is then marked `LOGGED`;
- a new board is a part of the newest row (`BOARD`), sent with its nonce; the previous board is
  then edited once (its buttons removed) and the new one recorded;
- an edit in place computes the board's text from what is stored (`BoardLog`), never from what
  the message shows, so doing it again after a crash gives the same message; the stored log then
  records the rows it covers (`upto`) before the rows are marked.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import aiohttp
import discord

from engine import registry
from engine.core import Event
from service import delivery
from service import outbox as ob
from service.boards import BOARD_LOG, EVERY_TURN, MESSAGE_LIMIT, BoardLog, board_mode, new_board_needed

if TYPE_CHECKING:
    from cogs._delivery import Stored, _Pass
    from cogs._hosts import FlowHost
    from storage.records import OutboxRecord

log = logging.getLogger("agora.flow")

LOGGED = "L"  # a row whose log lines were posted (in the pass's text, or in a board's)


async def post_board(flow: FlowHost, run: _Pass, board_rows: Sequence[OutboxRecord], events: Sequence[Event],
                     channel: discord.abc.Messageable, *, told_before: bool, buttons: Stored = None) -> None:
    """Post the pass's log lines and its board: new, or the latest one edited in place.
    `buttons`: the newest change's expanded buttons (`GameFlow._board`'s `stored`)."""
    from cogs._delivery import BOARD

    record, state, lang = run.record, run.state, run.lang
    store = flow.service.store
    anchor = board_rows[-1]  # the newest change: the board shows the state after it
    mode = board_mode(record.game_id, record.settings)
    # The latest board as the pass read it: only the lease's holder (this pass) records one.
    latest = run.read.board if run.read is not None else await store.latest_board(record.id)
    stored = BoardLog.of(record.settings, latest) if mode == EVERY_TURN else None
    names = await flow.names(record)
    presenter = flow.presenter(record)
    game = registry.get(record.game_id)  # reads events stored by an older version too
    unlogged = [r for r in board_rows if r.kind == ob.PUBLIC_STATE and LOGGED not in r.sent]
    lines: list[str] = []
    for row in unlogged:
        if stored is not None and row.id <= stored.upto:
            continue  # already in the latest board's text (an attempt that stopped after it)
        public = [e for e in (game.stored_event(d) for d in row.payload.get("events", [])) if e.to is None]
        lines += await asyncio.to_thread(presenter.log_lines, public, names, lang)
    upto = max((r.id for r in board_rows), default=0)
    if BOARD in anchor.sent:  # an earlier attempt posted or edited it
        new = anchor.sent[BOARD] != latest
    else:
        notifies = any(_turn_passes(r) for r in board_rows) or record.status != "active" \
            or any(r.kind == ob.GAME_OVER for r in run.rows)
        new = new_board_needed(mode, notifies=notifies, latest=latest, told_before=told_before) \
            or stored is None or not stored.fits(lines)
    if not new and latest is not None and stored is not None:
        if await _edit_in_place(flow, run, anchor, latest, stored, lines, upto, events, buttons):
            _mark_logged(run, unlogged)
            return
        latest, stored = None, None  # the latest board is gone: a new one
    if BOARD not in anchor.sent:
        try:
            for hook in flow.before_public:
                synced = await hook(record, run.read)
                if synced is not None:
                    run.synced = synced
        except discord.HTTPException as exc:
            flow._refused(run, exc, dm=False)
    if run.lost is not None:
        return
    # Computed again by a retry too (the same rows, the same text): the board's text is the pass's
    # lines, then the mention of whoever must act; lines too long for it go before it, alone.
    kwargs = await flow._board(record, state, lang, ping=any(r.kind == ob.PING for r in board_rows),
                               events=events, stored=buttons, synced=run.synced)
    head = kwargs.get("content") or ""
    together = "\n".join([*lines, head]).strip()
    if lines and len(together) <= MESSAGE_LIMIT:
        kwargs["content"] = head = together
    elif lines and unlogged:
        await _send_lines(flow, run, unlogged[0], lines, channel)
    if BOARD not in anchor.sent:
        await flow._send(run, anchor, BOARD, channel, **kwargs)
    board_id = anchor.sent.get(BOARD)
    if board_id:  # sent now or by an earlier attempt: it is the latest board
        await _retire_previous(flow, run, board_id, latest)
        if mode == EVERY_TURN:
            await store.set_game_setting(record.id, BOARD_LOG, BoardLog(board_id, head, [], upto).dump(),
                                         now=flow.service.clock())
    if run.lost is None:  # its rows are logged (their lines went in it or before it)
        _mark_logged(run, unlogged)


def _turn_passes(row: OutboxRecord) -> bool:
    """A ping for seats that were not awaited before (a row from before `new_seats`: any ping)."""
    if row.kind != ob.PING:
        return False
    new_seats = row.payload.get("new_seats")
    return new_seats is None or bool(new_seats)


async def _send_lines(flow: FlowHost, run: _Pass, carrier: OutboxRecord, lines: Sequence[str],
                      channel: discord.abc.Messageable) -> None:
    """Log lines as silent messages, parts of `carrier` (greedy chunks: a retry of the same rows
    cuts them the same way, so the parts already sent are the same texts)."""
    from cogs._delivery import _chunks

    for index, chunk in enumerate(_chunks("\n".join(lines), 1900)):
        await flow._send(run, carrier, f"l{index}", channel, content=chunk,
                         allowed_mentions=discord.AllowedMentions.none(), silent=True)


async def _edit_in_place(flow: FlowHost, run: _Pass, anchor: OutboxRecord, latest: int, stored: BoardLog,
                         lines: list[str], upto: int, events: Sequence[Event], buttons: Stored) -> bool:
    """The latest board shows the new state and the turn's lines; False if it is gone."""
    from cogs._delivery import BOARD

    record = run.record
    if BOARD not in anchor.sent:
        kwargs = await flow._board(record, run.state, run.lang, ping=False, events=events, stored=buttons)
        edit: dict[str, Any] = {"content": stored.text(lines) or None, "embed": kwargs["embed"],
                                "view": kwargs.get("view"),
                                "allowed_mentions": discord.AllowedMentions.none(),
                                "attachments": [kwargs["file"]] if "file" in kwargs else []}
        message = flow.bot.get_partial_messageable(record.channel_id).get_partial_message(latest)
        try:
            async with asyncio.timeout(delivery.SEND_TIMEOUT_SECONDS):
                await message.edit(**edit)
        except discord.NotFound:
            return False
        except discord.HTTPException as exc:
            flow._refused(run, exc, dm=False)  # a failure that may pass is raised: retried
            return True
        run.channel_ok = True
        if lines or stored.upto < upto:
            grown = BoardLog(latest, stored.head, [*stored.lines, *lines], max(stored.upto, upto))
            await flow.service.store.set_game_setting(record.id, BOARD_LOG, grown.dump(),
                                                      now=flow.service.clock())
        run.mark(anchor, BOARD, latest)
    return True


async def _retire_previous(flow: FlowHost, run: _Pass, board_id: int, latest: int | None) -> None:
    """Only the latest board keeps buttons: an older one is edited so nobody presses a live-looking
    stale button. The new board is recorded only after that edit (with the delivery's end), so a
    crash between the two makes the edit again at the next delivery instead of forgetting it."""
    record = run.record
    if latest is not None and latest != board_id:
        message = flow.bot.get_partial_messageable(record.channel_id).get_partial_message(latest)
        try:
            async with asyncio.timeout(delivery.SEND_TIMEOUT_SECONDS):
                await message.edit(view=None)
        except (discord.HTTPException, TimeoutError, aiohttp.ClientError) as exc:
            # Cosmetic: a press of the old buttons is answered as stale anyway.
            log.info("could not clear the old board's buttons in game %s: %s", record.id, exc)
    run.book.board = (record.channel_id, board_id)  # recorded with the delivery's end


def _mark_logged(run: _Pass, rows: Sequence[OutboxRecord]) -> None:
    for row in rows:
        if LOGGED not in row.sent:
            run.mark(row, LOGGED, 0)

