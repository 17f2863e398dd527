"""Civilization's views, events and refusals carry actions and steps as data (issue 32): the
presenter words them without reading any text, as it worded their text forms before, and events
an older version stored with the text forms read the same (`Game.stored_event`)."""

from __future__ import annotations

from engine.civilization import GAME
from engine.civilization.actions import LoseCity, LoseTokens, MoveShip, MoveTokens
from engine.core import Event
from engine.core.grammar import action_data, step_data
from present.civilization import PRESENTER

NAMES = ["Ana", "Ben", "Cleo"]


def _lines(events: list[Event], lang: str = "en") -> list[str]:
    return PRESENTER.describe(events, NAMES, lang) or []


def test_units_lost_and_moves_are_worded_from_their_data() -> None:
    lost = Event(key="civilization.log.units_lost", params={
        "seat": 1, "why": "flood", "units": [step_data(LoseTokens(count=3, area="memphis")),
                                             step_data(LoseCity(area="thebes"))]})
    [line] = _lines([lost])
    assert line.startswith("Ben loses 3 in Memphis; city of Thebes"), line
    moved = Event(key="civilization.log.moved", params={
        "seat": 0, "orders": [step_data(MoveTokens(count=2, path=("thebes", "memphis")))]})
    assert _lines([moved]) == ["Ana moves: 2 Thebes → Memphis."]
    [spanish] = _lines([moved], "es")
    assert "Tebas → Menfis" in spanish and ">" not in spanish


def test_a_city_told_on_its_own_line_is_not_told_again_among_the_units() -> None:
    events = [Event(key="civilization.log.city_lost", params={"seat": 1, "area": "thebes", "why": "flood"}),
              Event(key="civilization.log.units_lost", params={
                  "seat": 1, "why": "flood", "units": [step_data(LoseCity(area="thebes")),
                                                       step_data(LoseTokens(count=2, area="memphis"))]})]
    lines = _lines(events)
    assert len(lines) == 2 and "2 in Memphis" in lines[1] and "Thebes" not in lines[1], lines


def test_events_stored_with_the_old_text_forms_read_as_the_new_ones() -> None:
    new = {"key": "civilization.log.units_lost", "params": {"seat": 1, "why": "flood", "units": [
        {"count": 3, "area": "memphis"}, {"kind": "city", "area": "thebes"}]}}
    old = {"key": "civilization.log.units_lost", "params": {"seat": 1, "why": "flood",
                                                            "units": "3 memphis; city thebes"}}
    assert GAME.stored_event(old) == GAME.stored_event(new) == Event.model_validate(new)
    moved = {"key": "civilization.log.moved", "params": {"seat": 0, "orders": "2 thebes>memphis"}}
    assert GAME.stored_event(moved).params["orders"] == [{"count": 2, "path": ["thebes", "memphis"]}]
    pick = {"key": "civilization.log.faction_pick",
            "params": {"seat": 0, "victim": 0, "units": "city thebes"}}
    assert GAME.stored_event(pick).params["units"] == [{"kind": "city", "area": "thebes"}]
    unreadable = {"key": "civilization.log.moved", "params": {"seat": 0, "orders": "fly to the moon"}}
    assert GAME.stored_event(unreadable).params["orders"] == []
    for lang in ("en", "es"):
        assert _lines([GAME.stored_event(old)], lang) == _lines([GAME.stored_event(new)], lang)


def test_a_refused_step_is_worded_from_its_data() -> None:
    ship = MoveShip(path=("athens", "rhodes"), carry=2)
    params = {"n": 1, "step": step_data(ship), "area": "athens"}
    text = PRESENTER.refusal_text("civilization.err.no_ship", params, "en", NAMES)
    assert text.startswith("Step 1 (ship Athens → Rhodes (2 aboard)): you have no ship in Athens"), text
    assert "{" not in text and "carry" not in text and ">" not in text, text


def test_the_dm_words_the_sealed_answer_and_offers_the_buy_plans_from_data() -> None:
    order = GAME.parse_action("lose 3 memphis; city thebes")
    view = {"players": [], "phase": "calamities", "private": {
        "seat": 0, "hand": [], "hand_value": 0, "sealed": action_data(order), "buy_plans": {}}}
    dm = PRESENTER.private_text(view, "en", [], NAMES)
    assert PRESENTER.action_label(order, "en", NAMES) in dm and "city thebes" not in dm
