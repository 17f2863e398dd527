"""Issue 30: robot seats never block a vote (service/votes.py). The robot agrees with what the
humans decide: an undo asks only the other humans (none: done at once), a deadline vote is a
majority of the other humans (none: no deadline), a vote to abandon a majority of the humans.
High Card (the fixture game) and Antike; Civilization's is in test_civilization_table.py."""

from __future__ import annotations

import random
import types
from datetime import timedelta

import pytest

import service.games as games_module
from engine.antike import GAME as ANTIKE
from offline import Driver
from tests.e2e.async_helpers import last_id, play, service, start_highcard, texts


@pytest.fixture(autouse=True)
def pinned_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    """`/game start` draws its seed with `secrets`: pinned, every run plays the same game."""
    monkeypatch.setattr(games_module, "secrets", types.SimpleNamespace(randbits=lambda bits: 7))


async def robot(driver: Driver, name: str) -> None:
    """The creator (alice) hands `name`'s seat to the robot."""
    assert (await driver.slash("alice", f"/game autoplay player:{name.title()}")).error is None


async def test_an_undo_asks_only_the_humans_and_a_late_robot_answer_is_not_awaited(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob", "carol")
    await robot(driver, "carol")
    await play(driver, "alice")
    await play(driver, "bob")  # with the robot's card, the round is revealed: undo needs consent
    bob = (await service(driver).load(game))[0].seats_of(driver.world.user("bob").id)[0]
    result = await driver.slash("bob", "/game undo")
    assert result.error is None
    request = driver.last_message("general")
    assert request.mentions == ["alice"] and "carol" not in request.text.lower()
    agreed = await driver.click("alice", request, label="Agree")
    assert agreed.error is None
    actions = await service(driver).store.list_actions(game)
    assert actions and bob not in {a.seat for a in actions}  # undone, without waiting for carol


async def test_an_undo_with_only_robots_besides_is_done_at_once(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob")
    await robot(driver, "bob")
    await play(driver, "alice")  # the robot answers: the round is revealed, and claimed
    before = await service(driver).store.list_actions(game)
    assert len(before) > 1 and before[-1].user_id is None
    result = await driver.slash("alice", "/game undo")
    assert result.error is None and "Undone" in result.content_text(), result.content_text()
    alice = (await service(driver).load(game))[0].seats_of(driver.world.user("alice").id)[0]
    after = await service(driver).store.list_actions(game)
    assert len(after) < len(before) and alice not in {a.seat for a in after}
    assert not [m for m in texts(driver) if m.buttons and "↩️" in m.text]


async def test_an_undo_request_waiting_only_for_a_seat_given_to_the_robot_is_done(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob", "carol")
    await play(driver, "alice")
    await play(driver, "bob")
    await play(driver, "carol")
    assert (await driver.slash("carol", "/game undo")).error is None
    request = driver.last_message("general")
    assert sorted(request.mentions) == ["alice", "bob"]
    assert (await driver.click("alice", request, label="Agree")).error is None
    await robot(driver, "bob")  # bob leaves: his robot agrees
    _, state = await service(driver).load(game)
    assert state.winner_to_claim is None
    assert any("undone" in m.content for m in texts(driver, request.id))


async def test_a_deadline_vote_is_the_humans_majority_and_no_human_no_vote(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob", "carol")
    await robot(driver, "carol")
    assert (await driver.slash("alice", "/game deadline preset:fast")).error is None
    await play(driver, "alice")
    mark = last_id(driver)
    await driver.advance(timedelta(hours=4, minutes=1))
    vote = next(m for m in texts(driver, mark) if "deadline has passed" in m.content)
    done = await driver.click("alice", vote, label="Autoplay this once")
    assert done.error is None and "1 of 1" in done.content_text(), done.content_text()
    record, _ = await service(driver).load(game)
    bob = driver.world.user("bob").id
    actions = await service(driver).store.list_actions(game)
    assert any(a.seat == record.seats_of(bob)[0] and a.user_id is None for a in actions)


async def test_alone_with_robots_a_late_turn_opens_no_vote(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob")
    await robot(driver, "bob")
    assert (await driver.slash("alice", "/game deadline preset:fast")).error is None
    mark = last_id(driver)
    await driver.advance(timedelta(hours=9))
    assert not [m for m in texts(driver, mark) if "deadline has passed" in m.content]
    schedules = await service(driver).store.list_schedules(game)
    pending = [r for r in schedules if r.kind == "deadline" and r.done_at is None]
    assert pending == []


async def test_a_vote_to_abandon_counts_the_humans(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob", "carol", "dave")
    await robot(driver, "carol")
    await robot(driver, "dave")
    result = await driver.slash("bob", "/game abandon")
    assert result.error is None and "(1 of 2 votes needed)" in result.content_text(), result.content_text()
    record, _ = await service(driver).load(game)
    assert record.status == "active"  # 1 of the 2 humans: alice's vote would decide
    robots = await driver.slash("carol", "/game abandon")  # the person behind a robot seat may vote
    assert robots.error is None
    record, _ = await service(driver).load(game)
    assert record.status == "abandoned"


async def test_antike_an_undo_after_the_robots_moves_is_done_at_once(driver: Driver) -> None:
    """Antike (nothing drawn, nothing hidden): alice's move and the two robots' answers after it
    are undone at her request, with nobody asked."""
    assert (await driver.slash("alice", "/game new game:antike")).error is None
    for name in ("bob", "carol"):
        assert (await driver.slash(name, "/game join")).error is None
    assert (await driver.slash("alice", "/game start")).error is None
    record = await service(driver).game_in_channel(driver.channel("general").id)
    await robot(driver, "bob")
    await robot(driver, "carol")
    alice = record.seats_of(driver.world.user("alice").id)[0]
    rnd = random.Random(5)
    for _ in range(6):  # until the robots have moved after one of alice's moves
        record, state = await service(driver).load(record.id)
        (decision,) = ANTIKE.awaiting(state)
        assert decision.seat == alice
        action = ANTIKE.autoplay(state, alice, rnd).to_text()
        assert (await driver.slash("alice", f'/game play action:"{action}"')).error is None
        before = await service(driver).store.list_actions(record.id)
        if before[-1].seat != alice:
            break
    assert before[-1].user_id is None  # the robots'
    mark = last_id(driver)
    result = await driver.slash("alice", "/game undo")
    assert result.error is None and "Undone" in result.content_text(), result.content_text()
    assert not [m for m in texts(driver, mark) if m.buttons and "↩️" in m.text]
    after = await service(driver).store.list_actions(record.id)
    assert len(after) < len(before) and after == before[: len(after)]
