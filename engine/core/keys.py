"""Short keys for actions, for button custom ids (Discord allows 100 characters; an action's
text can be longer). A key names the verb by its index and the action by a hash of its text;
the action is found again by expanding that verb's legal actions, so a key can never make the
game do something that is not legal now."""

from __future__ import annotations

import base64
import hashlib
import re
from typing import Any

from engine.core.choices import expand
from engine.core.grammar import Action

KEY_PATTERN = re.compile(r"^(\d{1,3})\.([a-z2-7]{8})$")


def _digest(text: str) -> str:
    raw = hashlib.blake2b(text.encode(), digest_size=5).digest()
    return base64.b32encode(raw).decode().lower()


def action_key(game: Any, action: Action) -> str:
    verbs = game.grammar.verbs
    return f"{verbs.index(action.verb)}.{_digest(action.to_text())}"


def find_by_key(game: Any, state: Any, seat: int, key: str, limit: int = 5000) -> Action | None:
    """The legal action of `seat` with this key now, or None."""
    match = KEY_PATTERN.match(key)
    if match is None:
        return None
    index, digest = int(match[1]), match[2]
    verbs = game.grammar.verbs
    if index >= len(verbs) or verbs[index] not in game.verbs_for(state, seat):
        return None
    for action in expand(game, state, seat, [verbs[index]], limit)[0]:
        if _digest(action.to_text()) == digest:
            return action
    return None


__all__ = ["KEY_PATTERN", "action_key", "find_by_key"]
