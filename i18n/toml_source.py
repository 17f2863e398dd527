"""The catalog's older form, until it is converted: TOML files whose entries hold a Fluent
pattern per language, turned here into the Fluent (`.ftl`) source of each language.

    ["tigris.err.river"]
    en = "Only farms (blue) may go on a river square: { $square }."
    es = "En un río solo pueden ir granjas (azules): { $square }."

becomes, in `en/tigris.ftl` and `es/tigris.ftl`,

    tigris-err-river = Only farms (blue) may go on a river square: { $square }.

The loader (`i18n`) reads TOML files through `ftl_texts` exactly as it reads `.ftl` files, and
the one-off converter (`toml2ftl.py`) writes what `ftl_texts` returns: so the catalog formats
the same before and after the conversion. Delete this module with the last TOML file.

Texts are written as `i18n.writing` writes any message (the older `{name}` placeholders
become `{ $name }`; what Fluent would read as syntax or trim, as string literals). TOML comments
become Fluent comments: those before the first entry the file's (`###`), a block followed by a blank
line a group's (`##`), a block directly over an entry (or inside it) that message's (`#`).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from i18n.writing import comment_lines, join_parts, message_source

_TOML_NAME = re.compile(r"\b(?:i18n/catalog/)?([a-z_]+)\.toml\b")
_HEADER = re.compile(r"""^\[\s*(?:"([^"\\]*)"|'([^']*)'|([A-Za-z0-9_.\-]+))\s*\]\s*(?:#.*)?$""")


@dataclass
class _Entry:
    key: str
    comments: list[str] = field(default_factory=list)


@dataclass
class _Layout:
    """A TOML file's comments, in order: the file's, groups' and entries'."""

    resource: list[str] = field(default_factory=list)
    # The entries (with their own comments) and the groups' comment blocks, in order.
    items: list[list[str] | _Entry] = field(default_factory=list)


def _layout(source: str) -> _Layout:
    layout = _Layout()
    block: list[str] = []
    entry: _Entry | None = None
    quote: str | None = None  # the multi-line string open, if any
    for raw in source.split("\n"):
        line = raw.strip()
        if quote is not None:
            if raw.count(quote) % 2 == 1:
                quote = None
            continue
        header = _HEADER.match(line)
        if line.startswith("#"):
            # A comment naming another area's file names the file it becomes.
            block.append(_TOML_NAME.sub(r"\1.ftl", line[1:].removeprefix(" ").rstrip()))
        elif header:
            key = next(part for part in header.groups() if part is not None)
            entry = _Entry(key, block)
            layout.items.append(entry)
            block = []
        elif not line:
            if block:
                if entry is None and not layout.items:
                    layout.resource += ([""] if layout.resource else []) + block
                else:
                    layout.items.append(block)
                block = []
        else:
            if block and entry is not None:  # a comment inside an entry: that message's
                entry.comments += block
                block = []
            for quote_mark in ("'''", '"""'):
                if "=" in line and line.split("=", 1)[1].count(quote_mark) % 2 == 1:
                    quote = quote_mark
                    break
    if block:
        layout.items.append(block)
    return layout


def ftl_texts(path: Path, languages: tuple[str, ...], fluent_id: Callable[[str], str]) -> dict[str, str]:
    """The FTL source of each language of one TOML file of the catalog (`fluent_id`: the
    catalog's key → message id mapping). A language an entry has no text in is left out of its
    file (the loader falls back to English)."""
    source = path.read_text(encoding="utf-8")
    data = tomllib.loads(source)
    layout = _layout(source)
    listed = [item.key for item in layout.items if isinstance(item, _Entry)]
    if sorted(listed) != sorted(data):
        raise ValueError(f"{path}: entries read {sorted(set(listed) ^ set(data))} differently")
    out: dict[str, str] = {}
    for lang in languages:
        parts: list[str] = []
        if layout.resource:
            parts.append("\n".join(comment_lines("###", layout.resource)))
        for item in layout.items:
            if isinstance(item, list):
                parts.append("\n".join(comment_lines("##", item)))
                continue
            text = data[item.key].get(lang)
            if not isinstance(text, str) or not text:
                continue
            message = message_source(fluent_id(item.key), text)
            parts.append("\n".join([*comment_lines("#", item.comments), message]))
        out[lang] = join_parts(parts)
    return out
