"""Revolts (internal conflicts) and wars (external conflicts).

Rulebook sections "Conflicto interno", "Conflicto externo", "Resolución de un conflicto
externo" and "Consecuencias de los conflictos externos".
"""

from __future__ import annotations

from engine.core import Event
from engine.tigris.board import NEIGHBOURS
from engine.tigris.kingdoms import Layout, layout_of, leaders_by_square, temple_strength
from engine.tigris.scoring import award
from engine.tigris.state import COLORS, Color, Conflict, TigrisState


def support_color(conflict: Conflict) -> Color:
    """Revolts are fought with temples; wars with tiles of the war's colour."""
    return "red" if conflict.kind == "revolt" else conflict.color


def revolt_for(state: TigrisState, seat: int, color: Color, square: str) -> Conflict | None:
    """The revolt a leader just placed on `square` starts, if its kingdom holds another of its colour."""
    layout = layout_of(state)
    same = layout.region_leaders.get(layout.label[square], {}).get(color, [])
    others = [(s, sq) for s, sq in same if sq != square]
    if not others:
        return None
    defender, defender_square = others[0]
    return Conflict(kind="revolt", color=color, attacker=seat, defender=defender,
                    attacker_square=square, defender_square=defender_square,
                    attacker_base=temple_strength(state, square),
                    defender_base=temple_strength(state, defender_square))


def war_colors(state: TigrisState) -> list[Color]:
    """Colours with two leaders in the kingdom joined by the union tile, re-evaluated after each war."""
    assert state.union is not None
    layout = layout_of(state)
    found = layout.region_leaders.get(layout.label[state.union], {})
    return [c for c in COLORS if len(found.get(c, [])) >= 2]


def attacker_of(state: TigrisState, seats: tuple[int, int]) -> int:
    """The active player attacks if involved; otherwise the first involved seat clockwise."""
    if state.active in seats:
        return state.active
    return min(seats, key=lambda s: (s - state.active) % state.players)


def start_war(state: TigrisState, color: Color) -> Conflict:
    assert state.union is not None
    layout = layout_of(state)
    (seat_a, sq_a), (seat_b, sq_b) = layout.region_leaders[layout.label[state.union]][color][:2]
    attacker = attacker_of(state, (seat_a, seat_b))
    if attacker == seat_a:
        defender, att_sq, def_sq = seat_b, sq_a, sq_b
    else:
        defender, att_sq, def_sq = seat_a, sq_b, sq_a
    sides = layout_of(state, exclude=state.union)
    return Conflict(kind="war", color=color, attacker=attacker, defender=defender,
                    attacker_square=att_sq, defender_square=def_sq,
                    attacker_base=supporters(state, sides, att_sq, color),
                    defender_base=supporters(state, sides, def_sq, color))


def supporters(state: TigrisState, sides: Layout, leader_square: str, color: Color) -> int:
    """Face-up tiles of `color` in the leader's own original kingdom (union tile excluded)."""
    tiles = state.tiles
    return sum(1 for sq in sides.region_of(leader_square) if tiles.get(sq) == color)


def strand_leaders(state: TigrisState, events: list[Event]) -> None:
    """Leaders left without an adjacent face-up temple go back to their owner."""
    for seat, placed in enumerate(state.leaders):
        for color, square in list(placed.items()):
            if temple_strength(state, square) == 0:
                del placed[color]
                events.append(Event(key="tigris.log.leader_stranded", params={
                    "seat": seat, "dynasty": state.dynasty(seat), "color": color, "square": square}))


def resolve(state: TigrisState, events: list[Event]) -> None:
    """Both sides have committed: decide, remove the loser, score the winner."""
    c = state.conflict
    assert c is not None and c.attacker_commit is not None and c.defender_commit is not None
    attack = c.attacker_base + c.attacker_commit
    defence = c.defender_base + c.defender_commit
    # Ties go to the defender (rulebook: "En caso de empate ganará el defensor").
    if attack > defence:
        winner, loser, loser_square = c.attacker, c.defender, c.defender_square
    else:
        winner, loser, loser_square = c.defender, c.attacker, c.attacker_square
    attacker_won = winner == c.attacker
    state.count(c.attacker, f"{c.kind}_attack_{'won' if attacker_won else 'lost'}")
    state.count(c.defender, f"{c.kind}_defence_{'lost' if attacker_won else 'won'}")
    if c.kind == "revolt":
        del state.leaders[loser][c.color]
        award(state, winner, "red", 1, "revolt", events)
        removed = 0
    else:
        removed = _remove_war_loser(state, c.color, loser, loser_square)
        award(state, winner, c.color, removed + 1, "war", events)
    events.append(Event(key=f"tigris.log.{c.kind}_result", params={
        "color": c.color, "winner": state.dynasty(winner), "loser": state.dynasty(loser),
        "winner_seat": winner, "loser_seat": loser, "attacker_seat": c.attacker,
        "defender_seat": c.defender, "attack": attack, "defence": defence, "removed": removed}))
    state.conflict = None
    strand_leaders(state, events)


def _remove_war_loser(state: TigrisState, color: Color, loser: int, loser_square: str) -> int:
    """Remove the loser's leader and its supporters; return how many tiles left the board.

    Priests' exception: in a red war, temples adjacent to a leader (any leader still standing,
    the loser already lifted) or carrying a treasure stay. A tile under a special building
    stays (variant). The union tile belongs to neither side.
    """
    sides = layout_of(state, exclude=state.union)
    piece = sides.region_of(loser_square)
    del state.leaders[loser][color]
    leader_at = leaders_by_square(state)
    building = state.buildings.get(color)
    treasures = set(state.treasures)
    removed = 0
    for sq in piece:
        if state.tiles.get(sq) != color or sq == building:
            continue
        if color == "red" and (sq in treasures or any(n in leader_at for n in NEIGHBOURS[sq])):
            continue
        del state.tiles[sq]
        removed += 1
    state.removed[color] += removed
    return removed
