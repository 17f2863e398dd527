"""The in-memory Discord world: one guild, its channels and threads, users, DMs and messages.

It outlives the bot: ``Driver.restart`` builds a new client on the same world.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import discord

from offline.clock import FakeClock, SnowflakeFactory, iso

TEXT, DM, PUBLIC_THREAD, PRIVATE_THREAD = 0, 1, 11, 12
THREAD_TYPES = (PUBLIC_THREAD, PRIVATE_THREAD)
EPHEMERAL_FLAG = 64
LOADING_FLAG = 128

MEMBER_PERMISSIONS = discord.Permissions.text() | discord.Permissions(view_channel=True)
BOT_PERMISSIONS = MEMBER_PERMISSIONS | discord.Permissions(
    manage_threads=True, manage_messages=True, create_public_threads=True, create_private_threads=True
)
_USER_MENTION = re.compile(r"<@!?(\d+)>")


@dataclass
class FakeRole:
    id: int
    name: str
    position: int = 1

    def payload(self) -> dict[str, Any]:
        return {"id": str(self.id), "name": self.name, "permissions": str(MEMBER_PERMISSIONS.value),
                "position": self.position, "color": 0, "hoist": False, "managed": False,
                "mentionable": True, "flags": 0}


@dataclass
class FakeUser:
    id: int
    name: str
    locale: str = "en-US"
    dms_open: bool = True
    bot: bool = False
    admin: bool = False
    dm_channel_id: int | None = None
    role_ids: list[int] = field(default_factory=list)

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.name.capitalize(),
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }

    @property
    def permissions(self) -> discord.Permissions:
        if self.admin:
            return discord.Permissions.all()
        return BOT_PERMISSIONS if self.bot else MEMBER_PERMISSIONS

    def member_payload(self, joined_at: datetime, *, with_user: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {
            "roles": [str(r) for r in self.role_ids],
            "joined_at": iso(joined_at),
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "nick": None,
            "permissions": str(self.permissions.value),
        }
        if with_user:
            data["user"] = self.payload()
        return data

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass
class FakeChannel:
    id: int
    name: str
    type: int
    guild_id: int | None
    position: int = 0
    parent_id: int | None = None
    owner_id: int | None = None
    recipient_id: int | None = None
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440
    created_at: datetime | None = None
    member_ids: set[int] = field(default_factory=set)
    message_ids: list[int] = field(default_factory=list)
    # Permission bits a server admin denied the bot here (a member overwrite); threads inherit
    # their parent's. See `World.bot_permissions`.
    bot_denied: int = 0
    pinned_ids: list[int] = field(default_factory=list)

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    @property
    def is_dm(self) -> bool:
        return self.type == DM

    @property
    def label(self) -> str:
        if self.is_dm:
            return f"DM {self.name}"
        return ("thread " if self.is_thread else "#") + self.name


@dataclass
class Button:
    label: str | None
    custom_id: str | None
    disabled: bool
    style: int
    url: str | None = None
    emoji: str | None = None


@dataclass
class SelectOption:
    label: str
    value: str
    description: str | None = None
    default: bool = False


@dataclass
class Select:
    custom_id: str
    placeholder: str | None
    options: list[SelectOption]
    min_values: int
    max_values: int
    disabled: bool
    type: int = 3


def walk_components(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Flatten action rows and Components-v2 containers/sections into leaf components."""
    found: list[dict[str, Any]] = []
    for component in components:
        found.append(component)
        found.extend(walk_components(component.get("components", [])))
        if isinstance(component.get("accessory"), dict):
            found.append(component["accessory"])
        if isinstance(component.get("component"), dict):
            found.extend(walk_components([component["component"]]))
    return found


def _emoji_text(emoji: dict[str, Any] | None) -> str | None:
    if not emoji:
        return None
    return emoji.get("name")


@dataclass
class FakeMessage:
    """A message as the world stores it; ``data`` holds the fields the bot sent (Discord-shaped)."""

    id: int
    channel_id: int
    author_id: int
    data: dict[str, Any]
    created_at: datetime
    files: list[Path] = field(default_factory=list)
    attachments: list[dict[str, Any]] = field(default_factory=list)
    visible_to: int | None = None  # set for ephemeral messages
    interaction_id: int | None = None
    webhook_id: int | None = None
    edited_at: datetime | None = None
    deleted: bool = False
    mention_names: list[str] = field(default_factory=list)
    # Components this message had before edits replaced them: a client that has not yet received
    # the edit still shows them (see `Driver.click(stale_client=True)`).
    earlier_components: list[list[dict[str, Any]]] = field(default_factory=list)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL_FLAG)

    @property
    def loading(self) -> bool:
        return bool(self.flags & LOADING_FLAG)

    @property
    def flags(self) -> int:
        return int(self.data.get("flags") or 0)

    @property
    def content(self) -> str:
        return self.data.get("content") or ""

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return self.data.get("embeds") or []

    @property
    def components(self) -> list[dict[str, Any]]:
        return self.data.get("components") or []

    @property
    def allowed_mentions(self) -> dict[str, Any] | None:
        return self.data.get("allowed_mentions")

    @property
    def mentions(self) -> list[str]:
        """Names of the users mentioned in the content (whether or not they were pinged)."""
        return list(self.mention_names)

    @property
    def text(self) -> str:
        """Content plus the readable parts of embeds and Components-v2 text displays."""
        parts = [self.content] if self.content else []
        for embed in self.embeds:
            for key in ("title", "description"):
                if embed.get(key):
                    parts.append(str(embed[key]))
            for embed_field in embed.get("fields", []):
                parts.append(f"{embed_field.get('name', '')}: {embed_field.get('value', '')}")
            if (embed.get("footer") or {}).get("text"):
                parts.append(embed["footer"]["text"])
        for component in walk_components(self.components):
            if component.get("type") == 10 and component.get("content"):
                parts.append(component["content"])
        return "\n".join(parts)

    @property
    def buttons(self) -> list[Button]:
        return [
            Button(
                label=c.get("label"),
                custom_id=c.get("custom_id"),
                disabled=bool(c.get("disabled", False)),
                style=int(c.get("style", 1)),
                url=c.get("url"),
                emoji=_emoji_text(c.get("emoji")),
            )
            for c in walk_components(self.components)
            if c.get("type") == 2
        ]

    @property
    def selects(self) -> list[Select]:
        return [
            Select(
                custom_id=c["custom_id"],
                placeholder=c.get("placeholder"),
                options=[
                    SelectOption(
                        label=o["label"],
                        value=o["value"],
                        description=o.get("description"),
                        default=bool(o.get("default", False)),
                    )
                    for o in c.get("options", [])
                ],
                min_values=int(c.get("min_values", 1)),
                max_values=int(c.get("max_values", 1)),
                disabled=bool(c.get("disabled", False)),
                type=int(c["type"]),
            )
            for c in walk_components(self.components)
            if c.get("type") in (3, 5, 6, 7, 8)
        ]

    def __repr__(self) -> str:
        return f"<FakeMessage id={self.id} channel={self.channel_id} text={self.text[:40]!r}>"


class World:
    """Users, one guild, channels, threads, DMs and messages. Ids follow the fake clock."""

    def __init__(
        self,
        clock: FakeClock,
        *,
        guild_name: str = "Agora Test Guild",
        preferred_locale: str = "en-US",
    ) -> None:
        self.clock = clock
        self.ids = SnowflakeFactory(clock)
        self.guild_id = self.ids.next()
        self.guild_name = guild_name
        self.preferred_locale = preferred_locale
        self.created_at = clock.now()
        self.application_id = self.ids.next()
        self.bot_user = FakeUser(id=self.application_id, name="Agora", bot=True)
        # The server's owner (and the application's): Discord gives a server's owner every
        # permission, Manage Server included.
        self.owner = FakeUser(id=self.ids.next(), name="owner", admin=True)
        self.users: dict[int, FakeUser] = {}
        self.roles: dict[int, FakeRole] = {}
        self.channels: dict[int, FakeChannel] = {}
        self.messages: dict[int, FakeMessage] = {}
        # (guild_id or None) -> {command name -> registered command payload (with id)}
        self.synced_commands: dict[int | None, dict[str, dict[str, Any]]] = {}
        self._fake_command_ids: dict[tuple[int | None, str], int] = {}
        self.add_channel("general")
        self.bot_role_id = self.ids.next()  # the bot's managed role, with BOT_PERMISSIONS
        self.bot_user.role_ids.append(self.bot_role_id)

    # ---- users -------------------------------------------------------------------------------
    def add_user(
        self, name: str, *, locale: str = "en-US", dms_open: bool = True, admin: bool = False
    ) -> FakeUser:
        existing = self.find_user(name)
        if existing is not None:
            existing.locale, existing.dms_open, existing.admin = locale, dms_open, admin
            return existing
        user = FakeUser(id=self.ids.next(), name=name, locale=locale, dms_open=dms_open, admin=admin)
        self.users[user.id] = user
        return user

    def find_user(self, name: str) -> FakeUser | None:
        name = name.lstrip("@").lower()
        return next((u for u in self.users.values() if u.name.lower() == name), None)

    def user(self, ref: FakeUser | str | int) -> FakeUser:
        if isinstance(ref, FakeUser):
            return ref
        if isinstance(ref, int):
            known = self.any_user(ref)
            if known is None:
                raise KeyError(ref)
            return known
        found = self.find_user(ref)
        if found is None:
            raise KeyError(f"no user named {ref!r}; add it with world.add_user({ref!r})")
        return found

    def any_user(self, user_id: int) -> FakeUser | None:
        if user_id == self.bot_user.id:
            return self.bot_user
        if user_id == self.owner.id:  # the application's owner: a real user the bot can DM
            return self.owner
        return self.users.get(user_id)

    # ---- channels ----------------------------------------------------------------------------
    def add_channel(self, name: str) -> FakeChannel:
        name = name.lstrip("#")
        existing = self.find_channel(name)
        if existing is not None and existing.type == TEXT:
            return existing
        position = sum(1 for c in self.channels.values() if c.type == TEXT)
        channel = FakeChannel(
            id=self.ids.next(),
            name=name,
            type=TEXT,
            guild_id=self.guild_id,
            position=position,
            created_at=self.clock.now(),
        )
        self.channels[channel.id] = channel
        return channel

    def add_thread(
        self,
        parent: FakeChannel,
        name: str,
        *,
        owner_id: int,
        private: bool = False,
        thread_id: int | None = None,
        auto_archive_duration: int = 1440,
    ) -> FakeChannel:
        thread = FakeChannel(
            id=thread_id or self.ids.next(),
            name=name,
            type=PRIVATE_THREAD if private else PUBLIC_THREAD,
            guild_id=self.guild_id,
            parent_id=parent.id,
            owner_id=owner_id,
            auto_archive_duration=auto_archive_duration,
            created_at=self.clock.now(),
            member_ids={owner_id},
        )
        self.channels[thread.id] = thread
        return thread

    def dm_channel(self, user: FakeUser) -> FakeChannel:
        if user.dm_channel_id is None:
            channel = FakeChannel(
                id=self.ids.next(),
                name=user.name,
                type=DM,
                guild_id=None,
                recipient_id=user.id,
                created_at=self.clock.now(),
            )
            self.channels[channel.id] = channel
            user.dm_channel_id = channel.id
        return self.channels[user.dm_channel_id]

    def find_channel(self, name: str, *, thread: bool | None = None) -> FakeChannel | None:
        name = name.lstrip("#").lower()
        for channel in self.channels.values():
            if channel.is_dm or channel.name.lower() != name:
                continue
            if thread is None or channel.is_thread == thread:
                return channel
        return None

    def channel(self, ref: FakeChannel | str | int | None) -> FakeChannel:
        if ref is None:
            return self.general
        if isinstance(ref, FakeChannel):
            return ref
        if isinstance(ref, int):
            return self.channels[ref]
        found = self.find_channel(ref)
        if found is None:
            raise KeyError(f"no channel named {ref!r}")
        return found

    @property
    def general(self) -> FakeChannel:
        return next(c for c in self.channels.values() if c.type == TEXT)

    @property
    def text_channels(self) -> list[FakeChannel]:
        return [c for c in self.channels.values() if c.type == TEXT]

    @property
    def threads(self) -> list[FakeChannel]:
        return [c for c in self.channels.values() if c.is_thread]

    # ---- messages ----------------------------------------------------------------------------
    def store_message(self, message: FakeMessage) -> FakeMessage:
        self.messages[message.id] = message
        self.channels[message.channel_id].message_ids.append(message.id)
        self.refresh_mentions(message)
        return message

    def refresh_mentions(self, message: FakeMessage) -> None:
        names = []
        for raw_id in _USER_MENTION.findall(message.content):
            user = self.any_user(int(raw_id))
            names.append(user.name if user else raw_id)
        message.mention_names = names

    def visible_messages(self, channel: FakeChannel, viewer: FakeUser | None = None) -> list[FakeMessage]:
        """Messages in order; ephemeral ones only for their viewer."""
        result = []
        for message_id in channel.message_ids:
            message = self.messages[message_id]
            if message.deleted:
                continue
            if message.visible_to is not None and (viewer is None or viewer.id != message.visible_to):
                continue
            result.append(message)
        return result

    # ---- permissions and roles ---------------------------------------------------------------
    def bot_permissions(self, channel: FakeChannel) -> discord.Permissions:
        """The bot's permissions in a channel: its role's, minus what the channel (or a thread's
        parent) denies it."""
        denied = channel.bot_denied
        if channel.parent_id is not None and channel.parent_id in self.channels:
            denied |= self.channels[channel.parent_id].bot_denied
        return discord.Permissions(BOT_PERMISSIONS.value & ~denied)

    def add_role(self, name: str) -> FakeRole:
        existing = next((r for r in self.roles.values() if r.name.lower() == name.lower()), None)
        if existing is not None:
            return existing
        role = FakeRole(id=self.ids.next(), name=name, position=len(self.roles) + 1)
        self.roles[role.id] = role
        return role

    # ---- application commands ----------------------------------------------------------------
    def command_id(self, name: str, guild_id: int | None) -> int:
        """The id Discord would send: the synced one, or a stable fake id when never synced."""
        synced = self.synced_commands.get(guild_id, {}).get(name)
        if synced is not None:
            return int(synced["id"])
        key = (guild_id, name)
        if key not in self._fake_command_ids:
            self._fake_command_ids[key] = self.ids.next()
        return self._fake_command_ids[key]
