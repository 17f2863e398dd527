"""Antike pieces as small anti-aliased sprites: nation markers, units, resources, temples, know-hows.

Every nation has a colour (Okabe–Ito), a shape and a letter, so a marker can be read without
telling colours apart. Units are pills in the nation's colour carrying its letter, a unit glyph
(shield = legion, ship = galley) and the count. Sprites are cached per process.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import RGB, Palette, antialiased, font, mix

NATION_STYLE: dict[str, tuple[RGB, str]] = {
    "greeks": (Palette.BLUE, "circle"),
    "persians": (Palette.VERMILLION, "square"),
    "arabs": (Palette.BLUISH_GREEN, "triangle"),
    "phoenicians": (Palette.REDDISH_PURPLE, "diamond"),
    "egyptians": (Palette.YELLOW, "hexagon"),
    "babylonians": ((62, 56, 52), "pentagon"),
}
# Nations not chosen yet (draft): a grey per seat, still with its own shape.
FALLBACK_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon", "pentagon")
FALLBACK_RGB: RGB = (150, 144, 136)

RESOURCE_RGB: dict[str, RGB] = {
    "marble": (246, 244, 238),
    "iron": (92, 98, 108),
    "gold": (236, 186, 36),
    "coin": (196, 150, 92),
}
OUTLINE: RGB = Palette.INK


def nation_style(nation: str | None, seat: int) -> tuple[RGB, str]:
    if nation in NATION_STYLE:
        return NATION_STYLE[nation]
    return FALLBACK_RGB, FALLBACK_SHAPES[seat % len(FALLBACK_SHAPES)]


def ink_on(colour: RGB) -> RGB:
    """White or ink, whichever reads better on `colour` (relative luminance)."""
    r, g, b = (c / 255 for c in colour)
    return Palette.INK if 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.55 else Palette.WHITE


def shape_points(shape: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """Polygon of a marker shape of radius `r` (circle: a 48-gon)."""

    def ring(n: int, start: float, radius: float) -> list[tuple[float, float]]:
        return [
            (
                cx + radius * math.cos(start + 2 * math.pi * i / n),
                cy + radius * math.sin(start + 2 * math.pi * i / n),
            )
            for i in range(n)
        ]

    if shape == "square":
        return ring(4, math.pi / 4, r * 1.2)
    if shape == "triangle":
        return [(x, y + r * 0.18) for x, y in ring(3, -math.pi / 2, r * 1.3)]
    if shape == "diamond":
        return ring(4, -math.pi / 2, r * 1.25)
    if shape == "hexagon":
        return ring(6, 0, r * 1.08)
    if shape == "pentagon":
        return [(x, y + r * 0.06) for x, y in ring(5, -math.pi / 2, r * 1.14)]
    return ring(48, 0, r)


def _letter_size(letter: str, size: float) -> int:
    return max(6, round(size * (0.46 if len(letter) <= 1 else 0.36)))


@lru_cache(maxsize=256)
def marker_sprite(shape: str, colour: RGB, letter: str, size: int, ring: RGB = Palette.WHITE) -> Image.Image:
    """A nation's city marker: its shape in its colour, a light ring, an ink edge, its letter."""

    def paint(d: ImageDraw.ImageDraw, unit: float) -> None:
        c = size * unit / 2
        r = size * unit * 0.36
        d.polygon(shape_points(shape, c, c, r + 2.6 * unit), fill=OUTLINE)
        d.polygon(shape_points(shape, c, c, r + 1.3 * unit), fill=ring)
        d.polygon(shape_points(shape, c, c, r), fill=colour)
        if letter:
            face = font(round(_letter_size(letter, size) * unit), True)
            dy = r * 0.12 if shape == "triangle" else 0
            d.text((c, c + dy), letter, font=face, fill=ink_on(colour), anchor="mm")

    return antialiased(size, size, paint)


def _shield(d: ImageDraw.ImageDraw, x: float, y: float, w: float, h: float, fill: RGB) -> None:
    """A legion: a heater shield, top-left corner (x, y)."""
    points = [(x, y), (x + w, y), (x + w, y + h * 0.5)]
    for i in range(1, 12):  # the curved point
        a = math.pi / 2 * i / 12
        points.append((x + w / 2 + (w / 2) * math.cos(a), y + h * 0.5 + h * 0.5 * math.sin(a)))
    for i in range(0, 12):
        a = math.pi / 2 + math.pi / 2 * i / 12
        points.append((x + w / 2 + (w / 2) * math.cos(a), y + h * 0.5 + h * 0.5 * math.sin(a)))
    points.append((x, y + h * 0.5))
    d.polygon(points, fill=fill)


def _ship(d: ImageDraw.ImageDraw, x: float, y: float, w: float, h: float, fill: RGB) -> None:
    """A galley: hull, mast and sail, in the box (x, y, w, h)."""
    hull_top = y + h * 0.62
    d.polygon([(x, hull_top), (x + w, hull_top), (x + w * 0.8, y + h), (x + w * 0.2, y + h)], fill=fill)
    d.rectangle([x + w * 0.47, y, x + w * 0.55, hull_top], fill=fill)
    d.polygon(
        [(x + w * 0.6, y + h * 0.05), (x + w * 0.95, y + h * 0.52), (x + w * 0.6, y + h * 0.52)], fill=fill
    )
    d.polygon(
        [(x + w * 0.42, y + h * 0.12), (x + w * 0.42, y + h * 0.52), (x + w * 0.1, y + h * 0.52)], fill=fill
    )


def unit_glyph(d: ImageDraw.ImageDraw, unit: str, x: float, y: float, w: float, h: float, fill: RGB) -> None:
    if unit == "legion":
        _shield(d, x + w * 0.1, y, w * 0.8, h, fill)
    else:
        _ship(d, x, y, w, h, fill)


def unit_token_width(letter: str, count: int, height: int) -> int:
    face = font(round(height * 0.62), True)
    return round(
        height * 0.3 + face.getlength(letter) + height * 0.95 + face.getlength(str(count)) + height * 0.35
    )


@lru_cache(maxsize=1024)
def unit_token(unit: str, colour: RGB, letter: str, count: int, height: int) -> Image.Image:
    """A pill in the nation's colour: letter, unit glyph, count (e.g. 'G ⛨ 3')."""
    width = unit_token_width(letter, count, height)

    def paint(d: ImageDraw.ImageDraw, unit_px: float) -> None:
        w, h = width * unit_px, height * unit_px
        d.rounded_rectangle([0, 0, w - 1, h - 1], radius=h * 0.3, fill=OUTLINE)
        d.rounded_rectangle(
            [1.5 * unit_px, 1.5 * unit_px, w - 1.5 * unit_px, h - 1.5 * unit_px], radius=h * 0.26, fill=colour
        )
        text = ink_on(colour)
        face = font(round(height * 0.62 * unit_px), True)
        x = height * 0.3 * unit_px
        d.text((x, h / 2), letter, font=face, fill=text, anchor="lm")
        x += face.getlength(letter) + height * 0.12 * unit_px
        unit_glyph(d, unit, x, h * 0.2, height * 0.7 * unit_px, h * 0.6, text)
        x += height * 0.8 * unit_px
        d.text((x, h / 2), str(count), font=face, fill=text, anchor="lm")

    return antialiased(width, height, paint)


@lru_cache(maxsize=64)
def unit_icon(unit: str, size: int, colour: RGB = Palette.INK) -> Image.Image:
    return antialiased(
        size,
        size,
        lambda d, u: unit_glyph(
            d, unit, size * u * 0.08, size * u * 0.1, size * u * 0.84, size * u * 0.8, colour
        ),
    )


@lru_cache(maxsize=64)
def resource_sprite(resource: str, size: int) -> Image.Image:
    """marble: a white block with veins; iron: a dark anvil; gold: a gold bar; coin: a round coin."""
    fill = RESOURCE_RGB[resource]

    def paint(d: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u
        edge = 1.4 * u
        if resource == "marble":
            d.rounded_rectangle([s * 0.12, s * 0.12, s * 0.88, s * 0.88], radius=s * 0.12, fill=OUTLINE)
            d.rounded_rectangle(
                [s * 0.12 + edge, s * 0.12 + edge, s * 0.88 - edge, s * 0.88 - edge],
                radius=s * 0.1,
                fill=fill,
            )
            vein = (150, 150, 160)
            d.line(
                [(s * 0.25, s * 0.35), (s * 0.45, s * 0.5), (s * 0.75, s * 0.42)],
                fill=vein,
                width=round(1.2 * u),
            )
            d.line([(s * 0.3, s * 0.72), (s * 0.55, s * 0.62)], fill=vein, width=round(1.2 * u))
        elif resource == "iron":
            anvil = [
                (s * 0.06, s * 0.28),
                (s * 0.94, s * 0.28),
                (s * 0.82, s * 0.46),
                (s * 0.66, s * 0.52),
                (s * 0.66, s * 0.66),
                (s * 0.82, s * 0.84),
                (s * 0.18, s * 0.84),
                (s * 0.34, s * 0.66),
                (s * 0.34, s * 0.52),
                (s * 0.2, s * 0.46),
            ]
            d.polygon(anvil, fill=OUTLINE)
            cx, cy = s / 2, s * 0.56
            d.polygon([(cx + (x - cx) * 0.84, cy + (y - cy) * 0.8) for x, y in anvil], fill=fill)
        elif resource == "gold":
            bar = [(s * 0.06, s * 0.78), (s * 0.94, s * 0.78), (s * 0.76, s * 0.26), (s * 0.24, s * 0.26)]
            d.polygon(bar, fill=mix(fill, OUTLINE, 0.55))
            inner = [(s * 0.14, s * 0.72), (s * 0.86, s * 0.72), (s * 0.71, s * 0.32), (s * 0.29, s * 0.32)]
            d.polygon(inner, fill=fill)
            d.line([(s * 0.32, s * 0.38), (s * 0.66, s * 0.38)], fill=(255, 240, 170), width=round(1.6 * u))
        else:
            d.ellipse([s * 0.1, s * 0.1, s * 0.9, s * 0.9], fill=mix(fill, OUTLINE, 0.55))
            d.ellipse([s * 0.17, s * 0.17, s * 0.83, s * 0.83], fill=fill)
            d.ellipse(
                [s * 0.28, s * 0.28, s * 0.72, s * 0.72],
                outline=mix(fill, OUTLINE, 0.35),
                width=round(1.4 * u),
            )

    return antialiased(size, size, paint)


@lru_cache(maxsize=16)
def temple_sprite(size: int) -> Image.Image:
    """A temple front: pediment, three columns, step — white on an ink edge."""

    def paint(d: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u
        e = 1.3 * u
        roof = [(s * 0.06, s * 0.36), (s * 0.5, s * 0.06), (s * 0.94, s * 0.36)]
        d.polygon(roof, fill=OUTLINE)
        d.rectangle([s * 0.08, s * 0.82, s * 0.92, s * 0.96], fill=OUTLINE)
        for x in (0.16, 0.42, 0.68):
            d.rectangle([s * x, s * 0.36, s * (x + 0.16), s * 0.84], fill=OUTLINE)
        white = Palette.WHITE
        d.polygon(
            [
                (s * 0.06 + 2.2 * e, s * 0.36 - e),
                (s * 0.5, s * 0.06 + 1.6 * e),
                (s * 0.94 - 2.2 * e, s * 0.36 - e),
            ],
            fill=white,
        )
        d.rectangle([s * 0.08 + e, s * 0.82 + e, s * 0.92 - e, s * 0.96 - e], fill=white)
        for x in (0.16, 0.42, 0.68):
            d.rectangle([s * x + e, s * 0.36 + e, s * (x + 0.16) - e, s * 0.84], fill=white)

    return antialiased(size, size, paint)


@lru_cache(maxsize=16)
def knowhow_sprite(branch: str, size: int, colour: RGB = Palette.INK) -> Image.Image:
    """Branch glyphs: wheel (legions), sail (galleys), scales (production), crown (defence)."""

    def paint(d: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u
        w = max(1, round(1.8 * u))
        if branch == "legions":
            d.ellipse([s * 0.12, s * 0.12, s * 0.88, s * 0.88], outline=colour, width=round(2.4 * u))
            for i in range(6):
                a = math.pi * i / 3
                d.line(
                    [(s / 2, s / 2), (s / 2 + s * 0.36 * math.cos(a), s / 2 + s * 0.36 * math.sin(a))],
                    fill=colour,
                    width=w,
                )
            d.ellipse([s * 0.42, s * 0.42, s * 0.58, s * 0.58], fill=colour)
        elif branch == "galleys":
            _ship(d, s * 0.08, s * 0.12, s * 0.84, s * 0.76, colour)
        elif branch == "production":
            d.line([(s / 2, s * 0.14), (s / 2, s * 0.84)], fill=colour, width=w)
            d.line([(s * 0.14, s * 0.26), (s * 0.86, s * 0.26)], fill=colour, width=w)
            d.rectangle([s * 0.3, s * 0.8, s * 0.7, s * 0.88], fill=colour)
            for x in (0.22, 0.78):
                d.line([(s * x, s * 0.26), (s * (x - 0.12), s * 0.56)], fill=colour, width=round(u))
                d.line([(s * x, s * 0.26), (s * (x + 0.12), s * 0.56)], fill=colour, width=round(u))
                d.chord([s * (x - 0.15), s * 0.44, s * (x + 0.15), s * 0.68], 0, 180, fill=colour)
        elif branch == "knowhow":  # an open scroll
            d.rounded_rectangle(
                [s * 0.18, s * 0.2, s * 0.82, s * 0.8], radius=s * 0.06, outline=colour, width=round(2 * u)
            )
            for row in (0.36, 0.5, 0.64):
                d.line([(s * 0.3, s * row), (s * 0.7, s * row)], fill=colour, width=round(1.6 * u))
            d.ellipse([s * 0.1, s * 0.12, s * 0.28, s * 0.3], fill=colour)
            d.ellipse([s * 0.72, s * 0.7, s * 0.9, s * 0.88], fill=colour)
        else:
            crown = [
                (s * 0.12, s * 0.78),
                (s * 0.12, s * 0.3),
                (s * 0.32, s * 0.52),
                (s * 0.5, s * 0.2),
                (s * 0.68, s * 0.52),
                (s * 0.88, s * 0.3),
                (s * 0.88, s * 0.78),
            ]
            d.polygon(crown, fill=colour)

    return antialiased(size, size, paint)


@lru_cache(maxsize=16)
def swords_sprite(size: int, colour: RGB = Palette.INK) -> Image.Image:
    """Crossed swords: the Maneuver spaces."""

    def paint(d: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u
        blade, guard = max(1, round(2.6 * u)), max(1, round(2.2 * u))
        for flip in (False, True):

            def p(x: float, y: float, flip: bool = flip) -> tuple[float, float]:
                return (s - x * s, y * s) if flip else (x * s, y * s)

            d.line([p(0.16, 0.14), p(0.8, 0.78)], fill=colour, width=blade)
            d.polygon([p(0.1, 0.08), p(0.22, 0.12), p(0.14, 0.2)], fill=colour)
            d.line([p(0.62, 0.8), p(0.82, 0.6)], fill=colour, width=guard)
            d.line([p(0.8, 0.78), p(0.92, 0.9)], fill=colour, width=round(3.6 * u))

    return antialiased(size, size, paint)


@lru_cache(maxsize=16)
def arming_sprite(size: int, colour: RGB = Palette.INK) -> Image.Image:
    """A legion shield and a ship side by side: the Arming space (new units)."""

    def paint(d: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u
        _shield(d, s * 0.04, s * 0.18, s * 0.4, s * 0.6, colour)
        _ship(d, s * 0.5, s * 0.2, s * 0.48, s * 0.56, colour)
        d.rectangle([s * 0.36, s * 0.84, s * 0.64, s * 0.9], fill=colour)
        d.rectangle([s * 0.47, s * 0.73, s * 0.53, s * 1.0], fill=colour)

    return antialiased(size, size, paint)
