"""The games Agora moderates, by id. Product games are imported lazily by module path."""

from __future__ import annotations

import importlib
from typing import Any

from engine.core.game import Game

# id -> "module:attribute" of the game's singleton. Only games that are playable are listed.
_PRODUCT_GAMES: dict[str, str] = {
    "tigris": "engine.tigris:GAME",
    "antike": "engine.antike:GAME",
    "age_of_heroes": "engine.age_of_heroes:GAME",
    "civilization": "engine.civilization:GAME",
    "tta": "engine.tta:GAME",
}

_extra: dict[str, Game[Any]] = {}
_loaded: dict[str, Game[Any]] = {}


def register(game: Game[Any]) -> None:
    """Add a game at run time (tests register their small fixture game this way)."""
    _extra[game.id] = game


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def ids() -> list[str]:
    return sorted(set(_PRODUCT_GAMES) | set(_extra))


def get(game_id: str) -> Game[Any]:
    """The game with this id; KeyError if there is none."""
    if game_id in _extra:
        return _extra[game_id]
    if game_id not in _loaded:
        module_name, attr = _PRODUCT_GAMES[game_id].split(":")
        _loaded[game_id] = getattr(importlib.import_module(module_name), attr)
    return _loaded[game_id]
