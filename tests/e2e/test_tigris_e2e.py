"""Tigris & Euphrates through the real Discord surface (offline driver): a conflict, the commands
and options players know, the game's help (the whole games, their words scanned, are in
test_tigris_words.py, which shares the helpers here).

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
from offline.fake_discord import FakeMessage
from present.tigris import COLOUR_EMOJI
from service.version_tokens import version_token
from tests.e2e.test_platform_support import latest_public_state

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
        return self.driver.bot.service

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
    record = await driver.bot.service.game_in_channel(driver.channel("general").id)
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
    key = action_key(GAME, GAME.parse_action(action))
    custom_id = action_custom_id(record.id, version_token(record), key, seat)
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
    board_text = latest_public_state(driver).text  # new, or edited in place (one board per turn)
    assert "🎒" in board_text
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

    group = driver.bot.tree.get_command("tigris")
    assert isinstance(group, app_commands.Group)
    found = {c.name: [p.name for p in c.parameters] for c in group.commands}
    assert found == KNOWN_COMMANDS
    # Leaders are chosen by role, in the reader's language (the Spanish client gets the catalog's
    # Spanish through the translator); tile colours by colour.
    leader = group.get_command("leader")
    choices = {c.value: c.name for c in leader.get_parameter("color").choices}
    assert choices["black"] == "king (black)"
    black = next(c for c in leader.get_parameter("color").choices if c.value == "black")
    assert i18n.t(black._locale_name.extras["key"], "es") == "rey (negro)"
    tile = group.get_command("tile")
    colours = {c.value: c.name for c in tile.get_parameter("color").choices}
    assert str(colours["red"]) == "red (temple)"


@pytest.mark.parametrize(("user", "words"), [
    ("alice", ("/tigris tile color:red square:F3", "/tigris hand", "(§ Revolt, § War)",
               "`scoring`: `hidden`, `open`", "Rulings", "R21)")),
    ("bob", ("/tigris loseta color:rojo casilla:F3", "/tigris mano", "§ Conflicto interno",
             "`buildings`: `on`, `off`", "Decisiones de reglas", "R21)")),
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
