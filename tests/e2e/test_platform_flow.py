"""The platform end to end through the offline driver, with the test-only High Card game:
lobby → start → simultaneous private choices by DM buttons → public claim buttons → game over;
closed DMs; a restart mid-game; many simultaneous clicks of one button.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import i18n
from offline import Driver
from offline.driver import InteractionResult
from offline.fake_discord import FakeMessage
from offline.server import http_error
from tests.e2e.test_platform_support import (
    action_buttons,
    allowed_user_ids,
    assert_refused,
    button_of,
    game_tables,
    latest_prompt,
    latest_public_state,
    lobby_message,
    mentioned_ids,
    new_game,
    private_json,
    refusal,
    service_of,
    store_of,
    uid,
)
from tests.fixtures.highcard import HighCardState

PLAYERS = ("alice", "bob", "carol")


async def _state(driver: Driver, game_row: int) -> tuple[Any, HighCardState]:
    record, state = await service_of(driver).load(game_row)
    assert isinstance(state, HighCardState)
    return record, state


async def _awaited_users(driver: Driver, game_row: int) -> set[int]:
    record, state = await _state(driver, game_row)
    service = service_of(driver)
    return {record.user_of(d.seat) for d in service.awaiting(record, state)}


def _hand_texts(hand: list[int]) -> list[str]:
    """Ways a hand could be printed: as JSON, as a list, or as an indented JSON block."""
    return [json.dumps(hand), ", ".join(map(str, hand)), json.dumps(hand, indent=1)]


async def _check_after_action(driver: Driver, game_row: int, result: InteractionResult,
                              hands_seen: list[list[int]]) -> None:
    """Every public post mentions exactly the awaited players; DMs carry only the reader's hand."""
    assert result.error is None, result.error
    record, state = await _state(driver, game_row)
    hands_seen.extend(h for h in state.hands if len(h) >= 2)
    awaited = await _awaited_users(driver, game_row)
    for message in result.public:
        assert "```json" not in message.text and '"hand"' not in message.text
        if message.embeds and message.embeds[0].get("footer"):  # the public state of the game
            assert allowed_user_ids(message) == awaited, (message.text, message.allowed_mentions)
            assert mentioned_ids(message) <= awaited
            allowed = message.allowed_mentions or {}
            assert allowed.get("parse") == [] and not allowed.get("roles")
    for message in result.dms:
        reader = driver.world.channels[message.channel_id].recipient_id
        seats = record.seats_of(reader)
        assert len(seats) == 1
        view = private_json(message)
        assert view is not None, message.text
        assert view["hand"] == state.hands[seats[0]]
        for other, hand in enumerate(state.hands):
            if other != seats[0] and len(hand) >= 2:
                assert all(text not in message.text for text in _hand_texts(hand))


def _assert_no_hand_in_public(driver: Driver, hands_seen: list[list[int]]) -> None:
    for message in driver.channel_messages("general"):
        assert "```json" not in message.text and '"hand"' not in message.text
        for hand in hands_seen:
            assert all(text not in message.text for text in _hand_texts(hand)), message.text


async def test_full_game_lobby_to_game_over(driver: Driver) -> None:
    hands_seen: list[list[int]] = []
    created = await driver.slash("alice", "/game new game:highcard options:rounds=2", channel="general")
    assert created.error is None and created.ephemeral
    # bob joins with the lobby button, carol with the command.
    joined = await driver.click("bob", lobby_message(driver), custom_id="ag:l:1:join")
    assert joined.error is None
    assert joined.ephemeral[0].text.startswith(i18n.t("lobby.joined", "es"))
    joined = await driver.slash("carol", "/game join", channel="general")
    assert joined.error is None and joined.ephemeral[0].text.startswith(i18n.t("lobby.joined", "en"))
    assert "Players: Alice, Bob, and Carol (3 joined" in lobby_message(driver).text

    started = await driver.slash("alice", "/game start", channel="general")
    record = await service_of(driver).game_in_channel(driver.channel("general").id)
    game_row = record.id
    await _check_after_action(driver, game_row, started, hands_seen)
    everyone = {uid(driver, n) for n in PLAYERS}
    board = latest_public_state(driver)
    assert mentioned_ids(board) == allowed_user_ids(board) == everyone  # the first ping names all
    assert {driver.world.channels[m.channel_id].recipient_id for m in started.dms} == everyone

    rounds = 2
    for round_no in range(1, rounds + 1):
        # All three seats are awaited at once: take every prompt first, then click them in turn,
        # so the later clicks use buttons posted before the others moved.
        prompts = {name: latest_prompt(driver, name) for name in PLAYERS}
        for name, prompt in prompts.items():
            assert prompt is not None, name
            result = await driver.click(name, prompt, custom_id=action_buttons(prompt)[0].custom_id)
            assert result.ephemeral and result.ephemeral[0].text.startswith("✅"), result.content_text()
            await _check_after_action(driver, game_row, result, hands_seen)
        # The round's winner claims on the public message (the public buttons of a single decision).
        record, state = await _state(driver, game_row)
        assert state.winner_to_claim is not None and state.round == round_no
        winner = next(n for n in PLAYERS if uid(driver, n) == record.user_of(state.winner_to_claim))
        board = latest_public_state(driver)
        assert allowed_user_ids(board) == mentioned_ids(board) == {uid(driver, winner)}
        claim = button_of(board, "highcard", "claim")
        result = await driver.click(winner, board, custom_id=claim.custom_id)
        await _check_after_action(driver, game_row, result, hands_seen)
        assert await service_of(driver).replay_check(game_row)

    record, state = await _state(driver, game_row)
    assert record.status == "finished" and record.outcome is not None
    over = driver.last_message("general")
    assert over is not None and over.embeds[0]["title"] == i18n.t("flow.game_over_title", "en")
    assert over.allowed_mentions is not None and over.allowed_mentions.get("users", []) == []
    names = {uid(driver, n): n.capitalize() for n in PLAYERS}
    ahead = 0  # tied players share a place; the next one skips as many (issue 37)
    for group in record.outcome["ranking"]:
        who = ", ".join(names[record.user_of(s)] for s in group)
        assert f"**{ahead + 1}.** {who}" in over.text
        ahead += len(group)
    assert sum(state.points) == rounds
    _assert_no_hand_in_public(driver, hands_seen)
    assert await service_of(driver).replay_check(game_row)
    assert driver.unknown_routes == [] and driver.errors == []


async def test_dm_closed_player_is_warned_and_uses_ephemeral_views(driver: Driver) -> None:
    await driver.slash("alice", "/game new game:highcard options:rounds=1", channel="general")
    joined = await driver.slash("dave", "/game join", channel="general")
    assert joined.error is None
    assert joined.ephemeral[0].text == i18n.t("lobby.joined", "en") + "\n" + i18n.t("lobby.dm_closed", "en")
    started = await driver.slash("alice", "/game start", channel="general")
    assert started.error is None
    dave = uid(driver, "dave")
    notices = [m for m in started.public if i18n.t("flow.dm_closed_notice", "en", who=f"<@{dave}>") == m.text]
    assert len(notices) == 1 and allowed_user_ids(notices[0]) == {dave}
    assert driver.dms("dave") == []

    record, state = await _state(driver, (await service_of(driver).game_in_channel(
        driver.channel("general").id)).id)
    dave_seat = record.seats_of(dave)[0]
    viewed = await driver.slash("dave", "/game view", channel="general")
    assert viewed.error is None and len(viewed.ephemeral) == 1 and viewed.public == []
    assert private_json(viewed.ephemeral[0])["hand"] == state.hands[dave_seat]
    my_view = next(b for b in latest_public_state(driver).buttons if b.custom_id.startswith("ag:v:"))
    clicked = await driver.click("dave", latest_public_state(driver), custom_id=my_view.custom_id)
    assert clicked.error is None and len(clicked.ephemeral) == 1
    private = clicked.ephemeral[0]
    assert private_json(private)["hand"] == state.hands[dave_seat]

    # dave plays from the ephemeral view's buttons; alice from her DM: the round completes.
    played = await driver.click("dave", private, custom_id=action_buttons(private)[-1].custom_id)
    assert played.error is None and played.ephemeral[0].text.startswith("✅")
    prompt = latest_prompt(driver, "alice")
    assert prompt is not None
    played = await driver.click("alice", prompt, custom_id=action_buttons(prompt)[0].custom_id)
    assert played.error is None
    # No second "can't DM you" notice: the closed DM is remembered.
    assert not any("direct messages" in m.text for m in played.public)
    record, state = await _state(driver, record.id)
    assert state.winner_to_claim is not None
    assert driver.errors == [] and driver.unknown_routes == []


async def test_restart_mid_game_keeps_buttons_and_delivers_the_outbox(driver: Driver) -> None:
    game_row = await new_game(driver, ("alice", "bob"), options="rounds=2")
    alice_prompt, bob_prompt = latest_prompt(driver, "alice"), latest_prompt(driver, "bob")
    assert alice_prompt is not None and bob_prompt is not None
    played = await driver.click("alice", alice_prompt, custom_id=action_buttons(alice_prompt)[0].custom_id)
    assert played.error is None

    await driver.restart()
    # bob's DM button, posted before the restart (and before alice moved), still works.
    played = await driver.click("bob", bob_prompt, custom_id=action_buttons(bob_prompt)[0].custom_id)
    assert played.error is None and played.ephemeral[0].text.startswith("✅"), played.content_text()
    record, state = await _state(driver, game_row)
    assert state.winner_to_claim is not None and record.version == 3

    # Delivery of the claim fails once (Discord 500): the outbox row stays pending...
    route = ("POST", "/channels/{channel_id}/messages")
    real_send = driver.api._http_routes[route]
    failures: list[int] = []

    def failing_send(**kwargs: Any) -> Any:
        if int(kwargs["params"]["channel_id"]) == driver.channel("general").id and not failures:
            failures.append(1)
            raise http_error(500, 0, "Internal Server Error")
        return real_send(**kwargs)

    driver.api._http_routes[route] = failing_send
    winner = next(n for n in ("alice", "bob") if uid(driver, n) == record.user_of(state.winner_to_claim))
    board = latest_public_state(driver)
    before = len(driver.channel_messages("general"))
    claimed = await driver.click(winner, board, custom_id=action_buttons(board)[0].custom_id)
    driver.api._http_routes[route] = real_send
    assert failures == [1]
    assert claimed.error is None and claimed.ephemeral[0].text.startswith("✅")
    pending = await store_of(driver).pending_outbox(game=game_row)
    assert pending and all(row.attempts == 1 for row in pending)
    assert len(driver.channel_messages("general")) == before

    # ... and the restarted bot delivers it at start-up.
    await driver.restart()
    assert await store_of(driver).pending_outbox(game=game_row) == []
    board = latest_public_state(driver)
    assert "move 4" in board.text and action_buttons(board) == []  # a new round: choices go by DM
    # A row written straight into the outbox (as if the process died before sending) too.
    from storage import OutboxItem

    await store_of(driver).add_outbox(game_row, [OutboxItem("public_state", {"version": 4})])
    await driver.restart()
    assert await store_of(driver).pending_outbox(game=game_row) == []
    assert latest_public_state(driver).id != board.id
    assert await service_of(driver).replay_check(game_row)
    assert driver.unknown_routes == []


async def _concurrent_clicks(driver: Driver, name: str, message: FakeMessage, custom_id: str,
                             n: int) -> list[InteractionResult]:
    """Start n clicks at once. The clicks and this waiting task are marked as driver daemons so the
    settle of one click does not wait for the other clicks (only for the bot's own tasks)."""
    me = asyncio.current_task()
    assert me is not None
    driver.daemon(me)
    tasks = [driver.daemon(asyncio.create_task(driver.click(name, message, custom_id=custom_id,
                                                            stale_client=True)))
             for _ in range(n)]
    return list(await asyncio.gather(*tasks))


async def test_simultaneous_clicks_apply_once(driver: Driver) -> None:
    game_row = await new_game(driver, ("alice", "bob"), options="rounds=1")
    prompt = latest_prompt(driver, "alice")
    assert prompt is not None
    before = await game_tables(driver)
    results = await _concurrent_clicks(driver, "alice", prompt, action_buttons(prompt)[0].custom_id, 12)
    assert all(r.error is None for r in results), [r.error for r in results]
    applied = [r for r in results if r.ephemeral and r.ephemeral[0].text.startswith("✅")]
    stale = [r for r in results if r.ephemeral and r.ephemeral[0].text.startswith(i18n.t("flow.stale", "en"))]
    assert len(applied) == 1 and len(stale) == 11
    actions = await store_of(driver).list_actions(game_row)
    assert len(actions) == 1 and actions[0].user_id == uid(driver, "alice")
    after = await game_tables(driver)
    assert after["games"] != before["games"]

    # Same with the public claim button once the round is decided.
    prompt = latest_prompt(driver, "bob")
    assert prompt is not None
    await driver.click("bob", prompt, custom_id=action_buttons(prompt)[0].custom_id)
    record, state = await _state(driver, game_row)
    winner = next(n for n in ("alice", "bob") if uid(driver, n) == record.user_of(state.winner_to_claim))
    board = latest_public_state(driver)
    claim = action_buttons(board)[0].custom_id
    results = await _concurrent_clicks(driver, winner, board, claim, 8)
    assert all(r.error is None for r in results)
    assert sum(1 for r in results if r.ephemeral[0].text.startswith("✅")) == 1
    assert len(await store_of(driver).list_actions(game_row)) == 3
    record, _ = await _state(driver, game_row)
    assert record.status == "finished"
    # Every duplicate was told nicely; the loser clicking the (now finished) button is refused too.
    loser = "bob" if winner == "alice" else "alice"
    assert driver.message(board.id).buttons == []  # the old board lost its buttons
    late = await driver.click(loser, board, custom_id=claim, stale_client=True)
    assert_refused(late, refusal("service.err.game_finished", "es" if loser == "bob" else "en"))
    assert await service_of(driver).replay_check(game_row)
