"""Every word an Age of Heroes player reads (issues 17 and 18), through the offline driver.

A whole game at a Spanish table (bob reads Spanish, alice and carol English): the first turns by
`/aoh` commands typed with Spanish words and by buttons, a private offer on market day, another
player's button pressed, then robot seats (`/game autoplay player:`) to the end; `/game help`,
`/game log` and `/game catchup` on the way. Every text sent — messages, embeds, buttons,
autocomplete choices, DMs, images — is scanned (`tests.e2e.text_scan`): players by name, never a
seat number; tribes, cards, items and armies by name in the reader's language; no ids, no Python
reprs, no raw action text, no unfilled placeholder, no "1 <plural>".
"""

from __future__ import annotations

import random
import re
import types
from typing import Any

import pytest

import i18n
import service.games
from engine.age_of_heroes import GAME
from engine.age_of_heroes.cards import CARD_NAMES, ITEM_NAMES, TRIBE_IDS
from engine.core import awaited_seats
from offline import Driver
from tests.e2e.text_scan import TextScan

SEED = 5
USERS = ("bob", "alice", "carol")
NAMES = {"alice": "Alice", "bob": "Bob", "carol": "Carol"}
GOALS = ("conquest", "plunder", "raze")
HIDDEN = [i18n.t("age_of_heroes.log.action_hidden", lang) for lang in i18n.LANGUAGES]


def aoh_scan(driver: Driver, channel_lang: str) -> TextScan:
    """The scan with Age of Heroes' ids: armies (`a3`), heroes (`h1`) and barbarians (`b1`)
    anywhere, tribe ids anywhere, and English card, item and goal ids in Spanish text."""
    english = {c for c, names in CARD_NAMES.items() if names["es"].lower() != c}
    english |= {i for i, names in ITEM_NAMES.items() if names["es"].lower() != i} | set(GOALS)
    return TextScan(driver, channel_lang=channel_lang, parses=GAME.parse_action,
                    raw={None: set(TRIBE_IDS), "es": english}, raw_patterns=(r"\b[abh]\d+\b",),
                    forbidden=HIDDEN, singular=("Bricks", "Ladrillos", "Games", "Barbarians", "Bárbaros"))


def refused(result: Any) -> bool:
    return any(m.text.startswith("⚠️") for m in result.ephemeral)


def moved_on(result: Any) -> bool:
    stale = {i18n.t("flow.stale", lang) for lang in i18n.LANGUAGES}
    return any(m.text.startswith(tuple(stale)) for m in result.ephemeral)


class SpanishTable:
    def __init__(self, driver: Driver) -> None:
        self.driver = driver
        self.user_ids = {u: driver.world.user(u).id for u in USERS}
        self.game_row = 0
        self.by_command = 0

    async def load(self) -> tuple[Any, Any]:
        return await self.driver.bot.service.load(self.game_row)

    def user_of(self, record: Any, seat: int) -> str:
        return next(u for u, i in self.user_ids.items() if i == record.user_of(seat))

    def command(self, record: Any, action: str) -> str | None:
        """The `/aoh` command a player would type for this move, with Spanish words where a
        player types words; None for moves made with buttons."""
        a = GAME.parse_action(action)
        f = a.field_values()
        if a.verb == "tax":
            return "/aoh tax"
        if a.verb in ("swap", "discard") and f["card"] is not None:
            return f"/aoh {a.verb} card:{CARD_NAMES[f['card']]['es'].split()[0].lower()}" \
                if " " not in CARD_NAMES[f["card"]]["es"] else None
        if a.verb == "build" and f["on"] is None and f["to"] is None and f["pay"] is None:
            return f"/aoh build what:{ITEM_NAMES[f['item']]['es'].lower()}"
        if a.verb == "attack":
            return f"/aoh attack target:{NAMES[self.user_of(record, f['target'])]} goal:{f['goal']}"
        if a.verb == "ask road":
            return f"/aoh road to:{NAMES[self.user_of(record, f['to'])]}"
        if a.verb == "place":
            return f"/aoh monument count:{f['count']}"
        return None

    async def send(self, seat: int, action: str) -> None:
        record, _ = await self.load()
        user = self.user_of(record, seat)
        line = self.command(record, action)
        if line is not None:
            result = await self.driver.slash(user, line, channel="general")
            assert result.error is None and not refused(result), (line, result.content_text())
            self.by_command += 1
            return
        result = await self.driver.slash(user, f'/game play action:"{action}"', channel="general")
        assert result.error is None and not refused(result), (action, result.content_text())


@pytest.fixture
def spanish_table(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> Driver:
    driver.world.preferred_locale = "es-ES"
    # Only the service's draw (discord.py's message nonces come from `secrets` too).
    monkeypatch.setattr(service.games, "secrets", types.SimpleNamespace(randbits=lambda bits: SEED))
    return driver


async def test_a_spanish_table_by_commands_then_robots_reads_well(spanish_table: Driver,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    driver = spanish_table
    scan = aoh_scan(driver, channel_lang="es")
    scan.watch_images(monkeypatch)
    r = await driver.slash("bob", "/game new game:age_of_heroes options:discards_public=off",
                           channel="general")
    assert r.error is None, r.error
    lobby = driver.channel_messages("general")[-1].text
    assert "discards_public=off" in lobby and "False" not in lobby  # options echoed as typed
    for user in ("alice", "carol"):
        assert (await driver.slash(user, "/game join", channel="general")).error is None
    assert (await driver.slash("bob", "/game start", channel="general")).error is None
    table = SpanishTable(driver)
    record = await driver.bot.service.store.get_game_by_channel(driver.channel("general").id)
    table.game_row = record.id

    # The game's help, in both languages: Spanish command names, rules with their sections.
    # Nothing is cut off: a long help goes on in a second message.
    for user, marks in (("bob", ("/aoh construir", "§5", "`tribe_selection`", "Héroe poderoso 3",
                                 "Decisiones de reglas", "salva a una tribu")),
                        ("alice", ("/aoh build what:city", "§4", "`discards_public`", "Mighty Hero 3",
                                   "Rulings", "saves a tribe"))):
        r = await driver.slash(user, "/game help game:age_of_heroes", channel="general")
        text = "\n".join(f"{e.get('description', '')}\n" + "\n".join(f"{f['name']}\n{f['value']}"
                                                                     for f in e.get("fields", []))
                         for m in r.ephemeral for e in m.embeds)
        assert all(mark in text for mark in marks), (user, text[:1500])

    rnd = random.Random(SEED)
    offered = pressed = False
    for _ in range(400):
        record, state = await table.load()
        if state.turn_no >= 7 or GAME.is_over(state):
            break
        decisions = GAME.awaiting(state)
        seats = awaited_seats(GAME, state)
        if not offered and {d.kind for d in decisions} == {"market"} and len(seats) == 3:
            await private_offer(driver, table, record, state)
            offered = True
            continue
        target = min(seats)
        if not pressed and any(d.kind == "action" for d in decisions):
            pressed = await press_someone_elses_button(driver, table, record, target)
        await table.send(target, GAME.autoplay(state, target, rnd).to_text())
    assert offered and pressed and table.by_command >= 5

    # Choosing a player is by name: the attack's target and the robots' players.
    record, state = await table.load()
    names = await driver.bot.flow.names(record)
    for user in USERS:
        choices = await driver.autocomplete(user, "/game autoplay player:", focused="player",
                                            channel="general")
        assert sorted(c["name"] for c in choices) == sorted(names)
    # Robots finish the game (the creator turns every seat to autoplay).
    for name in ("Alice", "Carol", "Bob"):
        r = await driver.slash("bob", f"/game autoplay player:{name}", channel="general")
        assert r.error is None and not refused(r), r.content_text()
    record, state = await table.load()
    assert GAME.is_over(state), "the robots did not finish the game"
    said = "\n".join(m.text for m in driver.channel_messages("general"))
    assert "🤖 " + i18n.t("async.robot.summary_who", "es", names="")[2:-1] in said

    # The log and the catch-up: actions in words, private ones left out.
    log = await driver.slash("bob", "/game log", channel="general")
    download = await driver.slash("alice", "/game log download:true", channel="general")
    catchup = await driver.slash("carol", "/game catchup", channel="general")
    for r in (log, download, catchup):
        assert r.error is None, r.error
    assert "Registro" in log.content_text() and "📰" in catchup.content_text()
    assert not any(h in log.content_text() + catchup.content_text() for h in HIDDEN)
    # /game history counts the actions the log lists (a private offer is not one of them).
    total = int(re.search(r"\((\d+) acciones\)", log.content_text())[1])
    history = await driver.slash("bob", "/game history n:1", channel="general")
    assert f"tras la acción 1 de {total}:" in history.content_text(), history.content_text()[:200]
    final = [m.text for m in driver.channel_messages("general") if "🏆" in m.text]
    first = re.compile(r"\*\*1\.\*\* \w+: (una ciudad|\d+ ciudades|ninguna ciudad)")
    assert final and first.search(final[-1]), final[-1:]

    problems = scan.problems()
    assert not problems, "\n".join(problems)
    assert not driver.unknown_routes


async def private_offer(driver: Driver, table: SpanishTable, record: Any, state: Any) -> None:
    """bob offers alice a card privately, typing Spanish words; nobody else learns of it: no
    board, no log line, no status edit."""
    bob = next(s for s in range(3) if table.user_of(record, s) == "bob")
    card = sorted(state.tribes[bob].hand)[0]
    word = CARD_NAMES[card]["es"].lower().replace(" ", "")
    choices = await driver.autocomplete("bob", "/aoh offer to:", focused="to", channel="general")
    assert {c["name"] for c in choices} >= {"Alice", "Carol"}
    choices = await driver.autocomplete("bob", f"/aoh offer give:1 {word[:3]}", focused="give",
                                        channel="general")
    assert any(c["value"] == f"1 {card}" for c in choices), choices
    mark = driver.mark()
    r = await driver.slash("bob", f'/aoh offer give:"1 {word}" get:nada to:Alice private:true',
                           channel="general")
    assert r.error is None and not refused(r), r.content_text()
    assert r.ephemeral[0].text.startswith("✅ Oferta privada #")  # in bob's words, from the event
    # Nothing reaches the channel: no board, no status edit (either would tell of a secret move).
    channel = str(driver.channel("general").id)
    assert not [c for c in driver.calls_since(mark) if f"/channels/{channel}/" in c.get("url", "")]
    log = await driver.slash("carol", "/game log", channel="general")
    assert "#1001" not in log.content_text() and "privada" not in log.content_text().lower()


async def press_someone_elses_button(driver: Driver, table: SpanishTable, record: Any, seat: int) -> bool:
    """Another player presses the awaited player's public button: told whose move it is."""
    board = next((m for m in reversed(driver.channel_messages("general"))
                  if any(f":{seat}:" in (b.custom_id or "") for b in m.buttons)), None)
    if board is None:
        return False
    button = next(b for b in board.buttons if f":{seat}:" in (b.custom_id or ""))
    other = next(u for u in USERS if u != table.user_of(record, seat))
    r = await driver.click(other, board, custom_id=button.custom_id)
    lang = "es" if other == "bob" else "en"
    expected = "⚠️ " + i18n.t("flow.err.whose_move", lang, names=NAMES[table.user_of(record, seat)], count=1)
    assert [m.text for m in r.ephemeral] == [expected], [m.text for m in r.ephemeral]
    return True
