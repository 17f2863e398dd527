"""Immediate event cards (es:6.1): population boom, earthquake, volcano, famine, barbarians,
and the luck windows that answer disasters (E6). Held events (olympic games, mighty hero,
luck) are played from the hand in battles and luck windows."""

from __future__ import annotations

from engine.age_of_heroes import battles
from engine.age_of_heroes.board import (
    alive_seats,
    discard_cards,
    discard_from_hand,
    ev,
    find_army,
    return_item,
    take_cards,
    take_item,
)
from engine.age_of_heroes.cards import DISASTERS
from engine.age_of_heroes.state import AgeOfHeroesState, Pending
from engine.core import AnswerOnce, Event


def quake_targets(state: AgeOfHeroesState, drawer: int) -> list[int]:
    """Armies an earthquake may hit: another tribe's, at home, no general, not shaken (E1)."""
    return [a.id for t in state.tribes if t.alive and t.seat != drawer
            for a in t.armies if not a.away and not a.general and not a.quaked]


def volcano_targets(state: AgeOfHeroesState, drawer: int) -> list[int]:
    """Seats of other tribes owning a city (E2)."""
    return [t.seat for t in state.tribes if t.alive and t.seat != drawer and t.cities > 0]


def start_next(state: AgeOfHeroesState) -> list[Event]:
    """Resolve the next queued immediate event, or open the decisions it needs."""
    queued = state.queue.pop(0)
    seat, card = queued.seat, queued.card
    state.resolving = card
    drawer = state.tribes[seat]
    if not drawer.alive:
        return _drop(state, seat, card, "drawer_out")
    if card in DISASTERS and state.market_opening:
        # Opening hand and first market day: disasters are discarded unplayed (es:2, B3).
        return _drop(state, seat, card, "opening")
    if card == "population_boom":
        events: list[Event] = []
        if take_item(state, "city"):
            drawer.cities += 1
            events.append(ev("boom", seat=seat))
        else:
            events.append(ev("boom_no_city", seat=seat))
        return events + _drop(state, seat, card, "played")
    if card == "famine":
        state.pending = Pending(kind="luck", seat=seat, card=card, window=AnswerOnce.open(alive_seats(state)))
        return [ev("famine", seat=seat)]
    if card == "earthquake":
        if not quake_targets(state, seat):
            return [ev("no_target", seat=seat, card=card), *_drop(state, seat, card, "no_target")]
        state.pending = Pending(kind="earthquake", seat=seat, card=card)
        return []
    if card == "volcano":
        if not volcano_targets(state, seat):
            return [ev("no_target", seat=seat, card=card), *_drop(state, seat, card, "no_target")]
        state.pending = Pending(kind="volcano", seat=seat, card=card)
        return []
    if card == "barbarians":
        return battles.start_barbarians(state, seat)
    raise AssertionError(f"not an immediate event: {card}")


def _drop(state: AgeOfHeroesState, seat: int, card: str, reason: str) -> list[Event]:
    state.resolving = None
    return discard_cards(state, seat, [card], reason)


def choose_quake(state: AgeOfHeroesState, army_id: int) -> list[Event]:
    pending = state.pending
    assert pending is not None
    found = find_army(state, army_id)
    assert found is not None
    pending.target_seat, pending.target_army = found[0].seat, army_id
    pending.kind = "luck"
    pending.window = AnswerOnce.open([found[0].seat])
    return [ev("quake_aimed", seat=pending.seat, target=found[0].seat, army=f"a{army_id}")]


def choose_volcano(state: AgeOfHeroesState, target: int) -> list[Event]:
    pending = state.pending
    assert pending is not None
    pending.target_seat = target
    pending.kind = "luck"
    pending.window = AnswerOnce.open([target])
    return [ev("volcano_aimed", seat=pending.seat, target=target)]


def answer_luck(state: AgeOfHeroesState, seat: int, use: bool) -> list[Event]:
    """Record one luck answer; resolve the disaster once every window has an answer."""
    pending = state.pending
    assert pending is not None
    pending.window.record(seat, use)
    events = [ev("luck_answered", seat=seat)]
    if not pending.window.complete:
        return events
    # Luck cards are revealed together, after the window has closed for everyone.
    lucky = [s for s, used in pending.window.in_order() if used]
    for s in lucky:
        take_cards(state.tribes[s], {"luck": 1})
        events += discard_cards(state, s, ["luck"], "luck")
        events.append(ev("luck_played", seat=s, card=pending.card or "", reveals=True))
    card = pending.card or ""
    state.pending = None
    if card == "famine":
        events += _famine(state, pending.seat, lucky)
    elif card == "earthquake":
        events += _earthquake(state, pending, bool(lucky))
    elif card == "volcano":
        events += _volcano(state, pending, bool(lucky))
    return events


def _famine(state: AgeOfHeroesState, drawer: int, lucky: list[int]) -> list[Event]:
    """Every grain card in every hand is discarded (es:6.1); luck saves its player's hand, or
    everyone's with famine_luck_scope='all' (E3)."""
    events: list[Event] = []
    if not (lucky and state.options.famine_luck_scope == "all"):
        for tribe in state.tribes:
            grain = tribe.hand.get("grain", 0)
            if tribe.alive and tribe.seat not in lucky and grain:
                events += discard_from_hand(state, tribe.seat, {"grain": grain}, "famine")
    return events + _drop(state, drawer, "famine", "played")


def _earthquake(state: AgeOfHeroesState, pending: Pending, blocked: bool) -> list[Event]:
    assert pending.target_army is not None
    if blocked:
        return _drop(state, pending.seat, "earthquake", "blocked")
    found = find_army(state, pending.target_army)
    if found is None or not found[0].alive:  # the army is gone meanwhile
        return _drop(state, pending.seat, "earthquake", "no_target")
    found[1].quaked = True
    state.resolving = None  # the card now lies on the army
    return [ev("quake", seat=pending.seat, target=found[0].seat, army=f"a{pending.target_army}")]


def _volcano(state: AgeOfHeroesState, pending: Pending, blocked: bool) -> list[Event]:
    assert pending.target_seat is not None
    victim = state.tribes[pending.target_seat]
    events: list[Event] = []
    if not blocked and victim.alive and victim.cities > 0:
        victim.cities -= 1
        return_item(state, "city")
        events.append(ev("volcano", seat=pending.seat, target=victim.seat))
    return events + _drop(state, pending.seat, "volcano", "blocked" if blocked else "played")
