"""Board images: one module per game, pure functions from the game's public view to image bytes.

Which function draws a game's board (and its other pictures) is said by the game's kit
(`service/kits.py`). Every renderer encodes with `render.common.encode_image` (a 256-colour
palette PNG; JPEG only if that were too big); `image_format(data)` says which, to name the upload.
"""

from __future__ import annotations

from render.common import encode_image, image_format

__all__ = ["encode_image", "image_format"]
