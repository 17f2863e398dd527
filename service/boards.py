"""When a change of a game posts a new board and when it edits the latest one in place (issue 37).

A table chooses how often the channel gets a new public board (`SET_BOARDS` in games.settings,
set by the creator with `/game boards`):

- `"action"`: after every action (each accepted move posts a new board, as a live table reads);
- `"turn"`: after every turn. A change that makes nobody newly awaited (the same player's next
  action in her turn, another player's sealed order in a simultaneous phase) edits the latest
  board in place: its embed, image and buttons show the new state, and the lines of the turn so
  far gather in its text (`BoardLog`). Only a change that must notify someone — a newly awaited
  player to mention, the end of the game — posts a new board.

Either way, a run of automatic moves (robots, deadline defaults) is delivered at once, so it ends
with one board, and every delivery sums up the public log lines of all its changes in one text.

The default is each game's (`DEFAULT_BOARDS`, reasons in docs/<game>.md). Discord-free: the cogs'
delivery (cogs/_boards.py) follows these rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

SET_BOARDS = "boards"  # games.settings key: "action" | "turn"
BOARD_LOG = "board_log"  # games.settings key: what the latest board's text shows (`BoardLog`)
EVERY_ACTION, EVERY_TURN = "action", "turn"
BOARD_MODES = (EVERY_ACTION, EVERY_TURN)
# Every game's default: a turn of each is several actions (Tigris two, Through the Ages up to a
# dozen, Age of Heroes its phases, Antike a rondel move and its steps, Civilization a phase of
# orders given one player at a time): their tables want the turn's result, not each step.
DEFAULT_BOARDS: dict[str, str] = {
    "tigris": EVERY_TURN,
    "antike": EVERY_TURN,
    "age_of_heroes": EVERY_TURN,
    "tta": EVERY_TURN,
    "civilization": EVERY_TURN,
}
MESSAGE_LIMIT = 2000  # Discord's limit on a message's text


def board_mode(game_id: str, settings: dict[str, Any]) -> str:
    """The table's choice, else its game's default (a bad stored value: the default)."""
    chosen = settings.get(SET_BOARDS)
    if chosen in BOARD_MODES:
        return str(chosen)
    return DEFAULT_BOARDS.get(game_id, EVERY_ACTION)


def new_board_needed(mode: str, *, notifies: bool, latest: int | None, told_before: bool) -> bool:
    """Whether a delivery posts a new board rather than editing the latest one.

    `notifies`: the delivery pings someone newly awaited or ends the game; `latest`: the latest
    board's message (None: none yet); `told_before`: the delivery sends other messages first
    (robots' summary, notices), which would bury an edited board above them."""
    return mode != EVERY_TURN or notifies or latest is None or told_before


@dataclass
class BoardLog:
    """The text of the latest board in a game played "after every turn": the head it was posted
    with (the mention of whoever must act) and the log lines of the changes edited into it since.
    `upto`: the newest outbox row whose lines are in it, so a delivery retried after a crash
    between the edit and recording it never adds the same lines twice."""

    board: int
    head: str = ""
    lines: list[str] = field(default_factory=list)
    upto: int = 0

    @classmethod
    def of(cls, settings: dict[str, Any], board: int | None) -> BoardLog | None:
        """The stored log if it belongs to `board` (another board's, or none: None)."""
        raw = settings.get(BOARD_LOG)
        if board is None or not isinstance(raw, dict) or raw.get("board") != board:
            return None
        try:
            return cls(board=int(raw["board"]), head=str(raw.get("head") or ""),
                       lines=[str(line) for line in raw.get("lines") or []], upto=int(raw.get("upto") or 0))
        except (KeyError, TypeError, ValueError):
            return None

    def dump(self) -> dict[str, Any]:
        return {"board": self.board, "head": self.head, "lines": self.lines, "upto": self.upto}

    def text(self, more: Sequence[str] = ()) -> str:
        return "\n".join(part for part in (self.head, *self.lines, *more) if part)

    def fits(self, more: Sequence[str]) -> bool:
        return len(self.text(more)) <= MESSAGE_LIMIT
