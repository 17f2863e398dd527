"""Every legal action of a seat, verb by verb: candidates built from what the seat holds,
kept when `check` accepts them. `options` (the legal values of one field) is read from these
lists, so the lists, the autocomplete and `check` cannot drift apart."""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from engine.core import DONE, Action
from engine.tta import actions as A
from engine.tta.actioncards import FIELDS, family
from engine.tta.cards import CARDS, FARM_MINE, URBAN
from engine.tta.context import Ctx
from engine.tta.politics import force_units, force_value, max_force
from engine.tta.ratings import pacts_of, rate, reads_state
from engine.tta.rules import (
    CONFIRMABLE,
    FIRST_TURN_VERBS,
    POLITICAL_VERBS,
    TURN_VERBS,
    WINDOW_VERBS,
    check_answer,
    check_turn,
    discard_count,
    head,
)
from engine.tta.state import Task, TtaState
from engine.tta.tasks import BLUE_CHOICES, blue_owed


@functools.lru_cache(maxsize=1 << 16)
def _made(cls: type[Action], fields: tuple[tuple[str, Any], ...]) -> Action:
    return cls(**dict(fields))


def act(cls: type[Action], **fields: Any) -> Action:
    """A candidate action; the same fields give the same (frozen) object, built once."""
    return _made(cls, tuple(sorted(fields.items())))


def sub_multisets(items: Sequence[str], k: int) -> list[tuple[str, ...]]:
    return sorted(set(itertools.combinations(sorted(items), k)))


def _with_confirm(cands: Iterable[Action], confirm_only: bool = False) -> list[Action]:
    """The candidates with each confirmable one also in its `confirm` form; `confirm_only`: in
    that form only (the robot's lists). A parameter, not a module flag: engine calls run in
    worker threads, several games at once (issue 32 item 2)."""
    out: list[Action] = []
    for a in cands:
        confirmable = isinstance(a, (*CONFIRMABLE, A.End))
        if not (confirm_only and confirmable):
            out.append(a)
        if confirmable:
            # Built without validation: the values are those of an action already validated.
            out.append(act(type(a), **{**a.__dict__, "confirm": True}))
    return out


def confirmed_candidates(state: TtaState, seat: int, verb: str) -> list[Action]:
    """The candidates of a verb with every confirmable one in its `confirm` form only (the
    robot judges harm itself; `check` then skips the forecast)."""
    return turn_candidates(state, seat, verb, confirm_only=True)


# --------------------------------------------------------------------------- the turn


def turn_candidates(state: TtaState, seat: int, verb: str, *, confirm_only: bool = False) -> list[Action]:
    """The actions of `verb` worth judging for `seat`'s turn (a superset of the legal ones)."""
    def confirmed(cands: Iterable[Action]) -> list[Action]:
        return _with_confirm(cands, confirm_only)

    civ = state.civs[seat]
    techs = list(civ.techs)
    worked = sorted(t for t, n in civ.workers.items() if n)
    hand = sorted(set(civ.civil_hand))
    mhand = sorted(set(civ.military_hand))
    if verb == "take":
        return [act(A.Take, slot=i) for i in range(1, 14)]
    if verb == "end":
        return confirmed([act(A.End)])
    if verb == "pop":
        return confirmed([act(A.Pop), act(A.Pop, free=True)])
    if verb == "build":
        return confirmed(act(A.Build, card=t) for t in techs if CARDS[t].holds_workers)
    if verb == "upgrade":
        # Same kind and a higher level, or J. S. Bach's any urban building to a theater.
        return confirmed(
            act(A.Upgrade, card=f, to=t)
            for f in worked
            for t in techs
            if t != f
            and CARDS[t].holds_workers
            and (
                (CARDS[t].category == CARDS[f].category and CARDS[t].level > CARDS[f].level)
                or (CARDS[t].category == "theater" and CARDS[f].is_urban)
            )
        )
    if verb == "destroy":
        return confirmed(act(A.Destroy, card=t) for t in worked)
    if verb == "leader":
        homer = [None, *sorted(set(civ.wonders))] if civ.leader == "homer_a" else [None]
        return confirmed(
            act(A.PlayLeader, card=c, homer=h) for c in hand if CARDS[c].kind == "leader" for h in homer
        )
    if verb == "develop":
        out = [act(A.Develop, card=c) for c in hand if CARDS[c].is_tech]
        out += [act(A.Develop, card=c, revolution=True) for c in hand if CARDS[c].category == "government"]
        return confirmed(out)
    if verb == "wonder":
        return confirmed(act(A.BuildWonder, stages=n) for n in range(1, 5)) if civ.unfinished else []
    if verb == "play":
        return confirmed(_play_candidates(state, seat))
    if verb == "tactic":
        return [act(A.PlayTactic, card=c) for c in mhand if CARDS[c].kind == "tactic"] + [
            act(A.PlayTactic, card=c, shared=True) for c in sorted(state.shared_tactics)
        ]
    if verb == "use":
        uses: list[Action] = [
            act(A.Use, power="churchill_culture"),
            act(A.Use, power="churchill_military"),
            act(A.Use, power="trade"),
            act(A.Use, power="alexander"),
        ]
        uses += [act(A.Use, power="barbarossa", card=t) for t in techs if CARDS[t].is_unit]
        uses += [act(A.Use, power="columbus", card=c) for c in mhand if CARDS[c].kind == "territory"]
        return confirmed(uses)
    if verb == "event":
        return [act(A.PrepareEvent, card=c) for c in mhand if CARDS[c].kind in ("event", "territory")]
    others = [s for s in state.alive() if s != seat]
    if verb == "attack":
        return [
            act(A.Attack, card=c, target=s)
            for c in mhand
            if CARDS[c].kind in ("aggression", "war")
            for s in others
        ]
    if verb == "pact":
        out = []
        for c in mhand:
            if CARDS[c].kind != "pact":
                continue
            sides: list[Any] = ["A", "B"] if CARDS[c].sides == "asymmetric" else [None]
            out.extend(act(A.OfferPact, card=c, target=s, side=side) for s in others for side in sides)
        return out
    if verb == "cancel":
        return [act(A.CancelPact, card=c) for c in sorted({p.card for p in pacts_of(state, seat)})]
    if verb == "resign":
        return [act(A.Resign)]
    return []


def _play_candidates(state: TtaState, seat: int) -> list[Action]:
    civ = state.civs[seat]
    worked = sorted(t for t, n in civ.workers.items() if n)
    out: list[Action] = []
    for c in sorted(set(civ.civil_hand)):
        if CARDS[c].kind != "action":
            continue
        fam = family(c)
        fields = FIELDS[fam]
        if fam == "reserves":
            out += [act(A.PlayAction, card=c, take="food"), act(A.PlayAction, card=c, take="resources")]
        elif fam in ("rich_land", "urban_growth", "efficient_upgrade"):
            kinds = FARM_MINE if fam == "rich_land" else URBAN if fam == "urban_growth" else FARM_MINE + URBAN
            mine = [t for t in civ.techs if CARDS[t].category in kinds]
            if fam != "efficient_upgrade":
                out += [act(A.PlayAction, card=c, target=t) for t in mine]
            out += [
                act(A.PlayAction, card=c, target=f, to=t) for f in worked if f in mine for t in mine if t != f
            ]
        elif fam == "breakthrough":
            for t in sorted(set(civ.civil_hand)):
                if CARDS[t].is_tech:
                    out.append(act(A.PlayAction, card=c, target=t))
                    if CARDS[t].category == "government":
                        out.append(act(A.PlayAction, card=c, target=t, revolution=True))
        elif not fields:
            out.append(act(A.PlayAction, card=c))
    return out


@reads_state
def legal_turn(state: TtaState, seat: int, verb: str) -> list[Action]:
    if state.round == 1 and verb not in FIRST_TURN_VERBS:
        return []
    ctx = Ctx(state, seat)
    return [a for a in turn_candidates(state, seat, verb) if check_turn(ctx, a) is None]


# --------------------------------------------------------------------------- answers


def answer_candidates(state: TtaState, seat: int, task: Task, verb: str) -> list[Action]:
    civ = state.civs[seat]
    hand = civ.military_hand
    if verb == "pass":
        return [act(A.Pass)]
    if task.kind == "auction":
        return [act(A.Bid, amount=n) for n in range(task.bid + 1, min(max_force(state, seat), 60) + 1)]
    if task.kind == "agreement":
        return [act(A.Take, slot=i) for i in range(1, 14)]
    p = task.purpose
    if verb == "discard":
        want = discard_count(state, task, seat)
        return [act(A.Discard, cards=combo) for combo in sub_multisets(hand, want)] if want else []
    if verb == "defend":
        return [act(A.Defend, cards=()), *_defences(state, seat, task)]
    if verb == "agree":
        return [act(A.Agree, yes=True), act(A.Agree, yes=False)]
    if verb == "send":
        return send_candidates(state, seat, task)
    if verb == "food":
        return [act(A.Food, amount=f) for f in range(task.amount + 1)]
    if verb == "choose":
        return [act(A.Choose, cards=c) for c in _choices(state, seat, task)]
    # Development of Civilization and the free temple/warriors: the same actions as on one's
    # turn (a `confirm` flag is accepted and changes nothing out of turn).
    if verb == "build":
        if p in ("religion", "warfare"):
            return [act(A.Build, card="religion_a" if p == "religion" else "warriors_a")]
        return [act(A.Build, card=t) for t in civ.techs if CARDS[t].is_building]
    if verb == "use":  # Winston Churchill's choice asked at the end of the turn
        return [act(A.Use, power="churchill_culture"), act(A.Use, power="churchill_military")]
    if verb == "pop":
        return [act(A.Pop), act(A.Pop, free=True)]
    if verb == "develop":
        out = [act(A.Develop, card=c) for c in sorted(set(civ.civil_hand)) if CARDS[c].is_tech]
        return out + [
            act(A.Develop, card=c, revolution=True)
            for c in sorted(set(civ.civil_hand))
            if CARDS[c].category == "government"
        ]
    return []


def _choices(state: TtaState, seat: int, task: Task) -> list[tuple[str, ...]]:
    """Candidate card sets for a `choose` answer."""
    options = task.options.get(seat, [])
    p = task.purpose
    if p == "war_tech":
        return [combo for k in range(len(options) + 1) for combo in itertools.combinations(options, k)]
    if p == "raid":
        target = state.civs[task.other]
        pool = [t for t in options for _ in range(target.workers.get(t, 0))]
        return sub_multisets(pool, 1) + sub_multisets(pool, 2)
    if p == "lose_workers":
        pool = [t for t, n in state.civs[seat].workers.items() for _ in range(n)]
        return sub_multisets(pool, task.amounts.get(seat, 0)) if pool else []
    if p in BLUE_CHOICES:
        tokens = state.civs[seat].tokens
        return bounded_multisets([(t, tokens.get(t, 0)) for t in options], blue_owed(state, task, seat))
    return [(c,) for c in options]


def bounded_multisets(items: list[tuple[str, int]], size: int) -> list[tuple[str, ...]]:
    """Every multiset of `size` items taking at most `n` of each `(item, n)`, in sorted order."""
    out: list[tuple[str, ...]] = []

    def grow(i: int, left: int, chosen: tuple[str, ...]) -> None:
        if left == 0:
            out.append(chosen)
            return
        if i == len(items):
            return
        item, most = items[i]
        for k in range(min(most, left), -1, -1):
            grow(i + 1, left - k, chosen + (item,) * k)

    grow(0, size, ())
    return sorted(out)


def _defences(state: TtaState, seat: int, task: Task) -> list[Action]:
    hand = state.civs[seat].military_hand
    most = rate(state, seat).military_total
    bonus = [c for c in hand if CARDS[c].kind == "bonus"]
    out: list[Action] = []
    for k1 in range(0, min(len(bonus), most) + 1):
        for played in sub_multisets(bonus, k1):
            rest = list((Counter(hand) - Counter(played)).elements())
            for k2 in range(0, min(len(rest), most - k1) + 1):
                for dropped in sub_multisets(rest, k2):
                    if k1 + k2:
                        out.append(act(A.Defend, cards=played, discard=dropped))
    return out


def send_candidates(state: TtaState, seat: int, task: Task) -> list[Action]:
    """Forces that reach the bid without a needless unit, bonus card or discard (the full set
    of legal forces is too large to list; `check` judges any other)."""
    units = force_units(state, seat)
    hand = state.civs[seat].military_hand
    bonus = [c for c in hand if CARDS[c].kind == "bonus"]
    others = [c for c in hand if CARDS[c].kind != "bonus"]
    cook = 2 if state.civs[seat].leader == "james_cook_ii" else 0
    out: list[Action] = []
    for k in range(1, len(units) + 1):
        for us in sub_multisets(units, k):
            for kb in range(0, len(bonus) + 1):
                for bs in sub_multisets(bonus, kb):
                    for kd in range(0, min(cook, len(others)) + 1):
                        for ds in sub_multisets(others, kd):
                            if force_value(state, seat, us, bs, ds) >= task.amount:
                                out.append(act(A.Send, units=us, bonus=bs, discard=ds))
                if len(out) > 400:
                    return out
    return out


@reads_state
def legal_answers(state: TtaState, seat: int, task: Task, verb: str | None = None) -> list[Action]:
    if task.kind == "window":
        verbs = WINDOW_VERBS[task.purpose] if verb is None else (verb,)
    elif task.kind == "auction":
        verbs = ("bid", "pass") if verb is None else (verb,)
    else:
        verbs = ("take", "pass") if verb is None else (verb,)
    out: list[Action] = []
    for v in verbs:
        cands = dict.fromkeys(_with_confirm(answer_candidates(state, seat, task, v)))  # confirm: accepted
        out.extend(a for a in cands if check_answer(state, seat, task, a) is None)
    return out


# --------------------------------------------------------------------------- one verb, one field


@reads_state
def legal(state: TtaState, seat: int, verb: str) -> list[Action]:
    task = head(state)
    if task is not None:
        return legal_answers(state, seat, task, verb)
    if verb not in TURN_VERBS + POLITICAL_VERBS:
        return []
    return legal_turn(state, seat, verb)


@reads_state
def field_options(
    state: TtaState, seat: int, verb: str, field: str, chosen: dict[str, Any], prefix: tuple[Any, ...] | None
) -> list[Any]:
    task = head(state)
    if verb == "send" and task is not None and task.purpose == "colonize":
        return _send_options(state, seat, task, field, chosen, prefix)
    out: dict[Any, None] = {}
    for a in legal(state, seat, verb):
        if any(getattr(a, k) != v for k, v in chosen.items() if k != field):
            continue
        value = getattr(a, field)
        if prefix is None:
            out[value] = None
        else:
            n = len(prefix)
            if tuple(value[:n]) != tuple(prefix):
                continue
            out[DONE if len(value) == n else value[n]] = None
    return list(out)


def _send_options(
    state: TtaState, seat: int, task: Task, field: str, chosen: dict[str, Any], prefix: tuple[Any, ...] | None
) -> list[Any]:
    """Colonization forces item by item: an item is offered while some completion still
    reaches the bid (more units, bonus cards or discards never lower a force)."""
    hand = state.civs[seat].military_hand
    cook = 2 if state.civs[seat].leader == "james_cook_ii" else 0
    pools = {
        "units": Counter(force_units(state, seat)),
        "bonus": Counter(c for c in hand if CARDS[c].kind == "bonus"),
        "discard": Counter(hand) if cook else Counter(),
    }
    if prefix is None:
        return sorted(
            {
                getattr(a, field)
                for a in send_candidates(state, seat, task)
                if all(getattr(a, k) == v for k, v in chosen.items() if k != field)
            }
        )
    given = {k: tuple(v) for k, v in chosen.items() if k != field}
    given[field] = tuple(prefix)

    def complete(parts: dict[str, tuple[str, ...]]) -> bool:
        """Whether these parts, filled up to the most the hand allows, reach the bid."""
        full = dict(parts)
        left = Counter(hand) - Counter(full.get("bonus", ())) - Counter(full.get("discard", ()))
        if any(n < 0 for n in left.values()):
            return False
        for part in ("units", "bonus", "discard"):
            if part in full:
                continue
            if part == "units":
                full[part] = tuple(pools["units"].elements())
            else:
                pool = [c for c in sorted(left.elements()) if pools[part][c]]
                if part == "discard":
                    pool = pool[: max(cook - 0, 0)]
                full[part] = tuple(pool)
                left -= Counter(full[part])
        if not full["units"] or len(full["discard"]) > cook:
            return False
        for part, items in full.items():
            if any(n > pools[part][c] for c, n in Counter(items).items()):
                return False
        if any(n < 0 for n in (Counter(hand) - Counter(full["bonus"]) - Counter(full["discard"])).values()):
            return False
        if sum((Counter(full["bonus"]) + Counter(full["discard"])).values()) > len(hand):
            return False
        return force_value(state, seat, full["units"], full["bonus"], full["discard"]) >= task.amount

    def extended(item: str) -> dict[str, tuple[str, ...]]:
        rest = pools[field] - Counter(prefix) - Counter([item])
        if field != "units":
            rest -= Counter(given.get("bonus" if field == "discard" else "discard", ()))
        tail = tuple(sorted(c for c in rest.elements() if c >= item))
        if field == "discard":
            tail = tail[: max(cook - len(prefix) - 1, 0)]
        return {**given, field: (*prefix, item, *tail)}

    out: list[Any] = []
    last = prefix[-1] if prefix else ""
    used = Counter(prefix)
    for c in sorted(pools[field]):
        if used[c] < pools[field][c] and c >= last and complete(extended(c)):
            out.append(c)
    if (field != "units" or prefix) and complete(given):
        out.append(DONE)
    return out


__all__ = [
    "answer_candidates",
    "field_options",
    "legal",
    "legal_answers",
    "legal_turn",
    "send_candidates",
    "turn_candidates",
]
