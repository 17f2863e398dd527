"""Civilization images, drawn by our own code from the public view and the map's facts (no board
art is traced): the board posted after each change (the region where the action is), the whole
map (on demand), a region around one player's areas, the A.S.T. and a player's panel.

The map: every land area is the cell of its anchor point (`anchors.json`, carried in the
engine's `map.json`) among all anchors — a Voronoi cell, cut to a disc so coasts appear where
anchors are sparse — coloured as land; open sea and coastal water are the blue ground. Between
two cells a thin line is a land border (`map.json`); a blue gap means no land border (a strait
or a coast). Each area shows its name, its population limit (a disc), its city site (white
square; blue-edged on a flood plain; black for a safe flood-plain site), flood plains tinted
green, volcanoes as a red triangle; areas out of play are grey. Pieces: per nation a chip in its
colour with its letter and the number of tokens, a city as a larger square with the letter, a
ship as a hull with a sail and the letter — never colour alone.

**Read on a phone.** The posted board is `BOARD_WIDTH` px wide and no text on it is under
`SMALLEST_TEXT` px, so shown at 1,000 px (a phone) nothing reads smaller than 15 px. The whole
map cannot meet that (159 areas, the Greek ones 16 anchor units apart), so the board shows a
region: where the phase is (`focus`: the mover's areas, a calamity's victim, the players awaited,
else the areas the change's events name, else where most pieces stand), every one of them shown:
at the scale its areas need (`choose_window`) as long as they all stay shown, else at the scale
that shows them all (down to the whole map in play), or in two stacked windows when that is
larger (`choose_windows`), with a locator of the whole map in its header. The whole map, at full
resolution, is one click away (`render_full`). Labels are placed where they overlap nothing
(`_Taken`); only where an area has no free room left does one overlap, on a halo.

The cells are computed once; a map costs its drawing (the window's cells, borders, labels and
pieces) and the encoding, mapped to one 256-colour palette chosen once (`board_palette`).
Areas out of play are cropped away: the map never shows more than the areas in play need.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

import i18n
from engine.civilization.view_schema import ADVANCE_CARDS as ADVANCES
from engine.civilization.view_schema import BOARD_AREAS as AREAS
from engine.civilization.view_schema import CARD_GROUPS as GROUPS
from present.civilization import NATION_LETTER, shown_hand_count
from render.common import Font, Palette, choose_palette, ellipsize, encode_image, font, text_width, wrap_text

RGB = tuple[int, int, int]
Rect = tuple[float, float, float, float]
MARGIN = 14
RADIUS = 40.0  # anchor units: a cell never reaches further from its anchor
SEA: RGB = (158, 196, 222)
LAND: RGB = (236, 224, 190)
LAND_ALT: RGB = (226, 211, 172)
FLOOD: RGB = (196, 222, 160)
OUT: RGB = (178, 178, 172)
OUT_SEA: RGB = (150, 160, 168)
BORDER: RGB = (120, 100, 70)
COAST: RGB = (70, 90, 110)
SEA_INK: RGB = (30, 70, 115)
INK: RGB = Palette.INK
MUTED: RGB = (95, 85, 70)
OUT_INK: RGB = (105, 105, 100)
FOCUS: RGB = (200, 20, 90)

# Each nation's colour on the map. Assyria is a light pink and Babylon a dark plum: they differ in
# lightness as well as hue (CIEDE2000 46), so they are told apart by colour, not only by letter,
# also by colour-blind readers (tested). Egypt's white pieces have a dark outline on the land.
NATION_COLOUR: dict[str, RGB] = {
    "africa": (230, 159, 0),
    "italy": (213, 40, 40),
    "illyria": (240, 228, 66),
    "thrace": (120, 190, 60),
    "crete": (86, 180, 233),
    "asia": (0, 158, 115),
    "assyria": (250, 160, 205),
    "babylon": (110, 40, 120),
    "egypt": (255, 255, 255),
    "iberia": (150, 95, 45),
    "gaul": (0, 90, 170),
}
DARK_NATIONS = frozenset({"italy", "babylon", "iberia", "gaul", "asia"})  # white letters on these

# Sizes in pixels, whatever the map's scale: text never shrinks with the map.
BOARD_WIDTH = 1000  # the posted board's width
SMALLEST_TEXT = 15  # no text on the posted board is smaller (px at BOARD_WIDTH)
NAME_PX = 16  # area names (condensed face)
SEA_PX = 17
LIMIT_PX = 15  # population limits, in their disc
CHIP_PX = 15  # a chip's letter and count
CITY_PX = 18
LEGEND_PX = 16
TITLE_PX = 22
CHIP_H = 22
CITY_SIDE = 30
SHIP_W, SHIP_H = 42, 32
DISC = 22  # population limit disc
SITE = 16  # city site square

REGION_SCALES = (2.2, 3.6)  # pixels per anchor unit on the posted board: the least and most
REGION_HEIGHT = 760  # the posted map's height at most (px; 4:3 under the header)
FULL_SCALE = 2.5  # the whole map
NEED_PX = 64.0  # what an area's marks need between its anchor and the nearest one
PAD = 40.0  # anchor units shown around the focus (its neighbours)


# ------------------------------------------------------------------------------------ geometry
Poly = list[tuple[tuple[float, float], int]]  # vertices, each with the label of its outgoing edge


def _clip(poly: Poly, a: float, b: float, c: float, label: int) -> Poly:
    """Keep the part of a convex polygon where a·x + b·y ≤ c; new edges get `label`."""
    out: Poly = []
    n = len(poly)
    for k in range(n):
        p, lp = poly[k]
        q = poly[(k + 1) % n][0]
        dp = a * p[0] + b * p[1] - c
        dq = a * q[0] + b * q[1] - c
        if dp <= 0:
            out.append((p, lp))
            if dq > 0:
                s = dp / (dp - dq)
                out.append(((p[0] + (q[0] - p[0]) * s, p[1] + (q[1] - p[1]) * s), label))
        elif dq <= 0:
            s = dp / (dp - dq)
            out.append(((p[0] + (q[0] - p[0]) * s, p[1] + (q[1] - p[1]) * s), lp))
    return out


AREA_ORDER: tuple[str, ...] = tuple(sorted(AREAS))


@lru_cache(maxsize=1)
def cells() -> dict[str, Poly]:
    """Each land area's cell in anchor units; edge labels: index of the neighbouring area in
    `AREA_ORDER` (a shared edge) or -1 (the coast: the disc's rim)."""
    ids = AREA_ORDER
    pts = [AREAS[i].anchor for i in ids]
    out: dict[str, Poly] = {}
    sides = 28
    for i, aid in enumerate(ids):
        if AREAS[aid].sea:
            continue
        px, py = pts[i]
        poly: Poly = [
            (
                (
                    px + RADIUS * math.cos(2 * math.pi * k / sides),
                    py + RADIUS * math.sin(2 * math.pi * k / sides),
                ),
                -1,
            )
            for k in range(sides)
        ]
        for j, (qx, qy) in enumerate(pts):
            if j == i or abs(qx - px) > 2 * RADIUS or abs(qy - py) > 2 * RADIUS:
                continue
            a, b = qx - px, qy - py
            c = (qx * qx + qy * qy - px * px - py * py) / 2
            poly = _clip(poly, a, b, c, j)
            if not poly:
                break
        out[aid] = poly
    return out


@lru_cache(maxsize=1)
def spacing() -> dict[str, float]:
    """Per area, the distance (anchor units) to the nearest other anchor: its marks' room."""
    return {
        aid: min(math.dist(a.anchor, b.anchor) for bid, b in AREAS.items() if bid != aid)
        for aid, a in AREAS.items()
    }


@lru_cache(maxsize=16)
def bounds(in_play: tuple[str, ...]) -> Rect:
    """The part of the map the land areas in play cover (anchor units): the rest is never drawn
    (the open seas in play around them are, as far as that reaches)."""
    pts = [AREAS[a].anchor for a in in_play if a in AREAS and not AREAS[a].sea]
    pts = pts or [a.anchor for a in AREAS.values()]
    m = RADIUS * 0.75
    return (
        min(p[0] for p in pts) - m,
        min(p[1] for p in pts) - m,
        max(p[0] for p in pts) + m,
        max(p[1] for p in pts) + m,
    )


@dataclass(frozen=True)
class Window:
    """A part of the map: its top-left corner in anchor units, pixels per unit, size in px."""

    x0: float
    y0: float
    scale: float
    width: int
    height: int

    @property
    def units(self) -> Rect:
        return (self.x0, self.y0, self.x0 + self.width / self.scale, self.y0 + self.height / self.scale)

    def px(self, x: float, y: float) -> tuple[float, float]:
        return (x - self.x0) * self.scale, (y - self.y0) * self.scale

    def unit(self, x: float, y: float) -> tuple[float, float]:
        """The anchor-unit point at pixel (x, y)."""
        return x / self.scale + self.x0, y / self.scale + self.y0

    def shows(self, x: float, y: float, margin: float = 0.0) -> bool:
        x0, y0, x1, y1 = self.units
        return x0 - margin <= x <= x1 + margin and y0 - margin <= y <= y1 + margin


def whole_window(in_play: Sequence[str], scale: float) -> Window:
    x0, y0, x1, y1 = bounds(tuple(in_play))
    return Window(x0, y0, scale, round((x1 - x0) * scale), round((y1 - y0) * scale))


@lru_cache(maxsize=1)
def neighbours() -> dict[str, tuple[str, ...]]:
    """Per area, the areas whose anchors are near enough for their cells to touch."""
    return {
        aid: tuple(
            b for b in AREA_ORDER if b != aid and math.dist(AREAS[aid].anchor, AREAS[b].anchor) < 2 * RADIUS
        )
        for aid in AREA_ORDER
    }


def in_cell(aid: str, x: float, y: float) -> bool:
    """Whether the point (anchor units) lies in the area's cell: nearer its anchor than any other."""
    own = math.dist(AREAS[aid].anchor, (x, y))
    return own <= RADIUS and all(math.dist(AREAS[b].anchor, (x, y)) >= own for b in neighbours()[aid])


def _crowding(areas: Iterable[str]) -> float:
    """The scale at which most of these areas have room for their marks (the 80th percentile of
    what each needs: the most crowded Greek ones borrow room from their neighbours)."""
    need = sorted(NEED_PX / spacing()[a] for a in areas if not AREAS[a].sea)
    return need[min(len(need) - 1, int(len(need) * 0.8))] if need else REGION_SCALES[0]


EDGE = 12.0  # anchor units: an area counts as shown when its anchor is this far inside a window


def shows_area(window: Window, aid: str) -> bool:
    """Whether the window shows the area: its anchor (its name and pieces) well inside."""
    return window.shows(*AREAS[aid].anchor, margin=-EDGE)


def choose_window(
    focus: Sequence[str],
    in_play: Sequence[str],
    width: int = BOARD_WIDTH,
    height: int = REGION_HEIGHT,
    *,
    every: bool = True,
) -> Window:
    """A window of the posted board showing every focus area: at the scale the areas it shows
    can be read at when they fit (the scale they need, as long as every focus area stays shown),
    else at the scale that shows them all, down to the whole map in play (the overview); never
    beyond the areas in play. Not `every`: the readable part of them with the most areas (where
    most pieces stand)."""
    box = bounds(tuple(in_play))
    spots = [a for a in focus if a in AREAS] or [a for a in in_play if a in AREAS]
    pts = [AREAS[a].anchor for a in spots]
    fw = max(p[0] for p in pts) - min(p[0] for p in pts) + 2 * PAD
    fh = max(p[1] for p in pts) - min(p[1] for p in pts) + 2 * PAD
    lo, hi = REGION_SCALES
    overview = width / (box[2] - box[0])  # the whole map in play: every area shows
    fit = min(width / fw, height / fh)  # every focus area with its neighbours
    readable = max(lo, overview)
    # Readable when they fit (or when a part will do), else as large as shows them all.
    scale = max(fit, overview) if every and fit < readable else min(hi, max(readable, fit))
    window = _place(pts, scale, width, height, box)
    playing = [a for a in in_play if a in AREAS]
    for _ in range(4):  # the scale the areas it shows need, while every focus area stays shown
        need = min(hi, _crowding(a for a in playing if window.shows(*AREAS[a].anchor)))
        if need <= scale * 1.04:
            break
        closer = _place(pts, need, width, height, box)
        if every and not all(shows_area(closer, a) for a in spots):
            break
        scale, window = need, closer
    return window


def _fit(pts: Sequence[tuple[float, float]], width: int, height: int) -> float:
    """The largest scale at which a window of this size shows every point with its neighbours."""
    fw = max(p[0] for p in pts) - min(p[0] for p in pts) + 2 * PAD
    fh = max(p[1] for p in pts) - min(p[1] for p in pts) + 2 * PAD
    return min(width / fw, height / fh)


def choose_windows(focus: Sequence[str], in_play: Sequence[str], *, every: bool = True) -> list[Window]:
    """The posted board's windows, showing every focus area: one, or two stacked when the focus
    areas lie in two parts too far apart for one window at a readable scale (a nation along the
    whole African coast, one with colonies in the west) and two half-height windows show them at
    a larger scale. The parts: the cut, across or down the map, that lets both be largest. Not
    `every` (where most pieces stand): one window, the readable part with the most of them."""
    one = choose_window(focus, in_play, every=every)
    spots = list(dict.fromkeys(a for a in focus if a in AREAS))
    if len(spots) < 2 or one.scale >= REGION_SCALES[0] or not every:
        return [one]
    half = REGION_HEIGHT // 2
    cuts = []
    for axis in (0, 1):
        ordered = sorted(spots, key=lambda a: (AREAS[a].anchor[axis], a))
        pts = [AREAS[a].anchor for a in ordered]
        for i in range(1, len(ordered)):
            both = min(_fit(pts[:i], BOARD_WIDTH, half), _fit(pts[i:], BOARD_WIDTH, half))
            cuts.append((both, axis, i, ordered))
    best, _, cut, ordered = max(cuts, key=lambda c: c[:3])
    if best <= one.scale * 1.1:
        return [one]
    halves = [choose_window(part, in_play, height=half) for part in (ordered[:cut], ordered[cut:])]
    return halves if all(any(shows_area(w, a) for w in halves) for a in spots) else [one]


def _place(pts: Sequence[tuple[float, float]], scale: float, width: int, height: int, box: Rect) -> Window:
    """The window at `scale` over all of `pts` if they fit, else over the most of them (nearest
    their middle); inside `box` wherever it can be."""
    bx0, by0, bx1, by1 = box
    ww, wh = width / scale, min(height / scale, by1 - by0)
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    mx, my = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    fits_x = max(xs) - min(xs) + 2 * PAD <= ww + 1e-6  # at the scale that fits them: exactly
    fits_y = max(ys) - min(ys) + 2 * PAD <= wh + 1e-6
    if fits_x and fits_y:
        cx, cy = mx, my
    else:
        middle = (sum(xs) / len(xs), sum(ys) / len(ys))
        hx, hy = ww / 2 - PAD, wh / 2 - PAD

        def covered(c: tuple[float, float]) -> tuple[int, float]:
            inside = sum(1 for x, y in pts if abs(x - c[0]) <= hx and abs(y - c[1]) <= hy)
            return inside, -math.dist(c, middle)

        # Centred on an axis where they all fit; along the other, on the point covering the most.
        centres = [(mx if fits_x else x, my if fits_y else y) for x, y in [middle, *pts]]
        cx, cy = max(centres, key=covered)
    x0 = min(max(cx - ww / 2, bx0), bx1 - ww) if bx1 - bx0 > ww else (bx0 + bx1 - ww) / 2
    y0 = min(max(cy - wh / 2, by0), by1 - wh) if by1 - by0 > wh else (by0 + by1 - wh) / 2
    return Window(x0, y0, scale, width, round(wh * scale))


# ------------------------------------------------------------------------------------ focus
@dataclass
class Focus:
    """Where the board looks and why: areas, and a caption (catalog key and parameters)."""

    areas: list[str]
    key: str
    seats: list[int] = field(default_factory=list)
    # Every area shown (where the phase is), or the readable part with the most of them (where
    # most pieces stand, the map before any piece).
    every: bool = True


# Event parameters that name areas (the others may hold ids that are also area names: a
# nation's, "babylon").
PLACE_PARAMS = frozenset({"area", "areas", "volcano", "built", "scrapped"})


def areas_of(view: dict[str, Any], seat: int) -> list[str]:
    out = []
    for piece in view.get("pieces", []):
        if (
            piece.get("tokens", {}).get(str(seat))
            or piece.get("tokens", {}).get(seat)
            or piece.get("city") == seat
            or piece.get("ships", {}).get(str(seat))
            or piece.get("ships", {}).get(seat)
        ):
            out.append(piece["area"])
    return out


def event_areas(events: Iterable[Any]) -> list[str]:
    """The areas the public events of a change name (where it happened), in order, once each."""
    out: dict[str, None] = {}
    for e in events:
        if getattr(e, "to", None) is not None:
            continue
        for key, value in (getattr(e, "params", None) or {}).items():
            if key not in PLACE_PARAMS:
                continue
            for item in value if isinstance(value, list | tuple) else [value]:
                if isinstance(item, str) and item in AREAS:
                    out[item] = None
    return list(out)


def focus(view: dict[str, Any], events: Iterable[Any] = ()) -> Focus:
    """What the phase is about, read from the view (the mover, a calamity's victim, the players
    an open question waits for) and the change's events, never from a rule."""
    mover = view.get("mover")
    if mover is not None:
        return Focus(
            [*areas_of(view, mover), *view.get("moved", {})], "render.civilization.focus.move", [mover]
        )
    ask = view.get("ask")
    waiting = list(ask.get("waiting", [])) if ask else []
    resolving = view.get("resolving")
    if resolving:  # the victim, and whoever else the calamity asks (a share of its losses)
        seats = list(dict.fromkeys([resolving["victim"], *waiting[:2]]))
        named = [a for a in _flat(resolving.get("data", {})) if a in AREAS]
        return Focus(
            [*named, *(a for s in seats for a in areas_of(view, s))],
            "render.civilization.focus.calamity",
            seats,
        )
    if waiting and len(waiting) <= 2:
        mine = [a for s in waiting for a in areas_of(view, s)]
        if mine:
            return Focus(mine, "render.civilization.focus.waiting", waiting)
    happened = event_areas(events)
    if happened:
        return Focus(happened, "render.civilization.focus.events")
    pieces = [p["area"] for p in view.get("pieces", [])]
    if not pieces:  # before the nations are placed: the middle of the areas in play
        return Focus([], "render.civilization.focus.map", every=False)
    return Focus(pieces, "render.civilization.focus.busiest", every=False)


def _flat(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _flat(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _flat(v)


# ------------------------------------------------------------------------------------ pieces
def _nation_of(view: dict[str, Any]) -> dict[int, str]:
    return {p["seat"]: p.get("nation") or "" for p in view.get("players", [])}


def _ink_on(nation: str) -> RGB:
    return (255, 255, 255) if nation in DARK_NATIONS else INK


def _chip_width(text: str) -> int:
    return max(CHIP_H + 6, math.ceil(text_width(text, font(CHIP_PX, bold=True))) + 12)


def _chip(draw: ImageDraw.ImageDraw, x: float, y: float, nation: str, text: str) -> float:
    """A rounded chip with the nation's letter and a count; returns its width."""
    w = _chip_width(text)
    colour = NATION_COLOUR.get(nation, (200, 200, 200))
    draw.rounded_rectangle((x, y, x + w, y + CHIP_H), radius=5, fill=colour, outline=INK, width=2)
    draw.text(
        (x + w // 2, y + CHIP_H // 2 + 1),
        text,
        font=font(CHIP_PX, bold=True),
        fill=_ink_on(nation),
        anchor="mm",
    )
    return w


@lru_cache(maxsize=512)
def _chip_sprite(nation: str, text: str) -> tuple[Image.Image, Image.Image]:
    """A chip drawn once by `_chip` (the map shows dozens, and rounded corners are slow to draw):
    its picture and the mask of its rounded shape."""
    w = _chip_width(text)
    size = (w + 1, CHIP_H + 1)
    sprite = Image.new("RGB", size, INK)
    _chip(ImageDraw.Draw(sprite), 0, 0, nation, text)
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w, CHIP_H), radius=5, fill=255, outline=255)
    return sprite, mask


def _paste_chip(img: Image.Image, x: float, y: float, nation: str, text: str) -> None:
    sprite, mask = _chip_sprite(nation, text)
    img.paste(sprite, (round(x), round(y)), mask)


def _city(draw: ImageDraw.ImageDraw, x: float, y: float, nation: str) -> None:
    """A city: a square in the nation's colour with its letter; (x, y) its top left."""
    colour = NATION_COLOUR.get(nation, (200, 200, 200))
    draw.rectangle((x, y, x + CITY_SIDE, y + CITY_SIDE), fill=INK)
    draw.rectangle((x + 3, y + 3, x + CITY_SIDE - 3, y + CITY_SIDE - 3), fill=colour)
    draw.text(
        (x + CITY_SIDE / 2, y + CITY_SIDE / 2 + 1),
        NATION_LETTER.get(nation, "?"),
        font=font(CITY_PX, bold=True),
        fill=_ink_on(nation),
        anchor="mm",
    )


def _ship(draw: ImageDraw.ImageDraw, x: float, y: float, nation: str, n: int) -> None:
    """A ship: a white sail over a hull in the nation's colour with its letter (and how many)."""
    colour = NATION_COLOUR.get(nation, (200, 200, 200))
    mast = x + SHIP_W * 0.4
    draw.line([(mast, y + 1), (mast, y + 13)], fill=INK, width=2)
    draw.polygon([(mast + 2, y), (mast + 16, y + 12), (mast + 2, y + 12)], fill=(255, 255, 255), outline=INK)
    draw.polygon(
        [(x, y + 12), (x + SHIP_W, y + 12), (x + SHIP_W - 7, y + SHIP_H), (x + 7, y + SHIP_H)],
        fill=colour,
        outline=INK,
        width=2,
    )
    label = NATION_LETTER.get(nation, "?") + (str(n) if n > 1 else "")
    draw.text(
        (x + SHIP_W / 2, y + 22), label, font=font(CHIP_PX, bold=True), fill=_ink_on(nation), anchor="mm"
    )


@dataclass
class _Item:
    kind: str  # "city", "chip", "ship"
    nation: str
    text: str
    count: int
    w: float
    h: float


def _items(piece: dict[str, Any], nations: dict[int, str]) -> list[_Item]:
    out: list[_Item] = []
    city = piece.get("city")
    if city is not None:
        nation = nations.get(int(city), "")
        out.append(_Item("city", nation, NATION_LETTER.get(nation, "?"), 1, CITY_SIDE, CITY_SIDE))
    for seat, n in piece.get("tokens", {}).items():
        if n:
            nation = nations.get(int(seat), "")
            text = NATION_LETTER.get(nation, "?") + str(n)
            out.append(_Item("chip", nation, text, n, _chip_width(text), CHIP_H))
    for seat, n in piece.get("ships", {}).items():
        if n:
            nation = nations.get(int(seat), "")
            out.append(_Item("ship", nation, NATION_LETTER.get(nation, "?"), n, SHIP_W, SHIP_H))
    return out


def _rows(items: list[_Item], room: float) -> list[list[_Item]]:
    """Items in rows no wider than the area's room (at least one, at most three a row)."""
    rows: list[list[_Item]] = [[]]
    width = 0.0
    for item in items:
        if rows[-1] and (width + 3 + item.w > max(room, 70.0) or len(rows[-1]) >= 3):
            rows.append([])
            width = 0.0
        width += (3 if rows[-1] else 0) + item.w
        rows[-1].append(item)
    return rows


# ------------------------------------------------------------------------------------ layout
class _Taken:
    """Rectangles already drawn on, bucketed in a grid, to place labels where they overlap
    nothing (and stay on the picture: what lies outside it counts as overlap)."""

    CELL = 64

    def __init__(self, width: float = math.inf, height: float = math.inf) -> None:
        self.rects: list[Rect] = []
        self.grid: dict[tuple[int, int], list[int]] = {}
        self.width, self.height = width, height

    def _keys(self, r: Rect) -> Iterable[tuple[int, int]]:
        c = self.CELL
        for gx in range(int(r[0] // c), int(r[2] // c) + 1):
            for gy in range(int(r[1] // c), int(r[3] // c) + 1):
                yield gx, gy

    def overlap(self, r: Rect) -> float:
        seen: set[int] = set()
        inside = max(0.0, min(r[2], self.width) - max(r[0], 0)) * max(
            0.0, min(r[3], self.height) - max(r[1], 0)
        )
        total = (r[2] - r[0]) * (r[3] - r[1]) - inside
        for key in self._keys(r):
            for i in self.grid.get(key, ()):
                if i in seen:
                    continue
                seen.add(i)
                q = self.rects[i]
                w = min(r[2], q[2]) - max(r[0], q[0])
                h = min(r[3], q[3]) - max(r[1], q[1])
                if w > 0 and h > 0:
                    total += w * h
        return total

    def add(self, r: Rect) -> None:
        self.rects.append(r)
        for key in self._keys(r):
            self.grid.setdefault(key, []).append(len(self.rects) - 1)

    def place(
        self,
        candidates: Sequence[tuple[float, float]],
        w: float,
        h: float,
        inside: Callable[[float, float], bool] | None = None,
    ) -> tuple[int, int]:
        """The first top-left corner where a w×h box overlaps nothing, else the least overlapping,
        preferring those whose middle is `inside` (its own area's cell); the box is then taken.
        Corners are whole pixels: text drawn there reuses its cached masks."""
        best: tuple[bool, float, int, int] | None = None
        for x, y in ((round(x), round(y)) for x, y in candidates):
            outside = inside is not None and not inside(x + w / 2, y + h / 2)
            over = self.overlap((x, y, x + w, y + h))
            if best is None or (outside, over) < best[:2]:
                best = (outside, over, x, y)
                if not outside and over == 0:
                    break
        assert best is not None
        x, y = best[2], best[3]
        self.add((x, y, x + w, y + h))
        return x, y


def _area_name(aid: str, lang: str) -> str:
    key = f"civilization.area.{aid}"
    return i18n.t(key, lang) if i18n.has(key) else AREAS[aid].name


def _name_lines(name: str, face: Font, room: float) -> list[str]:
    """The name on one line, or on two at its middle space when one would be wider than the
    area's room."""
    if " " not in name or text_width(name, face) <= max(room, 80.0):
        return [name]
    spaces = [i for i, ch in enumerate(name) if ch == " "]
    cut = min(spaces, key=lambda i: abs(i - len(name) / 2))
    return [name[:cut], name[cut + 1 :]]


# ------------------------------------------------------------------------------------ the map
def draw_map(view: dict[str, Any], window: Window, lang: str) -> Image.Image:
    """The part of the map in `window`: cells, borders, then pieces, then names, limits and sites
    wherever they overlap nothing."""
    in_play = set(view.get("areas_in_play", AREA_ORDER))
    img = Image.new("RGB", (window.width, window.height), SEA)
    draw = ImageDraw.Draw(img)
    shown = [aid for aid in AREA_ORDER if window.shows(*AREAS[aid].anchor, margin=RADIUS * 1.05)]
    polys = cells()
    fills: dict[str, RGB] = {}
    for aid in shown:
        a = AREAS[aid]
        if a.sea:
            continue
        if aid not in in_play:
            fill = OUT
        elif a.flood_plain:
            fill = FLOOD
        else:
            fill = LAND if a.limit % 2 else LAND_ALT
        fills[aid] = fill
        pts = [window.px(*p) for p, _ in polys[aid]]
        if len(pts) >= 3:
            draw.polygon(pts, fill=fill)
    gap = max(4, round(window.scale * 2))
    for aid in fills:
        poly = polys[aid]
        land = AREAS[aid].land
        n = len(poly)
        for k in range(n):
            (p, label), q = poly[k], poly[(k + 1) % n][0]
            seg = [window.px(*p), window.px(*q)]
            if label < 0 or AREAS[AREA_ORDER[label]].sea:
                draw.line(seg, fill=COAST, width=2)
                continue
            other = AREA_ORDER[label]
            if aid > other and other in fills:
                continue  # drawn from the other side
            if other in land:
                draw.line(seg, fill=BORDER, width=1 if window.scale < 2 else 2)
            else:
                draw.line(seg, fill=SEA, width=gap)
                draw.line(seg, fill=COAST, width=2)
    _draw_marks(img, draw, view, window, shown, in_play, fills, lang)
    return img


def _draw_marks(
    img: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: dict[str, Any],
    window: Window,
    shown: list[str],
    in_play: set[str],
    fills: dict[str, RGB],
    lang: str,
) -> None:
    taken = _Taken(window.width, window.height)
    nations = _nation_of(view)
    pieces = {p["area"]: p for p in view.get("pieces", [])}
    room = {aid: spacing()[aid] * window.scale for aid in shown}
    # Pieces first, at their anchors: they are what the board is for.
    blocks: dict[str, Rect] = {}
    for aid in sorted(shown, key=lambda a: room[a]):
        piece = pieces.get(aid)
        items = _items(piece, nations) if piece else []
        if not items:
            continue
        rows = _rows(items, room[aid] * 0.95)
        widths = [math.ceil(sum(i.w for i in row)) + 3 * (len(row) - 1) for row in rows]
        heights = [max(i.h for i in row) for row in rows]
        w, h = max(widths), sum(heights) + 3 * (len(rows) - 1)
        ax, ay = window.px(*AREAS[aid].anchor)
        if AREAS[aid].sea:
            ay -= h / 2 + 14  # above the sea's name
        step = min(18.0, room[aid] / 4)
        x, y = taken.place(
            [(ax - w / 2, ay - h / 2 - 4 + dy) for dy in (0, -step, step)]
            + [(ax - w / 2 + dx, ay - h / 2 - 4) for dx in (-step, step)],
            w,
            h,
        )
        blocks[aid] = (x, y, x + w, y + h)
        cy: float = y
        for row, rw, rh in zip(rows, widths, heights):
            cx = x + (w - rw) // 2
            for item in row:
                top = cy + (rh - item.h) // 2
                if item.kind == "city":
                    _city(draw, cx, top, item.nation)
                elif item.kind == "chip":
                    _paste_chip(img, cx, top, item.nation, item.text)
                else:
                    _ship(draw, cx, top, item.nation, item.count)
                cx += math.ceil(item.w) + 3
            cy += rh + 3
    # Then each area's label: [limit] name [site][volcano], below its pieces if there is room.
    name_face = font(NAME_PX, condensed=True)
    sea_face = font(SEA_PX, bold=True, condensed=True)
    limit_face = font(LIMIT_PX, bold=True)
    for aid in sorted(shown, key=lambda a: room[a]):
        a = AREAS[aid]
        playing = aid in in_play
        ax, ay = window.px(*a.anchor)
        face = sea_face if a.sea else name_face
        lines = _name_lines(_area_name(aid, lang), face, room[aid] * 1.2)
        line_h = (SEA_PX if a.sea else NAME_PX) + 4
        text_w = math.ceil(max(text_width(line, face) for line in lines))
        marks = not a.sea and playing
        lead = DISC + 4 if marks else 0
        tail = (SITE + 4 if a.site != "none" else 0) + (20 if a.volcano else 0) if marks else 0
        w = lead + text_w + tail
        h = max(line_h * len(lines), DISC if marks else 0)
        block = blocks.get(aid)
        if block is not None:
            below, above = block[3] + 2, block[1] - h - 2
            candidates = [(ax - w / 2, below), (ax - w / 2, above)]
            candidates += [(ax - w / 2 + dx, y) for y in (below, above) for dx in (-w / 3, w / 3)]
            candidates += [(block[2] + 3, ay - h / 2), (block[0] - w - 3, ay - h / 2)]
        else:
            candidates = [(ax - w / 2, ay - h / 2 + dy) for dy in (0, h * 0.8, -h * 0.8, h * 1.5, -h * 1.5)]
            candidates += [(ax - w / 2 + dx, ay - h / 2) for dx in (-w / 3, w / 3)]
        def in_area(px: float, py: float, aid: str = aid) -> bool:
            return in_cell(aid, *window.unit(px, py))

        x, y = taken.place(candidates, w, h, in_area)
        halo = fills.get(aid, SEA)
        colour = (SEA_INK if playing else OUT_SEA) if a.sea else (MUTED if playing else OUT_INK)
        if marks:
            cy = y + line_h // 2
            draw.ellipse(
                (x, cy - DISC // 2, x + DISC, cy + DISC // 2), fill=(255, 255, 255), outline=BORDER, width=2
            )
            draw.text((x + DISC // 2, cy + 1), str(a.limit), font=limit_face, fill=INK, anchor="mm")
        for k, line in enumerate(lines):
            draw.text(
                (x + lead + text_w // 2, y + line_h * k + line_h // 2),
                line,
                font=face,
                fill=colour,
                anchor="mm",
                stroke_width=2,
                stroke_fill=halo,
            )
        if marks:
            sx, cy = x + lead + text_w + 4, y + line_h // 2
            if a.site != "none":
                edge = (40, 110, 200) if a.site == "flood_white" else INK
                inside = INK if a.site == "flood_black" else (255, 255, 255)
                draw.rectangle(
                    (sx, cy - SITE / 2, sx + SITE, cy + SITE / 2), fill=inside, outline=edge, width=2
                )
                sx += SITE + 4
            if a.volcano:
                draw.polygon(
                    [(sx, cy + 8), (sx + 8, cy - 8), (sx + 16, cy + 8)], fill=(200, 40, 30), outline=INK
                )


# ------------------------------------------------------------------------------------ the board
def _who(view: dict[str, Any], names: Sequence[str], seat: int, lang: str) -> str:
    nation = _nation_of(view).get(seat, "")
    who = names[seat] if 0 <= seat < len(names) else "?"
    return f"{who} ({i18n.t(f'civilization.nation.{nation}', lang)})" if nation else who


@lru_cache(maxsize=8)
def _locator_base(in_play: tuple[str, ...], width: int) -> tuple[Image.Image, Window]:
    """The whole map in miniature (no text): where the board's region lies."""
    x0, y0, x1, y1 = bounds(in_play)
    scale = width / (x1 - x0)
    window = Window(x0, y0, scale, width, round((y1 - y0) * scale))
    img = Image.new("RGB", (window.width, window.height), SEA)
    draw = ImageDraw.Draw(img)
    playing = set(in_play)
    for aid, poly in cells().items():
        pts = [window.px(*p) for p, _ in poly]
        if len(pts) >= 3:
            draw.polygon(pts, fill=LAND_ALT if aid in playing else OUT, outline=(170, 160, 130))
    return img, window


def _locator(in_play: tuple[str, ...], regions: Sequence[Window], height: int = 100) -> Image.Image:
    """The miniature, at most 200 × `height` px, with the board's windows framed."""
    x0, y0, x1, y1 = bounds(in_play)
    base, window = _locator_base(in_play, min(200, round(height * (x1 - x0) / (y1 - y0))))
    img = base.copy()
    draw = ImageDraw.Draw(img)
    for region in regions:
        x0, y0, x1, y1 = region.units
        a, b = window.px(x0, y0)
        c, d = window.px(x1, y1)
        draw.rectangle(
            (max(0, a), max(0, b), min(img.width - 1, c), min(img.height - 1, d)), outline=FOCUS, width=3
        )
    bordered = Image.new("RGB", (img.width + 4, img.height + 4), INK)
    bordered.paste(img, (2, 2))
    return bordered


def header(
    view: dict[str, Any],
    names: Sequence[str],
    lang: str,
    width: int,
    caption: str = "",
    inset: Image.Image | None = None,
    bold_seats: Sequence[int] = (),
) -> Image.Image:
    """Title, what the map shows, and one entry per player (chip with letter, name, nation),
    wrapped beside the locator."""
    face, strong = font(LEGEND_PX), font(LEGEND_PX, bold=True)
    right = width - MARGIN - (inset.width + MARGIN if inset is not None else 0)
    lines = wrap_text(caption, face, right - MARGIN)[:2] if caption else []
    entries = []
    for p in view.get("players", []):
        nation = p.get("nation") or ""
        entries.append(
            (nation, _who(view, names, p["seat"], lang), strong if p["seat"] in bold_seats else face)
        )
    top = 8 + TITLE_PX + 8 + (LEGEND_PX + 6) * len(lines) + (2 if lines else 0)
    rows: list[list[tuple[str, str, Font, int]]] = [[]]
    x = MARGIN
    for nation, text, f in entries:
        w = _chip_width(NATION_LETTER.get(nation, "?")) + 6 + math.ceil(text_width(text, f)) + 18
        if rows[-1] and x + w > right:
            rows.append([])
            x = MARGIN
        rows[-1].append((nation, text, f, w))
        x += w
    row_h = CHIP_H + 8
    height = max(top + row_h * len(rows) + 6, (inset.height + 2 * 8) if inset is not None else 0)
    img = Image.new("RGB", (width, height), Palette.PAPER)
    draw = ImageDraw.Draw(img)
    phase = i18n.t(f"civilization.phase.{view.get('phase', 'nation')}", lang)
    title = i18n.t("civilization.panel.title", lang, round=view.get("round", 1), phase=phase)
    draw.text((MARGIN, 8), title, font=font(TITLE_PX, bold=True), fill=INK)
    for k, line in enumerate(lines):
        draw.text((MARGIN, 8 + TITLE_PX + 8 + (LEGEND_PX + 6) * k), line, font=face, fill=MUTED)
    for r, row in enumerate(rows):
        x, y = MARGIN, top + r * row_h
        for nation, text, f, w in row:
            chip = _chip(draw, x, y, nation, NATION_LETTER.get(nation, "?"))
            draw.text((x + chip + 6, y + CHIP_H // 2 + 1), text, font=f, fill=INK, anchor="lm")
            x += w
    if inset is not None:
        img.paste(inset, (width - MARGIN - inset.width, 8))
    return img


def _stack(*parts: Image.Image) -> Image.Image:
    out = Image.new("RGB", (max(p.width for p in parts), sum(p.height for p in parts)), Palette.PAPER)
    y = 0
    for part in parts:
        out.paste(part, (0, y))
        y += part.height
    return out


def _region(
    view: dict[str, Any], names: Sequence[str], lang: str, seen: Focus, *, hint: bool = True
) -> Image.Image:
    in_play = tuple(view.get("areas_in_play", AREA_ORDER))
    windows = choose_windows(seen.areas, in_play, every=seen.every)
    who = i18n.format_list([_who(view, names, s, lang) for s in seen.seats], lang)
    caption = i18n.t(seen.key, lang, who=who)
    if hint:  # the board's button sends the whole map
        caption += " · " + i18n.t("render.civilization.full_map_hint", lang)
    top = header(view, names, lang, BOARD_WIDTH, caption, _locator(in_play, windows), seen.seats)
    maps = [draw_map(view, w, lang) for w in windows]
    gap = Image.new("RGB", (BOARD_WIDTH, 6), INK)
    return _stack(top, *(part for k, m in enumerate(maps) for part in ((gap, m) if k else (m,))))


def render_image(
    view: dict[str, Any], names: Sequence[str] = (), lang: str = "en", events: Iterable[Any] = ()
) -> Image.Image:
    """The posted board: the region where the phase is, with the header and its locator."""
    return _region(view, names, lang, focus(view, events))


def render_board(
    view: dict[str, Any], names: Sequence[str] = (), lang: str = "en", events: Iterable[Any] = ()
) -> bytes:
    """The posted board (`render_image`) as a palette PNG."""
    return _encode(render_image(view, names, lang, events))


def full_image(view: dict[str, Any], names: Sequence[str] = (), lang: str = "en") -> Image.Image:
    """The whole map (the part in play) at full resolution, with the header."""
    window = whole_window(view.get("areas_in_play", AREA_ORDER), FULL_SCALE)
    caption = i18n.t("render.civilization.focus.whole", lang)
    return _stack(header(view, names, lang, window.width, caption), draw_map(view, window, lang))


def render_full(view: dict[str, Any], names: Sequence[str] = (), lang: str = "en") -> bytes:
    return _encode(full_image(view, names, lang))


def render_zoom(view: dict[str, Any], seat: int, names: Sequence[str] = (), lang: str = "en") -> bytes | None:
    """The region around one player's areas (their DM at the start of their movement turn,
    `/civ zoom`), or None when they have none."""
    mine = [a for a in areas_of(view, seat) if a in AREAS]
    if not mine:
        return None
    seen = Focus(mine, "render.civilization.focus.areas", [seat])
    return _encode(_region(view, names, lang, seen, hint=False))


@lru_cache(maxsize=1)
def board_palette() -> Image.Image:
    """The 256-colour palette every map is mapped to (a "P" image carrying it).

    Chosen once (`choose_palette`) from a sample board made up here: a crowded region with every
    nation's chip, city and ship, areas in and out of play, the header with every nation and the
    locator. Each board is then only mapped to it (a third of the cost of choosing a palette per
    image), and the same view always gives the same bytes."""
    nations = sorted(NATION_COLOUR)
    players = [{"seat": i, "nation": nation} for i, nation in enumerate(nations)]
    greek = ["athens", "corinth", "sparta", "thessaly", "macedonia", "knossos", "thera", "rhodes"]
    spots = [a for a in (*greek, *sorted(AREAS)) if a in AREAS and not AREAS[a].sea][:22]
    pieces = []
    for i, aid in enumerate(spots):
        seat = i % len(nations)
        pieces.append(
            {
                "area": aid,
                "tokens": {seat: 1 + i % 5, (seat + 3) % len(nations): 2},
                "city": seat if i % 3 == 0 else None,
                "ships": {seat: 1 + i % 2} if i % 2 else {},
            }
        )
    in_play = tuple(a for a in AREA_ORDER if AREAS[a].anchor[0] > 300)
    view = {"players": players, "pieces": pieces, "areas_in_play": in_play, "round": 1, "phase": "movement"}
    window = choose_window(spots, in_play, every=False)  # a crowded region, as before
    names = ["Ángel Ñúñez Wyq"] * len(nations)
    top = header(view, names, "en", BOARD_WIDTH, "Ángel · Ñ", _locator(in_play, [window]), [0])
    wide = draw_map(view, Window(*bounds(in_play)[:2], 1.0, BOARD_WIDTH, 400), "en")
    return choose_palette(_stack(top, draw_map(view, window, "en"), wide))


def _encode(img: Image.Image) -> bytes:
    return encode_image(img.quantize(palette=board_palette(), dither=Image.Dither.NONE))


# ------------------------------------------------------------------------------------ A.S.T.
AST_COLS = 13
EPOCH_TINT = {
    "stone_age": (236, 230, 214),
    "early_bronze": (226, 206, 170),
    "late_bronze": (214, 186, 140),
    "iron": (196, 196, 204),
}
MET: RGB = (20, 120, 40)
UNMET: RGB = (170, 40, 30)


def _epoch_name(epoch: str, lang: str) -> str:
    key = "render.civilization.ast.final" if epoch == "final" else f"civilization.epoch.{epoch}"
    return i18n.t(key, lang)


def render_ast(view: dict[str, Any], names: Sequence[str] = (), lang: str = "en") -> bytes:
    """One row per nation in A.S.T. order: spaces 0..13 (reached ones tinted by the nation's
    epoch), its marker, its end column (gold) and its next entry requirement — the next space
    ahead that asks something, framed on the row (✓ and green when met, red when not) and in
    words under it (the view's `next_entry`: the engine computes it). `BOARD_WIDTH` wide, no text
    under `SMALLEST_TEXT` px."""
    order = view.get("ast_order_seats", [])
    players = sorted(
        view.get("players", []), key=lambda p: order.index(p["seat"]) if p["seat"] in order else p["seat"]
    )
    cell, left, row_h, track = 52, 214, 70, 44
    width = BOARD_WIDTH
    top = 8 + TITLE_PX + 12 + SMALLEST_TEXT + 8
    height = top + row_h * max(1, len(players)) + 8
    img = Image.new("RGB", (width, height), Palette.PAPER)
    draw = ImageDraw.Draw(img)
    draw.text((MARGIN, 8), i18n.t("civilization.ast.title", lang), font=font(TITLE_PX, bold=True), fill=INK)
    numbers = font(SMALLEST_TEXT, bold=True)
    for col in range(AST_COLS + 1):
        x = left + col * cell
        draw.text((x + cell / 2, top - 12), str(col) if col else "·", font=numbers, fill=MUTED, anchor="mm")
    name_face, small = font(LEGEND_PX, bold=True), font(SMALLEST_TEXT)
    for r, p in enumerate(players):
        y = top + r * row_h
        nation = p.get("nation") or ""
        who = names[p["seat"]] if 0 <= p["seat"] < len(names) else "?"
        w = _chip(draw, MARGIN, y + 4, nation, NATION_LETTER.get(nation, "?"))
        room = left - MARGIN - w - 12
        draw.text(
            (MARGIN + w + 6, y + 15), ellipsize(who, name_face, room), font=name_face, fill=INK, anchor="lm"
        )
        if nation:
            nation_name = i18n.t(f"civilization.nation.{nation}", lang)
            draw.text(
                (MARGIN + w + 6, y + 36),
                ellipsize(nation_name, small, room),
                font=small,
                fill=MUTED,
                anchor="lm",
            )
        entry = p.get("next_entry")
        met = bool(entry) and entry["has"] >= entry["needed"]
        for col in range(AST_COLS + 1):
            x = left + col * cell
            reached = col and col <= p["ast"]
            tint = (
                EPOCH_TINT.get(p.get("epoch", "stone_age"), Palette.PAPER_DARK) if reached else Palette.IVORY
            )
            draw.rectangle((x + 1, y + 2, x + cell - 1, y + track), fill=tint, outline=(190, 178, 150))
            if p.get("end_column") and col == p["end_column"]:
                draw.rectangle((x + 1, y + 2, x + cell - 1, y + track), outline=Palette.GOLD_DARK, width=3)
            if entry and col == entry["column"]:
                draw.rectangle(
                    (x + 4, y + 5, x + cell - 4, y + track - 3), outline=MET if met else UNMET, width=3
                )
                if met:
                    draw.text((x + cell - 12, y + 14), "✓", font=numbers, fill=MET, anchor="mm")
        mx = left + p["ast"] * cell + cell / 2
        draw.ellipse(
            (mx - 16, y + 7, mx + 16, y + 39),
            fill=NATION_COLOUR.get(nation, (200, 200, 200)),
            outline=INK,
            width=2,
        )
        draw.text(
            (mx, y + 24),
            NATION_LETTER.get(nation, "?"),
            font=font(CITY_PX, bold=True),
            fill=_ink_on(nation),
            anchor="mm",
        )
        if entry:
            what = i18n.t(f"civilization.req.{entry['what']}", lang, n=entry["needed"])
            text = i18n.t(
                "render.civilization.ast.entry",
                lang,
                epoch=_epoch_name(entry["epoch"], lang),
                column=entry["column"],
                what=what,
                has=entry["has"],
            )
            draw.text(
                (left + 4, y + track + 12),
                ("✓ " if met else "") + text,
                font=small,
                fill=MET if met else UNMET,
                anchor="lm",
            )
    return encode_image(img)


# ------------------------------------------------------------------------------------ panel
GROUP_COLOUR: dict[str, RGB] = {
    "arts": (66, 120, 200),
    "crafts": (230, 150, 40),
    "sciences": (60, 160, 90),
    "civics": (190, 60, 60),
}


def render_panel(view: dict[str, Any], seat: int, names: Sequence[str] = (), lang: str = "en") -> bytes:
    """One player's panel: counts, treasury, cities, ships, civilization cards by group (with
    the price the others still cost after credits), trade cards as a count. `BOARD_WIDTH` wide,
    no text under `SMALLEST_TEXT` px (read on a phone, as the board)."""
    p = next(q for q in view.get("players", []) if q["seat"] == seat)
    nation = p.get("nation") or ""
    width, cols = BOARD_WIDTH, 4
    col_w = (width - 2 * MARGIN) // cols
    box_w, box_h = col_w - 6, 48
    rows = math.ceil(len(ADVANCES) / cols)
    height = 124 + 30 + rows * (box_h + 6) + 40
    img = Image.new("RGB", (width, height), Palette.PAPER)
    draw = ImageDraw.Draw(img)
    who = names[seat] if 0 <= seat < len(names) else "?"
    nation_name = i18n.t(f"civilization.nation.{nation}", lang) if nation else "?"
    chip = _chip(draw, MARGIN, 12, nation, NATION_LETTER.get(nation, "?"))
    draw.text(
        (MARGIN + chip + 8, 23),
        f"{who} · {nation_name}",
        font=font(TITLE_PX, bold=True),
        fill=INK,
        anchor="lm",
    )
    stats = [
        ("civilization.panelimg.stock", p["stock"]),
        ("civilization.panelimg.board", p["tokens_on_board"]),
        ("civilization.panelimg.treasury", p["treasury"]),
        ("civilization.panelimg.cities", f"{len(p['cities_on_board'])} (+{p['cities_in_stock']})"),
        ("civilization.panelimg.ships", f"{len(p['ships'])} (+{p['ships_in_stock']})"),
        ("civilization.panelimg.cards", shown_hand_count(view, seat)),
        ("civilization.panelimg.ast", p["ast"]),
        ("civilization.panelimg.points", p["points"]),
    ]
    face, bold = font(LEGEND_PX), font(LEGEND_PX, bold=True)
    for i, (key, value) in enumerate(stats):
        x, y = MARGIN + (i % cols) * col_w, 50 + (i // cols) * 30
        value_text = str(value)
        value_w = math.ceil(text_width(value_text, bold))
        label = ellipsize(i18n.t(key, lang), face, col_w - value_w - 16)
        draw.text((x, y), label, font=face, fill=MUTED)
        draw.text((x + col_w - 12 - value_w, y), value_text, font=bold, fill=INK)
    y = 124
    draw.text((MARGIN, y), i18n.t("civilization.panelimg.advances", lang), font=bold, fill=INK)
    y += 30
    held = set(p.get("advances", []))
    prices = p.get("prices") or {}
    small = font(SMALLEST_TEXT)
    for i, aid in enumerate(ADVANCES):
        x = MARGIN + (i % cols) * col_w
        yy = y + (i // cols) * (box_h + 6)
        have = aid in held
        fill = (252, 249, 240) if have else (232, 226, 212)
        outline = INK if have else (190, 180, 160)
        draw.rectangle((x, yy, x + box_w, yy + box_h), fill=fill, outline=outline, width=2 if have else 1)
        for k, g in enumerate(ADVANCES[aid].groups):
            draw.rectangle((x + 3 + k * 8, yy + 3, x + 9 + k * 8, yy + box_h - 3), fill=GROUP_COLOUR[g])
        name_face = font(SMALLEST_TEXT, bold=have)
        name = ellipsize(i18n.t(f"civilization.advance.{aid}", lang), name_face, box_w - 30)
        draw.text((x + 24, yy + 14), name, font=name_face, fill=INK if have else MUTED, anchor="lm")
        if have:
            note = "✓"
        elif aid in prices:
            note = i18n.t("civilization.panelimg.price", lang, price=prices[aid], cost=ADVANCES[aid].cost)
        else:
            note = str(ADVANCES[aid].cost)
        draw.text((x + 24, yy + 34), ellipsize(note, small, box_w - 30), font=small, fill=MUTED, anchor="lm")
    y += rows * (box_h + 6) + 10
    x = MARGIN
    for g in GROUPS:
        draw.rectangle((x, y, x + 16, y + 16), fill=GROUP_COLOUR[g])
        text = i18n.t(f"civilization.group.{g}", lang)
        draw.text((x + 22, y + 8), text, font=face, fill=INK, anchor="lm")
        x += 40 + math.ceil(text_width(text, face))
    return encode_image(img)


__all__ = [
    "board_palette",
    "choose_window",
    "choose_windows",
    "draw_map",
    "focus",
    "full_image",
    "render_ast",
    "render_board",
    "render_full",
    "render_image",
    "render_panel",
    "render_zoom",
    "shows_area",
]
