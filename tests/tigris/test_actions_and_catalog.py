"""Action text forms and the message catalog."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import i18n
from engine.core import InvalidActionText
from engine.tigris import GAME
from tests.tigris.helpers import blank

CANONICAL = [
    "tile red F3", "tile blue E1", "leader black G4", "withdraw green", "catastrophe H5",
    "swap red red blue", "swap black", "pass", "support 0", "support 12", "war green",
    "monument red-black F3", "monument none", "treasure B2", "building blue E8", "building none",
]


@pytest.mark.parametrize("text", CANONICAL)
def test_round_trip(text):
    action = GAME.parse_action(text)
    assert action.to_text() == text
    assert GAME.parse_action(action.to_text()) == action


@pytest.mark.parametrize(("given", "canonical"), [
    ("TILE Red f3", "tile red F3"), ("leader king g4", "leader black G4"),
    ("Withdraw TRADER", "withdraw green"),
    ("swap blue red red", "swap red red blue"), ("monument black-red a1", "monument red-black A1"),
    ("  pass  ", "pass"), ("leader sacerdote h5", "leader red H5"),
])
def test_case_and_aliases(given, canonical):
    assert GAME.parse_action(given).to_text() == canonical


@pytest.mark.parametrize("text", [
    "", "tile", "tile purple F3", "tile red Q3", "tile red F12", "tile red F0", "leader red", "swap",
    "swap red red red red red red red", "support -1", "support x", "war", "monument red-red A1",
    "monument red A1", "treasure", "building none A1", "pass now", "dance",
])
def test_syntax_errors(text):
    with pytest.raises(InvalidActionText) as err:
        GAME.parse_action(text)
    assert err.value.key == "tigris.err.syntax"


def _used_keys() -> set[str]:
    root = Path(__file__).resolve().parents[2] / "engine" / "tigris"
    found: set[str] = set()
    for path in root.glob("*.py"):
        found |= set(re.findall(r'"(tigris\.(?:err|log|outcome|decision)\.[a-z_]+)"', path.read_text()))
    found |= {"tigris.log.revolt_result", "tigris.log.war_result"}
    found |= {f"tigris.decision.{k}" for k in ("action", "war_order", "support", "monument", "building",
                                               "treasure")}
    return found


def test_every_key_is_in_the_catalog_in_both_languages():
    catalog = i18n.catalog()
    missing = sorted(k for k in _used_keys() if k not in catalog)
    assert not missing
    for key, texts in catalog.items():
        if key.startswith("tigris."):
            assert set(texts) == {"en", "es"}, key
            assert i18n.placeholders(texts["en"]) == i18n.placeholders(texts["es"]), key
    for name in ("tigris.name", "tigris.color.red", "tigris.color.blue", "tigris.color.green",
                 "tigris.color.black", "tigris.dynasty.bow", "tigris.dynasty.urn"):
        assert name in catalog


def test_error_params_fill_their_placeholders():
    """Each error raised in play fills every placeholder of its text."""
    state = blank(2)
    for text in ["tile blue F3", "tile red E1", "tile black B2", "leader red E1", "leader red A11",
                 "withdraw red", "catastrophe F3", "swap green green", "war red", "support 1",
                 "monument red-black A1", "treasure B2", "building red A1"]:
        try:
            GAME.apply_action(state.model_copy(deep=True), 0, GAME.parse_action(text))
        except Exception as exc:  # RuleError expected
            key, params = exc.key, exc.params  # type: ignore[attr-defined]
            for lang in ("en", "es"):
                assert i18n.placeholders(i18n.catalog()[key][lang]) <= set(params), (text, key)
        else:
            pytest.fail(f"{text} was accepted")


def test_a_negative_support_commitment_cannot_even_be_built():
    import pydantic

    from engine.tigris.actions import CommitSupport

    with pytest.raises(pydantic.ValidationError):
        CommitSupport(count=-5)
    assert CommitSupport(count=0).to_text() == "support 0"
