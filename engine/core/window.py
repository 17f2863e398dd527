"""Out-of-turn windows where several seats each answer once.

Defences, battle demands, market days, pacts, events' choices, trades, sealed orders: the rules
ask several players at once, accept their answers in whatever order they arrive (a Discord
group answers over hours), keep them sealed until everyone has answered, and then apply them
in a fixed order (usually clockwise from whoever opened the window). `AnswerOnce` is that
bookkeeping, kept inside a game's state; the game decides what an answer means.

    window = AnswerOnce.open(seats=[2, 3, 0])     # clockwise from seat 1
    awaiting: one Decision per window.waiting()
    check:    window.refusal(seat) → "already answered" / "not asked"
    apply:    window.record(seat, answer); if window.complete: for seat, a in window.in_order(): ...
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from engine.core.refusal import Refusal


class AnswerOnce(BaseModel):
    # Who must answer, in the order their answers are applied.
    seats: list[int]
    # Answers by seat (JSON values: an action text, a number, a list of card ids...).
    answers: dict[int, Any] = Field(default_factory=dict)

    @classmethod
    def open(cls, seats: list[int]) -> AnswerOnce:
        return cls(seats=list(seats))

    @classmethod
    def clockwise(cls, players: int, start: int, *, skip: set[int] | frozenset[int] = frozenset(),
                  include_start: bool = False) -> AnswerOnce:
        """Seats in clockwise order after `start` (from `start` itself if `include_start`)."""
        offsets = range(players) if include_start else range(1, players)
        return cls(seats=[(start + k) % players for k in offsets if (start + k) % players not in skip])

    def waiting(self) -> list[int]:
        """Seats still to answer, in application order."""
        return [s for s in self.seats if s not in self.answers]

    def is_waiting(self, seat: int) -> bool:
        return seat in self.seats and seat not in self.answers

    @property
    def complete(self) -> bool:
        return all(s in self.answers for s in self.seats)

    def refusal(self, seat: int) -> Refusal | None:
        """Why `seat` may not answer now (None: it may)."""
        if seat not in self.seats:
            return Refusal("core.err.not_asked")
        if seat in self.answers:
            return Refusal("core.err.already_answered")
        return None

    def record(self, seat: int, answer: Any) -> None:
        problem = self.refusal(seat)
        if problem is not None:
            raise ValueError(f"seat {seat} may not answer: {problem.key}")
        self.answers[seat] = answer

    def answer_of(self, seat: int | None) -> Any:
        return None if seat is None else self.answers.get(seat)

    def in_order(self) -> list[tuple[int, Any]]:
        """(seat, answer) for every seat that answered, in application order."""
        return [(s, self.answers[s]) for s in self.seats if s in self.answers]

    def drop(self, seat: int) -> None:
        """`seat` leaves the window without answering (eliminated, resigned)."""
        self.seats = [s for s in self.seats if s != seat]
        self.answers.pop(seat, None)


__all__ = ["AnswerOnce"]
