"""A per-client request limit: a token bucket per address, `rate` requests a minute on average and
`burst` at once after a pause (a page and its image, script and style are four). The buckets of
the clients least recently seen are forgotten past `clients`, so a flood of addresses costs
bounded memory."""

from __future__ import annotations

from collections import OrderedDict


class RateLimiter:
    def __init__(self, rate_per_minute: int, burst: int, clients: int = 10_000) -> None:
        self.per_second = rate_per_minute / 60.0
        self.burst = float(burst)
        self.clients = clients
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()  # client -> (tokens, at)

    def allow(self, client: str, now: float) -> bool:
        """Whether this client may make one more request at `now` (seconds, monotonic)."""
        tokens, at = self._buckets.get(client, (self.burst, now))
        tokens = min(self.burst, tokens + max(0.0, now - at) * self.per_second)
        allowed = tokens >= 1.0
        self._buckets[client] = (tokens - 1.0 if allowed else tokens, now)
        self._buckets.move_to_end(client)
        while len(self._buckets) > self.clients:
            self._buckets.popitem(last=False)
        return allowed
