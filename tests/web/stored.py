"""A database of stored games for the web tests and `bench.web`: complete robot games of every
game played through the real service (one move every few minutes of a fake clock), a game in
progress with a deadline, a lobby, and players whose names are markup."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from engine import registry
from engine.core import apply, awaited_seats
from service.games import GameService
from storage import Store

START = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
GUILD = 424242
# Names a page must print as text, never as markup.
NAMES = {
    1001: "Alice",
    1002: '<b>Bob</b> & "Co"',
    1003: "Carol <script>alert(1)</script>",
    1004: "Dan <img src=x onerror=alert(2)>",
    1005: "Eve **not bold**",
}
FINISHED = (("tigris", 3), ("antike", 3), ("age_of_heroes", 3), ("tta", 2), ("civilization", 4))
SEED = 5


@dataclass(frozen=True)
class StoredGames:
    path: Path
    finished: dict[str, int]  # game id -> row of its complete game
    active: int  # a Tigris game in progress, with a deadline
    lobby: int
    now: datetime


async def fill(path: Path, finished: tuple[tuple[str, int], ...] = FINISHED, *,
               active_moves: int = 30) -> StoredGames:
    """Play the games into a new database at `path`."""
    clock = [START]

    def now() -> datetime:
        return clock[0]

    store = await Store.open(path, clock=now)
    try:
        service = GameService(store, clock=now)
        for user, name in NAMES.items():
            await store.set_user_setting(user, "name", name)
        await store.set_guild_settings(GUILD, {"web_list": True})
        rows: dict[str, int] = {}
        channel = 5000
        for game_id, players in finished:
            channel += 1
            rows[game_id] = await _play(service, game_id, players, channel, clock, moves=None)
        active = await _play(service, "tigris", 3, channel + 1, clock, moves=active_moves)
        record = await store.get_game(active)
        assert record is not None
        state = service.state_of(record)
        assert state is not None
        for seat in awaited_seats(registry.get("tigris"), state):
            await store.add_schedule(active, "deadline", clock[0] + timedelta(hours=20), seat=seat,
                                     user_id=record.user_of(seat))
        lobby = (await service.create(GUILD, channel + 2, None, "antike", 1001)).id
        await service.join(lobby, 1002)
        return StoredGames(Path(path), rows, active, lobby, clock[0])
    finally:
        await store.close()


async def _play(service: GameService, game_id: str, players: int, channel: int, clock: list[datetime], *,
                moves: int | None) -> int:
    """A game started through the service, then played by the robot and stored move by move
    (each one committed as the service commits it, without the Discord side effects)."""
    users = list(NAMES)[:players]
    record = await service.create(GUILD, channel, None, game_id, users[0])
    for user in users[1:]:
        await service.join(record.id, user)
    record = (await service.start(record.id, users[0], seed=SEED)).record
    game = registry.get(game_id)
    state = service.state_of(record)
    assert state is not None
    rnd = random.Random(SEED)
    version, played = record.version, 0
    while (moves is None or played < moves) and not game.is_over(state):
        seat = rnd.choice(awaited_seats(game, state))
        applied = apply(game, state, seat, game.autoplay(state, seat, rnd), in_place=True)
        over = game.is_over(state)
        outcome = game.outcome(state) if over else None
        clock[0] += timedelta(minutes=7 + 13 * (played % 5))
        version = await service.store.commit_action(
            record.id, version, seat, None if played % 3 == 0 else record.user_of(seat), applied.action_text,
            None, state.model_dump_json(), (), "finished" if over else None,
            None if outcome is None else outcome.model_dump(mode="json"), now=clock[0])
        played += 1
    return record.id
