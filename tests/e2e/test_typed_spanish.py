"""Spanish words typed where players type words (issue 18), through the offline driver: a Spanish
player (bob) types `azar`, `barco`, `mantener`, `ciudad`, `Cartago`... and gets the action
the English word names; autocomplete writes the Spanish word for him and the English one for an
English reader. The engine's text form stays English (present/typed.py reads the catalog)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.age_of_heroes import GAME as AOH
from engine.core import awaited_seats
from offline import Driver
from tests.e2e.test_civilization_words import start as start_civilization

USERS = ("bob", "alice", "carol")


def refused(result: Any) -> bool:
    return any(m.text.startswith("⚠️") for m in result.ephemeral)


async def start(driver: Driver, game: str) -> Any:
    assert (await driver.slash("bob", f"/game new game:{game}", channel="general")).error is None
    for user in USERS[1:]:
        assert (await driver.slash(user, "/game join", channel="general")).error is None
    assert (await driver.slash("bob", "/game start", channel="general")).error is None
    return await driver.bot.service.game_in_channel(driver.channel("general").id)


async def test_age_of_heroes_a_tribe_at_random_typed_in_spanish(driver: Driver) -> None:
    record = await start(driver, "age_of_heroes")
    service = driver.bot.service
    bob = record.seats_of(driver.world.user("bob").id)[0]
    for _ in range(3):  # the draft goes round: the others choose by the English word
        record, state = await service.load(record.id)
        (seat,) = awaited_seats(AOH, state)
        if seat == bob:
            break
        user = next(u for u in USERS if driver.world.user(u).id == record.user_of(seat))
        choices = await driver.autocomplete(user, "/aoh tribe tribe:", focused="tribe", channel="general")
        assert "random" in {c["value"] for c in choices}, choices  # an English reader's word
        r = await driver.slash(user, "/aoh tribe tribe:random", channel="general")
        assert r.error is None and not refused(r), r.content_text()
    # Bob's autocomplete offers the Spanish word, and the word typed gets the action.
    choices = await driver.autocomplete("bob", "/aoh tribe tribe:az", focused="tribe", channel="general")
    assert [c["value"] for c in choices] == ["azar"], choices
    r = await driver.slash("bob", "/aoh tribe tribe:azar", channel="general")
    assert r.error is None and not refused(r), r.content_text()
    assert r.ephemeral[0].text.startswith("✅"), r.content_text()
    record, state = await service.load(record.id)
    assert state.tribes[bob].tribe is not None


async def test_civilization_orders_typed_with_spanish_words(driver: Driver,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Ships, upkeep and cities in Spanish words, areas by their Spanish names ("Mar Egeo",
    "Cartago"), read as the engine's order (the orders are previewed: the preview is given the
    English text, then judges it like any order)."""
    await start_civilization(driver, "bob", "")
    flow = driver.bot.flow
    previewed: list[str] = []
    real = flow.preview

    async def preview(interaction: Any, action_text: str) -> None:
        previewed.append(action_text)
        await real(interaction, action_text)

    monkeypatch.setattr(flow, "preview", preview)
    for line, text in (
        ('/civ move steps:"barco athens>Mar Egeo carga 2; 3 thrace>macedonia"',
         "move ship athens>aegean_sea carry 2; 3 thrace>macedonia"),
        ('/civ ships steps:"mantener corinth leva; construir athens leva 1"',
         "fleet keep corinth levy; build athens levy 1"),
        ('/civ lose units:"ciudad Cartago; 3 Cnosos"', "lose city carthage; 3 knossos"),
        # "nave" alone is no order: refused as unreadable (with its usage), not a crash.
        ('/civ ships steps:"Conservar corinth; nave"', None),
    ):
        r = await driver.slash("bob", line, channel="general")
        assert r.error is None, r.error
        if text is None:
            assert refused(r) and "`" in r.ephemeral[0].text, r.content_text()
        else:
            assert previewed and previewed[-1] == text, (line, previewed, r.content_text())
