"""Views built on `view_schema.PublicView`. Everything in Antike is public: `private_view` is
None. The public log is made of the engine's events (nothing is kept in the state for it)."""

from __future__ import annotations

from typing import Any, Literal, cast

from . import battles, rules, scoring
from .board import RONDEL, RONDEL_KIND, load_board, load_rules, rondel_cost
from .state import AntikeState
from .view_schema import (
    BorderView,
    ManeuverUnitsView,
    NationView,
    PendingMoveView,
    ProvinceView,
    PublicView,
    Resource,
    RondelSpaceView,
    UnitType,
)

# The board data's words (engine/antike/data), as the view's types.
ProvinceKind = Literal["land", "water", "mixed"]
BorderKind = Literal["land", "water", "both"]


def user_of(state: AntikeState, seat: int) -> int:
    return seat % 2 if state.users == 2 else seat


def public_view(state: AntikeState) -> dict[str, Any]:
    board = load_board()
    provinces = []
    for pid in sorted(board.names):
        owner = state.cities.get(pid)
        provinces.append(ProvinceView(
            id=pid, name=board.names[pid], resource=cast(Resource, board.resource[pid]),
            kind=cast(ProvinceKind, board.kind[pid]),
            pos=board.pos[pid], owner=owner, temple=pid in state.temples,
            legions={str(s): n.legions[pid] for s, n in enumerate(state.nations) if n.legions.get(pid)},
            galleys={str(s): n.galleys[pid] for s, n in enumerate(state.nations) if n.galleys.get(pid)},
            defence=battles.city_defence(state, pid) if owner is not None else None,
        ))
    borders = [BorderView(a=min(pair), b=max(pair), type=cast(BorderKind, t))
               for pair, t in board.border.items()]
    nations = [NationView(
        seat=s, user=user_of(state, s), nation=n.nation, marble=n.marble, iron=n.iron, gold=n.gold,
        coins=n.coins, rondel=RONDEL[n.rondel] if n.rondel is not None else None, knowhows=list(n.knowhows),
        personages=list(n.personages), cities=scoring.city_count(state, s),
        temples=scoring.temple_count(state, s), seas=scoring.seas_occupied(state, s),
        legions=sum(n.legions.values()), galleys=sum(n.galleys.values()), order=n.order,
        rondel_costs={space: rondel_cost(rules.steps_to(n, i)) for i, space in enumerate(RONDEL)},
    ) for s, n in enumerate(state.nations)]
    rondel = [RondelSpaceView(index=i, id=name, kind=RONDEL_KIND[name],
                              seats=[s for s, n in enumerate(state.nations) if n.rondel == i])
              for i, name in enumerate(RONDEL)]
    maneuver = []
    if state.maneuver is not None:
        for key, acts in sorted(state.maneuver.ready.items()):
            unit, prov = key.split(":")
            maneuver.append(ManeuverUnitsView(unit=cast(UnitType, unit), province=prov, actions=list(acts)))
    pending = None
    if state.pending is not None:
        p = state.pending
        pending = PendingMoveView(seat=p.seat, unit=p.unit, count=len(p.group), at=p.at, path=list(p.path),
                                  awaiting=battles.demand_seats(state))
    view = PublicView(
        users=state.users, provinces=provinces, borders=borders, nations=nations, rondel=rondel,
        turn_order=list(state.turn_order), active=state.active, phase=state.phase, space=state.space,
        round=state.round, target=state.target, stacks=dict(state.stacks), bank_coins=state.bank_coins,
        temples_left=load_rules().temples - len(state.temples),
        knowhow_owners={k: [s for s, n in enumerate(state.nations) if k in n.knowhows]
                        for k in load_rules().knowhows},
        maneuver=maneuver, pending_move=pending, sudden_death=state.sudden_death,
        game_over=state.winner is not None, winner=state.winner,
    )
    return view.model_dump(mode="json")
