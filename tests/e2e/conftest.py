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
    i18n.add_catalog_file(FIXTURES / "highcard.toml")


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def driver(tmp_path: Path, clock: FakeClock) -> AsyncIterator[Driver]:
    db = str(tmp_path / "agora.db")
    drv = Driver(lambda: create_bot(db_path=db, clock=clock.now, offline=True), clock=clock,
                 images_dir=tmp_path / "images")
    drv.db_path = db  # type: ignore[attr-defined]
    for name, locale, dms in (("alice", "en-US", True), ("bob", "es-ES", True),
                              ("carol", "en-US", True), ("dave", "en-US", False)):
        drv.add_user(name, locale=locale, dms_open=dms)
    await drv.start()
    try:
        yield drv
    finally:
        await drv.stop()
