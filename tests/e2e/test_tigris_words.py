"""Every word a Tigris & Euphrates player reads (issue 18), through the offline driver, scanned
with the shared text scan (`tests.e2e.text_scan`): two whole games, at an English and a Spanish
table (bob's client Spanish, alice's and carol's English), played as players would — commands,
buttons, DMs, autocomplete, a move the rules refuse, another player's button, `/game log`,
`/game catchup`, `/game status`, `/game help` — and every text
sent (messages and their edits, embeds, buttons, autocomplete, DMs, the image's words) read for
seat numbers, ids (dynasties, English colours and leaders in Spanish text), Python reprs, raw
action text, unfilled placeholders and "1 <plural>"."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

import i18n
import render.tigris
from engine.tigris import GAME
from engine.tigris.state import DYNASTIES, TigrisState
from offline import Driver
from present.tigris import COLOUR_EMOJI
from service.kits import kit_for
from tests.e2e.test_tigris_e2e import (
    FULL_GAME_SEED,
    SPANISH_GAME_SEED,
    button_id,
    check_dms,
    check_public,
    hand_in_dm,
    hand_of,
    open_game,
    seeded,
    slash_line,
)
from tests.e2e.text_scan import Said, TextScan

# English words a Spanish reader must never see: colours, leaders, pieces (in any case).
ENGLISH = {"red", "blue", "green", "black", "priest", "king", "trader", "farmer", "tile", "tiles", "leader",
           "leaders", "point", "points", "treasure", "treasures", "winner", "seat"}
TINY_PNG = bytes.fromhex("89504e470d0a1a0a0000000d49484452000000010000000108000000003a7e9b55"
                         "0000000a49444154789c63600000000200015e2f2b0b0000000049454e44ae426082")


def tigris_scan(driver: Driver | None, channel_lang: str) -> TextScan:
    """The shared scan, with Tigris's ids: the dynasties' (`lion`) for every reader, English
    colours, leaders and pieces for a Spanish reader."""
    return TextScan(driver, channel_lang=channel_lang, parses=GAME.parse_action,
                    raw={None: set(DYNASTIES), "es": ENGLISH})


@pytest.mark.parametrize(("text", "lang"), [
    ("Seat 2 is not yours.", "en"), ("El asiento 2 no es tuyo.", "es"), ("Waiting for: war_order", "en"),
    ("tigris.log.tile", "en"), ("{'cities': 1}", "en"), ("buildings=True", "en"), ("Winner: None", "en"),
    ("Bob places a {tile} on F3.", "en"), ("Bob loses the leader and 1 tiles.", "en"),
    ("Tienes **1** losetas", "es"), ("1 🟥 tiles", "en"), ("✅ tile red F3", "en"),
    ("No tienes ninguna loseta green", "es"), ("The lion's turn.", "en"), ("Alice (2) scores", "en"),
    ("<engine.tigris.state.TigrisState object at 0x7f>", "en"),
])
def test_the_scan_catches_what_players_must_never_read(text: str, lang: str) -> None:
    assert tigris_scan(None, lang).check(Said("test", text, lang)), text


def test_the_scan_lets_good_words_through() -> None:
    for text, lang in (("🏹 Alice scores one 🟥 red (temple) point (tile).", "en"),
                       ("🦁 Bob revela una loseta 🟥 roja (templo).", "es"), ("Bag: 1 tile", "en"),
                       ("💎 treasures: 1 · 🌋 catastrophes: 1", "en"),
                       ("revolts won–lost attacking 1–0", "en")):
        assert tigris_scan(None, lang).check(Said("test", text, lang)) == [], text


@pytest.fixture
def rendered(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Every view the board image is drawn from (the image can only show what it is given)."""
    views: list[dict[str, Any]] = []
    kit = kit_for("tigris")
    original = kit.draw_board

    def spy(view: dict[str, Any], names: list[str], lang: str, *args: Any) -> bytes | None:
        views.append(view)
        return original(view, names, lang, *args)

    monkeypatch.setattr(kit, "draw_board", spy)
    return views



@pytest.fixture
def reader_images(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The image's words (its panel as text) and the language it is drawn in, instead of its
    pixels: the full games stay fast, and what the image says is scanned like every other text
    (its drawing: test_render_tigris.py). The channel's images are in the table's language, an
    image in a reply (`/game status`) in its reader's."""
    from engine.tigris.view_schema import PublicView
    from render.tigris import build_panel, panel_text

    panels: list[tuple[str, str]] = []
    def draw(view: dict[str, Any], *, names: list[str], lang: str, log: list[str]) -> bytes:
        panels.append((lang, panel_text(build_panel(PublicView.model_validate(view), names, lang, log))))
        return TINY_PNG

    monkeypatch.setattr(render.tigris, "render_board", draw)
    return panels


# (table language, seed, players): the creator's server language is the table's; bob's client is
# Spanish and alice's and carol's English, so both languages reach every surface in each game.
WHOLE_GAMES = [("en", FULL_GAME_SEED, ("alice", "bob")), ("es", SPANISH_GAME_SEED, ("bob", "carol"))]


@pytest.mark.parametrize(("table_lang", "seed", "players"), WHOLE_GAMES)
async def test_whole_game_through_commands_buttons_and_dms(
        driver: Driver, monkeypatch: pytest.MonkeyPatch, rendered: list[dict[str, Any]],
        reader_images: list[tuple[str, str]], table_lang: str, seed: int, players: tuple[str, str]) -> None:
    """A complete game played as players would — commands, buttons, DMs, autocomplete, refused
    moves, another player's button, the log, catch-up, status and help midway — and every text
    they read scanned (issue 18)."""
    seeded(monkeypatch, seed)
    driver.world.preferred_locale = "es-ES" if table_lang == "es" else "en-US"
    scan = tigris_scan(driver, table_lang)
    table = await open_game(driver, players)
    record, state = await table.load()
    # The start: each player's DM holds their own six tiles; the board has its image and no hand.
    for seat in range(2):
        dms = [m for m in driver.dms(table.user(record, seat)) if "🎴" in m.text]
        assert dms and hand_in_dm(dms[-1].text) == hand_of(state, seat)
    board = driver.last_message("general")
    assert board is not None and board.files
    assert i18n.t("tigris.button.pass", table_lang) in " ".join(b.label for b in board.buttons)
    check_public(driver.channel_messages("general"), state)

    rnd = random.Random(seed)
    used: Counter[str] = Counter()
    autocompleted = moves = 0
    told_whose = refused = False
    while not state.over:
        (decision,) = GAME.awaiting(state)
        seat, user = decision.seat, table.user(record, decision.seat)
        other = table.user(record, 1 - seat)
        action = GAME.autoplay(state, seat, rnd).to_text()
        head = action.split()[0]
        if head in ("tile", "leader") and moves % 5 == 0:
            await check_square_autocomplete(driver, user, state, seat, action)
            autocompleted += 1
        elif moves % 7 == 3:
            await autocomplete_what_is_offered(driver, user, action)
        if decision.kind == "action" and not told_whose and moves > 4:
            # The other player presses the awaited player's Pass button: told whose move it is.
            custom_id = button_id(record, "pass", seat)
            message = table.find_button(driver.channel_messages("general"), custom_id)
            result = await driver.click(other, message, custom_id=custom_id)
            assert result.error is None and not result.public, result.content_text()
            whose = i18n.t("flow.err.whose_move", i18n.language(driver.world.user(other).locale),
                           names=user.capitalize(), count=1)
            assert [m.text for m in result.ephemeral] == ["⚠️ " + whose]
            told_whose = True
        if head == "tile" and not refused and state.tiles:
            # A move the rules refuse, by command: the reply names the rulebook's section.
            taken = next(iter(state.tiles))
            colour = action.split()[1]
            line = f"/tigris tile color:{colour} square:{taken}"
            result = await driver.slash(user, line, channel="general")
            assert result.error is None and not result.public
            assert len(result.ephemeral) == 1 and "(§ " in result.ephemeral[0].text, result.content_text()
            refused = True
        button_turn = decision.kind != "action" and used[f"{head}:button"] <= used[f"{head}:command"]
        if button_turn:
            custom_id = button_id(record, action, seat)
            # Support is private: its buttons are only in the deciding player's DMs.
            where = driver.dms(user) if decision.private else driver.channel_messages("general")
            message = table.find_button(where, custom_id)
            label = next(b.label for b in message.buttons if b.custom_id == custom_id)
            assert label != action, f"raw action text as a label: {label}"
            result = await driver.click(user, message, custom_id=custom_id)
            used[f"{head}:button"] += 1
        else:
            result = await driver.slash(user, slash_line(action), channel="general")
            used[f"{head}:command"] += 1
        assert result.error is None, (action, result.error)
        assert result.ephemeral and result.ephemeral[0].text.startswith("✅"), result.content_text()
        # The acknowledgement is what the move did, from its events: it names its player.
        assert user.capitalize() in result.ephemeral[0].text, (action, result.ephemeral[0].text)
        record, state = await table.load()
        check_public(result.public, state)
        check_dms(driver, table, record, result.dms, state)
        moves += 1
        if moves % 40 == 0:  # the private view on demand, now and then
            shown = await driver.slash(user, "/tigris hand", channel="general")
            assert shown.error is None and shown.ephemeral
        if moves == 60:  # each player reads the log, the catch-up, the status and the help
            for reader_ in players:
                for line in ("/game log", "/game catchup", "/game status", "/game help game:tigris"):
                    shown = await driver.slash(reader_, line, channel="general")
                    assert shown.error is None and shown.ephemeral, (line, shown.error)

    # Everything was played; both surfaces were used for the decisions with buttons.
    assert record.status == "finished" and moves > 100 and told_whose and refused
    for head in ("support", "treasure"):
        assert used[f"{head}:button"] and used[f"{head}:command"], used
    assert used["swap:command"] and autocompleted >= 10
    if seed == FULL_GAME_SEED:
        assert used["monument:button"] and used["monument:command"], used
        assert used["war:button"] + used["war:command"] >= 1
        assert used["catastrophe:command"] and used["withdraw:command"] and used["pass:command"]
    # No image was drawn from anything but public views with hidden scores.
    assert rendered and all("private" not in v for v in rendered)
    assert all(p["score"] is None for v in rendered if not v["game_over"] for p in v["players"])

    # The end: final points per colour with treasures, the winner, the statistics.
    outcome = GAME.outcome(state)
    assert outcome is not None
    final = next(m for m in reversed(driver.channel_messages("general")) if "🏆" in m.text)
    text = final.text
    emoji = {0: "🏹", 1: "🦁"}
    who = {seat: f"{emoji[seat]} {table.user(record, seat).capitalize()}" for seat in range(2)}
    winner = outcome.winners[0]
    assert i18n.t("tigris.final.winner", table_lang, who=who[winner], count=1) in text
    for seat in range(2):
        colours = outcome.detail["final"][seat]
        row = text.splitlines()[text.splitlines().index(next(x for x in text.splitlines()
                                                                 if who[seat] in x and "**" in x)) + 1]
        for colour, emoji_square in COLOUR_EMOJI.items():
            assert f"{emoji_square} {colours[colour]}" in row, row
    if outcome.reason == "tigris.outcome.tie_break":
        assert i18n.t("tigris.final.decided_on", table_lang).split(":")[0] in text
    assert i18n.t("tigris.final.stats_title", table_lang) in text
    # The image's last words: the winner by name.
    lang, last = reader_images[-1]
    assert lang == table_lang and who[winner].split()[1] in last.splitlines()[0]

    # Every word read in the game, in either language: what the bot sent, and the image's words.
    said = scan.said() + [Said("image", text, lang) for lang, text in reader_images]
    assert {item.lang for item in said} >= {"en", "es"}
    assert any(item.where.endswith("autocomplete") for item in said)
    problems = scan.problems(said)
    assert not problems, "\n".join(problems)


async def autocomplete_what_is_offered(driver: Driver, user: str, action: str) -> None:
    """The choices of the command of an action, as the player would see them (names scanned)."""
    head = action.split()[0]
    option = {"swap": "tiles", "support": "tiles", "monument": "choice", "building": "choice",
              "treasure": "square", "catastrophe": "square"}.get(head)
    if option is not None:
        line = f"/tigris {head} {option}:"
        choices = await driver.autocomplete(user, line, channel="general", focused=option)
        assert choices, action
    choices = await driver.autocomplete(user, "/game play action:", channel="general", focused="action")
    assert action in {c["value"] for c in choices} or len(choices) == 25


async def check_square_autocomplete(driver: Driver, user: str, state: TigrisState, seat: int,
                                    action: str) -> None:
    """The square list for a tile or leader holds only legal squares for that colour."""
    head, colour, square = action.split()
    legal = {a.to_text().split()[2] for a in GAME.legal_actions(state, seat)
             if a.to_text().startswith(f"{head} {colour} ")}
    typed = square[0]
    choices = await driver.autocomplete(user, f"/tigris {head} color:{colour} square:{typed}",
                                        channel="general", focused="square")
    offered = {c["value"] for c in choices}
    assert offered and offered <= legal, (action, offered - legal)
    assert square in offered
    assert offered == {s for s in legal if s.startswith(typed)}


