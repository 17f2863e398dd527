"""The action flow every game cog shares, and the delivery of the outbox to Discord.

Order for every action (research §4.4): defer within Discord's 3 seconds → the service
takes the game's lock, loads, checks the version, applies through the engine and commits the
log row, snapshot and outbox rows in one transaction → the outbox is delivered: the public
state (text + image + buttons) in the game's channel with a mention of exactly the awaited
players, and a DM to each player whose private view changed. Refusals are ephemeral replies
in the clicker's language and change nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import io
import logging
import secrets
from collections import defaultdict
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

import i18n
from cogs._i18n import lang_of
from cogs._present import Presenter, presenter_for
from cogs._ui import build_view, preview_view
from engine import registry
from engine.core import Decision, Event, GameState
from engine.core.choices import expand
from engine.core.game import apply as apply_action
from engine.core.keys import action_key
from service.errors import GameNotActive, NoGameHere, NotAPlayer, Stale
from service.games import PlayerDirectory, seat_names
from service.logs import bind

if TYPE_CHECKING:
    from bot import AgoraBot
    from service import GameService
    from storage.records import GameRecord

log = logging.getLogger("agora.flow")

EMBED_COLOUR = discord.Colour.from_rgb(176, 132, 62)
DM_CLOSED_CODES = {50007, 50278}
# A decision with more answers than this gets no button per answer (commands list them).
MAX_EXPANDED = 500


def _chunks(text: str, size: int) -> list[str]:
    """Split text at line breaks into pieces under Discord's message limit."""
    out: list[str] = []
    current = ""
    for line in text.splitlines():
        while len(line) > size:
            out.append(line[:size])
            line = line[size:]
        if current and len(current) + 1 + len(line) > size:
            out.append(current)
            current = line
        else:
            current = f"{current}\n{line}" if current else line
    if current.strip():
        out.append(current)
    return out


def error_key(exc: BaseException) -> tuple[str, dict[str, Any]] | None:
    """(catalog key, params) of a refusal from the engine or the service, else None."""
    key = getattr(exc, "key", None)
    if isinstance(key, str):
        return key, dict(getattr(exc, "params", {}) or {})
    return None


class GameFlow:
    def __init__(self, bot: AgoraBot) -> None:
        self.bot = bot
        self._delivery_locks: dict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        # Orders previewed and not yet confirmed: token -> (game row, version, seat, text, user).
        self._previews: dict[str, tuple[int, int, int, str, int]] = {}
        self._dm_retry_locks: dict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        # Hooks of other cogs (cogs/async_play.py): run before a game's public state is posted
        # (the dashboard is created once, above the first board), and extra text appended to
        # the game-over message (the end-of-game statistics).
        self.before_public: list[Callable[[GameRecord], Awaitable[None]]] = []
        self.game_over_extras: list[Callable[[GameRecord, str], Awaitable[str]]] = []
        # Extra lines under a "your move" ping (the deadline of each pinged player).
        self.ping_notes: list[Callable[[GameRecord, list[int], str], Awaitable[list[str]]]] = []
        # Extra buttons on an active game's board (the "catch up" digest).
        self.board_items: list[Callable[[GameRecord, str], list[discord.ui.Item[Any]]]] = []

    @property
    def service(self) -> GameService:
        assert self.bot.service is not None
        return self.bot.service

    @property
    def players(self) -> PlayerDirectory:
        assert self.bot.players is not None
        return self.bot.players

    @contextlib.asynccontextmanager
    async def refusals(self, interaction: discord.Interaction) -> AsyncIterator[None]:
        """Turn an engine or service refusal inside the block into an ephemeral reply."""
        bind(interaction=interaction.id)
        try:
            yield
        except Exception as exc:
            found = error_key(exc)
            if found is None:
                raise
            await self.refuse(interaction, found[0], **found[1])

    # ------------------------------------------------------------------ replies
    async def reply(self, interaction: discord.Interaction, text: str, *, ephemeral: bool = True,
                    **kwargs: Any) -> None:
        """Answer an interaction whether or not it was already deferred."""
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=ephemeral, **kwargs)
        else:
            await interaction.response.send_message(text, ephemeral=ephemeral, **kwargs)

    async def refuse(self, interaction: discord.Interaction, key: str, **params: Any) -> None:
        await self.reply(interaction, "⚠️ " + i18n.t(key, lang_of(interaction), **params))

    async def refuse_in_game(self, interaction: discord.Interaction, game_row: int | None, key: str,
                             params: dict[str, Any]) -> None:
        """A refusal about a game's action: its presenter words the ids in it (areas, players)."""
        if game_row is not None:
            try:
                record = await self.service.store.get_game(game_row)
                if record is not None:
                    params = self.presenter(record).refusal_params(key, params, await self.names(record),
                                                                   lang_of(interaction))
            except Exception:  # wording only: never hide the refusal itself
                log.warning("could not word a refusal of game %s", game_row, exc_info=True)
        await self.refuse(interaction, key, **params)

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        """The one error handler: refusals become clear ephemeral replies, bugs are logged."""
        original = getattr(error, "original", error)
        found = error_key(original)
        try:
            if found:
                await self.refuse(interaction, found[0], **found[1])
            elif isinstance(error, app_commands.CommandNotFound):
                await self.refuse(interaction, "flow.err.command_outdated")
            elif isinstance(error, app_commands.TransformerError):
                await self.refuse(interaction, "flow.err.bad_argument", value=str(error.value)[:100])
            elif isinstance(error, app_commands.CheckFailure):
                await self.refuse(interaction, "flow.err.not_allowed")
            else:
                log.exception("unhandled error in a command", exc_info=original)
                await self.refuse(interaction, "flow.err.internal")
        except discord.HTTPException:
            log.warning("could not send the error reply", exc_info=True)

    # ------------------------------------------------------------------ lookups
    async def game_here(self, interaction: discord.Interaction) -> GameRecord:
        """This channel's game; raises NoGameHere (a refusal) if it never had one — pointing to
        the thread where this channel's open game is, when there is one."""
        try:
            record = await self.service.game_in_channel(interaction.channel_id or 0)
            bind(game=record.id)
            return record
        except NoGameHere:
            threads = await self.service.store.open_games_in_threads_of(interaction.channel_id or 0)
            if threads:
                raise NoGameHere("flow.err.game_in_thread",
                                 threads=" ".join(f"<#{r.channel_id}>" for r in threads[:5])) from None
            raise

    async def names(self, record: GameRecord) -> list[str]:
        """Display names per seat (remembered from the players' own interactions)."""
        return await seat_names(self.service, self.players, record)

    async def seat_state_for(self, interaction: discord.Interaction
                             ) -> tuple[GameRecord, GameState, int, list[str]] | None:
        """This channel's active game, its state, the user's seat that is awaited (else their
        first seat) and the players' names — what an autocomplete needs; None if not playing."""
        record = await self.service.store.get_game_by_channel(interaction.channel_id or 0)
        if record is None or record.status != "active":
            return None
        state = self.service.state_of(record)
        seats = record.seats_of(interaction.user.id)
        if state is None or not seats:
            return None
        awaited = {d.seat for d in registry.get(record.game_id).awaiting(state)}
        seat = next((s for s in seats if s in awaited), seats[0])
        return record, state, seat, await self.names(record)

    async def remember(self, interaction: discord.Interaction) -> None:
        bind(interaction=interaction.id)
        await self.players.remember(interaction.user.id, interaction.user.display_name,
                                    str(interaction.locale))

    # ------------------------------------------------------------------ actions
    async def act(self, interaction: discord.Interaction, action_text: str, *,
                  game_row: int | None = None, expected_version: int | None = None,
                  seat: int | None = None) -> None:
        """Apply one player action coming from a command or a button."""
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.remember(interaction)
        try:
            if game_row is None:
                game_row = (await self.game_here(interaction)).id
            bind(game=game_row)
            result = await self.service.act(game_row, interaction.user.id, action_text,
                                            interaction_id=interaction.id,
                                            expected_version=expected_version, seat=seat)
        except Stale:
            assert game_row is not None
            await self.show_stale(interaction, game_row)
            return
        except Exception as exc:
            found = error_key(exc)
            if found is None:
                raise
            await self.refuse_in_game(interaction, game_row, found[0], found[1])
            return
        log.info("action accepted: seat %s, version %s", result.seat, result.version,
                 extra={"user": interaction.user.id})
        game = registry.get(result.record.game_id)
        names = await self.names(result.record)
        said = self.presenter(result.record).public_action(result.action_text, names, lang)
        if said is None:
            key, params = game.describe_action(game.parse_action(result.action_text))
            said = i18n.t(key, lang, **params)
        await self.reply(interaction, "✅ " + said)
        await self.deliver(result.record.id)

    async def preview(self, interaction: discord.Interaction, action_text: str) -> None:
        """Check an order and show what it will do (applied on a copy), with Confirm / Cancel;
        nothing changes until Confirm (which plays it as of this version). Refusals name the
        first illegal step, as for any action."""
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.remember(interaction)
        async with self.refusals(interaction):
            record = await self.game_here(interaction)
            record, state = await self.service.load(record.id)
            if record.status != "active" or state is None:
                raise GameNotActive.for_status(record.status)
            seats = record.seats_of(interaction.user.id)
            if not seats:
                raise NotAPlayer()
            game = registry.get(record.game_id)
            awaited = {d.seat for d in game.awaiting(state)}
            seat = next((s for s in seats if s in awaited), seats[0])

            def both() -> tuple[dict[str, Any], dict[str, Any], str]:
                applied = apply_action(game, state, seat, action_text)  # refusals raise here
                after = game.player_view(applied.state, seat)
                return game.player_view(state, seat), after, applied.action_text

            try:
                before, after, text = await asyncio.to_thread(both)
            except Exception as exc:
                found = error_key(exc)
                if found is None:
                    raise
                await self.refuse_in_game(interaction, record.id, found[0], found[1])
                return
            names = await self.names(record)
            presenter = self.presenter(record)
            body = presenter.preview(before, after, seat, text, names, lang)
            token = secrets.token_hex(6)
            self._previews[token] = (record.id, record.version, seat, text, interaction.user.id)
            while len(self._previews) > 2000:  # forget the oldest
                self._previews.pop(next(iter(self._previews)))
            view = preview_view(token, i18n.t("flow.preview.confirm", lang),
                                i18n.t("flow.preview.cancel", lang))
            text = (body + "\n" + i18n.t("flow.preview.hint", lang))[:2000]
            await self.reply(interaction, text, view=view)

    async def confirm_preview(self, interaction: discord.Interaction, token: str, yes: bool) -> None:
        found = self._previews.get(token)
        lang = lang_of(interaction)
        if found is None or found[4] != interaction.user.id:
            await self.reply(interaction, i18n.t("flow.preview.expired", lang))
            return
        if not yes:
            self._previews.pop(token, None)
            await self.reply(interaction, i18n.t("flow.preview.cancelled", lang))
            return
        self._previews.pop(token, None)
        game_row, version, seat, text, _ = found
        await self.act(interaction, text, game_row=game_row, expected_version=version, seat=seat)

    async def show_stale(self, interaction: discord.Interaction, game_row: int) -> None:
        """An old button: say so, show the current state, change nothing."""
        lang = lang_of(interaction)
        record, state = await self.service.load(game_row)
        embed, file = await self.public_embed(record, state, lang)
        kwargs: dict[str, Any] = {"embed": embed}
        if file is not None:
            kwargs["file"] = file
        await self.reply(interaction, i18n.t("flow.stale", lang), **kwargs)

    async def show_private(self, interaction: discord.Interaction, *, game_row: int | None = None) -> None:
        """The clicker's own view, ephemerally (the fallback when DMs are closed)."""
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.remember(interaction)
        async with self.refusals(interaction):
            if game_row is None:
                game_row = (await self.game_here(interaction)).id
            record, state = await self.service.load(game_row)
            seats = record.seats_of(interaction.user.id)
            if not seats:
                raise NotAPlayer()
            if state is None:
                raise GameNotActive.for_status("lobby")
            for seat in seats:
                text, view = await self.private_message(record, state, seat, lang)
                kwargs: dict[str, Any] = {"view": view} if view is not None else {}
                await self.reply(interaction, text, **kwargs)

    # ------------------------------------------------------------------ messages
    def presenter(self, record: GameRecord) -> Presenter:
        return presenter_for(record.game_id)

    async def public_embed(self, record: GameRecord, state: GameState | None, lang: str,
                           events: Sequence[Event] = ()) -> tuple[discord.Embed, discord.File | None]:
        game = registry.get(record.game_id)
        names = await self.names(record)
        presenter = self.presenter(record)
        if state is None:
            return discord.Embed(title=i18n.t(f"{record.game_id}.name", lang)), None
        view = game.public_view(state)
        # An abandoned game waits for nobody, whatever its last state awaited.
        decisions = [] if record.status == "abandoned" else game.awaiting(state)
        message = presenter.public_message(view, names, decisions, lang,
                                           [e for e in events if e.to is None])
        embed = discord.Embed(title=message.title[:256], description=message.description[:4000],
                              colour=EMBED_COLOUR)
        for name, value in message.fields[:24]:
            embed.add_field(name=name[:256], value=value[:1024] or "—", inline=True)
        embed.set_footer(text=i18n.t("flow.footer", lang, game=record.id, version=record.version))
        image = await asyncio.to_thread(presenter.render, view, names, lang)
        file = None
        if image is not None:
            name = "board.png" if image[:4] == b"\x89PNG" else "board.jpg"
            file = discord.File(io.BytesIO(image), filename=name)
            embed.set_image(url=f"attachment://{name}")
        return embed, file

    def _decision_buttons(self, record: GameRecord, state: GameState, decisions: list[Decision],
                          lang: str, *, private: bool | None, seat: int | None = None,
                          names: Sequence[str] = ()) -> list[Any]:
        """Buttons of the decisions that are `private` (None: of all given decisions)."""
        game = registry.get(record.game_id)
        presenter = self.presenter(record)
        specs = []
        for decision in decisions:
            if (private is not None and decision.private != private) or \
                    (seat is not None and decision.seat != seat):
                continue
            keyed = bool(game.grammar.verbs)  # games on the typed contract (legacy ones: texts)
            if keyed:
                actions = expand(game, state, decision.seat, decision.verbs or game.grammar.verbs,
                                 MAX_EXPANDED)[0]
                keys = {a.to_text(): action_key(game, a) for a in actions}
                legal = list(keys)
            else:
                keys = {}
                legal = [a.to_text() for a in game.legal_actions(state, decision.seat)]
            specs.extend(dataclasses.replace(spec, seat=decision.seat, key=keys.get(spec.action_text))
                         for spec in presenter.buttons_named(decision, legal, lang, names))
        return specs

    async def private_message(self, record: GameRecord, state: GameState, seat: int, lang: str,
                              events: Sequence[Event] = ()) -> tuple[str, discord.ui.View | None]:
        game = registry.get(record.game_id)
        presenter = self.presenter(record)
        names = await self.names(record)
        header = i18n.t("flow.private_header", lang, game=i18n.t(f"{record.game_id}.name", lang),
                        channel=f"<#{record.channel_id}>", seat=names[seat] if seat < len(names) else seat)
        mine = [e for e in events if e.to is not None and seat in e.to]
        text = header + "\n" + presenter.private_text(game.player_view(state, seat), lang, mine, names)
        decisions = [d for d in game.awaiting(state) if d.seat == seat]
        if decisions:
            text += "\n" + presenter.awaiting_line(names, decisions, lang)
        prompted = [d for d in decisions if presenter.dm_prompt(d)]
        specs = self._decision_buttons(record, state, prompted, lang, private=None, seat=seat, names=names)
        view = build_view(record.id, record.version, specs) if specs else None
        return text[:2000], view

    # ------------------------------------------------------------------ delivery
    async def deliver_all(self) -> None:
        """Deliver every pending outbox row (start-up recovery and the periodic sweep)."""
        await self.bot.wait_until_ready()
        rows = await self.service.pending_outbox(limit=1000)
        for game_row in dict.fromkeys(r.game for r in rows):
            await self.deliver(game_row)

    async def deliver(self, game_row: int) -> None:
        """Send this game's pending side effects, in order, coalescing superseded ones."""
        bind(game=game_row)
        async with self._delivery_locks[game_row]:
            rows = await self.service.pending_outbox(limit=500, game=game_row)
            if not rows:
                return
            log.info("delivering %d outbox rows (%s)", len(rows), ", ".join(sorted({r.kind for r in rows})))
            record, state = await self.service.load(game_row)
            await self.players.prefetch(self.service.seat_users(record))  # one query for all seats
            lang = i18n.language(record.locale)
            kinds = {r.kind for r in rows}
            # The engine events of every change delivered now, in order (see service/outbox.py).
            events = [Event.model_validate(e) for r in rows if r.kind == "public_state"
                      for e in r.payload.get("events", [])]
            try:
                if "public_state" in kinds or "ping" in kinds:
                    for hook in self.before_public:
                        await hook(record)
                    await self._post_public(record, state, lang, ping="ping" in kinds, events=events)
                done_dm: set[tuple[int, int]] = set()
                told_closed: set[int] = set()
                for row in rows:
                    if row.kind == "private_view":
                        target = (int(row.payload["user_id"]), int(row.payload["seat"]))
                        if target not in done_dm and state is not None:
                            done_dm.add(target)
                            reached = await self._send_private(record, state, *target, events=events)
                            # Say so in the channel when DMs fail for the first time, and at the
                            # start of every game for someone known to have them closed.
                            at_start = int(row.payload.get("version", 0)) == 1
                            if reached is not True and target[0] not in told_closed \
                                    and (reached is None or at_start):
                                told_closed.add(target[0])
                                await self._post_dm_closed_notice(record, target[0])
                    elif row.kind == "ping" and state is not None:
                        for target in self._public_dm_prompts(record, state, row.payload):
                            if target not in done_dm:
                                done_dm.add(target)
                                await self._send_private(record, state, *target)
                    elif row.kind == "game_over":
                        await self._post_game_over(record, lang)
            except discord.HTTPException as exc:
                log.warning("delivery for game %s failed: %s", game_row, exc)
                for row in rows:
                    await self.service.mark_failed(row.id, str(exc)[:500], give_up=row.attempts >= 4)
                return
            for row in rows:
                await self.service.mark_delivered(row.id)
        # Other cogs (dashboard, reminders) react to every delivered change of a game.
        self.bot.dispatch("agora_game_changed", game_row)

    def _public_dm_prompts(self, record: GameRecord, state: GameState,
                           payload: dict[str, Any]) -> list[tuple[int, int]]:
        """(user, seat) of the pinged users' public decisions their presenter also prompts by DM."""
        presenter = self.presenter(record)
        pinged = set(payload.get("user_ids") or [])
        out = []
        for decision in registry.get(record.game_id).awaiting(state):
            user = record.user_of(decision.seat)
            if user in pinged and not decision.private and presenter.dm_prompt(decision):
                out.append((user, decision.seat))
        return out

    async def _post_public(self, record: GameRecord, state: GameState | None, lang: str, *,
                           ping: bool, events: Sequence[Event] = ()) -> None:
        channel = self.bot.get_partial_messageable(record.channel_id)
        public_events = [e for e in events if e.to is None]
        lines = self.presenter(record).log_lines(public_events, await self.names(record), lang)
        for chunk in _chunks("\n".join(lines), 1900):
            await channel.send(chunk, allowed_mentions=discord.AllowedMentions.none(), silent=True)
        embed, file = await self.public_embed(record, state, lang, public_events)
        content = ""
        mention_ids: list[int] = []
        view = None
        if state is not None and record.status == "active":
            game = registry.get(record.game_id)
            decisions = game.awaiting(state)
            for d in decisions:
                user = record.user_of(d.seat)
                if user is not None and user not in mention_ids:
                    mention_ids.append(user)
            if ping and mention_ids:
                lines = [i18n.t("flow.your_move", lang, who=" ".join(f"<@{u}>" for u in mention_ids))]
                for hook in self.ping_notes:
                    lines += await hook(record, mention_ids, lang)
                lines += await self._dm_closed_hints(record, decisions, lang)
                content = "\n".join(lines)[:2000]
            specs = self._decision_buttons(record, state, decisions, lang, private=False,
                                           names=await self.names(record))
            view = build_view(record.id, record.version, specs,
                              my_view_label=i18n.t("flow.my_view", lang))
            for items in self.board_items:
                for item in items(record, lang):
                    view = view or discord.ui.View(timeout=None)
                    if len(view.children) < 25:
                        view.add_item(item)
        kwargs: dict[str, Any] = {"embed": embed,
                                  "allowed_mentions": discord.AllowedMentions(
                                      everyone=False, roles=False,
                                      users=[discord.Object(id=u) for u in mention_ids])}
        if file is not None:
            kwargs["file"] = file
        if view is not None:
            kwargs["view"] = view
        board = await channel.send(content or None, **kwargs)
        await self._retire_previous_board(record, board.id)

    async def _retire_previous_board(self, record: GameRecord, board_id: int) -> None:
        """Only the latest board keeps buttons: an older one is edited so nobody presses a
        live-looking stale button."""
        previous = await self.service.store.swap_board(record.id, record.channel_id, board_id)
        if previous is None:
            return
        channel = self.bot.get_partial_messageable(record.channel_id)
        try:
            await channel.get_partial_message(previous).edit(view=None)
        except discord.HTTPException as exc:
            log.info("could not clear the old board's buttons in game %s: %s", record.id, exc)

    async def _dm_closed_hints(self, record: GameRecord, decisions: list[Decision], lang: str) -> list[str]:
        """How each awaited player whose DMs are closed answers a decision normally prompted by DM."""
        presenter = self.presenter(record)
        out: list[str] = []
        for user in dict.fromkeys(record.user_of(d.seat) for d in decisions
                                  if d.private or presenter.dm_prompt(d)):
            if user is not None and await self.players.dm_closed(user):
                out.append(i18n.t("flow.dm_closed_hint", lang, who=f"<@{user}>"))
        return out

    async def _send_private(self, record: GameRecord, state: GameState, user_id: int,
                            seat: int, *, events: Sequence[Event] = ()) -> bool | None:
        """DM a player's private view; a closed DM is recorded and never blocks the game.

        Known-closed DMs are tried again every time (players open them mid-game).
        True: sent. False: not sent, DMs were already known to be closed. None: closed just now.
        """
        known_closed = await self.players.dm_closed(user_id)
        lang = i18n.language(await self.players.locale(user_id) or record.locale)
        text, view = await self.private_message(record, state, seat, lang, events)
        try:
            dm = await self.bot.create_dm(discord.Object(id=user_id))
            kwargs: dict[str, Any] = {"view": view} if view is not None else {}
            await dm.send(text, **kwargs)
        except discord.HTTPException as exc:
            if isinstance(exc, discord.Forbidden) or exc.status == 400 or exc.code in DM_CLOSED_CODES:
                if known_closed:
                    return False
                await self.players.set_dm_closed(user_id, True)
                return None
            raise
        if known_closed:
            await self.players.set_dm_closed(user_id, False)
        return True

    async def retry_dms(self, user_id: int) -> bool:
        """DMs were closed: try again with the user's current private view in each active game
        (what they missed). True if they arrive (and DMs are known open again)."""
        async with self._dm_retry_locks[user_id]:
            if not await self.players.dm_closed(user_id):
                return True  # another retry got through meanwhile
            for record in await self.service.store.list_games(statuses=("active",), user_id=user_id):
                state = self.service.state_of(record)
                for seat in record.seats_of(user_id) if state is not None else []:
                    assert state is not None
                    if await self._send_private(record, state, user_id, seat) is not True:
                        return False
            return not await self.players.dm_closed(user_id)

    async def _post_dm_closed_notice(self, record: GameRecord, user_id: int) -> None:
        channel = self.bot.get_partial_messageable(record.channel_id)
        await channel.send(i18n.t("flow.dm_closed_notice", i18n.language(record.locale), who=f"<@{user_id}>"),
                           allowed_mentions=discord.AllowedMentions(
                               users=[discord.Object(id=user_id)], everyone=False, roles=False))

    async def _post_game_over(self, record: GameRecord, lang: str) -> None:
        channel = self.bot.get_partial_messageable(record.channel_id)
        names = await self.names(record)
        presenter = self.presenter(record)
        text = presenter.final_text(record.outcome or {}, names, lang) if hasattr(presenter, "final_text") \
            else self.default_final_text(record.outcome or {}, names, lang)
        for extra in self.game_over_extras:
            text += "\n\n" + await extra(record, lang)
        embed = discord.Embed(title=i18n.t("flow.game_over_title", lang), description=text[:4000],
                              colour=EMBED_COLOUR)
        await channel.send(embed=embed, allowed_mentions=discord.AllowedMentions.none())

    @staticmethod
    def default_final_text(outcome: dict[str, Any], names: list[str], lang: str) -> str:
        lines = []
        for place, group in enumerate(outcome.get("ranking", []), start=1):
            who = ", ".join(names[s] if s < len(names) else str(s) for s in group)
            lines.append(f"**{place}.** {who}")
        scores = outcome.get("scores") or {}
        if scores:
            lines.append("")
            for seat, score in scores.items():
                seat_i = int(seat)
                lines.append(f"{names[seat_i] if seat_i < len(names) else seat}: {score}")
        if outcome.get("reason"):
            lines.append("")
            lines.append(i18n.t(outcome["reason"], lang, **(outcome.get("reason_params") or {})))
        return "\n".join(lines)
