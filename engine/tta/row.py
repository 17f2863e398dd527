"""The card row, the decks and the ages (§ Reponer la fila de cartas, § Fin de una época),
military draws (§ Robar cartas militares) and discards (§ Descartar o retirar del juego)."""

from __future__ import annotations

from collections import Counter

from engine.core import Event
from engine.tta import economy
from engine.tta.cards import AGES, BOARD, CARDS, deck_for
from engine.tta.production import lab_production
from engine.tta.ratings import sync_actions
from engine.tta.state import TtaState

ROW_COSTS: list[int] = BOARD["row_costs"]
SWEEP: dict[str, int] = BOARD["row_sweep"]
YELLOW_LOST = BOARD["yellow_lost_at_age_change"]


def discard_military(state: TtaState, card_id: str) -> None:
    """A military card discarded or removed from play goes face down to its age's pile."""
    state.military_discards.setdefault(CARDS[card_id].age, []).append(card_id)


def remove_civil(state: TtaState, card_id: str) -> None:
    """A civil card discarded or removed from play leaves the game."""
    if not CARDS[card_id].starting:
        state.removed.append(card_id)


def discard_card(state: TtaState, card_id: str) -> None:
    if CARDS[card_id].deck == "military":
        discard_military(state, card_id)
    else:
        remove_civil(state, card_id)


def draw_military(state: TtaState, seat: int, n: int, events: list[Event]) -> list[str]:
    """Draw up to `n` cards of the current age's military deck; an empty deck is rebuilt from
    that age's discard pile. No military deck in Age IV."""
    if state.age >= 4 or n <= 0:
        return []
    age = AGES[state.age]
    drawn: list[str] = []
    for _ in range(n):
        if not state.military_deck:
            pile = state.military_discards.get(age, [])
            if not pile:
                break
            state.military_deck = list(pile)
            state.military_discards[age] = []
            state.rng.shuffle(state.military_deck)
            events.append(Event(key="tta.log.military_reshuffled", params={"age": age}))
        drawn.append(state.military_deck.pop())
    state.civs[seat].military_hand.extend(drawn)
    if drawn:
        events.append(
            Event(key="tta.log.drew_military", params={"seat": seat, "count": len(drawn)}, reveals=True)
        )
        events.append(
            Event(
                key="tta.log.drew_military_cards",
                params={"seat": seat, "cards": drawn},
                to=[seat],
                reveals=True,
            )
        )
    return drawn


def _trim(state: TtaState, cards: list[str], age: str, deck: str) -> list[str]:
    """Trim a deck not yet in play to the players still in the game (§ Abandonar)."""
    want = Counter(deck_for(age, deck, len(state.alive())))
    have = Counter(cards)
    extra = have - want
    if not extra:
        return cards
    out = []
    for c in cards:
        if extra[c] > 0:
            extra[c] -= 1
            state.removed.append(c)
        else:
            out.append(c)
    return out


def begin_age(state: TtaState, events: list[Event]) -> None:
    """The current civil deck ran out (or Age A ended): the next age starts."""
    state.age += 1
    new = state.age
    events.append(Event(key="tta.log.age_begins", params={"age": ("A", "I", "II", "III", "IV")[new]}))
    if new >= 2:
        _obsolete(state, new - 2, events)
        for seat in state.alive():
            lost = economy.remove_yellow(state.civs[seat], YELLOW_LOST)
            events.append(Event(key="tta.log.yellow_lost_age", params={"seat": seat, "count": lost}))
    # The previous military deck leaves the game; its discard pile stays face down.
    state.removed.extend(state.military_deck)
    state.military_deck = []
    if new <= 3:
        age = AGES[new]
        civil = _trim(state, state.later_civil.pop(age, []), age, "civil")
        state.rng.shuffle(civil)
        state.civil_deck = civil
        military = _trim(state, state.later_military.pop(age, []), age, "military")
        state.rng.shuffle(military)
        state.military_deck = military
    else:
        state.civil_deck = []
        starter = round_starter(state)
        state.last_round = state.round if state.current == starter else state.round + 1
        events.append(Event(key="tta.log.last_round", params={"round": state.last_round}))


def _obsolete(state: TtaState, level: int, events: list[Event]) -> None:
    """Cards of `level` and older become obsolete (§ Fin de una época)."""
    for seat in state.alive():
        civ = state.civs[seat]
        for c in [c for c in civ.civil_hand if CARDS[c].level <= level]:
            civ.civil_hand.remove(c)
            remove_civil(state, c)
        for c in [c for c in civ.military_hand if CARDS[c].level <= level]:
            civ.military_hand.remove(c)
            discard_military(state, c)
        if civ.leader and CARDS[civ.leader].level <= level:
            events.append(Event(key="tta.log.leader_obsolete", params={"seat": seat, "card": civ.leader}))
            leader_leaves(state, seat, events)
        if civ.unfinished and CARDS[civ.unfinished].level <= level:
            events.append(Event(key="tta.log.wonder_obsolete", params={"seat": seat, "card": civ.unfinished}))
            drop_unfinished(state, seat)
        if civ.pact and CARDS[civ.pact.card].level <= level:
            events.append(Event(key="tta.log.pact_obsolete", params={"seat": seat, "card": civ.pact.card}))
            discard_military(state, civ.pact.card)
            civ.pact = None
    for seat in state.alive():
        sync_actions(state, seat)


def leader_leaves(state: TtaState, seat: int, events: list[Event], *, sync: bool = True) -> None:
    """The leader leaves play (replaced, obsolete, Iconoclasm, Infiltrate, retired). `sync`
    False when another card enters in the same step: the action tokens are updated once, after
    both (§ Si tu total de acciones cambia)."""
    civ = state.civs[seat]
    leader = civ.leader
    if leader is None:
        return
    if leader == "bill_gates_iii":
        gain = lab_production(civ)
        economy.add_culture(civ, gain, "leaders")
        if gain:
            events.append(Event(key="tta.log.gates_culture", params={"seat": seat, "culture": gain}))
    civ.leader = None
    remove_civil(state, leader)
    if sync:
        sync_actions(state, seat)


def drop_unfinished(state: TtaState, seat: int) -> None:
    civ = state.civs[seat]
    if civ.unfinished is None:
        return
    remove_civil(state, civ.unfinished)
    civ.blue_bank += civ.stages
    civ.unfinished = None
    civ.stages = 0


def round_starter(state: TtaState) -> int:
    """The seat whose turn starts a round: the first player, or the next one still playing."""
    return state.clockwise(state.first)[0]


def refill(state: TtaState, events: list[Event], *, sweep: bool = True) -> None:
    """Sweep the leftmost cards, slide the rest left, fill from the current civil deck; ages
    may end on the way (§ Reponer la fila de cartas)."""
    if sweep:
        for i in range(SWEEP[str(len(state.alive()))]):
            card = state.row[i]
            if card is not None:
                remove_civil(state, card)
                state.row[i] = None
    cards = [c for c in state.row if c is not None]
    row: list[str | None] = [*cards, *([None] * (13 - len(cards)))]
    i = len(cards)
    first_refill = state.age == 0
    while i < 13 and state.age < 4:
        if not state.civil_deck:
            if state.age == 0:
                begin_age(state, events)
                first_refill = False
                continue
            break  # pragma: no cover - an age always begins when its deck runs out
        row[i] = state.civil_deck.pop()
        i += 1
        if not state.civil_deck and state.age >= 1:
            begin_age(state, events)
    state.row = row
    if first_refill:
        # Age A ends at the first refill: the rest of its deck leaves the game.
        state.removed.extend(state.civil_deck)
        state.civil_deck = []
        begin_age(state, events)
        refill(state, events, sweep=False)


__all__ = [
    "ROW_COSTS",
    "begin_age",
    "discard_card",
    "discard_military",
    "draw_military",
    "drop_unfinished",
    "leader_leaves",
    "refill",
    "remove_civil",
    "round_starter",
]
