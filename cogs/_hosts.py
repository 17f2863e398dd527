"""What the parts of the two large classes read of the class they are part of.

`GameFlow` (cogs/_flow.py) is made of its messages (cogs/_messages.py) and their delivery
(cogs/_delivery.py); `AsyncPlay` (cogs/async_play.py) of its dashboard, notices, votes, history in
words and robots (cogs/_dashboard.py, _notices.py, _votes.py, _history_words.py, _robots.py). A part
uses the host's state and its sibling parts' methods: each is declared once here, in a Protocol the
part derives from (`FlowPart`, `AsyncPlayPart`), so the type checker checks every use in the parts
and that the host really provides each of them (a host missing one cannot be instantiated).

At run time a part derives from `object`: `AsyncPlay` is a discord.py Cog, whose metaclass does not
mix with a Protocol's, and the parts need nothing from the Protocols at run time.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import discord

    from bot import AgoraBot
    from cogs._delivery import BatchSender, NoticeSender, Stored, _Pass
    from cogs._flow import GameFlow
    from engine.core import Event, GameState
    from present.base import Presenter
    from service import GameService
    from service.claims import DeliveryClaims
    from service.delivery import Recovery
    from service.games import PlayerDirectory
    from service.history import History
    from service.scheduling import Scheduler, SyncResult
    from storage import GameTurns
    from storage.records import GameRecord, OutboxRecord


class FlowHost(Protocol):
    """`GameFlow` as its parts (`Messages`, `Delivery`) and its board (cogs/_boards.py) read it."""

    bot: AgoraBot
    # Set up by `GameFlow.__init__` (see there what each is for).
    claims: DeliveryClaims
    recovery: Recovery
    before_public: list[Callable[[GameRecord, GameTurns | None], Awaitable[GameTurns | None]]]
    game_over_extras: list[Callable[[GameRecord, str], Awaitable[str]]]
    notice_senders: dict[str, NoticeSender]
    notice_batches: dict[str, BatchSender]
    ping_notes: list[Callable[[GameRecord, list[int], str, GameTurns | None], Awaitable[list[str]]]]
    board_items: list[Callable[[GameRecord, str], list[discord.ui.Item[Any]]]]
    last_public: dict[int, tuple[int, list[Event], datetime]]
    _images: OrderedDict[tuple[Any, ...], asyncio.Future[bytes | None]]
    _delivery_locks: dict[int, asyncio.Lock]
    _dm_retry_locks: dict[int, asyncio.Lock]
    _wake: asyncio.Event

    @property
    def service(self) -> GameService: ...

    @property
    def players(self) -> PlayerDirectory: ...

    async def names(self, record: GameRecord, lang: str | None = None) -> list[str]: ...

    # The messages' (cogs/_messages.py), which the delivery sends.
    def presenter(self, record: GameRecord) -> Presenter: ...

    async def private_message(self, record: GameRecord, state: GameState, seat: int, lang: str,
                              events: Sequence[Event] = (), stored: Stored = None
                              ) -> tuple[str, discord.ui.View | None]: ...

    async def _board(self, record: GameRecord, state: GameState | None, lang: str, *,
                     ping: bool, events: Sequence[Event] = (), stored: Stored = None,
                     synced: GameTurns | None = None) -> dict[str, Any]: ...

    def _dm_closed_notice(self, record: GameRecord, user_id: int) -> dict[str, Any]: ...

    async def _game_over(self, record: GameRecord, lang: str) -> dict[str, Any]: ...

    # The delivery's (cogs/_delivery.py), which the board sends its parts with.
    async def _send(self, run: _Pass, row: OutboxRecord, part: str, channel: discord.abc.Messageable, *,
                    dm: bool = False, **kwargs: Any) -> discord.Message | None: ...

    def _refused(self, run: _Pass, exc: discord.HTTPException, *, dm: bool) -> None: ...


class AsyncPlayHost(Protocol):
    """`AsyncPlay` as its parts read it: the cog's own state, and what one part uses of another."""

    bot: AgoraBot
    scheduler: Scheduler
    history: History
    # Set up by `AsyncPlay.__init__` (see there what each is for).
    _dashboard_locks: dict[int, asyncio.Lock]
    _synced: dict[int, SyncResult]

    @property
    def flow(self) -> GameFlow: ...

    @property
    def service(self) -> GameService: ...

    # The dashboard's (cogs/_dashboard.py).
    @staticmethod
    def decisions_text(game_id: str, decisions: list[dict[str, Any]], lang: str) -> str: ...

    async def _what(self, record: GameRecord, seat: int, lang: str) -> str: ...

    async def update_dashboard(self, record: GameRecord) -> None: ...

    # The history in words' (cogs/_history_words.py).
    async def last_public(self, record: GameRecord, names: list[str],
                          lang: str) -> tuple[str, datetime] | None: ...

    def action_words(self, record: GameRecord, action_text: str, names: list[str], lang: str) -> str: ...

    def game_words(self, record: GameRecord, action_text: str, names: list[str], lang: str,
                   events: Sequence[Event] = ()) -> str: ...


if TYPE_CHECKING:
    FlowPart = FlowHost
    AsyncPlayPart = AsyncPlayHost
else:
    FlowPart = AsyncPlayPart = object
