"""The state of an Age of Heroes game and its table options.

Everything here round-trips through JSON. Hidden information (hands, deck order, battle
cards not yet revealed, private offers) lives in the state and leaves the engine only
through `views.py`.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator, model_validator

from engine.age_of_heroes.cards import (
    DEFAULT_BATTLE_COPIES,
    DEFAULT_ITEM_COUNTS,
    DEFAULT_RESOURCE_COUNTS,
    EVENTS,
    ITEMS,
)
from engine.core import AnswerOnce, GameState

Goal = Literal["conquest", "plunder", "raze"]


class AgeOfHeroesOptions(BaseModel):
    """Table options; every default is the reading recommended in docs/age_of_heroes.md."""

    # es:2: tribes by agreement (a draft in turn order) or, failing that, drawn at random.
    tribe_selection: Literal["draft", "random"] = "draft"
    # Copies of battle values 1..6 (inferred: 3 each, research §2).
    battle_copies: list[int] = Field(default_factory=lambda: list(DEFAULT_BATTLE_COPIES))
    # Copies of each event card (secondary counts, research §2).
    event_counts: dict[str, int] = Field(
        default_factory=lambda: {e: DEFAULT_RESOURCE_COUNTS[e] for e in EVENTS})
    # Item piles (secondary counts except the 12 cities, research §2).
    item_counts: dict[str, int] = Field(default_factory=lambda: dict(DEFAULT_ITEM_COUNTS))
    # Barbarian armies attacking on a barbarians card (research E4: 1).
    barbarian_armies: int = Field(default=1, ge=1, le=6)
    # Luck against famine saves the player's own hand ("own") or cancels it for all (E3).
    famine_luck_scope: Literal["own", "all"] = "own"
    # The challenge round must end with the same condition that started it (F3).
    challenge_same_condition: bool = True
    # A mighty hero goes to the discard pile after its battle (D9); else survivors return to hand.
    hero_discarded_after_battle: bool = True
    # Every free home army defends (D1); else the defender may hold armies back.
    defender_all_armies: bool = True
    # Discarded cards are shown face up (B9).
    discards_public: bool = True
    # After an elimination the dead tribe's neighbours become neighbours (A6).
    seats_close_up: bool = True

    @field_validator("battle_copies")
    @classmethod
    def _six_values(cls, v: list[int]) -> list[int]:
        if len(v) != 6 or any(n < 0 for n in v) or sum(v) < 1:
            raise ValueError("battle_copies needs six non-negative counts (values 1..6)")
        return v

    @field_validator("event_counts")
    @classmethod
    def _events(cls, v: dict[str, int]) -> dict[str, int]:
        if set(v) - set(EVENTS) or any(n < 0 for n in v.values()):
            raise ValueError(f"event_counts keys must be among {list(EVENTS)}, counts >= 0")
        return {e: v.get(e, DEFAULT_RESOURCE_COUNTS[e]) for e in EVENTS}

    @field_validator("item_counts")
    @classmethod
    def _items(cls, v: dict[str, int]) -> dict[str, int]:
        if set(v) - set(ITEMS) or any(n < 0 for n in v.values()):
            raise ValueError(f"item_counts keys must be among {list(ITEMS)}, counts >= 0")
        return {i: v.get(i, DEFAULT_ITEM_COUNTS[i]) for i in ITEMS}


    @model_validator(mode="after")
    def _enough_battle_cards(self) -> AgeOfHeroesOptions:
        # One battle can use a card for every army and hero in the game plus the barbarians.
        need = self.item_counts["army"] + self.event_counts["mighty_hero"] + self.barbarian_armies
        if sum(self.battle_copies) < need:
            raise ValueError(f"battle_copies must total at least {need} (armies + heroes + barbarians)")
        return self


class Army(BaseModel):
    id: int
    general: bool = False
    # Sent on an attack; comes home at the end of the owner's next turn (es:5).
    away: bool = False
    away_since_turn: int | None = None
    # Under an earthquake card until the end of the owner's next turn (es:6.1).
    quaked: bool = False

    @property
    def free(self) -> bool:
        return not self.away and not self.quaked


class Tribe(BaseModel):
    """One seat's tribe: hand (hidden), items (public), monument (public)."""

    seat: int
    tribe: str | None = None
    hand: dict[str, int] = Field(default_factory=dict)
    cities: int = 0
    armies: list[Army] = Field(default_factory=list)
    citadels: int = 0
    # Special-resource cards laid on the monument (es:3.3).
    monument: int = 0
    alive: bool = True
    # Victory conditions held at the end of this seat's last turn (challenge round, es:8).
    challenge: list[str] = Field(default_factory=list)

    def hand_size(self) -> int:
        return sum(self.hand.values())


class Offer(BaseModel):
    """A market-day offer; `give` is reserved in the offerer's hand until it closes."""

    id: int
    seat: int
    give: dict[str, int]
    get: dict[str, int]
    to: int | None = None
    private: bool = False
    counter_of: int | None = None


class Unit(BaseModel):
    """An army, hero or barbarian army in a battle."""

    id: str  # "a3" army card 3, "h1" hero used as an army, "b1" barbarian army
    general: bool = False  # a general card or a hero used as general sits on it
    hero_general: bool = False
    card: int | None = None
    used: bool = False
    destroyed: bool = False
    victorious: bool = False


class BattleSide(BaseModel):
    seat: int | None  # None: the barbarians
    units: list[Unit] = Field(default_factory=list)
    # Battle cards drawn and not yet placed under a unit.
    cards: list[int] = Field(default_factory=list)
    pick: str | None = None
    heroes: int = 0  # mighty hero cards committed to this battle


class RoundResult(BaseModel):
    attack_unit: str
    attack_total: int
    defence_unit: str
    defence_total: int
    winner: Literal["attack", "defence", "tie"]


class Battle(BaseModel):
    attacker: int | None  # None for barbarians
    defender: int
    goal: Goal
    stage: Literal["response", "assign", "round"] = "response"
    # Who still answers in this stage: the defender's window (response), the sides placing
    # their cards (assign), the sides picking a unit (round); answers sealed until complete.
    window: AnswerOnce = Field(default_factory=lambda: AnswerOnce(seats=[]))
    attack: BattleSide
    defence: BattleSide
    citadels: int = 0
    rounds: list[RoundResult] = Field(default_factory=list)
    # Armies held back by the defender (only with defender_all_armies off).
    held: list[int] = Field(default_factory=list)


class Declaration(BaseModel):
    """An attack being composed by the active player (private until launched)."""

    target: int
    goal: Goal
    armies: list[int] = Field(default_factory=list)
    hero_armies: int = 0
    hero_generals: list[int] = Field(default_factory=list)


class Pending(BaseModel):
    """A small out-of-band decision: a road permission, a disaster's target, luck windows."""

    kind: Literal["road", "earthquake", "volcano", "luck"]
    seat: int  # the player who drew the card or asked for the road
    card: str | None = None
    # The seats answering now (luck windows: the victims, answers sealed until all are in;
    # road: the neighbour asked). Empty while the drawer picks a disaster's target.
    window: AnswerOnce = Field(default_factory=lambda: AnswerOnce(seats=[]))
    target_seat: int | None = None
    target_army: int | None = None


class QueuedEvent(BaseModel):
    seat: int
    card: str


class AgeOfHeroesState(GameState):
    options: AgeOfHeroesOptions
    tribes: list[Tribe]
    first: int
    # "draft" (tribe choice) -> "market" -> "turn" -> ... ; "over" at the end.
    stage: Literal["draft", "market", "turn", "over"] = "draft"
    # turn: start, action, build, declare, battle, monument, discard ; market: events, trading
    step: str = "start"
    turn_seat: int = 0
    turn_no: int = 0
    market_opening: bool = True
    # Market day: every living player answers "done" once (es:4, C4); None outside market days.
    market: AnswerOnce | None = None
    # Market day comes before this seat's turn; it moves only at a round's end (es:4, B7).
    anchor: int | None = None
    offers: list[Offer] = Field(default_factory=list)
    offers_made: dict[int, int] = Field(default_factory=dict)
    next_offer_id: int = 1
    # Private offers are numbered per pair of seats ("0-2": 3), in a range of their own.
    private_offer_ids: dict[str, int] = Field(default_factory=dict)
    deck: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    battle_deck: list[int] = Field(default_factory=list)
    piles: dict[str, int] = Field(default_factory=dict)
    roads: list[tuple[int, int]] = Field(default_factory=list)
    queue: list[QueuedEvent] = Field(default_factory=list)
    # The immediate event card being resolved (accounted for while its decisions run).
    resolving: str | None = None
    pending: Pending | None = None
    battle: Battle | None = None
    declaration: Declaration | None = None
    main_action: str | None = None
    road_asked: list[int] = Field(default_factory=list)
    road_permits: list[int] = Field(default_factory=list)
    tribes_left: list[str] = Field(default_factory=list)
    next_army_id: int = 1
    eliminated: list[int] = Field(default_factory=list)
    winner: int | None = None
    win_reason: str | None = None
    # Public record of the last finished battle, for views.
    last_battle: dict[str, Any] | None = None

    @property
    def market_done(self) -> list[int]:
        """Seats that said "done" on this market day (and the dead)."""
        out = [t.seat for t in self.tribes if not t.alive]
        if self.market is not None:
            out += [s for s in self.market.answers if s not in out]
        return sorted(out)
