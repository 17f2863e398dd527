"""Regions and kingdoms: flood fills over the squares that connect (rulebook, "¿Qué es un reino?").

Tiles (face-up or flipped under a monument) and leaders connect orthogonally; catastrophes and
empty squares do not. A region with at least one leader is a kingdom. A `Layout` labels every
region once, so legality checks over many squares cost one flood fill, not one per square.
"""

from __future__ import annotations

from engine.tigris.board import NEIGHBOURS
from engine.tigris.state import Color, TigrisState

LeaderRef = tuple[int, Color]  # (seat, colour)


def leaders_by_square(state: TigrisState) -> dict[str, LeaderRef]:
    return {sq: (seat, color) for seat, placed in enumerate(state.leaders) for color, sq in placed.items()}


def temple_strength(state: TigrisState, square: str) -> int:
    """Face-up red tiles orthogonally adjacent to `square` (a leader's strength in a revolt)."""
    tiles = state.tiles
    return sum(1 for n in NEIGHBOURS[square] if tiles.get(n) == "red")


class Layout:
    """Region labels of the board as it stands, optionally with one square treated as empty."""

    def __init__(self, state: TigrisState, exclude: str | None = None,
                 leader_at: dict[str, LeaderRef] | None = None) -> None:
        self.leader_at = leaders_by_square(state) if leader_at is None else leader_at
        if exclude in self.leader_at:
            # A leader being moved is lifted first (rulebook: "tomándolo del tablero").
            self.leader_at = {sq: ref for sq, ref in self.leader_at.items() if sq != exclude}
        connect = set(state.tiles)
        connect.update(state.flipped)
        connect.update(self.leader_at)
        connect.discard(exclude)  # type: ignore[arg-type]
        self.label: dict[str, int] = {}
        self.regions: list[list[str]] = []
        for start in connect:
            if start in self.label:
                continue
            rid = len(self.regions)
            self.label[start] = rid
            members = [start]
            stack = [start]
            while stack:
                sq = stack.pop()
                for n in NEIGHBOURS[sq]:
                    if n in connect and n not in self.label:
                        self.label[n] = rid
                        members.append(n)
                        stack.append(n)
            self.regions.append(members)
        # Leaders of each region: rid -> {colour: (seat, square)}
        self.region_leaders: dict[int, dict[Color, list[tuple[int, str]]]] = {}
        for sq, (seat, color) in self.leader_at.items():
            if sq in self.label:
                self.region_leaders.setdefault(self.label[sq], {}).setdefault(color, []).append((seat, sq))

    def is_kingdom(self, rid: int) -> bool:
        return rid in self.region_leaders

    def neighbour_regions(self, square: str) -> set[int]:
        label = self.label
        return {label[n] for n in NEIGHBOURS[square] if n in label}

    def neighbour_kingdoms(self, square: str) -> set[int]:
        return {rid for rid in self.neighbour_regions(square) if rid in self.region_leaders}

    def region_of(self, square: str) -> list[str]:
        return self.regions[self.label[square]]
