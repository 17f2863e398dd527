"""Forged and out-of-range input (issue 15, items 6-10): the bot trusts nothing Discord is
supposed to enforce. Every such request gets one clear refusal in the reader's language and
changes nothing; the driver sends what a modified client could (`forged=True`, `forge_component`).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

import i18n
from i18n import Msg
from offline import Driver
from offline.driver import InteractionResult
from service.kits import Picture, kit_for
from service.version_tokens import version_token
from tests.e2e.async_helpers import play, service, start_highcard
from tests.e2e.test_platform_support import (
    action_buttons,
    assert_refused,
    game_tables,
    latest_prompt,
    latest_public_state,
    new_game,
    refusal,
)


async def unchanged(driver: Driver, act: Any) -> InteractionResult:
    before = await game_tables(driver)
    result = await act()
    assert await game_tables(driver) == before, "a refused request changed the database"
    return result


def out_of_range(lang: str, option: str, value: object, low: object, high: object) -> str:
    return refusal("flow.err.out_of_range", lang, option=option, value=value, min=low, max=high)


async def test_a_forged_deadline_vote_is_refused_and_a_real_one_counts_once(driver: Driver) -> None:
    game = await start_highcard(driver, "alice", "bob", "carol")
    await play(driver, "carol")
    record, _ = await service(driver).load(game)
    alice_seat = record.seats_of(driver.world.user("alice").id)[0]
    board = latest_public_state(driver)
    forged = f"ag:dv:{game}:{version_token(record)}:{alice_seat}:autoplay"
    # No deadline passed: bob tries to make the robot play alice's seat.
    result = await unchanged(driver, lambda: driver.forge_component("bob", forged, message=board))
    assert_refused(result, refusal("async.err.no_vote_open", "es"))

    # A real deadline passes: the vote opens; each voter counts once.
    assert (await driver.slash("alice", "/game deadline preset:fast")).error is None
    await driver.advance(timedelta(hours=5))
    vote = next(m for m in reversed(driver.channel_messages()) if any(
        (b.custom_id or "").startswith("ag:dv:") for b in m.buttons))
    wait = next(b.custom_id for b in vote.buttons if b.custom_id.endswith(":wait"))
    counted = await driver.click("carol", vote, custom_id=wait)
    assert counted.error is None and "1" in counted.ephemeral[0].text
    again = await unchanged(driver, lambda: driver.click("carol", vote, custom_id=wait))
    assert_refused(again, refusal("async.err.already_voted", "en", choice=Msg("async.vote.wait")))


@pytest.mark.parametrize(("line", "word"), [
    # Players are chosen by name now (autocomplete sends the seat number): a seat number nobody
    # has, negative or beyond 64 bits, names nobody; it never wraps to the last seat.
    ("/game replace player:-1 user:@dave", "-1"),
    ("/game replace player:2 user:@dave", "2"),
    ("/game replace player:99999999999999999999999 user:@dave", "99999999999999999999999"),
    ("/game autoplay player:-1", "-1"),
])
async def test_a_player_nobody_is_refused_and_no_hand_is_shown(driver: Driver, line: str, word: str) -> None:
    await new_game(driver, ("alice", "bob"))
    dms = len(driver.dms("dave")) if driver.world.find_user("dave") else 0
    result = await unchanged(driver, lambda: driver.slash("alice", line, forged=True))
    assert_refused(result, refusal("core.err.no_such_player", "en", word=word))
    assert (len(driver.dms("dave")) if driver.world.find_user("dave") else 0) == dms


@pytest.mark.parametrize(("line", "expected"), [
    ("/game reminders hours:1000000000", ("hours", 1000000000, 0, 336)),
    ("/game archive days:1000000000", ("days", 1000000000, 0, 365)),
    ("/game log page:-5", ("page", -5, 1, 1000)),
    ("/game history n:-1", ("n", -1, 0, 100000)),
    ("/me vacation days:100000000", ("days", 100000000, 0, 60)),
])
async def test_out_of_range_options_are_refused_on_our_side(driver: Driver, line: str,
                                                            expected: tuple[Any, ...]) -> None:
    await new_game(driver, ("alice", "bob"))
    result = await unchanged(driver, lambda: driver.slash("alice", line, forged=True))
    assert_refused(result, out_of_range("en", *expected))
    # The game still plays (no setting was stored that breaks every later move).
    record, state = await service(driver).load(1)
    move = service(driver).legal_texts(record, state, record.seats_of(driver.world.user("alice").id)[0])[0]
    await play(driver, "alice", move)


async def test_an_unknown_choice_is_refused_not_shown_as_a_raw_key(driver: Driver) -> None:
    await new_game(driver, ("alice", "bob"))
    line = "/game deadline preset:forever"
    result = await unchanged(driver, lambda: driver.slash("bob", line, forged=True))
    text = result.ephemeral[0].text
    assert text.startswith("⚠️ ") and "forever" in text and "async.preset" not in text
    assert_refused(result, text)


async def test_settings_out_of_range_are_refused_by_the_service_too(driver: Driver) -> None:
    """Whatever a cog lets through, the scheduler checks the values itself; and a value stored out
    of range by an older bot is brought within its limits instead of breaking every move."""
    from service.errors import OutOfRange
    from service.scheduling import SET_REMIND

    game = await new_game(driver, ("alice", "bob"))
    cog: Any = driver.bot.get_cog("AsyncPlay")
    with pytest.raises(OutOfRange):
        await cog.scheduler.set_game_option(game, driver.world.user("alice").id, SET_REMIND, 10 ** 9)
    await service(driver).store.set_game_setting(game, SET_REMIND, 10 ** 9)  # as an older bot did
    await play(driver, "alice")
    await play(driver, "bob")
    assert driver.errors == []


@pytest.mark.parametrize(("custom_id", "kind", "on_message"), [
    ("ag:a:99999999999999999999999:1:-:play 1", 2, True),  # a number above 64 bits
    ("ag:a:1:-1:-:play 1", 2, True),  # a negative version
    ("ag:a:1:2:-:play\n1", 2, True),  # a newline in the action
    ("ag:a:1:2:-:play " + "1" * 200, 2, True),  # an action button's id longer than Discord allows
    ("ag:l:1:join", 3, True),  # a select menu carrying a lobby button's id
    ("ag:u:1:1:" + "yes" * 40, 2, True),  # an undo answer no template reads
    ("zz:x:1", 2, True),  # an unknown prefix
    ("ag:v:1", 3, True),  # a select menu carrying a button's id
    ("ag:l:1:join", 2, False),  # an id its message does not carry
    ("ag:dv:1:1:0:" + "x" * 200, 2, True),  # longer than Discord allows
    ("ag:cu:99999999999999999999999", 2, True),  # the catch-up button, a number above 64 bits
    ("ag:cu:1", 3, True),  # a select menu carrying the catch-up button's id
    ("ag:p:0123456789ab:c", 3, True),  # ... or a preview's Confirm id
    ("ag:p:1:0123456789ab:c", 3, True),  # ... with its game
    ("ag:o:1:1:send", 3, True),  # ... or an order builder's button id
    ("ag:o:1:1:0", 2, True),  # a button carrying an order builder's menu id
    ("ag:o:99999999999999999999999:1:0", 3, True),  # that menu, a number above 64 bits
    ("civ:step:1", 3, True),  # ... or Civilization's step-by-step button id
    ("ag:tta:t:1", 3, True),  # ... or Through the Ages' tableaux button id
    ("ag:tta:t:99999999999999999999999", 2, True),  # that button, a number above 64 bits
    ("ag:i:1:map", 3, True),  # ... or a picture's button id (service/kits.py)
    ("ag:i:1:Map!", 2, True),  # a picture name no kit can have
])
async def test_every_component_gets_an_answer(driver: Driver, custom_id: str, kind: int,
                                              on_message: bool) -> None:
    await new_game(driver, ("alice", "bob"))
    board = latest_public_state(driver)
    result = await unchanged(driver, lambda: driver.forge_component(
        "bob", custom_id, message=board, component_type=kind, on_message=on_message,
        values=["1"] if kind == 3 else None))
    assert_refused(result, refusal("flow.err.unknown_component", "es"))
    assert driver.errors == []


async def test_stale_clicks_share_one_rendered_image(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    renders: list[int] = []

    def render(view: dict[str, Any], names: list[str], lang: str, events: Any) -> bytes:
        renders.append(1)
        return b"\x89PNG fake board"

    monkeypatch.setattr(kit_for("highcard"), "board", Picture("board", render))
    await new_game(driver, ("alice", "bob", "carol"))
    prompt = latest_prompt(driver, "alice")
    assert prompt is not None
    button = action_buttons(prompt)[0].custom_id
    await driver.click("alice", prompt, custom_id=button)  # the move: its board is rendered once
    renders.clear()
    stale_text = i18n.t("flow.stale", "en")
    attached = []
    for _ in range(20):  # a storm of clicks on the old button
        result = await driver.click("alice", prompt, custom_id=button)
        assert result.error is None and result.ephemeral[0].text.startswith(stale_text)
        attached.append(bool(result.ephemeral[0].files))
    assert renders == []  # the version's image was already rendered for its board
    assert attached == [True] + [False] * 19  # the same user's repeated clicks come without it
