"""Resources and payment: the one place that decides what a nation can pay and how.

Coins are wild ("Tomar una moneda"). A specific cost is paid from that resource first and
coins cover the shortfall: keeping a coin is never worse than keeping the resource it would
replace, so this choice is made for the player (docs/antike.md, ruling "payment"). A nation
owning all eight know-hows exchanges its resource types freely ("Conocimiento", last
paragraph), so any resource then covers any shortfall too.
"""

from __future__ import annotations

from typing import Protocol

from .board import KNOWHOWS, RESOURCES
from .state import NationState


class Stock(Protocol):
    """What the spending checks read of a nation: a nation, or what it has left after paying
    some rondel steps (rules.Purse)."""

    marble: int
    iron: int
    gold: int
    coins: int
    knowhows: list[str]


def has_all_knowhows(n: NationState | Stock) -> bool:
    return len(set(n.knowhows)) == len(KNOWHOWS)


def stock(n: NationState | Stock, item: str) -> int:
    return int(getattr(n, "coins" if item == "coin" else item))


def _add(n: NationState, item: str, amount: int) -> None:
    attr = "coins" if item == "coin" else item
    setattr(n, attr, getattr(n, attr) + amount)


def payment(n: NationState | Stock, cost: dict[str, int]) -> dict[str, int] | None:
    """How much of each stock pays `cost` (resource -> amount), or None if unaffordable."""
    take: dict[str, int] = {}
    short = 0
    for res, amount in cost.items():
        if amount <= 0:
            continue
        own = min(stock(n, res), amount)
        if own:
            take[res] = own
        short += amount - own
    if short:
        coins = min(n.coins, short)
        if coins:
            take["coin"] = coins
        short -= coins
    if short and has_all_knowhows(n):
        spare = sorted(RESOURCES, key=lambda r: -(stock(n, r) - take.get(r, 0)))
        for res in spare:
            extra = min(stock(n, res) - take.get(res, 0), short)
            if extra > 0:
                take[res] = take.get(res, 0) + extra
                short -= extra
    return None if short else take


def can_pay(n: NationState | Stock, cost: dict[str, int]) -> bool:
    return payment(n, cost) is not None


def pay(n: NationState, cost: dict[str, int]) -> int:
    """Pay `cost`; returns the coins spent (they go back to the bank). Caller checked can_pay."""
    take = payment(n, cost)
    if take is None:  # pragma: no cover - callers check first
        raise AssertionError("payment checked before")
    for item, amount in take.items():
        _add(n, item, -amount)
    return take.get("coin", 0)


def pay_items(n: NationState, items: tuple[str, ...]) -> int:
    """Pay exactly these items (rondel extra steps); returns coins spent."""
    for item in items:
        _add(n, item, -1)
    return items.count("coin")


def holds_items(n: NationState, items: tuple[str, ...]) -> bool:
    return all(stock(n, item) >= items.count(item) for item in set(items))


def default_rondel_payment(n: NationState, amount: int) -> tuple[str, ...] | None:
    """Any resources for the paid rondel steps: the most plentiful resource first, coins last."""
    if amount == 0:
        return ()
    left = {r: stock(n, r) for r in RESOURCES}
    items: list[str] = []
    for _ in range(amount):
        best = max(RESOURCES, key=lambda r: (left[r], -RESOURCES.index(r)))
        if left[best] > 0:
            left[best] -= 1
            items.append(best)
        else:
            items.append("coin")
    if items.count("coin") > n.coins:
        return None
    return tuple(sorted(items, key=lambda i: (*RESOURCES, "coin").index(i)))


def gain(n: NationState, res: str, amount: int) -> None:
    _add(n, res, amount)
