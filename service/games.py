"""The Discord-free flow of every game: lobby, start, actions, abandon, views, replay.

Order inside `act` (research §4.4): per-game lock → load → checks (idempotency, status, seat,
version) → engine `apply` → outbox rows → one `commit_action` transaction. The lock makes a
game's actions strictly sequential inside this process; the version check in the UPDATE also
refuses any write whose view of the game is out of date (a stale button, a second process).
Every refusal happens before the only write, so a refused request changes nothing.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
import weakref
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from pydantic import BaseModel

from engine import registry
from engine.core import (
    Action,
    Applied,
    Decision,
    Event,
    Game,
    GameState,
    NotAwaited,
    Outcome,
    apply,
    awaited_seats,
    replay,
)
from engine.core.choices import expand
from engine.core.keys import KEY_PATTERN, find_by_key
from service import outbox as ob
from service.errors import (
    AlreadyDone,
    AlreadyJoined,
    AlreadyStarted,
    AlreadyVoted,
    BadPlayerCount,
    BadSeatOrder,
    ChannelBusy,
    CreatorCannotLeave,
    Full,
    GameNotActive,
    GamePaused,
    GameQuarantined,
    NoGameHere,
    NotAPlayer,
    NotCreator,
    NotJoined,
    NotYourSeat,
    Stale,
    UnknownGame,
)
from service.logs import bind
from service.version_tokens import token_version
from service.votes import human_users, majority
from storage import (
    ActionRecord,
    DuplicateInteraction,
    GameRecord,
    GameTurns,
    OutboxItem,
    OutboxRecord,
    Store,
    UserRecord,
    VersionConflict,
    integrity,
    utc_now,
)
from storage import ChannelBusy as StoreChannelBusy

log = logging.getLogger("agora.service")

Clock = Callable[[], datetime]
ABANDON_VOTES = "abandon_votes"  # key in games.settings: user ids who voted to abandon
# Key in games.settings: {seat: version since which the seat's current decisions are awaited}.
AWAITED_SINCE = "awaited_since"
# Key in games.settings: {by, role, at} while a creator or moderator has paused the game (no moves).
PAUSED = "paused"
_CACHE_SIZE = 256
# How many times an action is tried again when another process changed its game first.
RACE_RETRIES = 3
# Most legal actions listed for one question (buttons, autocomplete, `/game play`).
LEGAL_LIMIT = 2000


@dataclass(frozen=True)
class ActResult:
    record: GameRecord  # after the commit
    seat: int
    action_text: str
    events: list[Event]
    outbox: list[OutboxItem]
    state: GameState

    @property
    def version(self) -> int:
        return self.record.version

    @property
    def finished(self) -> bool:
        return self.record.status == "finished"

    @property
    def outcome(self) -> Outcome | None:
        return None if self.record.outcome is None else Outcome.model_validate(self.record.outcome)


@dataclass(frozen=True)
class StartResult:
    record: GameRecord
    state: GameState
    outbox: list[OutboxItem]


@dataclass(frozen=True)
class AbandonResult:
    record: GameRecord
    abandoned: bool
    votes: int
    needed: int


def seats_of_users(game: Game[Any], users: Sequence[int]) -> list[int]:
    """The user holding each seat (`Game.seats_for_users`: seat i is player i, unless a game's
    seats outnumber its players, as two-player Antike's four nations)."""
    return [users[index] for index in game.seats_for_users(len(users))]


def log_problem(record: GameRecord, rows: Sequence[ActionRecord]) -> str | None:
    """What is wrong with a game's whole log (oldest first, undone rows included): its hash chain
    from the game's setup to the head the game recorded; None when it holds (or was never hashed)."""
    if record.state_hash is None:
        return None
    genesis = integrity.genesis_hash(record.id, record.game_id, record.seed, record.options)
    links = [integrity.LogRow(r.seq, r.seat, r.user_id, r.action_text, r.version_after, r.hash) for r in rows]
    return integrity.check_chain(genesis, record.log_head, links)


def _allowed_text(counts: Sequence[int]) -> str:
    return ", ".join(str(c) for c in counts)


def _decisions_by_seat(game: Game[Any], state: GameState) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for d in game.awaiting(state):
        out.setdefault(d.seat, []).append(json.dumps(d.model_dump(mode="json"), sort_keys=True))
    return {seat: sorted(texts) for seat, texts in out.items()}


def awaited_since(game: Game[Any], before: GameState | None, after: GameState, version: int,
                  acting_seat: int | None, previous: dict[str, int]) -> dict[str, int]:
    """For each awaited seat, the version since which it has awaited exactly these decisions.

    A button posted at version v for seat s still means the same thing at a later version if
    s has been awaiting the same decisions since v or earlier and has not acted meanwhile:
    that is how the other players of a simultaneous decision keep their DM buttons valid
    after one of them commits. The acting seat always restarts (a double click is stale).
    """
    old = {} if before is None else _decisions_by_seat(game, before)
    since: dict[str, int] = {}
    for seat, decisions in _decisions_by_seat(game, after).items():
        kept = previous.get(str(seat))
        same = seat != acting_seat and old.get(seat) == decisions and kept is not None
        since[str(seat)] = kept if same and kept is not None else version
    return since


class GameService:
    """One per bot process: its per-game locks only serialize callers that share the instance
    (the version check in the store still refuses anyone else's out-of-date write)."""

    def __init__(self, store: Store, clock: Clock = utc_now) -> None:
        self.store = store
        self.clock = clock
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        # Called with a game's row id when it is quarantined (the bot makes its notice go out now).
        self.on_quarantine: Callable[[int], None] | None = None
        # Called with the game id (e.g. "tigris") of every action committed (the bot's metrics).
        self.on_action: Callable[[str], None] | None = None
        # (game row id, version) -> engine state. States are shared: callers must not mutate
        # them (engine.core.apply works on a copy).
        self._states: OrderedDict[tuple[int, int], GameState] = OrderedDict()
        self._game_ids: dict[int, str] = {}  # row -> the game it plays, as read (never changes)

    # --- plumbing ----------------------------------------------------------------------
    def lock(self, game_row_id: int) -> asyncio.Lock:
        """The lock serializing writes to one game (held while checking, applying and committing)."""
        lock = self._locks.get(game_row_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[game_row_id] = lock
        return lock

    @staticmethod
    def game_of(record: GameRecord) -> Game[Any]:
        try:
            return registry.get(record.game_id)
        except KeyError:
            raise UnknownGame(game=record.game_id) from None

    def options_of(self, record: GameRecord) -> BaseModel:
        return self.game_of(record).parse_options(record.options)

    async def _record(self, game_row_id: int) -> GameRecord:
        """The game, checked: a game whose stored data fails its check is quarantined and refused."""
        record = await self.store.get_game(game_row_id)
        if record is None:
            raise NoGameHere()
        bind(game=record.id)  # the log lines of whatever this task does next are about this game
        self._saw(record)
        await self._check(record)
        return record

    def _saw(self, record: GameRecord) -> None:
        if len(self._game_ids) >= 100_000:
            self._game_ids.clear()
        self._game_ids[record.id] = record.game_id

    async def _check(self, record: GameRecord) -> None:
        """On load (once per version: a cached state was checked when cached), the snapshot must
        match its hash and the newest log entry its link (storage/integrity.py), and both must be
        readable. A failure stops only this game: it is quarantined, its channel and the admins
        are told through the outbox, and every other game goes on."""
        if record.quarantined is not None:
            raise GameQuarantined(id=record.id)
        if record.damage is None and (record.snapshot is None or (record.id, record.version) in self._states):
            return
        problem = record.damage
        if problem is None:
            try:
                genesis = integrity.genesis_hash(record.id, record.game_id, record.seed, record.options)
                # The tail as of the record's version: another process (or task) may have appended
                # since the record was read, and its newer row is not the head this record names.
                tail = await self.store.log_tail(record.id, through_version=record.version)
                problem = integrity.check_head(genesis, record.log_head, record.state_hash, record.snapshot,
                                               tail)
            except (TypeError, ValueError) as exc:
                problem = f"the log cannot be checked ({exc})"
        if problem is None:
            try:
                self.state_of(record)  # caches it: the next load of this version is not checked again
                return
            except Exception as exc:  # whatever the engine raises on a snapshot it cannot read
                problem = f"the snapshot cannot be read ({type(exc).__name__})"
        await self.quarantine(record.id, problem)
        raise GameQuarantined(id=record.id)

    async def checked_log(self, record: GameRecord) -> list[ActionRecord]:
        """The game's live log, its whole chain checked first: history, undo and the public log
        replay it, so an entry edited anywhere in it (not only the newest, which every load
        checks) quarantines the game instead of being replayed."""
        rows = await self.store.list_actions(record.id, include_undone=True)
        # Hashing the whole log (a long game's hundreds of rows): in a worker thread.
        problem = await asyncio.to_thread(log_problem, record, rows)
        if problem is not None:
            await self.quarantine(record.id, problem)
            raise GameQuarantined(id=record.id)
        return [r for r in rows if r.undone_at is None]

    async def quarantine(self, game_row_id: int, reason: str) -> bool:
        """Stop a game whose data failed a check; its channel and the admins are told (outbox)."""
        log.error("game %s quarantined: %s", game_row_id, reason)
        notice = OutboxItem(ob.QUARANTINE, {"reason": reason})
        stopped = await self.store.quarantine(game_row_id, reason, outbox=[notice], now=self.clock())
        if stopped and self.on_quarantine is not None:
            self.on_quarantine(game_row_id)
        return stopped

    def _remember(self, record_id: int, version: int, state: GameState) -> None:
        self._states[(record_id, version)] = state
        self._states.move_to_end((record_id, version))
        while len(self._states) > _CACHE_SIZE:
            self._states.popitem(last=False)

    def state_of(self, record: GameRecord) -> GameState | None:
        """The engine state of the record's snapshot (None in the lobby), from the cache if possible."""
        if record.snapshot is None:
            return None
        key = (record.id, record.version)
        state = self._states.get(key)
        if state is None:
            state = self.game_of(record).load_state(record.snapshot)
            self._remember(record.id, record.version, state)
        else:
            self._states.move_to_end(key)
        return state

    @staticmethod
    def seat_users(record: GameRecord) -> list[int]:
        return [s.user_id for s in sorted(record.seats, key=lambda s: s.seat)]

    # --- lookups for the cogs ------------------------------------------------------------
    async def load(self, game_row_id: int) -> tuple[GameRecord, GameState | None]:
        record = await self._record(game_row_id)
        return record, self.state_of(record)

    async def load_with_turns(self, game_row_id: int) -> tuple[GameRecord, GameState | None, GameTurns]:
        """`load`, with the game's `turns` row and pending deadlines read in the same statement
        (the turn sync and the status message need all three)."""
        found = await self.store.game_with_turns(game_row_id)
        if found is None:
            raise NoGameHere()
        record, state = await self.checked(found.record)
        return record, state, found

    async def checked(self, record: GameRecord) -> tuple[GameRecord, GameState | None]:
        """`load` of a record just read from the store (`store.get_game`), without reading it again."""
        bind(game=record.id)
        self._saw(record)
        await self._check(record)
        return record, self.state_of(record)

    def game_id_known(self, game_row_id: int) -> str | None:
        """Which game a row plays, if this process has read it (a row's game never changes)."""
        return self._game_ids.get(game_row_id)

    async def game_in_channel(self, channel_id: int) -> GameRecord:
        """The channel's open game, else its latest; NoGameHere if it never had one."""
        record = await self.store.get_game_by_channel(channel_id)
        if record is None:
            raise NoGameHere()
        return record

    def awaiting(self, record: GameRecord, state: GameState) -> list[Decision]:
        return self.game_of(record).awaiting(state)

    def legal_texts(self, record: GameRecord, state: GameState, seat: int) -> list[str]:
        return [a.to_text() for a in self.game_of(record).legal_actions(state, seat)]

    # Engine questions run in a worker thread: one slow game never delays another's interactions.
    async def options(self, record: GameRecord, state: GameState, seat: int, verb: str, field: str,
                      chosen: dict[str, Any], prefix: tuple[Any, ...] | None = None) -> list[Any]:
        """The legal values of one field for `seat` now (autocomplete); [] if the verb does
        not answer one of its decisions."""
        game = self.game_of(record)

        def ask() -> list[Any]:
            if game.is_over(state) or verb not in game.verbs_for(state, seat):
                return []
            return game.options(state, seat, verb, field, chosen, prefix)

        return await asyncio.to_thread(ask)

    async def legal(self, record: GameRecord, state: GameState, seat: int,
                    verbs: Sequence[str] | None = None, limit: int = LEGAL_LIMIT) -> list[Action]:
        """`seat`'s legal actions with these verbs (default: every verb of its decisions)."""
        game = self.game_of(record)

        def ask() -> list[Action]:
            if game.is_over(state):
                return []
            allowed = game.verbs_for(state, seat)
            wanted = [v for v in (verbs or allowed) if v in allowed]
            return expand(game, state, seat, wanted, limit)[0]

        return await asyncio.to_thread(ask)

    async def replay_check(self, game_row_id: int) -> bool:
        """True if setup + the action log rebuild exactly the stored snapshot."""
        record = await self._record(game_row_id)
        if record.snapshot is None or record.seed is None:
            return record.status == "lobby"
        game = self.game_of(record)
        actions = await self.store.list_actions(record.id)
        rebuilt = replay(game, record.setup_players, self.options_of(record), record.seed,
                         [(a.seat, a.action_text) for a in actions])
        same: bool = rebuilt == game.load_state(record.snapshot)
        return same

    # --- outbox passthroughs -------------------------------------------------------------
    async def pending_outbox(self, limit: int = 50, *, game: int | None = None) -> list[OutboxRecord]:
        return await self.store.pending_outbox(limit, game=game)

    async def mark_delivered(self, outbox_id: int) -> bool:
        return await self.store.mark_outbox_done(outbox_id, now=self.clock())

    async def mark_failed(self, outbox_id: int, error: str, *, give_up: bool = False) -> None:
        await self.store.mark_outbox_failed(outbox_id, error, give_up=give_up, now=self.clock())

    # --- lobby ---------------------------------------------------------------------------
    async def create(self, guild_id: int | None, channel_id: int, parent_channel_id: int | None, game_id: str,
                     creator_id: int, options: dict[str, Any] | None = None, max_players: int | None = None,
                     seat_order: str = "random", *, locale: str | None = None,
                     settings: dict[str, Any] | None = None) -> GameRecord:
        """Open a lobby in the channel; the creator joins it. `settings`: the game's initial
        games.settings (the server's default presets).

        Bad options raise the engine's RuleError (`core.err.unknown_option`, `core.err.bad_option_value`).
        """
        try:
            game = registry.get(game_id)
        except KeyError:
            raise UnknownGame(game=game_id) from None
        parsed = game.parse_options(options)
        counts = game.player_counts(parsed)
        if max_players is None:
            max_players = max(counts)
        elif not min(counts) <= max_players <= max(counts):
            raise BadPlayerCount(count=max_players, allowed=_allowed_text(counts))
        if seat_order not in ("random", "chosen"):
            raise BadSeatOrder()
        try:
            return await self.store.create_game(
                guild_id=guild_id, channel_id=channel_id, parent_channel_id=parent_channel_id,
                game_id=game_id, creator_id=creator_id, options=parsed.model_dump(mode="json"),
                seat_order=seat_order, max_players=max_players, locale=locale, settings=settings,
                outbox=[ob.lobby("created", creator_id)], now=self.clock(),
            )
        except StoreChannelBusy:
            raise ChannelBusy() from None

    def _require_lobby(self, record: GameRecord) -> None:
        if record.status == "active":
            raise AlreadyStarted()
        if record.status != "lobby":
            raise GameNotActive.for_status(record.status)

    async def join(self, game_row_id: int, user_id: int, *, again: bool = False) -> GameRecord:
        """Sign up; `again` lets a user take one more seat (one person playing two nations)."""
        async with self.lock(game_row_id):
            record = await self._record(game_row_id)
            self._require_lobby(record)
            if user_id in record.player_ids() and not again:
                raise AlreadyJoined()
            limit = record.max_players or self.game_of(record).max_players
            if len(record.players) >= limit:
                raise Full(max=limit)
            return await self.store.add_player(record.id, user_id, outbox=[ob.lobby("joined", user_id)],
                                               now=self.clock())

    async def leave(self, game_row_id: int, user_id: int) -> GameRecord:
        async with self.lock(game_row_id):
            record = await self._record(game_row_id)
            self._require_lobby(record)
            signups = record.player_ids().count(user_id)
            if signups == 0:
                raise NotJoined()
            if user_id == record.creator_id and signups == 1:
                raise CreatorCannotLeave()
            return await self.store.remove_player(record.id, user_id, outbox=[ob.lobby("left", user_id)],
                                                  now=self.clock())

    async def set_seat_order(self, game_row_id: int, by_user: int,
                             user_ids: Sequence[int] | None) -> GameRecord:
        """Seat players in `user_ids` order (a permutation of the sign-ups), or None for random seats."""
        async with self.lock(game_row_id):
            record = await self._record(game_row_id)
            self._require_lobby(record)
            if by_user != record.creator_id:
                raise NotCreator()
            if user_ids is not None and sorted(user_ids) != sorted(record.player_ids()):
                raise BadSeatOrder()
            mode = "random" if user_ids is None else "chosen"
            order = None if user_ids is None else list(user_ids)
            item = ob.lobby("seat_order", by_user, mode=mode, order=order)
            return await self.store.set_seat_order(record.id, mode, user_ids, outbox=[item], now=self.clock())

    async def start(self, game_row_id: int, by_user: int, seed: int | None = None) -> StartResult:
        async with self.lock(game_row_id):
            record = await self._record(game_row_id)
            self._require_lobby(record)
            if by_user != record.creator_id:
                raise NotCreator()
            game = self.game_of(record)
            options = game.parse_options(record.options)
            counts = game.player_counts(options)
            players = record.player_ids()
            if len(players) not in counts:
                raise BadPlayerCount(count=len(players), allowed=_allowed_text(counts))
            if seed is None:
                seed = secrets.randbits(63)
            seat_users = list(players)
            if record.seat_order == "random":
                # Derived from the seed, so the whole game stays a function of the stored data.
                random.Random(seed).shuffle(seat_users)
            seat_users = seats_of_users(game, seat_users)
            drawn: int = seed

            def setup() -> tuple[GameState, list[OutboxItem], dict[str, int]]:
                """The engine's part (the setup, the first rows' legal actions) in a worker thread."""
                state, events = game.setup_with_events(len(players), options, drawn)
                items = ob.after_change(game, seat_users, None, state, 1, events)
                return state, items, awaited_since(game, None, state, 1, None, {})

            state, items, since = await asyncio.to_thread(setup)
            new_record = await self.store.start_game(record.id, seat_users=seat_users, seed=seed,
                                                     snapshot=state.model_dump_json(), outbox=items,
                                                     awaited_since=since, now=self.clock())
            self._remember(new_record.id, new_record.version, state)
            return StartResult(new_record, state, items)

    async def abandon(self, game_row_id: int, user_id: int, *, force: bool = False) -> AbandonResult:
        """The creator ends the game at once; any other seated player casts a vote (majority wins).
        `force`: a server moderator's admin action, at once (the cog checked the role)."""
        async with self.lock(game_row_id):
            record = await self._record(game_row_id)
            if not record.is_open:
                raise GameNotActive.for_status(record.status)
            seated = record.seated_users() if record.status == "active" else []
            # A majority of the humans: robot seats go with it (service/votes.py).
            needed = majority(len(human_users(record))) if seated else 1
            votes: list[int] = list(record.settings.get(ABANDON_VOTES, []))
            if user_id != record.creator_id and not force:
                if record.status == "lobby":
                    raise NotCreator()
                if user_id not in seated:
                    raise NotAPlayer()
                if user_id in votes:
                    raise AlreadyVoted()
                votes.append(user_id)
                if len(votes) < needed:
                    vote = OutboxItem(ob.VOTE, {"topic": "abandon", "user_id": user_id,
                                                "votes": len(votes), "needed": needed})
                    new = await self.store.set_game_setting(record.id, ABANDON_VOTES, votes, outbox=[vote],
                                                            now=self.clock())
                    return AbandonResult(new, False, len(votes), needed)
            by = [user_id] if user_id == record.creator_id or force else votes
            item = OutboxItem(ob.STATUS, {"status": "abandoned", "by": by})
            new = await self.store.set_status(record.id, "abandoned", expected=("lobby", "active"),
                                              outbox=[item], now=self.clock())
            return AbandonResult(new, True, len(votes), needed)

    # --- play ----------------------------------------------------------------------------
    async def act(self, game_row_id: int, user_id: int, action_text: str, interaction_id: int | None,
                  expected_version: int | None = None, seat: int | None = None, *,
                  version_token: str | None = None) -> ActResult:
        """Apply one player's action. Another bot process may commit a change of the same game
        between this one's load and its commit (the store refuses the out-of-date write): the
        action is then checked and applied again on the game as it is now, as if it had come a
        moment later, exactly as a second click in this process would be after the first.
        `version_token`: a button's version as it carries it (service/version_tokens.py), read as
        `expected_version`."""
        for _ in range(RACE_RETRIES):
            try:
                return await self._act(game_row_id, user_id, action_text, interaction_id, expected_version,
                                       seat, version_token)
            except VersionConflict:
                continue
        raise Stale(version=(await self._record(game_row_id)).version)

    async def _act(self, game_row_id: int, user_id: int, action_text: str, interaction_id: int | None,
                   expected_version: int | None, seat: int | None, version_token: str | None = None
                   ) -> ActResult:
        async with self.lock(game_row_id):
            head: tuple[GameRecord, int] | None = None  # the game and its log's newest seq, as read
            if interaction_id is None:
                record = await self._record(game_row_id)
            else:  # the game and whether this interaction already made a move: one statement
                stored, logged, last_seq = await self.store.game_before_action(game_row_id, interaction_id)
                if stored is None:
                    raise NoGameHere()
                record, _ = await self.checked(stored)
                if logged:
                    raise AlreadyDone()
                head = (record, last_seq)
            if record.status not in ("active", "archived"):
                raise GameNotActive.for_status(record.status)
            if record.settings.get(PAUSED):
                raise GamePaused()
            own = record.seats_of(user_id)
            if not own:
                raise NotAPlayer()
            if version_token is not None:
                expected_version = token_version(record, version_token)
                if expected_version is None:  # not a version at all: no state it was made for
                    raise Stale(version=record.version)
            if expected_version is not None and expected_version != record.version \
                    and not self._still_current(record, seat, expected_version):
                raise Stale(version=record.version)
            game = self.game_of(record)
            state = self.state_of(record)
            assert state is not None
            if seat is None:
                # Holding several seats: act for the first one that is awaited.
                awaited = awaited_seats(game, state)
                seat = next((s for s in own if s in awaited), own[0])
            elif seat not in own:
                raise NotYourSeat(seat=seat + 1)  # players count seats from 1
            if KEY_PATTERN.match(action_text):
                # A button's short key: the legal action it stands for now, else the button is old.
                found = await asyncio.to_thread(find_by_key, game, state, seat, action_text)
                if found is None:
                    raise Stale(version=record.version)
                action_text = found.to_text()
            if record.status == "archived":
                # A late move revives an archived (idle) game; a refused move leaves it archived.
                await asyncio.to_thread(apply, game, state, seat, action_text)
                try:
                    record = await self.store.set_status(record.id, "active", expected=("archived",),
                                                         now=self.clock())
                except StoreChannelBusy:
                    raise ChannelBusy() from None
                head = None
            return await self._commit(record, game, state, seat, user_id, action_text, interaction_id,
                                      raced=VersionConflict, head=head)

    @staticmethod
    def _still_current(record: GameRecord, seat: int | None, expected_version: int) -> bool:
        """A button of an older version for `seat` whose decision is still the one it answered."""
        if seat is None or expected_version > record.version:
            return False
        since = (record.settings.get(AWAITED_SINCE) or {}).get(str(seat))
        return since is not None and since <= expected_version

    async def autoplay_seat(self, game_row_id: int, seat: int, *, by: int | None = None,
                            expected_version: int | None = None, action: str | None = None,
                            notices: Sequence[OutboxItem] = ()) -> ActResult:
        """Play the engine's `autoplay` choice for `seat` (absent player, deadline), or `action`
        when given (a decision's rule-given default at its deadline).

        Logged with `user_id=by` (None: the system) and no interaction id. `notices`: outbox rows
        committed with the move, before its own (the "deadline passed" that explains it).
        """
        async with self.lock(game_row_id):
            record = await self._record(game_row_id)
            if record.status != "active":
                raise GameNotActive.for_status(record.status)
            if record.settings.get(PAUSED):
                raise GamePaused()
            if expected_version is not None and expected_version != record.version:
                raise Stale(version=record.version)
            game = self.game_of(record)
            state = self.state_of(record)
            assert state is not None
            if seat not in awaited_seats(game, state):
                raise NotAwaited("core.err.not_awaited", seat=seat)
            # Seeded by the game's position so a rerun picks the same move; the log stores the text.
            rnd = random.Random(f"{record.seed}:{record.version}:{seat}")
            chosen = action if action is not None else \
                await asyncio.to_thread(game.autoplay, state, seat, rnd)
            # A robot's move expands no buttons with it: a run of them is delivered as one board,
            # whose buttons delivery expands (in a worker thread) for the state it shows.
            return await self._commit(record, game, state, seat, by, chosen, None, notices, buttons=False)

    async def _commit(self, record: GameRecord, game: Game[Any], state: GameState, seat: int,
                      user_id: int | None, action: Action | str, interaction_id: int | None,
                      notices: Sequence[OutboxItem] = (), *, raced: type[Exception] = Stale,
                      buttons: bool = True, head: tuple[GameRecord, int] | None = None) -> ActResult:
        """`raced`: what a write refused as out of date raises (Stale for the player; `act` takes
        VersionConflict itself, to try again on the game as it is now). `head`: the game and its
        log's newest seq as read (`Store.commit_action_record`)."""
        version = record.version + 1
        seat_users = self.seat_users(record)
        settings_since = record.settings.get(AWAITED_SINCE) or {}

        def change() -> tuple[Applied, list[OutboxItem], dict[str, int], str | None, Any, str]:
            """The engine's part, in a worker thread (under this game's lock, so no other
            change of this game runs meanwhile; other games' interactions go on)."""
            applied = apply(game, state, seat, action)  # RuleErrors propagate, nothing written
            after = applied.state
            items = [*notices, *ob.after_change(game, seat_users, state, after, version, applied.events,
                                                buttons=buttons)]
            since = awaited_since(game, state, after, version, seat, settings_since)
            status = outcome = None
            if game.is_over(after):
                status = "finished"
                result = game.outcome(after)
                outcome = None if result is None else result.model_dump(mode="json")
            return applied, items, since, status, outcome, after.model_dump_json()

        applied, items, since, status, outcome, snapshot = await asyncio.to_thread(change)
        new_state: GameState = applied.state
        try:
            # The game as committed comes back with the commit: not read again.
            new_record = await self.store.commit_action_record(
                record.id, record.version, seat, user_id, applied.action_text, interaction_id,
                snapshot, items, status, outcome, awaited_since=since, head=head, now=self.clock(),
            )
        except VersionConflict as exc:  # another process wrote first
            if raced is VersionConflict:
                raise
            raise Stale(version=exc.actual if exc.actual is not None else record.version) from None
        except DuplicateInteraction:
            raise AlreadyDone() from None
        self._remember(record.id, version, new_state)
        if self.on_action is not None:
            self.on_action(record.game_id)
        await self.checked(new_record)
        return ActResult(new_record, seat, applied.action_text, applied.events, items, new_state)


class PlayerDirectory:
    """Who the users are, as the cogs need it: display names, languages, whether DMs reach them.

    Names and locales are remembered from each user's own interactions (the bot has no member
    intent); writes happen only when something changed, so a click costs no extra write.

    User rows are read once and kept (up to `capacity` users, least recently used out): what the
    directory serves (name, locale, DMs closed) is written only through the directory, so with
    one process on the database the copies stay true. With several (a shared database: another
    process may write a user this one keeps), a copy is trusted for `SHARED_TTL` after it was
    read, then read again. `prefetch` reads the users a message names in one query, so a move
    looks each user up at most once.
    """

    SHARED_TTL = timedelta(seconds=10)

    def __init__(self, store: Store, capacity: int = 10_000) -> None:
        self.store = store
        self.capacity = capacity
        self.ttl = self.SHARED_TTL if store.shared else None
        self._known: dict[int, tuple[str, str | None]] = {}
        # user id -> (the row, None: no such user; when it was read)
        self._users: OrderedDict[int, tuple[UserRecord | None, datetime]] = OrderedDict()

    def _keep(self, user_id: int, user: UserRecord | None) -> None:
        self._users[user_id] = (user, self.store.clock())
        self._users.move_to_end(user_id)
        while len(self._users) > self.capacity:
            self._users.popitem(last=False)

    def _fresh(self, user_id: int) -> bool:
        kept = self._users.get(user_id)
        return kept is not None and (self.ttl is None or self.store.clock() - kept[1] < self.ttl)

    async def prefetch(self, user_ids: Sequence[int]) -> None:
        """Read the users not yet known (or known too long ago), in one query."""
        missing = [u for u in dict.fromkeys(user_ids) if not self._fresh(u)]
        if missing:
            found = await self.store.get_users(missing)
            for user_id in missing:
                self._keep(user_id, found.get(user_id))

    async def user(self, user_id: int) -> UserRecord | None:
        if self._fresh(user_id):
            self._users.move_to_end(user_id)
            return self._users[user_id][0]
        user = await self.store.get_user(user_id)
        self._keep(user_id, user)
        return user

    async def remember(self, user_id: int, name: str, locale: str | None) -> None:
        if self._known.get(user_id) == (name, locale) and (self.ttl is None or self._fresh(user_id)):
            return
        user = await self.user(user_id)
        if user is None or user.settings.get("name") != name:
            user = await self.store.set_user_setting(user_id, "name", name)
        if user.locale != locale:
            await self.store.set_user_locale(user_id, locale)
            user = replace(user, locale=locale)
        self._keep(user_id, user)
        self._known[user_id] = (name, locale)

    async def name(self, user_id: int) -> str:
        known = self._known.get(user_id)
        if known is not None and self.ttl is None:
            return known[0]
        user = await self.user(user_id)
        name = (user.settings.get("name") if user else None) or f"#{str(user_id)[-4:]}"
        return str(name)

    async def locale(self, user_id: int) -> str | None:
        known = self._known.get(user_id)
        if known is not None and self.ttl is None:
            return known[1]
        user = await self.user(user_id)
        return user.locale if user else None

    async def dm_closed(self, user_id: int) -> bool:
        user = await self.user(user_id)
        return bool(user and user.dm_closed)

    async def set_dm_closed(self, user_id: int, closed: bool) -> None:
        await self.store.set_dm_ok(user_id, not closed)
        user = await self.user(user_id)
        self._keep(user_id, UserRecord(user_id, None, closed, {}) if user is None
                   else replace(user, dm_closed=closed))


async def seat_names(service: GameService, directory: PlayerDirectory, record: GameRecord, *,
                     numbered: bool = True) -> list[str]:
    """Display names by seat; with a user in several seats, each seat is named by its seat number
    too (unless `numbered` is false): presenters read it and name the seats their own way, the
    platform's own texts name them by what the game calls them (`GameFlow.names(record, lang)`)."""
    users = service.seat_users(record)
    await directory.prefetch(users)
    names = [await directory.name(u) for u in users]
    if numbered and len(set(users)) != len(users):
        names = [f"{n} ({seat + 1})" for seat, n in enumerate(names)]
    return names


async def legal_texts_for_user(service: GameService, channel_id: int, user_id: int) -> list[str]:
    """Action texts the user may play now in this channel's game (for autocomplete); [] if none."""
    record = await service.store.get_game_by_channel(channel_id)
    if record is None or record.status != "active":
        return []
    state = service.state_of(record)
    if state is None:
        return []
    awaited = awaited_seats(service.game_of(record), state)
    texts: list[str] = []
    for seat in record.seats_of(user_id):
        if seat in awaited:
            texts.extend(service.legal_texts(record, state, seat))
    return texts


async def validate_new(service: GameService, channel_id: int, game_id: str, options: dict[str, Any],
                       max_players: int | None) -> None:
    """Every check `create` makes, without writing, so a thread is only opened for a valid game."""
    try:
        game = registry.get(game_id)
    except KeyError:
        raise UnknownGame(game=game_id) from None
    parsed = game.parse_options(options)
    counts = game.player_counts(parsed)
    if max_players is not None and not min(counts) <= max_players <= max(counts):
        raise BadPlayerCount(count=max_players, allowed=_allowed_text(counts))
    existing = await service.store.get_game_by_channel(channel_id)
    if existing is not None and existing.is_open:
        raise ChannelBusy()
