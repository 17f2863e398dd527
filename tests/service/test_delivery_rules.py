"""The delivery rules of service/delivery.py on their own: backoff, and when Discord is probed and
every waiting row retried after failures (issue 34.5)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from service import delivery
from service.delivery import PROBE_EVERY, RESET_EVERY, Recovery
from storage import OutboxItem, Store
from tests.service.test_service_support import FakeClock

T0 = datetime(2026, 1, 5, 12, 0, tzinfo=UTC)
pytest_plugins = ("tests.service.test_service_support",)  # the `store` fixture, on both backends


def test_backoff_doubles_up_to_its_cap() -> None:
    waits = [delivery.backoff(n) for n in range(1, 12)]
    assert waits[:3] == [timedelta(seconds=5), timedelta(seconds=10), timedelta(seconds=20)]
    assert max(waits) == delivery.BACKOFF_CAP == waits[-1]


def test_nothing_is_probed_while_deliveries_succeed() -> None:
    recovery = Recovery()
    assert not recovery.probe_due(T0) and recovery.seconds_to_probe(T0) is None
    assert not recovery.answered(T0)  # a success with no failure before resets nothing


def test_after_a_failure_discord_is_probed_every_probe_interval() -> None:
    recovery = Recovery()
    recovery.failed(T0)
    assert not recovery.probe_due(T0)  # the failure itself was the latest try
    assert recovery.seconds_to_probe(T0) == PROBE_EVERY.total_seconds()
    later = T0 + PROBE_EVERY
    assert recovery.probe_due(later) and recovery.seconds_to_probe(later) == 0
    recovery.probed(later, anything_waiting=True)
    assert not recovery.probe_due(later + PROBE_EVERY / 2)
    assert recovery.probe_due(later + PROBE_EVERY)


def test_a_probe_that_finds_nothing_waiting_ends_the_failing_state() -> None:
    recovery = Recovery()
    recovery.failed(T0)
    recovery.probed(T0 + PROBE_EVERY, anything_waiting=False)
    assert not recovery.probe_due(T0 + 10 * PROBE_EVERY) and recovery.seconds_to_probe(T0) is None


def test_the_first_success_after_failures_retries_everything_at_most_once_a_reset_interval() -> None:
    recovery = Recovery()
    recovery.failed(T0)
    assert recovery.answered(T0 + timedelta(seconds=1))  # Discord is back: everything due now
    assert not recovery.probe_due(T0 + timedelta(hours=1))
    # Discord fails again at once: a success within the interval does not restart every retry
    # (Discord failing one call in three would otherwise make every game retry in a loop)...
    recovery.failed(T0 + timedelta(seconds=2))
    assert not recovery.answered(T0 + timedelta(seconds=3))
    # ...but the probes go on, and the first success after the interval does.
    assert recovery.probe_due(T0 + timedelta(seconds=2) + PROBE_EVERY)
    assert recovery.answered(T0 + timedelta(seconds=1) + RESET_EVERY)



# ------------------------------------------------------------------ what the metrics read
@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


async def test_operating_counts_on_both_backends(store: Store, clock: FakeClock) -> None:
    """What the heartbeat refreshes the metrics with: the outbox backlog, its oldest row's time,
    and games by status (service/metrics.py), the same on SQLite and PostgreSQL."""
    assert await store.operating_counts() == (0, None, {})
    lobby = await store.create_game(guild_id=1, channel_id=7, game_id="highcard", creator_id=10, options={})
    first_written = clock()
    await store.add_outbox(lobby.id, [OutboxItem("lobby", {"event": "created", "user_id": 10})],
                           now=first_written)
    clock.advance(minutes=5)
    other = await store.create_game(guild_id=1, channel_id=8, game_id="highcard", creator_id=10, options={})
    await store.add_outbox(other.id, [OutboxItem("lobby", {"event": "created", "user_id": 10})] * 2,
                           now=clock())
    backlog, oldest, games = await store.operating_counts()
    assert backlog == 3 and oldest == first_written and games == {"lobby": 2}
    done = [row.id for row in await store.pending_outbox(10, game=lobby.id)]
    await store.finish_outbox(done, now=clock())
    backlog, oldest, _ = await store.operating_counts()
    assert backlog == 2 and oldest == clock()
