"""Issue 31: the rules an audit found missing or wrong, each as a rulebook scenario (every test
here failed on the engine before the fix; docs/civilization.md names the ruling of each)."""

from __future__ import annotations

import pytest

from engine.civilization import GAME, calamities, conflict, movement, phases, ships
from engine.civilization.actions import Move, MoveStep
from engine.civilization.board import city_count, tokens_at
from engine.civilization.state import CivOptions, Ship
from engine.civilization.succession import advance_markers
from engine.core import apply
from tests.engine.civilization.helpers import (
    answer_calamity,
    city,
    clear_board,
    new_state,
    put,
    refusal_key,
    start_calamity,
)


def _board(players: int = 3, **options):
    s = new_state(players, scenario="whole_map", **options)
    clear_board(s)
    s.moved = {}
    return s


def _move_check(s, seat: int, text: str):
    action = GAME.parse_action(text)
    assert isinstance(action, (Move, MoveStep))
    return movement.run(s, seat, action.steps, perform=False)


# --- 1. the Greek coast (§23.3) ------------------------------------------------------------------
def test_no_ship_crosses_the_greek_coast_in_one_movement_even_in_two_steps_23_3() -> None:
    s = _board()
    put(s, 0, "athens", 3)
    s.seats[0].ships = [Ship(area="athens")]
    # One step or two, the same movement: the token it lands in Delphi does not open the other coast.
    assert _move_check(s, 0, "move ship athens>delphi>corinth carry 1").key == "civilization.err.greek_coast"
    bad = _move_check(s, 0, "move ship athens>delphi carry 1; ship delphi>corinth")
    assert bad is not None and bad.key == "civilization.err.greek_coast" and bad.params["n"] == 2
    # Played as two `step` actions of one turn: still refused.
    movement.run(s, 0, GAME.parse_action("step ship athens>delphi carry 1").steps, perform=True)
    assert tokens_at(s, "delphi", 0) == 1 and s.seats[0].ships[0].area == "delphi"
    assert _move_check(s, 0, "step ship delphi>corinth").key == "civilization.err.greek_coast"
    # Back out by the coast it came in by: legal.
    assert _move_check(s, 0, "step ship delphi>athens") is None
    # The next movement turn, with its own token there, the ship may leave by the other coast.
    movement.ships_reset(s)
    s.moved = {}
    assert _move_check(s, 0, "move ship delphi>corinth") is None


# --- 2. piracy: a normal move through areas in play (§22.2.11.2) ---------------------------------
@pytest.mark.parametrize("reach", ["connected", "range"])
def test_a_pirate_ship_reaches_only_through_areas_in_play_22_2_11(reach: str) -> None:
    # Two players, scenario a (Asia, Assyria, Babylon, Egypt): Bithynia and Byzantium are in
    # play, the water between them is not (the Bosporus side belongs to Thrace's region).
    s = new_state(2, piracy_reach=reach)
    clear_board(s)
    assert "bithynia" in s.areas_in_play and "byzantium" in s.areas_in_play
    city(s, 0, "byzantium")
    s.seats[1].ships = [Ship(area="bithynia")]
    start_calamity(s, "piracy", 0, giver=1)
    assert s.cities.get("byzantium") == 0 and s.resolving is None  # no legitimate ship: no effect
    # The reach itself names no area out of play.
    found = movement.water_reach("bithynia", False, None, frozenset(s.areas_in_play))
    assert set(found) <= set(s.areas_in_play) and "byzantium" not in found


def test_a_ship_in_range_may_not_cross_the_greek_coast_for_piracy_23_3() -> None:
    # Epirus is one border from Delphi by the Ionian coast, more than four round the Peloponnese.
    for units, lost in ((0, False), (1, True)):
        s = _board(piracy_reach="range")
        city(s, 0, "epirus")
        s.seats[1].ships = [Ship(area="delphi", side="aegean")]  # came in by the Aegean coast
        if units:  # out by the other coast only with its own units in Delphi
            put(s, 1, "delphi", units)
        start_calamity(s, "piracy", 0, giver=1)
        assert ("epirus" not in s.cities) is lost


# --- 3. epidemic: no area ever left empty (§22.2.8.2) --------------------------------------------
def _epidemic_victim_without_stock():
    s = _board()
    put(s, 0, "thrace", 5)
    put(s, 0, "macedonia", 5)
    for a in ("athens", "corinth", "sparta", "argos"):
        city(s, 0, a)
    s.seats[0].treasury += s.seats[0].stock
    s.seats[0].stock = 0
    return s


def test_epidemic_never_empties_an_area_when_the_stock_is_empty_22_2_8() -> None:
    s = _epidemic_victim_without_stock()
    start_calamity(s, "epidemic", 0)
    if s.ask.kind == "assign":
        answer_calamity(s, 0, "assign")
    assert s.ask.kind == "lose"
    # Four cities (4 points each) would be four empty areas: no token in stock to stand for them.
    assert refusal_key(s, 0, "lose city athens; city corinth; city sparta; city argos") == (
        "civilization.err.epidemic_stock"
    )
    # Another exact loss: the tokens lost go to the stock first, and stand for the cities.
    assert refusal_key(s, 0, "lose city athens; city corinth; city sparta; 4 thrace") is None
    assert refusal_key(s, 0, "lose city athens; city corinth; 4 thrace; 4 macedonia") is None
    answer_calamity(s, 0, "lose city athens; city corinth; city sparta; 4 thrace")
    for a in ("athens", "corinth", "sparta", "thrace", "macedonia"):
        assert tokens_at(s, a, 0) >= 1, a
    assert s.cities == {"argos": 0}


def test_epidemic_loss_target_counts_the_stock_22_2_8() -> None:
    # 2 tokens that may go, four cities, nothing in stock: at most two cities can become tokens,
    # so the most that can be lost is 2 + 2 x 4 = 10 (not the 16 four cities would make).
    assert calamities.loss_target(16, 2, 4, 4, stock=0) == 10
    assert calamities.loss_target(16, 2, 4, 4, stock=4) == 16
    assert calamities.loss_target(16, 2, 4, 4, stock=2) == 18  # the least above 16
    assert calamities.loss_target(16, 2, 4, 4) == 16  # other calamities: cities are removed
    s = _board()
    put(s, 0, "thrace", 3)
    for a in ("athens", "corinth", "sparta", "argos"):
        city(s, 0, a)
    s.seats[0].treasury += s.seats[0].stock
    s.seats[0].stock = 0
    start_calamity(s, "epidemic", 0)
    if s.ask.kind == "assign":
        answer_calamity(s, 0, "assign")
    assert refusal_key(s, 0, "lose city athens; city corinth; city sparta; city argos") == (
        "civilization.err.epidemic_stock"
    )
    answer_calamity(s, 0, s.ask.defaults[0])
    assert city_count(s, 0) == 2 and tokens_at(s, "thrace", 0) == 1
    assert sum(1 for d in s.tokens.values() if d.get(0)) == 3  # the two cities hit are tokens


def test_epidemic_secondary_victims_keep_every_area_too_22_2_8() -> None:
    s = _board()
    for a in ("dacia", "scythia", "moesia", "danube"):
        put(s, 0, a, 5)
    put(s, 1, "syria", 1)
    for a in ("tyre", "sidon", "damascus"):
        city(s, 1, a)
    s.seats[1].treasury += s.seats[1].stock
    s.seats[1].stock = 0
    start_calamity(s, "epidemic", 0)
    answer_calamity(s, 0, "assign 10 to 1")
    # Seat 1 has no token to spare and none in stock: no city can become a token; it loses nothing.
    assert s.cities == {"tyre": 1, "sidon": 1, "damascus": 1} and tokens_at(s, "syria", 1) == 1


# --- 4. the right to insist on A.S.T. order (§5.3 note) ------------------------------------------
def _coinage_table():
    s = new_state(3, scenario="whole_map")
    clear_board(s)
    for seat, area in enumerate(("athens", "thebes", "babylon")):
        city(s, seat, area)
        put(s, seat, {"athens": "thrace", "thebes": "memphis", "babylon": "sumeria"}[area], 3)
        s.seats[seat].advances = ["coinage"]
    s.phase, s.stage, s.ask = "taxes", "", None
    phases.advance(s, [])
    return s


def test_any_player_may_insist_on_ast_order_during_the_game_5_3() -> None:
    s = _coinage_table()
    assert s.ask.kind == "tax" and not s.ask.sequential
    order = s.ask.window.seats  # A.S.T. order
    last = order[-1]
    s = apply(GAME, s, last, "tax 3").state  # sealed, before anyone insists
    assert GAME.private_view(s, last)["sealed"] == {"verb": "tax", "rate": 3}  # as data
    # Seat `order[1]` insists, though it is being asked (an anytime verb): the phase goes on one
    # player at a time in A.S.T. order; the sealed answer of a later player is asked again.
    applied = apply(GAME, s, order[1], "insist taxes")
    s = applied.state
    assert any(e.key == "civilization.log.insist" for e in applied.events)
    assert s.ask.sequential and [d.seat for d in GAME.awaiting(s)] == [order[0]]
    assert GAME.private_view(s, last)["sealed"] is None
    view = GAME.public_view(s)
    assert view["players"][order[1]]["insists"] == ["taxes"]
    s = apply(GAME, s, order[0], "tax 1").state
    assert s.seats[order[0]].tax_rate == 1  # applied at once: the next player sees it
    assert [d.seat for d in GAME.awaiting(s)] == [order[1]]
    # A standing setting: the next round's taxes are in A.S.T. order too, until released.
    s.ask = None
    s.phase, s.stage = "taxes", ""
    phases.advance(s, [])
    assert s.ask.sequential
    s = apply(GAME, s, order[1], "insist taxes no").state
    assert s.seats[order[1]].insists == []
    s.ask = None
    s.phase, s.stage = "taxes", ""
    phases.advance(s, [])
    assert not s.ask.sequential


def test_insisting_is_open_to_every_seat_and_checked_5_3() -> None:
    s = _coinage_table()
    assert "insist" in GAME.anytime
    assert GAME.check(s, 2, GAME.parse_action("insist all")) is None
    s = apply(GAME, s, 2, "insist all").state
    assert s.ask.sequential
    # Already so: nothing to change.
    assert refusal_key(s, 2, "insist all") == "civilization.err.insist_already"
    assert refusal_key(s, 1, "insist taxes no") == "civilization.err.insist_not_set"


# --- 5. the defender's demand (§11.8.2) ----------------------------------------------------------
def _demand_table():
    """Seat 1 (Thrace's city at Athens, 4 in stock) is attacked by 7 of seat 0's tokens; seat 1's
    own 5 tokens attack seat 2's city at Memphis and fail there. Athens comes first in A.S.T.
    order, so with no demand it surrenders; resolved after Memphis, seat 1's 5 tokens come home
    and it defends Athens."""
    s = new_state(3, scenario="whole_map")
    clear_board(s)
    order = sorted(range(3), key=lambda p: phases.ast_key(s, p))
    attacker, defender, third = order[2], order[0], order[1]
    city(s, defender, "athens")
    put(s, attacker, "athens", 7)
    city(s, third, "memphis")
    put(s, defender, "memphis", 5)
    p = s.seats[defender]
    p.treasury += p.stock - 1
    p.stock = 1
    s.phase, s.stage, s.ask = "conflict", "", None
    return s, attacker, defender, third


def test_the_defender_may_demand_his_other_conflicts_first_11_8_2() -> None:
    for answer, surrendered in (("demand yes", False), ("demand no", True)):
        s, _, defender, _ = _demand_table()
        phases.advance(s, [])
        decisions = GAME.awaiting(s)
        assert [(d.seat, d.kind) for d in decisions] == [(defender, "demand")]
        d = decisions[0]
        assert d.params["city"] == "athens" and d.params["first"] == ["memphis"]
        assert d.default.to_text() == "demand no" and d.rule_default
        applied = apply(GAME, s, defender, answer)
        s = applied.state
        keys = {e.key: e.params for e in applied.events}
        # Defended: the city became six tokens that fought the attackers; surrendered: his.
        assert ("civilization.log.city_surrendered" in keys) is surrendered, answer
        assert ("civilization.log.city_attacked" in keys) is not surrendered, answer
        assert keys["civilization.log.demand"] == {
            "seat": defender, "area": "athens", "first": "no" if surrendered else "yes",
            "before": ["memphis"], "n": 1}
        assert tokens_at(s, "memphis", defender) == 0  # his attack on Memphis failed either way


def test_no_demand_is_offered_when_it_changes_nothing_11_8_2() -> None:
    s, attacker, defender, _ = _demand_table()
    s.seats[defender].stock += 6  # enough in stock anyway: the fixed order decides alone
    s.seats[defender].treasury -= 6
    phases.advance(s, [])
    assert s.ask is None or s.ask.kind != "demand"
    assert s.cities.get("athens") != attacker  # defended in the fixed order


def test_the_robot_demands_when_it_saves_its_city_11_8_2() -> None:
    import random

    s, _, defender, _ = _demand_table()
    phases.advance(s, [])
    assert GAME.autoplay(s, defender, random.Random(0)).to_text() == "demand yes"


# --- 6. Peasants and Citizens shortened (§32.4.2) -------------------------------------------------
def test_peasants_and_citizens_may_be_shortened_by_one_or_two_rounds_32_4_2() -> None:
    for shorter in (0, 1, 2):
        s = new_state(3, game="peasants", shorter_by=shorter)
        assert [p.ast for p in s.seats] == [shorter] * 3
        view = GAME.public_view(s)
        assert view["players"][0]["ast"] == shorter
    with pytest.raises(ValueError):
        CivOptions(game="full", shorter_by=1)  # the full game has its own shorter games (§30)
    # Two rounds shorter: a nation with two cities crosses into the Bronze Age (column 5) in
    # three rounds instead of five.
    s = new_state(3, game="peasants", shorter_by=2)
    clear_board(s)
    city(s, 0, "athens")
    city(s, 0, "corinth")
    for _ in range(3):
        assert not s.over
        advance_markers(s, [])
    assert s.over and s.winners == [0] and s.seats[0].ast == 5


# --- 8. the same ship intent in any order of its steps -------------------------------------------
def test_fleet_steps_do_not_depend_on_their_order_9() -> None:
    s = _board()
    put(s, 0, "athens", 4)
    s.seats[0].ships = [Ship(area="athens")]
    s.seats[0].treasury = 5
    s.seats[0].stock -= 5
    for text in ("fleet keep athens; build athens", "fleet build athens; keep athens"):
        assert ships.check(s, 0, GAME.parse_action(text).steps) is None, text
    # Scrapping and rebuilding in one area is refused whatever the order (§9.4).
    for text in ("fleet build athens", "fleet build athens levy 1; keep corinth"):
        bad = ships.check(s, 0, GAME.parse_action(text).steps)
        assert bad is not None
        assert bad.key in ("civilization.err.ship_rebuilt", "civilization.err.no_ship_to_keep")
    # Two ships in Athens, one kept and one built there: refused in either order.
    s.seats[0].ships = [Ship(area="athens"), Ship(area="athens")]
    for text in ("fleet keep athens; build athens", "fleet build athens; keep athens"):
        assert ships.check(s, 0, GAME.parse_action(text).steps).key == "civilization.err.ship_rebuilt"


def test_random_conflicts_with_demands_keep_every_invariant_11_8_2() -> None:
    """Random city fights among four players with small stocks: every demand offered changes
    whether its city surrenders, every answer (yes, no, the default, the robot's) keeps every
    piece in one place, and the phase always ends."""
    import random

    from engine.core import playout as po
    from tests.engine.civilization.helpers import check_invariants

    rnd = random.Random(31)
    sites = ["athens", "corinth", "sparta", "argos", "thebes", "memphis", "tyre", "sidon", "damascus",
             "babylon"]
    offered = answered_yes = 0
    for _ in range(80):
        s = new_state(4, scenario="whole_map")
        clear_board(s)
        owners = {a: rnd.randrange(4) for a in rnd.sample(sites, 6)}
        for a, o in owners.items():
            city(s, o, a)
        for a, o in owners.items():
            for p in rnd.sample([q for q in range(4) if q != o], rnd.randint(1, 2)):
                put(s, p, a, rnd.choice([3, 5, 7, 8, 9]))
        for p in s.seats:
            keep = rnd.randint(0, 8)
            if p.stock > keep:
                p.treasury += p.stock - keep
                p.stock = keep
        s.phase, s.stage, s.ask = "conflict", "", None
        phases.advance(s, [])
        while s.ask is not None and s.ask.kind == "demand":
            offered += 1
            (d,) = GAME.awaiting(s)
            po.check_defaults(GAME, s)
            city_area = d.params["city"]
            assert d.params["first"] and s.cities[city_area] == d.seat
            demands = s.scratch["demands"]
            assert city_area in conflict.surrendered(s, conflict.city_order(s, demands))
            demanded = conflict.city_order(s, [*demands, [d.seat, city_area]])
            assert city_area not in conflict.surrendered(s, demanded)
            robot = GAME.autoplay(s, d.seat, rnd).to_text()
            answer = rnd.choice(["demand yes", "demand no", d.default.to_text(), robot])
            answered_yes += answer == "demand yes"
            s = apply(GAME, s, d.seat, answer).state
            check_invariants(s)
        assert s.phase != "conflict"
    assert offered >= 5 and answered_yes >= 2, (offered, answered_yes)


# --- 7. what the rulebook leaves open, stated and held -------------------------------------------
def test_the_help_states_every_choice_the_rulebook_leaves_open() -> None:
    """`/game help game:civilization` (its rulings section) names each of them, in both
    languages, with its section (docs/civilization.md, rulings R1, R3, R28-R32)."""
    import i18n

    for lang in ("en", "es"):
        text = i18n.t("civilization.help.rulings", lang)
        gaul = i18n.t("civilization.area.belgica", lang)
        for mark in ("§9)", "§15)", "§17.9, §17.10", "§21.2", "§22.3.4", "§22.2.8.2", "§22.2.11", "§23.3",
                     "§11.8.2", "§5.3", gaul, "Media", "1400", "docs/civilization.md"):
            assert mark in text, (lang, mark)


def test_a_ship_built_pays_no_upkeep_the_round_it_is_built_9() -> None:
    s = _board()
    put(s, 0, "athens", 2)
    s.seats[0].treasury, s.seats[0].stock = 5, s.seats[0].stock - 5
    ships.apply(s, 0, GAME.parse_action("fleet build athens").steps, [])
    assert s.seats[0].treasury == 3 and len(s.seats[0].ships) == 1  # 2 for the ship, no upkeep


def test_no_city_no_trade_card_and_no_gold_15() -> None:
    from engine.civilization import trade

    s = _board()
    city(s, 1, "memphis")
    s.seats[0].treasury, s.seats[0].stock = 40, s.seats[0].stock - 40
    assert trade.draw_order(s) == [1]  # seat 0, with 40 in its treasury, is not asked about Gold
    s.phase, s.stage, s.ask, s.queue = "trade_cards", "", None, []
    ev: list = []
    phases.advance(s, ev)
    drawn = [e for e in ev if e.key == "civilization.log.cards_drawn"]
    assert [e.params["seat"] for e in drawn] == [1] and s.seats[0].hand == []
    assert s.ask is not None and s.ask.kind == "buy"  # on to the purchases: no Gold asked


def test_cards_bought_together_pay_from_one_pooled_payment_17_10() -> None:
    from engine.civilization import cards

    s = _board()
    s.seats[0].hand = ["grain"] * 4 + ["salt"] * 2  # 64 + 12 = 76
    a, b = "pottery", "mysticism"
    assert cards.price([], a) + cards.price([], b) == 75
    # One payment for both (no card alone needs all of it): the 1 over their total is lost.
    assert cards.check(s, 0, GAME.parse_action(f"buy {a} {b} pay 4 grain 2 salt")) is None
    # The treasury tops up the pooled payment to the exact total (§17.8).
    s.seats[0].treasury, s.seats[0].stock = 20, s.seats[0].stock - 20
    assert cards.check(s, 0, GAME.parse_action(f"buy {a} {b} pay 4 grain treasury 11")) is None
    bad = cards.check(s, 0, GAME.parse_action(f"buy {a} {b} pay 4 grain treasury 12"))
    assert bad is not None and bad.key == "civilization.err.treasury_exact"


def test_a_tie_that_survives_the_tie_break_is_a_shared_win_21_2() -> None:
    from engine.civilization.data import ADVANCES

    s = new_state(2, scenario="whole_map")
    for seat in (0, 1):
        p = s.seats[seat]
        p.ast = 12
        p.advances = sorted(ADVANCES, key=lambda x: -ADVANCES[x].cost)[:11]
        p.hand, p.treasury = [], 0
        city(s, seat, ["athens", "corinth"][seat])
    advance_markers(s, [])
    assert s.over and s.winners == [0, 1] and s.end_reason == "civilization.end.tie_break"
    assert GAME.outcome(s).ranking[0] == [0, 1]


def test_pottery_tells_only_the_points_it_saves_22_3_4() -> None:
    s = _board()
    put(s, 0, "thrace", 3)
    put(s, 0, "macedonia", 3)
    s.seats[0].advances = ["pottery"]
    s.seats[0].hand = ["grain", "gems", "grain", "epidemic"]
    ev = start_calamity(s, "famine", 0)
    (told,) = [e for e in ev if e.key == "civilization.log.pottery"]
    assert told.to is None and told.params == {"seat": 0, "relief": 8}  # 2 Grain: 8 of the 9
    assert told.reveals  # the Grain it shows: an undo needs the others' consent
    for e in ev:
        if e.to is None:
            assert "gems" not in str(e.params) and "epidemic" not in str(e.params)


def test_the_map_stand_ins_for_the_joc_board_r1_r3() -> None:
    from engine.civilization.data import NATION

    assert NATION["gaul"].start == "belgica" and NATION["assyria"].start == "media"
    assert {n.points for n in NATION.values()} == {1200, 1300, 1400}
    assert NATION["egypt"].points == NATION["babylon"].points == 1400
