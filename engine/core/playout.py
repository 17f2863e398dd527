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

from engine.core.choices import DEFAULT_MAX_SEQUENCE, field_domain, scalar_domain
from engine.core.fields import FieldInfo, Multiset, Path
from engine.core.game import Game, GameState, apply, refusal, replay
from engine.core.grammar import Action, _item_type


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
    table: bool = False,
) -> Playout:
    """Play one game to its end with autoplay for every seat.

    `check` runs on the state after every `check_every` actions (0 = never) and at the end.
    Awaited seats are served from a seeded chooser, so simultaneous decisions arrive in varied
    orders; seats whose robots wait (`Game.robot_waits`) only when every awaited seat's does.
    `table`: served as a table's robot runner serves them, the lowest seat first.
    """
    rnd = random.Random(seed)
    state = game.setup(players, options, seed)
    out = Playout(state=state)
    for n in range(max_actions):
        if game.is_over(state):
            out.finished = True
            break
        seats = game.seats_awaited(state)
        if not seats:
            raise InvariantBroken(f"nobody awaited in a game not over (after {n} actions)")
        if table:
            seat = next((p for p in seats if not game.robot_waits(state, p)), seats[0])
        else:
            seat = rnd.choice(seats)
            if game.robot_waits(state, seat):
                ready = [p for p in seats if p != seat and not game.robot_waits(state, p)]
                if ready:
                    seat = rnd.choice(ready)
        action = game.autoplay(state, seat, rnd)
        applied = apply(game, state, seat, action, in_place=True, robot=True)
        state = applied.state
        out.log.append((seat, applied.action_text))
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


def private_view_strings(game: Game[Any], state: GameState, seat: int) -> list[str]:
    private = game.private_view(state, seat)
    if private in (None, {}, []):
        return []
    return [json.dumps(private, sort_keys=True)]


_MISSING = object()


def _random_value(game: Game[Any], state: GameState, seat: int, cls: type[Action], info: FieldInfo,
                  rnd: random.Random) -> Any:
    """A random value of a field's domain. Sequence fields are drawn item by item (a path of
    four provinces among fifty has six million values: never list them)."""
    spec = info.spec
    if isinstance(spec, (Multiset, Path)):
        if not info.required and rnd.random() < 0.25:
            return info.default
        if isinstance(spec, Multiset):
            lo, hi = spec.min_size, spec.max_size if spec.max_size is not None else DEFAULT_MAX_SEQUENCE
        else:
            lo, hi = spec.min_len, spec.max_len if spec.max_len is not None else 3
        items = scalar_domain(game, state, seat, spec.item, _item_type(info.python_type))
        size = rnd.randint(lo, max(lo, hi))
        if size and not items:
            return _MISSING
        return tuple(rnd.choice(items) for _ in range(size))
    domain = field_domain(game, state, seat, cls, info)
    return rnd.choice(domain) if domain else _MISSING


def _random_action(game: Game[Any], state: GameState, seat: int, cls: type[Action],
                   rnd: random.Random) -> Action | None:
    values: dict[str, Any] = {}
    for info in cls.fields_info():
        value = _random_value(game, state, seat, cls, info, rnd)
        if value is _MISSING:
            return None
        values[info.name] = value
    try:
        return cls(**values)
    except ValueError:
        return None


def check_choices(game: Game[Any], state: GameState, rnd: random.Random, *, samples: int = 30,
                  limit: int = 5000) -> None:
    """Legal choices agree with `check` in both directions, for every awaited seat:
    every expanded action passes; random actions built from the field domains pass exactly
    when they are in the expansion, and a refused one carries a catalog key."""
    for seat in sorted({d.seat for d in game.awaiting(state)}):
        verbs = game.verbs_for(state, seat)
        listed = game.legal_actions(state, seat, limit=limit)
        truncated = len(listed) >= limit
        for action in listed:
            problem = refusal(game, state, seat, action)
            if problem is not None:
                raise InvariantBroken(f"seat {seat}: listed {action.to_text()!r} is refused: {problem}")
            if game.parse_action(action.to_text()) != action:
                raise InvariantBroken(f"{action.to_text()!r} does not survive its text form")
        if not truncated:
            _no_dead_ends(game, state, seat, verbs)
        known = set(listed)
        classes = [c for c in (game.grammar.action_class(v) for v in verbs) if c is not None]
        for _ in range(samples if classes else 0):
            cls = rnd.choice(classes)
            picked = _random_action(game, state, seat, cls, rnd)
            if picked is None:
                continue
            problem = refusal(game, state, seat, picked)
            if problem is None:
                if cls.expand and not truncated and picked not in known:
                    raise InvariantBroken(f"seat {seat}: {picked.to_text()!r} passes check but is not listed")
            elif not problem.key or "." not in problem.key:
                raise InvariantBroken(f"refusal without a catalog key: {problem!r}")
            if game.parse_action(picked.to_text()) != picked:
                raise InvariantBroken(f"{picked.to_text()!r} does not survive its text form")


def _no_dead_ends(game: Game[Any], state: GameState, seat: int, verbs: tuple[str, ...]) -> None:
    """Every value `options` offers for a field leads to at least one legal action (an
    autocomplete never offers a choice that cannot be finished)."""
    for verb in verbs:
        cls = game.grammar.action_class(verb)
        if cls is None or not cls.expand:
            continue
        infos = cls.fields_info()

        def leaves(chosen: dict[str, Any], i: int, cls: type[Action] = cls, infos: Any = infos,
                   verb: str = verb) -> int:
            if i == len(infos):
                return 1
            total = 0
            for value in game.options(state, seat, verb, infos[i].name, chosen):
                below = leaves({**chosen, infos[i].name: value}, i + 1)
                if below == 0:
                    raise InvariantBroken(f"seat {seat}: {verb} offers {infos[i].name}={value!r} "
                                          f"after {chosen} with no legal completion")
                total += below
            return total

        leaves({}, 0)


def check_defaults(game: Game[Any], state: GameState) -> None:
    """Every decision's default is a legal action of its seat; `seats_awaited` and each seat's
    `decisions_of` agree with `awaiting`, and each seat's `answering` with its decisions."""
    awaiting = game.awaiting(state)
    if game.seats_awaited(state) != sorted({d.seat for d in awaiting}):
        raise InvariantBroken("seats_awaited differs from the seats of awaiting")
    for seat in range(state.players):
        mine = [d for d in awaiting if d.seat == seat]
        if game.decisions_of(state, seat) != mine:
            raise InvariantBroken(f"decisions_of seat {seat} differs from its part of awaiting")
        if game.answering(state, seat) != Game.answering(game, state, seat):
            raise InvariantBroken(f"answering of seat {seat} differs from its decisions")
    for d in awaiting:
        if d.default is None:
            continue
        # Checked as any value: a game may hand back what its types do not promise.
        action: object = d.default
        whose = f"seat {d.seat}'s {d.kind}"
        if not isinstance(action, Action) or action.verb not in game.grammar.verbs:
            raise InvariantBroken(f"default {action!r} of {whose} is not one of the game's actions")
        if game.parse_action(action.to_text()) != action:
            raise InvariantBroken(f"default {action!r} of {whose} does not survive its text form")
        problem = refusal(game, state, d.seat, action)
        if problem is not None:
            raise InvariantBroken(f"default {action.to_text()!r} of {whose} is refused: {problem}")
