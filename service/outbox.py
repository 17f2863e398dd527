"""What the cogs must deliver after a change: outbox rows written in the change's transaction.

Kinds and payloads (all JSON):

- `public_state` {version, events, buttons}: post/refresh the public view (dashboard, image) in
  the game channel; not written for a change with no public event, the same public view and the
  same awaited decisions (a private offer: a new board would reveal it). `events` are the
  engine's events of the change (`Event` dumps, private ones with their `to` seats included: this
  row is never shown as such), so presenters can say what happened without replaying the log.
  `buttons`: what each awaited decision's buttons are made from (`button_actions`: {"seat:kind":
  [[action text, key], ...]}), expanded with the change in its worker thread so that delivery
  expands nothing on the event loop; kept as JSON text inside the payload, so reading a game's
  pending rows does not build every older row's hundreds of actions (only the newest is read).
- `ping` {user_ids, decisions: [{seat, kind}], new_seats}: a message mentioning `user_ids` — the
  users of seats with a newly awaited decision (a (seat, kind) not awaited before the change), so a
  seat still deciding the same thing is not pinged again after each of its own or others' moves.
  `decisions` lists everything awaited now, for the text ("waiting for: …"); `new_seats` the seats
  not awaited in public before (empty: the same players go on, and a table playing "after every
  turn" gets its board edited in place, service/boards.py).
- `private_view` {user_id, seat, version, prompt}: DM the seat's private view. Written for every
  seat at start, and afterwards for each seat whose `private_view` changed or that has a newly
  awaited private decision, or whose secret decision it is still making changed its question
  (`prompt` true: the DM must offer the choice). Only private parts are compared: never two
  full views per seat.
- `game_over` {outcome}: the engine's `Outcome` as JSON.
- `lobby` {event, user_id, ...}: a lobby change (created, joined, left, seat_order).
- `status` {status, by}: the game left play without finishing (abandoned).
- `vote` {topic, user_id, votes, needed}: a vote was cast and is not yet decisive.
- `quarantine` {reason}: the game's stored data failed a check and the game is stopped; told in
  its channel and to the bot's admins (service/games.py).
- Scheduler notices (service/scheduling.py), written in the transaction that claims the schedule
  row (or that plays the default move), so a crash cannot lose them: `reminders` {notices: [...]},
  one message for a game's reminders of one poll; `deadline_vote`, `deadline_default`, `archived`
  {notice}. Their wording is the async-play cog's (`GameFlow.notice_senders`).
- `line` {text, user_ids}: a line the cogs worded for the game's channel, in the game's language
  (undo done or refused, the table's deadline decision, admin actions, vacation notes, new
  deadlines, a vote to abandon and the abandon), mentioning `user_ids` (`GameFlow.post_line`).
  Written right after its change, in a transaction of its own, and sent like every row (nonce,
  retried): a Discord error at that moment no longer loses it, nor turns a change that was made
  into an error for the player who made it.
- `undo_prompt` {version, text, user_ids, labels}: an undo request asking the others' consent,
  with its Agree / Refuse buttons (labels in the game's language); once posted, where it is goes
  on the request (`History.set_prompt`), so answering settles that message.
- `robot_moves` {moves: [[seat, action text, [public event dumps]], ...]}: moves the autoplay
  seats made in one run,
  written after the run (cogs/async_play.py); with the `deadline_default` notices delivered at the
  same time they make one message before the board (`GameFlow.notice_batches`).

Each row becomes one or more Discord messages, each sent with a nonce and recorded when done
(service/delivery.py), so a retry never sends one twice.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from engine.core import Decision, Event, Game, GameState
from engine.core.choices import expand
from engine.core.keys import action_key
from present import channel
from service import kits
from storage import OutboxItem

PUBLIC_STATE = "public_state"
PING = "ping"
PRIVATE_VIEW = "private_view"
GAME_OVER = "game_over"
LOBBY = "lobby"
STATUS = "status"
VOTE = "vote"
QUARANTINE = "quarantine"
KINDS = (PUBLIC_STATE, PING, PRIVATE_VIEW, GAME_OVER, LOBBY, STATUS, VOTE, QUARANTINE)
REMINDERS, DEADLINE_VOTE = "reminders", "deadline_vote"
DEADLINE_DEFAULT, ARCHIVED = "deadline_default", "archived"
NOTICE_KINDS = (REMINDERS, DEADLINE_VOTE, DEADLINE_DEFAULT, ARCHIVED)
ROBOT_MOVES = "robot_moves"
LINE = "line"
UNDO_PROMPT = "undo_prompt"
# A decision with more answers than this gets no button per answer (commands list them).
MAX_EXPANDED = channel.MAX_EXPANDED  # one bound for the buttons, however they are built


def lobby(event: str, user_id: int, **data: Any) -> OutboxItem:
    return OutboxItem(LOBBY, {"event": event, "user_id": user_id, **data})


def decision_key(decision: Decision) -> str:
    return f"{decision.seat}:{decision.kind}"


def button_actions(game: Game[Any], state: GameState,
                   decisions: Sequence[Decision]) -> dict[str, list[list[str]]]:
    """Per awaited decision (`decision_key`), the [text, key] of the legal actions its buttons are
    made from: expanded from the verbs its presenter's buttons answer (`Presenter.button_verbs`),
    at most `MAX_EXPANDED`. None for a game on the text contract (no grammar verbs), nor for a
    seat deciding two things of one kind (delivery expands those itself)."""
    if not game.grammar.verbs:
        return {}
    presenter = kits.kit_for(game.id).presenter
    out: dict[str, list[list[str]]] = {}
    twice = set()
    for decision in decisions:
        key = decision_key(decision)
        if key in out:
            twice.add(key)
            continue
        verbs = presenter.button_verbs(decision) or decision.verbs or game.grammar.verbs
        out[key] = [[a.to_text(), action_key(game, a)]
                    for a in expand(game, state, decision.seat, verbs, MAX_EXPANDED)[0]]
    return {k: v for k, v in out.items() if k not in twice}


def _decisions(game: Game[Any], state: GameState) -> list[dict[str, Any]]:
    return [{"seat": d.seat, "kind": d.kind} for d in game.awaiting(state)]


def _private(game: Game[Any], state: GameState, seat: int) -> Any:
    return game.private_view(state, seat)


def after_change(game: Game[Any], seat_users: Sequence[int], before: GameState | None,
                 after: GameState, version: int, events: Sequence[Event] = (), *,
                 buttons: bool = True) -> list[OutboxItem]:
    """Rows for the move from `before` to `after` (`before` None: the game just started).
    `buttons`: expand the awaited decisions' buttons with the change (not for a robot's move)."""
    dumped_events = [e.model_dump(mode="json") for e in events]
    old_decisions = [] if before is None else game.awaiting(before)
    new_decisions = game.awaiting(after)
    old_keys = {(d.seat, d.kind) for d in old_decisions}
    items = []
    # A change nobody else can see (a private offer, a sealed answer that changes no public
    # count) posts no public message: a new board would tell that something secret happened.
    if before is None or any(e.to is None for e in events) \
            or old_keys != {(d.seat, d.kind) for d in new_decisions} \
            or game.public_view(before) != game.public_view(after) or game.is_over(after):
        payload: dict[str, Any] = {"version": version, "events": dumped_events}
        if buttons and not game.is_over(after):
            payload["buttons"] = json.dumps(button_actions(game, after, new_decisions), separators=(",", ":"))
        items.append(OutboxItem(PUBLIC_STATE, payload, version))
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
        # Seats that were not awaited in public before: the turn passes to them (a seat going on
        # to its next public decision keeps its turn, and service/boards.py edits its board in
        # place; one that answered a sealed question, as Tigris's support, starts a turn now).
        old_seats = {d.seat for d in old_decisions if not d.private}
        items.append(OutboxItem(PING, {"user_ids": users, "decisions": _decisions(game, after),
                                       "new_seats": [s for s in fresh_seats if s not in old_seats]},
                                version))
    return items


def stored_buttons(payload: dict[str, Any]) -> dict[str, list[list[str]]] | None:
    """A `public_state` row's `buttons` (`button_actions`), or None if it has none readable."""
    text = payload.get("buttons")
    if not isinstance(text, str):
        return None
    try:
        found = json.loads(text)
    except ValueError:
        return None
    return found if isinstance(found, dict) else None
