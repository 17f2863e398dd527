"""The lobby in the players' words (issue 37): a table's language, its buttons, its players line,
its options."""

from __future__ import annotations

import i18n
from offline import Driver
from tests.e2e.text_scan import TextScan


async def test_a_spanish_player_on_a_server_that_never_chose_a_language_gets_a_spanish_table(
        driver: Driver) -> None:
    """Every server that never chose a language reports Discord's default (en-US): the table then
    reads as its creator does — lobby, buttons and the reply naming them agree."""
    assert driver.world.preferred_locale == "en-US"
    scan = TextScan(driver, channel_lang="es")
    created = await driver.slash("bob", "/game new game:tigris", channel="general")
    assert "Unirme" in created.content_text()
    lobby = driver.last_message("general")
    assert lobby is not None
    assert [b.label for b in lobby.buttons] == [i18n.t(f"lobby.button.{w}", "es")
                                                for w in ("join", "leave", "start")]
    assert "Jugadores: Bob (se ha unido 1; la partida admite 2–4)" in lobby.text
    await driver.click("carol", lobby, label="Unirme")
    lobby = driver.last_message("general")
    assert lobby is not None
    assert "Jugadores: Bob y Carol (se han unido 2; la partida admite 2–4)" in lobby.text
    assert scan.problems() == []


async def test_a_server_that_chose_a_language_keeps_it(driver: Driver) -> None:
    driver.world.preferred_locale = "es-ES"
    await driver.slash("alice", "/game new game:tigris", channel="general")
    lobby = driver.last_message("general")
    assert lobby is not None and "Jugadores: Alice" in lobby.text


async def test_table_options_in_any_case_and_a_repeated_key_refused(driver: Driver) -> None:
    made = await driver.slash("alice", "/game new game:tigris options:scoring=OPEN", channel="general")
    assert made.error is None and not made.content_text().startswith("⚠️"), made.content_text()
    assert "`scoring=open`" in driver.last_message("general").text
    await driver.slash("alice", "/game abandon", channel="general")
    driver.add_channel("other")
    twice = await driver.slash("bob", '/game new game:tigris options:"scoring=open scoring=hidden"',
                               channel="other")
    assert twice.content_text() == "⚠️ " + i18n.t("lobby.err.options_repeated", "es", option="scoring")
