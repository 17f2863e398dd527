"""Channel messages and images per game round, for each of the five games (issue 37).

    python -m bench.channel [--games tigris tta ...] [--players 3] [--rounds 4] [--seed 7] [--render]

Plays each game through the real bot on the offline driver (fake Discord), two ways:

- **players**: every seat is a player of its own who types the robot's choice with `/game play`
  (as a table of people would play, one action at a time), for the first `--rounds` rounds;
- **robots**: every seat is turned to `/game autoplay` by the creator, and the robots play the
  whole game (a game round is one lap of every seat: Tigris and Age of Heroes count turns).

It counts the bot's calls to the game's channel: new messages (`POST .../messages`), the images
attached to them, and edits (`PATCH .../messages/{id}`), plus the DMs sent; then prints them per
game round. Images are not drawn unless `--render` (a tiny PNG stands in for each board, so an
image is still counted whenever the bot attaches one).
"""

from __future__ import annotations

import argparse
import asyncio
import io
import logging
import random
import sys
import tempfile
import time
import types
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PIL import Image

from bot import create_bot
from engine import registry
from offline import Driver, FakeClock
from service import games as service_games
from service.kits import Picture, kit_for

GAMES = ("tigris", "antike", "age_of_heroes", "tta", "civilization")
USERS = ("alice", "bob", "carol", "dave", "erin", "frank", "gina", "hugo")
OPTIONS = {"civilization": "end_column=5"}  # a short Civilization (a real table may choose it)
MESSAGES, MESSAGE = "/channels/{channel_id}/messages", "/channels/{channel_id}/messages/{message_id}"


def game_round(game_id: str, state: Any, players: int) -> int:
    """The game round a state is in (Tigris and Age of Heroes count each player's turn)."""
    if game_id == "tigris":
        return 1 + (state.turn - 1) // players
    if game_id == "age_of_heroes":
        return 1 + max(0, state.turn_no - 1) // players
    return int(state.round)


@dataclass
class Count:
    messages: int = 0
    images: int = 0
    edits: int = 0
    dms: int = 0

    def add(self, other: Count) -> None:
        self.messages += other.messages
        self.images += other.images
        self.edits += other.edits
        self.dms += other.dms


@dataclass
class Figures:
    game_id: str
    mode: str
    rounds: int = 0
    actions: int = 0
    seconds: float = 0.0
    total: Count = field(default_factory=Count)
    per_round: dict[int, Count] = field(default_factory=lambda: defaultdict(Count))


def count(driver: Driver, calls: list[dict[str, Any]], channel_id: int) -> Count:
    out = Count()
    for call in calls:
        if call.get("via") != "http":
            continue
        in_game = f"/channels/{channel_id}/" in call["url"]
        if call["method"] == "POST" and call["path"] == MESSAGES:
            if in_game:
                out.messages += 1
                out.images += len(call["files"])
            else:
                out.dms += 1
        elif call["method"] == "PATCH" and call["path"] == MESSAGE and in_game:
            out.edits += 1
    return out


def tiny_png() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (4, 4)).save(buffer, format="PNG")
    return buffer.getvalue()


async def table(driver: Driver, game_id: str, players: int) -> tuple[Any, list[str]]:
    users = list(USERS[:players])
    options = OPTIONS.get(game_id, "")
    line = f"/game new game:{game_id}" + (f" options:{options}" if options else "")
    for user, command in ((users[0], line), *((u, "/game join") for u in users[1:]),
                          (users[0], "/game start")):
        result = await driver.slash(user, command, channel="general")
        assert result.error is None, (command, result.error)
    service = driver.bot.service
    return await service.game_in_channel(driver.channel("general").id), users


async def by_players(driver: Driver, game_id: str, players: int, rounds: int, seed: int) -> Figures:
    """Every seat's player types the robot's choice, one action at a time, for `rounds` rounds."""
    game = registry.get(game_id)
    service = driver.bot.service
    record, users = await table(driver, game_id, players)
    channel = driver.channel("general").id
    figures = Figures(game_id, "players")
    rnd = random.Random(seed)
    while True:
        record, state = await service.load(record.id)
        if record.status != "active" or game.is_over(state):
            break
        now = game_round(game_id, state, players)
        if now > rounds:
            break
        figures.rounds = max(figures.rounds, now)
        seat = game.seats_awaited(state)[0]
        user = next(u for u in users if driver.world.user(u).id == record.user_of(seat))
        text = game.autoplay(state, seat, rnd).to_text()
        mark = driver.mark()
        result = await driver.slash(user, f'/game play action:"{text}"', channel="general")
        assert result.error is None, (text, result.error)
        figures.per_round[now].add(count(driver, driver.calls_since(mark), channel))
        figures.actions += 1
    for value in figures.per_round.values():
        figures.total.add(value)
    return figures


async def by_robots(driver: Driver, game_id: str, players: int) -> Figures:
    """Every seat on autoplay: the robots play the whole game."""
    service = driver.bot.service
    record, users = await table(driver, game_id, players)
    channel = driver.channel("general").id
    mark = driver.mark()
    for seat in range(players):
        result = await driver.slash(users[0], f"/game autoplay player:{seat}", channel="general")
        assert result.error is None, result.error
    record, state = await service.load(record.id)
    figures = Figures(game_id, "robots", rounds=game_round(game_id, state, players),
                      actions=len(await service.store.list_actions(record.id)))
    figures.total = count(driver, driver.calls_since(mark), channel)
    if record.status != "finished":
        print(f"  ({game_id}: the robots stopped in round {figures.rounds}, status {record.status})")
    return figures


async def run(game_id: str, mode: str, args: argparse.Namespace) -> Figures:
    logging.getLogger("discord").setLevel(logging.CRITICAL)
    logging.getLogger("agora").setLevel(logging.CRITICAL)
    kit = kit_for(game_id)
    real_board = kit.board
    if not args.render:
        png = tiny_png()
        kit.board = Picture("board", lambda *a: png)
    real_secrets = service_games.secrets
    # The same seats and seed on every run (only the service's draw: message nonces stay random).
    setattr(service_games, "secrets", types.SimpleNamespace(randbits=lambda bits: 7))  # noqa: B010
    try:
        with tempfile.TemporaryDirectory() as tmp:
            clock = FakeClock()
            db = str(Path(tmp) / "agora.db")
            driver = Driver(lambda: create_bot(db_path=db, clock=clock.now, offline=True), clock=clock,
                            images_dir=Path(tmp) / "images", settle_timeout=600)
            for user in USERS:
                driver.add_user(user)
            await driver.start()
            started = time.perf_counter()
            try:
                if mode == "players":
                    figures = await by_players(driver, game_id, args.players, args.rounds, args.seed)
                else:
                    figures = await by_robots(driver, game_id, args.players)
            finally:
                await driver.stop()
            figures.seconds = time.perf_counter() - started
            return figures
    finally:
        kit.board = real_board
        setattr(service_games, "secrets", real_secrets)  # noqa: B010


def show(figures: Figures) -> None:
    rounds = max(1, figures.rounds)
    total = figures.total
    print(f"{figures.game_id:14} {figures.mode:8} rounds {figures.rounds:3}  actions {figures.actions:4}  "
          f"messages {total.messages:4} ({total.messages / rounds:5.1f}/round)  "
          f"images {total.images:4} ({total.images / rounds:5.1f}/round)  "
          f"edits {total.edits:4}  DMs {total.dms:4}  [{figures.seconds:.0f} s]")
    for number, value in sorted(figures.per_round.items()):
        print(f"{'':24} round {number}: messages {value.messages:3}, images {value.images:3}, "
              f"edits {value.edits:3}, DMs {value.dms:3}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="+", default=list(GAMES), choices=GAMES)
    parser.add_argument("--modes", nargs="+", default=["players", "robots"], choices=["players", "robots"])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=3, help="rounds the players play (players mode)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--render", action="store_true", help="draw the real board images")
    args = parser.parse_args(argv)
    for game_id in args.games:
        for mode in args.modes:
            show(asyncio.run(run(game_id, mode, args)))
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
