"""Who a table's votes wait for: robot seats never block one (issue 30).

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
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
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
