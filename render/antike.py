"""Antike (East board) image, drawn only from the public view dict (`engine.antike.view_schema`).

Layout (1600 px wide):

    +------------------------------------------+------------------------+
    | schematic map: land/sea ground, the 50   | status: round, target, |
    |   provinces, border links by type        |   who plays, phase     |
    |   (red = land, blue dashed = sea, both   | rondel: 8 spaces and   |
    |   = red + blue), city types, city and    |   the nations' markers |
    |   temple owners, legions and galleys     | battle demand (if any) |
    |                                          | supply · key           |
    +------------------------------------------+------------------------+
    | one row per nation: resources, cities/temples/units, know-how,   |
    |   personages by type, victory points / target                    |
    +-------------------------------------------------------------------+

Nation colours are Okabe–Ito and always come with the nation's shape and letter (markers,
unit pills, table rows), so nothing depends on telling colours apart. Province positions come
from the view; `render/data/antike_east_layout.json` nudges crowded ones apart for drawing.
The ground, links and names are cached per board and language; pieces are drawn per call.

`names[i]` is the display name of user i (a nation's `user` in the view): with two users each
leads two nations.
"""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any, cast

from PIL import Image, ImageDraw

from engine.antike.view_schema import (
    BorderView,
    ManeuverUnitsView,
    NationView,
    PendingMoveView,
    ProvinceView,
    PublicView,
    RondelSpaceView,
)
from i18n import has, t
from render.antike_map import Site, backdrop
from render.antike_sprites import (
    NATION_STYLE,
    arming_sprite,
    knowhow_sprite,
    marker_sprite,
    nation_style,
    resource_sprite,
    swords_sprite,
    temple_sprite,
    unit_icon,
    unit_token,
)
from render.common import (
    RGB,
    Palette,
    choose_palette,
    ellipsize,
    encode_image,
    fit_text,
    font,
    mix,
    text_width,
)

LAYOUT_FILE = Path(__file__).parent / "data" / "antike_east_layout.json"

# --- geometry (pixels) ----------------------------------------------------------------------------
WIDTH = 1600
PAD = 14
MAP_X, MAP_Y = PAD, PAD
MAP_W, MAP_H = 1080, 800
MAP_INSET_X, MAP_INSET_Y = 20, 16  # 0..1 positions map into the box minus this margin
SIDE_X = MAP_X + MAP_W + 12
SIDE_W = WIDTH - PAD - SIDE_X
GAP = 10
MARKER = 34
RESOURCE = 26
BADGE = 17
TEMPLE = 20
TOKEN_H = 20
RONDEL_R, RONDEL_HOLE = 132, 38
RONDEL_RING = 31  # room outside the rondel for the nations' markers

# --- colours --------------------------------------------------------------------------------------
BACKGROUND: RGB = (44, 34, 26)
LAND: RGB = (236, 224, 193)
SEA: RGB = (160, 203, 226)
COAST: RGB = (84, 130, 166)
CELL_LINE: RGB = (176, 156, 120)
LAND_LINK: RGB = (196, 44, 32)
SEA_LINK: RGB = (16, 84, 180)
HALO: RGB = (252, 248, 236)
LEADER: RGB = (70, 58, 44)  # ties a column of unit badges to its province
CARD: RGB = Palette.PAPER
CARD_ACTIVE: RGB = (255, 236, 196)
CARD_ALERT: RGB = (253, 228, 236)
SPACE_RGB: dict[str, RGB] = {
    "iron": (200, 204, 212),
    "marble": (244, 242, 236),
    "gold": (246, 220, 130),
    "temple": (232, 214, 186),
    "arming": (234, 186, 172),
    "knowhow": (196, 220, 240),
    "maneuver1": (206, 228, 192),
    "maneuver2": (206, 228, 192),
}
BRANCHES = (
    ("legions", "wheel", "roads"),
    ("galleys", "sailing", "navigation"),
    ("production", "market", "currency"),
    ("defence", "monarchy", "democracy"),
)
PERSONAGES = ("king", "scholar", "general", "citizen", "navigator")


def _lang(lang: str) -> str:
    return "es" if str(lang).lower().startswith("es") else "en"


def _paste(img: Image.Image, sprite: Image.Image, cx: float, cy: float) -> None:
    """Paste `sprite` centred on (cx, cy)."""
    img.paste(sprite, (round(cx - sprite.width / 2), round(cy - sprite.height / 2)), sprite)


# --- names ------------------------------------------------------------------------------------------


def nation_name(nation: NationView, lang: str) -> str:
    if nation.nation and has(f"antike.nation.{nation.nation}"):
        return t(f"antike.nation.{nation.nation}", lang)
    return nation.nation or t("render.seat", lang, n=nation.seat + 1)


def nation_letter(nation: NationView, lang: str) -> str:
    if nation.nation and has(f"render.antike.letter.{nation.nation}"):
        return t(f"render.antike.letter.{nation.nation}", lang)
    return str(nation.seat + 1)


def player_name(nation: NationView, names: Sequence[str] | None, lang: str) -> str:
    if names is not None and 0 <= nation.user < len(names) and names[nation.user].strip():
        return names[nation.user].strip()
    return t("render.seat", lang, n=nation.user + 1)


def province_name(province: ProvinceView, lang: str) -> str:
    key = f"antike.province.{province.id}"
    return t(key, lang) if has(key) else province.name


def nation_marker(nation: NationView, size: int, lang: str, ring: RGB = Palette.WHITE) -> Image.Image:
    colour, shape = nation_style(nation.nation, nation.seat)
    return marker_sprite(shape, colour, nation_letter(nation, lang), size, ring)


# --- map geometry -----------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _layout() -> dict[str, Any]:
    try:
        return json.loads(LAYOUT_FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def map_point(province_id: str, pos: Sequence[float]) -> tuple[float, float]:
    """Pixel centre of a province's city on the map (the layout file's nudge, else the view's pos)."""
    x, y = _layout().get("positions", {}).get(province_id, pos)
    return (
        MAP_X + MAP_INSET_X + float(x) * (MAP_W - 2 * MAP_INSET_X),
        MAP_Y + MAP_INSET_Y + float(y) * (MAP_H - 2 * MAP_INSET_Y),
    )


def label_side(province_id: str) -> str:
    return str(_layout().get("labels", {}).get(province_id, "below"))


StaticKey = tuple[tuple[tuple[str, str, str, float, float], ...], tuple[tuple[str, str, str], ...]]


def _static_key(view: PublicView) -> StaticKey:
    provinces = tuple((p.id, p.name, p.kind, float(p.pos[0]), float(p.pos[1])) for p in view.provinces)
    borders = tuple(sorted((b.a, b.b, b.type) for b in view.borders))
    return provinces, borders


def _dashed(
    d: ImageDraw.ImageDraw,
    a: tuple[float, float],
    b: tuple[float, float],
    fill: RGB,
    width: int,
    dash: float,
    gap: float,
) -> None:
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    if length == 0:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    pos = 0.0
    while pos < length:
        end = min(length, pos + dash)
        d.line(
            [(a[0] + ux * pos, a[1] + uy * pos), (a[0] + ux * end, a[1] + uy * end)], fill=fill, width=width
        )
        pos += dash + gap


@lru_cache(maxsize=4)
def static_layer(key: StaticKey, lang: str) -> Image.Image:
    """The map ground, border links and province names: what never changes within a game."""
    provinces, borders = key
    centres = {pid: map_point(pid, (x, y)) for pid, _, _, x, y in provinces}
    sites = [
        Site(pid, centres[pid][0] - MAP_X, centres[pid][1] - MAP_Y, kind) for pid, _, kind, _, _ in provinces
    ]
    border_types = {frozenset((a, b)): kind for a, b, kind in borders}
    ground = backdrop(sites, border_types, MAP_W, MAP_H, LAND, SEA, COAST, CELL_LINE)

    factor = 2  # links drawn twice as large and scaled down: smooth diagonals
    links = Image.new("RGBA", (MAP_W * factor, MAP_H * factor), (0, 0, 0, 0))
    d = ImageDraw.Draw(links)

    def local(pid: str) -> tuple[float, float]:
        x, y = centres[pid]
        return (x - MAP_X) * factor, (y - MAP_Y) * factor

    for a, b, _ in borders:
        if a in centres and b in centres:
            d.line([local(a), local(b)], fill=(*HALO, 200), width=9 * factor)
    for a, b, kind in borders:
        if a not in centres or b not in centres:
            continue
        pa, pb = local(a), local(b)
        length = math.hypot(pb[0] - pa[0], pb[1] - pa[1]) or 1
        nx, ny = -(pb[1] - pa[1]) / length, (pb[0] - pa[0]) / length
        if kind == "land":
            d.line([pa, pb], fill=LAND_LINK, width=4 * factor)
        elif kind == "water":
            _dashed(d, pa, pb, SEA_LINK, 4 * factor, 11 * factor, 6 * factor)
        else:  # both: a red and a dashed blue line side by side
            off = 2.2 * factor
            d.line(
                [(pa[0] + nx * off, pa[1] + ny * off), (pb[0] + nx * off, pb[1] + ny * off)],
                fill=LAND_LINK,
                width=3 * factor,
            )
            _dashed(
                d,
                (pa[0] - nx * off, pa[1] - ny * off),
                (pb[0] - nx * off, pb[1] - ny * off),
                SEA_LINK,
                3 * factor,
                9 * factor,
                5 * factor,
            )
    links = links.resize((MAP_W, MAP_H), Image.Resampling.LANCZOS)
    ground.paste(links, (0, 0), links)

    img = Image.new("RGB", (WIDTH, MAP_Y + MAP_H + PAD), BACKGROUND)
    img.paste(ground, (MAP_X, MAP_Y))
    names = ImageDraw.Draw(img)
    face = font(14, True)
    for pid, printed, _, _, _ in provinces:
        label = t(f"antike.province.{pid}", lang) if has(f"antike.province.{pid}") else printed
        x, y = centres[pid]
        side = label_side(pid)
        if side == "above":
            anchor, at = "md", (x, y - MARKER / 2 - 3)
        elif side == "left":
            anchor, at = "rm", (x - MARKER / 2 - 4, y)
        elif side == "right":
            anchor, at = "lm", (x + MARKER / 2 + 4, y)
        else:
            anchor, at = "ma", (x, y + MARKER / 2 + 2)
        names.text(at, label, font=face, fill=Palette.INK, anchor=anchor, stroke_width=3, stroke_fill=HALO)
    return img


# --- map pieces -------------------------------------------------------------------------------------


Box = tuple[float, float, float, float]


def _name_box(province: ProvinceView, x: float, y: float, lang: str) -> Box:
    face = font(14, True)
    width = text_width(province_name(province, lang), face) + 6
    side = label_side(province.id)
    if side == "above":
        return x - width / 2, y - MARKER / 2 - 21, x + width / 2, y - MARKER / 2 - 1
    if side == "left":
        return x - MARKER / 2 - 4 - width, y - 10, x - MARKER / 2 - 2, y + 10
    if side == "right":
        return x + MARKER / 2 + 2, y - 10, x + MARKER / 2 + 4 + width, y + 10
    return x - width / 2, y + MARKER / 2, x + width / 2, y + MARKER / 2 + 20


def _overlap(a: Box, b: Box) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _token_spots(x: float, y: float, width: float, height: float, name: Box) -> list[Box]:
    """Where a province's column of unit pills may go, in order of preference."""
    half = MARKER / 2
    return [
        (x + half + 3, y - height / 2, x + half + 3 + width, y + height / 2),  # right
        (x - half - 3 - width, y - height / 2, x - half - 3, y + height / 2),  # left
        (x - width / 2, y - half - 4 - height, x + width / 2, y - half - 4),  # above
        (x - width / 2, name[3] + 1, x + width / 2, name[3] + 1 + height),  # under the name
        (x + half + 3, y - half - height, x + half + 3 + width, y - half),  # upper right
        (x + half + 3, y + half, x + half + 3 + width, y + half + height),  # lower right
    ]


def _nearer_other(spot: Box, own: tuple[float, float],
                  others: list[tuple[float, float, float]]) -> bool:
    """Whether the spot's centre is nearer one of `others` than `own` (squared distances: no root).

    `others` are (squared distance from `own`, x, y), nearest first. A marker nearer the spot
    than `own` lies within twice the spot's distance from `own` (triangle inequality): the rest
    of the list need not be looked at."""
    cx, cy = (spot[0] + spot[2]) / 2, (spot[1] + spot[3]) / 2
    limit = (cx - own[0]) ** 2 + (cy - own[1]) ** 2
    reach = 4 * limit  # (2 d)²
    for apart, ox, oy in others:
        if apart >= reach:
            return False
        if (cx - ox) ** 2 + (cy - oy) ** 2 < limit:
            return True
    return False


def place_tokens(view: PublicView, columns: dict[str, tuple[float, float]], lang: str) -> dict[str, Box]:
    """A free spot per province for its (width, height) column of unit pills.

    Cities and names are fixed; each column takes the first spot (in preference order) that
    overlaps least with them and with the columns already placed, staying inside the map.
    """
    centres = {p.id: map_point(p.id, p.pos) for p in view.provinces}
    taken: list[Box] = []
    names: dict[str, Box] = {}
    for province in view.provinces:
        x, y = centres[province.id]
        half = MARKER / 2 + 1
        taken.append((x - half, y - half, x + half, y + half))
        names[province.id] = _name_box(province, x, y, lang)
        taken.append(names[province.id])
    others = {
        pid: sorted(((ox - centres[pid][0]) ** 2 + (oy - centres[pid][1]) ** 2, ox, oy)
                    for other, (ox, oy) in centres.items() if other != pid)
        for pid in columns
    }
    placed: dict[str, Box] = {}
    for province in view.provinces:  # the view sorts provinces by id: a stable order
        if province.id not in columns:
            continue
        width, height = columns[province.id]
        x, y = centres[province.id]
        best: tuple[float, int, Box] | None = None
        for rank, spot in enumerate(_token_spots(x, y, width, height, names[province.id])):
            # The sum of _overlap(spot, box) over `taken`, in the same order (so the same float),
            # skipping at once the many boxes that do not even touch the spot.
            left, top, right, bottom = spot
            cost = 0.0
            for box in taken:
                if box[0] < right and box[2] > left and box[1] < bottom and box[3] > top:
                    cost += _overlap(spot, box)
            outside = (
                max(0.0, MAP_X + 2 - spot[0])
                + max(0.0, spot[2] - (MAP_X + MAP_W - 2))
                + max(0.0, MAP_Y + 2 - spot[1])
                + max(0.0, spot[3] - (MAP_Y + MAP_H - 2))
            )
            cost += outside * 1000 + rank * 8
            # A column nearer another province's marker than its own reads as that one's.
            if _nearer_other(spot, (x, y), others[province.id]):
                cost += 600
            if best is None or cost < best[0]:
                best = (cost, rank, spot)
        assert best is not None
        placed[province.id] = best[2]
        taken.append(best[2])
    return placed


def _draw_provinces(img: Image.Image, view: PublicView, lang: str) -> None:
    by_seat = {n.seat: n for n in view.nations}
    d = ImageDraw.Draw(img)
    stacks: dict[str, list[Image.Image]] = {}
    for province in view.provinces:
        tokens = _unit_tokens(province, by_seat, lang)
        if tokens:
            stacks[province.id] = tokens
    columns = {
        pid: (float(max(tok.width for tok in tokens)), float(len(tokens) * (TOKEN_H + 2) - 2))
        for pid, tokens in stacks.items()
    }
    placed = place_tokens(view, columns, lang)
    centres = {p.id: map_point(p.id, p.pos) for p in view.provinces}
    # Ties first: each column of badges is joined to its province's marker, under both.
    for pid, box in placed.items():
        _draw_leader(d, centres[pid], box)
    for province in view.provinces:
        x, y = centres[province.id]
        owner = by_seat.get(province.owner) if province.owner is not None else None
        if owner is None:
            d.ellipse([x - 15, y - 15, x + 15, y + 15], fill=HALO, outline=Palette.MUTED_INK, width=1)
            _paste(img, resource_sprite(province.resource, RESOURCE), x, y)
        else:
            _paste(img, nation_marker(owner, MARKER, lang), x, y)
            _paste(img, resource_sprite(province.resource, BADGE), x - MARKER / 2 + 2, y + MARKER / 2 - 4)
        if province.temple:
            _paste(img, temple_sprite(TEMPLE), x + MARKER / 2 - 2, y - MARKER / 2 + 3)
    for pid, box in placed.items():
        for index, token in enumerate(stacks[pid]):
            left = box[0] + (box[2] - box[0] - token.width) / 2
            img.paste(token, (round(left), round(box[1] + index * (TOKEN_H + 2))), token)


def _draw_leader(d: ImageDraw.ImageDraw, centre: tuple[float, float], box: Box) -> None:
    """A tie from a province's marker to its column of unit badges, drawn under both, so every
    column reads as its province's even where crowding puts it a little away: a line from the
    marker's centre to the nearest point of the column, with a dot where it meets it."""
    x, y = centre
    nx, ny = min(max(x, box[0]), box[2]), min(max(y, box[1]), box[3])
    d.line([(x, y), (nx, ny)], fill=HALO, width=7)
    d.line([(x, y), (nx, ny)], fill=LEADER, width=3)
    d.ellipse([nx - 4, ny - 4, nx + 4, ny + 4], fill=LEADER)


def _unit_tokens(province: ProvinceView, by_seat: dict[int, NationView], lang: str) -> list[Image.Image]:
    tokens: list[Image.Image] = []
    for unit, units in (("legion", province.legions), ("galley", province.galleys)):
        for seat_text, count in sorted(units.items(), key=lambda item: int(item[0])):
            nation = by_seat.get(int(seat_text))
            if nation is None or count <= 0:
                continue
            colour, _ = nation_style(nation.nation, nation.seat)
            tokens.append(unit_token(unit, colour, nation_letter(nation, lang), count, TOKEN_H))
    return tokens


def _draw_pending_move(img: Image.Image, view: PublicView) -> None:
    move = view.pending_move
    if move is None:
        return
    points = {p.id: map_point(p.id, p.pos) for p in view.provinces}
    route = [pid for pid in [move.at, *move.path] if pid in points]
    d = ImageDraw.Draw(img)
    for a, b in itertools.pairwise(route):
        _dashed(d, points[a], points[b], Palette.WHITE, 9, 12, 6)
        _dashed(d, points[a], points[b], Palette.ALERT, 5, 12, 6)
    if route:
        x, y = points[route[0]]
        r = MARKER / 2 + 7
        d.ellipse([x - r, y - r, x + r, y + r], outline=Palette.WHITE, width=7)
        d.ellipse([x - r + 1, y - r + 1, x + r - 1, y + r - 1], outline=Palette.ALERT, width=4)


# --- side column ------------------------------------------------------------------------------------

TITLE = 22
BODY = 17
LINE_H = 27


def _card(
    d: ImageDraw.ImageDraw, top: float, height: float, fill: RGB = CARD, accent: RGB | None = None
) -> None:
    left, right = SIDE_X, SIDE_X + SIDE_W
    d.rounded_rectangle([left, top, right, top + height], radius=10, fill=fill)
    if accent is not None:
        d.rounded_rectangle([left, top, left + 7, top + height], radius=3, fill=accent)


def _phase_text(view: PublicView, lang: str) -> str:
    key = f"render.antike.phase.{view.phase}"
    return t(key, lang) if has(key) else view.phase


def _draw_status(
    img: Image.Image, view: PublicView, names: Sequence[str] | None, lang: str, top: float
) -> float:
    d = ImageDraw.Draw(img)
    lines = 3 + (1 if view.maneuver and not view.game_over else 0)
    height = 44 + lines * LINE_H
    over = view.game_over
    _card(d, top, height, CARD_ALERT if over else CARD, Palette.ALERT if over else None)
    left = SIDE_X + 16
    title = f"{t('render.antike.title', lang)} — {t(f'render.antike.board.{view.board}', lang)}"
    d.text((left, top + 24), title, font=font(TITLE, True), fill=Palette.INK, anchor="lm")
    y = top + 44 + LINE_H / 2
    body, bold = font(BODY), font(BODY, True)
    info = (
        t("render.antike.round", lang, n=view.round)
        + "   ·   "
        + t("render.antike.target", lang, n=view.target)
    )
    d.text((left, y), info, font=body, fill=Palette.INK, anchor="lm")
    y += LINE_H
    by_seat = {n.seat: n for n in view.nations}
    if over:
        winner = by_seat.get(view.winner) if view.winner is not None else None
        d.text((left, y), t("render.antike.game_over", lang), font=bold, fill=Palette.ALERT, anchor="lm")
        y += LINE_H
        if winner is not None:
            _paste(img, nation_marker(winner, 28, lang), left + 14, y)
            text = t(
                "render.antike.winner",
                lang,
                nation=nation_name(winner, lang),
                player=player_name(winner, names, lang),
            )
            d.text(
                (left + 34, y), ellipsize(text, bold, SIDE_W - 60), font=bold, fill=Palette.INK, anchor="lm"
            )
        return top + height + GAP
    active = by_seat.get(view.active)
    if active is not None:
        _paste(img, nation_marker(active, 28, lang, Palette.ORANGE), left + 14, y)
        text = f"{nation_name(active, lang)} ({player_name(active, names, lang)})"
        d.text((left + 34, y), ellipsize(text, bold, SIDE_W - 60), font=bold, fill=Palette.INK, anchor="lm")
    y += LINE_H
    phase = _phase_text(view, lang)
    if view.space:
        phase += "  ·  " + t(f"antike.space.{view.space}", lang)
    d.text(
        (left + 34, y), ellipsize(phase, body, SIDE_W - 60), font=body, fill=Palette.MUTED_INK, anchor="lm"
    )
    if view.maneuver:
        y += LINE_H
        ready = sum(1 for group in view.maneuver for left_actions in group.actions if left_actions > 0)
        d.text(
            (left + 34, y),
            t("render.antike.ready_units", lang, n=ready),
            font=body,
            fill=Palette.MUTED_INK,
            anchor="lm",
        )
    return top + height + GAP


def _space_icon(space: str, size: int) -> Image.Image:
    if space in ("iron", "gold", "marble"):
        return resource_sprite(space, size)
    if space == "temple":
        return temple_sprite(size)
    if space == "arming":
        return arming_sprite(size)
    if space == "knowhow":
        return knowhow_sprite("knowhow", size)
    return swords_sprite(size)


@lru_cache(maxsize=4)
def _rondel_base(lang: str, diameter: int) -> Image.Image:
    """The rondel's 8 spaces (index 0 at the top, clockwise), with icons and names."""
    from render.common import antialiased

    spaces = ("iron", "temple", "gold", "maneuver1", "arming", "marble", "knowhow", "maneuver2")
    c = diameter / 2

    def paint(d: ImageDraw.ImageDraw, u: float) -> None:
        r = RONDEL_R * u
        for i, space in enumerate(spaces):
            start = -90 - 22.5 + 45 * i
            d.pieslice(
                [c * u - r, c * u - r, c * u + r, c * u + r],
                start,
                start + 45,
                fill=SPACE_RGB[space],
                outline=Palette.INK,
                width=round(2 * u),
            )
        hole = RONDEL_HOLE * u
        d.ellipse(
            [c * u - hole, c * u - hole, c * u + hole, c * u + hole],
            fill=CARD,
            outline=Palette.INK,
            width=round(2 * u),
        )

    img = antialiased(diameter, diameter, paint)
    d = ImageDraw.Draw(img)
    for i, space in enumerate(spaces):
        angle = math.radians(-90 + 45 * i)
        # Icon over name at the wedge's middle; the name may be widest where the wedge lies flat.
        mid = (RONDEL_R + RONDEL_HOLE) / 2 + 4
        wx, wy = c + mid * math.cos(angle), c + mid * math.sin(angle)
        _paste(img, _space_icon(space, 30), wx, wy - 12)
        room = 88 if i in (2, 6) else 72 if i in (0, 4) else 80
        face, text = fit_text(t(f"antike.space.{space}", lang), room, 15, min_size=10, bold=True)
        d.text((wx, wy + 14), text, font=face, fill=Palette.INK, anchor="mm")
    d.text((c, c), "↻", font=font(40), fill=Palette.MUTED_INK, anchor="mm")
    return img


def _rondel_card_height() -> int:
    return 2 * (RONDEL_R + RONDEL_RING) + 16


def _draw_rondel(img: Image.Image, view: PublicView, lang: str, top: float) -> float:
    d = ImageDraw.Draw(img)
    diameter = 2 * (RONDEL_R + 2)
    height = _rondel_card_height()
    _card(d, top, height)
    title = font(BODY + 1, True)
    d.text(
        (SIDE_X + 16, top + 20), t("render.antike.rondel", lang), font=title, fill=Palette.INK, anchor="lm"
    )
    cx, cy = SIDE_X + SIDE_W / 2, top + height / 2
    _paste(img, _rondel_base(lang, diameter), cx, cy)
    by_seat = {n.seat: n for n in view.nations}
    for space in view.rondel:
        seats = [s for s in space.seats if s in by_seat]
        angle0 = math.radians(-90 + 45 * space.index)
        spread = math.radians(10.5)
        for k, seat in enumerate(seats):
            row, col = divmod(k, 4)
            per_row = min(4, len(seats) - row * 4)
            angle = angle0 + (col - (per_row - 1) / 2) * spread
            r = RONDEL_R + 16 - row * 30
            ring_colour = Palette.ORANGE if seat == view.active and not view.game_over else Palette.WHITE
            _paste(
                img,
                nation_marker(by_seat[seat], 30, lang, ring_colour),
                cx + r * math.cos(angle),
                cy + r * math.sin(angle),
            )
    return top + height + GAP


def _draw_battle(
    img: Image.Image, view: PublicView, names: Sequence[str] | None, lang: str, top: float
) -> float:
    move = view.pending_move
    if move is None:
        return top
    d = ImageDraw.Draw(img)
    height = 44 + 2 * LINE_H + 6
    _card(d, top, height, CARD_ALERT, Palette.ALERT)
    left = SIDE_X + 18
    d.text(
        (left, top + 22),
        t("render.antike.battle.title", lang),
        font=font(BODY + 1, True),
        fill=Palette.ALERT,
        anchor="lm",
    )
    by_seat = {n.seat: n for n in view.nations}
    provinces = {p.id: p for p in view.provinces}
    y = top + 44 + LINE_H / 2
    mover = by_seat.get(move.seat)
    x: float = left
    if mover is not None:
        _paste(img, nation_marker(mover, 26, lang), x + 12, y)
        x += 30
    where = provinces.get(move.at)
    text = t(
        "render.antike.battle.move",
        lang,
        units=t(f"render.antike.units.{move.unit}", lang, n=move.count),
        province=province_name(where, lang) if where else move.at,
    )
    body = font(BODY)
    d.text((x, y), ellipsize(text, body, SIDE_X + SIDE_W - x - 10), font=body, fill=Palette.INK, anchor="lm")
    y += LINE_H
    bold = font(BODY, True)
    if move.awaiting:
        label = t("render.antike.battle.awaiting", lang) + " "
        d.text((left, y), label, font=bold, fill=Palette.INK, anchor="lm")
        x = left + text_width(label, bold) + 4
        for seat in move.awaiting:
            nation = by_seat.get(seat)
            if nation is None or x > SIDE_X + SIDE_W - 40:
                continue
            _paste(img, nation_marker(nation, 26, lang), x + 12, y)
            x += 28
            name = ellipsize(player_name(nation, names, lang), body, 110)
            d.text((x, y), name, font=body, fill=Palette.INK, anchor="lm")
            x += text_width(name, body) + 12
    else:
        d.text(
            (left, y),
            t("render.antike.battle.resolving", lang),
            font=body,
            fill=Palette.MUTED_INK,
            anchor="lm",
        )
    return top + height + GAP


def _draw_supply(img: Image.Image, view: PublicView, lang: str, top: float) -> float:
    d = ImageDraw.Draw(img)
    height = 40 + 2 * LINE_H + 4
    _card(d, top, height)
    left = SIDE_X + 16
    d.text(
        (left, top + 20),
        t("render.antike.supply", lang),
        font=font(BODY + 1, True),
        fill=Palette.INK,
        anchor="lm",
    )
    y = top + 40 + LINE_H / 2
    body, bold = font(BODY - 1), font(BODY, True)
    x: float = left
    for kind in PERSONAGES:
        letter = t(f"render.antike.personage_letter.{kind}", lang)
        x = _cameo(img, d, letter, x + 12, y) + 16
        text = str(view.stacks.get(kind, 0))
        d.text((x - 2, y), text, font=bold, fill=Palette.INK, anchor="lm")
        x += text_width(text, bold) + 14
    y += LINE_H
    _paste(img, resource_sprite("coin", 24), left + 12, y)
    text = t("render.antike.bank_coins", lang, n=view.bank_coins)
    d.text((left + 30, y), text, font=body, fill=Palette.INK, anchor="lm")
    x = left + 30 + text_width(text, body) + 24
    _paste(img, temple_sprite(22), x + 11, y)
    d.text(
        (x + 28, y),
        t("render.antike.temples_left", lang, n=view.temples_left),
        font=body,
        fill=Palette.INK,
        anchor="lm",
    )
    return top + height + GAP


def _cameo(img: Image.Image, d: ImageDraw.ImageDraw, letter: str, cx: float, cy: float) -> float:
    """A personage card's initial in a small oval; returns its right edge."""
    d.ellipse([cx - 11, cy - 12, cx + 11, cy + 12], fill=(120, 72, 40), outline=Palette.INK, width=1)
    d.text((cx, cy), letter, font=font(14, True), fill=Palette.WHITE, anchor="mm")
    return cx + 11


LEGEND_ROWS = (("land", "water"), ("both", "temple"), ("cities",), ("legion", "galley"), ("rondel",))
LEGEND_ROW = 27


def _draw_legend_icon(img: Image.Image, d: ImageDraw.ImageDraw, kind: str, x: float, y: float) -> float:
    """Draw the key's picture for `kind` starting at x; returns where its text starts."""
    if kind in ("land", "water", "both"):
        a, b = (x, y), (x + 40, y)
        d.line([a, b], fill=HALO, width=9)
        if kind == "land":
            d.line([a, b], fill=LAND_LINK, width=4)
        elif kind == "water":
            _dashed(d, a, b, SEA_LINK, 4, 11, 6)
        else:
            d.line([(x, y - 2), (x + 40, y - 2)], fill=LAND_LINK, width=3)
            _dashed(d, (x, y + 2), (x + 40, y + 2), SEA_LINK, 3, 9, 5)
        return x + 48
    if kind == "cities":
        for i, resource in enumerate(("marble", "iron", "gold")):
            _paste(img, resource_sprite(resource, 24), x + 12 + 26 * i, y)
        return x + 84
    if kind == "temple":
        _paste(img, temple_sprite(22), x + 12, y)
        return x + 30
    if kind == "rondel":
        d.text((x + 12, y), "↻", font=font(22), fill=Palette.INK, anchor="mm")
        return x + 30
    colour, _ = nation_style("greeks", 0)
    token = unit_token(kind, colour, t("render.antike.letter.greeks", "en"), 3, TOKEN_H)
    img.paste(token, (round(x), round(y - TOKEN_H / 2)), token)
    return x + token.width + 6


def _legend_height() -> int:
    return 38 + len(LEGEND_ROWS) * LEGEND_ROW


def _draw_legend(img: Image.Image, lang: str, top: float, bottom: float) -> float:
    d = ImageDraw.Draw(img)
    height = max(_legend_height(), bottom - top)
    _card(d, top, height)
    d.text(
        (SIDE_X + 16, top + 20),
        t("render.antike.legend.title", lang),
        font=font(BODY + 1, True),
        fill=Palette.INK,
        anchor="lm",
    )
    face = font(14)
    column = (SIDE_W - 24) / 2
    y = top + 38 + LEGEND_ROW / 2
    for row in LEGEND_ROWS:
        for index, kind in enumerate(row):
            start = SIDE_X + 14 + index * column
            room = SIDE_X + SIDE_W - 10 if len(row) == 1 else start + column - 6
            x = _draw_legend_icon(img, d, kind, start, y)
            text = ellipsize(t(f"render.antike.legend.{kind}", lang), face, room - x)
            d.text((x, y), text, font=face, fill=Palette.INK, anchor="lm")
        y += LEGEND_ROW
    return top + height + GAP


# --- nation table -----------------------------------------------------------------------------------

ROW_H = 54
HEAD_H = 58
COL_WHO = 52
COL_RES = 320
COL_BOARD = 572
COL_KNOW = 824
COL_PERS = 1236
COL_VP = 1498
CELL = 62
KNOW_CELL = 103
PERS_CELL = 52


def _vp(nation: NationView) -> int:
    return len(nation.personages)


def _personage_counts(nation: NationView) -> dict[str, int]:
    counts = dict.fromkeys(PERSONAGES, 0)
    for card in nation.personages:
        kind = card.rsplit("_", 1)[0]
        counts[kind] = counts.get(kind, 0) + 1
    return counts


def _table_height(view: PublicView) -> int:
    return HEAD_H + len(view.nations) * ROW_H + 10


def _draw_table(
    img: Image.Image, view: PublicView, names: Sequence[str] | None, lang: str, top: float
) -> None:
    d = ImageDraw.Draw(img)
    left, right = PAD, WIDTH - PAD
    d.rounded_rectangle([left, top, right, top + _table_height(view)], radius=10, fill=CARD)
    caption = font(14, True)
    muted = Palette.MUTED_INK
    cap_y, icon_y = top + 16, top + 40
    x0 = left
    d.text((x0 + COL_WHO, cap_y), t("render.antike.col.nation", lang), font=caption, fill=muted, anchor="lm")
    for col, key in (
        (COL_RES, "resources"),
        (COL_BOARD, "board"),
        (COL_KNOW, "knowhow"),
        (COL_PERS, "personages"),
        (COL_VP, "vp"),
    ):
        d.text((x0 + col, cap_y), t(f"render.antike.col.{key}", lang), font=caption, fill=muted, anchor="lm")
    for i, resource in enumerate(("marble", "iron", "gold", "coin")):
        _paste(img, resource_sprite(resource, 24), x0 + COL_RES + CELL * i + 12, icon_y)
    board_icons = [
        marker_sprite("circle", (160, 152, 140), "", 26),
        temple_sprite(22),
        unit_icon("legion", 22),
        unit_icon("galley", 24),
    ]
    for i, icon in enumerate(board_icons):
        _paste(img, icon, x0 + COL_BOARD + CELL * i + 12, icon_y)
    small = font(13)
    for i, (branch, _, _) in enumerate(BRANCHES):
        _paste(img, knowhow_sprite(branch, 22), x0 + COL_KNOW + KNOW_CELL * i + 11, icon_y)
    for i, kind in enumerate(PERSONAGES):
        _cameo(
            img,
            d,
            t(f"render.antike.personage_letter.{kind}", lang),
            x0 + COL_PERS + PERS_CELL * i + 11,
            icon_y,
        )
    d.text(
        (x0 + COL_VP, icon_y),
        t("render.antike.target_short", lang, n=view.target),
        font=small,
        fill=muted,
        anchor="lm",
    )
    d.line([(left + 10, top + HEAD_H - 3), (right - 10, top + HEAD_H - 3)], fill=Palette.PAPER_DARK, width=2)

    best = max((_vp(n) for n in view.nations), default=0)
    order = {seat: i for i, seat in enumerate(view.turn_order)}
    rows = sorted(view.nations, key=lambda n: order.get(n.seat, len(order) + n.seat))
    for index, nation in enumerate(rows):
        y0 = top + HEAD_H + index * ROW_H
        cy = y0 + ROW_H / 2
        active = nation.seat == view.active and not view.game_over
        winner = view.game_over and nation.seat == view.winner
        if active or winner:
            d.rounded_rectangle([left + 4, y0 + 2, right - 4, y0 + ROW_H - 2], radius=8, fill=CARD_ACTIVE)
            d.rounded_rectangle([left + 4, y0 + 2, left + 10, y0 + ROW_H - 2], radius=3, fill=Palette.ORANGE)
        elif index % 2:
            d.rectangle(
                [left + 4, y0 + 2, right - 4, y0 + ROW_H - 2], fill=mix(CARD, Palette.PAPER_DARK, 0.45)
            )
        _paste(img, nation_marker(nation, 38, lang), x0 + 30, cy)
        who = player_name(nation, names, lang)
        bold = font(18, True)
        d.text(
            (x0 + COL_WHO, cy - 10),
            ellipsize(who, bold, COL_RES - COL_WHO - 14),
            font=bold,
            fill=Palette.INK,
            anchor="lm",
        )
        sub = nation_name(nation, lang)
        if active:
            sub += "  ▸ " + t("render.antike.to_play", lang)
        d.text(
            (x0 + COL_WHO, cy + 12),
            ellipsize(sub, font(14), COL_RES - COL_WHO - 14),
            font=font(14),
            fill=Palette.ALERT if active else muted,
            anchor="lm",
        )
        number = font(20, True)
        for i, value in enumerate((nation.marble, nation.iron, nation.gold, nation.coins)):
            d.text(
                (x0 + COL_RES + CELL * i + 12, cy),
                str(value),
                font=number,
                fill=Palette.INK if value else muted,
                anchor="mm",
            )
        for i, value in enumerate((nation.cities, nation.temples, nation.legions, nation.galleys)):
            d.text(
                (x0 + COL_BOARD + CELL * i + 12, cy - (6 if i == 3 else 0)),
                str(value),
                font=number,
                fill=Palette.INK if value else muted,
                anchor="mm",
            )
        # Seas holding its galleys (a navigator per 7): under the galley count.
        d.text(
            (x0 + COL_BOARD + CELL * 3 + 12, cy + 14),
            t("render.antike.seas", lang, n=nation.seas),
            font=font(12),
            fill=Palette.INK if nation.seas else muted,
            anchor="mm",
        )
        for i, (_, basic, advanced) in enumerate(BRANCHES):
            owned = advanced if advanced in nation.knowhows else basic if basic in nation.knowhows else None
            x = x0 + COL_KNOW + KNOW_CELL * i
            if owned is None:
                d.text((x + 11, cy), "—", font=font(16), fill=muted, anchor="mm")
                continue
            level = 2 if owned == advanced else 1
            for pip in range(2):
                px = x + 4 + pip * 14
                fill = Palette.INK if pip < level else None
                d.ellipse([px, cy - 16, px + 9, cy - 7], fill=fill, outline=Palette.INK, width=2)
            face, text = fit_text(
                t(f"antike.knowhow.{owned}", lang), KNOW_CELL - 8, 15, min_size=11, bold=True
            )
            d.text((x, cy + 9), text, font=face, fill=Palette.INK, anchor="lm")
        counts = _personage_counts(nation)
        for i, kind in enumerate(PERSONAGES):
            value = counts.get(kind, 0)
            d.text(
                (x0 + COL_PERS + PERS_CELL * i + 11, cy),
                str(value),
                font=number,
                fill=Palette.INK if value else muted,
                anchor="mm",
            )
        vp = _vp(nation)
        lead = vp == best and vp > 0
        big = font(24, True)
        d.text(
            (x0 + COL_VP, cy), str(vp), font=big, fill=Palette.GOLD_DARK if lead else Palette.INK, anchor="lm"
        )
        d.text(
            (x0 + COL_VP + text_width(str(vp), big) + 3, cy + 3),
            f"/ {view.target}",
            font=font(15),
            fill=muted,
            anchor="lm",
        )


# --- assembly ---------------------------------------------------------------------------------------


def render_image(
    view: dict[str, Any] | PublicView, *, names: Sequence[str] | None = None, lang: str = "en"
) -> Image.Image:
    """The board picture as a Pillow image (render_board encodes it)."""
    model = view if isinstance(view, PublicView) else PublicView.model_validate(view)
    language = _lang(lang)
    base = static_layer(_static_key(model), language)

    side_bottom = _side_height(model, language)
    table_top = max(MAP_Y + MAP_H, side_bottom) + GAP
    height = table_top + _table_height(model) + PAD
    img = Image.new("RGB", (WIDTH, int(height)), BACKGROUND)
    img.paste(base, (0, 0))
    _draw_provinces(img, model, language)
    _draw_pending_move(img, model)
    y = float(MAP_Y)
    y = _draw_status(img, model, names, language, y)
    y = _draw_rondel(img, model, language, y)
    y = _draw_battle(img, model, names, language, y)
    y = _draw_supply(img, model, language, y)
    _draw_legend(img, language, y, MAP_Y + MAP_H)
    _draw_table(img, model, names, language, table_top)
    return img


def _side_height(view: PublicView, lang: str) -> float:
    """Bottom of the side column's fixed cards plus the key (the key stretches to the map's bottom)."""
    status_lines = 3 + (1 if view.maneuver and not view.game_over else 0)
    total = MAP_Y + 44 + status_lines * LINE_H + GAP
    total += _rondel_card_height() + GAP
    if view.pending_move is not None:
        total += 44 + 2 * LINE_H + 6 + GAP
    total += 40 + 2 * LINE_H + 4 + GAP
    total += _legend_height()
    return total


def render_board(
    view: dict[str, Any] | PublicView, *, names: Sequence[str] | None = None, lang: str = "en"
) -> bytes:
    """PNG bytes of the map, rondel and nation table, labels in `lang` ("en", "es" or a Discord locale)."""
    model = view if isinstance(view, PublicView) else PublicView.model_validate(view)
    palette = board_palette(_static_key(model), _lang(lang))
    image = render_image(model, names=names, lang=lang)
    return encode_image(image.quantize(palette=palette, dither=Image.Dither.NONE))


# --- the palette ------------------------------------------------------------------------------------

# Long names with accents: the anti-aliased shades of every glyph the boards write.
_SAMPLE_NAMES = ("Ángel Ñúñez Wyq",) * len(NATION_STYLE)


@lru_cache(maxsize=4)
def board_palette(key: StaticKey, lang: str) -> Image.Image:
    """The 256-colour palette of every board over this static layer (a "P" image carrying it).

    Chosen once (`choose_palette`) from sample boards drawn by this module over the same layer: a
    game in play with every nation, piece, card and highlight (a battle demand, a maneuver, the
    active nation), the same game over, and a draft before nations are chosen. So it holds the
    layer's colours, the pieces' and their anti-aliased edges and letters; each board is then
    only mapped to it (choosing a palette per board took a tenth of its time), and the same view
    always gives the same bytes whatever was drawn before."""
    views = _sample_views(key)
    boards = [render_image(view, names=_SAMPLE_NAMES, lang=lang) for view in views]
    # And every nation's marker in every size and ring a board draws (the active nation's is
    # ringed in orange: its anti-aliased blend with each nation's colour).
    markers = [
        nation_marker(nation, size, lang, ring)
        for nation in views[0].nations + views[-1].nations
        for size in (MARKER, 26, 28, 30, 38)
        for ring in (Palette.WHITE, Palette.ORANGE)
    ]
    strip = max(marker.height for marker in markers) + 4
    per_row = WIDTH // strip
    rows = -(-len(markers) // per_row)
    sample = Image.new("RGB", (WIDTH, sum(board.height for board in boards) + rows * strip), CARD)
    top = 0
    for board in boards:
        sample.paste(board, (0, top))
        top += board.height
    for i, marker in enumerate(markers):
        row, col = divmod(i, per_row)
        _paste(sample, marker, col * strip + strip / 2, top + row * strip + strip / 2)
    return choose_palette(sample)


def _sample_views(key: StaticKey) -> list[PublicView]:
    """Boards over the static layer `key` showing everything a board can show (`board_palette`):
    made up here from this module's own tables, never from a game."""
    provinces_key, borders_key = key
    nations = list(NATION_STYLE)
    seats = len(nations)
    spaces = list(SPACE_RGB)
    resources = ("marble", "iron", "gold")
    provinces = []
    for i, (pid, name, kind, x, y) in enumerate(provinces_key):
        owner = None if i % 5 == 4 else i % seats
        provinces.append(ProvinceView(
            id=pid, name=name, kind=cast(Any, kind), pos=(x, y), resource=cast(Any, resources[i % 3]),
            owner=owner,
            temple=owner is not None and i % 3 == 0, defence=None if owner is None else 1 + i % 4,
            legions={str((i + 1) % seats): 1 + i % 3} if kind != "water" and i % 2 == 0 else {},
            galleys={str((i + 2) % seats): 1 + i % 2} if kind != "land" and i % 3 != 1 else {},
        ))
    knowhows = [k for branch in BRANCHES for k in branch[1:]]
    nation_views = [
        NationView(
            seat=seat, user=seat, nation=nation, marble=seat, iron=seats - seat, gold=2 * seat,
            coins=seat + 3,
            rondel=spaces[seat % len(spaces)], knowhows=knowhows[seat:seat + 1 + seat % 3],
            personages=[f"{kind}_{n}" for n, kind in enumerate(PERSONAGES[: seat % len(PERSONAGES) + 1])],
            cities=3 + seat, temples=seat % 3, seas=seat, legions=seat, galleys=seats - seat,
            order="ask", rondel_costs={space: (j + seat) % 6 for j, space in enumerate(spaces)},
        )
        for seat, nation in enumerate(nations)
    ]
    rondel = [
        RondelSpaceView(index=i, id=space, kind=space, seats=[i] if i < seats else [])
        for i, space in enumerate(spaces)
    ]
    route = [p.id for p in provinces if p.kind != "water"][:3]
    common: dict[str, Any] = {
        "users": seats, "provinces": provinces, "borders": [
            BorderView(a=a, b=b, type=cast(Any, kind)) for a, b, kind in borders_key],
        "rondel": rondel, "turn_order": list(range(seats)), "active": 1, "space": spaces[1], "round": 12,
        "target": 8, "stacks": dict.fromkeys(PERSONAGES, 3), "bank_coins": 25, "temples_left": 9,
        "knowhow_owners": {k: [j for j in range(seats) if k in nation_views[j].knowhows] for k in knowhows},
    }
    in_play = PublicView(
        **common, nations=nation_views, phase="battle",
        maneuver=[ManeuverUnitsView(unit="legion", province=route[0], actions=[1, 0])],
        pending_move=PendingMoveView(seat=1, unit="legion", count=2, at=route[0], path=route[1:],
                                     awaiting=[2]),
    )
    over = PublicView(**common, nations=nation_views, phase="over", game_over=True, winner=2,
                      sudden_death=True)
    draft = PublicView(**common, phase="draft", nations=[
        nation.model_copy(update={"nation": None, "rondel": None}) for nation in nation_views])
    return [in_play, over, draft]
