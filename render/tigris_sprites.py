"""Tigris & Euphrates pieces as anti-aliased sprites drawn with Pillow primitives (no image files).

Every tile colour has a glyph (temple, wheat, scale, house) and every dynasty a token shape and
a glyph (bow in a circle, lion in a shield, bull in a hexagon, urn in an octagon), so nothing is
told by colour alone. Sprites are drawn 4x larger, scaled down, and cached per process.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import RGB, Palette, antialiased, fit_text, mix

# Okabe–Ito hues for the four civilisation colours; "black" is a soft charcoal so glyphs show.
TILE_RGB: dict[str, RGB] = {
    "red": Palette.VERMILLION,
    "blue": Palette.BLUE,
    "green": Palette.BLUISH_GREEN,
    "black": (52, 50, 56),
}
CATASTROPHE: RGB = (138, 120, 104)
STONE: RGB = (216, 200, 162)
UNION: RGB = (150, 40, 120)


# --- glyphs: drawn with primitives in a unit box (x, y, size) on the big sprite canvas ---------


def _pts(x: float, y: float, s: float, *coords: float) -> list[tuple[float, float]]:
    return [(x + coords[i] * s, y + coords[i + 1] * s) for i in range(0, len(coords), 2)]


def _rect(x: float, y: float, s: float, x0: float, y0: float, x1: float, y1: float) -> list[float]:
    return [x + x0 * s, y + y0 * s, x + x1 * s, y + y1 * s]


def _ellipse_poly(cx: float, cy: float, rx: float, ry: float, angle: float, steps: int = 28) -> list:
    """A rotated ellipse as a polygon (Pillow's ellipse cannot rotate)."""
    cos_a, sin_a = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    points = []
    for i in range(steps):
        theta = 2 * math.pi * i / steps
        ex, ey = rx * math.cos(theta), ry * math.sin(theta)
        points.append((cx + ex * cos_a - ey * sin_a, cy + ex * sin_a + ey * cos_a))
    return points


def _bezier(p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float], steps: int = 16):
    return [
        (
            (1 - u) ** 2 * p0[0] + 2 * (1 - u) * u * p1[0] + u**2 * p2[0],
            (1 - u) ** 2 * p0[1] + 2 * (1 - u) * u * p1[1] + u**2 * p2[1],
        )
        for u in (i / steps for i in range(steps + 1))
    ]


def _glyph_temple(d: ImageDraw.ImageDraw, x: float, y: float, s: float, fg: RGB, bg: RGB) -> None:
    d.polygon(_pts(x, y, s, 0.08, 0.36, 0.5, 0.1, 0.92, 0.36), fill=fg)
    d.rectangle(_rect(x, y, s, 0.12, 0.38, 0.88, 0.46), fill=fg)
    for cx in (0.23, 0.41, 0.59, 0.77):
        d.rectangle(_rect(x, y, s, cx - 0.05, 0.49, cx + 0.05, 0.77), fill=fg)
    d.rectangle(_rect(x, y, s, 0.08, 0.8, 0.92, 0.9), fill=fg)


def _glyph_farm(d: ImageDraw.ImageDraw, x: float, y: float, s: float, fg: RGB, bg: RGB) -> None:
    d.line(_pts(x, y, s, 0.5, 0.94, 0.5, 0.28), fill=fg, width=max(1, round(0.07 * s)))
    for gy in (0.33, 0.5, 0.67):
        for side in (-1, 1):
            cx, cy = x + (0.5 + side * 0.12) * s, y + gy * s
            d.polygon(_ellipse_poly(cx, cy, 0.075 * s, 0.14 * s, side * 35), fill=fg)
    d.polygon(_ellipse_poly(x + 0.5 * s, y + 0.17 * s, 0.07 * s, 0.13 * s, 0), fill=fg)


def _glyph_market(d: ImageDraw.ImageDraw, x: float, y: float, s: float, fg: RGB, bg: RGB) -> None:
    thin = max(1, round(0.035 * s))
    d.rectangle(_rect(x, y, s, 0.46, 0.2, 0.54, 0.82), fill=fg)
    d.polygon(_pts(x, y, s, 0.3, 0.9, 0.38, 0.8, 0.62, 0.8, 0.7, 0.9), fill=fg)
    d.rectangle(_rect(x, y, s, 0.1, 0.24, 0.9, 0.31), fill=fg)
    d.ellipse(_rect(x, y, s, 0.43, 0.1, 0.57, 0.24), fill=fg)
    for cx in (0.2, 0.8):
        d.line(_pts(x, y, s, cx, 0.3, cx - 0.15, 0.6), fill=fg, width=thin)
        d.line(_pts(x, y, s, cx, 0.3, cx + 0.15, 0.6), fill=fg, width=thin)
        d.pieslice(_rect(x, y, s, cx - 0.18, 0.46, cx + 0.18, 0.74), 0, 180, fill=fg)


def _glyph_settlement(d: ImageDraw.ImageDraw, x: float, y: float, s: float, fg: RGB, bg: RGB) -> None:
    d.rectangle(_rect(x, y, s, 0.64, 0.16, 0.75, 0.4), fill=fg)
    d.polygon(_pts(x, y, s, 0.08, 0.52, 0.5, 0.12, 0.92, 0.52), fill=fg)
    d.rectangle(_rect(x, y, s, 0.2, 0.5, 0.8, 0.9), fill=fg)
    d.rectangle(_rect(x, y, s, 0.42, 0.64, 0.58, 0.9), fill=bg)


TILE_GLYPHS = {
    "red": _glyph_temple,
    "blue": _glyph_farm,
    "green": _glyph_market,
    "black": _glyph_settlement,
}


def _glyph_bow(d: ImageDraw.ImageDraw, x: float, y: float, s: float, fg: RGB, bg: RGB) -> None:
    limb = [(x + (0.74 - 0.2 * u * u) * s, y + (0.5 + 0.4 * u) * s) for u in (i / 12 - 1 for i in range(25))]
    d.line(limb, fill=fg, width=round(0.1 * s), joint="curve")
    d.line(_pts(x, y, s, 0.54, 0.1, 0.54, 0.9), fill=fg, width=max(1, round(0.035 * s)))
    d.line(_pts(x, y, s, 0.12, 0.5, 0.84, 0.5), fill=fg, width=max(1, round(0.05 * s)))
    d.polygon(_pts(x, y, s, 0.97, 0.5, 0.8, 0.39, 0.8, 0.61), fill=fg)
    for tail in (0.06, 0.16):
        d.line(_pts(x, y, s, tail + 0.08, 0.5, tail, 0.4), fill=fg, width=max(1, round(0.045 * s)))
        d.line(_pts(x, y, s, tail + 0.08, 0.5, tail, 0.6), fill=fg, width=max(1, round(0.045 * s)))


def _glyph_lion(d: ImageDraw.ImageDraw, x: float, y: float, s: float, fg: RGB, bg: RGB) -> None:
    cx, cy = x + 0.5 * s, y + 0.52 * s
    mane = []
    for i in range(28):
        radius = (0.47 if i % 2 == 0 else 0.35) * s
        angle = math.pi * 2 * i / 28 - math.pi / 2
        mane.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    d.polygon(mane, fill=fg)
    d.ellipse([cx - 0.27 * s, cy - 0.26 * s, cx + 0.27 * s, cy + 0.28 * s], fill=bg)
    for ex in (0.4, 0.6):
        d.ellipse(_rect(x, y, s, ex - 0.045, 0.43, ex + 0.045, 0.52), fill=fg)
    d.polygon(_pts(x, y, s, 0.42, 0.58, 0.58, 0.58, 0.5, 0.67), fill=fg)
    width = max(1, round(0.035 * s))
    d.line(_pts(x, y, s, 0.5, 0.66, 0.5, 0.71), fill=fg, width=width)
    d.line(_pts(x, y, s, 0.5, 0.71, 0.41, 0.75), fill=fg, width=width)
    d.line(_pts(x, y, s, 0.5, 0.71, 0.59, 0.75), fill=fg, width=width)


def _glyph_bull(d: ImageDraw.ImageDraw, x: float, y: float, s: float, fg: RGB, bg: RGB) -> None:
    width = round(0.1 * s)
    for side in (-1, 1):

        def at(u: float, v: float, side: int = side) -> tuple[float, float]:
            return x + (0.5 + side * (u - 0.5)) * s, y + v * s

        d.line(_bezier(at(0.38, 0.34), at(0.04, 0.42), at(0.12, 0.08)), fill=fg, width=width, joint="curve")
        d.polygon([at(0.33, 0.38), at(0.12, 0.44), at(0.33, 0.5)], fill=fg)
    head = _pts(x, y, s, 0.3, 0.28, 0.7, 0.28, 0.68, 0.6, 0.62, 0.88, 0.38, 0.88, 0.32, 0.6)
    d.polygon(head, fill=fg)
    d.ellipse(_rect(x, y, s, 0.37, 0.66, 0.63, 0.86), fill=bg)
    for nx in (0.44, 0.56):
        d.ellipse(_rect(x, y, s, nx - 0.03, 0.73, nx + 0.03, 0.79), fill=fg)
    for ex in (0.41, 0.59):
        d.ellipse(_rect(x, y, s, ex - 0.04, 0.42, ex + 0.04, 0.5), fill=bg)


def _glyph_urn(d: ImageDraw.ImageDraw, x: float, y: float, s: float, fg: RGB, bg: RGB) -> None:
    width = round(0.07 * s)
    d.arc(_rect(x, y, s, 0.18, 0.2, 0.44, 0.46), 90, 270, fill=fg, width=width)
    d.arc(_rect(x, y, s, 0.56, 0.2, 0.82, 0.46), 270, 90, fill=fg, width=width)
    d.ellipse(_rect(x, y, s, 0.22, 0.3, 0.78, 0.82), fill=fg)
    d.rectangle(_rect(x, y, s, 0.4, 0.16, 0.6, 0.38), fill=fg)
    d.rounded_rectangle(_rect(x, y, s, 0.32, 0.09, 0.68, 0.18), radius=0.03 * s, fill=fg)
    d.polygon(_pts(x, y, s, 0.4, 0.78, 0.6, 0.78, 0.67, 0.94, 0.33, 0.94), fill=fg)
    d.rectangle(_rect(x, y, s, 0.23, 0.53, 0.77, 0.58), fill=bg)


DYNASTY_GLYPHS = {"bow": _glyph_bow, "lion": _glyph_lion, "bull": _glyph_bull, "urn": _glyph_urn}


def _token_outline(dynasty: str, x: float, y: float, s: float) -> list[tuple[float, float]] | None:
    """Each dynasty's token has its own silhouette; None means a circle."""
    if dynasty == "lion":  # heraldic shield
        left, right, top = x + 0.1 * s, x + 0.9 * s, y + 0.06 * s
        side = [(left, top), (right, top), (right, y + 0.5 * s)]
        curve_r = _bezier((right, y + 0.5 * s), (right, y + 0.82 * s), (x + 0.5 * s, y + 0.97 * s))
        curve_l = _bezier((x + 0.5 * s, y + 0.97 * s), (left, y + 0.82 * s), (left, y + 0.5 * s))
        return side + curve_r[1:] + curve_l[1:]
    if dynasty == "bull":  # hexagon
        return [
            (
                x + 0.5 * s + 0.5 * s * math.cos(math.radians(30 + 60 * i)),
                y + 0.5 * s + 0.5 * s * math.sin(math.radians(30 + 60 * i)),
            )
            for i in range(6)
        ]
    if dynasty == "urn":  # octagon-cut square
        c = 0.27
        return _pts(
            x, y, s, c, 0.02, 1 - c, 0.02, 0.98, c, 0.98, 1 - c, 1 - c, 0.98, c, 0.98, 0.02, 1 - c, 0.02, c
        )
    return None


def _draw_shape(d: ImageDraw.ImageDraw, dynasty: str, x: float, y: float, s: float, fill: RGB) -> None:
    outline = _token_outline(dynasty, x, y, s)
    if outline is None:
        d.ellipse([x, y, x + s, y + s], fill=fill)
    else:
        d.polygon(outline, fill=fill)


# --- sprites (cached, anti-aliased) ---------------------------------------------------------------


@lru_cache(maxsize=64)
def tile_sprite(color: str, size: int, white_edge: bool = False) -> Image.Image:
    base = TILE_RGB[color]

    def paint(d: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u
        radius = 0.14 * s
        if white_edge:
            d.rounded_rectangle([0, 0, s - 1, s - 1], radius=radius, fill=Palette.WHITE)
            inner = 0.08 * s
        else:
            inner = 0
        d.rounded_rectangle(
            [inner, inner, s - 1 - inner, s - 1 - inner], radius=radius, fill=mix(base, (0, 0, 0), 0.35)
        )
        edge = inner + max(u, 0.035 * s)
        d.rounded_rectangle([edge, edge, s - 1 - edge, s - 1 - edge], radius=radius * 0.8, fill=base)
        glyph = 0.7 * (s - 2 * inner)
        TILE_GLYPHS[color](d, (s - glyph) / 2, (s - glyph) / 2, glyph, Palette.WHITE, base)

    return antialiased(size, size, paint)


@lru_cache(maxsize=64)
def leader_sprite(dynasty: str, color: str, size: int) -> Image.Image:
    ring = TILE_RGB[color]

    def paint(d: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u
        _draw_shape(d, dynasty, 0, 0, s, Palette.INK)
        edge = 0.045 * s
        _draw_shape(d, dynasty, edge, edge, s - 2 * edge, ring)
        band = 0.15 * s
        _draw_shape(d, dynasty, band, band, s - 2 * band, Palette.IVORY)
        glyph = 0.5 * s
        DYNASTY_GLYPHS[dynasty](
            d, (s - glyph) / 2, (s - glyph) / 2 + 0.02 * s, glyph, Palette.INK, Palette.IVORY
        )

    return antialiased(size, size, paint)


@lru_cache(maxsize=32)
def dynasty_sprite(dynasty: str, size: int) -> Image.Image:
    """The dynasty's token without a leader colour: how a player is shown in the panel."""

    def paint(d: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u
        _draw_shape(d, dynasty, 0, 0, s, Palette.INK)
        edge = 0.07 * s
        _draw_shape(d, dynasty, edge, edge, s - 2 * edge, Palette.IVORY)
        glyph = 0.62 * s
        DYNASTY_GLYPHS[dynasty](
            d, (s - glyph) / 2, (s - glyph) / 2 + 0.02 * s, glyph, Palette.INK, Palette.IVORY
        )

    return antialiased(size, size, paint)


@lru_cache(maxsize=128)
def number_badge(number: int, size: int, fill: RGB = Palette.INK) -> Image.Image:
    """A white-ringed disc with a bold number filling most of it (read at half size on a phone)."""
    text = str(number)

    def paint(d: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u
        d.ellipse([0, 0, s - 1, s - 1], fill=Palette.WHITE)
        edge = 0.1 * s
        d.ellipse([edge, edge, s - 1 - edge, s - 1 - edge], fill=fill)
        face, fitted = fit_text(text, 0.7 * s, round(0.78 * s), min_size=6, bold=True)
        d.text((s / 2, s / 2), fitted, font=face, fill=Palette.WHITE, anchor="mm")

    return antialiased(size, size, paint)


@lru_cache(maxsize=8)
def catastrophe_sprite(size: int) -> Image.Image:
    def paint(d: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u
        d.rounded_rectangle([0, 0, s - 1, s - 1], radius=0.14 * s, fill=mix(CATASTROPHE, (0, 0, 0), 0.4))
        e = 0.035 * s
        d.rounded_rectangle([e, e, s - 1 - e, s - 1 - e], radius=0.12 * s, fill=CATASTROPHE)
        rubble = mix(CATASTROPHE, (0, 0, 0), 0.25)
        for cx, cy, r in (
            (0.2, 0.5, 0.08),
            (0.5, 0.2, 0.07),
            (0.8, 0.52, 0.09),
            (0.5, 0.82, 0.08),
            (0.26, 0.82, 0.05),
        ):
            d.polygon(_ellipse_poly(cx * s, cy * s, r * s, r * 0.75 * s, 20, steps=6), fill=rubble)
        for width, colour in ((0.2, Palette.IVORY), (0.12, Palette.INK)):
            d.line([(0.2 * s, 0.2 * s), (0.8 * s, 0.8 * s)], fill=colour, width=round(width * s))
            d.line([(0.8 * s, 0.2 * s), (0.2 * s, 0.8 * s)], fill=colour, width=round(width * s))

    return antialiased(size, size, paint)


@lru_cache(maxsize=8)
def treasure_sprite(size: int, priority: bool = False) -> Image.Image:
    """A gem on an ivory disc; a treasure taken first wears a crown on a dark disc (no frame:
    frames are what kingdoms have on the board)."""

    def paint(d: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u
        if priority:
            d.ellipse([0, 0, s - 1, s - 1], fill=Palette.INK)
            d.ellipse([0.07 * s, 0.07 * s, 0.93 * s, 0.93 * s], fill=Palette.IVORY)
            crown = _pts(0, 0, s, 0.24, 0.42, 0.2, 0.12, 0.38, 0.26, 0.5, 0.08, 0.62, 0.26, 0.8, 0.12,
                         0.76, 0.42)
            d.polygon(crown, fill=Palette.GOLD_DARK)
            d.polygon([(x * 0.8 + 0.1 * s, y * 0.8 + 0.06 * s) for x, y in crown], fill=Palette.GOLD)
            inset = 0.3
            top = 0.12
        else:
            d.ellipse([0, 0, s - 1, s - 1], fill=Palette.IVORY)
            inset = 0.1
            top = 0.0
        box = 1 - 2 * inset

        def p(a: float, b: float) -> tuple[float, float]:
            return (inset + a * box) * s, (inset + top + b * box) * s

        outline = [p(0.08, 0.36), p(0.28, 0.12), p(0.72, 0.12), p(0.92, 0.36), p(0.5, 0.92)]
        d.polygon(outline, fill=Palette.GOLD_DARK)
        inner = [p(0.16, 0.37), p(0.32, 0.19), p(0.68, 0.19), p(0.84, 0.37), p(0.5, 0.82)]
        d.polygon(inner, fill=Palette.GOLD)
        d.polygon([p(0.32, 0.19), p(0.5, 0.37), p(0.16, 0.37)], fill=(255, 226, 120))
        d.line([p(0.16, 0.37), p(0.84, 0.37)], fill=Palette.GOLD_DARK, width=round(0.04 * s))
        d.line([p(0.5, 0.37), p(0.5, 0.82)], fill=Palette.GOLD_DARK, width=round(0.03 * s))

    return antialiased(size, size, paint)


@lru_cache(maxsize=32)
def monument_sprite(left: str, right: str, size: int) -> Image.Image:
    """A stepped pyramid split in its two colours, each half with its colour's glyph."""

    def paint(d: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u
        d.rounded_rectangle([0, 0, s - 1, s - 1], radius=0.08 * s, fill=mix(STONE, (0, 0, 0), 0.45))
        e = 0.025 * s
        d.rounded_rectangle([e, e, s - 1 - e, s - 1 - e], radius=0.07 * s, fill=STONE)
        steps, bottom, top = 4, 0.9, 0.22
        height = (bottom - top) / steps
        for i in range(steps):
            half = (0.43 - i * 0.085) * s
            y1, y0 = (bottom - i * height) * s, (bottom - (i + 1) * height) * s
            d.rectangle([s / 2 - half, y0, s / 2, y1], fill=TILE_RGB[left])
            d.rectangle([s / 2, y0, s / 2 + half, y1], fill=TILE_RGB[right])
            d.line(
                [(s / 2 - half, y0), (s / 2 + half, y0)],
                fill=mix(STONE, (0, 0, 0), 0.45),
                width=round(0.012 * s),
            )
        d.rectangle([0.44 * s, 0.1 * s, 0.56 * s, top * s], fill=Palette.INK)
        d.line([(s / 2, top * s), (s / 2, bottom * s)], fill=Palette.IVORY, width=max(1, round(0.015 * s)))
        glyph = 0.27 * s
        for colour, gx in ((left, 0.31), (right, 0.69)):
            TILE_GLYPHS[colour](d, gx * s - glyph / 2, 0.6 * s, glyph, Palette.WHITE, TILE_RGB[colour])

    return antialiased(size, size, paint)


@lru_cache(maxsize=8)
def union_sprite(size: int) -> Image.Image:
    def paint(d: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u
        d.ellipse([0, 0, s - 1, s - 1], fill=Palette.WHITE)
        d.ellipse([0.06 * s, 0.06 * s, 0.94 * s, 0.94 * s], fill=UNION)
        d.ellipse([0.13 * s, 0.13 * s, 0.87 * s, 0.87 * s], fill=Palette.IVORY)
        width = round(0.09 * s)
        d.ellipse([0.2 * s, 0.3 * s, 0.6 * s, 0.7 * s], outline=UNION, width=width)
        d.ellipse([0.4 * s, 0.3 * s, 0.8 * s, 0.7 * s], outline=UNION, width=width)
        # Re-draw a piece of the first ring over the second so the two interlock.
        d.arc([0.2 * s, 0.3 * s, 0.6 * s, 0.7 * s], -40, 10, fill=UNION, width=width)

    return antialiased(size, size, paint)


@lru_cache(maxsize=16)
def building_sprite(color: str, letter: str, size: int) -> Image.Image:
    base = TILE_RGB[color]

    def paint(d: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u

        def tower(grow: float) -> list[tuple[float, float]]:
            g = grow
            return _pts(
                0,
                0,
                s,
                0.12 - g,
                0.98 + g,
                0.12 - g,
                0.14 - g,
                0.3 + g,
                0.14 - g,
                0.3 + g,
                0.28 - g,
                0.41 - g,
                0.28 - g,
                0.41 - g,
                0.02 - g,
                0.59 + g,
                0.02 - g,
                0.59 + g,
                0.28 - g,
                0.7 - g,
                0.28 - g,
                0.7 - g,
                0.14 - g,
                0.88 + g,
                0.14 - g,
                0.88 + g,
                0.98 + g,
            )

        d.polygon(tower(0.0), fill=Palette.WHITE)
        d.polygon(
            [(x * 0.86 + 0.07 * s, y * 0.86 + 0.07 * s) for x, y in tower(0.0)],
            fill=mix(base, (0, 0, 0), 0.2),
        )
        face, fitted = fit_text(letter, 0.55 * s, round(0.55 * s), min_size=6, bold=True)
        d.text((s / 2, 0.62 * s), fitted, font=face, fill=Palette.WHITE, anchor="mm")

    return antialiased(size, size, paint)


@lru_cache(maxsize=256)
def leader_piece(dynasty: str, color: str, strength: int, size: int) -> Image.Image:
    """A leader as it stands on a square: token, colour chip (top left), strength badge (bottom right)."""
    piece = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    token = round(size * 0.78)
    chip, badge = round(size * 0.36), round(size * 0.5)
    edge = max(1, round(size / 64))
    sprite = leader_sprite(dynasty, color, token)
    piece.alpha_composite(sprite, (round(size * 0.07), round(size * 0.06)))
    piece.alpha_composite(tile_sprite(color, chip, True), (edge, edge))
    piece.alpha_composite(number_badge(strength, badge), (size - badge, size - badge))
    return piece
