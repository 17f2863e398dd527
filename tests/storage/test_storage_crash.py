"""Crashes between the engine's apply and the commit lose nothing and apply nothing twice."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from service import AlreadyDone, GameService
from storage import Store
from tests.service.test_service_support import BOB, CREATOR, FakeClock, started_game

REPO = Path(__file__).resolve().parents[2]

pytest_plugins = ("tests.service.test_service_support",)


async def _retry_applies_exactly_once(db_path: Path, clock: FakeClock, game: int, user: int, text: str,
                                      interaction: int, before: dict[str, Any]) -> None:
    store = await Store.open(db_path, clock=clock)  # also proves the instance lock was released
    try:
        service = GameService(store, clock)
        assert await store.dump() == before
        record = await store.get_game(game)
        assert record is not None
        result = await service.act(game, user, text, interaction, expected_version=record.version)
        assert result.version == record.version + 1
        with pytest.raises(AlreadyDone):
            await service.act(game, user, text, interaction)
        actions = await store.list_actions(game)
        assert [a.interaction_id for a in actions].count(interaction) == 1
        assert len(actions) == len(before["actions"]) + 1
        assert await service.replay_check(game)
    finally:
        await store.close()


async def test_exception_mid_commit_writes_nothing(db_path: Path, clock: FakeClock, highcard: Any,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    store = await Store.open(db_path, clock=clock)
    service = GameService(store, clock)
    record = await started_game(service, (CREATOR, BOB))
    record, state = await service.load(record.id)
    text = service.legal_texts(record, state, record.seats_of(BOB)[0])[0]
    before = await store.dump()

    exploded: list[str] = []

    def explode(sql: str, params: Any) -> None:
        # As the action's log row is to be written: on SQLite after the game's UPDATE, in the
        # transaction; on PostgreSQL the statement that writes the game, its log row and its
        # outbox rows, its own transaction, is not sent.
        if "INSERT INTO actions" in sql and not exploded:
            exploded.append(sql)
            raise OSError("disk unplugged")

    store.observe(explode)
    with pytest.raises(OSError, match="disk unplugged"):
        await service.act(record.id, BOB, text, 4242, expected_version=record.version)
    store.observe(None)
    assert exploded
    assert await store.dump() == before
    await store.close()
    await _retry_applies_exactly_once(db_path, clock, record.id, BOB, text, 4242, before)


CHILD = textwrap.dedent("""
    import asyncio, json, os, sys
    from pathlib import Path
    import i18n
    from engine import registry
    from service import GameService
    from storage import Store
    from tests.fixtures.highcard import GAME

    async def main(path):
        registry.register(GAME)
        store = await Store.open(path)
        service = GameService(store)
        lobby = await service.create(1, 9, None, "highcard", 1, {"rounds": 1})
        await service.join(lobby.id, 2)
        record = (await service.start(lobby.id, 1, seed=9)).record
        record, state = await service.load(record.id)
        seat = record.seats_of(2)[0]
        text = service.legal_texts(record, state, seat)[0]
        print(json.dumps({"game": record.id, "user": 2, "text": text}), flush=True)

        def die(sql, params):
            # As the action's log row is to be written (SQLite: after the game's UPDATE in the
            # transaction), the process vanishes: no rollback, no close.
            if "INSERT INTO actions" in sql:
                os._exit(17)

        store.observe(die)
        await service.act(record.id, 2, text, 777, expected_version=record.version)

    asyncio.run(main(sys.argv[1]))
""")


async def test_process_killed_mid_commit_loses_nothing(db_path: Path, clock: FakeClock,
                                                       highcard: Any) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-c", CHILD, str(db_path), cwd=REPO, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(child.communicate(), timeout=120)
    assert child.returncode == 17, err.decode()
    told = json.loads(out.decode().strip().splitlines()[-1])
    store = await Store.open(db_path, clock=clock)
    record = await store.get_game(told["game"])
    assert record is not None and record.version == 1
    assert await store.list_actions(told["game"]) == []
    before = await store.dump()
    await store.close()
    await _retry_applies_exactly_once(db_path, clock, told["game"], told["user"], told["text"], 777, before)
