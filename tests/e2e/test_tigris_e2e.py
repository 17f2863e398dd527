"""Tigris & Euphrates through the real Discord surface (offline driver): a whole game, a conflict.

Moves come from the engine's robot (`GAME.autoplay` on the stored state) and are sent the way a
player would: the `/tigris ...` command matching the action, or the button (public message or
DM) for support and the other one-click steps, alternating so both surfaces are exercised.
"""

from __future__ import annotations

import random
import re
import types
from collections import Counter
from typing import Any

import pytest

import i18n
import service.games
from cogs._ui import action_custom_id
from engine.core.keys import action_key
from engine.tigris import GAME
from engine.tigris.state import TigrisState
from offline import Driver
from offline.fake_discord import FakeMessage, walk_components
from present.base import presenter_for
from present.tigris import COLOUR_EMOJI

# Fixed seeds (engine setup and seat order; the robot's choices): 2 players, ~145 actions, with
# treasures, monuments, a war-order choice, wars, swaps, catastrophes, a withdrawal and a pass.
FULL_GAME_SEED = 263
# A revolt three actions in.
CONFLICT_SEED = 23
# A shorter game (about 130 actions) with conflicts, monuments and treasures, at a Spanish table.
SPANISH_GAME_SEED = 60
HAND_TOKEN = re.compile(r"(🟥|🟦|🟩|⬛)×(\d)")
PRIVATE_WORDS = ("Your tiles", "Tus losetas", "Your points", "Tus puntos", "×")


def seeded(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """`/game start` draws its seed with `secrets`: pin it so the game is known in advance."""
    monkeypatch.setattr(service.games, "secrets", types.SimpleNamespace(randbits=lambda bits: seed))


class Table:
    """The game as the test sees it: the stored record and state, users by seat."""

    def __init__(self, driver: Driver, game_row: int, players: tuple[str, ...] = ("alice", "bob")) -> None:
        self.driver = driver
        self.game_row = game_row
        self.by_id = {driver.world.user(n).id: n for n in players}

    @property
    def service(self) -> Any:
        return self.driver.bot.service  # type: ignore[union-attr]

    async def load(self) -> tuple[Any, TigrisState]:
        record, state = await self.service.load(self.game_row)
        return record, state

    def user(self, record: Any, seat: int) -> str:
        return self.by_id[record.user_of(seat)]

    def find_button(self, messages: list[FakeMessage], custom_id: str) -> FakeMessage:
        for message in reversed(messages):
            if any(b.custom_id == custom_id for b in message.buttons):
                return message
        raise AssertionError(f"no button {custom_id!r} in {len(messages)} messages")


async def open_game(driver: Driver, players: tuple[str, str] = ("alice", "bob")) -> Table:
    creator, other = players
    r = await driver.slash(creator, "/game new game:tigris", channel="general")
    assert r.error is None, r.error
    r = await driver.slash(other, "/game join", channel="general")
    assert r.error is None, r.error
    r = await driver.slash(creator, "/game start", channel="general")
    assert r.error is None, r.error
    record = await driver.bot.service.game_in_channel(driver.channel("general").id)  # type: ignore[union-attr]
    return Table(driver, record.id, players)


def slash_line(action: str) -> str:
    """The `/tigris` command a player would type for an action text."""
    words = action.split()
    head, args = words[0], words[1:]
    if head in ("tile", "leader"):
        return f"/tigris {head} color:{args[0]} square:{args[1]}"
    if head in ("withdraw", "war"):
        return f"/tigris {head} color:{args[0]}"
    if head in ("catastrophe", "treasure"):
        return f"/tigris {head} square:{args[0]}"
    if head == "swap":
        return f'/tigris swap tiles:"{" ".join(args)}"'
    if head == "support":
        return f"/tigris support tiles:{args[0]}"
    if head in ("monument", "building"):
        return f'/tigris {head} choice:"{" ".join(args)}"'
    return "/tigris pass"


def button_id(record: Any, action: str, seat: int) -> str:
    """The custom id of an action's button: buttons carry the action's short key."""
    custom_id = action_custom_id(record.id, record.version, action_key(GAME, GAME.parse_action(action)), seat)
    assert custom_id is not None
    return custom_id


def is_support(custom_id: str | None) -> bool:
    """Whether a button answers a support decision (its key names the verb by index)."""
    verb = GAME.grammar.verbs.index("support")
    return bool(custom_id) and str(custom_id).rsplit(":", 1)[-1].startswith(f"{verb}.")


def hand_in_dm(text: str) -> Counter[str]:
    line = next(x for x in text.splitlines() if x.startswith("🎴"))
    return Counter({emoji: int(n) for emoji, n in HAND_TOKEN.findall(line)})


def hand_of(state: TigrisState, seat: int) -> Counter[str]:
    return Counter({COLOUR_EMOJI[c]: n for c, n in Counter(state.hands[seat]).items()})


def check_public(messages: list[FakeMessage], state: TigrisState) -> None:
    """No public message holds a hand, or (hidden scoring, game on) anyone's points."""
    for message in messages:
        text = message.text
        for word in PRIVATE_WORDS:
            assert word not in text, f"private text {word!r} in a public message: {text[:300]}"
        if not state.over:
            for seat in range(state.players):
                points = " ".join(f"{COLOUR_EMOJI[c]} {state.scores[seat][c]}" for c in COLOUR_EMOJI)
                assert points not in text


def check_dms(driver: Driver, table: Table, record: Any, messages: list[FakeMessage],
              state: TigrisState) -> None:
    """Each DM goes to one player and shows that player's tiles only."""
    for message in messages:
        recipient = driver.world.channels[message.channel_id].recipient_id
        seat = record.seats_of(recipient)[0]
        if "🎴" in message.text:
            assert hand_in_dm(message.text) == hand_of(state, seat), message.text


@pytest.fixture
def rendered(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Every view the board image is drawn from (the image can only show what it is given)."""
    views: list[dict[str, Any]] = []
    # The presenter the bot registered when it loaded the extension (a fresh module object).
    presenter = presenter_for("tigris")
    original = presenter.render

    def spy(view: dict[str, Any], names: list[str], lang: str, **kwargs: Any) -> bytes | None:
        views.append(view)
        return original(view, names, lang, **kwargs)

    monkeypatch.setattr(presenter, "render", spy)
    return views


# --- every word a player reads (issue 18): the scan ---------------------------------------------------

SEAT = re.compile(r"(?i)\b(seat|asiento)\s*#?\d")
SNAKE_ID = re.compile(r"\b[a-z]+_[a-z_]+\b")  # a decision kind or another id: war_order, red_black
CATALOG_KEY = re.compile(r"\b(tigris|core|flow|service|render|cmd|async|lobby|help|admin)\.[a-z_]+\.")
REPR = re.compile(r"\{'|\['|\bNone\b|\bTrue\b|\bFalse\b|\w=\{|\w=\[|object at 0x|<[a-z_]+\.[a-z_.]+")
PLACEHOLDER = re.compile(r"\{\s*\$?[A-Za-z_]+\s*\}")
ONE_PLURAL = re.compile(
    r"(?<![\d.,–-])\b1\**\s+(?:[A-Za-zÀ-ÿ()]+\s+|[🟥🟦🟩⬛]\s*){0,3}?"
    r"(tiles|points|temples|supporters|actions|treasures|monuments|catastrophes|players|losetas|puntos|"
    r"templos|seguidores|acciones|tesoros|monumentos|catástrofes|jugadores)\b")
DYNASTY_ID = re.compile(r"\b(bow|lion|bull|urn)\b")
RAW_ACK = re.compile(r"^✅\s*(tile|leader|withdraw|catastrophe|swap|pass|support|war|monument|treasure|"
                     r"building)\b")
ENGLISH_IN_SPANISH = re.compile(r"\b(red|blue|green|black|priest|king|trader|farmer|tiles?|leaders?|"
                                r"points?|treasures?|Winner|Seat)\b")
TINY_PNG = bytes.fromhex("89504e470d0a1a0a0000000d49484452000000010000000108000000003a7e9b55"
                         "0000000a49444154789c63600000000200015e2f2b0b0000000049454e44ae426082")


def problems(text: str, lang: str) -> list[str]:
    """What a player must never read: a seat number, an internal id or catalog key, a Python
    repr, an unfilled placeholder, "1 tiles", raw action text as an acknowledgement, English
    words in a Spanish text."""
    found = []
    for name, pattern in (("seat", SEAT), ("id", SNAKE_ID), ("key", CATALOG_KEY), ("repr", REPR),
                          ("placeholder", PLACEHOLDER), ("1 plural", ONE_PLURAL), ("dynasty id", DYNASTY_ID),
                          ("raw ack", RAW_ACK)):
        hit = pattern.search(text)
        if hit:
            found.append(f"{name}: {hit.group(0)!r}")
    if lang == "es":
        hit = ENGLISH_IN_SPANISH.search(text)
        if hit:
            found.append(f"english: {hit.group(0)!r}")
    return found


@pytest.mark.parametrize(("text", "lang"), [
    ("Seat 2 is not yours.", "en"), ("El asiento 2 no es tuyo.", "es"), ("Waiting for: war_order", "en"),
    ("tigris.log.tile", "en"), ("{'cities': 1}", "en"), ("buildings=True", "en"), ("Winner: None", "en"),
    ("Bob places a {tile} on F3.", "en"), ("Bob loses the leader and 1 tiles.", "en"),
    ("Tienes **1** losetas", "es"), ("1 🟥 red tiles", "en"), ("✅ tile red F3", "en"),
    ("No tienes ninguna loseta green", "es"), ("The lion's turn.", "en"),
])
def test_the_scan_catches_what_players_must_never_read(text: str, lang: str) -> None:
    assert problems(text, lang), text


def test_the_scan_lets_good_words_through() -> None:
    for text, lang in (("🏹 Alice scores one 🟥 red (temple) point (tile).", "en"),
                       ("🦁 Bob revela una loseta 🟥 roja (templo).", "es"), ("Bag: 1 tile", "en"),
                       ("💎 treasures: 1 · 🌋 catastrophes: 1", "en"),
                       ("revolts won–lost attacking 1–0", "en")):
        assert problems(text, lang) == [], text


class Reader:
    """Every text the players read in one game, with the language it is written in: messages
    (content, embeds, buttons, selects, also earlier ones replaced by edits), ephemeral replies,
    DMs, autocomplete names and the words drawn in the image."""

    def __init__(self, driver: Driver, table_lang: str) -> None:
        self.driver = driver
        self.table_lang = table_lang
        self.choices: list[tuple[str, str]] = []
        self.images: list[str] = []

    def lang_of(self, user_id: int | None) -> str:
        user = self.driver.world.any_user(user_id) if user_id is not None else None
        return i18n.language(user.locale) if user is not None else self.table_lang

    async def autocomplete(self, user: str, line: str, focused: str) -> list[dict[str, Any]]:
        choices = await self.driver.autocomplete(user, line, channel="general", focused=focused)
        lang = i18n.language(self.driver.world.user(user).locale)
        self.choices += [(lang, c["name"]) for c in choices]
        return choices

    def texts(self) -> list[tuple[str, str, str]]:
        out = []
        for message in self.driver.world.messages.values():
            channel = self.driver.world.channels[message.channel_id]
            if message.visible_to is not None:
                lang = self.lang_of(message.visible_to)
            elif channel.is_dm:
                lang = self.lang_of(channel.recipient_id)
            else:
                lang = self.table_lang
            where = "dm" if channel.is_dm else "ephemeral" if message.visible_to else "channel"
            out.append((lang, where, message.text))
            components = [message.components, *message.earlier_components]
            for item in (c for rows in components for c in walk_components(rows)):
                for text in (item.get("label"), item.get("placeholder"),
                             *(o.get("label") for o in item.get("options", []))):
                    if text:
                        out.append((lang, f"{where} component", text))
        out += [(lang, "autocomplete", name) for lang, name in self.choices]
        out += [(self.table_lang, "image", text) for text in self.images]
        return out


@pytest.fixture
def reader_images(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The image's words (its panel as text) instead of its pixels: the full games stay fast, and
    what the image says is scanned like every other text (its drawing: test_render_tigris.py)."""
    from engine.tigris.view_schema import PublicView
    from render.tigris import build_panel, panel_text

    panels: list[str] = []
    presenter = presenter_for("tigris")

    def draw(view: dict[str, Any], *, names: list[str], lang: str, log: list[str]) -> bytes:
        panels.append(panel_text(build_panel(PublicView.model_validate(view), names, lang, log)))
        return TINY_PNG

    monkeypatch.setattr(presenter, "draw_board", draw)
    return panels


# (table language, seed, players): the creator's server language is the table's; bob's client is
# Spanish and alice's and carol's English, so both languages reach every surface in each game.
WHOLE_GAMES = [("en", FULL_GAME_SEED, ("alice", "bob")), ("es", SPANISH_GAME_SEED, ("bob", "carol"))]


@pytest.mark.parametrize(("table_lang", "seed", "players"), WHOLE_GAMES)
async def test_whole_game_through_commands_buttons_and_dms(
        driver: Driver, monkeypatch: pytest.MonkeyPatch, rendered: list[dict[str, Any]],
        reader_images: list[str], table_lang: str, seed: int, players: tuple[str, str]) -> None:
    """A complete game played as players would — commands, buttons, DMs, autocomplete, refused
    moves, another player's button — and every text they read scanned (issue 18)."""
    seeded(monkeypatch, seed)
    driver.world.preferred_locale = "es-ES" if table_lang == "es" else "en-US"
    reader = Reader(driver, table_lang)
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
            await check_square_autocomplete(reader, user, state, seat, action)
            autocompleted += 1
        elif moves % 7 == 3:
            await autocomplete_what_is_offered(reader, user, action)
        if decision.kind == "action" and not told_whose and moves > 4:
            # The other player presses the awaited player's Pass button: told whose move it is.
            custom_id = button_id(record, "pass", seat)
            message = table.find_button(driver.channel_messages("general"), custom_id)
            result = await driver.click(other, message, custom_id=custom_id)
            assert result.error is None and not result.public, result.content_text()
            whose = i18n.t("flow.err.whose_move", reader.lang_of(driver.world.user(other).id),
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
    assert reader_images and who[winner].split()[1] in reader_images[-1].splitlines()[0]

    # Every word read in the game, in either language.
    reader.images = list(reader_images)
    texts = reader.texts()
    assert {lang for lang, _, _ in texts} == {"en", "es"}
    assert any(where == "autocomplete" for _, where, _ in texts) and any(w == "dm" for _, w, _ in texts)
    found = [(lang, where, problem, text[:200])
             for lang, where, text in texts for problem in problems(text, lang)]
    assert found == []


async def autocomplete_what_is_offered(reader: Reader, user: str, action: str) -> None:
    """The choices of the command of an action, as the player would see them (names scanned)."""
    head = action.split()[0]
    option = {"swap": "tiles", "support": "tiles", "monument": "choice", "building": "choice",
              "treasure": "square", "catastrophe": "square"}.get(head)
    if option is not None:
        choices = await reader.autocomplete(user, f"/tigris {head} {option}:", option)
        assert choices, action
    choices = await reader.autocomplete(user, "/game play action:", "action")
    assert action in {c["value"] for c in choices} or len(choices) == 25


async def check_square_autocomplete(reader: Reader, user: str, state: TigrisState, seat: int,
                                    action: str) -> None:
    """The square list for a tile or leader holds only legal squares for that colour."""
    head, colour, square = action.split()
    legal = {a.to_text().split()[2] for a in GAME.legal_actions(state, seat)
             if a.to_text().startswith(f"{head} {colour} ")}
    typed = square[0]
    choices = await reader.autocomplete(user, f"/tigris {head} color:{colour} square:{typed}", "square")
    offered = {c["value"] for c in choices}
    assert offered and offered <= legal, (action, offered - legal)
    assert square in offered
    assert offered == {s for s in legal if s.startswith(typed)}


async def test_conflict_attacker_commits_by_dm_then_defender_is_prompted(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    seeded(monkeypatch, CONFLICT_SEED)
    table = await open_game(driver)
    record, state = await table.load()
    rnd = random.Random(CONFLICT_SEED)
    while state.conflict is None:
        (decision,) = GAME.awaiting(state)
        action = GAME.autoplay(state, decision.seat, rnd).to_text()
        r = await driver.slash(table.user(record, decision.seat), f'/game play action:"{action}"',
                               channel="general")
        assert r.error is None, r.error
        record, state = await table.load()
    conflict = state.conflict
    attacker, defender = table.user(record, conflict.attacker), table.user(record, conflict.defender)
    support = GAME.public_view(state)["conflict"]["support_color"]

    # The attacker's DM: the prompt with its bases and hand count, one button per number.
    prompt = driver.dms(attacker)[-1]
    assert "⚔️" in prompt.text and f"{conflict.attacker_base}" in prompt.text
    have = state.hands[conflict.attacker].count(support)
    assert len([b for b in prompt.buttons if is_support(b.custom_id)]) == have + 1
    # The defender has no support buttons yet, and none are public.
    assert not any(is_support(b.custom_id) for m in driver.dms(defender) for b in m.buttons)
    assert not any(is_support(b.custom_id) for m in driver.channel_messages("general") for b in m.buttons)
    public = driver.last_message("general")
    assert public is not None and ("Revolt" in public.text or "Conflicto interno" in public.text
                                   or "War" in public.text or "Conflicto externo" in public.text)

    commit = min(have, 1)
    custom_id = button_id(record, f"support {commit}", conflict.attacker)
    clicked = await driver.click(attacker, prompt, custom_id=custom_id)
    assert clicked.error is None, clicked.error
    record, state = await table.load()
    # Only now is the defender prompted, by DM, after the attacker's commitment.
    defender_id = record.user_of(conflict.defender)
    defender_prompts = [m for m in clicked.dms
                        if driver.world.channels[m.channel_id].recipient_id == defender_id
                        and any(is_support(b.custom_id) for b in m.buttons)]
    assert defender_prompts, [m.text for m in clicked.dms]
    defender_prompt = defender_prompts[-1]
    assert defender_prompt.id > prompt.id and defender_prompt.created_at >= prompt.created_at
    attack = conflict.attacker_base + commit
    assert f"**{attack}**" in defender_prompt.text  # the attacker's total, revealed
    # The public panel shows the attacker's number now, never the defender's hand.
    check_public(clicked.public, state)
    assert any(f"+ {commit}" in m.text for m in clicked.public)

    defence = state.hands[conflict.defender].count(support)
    custom_id = button_id(record, f"support {defence}", conflict.defender)
    answered = await driver.click(defender, defender_prompt, custom_id=custom_id)
    assert answered.error is None, answered.error
    record, state = await table.load()
    assert state.conflict is None or state.conflict.color != conflict.color
    result_text = "\n".join(m.text for m in answered.public)
    assert re.search(r"\d+–\d+", result_text), result_text  # "X wins the revolt 3–2"
    check_public(answered.public, state)

    # The private view on demand: `/tigris hand` and the "My view" button, ephemeral.
    r = await driver.slash(defender, "/tigris hand", channel="general")
    assert r.error is None and r.ephemeral and not r.public
    assert hand_in_dm(r.ephemeral[-1].text) == hand_of(state, conflict.defender)
    board = driver.last_message("general")
    assert board is not None
    my_view = next(b for b in board.buttons if (b.custom_id or "").startswith("ag:v:"))
    r = await driver.click(attacker, board, custom_id=my_view.custom_id)
    assert r.error is None and r.ephemeral and not r.public
    assert hand_in_dm(r.ephemeral[-1].text) == hand_of(state, conflict.attacker)

    # Passing from the public button ends the active player's turn.
    (decision,) = GAME.awaiting(state)
    if decision.kind == "action":
        user = table.user(record, decision.seat)
        custom_id = button_id(record, "pass", decision.seat)
        message = table.find_button(driver.channel_messages("general"), custom_id)
        r = await driver.click(user, message, custom_id=custom_id)
        assert r.error is None, r.error
        record, after = await table.load()
        assert after.active != state.active

    # After a restart the journal replays the log quietly: the next move shows only its own events.
    await driver.restart()
    record, state = await table.load()
    (decision,) = GAME.awaiting(state)
    action = GAME.autoplay(state, decision.seat, random.Random(1)).to_text()
    r = await driver.slash(table.user(record, decision.seat), slash_line(action), channel="general")
    assert r.error is None, r.error
    board_text = next(m.text for m in r.public if "🎒" in m.text)
    last = board_text.split("**Last move**")[1].split("**Log**")[0] if "**Last move**" in board_text \
        else board_text.split("**Última jugada**")[1].split("**Registro**")[0]
    assert "revolt" not in last and "conflicto" not in last, last


# The commands players know (and `/tigris hand`), each with its options, as before the commands
# were generated from the engine's actions.
KNOWN_COMMANDS = {
    "tile": ["color", "square"], "leader": ["color", "square"], "withdraw": ["color"],
    "catastrophe": ["square"], "swap": ["tiles"], "pass": [], "support": ["tiles"], "war": ["color"],
    "monument": ["choice"], "building": ["choice"], "treasure": ["square"], "hand": [],
}


def test_every_command_and_option_players_know_is_there(driver: Driver) -> None:
    from discord import app_commands

    group = driver.bot.tree.get_command("tigris")  # type: ignore[union-attr]
    assert isinstance(group, app_commands.Group)
    found = {c.name: [p.name for p in c.parameters] for c in group.commands}
    assert found == KNOWN_COMMANDS
    # Leaders are chosen by role, in the reader's language (the Spanish client gets the catalog's
    # Spanish through the translator); tile colours by colour.
    leader = group.get_command("leader")
    choices = {c.value: c.name for c in leader.get_parameter("color").choices}  # type: ignore[union-attr]
    assert choices["black"] == "king (black)"
    black = next(c for c in leader.get_parameter("color").choices if c.value == "black")  # type: ignore[union-attr]
    assert i18n.t(black._locale_name.extras["key"], "es") == "rey (negro)"
    tile = group.get_command("tile")
    colours = {c.value: c.name for c in tile.get_parameter("color").choices}  # type: ignore[union-attr]
    assert str(colours["red"]) == "red (temple)"


@pytest.mark.parametrize(("user", "words"), [
    ("alice", ("/tigris tile color:red square:F3", "/tigris hand", "(§ Revolt, § War)",
               "`scoring`: hidden, open", "Rulings", "R21)")),
    ("bob", ("/tigris loseta color:rojo casilla:F3", "/tigris mano", "§ Conflicto interno",
             "`buildings`: on, off", "Decisiones de reglas", "R21)")),
])
async def test_the_games_help_reads_well_in_both_languages(driver: Driver, user: str,
                                                           words: tuple[str, ...]) -> None:
    """`/game help game:tigris`: commands with an example each in the reader's words, a one-screen
    rules summary naming the rulebook's sections, the table options with defaults, the rulings; a
    long section is split between lines, never inside one."""
    result = await driver.slash(user, "/game help game:tigris")
    assert result.error is None, result.error
    (embed,) = [e for m in result.ephemeral for e in m.embeds]
    text = "\n".join(f"{f['name']}\n{f['value']}" for f in embed["fields"])
    for word in words:
        assert word in text, word
    assert len(text) < 6000 and "{" not in text
    for field in embed["fields"]:
        assert len(field["value"]) <= 1024
        if field["name"] == "…":
            assert field["value"][:1] in "•*Tt" or field["value"][:1].isupper(), field["value"][:40]
