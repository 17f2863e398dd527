"""Rulings (docs/antike.md), FAQ answers, set-up, 2 players, standing orders, peer regressions."""

from __future__ import annotations

import random

import pytest

from engine.antike import GAME, battles, rules
from engine.antike.actions import Battle, Conquer
from engine.antike.board import RONDEL, load_board
from engine.antike.state import AntikeOptions, AntikeState
from engine.core import InvalidActionText, RuleError, apply

from .helpers import act, blank, cities, seat, turn_of


# --- options and set-up ----------------------------------------------------------------------
def test_west_board_is_refused_and_defaults_follow_the_rulebook() -> None:
    with pytest.raises(RuleError) as err:
        GAME.parse_options({"board": "west"})
    assert err.value.key == "antike.err.west_board_unavailable"
    opts = GAME.parse_options({})
    assert opts == AntikeOptions(board="east", three_player_target=10, nation_choice="random",
                                 battle_order="ask")
    assert GAME.player_counts() == [2, 3, 4, 5, 6]


@pytest.mark.parametrize(("users", "target"), [(2, 9), (3, 10), (4, 9), (5, 8), (6, 7)])
def test_targets_by_nation_count(users: int, target: int) -> None:
    assert GAME.setup(users, AntikeOptions(), 3).target == target
    assert GAME.setup(3, AntikeOptions(three_player_target=12), 3).target == 12


@pytest.mark.parametrize("users", [3, 4, 5, 6])
def test_start_lines_and_resources(users: int) -> None:
    state = GAME.setup(users, AntikeOptions(), 7)
    board = load_board()
    assert len(state.cities) == 3 * users
    for s, n in enumerate(state.nations):
        line = board.nations[n.nation].start_cities[users]
        assert sorted(p for p, o in state.cities.items() if o == s) == sorted(line)
        assert (n.marble, n.iron, n.gold) == (2, 1, 3)
    active = state.nations[state.active]
    assert active.coins == 1 and state.bank_coins == 29  # "Tomar una moneda" before the first move
    if users == 4:  # the Phoenicians hold the red dot with 4 nations (peer ignored the mark)
        assert state.nations[state.turn_order[0]].nation == "phoenicians"


def test_two_players_four_seats_teams_alternate_and_prompts_name_the_nation() -> None:
    state = GAME.setup(2, AntikeOptions(), 11)
    assert state.players == 4 and state.users == 2 and state.target == 9
    teams = {frozenset(t) for t in load_board().two_player_teams}
    assert frozenset({state.nations[0].nation, state.nations[2].nation}) in teams
    assert frozenset({state.nations[1].nation, state.nations[3].nation}) in teams
    assert state.turn_order == [0, 1, 2, 3]
    assert GAME.user_of_seat(2, 3) == 1 and GAME.public_view(state)["nations"][2]["user"] == 0
    [d] = GAME.awaiting(state)
    assert d.params["nation"] == state.nations[d.seat].nation


def test_draft_open_choice_two_players_keeps_teams() -> None:
    state = GAME.setup(2, AntikeOptions(nation_choice="draft"), 1)
    assert GAME.awaiting(state)[0].kind == "choose_nation"
    state = apply(GAME, state, 0, "nation greeks").state
    assert state.nations[2].nation == "arabs"
    choices = sorted(a.to_text() for a in GAME.legal_actions(state, 1))
    assert choices == ["nation persians", "nation phoenicians"]
    state = apply(GAME, state, 1, "nation phoenicians").state
    assert state.nations[3].nation == "persians" and state.phase == "rondel"


# --- rondel, payment and spending spaces ------------------------------------------------------
def test_first_move_is_free_anywhere_and_paid_steps_must_match() -> None:
    state = blank()
    cities(state, "greeks", "athen")
    s = turn_of(state, "greeks")
    state, _ = act(state, s, "rondel maneuver2")
    assert state.nations[s].rondel == 7
    state = blank()
    s = turn_of(state, "greeks", rondel=0)
    with pytest.raises(RuleError) as err:
        act(state, s, "rondel marble")
    assert err.value.key == "antike.err.rondel_cost_mismatch"


def test_any_space_may_be_chosen_even_one_that_cannot_be_used_ruling_3() -> None:
    # "Espacios de movimientos" asks for the resources to *use* Temple, Arming and Know-How;
    # the English rules put no condition on choosing a space (docs/antike.md, ruling 3).
    state = blank()
    cities(state, "greeks", "athen")
    s = turn_of(state, "greeks")
    [d] = GAME.awaiting(state)
    spaces = {c["space"]: c for c in d.params["spaces"]}
    assert set(spaces) == set(RONDEL) and not spaces["temple"]["usable"] and spaces["iron"]["usable"]
    state, _ = act(state, s, "rondel temple")
    [d] = GAME.awaiting(state)
    assert d.kind == "temple" and d.default.to_text() == "done"
    assert d.params["can_act"] is False and d.params["can_found"] is False
    assert [a.to_text() for a in GAME.legal_actions(state, s)] == ["done"]
    state, _ = act(state, s, "done")
    assert state.active != s
    # The robot does not waste its move on a space it cannot use.
    state = blank()
    cities(state, "greeks", "athen")
    s = turn_of(state, "greeks")
    for seed in range(20):
        chosen = GAME.autoplay(state, s, random.Random(seed))
        assert chosen.space not in ("temple", "arming", "knowhow")


def test_rondel_payment_choice_and_coin_returns_to_bank() -> None:
    state = blank()
    cities(state, "greeks", "athen")
    s = turn_of(state, "greeks", rondel=0)
    n = state.nations[s]
    n.gold, n.coins = 3, 1
    bank = state.bank_coins
    state, _ = act(state, s, "rondel marble 2 pay gold coin")
    assert (state.nations[s].gold, state.nations[s].coins) == (2, 0)
    assert state.active != s  # nothing to found: the turn ended and the next nation took its coin
    assert state.bank_coins == bank + 1 - 1


def test_coins_cover_shortfall_and_all_eight_exchange_freely() -> None:
    state = blank()
    cities(state, "greeks", "athen", "pella")
    s = turn_of(state, "greeks")
    n = state.nations[s]
    n.marble, n.coins, n.gold = 3, 2, 9
    state, _ = act(state, s, "rondel temple")
    state, _ = act(state, s, "temple athen")
    assert (state.nations[s].marble, state.nations[s].coins, state.nations[s].gold) == (0, 0, 9)
    with pytest.raises(RuleError):
        act(state, s, "temple pella")
    state.nations[s].knowhows = list(rules.load_rules().knowhows)  # all eight: free exchange
    state, _ = act(state, s, "temple pella")
    assert state.nations[s].gold == 4


def test_bank_out_of_coins_take_a_resource() -> None:
    state = blank()
    cities(state, "greeks", "athen")
    s = turn_of(state, "greeks")
    state.bank_coins = 0
    rules.start_turn(state, [])
    [d] = GAME.awaiting(state)
    assert d.kind == "take_resource"
    with pytest.raises(RuleError) as err:
        act(state, s, "rondel gold")
    assert err.value.key == "core.err.wrong_verb" and err.value.params["verbs"] == "take"
    state, _ = act(state, s, "take iron")
    assert state.nations[s].iron == 1 and state.phase == "rondel"


def test_production_bonus_applies_without_cities_of_that_type() -> None:
    state = blank()
    cities(state, "greeks", "athen")
    s = turn_of(state, "greeks")
    state.nations[s].knowhows = ["market"]
    state, _ = act(state, s, "rondel iron")
    assert state.nations[s].iron == 1


def test_arming_unit_type_by_province_kind_and_supply() -> None:
    state = blank()
    cities(state, "greeks", "gordion", "knossos", temples=("gordion",))
    s = turn_of(state, "greeks")
    state.nations[s].iron = 5
    state, _ = act(state, s, "rondel arming")
    for text, key in (("arm gordion galley 1", "antike.err.no_galleys_here"),
                      ("arm knossos legion 1", "antike.err.no_legions_here"),
                      ("arm athen legion 1", "antike.err.not_your_city")):
        with pytest.raises(RuleError) as err:
            act(state, s, text)
        assert err.value.key == key
    state.nations[s].legions = {"gordion": 16}
    with pytest.raises(RuleError) as err:
        act(state, s, "arm gordion legion 2")
    assert err.value.key == "antike.err.no_legions_left"


def test_knowhow_prerequisite_and_owned() -> None:
    state = blank()
    cities(state, "greeks", "athen")
    s = turn_of(state, "greeks")
    state.nations[s].gold = 30
    state, _ = act(state, s, "rondel knowhow")
    with pytest.raises(RuleError) as err:
        act(state, s, "knowhow roads")
    assert err.value.key == "antike.err.knowhow_needs"
    state, _ = act(state, s, "knowhow wheel")
    with pytest.raises(RuleError) as err:
        act(state, s, "knowhow wheel")
    assert err.value.key == "antike.err.knowhow_owned"


def test_founding_needs_unit_any_unit_even_exhausted_foreign_units_do_not_prevent() -> None:
    state = blank()
    cities(state, "greeks", "athen", "pella")
    s = turn_of(state, "greeks")
    state.nations[s].galleys = {"knossos": 1}
    state.nations[seat(state, "persians")].galleys = {"knossos": 3}
    state.nations[s].marble = state.nations[s].iron = state.nations[s].gold = 1
    with pytest.raises(RuleError):
        act(state, s, "found knossos")  # rondel first
    state, _ = act(state, s, "rondel gold")
    with pytest.raises(RuleError) as err:
        act(state, s, "found sparta")
    assert err.value.key == "antike.err.found_needs_unit"
    state, _ = act(state, s, "found knossos")
    assert state.cities["knossos"] == s


# --- movement and battles --------------------------------------------------------------------
def test_legions_never_cross_water_galleys_never_cross_land() -> None:
    state = blank()
    cities(state, "greeks", "athen", "pella")
    s = turn_of(state, "greeks")
    state.nations[s].legions = {"athen": 1}
    state.nations[s].galleys = {"athen": 1}
    state, _ = act(state, s, "rondel maneuver1")
    with pytest.raises(RuleError) as err:
        act(state, s, "move legion 1 athen>knossos")
    assert err.value.key == "antike.err.legion_border"
    with pytest.raises(RuleError) as err:
        act(state, s, "move galley 1 athen>dyrrhachion")
    assert err.value.key == "antike.err.galley_border"
    # The two sea networks never meet.
    board = load_board()
    med, red = board.water_networks[1], board.water_networks[0]
    assert not any(b in red for a in med for b in board.neighbours["galley"][a])


def test_each_unit_one_action_without_knowhow() -> None:
    state = blank()
    cities(state, "greeks", "athen", "pella")
    s = turn_of(state, "greeks")
    state.nations[s].legions = {"athen": 1}
    state, _ = act(state, s, "rondel maneuver1")
    with pytest.raises(RuleError) as err:
        act(state, s, "move legion 1 athen>pella>napoca")
    assert err.value.key == "antike.err.no_actions_left"
    state, _ = act(state, s, "move legion 1 athen>pella")
    with pytest.raises(RuleError):
        act(state, s, "move legion 1 pella>napoca")


def test_several_demanders_at_once_resolved_in_seat_order_after_mover() -> None:
    state = blank(users=6)
    cities(state, "greeks", "athen", "pella")
    s = turn_of(state, "greeks")
    state.nations[s].legions = {"pella": 3}
    others = [seat(state, x) for x in ("persians", "arabs", "egyptians")]
    for o in others:
        state.nations[o].legions = {"napoca": 1}
    state.nations[others[2]].order = "never"
    state, _ = act(state, s, "rondel maneuver1")
    state, _ = act(state, s, "move legion 3 pella>napoca")
    asked = sorted(d.seat for d in GAME.awaiting(state))
    assert asked == sorted(others[:2])
    assert all(d.kind == "battle_demand" for d in GAME.awaiting(state))
    state, _ = act(state, others[0], "battle yes")
    assert state.phase == "battle"  # still waiting for the second
    state, events = act(state, others[1], "order always")  # a standing order answers at once
    assert state.nations[s].legions == {"napoca": 1}
    assert state.nations[others[0]].legions == {} and state.nations[others[1]].legions == {}
    assert state.nations[others[1]].order == "always"
    assert any(e.key == "antike.log.battle" for e in events)


def test_standing_order_city_fights_only_in_own_city() -> None:
    state = blank()
    cities(state, "greeks", "athen", "pella")
    cities(state, "persians", "sparta", "susa")
    p = seat(state, "persians")
    state.nations[p].legions = {"sparta": 1, "dyrrhachion": 1}
    state.nations[p].order = "city"
    s = turn_of(state, "greeks")
    state.nations[s].legions = {"athen": 2}
    state.nations[s].knowhows = ["wheel"]
    state, _ = act(state, s, "rondel maneuver1")
    state, _ = act(state, s, "move legion 1 athen>dyrrhachion")
    assert state.nations[p].legions["dyrrhachion"] == 1  # let pass: not its city
    state, _ = act(state, s, "move legion 1 athen>sparta")
    assert "sparta" not in state.nations[p].legions and "sparta" not in state.nations[s].legions


def test_no_prompt_when_types_differ() -> None:
    state = blank()
    cities(state, "greeks", "athen", "pella")
    p = seat(state, "persians")
    state.nations[p].legions = {"athen": 2}
    s = turn_of(state, "phoenicians")
    state.nations[s].galleys = {"knossos": 2}
    state, _ = act(state, s, "rondel maneuver1")
    state, _ = act(state, s, "move galley 2 knossos>athen")
    assert state.phase == "action" and state.nations[s].galleys == {"athen": 2}


def test_out_of_turn_answer_refused_when_not_asked() -> None:
    state = blank()
    cities(state, "greeks", "athen")
    s = turn_of(state, "greeks")
    with pytest.raises(RuleError) as err:
        act(state, s, "battle yes")
    assert err.value.key == "core.err.wrong_verb" and err.value.params["verbs"] == "rondel"


# --- conquest --------------------------------------------------------------------------------
def test_last_city_cannot_be_conquered() -> None:
    state = blank()
    cities(state, "greeks", "athen")
    s = turn_of(state, "persians")
    state.nations[s].galleys = {"athen": 5}
    state, _ = act(state, s, "rondel maneuver1")
    with pytest.raises(RuleError) as err:
        act(state, s, "conquer athen galley 1")
    assert err.value.key == "antike.err.last_city"


def test_defence_counts_all_units_and_third_nations_do_not_count() -> None:
    state = blank()
    cities(state, "greeks", "athen", "pella")
    g = seat(state, "greeks")
    state.nations[g].legions = {"athen": 2}
    state.nations[g].galleys = {"athen": 1}
    state.nations[seat(state, "arabs")].legions = {"athen": 4}
    assert rules.battles.city_defence(state, "athen") == 4


# --- personages and the end ------------------------------------------------------------------
def test_navigator_for_seven_seas_with_galleys() -> None:
    state = blank()
    cities(state, "greeks", "athen")
    s = turn_of(state, "greeks")
    seas = ["athen", "knossos", "sparta", "cyrene", "messana", "leptis_magna", "ephesos"]
    state.nations[s].galleys = dict.fromkeys(seas, 1)
    state, _ = act(state, s, "rondel gold")
    assert "navigator_1" in state.nations[s].personages


def test_citizen_per_three_temples_and_empty_stack() -> None:
    state = blank()
    cities(state, "greeks", "athen", "pella", "sparta", temples=("athen", "pella", "sparta"))
    state.stacks["citizen"] = 0
    s = turn_of(state, "greeks")
    state, events = act(state, s, "rondel gold")
    assert state.nations[s].personages == [] and state.nations[s].citizen_level == 1
    assert any(e.key == "antike.log.stack_empty" for e in events)


def test_reaching_the_target_wins_at_end_of_own_turn() -> None:
    state = blank()
    cities(state, "greeks", "athen", "pella", "sparta", temples=("athen", "pella", "sparta"))
    s = turn_of(state, "greeks")
    state.nations[s].personages = [f"king_{i}" for i in range(1, 9)]
    state, _ = act(state, s, "rondel gold")
    assert GAME.is_over(state)
    out = GAME.outcome(state)
    assert out is not None and out.winners == [s] and out.reason == "antike.end.target"


def test_sudden_death_first_temple_destroyed_wins() -> None:
    state = blank()
    cities(state, "greeks", "athen", "pella", temples=("athen",))
    state.stacks = dict.fromkeys(state.stacks, 0)
    state.sudden_death = True
    s = turn_of(state, "persians")
    state.nations[s].galleys = {"athen": 3}
    state, _ = act(state, s, "rondel maneuver1")
    state, _ = act(state, s, "conquer athen galley 3")
    out = GAME.outcome(state)
    assert out is not None and out.winners == [s] and out.reason == "antike.end.first_temple"


def test_personages_are_never_lost() -> None:
    state = blank()
    cities(state, "greeks", "athen", "pella", "sparta", "messana", "dyrrhachion")
    s = turn_of(state, "greeks")
    state, _ = act(state, s, "rondel gold")
    assert state.nations[s].personages == ["king_1"]
    for p in ("pella", "sparta", "messana"):
        del state.cities[p]
    s = turn_of(state, "greeks", rondel=2)
    state, _ = act(state, s, "rondel maneuver1")
    state, _ = act(state, s, "done")
    assert state.nations[s].personages == ["king_1"]


# --- peer (unteekuh) regressions -------------------------------------------------------------
def test_peer_data_fixes_athen_and_memphis() -> None:
    board = load_board()
    for nation in board.nations.values():
        for line in nation.start_cities.values():
            assert all(p in board.names for p in line)
    assert "memphis" in board.neighbours["legion"]["theben"]


def test_parse_round_trip_and_aliases() -> None:
    for text in ("rondel temple", "rondel marble 2 pay gold coin", "arm athen legion 2 galley 1",
                 "move legion 2 athen>pella>napoca", "fight athen galley greeks 1", "conquer athen galley 5",
                 "conquer athen legion 1 galley 2 release pella", "found leptis_magna", "knowhow wheel",
                 "battle yes", "battle no", "battle yes 2", "order city", "done", "take iron",
                 "nation greeks"):
        assert GAME.parse_action(text).to_text() == text
    assert GAME.parse_action('found "Leptis Magna"').to_text() == "found leptis_magna"
    assert GAME.parse_action("temple Atenas").to_text() == "temple athen"
    with pytest.raises(InvalidActionText) as err:
        GAME.parse_action("found atlantis")
    assert err.value.key == "core.err.unknown_ref" and err.value.params["word"] == "atlantis"


# --- start player (issue 17 item 11) ---------------------------------------------------------
@pytest.mark.parametrize("users", [3, 5, 6])
def test_start_player_without_a_known_red_dot_is_the_first_seat_a_random_nation(users: int) -> None:
    # Only the 4-nation red dot is known (Phoenicians). Otherwise the first seat starts: with
    # the random deal a nation drawn at random (it varies with the seed), announced at set-up.
    starts = set()
    for seed in range(12):
        state, events = GAME.setup_with_events(users, AntikeOptions(), seed)
        assert state.turn_order[0] == state.active == 0
        assert events[0].key == "antike.log.start_player"
        assert events[0].params["nation"] == state.nations[0].nation
        starts.add(state.nations[0].nation)
    assert len(starts) > 2


def test_start_player_option_names_a_nation_or_draws_one() -> None:
    state = GAME.setup(5, GAME.parse_options({"start_player": "egyptians"}), 3)
    assert state.nations[state.active].nation == "egyptians" == state.nations[state.turn_order[0]].nation
    assert state.nations[state.active].coins == 1
    # A nation not in play: the rulebook's choice (4 nations: the red dot).
    state = GAME.setup(4, GAME.parse_options({"start_player": "babylonians"}), 3)
    assert state.nations[state.active].nation == "phoenicians"
    drawn = [GAME.setup(4, GAME.parse_options({"start_player": "random"}), seed) for seed in range(12)]
    assert len({s.nations[s.active].nation for s in drawn}) > 1  # drawn, not always the red dot
    with pytest.raises(RuleError):
        GAME.parse_options({"start_player": "romans"})


def test_with_the_draft_the_first_to_choose_starts() -> None:
    state = GAME.setup(3, AntikeOptions(nation_choice="draft"), 1)
    for s, nation in enumerate(("arabs", "greeks", "persians")):
        state = apply(GAME, state, s, f"nation {nation}").state
    assert state.active == 0 and state.nations[0].nation == "arabs"


# --- standing orders at any time and the robot's own team (issue 17 item 13) -----------------
def test_a_standing_order_can_be_set_at_any_time() -> None:
    state = GAME.setup(4, AntikeOptions(), 5)
    idle = next(s for s in range(4) if s not in {d.seat for d in GAME.awaiting(state)})
    before = GAME.awaiting(state)
    applied = apply(GAME, state, idle, "order never")
    assert applied.state.nations[idle].order == "never" and GAME.awaiting(applied.state) == before
    assert [e.key for e in applied.events] == ["antike.log.order"]
    with pytest.raises(RuleError) as err:
        apply(GAME, applied.state, idle, "order never")
    assert err.value.key == "antike.err.order_unchanged"
    drafting = GAME.setup(3, AntikeOptions(nation_choice="draft"), 1)
    with pytest.raises(RuleError) as err:
        apply(GAME, drafting, 2, "order never")
    assert err.value.key == "antike.err.no_nation_yet"


def _two_player_position() -> tuple[AntikeState, int, int]:
    """Seat 0 (user 0) moves legions into Athen, where seat 2 (also user 0) has a city,
    legions and an "ask" order; seat 1 (user 1) has legions there too."""
    state = blank(users=2)
    own, mate, other = 0, 2, 1
    cities(state, state.nations[mate].nation, "athen", "sparta")
    cities(state, state.nations[own].nation, "pella", "byzantion")
    cities(state, state.nations[other].nation, "ephesos", "susa")
    state.nations[mate].legions = {"athen": 1}
    state.nations[other].legions = {"athen": 1}
    state.active, state.phase = own, "rondel"
    state.nations[own].legions = {"pella": 3}
    state.nations[own].knowhows = ["wheel"]
    return state, own, mate


def test_the_robot_never_fights_a_nation_of_its_own_user() -> None:
    state, own, mate = _two_player_position()
    state = apply(GAME, state, own, "rondel maneuver1").state
    state = apply(GAME, state, own, "move legion 3 pella>athen").state
    assert {d.seat for d in GAME.awaiting(state)} == {mate, 1}
    for seed in range(20):
        assert GAME.autoplay(state, mate, random.Random(seed)) == Battle(fight=False)
    state = apply(GAME, state, mate, "battle no").state
    state = apply(GAME, state, 1, "battle no").state
    # Its units may conquer Athen (defence 2): not from its own user's other nation.
    assert any(c.province == "athen" for c in battles.conquests(state, own))
    for seed in range(20):
        chosen = GAME.autoplay(state, own, random.Random(seed))
        assert not (isinstance(chosen, Conquer) and chosen.province == "athen")
