"""The message catalog: every player-facing string, in English and Spanish.

Entries live in `i18n/catalog/*.toml` (one file per area, so games don't collide), each
key a table with `en` and `es` whose texts are Project Fluent patterns:

    ["tigris.err.river"]
    en = "Only farms (blue) may go on a river square: { $square }."
    es = "En un río solo pueden ir granjas (azules): { $square }."

    ["tigris.panel.tiles"]
    en = '''{ $n ->
        [one] one tile
       *[other] { $n } tiles
    }'''

Fluent (fluent.runtime, with Babel's CLDR data underneath) chooses plural forms per
language, so nobody reads "1 tiles" or "1 acciones", and lets a message select on anything
else (a gender, a role). The older `{name}` placeholders still read as `{ $name }`.
`t(key, locale, **params)` picks the language from a Discord locale ("es-ES", "es-419",
"en-US"...). Parameters that are themselves catalog keys can be passed as `Msg(key, params)`
and are translated first; `format_list` joins names as each language does ("A, B and C" /
"A, B y C").
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from babel.lists import format_list as _babel_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number

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
        _bundle.cache_clear()
        _variables.cache_clear()
        _plain.cache_clear()


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


def option_key(name: str, *scopes: str) -> str | None:
    """The catalog key naming a slash command's option `name` in each language: the most
    specific of `cmd.opt.<scope>...<name>` (a game, then its verb: `cmd.opt.tta.upgrade.to`)
    down to the shared `cmd.opt.<name>`; its `en` text is the option's declared name."""
    parts = [scope.replace(" ", "_") for scope in scopes if scope]
    for depth in range(len(parts), -1, -1):
        key = ".".join(("cmd.opt", *parts[:depth], name))
        if key in catalog():
            return key
    return None


_LEGACY_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
_SPECIAL_LINE_START = ("[", "*", ".")


def fluent_id(key: str) -> str:
    """Catalog keys use dots; Fluent identifiers may not (keys have no '-', so this is 1:1)."""
    return key.replace(".", "-")


def to_fluent(text: str) -> str:
    """A catalog text as the pattern of a Fluent message (what follows `id = `)."""
    text = _LEGACY_PLACEHOLDER.sub(r"{ $\1 }", text)
    lines = text.split("\n")
    out = []
    depth = 0
    for i, line in enumerate(lines):
        # Literal text may not start a line with what Fluent reads as syntax (a leading blank,
        # or "[", "*", "." that would start a variant or an attribute).
        if depth == 0 and line[:1] in _SPECIAL_LINE_START:
            line = '{"' + line[0] + '"}' + line[1:]
        if depth == 0 and line[:1] == " ":
            line = '{" "}' + line[1:]
        if not line and depth == 0 and 0 < i < len(lines) - 1:
            line = '{""}'
        out.append(line if i == 0 else "    " + line)
        depth += line.count("{") - line.count("}")
    return "\n".join(out)


@cache
def _bundle(lang: str) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)
    lines = []
    for key, texts in catalog().items():
        text = texts.get(lang) or texts.get(DEFAULT_LANGUAGE)
        if isinstance(text, str) and text:
            lines.append(f"{fluent_id(key)} = {to_fluent(text)}")
    bundle.add_resource(FluentResource("\n".join(lines) + "\n"))
    return bundle


def _arg(value: Any) -> Any:
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    if isinstance(value, (float, str)):
        return value
    return str(value)


def t(key: str, locale: object = DEFAULT_LANGUAGE, /, **params: Any) -> str:
    """The text of `key` in the locale's language. An unknown key shows itself, never crashes."""
    lang = language(locale)
    if not params:
        return _plain(key, lang)
    return _format(key, lang, params)


@lru_cache(maxsize=16384)  # bounded: a key may be built from what a user typed
def _plain(key: str, lang: str) -> str:
    """A text without parameters: the same every time (names of places, units, buttons), so
    formatted once; images and dashboards ask for hundreds of them."""
    return _format(key, lang, {})


def _format(key: str, lang: str, params: dict[str, Any]) -> str:
    if key not in catalog():
        return key if not params else f"{key} {params}"
    bundle = _bundle(lang)
    # A missing parameter shows as "{name}" (visible in tests and logs, never a crash).
    args: dict[str, Any] = {name: "{" + name + "}" for name in _variables(key, lang)}
    args.update({k: _arg(t(v.key, lang, **v.params) if isinstance(v, Msg) else v) for k, v in params.items()})
    message = bundle.get_message(fluent_id(key))
    text, _errors = bundle.format_pattern(message.value, args)
    return text


@cache
def _variables(key: str, lang: str) -> frozenset[str]:
    texts = catalog()[key]
    return frozenset(placeholders(texts.get(lang) or texts.get(DEFAULT_LANGUAGE) or ""))


def format_list(items: list[str], locale: object = DEFAULT_LANGUAGE, /) -> str:
    """"A, B and C" / "A, B y C"."""
    if not items:
        return ""
    return _babel_list(list(items), locale=language(locale))


_FLUENT_VARIABLE = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")


def placeholders(template: str) -> set[str]:
    """The variables a catalog text uses (Fluent `$name`, or the older `{name}`)."""
    return set(_FLUENT_VARIABLE.findall(template)) | set(_LEGACY_PLACEHOLDER.findall(template))
