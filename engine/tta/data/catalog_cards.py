"""Writes `i18n/catalog/tta_cards.toml` (every card's English and Spanish name, from
`cards.json`): `python -m engine.tta.data.catalog_cards` after changing the card data."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def render() -> str:
    cards = json.loads((Path(__file__).parent / "cards.json").read_text(encoding="utf-8"))["cards"]
    lines = [
        "# Through the Ages card names, generated from engine/tta/data/cards.json by",
        "# `python -m engine.tta.data.catalog_cards`: edit the data, not this file.",
        "",
    ]
    for c in cards:
        name_es = c.get("name_es") or c["name_en"]
        lines += [
            f'["tta.card.{c["id"]}"]',
            f"en = {json.dumps(c['name_en'], ensure_ascii=False)}",
            f"es = {json.dumps(name_es, ensure_ascii=False)}",
            "",
        ]
    return "\n".join(lines)


def main() -> None:
    (ROOT / "i18n" / "catalog" / ("tta_cards" + ".toml")).write_text(render(), encoding="utf-8")


if __name__ == "__main__":
    main()
