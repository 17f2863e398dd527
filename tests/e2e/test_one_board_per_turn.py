"""One board per turn, not per action (issue 37), through the offline driver.

A table plays "after every turn" by default (service/boards.py): an action after which nobody is
newly awaited (the same player's next action) edits the latest board in place — new embed, image
and buttons, the turn's log lines gathered in its text — and only a change that mentions someone
posts a new board. `/game boards every:action` brings back a board per action. A run of robot
moves ends with one board, and its summary does not repeat the log's lines.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import timedelta
from typing import Any

import pytest

from engine.tta import GAME as TTA
from offline import Driver
from offline.fake_discord import FakeMessage
from service.boards import BOARD_LOG
from service.kits import Picture, kit_for
from tests.e2e.tta_support import seeded

EDIT = "/channels/{channel_id}/messages/{message_id}"


@pytest.fixture(autouse=True)
def no_images(monkeypatch: pytest.MonkeyPatch) -> None:
    """A tiny stand-in image: boards still carry one, nothing is drawn."""
    monkeypatch.setattr(kit_for("tta"), "board", Picture("board", lambda *args: b"\x89PNG tiny"))


async def tta_table(driver: Driver, monkeypatch: pytest.MonkeyPatch, users: Sequence[str],
                    channel: str = "general") -> Any:
    seeded(monkeypatch, 11)
    for index, user in enumerate(users):
        line = "/game new game:tta" if index == 0 else "/game join"
        assert (await driver.slash(user, line, channel=channel)).error is None
    assert (await driver.slash(users[0], "/game start", channel=channel)).error is None
    return await driver.bot.service.game_in_channel(driver.channel(channel).id)


def boards(messages: Sequence[FakeMessage]) -> list[FakeMessage]:
    return [m for m in messages if m.attachments]


def in_channel(driver: Driver, messages: Sequence[FakeMessage]) -> list[FakeMessage]:
    """The messages of the game's channel (not DMs)."""
    return [m for m in messages if m.channel_id == driver.channel("general").id]


async def play(driver: Driver, record: Any, rnd: random.Random, names: dict[int, str],
               channel: str = "general") -> tuple[Any, Any]:
    """One action of the first awaited seat, typed as `/game play` (the robot's choice)."""
    service = driver.bot.service
    record, state = await service.load(record.id)
    seat = TTA.seats_awaited(state)[0]
    text = TTA.autoplay(state, seat, rnd).to_text()
    result = await driver.slash(names[record.user_of(seat)], f'/game play action:"{text}"', channel=channel)
    assert result.error is None and not result.ephemeral[0].text.startswith("⚠️"), result.content_text()
    return result, state


async def test_a_turn_posts_one_board_edited_in_place_by_each_action(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    record = await tta_table(driver, monkeypatch, ("alice", "bob"))
    service = driver.bot.service
    names = {driver.world.user(n).id: n for n in ("alice", "bob")}
    rnd = random.Random(3)
    in_place = new = 0
    for _ in range(40):
        latest = await service.store.latest_board(record.id)
        mark = driver.mark()
        result, before = await play(driver, record, rnd, names)
        record, after = await service.load(record.id)
        # Seats not awaited in public before: the turn passes (a seat's next decision keeps it).
        in_public = {d.seat for d in TTA.awaiting(before) if not d.private}
        pinged = {d.seat for d in TTA.awaiting(after)} - in_public
        posted = boards(in_channel(driver, result.posted))
        if pinged or record.status != "active":  # whoever must act now is mentioned on a new board
            assert len(posted) == 1, [m.text for m in result.posted]
            users = {record.user_of(seat) for seat in pinged}
            assert users <= {int(u) for u in posted[0].data["allowed_mentions"]["users"]}
            new += 1
            continue
        # The same player goes on: no new message at all; the board shows the state after it.
        assert in_channel(driver, result.posted) == [], [m.text for m in result.posted]
        if TTA.public_view(before) == TTA.public_view(after):
            continue
        edits = [c for c in driver.calls_since(mark) if c["method"] == "PATCH" and c["path"] == EDIT
                 and c["url"].endswith(f"/{latest}")]
        assert edits, "the board was not edited"
        board = driver.message(latest)
        assert f"{record.version}" in board.embeds[0]["footer"]["text"]
        assert board.attachments and board.buttons
        in_place += 1
    assert in_place >= 10 and new >= 5
    # The turn's lines gather in the board's text, under the mention of whoever plays it.
    record, _ = await service.load(record.id)
    stored = record.settings[BOARD_LOG]
    board = driver.message(await service.store.latest_board(record.id))
    assert stored["board"] == board.id and board.content.startswith(stored["head"])
    assert board.content == "\n".join([stored["head"], *stored["lines"]]).strip()


async def test_every_action_is_a_table_choice_the_creator_makes(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    record = await tta_table(driver, monkeypatch, ("alice", "bob"))
    refused = await driver.slash("bob", "/game boards every:action", channel="general")  # a Spanish reader
    assert refused.ephemeral[0].text.startswith("⚠️"), refused.content_text()
    print(refused.ephemeral[0].text)
    forged = await driver.slash("alice", "/game boards every:sometimes", channel="general", forged=True)
    assert forged.ephemeral[0].text.startswith("⚠️") and "sometimes" in forged.ephemeral[0].text
    done = await driver.slash("alice", "/game boards every:action", channel="general")
    assert "after every action" in done.ephemeral[0].text
    service = driver.bot.service
    names = {driver.world.user(n).id: n for n in ("alice", "bob")}
    rnd = random.Random(3)
    for _ in range(12):
        result, before = await play(driver, record, rnd, names)
        record, after = await service.load(record.id)
        if TTA.public_view(before) != TTA.public_view(after):
            assert len(boards(in_channel(driver, result.posted))) == 1
    done = await driver.slash("bob", "/game boards every:turn", channel="general")
    assert done.ephemeral[0].text.startswith("⚠️")


async def test_an_edit_that_fails_is_made_again_once(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    """A failed edit is retried with the rest of the delivery: the lines it adds are in the board
    once, however many attempts it took (the text comes from what is stored, not from what the
    message shows), and a restart changes nothing. The same game played in another channel
    without failures is the control."""
    driver.settle_timeout = 60
    flaky = await tta_table(driver, monkeypatch, ("alice", "bob"))
    driver.add_channel("control")
    control = await tta_table(driver, monkeypatch, ("alice", "bob"), channel="control")
    service = driver.bot.service
    names = {driver.world.user(n).id: n for n in ("alice", "bob")}
    rnd_flaky, rnd_control = random.Random(3), random.Random(3)
    failed = 0
    for step in range(30):
        if step == 15:  # what the board shows survives a restart (it is stored, not remembered)
            await driver.restart()
            service = driver.bot.service
        mark = driver.mark()
        driver.faults.fail_next(1, "500", method="PATCH", path=EDIT)
        await play(driver, flaky, rnd_flaky, names)
        failed += sum(1 for c in driver.calls_since(mark) if c.get("fault"))
        await driver.advance(timedelta(minutes=6))  # past the retry's backoff
        await play(driver, control, rnd_control, names, channel="control")
        texts = []
        for game in (flaky, control):
            record, _ = await service.load(game.id)
            board = driver.message(await service.store.latest_board(record.id))
            stored = record.settings[BOARD_LOG]
            assert board.content == "\n".join([stored["head"], *stored["lines"]]).strip()
            texts.append(board.content)
        assert texts[0] == texts[1]
    assert failed >= 20
    assert not await service.store.pending_outbox(100, game=flaky.id)


async def test_a_robot_game_posts_few_messages_and_tells_each_move_once(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    """Before: 316 channel messages for one `/game autoplay` of a whole game (a log message per
    robot move, and the summary listing every move the log told again). Now a robot run is
    one board, its log lines summed up in a few messages, the summary only naming whose robot
    played when the log tells the moves."""
    driver.settle_timeout = 120
    record = await tta_table(driver, monkeypatch, ("alice", "carol"))
    mark = driver.mark()
    for seat in (0, 1):
        assert (await driver.slash("alice", f"/game autoplay player:{seat}", channel="general")).error is None
    service = driver.bot.service
    record, _ = await service.load(record.id)
    assert record.status == "finished"
    posted = [c for c in driver.calls_since(mark) if c["method"] == "POST"
              and c["path"] == "/channels/{channel_id}/messages"
              and f"/channels/{driver.channel('general').id}/" in c["url"]]
    assert len(posted) <= 40, len(posted)
    assert sum(len(c["files"]) for c in posted) <= 4
    said = [m.text for m in driver.channel_messages("general")]
    # Only the moves the log has no line for (an end of turn, a pass) are listed by the summary.
    summary = [line for text in said for line in text.splitlines() if line.startswith("• **")]
    robot = [a for a in await service.store.list_actions(record.id) if a.user_id is None]
    assert len(robot) > 200 and len(summary) < len(robot) / 10, summary[:5]
    assert all(line.endswith(("End turn", "Pass")) for line in summary), summary
    assert not [t for t in said if "{???}" in t or len(t) > 2000]
