"""Query plans on either backend: a statement of every move or poll reads through an index, never a
whole table, and sorts nothing it could read in order."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from storage import Store


async def query_plan(store: Store, sql: str, params: Sequence[Any] = (), *, avoid_sorts: bool = False,
                     ) -> list[str]:
    """The plan's lines. On PostgreSQL the planner is told to avoid sequential and bitmap scans, and
    with `avoid_sorts` sorts (a test's few rows make any of them look cheap): one left in the plan
    has no index to use."""
    if store.dialect.name == "sqlite":
        async with store.read() as db:
            return [str(row[3]) for row in await db.fetchall("EXPLAIN QUERY PLAN " + sql, params)]
    async with store.write() as db:
        await db.execute("SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off"
                         + ("; SET LOCAL enable_sort = off" if avoid_sorts else ""))
        return [str(row[0]) for row in await db.fetchall("EXPLAIN " + sql, params)]


def assert_indexed(plan: list[str], *, sorts: bool = False) -> None:
    if any("Seq Scan" in line or "Index" in line or "Bitmap" in line or "Result" in line
           for line in plan) and not any(line.startswith(("SCAN", "SEARCH")) for line in plan):  # PostgreSQL
        assert not any("Seq Scan" in line for line in plan), plan
        # A sort of the whole result (an incremental sort of rows read in index order is cheap).
        assert sorts or not any(line.strip().startswith(("Sort  (", "->  Sort  (")) for line in plan), plan
        return
    assert all("INDEX" in line or "PRIMARY KEY" in line for line in plan
               if line.startswith(("SCAN", "SEARCH"))), plan
    assert sorts or not any("TEMP B-TREE" in line for line in plan), plan
