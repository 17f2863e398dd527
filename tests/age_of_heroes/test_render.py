"""The Age of Heroes table image: a valid, deterministic PNG from public views only."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from engine.age_of_heroes import GAME
from engine.core import apply
from render import common
from render.age_of_heroes import render_board


def _views(players: int, seed: int) -> dict[str, dict]:
    rnd = random.Random(seed)
    state = GAME.setup(players, GAME.parse_options({}), seed)
    views = {"start": GAME.public_view(state)}
    while not GAME.is_over(state):
        seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        state = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd)).state
        if state.battle and "battle" not in views:
            views["battle"] = GAME.public_view(state)
        if state.stage == "market" and state.offers and "market" not in views:
            views["market"] = GAME.player_view(state, 0)  # the private part is ignored
    views["end"] = GAME.public_view(state)
    return views


@pytest.mark.parametrize("players", [2, 6])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_views_render_to_png(players, lang):
    for view in _views(players, 3).values():
        data = render_board(view, names=["Ana", "Bob"], lang=lang)
        assert data.startswith(common.PNG_SIGNATURE) and len(data) < 250 * 1024  # issue 20
        img = Image.open(io.BytesIO(data))
        assert img.width == 1400
        assert render_board(view, names=["Ana", "Bob"], lang=lang) == data  # deterministic


def test_every_label_the_renderer_uses_is_in_the_catalog():
    import re
    from pathlib import Path

    import i18n

    source = (Path(__file__).resolve().parents[2] / "render" / "age_of_heroes.py").read_text()
    keys = set(re.findall(r'_k\("(ui\.[a-z_]+)"', source))
    keys |= {f"ui.win_{r}" for r in ("cities", "monument", "last_standing")}
    for key in keys:
        texts = i18n.catalog()[f"age_of_heroes.{key}"]
        assert i18n.placeholders(texts["en"]) == i18n.placeholders(texts["es"]), key
