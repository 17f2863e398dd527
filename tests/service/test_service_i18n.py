"""Every catalog key the service raises exists in English and Spanish, with the same placeholders."""

from __future__ import annotations

import re
from pathlib import Path

import i18n
import service.errors as errors

SERVICE_DIR = Path(errors.__file__).parent


def _raised_keys() -> set[str]:
    keys: set[str] = set()
    for path in SERVICE_DIR.glob("*.py"):
        keys |= set(re.findall(r'"(service\.err\.[a-z_]+)"', path.read_text()))
    return keys


def test_every_raised_key_is_in_the_catalog_in_both_languages() -> None:
    keys = _raised_keys()
    assert len(keys) >= 15
    catalog = i18n.catalog()
    for key in sorted(keys):
        assert key in catalog, key
        texts = catalog[key]
        assert texts.get("en") and texts.get("es"), key
        assert i18n.placeholders(texts["en"]) == i18n.placeholders(texts["es"]), key


def test_no_stale_catalog_entries() -> None:
    assert set(i18n.area("service")) == _raised_keys()


def test_error_params_fill_the_placeholders() -> None:
    err = errors.BadPlayerCount(count=1, allowed="2, 3, 4")
    assert i18n.t(err.key, "es-ES", **err.params) == (
        "Esta partida no se puede jugar con un jugador; se permite: 2, 3, 4.")  # never "1 jugadores"
    assert "{" not in i18n.t(errors.Stale.default_key, "en-US", version=4)
