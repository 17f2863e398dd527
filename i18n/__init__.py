"""The message catalog: every player-facing string, in English and Spanish.

Entries live in `i18n/catalog/*.toml` (one file per area, so games don't collide), each
key a table with `en` and `es`:

    ["tigris.err.river"]
    en = "Only farms (blue) may go on a river square: {square}."
    es = "En un río solo pueden ir granjas (azules): {square}."

`t(key, locale, **params)` picks the language from a Discord locale ("es-ES", "es-419",
"en-US"...) and fills `{placeholders}` with str.format. Parameters that are themselves
catalog keys can be passed as `Msg(key, params)` and are translated first.
"""

from __future__ import annotations

import string
import tomllib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "es")
DEFAULT_LANGUAGE = "en"
CATALOG_DIR = Path(__file__).parent / "catalog"


@dataclass(frozen=True)
class Msg:
    """A catalog key with parameters, to be translated later (lazy text)."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)


def language(locale: object) -> str:
    """'es' for any Spanish Discord locale, else 'en'."""
    text = str(getattr(locale, "value", locale) or "").lower()
    return "es" if text.startswith("es") else DEFAULT_LANGUAGE


_extra_files: list[Path] = []


def add_catalog_file(path: Path) -> None:
    """Add a file of entries (tests add their fixture game's texts this way)."""
    path = Path(path).resolve()
    if path not in _extra_files:
        _extra_files.append(path)
        catalog.cache_clear()


@cache
def catalog() -> dict[str, dict[str, str]]:
    entries: dict[str, dict[str, str]] = {}
    for path in [*sorted(CATALOG_DIR.glob("*.toml")), *_extra_files]:
        with path.open("rb") as fh:
            data = tomllib.load(fh)
        for key, texts in data.items():
            if key in entries:
                raise ValueError(f"catalog key {key!r} defined twice ({path.name})")
            entries[key] = texts
    return entries


def has(key: str) -> bool:
    return key in catalog()


class _SafeDict(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def t(key: str, locale: object = DEFAULT_LANGUAGE, /, **params: Any) -> str:
    """The text of `key` in the locale's language. An unknown key shows itself, never crashes."""
    lang = language(locale)
    texts = catalog().get(key)
    if texts is None:
        return key if not params else f"{key} {params}"
    template = texts.get(lang) or texts.get(DEFAULT_LANGUAGE) or key
    resolved = {k: (t(v.key, lang, **v.params) if isinstance(v, Msg) else v) for k, v in params.items()}
    return string.Formatter().vformat(template, (), _SafeDict(resolved))


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}
