"""How long one Antike board image takes, and how big it is.

    .venv/bin/python -m bench.render_antike [N]

Builds public views from real engine games (autoplay: finished games with 2, 4 and 6 players,
a mid-game and a pending battle demand), renders them N times in turn in English and Spanish,
and prints p50/p95 of the whole `render_board` call (drawing + PNG encoding) and of the drawing
alone, plus the PNG sizes. The first render (map ground, links, rondel and sprites built and
cached) is reported on its own.
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

from bench._render_timing import time_and_report
from engine.antike import GAME
from engine.core.game import apply
from engine.core.playout import play
from render.antike import render_board, render_image


def _prefix(players: int, seed: int, actions: int, until_battle: bool = False) -> dict[str, Any]:
    rnd = random.Random(seed)
    state = GAME.setup(players, GAME.parse_options({}), seed)
    for _ in range(actions):
        if GAME.is_over(state):
            break
        move = GAME.public_view(state)["pending_move"] if until_battle else None
        if move and move["awaiting"]:
            break
        seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        state = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd)).state
    return GAME.public_view(state)


def sample_views() -> dict[str, dict[str, Any]]:
    views = {
        f"end_{n}p": GAME.public_view(play(GAME, n, GAME.parse_options({}), seed).state)
        for n, seed in ((2, 1), (4, 2), (6, 1))
    }
    views["mid_5p"] = _prefix(5, 3, 260)
    views["battle_5p"] = _prefix(5, 2, 5000, until_battle=True)
    return views


def main(runs: int) -> None:
    views = sample_views()
    start = time.perf_counter()
    render_board(next(iter(views.values())), lang="en")
    cold_ms = (time.perf_counter() - start) * 1000
    time_and_report(views, runs, render_board, render_image, "views from engine games", cold_ms)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
