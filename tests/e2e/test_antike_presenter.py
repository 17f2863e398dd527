"""The Antike presenter without Discord: panel, buttons, the final text, the public log."""

from __future__ import annotations

import random
import re
from pathlib import Path

import engine.antike
import engine.antike.board
import i18n
from engine.antike import GAME
from engine.core import Event, Outcome, apply
from present.antike import AntikePresenter, event_text, localized, user_names
from tests.e2e.text_scan import Said, TextScan

PRESENTER = AntikePresenter()


def test_rondel_buttons_show_the_cost_and_orders_are_not_buttons() -> None:
    state = GAME.setup(3, GAME.parse_options({}), 1)
    decision = GAME.awaiting(state)[0]
    legal = GAME.legal_actions(state, decision.seat)
    specs = PRESENTER.buttons(decision, legal, "en")
    assert {s.action_text for s in specs} == {a.to_text() for a in legal if a.verb == "rondel"}
    assert all("· free" in s.label for s in specs)
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
    legal = GAME.legal_actions(state, seat)
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
    specs = PRESENTER.buttons(decision, [GAME.parse_action("done")], "en")
    done = [s for s in specs if s.action_text == "done"]
    assert done and done[0].label.endswith("end turn")


# Every refusal and event the engine writes, with params as the engine passes them (ids, seats).
REFUSALS: dict[str, dict[str, object]] = {
    "antike.err.arm_nothing": {}, "antike.err.arming_cost": {"cost": 1},
    "antike.err.arming_limit": {"province": "athen", "limit": 1, "done": 1},
    "antike.err.city_cost": {}, "antike.err.city_taken": {"province": "leptis_magna"},
    "antike.err.conquest_strength": {"province": "sparta", "defence": 1},
    "antike.err.conquest_units": {"unit": "legion", "province": "sparta", "count": 1},
    "antike.err.fight_no_units": {"unit": "galley", "province": "knossos", "nation": "persians"},
    "antike.err.fight_pairs": {"most": 1}, "antike.err.fight_self": {"nation": "greeks"},
    "antike.err.found_needs_unit": {"province": "pella"},
    "antike.err.knowhow_cost": {"knowhow": "wheel", "cost": 7},
    "antike.err.knowhow_needs": {"knowhow": "navigation", "requires": "sailing"},
    "antike.err.knowhow_owned": {"knowhow": "currency"},
    "antike.err.last_city": {"province": "susa", "nation": "persians"},
    "antike.err.move_actions_count": {"count": 1, "given": 2},
    "antike.err.nation_taken": {"nation": "arabs"},
    "antike.err.no_actions_left": {"unit": "legion", "province": "athen", "steps": 2, "count": 1},
    "antike.err.no_city_markers": {"limit": 25}, "antike.err.no_enemy_city": {"province": "athen"},
    "antike.err.no_galleys_here": {"province": "gordion"}, "antike.err.no_galleys_left": {"limit": 17},
    "antike.err.no_legions_here": {"province": "knossos"}, "antike.err.no_legions_left": {"limit": 17},
    "antike.err.no_nation_yet": {},
    "antike.err.no_such_units": {"unit": "galley", "province": "athen", "actions": "3 1", "ready": "2 2"},
    "antike.err.no_temples_left": {},
    "antike.err.not_enough_units": {"unit": "legion", "province": "athen", "count": 1},
    "antike.err.not_now": {}, "antike.err.not_your_city": {"province": "memphis"},
    "antike.err.order_unchanged": {"order": "never"}, "antike.err.pairs_when_passing": {},
    "antike.err.pay_count": {"paid": 1, "given": 2}, "antike.err.release_invalid": {"province": "athen"},
    "antike.err.release_needed": {}, "antike.err.rondel_cost": {"paid": 1},
    "antike.err.rondel_cost_mismatch": {"space": "maneuver", "paid": 0, "costs": "maneuver1 2, maneuver2 1"},
    "antike.err.temple_cost": {"cost": 5}, "antike.err.temple_exists": {"province": "athen"},
    "antike.err.unknown_space": {"name": "Forum"},
    "antike.err.legion_border": {"origin": "athen", "to": "knossos"},
    "antike.err.galley_border": {"origin": "gordion", "to": "sinope"},
    "antike.err.player_count": {"count": 7}, "antike.err.west_board_unavailable": {},
}
EVENTS: dict[str, dict[str, object]] = {
    "antike.log.moved": {"nation": "greeks", "unit": "galley", "count": 1, "origin": "athen",
                         "to": "knossos"},
    "antike.log.let_pass": {"nation": "persians", "province": "knossos"},
    "antike.log.battle": {"attacker": "greeks", "defender": "persians", "unit": "galley",
                          "province": "knossos", "pairs": 1},
    "antike.log.conquest": {"nation": "greeks", "province": "leptis_magna", "defender": "phoenicians",
                            "defence": 1, "temple": False},
    "antike.log.start_player": {"nation": "phoenicians"},
    "antike.log.nation_chosen": {"seat": 1, "nation": "egyptians"},
    "antike.log.coin": {"nation": "arabs"},
    "antike.log.rondel_paid": {"nation": "greeks", "space": "maneuver2", "paid": 2, "pay": "gold coin"},
    "antike.log.rondel": {"nation": "greeks", "space": "knowhow"},
    "antike.log.produce": {"nation": "greeks", "resource": "marble", "amount": 1},
    "antike.log.no_coin": {"nation": "arabs", "resource": "iron"},
    "antike.log.found": {"nation": "arabs", "province": "mecca"},
    "antike.log.temple": {"nation": "arabs", "province": "mecca"},
    "antike.log.armed": {"nation": "arabs", "province": "mecca", "legions": 1, "galleys": 0},
    "antike.log.knowhow": {"nation": "arabs", "knowhow": "wheel", "cost": 7, "first": True},
    "antike.log.order": {"nation": "arabs", "order": "city"},
    "antike.log.stack_empty": {"nation": "arabs", "personage": "king"},
    "antike.log.personage": {"nation": "arabs", "personage": "navigator", "number": 1,
                             "reason": "navigator_threshold"},
    "antike.log.winner": {"nation": "arabs", "count": 1},
    "antike.log.sudden_death": {},
    "antike.log.winner_temple": {"nation": "arabs"},
}


def _engine_keys(prefix: str) -> set[str]:
    source = "\n".join(p.read_text() for p in Path(engine.antike.__file__).parent.glob("*.py"))
    return set(re.findall(rf'"(antike\.{prefix}\.[a-z_]+)"', source))


def test_every_refusal_and_event_reads_in_words_in_both_languages() -> None:
    """Refusals name provinces, nations, know-hows and units by name, count with real plurals,
    and name the rulebook's section; events too (issue 18). Checked with the e2e text scan."""
    assert _engine_keys("err") <= set(REFUSALS), _engine_keys("err") - set(REFUSALS)
    logged = _engine_keys("log")
    assert logged <= set(EVENTS) | {"antike.log.knowhow_first"}, logged - set(EVENTS)
    board = engine.antike.board.load_board()
    english = {"legion", "galley", "Greeks", "Persians", "marble", "iron", "gold", "coin", "Wheel", "Sailing",
               "Navigation", "Currency", "Maneuver", "resources", "never", "city"}
    ids = set(board.nations) | {"maneuver1", "maneuver2", "knowhow"}
    scan = TextScan(None, raw={None: ids, "es": english})
    names = ["Alice", "Bob", "Carol"]
    without_rule = {"antike.err.not_now", "antike.err.order_unchanged", "antike.err.player_count",
                    "antike.err.west_board_unavailable"}
    for lang in ("en", "es"):
        for key, params in REFUSALS.items():
            for variant in (params, {k: (2 if v == 1 else v) for k, v in params.items()}):
                text = PRESENTER.refusal_text(key, dict(variant), lang, names)
                found = scan.check(Said(key, text, lang))
                assert not found and "{" not in text, (lang, key, text, found)
                assert key in without_rule or "(§ " in text, (lang, key, text)
        for key, params in EVENTS.items():
            for variant in (params, {k: (2 if v == 1 else v) for k, v in params.items()}):
                text = event_text(Event(key=key, params=dict(variant)), lang, names)
                found = scan.check(Said(key, text, lang))
                assert not found and "{" not in text, (lang, key, text, found)
    assert PRESENTER.refusal_text("antike.err.no_such_units", REFUSALS["antike.err.no_such_units"], "en") == (
        "Your galley units in Athen do not have those actions left (3, 1): they have 2, 2. "
        "(§ Movement maneuver)")
    assert event_text(Event(key="antike.log.nation_chosen", params={"seat": 1, "nation": "egyptians"}),
                      "es", names) == "Bob dirige 🟡 Egipto."


def test_a_battle_demand_names_the_units_entering_and_the_defenders() -> None:
    params = {"nation": "greeks", "mover": "arabs", "province": "athen", "unit": "galley", "entering": 1,
              "defenders": 2}
    text = PRESENTER.decision_words("battle_demand", params, "es")
    assert text == ("🔵 Grecia: 🟢 Arabia entra en Atenas con 1 galera, donde tienes 2 galeras. "
                    "¿Exiges batalla?")


def test_what_players_read_they_can_type() -> None:
    """Every province, nation and rondel space reads back as itself from its name in either
    language (the Spanish rulebook's spellings: Atenas, Cyrenne), so a typed name is never refused."""
    board = engine.antike.board.load_board()
    for lang in i18n.LANGUAGES:
        for pid in board.names:
            assert GAME.resolve("province", i18n.t(f"antike.province.{pid}", lang)) == pid, (lang, pid)
        for nid in board.nations:
            assert GAME.resolve("nation", i18n.t(f"antike.nation.{nid}", lang)) == nid, (lang, nid)
        for space in engine.antike.board.RONDEL:
            assert GAME.resolve("space", i18n.t(f"antike.space.{space}", lang)) in (space, "maneuver")


def test_a_draft_names_the_players_and_the_nations_still_free() -> None:
    state = GAME.setup(3, GAME.parse_options({"nation_choice": "draft"}), 2)
    decisions = GAME.awaiting(state)
    message = PRESENTER.public_message(GAME.public_view(state), ["Alice", "Bob", "Carol"], decisions, "es")
    assert "?" not in message.description + "".join(t + b for t, b in message.fields)
    assert [t for t, _ in message.fields] == ["Alice", "Bob", "Carol"]
    free = i18n.format_list([PRESENTER.action_label(GAME.parse_action(f"nation {n}"), "es")
                             for n in decisions[0].params["choices"]], "es")
    assert f"Civilizaciones libres: {free}" in message.description
    assert "**Turno:** Alice — eligiendo civilizaciones" in message.description


def test_an_unusable_space_is_marked_and_a_turn_with_nothing_left_has_one_end_turn_button() -> None:
    """Issue 17.13 and ruling 3: Temple may be chosen without anything to build it with, but its
    button says there is nothing to do there; once there, the only button is End turn, the
    panel says why, and it comes by DM."""
    from tests.engine.antike.helpers import act, blank, cities, turn_of

    state = blank()
    cities(state, "greeks", "athen")
    s = turn_of(state, "greeks")
    [decision] = GAME.awaiting(state)
    legal = GAME.legal_actions(state, s)
    for lang in ("en", "es"):
        specs = {GAME.parse_action(b.action_text).space: b for b in PRESENTER.buttons(decision, legal, lang)}
        marked = i18n.t("antike.button.rondel_unusable", lang, label="")
        for space in ("temple", "arming", "knowhow"):
            assert specs[space].label.endswith(marked) and specs[space].style == "secondary", specs[space]
        assert not specs["iron"].label.endswith(marked) and specs["iron"].style == "primary"
    state, _ = act(state, s, "rondel temple")
    [decision] = GAME.awaiting(state)
    legal = GAME.legal_actions(state, s)
    for lang in ("en", "es"):
        specs = PRESENTER.buttons(decision, legal, lang)
        assert [b.action_text for b in specs] == ["done"]
        nation = i18n.t("antike.nation.greeks", lang)
        assert nation in specs[0].label
        line = PRESENTER.awaiting_line(["Ann", "Ben", "Cat", "Dan"], [decision], lang)
        assert i18n.t("antike.decision.only_done", lang, nation="").split(":")[1].strip() in line
    assert PRESENTER.dm_prompt(decision)
