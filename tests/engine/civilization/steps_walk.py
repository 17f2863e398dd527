"""Walks a `Steps` field through `Game.options` item by item, as the order builder does: to
reach a given order (is every step of it offered?) or at random (does every offered item lead to
an order `check` accepts?). Shared by the property tests."""

from __future__ import annotations

import random
from typing import Any

from engine.core import DONE, Action, Game, Multiset, Path, Steps
from engine.core.choices import Draft, build_order


def steps_field(cls: type[Action]) -> str | None:
    return next((i.name for i in cls.fields_info() if isinstance(i.spec, Steps)), None)


def reach(game: Game[Any], state: Any, seat: int, action: Action) -> str | None:
    """None if every step of `action`'s order is offered in turn (and DONE after the last);
    else what was not offered."""
    verb, field = action.verb, steps_field(type(action))
    assert field is not None
    steps: tuple[Any, ...] = ()
    for st in getattr(action, field):
        if type(st) not in game.options(state, seat, verb, field, {}, steps):
            return f"step kind {type(st).__name__} after {steps}"
        draft = Draft(type(st))
        for info in build_order(type(st)):
            value = getattr(st, info.name)
            if isinstance(info.spec, (Multiset, Path)):
                draft = draft.given(info.name, ()).asking(info.name)
                for item in value:
                    if item not in game.options(state, seat, verb, field, {}, (*steps, draft)):
                        return f"{info.name} item {item!r} of {st.to_text()} after {steps}"
                    draft = draft.plus_item(item)
                if DONE not in game.options(state, seat, verb, field, {}, (*steps, draft)):
                    return f"{info.name} complete at {value!r} of {st.to_text()}"
                draft = draft.given(info.name, tuple(value))
            else:
                offered = game.options(state, seat, verb, field, {}, (*steps, draft.asking(info.name)))
                if value not in offered:
                    return f"{info.name}={value!r} of {st.to_text()} after {steps} (offered {offered})"
                draft = draft.given(info.name, value)
        steps = (*steps, st)
    if DONE not in game.options(state, seat, verb, field, {}, steps):
        return f"DONE after {steps}"
    return None


def wander(game: Game[Any], state: Any, seat: int, cls: type[Action], rnd: random.Random,
           most_steps: int = 4) -> tuple[Action | None, str | None]:
    """An order built from random offered items; (action, None) at DONE, or (None, why) when
    an offered item led to no further choice."""
    verb, field = cls.verb, steps_field(cls)
    assert field is not None
    steps: tuple[Any, ...] = ()
    while True:
        offered = game.options(state, seat, verb, field, {}, steps)
        if not offered:
            return None, f"nothing offered after {steps}"
        if DONE in offered and (len(steps) >= most_steps or len(offered) == 1 or rnd.random() < 0.3):
            return cls(**{field: steps}), None
        kind = rnd.choice([k for k in offered if k is not DONE])
        draft = Draft(kind)
        for info in build_order(kind):
            asked = draft.asking(info.name) if not isinstance(info.spec, (Multiset, Path)) \
                else draft.given(info.name, ()).asking(info.name)
            if isinstance(info.spec, (Multiset, Path)):
                while True:
                    items = game.options(state, seat, verb, field, {}, (*steps, asked))
                    if not items:
                        return None, f"no item of {info.name} after {asked}"
                    if DONE in items and (len(items) == 1 or rnd.random() < 0.5):
                        break
                    asked = asked.plus_item(rnd.choice([x for x in items if x is not DONE]))
                draft = asked.given(info.name, asked.values[info.name])
            else:
                values = game.options(state, seat, verb, field, {}, (*steps, asked))
                if not values:
                    return None, f"no value of {info.name} after {draft}"
                draft = draft.given(info.name, rnd.choice(values))
        step = draft.step()
        if step is None:
            return None, f"no step from {draft}"
        steps = (*steps, step)
