"""Trade cards: drawing and buying Gold (JOC 15), trading (16), returning excess cards (18).

Trade is a set of actions any trading player may take in any order (the Discord side drives
them by DM): `offer` (count, total value and one commodity, all three checked against the
hidden hand; claims are free), `counter` (an offer answering another), `accept` (the maker of
an offer takes a counter: a deal between those two), `give` (each side of a deal commits its
cards face down; when both have, the cards change hands), `withdraw` and `done`. The phase
ends when every trading player is done. Players with fewer than three cards cannot trade.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import Any

from engine.civilization.actions import Accept, Counter, Done, Give, MakeOffer, Withdraw
from engine.civilization.board import ast_key, city_count
from engine.civilization.data import (
    BLACK,
    COMMODITIES,
    GOLD_PRICE,
    RED,
    STACK_CALAMITY,
    STACK_OF,
    TRADE_CARD_RANK,
    VALUE,
    set_value,
)
from engine.civilization.state import Calamity, CivState, Deal, Offer, Trade
from engine.core import Action, AnswerOnce, Decision, Event, Refusal

MIN_TRADE = 3  # JOC 16.3


# --- drawing -----------------------------------------------------------------------------------
# Done trading: what a trade window's deadline plays for whoever has not said so (JOC 16.5).
DONE_TRADING = Done()


def _parse(text: str) -> Action:
    """A default kept in the state as its text (the state is JSON), as the action it is."""
    from engine.civilization.rules import parse  # rules builds on this module

    return parse(text)


def draw_order(s: CivState) -> list[int]:
    """Fewest cities first, ties in A.S.T. order (JOC 15.2); players without cities draw nothing."""
    seats = [p for p in range(s.players) if city_count(s, p) > 0]
    return sorted(seats, key=lambda p: (city_count(s, p), ast_key(s, p)))


def _take(s: CivState, seat: int, stack: int, ev: list[Event], bought: bool = False) -> None:
    card = s.stacks[stack].pop(0)
    if card in RED:
        s.calamities.append(Calamity(card=card, victim=seat))
        ev.append(
            Event(key="civilization.log.calamity_drawn", params={"seat": seat, "card": card}, reveals=True)
        )
        return
    s.seats[seat].hand.append(card)
    ev.append(
        Event(
            key="civilization.log.card_drawn",
            params={"seat": seat, "card": card, "stack": stack + 1},
            to=[seat],
            reveals=True,
        )
    )


def draw(s: CivState, seat: int, ev: list[Event]) -> None:
    """One card from the top of each of stacks 1..cities (JOC 15.1, 15.3, 15.4)."""
    n = min(city_count(s, seat), len(s.stacks))
    got = 0
    for i in range(n):
        if s.stacks[i]:
            _take(s, seat, i, ev)
            got += 1
    ev.append(Event(key="civilization.log.cards_drawn", params={"seat": seat, "count": got}))


def gold_left(s: CivState) -> int:
    return len(s.stacks[8])


def max_gold(s: CivState, seat: int) -> int:
    return min(s.seats[seat].treasury // GOLD_PRICE, gold_left(s), 4)


def check_gold(s: CivState, seat: int, count: int) -> Refusal | None:
    if count > gold_left(s):
        return Refusal("civilization.err.gold_left", count=count, left=gold_left(s))
    if count * GOLD_PRICE > s.seats[seat].treasury:
        return Refusal("civilization.err.treasury", need=count * GOLD_PRICE, have=s.seats[seat].treasury)
    return None


def buy_gold(s: CivState, seat: int, count: int, ev: list[Event]) -> None:
    """18 treasury tokens a card, off the top of stack 9; Piracy may come instead (15.7)."""
    p = s.seats[seat]
    for _ in range(count):
        p.treasury -= GOLD_PRICE
        p.stock += GOLD_PRICE
        _take(s, seat, 8, ev, bought=True)
    if count:
        ev.append(Event(key="civilization.log.gold_bought", params={"seat": seat, "count": count}))


def to_bottom(s: CivState, card: str) -> None:
    s.stacks[STACK_OF[card]].append(card)


# --- offers ------------------------------------------------------------------------------------
def _counts(cards: list[str] | tuple[str, ...]) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in cards:
        out[c] = out.get(c, 0) + 1
    return out


def find_cards(hand: list[str], count: int, value: int, commodity: str) -> list[str] | None:
    """Cards of the hand making an offer's true facts: `count` cards worth `value` together,
    `commodity` among them (JOC 16.3, set values by 17.4); None if there are none."""
    found = _find_cards(tuple(sorted(hand)), count, value, commodity)
    return None if found is None else list(found)


@lru_cache(maxsize=4096)
def _find_cards(hand: tuple[str, ...], count: int, value: int, commodity: str) -> tuple[str, ...] | None:
    """`find_cards` of a hand in any order (the answer does not depend on it): cached."""
    have = _counts(hand)
    if have.get(commodity, 0) == 0 or count > len(hand):
        return None
    kinds = sorted(have, key=TRADE_CARD_RANK.__getitem__)
    ranges = [range(1 if k == commodity else 0, have[k] + 1) for k in kinds]
    for choice in product(*ranges):
        if sum(choice) != count:
            continue
        cards = tuple(k for k, n in zip(kinds, choice) for _ in range(n))
        if set_value(cards) == value:
            return cards
    return None


def trading_seats(s: CivState) -> list[int]:
    return [p for p in range(s.players) if len(s.seats[p].hand) >= MIN_TRADE]


def start(s: CivState, ev: list[Event]) -> bool:
    seats = trading_seats(s)
    if len(seats) < 2:
        return False
    s.trade = Trade(done=[p for p in range(s.players) if p not in seats])
    ev.append(Event(key="civilization.log.trade_open", params={"seats": seats}))
    return True


def _deal_of(t: Trade, seat: int) -> Deal | None:
    for d in t.deals:
        if seat in d.given.seats:
            return d
    return None


def _offer(t: Trade, oid: int) -> Offer | None:
    return next((o for o in t.offers if o.id == oid), None)


def decisions(s: CivState) -> list[Decision]:
    t = s.trade
    assert t is not None
    # Once for every seat's prompt: the offers' public facts and who is busy.
    dumps = {o.id: o.model_dump() for o in t.offers}
    busy = _busy(t)
    out = []
    for seat in range(s.players):
        d = _decision(s, t, seat, dumps, busy)
        if d is not None:
            out.append(d)
    return out


def seats_awaited(s: CivState) -> list[int]:
    """The seats `decisions` prompts: not done, and in a deal only while still to give."""
    t = s.trade
    assert t is not None
    out = []
    for seat in range(s.players):
        if seat in t.done:
            continue
        deal = _deal_of(t, seat)
        if deal is None or deal.given.is_waiting(seat):
            out.append(seat)
    return out


def decisions_of(s: CivState, seat: int) -> list[Decision]:
    """`seat`'s part of `decisions` (the robot's and the core's checks need only theirs)."""
    t = s.trade
    assert t is not None
    if seat in t.done or not 0 <= seat < s.players:
        return []
    d = _decision(s, t, seat, None, None)
    return [] if d is None else [d]


TRADE_VERBS = ("offer", "counter", "accept", "withdraw", "done")
GIVE_VERBS = ("give", "withdraw")


def answering(s: CivState, seat: int) -> tuple[str, tuple[str, ...]] | None:
    """The kind and verbs of `seat`'s decision (`decisions_of`), without building it."""
    t = s.trade
    assert t is not None
    if seat in t.done or not 0 <= seat < s.players:
        return None
    deal = _deal_of(t, seat)
    if deal is not None:
        return ("trade_give", GIVE_VERBS) if deal.given.is_waiting(seat) else None
    return "trade", TRADE_VERBS


def robot_decision(s: CivState, seat: int) -> Decision | None:
    """`seat`'s decision (`decisions_of`) as a robot reads it: the trade prompt without its
    params (the offers in words: a robot reads the trade itself)."""
    t = s.trade
    assert t is not None
    if seat in t.done or not 0 <= seat < s.players:
        return None
    return _decision(s, t, seat, None, None, prompt=False)


def _decision(s: CivState, t: Trade, seat: int, dumps: dict[int, dict[str, Any]] | None,
              busy: set[int] | None, *, prompt: bool = True) -> Decision | None:
    if seat in t.done:
        return None
    deal = _deal_of(t, seat)
    if deal is not None:
        if not deal.given.is_waiting(seat):
            return None
        return Decision(
            seat=seat,
            kind="trade_give",
            verbs=GIVE_VERBS,
            private=True,
            # Hands are frozen during a deal: the default made when it was struck.
            default=_parse(deal.defaults[seat]) if deal.defaults.get(seat) else give_default(s, seat),
            params=deal_params(s, deal, seat),
        )
    return Decision(
        seat=seat,
        kind="trade",
        verbs=TRADE_VERBS,
        private=True,
        default=DONE_TRADING,
        rule_default=True,
        params={"cards": len(s.seats[seat].hand), **answerable(s, seat, dumps, busy)} if prompt else {},
    )


def public_offer(o: Offer) -> dict[str, Any]:
    """What everyone may know of an offer: all of it, unless it was made to one player (or
    answers such an offer), then only who made it to whom."""
    if o.to is None:
        return o.model_dump()
    return {"id": o.id, "seat": o.seat, "to": o.to, "answers": o.answers}


def _offer_events(o: Offer, key: str, ev: list[Event]) -> None:
    ev.append(Event(key=key, params=public_offer(o)))
    if o.to is not None:  # the facts, for the two players only
        ev.append(Event(key=f"{key}_facts", params=o.model_dump(), to=[o.seat, o.to]))


def _busy(t: Trade) -> set[int]:
    return set(t.done) | {p for d in t.deals for p in d.given.seats}


def answerable(s: CivState, seat: int, dumps: dict[int, dict[str, Any]] | None = None,
               busy: set[int] | None = None) -> dict[str, Any]:
    """The open offers `seat` may counter (public or made to it, not its own, not answers) and
    the counters to its own offers it may accept: public facts, so the Discord side can prompt
    each player with the offers made to them (the question changes when they change), and
    with its own offers (to withdraw them). `dumps` and `busy`: the offers already dumped (by
    id) and the seats done or in a deal, when the caller has them."""
    t = s.trade
    assert t is not None
    if busy is None:
        busy = _busy(t)

    def dump(o: Offer) -> dict[str, Any]:
        return dict(dumps[o.id]) if dumps is not None else o.model_dump()

    offers = [
        dump(o)
        for o in t.offers
        if o.answers is None and o.seat != seat and o.to in (None, seat) and o.seat not in busy
    ]
    mine = {o.id for o in t.offers if o.seat == seat and o.answers is None}
    counters = [dump(o) for o in t.offers if o.answers in mine and o.seat not in busy]
    own = sorted(o.id for o in t.offers if o.seat == seat)
    return {"offers": offers, "counters": counters, "own": own}


def deal_params(s: CivState, deal: Deal, seat: int) -> dict[str, Any]:
    mine = deal.a if deal.a.seat == seat else deal.b
    theirs = deal.b if mine is deal.a else deal.a
    return {
        "with": theirs.seat,
        "count": mine.count,
        "value": mine.value,
        "commodity": mine.commodity,
        "their_count": theirs.count,
        "their_value": theirs.value,
        "their_commodity": theirs.commodity,
    }


def give_default(s: CivState, seat: int) -> Action:
    t = s.trade
    assert t is not None
    deal = _deal_of(t, seat)
    assert deal is not None
    mine = deal.a if deal.a.seat == seat else deal.b
    cards = find_cards(s.seats[seat].hand, mine.count, mine.value, mine.commodity)
    if cards is None:  # cannot happen: hands are frozen during a deal
        return Withdraw(offer=mine.id)
    return Give(cards=tuple(cards))


def check(s: CivState, seat: int, action: object) -> Refusal | None:
    t = s.trade
    assert t is not None
    if seat in t.done:
        return Refusal("civilization.err.done_trading")
    deal = _deal_of(t, seat)
    hand = s.seats[seat].hand
    if isinstance(action, Done):
        if deal is not None:
            return Refusal("civilization.err.in_deal")
        return None
    if isinstance(action, Withdraw):
        o = _offer(t, action.offer)
        if o is not None and o.seat == seat:
            return None
        if deal is not None and action.offer in (deal.a.id, deal.b.id):
            return None
        return Refusal("civilization.err.no_such_offer", offer=action.offer)
    if deal is not None:
        if isinstance(action, Give):
            mine = deal.a if deal.a.seat == seat else deal.b
            return check_give(hand, action.cards, mine)
        return Refusal("civilization.err.in_deal")
    if isinstance(action, Give):
        return Refusal("civilization.err.no_deal")
    if isinstance(action, (MakeOffer, Counter)):
        if len(hand) < MIN_TRADE:
            return Refusal("civilization.err.too_few_cards", have=len(hand))
        if action.commodity not in COMMODITIES:
            return Refusal("civilization.err.not_a_commodity", card=action.commodity)
        if find_cards(hand, action.count, action.value, action.commodity) is None:
            return Refusal(
                "civilization.err.offer_untrue",
                count=action.count,
                value=action.value,
                commodity=action.commodity,
            )
        if isinstance(action, MakeOffer):
            if action.to is not None and (action.to == seat or action.to >= s.players or action.to in t.done):
                return Refusal("civilization.err.offer_to", seat=action.to)
            return None
        target = _offer(t, action.offer)
        if target is None or target.answers is not None:
            return Refusal("civilization.err.no_such_offer", offer=action.offer)
        if target.seat == seat:
            return Refusal("civilization.err.own_offer", offer=action.offer)
        if target.to is not None and target.to != seat:
            return Refusal("civilization.err.offer_not_to_you", offer=action.offer)
        return None
    if isinstance(action, Accept):
        counter = _offer(t, action.offer)
        if counter is not None and counter.seat == seat:
            return Refusal("civilization.err.own_offer", offer=action.offer)
        if counter is None or counter.answers is None:
            return Refusal("civilization.err.no_such_offer", offer=action.offer)
        answered = _offer(t, counter.answers)
        if answered is None or answered.seat != seat:
            return Refusal("civilization.err.not_your_offer", offer=action.offer)
        other = counter.seat
        if other in t.done or _deal_of(t, other) is not None:
            return Refusal("civilization.err.partner_busy", seat=other)
        if find_cards(hand, answered.count, answered.value, answered.commodity) is None:
            return Refusal("civilization.err.offer_untrue", count=answered.count, value=answered.value,
                           commodity=answered.commodity)
        if find_cards(s.seats[other].hand, counter.count, counter.value, counter.commodity) is None:
            return Refusal("civilization.err.counter_stale", offer=counter.id)
        return None
    return Refusal("civilization.err.not_now")


def check_give(hand: list[str], cards: tuple[str, ...], offer: Offer) -> Refusal | None:
    have = _counts(hand)
    for c, n in _counts(cards).items():
        if have.get(c, 0) < n:
            return Refusal("civilization.err.not_in_hand", card=c)
    if len(cards) != offer.count or set_value(cards) != offer.value or offer.commodity not in cards:
        return Refusal(
            "civilization.err.give_mismatch", count=offer.count, value=offer.value, commodity=offer.commodity
        )
    return None


def apply(s: CivState, seat: int, action: object, ev: list[Event]) -> None:
    t = s.trade
    assert t is not None
    if isinstance(action, Done):
        t.offers = [o for o in t.offers if o.seat != seat]
        _drop_orphans(t)
        t.done.append(seat)
        ev.append(Event(key="civilization.log.trade_done", params={"seat": seat}))
    elif isinstance(action, MakeOffer):
        o = Offer(
            id=t.next_id,
            seat=seat,
            count=action.count,
            value=action.value,
            commodity=action.commodity,
            claims=list(action.claims),
            to=action.to,
        )
        t.next_id += 1
        t.offers.append(o)
        t.made[seat] = t.made.get(seat, 0) + 1
        t.offered[seat] = t.offered.get(seat, 0) + 1
        _offer_events(o, "civilization.log.offer", ev)
    elif isinstance(action, Counter):
        answered = _offer(t, action.offer)
        assert answered is not None
        o = Offer(
            id=t.next_id,
            seat=seat,
            count=action.count,
            value=action.value,
            commodity=action.commodity,
            claims=list(action.claims),
            answers=action.offer,
            # An answer to an offer made to one player is as private as the offer: between
            # the two of them.
            to=answered.seat if answered.to is not None else None,
        )
        t.next_id += 1
        t.offers.append(o)
        t.made[seat] = t.made.get(seat, 0) + 1
        _offer_events(o, "civilization.log.counter", ev)
    elif isinstance(action, Accept):
        counter = _offer(t, action.offer)
        assert counter is not None and counter.answers is not None
        mine = _offer(t, counter.answers)
        assert mine is not None
        t.offers = [o for o in t.offers if o.id not in (mine.id, counter.id) and o.answers != mine.id]
        deal = Deal(a=mine, b=counter, given=AnswerOnce.open([mine.seat, counter.seat]))
        t.deals.append(deal)
        deal.defaults = {p: give_default(s, p).to_text() for p in (mine.seat, counter.seat)}
        ev.append(
            Event(
                key="civilization.log.deal",
                params={"a": mine.seat, "b": counter.seat, "offer": mine.id, "counter": counter.id},
            )
        )
    elif isinstance(action, Withdraw):
        made = _deal_of(t, seat)
        if made is not None and action.offer in (made.a.id, made.b.id):
            t.deals.remove(made)
            ev.append(
                Event(
                    key="civilization.log.deal_off", params={"seat": seat, "a": made.a.seat, "b": made.b.seat}
                )
            )
        else:
            t.offers = [o for o in t.offers if o.id != action.offer]
            _drop_orphans(t)
            ev.append(Event(key="civilization.log.withdrawn", params={"seat": seat, "offer": action.offer}))
    elif isinstance(action, Give):
        found = _deal_of(t, seat)
        assert found is not None
        deal = found
        deal.given.record(seat, list(action.cards))
        if deal.given.complete:
            _exchange(s, deal, ev)
            t.deals.remove(deal)
            for p in deal.given.seats:
                t.traded[p] = t.traded.get(p, 0) + 1
    if _finished(s):
        s.trade = None
        ev.append(Event(key="civilization.log.trade_closed", params={}))


def _drop_orphans(t: Trade) -> None:
    ids = {o.id for o in t.offers}
    t.offers = [o for o in t.offers if o.answers is None or o.answers in ids]


def _exchange(s: CivState, deal: Deal, ev: list[Event]) -> None:
    """Both sides' cards change hands at once, face down (16.3); a black calamity received is
    laid face up in front of its receiver, who resolves it (19.3, 22.2.2)."""
    a, b = deal.a.seat, deal.b.seat
    gives = {a: list(deal.given.answer_of(a)), b: list(deal.given.answer_of(b))}
    for giver, cards in gives.items():
        for c in cards:
            s.seats[giver].hand.remove(c)
    for giver, receiver in ((a, b), (b, a)):
        for c in gives[giver]:
            if c in BLACK:
                s.calamities.append(Calamity(card=c, victim=receiver, giver=giver))
                ev.append(
                    Event(
                        key="civilization.log.calamity_traded",
                        params={"seat": receiver, "card": c, "giver": giver},
                        reveals=True,
                    )
                )
            else:
                s.seats[receiver].hand.append(c)
        ev.append(
            Event(
                key="civilization.log.cards_received",
                params={"seat": receiver, "giver": giver, "cards": gives[giver]},
                to=[receiver],
                reveals=True,
            )
        )
    ev.append(
        Event(
            key="civilization.log.traded",
            params={"a": a, "b": b, "a_gave": len(gives[a]), "b_gave": len(gives[b])},
        )
    )


def _finished(s: CivState) -> bool:
    t = s.trade
    assert t is not None
    return not t.deals and all(p in t.done for p in range(s.players))


# --- excess cards (JOC 18) -----------------------------------------------------------------------
def must_discard(s: CivState, seat: int, limit: int) -> int:
    return max(0, len(s.seats[seat].hand) - limit)


def check_discard(s: CivState, seat: int, cards: tuple[str, ...], limit: int) -> Refusal | None:
    have = _counts(s.seats[seat].hand)
    for c, n in _counts(cards).items():
        if have.get(c, 0) < n:
            return Refusal("civilization.err.not_in_hand", card=c)
    left = len(s.seats[seat].hand) - len(cards)
    if left > limit:
        return Refusal("civilization.err.hand_limit", limit=limit, left=left)
    return None


def default_discard(s: CivState, seat: int, limit: int) -> list[str]:
    """The excess cards that keep the most value: black calamities first, then the cards whose
    loss costs least."""
    hand = list(s.seats[seat].hand)
    out: list[str] = []
    while len(hand) > limit:
        have = _counts(hand)

        def loss(c: str, have: dict[str, int] = have) -> tuple[int, int]:
            # One card fewer of a set of n: n² - (n - 1)² = 2n - 1 times its value (17.4).
            return (VALUE[c] * (2 * have[c] - 1), TRADE_CARD_RANK[c])

        c = min(hand, key=loss)
        hand.remove(c)
        out.append(c)
    return out


def discard(s: CivState, seat: int, cards: tuple[str, ...], ev: list[Event]) -> None:
    for c in cards:
        s.seats[seat].hand.remove(c)
        to_bottom(s, c)
    ev.append(Event(key="civilization.log.discarded", params={"seat": seat, "count": len(cards)}))
    if cards:
        ev.append(
            Event(
                key="civilization.log.discarded_cards", params={"seat": seat, "cards": list(cards)}, to=[seat]
            )
        )


__all__ = ["STACK_CALAMITY", "buy_gold", "check", "decisions", "draw", "draw_order", "find_cards", "start"]
