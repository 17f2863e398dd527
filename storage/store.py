"""The bot's only database access: one interface, two backends (storage/db.py).

SQLite (aiosqlite, one file in WAL mode) by default; PostgreSQL (asyncpg, a pool) when the store
is opened on a `postgresql://` URL, for several bot processes on one database. The statements are
shared; storage/dialect.py holds what each backend says its own way.

Transactions. Every write goes through `write()`: on SQLite `BEGIN IMMEDIATE` on the process's
one connection, under an asyncio lock (two coroutines must never interleave statements inside
one transaction: they would read each other's uncommitted rows or commit each other's half-done
work); on PostgreSQL a transaction on a pooled connection, where a write that reads what it then
changes first locks the game's row (`_lock_game`, `FOR UPDATE`): across processes, a game's
writes happen one at a time, as SQLite's single writer gives for free. Public methods open the
transaction; private `_helpers(db, ...)` run inside it.

Round trips (PostgreSQL: each statement is one, and the server's CPU per move is mostly theirs;
`python -m bench.processes`). The hot writes are one statement where PostgreSQL allows it
(`Dialect.chains_writes`: data-modifying `WITH`): a player's move (`commit_action_record` with the
head the move read, its version and chain head guarded in the UPDATE) and a turn sync
(`save_turns`) are each one statement that is its own durable transaction
(`Database.write_statement`); reads that go together are one statement (`game_with_turns`,
`turn_sync_reads`, `game_before_action`); SQLite runs the same work as separate statements,
which cost it no round trip.

Times: every write takes `now=`, defaulting to the store's clock, so tests control time.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from operator import itemgetter
from pathlib import Path
from typing import Any, NamedTuple

from storage import integrity
from storage.db import (
    Connection,
    Database,
    Observer,
    PostgresDatabase,
    SqliteDatabase,
    check_url,
    is_postgres_url,
)
from storage.errors import (
    ChannelBusy,
    ConstraintViolation,
    DuplicateInteraction,
    NoSuchGame,
    StorageError,
    VersionConflict,
    WrongStatus,
)
from storage.lock import InstanceLock
from storage.migrations import MIGRATIONS, POSTGRES_MIGRATIONS
from storage.records import (
    CLOSED_STATUSES,
    GAME_STATUSES,
    OPEN_STATUSES,
    ActionRecord,
    AdminRecord,
    DraftRecord,
    GameRecord,
    OutboxItem,
    OutboxRecord,
    PlayerRecord,
    ScheduleRecord,
    SeatRecord,
    TurnRecord,
    UserRecord,
    awaited_seats_of,
    from_db_time,
    from_json,
    json_object,
    schedule_payload,
    to_db_time,
    to_json,
)

Clock = Callable[[], datetime]
PruneKey = tuple[str, str, int]  # (done_at, due_at, id) of the last schedule row a prune examined
TABLES = ("games", "players", "seats", "actions", "outbox", "schedules", "users", "turns", "meta",
          "guild_settings", "admin_log", "boards", "schema_version")
# How long a lease (`Store.claim`) holds without being renewed: a process that dies holding one
# loses it this long after its last renewal.
LEASE = timedelta(seconds=60)
# Record a game's newest board: params (game, channel, message, posted at).
_RECORD_BOARD = ("INSERT INTO boards (game, channel_id, message_id, posted_at) VALUES (?, ?, ?, ?)"
                 " ON CONFLICT (game) DO UPDATE SET channel_id = excluded.channel_id,"
                 " message_id = excluded.message_id, posted_at = excluded.posted_at")
# Take a lease: params (name, owner, expires at, now, now, now). A free or expired lease, or one this owner
# holds, becomes the owner's until then; one another live owner holds is left as it is but marked
# wanted (its holder's release sees it: `settle_outbox`). RETURNING owner: the caller's or not.
_TAKE_LEASE = ("INSERT INTO leases (name, owner, expires_at, wanted) VALUES (?, ?, ?, 0)"
               " ON CONFLICT (name) DO UPDATE SET"
               " owner = CASE WHEN leases.owner = excluded.owner OR leases.expires_at <= ?"
               " THEN excluded.owner ELSE leases.owner END,"
               " expires_at = CASE WHEN leases.owner = excluded.owner OR leases.expires_at <= ?"
               " THEN excluded.expires_at ELSE leases.expires_at END,"
               " wanted = CASE WHEN leases.owner = excluded.owner THEN leases.wanted"
               " WHEN leases.expires_at <= ? THEN 0 ELSE 1 END")


def utc_now() -> datetime:
    return datetime.now(UTC)


def _is_memory(path: str) -> bool:
    return path == ":memory:" or (path.startswith("file:") and "mode=memory" in path)


async def _rechain(db: Connection, game: int) -> None:
    """Recompute a game's chain from its rows as they are (inside a write); a game whose setup
    cannot be read keeps no hashes (the load check reports it as damaged instead)."""
    row = await db.fetchone("SELECT id, game_id, seed, options, snapshot FROM games WHERE id = ?", (game,))
    if row is None or row["snapshot"] is None:
        return
    try:
        genesis = integrity.genesis_hash(game, row["game_id"], row["seed"], row["options"])
    except ValueError:
        return
    actions = [integrity.LogRow.from_row(r) for r in await db.fetchall(
        "SELECT seq, seat, user_id, action_text, version_after, hash FROM actions WHERE game = ?"
        " ORDER BY seq", (game,))]
    links = integrity.chain(genesis, actions)
    await db.executemany("UPDATE actions SET hash = ? WHERE game = ? AND seq = ?",
                         [(link, game, a.seq) for link, a in zip(links, actions, strict=True)])
    head = links[-1] if links else genesis
    await db.execute("UPDATE games SET log_head = ?, state_hash = ? WHERE id = ?",
                     (head, integrity.state_hash(genesis, head, row["snapshot"]), game))


class _ActionPlan(NamedTuple):
    """What `Store.commit_action_record` writes (`Store._action_plan`)."""

    game: int
    version: int  # the new one
    stamp: str
    interaction_id: int | None
    update: str  # the game's UPDATE ... RETURNING the game
    values: tuple[Any, ...]
    # The log row but its game: (seq, seat, user, text, interaction, at, version, hash).
    logged: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class ScheduleItem:
    """A schedule row to insert (service/scheduling.py builds them)."""

    kind: str
    due_at: datetime
    seat: int | None = None
    user_id: int | None = None
    epoch: int | None = None
    payload: dict[str, Any] = field(default_factory=dict)
    game: int | None = None  # needed only where one call inserts rows of several games


class GameBrief(NamedTuple):
    """The columns of a game the scheduler's poll reads (no seats, no snapshot). A named tuple,
    as the poll's other rows: it builds a thousand at a time, and a frozen dataclass costs ~1.5 µs
    each to build (one `object.__setattr__` call per field)."""

    id: int
    status: str
    version: int
    channel_id: int
    game_id: str
    locale: str | None
    settings: dict[str, Any]
    creator_id: int
    last_action_at: datetime | None
    quarantined: str | None = None


class DueRow(NamedTuple):
    """A due schedule row as the poll reads it: `ScheduleRecord`'s fields, alike parsed (the
    poll reads a thousand at a time: see `GameBrief`)."""

    id: int
    game: int
    kind: str
    seat: int | None
    user_id: int | None
    due_at: datetime
    payload: dict[str, Any]
    created_at: datetime
    done_at: datetime | None
    epoch: int | None
    invalid: str | None


class PollTurn(NamedTuple):
    """What the poll reads of a game's `turns` row (`TurnRecord.version` and `.awaited`)."""

    version: int
    awaited: dict[int, dict[str, Any]]


@dataclass(frozen=True, slots=True)
class GamePlace:
    """Where an open game is played (`Store.open_game_places`)."""

    id: int
    status: str
    guild_id: int | None
    channel_id: int
    locale: str | None


@dataclass
class PollContext:
    games: dict[int, GameBrief] = field(default_factory=dict)
    turns: dict[int, PollTurn] = field(default_factory=dict)
    # Each user's settings (`UserRecord.settings`), for those who have a row: all the poll reads of them.
    users: dict[int, dict[str, Any]] = field(default_factory=dict)
    # Pending deadline per (game, seat, epoch): reminders are planned before it.
    deadlines: dict[tuple[int, int, int], datetime] = field(default_factory=dict)


# A due schedule row the poll sets again instead of closing (the next reminder of the same turn,
# an archive check not yet due): (row id, new due_at as `to_db_time` writes it, new payload as
# `to_json` writes it, or None to keep the row's own). One UPDATE instead of closing the row and
# inserting its follow-up: the poll's thousand rows were a third of its writes.
Rearm = tuple[int, str, str | None]
# An outbox row of the poll, ready to insert: (game, version, kind, payload as `to_json` writes it).
OutboxRow = tuple[int, int, str, str]


@dataclass
class PollPlan:
    """What the scheduler's poll decided about its due rows (service/scheduling.py), applied by
    `Store.poll_due` in the transaction that read them."""

    claim: list[int] = field(default_factory=list)  # rows acted on and done: marked done
    postpone: list[tuple[int, datetime]] = field(default_factory=list)  # (row, new due time)
    rearm: list[Rearm] = field(default_factory=list)  # rows acted on and due again later
    archive: list[tuple[int, datetime]] = field(default_factory=list)  # (game, latest last action allowed)
    # (schedule id, game, seat, version): a deadline vote on that seat, recorded open.
    open_votes: list[tuple[int, int, int, int]] = field(default_factory=list)
    # Given the schedule ids acted on (claimed or re-armed) and the archived games: the outbox
    # rows to write.
    notices: Callable[[set[int], set[int]], Sequence[OutboxRow]] | None = None


_CHUNK = 5000  # below SQLite's limit on bound variables
_ACTED_WINDOW = 64  # newest log rows a turn sync reads with the rest (`Store.turn_sync_reads`)

_PLAYER_FIELDS = ("game", "position", "user_id", "joined_at")
_SEAT_FIELDS = ("game", "seat", "user_id", "joined_at", "dm_ok", "autoplay")
# A game row plus its players and seats, each as a JSON array of arrays (sorted after parsing:
# this SQLite has no ORDER BY inside aggregates).


def _game_with_people(dialect: Any) -> str:
    """One statement for a game: its row with its sign-ups and seats as JSON arrays (a game is
    loaded several times per move; three statements each added up)."""
    return (f"SELECT g.*, {dialect.players_json} AS players_json, {dialect.seats_json} AS seats_json"
            " FROM games g WHERE g.id = ?")


# A game's columns but its snapshot, and its sign-ups and seats, as an UPDATE of `games` returns
# them (`commit_action_record`: the caller has the snapshot it wrote).
_GAME_COLUMNS = ("id, guild_id, channel_id, parent_channel_id, game_id, status, options, creator_id,"
                 " seat_order, max_players, seed, version, created_at, updated_at, last_action_at,"
                 " finished_at, outcome, locale, settings, log_head, state_hash, quarantined")


def _returned_game(dialect: Any) -> str:
    # RETURNING names the table being changed, not an alias (SQLite allows no other).
    people = (f"{dialect.players_json} AS players_json, {dialect.seats_json} AS seats_json"
              .replace("= g.id", "= games.id"))
    return f"{_GAME_COLUMNS}, {people}"


_TURN_COLUMNS = ("game", "version", "awaited", "dashboard_channel", "dashboard_message", "updated_at",
                 "dashboard_pinned", "dashboard_posted_at", "dashboard_digest")


# The columns of a live log row `_game_with_turns` reads as JSON (its `undone_at` is NULL).
_LAST_COLUMNS = ("game", "seq", "seat", "user_id", "action_text", "interaction_id", "created_at",
                 "version_after", "hash")


def _game_with_turns(dialect: Any) -> str:
    """`_game_with_people` and, in the same row, the game's `turns` row (its columns named `t_*`;
    NULL when there is none), its pending deadlines, its latest live action (as `last_action`, a
    JSON array of `_LAST_COLUMNS`) and its latest board's message (as `latest_board`): what the
    delivery, the turn sync and the status message read of a game, in one round trip instead of
    five."""
    turns = ", ".join(f"t.{c} AS t_{c}" for c in _TURN_COLUMNS)
    last = dialect.row_json(", ".join(_LAST_COLUMNS), "actions WHERE game = g.id AND undone_at IS NULL"
                                                      " ORDER BY seq DESC LIMIT 1")
    return (f"SELECT g.*, {dialect.players_json} AS players_json, {dialect.seats_json} AS seats_json,"
            f" {turns}, {dialect.deadlines_json.format(of='g.id')} AS deadlines_json, {last} AS last_json,"
            " (SELECT message_id FROM boards WHERE game = g.id) AS board_message"
            " FROM games g LEFT JOIN turns t ON t.game = g.id WHERE g.id = ?")


def _turns_with_deadlines(dialect: Any) -> str:
    return (f"SELECT t.*, {dialect.deadlines_json.format(of='t.game')} AS deadlines_json FROM turns t"
            " WHERE t.game = ?")


def _deadlines(text: str | None) -> dict[int, datetime]:
    """Each seat's pending deadline (the latest, if a seat has several) from `deadlines_json`."""
    out: dict[int, datetime] = {}
    for seat, due in from_json(text) or []:
        when = datetime.fromisoformat(due)
        if seat not in out or when > out[seat]:
            out[seat] = when
    return out


class GameTurns(NamedTuple):
    """A game, its `turns` row (None before its first sync) and its pending deadlines by seat, as
    of one read (`Store.game_with_turns`), with its latest live action and its latest board's
    message id as of the same read (None: none, or not read with it)."""

    record: GameRecord
    turns: TurnRecord | None
    deadlines: dict[int, datetime]
    last: ActionRecord | None = None
    board: int | None = None
    # What a turn sync reads besides the game, read with it (`Store.claim_delivery` on
    # PostgreSQL): the newest log rows after the turns' version as [seat, version after], the
    # users of the seats and the schedule rows of the turns a sync may keep or start, as JSON
    # texts (`Store.turn_sync_reads` reads them otherwise).
    sync_json: tuple[str, str, str] | None = None


def _last_action(text: str | None) -> ActionRecord | None:
    """The latest live action from `last_json` (None: the game has none)."""
    if text is None:
        return None
    values = dict(zip(_LAST_COLUMNS, from_json(text), strict=True))
    return ActionRecord.from_row({**values, "undone_at": None})


def _game_turns(row: Any, *, sync: bool = False) -> GameTurns:
    """A row of `_game_with_turns` (or of a statement that includes its columns; `sync`: and
    `_SYNC_READS`'s)."""
    turns = None
    if row["t_game"] is not None:
        turns = TurnRecord.from_row({c: row[f"t_{c}"] for c in _TURN_COLUMNS})
    board = row["board_message"]
    return GameTurns(_game_record(row), turns, _deadlines(row["deadlines_json"]),
                     _last_action(row["last_json"]), None if board is None else int(board),
                     (row["sync_acted"], row["sync_users"], row["sync_rows"]) if sync else None)


# On PostgreSQL, what `turn_sync_reads` reads, as further columns of `_game_with_turns` (`games g`
# joined with `turns t`): the log rows after the turns' version (all of the window before a first
# sync, which ignores them), the users of the seats, and the game's schedule rows that are pending
# or of an epoch of the turns (every epoch in `awaited`, and this version).
_SYNC_READS = (
    "(SELECT COALESCE(json_agg(json_build_array(seat, version_after)), '[]')::text FROM actions"
    " WHERE game = g.id AND seq > (SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game = g.id)"
    f" - {_ACTED_WINDOW} AND version_after > COALESCE(t.version, -1)) AS sync_acted,"
    " (SELECT COALESCE(json_agg(json_build_array(user_id, locale, dm_closed, settings)), '[]')::text"
    " FROM users WHERE user_id IN (SELECT user_id FROM seats WHERE game = g.id)) AS sync_users,"
    " (SELECT COALESCE(json_agg(json_build_array(id, game, kind, seat, user_id, due_at, payload,"
    " created_at, done_at, epoch)), '[]')::text FROM schedules WHERE game = g.id AND (done_at IS NULL"
    " OR epoch = g.version OR epoch IN (SELECT (e.value ->> 'epoch')::numeric FROM jsonb_each(CASE"
    " WHEN jsonb_typeof(agora_jsonb(t.awaited)) = 'object' THEN agora_jsonb(t.awaited) END) AS e"
    " WHERE jsonb_typeof(e.value -> 'epoch') = 'number'))) AS sync_rows")


def _game_record(row: Any) -> GameRecord:
    """A game read with `_game_with_people` (or returned with `_returned_game`)."""
    game = row["id"]
    players = sorted(from_json(row["players_json"]))
    seats = sorted(from_json(row["seats_json"]))
    return GameRecord.from_row(
        row,
        tuple(PlayerRecord.from_row(dict(zip(_PLAYER_FIELDS, (game, *p)))) for p in players),
        tuple(SeatRecord.from_row(dict(zip(_SEAT_FIELDS, (game, *s)))) for s in seats),
    )


# Read from the covering index `games_brief` (migration 6), which holds exactly these columns: the
# game's row would be walked past its snapshot.
_BRIEF_COLUMNS = ("id, status, version, channel_id, game_id, locale, settings, creator_id, last_action_at,"
                  " quarantined")


def _game_brief(id: int, status: str, version: int, channel_id: int, game_id: str, locale: str | None,
                settings: str | None, creator_id: int, last_action_at: str | None,
                quarantined: str | None) -> GameBrief:
    """A GameBrief from the `_BRIEF_COLUMNS` of a game (the poll reads thousands)."""
    return tuple.__new__(GameBrief, (  # (its own __new__ is a Python function: a call more)
        id, status, version, channel_id, game_id, locale, json_object(settings), creator_id,
        None if last_action_at is None else datetime.fromisoformat(last_action_at), quarantined))


# The due schedule rows (as `due_schedules`: 0-8, without done_at, NULL), each with, by position:
# its game's `_BRIEF_COLUMNS` but the id (9-17, NULL if the game is gone: status is NOT NULL), its
# game's `turns` version and awaited seats (18-19), its user's settings (20; NULL if the user has no
# row, and for user 0 or NULL, as `poll_context` reads only the rows' non-zero users), and for a
# reminder the pending deadline of its own turn (21; the latest if several, as `poll_context` keeps).
# Only the columns the poll uses.
#
# On SQLite each row comes as one JSON array, which orjson reads: a thousand rows of 25 columns read
# column by column cost more (the select, cold: ~7.5 against ~6 ms), as Python's sqlite3 releases and
# takes the GIL around every column it reads. The JSON columns are cast to text, so they come as
# strings, each read by itself (one damaged text must fail only its own game or row; a BLOB would
# fail the whole query). On PostgreSQL the columns come as they are (storage/dialect.py).


_DUE_ORDER = itemgetter(5, 0)
_MIGRATION_LOCK = 0x61676F7261  # "agora": the advisory lock PostgreSQL migrations run under

# A game's pending schedule rows in due order. Named index: ordered by due time, the planner would
# rather walk every pending row of the database through `schedules_due` than sort a game's few.
_PENDING_OF_GAME = ("SELECT * FROM schedules INDEXED BY schedules_pending_by_game WHERE game = ?"
                    " AND done_at IS NULL ORDER BY due_at, id")


async def _due_with_context(db: Connection, stamp: str, limit: int,
                            claim: bool = False) -> tuple[list[DueRow], PollContext]:
    """`Store.due_with_context`, inside a read or write (`claim`: inside the poll's write, where
    PostgreSQL locks the rows read and skips those another process holds). The named tuples are
    built with `tuple.__new__` (their own `__new__` is a Python function: a call more per row)."""
    context = PollContext()
    rows: list[DueRow] = []
    games, turns, users, deadlines = context.games, context.turns, context.users, context.deadlines
    new, parse_time, parse = tuple.__new__, datetime.fromisoformat, from_json
    dialect = db.dialect
    # Why the ignore below: Both backends' connections have fetch_tuples; the protocol they share does not
    # declare it.
    read = await db.fetch_tuples(  # type: ignore[attr-defined]
        dialect.due_with_context_claim if claim else dialect.due_with_context, (stamp, limit))
    fetched = [parse(text) for text, in read] if dialect.due_rows_as_json else read
    fetched.sort(key=_DUE_ORDER)  # (due_at, id): already so, unless a join reordered them
    for values in fetched:  # by position: 22 columns
        rid, game, kind, seat, user_id, due_at, payload, created_at, epoch = values[:9]
        try:
            data = parse(payload)
        except (ValueError, TypeError):
            data = None
        if isinstance(data, dict):
            invalid = None
        else:  # the same reading, with its reason (or None: an empty payload)
            data, invalid = schedule_payload(payload)
        rows.append(new(DueRow, (rid, game, kind, seat, user_id, parse_time(due_at), data,
                                 parse_time(created_at), None, epoch, invalid)))
        if values[9] is not None and game not in games:
            games[game] = _game_brief(game, *values[9:18])
        if values[18] is not None and game not in turns:
            turns[game] = new(PollTurn, (values[18], awaited_seats_of(values[19])))
        if values[20] is not None and user_id not in users:
            users[user_id] = json_object(values[20])  # unreadable: the player's defaults
        if values[21] is not None:
            deadlines[(game, seat or 0, epoch or 0)] = parse_time(values[21])
    return rows, context


def _chunks(ids: Sequence[int]) -> list[Sequence[int]]:
    return [ids[i:i + _CHUNK] for i in range(0, len(ids), _CHUNK)]


class Store:
    def __init__(self, db: Database, lock: InstanceLock | None, clock: Clock) -> None:
        self._db = db
        self.dialect = db.dialect
        # The SQLite file, or the PostgreSQL URL without its password (for messages).
        self.path = db.target
        self._instance_lock = lock
        self.clock = clock
        self._closed = False
        self._game_sql = _game_with_people(db.dialect)
        self._game_sql_locked = self._game_sql + db.dialect.for_update
        self._returned_game = _returned_game(db.dialect)
        self._game_turns_sql = _game_with_turns(db.dialect)
        # PostgreSQL's delivery reads the game with what a turn sync reads (`claim_delivery`).
        self._game_sync_sql = self._game_turns_sql.replace(" FROM games g", f", {_SYNC_READS} FROM games g",
                                                           1)
        logged = (", EXISTS (SELECT 1 FROM actions WHERE interaction_id = ?) AS logged,"
                  " (SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game = g.id) AS last_seq")
        self._game_before_action_sql = self._game_sql.replace(" FROM games g", logged + " FROM games g", 1)
        self._turns_deadlines_sql = _turns_with_deadlines(db.dialect)

    # --- lifecycle ---------------------------------------------------------------
    @classmethod
    async def open(cls, path: str | Path, *, clock: Clock = utc_now, read_only: bool = False,
                   pool_size: int | None = None) -> Store:
        """Open (creating and migrating) the database: a SQLite file, or a PostgreSQL database by its
        `postgresql://` URL. StorageError for an unknown URL scheme, an unreachable server (naming
        the URL without its password), or a schema newer than this code.

        SQLite: AlreadyRunning if another process has the file (one bot process per file). On
        PostgreSQL several processes share the database (their writes lock the rows they change).
        `read_only`: for inspection (`bot.py --check`), even while a bot runs on it: no instance
        lock, no migration, and the database refuses every write.
        """
        target = str(path)
        check_url(target)
        if is_postgres_url(target):
            database: Database = await PostgresDatabase.connect(target, read_only=read_only,
                                                                 pool_size=pool_size)
            lock = None
        else:
            lock = None
            if not _is_memory(target) and not read_only:
                lock = InstanceLock(target)
                lock.acquire()
            try:
                database = await SqliteDatabase.connect(target, read_only=read_only)
            except BaseException:
                if lock is not None:
                    lock.release()
                raise
        store = cls(database, lock, clock)
        try:
            if read_only:
                return store
            await store._migrate()
            await store._hash_unhashed_games()
            return store
        except BaseException:
            await store.close()
            raise

    @property
    def shared(self) -> bool:
        """Several bot processes may use this database at once (PostgreSQL)."""
        return self._db.shared

    @property
    def owner(self) -> str:
        """Who this store is when it holds a lease (`claim`): unique per opened store."""
        return self._db.owner

    def observe(self, observer: Observer | None) -> None:
        """Call `observer(sql, params)` for every statement sent (the benches and the tests of
        statements per move); None stops."""
        self._db.observer = observer

    async def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        try:
            await self._db.close()
        finally:
            if self._instance_lock is not None:
                self._instance_lock.release()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _migrate(self) -> None:
        if isinstance(self._db, SqliteDatabase):
            await self._migrate_sqlite(self._db)
            return
        async with self._db.write() as db:
            # Two processes starting at once: the second waits here, then finds the work done.
            await db.fetchval("SELECT pg_advisory_xact_lock(?)", (_MIGRATION_LOCK,))
            await db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            current = await self._schema_version(db)
            self._refuse_newer(current, len(POSTGRES_MIGRATIONS))
            if current == len(POSTGRES_MIGRATIONS):
                return
            for number in range(current + 1, len(POSTGRES_MIGRATIONS) + 1):
                script = POSTGRES_MIGRATIONS[number - 1]
                if script is not None:
                    await db.execute(script)
            await db.execute("DELETE FROM schema_version")
            await db.execute(f"INSERT INTO schema_version (version) VALUES ({len(POSTGRES_MIGRATIONS)})")

    async def _migrate_sqlite(self, database: SqliteDatabase) -> None:
        async with database.read() as db:
            await db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            current = await self._schema_version(db)
        self._refuse_newer(current, len(MIGRATIONS))
        for number in range(current + 1, len(MIGRATIONS) + 1):
            # executescript commits any pending transaction first, so the script carries its own
            # BEGIN IMMEDIATE ... COMMIT with the version bump inside.
            await database.script(
                "BEGIN IMMEDIATE;\n"
                f"{MIGRATIONS[number - 1]};\n"
                "DELETE FROM schema_version;\n"
                f"INSERT INTO schema_version (version) VALUES ({number});\n"
                "COMMIT;"
            )

    def _refuse_newer(self, current: int, known: int) -> None:
        if current > known:
            raise StorageError(
                f"the database {self.path} has schema version {current}, newer than this code "
                f"({known}): run a newer bot"
            )

    async def _hash_unhashed_games(self) -> None:
        """Chain the logs of games stored before migration 5, trusting what is there: from now on
        an edit of them is seen. Games whose setup cannot be read are left to the load check."""
        async with self.read() as db:
            rows = await db.fetchall("SELECT id FROM games WHERE snapshot IS NOT NULL AND state_hash IS NULL")
        for row in rows:
            async with self.write() as db:
                await _rechain(db, int(row["id"]))

    async def schema_version(self) -> int:
        async with self.read() as db:
            return await self._schema_version(db)

    async def _schema_version(self, db: Connection) -> int:
        if await db.fetchone(self.dialect.table_exists, ("schema_version",)) is None:
            return 0
        row = await db.fetchone("SELECT version FROM schema_version")
        return 0 if row is None else int(row[0])

    # --- transactions --------------------------------------------------------------
    def write(self) -> Any:
        """`async with store.write() as db:` — one transaction (storage/db.py): committed at the
        end of the block, rolled back if it raises."""
        return self._db.write()

    def read(self) -> Any:
        """`async with store.read() as db:` — statements outside any write."""
        return self._db.read()

    @asynccontextmanager
    async def _write_one(self) -> AsyncIterator[Connection]:
        """For the delivery's bookkeeping (which parts of an outbox row are sent, attempts, leases,
        the dashboard's version): one statement. On PostgreSQL it is its own transaction (no BEGIN
        and COMMIT round trips) committed asynchronously (the session's `synchronous_commit = off`:
        no wait for the disk; a server crash may forget the last fraction of a second of these,
        so a message may be sent again, and its nonce absorbs it as after a bot crash). Every
        other write, a game's above all, is a `write()`: durable before the bot answers. On SQLite
        a write as any other (`BEGIN IMMEDIATE`)."""
        if self._db.shared:
            async with self._db.read() as db:
                yield db
        else:
            async with self._db.write() as db:
                yield db

    async def _lock_game(self, db: Connection, game: int) -> None:
        """Inside a write that reads a game and then changes it (or its schedule rows): on
        PostgreSQL, lock the game's row first, so another process's write of the same game waits
        for this one (SQLite's `BEGIN IMMEDIATE` already admits one writer at a time)."""
        if self.dialect.for_update:
            await db.fetchone("SELECT 1 FROM games WHERE id = ? FOR UPDATE", (game,))

    def _now(self, now: datetime | None) -> str:
        return to_db_time(now or self.clock())

    # --- games -------------------------------------------------------------------------
    async def create_game(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        game_id: str,
        creator_id: int,
        options: dict[str, Any],
        parent_channel_id: int | None = None,
        seat_order: str = "random",
        max_players: int | None = None,
        locale: str | None = None,
        settings: dict[str, Any] | None = None,
        creator_joins: bool = True,
        outbox: Sequence[OutboxItem] = (),
        now: datetime | None = None,
    ) -> GameRecord:
        stamp = self._now(now)
        async with self.write() as db:
            busy = await db.fetchall(
                "SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')", (channel_id,)
            )
            if busy:
                raise ChannelBusy(channel_id)
            try:
                game = await db.fetchval(
                    "INSERT INTO games (guild_id, channel_id, parent_channel_id, game_id, status, options,"
                    " creator_id, seat_order, max_players, version, created_at, updated_at, locale, settings)"
                    " VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, 0, ?, ?, ?, ?) RETURNING id",
                    (guild_id, channel_id, parent_channel_id, game_id, to_json(options), creator_id,
                     seat_order, max_players, stamp, stamp, locale, to_json(settings or {})),
                )
            except ConstraintViolation as exc:  # the partial unique index, if the check raced
                raise ChannelBusy(channel_id) from exc
            assert game is not None
            if creator_joins:
                await db.execute(
                    "INSERT INTO players (game, position, user_id, joined_at) VALUES (?, 1, ?, ?)",
                    (game, creator_id, stamp),
                )
            await self._insert_outbox(db, game, 0, outbox, stamp)
            return await self._game(db, game)

    async def get_game(self, game: int) -> GameRecord | None:
        async with self.read() as db:
            return await self._game_or_none(db, game)

    async def game_before_action(self, game: int, interaction_id: int) -> tuple[GameRecord | None, bool, int]:
        """The game (as `get_game`), whether an action of `interaction_id` is logged (as
        `find_action`) and the seq of the game's newest log row (0: none), in one statement: what
        an interaction's move reads first (the seq: `commit_action_record`'s `head`)."""
        async with self.read() as db:
            row = await db.fetchone(self._game_before_action_sql, (interaction_id, game))
        if row is None:
            return None, False, 0
        return _game_record(row), bool(row["logged"]), int(row["last_seq"])

    async def get_game_by_channel(self, channel_id: int) -> GameRecord | None:
        """The channel's open game (lobby or active), else its most recent one, else None."""
        async with self.read() as db:
            rows = await db.fetchall(
                "SELECT id FROM games WHERE channel_id = ?"
                " ORDER BY status IN ('lobby', 'active') DESC, id DESC LIMIT 1",
                (channel_id,),
            )
            return await self._game(db, rows[0]["id"]) if rows else None

    async def open_games_in_threads_of(self, parent_channel_id: int) -> list[GameRecord]:
        """Open games (lobby or active) living in threads of this channel, newest first."""
        async with self.read() as db:
            rows = await db.fetchall("SELECT id FROM games WHERE parent_channel_id = ?"
                              " AND status IN ('lobby', 'active') ORDER BY id DESC", (parent_channel_id,))
            return [await self._game(db, row["id"]) for row in rows]

    async def list_games(self, guild_id: int | None = None, statuses: Iterable[str] | None = None,
                         *, user_id: int | None = None) -> list[GameRecord]:
        """Games, newest first; filtered by guild, statuses and/or a user who holds a seat or signed up."""
        where, params = [], []
        if guild_id is not None:
            where.append("guild_id = ?")
            params.append(guild_id)
        if statuses is not None:
            clause, values = self.dialect.members("status", list(statuses))
            where.append(clause)
            params.extend(values)
        if user_id is not None:
            where.append("(id IN (SELECT game FROM seats WHERE user_id = ?)"
                         " OR id IN (SELECT game FROM players WHERE user_id = ?))")
            params.extend([user_id, user_id])
        sql = "SELECT id FROM games" + (" WHERE " + " AND ".join(where) if where else "")
        sql += " ORDER BY id DESC"
        async with self.read() as db:
            rows = await db.fetchall(sql, params)
            return [await self._game(db, row["id"]) for row in rows]

    async def active_game_ids(self, game_id: str | None = None) -> list[int]:
        """Ids of the active games (of one game, if given) not quarantined, oldest first: one
        statement through the index of active games, for a pass that loads each in turn."""
        sql, params = "SELECT id FROM games WHERE status = 'active' AND quarantined IS NULL", []
        if game_id is not None:
            sql += " AND game_id = ?"
            params.append(game_id)
        async with self.read() as db:
            return [int(r[0]) for r in await db.fetchall(sql + " ORDER BY id", params)]

    async def open_game_places(self) -> list[GamePlace]:
        """Where each open game is played, lobbies first, newest first: one statement through the
        index of open games, without loading them (the start-up permission check)."""
        async with self.read() as db:
            rows = await db.fetchall("SELECT id, status, guild_id, channel_id, locale FROM games"
                                     " INDEXED BY games_open_per_channel WHERE status IN ('lobby', 'active')")
        places = [GamePlace(r[0], r[1], r[2], r[3], r[4]) for r in rows]
        return sorted(places, key=lambda p: (p.status != "lobby", -p.id))

    async def _game_or_none(self, db: Connection, game: int, *, lock: bool = False) -> GameRecord | None:
        """`lock`: inside a write that then changes the game (`_lock_game`)."""
        row = await db.fetchone(self._game_sql_locked if lock else self._game_sql, (game,))
        return None if row is None else _game_record(row)

    async def _game(self, db: Connection, game: int, *, lock: bool = False) -> GameRecord:
        record = await self._game_or_none(db, game, lock=lock)
        if record is None:
            raise NoSuchGame(game)
        return record

    async def _require_status(self, db: Connection, game: int,
                              allowed: tuple[str, ...]) -> GameRecord:
        """The game, locked for the write that asked (`_lock_game`), if its status is allowed."""
        record = await self._game(db, game, lock=True)
        if record.status not in allowed:
            raise WrongStatus(game, allowed, record.status)
        return record

    # --- lobby -------------------------------------------------------------------------
    async def add_player(self, game: int, user_id: int, *, outbox: Sequence[OutboxItem] = (),
                         now: datetime | None = None) -> GameRecord:
        stamp = self._now(now)
        async with self.write() as db:
            record = await self._require_status(db, game, ("lobby",))
            position = max((p.position for p in record.players), default=0) + 1
            await db.execute(
                "INSERT INTO players (game, position, user_id, joined_at) VALUES (?, ?, ?, ?)",
                (game, position, user_id, stamp),
            )
            await self._touch(db, game, stamp)
            await self._insert_outbox(db, game, record.version, outbox, stamp)
            return await self._game(db, game)

    async def remove_player(self, game: int, user_id: int, *, outbox: Sequence[OutboxItem] = (),
                            now: datetime | None = None) -> GameRecord:
        """Remove the user's latest sign-up; NoSuchGame/WrongStatus, or ValueError if not signed up."""
        stamp = self._now(now)
        async with self.write() as db:
            record = await self._require_status(db, game, ("lobby",))
            positions = [p.position for p in record.players if p.user_id == user_id]
            if not positions:
                raise ValueError(f"user {user_id} is not signed up for game {game}")
            await db.execute("DELETE FROM players WHERE game = ? AND position = ?", (game, max(positions)))
            await self._touch(db, game, stamp)
            await self._insert_outbox(db, game, record.version, outbox, stamp)
            return await self._game(db, game)

    async def list_players(self, game: int) -> list[PlayerRecord]:
        async with self.read() as db:
            rows = await db.fetchall("SELECT * FROM players WHERE game = ? ORDER BY position", (game,))
            return [PlayerRecord.from_row(r) for r in rows]

    async def set_seat_order(self, game: int, mode: str, user_ids: Sequence[int] | None = None, *,
                             outbox: Sequence[OutboxItem] = (), now: datetime | None = None) -> GameRecord:
        """Set 'random' or 'chosen' seating; with `user_ids`, reorder the sign-ups to that order.

        `user_ids` must be a permutation of the current sign-ups (ValueError otherwise).
        """
        if mode not in ("random", "chosen"):
            raise ValueError(f"unknown seat order {mode!r}")
        stamp = self._now(now)
        async with self.write() as db:
            record = await self._require_status(db, game, ("lobby",))
            if user_ids is not None:
                if sorted(user_ids) != sorted(record.player_ids()):
                    raise ValueError("the new order must list exactly the signed-up players")
                pending = list(record.players)
                reordered = []
                for uid in user_ids:
                    row = next(p for p in pending if p.user_id == uid)
                    pending.remove(row)
                    reordered.append(row)
                await db.execute("DELETE FROM players WHERE game = ?", (game,))
                await db.executemany(
                    "INSERT INTO players (game, position, user_id, joined_at) VALUES (?, ?, ?, ?)",
                    [(game, i + 1, p.user_id, to_db_time(p.joined_at)) for i, p in enumerate(reordered)],
                )
            await db.execute("UPDATE games SET seat_order = ?, updated_at = ? WHERE id = ?",
                             (mode, stamp, game))
            await self._insert_outbox(db, game, record.version, outbox, stamp)
            return await self._game(db, game)

    async def start_game(self, game: int, *, seat_users: Sequence[int], seed: int, snapshot: str,
                         outbox: Sequence[OutboxItem] = (), awaited_since: dict[str, int] | None = None,
                         now: datetime | None = None) -> GameRecord:
        """Lobby → active at version 1, with seat `i` held by `seat_users[i]`.

        `awaited_since` (seat → version its current decision has been awaited since) goes to
        games.settings["awaited_since"]; see `commit_action`.
        """
        stamp = self._now(now)
        since = None if awaited_since is None else to_json(awaited_since)
        async with self.write() as db:
            record = await self._require_status(db, game, ("lobby",))
            head = integrity.genesis_hash(game, record.game_id, seed, record.options)
            await db.execute(
                "UPDATE games SET status = 'active', version = 1, seed = ?, snapshot = ?, updated_at = ?,"
                " last_action_at = ?, log_head = ?, state_hash = ?,"
                + self.dialect.set_awaited_since + " WHERE id = ? AND status = 'lobby'",
                (seed, snapshot, stamp, stamp, head, integrity.state_hash(head, head, snapshot), since, since,
                 game),
            )
            await db.executemany(
                "INSERT INTO seats (game, seat, user_id, joined_at, dm_ok) VALUES"
                " (?, ?, ?, ?, (SELECT CASE WHEN dm_closed != 0 THEN 0 END FROM users WHERE user_id = ?))",
                [(game, seat, uid, stamp, uid) for seat, uid in enumerate(seat_users)],
            )
            await self._insert_outbox(db, game, 1, outbox, stamp)
            return await self._game(db, game)

    # --- play --------------------------------------------------------------------------
    async def commit_action(self, game: int, expected_version: int, seat: int, user_id: int | None,
                            action_text: str, interaction_id: int | None, new_snapshot: str,
                            outbox: Sequence[OutboxItem] = (), status: str | None = None,
                            outcome: dict[str, Any] | None = None, *,
                            awaited_since: dict[str, int] | None = None, now: datetime | None = None) -> int:
        """`commit_action_record`, returning only the new version."""
        record = await self.commit_action_record(
            game, expected_version, seat, user_id, action_text, interaction_id, new_snapshot, outbox, status,
            outcome, awaited_since=awaited_since, now=now)
        return record.version

    async def commit_action_record(
        self,
        game: int,
        expected_version: int,
        seat: int,
        user_id: int | None,
        action_text: str,
        interaction_id: int | None,
        new_snapshot: str,
        outbox: Sequence[OutboxItem] = (),
        status: str | None = None,
        outcome: dict[str, Any] | None = None,
        *,
        awaited_since: dict[str, int] | None = None,
        head: tuple[GameRecord, int] | None = None,
        now: datetime | None = None,
    ) -> GameRecord:
        """Append one action and its side effects atomically; returns the game as committed.

        `head`: the game as the caller read it and the seq of its newest log row
        (`game_before_action`). On PostgreSQL the commit is then one statement, its own durable
        transaction (no transaction to read the chain's head under a lock first); it writes only
        if the game's version and head are still the ones read.

        VersionConflict if the game is not at `expected_version` (or not active);
        DuplicateInteraction if `interaction_id` was already logged. Either way nothing is written.
        `awaited_since`, when given, replaces games.settings["awaited_since"] in the same UPDATE
        (the service uses it to accept buttons of a simultaneous decision posted before others moved).
        """
        since = None if awaited_since is None else to_json(awaited_since)
        if status is not None and status not in GAME_STATUSES:
            raise ValueError(f"unknown status {status!r}")
        stamp = self._now(now)
        new_version = expected_version + 1
        closing = status in CLOSED_STATUSES
        # A logged interaction id is refused by its unique index (the INSERT of its log row),
        # and nothing is written: no statement to look for it first.
        if head is not None and self.dialect.chains_writes:
            # PostgreSQL, with the head as the caller read it: one statement, its own durable
            # transaction. It writes only if the game is still at that version and head.
            read, last_seq = head
            plan = self._action_plan(game, read.log_head, last_seq, read.game_id, read.seed, read.options,
                                     expected_version, seat, user_id, action_text, interaction_id,
                                     new_snapshot, status, outcome, since, stamp, head_guard=True)
            async with self._db.write_statement() as db:
                changed = await self._chained_action(db, plan, outbox, closing, durable=True)
                if changed is None:
                    await self._conflict(db, game, expected_version)
        else:
            async with self.write() as db:
                # The new row's link: chained to the game's head (the newest row's hash, or for
                # the first row the genesis), and the new snapshot bound to it
                # (storage/integrity.py). On PostgreSQL the game's row is locked from here to the
                # commit: another process's action on this game waits, then finds the version
                # moved on (VersionConflict).
                chain = await db.fetchone(
                    "SELECT log_head, game_id, seed, options, (SELECT COALESCE(MAX(seq), 0)"
                    " FROM actions WHERE game = games.id) AS last_seq FROM games"
                    " WHERE id = ?" + self.dialect.for_update, (game,))
                if chain is None:
                    raise NoSuchGame(game)
                plan = self._action_plan(game, chain["log_head"], chain["last_seq"], chain["game_id"],
                                         chain["seed"], chain["options"], expected_version, seat, user_id,
                                         action_text, interaction_id, new_snapshot, status, outcome, since,
                                         stamp, head_guard=False)
                if self.dialect.chains_writes:
                    changed = await self._chained_action(db, plan, outbox, closing, durable=False)
                else:
                    try:
                        changed = await db.fetchone(plan.update, plan.values)
                        if changed is not None:
                            await db.execute(
                                "INSERT INTO actions (game, seq, seat, user_id, action_text, interaction_id,"
                                " created_at, version_after, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                (game, *plan.logged))
                            await self._insert_outbox(db, game, new_version, outbox, stamp)
                    except ConstraintViolation as exc:
                        if interaction_id is not None:
                            raise DuplicateInteraction(interaction_id) from exc
                        raise
                    if changed is not None and closing:
                        await self._close_schedules(db, game, stamp)
                if changed is None:
                    await self._conflict(db, game, expected_version)
        assert changed is not None
        # (sqlite3.Row and asyncpg's Record both iterate their values, not their keys.)
        columns = dict(zip(changed.keys(), tuple(changed), strict=True))
        return _game_record({**columns, "snapshot": new_snapshot})

    def _action_plan(self, game: int, previous: str | None, last_seq: int, game_id: str, seed: int | None,
                     options: Any, expected_version: int, seat: int, user_id: int | None, action_text: str,
                     interaction_id: int | None, new_snapshot: str, status: str | None,
                     outcome: dict[str, Any] | None, since: str | None, stamp: str, *,
                     head_guard: bool) -> _ActionPlan:
        """The UPDATE of the game an action makes (returning the game as committed), and its log
        row, chained to `previous` (the game's head)."""
        new_version = expected_version + 1
        seq = last_seq + 1
        link = genesis = None
        if previous is not None:
            genesis = integrity.genesis_hash(game, game_id, seed, options)
            link = integrity.action_hash(previous, seq, seat, user_id, action_text, new_version)
        # The game as it is now comes back from the UPDATE (its snapshot is the one just
        # written): no statement to read it again after the commit.
        update = (
            "UPDATE games SET snapshot = ?, version = version + 1, updated_at = ?, last_action_at = ?,"
            " status = COALESCE(?, status), outcome = COALESCE(?, outcome),"
            " finished_at = CASE WHEN ? THEN ? ELSE finished_at END, log_head = ?, state_hash = ?,"
            + self.dialect.set_awaited_since + " WHERE id = ? AND version = ? AND status = 'active'"
            + (" AND log_head IS NOT DISTINCT FROM ?" if head_guard else "")
            + " RETURNING " + self._returned_game)
        values: tuple[Any, ...] = (
            new_snapshot, stamp, stamp, status, None if outcome is None else to_json(outcome),
            status in CLOSED_STATUSES, stamp, link,
            None if link is None or genesis is None else integrity.state_hash(genesis, link, new_snapshot),
            since, since, game, expected_version)
        if head_guard:
            values = (*values, previous)
        logged = (seq, seat, user_id, action_text, interaction_id, stamp, new_version, link)
        return _ActionPlan(game, new_version, stamp, interaction_id, update, values, logged)

    async def _chained_action(self, db: Connection, plan: _ActionPlan, outbox: Sequence[OutboxItem],
                              closing: bool, *, durable: bool) -> Any:
        """PostgreSQL: the game, its log row, its outbox rows (and for a closing move, its pending
        schedule rows closed) in one statement: each part reads the UPDATE's row, so nothing is
        written unless the game was as expected. The outbox rows keep their order. The game as
        committed, or None (nothing written)."""
        closed = (", closed AS (UPDATE schedules SET done_at = CAST(? AS TEXT)"
                  " WHERE game = (SELECT id FROM game) AND done_at IS NULL)") if closing else ""
        try:
            row = await db.fetchone(
                "WITH " + (self.dialect.durable + ", " if durable else "") + f"game AS ({plan.update}),"
                " logged AS (INSERT INTO actions (game, seq, seat, user_id, action_text,"
                " interaction_id, created_at, version_after, hash)"
                " SELECT id, CAST(? AS INTEGER), CAST(? AS INTEGER),"
                " CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS BIGINT), CAST(? AS TEXT),"
                " CAST(? AS INTEGER), CAST(? AS TEXT) FROM game),"
                " queued AS (INSERT INTO outbox (game, version, kind, payload, created_at)"
                " SELECT game.id, x.version, x.kind, x.payload, CAST(? AS TEXT) FROM game,"
                " unnest(CAST(? AS INTEGER[]), CAST(? AS TEXT[]), CAST(? AS TEXT[]))"
                " WITH ORDINALITY AS x(version, kind, payload, n) ORDER BY x.n)" + closed +
                # Read through `durable` (when asked for), which must run: one row, NULLs if the
                # game was not written.
                (" SELECT game.* FROM durable LEFT JOIN game ON true" if durable else " SELECT * FROM game"),
                (*plan.values, *plan.logged, plan.stamp,
                 [plan.version if item.version is None else item.version for item in outbox],
                 [item.kind for item in outbox], [to_json(item.payload) for item in outbox],
                 *((plan.stamp,) if closing else ())))
        except ConstraintViolation as exc:
            if plan.interaction_id is not None:
                raise DuplicateInteraction(plan.interaction_id) from exc
            raise
        return None if row is None or row["id"] is None else row

    async def _conflict(self, db: Connection, game: int, expected_version: int) -> None:
        """An action's write found the game changed: NoSuchGame or VersionConflict."""
        row = await db.fetchone("SELECT version FROM games WHERE id = ?", (game,))
        if row is None:
            raise NoSuchGame(game)
        raise VersionConflict(game, expected_version, row["version"])

    async def list_actions(self, game: int, *, include_undone: bool = False) -> list[ActionRecord]:
        sql = "SELECT * FROM actions WHERE game = ?"
        if not include_undone:
            sql += " AND undone_at IS NULL"
        async with self.read() as db:
            rows = await db.fetchall(sql + " ORDER BY seq", (game,))
            return [ActionRecord.from_row(r) for r in rows]

    async def last_action(self, game: int) -> ActionRecord | None:
        """The game's latest live (not undone) action: one row, whatever the length of the log."""
        async with self.read() as db:
            row = await db.fetchone("SELECT * FROM actions WHERE game = ? AND undone_at IS NULL"
                             " ORDER BY seq DESC LIMIT 1", (game,))
            return None if row is None else ActionRecord.from_row(row)

    async def find_action(self, interaction_id: int) -> ActionRecord | None:
        async with self.read() as db:
            row = await db.fetchone("SELECT * FROM actions WHERE interaction_id = ?", (interaction_id,))
            return None if row is None else ActionRecord.from_row(row)

    async def set_status(self, game: int, status: str, *, expected: Sequence[str] | None = None,
                         outcome: dict[str, Any] | None = None, outbox: Sequence[OutboxItem] = (),
                         now: datetime | None = None) -> GameRecord:
        """Change a game's status (WrongStatus unless it is one of `expected`, when given).

        Closing statuses set finished_at and close the game's pending schedules.
        """
        if status not in GAME_STATUSES:
            raise ValueError(f"unknown status {status!r}")
        stamp = self._now(now)
        async with self.write() as db:
            record = await self._require_status(db, game, tuple(expected or GAME_STATUSES))
            closing = status in CLOSED_STATUSES
            try:
                await db.execute(
                    "UPDATE games SET status = ?, updated_at = ?, outcome = COALESCE(?, outcome),"
                    " finished_at = CASE WHEN ? THEN COALESCE(finished_at, ?) ELSE NULL END WHERE id = ?",
                    (status, stamp, None if outcome is None else to_json(outcome), closing, stamp, game),
                )
            except ConstraintViolation as exc:  # reopening into a channel that has a new game
                raise ChannelBusy(record.channel_id) from exc
            if closing:
                await self._close_schedules(db, game, stamp)
            await self._insert_outbox(db, game, record.version, outbox, stamp)
            return await self._game(db, game)

    async def set_game_setting(self, game: int, key: str, value: Any, *, outbox: Sequence[OutboxItem] = (),
                               now: datetime | None = None) -> GameRecord:
        """Set one key of games.settings (value None removes it)."""
        stamp = self._now(now)
        async with self.write() as db:
            record = await self._game(db, game, lock=True)
            settings = dict(record.settings)
            if value is None:
                settings.pop(key, None)
            else:
                settings[key] = value
            await db.execute("UPDATE games SET settings = ?, updated_at = ? WHERE id = ?",
                             (to_json(settings), stamp, game))
            await self._insert_outbox(db, game, record.version, outbox, stamp)
            return await self._game(db, game)

    async def set_autoplay(self, game: int, seat: int, on: bool, *, admin: dict[str, Any] | None = None,
                           now: datetime | None = None) -> None:
        stamp = self._now(now)
        async with self.write() as db:
            await db.execute("UPDATE seats SET autoplay = ? WHERE game = ? AND seat = ?",
                             (int(on), game, seat))
            if admin is not None:
                await self._log_admin(db, game, admin, stamp)

    async def _touch(self, db: Connection, game: int, stamp: str) -> None:
        await db.execute("UPDATE games SET updated_at = ? WHERE id = ?", (stamp, game))

    # --- outbox ------------------------------------------------------------------------
    async def _insert_outbox(self, db: Connection, game: int, version: int,
                             items: Sequence[OutboxItem], stamp: str) -> None:
        if items:
            await db.executemany(
                "INSERT INTO outbox (game, version, kind, payload, created_at) VALUES (?, ?, ?, ?, ?)",
                [(game, version if item.version is None else item.version, item.kind,
                  to_json(item.payload), stamp) for item in items],
            )

    async def add_outbox(self, game: int, items: Sequence[OutboxItem], *,
                         now: datetime | None = None) -> None:
        stamp = self._now(now)
        async with self.write() as db:
            record = await self._game(db, game, lock=True)
            await self._insert_outbox(db, game, record.version, items, stamp)

    async def pending_outbox(self, limit: int = 50, *, game: int | None = None,
                             max_attempts: int | None = None, attempt_at: datetime | None = None,
                             ) -> list[OutboxRecord]:
        """Undelivered rows, oldest first (delivery order = commit order). `attempt_at`: the rows
        read are about to be delivered: their first attempt is recorded then
        (`start_outbox_attempt`), on PostgreSQL by the same statement; the rows come back as they
        were before (`tried_at` None for a first attempt)."""
        sql, params = "SELECT * FROM outbox WHERE done_at IS NULL", []
        if game is not None:
            sql += " AND game = ?"
            params.append(game)
        if max_attempts is not None:
            sql += " AND attempts < ?"
            params.append(max_attempts)
        sql += " ORDER BY id LIMIT ?"
        params.append(limit)
        if attempt_at is not None and self.dialect.chains_writes:
            # Delivery bookkeeping, as `start_outbox_attempt`: its own transaction, not durable.
            async with self._write_one() as db:
                rows = await db.fetchall(
                    f"WITH rows AS ({sql}), tried AS (UPDATE outbox SET tried_at = ? WHERE id IN"
                    " (SELECT id FROM rows) AND tried_at IS NULL) SELECT * FROM rows ORDER BY id",
                    [*params, self._now(attempt_at)])
            return [OutboxRecord.from_row(r) for r in rows]
        async with self.read() as db:
            rows = await db.fetchall(sql, params)
        records = [OutboxRecord.from_row(r) for r in rows]
        if attempt_at is not None:
            await self.start_outbox_attempt([r.id for r in records if r.tried_at is None], now=attempt_at)
        return records

    async def claim_delivery(self, game: int, limit: int, *, attempt_at: datetime, lease: timedelta = LEASE,
                             now: datetime | None = None,
                             ) -> tuple[list[OutboxRecord], GameTurns | None] | None:
        """Take the game's delivery lease (`claim("delivery:<game>")`) and read its first `limit`
        undelivered rows (`pending_outbox(..., attempt_at=...)`) and, on PostgreSQL, the game
        as `game_with_turns` reads it (None: not read, or no such game), all in one statement.
        None, and nothing read, when another live process holds the lease (which is then marked
        wanted: see `settle_outbox`)."""
        moment = now or self.clock()
        taking = (f"delivery:{game}", self.owner, to_db_time(moment + lease), *[to_db_time(moment)] * 3)
        if not self.dialect.chains_writes:
            if not await self.claim(taking[0], lease=lease, now=moment):
                return None
            return await self.pending_outbox(limit, game=game, attempt_at=attempt_at), None
        async with self._write_one() as db:
            # One row whatever is found: the lease's owner, the rows read (as JSON, read only if
            # the lease is this store's), and the game's columns (NULL when it is not read).
            row = await db.fetchone(
                f"WITH lease AS ({_TAKE_LEASE} RETURNING owner),"
                " rows AS (SELECT * FROM outbox WHERE done_at IS NULL AND game = ?"
                " AND (SELECT owner FROM lease) = ? ORDER BY id LIMIT ?),"
                " tried AS (UPDATE outbox SET tried_at = ? WHERE id IN (SELECT id FROM rows)"
                " AND tried_at IS NULL)"
                " SELECT (SELECT owner FROM lease) AS lease_owner,"
                " (SELECT COALESCE(json_agg(row_to_json(r) ORDER BY r.id), '[]')::text FROM rows AS r)"
                " AS outbox_json, found.* FROM (SELECT 1 AS one) AS one"
                f" LEFT JOIN ({self._game_sync_sql} AND (SELECT owner FROM lease) = ?) AS found ON TRUE",
                [*taking, game, self.owner, limit, self._now(attempt_at), game, self.owner])
        if row is None or row["lease_owner"] != self.owner:
            return None
        rows = [OutboxRecord.from_row(r) for r in from_json(row["outbox_json"])]
        return rows, None if row["id"] is None else _game_turns(row, sync=True)

    async def due_outbox_games(self, *, now: datetime | None = None, after_id: int = 0,
                               limit: int = 500) -> list[tuple[int, int]]:
        """(game, its oldest pending row id) for games with a row due now (never tried, or whose
        retry time has come), oldest first; page on with `after_id` = the last id returned."""
        stamp = self._now(now)
        async with self.read() as db:
            rows = await db.fetchall(
                "SELECT game, MIN(id) AS first FROM outbox WHERE done_at IS NULL"
                " AND (retry_at IS NULL OR retry_at <= ?) GROUP BY game HAVING MIN(id) > ?"
                " ORDER BY first LIMIT ?", (stamp, after_id, limit))
            return [(int(r["game"]), int(r["first"])) for r in rows]

    async def next_outbox_retry(self) -> datetime | None:
        """When the earliest row waiting after a failure may be tried again."""
        async with self.read() as db:
            row = await db.fetchone("SELECT MIN(retry_at) FROM outbox WHERE done_at IS NULL"
                             " AND retry_at IS NOT NULL")
            return None if row is None else from_db_time(row[0])

    async def start_outbox_attempt(self, ids: Sequence[int], *, now: datetime | None = None) -> None:
        """Record the first delivery attempt of these rows (from then on a message may exist)."""
        if not ids:
            return
        stamp = self._now(now)
        async with self._write_one() as db:
            for chunk in _chunks(list(ids)):
                among, values = self.dialect.members("id", chunk)
                await db.execute("UPDATE outbox SET tried_at = COALESCE(tried_at, ?) WHERE tried_at IS NULL"
                                 f" AND {among}", [stamp, *values])

    async def mark_outbox_part(self, outbox_id: int, part: str, message_id: int) -> None:
        """One message of a row is known to be on Discord: a retry will not send it again."""
        async with self._write_one() as db:
            await db.execute(self.dialect.mark_part, (part, message_id, outbox_id))

    async def finish_outbox(self, ids: Sequence[int], *, error: str | None = None,
                            now: datetime | None = None) -> None:
        """Close rows: delivered, or (with `error`) given up for a permanent reason. (`+done_at`:
        the rows are found by id, never through the index of every game's pending rows.)"""
        if not ids:
            return
        stamp = self._now(now)
        async with self._write_one() as db:
            for chunk in _chunks(list(ids)):
                among, values = self.dialect.members("id", chunk)
                await db.execute(
                    "UPDATE outbox SET done_at = ?, last_error = COALESCE(?, last_error), retry_at = NULL"
                    f" WHERE +done_at IS NULL AND {among}",
                    [stamp, None if error is None else error[:2000], *values])

    async def settle_outbox(self, finish: Sequence[int], marks: Mapping[int, Mapping[str, int]], *,
                            now: datetime | None = None, release: int | None = None,
                            board: tuple[int, int, int] | None = None) -> bool:
        """The end of a delivery, written at once: the parts sent (`marks`: row id -> {part:
        message id}, as `mark_outbox_part`) added to their rows, the rows of `finish` closed
        (delivered, as `finish_outbox`), with `board` (game, channel, message) the game's newest
        board recorded (`record_board`) and, with `release` (a game), that game's delivery lease
        given back. True if another process wanted that lease meanwhile (`claim` found it held):
        it committed rows it could not deliver, and the caller delivers them.

        The parts are bookkeeping as the rest: a crash before this statement forgets them, and
        the messages are sent again with their nonces (service/delivery.py). On PostgreSQL one
        statement, committed asynchronously (`_write_one`)."""
        marked = {row: dict(parts) for row, parts in marks.items() if parts}
        ids = sorted({*finish, *marked})
        closing = set(finish)
        stamp = self._now(now)
        lease = (f"delivery:{release}", self.owner)
        recorded = [] if board is None else [*board, stamp]
        async with self._write_one() as db:
            if self.dialect.chains_writes:
                rows = ("WITH v AS (SELECT * FROM unnest(?::bigint[], ?::text[], ?::boolean[])"
                        " AS v(id, parts, finish)),"
                        " done AS (UPDATE outbox AS o"
                        " SET sent = (COALESCE(o.sent, '{}')::jsonb || v.parts::jsonb)::text,"
                        " done_at = CASE WHEN v.finish THEN ? ELSE o.done_at END,"
                        " retry_at = CASE WHEN v.finish THEN NULL ELSE o.retry_at END"
                        " FROM v WHERE o.id = v.id AND o.done_at IS NULL)")
                values: list[Any] = [ids, [to_json(marked.get(i, {})) for i in ids],
                                     [i in closing for i in ids], stamp, *recorded]
                if board is not None:
                    rows += f", board AS ({_RECORD_BOARD})"
                if release is None:
                    if ids or board is not None:
                        await db.execute(f"{rows} SELECT 1", values)
                    return False
                wanted = await db.fetchval(
                    f"{rows}, released AS (DELETE FROM leases WHERE name = ? AND owner = ? RETURNING wanted)"
                    " SELECT COALESCE(MAX(wanted), 0) FROM released", [*values, *lease])
                return bool(wanted)
            for row, parts in marked.items():
                await db.execute("UPDATE outbox SET sent = json_patch(COALESCE(sent, '{}'), ?)"
                                 " WHERE id = ? AND done_at IS NULL", (to_json(parts), row))
            for chunk in _chunks(sorted(closing)):
                among, members = self.dialect.members("id", chunk)
                await db.execute("UPDATE outbox SET done_at = ?, retry_at = NULL"
                                 f" WHERE +done_at IS NULL AND {among}", [stamp, *members])
            if board is not None:
                await db.execute(_RECORD_BOARD, recorded)
            if release is None:
                return False
            found = await db.fetchone("DELETE FROM leases WHERE name = ? AND owner = ? RETURNING wanted",
                                      lease)
            return found is not None and bool(found[0])

    async def defer_outbox(self, ids: Sequence[int], error: str, retry_at: datetime) -> None:
        """A failed attempt: count it, keep the error, try again at `retry_at`."""
        if not ids:
            return
        async with self._write_one() as db:
            for chunk in _chunks(list(ids)):
                among, values = self.dialect.members("id", chunk)
                await db.execute(
                    "UPDATE outbox SET attempts = attempts + 1, last_error = ?, retry_at = ?"
                    f" WHERE +done_at IS NULL AND {among}",
                    [error[:2000], to_db_time(retry_at), *values])

    async def retry_outbox_now(self) -> int:
        """Every row waiting after a failure becomes due (Discord answers again)."""
        async with self._write_one() as db:
            changed = await db.execute("UPDATE outbox SET retry_at = NULL WHERE done_at IS NULL"
                                      " AND retry_at IS NOT NULL")
            return changed

    async def mark_outbox_done(self, outbox_id: int, *, now: datetime | None = None) -> bool:
        stamp = self._now(now)
        async with self._write_one() as db:
            changed = await db.execute(
                "UPDATE outbox SET done_at = ? WHERE id = ? AND done_at IS NULL", (stamp, outbox_id)
            )
            return changed == 1

    async def mark_outbox_failed(self, outbox_id: int, error: str, *, give_up: bool = False,
                                 now: datetime | None = None) -> None:
        """Count a failed delivery; `give_up` also closes the row (e.g. DMs closed: no retry)."""
        stamp = self._now(now)
        async with self._write_one() as db:
            await db.execute(
                "UPDATE outbox SET attempts = attempts + 1, last_error = ?,"
                " done_at = CASE WHEN ? THEN ? ELSE done_at END WHERE id = ?",
                (error[:2000], give_up, stamp, outbox_id),
            )

    # --- schedules ---------------------------------------------------------------------
    async def add_schedule(self, game: int, kind: str, due_at: datetime, *, seat: int | None = None,
                           user_id: int | None = None, payload: dict[str, Any] | None = None,
                           now: datetime | None = None) -> int:
        stamp = self._now(now)
        async with self.write() as db:
            return int(await db.fetchval(
                "INSERT INTO schedules (game, kind, seat, user_id, due_at, payload, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (game, kind, seat, user_id, to_db_time(due_at), to_json(payload or {}), stamp),
            ))

    async def due_schedules(self, now: datetime | None = None, limit: int = 100) -> list[ScheduleRecord]:
        stamp = self._now(now)
        async with self.read() as db:
            rows = await db.fetchall(
                "SELECT * FROM schedules WHERE done_at IS NULL AND due_at <= ? ORDER BY due_at, id LIMIT ?",
                (stamp, limit),
            )
            return [ScheduleRecord.from_row(r) for r in rows]

    async def list_schedules(self, game: int, *, pending_only: bool = True) -> list[ScheduleRecord]:
        sql = (_PENDING_OF_GAME if pending_only
               else "SELECT * FROM schedules WHERE game = ? ORDER BY due_at, id")
        async with self.read() as db:
            rows = await db.fetchall(sql, (game,))
            return [ScheduleRecord.from_row(r) for r in rows]

    async def claim_schedule(self, schedule_id: int, *, now: datetime | None = None) -> bool:
        """Mark a due row done; False if someone already did (so its effect runs once)."""
        stamp = self._now(now)
        async with self.write() as db:
            changed: int = await db.execute(
                "UPDATE schedules SET done_at = ? WHERE id = ? AND done_at IS NULL", (stamp, schedule_id)
            )
            return changed == 1

    async def cancel_schedules(self, game: int, kind: str | None = None, *, seat: int | None = None,
                               now: datetime | None = None) -> int:
        stamp = self._now(now)
        sql, params = "UPDATE schedules SET done_at = ? WHERE game = ? AND done_at IS NULL", [stamp, game]
        if kind is not None:
            sql += " AND kind = ?"
            params.append(kind)
        if seat is not None:
            sql += " AND seat = ?"
            params.append(seat)
        async with self.write() as db:
            await self._lock_game(db, game)  # a game's row before its schedule rows, as every write
            changed: int = await db.execute(sql, params)
            return changed

    async def _close_schedules(self, db: Connection, game: int, stamp: str) -> None:
        await db.execute("UPDATE schedules SET done_at = ? WHERE game = ? AND done_at IS NULL", (stamp, game))

    # --- async play: turns, schedules in bulk, undo, meta (service/scheduling.py, history.py) ----
    async def get_turns(self, game: int) -> TurnRecord | None:
        async with self.read() as db:
            row = await db.fetchone("SELECT * FROM turns WHERE game = ?", (game,))
            return None if row is None else TurnRecord.from_row(row)

    async def game_with_turns(self, game: int) -> GameTurns | None:
        """The game (as `get_game`), its `turns` row, its pending deadline per seat (as
        `list_schedules` would give them, the latest of a seat's), its latest live action (as
        `last_action`) and its latest board (as `latest_board`), in one statement."""
        async with self.read() as db:
            row = await db.fetchone(self._game_turns_sql, (game,))
        return None if row is None else _game_turns(row)

    async def turns_with_deadlines(self, game: int) -> tuple[TurnRecord | None, dict[int, datetime]]:
        """`get_turns` and the game's pending deadline per seat, in one statement (no deadlines
        when the game has no `turns` row)."""
        async with self.read() as db:
            row = await db.fetchone(self._turns_deadlines_sql, (game,))
        if row is None:
            return None, {}
        return TurnRecord.from_row(row), _deadlines(row["deadlines_json"])

    async def turn_schedules(self, game: int, epochs: Iterable[int]) -> list[ScheduleRecord]:
        """The game's pending rows, plus its rows (done or not) belonging to `epochs`."""
        wanted = sorted(set(epochs))
        sql = "SELECT * FROM schedules WHERE game = ? AND (done_at IS NULL"
        values: list[Any] = []
        if wanted:
            among, values = self.dialect.members("epoch", wanted)
            sql += " OR " + among
        async with self.read() as db:
            rows = await db.fetchall(sql + ") ORDER BY id", [game, *values])
            return [ScheduleRecord.from_row(r) for r in rows]

    async def turn_sync_reads(self, game: int, since_version: int | None, epochs: Iterable[int],
                              user_ids: Iterable[int]) -> tuple[set[int], dict[int, UserRecord],
                                                                list[ScheduleRecord]]:
        """What a turn sync reads besides the game, in one statement: `seats_acted_since(game,
        since_version)` (an empty set for None), `get_users(user_ids)` and
        `turn_schedules(game, epochs)`."""
        among_users, users = self.dialect.members("user_id", sorted(set(user_ids)))
        wanted = sorted(set(epochs))
        among_epochs, values = self.dialect.members("epoch", wanted) if wanted else ("", [])
        pending = "done_at IS NULL" + (f" OR {among_epochs}" if wanted else "")
        sql = ("SELECT "
               # The newest log rows (a range of the primary key) that came after the version.
               + self.dialect.rows_json("seat, version_after",
                                        "actions WHERE game = ? AND seq > (SELECT COALESCE(MAX(seq), 0)"
                                        f" FROM actions WHERE game = ?) - {_ACTED_WINDOW}"
                                        " AND version_after > ?")
               + " AS acted, "
               + self.dialect.rows_json("user_id, locale, dm_closed, settings", f"users WHERE {among_users}")
               + " AS users, "
               + self.dialect.rows_json("id, game, kind, seat, user_id, due_at, payload, created_at, done_at,"
                                        " epoch", f"schedules WHERE game = ? AND ({pending})") + " AS rows")
        since = -1 if since_version is None else since_version
        async with self.read() as db:
            row = await db.fetchone(sql, [game, game, since, *users, game, *values])
        assert row is not None
        return await self._sync_reads(game, since_version, (row["acted"], row["users"], row["rows"]))

    async def turn_sync_reads_of(self, found: GameTurns) -> tuple[set[int], dict[int, UserRecord],
                                                                  list[ScheduleRecord]] | None:
        """`turn_sync_reads` of a game as read with them (`found.sync_json`, as of `found.turns`);
        None when they were not read with it."""
        if found.sync_json is None:
            return None
        since = None if found.turns is None else found.turns.version
        return await self._sync_reads(found.record.id, since, found.sync_json)

    async def _sync_reads(self, game: int, since_version: int | None, texts: tuple[str, str, str],
                          ) -> tuple[set[int], dict[int, UserRecord], list[ScheduleRecord]]:
        acted_text, users_text, rows_text = texts
        recent = from_json(acted_text)
        if since_version is None:
            acted: set[int] = set()
        elif len(recent) == _ACTED_WINDOW:  # the whole window came after: more may have
            acted = await self.seats_acted_since(game, since_version)
        else:
            acted = {int(seat) for seat, _ in recent}
        found = {int(u[0]): UserRecord(int(u[0]), u[1], bool(u[2]), from_json(u[3]) or {})
                 for u in from_json(users_text)}
        schedules = sorted((ScheduleRecord.from_values(*r) for r in from_json(rows_text)),
                           key=lambda r: r.id)
        return acted, found, schedules

    async def seats_acted_since(self, game: int, version: int) -> set[int]:
        """Seats with a logged action that produced a version above `version`."""
        seats: set[int] = set()
        # Newest first, stopping at the first older action (version_after grows with seq): the
        # actions since `version`, not the whole log. A few rows at a time, more while all are newer.
        sql = "SELECT seat, version_after FROM actions WHERE game = ? ORDER BY seq DESC LIMIT ?"
        count = 16
        async with self.read() as db:
            while True:
                rows = await db.fetchall(sql, (game, count))
                for row in rows:
                    if row[1] <= version:
                        return seats
                    seats.add(int(row[0]))
                if len(rows) < count:
                    return seats
                count *= 8

    async def save_turns(self, game: int, version: int, awaited: dict[int, dict[str, Any]], *,
                         cancel: Sequence[int] = (), add: Sequence[ScheduleItem] = (),
                         now: datetime | None = None) -> bool:
        """Record who is awaited at `version` and adjust the game's schedule rows, atomically.

        False (nothing written) if the game is no longer at `version`.
        """
        stamp = self._now(now)
        awaited_json = to_json({str(k): v for k, v in awaited.items()})
        upsert = (" ON CONFLICT (game) DO UPDATE SET version = excluded.version, awaited = excluded.awaited,"
                  " updated_at = excluded.updated_at")
        if self.dialect.chains_writes:
            # PostgreSQL: the check, the turns row and the schedule rows in one statement that is
            # its own durable transaction (no BEGIN and COMMIT round trips), each part reading
            # the game's row (locked) only if the game is at `version`.
            async with self._db.write_statement() as db:
                found = await db.fetchval(
                    f"WITH {self.dialect.durable},"
                    " g AS (SELECT id FROM games WHERE id = ? AND version = ? FOR UPDATE),"
                    " t AS (INSERT INTO turns (game, version, awaited, updated_at)"
                    " SELECT id, CAST(? AS INTEGER), CAST(? AS TEXT), CAST(? AS TEXT) FROM g" + upsert + "),"
                    " c AS (UPDATE schedules SET done_at = ? WHERE id = ANY(CAST(? AS BIGINT[]))"
                    " AND done_at IS NULL AND EXISTS (SELECT 1 FROM g)),"
                    " a AS (INSERT INTO schedules (game, kind, seat, user_id, due_at, payload, created_at,"
                    " epoch) SELECT g.id, x.kind, x.seat, x.user_id, x.due_at, x.payload, CAST(? AS TEXT),"
                    " x.epoch FROM g, unnest(CAST(? AS TEXT[]), CAST(? AS INTEGER[]), CAST(? AS BIGINT[]),"
                    " CAST(? AS TEXT[]), CAST(? AS TEXT[]), CAST(? AS INTEGER[]))"
                    " WITH ORDINALITY AS x(kind, seat, user_id, due_at, payload, epoch, n) ORDER BY x.n)"
                    " SELECT (SELECT count(*) FROM g) FROM durable",
                    (game, version, version, awaited_json, stamp, stamp, list(cancel), stamp,
                     [i.kind for i in add], [i.seat for i in add], [i.user_id for i in add],
                     [to_db_time(i.due_at) for i in add], [to_json(i.payload) for i in add],
                     [i.epoch for i in add]))
            return bool(found)
        async with self.write() as db:
            # Written only while the game is at `version`: the check and the write in one statement.
            written = await db.execute(
                "INSERT INTO turns (game, version, awaited, updated_at)"
                " SELECT CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS TEXT) FROM games"
                " WHERE id = ? AND version = ?" + upsert,
                (game, version, awaited_json, stamp, game, version))
            if written != 1:
                return False
            if cancel:
                await db.executemany("UPDATE schedules SET done_at = ? WHERE id = ? AND done_at IS NULL",
                                     [(stamp, i) for i in cancel])
            await self._insert_schedules(db, game, add, stamp)
            return True

    async def _insert_schedules(self, db: Connection, game: int | None,
                                items: Sequence[ScheduleItem], stamp: str) -> None:
        if items:
            await db.executemany(
                "INSERT INTO schedules (game, kind, seat, user_id, due_at, payload, created_at, epoch)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(item.game if game is None else game, item.kind, item.seat, item.user_id,
                  to_db_time(item.due_at), to_json(item.payload), stamp, item.epoch) for item in items])

    async def add_schedules(self, items: Sequence[ScheduleItem], *, now: datetime | None = None) -> None:
        """Insert rows of any games (each item names its game)."""
        stamp = self._now(now)
        async with self.write() as db:
            await self._insert_schedules(db, None, items, stamp)

    async def set_dashboard(self, game: int, channel_id: int | None, message_id: int | None,
                            version: int | None = None, *, pinned: bool = False,
                            now: datetime | None = None, digest: str | None = None) -> None:
        """A newly posted dashboard: its message, the game version it shows (None: not known),
        whether it is pinned, when it was posted, and its text's digest (None: not known)."""
        stamp = self._now(now)
        async with self._write_one() as db:
            await db.execute("UPDATE turns SET dashboard_channel = ?, dashboard_message = ?,"
                             " dashboard_version = ?, dashboard_pinned = ?, dashboard_posted_at = ?,"
                             " dashboard_digest = ? WHERE game = ?",
                             (channel_id, message_id, version, int(pinned), stamp, digest, game))

    async def mark_dashboard(self, game: int, version: int, digest: str | None = None) -> None:
        """The dashboard message now shows `version`, and a text of this digest (None: unchanged)."""
        async with self._write_one() as db:
            if digest is None:
                await db.execute("UPDATE turns SET dashboard_version = ? WHERE game = ?"
                                 " AND dashboard_version IS DISTINCT FROM ?", (version, game, version))
            else:
                await db.execute("UPDATE turns SET dashboard_version = ?, dashboard_digest = ? WHERE game = ?"
                                 " AND (dashboard_version IS DISTINCT FROM ?"
                                 " OR dashboard_digest IS DISTINCT FROM ?)",
                                 (version, digest, game, version, digest))

    async def latest_board(self, game: int) -> int | None:
        """The message id of the game's latest recorded public board."""
        async with self.read() as db:
            row = await db.fetchone("SELECT message_id FROM boards WHERE game = ?", (game,))
            return None if row is None else int(row[0])

    async def record_board(self, game: int, channel_id: int, message_id: int, *,
                           mark: tuple[str, int, Sequence[int]] | None = None,
                           now: datetime | None = None) -> None:
        """Record the game's newest public board: delivery bookkeeping, one statement (a board
        record lost in a server crash only has the older board's buttons cleared again).
        `mark`: (part, value, outbox row ids), that part marked on those rows (`mark_outbox_part`)
        with it; on PostgreSQL in the same statement."""
        stamp = self._now(now)
        board = _RECORD_BOARD
        values: list[Any] = [game, channel_id, message_id, stamp]
        async with self._write_one() as db:
            if mark is None or not mark[2]:
                await db.execute(board, values)
                return
            part, value, ids = mark
            among, rows = self.dialect.members("id", list(ids))
            marking = self.dialect.mark_parts + among
            if self.dialect.chains_writes:
                await db.execute(f"WITH board AS ({board}) {marking}", [*values, part, value, *rows])
            else:
                await db.execute(board, values)
                await db.execute(marking, [part, value, *rows])

    # --- servers and admin actions (migration 3) ------------------------------------------
    async def get_guild_settings(self, guild_id: int) -> dict[str, Any]:
        async with self.read() as db:
            row = await db.fetchone("SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,))
            return {} if row is None else dict(from_json(row[0]) or {})

    async def set_guild_settings(self, guild_id: int, settings: dict[str, Any], *,
                                 now: datetime | None = None) -> None:
        stamp = self._now(now)
        async with self.write() as db:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, settings, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings,"
                " updated_at = excluded.updated_at", (guild_id, to_json(settings), stamp))

    async def log_admin(self, game: int, user_id: int, role: str, action: str,
                        detail: dict[str, Any] | None = None, *, now: datetime | None = None) -> int:
        stamp = self._now(now)
        async with self.write() as db:
            return int(await db.fetchval(
                "INSERT INTO admin_log (game, user_id, role, action, detail, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
                (game, user_id, role, action, to_json(detail or {}), stamp)))

    async def admin_change(self, game: int, admin: dict[str, Any], *, key: str | None = None,
                           value: Any = None, moves: Sequence[tuple[int, datetime]] = (),
                           now: datetime | None = None) -> GameRecord:
        """An admin action in one transaction: set (or with value None remove) one key of
        games.settings, move pending schedule rows, and log it ({user_id, role, action, detail})."""
        stamp = self._now(now)
        async with self.write() as db:
            record = await self._game(db, game, lock=True)
            if key is not None:
                settings = dict(record.settings)
                if value is None:
                    settings.pop(key, None)
                else:
                    settings[key] = value
                await db.execute("UPDATE games SET settings = ?, updated_at = ? WHERE id = ?",
                                 (to_json(settings), stamp, game))
            if moves:
                await db.executemany("UPDATE schedules SET due_at = ? WHERE id = ? AND done_at IS NULL",
                                     [(to_db_time(due), i) for i, due in moves])
            await self._log_admin(db, game, admin, stamp)
            return await self._game(db, game)

    async def _log_admin(self, db: Connection, game: int, admin: dict[str, Any],
                         stamp: str) -> None:
        await db.execute(
            "INSERT INTO admin_log (game, user_id, role, action, detail, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (game, admin["user_id"], admin["role"], admin["action"], to_json(admin.get("detail") or {}),
             stamp))

    async def admin_log(self, game: int) -> list[AdminRecord]:
        async with self.read() as db:
            rows = await db.fetchall("SELECT * FROM admin_log WHERE game = ? ORDER BY id", (game,))
            return [AdminRecord.from_row(r) for r in rows]

    async def games_to_sync(self) -> list[int]:
        """Games whose `turns` row or dashboard lags behind the game (a crash between a commit and
        its sync, or between the sync and the dashboard's edit)."""
        async with self.read() as db:
            rows = await db.fetchall(
                "SELECT g.id FROM games g LEFT JOIN turns t ON t.game = g.id WHERE (g.status = 'active'"
                " AND (t.version IS NULL OR t.version != g.version)) OR (g.status != 'lobby'"
                " AND t.dashboard_version IS NOT NULL AND t.dashboard_version != g.version) ORDER BY g.id")
            return [int(r[0]) for r in rows]

    async def poll_context(self, games: Iterable[int], users: Iterable[int]) -> PollContext:
        """Everything the scheduler needs about these games and users, in three queries."""
        game_ids, user_ids = sorted(set(games)), sorted(set(users))
        context = PollContext()
        async with self.read() as db:
            for chunk in _chunks(game_ids):
                among, values = self.dialect.members("id", chunk)
                # Columns by position: this runs for up to thousands of games a poll.
                sql = f"SELECT {_BRIEF_COLUMNS} FROM games INDEXED BY games_brief WHERE {among}"
                for row in await db.fetchall(sql, values):
                    context.games[row[0]] = _game_brief(*row)
                among, values = self.dialect.members("game", chunk)
                for row in await db.fetchall(f"SELECT * FROM turns WHERE {among}", values):
                    turn = TurnRecord.from_row(row)
                    context.turns[turn.game] = PollTurn(turn.version, turn.awaited)
                # The partial index of pending rows by game: the planner would otherwise walk every
                # pending row of the database through schedules_due (done_at IS NULL).
                sql = ("SELECT game, seat, epoch, due_at FROM schedules INDEXED BY schedules_pending_by_game"
                       " WHERE kind = 'deadline' AND done_at IS NULL AND seat IS NOT NULL"
                       f" AND {among}")
                for row in await db.fetchall(sql, values):
                    context.deadlines[(row[0], row[1], row[2] or 0)] = datetime.fromisoformat(row[3])
            for chunk in _chunks(user_ids):
                among, values = self.dialect.members("user_id", chunk)
                for row in await db.fetchall(f"SELECT * FROM users WHERE {among}", values):
                    context.users[row["user_id"]] = UserRecord.from_row(row).settings
        return context

    async def due_with_context(self, now: datetime | None = None,
                               limit: int = 100) -> tuple[list[DueRow], PollContext]:
        """`due_schedules(now, limit)` and what the poll needs about them, in one query: the
        `poll_context` of their games and users, its deadlines only those of the due reminders' own
        turns (game, seat, epoch), the only ones the poll looks up. (`poll_due` reads the same.)"""
        stamp = self._now(now)
        async with self.read() as db:
            return await _due_with_context(db, stamp, limit)

    async def poll_due(self, decide: Callable[[list[DueRow], PollContext], PollPlan | None], *,
                       limit: int = 100, heartbeat: datetime | None = None, now: datetime | None = None,
                       ) -> tuple[set[int], set[int], list[OutboxRow]]:
        """One transaction for one poll: read the due rows with their context (`due_with_context`),
        let `decide` plan (None: nothing to do), and apply the plan: claim the rows acted on for
        good, move postponed rows, re-arm the rows acted on that are due again (`plan.rearm`: the
        next reminder of the same turn is the same row, due later), archive idle games
        (`(game, latest last_action_at allowed)`: those still idle), record the heartbeat, and
        write the outbox rows `plan.notices(acted, archived)` returns, so a notice exists exactly
        when its row was claimed or re-armed. `plan.open_votes` `(schedule id, game, seat,
        version)`: for each claimed one, a deadline vote on that seat is recorded open
        (games.settings["deadline_votes"]).

        The rows are read, decided and claimed in one write transaction: every row read is still
        pending when claimed or re-armed, and a game's version read is still its version when its
        outbox rows are written (on PostgreSQL the rows and their games are locked as they are
        read, and rows another process's poll or write holds are left to a later poll: two
        processes never claim one row, so no reminder is sent twice). Returns (schedule ids acted
        on: claimed or re-armed, archived game ids, the outbox rows written).
        """
        stamp = self._now(now)
        acted: set[int] = set()
        archived: set[int] = set()
        written: list[OutboxRow] = []
        async with self.write() as db:
            plan = decide(*await _due_with_context(db, stamp, limit, claim=True))
            if plan is not None:
                acted, archived, written = await self._apply_poll(db, plan, stamp)
            if heartbeat is not None:
                await self._set_meta(db, "heartbeat", to_db_time(heartbeat))
        return acted, archived, written

    async def _apply_poll(self, db: Connection, plan: PollPlan,
                          stamp: str) -> tuple[set[int], set[int], list[OutboxRow]]:
        # Every row to claim or re-arm was read pending in this transaction: all of them are.
        claimed = set(plan.claim)
        rearmed = [(due, payload, rid) for rid, due, payload in plan.rearm if rid not in claimed]
        acted = claimed.union(row[2] for row in rearmed)
        archived: set[int] = set()
        for chunk in _chunks(list(claimed)):
            among, values = self.dialect.members("id", chunk)
            await db.execute(f"UPDATE schedules SET done_at = ? WHERE done_at IS NULL AND {among}",
                             [stamp, *values])
        if plan.postpone:
            await db.executemany("UPDATE schedules SET due_at = ? WHERE id = ? AND done_at IS NULL",
                                 [(to_db_time(due), i) for i, due in plan.postpone])
        if rearmed:  # before the archiving below, which closes every pending row of its games
            await db.executemany("UPDATE schedules SET due_at = ?, payload = COALESCE(?, payload)"
                                 " WHERE id = ? AND done_at IS NULL", rearmed)
        for game, latest in plan.archive:
            row = await db.fetchone("UPDATE games SET status = 'archived', updated_at = ?, finished_at = ?"
                                    " WHERE id = ? AND status = 'active' AND last_action_at <= ?"
                                    " RETURNING id", (stamp, stamp, game, to_db_time(latest)))
            if row is not None:
                archived.add(game)
                await self._close_schedules(db, game, stamp)
        for schedule_id, game, seat, version in plan.open_votes:
            if schedule_id in claimed:
                await db.execute(self.dialect.open_vote,
                                 (str(seat), to_json({"version": version, "votes": {}}), game))
        written = list(plan.notices(acted, archived)) if plan.notices is not None else []
        if written:
            await db.executemany(
                "INSERT INTO outbox (game, version, kind, payload, created_at) VALUES (?, ?, ?, ?, ?)",
                [(game, version, kind, payload, stamp) for game, version, kind, payload in written])
        return acted, archived, written

    async def pending_schedules(self, *, kind: str | None = None, user_id: int | None = None,
                                due_after: datetime | None = None) -> list[ScheduleRecord]:
        sql = "SELECT * FROM schedules WHERE done_at IS NULL"
        params: list[Any] = []
        if kind is not None:
            sql += " AND kind = ?"
            params.append(kind)
        if user_id is not None:
            sql += " AND user_id = ?"
            params.append(user_id)
        if due_after is not None:
            sql += " AND due_at > ?"
            params.append(to_db_time(due_after))
        async with self.read() as db:
            return [ScheduleRecord.from_row(r) for r in await db.fetchall(sql + " ORDER BY id", params)]

    async def move_schedules(self, moves: Sequence[tuple[int, datetime]]) -> None:
        """Set new due times of pending rows (outage and vacation extensions)."""
        if not moves:
            return
        async with self.write() as db:
            await db.executemany("UPDATE schedules SET due_at = ? WHERE id = ? AND done_at IS NULL",
                                 [(to_db_time(due), i) for i, due in moves])

    async def get_meta(self, key: str) -> str | None:
        async with self.read() as db:
            row = await db.fetchone("SELECT value FROM meta WHERE key = ?", (key,))
            return None if row is None else str(row[0])

    async def set_meta(self, key: str, value: str) -> None:
        async with self._write_one() as db:
            await self._set_meta(db, key, value)

    async def keep_meta(self, key: str, value: str) -> str:
        """`value` kept under `key` unless one is kept already; the kept one either way. Two
        processes starting at once agree on the first write (a secret made once, say)."""
        async with self._write_one() as db:
            await db.execute("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING",
                             (key, value))
            row = await db.fetchone("SELECT value FROM meta WHERE key = ?", (key,))
            assert row is not None  # inserted or already there, in this transaction
            return str(row[0])

    async def _set_meta(self, db: Connection, key: str, value: str) -> None:
        await db.execute("INSERT INTO meta (key, value) VALUES (?, ?)"
                         " ON CONFLICT (key) DO UPDATE SET value = excluded.value", (key, value))

    async def get_users(self, user_ids: Iterable[int]) -> dict[int, UserRecord]:
        ids = sorted(set(user_ids))
        out: dict[int, UserRecord] = {}
        async with self.read() as db:
            for chunk in _chunks(ids):
                among, values = self.dialect.members("user_id", chunk)
                rows = await db.fetchall(f"SELECT * FROM users WHERE {among}", values)
                out.update((r["user_id"], UserRecord.from_row(r)) for r in rows)
        return out

    async def undo_actions(self, game: int, from_seq: int, expected_version: int, snapshot: str, *,
                           settings: dict[str, Any], outbox: Sequence[OutboxItem] = (),
                           admin: dict[str, Any] | None = None, now: datetime | None = None) -> int:
        """Mark actions `seq >= from_seq` undone and store the replayed snapshot at version + 1.

        VersionConflict (nothing written) if the game is not active at `expected_version`.
        The turn tracking is reset: every awaited seat starts a fresh turn. `admin`
        ({user_id, role, action, detail}) logs a forced undo in `admin_log`, in the same transaction.
        """
        stamp = self._now(now)
        async with self.write() as db:
            chain = await db.fetchone("SELECT log_head, game_id, seed, options FROM games WHERE id = ?"
                                      + self.dialect.for_update, (game,))
            head = chain["log_head"] if chain else None
            bound = None
            if chain is not None and head is not None:
                genesis = integrity.genesis_hash(game, chain["game_id"], chain["seed"], chain["options"])
                bound = integrity.state_hash(genesis, head, snapshot)
            changed = await db.execute(
                "UPDATE games SET snapshot = ?, version = version + 1, updated_at = ?, last_action_at = ?,"
                # No old button survives an undo: drop the seats' "awaited since" versions too.
                f" settings = {self.dialect.settings_without_awaited_since}, state_hash = ?"
                " WHERE id = ? AND version = ? AND status = 'active'",
                (snapshot, stamp, stamp, to_json(settings),
                 bound, game, expected_version))
            if changed != 1:
                row = await db.fetchone("SELECT version FROM games WHERE id = ?", (game,))
                if row is None:
                    raise NoSuchGame(game)
                raise VersionConflict(game, expected_version, row["version"])
            await db.execute("UPDATE actions SET undone_at = ? WHERE game = ? AND seq >= ?"
                             " AND undone_at IS NULL", (stamp, game, from_seq))
            await db.execute("UPDATE turns SET awaited = '{}' WHERE game = ?", (game,))
            await self._insert_outbox(db, game, expected_version + 1, outbox, stamp)
            if admin is not None:
                await self._log_admin(db, game, admin, stamp)
        return expected_version + 1

    async def replace_seat(self, game: int, seat: int, user_id: int, *, outbox: Sequence[OutboxItem] = (),
                           admin: dict[str, Any] | None = None, now: datetime | None = None) -> GameRecord:
        """Give a seat to another user; `admin` ({user_id, role, action, detail}) logs who did it."""
        stamp = self._now(now)
        async with self.write() as db:
            record = await self._require_status(db, game, ("active", "archived"))
            if admin is not None:
                await self._log_admin(db, game, admin, stamp)
            await db.execute(
                "UPDATE seats SET user_id = ?, joined_at = ?, autoplay = 0,"
                " dm_ok = (SELECT CASE WHEN dm_closed != 0 THEN 0 END FROM users WHERE user_id = ?)"
                " WHERE game = ? AND seat = ?", (user_id, stamp, user_id, game, seat))
            await self._touch(db, game, stamp)
            await self._insert_outbox(db, game, record.version, outbox, stamp)
            return await self._game(db, game)

    # --- users -------------------------------------------------------------------------
    async def get_user(self, user_id: int) -> UserRecord | None:
        async with self.read() as db:
            row = await db.fetchone("SELECT * FROM users WHERE user_id = ?", (user_id,))
            return None if row is None else UserRecord.from_row(row)

    async def set_dm_ok(self, user_id: int, ok: bool, *, game: int | None = None) -> None:
        """Record whether DMs reach the user: on the user, and on their seats (one game, or all open ones)."""
        async with self.write() as db:
            await db.execute(
                "INSERT INTO users (user_id, dm_closed) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET dm_closed = excluded.dm_closed",
                (user_id, int(not ok)),
            )
            if game is not None:
                await db.execute("UPDATE seats SET dm_ok = ? WHERE user_id = ? AND game = ?",
                                 (int(ok), user_id, game))
            else:
                await db.execute(
                    "UPDATE seats SET dm_ok = ? WHERE user_id = ? AND EXISTS (SELECT 1 FROM games"
                    " WHERE games.id = seats.game AND games.status IN ('lobby', 'active'))",
                    (int(ok), user_id),
                )

    async def set_user_locale(self, user_id: int, locale: str | None) -> None:
        async with self.write() as db:
            await db.execute(
                "INSERT INTO users (user_id, locale) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
                (user_id, locale),
            )

    async def set_user_setting(self, user_id: int, key: str, value: Any) -> UserRecord:
        """Set one key of users.settings (value None removes it)."""
        async with self.write() as db:
            await db.execute("INSERT INTO users (user_id) VALUES (?) ON CONFLICT DO NOTHING", (user_id,))
            row = await db.fetchone("SELECT * FROM users WHERE user_id = ?" + self.dialect.for_update,
                                    (user_id,))
            assert row is not None
            settings = dict(UserRecord.from_row(row).settings)
            if value is None:
                settings.pop(key, None)
            else:
                settings[key] = value
            await db.execute("UPDATE users SET settings = ? WHERE user_id = ?", (to_json(settings), user_id))
            row = await db.fetchone("SELECT * FROM users WHERE user_id = ?", (user_id,))
            assert row is not None
            return UserRecord.from_row(row)

    # --- integrity (storage/integrity.py) ------------------------------------------------
    async def log_tail(self, game: int, count: int = 2, *, through_version: int | None = None,
                       ) -> list[integrity.LogRow]:
        """The game's newest action rows (undone ones too), newest first; `through_version`: the
        newest as of that game version (rows another writer added since are not the head a record
        read before them names)."""
        newer = "" if through_version is None else " AND version_after <= ?"
        params = (game, count) if through_version is None else (game, through_version, count)
        async with self.read() as db:
            rows = await db.fetchall("SELECT seq, seat, user_id, action_text, version_after, hash"
                                     f" FROM actions WHERE game = ?{newer} ORDER BY seq DESC LIMIT ?", params)
            return [integrity.LogRow.from_row(r) for r in rows]

    async def log_chain(self, game: int) -> list[integrity.LogRow]:
        """Every action row of the game (undone ones too), oldest first."""
        async with self.read() as db:
            rows = await db.fetchall("SELECT seq, seat, user_id, action_text, version_after, hash"
                                     " FROM actions WHERE game = ? ORDER BY seq", (game,))
            return [integrity.LogRow.from_row(r) for r in rows]

    async def quarantine(self, game: int, reason: str, *, outbox: Sequence[OutboxItem] = (),
                         now: datetime | None = None) -> bool:
        """Stop a game whose stored data failed a check; True if this call stopped it (the notices in
        `outbox` are written only then, in the same transaction)."""
        stamp = self._now(now)
        async with self.write() as db:
            row = await db.fetchone("UPDATE games SET quarantined = ?, updated_at = ? WHERE id = ?"
                             " AND quarantined IS NULL RETURNING version", (reason[:500], stamp, game))
            if row is None:
                return False
            await self._close_schedules(db, game, stamp)
            await self._insert_outbox(db, game, row["version"], outbox, stamp)
            return True

    async def release_quarantine(self, game: int) -> None:
        """An admin vouches for a checked (or repaired) game: its log and snapshot as they are now
        become the trusted ones, and it plays on."""
        async with self.write() as db:
            if await db.fetchone("SELECT 1 FROM games WHERE id = ?", (game,)) is None:
                raise NoSuchGame(game)
            await _rechain(db, game)
            await db.execute("UPDATE games SET quarantined = NULL WHERE id = ?", (game,))

    async def unreadable_outbox(self) -> list[tuple[int, int, str]]:
        """(row id, game, why) of pending outbox rows that cannot be read."""
        async with self.read() as db:
            rows = await db.fetchall("SELECT * FROM outbox WHERE done_at IS NULL ORDER BY id")
        out = []
        for row in rows:
            record = OutboxRecord.from_row(row)
            if record.invalid is not None:
                out.append((record.id, record.game, record.invalid))
        return out

    async def operating_counts(self) -> tuple[int, datetime | None, dict[str, int]]:
        """(outbox rows waiting, when the oldest of them was written, games by status): what the
        metrics report (service/metrics.py). Two aggregate statements, for a periodic refresh."""
        async with self.read() as db:
            backlog = await db.fetchone("SELECT COUNT(*), MIN(created_at) FROM outbox WHERE done_at IS NULL")
            statuses = await db.fetchall("SELECT status, COUNT(*) FROM games GROUP BY status")
        oldest = from_db_time(backlog[1]) if backlog is not None and backlog[1] else None
        return (int(backlog[0]) if backlog is not None else 0, oldest,
                {str(r[0]): int(r[1]) for r in statuses})

    async def integrity_check(self) -> list[str]:
        """The database's own check of its storage (SQLite: the file's pages; PostgreSQL: every
        index usable): ["ok"] when sound."""
        async with self.read() as db:
            return [str(r[0]) for r in await db.fetchall(self.dialect.integrity_check)]

    async def schema_objects(self) -> list[tuple[str, str, str | None]]:
        """(type, name, sql) of every table and index, to compare with a freshly migrated database."""
        async with self.read() as db:
            rows = await db.fetchall(self.dialect.schema_objects)
            return [(r[0], r[1], r[2]) for r in rows]

    # --- retention (service/retention.py) ------------------------------------------------
    async def prune_outbox(self, before: datetime, *, batch: int = 2000) -> int:
        """Delete up to `batch` outbox rows closed (delivered or given up) before `before`, oldest
        first, in one transaction; returns how many. Undelivered rows are never deleted."""
        async with self.write() as db:
            changed: int = await db.execute(
                "DELETE FROM outbox WHERE id IN"
                " (SELECT id FROM outbox WHERE done_at < ? ORDER BY done_at LIMIT ?)",
                (to_db_time(before), batch))
            return changed

    async def prune_schedules(self, before: datetime, *, batch: int = 2000, after: PruneKey | None = None,
                              ) -> tuple[int, PruneKey | None]:
        """Examine up to `batch` schedule rows done before `before` (in `schedules_due` order,
        resuming after the key `after`) and delete them in one transaction, except those of a
        current turn of an active game: the seat's epoch in `turns.awaited`, whose done rows the
        planner still reads (how many reminders were sent, whether the deadline fired).

        Returns (rows deleted, the key to resume from; None once every row was examined). Kept
        rows are passed over once per pass instead of being examined again by every batch.
        """
        start = after or ("", "", 0)
        async with self.write() as db:
            rows = await db.fetchall(
                f"SELECT s.id, s.done_at, s.due_at, {self.dialect.current_turn_row} AS current"
                " FROM schedules s WHERE s.done_at < ? AND (s.done_at, s.due_at, s.id) > (?, ?, ?)"
                " ORDER BY s.done_at, s.due_at, s.id LIMIT ?",
                (to_db_time(before), *start, batch))
            doomed = [row["id"] for row in rows if not row["current"]]
            for chunk in _chunks(doomed):
                among, values = self.dialect.members("id", chunk)
                await db.execute(f"DELETE FROM schedules WHERE {among}", values)
        if len(rows) < batch:
            return len(doomed), None
        last = rows[-1]
        return len(doomed), (last["done_at"], last["due_at"], last["id"])

    async def prune_drafts(self, now: datetime | None = None) -> int:
        """Delete the drafts that expired (builders and previews nobody finished)."""
        async with self._write_one() as db:
            return await db.execute("DELETE FROM drafts WHERE expires_at <= ?", (self._now(now),))

    # --- drafts: what a player began and has not sent (migration 10, service/drafts.py) ------
    async def get_draft(self, game: int, user_id: int, kind: str, *,
                        now: datetime | None = None) -> DraftRecord | None:
        """The user's draft of that kind in that game, unless it expired."""
        async with self.read() as db:
            row = await db.fetchone(
                "SELECT game, user_id, kind, version, rev, payload, expires_at FROM drafts"
                " WHERE game = ? AND user_id = ? AND kind = ? AND expires_at > ?",
                (game, user_id, kind, self._now(now)))
        return None if row is None else DraftRecord.from_row(row)

    async def save_draft(self, game: int, user_id: int, kind: str, version: int, payload: dict[str, Any], *,
                         expires_at: datetime, rev: int | None = None) -> int | None:
        """Keep a draft (replacing the user's draft of that kind in that game); returns its new
        `rev`. With `rev`, only if the kept draft is still at that rev (None: it changed or went
        since it was read, by another click or process)."""
        values = (version, to_json(payload), to_db_time(expires_at))
        async with self._write_one() as db:
            if rev is None:
                row = await db.fetchone(
                    "INSERT INTO drafts (game, user_id, kind, version, rev, payload, expires_at)"
                    " VALUES (?, ?, ?, ?, 1, ?, ?) ON CONFLICT (game, user_id, kind) DO UPDATE SET"
                    " version = excluded.version, rev = drafts.rev + 1, payload = excluded.payload,"
                    " expires_at = excluded.expires_at RETURNING rev", (game, user_id, kind, *values))
            else:
                row = await db.fetchone(
                    "UPDATE drafts SET version = ?, rev = rev + 1, payload = ?, expires_at = ?"
                    " WHERE game = ? AND user_id = ? AND kind = ? AND rev = ? RETURNING rev",
                    (*values, game, user_id, kind, rev))
        return None if row is None else int(row[0])

    async def delete_draft(self, game: int, user_id: int, kind: str, *, rev: int | None = None) -> bool:
        """Forget a draft (with `rev`: only that one); whether one was deleted (of two processes
        taking the same preview, one gets True)."""
        async with self._write_one() as db:
            if rev is None:
                changed = await db.execute("DELETE FROM drafts WHERE game = ? AND user_id = ? AND kind = ?",
                                           (game, user_id, kind))
            else:
                changed = await db.execute(
                    "DELETE FROM drafts WHERE game = ? AND user_id = ? AND kind = ? AND rev = ?",
                    (game, user_id, kind, rev))
        return changed > 0

    # --- leases: work one process does at a time (migration 8) ---------------------------
    async def claim(self, name: str, *, lease: timedelta = LEASE, now: datetime | None = None) -> bool:
        """Hold the lease `name` (e.g. `delivery:<game>`) until `now + lease`: True if this store
        holds it now (it was free, expired, or already this store's: renewed), False if another
        live owner does. Atomic on both backends (an upsert that takes over only an expired row)."""
        moment = now or self.clock()
        async with self._write_one() as db:
            row = await db.fetchone(f"{_TAKE_LEASE} RETURNING owner",
                                    (name, self.owner, to_db_time(moment + lease), *[to_db_time(moment)] * 3))
            return row is not None and row[0] == self.owner

    async def renew_leases(self, *, lease: timedelta = LEASE, now: datetime | None = None) -> int:
        """Push every lease this store holds to `now + lease` (a live process keeps its leases)."""
        async with self._write_one() as db:
            return await db.execute("UPDATE leases SET expires_at = ? WHERE owner = ?",
                                    (to_db_time((now or self.clock()) + lease), self.owner))

    async def release(self, name: str) -> None:
        async with self._write_one() as db:
            await db.execute("DELETE FROM leases WHERE name = ? AND owner = ?", (name, self.owner))

    async def release_delivery(self, game: int) -> bool:
        """Give back the lease of a game's delivery; True if another process wanted it meanwhile
        (it committed rows while this one held the lease, and could not deliver them: the caller
        takes the lease again for them). `settle_outbox` does the same with a delivery's end."""
        return await self.settle_outbox((), {}, release=game)

    async def leases(self) -> list[tuple[str, str, datetime]]:
        """(name, owner, expires at) of every lease held, by name."""
        async with self.read() as db:
            rows = await db.fetchall("SELECT name, owner, expires_at FROM leases ORDER BY name")
            return [(r[0], r[1], datetime.fromisoformat(r[2])) for r in rows]

    # --- diagnostics -------------------------------------------------------------------
    async def dump(self) -> dict[str, list[tuple[Any, ...]]]:
        """Every row of every table, in a stable order: tests compare dumps before and after."""
        out: dict[str, list[tuple[Any, ...]]] = {}
        async with self.read() as db:
            for table in TABLES:
                order = "" if table == "schema_version" else " ORDER BY 1, 2"
                rows = await db.fetchall(f"SELECT * FROM {table}{order}")
                out[table] = [tuple(r) for r in rows]
        return out


__all__ = ["OPEN_STATUSES", "Store", "utc_now"]
