"""The robot (`engine/civilization/autoplay.py`): its civilization-card plan, its purchases, its
trades, where it founds cities, and that robot games end by the rules."""

from __future__ import annotations

import random
from itertools import combinations
from pathlib import Path

import pytest

from engine.civilization import GAME, autoplay, cards, phases, trade
from engine.civilization.actions import Accept, BuyAdvances, Counter, MakeOffer
from engine.civilization.autoplay import BUY_ORDER, PRICE_CAP, card_plan, plan_for
from engine.civilization.data import ADVANCES, AREAS, CREDIT, MAX_ADVANCES
from engine.civilization.state import CivOptions, CivState
from engine.core import apply
from engine.core import playout as po
from tests.engine.civilization.helpers import clear_board, new_state, put


def _price_in_order(held: tuple[str, ...], plan: tuple[str, ...]) -> int:
    """What `plan` costs bought in buying order, each card with the credits of those before."""
    owned = list(held)
    total = 0
    for a in sorted(plan, key=BUY_ORDER.index):
        total += max(0, ADVANCES[a].cost - sum(CREDIT[b][a] for b in owned))
        owned.append(a)
    return total


def _groups(advances: tuple[str, ...]) -> int:
    return len({g for a in advances for g in ADVANCES[a].groups})


# --- the plan ------------------------------------------------------------------------------------
@pytest.mark.parametrize("goal", [1200, 1300, 1400])
def test_card_plan_meets_every_ast_need(goal: int) -> None:
    found = card_plan((), BUY_ORDER, goal, 7, 3)
    assert found is not None
    plan, price = found
    assert cards.points(list(plan)) >= goal  # the final square (21.1)
    assert 7 <= len(plan) <= MAX_ADVANCES and _groups(plan) >= 3  # Iron and Late Bronze Ages
    assert len(set(plan)) == len(plan)
    for a in plan:  # Law comes before the cards that need it
        assert all(r in plan[: plan.index(a)] for r in ADVANCES[a].requires)
    assert price == _price_in_order((), plan)
    # Far cheaper than the eleven dearest cards bought the same way (credits are worth planning).
    dearest = tuple(sorted(ADVANCES, key=lambda a: -ADVANCES[a].cost)[:MAX_ADVANCES])
    assert price < _price_in_order((), dearest) - 100


def test_card_plan_is_the_cheapest_by_brute_force() -> None:
    held = ("astronomy", "cloth_making", "music", "pottery", "mysticism")
    avail = tuple(a for a in BUY_ORDER if a not in held and a != "medicine")  # medicine sold out
    found = card_plan(held, avail, 1200, 7, 3)
    assert found is not None
    best = None
    for k in range(MAX_ADVANCES - len(held) + 1):
        for extra in combinations(avail, k):
            every = held + extra
            if cards.points(list(every)) < 1200 or _groups(every) < 3 or len(every) < 7:
                continue
            if any(r not in every for a in extra for r in ADVANCES[a].requires):
                continue
            price = _price_in_order(held, extra)
            best = price if best is None else min(best, price)
    assert best is not None and found[1] == best
    assert "medicine" not in found[0] and not set(found[0]) & set(held)


def test_card_plan_keeps_every_card_within_the_price_cap_when_it_can() -> None:
    found = card_plan((), BUY_ORDER, 1300, 7, 3, PRICE_CAP)
    assert found is not None
    held: list[str] = []
    for a in BUY_ORDER:  # the plan is bought in this order: each card with its credits then
        if a in found[0]:
            assert cards.price(held, a) <= PRICE_CAP, a
            held.append(a)
    plan, price, level = plan_for((), BUY_ORDER, (1300, 7, 3))
    assert (plan, price, level) == (*found, 2)
    cheapest = card_plan((), BUY_ORDER, 1300, 7, 3)
    assert cheapest is not None and cheapest[1] <= price


def test_an_unreachable_final_square_plans_the_most_points() -> None:
    held = ("pottery", "cloth_making", "mysticism", "music", "drama_and_poetry", "astronomy", "metal_working")
    avail = tuple(a for a in BUY_ORDER if a not in held and a not in ("philosophy", "democracy"))
    assert card_plan(held, avail, 1200, 7, 3) is None  # four slots cannot bring 1200 without them
    plan, _, reachable = plan_for(held, avail, (1200, 7, 3))
    assert not reachable and len(plan) == MAX_ADVANCES - len(held)
    top = sorted((ADVANCES[a].cost for a in avail), reverse=True)[: len(plan)]
    assert cards.points(list(plan)) == sum(top)  # Law, Engineering, Medicine and one of 110


# --- purchases -----------------------------------------------------------------------------------
def _buying_state(treasury: int, hand: list[str]) -> CivState:
    """Seat 0 (final square at 1200) holds nine cards worth 860: only Law then Philosophy
    still reach its final square."""
    s = new_state(2)
    nation = s.seats[0].nation
    assert nation is not None
    s.options.points = {nation: 1200}
    s.seats[0].advances = ["music", "drama_and_poetry", "architecture", "literacy", "astronomy",
                           "metal_working", "coinage", "engineering", "medicine"]
    s.seats[0].treasury, s.seats[0].hand = treasury, hand
    s.seats[0].stock -= treasury
    s.seats[1].hand = []
    s.ask, s.trade, s.phase, s.stage, s.queue, s.scratch = None, None, "civ_cards", "", [], {}
    phases.advance(s, [])
    assert s.ask is not None and s.ask.kind == "buy" and s.ask.window.waiting() == [0]
    return s


def test_robot_saves_for_the_card_its_final_square_needs() -> None:
    s = _buying_state(40, ["salt", "salt", "salt", "grain"])  # 40 + 31: Pottery, not Law (120)
    assert autoplay.wanted_cards(s, 0) == ("law", "philosophy")
    assert cards.price(s.seats[0].advances, "law") == 120
    action = GAME.autoplay(s, 0, random.Random(1))
    assert action.to_text() == "buy nothing"  # a cheap card now would cost the final square


def test_robot_buys_the_dearest_card_of_its_plan_it_can_pay() -> None:
    s = _buying_state(40, ["gold", "gold", "gold", "salt", "salt"])  # 40 + 81 + 12 = 133
    action = GAME.autoplay(s, 0, random.Random(1))
    assert isinstance(action, BuyAdvances) and action.advances == ("law",)
    applied = apply(GAME, s, 0, action, in_place=True).state
    # Paid 120 with the three gold and 39 of the treasury: no card wasted, the salt kept.
    assert "law" in applied.seats[0].advances
    assert applied.seats[0].treasury == 1 and applied.seats[0].hand == ["salt", "salt"]


# --- trade ---------------------------------------------------------------------------------------
def test_guessing_an_honest_offer_and_distrusting_one_that_cannot_add_up() -> None:
    assert sorted(autoplay._guess(3, 17, "cloth", ["salt"]) or []) == ["cloth", "salt", "salt"]
    assert autoplay._guess(3, 27, "salt", []) == ["salt"] * 3
    # Three cards "worth 5 with cloth" and nothing else named: two cards are unaccounted for.
    assert autoplay._guess(3, 5, "cloth", []) is None


def _trading_state(hands: list[list[str]]) -> CivState:
    s = new_state(len(hands))
    for seat, hand in enumerate(hands):
        s.seats[seat].hand = list(hand)
    s.ask, s.phase = None, "trade"
    assert trade.start(s, [])
    return s


def test_robot_answers_an_offer_only_when_it_completes_its_sets() -> None:
    s = _trading_state([["grain", "grain", "grain", "ochre", "hides", "iron"],
                        ["grain", "ochre", "ochre", "iron", "papyrus"]])
    # Seat 1 offers a grain and two ochre: seat 0 gets a fourth grain (36 + 4 -> 64 + 4).
    s = apply(GAME, s, 1, GAME.parse_action("offer 3 value 8 with grain claim ochre"), in_place=True).state
    action = GAME.autoplay(s, 0, random.Random(1))
    assert isinstance(action, Counter) and action.offer == 1
    gives = autoplay._guess(action.count, action.value, action.commodity, action.claims)
    assert sorted(gives or []) == ["hides", "iron", "ochre"]  # it keeps its set
    # An offer of cards it has no use for is not answered.
    s = _trading_state([["grain", "grain", "grain", "salt", "hides", "cloth"],
                        ["iron", "iron", "papyrus", "ochre", "ochre"]])
    s = apply(GAME, s, 1, GAME.parse_action("offer 3 value 9 with iron claim ochre"), in_place=True).state
    assert autoplay._guess(3, 9, "iron", ["ochre"]) == ["iron", "iron", "ochre"]
    assert GAME.autoplay(s, 0, random.Random(1)).verb != "counter"


def test_robot_offers_the_cards_it_misses_least() -> None:
    s = _trading_state([["bronze", "bronze", "bronze", "ochre", "hides", "iron"],
                        ["salt", "salt", "salt", "salt"]])
    action = GAME.autoplay(s, 0, random.Random(1))
    assert isinstance(action, MakeOffer)
    gives = autoplay._guess(action.count, action.value, action.commodity, action.claims)
    assert sorted(gives or []) == ["hides", "iron", "ochre"]


def test_robot_reads_an_offer_from_its_true_facts_and_the_risk_of_a_calamity_16_3() -> None:
    # Named kinds that add up, and no room for a card worth nothing: trusted.
    assert autoplay.read_offer(3, 17, "cloth", ("salt",)) == (("cloth", "salt", "salt"), 0.0)
    # Three cards worth 2 holding hides: no three commodities are worth so little (the cheapest
    # are worth 1 each, and a pair 4), so one card is worth nothing: a calamity, surely.
    assert autoplay.read_offer(3, 2, "hides", ()) == (("hides",), 1.0)
    # Nothing claimed, and the value fits three commodities but also two and a calamity: only
    # the grain is sure, and a calamity is as likely as not.
    assert autoplay.read_offer(3, 9, "grain", ()) == (("grain",), 0.5)
    # Nothing claimed, the value fits commodities only: only the grain is sure, no calamity.
    only_plain = next(v for v in range(5, 60)
                      if v in autoplay._values(3, "grain") and not any(
                          v in autoplay._values(3 - k, "grain") for k in (1, 2)))
    assert autoplay.read_offer(3, only_plain, "grain", ()) == (("grain",), 0.0)


def _robots_then(s: CivState, human: int) -> list[str]:
    """Run the robot seats as a table's runner does (the lowest awaited seat whose robot does
    not wait, `cogs/async_play.py`) until only waiting robots or the human are awaited."""
    played = []
    for _ in range(200):
        awaited = GAME.seats_awaited(s)
        ready = [p for p in awaited if p != human and not GAME.robot_waits(s, p)]
        if not ready:
            break
        action = GAME.autoplay(s, ready[0], random.Random(1))
        played.append(f"{ready[0]} {action.to_text()}")
        s = apply(GAME, s, ready[0], action, in_place=True).state
    return played


def test_robots_wait_for_a_human_trader_and_accept_a_counter_that_helps_them_16() -> None:
    """Issue 30: at a table the robots are run one after another as soon as they are awaited;
    they used to offer and be done at once, before any human could answer. Now a robot with an
    offer open waits while others trade, and accepts a human's counter that completes a set."""
    s = _trading_state([["grain", "salt", "ochre", "hides"],          # the human
                        ["grain", "grain", "iron", "papyrus", "ochre"],
                        ["bronze", "bronze", "salt", "spices", "hides"]])
    played = _robots_then(s, human=0)
    assert any(x.startswith("1 offer") for x in played) and any(x.startswith("2 offer") for x in played)
    assert s.trade is not None and 1 not in s.trade.done and 2 not in s.trade.done
    assert GAME.robot_waits(s, 1) and GAME.robot_waits(s, 2)
    offer = next(o for o in s.trade.offers if o.seat == 1 and o.answers is None)
    # The human answers seat 1's offer with a grain (its third) and two cheap cards, naming them.
    s = apply(GAME, s, 0, f"counter o{offer.id} 3 value 6 with grain claim hides ochre", in_place=True).state
    counter = max(o.id for o in s.trade.offers)
    played = _robots_then(s, human=0)
    assert played[:2] == [f"1 accept o{counter}", played[1]] and played[1].startswith("1 give"), played
    (deal,) = s.trade.deals
    assert sorted(deal.given.seats) == [0, 1] and 1 in deal.given.answers
    (d,) = GAME.decisions_of(s, 0)
    s = apply(GAME, s, 0, d.default.to_text(), in_place=True).state
    assert s.seats[1].hand.count("grain") == 3


def test_robot_refuses_a_counter_that_must_hide_a_calamity_and_passes_its_own_19_3() -> None:
    s = _trading_state([["hides", "ochre", "civil_disorder", "salt"],
                        ["ochre", "ochre", "iron", "papyrus", "grain"]])
    played = _robots_then(s, human=0)
    offer = next(o for o in s.trade.offers if o.seat == 1 and o.answers is None)
    # Hides and ochre would complete the robot's ochre; but three cards worth 2 hide a calamity.
    s = apply(GAME, s, 0, f"counter o{offer.id} 3 value 2 with hides claim ochre", in_place=True).state
    played = _robots_then(s, human=0)
    assert not any("accept" in x for x in played) and GAME.robot_waits(s, 1)
    # A robot holding a black calamity puts it among the cards it offers (it costs it nothing).
    s = _trading_state([["grain", "grain", "grain"], ["ochre", "iron", "epidemic", "salt", "salt"]])
    action = GAME.autoplay(s, 1, random.Random(1))
    assert isinstance(action, MakeOffer)
    given = trade.find_cards(s.seats[1].hand, action.count, action.value, action.commodity)
    assert given is not None and "epidemic" in given


# --- a stalled game (bench/civilization_stall.py) -----------------------------------------------
STALLS = Path(__file__).resolve().parents[3] / "bench" / "data"


def _stall(position: str) -> CivState:
    """A stored deadlock: every nation on column 12 with a frozen hand (docs/civilization.md,
    "The 120-round game of seed 100084")."""
    s = GAME.load_state((STALLS / f"civilization_stall_{position}.json").read_text())
    assert isinstance(s, CivState)
    return s


def test_a_robot_whose_full_hand_cannot_pay_for_its_plan_is_stuck() -> None:
    s = _stall("100084_r40")
    # Thrace: six Salt (108) and 47 tokens, two kept for its city: 153, and Law costs it 165.
    assert s.seats[0].nation == "thrace" and s.seats[0].ast == 12
    assert autoplay.stuck(s, 0)
    # Assyria: Medicine at 80 is within its hand (44) and its tokens.
    assert not autoplay.stuck(s, 1)
    # A hand under the limit still grows by its draws; a marker short of column 12 still moves.
    s.seats[0].hand.pop()
    assert not autoplay.stuck(s, 0)
    s = _stall("100084_r40")
    s.seats[0].ast = 11
    assert not autoplay.stuck(s, 0)


def test_a_stuck_robot_sells_its_dearest_cards_to_a_hand_that_buys_with_them() -> None:
    """A stuck robot answers an offer even at a loss, with its dearest three cards: Thrace's
    Salt, useless for its Law, make Assyria's six Salt, and the deal is struck."""
    s = _stall("100084_r40")
    s.ask, s.phase = None, "trade"
    assert trade.start(s, [])
    offer = GAME.autoplay(s, 1, random.Random(1))
    assert isinstance(offer, MakeOffer) and offer.commodity == "gold"  # Gold and two Papyrus
    s = apply(GAME, s, 1, offer, in_place=True).state
    counter = GAME.autoplay(s, 0, random.Random(1))
    assert isinstance(counter, Counter)
    assert (counter.count, counter.value, counter.commodity) == (3, 27, "salt")  # three Salt
    s = apply(GAME, s, 0, counter, in_place=True).state
    accept = GAME.autoplay(s, 1, random.Random(1))
    assert isinstance(accept, Accept)


@pytest.mark.parametrize("order", [1, 2, 3])
def test_robots_get_out_of_a_stalled_game_and_end_it_on_the_final_square(order: int) -> None:
    """Round 50 of the 7-player robot game of seed 100375, every nation but Italy on column 12
    with a frozen hand (`bench.civilization_stall --position 100375_r50`): played on in the
    bench's seeded orders, the game used to reach round 71, 86 and 111 (8 of 20 orders the round
    limit); the stuck robots' trades now end it on the final square within ten rounds."""
    s = _stall("100375_r50")
    rnd = random.Random(order)
    while not GAME.is_over(s) and s.round <= 60:
        seat = po.next_seat(GAME, s, rnd)
        s = apply(GAME, s, seat, GAME.autoplay(s, seat, rnd), in_place=True, robot=True).state
    outcome = GAME.outcome(s)
    assert outcome is not None and s.round <= 60
    assert outcome.reason in ("civilization.end.final_square", "civilization.end.tie_break")


# --- cities --------------------------------------------------------------------------------------
def test_robot_founds_no_city_in_a_big_area_off_the_city_sites() -> None:
    s = new_state(2, scenario="whole_map")
    clear_board(s)
    # Twenty-six tokens around Germania: no city site near, big areas (limits 3-5).
    for area, n in (("germania", 5), ("pannonia", 4), ("dacia", 3), ("lower_germany", 3),
                    ("danube", 5), ("illyricum", 2), ("rhenus", 1), ("sudeten", 1), ("scythia", 2)):
        put(s, 0, area, n)
    s.ask, s.trade, s.phase, s.stage = None, None, "movement", ""
    phases.advance(s, [])
    assert s.ask is not None and s.ask.kind == "move"
    action = GAME.autoplay(s, 0, random.Random(3))
    after = apply(GAME, s, 0, action, in_place=True).state
    for area, d in after.tokens.items():
        if not AREAS[area].city_site and AREAS[area].limit > 2:
            assert d.get(0, 0) < 12, (area, d)


# --- whole games ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "seed"), [(5, 7), (8, 2), (5, 100084)])
def test_robot_games_end_on_the_final_square(players: int, seed: int) -> None:
    """Robots play well enough to end a game by the rules (the A.S.T. final square), well
    before the round limit the robot playouts set. Seed 100084 at 5 players (`bench.playouts
    --seed 1`, the 82nd game) reached the round limit of 120 from the robots-trade commit
    (9686e9e) until eb0b3c6: every nation at column 12 from round 40 with one or two cities,
    saving for cards its purse never reached (docs/civilization.md, "The robot")."""
    playout = po.play(GAME, players, CivOptions(round_limit=120), seed)
    assert playout.finished
    state = playout.state
    assert isinstance(state, CivState)
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.reason in ("civilization.end.final_square", "civilization.end.tie_break")
    assert state.round < 100
