"""The state of a game of Civilization: a pydantic model that round-trips through JSON.

Pieces on the board are kept by area (`tokens[area][seat]`, `cities[area] = seat`); ships
are kept per player. Each player's stock, treasury, hand and civilization cards are on the
player. Every trade card is in exactly one place: a stack, a hand, or a calamity waiting in
front of a player (`calamities`). Hidden: hands (and sealed answers of open windows).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.core import AnswerOnce, GameState

GameKind = Literal["full", "nomads", "peasants"]


class CivOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")

    # The full game, or one of the simplified games (JOC 31 Nomads and Sailors, 32 Peasants
    # and Citizens).
    game: GameKind = "full"
    # Shorter game (JOC 30): the game ends when a nation reaches this A.S.T. column; no
    # Mysticism. 0: the full game.
    end_column: Literal[0, 5, 8, 13] = 0
    # Areas in play (JOC III): "a" or "b", the scenario for the player count (ruling R4), or
    # the whole map.
    scenario: Literal["a", "b", "whole_map"] = "a"
    # Phases "in A.S.T. order but may be simultaneous" (JOC 5.3 note) collect sealed orders from
    # everyone at once unless this is set: then they are asked one after another.
    ast_order: bool = False
    # Civilization-card points each nation needs for its final square (ruling R3), by nation.
    points: dict[str, int] = Field(default={})
    # First column of each epoch, by nation: [early bronze, late bronze, iron] (ruling R3).
    epochs: dict[str, tuple[int, int, int]] = Field(default={})
    # Piracy (JOC 22.2.11): a ship reaches a city over any water path ("connected") or within
    # its movement range ("range").
    piracy_reach: Literal["connected", "range"] = "connected"
    # Peasants and Citizens shortened by one or two rounds (JOC 32.4.2, ruling R27): every
    # marker starts that many spaces along the A.S.T. Only for that game.
    shorter_by: Literal[0, 1, 2] = 0
    # Not a rulebook rule (ruling R11): a table that wants an end may stop the game after this
    # many rounds if nobody has won; the nation furthest on the A.S.T. then wins, ties by JOC
    # 21.2. 0 (the default): never, the game ends only by the rules. Robot playouts pass it.
    round_limit: int = Field(default=0, ge=0, le=500)

    @model_validator(mode="after")
    def _known_nations(self) -> CivOptions:
        from engine.civilization.data import NATION_IDS

        for nation, value in self.points.items():
            if nation not in NATION_IDS or not 0 <= value <= 2000:
                raise ValueError(f"points: {nation}={value}")
        for nation, cols in self.epochs.items():
            if nation not in NATION_IDS or not 2 <= cols[0] < cols[1] < cols[2] <= 12:
                raise ValueError(f"epochs: {nation}={cols}")
        if self.shorter_by and self.game != "peasants":
            raise ValueError("shorter_by: Peasants and Citizens only (JOC 32.4.2); see end_column (30)")
        return self


class Ship(BaseModel):
    area: str
    # For a ship in the Greek-coast area: the coastline it came in by (JOC 23.3).
    side: str | None = None
    # Areas moved this movement turn.
    used: int = 0


class Player(BaseModel):
    nation: str | None = None
    stock: int = 0
    treasury: int = 0
    ships: list[Ship] = Field(default_factory=list)
    advances: list[str] = Field(default_factory=list)
    hand: list[str] = Field(default_factory=list)  # hidden
    ast: int = 0  # A.S.T. space (0: before the first)
    tax_rate: int = 2
    # Cities built this round (reduced first when unsupported, JOC 14.3).
    new_cities: list[str] = Field(default_factory=list)
    # Areas where this player scrapped a ship this round (JOC 9.4).
    scrapped: list[str] = Field(default_factory=list)
    # Phases this player insists be played in A.S.T. order (JOC 5.3 note; public).
    insists: list[str] = Field(default_factory=list)


class Calamity(BaseModel):
    """A calamity face up in front of its victim, to be resolved in phase 12."""

    card: str
    victim: int
    # Who passed it in trade (black calamities): immune to Epidemic, chooses for Piracy.
    giver: int | None = None


class Offer(BaseModel):
    """A public trade offer (JOC 16.3): count, total value and one commodity are true."""

    id: int
    seat: int
    count: int
    value: int
    commodity: str
    # Anything else the offerer says about the cards: free, need not be true.
    claims: list[str] = Field(default_factory=list)
    to: int | None = None
    # A counter-offer answers offer `answers`.
    answers: int | None = None


class Deal(BaseModel):
    """Two offers agreed on: both sides give their cards face down, then they change hands."""

    a: Offer  # the offer accepted
    b: Offer  # the counter-offer

    # Cards each seat has committed, sealed until both have given (seat -> cards).
    given: AnswerOnce
    # A legal `give` for each side (hands do not change during a deal), the decisions' default.
    defaults: dict[int, str] = Field(default_factory=dict)


class Trade(BaseModel):
    offers: list[Offer] = Field(default_factory=list)
    deals: list[Deal] = Field(default_factory=list)
    done: list[int] = Field(default_factory=list)
    next_id: int = 1
    # Robots' bookkeeping: how many offers and counter-offers each seat made this phase, and
    # how many of them were offers of its own (public anyway).
    made: dict[int, int] = Field(default_factory=dict)
    offered: dict[int, int] = Field(default_factory=dict)
    # Exchanges each seat completed this phase (a robot offers again after one).
    traded: dict[int, int] = Field(default_factory=dict)


class Ask(BaseModel):
    """Players being asked something: sealed answers collected at once (default) or one after
    another in A.S.T. order (`sequential`, the "A.S.T. order" table option) or in a fixed turn
    order (movement, purchases)."""

    kind: str
    window: AnswerOnce
    sequential: bool = False
    # Apply each answer at once (sequential turns) rather than all together at the end.
    immediate: bool = False
    defaults: dict[int, str] = Field(default_factory=dict)
    params: dict[int, dict[str, Any]] = Field(default_factory=dict)


class Resolution(BaseModel):
    """The calamity being resolved now and where its resolution stands."""

    card: str
    victim: int
    giver: int | None = None
    stage: str = "start"
    # Free bookkeeping of the stage (amounts, chosen plain, civil-war factions...).
    data: dict[str, Any] = Field(default_factory=dict)


class CivState(GameState):
    options: CivOptions
    seats: list[Player]
    areas_in_play: list[str]
    round: int = 1
    phase: str = "nation"
    stage: str = ""
    tokens: dict[str, dict[int, int]] = Field(default_factory=dict)
    cities: dict[str, int] = Field(default_factory=dict)
    stacks: list[list[str]] = Field(default_factory=list)  # index 0 = top card
    supply: dict[str, int] = Field(default_factory=dict)  # civilization cards left
    calamities: list[Calamity] = Field(default_factory=list)
    census: list[int] = Field(default_factory=list)  # movement order this round
    ask: Ask | None = None
    # Seats still to take their turn in the current sequential step (first = now).
    queue: list[int] = Field(default_factory=list)
    # Tokens that have moved this movement turn, by area (mover's only).
    moved: dict[str, int] = Field(default_factory=dict)
    trade: Trade | None = None
    resolving: Resolution | None = None
    # Nation-choice order (JOC 4.3).
    choice_order: list[int] = Field(default_factory=list)
    # Nomads and Sailors' time marker (JOC 31.2.3).
    time: int = 0
    # Bookkeeping of the current step (JSON values only: str keys, lists).
    scratch: dict[str, Any] = Field(default_factory=dict)
    winners: list[int] = Field(default_factory=list)
    end_reason: str | None = None
    over: bool = False
