"""Structured logs: one line per event, plain text or (with `AGORA_LOG_JSON=1`) one JSON object.

Every line logged while the bot handles an interaction or a game action carries the game's row id
and the interaction's id, so one action's lines are found together (`grep '"game": 12'`). The
cogs and the service `bind()` them as soon as they know them; they live in context variables,
so they follow the asyncio task of that interaction and never leak into another one's lines.
"""

from __future__ import annotations

import json
import logging
import sys
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any, TextIO

current_game: ContextVar[int | None] = ContextVar("agora_game", default=None)
current_interaction: ContextVar[int | None] = ContextVar("agora_interaction", default=None)

# LogRecord attributes that are not extra fields a caller passed.
_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {"message", "asctime", "game",
                                                                         "interaction"}


def bind(*, game: int | None = None, interaction: int | None = None) -> None:
    """From now on in this task, log lines carry this game and/or interaction."""
    if game is not None:
        current_game.set(game)
    if interaction is not None:
        current_interaction.set(interaction)


class ContextFilter(logging.Filter):
    """Adds `game` and `interaction` to every record (a record's own `extra` wins)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "game", None) is None:
            record.game = current_game.get()
        if getattr(record, "interaction", None) is None:
            record.interaction = current_interaction.get()
        return True


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        data: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "game": getattr(record, "game", None),
            "interaction": getattr(record, "interaction", None),
        }
        data.update({k: v for k, v in vars(record).items() if k not in _STANDARD and not k.startswith("_")})
        if record.exc_info:
            data["exception"] = self.formatException(record.exc_info)
        return json.dumps(data, default=str, ensure_ascii=False)


class TextFormatter(logging.Formatter):
    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s%(context)s: %(message)s")

    def format(self, record: logging.LogRecord) -> str:
        parts = [f"{key}={value}" for key in ("game", "interaction")
                 if (value := getattr(record, key, None)) is not None]
        record.context = f" [{' '.join(parts)}]" if parts else ""
        text = super().format(record)
        return text.replace("\n", "\n    ")  # tracebacks stay visibly part of their line


def configure(level: str | int = "INFO", *, json_lines: bool = False,
              stream: TextIO | None = None) -> logging.Handler:
    """Install the one root handler (replacing any), with the context filter and the formatter."""
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.addFilter(ContextFilter())
    handler.setFormatter(JsonFormatter() if json_lines else TextFormatter())
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)
    return handler
