"""Writes the catalog's Through the Ages card names (every card's English and Spanish name, from
`engine/tta/data/cards.json`): `python -m i18n.tta_cards` after changing the card data. The area
`tta_cards` is written as `i18n/<lang>/tta_cards.ftl`."""

from __future__ import annotations

import json
from pathlib import Path

import i18n
from i18n.writing import comment_lines, join_parts, message_source

CARDS = Path(__file__).resolve().parent.parent / "engine" / "tta" / "data" / "cards.json"
HEADER = [
    "Through the Ages card names, generated from engine/tta/data/cards.json by",
    "`python -m i18n.tta_cards`: edit the data, not this file.",
]


def names() -> list[tuple[str, dict[str, str]]]:
    cards = json.loads(CARDS.read_text(encoding="utf-8"))["cards"]
    return [(f"tta.card.{c['id']}", {"en": c["name_en"], "es": c.get("name_es") or c["name_en"]})
            for c in cards]


def render_ftl(lang: str) -> str:
    """One language's Fluent file."""
    header = "\n".join(comment_lines("###", HEADER))
    return join_parts([header, *(message_source(i18n.fluent_id(key), texts[lang]) for key, texts in names())])


def main() -> None:
    for lang in i18n.LANGUAGES:
        i18n.ftl_path(i18n.I18N_DIR / "tta_cards", lang).write_text(render_ftl(lang), encoding="utf-8")


if __name__ == "__main__":
    main()
