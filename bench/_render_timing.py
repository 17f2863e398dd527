"""Timing shared by the board-image benchmarks: render views in turn, report percentiles."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

Render = Callable[..., Any]


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def time_and_report(views: dict[str, dict[str, Any]], runs: int, render_board: Render,
                    render_image: Render, title: str, cold_ms: float) -> None:
    """Render `views` `runs` times in turn (en/es): the whole call and the drawing alone.

    Every view is first rendered once in each language, untimed in the percentiles: a renderer
    caches its static layers (per language, per set of areas in play), which a running bot builds
    once per process; that first render of each is reported apart as the warm-up's slowest.
    """
    items = list(views.items())
    langs = ("en", "es")
    warm_up: list[float] = []
    for _, view in items:
        for lang in langs:
            t0 = time.perf_counter()
            render_board(view, lang=lang)
            warm_up.append((time.perf_counter() - t0) * 1000)
    totals: list[float] = []
    cpu: list[float] = []
    drawing: list[float] = []
    sizes: dict[str, int] = {}
    for i in range(runs):
        name, view = items[i % len(items)]
        lang = langs[(i // len(items)) % len(langs)]
        t0, c0 = time.perf_counter(), time.process_time()
        data = render_board(view, lang=lang)
        t1, c1 = time.perf_counter(), time.process_time()
        cpu.append((c1 - c0) * 1000)
        render_image(view, lang=lang)
        t2 = time.perf_counter()
        totals.append((t1 - t0) * 1000)
        drawing.append((t2 - t1) * 1000)
        sizes[name] = len(data)

    print(f"{runs} renders of {len(items)} {title} (en/es)")
    print(f"first render (cold caches): {cold_ms:.1f} ms; then each view in each language once, "
          f"slowest {max(warm_up):.1f} ms (not in the figures below)")
    print(f"render_board: p50 {percentile(totals, 0.5):.1f} ms   p95 {percentile(totals, 0.95):.1f} ms"
          f"   (CPU p50 {percentile(cpu, 0.5):.1f} ms   p95 {percentile(cpu, 0.95):.1f} ms)")
    print(f"drawing only: p50 {percentile(drawing, 0.5):.1f} ms   p95 {percentile(drawing, 0.95):.1f} ms")
    print(
        f"PNG size: min {min(sizes.values()) / 1024:.0f} KiB   median "
        f"{statistics.median(sizes.values()) / 1024:.0f} KiB   max {max(sizes.values()) / 1024:.0f} KiB"
    )
    for name, size in sizes.items():
        print(f"  {name:<16} {size / 1024:6.0f} KiB")
