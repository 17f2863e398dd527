"""The web tests share one database of stored games (tests/web/stored.py), built once."""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from aiohttp.test_utils import TestClient, TestServer

from storage import Store
from tests.web.stored import StoredGames, fill
from web.config import WebConfig
from web.links import Links
from web.server import WebApp

SECRET = "test-secret-not-for-production"


def config(**changes: object) -> WebConfig:
    base = {"public_url": "https://agora.example.org", "port": 8080, "secret": SECRET}
    return WebConfig(**{**base, **changes})


@pytest.fixture(scope="session")
def stored(tmp_path_factory: pytest.TempPathFactory) -> Iterator[StoredGames]:
    """Built in memory-backed /dev/shm where there is one: a commit's fsync on a busy disk costs
    more than the move itself."""
    shm = Path("/dev/shm")
    in_memory = shm.is_dir() and os.access(shm, os.W_OK)
    folder = Path(tempfile.mkdtemp(prefix="agora-web-", dir=shm)) if in_memory \
        else tmp_path_factory.mktemp("web")
    try:
        yield asyncio.run(fill(folder / "games.db"))
    finally:
        if folder.parent == shm:
            shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def links() -> Links:
    return Links(config(), SECRET)


async def client_for(path: Path, links: Links) -> tuple[TestClient, Store, WebApp]:
    store = await Store.open(path, read_only=True)
    app = WebApp(store, links)
    client = TestClient(TestServer(app.app))
    await client.start_server()
    return client, store, app


@pytest.fixture
async def client(stored: StoredGames, links: Links) -> AsyncIterator[TestClient]:
    web, store, app = await client_for(stored.path, links)
    try:
        yield web
    finally:
        await web.close()
        app.close()
        await store.close()
