"""The Antike game state: everything on the table, JSON round-trippable.

One `NationState` per seat (seat = nation). With two users there are four seats; the user of
seat `s` is `s % 2` (see docs/antike.md). Units are counts per province; during a maneuver
the active nation's units also carry their remaining actions in `Maneuver.ready`.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

from engine.core import AnswerOnce, GameState

Phase = Literal["draft", "coin", "rondel", "action", "found", "battle", "over"]
Order = Literal["ask", "always", "never", "city"]


class AntikeOptions(BaseModel):
    """Table options. Defaults follow the Spanish rulebook."""

    # Only the East side is playable: the West board data is incomplete.
    board: Literal["east"] = "east"
    # "Antike para tres jugadores": 10 recommended, 12 for experienced players.
    three_player_target: Literal[10, 12] = 10
    # "Reparte las civilizaciones": random deal, or open choice starting with the youngest (seat 0).
    nation_choice: Literal["random", "draft"] = "random"
    # Initial standing order on battle demands for every nation (each nation may change its own).
    battle_order: Order = "ask"
    # Who starts ("¿Quién inicia el juego?": the nation whose card has the red dot). "rulebook":
    # the red dot where it is known (4 nations: Phoenicians), else the first seat — a nation
    # drawn at random with the random deal, the first to choose with the draft. "random": a
    # nation drawn at random. A nation id: that nation (if it plays; else as "rulebook").
    start_player: Literal["rulebook", "random", "greeks", "persians", "arabs", "phoenicians", "egyptians",
                          "babylonians"] = "rulebook"


class NationState(BaseModel):
    nation: str | None  # None only while nations are being drafted
    marble: int = 0
    iron: int = 0
    gold: int = 0
    coins: int = 0
    rondel: int | None = None  # index into board.RONDEL; None before the first move
    knowhows: list[str] = Field(default_factory=list)
    legions: dict[str, int] = Field(default_factory=dict)  # province -> count (no zero entries)
    galleys: dict[str, int] = Field(default_factory=dict)
    personages: list[str] = Field(default_factory=list)  # card ids "king_1", in order received
    # Thresholds already rewarded (kings per 5 cities, citizens per 3 temples, navigators per 7 seas).
    king_level: int = 0
    citizen_level: int = 0
    navigator_level: int = 0
    order: Order = "ask"
    temples_destroyed: int = 0

    def units(self, unit: str) -> dict[str, int]:
        return self.legions if unit == "legion" else self.galleys


class Maneuver(BaseModel):
    # "legion:athen" -> remaining actions of each of the active nation's units there.
    ready: dict[str, list[int]] = Field(default_factory=dict)


class PendingMove(BaseModel):
    """A declared path being walked one border at a time (battle demands stop it)."""

    seat: int
    unit: Literal["legion", "galley"]
    group: list[int]  # remaining actions of each moving unit
    at: str
    path: list[str]  # provinces still to enter, in order
    # The nations with units of this type where the group just entered, clockwise after the
    # mover; each answers once (pairs demanded: 0 = let pass, -1 = as many as possible).
    # Standing orders answer at once; the others are asked (`battle_demand`).
    demands: AnswerOnce | None = None


class AntikeState(GameState):
    users: int
    options: AntikeOptions
    nations: list[NationState]
    turn_order: list[int]  # seats in playing order, the start player first
    target: int
    cities: dict[str, int] = Field(default_factory=dict)  # province -> owner seat
    temples: list[str] = Field(default_factory=list)  # provinces whose city has a temple
    stacks: dict[str, int] = Field(default_factory=dict)  # personage type -> cards left
    bank_coins: int = 0
    active: int = 0
    round: int = 1
    turns: int = 0
    phase: Phase = "coin"
    space: str | None = None  # rondel space chosen this turn
    armed: dict[str, int] = Field(default_factory=dict)  # province -> units armed there this turn
    maneuver: Maneuver | None = None
    pending: PendingMove | None = None
    # Personages earned this turn but received at its end: scholars, generals.
    due_scholars: int = 0
    due_generals: int = 0
    draft_pool: list[str] = Field(default_factory=list)
    sudden_death: bool = False  # all personages gone without a winner
    winner: int | None = None
    end_reason: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _older_snapshots(cls, data: Any) -> Any:
        """Snapshots stored before the answer-once window kept demands as {seat: pairs|None}."""
        if not isinstance(data, dict):
            return data
        pending = data.get("pending")
        if isinstance(pending, dict) and isinstance(pending.get("demands"), dict) \
                and "seats" not in pending["demands"]:
            old = {int(s): v for s, v in pending["demands"].items()}
            seats = len(data.get("nations") or []) or 1
            order = sorted(old, key=lambda s: (s - pending["seat"]) % seats)
            window = {"seats": order, "answers": {s: v for s, v in old.items() if v is not None}}
            data = {**data, "pending": {**pending, "demands": window if order else None}}
        return data

    def nation_of(self, seat: int) -> str:
        return self.nations[seat].nation or f"seat{seat}"
