"""What a check needs about one seat, computed at most once per check or per legal list."""

from __future__ import annotations

from engine.tta import production
from engine.tta.production import Report
from engine.tta.ratings import Ratings, rate
from engine.tta.state import Civ, TtaState


class Ctx:
    __slots__ = ("_before", "_r", "civ", "seat", "state")

    def __init__(self, state: TtaState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.civ: Civ = state.civs[seat]
        self._r: Ratings | None = None
        self._before: Report | None = None

    @property
    def r(self) -> Ratings:
        if self._r is None:
            self._r = rate(self.state, self.seat)
        return self._r

    @property
    def before(self) -> Report:
        """The production forecast if the turn ended now."""
        if self._before is None:
            self._before = production.forecast(self.state, self.seat)
        return self._before


__all__ = ["Ctx"]
