"""Civilization images, drawn by our own code from the public view and the map's facts (no board
art is traced): the whole map, a zoomed crop around one player's areas, the A.S.T. and a
player's panel.

The map: every land area is the cell of its anchor point (`anchors.json`, carried in the
engine's `map.json`) among all anchors — a Voronoi cell, cut to a disc so coasts appear where
anchors are sparse — coloured as land; open sea and coastal water are the blue ground. Between
two cells a thin line is a land border (`map.json`); a blue gap means no land border (a strait
or a coast). Each area shows its population limit, its city site (white square; blue-edged on a
flood plain; black for a safe flood-plain site), flood plains tinted green, volcanoes as a red
triangle; areas out of play are greyed. Pieces: per nation a chip in its colour with its
letter and the number of tokens, a city as a larger square with the letter, a ship as a hull
with the letter — never colour alone.

The static layer (cells, borders, names, limits, sites) depends only on the areas in play and
the language: it is drawn once and cached, with the 256-colour palette every map over it is
mapped to (`board_palette`); a board then costs only its pieces (chips pasted from sprites drawn
once) and the encoding.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

import i18n
from engine.civilization.view_schema import ADVANCE_CARDS as ADVANCES
from engine.civilization.view_schema import BOARD_AREAS as AREAS
from engine.civilization.view_schema import CARD_GROUPS as GROUPS
from present.civilization import DARK_NATIONS, NATION_COLOUR, NATION_LETTER, shown_hand_count
from render.common import Palette, choose_palette, encode_image, font, text_width

RGB = tuple[int, int, int]
SCALE = 1.7  # pixels per anchor unit
MARGIN = 14
RADIUS = 40.0  # anchor units: a cell never reaches further from its anchor
SEA: RGB = (158, 196, 222)
SEA_DEEP: RGB = (120, 168, 205)
LAND: RGB = (236, 224, 190)
LAND_ALT: RGB = (226, 211, 172)
FLOOD: RGB = (196, 222, 160)
OUT: RGB = (178, 178, 172)
OUT_SEA: RGB = (150, 160, 168)
BORDER: RGB = (120, 100, 70)
COAST: RGB = (70, 90, 110)
INK: RGB = Palette.INK
MUTED: RGB = (95, 85, 70)


# ------------------------------------------------------------------------------------ geometry
def _frame() -> tuple[float, float, int, int]:
    xs = [a.anchor[0] for a in AREAS.values()]
    ys = [a.anchor[1] for a in AREAS.values()]
    x0, y0 = min(xs) - RADIUS * 0.6, min(ys) - RADIUS * 0.6
    x1, y1 = max(xs) + RADIUS * 0.6, max(ys) + RADIUS * 0.6
    return x0, y0, round((x1 - x0) * SCALE) + 2 * MARGIN, round((y1 - y0) * SCALE) + 2 * MARGIN


X0, Y0, MAP_W, MAP_H = _frame()


def to_px(x: float, y: float) -> tuple[float, float]:
    return (x - X0) * SCALE + MARGIN, (y - Y0) * SCALE + MARGIN


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


AREA_ORDER: tuple[str, ...] = tuple(sorted(AREAS))


@lru_cache(maxsize=1)
def spacing() -> dict[str, float]:
    """Per area, how much room its marks have (1: plenty; less where anchors crowd, as in Greece)."""
    out = {}
    for aid, a in AREAS.items():
        near = min(math.dist(a.anchor, b.anchor) for bid, b in AREAS.items() if bid != aid)
        out[aid] = max(0.5, min(1.0, near * SCALE / 62))
    return out


# ------------------------------------------------------------------------------------ the base
def _area_name(aid: str, lang: str) -> str:
    key = f"civilization.area.{aid}"
    return i18n.t(key, lang) if i18n.has(key) else AREAS[aid].name


@lru_cache(maxsize=8)
def base_map(in_play: tuple[str, ...], lang: str) -> Image.Image:
    """The static layer: water, cells, borders, names, limits, sites, flood plains, volcanoes."""
    img = Image.new("RGB", (MAP_W, MAP_H), SEA)
    draw = ImageDraw.Draw(img)
    playing = set(in_play)
    polys = cells()
    pix = {aid: [to_px(*p) for p, _ in poly] for aid, poly in polys.items()}
    for aid, pts in pix.items():
        a = AREAS[aid]
        if aid not in playing:
            fill = OUT
        elif a.flood_plain:
            fill = FLOOD
        else:
            fill = LAND if a.limit % 2 else LAND_ALT
        if len(pts) >= 3:
            draw.polygon(pts, fill=fill)
    # Borders: thin where a land border joins the two cells, a water gap where none does.
    for aid, poly in polys.items():
        land = AREAS[aid].land
        n = len(poly)
        for k in range(n):
            (p, label), q = poly[k], poly[(k + 1) % n][0]
            seg = [to_px(*p), to_px(*q)]
            if label < 0:
                draw.line(seg, fill=COAST, width=2)
                continue
            other = AREA_ORDER[label]
            if AREAS[other].sea:
                draw.line(seg, fill=COAST, width=2)
            elif other in land:
                if aid < other:
                    draw.line(seg, fill=BORDER, width=1)
            elif aid < other:
                draw.line(seg, fill=SEA, width=5)
                draw.line(seg, fill=COAST, width=1)
    small = font(10)
    tiny = font(9, bold=True)
    room = spacing()
    for aid in AREA_ORDER:
        a = AREAS[aid]
        x, y = to_px(*a.anchor)
        name = _area_name(aid, lang)
        if a.sea:
            face = font(12, bold=True)
            colour = (40, 80, 120) if aid in playing else OUT_SEA
            draw.text((x, y), name, font=face, fill=colour, anchor="mm")
            continue
        colour = MUTED if aid in playing else (120, 120, 116)
        k = room[aid]
        draw.text((x, y + 22 * k), name, font=small if k > 0.7 else font(9), fill=colour, anchor="mm")
        # Population limit: a small disc at the top left of the anchor.
        lx, ly = x - 26 * k, y - 20 * k
        draw.ellipse((lx - 6, ly - 6, lx + 6, ly + 6), fill=(255, 255, 255), outline=BORDER)
        draw.text((lx, ly), str(a.limit), font=tiny, fill=INK, anchor="mm")
        if a.site != "none":
            edge = (40, 110, 200) if a.site == "flood_white" else INK
            inside = INK if a.site == "flood_black" else (255, 255, 255)
            sx, sy = x + 24 * k, y - 21 * k
            draw.rectangle((sx - 6, sy - 6, sx + 6, sy + 6), fill=inside, outline=edge, width=2)
        if a.volcano:
            vx, vy = x + 26 * k, y + 8 * k
            draw.polygon([(vx - 7, vy + 5), (vx, vy - 6), (vx + 7, vy + 5)], fill=(200, 40, 30), outline=INK)
    return img


# ------------------------------------------------------------------------------------ pieces
def _nation_of(view: dict[str, Any]) -> dict[int, str]:
    return {p["seat"]: p.get("nation") or "" for p in view.get("players", [])}


def _ink_on(nation: str) -> RGB:
    return (255, 255, 255) if nation in DARK_NATIONS else INK


def _chip(draw: ImageDraw.ImageDraw, x: float, y: float, nation: str, text: str) -> float:
    """A rounded chip with the nation's letter and a count; returns its width."""
    face = font(11, bold=True)
    w = max(22.0, text_width(text, face) + 8)
    colour = NATION_COLOUR.get(nation, (200, 200, 200))
    draw.rounded_rectangle((x, y, x + w, y + 15), radius=4, fill=colour, outline=INK)
    draw.text((x + w / 2, y + 8), text, font=face, fill=_ink_on(nation), anchor="mm")
    return w


@lru_cache(maxsize=512)
def _chip_sprite(nation: str, text: str) -> tuple[Image.Image, Image.Image]:
    """A chip drawn once by `_chip` (the map shows dozens, and rounded corners are slow to draw):
    its picture and the mask of its rounded shape."""
    w = max(22.0, text_width(text, font(11, bold=True)) + 8)
    size = (math.ceil(w) + 1, 16)
    sprite = Image.new("RGB", size, INK)
    _chip(ImageDraw.Draw(sprite), 0, 0, nation, text)
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w, 15), radius=4, fill=255, outline=255)
    return sprite, mask


def _paste_chip(img: Image.Image, x: float, y: float, nation: str, text: str) -> None:
    """`_chip` at (x, y) rounded to whole pixels, from its sprite."""
    sprite, mask = _chip_sprite(nation, text)
    img.paste(sprite, (round(x), round(y)), mask)


def _city(draw: ImageDraw.ImageDraw, x: float, y: float, nation: str) -> None:
    colour = NATION_COLOUR.get(nation, (200, 200, 200))
    draw.rectangle((x - 10, y - 10, x + 10, y + 10), fill=INK)
    draw.rectangle((x - 8, y - 8, x + 8, y + 8), fill=colour)
    draw.text(
        (x, y), NATION_LETTER.get(nation, "?"), font=font(12, bold=True), fill=_ink_on(nation), anchor="mm"
    )


def _ship(draw: ImageDraw.ImageDraw, x: float, y: float, nation: str, n: int) -> None:
    colour = NATION_COLOUR.get(nation, (200, 200, 200))
    draw.polygon([(x - 11, y - 4), (x + 11, y - 4), (x + 7, y + 5), (x - 7, y + 5)], fill=colour, outline=INK)
    draw.line([(x, y - 4), (x, y - 13)], fill=INK, width=1)
    draw.polygon([(x + 1, y - 13), (x + 8, y - 6), (x + 1, y - 6)], fill=(255, 255, 255), outline=INK)
    label = NATION_LETTER.get(nation, "?") + (str(n) if n > 1 else "")
    draw.text((x - 4, y), label, font=font(8, bold=True), fill=_ink_on(nation), anchor="mm")


def draw_pieces(img: Image.Image, view: dict[str, Any]) -> None:
    draw = ImageDraw.Draw(img)
    nations = _nation_of(view)
    for piece in view.get("pieces", []):
        aid = piece["area"]
        if aid not in AREAS:
            continue
        x, y = to_px(*AREAS[aid].anchor)
        tokens = [(int(s), n) for s, n in piece.get("tokens", {}).items() if n]
        city = piece.get("city")
        if city is not None:
            _city(draw, x, y - 3, nations.get(int(city), ""))
        chips = [(nations.get(s, ""), NATION_LETTER.get(nations.get(s, ""), "?") + str(n)) for s, n in tokens]
        if chips:
            face = font(11, bold=True)
            widths = [max(22.0, text_width(t, face) + 8) for _, t in chips]
            if city is not None:
                cx, cy = x + 12, y - 10
                for nation, text in chips:
                    _paste_chip(img, cx, cy, nation, text)
                    cy += 16
            else:
                per_row = 2
                rows = [list(zip(chips, widths))[i : i + per_row] for i in range(0, len(chips), per_row)]
                cy = y - 8 * len(rows)
                for row in rows:
                    total = sum(w for _, w in row) + 2 * (len(row) - 1)
                    cx = x - total / 2
                    for (nation, text), w in row:
                        _paste_chip(img, cx, cy, nation, text)
                        cx += w + 2
                    cy += 16
        ships = [(int(s), n) for s, n in piece.get("ships", {}).items() if n]
        sx = x - 22
        for s, n in ships:
            _ship(draw, sx, y + 9 if not AREAS[aid].sea else y + 14, nations.get(s, ""), n)
            sx -= 24


def legend(view: dict[str, Any], names: Sequence[str], lang: str, width: int) -> Image.Image:
    """Title and one entry per player (chip with letter, name, nation), wrapped to `width`."""
    face = font(13)
    entries = []
    for p in view.get("players", []):
        nation = p.get("nation") or ""
        nation_name = i18n.t(f"civilization.nation.{nation}", lang) if nation else "?"
        who = names[p["seat"]] if p["seat"] < len(names) else "?"
        entries.append((nation, f"{who} ({nation_name})"))
    rows: list[list[tuple[str, str]]] = [[]]
    x = MARGIN
    for nation, text in entries:
        w = 26 + text_width(text, face) + 14
        if rows[-1] and x + w > width - MARGIN:
            rows.append([])
            x = MARGIN
        rows[-1].append((nation, text))
        x += w
    img = Image.new("RGB", (width, 34 + 22 * len(rows)), Palette.PAPER)
    draw = ImageDraw.Draw(img)
    phase = i18n.t(f"civilization.phase.{view.get('phase', 'nation')}", lang)
    draw.text(
        (MARGIN, 6),
        i18n.t("civilization.panel.title", lang, round=view.get("round", 1), phase=phase),
        font=font(16, bold=True),
        fill=INK,
    )
    for r, row in enumerate(rows):
        x, y = MARGIN, 30 + 22 * r
        for nation, text in row:
            w = _chip(draw, x, y + 2, nation, NATION_LETTER.get(nation, "?"))
            draw.text((x + w + 4, y + 10), text, font=face, fill=INK, anchor="lm")
            x += w + 18 + text_width(text, face)
    return img


@lru_cache(maxsize=8)
def board_palette(in_play: tuple[str, ...], lang: str) -> Image.Image:
    """The 256-colour palette of every map over this static layer (a "P" image carrying it).

    Chosen once (`choose_palette`) from the layer with every nation's chip, city and ship drawn on
    it and a legend of every nation, so it holds the pieces' colours and their anti-aliased
    letters as well as the layer's; each board is then only mapped to it (a third of the cost of
    choosing a palette per image), and the same view always gives the same bytes."""
    sample = base_map(in_play, lang).copy()
    draw = ImageDraw.Draw(sample)
    nations = sorted(NATION_COLOUR)
    for i, nation in enumerate(nations):
        x, y = MARGIN + 70 * i, MARGIN + 4
        _paste_chip(sample, x, y, nation, NATION_LETTER.get(nation, "?") + "18")
        _city(draw, x + 45, y + 8, nation)
        _ship(draw, x + 22, y + 34, nation, 2)
    players = [{"seat": i, "nation": nation} for i, nation in enumerate(nations)]
    top = legend({"players": players}, ["Ángel Ñúñez Wyq"] * len(nations), lang, MAP_W)
    sample.paste(top.crop((0, 0, MAP_W, min(top.height, MAP_H - 60))), (0, 60))
    return choose_palette(sample)


def render_image(view: dict[str, Any], names: Sequence[str] = (), lang: str = "en") -> Image.Image:
    """The whole map with the legend on top."""
    base = base_map(tuple(view.get("areas_in_play", AREA_ORDER)), lang).copy()
    draw_pieces(base, view)
    top = legend(view, names, lang, MAP_W)
    out = Image.new("RGB", (MAP_W, MAP_H + top.height), Palette.PAPER)
    out.paste(top, (0, 0))
    out.paste(base, (0, top.height))
    return out


def render_board(view: dict[str, Any], names: Sequence[str] = (), lang: str = "en") -> bytes:
    palette = board_palette(tuple(view.get("areas_in_play", AREA_ORDER)), lang)
    return encode_image(render_image(view, names, lang).quantize(palette=palette, dither=Image.Dither.NONE))


# ------------------------------------------------------------------------------------ zoom
def areas_of(view: dict[str, Any], seat: int) -> list[str]:
    out = []
    for piece in view.get("pieces", []):
        if (
            piece.get("tokens", {}).get(str(seat))
            or piece.get("tokens", {}).get(seat)
            or piece.get("city") == seat
            or piece.get("ships", {}).get(str(seat))
        ):
            out.append(piece["area"])
    return out


def render_zoom(view: dict[str, Any], seat: int, names: Sequence[str] = (), lang: str = "en") -> bytes | None:
    """The map around one player's areas, enlarged (at most twice) for a phone."""
    mine = [a for a in areas_of(view, seat) if a in AREAS]
    if not mine:
        return None
    in_play = tuple(view.get("areas_in_play", AREA_ORDER))
    full = base_map(in_play, lang).copy()
    draw_pieces(full, view)
    pts = [to_px(*AREAS[a].anchor) for a in mine]
    pad = 110
    x0, y0 = max(0, min(p[0] for p in pts) - pad), max(0, min(p[1] for p in pts) - pad)
    x1, y1 = min(MAP_W, max(p[0] for p in pts) + pad), min(MAP_H, max(p[1] for p in pts) + pad)
    # At least a 4:3 window, so a single area still shows its neighbours.
    w, h = x1 - x0, y1 - y0
    if w < 480:
        x0, x1 = max(0, x0 - (480 - w) / 2), min(MAP_W, x1 + (480 - w) / 2)
    if h < 360:
        y0, y1 = max(0, y0 - (360 - h) / 2), min(MAP_H, y1 + (360 - h) / 2)
    crop = full.crop((int(x0), int(y0), int(x1), int(y1)))
    factor = min(2.0, 1100 / max(1, crop.width))
    if factor > 1.05:  # bicubic: as sharp as Lanczos when enlarging flat colours, a fifth cheaper
        crop = crop.resize((int(crop.width * factor), int(crop.height * factor)), Image.Resampling.BICUBIC)
    top = legend(view, names, lang, max(crop.width, 700))
    out = Image.new("RGB", (max(crop.width, top.width), crop.height + top.height), Palette.PAPER)
    out.paste(top, (0, 0))
    out.paste(crop, (0, top.height))
    # The board's palette holds the enlargement's in-between shades closely enough (its
    # anti-aliased edges), and saves choosing one per image.
    return encode_image(out.quantize(palette=board_palette(in_play, lang), dither=Image.Dither.NONE))


# ------------------------------------------------------------------------------------ A.S.T.
AST_COLS = 13
EPOCH_TINT = {
    "stone_age": (236, 230, 214),
    "early_bronze": (226, 206, 170),
    "late_bronze": (214, 186, 140),
    "iron": (196, 196, 204),
}


def render_ast(view: dict[str, Any], names: Sequence[str] = (), lang: str = "en") -> bytes:
    """One row per nation: spaces 1..13, the nation's marker, its end column and next entry
    requirement."""
    players = sorted(
        view.get("players", []),
        key=lambda p: (
            view.get("ast_order_seats", []).index(p["seat"])
            if p["seat"] in view.get("ast_order_seats", [])
            else p["seat"]
        ),
    )
    cell, left, row_h = 46, 210, 40
    width = left + cell * (AST_COLS + 1) + 330
    height = 52 + row_h * max(1, len(players)) + 12
    img = Image.new("RGB", (width, height), Palette.PAPER)
    draw = ImageDraw.Draw(img)
    draw.text((MARGIN, 10), i18n.t("civilization.ast.title", lang), font=font(18, bold=True), fill=INK)
    face = font(13)
    for col in range(AST_COLS + 1):
        x = left + col * cell
        draw.text(
            (x + cell / 2, 42), str(col) if col else "·", font=font(12, bold=True), fill=MUTED, anchor="mm"
        )
    for r, p in enumerate(players):
        y = 52 + r * row_h
        nation = p.get("nation") or ""
        who = names[p["seat"]] if p["seat"] < len(names) else "?"
        _chip(draw, MARGIN, y + 11, nation, NATION_LETTER.get(nation, "?"))
        nation_name = i18n.t(f"civilization.nation.{nation}", lang) if nation else "?"
        draw.text((MARGIN + 28, y + 19), f"{who} · {nation_name}", font=face, fill=INK, anchor="lm")
        for col in range(AST_COLS + 1):
            x = left + col * cell
            tint = (
                EPOCH_TINT.get(p.get("epoch", "stone_age"), Palette.PAPER_DARK)
                if col and col <= p["ast"]
                else Palette.IVORY
            )
            draw.rectangle((x + 1, y + 2, x + cell - 1, y + row_h - 2), fill=tint, outline=(190, 178, 150))
            if p.get("end_column") and col == p["end_column"]:
                draw.rectangle(
                    (x + 1, y + 2, x + cell - 1, y + row_h - 2), outline=Palette.GOLD_DARK, width=3
                )
        mx = left + p["ast"] * cell + cell / 2
        draw.ellipse(
            (mx - 14, y + 6, mx + 14, y + 34),
            fill=NATION_COLOUR.get(nation, (200, 200, 200)),
            outline=INK,
            width=2,
        )
        draw.text(
            (mx, y + 20),
            NATION_LETTER.get(nation, "?"),
            font=font(14, bold=True),
            fill=_ink_on(nation),
            anchor="mm",
        )
        req = p.get("next_requirement")
        if req:
            what = i18n.t(f"civilization.req.{req['what']}", lang, n=req["needed"])
            ok = req["has"] >= req["needed"]
            text = i18n.t("civilization.ast.next", lang, column=req["column"], what=what, has=req["has"])
            draw.text(
                (left + cell * (AST_COLS + 1) + 10, y + 19),
                text,
                font=font(12),
                fill=(20, 120, 40) if ok else (170, 40, 30),
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
    the price the others still cost after credits), trade cards as a count."""
    p = next(q for q in view.get("players", []) if q["seat"] == seat)
    nation = p.get("nation") or ""
    width, height = 760, 322
    img = Image.new("RGB", (width, height), Palette.PAPER)
    draw = ImageDraw.Draw(img)
    who = names[seat] if seat < len(names) else "?"
    nation_name = i18n.t(f"civilization.nation.{nation}", lang) if nation else "?"
    _chip(draw, MARGIN, 14, nation, NATION_LETTER.get(nation, "?"))
    draw.text((MARGIN + 30, 22), f"{who} · {nation_name}", font=font(20, bold=True), fill=INK, anchor="lm")
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
    face, bold = font(14), font(14, bold=True)
    for i, (key, value) in enumerate(stats):
        x = MARGIN + (i % 4) * 185
        y = 48 + (i // 4) * 26
        draw.text((x, y), i18n.t(key, lang), font=face, fill=MUTED)
        draw.text((x + 120, y), str(value), font=bold, fill=INK)
    y = 112
    draw.text((MARGIN, y), i18n.t("civilization.panelimg.advances", lang), font=bold, fill=INK)
    y += 22
    held = set(p.get("advances", []))
    prices = p.get("prices") or {}
    box_w, box_h = 180, 34
    for i, aid in enumerate(ADVANCES):
        x = MARGIN + (i % 4) * (box_w + 4)
        yy = y + (i // 4) * (box_h + 4)
        groups = ADVANCES[aid].groups
        have = aid in held
        fill = (252, 249, 240) if have else (232, 226, 212)
        draw.rectangle(
            (x, yy, x + box_w, yy + box_h),
            fill=fill,
            outline=INK if have else (190, 180, 160),
            width=2 if have else 1,
        )
        for k, g in enumerate(groups):
            draw.rectangle((x + 2 + k * 7, yy + 2, x + 7 + k * 7, yy + box_h - 2), fill=GROUP_COLOUR[g])
        name = i18n.t(f"civilization.advance.{aid}", lang)
        draw.text((x + 20, yy + 10), name, font=font(12, bold=have), fill=INK if have else MUTED, anchor="lm")
        if have:
            note = "✓"
        elif aid in prices:
            note = i18n.t("civilization.panelimg.price", lang, price=prices[aid], cost=ADVANCES[aid].cost)
        else:
            note = str(ADVANCES[aid].cost)
        draw.text((x + 20, yy + 25), note, font=font(10), fill=MUTED, anchor="lm")
    y += 4 * (box_h + 4) + 10
    x = MARGIN
    for g in GROUPS:
        draw.rectangle((x, y, x + 12, y + 12), fill=GROUP_COLOUR[g])
        text = i18n.t(f"civilization.group.{g}", lang)
        draw.text((x + 16, y + 6), text, font=font(12), fill=INK, anchor="lm")
        x += 30 + text_width(text, font(12))
    return encode_image(img)


__all__ = ["base_map", "render_ast", "render_board", "render_image", "render_panel", "render_zoom"]
