"""What the store's SQL says differently on SQLite and on PostgreSQL: the one place that knows.

Everything else in storage/store.py is shared text (storage/db.py rewrites only the spelling:
placeholders and SQLite's index hints). Both backends store the same columns with the same
meaning: times as fixed-width ISO-8601 UTC text (`records.to_db_time`, ordered as text: byte
order, `COLLATE "C"` on PostgreSQL), JSON as text (a snapshot's text is hashed: PostgreSQL's
`jsonb` would rewrite it), ids as 64-bit integers. What differs:

- JSON functions: SQLite's `json_set` / `json_group_array`; PostgreSQL's `jsonb_set` / `json_agg`
  on the text cast to `jsonb` (where SQLite guards with `json_valid`, `agora_jsonb`: NULL for
  unreadable text instead of an error);
- locks: SQLite's `BEGIN IMMEDIATE` already serializes every write; on PostgreSQL a write that
  reads what it then changes locks the game's row first (`FOR UPDATE`), and the poll takes its
  due rows with `FOR UPDATE ... SKIP LOCKED`, so two processes never claim the same row;
- the catalog (`sqlite_master` against `pg_catalog`) and the file's own integrity check;
- lists of ids: `IN (?, ?, ...)` on SQLite (bound variables), `= ANY(?)` with one array on
  PostgreSQL (one prepared statement whatever the length).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

_PLAYERS_SQLITE = ("(SELECT json_group_array(json_array(position, user_id, joined_at)) FROM players"
                   " WHERE game = g.id)")
_SEATS_SQLITE = ("(SELECT json_group_array(json_array(seat, user_id, joined_at, dm_ok, autoplay)) FROM seats"
                 " WHERE game = g.id)")
_PLAYERS_POSTGRES = ("(SELECT COALESCE(json_agg(json_build_array(position, user_id, joined_at)), '[]')::text"
                     " FROM players WHERE game = g.id)")
_SEATS_POSTGRES = ("(SELECT COALESCE(json_agg(json_build_array(seat, user_id, joined_at, dm_ok, autoplay)),"
                   " '[]')::text FROM seats WHERE game = g.id)")

# A game's pending deadlines as (seat, due_at) pairs, correlated to `<table>.game`.
_DEADLINES_SQLITE = ("(SELECT json_group_array(json_array(seat, due_at)) FROM schedules"
                     " INDEXED BY schedules_pending_by_game WHERE game = {of} AND done_at IS NULL"
                     " AND kind = 'deadline' AND seat IS NOT NULL)")
_DEADLINES_POSTGRES = ("(SELECT COALESCE(json_agg(json_build_array(seat, due_at)), '[]')::text FROM schedules"
                       " WHERE game = {of} AND done_at IS NULL AND kind = 'deadline' AND seat IS NOT NULL)")

# The due schedule rows with their context (store.py `_DUE_WITH_CONTEXT` explains the columns).
# SQLite: one JSON array per row (Python's sqlite3 takes the GIL per column); PostgreSQL: the
# columns as they are (asyncpg decodes a row in C), the games joined (a schedule row's game exists:
# a foreign key with cascade), and in the poll's transaction each row and its game locked, rows
# another process holds skipped.
_DEADLINE_OF_REMINDER = (
    "CASE WHEN s.kind = 'reminder' THEN (SELECT max(d.due_at) FROM schedules d"
    " INDEXED BY schedules_pending_by_game WHERE d.game = s.game AND d.done_at IS NULL"
    " AND d.kind = 'deadline' AND d.seat = COALESCE(s.seat, 0)"
    " AND COALESCE(d.epoch, 0) = COALESCE(s.epoch, 0))"
    " END")
_DUE_SQLITE = (
    "SELECT json_array(s.id, s.game, s.kind, s.seat, s.user_id, s.due_at, CAST(s.payload AS TEXT),"
    " s.created_at, s.epoch, g.status, g.version, g.channel_id, g.game_id, g.locale,"
    " CAST(g.settings AS TEXT), g.creator_id, g.last_action_at, g.quarantined, t.version,"
    " CAST(t.awaited AS TEXT), CAST(u.settings AS TEXT), " + _DEADLINE_OF_REMINDER + ")"
    " FROM (SELECT * FROM schedules WHERE done_at IS NULL AND due_at <= ? ORDER BY due_at, id LIMIT ?) s"
    " LEFT JOIN games g INDEXED BY games_brief ON g.id = s.game LEFT JOIN turns t ON t.game = s.game"
    " LEFT JOIN users u ON u.user_id = s.user_id AND s.user_id != 0"
    # No ORDER BY here: SQLite would sort the joined rows in a temporary B-tree (0.7 ms for a
    # thousand); `_due_with_context` puts them in (due_at, id) order, as its subquery read them.
)
_DUE_POSTGRES = (
    "SELECT s.id, s.game, s.kind, s.seat, s.user_id, s.due_at, s.payload, s.created_at, s.epoch,"
    " g.status, g.version, g.channel_id, g.game_id, g.locale, g.settings, g.creator_id, g.last_action_at,"
    " g.quarantined, t.version, t.awaited, u.settings, " + _DEADLINE_OF_REMINDER +
    " FROM schedules s JOIN games g ON g.id = s.game LEFT JOIN turns t ON t.game = s.game"
    " LEFT JOIN users u ON u.user_id = s.user_id AND s.user_id != 0"
    " WHERE s.done_at IS NULL AND s.due_at <= ? ORDER BY s.due_at, s.id LIMIT ?"
)


@dataclass(frozen=True)
class Dialect:
    name: str
    # Appended to a SELECT of the game's row inside a write that then changes it.
    for_update: str
    # `games.settings["awaited_since"]` set from a JSON text parameter (given twice), unchanged when NULL.
    set_awaited_since: str
    # The JSON arrays of a game's sign-ups and seats, correlated to `games g`.
    players_json: str
    seats_json: str
    # The JSON array of a game's pending deadlines, [seat, due_at] each: `.format(of=<game id column>)`.
    deadlines_json: str
    # `settings` (a JSON text parameter) without its "awaited_since" key.
    settings_without_awaited_since: str
    # Record one delivered part of an outbox row: params (part, message id, row id).
    mark_part: str
    # The same part marked on several rows: params (part, value), then the rows (`members("id", ...)`).
    mark_parts: str
    # Statements may be chained in one by `WITH x AS (INSERT/UPDATE/DELETE ...)` (PostgreSQL):
    # one round trip where SQLite, whose statements cost no round trip, runs them one by one.
    chains_writes: bool
    # Where `chains_writes`: a WITH item that makes the statement's own transaction durable
    # (`synchronous_commit` on until its commit, where the sessions' default is off); the
    # statement must read `durable` (a SELECT item of a WITH runs only if read).
    durable: str
    # Open a deadline vote: params (seat as text, vote JSON text, game).
    open_vote: str
    # A schedule row of a seat's current turn in an active game (prune keeps those), on `schedules s`.
    current_turn_row: str
    due_with_context: str
    due_with_context_claim: str
    due_rows_as_json: bool
    # One row if the table named by the parameter exists.
    table_exists: str
    # (type, name, sql) of every table and index (sql may be NULL).
    schema_objects: str
    # The database's own check of its storage: rows of text, ["ok"] when sound.
    integrity_check: str

    def rows_json(self, columns: str, source: str) -> str:
        """A scalar subquery: the rows of `FROM <source>` as a JSON array (text) of arrays of
        `columns`, in no particular order ('[]' for none)."""
        if self.name == "postgresql":
            return f"(SELECT COALESCE(json_agg(json_build_array({columns})), '[]')::text FROM {source})"
        return f"(SELECT json_group_array(json_array({columns})) FROM {source})"

    def row_json(self, columns: str, source: str) -> str:
        """A scalar subquery: the first row of `FROM <source>` (which orders and limits it) as a
        JSON array (text) of `columns`; NULL when there is none."""
        if self.name == "postgresql":
            return f"(SELECT json_build_array({columns})::text FROM {source})"
        return f"(SELECT json_array({columns}) FROM {source})"

    def members(self, column: str, values: Sequence[Any]) -> tuple[str, list[Any]]:
        """`column` is one of `values`: (SQL, its parameters)."""
        if self.name == "postgresql":
            return f"{column} = ANY(?)", [list(values)]
        return f"{column} IN ({', '.join('?' * len(values))})", list(values)


SQLITE = Dialect(
    name="sqlite",
    for_update="",
    set_awaited_since=(" settings = CASE WHEN ? IS NULL THEN settings"
                       " ELSE json_set(settings, '$.awaited_since', json(?)) END"),
    players_json=_PLAYERS_SQLITE,
    seats_json=_SEATS_SQLITE,
    deadlines_json=_DEADLINES_SQLITE,
    settings_without_awaited_since="json_remove(?, '$.awaited_since')",
    mark_part="UPDATE outbox SET sent = json_set(sent, '$.\"' || ? || '\"', ?) WHERE id = ?",
    mark_parts="UPDATE outbox SET sent = json_set(sent, '$.\"' || ? || '\"', ?) WHERE ",
    chains_writes=False,
    durable="",
    open_vote=("UPDATE games SET settings = json_set(settings, '$.deadline_votes.\"' || ? || '\"',"
               # A game whose settings are unreadable is left alone (its load quarantines it)
               # rather than failing the whole poll.
               " json(?)) WHERE id = ? AND json_valid(settings)"),
    current_turn_row=("EXISTS (SELECT 1 FROM games g JOIN turns t ON t.game = g.id WHERE g.id = s.game"
                      " AND g.status = 'active'"
                      " AND json_extract(t.awaited, '$.\"' || s.seat || '\".epoch') = s.epoch)"),
    due_with_context=_DUE_SQLITE,
    due_with_context_claim=_DUE_SQLITE,  # BEGIN IMMEDIATE: no other writer meanwhile
    due_rows_as_json=True,
    table_exists="SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
    schema_objects=("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
                    " ORDER BY type, name"),
    integrity_check="PRAGMA integrity_check",
)

POSTGRES = Dialect(
    name="postgresql",
    for_update=" FOR UPDATE",
    set_awaited_since=(" settings = CASE WHEN ?::text IS NULL THEN settings"
                       " ELSE jsonb_set(settings::jsonb, '{awaited_since}', ?::jsonb)::text END"),
    players_json=_PLAYERS_POSTGRES,
    seats_json=_SEATS_POSTGRES,
    deadlines_json=_DEADLINES_POSTGRES,
    settings_without_awaited_since="(?::jsonb - 'awaited_since')::text",
    mark_part=("UPDATE outbox SET sent = jsonb_set(sent::jsonb, ARRAY[?::text], to_jsonb(?::bigint))::text"
               " WHERE id = ?"),
    mark_parts=("UPDATE outbox SET sent = jsonb_set(sent::jsonb, ARRAY[?::text], to_jsonb(?::bigint))::text"
                " WHERE "),
    chains_writes=True,
    durable="durable AS (SELECT set_config('synchronous_commit', 'on', true) AS setting)",
    open_vote=("UPDATE games SET settings = jsonb_set(agora_jsonb(settings), '{deadline_votes}',"
               " COALESCE(agora_jsonb(settings) -> 'deadline_votes', '{}'::jsonb)"
               " || jsonb_build_object(?::text, ?::jsonb))::text"
               " WHERE id = ? AND jsonb_typeof(agora_jsonb(settings)) = 'object'"),
    current_turn_row=("EXISTS (SELECT 1 FROM games g JOIN turns t ON t.game = g.id WHERE g.id = s.game"
                      " AND g.status = 'active'"
                      " AND agora_jsonb(t.awaited) -> (s.seat::text) -> 'epoch' = to_jsonb(s.epoch))"),
    due_with_context=_DUE_POSTGRES,
    due_with_context_claim=_DUE_POSTGRES + " FOR UPDATE OF s, g SKIP LOCKED",
    due_rows_as_json=False,
    table_exists=("SELECT 1 FROM pg_catalog.pg_tables WHERE schemaname = current_schema()"
                  " AND tablename = ?"),
    schema_objects=("SELECT 'table' AS type, tablename AS name, NULL AS sql FROM pg_catalog.pg_tables"
                    " WHERE schemaname = current_schema() UNION ALL SELECT 'index', indexname, indexdef"
                    " FROM pg_catalog.pg_indexes WHERE schemaname = current_schema() ORDER BY 1, 2"),
    # No page-level check without extensions: every index usable (a failed concurrent build or
    # a crash mid-reindex leaves one marked invalid), else "ok".
    integrity_check=("SELECT COALESCE(string_agg('index ' || c.relname || ' is invalid', '; '), 'ok')"
                     " FROM pg_catalog.pg_index i JOIN pg_catalog.pg_class c ON c.oid = i.indexrelid"
                     " JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace"
                     " WHERE n.nspname = current_schema() AND NOT i.indisvalid"),
)
