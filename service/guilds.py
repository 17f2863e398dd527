"""Per-server settings (`/agora settings`), Discord-free: who moderates, in which language the
bot writes in channels, the presets new games start with, and where games may be created."""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any

from storage import Store

LANGUAGES = ("en", "es")


@dataclass(frozen=True)
class GuildSettings:
    # Members of this role may pause, abandon, replace players in, or force an undo on any game.
    moderator_role: int | None = None
    # Language of the bot's channel messages for new games (None: the server's own locale).
    language: str | None = None
    # Deadline preset and reminder interval new games start with (None: the bot's defaults).
    deadline: str | None = None
    remind_hours: int | None = None
    # Channels games may be created in (threads of them too); empty: anywhere.
    channels: tuple[int, ...] = ()
    # Whether the server's list of games is published on the web (web/; off by default).
    web_list: bool = False

    @classmethod
    def of(cls, data: dict[str, Any]) -> GuildSettings:
        role = data.get("moderator_role")
        hours = data.get("remind_hours")
        return cls(moderator_role=int(role) if role else None,
                   language=data.get("language") if data.get("language") in LANGUAGES else None,
                   deadline=data.get("deadline") or None,
                   remind_hours=None if hours is None else int(hours),
                   channels=tuple(int(c) for c in data.get("channels") or ()),
                   web_list=data.get("web_list") is True)

    def dump(self) -> dict[str, Any]:
        data = asdict(self)
        data["channels"] = list(self.channels)
        if not self.web_list:
            del data["web_list"]
        return {k: v for k, v in data.items() if v not in (None, [])}

    def allows(self, channel_id: int, parent_id: int | None = None) -> bool:
        return not self.channels or channel_id in self.channels or parent_id in self.channels


class Guilds:
    def __init__(self, store: Store) -> None:
        self.store = store

    async def get(self, guild_id: int | None) -> GuildSettings:
        if guild_id is None:
            return GuildSettings()
        return GuildSettings.of(await self.store.get_guild_settings(guild_id))

    async def update(self, guild_id: int, **changes: Any) -> GuildSettings:
        settings = replace(await self.get(guild_id), **changes)
        await self.store.set_guild_settings(guild_id, settings.dump())
        return settings
