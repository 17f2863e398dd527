"""What a player has begun and not sent yet, kept in the database (storage `drafts`, migration 10)
so that a restart of the bot, or another bot process on the same PostgreSQL database, carries on
with it. One of each kind per game and user, forgotten after `LIFETIME` (the retention prune
deletes it), and worth something only while the game is at the version it was made at:

- **a previewed order** awaiting Confirm (`keep_preview`, `take_preview`): the order's text and
  the seat, as of the game's version. Confirm plays it as of that version (the game moved on: the
  usual "moved on" answer). It is private: only the user who previewed it finds it (another
  user's click, or a forged one, finds nothing and learns nothing), it is never shown again, only
  played, and a newer preview of the same user replaces it (the older Confirm says it expired);
- **the order builder's progress** (`cogs/_builder.py`: `load_build`, `save_build`), with a
  revision count, so that a builder message showing an older revision is known to be out of date.

Discord-free: the cogs call it with the user's id.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from storage import Store
from storage.records import DraftRecord

PREVIEW, BUILD = "preview", "build"
LIFETIME = timedelta(hours=24)


@dataclass(frozen=True)
class Preview:
    version: int
    seat: int
    text: str


class Drafts:
    def __init__(self, store: Store, clock: Any) -> None:
        self.store = store
        self.clock = clock

    def _expiry(self) -> datetime:
        expiry: datetime = self.clock() + LIFETIME
        return expiry

    # --- previews ---------------------------------------------------------------------------
    async def keep_preview(self, game: int, version: int, user_id: int, seat: int, text: str) -> str:
        """Keep an order previewed by `user_id` for `seat` as of `version`; the token its Confirm
        and Cancel buttons carry."""
        token = secrets.token_hex(6)
        payload = {"token": token, "seat": seat, "text": text}
        await self.store.save_draft(game, user_id, PREVIEW, version, payload, expires_at=self._expiry())
        return token

    async def take_preview(self, game: int, user_id: int, token: str) -> Preview | None:
        """The user's preview with that token, forgotten as it is taken (of two clicks, one gets
        it, whichever process each reaches); None when there is none: expired, replaced by a
        newer one, already taken, or not this user's."""
        found = await self.store.get_draft(game, user_id, PREVIEW, now=self.clock())
        if found is None or found.payload.get("token") != token:
            return None
        seat, text = found.payload.get("seat"), found.payload.get("text")
        if not isinstance(seat, int) or not isinstance(text, str):
            return None
        if not await self.store.delete_draft(game, user_id, PREVIEW, rev=found.rev):
            return None
        return Preview(found.version, seat, text)

    # --- the order builder ------------------------------------------------------------------
    async def load_build(self, game: int, user_id: int) -> DraftRecord | None:
        return await self.store.get_draft(game, user_id, BUILD, now=self.clock())

    async def save_build(self, game: int, user_id: int, version: int, payload: dict[str, Any], *,
                         rev: int | None = None) -> int | None:
        """Keep the builder's progress; its new revision (None: `rev` is no longer the kept one)."""
        return await self.store.save_draft(game, user_id, BUILD, version, payload, expires_at=self._expiry(),
                                           rev=rev)

    async def drop_build(self, game: int, user_id: int) -> None:
        await self.store.delete_draft(game, user_id, BUILD)


__all__ = ["BUILD", "LIFETIME", "PREVIEW", "Drafts", "Preview"]
