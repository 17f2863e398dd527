"""Who a table's votes and windows wait for: robot seats never block one (issue 30).

Every vote of every game goes through here: an undo request (every other player must agree),
a deadline vote (a majority of the others decides skip / autoplay / wait) and a vote to abandon
(a majority). The ruling (docs/contract.md, "Votes and robot seats"):

- A seat on autoplay is played by the robot, and **the robot agrees with what the humans
  decide**: it is never asked, never mentioned and never waited for. A vote counts only the
  users holding at least one seat that is not on autoplay.
- With no other human to ask, nothing waits: an undo happens at once (draws still cannot be
  undone), and a late player's turn gets no deadline vote (robots do not mind waiting; the
  game's windows still close at their deadline, with each seat's default).
- The person behind a robot seat is still at the table: an answer they give counts like any
  other (a refusal ends an undo request), it is only never waited for.
- Robots never hold a window open (`robot_to_play`): a robot that would rather wait (a trade,
  its offer unanswered: `Game.robot_waits`) waits only while a human is awaited too.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.core import Game, GameState
    from storage.records import GameRecord


def human_users(record: GameRecord) -> list[int]:
    """Distinct users with at least one seat the robot does not play, in seat order."""
    return list(dict.fromkeys(s.user_id for s in sorted(record.seats, key=lambda s: s.seat)
                              if not s.autoplay))


def voters(record: GameRecord, *, besides: int | None = None) -> list[int]:
    """The users a vote waits for: the humans, but for `besides` (who asked, or who is late)."""
    return [u for u in human_users(record) if u != besides]


def majority(count: int) -> int:
    """Votes that decide among `count` voters (at least one: a vote is decided by someone)."""
    return count // 2 + 1


def robot_to_play(game: Game[Any], state: GameState, robots: Collection[int]) -> int | None:
    """The robot seat a table plays next, the lowest first: one whose robot does not wait, else
    (every awaited seat is a waiting robot) the first robot, so robots alone never keep a window
    open; None when only humans are left to answer, or robots wait for a human."""
    awaited = game.seats_awaited(state)
    ready = [s for s in awaited if s in robots]
    seat = next((s for s in ready if not game.robot_waits(state, s)), None)
    if seat is None and ready and len(ready) == len(awaited):
        seat = ready[0]
    return seat
