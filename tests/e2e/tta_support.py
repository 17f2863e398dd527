"""Helpers for the Through the Ages end-to-end tests: a table of players on the offline driver,
actions sent the way a player would (a button of the board or of their DM when there is one,
else the `/tta` command built from the action's fields), and the robot choosing moves.

No tests here (the module name keeps pytest from collecting it).
"""

from __future__ import annotations

import json
import random
import shlex
import types
from typing import Any

import pytest

import service.games
from engine.core import Action, Count, Flag, Seat
from engine.core.keys import action_key
from engine.tta import GAME
from engine.tta.state import TtaState
from offline import Driver
from offline.driver import InteractionResult
from offline.fake_discord import FakeMessage
from present.tta import ANSWER_VERBS
from tests.e2e.test_platform_support import action_buttons, latest_public_state

PLAYERS = ("alice", "bob", "carol", "dave")


def seeded(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """`/game start` draws its seed with `secrets`: pin it so the game is known in advance."""
    monkeypatch.setattr(service.games, "secrets", types.SimpleNamespace(randbits=lambda bits: seed))


def seat_button(message: FakeMessage, seat: int, text: str) -> Any | None:
    """The button of `message` that plays `text` for `seat`."""
    key = action_key(GAME, GAME.parse_action(text))
    return next((b for b in action_buttons(message)
                 if (b.custom_id or "").endswith(f":{seat}:{key}")), None)


def slash_line(action: Action) -> str:
    """The `/tta` command a player types for an action (`/tta answer ...` for answers)."""
    verb = action.verb
    path = ["/tta"]
    if verb in ANSWER_VERBS:
        path.append("answer")
    path.append(verb.replace(" ", "_"))
    for info in action.fields_info():
        value = getattr(action, info.name)
        if not info.required and value == info.default:
            continue
        if isinstance(info.spec, Flag):
            word = "True" if value else "False"
        elif isinstance(info.spec, (Seat, Count)):
            word = str(value)
        else:
            word = GAME.grammar.field_words(type(action), info, value)
        path.append(f"{info.name}:{shlex.quote(word)}")
    return " ".join(path)


class Table:
    """A game of Through the Ages on the driver: users by seat, the stored state."""

    def __init__(self, driver: Driver, game_row: int, users: tuple[str, ...]) -> None:
        self.driver = driver
        self.game_row = game_row
        self.users = users
        self.by_id = {driver.world.user(n).id: n for n in users}
        self.sent: dict[str, int] = {"button": 0, "dm_button": 0, "command": 0}

    @property
    def service(self) -> Any:
        return self.driver.bot.service

    async def load(self) -> tuple[Any, TtaState]:
        record, state = await self.service.load(self.game_row)
        return record, state

    async def user_of(self, seat: int) -> str:
        record, _ = await self.load()
        return self.by_id[record.user_of(seat)]

    async def seat_of(self, name: str) -> int:
        record, _ = await self.load()
        return record.seats_of(self.driver.world.user(name).id)[0]

    def find_button(self, name: str, seat: int, text: str) -> tuple[FakeMessage, Any, bool] | None:
        """The newest button of `seat` that plays `text`: on the channel's board, or in `name`'s DMs."""
        board = latest_public_state(self.driver)
        found = seat_button(board, seat, text)
        if found is not None:
            return board, found, False
        for message in reversed(self.driver.dms(name)[-6:]):
            if action_buttons(message):
                found = seat_button(message, seat, text)
                if found is not None:
                    return message, found, True
                break
        return None

    async def act(self, seat: int, action: Action | str, *, prefer: str = "button") -> InteractionResult:
        if isinstance(action, str):
            action = GAME.parse_action(action)
        name = await self.user_of(seat)
        text = action.to_text()
        hit = self.find_button(name, seat, text) if prefer == "button" else None
        if hit is not None:
            message, button, in_dm = hit
            self.sent["dm_button" if in_dm else "button"] += 1
            return await self.driver.click(name, message, custom_id=button.custom_id)
        self.sent["command"] += 1
        return await self.driver.slash(name, slash_line(action))

    async def robot_step(self, rnd: random.Random, *, prefer: str = "button") -> tuple[int, Action] | None:
        """One robot move for some awaited seat, sent through Discord. None when the game is over."""
        record, state = await self.load()
        if record.status != "active" or GAME.is_over(state):
            return None
        seats = sorted({d.seat for d in GAME.awaiting(state)})
        seat = rnd.choice(seats)
        action = GAME.autoplay(state, seat, rnd)
        result = await self.act(seat, action, prefer=prefer)
        assert result.error is None, (action.to_text(), result.error)
        texts = [m.text for m in result.ephemeral]
        assert texts and texts[0].startswith("✅"), (action.to_text(), slash_line(action), texts)
        return seat, action


async def open_table(driver: Driver, monkeypatch: pytest.MonkeyPatch, players: int, seed: int,
                     channel: str = "general") -> Table:
    seeded(monkeypatch, seed)
    users = PLAYERS[:players]
    r = await driver.slash(users[0], "/game new game:tta", channel=channel)
    assert r.error is None, r.error
    for name in users[1:]:
        r = await driver.slash(name, "/game join", channel=channel)
        assert r.error is None, r.error
    r = await driver.slash(users[0], "/game start", channel=channel)
    assert r.error is None, r.error
    record = await driver.bot.service.game_in_channel(driver.channel(channel).id)
    assert record.status == "active"
    return Table(driver, record.id, users)


def public_text(message: FakeMessage) -> str:
    """Everything a public message shows: text, embeds, button labels and custom ids."""
    parts = [message.text, json.dumps(message.embeds, ensure_ascii=False)]
    parts += [f"{b.label} {b.custom_id}" for b in message.buttons]
    return "\n".join(parts)


__all__ = ["PLAYERS", "Table", "open_table", "public_text", "seeded", "slash_line"]


async def deliver(table: Table) -> None:
    """Deliver what the service committed (the bot does it after every interaction)."""
    await table.driver.bot.flow.deliver(table.game_row)
    await table.driver.settle()


async def fast_forward(table: Table, rnd: random.Random, until: Any, limit: int = 3000,
                       prefer: Any = None) -> Any:
    """Robot moves through the service only (no Discord) until `until(state)` returns something
    truthy; then what they changed is delivered at once (as after a restart) and that is returned.
    `prefer(state, seat)` may name the move instead of the robot (to steer towards a situation)."""
    for _ in range(limit):
        record, state = await table.load()
        found = until(state)
        if found:
            await deliver(table)
            return found
        assert not GAME.is_over(state), "the game ended first"
        seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        action = (prefer(state, seat) if prefer else None) or GAME.autoplay(state, seat, rnd)
        await table.service.act(table.game_row, record.user_of(seat), action.to_text(), interaction_id=None)
    raise AssertionError("not reached")


__all__ += ["deliver", "fast_forward"]


def aggression_first(state: TtaState, seat: int) -> Any:
    """Steer robot games towards aggressions: in a politics phase, play one when legal."""
    from engine.core.choices import expand
    from engine.tta.view_schema import card_facts

    if state.tasks or state.phase != "politics" or seat != state.current:
        return None
    attacks = [a for a in expand(GAME, state, seat, ["attack"])[0]
               if card_facts()[a.card].kind == "aggression" and state.civs[a.target].military_hand]
    return attacks[0] if attacks else None


__all__ += ["aggression_first"]
