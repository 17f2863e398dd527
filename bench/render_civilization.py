"""How long one Civilization map image takes, and how big it is, at 8 players late in the game.

    .venv/bin/python -m bench.render_civilization [N]

Builds public views from real engine games (robots, 8 players, full game: rounds 10, 15 and 20
and the end; 3 players at the end), renders each N times in turn in English and Spanish, and
prints p50/p95 of the whole `render_board` call (drawing + palette PNG encoding) and of the
drawing alone, plus the PNG sizes. The first render (cells, borders, names: the cached static
layer) is reported on its own. Also times the zoomed crop, the A.S.T. and a player's panel.
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

from bench._render_timing import percentile, time_and_report
from engine.civilization import GAME
from engine.core.game import apply
from render.civilization import render_ast, render_board, render_image, render_panel, render_zoom

NAMES = ["Alexandra", "Bartolomé", "Carolina", "Dmitri", "Esperanza", "Fitzgerald", "Guadalupe", "Hildegard"]


def _views(players: int, seed: int, rounds: tuple[int, ...]) -> dict[str, dict[str, Any]]:
    rnd = random.Random(seed)
    state = GAME.setup(players, GAME.parse_options({}), seed)
    out: dict[str, dict[str, Any]] = {}
    wanted = list(rounds)
    while not GAME.is_over(state):
        if wanted and state.round >= wanted[0] and state.phase == "movement":
            out[f"r{state.round}_{players}p"] = GAME.public_view(state)
            wanted.pop(0)
        d = GAME.awaiting(state)[0]
        state = apply(GAME, state, d.seat, GAME.autoplay(state, d.seat, rnd)).state
    out[f"end_{players}p"] = GAME.public_view(state)
    return out


def sample_views() -> dict[str, dict[str, Any]]:
    views = _views(8, 2, (10, 15, 20))
    views.update(_views(3, 1, ()))
    return views


def main(runs: int) -> None:
    views = sample_views()
    start = time.perf_counter()
    render_board(next(iter(views.values())), NAMES, lang="en")
    cold_ms = (time.perf_counter() - start) * 1000

    def board(view: dict[str, Any], lang: str) -> bytes:
        return render_board(view, NAMES[: len(view["players"])], lang)

    def image(view: dict[str, Any], lang: str) -> Any:
        return render_image(view, NAMES[: len(view["players"])], lang)

    time_and_report(views, runs, board, image, "views from engine games", cold_ms)
    late = [v for k, v in views.items() if k.endswith("_8p")]
    for name, fn in (
        ("zoom", lambda v: render_zoom(v, 0, NAMES, "en")),
        ("A.S.T.", lambda v: render_ast(v, NAMES, "es")),
        ("panel", lambda v: render_panel(v, 1, NAMES, "en")),
    ):
        times, cpu, sizes = [], [], []
        for i in range(max(10, runs // 2)):
            t0, c0 = time.perf_counter(), time.process_time()
            data = fn(late[i % len(late)])
            times.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.process_time() - c0) * 1000)
            sizes.append(len(data or b""))
        print(
            f"{name:>7}: p50 {percentile(times, 0.5):.1f} ms   p95 {percentile(times, 0.95):.1f} ms   "
            f"(CPU p50 {percentile(cpu, 0.5):.1f} ms   p95 {percentile(cpu, 0.95):.1f} ms)   "
            f"max size {max(sizes) / 1024:.0f} KiB"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
