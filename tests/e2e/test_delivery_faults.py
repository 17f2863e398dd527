"""Delivery under Discord's failures (issue 15, items 1-5; issue 20, item 4), through the offline
driver's fake REST layer: 5xx answers, timeouts, lost answers, outages, permanent refusals.

What must hold: nothing committed is lost (every board, DM, ping and notice arrives once Discord
answers again), nothing is posted twice, one game's failure never holds up another game or the
scheduler, and a player is told the truth about a move that was made.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

import i18n
from cogs._delivery import DELIVERY_CONCURRENCY
from offline import Driver
from offline.driver import InteractionResult
from offline.fake_discord import FakeMessage
from offline.faults import Fault
from tests.e2e.async_helpers import play, reminders, service, start_highcard
from tests.e2e.test_platform_support import latest_prompt, new_game, store_of

CHANNEL_POSTS = "/channels/{channel_id}/messages"


def boards(driver: Driver, channel: str = "general") -> list[FakeMessage]:
    """The public state messages (embed footer "Game #n · move v") of a channel."""
    out = []
    for message in driver.channel_messages(channel):
        footer = (message.embeds[0].get("footer") or {}).get("text", "") if message.embeds else ""
        if footer.startswith(("Game #", "Partida #")):
            out.append(message)
    return out


def footers(messages: list[FakeMessage]) -> list[str]:
    return [m.embeds[0]["footer"]["text"] for m in messages]


def assert_nothing_twice(driver: Driver, channel: str = "general") -> None:
    """No message of the channel (log lines, boards, notices) was posted twice."""
    texts = [m.text for m in driver.channel_messages(channel)]
    repeated = sorted({t for t in texts if texts.count(t) > 1})
    assert not repeated, repeated


async def pending(driver: Driver, game_row: int | None = None) -> list[object]:
    return await store_of(driver).pending_outbox(500, game=game_row)


async def test_an_outage_delays_but_never_drops_a_move_and_posts_it_once(driver: Driver) -> None:
    game = await new_game(driver, ("alice", "bob"), options="rounds=3")
    outage = driver.faults.outage(timedelta(minutes=10), via="http")  # the REST API only
    await play(driver, "alice")
    await play(driver, "bob")  # the round is decided: a board with a claim button, a ping
    assert await pending(driver, game)
    before = footers(boards(driver))
    for _ in range(9):  # the bot keeps trying, far more than four times
        await driver.advance(timedelta(minutes=1))
    assert footers(boards(driver)) == before and outage.hits > 4
    await driver.advance(timedelta(minutes=6))  # Discord answers again; the backoff is at most 5 min
    assert await pending(driver, game) == []
    after = footers(boards(driver))[len(before):]
    assert after == ["Game #1 · move 3"], after  # the current state, once (move 2's is superseded)
    assert "your move" in boards(driver)[-1].content  # with its ping
    record, _ = await service(driver).load(game)
    assert record.version == 3
    assert driver.errors == []


async def move_in(driver: Driver, game: int, channel: str) -> None:
    """A move by whichever player the game awaits (by command: prompts may not have arrived)."""
    record, state = await service(driver).load(game)
    seat = service(driver).awaiting(record, state)[0].seat
    name = next(n for n in ("alice", "bob") if driver.world.user(n).id == record.user_of(seat))
    move = service(driver).legal_texts(record, state, seat)[0]
    assert (await driver.slash(name, f'/game play action:"{move}"', channel=channel)).error is None


async def test_after_ten_bad_minutes_everything_waiting_goes_out_within_two_minutes(driver: Driver) -> None:
    """Issue 34.5: Discord fails 90% of calls for 10 minutes while three games move, the last
    moves in its last minute, then answers again. Games that failed often wait up to 5 minutes
    between tries (backoff), but the probe finds Discord back: within two of the driver's
    one-minute steps every waiting row is delivered, each board once, the current one last."""
    channels = ("general", "second", "third")
    for name in channels[1:]:
        driver.add_channel(name)
    games = [await new_game(driver, ("alice", "bob"), options="rounds=5", channel=c) for c in channels]
    bad = driver.faults.error_rate(0.9, via="http", seed=5)
    for minute in range(10):
        if minute in (0, 4, 9):
            for game, channel in zip(games, channels, strict=True):
                await move_in(driver, game, channel)
        await driver.advance(timedelta(minutes=1) if minute < 9 else timedelta(seconds=30))
    assert len({row.game for row in await pending(driver)}) == 3, "nothing waits: the test proves nothing"
    driver.faults.remove(bad)
    for _ in range(2):
        await driver.advance(timedelta(minutes=1))
    assert await pending(driver) == []
    for game, channel in zip(games, channels, strict=True):
        assert_nothing_twice(driver, channel)
        record, _ = await service(driver).load(game)
        assert footers(boards(driver, channel))[-1].endswith(f"move {record.version}")
    for name in ("alice", "bob"):
        dms = [m.text for m in driver.dms(name)]
        assert len(dms) == len(set(dms)), "a DM was sent twice"


async def test_thirty_percent_errors_lose_nothing_and_double_nothing(driver: Driver) -> None:
    game = await new_game(driver, ("alice", "bob"), options="rounds=3")
    driver.faults.error_rate(0.3, via="http", seed=5)
    for _ in range(2):
        await play(driver, "alice")
        await play(driver, "bob")
        record, state = await service(driver).load(game)
        winner_id = record.user_of(state.winner_to_claim)
        winner = next(n for n in ("alice", "bob") if driver.world.user(n).id == winner_id)
        await play(driver, winner, "claim")
    for _ in range(12):
        await driver.advance(timedelta(minutes=1))
    assert await pending(driver, game) == []
    shown = footers(boards(driver))
    assert len(shown) == len(set(shown)), shown  # never the same state twice
    assert shown[-1] == "Game #1 · move 7"
    dms = [m.text for m in driver.dms("alice")]
    assert len(dms) == len(set(dms)), "a DM was sent twice"


async def test_a_lost_answer_does_not_post_the_board_twice(driver: Driver) -> None:
    """Discord created the message but its answer never came: the retry carries the same nonce,
    so within Discord's window it gets that message back instead of posting a second one."""
    await new_game(driver, ("alice", "bob"))
    lost = driver.faults.fail_next(1, "lost", path=CHANNEL_POSTS)
    await play(driver, "alice")
    assert lost.hits == 1
    await driver.advance(timedelta(seconds=30))  # the retry, within the window
    shown = footers(boards(driver))
    assert shown == ["Game #1 · move 1", "Game #1 · move 2"], shown
    assert_nothing_twice(driver)
    assert await pending(driver) == []


async def test_after_the_nonce_window_the_bot_looks_before_posting_again(driver: Driver) -> None:
    await new_game(driver, ("alice", "bob"))
    driver.faults.fail_next(1, "lost", path=CHANNEL_POSTS)
    await play(driver, "alice")
    # The retry comes after Discord's nonce window (3 minutes offline): the bot finds the
    # message it created in the channel's history and records it instead of posting it again.
    driver.faults.outage(timedelta(minutes=8), via="http", path=CHANNEL_POSTS, method="POST")
    await driver.advance(timedelta(minutes=5))
    await driver.advance(timedelta(minutes=5))
    shown = footers(boards(driver))
    assert shown == ["Game #1 · move 1", "Game #1 · move 2"], shown
    assert_nothing_twice(driver)
    assert await pending(driver) == []


async def test_a_board_whose_deadline_a_restart_moved_is_still_found_and_not_posted_again(
        driver: Driver) -> None:
    """Discord created the board but the bot died before recording it; it starts again ten
    minutes later (beyond the nonce window), and the outage pushes back the deadline the board's
    ping shows: the board in the channel is still recognised (timestamps aside), not re-posted."""
    await start_highcard(driver, "alice", "bob")
    assert (await driver.slash("alice", "/game deadline preset:fast")).error is None
    store = store_of(driver)
    settle = store.settle_outbox

    async def dies_on_the_board(finish: Any, marks: Any, **kwargs: Any) -> bool:
        # The parts sent are recorded at the delivery's end: the process dies just before.
        if any("b" in parts for parts in marks.values()):
            raise RuntimeError("the process died here")
        return await settle(finish, marks, **kwargs)

    store.settle_outbox = dies_on_the_board
    await play(driver, "alice")
    await play(driver, "bob")  # the winner must claim: the board pings them with a deadline
    pinged = boards(driver)[-1]
    assert "Deadline" in pinged.text
    await driver.stop()
    driver.clock.advance(timedelta(minutes=10))
    await driver.start()  # a new process: the outage extends the deadline
    await driver.advance(timedelta(minutes=1))
    assert boards(driver)[-1].id == pinged.id, [m.text[:80] for m in boards(driver)[-2:]]
    assert_nothing_twice(driver)
    assert await pending(driver) == []


async def test_one_games_timeouts_and_bad_rows_stop_no_other_game_nor_the_scheduler(driver: Driver) -> None:
    driver.add_channel("other")
    first = await new_game(driver, ("alice", "bob"))
    second = await new_game(driver, ("carol", "bob"), channel="other")
    stuck = driver.faults.add(Fault(
        "timeout", url_contains=f"/channels/{driver.channel('general').id}/"))
    # An outbox row nobody can read, in the first game.
    store = store_of(driver)
    async with store.write() as db:
        await db.execute("INSERT INTO outbox (game, version, kind, payload, created_at)"
                         " VALUES (?, 1, 'public_state', '{not json', '2026-01-05T12:00:00.000000+00:00')",
                         (first,))
    await play(driver, "alice")  # its board times out
    mark = driver.channel_messages("other")[-1].id
    await driver.advance(timedelta(hours=25))  # the second game's reminders fall due meanwhile
    posted = [m for m in driver.channel_messages("other") if m.id > mark]
    assert reminders(posted), [m.text for m in posted]
    record, state = await service(driver).load(second)
    move = service(driver).legal_texts(record, state, record.seats_of(driver.world.user("carol").id)[0])[0]
    result = await driver.slash("carol", f'/game play action:"{move}"', channel="other")
    assert result.error is None and result.ephemeral[0].text.startswith("✅")
    assert boards(driver, "other")[-1].embeds[0]["footer"]["text"].endswith("move 2")
    driver.faults.remove(stuck)
    await driver.advance(timedelta(minutes=6))
    assert await pending(driver, first) == [] and await pending(driver, second) == []
    assert footers(boards(driver))[-1] == "Game #1 · move 2"
    bad = [r for r in (await store.dump())["outbox"] if r[4] == "{not json"]
    assert bad and bad[0][6] is not None and "invalid row" in bad[0][8]  # closed, with the reason


async def test_a_channel_that_is_gone_is_given_up_and_the_creator_told(driver: Driver) -> None:
    game = await new_game(driver, ("alice", "bob"))
    driver.faults.add(Fault(
        "unknown_channel", url_contains=f"/channels/{driver.channel('general').id}/"))
    await play(driver, "alice")
    await play(driver, "bob")
    assert await pending(driver, game) == []  # not retried forever
    rows = (await store_of(driver).dump())["outbox"]  # (id, game, version, kind, ..., last_error, ...)
    boards_given_up = [r for r in rows if r[3] == "public_state" and r[8]]
    assert boards_given_up and all("unknown_channel" in r[8] for r in boards_given_up)
    told = [m.text for m in driver.dms("alice") if "can no longer post" in m.text]
    assert len(told) == 1 and i18n.t("flow.lost.unknown_channel", "en") in told[0]
    await driver.advance(timedelta(minutes=10))
    assert len([m for m in driver.dms("alice") if "can no longer post" in m.text]) == 1  # once


async def test_reminders_and_deadline_notices_survive_a_failure_and_a_restart(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob", "carol")
    await play(driver, "carol")
    mark = driver.channel_messages("general")[-1].id
    failing = driver.faults.fail_next(1, "503", path=CHANNEL_POSTS, method="POST")
    await driver.advance(timedelta(hours=25))  # the reminder is claimed, its post fails
    assert failing.hits >= 1
    await driver.restart()  # as if the process died there
    await driver.advance(timedelta(hours=1))
    sent = reminders([m for m in driver.channel_messages("general") if m.id > mark])
    assert len(sent) == 1 and sorted(sent[0].mentions) == ["alice", "bob"]
    assert await pending(driver, game) == []


async def test_a_committed_move_is_confirmed_even_when_replies_and_delivery_fail(driver: Driver) -> None:
    await new_game(driver, ("alice", "bob"))
    prompt = latest_prompt(driver, "alice")
    assert prompt is not None
    button = next(b for b in prompt.buttons if (b.custom_id or "").startswith("ag:a:"))
    driver.faults.fail_next(1, "500", via="webhook", method="PATCH")  # the "✅" edit, once
    driver.faults.fail_next(1, "timeout", path=CHANNEL_POSTS)  # and the board
    result = await driver.click("alice", prompt, custom_id=button.custom_id)
    texts = [m.text for m in result.ephemeral]
    assert texts and texts[0].startswith("✅"), texts
    assert not any(i18n.t("flow.err.internal", "en") in t for t in texts)
    assert result.error is None
    await driver.advance(timedelta(minutes=1))
    assert await pending(driver) == []


async def test_an_internal_error_is_answered_once_and_truthfully(driver: Driver, monkeypatch) -> None:
    await new_game(driver, ("alice", "bob"))

    async def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(type(driver.bot.flow), "show_private", broken)
    result = await driver.slash("alice", "/game view")
    assert [m.text for m in result.ephemeral] == ["⚠️ " + i18n.t("flow.err.internal", "en")]

    # A bug after the move was committed: the player is told the move stands.
    async def broken_confirm(*args: object, **kwargs: object) -> None:
        raise RuntimeError("a bug after the commit")

    monkeypatch.setattr(type(driver.bot.flow), "confirm_move", broken_confirm)
    record, state = await service(driver).load(1)
    move = service(driver).legal_texts(record, state, record.seats_of(driver.world.user("bob").id)[0])[0]
    result = await driver.slash("bob", f'/game play action:"{move}"')
    assert [m.text for m in result.ephemeral] == ["⚠️ " + i18n.t("flow.err.after_move", "es")]
    record, _ = await service(driver).load(1)
    assert record.version == 2


async def test_start_up_delivers_a_backlog_of_any_size_oldest_first(driver: Driver) -> None:
    """More rows than the old 1,000-row cap, left behind the bot's back (as a crash would)."""
    svc = service(driver)
    users = [driver.world.user(n).id for n in ("alice", "bob")]
    games = []
    for n in range(12):
        channel = driver.add_channel(f"table-{n}")
        record = await svc.create(driver.world.guild_id, channel.id, None, "highcard", users[0],
                                  {"rounds": 1})
        await svc.join(record.id, users[1])
        if n == 0:  # the oldest game left 1,200 rows (lobby rows: no message each, cheap to deliver)
            async with store_of(driver).write() as db:
                await db.executemany(
                    "INSERT INTO outbox (game, version, kind, payload, created_at) VALUES (?, 0, 'lobby', ?,"
                    " '2026-01-05T12:00:00.000000+00:00')",
                    [(record.id, f'{{"event": "joined", "user_id": {users[1]}}}')] * 1200)
        await svc.start(record.id, users[0], seed=n)
        games.append(record.id)
    assert len(await store_of(driver).pending_outbox(5000)) > 1200
    await driver.restart()
    assert await store_of(driver).pending_outbox(5000) == []
    firsts = [boards(driver, f"table-{n}")[0].id for n in range(12)]
    # Oldest first, a few games at a time: no game is overtaken by one started much later.
    window = 2 * DELIVERY_CONCURRENCY
    assert all(firsts[n] < firsts[n + window] for n in range(12 - window))


async def test_a_dashboard_edit_that_failed_is_made_at_the_next_poll_or_start(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob")
    dashboard = (await service(driver).store.get_turns(game)).dashboard_message
    edits = "/channels/{channel_id}/messages/{message_id}"
    # The dashboard's edit only (an older board's buttons are cleared by an edit too).
    driver.faults.fail_next(1, "503", method="PATCH", path=edits, url_contains=f"/messages/{dashboard}")
    await play(driver, "alice")
    assert "Last action" not in driver.message(dashboard).text  # the edit failed
    await driver.advance(timedelta(minutes=1))
    assert "Last action: **Alice**" in driver.message(dashboard).text

    driver.faults.fail_next(1, "503", method="PATCH", path=edits, url_contains=f"/messages/{dashboard}")
    await play(driver, "bob")
    assert "Last action: **Bob**" not in driver.message(dashboard).text
    await driver.restart()  # as if the bot died before editing it
    assert "Last action: **Bob**" in driver.message(dashboard).text


async def test_a_dashboard_posted_but_not_recorded_is_not_posted_again(driver: Driver) -> None:
    assert (await driver.slash("alice", "/game new game:highcard")).error is None
    assert (await driver.slash("bob", "/game join")).error is None
    driver.faults.fail_next(1, "lost", path=CHANNEL_POSTS)  # the dashboard: created, answer lost
    assert (await driver.slash("alice", "/game start")).error is None
    await driver.advance(timedelta(minutes=1))
    dashboards = [m for m in driver.channel_messages() if m.text.startswith("📋")]
    assert len(dashboards) == 1, [m.text[:40] for m in dashboards]
    assert await pending(driver) == []


@pytest.mark.parametrize("part", ["b", "d"])
async def test_a_board_or_dm_sent_just_before_a_kill_is_not_sent_again_after_the_nonce_window(
        driver: Driver, part: str) -> None:
    """Issue 34.6: the process dies after Discord created the board (or a DM) and before it was
    recorded; it starts again ten minutes later, beyond the nonce window. The message is found
    in the channel (or the DM) and recorded, not posted a second time."""
    await start_highcard(driver, "alice", "bob")
    store = store_of(driver)
    settle = store.settle_outbox
    died: list[str] = []

    async def dies_there(finish: Any, marks: Any, **kwargs: Any) -> bool:
        # The parts sent are recorded at the delivery's end: the process dies just before.
        if any(part in parts for parts in marks.values()) and not died:
            died.append(part)
            raise RuntimeError("the process died here")
        return await settle(finish, marks, **kwargs)

    store.settle_outbox = dies_there
    await play(driver, "alice")
    assert died == [part]
    before = {name: [m.text for m in driver.dms(name)] for name in ("alice", "bob")}
    await driver.stop()
    driver.clock.advance(timedelta(minutes=10))
    await driver.start()
    await driver.advance(timedelta(minutes=1))
    assert await pending(driver) == []
    assert_nothing_twice(driver)
    for name in ("alice", "bob"):
        dms = [m.text for m in driver.dms(name)]
        assert len(dms) == len(set(dms)) and dms[:len(before[name])] == before[name], name


async def test_a_status_message_posted_just_before_a_kill_is_not_posted_again_after_the_nonce_window(
        driver: Driver) -> None:
    """Issue 34.6: the status message was posted and the process died before recording it; ten
    minutes later (beyond its nonce's window) it is found by its title and kept, not re-posted."""
    store = store_of(driver)

    async def dies(*args: object, **kwargs: object) -> None:
        raise RuntimeError("the process died here")

    store.set_dashboard = dies
    await start_highcard(driver, "alice", "bob")
    await driver.stop()
    driver.clock.advance(timedelta(minutes=10))
    await driver.start()
    await driver.advance(timedelta(minutes=1))
    dashboards = [m for m in driver.channel_messages() if m.text.startswith("📋")]
    assert len(dashboards) == 1, [m.text[:40] for m in dashboards]
    turns = await store_of(driver).get_turns(1)
    assert turns is not None and turns.dashboard_message == dashboards[0].id
    await play(driver, "alice")  # and it is the one kept up to date
    assert "Last action: **Alice**" in driver.message(dashboards[0].id).text


async def command_through_a_failed_post(driver: Driver, user: str, command: str,
                                       status: str = "503") -> tuple[InteractionResult, int]:
    """`command` by `user` while the channel's next post fails; the retry is let run. The change
    is made and the player hears so (no internal error). Returns (the reply, the id of the
    channel's last message before)."""
    mark = driver.channel_messages("general")[-1].id
    failing = driver.faults.fail_next(1, status, path=CHANNEL_POSTS, method="POST")
    result = await driver.slash(user, command)
    assert failing.hits == 1 and result.error is None
    assert not any(i18n.t("flow.err.internal", "en") in m.text for m in result.ephemeral)
    await driver.advance(timedelta(minutes=2))  # the retry
    return result, mark


async def test_channel_lines_of_undo_and_admin_actions_survive_a_failure_and_say_the_truth(
        driver: Driver) -> None:
    """The lines the async-play cog words (undo done, an admin's pause) go through the outbox:
    a failed post is retried and arrives once, and the player hears that the change was made."""
    game = await start_highcard(driver, "alice", "bob")
    await play(driver, "alice")
    undo, mark = await command_through_a_failed_post(driver, "alice", "/game undo")
    assert "Undone" in undo.content_text()
    assert await pending(driver, game) == []
    posted = [m.content for m in driver.channel_messages("general") if m.id > mark]
    assert sum("undid" in t or "undone" in t for t in posted) == 1, posted

    pause, mark = await command_through_a_failed_post(driver, "alice", "/game admin pause", "500")
    assert i18n.t("admin.done", "en") in pause.content_text()
    assert await service(driver).store.admin_log(game)  # the pause was made and logged
    posted = [m.content for m in driver.channel_messages("general") if m.id > mark]
    assert sum("Admin action" in t and "paused" in t for t in posted) == 1, posted
    assert await pending(driver, game) == []
    assert_nothing_twice(driver)
    assert driver.errors == []


async def test_abandon_lines_reach_the_channel_through_a_failure_in_a_lobby_and_in_play(
        driver: Driver) -> None:
    """A vote to abandon and an abandon are told in the channel even when that post fails once;
    a game still in its lobby is told too."""
    game = await start_highcard(driver, "alice", "bob", "carol")
    _, mark = await command_through_a_failed_post(driver, "bob", "/game abandon")
    posted = [m.content for m in driver.channel_messages("general") if m.id > mark]
    assert sum("Bob" in t and "abandon" in t for t in posted) == 1, posted
    assert (await service(driver).load(game))[0].status == "active"  # one vote of three
    assert await pending(driver, game) == []

    driver.add_channel("other")
    lobby = await driver.slash("dave", "/game new highcard", channel="other")
    assert lobby.error is None
    mark = driver.channel_messages("other")[-1].id
    assert (await driver.slash("dave", "/game abandon", channel="other")).error is None
    posted = [m.content for m in driver.channel_messages("other") if m.id > mark]
    assert any("Dave" in t and "abandon" in t for t in posted), posted
    assert_nothing_twice(driver)
    assert driver.errors == []


async def test_an_undo_prompt_whose_post_failed_arrives_and_can_be_answered(driver: Driver) -> None:
    """An undo that needs consent is pending once asked; its prompt (the only way to answer) goes
    through the outbox, so a failed post is retried, and answering settles the prompt posted."""
    game = await start_highcard(driver, "alice", "bob")
    await play(driver, "alice")
    await play(driver, "bob")  # bob's card revealed both: undo needs alice's consent
    _, mark = await command_through_a_failed_post(driver, "bob", "/game undo")
    prompts = [m for m in driver.channel_messages("general") if m.id > mark and m.buttons]
    assert len(prompts) == 1 and prompts[0].mentions == ["alice"]
    request = (await service(driver).load(game))[0].settings["undo_request"]
    assert request["prompt"]["message"] == prompts[0].id  # recorded, to settle it there
    agreed = await driver.click("alice", prompts[0], label="Agree")
    assert agreed.error is None
    record, state = await service(driver).load(game)
    assert state.winner_to_claim is None and "undo_request" not in record.settings
    assert driver.message(prompts[0].id).buttons == []  # settled: no buttons left
    assert await pending(driver, game) == []
    assert_nothing_twice(driver)
