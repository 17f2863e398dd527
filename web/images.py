"""Board images: the same renderers as the Discord boards, from frames only.

An image's address names what it is drawn from: a digest of the render's inputs (which image, the
public view, the players' names, the language and, for a board that draws its recent moves, the
public events). Two moments that look the same to everyone have the same address, so an address tells
nothing a page does not (no version number, no move counter), and a browser may keep it for good.
Rendered images are kept in an LRU bounded by bytes.
"""

from __future__ import annotations

import functools
import hashlib
import json
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import i18n
from engine import registry
from engine.core import Event
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
            # Why the ignore below: Renderer patched onto the presenter class (issue 32 item 3's kit replaces
            # this).
            type(presenter).draw = staticmethod(civilization.render_board)  # type: ignore[attr-defined]
        return presenter
    if getattr(presenter, "draw_board", None) is None:
        render_board: Callable[..., bytes]
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
        # Why the ignore below: Renderer patched onto the presenter (issue 32 item 3's kit replaces this).
        presenter.draw_board = render_board  # type: ignore[attr-defined]
    return presenter


Draw = Callable[[], bytes | None]


@dataclass(frozen=True)
class Board:
    """One image of a page: its name in addresses and how it is drawn from a public view."""

    name: str
    draw: Callable[[dict[str, Any], list[str], str, Sequence[Event]], bytes | None]
    reads_events: bool = False  # drawn with the public events of the change (recent moves)


def boards(game_id: str) -> list[Board]:
    """The images of a game's page, the board first (shown in the zoomable viewer). The same
    renderers as Discord's boards; Civilization's page has its whole map at full resolution (the
    channel's board shows a phone-sized region of it, `render.civilization`) and the A.S.T."""
    if game_id == "civilization":
        from render import civilization

        return [Board("map", lambda view, names, lang, events: civilization.render_full(view, names, lang)),
                Board("ast", lambda view, names, lang, events: civilization.render_ast(view, names, lang))]
    presenter = wire_renderers(game_id)
    if type(presenter).render is Presenter.render:
        return []  # a game without a board image
    if getattr(presenter, "render_reads_events", False):
        def drawn_with_events(view: dict[str, Any], names: list[str], lang: str,
                              events: Sequence[Event]) -> bytes | None:
            # Why the ignore below: Only presenters with `render_reads_events` take events (checked above);
            # the base signature has none.
            return presenter.render(view, names, lang, events=events)  # type: ignore[call-arg]

        return [Board("board", drawn_with_events, reads_events=True)]
    return [Board("board", lambda view, names, lang, events: presenter.render(view, names, lang))]


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
    out: list[tuple[str, Callable[[], bytes | None], str]] = []
    for board in boards(frame.game_id):
        inputs: dict[str, Any] = {"game": frame.game_id, "board": board.name, "view": frame.view,
                                  "names": list(names), "lang": lang}
        events = list(frame.events) if board.reads_events else []
        if board.reads_events:
            inputs["events"] = [e.model_dump(mode="json") for e in events]
        text = json.dumps(inputs, sort_keys=True, separators=(",", ":"), default=str)
        digest = hashlib.sha256(text.encode()).hexdigest()[:DIGEST_LENGTH]

        out.append((board.name, functools.partial(board.draw, frame.view, list(names), lang, events), digest))
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
