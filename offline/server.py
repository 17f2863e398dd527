"""The fake Discord API: answers the REST and webhook seams from the world, records every call."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

import discord

from offline import limits, payloads
from offline.clock import iso
from offline.fake_discord import (
    EPHEMERAL_FLAG,
    LOADING_FLAG,
    FakeChannel,
    FakeMessage,
    FakeUser,
    World,
)
from offline.faults import FaultPlan, error_for

INTERACTION_TOKEN_LIFETIME = timedelta(minutes=15)
# How long a message nonce sent with `enforce_nonce` is remembered. Discord documents only "the
# past few minutes"; the bot must not rely on more than its own, shorter, assumption
# (service.delivery.NONCE_TRUSTED).
NONCE_WINDOW = timedelta(minutes=3)
# Callback types (discord.InteractionResponseType).
MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE, AUTOCOMPLETE, MODAL = 4, 5, 6, 7, 8, 9


class OfflineRouteError(RuntimeError):
    """The bot called a Discord route the offline driver does not implement."""


class FakeResponse:
    """Just enough of aiohttp.ClientResponse for discord.HTTPException.__init__ and its str()."""

    def __init__(self, status: int, reason: str) -> None:
        self.status = status
        self.reason = reason
        self.headers: dict[str, str] = {}


def invalid_form_body(check: Callable[[Any], None], body: Any) -> None:
    """400 Invalid Form Body (50035), as Discord answers a body over one of its limits."""
    try:
        check(body)
    except limits.LimitExceeded as exc:
        raise http_error(400, 50035, f"Invalid Form Body: {exc}") from None


def http_error(status: int, code: int, message: str) -> discord.HTTPException:
    reasons = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found"}
    response = FakeResponse(status, reasons.get(status, "Error"))
    body = {"code": code, "message": message}
    if status == 403:
        return discord.Forbidden(response, body)
    if status == 404:
        return discord.NotFound(response, body)
    return discord.HTTPException(response, body)


@dataclass
class InteractionRecord:
    """What happened to one interaction, filled in by the webhook routes."""

    id: int
    token: str
    kind: str
    user: FakeUser
    channel: FakeChannel
    created_at: Any
    source_message_id: int | None = None
    callback_types: list[int] = field(default_factory=list)
    original_message_id: int | None = None
    response_ids: list[int] = field(default_factory=list)
    edited_ids: list[int] = field(default_factory=list)
    choices: list[dict[str, Any]] | None = None
    modal: dict[str, Any] | None = None


def _template_regex(template: str) -> re.Pattern[str]:
    pattern = re.escape(template)
    pattern = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>[^/?]+)", pattern)
    return re.compile(pattern + r"(?:\?.*)?$")


def _route_params(route: Any) -> dict[str, str]:
    path_part = route.url[len(route.BASE) :] if route.url.startswith(route.BASE) else route.url
    match = _template_regex(route.path).match(path_part)
    return match.groupdict() if match else {}


class FakeDiscordAPI:
    """One object answers both seams; ``emit`` feeds gateway events back into the running bot."""

    def __init__(self, world: World, images_dir: Path, emit: Callable[[str, dict[str, Any]], None]) -> None:
        self.world = world
        self.images_dir = images_dir
        self.images_dir.mkdir(parents=True, exist_ok=True)
        self.emit = emit
        self.calls: list[dict[str, Any]] = []
        self.unknown_routes: list[dict[str, Any]] = []
        self.interactions: dict[str, InteractionRecord] = {}
        # Failures to inject (offline/faults.py); checked before every call is answered.
        self.faults = FaultPlan(world.clock.now)
        # (author id, nonce) -> (message id, when): what `enforce_nonce` dedupes against.
        self._nonces: dict[tuple[int, str], tuple[int, Any]] = {}
        self._file_seq = 0
        self._http_routes: dict[tuple[str, str], Callable[..., Any]] = {
            ("GET", "/users/@me"): self._get_me,
            ("GET", "/oauth2/applications/@me"): self._get_application,
            ("GET", "/users/{user_id}"): self._get_user,
            ("GET", "/guilds/{guild_id}/members/{user_id}"): self._get_member,
            ("PUT", "/applications/{application_id}/commands"): self._sync_commands,
            ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands"): self._sync_commands,
            ("GET", "/applications/{application_id}/commands"): self._get_commands,
            ("GET", "/applications/{application_id}/guilds/{guild_id}/commands"): self._get_commands,
            ("POST", "/channels/{channel_id}/messages"): self._send_message,
            ("GET", "/channels/{channel_id}/messages"): self._history,
            ("GET", "/channels/{channel_id}/messages/{message_id}"): self._get_message,
            ("PATCH", "/channels/{channel_id}/messages/{message_id}"): self._edit_message,
            ("DELETE", "/channels/{channel_id}/messages/{message_id}"): self._delete_message,
            ("POST", "/channels/{channel_id}/typing"): self._no_content,
            ("POST", "/users/@me/channels"): self._create_dm,
            ("POST", "/channels/{channel_id}/threads"): self._create_thread,
            ("POST", "/channels/{channel_id}/messages/{message_id}/threads"): self._create_thread,
            ("PUT", "/channels/{channel_id}/thread-members/@me"): self._join_thread,
            ("PUT", "/channels/{channel_id}/thread-members/{user_id}"): self._join_thread,
            ("DELETE", "/channels/{channel_id}/thread-members/@me"): self._no_content,
            ("DELETE", "/channels/{channel_id}/thread-members/{user_id}"): self._no_content,
            ("GET", "/channels/{channel_id}"): self._get_channel,
            ("PATCH", "/channels/{channel_id}"): self._edit_channel,
            ("POST", "/guilds/{guild_id}/channels"): self._create_guild_channel,
            ("PUT", "/channels/{channel_id}/messages/pins/{message_id}"): self._pin,
            ("DELETE", "/channels/{channel_id}/messages/pins/{message_id}"): self._unpin,
            ("GET", "/channels/{channel_id}/messages/pins"): self._pins,
        }
        self._webhook_routes: dict[tuple[str, str], Callable[..., Any]] = {
            ("POST", "/interactions/{webhook_id}/{webhook_token}/callback"): self._callback,
            ("POST", "/webhooks/{webhook_id}/{webhook_token}"): self._followup,
            ("GET", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"): self._get_webhook_message,
            (
                "PATCH",
                "/webhooks/{webhook_id}/{webhook_token}/messages/@original",
            ): self._edit_webhook_message,
            (
                "DELETE",
                "/webhooks/{webhook_id}/{webhook_token}/messages/@original",
            ): self._delete_webhook_message,
            (
                "GET",
                "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
            ): self._get_webhook_message,
            (
                "PATCH",
                "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
            ): self._edit_webhook_message,
            (
                "DELETE",
                "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
            ): self._delete_webhook_message,
        }

    # ---- seam entry points -------------------------------------------------------------------
    async def http_request(
        self,
        route: Any,
        *,
        files: Sequence[discord.File] | None = None,
        form: list[dict[str, Any]] | None = None,
        **kwargs: Any,
    ) -> Any:
        body = kwargs.get("json")
        if form:
            body = next((json.loads(p["value"]) for p in form if p.get("name") == "payload_json"), None)
        return self._dispatch("http", self._http_routes, route, body, files, kwargs.get("params"))

    async def webhook_request(
        self,
        route: Any,
        session: Any = None,
        *,
        payload: dict[str, Any] | None = None,
        multipart: list[dict[str, Any]] | None = None,
        files: Sequence[discord.File] | None = None,
        params: dict[str, Any] | None = None,
        **_: Any,
    ) -> Any:
        body = payload
        if multipart:
            body = next((json.loads(p["value"]) for p in multipart if p.get("name") == "payload_json"), None)
        return self._dispatch("webhook", self._webhook_routes, route, body, files, params)

    def _dispatch(
        self,
        via: str,
        table: dict[tuple[str, str], Callable[..., Any]],
        route: Any,
        body: Any,
        files: Sequence[discord.File] | None,
        params: dict[str, Any] | None,
    ) -> Any:
        saved = [self._save_file(f) for f in files or []]
        call = {
            "via": via,
            "method": route.method,
            "path": route.path,
            "url": route.url,
            "params": dict(params or {}),
            "json": body,
            "files": [str(p) for p, _ in saved],
        }
        self.calls.append(call)
        handler = table.get((route.method, route.path))
        if handler is None:
            self.unknown_routes.append(call)
            raise OfflineRouteError(
                f"offline driver: {via} route {route.method} {route.path} is not implemented"
                f" (url {route.url})"
            )
        fault = self.faults.check(via, route.method, route.path, route.url)
        if fault is not None:
            call["fault"] = fault.kind
            if fault.kind != "lost":
                raise error_for(fault.kind)
        result = handler(params=_route_params(route), body=body or {}, files=saved, query=params or {})
        if fault is not None:  # "lost": done on Discord's side, but the answer never arrives
            raise error_for(fault.kind)
        return result

    def _save_file(self, file: discord.File) -> tuple[Path, discord.File]:
        file.reset()
        data = file.fp.read()
        self._file_seq += 1
        safe_name = re.sub(r"[^A-Za-z0-9._-]", "_", file.filename or "file")
        path = self.images_dir / f"{self._file_seq:04d}-{safe_name}"
        path.write_bytes(data)
        file.reset()
        return path, file

    # ---- helpers -----------------------------------------------------------------------------
    def _channel(self, params: dict[str, str]) -> FakeChannel:
        channel = self.world.channels.get(int(params["channel_id"]))
        if channel is None:
            raise http_error(404, 10003, "Unknown Channel")
        return channel

    def _message(self, params: dict[str, str]) -> FakeMessage:
        message = self.world.messages.get(int(params["message_id"]))
        if message is None or message.deleted or message.channel_id != int(params["channel_id"]):
            raise http_error(404, 10008, "Unknown Message")
        return message

    def _attachments(
        self, body: dict[str, Any], files: list[tuple[Path, discord.File]], keep: list[dict[str, Any]]
    ) -> tuple[list[dict[str, Any]], list[Path]]:
        """Resolve ``attachments`` in a create/edit body: existing ids are kept, small ids index ``files``."""
        kept = {int(a["id"]): a for a in keep}
        result: list[dict[str, Any]] = []
        paths: list[Path] = []
        requested = body.get("attachments")
        if requested is None:
            requested = [{"id": i, "filename": f.filename} for i, (_, f) in enumerate(files)]
            result = list(keep)
        for item in requested:
            item_id = int(item["id"])
            if item_id in kept:
                result.append(kept[item_id])
                continue
            if item_id >= len(files):
                continue
            path, file = files[item_id]
            attachment_id = self.world.ids.next()
            url = f"https://cdn.offline.invalid/attachments/{attachment_id}/{file.filename}"
            result.append(
                {
                    "id": str(attachment_id),
                    "filename": file.filename,
                    "size": path.stat().st_size,
                    "url": url,
                    "proxy_url": url.replace("cdn.", "media."),
                    "content_type": "image/png" if file.filename.endswith(".png") else None,
                    "description": item.get("description"),
                    "ephemeral": False,
                    "local_path": str(path),
                }
            )
            paths.append(path)
        return result, paths

    def _new_message(
        self,
        channel: FakeChannel,
        body: dict[str, Any],
        files: list[tuple[Path, discord.File]],
        *,
        visible_to: int | None = None,
        interaction_id: int | None = None,
        webhook: bool = False,
        extra_flags: int = 0,
    ) -> FakeMessage:
        invalid_form_body(limits.check_message, body)
        attachments, paths = self._attachments(body, files, [])
        data = {k: v for k, v in body.items() if k not in ("attachments", "nonce", "enforce_nonce")}
        data["flags"] = int(data.get("flags") or 0) | extra_flags
        message = FakeMessage(
            id=self.world.ids.next(),
            channel_id=channel.id,
            author_id=self.world.bot_user.id,
            data=data,
            created_at=self.world.clock.now(),
            files=paths,
            attachments=attachments,
            visible_to=visible_to,
            interaction_id=interaction_id,
            webhook_id=self.world.application_id if webhook else None,
        )
        self.world.store_message(message)
        if visible_to is None:
            self.emit("MESSAGE_CREATE", payloads.message_payload(self.world, message))
        return message

    def _apply_edit(
        self, message: FakeMessage, body: dict[str, Any], files: list[tuple[Path, discord.File]]
    ) -> None:
        invalid_form_body(limits.check_message, body)
        if "attachments" in body or files:
            message.attachments, new_paths = self._attachments(body, files, message.attachments)
            kept_paths = {a.get("local_path") for a in message.attachments}
            message.files = [p for p in message.files if str(p) in kept_paths] + new_paths
        if "components" in body and body["components"] != message.components and message.components:
            message.earlier_components.append(message.components)
        for key, value in body.items():
            if key in ("attachments", "nonce", "enforce_nonce"):
                continue
            if key == "flags":
                # Edits cannot toggle ephemerality; the loading flag is cleared by the first real content.
                value = (int(value or 0) & ~EPHEMERAL_FLAG) | (message.flags & EPHEMERAL_FLAG)
            message.data[key] = value
        message.data["flags"] = message.flags & ~LOADING_FLAG
        message.edited_at = self.world.clock.now()
        self.world.refresh_mentions(message)
        if message.visible_to is None:
            self.emit("MESSAGE_UPDATE", payloads.message_payload(self.world, message))

    def _delete(self, message: FakeMessage) -> None:
        message.deleted = True
        if message.visible_to is None:
            channel = self.world.channels[message.channel_id]
            event = {"id": str(message.id), "channel_id": str(channel.id)}
            if channel.guild_id:
                event["guild_id"] = str(channel.guild_id)
            self.emit("MESSAGE_DELETE", event)

    def _require(self, channel: FakeChannel, *names: str) -> None:
        """403 Missing Permissions unless the bot has every named permission in the channel."""
        if channel.is_dm:
            return
        perms = self.world.bot_permissions(channel)
        if not all(getattr(perms, name) for name in names):
            raise http_error(403, 50013, "Missing Permissions")

    # ---- REST routes -------------------------------------------------------------------------
    def _get_me(self, **_: Any) -> Any:
        return self.world.bot_user.payload() | {"verified": True, "mfa_enabled": False, "flags": 0}

    def _get_application(self, **_: Any) -> Any:
        return payloads.application_payload(self.world)

    def _get_user(self, params: dict[str, str], **_: Any) -> Any:
        user = self.world.any_user(int(params["user_id"]))
        if user is None:
            raise http_error(404, 10013, "Unknown User")
        return user.payload()

    def _get_member(self, params: dict[str, str], **_: Any) -> Any:
        user = self.world.any_user(int(params["user_id"]))
        if user is None:
            raise http_error(404, 10007, "Unknown Member")
        return user.member_payload(self.world.created_at)

    def _sync_commands(self, params: dict[str, str], body: Any, **_: Any) -> Any:
        guild_id = int(params["guild_id"]) if "guild_id" in params else None
        registered: dict[str, dict[str, Any]] = {}
        for command in body or []:
            data = dict(command)
            data["id"] = str(self.world.command_id(data["name"], guild_id))
            data["application_id"] = str(self.world.application_id)
            data["version"] = str(self.world.ids.next())
            data.setdefault("type", 1)
            data.setdefault("description", "")
            data.setdefault("default_member_permissions", None)
            if guild_id is not None:
                data["guild_id"] = str(guild_id)
            registered[data["name"]] = data
        self.world.synced_commands[guild_id] = registered
        return list(registered.values())

    def _get_commands(self, params: dict[str, str], **_: Any) -> Any:
        guild_id = int(params["guild_id"]) if "guild_id" in params else None
        return list(self.world.synced_commands.get(guild_id, {}).values())

    def _send_message(
        self, params: dict[str, str], body: dict[str, Any], files: list[tuple[Path, discord.File]], **_: Any
    ) -> Any:
        channel = self._channel(params)
        if channel.is_dm:
            assert channel.recipient_id is not None  # a DM channel has its recipient
            recipient = self.world.user(channel.recipient_id)
            if not recipient.dms_open:
                raise http_error(403, 50007, "Cannot send messages to this user")
        send = "send_messages_in_threads" if channel.is_thread else "send_messages"
        self._require(channel, "view_channel", send)
        if files:
            self._require(channel, "attach_files")
        if channel.is_thread and channel.archived:
            if channel.locked:
                raise http_error(403, 50083, "Thread is archived")
            self._set_thread_state(channel, archived=False)  # sending unarchives, as on Discord
        nonce = body.get("nonce")
        key = (self.world.bot_user.id, str(nonce))
        if nonce is not None and body.get("enforce_nonce"):
            # As on Discord: the same author sending the same nonce within the window gets the
            # message created the first time, and no new one.
            seen = self._nonces.get(key)
            if seen is not None and self.world.clock.now() - seen[1] < NONCE_WINDOW:
                earlier = self.world.messages.get(seen[0])
                if earlier is not None and not earlier.deleted:
                    return payloads.message_payload(self.world, earlier) | {"nonce": str(nonce)}
        message = self._new_message(channel, body, files)
        if nonce is not None:
            self._nonces[key] = (message.id, self.world.clock.now())
        return payloads.message_payload(self.world, message) | ({"nonce": str(nonce)} if nonce else {})

    def _history(self, params: dict[str, str], query: dict[str, Any], **_: Any) -> Any:
        channel = self._channel(params)
        messages = self.world.visible_messages(channel)
        if "before" in query:
            messages = [m for m in messages if m.id < int(query["before"])]
        if "after" in query:
            messages = [m for m in messages if m.id > int(query["after"])]
        limit = int(query.get("limit", 50))
        newest_first = list(reversed(messages))
        if "after" in query:
            newest_first = list(reversed(messages[:limit]))
        return [payloads.message_payload(self.world, m) for m in newest_first[:limit]]

    def _get_message(self, params: dict[str, str], **_: Any) -> Any:
        return payloads.message_payload(self.world, self._message(params))

    def _edit_message(
        self, params: dict[str, str], body: dict[str, Any], files: list[tuple[Path, discord.File]], **_: Any
    ) -> Any:
        message = self._message(params)
        self._apply_edit(message, body, files)
        return payloads.message_payload(self.world, message)

    def _delete_message(self, params: dict[str, str], **_: Any) -> Any:
        self._delete(self._message(params))
        return None

    def _no_content(self, **_: Any) -> Any:
        return None

    def _create_dm(self, body: dict[str, Any], **_: Any) -> Any:
        user = self.world.any_user(int(body["recipient_id"]))
        if user is None or user.bot:
            raise http_error(400, 50007, "Cannot send messages to this user")
        return payloads.channel_payload(self.world, self.world.dm_channel(user))

    def _create_thread(self, params: dict[str, str], body: dict[str, Any], **_: Any) -> Any:
        parent = self._channel(params)
        if parent.is_thread or parent.is_dm:
            raise http_error(400, 50024, "Cannot execute action on this channel type")
        self._require(parent, "create_public_threads")
        from_message = "message_id" in params
        if from_message:
            self._message(params)
        thread = self.world.add_thread(
            parent,
            body["name"],
            owner_id=self.world.bot_user.id,
            private=not from_message and body.get("type", 12) == 12,
            thread_id=int(params["message_id"]) if from_message else None,
            auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
        )
        data = payloads.channel_payload(self.world, thread)
        self.emit("THREAD_CREATE", data | {"newly_created": True})
        return data

    def _pin(self, params: dict[str, str], **_: Any) -> Any:
        channel = self._channel(params)
        message = self._message(params)
        self._require(channel, "pin_messages")
        if message.id not in channel.pinned_ids:
            channel.pinned_ids.append(message.id)
        return None

    def _unpin(self, params: dict[str, str], **_: Any) -> Any:
        channel = self._channel(params)
        message = self._message(params)
        self._require(channel, "pin_messages")
        if message.id in channel.pinned_ids:
            channel.pinned_ids.remove(message.id)
        return None

    def _pins(self, params: dict[str, str], **_: Any) -> Any:
        channel = self._channel(params)
        items = [{"pinned_at": iso(self.world.clock.now()),
                  "message": payloads.message_payload(self.world, self.world.messages[i])}
                 for i in reversed(channel.pinned_ids) if not self.world.messages[i].deleted]
        return {"items": items, "has_more": False}

    def _join_thread(self, params: dict[str, str], **_: Any) -> Any:
        channel = self._channel(params)
        user_id = params.get("user_id")
        channel.member_ids.add(int(user_id) if user_id else self.world.bot_user.id)
        return None

    def _get_channel(self, params: dict[str, str], **_: Any) -> Any:
        return payloads.channel_payload(self.world, self._channel(params))

    def _set_thread_state(self, channel: FakeChannel, **changes: Any) -> None:
        for key, value in changes.items():
            setattr(channel, key, value)
        self.emit("THREAD_UPDATE", payloads.channel_payload(self.world, channel))

    def _edit_channel(self, params: dict[str, str], body: dict[str, Any], **_: Any) -> Any:
        channel = self._channel(params)
        if channel.is_thread and channel.archived and body.get("archived") is False:
            self._require(channel, "manage_threads")  # only Manage Threads reopens an archived thread
        if "name" in body:
            channel.name = body["name"]
        changes = {k: body[k] for k in ("archived", "locked", "auto_archive_duration") if k in body}
        if channel.is_thread:
            self._set_thread_state(channel, **changes)
        else:
            self.emit("CHANNEL_UPDATE", payloads.channel_payload(self.world, channel))
        return payloads.channel_payload(self.world, channel)

    def _create_guild_channel(self, body: dict[str, Any], **_: Any) -> Any:
        if int(body.get("type", 0)) != 0:
            raise OfflineRouteError("offline driver only creates text channels")
        channel = self.world.add_channel(body["name"])
        data = payloads.channel_payload(self.world, channel)
        self.emit("CHANNEL_CREATE", data)
        return data

    # ---- interaction webhook routes ----------------------------------------------------------
    def _record(self, params: dict[str, str]) -> InteractionRecord:
        record = self.interactions.get(params["webhook_token"])
        if record is None:
            raise http_error(404, 10015, "Unknown Webhook")
        return record

    def _check_token_alive(self, record: InteractionRecord) -> None:
        if self.world.clock.now() - record.created_at > INTERACTION_TOKEN_LIFETIME:
            raise http_error(401, 50027, "Invalid Webhook Token")

    def _callback(
        self, params: dict[str, str], body: dict[str, Any], files: list[tuple[Path, discord.File]], **_: Any
    ) -> Any:
        record = self.interactions.get(params["webhook_token"])
        if record is None or str(record.id) != params["webhook_id"]:
            raise http_error(404, 10062, "Unknown interaction")
        if record.callback_types:
            raise http_error(400, 40060, "Interaction has already been acknowledged.")
        kind = int(body["type"])
        data = body.get("data") or {}
        if kind in (MESSAGE, DEFERRED_MESSAGE, UPDATE_MESSAGE):
            invalid_form_body(limits.check_message, data)
        elif kind == AUTOCOMPLETE:
            invalid_form_body(limits.check_choices, list(data.get("choices") or []))
        elif kind == MODAL:
            invalid_form_body(limits.check_modal, data)
        record.callback_types.append(kind)
        resource: dict[str, Any] = {"type": kind}
        message: FakeMessage | None = None
        if kind in (MESSAGE, DEFERRED_MESSAGE):
            ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL_FLAG)
            message = self._new_message(
                record.channel,
                data,
                files,
                visible_to=record.user.id if ephemeral else None,
                interaction_id=record.id,
                webhook=True,
                extra_flags=LOADING_FLAG if kind == DEFERRED_MESSAGE else 0,
            )
            record.original_message_id = message.id
            record.response_ids.append(message.id)
        elif kind in (DEFERRED_UPDATE, UPDATE_MESSAGE):
            if record.source_message_id is None:
                raise http_error(400, 40004, "Interaction callback type needs a component interaction")
            record.original_message_id = record.source_message_id
            if kind == UPDATE_MESSAGE:
                message = self.world.messages[record.source_message_id]
                self._apply_edit(message, data, files)
                record.edited_ids.append(message.id)
        elif kind == AUTOCOMPLETE:
            record.choices = list(data.get("choices") or [])
        elif kind == MODAL:
            record.modal = data
        else:
            raise OfflineRouteError(f"offline driver does not support interaction callback type {kind}")
        interaction_info: dict[str, Any] = {
            "id": str(record.id),
            "type": {"slash": 2, "autocomplete": 4, "component": 3, "modal": 5}.get(record.kind, 2),
            "response_message_loading": kind == DEFERRED_MESSAGE,
            "response_message_ephemeral": bool(message and message.ephemeral),
        }
        if message is not None:
            interaction_info["response_message_id"] = str(message.id)
            resource["message"] = payloads.message_payload(self.world, message)
        return {"interaction": interaction_info, "resource": resource}

    def _followup(
        self, params: dict[str, str], body: dict[str, Any], files: list[tuple[Path, discord.File]], **_: Any
    ) -> Any:
        record = self._record(params)
        self._check_token_alive(record)
        if not record.callback_types:
            raise http_error(404, 10015, "Unknown Webhook")
        original = self.world.messages.get(record.original_message_id or 0)
        if original is not None and original.loading and original.id in record.response_ids:
            # After a "thinking" defer, Discord turns the first follow-up into the original response.
            self._apply_edit(original, body, files)
            return payloads.message_payload(self.world, original)
        ephemeral = bool(int(body.get("flags") or 0) & EPHEMERAL_FLAG)
        message = self._new_message(
            record.channel,
            body,
            files,
            visible_to=record.user.id if ephemeral else None,
            interaction_id=record.id,
            webhook=True,
        )
        record.response_ids.append(message.id)
        return payloads.message_payload(self.world, message)

    def _webhook_message(self, params: dict[str, str]) -> tuple[InteractionRecord, FakeMessage]:
        record = self._record(params)
        self._check_token_alive(record)
        raw_id = params.get("message_id")
        message_id = record.original_message_id if raw_id is None else int(raw_id)
        allowed = {*record.response_ids, record.original_message_id}
        message = self.world.messages.get(message_id or 0)
        if message is None or message.deleted or message_id not in allowed:
            raise http_error(404, 10008, "Unknown Message")
        return record, message

    def _get_webhook_message(self, params: dict[str, str], **_: Any) -> Any:
        return payloads.message_payload(self.world, self._webhook_message(params)[1])

    def _edit_webhook_message(
        self, params: dict[str, str], body: dict[str, Any], files: list[tuple[Path, discord.File]], **_: Any
    ) -> Any:
        record, message = self._webhook_message(params)
        self._apply_edit(message, body, files)
        if message.id not in record.response_ids:
            record.edited_ids.append(message.id)
        return payloads.message_payload(self.world, message)

    def _delete_webhook_message(self, params: dict[str, str], **_: Any) -> Any:
        self._delete(self._webhook_message(params)[1])
        return None
