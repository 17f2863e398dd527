"""Buttons that disappear say why (issue 37): on a TTA turn whose card row offers no button for
some cards, the board says so — a full civil hand takes no card but wonders, an unfinished
wonder no other wonder."""

from __future__ import annotations

import random

import i18n
from engine.core import apply
from engine.tta import GAME
from present.tta import PRESENTER, card_name, facts

NAMES = ["Ana", "Bruno"]


def test_a_full_civil_hand_says_why_the_row_has_no_buttons() -> None:
    state, rnd = GAME.setup(2, GAME.parse_options({}), 5), random.Random(5)
    for _ in range(400):
        decision = GAME.awaiting(state)[0]
        seat, civ = decision.seat, state.civs[decision.seat]
        limit = GAME.public_view(state)["players"][seat]["ratings"]["civil_hand_limit"]
        if decision.kind in ("actions", "politics") and len(civ.civil_hand) >= limit:
            break
        state = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd), in_place=True).state
    else:
        raise AssertionError("no turn with a full civil hand")
    view = GAME.public_view(state)
    buttons = PRESENTER.buttons(decision, GAME.legal_actions(state, decision.seat), "en", view, NAMES)
    row = {s["slot"]: s["card"] for s in view["row"]}
    taken = [GAME.parse_action(b.action_text) for b in buttons if b.action_text.startswith("take")]
    assert all(facts(row[a.slot]).kind == "wonder" for a in taken)
    for lang in ("en", "es"):
        text = PRESENTER.public_message(view, NAMES, [decision], lang).description
        line = i18n.t("tta.ui.hand_full", lang, who=NAMES[decision.seat], n=len(civ.civil_hand), limit=limit)
        assert line in text, text


def test_an_unfinished_wonder_says_why_the_rows_wonders_have_no_buttons() -> None:
    state, rnd = GAME.setup(2, GAME.parse_options({}), 1), random.Random(1)
    for _ in range(7):
        seat = GAME.seats_awaited(state)[0]
        state = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd), in_place=True).state
    [decision] = GAME.awaiting(state)
    building = state.civs[decision.seat].unfinished
    assert building is not None
    view = GAME.public_view(state)
    text = PRESENTER.public_message(view, NAMES, [decision], "es").description
    said = i18n.t("tta.ui.wonder_unfinished", "es", who=NAMES[decision.seat], card=card_name(building, "es"))
    assert said in text, text
