"""Words players read (issue 37): counts with their plural, articles, places with ties, the
engine core's refusals in the reader's words, table options in any case."""

from __future__ import annotations

import pytest

import i18n
from cogs.lobby import RepeatedOption, parse_options
from present.base import presenter_for
from present.ranking import places
from present.refusals import refusal_words, usage_text
from tests.e2e.text_scan import ENGLISH_WORD


def test_tied_seats_share_a_place_and_the_next_skips() -> None:
    assert list(places([[2], [0, 3], [1]])) == [(1, 2), (2, 0), (2, 3), (4, 1)]
    scores = {str(s): {"cities": 3 - s, "monument": 1} for s in range(4)}
    outcome = {"ranking": [[0], [1, 2], [3]], "scores": scores}
    text = presenter_for("age_of_heroes").final_text(outcome, ["Ana", "Bea", "Cal", "Dan"], "en")
    assert "**2.** Bea" in text and "**2.** Cal" in text and "**4.** Dan" in text and "**3.**" not in text


@pytest.mark.parametrize(("key", "params", "lang", "wanted"), [
    ("async.log.header", {"page": 1, "pages": 1, "n": 1}, "es", "(1 acción)"),
    ("async.log.header", {"page": 1, "pages": 2, "n": 7}, "es", "(7 acciones)"),
    ("async.undo.you_undid", {"n": 2}, "en", "(2 actions)"),
    ("service.err.bad_player_count", {"count": 1, "allowed": "2, 3"}, "en", "by one player;"),
    ("lobby.players", {"n": 1, "range": "2", "names": "Bob"}, "en",
     "Players: Bob (1 joined; the game takes 2)"),
    ("admin.check.summary", {"games": 1, "replayed": 1, "problems": 0}, "en", "checked 1 game (1 replayed)"),
    ("age_of_heroes.err.cannot_pay", {"item": "Army", "item_id": "army"}, "en", "cannot pay for an army"),
    ("age_of_heroes.log.monument", {"seat": "Ana", "count": 2, "total": 6, "card": "Wood"}, "en",
     "on their monument (complete: 6 cards)"),
    ("age_of_heroes.log.monument", {"seat": "Ana", "count": 1, "total": 3, "card": "Wood"}, "en", "(3/5)"),
    ("aoh.panel.monument", {"n": 7, "card": "Wood"}, "es", "🗿 7 (completo) Wood"),
    ("age_of_heroes.log.monument_none", {"seat": "Ana"}, "en", "Ana places no card on their monument."),
    ("antike.err.no_actions_left", {"count": 0, "units": "no legions", "province": "Athen", "steps": 2}, "en",
     "You have no legions in Athen with 2 actions left."),
    ("tigris.panel.conflict.attacker", {"who": "Bob", "square": "G3", "base": 1, "support": 1, "total": 2},
     "es", "+ 1 revelada = 2"),
])
def test_counts_read_as_counted(key: str, params: dict[str, object], lang: str, wanted: str) -> None:
    assert wanted in i18n.t(key, lang, **params)


def test_antike_units_read_none_for_zero() -> None:
    assert i18n.t("antike.units.legion", "en", n=0) == "no legions"
    assert i18n.t("antike.units.galley", "es", n=0) == "ninguna galera"


def test_core_refusals_are_in_the_readers_words() -> None:
    """"Puedes: war." and "red, blue, green" were English inside Spanish (issue 37)."""
    wrong = refusal_words("tigris", "core.err.wrong_verb", {"verb": "tile", "verbs": "war, pass"}, "es")
    text = i18n.t("core.err.wrong_verb", "es", **wrong)
    assert "`/tigris guerra`" in text and "`/tigris pasar`" in text
    choice = refusal_words("tigris", "core.err.unknown_choice", {"word": "morado", "choices": "red, blue"},
                           "es")
    text = i18n.t("core.err.unknown_choice", "es", **choice)
    assert "rojo" in text and "azul" in text and not ENGLISH_WORD.search(text.replace("«morado»", ""))
    syntax = refusal_words("tigris", "core.err.syntax", {"text": "swap", "usage": "swap <colors...>"}, "es")
    assert syntax["usage"] == "swap <losetas...>"
    # A monument needs its square: not "[<square>]" (issue 37), and the none word is the reader's.
    assert usage_text("tigris", "monument", "es") == "monument <monument> <casilla> | monument ninguno"
    assert usage_text("tigris", "monument", "en") == "monument <monument> <square> | monument none"
    assert usage_text("antike", "rondel", "en") == "rondel <space> [<paid>] [pay <pay...>]"
    # Other refusals, and other games' unknown keys, are left as they are.
    assert refusal_words("tigris", "tigris.err.river", {"square": "A1"}, "es") == {"square": "A1"}


def test_table_options_read_in_any_case_and_once() -> None:
    assert parse_options("scoring=OPEN Board=Advanced buildings=On") == {
        "scoring": "open", "board": "advanced", "buildings": True}
    with pytest.raises(RepeatedOption):
        parse_options("scoring=open scoring=hidden")
    with pytest.raises(RepeatedOption):
        parse_options("scoring=open SCORING=open")


@pytest.mark.parametrize("game_id", ["tta", "civilization"])
def test_tta_and_civilization_final_texts_number_ties_as_the_other_games(game_id: str) -> None:
    outcome = {"ranking": [[0], [1, 2], [3]], "scores": {str(s): 10 - s for s in range(4)}}
    text = presenter_for(game_id).final_text(outcome, ["Ana", "Bea", "Cal", "Dan"], "en")
    assert "**2.** Bea" in text and "**2.** Cal" in text and "**4.** Dan" in text, text
    assert "**3.**" not in text, text
