"""The shape of Antike views: the contract between the engine, the renderer and the cog.

`AntikeGame.public_view` returns `PublicView(...).model_dump(mode="json")`; `private_view` is
None (Antike has no hidden information). The public log is the engine's events, not a view.
Provinces are board ids (`leptis_magna`); nations are ids (`greeks`); seats are engine seats
(see docs/antike.md for how seats map to users with two players).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Resource = Literal["marble", "iron", "gold"]
UnitType = Literal["legion", "galley"]


class ProvinceView(BaseModel):
    id: str
    name: str
    resource: Resource
    kind: Literal["land", "water", "mixed"]
    pos: tuple[float, float]  # label position on the printed board, 0..1 (x right, y down)
    owner: int | None = None  # seat owning the city
    temple: bool = False
    # seat (as str) -> units there
    legions: dict[str, int] = Field(default_factory=dict)
    galleys: dict[str, int] = Field(default_factory=dict)
    defence: int | None = None  # city defence strength when owned


class BorderView(BaseModel):
    a: str
    b: str
    type: Literal["land", "water", "both"]


class NationView(BaseModel):
    seat: int
    user: int  # which user leads this nation (seat % 2 with two users, else the seat)
    nation: str | None
    marble: int
    iron: int
    gold: int
    coins: int
    rondel: str | None
    knowhows: list[str]
    personages: list[str]
    cities: int
    temples: int
    seas: int
    legions: int
    galleys: int
    order: Literal["ask", "always", "never", "city"]
    # rondel space -> resources its steps cost from the nation's marker (all 0 before its first
    # move): what the rondel's labels and autocomplete show, computed by the rules.
    rondel_costs: dict[str, int] = Field(default_factory=dict)


class RondelSpaceView(BaseModel):
    index: int
    id: str
    kind: str
    seats: list[int]  # nations whose marker stands here


class PendingMoveView(BaseModel):
    seat: int
    unit: UnitType
    count: int
    at: str
    path: list[str]
    awaiting: list[int]  # seats still to answer a battle demand


class ManeuverUnitsView(BaseModel):
    unit: UnitType
    province: str
    actions: list[int]  # remaining actions of each of the active nation's units there


class PublicView(BaseModel):
    game: Literal["antike"] = "antike"
    board: Literal["east"] = "east"
    users: int
    provinces: list[ProvinceView]
    borders: list[BorderView]
    nations: list[NationView]
    rondel: list[RondelSpaceView]
    turn_order: list[int]
    active: int
    phase: str
    space: str | None
    round: int
    target: int
    stacks: dict[str, int]
    bank_coins: int
    temples_left: int
    knowhow_owners: dict[str, list[int]]  # know-how -> seats owning it (prices: new vs known)
    maneuver: list[ManeuverUnitsView] = Field(default_factory=list)
    pending_move: PendingMoveView | None = None
    sudden_death: bool = False
    game_over: bool = False
    winner: int | None = None
