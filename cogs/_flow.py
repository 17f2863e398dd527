"""The action flow every game cog shares; its messages are cogs/_messages.py's and the delivery of
the outbox to Discord cogs/_delivery.py's (parts of `GameFlow`).

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
from collections import OrderedDict, defaultdict
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import aiohttp
import discord
from discord import app_commands

import i18n
from cogs._delivery import BatchSender, Delivery, NoticeSender
from cogs._discord_private import listening_views
from cogs._i18n import lang_of
from cogs._messages import Messages
from cogs._ui import build_view, preview_view
from engine import registry
from engine.core import Action, Event, GameState, RuleError
from engine.core.game import apply as apply_action
from engine.core.keys import action_key
from present import refusals
from service import delivery, kits, version_tokens
from service import outbox as ob
from service.claims import DeliveryClaims
from service.drafts import Drafts
from service.errors import GameNotActive, NoGameHere, NotAPlayer, Stale
from service.games import PlayerDirectory, seat_names
from service.logs import bind

if TYPE_CHECKING:
    from bot import AgoraBot
    from service import GameService
    from storage import GameTurns
    from storage.records import GameRecord

log = logging.getLogger("agora.flow")

# Refusals of a move out of turn (another player's button, a command when not awaited): the
# reply names whose move it is.
WHOSE_MOVE_KEYS = ("service.err.not_your_seat", "core.err.not_awaited")
# A user clicking old buttons of one version again within this time gets the text without the image.
STALE_REPEAT = timedelta(minutes=2)
STALE_SEEN_SIZE = 4096
ERROR_ANSWERED = "agora_error_answered"  # Interaction.extras key: an error reply was sent


def _walk_components(components: Sequence[Any]) -> list[Any]:
    """Leaf components of a message (inside action rows and containers)."""
    out: list[Any] = []
    for component in components:
        out.append(component)
        out.extend(_walk_components(getattr(component, "children", None) or []))
    return out


def error_key(exc: BaseException) -> tuple[str, dict[str, Any]] | None:
    """(catalog key, params) of a refusal from the engine or the service, else None."""
    key = getattr(exc, "key", None)
    if isinstance(key, str):
        return key, dict(getattr(exc, "params", {}) or {})
    return None


class GameFlow(Messages, Delivery):
    """The flow every game cog shares: replies and refusals, actions, previews (here), the messages
    (cogs/_messages.py) and their delivery (cogs/_delivery.py)."""

    def __init__(self, bot: AgoraBot) -> None:
        self.bot = bot
        self._delivery_locks: dict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._dm_retry_locks: dict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        # The platform's hooks (cogs/async_play.py; a game's own extras are its kit's,
        # service/kits.py): run before a game's public state is posted (the dashboard is created
        # once, above the first board: given the game as the delivery read it, if it did, and
        # giving back its turns and deadlines as the hook left them, if it knows), and extra text
        # appended to the game-over message (the end-of-game summary).
        self.before_public: list[Callable[[GameRecord, GameTurns | None],
                                          Awaitable[GameTurns | None]]] = []
        self.game_over_extras: list[Callable[[GameRecord, str], Awaitable[str]]] = []
        # Outbox kinds delivered as notices, before the board: the flow's own channel lines, and
        # other cogs' (cogs/async_play.py: reminders, deadline notices...).
        self.notice_senders: dict[str, NoticeSender] = {ob.LINE: self._send_line}
        # Outbox kinds other cogs sum up in one message per delivery (the moves the bot made).
        self.notice_batches: dict[str, BatchSender] = {}
        # (game, version, language, names) -> the board image being or already rendered.
        self._images: OrderedDict[tuple[Any, ...], asyncio.Future[bytes | None]] = OrderedDict()
        # (user, game, version) -> when that user last clicked an old button of that version.
        self._stale_seen: OrderedDict[tuple[int, int, int], datetime] = OrderedDict()
        kits.warm()  # the games' presenters and renderers imported at start-up, not mid-delivery
        self._worker: asyncio.Task[None] | None = None
        # One process at a time delivers a game when several share the database (service/claims.py).
        # The store is open by the time the flow is made (`AgoraBot.setup_hook`).
        assert bot.store is not None
        self.claims = DeliveryClaims(bot.store, lambda: self.service.clock())
        self._renewing: asyncio.Task[None] | None = None
        self._offline_pass: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        self.recovery = delivery.Recovery()  # when Discord fails: probes, and retrying everything
        self._stopping = False  # a clean stop: the worker ends after the game it is delivering
        self._probed = 0  # the oldest row of the game the last probe tried (they take turns)
        # Extra lines under a "your move" ping (the deadline of each pinged player; given the
        # turns and deadlines a `before_public` hook gave back, if one did).
        self.ping_notes: list[Callable[[GameRecord, list[int], str, GameTurns | None],
                                       Awaitable[list[str]]]] = []
        # Extra buttons on an active game's board (the "catch up" digest); the kit's pictures on
        # demand come after them.
        self.board_items: list[Callable[[GameRecord, str], list[discord.ui.Item[Any]]]] = []
        # The latest delivered change with public news, per game: the game version it is known
        # to be the latest at, its public events and when (the status message's "last" line,
        # without replaying the log). Another bot process may have delivered a later change:
        # on a shared database, it is read only at the version it was known at.
        self.last_public: dict[int, tuple[int, list[Event], datetime]] = {}

    @property
    def service(self) -> GameService:
        assert self.bot.service is not None
        return self.bot.service

    @property
    def drafts(self) -> Drafts:
        """Previews and order builders in progress, kept in the database (service/drafts.py)."""
        return Drafts(self.service.store, self.service.clock)

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
        lang = lang_of(interaction)
        if key in refusals.CORE_KEYS:  # a move's text from a command's option: the channel's game's words
            with contextlib.suppress(Exception):
                record = await self.service.store.get_game_by_channel(interaction.channel_id or 0)
                if record is not None:
                    params = refusals.refusal_words(record.game_id, key, params, lang)
        await self.reply(interaction, "⚠️ " + i18n.t(key, lang, **params))

    async def refuse_in_game(self, interaction: discord.Interaction, game_row: int | None, key: str,
                             params: dict[str, Any], seat: int | None = None) -> None:
        """A refusal about a game's action: its presenter words it (names, not ids) and may add
        buttons (a warning's "do it anyway"), bound to the game's current version."""
        record = None
        if game_row is not None:
            with contextlib.suppress(Exception):
                record = await self.service.store.get_game(game_row)
        if record is None:
            await self.refuse(interaction, key, **params)
            return
        lang = lang_of(interaction)
        try:
            presenter = self.presenter(record)
            names = await self.names(record)
            anyway = self.anyway(record, params)
            params = refusals.refusal_words(record.game_id, key, params, lang)  # verbs, values, usage
            text = presenter.refusal_text(key, params, lang, names)
            specs = presenter.refusal_buttons(key, params, lang, names, anyway)
        except Exception:  # wording only: never hide the refusal itself
            log.warning("could not word a refusal of game %s", game_row, exc_info=True)
            await self.refuse(interaction, key, **params)
            return
        view = None
        if specs:
            game = registry.get(record.game_id)
            keyed = []
            for spec in specs:
                spec_key = None
                if game.grammar.verbs:
                    with contextlib.suppress(Exception):  # a text the grammar does not read: as it is
                        spec_key = action_key(game, game.parse_action(spec.action_text))
                keyed.append(dataclasses.replace(spec, seat=seat if spec.seat is None else spec.seat,
                                                 key=spec.key or spec_key))
            view = build_view(record.id, version_tokens.version_token(record), keyed)
        kwargs: dict[str, Any] = {"view": view} if view is not None else {}
        await self.reply(interaction, "⚠️ " + text, **kwargs)

    @staticmethod
    def anyway(record: GameRecord, params: dict[str, Any]) -> Action | None:
        """The action a warning's `form` param names (its "do it anyway", the same action
        confirmed), read here from its text form: presenters get it typed (docs/contract.md)."""
        form = params.get("form")
        if not isinstance(form, str):
            return None
        try:
            return registry.get(record.game_id).parse_action(form)
        except RuleError:  # not one of the game's actions: no button
            return None

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        """The one error handler: refusals become clear ephemeral replies, bugs are logged.

        discord.py calls both the cog's handler and the tree's for one error: only the first
        answers (marked on the interaction), so a player reads one reply.
        """
        if interaction.extras.get(ERROR_ANSWERED):
            return
        interaction.extras[ERROR_ANSWERED] = True
        original = getattr(error, "original", None) or error.__cause__ or error
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
                log.error("unhandled error in a command", exc_info=original)
                await self.refuse(interaction, await self._internal_error_key(interaction))
        except (discord.HTTPException, TimeoutError, aiohttp.ClientError):
            log.warning("could not send the error reply", exc_info=True)

    async def _internal_error_key(self, interaction: discord.Interaction) -> str:
        """What a bug's reply may truthfully say: "nothing was changed" only if this interaction
        committed no move (a move it committed stands, and its board follows)."""
        try:
            committed = await self.service.store.find_action(interaction.id) is not None
        except Exception:
            return "flow.err.internal_unknown"
        return "flow.err.after_move" if committed else "flow.err.internal"

    @contextlib.asynccontextmanager
    async def component_errors(self, interaction: discord.Interaction) -> AsyncIterator[None]:
        """Around every button's work: what it raises is answered like a command's error (discord.py
        would only log it and leave the player on "thinking")."""
        try:
            yield
        except Exception as exc:
            wrapped = app_commands.AppCommandError(str(exc))
            wrapped.__cause__ = exc
            await self.on_app_command_error(interaction, wrapped)

    async def refuse_unknown_component(self, interaction: discord.Interaction) -> None:
        """A component no handler takes (a forged or outdated id): a clear refusal."""
        try:
            await self.refuse(interaction, "flow.err.unknown_component")
        except (discord.HTTPException, TimeoutError, aiohttp.ClientError):
            log.warning("could not answer an unknown component", exc_info=True)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Every component interaction gets an answer: those discord.py routes to no handler
        (unknown prefix, bad numbers, a wrong component type, an id absent from its message) are
        refused here. The rule mirrors discord.py's own routing of views and dynamic items."""
        if interaction.type is not discord.InteractionType.component or self._routed(interaction):
            return
        log.info("unrouted component %r from user %s", dict(interaction.data or {}).get("custom_id"),
                 interaction.user.id)
        await self.refuse_unknown_component(interaction)

    def _routed(self, interaction: discord.Interaction) -> bool:
        data: Any = interaction.data or {}
        custom_id, kind = data.get("custom_id"), data.get("component_type")
        if not isinstance(custom_id, str) or interaction.message is None:
            return False
        # A message whose own view the bot listens to (Civilization's step-by-step menus) is that
        # view's to answer: its items may already be swapped for the next ones by the time this
        # runs (the view's callback runs first), so the message, not the item, is looked up.
        listening = listening_views(self.bot)
        if interaction.message.id in listening or (kind, custom_id) in (listening.get(None) or {}):
            return True
        matched = any(cls.__discord_ui_compiled_template__.fullmatch(custom_id)
                      for cls in self.bot.dynamic_item_classes)
        if not matched:
            return False
        # discord.py calls an item only if the message carries a component of that type and id.
        return any(getattr(c, "custom_id", None) == custom_id and getattr(c.type, "value", None) == kind
                   for c in _walk_components(interaction.message.components))

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

    async def names(self, record: GameRecord, lang: str | None = None) -> list[str]:
        """Display names per seat (remembered from the players' own interactions), as presenters
        read them. With `lang`: as the platform's own texts name the seats to a reader of that
        language (dashboard, reminders, whose move, the log, robots' moves): a user holding
        several seats (two-player Antike) has each named by what the game calls it, "Alice (Rome)"
        / "Alice (Roma)" (`Presenter.seat_identity`), never by a seat number."""
        names = await seat_names(self.service, self.players, record)
        users = self.service.seat_users(record)
        if lang is None or len(set(users)) == len(users):
            return names
        plain = await seat_names(self.service, self.players, record, numbered=False)
        state = self.service.state_of(record)
        game = registry.get(record.game_id)
        view = {} if state is None else await asyncio.to_thread(game.public_view, state)
        presenter = self.presenter(record)
        out = []
        for seat, (user, name) in enumerate(zip(users, plain, strict=True)):
            if users.count(user) == 1:
                out.append(name)
                continue
            identity = presenter.seat_identity(view, seat, lang)
            if identity:
                out.append(i18n.t("flow.seat_identity", lang, name=name, identity=identity))
            else:  # a game with no name for its seats: "Alice (second seat)"
                out.append(i18n.t("flow.seat_nth", lang, name=name, n=users[:seat + 1].count(user)))
        return out

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
                  seat: int | None = None, version_token: str | None = None) -> None:
        """Apply one player action coming from a command or a button (`version_token`: a
        button's version, service/version_tokens.py)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.remember(interaction)
        try:
            if game_row is None:
                game_row = (await self.game_here(interaction)).id
            bind(game=game_row)
            result = await self.service.act(game_row, interaction.user.id, action_text,
                                            interaction_id=interaction.id,
                                            expected_version=expected_version, seat=seat,
                                            version_token=version_token)
        except Stale:
            assert game_row is not None
            await self.show_stale(interaction, game_row)
            return
        except Exception as exc:
            found = error_key(exc)
            if found is None:
                raise
            await self.refuse_action(interaction, game_row, seat, *found)
            return
        log.info("action accepted: seat %s, version %s", result.seat, result.version,
                 extra={"user": interaction.user.id})
        # Committed: whatever fails from here on, the move stands, and the player is told so.
        await self.confirm_move(interaction, result.record, result.seat, result.action_text, result.events)
        await self.deliver(result.record.id)

    async def confirm_move(self, interaction: discord.Interaction, record: GameRecord, seat: int,
                           action_text: str, events: Sequence[Event] = ()) -> None:
        """"✅ <the move>" (`done_text`) in place of the "thinking…" reply. Editing the original
        response is idempotent, so a failed attempt is simply made again; a move is never
        reported as lost."""
        lang = lang_of(interaction)
        try:
            names = await self.names(record)
            text = "✅ " + self.done_text(record, seat, action_text, events, names, lang)
        except Exception:
            log.exception("could not describe the committed move %r", action_text)
            text = "✅ " + i18n.t("flow.move_made", lang)
        for attempt in (1, 2):
            try:
                await interaction.edit_original_response(content=text)
                return
            except discord.HTTPException as exc:
                if exc.status < 500:  # the token expired or the reply is gone: nothing to retry
                    log.warning("could not confirm a committed move to user %s: %s", interaction.user.id, exc)
                    return
                failure: BaseException = exc
            except (TimeoutError, aiohttp.ClientError) as exc:
                failure = exc
            log.warning("confirming a committed move failed (attempt %d): %s", attempt, failure)

    def done_text(self, record: GameRecord, seat: int, action_text: str, events: Sequence[Event],
                  names: Sequence[str], lang: str) -> str:
        """The actor's acknowledgement: the presenter's words from the events the actor may
        see, else the action in words (`action_words`); never the action's raw text. The
        log's text form is read here: presenters get the typed action."""
        presenter = self.presenter(record)
        seen = [e for e in events if e.to is None or seat in e.to]
        done = presenter.done_text(registry.get(record.game_id).parse_action(action_text), lang, names, seen)
        if done is not None:
            return done
        return self.action_words(record, action_text, names, lang)

    def action_words(self, record: GameRecord, action_text: str, names: Sequence[str], lang: str,
                     events: Sequence[Event] = ()) -> str:
        """One action in words when its events are not worded: the presenter's `public_action`,
        else its `describe_logged` of the game's `describe_action` line. `events`: the action's public events,
        when at hand. Never the raw text, never its hidden part."""
        presenter = self.presenter(record)
        game = registry.get(record.game_id)
        action = game.parse_action(action_text)
        said = presenter.public_action(action, names, lang)
        if said is not None:
            return said
        key, params = game.describe_action(action)
        public = [e for e in events if e.to is None]
        return presenter.describe_logged(action, key, params, lang, names, public)

    async def refuse_action(self, interaction: discord.Interaction, game_row: int | None, seat: int | None,
                            key: str, params: dict[str, Any]) -> None:
        """A refused action. A move out of turn, or another player's button, says whose move
        it is (by name), not which seat the clicker is not; other refusals are worded by the
        game's presenter (`refuse_in_game`)."""
        record = await self.service.store.get_game(game_row) if game_row is not None else None
        if record is not None and key in WHOSE_MOVE_KEYS:
            lang = lang_of(interaction)
            names = await self.names(record, lang)
            state = self.service.state_of(record) if record.status == "active" else None
            awaited = [] if state is None else registry.get(record.game_id).awaiting(state)
            # A player holding several seats (two-player Antike) acted for the wrong one: her
            # own awaited seat is named as hers, never "it is Alice (Phoenicians)'s move".
            mine = record.seats_of(interaction.user.id)
            own = list(dict.fromkeys(d.seat for d in awaited if d.seat in mine))
            if own and state is not None:
                view = registry.get(record.game_id).public_view(state)
                presenter = self.presenter(record)
                seats = i18n.format_list([presenter.seat_identity(view, s, lang) or names[s] for s in own],
                                         lang)
                await self.refuse(interaction, "flow.err.your_other_seat", seats=seats)
                return
            who = list(dict.fromkeys(names[d.seat] for d in awaited if d.seat < len(names)))
            if who:
                await self.refuse(interaction, "flow.err.whose_move", names=i18n.format_list(who, lang),
                                  count=len(who))
                return
        await self.refuse_in_game(interaction, game_row, key, params, seat)

    async def preview(self, interaction: discord.Interaction, action_text: str, *,
                      game_row: int | None = None) -> None:
        """Check an order and show what it will do (applied on a copy), with Confirm / Cancel;
        nothing changes until Confirm (which plays it as of this version). Refusals name the
        first illegal step, as for any action. `game_row`: the game (an order built in a DM),
        else this channel's."""
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.remember(interaction)
        async with self.refusals(interaction):
            if game_row is None:
                game_row = (await self.game_here(interaction)).id
            record, state = await self.service.load(game_row)
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
                # The order's own result (the game may stop before its automatic phases).
                shown = game.preview_state(state, seat, game.parse_action(applied.action_text))
                after = game.player_view(applied.state if shown is None else shown, seat)
                return game.player_view(state, seat), after, applied.action_text

            try:
                before, after, text = await asyncio.to_thread(both)
            except Exception as exc:
                found = error_key(exc)
                if found is None:
                    raise
                await self.refuse_action(interaction, record.id, None, found[0], found[1])
                return
            names = await self.names(record)
            presenter = self.presenter(record)
            body = presenter.preview(before, after, seat, game.parse_action(text), names, lang)
            # Kept in the database (service/drafts.py): Confirm works after a restart, in any process.
            token = await self.drafts.keep_preview(record.id, record.version, interaction.user.id, seat, text)
            view = preview_view(record.id, token, i18n.t("flow.preview.confirm", lang),
                                i18n.t("flow.preview.cancel", lang))
            text = (body + "\n" + i18n.t("flow.preview.hint", lang))[:2000]
            await self.reply(interaction, text, view=view)

    async def confirm_preview(self, interaction: discord.Interaction, game_row: int | None, token: str,
                              yes: bool) -> None:
        """Confirm (or cancel) the clicker's own preview: another user's click finds none."""
        user = interaction.user.id
        found = None if game_row is None else await self.drafts.take_preview(game_row, user, token)
        lang = lang_of(interaction)
        if found is None or game_row is None:
            await self.reply(interaction, i18n.t("flow.preview.expired", lang))
            return
        if not yes:
            await self.reply(interaction, i18n.t("flow.preview.cancelled", lang))
            return
        await self.act(interaction, found.text, game_row=game_row, expected_version=found.version,
                       seat=found.seat)

    async def show_stale(self, interaction: discord.Interaction, game_row: int) -> None:
        """An old button: say so, show the current state, change nothing.

        The board image of a version is rendered once and shared (a click storm on an old button
        renders nothing more); the same user clicking again soon gets the text without it.
        """
        lang = lang_of(interaction)
        record, state = await self.service.load(game_row)
        now = self.service.clock()
        seen = (interaction.user.id, record.id, record.version)
        again = seen in self._stale_seen and now - self._stale_seen[seen] < STALE_REPEAT
        self._stale_seen[seen] = now
        self._stale_seen.move_to_end(seen)
        while len(self._stale_seen) > STALE_SEEN_SIZE:
            self._stale_seen.popitem(last=False)
        embed, file = await self.public_embed(record, state, lang, cached=True, image=not again)
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

    async def show_picture(self, interaction: discord.Interaction, game_row: int, name: str) -> None:
        """One of the game's pictures on demand (its kit's `on_demand`: public information),
        ephemerally, with its words."""
        lang = lang_of(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.remember(interaction)
        async with self.refusals(interaction):
            record, state = await self.service.load(game_row)
            kit = kits.kit_for(record.game_id)
            picture = kit.on_demand_named(name)
            if state is None or picture is None:
                raise GameNotActive.for_status(record.status)
            names = await self.names(record)
            text, images = await asyncio.to_thread(
                lambda: picture.show(kit.game.public_view(state), names, lang))
            files = [discord.File(io.BytesIO(data), filename=filename) for filename, data in images]
            await self.reply(interaction, text[:2000], files=files)
