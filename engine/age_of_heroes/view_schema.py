"""The shape of Age of Heroes views: the contract between the engine, renderer and cog.

`public_view` returns `PublicView(...).model_dump(mode="json")`; `private_view` returns
`PrivateView(...)` (`player_view` = the public view plus `"private"`). Armies are named
`a<id>`; battle units `a<id>` (army cards), `h<n>` (heroes used as armies), `b<n>` (barbarian
armies). Card and item ids are the catalog's (`age_of_heroes.card.<id>`, `age_of_heroes.item.<id>`).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field


class ArmyView(BaseModel):
    id: str
    general: bool
    away: bool  # sent on an attack, back at the end of its owner's next turn
    quaked: bool  # under an earthquake


class PlayerPublic(BaseModel):
    seat: int
    tribe: str | None
    special: str | None  # the special resource its monument needs
    alive: bool
    hand_size: int
    cities: int
    citadels: int
    monument: int
    armies: list[ArmyView]
    neighbours: list[int]
    # Victory conditions held at the end of its last turn (a challenge round is running).
    challenge: list[str] = Field(default_factory=list)


class OfferView(BaseModel):
    id: int
    seat: int
    give: dict[str, int]
    get: dict[str, int]
    to: int | None = None
    private: bool = False
    counter_of: int | None = None


class MarketView(BaseModel):
    open: bool
    opening: bool
    done: list[int]
    offers: list[OfferView]  # public offers only; private ones are in the parties' private views


class UnitView(BaseModel):
    id: str
    general: bool
    used: bool
    destroyed: bool
    # The battle card, once revealed in a round (unfought units' cards are never shown, D6).
    card: int | None = None


class SideView(BaseModel):
    seat: int | None  # None: the barbarians
    units: list[UnitView]
    heroes: int
    # Cards still to place: the side's unit count while it places (how many it placed so far
    # stays hidden), else 0.
    cards_to_place: int
    picked: bool


class RoundView(BaseModel):
    attack_unit: str
    attack_total: int
    defence_unit: str
    defence_total: int
    winner: Literal["attack", "defence", "tie"]


class BattleView(BaseModel):
    attacker: int | None
    defender: int
    goal: Literal["conquest", "plunder", "raze"]
    stage: Literal["response", "assign", "round"]
    citadels: int
    attack: SideView
    defence: SideView
    rounds: list[RoundView]


class PendingView(BaseModel):
    kind: Literal["road", "earthquake", "volcano", "luck"]
    seat: int
    card: str | None
    asked: list[int]
    answered: list[int]
    target_seat: int | None = None
    target_army: str | None = None


class AwaitView(BaseModel):
    seat: int
    kind: str


class PublicView(BaseModel):
    game: Literal["age_of_heroes"] = "age_of_heroes"
    stage: Literal["draft", "market", "turn", "over"]
    step: str
    first: int
    turn_seat: int
    turn_no: int
    main_action: str | None
    players: list[PlayerPublic]
    roads: list[list[int]]
    piles: dict[str, int]
    deck: int
    discard_size: int
    # Discard pile by card (B9); None when the table keeps discards hidden.
    discard: dict[str, int] | None
    battle_deck: int
    tribes_left: list[str]
    market: MarketView
    battle: BattleView | None = None
    pending: PendingView | None = None
    # The immediate event card being resolved now, if any.
    resolving: str | None = None
    awaiting: list[AwaitView]
    last_battle: dict[str, Any] | None = None
    winner: int | None = None
    win_reason: str | None = None
    game_over: bool = False
    # Market day comes before this seat's turn (the round's anchor, B7).
    anchor: int = 0
    # item -> cards it costs (gold stands in for any ordinary resource, A2).
    costs: dict[str, dict[str, int]] = Field(default_factory=dict)


class DeclarationView(BaseModel):
    target: int
    goal: str
    armies: list[str]
    hero_armies: int
    hero_generals: list[str]


class BattlePrivate(BaseModel):
    cards_to_place: list[int]
    units: dict[str, int | None]  # unit -> battle card placed under it
    # Hero cards this defender committed in its still sealed window.
    committed_heroes: int = 0


class PrivateView(BaseModel):
    seat: int
    hand: dict[str, int]  # card -> count, in canonical order
    hand_size: int
    # Cards promised in open market offers, and the cards still free to offer.
    reserved: dict[str, int]
    free: dict[str, int]
    # Items the hand can pay for (gold substituting); `buildable`: those it may build now (a
    # card left in the pile) while it decides its action or builds, else None.
    affordable: list[str]
    buildable: list[str] | None = None
    # Special-resource cards that could go on the monument in phase 3.
    can_place: int
    holds_luck: bool
    holds_olympics: bool
    heroes: int
    private_offers: list[OfferView]
    # Open offers this player could accept now (it holds what they ask for).
    can_accept: list[int] = Field(default_factory=list)
    declaration: DeclarationView | None = None
    battle: BattlePrivate | None = None
