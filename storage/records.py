"""Row models: frozen dataclasses built from sqlite rows, with JSON columns already parsed."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

import orjson

GAME_STATUSES = ("lobby", "active", "finished", "abandoned", "archived")
OPEN_STATUSES = ("lobby", "active")
# Statuses after which no action is accepted and pending schedules are closed.
CLOSED_STATUSES = ("finished", "abandoned", "archived")


def to_db_time(moment: datetime) -> str:
    """A fixed-width UTC ISO string, so stored times compare correctly as text."""
    if moment.tzinfo is None:
        raise ValueError("naive datetime: the bot stores aware UTC times only")
    return moment.astimezone(UTC).isoformat("T", "microseconds")  # (positional: a keyword costs more)


def from_db_time(text: str | None) -> datetime | None:
    return None if text is None else datetime.fromisoformat(text)


def db_time(text: str) -> datetime:
    """A time of a column that is never NULL."""
    return datetime.fromisoformat(text)


# One encoder for every write: json.dumps with options builds a new encoder per call.
_ENCODER = json.JSONEncoder(separators=(",", ":"), sort_keys=True)
_ENCODE = _ENCODER.encode
# What `_ENCODE` runs underneath, called directly: `JSONEncoder.encode` spends more time setting
# up than encoding a small dict, and the bot writes many (None if this Python has
# no C accelerator: then `_ENCODE`). Same text, same errors (a fresh `markers` dict per call, as
# `encode` makes, so circular data is refused alike).
_C_ENCODER = getattr(json.encoder, "c_make_encoder", None)
_ENCODE_STRING = json.encoder.encode_basestring_ascii


def to_json(value: Any) -> str:
    """Compact JSON with sorted keys, ASCII only (`json.dumps(value, separators=(",", ":"),
    sort_keys=True)`)."""
    if _C_ENCODER is None or isinstance(value, str):
        return _ENCODE(value)
    encode = _C_ENCODER({}, _ENCODER.default, _ENCODE_STRING, None, ":", ",", True, False, True)
    return "".join(encode(value, 0))


# What orjson writes of plain data: keys sorted; other types (datetimes, dataclasses, subclasses of
# str, int, dict, list) refused, as the json module refuses them, rather than written its own way.
_ORJSON_OPTIONS = (orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_PASSTHROUGH_DATACLASS
                   | orjson.OPT_PASSTHROUGH_SUBCLASS)


def payload_json(value: Any) -> str:
    """JSON of plain data that `from_json` reads back as it reads `to_json(value)`, written by
    orjson (several times faster: the scheduler's poll writes a thousand notices), but not always
    `to_json`'s text: characters beyond ASCII are written as they are, some floats in another
    form (1e-05 as 0.00001), and a float NaN or infinity as null (JSON has no such number). For
    text read back only as values (outbox payloads); never for text compared or hashed (snapshots,
    the action log). What orjson does not take (keys that are not strings, integers beyond 64
    bits, other types) goes through `to_json`, which writes or refuses it."""
    try:
        return orjson.dumps(value, option=_ORJSON_OPTIONS).decode()
    except TypeError:  # orjson.JSONEncodeError is one
        return to_json(value)


def from_json(text: str | None) -> Any:
    """`json.loads(text)`, None for None, read by orjson (about twice as fast on the small documents
    the scheduler's poll reads by the thousand). What orjson refuses goes to `json.loads`, which reads
    the JSON orjson does not (NaN, integers beyond 64 bits, lone surrogates) and refuses the rest
    with its own errors."""
    if text is None:
        return None
    try:
        return orjson.loads(text)
    except Exception:  # orjson.JSONDecodeError, TypeError
        return json.loads(text)


def _parsed(row: Mapping[str, Any], column: str, problems: list[str], default: Any = None,
            kind: type = dict) -> Any:
    """A JSON column, or `default` and a note in `problems` if it is unreadable: one damaged row
    must make only its own game (or its own outbox row) fail, never the query that read it."""
    return _parsed_text(row[column], column, problems, default, kind)


def _parsed_text(text: str | None, column: str, problems: list[str], default: Any = None,
                 kind: type = dict) -> Any:
    """`_parsed` of the column's text."""
    try:
        value = from_json(text)
    except (ValueError, TypeError) as exc:
        problems.append(f"{column} is not valid JSON ({exc})")
        return default
    if value is not None and not isinstance(value, kind):
        problems.append(f"{column} is not a JSON {kind.__name__}")
        return default
    return value


def schedule_payload(text: str | None) -> tuple[dict[str, Any], str | None]:
    """A schedule row's payload, and why it cannot be read (None if it can: `ScheduleRecord.invalid`)."""
    problems: list[str] = []
    data = _parsed_text(text, "payload", problems) or {}
    return data, "; ".join(problems) or None


def json_object(text: str | None) -> dict[str, Any]:
    """A JSON object column, or {} if it is NULL, unreadable or not an object: one damaged row
    must fail only its own game, never the scheduler's poll, which reads a thousand at a time
    (`_parsed_text` without its notes)."""
    if text is None or text == "{}":
        return {}
    try:
        data = from_json(text)
    except (ValueError, TypeError):
        return {}
    return data if isinstance(data, dict) else {}


def awaited_seats_of(text: str | None) -> dict[int, dict[str, Any]]:
    """A `turns.awaited` column by seat (`TurnRecord.awaited`). Unreadable turn data is rebuilt by
    the next sync: read as "nobody known awaited"."""
    return {int(seat): info for seat, info in json_object(text).items()}


def _column(row: Mapping[str, Any], name: str) -> Any:
    """A column added by a later migration (rows built by hand in tests may lack it)."""
    # sqlite3.Row has no key lookup with `in` (it iterates values, and listing its keys costs a
    # list per row): ask for the column; a missing one raises IndexError (KeyError from a dict).
    try:
        return row[name]
    except (IndexError, KeyError):
        return None


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """A lobby sign-up."""

    game: int
    position: int
    user_id: int
    joined_at: datetime

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> PlayerRecord:
        return cls(row["game"], row["position"], row["user_id"], db_time(row["joined_at"]))


@dataclass(frozen=True, slots=True)
class SeatRecord:
    game: int
    seat: int
    user_id: int
    joined_at: datetime
    dm_ok: bool | None
    autoplay: bool

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> SeatRecord:
        dm_ok = row["dm_ok"]
        return cls(
            game=row["game"],
            seat=row["seat"],
            user_id=row["user_id"],
            joined_at=db_time(row["joined_at"]),
            dm_ok=None if dm_ok is None else bool(dm_ok),
            autoplay=bool(row["autoplay"]),
        )


@dataclass(frozen=True, slots=True)
class GameRecord:
    id: int
    guild_id: int | None
    channel_id: int
    parent_channel_id: int | None
    game_id: str
    status: str
    options: dict[str, Any]
    creator_id: int
    seat_order: str
    max_players: int | None
    seed: int | None
    version: int
    snapshot: str | None
    created_at: datetime
    updated_at: datetime
    last_action_at: datetime | None
    finished_at: datetime | None
    outcome: dict[str, Any] | None
    locale: str | None
    settings: dict[str, Any]
    players: tuple[PlayerRecord, ...] = ()
    seats: tuple[SeatRecord, ...] = ()
    # Tamper evidence (storage/integrity.py): the chain's head and the snapshot's hash.
    log_head: str | None = None
    state_hash: str | None = None
    # Why the game was stopped after a failed check (None: it is sound).
    quarantined: str | None = None
    # What could not be read from the row itself (unparsable JSON columns), None if all could.
    damage: str | None = None

    @classmethod
    def from_row(cls, row: Mapping[str, Any], players: tuple[PlayerRecord, ...] = (),
                 seats: tuple[SeatRecord, ...] = ()) -> GameRecord:
        problems: list[str] = []
        options = _parsed(row, "options", problems) or {}
        outcome = _parsed(row, "outcome", problems)
        settings = _parsed(row, "settings", problems) or {}
        return cls(
            id=row["id"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            parent_channel_id=row["parent_channel_id"],
            game_id=row["game_id"],
            status=row["status"],
            options=options,
            creator_id=row["creator_id"],
            seat_order=row["seat_order"],
            max_players=row["max_players"],
            seed=row["seed"],
            version=row["version"],
            snapshot=row["snapshot"],
            created_at=db_time(row["created_at"]),
            updated_at=db_time(row["updated_at"]),
            last_action_at=from_db_time(row["last_action_at"]),
            finished_at=from_db_time(row["finished_at"]),
            outcome=outcome,
            locale=row["locale"],
            settings=settings,
            players=players,
            seats=seats,
            log_head=_column(row, "log_head"),
            state_hash=_column(row, "state_hash"),
            quarantined=_column(row, "quarantined"),
            damage="; ".join(problems) or None,
        )

    @property
    def is_open(self) -> bool:
        return self.status in OPEN_STATUSES

    def player_ids(self) -> list[int]:
        """Lobby sign-ups in join order (a user may appear more than once)."""
        return [p.user_id for p in self.players]

    @property
    def setup_players(self) -> int:
        """The player count the game was set up with: its sign-ups (one user may hold several
        seats, as in two-player Antike, so this is not always the number of seats)."""
        return len(self.players) or len(self.seats)

    def seats_of(self, user_id: int) -> list[int]:
        return [s.seat for s in self.seats if s.user_id == user_id]

    def user_of(self, seat: int) -> int | None:
        return next((s.user_id for s in self.seats if s.seat == seat), None)

    def seated_users(self) -> list[int]:
        """Distinct users holding a seat, in seat order of their first seat."""
        return list(dict.fromkeys(s.user_id for s in sorted(self.seats, key=lambda s: s.seat)))


@dataclass(frozen=True, slots=True)
class ActionRecord:
    game: int
    seq: int
    seat: int
    user_id: int | None
    action_text: str
    interaction_id: int | None
    created_at: datetime
    version_after: int
    undone_at: datetime | None
    hash: str | None = None  # this row's link in the game's chain (storage/integrity.py)

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> ActionRecord:
        return cls(
            game=row["game"],
            seq=row["seq"],
            seat=row["seat"],
            user_id=row["user_id"],
            action_text=row["action_text"],
            interaction_id=row["interaction_id"],
            created_at=db_time(row["created_at"]),
            version_after=row["version_after"],
            undone_at=from_db_time(row["undone_at"]),
            hash=_column(row, "hash"),
        )


@dataclass(frozen=True, slots=True)
class OutboxItem:
    """A side effect to record (not yet stored): what the cogs must deliver."""

    kind: str
    payload: dict[str, Any] = field(default_factory=dict)
    # The game version the effect belongs to; None = the version the write produces.
    version: int | None = None


@dataclass(frozen=True, slots=True)
class OutboxRecord:
    id: int
    game: int
    version: int
    kind: str
    payload: dict[str, Any]
    created_at: datetime
    done_at: datetime | None
    attempts: int
    last_error: str | None
    retry_at: datetime | None = None  # a failed row waits until then (None: due now)
    tried_at: datetime | None = None  # first delivery attempt: a message may exist since then
    sent: dict[str, int] = field(default_factory=dict)  # part -> message id, known to be sent
    invalid: str | None = None  # why the row cannot be delivered (unreadable), None if it can

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> OutboxRecord:
        problems: list[str] = []
        payload = _parsed(row, "payload", problems) or {}
        sent = (_parsed(row, "sent", problems) or {}) if _column(row, "sent") is not None else {}
        return cls(
            id=row["id"],
            game=row["game"],
            version=row["version"],
            kind=row["kind"],
            payload=payload,
            created_at=db_time(row["created_at"]),
            done_at=from_db_time(row["done_at"]),
            attempts=row["attempts"],
            last_error=row["last_error"],
            retry_at=from_db_time(_column(row, "retry_at")),
            tried_at=from_db_time(_column(row, "tried_at")),
            sent=sent,
            invalid="; ".join(problems) or None,
        )


@dataclass(frozen=True, slots=True)
class ScheduleRecord:
    id: int
    game: int
    kind: str
    seat: int | None
    user_id: int | None
    due_at: datetime
    payload: dict[str, Any]
    created_at: datetime
    done_at: datetime | None
    # The turn epoch (game version when the seat became awaited) a reminder/deadline belongs to.
    epoch: int | None = None
    invalid: str | None = None  # why the row cannot be acted on (unreadable), None if it can

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> ScheduleRecord:
        return cls.from_values(row["id"], row["game"], row["kind"], row["seat"], row["user_id"],
                               row["due_at"], row["payload"], row["created_at"], row["done_at"],
                               _column(row, "epoch"))

    @classmethod
    def from_values(cls, id: int, game: int, kind: str, seat: int | None, user_id: int | None, due_at: str,
                    payload: str | None, created_at: str, done_at: str | None,
                    epoch: int | None) -> ScheduleRecord:
        """From the row's columns in table order (the scheduler's poll reads a thousand at a time)."""
        data, invalid = schedule_payload(payload)
        return cls(id, game, kind, seat, user_id, datetime.fromisoformat(due_at), data,
                   datetime.fromisoformat(created_at),
                   None if done_at is None else datetime.fromisoformat(done_at), epoch, invalid)


@dataclass(frozen=True, slots=True)
class TurnRecord:
    """Who the engine awaited at `version` (see migration 2), and the game's dashboard message."""

    game: int
    version: int
    awaited: dict[int, dict[str, Any]]
    dashboard_channel: int | None
    dashboard_message: int | None
    updated_at: datetime
    dashboard_pinned: bool = False
    dashboard_posted_at: datetime | None = None
    dashboard_digest: str | None = None  # of the text the dashboard shows (migration 11)

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> TurnRecord:
        turn = cls.from_values(row["game"], row["version"], row["awaited"], row["dashboard_channel"],
                               row["dashboard_message"], row["updated_at"], _column(row, "dashboard_pinned"),
                               _column(row, "dashboard_posted_at"))
        digest = _column(row, "dashboard_digest")
        return turn if digest is None else replace(turn, dashboard_digest=digest)

    @classmethod
    def from_values(cls, game: int, version: int, awaited: str | None, dashboard_channel: int | None,
                    dashboard_message: int | None, updated_at: str, dashboard_pinned: int | None,
                    dashboard_posted_at: str | None) -> TurnRecord:
        """From the row's columns in table order (a joined query reads them by position)."""
        return cls(game, version, awaited_seats_of(awaited), dashboard_channel,
                   dashboard_message, db_time(updated_at),
                   bool(dashboard_pinned), from_db_time(dashboard_posted_at))


@dataclass(frozen=True, slots=True)
class AdminRecord:
    """An admin action on a game by its creator or a server moderator (migration 3)."""

    id: int
    game: int
    user_id: int
    role: str  # "creator" | "moderator"
    action: str  # "undo" | "pause" | "resume" | "abandon" | "replace" | "autoplay"
    detail: dict[str, Any]
    created_at: datetime

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> AdminRecord:
        return cls(row["id"], row["game"], row["user_id"], row["role"], row["action"],
                   from_json(row["detail"]) or {}, db_time(row["created_at"]))


@dataclass(frozen=True, slots=True)
class DraftRecord:
    """What a player began and has not sent (migration 10): the order builder's progress or a
    previewed order, as of the game's `version`; `rev` counts its changes."""

    game: int
    user_id: int
    kind: str  # "build" | "preview"
    version: int
    rev: int
    payload: dict[str, Any]
    expires_at: datetime

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> DraftRecord:
        return cls(row["game"], row["user_id"], row["kind"], row["version"], row["rev"],
                   json_object(row["payload"]), db_time(row["expires_at"]))


@dataclass(frozen=True, slots=True)
class UserRecord:
    user_id: int
    locale: str | None
    dm_closed: bool
    settings: dict[str, Any]

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> UserRecord:
        return cls(row["user_id"], row["locale"], bool(row["dm_closed"]), from_json(row["settings"]) or {})
