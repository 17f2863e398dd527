"""Civilization games through the offline driver that start from a state set up by hand: what
robot games seldom or never reach (they never grow to six cities, so Epidemic is never drawn).

`start_from` creates and starts a game as players do (`/game new`, `/game join`, `/game seats`,
`/game start`), with the game's setup replaced by the crafted state for the test's duration: the
game is then a function of that "setup" and its log, as any game (replays, history, undo). Seats
are in the order the players are given. No tests here.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.civilization import GAME, phases
from engine.civilization.data import AREAS, STACK_OF
from engine.civilization.state import Calamity, CivState
from offline import Driver
from tests.e2e.test_platform_support import service_of
from tests.engine.civilization.helpers import city, clear_board, new_state, put


async def start_from(driver: Driver, monkeypatch: pytest.MonkeyPatch, players: tuple[str, ...],
                     state: CivState) -> int:
    """A game of `players` (seat i is players[i]) whose setup is `state`; its row."""
    text = state.model_dump_json()
    monkeypatch.setattr(GAME, "setup", lambda n, options, seed: GAME.load_state(text))
    monkeypatch.setattr(GAME, "setup_with_events", lambda n, options, seed: (GAME.load_state(text), []))
    creator, *others = players
    order = " ".join(f"<@{driver.world.user(p).id}>" for p in players)
    for user, line in [(creator, "/game new game:civilization seat_order:chosen"),
                       *((name, "/game join") for name in others),
                       (creator, f'/game seats order:"{order}"'),
                       (creator, "/game start")]:
        result = await driver.slash(user, line)
        assert result.error is None, (line, result.error)
    record = await service_of(driver).game_in_channel(driver.channel("general").id)
    assert record.status == "active" and [record.user_of(s) for s in range(len(players))] == [
        driver.world.user(p).id for p in players]
    await driver.settle()
    return record.id


def _sites(s: CivState, taken: set[str]) -> list[str]:
    """Land areas in play with a city site, none of `taken`, none next to another (so that no
    two players' pieces touch: no conflict), in a fixed order."""
    out: list[str] = []
    for a in sorted(s.areas_in_play):
        spec = AREAS[a]
        if spec.sea or not spec.site or a in taken or spec.land & (taken | set(out)):
            continue
        out.append(a)
    return out


def calamity_state(card: str, victim: int, *, cities: dict[int, int], tokens: dict[int, list[int]],
                   stock: dict[int, int]) -> CivState:
    """Three players in the calamity phase, `card` striking `victim`: each seat with `cities[seat]`
    cities, stacks of `tokens[seat]` tokens and `stock[seat]` tokens left in stock (the rest in the
    treasury). The calamity's first question is open."""
    s = new_state(3)
    clear_board(s)
    taken: set[str] = set()
    for seat in range(3):
        places = _sites(s, taken)
        wanted = cities.get(seat, 0) + len(tokens.get(seat, []))
        assert len(places) >= wanted, (seat, len(places))
        for a in places[:cities.get(seat, 0)]:
            city(s, seat, a)
        for a, n in zip(places[cities.get(seat, 0):wanted], tokens.get(seat, [])):
            put(s, seat, a, n)
        taken |= set(places[:wanted])
        p = s.seats[seat]
        spare = p.stock - stock.get(seat, p.stock)
        p.stock -= spare
        p.treasury += spare
    for stack in s.stacks:
        if card in stack:
            stack.remove(card)
    assert card in STACK_OF
    s.trade = None
    s.ask = None
    s.resolving = None
    s.phase, s.stage = "calamities", ""
    s.calamities = [Calamity(card=card, victim=victim, giver=None)]
    phases.advance(s, [])
    assert s.ask is not None
    return s


def epidemic(victim: int) -> CivState:
    """Epidemic strikes `victim`: four cities and 6 + 4 tokens (8 may go: one stays in each area),
    3 in stock. Its 16 points are 8 tokens and 2 cities or 4 tokens and 3 cities; four cities
    (16 too) would leave an area empty, since each city hit becomes a token of the stock (§22.2.8.2).
    The next seat: three cities, 2 + 3 tokens (3 may go), nothing in stock: its 10 points are 2
    tokens and 2 cities; the other: two cities and 5 tokens, its stock full."""
    first, second = (victim + 1) % 3, (victim + 2) % 3
    return calamity_state("epidemic", victim, cities={victim: 4, first: 3, second: 2},
                          tokens={victim: [6, 4], first: [2, 3], second: [5]},
                          stock={victim: 3, first: 0})


def famine(victim: int) -> CivState:
    """Famine strikes `victim` (9 points; up to 20 for the others, at most 11 each, §22.2.5):
    every seat has two cities and two stacks of tokens."""
    return calamity_state("famine", victim, cities={0: 2, 1: 2, 2: 2},
                          tokens={0: [5, 4], 1: [5, 4], 2: [5, 4]}, stock={})


def awaiting(state: Any, kind: str) -> list[Any]:
    return [d for d in GAME.awaiting(state) if d.kind == kind]
