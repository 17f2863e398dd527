"""Every board is drawn with the fonts shipped in render/fonts/ (issue 34.1): the container, the
console and any machine draw the same pixels, and no renderer silently falls back to Pillow's
default font, which has none of the boards' symbols."""

from __future__ import annotations

import random

import pytest

from engine import registry
from engine.core import apply
from render import common
from service.kits import kit_for

PRODUCT_GAMES = ("tigris", "antike", "age_of_heroes", "tta", "civilization")


def test_the_fonts_and_their_licence_ship_with_the_code() -> None:
    for files in (*common._FONT_FILES.values(), *common._CONDENSED_FILES.values()):
        assert common.FONTS_DIR in [p.parent for p in map(common.Path, files)]
        assert all(common.Path(f).is_file() for f in files)
    licence = (common.FONTS_DIR / "LICENSE").read_text(encoding="utf-8")
    assert "Bitstream" in licence and "DejaVu changes are in public domain" in licence


@pytest.mark.parametrize("game_id", PRODUCT_GAMES)
def test_no_renderer_falls_back_to_pillows_default_font(game_id: str) -> None:
    game = registry.get(game_id)
    rnd = random.Random(3)
    players = min(max(3, game.min_players), game.max_players)
    state = game.setup(players, game.parse_options({}), 3)
    for _ in range(12):  # a few moves in: more of the board is drawn
        awaited = sorted({d.seat for d in game.awaiting(state)})
        if not awaited or game.is_over(state):
            break
        seat = rnd.choice(awaited)
        apply(game, state, seat, game.autoplay(state, seat, rnd), in_place=True)
    mark = len(common.FONT_FALLBACKS)
    common.font.cache_clear()  # every size and weight loaded again, through the loader
    names = [f"Player {n}" for n in range(players)]
    image = kit_for(game_id).draw_board(game.public_view(state), names, "en")  # the game's board
    assert image, f"{game_id} drew nothing"
    assert common.FONT_FALLBACKS[mark:] == [], f"{game_id} fell back to Pillow's default font"


def test_a_missing_font_is_recorded_as_a_fallback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above can fail: without its file, the loader records the fallback (and logs it)."""
    monkeypatch.setattr(common, "_FONT_FILES", {False: ("no-such-font.ttf",), True: ("no-such-font.ttf",)})
    common.font.cache_clear()
    mark = len(common.FONT_FALLBACKS)
    try:
        face = common.font(18, True)
        assert common.text_width("abc", face) > 0  # still a board, in the wrong font
        assert common.FONT_FALLBACKS[mark:] == [(18, True)]
    finally:
        monkeypatch.undo()
        common.font.cache_clear()
