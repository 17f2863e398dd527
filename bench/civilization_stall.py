"""Civilization robots in a deadlock: how often they get out of it.

    python -m bench.civilization_stall --continuations 20
    python -m bench.civilization_stall --position 100375_r50

The position 100084_r40 (`bench/data/civilization_stall_100084_r40.json`, the default) is round
40 of the 5-player robot game of seed 100084 as the robots of commit eb0b3c6~1 played it (that
game then reached the round limit of 120): every nation at A.S.T. column 12 with one or two
cities, its hand a frozen set (six Salt, five Iron...) it saves for cards its purse never
reaches (Law at 165 with a purse of 127). The commodities of stacks 2 and 3 all sit in those
hands, so those stacks hold only Volcanic Eruption and Famine: a nation that builds its second
or third city draws them every round and is cut back to one. Later robots (eb0b3c6 on) play that
seed to the final square in 26 rounds, but the position stays a deadlock to get out of.
100375_r50 is round 50 of the 7-player game of seed 100375 as today's robots play it (it reaches
the round limit too): the same deadlock, with the cheap cards' supply gone (nothing but Law,
Democracy, Philosophy, Agriculture or Literacy to buy) and Africa at 11 cards, 20 points short
of its final square. Plays it on with the current robots from K seeded orders of the awaited
seats (as `playout.play` serves them) and prints how each ended, in how many rounds, and how
many reached the round limit. Since stuck robots sell their sets (`autoplay.stuck`: a full hand
that cannot pay for any card of the plan even with every token in the treasury), 20 orders of
each position all end on the final square (before: 13 and 8 of 20 at the round limit), within
eight rounds (docs/civilization.md, "The 120-round game of seed 100084").
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

from engine import registry
from engine.civilization import autoplay, cards
from engine.civilization.board import city_count
from engine.civilization.state import CivState
from engine.core.game import apply
from engine.core.playout import next_seat

DATA = Path(__file__).parent / "data"


def describe(s: CivState) -> None:
    print(f"round {s.round}, phase {s.phase}; stacks 2 and 3: {s.stacks[1]}, {s.stacks[2]}")
    for seat, p in enumerate(s.seats):
        plan = autoplay.wanted_cards(s, seat)
        prices = {a: cards.price(p.advances, a) for a in plan}
        print(f"  seat {seat} {p.nation}: column {p.ast}, {city_count(s, seat)} cities, "
              f"hand {sorted(p.hand)}, purse {cards.purse(s, seat)}, plan {prices}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--continuations", type=int, default=10)
    parser.add_argument("--position", default="100084_r40", choices=("100084_r40", "100375_r50"))
    args = parser.parse_args(argv)
    game = registry.get("civilization")
    text = (DATA / f"civilization_stall_{args.position}.json").read_text()
    first = game.load_state(text)
    assert isinstance(first, CivState)
    describe(first)
    rounds: list[int] = []
    limit = 0
    for k in range(args.continuations):
        rnd = random.Random(k + 1)
        state = game.load_state(text)
        while not game.is_over(state):
            seat = next_seat(game, state, rnd)
            state = apply(game, state, seat, game.autoplay(state, seat, rnd), in_place=True, robot=True).state
        outcome = game.outcome(state)
        reason = outcome.reason.rsplit(".", 1)[-1] if outcome else "-"
        limit += reason == "round_limit"
        rounds.append(state.round)
        print(f"continuation {k + 1}: {reason} at round {state.round}", flush=True)
    print(f"at the round limit: {limit}/{args.continuations}; rounds p50 {statistics.median(rounds):.0f}, "
          f"max {max(rounds)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
