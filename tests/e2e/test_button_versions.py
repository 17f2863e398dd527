"""Buttons carry the game's version as an opaque token (service/version_tokens.py), never the
number: a button's custom id is raw message data any player can read, and the version counts
private moves too (an Age of Heroes secret offer or battle pick), so two public boards' numbers
would tell how many secret moves were made in between. Stale buttons are judged exactly as before,
and a made-up token is refused as an old button is.
"""

from __future__ import annotations

import re
from typing import Any

import i18n
from offline import Driver
from service.version_tokens import token_version, version_token
from tests.e2e.async_helpers import play, service
from tests.e2e.test_platform_support import (
    action_buttons,
    assert_refused,
    game_tables,
    latest_prompt,
    latest_public_state,
    new_game,
    refusal,
)

VERSIONED = ("ag:a:", "ag:b:", "ag:dv:", "ag:u:")  # the custom ids that carry a version


def every_custom_id(driver: Driver) -> list[str]:
    """Every component id the bot ever showed: in the channel (earlier versions of edited
    messages too) and in every player's DMs."""
    messages = [*driver.channel_messages("general"),
                *(m for user in ("alice", "bob", "carol") for m in driver.dms(user))]
    found: list[str] = []

    def walk(components: list[dict[str, Any]]) -> None:
        for component in components:
            if isinstance(component.get("custom_id"), str):
                found.append(component["custom_id"])
            walk(component.get("components") or [])

    for message in messages:
        walk(message.components)
        for earlier in message.earlier_components:
            walk(earlier)
    return found


async def test_no_button_carries_the_version_number_and_each_token_reads_back(driver: Driver) -> None:
    game = await new_game(driver, ("alice", "bob", "carol"))
    for name in ("alice", "bob", "carol"):  # the secret commits of a round (private decisions)
        await play(driver, name, game_row=game)
    record, _ = await service(driver).load(game)
    assert record.version > 3
    versioned = [c for c in every_custom_id(driver) if c.startswith(VERSIONED)]
    assert versioned
    read_back = set()
    for custom_id in versioned:
        field = custom_id.split(":")[3]
        assert re.fullmatch(r"[0-9a-f]{16}", field), custom_id  # not a number anyone can count with
        read_back.add(token_version(record, field))
    # Only the bot reads them: each stands for a version the game went through.
    assert read_back <= set(range(1, record.version + 1)), read_back
    assert version_token(record) in {c.split(":")[3] for c in versioned}  # the current board's


async def test_an_old_button_is_stale_and_a_made_up_token_is_refused_like_one(driver: Driver) -> None:
    await new_game(driver, ("alice", "bob"))
    prompt = latest_prompt(driver, "alice")
    assert prompt is not None
    button = action_buttons(prompt)[0].custom_id
    assert (await driver.click("alice", prompt, custom_id=button)).error is None  # the move
    stale = i18n.t("flow.stale", "en")
    again = await driver.click("alice", prompt, custom_id=button)  # the same button, now old
    assert again.error is None and again.ephemeral[0].text.startswith(stale)
    # A made-up token, and an old version as buttons carried it before tokens: both old buttons.
    board = latest_public_state(driver)
    prefix, _, rest = button.partition(f":{button.split(':')[3]}:")
    for version in ("0123456789abcdef", "1"):
        before = await game_tables(driver)
        forged = await driver.forge_component("bob", f"{prefix}:{version}:{rest}", message=board)
        assert forged.error is None and forged.ephemeral[0].text.startswith(i18n.t("flow.stale", "es"))
        assert await game_tables(driver) == before
    # A version field that is neither: no template reads it, a clear refusal.
    odd = await driver.forge_component("bob", f"{prefix}:xyz:{rest}", message=board)
    assert_refused(odd, refusal("flow.err.unknown_component", "es"))


async def test_a_current_button_posted_before_tokens_still_plays(driver: Driver) -> None:
    """A board posted before the upgrade to tokens carries its version as a number: while that is
    still the game's version, its buttons play (not "the game has moved on")."""
    await new_game(driver, ("alice", "bob"))
    prompt = latest_prompt(driver, "alice")
    assert prompt is not None
    button = action_buttons(prompt)[0].custom_id
    record = await service(driver).store.get_game(int(button.split(":")[2]))
    assert record is not None
    legacy = button.replace(f":{button.split(':')[3]}:", f":{record.version}:", 1)
    before = await game_tables(driver)
    result = await driver.forge_component("alice", legacy, message=prompt)
    assert result.error is None and not any(m.text.startswith(i18n.t("flow.stale", "en"))
                                            for m in result.ephemeral)
    assert await game_tables(driver) != before  # the move was made
