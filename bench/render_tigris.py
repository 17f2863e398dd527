"""How long one Tigris & Euphrates board image takes, and how big it is.

    .venv/bin/python -m bench.render_tigris [N]

Renders the hand-built sample views (render/tigris_samples.py) N times in turn, in English and
Spanish, and prints p50/p95 of the whole `render_board` call (drawing + PNG encoding) and of
the drawing alone, plus the PNG sizes. The first render of each board/language (building the
cached background and sprites) is reported on its own.
"""

from __future__ import annotations

import sys
import time

from bench._render_timing import time_and_report
from render.tigris import render_board, render_image
from render.tigris_samples import sample_views


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
