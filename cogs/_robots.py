"""The autoplay seats' runs (robots never hold a window open: service/votes.py) and the
"you're next" DM: a part of `AsyncPlay` (cogs/async_play.py), moved here as it was.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord

import i18n
from cogs._async_common import (
    ROBOT_RUN_LIMIT,
)
from cogs._hosts import AsyncPlayPart
from engine.core import Event, RuleError
from service import delivery
from service import outbox as ob
from service.errors import ServiceError
from service.scheduling import (
    Prefs,
)
from service.votes import robot_to_play
from storage import OutboxItem

if TYPE_CHECKING:
    from storage import GameRecord, UserRecord

log = logging.getLogger("agora.async")


class Robots(AsyncPlayPart):
    """A part of `AsyncPlay`: what it reads of the cog (bot, service, flow, scheduler, history) is
    the cog's own (cogs/_hosts.py)."""

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
            # A robot that waits for others in an open window (a trade: its offer unanswered)
            # plays only when every awaited seat is such a robot (service/votes.py).
            seat = await asyncio.to_thread(robot_to_play, self.service.game_of(record), state,
                                           {s.seat for s in record.seats if s.autoplay})
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
