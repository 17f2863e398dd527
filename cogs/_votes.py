"""The answers to the table's votes: a deadline vote's buttons, an undo request's Agree / Refuse,
and the request's prompt settled: a part of `AsyncPlay` (cogs/async_play.py), moved here as it was.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

import i18n
from cogs._async_common import (
    NONE_MENTIONS,
    ts,
)
from cogs._hosts import AsyncPlayPart
from cogs._i18n import lang_of
from service.version_tokens import token_version

if TYPE_CHECKING:
    from storage import GameRecord

log = logging.getLogger("agora.async")


class Votes(AsyncPlayPart):
    """A part of `AsyncPlay`: what it reads of the cog (bot, service, flow, scheduler, history) is
    the cog's own (cogs/_hosts.py)."""

    # ------------------------------------------------------------------ buttons
    async def _version(self, game_row: int, token: str) -> int:
        """The version a vote's or an undo answer's button stands for (its token,
        service/version_tokens.py); -1, never a version, for a malformed one."""
        record = await self.service.store.get_game(game_row)
        found = None if record is None else token_version(record, token)
        return -1 if found is None else found

    async def vote(self, interaction: discord.Interaction, game_row: int, token: str, seat: int,
                   choice: str) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            version = await self._version(game_row, token)
            result = await self.scheduler.deadline_vote(game_row, seat, version, interaction.user.id, choice)
            record, _ = await self.service.load(game_row)
            glang = i18n.language(record.locale)
            if result.decided is None:
                await self.flow.reply(interaction, i18n.t("async.vote.counted", lang, votes=len(result.votes),
                                                          needed=result.needed))
                return
            await self.flow.reply(interaction, i18n.t("async.vote.counted", lang, votes=len(result.votes),
                                                      needed=result.needed))
            decided = i18n.t(f"async.vote.decided.{result.decided}", glang, relative=ts(result.deadline))
            await self.flow.post_line(game_row, decided)
            if result.result is None:
                await self.update_dashboard(record)

    async def undo_answer(self, interaction: discord.Interaction, game_row: int, token: str,
                          agree: bool) -> None:
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.flow.remember(interaction)
        async with self.flow.refusals(interaction):
            version = await self._version(game_row, token)
            outcome = await self.history.answer_undo(game_row, version, interaction.user.id, agree)
            glang = i18n.language(outcome.record.locale)
            if outcome.done:
                await self.flow.reply(interaction, i18n.t("async.undo.you_agreed", lang))
                await self._settle_prompt(outcome.prompt, outcome.record, "done")
                await self._announce_undo(outcome.record, outcome.undone, outcome.requester, glang)
            elif outcome.refused:
                await self.flow.reply(interaction, i18n.t("async.undo.you_refused", lang))
                await self._settle_prompt(outcome.prompt, outcome.record, "refused",
                                          who=interaction.user.display_name)
                refused = i18n.t("async.undo.refused", glang, who=interaction.user.display_name)
                await self.flow.post_line(outcome.record.id, refused)
            else:
                await self.flow.reply(interaction, i18n.t("async.undo.waiting", lang,
                                                          missing=" ".join(f"<@{u}>" for u in outcome.needs)))

    async def _settle_prompt(self, prompt: dict[str, int] | None, record: GameRecord, how: str,
                             **params: Any) -> None:
        """An undo request is over (done, refused, lapsed): say so on its prompt, without buttons."""
        if not prompt:
            return
        lang = i18n.language(record.locale)
        channel = self.bot.get_partial_messageable(int(prompt["channel"]))
        try:
            await channel.get_partial_message(int(prompt["message"])).edit(
                content=i18n.t(f"async.undo.settled.{how}", lang, **params), view=None,
                allowed_mentions=NONE_MENTIONS)
        except discord.HTTPException as exc:
            log.warning("could not settle the undo prompt of game %s: %s", record.id, exc)

    async def _announce_undo(self, record: GameRecord, undone: int, requester: int | None, lang: str) -> None:
        who = await self.flow.players.name(requester) if requester else "—"
        # The line first, then the board (a line is delivered before the board of its pass).
        await self.flow.post_line(record.id, i18n.t("async.undo.done", lang, who=who, n=undone))

    def _prompt_link(self, record: GameRecord, prompt: dict[str, int] | None) -> str:
        if not prompt:
            return f"<#{record.channel_id}>"
        guild = record.guild_id or "@me"
        return f"https://discord.com/channels/{guild}/{prompt['channel']}/{prompt['message']}"
