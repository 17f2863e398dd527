"""Tamper evidence for games at rest: a hash chain over the action log, bound to the snapshot.

- The chain starts at the game's *genesis*, a hash of what fixes its setup (row id, game, seed,
  options): editing the seed or the options breaks the first link.
- Every action row stores `hash = H(previous hash, seq, seat, user, action text, version after)`,
  so rewriting, inserting or deleting a row breaks every later link.
- The game row stores `log_head` (the newest row's hash, or the genesis) and
  `state_hash = H(genesis, log_head, snapshot)`: a snapshot edited to other valid JSON no longer
  matches, nor does one copied from another point of the game, nor an edited seed or option.

On load only the head is checked (the snapshot against its hash, the newest row against the one
before it): two hashes, whatever the game's length. `python bot.py --check` walks every chain and
replays every game. Undo only marks rows undone (`undone_at` is outside the hashes): a replay
against the snapshot catches a row marked undone by hand.

Plain SHA-256 without a key: this detects corruption and edits made without the code; anyone who
can run the code against the database can also recompute the hashes.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any


def _h(*parts: object) -> str:
    digest = hashlib.sha256()
    for part in parts:
        digest.update(str(part).encode("utf-8"))
        digest.update(b"\x1f")  # unit separator: ("ab", "c") and ("a", "bc") hash apart
    return digest.hexdigest()


def genesis_hash(game_row: int, game_id: str, seed: int | None, options: Mapping[str, Any] | str) -> str:
    """The chain's start: what the game's setup depends on."""
    if isinstance(options, str):
        options = json.loads(options or "{}")
    canonical = json.dumps(options, sort_keys=True, separators=(",", ":"))
    return _h("agora-genesis", game_row, game_id, seed, canonical)


def action_hash(previous: str, seq: int, seat: int, user_id: int | None, action_text: str,
                version_after: int) -> str:
    return _h("agora-action", previous, seq, seat, user_id, action_text, version_after)


def state_hash(genesis: str, log_head: str, snapshot: str) -> str:
    """The snapshot bound to the log's head and to the setup (so a changed seed or set of options
    is seen on load, however long the log)."""
    return _h("agora-state", genesis, log_head, snapshot)


@dataclass(frozen=True, slots=True)
class LogRow:
    """The hashed fields of one action row, plus its stored hash."""

    seq: int
    seat: int
    user_id: int | None
    action_text: str
    version_after: int
    hash: str | None

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> LogRow:
        return cls(row["seq"], row["seat"], row["user_id"], row["action_text"], row["version_after"],
                   row["hash"])

    def expected_hash(self, previous: str) -> str:
        return action_hash(previous, self.seq, self.seat, self.user_id, self.action_text, self.version_after)


def chain(genesis: str, rows: Iterable[LogRow]) -> list[str]:
    """The hash each row should carry, in order."""
    out, previous = [], genesis
    for row in rows:
        previous = row.expected_hash(previous)
        out.append(previous)
    return out


def check_head(genesis: str, log_head: str | None, stored_state_hash: str | None, snapshot: str | None,
               tail: list[LogRow]) -> str | None:
    """What is wrong with a game's newest link and snapshot (None: sound).

    `tail`: the game's newest rows, newest first (two are enough; one or none for a short log).
    A game never hashed (no `state_hash`, a lobby) has nothing to check.
    """
    if stored_state_hash is None or snapshot is None:
        return None
    if log_head is None:
        return "the log head is missing"
    if state_hash(genesis, log_head, snapshot) != stored_state_hash:
        return "the snapshot does not match its hash"
    if not tail:
        return None if log_head == genesis else "the log is shorter than its head says"
    newest = tail[0]
    if newest.hash != log_head:
        return f"log entry {newest.seq} is not the head the game recorded"
    if newest.seq > 1 and (len(tail) < 2 or tail[1].seq != newest.seq - 1):
        return f"the log entry before {newest.seq} is missing"
    previous = tail[1].hash if newest.seq > 1 else genesis
    if previous is None or newest.expected_hash(previous) != newest.hash:
        return f"log entry {newest.seq} was changed"
    return None


def check_chain(genesis: str, log_head: str | None, rows: list[LogRow]) -> str | None:
    """What is wrong with a whole log (oldest first), None if every link holds."""
    previous = genesis
    for expected_seq, row in enumerate(rows, start=1):
        if row.seq != expected_seq:
            return f"log entry {expected_seq} is missing"
        if row.hash != row.expected_hash(previous):
            return f"log entry {row.seq} was changed"
        previous = row.hash
    if log_head is not None and previous != log_head:
        return "the log does not end at the head the game recorded"
    return None
