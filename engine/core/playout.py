"""Complete games played by `autoplay`, with the invariants every game must keep.

Shared by the property tests and `bench.playouts`: the same checks, the same code.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from engine.core.game import Game, GameState, apply, replay


class InvariantBroken(AssertionError):
    pass


@dataclass
class Playout:
    state: GameState
    log: list[tuple[int, str]] = field(default_factory=list)
    finished: bool = False


def private_strings(game: Game[Any], state: GameState, seat: int) -> list[str]:
    """JSON fragments of seat's private part, to look for in public views."""
    private = game.player_view(state, seat).get("private")
    if private in (None, {}, []):
        return []
    return [json.dumps(private, sort_keys=True)]


def play(
    game: Game[Any],
    players: int,
    options: BaseModel,
    seed: int,
    *,
    max_actions: int = 20_000,
    check_every: int = 0,
    check: Callable[[GameState], None] | None = None,
) -> Playout:
    """Play one game to its end with autoplay for every seat.

    `check` runs on the state after every `check_every` actions (0 = never) and at the end.
    Awaited seats are served round-robin from a seeded chooser, so simultaneous decisions
    arrive in varied orders.
    """
    rnd = random.Random(seed)
    state = game.setup(players, options, seed)
    out = Playout(state=state)
    for n in range(max_actions):
        if game.is_over(state):
            out.finished = True
            break
        decisions = game.awaiting(state)
        if not decisions:
            raise InvariantBroken(f"nobody awaited in a game not over (after {n} actions)")
        seat = rnd.choice(sorted({d.seat for d in decisions}))
        action = game.autoplay(state, seat, rnd)
        state = apply(game, state, seat, action).state
        out.log.append((seat, action.to_text()))
        if check and check_every and n % check_every == 0:
            check(state)
    out.state = state
    if check:
        check(state)
    return out


def check_round_trip(game: Game[Any], state: GameState) -> None:
    again = game.load_state(state.model_dump_json())
    if again != state:
        raise InvariantBroken("JSON round trip changed the state")


def check_replay(game: Game[Any], players: int, options: BaseModel, seed: int,
                 playout: Playout) -> None:
    again = replay(game, players, options, seed, playout.log)
    if again != playout.state:
        raise InvariantBroken("replaying the log did not reproduce the final state")


def check_no_leak(game: Game[Any], state: GameState, secrets: Callable[[GameState, int], list[str]]) -> None:
    """`secrets(state, seat)` lists exact strings that only `seat` may see; none may be public."""
    public = json.dumps(game.public_view(state), sort_keys=True)
    for seat in range(state.players):
        for secret in secrets(state, seat):
            if secret and secret in public:
                raise InvariantBroken(f"seat {seat}'s private {secret!r} is in the public view")
