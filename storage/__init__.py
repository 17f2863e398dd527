"""Persistence: the only package that talks to the database (aiosqlite, SQLite in WAL mode)."""

from storage.errors import (
    AlreadyRunning,
    ChannelBusy,
    DuplicateInteraction,
    NoSuchGame,
    StorageError,
    VersionConflict,
    WrongStatus,
)
from storage.records import (
    CLOSED_STATUSES,
    GAME_STATUSES,
    OPEN_STATUSES,
    ActionRecord,
    AdminRecord,
    GameRecord,
    OutboxItem,
    OutboxRecord,
    PlayerRecord,
    ScheduleRecord,
    SeatRecord,
    TurnRecord,
    UserRecord,
)
from storage.store import Store, utc_now

__all__ = [
    "CLOSED_STATUSES",
    "GAME_STATUSES",
    "OPEN_STATUSES",
    "ActionRecord",
    "AdminRecord",
    "AlreadyRunning",
    "ChannelBusy",
    "DuplicateInteraction",
    "GameRecord",
    "NoSuchGame",
    "OutboxItem",
    "OutboxRecord",
    "PlayerRecord",
    "ScheduleRecord",
    "SeatRecord",
    "StorageError",
    "Store",
    "TurnRecord",
    "UserRecord",
    "VersionConflict",
    "WrongStatus",
    "utc_now",
]
