"""How the outbox reaches Discord: at least once, never twice, never given up while it can arrive.

The rules the cogs' delivery (cogs/_flow.py) follows, kept free of Discord so they can be read
and tested on their own:

- **Until delivered.** A failed attempt (a 5xx, a timeout, a dropped connection, a bug) is
  retried with exponential backoff (`backoff`), for as long as the target exists. Only a
  permanent answer ends it (`Refusal`): the game's channel is gone or closed to the bot, or a
  user does not accept DMs; the delivery then says so where it can be seen.
- **Never twice.** Each Discord message a row causes is a *part* of that row with a stable name.
  A part is recorded in the row (`outbox.sent`) as soon as Discord confirms it, so a retry sends
  only the rest. The gap between Discord creating a message and that record (a crash, a lost
  answer) is closed by the message nonce (`nonce`, sent with `enforce_nonce`): within Discord's
  nonce window the retry gets the message already created. Discord only promises "a few minutes",
  so the bot trusts the nonce for `NONCE_TRUSTED` after the row's first attempt; later, it looks
  for the message in the channel's recent history before sending it again.
- **Isolated.** Whatever fails in one game's delivery is recorded on that game's rows and never
  stops another game or the scheduler.
- **Back soon after Discord is.** Each game waits longer after each failure (`backoff`, up to
  `BACKOFF_CAP`: a long outage costs Discord few calls), so a game that failed often may not be
  tried for minutes after Discord answers again. `Recovery` closes that gap: while deliveries fail,
  the oldest waiting game is tried every `PROBE_EVERY` whatever its backoff, and the first success
  makes every waiting row due at once, delivered oldest first (at most every `RESET_EVERY`, so a
  Discord failing one call in three does not make every game retry after each success).
  Measured by `python -m bench.faults --only bad-hour`.
"""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from service.version_tokens import game_key

if TYPE_CHECKING:
    from storage.records import GameRecord

_NONCE_LABEL = b"agora: message nonces"
# Within this time of a row's first attempt, the message nonce alone prevents duplicates.
NONCE_TRUSTED = timedelta(minutes=2)
# Backoff after failed attempts: 5 s, 10 s, 20 s ... capped, so the first attempt after an outage
# comes at most this long after Discord answers again (sooner: any success retries everything).
BACKOFF_BASE = timedelta(seconds=5)
BACKOFF_CAP = timedelta(minutes=5)
# While deliveries fail, the oldest waiting game is tried this often, whatever its backoff.
PROBE_EVERY = timedelta(seconds=15)
# At most this often, a success makes every waiting row due.
RESET_EVERY = timedelta(minutes=1)
# Longest wait for one Discord call before treating it as failed (its outcome is then unknown).
SEND_TIMEOUT_SECONDS = 30.0

# Permanent answers about the game's channel (Discord JSON error codes) -> reason (a catalog key
# `flow.lost.<reason>` words it for the creator).
CHANNEL_GONE = {
    10003: "unknown_channel",
    50001: "missing_access",
    50013: "missing_permissions",
    50083: "thread_locked",
}
# Permanent answers about a user's DMs.
DM_CLOSED_CODES = {50007, 50278, 10013}


def backoff(attempts: int) -> timedelta:
    """How long to wait before the next try after `attempts` failed ones (>= 1)."""
    exponent = max(0, min(attempts - 1, 16))
    wait: timedelta = min(BACKOFF_BASE * (2 ** exponent), BACKOFF_CAP)
    return wait


class Recovery:
    """When to probe Discord and when to retry everything, from the outcomes of the calls.

    `failed` after a delivery that may pass failed; `answered` after Discord took a message: True
    when every waiting row should now be made due. `probe_due`: the oldest waiting game should be
    tried now (`probed` records it); `seconds_to_probe`: how long the worker may sleep.
    """

    def __init__(self) -> None:
        self.failing = False  # a delivery failed since the last reset
        self.last_reset: datetime | None = None  # when waiting rows were last all made due
        self.last_probe: datetime | None = None

    def failed(self, now: datetime) -> None:
        if not self.failing:
            self.failing = True
            self.last_probe = now  # the failure itself was the first try: the probe comes after

    def answered(self, now: datetime) -> bool:
        if not self.failing or (self.last_reset is not None and now - self.last_reset < RESET_EVERY):
            return False
        self.failing = False
        self.last_reset = now
        return True

    def probe_due(self, now: datetime) -> bool:
        return self.failing and (self.last_probe is None or now - self.last_probe >= PROBE_EVERY)

    def probed(self, now: datetime, *, anything_waiting: bool) -> None:
        self.last_probe = now
        if not anything_waiting:  # every failed row was delivered or given up since
            self.failing = False

    def seconds_to_probe(self, now: datetime) -> float | None:
        if not self.failing:
            return None
        if self.last_probe is None:
            return 0.0
        return max(0.0, (self.last_probe + PROBE_EVERY - now).total_seconds())


def nonce(record: GameRecord, row_id: int, part: str) -> str:
    """The message nonce of one part of one outbox row of `record`'s game: 24 characters (Discord
    allows 25), the same on every attempt and in every process. Opaque: outbox row ids count every
    game's rows, private DMs included, and a message's nonce travels with it to clients, so a
    plain row id in it would let a player count the bot's private messages between two boards."""
    digest = hmac.new(game_key(record, _NONCE_LABEL), f"{row_id}.{part}".encode(), hashlib.sha256)
    return "ag" + digest.hexdigest()[:22]


@dataclass(frozen=True)
class Refusal:
    """A permanent answer: retrying cannot help."""

    target: str  # "channel": the game's channel is lost; "dm": the user takes no DMs;
    #              "message": Discord refuses this one message (400), a bug to log, not to retry
    reason: str


def classify(status: int | None, code: int | None, *, dm: bool) -> Refusal | None:
    """The permanent refusal an HTTP error means, or None if it may pass (retry)."""
    if dm:
        if code in DM_CLOSED_CODES or status in (400, 403):
            return Refusal("dm", "closed")
        return None
    if code in CHANNEL_GONE:
        return Refusal("channel", CHANNEL_GONE[code])
    if status == 404:
        return Refusal("channel", "unknown_channel")
    if status == 403:
        return Refusal("channel", "missing_access")
    if status == 400:
        return Refusal("message", f"refused ({code})")
    return None
