"""A decision with more moves than its presenter shows buttons for is not left silent: its player
is told to choose with `/game play` — in the DM with the count of their own moves, on the board
without it (how many moves a player has may depend on what only they hold)."""

from __future__ import annotations

import pytest

import i18n
import present.base
from offline import Driver
from tests.e2e.async_helpers import play, service
from tests.e2e.test_platform_support import action_buttons, latest_public_state, new_game


async def test_too_many_moves_for_buttons_says_how_to_choose(driver: Driver,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    # High Card's commits (5 cards, by DM) and its claim (claim or give, on the board) are too many
    # for a presenter showing at most one button.
    monkeypatch.setattr(present.base, "MAX_BUTTONS", 1)
    game = await new_game(driver, ("alice", "bob"), options="rounds=2,hand_size=5")
    dm = driver.dms("alice")[-1]
    assert not action_buttons(dm)
    assert i18n.t("flow.play_hint.count", "en", n=5) in dm.text, dm.text
    bob_dm = driver.dms("bob")[-1]  # bob reads Spanish
    assert i18n.t("flow.play_hint.count", "es", n=5) in bob_dm.text, bob_dm.text
    for name in ("alice", "bob"):
        await play(driver, name, game_row=game)
    record, state = await service(driver).load(game)
    names = await driver.bot.flow.names(record)
    board = latest_public_state(driver)
    assert not action_buttons(board)
    hint = i18n.t("flow.play_hint.public", "en", who=names[state.winner_to_claim])
    assert hint in board.content, board.content


async def test_a_decision_with_its_buttons_gets_no_hint(driver: Driver) -> None:
    await new_game(driver, ("alice", "bob"), options="rounds=2,hand_size=5")
    dm = driver.dms("alice")[-1]
    assert action_buttons(dm)
    hints = [i18n.t(f"flow.play_hint.{k}", "en", n=5) for k in ("count", "mine")]
    assert not any(h in dm.text for h in hints)
