"""The Antike presenter without Discord: panel, buttons, the final text, the public log."""

from __future__ import annotations

import random

import i18n
from cogs.antike import AntikePresenter, localized, user_names
from engine.antike import GAME
from engine.core import Outcome, apply

PRESENTER = AntikePresenter()


def test_rondel_buttons_show_the_cost_and_orders_are_not_buttons() -> None:
    state = GAME.setup(3, GAME.parse_options({}), 1)
    decision = GAME.awaiting(state)[0]
    legal = [a.to_text() for a in GAME.legal_actions(state, decision.seat)]
    specs = PRESENTER.buttons(decision, legal, "en")
    assert {s.action_text for s in specs} == {t for t in legal if t.startswith("rondel ")}
    assert all(s.label.endswith("· free") for s in specs)
    assert PRESENTER.rondel_label(["arming", "1", "pay", "coin"], "es") == \
        "🛡️ Armamento · 1 recurso(s): moneda"
    assert PRESENTER.rondel_label(["maneuver2", "2", "pay", "gold", "coin"], "en") == \
        "⚔️ Maneuver II · 2 resource(s): gold, coin"


def test_panel_names_nation_and_player_and_user_names_for_two_players() -> None:
    state = GAME.setup(2, GAME.parse_options({}), 3)
    view = GAME.public_view(state)
    names = ["alice (1)", "bob (2)", "alice (3)", "bob (4)"]
    assert user_names(view, names) == ["alice", "bob"]
    message = PRESENTER.public_message(view, names, GAME.awaiting(state), "en")
    seat = GAME.awaiting(state)[0].seat
    nation = view["nations"][seat]["nation"]
    assert f"({names[seat][:-4]})" in message.description
    assert nation.capitalize()[:4] in message.description.split("Waiting for:")[1]
    assert len(message.fields) == 4


def test_localized_params_and_final_text_lists_every_nation() -> None:
    params = {"nation": "greeks", "province": "leptis_magna", "pay": "gold coin", "paid": 2}
    names_es = localized(params, "es")
    assert names_es == {"nation": "🔵 " + i18n.t("antike.nation.greeks", "es"), "province": "Leptis Magna",
                        "pay": "oro, moneda", "paid": 2}
    state = GAME.setup(3, GAME.parse_options({}), 5)
    rnd = random.Random(5)
    while not GAME.is_over(state):
        seat = GAME.awaiting(state)[0].seat
        state = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd)).state
    outcome = GAME.outcome(state)
    assert isinstance(outcome, Outcome)
    dumped = outcome.model_dump(mode="json")
    names = ["alice", "bob", "carol"]
    text = PRESENTER.final_text(dumped, names, "en")
    winner = outcome.winners[0]
    assert text.splitlines()[0].startswith("🏆") and names[winner] in text.splitlines()[0]
    for seat, name in enumerate(names):
        assert f"({name}): {len(state.nations[seat].personages)} personages" in text
    view = GAME.public_view(state)
    assert view["log"] and all(entry["key"].startswith("antike.log.") for entry in view["log"])
