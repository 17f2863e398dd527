"""What a running bot reports to Prometheus, on an optional `/metrics` endpoint (prometheus_client).

Off unless `AGORA_METRICS_PORT` is set; bound to 127.0.0.1 unless `AGORA_METRICS_ADDR` says
otherwise (in a container, 0.0.0.0 with the port published to the host only). Each process serves
its own, from its own registry (several bot processes on PostgreSQL: one endpoint each).

- `agora_actions_total{game}`: accepted player and robot actions (a counter: `rate()` is actions
  per second);
- `agora_outbox_backlog` and `agora_outbox_oldest_age_seconds`: Discord side effects waiting to be
  delivered, and how long the oldest has waited;
- `agora_delivery_failures_total{kind}`: failed delivery attempts by kind (`server_error`,
  `rate_limited`, `timeout`, `connection`, `channel_lost`, `dm_closed`, `refused`, `bug`);
- `agora_reminder_poll_seconds`: how long each poll of the schedules took (a histogram);
- `agora_games{status}`: games by status.

Counts read from the database (backlog, games) are refreshed by the bot's heartbeat
(`HEARTBEAT_EVERY`): a scrape never queries the database, and the endpoint's thread never touches
the bot's event loop. The oldest row's age is computed at each scrape from its stored time.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from prometheus_client import CollectorRegistry, Counter, Histogram, start_http_server
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

log = logging.getLogger("agora.metrics")

DEFAULT_ADDR = "127.0.0.1"
POLL_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)


@dataclass(frozen=True)
class MetricsConfig:
    port: int
    addr: str = DEFAULT_ADDR

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> MetricsConfig | None:
        """`AGORA_METRICS_PORT` (unset or empty: no endpoint), `AGORA_METRICS_ADDR` (127.0.0.1)."""
        port = env.get("AGORA_METRICS_PORT", "").strip()
        if not port:
            return None
        if not port.isdigit() or not 0 < int(port) < 65536:
            raise ValueError(f"AGORA_METRICS_PORT must be a port number, not {port!r}")
        return cls(int(port), env.get("AGORA_METRICS_ADDR", "").strip() or DEFAULT_ADDR)


class _StoredCounts(Collector):
    """The gauges read from the database, as the last refresh left them."""

    def __init__(self, metrics: Metrics) -> None:
        self.metrics = metrics

    def collect(self) -> Iterator[GaugeMetricFamily]:
        m = self.metrics
        yield GaugeMetricFamily("agora_outbox_backlog", "Discord side effects waiting to be delivered",
                                value=m.backlog)
        oldest = m.oldest_pending
        age = 0.0 if oldest is None else max(0.0, (m.clock() - oldest).total_seconds())
        yield GaugeMetricFamily("agora_outbox_oldest_age_seconds",
                                "How long the oldest waiting side effect has waited (0: none waits)",
                                value=age)
        games = GaugeMetricFamily("agora_games", "Games by status", labels=["status"])
        for status, count in sorted(m.games.items()):
            games.add_metric([status], count)
        yield games


class Metrics:
    """One process's metrics. Always recorded (cheap); served only when configured (`serve`)."""

    def __init__(self, clock: Callable[[], datetime] = lambda: datetime.now(UTC)) -> None:
        self.clock = clock
        self.registry = CollectorRegistry()
        self.actions = Counter("agora_actions", "Accepted actions (players' and robots')", ["game"],
                               registry=self.registry)
        self.delivery_failures = Counter("agora_delivery_failures", "Failed delivery attempts by kind",
                                         ["kind"], registry=self.registry)
        self.poll_seconds = Histogram("agora_reminder_poll_seconds", "Duration of one poll of the schedules",
                                      buckets=POLL_BUCKETS, registry=self.registry)
        self.backlog = 0
        self.oldest_pending: datetime | None = None
        self.games: dict[str, int] = {}
        self.registry.register(_StoredCounts(self))
        self._server: Any = None
        self.address: tuple[str, int] | None = None

    def stored_counts(self, backlog: int, oldest_pending: datetime | None, games: Mapping[str, int]) -> None:
        self.backlog, self.oldest_pending, self.games = backlog, oldest_pending, dict(games)

    def serve(self, config: MetricsConfig) -> tuple[str, int]:
        """Start the endpoint in a thread; returns the address it listens on (port 0: any free)."""
        server, _ = start_http_server(config.port, config.addr, registry=self.registry)
        self._server = server
        self.address = (config.addr, int(server.server_address[1]))
        log.info("metrics at http://%s:%d/metrics", *self.address)
        return self.address

    def close(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None


def failure_kind(exc: BaseException) -> str:
    """The label of a failed delivery attempt (duck-typed: no Discord import here)."""
    status = getattr(exc, "status", None)
    if isinstance(status, int):
        if status == 429:
            return "rate_limited"
        if status >= 500:
            return "server_error"
        return "refused"
    if isinstance(exc, TimeoutError):
        return "timeout"
    if isinstance(exc, OSError) or type(exc).__module__.startswith("aiohttp"):
        return "connection"
    return "bug"
