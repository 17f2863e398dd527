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


@asynccontextmanager
async def temporary_database(prefix: str = "agora_bench") -> AsyncIterator[str]:
    import asyncpg

    name = f"{prefix}_{os.getpid()}_{secrets.token_hex(3)}"
    admin = await asyncpg.connect(admin_url())
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
    finally:
        await admin.close()
    try:
        yield admin_url().rsplit("/", 1)[0] + "/" + name
    finally:
        admin = await asyncpg.connect(admin_url())
        try:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            await admin.close()
