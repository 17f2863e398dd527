"""Market day (es:4): draws, then free trading between all players at once.

Offers reserve the cards they give (research C3: the engine only takes offers of cards the
player holds, and carries out an accepted trade at once, so a trade can never be reneged).
A directed offer may be private: it then appears only in the offerer's and the recipient's
private views. The market closes when every living player has said "done".
"""

from __future__ import annotations

from typing import Any

from engine.age_of_heroes.board import (
    add_cards,
    alive_seats,
    connected_tribes,
    draw,
    ev,
    in_order_from,
    take_cards,
)
from engine.age_of_heroes.cards import sorted_cards
from engine.age_of_heroes.state import AgeOfHeroesState, Offer
from engine.core import AnswerOnce, Event

# Private offers of the seat pair with index k are numbered PRIVATE_RANGE * (k + 1) + 1, + 2...
PRIVATE_RANGE = 1000


def start(state: AgeOfHeroesState, anchor: int) -> list[Event]:
    """Each player draws 1 + one per tribe reached by roads, from the anchor clockwise (es:4)."""
    state.stage = "market"
    state.step = "events"
    state.market = AnswerOnce.open(alive_seats(state))
    state.offers = []
    state.offers_made = {}
    events = [ev("market_day", opening=state.market_opening)]
    for seat in in_order_from(state, anchor):
        events += draw(state, seat, 1 + connected_tribes(state, seat), "market")
    return events


def reserved(state: AgeOfHeroesState, seat: int, skip: int | None = None) -> dict[str, int]:
    """Cards promised in the seat's open offers."""
    out: dict[str, int] = {}
    for offer in state.offers:
        if offer.seat == seat and offer.id != skip:
            for c, n in offer.give.items():
                out[c] = out.get(c, 0) + n
    return out


def free_cards(state: AgeOfHeroesState, seat: int) -> dict[str, int]:
    hand = dict(state.tribes[seat].hand)
    for c, n in reserved(state, seat).items():
        hand[c] = hand.get(c, 0) - n
    return {c: n for c, n in hand.items() if n > 0}


def visible_to(offer: Offer, seat: int | None) -> bool:
    return not offer.private or seat in (offer.seat, offer.to)


def _pair_index(players: int, a: int, b: int) -> int:
    a, b = min(a, b), max(a, b)
    return sum(players - 1 - i for i in range(a)) + (b - a - 1)


def new_offer_id(state: AgeOfHeroesState, seat: int, to: int | None, private: bool) -> int:
    """Public offers count among public offers; a pair's private offers count in that pair's
    own range, so no number tells anyone else that a private offer exists (issue 17.4)."""
    if not private or to is None:
        offer_id = state.next_offer_id
        state.next_offer_id += 1
        return offer_id
    key = f"{min(seat, to)}-{max(seat, to)}"
    n = state.private_offer_ids.get(key, 0) + 1
    state.private_offer_ids[key] = n
    return PRIVATE_RANGE * (_pair_index(state.players, seat, to) + 1) + n


def make_offer(state: AgeOfHeroesState, seat: int, give: dict[str, int], get: dict[str, int],
               to: int | None, private: bool, counter_of: int | None = None) -> list[Event]:
    offer = Offer(id=new_offer_id(state, seat, to, private), seat=seat, give=give, get=get, to=to,
                  private=private, counter_of=counter_of)
    state.offers.append(offer)
    state.offers_made[seat] = state.offers_made.get(seat, 0) + 1
    params: dict[str, Any] = {"id": offer.id, "seat": seat, "give": sorted_cards(give),
                              "get": sorted_cards(get), "to": to, "counter_of": counter_of}
    if private:
        assert to is not None
        return [ev("offer_private", only=[seat, to], **params)]
    return [ev("offer", **params)]


def close_offer(state: AgeOfHeroesState, offer_id: int, seat: int, how: str) -> list[Event]:
    offer = next(o for o in state.offers if o.id == offer_id)
    state.offers.remove(offer)
    to = [offer.seat, offer.to] if offer.private and offer.to is not None else None
    return [ev(f"offer_{how}", only=to, id=offer_id, seat=seat)]


def accept(state: AgeOfHeroesState, seat: int, offer_id: int) -> list[Event]:
    """Move both sides' cards at once."""
    offer = next(o for o in state.offers if o.id == offer_id)
    giver, taker = state.tribes[offer.seat], state.tribes[seat]
    take_cards(giver, offer.give)
    take_cards(taker, offer.get)
    add_cards(taker, sorted_cards(offer.give))
    add_cards(giver, sorted_cards(offer.get))
    state.offers.remove(offer)
    # A counter-offer answers its original: once either is taken, the other lapses.
    state.offers = [o for o in state.offers if o.id != offer.counter_of and o.counter_of != offer.id]
    params: dict[str, Any] = {"id": offer_id, "seat": offer.seat, "taker": seat,
                              "give": sorted_cards(offer.give), "get": sorted_cards(offer.get)}
    if offer.private:
        return [ev("trade_private", only=[offer.seat, seat], reveals=True, **params),
                ev("trade_done_private", seat=offer.seat, taker=seat)]
    return [ev("trade", reveals=True, **params)]


def finish_trading(state: AgeOfHeroesState, seat: int) -> list[Event]:
    assert state.market is not None
    state.market.record(seat, True)
    return [ev("market_done", seat=seat)]


def all_done(state: AgeOfHeroesState) -> bool:
    return state.market is None or state.market.complete


def trading(state: AgeOfHeroesState, seat: int) -> bool:
    """Still trading on this market day (not done, alive)."""
    return state.market is not None and state.market.is_waiting(seat) and state.tribes[seat].alive


def close(state: AgeOfHeroesState) -> list[Event]:
    """Unanswered offers lapse when the market closes (research §4 #20)."""
    state.offers = []
    state.market = None
    state.offers_made = {}
    state.next_offer_id = 1
    state.private_offer_ids = {}
    return [ev("market_closed")]


def holdings_ok(state: AgeOfHeroesState, seat: int, counts: dict[str, int]) -> bool:
    free = free_cards(state, seat)
    return all(free.get(c, 0) >= n for c, n in counts.items())


def give_cards(state: AgeOfHeroesState, seat: int, counts: dict[str, int]) -> None:
    take_cards(state.tribes[seat], counts)
