"""What the bot needs in a game's channel, and naming exactly what is missing.

Checked when a game is created (from the interaction's `app_permissions`: the bot's permissions
in that very channel) and at start-up for every open game (from the guild cache), so a missing
permission is reported at once, by name, instead of a board that silently fails to post later.
"""

from __future__ import annotations

import discord

import i18n

# Posting a game: its text, the board image in an embed, reading back its own messages.
IN_CHANNEL = ("view_channel", "send_messages", "embed_links", "attach_files", "read_message_history")
# A game living in a thread: sending there, and reopening the thread when Discord archives it.
IN_THREAD = ("view_channel", "send_messages_in_threads", "embed_links", "attach_files",
             "read_message_history", "manage_threads")
# `/game new where:thread`: opening the thread too.
NEW_THREAD = ("create_public_threads", *IN_THREAD)


def needed(*, thread: bool, new_thread: bool = False) -> tuple[str, ...]:
    if new_thread:
        return NEW_THREAD
    return IN_THREAD if thread else IN_CHANNEL


def missing(perms: discord.Permissions, names: tuple[str, ...]) -> list[str]:
    if perms.administrator:
        return []
    return [name for name in names if not getattr(perms, name)]


def names_text(names: list[str], lang: str) -> str:
    """"**Attach Files**, **Embed Links**" in the reader's language (as Discord's settings say them)."""
    return ", ".join(f"**{i18n.t(f'perm.{name}', lang)}**" for name in names)
