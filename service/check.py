"""`python bot.py --check`: is this database sound? Read-only, safe while the bot runs.

Checks, each problem reported on its own line (`path` a SQLite file or a PostgreSQL URL):
- the database's own check: SQLite's `PRAGMA integrity_check` of the file; on PostgreSQL, every
  index usable;
- migrations: the schema is at this code's version and has every table and index a freshly
  migrated database has;
- every started game: its log's hash chain from its setup to its recorded head, and its snapshot
  against the hash bound to that head (storage/integrity.py); games already quarantined;
- every game still in play (active or archived): its live log replayed from its setup rebuilds
  exactly its snapshot;
- outbox rows that cannot be read.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import i18n
from engine import registry
from engine.core import replay
from storage import Store, integrity
from storage.migrations import MIGRATIONS, postgres_objects
from storage.records import GameRecord

REPLAYED_STATUSES = ("active", "archived")


@dataclass
class CheckReport:
    games: int = 0
    replayed: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def lines(self) -> list[str]:
        head = i18n.t("admin.check.summary", "en", games=self.games, replayed=self.replayed,
                      problems=len(self.problems))
        return [head, *(f"  - {p}" for p in self.problems)]


async def _expected_schema(store: Store) -> set[tuple[str, str]]:
    if store.dialect.name == "postgresql":
        return postgres_objects()
    fresh = await Store.open(":memory:")
    try:
        return {(kind, name) for kind, name, _ in await fresh.schema_objects()}
    finally:
        await fresh.close()


def _label(record: GameRecord) -> str:
    return f"game {record.id} ({record.game_id}, {record.status}, channel {record.channel_id})"


async def check_game(store: Store, record: GameRecord, report: CheckReport) -> None:
    label = _label(record)
    if record.damage:
        report.problems.append(f"{label}: unreadable columns: {record.damage}")
        return
    if record.quarantined:
        report.problems.append(f"{label}: quarantined: {record.quarantined}")
    if record.snapshot is None:
        return
    rows = await store.log_chain(record.id)
    if record.state_hash is None:
        report.problems.append(f"{label}: no integrity hashes (stored before they existed;"
                               " start the bot once)")
    else:
        genesis = integrity.genesis_hash(record.id, record.game_id, record.seed, record.options)
        problem = integrity.check_chain(genesis, record.log_head, rows)
        head = record.log_head or genesis
        if problem is None and integrity.state_hash(genesis, head, record.snapshot) != record.state_hash:
            problem = "the snapshot does not match its hash"
        if problem is not None:
            report.problems.append(f"{label}: {problem}")
    if record.status not in REPLAYED_STATUSES or record.seed is None:
        return
    report.replayed += 1
    try:
        game = registry.get(record.game_id)
        options = game.parse_options(record.options)
        live = [(a.seat, a.action_text) for a in await store.list_actions(record.id)]
        rebuilt = replay(game, record.setup_players, options, record.seed, live)
        if rebuilt != game.load_state(record.snapshot):
            report.problems.append(f"{label}: replaying its log does not rebuild its snapshot")
    except Exception as exc:  # a log the engine refuses, a snapshot it cannot read, an unknown game
        report.problems.append(f"{label}: replay failed: {type(exc).__name__}: {str(exc)[:200]}")


async def check_database(path: str) -> CheckReport:
    report = CheckReport()
    store = await Store.open(path, read_only=True)
    try:
        database_says = await store.integrity_check()
        if database_says != ["ok"]:
            report.problems.extend(f"{store.dialect.name} integrity check: {line}"
                                   for line in database_says[:20])
        version = await store.schema_version()
        if version != len(MIGRATIONS):
            hint = " (start the bot once to migrate)" if version < len(MIGRATIONS) else ""
            report.problems.append(f"schema version {version}, this code expects {len(MIGRATIONS)}{hint}")
            return report  # the other checks read columns a different schema may not have
        present = {(kind, name) for kind, name, _ in await store.schema_objects()}
        for kind, name in sorted(await _expected_schema(store) - present):
            report.problems.append(f"schema: {kind} {name} is missing")
        for record in await store.list_games():
            report.games += 1
            await check_game(store, record, report)
        for row_id, game, why in await store.unreadable_outbox():
            report.problems.append(f"outbox row {row_id} of game {game} cannot be delivered: {why}")
    finally:
        await store.close()
    return report
