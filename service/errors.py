"""Refusals of the game service: each names a catalog key (the catalog area `service`).

Like the engine's RuleError, a ServiceError means nothing was written; the cog answers the
user with `t(err.key, locale, **err.params)`. Engine RuleErrors pass through unchanged.
"""

from __future__ import annotations

from typing import Any, ClassVar


class ServiceError(Exception):
    default_key: ClassVar[str] = "service.err.refused"

    def __init__(self, key: str | None = None, **params: Any) -> None:
        self.key = key or self.default_key
        self.params = params
        super().__init__(f"{self.key} {params}" if params else self.key)


class NoGameHere(ServiceError):
    default_key = "service.err.no_game_here"


class UnknownGame(ServiceError):
    default_key = "service.err.unknown_game"  # {game}


class ChannelBusy(ServiceError):
    default_key = "service.err.channel_busy"


class AlreadyStarted(ServiceError):
    default_key = "service.err.already_started"


class GameNotActive(ServiceError):
    """No play possible: the key says why (lobby, finished, or abandoned/archived)."""

    default_key = "service.err.game_not_active"

    @classmethod
    def for_status(cls, status: str) -> GameNotActive:
        if status == "lobby":
            return cls("service.err.not_started")
        if status == "finished":
            return cls("service.err.game_finished")
        return cls()


class GamePaused(ServiceError):
    """A creator or moderator paused the game: no moves until it is resumed."""

    default_key = "service.err.paused"


class NotCreator(ServiceError):
    default_key = "service.err.not_creator"


class Full(ServiceError):
    default_key = "service.err.full"  # {max}


class BadPlayerCount(ServiceError):
    default_key = "service.err.bad_player_count"  # {count} {allowed}


class AlreadyJoined(ServiceError):
    default_key = "service.err.already_joined"


class NotJoined(ServiceError):
    default_key = "service.err.not_joined"


class CreatorCannotLeave(ServiceError):
    default_key = "service.err.creator_cannot_leave"


class BadSeatOrder(ServiceError):
    default_key = "service.err.bad_seat_order"


class NotAPlayer(ServiceError):
    default_key = "service.err.not_a_player"


class NotYourSeat(ServiceError):
    default_key = "service.err.not_your_seat"  # {seat}


class Stale(ServiceError):
    """The button or command was for an older version: the game moved on."""

    default_key = "service.err.stale"  # {version}


class AlreadyDone(ServiceError):
    """This very interaction was already applied (a retry or a duplicate delivery)."""

    default_key = "service.err.already_done"


class AlreadyVoted(ServiceError):
    default_key = "service.err.already_voted"


class GameQuarantined(ServiceError):
    """The game's stored data failed its integrity check: it is stopped until an admin looks."""

    default_key = "service.err.quarantined"  # {id}


class OutOfRange(ServiceError):
    """A number the user gave is outside what the command accepts."""

    default_key = "service.err.out_of_range"  # {what} {value} {min} {max}
