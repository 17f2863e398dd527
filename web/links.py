"""Addresses nobody can guess: `/g/<game row id>-<token>`, the token an HMAC-SHA256 of the row id
with the server's secret (22 base64url characters, 132 bits). No per-game row is stored, so the
bot and a separate `bot.py --web` process agree on every address from the secret alone.

The secret is `AGORA_WEB_SECRET` when set, else a random one kept in the database's `meta` table
(created by the first process that may write, the bot). Changing it changes every address: old
links stop working, which is how a leaked address is revoked for all games at once.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass

from storage import Store
from web.config import WebConfig

SECRET_META_KEY = "web_secret"
TOKEN_LENGTH = 22
GAME_KEY = re.compile(rf"^(?P<id>[1-9][0-9]{{0,17}})-(?P<token>[A-Za-z0-9_-]{{{TOKEN_LENGTH}}})$")


class NoSecret(RuntimeError):
    """A read-only process found no secret: the bot has not made one yet and none is configured."""


def game_token(secret: str, game_row: int) -> str:
    digest = hmac.new(secret.encode(), f"agora-web-game:{game_row}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode()[:TOKEN_LENGTH]


def game_key(secret: str, game_row: int) -> str:
    """The path segment naming one game: its row id and its token."""
    return f"{game_row}-{game_token(secret, game_row)}"


def parse_game_key(secret: str, key: str) -> int | None:
    """The game row a path segment names, or None when it is malformed or its token is wrong
    (compared in constant time: a wrong token tells nothing about the right one)."""
    found = GAME_KEY.match(key)
    if found is None:
        return None
    game_row = int(found["id"])
    if not hmac.compare_digest(found["token"], game_token(secret, game_row)):
        return None
    return game_row


async def load_secret(store: Store, configured: str | None, *, create: bool) -> str:
    """The configured secret, else the one kept in the database, else (when `create`) a new one
    kept there. NoSecret when there is none and this process may not write."""
    if configured:
        return configured
    kept = await store.get_meta(SECRET_META_KEY)
    if kept:
        return kept
    if not create:
        raise NoSecret("no web secret yet: set AGORA_WEB_SECRET in .env, or start the bot once "
                       "with the web pages on so that it makes one")
    # Kept only if none is: of two processes starting at once on one database, both get the first.
    return await store.keep_meta(SECRET_META_KEY, secrets.token_urlsafe(32))


@dataclass(frozen=True)
class Links:
    """The public addresses of the pages."""

    config: WebConfig
    secret: str

    def game_path(self, game_row: int) -> str:
        return f"/g/{game_key(self.secret, game_row)}"

    def game_url(self, game_row: int) -> str:
        return self.config.public_url + self.game_path(game_row)

    def guild_path(self, guild_id: int) -> str:
        return f"/s/{guild_id}"

    def guild_url(self, guild_id: int) -> str:
        return self.config.public_url + self.guild_path(guild_id)
