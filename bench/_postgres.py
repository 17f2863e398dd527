"""A PostgreSQL database of a bench's own, created on the server at `ADMIN_URL` (or
$AGORA_BENCH_POSTGRES) and dropped afterwards: other people's databases on that server are never
touched."""

from __future__ import annotations

import os
import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/test"


def admin_url() -> str:
    return os.environ.get("AGORA_BENCH_POSTGRES", "").strip() or ADMIN_URL


async def create_database(prefix: str = "agora_bench", *, template: str | None = None) -> str:
    """A new database of the bench's own: its URL. `template`: the URL of another to copy
    (nobody may be connected to it)."""
    import asyncpg

    name = f"{prefix}_{os.getpid()}_{secrets.token_hex(3)}"
    copy = "" if template is None else f' TEMPLATE "{template.rsplit("/", 1)[-1]}" STRATEGY FILE_COPY'
    admin = await asyncpg.connect(admin_url())
    try:
        await admin.execute(f'CREATE DATABASE "{name}"{copy}')
    finally:
        await admin.close()
    return admin_url().rsplit("/", 1)[0] + "/" + name


async def drop_database(url: str) -> None:
    import asyncpg

    admin = await asyncpg.connect(admin_url())
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{url.rsplit("/", 1)[-1]}" WITH (FORCE)')
    finally:
        await admin.close()


@asynccontextmanager
async def temporary_database(prefix: str = "agora_bench", *,
                             template: str | None = None) -> AsyncIterator[str]:
    url = await create_database(prefix, template=template)
    try:
        yield url
    finally:
        await drop_database(url)
