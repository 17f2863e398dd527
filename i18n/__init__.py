"""The message catalog: every player-facing string, in English and Spanish.

Messages are Project Fluent, one set of `.ftl` files per language and area
(`i18n/en/tigris.ftl`, `i18n/es/tigris.ftl`), read by fluent.runtime:

    tigris-err-river = Only farms (blue) may go on a river square: { $square }.
    tigris-panel-tiles =
        { $n ->
            [one] one tile
           *[other] { $n } tiles
        }

Code names a message by its catalog key, `tigris.err.river`: the message id is the key with
its dots as hyphens (`fluent_id`, the one mapping used everywhere).

Fluent (with Babel's CLDR data underneath) chooses plural forms per language, so nobody reads
"1 tiles" or "1 acciones", and lets a message select on anything else (a gender, a role).
`t(key, locale, **params)` picks the language from a Discord locale ("es-ES", "es-419",
"en-US"...). Parameters that are themselves catalog keys can be passed as `Msg(key, params)`
and are translated first; `format_list` joins names as each language does ("A, B and C" /
"A, B y C"). A formatting error never shows as Fluent's `{???}`: values are cut before they
reach Fluent's limits, and what still fails is logged (and seen by `watch_problems`).
"""

from __future__ import annotations

import logging
import re
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from babel.lists import format_list as _babel_list
from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.serializer import serialize_pattern
from fluent.syntax.visitor import Visitor

log = logging.getLogger(__name__)

LANGUAGES = ("en", "es")
DEFAULT_LANGUAGE = "en"
I18N_DIR = Path(__file__).parent
# Fluent refuses a placeable longer than 2,500 characters (it shows `{???}`); no Discord text
# holds a value that long anyway. Longer values are cut to this, with "…".
MAX_VALUE = 1500


@dataclass(frozen=True)
class Msg:
    """A catalog key with parameters, to be translated later (lazy text)."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)


def language(locale: object) -> str:
    """'es' for any Spanish Discord locale, else 'en'."""
    text = str(getattr(locale, "value", locale) or "").lower()
    return "es" if text.startswith("es") else DEFAULT_LANGUAGE


# --- keys and message ids -------------------------------------------------------------------


def fluent_id(key: str) -> str:
    """The Fluent message id of a catalog key: dots become hyphens, a hyphen of the key is
    doubled (`tigris.monument.red-black` → `tigris-monument-red--black`)."""
    return key.replace("-", "--").replace(".", "-")


def catalog_key(message_id: str) -> str:
    """The catalog key of a Fluent message id (`fluent_id`'s inverse)."""
    return "-".join(part.replace("-", ".") for part in message_id.split("--"))


# --- where the messages are -----------------------------------------------------------------


@dataclass(frozen=True)
class Source:
    """The Fluent source of one area in one language, and the file it was read from."""

    area: str
    lang: str
    path: Path
    text: str


def ftl_path(area: Path, lang: str) -> Path:
    """Where an area's `.ftl` file of `lang` lives: `i18n/web` → `i18n/<lang>/web.ftl`,
    `tests/fixtures/highcard` → `tests/fixtures/<lang>/highcard.ftl`."""
    return area.parent / lang / f"{area.name}.ftl"


def _area_sources(area: Path) -> list[Source]:
    out = []
    for lang in LANGUAGES:
        path = ftl_path(area, lang)
        if path.exists():
            out.append(Source(area.name, lang, path, path.read_text(encoding="utf-8")))
    return out


_extra_areas: list[Path] = []


def add_catalog_file(path: Path) -> None:
    """Add an area of messages (tests add their fixture game's texts this way): its `.ftl` files
    in `<folder>/<lang>/<area>.ftl`, named as `<folder>/<area>` (`tests/fixtures/highcard`)."""
    path = Path(path).resolve()
    path = path.with_name(path.name.split(".")[0])
    if path not in _extra_areas:
        _extra_areas.append(path)
        for cached in (sources, _keys, _messages, catalog, _bundle, _variables, _plain):
            cached.cache_clear()


@cache
def sources() -> tuple[Source, ...]:
    """Every area's Fluent source in every language: the catalog's, then those added."""
    areas = sorted({path.stem for lang in LANGUAGES for path in (I18N_DIR / lang).glob("*.ftl")})
    out: list[Source] = []
    for area in [*(I18N_DIR / name for name in areas), *_extra_areas]:
        out += _area_sources(area)
    return tuple(out)


@cache
def _resource(text: str) -> ftl.Resource:
    return FluentParser(with_spans=False).parse(text)


_MESSAGE_START = re.compile(r"^([A-Za-z][A-Za-z0-9_-]*)[ \t]*=", re.MULTILINE)


@cache
def _keys() -> dict[str, frozenset[str]]:
    """{key: the languages it has a message in}, read from the sources without parsing them
    (a line starting `id =` starts a message), in the sources' order."""
    out: dict[str, set[str]] = {}
    for source in sources():
        for message_id in _MESSAGE_START.findall(source.text):
            out.setdefault(catalog_key(message_id), set()).add(source.lang)
    return {key: frozenset(langs) for key, langs in out.items()}


@cache
def _messages(lang: str) -> dict[str, ftl.Message]:
    """{message id: message} of one language (parsed once, shared with its bundle); a key
    defined twice is an error, an entry that does not parse is logged and left out (`problems`)."""
    out: dict[str, ftl.Message] = {}
    for source in sources():
        if source.lang != lang:
            continue
        for entry in _resource(source.text).body:
            if isinstance(entry, ftl.Junk):
                log.error("catalog %s: not Fluent: %r", source.path, (entry.content or "")[:200])
            elif isinstance(entry, ftl.Message):
                if entry.id.name in out:
                    raise ValueError(f"catalog key {catalog_key(entry.id.name)!r} defined twice "
                                     f"({source.path.name}, {lang})")
                out[entry.id.name] = entry
    return out


def pattern_text(pattern: ftl.Pattern | None) -> str:
    """A message's pattern as Fluent source, unindented (`{ $n -> … }`, `{ " " }`)."""
    if pattern is None:
        return ""
    text = serialize_pattern(pattern)
    return textwrap.dedent(text[1:]) if text.startswith("\n") else text.removeprefix(" ")


@cache
def catalog() -> dict[str, dict[str, str]]:
    """{key: {lang: the message's pattern as Fluent source}}, every message of the catalog."""
    messages = {lang: _messages(lang) for lang in LANGUAGES}
    out: dict[str, dict[str, str]] = {}
    for key, langs in _keys().items():
        message_id = fluent_id(key)
        texts = {lang: pattern_text(messages[lang][message_id].value) for lang in LANGUAGES
                 if lang in langs and message_id in messages[lang]}
        if texts:
            out[key] = texts
    return out


def has(key: str) -> bool:
    return key in _keys()


def area(name: str) -> dict[str, dict[str, str]]:
    """The messages of one area (`render`, `service`...), as `catalog()` gives them."""
    keys = {catalog_key(entry.id.name) for source in sources() if source.area == name
            for entry in _resource(source.text).body if isinstance(entry, ftl.Message)}
    return {key: texts for key, texts in catalog().items() if key in keys}


def option_key(name: str, *scopes: str) -> str | None:
    """The catalog key naming a slash command's option `name` in each language: the most
    specific of `cmd.opt.<scope>...<name>` (a game, then its verb: `cmd.opt.tta.upgrade.to`)
    down to the shared `cmd.opt.<name>`; its `en` text is the option's declared name."""
    parts = [scope.replace(" ", "_") for scope in scopes if scope]
    for depth in range(len(parts), -1, -1):
        key = ".".join(("cmd.opt", *parts[:depth], name))
        if key in _keys():
            return key
    return None


# --- formatting -----------------------------------------------------------------------------


@cache
def _bundle(lang: str) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)
    for source in sources():
        if source.lang == lang:
            bundle.add_resource(_resource(source.text))
    _messages(lang)  # the same resources: a key defined twice is found here too
    return bundle


def _arg(value: Any) -> Any:
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    if isinstance(value, str):
        return value if len(value) <= MAX_VALUE else value[: MAX_VALUE - 1] + "…"
    if isinstance(value, float):
        return value
    return _arg(str(value))


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


@dataclass(frozen=True)
class Problem:
    """A message that did not format cleanly: Fluent's errors, or `{???}` in its text."""

    key: str
    lang: str
    errors: tuple[str, ...]
    text: str
    params: dict[str, str]


_watchers: list[list[Problem]] = []


@contextmanager
def watch_problems() -> Iterator[list[Problem]]:
    """Every formatting problem while the block runs (tests render whole games inside one)."""
    found: list[Problem] = []
    _watchers.append(found)
    try:
        yield found
    finally:
        _watchers.remove(found)


def _format(key: str, lang: str, params: dict[str, Any]) -> str:
    langs = _keys().get(key)
    if langs is None:
        return key if not params else f"{key} {params}"
    lang = lang if lang in langs else DEFAULT_LANGUAGE
    bundle = _bundle(lang)
    if not bundle.has_message(fluent_id(key)):  # an entry that does not parse (logged)
        return key
    # A missing parameter shows as "{name}" (visible in tests and logs, never a crash).
    args: dict[str, Any] = {name: "{" + name + "}" for name in _variables(key, lang)}
    args.update({k: _arg(t(v.key, lang, **v.params) if isinstance(v, Msg) else v) for k, v in params.items()})
    message = bundle.get_message(fluent_id(key))
    if message.value is None:  # a message of attributes only: nothing to show
        return key
    text, errors = bundle.format_pattern(message.value, args)
    text = str(text)
    if errors or "{???}" in text:
        problem = Problem(key, lang, tuple(str(e) for e in errors), text,
                          {k: str(v)[:80] for k, v in params.items()})
        log.warning("catalog message %s (%s) formats badly: %s", key, lang, problem.errors or text[:200])
        for found in _watchers:
            found.append(problem)
    return text


@cache
def _variables(key: str, lang: str) -> frozenset[str]:
    return frozenset(variables(_messages(lang)[fluent_id(key)]))


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.names.add(node.id.name)


def variables(node: ftl.BaseNode) -> set[str]:
    """The variables a message (or any part of one) uses, selectors included."""
    visitor = _Variables()
    visitor.visit(node)
    return visitor.names


def format_list(items: list[str], locale: object = DEFAULT_LANGUAGE, /) -> str:
    """"A, B and C" / "A, B y C"."""
    if not items:
        return ""
    return _babel_list(list(items), locale=language(locale))


_FLUENT_VARIABLE = re.compile(r"\$([A-Za-z_][A-Za-z0-9_-]*)")


def placeholders(template: str) -> set[str]:
    """The variables a catalog text uses (`$name`)."""
    return set(_FLUENT_VARIABLE.findall(template))


def problems() -> list[str]:
    """What is wrong with the catalog's sources: entries that are not Fluent (junk)."""
    out = []
    for source in sources():
        for entry in _resource(source.text).body:
            if isinstance(entry, ftl.Junk):
                notes = "; ".join(a.message or "" for a in entry.annotations)
                out.append(f"{source.path.name} ({source.lang}): {notes}: {(entry.content or '')[:120]!r}")
    return out
