"""The shared encoder and fonts of every board: palette PNGs that keep the picture, cached glyphs
that change no pixel."""

from __future__ import annotations

import io

from PIL import Image, ImageChops, ImageDraw, ImageFont, ImageStat

from render import common


def _decode(data: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def _board_like() -> Image.Image:
    """Flat cards, anti-aliased discs and text in many colours: more than 256 colours in all."""
    img = Image.new("RGB", (640, 400), common.Palette.PAPER)
    draw = ImageDraw.Draw(img)
    hues = [common.Palette.ORANGE, common.Palette.SKY_BLUE, common.Palette.BLUISH_GREEN,
            common.Palette.YELLOW, common.Palette.BLUE, common.Palette.VERMILLION,
            common.Palette.REDDISH_PURPLE, common.Palette.ALERT]
    for i, hue in enumerate(hues):
        x = 10 + i * 78
        draw.rounded_rectangle([x, 10, x + 70, 120], radius=9, fill=hue, outline=common.Palette.INK, width=2)
        disc = common.antialiased(50, 50, lambda d, u, hue=hue: d.ellipse(
            [2 * u, 2 * u, 48 * u, 48 * u], fill=hue, outline=common.Palette.WHITE, width=int(3 * u)))
        img.paste(disc, (x + 10, 140), disc)
        draw.text((x + 4, 210.5), f"Seat {i + 1}", font=common.font(15, bool(i % 2)), fill=hue)
        draw.text((x + 4, 240), "Tigris & Éufrates", font=common.font(11), fill=common.Palette.INK)
    return img


def test_a_board_gets_a_palette_that_keeps_its_picture() -> None:
    img = _board_like()
    assert img.getcolors(256) is None  # anti-aliasing made more colours than a palette holds
    data = common.encode_image(img)
    decoded = _decode(data)
    assert decoded.format == "PNG" and decoded.mode == "P"
    diff = ImageChops.difference(img, decoded.convert("RGB")).convert("L")
    histogram = diff.histogram()
    assert ImageStat.Stat(diff).mean[0] < 1.0
    assert sum(histogram[17:]) <= 0.001 * img.width * img.height  # edges keep their shading
    plain = io.BytesIO()
    img.save(plain, format="PNG", compress_level=2)
    assert len(data) < len(plain.getvalue()) / 2


def test_few_colours_are_kept_exactly() -> None:
    img = Image.new("RGB", (300, 200), common.Palette.PAPER)
    draw = ImageDraw.Draw(img)
    for i in range(40):
        draw.rectangle([i * 7, 0, i * 7 + 6, 199], fill=(i * 6, 255 - i * 6, (i * 37) % 256))
    decoded = _decode(common.encode_image(img))
    assert decoded.mode == "P"
    assert ImageChops.difference(img, decoded.convert("RGB")).getbbox() is None


def test_truecolour_on_request_and_other_modes_as_they_are() -> None:
    img = _board_like()
    assert _decode(common.encode_image(img, colours=None)).mode == "RGB"
    grey = Image.new("L", (50, 50), 90)
    assert _decode(common.encode_image(grey)).mode == "L"
    rgba = Image.new("RGBA", (50, 50), (10, 20, 30, 255))
    decoded = _decode(common.encode_image(rgba))
    assert decoded.convert("RGB").getpixel((5, 5)) == (10, 20, 30)


def test_the_encoding_is_deterministic() -> None:
    img = _board_like()
    assert common.encode_image(img) == common.encode_image(img.copy())


def test_remembered_glyphs_draw_exactly_what_freetype_draws() -> None:
    """The fonts cache rasterised text: the same calls must give the same pixels, twice over."""
    cached = common.font(17, True)
    assert isinstance(cached, ImageFont.FreeTypeFont)
    plain = ImageFont.truetype(cached.path, 17)
    texts = [("Seat 3 — Babylonians", (10.5, 12.25), None), ("12", (200.0, 40.5), "mm"),
             ("Ω ñ ↻", (300.75, 60.0), "lm"), ("Seat 3 — Babylonians", (10.0, 80.5), None)]

    def draw(face: ImageFont.FreeTypeFont) -> bytes:
        img = Image.new("RGB", (400, 120), (250, 240, 230))
        d = ImageDraw.Draw(img)
        for text, xy, anchor in texts:
            d.text(xy, text, font=face, fill=(30, 20, 10), anchor=anchor)
        return img.tobytes()

    expected = draw(plain)
    assert draw(cached) == expected
    assert draw(cached) == expected  # now from the cache
    assert cached.getlength("Seat 3 — Babylonians") == plain.getlength("Seat 3 — Babylonians")
    mask = cached.getmask("12")  # a caller of getmask may alter its mask: not the cached one
    assert mask is not cached.getmask("12")
