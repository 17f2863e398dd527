"""Storage failures the rest of the bot reacts to. None of them leaves a partial write behind."""

from __future__ import annotations


class StorageError(Exception):
    """Base of the storage layer's own refusals (not sqlite3 errors)."""


class AlreadyRunning(StorageError):
    """Another process holds the instance lock of this database: two bots on one token would
    both receive every interaction, so the second one must not start."""

    def __init__(self, db_path: str, lock_path: str, other_pid: int | None) -> None:
        who = f"process {other_pid}" if other_pid else "another process"
        super().__init__(
            f"the database {db_path} is already in use by {who} (lock file {lock_path}); "
            "stop that bot before starting another one on the same database"
        )
        self.db_path = db_path
        self.lock_path = lock_path
        self.other_pid = other_pid


class VersionConflict(StorageError):
    """The game's version was not the expected one: somebody else's write came first."""

    def __init__(self, game: int, expected: int, actual: int | None) -> None:
        super().__init__(f"game {game}: expected version {expected}, found {actual}")
        self.game = game
        self.expected = expected
        self.actual = actual


class DuplicateInteraction(StorageError):
    """This interaction id is already in the action log: it was applied once already."""

    def __init__(self, interaction_id: int) -> None:
        super().__init__(f"interaction {interaction_id} was already applied")
        self.interaction_id = interaction_id


class ChannelBusy(StorageError):
    """The channel (or thread) already has a game in its lobby or in progress."""

    def __init__(self, channel_id: int) -> None:
        super().__init__(f"channel {channel_id} already has an open game")
        self.channel_id = channel_id


class WrongStatus(StorageError):
    """The game is not in the status this write needs (e.g. joining a game already started)."""

    def __init__(self, game: int, expected: tuple[str, ...], actual: str | None) -> None:
        super().__init__(f"game {game}: status is {actual}, expected one of {expected}")
        self.game = game
        self.expected = expected
        self.actual = actual


class NoSuchGame(StorageError):
    def __init__(self, game: int) -> None:
        super().__init__(f"there is no game with row id {game}")
        self.game = game


class ConstraintViolation(StorageError):
    """A write broke a constraint of the schema (a unique key, a foreign key, a check), on either
    backend: the store turns the ones it expects into its own refusals (ChannelBusy...)."""


class TryAgain(StorageError):
    """The database could not complete this transaction now (PostgreSQL restarting or out of
    reach, a deadlock between two processes): nothing of it was written, and the same request a
    moment later may pass. Carries the catalog key of the player's reply, so every interaction
    that meets it is answered "try again" in the player's language (`cogs._flow.error_key`)."""

    def __init__(self, message: str, *, outcome_unknown: bool = False) -> None:
        super().__init__(message)
        # The connection broke during COMMIT: the write may or may not have been made.
        self.outcome_unknown = outcome_unknown
        self.key = "flow.err.try_again_unknown" if outcome_unknown else "flow.err.try_again"
        self.params: dict[str, object] = {}
