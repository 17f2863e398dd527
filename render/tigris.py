"""Tigris & Euphrates board image, drawn only from the public view dict (`engine.tigris.view_schema`).

Layout (fixed width, so the picture does not jump between moves in a channel):

    +--------------------------------------+------------------------+
    | frame A..P / 1..11, 16x11 squares:   | status: turn, bag,     |
    |   terrain, kingdoms (outline+tint),  |   treasures, monuments |
    |   tiles, leaders, monuments,         | conflict (when any)    |
    |   catastrophes, treasures, markers   | one card per player    |
    +--------------------------------------+ recent moves (what     |
    | key (legend)                         |   room is left)        |
    +--------------------------------------+------------------------+

Nothing depends on colour alone: every tile colour has a glyph (temple, wheat, scale, house),
every dynasty a token shape and a glyph (bow, lion, bull, urn), and leaders carry a chip with
their colour's glyph. The palette is Okabe–Ito. Sprites are drawn 4x larger and scaled down
(anti-aliased), cached per process; the terrain, frame and key are cached per board and language.

The side panel is computed first as plain data by `build_panel` (pure, tested), then drawn.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from engine.tigris.view_schema import ConflictSide, PlayerPublic, PublicView
from i18n import Msg, has, t
from render.common import RGB, Palette, ellipsize, encode_image, font, mix, text_width
from render.tigris_sprites import (
    TILE_RGB,
    UNION,
    building_sprite,
    catastrophe_sprite,
    dynasty_sprite,
    leader_piece,
    leader_sprite,
    monument_sprite,
    tile_sprite,
    treasure_sprite,
    union_sprite,
)

COLUMNS, ROWS = 16, 11
COLORS = ("red", "blue", "green", "black")

# --- geometry (pixels) --------------------------------------------------------------------------
CELL = 64
FRAME = 38
TILE_INSET = 5
BOARD_X = BOARD_Y = FRAME
BOARD_W, BOARD_H = COLUMNS * CELL, ROWS * CELL
LEFT_W = BOARD_W + 2 * FRAME
LEGEND_Y = BOARD_H + 2 * FRAME
LEGEND_H = 92
PANEL_X = LEFT_W
PANEL_W = 500
WIDTH = LEFT_W + PANEL_W
MIN_HEIGHT = LEGEND_Y + LEGEND_H + 10
PAD = 14
STATS_TAB = 232

# --- colours ------------------------------------------------------------------------------------
BACKGROUND: RGB = (44, 34, 26)
FRAME_LABEL: RGB = (240, 226, 190)
LAND: RGB = (234, 222, 190)
LAND_LINE: RGB = (203, 187, 150)
RIVER: RGB = (168, 212, 238)
RIVER_WAVE: RGB = (238, 248, 255)
CARD: RGB = Palette.PAPER
CARD_ACTIVE: RGB = (255, 238, 200)
CARD_ALERT: RGB = (253, 228, 236)
# Kingdom outlines: hues no tile uses, each drawn over a dark ink line so it shows on any ground.
KINGDOM_RGB: tuple[RGB, ...] = (
    Palette.ORANGE,
    (175, 110, 235),
    Palette.YELLOW,
    (255, 255, 255),
    (60, 200, 230),
    (250, 120, 180),
)
TONES: dict[str, RGB] = {
    "ink": Palette.INK,
    "muted": Palette.MUTED_INK,
    "alert": Palette.ALERT,
}


# --- squares --------------------------------------------------------------------------------------


def parse_square(square: str) -> tuple[int, int]:
    """'F3' -> (5, 2): 0-based column and row."""
    text = square.strip().upper()
    if len(text) < 2 or not ("A" <= text[0] <= "P") or not text[1:].isdigit():
        raise ValueError(f"not a board square: {square!r}")
    x, y = ord(text[0]) - ord("A"), int(text[1:]) - 1
    if not 0 <= y < ROWS:
        raise ValueError(f"not a board square: {square!r}")
    return x, y


def square_box(x: int, y: int) -> tuple[int, int, int, int]:
    left, top = BOARD_X + x * CELL, BOARD_Y + y * CELL
    return left, top, left + CELL, top + CELL


Point = tuple[int, int]
Edge = tuple[Point, Point]


def outline_edges(squares: Iterable[tuple[int, int]]) -> set[Edge]:
    """The unit edges on the border of a set of squares, in grid-corner coordinates.

    Square (x, y) has corners (x, y)..(x+1, y+1). An edge is kept when exactly one of the two
    squares it separates is in the set; each edge is (start, end) with start < end.
    """
    cells = set(squares)
    edges: set[Edge] = set()
    for x, y in cells:
        if (x, y - 1) not in cells:
            edges.add(((x, y), (x + 1, y)))
        if (x, y + 1) not in cells:
            edges.add(((x, y + 1), (x + 1, y + 1)))
        if (x - 1, y) not in cells:
            edges.add(((x, y), (x, y + 1)))
        if (x + 1, y) not in cells:
            edges.add(((x + 1, y), (x + 1, y + 1)))
    return edges


def _paste(img: Image.Image, sprite: Image.Image, x: float, y: float) -> None:
    img.paste(sprite, (round(x), round(y)), sprite)


# --- the static layer: frame, terrain, key ---------------------------------------------------------


def _draw_river_cell(d: ImageDraw.ImageDraw, left: float, top: float, size: float, unit: float) -> None:
    d.rectangle([left, top, left + size, top + size], fill=RIVER)
    for row in (0.32, 0.68):
        wave = [
            (
                left + size * (0.12 + 0.76 * i / 16),
                top + size * row + math.sin(i / 16 * 2 * math.pi) * 0.06 * size,
            )
            for i in range(17)
        ]
        d.line(wave, fill=RIVER_WAVE, width=max(1, round(2.2 * unit)), joint="curve")


@lru_cache(maxsize=8)
def static_layer(terrain: tuple[str, ...], lang: str, buildings_variant: bool) -> Image.Image:
    """Frame, coordinates, terrain and key: everything that never changes within one game."""
    factor = 2  # drawn twice as large and scaled down, for smooth waves and letters
    board = Image.new("RGB", (LEFT_W * factor, (BOARD_H + 2 * FRAME) * factor), BACKGROUND)
    d = ImageDraw.Draw(board)

    def scaled(*values: float) -> list[float]:
        return [v * factor for v in values]

    for y in range(ROWS):
        row = terrain[y] if y < len(terrain) else ""
        for x in range(COLUMNS):
            left, top, right, bottom = scaled(*square_box(x, y))
            if x < len(row) and row[x] == "~":
                _draw_river_cell(d, left, top, CELL * factor, factor)
            else:
                d.rectangle([left, top, right, bottom], fill=LAND)
    for i in range(COLUMNS + 1):
        d.line(
            [
                tuple(scaled(BOARD_X + i * CELL, BOARD_Y)),
                tuple(scaled(BOARD_X + i * CELL, BOARD_Y + BOARD_H)),
            ],
            fill=LAND_LINE,
            width=factor,
        )
    for j in range(ROWS + 1):
        d.line(
            [
                tuple(scaled(BOARD_X, BOARD_Y + j * CELL)),
                tuple(scaled(BOARD_X + BOARD_W, BOARD_Y + j * CELL)),
            ],
            fill=LAND_LINE,
            width=factor,
        )
    d.rectangle(
        scaled(BOARD_X - 3, BOARD_Y - 3, BOARD_X + BOARD_W + 3, BOARD_Y + BOARD_H + 3),
        outline=(150, 120, 80),
        width=2 * factor,
    )
    label = font(21 * factor, bold=True)
    for x in range(COLUMNS):
        cx = BOARD_X + x * CELL + CELL / 2
        for cy in (FRAME / 2 - 2, BOARD_Y + BOARD_H + FRAME / 2 + 2):
            d.text(tuple(scaled(cx, cy)), chr(ord("A") + x), font=label, fill=FRAME_LABEL, anchor="mm")
    for y in range(ROWS):
        cy = BOARD_Y + y * CELL + CELL / 2
        for cx in (FRAME / 2 - 1, BOARD_X + BOARD_W + FRAME / 2 + 1):
            d.text(tuple(scaled(cx, cy)), str(y + 1), font=label, fill=FRAME_LABEL, anchor="mm")
    board = board.resize((LEFT_W, BOARD_H + 2 * FRAME), Image.Resampling.LANCZOS)

    rows = _legend_rows(lang, buildings_variant)
    legend_h = len(rows) * LEGEND_ROW + 12
    img = Image.new("RGB", (WIDTH, max(MIN_HEIGHT, LEGEND_Y + legend_h + 2)), BACKGROUND)
    img.paste(board, (0, 0))
    _draw_legend(img, rows, legend_h)
    return img


LEGEND_ROW = 40
LEGEND_ICON = 30
LEGEND_FONT = 16
LegendItem = tuple[Image.Image, str]


def _legend_rows(lang: str, buildings_variant: bool) -> list[list[LegendItem]]:
    """The key's entries, wrapped into rows that fit under the board."""
    icon = LEGEND_ICON
    items: list[LegendItem] = [(tile_sprite(c, icon), t(f"render.tigris.tile.{c}", lang)) for c in COLORS]
    items += [
        (leader_piece("bow", "black", 2, icon + 6), t("render.tigris.legend.leader", lang)),
        (kingdom_sample_sprite(icon), t("render.tigris.legend.kingdom", lang)),
        (catastrophe_sprite(icon), t("render.tigris.legend.catastrophe", lang)),
        (treasure_sprite(icon), t("render.tigris.legend.treasure", lang)),
        (treasure_sprite(icon, True), t("render.tigris.legend.priority_treasure", lang)),
        (monument_sprite("red", "black", icon), t("render.tigris.legend.monument", lang)),
        (union_sprite(icon), t("render.tigris.legend.union", lang)),
    ]
    if buildings_variant:
        items += [
            (
                building_sprite(c, t(f"render.tigris.building_letter.{c}", lang), icon),
                t(f"render.tigris.building.{c}", lang),
            )
            for c in ("black", "red", "blue", "green")
        ]
    face = font(LEGEND_FONT)
    rows: list[list[LegendItem]] = [[]]
    used, room = 0.0, BOARD_W - 20
    for index, (sprite, text) in enumerate(items):
        width = sprite.width + 7 + text_width(text, face) + 22
        group_start = index == len(items) - 4 and buildings_variant  # the four buildings share a row
        if rows[-1] and (used + width - 22 > room or group_start):
            rows.append([])
            used = 0.0
        rows[-1].append((sprite, text))
        used += width
    return rows


def _draw_legend(img: Image.Image, rows: list[list[LegendItem]], height: int) -> None:
    d = ImageDraw.Draw(img)
    left, top, right = BOARD_X - 3, LEGEND_Y - 8, BOARD_X + BOARD_W + 3
    d.rounded_rectangle([left, top, right, top + height], radius=10, fill=CARD)
    face = font(LEGEND_FONT)
    for index, row in enumerate(rows):
        cy = top + 6 + index * LEGEND_ROW + LEGEND_ROW / 2
        x = left + 14
        for sprite, text in row:
            _paste(img, sprite, x, cy - sprite.height / 2)
            x += sprite.width + 7
            d.text((x, cy), text, font=face, fill=Palette.INK, anchor="lm")
            x += text_width(text, face) + 22


@lru_cache(maxsize=4)
def kingdom_sample_sprite(size: int) -> Image.Image:
    """A square outlined the way kingdoms are outlined on the board, for the key."""
    sprite = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(sprite)
    d.rectangle([0, 0, size - 1, size - 1], fill=Palette.INK)
    d.rectangle([3, 3, size - 4, size - 4], fill=KINGDOM_RGB[0])
    d.rectangle([6, 6, size - 7, size - 7], fill=mix(LAND, KINGDOM_RGB[0], 0.3))
    return sprite


# --- the side panel as data -------------------------------------------------------------------------


@dataclass(frozen=True)
class Span:
    """A run of text or a small picture inside a panel line."""

    text: str = ""
    # ("tile", colour) | ("leader", dynasty, colour) | ("dynasty", dynasty) | ("catastrophe",)
    # | ("treasure",) | ("monument", left, right)
    icon: tuple[str, ...] | None = None
    bold: bool = False
    tone: str = "ink"
    # What an icon means, in words: used by `Line.text` (tests, text alternatives), never drawn.
    alt: str = ""
    # Start the span at this x offset from the line's left edge (aligns columns across cards).
    tab: int | None = None
    # Widest the text may be drawn (long player names are cut with '…').
    width: int | None = None


@dataclass(frozen=True)
class Line:
    spans: tuple[Span, ...]
    # What the line is about ("turn", "hand", "score", "attacker", ...), for tests and text fallbacks.
    role: str = ""

    @property
    def text(self) -> str:
        return " ".join(
            " ".join((span.alt if span.icon else span.text).split())
            for span in self.spans
            if (span.alt if span.icon else span.text).strip()
        )


@dataclass(frozen=True)
class Section:
    key: str  # "status", "conflict", "player:<seat>"
    header: Line
    lines: tuple[Line, ...] = ()
    highlight: str = ""  # "" | "active" | "alert"


def seat_name(seat: int, names: Sequence[str] | None, lang: str) -> str:
    if names is not None and 0 <= seat < len(names) and names[seat].strip():
        return names[seat].strip()
    return t("render.seat", lang, n=seat + 1)


def _player_section(
    player: PlayerPublic, view: PublicView, names: Sequence[str] | None, lang: str
) -> Section:
    active = view.turn.active == player.seat and not view.game_over
    dynasty = t(f"render.tigris.dynasty.{player.dynasty}", lang)
    header = [
        Span(icon=("dynasty", player.dynasty), alt=dynasty),
        Span(seat_name(player.seat, names, lang), bold=True, width=250),
        Span(" · " + dynasty, tone="muted"),
    ]
    if active:
        header.append(Span("  ▸ " + t("render.tigris.to_play", lang), bold=True, tone="alert"))
    hand: list[Span] = [Span(t("render.tigris.leaders", lang) + " ")]
    if player.leaders_in_hand:
        hand += [
            Span(icon=("leader", player.dynasty, colour), alt=t(f"render.tigris.leader.{colour}", lang))
            for colour in player.leaders_in_hand
        ]
    else:
        hand.append(Span(t("render.tigris.none", lang), tone="muted"))
    hand += [
        Span(t("render.tigris.tiles_in_hand", lang, n=player.tiles_in_hand), tab=STATS_TAB),
        Span(icon=("catastrophe",), alt=t("render.tigris.legend.catastrophe", lang), tab=STATS_TAB + 108),
        Span(str(player.catastrophes_left), bold=True),
        Span(icon=("treasure",), alt=t("render.tigris.legend.treasure", lang), tab=STATS_TAB + 166),
        Span(str(player.treasures), bold=True),
    ]
    if player.score is None:
        score = Line((Span(t("render.tigris.score_hidden", lang), tone="muted"),), role="score")
    else:
        spans = [Span(t("render.tigris.score", lang))]
        for index, colour in enumerate(COLORS):
            spans += [
                Span(
                    icon=("tile", colour), alt=t(f"render.tigris.tile.{colour}", lang), tab=100 + 62 * index
                ),
                Span(str(player.score.get(colour, 0)), bold=True),
            ]
        score = Line(tuple(spans), role="score")
    return Section(
        key=f"player:{player.seat}",
        header=Line(tuple(header), role="name"),
        lines=(Line(tuple(hand), role="hand"), score),
        highlight="active" if active else "",
    )


# Phases the turn line already says ("Turn: Seat 2 · actions left: 1"), or none at all.
_QUIET_PHASES = {"", "action", "over"}


def _phase_text(phase: str, lang: str) -> str | None:
    key = f"tigris.decision.{phase}"
    return t(key, lang) if phase not in _QUIET_PHASES and has(key) else None


def _status_section(view: PublicView, names: Sequence[str] | None, lang: str) -> Section:
    title = f"{t('render.tigris.title', lang)} — {t(f'render.tigris.board.{view.board}', lang)}"
    lines: list[Line] = []
    if view.game_over:
        lines.append(
            Line((Span(t("render.tigris.game_over", lang), bold=True, tone="alert"),), role="game_over")
        )
    else:
        active = next((p for p in view.players if p.seat == view.turn.active), None)
        turn = [Span(t("render.tigris.turn", lang) + " ", bold=True)]
        if active is not None:
            turn.append(
                Span(icon=("dynasty", active.dynasty), alt=t(f"render.tigris.dynasty.{active.dynasty}", lang))
            )
        turn.append(Span(seat_name(view.turn.active, names, lang), bold=True, width=190))
        turn.append(Span(" · " + t("render.tigris.actions_left", lang, n=view.turn.actions_left)))
        lines.append(Line(tuple(turn), role="turn"))
        phase = _phase_text(view.turn.phase, lang)
        if phase:
            lines.append(
                Line((Span(t("render.tigris.waiting_for", lang, what=phase), tone="muted"),), role="phase")
            )
    counters = (
        t("render.tigris.bag", lang, n=view.bag)
        + " · "
        + t("render.tigris.treasures_left", lang, n=view.treasures_left)
    )
    lines.append(Line((Span(counters),), role="counters"))
    available = [m for m in view.monuments if m.square is None]
    monuments: list[Span] = [Span(t("render.tigris.monuments_available", lang) + " ")]
    if available:
        for monument in available:
            pair = [*monument.colors, *monument.colors][:2]
            monuments.append(Span(icon=("monument", pair[0], pair[1]), alt=monument.id))
    else:
        monuments.append(Span(t("render.tigris.none", lang), tone="muted"))
    lines.append(Line(tuple(monuments), role="monuments"))
    return Section(
        key="status",
        header=Line((Span(title, bold=True),), role="title"),
        lines=tuple(lines),
        highlight="alert" if view.game_over else "",
    )


def _side_lines(
    side: ConflictSide, role_key: str, awaiting: bool, color: str, names: Sequence[str] | None, lang: str
) -> list[Line]:
    who = Line(
        (
            Span(t(f"render.tigris.conflict.{role_key}", lang) + ": ", bold=True),
            Span(icon=("leader", side.dynasty, color), alt=t(f"render.tigris.dynasty.{side.dynasty}", lang)),
            Span(seat_name(side.seat, names, lang), bold=True, width=190),
            Span(f" · {side.square.upper()}"),
        ),
        role=role_key,
    )
    support = (
        t("render.tigris.conflict.support_hidden", lang)
        if side.committed is None
        else t("render.tigris.conflict.support", lang, n=side.committed)
    )
    numbers = [Span("      " + t("render.tigris.conflict.base", lang, n=side.base) + " · " + support)]
    if side.committed is not None:
        numbers.append(
            Span(" · " + t("render.tigris.conflict.total", lang, n=side.base + side.committed), bold=True)
        )
    if awaiting:
        numbers.append(Span("  ▸ " + t("render.tigris.conflict.awaiting", lang), bold=True, tone="alert"))
    return [who, Line(tuple(numbers), role=f"{role_key}_strength")]


def _conflict_section(view: PublicView, names: Sequence[str] | None, lang: str) -> Section | None:
    conflict = view.conflict
    if conflict is None:
        return None
    header = Line(
        (
            Span(icon=("tile", conflict.color), alt=""),
            Span(
                t(
                    "render.tigris.conflict.heading",
                    lang,
                    kind=Msg(f"render.tigris.conflict.{conflict.kind}"),
                    leader=Msg(f"render.tigris.leader.{conflict.color}"),
                    tile=Msg(f"render.tigris.tile.{conflict.color}"),
                ),
                bold=True,
                tone="alert",
            ),
        ),
        role="conflict",
    )
    lines = _side_lines(
        conflict.attacker, "attacker", conflict.stage == "attacker", conflict.color, names, lang
    )
    lines += _side_lines(
        conflict.defender, "defender", conflict.stage == "defender", conflict.color, names, lang
    )
    if conflict.stage == "resolved":
        lines.append(Line((Span(t("render.tigris.conflict.resolved", lang), bold=True),), role="resolved"))
    if conflict.pending_colors:
        pending = [Span(t("render.tigris.conflict.pending", lang) + " ")]
        for colour in conflict.pending_colors:
            pending += [Span(icon=("tile", colour)), Span(t(f"render.tigris.tile.{colour}", lang) + "   ")]
        lines.append(Line(tuple(pending), role="pending"))
    return Section(key="conflict", header=header, lines=tuple(lines), highlight="alert")


def build_panel(view: PublicView, names: Sequence[str] | None = None, lang: str = "en") -> list[Section]:
    """Everything the side panel says, as data: pure, so tests can read it without pixels.

    The log section is not included: how many of its lines fit depends on the drawing.
    """
    sections = [_status_section(view, names, lang)]
    conflict = _conflict_section(view, names, lang)
    if conflict is not None:
        sections.append(conflict)
    sections += [_player_section(p, view, names, lang) for p in sorted(view.players, key=lambda p: p.seat)]
    return sections


def panel_text(sections: Sequence[Section]) -> str:
    """The panel as plain text (tests; a text alternative for the image)."""
    out: list[str] = []
    for section in sections:
        out.append(section.header.text)
        out += ["  " + line.text for line in section.lines]
    return "\n".join(out)


# --- drawing the panel ------------------------------------------------------------------------------

LINE_H = 27
HEADER_H = 31
ICON = 24
SECTION_GAP = 9
BODY = 17
TITLE = 19


def _icon_sprite(icon: tuple[str, ...], size: int) -> Image.Image:
    kind = icon[0]
    if kind == "tile":
        return tile_sprite(icon[1], size)
    if kind == "leader":
        return leader_sprite(icon[1], icon[2], size)
    if kind == "dynasty":
        return dynasty_sprite(icon[1], size)
    if kind == "catastrophe":
        return catastrophe_sprite(size)
    if kind == "treasure":
        return treasure_sprite(size)
    if kind == "monument":
        return monument_sprite(icon[1], icon[2], size)
    raise ValueError(f"unknown icon {icon!r}")


def _draw_line(
    img: Image.Image,
    d: ImageDraw.ImageDraw,
    line: Line,
    left: float,
    cy: float,
    right: float,
    size: int,
    icon_size: int,
) -> None:
    x = left
    for span in line.spans:
        if span.tab is not None:
            x = max(x + 6, left + span.tab)
        if x >= right:
            return
        if span.icon is not None:
            if x + icon_size > right:
                return
            _paste(img, _icon_sprite(span.icon, icon_size), x, cy - icon_size / 2)
            x += icon_size + 5
            continue
        face = font(size, span.bold)
        text = ellipsize(span.text, face, min(right - x, span.width or right))
        d.text((x, cy), text, font=face, fill=TONES.get(span.tone, Palette.INK), anchor="lm")
        x += text_width(text, face)


def _section_height(section: Section) -> int:
    return HEADER_H + len(section.lines) * LINE_H + 10


def _draw_section(img: Image.Image, d: ImageDraw.ImageDraw, section: Section, top: int) -> int:
    left, right = PANEL_X + 2, WIDTH - PAD
    bottom = top + _section_height(section)
    fill = {"active": CARD_ACTIVE, "alert": CARD_ALERT}.get(section.highlight, CARD)
    d.rounded_rectangle([left, top, right, bottom], radius=10, fill=fill)
    if section.highlight:
        accent = Palette.ORANGE if section.highlight == "active" else Palette.ALERT
        d.rounded_rectangle([left, top, left + 7, bottom], radius=3, fill=accent)
    size = TITLE if section.key == "status" else BODY + 1
    _draw_line(img, d, section.header, left + 14, top + 6 + HEADER_H / 2, right - 10, size, ICON + 4)
    y = top + HEADER_H + 4
    for line in section.lines:
        _draw_line(img, d, line, left + 16, y + LINE_H / 2, right - 10, BODY, ICON)
        y += LINE_H
    return bottom + SECTION_GAP


def _draw_panel(img: Image.Image, sections: Sequence[Section], log: Sequence[str], lang: str) -> None:
    d = ImageDraw.Draw(img)
    y = BOARD_Y - 4
    for section in sections:
        y = _draw_section(img, d, section, y)
    room = (img.height - 12 - y - HEADER_H - 10) // (LINE_H - 5)
    if not log or room <= 0:
        return
    shown = list(log)[-room:]
    left, right = PANEL_X + 2, WIDTH - PAD
    bottom = y + HEADER_H + 10 + len(shown) * (LINE_H - 5)
    d.rounded_rectangle([left, y, right, bottom], radius=10, fill=CARD)
    d.text(
        (left + 14, y + 6 + HEADER_H / 2),
        t("render.tigris.log", lang),
        font=font(BODY + 1, True),
        fill=Palette.INK,
        anchor="lm",
    )
    face = font(BODY - 2)
    line_y = y + HEADER_H + 4
    for entry in shown:
        d.text(
            (left + 16, line_y + (LINE_H - 5) / 2),
            ellipsize(entry, face, right - left - 30),
            font=face,
            fill=Palette.MUTED_INK,
            anchor="lm",
        )
        line_y += LINE_H - 5


def _panel_height(sections: Sequence[Section]) -> int:
    return BOARD_Y - 4 + sum(_section_height(s) + SECTION_GAP for s in sections)


# --- drawing the board ------------------------------------------------------------------------------


def kingdom_colours(kingdoms: Sequence[Sequence[tuple[int, int]]], palette_size: int) -> list[int]:
    """A palette index per kingdom: each kingdom its own while the palette lasts, and never the
    colour of a kingdom one square or less away.

    Kingdoms take turns in reading order of their first square, each starting from the next
    colour in the cycle and skipping colours its near neighbours already hold. Deterministic.
    """
    order = sorted(range(len(kingdoms)), key=lambda i: min(((y, x) for x, y in kingdoms[i]), default=(0, 0)))
    near = [
        {
            (x + dx, y + dy)
            for x, y in squares
            for dx in range(-2, 3)
            for dy in range(-2, 3)
            if abs(dx) + abs(dy) <= 2
        }
        for squares in kingdoms
    ]
    colours = [0] * len(kingdoms)
    for turn, i in enumerate(order):
        taken = {colours[j] for j in order[:turn] if near[i] & set(kingdoms[j])}
        cycle = [(turn + step) % palette_size for step in range(palette_size)]
        colours[i] = next((c for c in cycle if c not in taken), cycle[0])
    return colours


def _kingdom_squares(view: PublicView) -> list[list[tuple[int, int]]]:
    return [[parse_square(s) for s in kingdom.squares] for kingdom in view.kingdoms]


def _draw_kingdom_tints(img: Image.Image, kingdoms: list[list[tuple[int, int]]], colours: list[int]) -> None:
    d = ImageDraw.Draw(img, "RGBA")
    for squares, index in zip(kingdoms, colours):
        colour = KINGDOM_RGB[index]
        for x, y in squares:
            left, top, right, bottom = square_box(x, y)
            d.rectangle([left + 1, top + 1, right - 1, bottom - 1], fill=(*colour, 80))


def _draw_kingdom_outlines(
    img: Image.Image, kingdoms: list[list[tuple[int, int]]], colours: list[int]
) -> None:
    """A dark line with a coloured core along each kingdom's border, centred on the grid lines."""
    d = ImageDraw.Draw(img)
    edges = [outline_edges(squares) for squares in kingdoms]
    for outer, width in ((True, 8), (False, 3)):
        half = width / 2
        for kingdom_edges, index in zip(edges, colours):
            colour = Palette.INK if outer else KINGDOM_RGB[index]
            for (x0, y0), (x1, y1) in kingdom_edges:
                px0, py0 = BOARD_X + x0 * CELL, BOARD_Y + y0 * CELL
                px1, py1 = BOARD_X + x1 * CELL, BOARD_Y + y1 * CELL
                d.rectangle([px0 - half, py0 - half, px1 + half - 1, py1 + half - 1], fill=colour)


def _monument_squares(view: PublicView) -> dict[str, tuple[tuple[int, int], list[str]]]:
    """Monument id -> (top-left square, colours) for every monument on the board."""
    placed: dict[str, tuple[tuple[int, int], list[str]]] = {}
    for monument in view.monuments:
        if monument.square:
            placed[monument.id] = (parse_square(monument.square), list(monument.colors))
    covered: dict[str, list[tuple[int, int]]] = {}
    for cell in view.cells:
        if cell.monument and cell.monument not in placed:
            covered.setdefault(cell.monument, []).append(parse_square(cell.square))
    for monument_id, squares in covered.items():  # the cells name it but the supply list does not
        corner = (min(x for x, _ in squares), min(y for _, y in squares))
        colours = [c for c in monument_id.split("-") if c in TILE_RGB] or ["red", "black"]
        placed[monument_id] = (corner, colours)
    return placed


def _draw_pieces(img: Image.Image, view: PublicView, lang: str) -> None:
    tile = CELL - 2 * TILE_INSET
    for cell in view.cells:
        if cell.monument:
            continue
        x, y = parse_square(cell.square)
        left, top, _, _ = square_box(x, y)
        if cell.catastrophe:
            _paste(img, catastrophe_sprite(tile), left + TILE_INSET, top + TILE_INSET)
        elif cell.tile is not None:
            _paste(img, tile_sprite(cell.tile, tile), left + TILE_INSET, top + TILE_INSET)
    block = 2 * CELL - 2 * TILE_INSET
    for (x, y), colours in _monument_squares(view).values():
        left, top, _, _ = square_box(x, y)
        pair = [*colours, *colours][:2]
        _paste(img, monument_sprite(pair[0], pair[1], block), left + TILE_INSET, top + TILE_INSET)


def _draw_markers(img: Image.Image, view: PublicView, lang: str) -> None:
    d = ImageDraw.Draw(img)
    gem = 26
    for cell in view.cells:
        x, y = parse_square(cell.square)
        left, top, right, bottom = square_box(x, y)
        if cell.leader is not None:
            leader = cell.leader
            _paste(img, leader_piece(leader.dynasty, leader.color, leader.strength, CELL), left, top)
        if cell.treasure:
            if cell.treasure_priority:
                for inset, colour in ((3, Palette.GOLD_DARK), (5, Palette.GOLD)):
                    d.rectangle(
                        [left + inset, top + inset, right - inset, bottom - inset], outline=colour, width=2
                    )
            _paste(img, treasure_sprite(gem, cell.treasure_priority), right - gem - 1, top + 1)
        if cell.building is not None:
            letter = t(f"render.tigris.building_letter.{cell.building}", lang)
            _paste(img, building_sprite(cell.building, letter, 30), left + 1, bottom - 31)
        if cell.unification:
            _dashed_box(d, (left + 2, top + 2, right - 2, bottom - 2), UNION, 4)
            _paste(img, union_sprite(30), left + 1, bottom - 31)


def _dashed_box(
    d: ImageDraw.ImageDraw, box: tuple[float, float, float, float], colour: RGB, width: int
) -> None:
    x0, y0, x1, y1 = box
    dash = 8
    for start in range(int(x0), int(x1), dash * 2):
        end = min(start + dash, x1)
        d.line([(start, y0), (end, y0)], fill=colour, width=width)
        d.line([(start, y1), (end, y1)], fill=colour, width=width)
    for start in range(int(y0), int(y1), dash * 2):
        end = min(start + dash, y1)
        d.line([(x0, start), (x0, end)], fill=colour, width=width)
        d.line([(x1, start), (x1, end)], fill=colour, width=width)


def _draw_conflict_marks(img: Image.Image, view: PublicView, lang: str) -> None:
    conflict = view.conflict
    if conflict is None or conflict.stage == "resolved":
        return
    d = ImageDraw.Draw(img)
    tag_font = font(15, bold=True)
    for side, tag_key in ((conflict.attacker, "tag_attacker"), (conflict.defender, "tag_defender")):
        left, top, right, bottom = square_box(*parse_square(side.square))
        arm = 18
        for colour, width, grow in ((Palette.WHITE, 8, 3), (Palette.ALERT, 4, 3)):
            x0, y0, x1, y1 = left - grow, top - grow, right + grow, bottom + grow
            for (ax, ay), (dx, dy) in (
                ((x0, y0), (1, 1)),
                ((x1, y0), (-1, 1)),
                ((x0, y1), (1, -1)),
                ((x1, y1), (-1, -1)),
            ):
                d.line(
                    [(ax, ay + dy * arm), (ax, ay), (ax + dx * arm, ay)],
                    fill=colour,
                    width=width,
                    joint="curve",
                )
        tag = t(f"render.tigris.conflict.{tag_key}", lang)
        box = (right - 18, top - 8, right + 6, top + 14)
        d.rounded_rectangle(box, radius=5, fill=Palette.ALERT, outline=Palette.WHITE, width=2)
        d.text(
            ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
            tag,
            font=tag_font,
            fill=Palette.WHITE,
            anchor="mm",
        )


def render_image(
    view: dict[str, Any] | PublicView,
    *,
    names: Sequence[str] | None = None,
    lang: str = "en",
    log: Sequence[str] = (),
) -> Image.Image:
    """The board picture as a Pillow image (render_board encodes it). `log`: recent public log
    lines, already worded by the presenter (from events), shown under the panel when given."""
    model = view if isinstance(view, PublicView) else PublicView.model_validate(view)
    language = "es" if str(lang).lower().startswith("es") else "en"
    sections = build_panel(model, names, language)
    background = static_layer(tuple(model.terrain), language, model.buildings_variant)
    needed = _panel_height(sections) + 4
    if needed > background.height:
        img = Image.new("RGB", (WIDTH, needed), BACKGROUND)
        img.paste(background, (0, 0))
    else:
        img = background.copy()
    kingdoms = _kingdom_squares(model)
    colours = kingdom_colours(kingdoms, len(KINGDOM_RGB))
    _draw_kingdom_tints(img, kingdoms, colours)
    _draw_pieces(img, model, language)
    _draw_kingdom_outlines(img, kingdoms, colours)
    _draw_markers(img, model, language)
    _draw_conflict_marks(img, model, language)
    _draw_panel(img, sections, log, language)
    return img


def render_board(
    view: dict[str, Any] | PublicView,
    *,
    names: Sequence[str] | None = None,
    lang: str = "en",
    log: Sequence[str] = (),
) -> bytes:
    """PNG bytes of the board and public panel, labels in `lang` ("en", "es" or a Discord locale)."""
    return encode_image(render_image(view, names=names, lang=lang, log=log))
