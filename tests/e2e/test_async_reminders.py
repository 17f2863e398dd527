"""Dashboard, reminders (interval, escalation, quiet hours, restarts, late note), vacation, next-DM."""

from __future__ import annotations

from datetime import timedelta

from offline import Driver, FakeClock
from tests.e2e.async_helpers import last_id, play, reminders, service, start_highcard, texts


async def test_dashboard_is_edited_in_place_and_never_pings(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob")
    turns = await service(driver).store.get_turns(game)
    dashboard = driver.message(turns.dashboard_message)
    assert "Waiting for **Alice**" in dashboard.text and "Waiting for **Bob**" in dashboard.text
    assert "<t:" in dashboard.text and dashboard.allowed_mentions == {"parse": []}
    assert dashboard.mentions == []

    await play(driver, "alice")
    turns = await service(driver).store.get_turns(game)
    again = driver.message(turns.dashboard_message)
    assert again.id == dashboard.id and again.edited_at is not None
    assert "Waiting for **Alice**" not in again.text and "Waiting for **Bob**" in again.text
    assert "Last action: **Alice**" in again.text


async def test_reminders_at_the_interval_escalate_and_mention_only_the_awaited(driver: Driver) -> None:
    await start_highcard(driver, "alice", "bob", "carol")
    await play(driver, "carol")  # carol is no longer awaited
    mark = last_id(driver)
    await driver.advance(timedelta(hours=23))
    assert reminders(texts(driver, mark)) == []

    await driver.advance(timedelta(hours=2))
    sent = reminders(texts(driver, mark))
    assert len(sent) == 1  # one message for the game, naming everyone awaited
    assert sorted(sent[0].mentions) == ["alice", "bob"]
    assert "a reminder" in sent[0].content and "choose a card" in sent[0].content
    users = sent[0].allowed_mentions["users"]
    assert sorted(map(int, users)) == sorted(driver.world.user(n).id for n in ("alice", "bob"))

    mark = last_id(driver)
    await driver.advance(timedelta(hours=24))
    assert "second reminder" in reminders(texts(driver, mark))[0].content
    mark = last_id(driver)
    await driver.advance(timedelta(hours=24))
    assert "reminder #3" in reminders(texts(driver, mark))[0].content


async def test_per_player_interval_off_and_quiet_hours(driver: Driver) -> None:
    await start_highcard(driver, "alice", "bob")  # clock: Monday 12:00 UTC
    assert (await driver.slash("bob", "/me reminders hours:0")).error is None
    assert (await driver.slash("alice", "/me timezone zone:UTC+2")).error is None
    result = await driver.slash("alice", "/me quiet start:13 end:16")  # 11:00-14:00 UTC
    assert "13:00" in result.content_text()
    mark = last_id(driver)
    await driver.advance(timedelta(hours=24, minutes=30))  # 12:30 UTC = 14:30 local: quiet
    assert reminders(texts(driver, mark)) == []
    await driver.advance(timedelta(hours=1))  # 13:30 UTC: still quiet
    assert reminders(texts(driver, mark)) == []
    await driver.advance(timedelta(hours=1))  # 14:30 UTC = 16:30 local
    sent = reminders(texts(driver, mark))
    assert len(sent) == 1 and sent[0].mentions == ["alice"]  # bob turned his off


async def test_no_duplicate_after_restart_and_a_late_reminder_says_so(driver: Driver,
                                                                      clock: FakeClock) -> None:
    await start_highcard(driver, "alice", "bob")
    mark = last_id(driver)
    await driver.advance(timedelta(hours=25))
    assert len(reminders(texts(driver, mark))) == 1
    await driver.restart()
    await driver.advance(timedelta(minutes=1))
    assert len(reminders(texts(driver, mark))) == 1  # the restart sent nothing again

    await driver.stop()
    clock.advance(timedelta(hours=40))  # the next reminder (due after 49 h) falls in the outage
    await driver.start()
    late = reminders(texts(driver, mark))[1:]
    assert len(late) == 1 and "Sent late" in late[0].content and "second reminder" in late[0].content
    await driver.advance(timedelta(minutes=5))
    await driver.restart()
    assert len(reminders(texts(driver, mark))) == 2  # once, not once per restart


async def test_pause_vacation_and_tell_me_when_im_next(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob")
    assert (await driver.slash("alice", "/game deadline preset:fast")).error is None
    result = await driver.slash("bob", "/me vacation days:2")
    assert result.error is None and "en tu partida" in result.content_text()  # bob reads Spanish
    assert "away until" in driver.last_message("general").text
    assert (await driver.slash("alice", "/me pause hours:30")).error is None
    assert (await driver.slash("bob", "/me next on:true")).error is None
    mark = last_id(driver)
    await driver.advance(timedelta(hours=25))
    assert reminders(texts(driver, mark)) == []  # alice paused, bob away
    passed = [m for m in texts(driver, mark) if "deadline has passed" in m.content]
    assert [m.mentions for m in passed] == [["alice"]]  # bob's clock is stopped
    await driver.advance(timedelta(hours=6))  # alice's pause is over; bob is still away
    sent = reminders(texts(driver, mark))
    assert len(sent) == 1 and sent[0].mentions == ["alice"]
    deadlines = await service(driver).store.list_schedules(game)
    bob = driver.world.user("bob").id
    assert all(r.due_at > driver.clock.now() for r in deadlines if r.kind == "deadline" and r.user_id == bob)

    # Bob's deadline clock stood still for his two days away: 4 h after they end, it passes.
    await driver.advance(timedelta(hours=17 + 4))
    passed = [m for m in texts(driver, mark) if "deadline has passed" in m.content]
    assert [m.mentions for m in passed] == [["alice"], ["bob"]]

    # "Tell me when I'm next": a DM when the player becomes awaited (both opted in).
    assert (await driver.slash("alice", "/me next on:true")).error is None
    before = {name: len(driver.dms(name)) for name in ("alice", "bob")}
    await play(driver, "alice")
    await play(driver, "bob")  # both committed: the round's winner alone must claim the point
    record, state = await service(driver).load(game)
    winner = next(n for n in ("alice", "bob")
                  if driver.world.user(n).id == record.user_of(state.winner_to_claim))
    loser = "bob" if winner == "alice" else "alice"
    assert any(m.text.startswith("⏳") and "<#" in m.text for m in driver.dms(winner)[before[winner]:])
    assert not any(m.text.startswith("⏳") for m in driver.dms(loser)[before[loser]:])
