"""Games at rest cannot be damaged silently (issue 15, items 11-12): the hash chain over the log,
the snapshot bound to it, quarantine on load, and `python bot.py --check`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from service import GameService
from service.check import check_database
from service.errors import GameQuarantined
from service.history import History
from storage import Store, integrity
from tests.service.test_service_support import BOB, CREATOR, FakeClock, started_game

pytest_plugins = ("tests.service.test_service_support",)
REPO = Path(__file__).resolve().parents[2]


async def _played(db_path: Path, clock: FakeClock, moves: int = 3) -> tuple[int, int]:
    """Two started High Card games with a few moves in the first; returns their row ids."""
    store = await Store.open(db_path, clock=clock)
    try:
        service = GameService(store, clock)
        first = await started_game(service, (CREATOR, BOB))
        for _ in range(moves):
            record, state = await service.load(first.id)
            decision = service.awaiting(record, state)[0]
            user = record.user_of(decision.seat)
            text = service.legal_texts(record, state, decision.seat)[0]
            await service.act(first.id, user, text, None)
        second = await started_game(service, (CREATOR, BOB), channel=77)
        return first.id, second.id
    finally:
        await store.close()


async def _edit(db_path: Path | str, sql: str, params: tuple[Any, ...]) -> None:
    """Change the database behind the bot's back, as a hand edit or a damaged disk would (on
    PostgreSQL through a connection of its own, as psql would)."""
    if str(db_path).startswith("postgresql://"):
        import asyncpg

        from storage.db import postgres_sql

        conn = await asyncpg.connect(str(db_path))
        try:
            await conn.execute(postgres_sql(sql), *params)
        finally:
            await conn.close()
        return
    import sqlite3

    with sqlite3.connect(db_path) as db:
        db.execute(sql, params)


async def test_every_row_is_chained_and_the_snapshot_bound_to_the_head(db_path: Path, clock: FakeClock,
                                                                       highcard: Any) -> None:
    first, _ = await _played(db_path, clock)
    store = await Store.open(db_path, clock=clock)
    record = await store.get_game(first)
    assert record is not None and record.state_hash and record.log_head
    genesis = integrity.genesis_hash(record.id, record.game_id, record.seed, record.options)
    rows = await store.log_chain(first)
    assert len(rows) == 3 and integrity.check_chain(genesis, record.log_head, rows) is None
    assert integrity.state_hash(genesis, record.log_head, record.snapshot or "") == record.state_hash
    await store.close()
    assert (await check_database(str(db_path))).ok


@pytest.mark.parametrize("damage", ["snapshot", "last_entry", "middle_entry", "seed", "settings", "not_json"])
async def test_damage_at_rest_quarantines_only_that_game(db_path: Path, clock: FakeClock, highcard: Any,
                                                         damage: str) -> None:
    first, second = await _played(db_path, clock)
    if damage == "snapshot":  # still valid JSON: a hand cut to fewer cards
        store = await Store.open(db_path, clock=clock)
        record = await store.get_game(first)
        await store.close()
        data = json.loads(record.snapshot)
        data["hands"][0] = data["hands"][0][:2]
        await _edit(db_path, "UPDATE games SET snapshot = ? WHERE id = ?", (json.dumps(data), first))
    elif damage == "last_entry":
        await _edit(db_path, "UPDATE actions SET action_text = 'play 1' WHERE game = ? AND seq = 3", (first,))
    elif damage == "middle_entry":  # seen by the full check, not on load (only the head is checked there)
        await _edit(db_path, "UPDATE actions SET seat = 1 - seat WHERE game = ? AND seq = 1", (first,))
    elif damage == "seed":
        await _edit(db_path, "UPDATE games SET seed = seed + 1 WHERE id = ?", (first,))
    elif damage == "settings":
        await _edit(db_path, "UPDATE games SET settings = '{broken' WHERE id = ?", (first,))
    else:
        await _edit(db_path, "UPDATE games SET snapshot = '{\"hands\": [' WHERE id = ?", (first,))

    report = await check_database(str(db_path))
    assert not report.ok and any(f"game {first} " in p for p in report.problems), report.problems
    assert not any(f"game {second} " in p for p in report.problems)

    store = await Store.open(db_path, clock=clock)
    service = GameService(store, clock)
    try:
        if damage == "middle_entry":
            record, _ = await service.load(first)  # the head still holds: loads do not read the log
            with pytest.raises(GameQuarantined):  # but history and undo, which replay it, check it all
                await History(service).steps(record)
            assert (await store.get_game(first)).quarantined
        else:
            with pytest.raises(GameQuarantined):
                await service.load(first)
            record = await store.get_game(first)
            assert record is not None and record.quarantined
            notices = [r for r in await store.pending_outbox(500, game=first) if r.kind == "quarantine"]
            assert len(notices) == 1
            with pytest.raises(GameQuarantined):  # refused from now on, and told only once
                await service.act(first, CREATOR, "claim", None)
            still = [r for r in await store.pending_outbox(500, game=first) if r.kind == "quarantine"]
            assert len(still) == 1
        other, state = await service.load(second)  # every other game goes on
        assert other.quarantined is None and state is not None
    finally:
        await store.close()


async def test_games_stored_before_the_chain_get_one_when_opened(db_path: Path, clock: FakeClock,
                                                                 highcard: Any) -> None:
    first, _ = await _played(db_path, clock)
    await _edit(db_path, "UPDATE actions SET hash = NULL", ())
    await _edit(db_path, "UPDATE games SET log_head = NULL, state_hash = NULL", ())
    store = await Store.open(db_path, clock=clock)  # as a database of the previous schema
    record = await store.get_game(first)
    await store.close()
    assert record is not None and record.state_hash is not None
    assert (await check_database(str(db_path))).ok


async def test_release_trusts_a_repaired_game_again(db_path: Path, clock: FakeClock, highcard: Any) -> None:
    first, _ = await _played(db_path, clock)
    await _edit(db_path, "UPDATE actions SET action_text = 'play 1' WHERE game = ? AND seq = 3", (first,))
    store = await Store.open(db_path, clock=clock)
    with pytest.raises(GameQuarantined):
        await GameService(store, clock).load(first)
    await _edit(db_path, "UPDATE actions SET action_text = ? WHERE game = ? AND seq = 3", ("x", first))
    await store.release_quarantine(first)
    record, _ = await GameService(store, clock).load(first)
    assert record.quarantined is None
    await store.close()


def test_check_command_exit_codes(tmp_path: Path) -> None:
    """`python bot.py --check` on a sound database, a damaged one, and no database."""
    script = (
        "import asyncio, sys\n"
        "from engine import registry\n"
        "from tests.fixtures.highcard import GAME\n"
        "registry.register(GAME)\n"
        "import bot\n"
        "sys.exit(bot.main(['--check', '--db', sys.argv[1]]))\n"
    )
    db = tmp_path / "agora.db"
    builder = (
        "import asyncio, sys\n"
        "from engine import registry\n"
        "from tests.fixtures.highcard import GAME\n"
        "from service import GameService\n"
        "from storage import Store\n"
        "registry.register(GAME)\n"
        "async def main():\n"
        "    store = await Store.open(sys.argv[1])\n"
        "    service = GameService(store)\n"
        "    game = await service.create(1, 5, None, 'highcard', 1, {'rounds': 1})\n"
        "    await service.join(game.id, 2)\n"
        "    await service.start(game.id, 1, seed=3)\n"
        "    await store.close()\n"
        "asyncio.run(main())\n"
    )
    env = {"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"}
    subprocess.run([sys.executable, "-c", builder, str(db)], cwd=REPO, env=env, check=True)
    sound = subprocess.run([sys.executable, "-c", script, str(db)], cwd=REPO, env=env, capture_output=True,
                           text=True)
    assert sound.returncode == 0, sound.stdout + sound.stderr
    assert "no problem found" in sound.stdout
    import sqlite3

    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE games SET snapshot = snapshot || ' ' WHERE id = 1")  # still valid JSON
    damaged = subprocess.run([sys.executable, "-c", script, str(db)], cwd=REPO, env=env, capture_output=True,
                             text=True)
    assert damaged.returncode == 1 and "game 1 " in damaged.stdout and "snapshot" in damaged.stdout
    missing = subprocess.run([sys.executable, "-c", script, str(tmp_path / "none.db")], cwd=REPO, env=env,
                             capture_output=True, text=True)
    assert missing.returncode == 1
