"""Autocomplete answer time per field over complete robot games: what a slash option's
autocomplete does off the event loop (`Game.options` for the field, the seat's view when the
presenter's labels read it, and the labels of up to 25 choices).

    python -m bench.autocomplete --game tta --players 4 --games 2

At every `--every`-th state of each game, for every awaited seat and every field of every verb
the seat may play, the first field's choices are asked with nothing chosen (a sequence field
with an empty prefix), as a player opening the option would. Prints, per field, p50/p99/max in
milliseconds and how many times it was asked, heaviest p99 first; the first line is the game's
heaviest field (the issue's goal: p99 under 20 ms).

A whole order (a `Steps` field: Civilization's movement, losses, ships...) is also asked as it is
being typed (`--orders`, on by default): the autocomplete's whole answer (`present.orders.read`
and `next_choices`, labels and texts) after each word of the order the robot plays — nothing yet,
a count, a source area, an open path, a whole step and "; " — reported as `<verb>.<field> (next
step)`.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import defaultdict

from cogs._commands import _item_info as item_info
from engine import registry
from engine.core import apply
from engine.core.choices import DONE
from engine.core.fields import Multiset, Path, Steps
from present import orders
from present.base import presenter_for

AUTOCOMPLETE_LIMIT = 25
# Wall time by default; `--cpu`: this thread's CPU time (the work itself, whatever else the
# machine runs meanwhile).
CLOCK = [time.perf_counter]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def ask(game_id: str, state: object, seat: int, verb: str, info: object, names: list[str]) -> None:
    game = registry.get(game_id)
    presenter = presenter_for(game_id)
    sequence = isinstance(info.spec, (Multiset, Path))
    values = game.options(state, seat, verb, info.name, {}, () if sequence else None)
    view = game.player_view(state, seat) if presenter.option_labels_read_view else None
    shown = item_info(info) if sequence else info  # a sequence's choices are its next items
    for value in list(values)[:AUTOCOMPLETE_LIMIT]:
        if value != DONE:
            presenter.option_label(shown, value, "en", names, verb=verb, view=view)


def typed_prefixes(game_id: str, action: object, field: str) -> list[str]:
    """What a player has typed of `action`'s order word by word (and each step followed by
    "; "), in English words: the autocomplete's questions while it is typed."""
    steps = getattr(action, field)
    out = [""]
    done = ""
    for step in steps:
        text = orders.order_text(game_id, [step], "en")
        words = text.replace(">", "> ").split(" ")
        typed = ""
        for word in words:
            typed = f"{typed}{word}" if typed.endswith(">") else f"{typed} {word}".strip()
            out.append(f"{done}{typed}".replace("> ", ">"))
        done = f"{done}{text}; "
        out.append(done)
    return out


def ask_order(game_id: str, state: object, seat: int, cls: object, info: object, action: object,
              names: list[str], times: list[float]) -> None:
    game = registry.get(game_id)
    presenter = presenter_for(game_id)
    for typed in typed_prefixes(game_id, action, info.name):
        started = CLOCK[0]()
        reading = orders.read(game_id, info, typed, names)
        orders.next_choices(game_id, state, seat, cls, info, reading, presenter, "en", names)
        times.append((CLOCK[0]() - started) * 1000)
    del game


def measure(game_id: str, players: int, games: int, seed: int, every: int,
            with_orders: bool = True) -> dict[str, list[float]]:
    game = registry.get(game_id)
    import present  # noqa: F401  (registers the presenters)

    options = game.parse_options({})
    times: dict[str, list[float]] = defaultdict(list)
    for g in range(games):
        rnd = random.Random(seed + g)
        state = game.setup(players, options, seed + g)
        names = [f"Player {i + 1}" for i in range(16)]
        for step in range(50_000):
            if game.is_over(state):
                break
            awaited = sorted({d.seat for d in game.awaiting(state)})
            if step % every == 0 or (g == 0 and step == 0):
                for seat in awaited:
                    for verb in game.verbs_for(state, seat):
                        cls = game.grammar.action_class(verb)
                        if cls is None:
                            continue
                        for info in cls.fields_info():
                            if isinstance(info.spec, Steps):
                                continue  # asked as typed, step by step (below)
                            started = CLOCK[0]()
                            ask(game_id, state, seat, verb, info, names)
                            if g or step:  # the very first asks load the catalog: not timed
                                times[f"{verb}.{info.name}"].append((CLOCK[0]() - started) * 1000)
            seat = rnd.choice(awaited)
            action = game.autoplay(state, seat, rnd)
            steps = next((i for i in action.fields_info() if isinstance(i.spec, Steps)), None)
            if with_orders and steps is not None and (g or step):
                ask_order(game_id, state, seat, type(action), steps, action, names,
                          times[f"{action.verb}.{steps.name} (next step)"])
            state = apply(game, state, seat, action).state
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, choices=registry.ids())
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--every", type=int, default=5, help="ask at every N-th state")
    parser.add_argument("--no-orders", action="store_true", help="skip whole orders typed step by step")
    parser.add_argument("--cpu", action="store_true", help="time this thread's CPU, not the wall clock")
    args = parser.parse_args(argv)
    if args.cpu:
        CLOCK[0] = time.thread_time
    times = measure(args.game, args.players, args.games, args.seed, args.every, not args.no_orders)
    rows = sorted(times.items(), key=lambda kv: percentile(kv[1], 0.99), reverse=True)
    if not rows:
        print("no field was asked")
        return 1
    top, values = rows[0]
    print(f"{args.game} {args.players} players, {args.games} games ({'CPU' if args.cpu else 'wall'}): "
          f"heaviest field {top}: "
          f"p99 {percentile(values, 0.99):.2f} ms over {len(values)} asks")
    for name, values in rows:
        print(f"  {name:32} p50 {percentile(values, 0.5):7.2f}  p99 {percentile(values, 0.99):7.2f}  "
              f"max {max(values):7.2f} ms  ({len(values)} asks)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
