"""Every touch of discord.py private API lives here, behind an import-time version check.

The driver runs the real client and only swaps three seams (REST ``HTTPClient.request``, the async
webhook adapter ContextVar, and the gateway ``ConnectionState.parsers``). Those names are private,
so a discord.py upgrade must fail loudly here instead of silently misbehaving elsewhere.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import discord
from discord.ext import commands
from discord.webhook import async_ as webhook_async

SUPPORTED_VERSIONS = {(2, 7)}
_found = (discord.version_info.major, discord.version_info.minor)
if _found not in SUPPORTED_VERSIONS:
    raise ImportError(
        f"offline driver was written against discord.py 2.7.x, found {discord.__version__}; "
        "re-check the seams listed in offline/_dpy_internals.py before bumping"
    )

AsyncWebhookAdapter = webhook_async.AsyncWebhookAdapter


def install_webhook_adapter(adapter: Any) -> None:
    """Interaction responses and follow-ups read the adapter from this ContextVar.

    Tasks copy the context when created, so this must run in the driver's task before login.
    """
    webhook_async.async_context.set(adapter)


def parsers(bot: commands.Bot) -> dict[str, Callable[[dict[str, Any]], None]]:
    return bot._connection.parsers


def make_offline(bot: commands.Bot) -> None:
    """Skip the READY straggler wait and member chunking (chunking would need the websocket)."""
    state = bot._connection
    state.guild_ready_timeout = 0.0
    state._chunk_guilds = False


def patch_http(
    bot: commands.Bot,
    *,
    request: Callable[..., Any],
    static_login: Callable[..., Any],
    get_from_cdn: Callable[..., Any],
) -> None:
    """Patch the instance: ConnectionState.http and CommandTree._http are this same object."""
    http = bot.http
    # Why the ignore below: The offline driver's seam: the real client's HTTP methods replaced on this
    # instance.
    http.request = request  # type: ignore[method-assign]
    http.static_login = static_login  # type: ignore[method-assign]
    http.get_from_cdn = get_from_cdn  # type: ignore[method-assign]
    assert bot._connection.http is http
    assert bot.tree._http is http


def message_cache(bot: commands.Bot) -> Any:
    return bot._connection._messages


def _default_webhook_adapter() -> Any:
    """The ContextVar's default instance, i.e. what a task sees if our ContextVar value was not copied."""
    import contextvars

    return contextvars.Context().run(webhook_async.async_context.get)


_active_fake_adapter: list[Any] = []


def route_default_webhook_adapter(adapter: Any | None) -> None:
    """Make the process-wide default adapter delegate to ``adapter`` (or refuse when None).

    The ContextVar only reaches tasks created after ``install_webhook_adapter`` in the same
    context; tasks born elsewhere (pytest fixtures, product schedulers) would otherwise reach the
    real network adapter.
    """
    default = _default_webhook_adapter()
    _active_fake_adapter.clear()
    if adapter is not None:
        _active_fake_adapter.append(adapter)

    async def request(route: Any, session: Any, **kwargs: Any) -> Any:
        if not _active_fake_adapter:
            raise RuntimeError(f"offline: webhook call {route.method} {route.path} with no running driver")
        return await _active_fake_adapter[0].request(route, session, **kwargs)

    default.request = request
