"""The cards of Through the Ages (2015), read once from `data/cards.json`.

Card ids are `<english_name>_<age>` (`irrigation_i`, `plunder_iii`). Physical copies are not
told apart: every place holds card ids, and the number of copies of each id over all places is
constant (the accounting test checks it). Names resolve in English or Spanish, any case, with
or without accents; a name shared by several ages (Plunder, Patriotism...) needs its id.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

DATA = Path(__file__).parent / "data"

AGES = ("A", "I", "II", "III")
AGE_NAMES = ("A", "I", "II", "III", "IV")
FARM_MINE = ("farm", "mine")
URBAN = ("lab", "temple", "library", "arena", "theater")
UNITS = ("infantry", "cavalry", "artillery", "air_force")
SPECIALS = ("special_construction", "special_civil", "special_military", "special_colonization")
BUILDINGS = FARM_MINE + URBAN


@dataclass(frozen=True)
class Card:
    id: str
    name_en: str
    name_es: str
    age: str
    level: int
    deck: str
    kind: str
    category: str
    copies: dict[str, int]
    aliases: tuple[str, ...] = ()
    starting: bool = False
    science_cost: int = 0
    revolution_cost: int = 0
    build_cost: int = 0
    token_value: int = 0
    per_worker: dict[str, int] = field(default_factory=dict)
    civil_actions: int = 0
    military_actions: int = 0
    urban_limit: int = 0
    values: dict[str, int] = field(default_factory=dict)
    stages: tuple[int, ...] = ()
    one_time: bool = False
    effect: dict[str, Any] = field(default_factory=dict)
    army: dict[str, int] = field(default_factory=dict)
    tactic_value: int = 0
    tactic_obsolete: int = 0
    action_cost: int = 0
    defense: int = 0
    colonization: int = 0
    sides: str = ""
    immediate: dict[str, int] = field(default_factory=dict)
    permanent: dict[str, int] = field(default_factory=dict)
    scoring: bool = False
    text_en: str = ""

    @property
    def is_tech(self) -> bool:
        return self.kind == "technology"

    @property
    def is_building(self) -> bool:
        return self.category in BUILDINGS

    @property
    def is_urban(self) -> bool:
        return self.category in URBAN

    @property
    def is_unit(self) -> bool:
        return self.category in UNITS

    @property
    def is_special(self) -> bool:
        return self.category in SPECIALS

    @property
    def holds_workers(self) -> bool:
        return self.category in BUILDINGS or self.category in UNITS

    def count(self, players: int) -> int:
        return self.copies.get(str(players), 0)


def _card(raw: dict[str, Any]) -> Card:
    return Card(
        id=raw["id"],
        name_en=raw["name_en"],
        name_es=raw.get("name_es") or raw["name_en"],
        age=raw["age"],
        level=raw["level"],
        deck=raw["deck"],
        kind=raw["kind"],
        category=raw["category"],
        copies=dict(raw.get("copies", {})),
        aliases=tuple(raw.get("aliases_en", ())),
        starting=bool(raw.get("starting_technology")),
        science_cost=raw.get("science_cost") or 0,
        revolution_cost=raw.get("revolution_cost") or 0,
        build_cost=raw.get("build_cost") or 0,
        token_value=raw.get("token_value") or 0,
        per_worker=dict(raw.get("per_worker", {})),
        civil_actions=raw.get("civil_actions") or 0,
        military_actions=raw.get("military_actions") or 0,
        urban_limit=raw.get("urban_building_limit") or 0,
        values=dict(raw.get("card_values", {})),
        stages=tuple(raw.get("stage_costs", ())),
        one_time=bool(raw.get("one_time_on_completion")),
        effect=dict(raw.get("effect", {})),
        army=dict(raw.get("army", {})),
        tactic_value=raw.get("tactic_value") or 0,
        tactic_obsolete=raw.get("tactic_value_obsolete") or 0,
        action_cost=raw.get("military_action_cost") or 0,
        defense=raw.get("defense_value") or 0,
        colonization=raw.get("colonization_value") or 0,
        sides=raw.get("sides") or "",
        immediate=dict(raw.get("immediate_effect", {})),
        permanent=dict(raw.get("permanent_effect", {})),
        scoring=bool(raw.get("scoring_event")),
        text_en=raw.get("effect_en", ""),
    )


@cache
def all_cards() -> dict[str, Card]:
    raw = json.loads((DATA / "cards.json").read_text(encoding="utf-8"))
    return {c["id"]: _card(c) for c in raw["cards"]}


@cache
def board() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA / "board.json").read_text(encoding="utf-8"))
    return data


CARDS = all_cards()
BOARD = board()
ALL_IDS: tuple[str, ...] = tuple(CARDS)
STARTING_TECHS: dict[str, int] = dict(BOARD["starting_technologies"])
DESPOTISM = BOARD["starting_government"]


def card(card_id: str) -> Card:
    return CARDS[card_id]


def fold(word: str) -> str:
    """Lower case, no accents, spaces and dashes as underscores: how names are compared."""
    text = unicodedata.normalize("NFKD", word.strip().lower())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    for ch in " -'’.:":
        text = text.replace(ch, "_")
    while "__" in text:
        text = text.replace("__", "_")
    return text.strip("_")


@cache
def _names() -> dict[str, str | None]:
    """Folded name → card id, None where a name is shared by several cards."""
    out: dict[str, str | None] = {}
    for c in CARDS.values():
        for name in {c.name_en, c.name_es, *c.aliases, c.name_es.split(": ")[-1], c.name_en.split(": ")[-1]}:
            key = fold(name)
            out[key] = None if key in out and out[key] != c.id else c.id
    for c in CARDS.values():
        out[c.id] = c.id
    return out


def resolve_card(word: str) -> str | None:
    """The card id a word names (its id, or a name no other card shares), or None."""
    return _names().get(fold(word))


def deck_for(age: str, deck: str, players: int) -> list[str]:
    """Every copy of an age's civil or military deck for `players` (corner marks applied)."""
    out: list[str] = []
    for c in CARDS.values():
        if c.age == age and c.deck == deck and not c.starting:
            out.extend([c.id] * c.count(players))
    return out


def level_of_age(age: str) -> int:
    return AGES.index(age)


__all__ = [
    "AGES",
    "AGE_NAMES",
    "ALL_IDS",
    "BOARD",
    "BUILDINGS",
    "CARDS",
    "DESPOTISM",
    "FARM_MINE",
    "SPECIALS",
    "STARTING_TECHS",
    "UNITS",
    "URBAN",
    "Card",
    "card",
    "deck_for",
    "fold",
    "level_of_age",
    "resolve_card",
]
