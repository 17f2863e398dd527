"""Through the Ages and Civilization, the newest games, meet the rest of issue 18 like the
others: table options refused in the reader's words (an unknown key naming the real ones, a bad
value naming the option and what it can be), and `/game help game:<id>` with commands and an
example each, the rules with the rulebook's sections, the table options with their defaults and
the notable rulings — in both languages."""

from __future__ import annotations

import pytest

import i18n
from offline import Driver
from tests.e2e.test_platform_support import assert_refused, refusal

READERS = [("alice", "en"), ("bob", "es")]  # bob's client is Spanish


@pytest.mark.parametrize(("user", "lang"), READERS)
async def test_table_options_are_refused_in_the_readers_words(driver: Driver, user: str, lang: str) -> None:
    result = await driver.slash(user, "/game new game:civilization options:scenaro=b")
    assert_refused(result, refusal("core.err.unknown_option", lang, option="scenaro",
                                   allowed="game, end_column, scenario, ast_order, points, epochs, "
                                           "piracy_reach, shorter_by, round_limit"))
    result = await driver.slash(user, "/game new game:civilization options:end_column=7")
    text = result.ephemeral[0].text
    assert text.startswith("⚠️ " + i18n.t("core.err.bad_option_value", lang, option="end_column", value="7",
                                         allowed="").split("{")[0][:25]), text
    assert all(v in text for v in ("0", "5", "8", "13")) and "validation" not in text, text
    # Through the Ages has no table options: any key is refused, saying so.
    result = await driver.slash(user, "/game new game:tta options:age=2")
    text = result.ephemeral[0].text
    assert text.startswith("⚠️ ") and "age" in text and "validation" not in text, text
    assert "{" not in text and "None" not in text and "[]" not in text, text


@pytest.mark.parametrize("game", ["tta", "civilization"])
@pytest.mark.parametrize(("user", "lang"), READERS)
async def test_the_games_help_has_every_part(driver: Driver, game: str, user: str, lang: str) -> None:
    result = await driver.slash(user, f"/game help game:{game}")
    assert result.error is None, result.error
    fields = {f["name"]: f["value"] for m in result.ephemeral for e in m.embeds for f in e.get("fields", [])}
    text = "\n".join(f"{k}\n{v}" for k, v in fields.items())
    commands = [line for line in text.splitlines() if line.startswith("• `/")]
    assert len(commands) >= 10, text
    assert sum(":" in line.split("`")[1] for line in commands) >= 8, commands  # examples with options
    assert "§" in text, "the rules name the rulebook's sections"
    assert i18n.t("help.rulings", lang) in fields, list(fields)
    if game == "civilization":
        assert any(i18n.t("help.options", lang, game=game) == name for name in fields), list(fields)
        assert "`end_column`" in text and "`scenario`" in text
