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
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

# Within this time of a row's first attempt, the message nonce alone prevents duplicates.
NONCE_TRUSTED = timedelta(minutes=2)
# Backoff after failed attempts: 5 s, 10 s, 20 s ... capped, so the first attempt after an outage
# comes at most this long after Discord answers again (sooner: any success retries everything).
BACKOFF_BASE = timedelta(seconds=5)
BACKOFF_CAP = timedelta(minutes=5)
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
    return min(BACKOFF_BASE * (2 ** exponent), BACKOFF_CAP)


def nonce(row_id: int, part: str) -> str:
    """The message nonce of one part of one outbox row (Discord allows 25 characters)."""
    text = f"ag{row_id}.{part}"
    if len(text) > 25:
        raise ValueError(f"nonce {text!r} is longer than Discord's 25 characters")
    return text


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
