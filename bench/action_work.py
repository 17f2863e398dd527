"""The per-action work after a change, over complete robot games: apply + the outbox rows.

    python -m bench.action_work --game antike --players 6 --games 5

What the service does under a game's lock for every accepted action, without the database:
`engine.core.apply` (copying the state) and `service.outbox.after_change` (who to ping, which
private views changed, which secret prompts changed). Prints p50/p95/max in milliseconds.
Runs on any revision of the contract (before/after comparisons use the same script).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from engine import registry
from engine.core import apply
from service import outbox as ob


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(game_id: str, players: int, games: int, seed: int) -> list[float]:
    game = registry.get(game_id)
    options = game.parse_options({})
    times: list[float] = []
    for g in range(games):
        rnd = random.Random(seed + g)
        state = game.setup(players, options, seed + g)
        seat_count = len(game.seats_for_users(players))
        users = list(range(1000, 1000 + seat_count))
        version = 1
        for _ in range(20_000):
            if game.is_over(state):
                break
            seat = rnd.choice(sorted({d.seat for d in game.awaiting(state)}))
            action = game.autoplay(state, seat, rnd)
            started = time.perf_counter()
            applied = apply(game, state, seat, action)
            version += 1
            ob.after_change(game, users, state, applied.state, version, applied.events)
            times.append((time.perf_counter() - started) * 1000)
            state = applied.state
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    times = measure(args.game, args.players, args.games, args.seed)
    print(f"{args.game} {args.players} seats, {args.games} games, {len(times)} actions: "
          f"p50 {statistics.median(times):.2f} ms, p95 {percentile(times, 0.95):.2f} ms, "
          f"max {max(times):.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
