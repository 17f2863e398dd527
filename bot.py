"""Agora: start the Discord bot, or the offline console when there is no token.

    python bot.py                 # DISCORD_TOKEN from .env → the real bot; none → offline console
    python bot.py --sync GUILD_ID # copy the commands to one server and sync them (development;
                                  # with no id, $AGORA_DEV_GUILD from .env)
    python bot.py --sync global   # sync the global commands (may take up to an hour to show)
    python bot.py --check         # verify the database (read-only, safe while the bot runs); exit 1
                                  # on any problem
    python bot.py --release GAME  # let a quarantined game play on after an admin checked it
    python bot.py --backup PATH   # a consistent copy of the database, even while the bot runs
                                  # (PATH a file, or a folder: an existing one or ending with "/")
    python bot.py --restore PATH  # put a backup in place (refused while a bot holds the database)
    python bot.py --health        # is the running bot connected, does its database answer? (exit 1
                                  # if not: the container's HEALTHCHECK)
    python bot.py --new-database  # start even though the database file is empty (0 bytes): a new,
                                  # empty database is created in its place
    python bot.py --migrate-to postgresql://user@host/db  # copy the SQLite database into PostgreSQL
                                  # and verify the copy, then exit (bot stopped)
    python bot.py --web           # serve the web pages alone (AGORA_WEB_URL, AGORA_WEB_PORT), reading
                                  # the bot's database; the bot then runs with AGORA_WEB_IN_BOT=0

The database: $AGORA_DATABASE_URL (postgresql://... for PostgreSQL, several bot processes), else the
SQLite file $AGORA_DB (agora.db). Shards: --shard-count N --shard-ids 0,1 (or $AGORA_SHARD_COUNT,
$AGORA_SHARD_IDS) runs those shards of N with discord.py's sharded client; other processes run the
others, on the same PostgreSQL database.

Logs: one line per event on stderr; AGORA_LOG=DEBUG|INFO|WARNING sets the level and
AGORA_LOG_JSON=1 writes each line as a JSON object. Lines of an action carry its game and interaction.
Periodic backups: AGORA_BACKUP_DIR (unset: none), AGORA_BACKUP_HOURS (24), AGORA_BACKUP_KEEP (7).
Metrics: AGORA_METRICS_PORT (unset: none) serves /metrics for Prometheus on AGORA_METRICS_ADDR
(127.0.0.1). Health: a heartbeat file, AGORA_HEALTH_FILE (default: next to the database).
Stopping: SIGTERM or SIGINT (Ctrl-C) stops cleanly within STOP_GRACE_SECONDS: no new interaction is
taken, those under way finish, delivery stops between two games, the database is closed.

Commands are never synced at start-up: Discord rate-limits command creation (research §2.1).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import logging
import math
import os
import signal
import sqlite3
import sys
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

import i18n
from cogs._discord_private import interaction_parsers
from cogs._i18n import CatalogTranslator, lang_of
from cogs._tree import AgoraTree
from cogs._ui import DYNAMIC_ITEMS
from service import GameService
from service.games import PlayerDirectory
from service.guilds import Guilds
from service.health import (
    HEARTBEAT_EVERY,
    Heartbeat,
    check_health,
    health_path,
    remove_heartbeat,
    write_heartbeat,
)
from service.logs import configure as configure_logs
from service.metrics import Metrics, MetricsConfig
from storage import AlreadyRunning, NoSuchGame, StorageError, Store
from storage.backup import BackupError, BackupPolicy, backup_database, restore_database

if TYPE_CHECKING:
    from cogs._flow import GameFlow
    from cogs.async_play import AsyncPlay
    from cogs.lobby import Lobby
from storage.db import is_postgres_url, redact
from storage.sqlite_file import FileState, describe, file_state
from web.links import Links

log = logging.getLogger("agora")

COGS_DIR = Path(__file__).resolve().parent / "cogs"
# A clean stop takes at most this long (compose.yaml's stop_grace_period is 30 s; the rest is left
# for closing the gateway and the database).
STOP_GRACE_SECONDS = 20.0
CLOSE_WAIT_SECONDS = 5.0  # a plain close() (no `shutdown` before it) waits this long for work under way


def extensions() -> list[str]:
    """Every public module of cogs/ is an extension: the lobby and one cog per game."""
    return sorted(f"cogs.{p.stem}" for p in COGS_DIR.glob("*.py") if not p.stem.startswith("_"))


def utc_now() -> datetime:
    return datetime.now(UTC)


# Agora never joins voice: discord.py's start-up warnings about voice libraries are noise.
discord.VoiceClient.warn_nacl = False
discord.VoiceClient.warn_dave = False


class AgoraBot(commands.Bot):
    """The bot: one store, one service, the cogs, and the outbox delivery."""

    def __init__(self, *, db_path: str, clock: Callable[[], datetime] = utc_now,
                 offline: bool = False, backups: BackupPolicy | None = None,
                 health_file: Path | None = None, metrics: MetricsConfig | None = None,
                 **client_options: Any) -> None:
        intents = discord.Intents.default()  # no privileged intents (research §2.12)
        super().__init__(command_prefix=commands.when_mentioned, intents=intents,
                         help_command=None, guild_ready_timeout=0.0, tree_cls=AgoraTree, **client_options)
        self.db_path = db_path
        self.clock = clock
        self.offline = offline
        self.backups = backups
        self.health_file = health_file
        self.metrics = Metrics()
        self.metrics_config = metrics
        self.stopping = False  # a clean stop began: interactions are turned away (`shutdown`)
        self._in_flight: set[asyncio.Task[Any]] = set()  # interactions and events being handled
        self._heartbeat: asyncio.Task[None] | None = None
        self._shutdown: asyncio.Task[bool] | None = None
        self._gate_interactions()
        self.store: Store | None = None
        self.service: GameService | None = None
        self.players: PlayerDirectory | None = None
        self.guild_settings: Guilds | None = None
        self.flow: GameFlow | None = None  # set in setup_hook
        # The platform's cogs, each set as it loads and cleared as it unloads: the components
        # (cogs/_ui.py's AgoraItem) and the bot's own wiring reach them here, typed, never by name.
        self.lobby: Lobby | None = None
        self.async_play: AsyncPlay | None = None
        # What the offline driver's `wait` runs once: each cog's poll (cogs/async_play.py: every
        # deadline, Civilization's trade too; cogs/admin.py: periodic backups), added as it loads.
        self.tickers: list[Callable[[], Awaitable[None]]] = []
        # The web pages' addresses when they are on (cogs/web.py), else None.
        self.web_links: Links | None = None
        # Every DynamicItem class registered: GameFlow.on_interaction answers what none of them takes.
        self.dynamic_item_classes: list[type[discord.ui.DynamicItem[Any]]] = []

    @property
    def game_flow(self) -> GameFlow:
        """The flow, once `setup_hook` made it (every interaction comes after)."""
        assert self.flow is not None
        return self.flow

    @property
    def async_play_cog(self) -> AsyncPlay:
        """Async play (dashboards, votes, undo, the catch-up), loaded with the extensions."""
        assert self.async_play is not None, "cogs.async_play is not loaded"
        return self.async_play

    @property
    def lobby_cog(self) -> Lobby:
        """The lobby and its `/game` group, loaded with the extensions."""
        assert self.lobby is not None, "cogs.lobby is not loaded"
        return self.lobby

    def add_dynamic_items(self, *items: type[discord.ui.DynamicItem[Any]]) -> None:
        super().add_dynamic_items(*items)
        self.dynamic_item_classes.extend(i for i in items if i not in self.dynamic_item_classes)

    async def admin_ids(self) -> list[int]:
        """Who is told when a game is quarantined: $AGORA_ADMINS (comma-separated user ids), else
        the application's owner (or its team's members)."""
        listed = os.environ.get("AGORA_ADMINS", "").replace(" ", "").split(",")
        configured = [int(x) for x in listed if x.isdigit()]
        if configured:
            return configured
        application = self.application
        if application is None:
            try:
                application = await self.application_info()
            except discord.HTTPException:
                return []
        if application.team is not None:
            return [m.id for m in application.team.members]
        return [application.owner.id] if application.owner else []

    async def setup_hook(self) -> None:
        from cogs._flow import GameFlow

        # Refuses to start if another process holds this database (storage.AlreadyRunning).
        self.store = await Store.open(self.db_path)
        self.service = GameService(self.store, clock=self.clock)
        self.players = PlayerDirectory(self.store)
        self.guild_settings = Guilds(self.store)
        flow = self.flow = GameFlow(self)
        self.service.on_quarantine = lambda game: flow.kick()
        self.service.on_action = lambda game_id: self.metrics.actions.labels(game_id).inc()
        await self.tree.set_translator(CatalogTranslator())
        for ext in extensions():
            try:
                await self.load_extension(ext)
            except commands.ExtensionError:
                # One broken game must not take every other game down with it.
                log.exception("could not load %s; its games are unavailable", ext)
                if self.offline:
                    raise
        self.attach_game_subcommands()
        self.attach_generated_commands()
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        self.add_listener(self.flow.on_interaction, "on_interaction")
        # Delivers whatever a crash or an outage left in the outbox, then every retry as it falls
        # due, in the background (service/delivery.py).
        self.flow.start_worker()
        if self.metrics_config is not None:
            self.metrics.serve(self.metrics_config)
        if self.health_file is not None or self.metrics_config is not None:
            self._heartbeat = asyncio.get_running_loop().create_task(self._beat(), name="agora-heartbeat")
        # What is loaded by now (modules, the catalog, boards' and cards' data) lives as long as
        # the process: out of the cyclic collector's reach, a full collection walks only what
        # the games built since. Such a pass holds the GIL, whatever thread runs it, and over
        # the whole heap it took 45-75 ms with 200 games open (bench/loop_block.py).
        gc.collect()
        gc.freeze()

    # ------------------------------------------------------------------ health and metrics
    async def _beat(self) -> None:
        """Every HEARTBEAT_EVERY seconds: is the gateway up, does the database answer? Written to
        the heartbeat file (`--health` reads it), and the metrics' stored counts refreshed."""
        await self.wait_until_ready()
        while not self.is_closed() and not self.stopping:
            await self.beat_once()
            await asyncio.sleep(HEARTBEAT_EVERY)

    async def beat_once(self) -> Heartbeat:
        database, detail = False, ""
        store = self.store
        try:
            if store is None:
                raise RuntimeError("not open")
            async with asyncio.timeout(5):
                backlog, oldest, games = await store.operating_counts()
            self.metrics.stored_counts(backlog, oldest, games)
            database = True
        except Exception as exc:  # the heartbeat reports it; the bot goes on
            detail = f"{type(exc).__name__}: {exc}"[:300]
        latency = self.latency * 1000 if math.isfinite(self.latency) else None
        # Offline, the driver is the gateway; online, the gateway's websocket must be open (during
        # a reconnect it is not: one unhealthy beat; Docker waits for several in a row).
        gateway = self.offline or self._gateway_open()
        connected = self.is_ready() and not self.is_closed() and not self.stopping and gateway
        beat = Heartbeat(at=datetime.now(UTC).isoformat(), pid=os.getpid(), connected=connected,
                         database=database, latency_ms=latency,
                         detail=detail or ("stopping" if self.stopping else ""))
        if self.health_file is not None and not self.stopping:  # stopping removes the file
            try:
                await asyncio.to_thread(write_heartbeat, self.health_file, beat)
            except OSError as exc:
                log.warning("could not write the heartbeat file %s: %s", self.health_file, exc)
        return beat

    def _gateway_open(self) -> bool:
        shards = getattr(self, "shards", None)  # discord.py's sharded client: every shard it runs
        if isinstance(shards, dict) and shards:
            return all(not shard.is_closed() for shard in shards.values())
        return self.ws is not None and self.ws.open

    # ------------------------------------------------------------------ stopping cleanly
    def _gate_interactions(self) -> None:
        """Every interaction passes here first (discord.py's gateway table: private, version-gated
        in cogs/_discord_private.py, which says why no public API does it):
        while stopping it is turned away with a reply; otherwise the tasks discord.py starts for
        it (the command, the component's callback, on_interaction listeners) are tracked, so a
        clean stop waits for them."""
        parsers = interaction_parsers(self)
        original = parsers["INTERACTION_CREATE"]

        def interaction_create(data: Any) -> None:
            if self.stopping:
                self._track(asyncio.get_running_loop().create_task(self._turn_away(data)))
                return
            before = asyncio.all_tasks()
            original(data)
            for task in asyncio.all_tasks() - before:
                self._track(task)

        parsers["INTERACTION_CREATE"] = interaction_create

    def _track(self, task: asyncio.Task[Any]) -> None:
        self._in_flight.add(task)
        task.add_done_callback(self._in_flight.discard)

    def _schedule_event(self, coro: Callable[..., Coroutine[Any, Any, Any]], event_name: str,
                        *args: Any, **kwargs: Any) -> asyncio.Task[Any]:
        # Events the handling of an action dispatches (a game changed: dashboard, autoplay) are
        # part of it: a clean stop waits for them too. Private (discord.py has no public hook on
        # the tasks `dispatch` starts): version-gated with the others in cogs/_discord_private.py.
        task = super()._schedule_event(coro, event_name, *args, **kwargs)
        self._track(task)
        return task

    async def _turn_away(self, data: Any) -> None:
        """An interaction that came while stopping: nothing is done, and the user is told so."""
        interaction: discord.Interaction[Any] = discord.Interaction(data=data, state=self._connection)
        try:
            if interaction.type is discord.InteractionType.autocomplete:
                await interaction.response.autocomplete([])
            else:
                await interaction.response.send_message(i18n.t("admin.stopping", lang_of(interaction)),
                                                        ephemeral=True)
        except (discord.HTTPException, TimeoutError) as exc:
            log.info("could not tell an interaction that the bot is stopping: %s", exc)

    def request_stop(self, reason: str) -> asyncio.Task[bool]:
        """Start a clean stop (a signal handler calls this); the same task for every caller."""
        if self._shutdown is None:
            self._shutdown = asyncio.get_running_loop().create_task(self.shutdown(reason), name="agora-stop")
        return self._shutdown

    async def shutdown(self, reason: str, grace: float = STOP_GRACE_SECONDS) -> bool:
        """Stop cleanly: take no new interaction, let those under way finish (and what they
        set off: deliveries, autoplay), stop the pollers between two polls and the delivery
        between two games, then close the gateway and the database. Whatever is still running
        after `grace` seconds is cancelled: its transaction rolls back, its outbox rows stay for
        the next start. True when everything ended on its own."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + grace
        self.stopping = True
        log.info("stopping (%s): no new interactions; finishing %d under way", reason, len(self._in_flight))
        if self._heartbeat is not None:
            self._heartbeat.cancel()  # unhealthy from now on: no heartbeat file
        if self.health_file is not None:
            await asyncio.to_thread(remove_heartbeat, self.health_file)
        pollers = [loop_ for cog in self.cogs.values() for loop_ in _loops_of(cog)]
        for poller in pollers:
            poller.stop()  # the poll under way finishes; none starts after it
        clean = await self._drain(deadline)
        for poller in pollers:
            if poller.is_running() and (_between_iterations(poller) or loop.time() >= deadline):
                poller.cancel()
        running = [t for p in pollers if (t := p.get_task()) is not None and not t.done()]
        if running:
            _, late = await asyncio.wait(running, timeout=max(0.0, deadline - loop.time()))
            clean = clean and not late
        if self.flow is not None:
            clean = await self.flow.finish_worker(max(0.0, deadline - loop.time())) and clean
        clean = await self._drain(deadline) and clean  # what the last deliveries set off
        await self.close()
        log.info("stopped %s", "cleanly" if clean else "after the grace period (work cut short)")
        return clean

    async def _drain(self, deadline: float) -> bool:
        """Wait for the interactions and events under way (and those they start) until none is
        left or the deadline passes; True if none was left."""
        loop = asyncio.get_running_loop()
        me = asyncio.current_task()
        while True:
            pending = [t for t in self._in_flight if not t.done() and t is not me]
            if not pending:
                return True
            remaining = deadline - loop.time()
            if remaining <= 0:
                log.warning("stopping: %d tasks still running after the grace period", len(pending))
                for task in pending:
                    task.cancel()
                await asyncio.wait(pending, timeout=1.0)
                return False
            await asyncio.wait(pending, timeout=remaining)

    async def on_resumed(self) -> None:
        # Back on the gateway after a disconnect: Discord answers again, retry everything now.
        if self.store is not None and self.flow is not None:
            await self.store.retry_outbox_now()
            self.flow.kick()

    async def offline_tick(self) -> None:
        """The offline driver's `wait`: one poll of the schedules (cogs/async_play.py: every
        deadline, Civilization's trade too) and of the maintenance (periodic backups, cogs/admin.py)."""
        for tick in list(self.tickers):
            await tick()

    def attach_generated_commands(self) -> None:
        """Games with no cog of their own still get their commands, generated from the engine."""
        from cogs._commands import add_generated_groups

        if self.lobby is not None:
            add_generated_groups(self, self.lobby)

    def attach_game_subcommands(self) -> None:
        """Cogs may contribute subcommands to the one `/game` group (undo, log, history...).

        A cog declares them in an `app_commands.Group` named `game_subcommands`; they move under
        the lobby's `/game`, keeping their cog as binding (so its error handler still applies).
        """
        lobby = self.lobby
        if lobby is None:
            return
        for cog in list(self.cogs.values()):
            extra = getattr(cog, "game_subcommands", None)
            if not isinstance(extra, app_commands.Group) or cog is lobby:
                continue
            for command in list(extra.commands):
                extra.remove_command(command.name)
                lobby.game.add_command(command)
            self.tree.remove_command(extra.name)

    async def close(self) -> None:
        if self._in_flight and self.loop is not discord.utils.MISSING:
            # Work still under way (a robot game, a delivery a change set off) ends before the
            # database closes under it; `shutdown` has waited for it already.
            await self._drain(self.loop.time() + CLOSE_WAIT_SECONDS)
        if self.flow is not None:
            self.flow.stop_worker()
        if self._heartbeat is not None:
            self._heartbeat.cancel()
        try:
            await super().close()
        finally:
            self.metrics.close()
            if self.store is not None:
                await self.store.close()
                self.store = None


def _loops_of(cog: commands.Cog) -> list[tasks.Loop[Any]]:
    """The background loops (discord.ext.tasks) a cog runs: its pollers."""
    found = []
    for name in dir(cog):
        with contextlib.suppress(Exception):
            value = getattr(cog, name)
            if isinstance(value, tasks.Loop) and value.is_running():
                found.append(value)
    return found


def _between_iterations(poller: tasks.Loop[Any]) -> bool:
    """The loop is not in the middle of an iteration (asleep until the next, or not started):
    cancelling it now cuts no poll short. Read from the chain of coroutines its task awaits: is
    the loop's own function on it? (tests/test_stopping.py checks this against discord.ext.tasks.)"""
    task = poller.get_task()
    if task is None or task.done():
        return True
    body = getattr(poller.coro, "__code__", None)
    awaited: Any = task.get_coro()
    for _ in range(100):
        code = getattr(awaited, "cr_code", None)
        if code is None:
            return True
        if code is body:
            return False
        awaited = awaited.cr_await
    return False


def install_stop_signals(bot: AgoraBot) -> None:
    """SIGTERM (docker stop) and SIGINT (Ctrl-C) start a clean stop, once."""
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # not on this platform/thread
            loop.add_signal_handler(sig, bot.request_stop, signal.Signals(sig).name)


class ShardedAgoraBot(AgoraBot, commands.AutoShardedBot):
    """The bot on some of the application's shards (discord.py's sharded client): Discord sends
    each shard the events of its servers, and DMs to shard 0. Every process acts on any game (the
    games are in the shared PostgreSQL database, and a game's writes lock its row), so a DM's
    button reaches shard 0's process and plays in a game whose server another process holds."""


def create_bot(*, db_path: str, clock: Callable[[], datetime] = utc_now, offline: bool = True,
               backups: BackupPolicy | None = None, shards: Shards | None = None,
               health_file: Path | None = None, metrics: MetricsConfig | None = None) -> AgoraBot:
    """Factory used by `main`, the offline console and the tests. `shards`: run these shards of
    the application's shard count with discord.py's sharded client (None: one unsharded client)."""
    if shards is not None:
        return ShardedAgoraBot(db_path=db_path, clock=clock, offline=offline, backups=backups,
                               health_file=health_file, metrics=metrics,
                               shard_ids=list(shards.ids), shard_count=shards.count)
    return AgoraBot(db_path=db_path, clock=clock, offline=offline, backups=backups,
                    health_file=health_file, metrics=metrics)


async def run_bot(bot: AgoraBot, token: str) -> int:
    """The real bot until it is stopped: a signal stops it cleanly (`AgoraBot.shutdown`)."""
    install_stop_signals(bot)
    async with bot:
        try:
            await bot.start(token)
        finally:
            if bot.stopping and bot._shutdown is not None:
                await bot._shutdown  # the clean stop closes the bot; let it end
    return 0


@dataclass(frozen=True)
class Shards:
    ids: tuple[int, ...]
    count: int

    @classmethod
    def parse(cls, ids: str | None, count: str | None) -> Shards | None:
        """From `--shard-ids 0,1 --shard-count 4` (or the environment's AGORA_SHARD_IDS and
        AGORA_SHARD_COUNT); None when neither is given. ValueError says what is wrong."""
        ids, count = (ids or "").strip(), (count or "").strip()
        if not ids and not count:
            return None
        if not count.isdigit() or int(count) < 1:
            raise ValueError(f"the shard count must be a whole number of at least 1, not {count!r}")
        total = int(count)
        try:
            chosen = tuple(int(x) for x in ids.replace(" ", "").split(",")) if ids else tuple(range(total))
        except ValueError:
            raise ValueError(f"shard ids are numbers separated by commas (e.g. 0,1), not {ids!r}") from None
        if not chosen or len(set(chosen)) != len(chosen) or any(not 0 <= i < total for i in chosen):
            raise ValueError(f"shard ids must be distinct numbers from 0 to {total - 1}, not {ids!r}")
        return cls(tuple(sorted(chosen)), total)


def database_target(args_db: str | None, env: dict[str, str] | os._Environ[str] = os.environ) -> str:
    """Where the games are: --db, else $AGORA_DATABASE_URL, else the SQLite file $AGORA_DB (agora.db)."""
    return (args_db or env.get("AGORA_DATABASE_URL", "").strip() or env.get("AGORA_DB", "").strip()
            or "agora.db")


async def open_check(target: str) -> str | None:
    """Open (and migrate) the database once before connecting to Discord: None if it opens, else
    the one line that says which database failed and why (the URL without its password)."""
    try:
        store = await Store.open(target)
    except AlreadyRunning as exc:
        return f"Agora did not start: {exc}."
    except StorageError as exc:
        return f"Agora did not start: {exc}."
    await store.close()
    return None


def postgres_backup(url: str, backup: str | None, restore: str | None) -> int:
    """`--backup` / `--restore` of a PostgreSQL database: pg_dump and pg_restore (storage/pg_backup.py)."""
    from storage.pg_backup import backup_postgres, restore_postgres

    try:
        if backup:
            written = backup_postgres(url, backup)
            print(f"Backup of {redact(url)} written to {written} (pg_dump, custom format).")
        else:
            restore_postgres(str(restore), url)
            print(f"Restored {redact(url)} from {restore}.")
    except (StorageError, OSError) as exc:
        print(f"{'Backup' if backup else 'Restore'} failed: {exc}", file=sys.stderr)
        return 1
    return 0


async def run_migrate_to(source: str, target: str) -> int:
    from storage.transfer import TransferError, migrate_to

    def say(line: str) -> None:
        print(line, flush=True)

    try:
        report = await migrate_to(source, target, progress=say)
    except (TransferError, StorageError) as exc:
        print(f"Migration failed: {exc}", file=sys.stderr)
        return 1
    for line in report.lines():
        print(line)
    return 0 if report.ok else 1


async def sync_commands(token: str, db_path: str, target: str) -> None:
    bot = create_bot(db_path=db_path, offline=False)
    async with bot:
        await bot.login(token)
        if target == "global":
            synced = await bot.tree.sync()
        else:
            guild = discord.Object(id=int(target))
            bot.tree.copy_global_to(guild=guild)
            synced = await bot.tree.sync(guild=guild)
        print(f"Synced {len(synced)} commands to {target}.")


async def run_check(db_path: str) -> int:
    from service.check import check_database

    state = file_state(db_path)
    if state is not FileState.SQLITE:
        print(f"{db_path}: {describe(db_path, state)}.", file=sys.stderr)
        if state is not FileState.MISSING:
            print("Restore a backup (--restore PATH); the bot refuses to start on it.", file=sys.stderr)
        return 1
    try:
        report = await check_database(db_path)
    except Exception as exc:  # an unreadable file is a problem to report, not a traceback
        print(f"{redact(db_path)}: cannot be checked: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    print(f"{redact(db_path)}:")
    for line in report.lines():
        print(line)
    return 0 if report.ok else 1


async def run_release(db_path: str, game: int) -> int:
    try:
        store = await Store.open(db_path)
    except AlreadyRunning as exc:
        print(f"Stop the bot first: {exc}.", file=sys.stderr)
        return 1
    try:
        await store.release_quarantine(game)
    except NoSuchGame:
        print(f"There is no game {game} in {db_path}.", file=sys.stderr)
        return 1
    finally:
        await store.close()
    print(f"game {game}: released; its log and snapshot as they are now are trusted from here on.")
    return 0


def run_web(db_path: str) -> int:
    """`--web`: the web pages alone, on a read-only connection to the database."""
    from web.config import WebConfig, WebConfigError
    from web.links import NoSecret
    from web.server import serve_forever

    try:
        config = WebConfig.from_env()
    except WebConfigError as exc:
        print(f"The web pages cannot start: {exc}.", file=sys.stderr)
        return 2
    if config is None:
        print("--web needs AGORA_WEB_URL (the public address) and AGORA_WEB_PORT in .env", file=sys.stderr)
        return 2
    try:
        asyncio.run(serve_forever(db_path, config))
    except NoSecret as exc:
        print(f"The web pages cannot start: {exc}.", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"The web pages cannot start on {config.host}:{config.port}: {exc}.", file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Agora, the board-game moderator bot.")
    parser.add_argument("--db", default=None,
                        help="the database: a SQLite file or a postgresql:// URL "
                             "(default: $AGORA_DATABASE_URL, else $AGORA_DB, else agora.db)")
    parser.add_argument("--sync", metavar="GUILD_ID|global", nargs="?", const="",
                        help="sync slash commands to one server (default: $AGORA_DEV_GUILD) "
                             "or globally, then exit")
    parser.add_argument("--offline", action="store_true", help="start the offline console even with a token")
    parser.add_argument("--check", action="store_true",
                        help="verify the database: SQLite's integrity check, migrations, every game's hash "
                             "chain and snapshot, a replay of every game in play; exit code 1 on a problem")
    parser.add_argument("--release", type=int, metavar="GAME",
                        help="let a quarantined game play on, trusting its data as it is now "
                             "(after checking it)")
    parser.add_argument("--script", help="offline console: read lines from this file")
    parser.add_argument("--backup", metavar="PATH",
                        help="copy the database to PATH (a file, or a folder for a dated file), then exit; "
                             "safe while the bot runs")
    parser.add_argument("--restore", metavar="PATH",
                        help="replace the database with the backup at PATH, then exit; refused while a "
                             "bot holds the database")
    parser.add_argument("--health", action="store_true",
                        help="is the running bot connected to Discord and does its database answer? "
                             "Reads its heartbeat file; exit code 1 if not (the container's health check)")
    parser.add_argument("--new-database", action="store_true",
                        help="start even though the database file is empty (0 bytes, a bad copy or a full "
                             "disk): a new, empty database is created in its place")
    parser.add_argument("--migrate-to", metavar="POSTGRESQL_URL",
                        help="copy the SQLite database (--db / $AGORA_DB) into this empty PostgreSQL "
                             "database, verify every game there, then exit (stop the bot first)")
    parser.add_argument("--shard-count", default=None,
                        help="the application's total number of shards (default: $AGORA_SHARD_COUNT; unset: "
                             "one unsharded process)")
    parser.add_argument("--shard-ids", default=None,
                        help="the shards this process runs, e.g. 0,1 (default: $AGORA_SHARD_IDS, else all)")
    parser.add_argument("--web", action="store_true",
                        help="serve the read-only web pages alone (AGORA_WEB_URL and AGORA_WEB_PORT in "
                             ".env), reading the bot's database")
    args = parser.parse_args(argv)

    try:
        from dotenv import load_dotenv

        load_dotenv(Path(__file__).with_name(".env"))
    except ImportError:  # pragma: no cover - python-dotenv is in requirements.txt
        pass
    # The offline console talks to a person at a terminal: only warnings, unless asked.
    console = not os.environ.get("DISCORD_TOKEN", "").strip() or args.offline
    configure_logs(os.environ.get("AGORA_LOG", "WARNING" if console else "INFO"),
                   json_lines=os.environ.get("AGORA_LOG_JSON", "").strip().lower() in ("1", "true", "yes"))
    db_path = database_target(args.db)
    token = os.environ.get("DISCORD_TOKEN", "").strip()
    try:
        shards = Shards.parse(args.shard_ids or os.environ.get("AGORA_SHARD_IDS"),
                              args.shard_count or os.environ.get("AGORA_SHARD_COUNT"))
    except ValueError as exc:
        print(f"Agora did not start: {exc}.", file=sys.stderr)
        return 2

    if args.migrate_to:
        source = args.db or os.environ.get("AGORA_DB", "").strip() or "agora.db"
        return asyncio.run(run_migrate_to(source, args.migrate_to))

    if args.health:
        healthy, why = check_health(health_path(db_path, os.environ))
        print(why, file=sys.stdout if healthy else sys.stderr)
        return 0 if healthy else 1
    if args.check:
        return asyncio.run(run_check(db_path))
    if args.web:
        return run_web(db_path)
    if args.release is not None:
        return asyncio.run(run_release(db_path, args.release))
    if (args.backup or args.restore) and is_postgres_url(db_path):
        return postgres_backup(db_path, args.backup, args.restore)
    if args.backup:
        try:
            info = backup_database(db_path, args.backup)
        except (BackupError, OSError, sqlite3.Error) as exc:
            print(f"Backup failed: {exc}", file=sys.stderr)
            return 1
        print(f"Backup of {db_path} written to {info.path} ({info.games} games, schema {info.schema}).")
        return 0
    if args.restore:
        try:
            info = restore_database(args.restore, db_path)
        except AlreadyRunning as exc:
            print(f"Restore refused: {exc}. Stop the bot first.", file=sys.stderr)
            return 1
        except (BackupError, OSError, sqlite3.Error) as exc:
            print(f"Restore failed: {exc}", file=sys.stderr)
            return 1
        kept = (f"the previous file was kept as {info.kept}" if info.kept
                else "there was no database there before")
        print(f"Restored {db_path} from {args.restore} ({info.games} games, schema {info.schema}); {kept}.")
        return 0

    if args.sync is not None:
        args.sync = args.sync or os.environ.get("AGORA_DEV_GUILD", "").strip()
        if not args.sync:
            print("--sync needs a server id (or 'global'), or AGORA_DEV_GUILD in .env", file=sys.stderr)
            return 2
        if not token:
            print("--sync needs DISCORD_TOKEN in .env", file=sys.stderr)
            return 2
        asyncio.run(sync_commands(token, db_path, args.sync))
        return 0
    if not token and os.environ.get("AGORA_REQUIRE_TOKEN", "").strip() not in ("", "0"):
        # In a container there is no console to fall back to: say what is missing and stop.
        print("No DISCORD_TOKEN in the environment (AGORA_REQUIRE_TOKEN is set): put it in .env.",
              file=sys.stderr)
        return 2
    if not token or args.offline:
        from offline.console import main as console_main

        offline_db = os.environ.get("AGORA_OFFLINE_DB", "offline.db")
        if (refusal := refuse_to_open(offline_db, args.new_database)) is not None:
            print(refusal, file=sys.stderr)
            return 2

        if not token:
            print("No DISCORD_TOKEN in .env: starting the offline console (no Discord connection).")
        console_args = ["--db", offline_db,
                        "--images", os.environ.get("AGORA_IMAGES", "out/images"),
                        "--factory", "bot:create_bot"]
        if args.script:
            console_args += ["--script", args.script]
        try:
            return console_main(console_args)
        except AlreadyRunning as exc:
            print(f"Agora did not start: {exc}.", file=sys.stderr)
            return 1

    if (refusal := refuse_to_open(db_path, args.new_database)) is not None:
        print(refusal, file=sys.stderr)
        return 2
    refused = asyncio.run(open_check(db_path))  # opens (and migrates) the database once
    if refused is not None:
        print(refused, file=sys.stderr)
        return 1
    try:
        metrics = MetricsConfig.from_env(os.environ)
    except ValueError as exc:
        print(f"Agora did not start: {exc}.", file=sys.stderr)
        return 2
    bot = create_bot(db_path=db_path, offline=False, backups=BackupPolicy.from_env(os.environ), shards=shards,
                     health_file=health_path(db_path, os.environ), metrics=metrics)
    try:
        return asyncio.run(run_bot(bot, token))
    except AlreadyRunning as exc:
        print(f"Agora did not start: {exc}.", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # a second Ctrl-C during the clean stop
        return 130


def refuse_to_open(db_path: str, new_database: bool) -> str | None:
    """Why the bot must not start on this file (an admin's sentence), or None. An empty file is
    replaced by a new database only when the admin says so (`--new-database`)."""
    state = file_state(db_path)
    if state is FileState.EMPTY and not new_database:
        return (f"Agora did not start: {describe(db_path, state)}. Starting on it would create a new, "
                "empty database and every game would be gone. Restore a backup (python bot.py --restore "
                "PATH), or, to really start with a new empty database, start once with --new-database.")
    if state is FileState.NOT_SQLITE:
        return (f"Agora did not start: {describe(db_path, state)}. Move it aside and restore a backup "
                "(python bot.py --restore PATH); `python bot.py --check` tells more.")
    return None


if __name__ == "__main__":
    sys.exit(main())
