"""The web pages' settings, from the environment (.env). Off until both the public address and
the port are set: a bot without them serves nothing and gives no links."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import urlsplit


class WebConfigError(ValueError):
    """A setting that cannot be used as written (said at start-up, naming the variable)."""


@dataclass(frozen=True)
class WebConfig:
    # Where players reach the pages, as they type it (behind a reverse proxy: its https address).
    public_url: str
    # The port the server listens on, and the address it binds (loopback behind a proxy).
    port: int
    host: str = "127.0.0.1"
    # The secret the game addresses are derived from (None: one is generated and kept in the database).
    secret: str | None = None
    # Requests per minute one client may make, and how many it may make at once after a pause.
    rate_per_minute: int = 300
    burst: int = 60
    # Behind a reverse proxy every request comes from the proxy: the client is the last address the
    # proxy adds to X-Forwarded-For. Only set this when a proxy you run is in front.
    trust_proxy: bool = False
    # Serve from the bot's process (False: a separate `bot.py --web` serves; the bot only gives links).
    in_bot: bool = True

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> WebConfig | None:
        """The settings, or None when the pages are off (no address or no port)."""
        env = os.environ if env is None else env
        url = env.get("AGORA_WEB_URL", "").strip().rstrip("/")
        port_text = env.get("AGORA_WEB_PORT", "").strip()
        if not url or not port_text:
            return None
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
            raise WebConfigError(f"AGORA_WEB_URL must be an http(s) address, not {url!r}")
        return cls(
            public_url=url,
            port=_int(env, "AGORA_WEB_PORT", port_text, 1, 65535),
            host=env.get("AGORA_WEB_HOST", "").strip() or "127.0.0.1",
            secret=env.get("AGORA_WEB_SECRET", "").strip() or None,
            rate_per_minute=_int(env, "AGORA_WEB_RATE", env.get("AGORA_WEB_RATE", "").strip() or "300", 1,
                                 100_000),
            burst=_int(env, "AGORA_WEB_BURST", env.get("AGORA_WEB_BURST", "").strip() or "60", 1, 10_000),
            trust_proxy=_flag(env.get("AGORA_WEB_TRUST_PROXY", "")),
            in_bot=not _off(env.get("AGORA_WEB_IN_BOT", "")),
        )


def _int(env: Mapping[str, str], name: str, text: str, low: int, high: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise WebConfigError(f"{name} must be a whole number, not {text!r}") from None
    if not low <= value <= high:
        raise WebConfigError(f"{name} must be between {low} and {high}, not {value}")
    return value


def _flag(text: str) -> bool:
    return text.strip().lower() in ("1", "true", "yes", "on")


def _off(text: str) -> bool:
    return text.strip().lower() in ("0", "false", "no", "off")
