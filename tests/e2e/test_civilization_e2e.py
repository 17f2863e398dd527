"""Civilization through the offline driver (the real bot, /civ commands, DMs, buttons)."""

from __future__ import annotations

from offline import Driver
from tests.e2e.test_platform_support import service_of


async def new_civ(driver: Driver, players: tuple[str, ...], options: str = "") -> int:
    creator, *others = players
    cmd = "/game new game:civilization" + (f" options:{options}" if options else "")
    result = await driver.slash(creator, cmd)
    assert result.error is None, result.error
    for name in others:
        result = await driver.slash(name, "/game join")
        assert result.error is None, result.error
    result = await driver.slash(creator, "/game start")
    assert result.error is None, result.error
    record = await service_of(driver).game_in_channel(driver.channel("general").id)
    assert record.status == "active"
    return record.id


async def test_smoke(driver: Driver) -> None:
    game_row = await new_civ(driver, ("alice", "bob", "carol"))
    for m in driver.channel_messages("general")[-5:]:
        print("CH:", m.text[:1500], [b.label for b in m.buttons])
    for who in ("alice", "bob", "carol"):
        for m in driver.dms(who)[-2:]:
            print("DM", who, m.text[:800], [b.label for b in m.buttons])
    assert game_row
