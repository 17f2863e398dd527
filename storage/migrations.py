"""The schema, as an ordered list of migrations. Never edit a shipped entry: append a new one.

Two lists, one numbering: `MIGRATIONS` for SQLite and `POSTGRES_MIGRATIONS` for PostgreSQL. A
schema version means the same tables, columns (in the same order) and indexes on both, spelled for
each (storage/dialect.py says how they differ). PostgreSQL support came with version 8: its list
creates version 7's schema in one step (`POSTGRES_BASELINE`) and skips 1-6; every migration from 8
on is written for both.

`schema_version` holds the number of migrations applied; migration `i` (0-based) brings the
schema to version `i + 1`. Each runs in its own `BEGIN IMMEDIATE` transaction with the
version bump, so a crash mid-migration leaves the previous version intact.

Timestamps are ISO-8601 UTC strings of one fixed width (`storage.records.to_db_time`), so
they sort and compare as text. JSON columns hold compact JSON objects.

`games.version`: 0 while in the lobby; `start` sets it to 1; every accepted action-log entry
adds 1 (so, while undo does not exist, version = 1 + number of actions). It never decreases,
so a button carrying an older version is always recognisably stale.
"""

from __future__ import annotations

import re

MIGRATIONS: list[str] = [
    # 1: the initial schema.
    """
    CREATE TABLE games (
        id                INTEGER PRIMARY KEY,
        guild_id          INTEGER,
        channel_id        INTEGER NOT NULL,
        parent_channel_id INTEGER,
        game_id           TEXT NOT NULL,
        status            TEXT NOT NULL
            CHECK (status IN ('lobby', 'active', 'finished', 'abandoned', 'archived')),
        options           TEXT NOT NULL DEFAULT '{}',
        creator_id        INTEGER NOT NULL,
        seat_order        TEXT NOT NULL DEFAULT 'random' CHECK (seat_order IN ('random', 'chosen')),
        max_players       INTEGER,
        seed              INTEGER,
        version           INTEGER NOT NULL DEFAULT 0,
        snapshot          TEXT,
        created_at        TEXT NOT NULL,
        updated_at        TEXT NOT NULL,
        last_action_at    TEXT,
        finished_at       TEXT,
        outcome           TEXT,
        locale            TEXT,
        settings          TEXT NOT NULL DEFAULT '{}'
    );
    -- One open game per channel or thread.
    CREATE UNIQUE INDEX games_open_per_channel ON games (channel_id)
        WHERE status IN ('lobby', 'active');
    CREATE INDEX games_by_guild ON games (guild_id, status);
    CREATE INDEX games_by_channel ON games (channel_id, id);

    -- Lobby sign-ups, in join order. A user may sign up more than once (one person playing
    -- two nations), hence the key on position, not on user.
    CREATE TABLE players (
        game      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        position  INTEGER NOT NULL,
        user_id   INTEGER NOT NULL,
        joined_at TEXT NOT NULL,
        PRIMARY KEY (game, position)
    );

    -- Seats assigned at start: engine seat number -> Discord user.
    CREATE TABLE seats (
        game      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat      INTEGER NOT NULL,
        user_id   INTEGER NOT NULL,
        joined_at TEXT NOT NULL,
        dm_ok     INTEGER,            -- NULL unknown, 0 closed, 1 delivered
        autoplay  INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game, seat)
    );
    CREATE INDEX seats_by_user ON seats (user_id);

    -- Append-only action log. Undo (later) marks rows with undone_at instead of deleting.
    CREATE TABLE actions (
        game           INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq            INTEGER NOT NULL,
        seat           INTEGER NOT NULL,
        user_id        INTEGER,
        action_text    TEXT NOT NULL,
        interaction_id INTEGER UNIQUE,  -- NULL for autoplay and system actions
        created_at     TEXT NOT NULL,
        version_after  INTEGER NOT NULL,
        undone_at      TEXT,
        PRIMARY KEY (game, seq)
    );

    -- Discord side effects, written in the same transaction as the change that causes them.
    CREATE TABLE outbox (
        id         INTEGER PRIMARY KEY,
        game       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        version    INTEGER NOT NULL,
        kind       TEXT NOT NULL,
        payload    TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL,
        done_at    TEXT,
        attempts   INTEGER NOT NULL DEFAULT 0,
        last_error TEXT
    );
    CREATE INDEX outbox_pending ON outbox (done_at, id);

    -- Reminders, deadlines...: data polled by one loop, never in-memory timers.
    CREATE TABLE schedules (
        id         INTEGER PRIMARY KEY,
        game       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        kind       TEXT NOT NULL,
        seat       INTEGER,
        user_id    INTEGER,
        due_at     TEXT NOT NULL,
        payload    TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL,
        done_at    TEXT
    );
    CREATE INDEX schedules_due ON schedules (done_at, due_at);

    CREATE TABLE users (
        user_id   INTEGER PRIMARY KEY,
        locale    TEXT,
        dm_closed INTEGER NOT NULL DEFAULT 0,
        settings  TEXT NOT NULL DEFAULT '{}'
    );
    """,
    # 2: async play over days (service/scheduling.py).
    """
    -- The game version at which the row's seat became awaited (or last acted): a reminder or
    -- deadline belongs to one such "turn epoch" and dies with it.
    ALTER TABLE schedules ADD COLUMN epoch INTEGER;
    CREATE INDEX schedules_by_game ON schedules (game, kind, seat);

    -- Who the engine awaited at `version`, since when, and the game's dashboard message.
    -- `awaited` = {seat: {user, since, epoch, decisions: [{kind, params, default}]}}.
    CREATE TABLE turns (
        game              INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        version           INTEGER NOT NULL,
        awaited           TEXT NOT NULL DEFAULT '{}',
        dashboard_channel INTEGER,
        dashboard_message INTEGER,
        updated_at        TEXT NOT NULL
    );

    -- Process-wide values, e.g. the scheduler's heartbeat (to measure outages).
    CREATE TABLE meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
    )
    """,
    # 3: running Agora on servers (cogs/admin.py, service/guilds.py) and trust over weeks.
    """
    -- Per-server settings (/agora settings): moderator role, language of channel messages,
    -- default deadline and reminder presets, channels games may be created in (JSON).
    CREATE TABLE guild_settings (
        guild_id   INTEGER PRIMARY KEY,
        settings   TEXT NOT NULL DEFAULT '{}',
        updated_at TEXT NOT NULL
    );

    -- Admin actions by a game's creator or a server moderator (forced undo, pause, abandon,
    -- replace, autoplay): each is also posted in the game's channel; /game log lists them.
    CREATE TABLE admin_log (
        id         INTEGER PRIMARY KEY,
        game       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        user_id    INTEGER NOT NULL,
        role       TEXT NOT NULL CHECK (role IN ('creator', 'moderator')),
        action     TEXT NOT NULL,
        detail     TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL
    );
    CREATE INDEX admin_log_by_game ON admin_log (game, id);

    -- The game's latest public board: its buttons are removed when a newer board is posted.
    CREATE TABLE boards (
        game       INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        channel_id INTEGER NOT NULL,
        message_id INTEGER NOT NULL,
        posted_at  TEXT NOT NULL
    );

    -- The dashboard (status message): pinned, or re-posted at the bottom at most once a day.
    ALTER TABLE turns ADD COLUMN dashboard_pinned INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE turns ADD COLUMN dashboard_posted_at TEXT
    """,
    # 4: indexes for the queries of every move, the poll and the pruning (issue 20): none of them
    # walks rows of other games. Partial indexes hold only pending rows, so they stay small.
    """
    -- A game's pending schedule rows (dashboard deadlines, cancelling, closing), in due order.
    CREATE INDEX schedules_pending_by_game ON schedules (game, due_at) WHERE done_at IS NULL;
    -- A player's pending rows (vacations).
    CREATE INDEX schedules_pending_by_user ON schedules (user_id) WHERE done_at IS NULL;
    -- A game's undelivered outbox rows, in commit order.
    CREATE INDEX outbox_pending_by_game ON outbox (game, id) WHERE done_at IS NULL;
    -- The games a user signed up for (seats_by_user covers the seats).
    CREATE INDEX players_by_user ON players (user_id);
    -- Active games (start-up sync). Partial: it serves only `status = 'active'` as written, and
    -- so never lures the planner into walking every active game for a query about one user.
    CREATE INDEX games_active ON games (id, version) WHERE status = 'active'
    """,
    # 5: delivery that retries until done, and tamper-evident games (service/delivery.py,
    # storage/integrity.py).
    """
    -- When a failed row may be tried again (NULL: now), when it was first tried (a message may
    -- exist on Discord from then on), and which of its messages are known to be sent:
    -- {part: message id}, so a retry sends only the rest.
    ALTER TABLE outbox ADD COLUMN retry_at TEXT;
    ALTER TABLE outbox ADD COLUMN tried_at TEXT;
    ALTER TABLE outbox ADD COLUMN sent TEXT NOT NULL DEFAULT '{}';
    -- (Delivery reads one game's pending rows at a time through outbox_pending_by_game, which
    -- migration 4 created.)

    -- Each log row chained to the one before it (the first to the game's setup), and the hash of
    -- the snapshot bound to the chain's head: an edit of either is seen on load.
    ALTER TABLE actions ADD COLUMN hash TEXT;
    ALTER TABLE games ADD COLUMN log_head TEXT;
    ALTER TABLE games ADD COLUMN state_hash TEXT;
    -- Why the game was stopped (its stored data failed a check); NULL for a sound game.
    ALTER TABLE games ADD COLUMN quarantined TEXT;

    -- The game version the dashboard message shows: a start-up refreshes any that lag (a crash
    -- between a change and its dashboard edit). NULL: not known (games from before this).
    ALTER TABLE turns ADD COLUMN dashboard_version INTEGER
    """,
    # 6: the scheduler's poll reads a game's brief (store.py `_BRIEF_COLUMNS`) for each due row,
    # thousands at a time: from this covering index, not from the game's row, where most of them
    # lie after the snapshot (2-10 KB, spilling onto overflow pages that SQLite walks to reach a
    # later column). Kept up to date by every move (version, last action): an index entry each.
    """
    CREATE INDEX games_brief ON games (id, status, version, channel_id, game_id, locale, settings, creator_id,
                                       last_action_at, quarantined)
    """,
    # 7: a game's pending schedule rows indexed by turn (kind, seat, epoch), no longer by due time.
    # The poll re-arms a thousand reminders at a time, each a new due time: with `due_at` in this
    # index each re-arm moved an entry in it too (besides `schedules_due`). And the poll's lookup
    # of a reminder's own deadline now seeks its rows instead of reading every pending row of the
    # game from the table. A game's few pending rows in due order are sorted after reading them.
    """
    DROP INDEX schedules_pending_by_game;
    CREATE INDEX schedules_pending_by_game ON schedules (game, kind, seat, epoch) WHERE done_at IS NULL
    """,
    # 8: several bot processes on one database (PostgreSQL). A lease names a piece of work one
    # process does at a time (a game's outbox delivery: `delivery:<game row>`), who holds it and
    # until when; a process that dies holding one loses it when it expires. A row exists only
    # while held (released leases are deleted).
    """
    CREATE TABLE leases (
        name       TEXT PRIMARY KEY,
        owner      TEXT NOT NULL,
        expires_at TEXT NOT NULL
    )
    """,
    # 9: Civilization's trade deadline moved from the game setting `civ_trade_hours` (with the
    # trade's opening in `civ_trade_open`) to the shared scheduler's `window_hours` {"trade": n}.
    # A table's chosen length is carried over (unless it already set the new one); both old keys
    # go. Unreadable settings are left to the game's load.
    """
    UPDATE games SET settings = json_remove(CASE
        WHEN COALESCE(json_type(settings, '$.civ_trade_hours'), '') NOT IN ('integer', 'real') THEN settings
        WHEN json_type(settings, '$.window_hours') IS NULL
            THEN json_set(settings, '$.window_hours',
                          json_object('trade', json_extract(settings, '$.civ_trade_hours')))
        WHEN json_type(settings, '$.window_hours') = 'object'
                AND json_type(settings, '$.window_hours.trade') IS NULL
            THEN json_set(settings, '$.window_hours.trade', json_extract(settings, '$.civ_trade_hours'))
        ELSE settings END, '$.civ_trade_hours', '$.civ_trade_open')
    WHERE game_id = 'civilization' AND json_valid(settings)
        AND (json_type(settings, '$.civ_trade_hours') IS NOT NULL
             OR json_type(settings, '$.civ_trade_open') IS NOT NULL)
    """,
    # 10: what a player has begun and not sent yet, kept through restarts and shared by every
    # process (service/drafts.py): the order builder's progress (`kind` 'build') and an order
    # previewed and awaiting Confirm ('preview'), one of each per game and user. `version` is the
    # game's version it was made at (honoured only while the game has not moved), `rev` counts
    # its changes (a builder message showing an older one is out of date), `expires_at` when it
    # is forgotten (the retention prune deletes it).
    """
    CREATE TABLE drafts (
        game       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        user_id    INTEGER NOT NULL,
        kind       TEXT NOT NULL,
        version    INTEGER NOT NULL,
        rev        INTEGER NOT NULL DEFAULT 1,
        payload    TEXT NOT NULL DEFAULT '{}',
        expires_at TEXT NOT NULL,
        PRIMARY KEY (game, user_id, kind)
    );
    CREATE INDEX drafts_expiry ON drafts (expires_at)
    """,
    # 11: a digest of the text the dashboard message shows, next to the version it shows: an
    # unchanged status is not edited again (an edit after a secret move would tell that one
    # happened), whichever bot process edited it last (it was each process's memory).
    """
    ALTER TABLE turns ADD COLUMN dashboard_digest TEXT
    """,
    # 12: a process that finds a game's delivery lease held says so on the lease (`wanted`): the
    # holder's release returns it and the holder delivers again, so the rows the other process
    # committed go out at once. It replaces a look for due rows after every release (a statement
    # per delivery).
    """
    ALTER TABLE leases ADD COLUMN wanted INTEGER NOT NULL DEFAULT 0
    """,
]

# PostgreSQL: version 7's schema (SQLite's migrations 1-7 applied) in one step. Same tables,
# columns in the same order (a dump reads alike on both backends: `--migrate-to` copies rows by
# position), same indexes but `games_brief` (SQLite's covering index of the poll: PostgreSQL keeps
# a long snapshot out of the row, in TOAST, so the brief's columns are read from the row itself).
# Times and JSON are text (`COLLATE "C"`: times compare as bytes, as on SQLite); ids are BIGINT
# (Discord's snowflakes use 64 bits).
POSTGRES_BASELINE = """
    CREATE FUNCTION agora_jsonb(t text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $fn$
    BEGIN
        RETURN t::jsonb;
    EXCEPTION WHEN others THEN
        RETURN NULL;  -- unreadable text: what SQLite's json_valid() guards against
    END
    $fn$;

    CREATE TABLE games (
        id                BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        guild_id          BIGINT,
        channel_id        BIGINT NOT NULL,
        parent_channel_id BIGINT,
        game_id           TEXT NOT NULL,
        status            TEXT NOT NULL
            CHECK (status IN ('lobby', 'active', 'finished', 'abandoned', 'archived')),
        options           TEXT NOT NULL DEFAULT '{}',
        creator_id        BIGINT NOT NULL,
        seat_order        TEXT NOT NULL DEFAULT 'random' CHECK (seat_order IN ('random', 'chosen')),
        max_players       INTEGER,
        seed              BIGINT,
        version           INTEGER NOT NULL DEFAULT 0,
        snapshot          TEXT,
        created_at        TEXT COLLATE "C" NOT NULL,
        updated_at        TEXT COLLATE "C" NOT NULL,
        last_action_at    TEXT COLLATE "C",
        finished_at       TEXT COLLATE "C",
        outcome           TEXT,
        locale            TEXT,
        settings          TEXT NOT NULL DEFAULT '{}',
        log_head          TEXT,
        state_hash        TEXT,
        quarantined       TEXT
    );
    CREATE UNIQUE INDEX games_open_per_channel ON games (channel_id) WHERE status IN ('lobby', 'active');
    CREATE INDEX games_by_guild ON games (guild_id, status);
    CREATE INDEX games_by_channel ON games (channel_id, id);
    CREATE INDEX games_active ON games (id, version) WHERE status = 'active';

    CREATE TABLE players (
        game      BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        position  INTEGER NOT NULL,
        user_id   BIGINT NOT NULL,
        joined_at TEXT COLLATE "C" NOT NULL,
        PRIMARY KEY (game, position)
    );
    CREATE INDEX players_by_user ON players (user_id);

    CREATE TABLE seats (
        game      BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat      INTEGER NOT NULL,
        user_id   BIGINT NOT NULL,
        joined_at TEXT COLLATE "C" NOT NULL,
        dm_ok     INTEGER,
        autoplay  INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game, seat)
    );
    CREATE INDEX seats_by_user ON seats (user_id);

    CREATE TABLE actions (
        game           BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq            INTEGER NOT NULL,
        seat           INTEGER NOT NULL,
        user_id        BIGINT,
        action_text    TEXT NOT NULL,
        interaction_id BIGINT UNIQUE,
        created_at     TEXT COLLATE "C" NOT NULL,
        version_after  INTEGER NOT NULL,
        undone_at      TEXT COLLATE "C",
        hash           TEXT,
        PRIMARY KEY (game, seq)
    );

    CREATE TABLE outbox (
        id         BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        game       BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        version    INTEGER NOT NULL,
        kind       TEXT NOT NULL,
        payload    TEXT NOT NULL DEFAULT '{}',
        created_at TEXT COLLATE "C" NOT NULL,
        done_at    TEXT COLLATE "C",
        attempts   INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        retry_at   TEXT COLLATE "C",
        tried_at   TEXT COLLATE "C",
        sent       TEXT NOT NULL DEFAULT '{}'
    );
    CREATE INDEX outbox_pending ON outbox (done_at, id);
    CREATE INDEX outbox_pending_by_game ON outbox (game, id) WHERE done_at IS NULL;

    CREATE TABLE schedules (
        id         BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        game       BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        kind       TEXT NOT NULL,
        seat       INTEGER,
        user_id    BIGINT,
        due_at     TEXT COLLATE "C" NOT NULL,
        payload    TEXT NOT NULL DEFAULT '{}',
        created_at TEXT COLLATE "C" NOT NULL,
        done_at    TEXT COLLATE "C",
        epoch      INTEGER
    );
    CREATE INDEX schedules_due ON schedules (done_at, due_at);
    CREATE INDEX schedules_by_game ON schedules (game, kind, seat);
    CREATE INDEX schedules_pending_by_game ON schedules (game, kind, seat, epoch) WHERE done_at IS NULL;
    CREATE INDEX schedules_pending_by_user ON schedules (user_id) WHERE done_at IS NULL;

    CREATE TABLE users (
        user_id   BIGINT PRIMARY KEY,
        locale    TEXT,
        dm_closed INTEGER NOT NULL DEFAULT 0,
        settings  TEXT NOT NULL DEFAULT '{}'
    );

    CREATE TABLE turns (
        game                BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        version             INTEGER NOT NULL,
        awaited             TEXT NOT NULL DEFAULT '{}',
        dashboard_channel   BIGINT,
        dashboard_message   BIGINT,
        updated_at          TEXT COLLATE "C" NOT NULL,
        dashboard_pinned    INTEGER NOT NULL DEFAULT 0,
        dashboard_posted_at TEXT COLLATE "C",
        dashboard_version   INTEGER
    );

    CREATE TABLE meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );

    CREATE TABLE guild_settings (
        guild_id   BIGINT PRIMARY KEY,
        settings   TEXT NOT NULL DEFAULT '{}',
        updated_at TEXT COLLATE "C" NOT NULL
    );

    CREATE TABLE admin_log (
        id         BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        game       BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        user_id    BIGINT NOT NULL,
        role       TEXT NOT NULL CHECK (role IN ('creator', 'moderator')),
        action     TEXT NOT NULL,
        detail     TEXT NOT NULL DEFAULT '{}',
        created_at TEXT COLLATE "C" NOT NULL
    );
    CREATE INDEX admin_log_by_game ON admin_log (game, id);

    CREATE TABLE boards (
        game       BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        channel_id BIGINT NOT NULL,
        message_id BIGINT NOT NULL,
        posted_at  TEXT COLLATE "C" NOT NULL
    )
"""

POSTGRES_MIGRATIONS: list[str | None] = [
    None, None, None, None, None, None,  # 1-6: within the baseline
    POSTGRES_BASELINE,  # 7
    # 8: leases (see MIGRATIONS[7]).
    """
    CREATE TABLE leases (
        name       TEXT PRIMARY KEY,
        owner      TEXT NOT NULL,
        expires_at TEXT COLLATE "C" NOT NULL
    )
    """,
    # 9: Civilization's old trade deadline setting (see MIGRATIONS[8]).
    """
    UPDATE games AS g SET settings = (CASE
        WHEN jsonb_typeof(x.s -> 'civ_trade_hours') IS DISTINCT FROM 'number' THEN x.s
        WHEN x.s -> 'window_hours' IS NULL
            THEN jsonb_set(x.s, '{window_hours}', jsonb_build_object('trade', x.s -> 'civ_trade_hours'))
        WHEN jsonb_typeof(x.s -> 'window_hours') = 'object' AND x.s -> 'window_hours' -> 'trade' IS NULL
            THEN jsonb_set(x.s, '{window_hours,trade}', x.s -> 'civ_trade_hours')
        ELSE x.s END - 'civ_trade_hours' - 'civ_trade_open')::text
    FROM (SELECT id, agora_jsonb(settings) AS s FROM games WHERE game_id = 'civilization') AS x
    WHERE x.id = g.id AND jsonb_typeof(x.s) = 'object'
        AND (x.s -> 'civ_trade_hours' IS NOT NULL OR x.s -> 'civ_trade_open' IS NOT NULL)
    """,
    # 10: drafts (see MIGRATIONS[9]).
    """
    CREATE TABLE drafts (
        game       BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        user_id    BIGINT NOT NULL,
        kind       TEXT NOT NULL,
        version    INTEGER NOT NULL,
        rev        INTEGER NOT NULL DEFAULT 1,
        payload    TEXT NOT NULL DEFAULT '{}',
        expires_at TEXT COLLATE "C" NOT NULL,
        PRIMARY KEY (game, user_id, kind)
    );
    CREATE INDEX drafts_expiry ON drafts (expires_at)
    """,
    # 11: the dashboard's text digest (see MIGRATIONS[10]).
    """
    ALTER TABLE turns ADD COLUMN dashboard_digest TEXT
    """,
    # 12: a lease is wanted by another process (see MIGRATIONS[11]).
    """
    ALTER TABLE leases ADD COLUMN wanted INTEGER NOT NULL DEFAULT 0
    """,
]


def postgres_objects() -> set[tuple[str, str]]:
    """("table" | "index", name) of everything `POSTGRES_MIGRATIONS` creates (`--check` compares)."""
    found: set[tuple[str, str]] = set()
    for script in POSTGRES_MIGRATIONS:
        created = re.findall(r"CREATE (?:UNIQUE )?(TABLE|INDEX) (?:IF NOT EXISTS )?(\w+)", script or "")
        found.update((kind.lower(), name) for kind, name in created)
    return found
