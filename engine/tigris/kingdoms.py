"""Regions and kingdoms: flood fills over the squares that connect (rulebook, "¿Qué es un reino?").

Tiles (face-up or flipped under a monument) and leaders connect orthogonally; catastrophes and
empty squares do not. A region with at least one leader is a kingdom. A `Layout` labels every
region once, so legality checks over many squares cost one flood fill, not one per square; and
`layout_of` keeps the last few layouts by what they depend on (the connecting squares and the
leaders), so the check of an action, its application, the next decision's options and the views
of one board share one flood fill.
"""

from __future__ import annotations

from functools import cache, cached_property

from engine.core import memo
from engine.tigris.board import ALL_SQUARES, NEIGHBOURS, load_board
from engine.tigris.state import Color, TigrisState

LeaderRef = tuple[int, Color]  # (seat, colour)
# What a layout depends on: the board side, the face-up tile squares, the flipped ones, each
# seat's leaders on the board ((colour, square) pairs), the catastrophes, and the square treated
# as empty (a lifted leader, the union tile).
LayoutKey = tuple[str, tuple[str, ...], tuple[str, ...], tuple[tuple[tuple[Color, str], ...], ...],
                  tuple[str, ...], str | None]


def leaders_by_square(state: TigrisState) -> dict[str, LeaderRef]:
    return {sq: (seat, color) for seat, placed in enumerate(state.leaders) for color, sq in placed.items()}


def temple_strength(state: TigrisState, square: str) -> int:
    """Face-up red tiles orthogonally adjacent to `square` (a leader's strength in a revolt)."""
    tiles = state.tiles
    return sum(1 for n in NEIGHBOURS[square] if tiles.get(n) == "red")


class Layout:
    """Region labels of a board, optionally with one square treated as empty. Shared between
    callers (see `layout_of`): never change one."""

    def __init__(self, board: str, tiles: tuple[str, ...], flipped: tuple[str, ...],
                 leaders: tuple[tuple[tuple[Color, str], ...], ...], catastrophes: tuple[str, ...] = (),
                 exclude: str | None = None) -> None:
        self.board = board
        self.catastrophes = catastrophes
        # A leader being moved is lifted first (rulebook: "tomándolo del tablero").
        self.leader_at: dict[str, LeaderRef] = {sq: (seat, color) for seat, placed in enumerate(leaders)
                                                for color, sq in placed if sq != exclude}
        connect = set(tiles)
        connect.update(flipped)
        connect.update(self.leader_at)
        connect.discard(exclude)
        self.connect = connect
        label: dict[str, int] = {}
        # Region id -> its squares; a region merged into another by `grown` is left empty.
        regions: list[list[str]] = []
        for start in (*tiles, *flipped, *self.leader_at):
            if start in label or start not in connect:
                continue
            rid = len(regions)
            label[start] = rid
            members = [start]
            for sq in members:  # grows while it is walked: a breadth-first fill
                for n in NEIGHBOURS[sq]:
                    if n in connect and n not in label:
                        label[n] = rid
                        members.append(n)
            regions.append(members)
        self.label = label
        self.regions = regions
        # Leaders of each kingdom: rid -> {colour: [(seat, square)]}, in `leader_at` order.
        self.region_leaders: dict[int, dict[Color, list[tuple[int, str]]]] = {}
        for sq, (seat, color) in self.leader_at.items():
            if sq in label:
                self.region_leaders.setdefault(label[sq], {}).setdefault(color, []).append((seat, sq))

    def grown(self, key: LayoutKey, square: str) -> Layout:
        """The layout of `key`, a board that differs from this one's only by `square` now
        connecting (a tile placed, or a leader placed from the hand): its neighbours' regions
        merge into one, the others stay as they are. The same regions as a fresh flood fill
        (region ids may differ; nothing depends on them)."""
        new = Layout.__new__(Layout)
        new.board, _tiles, _flipped, leaders, new.catastrophes, _exclude = key
        new.leader_at = {sq: (seat, color) for seat, placed in enumerate(leaders) for color, sq in placed}
        new.connect = self.connect | {square}
        label = dict(self.label)
        regions = list(self.regions)
        rids = {label[n] for n in NEIGHBOURS[square] if n in label}
        if not rids:
            rid = len(regions)
            regions.append([square])
        else:
            rid = max(rids, key=lambda r: (len(regions[r]), r))
            merged = [*regions[rid], square]
            for other in rids - {rid}:
                merged.extend(regions[other])
                label.update(dict.fromkeys(regions[other], rid))
                regions[other] = []
            regions[rid] = merged
        label[square] = rid
        new.label, new.regions = label, regions
        region_leaders = {r: v for r, v in self.region_leaders.items() if r not in rids}
        found: dict[Color, list[tuple[int, str]]] = {}
        for sq, (seat, color) in new.leader_at.items():
            if label.get(sq) == rid:
                found.setdefault(color, []).append((seat, sq))
        if found:
            region_leaders[rid] = found
        new.region_leaders = region_leaders
        if "touching" in self.__dict__:
            new.__dict__["touching"] = self._touching_grown(new, square, rids, rid)
        return new

    def _touching_grown(self, new: Layout, square: str, merged: set[int],
                        rid: int) -> dict[str, tuple[int, ...]]:
        """`touching` of `new` (this layout grown by `square`, whose neighbours' regions `merged`
        became region `rid`) from this one's: merged ids renamed, `square` gone, and the empty
        squares next to whatever just became part of a kingdom gain `rid`."""
        touching: dict[str, tuple[int, ...]] = {}
        for sq, kingdoms in self.touching.items():
            if sq == square:
                continue
            if merged.intersection(kingdoms):
                kingdoms = tuple(dict.fromkeys(rid if k in merged else k for k in kingdoms))
            touching[sq] = kingdoms
        if rid in new.region_leaders:
            # Squares that were in no kingdom before and are now in `rid`'s: the new square, and
            # the regions without a leader it joined (or all of them when it is a leader).
            fresh = [square]
            for other in merged:
                if other not in self.region_leaders:
                    fresh.extend(self.regions[other])
            label = new.label
            for sq in fresh:
                for n in NEIGHBOURS[sq]:
                    if n not in label:
                        kingdoms = touching.get(n, ())
                        if rid not in kingdoms:
                            touching[n] = (*kingdoms, rid)
        return touching

    def is_kingdom(self, rid: int) -> bool:
        return rid in self.region_leaders

    def neighbour_regions(self, square: str) -> set[int]:
        label = self.label
        return {label[n] for n in NEIGHBOURS[square] if n in label}

    def neighbour_kingdoms(self, square: str) -> set[int]:
        label, kingdoms = self.label, self.region_leaders
        return {label[n] for n in NEIGHBOURS[square] if label.get(n, -1) in kingdoms}

    @cached_property
    def touching(self) -> dict[str, tuple[int, ...]]:
        """The kingdoms next to each square that is in no region (absent: no kingdom)."""
        label, kingdoms = self.label, self.region_leaders
        found: dict[str, list[int]] = {}
        for sq, rid in label.items():
            if rid in kingdoms:
                for n in NEIGHBOURS[sq]:
                    if n not in label:
                        ids = found.get(n)
                        if ids is None:
                            found[n] = [rid]
                        elif rid not in ids:
                            ids.append(rid)
        return {sq: tuple(ids) for sq, ids in found.items()}

    @cached_property
    def tile_squares(self) -> tuple[list[str], list[str]]:
        """(land, river) squares where a tile may go on this board: empty, and not joining three
        or more kingdoms (rulebook "Conflicto externo")."""
        land, river = _terrain(self.board)
        blocked = self.connect.union(self.catastrophes)
        blocked.update(sq for sq, kingdoms in self.touching.items() if len(kingdoms) > 2)
        return [sq for sq in land if sq not in blocked], [sq for sq in river if sq not in blocked]

    @cached_property
    def open_squares(self) -> tuple[frozenset[str], frozenset[str]]:
        """`tile_squares` as sets."""
        land, river = self.tile_squares
        return frozenset(land), frozenset(river)

    def region_of(self, square: str) -> list[str]:
        return self.regions[self.label[square]]


@cache
def _terrain(board: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(land, river) squares of a board side, in board order."""
    river = load_board(board).river
    return tuple(sq for sq in ALL_SQUARES if sq not in river), tuple(sq for sq in ALL_SQUARES if sq in river)


def layout_key(state: TigrisState, exclude: str | None = None) -> LayoutKey:
    leaders = tuple(map(tuple, map(dict.items, state.leaders)))
    return state.board, tuple(state.tiles), tuple(state.flipped), leaders, tuple(state.catastrophes), exclude


# The last layouts computed, by key (a few boards: the current one, its lifted-leader variants,
# the one before). Shared by every game and thread: a key says everything a layout depends on,
# so a layout found is always the right one (`memo.by_key`).
CACHE_SIZE = 64


@memo.by_key(CACHE_SIZE)
def _layout(key: LayoutKey, before: Layout | None = None, square: str = "") -> Layout:
    """The layout of `key`: grown from `before` by `square` when given (`joined`), else anew."""
    return before.grown(key, square) if before is not None else Layout(*key)


def layout_of(state: TigrisState, exclude: str | None = None) -> Layout:
    """The layout of the board as it stands (with `exclude` treated as empty), computed once per
    board: the same layout serves every check, option and view until a piece moves."""
    return _layout(layout_key(state, exclude))


def joined(before: Layout, state: TigrisState, square: str) -> None:
    """`square` has just joined the board of `before` (a tile, or a leader from the hand) and
    nothing else changed: the new layout is derived from `before` instead of a new flood fill."""
    _layout(layout_key(state), before, square)


__all__ = ["Layout", "LeaderRef", "joined", "layout_key", "layout_of", "leaders_by_square", "temple_strength"]
