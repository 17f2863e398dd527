"""Deadlines (vote → autoplay, rule default, downtime), undo with and without consent, log and
history, end-of-game summary, archive and revive."""

from __future__ import annotations

from datetime import timedelta

from offline import Driver, FakeClock
from tests.e2e.async_helpers import last_id, play, seat_of, service, start_highcard, texts


async def test_deadline_vote_autoplays_then_the_rule_default_is_taken(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob", "carol")
    assert (await driver.slash("alice", "/game deadline preset:fast")).error is None
    await play(driver, "alice")
    await play(driver, "bob")
    mark = last_id(driver)
    await driver.advance(timedelta(hours=3, minutes=59))
    assert not [m for m in texts(driver, mark) if "deadline has passed" in m.content]
    await driver.advance(timedelta(minutes=2))
    vote = next(m for m in texts(driver, mark) if "deadline has passed" in m.content)
    assert vote.mentions == ["carol"]
    # High Card's commit has no pass: no skip button.
    assert [b.label for b in vote.buttons] == ["Autoplay this once", "Give more time"]

    own = await driver.click("carol", vote, label="Autoplay this once")
    assert "own deadline" in own.content_text()
    first = await driver.click("alice", vote, label="Autoplay this once")
    assert "1 of 2" in first.content_text()
    second = await driver.click("bob", vote, label="Autoplay this once")
    assert second.error is None and "2 de 2" in second.content_text()
    actions = await service(driver).store.list_actions(game)
    carol = driver.world.user("carol").id
    record, state = await service(driver).load(game)
    assert actions[-1].seat == record.seats_of(carol)[0] and actions[-1].user_id is None
    assert state.winner_to_claim is not None  # the round was revealed

    # The winner's claim has a rule-given default: taken at its deadline, no vote.
    mark = last_id(driver)
    await driver.advance(timedelta(hours=4, minutes=1))
    assert any("default was played" in m.content for m in texts(driver, mark))
    record, state = await service(driver).load(game)
    assert state.winner_to_claim is None and sum(state.points) == 1
    again = await driver.click("alice", vote, label="Give more time")
    assert "This vote is over" in again.content_text()


async def test_downtime_never_counts_against_a_deadline(driver: Driver, clock: FakeClock) -> None:
    game = await start_highcard(driver, "alice", "bob")
    assert (await driver.slash("alice", "/game deadline preset:fast")).error is None
    await play(driver, "alice")
    await driver.advance(timedelta(hours=1))
    before = (await service(driver).store.list_schedules(game))
    due = next(r.due_at for r in before if r.kind == "deadline")
    await driver.stop()
    clock.advance(timedelta(hours=10))
    await driver.start()
    after = next(r.due_at for r in await service(driver).store.list_schedules(game) if r.kind == "deadline")
    assert after == due + timedelta(hours=10)
    assert not any("deadline has passed" in m.content for m in driver.channel_messages("general"))


async def test_undo_alone_and_with_consent(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob")
    await play(driver, "alice")
    board = driver.last_message("general")
    result = await driver.slash("alice", "/game undo")
    assert result.error is None and "Undone" in result.content_text()
    record, state = await service(driver).load(game)
    assert record.version == 3 and state.committed == [None, None]  # versions never go down
    assert await service(driver).store.list_actions(game) == []
    assert await service(driver).replay_check(game)
    del board

    await play(driver, "alice")
    await play(driver, "bob")  # bob's card revealed both: undo needs alice's consent
    result = await driver.slash("bob", "/game undo")
    assert result.error is None
    request = driver.last_message("general")
    assert request.mentions == ["alice"] and [b.label for b in request.buttons] == ["Agree", "Refuse"]
    record, _ = await service(driver).load(game)
    assert record.version == 5
    refused = await driver.click("bob", request, label="Agree")
    assert "responden los demás" in refused.content_text()
    agreed = await driver.click("alice", request, label="Agree")
    assert agreed.error is None
    record, state = await service(driver).load(game)
    assert record.version == 6 and state.winner_to_claim is None
    assert [a.action_text.split()[0] for a in await service(driver).store.list_actions(game)] == ["play"]
    assert any("undone" in m.content for m in texts(driver, request.id))


async def test_log_history_and_summary_at_the_end(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob", options="rounds=1")
    await driver.advance(timedelta(hours=2))
    await play(driver, "alice")
    await driver.advance(timedelta(hours=3))
    await play(driver, "bob")
    log = await driver.slash("carol", "/game log")
    assert "page 1 of 1 (2 actions)" in log.content_text() and "**Alice**: play" in log.content_text()
    download = await driver.slash("alice", "/game log download:true")
    attached = download.ephemeral[0].files[0]
    assert attached.name.endswith(".txt") and "2. " in attached.read_text()
    history = await driver.slash("alice", "/game history n:1")
    assert "after action 1 of 2" in history.content_text()
    assert "Waiting for: **Bob**" in history.ephemeral[0].text  # the past state, not today's
    # Its board counts as its header does (issue 37: not "move 3", today's move).
    assert history.ephemeral[0].embeds[0]["footer"]["text"].endswith("after action 1 of 2")
    assert "There is no action 9" in (await driver.slash("alice", "/game history n:9")).content_text()

    record, state = await service(driver).load(game)
    winner = next(u for u in ("alice", "bob")
                  if driver.world.user(u).id == record.user_of(state.winner_to_claim))
    await play(driver, winner, "claim")
    summary = driver.last_message("general")  # the game-over message carries the statistics
    assert "Game over" in summary.text and "Game summary" in summary.text
    assert "time taken 2h" in summary.text and "time taken 5h" in summary.text
    assert await service(driver).store.list_schedules(game) == []  # everything stops at the end
    mark = last_id(driver)
    await driver.advance(timedelta(days=3))
    assert texts(driver, mark) == []


async def test_idle_game_is_archived_and_a_move_revives_it(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob")
    assert (await driver.slash("alice", "/game reminders hours:0")).error is None
    assert (await driver.slash("alice", "/game archive days:2")).error is None
    await driver.advance(timedelta(days=1, hours=23))
    assert (await service(driver).load(game))[0].status == "active"
    await driver.advance(timedelta(hours=2))
    assert (await service(driver).load(game))[0].status == "archived"
    assert "archived" in driver.last_message("general").text
    await play(driver, "bob")
    record, _ = await service(driver).load(game)
    assert record.status == "active"
    assert any(r.kind == "archive" for r in await service(driver).store.list_schedules(game))


async def test_a_seat_cannot_go_to_someone_already_playing(driver: Driver) -> None:
    """Taking a second seat would show its hidden hand: the creator's replace refuses it."""
    game = await start_highcard(driver, "alice", "bob")
    before = await service(driver).load(game)
    bob_seat = await seat_of(driver, game, "bob")
    result = await driver.slash("alice", "/game replace player:Bob user:@alice")
    assert result.error is None
    assert "already plays in this game" in result.content_text()
    assert not result.public and not result.dms
    after = await service(driver).load(game)
    assert after[0].seats == before[0].seats
    # Someone new may take the seat.
    result = await driver.slash("alice", "/game replace player:Bob user:@carol")
    assert result.error is None and "already plays" not in result.content_text()
    record, _ = await service(driver).load(game)
    assert record.user_of(bob_seat) == driver.world.user("carol").id


async def test_a_ping_shows_the_deadline_the_turn_sync_before_its_board_planned(driver: Driver) -> None:
    """The deadline under a "your move" ping is the one planned for that turn by the sync the
    delivery runs before the board (taken from that sync, not read again)."""
    game = await start_highcard(driver, "alice", "bob")
    assert (await driver.slash("alice", "/game deadline preset:fast")).error is None
    await play(driver, "alice")
    mark = last_id(driver)
    await play(driver, "bob")  # both cards revealed: the round's winner must claim
    record, state = await service(driver).load(game)
    winner = state.winner_to_claim
    assert winner is not None
    [due] = [r.due_at for r in await service(driver).store.list_schedules(game)
             if r.kind == "deadline" and r.seat == winner]
    user = record.user_of(winner)
    [board] = [m for m in texts(driver, mark) if f"<@{user}>" in m.content]
    assert f"⌛ Deadline: <t:{int(due.timestamp())}:f>" in board.content, board.content
