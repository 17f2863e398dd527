"""Many clicks at once on one game: exactly one applies."""

from __future__ import annotations

import asyncio
from typing import Any

from engine.core import NotAwaited
from service import GameService, Stale
from storage import Store
from tests.service.test_service_support import BOB, CAROL, CREATOR, DAVE, next_interaction, started_game

pytest_plugins = ("tests.service.test_service_support",)


async def test_fifty_clicks_on_one_version_apply_once(service: GameService, store: Store) -> None:
    players = (CREATOR, BOB, CAROL, DAVE)
    record = await started_game(service, players)
    record, state = await service.load(record.id)
    assert state is not None
    clicks = []
    for n in range(50):
        user = players[n % len(players)]
        seat = record.seats_of(user)[0]
        texts = service.legal_texts(record, state, seat)
        clicks.append(service.act(record.id, user, texts[n % len(texts)], next_interaction(),
                                  expected_version=record.version))
    results = await asyncio.gather(*clicks, return_exceptions=True)
    applied = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(applied) == 1
    assert all(isinstance(r, (Stale, NotAwaited)) for r in refused), refused
    assert len(await store.list_actions(record.id)) == 1
    assert (await store.get_game(record.id)).version == 2
    assert await service.replay_check(record.id)


async def test_clicks_without_versions_are_serialized(service: GameService, store: Store) -> None:
    """Different seats deciding at once all get in, one after another, none lost or doubled."""
    players = (CREATOR, BOB, CAROL, DAVE)
    record = await started_game(service, players)
    record, state = await service.load(record.id)
    assert state is not None

    async def commit(user: int) -> Any:
        seat = record.seats_of(user)[0]
        return await service.act(record.id, user, service.legal_texts(record, state, seat)[0],
                                 next_interaction())

    results = await asyncio.gather(*(commit(u) for u in players for _ in range(3)), return_exceptions=True)
    applied = [r for r in results if not isinstance(r, BaseException)]
    assert len(applied) == 4
    # Late repeats: out of turn, or (for the round's winner, now awaited to claim) not a claim.
    refused = [r for r in results if isinstance(r, BaseException)]
    assert all(isinstance(r, NotAwaited) or getattr(r, "key", "") == "core.err.wrong_verb"
               for r in refused), refused
    assert sorted(r.version for r in applied) == [2, 3, 4, 5]
    assert await service.replay_check(record.id)
