"""The cards of Age of Heroes, loaded from `data/deck.json` (our cleaned, rule-checked copy).

Resource-deck cards are named by id ("iron", "marble", "luck"...); hands are counted
multisets `{card: n}`. Item cards are identical within a pile, so piles are counts.
Battle cards are their value 1–6.
"""

from __future__ import annotations

import json
import unicodedata
from collections import Counter
from itertools import product
from pathlib import Path
from typing import Any

_DATA = json.loads((Path(__file__).parent / "data" / "deck.json").read_text(encoding="utf-8"))

RESOURCE_CARDS: list[dict[str, Any]] = _DATA["resource_cards"]
# Canonical order of card ids: hands, payments and texts are always listed in this order.
CARD_ORDER: list[str] = [c["id"] for c in RESOURCE_CARDS]
CARD_RANK: dict[str, int] = {c: i for i, c in enumerate(CARD_ORDER)}
CARD_NAMES: dict[str, dict[str, str]] = {c["id"]: c["name"] for c in RESOURCE_CARDS}
DEFAULT_RESOURCE_COUNTS: dict[str, int] = {c["id"]: c["count"] for c in RESOURCE_CARDS}

ORDINARY: tuple[str, ...] = tuple(c["id"] for c in RESOURCE_CARDS if c["group"] == "ordinary_resource")
GOLD = "gold"
SPECIALS: tuple[str, ...] = tuple(c["id"] for c in RESOURCE_CARDS if c["group"] == "special_resource")
EVENTS: tuple[str, ...] = tuple(c["id"] for c in RESOURCE_CARDS if c["group"] == "event")
IMMEDIATE: tuple[str, ...] = tuple(c["id"] for c in RESOURCE_CARDS
                                   if c["group"] == "event" and c["timing"] == "immediate")
HELD: tuple[str, ...] = tuple(c["id"] for c in RESOURCE_CARDS
                              if c["group"] == "event" and c["timing"] == "held")
DISASTERS: tuple[str, ...] = ("famine", "barbarians", "earthquake", "volcano")
# Cards that may be in a hand (immediate events never stay in one: research E7).
HAND_CARDS: tuple[str, ...] = tuple(c for c in CARD_ORDER if c not in IMMEDIATE)

TRIBES: list[dict[str, Any]] = _DATA["tribes"]
TRIBE_IDS: tuple[str, ...] = tuple(t["id"] for t in TRIBES)
TRIBE_NAMES: dict[str, dict[str, str]] = {t["id"]: t["name"] for t in TRIBES}
SPECIAL_OF: dict[str, str] = {t["id"]: t["special_resource"] for t in TRIBES}

ITEMS: tuple[str, ...] = tuple(i["id"] for i in _DATA["items"])
ITEM_NAMES: dict[str, dict[str, str]] = {i["id"]: i["name"] for i in _DATA["items"]}
DEFAULT_ITEM_COUNTS: dict[str, int] = {i["id"]: i["count"] for i in _DATA["items"]}
COSTS: dict[str, dict[str, int]] = _DATA["build_costs"]
BATTLE_VALUES: list[int] = _DATA["battle_values"]["values"]
DEFAULT_BATTLE_COPIES: list[int] = _DATA["battle_values"]["copies"]
FIXED: dict[str, Any] = _DATA["fixed"]

HAND_LIMIT: int = FIXED["hand_limit"]
STARTING_HAND: int = FIXED["starting_hand"]
CITADEL_BONUS: int = FIXED["citadel_bonus"]
GENERAL_BONUS: int = FIXED["general_bonus"]
PLUNDER_PER_ARMY: int = FIXED["plunder_per_army"]
VICTORY_CITIES: int = FIXED["victory_cities"]
VICTORY_MONUMENT: int = FIXED["victory_monument"]


def sorted_cards(cards: dict[str, int] | list[str]) -> list[str]:
    """A multiset as a flat list in canonical order."""
    counts = Counter(cards) if isinstance(cards, list) else cards
    return [c for c in sorted(counts, key=CARD_RANK.__getitem__) for _ in range(counts[c])]


def conquest_cities(victorious: int) -> int:
    """Cities a conquest takes for this many victorious armies (es:5)."""
    return max([n for need, n in FIXED["conquest"] if victorious >= need], default=0)


def razed_cards(victorious: int) -> int:
    """Monument cards a raze removes for this many victorious armies (es:5)."""
    return max([n for need, n in FIXED["raze"] if victorious >= need], default=0)


def payment_options(item: str, hand: dict[str, int]) -> list[dict[str, int]]:
    """Every distinct multiset of hand cards that pays for `item` (gold stands in for any
    ordinary resource, research A2); the cheapest in gold first."""
    cost = COSTS[item]
    non_gold = [(res, n) for res, n in cost.items() if res != GOLD]
    gold_needed = cost.get(GOLD, 0)
    options: list[dict[str, int]] = []
    for golds in product(*[range(n + 1) for _, n in non_gold]):
        pay: Counter[str] = Counter()
        for (res, n), g in zip(non_gold, golds):
            if n - g:
                pay[res] += n - g
            if g:
                pay[GOLD] += g
        if gold_needed:
            pay[GOLD] += gold_needed
        if all(hand.get(c, 0) >= k for c, k in pay.items()):
            options.append(dict(pay))
    options.sort(key=lambda p: p.get(GOLD, 0))
    return options


def can_pay(item: str, hand: dict[str, int]) -> bool:
    """Whether some payment of `item` comes out of `hand` (gold for any missing ordinary
    resource): `payment_options(item, hand)` is not empty, without listing them."""
    cost = COSTS[item]
    spare_gold = hand.get(GOLD, 0) - cost.get(GOLD, 0)
    if spare_gold < 0:
        return False
    missing = sum(max(0, n - hand.get(res, 0)) for res, n in cost.items() if res != GOLD)
    return missing <= spare_gold


def pays_for(item: str, payment: dict[str, int]) -> bool:
    """True if exactly these cards pay the cost of `item`, gold substituting (research A2)."""
    cost = COSTS[item]
    if any(c not in ORDINARY for c in payment):
        return False
    if sum(payment.values()) != sum(cost.values()):
        return False
    gold_spare = payment.get(GOLD, 0) - cost.get(GOLD, 0)
    if gold_spare < 0:
        return False
    missing = 0
    for res, n in cost.items():
        if res == GOLD:
            continue
        have = payment.get(res, 0)
        if have > n:
            return False
        missing += n - have
    return missing == gold_spare


def fold(word: str) -> str:
    """Lower case without accents: "Hormigón" -> "hormigon"."""
    text = unicodedata.normalize("NFKD", word.lower())
    return "".join(ch for ch in text if not unicodedata.combining(ch))


def _card_words() -> dict[str, str]:
    """Every word a player may write for a card: its id, its printed names in English and
    Spanish (spaces as "_" or left out), and those with a plural "s"."""
    words: dict[str, str] = {}
    for card in CARD_ORDER:
        forms = {card, card.replace("_", "")}
        for name in CARD_NAMES[card].values():
            folded = fold(name)
            forms |= {folded.replace(" ", "_"), folded.replace(" ", "")}
        for form in forms:
            words.setdefault(form, card)
            words.setdefault(form + "s", card)
    return words


CARD_WORDS: dict[str, str] = _card_words()


def _names_words(names: dict[str, dict[str, str]]) -> dict[str, str]:
    """Every word for an id: the id and its names in English and Spanish, folded."""
    words: dict[str, str] = {}
    for key, by_lang in names.items():
        for form in (key, *by_lang.values()):
            words.setdefault(fold(form).replace(" ", "_"), key)
    return words


# Tribes by id or name ("romans", "Romanos"); items and goals by their Spanish words too
# (choice aliases: the text form always writes the id).
TRIBE_WORDS: dict[str, str] = _names_words(TRIBE_NAMES)
ITEM_ALIASES: dict[str, str] = {word: item for word, item in _names_words(ITEM_NAMES).items() if word != item}
ITEM_ALIASES.update({"ejército": "army"})
GOAL_ALIASES: dict[str, str] = {"conquista": "conquest", "conquistar": "conquest", "saqueo": "plunder",
                                "saquear": "plunder", "arrasar": "raze"}
