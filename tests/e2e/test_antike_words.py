"""Every word an Antike player reads (issues 17 and 18), through the offline driver.

Complete games at an English and a Spanish table: the first rounds played as players would —
rondel buttons and DMs, `/antike` commands typed with the words of each reader's language
(`/antike take resource:oro`, `/antike arm province:Atenas`), autocomplete, another player's
button, a move the rules refuse, a standing order set out of turn — then robot seats
(`/game autoplay player:`) to the end; `/game help`, `/game log` and `/game catchup` on the way.
Every text sent — messages, embeds, buttons, autocomplete choices, DMs, the image's words — is
scanned (`tests.e2e.text_scan`): players and nations by name, never a seat number; provinces,
spaces, know-hows, units and resources by their names in the reader's language; no ids, no
Python reprs, no raw action text, no unfilled placeholder, no "1 <plural>".
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import i18n
import render.antike
import service.games
from engine.antike import GAME
from engine.antike.board import KNOWHOWS, RONDEL, load_board
from offline import Driver
from present.antike import PRESENTER
from tests.e2e.test_antike_e2e import policy
from tests.e2e.test_platform_support import button_of
from tests.e2e.text_scan import Said, TextScan

NAMES = {"alice": "Alice", "bob": "Bob", "carol": "Carol"}
TINY_PNG = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000"
                         "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082")
# The map is drawn for real at the start and at the end (its words are scanned); in between a
# stand-in keeps the test fast (the drawing itself: tests/render/test_render_antike.py).
MANUAL_MOVES = 45


def antike_scan(driver: Driver, channel_lang: str) -> TextScan:
    """The scan with Antike's ids: nation ids anywhere (a name is capitalized), and the English
    names of nations, spaces, know-hows, units and resources inside Spanish text."""
    board = load_board()
    english = {i18n.t(f"antike.{family}.{key}", "en") for family, keys in (
        ("nation", board.nations), ("space", RONDEL), ("knowhow", KNOWHOWS),
        ("unit", ("legion", "galley")), ("resource", ("marble", "iron", "gold", "coin")))
        for key in keys}
    english = {w for w in english if w.casefold() not in {"general", "babylon"}}
    english |= {"legions", "galleys", "coins", "free", "round", "turn", "resources", "cities", "temples",
                "fight", "done", "moves", "takes", "produces", "Waiting for"}
    english -= {i18n.t(f"antike.province.{p}", "es") for p in board.names}
    return TextScan(driver, channel_lang=channel_lang, parses=GAME.parse_action,
                    raw={None: set(board.nations) | {"maneuver1", "maneuver2", "knowhow"}, "es": english})


def refused(result: Any) -> bool:
    return any(m.text.startswith("⚠️") for m in result.ephemeral)


def province_word(pid: str, lang: str) -> str:
    """A province as a reader of `lang` types it: its printed name in that language."""
    return i18n.t(f"antike.province.{pid}", lang)


def quoted(word: str) -> str:
    return f'"{word}"' if " " in word else word


class Table:
    def __init__(self, driver: Driver, players: tuple[str, ...]) -> None:
        self.driver = driver
        self.players = players
        self.game_row = 0
        self.by_command: dict[str, int] = {}
        self.by_button = 0
        self.dms_before: dict[str, int] = {}

    @property
    def service(self) -> Any:
        return self.driver.bot.service

    async def load(self) -> tuple[Any, Any]:
        return await self.service.load(self.game_row)

    def user_of(self, record: Any, seat: int) -> str:
        return next(u for u in self.players if self.driver.world.user(u).id == record.user_of(seat))

    def lang(self, user: str) -> str:
        return i18n.language(self.driver.world.user(user).locale)

    def command(self, action: str, lang: str) -> str:
        """The `/antike` command for `action`, with the words a reader of `lang` types (fixed
        choices — units, resources, know-hows, orders — send their values: Discord shows their
        names in the reader's language)."""
        a: Any = GAME.parse_action(action)
        verb = a.verb
        if verb == "rondel":
            pay = " ".join(i18n.t(f"antike.resource.{p}", lang) for p in a.pay)
            space = a.space if a.space.startswith("maneuver") else i18n.t(f"antike.space.{a.space}", lang)
            return f"/antike rondel space:{space}" + (f' pay:"{pay}"' if pay else "")
        if verb == "take":
            return f"/antike take resource:{a.resource}"  # a fixed choice: its value
        if verb in ("temple", "found"):
            return f"/antike {verb} province:{quoted(province_word(a.province, lang))}"
        if verb == "knowhow":
            return f"/antike knowhow name:{a.knowhow}"
        if verb == "arm":
            # One legion is what `/antike arm province:` alone arms (the command completes it).
            counts = "".join(f" {u}:{n}" for u, n in (("legions", a.legions), ("galleys", a.galleys)) if n)
            counts = "" if (a.legions, a.galleys) == (1, 0) else counts
            return f"/antike arm province:{quoted(province_word(a.province, lang))}{counts}"
        if verb == "move":
            path = ">".join(province_word(p, lang) for p in a.path)
            unit = a.unit
            count = f" count:{a.count}" if a.count != 1 else ""
            return f'/antike move unit:{unit} path:"{path}"{count}'
        if verb == "battle":
            return f"/antike battle answer:{'yes' if a.fight else 'no'}"
        if verb in ("fight", "conquer"):
            option = {"fight": "battle", "conquer": "city"}[verb]
            return f'/antike {verb} {option}:"{action.split(" ", 1)[1]}"'
        return f"/antike {verb}"

    async def send(self, seat: int, action: str) -> Any:
        """`action` for `seat` as its user plays it: a button of the board or of its DM when there
        is one (every other time), else the command in the user's words."""
        record, _ = await self.load()
        user = self.user_of(record, seat)
        places = [*reversed(self.driver.channel_messages("general")), *reversed(self.driver.dms(user))]
        found = next(((m, b) for m in places[:6] if (b := button_of(m, "antike", action)) is not None
                      and f":{seat}:" in (b.custom_id or "")), None)
        use_button = found is not None and self.by_button <= sum(self.by_command.values())
        if use_button:
            message, button = found
            assert button.label and not _parses(button.label), button.label
            result = await self.driver.click(user, message, custom_id=button.custom_id)
            self.by_button += 1
        else:
            line = self.command(action, self.lang(user))
            result = await self.driver.slash(user, line, channel="general")
            self.by_command[action.split()[0]] = self.by_command.get(action.split()[0], 0) + 1
        assert result.error is None and not refused(result), (action, result.content_text())
        assert result.ephemeral and result.ephemeral[0].text.startswith("✅"), (action, result.content_text())
        return result


def _parses(text: str) -> bool:
    try:
        GAME.parse_action(text)
    except Exception:
        return False
    return True


@pytest.fixture
def map_words(monkeypatch: pytest.MonkeyPatch) -> list[bytes]:
    """The map drawn for real at the start and once the game is over; a stand-in between."""
    real = render.antike.render_board
    drawn: list[bytes] = []

    def draw(view: dict[str, Any], **kwargs: Any) -> bytes:
        if not drawn or view.get("game_over"):
            drawn.append(real(view, **kwargs))
            return drawn[-1]
        return TINY_PNG

    monkeypatch.setattr(render.antike, "render_board", draw)
    return drawn


async def open_game(driver: Driver, players: tuple[str, ...], monkeypatch: pytest.MonkeyPatch,
                    seed: int) -> Table:
    monkeypatch.setattr(service.games.secrets, "randbits", lambda bits: seed)
    r = await driver.slash(players[0], "/game new game:antike", channel="general")
    assert r.error is None, r.error
    for user in players[1:]:
        assert (await driver.slash(user, "/game join", channel="general")).error is None
    table = Table(driver, players)
    table.dms_before = {user: len(driver.dms(user)) for user in players}
    assert (await driver.slash(players[0], "/game start", channel="general")).error is None
    record = await table.service.game_in_channel(driver.channel("general").id)
    table.game_row = record.id
    return table


# (table language, seed, players): the table's language is its server's; bob's client is Spanish,
# alice's and carol's English, so both languages reach every surface in each game. The Spanish
# table has two players, each leading two nations.
WHOLE_GAMES = [("en", 1, ("alice", "bob", "carol")), ("es", 6, ("bob", "alice"))]


@pytest.mark.parametrize(("table_lang", "seed", "players"), WHOLE_GAMES)
async def test_whole_game_reads_well(driver: Driver, monkeypatch: pytest.MonkeyPatch, map_words: list[bytes],
                                     table_lang: str, seed: int, players: tuple[str, ...]) -> None:
    driver.world.preferred_locale = "es-ES" if table_lang == "es" else "en-US"
    scan = antike_scan(driver, table_lang)
    scan.watch_images(monkeypatch)
    table = await open_game(driver, players, monkeypatch, seed)
    record, state = await table.load()
    nations = {s: n.nation for s, n in enumerate(state.nations)}

    # The start: one turn prompt by DM for the first nation, with its rondel buttons; nothing
    # hidden, so no "your view" DM that only repeats the board (issue 17.13).
    first = table.user_of(record, GAME.awaiting(state)[0].seat)
    for user in players:
        dms = driver.dms(user)[table.dms_before[user]:]
        if user == first:
            assert len(dms) == 1 and dms[0].buttons, [m.text for m in dms]
        else:
            assert dms == [], [m.text for m in dms]

    rnd = random.Random(seed)
    told_whose = refusal = ordered = autocompleted = False
    for n in range(MANUAL_MOVES):
        record, state = await table.load()
        decisions = GAME.awaiting(state)
        seat = decisions[0].seat
        user = table.user_of(record, seat)
        lang = table.lang(user)
        # The steering policy (units meet: battles), now and then the engine's robot.
        robot = GAME.autoplay(state, seat, rnd).to_text()
        action = policy(state, seat, record.version - 1) if n % 3 else robot
        kind = decisions[0].kind
        if not told_whose and kind == "rondel":
            told_whose = await press_someone_elses_button(driver, table, record, seat)
            await rondel_choices_with_their_cost(driver, table, state, seat, user)
        if not refusal and kind == "arming":
            refusal = await refused_with_its_rule(driver, table, state, seat, user, lang)
        if not autocompleted and kind in ("arming", "maneuver"):
            autocompleted = await autocomplete_in_words(driver, table, record, state, seat, user)
        if not ordered and n > 10:
            ordered = await order_out_of_turn(driver, table, record, state, seat)
            continue
        await table.send(seat, action)
    assert told_whose and refusal and ordered and autocompleted
    assert table.by_button >= 10 and sum(table.by_command.values()) >= 10, (table.by_button, table.by_command)

    # Robots finish the game.
    # Robots play hundreds of moves within one command's settling: give them time on a busy machine.
    driver.settle_timeout = 120
    # The creator picks each player from the autocomplete (names; the seat stays behind them).
    choices = await driver.autocomplete(players[0], "/game autoplay player:", focused="player",
                                        channel="general")
    assert len(choices) == len(nations)
    for choice in choices:
        r = await driver.slash(players[0], f"/game autoplay player:{choice['value']}", channel="general")
        assert r.error is None and not refused(r), r.content_text()
        record, state = await table.load()
        if GAME.is_over(state):
            break
    record, state = await table.load()
    assert GAME.is_over(state), "the robots did not finish the game"

    # The end: the winner by nation and player, every nation's personages.
    outcome = GAME.outcome(state)
    assert outcome is not None
    final = next(m.text for m in reversed(driver.channel_messages("general")) if "🏆" in m.text)
    winner = outcome.winners[0]
    first = next(line for line in final.splitlines() if "🏆" in line)
    assert i18n.t(f"antike.nation.{nations[winner]}", table_lang) in first, final
    assert NAMES[table.user_of(record, winner)] in first, final
    for s in range(len(nations)):
        assert i18n.t(f"antike.nation.{nations[s]}", table_lang) in final
    assert len(map_words) >= 2, "the map was drawn at the start and at the end"

    # The log and the catch-up, in words.
    for user, line in ((players[0], "/game log"), (players[1], "/game catchup")):
        r = await driver.slash(user, line, channel="general")
        assert r.error is None and r.content_text(), line
    problems = scan.problems()
    assert not problems, "\n".join(problems)
    assert not driver.unknown_routes


async def press_someone_elses_button(driver: Driver, table: Table, record: Any, seat: int) -> bool:
    """Another player presses the awaited nation's rondel button: told whose move it is, by name."""
    board = driver.last_message("general")
    button = next((b for b in (board.buttons if board else []) if f":{seat}:" in (b.custom_id or "")), None)
    awaited = table.user_of(record, seat)
    other = next((u for u in table.players if u != awaited), None)
    if board is None or button is None or other is None:
        return False
    r = await driver.click(other, board, custom_id=button.custom_id)
    lang = table.lang(other)
    names = await driver.bot.flow.names(record, lang)
    expected = "⚠️ " + i18n.t("flow.err.whose_move", lang, names=names[seat], count=1)
    assert [m.text for m in r.ephemeral] == [expected], [m.text for m in r.ephemeral]
    assert (await table.load())[0].version == record.version
    return True


async def rondel_choices_with_their_cost(driver: Driver, table: Table, state: Any, seat: int,
                                         user: str) -> None:
    """`/antike rondel space:` lists the spaces the nation can reach, each with its cost in words."""
    lang = table.lang(user)
    choices = await driver.autocomplete(user, "/antike rondel space:", focused="space", channel="general")
    reachable = {a.space for a in GAME.legal_actions(state, seat) if a.verb == "rondel"}
    assert {c["value"] for c in choices} == reachable
    costs = (i18n.t("antike.button.rondel_free", lang, space="").strip(" ·"),
             i18n.t("antike.button.rondel_cost", lang, space="", paid=1).split()[-1][:5])
    assert all(any(word in c["name"] for word in costs) for c in choices), choices


async def refused_with_its_rule(driver: Driver, table: Table, state: Any, seat: int, user: str,
                                lang: str) -> bool:
    """Arming in a province that is not one of the nation's cities: refused in the reader's words,
    naming the province and the rulebook's section; nothing changes."""
    own = {p for p, s in state.cities.items() if s == seat}
    other = next(p for p in sorted(load_board().names) if p not in own)
    record, _ = await table.load()
    r = await driver.slash(user, f"/antike arm province:{quoted(province_word(other, lang))} legions:1",
                           channel="general")
    assert r.error is None and refused(r), r.content_text()
    text = r.ephemeral[0].text
    assert province_word(other, lang) in text and "(§ " in text, text
    assert (await table.load())[0].version == record.version
    return True


async def autocomplete_in_words(driver: Driver, table: Table, record: Any, state: Any, seat: int,
                                user: str) -> bool:
    """The choices players see are names with what matters (scanned with everything else)."""
    lang = table.lang(user)
    if GAME.awaiting(state)[0].kind == "arming":
        choices = await driver.autocomplete(user, "/antike arm province:", focused="province",
                                            channel="general")
        armed = {a.province for a in GAME.legal_actions(state, seat) if a.verb == "arm"}
        assert {c["value"] for c in choices} == armed
        assert all(c["name"] != c["value"] or c["name"] == province_word(c["value"], lang) for c in choices)
        return False
    choices = await driver.autocomplete(user, "/antike move unit:legion path:", focused="path",
                                        channel="general")
    galleys = await driver.autocomplete(user, "/antike move unit:galley path:", focused="path",
                                        channel="general")
    if not choices and not galleys:
        return False
    units = i18n.t("antike.units.legion", lang, n=2).split()[-1]
    assert any(units in c["name"] or i18n.t("antike.unit.galley", lang) in c["name"]
               for c in choices + galleys), choices + galleys
    played = await driver.autocomplete(user, "/game play action:", focused="action", channel="general")
    assert played and all(not _parses(c["name"]) for c in played)
    return True


async def order_out_of_turn(driver: Driver, table: Table, record: Any, state: Any, awaited: int) -> bool:
    """A nation not on turn changes its standing order by command (issue 17.13), in its words."""
    mover = table.user_of(record, awaited)
    others = [s for s in range(len(state.nations)) if table.user_of(record, s) != mover]
    seat = others[0] if others else None
    if seat is None:
        return False
    user = table.user_of(record, seat)
    lang = table.lang(user)
    order = "never" if state.nations[seat].order != "never" else "always"
    nation = i18n.t(f"antike.nation.{state.nations[seat].nation}", lang)
    r = await driver.slash(user, f"/antike order order:{order} nation:{nation}", channel="general")
    assert r.error is None and not refused(r), r.content_text()
    text = r.ephemeral[0].text
    assert text.startswith("✅") and nation in text and i18n.t(f"antike.order.{order}", lang) in text, text
    assert (await table.load())[1].nations[seat].order == order
    return True


def test_the_scan_knows_antikes_ids() -> None:
    """The scan's Antike words catch ids and English names in Spanish text, and let names through."""
    scan = antike_scan(Driver.__new__(Driver), "es")
    assert scan.check(Said("x", "greeks mueve 1 legión de Atenas a Sparta.", "es"))
    assert scan.check(Said("x", "🔵 Grecia avanza a Marble.", "es"))
    assert scan.check(Said("x", "leptis_magna", "en"))
    assert not scan.check(Said("x", "🔵 Grecia avanza a 🪨 Mármol.", "es"))
    assert not scan.check(Said("x", "🔵 Greeks moves 2 legions from Athen to Sparta.", "en"))
    assert scan.check(Said("x", "⚔️ Maniobra II · 4 recursos: 2 de iron", "es"))
    assert not scan.check(Said("x", "🏛️ Templo en Babylon", "es"))  # the same name in both languages


# The commands and options players knew from the hand-written `/antike` (the draft's `nation` is
# new; `fight` lists each number of pairs in its `battle:` choices instead of a `pairs:` option).
KNOWN_COMMANDS = {
    "take": ["resource"], "nation": ["nation"], "rondel": ["space", "pay"], "temple": ["province"],
    "arm": ["province", "legions", "galleys"], "knowhow": ["name"],
    "move": ["unit", "path", "count", "actions"],
    "fight": ["battle"], "conquer": ["city"], "found": ["province"], "done": [],
    "battle": ["answer", "pairs", "nation"], "order": ["order", "nation"],
}


def test_every_command_and_option_players_know_is_there(driver: Driver) -> None:
    from discord import app_commands

    group = driver.bot.tree.get_command("antike")
    assert isinstance(group, app_commands.Group)
    found = {c.name: [p.name for p in c.parameters] for c in group.commands}
    assert found == KNOWN_COMMANDS
    # Only the space is required for the rondel, the path and unit for a move (one unit by default).
    move = group.get_command("move")
    assert isinstance(move, app_commands.Command)
    assert [p.name for p in move.parameters if p.required] == ["unit", "path"]
    # Fixed choices read in the reader's language (the Spanish client gets the catalog's Spanish).
    order = group.get_command("order")
    assert isinstance(order, app_commands.Command)
    never = next(c for c in order.get_parameter("order").choices if c.value == "never")
    assert str(never.name) == "never fight"
    assert i18n.t(never._locale_name.extras["key"], "es") == "no luchar nunca"
    battle = group.get_command("battle")
    assert isinstance(battle, app_commands.Command)
    yes = next(c for c in battle.get_parameter("answer").choices if c.value == "yes")
    assert i18n.t(yes._locale_name.extras["key"], "es") == "luchar"


@pytest.mark.parametrize(("user", "words"), [
    ("alice", ("/antike rondel space:Temple pay:gold", "/antike arm province:Athen", "§ Choosing the move",
               "`start_player`", "Rulings", "Who starts", "`board`: `east`")),
    ("bob", ("/antike rondel espacio:Templo pago:oro", "/antike armar provincia:Atenas",
             "§ Selección del movimiento", "`start_player`", "Decisiones de reglas", "Quién empieza",
             "`three_player_target`: `10`, `12`")),
])
async def test_the_games_help_reads_well_in_both_languages(driver: Driver, user: str,
                                                           words: tuple[str, ...]) -> None:
    """`/game help game:antike`: commands with an example each in the reader's words, the rules on
    one screen naming the rulebook's sections, the table options with defaults, the rulings."""
    scan = antike_scan(driver, "en")
    result = await driver.slash(user, "/game help game:antike")
    assert result.error is None, result.error
    embeds = [e for m in result.ephemeral for e in m.embeds]
    text = "\n".join(f"{f['name']}\n{f['value']}" for e in embeds for f in e["fields"])
    for word in words:
        assert word in text, word
    assert "{" not in text and len(text) < 6000
    # The table options list the words typed in `options:key=value` (`start_player`: …, greeks):
    # those are the ids themselves; everything else is scanned.
    keys = "|".join(GAME.parse_options({}).model_dump())
    option_line = re.compile(rf"(?m)^`({keys})`: .*$")
    problems = scan.problems([Said(s.where, option_line.sub("", s.text), s.lang) for s in scan.said()])
    assert not problems, "\n".join(problems)


async def test_a_draft_by_name_and_by_button_reads_well(driver: Driver,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Nations chosen in turn (`nation_choice=draft`): the autocomplete offers the free nations by
    name, a Spanish player types one in Spanish, another presses a button; everything scanned."""
    driver.world.preferred_locale = "es-ES"
    scan = antike_scan(driver, "es")
    monkeypatch.setattr(service.games.secrets, "randbits", lambda bits: 2)
    players = ("bob", "alice", "carol")
    assert (await driver.slash("bob", "/game new game:antike options:nation_choice=draft")).error is None
    for user in players[1:]:
        assert (await driver.slash(user, "/game join")).error is None
    table = Table(driver, players)
    assert (await driver.slash("bob", "/game start")).error is None
    record = await table.service.game_in_channel(driver.channel("general").id)
    table.game_row = record.id
    chosen = []
    for _ in range(3):
        record, state = await table.load()
        (decision,) = GAME.awaiting(state)
        user = table.user_of(record, decision.seat)
        lang = table.lang(user)
        free = decision.params["choices"]
        choices = await driver.autocomplete(user, "/antike nation nation:", focused="nation")
        assert [c["value"] for c in choices] == free
        assert [c["name"] for c in choices] == [PRESENTER.action_label(GAME.parse_action(f"nation {n}"), lang)
                                                for n in free]
        if user == "bob":  # typed in Spanish
            r = await driver.slash(user, f"/antike nation nation:{i18n.t(f'antike.nation.{free[-1]}', 'es')}")
        else:
            board = driver.last_message("general")
            assert board is not None
            button = button_of(board, "antike", f"nation {free[-1]}")
            assert button is not None
            r = await driver.click(user, board, custom_id=button.custom_id)
        assert r.error is None and not refused(r), r.content_text()
        chosen.append(free[-1])
    record, state = await table.load()
    assert [n.nation for n in state.nations] == chosen
    assert state.phase != "draft"
    problems = scan.problems()
    assert not problems, "\n".join(problems)
