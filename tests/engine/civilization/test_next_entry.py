"""Each nation's next A.S.T. entry requirement in the public view (JOC 20.2, 21.1; issue 30: the
A.S.T. image shows it): the next space ahead that asks something, however far, computed by the
engine, never by the renderer."""

from __future__ import annotations

from engine.civilization import GAME
from engine.civilization.succession import next_entry
from tests.engine.civilization.helpers import city, clear_board, new_state


def entry(column: int, what: str, needed: int, has: int, epoch: str) -> dict[str, object]:
    return {"column": column, "what": what, "needed": needed, "has": has, "epoch": epoch}


def entry_of(s: object, seat: int) -> dict[str, object] | None:
    view = GAME.public_view(s)
    return next(p for p in view["players"] if p["seat"] == seat)["next_entry"]


def test_the_next_entry_is_the_next_space_that_asks_something_20_2() -> None:
    s = new_state(3, scenario="whole_map")
    clear_board(s)
    seat = next(p for p in range(3) if s.seats[p].nation not in ("egypt", "babylon"))
    p = s.seats[seat]
    p.ast = 1  # four spaces before the Early Bronze Age: the view names that one, not the next
    assert entry_of(s, seat) == entry(5, "cities", 2, 0, "early_bronze")
    assert GAME.public_view(s)["players"][seat]["next_requirement"] is None  # space 2 asks nothing
    city(s, seat, "athens")
    p.ast = 4
    assert entry_of(s, seat) == entry(5, "cities", 2, 1, "early_bronze")
    p.ast = 5
    p.advances = ["pottery", "astronomy"]
    assert entry_of(s, seat) == entry(8, "groups", 3, 2, "late_bronze")
    p.ast = 9
    assert entry_of(s, seat) == entry(11, "advances", 7, 2, "iron")
    p.ast = 11
    final = entry_of(s, seat)
    assert final is not None and final["column"] == 13 and final["what"] == "points"
    points = GAME.public_view(s)["players"][seat]["points"]
    assert final["epoch"] == "final" and final["has"] == points > 0 and final["needed"] >= 1200
    p.ast = 13  # on the final square: nothing ahead
    assert entry_of(s, seat) is None


def test_no_entry_beyond_the_end_column_30_nor_in_nomads_and_sailors_31() -> None:
    s = new_state(3, end_column=5)
    s.seats[0].ast = 5
    assert next_entry(s, 0) is None and entry_of(s, 0) is None
    s.seats[0].ast = 2
    assert entry_of(s, 0) is not None and entry_of(s, 0)["column"] == 5
    nomads = new_state(3, game="nomads")
    assert all(entry_of(nomads, seat) is None for seat in range(3))


def test_a_robot_game_s_view_has_an_entry_for_every_nation_short_of_its_end() -> None:
    """After a short robot game (8 rounds) every nation short of its end column has one, with the
    true `has` of what the view itself shows (cities on the board)."""
    from engine.core.playout import play

    s = play(GAME, 3, GAME.parse_options({"round_limit": 8}), 11).state
    view = GAME.public_view(s)
    for p in view["players"]:
        ahead = p["next_entry"]
        if p["ast"] >= p["end_column"]:
            assert ahead is None
            continue
        assert ahead is not None and p["ast"] < ahead["column"] <= p["end_column"]
        if ahead["what"] == "cities":
            assert ahead["has"] == len(p["cities_on_board"])
