"""Every refusal is an ephemeral reply in the user's language and leaves the game tables byte-identical.

bob's client is Spanish; alice and carol use English.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import i18n
from engine import registry
from offline import Driver
from offline.driver import InteractionResult
from present.refusals import verbs_text
from tests.e2e.test_platform_support import (
    action_buttons,
    assert_refused,
    button_of,
    game_tables,
    latest_prompt,
    latest_public_state,
    lobby_message,
    new_game,
    refusal,
    service_of,
    uid,
)


async def _same(driver: Driver, act: Callable[[], Awaitable[InteractionResult]]) -> InteractionResult:
    before = await game_tables(driver)
    result = await act()
    assert await game_tables(driver) == before, "a refused interaction changed the database"
    return result


async def test_lobby_and_setup_refusals(driver: Driver) -> None:
    driver.add_channel("random")
    # Nothing here yet.
    for line in ("/game start", "/game join", "/game play action:claim", "/game view", "/game status"):
        result = await _same(driver, lambda line=line: driver.slash("bob", line, channel="random"))
        assert_refused(result, refusal("service.err.no_game_here", "es"))
    # Wrong arguments to /game new.
    result = await _same(driver, lambda: driver.slash("alice", "/game new game:nosuch"))
    assert result.ephemeral[0].text.startswith("⚠️ " + i18n.t("service.err.unknown_game", "en", game="nosuch"))
    assert_refused(result, result.ephemeral[0].text)
    result = await _same(driver, lambda: driver.slash("bob", '/game new game:highcard options:"rounds 3"'))
    assert_refused(result, refusal("lobby.err.options_syntax", "es", token="rounds"))
    result = await _same(driver, lambda: driver.slash("bob", "/game new game:highcard options:rounds=9"))
    assert_refused(result, refusal("core.err.bad_option_value", "es", option="rounds", value="9",
                                   allowed="1–5"))
    # A misspelt option is refused naming the real ones, never silently ignored.
    result = await _same(driver, lambda: driver.slash("bob", "/game new game:highcard options:roundz=2"))
    assert_refused(result, refusal("core.err.unknown_option", "es", option="roundz",
                                   allowed="rounds, hand_size"))
    result = await _same(driver, lambda: driver.slash("alice", "/game new game:highcard players:7"))
    assert_refused(result, refusal("service.err.bad_player_count", "en", count=7, allowed="2, 3, 4"))
    result = await _same(driver, lambda: driver.slash("bob", "/game help game:nosuch"))
    assert_refused(result, refusal("service.err.unknown_game", "es", game="nosuch",
                                   games=", ".join(registry.ids())))

    # A lobby: alice creates a two-player table.
    created = await driver.slash("alice", "/game new game:highcard players:2")
    assert created.error is None
    result = await _same(driver, lambda: driver.slash("alice", "/game start"))
    assert_refused(result, refusal("service.err.bad_player_count", "en", count=1, allowed="2, 3, 4"))
    result = await _same(driver, lambda: driver.slash("alice", "/game join"))
    assert_refused(result, refusal("service.err.already_joined", "en"))
    result = await _same(driver, lambda: driver.slash("bob", "/game new game:highcard"))
    assert_refused(result, refusal("service.err.channel_busy", "es"))
    result = await _same(driver, lambda: driver.slash("bob", "/game leave"))
    assert_refused(result, refusal("service.err.not_joined", "es"))
    result = await _same(driver, lambda: driver.slash("alice", "/game leave"))
    assert_refused(result, refusal("service.err.creator_cannot_leave", "en"))
    result = await _same(driver, lambda: driver.slash("bob", "/game play action:claim"))
    assert_refused(result, refusal("service.err.not_started", "es"))
    joined = await driver.click("bob", lobby_message(driver), custom_id="ag:l:1:join")
    assert joined.error is None
    lobby = lobby_message(driver)
    # Join twice, by the button; a third player on a full table; start by someone else.
    result = await _same(driver, lambda: driver.click("bob", lobby, custom_id="ag:l:1:join"))
    assert_refused(result, refusal("service.err.already_joined", "es"))
    result = await _same(driver, lambda: driver.slash("carol", "/game join"))
    assert_refused(result, refusal("service.err.full", "en", max=2))
    result = await _same(driver, lambda: driver.slash("bob", "/game start"))
    assert_refused(result, refusal("service.err.not_creator", "es"))
    result = await _same(driver, lambda: driver.click("bob", lobby, custom_id="ag:l:1:start"))
    assert_refused(result, refusal("service.err.not_creator", "es"))
    result = await _same(driver, lambda: driver.slash("bob", "/game seats order:nobody"))
    assert_refused(result, refusal("lobby.err.seats_syntax", "es"))
    assert driver.errors == [] and driver.unknown_routes == []


async def test_play_refusals_change_nothing(driver: Driver) -> None:
    game_row = await new_game(driver, ("alice", "bob"), options="rounds=1")
    service = service_of(driver)
    alice_prompt, bob_prompt = latest_prompt(driver, "alice"), latest_prompt(driver, "bob")
    assert alice_prompt is not None and bob_prompt is not None
    first_board = latest_public_state(driver)

    result = await _same(driver, lambda: driver.slash("bob", '/game play action:"nonsense"'))
    # The verbs as the reader's commands (issue 37: no engine words inside Spanish).
    assert_refused(result, refusal("core.err.unknown_verb", "es", text="nonsense", verb="nonsense",
                                   verbs=verbs_text("highcard", ["play", "claim", "give"], "es")))
    result = await _same(driver, lambda: driver.slash("bob", '/game play action:"play 999"'))
    assert_refused(result, refusal("highcard.err.not_in_hand", "es", card=999))
    result = await _same(driver, lambda: driver.slash("alice", "/game play action:claim"))
    assert_refused(result, refusal("core.err.wrong_verb", "en", verb="claim", verbs="`/highcard play`",
                                   decision="commit"))
    result = await _same(driver, lambda: driver.slash("carol", '/game play action:"play 1"'))
    assert_refused(result, refusal("service.err.not_a_player", "en"))
    result = await _same(driver, lambda: driver.slash("carol", "/game view"))
    assert_refused(result, refusal("service.err.not_a_player", "en"))
    my_view = next(b for b in first_board.buttons if b.custom_id.startswith("ag:v:"))
    result = await _same(driver, lambda: driver.click("carol", first_board, custom_id=my_view.custom_id))
    assert_refused(result, refusal("service.err.not_a_player", "en"))

    # alice commits; a second click of the same button is told the game moved on.
    card_button = action_buttons(alice_prompt)[0].custom_id
    played = await driver.click("alice", alice_prompt, custom_id=card_button)
    assert played.error is None and played.ephemeral[0].text.startswith("✅")
    again = await _same(driver, lambda: driver.click("alice", alice_prompt, custom_id=card_button))
    assert again.error is None and len(again.ephemeral) == 1 and again.public == [] and again.dms == []
    assert again.ephemeral[0].text.startswith(i18n.t("flow.stale", "en"))
    assert "move 2" in again.ephemeral[0].text  # the current state comes with it
    other_card = action_buttons(alice_prompt)[1].custom_id  # same old message, another card
    again = await _same(driver, lambda: driver.click("alice", alice_prompt, custom_id=other_card))
    assert again.ephemeral[0].text.startswith(i18n.t("flow.stale", "en"))
    # Out of turn by command: alice has nothing to decide while bob chooses (and is told so).
    result = await _same(driver, lambda: driver.slash("alice", '/game play action:"play 1"'))
    assert_refused(result, refusal("flow.err.whose_move", "en", names="Bob", count=1))

    # bob commits with his button from before alice's move: still valid (simultaneous choice).
    played = await driver.click("bob", bob_prompt, custom_id=action_buttons(bob_prompt)[0].custom_id)
    assert played.error is None and played.ephemeral[0].text.startswith("✅"), played.content_text()
    record, state = await service.load(game_row)
    winner_seat = state.winner_to_claim
    winner = "alice" if record.user_of(winner_seat) == uid(driver, "alice") else "bob"
    loser = "bob" if winner == "alice" else "alice"
    loser_lang = "es" if loser == "bob" else "en"
    board = latest_public_state(driver)
    claim = button_of(board, "highcard", "claim").custom_id
    # The loser presses the winner's claim button: not their seat, and the reply says whose
    # move it is (by name, never a seat number).
    whose = refusal("flow.err.whose_move", loser_lang, names=winner.capitalize(), count=1)
    result = await _same(driver, lambda: driver.click(loser, board, custom_id=claim))
    assert_refused(result, whose)
    result = await _same(driver, lambda: driver.slash(loser, "/game play action:claim"))
    assert_refused(result, whose)
    # Stale: a round-one card button after later moves (the old board's buttons too).
    old_card = action_buttons(alice_prompt)[-1].custom_id
    result = await _same(driver, lambda: driver.click("alice", alice_prompt, custom_id=old_card))
    assert result.error is None and len(result.ephemeral) == 1 and result.public == []
    assert result.ephemeral[0].text.startswith(i18n.t("flow.stale", "en"))
    assert "move 3" in result.ephemeral[0].text

    # The game ends; everything after is refused.
    claimed = await driver.click(winner, board, custom_id=claim)
    assert claimed.error is None
    again = await _same(driver, lambda: driver.click(winner, board, custom_id=claim, stale_client=True))
    assert_refused(again, refusal("service.err.game_finished", "es" if winner == "bob" else "en"))
    result = await _same(driver, lambda: driver.slash("bob", "/game play action:claim"))
    assert_refused(result, refusal("service.err.game_finished", "es"))
    result = await _same(driver, lambda: driver.slash("bob", "/game start"))
    assert_refused(result, refusal("service.err.game_finished", "es"))
    result = await _same(driver, lambda: driver.slash("alice", "/game abandon"))
    assert_refused(result, refusal("service.err.game_finished", "en"))
    assert await service.replay_check(game_row)
    assert driver.errors == [] and driver.unknown_routes == []
