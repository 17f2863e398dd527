"""Two-player Antike: each user leads two nations, and every platform text names the seat by its
nation in the reader's language — "Alice (Rome)", "Alice (Roma)" — never "Alice (1)": the
dashboard, reminders, "whose move", deadline votes, `/game log`, `/game catchup`, `/game status`,
the player autocomplete of `/game autoplay`, and robots' moves."""

from __future__ import annotations

import random
from datetime import timedelta
from typing import Any

import pytest

import i18n
from engine.antike import GAME
from offline import Driver
from tests.e2e.test_antike_words import (
    antike_scan,
    map_words,  # noqa: F401  (a fixture)
    open_game,
    press_someone_elses_button,
    refused,
)

NAMES = {"alice": "Alice", "bob": "Bob"}


def seat_label(table: Any, record: Any, state: Any, seat: int, lang: str) -> str:
    user = table.user_of(record, seat)
    nation = i18n.t(f"antike.nation.{state.nations[seat].nation}", lang)
    return f"{NAMES[user]} ({nation})"


async def test_two_players_are_named_by_their_nations_never_by_seat_numbers(
        driver: Driver, monkeypatch: pytest.MonkeyPatch, map_words: list[bytes]) -> None:  # noqa: F811
    driver.world.preferred_locale = "en-US"  # the table reads English; bob's client is Spanish
    scan = antike_scan(driver, "en")
    table = await open_game(driver, ("alice", "bob"), monkeypatch, 6)
    service = table.service
    rnd = random.Random(6)
    for _ in range(10):
        record, state = await table.load()
        seat = GAME.awaiting(state)[0].seat
        await table.send(seat, GAME.autoplay(state, seat, rnd).to_text())

    record, state = await table.load()
    seat = GAME.awaiting(state)[0].seat
    assert await press_someone_elses_button(driver, table, record, seat)

    # The dashboard names the awaited nation's player by the nation, in the table's language.
    turns = await service.store.get_turns(record.id)
    dashboard = driver.message(turns.dashboard_message).text
    assert seat_label(table, record, state, seat, "en") in dashboard, dashboard

    # A reminder, then a deadline passed and its vote.
    mark = driver.last_message("general").id
    await driver.advance(timedelta(hours=25))
    assert (await driver.slash("alice", "/game deadline preset:fast", channel="general")).error is None
    await driver.advance(timedelta(hours=5))
    later = [m.text for m in driver.channel_messages("general") if m.id > mark]
    assert any(seat_label(table, record, state, seat, "en") in text for text in later), later

    for user, line in (("alice", "/game log"), ("bob", "/game log"), ("bob", "/game catchup"),
                       ("bob", "/game status"), ("alice", "/game status")):
        result = await driver.slash(user, line, channel="general")
        assert result.error is None and not refused(result), (line, result.content_text())

    # The creator picks a player to hand to the robot: each seat named by its nation, in her words;
    # Bob (Spanish) reads the Spanish nation names.
    record, state = await table.load()
    for user, lang in (("alice", "en"), ("bob", "es")):
        choices = await driver.autocomplete(user, "/game autoplay player:", focused="player",
                                            channel="general")
        assert sorted(c["name"] for c in choices) == sorted(
            seat_label(table, record, state, s, lang) for s in range(len(state.nations)))
    result = await driver.slash("bob", "/game autoplay player:0", channel="general")
    assert refused(result)  # only the creator may; said in Spanish
    result = await driver.slash("alice", f"/game autoplay player:{seat}", channel="general")
    assert result.error is None and not refused(result), result.content_text()
    assert seat_label(table, record, state, seat, "en") in result.content_text()
    result = await driver.slash("alice", f"/game autoplay player:{seat} on:False", channel="general")
    assert result.error is None and not refused(result), result.content_text()

    problems = scan.problems()
    assert not problems, "\n".join(problems)


async def test_answering_for_her_other_nation_is_told_which_of_hers_is_asked(
        driver: Driver, monkeypatch: pytest.MonkeyPatch, map_words: list[bytes]) -> None:  # noqa: F811
    """Issue 37: a player leading two nations who answers for the one not asked is told it is
    her move as the other one, never "it is Alice (Phoenicians)'s move"."""
    table = await open_game(driver, ("alice", "bob"), monkeypatch, 6)
    record, state = await table.load()
    seat = GAME.awaiting(state)[0].seat
    user = table.user_of(record, seat)
    other = next(s for s in record.seats_of(driver.world.user(user).id) if s != seat)
    line = f"/antike battle answer:fight nation:{state.nations[other].nation}"
    result = await driver.slash(user, line, channel="general")
    lang = i18n.language(driver.world.user(user).locale)
    nation = i18n.t(f"antike.nation.{state.nations[seat].nation}", lang)
    told = "⚠️ " + i18n.t("flow.err.your_other_seat", lang, seats=nation)
    assert [m.text for m in result.ephemeral] == [told]
    assert await table.load() == (record, state)  # nothing changed
