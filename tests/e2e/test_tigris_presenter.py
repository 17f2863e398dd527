"""The Tigris presenter on its own: buttons for every decision kind, labels, texts, the end."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import i18n
from engine.core import Decision, Event, apply
from engine.tigris import GAME
from present.tigris import MAX_DECISION_BUTTONS, PRESENTER

COG = Path(__file__).resolve().parents[2] / "present" / "tigris.py"


def decisions_of_every_kind() -> dict[str, tuple[Decision, list[str], dict]]:
    """The first decision of each kind met in robot games (buildings variant on, 3 players)."""
    found: dict[str, tuple[Decision, list[str], dict]] = {}
    options = GAME.parse_options({"buildings": True})
    for seed in range(1, 12):
        state = GAME.setup(3, options, seed)
        rnd = random.Random(seed)
        while not GAME.is_over(state) and len(found) < 6:
            (decision,) = GAME.awaiting(state)
            if decision.kind not in found:
                legal = GAME.legal_actions(state, decision.seat)
                found[decision.kind] = (decision, legal, GAME.player_view(state, decision.seat))
            state = apply(GAME, state, decision.seat, GAME.autoplay(state, decision.seat, rnd)).state
        if len(found) == 6:
            break
    return found


KINDS = decisions_of_every_kind()


def test_the_robot_games_meet_every_decision_kind():
    assert set(KINDS) == {"action", "war_order", "support", "monument", "building", "treasure"}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("kind", ["action", "war_order", "support", "monument", "building", "treasure"])
def test_every_decision_kind_gets_readable_buttons(kind: str, lang: str):
    decision, legal, _ = KINDS[kind]
    specs = PRESENTER.buttons(decision, legal, lang)
    assert specs and len(specs) <= MAX_DECISION_BUTTONS
    for spec in specs:
        assert GAME.parse_action(spec.action_text) in legal
        assert spec.label and spec.label != spec.action_text and "{" not in spec.label
        assert len(spec.label) <= 80
    # Support answers come from the hidden hand: private (DM); every other kind is public.
    assert decision.private == (kind == "support")
    if kind == "support":
        assert {s.action_text for s in specs} == {a.to_text() for a in legal}
    if kind in ("monument", "building"):
        assert any(s.action_text.endswith(" none") for s in specs)


def test_support_buttons_show_the_totals():
    attacker = Decision(seat=0, kind="support", private=True, params={
        "conflict": "war", "color": "green", "support_color": "green", "role": "attacker",
        "attacker_total": None, "base": 2})
    defender = Decision(seat=1, kind="support", private=True, params={
        "conflict": "war", "color": "green", "support_color": "green", "role": "defender",
        "attacker_total": 5, "base": 3})
    support = [GAME.parse_action(f"support {n}") for n in range(3)]
    assert PRESENTER.buttons(attacker, support[:2], "en")[1].label == "Commit 1 🟩 → total 3"
    label = PRESENTER.buttons(defender, [support[0], support[2]], "es")[1].label
    assert label == "Revelar 2 🟩 → 5 contra 5"


def test_labels_name_monuments_and_colours_in_the_language():
    def label(text: str, lang: str) -> str:
        return PRESENTER.button_label(GAME.parse_action(text), lang)

    assert label("monument red-black F3", "es") == "🏛 Monumento 🟥⬛ rojo–negro en F3"
    assert label("war green", "en") == "War first: 🟩 traders"
    assert label("monument none", "es") == "Sin monumento"
    assert label("building blue C4", "en") == "Building: 🟦 granary on C4"
    assert label("treasure B2", "es") == "💎 Tomar el tesoro de B2"


def test_too_many_building_options_keep_none():
    decision = Decision(seat=0, kind="building")
    texts = ["building none"] + [f"building red {c}{r}" for c in "ABC" for r in range(1, 11)]
    legal = [GAME.parse_action(t) for t in texts]
    specs = PRESENTER.buttons(decision, legal, "en")
    assert len(specs) == MAX_DECISION_BUTTONS and specs[0].action_text == "building none"


def test_events_are_translated_with_names_and_nested_keys():
    view = {"players": [{"seat": 0, "dynasty": "bow"}, {"seat": 1, "dynasty": "lion"}]}
    points = Event(key="tigris.log.points", params={"seat": 1, "dynasty": "lion", "color": "red",
                                                   "amount": 2, "reason": "war"})
    assert PRESENTER.event_line(points, view, ["Alice", "Bob"], "es") == \
        "🦁 Bob gana 2 puntos 🟥 rojos (templo) (conflicto externo)."
    over = Event(key="tigris.log.game_over", params={"winners": ["bow"], "reason": "bag"})
    assert PRESENTER.event_line(over, view, ["Alice", "Bob"], "en") == \
        "The game is over (the bag ran out). Winner: 🏹 Alice."


def test_private_text_has_the_support_prompt_only_for_the_seat_that_decides():
    decision, _, view = KINDS["support"]
    text = PRESENTER.private_text(view, "en")
    assert "You attack" in text or "You defend" in text
    other = dict(view, private=dict(view["private"], seat=(decision.seat + 1) % 3))
    assert "You attack" not in PRESENTER.private_text(other, "en")


def test_private_events_are_shown_only_to_the_seat_they_are_addressed_to():
    _, _, view = KINDS["action"]
    seat = view["private"]["seat"]
    drawn = Event(key="tigris.log.drawn", to=[seat], params={"tiles": ["red", "blue"]})
    assert "📥 You draw: 🟥 🟦." in PRESENTER.private_text(view, "en", [drawn])
    assert "📥" not in PRESENTER.private_text(view, "en")
    other = Event(key="tigris.log.drawn", to=[seat + 1], params={"tiles": ["red", "blue"]})
    assert "📥" not in PRESENTER.private_text(view, "en", [other])


def test_final_text_explains_the_tie_break_and_shows_statistics():
    stats = {k: 0 for k in ("revolt_attack_won", "revolt_attack_lost", "points_monument")}
    outcome = {
        "ranking": [[1], [0]], "scores": {"0": 5, "1": 5}, "reason": "tigris.outcome.tie_break",
        # The engine names the tie-break it used (see engine.tigris.scoring.final_outcome).
        "reason_params": {"dynasties": ["lion"], "seats": [1], "level": 2, "tied": 5, "winner_value": 8,
                          "runner_up_value": 7},
        "detail": {
            "dynasties": {"0": "bow", "1": "lion"},
            "points": {"0": {"red": 9, "blue": 5, "green": 7, "black": 8},
                       "1": {"red": 10, "blue": 4, "green": 8, "black": 9}},
            "treasures": {"0": 0, "1": 1},
            "final": {"0": {"red": 9, "blue": 5, "green": 7, "black": 8},
                      "1": {"red": 10, "blue": 5, "green": 8, "black": 9}},
            "sorted": {"0": [5, 7, 8, 9], "1": [5, 8, 9, 10]},
            "stats": {"0": dict(stats, revolt_attack_won=2), "1": dict(stats, points_monument=3)},
            "catastrophes": {"0": 1, "1": 0},
        },
    }
    text = PRESENTER.final_text(outcome, ["Alice", "Bob"], "en")
    assert text.splitlines()[0] == "🏆 Winner: 🦁 Bob"
    assert "decided on the second weakest colour: 8 against 7" in text
    assert "🟦 5 (+1💎)" in text
    assert "revolts won–lost attacking 2–0" in text and "monument points 3" in text
    es = PRESENTER.final_text(outcome, ["Alice", "Bob"], "es")
    assert "segunda categoría más baja" in es and "Estadísticas" in es


def test_every_catalog_key_of_the_cog_exists_in_both_languages():
    source = COG.read_text()
    keys = set(re.findall(r'"((?:cmd\.)?tigris\.[a-z_.]+[a-z])"', source))
    catalog = i18n.catalog()
    missing = sorted(k for k in keys if k not in catalog and not k.endswith("."))
    assert not missing
    for key, texts in catalog.items():
        if key.startswith(("tigris.", "cmd.tigris")):
            assert set(texts) == {"en", "es"}, key
            assert i18n.placeholders(texts["en"]) == i18n.placeholders(texts["es"]), key


def test_the_support_prompt_names_the_opponent_by_player_name_when_known():
    _, _, view = KINDS["support"]
    conflict = view["conflict"]
    role = conflict["stage"]
    other = conflict["defender" if role == "attacker" else "attacker"]
    names = ["Ana", "Ben", "Cai", "Dee"][:len(view["players"])]
    with_names = PRESENTER.private_text(view, "en", (), names)
    assert names[other["seat"]] in with_names
    assert names[other["seat"]] not in PRESENTER.private_text(view, "en")


def test_the_images_recent_moves_are_the_changes_public_events_naming_players():
    """Issue 17 item 15: recent moves name players (not dynasties), from the change's events,
    as the embed does; a private event (tiles drawn) never reaches the image."""
    _, _, view = KINDS["action"]
    drawn: dict[str, object] = {}

    def draw(view: dict, **kwargs: object) -> bytes:
        drawn.update(kwargs)
        return b"png"

    tile = {"seat": 1, "dynasty": "lion", "color": "red", "square": "F3"}
    events = [Event(key="tigris.log.tile", params=tile),
              Event(key="tigris.log.drawn", to=[1], params={"seat": 1, "tiles": ["blue"]}),
              Event(key="tigris.log.pass", params={"seat": 0, "dynasty": "bow"})]
    saved = PRESENTER.draw_board
    PRESENTER.draw_board = draw
    try:
        assert PRESENTER.render(view, ["Alice", "Bob", "Carol"], "es", events) == b"png"
    finally:
        PRESENTER.draw_board = saved
    assert drawn["log"] == ["🦁 Bob coloca una loseta 🟥 roja (templo) en F3.", "🏹 Alice pasa."]
    assert drawn["names"] == ["Alice", "Bob", "Carol"] and drawn["lang"] == "es"


def test_the_acknowledgement_is_what_the_move_did_in_words():
    """`done_text` words the events its player may see (their own point totals included)."""
    ana = {"seat": 0, "dynasty": "bow", "color": "black"}
    events = [Event(key="tigris.log.tile", params={**ana, "square": "G4"}),
              Event(key="tigris.log.points", params={**ana, "amount": 1, "reason": "tile"}),
              Event(key="tigris.log.points_total", to=[0], params={"seat": 0, "color": "black", "total": 4})]
    said = PRESENTER.done_text(GAME.parse_action("tile black G4"), "es", ["Ana", "Ben"], events)
    assert said == ("🏹 Ana coloca una loseta ⬛ negra (población) en G4.\n"
                    "🏹 Ana gana un punto ⬛ negro (población) (loseta).\n"
                    "Tus puntos de ⬛ negro (población): 4.")
    assert PRESENTER.done_text(GAME.parse_action("pass"), "en", ["Ana"], []) is None
