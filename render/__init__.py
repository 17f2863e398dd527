"""Board images: one pure function per game, from the game's public view dict to image bytes.

`render(view)` dispatches on `view["game"]`. Every renderer encodes with
`render.common.encode_image` (a 256-colour palette PNG; JPEG only if that were too big);
`image_format(data)` says which, to name the upload.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from render.common import encode_image, image_format

__all__ = ["encode_image", "image_format", "render"]


def render(view: dict[str, Any], *, names: Sequence[str] | None = None, lang: str = "en") -> bytes:
    """The board image of any game's public view, labels in `lang`."""
    game = view.get("game")
    if game == "tigris":
        from render.tigris import render_board  # imported on first use: each renderer builds caches

        return render_board(view, names=names, lang=lang)
    if game == "antike":
        from render.antike import render_board as render_antike

        return render_antike(view, names=names, lang=lang)
    raise ValueError(f"no renderer for game {game!r}")
