"""Writing Fluent source: a text as a message of an `.ftl` file, and files of messages.

Used by what generates catalog files (the card names of `i18n/tta_cards.py`). A text is a
Fluent pattern written plainly; what a pattern cannot say plainly is written as a Fluent string
literal: a line starting with a blank or with `[`, `*`, `.` (a variant or an attribute to
Fluent) starts with `{" "}`, `{"["}`...; a blank line and a final blank are kept as `{""}` /
`{" "}` (Fluent would trim them).
"""

from __future__ import annotations

_SPECIAL_START = ("[", "*", ".")
INDENT = "    "


def pattern_source(text: str) -> list[str]:
    """A catalog text as the lines of a Fluent pattern (unindented; at least one)."""
    lines = text.split("\n")
    out = []
    depth = 0
    for i, line in enumerate(lines):
        if depth == 0:
            if not line:
                # A blank line, or a text starting or ending with a newline: Fluent would drop it.
                line = '{""}' if len(lines) > 1 else line
            else:
                if line[0] == " ":
                    line = '{" "}' + line[1:]
                elif line[0] in _SPECIAL_START:
                    line = '{"' + line[0] + '"}' + line[1:]
                if i == len(lines) - 1 and line != line.rstrip(" "):
                    line = line[:-1] + '{" "}'  # Fluent trims the pattern's final blanks
        out.append(line)
        depth = _depth_after(line, depth)
    return out


def _depth_after(line: str, depth: int) -> int:
    """How many placeables are open after `line` (braces inside string literals not counted)."""
    in_string = escaped = False
    for char in line:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"' and depth > 0:
            in_string = True
        elif char == "{":
            depth += 1
        elif char == "}":
            depth = max(0, depth - 1)
    return depth


def message_source(message_id: str, text: str) -> str:
    """One message of an FTL file: `id = text`, or `id =` over a block of indented lines."""
    lines = pattern_source(text)
    if len(lines) == 1:
        return f"{message_id} = {lines[0]}"
    return "\n".join([f"{message_id} =", *(INDENT + line if line else "" for line in lines)])


def comment_lines(prefix: str, lines: list[str]) -> list[str]:
    """Fluent comment lines: `#` a message's, `##` a group's, `###` the file's."""
    return [f"{prefix} {text}".rstrip() for text in lines]


def join_parts(parts: list[str]) -> str:
    """An FTL file of messages (each with its comment, if any) and comments: one-line messages
    follow each other line by line; a blank line before a comment or a multi-line message, and
    after a group's comment or a multi-line message."""
    out = ""
    previous_ends_plain = False
    for part in parts:
        lines = part.split("\n")
        message = [line for line in lines if not line.startswith("#")]
        starts_plain = not lines[0].startswith("#") and len(message) == 1
        if out:
            out += "\n" if previous_ends_plain and starts_plain else "\n\n"
        out += part
        previous_ends_plain = len(message) == 1
    return out + "\n"
