"""The two board sides: terrain, treasure temples and adjacency, loaded from `data/`.

Squares are named as players name them: column letter A–P, row number 1–11 (`F3`). The data
files are cleaned copies of `shared/data/tigris/` (see their `source` field).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

COLUMNS = 16
ROWS = 11
DATA_DIR = Path(__file__).parent / "data"
BOARD_FILES = {"classic": "board_classic.json", "advanced": "board_advanced.json"}


def square_name(x: int, y: int) -> str:
    return f"{chr(ord('A') + x)}{y + 1}"


def square_xy(square: str) -> tuple[int, int]:
    return ord(square[0]) - ord("A"), int(square[1:]) - 1


ALL_SQUARES: tuple[str, ...] = tuple(square_name(x, y) for y in range(ROWS) for x in range(COLUMNS))
SQUARE_SET = frozenset(ALL_SQUARES)


def _neighbours(square: str) -> tuple[str, ...]:
    x, y = square_xy(square)
    out = []
    for dx, dy in ((0, -1), (-1, 0), (1, 0), (0, 1)):
        nx, ny = x + dx, y + dy
        if 0 <= nx < COLUMNS and 0 <= ny < ROWS:
            out.append(square_name(nx, ny))
    return tuple(out)


# Orthogonal neighbours only: diagonal squares are not connected (rulebook, "¿Qué es un reino?").
NEIGHBOURS: dict[str, tuple[str, ...]] = {sq: _neighbours(sq) for sq in ALL_SQUARES}


def normalize_square(text: str) -> str | None:
    """'f3' → 'F3'; None when the text names no square of the 16×11 board."""
    sq = text.strip().upper()
    return sq if sq in SQUARE_SET else None


@cache
def block_squares(top_left: str) -> tuple[str, ...] | None:
    """The four squares of the 2×2 block whose top-left square is given, or None off the board."""
    x, y = square_xy(top_left)
    if x + 1 >= COLUMNS or y + 1 >= ROWS:
        return None
    return (square_name(x, y), square_name(x + 1, y), square_name(x, y + 1), square_name(x + 1, y + 1))


@cache
def blocks_containing(square: str) -> tuple[str, ...]:
    """Top-left squares of every 2×2 block that contains `square`."""
    x, y = square_xy(square)
    out = []
    for tx in (x - 1, x):
        for ty in (y - 1, y):
            if 0 <= tx < COLUMNS - 1 and 0 <= ty < ROWS - 1:
                out.append(square_name(tx, ty))
    return tuple(out)


@dataclass(frozen=True)
class Board:
    id: str
    terrain: tuple[str, ...]
    river: frozenset[str]
    treasure_temples: tuple[str, ...]
    priority_treasures: frozenset[str]

    def is_river(self, square: str) -> bool:
        return square in self.river


@cache
def load_board(board_id: str) -> Board:
    with (DATA_DIR / BOARD_FILES[board_id]).open(encoding="utf-8") as fh:
        data = json.load(fh)
    terrain = tuple(data["terrain"])
    if len(terrain) != ROWS or any(len(row) != COLUMNS for row in terrain):
        raise ValueError(f"board {board_id}: terrain must be {ROWS} rows of {COLUMNS}")
    river = frozenset(square_name(x, y) for y, row in enumerate(terrain)
                      for x, ch in enumerate(row) if ch == "~")
    return Board(
        id=board_id,
        terrain=terrain,
        river=river,
        treasure_temples=tuple(data["treasure_temples"]),
        priority_treasures=frozenset(data["priority_treasures"]),
    )
