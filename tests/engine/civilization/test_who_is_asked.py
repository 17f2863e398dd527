"""Who is asked to buy civilization cards (§17), to return trade cards (§18, §19.4) and to buy
Gold (§15.7) depends only on what the table sees (ruling R36): a seat whose hidden hand
affords nothing, or holds a black calamity, is asked like any other, its default "nothing" (or
what the limit forces)."""

from __future__ import annotations

import random

from engine.civilization import GAME, autoplay, phases
from engine.civilization.board import ast_order
from engine.civilization.state import CivState
from engine.core import apply
from tests.engine.civilization.helpers import (
    check_invariants,
    city,
    clear_board,
    deal,
    give_treasury,
    new_state,
    purchases,
)


def _asks_until_calamities(s: CivState) -> list[tuple[str, tuple[int, ...]]]:
    """Every seat's default played until phase 11 ends: each question's kind and the seats it
    waited for, as the public view shows them."""
    seen = []
    while s.phase == "civ_cards" and s.ask is not None:
        ask = GAME.public_view(s)["ask"]
        seen.append((ask["kind"], tuple(ask["waiting"])))
        d = GAME.awaiting(s)[0]
        assert d.default is not None
        s = apply(GAME, s, d.seat, d.default, in_place=True).state
    return seen


def test_a_seat_whose_hand_affords_nothing_is_asked_to_buy_all_the_same_17_2() -> None:
    # Seat 0 holds one Hides (worth 1): no card within its purse, but only it knows that.
    s = purchases([["hides"], ["grain"] * 3, []], [0, 0, 0])
    order = list(reversed(ast_order(s)))
    buyers = [p for p in order if p != 2]  # seat 2: no card, no treasury, as everyone sees
    assert s.ask is not None and s.ask.kind == "buy" and s.ask.window.waiting() == [buyers[0]]
    for p in buyers:  # each in its turn, privately, its default buying nothing
        for kind, default in (("buy", "buy nothing"), ("discard", "discard nothing")):
            assert s.ask is not None and s.ask.kind == kind and s.ask.window.waiting() == [p]
            (d,) = GAME.awaiting(s)
            assert d.seat == p and d.private and d.default is not None and d.default.to_text() == default
            s = apply(GAME, s, p, d.default, in_place=True).state
    assert s.phase != "civ_cards"
    check_invariants(s)


def test_a_seat_the_table_knows_cannot_buy_is_not_asked_17_7() -> None:
    """No trade card and a treasury short of every price, or eleven cards already (§17.7):
    everyone sees it cannot buy, and it is not asked."""
    s = purchases([[], [], []], [0, 20, 45])
    # Seat 0: nothing at all; seat 1: 20 in its treasury, Mysticism costs 30; seat 2 pays
    # Pottery or Cloth Making (45) from its treasury.
    assert s.ask is not None and s.ask.kind == "buy" and s.ask.window.waiting() == [2]
    s = purchases([["salt"], [], []], [0, 0, 0])
    s.ask = None
    s.stage, s.queue = "", []
    s.seats[0].advances = ["astronomy", "cloth_making", "music", "pottery", "mysticism", "agriculture",
                           "drama_and_poetry", "architecture", "metal_working", "coinage", "literacy"]
    phases.advance(s, [])
    assert s.ask is not None and s.ask.kind == "discard"  # nobody may buy: on to the returns
    s = purchases([[], [], []], [0, 0, 0])
    assert s.ask is None or s.ask.kind not in ("buy", "discard")  # no card anywhere: nothing asked


def test_who_is_asked_in_phase_11_does_not_depend_on_the_hands() -> None:
    """The same public position with other hidden hands (same counts; one with a black calamity,
    one worth nothing): the same questions to the same seats, in the same order."""
    a = purchases([["hides", "ochre"], ["gold"] * 3 + ["salt"] * 4, ["iron"]], [10, 0, 25])
    b = purchases([["epidemic", "gems"], ["ochre"] * 7, ["civil_disorder"]], [10, 0, 25])
    assert _asks_until_calamities(a) == _asks_until_calamities(b)


def test_every_seat_holding_a_card_is_asked_to_return_cards_after_its_purchase_18_19_4() -> None:
    # Nothing to buy for anyone (no treasury, worthless cards): each turn is the return alone.
    hands = [["ochre"] * 4 + ["hides"] * 3 + ["epidemic"], ["hides", "piracy"], ["ochre"]]
    s = purchases(hands, [0, 0, 0])
    order = list(reversed(ast_order(s)))
    asked = []
    while s.phase == "civ_cards" and s.ask is not None:
        assert s.ask.sequential
        (d,) = GAME.awaiting(s)
        asked.append((d.kind, d.seat))
        assert d.private and d.default is not None
        if d.kind == "buy":
            s = apply(GAME, s, d.seat, d.default, in_place=True).state
            continue
        limit, must = 6, {0: 2, 1: 0, 2: 0}[d.seat]
        assert d.params == {"limit": limit, "must": must}
        # The default returns what the limit forces (the calamity first), else nothing.
        assert d.default.to_text() == {0: "discard 1 hides 1 epidemic"}.get(d.seat, "discard nothing")
        # Seat 1 puts its black calamity back (§19.4); the others take the default.
        answer = "discard 1 piracy" if d.seat == 1 else d.default.to_text()
        ev = apply(GAME, s, d.seat, answer, in_place=True).events
        told = [e.params for e in ev if e.key == "civilization.log.discarded"]
        assert told == [{"seat": d.seat, "count": {0: 2, 1: 1, 2: 0}[d.seat]}]
    # Seat 0 may buy (it holds cards): asked, then its return; the others likewise.
    assert asked == [(kind, p) for p in order for kind in ("buy", "discard")]
    assert s.seats[1].hand == ["hides"] and len(s.seats[0].hand) == 6 and s.stacks[8][-1] == "piracy"
    check_invariants(s)


def test_the_robot_answers_every_return_and_keeps_a_hand_within_the_limit_18() -> None:
    hands = [["ochre"] * 4 + ["hides"] * 3 + ["epidemic"], ["hides", "piracy"], ["ochre"]]
    s = purchases(hands, [0, 0, 0])
    rnd = random.Random(1)
    while s.phase == "civ_cards" and GAME.awaiting(s):
        d = GAME.awaiting(s)[0]
        s = apply(GAME, s, d.seat, autoplay.choose(GAME, s, d, rnd), in_place=True).state
    assert s.phase != "civ_cards" and all(len(p.hand) <= 6 for p in s.seats)


def test_gold_is_offered_by_the_treasury_and_stack_9_alone_15_7() -> None:
    """Gold is paid from the treasury (§15.7), which everyone sees, with the cards left in stack
    9: whatever a seat drew, the same offer (and none without a city, R29)."""
    offers = []
    for hand in (["gold", "gold"], ["ochre", "epidemic"]):
        s = new_state(3)
        clear_board(s)
        city(s, 0, "memphis")
        deal(s, 0, hand)
        give_treasury(s, 0, 40)
        give_treasury(s, 1, 40)  # no city: no draw, no Gold (R29)
        s.phase, s.stage, s.ask, s.queue = "trade_cards", "", None, []
        phases.advance(s, [])
        assert s.ask is not None
        offers.append((s.ask.kind, s.ask.window.seats, s.ask.params))
    assert offers[0] == offers[1] == ("gold", [0], {0: {"most": 2}})


def _old_form(s: CivState) -> CivState:
    """The same position as a version before R36 kept it: one stage "turns", the seat's step in
    `scratch` ("discard" once its purchase was asked, "next" once its discard was)."""
    old = s.model_copy(deep=True)
    assert old.ask is not None
    old.scratch["step"] = "discard" if old.ask.kind == "buy" else "next"
    if old.ask.kind == "discard":  # the old loop popped the seat only after its discard
        old.queue.insert(0, old.ask.window.waiting()[0])
    old.stage = "turns"
    return old


def test_a_game_saved_mid_phase_11_by_an_older_version_goes_on_where_it_stood() -> None:
    """A snapshot of the old phase-11 stage plays on as this version would have (before, no
    stage matched: the phase's loop never ended)."""
    s = purchases([["hides"], ["grain"] * 3, ["iron"] * 2], [0, 0, 0])
    while s.phase == "civ_cards" and s.ask is not None:
        old = _old_form(s)
        d = GAME.awaiting(s)[0]
        assert d.default is not None
        new_after = apply(GAME, s, d.seat, d.default).state
        old_after = apply(GAME, old, d.seat, d.default).state
        assert old_after.model_dump(exclude={"scratch"}) == new_after.model_dump(exclude={"scratch"})
        s = new_after
    assert s.phase != "civ_cards"
