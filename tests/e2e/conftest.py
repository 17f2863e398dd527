"""The product bot on the offline driver, with the test-only High Card game registered."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import i18n
from bot import create_bot
from engine import registry
from offline import Driver, FakeClock
from tests.fixtures.highcard import GAME as HIGHCARD

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


@pytest.fixture(autouse=True)
def highcard_registered() -> None:
    registry.register(HIGHCARD)
    i18n.add_catalog_file(FIXTURES / "highcard")


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def driver(tmp_path: Path, clock: FakeClock) -> AsyncIterator[Driver]:
    db = str(tmp_path / "agora.db")
    drv = Driver(lambda: create_bot(db_path=db, clock=clock.now, offline=True), clock=clock,
                 images_dir=tmp_path / "images")
    drv.db_path = db
    for name, locale, dms in (("alice", "en-US", True), ("bob", "es-ES", True),
                              ("carol", "en-US", True), ("dave", "en-US", False)):
        drv.add_user(name, locale=locale, dms_open=dms)
    await drv.start()
    try:
        yield drv
    finally:
        await drv.stop()


# A stand-in for every board image: a valid 1×1 PNG.
TINY_PNG = bytes.fromhex("89504e470d0a1a0a0000000d49484452000000010000000108000000003a7e9b55"
                         "0000000a4944415478da63600000000200015d0a1cf00000000049454e44ae426082")


@pytest.fixture(autouse=True)
def board_images(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Boards are drawn but not encoded unless the test carries the `images` marker: every post
    still carries a PNG, a stand-in, and the drawing runs as in production (so what it would
    raise, it raises), while the palette and zlib work, half a render, is skipped."""
    if request.node.get_closest_marker("images") is not None:
        return
    import render.common

    monkeypatch.setattr(render.common, "palette_image", lambda img, colours=256: img)
    monkeypatch.setattr(render.common, "_png", lambda img, compress_level=2: TINY_PNG)
