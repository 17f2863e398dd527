"""What may be seen (`view_schema.py`): the public view and each seat's private part.

Public: every civilization's cards in play, banks, civil hand, ratings and forecast; the card
row; deck and hand sizes; the past events; what the game waits for (never a sealed answer).
Private: the seat's military hand, the events it prepared, Joan of Arc's peek, its own sealed
answer while a window is open.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, cast

from engine.core import Hidden
from engine.tta import production
from engine.tta.cards import AGES, CARDS
from engine.tta.politics import max_force
from engine.tta.production import food_production, lab_production, mine_production
from engine.tta.ratings import (
    civil_left,
    consumption,
    corruption,
    faces_required,
    military_left,
    population_cost,
    rate,
    reads_state,
)
from engine.tta.row import ROW_COSTS
from engine.tta.rules import awaiting, head
from engine.tta.state import TtaState
from engine.tta.turn import (
    bach_move,
    build_cost,
    science_cost,
    stages_per_action,
    take_cost,
    upgrade_cost,
    wonder_take_cost,
)
from engine.tta.view_schema import (
    Age,
    Forecast,
    HandCost,
    PactView,
    PendingView,
    PlayerView,
    PrivateView,
    PublicView,
    Ratings,
    RowSlot,
    TechView,
    Thresholds,
    UnfinishedWonder,
    WarView,
)


def _by_age(cards: list[str]) -> dict[str, int]:
    """How many of `cards` there are of each age, oldest first (ages with none left out)."""
    ages = Counter(CARDS[c].age for c in cards)
    return {a: ages[a] for a in AGES if ages[a]}


def _thresholds(state: TtaState, seat: int) -> Thresholds:
    civ = state.civs[seat]
    y, b = civ.yellow_bank, civ.blue_bank
    now = corruption(b)
    k = next((k for k in range(1, b + 1) if corruption(b - k) > now), None)
    return Thresholds(
        yellow_bank=y,
        blue_bank=b,
        free_workers=civ.free_workers,
        next_population_cost=None
        if (cost := population_cost(y)) is None
        else max(cost - (1 if civ.leader == "moses_a" else 0), 0),
        consumption_after_next=consumption(y - 1) if y > 0 else consumption(0),
        faces_required_after_next=faces_required(y - 1) if y > 0 else faces_required(0),
        blue_before_more_corruption=None if k is None else k - 1,
        corruption_after_that=corruption(b - k) if k is not None else now,
    )


def _forecast(state: TtaState, seat: int) -> Forecast:
    rep = production.forecast(state, seat)
    return Forecast(
        uprising=rep.uprising,
        famine=rep.hunger,
        culture_lost=rep.culture_lost,
        corruption=rep.corruption,
        science_gain=rep.science,
        culture_gain=rep.culture,
        warnings=production.harms(rep),
    )


def _upgrade_costs(state: TtaState, seat: int) -> dict[str, int]:
    civ = state.civs[seat]
    holding = [t for t in civ.techs if CARDS[t].holds_workers]
    return {
        f"{f}>{t}": upgrade_cost(civ, f, t)
        for f in holding
        if civ.workers.get(f, 0)
        for t in holding
        if t != f
        and (
            (CARDS[t].category == CARDS[f].category and CARDS[t].level > CARDS[f].level)
            or bach_move(civ, f, t)
        )
    }


def player_view(state: TtaState, seat: int) -> PlayerView:
    civ = state.civs[seat]
    r = rate(state, seat)
    techs = []
    for t in civ.techs:
        c = CARDS[t]
        value = c.token_value if c.category in ("farm", "mine") else (c.level if c.category == "lab" else 0)
        techs.append(
            TechView(
                card=t,
                category=c.category,
                level=c.level,
                workers=civ.workers.get(t, 0),
                tokens=civ.tokens.get(t, 0),
                token_value=value,
                build_cost=build_cost(civ, t) if c.holds_workers else None,
            )
        )
    unfinished = None
    if civ.unfinished:
        costs = list(CARDS[civ.unfinished].stages)
        unfinished = UnfinishedWonder(
            card=civ.unfinished,
            stages_built=civ.stages,
            stage_costs=costs,
            next_cost=costs[civ.stages] if civ.stages < len(costs) else None,
        )
    ratings = Ratings(
        civil_total=r.civil_total,
        military_total=r.military_total,
        civil_left=civil_left(civ),
        military_left=military_left(civ),
        urban_limit=r.urban_limit,
        civil_hand_limit=r.civil_hand_limit,
        military_hand_limit=r.military_hand_limit,
        happy=r.happy,
        faces_required=r.required,
        discontent=r.discontent,
        culture_per_turn=r.culture,
        science_per_turn=r.science,
        strength=r.strength,
        colonization_modifier=r.colonization,
        food=r.food,
        resources=r.resources,
        food_production=food_production(civ),
        resource_production=mine_production(civ) + lab_production(civ),
        consumption=r.consumption,
        corruption=r.corruption,
        population_cost=r.population_cost,
    )
    return PlayerView(
        seat=seat,
        alive=civ.alive,
        culture=civ.culture,
        science=civ.science,
        government=civ.government,
        leader=civ.leader,
        homer_wonder=civ.homer_wonder,
        technologies=techs,
        wonders=list(civ.wonders),
        ruins=list(civ.ruins),
        unfinished_wonder=unfinished,
        colonies=list(civ.colonies),
        tactic=civ.tactic,
        own_tactic=civ.own_tactic,
        pact=PactView(
            card=civ.pact.card, owner=civ.pact.owner, partner=civ.pact.partner, owner_side=civ.pact.owner_side
        )
        if civ.pact
        else None,
        war=WarView(card=civ.war.card, target=civ.war.target) if civ.war else None,
        civil_hand=list(civ.civil_hand),
        military_hand_count=len(civ.military_hand),
        military_hand_ages=_by_age(civ.military_hand),
        leaders_taken=list(civ.leader_ages),
        caesar_used=civ.caesar_used,
        wonder_take_extra=wonder_take_cost(civ, 1) - ROW_COSTS[0],
        take_costs=[None if c is None else take_cost(civ, i + 1, c) for i, c in enumerate(state.row)],
        hand_costs=[
            HandCost(
                card=c,
                science=science_cost(state, seat, c) if CARDS[c].is_tech else None,
                revolution=science_cost(state, seat, c, revolution=True)
                if CARDS[c].category == "government"
                else None,
            )
            for c in civ.civil_hand
        ],
        wonder_stages_per_action=stages_per_action(civ),
        upgrade_costs=_upgrade_costs(state, seat),
        ratings=ratings,
        thresholds=_thresholds(state, seat),
        forecast=_forecast(state, seat),
    )


def _pending(state: TtaState) -> PendingView | None:
    task = head(state)
    if task is None:
        return None
    waiting = sorted({d.seat for d in awaiting(state)})
    if task.kind == "auction":
        return PendingView(
            kind="bid",
            waiting=waiting,
            card=task.card,
            seat=task.seat,
            bid=task.bid,
            bidder=task.bidder if task.bidder >= 0 else None,
            passed=list(task.passed),
        )
    if task.kind == "agreement":
        return PendingView(
            kind="agreement", waiting=waiting, card=task.card, seat=task.seat, amount=task.amount - task.taken
        )
    window = task.window
    answered = sorted(window.answers) if window else []
    # The card of a window is public (an aggression, a pact, a territory, an event) except a
    # private discard's, which has none.
    return PendingView(
        kind=task.purpose,
        waiting=waiting,
        answered=answered,
        card=task.card or None,
        seat=task.seat if task.seat >= 0 else None,
        other=task.other if task.other >= 0 else None,
        amount=task.amount or None,
        side=task.side or None,
        options={str(s): list(v) for s, v in task.options.items()},
        amounts={str(s): n for s, n in task.amounts.items()},
    )


@reads_state
def public_view(state: TtaState) -> dict[str, Any]:
    view = PublicView(
        players=[player_view(state, s) for s in range(state.players)],
        first=state.first,
        current=state.current,
        round=state.round,
        last_round=state.last_round,
        phase=state.phase,
        age=cast(Age, state.age_name),
        row=[RowSlot(slot=i + 1, card=c, cost=ROW_COSTS[i]) for i, c in enumerate(state.row)],
        civil_deck=len(state.civil_deck),
        military_deck=len(state.military_deck),
        current_events=len(state.current_events),
        future_events=len(state.future_events),
        future_event_ages=_by_age([f.card for f in state.future_events]),
        current_event_ages=_by_age(state.current_events),
        past_events=list(state.past_events),
        revealed=state.revealed,
        shared_tactics=dict(state.shared_tactics),
        military_discards={a: len(v) for a, v in state.military_discards.items()},
        removed=len(state.removed),
        pending=_pending(state),
        over=state.over,
    )
    return view.model_dump(mode="json")


@reads_state
def private_view(state: TtaState, seat: int) -> dict[str, Any]:
    civ = state.civs[seat]
    peek = None
    if (
        civ.leader == "joan_of_arc_i"
        and state.current == seat
        and state.phase == "politics"
        and not state.tasks
        and state.current_events
    ):
        peek = state.current_events[-1]
    sealed = None
    task = head(state)
    if task is not None and task.window is not None and seat in task.window.answers:
        sealed = dict(task.window.answers[seat])
    force = None
    if task is not None and ((task.kind == "auction" and seat in task.order) or task.purpose == "colonize"):
        force = max_force(state, seat)
    return PrivateView(
        seat=seat,
        max_colonization_force=force,
        military_hand=list(civ.military_hand),
        future_events_prepared=[f.card for f in state.future_events if f.seat == seat],
        peek=peek,
        sealed_answer=sealed,
    ).model_dump(mode="json")


__all__ = ["player_view", "private_view", "public_view"]


def hidden_values(state: TtaState, keep: frozenset[int] = frozenset()) -> list[Hidden]:
    """The hidden military cards, by age (events and territories apart: the event decks hold only
    them): the military hands (but those of `keep`), the prepared future events, the current
    events deck, the military decks and the face-down discards (`Game.hidden_values`)."""
    slots: list[tuple[Any, Any]] = []
    for seat, civ in enumerate(state.civs):
        if seat not in keep:
            slots += [(civ.military_hand, i) for i in range(len(civ.military_hand))]
    for pile in (state.military_deck, state.current_events, *state.later_military.values(),
                 *state.military_discards.values()):
        slots += [(pile, i) for i in range(len(pile))]
    slots += [(f, "card") for f in state.future_events]
    kinds: dict[tuple[str, bool], list[tuple[Any, Any]]] = {}
    for holder, i in slots:
        card = CARDS[getattr(holder, i) if isinstance(i, str) else holder[i]]
        kinds.setdefault((card.age, card.kind in ("event", "territory")), []).append((holder, i))
    return [Hidden(group) for _, group in sorted(kinds.items())]
