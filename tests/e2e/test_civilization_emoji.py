"""Each nation's emoji in text (the board's fields, DMs) matches its colour on the map, and the
nations whose map colours are alike (Assyria's light pink and Babylon's dark plum, Thrace's and
Asia's greens, Crete's and Gaul's blues) are told apart by their emoji too."""

from __future__ import annotations

from coloraide import Color

from present.civilization import NATION_EMOJI
from render.civilization import NATION_COLOUR

# How Discord draws each emoji (Twemoji 15.0): the mean colour of its drawn pixels, the SVG
# rendered 72 px wide on white and the white left out. Measured once; an emoji not here cannot be
# judged, so a new one is measured and added.
TWEMOJI_COLOUR: dict[str, tuple[int, int, int]] = {
    "🟥": (221, 46, 68),
    "🟧": (244, 144, 12),
    "🟨": (253, 203, 88),
    "🟩": (120, 177, 89),
    "🟦": (85, 172, 238),
    "🟪": (170, 142, 214),
    "🟫": (193, 105, 79),
    "⬜": (230, 231, 232),
    "🟢": (120, 177, 89),
    "🟣": (170, 142, 214),
    "🔵": (88, 173, 238),
    "🍋": (229, 199, 82),
    "🌲": (89, 130, 54),
    "🌸": (243, 166, 172),
    "🌌": (93, 69, 136),
    "🏺": (134, 87, 72),
    "🫐": (87, 104, 157),
}


def _colour(rgb: tuple[int, int, int]) -> Color:
    return Color("srgb", [c / 255 for c in rgb])


def test_every_nations_emoji_is_nearest_its_own_map_colour() -> None:
    assert set(NATION_EMOJI) == set(NATION_COLOUR)
    assert len(set(NATION_EMOJI.values())) == len(NATION_EMOJI), "two nations share an emoji"
    for nation, emoji in NATION_EMOJI.items():
        assert emoji in TWEMOJI_COLOUR, f"measure {emoji} ({nation}) and add it to TWEMOJI_COLOUR"
        drawn = _colour(TWEMOJI_COLOUR[emoji])
        distance = {n: drawn.delta_e(_colour(rgb), method="2000") for n, rgb in NATION_COLOUR.items()}
        nearest = min(distance, key=lambda n: distance[n])
        assert nearest == nation, (nation, emoji, nearest, round(distance[nation]), round(distance[nearest]))
        assert distance[nation] < 20, (nation, emoji, round(distance[nation]))


def test_alike_nations_get_emoji_of_different_colours() -> None:
    """The old emoji drew Assyria and Babylon both purple (🟪, 🟣), and Thrace and Asia, Crete and
    Gaul in one Twemoji colour each, told apart only by shape."""
    for a, b in (("assyria", "babylon"), ("thrace", "asia"), ("crete", "gaul")):
        one, other = (_colour(TWEMOJI_COLOUR[NATION_EMOJI[n]]) for n in (a, b))
        assert one.delta_e(other, method="2000") >= 15, (a, b)
