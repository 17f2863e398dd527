"""The messages of a game: the public board (embed, image, buttons, mentions), a seat's DM, the
game-over message. A part of `GameFlow` (cogs/_flow.py), moved here as it was.
"""

from __future__ import annotations

import asyncio
import functools
import io
import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import discord

import i18n
from cogs._delivery import Stored
from cogs._hosts import FlowPart
from cogs._ui import PictureButton, build_view
from engine import registry
from engine.core import Action, Decision, Event, GameState
from present.base import Presenter
from present.channel import Unbuttoned, decision_prompts
from service import kits
from service import outbox as ob
from service.version_tokens import version_token

if TYPE_CHECKING:
    from storage import GameTurns
    from storage.records import GameRecord

log = logging.getLogger("agora.flow")

IMAGE_CACHE_SIZE = 32  # board images kept (a few hundred KiB each)
EMBED_COLOUR = discord.Colour.from_rgb(176, 132, 62)
class Messages(FlowPart):
    """`GameFlow`'s messages: what it reads of the flow (bot, service, players, names) is the
    flow's own (cogs/_hosts.py)."""

    # ------------------------------------------------------------------ messages
    def presenter(self, record: GameRecord) -> Presenter:
        return kits.kit_for(record.game_id).presenter

    async def public_embed(self, record: GameRecord, state: GameState | None, lang: str,
                           events: Sequence[Event] = (), *, cached: bool = False, image: bool = True
                           ) -> tuple[discord.Embed, discord.File | None]:
        """The public state as an embed with the board image. `cached`: `state` is the record's own
        (current) state, so its image may be shared with every other request for that version."""
        game = registry.get(record.game_id)
        names = await self.names(record)
        presenter = self.presenter(record)
        if state is None:
            return discord.Embed(title=i18n.t(f"{record.game_id}.name", lang)), None

        def words() -> tuple[dict[str, Any], Any]:
            view = game.public_view(state)
            # An abandoned game waits for nobody, whatever its last state awaited.
            decisions = [] if record.status == "abandoned" else game.awaiting(state)
            return view, presenter.public_message(view, names, decisions, lang,
                                                  [e for e in events if e.to is None])

        # Engine and presenter work in a worker thread: the loop answers other players meanwhile.
        view, message = await asyncio.to_thread(words)
        embed = discord.Embed(title=message.title[:256], description=message.description[:4000],
                              colour=EMBED_COLOUR)
        for name, value in message.fields[:24]:
            embed.add_field(name=name[:256], value=value[:1024] or "—", inline=True)
        # The move count only where no move is secret (`Presenter.shows_move_count`, issue 37).
        footer = "flow.footer" if presenter.shows_move_count else "flow.footer_game"
        embed.set_footer(text=i18n.t(footer, lang, game=record.id, version=record.version))
        if not image:
            return embed, None
        # A board drawn with the change's events (recent moves) depends on them too.
        kit = kits.kit_for(record.game_id)
        reads_events = kit.board is not None and kit.board.reads_events
        render = functools.partial(kit.draw_board, view, names, lang, list(events))
        key = None
        if cached:
            key = (record.id, record.version, lang, tuple(names),
                   tuple(e.model_dump_json() for e in events) if reads_events else ())
        picture = await self._board_image(key, render)
        file = None
        if picture is not None:
            name = "board.png" if picture[:4] == b"\x89PNG" else "board.jpg"
            file = discord.File(io.BytesIO(picture), filename=name)
            embed.set_image(url=f"attachment://{name}")
        return embed, file

    async def _board_image(self, key: tuple[Any, ...] | None,
                           render: Callable[[], bytes | None]) -> bytes | None:
        """Render in a thread, once per key: a version's image is rendered once however many
        deliveries and stale clicks ask for it at the same time (a click storm renders one)."""
        if key is None:
            return await asyncio.to_thread(render)
        future = self._images.get(key)
        if future is None:
            future = asyncio.ensure_future(asyncio.to_thread(render))
            self._images[key] = future
            while len(self._images) > IMAGE_CACHE_SIZE:
                self._images.popitem(last=False)
        else:
            self._images.move_to_end(key)
        try:
            return await asyncio.shield(future)
        except Exception:
            if self._images.get(key) is future:
                del self._images[key]  # a failed render is tried again next time
            raise

    def _decision_buttons(self, record: GameRecord, state: GameState, decisions: list[Decision],
                          lang: str, *, private: bool | None, seat: int | None = None,
                          names: Sequence[str] = (), stored: Stored = None
                          ) -> tuple[list[Any], list[Unbuttoned]]:
        """Buttons of the decisions that are `private` (None: of all given decisions), and the
        decisions whose moves no button plays. `stored`: the legal actions expanded with the
        change that made `state` (`outbox.button_actions`)."""
        game = registry.get(record.game_id)

        def expanded(decision: Decision) -> tuple[list[Action], dict[str, str]] | None:
            known = None if stored is None else stored.get(ob.decision_key(decision))
            if isinstance(known, list) and all(isinstance(k, list) and len(k) == 2 for k in known):
                keys = {text: key for text, key in known}  # expanded with the change
                return [game.parse_action(text) for text in keys], keys
            return None

        return decision_prompts(game, self.presenter(record), state, decisions, lang, private=private,
                                seat=seat, names=names, expanded=expanded)

    async def private_message(self, record: GameRecord, state: GameState, seat: int, lang: str,
                              events: Sequence[Event] = (), stored: Stored = None
                              ) -> tuple[str, discord.ui.View | None]:
        game = registry.get(record.game_id)
        presenter = self.presenter(record)
        names = await self.names(record)
        who = await self.names(record, lang)
        header = i18n.t("flow.private_header", lang, game=i18n.t(f"{record.game_id}.name", lang),
                        channel=f"<#{record.channel_id}>", seat=who[seat] if seat < len(who) else "?")

        def words() -> tuple[str, list[Any]]:
            # The seat's own events, and the public ones that hit it (a lost war, a plunder).
            mine = [e for e in events if (e.to is not None and seat in e.to)
                    or (e.to is None and seat in presenter.concerned_seats([e]))]
            text = header + "\n" + presenter.private_text(game.player_view(state, seat), lang, mine, names)
            decisions = [d for d in game.awaiting(state) if d.seat == seat]
            if decisions:
                text += "\n" + presenter.awaiting_line(names, decisions, lang)
            prompted = [d for d in decisions if presenter.dm_prompt(d)]
            specs, unbuttoned = self._decision_buttons(record, state, prompted, lang, private=None, seat=seat,
                                                       names=names, stored=stored)
            # Too many moves for buttons: how to choose (the count is the reader's own moves).
            for item in unbuttoned:
                text += "\n" + (i18n.t("flow.play_hint.mine", lang) if item.moves is None
                                else i18n.t("flow.play_hint.count", lang, n=item.moves))
            return text, specs

        text, specs = await asyncio.to_thread(words)  # engine work off the loop
        view = build_view(record.id, version_token(record), specs) if specs else None
        return text[:2000], view

    async def _board(self, record: GameRecord, state: GameState | None, lang: str, *,
                     ping: bool, events: Sequence[Event] = (), stored: Stored = None,
                     synced: GameTurns | None = None) -> dict[str, Any]:
        """The public state message: embed, image, buttons, and a mention of the awaited players.
        `synced`: the game's turns and deadlines as the pass's turn sync left them (the ping's notes)."""
        public_events = [e for e in events if e.to is None]
        embed, file = await self.public_embed(record, state, lang, public_events, cached=True)
        content = ""
        mention_ids: list[int] = []
        view = None
        if state is not None and record.status == "active":
            game = registry.get(record.game_id)
            names = await self.names(record)

            def buttons() -> tuple[list[Decision], list[Any], list[Unbuttoned]]:
                decisions = game.awaiting(state)
                return decisions, *self._decision_buttons(record, state, decisions, lang, private=False,
                                                          names=names, stored=stored)

            # The legal actions behind the buttons were expanded with the change (`stored`), else
            # they are here, in a worker thread: the loop answers other players meanwhile.
            decisions, specs, unbuttoned = await asyncio.to_thread(buttons)
            # Too many moves for buttons: how to choose (a decision prompted by DM says it there).
            # No count here: how many moves a player has may depend on what only they hold.
            presenter = self.presenter(record)
            hints = [i18n.t("flow.play_hint.public", lang, who=names[u.decision.seat]) for u in unbuttoned
                     if u.decision.seat < len(names) and not presenter.dm_prompt(u.decision)]
            for d in decisions:
                user = record.user_of(d.seat)
                if user is not None and user not in mention_ids:
                    mention_ids.append(user)
            if ping and mention_ids:
                lines = [i18n.t("flow.your_move", lang, who=" ".join(f"<@{u}>" for u in mention_ids),
                                count=len(mention_ids))]
                for hook in self.ping_notes:
                    lines += await hook(record, mention_ids, lang, synced)
                lines += await self._dm_closed_hints(record, decisions, lang)
                content = "\n".join([*lines, *hints])[:2000]
            elif hints:
                content = "\n".join(hints)[:2000]
            view = build_view(record.id, version_token(record), specs,
                              my_view_label=i18n.t("flow.my_view", lang))
            extra = [item for items in self.board_items for item in items(record, lang)]
            extra += [PictureButton(record.id, picture.name, i18n.t(picture.label, lang), picture.emoji)
                      for picture in kits.kit_for(record.game_id).on_demand]
            for item in extra:
                view = view or discord.ui.View(timeout=None)
                if len(view.children) < 25:
                    view.add_item(item)
        kwargs: dict[str, Any] = {"content": content or None, "embed": embed,
                                  "allowed_mentions": discord.AllowedMentions(
                                      everyone=False, roles=False,
                                      users=[discord.Object(id=u) for u in mention_ids])}
        if file is not None:
            kwargs["file"] = file
        if view is not None:
            kwargs["view"] = view
        return kwargs

    async def _dm_closed_hints(self, record: GameRecord, decisions: list[Decision], lang: str) -> list[str]:
        """How each awaited player whose DMs are closed answers a decision normally prompted by DM."""
        presenter = self.presenter(record)
        out: list[str] = []
        for user in dict.fromkeys(record.user_of(d.seat) for d in decisions
                                  if d.private or presenter.dm_prompt(d)):
            if user is not None and await self.players.dm_closed(user):
                out.append(i18n.t("flow.dm_closed_hint", lang, who=f"<@{user}>"))
        return out

    def _dm_closed_notice(self, record: GameRecord, user_id: int) -> dict[str, Any]:
        text = i18n.t("flow.dm_closed_notice", i18n.language(record.locale), who=f"<@{user_id}>")
        mentions = discord.AllowedMentions(users=[discord.Object(id=user_id)], everyone=False, roles=False)
        return {"content": text, "allowed_mentions": mentions}

    async def _game_over(self, record: GameRecord, lang: str) -> dict[str, Any]:
        names = await self.names(record)
        kit = kits.kit_for(record.game_id)
        outcome = record.outcome or {}

        def words() -> str:
            text = kit.presenter.final_text(outcome, names, lang)
            if kit.final_extra is not None and outcome:
                text += "\n\n" + kit.final_extra(outcome, names, lang)
            return text

        text = await asyncio.to_thread(words)
        for extra in self.game_over_extras:
            text += "\n\n" + await extra(record, lang)
        embed = discord.Embed(title=i18n.t("flow.game_over_title", lang), description=text[:4000],
                              colour=EMBED_COLOUR)
        return {"embed": embed, "allowed_mentions": discord.AllowedMentions.none()}
