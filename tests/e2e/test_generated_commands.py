"""Commands generated from a game's action declarations: `/highcard play card:` exists with no
cog written for it, autocompletes only the legal values for the user's awaited seat, plays
through the same flow as a button, and refuses nonsense without changing anything."""

from __future__ import annotations

from engine import registry
from offline import Driver
from present.refusals import verbs_text
from tests.e2e.test_platform_support import (
    assert_refused,
    game_tables,
    new_game,
    refusal,
    service_of,
)


async def test_generated_command_autocompletes_legal_values_and_plays(driver: Driver) -> None:
    game_row = await new_game(driver, ("alice", "bob"), options="rounds=1")
    service = service_of(driver)
    record, state = await service.load(game_row)
    seat = record.seats_of(driver.world.user("alice").id)[0]
    hand = state.hands[seat]

    offered = await driver.autocomplete("alice", "/highcard play card:", focused="card")
    assert sorted(c["value"] for c in offered) == sorted(hand)
    # A typed prefix narrows the list to the values (or labels) containing it.
    typed = str(hand[0])
    narrowed = await driver.autocomplete("alice", f"/highcard play card:{typed}", focused="card")
    assert narrowed and all(typed in str(c["value"]) or typed in c["name"] for c in narrowed)
    # Someone not at the table is offered nothing.
    assert await driver.autocomplete("carol", "/highcard play card:", focused="card") == []

    played = await driver.slash("alice", f"/highcard play card:{hand[0]}")
    assert played.error is None, played.error
    assert played.ephemeral and played.ephemeral[0].text.startswith("✅")
    record, state = await service.load(game_row)
    assert record.version == 2 and state.committed[seat] == hand[0]
    # Alice has committed: she is no longer awaited, so nothing more is offered to her.
    assert await driver.autocomplete("alice", "/highcard play card:", focused="card") == []


async def test_generated_command_refuses_a_card_not_held_and_changes_nothing(driver: Driver) -> None:
    game_row = await new_game(driver, ("alice", "bob"), options="rounds=1")
    record, state = await service_of(driver).load(game_row)
    seat = record.seats_of(driver.world.user("bob").id)[0]
    missing = next(c for c in range(1, 100) if c not in state.hands[seat])
    before = await game_tables(driver)
    result = await driver.slash("bob", f"/highcard play card:{missing}")
    assert_refused(result, refusal("highcard.err.not_in_hand", "es", card=missing))
    result = await driver.slash("bob", "/highcard claim")
    verbs = verbs_text("highcard", ["play"], "es")  # the command as a Spanish client shows it
    assert_refused(result, refusal("core.err.wrong_verb", "es", verb="claim", verbs=verbs, decision="commit"))
    assert await game_tables(driver) == before


def test_every_verb_of_the_fixture_game_has_a_generated_command(driver: Driver) -> None:
    group = driver.bot.tree.get_command("highcard")
    assert group is not None
    assert sorted(c.name for c in group.commands) == sorted(registry.get("highcard").grammar.verbs)


def test_a_game_with_more_verbs_than_discord_allows_in_a_group_uses_subgroups() -> None:
    """Discord takes 25 commands per group: a presenter's subgroups carry the rest, and a game
    that would overflow without them is refused when the commands are built, not at sync."""
    from discord import app_commands

    from cogs._commands import add_engine_commands
    from present.base import CommandShape, presenter_for

    presenter = presenter_for("highcard")
    saved = presenter.commands
    try:
        presenter.commands = CommandShape(subgroups={"claim": "point", "give": "point"})
        group = app_commands.Group(name="highcard", description="x")
        add_engine_commands(group, None, "highcard")
        names = {c.qualified_name for c in group.walk_commands()}
        assert names == {"highcard play", "highcard point", "highcard point claim", "highcard point give"}
    finally:
        presenter.commands = saved
