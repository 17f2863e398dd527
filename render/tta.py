"""Through the Ages images, drawn only from the public view (`engine.tta.view_schema`) and the
cards' printed facts: the board (card row, military board, all players at a glance) and one
tableau per player. Fixed width, large type: they are read on phones.

    board                                        tableau (one per player)
    +--------------------------------------+     +-------------------------------------+
    | age, round, whose turn               |     | name, government, leader, culture   |
    | card row: 5 + 4 + 4 slots by cost    |     | ratings: strength, happiness, food, |
    |   (name, kind, age, key numbers)     |     |   resources, actions left, workers  |
    | military board: decks, events, ages, |     | yellow and blue banks (tokens left, |
    |   shared tactics, last event         |     |   next population, corruption)      |
    | overview: one row per player (banks, |
    |   leader, government, hands)         |     | technologies with workers, tokens   |
    | key                                  |     | wonders, colonies, pact, war, hand  |
    +--------------------------------------+     +-------------------------------------+

Nothing depends on colour alone: every value has a symbol and a word in the key; card kinds are
named under each card's name.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from engine.tta.view_schema import CardFacts, PlayerView, PublicView, card_facts
from i18n import has, t
from render.common import RGB, Palette, ellipsize, encode_image, fit_text, font, mix, text_width, wrap_text

WIDTH = 1000
PAD = 16
GAP = 8

# Card colours as on the table: production brown, urban grey, military red, government orange,
# special blue, leaders green, wonders purple, actions yellow; military deck cards by kind.
BROWN: RGB = (160, 110, 55)
GREY: RGB = (140, 140, 140)
COLOURS: dict[str, RGB] = {
    "production": BROWN,
    "urban": GREY,
    "unit": Palette.VERMILLION,
    "government": Palette.ORANGE,
    "special": Palette.SKY_BLUE,
    "leader": Palette.BLUISH_GREEN,
    "wonder": Palette.REDDISH_PURPLE,
    "action": Palette.YELLOW,
    "event": (90, 150, 70),
    "territory": (60, 130, 110),
    "aggression": (170, 40, 40),
    "war": (120, 20, 20),
    "pact": Palette.BLUE,
    "tactic": (200, 80, 60),
    "bonus": (120, 110, 100),
}
GROUPS = {
    "farm": "production",
    "mine": "production",
    "lab": "urban",
    "temple": "urban",
    "library": "urban",
    "arena": "urban",
    "theater": "urban",
    "infantry": "unit",
    "cavalry": "unit",
    "artillery": "unit",
    "air_force": "unit",
    "government": "government",
    "special_construction": "special",
    "special_civil": "special",
    "special_military": "special",
    "special_colonization": "special",
}
# Symbols DejaVu Sans draws, each with its colour.
SYMBOL: dict[str, tuple[str, RGB]] = {
    "culture": ("★", Palette.REDDISH_PURPLE),
    "science": ("✦", Palette.BLUE),
    "strength": ("⚔", Palette.VERMILLION),
    "happy": ("☺", Palette.GOLD_DARK),
    "discontent": ("☹", Palette.ALERT),
    "food": ("●", Palette.BLUISH_GREEN),
    "resources": ("◆", BROWN),
    "civil": ("⬤", Palette.WHITE),
    "military": ("⬤", Palette.VERMILLION),
    "yellow": ("⬤", Palette.YELLOW),
    "blue": ("⬤", Palette.SKY_BLUE),
    "warning": ("⚠", Palette.ALERT),
    "leader": ("♛", Palette.BLUISH_GREEN),
}
ROW_SPLIT = ((1, 5), (6, 9), (10, 13))


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "±0"


def _k(key: str, lang: str, **params: Any) -> str:
    return t(f"tta.img.{key}", lang, **params)


def _ages(counts: dict[str, int]) -> str:
    """" (I×2, II×1)": military cards in hand by age (their backs show it), or nothing."""
    return f" ({', '.join(f'{a}×{n}' for a, n in counts.items())})" if counts else ""


def card_name(card: str | None, lang: str) -> str:
    if not card:
        return "—"
    return t(f"tta.card.{card}", lang) if has(f"tta.card.{card}") else card


def _group(f: CardFacts) -> str:
    if f.kind == "technology":
        return GROUPS.get(f.category, "special")
    return f.kind


def _kind_word(f: CardFacts, lang: str) -> str:
    if f.kind == "technology" and has(f"tta.category.{f.category}"):
        return t(f"tta.category.{f.category}", lang)
    return t(f"tta.kind.{f.kind}", lang) if has(f"tta.kind.{f.kind}") else f.kind


def _name(seat: int, names: Sequence[str] | None) -> str:
    if names is not None and 0 <= seat < len(names) and names[seat].strip():
        return names[seat].strip()
    return f"#{seat + 1}"


# ---------------------------------------------------------------------------------------------
# drawing helpers


def symbol(draw: ImageDraw.ImageDraw, x: float, y: float, what: str, size: int) -> float:
    """Draw a value's symbol at (x, y) (top left); returns its width."""
    glyph, colour = SYMBOL[what]
    face = font(size, True)
    if glyph == "⬤":
        r = size * 0.42
        cy = y + size * 0.58
        draw.ellipse((x, cy - r, x + 2 * r, cy + r), fill=colour, outline=Palette.INK, width=2)
        return 2 * r + 2
    draw.text((x, y), glyph, font=face, fill=colour)
    return text_width(glyph, face)


def value(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    what: str,
    text: str,
    size: int = 20,
    small: str = "",
    colour: RGB = Palette.INK,
) -> float:
    """Symbol, value in bold, and a smaller note after it; returns the width used."""
    w = symbol(draw, x, y, what, size) + 3
    face = font(size, True)
    draw.text((x + w, y), text, font=face, fill=colour)
    w += text_width(text, face)
    if small:
        sface = font(max(size - 5, 12))
        draw.text((x + w + 3, y + 4), small, font=sface, fill=Palette.MUTED_INK)
        w += 3 + text_width(small, sface)
    return w


def panel(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    title: str = "",
    fill: RGB = Palette.IVORY,
) -> float:
    draw.rounded_rectangle(box, radius=8, fill=fill, outline=Palette.PAPER_DARK, width=2)
    if title:
        draw.text((box[0] + 10, box[1] + 6), title, font=font(17, True), fill=Palette.MUTED_INK)
        return box[1] + 30
    return box[1] + 8


def card_tile(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    card: str | None,
    lang: str,
    *,
    detail: str | None = None,
    badge: str = "",
) -> None:
    """A card as a tile: its kind's colour band, name, kind and age, one line of key numbers."""
    x0, y0, x1, y1 = box
    if not card:
        draw.rounded_rectangle(box, radius=8, outline=Palette.PAPER_DARK, width=2, fill=Palette.PAPER)
        draw.text(((x0 + x1) / 2, (y0 + y1) / 2), "—", font=font(22), fill=Palette.MUTED_INK, anchor="mm")
        return
    f = card_facts().get(card)
    band = COLOURS.get(_group(f), GREY) if f else GREY
    draw.rounded_rectangle(
        box, radius=8, fill=mix(band, Palette.WHITE, 0.82), outline=mix(band, Palette.INK, 0.35), width=2
    )
    draw.rounded_rectangle((x0, y0, x1, y0 + 12), radius=8, fill=band)
    draw.rectangle((x0, y0 + 6, x1, y0 + 12), fill=band)
    inner = x1 - x0 - 14
    name = card_name(card, lang)
    # The largest size (19 down to 15) in which every word fits whole on two lines at most.
    for size in range(19, 14, -1):
        face = font(size, True)
        lines = wrap_text(name, face, inner)
        if len(lines) <= 2 and all(text_width(w, face) <= inner for w in name.split()):
            break
    if len(lines) > 2:
        lines = [lines[0], ellipsize(" ".join(lines[1:]), face, inner)]
    y = y0 + 15
    for line in lines:
        draw.text((x0 + 7, y), line, font=face, fill=Palette.INK)
        y += getattr(face, "size", 12) + 2  # every font here is a sized TrueType one
    sub = f"{_kind_word(f, lang)} · {f.age}" if f else ""
    small = font(15)
    draw.text((x0 + 7, y1 - 42), ellipsize(sub, small, inner), font=small, fill=Palette.MUTED_INK)
    if detail is None and f is not None:
        detail = card_numbers(f, lang)
    if detail:
        draw.text(
            (x0 + 7, y1 - 22),
            ellipsize(detail, small, inner - (30 if badge else 0)),
            font=small,
            fill=Palette.INK,
        )
    if badge:
        bface = font(15, True)
        bw = text_width(badge, bface) + 10
        draw.rounded_rectangle((x1 - bw - 4, y1 - 24, x1 - 4, y1 - 4), radius=6, fill=Palette.INK)
        draw.text((x1 - bw / 2 - 4, y1 - 14), badge, font=bface, fill=Palette.WHITE, anchor="mm")


def card_numbers(f: CardFacts, lang: str) -> str:
    """The numbers players look for on a card, as short words."""
    parts: list[str] = []
    if f.kind == "technology":
        if f.science_cost is not None:
            parts.append(_k("sci_cost", lang, n=f.science_cost))
        if f.category == "government" and f.revolution_cost is not None:
            parts.append(_k("rev_cost", lang, n=f.revolution_cost))
        if f.build_cost is not None:
            parts.append(_k("build_cost", lang, n=f.build_cost))
    elif f.kind == "wonder":
        parts.append(_k("stages", lang, costs="+".join(map(str, f.stage_costs))))
    elif f.kind in ("aggression", "war", "tactic") and f.military_action_cost:
        parts.append(_k("mil_cost", lang, n=f.military_action_cost))
    elif f.kind == "bonus":
        parts.append(_k("bonus", lang, d=f.defense_value or 0, c=f.colonization_value or 0))
    return " · ".join(parts)


def canvas(height: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    img = Image.new("RGB", (WIDTH, height), Palette.PAPER)
    return img, ImageDraw.Draw(img)


# ---------------------------------------------------------------------------------------------
# the board


ROW_TILE_H = 112
OVERVIEW_ROW_H = 88


def board_height(view: PublicView) -> int:
    return 64 + 40 + 3 * (ROW_TILE_H + GAP) + 160 + 44 + len(view.players) * OVERVIEW_ROW_H + 96


def render_board_image(
    view: dict[str, Any] | PublicView, names: Sequence[str] | None = None, lang: str = "en"
) -> Image.Image:
    v = view if isinstance(view, PublicView) else PublicView.model_validate(view)
    img, draw = canvas(board_height(v))
    y = header(draw, v, names, lang)
    y = card_row(draw, v, y, lang)
    y = military_board(draw, v, y, names, lang)
    y = overview(draw, v, y, names, lang)
    key(draw, y, lang)
    return img


def render_board(
    view: dict[str, Any] | PublicView, names: Sequence[str] | None = None, lang: str = "en"
) -> bytes:
    return encode_image(render_board_image(view, names, lang))


def header(draw: ImageDraw.ImageDraw, v: PublicView, names: Sequence[str] | None, lang: str) -> float:
    draw.rectangle((0, 0, WIDTH, 56), fill=Palette.PAPER_DARK)
    draw.text((PAD, 12), t("tta.name", lang), font=font(28, True), fill=Palette.INK)
    if v.over:
        status = _k("over", lang)
    else:
        status = _k(
            "status",
            lang,
            age=v.age,
            round=v.round,
            who=_name(v.current, names),
            phase=t(f"tta.ui.phase.{v.phase}", lang),
        )
    face = font(20, True)
    draw.text(
        (WIDTH - PAD, 30), ellipsize(status, face, WIDTH * 0.6), font=face, fill=Palette.INK, anchor="rm"
    )
    return 64


def card_row(draw: ImageDraw.ImageDraw, v: PublicView, y: float, lang: str) -> float:
    title = _k("row", lang, n=v.civil_deck, age=v.age)
    draw.text((PAD, y + 6), title, font=font(20, True), fill=Palette.INK)
    y += 40
    label_w = 84
    tile_w = (WIDTH - 2 * PAD - label_w - 4 * GAP) / 5
    slots = {s.slot: s for s in v.row}
    for lo, hi in ROW_SPLIT:
        cost = slots[lo].cost if lo in slots else 0
        # The civil actions a slot costs: white action tokens.
        cy = y + ROW_TILE_H / 2
        for k in range(cost):
            r = 11
            cx = PAD + 14 + k * 18
            draw.ellipse(
                (cx - r, cy - 12 - r, cx + r, cy - 12 + r), fill=Palette.WHITE, outline=Palette.INK, width=2
            )
        small = font(15)
        label = ellipsize(_k("actions", lang, n=cost), small, label_w - 4)
        draw.text((PAD, cy + 8), label, font=small, fill=Palette.MUTED_INK)
        for k, slot in enumerate(range(lo, hi + 1)):
            x = PAD + label_w + k * (tile_w + GAP)
            card = slots[slot].card if slot in slots else None
            card_tile(draw, (x, y, x + tile_w, y + ROW_TILE_H), card, lang, badge=str(slot) if card else "")
        y += ROW_TILE_H + GAP
    return y


def military_board(
    draw: ImageDraw.ImageDraw, v: PublicView, y: float, names: Sequence[str] | None, lang: str
) -> float:
    box = (PAD, y + 4, WIDTH - PAD, y + 152)
    top = panel(draw, box, _k("military", lang))
    face = font(18)

    def ages(d: dict[str, int]) -> str:
        return ", ".join(f"{a}×{n}" for a, n in d.items()) or "—"

    col = (WIDTH - 2 * PAD - 20) / 3
    x = PAD + 10
    items = [
        _k("military_deck", lang, n=v.military_deck, age=v.age),
        _k("current_events", lang, n=v.current_events, ages=ages(v.current_event_ages)),
        _k("future_events", lang, n=v.future_events, ages=ages(v.future_event_ages)),
    ]
    for k, text in enumerate(items):
        draw.text((x + k * col, top), ellipsize(text, face, col - 10), font=face, fill=Palette.INK)
    last = v.past_events[-1] if v.past_events else None
    line2 = _k("last_event", lang, card=card_name(v.revealed or last, lang)) if (v.revealed or last) else ""
    draw.text((x, top + 28), ellipsize(line2, face, WIDTH - 2 * PAD - 20), font=face, fill=Palette.INK)
    tactics = ", ".join(card_name(c, lang) for c in v.shared_tactics) or "—"
    pending = pending_text(v, names, lang)
    room = WIDTH - 2 * PAD - 20
    # Many shared tactics take a second line when nothing is pending below them.
    lines = wrap_text(_k("shared_tactics", lang, tactics=tactics), face, room)
    if len(lines) > (1 if pending else 2):
        keep = 1 if pending else 2
        lines = [*lines[: keep - 1], ellipsize(" ".join(lines[keep - 1 :]), face, room)]
    for k, line in enumerate(lines):
        draw.text((x, top + 56 + 28 * k), line, font=face, fill=Palette.INK)
    if pending:
        bold = font(18, True)
        draw.text(
            (x, top + 84),
            ellipsize("⚠ " + pending, bold, WIDTH - 2 * PAD - 20),
            font=bold,
            fill=Palette.ALERT,
        )
    return box[3] + 8


def pending_text(v: PublicView, names: Sequence[str] | None, lang: str) -> str:
    """What the game waits for, as everyone may see it (an aggression, an auction, a pact)."""
    p = v.pending
    if p is None:
        return ""
    params = {
        "card": card_name(p.card, lang),
        "seat": _name(p.seat, names) if p.seat is not None else "—",
        "other": _name(p.other, names) if p.other is not None else "—",
        "amount": p.amount or 0,
        "bid": p.bid or 0,
        "waiting": ", ".join(_name(s, names) for s in p.waiting),
    }
    if p.kind in ("defend", "bid", "pact", "colonize"):
        return _k(f"pending.{p.kind}", lang, **params)
    decision = t(f"tta.decision.{p.kind}", lang) if has(f"tta.decision.{p.kind}") else p.kind
    return _k("pending.other", lang, decision=decision, **params)


OVERVIEW_COLUMNS = (  # each wide enough for its heading in English and Spanish
    ("culture", 90),
    ("science", 92),
    ("strength", 68),
    ("happy", 84),
    ("food", 90),
    ("resources", 64),
    ("civil", 64),
    ("military", 62),
    ("yellow", 72),
    ("blue", 66),
)


def overview(
    draw: ImageDraw.ImageDraw, v: PublicView, y: float, names: Sequence[str] | None, lang: str
) -> float:
    name_w = WIDTH - 2 * PAD - sum(w for _, w in OVERVIEW_COLUMNS)
    x = PAD + name_w
    small = font(15, True)
    for what, w in OVERVIEW_COLUMNS:
        symbol(draw, x + 4, y + 6, what, 18)
        draw.text(
            (x + 26, y + 9),
            ellipsize(_k(f"col.{what}", lang), small, w - 28),
            font=small,
            fill=Palette.MUTED_INK,
        )
        x += w
    y += 36
    for p in v.players:
        top = y
        current = p.seat == v.current and not v.over
        fill = mix(Palette.GOLD, Palette.WHITE, 0.75) if current else Palette.IVORY
        draw.rounded_rectangle(
            (PAD, top, WIDTH - PAD, top + OVERVIEW_ROW_H - 6),
            radius=8,
            fill=fill,
            outline=Palette.PAPER_DARK,
            width=2,
        )
        name = ("▶ " if current else "") + _name(p.seat, names)
        face, name = fit_text(name, name_w - 16, 22, min_size=14, bold=True)
        draw.text((PAD + 10, top + 8), name, font=face, fill=Palette.INK if p.alive else Palette.MUTED_INK)
        r = p.ratings
        cells = {
            "culture": (str(p.culture), f"+{r.culture_per_turn}"),
            "science": (str(p.science), f"+{r.science_per_turn}"),
            "strength": (str(r.strength), ""),
            "happy": (f"{r.happy}/{r.faces_required}", ""),
            "food": (str(r.food), signed(r.food_production - r.consumption)),
            "resources": (str(r.resources), signed(r.resource_production - r.corruption)),
            "civil": (f"{r.civil_left}/{r.civil_total}", ""),
            "military": (f"{r.military_left}/{r.military_total}", ""),
            "yellow": (str(p.thresholds.yellow_bank), ""),
            "blue": (str(p.thresholds.blue_bank), f"−{r.corruption}" if r.corruption else ""),
        }
        x = PAD + name_w
        for what, w in OVERVIEW_COLUMNS:
            big, note = cells[what]
            colour = Palette.ALERT if what == "happy" and r.discontent else Palette.INK
            draw.text((x + 4, top + 8), big, font=font(22, True), fill=colour)
            if note:
                draw.text((x + 4, top + 36), note, font=font(15), fill=Palette.MUTED_INK)
            x += w
        line = " · ".join(
            filter(
                None,
                [
                    # The leader as the tableau shows it, "no leader" included (issue 37).
                    f"♛ {card_name(p.leader, lang) if p.leader else _k('no_leader', lang)}",
                    card_name(p.government, lang),
                    _k("wonders_n", lang, n=len(p.wonders)) if p.wonders else "",
                    _k("hands", lang, civil=len(p.civil_hand), military=p.military_hand_count)
                    + _ages(p.military_hand_ages),
                ],
            )
        )
        warn = p.forecast.warnings if not v.over else []
        if warn:
            line = "⚠ " + ", ".join(t(f"tta.img.harm.{w}", lang) for w in warn) + " · " + line
        sface = font(15)
        draw.text(
            (PAD + 10, top + OVERVIEW_ROW_H - 30),
            ellipsize(line, sface, WIDTH - 2 * PAD - 20),
            font=sface,
            fill=Palette.ALERT if warn else Palette.MUTED_INK,
        )
        y += OVERVIEW_ROW_H
    return y


KEY_ORDER = ("culture", "science", "strength", "happy", "food", "resources", "civil", "military", "yellow",
             "blue", "leader")


def key(draw: ImageDraw.ImageDraw, y: float, lang: str) -> None:
    x: float
    x, y = PAD, y + 12
    face = font(15)
    for what in KEY_ORDER:
        label = _k(f"key.{what}", lang)
        if x + 20 + text_width(label, face) > WIDTH - PAD:
            x, y = PAD, y + 24
        w = symbol(draw, x, y, what, 16)
        draw.text((x + w + 3, y + 2), label, font=face, fill=Palette.MUTED_INK)
        x += w + 3 + text_width(label, face) + 14


# ---------------------------------------------------------------------------------------------
# tableaux


TECH_W = (WIDTH - 2 * PAD - 3 * GAP) / 4
TECH_H = 118
TECH_ORDER = ("production", "urban", "unit", "special")


def tableau_height(p: PlayerView) -> int:
    """Room enough for everything (the image is cropped to what was drawn)."""
    rows = 0
    for group in TECH_ORDER:
        kinds = ("special", "government") if group == "special" else (group,)
        n = sum(1 for tech in p.technologies if GROUPS.get(tech.category) in kinds)
        rows += -(-n // 4) if n else 0
    return 64 + 112 + 130 + rows * (TECH_H + GAP) + len(TECH_ORDER) * 30 + 16 + 34 + 30 * 18 + 2 * PAD


def render_tableau_image(
    view: dict[str, Any] | PublicView, seat: int, names: Sequence[str] | None = None, lang: str = "en"
) -> Image.Image:
    v = view if isinstance(view, PublicView) else PublicView.model_validate(view)
    p = v.players[seat]
    img, draw = canvas(tableau_height(p))
    y = tableau_header(draw, p, names, lang)
    y = tableau_ratings(draw, p, y, lang)
    y = banks(draw, p, y, lang)
    y = technologies(draw, p, y, lang)
    y = extras(draw, v, p, y, names, lang)
    return img.crop((0, 0, WIDTH, int(min(y + PAD, img.height))))


def render_tableaux(
    view: dict[str, Any] | PublicView,
    names: Sequence[str] | None = None,
    lang: str = "en",
    seats: Sequence[int] | None = None,
) -> list[bytes]:
    v = view if isinstance(view, PublicView) else PublicView.model_validate(view)
    wanted = range(len(v.players)) if seats is None else seats
    return [encode_image(render_tableau_image(v, s, names, lang)) for s in wanted]


def tableau_header(draw: ImageDraw.ImageDraw, p: PlayerView, names: Sequence[str] | None, lang: str) -> float:
    draw.rectangle((0, 0, WIDTH, 56), fill=Palette.PAPER_DARK)
    face, name = fit_text(_name(p.seat, names), 330, 28, min_size=16, bold=True)
    draw.text((PAD, 12), name, font=face, fill=Palette.INK)
    x = WIDTH - PAD - 420
    value(draw, x, 15, "culture", str(p.culture), 24, _k("per_turn", lang, n=p.ratings.culture_per_turn))
    value(
        draw, x + 220, 15, "science", str(p.science), 24, _k("per_turn", lang, n=p.ratings.science_per_turn)
    )
    return 64


def tableau_ratings(draw: ImageDraw.ImageDraw, p: PlayerView, y: float, lang: str) -> float:
    r = p.ratings
    box = (PAD, y, WIDTH - PAD, y + 104)
    panel(draw, box)
    face = font(19, True)
    leader = card_name(p.leader, lang) if p.leader else _k("no_leader", lang)
    gov = f"{card_name(p.government, lang)}  ·  ♛ {leader}"
    draw.text((PAD + 12, y + 10), ellipsize(gov, face, WIDTH - 2 * PAD - 24), font=face, fill=Palette.INK)
    x: float = PAD + 12
    row = y + 42
    x += value(draw, x, row, "strength", str(r.strength), 20) + 22
    happy_note = _k("need", lang, n=r.faces_required) + (f" · ☹ {r.discontent}" if r.discontent else "")
    x += (
        value(
            draw,
            x,
            row,
            "happy",
            str(r.happy),
            20,
            happy_note,
            colour=Palette.ALERT if r.discontent else Palette.INK,
        )
        + 22
    )
    x += value(draw, x, row, "civil", f"{r.civil_left}/{r.civil_total}", 20, _k("civil", lang)) + 22
    x += value(
        draw, x, row, "military", f"{r.military_left}/{r.military_total}", 20, _k("military_word", lang)
    )
    row = y + 72
    x = PAD + 12
    food_note = _k("food_note", lang, prod=r.food_production, cons=r.consumption)
    x += value(draw, x, row, "food", str(r.food), 20, food_note) + 22
    res_note = _k("res_note", lang, prod=r.resource_production, corr=r.corruption)
    x += value(draw, x, row, "resources", str(r.resources), 20, res_note) + 22
    small = font(17)
    draw.text((x, row + 2), _k("workers", lang, n=p.thresholds.free_workers), font=small, fill=Palette.INK)
    return box[3] + GAP


def banks(draw: ImageDraw.ImageDraw, p: PlayerView, y: float, lang: str) -> float:
    th = p.thresholds
    box = (PAD, y, WIDTH - PAD, y + 122)
    panel(draw, box)
    face = font(17)
    rows = (
        (
            "yellow",
            th.yellow_bank,
            _k(
                "yellow_bank",
                lang,
                n=th.yellow_bank,
                cost=th.next_population_cost if th.next_population_cost is not None else "—",
                cons=th.consumption_after_next,
                faces=th.faces_required_after_next,
            ),
        ),
        (
            "blue",
            th.blue_bank,
            _k(
                "blue_bank",
                lang,
                n=th.blue_bank,
                corr=p.ratings.corruption,
                left=th.blue_before_more_corruption if th.blue_before_more_corruption is not None else "—",
                then=th.corruption_after_that,
            ),
        ),
    )
    for k, (what, n, text) in enumerate(rows):
        top = y + 10 + k * 56
        for i in range(min(n, 24)):
            cx = PAD + 22 + i * 22
            draw.ellipse(
                (cx - 9, top + 4, cx + 9, top + 22), fill=SYMBOL[what][1], outline=Palette.INK, width=1
            )
        if n > 24:
            draw.text((PAD + 22 + 24 * 22, top + 2), f"+{n - 24}", font=face, fill=Palette.INK)
        draw.text(
            (PAD + 12, top + 28), ellipsize(text, face, WIDTH - 2 * PAD - 24), font=face, fill=Palette.INK
        )
    return box[3] + GAP


def technologies(draw: ImageDraw.ImageDraw, p: PlayerView, y: float, lang: str) -> float:
    for group in TECH_ORDER:
        techs = [tech for tech in p.technologies if GROUPS.get(tech.category) == group]
        if group == "special":
            techs = [
                tech
                for tech in p.technologies
                if GROUPS.get(tech.category) in ("special", "government") and tech.card != p.government
            ]
        if not techs:
            continue
        draw.text((PAD, y + 4), _k(f"group.{group}", lang), font=font(18, True), fill=Palette.MUTED_INK)
        y += 30
        for i, tech in enumerate(techs):
            col, row = i % 4, i // 4
            x0 = PAD + col * (TECH_W + GAP)
            y0 = y + row * (TECH_H + GAP)
            detail = ""
            if tech.category in ("farm", "mine"):
                detail = _k("tokens", lang, n=tech.tokens, total=tech.tokens * tech.token_value)
            card_tile(draw, (x0, y0, x0 + TECH_W, y0 + TECH_H - 30), tech.card, lang, detail=detail or None)
            if GROUPS.get(tech.category) in ("production", "urban", "unit"):
                # Workers on the card: yellow tokens, counted.
                wy = y0 + TECH_H - 24
                for w in range(min(tech.workers, 8)):
                    cx = x0 + 14 + w * 20
                    draw.ellipse(
                        (cx - 8, wy, cx + 8, wy + 16), fill=Palette.YELLOW, outline=Palette.INK, width=1
                    )
                label = _k("on_card", lang, n=tech.workers)
                draw.text(
                    (x0 + 14 + min(tech.workers, 8) * 20, wy - 1),
                    label,
                    font=font(15, True),
                    fill=Palette.INK if tech.workers else Palette.MUTED_INK,
                )
        y += (-(-len(techs) // 4)) * (TECH_H + GAP)
    return y


def extras(
    draw: ImageDraw.ImageDraw, v: PublicView, p: PlayerView, y: float, names: Sequence[str] | None, lang: str
) -> float:
    face = font(18)
    bold = font(18, True)
    lines: list[tuple[str, str]] = []
    wonders = [card_name(w, lang) + (f" ({_k('ruin', lang)})" if w in p.ruins else "") for w in p.wonders]
    lines.append((_k("wonders", lang), ", ".join(wonders) or "—"))
    if p.unfinished_wonder:
        u = p.unfinished_wonder
        stages = " ".join(f"[{'✓' if i < u.stages_built else c}]" for i, c in enumerate(u.stage_costs))
        lines.append((_k("building", lang), f"{card_name(u.card, lang)} {stages}"))
    lines.append((_k("colonies", lang), ", ".join(card_name(c, lang) for c in p.colonies) or "—"))
    tactic = card_name(p.tactic, lang) if p.tactic else "—"
    if p.own_tactic and p.own_tactic != p.tactic:
        tactic += f" ({card_name(p.own_tactic, lang)})"
    lines.append((_k("tactic", lang), tactic))
    if p.pact:
        other = p.pact.partner if p.pact.owner == p.seat else p.pact.owner
        side = f" ({p.pact.owner_side})" if p.pact.owner_side else ""
        lines.append((_k("pact", lang), f"{card_name(p.pact.card, lang)}{side} — {_name(other, names)}"))
    if p.war:
        lines.append((_k("war", lang), f"{card_name(p.war.card, lang)} → {_name(p.war.target, names)}"))
    lines.append((_k("civil_hand", lang), ", ".join(card_name(c, lang) for c in p.civil_hand) or "—"))
    lines.append((_k("military_hand", lang), str(p.military_hand_count) + _ages(p.military_hand_ages)))
    warn = p.forecast.warnings if not v.over else []
    # Long lines (many colonies, a full hand) wrap onto a second line.
    wrapped = []
    for label, text in lines:
        room = WIDTH - 2 * PAD - 40 - text_width(label, bold)
        parts = wrap_text(text, face, room) or [text]
        if len(parts) > 2:
            parts = [parts[0], ellipsize(" ".join(parts[1:]), face, room)]
        wrapped.append((label, parts))
    height = 16 + sum(30 * len(parts) for _, parts in wrapped) + (34 if warn else 0)
    panel(draw, (PAD, y, WIDTH - PAD, y + height))
    yy = y + 10
    if warn:
        harms = []
        if p.forecast.uprising:
            harms.append(t("tta.ui.forecast.uprising", lang))
        if p.forecast.famine:
            harms.append(
                t("tta.ui.forecast.famine", lang, food=p.forecast.famine, culture=p.forecast.culture_lost)
            )
        if p.forecast.corruption:
            harms.append(t("tta.ui.forecast.corruption", lang, n=p.forecast.corruption))
        text = "⚠ " + _k("forecast", lang, what="; ".join(harms))
        draw.text((PAD + 12, yy), ellipsize(text, bold, WIDTH - 2 * PAD - 24), font=bold, fill=Palette.ALERT)
        yy += 34
    for label, parts in wrapped:
        lw = text_width(label, bold)
        draw.text((PAD + 12, yy), label, font=bold, fill=Palette.MUTED_INK)
        for part in parts:
            draw.text((PAD + 20 + lw, yy), part, font=face, fill=Palette.INK)
            yy += 30
    return y + height


__all__ = ["render_board", "render_board_image", "render_tableau_image", "render_tableaux"]
