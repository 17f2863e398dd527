"""Async play a group can trust over weeks (issue 16): fair undo, deadlines that count from when
they are set, reminders before deadlines, DMs that come back, and the group's conveniences."""

from __future__ import annotations

from datetime import timedelta

import pytest

from offline import Driver
from offline.fake_discord import FakeMessage
from tests.e2e.async_helpers import last_id, play, reminders, service, start_highcard, texts
from tests.e2e.test_tigris_e2e import seeded


async def dump(driver: Driver) -> dict:
    """Every game table (users' remembered names and languages may change: that is no game change)."""
    return {k: v for k, v in (await service(driver).store.dump()).items() if k != "users"}


# --------------------------------------------------------------------------- fair undo
async def test_the_creator_undoes_by_the_same_rule_as_everyone(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob")
    await play(driver, "alice")
    await play(driver, "bob")  # revealed both cards
    before = await service(driver).store.list_actions(game)
    result = await driver.slash("alice", "/game undo")  # the creator's own last action
    assert result.error is None
    assert "Undone" not in result.content_text()
    prompt = driver.last_message("general")
    assert prompt.mentions == ["bob"] and [b.label for b in prompt.buttons] == ["Agree", "Refuse"]
    assert await service(driver).store.list_actions(game) == before  # nothing undone without bob


async def test_nobody_undoes_a_draw_to_see_the_same_tiles_again(driver: Driver,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    seeded(monkeypatch, 257)
    for name in ("alice", "bob"):
        args = "/game new game:tigris" if name == "alice" else "/game join"
        assert (await driver.slash(name, args)).error is None
    assert (await driver.slash("alice", "/game start")).error is None
    record = await service(driver).store.get_game_by_channel(driver.channel("general").id)
    game = record.id
    record, state = await service(driver).load(game)
    active = next(n for n in ("alice", "bob") if driver.world.user(n).id == record.user_of(state.active))
    for _ in range(2):  # two tile placements end the turn: the player draws two tiles
        record, state = await service(driver).load(game)
        legal = service(driver).legal_texts(record, state, state.active)
        tile = next(t for t in legal if t.startswith("tile"))
        await play(driver, active, tile, game_row=game)
    before = await dump(driver)
    mark = last_id(driver)
    result = await driver.slash(active, "/game undo")
    assert "drew hidden tiles or cards" in result.content_text() or \
        "robó losetas o cartas ocultas" in result.content_text()
    forced = await driver.slash("alice", "/game admin undo")  # not even as an admin action
    assert "can't be undone" in forced.content_text()
    assert texts(driver, mark) == [] and await dump(driver) == before


async def test_a_forced_undo_is_a_public_logged_admin_action(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob", "carol")
    await play(driver, "alice")
    await play(driver, "bob")
    before = await dump(driver)
    refused = await driver.slash("carol", "/game admin undo")  # neither creator nor moderator
    assert "Only the game's creator or a server moderator" in refused.content_text()
    assert await dump(driver) == before

    mark = last_id(driver)
    result = await driver.slash("alice", "/game admin undo")
    assert result.error is None
    posted = [m.text for m in texts(driver, mark)]
    assert any("Admin action" in t and "Alice" in t and "the game's creator" in t and "Bob" in t
               for t in posted), posted
    actions = await service(driver).store.list_actions(game)
    assert [a.seat for a in actions] == [await _seat(driver, game, "alice")]  # bob's move is gone
    entries = await service(driver).store.admin_log(game)
    assert [(e.action, e.role, e.user_id) for e in entries] == [("undo", "creator",
                                                                  driver.world.user("alice").id)]
    log = await driver.slash("carol", "/game log")
    assert "🛡️ **Alice** (the game's creator): forced an undo of Bob's" in log.content_text()


async def _seat(driver: Driver, game: int, name: str) -> int:
    record, _ = await service(driver).load(game)
    return int(record.seats_of(driver.world.user(name).id)[0])


async def test_the_undo_prompt_is_not_duplicated_and_is_settled(driver: Driver) -> None:
    await start_highcard(driver, "alice", "bob", "carol")
    for name in ("alice", "bob", "carol"):
        await play(driver, name)
    assert (await driver.slash("bob", "/game undo")).error is None
    prompt = driver.last_message("general")
    mark = last_id(driver)
    again = await driver.slash("bob", "/game undo")  # bob reads Spanish
    assert "ya hay una petición de deshacer esperando" in again.content_text().lower()
    assert f"/{prompt.channel_id}/{prompt.id}" in again.content_text()
    assert texts(driver, mark) == []  # no second prompt

    refused = await driver.click("alice", prompt, label="Refuse")
    assert refused.error is None
    settled = driver.message(prompt.id)
    assert settled.buttons == [] and "refused by Alice" in settled.text
    before = await dump(driver)
    late = await driver.click("carol", prompt, label="Agree", stale_client=True)  # before the edit arrived
    assert "was refused" in late.content_text() and "moved on" not in late.content_text()
    assert await dump(driver) == before


async def test_an_undo_request_the_game_moved_past_is_marked_lapsed(driver: Driver) -> None:
    await start_highcard(driver, "alice", "bob", "carol")
    await play(driver, "alice")
    await play(driver, "bob")
    assert (await driver.slash("alice", "/game undo")).error is None  # bob moved since: consent needed
    prompt = driver.last_message("general")
    assert [b.label for b in prompt.buttons] == ["Agree", "Refuse"]
    await play(driver, "carol")
    settled = driver.message(prompt.id)
    assert settled.buttons == [] and "lapsed" in settled.text
    late = await driver.click("bob", prompt, label="Agree", stale_client=True)
    assert "caducó: alguien jugó" in late.content_text()


# --------------------------------------------------------------------------- deadlines and reminders
def voted(messages: list[FakeMessage]) -> list[FakeMessage]:
    return [m for m in messages if "deadline has passed" in m.content]


async def test_an_ordinary_tigris_turn_goes_to_the_vote_not_to_its_default(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    seeded(monkeypatch, 257)
    assert (await driver.slash("alice", "/game new game:tigris")).error is None
    assert (await driver.slash("bob", "/game join")).error is None
    assert (await driver.slash("alice", "/game start")).error is None
    game = (await service(driver).store.get_game_by_channel(driver.channel("general").id)).id
    assert (await driver.slash("alice", "/game deadline preset:fast")).error is None
    mark = last_id(driver)
    await driver.advance(timedelta(hours=4, minutes=1))
    assert await service(driver).store.list_actions(game) == []  # no "pass" played for them
    vote = voted(texts(driver, mark))
    assert len(vote) == 1
    assert [b.label for b in vote[0].buttons] == ["Skip this turn", "Autoplay this once", "Give more time"]
    help_text = (await driver.slash("alice", "/game help")).content_text()
    assert "the other players vote" in help_text and "no support committed" in help_text


def test_only_out_of_turn_answers_the_rules_settle_have_a_rule_default() -> None:
    """Over robot games of every product game, the decisions a deadline settles by itself are
    exactly the out-of-turn answers the rulebooks settle; ordinary turns go to the vote."""
    import random

    from engine import registry
    from engine.core import apply
    from service.scheduling import rule_default

    settled: dict[str, set[str]] = {}
    voted: dict[str, set[str]] = {}
    for game_id, players in (("tigris", 3), ("antike", 3), ("age_of_heroes", 3)):
        game = registry.get(game_id)
        for seed in range(3):
            rnd = random.Random(seed)
            state = game.setup(players, game.parse_options({}), seed)
            for _ in range(400):
                if game.is_over(state):
                    break
                decisions = game.awaiting(state)
                for d in decisions:
                    into = settled if rule_default(game, d) is not None else voted
                    into.setdefault(game_id, set()).add(d.kind)
                seat = rnd.choice(sorted({d.seat for d in decisions}))
                state = apply(game, state, seat, game.autoplay(state, seat, rnd), in_place=True).state
    assert settled["tigris"] == {"support"}
    assert "action" in voted["tigris"]
    assert settled["antike"] <= {"battle_demand"} and "rondel" in voted["antike"]
    assert settled["age_of_heroes"] <= {"tribe", "market", "luck", "defend", "barbarians"}
    assert "action" in voted["age_of_heroes"]


async def test_a_deadline_set_late_counts_from_when_it_was_set_and_warns(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "carol")
    await play(driver, "alice")
    await driver.advance(timedelta(hours=30))  # carol has been awaited for 30 hours
    mark = last_id(driver)
    result = await driver.slash("alice", "/game deadline preset:fast")
    assert result.error is None
    warning = [m for m in texts(driver, mark) if "now has deadlines" in m.content]
    assert len(warning) == 1 and warning[0].mentions == ["carol"]
    due = driver.clock.now() + timedelta(hours=4)
    assert f"<t:{int(due.timestamp())}:f>" in warning[0].content
    await driver.advance(timedelta(minutes=1))
    assert voted(texts(driver, mark)) == [] and len(await service(driver).store.list_actions(game)) == 1
    await driver.advance(timedelta(hours=3, minutes=58))
    assert voted(texts(driver, mark)) == []
    await driver.advance(timedelta(minutes=2))
    assert [m.mentions for m in voted(texts(driver, mark))] == [["carol"]]


async def test_reminders_come_before_the_deadline_and_show_it(driver: Driver) -> None:
    await start_highcard(driver, "alice", "carol")
    assert (await driver.slash("alice", "/game deadline preset:daily")).error is None
    await play(driver, "alice")
    start = driver.clock.now()
    due = f"<t:{int((start + timedelta(hours=24)).timestamp())}:f>"
    mark = last_id(driver)
    await driver.advance(timedelta(hours=12, minutes=1))  # halfway
    sent = reminders(texts(driver, mark))
    assert len(sent) == 1 and sent[0].mentions == ["carol"] and due in sent[0].content
    mark = last_id(driver)
    await driver.advance(timedelta(hours=9))  # three hours before
    sent = reminders(texts(driver, mark))
    assert len(sent) == 1 and "second reminder" in sent[0].content and due in sent[0].content
    mark = last_id(driver)
    await driver.advance(timedelta(hours=3))  # the deadline itself: a vote, no reminder with it
    assert reminders(texts(driver, mark)) == [] and len(voted(texts(driver, mark))) == 1


async def test_no_reminder_for_a_decision_its_deadline_already_settled(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob")
    assert (await driver.slash("alice", "/game deadline preset:daily")).error is None
    await play(driver, "alice")
    await play(driver, "bob")  # the winner must claim: a rule default at its deadline
    board = driver.last_message("general")
    record, state = await service(driver).load(game)
    winner = "alice" if record.user_of(state.winner_to_claim) == driver.world.user("alice").id else "bob"
    assert "Deadline" in board.content or "Plazo" in board.content  # the ping shows when it is due
    assert f"<t:{int((driver.clock.now() + timedelta(hours=24)).timestamp())}:f>" in board.content
    mark = last_id(driver)
    await driver.advance(timedelta(hours=25))  # reminders and the deadline all fell due at once
    assert any("default was played" in m.content for m in texts(driver, mark))
    assert [m for m in reminders(texts(driver, mark)) if winner in m.mentions] == []


async def test_the_first_reminder_after_a_new_interval_is_the_first(driver: Driver) -> None:
    await start_highcard(driver, "alice", "carol")
    await play(driver, "alice")
    assert (await driver.slash("alice", "/game reminders hours:2")).error is None
    mark = last_id(driver)
    await driver.advance(timedelta(hours=2, minutes=1))
    sent = reminders(texts(driver, mark))
    assert len(sent) == 1 and "a reminder" in sent[0].content and "second" not in sent[0].content
    await driver.advance(timedelta(hours=2))
    assert "second reminder" in reminders(texts(driver, mark))[-1].content


# --------------------------------------------------------------------------- DMs that come back
def hands(messages: list[FakeMessage]) -> list[FakeMessage]:
    return [m for m in messages if "hand" in m.text]


async def test_a_player_who_opens_their_dms_gets_them_again(driver: Driver) -> None:
    await start_highcard(driver, "alice", "dave")  # dave's DMs are closed
    board = next(m for m in reversed(driver.channel_messages("general")) if m.embeds)
    assert "dave" in board.mentions
    assert "your direct messages are closed" in board.content and "My view" in board.content \
        and "/game view" in board.content
    assert driver.dms("dave") == []

    promised = await driver.slash("dave", "/me next on:true")
    assert "can't send you direct messages" in promised.content_text()

    driver.world.user("dave").dms_open = True  # dave opens his DMs during the game
    await driver.advance(timedelta(minutes=5))
    await driver.slash("dave", "/game status")  # any command: what he missed arrives
    assert len(hands(driver.dms("dave"))) == 1
    await play(driver, "alice")
    await play(driver, "dave")  # a new private change reaches him too
    assert len(hands(driver.dms("dave"))) >= 2
    board = next(m for m in reversed(driver.channel_messages("general")) if m.embeds)
    assert "direct messages are closed" not in board.content


async def test_dms_are_tried_again_at_the_next_private_change(driver: Driver) -> None:
    await start_highcard(driver, "alice", "dave")
    driver.world.user("dave").dms_open = True  # opened, but dave uses no command
    await play(driver, "alice")
    await play(driver, "dave")
    assert hands(driver.dms("dave"))
    promised = await driver.slash("dave", "/me next on:true")
    assert "can't send" not in promised.content_text()


# --------------------------------------------------------------------------- what a group expects
async def test_catchup_shows_what_happened_since_your_last_move(driver: Driver) -> None:
    await start_highcard(driver, "alice", "bob", "carol")
    await play(driver, "alice")
    await driver.advance(timedelta(hours=5))
    await play(driver, "bob")
    await play(driver, "carol")  # the three cards are revealed
    before = await dump(driver)
    digest = await driver.slash("alice", "/game catchup")
    assert digest.error is None and not digest.public
    text = digest.ephemeral[-1].content
    assert "Since your last move" in text and "2 actions" in text
    assert "**Bob**" in text and "**Carol**" in text and "**Alice**" not in text
    assert digest.ephemeral[-1].embeds  # with the board as it is now
    spanish = await driver.slash("bob", "/game catchup")
    assert "Desde tu última jugada" in spanish.content_text() and "una acción" in spanish.content_text()

    board = next(m for m in reversed(driver.channel_messages("general")) if m.embeds)
    clicked = await driver.click("dave", board, label="Catch up")  # a spectator: since the start
    assert "Since the start" in clicked.content_text() and "3 actions" in clicked.content_text()
    assert not clicked.public and await dump(driver) == before


async def test_the_status_message_is_pinned(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob")
    turns = await service(driver).store.get_turns(game)
    assert driver.channel("general").pinned_ids == [turns.dashboard_message]
    assert (await driver.slash("alice", "/game abandon")).error is None
    assert driver.channel("general").pinned_ids == []  # a closed game's status is unpinned


async def test_without_pin_permission_the_status_comes_back_down_once_a_day(driver: Driver) -> None:
    driver.deny_bot("general", "pin_messages", "manage_messages")
    game = await start_highcard(driver, "alice", "bob", "carol")
    first = (await service(driver).store.get_turns(game)).dashboard_message
    assert driver.channel("general").pinned_ids == []
    await play(driver, "alice")
    await driver.advance(timedelta(hours=20))
    await play(driver, "bob")
    assert (await service(driver).store.get_turns(game)).dashboard_message == first  # edited in place
    await driver.advance(timedelta(hours=5))
    await play(driver, "carol")
    again = (await service(driver).store.get_turns(game)).dashboard_message
    assert again != first and again > last_board_id(driver)  # re-posted below the latest board
    with pytest.raises(Exception, match="does not exist"):
        driver.message(first)
    await driver.advance(timedelta(hours=1))
    record, state = await service(driver).load(game)
    winner = next(n for n in ("alice", "bob", "carol")
                  if driver.world.user(n).id == record.user_of(state.winner_to_claim))
    await play(driver, winner, "claim")
    assert (await service(driver).store.get_turns(game)).dashboard_message == again  # once a day


def last_board_id(driver: Driver) -> int:
    return next(m.id for m in reversed(driver.channel_messages("general")) if m.embeds)


async def test_game_list_marks_your_move_and_says_whom_each_game_waits_for(driver: Driver) -> None:
    await start_highcard(driver, "alice", "bob")
    await play(driver, "alice")
    driver.add_channel("second")
    assert (await driver.slash("carol", "/game new highcard", channel="second")).error is None
    assert (await driver.slash("alice", "/game join", channel="second")).error is None
    assert (await driver.slash("carol", "/game start", channel="second")).error is None
    listed = (await driver.slash("alice", "/game list")).content_text().splitlines()
    first = next(line for line in listed if "#1 " in line)
    second = next(line for line in listed if "#2 " in line)
    assert "waiting for **Bob**" in first and "Your move" not in first
    assert ("Your move" in second and "waiting for **Carol**, **Alice**" in second) \
        or "waiting for **Alice**, **Carol**" in second


async def test_an_abandoned_game_waits_for_nobody(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob")
    await play(driver, "alice")
    assert (await driver.slash("alice", "/game abandon")).error is None
    turns = await service(driver).store.get_turns(game)
    dashboard = driver.message(turns.dashboard_message)
    assert "abandoned" in dashboard.text and "Waiting for" not in dashboard.text
    status = await driver.slash("carol", "/game status")
    assert "abandoned" in status.content_text().lower() and "Waiting for" not in status.content_text()


async def test_a_game_in_a_thread_is_visible_from_its_channel(driver: Driver) -> None:
    result = await driver.slash("alice", "/game new game:highcard where:thread")
    assert result.error is None
    thread = driver.world.threads[-1]
    assert thread.name.startswith("#1 ")
    notice = [m for m in driver.channel_messages("general") if f"<#{thread.id}>" in m.content]
    assert len(notice) == 1 and "opened a **High Card (test)** game (#1)" in notice[0].content
    before = await dump(driver)
    join = await driver.slash("carol", "/game join")  # in the channel, not the thread
    assert f"<#{thread.id}>" in join.content_text() and "go there to join" in join.content_text()
    assert await dump(driver) == before
    assert (await driver.slash("carol", "/game join", channel=thread)).error is None


async def test_robot_moves_in_a_row_post_one_board_and_old_boards_lose_their_buttons(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    seeded(monkeypatch, ROBOT_SEED)
    game = await start_highcard(driver, "alice", "bob", "carol")
    await play(driver, "alice")
    for name in ("Bob", "Carol"):
        assert (await driver.slash("alice", f"/game autoplay player:{name}")).error is None
    actions = await service(driver).store.list_actions(game)
    robot = [a for a in actions if a.user_id is None]
    assert len(robot) >= 3  # commits, the reveal, a claim, the next round's commits...
    boards = [m for m in driver.channel_messages("general") if m.embeds]
    robot_boards = [m for m in boards if m.id > _first_autoplay_notice(driver)]
    assert len(robot_boards) <= 2  # one per /game autoplay, not one per move
    summary = [m for m in driver.channel_messages("general") if "Played automatically" in m.content]
    assert sum(m.content.count("**") // 2 for m in summary) == len(robot)  # every move, summed up
    assert all(b.buttons == [] for b in boards[:-1]) and boards[-1].buttons  # only the latest is live


def _first_autoplay_notice(driver: Driver) -> int:
    return next(m.id for m in driver.channel_messages("general") if "played automatically" in m.content)


ROBOT_SEED = 11


# --------------------------------------------------------------------------- bad input
async def test_bad_input_is_refused_clearly_and_changes_nothing(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob", "carol")
    assert (await driver.slash("alice", "/game deadline preset:fast")).error is None
    await play(driver, "alice")
    await play(driver, "bob")
    before = await dump(driver)
    mark = last_id(driver)
    outsider = await driver.slash("dave", "/game undo")
    assert "You are not playing in this game" in outsider.content_text()
    assert await dump(driver) == before and texts(driver, mark) == []

    await driver.advance(timedelta(hours=4, minutes=1))
    vote = voted(texts(driver, mark))[0]
    before = await dump(driver)
    own = await driver.click("carol", vote, label="Give more time")
    assert "your own deadline" in own.content_text()
    assert await dump(driver) == before
    first = await driver.click("alice", vote, label="Give more time")
    assert "1 of 2" in first.content_text()
    before = await dump(driver)
    twice = await driver.click("alice", vote, label="Autoplay this once")
    assert "You already voted (“Give more time”)" in twice.content_text()
    assert await dump(driver) == before
    decided = await driver.click("bob", vote, label="Give more time")  # the table waits
    assert decided.error is None
    before = await dump(driver)
    late = await driver.click("alice", vote, label="Autoplay this once")
    assert "the table already chose “Give more time”" in late.content_text()
    assert await dump(driver) == before
    await play(driver, "carol")  # the decision ends
    before = await dump(driver)
    after = await driver.click("bob", vote, label="Autoplay this once")
    assert "ha terminado" in after.content_text()  # bob reads Spanish
    assert await dump(driver) == before

    del game


async def test_a_deadline_on_a_finished_game_is_refused(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob", options="rounds=1")
    await play(driver, "alice")
    await play(driver, "bob")
    record, state = await service(driver).load(game)
    winner = "alice" if record.user_of(state.winner_to_claim) == driver.world.user("alice").id else "bob"
    await play(driver, winner, "claim")
    assert (await service(driver).load(game))[0].status == "finished"
    before = await dump(driver)
    mark = last_id(driver)
    refused = await driver.slash("alice", "/game deadline preset:daily")
    assert "⚠️" in refused.content_text() and "over" in refused.content_text(), refused.content_text()
    assert await dump(driver) == before and texts(driver, mark) == []
