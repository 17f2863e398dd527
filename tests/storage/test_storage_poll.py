"""The scheduler poll's storage (issue 20, item 6): its due rows and their context read in one
query give exactly what `due_schedules` and `poll_context` give, and the JSON helpers the poll
leans on write and read exactly what `json` does."""

from __future__ import annotations

import json
import math
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from storage import Store
from storage.records import ScheduleRecord, from_json, payload_json, to_json
from storage.store import ScheduleItem
from tests.service.test_service_support import FakeClock

pytest_plugins = ("tests.service.test_service_support",)


async def _game(store: Store, channel: int, users: tuple[int, ...]) -> int:
    record = await store.create_game(guild_id=1, channel_id=channel, game_id="highcard", creator_id=users[0],
                                     options={})
    for user in users[1:]:
        await store.add_player(record.id, user)
    await store.start_game(record.id, seat_users=list(users), seed=1, snapshot="{}")
    return record.id


async def test_due_rows_with_their_context_match_the_separate_queries(store: Store, clock: FakeClock) -> None:
    now = clock()
    past, later = now - timedelta(minutes=5), now + timedelta(hours=2)
    a = await _game(store, 1, (10, 11))
    b = await _game(store, 2, (20, 21, 22))
    c = await _game(store, 3, (30, 31))  # no turns row
    d = await _game(store, 4, (40, 41))  # unreadable turn data and settings
    await store.save_turns(a, 1, {0: {"user": 10, "since": "x", "epoch": 1, "decisions": []},
                                  1: {"user": 11, "since": "y", "epoch": 1, "decisions": [{"kind": "k"}]}})
    await store.save_turns(b, 1, {2: {"user": 22, "since": "z", "epoch": 0, "decisions": []}})
    await store.save_turns(d, 1, {})
    await store.set_game_setting(a, "remind_hours", 6)
    async with store.write() as db:
        await db.execute("UPDATE turns SET awaited = 'not json' WHERE game = ?", (d,))
        await db.execute("UPDATE games SET settings = '[1' WHERE id = ?", (d,))
        await db.execute("DELETE FROM turns WHERE game = ?", (c,))
    await store.set_user_setting(10, "async", {"tz": "Europe/Madrid"})
    await store.set_user_setting(22, "async", {"remind_hours": 0})
    await store.set_user_setting(0, "async", {"tz": "UTC"})  # never read: no row is of user 0
    await store.add_schedules([
        ScheduleItem("reminder", past, 0, 10, 1, {"n": 2, "after": 7}, game=a),
        ScheduleItem("reminder", past - timedelta(minutes=1), 1, 11, 1, {"n": 1}, game=a),
        ScheduleItem("deadline", later, 0, 10, 1, {}, game=a),  # the pending deadline of a's seat 0
        ScheduleItem("deadline", later + timedelta(hours=1), 0, 10, 1, {}, game=a),  # a later one
        ScheduleItem("deadline", later, 1, 11, 0, {}, game=a),  # another epoch: not seat 1's
        ScheduleItem("deadline", past, 2, 22, None, {}, game=b),  # due, epoch NULL
        ScheduleItem("reminder", past, 2, 22, None, {"n": 1}, game=b),
        ScheduleItem("reminder", past, None, None, None, {}, game=b),  # no seat, no user
        ScheduleItem("reminder", past, 0, 0, 3, {}, game=b),  # user 0
        ScheduleItem("archive", past, game=c),
        ScheduleItem("reminder", past, 0, 30, 1, {"n": 1}, game=c),
        ScheduleItem("reminder", past, 0, 40, 1, {"n": 1}, game=d),
        ScheduleItem("reminder", later, 0, 41, 1, {"n": 1}, game=d),  # not due
    ])
    async with store.write() as db:  # an unreadable payload is reported on its row
        await db.execute("UPDATE schedules SET payload = '{' WHERE game = ? AND kind = 'archive'", (c,))
    await store.add_schedule(a, "reminder", past, seat=0, user_id=10, now=now)  # no epoch
    done = await store.add_schedule(b, "reminder", past, seat=2, user_id=22, now=now)
    await store.claim_schedule(done, now=now)

    for limit in (100, 3):
        rows, context = await store.due_with_context(now, limit)
        # The same fields, alike parsed (rows are named tuples: cheaper to build by the thousand).
        assert [ScheduleRecord(*row) for row in rows] == await store.due_schedules(now, limit)
        old = await store.poll_context({r.game for r in rows}, {r.user_id for r in rows if r.user_id})
        assert context.games == old.games
        assert context.turns == old.turns
        assert context.users == old.users
        # Only the deadlines the poll looks up: those of its due reminders' own turns.
        wanted = {(r.game, r.seat or 0, r.epoch or 0) for r in rows if r.kind == "reminder"}
        assert context.deadlines == {k: v for k, v in old.deadlines.items() if k in wanted}
    rows, context = await store.due_with_context(now, 100)
    assert len(rows) == 10 and context.turns[d].awaited == {} and context.games[d].settings == {}
    assert c not in context.turns and 0 not in context.users
    assert set(context.users) == {10, 22}  # the others have no row
    assert context.deadlines == {(a, 0, 1): later + timedelta(hours=1), (b, 2, 0): past}
    assert [r.invalid is not None for r in rows].count(True) == 1
    assert await store.due_with_context(now - timedelta(hours=1), 100) == ([], type(context)())


async def test_the_poll_reads_json_stored_as_blobs_and_skips_unreadable_user_settings(
        store: Store, clock: FakeClock, backend: str) -> None:
    """The poll's query hands each row over as one JSON array: a JSON column stored as a BLOB (a hand
    edit, another tool) must not fail it (SQLite's json_array refuses BLOBs), and a player's
    unreadable settings give that player the defaults rather than failing every poll. (PostgreSQL's
    text columns hold no BLOB: there, only the unreadable settings.)"""
    now = clock()
    a = await _game(store, 1, (10, 11))
    await store.save_turns(a, 1, {0: {"user": 10, "since": "x", "epoch": 1, "decisions": []}})
    await store.set_user_setting(10, "async", {"tz": "Europe/Madrid"})
    await store.set_user_setting(11, "async", {"tz": "UTC"})
    first, second = now - timedelta(minutes=5), now - timedelta(minutes=4)
    await store.add_schedules([ScheduleItem("reminder", first, 0, 10, 1, {"n": 2}, game=a),
                               ScheduleItem("reminder", second, 1, 11, 1, {"n": 1}, game=a)])
    blob = "CAST(? AS BLOB)" if backend == "sqlite" else "?"
    async with store.write() as db:
        if backend == "sqlite":
            await db.execute("UPDATE schedules SET payload = CAST(payload AS BLOB) WHERE game = ?", (a,))
            await db.execute("UPDATE turns SET awaited = CAST(awaited AS BLOB) WHERE game = ?", (a,))
            await db.execute("UPDATE users SET settings = CAST(settings AS BLOB) WHERE user_id = 11")
        await db.execute(f"UPDATE games SET settings = {blob} WHERE id = ?", ('{"remind_hours": 6}', a))
        await db.execute("UPDATE users SET settings = 'not json' WHERE user_id = 10")
    rows, context = await store.due_with_context(now, 10)
    assert [(r.payload, r.invalid) for r in rows] == [({"n": 2}, None), ({"n": 1}, None)]
    assert context.games[a].settings == {"remind_hours": 6}
    assert context.turns[a].awaited[0]["user"] == 10
    assert context.users == {10: {}, 11: {"async": {"tz": "UTC"}}}


JSON_VALUES: list[Any] = [
    {}, [], None, True, False, 0, -1, 1_300_000_000_000_000_123, 1.5, -0.0, 1e300, math.inf, -math.inf,
    "", "plain", "é ü 漢字 \U0001F600 \n\t\"\\/", {"b": 1, "a": [1, 2.5, {"z": None, "y": "ü"}], "c": {}},
    {"notices": [{"kind": "reminder", "decisions": [{"kind": "commit", "params": {}, "default": None}],
                  "late": False, "since": "2026-01-04T12:00:00.000000+00:00"}]},
    {2: "int key", 1.5: "float key", True: "bool key"}, {None: "none key"},
    [[[[]]]], ("a", "tuple"),
]


@pytest.mark.parametrize("value", JSON_VALUES)
def test_to_json_writes_what_json_dumps_writes(value: Any) -> None:
    assert to_json(value) == json.dumps(value, separators=(",", ":"), sort_keys=True)


def _has_float(value: Any) -> bool:
    if isinstance(value, dict):
        return any(_has_float(k) or _has_float(v) for k, v in value.items())
    if isinstance(value, list | tuple):
        return any(map(_has_float, value))
    return isinstance(value, float)


@pytest.mark.parametrize("value", JSON_VALUES)
def test_payload_json_reads_back_as_to_json_does(value: Any) -> None:
    """The poll's outbox payloads are written by orjson: the same values read back, the same text
    but for characters beyond ASCII (written as they are) and floats (another form); NaN and the
    infinities, which JSON lacks, are written null."""
    text, theirs = payload_json(value), to_json(value)
    if isinstance(value, float) and not math.isfinite(value):
        assert text == "null" and from_json(theirs) == value
        return
    assert from_json(text) == from_json(theirs)
    if text.isascii() and not _has_float(value):
        assert text == theirs


def test_payload_json_refuses_what_to_json_refuses() -> None:
    looped: list[Any] = []
    looped.append(looped)
    for bad in (looped, {"a": 1, 2: 2}, {"set": {1}}, object(), {"when": math}, [datetime.now(UTC)]):
        with pytest.raises((ValueError, TypeError)) as ours:
            payload_json(bad)
        with pytest.raises((ValueError, TypeError)) as theirs:
            to_json(bad)
        assert type(ours.value) is type(theirs.value) and str(ours.value) == str(theirs.value)
    assert payload_json({"notices": [{"b": 1, "a": "x"}]}) == '{"notices":[{"a":"x","b":1}]}'


def test_to_json_refuses_what_json_dumps_refuses() -> None:
    looped: list[Any] = []
    looped.append(looped)
    unsortable = {"a": 1, 2: 2}
    for bad in (looped, unsortable, {"set": {1}}, object()):
        with pytest.raises((ValueError, TypeError)) as ours:
            to_json(bad)
        with pytest.raises((ValueError, TypeError)) as theirs:
            json.dumps(bad, separators=(",", ":"), sort_keys=True)
        assert type(ours.value) is type(theirs.value) and str(ours.value) == str(theirs.value)
    assert to_json([1, {"a": 2}]) == "[1,{\"a\":2}]"  # nothing left over from a refused value


@pytest.mark.parametrize("text", [
    "{}", "[]", "null", "true", "1", "-2.5e3", '"x"', '{"a": 1}', ' {"a": 1} ', '{"a":1}\n', "\n[1, 2]",
    '{"n":1}', '{"a": NaN, "b": Infinity}', '"\\u00e9\\ud83d\\ude00"', '{"a": {"a": {"a": []}}}',
    b'{"bytes": 1}',
])
def test_from_json_reads_what_json_loads_reads(text: str | bytes) -> None:
    ours, theirs = from_json(text), json.loads(text)
    assert json.dumps(ours) == json.dumps(theirs) and type(ours) is type(theirs)


@pytest.mark.parametrize("text", ["", " ", "{", '{"a": 1} x', "[1,]", "nul", "{'a': 1}", '{"a" 1}', "01"])
def test_from_json_refuses_what_json_loads_refuses(text: str) -> None:
    with pytest.raises(json.JSONDecodeError) as ours:
        from_json(text)
    with pytest.raises(json.JSONDecodeError) as theirs:
        json.loads(text)
    assert str(ours.value) == str(theirs.value)
    assert from_json(None) is None
