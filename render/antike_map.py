"""The Antike map backdrop: land and sea painted from the provinces' positions and borders alone.

The view gives each province a label position (0..1 on the printed board), its kind (land,
water, mixed) and the type of every border, but no outlines. We draw a schematic map instead:

* every pixel belongs to the nearest province (a Voronoi partition of the label positions);
* water provinces are sea, land provinces are land;
* a mixed (coastal) province is land, except a strip along its edge with each neighbour it
  reaches only by water, or with a water province: that strip is sea, so coastal provinces
  joined by a blue border face each other across open water, as on the printed board.

The partition is computed on a coarse grid (`STEP` pixels), smoothed and scaled up, so the
coasts come out rounded. Pure Python (no numpy in the venv): about a quarter of a second, paid
once per process because the caller caches the result.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFilter

from render.common import RGB

STEP = 4  # pixels per grid cell of the partition
TILE = 12  # grid cells per bucket when looking for candidate provinces
# Share of the distance between two provinces that is sea on each side of a water-only edge.
WATER_STRIP = 0.36


@dataclass(frozen=True)
class Site:
    id: str
    x: float  # pixels, inside the map box
    y: float
    kind: str  # land | water | mixed


def _candidates(sites: Sequence[Site], cx: float, cy: float, reach: float) -> list[int]:
    """Sites that can be nearest or second nearest anywhere within `reach` of (cx, cy)."""
    dist = sorted((math.hypot(s.x - cx, s.y - cy), i) for i, s in enumerate(sites))
    second = dist[min(1, len(dist) - 1)][0]
    return [i for d, i in dist if d <= second + 2 * reach]


def partition(
    sites: Sequence[Site], borders: dict[frozenset[str], str], width: int, height: int
) -> tuple[list[list[int]], list[list[bool]]]:
    """Grid (height/STEP x width/STEP) of nearest-site indices and of sea flags."""
    cols, rows = math.ceil(width / STEP), math.ceil(height / STEP)
    owner = [[0] * cols for _ in range(rows)]
    sea = [[False] * cols for _ in range(rows)]
    reach = TILE * STEP * math.sqrt(2) / 2
    for tile_y in range(0, rows, TILE):
        for tile_x in range(0, cols, TILE):
            cx = (tile_x + TILE / 2) * STEP
            cy = (tile_y + TILE / 2) * STEP
            near = _candidates(sites, cx, cy, reach)
            for gy in range(tile_y, min(rows, tile_y + TILE)):
                py = (gy + 0.5) * STEP
                for gx in range(tile_x, min(cols, tile_x + TILE)):
                    px = (gx + 0.5) * STEP
                    best = second = math.inf
                    a = b = near[0]
                    for i in near:
                        s = sites[i]
                        d = (s.x - px) ** 2 + (s.y - py) ** 2
                        if d < best:
                            second, b = best, a
                            best, a = d, i
                        elif d < second:
                            second, b = d, i
                    owner[gy][gx] = a
                    sea[gy][gx] = _is_sea(sites, borders, a, b, math.sqrt(best), math.sqrt(second))
    return owner, sea


def _is_sea(
    sites: Sequence[Site], borders: dict[frozenset[str], str], a: int, b: int, da: float, db: float
) -> bool:
    here, other = sites[a], sites[b]
    if here.kind != "mixed":
        return here.kind == "water"
    border = borders.get(frozenset((here.id, other.id)))
    if other.kind == "water" or border == "water":
        gap = math.hypot(here.x - other.x, here.y - other.y)
        return db - da < 2 * WATER_STRIP * gap
    return False


def _clip(polygon: list[tuple[float, float]], nx: float, ny: float, c: float) -> list[tuple[float, float]]:
    """The part of `polygon` where nx*x + ny*y <= c (Sutherland–Hodgman, one half-plane)."""
    out: list[tuple[float, float]] = []
    for i, current in enumerate(polygon):
        previous = polygon[i - 1]
        inside_now = nx * current[0] + ny * current[1] <= c
        inside_before = nx * previous[0] + ny * previous[1] <= c
        if inside_now != inside_before:
            dx, dy = current[0] - previous[0], current[1] - previous[1]
            t = (c - nx * previous[0] - ny * previous[1]) / (nx * dx + ny * dy)
            out.append((previous[0] + t * dx, previous[1] + t * dy))
        if inside_now:
            out.append(current)
    return out


def voronoi_cell(sites: Sequence[Site], index: int, width: int, height: int) -> list[tuple[float, float]]:
    """The exact outline of the pixels nearest to `sites[index]`, clipped to the map box."""
    here = sites[index]
    cell = [(0.0, 0.0), (float(width), 0.0), (float(width), float(height)), (0.0, float(height))]
    for j, other in enumerate(sites):
        if j == index or not cell:
            continue
        nx, ny = other.x - here.x, other.y - here.y
        mx, my = (other.x + here.x) / 2, (other.y + here.y) / 2
        cell = _clip(cell, nx, ny, nx * mx + ny * my)
    return cell


def backdrop(
    sites: Sequence[Site],
    borders: dict[frozenset[str], str],
    width: int,
    height: int,
    land: RGB,
    sea: RGB,
    coast: RGB,
    cell_line: RGB,
) -> Image.Image:
    """The map ground: smooth land and sea, a coastline, and faint province outlines."""
    owner, sea_grid = partition(sites, borders, width, height)
    rows, cols = len(owner), len(owner[0])
    mask_small = Image.new("L", (cols, rows), 0)
    mask_small.putdata([255 if flag else 0 for row in sea_grid for flag in row])
    # Scale up with a blur and re-threshold: rounded coasts instead of grid steps.
    mask = mask_small.resize((width, height), Image.Resampling.BILINEAR).filter(ImageFilter.GaussianBlur(5))
    mask = mask.point(lambda v: 255 if v >= 128 else 0)
    img = Image.new("RGB", (width, height), land)
    img.paste(sea, (0, 0, width, height), mask)
    # Coastline: the mask's edge, drawn a little thick.
    edge = mask.filter(ImageFilter.FIND_EDGES).filter(ImageFilter.MaxFilter(3))
    img.paste(coast, (0, 0, width, height), edge)
    # Province outlines, faint: the coloured border links carry the rules.
    lines = Image.new("L", (width * 2, height * 2), 0)
    draw = ImageDraw.Draw(lines)
    for index in range(len(sites)):
        cell = voronoi_cell(sites, index, width, height)
        draw.line([(x * 2, y * 2) for x, y in [*cell, cell[0]]], fill=150, width=3)
    lines = lines.resize((width, height), Image.Resampling.LANCZOS)
    img = Image.composite(Image.new("RGB", (width, height), cell_line), img, lines)
    frame = ImageDraw.Draw(img)
    frame.rectangle([0, 0, width - 1, height - 1], outline=coast, width=2)
    return img
