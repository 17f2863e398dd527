"""A game damaged at rest stops alone, clearly (issue 15, items 11-12), through the real bot."""

from __future__ import annotations

import json
import sqlite3

import i18n
from offline import Driver
from tests.e2e.async_helpers import service
from tests.e2e.test_platform_support import assert_refused, new_game, refusal, store_of


async def _plays_on(driver: Driver, name: str, channel: str) -> None:
    record = await store_of(driver).get_game_by_channel(driver.channel(channel).id)
    assert record is not None and record.quarantined is None
    _, state = await service(driver).load(record.id)
    move = service(driver).legal_texts(record, state, record.seats_of(driver.world.user(name).id)[0])[0]
    result = await driver.slash(name, f'/game play action:"{move}"', channel=channel)
    assert result.error is None and result.ephemeral[0].text.startswith("✅"), result.content_text()


def _edit(driver: Driver, sql: str, *params: object) -> None:
    with sqlite3.connect(driver.db_path) as db:
        db.execute(sql, params)


async def test_an_edited_snapshot_stops_that_game_and_says_so_while_others_play(driver: Driver) -> None:
    driver.add_channel("other")
    damaged = await new_game(driver, ("alice", "bob"))
    await new_game(driver, ("carol", "bob"), channel="other")
    assert (await driver.slash("alice", '/game play action:"play 1"')).error is None
    await driver.stop()
    with sqlite3.connect(driver.db_path) as db:
        snapshot = json.loads(db.execute("SELECT snapshot FROM games WHERE id = ?", (damaged,)).fetchone()[0])
    snapshot["hands"][1] = snapshot["hands"][1][:2]  # valid JSON: a hand cut to two cards
    _edit(driver, "UPDATE games SET snapshot = ? WHERE id = ?", json.dumps(snapshot), damaged)
    await driver.start()  # start-up recovery meets it, reports it, and goes on

    result = await driver.slash("bob", '/game play action:"play 1"')  # the first load checks it
    assert [m.text for m in result.ephemeral] == [refusal("service.err.quarantined", "es", id=damaged)]
    again = await driver.slash("bob", '/game play action:"play 1"')
    assert_refused(again, refusal("service.err.quarantined", "es", id=damaged))
    notice = i18n.t("flow.quarantined", "en", id=damaged, reason="the snapshot does not match its hash")
    assert [m.text for m in driver.channel_messages("general")].count(notice) == 1
    admin = [m.text for m in driver.dms(driver.world.owner)]
    assert any(f"Game #{damaged}" in t and "--check" in t for t in admin), admin
    await _plays_on(driver, "carol", "other")  # the other game goes on
    assert driver.errors == []


async def test_an_unreadable_snapshot_and_outbox_row_do_not_stop_start_up(driver: Driver) -> None:
    driver.add_channel("other")
    damaged = await new_game(driver, ("alice", "bob"))
    await new_game(driver, ("carol", "bob"), channel="other")
    await driver.stop()
    _edit(driver, "UPDATE games SET snapshot = '{\"hands\": [' WHERE id = ?", damaged)
    _edit(driver, "UPDATE turns SET version = 0 WHERE game = ?", damaged)  # recovery will sync it
    _edit(driver, "INSERT INTO outbox (game, version, kind, payload, created_at) VALUES"
          " (?, 1, 'private_view', 'not json', '2026-01-05T12:00:00.000000+00:00')", damaged)
    await driver.start()
    record = await store_of(driver).get_game(damaged)
    assert record is not None and record.quarantined
    assert await store_of(driver).pending_outbox(500) == []  # the bad row closed, the notice sent
    await _plays_on(driver, "carol", "other")
