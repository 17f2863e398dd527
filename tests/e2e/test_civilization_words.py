"""Every word a Civilization player reads (issue 18), through the offline driver, at an English
and at a Spanish table (alice and carol read English, bob Spanish; the table's language is the
server's).

A short game (`end_column=5`): the first rounds by `/civ` commands and DM or board buttons (nations,
ships, movement, cities), a trade by DM in the first trade phase (an offer, a counter, the
maker's Accept, each side's cards by DM button), a move out of turn, another player's button,
then robot seats (`/game autoplay player:` as autocomplete sends it) to the end; `/game help`,
`/game log`, `/game catchup` and `/game history` on the way. Every text sent — messages, embeds,
buttons, autocomplete choices, DMs, texts drawn on images — is scanned (`tests.e2e.text_scan`):
players by name, never a seat number; areas, nations, cards and calamities by name in the
reader's language; no ids, no Python reprs, no raw action text, no unfilled placeholder, no
"1 <plural>".
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import i18n
from engine.civilization import GAME
from offline import Driver
from tests.e2e.civ_script import Script, civ_scan, next_move
from tests.e2e.test_civilization_e2e import Table, assert_no_card_leak, public_texts, user_name

SEED = 3
USERS = ("alice", "bob", "carol")
NAMES = {"alice": "Alice", "bob": "Bob", "carol": "Carol"}
READS = {"alice": "en", "bob": "es", "carol": "en"}


async def start(driver: Driver, creator: str, options: str) -> int:
    line = "/game new game:civilization" + (f" options:{options}" if options else "")
    r = await driver.slash(creator, line, channel="general")
    assert r.error is None, r.error
    for user in USERS:
        if user != creator:
            assert (await driver.slash(user, "/game join", channel="general")).error is None
    assert (await driver.slash(creator, "/game start", channel="general")).error is None
    record = await driver.bot.service.game_in_channel(driver.channel("general").id)
    return record.id


def refused(result: Any) -> bool:
    return any(m.text.startswith("⚠️") for m in result.ephemeral)


def help_text(result: Any) -> str:
    return "\n".join(
        f"{e.get('description', '')}\n" + "\n".join(f"{f['name']}\n{f['value']}" for f in e.get("fields", []))
        for m in result.ephemeral
        for e in m.embeds
    )


HELP_MARKS = {
    "en": (
        "/civ move steps:",
        "/civ assign shares:",
        "§16",
        "§10",
        "`end_column`",
        "(default `0`)",
        "Rulings",
        "§22.2.2",
    ),
    "es": (
        "/civ mover ordenes:",
        "/civ repartir reparto:",
        "§16",
        "§10",
        "`end_column`",
        "(por defecto `0`)",
        "Decisiones de reglas",
        "§22.2.2",
    ),
}


@pytest.mark.parametrize("table", ["en", "es"])
async def test_a_short_game_reads_well(driver: Driver, monkeypatch: pytest.MonkeyPatch, table: str) -> None:
    if table == "es":
        driver.world.preferred_locale = "es-ES"
    monkeypatch.setattr("service.games.secrets.randbits", lambda bits: SEED)
    scan = civ_scan(driver, channel_lang=table)
    scan.watch_images(monkeypatch)
    creator = "bob" if table == "es" else "alice"
    game_row = await start(driver, creator, "end_column=5")

    # The game's help in each reader's language: commands with examples, the rules with their
    # sections, the options with their defaults, the rulings.
    missing = []
    for user in ("alice", "bob"):
        r = await driver.slash(user, "/game help game:civilization", channel="general")
        text = help_text(r)
        missing += [(user, m) for m in HELP_MARKS[READS[user]] if m not in text]

    civ = Table(driver, game_row)
    record, state = await civ.state()
    script = Script(seed=SEED, first_round=10**6, any_trade=True)
    out_of_turn = pressed = bad = spanish = spanish_offer = False
    suggested: set[str] = set()
    for _ in range(300):
        record, state = await civ.state()
        if GAME.is_over(state) or (script.traded and state.trade is None and script.giver is not None):
            break
        if state.trade is not None and script.first_round > state.round:
            script.first_round = state.round
        seat, text, _ = next_move(state, script, record.version)
        if not out_of_turn and state.ask is not None and state.ask.kind == "move":
            out_of_turn = await move_out_of_turn(driver, record, seat)
        if not pressed and state.ask is not None and state.ask.kind == "move":
            pressed = await press_someone_elses_button(driver, record, seat)
        if not bad and state.ask is not None and state.ask.kind == "move":
            bad = await too_many_tokens(driver, record, state, seat)
        bob = record.seats_of(driver.world.user("bob").id)[0]
        if not spanish_offer and any(d.seat == bob and d.kind == "trade" for d in GAME.awaiting(state)):
            spanish_offer = await untrue_offer_in_spanish(driver)
        await suggestions(driver, record, state, seat, suggested)
        if seat == bob and text.startswith("nation "):  # typed in Spanish: "Egipto"
            spanish = await nation_in_spanish(driver, civ, text.split()[1])
            continue
        await civ.send(seat, text)
    record, state = await civ.state()
    assert script.giver is not None and script.traded, "no trade was played"
    assert out_of_turn and pressed and bad and spanish
    assert {"move", "trade"} <= suggested, suggested
    assert spanish_offer or table == "en"  # bob trades at the Spanish table (seat order)
    assert civ.routes["command"] and civ.routes["dm"], civ.routes
    # The trade, in the channel: who with whom and how many cards, in the table's language.
    names = await driver.bot.flow.names(record)
    traded = i18n.t(
        "civilization.lg.traded", table, a=names[script.giver], b=names[script.receiver], a_gave=3, b_gave=3
    )
    assert any(traded in m.text for m in driver.channel_messages("general")), traded

    # What is not a move: the hand, the A.S.T., a player's panel (chosen by name), the zoom.
    for user in USERS:
        for line in ("/civ hand", "/civ ast", "/civ zoom"):
            r = await driver.slash(user, line, channel="general")
            assert r.error is None and r.ephemeral and not refused(r), (user, line, r.content_text())
        offered = await driver.autocomplete(user, "/civ panel player:", focused="player", channel="general")
        assert sorted(c["name"] for c in offered) == sorted(names)
        r = await driver.slash(user, f"/civ panel player:{offered[0]['value']}", channel="general")
        assert r.error is None and r.ephemeral and r.ephemeral[0].files, (user, r.content_text())

    # Players are chosen by name: /game autoplay's autocomplete lists names, sends seats.
    choices = await driver.autocomplete(
        creator, "/game autoplay player:", focused="player", channel="general"
    )
    assert sorted(c["name"] for c in choices) == sorted(names)
    for choice in choices:
        r = await driver.slash(creator, f"/game autoplay player:{choice['value']}", channel="general")
        assert r.error is None and not refused(r), r.content_text()
    record, state = await civ.state()
    assert GAME.is_over(state), "the robots did not finish the game"

    for user in USERS:
        for line in ("/game log", "/game catchup", "/game history n:3"):
            r = await driver.slash(user, line, channel="general")
            assert r.error is None, (line, r.error)
    assert_no_card_leak(public_texts(driver))
    problems = scan.problems()
    assert not problems, "\n".join(problems)
    assert not missing, missing
    assert not driver.unknown_routes


async def move_out_of_turn(driver: Driver, record: Any, mover: int) -> bool:
    """Someone else types a move during another player's movement turn: told whose move it is."""
    other = next(u for u in USERS if driver.world.user(u).id != record.user_of(mover))
    r = await driver.slash(other, '/civ move steps:"1 thrace>macedonia"', channel="general")
    mover_name = NAMES[user_name(driver, record.user_of(mover))]
    expected = "⚠️ " + i18n.t("flow.err.whose_move", READS[other], names=mover_name, count=1)
    assert [m.text for m in r.ephemeral] == [expected], [m.text for m in r.ephemeral]
    return True


async def too_many_tokens(driver: Driver, record: Any, state: Any, mover: int) -> bool:
    """The mover orders more tokens than they have: the first illegal step, in their words, with
    the rule's section named (§10 Movement / Movimiento); a count past what an order can say is
    refused once as unreadable (never "something went wrong")."""
    from engine.civilization.data import AREAS

    user = next(u for u in USERS if driver.world.user(u).id == record.user_of(mover))
    src = next(a for a, d in sorted(state.tokens.items()) if d.get(mover))
    dst = sorted(AREAS[src].land)[0]
    r = await driver.slash(user, f'/civ move steps:"59 {src}>{dst}"', channel="general")
    said = [m.text for m in r.ephemeral]
    section = i18n.t("civilization.section.10", READS[user])
    assert len(said) == 1 and said[0].startswith("⚠️") and f"§10.5 {section})" in said[0], said
    r = await driver.slash(user, f'/civ move steps:"99 {src}>{dst}"', channel="general")
    said = [m.text for m in r.ephemeral]
    out_of_range = i18n.t("builder.err.range", READS[user], word="", value=99, lo=1, hi=60)
    assert said == ["⚠️ " + out_of_range], said
    return True


async def suggestions(driver: Driver, record: Any, state: Any, seat: int, seen: set[str]) -> None:
    """Autocomplete in the reader's words (the scan reads every choice): the mover's stacks and
    ships, a trader's commodities and card lists — names, never ids or English in Spanish."""
    user = next(u for u in USERS if driver.world.user(u).id == record.user_of(seat))
    kinds = {d.kind for d in GAME.awaiting(state) if d.seat == seat}
    if "move" in kinds and "move" not in seen:
        seen.add("move")
        for typed in ("", "ship"):
            choices = await driver.autocomplete(
                user, f'/civ move steps:"{typed}"', focused="steps", channel="general"
            )
            assert typed or choices, typed
            assert not any(c["name"].startswith("ship") for c in choices), choices
    if "trade" in kinds and "trade" not in seen:
        seen.add("trade")
        hand = state.seats[seat].hand
        for line, field in (
            ("/civ offer count:3 value:5 commodity:", "commodity"),
            ("/civ offer claims:", "claims"),
        ):
            choices = await driver.autocomplete(user, line, focused=field, channel="general")
            assert choices, line
        if any(d.seat == seat and d.kind == "trade" for d in GAME.awaiting(state)) and hand:
            choices = await driver.autocomplete(
                user, "/civ discard cards:", focused="cards", channel="general"
            )
            assert all("×" in c["name"] for c in choices), choices


async def nation_in_spanish(driver: Driver, civ: Table, nation: str) -> bool:
    """Bob chooses his nation by its Spanish name (`/civ nacion nation:Egipto`)."""
    spanish = i18n.t(f"civilization.nation.{nation}", "es")
    r = await driver.slash("bob", f"/civ nation nation:{spanish}", channel="general")
    assert r.error is None and not refused(r), r.content_text()
    record, state = await civ.state()
    assert state.seats[record.seats_of(driver.world.user("bob").id)[0]].nation == nation
    return True


async def untrue_offer_in_spanish(driver: Driver) -> bool:
    """Bob types his offer in Spanish words (`/civ ofrecer commodity:sal`): read, and refused in
    Spanish with the commodity's Spanish name and the rule (§16.3 Comercio), never his hand."""
    r = await driver.slash("bob", "/civ offer count:3 value:999 commodity:sal", channel="general")
    said = [m.text for m in r.ephemeral]
    assert len(said) == 1 and said[0].startswith("⚠️"), said
    assert "§16.3 Comercio" in said[0] and ("Sal" in said[0] or "tres cartas" in said[0]), said
    assert "salt" not in said[0].casefold().replace("sal ", ""), said
    return True


async def press_someone_elses_button(driver: Driver, record: Any, mover: int) -> bool:
    """Another player presses the mover's "End my movement" on the board: whose move it is."""
    board = next(
        (
            m
            for m in reversed(driver.channel_messages("general"))
            if any(f":{mover}:" in (b.custom_id or "") for b in m.buttons)
        ),
        None,
    )
    if board is None:
        return False
    button = next(b for b in board.buttons if f":{mover}:" in (b.custom_id or ""))
    other = next(u for u in USERS if driver.world.user(u).id != record.user_of(mover))
    r = await driver.click(other, board, custom_id=button.custom_id)
    mover_name = NAMES[user_name(driver, record.user_of(mover))]
    said = [m.text for m in r.ephemeral]
    assert (
        len(said) == 1 and mover_name in said[0] and re.search(r"\bseat\b|asiento", said[0], re.I) is None
    ), said
    return True


NOUNS = {
    "en": ("cards", "tokens", "cities", "points", "areas", "ships", "groups", "sites", "kinds", "changes"),
    "es": (
        "cartas",
        "fichas",
        "ciudades",
        "puntos",
        "áreas",
        "naves",
        "grupos",
        "lugares",
        "tipos",
        "cambios",
    ),
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_civilization_text_reads_one_with_a_plural(lang: str) -> None:
    """Every Civilization text players read, with each of its numbers at 1, has the singular
    ("one card", "una ficha"): real Fluent plurals, never "1 cards". (`civilization.log.*` are
    the engine's event keys; players read events through `civilization.lg.*`.)"""
    one_plural = re.compile(rf"(?<![\d.,/:#×])\b1 ({'|'.join(NOUNS[lang])})\b")
    found = []
    for key in i18n.catalog():
        if not key.startswith(("civilization.", "cmd.civilization.")) or key.startswith("civilization.log."):
            continue
        params = dict.fromkeys(i18n.placeholders(i18n.catalog()[key][lang]), 1)
        text = i18n.t(key, lang, **params)
        if one_plural.search(text):
            found.append(f"{key}: {text}")
    assert not found, "\n".join(found)


SECTION = re.compile(r"§[0-9IVX]+(?:\.[0-9]+)* [A-ZÁÉÍÓÚ][^)]*\)")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_refusal_of_a_rule_names_its_section(lang: str) -> None:
    """Civilization's refusals name the rulebook's section with its title in the reader's
    language ("§16.3 Trade", "§16.3 Comercio"); only "you hold no such card" is not a rule."""
    keys = [
        k for k in i18n.catalog() if k.startswith("civilization.err.") and k != "civilization.err.not_in_hand"
    ]
    assert len(keys) > 50
    unnamed = [k for k in keys if not SECTION.search(i18n.t(k, lang))]
    assert not unnamed, unnamed
    assert "§16.3 " + ("Comercio" if lang == "es" else "Trade") in i18n.t(
        "civilization.err.offer_untrue", lang
    )
