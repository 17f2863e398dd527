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

    source = (Path(__file__).resolve().parents[3] / "render" / "age_of_heroes.py").read_text()
    keys = set(re.findall(r'_k\("(ui\.[a-z_]+)"', source))
    keys |= {f"ui.win_{r}" for r in ("cities", "monument", "last_standing")}
    for key in keys:
        texts = i18n.catalog()[f"age_of_heroes.{key}"]
        assert i18n.placeholders(texts["en"]) == i18n.placeholders(texts["es"]), key


def _drawn_texts(monkeypatch, view, names, lang) -> list[str]:
    from PIL import ImageDraw

    texts: list[str] = []
    real = ImageDraw.ImageDraw.text

    def spy(self, xy, text, *args, **kwargs):
        texts.append(str(text))
        return real(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    render_board(view, names=names, lang=lang)
    return texts


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_image_explains_its_army_boxes_and_shows_turn_order_and_neighbours(monkeypatch, lang):
    """Issue 17.6: the legend of the army boxes is drawn whole (not cut off), the turn order is
    drawn from the round's first player, each panel starts with its place in it and names its
    neighbours, and nothing is cut off in the header either."""
    import i18n

    names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
    view = _views(6, 3)["battle"]
    texts = _drawn_texts(monkeypatch, view, names, lang)
    joined = " ".join(" ".join(texts).split())
    for key in ("legend_armies", "legend_marks"):
        assert " ".join(i18n.t(f"age_of_heroes.ui.{key}", lang).split()) in joined, key
    assert not any(t.endswith("…") for t in texts), [t for t in texts if t.endswith("…")]
    n = len(view["players"])
    order = [(view["anchor"] + k) % n for k in range(n)]
    order = [s for s in order if view["players"][s]["alive"]]
    assert " → ".join(f"{i + 1}. {names[s]}" for i, s in enumerate(order)) in joined
    for place, seat in enumerate(order, start=1):
        assert any(t.startswith(f"{place}. {names[seat]} — ") for t in texts), (place, seat)
        neighbours = view["players"][seat]["neighbours"]
        assert i18n.t("age_of_heroes.ui.neighbours", lang, names=", ".join(names[s] for s in neighbours)) \
            in joined
