"""Through the Ages through Discord: autocomplete shows what each choice costs; `/tta card`
explains a card; a player whose DMs are closed answers from "My view"; the board, the
tableaux and the help."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.tta import GAME
from engine.tta.state import TtaState
from offline import Driver
from tests.e2e.test_platform_support import action_buttons, latest_public_state
from tests.e2e.tta_support import PLAYERS, Table, fast_forward, open_table


async def test_autocomplete_lists_only_what_is_allowed_with_its_cost(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    table = await open_table(driver, monkeypatch, 2, seed=3)
    rnd = random.Random(3)

    def building_turn(state: TtaState) -> Any:
        if state.tasks or state.round < 3 or state.phase != "actions":
            return None
        legal = {a.to_text() for a in GAME.legal_actions(state, state.current)}
        return state.current if any(t.startswith("build ") for t in legal) else None

    seat = await fast_forward(table, rnd, building_turn)
    name = await table.user_of(seat)
    _, state = await table.load()
    legal = [a for a in GAME.legal_actions(state, seat)]
    takes = sorted(a.slot for a in legal if a.verb == "take")
    offered = await driver.autocomplete(name, "/tta take slot:", focused="slot")
    assert [c["value"] for c in offered] == takes
    assert all("civil action" in c["name"] or "acci" in c["name"] for c in offered), offered
    builds = {a.card for a in legal if a.verb == "build" and not a.confirm}
    offered = await driver.autocomplete(name, "/tta build card:", focused="card")
    assert {c["value"] for c in offered} >= builds
    assert all("resources" in c["name"] or "recursos" in c["name"] for c in offered), offered
    # Someone else is not awaited: nothing is offered to them.
    other = PLAYERS[1] if name == PLAYERS[0] else PLAYERS[0]
    assert await driver.autocomplete(other, "/tta take slot:", focused="slot") == []


async def test_card_command_explains_any_card(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    await open_table(driver, monkeypatch, 2, seed=3)
    found = await driver.slash("alice", "/tta card name:Michelangelo")
    assert "Michelangelo" in found.content_text() and "wonder" in found.content_text()
    # A name several ages share is chosen from the autocomplete (the value is the card's id).
    names = await driver.autocomplete("bob", "/tta card name:saqueo", focused="name")
    assert {"Agresión: Saqueo (I)", "Agresión: Saqueo (II)"} <= {c["name"] for c in names}
    spanish = await driver.slash("bob", "/tta card name:plunder_ii")
    assert "Toma del objetivo hasta 5" in spanish.content_text()
    missing = await driver.slash("alice", "/tta card name:Nonsense")
    assert "No card is called" in missing.content_text()


async def test_closed_dms_answer_from_my_view(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    """Dave's DMs are closed: the board says so, and "My view" shows his hand and his buttons."""
    table = await open_dave_table(driver, monkeypatch)
    rnd = random.Random(2)
    dave = await table.seat_of("dave")

    def dave_discards(state: TtaState) -> Any:
        task = state.tasks[0] if state.tasks else None
        return task is not None and task.purpose == "discard" and dave in task.window.waiting()

    await fast_forward(table, rnd, dave_discards)
    board = latest_public_state(driver)
    mine = await driver.click("dave", board, label="My view")
    assert mine.error is None
    message = mine.ephemeral[-1]
    assert "Military hand" in message.text
    buttons = action_buttons(message)
    assert buttons and all(b.label.startswith("Discard") for b in buttons)
    done = await driver.click("dave", message, custom_id=buttons[0].custom_id)
    assert done.error is None and done.ephemeral[0].text.startswith("✅"), done.content_text()


async def open_dave_table(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> Table:
    from tests.e2e.tta_support import seeded

    seeded(monkeypatch, 2)
    for name, command in (("alice", "/game new game:tta"), ("dave", "/game join"), ("alice", "/game start")):
        result = await driver.slash(name, command)
        assert result.error is None, result.error
    record = await driver.bot.service.game_in_channel(driver.channel("general").id)
    return Table(driver, record.id, ("alice", "dave"))


async def test_help_names_the_subgroups(driver: Driver) -> None:
    shown = await driver.slash("alice", "/game help game:tta")
    text = shown.content_text()
    assert shown.error is None
    assert "/tta answer defend" in text and "/tta resign" in text and "/tta hand" in text
