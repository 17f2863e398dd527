"""Board images: the same renderers as the Discord boards, from frames only.

An image's address names what it is drawn from: a digest of the render's inputs (which image, the
public view, the players' names, the language and, for a board that draws its recent moves, the
public events). Two moments that look the same to everyone have the same address, so an address tells
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
from engine.core import Event
from render import image_format
from service.kits import Picture, kit_for
from web.timeline import Frame

DIGEST_LENGTH = 20  # hex characters of the inputs' SHA-256 in the address


Draw = Callable[[], bytes | None]


# One image of a page: its name in addresses and how it is drawn from a public view (the game's
# kit, `service/kits.py`: the same renderers as Discord's boards).
Board = Picture


def boards(game_id: str) -> list[Board]:
    """The images of a game's page, the board first (shown in the zoomable viewer): its kit's
    `pictures` (Civilization's page has its whole map at full resolution, the channel's board
    showing a phone-sized region of it, and the A.S.T.)."""
    return list(kit_for(game_id).pictures)


def warm() -> None:
    """Load what the first page of any game needs (presenters, renderers, the catalog in both
    languages), so a server just started answers its first visitor as fast as its hundredth."""
    for lang in i18n.LANGUAGES:
        i18n.t("web.title", lang, game="", id=0)
    for game_id in registry.ids():
        boards(game_id)


def render_calls(frame: Frame, names: Sequence[str], lang: str) -> list[tuple[str, Draw, str]]:
    """Each image of the moment: its board's name, its drawing, and the digest of everything it
    reads (its address)."""
    out = []
    for board in boards(frame.game_id):
        inputs: dict[str, Any] = {"game": frame.game_id, "board": board.name, "view": frame.view,
                                  "names": list(names), "lang": lang}
        events = list(frame.events) if board.reads_events else []
        if board.reads_events:
            inputs["events"] = [e.model_dump(mode="json") for e in events]
        text = json.dumps(inputs, sort_keys=True, separators=(",", ":"), default=str)
        digest = hashlib.sha256(text.encode()).hexdigest()[:DIGEST_LENGTH]

        def draw(board: Board = board, events: list[Event] = events) -> bytes | None:
            return board.draw(frame.view, list(names), lang, events)

        out.append((board.name, draw, digest))
    return out


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
