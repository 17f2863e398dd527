"""Every word a Through the Ages player reads (issue 18), through the offline driver, scanned
with the shared text scan (`tests.e2e.text_scan`) at an English and a Spanish table: the first
rounds played as players would (buttons of the board and of the DMs, `/tta` commands), another
player's button, autocomplete, a move the rules refuse, a reminder and the dashboard, `/game
help`, `/game log`, `/game catchup`, `/game status`, then robots to the end. Never a seat
number, an internal kind or card id, a Python repr, raw action text, an unfilled placeholder
or "1 <plural>"; the reminder and the dashboard in the table's language."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

import i18n
from engine.tta import GAME
from engine.tta.cards import CARDS
from offline import Driver
from present.tta import card_name
from tests.e2e.text_scan import TextScan
from tests.e2e.tta_support import deliver, open_table

MOVES = 40


def tta_scan(driver: Driver, channel_lang: str) -> TextScan:
    """The shared scan, with the English names of the cards as ids a Spanish reader must never
    see (those that differ from their Spanish names)."""
    english = {card_name(c, "en") for c in CARDS} - {card_name(c, "es") for c in CARDS}
    return TextScan(driver, channel_lang=channel_lang, parses=GAME.parse_action, raw={"es": english},
                    forbidden=("A decision was made", "Se ha tomado una decisión"))


@pytest.mark.parametrize("table_lang", ["en", "es"])
async def test_a_game_reads_well(driver: Driver, monkeypatch: pytest.MonkeyPatch, table_lang: str) -> None:
    driver.world.preferred_locale = "es-ES" if table_lang == "es" else "en-US"
    driver.settle_timeout = 60  # the robots' runs to the end, their boards drawn, on a busy machine
    scan = tta_scan(driver, table_lang)
    table = await open_table(driver, monkeypatch, 3, seed=11)
    rnd = random.Random(11)
    pressed = autocompleted = False
    for n in range(MOVES):
        record, state = await table.load()
        seat = sorted({d.seat for d in GAME.awaiting(state)})[0]
        user = await table.user_of(seat)
        if not pressed:  # another player's button: told whose move it is, by name
            other = next(u for u in table.users if u != user)
            board = driver.last_message("general")
            button = next((b for b in (board.buttons if board else []) if f":{seat}:" in (b.custom_id or "")),
                          None)
            if board is not None and button is not None:
                result = await driver.click(other, board, custom_id=button.custom_id)
                lang = i18n.language(driver.world.user(other).locale)
                assert result.ephemeral[0].text.startswith("⚠️"), result.content_text()
                assert i18n.t("flow.err.whose_move", lang, names="", count=1).split("{")[0][:10] \
                    in result.ephemeral[0].text
                pressed = True
        if not autocompleted and state.phase == "actions" and seat == state.current:
            for name in ("card", "slot"):
                verb = "build" if name == "card" else "take"
                await driver.autocomplete(user, f"/tta {verb} {name}:", focused=name)
            refused = await driver.slash(user, "/tta wonder stages:3")
            assert refused.ephemeral and refused.ephemeral[0].text.startswith("⚠️"), refused.content_text()
            autocompleted = True
        step = await table.robot_step(rnd, prefer="button" if n % 2 else "command")
        assert step is not None
        if n == MOVES // 2:  # a day passes: a reminder, the dashboard
            await driver.advance(timedelta(hours=25))
    assert pressed and autocompleted

    for user in table.users:
        for line in ("/game help game:tta", "/game log", "/game catchup", "/game status", "/tta hand",
                     "/tta board"):
            result = await driver.slash(user, line)
            assert result.error is None, (line, result.error)

    # Robots to the end (through the service, then delivered), and the final message.
    driver.settle_timeout = 120  # the robots' run to the end of the game, on a loaded machine too
    record, state = await table.load()
    for seat in range(3):
        assert (await driver.slash(table.users[0], f"/game autoplay player:{seat}")).error is None
    await deliver(table)
    record, state = await table.load()
    assert GAME.is_over(state) or record.status != "active"
    problems = scan.problems()
    assert not problems, "\n".join(problems)
