"""Scheduling and history without Discord: preferences, claims, the public log, statistics."""

from __future__ import annotations

import asyncio
import gc
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from engine import registry
from service.games import GameService
from service.history import History
from service.scheduling import (
    Notice,
    Prefs,
    Scheduler,
    next_reminder,
    parse_zone,
    reminder_payload,
)
from storage import Store
from storage.records import from_json, payload_json, to_json
from tests.fixtures.highcard import GAME as HIGHCARD
from tests.fixtures.poll import poll_notices

T0 = datetime(2026, 1, 5, 12, 0, tzinfo=UTC)


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
async def setup() -> AsyncIterator[tuple[GameService, Clock]]:
    registry.register(HIGHCARD)
    clock = Clock()
    store = await Store.open(":memory:", clock=clock)
    yield GameService(store, clock=clock), clock
    await store.close()


async def started(service: GameService, game_id: str, players: int = 2) -> int:
    record = await service.create(None, 1, None, game_id, 10)
    for user in range(11, 10 + players):
        await service.join(record.id, user)
    await service.start(record.id, 10, seed=7)
    return record.id


def test_quiet_hours_wrap_midnight_in_the_players_zone() -> None:
    prefs = Prefs(quiet=(22, 8), tz="Europe/Madrid")  # UTC+1 in January
    assert prefs.quiet_end(datetime(2026, 1, 5, 22, 30, tzinfo=UTC)) == datetime(2026, 1, 6, 7, 0, tzinfo=UTC)
    assert prefs.quiet_end(datetime(2026, 1, 5, 6, 0, tzinfo=UTC)) == datetime(2026, 1, 5, 7, 0, tzinfo=UTC)
    assert prefs.quiet_end(datetime(2026, 1, 5, 12, 0, tzinfo=UTC)) is None
    assert Prefs(quiet=(5, 5)).quiet_end(T0) is None


def test_time_zones_by_name_or_offset() -> None:
    assert parse_zone("UTC-3").utcoffset(T0) == timedelta(hours=-3)
    assert parse_zone("+05:30").utcoffset(T0) == timedelta(hours=5, minutes=30)
    assert parse_zone("America/Bogota") is not None
    assert parse_zone("Mars/Olympus") is None and parse_zone("UTC+99") is None


async def test_two_polls_at_once_send_each_reminder_once(setup: tuple[GameService, Clock]) -> None:
    service, clock = setup
    game = await started(service, "highcard", 3)
    scheduler = Scheduler(service)
    await scheduler.sync(game)
    clock.now += timedelta(hours=25)
    before = {r.id for r in await service.store.pending_outbox(500)}
    first, second = await asyncio.gather(scheduler.poll(), scheduler.poll())
    assert first + second == [game]  # one of the polls claimed them, the other found nothing
    rows = [r for r in await service.store.pending_outbox(500) if r.id not in before]
    assert [r.kind for r in rows] == ["reminders"]  # one message for the game, in the outbox
    notices = [Notice.load(n) for n in rows[0].payload["notices"]]
    assert sorted(n.user_id for n in notices) == [10, 11, 12]
    assert all(n.level == 1 and not n.late for n in notices)


async def test_the_polls_notices_are_what_notice_dump_writes(setup: tuple[GameService, Clock]) -> None:
    """The poll builds each notice's payload itself (once, without a Notice in between): it must
    be exactly `Notice.dump()` of what it carries, every field and time format included."""
    service, clock = setup
    game = await started(service, "highcard", 3)
    scheduler = Scheduler(service)
    await scheduler.sync(game)
    clock.now += timedelta(hours=25)
    await scheduler.poll()
    payloads = [n for r in await service.store.pending_outbox(500) if r.kind == "reminders"
                for n in r.payload["notices"]]
    assert len(payloads) == 3
    for payload in payloads:
        assert Notice.load(payload).dump() == payload
        assert payload["decisions"] and payload["since"] is not None


async def test_the_poll_leaves_the_garbage_collector_as_it_found_it(setup: tuple[GameService, Clock]) -> None:
    service, clock = setup
    game = await started(service, "highcard", 3)
    scheduler = Scheduler(service)
    await scheduler.sync(game)
    clock.now += timedelta(hours=25)
    assert gc.isenabled()
    await asyncio.gather(scheduler.poll(), scheduler.poll())  # interleaved at their awaits
    assert gc.isenabled()
    gc.disable()
    try:
        clock.now += timedelta(hours=25)
        await scheduler.poll()
        assert not gc.isenabled()  # off before: left off
    finally:
        gc.enable()


async def test_tigris_swap_is_logged_without_its_hidden_colours(setup: tuple[GameService, Clock]) -> None:
    service, clock = setup
    game = await started(service, "tigris")
    record, state = await service.load(game)
    game_rules = service.game_of(record)
    seat = game_rules.awaiting(state)[0].seat
    swap = next(a.to_text() for a in game_rules.legal_actions(state, seat) if a.to_text().startswith("swap"))
    clock.now += timedelta(hours=3)
    await service.act(game, record.user_of(seat), swap, interaction_id=None)
    record, _ = await service.load(game)
    steps, _ = await History(service).steps(record)
    assert steps[0].key == "tigris.did.swap"
    assert steps[0].params == {"n": len(swap.split()) - 1}
    assert steps[0].waited == timedelta(hours=3)


async def test_time_taken_counts_only_while_awaited(setup: tuple[GameService, Clock]) -> None:
    service, clock = setup
    game = await started(service, "highcard")
    record, state = await service.load(game)
    hands = {seat: state.hands[seat] for seat in range(2)}
    clock.now += timedelta(hours=1)
    await service.act(game, record.user_of(0), f"play {hands[0][0]}", interaction_id=None)
    clock.now += timedelta(hours=4)
    await service.act(game, record.user_of(1), f"play {hands[1][0]}", interaction_id=None)
    stats = await History(service).stats((await service.load(game))[0])
    assert [s.time for s in stats] == [timedelta(hours=1), timedelta(hours=5)]
    assert [s.moves for s in stats] == [1, 1]


async def test_one_games_unreadable_settings_do_not_fail_the_poll(setup: tuple[GameService, Clock]) -> None:
    from service.scheduling import SET_DEADLINE

    service, clock = setup
    scheduler = Scheduler(service)
    games = []
    for channel in (1, 2):
        record = await service.create(None, channel, None, "highcard", 10)
        await service.join(record.id, 11)
        await service.start(record.id, 10, seed=7)
        await scheduler.set_game_option(record.id, 10, SET_DEADLINE, "fast")
        games.append(record.id)
    async with service.store.write() as db:
        await db.execute("UPDATE games SET settings = '{broken' WHERE id = ?", (games[0],))
    clock.now += timedelta(hours=5)
    touched = await scheduler.poll()
    assert games[1] in touched  # the sound game's deadline vote was opened and announced
    votes = [r for r in await service.store.pending_outbox(500, game=games[1]) if r.kind == "deadline_vote"]
    assert votes


async def test_one_poll_words_each_due_row_of_a_game_for_its_own_seat(
        setup: tuple[GameService, Clock]) -> None:
    """Several rows of one game and one user fall due together: each notice carries its own seat,
    user and turn (the poll decodes a game's turns and a user's settings once for all its rows)."""
    service, clock = setup
    game = await started(service, "highcard", 3)
    scheduler = Scheduler(service)
    await scheduler.set_game_option(game, 10, "deadline", "daily")
    await scheduler.set_prefs(12, quiet=(0, 23), tz="UTC")  # asleep when the rows fall due
    turns = await service.store.get_turns(game)
    assert turns is not None
    clock.now += timedelta(hours=25)
    notices = await poll_notices(scheduler)
    got = sorted((n.kind, n.seat, n.user_id, n.level) for n in notices)
    awaited = {seat: info["user"] for seat, info in turns.awaited.items()}
    # A reminder falling due with its own deadline says nothing: the deadline's notice speaks.
    expected = sorted([("deadline_vote", seat, user, 1) for seat, user in awaited.items()])
    assert got == expected
    for notice in notices:
        info = turns.awaited[notice.seat]
        assert notice.since == datetime.fromisoformat(info["since"]) and notice.version == turns.version
        assert notice.decisions == info["decisions"] and notice.game == game
    assert sum(1 for n in notices if n.deadline is not None) == 3
    rows = await service.store.list_schedules(game)
    postponed = [r for r in rows if r.user_id == 12 and r.kind == "reminder"]
    assert [r.due_at for r in postponed] == [datetime(2026, 1, 6, 23, 0, tzinfo=UTC)]


def _reminder_rows(rows: list[Any]) -> dict[int, tuple[int, int, datetime, bool]]:
    """seat -> (row id, number, due time, pending) of each seat's reminder rows (one each)."""
    out = {}
    for r in rows:
        if r.kind == "reminder":
            assert r.seat not in out, "one reminder row per turn"
            out[r.seat] = (r.id, int(r.payload["n"]), r.due_at, r.done_at is None)
    return out


async def test_a_sent_reminder_is_re_armed_in_place_and_numbering_survives_a_replan(
        setup: tuple[GameService, Clock]) -> None:
    """The next reminder of a turn is the same row, due later and numbered one more (no row per
    reminder sent); re-planned (a new interval), the count goes on from the reminders sent."""
    service, clock = setup
    store = service.store
    game = await started(service, "highcard", 2)
    scheduler = Scheduler(service)
    await scheduler.sync(game)
    first = _reminder_rows(await store.list_schedules(game, pending_only=False))
    assert {seat: (n, due, pending) for seat, (_, n, due, pending) in first.items()} == {
        0: (1, T0 + timedelta(hours=24), True), 1: (1, T0 + timedelta(hours=24), True)}
    for level in (1, 2, 3):
        clock.now = T0 + timedelta(hours=24 * level + 1)
        notices = await poll_notices(scheduler)
        assert sorted((n.kind, n.seat, n.level) for n in notices) == [("reminder", seat, level)
                                                                      for seat in (0, 1)]
        rows = _reminder_rows(await store.list_schedules(game, pending_only=False))
        assert rows == {seat: (first[seat][0], level + 1, T0 + timedelta(hours=24 * (level + 1)), True)
                        for seat in (0, 1)}
    assert await poll_notices(scheduler) == []  # nothing due twice
    await scheduler.set_user_reminders(10, 12)  # seat 0's player: cancelled and planned again
    rows = await store.list_schedules(game, pending_only=False)
    pending = [r for r in rows if r.kind == "reminder" and r.seat == 0 and r.done_at is None]
    assert [int(r.payload["n"]) for r in pending] == [4] and pending[0].id != first[0][0]
    clock.now = pending[0].due_at + timedelta(minutes=1)
    assert [(n.seat, n.level) for n in await poll_notices(scheduler)] == [(0, 4)]


async def test_a_reminder_due_with_its_deadline_is_not_sent_and_keeps_its_number(
        setup: tuple[GameService, Clock]) -> None:
    """After an outage both fall due: the deadline's message speaks, the reminder is not sent, and
    the same reminder (same number) comes after the deadline if the turn goes on."""
    service, clock = setup
    store = service.store
    record = await service.create(None, 1, None, "highcard", 10)
    await service.join(record.id, 11)
    scheduler = Scheduler(service)
    await scheduler.set_game_option(record.id, 10, "deadline", "fast")  # 4 hours
    await service.start(record.id, 10, seed=7)
    await scheduler.sync(record.id)
    armed = _reminder_rows(await store.list_schedules(record.id))
    assert {seat: n for seat, (_, n, _, _) in armed.items()} == {0: 1, 1: 1}
    clock.now = T0 + timedelta(hours=5)
    notices = await poll_notices(scheduler)
    assert sorted((n.kind, n.seat) for n in notices) == [("deadline_vote", 0), ("deadline_vote", 1)]
    after = _reminder_rows(await store.list_schedules(record.id, pending_only=False))
    assert after == {seat: (armed[seat][0], 1, T0 + timedelta(hours=24), True) for seat in (0, 1)}


def test_next_reminder_is_the_first_step_after_now_and_keeps_to_the_deadline() -> None:
    """The poll's integer arithmetic against the definition: since + k * interval for the least
    k >= 0 strictly after `after`, or the halfway and last warnings before a deadline."""
    since = datetime(2026, 1, 5, 9, 30, 0, 123456, tzinfo=UTC)

    def stepped(hours: int, after: datetime) -> datetime:
        best = since
        while best <= after:
            best += timedelta(hours=hours)
        return best

    for hours in (1, 5, 24, 336):
        for offset in (timedelta(0), timedelta(microseconds=-1), timedelta(microseconds=1),
                       timedelta(hours=hours), timedelta(hours=hours) - timedelta(microseconds=1),
                       timedelta(hours=3 * hours, seconds=7), timedelta(days=-2)):
            after = since + offset
            assert next_reminder(since, hours, None, after) == stepped(hours, after)
    assert next_reminder(since, 0, None, since + timedelta(hours=1)) is None
    deadline = since + timedelta(hours=24)
    assert next_reminder(since, 24, deadline, since) == since + timedelta(hours=12)  # halfway
    assert next_reminder(since, 24, deadline, since + timedelta(hours=12)) == since + timedelta(hours=21)
    assert next_reminder(since, 24, deadline, since + timedelta(hours=21)) is None  # never at the deadline
    assert next_reminder(since, 5, deadline, since + timedelta(hours=11)) == since + timedelta(hours=12)


def test_rearmed_reminder_payload_is_what_to_json_writes() -> None:
    for level in (1, 2, 12, 10**15, 0):
        assert reminder_payload(level) == to_json({"n": level})


def test_a_notice_as_the_poll_writes_it_reads_back_as_it_was() -> None:
    """The poll's outbox payloads are written by orjson (`payload_json`): every field of a notice,
    characters beyond ASCII and times included, reads back as the notice it was."""
    since = datetime(2026, 1, 5, 9, 30, tzinfo=UTC)
    notice = Notice("reminder", 7, 10**18, "pt-BR", "highcard", 0, 10**17, 2, True, since,
                    [{"kind": "commit", "params": {"x": [1, 2.5, None], "ü": "漢"}, "default": None}],
                    since + timedelta(hours=3), 12, "play é \"x\" \n \U0001F600")
    one = from_json(payload_json({"notice": notice.dump()}))
    other = Notice("archived", 8, 9, None, "tigris")
    group = from_json(payload_json({"notices": [notice.dump(), other.dump()]}))
    assert Notice.load(one["notice"]) == notice
    assert [Notice.load(n) for n in group["notices"]] == [notice, other]


async def test_a_log_the_rules_no_longer_replay_is_refused_clearly(setup: tuple[GameService, Clock],
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A game whose log was written under an earlier ruling (who is asked changed) plays on from
    its snapshot; undo, history, the log and statistics say why they are not available, never
    the rule's own refusal of a move nobody is making."""
    from engine.core.errors import NotAwaited
    from service import history as history_module
    from service.history import HistoryRefusal

    service, _ = setup
    game = await started(service, "highcard")
    record, state = await service.load(game)
    await service.act(game, record.user_of(0), f"play {state.hands[0][0]}", interaction_id=None)
    await service.act(game, record.user_of(1), f"play {state.hands[1][0]}", interaction_id=None)
    record, _ = await service.load(game)
    real_apply = history_module.apply

    def drifted(game_rules: Any, st: Any, seat: int, text: str) -> Any:
        if seat == 1:  # today's rules would have awaited someone else here
            raise NotAwaited("core.err.not_awaited", seat=seat)
        return real_apply(game_rules, st, seat, text)

    monkeypatch.setattr(history_module, "apply", drifted)
    history = History(service)
    for call in (history.steps(record), history.stats(record), history.state_after(game, 2)):
        with pytest.raises(HistoryRefusal) as refused:
            await call
        assert refused.value.key == "async.err.history_unreplayable" and refused.value.params == {"n": 2}
    assert (await history.state_after(game, 1))[2] == 1  # before the drift it still replays
