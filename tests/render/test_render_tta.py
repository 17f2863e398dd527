"""Through the Ages images, drawn from the public view of a late 4-player game: the board (card
row with each slot's cost and the civil deck's size, the military board, the overview of every
player) and one tableau per player. Read on a phone: 1000 px wide, no text under 15 px; every
word in the reader's language (card names included), never an id or a catalog key; nothing of
the private views."""

from __future__ import annotations

import io
import random
from functools import cache

import pytest
from PIL import Image, ImageDraw

import render.tta as R
from engine.core import apply
from engine.tta import GAME
from engine.tta.state import TtaState
from present.tta import card_name

NAMES = ["Ana", "Bruno", "Carla", "Dario"]


@cache
def late_state() -> TtaState:
    rnd = random.Random(7)
    state = GAME.setup(4, GAME.parse_options({}), 7)
    while not (state.age >= 3 and state.round >= 14 and not state.tasks):
        seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        apply(GAME, state, seat, GAME.autoplay(state, seat, rnd), in_place=True)
    return state


def drawn(monkeypatch: pytest.MonkeyPatch, lang: str) -> tuple[list[bytes], list[str], list[int]]:
    """Render the board and the tableaux, recording every text drawn and every font size."""
    texts: list[str] = []
    sizes: list[int] = []
    original_text, original_font = ImageDraw.ImageDraw.text, R.font

    def text(self, xy, content, *args, **kwargs):
        texts.append(str(content))
        return original_text(self, xy, content, *args, **kwargs)

    def font(size, *args, **kwargs):
        sizes.append(size)
        return original_font(size, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    monkeypatch.setattr(R, "font", font)
    view = GAME.public_view(late_state())
    images = [R.render_board(view, NAMES, lang), *R.render_tableaux(view, NAMES, lang)]
    return images, texts, sizes


@pytest.mark.parametrize("lang", ["en", "es"])
def test_board_and_tableaux_read_on_a_phone_in_the_readers_language(
        monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    state = late_state()
    images, texts, sizes = drawn(monkeypatch, lang)
    assert len(images) == 1 + 4
    for data in images:
        image = Image.open(io.BytesIO(data))
        assert image.width == 1000 and 600 <= image.height <= 2400
    assert min(sizes) >= 15
    words = "\n".join(texts)
    # The card row: every card by name in the reader's language, each slot's number, the costs
    # in actions and the civil deck's size; the overview names every player.
    other = "es" if lang == "en" else "en"
    for card in (c for c in state.row if c):
        mine, theirs = card_name(card, lang), card_name(card, other)
        assert any(t.startswith(mine.split()[0]) for t in texts), mine  # long names wrap
        if mine != theirs and theirs not in mine:
            assert theirs not in words, theirs
        assert card not in words
    assert str(len(state.civil_deck)) in words
    assert any(("3 actions" if lang == "en" else "3 acciones") in t for t in texts)
    assert all(name in words for name in NAMES)
    for civ in state.civs:
        for tech in civ.techs:
            assert tech not in words
    assert "tta." not in words and "{" not in words
    # Nothing of a military hand: only its size.
    for civ in state.civs:
        for card in civ.military_hand:
            assert card not in words


def test_spanish_and_english_images_differ() -> None:
    view = GAME.public_view(late_state())
    assert R.render_board(view, NAMES, "en") != R.render_board(view, NAMES, "es")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_board_shows_each_blue_bank_and_leader_as_the_tableaux_do(
        monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """Issue 37: the board's overview has a blue bank column (tokens left, the corruption they
    cause under it) and names every player's leader, "no leader" included, as the tableau does."""
    texts: list[str] = []
    original = ImageDraw.ImageDraw.text
    monkeypatch.setattr(ImageDraw.ImageDraw, "text",
                        lambda self, xy, content, *a, **k: (texts.append(str(content)), original(
                            self, xy, content, *a, **k))[1])
    view = R.PublicView.model_validate(GAME.public_view(late_state()))
    view.players[1].leader = None
    R.render_board(view, NAMES, lang)
    words = "\n".join(texts)
    assert R._k("col.blue", lang) in texts and R._k("key.blue", lang) in texts
    assert not [t for t in texts if t.endswith("…") and len(t) < 12], "a column heading is cut"
    lines = [t for t in texts if "♛ " in t]  # the overview's lines (the key draws "♛" alone)
    assert len(lines) == len(view.players)
    for player, line in zip(view.players, lines, strict=True):
        leader = card_name(player.leader, lang) if player.leader else R._k("no_leader", lang)
        assert f"♛ {leader}" in line, line
    for player in view.players:  # each bank's count is drawn in its row
        assert str(player.thresholds.blue_bank) in texts
    assert "tta." not in words
