"""Tigris & Euphrates board image, drawn only from the public view dict (`engine.tigris.view_schema`).

Layout: one column, 1100 px wide, laid out to be read where Discord shows it — inline, about
550 px wide, often on a phone — without opening it (issue 17 item 15):

    +---------------------------------------------+
    | status: who plays / whom the game waits for, |
    |   bag, treasures, monuments in the supply    |
    +---------------------------------------------+
    | frame A..P / 1..11, 16x11 squares: terrain,  |
    |   kingdoms (outline + tint), tiles, leaders  |
    |   with their strength, monuments, treasures  |
    +---------------------------------------------+
    | the conflict (when one is open)              |
    | one card per player, two per row             |
    | recent moves (the change's events, in words) |
    | key (legend)                                 |
    +---------------------------------------------+

At half size text is drawn at 26-30 px (13-15 px on screen) and a leader's strength badge is
half a square. Nothing depends on colour alone: every tile colour has a glyph (temple, wheat,
scale, house), every dynasty a token shape and a glyph (bow, lion, bull, urn), and leaders carry
a chip with their colour's glyph. Kingdoms are outlined with a thick two-tone line; a treasure
taken first wears a crown (never a frame, so the two cannot be confused). The palette is
Okabe–Ito. Sprites are drawn 4x larger and scaled down, cached per process; the terrain and
frame are cached per board, the key per language.

The panel is computed first as plain data by `build_panel` (pure, tested), then drawn.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
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
# Square coordinates inside the board picture (frame included); it is pasted below the status.
BOARD_X = BOARD_Y = FRAME
BOARD_W, BOARD_H = COLUMNS * CELL, ROWS * CELL
BOARD_IMAGE_W, BOARD_IMAGE_H = BOARD_W + 2 * FRAME, BOARD_H + 2 * FRAME
WIDTH = BOARD_IMAGE_W
PAD = 14
GAP = 10
COLUMN_GAP = 12
CARD_W = (WIDTH - 2 * PAD - COLUMN_GAP) // 2

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
# Kingdom outlines: hues no tile uses and no gold (gold is the treasures'), each drawn over a
# dark ink line so it shows on any ground.
KINGDOM_RGB: tuple[RGB, ...] = (
    (255, 255, 255),
    (175, 110, 235),
    (60, 200, 230),
    (250, 120, 180),
    (140, 230, 140),
)
TONES: dict[str, RGB] = {
    "ink": Palette.INK,
    "muted": Palette.MUTED_INK,
    "alert": Palette.ALERT,
}

# --- text sizes (drawn at 1100 px; shown at about half on a phone) --------------------------------
HEAD = 30
BODY = 26
SMALL = 22
ICON = 30
HEAD_ICON = 36
LINE_H = 38
HEADER_H = 46
LOG_LINE_H = 31
LEGEND_ROW = 38
LEGEND_ICON = 28
LEGEND_FONT = 20


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


# --- the static layers: frame and terrain, the key ------------------------------------------------


@lru_cache(maxsize=4)
def static_board(terrain: tuple[str, ...]) -> Image.Image:
    """Frame, coordinates and terrain: what never changes within one game."""
    factor = 2  # drawn twice as large and scaled down, for smooth waves and letters
    board = Image.new("RGB", (BOARD_IMAGE_W * factor, BOARD_IMAGE_H * factor), BACKGROUND)
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
        x = BOARD_X + i * CELL
        d.line([tuple(scaled(x, BOARD_Y)), tuple(scaled(x, BOARD_Y + BOARD_H))], fill=LAND_LINE, width=factor)
    for j in range(ROWS + 1):
        y = BOARD_Y + j * CELL
        d.line([tuple(scaled(BOARD_X, y)), tuple(scaled(BOARD_X + BOARD_W, y))], fill=LAND_LINE, width=factor)
    d.rectangle(scaled(BOARD_X - 3, BOARD_Y - 3, BOARD_X + BOARD_W + 3, BOARD_Y + BOARD_H + 3),
                outline=(150, 120, 80), width=2 * factor)
    label = font(24 * factor, bold=True)
    for x in range(COLUMNS):
        cx = BOARD_X + x * CELL + CELL / 2
        for cy in (FRAME / 2 - 1, BOARD_Y + BOARD_H + FRAME / 2 + 1):
            d.text((cx * factor, cy * factor), chr(ord("A") + x), font=label, fill=FRAME_LABEL, anchor="mm")
    for y in range(ROWS):
        cy = BOARD_Y + y * CELL + CELL / 2
        for cx in (FRAME / 2 - 1, BOARD_X + BOARD_W + FRAME / 2 + 1):
            d.text((cx * factor, cy * factor), str(y + 1), font=label, fill=FRAME_LABEL, anchor="mm")
    return board.resize((BOARD_IMAGE_W, BOARD_IMAGE_H), Image.Resampling.LANCZOS)


LegendItem = tuple[Image.Image, str]


def _legend_rows(lang: str, buildings_variant: bool) -> list[list[LegendItem]]:
    """The key's entries, wrapped into rows that fit the image's width."""
    icon = LEGEND_ICON
    items: list[LegendItem] = [(tile_sprite(c, icon), t(f"render.tigris.tile.{c}", lang)) for c in COLORS]
    items += [
        (leader_piece("bow", "black", 2, icon + 8), t("render.tigris.legend.leader", lang)),
        (kingdom_sample_sprite(icon), t("render.tigris.legend.kingdom", lang)),
        (catastrophe_sprite(icon), t("render.tigris.legend.catastrophe", lang)),
        (treasure_sprite(icon), t("render.tigris.legend.treasure", lang)),
        (treasure_sprite(icon, True), t("render.tigris.legend.priority_treasure", lang)),
        (monument_sprite("red", "black", icon), t("render.tigris.legend.monument", lang)),
        (union_sprite(icon), t("render.tigris.legend.union", lang)),
    ]
    if buildings_variant:
        items += [
            (building_sprite(c, t(f"render.tigris.building_letter.{c}", lang), icon),
             t(f"render.tigris.building.{c}", lang))
            for c in ("black", "red", "blue", "green")
        ]
    face = font(LEGEND_FONT)
    rows: list[list[LegendItem]] = [[]]
    used, room = 0.0, WIDTH - 2 * PAD - 28
    for index, (sprite, text) in enumerate(items):
        width = sprite.width + 7 + text_width(text, face) + 20
        group_start = index == len(items) - 4 and buildings_variant  # the four buildings share a row
        if rows[-1] and (used + width - 20 > room or group_start):
            rows.append([])
            used = 0.0
        rows[-1].append((sprite, text))
        used += width
    return rows


@lru_cache(maxsize=8)
def legend_image(lang: str, buildings_variant: bool) -> Image.Image:
    """The key as a card the width of the image (cached per language and variant)."""
    rows = _legend_rows(lang, buildings_variant)
    height = len(rows) * LEGEND_ROW + 12
    img = Image.new("RGB", (WIDTH - 2 * PAD, height), BACKGROUND)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle([0, 0, img.width - 1, height - 1], radius=10, fill=CARD)
    face = font(LEGEND_FONT)
    for index, row in enumerate(rows):
        cy = 6 + index * LEGEND_ROW + LEGEND_ROW / 2
        x = 14.0
        for sprite, text in row:
            _paste(img, sprite, x, cy - sprite.height / 2)
            x += sprite.width + 7
            d.text((x, cy), text, font=face, fill=Palette.INK, anchor="lm")
            x += text_width(text, face) + 20
    return img


@lru_cache(maxsize=4)
def kingdom_sample_sprite(size: int) -> Image.Image:
    """A square outlined the way kingdoms are outlined on the board, for the key."""
    sprite = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(sprite)
    d.rectangle([0, 0, size - 1, size - 1], fill=Palette.INK)
    d.rectangle([3, 3, size - 4, size - 4], fill=KINGDOM_RGB[1])
    d.rectangle([6, 6, size - 7, size - 7], fill=mix(LAND, KINGDOM_RGB[1], 0.3))
    return sprite


# --- the panel as data ----------------------------------------------------------------------------


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
    # What the line is about ("turn", "leaders", "score", "attacker", ...), for tests and text fallbacks.
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
    key: str  # "status", "conflict", "player:<seat>", "log"
    header: Line
    lines: tuple[Line, ...] = ()
    highlight: str = ""  # "" | "active" | "alert"


def seat_name(seat: int, names: Sequence[str] | None, dynasty: str, lang: str) -> str:
    """The player's name; their dynasty's name when no name is known (never a seat number)."""
    if names is not None and 0 <= seat < len(names) and names[seat].strip():
        return _drawable(names[seat].strip())
    return t(f"render.tigris.dynasty.{dynasty}", lang)


def _dynasty_of(view: PublicView, seat: int) -> str:
    return next((p.dynasty for p in view.players if p.seat == seat), "bow")


def _who(view: PublicView, seat: int, names: Sequence[str] | None, lang: str, width: int = 300) -> list[Span]:
    dynasty = _dynasty_of(view, seat)
    return [Span(icon=("dynasty", dynasty), alt=t(f"render.tigris.dynasty.{dynasty}", lang)),
            Span(seat_name(seat, names, dynasty, lang), bold=True, width=width)]


def _points(scores: Mapping[Any, int], lang: str, start: int) -> list[Span]:
    spans: list[Span] = []
    for index, colour in enumerate(COLORS):
        spans += [Span(icon=("tile", colour), alt=t(f"render.tigris.tile.{colour}", lang),
                       tab=start + 104 * index),
                  Span(str(scores.get(colour, 0)), bold=True)]
    return spans


def _player_section(player: PlayerPublic, view: PublicView, names: Sequence[str] | None,
                    lang: str) -> Section:
    active = view.turn.active == player.seat and not view.game_over
    deciding = view.turn.awaiting == player.seat and not active and not view.game_over
    header = _who(view, player.seat, names, lang, width=280)
    if player.seat in view.winners:
        header.append(Span("  " + t("render.tigris.winner", lang), bold=True, tone="alert"))
    elif active:
        header.append(Span("  ▸ " + t("render.tigris.to_play", lang), bold=True, tone="alert"))
    elif deciding:
        header.append(Span("  ▸ " + t("render.tigris.conflict.awaiting", lang), bold=True, tone="alert"))
    leaders: list[Span] = [Span(t("render.tigris.leaders_off_board", lang) + " ")]
    if player.leaders_in_hand:
        leaders += [Span(icon=("leader", player.dynasty, colour),
                         alt=t(f"render.tigris.leader.{colour}", lang))
                    for colour in player.leaders_in_hand]
    else:
        leaders.append(Span(t("render.tigris.none", lang), tone="muted"))
    counts = (
        Span(t("render.tigris.tiles_in_hand", lang, n=player.tiles_in_hand)),
        Span(icon=("catastrophe",), alt=t("render.tigris.legend.catastrophe", lang), tab=290),
        Span(str(player.catastrophes_left), bold=True),
        Span(icon=("treasure",), alt=t("render.tigris.legend.treasure", lang), tab=390),
        Span(str(player.treasures), bold=True),
    )
    lines = [Line(tuple(leaders), role="leaders"), Line(counts, role="counts")]
    if player.final_score is not None:
        lowest = min(player.final_score.values())
        lines.append(Line((Span(t("render.tigris.final_score", lang) + " "), Span(str(lowest), bold=True),
                           Span(" " + t("render.tigris.with_treasures", lang), tone="muted")), role="final"))
        lines.append(Line(tuple(_points(player.final_score, lang, 0)), role="score"))
    elif player.score is None:
        lines.append(Line((Span(t("render.tigris.score_hidden", lang), tone="muted"),), role="score"))
    else:
        points = (Span(t("render.tigris.score", lang)), *_points(player.score, lang, 100))
        lines.append(Line(points, role="score"))
    return Section(
        key=f"player:{player.seat}",
        header=Line(tuple(header), role="name"),
        lines=tuple(lines),
        highlight="active" if active or deciding or player.seat in view.winners else "",
    )


# Phases the status line already says ("Ana to play · one action left"), or none at all.
_QUIET_PHASES = {"", "action", "over"}


def _phase_text(phase: str, lang: str) -> str | None:
    key = f"render.tigris.phase.{phase}"
    return t(key, lang) if phase not in _QUIET_PHASES and has(key) else None


def _status_section(view: PublicView, names: Sequence[str] | None, lang: str) -> Section:
    lines: list[Line] = []
    if view.game_over:
        header: list[Span] = [Span(t("render.tigris.game_over", lang, count=len(view.winners)) + " ",
                                   bold=True, tone="alert")]
        for index, seat in enumerate(view.winners):
            if index:
                header.append(Span(", "))
            header += _who(view, seat, names, lang, width=240)
        role = "game_over"
    else:
        header = _who(view, view.turn.active, names, lang, width=360)
        header.append(Span(" " + t("render.tigris.plays", lang, n=view.turn.actions_left), bold=True))
        role = "turn"
        phase = _phase_text(view.turn.phase, lang)
        awaited = view.turn.awaiting if view.turn.awaiting is not None else view.turn.active
        if phase:
            waiting = [Span(t("render.tigris.waiting_for", lang) + " ", tone="alert"),
                       *_who(view, awaited, names, lang, width=260)]
            conflict = view.conflict if view.turn.phase == "support" else None
            if conflict is not None and conflict.stage in ("attacker", "defender"):
                waiting.append(Span(" (" + t(f"render.tigris.role.{conflict.stage}", lang) + ")"))
            waiting.append(Span(": " + phase, tone="alert"))
            lines.append(Line(tuple(waiting), role="phase"))
    counters = t("render.tigris.bag", lang, n=view.bag) + " · " + t("render.tigris.treasures_left", lang,
                                                                     n=view.treasures_left)
    available = [m for m in view.monuments if m.square is None]
    monuments: list[Span] = [Span(counters + " · " + t("render.tigris.monuments_available", lang) + " ")]
    if available:
        for monument in available:
            pair = [*monument.colors, *monument.colors][:2]
            monuments.append(Span(icon=("monument", pair[0], pair[1]),
                                  alt=_drawable(t(f"tigris.monument.{monument.id}", lang))))
    else:
        monuments.append(Span(t("render.tigris.none", lang), tone="muted"))
    lines.append(Line(tuple(monuments), role="counters"))
    return Section(key="status", header=Line(tuple(header), role=role), lines=tuple(lines),
                   highlight="alert" if view.game_over else "")


def _side_line(view: PublicView, side: ConflictSide, role_key: str, awaiting: bool, color: str,
               names: Sequence[str] | None, lang: str) -> Line:
    support = (t("render.tigris.conflict.support_hidden", lang) if side.committed is None
               else t("render.tigris.conflict.support", lang, n=side.committed))
    spans = [
        Span(t(f"render.tigris.conflict.{role_key}", lang) + ": ", bold=True),
        Span(icon=("leader", side.dynasty, color), alt=t(f"render.tigris.dynasty.{side.dynasty}", lang)),
        Span(seat_name(side.seat, names, side.dynasty, lang), bold=True, width=240),
        Span(f" · {side.square.upper()}"),
        Span(t("render.tigris.conflict.base", lang, n=side.base) + " + " + support, tab=470),
    ]
    if side.committed is not None:
        spans.append(Span(" = " + str(side.base + side.committed), bold=True))
    if awaiting:
        spans.append(Span("  ▸ " + t("render.tigris.conflict.awaiting", lang), bold=True, tone="alert"))
    return Line(tuple(spans), role=role_key)


def _conflict_section(view: PublicView, names: Sequence[str] | None, lang: str) -> Section | None:
    conflict = view.conflict
    if conflict is None:
        return None
    header = Line((
        Span(icon=("tile", conflict.color), alt=""),
        Span(t("render.tigris.conflict.heading", lang, kind=Msg(f"render.tigris.conflict.{conflict.kind}"),
               leaders=Msg(f"render.tigris.leaders.{conflict.color}")), bold=True, tone="alert"),
    ), role="conflict")
    lines = [_side_line(view, side, role, conflict.stage == role, conflict.color, names, lang)
             for side, role in ((conflict.attacker, "attacker"), (conflict.defender, "defender"))]
    if conflict.stage == "resolved":
        lines.append(Line((Span(t("render.tigris.conflict.resolved", lang), bold=True),), role="resolved"))
    if conflict.pending_colors:
        pending = [Span(t("render.tigris.conflict.pending", lang) + " ")]
        for colour in conflict.pending_colors:
            pending += [Span(icon=("tile", colour)), Span(t(f"render.tigris.leaders.{colour}", lang) + "   ")]
        lines.append(Line(tuple(pending), role="pending"))
    return Section(key="conflict", header=header, lines=tuple(lines), highlight="alert")


# The symbols the presenter's log lines carry, drawn as the board's own icons (the font has no
# emoji); any other symbol is left out.
_EMOJI_ICONS: dict[str, tuple[str, ...]] = {
    "🟥": ("tile", "red"), "🟦": ("tile", "blue"), "🟩": ("tile", "green"), "⬛": ("tile", "black"),
    "🏹": ("dynasty", "bow"), "🦁": ("dynasty", "lion"), "🐂": ("dynasty", "bull"), "🏺": ("dynasty", "urn"),
}
_EMOJI = re.compile("[\U0001f000-\U0001faff\u2600-\u2604\u2606-\u27bf\u2b00-\u2bff\ufe0f\u200d]")
_ICON_SPLIT = re.compile("(" + "|".join(_EMOJI_ICONS) + ")")


def _drawable(text: str) -> str:
    """Text without the symbols the font cannot draw."""
    return re.sub(r"\s{2,}", " ", _EMOJI.sub("", text)).strip()


def text_spans(text: str) -> tuple[Span, ...]:
    """A line of words with the colour and dynasty symbols as icons."""
    spans: list[Span] = []
    for part in _ICON_SPLIT.split(text):
        if part in _EMOJI_ICONS:
            spans.append(Span(icon=_EMOJI_ICONS[part], alt=part))
        elif _drawable(part):
            lead = " " if part[:1].isspace() and spans and spans[-1].icon is None else ""
            spans.append(Span(lead + _drawable(part) + (" " if part[-1:].isspace() else "")))
    return tuple(spans)


def _log_section(log: Sequence[str], lang: str) -> Section | None:
    lines = [Line(text_spans(entry), role="log") for entry in log if entry.strip()]
    if not lines:
        return None
    return Section(key="log", header=Line((Span(t("render.tigris.log", lang), bold=True),), role="log_title"),
                   lines=tuple(lines))


def build_panel(view: PublicView, names: Sequence[str] | None = None, lang: str = "en",
                log: Sequence[str] = ()) -> list[Section]:
    """Everything the panel says, as data: pure, so tests can read it without pixels."""
    sections = [_status_section(view, names, lang)]
    conflict = _conflict_section(view, names, lang)
    if conflict is not None:
        sections.append(conflict)
    sections += [_player_section(p, view, names, lang) for p in sorted(view.players, key=lambda p: p.seat)]
    recent = _log_section(log, lang)
    if recent is not None:
        sections.append(recent)
    return sections


def panel_text(sections: Sequence[Section]) -> str:
    """The panel as plain text (tests; a text alternative for the image)."""
    out: list[str] = []
    for section in sections:
        out.append(section.header.text)
        out += ["  " + line.text for line in section.lines]
    return "\n".join(out)


# --- drawing the panel ----------------------------------------------------------------------------


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


def _draw_line(img: Image.Image, d: ImageDraw.ImageDraw, line: Line, left: float, cy: float, right: float,
               size: int, icon_size: int) -> None:
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
        core = _drawable(span.text)
        if not core:
            x += text_width(" ", face) if span.text else 0
            continue
        # Spaces around a span are kept: they separate it from its neighbours.
        lead = " " if span.text[:1].isspace() else ""
        trail = " " if span.text[-1:].isspace() else ""
        room = min(right - x, span.width or right) - text_width(lead, face)
        text = lead + ellipsize(core + trail, face, room)
        d.text((x, cy), text, font=face, fill=TONES.get(span.tone, Palette.INK), anchor="lm")
        x += text_width(text, face)


def _line_height(section: Section) -> int:
    return LOG_LINE_H if section.key == "log" else LINE_H


def _section_height(section: Section) -> int:
    return HEADER_H + len(section.lines) * _line_height(section) + 10


def _draw_section(img: Image.Image, d: ImageDraw.ImageDraw, section: Section, left: int, top: int,
                  right: int, height: int | None = None) -> int:
    bottom = top + (height or _section_height(section))
    fill = {"active": CARD_ACTIVE, "alert": CARD_ALERT}.get(section.highlight, CARD)
    d.rounded_rectangle([left, top, right, bottom], radius=10, fill=fill)
    if section.highlight:
        accent = Palette.ORANGE if section.highlight == "active" else Palette.ALERT
        d.rounded_rectangle([left, top, left + 8, bottom], radius=3, fill=accent)
    head_size = SMALL + 2 if section.key == "log" else HEAD
    _draw_line(img, d, section.header, left + 16, top + 6 + HEADER_H / 2, right - 10, head_size, HEAD_ICON)
    y = top + HEADER_H + 4
    body, icon, step = (SMALL, SMALL + 4, LOG_LINE_H) if section.key == "log" else (BODY, ICON, LINE_H)
    for line in section.lines:
        _draw_line(img, d, line, left + 18, y + step / 2, right - 12, body, icon)
        y += step
    return bottom


def _layout(sections: Sequence[Section]) -> list[tuple[Section, int, int, int, int]]:
    """(section, left, top, right, height) of every card below the status and the board; the
    players' cards two per row, each row as tall as its taller card."""
    placed: list[tuple[Section, int, int, int, int]] = []
    y = 0
    players = [s for s in sections if s.key.startswith("player:")]
    for section in sections:
        if section.key == "status" or section.key.startswith("player:"):
            continue
        if section.key == "log" and players:
            y = _place_players(players, placed, y)
            players = []
        placed.append((section, PAD, y, WIDTH - PAD, _section_height(section)))
        y += _section_height(section) + GAP
    if players:
        _place_players(players, placed, y)
    return placed


def _place_players(players: Sequence[Section], placed: list[tuple[Section, int, int, int, int]],
                   y: int) -> int:
    for row in range(0, len(players), 2):
        pair = players[row:row + 2]
        height = max(_section_height(s) for s in pair)
        for column, section in enumerate(pair):
            left = PAD + column * (CARD_W + COLUMN_GAP)
            placed.append((section, left, y, left + CARD_W, height))
        y += height + GAP
    return y


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
            # A treasure taken first wears a crown: no frame, which is what kingdoms have.
            size = gem + 6 if cell.treasure_priority else gem
            _paste(img, treasure_sprite(size, cell.treasure_priority), right - size - 1, top + 1)
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


def board_origin(sections: Sequence[Section]) -> int:
    """The y where the board picture starts: below the status card."""
    return PAD + _section_height(sections[0]) + GAP


def render_image(
    view: dict[str, Any] | PublicView,
    *,
    names: Sequence[str] | None = None,
    lang: str = "en",
    log: Sequence[str] = (),
) -> Image.Image:
    """The board picture as a Pillow image (render_board encodes it). `log`: recent public log
    lines, already worded by the presenter (from events), shown below the players' cards."""
    model = view if isinstance(view, PublicView) else PublicView.model_validate(view)
    language = "es" if str(lang).lower().startswith("es") else "en"
    sections = build_panel(model, names, language, log)
    status = sections[0]
    below = _layout(sections)
    legend = legend_image(language, model.buildings_variant)
    board_top = board_origin(sections)
    cards_top = board_top + BOARD_IMAGE_H + GAP
    cards_h = max((top + height for _, _, top, _, height in below), default=0)
    legend_top = cards_top + cards_h + (GAP if below else 0)
    img = Image.new("RGB", (WIDTH, legend_top + legend.height + PAD), BACKGROUND)

    board = static_board(tuple(model.terrain)).copy()
    kingdoms = _kingdom_squares(model)
    colours = kingdom_colours(kingdoms, len(KINGDOM_RGB))
    _draw_kingdom_tints(board, kingdoms, colours)
    _draw_pieces(board, model, language)
    _draw_kingdom_outlines(board, kingdoms, colours)
    _draw_markers(board, model, language)
    _draw_conflict_marks(board, model, language)
    img.paste(board, (0, board_top))

    d = ImageDraw.Draw(img)
    _draw_section(img, d, status, PAD, PAD, WIDTH - PAD)
    for section, left, top, right, height in below:
        _draw_section(img, d, section, left, cards_top + top, right, height)
    img.paste(legend, (PAD, legend_top))
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
