"""Small state operations every rule module shares: drawing, discarding, piles, roads,
neighbours and elimination. Each card movement happens here, so the card count holds."""

from __future__ import annotations

from typing import Any

from engine.age_of_heroes.cards import DISASTERS, IMMEDIATE, SPECIAL_OF, sorted_cards
from engine.age_of_heroes.state import AgeOfHeroesState, QueuedEvent, Tribe
from engine.core import Event


def ev(key: str, *, only: list[int] | None = None, reveals: bool = False, **params: Any) -> Event:
    return Event(key=f"age_of_heroes.log.{key}", params=params, to=only, reveals=reveals)


def alive_seats(state: AgeOfHeroesState) -> list[int]:
    return [t.seat for t in state.tribes if t.alive]


def in_order_from(state: AgeOfHeroesState, start: int) -> list[int]:
    """Living seats clockwise (seat order) starting at `start`."""
    n = state.players
    return [s for s in ((start + i) % n for i in range(n)) if state.tribes[s].alive]


def anchor(state: AgeOfHeroesState) -> int:
    """Market day comes before this seat's turn: the first player's (B7); the anchor moves to
    the next survivor only at a round's end (`flow.next_turn`), so it may be a dead seat."""
    return state.first if state.anchor is None else state.anchor


def special_of(tribe: Tribe) -> str | None:
    return SPECIAL_OF.get(tribe.tribe or "")


# --- hands -------------------------------------------------------------------------
def add_cards(tribe: Tribe, cards: list[str]) -> None:
    for c in cards:
        tribe.hand[c] = tribe.hand.get(c, 0) + 1


def take_cards(tribe: Tribe, counts: dict[str, int]) -> None:
    for c, n in counts.items():
        left = tribe.hand.get(c, 0) - n
        assert left >= 0, f"taking {n} {c} from a hand holding fewer"
        if left:
            tribe.hand[c] = left
        else:
            tribe.hand.pop(c, None)


def holds(tribe: Tribe, counts: dict[str, int]) -> bool:
    return all(tribe.hand.get(c, 0) >= n for c, n in counts.items())


def random_cards(state: AgeOfHeroesState, tribe: Tribe, n: int) -> list[str]:
    """Pick n cards of the hand at random (plunder, random discards); removes them."""
    flat = sorted_cards(tribe.hand)
    picked: list[str] = []
    for _ in range(min(n, len(flat))):
        picked.append(flat.pop(state.rng.randrange(len(flat))))
    take_cards(tribe, _count(picked))
    return picked


def _count(cards: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in cards:
        out[c] = out.get(c, 0) + 1
    return out


# --- decks -------------------------------------------------------------------------
def draw_one(state: AgeOfHeroesState) -> str | None:
    """Top card of the resource deck; the discard pile is reshuffled when it runs out (es:3.1, B8)."""
    if not state.deck:
        if not state.discard:
            return None
        state.deck = state.discard
        state.discard = []
        state.rng.shuffle(state.deck)
    return state.deck.pop()


def draw(state: AgeOfHeroesState, seat: int, n: int, reason: str) -> list[Event]:
    """Seat draws n cards: hand cards go to the hand (privately), immediate events are shown
    and queued for resolution in the order drawn (B1, B2)."""
    tribe = state.tribes[seat]
    got: list[str] = []
    events: list[Event] = []
    for _ in range(n):
        card = draw_one(state)
        if card is None:
            events.append(ev("deck_empty"))
            break
        if card in IMMEDIATE:
            state.queue.append(QueuedEvent(seat=seat, card=card))
            # In the opening, disasters are discarded unplayed and not replaced (es:2, B3).
            key = "event_drawn_opening" if state.market_opening and card in DISASTERS else "event_drawn"
            events.append(ev(key, seat=seat, card=card, reveals=True))
        else:
            got.append(card)
    if got:
        add_cards(tribe, got)
        events.append(ev("drew_private", only=[seat], reveals=True, seat=seat, cards=sorted_cards(got)))
    events.append(ev("drew", seat=seat, count=len(got), reason=reason))
    return events


def discard_cards(state: AgeOfHeroesState, seat: int | None, cards: list[str], reason: str) -> list[Event]:
    """Cards to the discard pile; shown to all when discards are public (B9)."""
    if not cards:
        return []
    state.discard.extend(cards)
    shown = sorted_cards(cards)
    if state.options.discards_public or seat is None:
        return [ev("discarded", seat=seat, cards=shown, count=len(cards), reason=reason, reveals=True)]
    return [ev("discarded_count", seat=seat, count=len(cards), reason=reason),
            ev("discarded_private", only=[seat], seat=seat, cards=shown, reason=reason)]


def discard_from_hand(state: AgeOfHeroesState, seat: int, counts: dict[str, int], reason: str) -> list[Event]:
    take_cards(state.tribes[seat], counts)
    return discard_cards(state, seat, sorted_cards(counts), reason)


def reset_battle_deck(state: AgeOfHeroesState) -> None:
    """All battle cards back and reshuffled after every use (es:2, es:6.2)."""
    deck = [v for v, copies in zip(range(1, 7), state.options.battle_copies) for _ in range(copies)]
    state.rng.shuffle(deck)
    state.battle_deck = deck


def draw_battle(state: AgeOfHeroesState) -> int:
    if not state.battle_deck:  # only with a tiny custom spread: recycle a fresh deck
        reset_battle_deck(state)
    return state.battle_deck.pop()


# --- items ------------------------------------------------------------------------
def take_item(state: AgeOfHeroesState, item: str) -> bool:
    if state.piles.get(item, 0) <= 0:
        return False
    state.piles[item] -= 1
    return True


def return_item(state: AgeOfHeroesState, item: str, n: int = 1) -> None:
    state.piles[item] = state.piles.get(item, 0) + n


def new_army(state: AgeOfHeroesState, tribe: Tribe) -> int:
    from engine.age_of_heroes.state import Army

    army_id = state.next_army_id
    state.next_army_id += 1
    tribe.armies.append(Army(id=army_id))
    return army_id


def find_army(state: AgeOfHeroesState, army_id: int) -> tuple[Tribe, Any] | None:
    for tribe in state.tribes:
        for army in tribe.armies:
            if army.id == army_id:
                return tribe, army
    return None


# --- roads ------------------------------------------------------------------------
def neighbours(state: AgeOfHeroesState, seat: int) -> list[int]:
    """Left and right seat neighbours (es:6.3); with seats closing up after eliminations (A6)."""
    if state.options.seats_close_up:
        ring = in_order_from(state, seat)
        if len(ring) < 2:
            return []
        return sorted({ring[1], ring[-1]})
    n = state.players
    return sorted({s for s in ((seat - 1) % n, (seat + 1) % n) if s != seat and state.tribes[s].alive})


def road_key(a: int, b: int) -> tuple[int, int]:
    return (min(a, b), max(a, b))


def has_road(state: AgeOfHeroesState, a: int, b: int) -> bool:
    return road_key(a, b) in state.roads


def connected_tribes(state: AgeOfHeroesState, seat: int) -> int:
    """Other tribes reached through a chain of roads (es:4, research C1)."""
    seen = {seat}
    frontier = [seat]
    while frontier:
        s = frontier.pop()
        for a, b in state.roads:
            other = b if a == s else a if b == s else None
            if other is not None and other not in seen and state.tribes[other].alive:
                seen.add(other)
                frontier.append(other)
    return len(seen) - 1


# --- elimination ------------------------------------------------------------------
def is_out(tribe: Tribe) -> bool:
    """No city and no card in hand: defeated (es:7)."""
    return tribe.alive and tribe.cities == 0 and tribe.hand_size() == 0


def eliminate(state: AgeOfHeroesState, seat: int) -> list[Event]:
    """Remove a defeated tribe: roads back (es:7); armies, generals, citadels back and
    monument cards discarded (F2); its market offers lapse."""
    tribe = state.tribes[seat]
    tribe.alive = False
    state.eliminated.append(seat)
    events = [ev("eliminated", seat=seat)]
    kept = [r for r in state.roads if seat not in r]
    return_item(state, "road", len(state.roads) - len(kept))
    state.roads = kept
    for army in tribe.armies:
        return_item(state, "army")
        if army.general:
            return_item(state, "general")
        if army.quaked:
            state.discard.append("earthquake")
    tribe.armies = []
    return_item(state, "citadel", tribe.citadels)
    tribe.citadels = 0
    return_item(state, "city", tribe.cities)
    tribe.cities = 0
    if tribe.monument and (special := special_of(tribe)):
        state.discard.extend([special] * tribe.monument)
    tribe.monument = 0
    state.discard.extend(sorted_cards(tribe.hand))
    tribe.hand = {}
    tribe.challenge = []
    state.offers = [o for o in state.offers if o.seat != seat and o.to != seat]
    if state.market is not None:
        state.market.drop(seat)
    alive = alive_seats(state)
    if len(alive) == 1 and state.stage != "over":
        state.stage = "over"
        state.winner = alive[0]
        state.win_reason = "last_standing"
        events.append(ev("won", seat=alive[0], reason="last_standing"))
    return events
