"""How long Through the Ages' images take, and how big they are, at 4 players late in the game.

    .venv/bin/python -m bench.render_tta [N]

Builds public views from real engine games (robots, 4 players: the first turn of Age II and of
Age III, and the end; 2 players at the end), renders each board N times in turn in English and
Spanish, and prints p50/p95 of the whole `render_board` call (drawing + palette PNG encoding),
its CPU time, the drawing alone, and the PNG sizes. The first render (cold caches) is reported
on its own. Then the same for one player's tableau (`render_tableaux`, what `/tta tableau`
posts) and for everyone's at once.
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

from bench._render_timing import percentile, time_and_report
from engine.core.game import apply
from engine.tta import GAME
from render.tta import render_board, render_board_image, render_tableau_image, render_tableaux

NAMES = ["Alexandra", "Bartolomé", "Carolina", "Dmitri"]


def _views(players: int, seed: int, moments: tuple[tuple[int, int], ...]) -> dict[str, dict[str, Any]]:
    """Views at each (age, round) reached, and at the end."""
    rnd = random.Random(seed)
    state = GAME.setup(players, GAME.parse_options({}), seed)
    out: dict[str, dict[str, Any]] = {}
    wanted = list(moments)
    while not GAME.is_over(state):
        if wanted and (state.age, state.round) >= wanted[0] and not state.tasks:
            out[f"age{state.age}_r{state.round}_{players}p"] = GAME.public_view(state)
            wanted.pop(0)
        d = GAME.awaiting(state)[0]
        state = apply(GAME, state, d.seat, GAME.autoplay(state, d.seat, rnd)).state
    out[f"end_{players}p"] = GAME.public_view(state)
    return out


def sample_views() -> dict[str, dict[str, Any]]:
    views = _views(4, 7, ((2, 0), (3, 0)))
    views.update(_views(2, 1, ()))
    return views


def main(runs: int) -> None:
    views = sample_views()
    start = time.perf_counter()
    render_board(next(iter(views.values())), NAMES, lang="en")
    cold_ms = (time.perf_counter() - start) * 1000

    def board(view: dict[str, Any], lang: str) -> bytes:
        return render_board(view, NAMES[: len(view["players"])], lang)

    def board_image(view: dict[str, Any], lang: str) -> Any:
        return render_board_image(view, NAMES[: len(view["players"])], lang)

    time_and_report(views, runs, board, board_image, "boards from engine games", cold_ms)

    def tableau(view: dict[str, Any], lang: str) -> bytes:
        seat = len(view["players"]) - 1
        return render_tableaux(view, NAMES[: len(view["players"])], lang, [seat])[0]

    def tableau_image(view: dict[str, Any], lang: str) -> Any:
        return render_tableau_image(view, len(view["players"]) - 1, NAMES[: len(view["players"])], lang)

    print()
    time_and_report(views, runs, tableau, tableau_image, "tableaux (the last seat's) from engine games", 0.0)

    late = [v for k, v in views.items() if k.startswith(("age3", "end_4p"))]
    times, cpu, sizes = [], [], []
    for i in range(max(10, runs // 2)):
        view = late[i % len(late)]
        t0, c0 = time.perf_counter(), time.process_time()
        images = render_tableaux(view, NAMES, "en" if i % 2 else "es")
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
        sizes.append(sum(len(data) for data in images))
    print(f"\nall 4 tableaux at once (/tta tableau without a player): p50 {percentile(times, 0.5):.1f} ms"
          f"   p95 {percentile(times, 0.95):.1f} ms   CPU p95 {percentile(cpu, 0.95):.1f} ms"
          f"   max total size {max(sizes) / 1024:.0f} KiB")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
