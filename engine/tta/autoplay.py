"""A legal move chooser: weighted random choices that grow a civilization (farms, mines,
technologies, buildings, wonders), avoid needless uprisings and famine, answer every
out-of-turn question, and end each turn. Good enough to play complete games fast."""

from __future__ import annotations

import random

from engine.core import Action
from engine.tta import actions as A
from engine.tta.cards import CARDS
from engine.tta.context import Ctx
from engine.tta.economy import cheapest_tokens
from engine.tta.legal import confirmed_candidates, legal_answers, send_candidates, turn_candidates
from engine.tta.politics import max_force
from engine.tta.ratings import faces_required, unchanged
from engine.tta.rules import check_turn, head, is_political
from engine.tta.state import Task, TtaState
from engine.tta.tasks import BLUE_CHOICES, blue_owed

WEIGHTS = {
    "take": 3.0,
    "develop": 6.0,
    "build": 5.0,
    "upgrade": 2.0,
    "pop": 3.0,
    "leader": 6.0,
    "wonder": 4.0,
    "play": 5.0,
    "tactic": 4.0,
    "use": 1.0,
}
# `use` by power (the political ones, Alexander and Columbus, are chosen in `_political`).
POWER_WEIGHTS = {"churchill_culture": 8.0, "churchill_military": 8.0, "trade": 0.5, "barbarossa": 2.0}
# Political actions: the chance of trying each, in this order, and which actions of the verb.
POLITICAL = (
    ("use", 0.3, lambda a: a.power == "alexander"),
    ("use", 0.8, lambda a: a.power == "columbus"),
    ("attack", 0.5, lambda a: CARDS[a.card].kind == "aggression"),
    ("attack", 0.25, lambda a: CARDS[a.card].kind == "war"),
    ("event", 0.85, None),
    ("pact", 0.2, None),
    ("cancel", 0.05, None),
)


def choose(state: TtaState, seat: int, rnd: random.Random) -> Action:
    with unchanged(state):  # only read while choosing: ratings once per seat
        return _choose(state, seat, rnd)


def _choose(state: TtaState, seat: int, rnd: random.Random) -> Action:
    task = head(state)
    if task is not None:
        return _answer(state, seat, task, rnd)
    if state.round == 1:
        return _first_turn(state, seat, rnd)
    if state.phase == "politics":
        political = _political(state, seat, rnd)
        if political is not None:
            return political
    return _action(state, seat, rnd)


def _legal(ctx: Ctx, verb: str) -> list[Action]:
    """Legal actions of a verb, confirmable ones in their `confirm` form (judged without the
    end-of-turn forecast: the robot weighs harm itself)."""
    cands = confirmed_candidates(ctx.state, ctx.seat, verb)
    return [a for a in cands if check_turn(ctx, a, harm=False) is None]


def _first_turn(state: TtaState, seat: int, rnd: random.Random) -> Action:
    ctx = Ctx(state, seat)
    takes = _legal(ctx, "take")
    if takes:
        return rnd.choice(takes)
    return A.End(confirm=True)


def _political(state: TtaState, seat: int, rnd: random.Random) -> Action | None:
    ctx = Ctx(state, seat)
    for verb, p, which in POLITICAL:
        if rnd.random() >= p:
            continue
        options = [
            a
            for a in turn_candidates(state, seat, verb)
            if (verb != "use" or is_political(a))
            and (which is None or which(a))
            and check_turn(ctx, a) is None
        ]
        if options:
            return rnd.choice(options)
    return None


def _safe(ctx: Ctx, a: Action) -> bool:
    """A cheap guess that an action keeps the civilization out of an uprising."""
    civ, r = ctx.civ, ctx.r
    if isinstance(a, A.Pop):
        if civ.yellow_bank <= 0:
            return False
        need = faces_required(civ.yellow_bank - 1)
        food_after = r.food - (r.population_cost or 0)
        return max(need - r.happy, 0) <= civ.free_workers + 1 and food_after >= 0 and civ.yellow_bank > 2
    if isinstance(a, A.Use) and a.power == "barbarossa" and a.card:
        return r.discontent <= civ.free_workers
    if isinstance(a, A.Build):
        c = CARDS[a.card]
        if c.per_worker.get("happy", 0) > 0:
            return True
        return r.discontent <= civ.free_workers - 1
    return True


def _weight(ctx: Ctx, a: Action) -> float:
    verb = a.verb
    w = WEIGHTS.get(verb, 0.0)
    r = ctx.r
    if isinstance(a, A.Build):
        c = CARDS[a.card]
        if c.category == "farm":
            w *= 2.0 if ctx.state.civs[ctx.seat].free_workers and r.food < r.consumption + 3 else 0.8
        elif c.category == "mine":
            w *= 1.6
        elif c.is_unit:
            w *= 0.6
        elif c.per_worker.get("happy", 0) > 0 and r.discontent > 0:
            w *= 3.0
        w *= 1 + c.level * 0.5
    elif isinstance(a, A.Develop):
        c = CARDS[a.card]
        w *= (1 + c.level * 0.3) * (1.5 if a.revolution else 1.0)
    elif isinstance(a, A.PlayTactic):
        w *= 0.3 if a.shared else 1.0
    elif isinstance(a, A.Use):
        w *= POWER_WEIGHTS.get(a.power, 0.0)
    elif isinstance(a, A.Take):
        c = CARDS[ctx.state.row[a.slot - 1] or "agriculture_a"]
        if c.kind == "wonder":
            w *= 0.7
        elif c.kind == "technology":
            w *= 1.3
    elif isinstance(a, A.Upgrade):
        w *= 1 + CARDS[a.to].level - CARDS[a.card].level
    elif isinstance(a, A.BuildWonder):
        w *= a.stages
    return w


def _action(state: TtaState, seat: int, rnd: random.Random) -> Action:
    ctx = Ctx(state, seat)
    options: list[tuple[float, Action]] = []
    for verb in WEIGHTS:
        for a in _legal(ctx, verb):
            if is_political(a) or not _safe(ctx, a):
                continue
            w = _weight(ctx, a)
            if w > 0:
                options.append((w, a))
    if options and rnd.random() < 0.93:
        total = sum(w for w, _ in options)
        x = rnd.random() * total
        for w, a in options:
            x -= w
            if x <= 0:
                return a
        return options[-1][1]
    return _before_ending(ctx, rnd)


def _before_ending(ctx: Ctx, rnd: random.Random) -> Action:
    """An uprising forecast: free a worker from a building without faces if one is there."""
    if ctx.before.uprising:
        fixes = [
            a
            for a in _legal(ctx, "destroy")
            if isinstance(a, A.Destroy)
            and CARDS[a.card].per_worker.get("happy", 0) == 0
            and CARDS[a.card].category != "farm"
        ]
        if fixes:
            return rnd.choice(fixes)
    return A.End(confirm=True)


# --------------------------------------------------------------------------- answers


def _answer(state: TtaState, seat: int, task: Task, rnd: random.Random) -> Action:
    if task.kind == "auction":
        most = max_force(state, seat)
        if most > task.bid and rnd.random() < 0.5:
            return A.Bid(amount=task.bid + 1)
        return A.Pass()
    if task.kind == "agreement":
        takes = [a for a in legal_answers(state, seat, task, "take")]
        if takes and rnd.random() < 0.6:
            return rnd.choice(takes)
        return A.Pass()
    p = task.purpose
    if p == "defend":
        defences = [d for d in legal_answers(state, seat, task, "defend")
                    if isinstance(d, A.Defend) and (d.cards or d.discard)]
        if defences and rnd.random() < 0.85:
            return min(defences, key=lambda d: (len(d.cards) + len(d.discard), rnd.random()))
        return A.Defend(cards=())
    if p == "pact":
        return A.Agree(yes=rnd.random() < 0.5)
    if p == "colonize":
        sends = [s for s in send_candidates(state, seat, task) if isinstance(s, A.Send)]
        return min(sends, key=lambda s: (len(s.units), len(s.bonus), len(s.discard)))
    if p == "churchill":  # asked at the end of the turn: only the culture is still of use
        return A.Use(power="churchill_culture")
    if p in BLUE_CHOICES and rnd.random() < 0.8:  # mostly the least valuable tokens (the default)
        return A.Choose(cards=tuple(cheapest_tokens(state.civs[seat], blue_owed(state, task, seat))))
    if p in ("religion", "warfare", "civilization"):
        options = [a for a in legal_answers(state, seat, task) if not isinstance(a, A.Pass)]
        if options and rnd.random() < 0.8:
            return rnd.choice(options)
        return A.Pass()
    answers = legal_answers(state, seat, task)
    return rnd.choice(answers)


__all__ = ["choose"]
