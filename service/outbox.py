"""What the cogs must deliver after a change: outbox rows written in the change's transaction.

Kinds and payloads (all JSON):

- `public_state` {version, events}: post/refresh the public view (dashboard, image) in the game
  channel. `events` are the engine's events of the change (`Event` dumps, private ones with their
  `to` seats included: this row is never shown as such), so presenters can say what happened
  without replaying the log.
- `ping` {user_ids, decisions: [{seat, kind}]}: a NEW message mentioning `user_ids` — the users of
  seats with a newly awaited decision (a (seat, kind) not awaited before the change), so a seat
  still deciding the same thing is not pinged again after each of its own or others' moves.
  `decisions` lists everything awaited now, for the text ("waiting for: …").
- `private_view` {user_id, seat, version, prompt}: DM the seat's private view. Written for every
  seat at start, and afterwards for each seat whose `private_view` changed or that has a newly
  awaited private decision, or whose secret decision it is still making changed its question
  (`prompt` true: the DM must offer the choice). Only private parts are compared: never two
  full views per seat.
- `game_over` {outcome}: the engine's `Outcome` as JSON.
- `lobby` {event, user_id, ...}: a lobby change (created, joined, left, seat_order).
- `status` {status, by}: the game left play without finishing (abandoned).
- `vote` {topic, user_id, votes, needed}: a vote was cast and is not yet decisive.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Event, Game, GameState
from storage import OutboxItem

PUBLIC_STATE = "public_state"
PING = "ping"
PRIVATE_VIEW = "private_view"
GAME_OVER = "game_over"
LOBBY = "lobby"
STATUS = "status"
VOTE = "vote"
KINDS = (PUBLIC_STATE, PING, PRIVATE_VIEW, GAME_OVER, LOBBY, STATUS, VOTE)


def lobby(event: str, user_id: int, **data: Any) -> OutboxItem:
    return OutboxItem(LOBBY, {"event": event, "user_id": user_id, **data})


def _decisions(game: Game[Any], state: GameState) -> list[dict[str, Any]]:
    return [{"seat": d.seat, "kind": d.kind} for d in game.awaiting(state)]


def _private(game: Game[Any], state: GameState, seat: int) -> Any:
    return game.private_view(state, seat)


def after_change(game: Game[Any], seat_users: Sequence[int], before: GameState | None,
                 after: GameState, version: int, events: Sequence[Event] = ()) -> list[OutboxItem]:
    """Rows for the move from `before` to `after` (`before` None: the game just started)."""
    dumped_events = [e.model_dump(mode="json") for e in events]
    items = [OutboxItem(PUBLIC_STATE, {"version": version, "events": dumped_events}, version)]
    old_decisions = [] if before is None else game.awaiting(before)
    new_decisions = game.awaiting(after)
    old_keys = {(d.seat, d.kind) for d in old_decisions}
    prompted = {d.seat for d in new_decisions if d.private and (d.seat, d.kind) not in old_keys}
    if before is not None:
        # A seat still deciding the same secret thing is prompted again when the question
        # changed (its verbs or parameters): its DM must offer the new answers.
        old_by_key = {(d.seat, d.kind): d for d in old_decisions}
        for d in new_decisions:
            old = old_by_key.get((d.seat, d.kind))
            if d.private and d.seat not in prompted and old is not None and old != d:
                prompted.add(d.seat)
    for seat, user_id in enumerate(seat_users):
        changed = before is None or _private(game, before, seat) != _private(game, after, seat)
        if changed or seat in prompted:
            items.append(OutboxItem(PRIVATE_VIEW, {"user_id": user_id, "seat": seat, "version": version,
                                                   "prompt": seat in prompted}, version))
    if game.is_over(after):
        outcome = game.outcome(after)
        dumped = None if outcome is None else outcome.model_dump(mode="json")
        items.append(OutboxItem(GAME_OVER, {"outcome": dumped}, version))
        return items
    fresh_seats = sorted({d.seat for d in new_decisions if (d.seat, d.kind) not in old_keys})
    if fresh_seats:
        users = sorted({seat_users[s] for s in fresh_seats})
        items.append(OutboxItem(PING, {"user_ids": users, "decisions": _decisions(game, after)}, version))
    return items
