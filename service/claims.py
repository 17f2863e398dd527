"""Work that one bot process does at a time when several share a database (PostgreSQL).

A game's outbox is delivered by one process at a time, in commit order: the process that
delivers it holds the game's delivery lease (`Store.claim("delivery:<game>")`, storage's
`leases` table). The lease is renewed while its process lives (`renew_forever`); a process that
dies holding it loses it `LEASE` after its last renewal, and then any other process's delivery
pass takes the game's pending rows over. A message sent twice in that hand-over (the dead process
sent it but could not record it) is absorbed by its nonce (service/delivery.py), as after a crash.

The scheduler's due rows need no lease: the poll claims them in the transaction that reads them
(`FOR UPDATE SKIP LOCKED`), with their notices; a process that dies mid-poll commits nothing.

On SQLite (one process per file) there is nothing to share: every claim is granted without a
statement, so a move costs the statements it cost before.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from datetime import datetime, timedelta

from storage import Store
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

    async def take(self, game: int) -> bool:
        """Hold the game's delivery; False if another live process holds it."""
        if not self.shared:
            return True
        if await self.store.claim(delivery_lease(game), lease=self.lease, now=self.clock()):
            self.held.add(game)
            return True
        log.info("game %s is being delivered by another process", game)
        self.blocked = True
        return False

    async def give_back(self, game: int) -> bool:
        """Release the game's delivery; True if rows fell due meanwhile (committed by another
        process while this one held the lease): the caller delivers them too."""
        if not self.shared:
            return False
        self.held.discard(game)
        try:
            return await self.store.release_delivery(game, now=self.clock())
        except Exception:  # the lease then expires by itself
            log.warning("could not release the delivery of game %s", game, exc_info=True)
            return False

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
