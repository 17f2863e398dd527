"""The state of a game of Through the Ages: one pydantic model that round-trips through JSON.

Cards are card ids (see `cards.py`); a list holding an id twice holds two copies. Tokens are
counts: a civilization's yellow and blue banks, its unused workers, workers and blue tokens per
technology card in play. What happens next is an agenda of tasks (`tasks`): the head task is
either automatic (start or finish a turn, close an event) or waits for some seats' decisions
(a defence, a pact answer, an auction, an event's choices, ...). With no task left, the active
player plays their turn.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from engine.core import AnswerOnce, GameState

Phase = Literal["politics", "actions", "over"]
Side = Literal["", "A", "B"]


class TtaOptions(BaseModel):
    """Table options. The full game is the only mode of the Code of Laws we play."""

    pass


class Pact(BaseModel):
    """A pact in play, in its owner's play area (the player who offered it)."""

    card: str
    owner: int
    partner: int
    # The side the owner holds for an asymmetric pact ("A"/"B"); "" for a symmetric one.
    owner_side: Side = ""

    def side_of(self, seat: int) -> Side:
        if not self.owner_side:
            return ""
        if seat == self.owner:
            return self.owner_side
        return "B" if self.owner_side == "A" else "A"

    def other(self, seat: int) -> int:
        return self.partner if seat == self.owner else self.owner


class War(BaseModel):
    card: str
    target: int


class FutureEvent(BaseModel):
    """A card in the future-events deck and who prepared it (private to that seat)."""

    card: str
    seat: int


class Civ(BaseModel):
    """One player's civilization."""

    alive: bool = True
    yellow_bank: int = 18
    blue_bank: int = 16
    # Every yellow/blue token this player owns (banks + cards); changes only through the box.
    yellow_owned: int = 25
    blue_owned: int = 16
    free_workers: int = 1
    # Technology cards in play, the government and the starting technologies included.
    techs: list[str] = Field(default_factory=list)
    government: str = "despotism_a"
    workers: dict[str, int] = Field(default_factory=dict)
    # Blue tokens stored on farm and mine cards (and on labs while Bill Gates leads).
    tokens: dict[str, int] = Field(default_factory=dict)
    leader: str | None = None
    wonders: list[str] = Field(default_factory=list)  # completed, ruins included
    ruins: list[str] = Field(default_factory=list)  # completed wonders turned face down
    homer_wonder: str | None = None  # the completed wonder Homer was slid under
    unfinished: str | None = None
    stages: int = 0  # stages built of the unfinished wonder (= blue tokens on it)
    colonies: list[str] = Field(default_factory=list)
    tactic: str | None = None  # current tactic (own exclusive or shared)
    own_tactic: str | None = None  # exclusive tactic in play, shared at the next turn start
    civil_hand: list[str] = Field(default_factory=list)
    military_hand: list[str] = Field(default_factory=list)
    culture: int = 0
    # Where the culture came from (sums to `culture`): production, hunger, events, action_cards,
    # leaders, wonders, colonies, military, scoring. Public (every gain and loss is public).
    culture_by: dict[str, int] = Field(default_factory=dict)
    # What happened in the politics: wars_won, wars_lost, aggressions_won, aggressions_suffered,
    # defended, aggressions_failed; and every leader played (`leaders`).
    tally: dict[str, int] = Field(default_factory=dict)
    leaders_played: list[str] = Field(default_factory=list)
    science: int = 0
    civil_used: int = 0
    military_used: int = 0
    # Action totals last seen, to apply "tokens come and go" when a total changes.
    civil_seen: int = 4
    military_seen: int = 2
    military_extra: int = 0  # temporary military actions of this turn (Patriotism)
    mil_resources: int = 0  # resources of this turn only for military units
    mil_science: int = 0  # science of this turn only for military technologies (Churchill)
    # Once-per-turn things already used: tactic, hammurabi, bach, liner, churchill, trade,
    # replaced (a leader was replaced this turn).
    used: list[str] = Field(default_factory=list)
    fresh: list[str] = Field(default_factory=list)  # action cards taken this action phase
    leader_ages: list[str] = Field(default_factory=list)
    caesar_used: bool = False
    skip_politics: bool = False  # International Agreement: the next political action is given up
    war: War | None = None
    pact: Pact | None = None
    left_round: int | None = None  # the round this civilization resigned in


class Task(BaseModel):
    """One step of the agenda. `kind` says what; the other fields are its data:

    window     seats answering once (`window`), `purpose` naming the choice, `options` per seat
    auction    a territory (`card`) auctioned clockwise from `seat`: `order`, `bid`, `bidder`,
               `passed`, `turn` (index into order of who speaks next)
    agreement  International Agreement: `seat` takes row cards worth up to `amount` actions
    start      start `seat`'s turn        finish   finish `seat`'s turn (production...)
    event_done put `card` on the past events and rebuild the current deck if it ran out
    """

    kind: str
    purpose: str = ""
    card: str = ""
    seat: int = -1
    other: int = -1
    amount: int = 0
    window: AnswerOnce | None = None
    options: dict[int, list[str]] = Field(default_factory=dict)
    order: list[int] = Field(default_factory=list)
    passed: list[int] = Field(default_factory=list)
    amounts: dict[int, int] = Field(default_factory=dict)
    side: str = ""
    bid: int = 0
    bidder: int = -1
    turn: int = 0
    taken: int = 0


class TtaState(GameState):
    civs: list[Civ]
    first: int = 0
    round: int = 1
    current: int = 0
    phase: Phase = "actions"
    political_done: int = 0  # political actions taken this turn
    age: int = 0  # 0 = A, 1 = I, 2 = II, 3 = III, 4 = IV
    row: list[str | None] = Field(default_factory=lambda: list[str | None]([None] * 13))
    civil_deck: list[str] = Field(default_factory=list)  # top = last
    military_deck: list[str] = Field(default_factory=list)
    later_civil: dict[str, list[str]] = Field(default_factory=dict)  # ages not started yet
    later_military: dict[str, list[str]] = Field(default_factory=dict)
    military_discards: dict[str, list[str]] = Field(default_factory=dict)  # face down, by age
    current_events: list[str] = Field(default_factory=list)  # top = last
    future_events: list[FutureEvent] = Field(default_factory=list)  # top = last
    past_events: list[str] = Field(default_factory=list)
    removed: list[str] = Field(default_factory=list)  # out of the game (box)
    shared_tactics: dict[str, int] = Field(default_factory=dict)  # card → copies stacked
    tasks: list[Task] = Field(default_factory=list)
    last_round: int | None = None
    over: bool = False
    # The event revealed last (public), for the views.
    revealed: str | None = None
    version: int = 0
    stats: dict[str, Any] = Field(default_factory=dict)

    def alive(self) -> list[int]:
        return [s for s in range(self.players) if self.civs[s].alive]

    def clockwise(self, start: int, include_start: bool = True) -> list[int]:
        """Alive seats in clockwise order from `start`."""
        offsets = range(self.players) if include_start else range(1, self.players)
        return [(start + k) % self.players for k in offsets if self.civs[(start + k) % self.players].alive]

    @property
    def age_name(self) -> str:
        return ("A", "I", "II", "III", "IV")[self.age]


__all__ = ["Civ", "FutureEvent", "Pact", "Phase", "Side", "Task", "TtaOptions", "TtaState", "War"]
