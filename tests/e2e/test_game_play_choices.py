"""`/game play` through Discord (issue 37): a long list of moves is cut at 25 saying so, typing
narrows it, the "type to narrow" entry plays nothing, and a move needing confirmation is one
entry whose warning asks to confirm."""

from __future__ import annotations

import random
from typing import Any

import pytest

import i18n
from engine.tta import GAME
from engine.tta.state import TtaState
from offline import Driver
from present.base import MAX_CHOICES, NARROW
from tests.e2e.tta_support import fast_forward, open_table


def crowded_turn(state: TtaState) -> Any:
    """A seat on its own turn with more moves than one list shows, "anyway" twins among them."""
    decision = GAME.awaiting(state)[0]
    if decision.kind not in ("actions", "politics"):
        return None
    legal = GAME.legal_actions(state, decision.seat)
    twins = [a for a in legal if getattr(a, "confirm", False)]
    return decision.seat if len(legal) - len(twins) > MAX_CHOICES and twins else None


async def test_game_play_lists_the_moves_and_says_when_it_cuts(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    table = await open_table(driver, monkeypatch, 3, seed=2)
    [seat] = await fast_forward(table, random.Random(2), lambda s: [x] if (x := crowded_turn(s)) is not None
                                else None)
    name = await table.user_of(seat)
    choices = await driver.autocomplete(name, "/game play action:", focused="action")
    assert len(choices) == MAX_CHOICES
    *moves, last = choices
    assert last["value"] == NARROW and "type to narrow" in last["name"]
    assert not any("(anyway)" in c["name"] or "confirm" in c["value"] for c in choices)
    assert any(c["name"].startswith("Take ") and "(slot " in c["name"] for c in moves)
    takes = await driver.autocomplete(name, "/game play action:take", focused="action")
    assert takes and all(c["value"].startswith("take ") for c in takes) and len(takes) < MAX_CHOICES
    said = await driver.slash(name, f"/game play action:{NARROW}")
    assert said.error is None and [m.text for m in said.ephemeral] == [i18n.t("flow.play.narrow_hint", "en")]
    # A move from the list is played as chosen.
    played = await driver.slash(name, f'/game play action:"{takes[0]["value"]}"')
    assert played.error is None and played.ephemeral[0].text.startswith("✅"), played.content_text()
