"""How long Civilization's images take, how big they are, and how small their text reads on a
phone.

    .venv/bin/python -m bench.render_civilization [N]

Builds public views from real engine games (robots, full game; 8 players at rounds 4, 10, 15
and 20 in the movement phase, at round 20 in the calamities and in the trade, and at the end;
3 and 5 players in the movement of round 14), each with the public events of the action that
led to it (the board shows where they happened when no decision says where the phase is).
Renders each N times in turn in English and Spanish, and prints p50/p95 of the whole
`render_board` call (drawing + palette PNG encoding) and of the drawing alone, the PNG sizes,
and the smallest text of each posted board at phone width (its smallest font in px × 1000 /
the image's width; the goal is 15 or more). The first render (the cells, the palette: cached
once per process) is reported on its own. Also times the whole map (the board's button), a
player's region, the A.S.T. and a player's panel.
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

from PIL import ImageDraw

from bench._render_timing import percentile, time_and_report
from engine.civilization import GAME
from engine.core.game import apply
from render import civilization as civ_render
from render.civilization import render_ast, render_board, render_full, render_image, render_panel, render_zoom

NAMES = ["Alexandra", "Bartolomé", "Carolina", "Dmitri", "Esperanza", "Fitzgerald", "Guadalupe", "Hildegard"]
Sample = tuple[dict[str, Any], list[Any]]  # a public view and the public events that led to it


def _samples(players: int, seed: int, wanted: list[tuple[int, str]]) -> dict[str, Sample]:
    rnd = random.Random(seed)
    state = GAME.setup(players, GAME.parse_options({}), seed)
    out: dict[str, Sample] = {}
    events: list[Any] = []
    while not GAME.is_over(state):
        if wanted and state.round >= wanted[0][0] and state.phase == wanted[0][1]:
            out[f"r{state.round}_{state.phase[:5]}_{players}p"] = (GAME.public_view(state), events)
            wanted.pop(0)
            if not wanted and players < 8:
                return out
        seat = rnd.choice(GAME.seats_awaited(state))
        applied = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd), in_place=True, robot=True)
        state, events = applied.state, [e for e in applied.events if e.to is None]
    out[f"end_{players}p"] = (GAME.public_view(state), events)
    return out


def sample_views() -> dict[str, Sample]:
    late = [(4, "movement"), (10, "movement"), (15, "movement"), (20, "movement"), (20, "trade")]
    samples = _samples(8, 2, [*late, (20, "calamities")])
    samples.update(_samples(3, 1, [(14, "movement")]))
    samples.update(_samples(5, 3, [(14, "movement")]))
    return samples


def smallest_text(view: dict[str, Any], events: list[Any], lang: str) -> tuple[float, int]:
    """The smallest text of the posted board shown 1,000 px wide, and the board's width."""
    sizes: list[int] = []
    real = ImageDraw.ImageDraw.text

    def text(draw: Any, xy: Any, what: Any, *args: Any, **kwargs: Any) -> Any:
        sizes.append(int(kwargs["font"].size))
        return real(draw, xy, what, *args, **kwargs)

    ImageDraw.ImageDraw.text = text
    civ_render._chip_sprite.cache_clear()  # chips are drawn once, then pasted: draw them again
    try:
        width = render_image(view, NAMES[: len(view["players"])], lang, events).width
    finally:
        ImageDraw.ImageDraw.text = real
    return min(sizes) * 1000 / width, width


def main(runs: int) -> None:
    samples = sample_views()
    views = {name: view for name, (view, _) in samples.items()}
    events = {id(view): ev for view, ev in samples.values()}
    start = time.perf_counter()
    first = next(iter(views.values()))
    render_board(first, NAMES, "en", events[id(first)])
    cold_ms = (time.perf_counter() - start) * 1000

    def board(view: dict[str, Any], lang: str) -> bytes:
        return render_board(view, NAMES[: len(view["players"])], lang, events[id(view)])

    def image(view: dict[str, Any], lang: str) -> Any:
        return render_image(view, NAMES[: len(view["players"])], lang, events[id(view)])

    time_and_report(views, runs, board, image, "views from engine games", cold_ms)
    print("smallest text of the posted board at 1,000 px wide (goal: 15 px or more):")
    for name, (view, ev) in samples.items():
        for lang in ("en", "es"):
            px, width = smallest_text(view, ev, lang)
            focus = civ_render.focus(view, ev).key.rsplit(".", 1)[-1]
            print(f"  {name:<16} {lang}  {px:5.1f} px   (image {width} px wide; region: {focus})")
    late = [v for k, v in views.items() if k.endswith("_8p")]
    for name, fn in (
        ("whole map", lambda v: render_full(v, NAMES, "en")),
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
            f"{name:>9}: p50 {percentile(times, 0.5):.1f} ms   p95 {percentile(times, 0.95):.1f} ms   "
            f"(CPU p50 {percentile(cpu, 0.5):.1f} ms   p95 {percentile(cpu, 0.95):.1f} ms)   "
            f"max size {max(sizes) / 1024:.0f} KiB"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
