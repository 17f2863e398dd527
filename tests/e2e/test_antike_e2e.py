"""Antike through the real Discord surface (offline driver): lobby, rondel buttons with costs,
commands with autocomplete, a battle demand answered by another player's button (and its DM),
the two-player game where one user leads two nations, and the West board refusal.

Moves are chosen by a test policy (the engine's autoplay, steered so that units meet early)
for the awaited seat and always sent as a user would: a button or an `/antike` command.
"""

from __future__ import annotations

import random
import types
from collections import deque
from typing import Any

import pytest

import i18n
from engine.antike import GAME
from engine.antike.actions import Arm, Done, Move, Rondel
from engine.antike.board import RONDEL_KIND, load_board
from engine.core.keys import action_key
from offline import Driver
from offline.fake_discord import FakeMessage
from present.antike import NATION_EMOJI
from service.version_tokens import version_token

# With this seed and the policy below, a battle demand comes after 38 actions with 3 players.
SEED = 0


@pytest.fixture
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    # Only the service's draw (discord.py's message nonces come from `secrets` too).
    monkeypatch.setattr("service.games.secrets", types.SimpleNamespace(randbits=lambda bits: SEED))


def _distances(unit: str, goals: set[str]) -> dict[str, int]:
    board = load_board()
    dist = {g: 0 for g in goals}
    queue = deque(goals)
    while queue:
        here = queue.popleft()
        for nb in board.neighbours[unit][here]:
            if nb not in dist:
                dist[nb] = dist[here] + 1
                queue.append(nb)
    return dist


def policy(state: Any, seat: int, version: int) -> str:
    """Autoplay, steered to arm legions and march toward other nations' units of the same type."""
    kinds = {d.kind for d in GAME.awaiting(state) if d.seat == seat}
    legal = GAME.legal_actions(state, seat)
    n = state.nations[seat]
    units = sum(n.legions.values()) + sum(n.galleys.values())
    if "rondel" in kinds:
        want = "arming" if units < 3 else "maneuver"
        spaces = [a for a in legal if isinstance(a, Rondel) and RONDEL_KIND[a.space] == want]
        if spaces:
            return min(spaces, key=lambda a: a.paid).to_text()
    if "arming" in kinds:
        arms = [a for a in legal if isinstance(a, Arm)]
        if arms:
            return max(arms, key=lambda a: (a.legions, -a.galleys, a.province)).to_text()
    if "maneuver" in kinds:
        best: tuple[int, Move] | None = None
        moves = [Move(unit=unit, count=1, path=(start, nxt))
                 for unit in ("legion", "galley")
                 for start in GAME.options(state, seat, "move", "path", {"unit": unit, "count": 1}, prefix=())
                 for nxt in GAME.options(state, seat, "move", "path", {"unit": unit, "count": 1},
                                         prefix=(start,))]
        for a in moves:
            goals = {p for s, o in enumerate(state.nations) if s != seat for p in o.units(a.unit)}
            dist = _distances(a.unit, goals) if goals else {}
            there = dist.get(a.path[1], 99)
            if dist.get(a.path[0], 99) > there and (best is None or there < best[0]):
                best = (there, a)
        return best[1].to_text() if best else Done().to_text()
    return GAME.autoplay(state, seat, random.Random(f"{version}:{seat}")).to_text()


def button_id(record: Any, seat: int, action: str) -> str:
    """The custom id of the button playing `action` (buttons carry the version's token and the
    action's short key)."""
    return f"ag:a:{record.id}:{version_token(record)}:{seat}:{action_key(GAME, GAME.parse_action(action))}"


class Table:
    """One Antike game in #general, driven through Discord."""

    def __init__(self, driver: Driver) -> None:
        self.driver = driver

    @property
    def service(self) -> Any:
        return self.driver.bot.service

    def user_name(self, user_id: int) -> str:
        return next(u.name for u in self.driver.world.users.values() if u.id == user_id)

    async def load(self) -> tuple[Any, Any]:
        record = await self.service.game_in_channel(self.driver.channel("general").id)
        return await self.service.load(record.id)

    def board_with(self, custom_id: str) -> FakeMessage | None:
        for message in reversed(self.driver.channel_messages("general")):
            if any(b.custom_id == custom_id for b in message.buttons):
                return message
        return None

    async def send(self, seat: int, action: str) -> Any:
        """Play `action` for `seat` as its user would: its button if the board has one, else a command."""
        record, _ = await self.load()
        user = self.user_name(record.user_of(seat))
        custom_id = button_id(record, seat, action)
        board = self.board_with(custom_id)
        if board is not None:
            result = await self.driver.click(user, board, custom_id=custom_id)
        else:
            result = await self.driver.slash(user, self.command(action))
        assert result.error is None, result.error
        assert "✅" in result.content_text(), (action, result.content_text())
        return result

    @staticmethod
    def command(action: str) -> str:
        words = action.split()
        head = words[0]
        if head == "arm":
            counts = dict(zip(words[2::2], words[3::2], strict=True))
            opts = "".join(f" {u}s:{n}" for u, n in counts.items())
            return f"/antike arm province:{words[1]}{opts}"
        if head == "move":
            return f"/antike move unit:{words[1]} path:{words[3]} count:{words[2]}"
        if head == "conquer":
            return f'/antike conquer city:"{" ".join(words[1:])}"'
        if head == "fight":
            return f'/antike fight battle:"{" ".join(words[1:4])}"'
        if head in ("temple", "found", "knowhow", "take"):
            option = {"temple": "province", "found": "province", "knowhow": "name", "take": "resource"}[head]
            return f"/antike {head} {option}:{words[1]}"
        if head == "rondel":
            # The steps paid follow from the space; `pay:` names what pays them.
            rondel = GAME.parse_action(action)
            pay = f' pay:"{" ".join(rondel.pay)}"' if rondel.pay else ""
            return f"/antike rondel space:{rondel.space}{pay}"
        if head == "battle":
            return f"/antike battle answer:{words[1]}"
        return f"/antike {head}"

    async def step(self) -> tuple[int, str]:
        """Play the policy's move for the first awaited seat."""
        record, state = await self.load()
        seat = GAME.awaiting(state)[0].seat
        action = policy(state, seat, record.version - 1)
        await self.send(seat, action)
        return seat, action


async def open_game(driver: Driver, players: list[str]) -> Table:
    await driver.slash(players[0], "/game new game:antike")
    for name in players[1:]:
        joined = await driver.slash(name, "/game join")
        assert joined.error is None
    started = await driver.slash(players[0], "/game start")
    assert started.error is None, started.error
    return Table(driver)


async def test_three_players_a_few_rounds_with_a_battle_demand(driver: Driver, fixed_seed: None) -> None:
    table = await open_game(driver, ["alice", "bob", "carol"])
    board = driver.last_message("general")
    assert board is not None and board.files, "the map image is posted with the panel"
    assert "Antike — round 1" in board.text
    labels = [b.label or "" for b in board.buttons]
    assert any("free" in label for label in labels), labels  # rondel buttons show their cost

    record, state = await table.load()
    first = GAME.awaiting(state)[0]
    first_user = table.user_name(record.user_of(first.seat))
    assert first_user in board.mentions
    nation = GAME.public_view(state)["nations"][first.seat]["nation"]
    turn_dm = next(m for m in reversed(driver.dms(first_user)) if m.buttons)
    assert nation.capitalize()[:4] in turn_dm.text and any("free" in (b.label or "") for b in turn_dm.buttons)

    checked_autocomplete = False
    for _ in range(60):
        record, state = await table.load()
        if any(d.kind == "battle_demand" for d in GAME.awaiting(state)):
            break
        seat = GAME.awaiting(state)[0].seat
        action = policy(state, seat, record.version - 1)
        if action.startswith("move ") and not checked_autocomplete:
            # The path option offers the legal start provinces, then the legal next ones.
            user = table.user_name(record.user_of(seat))
            unit, _, path = action.split()[1:]
            start, nxt = path.split(">")
            starts = await driver.autocomplete(user, f"/antike move unit:{unit} path:", focused="path")
            assert start in [c["value"] for c in starts]
            nexts = await driver.autocomplete(user, f"/antike move unit:{unit} path:{start}>", focused="path")
            assert f"{start}>{nxt}" in [c["value"] for c in nexts]
            checked_autocomplete = True
        if action.startswith("arm "):
            user = table.user_name(record.user_of(seat))
            provinces = await driver.autocomplete(user, "/antike arm province:", focused="province")
            assert action.split()[1] in [c["value"] for c in provinces]
        await table.send(seat, action)
    else:
        pytest.fail("no battle demand came up")
    assert checked_autocomplete

    record, state = await table.load()
    demands = [d for d in GAME.awaiting(state) if d.kind == "battle_demand"]
    assert demands and all(d.default.to_text() == "battle no" for d in demands)
    demand = demands[0]
    mover = state.pending.seat
    assert demand.seat != mover
    defender = table.user_name(record.user_of(demand.seat))
    defender_nation = state.nations[demand.seat].nation
    board = driver.last_message("general")
    assert board is not None and defender in board.mentions
    assert "Demand a battle?" in board.text
    # The DM prompt is in the defender's own language, names the nation and has both buttons.
    lang = i18n.language(driver.world.user(defender).locale)
    prompt = driver.dms(defender)[-1]
    nation_name = i18n.t(f"antike.nation.{defender_nation}", lang)
    assert i18n.t("antike.decision.battle_demand", lang, nation="", mover="", entering="", unit="",
                  province="", defenders="").split()[-1] in prompt.text
    assert nation_name in prompt.text
    dm_labels = sorted(b.label or "" for b in prompt.buttons)
    assert dm_labels == sorted(i18n.t(k, lang, nation=f"{NATION_EMOJI[defender_nation]} {nation_name}")
                               for k in ("antike.button.fight", "antike.button.no_battle"))

    # The defender answers with the public button: a battle is fought (or they let pass).
    fight_id = f":{demand.seat}:{action_key(GAME, GAME.parse_action('battle yes'))}"
    fight_button = next(b for b in board.buttons if b.custom_id and b.custom_id.endswith(fight_id))
    assert i18n.t(f"antike.nation.{defender_nation}", "en") in (fight_button.label or "")
    answered = await driver.click(defender, board, custom_id=fight_button.custom_id)
    assert answered.error is None and "✅" in answered.content_text()
    record, state = await table.load()
    assert not any(d.kind == "battle_demand" and d.seat == demand.seat for d in GAME.awaiting(state))
    after = driver.last_message("general")
    assert after is not None and "Battle in" in after.text

    # Someone else pressing an old button is told the game moved on; nothing changes.
    version = record.version
    assert driver.message(board.id).buttons == []  # the old board lost its buttons
    stale = await driver.click(defender, board, custom_id=fight_button.custom_id, stale_client=True)
    assert stale.error is None
    assert (await table.load())[0].version == version

    # A standing order, set by command on the nation's own turn, then a few more moves.
    for _ in range(4):
        record, state = await table.load()
        if any(d.kind == "battle_demand" for d in GAME.awaiting(state)):
            seat = GAME.awaiting(state)[0].seat
            await table.send(seat, "battle no")
            continue
        await table.step()
    record, state = await table.load()
    seat = GAME.awaiting(state)[0].seat
    user = table.user_name(record.user_of(seat))
    current = state.nations[seat].order
    new_order = "never" if current != "never" else "always"
    ordered = await driver.slash(user, f"/antike order order:{new_order}")
    assert ordered.error is None and "✅" in ordered.content_text()
    assert (await table.load())[1].nations[seat].order == new_order
    assert await table.service.replay_check(record.id)


async def test_two_players_each_lead_two_nations(driver: Driver, fixed_seed: None) -> None:
    table = await open_game(driver, ["alice", "bob"])
    record, state = await table.load()
    assert state.players == 4
    alice = driver.world.user("alice").id
    bob = driver.world.user("bob").id
    assert sorted(record.seats_of(alice) + record.seats_of(bob)) == [0, 1, 2, 3]
    assert len(record.seats_of(alice)) == 2 and record.seats_of(alice)[1] - record.seats_of(alice)[0] == 2
    nations = {s: GAME.public_view(state)["nations"][s]["nation"] for s in range(4)}

    acted: set[int] = set()
    for _ in range(14):
        record, state = await table.load()
        decision = GAME.awaiting(state)[0]
        user = table.user_name(record.user_of(decision.seat))
        board = driver.last_message("general")
        public_name = i18n.t(f"antike.nation.{nations[decision.seat]}", "en")
        assert board is not None and public_name in board.text.split("Waiting for:")[-1]
        if decision.kind == "rondel":
            # Every turn-start prompt in the DM names the nation it is for, in the user's language.
            lang = i18n.language(driver.world.user(user).locale)
            prompt = next(m for m in reversed(driver.dms(user)) if m.buttons)
            assert i18n.t(f"antike.nation.{nations[decision.seat]}", lang) in prompt.text.splitlines()[-1]
            custom_ids = [b.custom_id or "" for b in prompt.buttons]
            rondel = GAME.grammar.verbs.index("rondel")
            assert custom_ids and all(f":{decision.seat}:{rondel}." in c for c in custom_ids)
        result = await table.send(decision.seat, policy(state, decision.seat, record.version - 1))
        assert result.error is None
        acted.add(decision.seat)
    assert acted == {0, 1, 2, 3}, "all four nations moved, each by its own user"
    assert await table.service.replay_check(record.id)


async def test_west_board_is_refused_clearly(driver: Driver) -> None:
    result = await driver.slash("alice", "/game new game:antike options:board=west")
    assert result.error is None
    assert "West board cannot be played yet" in result.content_text()
    assert not any(m.buttons for m in driver.channel_messages("general"))


async def test_naming_a_nation_you_do_not_lead_is_refused_and_changes_nothing(driver: Driver,
                                                                             fixed_seed: None) -> None:
    table = await open_game(driver, ["alice", "bob"])
    record, state = await table.load()
    bob_seat = record.seats_of(driver.world.user("bob").id)[0]
    bobs_nation = GAME.public_view(state)["nations"][bob_seat]["nation"]
    for nation in ("nonsense", bobs_nation):
        result = await driver.slash("alice", f"/antike order order:never nation:{nation}")
        assert result.error is None
        assert "You do not lead a nation called" in result.content_text()
        after, _ = await table.load()
        assert after.version == record.version


async def test_a_player_not_on_turn_sets_a_standing_order(driver: Driver, fixed_seed: None) -> None:
    table = await open_game(driver, ["alice", "bob", "carol"])
    record, state = await table.load()
    awaited = {d.seat for d in GAME.awaiting(state)}
    idle = next(s for s in range(3) if s not in awaited)
    user = table.user_name(record.user_of(idle))
    result = await driver.slash(user, "/antike order order:never")
    assert result.error is None and "✅" in result.content_text(), result.content_text()
    after_record, after = await table.load()
    assert after.nations[idle].order == "never" and after_record.version == record.version + 1
    assert {d.seat for d in GAME.awaiting(after)} == awaited  # the turn did not move
    assert await table.service.replay_check(record.id)


async def test_rondel_command_names_the_payment_and_the_steps_follow_from_the_space(
        driver: Driver, fixed_seed: None) -> None:
    """Issue 17 item 7: Marble, then Temple paying the extra step with gold (the FAQ's opening)."""
    table = await open_game(driver, ["alice", "bob", "carol"])
    record, state = await table.load()
    first = GAME.awaiting(state)[0].seat
    for _ in range(3):  # every nation opens on Marble (nothing to found: the turn ends)
        record, state = await table.load()
        await table.send(GAME.awaiting(state)[0].seat, "rondel marble")
    record, state = await table.load()
    assert GAME.awaiting(state)[0].seat == first
    gold = state.nations[first].gold
    # Temple is four steps from Marble: one resource, and the buttons offer it.
    board = driver.last_message("general")
    assert board is not None
    assert any("Temple" in (b.label or "") and "1" in (b.label or "") for b in board.buttons)
    user = table.user_name(record.user_of(first))
    result = await driver.slash(user, "/antike rondel space:temple pay:gold")
    assert result.error is None and "✅" in result.content_text(), result.content_text()
    _, state = await table.load()
    assert state.space == "temple" and state.nations[first].gold == gold - 1
    assert await table.service.replay_check(record.id)
