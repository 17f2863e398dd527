"""The game's fixed facts, loaded once from `data/*.json`: the map (the AH board + Western
Extension, ruling R1), the nations in A.S.T. order, the civilization and trade cards, the
scenarios. Everything here is immutable and shared by every state."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

DATA = Path(__file__).parent / "data"


def _load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA / name).read_text(encoding="utf-8"))
    return data


@dataclass(frozen=True)
class Area:
    id: str
    name: str
    sea: bool  # open sea: water only (JOC 2.2)
    limit: int  # population limit (0 for open sea)
    land: frozenset[str]
    water: frozenset[str]
    has_water: bool  # land area with some water: ships may be there; "coastal" for Piracy
    site: str  # none | normal | flood_white | flood_black
    flood_plain: str | None
    volcano: str | None
    panel: str
    anchor: tuple[int, int]

    @property
    def city_site(self) -> bool:
        return self.site != "none"


_MAP = _load("map.json")
AREAS: dict[str, Area] = {
    aid: Area(
        id=aid,
        name=a["name"],
        sea=a["sea"],
        limit=a["limit"],
        land=frozenset(a["land"]),
        water=frozenset(a["water"]),
        has_water=a["has_water"],
        site=a["site"],
        flood_plain=a["flood_plain"],
        volcano=a["volcano"],
        panel=a["panel"],
        anchor=(a["anchor"][0], a["anchor"][1]),
    )
    for aid, a in _MAP["areas"].items()
}
AREA_IDS: tuple[str, ...] = tuple(sorted(AREAS))
FLOOD_PLAINS: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in _MAP["flood_plains"].items()}
VOLCANOES: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in _MAP["volcanoes"].items()}
GREEK_AREA: str = _MAP["greek_coast"]["area"]
# Neighbour of the Greek-coast area -> the coastline a ship crosses to or from it (JOC 23.3).
GREEK_SIDE: dict[str, str] = {n: side for side, ns in _MAP["greek_coast"]["sides"].items() for n in ns}
_BY_NAME = {a.name.lower().replace(" ", "_"): a.id for a in AREAS.values()}


def area_word(word: str) -> str | None:
    w = word.lower().replace("-", "_")
    if w in AREAS:
        return w
    return _BY_NAME.get(w)


# --- nations -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Nation:
    id: str
    en: str
    es: str
    start: str
    points: int  # civilization-card points needed to enter the final square (ruling R3)


_NATIONS = _load("nations.json")
NATIONS: tuple[Nation, ...] = tuple(
    Nation(id=n["id"], en=n["en"], es=n["es"], start=n["start"], points=n["points"])
    for n in _NATIONS["nations"]
)
NATION_IDS: tuple[str, ...] = tuple(n.id for n in NATIONS)
NATION: dict[str, Nation] = {n.id: n for n in NATIONS}
AST_ROW: dict[str, int] = {n.id: i for i, n in enumerate(NATIONS)}
EPOCH_START: dict[str, int] = dict(_NATIONS["epochs"])
FINAL_COLUMN: int = _NATIONS["final_column"]
EPOCHS: tuple[str, ...] = ("stone_age", "early_bronze", "late_bronze", "iron")
# Egypt and Babylon need 3 cities to enter the Early Bronze Age (JOC 20.2).
BRONZE_CITIES: dict[str, int] = {"egypt": 3, "babylon": 3}


# --- civilization cards --------------------------------------------------------------------
@dataclass(frozen=True)
class Advance:
    id: str
    en: str
    es: str
    groups: tuple[str, ...]
    cost: int
    count: int
    special: dict[str, int] = field(default_factory=dict)
    special_group: dict[str, int] = field(default_factory=dict)
    requires: tuple[str, ...] = ()


_CARDS = _load("cards.json")
GROUP_CREDIT: dict[str, int] = {g: d["credit"] for g, d in _CARDS["groups"].items()}
GROUP_ALSO_TO: dict[str, tuple[str, ...]] = {g: tuple(d["also_to"]) for g, d in _CARDS["groups"].items()}
ADVANCES: dict[str, Advance] = {
    c["id"]: Advance(
        id=c["id"],
        en=c["en"],
        es=c["es"],
        groups=tuple(c["groups"]),
        cost=c["cost"],
        count=c["count"],
        special=dict(c.get("special", {})),
        special_group=dict(c.get("special_group", {})),
        requires=tuple(c.get("requires", ())),
    )
    for c in _CARDS["cards"]
}
ADVANCE_IDS: tuple[str, ...] = tuple(ADVANCES)
GROUPS: tuple[str, ...] = ("arts", "crafts", "sciences", "civics")
MAX_ADVANCES = 11  # JOC 17.7


def _credit(held: Advance, target: Advance) -> int:
    """The one credit `held` gives towards `target`: the best of its group and special credits
    (JOC 17.5, 17.12, 17.14: one credit per held card per target)."""
    best = 0
    for g in held.groups:
        value = GROUP_CREDIT[g]
        if value and (g in target.groups or target.id in GROUP_ALSO_TO[g]):
            best = max(best, value)
    best = max(best, held.special.get(target.id, 0))
    for g, value in held.special_group.items():
        if g in target.groups:
            best = max(best, value)
    return best


CREDIT: dict[str, dict[str, int]] = {
    h: {t: _credit(ADVANCES[h], ADVANCES[t]) for t in ADVANCES} for h in ADVANCES
}


# --- trade cards ---------------------------------------------------------------------------
_TRADE = _load("trade.json")
STACK_COMMODITIES: tuple[dict[str, int], ...] = tuple(dict(s["commodities"]) for s in _TRADE["stacks"])
STACK_CALAMITY: tuple[str | None, ...] = tuple(s["calamity"] for s in _TRADE["stacks"])
VALUE: dict[str, int] = {c: s["value"] for s in _TRADE["stacks"] for c in s["commodities"]}
COMMODITIES: tuple[str, ...] = tuple(VALUE)
RED: tuple[str, ...] = tuple(_TRADE["red_backed"])
BLACK: tuple[str, ...] = tuple(_TRADE["black_backed"])
CALAMITIES: tuple[str, ...] = tuple(c for c in STACK_CALAMITY if c)  # in resolution order (JOC 19.6)
CALAMITY_RANK: dict[str, int] = {c: i for i, c in enumerate(CALAMITIES)}
STACK_OF: dict[str, int] = {
    c: i
    for i, s in enumerate(_TRADE["stacks"])
    for c in [*s["commodities"], *([s["calamity"]] if s["calamity"] else [])]
}
for _c in CALAMITIES:
    VALUE[_c] = 0  # JOC 16.6
TRADE_CARDS: tuple[str, ...] = (*COMMODITIES, *CALAMITIES)
# Each trade card's place in `TRADE_CARDS` (the order multisets of cards are written and searched in).
TRADE_CARD_RANK: dict[str, int] = {c: i for i, c in enumerate(TRADE_CARDS)}
TRADE_NAMES_ES: dict[str, str] = dict(_TRADE["names_es"])
CARD_TOTALS: dict[str, int] = {
    **{c: n for s in STACK_COMMODITIES for c, n in s.items()},
    **dict.fromkeys(CALAMITIES, 1),
}
GOLD_PRICE = 18  # JOC 15.7


def set_value(cards: list[str] | tuple[str, ...]) -> int:
    """Value of trade cards: n cards of one commodity are worth n² × value (JOC 17.4)."""
    counts: dict[str, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return sum(VALUE[c] * n * n for c, n in counts.items())


# --- scenarios -----------------------------------------------------------------------------
_SCEN = _load("scenarios.json")
TOKENS: dict[int, int] = {int(k): v for k, v in _SCEN["tokens"].items()}
MYSTICISM: dict[int, int] = {int(k): v for k, v in _SCEN["mysticism"].items()}
SCENARIOS: dict[int, dict[str, dict[str, Any]]] = {int(k): v for k, v in _SCEN["scenarios"].items()}
CITIES_PER_NATION = 9  # JOC 11.8.1, 12.3
SHIPS_PER_NATION = 4  # JOC 9.5


def hand_limit(players: int) -> int:
    return 5 if players >= 8 else 6  # JOC 18 and III


@cache
def scenario_areas(players: int, scenario: str) -> frozenset[str]:
    if scenario == "whole_map":
        return frozenset(AREAS)
    variants = SCENARIOS[players]
    chosen = variants.get(scenario) or variants["a"]
    return frozenset(chosen["areas"])


@cache
def seven_player_board() -> frozenset[str]:
    """The board of the simplified games (JOC 31.2.1, 32.2.1)."""
    return frozenset(SCENARIOS[7]["a"]["areas"])
