"""The presenters' texts are written for Discord: a little markdown (`**bold**`, `*italic*`,
`` `code` ``, `~~struck~~`, `__underlined__`) and line breaks. Here they become HTML, safely: the
whole text is escaped first (a player named `<b>Bob</b>` stays those nine characters), and only
then are the markdown marks, which escaping leaves untouched, turned into tags."""

from __future__ import annotations

import re

from markupsafe import Markup, escape

_CODE = re.compile(r"`([^`\n]+)`")
_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_UNDERLINE = re.compile(r"__(?=\S)(.+?)(?<=\S)__")
_ITALIC = re.compile(r"(?<![\w*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])")
_STRIKE = re.compile(r"~~(?=\S)(.+?)(?<=\S)~~")
_PLACEHOLDER = "\x00{}\x00"


def to_html(text: str) -> Markup:
    """Discord markdown as HTML: escaped, marks as tags, line breaks as <br>."""
    safe = str(escape(text.replace("\x00", "")))  # NUL marks the code spans set aside
    codes: list[str] = []

    def keep(match: re.Match[str]) -> str:  # code spans are not read for other marks
        codes.append(f"<code>{match[1]}</code>")
        return _PLACEHOLDER.format(len(codes) - 1)

    safe = _CODE.sub(keep, safe)
    safe = _BOLD.sub(r"<strong>\1</strong>", safe)
    safe = _UNDERLINE.sub(r"<u>\1</u>", safe)
    safe = _ITALIC.sub(r"<em>\1</em>", safe)
    safe = _STRIKE.sub(r"<s>\1</s>", safe)
    safe = re.sub("\x00([0-9]+)\x00", lambda m: codes[int(m[1])], safe)
    return Markup(safe.replace("\n", "<br>\n"))


def plain(text: str) -> str:
    """The text without its markdown marks (an image's alt text, a page's title)."""
    for pattern in (_CODE, _BOLD, _UNDERLINE, _ITALIC, _STRIKE):
        text = pattern.sub(r"\1", text)
    return text
