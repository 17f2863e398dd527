"""A game version as the buttons carry it: an opaque token, never the number.

A button's custom id is part of the message's raw data, which any player can read. The game's
version counts every change, private ones too (an Age of Heroes secret build, a hidden offer), so
a version in a public button would let anyone count another player's private moves between two
boards. The buttons carry instead the version encrypted with a key only the bot knows: a keyed
permutation of 64-bit numbers (a four-round Feistel network on HMAC-SHA256, Luby–Rackoff), so a
token reads back as exactly the version it was made of, and stale buttons are judged exactly as
before (`GameService.act`'s `expected_version`, the votes' and the undo requests' versions).

The key is derived from the game's seed (63 random bits, kept in the database and never shown),
with a label of its own, so nothing needs storing and every bot process on a shared database makes
the same tokens. A token made up by hand reads back as a random 64-bit number, which is never a
version the game reached (refused as an old button is); one of another game, likewise.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from storage.records import GameRecord

# In a custom id's template: exactly sixteen lower-case hex digits.
TOKEN = r"[0-9a-f]{16}"
_TOKEN = re.compile(TOKEN)
_LEGACY = re.compile(r"[0-9]{1,15}")  # a version as buttons carried it before tokens
_ROUNDS = 4
_HALF = (1 << 32) - 1
_LABEL = b"agora: button versions"


def game_key(record: GameRecord, label: bytes) -> bytes:
    """A key of this game's for one use (`label`), derived from its seed: known to every bot
    process on the database, never shown. A game in its lobby has no seed yet, and nothing hidden."""
    secret = f"{record.seed}" if record.seed is not None else f"lobby:{record.id}"
    return hmac.new(secret.encode(), label, hashlib.sha256).digest()


def _key(record: GameRecord) -> bytes:
    return game_key(record, _LABEL)


def _round(key: bytes, index: int, half: int) -> int:
    digest = hmac.new(key, bytes([index]) + half.to_bytes(4, "big"), hashlib.sha256).digest()
    return int.from_bytes(digest[:4], "big")


def version_token(record: GameRecord, version: int | None = None) -> str:
    """The token of `version` (by default the record's own) in this game's buttons."""
    value = record.version if version is None else version
    if not 0 <= value < 1 << 64:
        raise ValueError(f"not a version: {value}")
    key = _key(record)
    left, right = value >> 32, value & _HALF
    for index in range(_ROUNDS):
        left, right = right, left ^ _round(key, index, right)
    return f"{left << 32 | right:016x}"


def token_version(record: GameRecord, token: str) -> int | None:
    """The version a token of this game's buttons stands for; None if it is not a token at all
    (a malformed one). A button posted before tokens carries its version as a decimal number:
    read as that version, so a board still current when the bot was upgraded keeps working (its
    number is already out in the message's data; every new button carries a token)."""
    if _LEGACY.fullmatch(token):
        return int(token)
    if not _TOKEN.fullmatch(token):
        return None
    key = _key(record)
    value = int(token, 16)
    left, right = value >> 32, value & _HALF
    for index in reversed(range(_ROUNDS)):
        left, right = right ^ _round(key, index, left), left
    return left << 32 | right


__all__ = ["TOKEN", "token_version", "version_token"]
