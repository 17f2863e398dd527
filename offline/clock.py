"""A controllable clock and Discord snowflakes that follow it."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime, timedelta

DISCORD_EPOCH_MS = 1420070400000
DEFAULT_START = datetime(2026, 1, 5, 12, 0, tzinfo=UTC)


class FakeClock:
    """Aware-UTC time that only moves when told to. Callable, so it can be passed as ``clock``."""

    def __init__(self, start: datetime = DEFAULT_START) -> None:
        if start.tzinfo is None:
            raise ValueError("FakeClock needs an aware datetime")
        self._now = start.astimezone(UTC)

    def now(self) -> datetime:
        return self._now

    __call__ = now

    def advance(self, delta: timedelta) -> datetime:
        if delta < timedelta(0):
            raise ValueError("time only moves forward")
        self._now += delta
        return self._now

    def set(self, when: datetime) -> None:
        if when < self._now:
            raise ValueError("time only moves forward")
        self._now = when.astimezone(UTC)


class SnowflakeFactory:
    """Discord ids: (ms since the Discord epoch) << 22 | counter, so ``created_at`` follows the clock."""

    def __init__(self, clock: FakeClock) -> None:
        self._clock = clock
        self._counter = itertools.count(1)
        self._last = 0

    def next(self) -> int:
        ms = int(self._clock.now().timestamp() * 1000) - DISCORD_EPOCH_MS
        candidate = (ms << 22) | (next(self._counter) & 0x3FFFFF)
        # Ids must stay unique and increasing even when the clock stands still.
        self._last = max(candidate, self._last + 1)
        return self._last


def iso(when: datetime) -> str:
    return when.astimezone(UTC).isoformat()
