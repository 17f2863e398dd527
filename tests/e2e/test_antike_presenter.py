"""The Antike presenter without Discord: panel, buttons, the final text, the public log."""

from __future__ import annotations

import random

import i18n
from present.antike import AntikePresenter, localized, user_names
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
    # Real plural forms (issue 18), never "recurso(s)".
    assert PRESENTER.rondel_label("arming", 1, ("coin",), "es") == "🛡️ Armamento · 1 recurso: 1 moneda"
    assert PRESENTER.rondel_label("maneuver2", 2, ("gold", "coin"), "en") == \
        "⚔️ Maneuver II · 2 resources: 1 gold and 1 coin"
    assert PRESENTER.rondel_label("temple", 2, (), "es") == "🏛️ Templo · 2 recursos"


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
                        "pay": "1 de oro y 1 moneda", "paid": 2}
    state = GAME.setup(3, GAME.parse_options({}), 5)
    rnd = random.Random(5)
    while not GAME.is_over(state):
        seat = GAME.awaiting(state)[0].seat
        applied = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd))
        state = applied.state
    outcome = GAME.outcome(state)
    assert isinstance(outcome, Outcome)
    dumped = outcome.model_dump(mode="json")
    names = ["alice", "bob", "carol"]
    text = PRESENTER.final_text(dumped, names, "en")
    winner = outcome.winners[0]
    assert text.splitlines()[0].startswith("🏆") and names[winner] in text.splitlines()[0]
    for seat, name in enumerate(names):
        assert f"({name}): {len(state.nations[seat].personages)} personages" in text
    # The panel's latest lines are the events of the change it shows (no log in the view).
    view = GAME.public_view(state)
    assert "log" not in view
    message = PRESENTER.public_message(view, names, [], "en", applied.events)
    latest = message.description.split("**Latest:**")[1]
    assert latest.count("• ") == min(len(applied.events), 8) and "wins" in latest


def test_rondel_buttons_one_per_space_with_the_engines_payment_and_prices_from_params() -> None:
    state = GAME.setup(3, GAME.parse_options({}), 1)
    seat = GAME.awaiting(state)[0].seat
    state.nations[seat].rondel = 0  # on Iron: Arming, Marble, Know-how and Iron cost resources
    [decision] = GAME.awaiting(state)
    legal = [a.to_text() for a in GAME.legal_actions(state, seat)]
    specs = PRESENTER.buttons(decision, legal, "en")
    spaces = [c["space"] for c in decision.params["spaces"]]
    assert [s.action_text.split()[1] for s in specs] == spaces and len(legal) > len(specs)
    arming = next(s for s in specs if s.action_text.startswith("rondel arming"))
    assert arming.action_text == "rondel arming 1 pay gold" and arming.label.endswith("gold")
    # Know-how prices come from the decision: presentation computes none.
    state = apply(GAME, state, seat, "rondel knowhow 3").state
    [decision] = GAME.awaiting(state)
    text = PRESENTER.public_message(GAME.public_view(state), ["a", "b", "c"], [decision], "en").description
    assert "📜 Prices in gold: Wheel 7" in text
    # Nothing to found afterwards: `done` ends the turn, and says so.
    done = [s for s in PRESENTER.buttons(decision, ["done"], "en") if s.action_text == "done"]
    assert done and done[0].label.endswith("end turn")
