"""Words found wanting by playing through the console (en and es). Who Civilization waits for, in
one line: seats asked the same thing are named together, and
the sealed-orders line says nothing of who answered before anyone has."""

from __future__ import annotations

import pytest

import i18n
from engine.core.game import Decision, Event
from present.base import presenter_for

NAMES = ["Ana", "Ben", "Cai"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_seats_asked_the_same_are_named_together(lang: str) -> None:
    presenter = presenter_for("civilization")
    ships = [Decision(seat=s, kind="ships", verbs=("fleet",)) for s in (0, 2)]
    line = presenter.awaiting_line(NAMES, [*ships, Decision(seat=1, kind="nation", verbs=("nation",))], lang)
    both = i18n.format_list(["**Ana**", "**Cai**"], lang)
    assert line.count(both + ":") == 1 and "**Ben**:" in line
    assert ".;" not in line and line.endswith(".")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_sealed_orders_before_anyone_answered_name_only_who_is_waited_for(lang: str) -> None:
    none_yet = i18n.t("civilization.panel.sealed", lang, kind="x", done="", answered=0, waiting="Ana")
    some = i18n.t("civilization.panel.sealed", lang, kind="x", done="Ben", answered=1, waiting="Ana")
    assert "Ben" in some and " ;" not in none_yet and "—" not in none_yet and "Ana" in none_yet


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("finished", ["move_done", "trade_done"])
def test_done_says_what_was_finished(lang: str, finished: str) -> None:
    """The ✅ after "End my movement" once read "Done — Done"."""
    presenter = presenter_for("civilization")
    done = presenter.make("done")
    event = Event(key=f"civilization.log.{finished}", params={"seat": 0})
    text = presenter.done_text(done, lang, NAMES, [event])
    assert text == i18n.t(f"civilization.done.{finished}", lang)
    word = i18n.t("civilization.act.done", lang)
    assert text.count(word) <= 1 and f"— {word}" not in text


@pytest.mark.parametrize("lang", ["en", "es"])
def test_small_words_found_by_playing(lang: str) -> None:
    """An empty Age of Heroes hand once read "Your hand (no card): nothing"; a preview reached by
    buttons once said to "type the command again"."""
    empty = i18n.t("aoh.dm.hand", lang, n=0, cards=i18n.t("core.word.nothing", lang))
    assert "):" not in empty and i18n.t("core.word.nothing", lang) not in empty
    hint = i18n.t("flow.preview.hint", lang)
    assert i18n.t("flow.preview.cancel", lang) in hint and i18n.t("flow.preview.confirm", lang) in hint
