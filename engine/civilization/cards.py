"""Civilization cards (JOC 17): costs less credits, paid with trade cards (set values), exact
treasury, no change; one of each kind, at most 11 kinds; Law before Democracy and Philosophy."""

from __future__ import annotations

from engine.civilization.actions import BuyAdvances
from engine.civilization.data import ADVANCES, COMMODITIES, CREDIT, MAX_ADVANCES, set_value
from engine.civilization.state import CivState
from engine.civilization.trade import _counts, to_bottom
from engine.core import Event, Refusal


def credit(held: list[str], target: str) -> int:
    """Credits applying to `target`: one per held card, the best it gives (17.5, 17.11, 17.12);
    they must all be used (17.15)."""
    return sum([CREDIT[h][target] for h in held])


def price(held: list[str], target: str) -> int:
    """What the card costs this player: printed value less credits, never below 0 (17 note)."""
    return max(0, ADVANCES[target].cost - credit(held, target))


def points(advances: list[str]) -> int:
    """Printed values of civilization cards held (the A.S.T. final square, 21.1)."""
    return sum(ADVANCES[a].cost for a in advances)


def groups_held(advances: list[str]) -> set[str]:
    return {g for a in advances for g in ADVANCES[a].groups}


# Each card and the cards it needs (Law for Democracy and Philosophy), in the table's order.
_REQUIRES = tuple((a, card.requires) for a, card in ADVANCES.items())


def buyable(s: CivState, seat: int) -> list[str]:
    """Cards the seat may add now (supply, one of each kind, prerequisites held)."""
    held = s.seats[seat].advances
    if len(held) >= MAX_ADVANCES:
        return []
    supply = s.supply
    return [
        a
        for a, requires in _REQUIRES
        if a not in held and supply.get(a, 0) > 0 and (not requires or all(r in held for r in requires))
    ]


def purse(s: CivState, seat: int) -> int:
    p = s.seats[seat]
    return set_value([c for c in p.hand if c in COMMODITIES]) + p.treasury


def can_buy(s: CivState, seat: int) -> bool:
    budget = purse(s, seat)
    held = s.seats[seat].advances
    return any(price(held, a) <= budget for a in buyable(s, seat))


def offered(s: CivState, seat: int) -> bool:
    """Whether the seat has a turn to buy (17.2), from what everyone sees: a card it may take
    (17.7, Law first) and either a trade card in hand (what it is worth only the seat knows) or
    a treasury that pays for one. A seat whose hidden hand affords nothing is asked all the same,
    its default buying nothing: skipping it would tell the table so."""
    options = buyable(s, seat)
    if not options:
        return False
    p = s.seats[seat]
    return bool(p.hand) or any(price(p.advances, a) <= p.treasury for a in options)


def check(s: CivState, seat: int, action: BuyAdvances) -> Refusal | None:
    p = s.seats[seat]
    held = p.advances
    seen: set[str] = set()
    for a in action.advances:
        if a in seen:
            return Refusal("civilization.err.advance_twice", advance=a)
        seen.add(a)
        if a in held:
            return Refusal("civilization.err.advance_held", advance=a)
        if s.supply.get(a, 0) <= 0:
            return Refusal("civilization.err.advance_gone", advance=a)
        missing = [r for r in ADVANCES[a].requires if r not in held]
        if missing:
            return Refusal("civilization.err.advance_requires", advance=a, required=missing[0])
    if len(held) + len(action.advances) > MAX_ADVANCES:
        return Refusal("civilization.err.advance_limit", limit=MAX_ADVANCES)
    have = _counts(p.hand)
    for c, n in _counts(action.pay).items():
        if c not in COMMODITIES:
            return Refusal("civilization.err.pay_calamity", card=c)
        if have.get(c, 0) < n:
            return Refusal("civilization.err.not_in_hand", card=c)
    if not action.advances:
        if action.pay or action.treasury:
            return Refusal("civilization.err.pay_for_nothing")
        return None
    due = sum(price(held, a) for a in action.advances)
    cards = set_value(action.pay)
    worth = set_value([c for c in p.hand if c in COMMODITIES])
    if worth + p.treasury < due:  # not with every commodity held and the whole treasury (17.8)
        return Refusal("civilization.err.cannot_pay", due=due, worth=worth, treasury=p.treasury,
                       short=due - worth - p.treasury)
    if cards >= due:
        if action.treasury:
            return Refusal("civilization.err.treasury_not_needed", due=due, cards=cards)
        return None
    if action.treasury != due - cards:
        return Refusal("civilization.err.treasury_exact", due=due, cards=cards, need=due - cards)
    if action.treasury > p.treasury:
        return Refusal("civilization.err.treasury", need=action.treasury, have=p.treasury)
    return None


def apply(s: CivState, seat: int, action: BuyAdvances, ev: list[Event]) -> None:
    p = s.seats[seat]
    for c in action.pay:
        p.hand.remove(c)
        to_bottom(s, c)  # 17.6
    p.treasury -= action.treasury
    p.stock += action.treasury
    for a in action.advances:
        s.supply[a] -= 1
        p.advances.append(a)
    if action.advances:
        ev.append(
            Event(
                key="civilization.log.bought",
                params={
                    "seat": seat,
                    "advances": list(action.advances),
                    "cards": len(action.pay),
                    "treasury": action.treasury,
                },
            )
        )
    else:
        ev.append(Event(key="civilization.log.bought_nothing", params={"seat": seat}))


def plan(s: CivState, seat: int, wanted: list[str]) -> BuyAdvances | None:
    """A payment for `wanted`: the treasury first (it is idle money), then the trade cards worth
    least, whole commodity sets; None if the seat cannot pay. Used by the robots."""
    p = s.seats[seat]
    due = sum(price(p.advances, a) for a in wanted)
    if due <= p.treasury:
        return BuyAdvances(advances=tuple(wanted), treasury=due)
    hand = [c for c in p.hand if c in COMMODITIES]
    if set_value(hand) + p.treasury < due:
        return None
    kinds = sorted(set(hand), key=lambda c: (set_value([x for x in hand if x == c]), c))
    pay: list[str] = []
    for c in kinds:
        if set_value(pay) + p.treasury >= due:
            break
        pay += [x for x in hand if x == c]
    for c in sorted(set(pay), key=lambda c: (-set_value([x for x in pay if x == c]), c)):
        rest = [x for x in pay if x != c]
        if set_value(rest) + p.treasury >= due:
            pay = rest
    treasury = max(0, due - set_value(pay))
    if treasury > p.treasury:
        return None
    return BuyAdvances(advances=tuple(wanted), pay=tuple(pay), treasury=treasury)
