"""How long one Tigris & Euphrates board image takes, and how big it is.

    .venv/bin/python -m bench.render_tigris [N]

Renders the hand-built sample views (render/tigris_samples.py) N times in turn, in English and
Spanish, and prints p50/p95 of the whole `render_board` call (drawing + PNG encoding) and of
the drawing alone, plus the PNG sizes. The first render of each board/language (building the
cached background and sprites) is reported on its own.
"""

from __future__ import annotations

import statistics
import sys
import time

from render.tigris import render_board, render_image
from render.tigris_samples import sample_views


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def main(runs: int) -> None:
    views = list(sample_views().items())
    langs = ("en", "es")
    start = time.perf_counter()
    for _, view in views:
        for lang in langs:
            render_board(view, lang=lang)
    cold_ms = (time.perf_counter() - start) * 1000 / (len(views) * len(langs))

    totals, drawing, sizes = [], [], {}
    for i in range(runs):
        name, view = views[i % len(views)]
        lang = langs[(i // len(views)) % len(langs)]
        t0 = time.perf_counter()
        data = render_board(view, lang=lang)
        t1 = time.perf_counter()
        render_image(view, lang=lang)
        t2 = time.perf_counter()
        totals.append((t1 - t0) * 1000)
        drawing.append((t2 - t1) * 1000)
        sizes[name] = len(data)

    print(f"{runs} renders of {len(views)} sample views (en/es)")
    print(f"first renders (cold caches): {cold_ms:.1f} ms on average")
    print(f"render_board: p50 {percentile(totals, 0.5):.1f} ms   p95 {percentile(totals, 0.95):.1f} ms")
    print(f"drawing only: p50 {percentile(drawing, 0.5):.1f} ms   p95 {percentile(drawing, 0.95):.1f} ms")
    print(
        f"PNG size: min {min(sizes.values()) / 1024:.0f} KiB   median "
        f"{statistics.median(sizes.values()) / 1024:.0f} KiB   max {max(sizes.values()) / 1024:.0f} KiB"
    )
    for name, size in sizes.items():
        print(f"  {name:<16} {size / 1024:6.0f} KiB")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 70)
