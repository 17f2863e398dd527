"""Complete games played by `autoplay`, with the invariants every game must keep.

Shared by the property tests and `bench.playouts`: the same checks, the same code.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from engine.core.choices import DEFAULT_MAX_SEQUENCE, field_domain, scalar_domain
from engine.core.fields import FieldInfo, Multiset, Path
from engine.core.game import Event, Game, GameState, apply, refusal, replay
from engine.core.grammar import Action, _item_type


class InvariantBroken(AssertionError):
    pass


@dataclass
class Playout:
    state: GameState
    log: list[tuple[int, str]] = field(default_factory=list)
    finished: bool = False


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
        seat = next_seat(game, state, rnd, table=table, n=n)
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


def next_seat(game: Game[Any], state: GameState, rnd: random.Random, *, table: bool = False,
               n: int = 0) -> int:
    """The awaited seat a robot game serves next (`play`; the benches and tests that play a stored
    position on the same way)."""
    seats = game.seats_awaited(state)
    if not seats:
        raise InvariantBroken(f"nobody awaited in a game not over (after {n} actions)")
    if table:
        return next((p for p in seats if not game.robot_waits(state, p)), seats[0])
    seat = rnd.choice(seats)
    if game.robot_waits(state, seat):
        ready = [p for p in seats if p != seat and not game.robot_waits(state, p)]
        if ready:
            seat = rnd.choice(ready)
    return seat


def check_round_trip(game: Game[Any], state: GameState) -> None:
    again = game.load_state(state.model_dump_json())
    if again != state:
        raise InvariantBroken("JSON round trip changed the state")


def check_replay(game: Game[Any], players: int, options: BaseModel, seed: int,
                 playout: Playout) -> None:
    again = replay(game, players, options, seed, playout.log)
    if again != playout.state:
        raise InvariantBroken("replaying the log did not reproduce the final state")


# --------------------------------------------------------------------------- leaks


def _slot_get(holder: Any, index: Any) -> Any:
    if isinstance(index, str) and not isinstance(holder, dict):
        return getattr(holder, index)
    return holder[index]


def _slot_set(holder: Any, index: Any, value: Any) -> None:
    if isinstance(index, str) and not isinstance(holder, dict):
        setattr(holder, index, value)
    else:
        holder[index] = value


def reshuffled(game: Game[Any], state: GameState, rnd: random.Random,
               keep: frozenset[int] = frozenset()) -> tuple[GameState, int]:
    """A copy of `state` with its hidden values (`Game.hidden_values`, but those of the seats in
    `keep`) swapped at random within their kinds, and how many values were in play (0: nothing
    hidden). A finished game hides nothing: its final scoring reveals what was hidden."""
    other = game.copy_state(state)
    if game.is_over(state):
        return other, 0
    count = 0
    for hidden in game.hidden_values(other, keep):
        values = [_slot_get(h, i) for h, i in hidden.slots]
        rnd.shuffle(values)
        for (h, i), value in zip(hidden.slots, values, strict=True):
            _slot_set(h, i, value)
        if hidden.write_back is not None:
            hidden.write_back()
        count += len(values)
    return other, count


# What the public sees of a state beyond the engine's own public parts: the public buttons and
# their labels (present/ layer output for the channel), the status message... Given by the
# tests, which may import present/ (`tests/leaks.py`); the engine does not.
Surfaces = Callable[[Game[Any], GameState], dict[str, Any]]


def public_surfaces(game: Game[Any], state: GameState, surfaces: Surfaces | None = None) -> dict[str, Any]:
    """Everything public about `state`, by surface: the public view, the public decisions (seat,
    kind, verbs, parameters, default), and the extra `surfaces`."""
    out: dict[str, Any] = {
        "public view": game.public_view(state),
        "public decisions": [d for d in game.awaiting(state) if not d.private],
    }
    if surfaces is not None:
        out.update(surfaces(game, state))
    return out


def public_events(events: list[Event]) -> list[tuple[str, dict[str, Any]]]:
    return [(e.key, e.params) for e in events if e.to is None]


@dataclass
class LeakFigures:
    """What `check_hidden` compared over a game: states whose hidden values were swapped, hidden
    values swapped in all, surfaces compared (one surface of one state each), moves replayed."""

    states: int = 0
    swapped: int = 0
    surfaces: int = 0
    moves: int = 0

    def add(self, other: LeakFigures) -> None:
        self.states += other.states
        self.swapped += other.swapped
        self.surfaces += other.surfaces
        self.moves += other.moves


def counts_publicly(events: list[Event]) -> bool:
    """Whether a move counts on the public move counter: it has something public to tell (the
    moves `/game history` and the web page number; a private offer does not count)."""
    return any(e.to is None for e in events)


def check_hidden(game: Game[Any], state: GameState, rnd: random.Random, *, seat: int | None = None,
                 action: Action | None = None, surfaces: Surfaces | None = None,
                 public_moves: int = 0,
                 public_move: Callable[[list[Event]], bool] = counts_publicly) -> LeakFigures:
    """Nothing public depends on a hidden value: `state` with its hidden values swapped
    (`reshuffled`) shows the same public surfaces (`public_surfaces`). With `seat` and `action`
    (its next move), the move is replayed in a world where the hidden values of the others (but
    seats deciding in private) are swapped: it is as legal there and, unless it reveals
    something (a draw), reads the same public events, leaves the same public surfaces and the
    same public move counter (`public_moves` so far, plus one if `public_move` counts it).
    Raises InvariantBroken naming the surface; returns what was compared."""
    figures = LeakFigures()
    other, count = reshuffled(game, state, rnd)
    if count:
        figures.states, figures.swapped = 1, count
        mine, theirs = public_surfaces(game, state, surfaces), public_surfaces(game, other, surfaces)
        _same(mine, theirs, "")
        figures.surfaces += len(mine)
    if seat is None or action is None:
        return figures
    # The mover keeps its hidden values (its move may name them), and so does every seat deciding
    # in private (its answer, recorded or not, is bound to them).
    keep = frozenset({seat, *(d.seat for d in game.awaiting(state) if d.private)})
    other, count = reshuffled(game, state, rnd, keep)
    if not count:
        return figures
    problem = refusal(game, other, seat, action)
    if problem is not None:
        raise InvariantBroken(f"{action.to_text()!r} of seat {seat} is refused once others' hidden "
                              f"values are swapped: its legality depends on them ({problem.key})")
    before = apply(game, state, seat, action)
    after = apply(game, other, seat, action)
    figures.moves = 1
    if before.reveals or after.reveals or game.is_over(before.state) or game.is_over(after.state):
        return figures  # a draw, a reveal, the final scoring: meant to tell
    mine = {"public events": public_events(before.events), **public_surfaces(game, before.state, surfaces),
            "public move counter": public_moves + public_move(before.events)}
    theirs = {"public events": public_events(after.events), **public_surfaces(game, after.state, surfaces),
              "public move counter": public_moves + public_move(after.events)}
    _same(mine, theirs, f" after {action.to_text()!r} of seat {seat}")
    figures.surfaces += len(mine)
    return figures


def _same(mine: dict[str, Any], theirs: dict[str, Any], when: str) -> None:
    for surface, shown in mine.items():
        if theirs[surface] != shown:
            raise InvariantBroken(f"the {surface}{when} depends on hidden values: "
                                  f"{_first_difference(shown, theirs[surface])}")


def _first_difference(a: Any, b: Any, path: str = "") -> str:
    """Where two JSON-like values first differ, for the message."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            if a.get(key) != b.get(key):
                return _first_difference(a.get(key), b.get(key), f"{path}.{key}")
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return _first_difference(x, y, f"{path}[{i}]")
    return f"{path or 'value'}: {str(a)[:200]} != {str(b)[:200]}"


def play_checking_hidden(game: Game[Any], players: int, options: BaseModel, seed: int, *,
                         every: int = 1, moves_every: int = 1, surfaces: Surfaces | None = None,
                         public_move: Callable[[list[Event]], bool] | None = None,
                         max_actions: int = 20_000) -> tuple[Playout, LeakFigures]:
    """A complete robot game (`play`'s seeded order) with `check_hidden` on every `every`-th
    state and the robot's move replayed on every `moves_every`-th. `public_move` says whether a
    move counts on the public move counter (default: it has a public event)."""
    counts = public_move or counts_publicly
    rnd = random.Random(seed)
    swap = random.Random(f"swap:{seed}")
    state = game.setup(players, options, seed)
    out = Playout(state=state)
    figures = LeakFigures()
    public_moves = 0
    for n in range(max_actions):
        if game.is_over(state):
            out.finished = True
            break
        seat = next_seat(game, state, rnd)
        action = game.autoplay(state, seat, rnd)
        if n % every == 0:
            replay = n % moves_every == 0
            figures.add(check_hidden(game, state, swap, seat=seat if replay else None, action=action,
                                     surfaces=surfaces, public_moves=public_moves, public_move=counts))
        applied = apply(game, state, seat, action, in_place=True, robot=True)
        public_moves += counts(applied.events)
        out.log.append((seat, applied.action_text))
    out.state = state
    return out, figures


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
