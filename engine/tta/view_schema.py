"""The shape of Through the Ages views: the contract between the engine and presentation.

`TtaGame.public_view` returns `PublicView(...).model_dump(mode="json")`; `private_view` returns
`PrivateView(...)`. Cards are ids (`irrigation_i`); presentation names them from the catalog
(`tta.card.<id>`). Seats are numbers; presentation shows player names. Every computed value a
player needs (ratings, costs, thresholds, the end-of-turn forecast) is here: presentation
computes no rule.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Age = Literal["A", "I", "II", "III", "IV"]


class RowSlot(BaseModel):
    slot: int  # 1..13 from the left
    card: str | None
    cost: int  # civil actions printed under the slot (wonders cost more: see PlayerView)


class TechView(BaseModel):
    card: str
    category: str
    level: int
    workers: int = 0  # buildings or units on the card
    tokens: int = 0  # blue tokens stored (food on farms, resources on mines/labs)
    token_value: int = 0
    # Resources to build one more on it, this civilization's discounts applied (None: nothing
    # is built on this card: a government or a special technology).
    build_cost: int | None = None


class HandCost(BaseModel):
    """What a civil card in hand costs this civilization to put in play."""

    card: str
    science: int | None = None  # technologies: science to develop, discounts applied
    revolution: int | None = None  # governments: science of a revolution


class UnfinishedWonder(BaseModel):
    card: str
    stages_built: int
    stage_costs: list[int]
    next_cost: int | None


class PactView(BaseModel):
    card: str
    owner: int
    partner: int
    owner_side: str = ""  # "A"/"B" for asymmetric pacts


class WarView(BaseModel):
    card: str
    target: int


class Ratings(BaseModel):
    civil_total: int
    military_total: int
    civil_left: int
    military_left: int
    urban_limit: int
    civil_hand_limit: int
    military_hand_limit: int
    happy: int
    faces_required: int
    discontent: int
    culture_per_turn: int
    science_per_turn: int
    strength: int
    colonization_modifier: int
    food: int
    resources: int
    food_production: int
    resource_production: int
    consumption: int
    corruption: int
    population_cost: int | None


class Thresholds(BaseModel):
    """The banks as the board prints them, read for this civilization."""

    yellow_bank: int
    blue_bank: int
    free_workers: int
    # After one more population: the food it costs (Moses applied), consumption and faces
    # required then.
    next_population_cost: int | None
    consumption_after_next: int
    faces_required_after_next: int
    # Blue tokens that may still leave the bank before corruption grows (None: never more).
    blue_before_more_corruption: int | None
    corruption_after_that: int


class Forecast(BaseModel):
    """What the end of the turn would do now (warnings before harm)."""

    uprising: bool
    famine: int  # food missing for consumption
    culture_lost: int
    corruption: int
    science_gain: int
    culture_gain: int
    warnings: list[str]


class PlayerView(BaseModel):
    seat: int
    alive: bool
    culture: int
    science: int
    government: str
    leader: str | None
    homer_wonder: str | None
    technologies: list[TechView]
    wonders: list[str]
    ruins: list[str]
    unfinished_wonder: UnfinishedWonder | None
    colonies: list[str]
    tactic: str | None
    own_tactic: str | None  # exclusive, shared at the start of the next turn
    pact: PactView | None
    war: WarView | None
    civil_hand: list[str]  # civil cards are taken openly (§ Cartas civiles)
    military_hand_count: int
    # How many military cards of each age (the decks have different backs: public).
    military_hand_ages: dict[str, int] = Field(default_factory=dict)
    leaders_taken: list[str]
    caesar_used: bool
    wonder_take_extra: int  # civil actions added to a wonder's slot cost
    # Civil actions this civilization would spend to take each row card (None: empty slot);
    # leaders' and wonders' modifiers applied (Hammurabi, Michelangelo, Taj Mahal).
    take_costs: list[int | None]
    hand_costs: list[HandCost]
    # Resources to upgrade `from>to` (a building or unit in play to a higher one in play, or a
    # J. S. Bach theater), discounts applied.
    upgrade_costs: dict[str, int] = Field(default_factory=dict)
    wonder_stages_per_action: int
    ratings: Ratings
    thresholds: Thresholds
    forecast: Forecast


class PendingView(BaseModel):
    """What the game waits for, as everyone may see it."""

    kind: str  # the decision kind (defend, pact, bid, markets, ...)
    waiting: list[int]
    answered: list[int] = Field(default_factory=list)
    card: str | None = None
    seat: int | None = None  # aggressor, offerer, chooser, revealer
    other: int | None = None  # target, victim
    amount: int | None = None  # strength to reach, bid to reach, food/resources to split
    bid: int | None = None
    bidder: int | None = None
    passed: list[int] = Field(default_factory=list)
    side: str | None = None
    options: dict[str, list[str]] = Field(default_factory=dict)
    # How many each seat must choose (workers lost, blue tokens returned).
    amounts: dict[str, int] = Field(default_factory=dict)


class PublicView(BaseModel):
    game: Literal["tta"] = "tta"
    players: list[PlayerView]
    first: int
    current: int
    round: int
    last_round: int | None
    phase: str
    age: Age
    row: list[RowSlot]
    civil_deck: int
    military_deck: int
    current_events: int
    future_events: int
    # How many future events of each age (known from the culture each preparer gained).
    future_event_ages: dict[str, int]
    # How many current events of each age (card backs show their age).
    current_event_ages: dict[str, int] = Field(default_factory=dict)
    past_events: list[str]
    revealed: str | None
    shared_tactics: dict[str, int]
    military_discards: dict[str, int]
    removed: int
    pending: PendingView | None
    over: bool


class PrivateView(BaseModel):
    seat: int
    military_hand: list[str]
    future_events_prepared: list[str]  # cards this seat put in the future-events deck
    peek: str | None = None  # Joan of Arc: the top current event
    sealed_answer: dict[str, Any] | None = None  # this seat's answer, while a window is still open
    # During a colonization auction: the largest force this seat could send (its bid limit).
    max_colonization_force: int | None = None


class CardFacts(BaseModel):
    """What a card prints (public and never changing): what presentation draws and explains.
    Read from the engine's card data so views can stay ids."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    id: str
    age: Age
    level: int = 0
    deck: str
    kind: str  # technology, leader, wonder, action, event, territory, aggression, war, pact, tactic, bonus
    category: str
    build_cost: int | None = None
    science_cost: int | None = None
    revolution_cost: int | None = None
    token_value: int | None = None
    per_worker: dict[str, int] = Field(default_factory=dict)
    card_values: dict[str, int] = Field(default_factory=dict)
    civil_actions: int | None = None
    military_actions: int | None = None
    urban_building_limit: int | None = None
    stage_costs: list[int] = Field(default_factory=list)
    army: dict[str, int] = Field(default_factory=dict)
    tactic_value: int | None = None
    tactic_value_obsolete: int | None = None
    military_action_cost: int | None = None
    defense_value: int | None = None
    colonization_value: int | None = None
    sides: str | None = None
    scoring_event: bool = False
    immediate_effect: dict[str, int] = Field(default_factory=dict)
    permanent_effect: dict[str, int] = Field(default_factory=dict)
    effect_en: str = ""


@cache
def card_facts() -> dict[str, CardFacts]:
    """Every card's printed facts by id."""
    raw = json.loads((Path(__file__).parent / "data" / "cards.json").read_text(encoding="utf-8"))
    return {c["id"]: CardFacts.model_validate(c) for c in raw["cards"]}


__all__ = [
    "CardFacts",
    "Forecast",
    "HandCost",
    "PactView",
    "PendingView",
    "PlayerView",
    "PrivateView",
    "PublicView",
    "Ratings",
    "RowSlot",
    "TechView",
    "Thresholds",
    "UnfinishedWonder",
    "WarView",
    "card_facts",
]
