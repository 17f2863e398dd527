"""Events an older version stored in the outbox (before issue 32 made their steps data) are
delivered in the same words after the upgrade: the delivery reads them through
`Game.stored_event`, never handing presentation their text forms."""

from __future__ import annotations

import json
from datetime import timedelta

from offline import Driver
from tests.e2e.test_civilization_e2e import new_civ, public_texts
from tests.e2e.test_platform_support import service_of, store_of


async def test_a_loss_stored_as_text_by_an_older_version_is_told_in_words(driver: Driver) -> None:
    game_row = await new_civ(driver, ("alice", "bob", "carol"))
    record = await service_of(driver).store.get_game(game_row)
    events = [{"key": "civilization.log.units_lost", "to": None, "reveals": False,
               "params": {"seat": 1, "why": "flood", "units": "3 memphis; city thebes"}},
              {"key": "civilization.log.moved", "to": None, "reveals": False,
               "params": {"seat": 0, "orders": "2 thebes>memphis"}}]
    payload = json.dumps({"version": record.version, "events": events})
    async with store_of(driver).write() as db:
        await db.execute("INSERT INTO outbox (game, version, kind, payload, created_at)"
                         " VALUES (?, ?, 'public_state', ?, '2026-01-05T12:00:00.000000+00:00')",
                         (game_row, record.version, payload))
    before = "\n".join(public_texts(driver))
    await driver.advance(timedelta(minutes=1))
    shown = "\n".join(public_texts(driver))  # the board may be edited in place
    assert "Memphis" not in before
    assert "loses 3 in Memphis; city of Thebes" in shown, shown[-800:]
    assert "moves: 2 Thebes → Memphis" in shown, shown[-800:]
    assert "3 memphis" not in shown and "thebes>memphis" not in shown
