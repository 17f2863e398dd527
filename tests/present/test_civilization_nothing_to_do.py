"""The DM of a Civilization player asked only because everyone like it is asked (ruling R36)
says so plainly: its hand affords no civilization card, or it has nothing to return; the
channel's words stay the same whatever the hand."""

from __future__ import annotations

import pytest

import i18n
from engine.civilization import GAME
from engine.civilization.state import CivState
from engine.core import apply
from present.civilization import PRESENTER
from tests.engine.civilization.helpers import purchases

NAMES = ["Ana", "Bea", "Carl"]


def _dm(s: CivState, seat: int, lang: str) -> str:
    return PRESENTER.private_text(GAME.player_view(s, seat), lang, [], NAMES)


def _return_of(hands: list[list[str]], seat: int) -> CivState:
    """Phase 11 at `seat`'s return: nobody buys (no treasury), each seat's turn in order."""
    s = purchases(hands, [0, 0, 0])
    while not (s.ask is not None and s.ask.kind == "discard" and s.ask.window.waiting() == [seat]):
        assert s.ask is not None and s.phase == "civ_cards"
        d = GAME.awaiting(s)[0]
        assert d.default is not None
        s = apply(GAME, s, d.seat, d.default, in_place=True).state
    return s


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_dm_says_when_the_hand_affords_no_card(lang: str) -> None:
    poor = purchases([["hides", "ochre", "iron"], [], []], [0, 0, 0])  # worth 4; Mysticism 30
    rich = purchases([["grain", "grain", "grain"], [], []], [0, 0, 0])  # worth 36
    said = i18n.t("civilization.dm.afford_nothing", lang, cards=4, treasury=0, cheapest=30)
    assert said in _dm(poor, 0, lang)
    assert i18n.t("civilization.act.buy_nothing", lang) in said
    assert "afford_nothing" not in said and said not in _dm(rich, 0, lang)
    # The channel reads the same for both: it cannot tell which seat can pay.
    assert (PRESENTER.public_message(GAME.public_view(poor), NAMES, GAME.awaiting(poor), lang)
            == PRESENTER.public_message(GAME.public_view(rich), NAMES, GAME.awaiting(rich), lang))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_dm_says_when_there_is_nothing_to_return(lang: str) -> None:
    hands = [["ochre"] * 4 + ["hides"] * 3, ["hides", "piracy"], ["ochre"]]
    others = [["ochre"] * 4 + ["hides"] * 3, ["hides", "ochre"], ["piracy"]]  # the same counts
    for seat, nothing in ((0, False), (1, False), (2, True)):  # over the limit; a calamity; one card
        s, other = _return_of(hands, seat), _return_of(others, seat)
        said = i18n.t("civilization.dm.return_nothing", lang, n=len(s.seats[seat].hand), limit=6)
        assert "return_nothing" not in said
        assert (said in _dm(s, seat, lang)) == nothing
        assert (PRESENTER.public_message(GAME.public_view(s), NAMES, GAME.awaiting(s), lang)
                == PRESENTER.public_message(GAME.public_view(other), NAMES, GAME.awaiting(other), lang))
