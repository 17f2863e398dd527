"""Age of Heroes table image, drawn only from the public view dict (`engine.age_of_heroes.view_schema`).

Layout (fixed width):

    +----------------------------------------------------------------+
    | title, turn / market day, decks, item supply                   |
    +---------------------+---------------------+--------------------+
    | one panel per tribe: name, tribe, hand size, cities, citadels, |
    | monument (5 boxes), armies (general, away, earthquake), roads  |
    +---------------------+---------------------+--------------------+
    | market offers, the battle in progress or the last battle | turn |
    | order (neighbours sit side by side), legend of the army boxes   |
    +----------------------------------------------------------------+

Nothing depends on colour alone: army states carry a letter (G general, away hatched with a
label, earthquake marked "Q", explained under the tableaux), tribes their names; each panel
starts with its place in the turn order and names its road neighbours.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from engine.age_of_heroes.view_schema import PlayerPublic, PublicView
from i18n import language, t
from render.common import RGB, Palette, ellipsize, encode_image, font, mix, wrap_text

WIDTH = 1400
HEADER = 96
PANEL_H = 250
COLUMNS = 3
PANEL_W = WIDTH // COLUMNS
FOOTER = 300
PAD = 14

TRIBE_COLOURS: dict[str, RGB] = {
    "egyptians": Palette.ORANGE,
    "romans": Palette.VERMILLION,
    "greeks": Palette.SKY_BLUE,
    "babylonians": Palette.REDDISH_PURPLE,
    "celts": Palette.BLUISH_GREEN,
    "chinese": Palette.YELLOW,
}


def _k(key: str, lang: str, **params: Any) -> str:
    return t(f"age_of_heroes.{key}", lang, **params)


def _name(seat: int | None, names: Sequence[str] | None, lang: str) -> str:
    """A player by name (never a seat number); "?" when no name is at hand."""
    if seat is None:
        return _k("ui.barbarians", lang)
    if names is not None and 0 <= seat < len(names) and names[seat].strip():
        return names[seat].strip()
    return "?"


def _unit(unit: str, lang: str) -> str:
    """A battle unit by name: "a3" → "Army 3", "h1" → "Hero 1", "b1" → "Barbarian 1"."""
    kind = {"a": "army", "h": "hero", "b": "barbarian"}.get(unit[:1])
    if kind is None or not unit[1:].isdigit():
        return unit
    return _k(f"unit.{kind}", lang, n=int(unit[1:]))


def _box(unit: str) -> str:
    """A unit's short label in an army box, explained by the legend: "3", "H1", "B1"."""
    return unit[1:] if unit.startswith("a") else unit.upper()


def _header(draw: ImageDraw.ImageDraw, view: PublicView, names: Sequence[str] | None, lang: str) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER), fill=Palette.PAPER_DARK)
    draw.text((PAD, 10), _k("name", lang), font=font(28, True), fill=Palette.INK)
    if view.game_over and view.winner is not None:
        status = _k(f"ui.win_{view.win_reason}", lang, name=_name(view.winner, names, lang))
    elif view.stage == "draft":
        status = _k("ui.draft", lang)
    elif view.stage == "market":
        status = _k("ui.market", lang)
    else:
        status = _k("ui.turn", lang, turn=view.turn_no, name=_name(view.turn_seat, names, lang))
    waiting = ", ".join(dict.fromkeys(_name(a.seat, names, lang) for a in view.awaiting))
    if waiting and not view.game_over:
        status += "  ·  " + _k("ui.awaiting", lang, names=waiting)
    face = font(18)
    draw.text((PAD, 50), ellipsize(status, face, WIDTH * 0.62), font=face, fill=Palette.INK)
    supply = " · ".join(f"{t(f'age_of_heroes.item.{item}', lang)} {n}" for item, n in view.piles.items())
    decks = _k("ui.decks", lang, deck=view.deck, discard=view.discard_size, battle=view.battle_deck)
    small = font(16)
    draw.text((WIDTH * 0.64, 14), ellipsize(decks, small, WIDTH * 0.35), font=small, fill=Palette.INK)
    for i, line in enumerate(wrap_text(_k("ui.supply", lang) + " " + supply, small, WIDTH * 0.35)[:2]):
        draw.text((WIDTH * 0.64, 44 + i * 22), line, font=small, fill=Palette.MUTED_INK)


def _panel(draw: ImageDraw.ImageDraw, x: int, y: int, p: PlayerPublic, view: PublicView,
           names: Sequence[str] | None, lang: str) -> None:
    colour = TRIBE_COLOURS.get(p.tribe or "", Palette.MUTED_INK)
    box = (x + 6, y + 6, x + PANEL_W - 6, y + PANEL_H - 6)
    active = view.stage == "turn" and view.turn_seat == p.seat and not view.game_over
    draw.rectangle(box, fill=Palette.IVORY if p.alive else Palette.PAPER_DARK,
                   outline=Palette.INK if active else Palette.MUTED_INK, width=3 if active else 1)
    draw.rectangle((box[0], box[1], box[2], box[1] + 36), fill=mix(colour, Palette.WHITE, 0.35))
    tribe = t(f"age_of_heroes.tribe.{p.tribe}", lang) if p.tribe else "?"
    title = f"{_order(view).index(p.seat) + 1}. {_name(p.seat, names, lang)} — {tribe}" if p.alive \
        else f"{_name(p.seat, names, lang)} — {tribe}"
    draw.text((box[0] + 10, box[1] + 7), ellipsize(title, font(19, True), PANEL_W - 150),
              font=font(19, True), fill=Palette.INK)
    draw.text((box[2] - 120, box[1] + 9), _k("ui.hand", lang, n=p.hand_size), font=font(16), fill=Palette.INK)
    if not p.alive:
        draw.text((box[0] + 14, box[1] + 60), _k("ui.out", lang), font=font(26, True), fill=Palette.ALERT)
        return
    face = font(16)
    row = box[1] + 46
    draw.text((box[0] + 10, row), _k("ui.cities", lang, n=p.cities), font=face, fill=Palette.INK)
    for i in range(p.cities):  # a little house per city
        cx = box[0] + 110 + i * 22
        house = [(cx, row + 18), (cx, row + 8), (cx + 8, row + 1), (cx + 16, row + 8), (cx + 16, row + 18)]
        draw.polygon(house, fill=colour, outline=Palette.INK)
    draw.text((box[0] + 260, row), _k("ui.citadels", lang, n=p.citadels), font=face, fill=Palette.INK)
    row += 30
    monument = _k("ui.monument", lang, card=t(f"age_of_heroes.card.{p.special}", lang)) if p.special \
        else _k("ui.monument_unknown", lang)  # no tribe yet: its special resource is not known
    draw.text((box[0] + 10, row), monument, font=face, fill=Palette.INK)
    for i in range(5):
        bx = box[0] + 10 + i * 28
        filled = i < p.monument
        draw.rectangle((bx, row + 24, bx + 22, row + 42), fill=colour if filled else Palette.WHITE,
                       outline=Palette.INK)
    if p.monument > 5:
        draw.text((box[0] + 155, row + 24), f"+{p.monument - 5}", font=face, fill=Palette.INK)
    row += 52
    draw.text((box[0] + 10, row), _k("ui.armies", lang), font=face, fill=Palette.INK)
    ax = box[0] + 90
    small = font(13, True)
    for army in p.armies:
        if ax + 52 > box[2] - 6:
            row += 30
            ax = box[0] + 90
        fill = Palette.WHITE if army.away else mix(colour, Palette.WHITE, 0.2)
        draw.rectangle((ax, row, ax + 48, row + 24), fill=fill, outline=Palette.INK,
                       width=3 if army.quaked else 1)
        if army.away:
            for hx in range(ax, ax + 48, 8):
                draw.line((hx, row + 24, hx + 8, row), fill=Palette.PAPER_DARK)
        label = _box(army.id) + (" G" if army.general else "") + (" Q" if army.quaked else "")
        draw.text((ax + 4, row + 5), label, font=small, fill=Palette.INK)
        ax += 54
    row += 34
    notes = []
    if any(a.away for a in p.armies):
        notes.append(_k("ui.away", lang))
    roads = sorted({b if a == p.seat else a for a, b in view.roads if p.seat in (a, b)})
    if roads:
        notes.append(_k("ui.roads", lang, seats=", ".join(_name(s, names, lang) for s in roads)))
    if p.challenge:
        conditions = ", ".join(t(f"aoh.reason.{c}", lang) for c in p.challenge)
        notes.append(_k("ui.challenge", lang, conditions=conditions))
    if p.neighbours:
        notes.append(_k("ui.neighbours", lang, names=", ".join(_name(s, names, lang) for s in p.neighbours)))
    text = "  ·  ".join(notes)
    draw.text((box[0] + 10, min(row, box[3] - 24)), ellipsize(text, face, PANEL_W - 30), font=face,
              fill=Palette.ALERT if p.challenge else Palette.MUTED_INK)


def _cards(cards: dict[str, int], lang: str) -> str:
    if not cards:
        return "—"
    return ", ".join(f"{n} {t(f'age_of_heroes.card.{c}', lang)}" for c, n in cards.items())


def _footer(draw: ImageDraw.ImageDraw, y: int, view: PublicView, names: Sequence[str] | None,
            lang: str) -> None:
    draw.rectangle((0, y, WIDTH, y + FOOTER), fill=Palette.PAPER)
    face, bold = font(16), font(18, True)
    col_w = WIDTH // 2 - 2 * PAD
    lines: list[str] = []
    if view.battle is not None:
        b = view.battle
        goal = t(f"age_of_heroes.goal.{b.goal}", lang)
        if b.attacker is None:
            title = _k("ui.barbarian_battle", lang, defender=_name(b.defender, names, lang))
        else:
            title = _k("ui.battle", lang, attacker=_name(b.attacker, names, lang),
                       defender=_name(b.defender, names, lang), goal=goal)
        for side in (b.attack, b.defence):
            units = ", ".join(_unit(u.id, lang) + (" G" if u.general else "")
                              + (f" [{u.card}]" if u.card else "") + (" ✝" if u.destroyed else "")
                              for u in side.units)
            lines.append(f"{_name(side.seat, names, lang)}: {units or '—'}")
        lines += [f"{_unit(r.attack_unit, lang)} {r.attack_total} : {r.defence_total} "
                  f"{_unit(r.defence_unit, lang)}" for r in b.rounds]
    elif view.market.open:
        title = _k("ui.offers", lang)
        for o in view.market.offers:
            to = f" → {_name(o.to, names, lang)}" if o.to is not None else ""
            offerer = _name(o.seat, names, lang)
            lines.append(f"#{o.id} {offerer}{to}: {_cards(o.give, lang)} ⇄ {_cards(o.get, lang)}")
        if not view.market.offers:
            lines.append(_k("ui.no_offers", lang))
        done = ", ".join(_name(s, names, lang) for s in view.market.done if view.players[s].alive)
        if done:
            lines.append(_k("ui.done", lang, names=done))
    else:
        title = _k("ui.last_battle", lang)
        lb = view.last_battle
        if lb:
            if lb.get("attacker") is None:
                lines.append(_k("ui.barbarian_battle", lang, defender=_name(lb.get("defender"), names, lang)))
            else:
                lines.append(_k("ui.battle", lang, attacker=_name(lb.get("attacker"), names, lang),
                                defender=_name(lb.get("defender"), names, lang),
                                goal=t(f"age_of_heroes.goal.{lb.get('goal')}", lang)))
            if lb.get("called_off"):
                card = t(f"age_of_heroes.card.{lb['called_off']}", lang)
                lines.append(_k("ui.called_off", lang, card=card))
            else:
                for r in lb.get("rounds") or []:
                    attack, defence = _unit(r["attack_unit"], lang), _unit(r["defence_unit"], lang)
                    lines.append(f"{attack} {r['attack_total']} : {r['defence_total']} {defence}")
                lines.append(_k("ui.victorious", lang, n=lb.get("victorious", 0)))
        else:
            lines.append("—")
    draw.text((PAD, y + 10), title, font=bold, fill=Palette.INK)
    for i, line in enumerate(lines[:11]):
        draw.text((PAD, y + 40 + i * 22), ellipsize(line, face, col_w), font=face, fill=Palette.INK)
    x = WIDTH // 2 + PAD
    draw.text((x, y + 10), _k("ui.order", lang), font=bold, fill=Palette.INK)
    order = [f"{i + 1}. {_name(s, names, lang)}" for i, s in enumerate(_order(view))]
    legend = [" → ".join(order), _k("ui.order_market", lang, name=_name(view.anchor, names, lang)), "",
              _k("ui.legend_armies", lang), _k("ui.legend_marks", lang)]
    # Wrapped, never cut: the legend is what explains the army boxes (issue 17.6).
    wrapped = [part for line in legend for part in (wrap_text(line, face, col_w) or [""])]
    for i, line in enumerate(wrapped):
        draw.text((x, y + 40 + i * 22), line, font=face, fill=Palette.MUTED_INK)


def _order(view: PublicView) -> list[int]:
    """Living seats in turn order (clockwise) from the seat the round starts with."""
    n = len(view.players)
    ring = [(view.anchor + k) % n for k in range(n)]
    return [s for s in ring if view.players[s].alive]


def render_image(view: dict[str, Any] | PublicView, *, names: Sequence[str] | None = None,
                 lang: str = "en") -> Image.Image:
    model = view if isinstance(view, PublicView) else PublicView.model_validate(
        {k: v for k, v in view.items() if k != "private"})
    lang = language(lang)
    rows = (len(model.players) + COLUMNS - 1) // COLUMNS
    height = HEADER + rows * PANEL_H + FOOTER
    img = Image.new("RGB", (WIDTH, height), Palette.PAPER)
    draw = ImageDraw.Draw(img)
    _header(draw, model, names, lang)
    for i, player in enumerate(model.players):
        _panel(draw, (i % COLUMNS) * PANEL_W, HEADER + (i // COLUMNS) * PANEL_H, player, model, names, lang)
    _footer(draw, HEADER + rows * PANEL_H, model, names, lang)
    return img


def render_board(view: dict[str, Any] | PublicView, *, names: Sequence[str] | None = None,
                 lang: str = "en") -> bytes:
    """PNG bytes of every tribe's tableau, hand sizes, decks and the market or battle in progress."""
    return encode_image(render_image(view, names=names, lang=lang))
