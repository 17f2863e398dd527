"""Retention: what the bot no longer needs is deleted after a while, so the database stays small.

Delivered outbox rows (and rows given up on) and done schedule rows are kept `RETENTION` after
they closed (to look into a delivery or a reminder that went wrong), then deleted. The action
log stays forever: it is the game (replays, history, statistics); so do games, seats, sign-ups
and turn rows, one each per game. A finished game therefore keeps a bounded size: its log and
its final snapshot.

Schedule rows of a seat's current turn in an active game stay whatever their age: the planner
reads them (how many reminders were sent, whether the deadline fired).

Drafts (order builders and previews nobody finished, service/drafts.py) go once they expire.

`prune` works in batches of one short transaction each (1,000 rows: about 40 ms on this
machine), so moves and the poll interleave with it; the cog runs it in the background once an
hour from the poll loop, and at start-up. An hour's worth of rows goes in a moment; the first
run on a database that never pruned works through everything once (bench/dbsize.py: 7.6 million
rows of 10,000 games took about five minutes).
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta

from storage import Store

RETENTION = timedelta(days=14)
PRUNE_EVERY = timedelta(hours=1)
BATCH = 1000
ENV_DAYS = "AGORA_RETENTION_DAYS"


def retention_from(env: Mapping[str, str] = os.environ) -> timedelta:
    """`AGORA_RETENTION_DAYS` (at least 1 day), else `RETENTION`."""
    text = env.get(ENV_DAYS, "").strip()
    try:
        days = float(text)
    except ValueError:
        return RETENTION
    return timedelta(days=max(1.0, days))


@dataclass(frozen=True)
class Pruned:
    outbox: int
    schedules: int
    drafts: int = 0  # expired builders and previews (service/drafts.py), deleted as they expire


async def prune(store: Store, now: datetime, retention: timedelta = RETENTION, *,
                batch: int = BATCH) -> Pruned:
    """Delete every outbox and schedule row closed before `now - retention` (but current turns')."""
    before = now - retention
    outbox = schedules = 0
    while True:
        deleted = await store.prune_outbox(before, batch=batch)
        outbox += deleted
        if deleted < batch:
            break
        await asyncio.sleep(0)  # let waiting moves take the connection between batches
    after = None
    while True:
        deleted, after = await store.prune_schedules(before, batch=batch, after=after)
        schedules += deleted
        if after is None:
            break
        await asyncio.sleep(0)
    drafts = await store.prune_drafts(now)
    return Pruned(outbox, schedules, drafts)
