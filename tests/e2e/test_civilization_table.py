"""Civilization played by hand (issue 36), through the offline driver: what a three-player table
(alice and carol read English, bob Spanish) sees on its way through the first calamities, a
private trade, a movement preview and the ships phase. Each test names the items it covers.

The game is the robots' (`tests/e2e/civ_script.py`, seeded like the service) until the moment a
test looks at, where the player acts by command, button or menu as a person would.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import i18n
from engine.civilization import GAME, phases
from engine.civilization.data import AREAS, COMMODITIES, set_value
from offline import Driver
from present import orders
from present.civilization import PRESENTER, Names
from present.civilization import area as area_name
from tests.e2e import test_civilization_e2e as civ_e2e
from tests.e2e.civ_script import Script, next_move
from tests.e2e.civ_states import start_from
from tests.e2e.test_civilization_e2e import Table, new_civ, public_texts, user_name
from tests.e2e.test_platform_support import latest_public_state
from tests.engine.civilization.helpers import clear_board, new_state, put

fixed_seed = civ_e2e.fixed_seed  # the scripted game's seed, as the service draws it

USERS = ("alice", "bob", "carol")
READS = {"alice": "en", "bob": "es", "carol": "en"}


def awaiting(state: Any, kind: str) -> Any:
    return next((d for d in GAME.awaiting(state) if d.kind == kind), None)


async def seat_user(table: Table, seat: int) -> tuple[str, str]:
    record, _ = await table.state()
    user = user_name(table.driver, record.user_of(seat))
    return user, READS[user]


def texts_since(driver: Driver, user: str, mark: int) -> str:
    return "\n".join(m.text for m in driver.dms(user)[mark:])


async def test_calamities_as_the_table_reads_them(driver: Driver, fixed_seed: tuple[int, int]) -> None:
    """Items 3 (a city named in a loss), 4 (the Earthquake's confirmation), 5 (the Civil War's
    log), 6 (loss prompts with their numbers and the calamity's section), 7 (something to
    press on every decision; only the neighbours an Earthquake allows), 8 (how many cards must
    go back), 9 (DM hints that fit the decision), 12 (each loss told once)."""
    seed = fixed_seed[0]
    game_row = await new_civ(driver, USERS)
    table = Table(driver, game_row)
    script = Script(seed=seed, first_round=10**6)
    marks = {u: len(driver.dms(u)) for u in USERS}

    # Excess cards (item 8, 9): the prompt says how many go back, the hint no "areas".
    await table.robots_until(script, lambda s: awaiting(s, "discard") is not None)
    record, state = await table.state()
    decision = awaiting(state, "discard")
    user, lang = await seat_user(table, decision.seat)
    said = texts_since(driver, user, marks[user])
    must = decision.params["must"]
    assert PRESENTER.decision_text("discard", decision.params, lang, Names(None, [])) in said, said[-600:]
    if must:
        assert str(must) in i18n.t(
            "civilization.decision.discard", lang, must=must, limit=decision.params["limit"]
        )
    assert (
        i18n.t("civilization.dm.hint_cards", lang, command=i18n.t("cmd.civilization.discard", lang)) in said
    )
    assert ("areas" if lang == "en" else "áreas") not in said.split("\n")[-1]

    # The Earthquake's city (item 4): the reply says what was chosen, not a sealed order.
    await table.robots_until(script, lambda s: awaiting(s, "quake_reduce") is not None)
    record, state = await table.state()
    decision = awaiting(state, "quake_reduce")
    user, lang = await seat_user(table, decision.seat)
    city = decision.params["cities"][0]
    done = await driver.slash(user, f'/civ reduce cities:"{area_name(city, lang)}"')
    preview = next(m for m in done.ephemeral if "👀" in m.text)
    confirm = next(b for b in preview.buttons if (b.custom_id or "").endswith(":c"))
    done = await driver.click(user, preview, custom_id=confirm.custom_id)
    answer = done.ephemeral[0].text
    assert answer.startswith("✅ ") and area_name(city, lang) in answer, answer
    assert "sealed" not in answer and "sellada" not in answer, answer

    # Famine (items 6, 7): the victim divides up to 20 points, at most 11 each, §22.2.5; the
    # DM prompt has buttons, the order builder among them.
    await table.robots_until(script, lambda s: awaiting(s, "assign") is not None)
    record, state = await table.state()
    decision = awaiting(state, "assign")
    user, lang = await seat_user(table, decision.seat)
    said = texts_since(driver, user, marks[user])
    famine = {
        "en": ("up to 20 points", "at most 11 each", "§22.2.5 Famine"),
        "es": ("hasta 20 puntos", "como mucho 11 a cada uno", "§22.2.5 Hambre"),
    }[lang]
    assert all(w in said for w in famine), said[-800:]
    prompt = next(m for m in reversed(driver.dms(user)) if m.buttons)
    assert any(b.label == i18n.t("civilization.builder.assign", lang) for b in prompt.buttons), [
        b.label for b in prompt.buttons
    ]
    await table.send(decision.seat, next_move(state, script, record.version)[1])

    # The losses (items 3, 6, 7, 12): each prompt says how many points and what a city is
    # worth; a city named like tokens is refused with how a city is named; the suggestions are
    # the engine's; the log tells each city's loss once.
    await table.robots_until(script, lambda s: awaiting(s, "lose") is not None)
    record, state = await table.state()
    log_mark = len(driver.channel_messages("general"))
    for decision in [d for d in GAME.awaiting(state) if d.kind == "lose"]:
        user, lang = await seat_user(table, decision.seat)
        said = texts_since(driver, user, marks[user])
        assert PRESENTER.decision_text("lose", decision.params, lang, Names(None, [])) in said, said[-800:]
        prompt = next(m for m in reversed(driver.dms(user)) if m.buttons)
        builder = i18n.t("civilization.builder.lose", lang)
        assert any(b.label == builder for b in prompt.buttons)
        # The DM's hint names its own button, in the reader's words (item 9).
        hint = i18n.t(
            "civilization.dm.hint", lang, command=i18n.t("cmd.civilization.lose", lang), button=builder
        )
        assert hint in said, said[-800:]
        towns = [a for a, o in state.cities.items() if o == decision.seat]
        if towns:  # "1 Tanis" for a city: no tokens there, and how a city is named
            r = await driver.slash(user, f'/civ lose units:"1 {area_name(towns[0], lang)}"')
            word = "ciudad" if lang == "es" else "city"
            assert (
                r.ephemeral[0].text.startswith("⚠️")
                and f"{word} {area_name(towns[0], lang)}" in r.ephemeral[0].text
            ), r.ephemeral[0].text
            assert "§22.2.5" in r.ephemeral[0].text
        # Every suggestion reads back as steps that some complete loss order follows.
        offered = await driver.autocomplete(user, "/civ lose units:", focused="units")
        assert offered
        for choice in offered:
            reading = orders.read(
                "civilization", GAME.grammar.action_class("lose").fields_info()[0], choice["value"] + " "
            )
            steps = (*reading.steps, *([reading.draft.step()] if reading.draft else []))
            more = GAME.complete_steps(state, decision.seat, "lose", steps)
            lose = GAME.grammar.action_class("lose")(units=(*steps, *(more or ())))
            assert more is not None and GAME.check(state, decision.seat, lose) is None, choice
    while (decision := awaiting((await table.state())[1], "lose")) is not None:
        record, state = await table.state()
        await table.send(decision.seat, next_move(state, script, record.version)[1])
    await driver.settle()
    log = "\n".join(public_texts(driver)[log_mark:])
    lost = re.findall(r"loses the city in ([^(]+) \(", log)
    for town in lost:
        assert not re.search(rf"loses [^\n]*city of {re.escape(town.strip())}", log), log[-1500:]

    # Civil War (item 5): who put what into the first faction, which faction went where.
    await table.robots_until(script, lambda s: awaiting(s, "faction") is not None)
    record, state = await table.state()
    decision = awaiting(state, "faction")
    mark = len(driver.channel_messages("general"))
    await table.send(decision.seat, next_move(state, script, record.version)[1])
    await driver.settle()
    log = "\n".join(public_texts(driver)[mark - 3 :])
    assert "faction; " in log and "annexes the" in log, log[-1500:]
    assert "picks the first faction of" not in log
    history = await driver.slash("bob", "/game log page:1")
    assert history.error is None

    # The Earthquake's targets (item 7): only the neighbours the ruling allows.
    await table.robots_until(script, lambda s: awaiting(s, "quake_target") is not None)
    record, state = await table.state()
    decision = awaiting(state, "quake_target")
    user, lang = await seat_user(table, decision.seat)
    offered = await driver.autocomplete(user, "/civ target cities:", focused="cities")
    allowed = {area_name(a, lang) for a in decision.params["cities"]}
    shown = {c["value"] for c in offered if not c["name"].startswith("✔")}
    assert shown and shown <= allowed, (shown, allowed)


async def test_a_private_offer_and_its_answer_stay_between_the_two(
    driver: Driver, fixed_seed: tuple[int, int]
) -> None:
    """Item 2: an offer made to one player, and the answer to it, show in the channel only as
    who made one to whom; the two read the facts by DM; `/game help` says so."""
    seed, first = fixed_seed
    game_row = await new_civ(driver, USERS)
    table = Table(driver, game_row)
    script = Script(seed=seed, first_round=first)
    await table.robots_until(script, lambda s: s.round >= first and s.trade is not None)
    record, state = await table.state()
    names = await driver.bot.flow.names(record)
    traders = [
        p
        for p in range(state.players)
        if p not in state.trade.done
        and len(state.seats[p].hand) >= 3
        and any(c in COMMODITIES for c in state.seats[p].hand)
    ]
    maker, taker = traders[:2]

    def facts(seat: int) -> tuple[int, int, str]:
        hand = sorted(state.seats[seat].hand)
        first_commodity = next(c for c in hand if c in COMMODITIES)
        rest = [c for c in hand if c != first_commodity][:2]
        cards = [first_commodity, *rest]
        return len(cards), set_value(cards), first_commodity

    mark = len(driver.channel_messages("general"))
    n, value, commodity = facts(maker)
    maker_user, maker_lang = await seat_user(table, maker)
    r = await driver.slash(
        maker_user, f'/civ offer count:{n} value:{value} commodity:"{commodity}" to:"{names[taker]}"'
    )
    preview = next(m for m in r.ephemeral if "👀" in m.text)
    await driver.click(
        maker_user,
        preview,
        custom_id=next(b.custom_id for b in preview.buttons if (b.custom_id or "").endswith(":c")),
    )
    k, worth, their = facts(taker)
    taker_user, taker_lang = await seat_user(table, taker)
    r = await driver.slash(taker_user, f'/civ counter offer:o1 count:{k} value:{worth} commodity:"{their}"')
    preview = next(m for m in r.ephemeral if "👀" in m.text)
    await driver.click(
        taker_user,
        preview,
        custom_id=next(b.custom_id for b in preview.buttons if (b.custom_id or "").endswith(":c")),
    )
    await driver.settle()
    # New messages, and the board the trade's changes are edited into (one board per turn).
    public = "\n".join([*public_texts(driver)[mark:], latest_public_state(driver).content])
    assert f"makes an offer (offer 1) to {names[taker]}" in public, public[-1500:]
    assert "between the two of them" in public and "answers" in public, public[-1500:]
    for shown in (value, worth):
        assert not re.search(rf"worth {shown}\b|valor de {shown}\b", public), public[-1500:]
    # The two read each other's facts by DM, in their own words.
    got = texts_since(driver, taker_user, 0)
    assert (
        "offers you (offer 1, only to you)" if taker_lang == "en" else "te ofrece (oferta 1, solo a ti)"
    ) in got
    back = texts_since(driver, maker_user, 0)
    assert ("answers your offer 1" if maker_lang == "en" else "responde a tu oferta 1") in back
    # Nothing of them in a third player's DMs.
    third = next(u for u in USERS if u not in (maker_user, taker_user))
    assert not re.search(rf"worth {worth}\b|valor de {worth}\b", texts_since(driver, third, 0))
    help_reply = await driver.slash("alice", "/game help game:civilization")
    assert "never shown" not in "\n".join(m.text for m in help_reply.ephemeral)


async def test_the_last_movers_preview_shows_the_order_alone(
    driver: Driver, fixed_seed: tuple[int, int]
) -> None:
    """Item 1: the last player of the census order previews what the order itself does, before
    the conflicts and the phases that follow by themselves."""
    seed = fixed_seed[0]
    game_row = await new_civ(driver, USERS)
    table = Table(driver, game_row)
    script = Script(seed=seed, first_round=10**6)

    def last_mover(s: Any) -> bool:
        d = awaiting(s, "move")
        if d is None or s.round < 3 or s.ask.window.waiting() != [d.seat]:
            return False
        return GAME.parse_action(next_move(s, script, 0)[1]).verb == "move"

    await table.robots_until(script, last_mover)
    record, state = await table.state()
    decision = awaiting(state, "move")
    user, lang = await seat_user(table, decision.seat)
    order = GAME.parse_action(next_move(state, script, record.version)[1])
    r = await driver.slash(user, f'/civ move steps:"{orders.order_text("civilization", order.steps, lang)}"')
    preview = next(m for m in r.ephemeral if "👀" in m.text).text
    alone = GAME.preview_state(state, decision.seat, order)
    for a in sorted(set(state.tokens) | set(alone.tokens)):
        before = state.tokens.get(a, {}).get(decision.seat, 0)
        after = alone.tokens.get(a, {}).get(decision.seat, 0)
        line = f"• {area_name(a, lang)}: " + i18n.t(
            "civilization.preview.tokens", lang, before=before, after=after
        )
        assert (line in preview) == (before != after), (a, line, preview)
    moved = sum(st.count for st in order.steps if hasattr(st, "count"))
    gained = sum(
        max(0, alone.tokens.get(a, {}).get(decision.seat, 0) - state.tokens.get(a, {}).get(decision.seat, 0))
        for a in AREAS
    )
    assert gained <= moved + sum(getattr(st, "carry", 0) for st in order.steps)


async def test_ships_words_and_confirmations(driver: Driver, fixed_seed: tuple[int, int]) -> None:
    """Items 3 (a levy out of range; a move in the ships phase names the player's commands),
    10 (the sealed order's ✅ says who did what), 11 (one Spanish word for ships), 13 (labels
    that fit their buttons)."""
    seed = fixed_seed[0]
    game_row = await new_civ(driver, USERS)
    table = Table(driver, game_row)
    script = Script(seed=seed, first_round=10**6)
    record, _ = await table.state()
    seat = record.seats_of(driver.world.user("bob").id)[0]
    await table.robots_until(
        script,
        lambda s: (
            s.round >= 2
            and awaiting(s, "fleet") is not None
            and any(d.seat == seat for d in GAME.awaiting(s))
        ),
    )
    record, state = await table.state()
    bob = next(d for d in GAME.awaiting(state) if d.seat == seat and d.kind == "fleet")
    coast = next((a for a, d in sorted(state.tokens.items()) if d.get(seat) and AREAS[a].has_water), None)
    src = next(a for a, d in sorted(state.tokens.items()) if d.get(seat))
    dst = sorted(AREAS[src].land)[0]
    wrong = await driver.slash("bob", f'/civ move steps:"1 {area_name(src, "es")}>{area_name(dst, "es")}"')
    said = wrong.ephemeral[0].text
    assert said.startswith("⚠️") and "`/civ barcos`" in said and "fleet" not in said, said
    assert coast is not None
    if coast:
        levy = await driver.slash("bob", f'/civ ships steps:"construir {area_name(coast, "es")} leva 3"')
        assert levy.ephemeral[0].text == "⚠️ " + i18n.t(
            "builder.err.range", "es", word="leva ", value=3, lo=0, hi=2
        ), levy.ephemeral[0].text
    text = next_move(state, script, record.version)[1]
    r = await table.send(bob.seat, text)
    answer = next(m.text for m in r.ephemeral if m.text.startswith("✅"))
    if awaiting((await table.state())[1], "fleet") is not None:  # others still to answer: sealed
        assert answer.startswith("✅ Das tu orden sellada (barcos)"), answer
    else:  # the last one: revealed with the others'
        assert answer.startswith("✅ Hecho — Barcos"), answer
    await table.robots_until(script, lambda s: s.round >= 4)
    spanish = (
        "\n".join(m.text for m in driver.dms("bob"))
        + "\n"
        + "\n".join(b.label or "" for m in driver.dms("bob") for b in m.buttons)
    )
    assert not re.search(r"\b[Nn]aves?\b|[Ff]acci[oó]n", spanish), spanish[-800:]
    labels = [b.label or "" for u in USERS for m in driver.dms(u) for b in m.buttons] + [
        b.label or "" for m in driver.channel_messages("general") for b in m.buttons
    ]
    assert labels and all(len(label) <= 80 for label in labels)
    assert not [label for label in labels if label.endswith("…")], [x for x in labels if x.endswith("…")]


async def test_an_undo_at_a_table_with_a_robot_seat(driver: Driver, fixed_seed: tuple[int, int]) -> None:
    """Issue 30: an undo request at a table with a robot seat does not wait for the robot."""
    seed = fixed_seed[0]
    game_row = await new_civ(driver, USERS)
    table = Table(driver, game_row)
    record, _ = await table.state()
    robot = record.seats_of(driver.world.user("carol").id)[0]
    humans = [s for s in range(3) if s != robot]
    script = Script(seed=seed, first_round=10**6)
    await table.robots_until(
        script,
        lambda s: (
            s.round >= 2
            and s.ask is not None
            and s.ask.kind == "fleet"
            and set(humans) <= set(s.ask.window.waiting())
        ),
    )
    assert (await driver.slash("alice", "/game autoplay player:Carol")).error is None
    for seat in humans:
        record, state = await table.state()
        await table.send(seat, next_move(state, script, record.version)[1])
    first_user = user_name(driver, record.user_of(humans[0]))
    second_user = user_name(driver, record.user_of(humans[1]))
    asked = await driver.slash(first_user, "/game undo")
    assert asked.error is None
    await driver.settle()
    prompt = next(m for m in reversed(driver.channel_messages("general")) if m.buttons and "↩️" in m.text)
    yes = next(b for b in prompt.buttons if (b.custom_id or "").endswith(":yes"))
    await driver.click(second_user, prompt, custom_id=yes.custom_id)
    await driver.settle()
    _, state = await table.state()
    assert set(humans) <= {d.seat for d in GAME.awaiting(state) if d.kind == "fleet"}, "still waiting"


async def test_hints_name_the_boards_buttons(driver: Driver, fixed_seed: tuple[int, int]) -> None:
    """Item 9: a Spanish player's DMs at an English table name the board's button as the board
    shows it, and their own DM buttons in Spanish."""
    seed = fixed_seed[0]
    game_row = await new_civ(driver, USERS)
    table = Table(driver, game_row)
    script = Script(seed=seed, first_round=10**6)
    record, _ = await table.state()
    bob = record.seats_of(driver.world.user("bob").id)[0]
    # Bob's first movement turn: the zoomed map's DM names the board's button in English.
    await table.robots_until(script, lambda s: (d := awaiting(s, "move")) is not None and d.seat == bob)
    await driver.bot.get_cog("Civilization").on_agora_game_changed(game_row)
    zoom = next(m.text for m in reversed(driver.dms("bob")) if "turno de movimiento" in m.text)
    assert f"**{i18n.t('civilization.builder.step', 'en')}**" in zoom and "`/civ mover`" in zoom, zoom


async def test_a_costly_build_is_warned_in_its_preview(driver: Driver,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Item 8: cities built with the tokens that support the others are previewed with a
    warning (§14). A position set up by hand (`tests/e2e/civ_states.py`): robot games reach such
    a build only by chance."""
    s = new_state(3)
    clear_board(s)
    sites = [a for a in sorted(s.areas_in_play) if AREAS[a].site and not AREAS[a].sea]
    first = sites[0]
    second = next(a for a in sites[1:] if a not in AREAS[first].land)
    for a in (first, second):  # two cities would take all twelve tokens: none left to support them
        put(s, 0, a, 6)
    s.ask, s.trade, s.phase, s.stage = None, None, "cities", ""
    phases.advance(s, [])
    (decision,) = [d for d in GAME.awaiting(s) if d.kind == "build"]
    assert decision.seat == 0 and decision.params["sites"] == [first, second]
    game_row = await start_from(driver, monkeypatch, USERS, s)
    table = Table(driver, game_row)
    user, lang = await seat_user(table, 0)
    names = "; ".join(area_name(a, lang) for a in decision.params["sites"])
    r = await driver.slash(user, f'/civ build sites:"{names}"')
    preview = next(m.text for m in r.ephemeral if "👀" in m.text)
    assert "⚠️" in preview and "§14" in preview, preview
