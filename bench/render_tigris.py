"""How long one Tigris & Euphrates board image takes, and how big it is.

    .venv/bin/python -m bench.render_tigris [N]

Renders the hand-built sample views (render/tigris_samples.py) N times in turn, in English and
Spanish, with four players' names and a change of three public events as the recent moves (as
the presenter draws them), and prints p50/p95 of the whole `render_board` call (drawing + PNG
encoding) and of the drawing alone, plus the PNG sizes. The first render of each board/language
(building the cached background and sprites) is reported on its own.
"""

from __future__ import annotations

import sys
import time
from functools import partial

from bench._render_timing import time_and_report
from render import tigris
from render.tigris_samples import sample_views

NAMES = ["Alice", "Bob", "Carol", "Dave"]
LOG = ["🏹 Alice places a 🟥 red (temple) tile on F3.", "🏹 Alice scores one 🟥 red (temple) point (tile).",
       "War between 🟩 traders: 🏺 Dave attacks with 4 supporters, 🐂 Carol defends with 3."]
render_board = partial(tigris.render_board, names=NAMES, log=LOG)
render_image = partial(tigris.render_image, names=NAMES, log=LOG)


def main(runs: int) -> None:
    views = sample_views()
    langs = ("en", "es")
    start = time.perf_counter()
    for view in views.values():
        for lang in langs:
            render_board(view, lang=lang)
    cold_ms = (time.perf_counter() - start) * 1000 / (len(views) * len(langs))
    time_and_report(views, runs, render_board, render_image, "sample views", cold_ms)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 70)
