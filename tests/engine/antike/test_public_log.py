"""One log: the public log lines are the engine's events (nothing kept in the state or the
view for it); older snapshots and action logs keep loading and replaying; the seat hook."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.antike import GAME
from engine.core import apply, replay

OLD_GAMES = json.loads((Path(__file__).parent / "data" / "old_engine_games.json").read_text())


def test_the_public_log_is_the_events_and_nothing_is_kept_for_it() -> None:
    state = GAME.setup(3, GAME.parse_options({}), 1)
    seat = GAME.awaiting(state)[0].seat
    applied = apply(GAME, state, seat, "rondel iron")
    assert "log" not in GAME.public_view(applied.state) and "log" not in applied.state.model_dump()
    assert [e.key for e in applied.events][:2] == ["antike.log.rondel", "antike.log.produce"]
    assert all(e.to is None for e in applied.events)  # everything in Antike is public
    assert GAME.private_view(applied.state, seat) is None


def test_a_free_rondel_move_says_nothing_about_payment_and_a_paid_one_names_it() -> None:
    state = GAME.setup(3, GAME.parse_options({}), 1)
    seat = GAME.awaiting(state)[0].seat
    [event, *_] = apply(GAME, state, seat, "rondel iron").events
    assert event.key == "antike.log.rondel" and set(event.params) == {"nation", "space"}
    state.nations[seat].rondel = 0
    [event, *_] = apply(GAME, state, seat, "rondel marble pay gold gold").events
    assert event.key == "antike.log.rondel_paid" and event.params["pay"] == "gold gold"


def test_setup_announces_the_start_player() -> None:
    state, events = GAME.setup_with_events(4, GAME.parse_options({}), 2)
    assert events[0].key == "antike.log.start_player"
    assert events[0].params["nation"] == "phoenicians" == state.nations[state.active].nation


@pytest.mark.parametrize("game", OLD_GAMES, ids=lambda g: f"{g['users']}users")
def test_logs_recorded_by_the_previous_engine_replay_to_the_same_state(game: dict) -> None:
    """Complete robot games logged by the engine before the typed contract (hand-written
    parser, `rondel ... pay ...`, battles, conquests, a draft) replay exactly."""
    options = GAME.parse_options(game["options"])
    state = replay(GAME, game["users"], options, game["seed"], [(s, t) for s, t in game["log"]])
    now = json.loads(state.model_dump_json())
    now["options"] = {k: v for k, v in now["options"].items() if k in game["final"]["options"]}
    assert now == game["final"]


def test_older_snapshots_load_their_log_is_dropped_and_demands_become_a_window() -> None:
    state = GAME.setup(6, GAME.parse_options({}), 1)
    old = json.loads(state.model_dump_json())
    old["log"] = ['{"key": "antike.log.coin", "params": {}}']
    old["phase"] = "battle"
    old["pending"] = {"seat": 4, "unit": "legion", "group": [1, 1], "at": "athen", "path": [],
                      "demands": {"1": None, "5": 0, "0": None}}
    loaded = GAME.load_state(json.dumps(old))
    window = loaded.pending.demands
    assert window.seats == [5, 0, 1] and window.answers == {5: 0}  # clockwise after the mover
    assert sorted(d.seat for d in GAME.awaiting(loaded)) == [0, 1]


def test_seats_for_users_two_users_lead_two_nations_each() -> None:
    assert GAME.seats_for_users(2) == [0, 1, 0, 1]
    assert GAME.seats_for_users(5) == [0, 1, 2, 3, 4]
