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
import functools
import io
import logging
import re
from collections import OrderedDict, defaultdict
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import aiohttp
import discord
from discord import app_commands

import i18n
from cogs._discord_private import listening_views
from cogs._i18n import lang_of
from cogs._ui import build_view, preview_view
from engine import registry
from engine.core import Decision, Event, GameState
from engine.core.choices import expand
from engine.core.game import apply as apply_action
from engine.core.keys import action_key
from present import refusals
from present.base import Presenter, presenter_for
from service import delivery
from service import outbox as ob
from service.claims import DeliveryClaims
from service.drafts import Drafts
from service.errors import GameNotActive, GameQuarantined, NoGameHere, NotAPlayer, Stale
from service.games import PlayerDirectory, seat_names
from service.logs import bind
from service.metrics import failure_kind
from storage import OutboxItem

if TYPE_CHECKING:
    from bot import AgoraBot
    from service import GameService
    from storage.records import GameRecord, OutboxRecord

log = logging.getLogger("agora.flow")

EMBED_COLOUR = discord.Colour.from_rgb(176, 132, 62)
# A decision with more answers than this gets no button per answer (commands list them).
MAX_EXPANDED = 500
# Refusals of a move out of turn (another player's button, a command when not awaited): the
# reply names whose move it is.
WHOSE_MOVE_KEYS = ("service.err.not_your_seat", "core.err.not_awaited")
# Part names of the messages a row causes (service/delivery.py); with the row id they make the
# message nonce, so they stay short.
BOARD, DM, DM_CLOSED, GAME_OVER_PART, CHANNEL_LOST_PART = "b", "d", "n", "g", "x"
CHANNEL_LOST = "channel_lost"  # games.settings key: why the game's channel refuses the bot
DELIVERY_CONCURRENCY = 4  # games delivered at once by the worker (their images render meanwhile)
DELIVERY_PAGE = 200  # games read per page of the worker's pass
DELIVERY_ROWS = 500  # one game's pending rows read per round of its delivery
HISTORY_LOOKUP = 100  # newest messages of a channel searched for one sent before a crash
EVER = timedelta(days=36500)  # "whenever its retry falls due": any waiting row
DONE, MORE, FAILED = "done", "more", "failed"  # how one round of a game's delivery ended
IMAGE_CACHE_SIZE = 32  # board images kept (a few hundred KiB each)
# A user clicking old buttons of one version again within this time gets the text without the image.
STALE_REPEAT = timedelta(minutes=2)
STALE_SEEN_SIZE = 4096
ERROR_ANSWERED = "agora_error_answered"  # Interaction.extras key: an error reply was sent
# Outbox kinds that tell of no change of the game (a `line` goes with its change's own rows).
UNCHANGING_KINDS = frozenset({ob.REMINDERS, ob.LINE, ob.UNDO_PROMPT})


def mentions(users: Sequence[int]) -> discord.AllowedMentions:
    """Mentions that ping these users only (never everyone, never a role)."""
    return discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(id=u) for u in users])


class DmClosed(Exception):
    """A user does not accept DMs from the bot (a permanent answer)."""


# `send(part, channel, *, dm=False, **message)`: how a notice sender posts one part of its row.
SendPart = Callable[..., Awaitable["discord.Message | None"]]
NoticeSender = Callable[["GameRecord", "OutboxRecord", SendPart], Awaitable[None]]
# Rows whose messages are summed up in one per delivery (each row once, in order), sent as parts of
# the oldest of them; `BATCHED` marks every row the message covered.
BatchSender = Callable[["GameRecord", "list[OutboxRecord]", SendPart], Awaitable[None]]
BATCHED = "B"


@dataclass
class _Pass:
    """One attempt at delivering one game's pending rows."""

    record: GameRecord
    state: GameState | None
    lang: str
    rows: list[OutboxRecord]
    lost: str | None = None  # the game's channel refused the bot for good: why
    channel_ok: bool = False  # something reached the channel
    dm_done: set[tuple[int, int]] = field(default_factory=set)
    told_closed: set[int] = field(default_factory=set)


def _walk_components(components: Sequence[Any]) -> list[Any]:
    """Leaf components of a message (inside action rows and containers)."""
    out: list[Any] = []
    for component in components:
        out.append(component)
        out.extend(_walk_components(getattr(component, "children", None) or []))
    return out


_DISCORD_TIME = re.compile(r"<t:-?\d+(?::[tTdDfFR])?>")


def _fingerprint(content: str | None, embed: discord.Embed | None) -> tuple[str, str, str, str]:
    """What identifies one of our messages when looking for it in a channel's history. Discord
    timestamps are left out: a deadline shown in it moves when a restart extends it by the outage,
    and the message is still the one sent before."""
    def plain(text: str | None) -> str:
        return _DISCORD_TIME.sub("<t>", text or "")

    if embed is None:
        return (plain(content), "", "", "")
    return (plain(content), plain(embed.title), plain(embed.description), plain(embed.footer.text))


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
        self._dm_retry_locks: dict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        # Hooks of other cogs (cogs/async_play.py): run before a game's public state is posted
        # (the dashboard is created once, above the first board), and extra text appended to
        # the game-over message (the end-of-game statistics).
        self.before_public: list[Callable[[GameRecord], Awaitable[None]]] = []
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
        self._worker: asyncio.Task[None] | None = None
        # One process at a time delivers a game when several share the database (service/claims.py).
        # Why the ignore below: The store is open by the time the flow is made (setup_hook); typed Optional on
        # the bot.
        self.claims = DeliveryClaims(bot.store, lambda: self.service.clock())  # type: ignore[arg-type]
        self._renewing: asyncio.Task[None] | None = None
        self._offline_pass: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        self.recovery = delivery.Recovery()  # when Discord fails: probes, and retrying everything
        self._stopping = False  # a clean stop: the worker ends after the game it is delivering
        self._probed = 0  # the oldest row of the game the last probe tried (they take turns)
        # Extra lines under a "your move" ping (the deadline of each pinged player).
        self.ping_notes: list[Callable[[GameRecord, list[int], str], Awaitable[list[str]]]] = []
        # Extra buttons on an active game's board (the "catch up" digest).
        self.board_items: list[Callable[[GameRecord, str], list[discord.ui.Item[Any]]]] = []
        # The latest delivered change with public news, per game: its public events and when
        # (the status message's "last" line, without replaying the log).
        self.last_public: dict[int, tuple[list[Event], datetime]] = {}

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
            params = refusals.refusal_words(record.game_id, key, params, lang)  # verbs, values, usage
            text = presenter.refusal_text(key, params, lang, names)
            specs = presenter.refusal_buttons(key, params, lang, names)
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
            view = build_view(record.id, record.version, keyed)
        kwargs: dict[str, Any] = {"view": view} if view is not None else {}
        await self.reply(interaction, "⚠️ " + text, **kwargs)

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
        view = registry.get(record.game_id).public_view(state) if state is not None else {}
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
                  seat: int | None = None) -> None:
        """Apply one player action coming from a command or a button."""
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
        see, else the action in words (`action_words`); never the action's raw text."""
        presenter = self.presenter(record)
        seen = [e for e in events if e.to is None or seat in e.to]
        action = presenter.parse(action_text)
        done = presenter.done_text(action, lang, names, seen) if action is not None else None
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
        return presenter.describe_logged(key, params, lang, names, [e for e in events if e.to is None])

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

    # ------------------------------------------------------------------ messages
    def presenter(self, record: GameRecord) -> Presenter:
        return presenter_for(record.game_id)

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
        if not image:
            return embed, None
        # A presenter that draws the change's events (recent moves) says so: its image depends on
        # them too.
        reads_events = getattr(presenter, "render_reads_events", False)
        drawn = {"events": list(events)} if reads_events else {}
        render = functools.partial(presenter.render, view, names, lang, **drawn)
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
                          names: Sequence[str] = ()) -> list[Any]:
        """Buttons of the decisions that are `private` (None: of all given decisions)."""
        game = registry.get(record.game_id)
        presenter = self.presenter(record)
        specs: list[Any] = []
        public_view: dict[str, Any] | None = None
        for decision in decisions:
            if (private is not None and decision.private != private) or \
                    (seat is not None and decision.seat != seat):
                continue
            verbs = presenter.button_verbs(decision) or decision.verbs or game.grammar.verbs
            legal = expand(game, state, decision.seat, verbs, MAX_EXPANDED)[0]
            keys = {a.to_text(): action_key(game, a) for a in legal}
            extra: dict[str, Any] = {}
            if presenter.buttons_read_view:
                # Buttons in the channel read only the public view; a DM's, the seat's own.
                if private is False:
                    public_view = public_view if public_view is not None else game.public_view(state)
                    extra["view"] = public_view
                else:
                    extra["view"] = game.player_view(state, decision.seat)
                extra["names"] = names
            specs.extend(dataclasses.replace(spec, seat=decision.seat, key=keys.get(spec.action_text))
                         for spec in presenter.buttons(decision, legal, lang, **extra))
        return specs

    async def private_message(self, record: GameRecord, state: GameState, seat: int, lang: str,
                              events: Sequence[Event] = ()) -> tuple[str, discord.ui.View | None]:
        game = registry.get(record.game_id)
        presenter = self.presenter(record)
        names = await self.names(record)
        who = await self.names(record, lang)
        header = i18n.t("flow.private_header", lang, game=i18n.t(f"{record.game_id}.name", lang),
                        channel=f"<#{record.channel_id}>", seat=who[seat] if seat < len(who) else "?")
        # The seat's own events, and the public ones that hit it (a lost war, a plunder).
        mine = [e for e in events if (e.to is not None and seat in e.to)
                or (e.to is None and seat in presenter.concerned_seats([e]))]
        text = header + "\n" + presenter.private_text(game.player_view(state, seat), lang, mine, names)
        decisions = [d for d in game.awaiting(state) if d.seat == seat]
        if decisions:
            text += "\n" + presenter.awaiting_line(names, decisions, lang)
        prompted = [d for d in decisions if presenter.dm_prompt(d)]
        specs = self._decision_buttons(record, state, prompted, lang, private=None, seat=seat, names=names)
        view = build_view(record.id, record.version, specs) if specs else None
        return text[:2000], view

    # ------------------------------------------------------------------ delivery
    # Rules: service/delivery.py. Every Discord message an outbox row causes is one named *part*
    # of it, sent with a nonce and recorded once Discord confirms it; a retry sends only the rest.

    def start_worker(self) -> asyncio.Task[None]:
        """The background delivery: everything pending at start-up, then every retry as it falls
        due, oldest first. Interactions never wait for it (they deliver their own game at once).

        Offline (the driver's fake clock), there is no long-lived worker: each kick runs passes in
        a task that ends when nothing is due, so the driver's `settle` waits for exactly that work.
        """
        if self._worker is None or self._worker.done():
            self._worker = asyncio.get_running_loop().create_task(self._work(), name="agora-outbox-worker")
        if self.claims.shared and not self.bot.offline and self._renewing is None:
            self._renewing = asyncio.get_running_loop().create_task(self.claims.renew_forever(),
                                                                    name="agora-lease-renewal")
        return self._worker

    def stop_worker(self) -> None:
        for task in (self._worker, self._offline_pass, self._renewing):
            if task is not None:
                task.cancel()
        self._worker = self._offline_pass = self._renewing = None

    async def finish_worker(self, seconds: float) -> bool:
        """A clean stop: no further game is started; the deliveries under way end (within
        `seconds`, else they are cancelled: a message half sent is sent again, once, by the next
        start). True when they ended on their own."""
        self._stopping = True
        self._wake.set()
        running = [t for t in (self._worker, self._offline_pass) if t is not None and not t.done()]
        finished = True
        if running:
            _, late = await asyncio.wait(running, timeout=max(0.0, seconds))
            finished = not late
        self.stop_worker()
        return finished

    def delivery_lock(self, game_row: int) -> asyncio.Lock:
        """Held while a game's rows are delivered: a cog holds it to add several changes that
        should go out together (the moves of the autoplay seats and their summary)."""
        return self._delivery_locks[game_row]

    def kick(self) -> None:
        """Look for due rows now (the scheduler's poll, a reconnect, Discord answering again)."""
        if not self.bot.offline:
            self._wake.set()
        elif self._offline_pass is None or self._offline_pass.done():
            loop = asyncio.get_running_loop()
            self._offline_pass = loop.create_task(self._passes(), name="agora-outbox-pass")
        else:
            self._wake.set()  # the running pass goes round once more

    async def _passes(self) -> None:
        """Delivery passes until a pass ends with no new kick."""
        await self.bot.wait_until_ready()
        while not self._stopping:
            self._wake.clear()
            try:
                await self.deliver_all()
            except Exception:  # a broken database read must not end delivery for good
                log.exception("a delivery pass failed")
            if not self._wake.is_set():
                return

    async def _work(self) -> None:
        await self.bot.wait_until_ready()
        try:  # a start is a fresh chance for rows that were waiting after failures
            await self.service.store.retry_outbox_now()
        except Exception:
            log.exception("could not make the waiting outbox rows due")
        if self.bot.offline:
            self.kick()
            return
        while not self.bot.is_closed() and not self._stopping:
            await self._passes()
            delay = await self._seconds_to_next_retry()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(delay):
                    await self._wake.wait()

    async def _seconds_to_next_retry(self) -> float:
        """How long the worker sleeps: until the next retry or probe falls due, at most a minute."""
        now = self.service.clock()
        probe = self.recovery.seconds_to_probe(now)
        wait = 60.0 if probe is None else min(60.0, probe)
        try:
            due = await self.service.store.next_outbox_retry()
        except Exception:
            return wait
        if due is not None:
            wait = min(wait, (due - now).total_seconds())
        # A game another process was delivering: look again once its lease may have expired.
        return max(0.5, min(wait, self.claims.retry_after() or wait))

    async def deliver_all(self) -> int:
        """Deliver every game that has a row due now, oldest first, a few games at a time, until
        none is left (no cap: a start-up backlog of any size). Returns the games delivered."""
        await self.bot.wait_until_ready()
        self.claims.blocked = False
        delivered = 0
        after = 0
        limit = asyncio.Semaphore(DELIVERY_CONCURRENCY)
        if self.recovery.probe_due(self.service.clock()):
            # Deliveries fail: is Discord back? A waiting game is tried whatever its backoff (each
            # in turn, oldest first: one whose channel alone fails does not hide the others); its
            # success makes every waiting row due (`_answered_again`).
            store, later = self.service.store, self.service.clock() + EVER
            probe = await store.due_outbox_games(now=later, after_id=self._probed, limit=1) \
                or await store.due_outbox_games(now=later, limit=1)
            self.recovery.probed(self.service.clock(), anything_waiting=bool(probe))
            if probe:
                self._probed = probe[0][1]
                delivered += await self.deliver(probe[0][0])

        async def one(game_row: int) -> bool:
            async with limit:
                return await self.deliver(game_row)

        while not self._stopping:
            page = await self.service.store.due_outbox_games(now=self.service.clock(), after_id=after,
                                                             limit=DELIVERY_PAGE)
            if not page:
                return delivered
            after = page[-1][1]
            results = await asyncio.gather(*(one(game_row) for game_row, _ in page))
            delivered += sum(results)
        return delivered

    async def post_line(self, game_row: int, text: str, users: Sequence[int] = ()) -> None:
        """A line in the game's channel (worded in its language by the caller), mentioning
        `users`, through the outbox: stored, then delivered with the game's other pending rows,
        before its board. A Discord error only delays it (retried like every row)."""
        await self.service.store.add_outbox(game_row, [OutboxItem(ob.LINE, {"text": text[:2000],
                                                                          "user_ids": list(users)})])
        await self.deliver(game_row)

    async def _send_line(self, record: GameRecord, row: OutboxRecord, send: SendPart) -> None:
        text = row.payload.get("text")
        if not isinstance(text, str) or not text:
            return
        users = [u for u in row.payload.get("user_ids") or [] if type(u) is int]
        await send("m", self.bot.get_partial_messageable(record.channel_id), content=text[:2000],
                   allowed_mentions=mentions(users))

    async def deliver(self, game_row: int) -> bool:
        """Send this game's pending side effects, in order, coalescing superseded ones.

        Never raises: a failure is logged and recorded on the game's rows, to be retried later, so
        it cannot stop another game, the scheduler, or the interaction that called it. True when
        nothing is left pending.
        """
        bind(game=game_row)
        try:
            async with self._delivery_locks[game_row]:
                while True:
                    if not await self.claims.take(game_row):
                        return False  # another bot process delivers this game now (service/claims.py)
                    try:
                        while True:  # a game with more pending rows than one read takes several rounds
                            outcome = await self._deliver_pending(game_row)
                            if outcome != MORE:
                                break
                    finally:
                        again = await self.claims.give_back(game_row)
                    if outcome == FAILED or not again:
                        return outcome == DONE
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("delivery for game %s failed outside its rows' handling", game_row)
            return False

    async def _deliver_pending(self, game_row: int) -> str:
        """One round: DONE, MORE (rows beyond this read remain), or FAILED (retried later)."""
        store = self.service.store
        read = await store.pending_outbox(DELIVERY_ROWS, game=game_row)
        rows = await self._readable(read)
        more = MORE if len(read) == DELIVERY_ROWS else DONE
        if not rows:
            return more
        record = await store.get_game(game_row)
        if record is None:
            await store.finish_outbox([r.id for r in rows], error="not delivered: the game no longer exists")
            return more
        state: GameState | None = None
        if record.quarantined is None:
            try:
                record, state = await self.service.load(game_row)
            except GameQuarantined:  # found damaged just now: its notice was added to the outbox
                record = await store.get_game(game_row)
                assert record is not None
                rows = await self._readable(await store.pending_outbox(DELIVERY_ROWS, game=game_row))
        if record.quarantined is not None:
            # Only the notice goes out: the rest would show data that failed its check.
            held = [r.id for r in rows if r.kind != ob.QUARANTINE]
            await store.finish_outbox(held, error="not delivered: the game is quarantined")
            rows = [r for r in rows if r.kind == ob.QUARANTINE]
        if not rows:
            return more
        log.info("delivering %d outbox rows (%s)", len(rows), ", ".join(sorted({r.kind for r in rows})))
        self._remember_public(record, rows)
        await self.players.prefetch(self.service.seat_users(record))  # one query for all seats
        await store.start_outbox_attempt([r.id for r in rows if r.tried_at is None], now=self.service.clock())
        run = _Pass(record, state, i18n.language(record.locale), rows)
        try:
            await self._deliver_rows(run)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            await self._failed(run, exc)
            return FAILED
        if run.lost is not None:
            await self._channel_lost(run)
            # The rows whose messages went to the lost channel say why they were given up.
            unsent = [r.id for r in rows if r.kind not in (ob.PRIVATE_VIEW, ob.LOBBY, ob.STATUS, ob.VOTE)]
            await store.finish_outbox(unsent, error=f"given up: the channel refuses the bot ({run.lost})",
                                      now=self.service.clock())
        await store.finish_outbox([r.id for r in rows], now=self.service.clock())
        if run.channel_ok and record.settings.get(CHANNEL_LOST):
            await store.set_game_setting(record.id, CHANNEL_LOST, None)
        # Other cogs (dashboard, reminders) react to every delivered change of a game; reminders
        # change nothing in it (the dashboard is not touched for them, as before they were rows).
        if any(r.kind not in UNCHANGING_KINDS for r in rows):
            self.bot.dispatch("agora_game_changed", game_row)
        return more

    async def _readable(self, rows: list[OutboxRecord]) -> list[OutboxRecord]:
        """The rows that can be delivered; an unreadable one is closed and reported, never retried
        (it would fail the same way forever) and never allowed to hold up the others."""
        known = {*ob.KINDS, *self.notice_senders, *self.notice_batches}
        bad = [r for r in rows if r.invalid is not None or r.kind not in known]
        for row in bad:
            why = row.invalid or f"unknown kind {row.kind!r}"
            log.error("outbox row %s of game %s cannot be delivered: %s", row.id, row.game, why)
        if bad:
            await self.service.store.finish_outbox([r.id for r in bad], error="invalid row: " + (
                bad[0].invalid or f"unknown kind {bad[0].kind!r}"))
        return [r for r in rows if r not in bad]

    async def _deliver_rows(self, run: _Pass) -> None:
        record, state, lang, rows = run.record, run.state, run.lang, run.rows
        channel = self.bot.get_partial_messageable(record.channel_id)
        for row in rows:  # notices first: a "deadline passed" comes before the move it caused
            sender = self.notice_senders.get(row.kind) if row.kind != ob.QUARANTINE else self._send_quarantine
            if sender is not None:
                await sender(record, row, functools.partial(self._send, run, row))
        groups: dict[BatchSender, list[OutboxRecord]] = {}
        for row in rows:
            if row.kind in self.notice_batches and BATCHED not in row.sent:
                groups.setdefault(self.notice_batches[row.kind], []).append(row)
        for batch_sender, batched in groups.items():
            # The oldest row carries the message (its nonce stays the same on a retry), and every
            # row it covers is marked, so none is summed up twice.
            await batch_sender(record, batched, functools.partial(self._send, run, batched[0]))
            for row in batched:
                row.sent[BATCHED] = 0
                await self.service.store.mark_outbox_part(row.id, BATCHED, 0)
        board_rows = [r for r in rows if r.kind in (ob.PUBLIC_STATE, ob.PING)]
        # The engine events of every change delivered now, in order (see service/outbox.py).
        events = [Event.model_validate(e) for r in rows if r.kind == ob.PUBLIC_STATE
                  for e in r.payload.get("events", [])]
        if board_rows:
            anchor = board_rows[-1]  # the newest change: the board shows the state after it
            if BOARD not in anchor.sent:
                try:
                    for hook in self.before_public:
                        await hook(record)
                except discord.HTTPException as exc:
                    self._refused(run, exc, dm=False)
            names = await self.names(record)
            for row in board_rows:
                if row.kind != ob.PUBLIC_STATE:
                    continue
                public = [Event.model_validate(e) for e in row.payload.get("events", [])]
                public = [e for e in public if e.to is None]
                lines = self.presenter(record).log_lines(public, names, lang)
                for index, chunk in enumerate(_chunks("\n".join(lines), 1900)):
                    await self._send(run, row, f"l{index}", channel, content=chunk,
                                     allowed_mentions=discord.AllowedMentions.none(), silent=True)
            if BOARD not in anchor.sent and run.lost is None:
                ping = any(r.kind == ob.PING for r in board_rows)
                kwargs = await self._board(record, state, lang, ping=ping, events=events)
                await self._send(run, anchor, BOARD, channel, **kwargs)
            if anchor.sent.get(BOARD):  # sent now or by an earlier attempt: it is the latest board
                await self._retire_previous_board(record, anchor.sent[BOARD])
        # Each player's DM once, from the newest row that asks for it (its content is current).
        anchors: dict[tuple[int, int], OutboxRecord] = {}
        for row in rows:
            if row.kind == ob.PRIVATE_VIEW:
                anchors[(int(row.payload["user_id"]), int(row.payload["seat"]))] = row
        # Seats played by the robot get no DMs (issue 17.5) — no view, no prompt after a ping, no
        # news of a public event that hit them: the robot answers, and its player is sent the
        # view again when autoplay ends (`send_view`).
        robots = {s.seat for s in record.seats if s.autoplay}
        for row in rows:
            if row.kind == ob.PRIVATE_VIEW and state is not None:
                target = (int(row.payload["user_id"]), int(row.payload["seat"]))
                if anchors.get(target) is not row or target in run.dm_done or target[1] in robots \
                        or not self._worth_a_dm(record, state, row.payload):
                    continue
                run.dm_done.add(target)
                reached = await self._send_private(run, row, DM, record, state, *target, events=events)
                # Say so in the channel when DMs fail for the first time, and at the start of
                # every game for someone known to have them closed.
                at_start = int(row.payload.get("version", 0)) == 1
                if reached is not True and target[0] not in run.told_closed and (reached is None or at_start):
                    run.told_closed.add(target[0])
                    notice = self._dm_closed_notice(record, target[0])
                    await self._send(run, row, DM_CLOSED, channel, **notice)
            elif row.kind == ob.PING and state is not None:
                for user, seat in self._public_dm_prompts(record, state, row.payload):
                    if (user, seat) not in run.dm_done and seat not in robots:
                        run.dm_done.add((user, seat))
                        await self._send_private(run, row, f"p{seat}", record, state, user, seat,
                                                 events=events)
            elif row.kind == ob.GAME_OVER:
                await self._send(run, row, GAME_OVER_PART, channel, **await self._game_over(record, lang))
        news = [r for r in rows if r.kind == ob.PUBLIC_STATE]
        if state is not None and events and news:
            # Public events that hit a player are told to them by DM too (parts of the newest change).
            hit = self.presenter(record).concerned_seats([e for e in events if e.to is None])
            for seat in sorted(hit):
                hit_user = record.user_of(seat)
                if hit_user is not None and (hit_user, seat) not in run.dm_done and seat not in robots:
                    run.dm_done.add((hit_user, seat))
                    await self._send_private(run, news[-1], f"c{seat}", record, state, hit_user, seat,
                                             events=events)

    async def _send(self, run: _Pass, row: OutboxRecord, part: str, channel: discord.abc.Messageable, *,
                    dm: bool = False, **kwargs: Any) -> discord.Message | None:
        """Send one part of a row, unless it is known to be sent; record it once Discord confirms.

        None when not sent now (already sent, or the game's channel is lost). A permanent refusal
        of the channel marks the pass (`run.lost`); of a DM, raises DmClosed; anything else that
        fails propagates, and the whole game's delivery is retried later.
        """
        if part in row.sent or (not dm and run.lost is not None):
            return None
        try:
            earlier = await self._sent_before(row, channel, kwargs)
            if earlier is not None:
                message = earlier
            else:
                async with asyncio.timeout(delivery.SEND_TIMEOUT_SECONDS):
                    message = await channel.send(nonce=delivery.nonce(row.id, part), **kwargs)
        except discord.HTTPException as exc:
            self._refused(run, exc, dm=dm)
            if dm:
                raise DmClosed() from exc
            if run.lost is None:  # this one message is refused (a bug): never retry it
                log.error("Discord refused part %s of outbox row %s (game %s): %s",
                          part, row.id, row.game, exc)
                row.sent[part] = 0
                await self.service.store.mark_outbox_part(row.id, part, 0)
            return None
        row.sent[part] = message.id
        await self.service.store.mark_outbox_part(row.id, part, message.id)
        if not dm:
            run.channel_ok = True
        await self._answered_again()
        return message

    def _refused(self, run: _Pass, exc: discord.HTTPException, *, dm: bool) -> None:
        """Note a permanent refusal on the pass, or re-raise a failure that may pass."""
        refusal = delivery.classify(exc.status, exc.code, dm=dm)
        if refusal is None:
            raise exc
        self._count_failure({"channel": "channel_lost", "dm": "dm_closed"}.get(refusal.target, "refused"))
        if refusal.target == "channel" and run.lost is None:
            run.lost = refusal.reason

    async def _sent_before(self, row: OutboxRecord, channel: discord.abc.Messageable,
                           kwargs: dict[str, Any]) -> discord.Message | None:
        """After the nonce window: the message, if an earlier attempt did create it.

        Only rows tried before can have one; within `NONCE_TRUSTED` of that the nonce answers.
        """
        if row.tried_at is None or self.service.clock() - row.tried_at < delivery.NONCE_TRUSTED:
            return None
        wanted = _fingerprint(kwargs.get("content"), kwargs.get("embed"))
        after = discord.utils.time_snowflake(row.tried_at - timedelta(seconds=5))
        return await self.find_own(channel, after, lambda message: _fingerprint(
            message.content, message.embeds[0] if message.embeds else None) == wanted)

    async def find_own(self, channel: discord.abc.Messageable, after: int,
                       matches: Callable[[discord.Message], bool]) -> discord.Message | None:
        """The bot's own message in `channel` newer than message (or snowflake) `after` that
        `matches`, among the newest `HISTORY_LOOKUP` messages: what an attempt the bot cannot
        remember (a crash before recording it) created, looked for before posting it again when
        the message nonce may have expired (service/delivery.py)."""
        me = self.bot.user.id if self.bot.user else None
        async with asyncio.timeout(delivery.SEND_TIMEOUT_SECONDS):
            async for message in channel.history(limit=HISTORY_LOOKUP):
                if message.id <= after:
                    break
                if message.author.id == me and matches(message):
                    return message
        return None

    def _count_failure(self, kind: str) -> None:
        metrics = getattr(self.bot, "metrics", None)  # service/metrics.py
        if metrics is not None:
            metrics.delivery_failures.labels(kind).inc()

    async def _failed(self, run: _Pass, exc: BaseException) -> None:
        """A failure that may pass: every row of the game waits and is tried again, with backoff."""
        self._count_failure(failure_kind(exc))
        now = self.service.clock()
        attempts = 1 + max((r.attempts for r in run.rows), default=0)
        retry_at = now + delivery.backoff(attempts)
        text = f"{type(exc).__name__}: {exc}"[:500]
        if isinstance(exc, (discord.HTTPException, TimeoutError, OSError, aiohttp.ClientError)):
            log.warning("delivery for game %s failed (attempt %d, next at %s): %s",
                        run.record.id, attempts, retry_at.isoformat(), text)
        else:
            log.error("delivery for game %s failed (attempt %d): a bug, retried at %s",
                      run.record.id, attempts, retry_at.isoformat(), exc_info=exc)
        self.recovery.failed(now)
        try:
            await self.service.store.defer_outbox([r.id for r in run.rows], text, retry_at)
        except Exception:
            log.exception("could not record the failed delivery of game %s", run.record.id)

    async def _answered_again(self) -> None:
        """The first success after failures: Discord is back, so every waiting row is due now.

        At most once a minute: with Discord failing every third call, each success would
        otherwise restart every retry at once, in a loop.
        """
        if not self.recovery.answered(self.service.clock()):
            return
        await self.service.store.retry_outbox_now()
        self.kick()

    async def _channel_lost(self, run: _Pass) -> None:
        """The game's channel refuses the bot for good: tell the creator by DM, once per reason."""
        record, reason = run.record, run.lost
        log.warning("game %s: giving up posting in channel %s: %s", record.id, record.channel_id, reason)
        if record.settings.get(CHANNEL_LOST) == reason:
            return
        await self.service.store.set_game_setting(record.id, CHANNEL_LOST, reason)
        lang = i18n.language(await self.players.locale(record.creator_id) or record.locale)
        text = i18n.t("flow.channel_lost", lang, channel=f"<#{record.channel_id}>", id=record.id,
                      game=i18n.t(f"{record.game_id}.name", lang), reason=i18n.t(f"flow.lost.{reason}", lang))
        try:
            dm = await self.bot.create_dm(discord.Object(id=record.creator_id))
            await self._send(run, run.rows[-1], CHANNEL_LOST_PART, dm, dm=True, content=text)
        except (DmClosed, discord.HTTPException):
            log.error("game %s lost its channel (%s) and its creator takes no DMs", record.id, reason)

    async def _send_quarantine(self, record: GameRecord, row: OutboxRecord, send: SendPart) -> None:
        """A game stopped by a failed check: say so in its channel and to the bot's admins."""
        reason = str(row.payload.get("reason", ""))[:300]
        lang = i18n.language(record.locale)
        channel = self.bot.get_partial_messageable(record.channel_id)
        await send("m", channel, content=i18n.t("flow.quarantined", lang, id=record.id, reason=reason),
                   allowed_mentions=discord.AllowedMentions.none())
        for index, admin in enumerate(await self.bot.admin_ids()):
            try:
                dm = await self.bot.create_dm(discord.Object(id=admin))
                admin_lang = i18n.language(await self.players.locale(admin))
                text = i18n.t("flow.quarantined_admin", admin_lang, id=record.id, reason=reason,
                              channel=f"<#{record.channel_id}>")
                await send(f"a{index}", dm, dm=True, content=text)
            except (DmClosed, discord.HTTPException):
                log.error("game %s is quarantined (%s); admin %s could not be told", record.id, reason, admin)

    def _worth_a_dm(self, record: GameRecord, state: GameState | None, payload: dict[str, Any]) -> bool:
        """A private-view row says something only in a game with a private part, or with a
        decision to prompt: a game with nothing hidden (Antike) sends no "your view" DM that
        only repeats the board (issue 17.13: one per nation at the start)."""
        if state is None or payload.get("prompt"):
            return True
        game = registry.get(record.game_id)
        seat = int(payload["seat"])
        if game.private_view(state, seat) is not None:
            return True
        presenter = self.presenter(record)
        return any(d.seat == seat and presenter.dm_prompt(d) for d in game.awaiting(state))

    def _remember_public(self, record: GameRecord, rows: Sequence[Any]) -> None:
        """Keep the latest change whose public events say something (for the status message)."""
        presenter = self.presenter(record)
        for row in rows:
            if row.kind != "public_state":
                continue
            public = [Event.model_validate(e) for e in row.payload.get("events", []) if e.get("to") is None]
            if public and presenter.describe(public, [], i18n.DEFAULT_LANGUAGE):
                self.last_public[record.id] = (public, self.service.clock())

    def _public_dm_prompts(self, record: GameRecord, state: GameState,
                           payload: dict[str, Any]) -> list[tuple[int, int]]:
        """(user, seat) of the pinged users' public decisions their presenter also prompts by DM."""
        presenter = self.presenter(record)
        pinged = set(payload.get("user_ids") or [])
        out = []
        for decision in registry.get(record.game_id).awaiting(state):
            user = record.user_of(decision.seat)
            if user is not None and user in pinged and not decision.private and presenter.dm_prompt(decision):
                out.append((user, decision.seat))
        return out

    async def _board(self, record: GameRecord, state: GameState | None, lang: str, *,
                     ping: bool, events: Sequence[Event] = ()) -> dict[str, Any]:
        """The public state message: embed, image, buttons, and a mention of the awaited players."""
        public_events = [e for e in events if e.to is None]
        embed, file = await self.public_embed(record, state, lang, public_events, cached=True)
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
        kwargs: dict[str, Any] = {"content": content or None, "embed": embed,
                                  "allowed_mentions": discord.AllowedMentions(
                                      everyone=False, roles=False,
                                      users=[discord.Object(id=u) for u in mention_ids])}
        if file is not None:
            kwargs["file"] = file
        if view is not None:
            kwargs["view"] = view
        return kwargs

    async def _retire_previous_board(self, record: GameRecord, board_id: int) -> None:
        """Only the latest board keeps buttons: an older one is edited so nobody presses a
        live-looking stale button. The new board is recorded only after that edit, so a crash
        between the two makes the edit again at the next delivery instead of forgetting it."""
        store = self.service.store
        previous = await store.latest_board(record.id)
        if previous == board_id:
            return
        if previous is not None:
            channel = self.bot.get_partial_messageable(record.channel_id)
            try:
                async with asyncio.timeout(delivery.SEND_TIMEOUT_SECONDS):
                    await channel.get_partial_message(previous).edit(view=None)
            except (discord.HTTPException, TimeoutError, aiohttp.ClientError) as exc:
                # Cosmetic: a press of the old buttons is answered as stale anyway.
                log.info("could not clear the old board's buttons in game %s: %s", record.id, exc)
        await store.swap_board(record.id, record.channel_id, board_id)

    async def _dm_closed_hints(self, record: GameRecord, decisions: list[Decision], lang: str) -> list[str]:
        """How each awaited player whose DMs are closed answers a decision normally prompted by DM."""
        presenter = self.presenter(record)
        out: list[str] = []
        for user in dict.fromkeys(record.user_of(d.seat) for d in decisions
                                  if d.private or presenter.dm_prompt(d)):
            if user is not None and await self.players.dm_closed(user):
                out.append(i18n.t("flow.dm_closed_hint", lang, who=f"<@{user}>"))
        return out

    async def _send_private(self, run: _Pass | None, row: OutboxRecord | None, part: str, record: GameRecord,
                            state: GameState, user_id: int, seat: int, *,
                            events: Sequence[Event] = ()) -> bool | None:
        """DM a player's private view; a closed DM is recorded and never blocks the game.

        Known-closed DMs are tried again every time (players open them mid-game). Within a
        delivery (`run`, `row`), the DM is one part of its row; without, a plain send.
        True: sent (now or before). False: not sent, DMs were already known to be closed.
        None: closed just now.
        """
        if row is not None and part in row.sent:
            return True
        known_closed = await self.players.dm_closed(user_id)
        lang = i18n.language(await self.players.locale(user_id) or record.locale)
        text, view = await self.private_message(record, state, seat, lang, events)
        try:
            dm = await self.bot.create_dm(discord.Object(id=user_id))
            kwargs: dict[str, Any] = {"view": view} if view is not None else {}
            if run is not None and row is not None:
                await self._send(run, row, part, dm, dm=True, content=text, **kwargs)
            else:
                async with asyncio.timeout(delivery.SEND_TIMEOUT_SECONDS):
                    await dm.send(text, **kwargs)
        except DmClosed:
            pass
        except discord.HTTPException as exc:  # creating the DM channel (or a plain send) was refused
            if delivery.classify(exc.status, exc.code, dm=True) is None:
                raise
        else:
            if known_closed:
                await self.players.set_dm_closed(user_id, False)
            return True
        if known_closed:
            return False
        await self.players.set_dm_closed(user_id, True)
        return None

    async def send_view(self, record: GameRecord, seat: int) -> None:
        """DM a seat's player its current view (autoplay just ended: the robot's DMs were not sent)."""
        record, state = await self.service.load(record.id)
        user = record.user_of(seat)
        if state is not None and user is not None and record.status == "active":
            await self._send_private(None, None, DM, record, state, user, seat)

    async def retry_dms(self, user_id: int) -> bool:
        """DMs were closed: try again with the user's current private view in each active game
        (what they missed). True if they arrive (and DMs are known open again)."""
        async with self._dm_retry_locks[user_id]:
            if not await self.players.dm_closed(user_id):
                return True  # another retry got through meanwhile
            for listed in await self.service.store.list_games(statuses=("active",), user_id=user_id):
                if listed.quarantined is not None:
                    continue
                try:
                    record, state = await self.service.load(listed.id)  # checked on load
                except GameQuarantined:
                    continue
                for seat in record.seats_of(user_id) if state is not None else []:
                    assert state is not None
                    if await self._send_private(None, None, DM, record, state, user_id, seat) is not True:
                        return False
            return not await self.players.dm_closed(user_id)

    def _dm_closed_notice(self, record: GameRecord, user_id: int) -> dict[str, Any]:
        text = i18n.t("flow.dm_closed_notice", i18n.language(record.locale), who=f"<@{user_id}>")
        mentions = discord.AllowedMentions(users=[discord.Object(id=user_id)], everyone=False, roles=False)
        return {"content": text, "allowed_mentions": mentions}

    async def _game_over(self, record: GameRecord, lang: str) -> dict[str, Any]:
        names = await self.names(record)
        presenter = self.presenter(record)
        text = presenter.final_text(record.outcome or {}, names, lang) if hasattr(presenter, "final_text") \
            else self.default_final_text(record.outcome or {}, await self.names(record, lang), lang)
        for extra in self.game_over_extras:
            text += "\n\n" + await extra(record, lang)
        embed = discord.Embed(title=i18n.t("flow.game_over_title", lang), description=text[:4000],
                              colour=EMBED_COLOUR)
        return {"embed": embed, "allowed_mentions": discord.AllowedMentions.none()}

    @staticmethod
    def default_final_text(outcome: dict[str, Any], names: list[str], lang: str) -> str:
        lines = []
        ahead = 0  # tied seats share a place; the next one skips as many ("1., 2., 2., 4.")
        for group in outcome.get("ranking", []):
            who = ", ".join(names[s] if s < len(names) else str(s) for s in group)
            lines.append(f"**{ahead + 1}.** {who}")
            ahead += len(group)
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
