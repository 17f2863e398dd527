"""Discord failures on demand: the fake REST and webhook layer answers errors, timeouts and outages.

A `FaultPlan` holds rules; every outgoing call (REST or interaction webhook) is checked against
them before the fake Discord answers it. A rule matches by transport (`via`: "http" for the REST
API, "webhook" for interaction callbacks and follow-ups), method and route template (as discord.py
names it, e.g. "/channels/{channel_id}/messages"), and lasts for `count` calls, until a fake-clock
time, or until removed. Kinds:

- "500", "502", "503": Discord answers a server error (`discord.DiscordServerError`);
- "timeout": no answer in time (`asyncio.TimeoutError`, what aiohttp raises), nothing happened;
- "connection": the connection fails (`aiohttp.ClientConnectionError`), nothing happened;
- "lost": Discord DID perform the call (the message exists) but the answer never arrives
  (`asyncio.TimeoutError`): the case message nonces exist for;
- "unknown_channel" (404/10003), "missing_access" (403/50001), "missing_permissions"
  (403/50013), "cannot_dm" (403/50007): permanent answers.

Calls refused by a fault are still recorded in `api.calls`, with a "fault" key.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

import aiohttp
import discord

SERVER_ERRORS = {"500": (500, "Internal Server Error"), "502": (502, "Bad Gateway"),
                 "503": (503, "Service Unavailable")}
PERMANENT = {
    "unknown_channel": (404, 10003, "Unknown Channel"),
    "missing_access": (403, 50001, "Missing Access"),
    "missing_permissions": (403, 50013, "Missing Permissions"),
    "cannot_dm": (403, 50007, "Cannot send messages to this user"),
}
KINDS = (*SERVER_ERRORS, "timeout", "connection", "lost", *PERMANENT)


class _Response:
    """Just enough of aiohttp.ClientResponse for discord.HTTPException."""

    def __init__(self, status: int, reason: str) -> None:
        self.status = status
        self.reason = reason
        self.headers: dict[str, str] = {}


def error_for(kind: str) -> BaseException:
    """The exception the bot sees for a fault of this kind."""
    if kind in SERVER_ERRORS:
        status, reason = SERVER_ERRORS[kind]
        return discord.DiscordServerError(_Response(status, reason), {"code": 0, "message": reason})
    if kind in ("timeout", "lost"):
        return TimeoutError()
    if kind == "connection":
        return aiohttp.ClientConnectionError("offline fault: connection refused")
    if kind in PERMANENT:
        status, code, message = PERMANENT[kind]
        response = _Response(status, "Not Found" if status == 404 else "Forbidden")
        cls = discord.NotFound if status == 404 else discord.Forbidden
        return cls(response, {"code": code, "message": message})
    raise ValueError(f"unknown fault kind {kind!r}; one of {', '.join(KINDS)}")


@dataclass
class Fault:
    kind: str
    via: str | None = None  # "http" | "webhook" | None: both
    method: str | None = None
    path: str | None = None  # a route template; None: any
    url_contains: str | None = None  # e.g. "/channels/123/": only calls about that channel
    count: int | None = None  # calls left to fail; None: no limit
    until: datetime | None = None  # fake-clock end; None: no end
    rate: float = 1.0  # probability that a matching call fails
    rng: random.Random = field(default_factory=lambda: random.Random(0))
    hits: int = 0

    def __post_init__(self) -> None:
        error_for(self.kind)  # validates the kind

    def matches(self, via: str, method: str, path: str, url: str = "") -> bool:
        return ((self.via is None or self.via == via) and (self.method is None or self.method == method)
                and (self.path is None or self.path == path)
                and (self.url_contains is None or self.url_contains in url))

    def expired(self, now: datetime) -> bool:
        return (self.count is not None and self.count <= 0) or (self.until is not None and now >= self.until)


class FaultPlan:
    def __init__(self, now: Callable[[], datetime]) -> None:
        self._now = now
        self.faults: list[Fault] = []
        self.injected: list[dict[str, Any]] = []

    def add(self, fault: Fault) -> Fault:
        self.faults.append(fault)
        return fault

    def fail_next(self, count: int = 1, kind: str = "500", **match: Any) -> Fault:
        """The next `count` matching calls fail."""
        return self.add(Fault(kind, count=count, **match))

    def outage(self, duration: timedelta, kind: str = "503", **match: Any) -> Fault:
        """Every matching call fails until the fake clock has moved on by `duration`."""
        return self.add(Fault(kind, until=self._now() + duration, **match))

    def error_rate(self, rate: float, kind: str = "500", *, seed: int = 0, **match: Any) -> Fault:
        """Each matching call fails with probability `rate` (seeded, so a run replays)."""
        return self.add(Fault(kind, rate=rate, rng=random.Random(seed), **match))

    def remove(self, fault: Fault) -> None:
        if fault in self.faults:
            self.faults.remove(fault)

    def clear(self) -> None:
        self.faults.clear()

    def check(self, via: str, method: str, path: str, url: str = "") -> Fault | None:
        """The fault this call meets, if any (consuming one of its `count`)."""
        now = self._now()
        self.faults = [f for f in self.faults if not f.expired(now)]
        for fault in self.faults:
            if not fault.matches(via, method, path, url):
                continue
            if fault.rate < 1.0 and fault.rng.random() >= fault.rate:
                continue
            if fault.count is not None:
                fault.count -= 1
            fault.hits += 1
            self.injected.append({"kind": fault.kind, "via": via, "method": method, "path": path, "at": now})
            return fault
        return None
