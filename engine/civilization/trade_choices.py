"""Legal choices of the trade phase's card fields, answered from the hand's arithmetic.

An offer's count, value and commodity must be true of some cards of the hidden hand (JOC 16.3,
set values 17.4), and a deal's `give` must be exactly such cards. Derived from `check` alone
these questions walk thousands of candidate values (seconds per autocomplete); here the
reachable (count, value) pairs are computed once per question by a small dynamic programme
over the kinds in the hand. Whatever else `check` asks (done, a deal in progress, the offer
answered, the recipient) it is asked on one true offer, so the answers agree with `check`.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations_with_replacement
from typing import Any

from engine.civilization.actions import Counter, Give, MakeOffer
from engine.civilization.cards import buyable, can_buy, price
from engine.civilization.data import COMMODITIES, MAX_ADVANCES, TRADE_CARDS, VALUE, hand_limit, set_value
from engine.civilization.state import CivState
from engine.civilization.trade import _counts, _deal_of, check, check_discard
from engine.core.choices import DONE

MAX_COUNT = 30  # the offer's Count(3, 30)
MAX_VALUE = 999  # the offer's Count(0, 999)
MAX_CLAIMS = 3


def reachable(have: Mapping[str, int], least: Mapping[str, int]) -> set[tuple[int, int]]:
    """Every (count, value) of the multisets of the hand holding at least `least` of each kind."""
    reach = {(0, 0)}
    for kind, top in have.items():
        lo = least.get(kind, 0)
        if lo > top:
            return set()
        reach = {(c + n, v + VALUE[kind] * n * n) for c, v in reach for n in range(lo, top + 1)
                 if c + n <= MAX_COUNT}
    return reach


def true_facts(hand: list[str]) -> list[tuple[int, int, str]]:
    """Every (count, value, commodity) an offer may declare with this hand."""
    have = _counts(hand)
    out = []
    for commodity in COMMODITIES:
        if have.get(commodity, 0):
            out += [(c, v, commodity) for c, v in reachable(have, {commodity: 1})
                    if c >= 3 and v <= MAX_VALUE]
    return sorted(out)


def offer_options(s: CivState, seat: int, verb: str, field: str, chosen: Mapping[str, Any],
                  prefix: tuple[Any, ...] | None) -> list[Any] | None:
    """The choices of an `offer` or `counter` field (None: not a field answered here)."""
    if s.trade is None:
        return []
    cls = MakeOffer if verb == "offer" else Counter
    facts = [f for f in true_facts(s.seats[seat].hand)
             if all(chosen.get(k, f[i]) == f[i] for i, k in enumerate(("count", "value", "commodity")))]
    if not facts:
        return []
    count, value, commodity = facts[0]
    free = {k: v for k, v in chosen.items() if k not in ("count", "value", "commodity", field)}

    def accepted(**extra: Any) -> bool:
        try:
            action = cls(count=count, value=value, commodity=commodity, **{**free, **extra})
        except ValueError:
            return False
        return check(s, seat, action) is None

    if field in ("count", "value", "commodity"):
        if not accepted():
            return []
        at = ("count", "value", "commodity").index(field)
        return list(dict.fromkeys(f[at] for f in facts))
    if field == "claims":  # free words (JOC 16.3): any commodities, up to three
        if not accepted():
            return []
        if prefix is not None:
            return [DONE, *COMMODITIES] if len(prefix) < MAX_CLAIMS else [DONE]
        return [c for n in range(MAX_CLAIMS + 1) for c in combinations_with_replacement(COMMODITIES, n)]
    if field == "to":
        return [to for to in (None, *range(s.players)) if accepted(to=to)]
    if field == "offer":
        t = s.trade
        return [o.id for o in t.offers if accepted(offer=o.id)]
    return None


def give_options(s: CivState, seat: int, chosen: Mapping[str, Any],
                 prefix: tuple[Any, ...] | None) -> list[Any] | None:
    """A deal's cards, card by card: the next cards that keep some exact giving possible."""
    t = s.trade
    if t is None or prefix is None:
        return None  # whole values: `check` on the few candidates is quick
    deal = _deal_of(t, seat)
    if deal is None:
        return []
    mine = deal.a if deal.a.seat == seat else deal.b
    hand = s.seats[seat].hand
    have = _counts(hand)
    done = check(s, seat, Give(cards=tuple(prefix))) is None
    base = _counts(prefix)
    nexts = []
    for kind in TRADE_CARDS:
        if have.get(kind, 0) <= base.get(kind, 0):
            continue
        least = {**base, kind: base.get(kind, 0) + 1}
        least[mine.commodity] = max(least.get(mine.commodity, 0), 1)
        if (mine.count, mine.value) in reachable(have, least):
            nexts.append(kind)
    return ([DONE] if done else []) + nexts


def discard_options(s: CivState, seat: int, prefix: tuple[Any, ...] | None) -> list[Any] | None:
    """Cards returned to stock card by card (JOC 17.6): any held card, and DONE once the hand
    is within the limit (`check_discard`)."""
    if prefix is None:
        return None  # whole values: derived from `check`
    have, base = _counts(s.seats[seat].hand), _counts(prefix)
    if any(have.get(c, 0) < n for c, n in base.items()):
        return []
    done = check_discard(s, seat, tuple(prefix), hand_limit(s.players)) is None
    return ([DONE] if done else []) + [c for c in TRADE_CARDS if have.get(c, 0) > base.get(c, 0)]


def _values(cards: list[str]) -> set[int]:
    """Every value some of these trade cards make together (a payment's worth)."""
    return {v for _, v in reachable(_counts(cards), {})}


def buy_options(s: CivState, seat: int, field: str, chosen: Mapping[str, Any],
                prefix: tuple[Any, ...] | None) -> list[Any] | None:
    """A purchase's advances, payment and treasury (JOC 17), card by card; None where the
    derived answer is asked instead (a payment or treasury already typed)."""
    p = s.seats[seat]
    commodities = [c for c in p.hand if c in COMMODITIES]
    worth = set_value(commodities)
    if field == "advances" and prefix is not None and "pay" not in chosen and "treasury" not in chosen:
        if not _wanted_ok(s, seat, prefix):
            return []
        due = _due(s, seat, prefix)
        if due > worth + p.treasury:
            return []
        room = len(p.advances) + len(prefix) < MAX_ADVANCES
        nexts = [a for a in buyable(s, seat)
                 if room and a not in prefix and due + price(p.advances, a) <= worth + p.treasury]
        return [DONE, *nexts]
    wanted = chosen.get("advances")
    if field == "pay" and prefix is not None and "treasury" not in chosen:
        have, base = _counts(commodities), _counts(prefix)
        if any(have.get(c, 0) < n for c, n in base.items()):
            return []
        more = [c for c in TRADE_CARDS if have.get(c, 0) > base.get(c, 0)]
        if wanted is None:  # the advances are not chosen yet: some affordable purchase will do
            if not can_buy(s, seat):
                return [] if prefix else [DONE]
            return [DONE, *more]
        if not wanted:  # buying nothing: nothing to pay
            return [] if prefix else [DONE]
        due = _due(s, seat, wanted)
        if not _wanted_ok(s, seat, wanted) or worth + p.treasury < due:
            return []
        paid = set_value(list(prefix))
        done = paid >= due or due - paid <= p.treasury
        return ([DONE] if done else []) + more
    if field == "treasury" and prefix is None and "pay" not in chosen:
        if wanted is None:  # any purchase: every price a set of advances can have
            dues = _dues(s, seat, worth + p.treasury)
        elif not wanted:
            return [0]
        elif not _wanted_ok(s, seat, wanted):
            return []
        else:
            dues = {_due(s, seat, wanted)}
        values = _values(commodities)
        out = {0} if wanted is None or any(d <= worth for d in dues) else set()
        out |= {d - v for d in dues for v in values if v < d and d - v <= p.treasury}
        return sorted(out)
    return None


def _wanted_ok(s: CivState, seat: int, wanted: Any) -> bool:
    """The advances alone are legal (17.1-17.3): buyable now, each once, within the limit."""
    able = set(buyable(s, seat))
    return (len(set(wanted)) == len(wanted) and all(a in able for a in wanted)
            and len(s.seats[seat].advances) + len(wanted) <= MAX_ADVANCES)


def _dues(s: CivState, seat: int, budget: int) -> set[int]:
    """Every total price of a nonempty set of advances the seat may buy together, up to `budget`."""
    room = MAX_ADVANCES - len(s.seats[seat].advances)
    reach: set[tuple[int, int]] = {(0, 0)}
    for a in buyable(s, seat):
        cost = price(s.seats[seat].advances, a)
        reach |= {(k + 1, d + cost) for k, d in reach if k < room and d + cost <= budget}
    return {d for k, d in reach if k}


def _due(s: CivState, seat: int, wanted: Any) -> int:
    return sum(price(s.seats[seat].advances, a) for a in wanted)
