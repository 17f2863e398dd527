"""Async play over days: turn tracking, reminders, deadlines, vacations, idle-game archiving.

Everything is data in SQLite, polled by one loop (research §4.3) — never an in-memory timer:

- `turns` (one row per game): who the engine awaits at the game's version, since when, and the
  "turn epoch" of each awaited seat: the game version at which the seat became awaited or last
  acted. `sync` rewrites it after every change, in the same transaction as the schedule rows.
- `schedules` rows, each tied to one (seat, epoch), so a row whose turn is over is recognisable:
  `reminder` (payload `n`: the number of the reminder it sends within the decision, so the
  wording escalates; one row per turn, re-armed for the next reminder once it is sent),
  `deadline` (the game's preset), and one `archive` row per game (no action for N days).

A seat keeps its epoch (and its reminder count) only while it awaits the same kinds of decision
without acting; a new decision starts a new epoch. A deadline counts from when the seat became
awaited or from when the preset was set, whichever is later (`deadline_set_at`), so a deadline set
late never fires at once. Reminders come before a pending deadline: at the game's interval, plus
a warning halfway and one `WARN_BEFORE` before it (`next_reminder`); none at or after it.

At a deadline, the table votes (skip / autoplay / wait) on ordinary turns; only decisions whose
default is the rules' own (an out-of-turn answer the rulebook names: no support committed, no
battle demanded, done trading — `rule_default`) are played by the bot without a vote.

`poll` reads the due rows, decides, and claims the rows it acts on (or re-arms them: the next
reminder) in ONE transaction with their notices and the heartbeat; only rows it claimed or
re-armed produce a notice, so a restart never sends anything twice. Deadlines with a rule-given
default are played through the service with the version they were decided at (a rerun is refused
as stale), then claimed.

Start-up (`recover`): the outage is measured from the last heartbeat; pending deadlines are pushed
back by its length (downtime never counts against a player); reminders that fell due meanwhile go
out once, marked late. Discord-free: the cog turns `Notice`s into messages.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from engine.core import Decision, Game, GameState, RuleError, awaited_seats
from i18n import Msg
from service import outbox as ob
from service.boards import BOARD_MODES, SET_BOARDS
from service.errors import (
    GameNotActive,
    NotAPlayer,
    NotCreator,
    OutOfRange,
    ServiceError,
    Stale,
)
from service.games import PAUSED, ActResult, GameService
from service.votes import majority, voters
from storage import GameRecord, GameTurns, OutboxItem, OutboxRecord, ScheduleRecord, TurnRecord, UserRecord
from storage.records import CLOSED_STATUSES, from_db_time, payload_json, to_db_time
from storage.store import DueRow, GameBrief, OutboxRow, PollContext, PollPlan, ScheduleItem

log = logging.getLogger("agora.scheduling")

REMINDER, DEADLINE, ARCHIVE = "reminder", "deadline", "archive"
TURN_KINDS = (REMINDER, DEADLINE)

# Deadline presets (Imperial #800: fast / daily / relaxed / none), in hours.
DEADLINE_PRESETS: dict[str, int] = {"none": 0, "fast": 4, "daily": 24, "relaxed": 72}
DEFAULT_REMIND_HOURS = 24
DEFAULT_ARCHIVE_DAYS = 30
# Game settings keys (games.settings) and the user settings key (users.settings).
SET_REMIND, SET_DEADLINE, SET_ARCHIVE = "remind_hours", "deadline", "archive_days"
SET_VOTES = "deadline_votes"
SET_DEADLINE_AT = "deadline_set_at"  # when the creator last set the deadline preset
# The last warning before a deadline comes this long before it (at most a quarter of the time).
WARN_BEFORE = timedelta(hours=3)
USER_KEY = "async"
# An outage shorter than this is the loop's own jitter, not downtime.
OUTAGE_MIN = timedelta(minutes=3)
VOTE_CHOICES = ("skip", "autoplay", "wait")
# Reads of a game one turn sync makes at most while other processes keep changing it.
SYNC_ATTEMPTS = 3
# The outbox kind each notice of the poll is delivered as (service/outbox.py).
NOTICE_OUTBOX = {"reminder": ob.REMINDERS, "deadline_vote": ob.DEADLINE_VOTE,
                 "deadline_default": ob.DEADLINE_DEFAULT, "archived": ob.ARCHIVED}


class AsyncRefusal(ServiceError):
    default_key = "async.err.refused"


# The accepted range of every number a player or creator sets, checked here whatever the cog
# (or a forged request) lets through: (min, max, catalog key naming it).
LIMITS = {SET_REMIND: (0, 336), SET_ARCHIVE: (0, 365)}
# A table's own length of a game's windows (`Game.windows`), in hours: {"trade": 6}.
SET_WINDOWS = "window_hours"
WINDOW_LIMIT = (0, 168)
LIMIT_NAMES = {SET_REMIND: "async.what.remind_hours", SET_ARCHIVE: "async.what.archive_days",
               SET_WINDOWS: "async.what.window_hours",
               "vacation_days": "async.what.vacation_days"}
VACATION_DAYS = (0, 60)


def _within(value: Any, default: int, bounds: tuple[int, int]) -> int:
    try:
        number = int(value) if value is not None else default
    except (TypeError, ValueError, OverflowError):
        return default
    return min(max(number, bounds[0]), bounds[1])


def check_range(what: str, value: Any, bounds: tuple[int, int]) -> int:
    """`value` as an int within `bounds`, or OutOfRange naming it (`what`: a LIMIT_NAMES key)."""
    if isinstance(value, bool) or not isinstance(value, int) or not bounds[0] <= value <= bounds[1]:
        raise OutOfRange(what=Msg(LIMIT_NAMES[what]), value=str(value)[:30], min=bounds[0], max=bounds[1])
    return value


# --------------------------------------------------------------------------- preferences
_OFFSET = re.compile(r"^(?:utc|gmt)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$", re.IGNORECASE)


def parse_zone(text: str) -> tzinfo | None:
    """An IANA zone ("Europe/Madrid") or a fixed offset ("UTC+2", "-03:30"); None if neither."""
    text = text.strip()
    if text.upper() in ("UTC", "GMT", "Z"):
        return UTC
    match = _OFFSET.match(text)
    if match:
        sign, hours, minutes = match.group(1), int(match.group(2)), int(match.group(3) or 0)
        if hours > 14 or minutes >= 60:
            return None
        delta = timedelta(hours=hours, minutes=minutes)
        return timezone(-delta if sign == "-" else delta)
    try:
        return ZoneInfo(text)
    except (ZoneInfoNotFoundError, ValueError):
        return None


# Open collection_paused() blocks (polls may interleave at their awaits), and whether the
# collector was on when the first began.
_pause = {"depth": 0, "enabled": 0}


@contextlib.contextmanager
def collection_paused() -> Iterator[None]:
    """No cyclic garbage collection inside: a poll builds tens of thousands of small objects that
    live until its transaction commits, and the collector would walk them (and, once in a while,
    the whole heap: 20-40 ms) over and over; refcounting frees them when the poll ends."""
    if _pause["depth"] == 0:
        _pause["enabled"] = int(gc.isenabled())
        gc.disable()
    _pause["depth"] += 1
    try:
        yield
    finally:
        _pause["depth"] -= 1
        if _pause["depth"] == 0 and _pause["enabled"]:
            gc.enable()


def _time(text: Any) -> datetime | None:
    return from_db_time(text) if isinstance(text, str) else None


def rule_default(game: Game[Any], decision: Decision) -> str | None:
    """The move the rules themselves make for `decision` when its deadline passes, or None when the
    table votes instead (ordinary turns, even when the engine names a default such as "pass").
    The engine says which is which (`Decision.rule_default`)."""
    return decision.default.to_text() if decision.rule_default and decision.default is not None else None


_STEPS: dict[int, timedelta] = {}  # timedelta(hours=n) by n: next_reminder runs a thousand times a poll


def next_reminder(since: datetime, interval_hours: int, deadline: datetime | None,
                  after: datetime) -> datetime | None:
    """The next reminder strictly after `after` for a seat awaited since `since`: every
    `interval_hours` (0: none), and with a pending deadline also halfway to it and `WARN_BEFORE`
    before it (a quarter of the time at most) — never at or after the deadline."""
    best = None
    if interval_hours > 0:
        step = _STEPS.get(interval_hours)
        if step is None:
            step = _STEPS[interval_hours] = timedelta(hours=interval_hours)
        # since + k * step for the least k >= 0 that is after `after` (timedelta // timedelta: an
        # exact integer).
        best = since if after < since else since + step * ((after - since) // step + 1)
    if deadline is not None and deadline > since:
        if best is not None and best >= deadline:
            best = None
        span = deadline - since
        for candidate in (since + span / 2, deadline - min(WARN_BEFORE, span / 4)):
            if after < candidate < deadline and (best is None or candidate < best):
                best = candidate
    return best


@dataclass(frozen=True)
class Prefs:
    """One player's async settings (stored under users.settings["async"])."""

    remind_hours: int | None = None  # None: the game's interval; 0: off
    quiet: tuple[int, int] | None = None  # local hours [start, end), may wrap midnight
    tz: str = "UTC"
    paused_until: datetime | None = None
    vacation_until: datetime | None = None
    notify_next: bool = False

    @classmethod
    def of(cls, user: UserRecord | None) -> Prefs:
        return cls.of_settings(user.settings if user else None)

    @classmethod
    def of_settings(cls, settings: dict[str, Any] | None) -> Prefs:
        """The preferences kept in a user's settings (`UserRecord.settings`)."""
        data = (settings.get(USER_KEY) if settings else None) or {}
        if not data:
            return _NO_PREFS  # most players (the poll asks for a thousand at a time)
        quiet = data.get("quiet")
        return cls(remind_hours=data.get("remind_hours"),
                   quiet=(int(quiet[0]), int(quiet[1])) if quiet else None,
                   tz=data.get("tz") or "UTC",
                   paused_until=_time(data.get("paused_until")),
                   vacation_until=_time(data.get("vacation_until")),
                   notify_next=bool(data.get("notify_next", False)))

    def dump(self) -> dict[str, Any]:
        return {"remind_hours": self.remind_hours, "quiet": list(self.quiet) if self.quiet else None,
                "tz": self.tz, "notify_next": self.notify_next,
                "paused_until": to_db_time(self.paused_until) if self.paused_until else None,
                "vacation_until": to_db_time(self.vacation_until) if self.vacation_until else None}

    def zone(self) -> tzinfo:
        return parse_zone(self.tz) or UTC

    def on_vacation(self, now: datetime) -> bool:
        return self.vacation_until is not None and self.vacation_until > now

    def paused(self, now: datetime) -> bool:
        return self.paused_until is not None and self.paused_until > now

    def quiet_end(self, now: datetime) -> datetime | None:
        """When the quiet hours around `now` end, or None if `now` is not in quiet hours."""
        if not self.quiet or self.quiet[0] == self.quiet[1]:
            return None
        start, end = self.quiet
        local = now.astimezone(self.zone())
        hour = local.hour + local.minute / 60
        inside = start <= hour < end if start < end else (hour >= start or hour < end)
        if not inside:
            return None
        until = local.replace(hour=end, minute=0, second=0, microsecond=0)
        if until <= local:
            until += timedelta(days=1)
        return until.astimezone(UTC)

    def interval(self, game_hours: int) -> int:
        return game_hours if self.remind_hours is None else self.remind_hours

    @property
    def reminders_off(self) -> bool:
        """The player turned reminders off (deadline warnings included)."""
        return self.remind_hours == 0


@dataclass(frozen=True)
class GameSettings:
    remind_hours: int = DEFAULT_REMIND_HOURS
    deadline: str = "none"
    archive_days: int = DEFAULT_ARCHIVE_DAYS
    deadline_set_at: datetime | None = None

    @classmethod
    def of(cls, settings: dict[str, Any]) -> GameSettings:
        """The game's settings, each brought within its limits: a value stored out of range (an
        older bot, a hand edit) must not break every later move of the game."""
        if not settings or not any(key in settings for key in _GAME_KEYS):
            return _DEFAULT_GAME_SETTINGS  # most games (the poll asks for a thousand at a time)
        deadline = str(settings.get(SET_DEADLINE, "none"))
        try:
            set_at = _time(settings.get(SET_DEADLINE_AT))
        except ValueError:  # an unreadable time: counted from when the seat became awaited
            set_at = None
        return cls(remind_hours=_within(settings.get(SET_REMIND), DEFAULT_REMIND_HOURS, LIMITS[SET_REMIND]),
                   deadline=deadline if deadline in DEADLINE_PRESETS else "none",
                   archive_days=_within(settings.get(SET_ARCHIVE), DEFAULT_ARCHIVE_DAYS, LIMITS[SET_ARCHIVE]),
                   deadline_set_at=set_at)

    @property
    def deadline_hours(self) -> int:
        return DEADLINE_PRESETS.get(self.deadline, 0)

    def deadline_for(self, since: datetime, prefs: Prefs, now: datetime) -> datetime | None:
        """The deadline of a seat awaited since `since`: counted from then or from when the preset
        was set, whichever is later, and stopped during the player's vacation."""
        hours = self.deadline_hours
        if hours <= 0:
            return None
        start = max(since, self.deadline_set_at) if self.deadline_set_at else since
        return start + timedelta(hours=hours) + vacation_pause(prefs, now, start)


_NO_PREFS = Prefs()
_DEFAULT_GAME_SETTINGS = GameSettings()
_GAME_KEYS = (SET_REMIND, SET_DEADLINE, SET_ARCHIVE, SET_DEADLINE_AT)


def window_hours(game: Game[Any], settings: dict[str, Any] | None, window: str) -> int:
    """How long a game's window (Civilization's trade) stays open at this table: the table's own
    length, else the game's default (0: no deadline)."""
    own = (settings or {}).get(SET_WINDOWS)
    value = own.get(window) if isinstance(own, dict) else None
    return _within(value, game.window_hours.get(window, 0), WINDOW_LIMIT)


def vacation_pause(prefs: Prefs, now: datetime, since: datetime) -> timedelta:
    """How long a deadline clock started at `since` stands still for the player's vacation."""
    if not prefs.on_vacation(now):
        return timedelta(0)
    assert prefs.vacation_until is not None
    return max(timedelta(0), prefs.vacation_until - max(now, since))


# --------------------------------------------------------------------------- results
@dataclass(frozen=True)
class Notice:
    """Something the poll decided to tell the players (the cog words and sends it)."""

    kind: str  # "reminder" | "deadline_vote" | "deadline_default" | "archived"
    game: int
    channel_id: int
    locale: str | None
    game_id: str
    seat: int | None = None
    user_id: int | None = None
    level: int = 1
    late: bool = False
    since: datetime | None = None
    decisions: list[dict[str, Any]] = field(default_factory=list)
    deadline: datetime | None = None
    version: int | None = None
    action: str | None = None

    def dump(self) -> dict[str, Any]:
        """The notice as an outbox payload (JSON). Spelled out: the poll dumps up to thousands."""
        since, deadline = self.since, self.deadline
        return {"kind": self.kind, "game": self.game, "channel_id": self.channel_id, "locale": self.locale,
                "game_id": self.game_id, "seat": self.seat, "user_id": self.user_id, "level": self.level,
                "late": self.late, "since": None if since is None else to_db_time(since),
                "decisions": self.decisions, "deadline": None if deadline is None else to_db_time(deadline),
                "version": self.version, "action": self.action}

    @classmethod
    def load(cls, data: dict[str, Any]) -> Notice:
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        for key in ("since", "deadline"):
            known[key] = _time(known.get(key))
        return cls(**known)


# A notice as an outbox payload (`Notice.dump()`), as the poll builds it.
NoticeData = dict[str, Any]


def _note(kind: str, row: DueRow, brief: GameBrief, info: dict[str, Any], version: int,
          started_at: datetime | None, level: int = 1, deadline: datetime | None = None,
          action: str | None = None) -> NoticeData:
    """A due row's notice as `Notice.dump()` writes it, built once and only when one is sent
    ("since" as the turn data stores it: `to_db_time` of the same moment; `info`: the seat's
    entry in the turn data at `version`)."""
    return {"kind": kind, "game": row.game, "channel_id": brief.channel_id, "locale": brief.locale,
            "game_id": brief.game_id, "seat": row.seat, "user_id": row.user_id, "level": level,
            "late": started_at is not None and row.due_at < started_at, "since": info["since"],
            "decisions": info["decisions"], "deadline": None if deadline is None else to_db_time(deadline),
            "version": version, "action": action}


def reminder_payload(level: int) -> str:
    """`to_json({"n": level})` of an int, written directly: a poll re-arms a thousand reminders."""
    return f'{{"n":{level}}}'


def notices_in(row: OutboxRecord) -> list[Notice]:
    """The notices a scheduler outbox row carries (service/outbox.py NOTICE_KINDS); none for
    any other row."""
    if row.kind == ob.REMINDERS:
        return [Notice.load(n) for n in row.payload.get("notices") or []]
    if row.kind in ob.NOTICE_KINDS and isinstance(row.payload.get("notice"), dict):
        return [Notice.load(row.payload["notice"])]
    return []


@dataclass(frozen=True)
class SyncResult:
    record: GameRecord
    changed: bool = False
    newly_awaited: list[tuple[int, int]] = field(default_factory=list)  # (seat, user)
    autoplay: list[int] = field(default_factory=list)  # awaited seats handed to autoplay
    users: dict[int, UserRecord] = field(default_factory=dict)  # the awaited users, as read for the plan
    # The game's dashboard message as the sync read it (a sync never changes it).
    dashboard_message: int | None = None
    # What the sync read (the game, its turns and deadlines) when it wrote nothing: still the
    # stored state if nothing ran since (`AsyncPlay.update_dashboard` takes it instead of reading).
    read: GameTurns | None = None
    # The game, its turns and pending deadlines as the sync left them: what it read, or its turns
    # and deadlines as it wrote them in place of those read (None: not known).
    left: GameTurns | None = None


@dataclass(frozen=True)
class Recovery:
    outage: timedelta | None
    extended: int
    to_sync: list[int]


@dataclass(frozen=True)
class VoteResult:
    votes: dict[str, str]
    needed: int
    decided: str | None = None
    result: ActResult | None = None
    deadline: datetime | None = None


# --------------------------------------------------------------------------- the scheduler
class Scheduler:
    def __init__(self, service: GameService) -> None:
        self.service = service
        self.store = service.store
        self.started_at: datetime | None = None

    def now(self) -> datetime:
        return self.service.clock()

    # --- preferences --------------------------------------------------------------------
    async def prefs(self, user_id: int) -> Prefs:
        return Prefs.of(await self.store.get_user(user_id))

    async def set_prefs(self, user_id: int, **changes: Any) -> Prefs:
        prefs = replace(await self.prefs(user_id), **changes)
        await self.store.set_user_setting(user_id, USER_KEY, prefs.dump())
        return prefs

    async def user_games(self, user_id: int) -> list[GameRecord]:
        return [g for g in await self.store.list_games(statuses=("active",), user_id=user_id)
                if g.seats_of(user_id)]

    async def set_user_reminders(self, user_id: int, hours: int | None) -> Prefs:
        """Per-player interval (None: the game's); the player's pending reminders are re-planned."""
        if hours is not None:
            check_range(SET_REMIND, hours, LIMITS[SET_REMIND])
        prefs = await self.set_prefs(user_id, remind_hours=hours)
        await self._replan(user_id, REMINDER)
        return prefs

    async def _replan(self, user_id: int, kind: str) -> None:
        for record in await self.user_games(user_id):
            for seat in record.seats_of(user_id):
                await self.store.cancel_schedules(record.id, kind, seat=seat, now=self.now())
            await self.sync(record.id, force=True)

    async def start_vacation(self, user_id: int, days: int) -> tuple[Prefs, list[GameRecord]]:
        """Away for `days` (0 ends it): the player's deadline clocks stop and reminders wait."""
        check_range("vacation_days", days, VACATION_DAYS)
        now = self.now()
        old = await self.prefs(user_id)
        until = now + timedelta(days=days) if days > 0 else None
        prefs = await self.set_prefs(user_id, vacation_until=until)
        if until is not None:
            already = old.vacation_until if old.on_vacation(now) else now
            shift = max(timedelta(0), until - max(now, already or now))
            moves: list[tuple[int, datetime]] = []
            for row in await self.store.pending_schedules(user_id=user_id):
                if row.kind == DEADLINE:
                    moves.append((row.id, row.due_at + shift))
                elif row.kind == REMINDER and row.due_at < until:
                    moves.append((row.id, until))
            await self.store.move_schedules(moves)
        return prefs, await self.user_games(user_id)

    # --- game settings (creator) ----------------------------------------------------------
    async def set_game_option(self, game_row: int, by_user: int, key: str, value: Any) -> GameRecord:
        record, _ = await self.service.load(game_row)
        if by_user != record.creator_id:
            raise NotCreator()
        if not record.is_open:
            raise GameNotActive.for_status(record.status)
        if key in LIMITS:
            value = check_range(key, value, LIMITS[key])
        elif key == SET_DEADLINE and value not in DEADLINE_PRESETS:
            raise AsyncRefusal("async.err.bad_preset", preset=str(value)[:30],
                               presets=", ".join(DEADLINE_PRESETS))
        elif key == SET_BOARDS and value not in BOARD_MODES:  # a forged choice
            raise AsyncRefusal("async.err.bad_boards", value=str(value)[:30])
        await self.store.set_game_setting(game_row, key, value, now=self.now())
        if key == SET_DEADLINE:
            await self.store.set_game_setting(game_row, SET_DEADLINE_AT, to_db_time(self.now()),
                                              now=self.now())
        # Reminders are planned before the deadline: a new deadline re-plans both.
        for kind in {SET_REMIND: (REMINDER,), SET_DEADLINE: (REMINDER, DEADLINE)}.get(key, ()):
            await self.store.cancel_schedules(game_row, kind, now=self.now())
        await self.sync(game_row, force=True)
        return (await self.service.load(game_row))[0]

    async def set_window_hours(self, game_row: int, by_user: int, window: str, hours: int) -> GameRecord:
        """The creator sets how long a window of the game (Civilization's trade) stays open;
        the pending window deadlines are planned again."""
        record, _ = await self.service.load(game_row)
        if by_user != record.creator_id:
            raise NotCreator()
        if not record.is_open:
            raise GameNotActive.for_status(record.status)
        hours = check_range(SET_WINDOWS, hours, WINDOW_LIMIT)
        own = record.settings.get(SET_WINDOWS)
        value = {**(own if isinstance(own, dict) else {}), window: hours}
        await self.store.set_game_setting(game_row, SET_WINDOWS, value, now=self.now())
        await self.store.cancel_schedules(game_row, DEADLINE, now=self.now())
        await self.sync(game_row, force=True)
        return (await self.service.load(game_row))[0]

    # --- admin: pause and resume a game (creator or moderator) ------------------------------
    async def pause(self, game_row: int, by_user: int, role: str) -> GameRecord:
        """No moves, reminders or deadlines until `resume`; logged as an admin action."""
        async with self.service.lock(game_row):
            record, _ = await self.service.load(game_row)
            if record.status != "active":
                raise GameNotActive.for_status(record.status)
            if record.settings.get(PAUSED):
                raise AsyncRefusal("admin.err.already_paused")
            now = self.now()
            return await self.store.admin_change(
                game_row, {"user_id": by_user, "role": role, "action": "pause"}, key=PAUSED,
                value={"by": by_user, "role": role, "at": to_db_time(now)}, now=now)

    async def resume(self, game_row: int, by_user: int, role: str) -> GameRecord:
        """Play goes on; every pending reminder and deadline is pushed back by the pause's length."""
        async with self.service.lock(game_row):
            record, _ = await self.service.load(game_row)
            paused = record.settings.get(PAUSED)
            if not paused:
                raise AsyncRefusal("admin.err.not_paused")
            now = self.now()
            length = max(timedelta(0), now - (_time(paused.get("at")) or now))
            moves = [(r.id, r.due_at + length) for r in await self.store.list_schedules(game_row)
                     if r.kind in TURN_KINDS]
            hours = round(length.total_seconds() / 3600, 1)
            record = await self.store.admin_change(
                game_row, {"user_id": by_user, "role": role, "action": "resume", "detail": {"hours": hours}},
                key=PAUSED, value=None, moves=moves, now=now)
        await self.sync(game_row, force=True)
        return record

    # --- turn tracking --------------------------------------------------------------------
    async def sync(self, game_row: int, *, force: bool = False, read: GameTurns | None = None) -> SyncResult:
        """Bring `turns` and the game's schedule rows in line with the current version.

        `read`: the game as the caller read it (`Store.game_with_turns`), taken instead of reading
        it again. It may be out of date (read before this game's lock, or by another process's
        change since): what is computed from it is written only if the game is still at its
        version (`save_turns` is guarded by it); else the game is read again and synced as it
        is. A result is never computed from a version the game has left when it is written."""
        async with self.service.lock(game_row):
            found = read
            for _ in range(SYNC_ATTEMPTS):
                if found is None:
                    record, state, found = await self.service.load_with_turns(game_row)
                else:
                    record, state = await self.service.checked(found.record)
                result = await self._sync(game_row, record, state, found, force)
                if result is not None:
                    return result
                found = None  # the game moved on since it was read: read it again
            # Another process changed the game at every attempt: it syncs its own changes.
            log.info("game %s changed during %d turn syncs in a row: left to its next change", game_row,
                     SYNC_ATTEMPTS)
            return SyncResult(record)

    async def _sync(self, game_row: int, record: GameRecord, state: GameState | None, found: GameTurns,
                    force: bool) -> SyncResult | None:
        """One attempt of `sync` on the game as read (`found`); None when its write was refused
        because the game is no longer at the version read."""
        turns = found.turns
        now = self.now()
        if record.status != "active" or state is None:
            read: GameTurns | None = found
            if record.status in CLOSED_STATUSES and turns is not None and turns.version != record.version:
                if not await self.store.save_turns(game_row, record.version, {}, now=now):
                    return None
                read = None
            return SyncResult(record, dashboard_message=turns.dashboard_message if turns else None,
                              read=read, left=read)
        if turns is not None and turns.version == record.version and not force:
            return SyncResult(record, dashboard_message=turns.dashboard_message, read=found, left=found)
        game = self.service.game_of(record)
        by_seat: dict[int, list[dict[str, Any]]] = {}
        windows = game.windows
        # The engine's part in a worker thread: the loop answers other players meanwhile.
        for d in await asyncio.to_thread(game.awaiting, state):
            # A window's deadline closes it with each seat's default (done trading, the
            # cards of a deal): as the rules' own default, played without a vote.
            default = d.default.to_text() if d.default is not None else None
            ruled = rule_default(game, d) is not None or (d.kind in windows and default is not None)
            by_seat.setdefault(d.seat, []).append(
                {"kind": d.kind, "params": d.params, "default": default, "rule": ruled})
        old = turns.awaited if turns is not None and turns.version >= 0 else {}
        # What the sync reads besides the game, in one statement: who acted since the last
        # sync, the users of the seats and the schedule rows of the turns it may keep or start
        # (an awaited seat's epoch is its old one or this version), narrowed below.
        # (Read with the game when the delivery read it: `Store.claim_delivery`.)
        reads = await self.store.turn_sync_reads_of(found) if found.record.version == record.version else None
        acted, seat_users, turn_rows = reads or await self.store.turn_sync_reads(
            game_row, None if turns is None else turns.version,
            {*(int(info["epoch"]) for info in old.values() if "epoch" in info), record.version},
            [s.user_id for s in record.seats])
        change_time = to_db_time(record.last_action_at or now)
        awaited: dict[int, dict[str, Any]] = {}
        newly: list[tuple[int, int]] = []
        for seat, decisions in sorted(by_seat.items()):
            user = record.user_of(seat)
            prev = old.get(seat)
            kinds = {d["kind"] for d in decisions}
            same = prev is not None and prev.get("user") == user \
                and kinds == {d["kind"] for d in prev.get("decisions", [])}
            # The same decision, not acted on since: the same turn (epoch, since, reminder count).
            keep = same and seat not in acted
            awaited[seat] = {"user": user, "decisions": decisions,
                             "since": prev["since"] if keep and prev else change_time,
                             "epoch": prev["epoch"] if keep and prev else record.version}
            window = next((windows[d["kind"]] for d in decisions if d["kind"] in windows), None)
            if window is not None:  # a window's deadline counts from when it opened
                awaited[seat]["window"] = window
                awaited[seat]["opened"] = prev["opened"] if prev and prev.get("window") == window \
                    else change_time
            if not same:
                newly.append((seat, user))  # type: ignore[arg-type]  # a new decision, as the flow pings
        users = {info["user"]: seat_users[info["user"]] for info in awaited.values()
                 if info["user"] in seat_users}
        epochs = {info["epoch"] for info in awaited.values()}
        rows = [r for r in turn_rows if r.done_at is None or r.epoch in epochs]
        cancel, add = await self._plan(record, awaited, now, users, rows)
        if not await self.store.save_turns(game_row, record.version, awaited, cancel=cancel, add=add,
                                           now=now):
            return None
        autoplay = [s.seat for s in record.seats if s.autoplay and s.seat in awaited]
        # The turns and deadlines as written: the rows read, less those cancelled, and those added.
        cancelled = set(cancel)
        deadlines: dict[int, datetime] = {}
        due = [(r.seat, r.due_at) for r in rows
               if r.kind == DEADLINE and r.done_at is None and r.seat is not None and r.id not in cancelled]
        due += [(i.seat, i.due_at) for i in add if i.kind == DEADLINE and i.seat is not None]
        for seat, when in due:
            if seat not in deadlines or when > deadlines[seat]:
                deadlines[seat] = when
        saved = TurnRecord(game_row, record.version, awaited, None, None, now) if turns is None \
            else replace(turns, version=record.version, awaited=awaited, updated_at=now)
        return SyncResult(record, True, newly, autoplay, users,
                          dashboard_message=turns.dashboard_message if turns else None,
                          left=found._replace(turns=saved, deadlines=deadlines))

    async def _plan(self, record: GameRecord, awaited: dict[int, dict[str, Any]], now: datetime,
                    users: dict[int, UserRecord],
                    rows: list[ScheduleRecord]) -> tuple[list[int], list[ScheduleItem]]:
        """Rows to cancel and to add so each awaited seat has its reminder and deadline, from the
        game's schedule rows: pending ones and those of the awaited turns (`Store.turn_schedules`)."""
        settings = GameSettings.of(record.settings)
        game = self.service.game_of(record)
        current = {(seat, info["epoch"]) for seat, info in awaited.items()}
        cancel = [r.id for r in rows if r.done_at is None and r.kind in TURN_KINDS
                  and (r.seat, r.epoch) not in current]
        add: list[ScheduleItem] = []
        for seat, info in awaited.items():
            user, epoch = info["user"], info["epoch"]
            since = from_db_time(info["since"]) or now
            prefs = Prefs.of(users.get(user))
            mine = [r for r in rows if r.seat == seat and r.epoch == epoch]
            pending = {kind: [r for r in mine if r.kind == kind and r.done_at is None] for kind in TURN_KINDS}
            fired = any(r.kind == DEADLINE and r.done_at is not None and r.done_at >= r.due_at for r in mine)
            deadline: datetime | None = None
            window = info.get("window")
            hours = window_hours(game, record.settings, window) if window else settings.deadline_hours
            # A deadline's vote is the other humans'; with none, nobody is held up (robots do
            # not mind waiting: service/votes.py) and only a window's deadline stays.
            if hours <= 0 or (not window and not voters(record, besides=user)):
                cancel += [r.id for r in pending[DEADLINE]]
            elif pending[DEADLINE]:
                deadline = min(r.due_at for r in pending[DEADLINE])
            elif not fired:
                if window:  # the same moment for every seat of the window, whatever they did since
                    deadline = (from_db_time(info["opened"]) or since) + timedelta(hours=hours)
                else:
                    deadline = settings.deadline_for(since, prefs, now)
                assert deadline is not None
                add.append(ScheduleItem(DEADLINE, deadline, seat, user, epoch, {}))
            due = None if prefs.reminders_off else \
                next_reminder(since, prefs.interval(settings.remind_hours), deadline, now)
            if due is None:
                cancel += [r.id for r in pending[REMINDER]]
            elif not pending[REMINDER]:
                # Numbering restarts with each decision: only reminders actually sent count. A row
                # numbered n had sent n - 1 before it (it is re-armed once sent, with n + 1), and
                # n itself if it was closed once due (by the poll, or cancelled then).
                sent = max((int(r.payload.get("n", 1)) - (r.done_at is None or r.done_at < r.due_at)
                            for r in mine if r.kind == REMINDER), default=0)
                level = 1 + max(sent, 0)
                add.append(ScheduleItem(REMINDER, due, seat, user, epoch, {"n": level}))
        archive_rows = [r for r in rows if r.kind == ARCHIVE and r.done_at is None]
        if settings.archive_days > 0:
            due = (record.last_action_at or now) + timedelta(days=settings.archive_days)
            if [r.due_at for r in archive_rows] != [due]:
                cancel += [r.id for r in archive_rows]
                add.append(ScheduleItem(ARCHIVE, due))
        else:
            cancel += [r.id for r in archive_rows]
        return cancel, add

    async def deadlines(self, game_row: int) -> dict[int, datetime]:
        """Pending deadline per awaited seat."""
        rows = await self.store.list_schedules(game_row)
        return {r.seat: r.due_at for r in rows if r.kind == DEADLINE and r.seat is not None}

    # --- start-up -------------------------------------------------------------------------
    async def recover(self) -> Recovery:
        """Measure the outage, push deadlines back by it, list the games whose sync was missed."""
        now = self.now()
        self.started_at = now
        last = _time(await self.store.get_meta("heartbeat"))
        outage = None
        moves: list[tuple[int, datetime]] = []
        if last is not None and now - last > OUTAGE_MIN:
            outage = now - last
            moves = [(r.id, r.due_at + outage)
                     for r in await self.store.pending_schedules(kind=DEADLINE, due_after=last)]
            await self.store.move_schedules(moves)
        await self.heartbeat()
        return Recovery(outage, len(moves), await self.store.games_to_sync())

    async def heartbeat(self) -> None:
        await self.store.set_meta("heartbeat", to_db_time(self.now()))

    # --- the poll -------------------------------------------------------------------------
    async def poll(self, limit: int = 5000) -> list[int]:
        """One pass over the due rows. What to tell the players goes to the outbox, each notice
        once, in the transaction that claims its row; returns the games that got some."""
        with collection_paused():
            claimed = await self._claim_due(limit)
        if claimed is None:
            return []
        touched, defaults = claimed
        now = self.now()
        played: Counter[int] = Counter()
        for row, note in defaults:
            # The version guard makes the default play at most once, even if the claim is lost;
            # its notice is committed with the move itself. Defaults of one game due together
            # (a window closing) play one after another, each as of the version the ones before
            # it made.
            item = OutboxItem(ob.DEADLINE_DEFAULT, {"notice": note})
            try:
                await self.service.autoplay_seat(row.game, row.seat or 0,
                                                 expected_version=note["version"] + played[row.game],
                                                 action=note["action"], notices=[item])
                touched.add(row.game)
                played[row.game] += 1
            except Stale:
                # Another default of the same poll moved the game on (a window closing seat by
                # seat): left due, decided again on the next poll as of the new version.
                continue
            except (ServiceError, RuleError):
                pass
            await self.store.claim_schedule(row.id, now=now)
        return sorted(touched)

    async def _claim_due(self, limit: int) -> tuple[set[int], list[tuple[DueRow, NoticeData]]] | None:
        """Read the due rows, decide each, and claim them with their notices and follow-ups in one
        transaction. Returns the games given notices and the deadlines whose rule-given default is
        still to play (None if nothing was due)."""
        now = self.now()
        defaults: list[tuple[DueRow, NoticeData]] = []
        due: list[bool] = []

        def decide(rows: list[DueRow], ctx: PollContext) -> PollPlan | None:
            if rows:
                due.append(True)
                return self._decide(rows, ctx, now, defaults)
            return None

        _, _, written = await self.store.poll_due(decide, limit=limit, heartbeat=now, now=now)
        if not due:
            return None
        return {row[0] for row in written}, defaults

    def _decide(self, rows: list[DueRow], ctx: PollContext, now: datetime,
                defaults: list[tuple[DueRow, NoticeData]]) -> PollPlan:
        """What the due rows lead to (inside the poll's transaction: no awaits). Deadlines whose
        rule-given default is to play are appended to `defaults`."""
        plan = PollPlan()
        claim, postpone, rearm, archive = plan.claim, plan.postpone, plan.rearm, plan.archive
        # Each notice is built once, as its outbox payload (`Notice.dump()`'s form).
        notices: dict[int, NoticeData] = {}
        # A reminder due with its own deadline would come with or after it: the deadline speaks.
        deadline_due = {(r.game, r.seat, r.epoch) for r in rows if r.kind == DEADLINE}
        # Decoded once per game or user with settings of their own, however many of their rows are
        # due (most have none: their defaults are shared, not decoded or looked up).
        settings_of: dict[int, GameSettings] = {}
        prefs_of: dict[int, Prefs] = {}
        quiet_of: dict[int, datetime | None] = {}
        started_at = self.started_at
        parse_time = datetime.fromisoformat
        ctx_turns, ctx_users, ctx_deadlines = ctx.turns, ctx.users, ctx.deadlines

        def decide(row: DueRow, brief: GameBrief) -> None:
            """What one due row leads to (appended to the poll's lists). The rows' fields are
            unpacked once: a thousand rows a poll."""
            rid, game, kind, seat, user_id, _, payload, created_at, _, epoch, _ = row
            active = brief.status == "active"
            game_settings = brief.settings
            if not game_settings:
                settings = _DEFAULT_GAME_SETTINGS
            else:
                if active and game_settings.get(PAUSED):
                    return  # paused by an admin: nothing is due until it resumes (rows are pushed back)
                known = settings_of.get(game)
                if known is None:
                    known = settings_of[game] = GameSettings.of(game_settings)
                settings = known
            if kind == ARCHIVE:
                idle_since = brief.last_action_at or created_at
                limit_day = idle_since + timedelta(days=settings.archive_days)
                if active and settings.archive_days > 0 and limit_day <= now:
                    claim.append(rid)
                    archive.append((game, now - timedelta(days=settings.archive_days)))
                    notices[rid] = Notice("archived", game, brief.channel_id, brief.locale,
                                          brief.game_id, seat, user_id, since=idle_since).dump()
                elif active and settings.archive_days > 0:
                    rearm.append((rid, to_db_time(limit_day), None))  # not idle long enough yet
                else:
                    claim.append(rid)
                return
            turns = ctx_turns.get(game)
            if not active:
                claim.append(rid)
                return
            if turns is None or turns.version != brief.version:
                return  # the game changed and its sync has not run yet: decide after it
            info = turns.awaited.get(seat) if seat is not None else None
            if info is None or info["epoch"] != epoch or info["user"] != user_id:
                claim.append(rid)  # that turn is over
                return
            user = user_id or 0
            user_settings = ctx_users.get(user)
            if not user_settings:
                prefs = _NO_PREFS
            else:
                read = prefs_of.get(user)
                if read is None:
                    read = prefs_of[user] = Prefs.of_settings(user_settings)
                prefs = read
            if prefs.on_vacation(now):
                assert prefs.vacation_until is not None
                postpone.append((rid, prefs.vacation_until))
                return
            if kind == REMINDER:
                interval = prefs.interval(settings.remind_hours)
                quiet_end = None
                if prefs.quiet:
                    if user not in quiet_of:
                        quiet_of[user] = prefs.quiet_end(now)
                    quiet_end = quiet_of[user]
                deadline = ctx_deadlines.get((game, seat or 0, epoch or 0)) if ctx_deadlines else None
                since_text = info["since"]
                since = now if since_text is None else parse_time(since_text)
                if prefs.reminders_off or (interval <= 0 and deadline is None):
                    claim.append(rid)
                elif prefs.paused(now):
                    assert prefs.paused_until is not None
                    postpone.append((rid, prefs.paused_until))
                elif quiet_end is not None:
                    postpone.append((rid, quiet_end))
                elif (game, seat, epoch) in deadline_due:
                    # Not sent: the deadline's own message mentions the player. The same number
                    # comes next, if the turn goes on past the deadline (a vote to wait).
                    after_deadline = next_reminder(since, interval, None, now)
                    if after_deadline is not None:
                        rearm.append((rid, to_db_time(after_deadline), None))
                    else:
                        claim.append(rid)
                else:
                    level = int(payload.get("n", 1))
                    follow = next_reminder(since, interval, deadline, now)
                    if follow is not None:  # the next reminder of this turn is this row again
                        rearm.append((rid, to_db_time(follow), reminder_payload(level + 1)))
                    else:
                        claim.append(rid)
                    notices[rid] = _note("reminder", row, brief, info, turns.version, started_at, level,
                                         deadline)
            elif kind == DEADLINE:
                default = next((d["default"] for d in info["decisions"]
                                if d.get("rule") and d.get("default")), None)
                if default is not None:
                    defaults.append((row, _note("deadline_default", row, brief, info, turns.version,
                                                started_at, action=default)))
                else:
                    claim.append(rid)
                    notices[rid] = _note("deadline_vote", row, brief, info, turns.version, started_at,
                                         deadline=row.due_at)
            else:
                claim.append(rid)

        for row in rows:
            brief = ctx.games.get(row.game)
            if brief is None or brief.quarantined or row.invalid is not None:
                if row.invalid is not None:
                    log.error("schedule row %s of game %s is unreadable and dropped: %s", row.id, row.game,
                              row.invalid)
                claim.append(row.id)
                continue
            sizes = (len(claim), len(postpone), len(rearm), len(archive), len(defaults))
            try:
                decide(row, brief)
            except Exception:  # one game's bad data must not stop the others' reminders and deadlines
                log.exception("schedule row %s of game %s could not be decided; tried again next poll",
                              row.id, row.game)
                # Nothing half-decided: the row stays due, with none of its effects.
                decided: tuple[list[Any], ...] = (claim, postpone, rearm, archive, defaults)
                for done, size in zip(decided, sizes, strict=True):
                    del done[size:]
                notices.pop(row.id, None)

        games = ctx.games

        def notices_for(acted: set[int], archived: set[int]) -> list[OutboxRow]:
            """The outbox rows of the notices whose schedule rows this poll claimed or re-armed,
            written in that transaction: a crash cannot lose a notice or send one twice. Each at
            its game's version, as read in that transaction."""
            out: list[OutboxRow] = []
            grouped: dict[int, list[dict[str, Any]]] = {}
            for rid, note in notices.items():
                if rid not in acted:
                    continue
                kind, game = note["kind"], note["game"]
                if kind == "reminder":
                    grouped.setdefault(game, []).append(note)
                elif kind != "archived" or game in archived:
                    out.append((game, games[game].version, NOTICE_OUTBOX[kind],
                                payload_json({"notice": note})))
            # One message per game for the reminders of one poll.
            out.extend((game, games[game].version, ob.REMINDERS, payload_json({"notices": group}))
                       for game, group in grouped.items())
            return out

        plan.open_votes = [(rid, n["game"], n["seat"] or 0, n["version"] or 0) for rid, n in notices.items()
                           if n["kind"] == "deadline_vote"]
        plan.notices = notices_for
        return plan

    # --- deadline votes -------------------------------------------------------------------
    def skip_action(self, record: GameRecord, seat: int) -> str | None:
        """The move a "skip" plays: the decision's default, else a legal pass; None if neither."""
        state = self.service.state_of(record)
        if state is None:
            return None
        game = self.service.game_of(record)
        for decision in game.awaiting(state):
            if decision.seat == seat and decision.default is not None:
                return decision.default.to_text()
        return next((a.to_text() for a in game.legal_actions(state, seat) if a.verb == "pass"), None)

    async def deadline_vote(self, game_row: int, seat: int, version: int, user_id: int,
                            choice: str) -> VoteResult:
        """A non-late player votes what to do with a seat past its deadline; a majority decides."""
        if choice not in VOTE_CHOICES:
            raise AsyncRefusal("async.err.bad_choice")
        async with self.service.lock(game_row):
            record, state = await self.service.load(game_row)
            if record.status != "active" or state is None:
                raise GameNotActive.for_status(record.status)
            game = self.service.game_of(record)
            if record.version != version or seat not in awaited_seats(game, state):
                raise AsyncRefusal("async.err.vote_over")  # the player moved, or the table's choice did
            late_user = record.user_of(seat)
            if user_id == late_user:
                raise AsyncRefusal("async.err.own_deadline")
            if user_id not in record.seated_users():
                raise NotAPlayer()
            # Only a vote the poll opened (a deadline of this seat passed at this version), once
            # per voter: a forged button cannot open one or vote twice.
            all_votes = dict(record.settings.get(SET_VOTES) or {})
            entry = all_votes.get(str(seat))
            if not isinstance(entry, dict) or entry.get("version") != version:
                raise AsyncRefusal("async.err.no_vote_open")
            if entry.get("decided"):
                raise AsyncRefusal("async.err.vote_decided",
                                   choice=Msg(f"async.vote.{entry['decided']}"))
            votes: dict[str, str] = dict(entry.get("votes") or {})
            if str(user_id) in votes:
                raise AsyncRefusal("async.err.already_voted", choice=Msg(f"async.vote.{votes[str(user_id)]}"))
            skip = self.skip_action(record, seat)
            if choice == "skip" and skip is None:
                raise AsyncRefusal("async.err.cannot_skip")
            votes[str(user_id)] = choice
            # A majority of the humans: robot seats go with it (service/votes.py).
            needed = majority(len(voters(record, besides=late_user)))
            decided = choice if Counter(votes.values())[choice] >= needed else None
            all_votes[str(seat)] = {"version": version, "votes": votes}
            if decided is not None:  # kept, so a late click hears what the table decided
                all_votes[str(seat)]["decided"] = decided
            await self.store.set_game_setting(game_row, SET_VOTES, all_votes or None, now=self.now())
        if decided is None:
            return VoteResult(votes, needed)
        if decided == "wait":
            hours = GameSettings.of(record.settings).deadline_hours or 24
            due = self.now() + timedelta(hours=hours)
            turns = await self.store.get_turns(game_row)
            epoch = turns.awaited[seat]["epoch"] if turns and seat in turns.awaited else version
            await self.store.cancel_schedules(game_row, DEADLINE, seat=seat, now=self.now())
            await self.store.cancel_schedules(game_row, REMINDER, seat=seat, now=self.now())
            await self.store.add_schedules([ScheduleItem(DEADLINE, due, seat, late_user, epoch,
                                                         game=game_row)])
            await self.sync(game_row, force=True)  # reminders before the new deadline
            return VoteResult(votes, needed, decided, deadline=due)
        result = await self.service.autoplay_seat(game_row, seat, expected_version=version,
                                                  action=skip if decided == "skip" else None)
        return VoteResult(votes, needed, decided, result)
