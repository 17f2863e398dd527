"""Movement and ships (JOC 9, 10, 23.3), conflict (11), cities and support (12-14), taxes and
revolts (6), expansion (7), trade-card draws (15)."""

from __future__ import annotations

import pytest

from engine.civilization import GAME, cities, conflict, movement, phases, ships, trade
from engine.civilization.actions import Move
from engine.civilization.board import board_tokens, tokens_at
from engine.civilization.state import Ship
from engine.core import Event, InvalidActionText
from tests.engine.civilization.helpers import city, clear_board, new_state, put


def _board(players: int = 3, **options):
    s = new_state(players, scenario="whole_map", **options)
    clear_board(s)
    s.moved = {}
    return s


def _check(s, seat: int, text: str):
    action = GAME.parse_action(text)
    assert isinstance(action, Move)
    return movement.run(s, seat, action.steps, perform=False)


# --- movement ------------------------------------------------------------------------------------
def test_tokens_cross_one_land_border_once() -> None:
    s = _board()
    put(s, 0, "thrace", 4)
    assert _check(s, 0, "move 3 thrace>macedonia") is None
    bad = _check(s, 0, "move 2 thrace>athens")
    assert bad is not None and bad.key == "civilization.err.no_land_border" and bad.params["n"] == 1
    # The first illegal step is named: tokens that moved cannot move on (10.2).
    bad = _check(s, 0, "move 3 thrace>macedonia; 1 thrace>moesia; 2 macedonia>thessaly")
    assert bad is not None and bad.key == "civilization.err.not_enough_unmoved" and bad.params["n"] == 3


def test_ship_range_four_or_five_with_cloth_making() -> None:
    s = _board()
    put(s, 0, "knossos", 5)
    s.seats[0].ships = [Ship(area="knossos")]
    five = "move ship knossos>thera>athens>argos>sparta>corinth carry 2"
    assert _check(s, 0, "move ship knossos>thera>athens>argos>sparta carry 5") is None
    assert _check(s, 0, five).key == "civilization.err.ship_range"
    s.seats[0].advances = ["cloth_making"]
    assert _check(s, 0, five) is None
    assert (
        _check(s, 0, "move ship knossos>phaestos>sparta>corinth>central_mediterranean>ithaca carry 2").key
        == "civilization.err.open_sea_astronomy"
    )
    s.seats[0].advances = ["cloth_making", "astronomy"]
    assert (
        _check(s, 0, "move ship knossos>phaestos>sparta>corinth>central_mediterranean>ithaca carry 2") is None
    )
    assert _check(s, 0, "move ship knossos>aegean_sea carry 2").key == "civilization.err.ship_ends_at_sea"
    with pytest.raises(InvalidActionText):
        GAME.parse_action("move ship knossos>thera carry 6")  # five tokens a ship (10.5)


def test_ship_back_and_forth_and_drops_10_8() -> None:
    s = _board()
    put(s, 0, "knossos", 5)
    put(s, 0, "thera", 3)
    s.seats[0].ships = [Ship(area="knossos")]
    text = "move ship knossos>thera>phaestos carry 4 drop 1 thera; ship phaestos>thera carry 0"
    assert _check(s, 0, text) is None
    ev: list[Event] = []
    action = GAME.parse_action(text)
    movement.run(s, 0, action.steps, perform=True, ev=ev)
    assert (
        tokens_at(s, "thera", 0) == 4 and tokens_at(s, "phaestos", 0) == 3 and tokens_at(s, "knossos", 0) == 1
    )
    assert s.seats[0].ships[0].area == "thera" and s.seats[0].ships[0].used == 3
    # A token landed this turn cannot embark again (10.9); the ship has one area left.
    assert _check(s, 0, "move ship thera>knossos carry 4").key == "civilization.err.not_enough_unmoved"
    assert _check(s, 0, "move ship thera>knossos>phaestos").key == "civilization.err.ship_range"


def test_greek_coast_23_3() -> None:
    s = _board()
    s.seats[0].ships = [Ship(area="athens")]
    assert _check(s, 0, "move ship athens>delphi>corinth").key == "civilization.err.greek_coast"
    assert _check(s, 0, "move ship athens>delphi>athens") is None
    s.seats[0].ships = [Ship(area="delphi", side="aegean")]
    assert _check(s, 0, "move ship delphi>corinth").key == "civilization.err.greek_coast"
    put(s, 0, "delphi", 1)  # with own units there it may leave by the other coast
    assert _check(s, 0, "move ship delphi>corinth") is None


def test_nomads_may_not_enter_occupied_areas_31_5_1() -> None:
    s = _board(3, game="nomads")
    put(s, 0, "thrace", 3)
    put(s, 1, "macedonia", 1)
    assert _check(s, 0, "move 1 thrace>macedonia").key == "civilization.err.nomads_occupied"


# --- ships ---------------------------------------------------------------------------------------
def test_ship_building_and_upkeep_9() -> None:
    s = _board()
    put(s, 0, "athens", 2)
    s.seats[0].stock -= 3
    s.seats[0].treasury = 3
    build = GAME.parse_action("fleet build athens levy 1")
    assert ships.check(s, 0, build.steps) is None
    assert (
        ships.check(s, 0, GAME.parse_action("fleet build memphis").steps).key == "civilization.err.ship_area"
    )
    assert (
        ships.check(s, 0, GAME.parse_action("fleet build thera").steps).key
        == "civilization.err.ship_no_units"
    )
    s.seats[0].ships = [Ship(area="athens") for _ in range(4)]
    s.seats[0].treasury += 2
    s.seats[0].stock -= 2
    assert (
        ships.check(
            s,
            0,
            GAME.parse_action(
                "fleet keep athens; keep athens; keep athens; keep athens levy; build athens levy 1"
            ).steps,
        ).key
        == "civilization.err.ship_limit"
    )
    # Not kept: scrapped, and not rebuilt in the same area this round (9.4).
    assert (
        ships.check(s, 0, GAME.parse_action("fleet build athens levy 2").steps).key
        == "civilization.err.ship_rebuilt"
    )


def test_simplified_games_build_ships_by_levy_only() -> None:
    s = _board(3, game="peasants")
    put(s, 0, "athens", 2)
    assert (
        ships.check(s, 0, GAME.parse_action("fleet build athens").steps).key == "civilization.err.levy_only"
    )
    assert ships.check(s, 0, GAME.parse_action("fleet build athens levy 2").steps) is None


# --- conflict ------------------------------------------------------------------------------------
def test_conflict_smaller_removes_first_and_ties_together() -> None:
    assert conflict.fight({0: 5, 1: 3}, 3, set(), until_one=False) == {0: 3}
    assert conflict.fight({0: 4, 1: 4}, 3, set(), until_one=False) == {0: 1, 1: 1}
    assert conflict.fight({0: 3, 1: 3}, 0, set(), until_one=True) == {}  # an even fight empties it (11.5.2)
    assert conflict.fight({0: 2, 1: 3, 2: 4}, 3, set(), until_one=False) == {1: 1, 2: 2}
    # Metal Working: its holder removes after everyone else (22.3.9).
    assert conflict.fight({0: 3, 1: 5}, 3, set(), until_one=False) == {1: 3}
    assert conflict.fight({0: 3, 1: 5}, 3, {0}, until_one=False) == {0: 1, 1: 2}
    assert conflict.fight({0: 4, 1: 4}, 3, {0, 1}, until_one=False) == {0: 1, 1: 1}


def test_cities_need_seven_attackers_eight_against_engineering() -> None:
    s = _board()
    city(s, 1, "athens")
    put(s, 0, "athens", 6)
    conflict.resolve(s, [])
    assert s.cities["athens"] == 1 and tokens_at(s, "athens", 0) == 0
    put(s, 0, "athens", 7)
    conflict.resolve(s, [])
    # The city became six defenders; 7 against 6 down to the limit of 2.
    assert "athens" not in s.cities and tokens_at(s, "athens", 0) == 2 and tokens_at(s, "athens", 1) == 0
    s = _board()
    city(s, 1, "athens")
    s.seats[1].advances = ["engineering"]
    put(s, 0, "athens", 7)
    conflict.resolve(s, [])
    assert s.cities["athens"] == 1


def test_city_surrenders_when_its_owner_has_no_six_in_stock_11_8() -> None:
    s = _board()
    city(s, 1, "athens")
    put(s, 0, "athens", 7)
    s.seats[1].treasury += s.seats[1].stock - 5
    s.seats[1].stock = 5
    conflict.resolve(s, [])
    assert s.cities["athens"] == 0


def test_defenders_fight_first_11_7() -> None:
    s = _board()
    city(s, 1, "athens")
    put(s, 1, "athens", 2)
    put(s, 0, "athens", 9)
    conflict.resolve(s, [])
    # 9 against 2 defenders: 8 attackers remain, enough to attack the city; its 6 defenders
    # fight them until one nation is within the limit: 3 attackers stay (surplus goes later).
    assert "athens" not in s.cities and tokens_at(s, "athens", 0) == 3 and tokens_at(s, "athens", 1) == 0


# --- cities, surplus, support --------------------------------------------------------------------
def test_city_building_and_support() -> None:
    s = _board()
    put(s, 0, "athens", 6)
    put(s, 0, "delphi", 11)
    assert cities.build_sites(s, 0) == ["athens"]  # 12 needed off a city site (12.2)
    put(s, 0, "delphi", 1)
    assert cities.build_sites(s, 0) == ["athens", "delphi"]
    ev: list[Event] = []
    cities.apply_build(s, 0, GAME.parse_action("build athens; delphi").sites, ev)
    assert s.cities == {"athens": 0, "delphi": 0} and board_tokens(s, 0) == 0
    assert cities.needs_reduction(s, 0)
    # Newest first, one at a time until supported (14.2, 14.3).
    put(s, 0, "thrace", 2)
    assert (
        cities.check_reduction(s, 0, GAME.parse_action("reduce athens; delphi").cities).key
        == "civilization.err.reduce_too_many"
    )
    assert cities.check_reduction(s, 0, GAME.parse_action("reduce athens").cities) is None
    cities.apply_reduction(s, 0, ["athens"], ev)
    assert tokens_at(s, "athens", 0) == 2 and not cities.needs_reduction(s, 0)


def test_surplus_removal_and_agriculture_13() -> None:
    s = _board()
    put(s, 0, "athens", 4)
    put(s, 1, "corinth", 3)
    s.seats[1].advances = ["agriculture"]
    city(s, 2, "sparta")
    put(s, 2, "sparta", 1)
    cities.remove_surplus(s, [])
    assert (
        tokens_at(s, "athens", 0) == 2 and tokens_at(s, "corinth", 1) == 3 and tokens_at(s, "sparta", 2) == 0
    )


# --- taxes, revolts, expansion, draws --------------------------------------------------------------
def test_taxes_and_revolts_6() -> None:
    s = _board()
    for a in ("athens", "corinth", "sparta"):
        city(s, 0, a)
    s.seats[0].treasury = s.seats[0].stock - 3
    s.seats[0].stock = 3  # pays for one city; two revolt
    s.phase, s.stage, s.ask = "taxes", "", None
    ev: list[Event] = []
    phases.advance(s, ev)
    assert s.ask is not None and s.ask.kind == "revolt"
    chooser = s.ask.window.seats[0]
    assert chooser != 0 and s.ask.params[chooser]["count"] == 2
    assert any(e.key == "civilization.log.taxes" and e.params["revolts"] == 2 for e in ev)


def test_expansion_7() -> None:
    s = _board()
    put(s, 0, "thrace", 1)
    put(s, 0, "macedonia", 3)
    city(s, 0, "athens")
    assert phases.growth(s, 0) == {"thrace": 1, "macedonia": 2}


def test_trade_cards_drawn_fewest_cities_first_15() -> None:
    s = _board()
    for a in ("athens", "corinth", "sparta"):
        city(s, 0, a)
    city(s, 1, "memphis")
    assert trade.draw_order(s) == [1, 0]
    ev: list[Event] = []
    trade.draw(s, 0, ev)
    assert len(s.seats[0].hand) + len(s.calamities) == 3
    assert all(e.to == [0] for e in ev if e.key == "civilization.log.card_drawn")
    s.seats[1].treasury = 40
    s.seats[1].stock -= 40
    assert trade.max_gold(s, 1) == 2
    trade.buy_gold(s, 1, 2, ev)
    assert s.seats[1].treasury == 4


def test_a_ship_the_treasury_cannot_pay_points_to_the_levy_9_1() -> None:
    """Issue 36, item 3: an empty treasury's refusal names the levy (§9.1, §9.3), in words."""
    from present.civilization import PRESENTER

    s = _board()
    put(s, 0, "athens", 2)
    s.seats[0].treasury = 0
    refused = ships.check(s, 0, GAME.parse_action("fleet build athens").steps)
    assert refused is not None and refused.key == "civilization.err.ship_treasury"
    for lang, word in (("en", "`levy`"), ("es", "`leva`")):
        text = PRESENTER.refusal_text(refused.key, refused.params, lang)
        assert word in text and "§9.1" in text and "§6" not in text, text
    assert ships.check(s, 0, GAME.parse_action("fleet build athens levy 2").steps) is None
