"""How long one Age of Heroes table image takes, and how big it is.

    .venv/bin/python -m bench.render_age_of_heroes [N]

Builds public views from real engine games (autoplay, 2, 4 and 6 players: the start, the first
battle, the first market with offers and the end), renders them N times in turn in English and
Spanish, and prints p50/p95 of the whole `render_board` call (drawing + PNG encoding) and of the
drawing alone, plus the PNG sizes. The first render is reported on its own.
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

from bench._render_timing import time_and_report
from engine.age_of_heroes import GAME
from engine.core.game import apply
from render.age_of_heroes import render_board, render_image


def _views(players: int, seed: int) -> dict[str, dict[str, Any]]:
    rnd = random.Random(seed)
    state = GAME.setup(players, GAME.parse_options({}), seed)
    views = {f"start_{players}p": GAME.public_view(state)}
    while not GAME.is_over(state):
        seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        state = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd)).state
        if state.battle and f"battle_{players}p" not in views:
            views[f"battle_{players}p"] = GAME.public_view(state)
        if state.stage == "market" and state.offers and f"market_{players}p" not in views:
            views[f"market_{players}p"] = GAME.public_view(state)
    views[f"end_{players}p"] = GAME.public_view(state)
    return views


def sample_views() -> dict[str, dict[str, Any]]:
    views: dict[str, dict[str, Any]] = {}
    for players, seed in ((2, 3), (4, 5), (6, 3)):
        views.update(_views(players, seed))
    return views


def main(runs: int) -> None:
    views = sample_views()
    start = time.perf_counter()
    render_board(next(iter(views.values())), lang="en")
    cold_ms = (time.perf_counter() - start) * 1000
    time_and_report(views, runs, render_board, render_image, "views from engine games", cold_ms)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
