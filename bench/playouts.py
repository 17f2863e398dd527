"""Play K complete games of one game with autoplay for every seat and check each one.

    python -m bench.playouts --game tigris --players 4 --games 200 --seed 1
    python -m bench.playouts --game civilization --players 2-8 --games 100

Every game is checked: JSON round trip of the final state, replaying the log reproduces the
final state, and nothing public of every 10th state depends on its hidden values (swapped:
`engine.core.playout.check_hidden`). Prints games finished, mean actions per game, actions per second and the
distribution of seconds per game (p50/p90/max; engine time only, checks excluded; also in CPU
seconds of this process, which other processes sharing the machine do not inflate), and how often
the robots played each kind of action: each verb, with `<verb> none` apart when every field of
the action is empty (a declined monument), in all games and in how many games; how the games
ended (their outcome reasons); and, for games whose outcome tells its rounds (`detail["rounds"]`),
rounds per game. `--players` takes a count, a range or a list (default: every count the game
allows); a summary table ends the run, one line per count: actions, rounds and seconds per game
(wall and CPU), p50 / p90 / max each. For games whose robots trade (an `accept` verb makes a
deal, Civilization), deals per round: accepted offers over rounds, per game.

`--runner table` serves the awaited seats as a table's robot runner does (`cogs/async_play.py`:
the lowest seat first, a robot that waits for others only when every awaited seat's does)
instead of in a seeded random order: what a table of robots, or robots beside slow players,
plays like.

    python -m bench.playouts --game civilization --players 8 --games 50 --no-check --runner table
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

from engine import registry
from engine.core.game import Game, GameState
from engine.core.playout import (
    InvariantBroken,
    check_hidden,
    check_replay,
    check_round_trip,
    play,
)


def action_kind(game: Game[Any], text: str) -> str:
    """The verb of an action text, `<verb> none` when all its fields are empty (declining)."""
    action = game.parse_action(text)
    verb = getattr(action, "verb", "") or text.split()[0]
    values = [v for k, v in action.model_dump().items() if k != "kind"]
    if values and all(v is None or v == () or v == [] for v in values):
        return f"{verb} none"
    return verb


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def player_counts(game: Game[Any], spec: str | None) -> list[int]:
    """`4`, `2-8`, `2,3,5` or nothing (every count the game allows)."""
    if not spec:
        return list(range(game.min_players, game.max_players + 1))
    out: list[int] = []
    for part in spec.split(","):
        low, _, high = part.partition("-")
        out.extend(range(int(low), int(high or low) + 1))
    return out


def spread(values: Sequence[float], digits: int = 3) -> str:
    """p50 / p90 / max."""
    return " / ".join(f"{v:.{digits}f}" for v in (percentile(values, 0.5), percentile(values, 0.9),
                                                  max(values)))


def run(game: Game[Any], players: int, games: int, seed: int, options: Any, raw: dict[str, Any],
        check: bool = True, table: bool = False) -> dict[str, Any]:
    """Play and check `games` games at one player count, print their figures, return them."""
    finished = 0
    actions: list[int] = []
    engine_seconds = 0.0
    game_seconds: list[float] = []
    cpu_seconds: list[float] = []  # CPU time of this process: the figure other processes do not skew
    reasons: dict[str, int] = {}
    rounds: list[int] = []
    kinds: Counter[str] = Counter()
    games_with: Counter[str] = Counter()
    slowest = (0.0, 0)
    facts: dict[str, list[Any]] = {}
    deals: list[float] = []  # accepted offers per round, per game
    failures: list[str] = []
    for i in range(games):
        game_seed = seed * 100_003 + i
        started, cpu_started = time.perf_counter(), time.process_time()
        playout = play(game, players, options, game_seed, table=table)
        cpu = time.process_time() - cpu_started
        elapsed = time.perf_counter() - started
        engine_seconds += elapsed
        game_seconds.append(elapsed)
        cpu_seconds.append(cpu)
        outcome = game.outcome(playout.state) if playout.finished else None
        reason = (outcome.reason or "-") if outcome is not None else "unfinished"
        reasons[reason] = reasons.get(reason, 0) + 1
        slowest = max(slowest, (cpu, game_seed))
        told = outcome.detail.get("rounds") if outcome is not None and outcome.detail else None
        if isinstance(told, int):
            rounds.append(told)
        played = Counter(action_kind(game, text) for _, text in playout.log)
        if isinstance(told, int) and told and "accept" in game.grammar.verbs:
            deals.append(played["accept"] / told)
        kinds.update(played)
        games_with.update(played.keys())
        playout_facts = getattr(game, "playout_facts", None)
        if playout_facts is not None:
            for key, value in playout_facts(playout.state).items():
                facts.setdefault(key, []).append(value)
        leaks: list[str] = []

        swap = random.Random(game_seed)

        def no_leak(state: GameState, leaks: list[str] = leaks, swap: random.Random = swap) -> None:
            # Nothing public depends on a hidden value (the values swapped: `check_hidden`).
            try:
                check_hidden(game, state, swap)
            except InvariantBroken as exc:
                leaks.append(str(exc))
        actions.append(len(playout.log))
        try:
            if not playout.finished:
                raise InvariantBroken(f"did not finish within {len(playout.log)} actions")
            if check:
                check_round_trip(game, playout.state)
                check_replay(game, players, options, game_seed, playout)
                # Replay once more, checking every 10th state for leaks (its hidden values swapped).
                play(game, players, options, game_seed, check_every=10, check=no_leak)
                if leaks:
                    raise InvariantBroken(leaks[0])
            finished += 1
        except InvariantBroken as exc:
            failures.append(f"seed {game_seed}: {exc}")

    total = sum(actions)
    print(f"game={game.id} players={players} options={raw or '{}'} games={games}"
          f"{' runner=table' if table else ''}")
    print(f"games finished{' and checked' if check else ' (not checked)'}: {finished}/{games}")
    print(f"mean actions per game: {statistics.mean(actions):.1f} (min {min(actions)}, max {max(actions)})")
    print(f"actions per second (engine): {total / engine_seconds:,.0f}")
    print(f"mean seconds per game: {engine_seconds / games:.3f}")
    print(f"seconds per game: p50 {percentile(game_seconds, 0.5):.3f}, "
          f"p90 {percentile(game_seconds, 0.9):.3f}, max {max(game_seconds):.3f}")
    print(f"CPU seconds per game: mean {statistics.mean(cpu_seconds):.3f}, "
          f"p50 {percentile(cpu_seconds, 0.5):.3f}, p90 {percentile(cpu_seconds, 0.9):.3f}, "
          f"max {max(cpu_seconds):.3f}")
    print("how games ended: " + ", ".join(f"{r} {n}/{games}" for r, n in sorted(reasons.items())))
    if rounds:
        print(f"rounds per game: mean {statistics.mean(rounds):.1f}, p50 {percentile(rounds, 0.5):.0f}, "
              f"p90 {percentile(rounds, 0.9):.0f}, max {max(rounds)}")
    if deals:
        print(f"deals per round (accepted offers): mean {statistics.mean(deals):.2f}, "
              f"p50 {percentile(deals, 0.5):.2f}, p90 {percentile(deals, 0.9):.2f}, min {min(deals):.2f}, "
              f"max {max(deals):.2f}; games without a deal {sum(1 for d in deals if d == 0)}/{len(deals)}")
    print("actions by kind (all games; games where played):")
    for kind, n in sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {kind:<20} {n:>8} {games_with[kind]:>5}/{games}")
    print(f"slowest game (CPU): {slowest[0]:.3f} s (seed {slowest[1]})")
    for key, values in facts.items():
        if all(isinstance(v, bool) for v in values):
            print(f"share {key}: {sum(values) / len(values):.0%}")
        else:
            print(f"mean {key}: {statistics.mean(values):.1f}")
    if all(key in facts for key in ("reached_age_iii", "ended_normally")):
        both = sum(a and b for a, b in zip(facts["reached_age_iii"], facts["ended_normally"]))
        print(f"share reaching Age III and ending normally: {both / len(actions):.0%}")
    for failure in failures[:10]:
        print("FAIL", failure)
    print(flush=True)
    return {"players": players, "games": games, "finished": finished, "actions": actions,
            "wall": game_seconds, "cpu": cpu_seconds, "rounds": rounds, "reasons": reasons,
            "slowest": slowest, "deals": deals}


def summary(game: Game[Any], results: list[dict[str, Any]], checked: bool = True) -> None:
    """One line per player count: the distribution the speed goal reads (issue 20: the slowest
    of 100 robot games under 1 s at every count)."""
    print(f"summary: {game.id}, seconds per game p50 / p90 / max (wall; CPU of this process)")
    games = "games checked" if checked else "games finished (not checked)"
    print(f"| players | {games} | actions p50 / p90 / max | rounds p50 / p90 / max "
          "| wall s p50 / p90 / max | CPU s p50 / p90 / max | slowest (CPU) seed | how games ended "
          "| deals per round mean (min) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in results:
        rounds = spread(r["rounds"], 0) if r["rounds"] else "—"
        ended = ", ".join(f"{k.rsplit('.', 1)[-1]} {n}" for k, n in sorted(r["reasons"].items()))
        deals = f"{statistics.mean(r['deals']):.2f} ({min(r['deals']):.2f})" if r.get("deals") else "—"
        print(f"| {r['players']} | {r['finished']}/{r['games']} | {spread(r['actions'], 0)} | {rounds} "
              f"| {spread(r['wall'], 2)} | {spread(r['cpu'], 2)} | {r['slowest'][1]} | {ended} | {deals} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, choices=registry.ids())
    parser.add_argument("--players", default=None,
                        help="a count (4), a range (2-8) or a list (2,3,5); default: every count")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="table option, repeatable (e.g. --option board=advanced)")
    parser.add_argument("--no-check", action="store_true",
                        help="skip the round trip, replay and leak checks (the times exclude them anyway)")
    parser.add_argument("--runner", choices=("random", "table"), default="random",
                        help="serve awaited seats in a seeded random order, or as a table's robot runner")
    args = parser.parse_args(argv)

    game = registry.get(args.game)
    # A game's options for robot-only tables (Civilization: a round limit), under the user's.
    raw: dict[str, Any] = dict(getattr(game, "playout_options", {}))
    if raw:
        print(f"robot-table options (override with --option): {raw}")
    for item in args.option:
        key, _, value = item.partition("=")
        raw[key] = json.loads(value) if value in ("true", "false") or value.isdigit() else value
    options = game.parse_options(raw)

    results = [run(game, n, args.games, args.seed, options, raw, check=not args.no_check,
                   table=args.runner == "table")
               for n in player_counts(game, args.players)]
    summary(game, results, checked=not args.no_check)
    return 0 if all(r["finished"] == r["games"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
