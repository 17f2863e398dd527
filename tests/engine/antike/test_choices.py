"""Legal choices (issue 17 items 7-9, issue 20 item 1): the rondel with every payment, the
units that move, conquests; `options` agrees with `check`, and rejected candidates are cheap
refusal values."""

from __future__ import annotations

import itertools
import random

import pytest

from engine.antike import GAME, battles, rules
from engine.antike.actions import Conquer, Move, Rondel
from engine.antike.board import RONDEL, load_board
from engine.core import DONE, Refusal, RuleError, apply, refusal
from engine.core.playout import check_choices, check_defaults

from .helpers import act, blank, cities, seat, turn_of


# --- the rondel (item 7) ---------------------------------------------------------------------
def test_the_faq_opening_marble_then_temple_paying_the_extra_step_with_gold() -> None:
    # FAQ, "growth" opening: Marble, then Temple (4 steps: one resource, paid with gold).
    state = blank()
    cities(state, "greeks", "athen", "pella", "sparta")
    s = turn_of(state, "greeks", rondel=RONDEL.index("marble"))
    n = state.nations[s]
    n.marble, n.iron, n.gold, n.coins = 5, 1, 3, 0
    legal = {a.to_text() for a in GAME.legal_actions(state, s) if a.space == "temple"}
    # The engine's own payment would take marble (the most plentiful) and leave 4: it picks
    # a payment that keeps the temple affordable instead; every payment is offered too.
    assert legal == {"rondel temple 1", "rondel temple 1 pay marble", "rondel temple 1 pay gold",
                     "rondel temple 1 pay iron"}
    [d] = GAME.awaiting(state)
    temple = next(c for c in d.params["spaces"] if c["space"] == "temple")
    assert temple == {"space": "temple", "steps": 4, "cost": 1, "pay": ["iron"], "usable": True}
    # The step count is worked out from the space: `rondel temple pay gold` is enough.
    after, events = act(state, s, "rondel temple pay gold")
    assert events[0].params == {"nation": "greeks", "space": "temple", "paid": 1, "pay": "gold"}
    after, _ = act(after, s, "temple athen")
    assert "athen" in after.temples and after.nations[s].gold == 2


def test_a_payment_survives_its_own_text_form_in_any_order() -> None:
    action = Rondel(space="temple", paid=2, pay=("gold", "marble"))
    assert action.pay == ("marble", "gold") and action.to_text() == "rondel temple 2 pay marble gold"
    assert GAME.parse_action(action.to_text()) == action
    assert GAME.parse_action("rondel temple pay gold marble") == action
    assert GAME.parse_action("rondel Templo pay oro mármol") == action
    assert GAME.parse_action("rondel campaign 1").space == "maneuver"  # older spelling, kept


def test_every_reachable_space_is_offered_with_every_payment_and_only_those() -> None:
    state = blank()
    cities(state, "greeks", "athen")
    s = turn_of(state, "greeks", rondel=0)
    n = state.nations[s]
    n.marble, n.gold = 1, 1  # two resources: up to six steps (Marble)
    spaces = GAME.options(state, s, "rondel", "space", {})
    assert spaces == ["temple", "gold", "maneuver1", "arming", "marble"]
    assert GAME.options(state, s, "rondel", "paid", {"space": "marble"}) == [2]
    assert GAME.options(state, s, "rondel", "pay", {"space": "marble", "paid": 2}) == [(), ("marble", "gold")]
    # Item by item: `rondel arming 1` is complete (the engine pays), or name marble or gold.
    assert GAME.options(state, s, "rondel", "pay", {"space": "arming", "paid": 1}, prefix=()) == \
        [DONE, "marble", "gold"]
    with pytest.raises(RuleError) as err:
        act(state, s, "rondel knowhow 3")
    assert err.value.key == "antike.err.rondel_cost"
    with pytest.raises(RuleError) as err:
        act(state, s, "rondel arming")  # one resource is due: say which (or `rondel arming 1`)
    assert err.value.key == "antike.err.rondel_cost_mismatch"


def test_the_default_is_the_next_space_and_always_legal() -> None:
    # Issue 17 item 8: the next space was often a spending space the nation could not use.
    state = blank()
    cities(state, "greeks", "athen")
    s = turn_of(state, "greeks", rondel=0)
    [d] = GAME.awaiting(state)
    assert d.default.to_text() == "rondel temple" and refusal(GAME, state, s, d.default) is None
    check_defaults(GAME, state)


# --- which units move (item 9) ---------------------------------------------------------------
def _maneuver(ready: list[int]) -> tuple[object, int]:
    state = blank()
    cities(state, "greeks", "athen", "pella")
    s = turn_of(state, "greeks")
    state.nations[s].legions = {"athen": len(ready)}
    state, _ = act(state, s, "rondel maneuver1")
    state.maneuver.ready["legion:athen"] = sorted(ready, reverse=True)
    return state, s


def test_the_freshest_units_move_unless_the_move_names_them() -> None:
    state, s = _maneuver([3, 1])
    fresh, _ = act(state, s, "move legion 1 athen>pella")
    assert fresh.maneuver.ready == {"legion:athen": [1], "legion:pella": [2]}
    tired, _ = act(state, s, "move legion 1 athen>pella actions 1")
    assert tired.maneuver.ready == {"legion:athen": [3], "legion:pella": [0]}
    assert GAME.parse_action("move legion 2 athen>pella actions 3 1").actions == (1, 3)
    for text, key in (("move legion 1 athen>pella actions 2", "antike.err.no_such_units"),
                      ("move legion 2 athen>pella actions 3", "antike.err.move_actions_count"),
                      ("move legion 1 athen>pella>napoca actions 1", "antike.err.no_actions_left")):
        with pytest.raises(RuleError) as err:
            act(state, s, text)
        assert err.value.key == key, text


def test_move_options_item_by_item_agree_with_check() -> None:
    state, s = _maneuver([2, 2, 1])
    assert GAME.options(state, s, "move", "unit", {}) == ["legion"]
    assert GAME.options(state, s, "move", "path", {"unit": "legion"}, prefix=()) == ["athen"]
    nexts = GAME.options(state, s, "move", "path", {"unit": "legion"}, prefix=("athen",))
    assert set(nexts) == set(load_board().neighbours["legion"]["athen"])
    nexts = GAME.options(state, s, "move", "path", {"unit": "legion", "count": 3}, prefix=("athen", "pella"))
    assert nexts == [DONE]  # all three can make one border, not two
    assert GAME.options(state, s, "move", "count", {"unit": "legion", "path": ("athen", "pella", "athen")}) \
        == [1, 2]
    assert GAME.options(state, s, "move", "actions", {"unit": "legion", "path": ("athen", "pella"),
                                                      "count": 1}) == [(), (1,), (2,)]
    # Every complete path the options lead to is legal, and every legal path is offered.
    for unit in ("legion",):
        offered = _walk_paths(state, s, unit, ())
        legal = {p for n in range(1, 4) for p in _all_paths(unit, "athen", n)
                 if refusal(GAME, state, s, Move(unit=unit, count=1, path=p)) is None}
        assert offered == legal


def _walk_paths(state: object, s: int, unit: str, prefix: tuple[str, ...]) -> set[tuple[str, ...]]:
    out: set[tuple[str, ...]] = set()
    for item in GAME.options(state, s, "move", "path", {"unit": unit, "count": 1}, prefix=prefix):
        if item == DONE:
            out.add(prefix)
        else:
            out |= _walk_paths(state, s, unit, (*prefix, item))
    return out


def _all_paths(unit: str, start: str, steps: int) -> list[tuple[str, ...]]:
    provinces = sorted(load_board().names)
    return [(start, *rest) for rest in itertools.product(provinces, repeat=steps)
            if all(b in load_board().neighbours[unit][a] for a, b in itertools.pairwise((start, *rest)))]


# --- conquests (issue 20 item 1) -------------------------------------------------------------
def test_conquest_candidates_are_refusal_values_and_the_list_is_exactly_what_check_accepts() -> None:
    state = blank()
    cities(state, "greeks", "athen", "pella")
    cities(state, "persians", "ephesos", "susa", temples=("ephesos",))
    state.nations[seat(state, "greeks")].legions = {"athen": 1}  # defence 2 in Athen, 1 in Pella
    p = turn_of(state, "persians")
    state.nations[p].legions = {"athen": 2, "pella": 1}
    state.nations[p].galleys = {"athen": 1}
    state, _ = act(state, p, "rondel maneuver1")
    listed = set(battles.conquests(state, p))
    brute = set()
    for prov, legions, galleys in itertools.product(sorted(state.cities), range(5), range(5)):
        c = Conquer(province=prov, legions=legions, galleys=galleys)
        problem = rules.check(state, p, c)
        assert problem is None or isinstance(problem, Refusal)
        if problem is None:
            brute.add(c)
    assert listed == brute == {Conquer(province="athen", legions=2), Conquer(province="pella", legions=1),
                               Conquer(province="athen", legions=1, galleys=1)}
    assert GAME.options(state, p, "conquer", "legions", {"province": "athen"}) == [1, 2]
    assert GAME.options(state, p, "conquer", "galleys", {"province": "athen", "legions": 2}) == [0]


def test_at_25_cities_a_conquest_names_the_city_given_up() -> None:
    state = blank()
    board = load_board()
    free = [pid for pid in sorted(board.names) if pid not in ("athen", "pella", "sparta")]
    cities(state, "persians", *free[:25])
    cities(state, "greeks", "athen", "pella")
    p = turn_of(state, "persians")
    state.nations[p].legions = {"athen": 2}
    state, _ = act(state, p, "rondel maneuver1")
    releases = GAME.options(state, p, "conquer", "release", {"province": "athen"})
    assert releases == sorted(free[:25])
    with pytest.raises(RuleError) as err:
        act(state, p, "conquer athen legion 1")
    assert err.value.key == "antike.err.release_needed"
    state, _ = act(state, p, f"conquer athen legion 1 release {free[0]}")
    assert state.cities["athen"] == p and free[0] not in state.cities


# --- the contract over whole games -----------------------------------------------------------
def test_check_choices_and_defaults_on_positions_of_a_game() -> None:
    rnd = random.Random(5)
    state = GAME.setup(3, GAME.parse_options({}), 5)
    for n in range(240):
        if GAME.is_over(state):
            break
        if n % 4 == 0:
            check_defaults(GAME, state)
            check_choices(GAME, state, rnd, samples=20)
        s = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        state = apply(GAME, state, s, GAME.autoplay(state, s, rnd)).state
