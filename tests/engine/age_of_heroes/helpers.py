"""Build Age of Heroes positions for scenario tests."""

from __future__ import annotations

from typing import Any

from engine.age_of_heroes import GAME
from engine.age_of_heroes.board import new_army
from engine.age_of_heroes.state import AgeOfHeroesState
from engine.core import Event, apply

TRIBES = ["egyptians", "romans", "greeks", "babylonians", "celts", "chinese"]


def opened(players: int = 3, seed: int = 7, **options: Any) -> AgeOfHeroesState:
    """A game after the tribe draft (seat s leads TRIBES[s]) and before the opening market's trades."""
    state = GAME.setup(players, GAME.parse_options({"tribe_selection": "draft", **options}), seed)
    while state.stage == "draft":
        seat = GAME.awaiting(state)[0].seat
        state = apply(GAME, state, seat, f"tribe {TRIBES[seat]}").state
    return state


def at_turn(players: int = 3, seat: int = 0, seed: int = 7, *, hands: dict[int, dict[str, int]] | None = None,
            deck: list[str] | None = None, **options: Any) -> AgeOfHeroesState:
    """A controlled position: seat `seat` is about to choose its main action (free draw done).

    Every tribe has one city and one army (ids 1.. in seat order); hands are as given (empty
    otherwise); `deck` is the resource deck, top card LAST. Unlisted resource cards go to the
    discard pile so the card count still holds.
    """
    state = opened(players, seed, **options)
    state.stage, state.step, state.turn_seat, state.turn_no = "turn", "action", seat, 1
    state.market_opening = False
    state.market, state.offers, state.queue, state.anchor = None, [], [], None
    state.first = seat
    pool = list(state.deck) + list(state.discard)
    for tribe in state.tribes:
        pool += [c for c, n in tribe.hand.items() for _ in range(n)]
        tribe.hand = {}
        tribe.monument = 0
    state.piles = dict(state.options.item_counts)
    state.next_army_id = 1
    for tribe in state.tribes:
        tribe.cities = 1
        state.piles["city"] -= 1
        tribe.armies = []
        new_army(state, tribe)
        state.piles["army"] -= 1
    for s, hand in (hands or {}).items():
        for c, n in hand.items():
            for _ in range(n):
                pool.remove(c)
        state.tribes[s].hand = {c: n for c, n in hand.items() if n}
    state.deck = []
    for c in deck or []:
        pool.remove(c)
        state.deck.append(c)
    state.discard = pool
    return state


def play(state: AgeOfHeroesState, seat: int, text: str) -> AgeOfHeroesState:
    return apply(GAME, state, seat, text).state


def play_events(state: AgeOfHeroesState, seat: int, text: str) -> tuple[AgeOfHeroesState, list[Event]]:
    applied = apply(GAME, state, seat, text)
    return applied.state, applied.events


def kinds(state: AgeOfHeroesState) -> list[tuple[int, str]]:
    return [(d.seat, d.kind) for d in GAME.awaiting(state)]


def keys(events: list[Event]) -> list[str]:
    return [e.key.removeprefix("age_of_heroes.log.") for e in events]


def add_armies(state: AgeOfHeroesState, seat: int, n: int, *, generals: int = 0) -> list[int]:
    """Give `seat` n more armies (the first `generals` of them with a general), from the piles."""
    ids = []
    for i in range(n):
        army_id = new_army(state, state.tribes[seat])
        state.piles["army"] -= 1
        if i < generals:
            state.tribes[seat].armies[-1].general = True
            state.piles["general"] -= 1
        ids.append(army_id)
    return ids


def stack_battle_deck(state: AgeOfHeroesState, attack: list[int], defence: list[int]) -> None:
    """Order the battle deck so the attacker draws `attack` and the defender `defence` next."""
    rest = list(range(1, 7)) * 3
    for v in attack + defence:
        rest.remove(v)
    # Cards are drawn from the end: attacker first, then defender.
    state.battle_deck = rest + list(reversed(attack + defence))
