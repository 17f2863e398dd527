"""Who is asked, what may be answered, what an answer does: the one `check` and the one
`apply` of Civilization, dispatching to the module of each rule."""

from __future__ import annotations

import functools
from typing import Any

from engine.civilization import calamities, cards, cities, movement, phases, ships, trade
from engine.civilization.actions import (
    ACTIONS,
    INSIST_PHASES,
    BuildCities,
    BuyAdvances,
    BuyGold,
    ChooseNation,
    Demand,
    Discard,
    Done,
    Fleet,
    Grow,
    Insist,
    Move,
    MoveStep,
    Reduce,
    Revolt,
    SetTax,
)
from engine.civilization.asks import INSIST_KINDS, VERBS, asked, decision, decisions, refresh_defaults
from engine.civilization.board import add_tokens
from engine.civilization.data import hand_limit
from engine.civilization.state import CivState
from engine.civilization.view_schema import CALAMITY_KINDS
from engine.core import Action, Decision, Event, Grammar, Refusal


@functools.cache
def _grammar() -> Grammar:
    from engine.civilization import GAME  # the package imports this module first

    return GAME.grammar


def parse(text: str) -> Action:
    """An action text read back: sealed answers are kept as text and read again when revealed,
    and robots play decisions' defaults. The grammar keeps recent texts (`Grammar.parse`)."""
    return _grammar().parse(text)


def awaiting(s: CivState) -> list[Decision]:
    if s.over:
        return []
    if s.trade is not None:
        return trade.decisions(s)
    return decisions(s)


def decisions_of(s: CivState, seat: int) -> list[Decision]:
    """`seat`'s part of `awaiting`, without building the others' (trade prompts every seat)."""
    if s.over:
        return []
    if s.trade is not None:
        return trade.decisions_of(s, seat)
    if s.ask is None or not asked(s, seat):
        return []
    return [decision(s.ask, seat)]


def robot_decision(s: CivState, seat: int) -> Decision | None:
    """`seat`'s first decision (`decisions_of`) for its robot, which reads a trade from the
    state rather than from the prompt's params (`trade.robot_decision`)."""
    if s.over:
        return None
    if s.trade is not None:
        return trade.robot_decision(s, seat)
    if s.ask is None or not asked(s, seat):
        return None
    return decision(s.ask, seat)


def answering(s: CivState, seat: int) -> tuple[str, tuple[str, ...]] | None:
    """The kind and verbs of `seat`'s decision (`decisions_of`), without building it."""
    if s.over:
        return None
    if s.trade is not None:
        return trade.answering(s, seat)
    if s.ask is None or not asked(s, seat):
        return None
    return s.ask.kind, VERBS[s.ask.kind]


def seats_awaited(s: CivState) -> list[int]:
    """The seats of `awaiting`, in seat order, without building the decisions."""
    if s.over:
        return []
    if s.trade is not None:
        return trade.seats_awaited(s)
    ask = s.ask
    if ask is None:
        return []
    waiting = ask.window.waiting()
    return sorted(waiting[:1] if ask.sequential else waiting)


# --- check ---------------------------------------------------------------------------------------
def check(s: CivState, seat: int, action: Action) -> Refusal | None:
    if isinstance(action, Insist):
        return _check_insist(s, seat, action)
    if s.trade is not None:
        return trade.check(s, seat, action)
    ask = s.ask
    if ask is None or not asked(s, seat):
        return Refusal("core.err.not_awaited", seat=seat)
    kind = ask.kind
    if kind in CALAMITY_KINDS:
        return calamities.check_answer(s, seat, kind, action)
    params = ask.params.get(seat, {})
    if isinstance(action, ChooseNation):
        if action.nation not in phases.nations_open(s):
            return Refusal("civilization.err.nation_taken", nation=action.nation)
        return None
    if isinstance(action, SetTax):
        return None
    if isinstance(action, Revolt):
        chosen = [st.area for st in action.cities]
        for i, a in enumerate(chosen, start=1):
            if a not in params["cities"] or a in chosen[: i - 1]:
                return Refusal("civilization.err.city_not_allowed", n=i, area=a)
        if len(chosen) != params["count"]:
            return Refusal("civilization.err.city_count", count=len(chosen), need=params["count"])
        return None
    if isinstance(action, Grow):
        return _check_grow(s, seat, action)
    if isinstance(action, Fleet):
        return ships.check(s, seat, action.steps)
    if isinstance(action, (Move, MoveStep)):
        return movement.run(s, seat, action.steps, perform=False)
    if isinstance(action, (Done, Demand)):
        return None
    if isinstance(action, BuildCities):
        return cities.check_build(s, seat, action.sites)
    if isinstance(action, Reduce):
        return cities.check_reduction(s, seat, action.cities)
    if isinstance(action, BuyGold):
        return trade.check_gold(s, seat, action.count)
    if isinstance(action, BuyAdvances):
        return cards.check(s, seat, action)
    if isinstance(action, Discard):
        return trade.check_discard(s, seat, action.cards, hand_limit(s.players))
    return Refusal("civilization.err.not_now")


def _insisted(action: Insist) -> list[str]:
    return list(INSIST_PHASES) if action.phase == "all" else [action.phase]


def _check_insist(s: CivState, seat: int, action: Insist) -> Refusal | None:
    """Any player, at any time (5.3 note): a change of his own standing setting."""
    held = s.seats[seat].insists
    named = _insisted(action)
    if action.on and all(ph in held for ph in named):
        return Refusal("civilization.err.insist_already", phase=action.phase)
    if not action.on and not any(ph in held for ph in named):
        return Refusal("civilization.err.insist_not_set", phase=action.phase)
    return None


def _apply_insist(s: CivState, seat: int, action: Insist, ev: list[Event]) -> None:
    """Set or clear the standing setting; an open sealed question it concerns turns sequential
    at once (ruling R24): the answers of the players first in A.S.T. order that have all
    answered apply now, in order; any later sealed answer is handed back unseen (its player is
    asked again in his turn, knowing the answers before his)."""
    p = s.seats[seat]
    named = _insisted(action)
    if action.on:
        p.insists = [ph for ph in INSIST_PHASES if ph in p.insists or ph in named]
    else:
        p.insists = [ph for ph in p.insists if ph not in named]
    ask = s.ask
    again: list[int] = []
    applied: list[int] = []
    concerned = {INSIST_KINDS[ph] for ph in named}
    if action.on and ask is not None and not ask.sequential and ask.kind in concerned:
        window = ask.window
        for p_ in window.seats:
            if p_ not in window.answers:
                break
            applied.append(p_)
        again = [p_ for p_ in window.seats if p_ in window.answers and p_ not in applied]
        for p_ in again:
            del window.answers[p_]
        ask.sequential = ask.immediate = True
    ev.append(
        Event(
            key="civilization.log.insist",
            params={"seat": seat, "which": action.phase, "on": "yes" if action.on else "no",
                    "seats": again, "n": len(again)},
        )
    )
    if applied:
        assert ask is not None
        ev.append(Event(key="civilization.log.revealed", params={"kind": ask.kind, "seats": applied},
                        reveals=True))
        for p_ in applied:
            _handle(s, p_, ask.kind, parse(ask.window.answers[p_]), ev)
    if ask is not None and s.ask is ask:
        refresh_defaults(s)


def _check_grow(s: CivState, seat: int, action: Grow) -> Refusal | None:
    allowed = phases.growth(s, seat)
    placed: dict[str, int] = {}
    for i, st in enumerate(action.steps, start=1):
        placed[st.area] = placed.get(st.area, 0) + st.count
        if placed[st.area] > allowed.get(st.area, 0):
            return Refusal("civilization.err.grow_area", n=i, area=st.area, most=allowed.get(st.area, 0))
    need = min(s.seats[seat].stock, sum(allowed.values()))
    total = sum(placed.values())
    if total != need:
        return Refusal("civilization.err.grow_total", total=total, need=need)
    return None


# --- apply ---------------------------------------------------------------------------------------
def apply(s: CivState, seat: int, action: Action) -> list[Event]:
    ev: list[Event] = []
    if isinstance(action, Insist):
        _apply_insist(s, seat, action, ev)
        phases.advance(s, ev)
        return ev
    if s.trade is not None:
        trade.apply(s, seat, action, ev)
        phases.advance(s, ev)
        return ev
    ask = s.ask
    assert ask is not None
    if isinstance(action, MoveStep):
        movement.run(s, seat, action.steps, perform=True, ev=ev)
        return ev
    kind = ask.kind
    text = action.to_text()
    ask.window.record(seat, text)
    if ask.immediate:
        if ask.window.complete:
            s.ask = None
        _handle(s, seat, kind, action, ev)
        if s.ask is ask:
            refresh_defaults(s)
    elif ask.window.complete:
        s.ask = None
        answers = ask.window.in_order()
        ev.append(
            Event(
                key="civilization.log.revealed",
                params={"kind": kind, "seats": [p for p, _ in answers]},
                reveals=True,
            )
        )
        for p, text in answers:
            _handle(s, p, kind, parse(text), ev)
    else:
        ev.append(Event(key="civilization.log.answered", params={"seat": seat, "kind": kind}))
    phases.advance(s, ev)
    return ev


def apply_alone(s: CivState, seat: int, action: Action) -> list[Event]:
    """What `apply` does for this answer alone, for its preview: no phase runs after it, and a
    sealed answer takes effect as if it were revealed by itself (the others stay sealed)."""
    ev: list[Event] = []
    if s.trade is not None:
        trade.apply(s, seat, action, ev)
        return ev
    ask = s.ask
    assert ask is not None
    if isinstance(action, MoveStep):
        movement.run(s, seat, action.steps, perform=True, ev=ev)
        return ev
    _handle(s, seat, ask.kind, action, ev)
    return ev


def _handle(s: CivState, seat: int, kind: str, action: Any, ev: list[Event]) -> None:
    if kind in CALAMITY_KINDS:
        calamities.answer(s, seat, kind, action, ev)
        return
    p = s.seats[seat]
    if isinstance(action, ChooseNation):
        p.nation = action.nation
        ev.append(Event(key="civilization.log.nation", params={"seat": seat, "nation": action.nation}))
    elif isinstance(action, SetTax):
        p.tax_rate = action.rate
        ev.append(Event(key="civilization.log.tax_rate", params={"seat": seat, "rate": action.rate}))
    elif isinstance(action, Revolt):
        phases.revolt_cities(s, seat, [st.area for st in action.cities], ev)
    elif isinstance(action, Grow):
        for st in action.steps:
            add_tokens(s, st.area, seat, st.count)
        ev.append(
            Event(
                key="civilization.log.growth",
                params={"seat": seat, "tokens": sum(st.count for st in action.steps)},
            )
        )
    elif isinstance(action, Fleet):
        ships.apply(s, seat, action.steps, ev)
    elif isinstance(action, Move):
        movement.run(s, seat, action.steps, perform=True, ev=ev)
        s.moved = {}
    elif isinstance(action, Done):
        s.moved = {}
        ev.append(Event(key="civilization.log.move_done", params={"seat": seat}))
    elif isinstance(action, Demand):
        phases.demand_answer(s, seat, action.first, ev)
    elif isinstance(action, BuildCities):
        cities.apply_build(s, seat, action.sites, ev)
    elif isinstance(action, Reduce):
        cities.apply_reduction(s, seat, [st.area for st in action.cities], ev)
    elif isinstance(action, BuyGold):
        trade.buy_gold(s, seat, action.count, ev)
    elif isinstance(action, BuyAdvances):
        cards.apply(s, seat, action, ev)
    elif isinstance(action, Discard):
        trade.discard(s, seat, action.cards, ev)


__all__ = ["ACTIONS", "apply", "awaiting", "check", "parse"]
