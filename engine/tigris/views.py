"""What may be seen: the public view and each seat's private part (`view_schema.py`)."""

from __future__ import annotations

from typing import Any, Literal, cast

from engine.tigris import conflicts, rules
from engine.tigris.board import ALL_SQUARES, load_board
from engine.tigris.kingdoms import layout_of, temple_strength
from engine.tigris.scoring import final_outcome
from engine.tigris.state import COLORS, MONUMENTS, TigrisState
from engine.tigris.view_schema import (
    CellView,
    Color,
    ConflictSide,
    ConflictView,
    KingdomView,
    LeaderView,
    MonumentView,
    PlayerPublic,
    PrivateView,
    PublicView,
    TurnView,
)

_ORDER = {sq: i for i, sq in enumerate(ALL_SQUARES)}


def _leader_view(state: TigrisState, seat: int, color: str, square: str) -> LeaderView:
    return LeaderView(dynasty=state.dynasty(seat), color=cast(Color, color), square=square,
                      strength=temple_strength(state, square))


def _cells(state: TigrisState) -> list[CellView]:
    board = load_board(state.board)
    cells: dict[str, dict[str, Any]] = {}

    def cell(sq: str) -> dict[str, Any]:
        return cells.setdefault(sq, {"square": sq})

    for sq, color in state.tiles.items():
        cell(sq)["tile"] = color
    for sq, color in state.flipped.items():
        cell(sq)["tile"] = color
    for mid, top_left in state.monuments.items():
        if top_left is not None:
            x, y = ord(top_left[0]) - 65, int(top_left[1:]) - 1
            for dx in (0, 1):
                for dy in (0, 1):
                    cell(f"{chr(65 + x + dx)}{y + dy + 1}")["monument"] = mid
    for seat, placed in enumerate(state.leaders):
        for color, sq in placed.items():
            cell(sq)["leader"] = _leader_view(state, seat, color, sq)
    for sq in state.catastrophes:
        cell(sq)["catastrophe"] = True
    for sq in state.treasures:
        cell(sq)["treasure"] = True
        cell(sq)["treasure_priority"] = sq in board.priority_treasures
    for color, sq in state.buildings.items():
        cell(sq)["building"] = color
    if state.union is not None:
        cell(state.union)["unification"] = True
    return [CellView(**cells[sq]) for sq in sorted(cells, key=_ORDER.__getitem__)]


def _kingdoms(state: TigrisState) -> list[KingdomView]:
    layout = layout_of(state)
    out = []
    for rid, members in enumerate(layout.regions):
        leaders = layout.region_leaders.get(rid)
        if not leaders:
            continue
        views = [_leader_view(state, seat, color, sq)
                 for color in COLORS for seat, sq in leaders.get(color, [])]
        out.append(KingdomView(squares=sorted(members, key=_ORDER.__getitem__), leaders=views))
    out.sort(key=lambda k: _ORDER[k.squares[0]])
    return out


def _conflict(state: TigrisState) -> ConflictView | None:
    c = state.conflict
    if c is None:
        return None
    stage: Literal["attacker", "defender", "resolved"] = ("attacker" if c.attacker_commit is None
             else "defender" if c.defender_commit is None else "resolved")
    pending = []
    if c.kind == "war" and state.union is not None:
        pending = [col for col in conflicts.war_colors(state) if col != c.color]
    attack = None if c.attacker_commit is None else c.attacker_base + c.attacker_commit
    defence = None if c.defender_commit is None else c.defender_base + c.defender_commit
    return ConflictView(
        kind=c.kind, color=c.color, stage=stage, pending_colors=pending,
        support_color=conflicts.support_color(c), attacker_total=attack, defender_total=defence,
        # Ties go to the defender: the tiles it must commit to hold, once the attack is known.
        defender_needs=None if attack is None else max(0, attack - c.defender_base),
        attacker=ConflictSide(seat=c.attacker, dynasty=state.dynasty(c.attacker),
                              square=c.attacker_square,
                              base=c.attacker_base, committed=c.attacker_commit),
        defender=ConflictSide(seat=c.defender, dynasty=state.dynasty(c.defender),
                              square=c.defender_square,
                              base=c.defender_base, committed=c.defender_commit),
    )


def public_view(state: TigrisState) -> dict[str, Any]:
    board = load_board(state.board)
    scores_public = state.open_scoring or state.over
    outcome = final_outcome(state) if state.over else None
    players = [
        PlayerPublic(
            seat=s, dynasty=state.dynasty(s),
            leaders_in_hand=[c for c in COLORS if c not in state.leaders[s]],
            catastrophes_left=state.catastrophes_left[s],
            tiles_in_hand=len(state.hands[s]),
            treasures=state.treasures_won[s],
            score=dict(state.scores[s]) if scores_public else None,
            final_score=dict(outcome.detail["final"][s]) if outcome is not None else None,
        )
        for s in range(state.players)
    ]
    view = PublicView(
        board=state.board,
        terrain=list(board.terrain),
        cells=_cells(state),
        kingdoms=_kingdoms(state),
        monuments=[MonumentView(id=mid, colors=list(MONUMENTS[mid]), square=sq)
                   for mid, sq in state.monuments.items()],
        players=players,
        bag=len(state.bag),
        treasures_left=len(state.treasures),
        turn=TurnView(active=state.active, actions_left=state.actions_left, phase=state.step,
                      awaiting=rules.awaited_seat(state)),
        conflict=_conflict(state),
        open_scoring=state.open_scoring,
        buildings_variant=state.buildings_variant,
        game_over=state.over,
        winners=list(outcome.ranking[0]) if outcome is not None else [],
    )
    return view.model_dump(mode="json")


def private_view(state: TigrisState, seat: int) -> dict[str, Any]:
    tiles = sorted(state.hands[seat], key=COLORS.index)
    return PrivateView(seat=seat, tiles=tiles, score=dict(state.scores[seat]),
                       treasures=state.treasures_won[seat]).model_dump(mode="json")
