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
import random
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

import i18n
from engine import registry
from engine.core import Event, apply, awaited_seats
from render import image_format
from service.kits import kit_for
from web.timeline import Frame

DIGEST_LENGTH = 20  # hex characters of the inputs' SHA-256 in the address
WARM_MOVES = 30  # robot moves played before the warm-up draws a game


Draw = Callable[[], bytes | None]


@dataclass(frozen=True)
class Board:
    """One image of a page: its name in addresses and how it is drawn from a public view."""

    name: str
    draw: Callable[[dict[str, Any], list[str], str, Sequence[Event]], bytes | None]
    reads_events: bool = False  # drawn with the public events of the change (recent moves)
    seat: int | None = None  # one player's image (a TTA tableau), named after them
    alt: str | None = None  # its text alternative's catalog key ({ $who }: the seat's name)


def boards(game_id: str, view: dict[str, Any] | None = None) -> list[Board]:
    """The images of a game's page, the board first (shown in the zoomable viewer): its kit's
    `pictures` (the same renderers as Discord's boards; Civilization's page has its whole map at
    full resolution, the channel's board showing a phone-sized region of it, and the A.S.T.);
    then, on Through the Ages' page, each player's tableau (`/tta tableau`), from the public view."""
    pictures = [Board(p.name, p.draw, p.reads_events) for p in kit_for(game_id).pictures]
    if game_id == "tta" and view is not None:
        return [*pictures, *tableaux(view)]
    return pictures


def tableaux(view: dict[str, Any]) -> list[Board]:
    """Through the Ages: a tableau per player, drawn from the public view (as `/tta tableau`
    shows them in Discord)."""
    from render.tta import render_tableaux

    def drawn(seat: int) -> Callable[[dict[str, Any], list[str], str, Sequence[Event]], bytes | None]:
        return lambda view, names, lang, events: render_tableaux(view, names, lang, [seat])[0]

    return [Board(f"tableau{seat + 1}", drawn(seat), seat=seat, alt="tta.ui.tableaux")
            for seat in range(len(view.get("players", [])))]


def warm() -> None:
    """Load what the first page of any game needs (presenters, renderers, the catalog in both
    languages, and each renderer's fonts and drawn backgrounds, by drawing a game at its start),
    so a server just started answers its first visitor as fast as its hundredth."""
    for lang in i18n.LANGUAGES:
        i18n.t("web.title", lang, game="", id=0)
    for game_id in registry.ids():
        game = registry.get(game_id)
        players = min(game.player_counts(game.parse_options({})))
        state = game.setup(players, game.parse_options({}), 1)
        rnd = random.Random(1)
        for _ in range(WARM_MOVES):  # a game under way: more of the renderer's pieces drawn once
            awaited = awaited_seats(game, state)
            if game.is_over(state) or not awaited:
                break
            seat = min(awaited)
            state = apply(game, state, seat, game.autoplay(state, seat, rnd).to_text(), in_place=True).state
        frame = Frame.of(game, state)
        for drawing in render_calls(frame, [f"#{n + 1}" for n in range(players)], i18n.DEFAULT_LANGUAGE):
            drawing.draw()


class Drawing(NamedTuple):
    """One image of a moment: its board's name, its drawing, the digest of everything it reads
    (its address), and the seat it belongs to with its text alternative's key (None: the game's)."""

    name: str
    draw: Draw
    digest: str
    seat: int | None = None
    alt: str | None = None


def render_calls(frame: Frame, names: Sequence[str], lang: str) -> list[Drawing]:
    """Each image of the moment, the board first."""
    out = []
    # What every image of the moment reads, serialised once (a view is the bulk of it).
    shared = json.dumps({"game": frame.game_id, "view": frame.view, "names": list(names), "lang": lang},
                        sort_keys=True, separators=(",", ":"), default=str)
    for board in boards(frame.game_id, frame.view):
        events = list(frame.events) if board.reads_events else []
        own: dict[str, Any] = {"board": board.name}
        if board.reads_events:
            own["events"] = [e.model_dump(mode="json") for e in events]
        text = shared + json.dumps(own, sort_keys=True, separators=(",", ":"), default=str)
        digest = hashlib.sha256(text.encode()).hexdigest()[:DIGEST_LENGTH]

        def draw(board: Board = board, events: list[Event] = events) -> bytes | None:
            return board.draw(frame.view, list(names), lang, events)

        out.append(Drawing(board.name, draw, digest, board.seat, board.alt))
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
