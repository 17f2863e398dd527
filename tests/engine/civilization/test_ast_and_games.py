"""Setup (JOC 4, III), the A.S.T. and victory (20, 21), the shorter games (30), both simplified
games (31, 32), and sealed or A.S.T.-ordered simultaneous phases (5.3 note)."""

from __future__ import annotations

from engine.civilization import GAME, phases
from engine.civilization.data import ADVANCES, NATION, TOKENS, scenario_areas
from engine.civilization.state import CivOptions
from engine.civilization.succession import advance_markers, requirement
from engine.core import Event, apply, refusal
from tests.engine.civilization.helpers import city, clear_board, new_state, put


# --- setup ---------------------------------------------------------------------------------------
def test_setup_tokens_decks_and_stacks() -> None:
    for players in range(2, 9):
        s = GAME.setup(players, CivOptions(), players)
        assert all(p.stock == TOKENS[players] for p in s.seats)  # 4.6, 24-29
        total = sum(s.supply.values())
        assert total == (87 if players == 8 else 72 - (3 - {7: 3, 6: 3, 5: 2, 4: 2, 3: 1, 2: 1}[players]))
        # Calamities at the bottom of stacks 2-9; stack 1 has none (4.2).
        assert s.stacks[0][-1] in ("ochre", "hides") and s.stacks[1][-1] == "volcanic_eruption"
        assert s.stacks[8][-1] == "piracy"
    short = GAME.setup(4, CivOptions(end_column=8), 1)
    assert short.supply["mysticism"] == 0  # 30.3


def test_nation_choice_order_and_scenario_areas() -> None:
    s, ev = GAME.setup_with_events(3, CivOptions(), 5)
    assert ev[0].key == "civilization.log.choice_order"
    first = s.choice_order[0]
    assert [d.seat for d in GAME.awaiting(s)] == [first]
    # Only nations whose start area is in play (III): scenario 3a is the east.
    assert refusal(GAME, s, first, GAME.parse_action("nation iberia")).key == "civilization.err.nation_taken"
    s = apply(GAME, s, first, "nation egipto").state  # Spanish names resolve
    assert s.seats[first].nation == "egypt"
    assert NATION["egypt"].start in scenario_areas(3, "a") and "new_carthage" not in scenario_areas(3, "a")


# --- A.S.T. --------------------------------------------------------------------------------------
def test_epoch_requirements_20_2() -> None:
    s = new_state(3, scenario="whole_map")
    clear_board(s)
    seat = next(p for p in range(3) if s.seats[p].nation not in ("egypt", "babylon"))
    p = s.seats[seat]
    p.ast = 4
    assert requirement(s, seat, 5) == ("cities", 2, 0)
    city(s, seat, "athens")
    city(s, seat, "corinth")
    p.ast = 7
    p.advances = ["pottery", "astronomy"]
    assert requirement(s, seat, 8) == ("groups", 3, 2)
    p.advances = ["mysticism", "pottery"]  # dual-group cards count for both (20.2)
    assert requirement(s, seat, 8) == ("groups", 3, 3)
    assert requirement(s, seat, 11) == ("advances", 7, 2)
    assert requirement(s, seat, 13)[0] == "points"
    s2 = new_state(3, scenario="whole_map")
    for q in s2.seats:
        q.nation = None
    s2.seats[0].nation = "egypt"
    assert requirement(s2, 0, 5) == ("cities", 3, 0)


def test_markers_move_block_and_fall_back_20_3() -> None:
    s = new_state(2, scenario="whole_map")
    clear_board(s)
    a, b = s.seats
    a.ast, b.ast = 4, 6
    city(s, 1, "athens")
    ev: list[Event] = []
    advance_markers(s, ev)
    assert a.ast == 4  # no cities for the Bronze Age
    assert b.ast == 7
    s.cities = {}
    advance_markers(s, ev)
    assert b.ast == 6  # no city past the Stone Age: one space back


def test_victory_and_tie_break_21() -> None:
    s = new_state(2, scenario="whole_map")
    for seat in (0, 1):
        p = s.seats[seat]
        p.ast = 12
        p.advances = [a for a in sorted(ADVANCES, key=lambda x: -ADVANCES[x].cost)][:11]
        city(s, seat, ["athens", "corinth"][seat])
    s.seats[1].treasury = 5
    s.seats[1].stock -= 5
    advance_markers(s, [])
    assert s.over and s.winners == [1] and s.end_reason == "civilization.end.tie_break"
    outcome = GAME.outcome(s)
    assert outcome is not None and outcome.ranking[0] == [1]


def test_shorter_game_ends_at_its_column_30() -> None:
    s = new_state(2, end_column=5)
    clear_board(s)
    s.seats[0].ast = 4
    city(s, 0, "athens")
    city(s, 0, "corinth")
    advance_markers(s, [])
    assert s.over and s.winners == [0] and s.end_reason == "civilization.end.end_column"


# --- simplified games ----------------------------------------------------------------------------
def test_nomads_and_sailors_most_areas_win_31() -> None:
    s = new_state(3, game="nomads")
    assert s.stacks == [] and all(p.stock + p.treasury + 2 == 55 for p in s.seats)
    assert phases.sequence(s) == ("expansion", "ships", "movement", "ast")
    clear_board(s)
    put(s, 0, "thrace", 5)
    put(s, 1, "athens", 1)
    put(s, 1, "corinth", 1)
    s.time = 12
    advance_markers(s, [])
    assert s.over and s.winners == [1] and s.end_reason == "civilization.end.nomads"


def test_peasants_and_citizens_bronze_age_wins_32() -> None:
    s = new_state(3, game="peasants")
    assert phases.sequence(s)[-1] == "ast" and "trade" not in phases.sequence(s)
    clear_board(s)
    for seat in (0, 1):
        s.seats[seat].ast = 4
    for a in ("athens", "corinth", "sparta"):
        city(s, 0, a)
    city(s, 1, "memphis")
    city(s, 1, "thebes")
    advance_markers(s, [])
    # Both cross with two cities (Egypt and Babylon too, 32.3.2); the one with more cities wins.
    assert s.over and s.winners == [0]


# --- simultaneous phases -------------------------------------------------------------------------
def test_sealed_orders_are_revealed_together_or_asked_in_ast_order() -> None:
    for ast_order in (False, True):
        s = new_state(3, scenario="whole_map", ast_order=ast_order)
        clear_board(s)
        for seat, area in enumerate(("athens", "thera", "rhodes")):
            put(s, seat, area, 2)
        s.phase, s.stage, s.ask = "ships", "", None
        phases.advance(s, [])
        waiting = [d.seat for d in GAME.awaiting(s)]
        assert len(waiting) == (1 if ast_order else 3)
        first = waiting[0]
        s = apply(GAME, s, first, f"fleet build {['athens', 'thera', 'rhodes'][first]} levy 2").state
        if ast_order:
            assert len(s.seats[first].ships) == 1  # applied at once, seen by the next player
        else:
            sealed = GAME.grammar.action_of(GAME.private_view(s, first)["sealed"])  # as data
            assert s.seats[first].ships == [] and sealed.to_text().startswith("fleet build")
            assert GAME.public_view(s)["ask"]["answered"] == [first]


def test_table_options_change_the_ast_rulings_r3() -> None:
    import pytest

    from engine.core import RuleError

    s = new_state(
        2,
        points={"egypt": 1000, "babylon": 1000, "asia": 1000, "assyria": 1000},
        epochs={n: (4, 6, 9) for n in ("egypt", "babylon", "asia", "assyria")},
    )
    seat = 0
    nation = s.seats[seat].nation
    assert requirement(s, seat, 13)[1] == 1000
    assert requirement(s, seat, 4)[0] == "cities" and requirement(s, seat, 9) == ("advances", 7, 0)
    assert nation in ("egypt", "babylon", "asia", "assyria")
    with pytest.raises(RuleError):
        GAME.parse_options({"points": {"rome": 1200}})
    with pytest.raises(RuleError):
        GAME.parse_options({"epochs": {"egypt": [8, 5, 11]}})


def test_round_limit_ends_the_game_r11() -> None:
    s = new_state(2, round_limit=3)
    s.round = 3
    s.seats[1].ast = 2
    advance_markers(s, [])
    assert s.over and s.end_reason == "civilization.end.round_limit" and s.winners == [1]


def test_no_round_limit_unless_the_table_asks_r11() -> None:
    # Not a rulebook rule: off by default, so a long game is never cut off silently.
    assert CivOptions().round_limit == 0
    assert GAME.parse_options({}).round_limit == 0
    s = new_state(2)
    s.round = 500
    s.seats[1].ast = 2
    advance_markers(s, [])
    assert not s.over and s.end_reason is None and s.winners == []


def test_short_stock_expansion_places_everything_r16() -> None:
    s = new_state(2, scenario="whole_map")
    clear_board(s)
    put(s, 0, "thrace", 2)
    put(s, 0, "macedonia", 1)
    s.seats[0].treasury += s.seats[0].stock - 2
    s.seats[0].stock = 2
    s.phase, s.stage, s.ask = "expansion", "", None
    phases.advance(s, [])
    assert s.ask is not None and s.ask.kind == "grow"
    assert refusal(GAME, s, 0, GAME.parse_action("grow 1 thrace")).key == "civilization.err.grow_total"
    assert refusal(GAME, s, 0, GAME.parse_action("grow 2 macedonia")).key == "civilization.err.grow_area"
    assert refusal(GAME, s, 0, GAME.parse_action("grow 1 thrace; 1 macedonia")) is None


def test_excess_cards_and_black_calamities_r18() -> None:
    from engine.civilization import trade

    s = new_state(3)
    s.seats[0].hand = ["ochre"] * 4 + ["salt", "grain", "epidemic"]
    assert trade.check_discard(s, 0, (), 6).key == "civilization.err.hand_limit"
    assert trade.check_discard(s, 0, ("epidemic",), 6) is None
    assert trade.default_discard(s, 0, 6) == ["epidemic"]
