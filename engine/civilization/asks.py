"""Asking players: every open question is one `Ask` in the state.

Phases "in A.S.T. order but may be simultaneous" (JOC 5.3 note) collect sealed answers from
every player at once and apply them together in A.S.T. order; with the table option
`ast_order`, or when any player insists (`insist`, at any time), they are asked one after
another and each answer applies at once. Turns that the
rules make sequential (movement in census order, purchases in reverse A.S.T. order, gold in
draw order, calamity choices) are always asked one at a time.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.civilization.state import Ask, CivState
from engine.core import Action, AnswerOnce, Decision

# kind -> the verbs answering it.
VERBS: dict[str, tuple[str, ...]] = {
    "nation": ("nation",),
    "tax": ("tax",),
    "revolt": ("revolt",),
    "grow": ("grow",),
    "fleet": ("fleet",),
    "move": ("move", "step", "done"),
    "build": ("build",),
    "reduce": ("reduce",),
    "gold": ("gold",),
    "buy": ("buy",),
    "discard": ("discard",),
    "volcano": ("choose",),
    "quake_reduce": ("reduce",),
    "quake_target": ("target",),
    "assign": ("assign",),
    "lose": ("lose",),
    "plain": ("choose",),
    "beneficiary": ("beneficiary",),
    "pick": ("pick",),
    "faction": ("faction",),
    "demand": ("demand",),
    "disorder": ("reduce",),
    "icon_reduce": ("reduce",),
    "icon_target": ("target",),
    "piracy": ("target",),
    "trade": ("offer", "counter", "accept", "withdraw", "done"),
    "trade_give": ("give", "withdraw"),
}
# Decisions that come from a seat's hidden information (answered by DM).
PRIVATE = {"trade", "trade_give", "buy", "discard", "gold"}
# Where the rulebook itself names what happens when the player does not decide.
RULE_DEFAULT = {"trade", "tax", "gold", "demand"}

# kind -> function computing a legal default answer for a seat (refreshed as answers arrive).
DEFAULTS: dict[str, Callable[[CivState, int], Action]] = {}


# The phases a player may insist be played in A.S.T. order (JOC 5.3 note), and the sealed
# question each asks.
INSIST_KINDS: dict[str, str] = {
    "taxes": "tax", "expansion": "grow", "ships": "fleet", "cities": "build", "support": "reduce",
    "losses": "lose",
}


def in_ast_order(s: CivState, kind: str) -> bool:
    """Whether a question of `kind` "in A.S.T. order but may be simultaneous" is asked one
    player at a time: the table's option, or any player insisting (5.3 note)."""
    return s.options.ast_order or any(INSIST_KINDS[ph] == kind for p in s.seats for ph in p.insists)


def open_ask(
    s: CivState,
    kind: str,
    seats: list[int],
    *,
    sealed: bool = True,
    params: dict[int, dict[str, Any]] | None = None,
) -> None:
    """Ask `seats` (in application order). Sealed asks become sequential under `ast_order` or
    when a player insists (`in_ast_order`)."""
    sequential = not sealed or in_ast_order(s, kind)
    s.ask = Ask(
        kind=kind,
        window=AnswerOnce.open(seats),
        sequential=sequential,
        immediate=sequential,
        params=params or {},
    )
    refresh_defaults(s)


def refresh_defaults(s: CivState) -> None:
    ask = s.ask
    if ask is None:
        return
    fn = DEFAULTS.get(ask.kind)
    waiting = ask.window.waiting()
    if ask.sequential:
        waiting = waiting[:1]
    for seat in waiting:
        if seat not in ask.defaults or ask.sequential:
            # Kept as text: the state is JSON (`decision` reads it back as the action).
            ask.defaults[seat] = fn(s, seat).to_text() if fn else ""


def decisions(s: CivState) -> list[Decision]:
    ask = s.ask
    if ask is None:
        return []
    waiting = ask.window.waiting()
    if ask.sequential:
        waiting = waiting[:1]
    return [decision(ask, seat) for seat in waiting]


def decision(ask: Ask, seat: int) -> Decision:
    """The decision of one seat being asked (`asked`)."""
    return Decision(
        seat=seat,
        kind=ask.kind,
        verbs=VERBS[ask.kind],
        private=ask.kind in PRIVATE,
        default=_typed(ask.defaults.get(seat)),
        rule_default=ask.kind in RULE_DEFAULT,
        params=ask.params.get(seat, {}),
    )


def _typed(text: str | None) -> Action | None:
    """A default kept in the state as its text (the state is JSON), as the action it is."""
    from engine.civilization.rules import parse  # rules builds on this module

    return parse(text) if text else None


def asked(s: CivState, seat: int) -> bool:
    ask = s.ask
    if ask is None:
        return False
    window = ask.window
    answers = window.answers
    if seat in answers or seat not in window.seats:
        return False
    if not ask.sequential:
        return True
    # Sequential: only the first seat still to answer.
    return next(p for p in window.seats if p not in answers) == seat
