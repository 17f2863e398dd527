"""Discord-shaped payloads built from the world (the exact keys discord.py 2.7.1 reads)."""

from __future__ import annotations

import secrets
from typing import Any

from offline.clock import iso
from offline.fake_discord import (
    BOT_PERMISSIONS,
    DM,
    MEMBER_PERMISSIONS,
    TEXT,
    FakeChannel,
    FakeMessage,
    FakeUser,
    World,
)

ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
# Interaction context types: 0 guild, 1 bot DM.
CONTEXT_GUILD, CONTEXT_BOT_DM = 0, 1


def channel_payload(world: World, channel: FakeChannel, *, viewer: FakeUser | None = None) -> dict[str, Any]:
    last = channel.message_ids[-1] if channel.message_ids else None
    if channel.is_dm:
        assert channel.recipient_id is not None  # a DM channel has its recipient
        recipient = world.user(channel.recipient_id)
        return {
            "id": str(channel.id),
            "type": DM,
            "last_message_id": str(last) if last else None,
            "recipients": [recipient.payload()],
            "flags": 0,
        }
    data: dict[str, Any] = {
        "id": str(channel.id),
        "type": channel.type,
        "name": channel.name,
        "guild_id": str(channel.guild_id),
        "position": channel.position,
        "permission_overwrites": [],
        "nsfw": False,
        "flags": 0,
        "rate_limit_per_user": 0,
        "parent_id": str(channel.parent_id) if channel.parent_id else None,
        "last_message_id": str(last) if last else None,
        "topic": None,
    }
    if channel.bot_denied and not channel.is_thread:
        data["permission_overwrites"] = [{"id": str(world.bot_user.id), "type": 1, "allow": "0",
                                          "deny": str(channel.bot_denied)}]
    if viewer is not None:
        data["permissions"] = str(viewer.permissions.value)
    if channel.is_thread:
        data.update(
            {
                "owner_id": str(channel.owner_id),
                "message_count": len(channel.message_ids),
                "member_count": len(channel.member_ids),
                "total_message_sent": len(channel.message_ids),
                "thread_metadata": {
                    "archived": channel.archived,
                    "locked": channel.locked,
                    "auto_archive_duration": channel.auto_archive_duration,
                    "archive_timestamp": iso(channel.created_at or world.clock.now()),
                    "create_timestamp": iso(channel.created_at or world.clock.now()),
                    "invitable": True,
                },
            }
        )
    return data


def everyone_role(world: World) -> dict[str, Any]:
    return {
        "id": str(world.guild_id),
        "name": "@everyone",
        "permissions": str(MEMBER_PERMISSIONS.value),
        "position": 0,
        "color": 0,
        "hoist": False,
        "managed": False,
        "mentionable": False,
        "flags": 0,
    }


def bot_role(world: World) -> dict[str, Any]:
    """The bot's managed role: what the invite granted it."""
    return {
        "id": str(world.bot_role_id),
        "name": world.bot_user.name,
        "permissions": str(BOT_PERMISSIONS.value),
        "position": 1,
        "color": 0,
        "hoist": False,
        "managed": True,
        "mentionable": False,
        "flags": 0,
        "tags": {"bot_id": str(world.bot_user.id)},
    }


def ready_payload(world: World) -> dict[str, Any]:
    return {
        "v": 10,
        "user": world.bot_user.payload() | {"verified": True, "mfa_enabled": False, "flags": 0},
        "guilds": [{"id": str(world.guild_id), "unavailable": True}],
        "session_id": "offline-session",
        "resume_gateway_url": "wss://offline.invalid",
        "application": {"id": str(world.application_id), "flags": 0},
        "private_channels": [],
        "relationships": [],
    }


def guild_create_payload(world: World) -> dict[str, Any]:
    members = [world.bot_user.member_payload(world.created_at)]
    members += [u.member_payload(world.created_at) for u in world.users.values()]
    return {
        "id": str(world.guild_id),
        "name": world.guild_name,
        "preferred_locale": world.preferred_locale,
        "owner_id": str(world.owner.id),
        "unavailable": False,
        "large": False,
        "member_count": len(members),
        "joined_at": iso(world.created_at),
        "roles": [everyone_role(world), bot_role(world), *(r.payload() for r in world.roles.values())],
        "channels": [channel_payload(world, c) for c in world.channels.values() if c.type == TEXT],
        "threads": [channel_payload(world, c) for c in world.threads if not c.archived],
        "members": members,
        "presences": [],
        "voice_states": [],
        "emojis": [],
        "stickers": [],
        "features": [],
        "premium_tier": 0,
        "system_channel_id": None,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "nsfw_level": 0,
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
    }


def application_payload(world: World) -> dict[str, Any]:
    return {
        "id": str(world.application_id),
        "name": world.bot_user.name,
        "icon": None,
        "description": "Agora, offline",
        "bot_public": False,
        "bot_require_code_grant": False,
        "owner": world.owner.payload(),
        "verify_key": "0" * 64,
        "flags": 0,
        "bot": world.bot_user.payload(),
    }


def message_payload(world: World, message: FakeMessage) -> dict[str, Any]:
    channel = world.channels[message.channel_id]
    author = world.any_user(message.author_id)
    data: dict[str, Any] = {
        "id": str(message.id),
        "channel_id": str(message.channel_id),
        "type": 0,
        "author": author.payload()
        if author
        else {"id": str(message.author_id), "username": "?", "discriminator": "0", "avatar": None},
        "content": message.content,
        "embeds": message.embeds,
        "components": message.components,
        "attachments": list(message.attachments),
        "mentions": [
            u.payload() for u in (world.find_user(n) for n in message.mention_names) if u is not None
        ],
        "mention_roles": [],
        "mention_everyone": False,
        "pinned": message.id in channel.pinned_ids,
        "tts": False,
        "flags": message.flags,
        "timestamp": iso(message.created_at),
        "edited_timestamp": iso(message.edited_at) if message.edited_at else None,
    }
    if channel.guild_id is not None:
        data["guild_id"] = str(channel.guild_id)
    if message.webhook_id is not None:
        data["webhook_id"] = str(message.webhook_id)
        data["application_id"] = str(world.application_id)
    if "poll" in message.data:
        data["poll"] = message.data["poll"]
    return data


def _dm_or_guild_envelope(
    world: World, user: FakeUser, channel: FakeChannel, interaction_type: int, interaction_id: int
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": str(interaction_id),
        "application_id": str(world.application_id),
        "type": interaction_type,
        "token": f"offline-token-{interaction_id}-{secrets.token_hex(4)}",
        "version": 1,
        "channel_id": str(channel.id),
        "channel": channel_payload(world, channel, viewer=user),
        "locale": user.locale,
        "app_permissions": str((BOT_PERMISSIONS if channel.is_dm else world.bot_permissions(channel)).value),
        "entitlements": [],
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
    }
    if channel.is_dm:
        data["user"] = user.payload()
        data["context"] = CONTEXT_BOT_DM
        data["authorizing_integration_owners"] = {"0": str(world.guild_id)}
    else:
        data["guild_id"] = str(world.guild_id)
        data["guild_locale"] = world.preferred_locale
        data["guild"] = {"id": str(world.guild_id), "locale": world.preferred_locale, "features": []}
        data["member"] = user.member_payload(world.created_at)
        data["context"] = CONTEXT_GUILD
        data["authorizing_integration_owners"] = {"0": str(world.guild_id)}
    return data


def interaction_payload(
    world: World,
    *,
    user: FakeUser,
    channel: FakeChannel,
    interaction_type: int,
    interaction_id: int,
    data: dict[str, Any],
    message: FakeMessage | None = None,
) -> dict[str, Any]:
    payload = _dm_or_guild_envelope(world, user, channel, interaction_type, interaction_id)
    payload["data"] = data
    if message is not None:
        payload["message"] = message_payload(world, message)
    return payload
