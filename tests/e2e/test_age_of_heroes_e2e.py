"""A whole Age of Heroes game through the real Discord surface (offline driver).

From `/game new game:age_of_heroes` to the end: every move of an awaited seat is the engine's
autoplay choice, sent as a Discord user would send it — the DM button that carries it, else the
public button, else `/game play`. Scripted on top: alice's private offer to bob by `/aoh offer`
(bob accepts with the DM button; the channel only ever sees counts), and a battle whose card
placements and round picks are DM buttons of both sides, revealed together. No public message
or image may carry a hand.
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
from engine.core import awaited_seats
from engine.core.keys import KEY_PATTERN, action_key
from offline import Driver
from service.kits import kit_for
from service.version_tokens import version_token
from tests.e2e.test_age_of_heroes_words import aoh_scan
from tests.e2e.test_platform_support import latest_public_state

SEED = 11  # a fixed game: market trading, a tribe battle with rounds, a winner in ~150 actions
USERS = ("alice", "bob", "carol")
HAND_MARKERS = ("Your hand", "Tu mano")


class Table:
    """The test's hands on the driver: where the game is, who sits where, how to send a move."""

    def __init__(self, driver: Driver) -> None:
        self.driver = driver
        self.bot: Any = driver.bot
        self.channel = driver.channel("general")
        self.game_row = 0
        self.user_ids = {u: driver.world.user(u).id for u in USERS}
        self.via: dict[str, int] = {"dm": 0, "public": 0, "command": 0}
        self.secret_clicks: list[tuple[int, str, int]] = []  # (seat, action, version) by DM

    async def load(self) -> tuple[Any, Any]:
        return await self.bot.service.load(self.game_row)

    def user_of(self, record: Any, seat: int) -> str:
        user_id = record.user_of(seat)
        return next(u for u, i in self.user_ids.items() if i == user_id)

    async def send(self, seat: int, action: str) -> None:
        record, _ = await self.load()
        user = self.user_of(record, seat)
        # The newest button for this action. A DM prompt stays valid (whatever its version) while
        # the seat is still making the same secret choice, so it is not always re-sent; an older
        # button that is no longer current is answered "the game has moved on" and changes nothing.
        # A button carries the action's short key (legal actions) or its text (window buttons).
        payload = f"(?:{re.escape(action)}|{re.escape(key_of(action))})"
        wanted = re.compile(rf"ag:a:{record.id}:[0-9a-f]+:{seat}:{payload}")
        for source, messages in (("dm", reversed(self.driver.dms(user))),
                                 ("public", reversed(self.driver.channel_messages("general")))):
            for message in messages:
                button = next((b for b in message.buttons if wanted.fullmatch(b.custom_id or "")), None)
                if button is not None:
                    result = await self.driver.click(user, message, custom_id=button.custom_id)
                    assert result.error is None, result.error
                    if moved_on(result):
                        continue
                    assert not refused(result), (action, result.content_text())
                    self.via[source] += 1
                    if source == "dm" and action.split()[0] in ("assign", "fight"):
                        self.secret_clicks.append((seat, action, record.version))
                    return
        result = await self.driver.slash(user, f'/game play action:"{action}"', channel="general")
        assert result.error is None, result.error
        assert not refused(result), (action, result.content_text())
        self.via["command"] += 1


def key_of(action: str) -> str:
    return action_key(GAME, GAME.parse_action(action))


def verb_of(custom_id: str) -> str:
    """The verb a button's payload stands for (a short key or an action text)."""
    payload = re.sub(r"^ag:a:\d+:[0-9a-f]+:\d+:", "", custom_id)
    match = KEY_PATTERN.match(payload)
    return GAME.grammar.verbs[int(match[1])] if match else GAME.parse_action(payload).verb


def moved_on(result: Any) -> bool:
    stale = {i18n.t("flow.stale", lang) for lang in ("en", "es")}
    return any(m.text.startswith(tuple(stale)) for m in result.ephemeral)


def refused(result: Any) -> bool:
    return any(m.text.startswith("⚠️") for m in result.ephemeral)


def public_texts(driver: Driver) -> list[str]:
    return [m.text for m in driver.channel_messages("general")]


@pytest.fixture
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    # Only the service's draw (discord.py's message nonces come from `secrets` too).
    monkeypatch.setattr(service.games, "secrets", types.SimpleNamespace(randbits=lambda bits: SEED))


async def test_a_whole_game_with_a_private_trade_and_a_secret_battle(driver: Driver, fixed_seed: None,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    rendered: list[dict[str, Any]] = []
    kit = kit_for("age_of_heroes")
    real_render = kit.draw_board

    def spy_render(view: dict[str, Any], names: list[str], lang: str, events: Any = ()) -> bytes | None:
        rendered.append(view)
        return real_render(view, names, lang, events)

    monkeypatch.setattr(kit, "draw_board", spy_render)
    scan = aoh_scan(driver, channel_lang="en")
    scan.watch_images(monkeypatch)

    # --- lobby ---------------------------------------------------------------------------
    r = await driver.slash("alice", "/game new game:age_of_heroes", channel="general")
    assert r.error is None
    for user in ("bob", "carol"):
        assert (await driver.slash(user, "/game join", channel="general")).error is None
    r = await driver.slash("alice", "/game start", channel="general")
    assert r.error is None, r.error
    table = Table(driver)
    record = await driver.bot.service.store.get_game_by_channel(table.channel.id)
    table.game_row = record.id
    seat = {u: record.seats_of(i)[0] for u, i in table.user_ids.items()}

    # Every player got a DM with a grouped hand; the channel got the panel with an image.
    for user in USERS:
        assert any(m in d.text for d in driver.dms(user) for m in HAND_MARKERS), user
    assert any(m.files for m in driver.channel_messages("general"))
    assert any("📜" in t for t in public_texts(driver))  # the public log (turn order, tribes)

    rnd = random.Random(SEED)
    traded = False
    battle_seen = False
    for _ in range(1500):
        record, state = await table.load()
        if GAME.is_over(state):
            break
        decisions = GAME.awaiting(state)
        kinds = {d.kind for d in decisions}
        # --- the scripted private trade, on the first market day with trading open ---------
        if not traded and kinds == {"market"} and seat["alice"] in awaited_seats(GAME, state) \
                and seat["bob"] in awaited_seats(GAME, state):
            await private_trade(driver, table, seat, state)
            traded = True
            continue
        # --- a battle: check the window prompt and the simultaneous reveal -----------------
        if "defend" in kinds:
            d = next(d for d in decisions if d.kind == "defend")
            await check_same_window(driver, table, record, state, d.seat)
        if kinds & {"assign", "fight"} and state.battle is not None and state.battle.attacker is not None:
            battle_seen = await secret_battle_step(driver, table, state, decisions) or battle_seen
            continue
        target = min(awaited_seats(GAME, state))
        action = GAME.autoplay(state, target, rnd).to_text()
        await table.send(target, action)
    record, state = await table.load()
    assert GAME.is_over(state), "the game did not finish"
    assert traded and battle_seen

    # --- the end: the winner and how, publicly ------------------------------------------
    last = public_texts(driver)
    winner_name = table.user_of(record, state.winner)
    final = [t for t in last if "🏆" in t and winner_name in t.lower()]
    assert final, last[-4:]
    assert any(how in final[-1] for how in ("five cities", "monument", "last tribe")), final[-1]

    # --- nothing private in public --------------------------------------------------------
    for text in public_texts(driver):
        assert not any(m in text for m in HAND_MARKERS)
    assert all("private" not in v for v in rendered) and rendered
    assert table.via["dm"] > 20 and table.via["public"] > 5
    assert not driver.unknown_routes
    # --- every word players read: names, no ids, no reprs, real plurals --------------------
    problems = scan.problems()
    assert not problems, "\n".join(problems)


async def private_trade(driver: Driver, table: Table, seat: dict[str, int], state: Any) -> None:
    """alice → bob, privately: one card she holds for one card bob holds; bob accepts by DM."""
    alice, bob = state.tribes[seat["alice"]], state.tribes[seat["bob"]]
    give = sorted(alice.hand)[0]
    get = next(c for c in sorted(bob.hand) if c != give)
    hand_sizes = (alice.hand_size(), bob.hand_size())
    # Autocomplete offers alice's own cards.
    choices = await driver.autocomplete("alice", "/aoh offer give:", focused="give", channel="general")
    assert any(c["value"] == f"1 {give}" for c in choices), choices
    public_before = len(driver.channel_messages("general"))
    r = await driver.slash("alice", f'/aoh offer give:"1 {give}" get:"1 {get}" to:@bob private:true',
                           channel="general")
    assert r.error is None and not refused(r), r.content_text()
    assert r.ephemeral  # the confirmation
    # Nothing in the channel: a new board would tell that something secret happened (issue 17.4).
    assert len(driver.channel_messages("general")) == public_before
    _, after = await table.load()
    offer = after.offers[-1]
    assert offer.private and offer.to == seat["bob"]
    # Its number tells nobody else that it exists: private offers count in the pair's own range.
    assert offer.id > 1000 and all(o.id < 1000 for o in after.offers if not o.private)
    # bob's DM shows the offer with Accept / Decline buttons (in Spanish: bob is es).
    accept = key_of(f"accept {offer.id}")
    dm = next(m for m in reversed(driver.dms("bob")) if any(b.custom_id and b.custom_id.endswith(
        f":{accept}") for b in m.buttons))
    labels = [b.label for b in dm.buttons]
    assert f"Aceptar #{offer.id}" in labels and f"Rechazar #{offer.id}" in labels, labels
    # carol's DMs never mention it.
    assert not any(f"#{offer.id} 🔒" in m.text for m in driver.dms("carol"))
    r = await driver.click("bob", dm, label=f"Aceptar #{offer.id}")
    assert r.error is None and not refused(r), r.content_text()
    _, after = await table.load()
    a2, b2 = after.tribes[seat["alice"]], after.tribes[seat["bob"]]
    assert a2.hand.get(get, 0) >= 1 and b2.hand.get(give, 0) >= 1
    assert (a2.hand_size(), b2.hand_size()) == hand_sizes
    # Public: a private trade happened between them; no cards named, only counts on the panel.
    # New messages, and the board the trade is edited into (one board per turn, issue 37).
    new_public = [m.text for m in driver.channel_messages("general")[public_before:]]
    new_public.append(latest_public_state(driver).text)
    assert any("private trade" in t for t in new_public), new_public
    for text in new_public:
        assert "🔒" not in text and "⇄" not in text  # no offer line: it was private
        assert f"Offer {offer.id}" not in text and f"offer {offer.id}" not in text
    # The boards count no moves (issue 37): "move 5" then "move 8" told of the private offer and
    # its answer. Only `/game history` and the web page number moves, the listed ones.
    footers = {m.embeds[0]["footer"]["text"] for m in driver.channel_messages("general")
               if m.embeds and (m.embeds[0].get("footer") or {}).get("text")}
    assert footers == {f"Game #{table.game_row}"}, footers
    # Nor do the buttons' raw ids, old boards' included: the version is a token there.
    fields = [b.custom_id.split(":")[3] for m in driver.channel_messages("general") for b in m.buttons
              if (b.custom_id or "").startswith(("ag:a:", "ag:b:"))]
    fields += [c["custom_id"].split(":")[3] for m in driver.channel_messages("general")
               for earlier in m.earlier_components for row in earlier for c in row.get("components") or []
               if str(c.get("custom_id", "")).startswith(("ag:a:", "ag:b:"))]
    assert fields and all(re.fullmatch(r"[0-9a-f]{16}", f) for f in fields), fields
    hand_line = i18n.t("aoh.panel.hand", "en", n=a2.hand_size())
    panel = next(t for t in reversed(new_public) if "in hand" in t)
    assert hand_line in panel


async def check_same_window(driver: Driver, table: Table, record: Any, state: Any, defender: int) -> None:
    """The defence window's buttons are the same whatever the defender holds."""
    user = table.user_of(record, defender)
    prefix = f"ag:a:{record.id}:{version_token(record)}:{defender}:"
    dm = next((m for m in reversed(driver.dms(user)) if any((b.custom_id or "").startswith(prefix)
                                                             for b in m.buttons)), None)
    assert dm is not None, "the defender got no DM prompt"
    actions = [verb_of(b.custom_id or "") for b in dm.buttons]
    labels = [b.label for b in dm.buttons]
    # Olympic games, hero as army, hero as general on each bare army, ready: whatever the hand.
    assert actions[:2] == ["olympics", "hero"] and actions[-1] == "ready", actions
    assert all(a == "hero" for a in actions[2:-1]) and len(set(labels)) == len(labels), actions


async def secret_battle_step(driver: Driver, table: Table, state: Any, decisions: list[Any]) -> bool:
    """Both sides answer by DM; nothing is revealed until both have. True once a round is fought."""
    rounds_before = len(state.battle.rounds)
    seats = sorted({d.seat for d in decisions})
    rnd = random.Random(f"{SEED}:{len(table.secret_clicks)}")
    for n, s in enumerate(seats):
        _, current = await table.load()
        if s not in awaited_seats(GAME, current):
            continue
        public_before = len(driver.channel_messages("general"))
        await table.send(s, GAME.autoplay(current, s, rnd).to_text())
        assert table.secret_clicks and table.secret_clicks[-1][0] == s, "a secret choice went public"
        if n == 0 and len(seats) == 2:
            # One side has answered: the channel says so, and reveals no round.
            for text in (m.text for m in driver.channel_messages("general")[public_before:]):
                assert f"Round {rounds_before + 1}:" not in text
    _, after = await table.load()
    rounds = after.battle.rounds if after.battle else (after.last_battle or {}).get("rounds", [])
    if len(rounds) > rounds_before:
        # Revealed together: the round, both units and totals, in the channel.
        assert any(f"Round {rounds_before + 1}:" in t for t in public_texts(driver))
        return True
    return False
