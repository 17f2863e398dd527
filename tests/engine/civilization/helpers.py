"""Shared helpers for the Civilization tests: invariants and hand-built positions."""

from __future__ import annotations

import json
from typing import Any

from engine.civilization import GAME, phases
from engine.civilization.board import board_tokens, city_count
from engine.civilization.data import (
    ADVANCES,
    CARD_TOTALS,
    CITIES_PER_NATION,
    MYSTICISM,
    SHIPS_PER_NATION,
    TOKENS,
)
from engine.civilization.state import CivOptions, CivState
from engine.core import Event, apply

PRIVATE_EVENTS = {
    "civilization.log.card_drawn",
    "civilization.log.cards_received",
    "civilization.log.discarded_cards",
}


def total_tokens(s: CivState) -> int:
    return TOKENS[s.players] if s.options.game == "full" else 55


def check_invariants(s: CivState) -> None:
    """Every token, city, ship, trade card and civilization card is in exactly one place."""
    for seat, p in enumerate(s.seats):
        assert p.stock >= 0 and p.treasury >= 0, (seat, p.stock, p.treasury)
        assert p.stock + p.treasury + board_tokens(s, seat) == total_tokens(s), seat
        assert city_count(s, seat) <= CITIES_PER_NATION
        assert len(p.ships) <= SHIPS_PER_NATION
        assert len(set(p.advances)) == len(p.advances)
    for area, d in s.tokens.items():
        assert d and all(n > 0 for n in d.values()), area
        assert area in s.areas_in_play, area
    if s.options.game != "full":
        return
    counts: dict[str, int] = {}
    places = [c for st in s.stacks for c in st] + [c for p in s.seats for c in p.hand]
    places += [c.card for c in s.calamities] + ([s.resolving.card] if s.resolving else [])
    for c in places:
        counts[c] = counts.get(c, 0) + 1
    assert counts == CARD_TOTALS, {
        c: (counts.get(c), n) for c, n in CARD_TOTALS.items() if counts.get(c) != n
    }
    for a, card in ADVANCES.items():
        start = (
            (0 if s.options.end_column else MYSTICISM[s.players])
            if a == "mysticism"
            else (card.count if s.players == 8 else card.count - 1)
        )
        held = sum(1 for p in s.seats if a in p.advances)
        assert s.supply[a] + held == start, a


def check_events(events: list[Event]) -> None:
    for e in events:
        if e.key in PRIVATE_EVENTS:
            assert e.to is not None and len(e.to) == 1, e
        json.dumps(e.params)


def check_public_view(s: CivState) -> None:
    """No hand in the public view (hand counts only); each private view holds its own hand."""
    public = json.dumps(GAME.public_view(s), sort_keys=True)
    assert '"hand"' not in public and '"committed"' not in public and '"sealed"' not in public
    for seat, p in enumerate(s.seats):
        private = GAME.private_view(s, seat)
        assert private is not None and sorted(private["hand"]) == sorted(p.hand)
        if len(p.hand) >= 4:
            assert json.dumps(sorted(p.hand)) not in public, seat


def new_state(players: int = 3, **options: Any) -> CivState:
    """A game past the nation choice: seats pick nations in seat order, tokens at their starts."""
    s = GAME.setup(players, CivOptions(**options), 7)
    while s.phase == "nation":
        d = GAME.awaiting(s)[0]
        s = apply(GAME, s, d.seat, d.default.to_text(), in_place=True).state
    return s


def clear_board(s: CivState) -> None:
    """Empty the board (tokens back to stock), for hand-built positions."""
    for _area, d in list(s.tokens.items()):
        for seat, n in d.items():
            s.seats[seat].stock += n
    s.tokens = {}
    s.cities = {}
    for p in s.seats:
        p.ships = []


# --- driving one rule module directly ----------------------------------------------------------
def start_calamity(s: CivState, card: str, victim: int, giver: int | None = None) -> list[Event]:
    """Resolve one calamity from a hand-built position (without the rest of the round)."""
    from engine.civilization import calamities
    from engine.civilization.state import Calamity

    s.ask = None
    s.trade = None
    s.phase, s.stage = "calamities", "resolve"
    s.resolving = None
    s.calamities = [Calamity(card=card, victim=victim, giver=giver)]
    ev: list[Event] = []
    calamities.step(s, ev)
    return ev


def refusal_key(s: CivState, seat: int, text: str) -> str | None:
    from engine.core import refusal

    found = refusal(GAME, s, seat, GAME.parse_action(text))
    return None if found is None else found.key


def answer_calamity(s: CivState, seat: int, text: str) -> list[Event]:
    """Answer the open calamity question and resolve on until the next one."""
    from engine.civilization import calamities, rules

    action = GAME.parse_action(text)
    problem = rules.check(s, seat, action)
    assert problem is None, problem
    ask = s.ask
    assert ask is not None
    ask.window.record(seat, text)
    ev: list[Event] = []
    if ask.window.complete:
        s.ask = None
    if ask.immediate:
        calamities.answer(s, seat, ask.kind, action, ev)
    elif ask.window.complete:
        for p, t in ask.window.in_order():
            calamities.answer(s, p, ask.kind, GAME.parse_action(t), ev)
    if s.ask is None:
        calamities.step(s, ev)
    return ev


def put(s: CivState, seat: int, area: str, n: int) -> None:
    """Put n of the seat's tokens from its stock into the area."""
    from engine.civilization.board import add_tokens

    assert add_tokens(s, area, seat, n) == n


def city(s: CivState, seat: int, area: str) -> None:
    s.cities[area] = seat


def give_treasury(s: CivState, seat: int, n: int) -> None:
    """Move `n` tokens from the seat's stock to its treasury."""
    s.seats[seat].treasury += n
    s.seats[seat].stock -= n


def deal(s: CivState, seat: int, cards: list[str]) -> None:
    """Give the seat these trade cards out of the stacks (every card stays in one place)."""
    for c in cards:
        stack = next(st for st in s.stacks if c in st)
        stack.remove(c)
        s.seats[seat].hand.append(c)


def purchases(hands: list[list[str]], treasuries: list[int]) -> CivState:
    """Phase 11 (purchases, then returns) of a three-player game opened on these hands (dealt
    from the stacks) and treasuries."""
    s = new_state(3)
    for seat, (hand, treasury) in enumerate(zip(hands, treasuries, strict=True)):
        deal(s, seat, hand)
        give_treasury(s, seat, treasury)
    s.ask, s.trade, s.phase, s.stage, s.queue, s.scratch = None, None, "civ_cards", "", [], {}
    phases.advance(s, [])
    return s
