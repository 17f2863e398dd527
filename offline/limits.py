"""Discord's limits on what a message, an autocomplete answer and a modal may hold.

Discord refuses a body over any of them with 400 "Invalid Form Body" (code 50035) and sends
nothing, so a bot that builds one loses the whole message. The fake API checks them on every
message it is asked to create or edit, so a test finds the text that grew too long (a Spanish
help, a long log) instead of a player finding a missing message. Figures from Discord's API
reference (Message, Embed limits, Component reference, Autocomplete, Modal).
"""

from __future__ import annotations

from typing import Any

CONTENT = 2000
EMBEDS = 10
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER = 2048
AUTHOR = 256
EMBEDS_TOTAL = 6000  # every title, description, field name and value, footer and author, summed
ACTION_ROWS = 5
BUTTONS_PER_ROW = 5
LABEL = 80
CUSTOM_ID = 100
SELECT_OPTIONS = 25
OPTION_TEXT = 100
PLACEHOLDER = 150
CHOICES = 25
CHOICE_NAME = 100
MODAL_TITLE = 45
TEXT_INPUT_LABEL = 45
TEXT_INPUT_VALUE = 4000


class LimitExceeded(ValueError):
    """Where the body breaks a limit ("embeds[0].fields[3].value: 1,100 > 1,024")."""


def _at_most(where: str, value: Any, limit: int) -> None:
    size = len(value) if value is not None else 0
    if size > limit:
        raise LimitExceeded(f"{where}: {size} > {limit}")


def check_message(body: dict[str, Any]) -> None:
    """A message's content, embeds and components (only the keys present: an edit may change one)."""
    _at_most("content", body.get("content"), CONTENT)
    embeds = body.get("embeds") or []
    _at_most("embeds", embeds, EMBEDS)
    total = 0
    for i, embed in enumerate(embeds):
        parts = {
            "title": (embed.get("title"), EMBED_TITLE),
            "description": (embed.get("description"), EMBED_DESCRIPTION),
            "footer.text": ((embed.get("footer") or {}).get("text"), FOOTER),
            "author.name": ((embed.get("author") or {}).get("name"), AUTHOR),
        }
        for name, (value, limit) in parts.items():
            _at_most(f"embeds[{i}].{name}", value, limit)
            total += len(value or "")
        fields = embed.get("fields") or []
        _at_most(f"embeds[{i}].fields", fields, EMBED_FIELDS)
        for j, item in enumerate(fields):
            _at_most(f"embeds[{i}].fields[{j}].name", item.get("name"), FIELD_NAME)
            _at_most(f"embeds[{i}].fields[{j}].value", item.get("value"), FIELD_VALUE)
            total += len(item.get("name") or "") + len(item.get("value") or "")
    _at_most("embeds (all their text)", "x" * total, EMBEDS_TOTAL)
    check_components(body.get("components") or [])


def check_components(rows: list[dict[str, Any]]) -> None:
    _at_most("components", rows, ACTION_ROWS)
    for i, row in enumerate(rows):
        items = row.get("components") or []
        where = f"components[{i}]"
        if any(item.get("type") != 2 for item in items):  # a select (or a text input) fills its row
            _at_most(where, items, 1)
        _at_most(where, items, BUTTONS_PER_ROW)
        for j, item in enumerate(items):
            at = f"{where}.components[{j}]"
            _at_most(f"{at}.custom_id", item.get("custom_id"), CUSTOM_ID)
            _at_most(f"{at}.label", item.get("label"), LABEL if item.get("type") == 2 else TEXT_INPUT_LABEL)
            _at_most(f"{at}.placeholder", item.get("placeholder"), PLACEHOLDER)
            options = item.get("options") or []
            _at_most(f"{at}.options", options, SELECT_OPTIONS)
            for k, option in enumerate(options):
                for key in ("label", "value", "description"):
                    _at_most(f"{at}.options[{k}].{key}", option.get(key), OPTION_TEXT)
            if item.get("type") == 4:
                _at_most(f"{at}.value", item.get("value"), TEXT_INPUT_VALUE)


def check_choices(choices: list[dict[str, Any]]) -> None:
    _at_most("choices", choices, CHOICES)
    for i, choice in enumerate(choices):
        _at_most(f"choices[{i}].name", choice.get("name"), CHOICE_NAME)
        _at_most(f"choices[{i}].value", choice.get("value") if isinstance(choice.get("value"), str) else "",
                 CHOICE_NAME)


def check_modal(data: dict[str, Any]) -> None:
    _at_most("title", data.get("title"), MODAL_TITLE)
    _at_most("custom_id", data.get("custom_id"), CUSTOM_ID)
    check_components(data.get("components") or [])
