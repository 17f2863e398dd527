"""Agora: start the Discord bot, or the offline console when there is no token.

    python bot.py                 # DISCORD_TOKEN from .env → the real bot; none → offline console
    python bot.py --sync GUILD_ID # copy the commands to one server and sync them (development;
                                  # with no id, $AGORA_DEV_GUILD from .env)
    python bot.py --sync global   # sync the global commands (may take up to an hour to show)

Commands are never synced at start-up: Discord rate-limits command creation (research §2.1).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import discord
from discord import app_commands
from discord.ext import commands

from cogs._i18n import CatalogTranslator
from cogs._ui import DYNAMIC_ITEMS
from service import GameService
from service.games import PlayerDirectory
from service.guilds import Guilds
from storage import AlreadyRunning, Store

log = logging.getLogger("agora")

COGS_DIR = Path(__file__).resolve().parent / "cogs"


def extensions() -> list[str]:
    """Every public module of cogs/ is an extension: the lobby and one cog per game."""
    return sorted(f"cogs.{p.stem}" for p in COGS_DIR.glob("*.py") if not p.stem.startswith("_"))


def utc_now() -> datetime:
    return datetime.now(UTC)


class AgoraBot(commands.Bot):
    """The bot: one store, one service, the cogs, and the outbox delivery."""

    def __init__(self, *, db_path: str, clock: Callable[[], datetime] = utc_now,
                 offline: bool = False) -> None:
        intents = discord.Intents.default()  # no privileged intents (research §2.12)
        super().__init__(command_prefix=commands.when_mentioned, intents=intents,
                         help_command=None, guild_ready_timeout=0.0)
        self.db_path = db_path
        self.clock = clock
        self.offline = offline
        self.store: Store | None = None
        self.service: GameService | None = None
        self.players: PlayerDirectory | None = None
        self.guild_settings: Guilds | None = None
        self.flow = None  # cogs._flow.GameFlow, set in setup_hook

    async def setup_hook(self) -> None:
        from cogs._flow import GameFlow

        # Refuses to start if another process holds this database (storage.AlreadyRunning).
        self.store = await Store.open(self.db_path)
        self.service = GameService(self.store, clock=self.clock)
        self.players = PlayerDirectory(self.store)
        self.guild_settings = Guilds(self.store)
        self.flow = GameFlow(self)
        await self.tree.set_translator(CatalogTranslator())
        self.tree.on_error = self.flow.on_app_command_error  # type: ignore[method-assign]
        for ext in extensions():
            try:
                await self.load_extension(ext)
            except commands.ExtensionError:
                # One broken game must not take every other game down with it.
                log.exception("could not load %s; its games are unavailable", ext)
                if self.offline:
                    raise
        self.attach_game_subcommands()
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        # Deliver whatever a crash left in the outbox (each row is marked done when sent).
        self.loop.create_task(self.flow.deliver_all(), name="agora-outbox-recovery")

    async def offline_tick(self) -> None:
        """The offline driver's `wait`: one poll of the schedules (cogs/async_play.py)."""
        cog = self.get_cog("AsyncPlay")
        if cog is not None:
            await cog.tick()  # type: ignore[attr-defined]

    def attach_game_subcommands(self) -> None:
        """Cogs may contribute subcommands to the one `/game` group (undo, log, history...).

        A cog declares them in an `app_commands.Group` named `game_subcommands`; they move under
        the lobby's `/game`, keeping their cog as binding (so its error handler still applies).
        """
        lobby = self.get_cog("Lobby")
        if lobby is None:
            return
        for cog in list(self.cogs.values()):
            extra = getattr(cog, "game_subcommands", None)
            if not isinstance(extra, app_commands.Group) or cog is lobby:
                continue
            for command in list(extra.commands):
                extra.remove_command(command.name)
                lobby.game.add_command(command)  # type: ignore[attr-defined]
            self.tree.remove_command(extra.name)

    async def close(self) -> None:
        try:
            await super().close()
        finally:
            if self.store is not None:
                await self.store.close()
                self.store = None


def create_bot(*, db_path: str, clock: Callable[[], datetime] = utc_now, offline: bool = True) -> AgoraBot:
    """Factory used by `main`, the offline console and the tests."""
    return AgoraBot(db_path=db_path, clock=clock, offline=offline)


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Agora, the board-game moderator bot.")
    parser.add_argument("--db", default=None, help="SQLite database path (default: $AGORA_DB or agora.db)")
    parser.add_argument("--sync", metavar="GUILD_ID|global", nargs="?", const="",
                        help="sync slash commands to one server (default: $AGORA_DEV_GUILD) "
                             "or globally, then exit")
    parser.add_argument("--offline", action="store_true", help="start the offline console even with a token")
    parser.add_argument("--script", help="offline console: read lines from this file")
    args = parser.parse_args(argv)

    try:
        from dotenv import load_dotenv

        load_dotenv(Path(__file__).with_name(".env"))
    except ImportError:  # pragma: no cover - python-dotenv is in requirements.txt
        pass
    logging.basicConfig(level=os.environ.get("AGORA_LOG", "INFO"),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    db_path = args.db or os.environ.get("AGORA_DB") or "agora.db"
    token = os.environ.get("DISCORD_TOKEN", "").strip()

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
    if not token or args.offline:
        from offline.console import main as console_main

        if not token:
            print("No DISCORD_TOKEN in .env: starting the offline console (no Discord connection).")
        console_args = ["--db", os.environ.get("AGORA_OFFLINE_DB", "offline.db"),
                        "--images", os.environ.get("AGORA_IMAGES", "out/images"),
                        "--factory", "bot:create_bot"]
        if args.script:
            console_args += ["--script", args.script]
        return console_main(console_args)

    bot = create_bot(db_path=db_path, offline=False)
    try:
        bot.run(token, log_handler=None)
    except AlreadyRunning as exc:
        print(f"Agora did not start: {exc}.", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
