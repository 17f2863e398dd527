"""A four-player Civilization game at a Spanish table (issue 30), through the offline driver:
robots to the scripted rounds, then two full rounds by hand, every order typed in the players'
own words (areas by their Spanish names, two words and all: "Tierra de Babilonia", "Armenia
Menor"; cards and commodities in Spanish) or played by a DM or board button. The two rounds hold
a conflict and a city built, a trade by DM with a black calamity in it, a calamity with a choice
and a card bought with credits; a sealed order is undone with the others' consent, its prompt in
words. Every text read is scanned (seat numbers, ids, English words in Spanish text...).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import i18n
from engine import registry
from engine.civilization import GAME
from engine.core import Count, Multiset, Ref, Seat, Steps
from offline import Driver
from present import orders
from present.civilization import PRESENTER
from tests.e2e.civ_script import Script, civ_scan, find_scenario, next_move
from tests.e2e.test_civilization_e2e import Table, new_civ, public_texts

PLAYERS = ("bob", "elena", "fede", "gema")
HINT = (0, 15)  # `civ_script.find_scenario(HINT, players=4)`: seed 0, the scripted rounds from 15
SCENARIO: list[tuple[int, int]] = []


def scenario() -> tuple[int, int]:
    if not SCENARIO:
        SCENARIO.append(find_scenario(HINT, players=4))
    return SCENARIO[0]


def spanish_line(text: str) -> str:
    """The `/civ` command a Spanish player types for an action: a whole order in Spanish words
    (`2 Tierra de Babilonia>Mesopotamia; barco Bizancio>Lemnos carga 1`), names of cards,
    commodities and advances in Spanish. Options keep the names Discord sends."""
    action = GAME.parse_action(text)
    verb = action.verb
    name = i18n.t(f"cmd.civilization.{verb}", "en")
    whole = PRESENTER.commands.whole.get(verb)
    info = next((i for i in action.fields_info() if isinstance(i.spec, Steps)), None)
    if whole is not None and info is not None:
        return f'/civ {name} {whole}:"{orders.order_text("civilization", getattr(action, info.name), "es")}"'
    parts = [f"/civ {name}"]
    for field in action.fields_info():
        value = getattr(action, field.name)
        if not field.required and value == field.default:
            continue
        option = PRESENTER.commands.options.get((verb, field.name), field.name)
        spec = field.spec
        item = spec.item if isinstance(spec, Multiset) else spec
        if isinstance(item, Ref) and item.kind in ("card", "commodity", "advance", "area", "nation"):
            words = [value] if not isinstance(spec, Multiset) else list(value)
            counts: dict[str, int] = {}
            for w in words:
                counts[w] = counts.get(w, 0) + 1
            said = [i18n.t(f"civilization.{item.kind}.{w}", "es") for w in counts]
            if isinstance(spec, Multiset) and spec.counted:
                said = [f"{n} {s}" for n, s in zip(counts.values(), said)]
            parts.append(f'{option}:"{" ".join(said) if said else "nada"}"')
        else:
            parts.append(_plain(action, field, option))
    return " ".join(parts)


def _plain(action: Any, field: Any, option: str) -> str:
    grammar = registry.get("civilization").grammar
    value = getattr(action, field.name)
    plain = isinstance(field.spec, (Count, Seat)) and isinstance(value, int)
    word = str(value) if plain else grammar.field_words(type(action), field, value)
    return f'{option}:"{word}"'


@pytest.fixture
def spanish(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> tuple[int, int]:
    seed, first = scenario()
    import types

    monkeypatch.setattr("service.games.secrets", types.SimpleNamespace(randbits=lambda bits: seed))
    driver.world.preferred_locale = "es-ES"
    for name in PLAYERS[1:]:
        driver.add_user(name, locale="es-ES")
    return seed, first


async def test_four_spanish_players_two_rounds_by_hand(
    driver: Driver, spanish: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    seed, first = spanish
    scan = civ_scan(driver, channel_lang="es")
    game_row = await new_civ(driver, PLAYERS)
    table = Table(driver, game_row, line=spanish_line)
    script = Script(seed=seed, first_round=first)
    await table.robots_until(script, lambda s: s.round >= first)
    record, state = await table.state()
    mark = len(driver.channel_messages("general"))
    kinds: set[str] = set()
    while True:
        record, state = await table.state()
        if GAME.is_over(state) or state.round >= first + 2:
            break
        kinds |= {d.kind for d in GAME.awaiting(state)}
        seat, text, _ = next_move(state, script, record.version)
        result = await table.send(seat, text)
        assert result.error is None
    texts = public_texts(driver)[mark:]
    joined = "\n".join(texts)
    names = await driver.bot.flow.names(record)
    # Orders typed in Spanish words, two-word area names among them.
    two_words = [
        i18n.t(f"civilization.area.{a}", "es")
        for a in ("babylonia", "lesser_armenia", "upper_egypt", "asia_minor")
    ]
    typed = [line for line in table.lines if line.startswith(("/civ move", "/civ step"))]
    assert typed and any(w in line for line in typed for w in two_words), typed
    # A conflict and a city built, a trade with a black calamity, a calamity with a choice, a
    # card bought with credits: told in Spanish.
    assert re.search(r"Conflicto en|ataca la ciudad", joined), joined[-2000:]
    assert "construye una ciudad en" in joined
    assert script.traded and script.giver is not None
    assert re.search(r"ha recibido .+ de .+ al comerciar", joined), joined[-3000:]
    assert kinds & {"lose", "assign", "pick", "quake_reduce", "quake_target", "volcano", "plain"}
    assert re.search(r"compra .* \(pag", joined), joined[-3000:]
    assert all(n in joined for n in names)
    # The next round's ships: two sealed orders given, the first player undoes theirs (and so
    # the second's): the others are asked in words, agree, and both are given again.
    given: list[tuple[int, str]] = []
    while len(given) < 2:
        record, state = await table.state()
        seat, text, _ = next_move(state, script, record.version)
        await table.send(seat, text)
        if state.ask is not None and state.ask.kind == "fleet" and not state.ask.sequential:
            given.append((seat, text))
    await undo_in_words(driver, table, given)
    problems = scan.problems()
    assert not problems, "\n".join(problems)


async def undo_in_words(driver: Driver, table: Table, given: list[tuple[int, str]]) -> None:
    """The first of two sealed orders is undone at its player's request (the second with it):
    the others are asked in words, agree, and both orders are given again."""
    record, _ = await table.state()
    seat = given[0][0]
    user = next(u.name for u in driver.world.users.values() if u.id == record.user_of(seat))
    asked = await driver.slash(user, "/game undo")
    assert asked.error is None, asked.error
    await driver.settle()
    prompt = next(m for m in reversed(driver.channel_messages("general")) if m.buttons and "↩️" in m.text)
    assert "orden sellada (barcos)" in prompt.text, prompt.text
    assert "fleet" not in prompt.text and "entregada" not in prompt.text, prompt.text
    for other in PLAYERS:
        if other == user or not any((b.custom_id or "") for b in prompt.buttons):
            continue
        message = driver.message(prompt.id)
        yes = next((b for b in message.buttons if (b.custom_id or "").endswith(":yes")), None)
        if yes is None:
            break
        await driver.click(other, message, custom_id=yes.custom_id)
    _, state = await table.state()
    assert {s for s, _ in given} <= {d.seat for d in GAME.awaiting(state) if d.kind == "fleet"}, "not undone"
    for again_seat, again in given:
        await table.send(again_seat, again)
