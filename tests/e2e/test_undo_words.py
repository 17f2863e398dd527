"""An undo request names the move it would undo (issue 37): Antike's "done" ended a turn whose
events went on into the next nation's coin, and the prompt named the coin."""

from __future__ import annotations

import pytest

import i18n
from engine.antike import GAME
from offline import Driver
from present.base import presenter_for


async def test_the_undo_prompt_names_the_move_not_what_followed_it(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("service.games.secrets.randbits", lambda bits: 3)
    assert (await driver.slash("alice", "/game new game:antike", channel="general")).error is None
    for user in ("bob", "carol"):
        assert (await driver.slash(user, "/game join", channel="general")).error is None
    assert (await driver.slash("alice", "/game start", channel="general")).error is None
    service = driver.bot.service
    record = await service.game_in_channel(driver.channel("general").id)
    users = {driver.world.user(n).id: n for n in ("alice", "bob", "carol")}
    first = None
    last: dict[int, str] = {}
    while True:  # the first nation's turn, to its end, then the next nation's first move
        record, state = await service.load(record.id)
        seat = GAME.awaiting(state)[0].seat
        first = first if first is not None else seat
        moves = [a.to_text() for a in GAME.legal_actions(state, seat)]
        text = "done" if "done" in moves else moves[0]
        assert (await driver.slash(users[record.user_of(seat)], f'/game play action:"{text}"')).error is None
        last[seat] = text
        if seat != first:
            break
    asker = users[record.user_of(first)]
    assert (await driver.slash(asker, "/game undo", channel="general")).error is None
    prompt = driver.last_message("general")
    assert prompt is not None and prompt.text.startswith("↩️")
    names = await driver.bot.flow.names(record)
    move = presenter_for("antike").action_label(GAME.parse_action(last[first]), "en", names)
    assert f"undo “{move}”" in prompt.text, prompt.text
    assert i18n.t("antike.log.coin", "en", nation="").split()[-1] not in prompt.text, prompt.text
