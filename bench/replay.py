"""Replay speed: rebuild states from recorded action logs, as the service does on load and undo.

    python -m bench.replay --game tigris --players 4 --games 20

Records K robot games first (not timed), then times `engine.core.replay` of each log from its
setup (the core applies in place there, as in a real replay). Prints actions per second.
Runs on any revision of the contract (before/after comparisons use the same script).
"""

from __future__ import annotations

import argparse
import sys
import time

from engine import registry
from engine.core import replay
from engine.core.playout import play


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, choices=registry.ids())
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="replays of each log (best kept)")
    args = parser.parse_args(argv)

    game = registry.get(args.game)
    options = game.parse_options({})
    logs = []
    for i in range(args.games):
        seed = args.seed * 100_003 + i
        logs.append((seed, play(game, args.players, options, seed).log))
    total = sum(len(log) for _, log in logs)
    best = float("inf")
    for _ in range(args.repeat):
        started = time.perf_counter()
        for seed, log in logs:
            replay(game, args.players, options, seed, log)
        best = min(best, time.perf_counter() - started)
    print(f"game={args.game} players={args.players} games={args.games} actions={total}")
    print(f"replay actions per second: {total / best:,.0f} (best of {args.repeat})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
