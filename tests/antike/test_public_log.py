"""The public log kept in the state (latest events, for the table) and the seat hook."""

from __future__ import annotations

from engine.antike import GAME
from engine.antike.views import LOG_LINES
from engine.core import apply


def test_log_keeps_the_latest_public_events_in_order() -> None:
    state = GAME.setup(3, GAME.parse_options({}), 1)
    seat = GAME.awaiting(state)[0].seat
    applied = apply(GAME, state, seat, "rondel iron")
    log = GAME.public_view(applied.state)["log"]
    assert [e["key"] for e in log] == [e.key for e in applied.events if e.to is None]
    assert log[0] == {"key": "antike.log.rondel", "params": applied.events[0].params}
    for _ in range(20):
        s = GAME.awaiting(applied.state)[0].seat
        applied = apply(GAME, applied.state, s, GAME.legal_actions(applied.state, s)[0])
    assert len(applied.state.log) <= LOG_LINES
    assert GAME.load_state(applied.state.model_dump_json()) == applied.state


def test_seats_for_users_two_users_lead_two_nations_each() -> None:
    assert GAME.seats_for_users(2) == [0, 1, 0, 1]
    assert GAME.seats_for_users(5) == [0, 1, 2, 3, 4]
