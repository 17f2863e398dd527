"""The shape of Civilization's views: the contract between the engine, the map renderer and the
Discord side. `public_view` returns `PublicView(...).model_dump(mode="json")`; `private_view`
returns `PrivateView(...)`. Area ids are those of `engine/civilization/data/map.json` (its
`anchor` gives each area's drawing point); seats are numbers, nations ids."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

# The printed board and cards: what the physical board and cards show is the same in every
# view and never hidden, so it is not copied into each. Presentation (the map renderer, the
# Discord side) reads it here, the one engine surface besides the views it may use: area
# anchors, seas, land and water borders; civilization cards' costs and groups; the commodity
# cards. No rule lives here.
from engine.civilization.data import ADVANCES as ADVANCE_CARDS
from engine.civilization.data import AREAS as BOARD_AREAS
from engine.civilization.data import COMMODITIES as COMMODITY_CARDS
from engine.civilization.data import GROUPS as CARD_GROUPS

# The kinds of decision a calamity asks of a player (`AskView.kind`, `Decision.kind`).
CALAMITY_KINDS = frozenset({
    "volcano", "quake_reduce", "quake_target", "assign", "lose", "plain", "beneficiary", "pick",
    "faction", "disorder", "icon_reduce", "icon_target", "piracy",
})

__all__ = [  # the board facts and decision kinds above, beside the view models below
    "ADVANCE_CARDS", "BOARD_AREAS", "CALAMITY_KINDS", "CARD_GROUPS", "COMMODITY_CARDS",
    "AreaPieces", "AskView", "CalamityView", "DealView", "EntryRequirement", "OfferView", "PlayerView",
    "PrivateView", "PublicView", "Requirement", "ResolvingView", "TradeView",
]


class AreaPieces(BaseModel):
    """What stands in one area (only areas holding something are listed)."""

    area: str
    tokens: dict[int, int] = Field(default_factory=dict)  # seat -> tokens
    city: int | None = None  # owner
    ships: dict[int, int] = Field(default_factory=dict)  # seat -> ships


Measure = Literal["cities", "groups", "advances", "points"]
Epoch = Literal["early_bronze", "late_bronze", "iron", "final"]


class Requirement(BaseModel):
    """What the next A.S.T. space needs (JOC 20.2, 21.1)."""

    column: int
    what: Measure
    needed: int
    has: int


class EntryRequirement(Requirement):
    """The next space ahead that asks something to enter it (JOC 20.2, 21.1), however far: the
    epoch it opens ("final": the last square's points)."""

    epoch: Epoch


class PlayerView(BaseModel):
    seat: int
    nation: str | None
    stock: int
    treasury: int
    tokens_on_board: int
    cities_on_board: list[str]
    cities_in_stock: int
    ships: list[str]  # areas, one entry per ship
    ships_in_stock: int
    advances: list[str]
    points: int  # printed value of civilization cards held
    groups: list[str]
    hand_count: int  # trade cards held (contents hidden)
    ast: int  # A.S.T. space (0: before the first)
    epoch: str
    next_requirement: Requirement | None = None  # the very next space's, when it asks one
    next_entry: EntryRequirement | None = None  # the next space ahead that asks one
    end_column: int
    final_points: int
    tax_rate: int
    # Tokens short of supporting this player's cities (two each on the board, JOC 14.1): 0 when
    # supported; the unsupported cities phase reduces cities until it is 0.
    unsupported: int = 0
    # Prices of the civilization cards still open to this player (credits applied), JOC 17.5.
    prices: dict[str, int] = Field(default_factory=dict)
    # Phases this player insists be played in A.S.T. order (JOC 5.3 note: `insist`).
    insists: list[str] = Field(default_factory=list)


class CalamityView(BaseModel):
    card: str
    victim: int
    giver: int | None = None


class OfferView(BaseModel):
    """The public, true part of an offer (JOC 16.3) and its free claims. An offer made to one
    player (and an answer to it) shows only who made it to whom: its facts are in the private
    views of the two (`PrivateView.offers`)."""

    id: int
    seat: int
    count: int | None = None
    value: int | None = None
    commodity: str | None = None
    claims: list[str] = Field(default_factory=list)
    to: int | None = None
    answers: int | None = None


class DealView(BaseModel):
    a: OfferView
    b: OfferView
    given: list[int]  # seats that have committed their cards (face down)


class TradeView(BaseModel):
    offers: list[OfferView]
    deals: list[DealView]
    done: list[int]
    trading: list[int]


class AskView(BaseModel):
    kind: str
    waiting: list[int]
    answered: list[int]
    sequential: bool


class ResolvingView(BaseModel):
    card: str
    victim: int
    giver: int | None = None
    stage: str
    # Public bookkeeping: shares assigned, the chosen plain, civil-war beneficiary and faction.
    data: dict[str, Any] = Field(default_factory=dict)


class PublicView(BaseModel):
    game: Literal["civilization"] = "civilization"
    variant: Literal["full", "nomads", "peasants"]
    end_column: int
    scenario: str
    ast_order: bool
    round: int
    phase: str
    areas_in_play: list[str]
    out_of_play: list[str]
    pieces: list[AreaPieces]
    players: list[PlayerView]
    ast_order_seats: list[int]  # A.S.T. order (ties, phase order)
    census: list[int]
    stacks: list[int]  # cards left in stacks 1..9 (faces hidden)
    supply: dict[str, int]  # civilization cards left
    calamities: list[CalamityView]  # face up, to resolve this round
    ask: AskView | None = None
    mover: int | None = None
    moved: dict[str, int] = Field(default_factory=dict)  # tokens the mover has moved, by area
    trade: TradeView | None = None
    resolving: ResolvingView | None = None
    time: int = 0  # Nomads and Sailors' time marker
    hand_limit: int
    over: bool = False
    winners: list[int] = Field(default_factory=list)
    end_reason: str | None = None


class PrivateView(BaseModel):
    seat: int
    hand: list[str]
    hand_value: int  # set value of the commodities held (JOC 17.4)
    # This seat's sealed answer to the open question, until everyone's are revealed: the action
    # as data (`engine.core.grammar.action_data`, read back by `Grammar.action_of`), never its text.
    sealed: dict[str, Any] | None = None
    # Cards this seat committed to a deal, until the exchange.
    committed: list[str] | None = None
    # While this seat buys civilization cards: for each card it can afford alone, one way to pay
    # (the `buy` action as data, `action_data`: the treasury first, then the cheapest whole sets
    # of its hand), so the DM offers a button per card; any other payment can be typed.
    buy_plans: dict[str, dict[str, Any]] = Field(default_factory=dict)
    # The offers made privately between this seat and another (and their answers), in full.
    offers: list[OfferView] = Field(default_factory=list)

