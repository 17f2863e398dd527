"""Board images: the same renderers as the Discord boards, from frames only.

An image's address names what it is drawn from: a digest of the render's inputs (the public view,
the players' names, the language and, for a game whose board draws its recent moves, the public
events). Two moments that look the same to everyone have the same address, so an address tells
nothing a page does not (no version number, no move counter), and a browser may keep it for good.
Rendered images are kept in an LRU bounded by bytes.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any

import i18n
from engine import registry
from present.base import Presenter, presenter_for
from render import image_format
from web.timeline import Frame

DIGEST_LENGTH = 20  # hex characters of the inputs' SHA-256 in the address


def wire_renderers(game_id: str) -> Presenter:
    """The game's presenter with its board renderer attached, as the game's cog attaches it (the
    presenters may not import render/: cogs/<game>.py wires them in the bot)."""
    presenter = presenter_for(game_id)
    if game_id == "civilization":
        from render import civilization

        if getattr(type(presenter), "draw", None) is None:
            type(presenter).draw = staticmethod(civilization.render_board)  # type: ignore[attr-defined]
        return presenter
    if getattr(presenter, "draw_board", None) is None:
        if game_id == "tigris":
            from render.tigris import render_board
        elif game_id == "antike":
            from render.antike import render_board
        elif game_id == "age_of_heroes":
            from render.age_of_heroes import render_board
        elif game_id == "tta":
            from render.tta import render_board
        else:
            return presenter
        presenter.draw_board = render_board  # type: ignore[attr-defined]
    return presenter


Draw = Callable[[], bytes | None]


def warm() -> None:
    """Load what the first page of any game needs (presenters, renderers, the catalog in both
    languages), so a server just started answers its first visitor as fast as its hundredth."""
    for lang in i18n.LANGUAGES:
        i18n.t("web.title", lang, game="", id=0)
    for game_id in registry.ids():
        wire_renderers(game_id)


def render_call(frame: Frame, names: Sequence[str], lang: str) -> tuple[Draw, str] | None:
    """The board's render and the digest of everything it reads (None: the game has no board)."""
    presenter = wire_renderers(frame.game_id)
    if type(presenter).render is Presenter.render:
        return None
    reads_events = getattr(presenter, "render_reads_events", False)
    inputs: dict[str, Any] = {"game": frame.game_id, "view": frame.view, "names": list(names), "lang": lang}
    if reads_events:
        inputs["events"] = [e.model_dump(mode="json") for e in frame.events]
    text = json.dumps(inputs, sort_keys=True, separators=(",", ":"), default=str)
    digest = hashlib.sha256(text.encode()).hexdigest()[:DIGEST_LENGTH]

    def draw() -> bytes | None:
        extra = {"events": list(frame.events)} if reads_events else {}
        return presenter.render(frame.view, list(names), lang, **extra)

    return draw, digest


def content_type(data: bytes) -> str:
    return "image/png" if image_format(data) == "png" else "image/jpeg"


class ImageCache:
    """Rendered images by digest, least recently used out past `capacity` bytes."""

    def __init__(self, capacity: int = 64 * 1024 * 1024) -> None:
        self.capacity = capacity
        self._images: OrderedDict[str, bytes] = OrderedDict()
        self._size = 0
        self._lock = threading.Lock()

    def get(self, digest: str) -> bytes | None:
        with self._lock:
            data = self._images.get(digest)
            if data is not None:
                self._images.move_to_end(digest)
            return data

    def put(self, digest: str, data: bytes) -> None:
        with self._lock:
            if digest in self._images:
                return
            self._images[digest] = data
            self._size += len(data)
            while self._size > self.capacity and len(self._images) > 1:
                _, old = self._images.popitem(last=False)
                self._size -= len(old)
