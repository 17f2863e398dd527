"""Issue 32.4: what a board's and a DM's buttons are made from is expanded with the change, in its
worker thread, and stored on its `public_state` row (`service.outbox.button_actions`): delivery
expands nothing on the event loop."""

from __future__ import annotations

import random
from typing import Any

import pytest

import present.channel
from engine.core.choices import expand
from engine.core.keys import action_key
from engine.tigris import GAME
from offline import Driver
from service import outbox as ob


def test_a_public_state_row_carries_each_decisions_expanded_actions() -> None:
    state = GAME.setup(2, GAME.parse_options({}), 11)
    (row,) = [i for i in ob.after_change(GAME, [1, 2], None, state, 1) if i.kind == ob.PUBLIC_STATE]
    (decision,) = GAME.awaiting(state)
    stored = (ob.stored_buttons(row.payload) or {})[ob.decision_key(decision)]
    actions = expand(GAME, state, decision.seat, decision.verbs or GAME.grammar.verbs, ob.MAX_EXPANDED)[0]
    assert stored == [[a.to_text(), action_key(GAME, a)] for a in actions] and stored


async def test_delivery_builds_the_buttons_from_the_stored_actions(driver: Driver,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    assert (await driver.slash("alice", "/game new game:tigris")).error is None
    assert (await driver.slash("bob", "/game join")).error is None
    assert (await driver.slash("alice", "/game start")).error is None
    service: Any = driver.bot.service
    record = await service.game_in_channel(driver.channel("general").id)

    def no_expansion(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("delivery expanded the legal actions")

    monkeypatch.setattr(present.channel, "expand", no_expansion)
    record, state = await service.load(record.id)
    (decision,) = GAME.awaiting(state)
    user = "alice" if record.user_of(decision.seat) == driver.world.user("alice").id else "bob"
    action = GAME.autoplay(state, decision.seat, random.Random(3)).to_text()
    moved = await driver.slash(user, f'/game play action:"{action}"')
    assert moved.error is None and driver.errors == []
    board = driver.last_message("general")
    assert board is not None and board.buttons and f"move {record.version + 1}" in board.text
