"""What async play's parts share (cogs/async_play.py and the modules of its parts): limits, time
words, and the buttons of its messages (deadline votes, undo answers, the catch-up). Moved from
cogs/async_play.py as it was.
"""

from __future__ import annotations

import logging
import re
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import discord

from cogs._base import agora_bot
from cogs._ui import ID, VERSION, AgoraItem, label_of

if TYPE_CHECKING:
    from cogs.async_play import AsyncPlay

log = logging.getLogger("agora.async")

LOG_PAGE = 15
ROBOT_RUN_LIMIT = 200  # autoplay moves in one go (the next change's refresh goes on from there)
DM_RETRY_EVERY = timedelta(minutes=1)  # at most one DM retry per user and minute of commands
DASHBOARD_REPOST_EVERY = timedelta(days=1)  # an unpinned status message comes back down this often
NONE_MENTIONS = discord.AllowedMentions.none()


def _chunk_lines(lines: list[str], size: int = 1900) -> list[str]:
    out: list[str] = []
    for line in lines:
        if out and len(out[-1]) + 1 + len(line) <= size:
            out[-1] += "\n" + line
        else:
            out.append(line[:size])
    return out


def ts(moment: datetime | None, style: str = "R") -> str:
    return f"<t:{int(moment.timestamp())}:{style}>" if moment is not None else "—"


def duration(delta: timedelta) -> str:
    """Compact '2d 3h', '45m' (d/h/m read the same in English and Spanish)."""
    minutes = int(delta.total_seconds() // 60)
    days, rest = divmod(minutes, 1440)
    hours, mins = divmod(rest, 60)
    parts = [f"{days}d"] if days else []
    if hours:
        parts.append(f"{hours}h")
    if mins and not days:
        parts.append(f"{mins}m")
    return " ".join(parts) or "0m"


def _cog(interaction: discord.Interaction) -> AsyncPlay:
    return agora_bot(interaction).async_play_cog


class DeadlineVoteButton(AgoraItem[discord.ui.Button[Any]],
                         template=rf"ag:dv:(?P<game>{ID}):(?P<version>{VERSION}):(?P<seat>{ID}):(?P<choice>skip|autoplay|wait)"):
    """A vote on a seat past its deadline: skip it, let autoplay decide this once, or wait. The
    version is its token (service/version_tokens.py), as on every button."""

    STYLES = {"skip": discord.ButtonStyle.secondary, "autoplay": discord.ButtonStyle.primary,
              "wait": discord.ButtonStyle.success}

    def __init__(self, game_row: int, version: str, seat: int, choice: str, label: str) -> None:
        super().__init__(discord.ui.Button(label=label, style=self.STYLES[choice],
                                           custom_id=f"ag:dv:{game_row}:{version}:{seat}:{choice}"))
        self.game_row, self.version, self.seat, self.choice = game_row, version, seat, choice

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> DeadlineVoteButton:
        return cls(int(match["game"]), match["version"], int(match["seat"]), match["choice"],
                   label_of(item, match["choice"]))

    async def answer(self, interaction: discord.Interaction) -> None:
        await _cog(interaction).vote(interaction, self.game_row, self.version, self.seat, self.choice)


class UndoButton(AgoraItem[discord.ui.Button[Any]],
                 template=rf"ag:u:(?P<game>{ID}):(?P<version>{VERSION}):(?P<answer>yes|no)"):
    """Consent (or refusal) to a pending undo request (of the version its token stands for)."""

    def __init__(self, game_row: int, version: str, answer: str, label: str) -> None:
        style = discord.ButtonStyle.success if answer == "yes" else discord.ButtonStyle.danger
        super().__init__(discord.ui.Button(label=label, style=style,
                                           custom_id=f"ag:u:{game_row}:{version}:{answer}"))
        self.game_row, self.version, self.agree = game_row, version, answer == "yes"

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> UndoButton:
        return cls(int(match["game"]), match["version"], match["answer"],
                   label_of(item, match["answer"]))

    async def answer(self, interaction: discord.Interaction) -> None:
        await _cog(interaction).undo_answer(interaction, self.game_row, self.version, self.agree)


class CatchupButton(AgoraItem[discord.ui.Button[Any]], template=rf"ag:cu:(?P<game>{ID})"):
    """On every board: what happened since the clicker's last move, to them alone."""

    def __init__(self, game_row: int, label: str = "Catch up") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary,
                                           custom_id=f"ag:cu:{game_row}", emoji="📰"))
        self.game_row = game_row

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> CatchupButton:
        return cls(int(match["game"]), label_of(item))

    async def answer(self, interaction: discord.Interaction) -> None:
        await _cog(interaction).catchup_for(interaction, self.game_row)
