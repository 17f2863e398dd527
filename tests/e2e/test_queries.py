"""A move costs the same indexed statements however many games are stored (issue 20, item 5).

The same High Card moves (same seed) are played through the real bot on an empty database and
on one holding a thousand other games (built by script, bench/_stored.py): every move must send
exactly as many statements in both, none of them may scan a table (EXPLAIN QUERY PLAN on the big
database), no user may be read twice in one move, and the action log is never read whole (but for
the end-of-game statistics).
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Any

from bench._stored import NOW, Template, fill, record_template
from bot import create_bot
from offline import Driver, FakeClock
from storage import Store

PLAYERS = ("alice", "bob", "carol")
OPTIONS = {"rounds": 2, "hand_size": 3}


class Recorder:
    """Every statement (with its parameters: an executemany's first row) the bot's store sends."""

    def __init__(self, store: Store) -> None:
        self.seen: list[tuple[str, tuple[Any, ...]]] = []
        store.observe(lambda sql, params: self.seen.append((sql, tuple(params))))


async def _moves(tmp_path: Path, label: str, template: Template | None) -> tuple[Path, list[list[Any]]]:
    db = tmp_path / f"{label}.db"
    store = await Store.open(db)
    await store.close()
    if template is not None:
        fill(db, template, finished=800, active=200, now=NOW)
    clock = FakeClock(NOW)
    driver = Driver(lambda: create_bot(db_path=str(db), clock=clock.now, offline=True), clock=clock,
                    images_dir=tmp_path / f"{label}-images")
    for name in PLAYERS:
        driver.add_user(name)
    await driver.start()
    moves: list[list[Any]] = []
    try:
        service = driver.bot.service
        users = {driver.world.user(name).id: name for name in PLAYERS}
        creator, *others = users
        channel = driver.add_channel("table")
        record = await service.create(guild_id=driver.world.guild_id, channel_id=channel.id,
                                      parent_channel_id=None, game_id="highcard", creator_id=creator,
                                      options=OPTIONS)
        for user in others:
            await service.join(record.id, user)
        await service.start(record.id, creator, seed=11)
        await driver.bot.flow.deliver_all()
        await driver.settle()
        recorder = Recorder(driver.bot.store)
        while True:
            record, state = await service.load(record.id)
            if record.status != "active":
                break
            decision = service.awaiting(record, state)[0]
            text = service.legal_texts(record, state, decision.seat)[0]
            player = users[record.user_of(decision.seat)]
            recorder.seen.clear()
            result = await driver.slash(player, f'/game play action:"{text}"', channel=channel)
            accepted = result.error is None and any("✅" in m.text for m in result.ephemeral)
            assert accepted, result.content_text()
            moves.append([player, *recorder.seen])
    finally:
        await driver.stop()
    return db, moves


# An index search narrowed by one of these finds the rows of one game, user, action or message;
# narrowed by anything else (e.g. `done_at=?`: every pending row of every game) it walks rows of
# the whole database.
_NARROW = re.compile(r"\((game|id|rowid|interaction_id|user_id|channel_id|key)=")


def _scans(db: sqlite3.Connection, sql: str, params: tuple[Any, ...]) -> list[str]:
    """The plan lines of `sql` that walk a table (or an index) beyond one game's rows."""
    if not re.match(r"\s*(SELECT|UPDATE|DELETE|INSERT)", sql, re.IGNORECASE):
        return []  # BEGIN, COMMIT
    plan = [row[3] for row in db.execute("EXPLAIN QUERY PLAN " + sql, params)]
    return [line for line in plan
            if (line.startswith("SCAN") and not line.startswith("SCAN CONSTANT ROW"))
            or (line.startswith("SEARCH") and not _NARROW.search(line))]


async def test_a_move_costs_the_same_indexed_statements_with_a_thousand_games_stored(tmp_path: Path) -> None:
    template = await record_template("highcard", players=3, seed=5, options=OPTIONS)
    _, few = await _moves(tmp_path, "empty", None)
    big_db, many = await _moves(tmp_path, "stored", template)
    assert len(few) == len(many) >= 6
    assert [len(m) for m in few] == [len(m) for m in many]
    db = sqlite3.connect(big_db)
    seen_players: set[str] = set()
    try:
        assert db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1001
        known_users = {row[0] for row in db.execute("SELECT user_id FROM users")}
        assert len(known_users) >= len(PLAYERS)
        for number, (player, *move) in enumerate(many, start=1):
            for sql, params in move:
                assert not _scans(db, sql, params), f"{sql} scans: {_scans(db, sql, params)}"
            if player in seen_players:  # a player's first command reads their row to remember their name
                # (The user ids among the parameters: a statement may read users with other rows.)
                read_users = [p for sql, params in move if "FROM users WHERE" in sql for p in params
                              if p in known_users]
                assert len(read_users) == len(set(read_users)), "a user was looked up twice in one move"
            seen_players.add(player)
            # Clear waste on PostgreSQL, where each statement is a round trip: the new board is
            # recorded once and looked up with the delivery's one read of the game, which also
            # brings the game's turns, deadlines and latest action (the turn sync before the
            # board, the ping's deadlines and the status message take them). The move's reads
            # of the game: the command's, the commit's new record, the delivery's, the turn
            # sync's after it; not another cog's for a game that is not its own.
            reads = [sql for sql, _ in move if re.match(r"\s*SELECT g\.\*", sql)]
            boards = [sql for sql, _ in move if "boards" in sql and sql not in reads]
            assert len(boards) <= 1, boards
            assert len(reads) <= 6, len(reads)
            again = [sql for sql, _ in move if sql not in reads and (
                "undone_at IS NULL ORDER BY seq DESC" in sql or re.match(r"\s*SELECT t\.\*", sql))]
            assert not again, again  # the latest action, the turns and deadlines: read with the game
            if number == len(many):
                continue  # the last move ends the game: its statistics replay the whole log, once
            for sql, _ in move:
                if re.search(r"FROM actions WHERE game = \?", sql) and "MAX(seq)" not in sql:
                    assert "LIMIT" in sql or "ORDER BY seq DESC" in sql, f"reads the whole log: {sql}"
    finally:
        db.close()
