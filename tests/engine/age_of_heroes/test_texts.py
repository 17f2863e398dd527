"""Action texts round-trip; every key the engine can emit has en and es texts."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import i18n
from engine.age_of_heroes import GAME
from engine.age_of_heroes.cards import CARD_ORDER, ITEMS, TRIBE_IDS
from engine.age_of_heroes.rules import KIND_ACTIONS
from engine.core import InvalidActionText, apply

ENGINE = Path(__file__).resolve().parents[3] / "engine" / "age_of_heroes"

TEXTS = [
    "tribe romans", "tribe random", "ask road 2", "allow", "deny", "tax", "swap iron", "build city",
    "build city pay wood wood gold", "build general on a3", "build general on a3 pay gold gold",
    "build road to 1", "attack 2 conquest", "attack 0 raze", "send a4", "send all", "hero", "hero on a4",
    "launch", "back", "pass", "done", "place 2", "discard iron", "discard random",
    "offer 1 wood 1 stone for 2 gold to 3", "offer 1 gold for nothing to 1 private",
    "offer nothing for 1 marble",
    "counter 7 1 wood for 1 iron", "accept 7", "decline 7", "cancel 7", "quake a2", "quake random",
    "volcano 1", "volcano random", "luck", "no luck", "olympics", "hold a2", "ready", "assign a3 5",
    "assign h1 2", "assign auto", "fight a3", "fight h2", "fight random",
]


@pytest.mark.parametrize("text", TEXTS)
def test_texts_round_trip(text):
    action = GAME.parse_action(text)
    assert action.to_text() == text
    assert GAME.parse_action(action.to_text()) == action


BAD = ["", "build castle", "attack two plunder", "offer 1 wood", "send 3",
       "offer 1 wood for 1 gold to 2 secret", "place", "fight b1", "tribe vikings"]


@pytest.mark.parametrize("text", BAD)
def test_bad_texts_are_syntax_errors(text):
    with pytest.raises(InvalidActionText):
        GAME.parse_action(text)


def test_parsing_is_forgiving_about_case_and_spaces():
    assert GAME.parse_action("  Build   CITY ") == GAME.parse_action("build city")


def _placeholders_match(key: str) -> None:
    texts = i18n.catalog()[key]
    assert texts.get("en") and texts.get("es"), key
    assert i18n.placeholders(texts["en"]) == i18n.placeholders(texts["es"]), key


def test_every_error_key_has_texts():
    source = "\n".join(p.read_text() for p in ENGINE.glob("*.py"))
    keys = set(re.findall(r'refuse\("([a-z_]+)"', source))
    assert len(keys) > 30
    for key in keys:
        _placeholders_match(f"age_of_heroes.err.{key}")


def test_every_decision_name_card_and_item_has_texts():
    for kind in KIND_ACTIONS:
        _placeholders_match(f"age_of_heroes.decision.{kind}")
    for key in ("name", *(f"card.{c}" for c in CARD_ORDER), *(f"item.{i}" for i in ITEMS),
                *(f"tribe.{t}" for t in TRIBE_IDS), "win.cities", "win.monument", "win.last_standing",
                "goal.conquest", "goal.plunder", "goal.raze"):
        _placeholders_match(f"age_of_heroes.{key}")


def test_every_event_emitted_in_games_has_texts_and_its_params():
    seen: dict[str, set[str]] = {}
    for players, seed in ((2, 1), (4, 2), (6, 3)):
        rnd = random.Random(seed)
        state, events = GAME.setup_with_events(players, GAME.parse_options({}), seed)
        while not GAME.is_over(state):
            seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
            applied = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd))
            state = applied.state
            events += applied.events
        for e in events:
            seen.setdefault(e.key, set()).update(e.params)
    for key, params in seen.items():
        _placeholders_match(key)
        missing = i18n.placeholders(i18n.catalog()[key]["en"]) - params
        assert not missing, (key, missing)
    for decision_kind in KIND_ACTIONS:
        assert f"age_of_heroes.decision.{decision_kind}" in i18n.catalog()


def test_public_log_lines_hide_private_answers():
    for text in ("assign a3 5", "fight a3", "luck", "discard iron", "offer 1 marble for 1 iron",
                 "offer 1 marble for 1 iron to 2 private", "attack 1 raze", "hero on a3", "accept 3"):
        key, params = GAME.describe_action(GAME.parse_action(text))
        assert key == "age_of_heroes.log.action_hidden" and params == {}
    # No seat number and no discarded card (a payment, a swapped card: issue 17.1, 17.4).
    for text, key in (("build city pay wood wood gold", "did.build_city"), ("swap grain", "did.swap"),
                      ("ask road 2", "did.ask_road"), ("volcano 1", "did.volcano")):
        assert GAME.describe_action(GAME.parse_action(text)) == (f"age_of_heroes.{key}", {})
        assert f"age_of_heroes.{key}" in i18n.catalog()
    assert "age_of_heroes.log.action_hidden" in i18n.catalog()


@pytest.mark.parametrize(("typed", "text"), [
    ("tribe Romanos", "tribe romans"), ("tribe egipcios", "tribe egyptians"), ("build ciudad", "build city"),
    ("build Ejército", "build army"), ("build ejercito", "build army"),
    ("build carretera to 1", "build road to 1"),
    ("attack 1 saqueo", "attack 1 plunder"), ("attack 2 arrasar", "attack 2 raze"), ("accept #7", "accept 7"),
    ("offer 2 madera 1 oro for nothing", "offer 2 wood 1 gold for nothing"),
])
def test_spanish_words_and_shown_forms_are_read(typed, text):
    """Players type what they read (issue 18): Spanish names, offers as shown (`#7`)."""
    assert GAME.parse_action(typed).to_text() == text
