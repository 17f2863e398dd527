"""Legal choices derived from the one validation path.

A game answers `options(state, seat, verb, field, chosen)`: the legal values of one field of
an action given the fields already chosen. The default answer here derives it from `check`
by trying the field's candidates (`field_domain`) and, for each, looking for one completion
of the other unchosen fields that passes; games override it where they know better (the legal
squares for a tile colour, the next provinces of a path) — for speed, never for a different
answer. `expand` builds the full legal list from `options` field by field, so the list, the
autocomplete and the buttons all come from the same place as `check`.

A `Steps` field (a whole phase's orders) is answered item by item (`steps_options`): with the
steps chosen so far as `prefix`, the step kinds that can come next (and `DONE` when the steps
are a whole legal order); with a `Draft` at the end of `prefix` (a step being built field by
field), the legal values of the draft's field `ask` (for a path or a list: its next items).
A value is offered only when some completion of the step and of the order passes `check`
itself (the game names the candidates, `Game.step_candidates`, and a completion of an order
that needs more steps, `Game.complete_steps`): options and `check` cannot disagree.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.core.fields import (
    Choice,
    Count,
    FieldInfo,
    Flag,
    Multiset,
    Path,
    Ref,
    Seat,
    Steps,
    YesNo,
    choice_values,
)
from engine.core.grammar import Action, Step, _fields, _item_type

if TYPE_CHECKING:
    from engine.core.game import Game, GameState

# Marks, among the next items of a sequence field, that the prefix is itself a complete value.
DONE = "\x00done"
# Longest sequence the derived enumeration builds when the spec gives no bound.
DEFAULT_MAX_SEQUENCE = 6
# Count fields with no upper bound are enumerated up to this.
DEFAULT_COUNT_LIMIT = 20
# The derived options of one field check at most this many candidate actions in all; past it,
# what is left is offered unverified (`check` still has the last word when it is played), so
# a question about a field of 30 cards answers in bounded time instead of never.
OPTIONS_BUDGET = 20_000
# At most this many whole values of a sequence field are enumerated as candidates.
SEQUENCE_CAP = 20_000


def scalar_domain(game: Game[Any], state: GameState, seat: int, spec: Any, python_type: Any) -> list[Any]:
    if isinstance(spec, Choice):
        values = list(choice_values(spec, python_type))
    elif isinstance(spec, YesNo):
        values = [True, False]
    elif isinstance(spec, Flag):
        values = [False, True]
    elif isinstance(spec, Seat):
        values = list(range(state.players))
    elif isinstance(spec, Count):
        hi = spec.hi if spec.hi is not None else spec.lo + DEFAULT_COUNT_LIMIT
        values = list(range(spec.lo, hi + 1))
    elif isinstance(spec, Ref):
        values = list(game.domain(state, spec.kind))
    else:
        values = []
    if spec.none is not None:
        values.append(None)
    return values


def sequences(items: Sequence[Any], *, multiset: bool, min_len: int,
              max_len: int) -> Iterator[tuple[Any, ...]]:
    """Every tuple of `items` of length min_len..max_len (non-decreasing when a multiset)."""
    for n in range(min_len, max_len + 1):
        if multiset:
            yield from itertools.combinations_with_replacement(items, n)
        else:
            yield from itertools.product(items, repeat=n)


def field_domain(game: Game[Any], state: GameState, seat: int, cls: type[Action],
                 info: FieldInfo) -> list[Any]:
    """Every value a field could take, legal or not (the candidates to check)."""
    spec = info.spec
    values: list[Any]
    if isinstance(spec, Multiset):
        items = scalar_domain(game, state, seat, spec.item, _item_type(info.python_type))
        top = spec.max_size if spec.max_size is not None else DEFAULT_MAX_SEQUENCE
        values = list(itertools.islice(sequences(items, multiset=True, min_len=0, max_len=top), SEQUENCE_CAP))
    elif isinstance(spec, Path):
        items = scalar_domain(game, state, seat, spec.item, _item_type(info.python_type))
        top = spec.max_len if spec.max_len is not None else min(DEFAULT_MAX_SEQUENCE, 3)
        values = list(itertools.islice(sequences(items, multiset=False, min_len=spec.min_len, max_len=top),
                                       SEQUENCE_CAP))
    elif isinstance(spec, Steps):
        values = []  # whole orders are not enumerable; the game answers item by item
    else:
        values = scalar_domain(game, state, seat, spec, info.python_type)
        if info.nullable and None not in values:
            values.append(None)  # an optional field left out (`hero` beside `hero on a3`, `monument none`)
        return values
    if not info.required and info.default is not None and info.default not in values:
        values.insert(0, info.default)
    if info.nullable:
        values.append(None)
    return values


def _build(cls: type[Action], values: Mapping[str, Any]) -> Action | None:
    try:
        return cls(**values)
    except ValueError:
        return None


def _complete(game: Game[Any], state: GameState, seat: int, cls: type[Action], chosen: dict[str, Any],
              rest: list[FieldInfo], budget: list[int],
              domains: dict[str, list[Any]] | None = None) -> bool:
    """Whether some values of `rest` complete `chosen` into an action `check` accepts.
    `domains` keeps each rest field's candidates for the whole question (a card field's can
    be thousands of multisets: built once, not once per value tried)."""
    if not rest:
        budget[0] -= 1
        action = _build(cls, chosen)
        return action is not None and game.check(state, seat, action) is None
    info, others = rest[0], rest[1:]
    if domains is None:
        domains = {}
    if info.name not in domains:
        domains[info.name] = field_domain(game, state, seat, cls, info)
    for value in domains[info.name]:
        if budget[0] <= 0:
            return True  # undecided within the budget: offer it, `check` has the last word
        if _complete(game, state, seat, cls, {**chosen, info.name: value}, others, budget, domains):
            return True
    return False


def derived_options(game: Game[Any], state: GameState, seat: int, verb: str, field: str,
                    chosen: Mapping[str, Any], prefix: tuple[Any, ...] | None = None) -> list[Any]:
    cls = game.grammar.action_class(verb)
    if cls is None:
        return []
    infos = cls.fields_info()
    target = next((i for i in infos if i.name == field), None)
    if target is None:
        return []
    fixed = {k: v for k, v in chosen.items() if k != field}
    rest = [i for i in infos if i.name not in fixed and i.name != field]
    budget = [OPTIONS_BUDGET]
    domains: dict[str, list[Any]] = {}

    def completes(value: Any) -> bool:
        return _complete(game, state, seat, cls, {**fixed, field: value}, rest, budget, domains)

    spec = target.spec
    if prefix is not None and isinstance(spec, Steps):
        return steps_options(game, state, seat, cls, target, fixed, prefix)
    if prefix is not None and isinstance(spec, (Multiset, Path)):
        # The next items of a sequence: grow the prefix one item at a time (never enumerate
        # every sequence of a large item domain), keeping an item when some longer sequence
        # through it completes.
        items = scalar_domain(game, state, seat, spec.item, _item_type(target.python_type))
        top = (spec.max_size if isinstance(spec, Multiset) else spec.max_len) or DEFAULT_MAX_SEQUENCE

        multiset = isinstance(spec, Multiset)
        seen: dict[tuple[Any, ...], bool] = {}

        def completes_once(value: tuple[Any, ...]) -> bool:
            # A multiset is the same whatever order it was reached in: judge it once.
            key = tuple(sorted(value, key=repr)) if multiset else value
            if key not in seen:
                seen[key] = completes(value)
            return seen[key]

        def extends(value: tuple[Any, ...], start: int = 0) -> bool:
            if completes_once(value):
                return True
            if len(value) >= top or budget[0] <= 0:
                return budget[0] <= 0
            # A multiset's rest is itself a multiset: grow it in one order (items from `start`
            # on), not in every order — 84 instead of 4,096 tries for 6 tiles of 4 colours.
            return any(extends((*value, items[j]), j if multiset else 0)
                       for j in range(start if multiset else 0, len(items)))

        nexts: list[Any] = [DONE] if completes_once(tuple(prefix)) else []
        nexts += [item for item in items if len(prefix) < top and extends((*prefix, item))]
        return nexts
    candidates = field_domain(game, state, seat, cls, target)
    if prefix is not None:  # Steps: the game answers item by item; derived: whole values only
        return []
    return [value for value in candidates if completes(value)]


def expand(game: Game[Any], state: GameState, seat: int, verbs: Sequence[str],
           limit: int | None = None) -> tuple[list[Action], bool]:
    """Every legal action of `seat` with these verbs, built field by field from `options`.

    Returns (actions, complete): complete is False when `limit` cut the list short or a verb
    is not expandable (its actions are judged by `check` only).
    """
    out: dict[Action, None] = {}
    complete = True
    for verb in verbs:
        cls = game.grammar.action_class(verb)
        if cls is None:
            continue
        if not cls.expand:
            complete = False
            continue
        infos = list(cls.fields_info())

        def fill(chosen: dict[str, Any], i: int, cls: type[Action] = cls, infos: list[FieldInfo] = infos,
                 verb: str = verb) -> Iterator[Action]:
            if i == len(infos):
                action = _build(cls, chosen)
                # An action without fields has no `options` to ask: `check` alone says if it is legal.
                if action is not None and (infos or game.check(state, seat, action) is None):
                    yield action
                return
            info = infos[i]
            for value in game.options(state, seat, verb, info.name, chosen):
                yield from fill({**chosen, info.name: value}, i + 1)

        for action in fill({}, 0):
            if limit is not None and len(out) >= limit:
                return list(out), False
            out[action] = None
    return list(out), complete


# --------------------------------------------------------------------------- Steps, item by item


@dataclass(frozen=True)
class Draft:
    """One step of a `Steps` field being built field by field: its kind, the fields chosen so
    far (in the order chosen) and the field asked about (`ask`; "" before any is asked). Only
    the asked field may hold a sequence still being chosen (a path's first areas)."""

    kind: type[Step]
    chosen: tuple[tuple[str, Any], ...] = ()
    ask: str = ""

    @property
    def values(self) -> dict[str, Any]:
        return dict(self.chosen)

    def asking(self, field: str) -> Draft:
        return Draft(self.kind, self.chosen, field)

    def given(self, field: str, value: Any) -> Draft:
        """The draft with `field` set to `value` (asked no more)."""
        values = {**self.values, field: value}
        return Draft(self.kind, tuple(values.items()), "")

    def plus_item(self, item: Any) -> Draft:
        """The draft with one more item of its asked (sequence) field, still asked."""
        values = self.values
        values[self.ask] = (*values.get(self.ask, ()), item)
        return Draft(self.kind, tuple(values.items()), self.ask)

    def next_field(self) -> str | None:
        """The first field of `build_order` not chosen yet (None: every field is)."""
        values = self.values
        return next((f.name for f in build_order(self.kind) if f.name not in values), None)

    def step(self) -> Step | None:
        """The step with the unchosen optional fields at their defaults; None when a required
        field is missing or a value is out of its bounds."""
        values = self.values
        for info in _fields(self.kind):
            if info.name not in values:
                if info.required:
                    return None
                continue
            if not sequence_fits(info, values[info.name]):
                return None
        try:
            return self.kind(**values)
        except ValueError:
            return None


def build_order(kind: type[Step]) -> tuple[FieldInfo, ...]:
    """The order a step's fields are chosen in: what the step is about first (its areas, whom),
    then its counts (how many of what was chosen), then the optional fields — `2 thebes>memphis`
    is built as Thebes, Memphis, then 2; its text keeps the grammar's order."""
    infos = _fields(kind)
    return (*(i for i in infos if i.required and not isinstance(i.spec, Count)),
            *(i for i in infos if i.required and isinstance(i.spec, Count)),
            *(i for i in infos if not i.required))


def sequence_fits(info: FieldInfo, value: Any) -> bool:
    """Whether a path's or a list's length is within its spec's bounds (other values: True)."""
    spec = info.spec
    if isinstance(spec, Path):
        return len(value) >= spec.min_len and (spec.max_len is None or len(value) <= spec.max_len)
    if isinstance(spec, Multiset):
        return len(value) >= spec.min_size and (spec.max_size is None or len(value) <= spec.max_size)
    return True


def _sequence_room(info: FieldInfo, value: tuple[Any, ...]) -> bool:
    spec = info.spec
    top = spec.max_len if isinstance(spec, Path) else spec.max_size if isinstance(spec, Multiset) else 0
    return len(value) < (top if top is not None else DEFAULT_MAX_SEQUENCE)


def step_domain(game: Game[Any], state: GameState, seat: int, verb: str, steps: tuple[Any, ...],
                draft: Draft, field: str) -> list[Any]:
    """The candidates of a draft's field (for a sequence field: of its next item): the game's
    (`Game.step_candidates`), else every value of the field's spec."""
    found = game.step_candidates(state, seat, verb, steps, draft, field)
    if found is not None:
        return list(found)
    info = next(i for i in _fields(draft.kind) if i.name == field)
    spec = info.spec
    if isinstance(spec, (Multiset, Path)):
        return scalar_domain(game, state, seat, spec.item, _item_type(info.python_type))
    values = scalar_domain(game, state, seat, spec, info.python_type)
    if info.nullable and None not in values:
        values.append(None)
    return values


class _StepsJudge:
    """Answers, for one question, whether steps (and drafts) can become a legal order."""

    def __init__(self, game: Game[Any], state: GameState, seat: int, cls: type[Action], info: FieldInfo,
                 fixed: Mapping[str, Any]) -> None:
        self.game, self.state, self.seat, self.cls, self.info = game, state, seat, cls, info
        self.verb = cls.verb
        self.fixed = dict(fixed)
        self.rest = [i for i in cls.fields_info() if i.name not in self.fixed and i.name != info.name]
        self.budget = [OPTIONS_BUDGET]
        self.memo: dict[tuple[Any, ...], bool] = {}

    def legal(self, steps: tuple[Any, ...]) -> bool:
        """Whether these steps are a whole legal order as they are (`check`)."""
        if len(steps) < getattr(self.info.spec, "min_len", 0):
            return False
        return _complete(self.game, self.state, self.seat, self.cls, {**self.fixed, self.info.name: steps},
                         self.rest, self.budget)

    def viable(self, steps: tuple[Any, ...]) -> bool:
        """Whether the order can be these steps and maybe more (the game's completion) and pass."""
        if steps not in self.memo:
            more = self.game.complete_steps(self.state, self.seat, self.verb, steps)
            self.memo[steps] = more is not None and self.legal((*steps, *more))
        return self.memo[steps]

    def completes(self, steps: tuple[Any, ...], draft: Draft, open_field: str = "") -> bool:
        """Whether some values of the draft's unchosen fields (and more items of `open_field`,
        a sequence being chosen) make a step after which the order is viable."""
        if self.budget[0] <= 0:
            return False  # undecided within the budget: not offered (never an item that fails)
        values = draft.values
        if not open_field:  # a path too short to be one is still being chosen, asked or not
            open_field = next((i.name for i in _fields(draft.kind)
                               if i.name in values and isinstance(i.spec, (Multiset, Path))
                               and not sequence_fits(i, values[i.name])), "")
        if open_field:
            info = next(i for i in _fields(draft.kind) if i.name == open_field)
            value = tuple(values.get(open_field, ()))
            closed = Draft(draft.kind, draft.chosen, "")
            if sequence_fits(info, value) and self.completes(steps, closed):
                return True
            if not _sequence_room(info, value):
                return False
            return any(self.completes(steps, draft.asking(open_field).plus_item(item), open_field)
                       for item in step_domain(self.game, self.state, self.seat, self.verb, steps,
                                               draft.asking(open_field), open_field))
        field = draft.next_field()
        if field is None:
            step = draft.step()
            self.budget[0] -= 1
            return step is not None and self.viable((*steps, step))
        info = next(i for i in _fields(draft.kind) if i.name == field)
        if isinstance(info.spec, (Multiset, Path)):
            return self.completes(steps, draft.given(field, ()).asking(field), field)
        values_tried = step_domain(self.game, self.state, self.seat, self.verb, steps, draft.asking(field),
                                   field)
        if not info.required:  # the default first: most steps leave their options alone
            values_tried = [info.default, *(v for v in values_tried if v != info.default)]
        return any(self.completes(steps, draft.given(field, v)) for v in values_tried)


def steps_options(game: Game[Any], state: GameState, seat: int, cls: type[Action], info: FieldInfo,
                  fixed: Mapping[str, Any], prefix: tuple[Any, ...]) -> list[Any]:
    """The next items of a `Steps` field after `prefix` (see the module's docstring)."""
    draft = prefix[-1] if prefix and isinstance(prefix[-1], Draft) else None
    steps = tuple(prefix[:-1] if draft is not None else prefix)
    if any(isinstance(s, Draft) for s in steps):
        return []
    judge = _StepsJudge(game, state, seat, cls, info, fixed)
    spec = info.spec
    assert isinstance(spec, Steps)
    if draft is None:
        out: list[Any] = [DONE] if judge.legal(steps) else []
        out += [kind for kind in spec.kinds if judge.completes(steps, Draft(kind))]
        return out
    field = draft.ask or draft.next_field()
    if field is None:
        return []
    target = next((i for i in _fields(draft.kind) if i.name == field), None)
    if target is None:
        return []
    asked = draft.asking(field)
    if isinstance(target.spec, (Multiset, Path)):
        value = tuple(draft.values.get(field, ()))
        closed = Draft(draft.kind, draft.chosen, "")
        nexts: list[Any] = [DONE] if sequence_fits(target, value) and judge.completes(steps, closed) else []
        if _sequence_room(target, value):
            nexts += [item for item in step_domain(game, state, seat, cls.verb, steps, asked, field)
                      if judge.completes(steps, asked.plus_item(item), field)]
        return nexts
    values = [v for v in step_domain(game, state, seat, cls.verb, steps, asked, field)
              if judge.completes(steps, draft.given(field, v))]
    return values


__all__ = ["DONE", "Draft", "build_order", "derived_options", "expand", "field_domain", "scalar_domain",
           "sequences", "steps_options"]
