"""Work that one bot process does at a time when several share a database (PostgreSQL).

A game's outbox is delivered by one process at a time, in commit order: the process that
delivers it holds the game's delivery lease (`Store.claim("delivery:<game>")`, storage's
`leases` table). The lease is renewed while its process lives (`renew_forever`); a process that
dies holding it loses it `LEASE` after its last renewal, and then any other process's delivery
pass takes the game's pending rows over. A message sent twice in that hand-over (the dead process
sent it but could not record it) is absorbed by its nonce (service/delivery.py), as after a crash.

A process that finds the lease held marks it wanted; the holder's release (with the end of its
delivery, one statement) sees it, and the holder delivers the other process's rows at once.

The scheduler's due rows need no lease: the poll claims them in the transaction that reads them
(`FOR UPDATE SKIP LOCKED`), with their notices; a process that dies mid-poll commits nothing.

On SQLite (one process per file) there is nothing to share: every claim is granted without a
statement, so a move costs the statements it cost before.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime, timedelta

from storage import GameTurns, OutboxRecord, Store
from storage.store import LEASE

log = logging.getLogger("agora.claims")


def delivery_lease(game: int) -> str:
    return f"delivery:{game}"


class DeliveryClaims:
    """The delivery leases of one bot process."""

    def __init__(self, store: Store, clock: Callable[[], datetime], *, lease: timedelta = LEASE) -> None:
        self.store = store
        self.clock = clock
        self.lease = lease
        self.held: set[int] = set()
        # A game another process was delivering when this one tried: look again once its lease may
        # have expired (the delivery worker wakes for it).
        self.blocked = False

    @property
    def shared(self) -> bool:
        return self.store.shared

    async def take(self, game: int, limit: int) -> tuple[list[OutboxRecord], GameTurns | None] | None:
        """Hold the game's delivery and read its first `limit` pending rows (their attempt
        recorded: `Store.pending_outbox`) and, on PostgreSQL, the game (as `game_with_turns`;
        None when not read); None if another live process holds it. On PostgreSQL one statement
        (`Store.claim_delivery`)."""
        now = self.clock()
        if not self.shared:
            return await self.store.pending_outbox(limit, game=game, attempt_at=now), None
        found = await self.store.claim_delivery(game, limit, attempt_at=now, lease=self.lease, now=now)
        if found is None:
            log.info("game %s is being delivered by another process", game)
            self.blocked = True
            return None
        self.held.add(game)
        return found

    async def give_back(self, game: int, finish: Sequence[int] = (),
                        marks: Mapping[int, Mapping[str, int]] | None = None,
                        board: tuple[int, int] | None = None) -> bool:
        """The end of the game's delivery: the parts sent recorded, the rows of `finish` closed,
        the newest `board` (channel, message) recorded and the delivery released, at once
        (`Store.settle_outbox`). True if another process wanted the delivery meanwhile (it
        committed rows and could not deliver them): the caller delivers them too. Raises when
        the database does (the lease then expires by itself)."""
        self.held.discard(game)
        return await self.store.settle_outbox(finish, marks or {}, now=self.clock(),
                                              release=game if self.shared else None,
                                              board=None if board is None else (game, *board))

    def retry_after(self) -> float | None:
        """Seconds until a game another process held may be taken over (None: none was)."""
        return self.lease.total_seconds() / 2 if self.blocked else None

    async def renew_forever(self) -> None:
        """Keep this process's leases while it lives: every third of a lease."""
        while True:
            await asyncio.sleep(self.lease.total_seconds() / 3)
            if self.held:
                with contextlib.suppress(Exception):
                    await self.store.renew_leases(lease=self.lease, now=self.clock())
