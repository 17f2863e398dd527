"""Run the real discord.py client offline: feed gateway payloads in, answer REST/webhook calls.

Seams (see docs/research discord.md §3.3): ``HTTPClient.request`` (REST), the async webhook adapter
(interaction callbacks, follow-ups, ``@original``), and ``ConnectionState.parsers`` (gateway).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from discord.ext import commands

from offline import _dpy_internals as dpy
from offline import payloads
from offline.clock import FakeClock
from offline.fake_discord import FakeChannel, FakeMessage, FakeUser, World
from offline.faults import FaultPlan
from offline.server import FakeDiscordAPI, InteractionRecord
from offline.settle import settle
from offline.slash import SlashSyntaxError, build_command_data, parse_command_line

log = logging.getLogger(__name__)

UserRef = FakeUser | str
ChannelRef = FakeChannel | str | int | None
MessageRef = FakeMessage | int


class OfflineUsageError(ValueError):
    """The test or console asked for something a Discord user could not do (no such button...)."""


@dataclass
class InteractionResult:
    """What one user saw after the bot fully handled one interaction."""

    record: InteractionRecord
    world: World
    calls: list[dict[str, Any]]
    exceptions: list[str] = field(default_factory=list)
    posted: list[FakeMessage] = field(default_factory=list)

    def _messages(self, ids: Sequence[int]) -> list[FakeMessage]:
        return [self.world.messages[i] for i in ids if not self.world.messages[i].deleted]

    @property
    def responses(self) -> list[FakeMessage]:
        """Messages sent with the interaction token (original response and follow-ups)."""
        return self._messages(self.record.response_ids)

    @property
    def ephemeral(self) -> list[FakeMessage]:
        return [m for m in self.responses if m.ephemeral]

    @property
    def public(self) -> list[FakeMessage]:
        """Non-ephemeral responses plus what the bot posted in guild channels while handling."""
        channel_posts = [m for m in self.posted if not self.world.channels[m.channel_id].is_dm]
        return [m for m in self.responses if not m.ephemeral] + channel_posts

    @property
    def dms(self) -> list[FakeMessage]:
        return [m for m in self.posted if self.world.channels[m.channel_id].is_dm and not m.deleted]

    @property
    def edited(self) -> list[FakeMessage]:
        """Messages the interaction changed in place (component updates, ``@original`` edits)."""
        return self._messages(list(dict.fromkeys(self.record.edited_ids)))

    @property
    def callback_type(self) -> int | None:
        return self.record.callback_types[0] if self.record.callback_types else None

    @property
    def deferred(self) -> bool:
        return self.callback_type in (5, 6)

    @property
    def choices(self) -> list[dict[str, Any]]:
        return list(self.record.choices or [])

    @property
    def modal(self) -> dict[str, Any] | None:
        return self.record.modal

    @property
    def error(self) -> str | None:
        problems = list(self.exceptions)
        if not self.record.callback_types:
            problems.append("the bot did not respond (Discord shows 'The application did not respond')")
        elif any(m.loading for m in self.responses):
            problems.append("the bot deferred but never sent the response (stuck on 'thinking…')")
        return "; ".join(problems) or None

    def content_text(self) -> str:
        """Text this user sees: responses, public posts, edits and their own new DMs."""
        own_dms = [
            m for m in self.dms if self.world.channels[m.channel_id].recipient_id == self.record.user.id
        ]
        seen: dict[int, FakeMessage] = {}
        for message in [*self.responses, *self.public, *self.edited, *own_dms]:
            seen.setdefault(message.id, message)
        return "\n".join(m.text for m in seen.values() if m.text)


class _ErrorCapture(logging.Handler):
    def __init__(self, sink: list[str]) -> None:
        super().__init__(level=logging.ERROR)
        self.sink = sink

    def emit(self, record: logging.LogRecord) -> None:
        text = record.getMessage()
        if record.exc_info and record.exc_info[1] is not None:
            exc = record.exc_info[1]
            exc = getattr(exc, "original", None) or exc  # unwrap CommandInvokeError
            text += f": {type(exc).__name__}: {exc}"
        self.sink.append(text)


class _FakeWebhookAdapter(dpy.AsyncWebhookAdapter):
    def __init__(self, api: FakeDiscordAPI) -> None:
        super().__init__()
        self.api = api

    async def request(self, route: Any, session: Any = None, **kwargs: Any) -> Any:
        return await self.api.webhook_request(route, session, **kwargs)


class Driver:
    def __init__(
        self,
        bot_factory: Callable[[], commands.Bot],
        *,
        clock: FakeClock | None = None,
        images_dir: Path | None = None,
        world: World | None = None,
        settle_timeout: float = 10.0,
    ) -> None:
        self.bot_factory = bot_factory
        self.clock = clock or FakeClock()
        self.world = world or World(self.clock)
        self.images_dir = Path(images_dir) if images_dir else Path(tempfile.mkdtemp(prefix="agora-offline-"))
        self.api = FakeDiscordAPI(self.world, self.images_dir, self._emit)
        self.errors: list[str] = []
        self.settle_timeout = settle_timeout
        self.bot: commands.Bot | None = None
        self._adapter = _FakeWebhookAdapter(self.api)
        self._log_handler = _ErrorCapture(self.errors)
        self._daemons: set[asyncio.Task[Any]] = set()
        self._foreign: set[asyncio.Task[Any]] = set()
        self._task_factory_installed = False

    # ---- lifecycle ---------------------------------------------------------------------------
    @property
    def calls(self) -> list[dict[str, Any]]:
        return self.api.calls

    def mark(self) -> int:
        return len(self.api.calls)

    def calls_since(self, mark: int) -> list[dict[str, Any]]:
        return self.api.calls[mark:]

    @property
    def unknown_routes(self) -> list[dict[str, Any]]:
        return self.api.unknown_routes

    @property
    def faults(self) -> FaultPlan:
        """Discord failures to inject (offline/faults.py): `driver.faults.outage(timedelta(minutes=10))`."""
        return self.api.faults

    async def start(self) -> commands.Bot:
        current = asyncio.current_task()
        self._foreign = {t for t in asyncio.all_tasks() if t is not current}
        logging.getLogger("discord").addHandler(self._log_handler)
        self._watch_task_failures()
        self._install_adapter()
        bot = self.bot_factory()
        dpy.make_offline(bot)
        dpy.patch_http(
            bot,
            request=self.api.http_request,
            static_login=self._static_login,
            get_from_cdn=self._get_from_cdn,
        )
        self.bot = bot
        await bot.login("offline")
        self._emit("READY", payloads.ready_payload(self.world))
        self._emit("GUILD_CREATE", payloads.guild_create_payload(self.world))
        await asyncio.wait_for(bot.wait_until_ready(), timeout=self.settle_timeout)
        await self.settle()
        return bot

    async def stop(self) -> None:
        if self.bot is None:
            return
        bot, self.bot = self.bot, None
        await bot.close()
        await self.settle()
        logging.getLogger("discord").removeHandler(self._log_handler)
        dpy.route_default_webhook_adapter(None)
        if self._task_factory_installed:
            asyncio.get_running_loop().set_task_factory(None)
            self._task_factory_installed = False

    async def restart(self) -> commands.Bot:
        """A new client from the factory, on the same world (channels, messages, DMs survive)."""
        await self.stop()
        return await self.start()

    async def __aenter__(self) -> Driver:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    def _watch_task_failures(self) -> None:
        """Record exceptions of every task the bot spawns, even ones that end between two settles."""
        loop = asyncio.get_running_loop()
        if loop.get_task_factory() is not None:
            return  # someone else owns the factory; settle() still reports the tasks it sees

        def on_done(task: asyncio.Task[Any]) -> None:
            if not task.cancelled() and task.exception() is not None:
                exc = task.exception()
                self.errors.append(f"task {task.get_name()} failed: {type(exc).__name__}: {exc}")

        def factory(loop: asyncio.AbstractEventLoop, coro: Any, **kwargs: Any) -> asyncio.Task[Any]:
            task = asyncio.Task(coro, loop=loop, **kwargs)
            task.add_done_callback(on_done)
            return task

        loop.set_task_factory(factory)
        self._task_factory_installed = True

    def _install_adapter(self) -> None:
        dpy.install_webhook_adapter(self._adapter)
        dpy.route_default_webhook_adapter(self._adapter)

    async def _static_login(self, token: str) -> Any:
        return await self.api.http_request(_route("GET", "/users/@me"))

    async def _get_from_cdn(self, url: str) -> bytes:
        for message in self.world.messages.values():
            for attachment in message.attachments:
                if url in (attachment["url"], attachment["proxy_url"]) and attachment.get("local_path"):
                    return await asyncio.to_thread(Path(attachment["local_path"]).read_bytes)
        raise OfflineUsageError(f"no offline file behind {url}")

    def _emit(self, event: str, data: dict[str, Any]) -> None:
        if self.bot is None:
            return
        try:
            dpy.parsers(self.bot)[event](data)
        except Exception as exc:  # a driver bug must not break the bot's own request
            log.exception("offline: feeding %s failed", event)
            self.errors.append(f"feeding {event} failed: {type(exc).__name__}: {exc}")

    # ---- waiting -----------------------------------------------------------------------------
    def daemon(self, task: asyncio.Task[Any]) -> asyncio.Task[Any]:
        """Mark a long-lived product task so ``settle`` never waits for it."""
        self._daemons.add(task)
        return task

    def track(self, task: asyncio.Task[Any]) -> asyncio.Task[Any]:
        """Product tasks are awaited by default; kept for symmetry and explicitness."""
        self._daemons.discard(task)
        return task

    async def settle(self) -> None:
        def ignore(task: asyncio.Task[Any]) -> bool:
            return task in self._daemons or task in self._foreign

        def on_error(task: asyncio.Task[Any], exc: BaseException) -> None:
            if self._task_factory_installed:
                return  # already recorded by the task factory's done callback
            self.errors.append(f"task {task.get_name()} failed: {type(exc).__name__}: {exc}")

        await settle(ignore=ignore, on_task_error=on_error, limit_seconds=self.settle_timeout)

    async def tick(self) -> None:
        """Let the product's scheduler run after the clock moved."""
        bot = self._require_bot()
        hook = getattr(bot, "offline_tick", None)
        if hook is not None:
            await hook()
        else:
            bot.dispatch("agora_tick")
        await self.settle()

    async def advance(self, delta: Any) -> None:
        self.clock.advance(delta)
        await self.tick()

    # ---- world helpers -----------------------------------------------------------------------
    def add_user(
        self, name: str, *, locale: str = "en-US", dms_open: bool = True, admin: bool = False
    ) -> FakeUser:
        return self.world.add_user(name, locale=locale, dms_open=dms_open, admin=admin)

    def deny_bot(self, channel: ChannelRef, *permissions: str) -> FakeChannel:
        """A server admin removes permissions from the bot in a channel (and its threads)."""
        import discord

        target = self.world.channel(channel)
        target.bot_denied |= discord.Permissions(**dict.fromkeys(permissions, True)).value
        self._emit("CHANNEL_UPDATE", payloads.channel_payload(self.world, target))
        return target

    def add_role(self, name: str, *members: UserRef) -> int:
        """A server role (e.g. the moderators'), given to `members`; returns its id."""
        role = self.world.add_role(name)
        self._emit("GUILD_ROLE_CREATE", {"guild_id": str(self.world.guild_id), "role": role.payload()})
        for member in members:
            user = self.world.user(member)
            if role.id not in user.role_ids:
                user.role_ids.append(role.id)
        return role.id

    def add_channel(self, name: str) -> FakeChannel:
        existing = self.world.find_channel(name, thread=False)
        channel = self.world.add_channel(name)
        if existing is None:
            self._emit("CHANNEL_CREATE", payloads.channel_payload(self.world, channel))
        return channel

    def channel(self, ref: ChannelRef) -> FakeChannel:
        return self.world.channel(ref)

    def thread(self, name: str) -> FakeChannel:
        found = self.world.find_channel(name, thread=True)
        if found is None:
            raise OfflineUsageError(f"no thread named {name!r}")
        return found

    def channel_messages(
        self, channel: ChannelRef = None, *, viewer: UserRef | None = None
    ) -> list[FakeMessage]:
        user = self.world.user(viewer) if viewer is not None else None
        return self.world.visible_messages(self.world.channel(channel), user)

    def last_message(self, channel: ChannelRef = None) -> FakeMessage | None:
        messages = self.channel_messages(channel)
        return messages[-1] if messages else None

    def dms(self, user: UserRef) -> list[FakeMessage]:
        fake = self.world.user(user)
        if fake.dm_channel_id is None:
            return []
        return self.world.visible_messages(self.world.channels[fake.dm_channel_id], fake)

    def message(self, ref: MessageRef) -> FakeMessage:
        message_id = ref.id if isinstance(ref, FakeMessage) else int(ref)
        found = self.world.messages.get(message_id)
        if found is None or found.deleted:
            raise OfflineUsageError(f"message {message_id} does not exist (deleted?)")
        return found

    # ---- inputs ------------------------------------------------------------------------------
    def _require_bot(self) -> commands.Bot:
        if self.bot is None:
            raise RuntimeError("driver not started")
        return self.bot

    async def _interact(
        self,
        kind: str,
        user: FakeUser,
        channel: FakeChannel,
        interaction_type: int,
        data: dict[str, Any],
        message: FakeMessage | None = None,
    ) -> InteractionResult:
        bot = self._require_bot()
        interaction_id = self.world.ids.next()
        payload = payloads.interaction_payload(
            self.world,
            user=user,
            channel=channel,
            interaction_type=interaction_type,
            interaction_id=interaction_id,
            data=data,
            message=message,
        )
        record = InteractionRecord(
            id=interaction_id,
            token=payload["token"],
            kind=kind,
            user=user,
            channel=channel,
            created_at=self.clock.now(),
            source_message_id=message.id if message else None,
        )
        self.api.interactions[record.token] = record
        call_mark, error_mark = len(self.api.calls), len(self.errors)
        message_mark = self.world.ids.next()
        self._install_adapter()  # tasks spawned below copy this task's context
        dpy.parsers(bot)["INTERACTION_CREATE"](payload)
        await self.settle()
        posted = [
            m
            for m in self.world.messages.values()
            if m.id > message_mark and m.interaction_id is None and m.visible_to is None
        ]
        return InteractionResult(
            record=record,
            world=self.world,
            calls=self.api.calls[call_mark:],
            exceptions=self.errors[error_mark:],
            posted=posted,
        )

    def _where(self, user: FakeUser, channel: ChannelRef) -> FakeChannel:
        if isinstance(channel, str) and channel.lower() == "dm":
            return self.world.dm_channel(user)
        return self.world.channel(channel)

    async def slash(self, user: UserRef, line: str, *, channel: ChannelRef = None,
                    forged: bool = False) -> InteractionResult:
        """A slash command as a Discord client sends it. `forged=True` skips the client's own checks
        (choices, min/max values and lengths): what a modified client or a crafted request sends."""
        fake = self.world.user(user)
        parsed = parse_command_line(self._require_bot(), line, self.world.guild_id)
        data = build_command_data(self.world, fake, parsed, forged=forged)
        return await self._interact("slash", fake, self._where(fake, channel), 2, data)

    async def autocomplete(
        self, user: UserRef, line: str, *, focused: str, channel: ChannelRef = None
    ) -> list[dict[str, Any]]:
        fake = self.world.user(user)
        parsed = parse_command_line(self._require_bot(), line, self.world.guild_id)
        data = build_command_data(self.world, fake, parsed, focused=focused)
        result = await self._interact("autocomplete", fake, self._where(fake, channel), 4, data)
        if result.exceptions:
            raise OfflineUsageError("; ".join(result.exceptions))
        return result.choices

    def _clickable(self, user: FakeUser, message: MessageRef) -> FakeMessage:
        found = self.message(message)
        if found.visible_to is not None and found.visible_to != user.id:
            raise OfflineUsageError(f"{user.name} cannot see ephemeral message {found.id}")
        channel = self.world.channels[found.channel_id]
        if channel.is_dm and channel.recipient_id != user.id:
            raise OfflineUsageError(f"{user.name} cannot see another user's DMs")
        return found

    async def click(
        self,
        user: UserRef,
        message: MessageRef,
        *,
        label: str | None = None,
        custom_id: str | None = None,
        stale_client: bool = False,
    ) -> InteractionResult:
        """Press a button. ``stale_client``: the user's client has not yet received the edits of
        this message, so buttons the bot has since removed can still be pressed (a real race)."""
        fake = self.world.user(user)
        target = self._clickable(fake, message)
        versions = [target]
        if stale_client:  # newest first: the version of the message this client last received
            versions += [
                dataclasses.replace(target, data={**target.data, "components": components})
                for components in reversed(target.earlier_components)
            ]
        for version in versions:
            buttons = [
                b
                for b in version.buttons
                if (label is None or b.label == label) and (custom_id is None or b.custom_id == custom_id)
            ]
            if buttons:
                target = version
                break
        if not buttons:
            available = ", ".join(f"[{b.label}]" for b in target.buttons) or "none"
            raise OfflineUsageError(
                f"no button {label or custom_id!r} on message {target.id}; buttons: {available}"
            )
        button = buttons[0]
        if button.disabled:
            raise OfflineUsageError(f"button [{button.label}] is disabled")
        if button.custom_id is None:
            raise OfflineUsageError(f"button [{button.label}] is a link ({button.url})")
        data = {"custom_id": button.custom_id, "component_type": 2}
        return await self._interact(
            "component", fake, self.world.channels[target.channel_id], 3, data, target
        )

    async def forge_component(
        self,
        user: UserRef,
        custom_id: str,
        *,
        message: MessageRef | None = None,
        channel: ChannelRef = None,
        component_type: int = 2,
        values: Sequence[str] | None = None,
        on_message: bool = True,
    ) -> InteractionResult:
        """A crafted component interaction: any custom id, any component type, on any message.

        `message` is the message the interaction claims to come from (default: the latest bot
        message of `channel`); with `on_message` the claimed message also carries a component with
        that id and type (a forged message payload), otherwise only the interaction data does.
        Nothing is changed in the world.
        """
        fake = self.world.user(user)
        if message is not None:
            source = self.message(message)
        else:
            where = self._where(fake, channel)
            bot_id = self.world.bot_user.id
            candidates = [m for m in self.world.visible_messages(where) if m.author_id == bot_id]
            if not candidates:
                raise OfflineUsageError(f"no bot message in {where.label} to forge a click on")
            source = candidates[-1]
        claimed = source
        if on_message:
            component: dict[str, Any] = {"type": component_type, "custom_id": custom_id}
            if component_type == 2:
                component |= {"style": 2, "label": "forged"}
            elif component_type == 3:
                component |= {"options": [{"label": v, "value": v} for v in values or ["x"]],
                              "min_values": 1, "max_values": max(1, len(values or []))}
            claimed = dataclasses.replace(
                source, data=source.data | {"components": [{"type": 1, "components": [component]}]})
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component_type}
        if values is not None or component_type != 2:
            data["values"] = list(values or [])
        where = self.world.channels[source.channel_id]
        return await self._interact("component", fake, where, 3, data, claimed)

    async def select(
        self,
        user: UserRef,
        message: MessageRef,
        which: str,
        *,
        values: Sequence[str] | None = None,
        labels: Sequence[str] | None = None,
    ) -> InteractionResult:
        """``which`` is the placeholder or custom_id; pass option ``values`` or ``labels``."""
        fake = self.world.user(user)
        target = self._clickable(fake, message)
        menu = next((s for s in target.selects if which in (s.placeholder, s.custom_id)), None)
        if menu is None:
            available = ", ".join(f"<{s.placeholder or s.custom_id}>" for s in target.selects) or "none"
            raise OfflineUsageError(f"no select {which!r} on message {target.id}; selects: {available}")
        if menu.disabled:
            raise OfflineUsageError(f"select <{menu.placeholder}> is disabled")
        chosen: list[str] = list(values or [])
        for wanted in labels or []:
            option = next((o for o in menu.options if o.label.lower() == wanted.lower()), None)
            if option is None:
                choices = "|".join(o.label for o in menu.options)
                raise OfflineUsageError(f"<{menu.placeholder}> has no option {wanted!r}; options: {choices}")
            chosen.append(option.value)
        if menu.type == 3:
            unknown = set(chosen) - {o.value for o in menu.options}
            if unknown:
                raise OfflineUsageError(f"<{menu.placeholder}> has no values {sorted(unknown)}")
        if not menu.min_values <= len(chosen) <= menu.max_values:
            raise OfflineUsageError(f"<{menu.placeholder}> takes {menu.min_values}..{menu.max_values} values")
        data = {"custom_id": menu.custom_id, "component_type": menu.type, "values": chosen}
        return await self._interact(
            "component", fake, self.world.channels[target.channel_id], 3, data, target
        )

    async def submit_modal(
        self, user: UserRef, opened_by: InteractionResult, values: dict[str, str]
    ) -> InteractionResult:
        """Submit the modal the bot opened in ``opened_by``; keys are text input custom_ids or labels."""
        fake = self.world.user(user)
        modal = opened_by.modal
        if modal is None:
            raise OfflineUsageError("that interaction did not open a modal")
        remaining = dict(values)

        def fill(component: dict[str, Any], label: str | None = None) -> dict[str, Any]:
            kind = component.get("type")
            if kind == 1:
                return {"type": 1, "components": [fill(c) for c in component.get("components", [])]}
            if kind == 18:
                return {"type": 18, "component": fill(component["component"], component.get("label"))}
            if kind == 4:
                keys = [component.get("custom_id"), label, component.get("label")]
                key = next((k for k in keys if k in remaining), None)
                value = remaining.pop(key) if key is not None else component.get("value", "")
                return {"type": 4, "custom_id": component["custom_id"], "value": value}
            return {k: v for k, v in component.items() if k in ("type", "custom_id", "values")}

        components = [fill(c) for c in modal.get("components", [])]
        if remaining:
            raise OfflineUsageError(f"modal has no inputs {sorted(remaining)}")
        data = {"custom_id": modal["custom_id"], "components": components}
        source = self.world.messages.get(opened_by.record.source_message_id or 0)
        return await self._interact("modal", fake, opened_by.record.channel, 5, data, source)


def _route(method: str, path: str) -> Any:
    from discord.http import Route

    return Route(method, path)


__all__ = ["Driver", "InteractionResult", "OfflineUsageError", "SlashSyntaxError"]
