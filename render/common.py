"""Drawing helpers shared by every game's renderer: fonts, palette, text fitting, sprites, encoding.

Renderers are pure functions from a view dict to image bytes. Everything here is deterministic
(same input, same pixels, same bytes) so a board image can be compared and cached.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any, cast

from PIL import Image, ImageDraw, ImageFont

log = logging.getLogger("agora.render")

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]
Font = ImageFont.FreeTypeFont | ImageFont.ImageFont

# Discord refuses nothing this small, and a board this size uploads fast on mobile data.
DEFAULT_LIMIT_BYTES = 1_500_000


class Palette:
    """Colours every game can share. Okabe–Ito (2008) hues are told apart by colour-blind readers."""

    ORANGE: RGB = (230, 159, 0)
    SKY_BLUE: RGB = (86, 180, 233)
    BLUISH_GREEN: RGB = (0, 158, 115)
    YELLOW: RGB = (240, 228, 66)
    BLUE: RGB = (0, 114, 178)
    VERMILLION: RGB = (213, 94, 0)
    REDDISH_PURPLE: RGB = (204, 121, 167)
    BLACK: RGB = (0, 0, 0)

    INK: RGB = (38, 32, 26)
    MUTED_INK: RGB = (110, 98, 84)
    PAPER: RGB = (248, 243, 231)
    PAPER_DARK: RGB = (233, 224, 203)
    IVORY: RGB = (252, 249, 240)
    WHITE: RGB = (255, 255, 255)
    GOLD: RGB = (240, 190, 40)
    GOLD_DARK: RGB = (150, 105, 10)
    ALERT: RGB = (200, 20, 90)


def mix(a: RGB, b: RGB, amount: float) -> RGB:
    """`a` moved `amount` (0..1) of the way towards `b`."""
    return (
        round(a[0] + (b[0] - a[0]) * amount),
        round(a[1] + (b[1] - a[1]) * amount),
        round(a[2] + (b[2] - a[2]) * amount),
    )


# ---------------------------------------------------------------------------------------------
# Fonts and text

# The fonts ship with the code (render/fonts/, with their licence): the container, the console and
# every machine draw the same pixels, whatever fonts the system has.
FONTS_DIR = Path(__file__).resolve().parent / "fonts"
_FONT_FILES = {
    False: (str(FONTS_DIR / "DejaVuSans.ttf"),),
    True: (str(FONTS_DIR / "DejaVuSans-Bold.ttf"),),
}
# The condensed faces fit names into crowded maps; should one be missing, the normal face stands in.
_CONDENSED_FILES = {
    False: (str(FONTS_DIR / "DejaVuSansCondensed.ttf"),),
    True: (str(FONTS_DIR / "DejaVuSansCondensed-Bold.ttf"),),
}
# (size, bold) of every font that could not be loaded and fell back to Pillow's own, which lacks
# most symbols the boards draw: a test asserts it stays empty, and the log says so once.
FONT_FALLBACKS: list[tuple[int, bool]] = []


class _RememberingFont(ImageFont.FreeTypeFont):
    """A FreeType font that remembers the text masks it rasterised and the lengths it measured.

    Boards draw the same labels, numbers and names on every render, and FreeType rasterising
    them was a third of the drawing time. Same arguments, same mask: no pixel changes. The masks
    are shared, so only `ImageDraw.text` gets them (it only reads them); colour glyphs (RGBA,
    which ImageDraw alters) and OpenType feature lists are never cached.
    """

    def getlength(self, text: str | bytes, mode: str = "", direction: str | None = None,
                  features: list[str] | None = None, language: str | None = None) -> float:
        if features is not None:
            return super().getlength(text, mode, direction, features, language)
        return _length(self, text, mode, direction, language)

    def getmask2(self, text: str | bytes, mode: str = "", direction: str | None = None,
                 features: list[str] | None = None, language: str | None = None,
                 stroke_width: float = 0, anchor: str | None = None, ink: int = 0,
                 start: tuple[float, float] | None = None, *args: Any, **kwargs: Any,
                 ) -> tuple[Any, tuple[int, int]]:
        if features is not None or mode == "RGBA" or args or set(kwargs) - {"stroke_filled"}:
            return super().getmask2(text, mode, direction, features, language, stroke_width, anchor, ink,
                                    start, *args, **kwargs)
        return _mask(self, text, mode, direction, language, stroke_width, anchor, ink,
                     None if start is None else (start[0], start[1]), bool(kwargs.get("stroke_filled")))

    def getmask(self, text: str | bytes, mode: str = "", *args: Any, **kwargs: Any) -> Any:
        # Callers of getmask may alter the mask: give them a fresh one.
        return ImageFont.FreeTypeFont.getmask2(self, text, mode, *args, **kwargs)[0]


@lru_cache(maxsize=4096)
def _length(face: _RememberingFont, text: str | bytes, mode: str, direction: str | None,
            language: str | None) -> float:
    return ImageFont.FreeTypeFont.getlength(face, text, mode, direction, None, language)


@lru_cache(maxsize=2048)  # label masks are a few KiB: a few MiB at most
def _mask(face: _RememberingFont, text: str | bytes, mode: str, direction: str | None, language: str | None,
          stroke_width: float, anchor: str | None, ink: int, start: tuple[float, float] | None,
          stroke_filled: bool) -> tuple[Any, tuple[int, int]]:
    return ImageFont.FreeTypeFont.getmask2(face, text, mode, direction, None, language, stroke_width, anchor,
                                           ink, start, stroke_filled=stroke_filled)


@lru_cache(maxsize=128)
def font(size: int, bold: bool = False, condensed: bool = False) -> Font:
    """DejaVu Sans, or DejaVu Sans Condensed (render/fonts/). Should its file be missing (a broken
    install), Pillow's own scalable font rather than no board at all, recorded in `FONT_FALLBACKS`
    and logged."""
    for name in (*_CONDENSED_FILES[bold], *_FONT_FILES[bold]) if condensed else _FONT_FILES[bold]:
        try:
            found = ImageFont.truetype(name, size)
        except OSError:
            continue
        return _RememberingFont(found.path, size, layout_engine=found.layout_engine)
    if not FONT_FALLBACKS:
        log.error("font %s missing: boards are drawn with Pillow's default font, without their symbols",
                  _FONT_FILES[bold][0])
    FONT_FALLBACKS.append((size, bold))
    return ImageFont.load_default(size=size)


def text_width(text: str, face: Font) -> float:
    return face.getlength(text)


def ellipsize(text: str, face: Font, max_width: float) -> str:
    """`text` cut with '…' so it fits `max_width` (the whole text when it already fits)."""
    if text_width(text, face) <= max_width:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits together with the ellipsis
        middle = (low + high + 1) // 2
        if text_width(text[:middle].rstrip() + "…", face) <= max_width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…"


def fit_text(
    text: str, max_width: float, size: int, *, min_size: int = 10, bold: bool = False
) -> tuple[Font, str]:
    """The largest font from `size` down to `min_size` in which `text` fits; below that, ellipsized."""
    for current in range(size, min_size - 1, -1):
        face = font(current, bold)
        if text_width(text, face) <= max_width:
            return face, text
    face = font(min_size, bold)
    return face, ellipsize(text, face, max_width)


def wrap_text(text: str, face: Font, max_width: float) -> list[str]:
    """Greedy word wrap; a single word longer than the line is ellipsized."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if text_width(candidate, face) <= max_width:
            current = candidate
            continue
        if current:
            lines.append(current)
        current = ellipsize(word, face, max_width)
    if current:
        lines.append(current)
    return lines


# ---------------------------------------------------------------------------------------------
# Anti-aliased sprites

Painter = Callable[[ImageDraw.ImageDraw, float], None]


def antialiased(width: int, height: int, paint: Painter, *, factor: int = 4) -> Image.Image:
    """An RGBA sprite drawn `factor` times larger and scaled down, so polygons get smooth edges.

    `paint(draw, unit)` draws on the big canvas; `unit` is the number of big pixels per final pixel.
    Callers cache sprites (functools.lru_cache), so the cost is paid once per process.
    """
    big = Image.new("RGBA", (width * factor, height * factor), (0, 0, 0, 0))
    paint(ImageDraw.Draw(big), float(factor))
    return big.resize((width, height), Image.Resampling.LANCZOS)


# ---------------------------------------------------------------------------------------------
# Encoding

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def image_format(data: bytes) -> str:
    """'png' or 'jpeg', from the bytes' signature (to name the uploaded file)."""
    return "png" if data.startswith(PNG_SIGNATURE) else "jpeg"


def _png(img: Image.Image, compress_level: int) -> bytes:
    buffer = io.BytesIO()
    img.save(buffer, format="PNG", compress_level=compress_level)
    return buffer.getvalue()


def _jpeg(img: Image.Image, quality: int) -> bytes:
    buffer = io.BytesIO()
    img.convert("RGB").save(buffer, format="JPEG", quality=quality, optimize=True)
    return buffer.getvalue()


PALETTE_COLOURS = 256


def choose_palette(img: Image.Image, colours: int = PALETTE_COLOURS) -> Image.Image:
    """The adaptive palette of at most `colours` colours `palette_image` maps `img` (RGB) to,
    carried by a 1×1 "P" image (what `Image.quantize(palette=...)` takes): small enough to keep
    for a whole static layer (Civilization's and Antike's boards choose theirs once).

    An image with no more colours than that gets exactly its colours as the palette. Otherwise
    the palette is chosen (fast octree) from every third pixel of every third row. Boards are
    flat colours repeated over large areas, so the sample holds every colour that matters. (A
    third rather than every other pixel: measured on every game's sample boards, the same mean
    and largest error against the drawing, 0.3-1.0 and 15-50 levels, for 25-30% less time.)
    """
    exact = img.getcolors(colours)  # None as soon as there are more
    if exact:
        flat = [channel for _, rgb in exact for channel in cast(tuple[int, ...], rgb)]  # an RGB image's
        flat += flat[:3] * (colours - len(exact))
    else:
        sample = img.resize((max(1, img.width // 3), max(1, img.height // 3)), Image.Resampling.NEAREST)
        chosen = sample.quantize(colours, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
        flat = chosen.getpalette() or []
    palette = Image.new("P", (1, 1))
    palette.putpalette(flat)
    return palette


def palette_image(img: Image.Image, colours: int = PALETTE_COLOURS) -> Image.Image:
    """`img` (RGB) mapped to its adaptive palette (`choose_palette`), without dithering.

    Each pixel takes its nearest palette colour (Pillow looks that up per 4×4×4 cube of colours,
    so two colours closer than 4 levels in every channel may merge): anti-aliased edges and text
    stay closer to the original than with octree's own mapping, at half its cost. No dithering:
    dithered flat areas look noisy and compress worse.
    """
    return img.quantize(palette=choose_palette(img, colours), dither=Image.Dither.NONE)


def encode_image(
    img: Image.Image,
    limit_bytes: int = DEFAULT_LIMIT_BYTES,
    *,
    colours: int | None = PALETTE_COLOURS,
    compress_level: int = 2,
) -> bytes:
    """PNG bytes under `limit_bytes` when possible: a palette PNG, else JPEG, else smaller JPEGs.

    The one encoder of every game's board. By default the image gets an adaptive palette of
    256 colours (`palette_image`): a third of the truecolour PNG's size and about half its
    encoding time, with no visible change on flat-colour boards (`colours=None` keeps truecolour,
    for a future image of photos or gradients). zlib level 2 measured fastest of all levels on
    the boards (levels 4 and up take twice as long for files 5-10% smaller). The fallbacks guard
    against a renderer drawing noise-like pictures; as a last resort the image shrinks.
    """
    if img.mode not in ("RGB", "P", "L"):
        img = img.convert("RGB")
    paletted = palette_image(img, colours) if colours is not None and img.mode == "RGB" else img
    data = _png(paletted, compress_level)
    if len(data) <= limit_bytes:
        return data
    current = img
    while True:
        for quality in (90, 80, 70, 55):
            data = _jpeg(current, quality)
            if len(data) <= limit_bytes:
                return data
        if min(current.size) <= 64:
            return data
        current = current.resize(
            (max(1, current.width * 3 // 4), max(1, current.height * 3 // 4)), Image.Resampling.LANCZOS
        )
