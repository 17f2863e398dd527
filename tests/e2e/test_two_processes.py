"""Two bot processes on one PostgreSQL database and one Discord (issue 33), through the offline
driver: each instance is a bot of its own (its own store, connections, locks and delivery), on
its own shard; both talk to the same fake Discord (one world, one REST API: message nonces are
Discord's, shared)."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import pytest

import i18n
from bench._offline import Timing, button_for, feed_click
from bot import create_bot
from engine import registry
from offline import Driver, FakeClock
from offline.driver import _FakeWebhookAdapter
from storage.store import LEASE
from tests.e2e.async_helpers import reminders, service, start_highcard, texts
from tests.e2e.civ_states import awaiting, epidemic, start_from
from tests.postgres import reset

PLAYERS = ("alice", "bob", "carol")
BURST = 200


@pytest.fixture
async def pair(postgres_url: str, tmp_path: Path, clock: FakeClock) -> AsyncIterator[tuple[Driver, Driver]]:
    """Shard 0's process (`a`: DMs reach it) and shard 1's (`b`), sharing the database and Discord."""
    await reset(postgres_url)
    a = Driver(lambda: create_bot(db_path=postgres_url, clock=clock.now, offline=True), clock=clock,
               images_dir=tmp_path / "a", settle_timeout=120)
    for name in PLAYERS:
        a.add_user(name)
    b = Driver(lambda: create_bot(db_path=postgres_url, clock=clock.now, offline=True), clock=clock,
               world=a.world, images_dir=tmp_path / "b", settle_timeout=120)
    b.api, b._adapter = a.api, _FakeWebhookAdapter(a.api)  # one Discord for both
    await a.start()
    await b.start()
    try:
        yield a, b
    finally:
        for driver in (b, a):
            with contextlib.suppress(Exception):  # a "killed" instance's store is already gone
                await driver.stop()


async def test_a_burst_split_between_two_processes_applies_once_and_posts_one_board(
        pair: tuple[Driver, Driver]) -> None:
    """BURST simultaneous clicks on one live button, half reaching each process (a DM's click goes to
    shard 0's, the server's to the other): exactly one is applied, every click is answered, and the
    move's board is posted once."""
    a, b = pair
    game = await start_highcard(a, *PLAYERS)
    record, state = await service(a).load(game)
    decision = service(a).awaiting(record, state)[0]
    name = next(n for n in PLAYERS if a.world.user(n).id == record.user_of(decision.seat))
    found = button_for(a, service(a), record, decision.seat, decision.private)
    assert found is not None
    message, custom_id = found
    await a.settle()
    mark = a.last_message("general").id
    timing = Timing()
    timing.install(a)  # one Discord: every answer passes through the same API
    for n in range(BURST):
        feed_click(a if n % 2 else b, timing, name, message, custom_id)
    await a.settle()
    await b.settle()
    assert timing.unanswered() == 0
    assert len(await service(b).store.list_actions(game)) == 1
    await a.bot.flow.deliver_all()
    await b.bot.flow.deliver_all()
    await a.settle()
    posted = [m.text for m in texts(a, mark)]
    assert len(posted) == len(set(posted)) >= 1, posted  # the move's news, once
    assert await service(a).store.pending_outbox(100) == []


async def test_the_other_process_delivers_a_dead_ones_rows_once_its_lease_expires(
        pair: tuple[Driver, Driver], clock: FakeClock) -> None:
    a, b = pair
    game = await start_highcard(a, *PLAYERS)
    # b accepts two moves (committed with their outbox rows) and dies while delivering them: it
    # holds the game's delivery lease, and its connections drop.
    accepted = []
    for name in ("alice", "bob"):
        record, state = await service(b).load(game)
        seat = record.seats_of(b.world.user(name).id)[0]
        text = service(b).legal_texts(record, state, seat)[0]
        accepted.append(await service(b).act(game, b.world.user(name).id, text, None))
    store_b = b.bot.store
    assert await store_b.claim(f"delivery:{game}", now=clock.now())
    b.bot.store._db.pool.terminate()  # the process is gone
    pending = await service(a).store.pending_outbox(100, game=game)
    assert pending
    mark = a.last_message("general").id
    assert not await a.bot.flow.deliver(game)  # still leased to b
    assert texts(a, mark) == []
    clock.advance(LEASE + timedelta(seconds=1))
    await a.tick()  # the poll kicks delivery: the lease has expired, a takes the rows over
    assert await service(a).store.pending_outbox(100, game=game) == []
    posted = [m.text for m in texts(a, mark)]
    boards = [t for t in posted if f"move {accepted[-1].version}" in t]
    assert len(boards) == 1 and len(posted) == len(set(posted)), posted  # the board of both moves, once
    actions = await service(a).store.list_actions(game)
    assert [x.version_after for x in actions] == [r.version for r in accepted]  # every accepted move kept


async def test_reminders_and_deadlines_fire_once_across_both(pair: tuple[Driver, Driver]) -> None:
    a, b = pair
    await start_highcard(a, *PLAYERS)
    assert (await a.slash("alice", "/game deadline preset:fast")).error is None
    mark = a.last_message("general").id
    for _ in range(4):  # both processes poll at the same moments, as their loops would
        a.clock.advance(timedelta(hours=1, minutes=5))
        await asyncio.gather(a.bot.offline_tick(), b.bot.offline_tick())
        await a.settle()
        await b.settle()
    posted = texts(a, mark)
    notices = reminders(posted)
    assert notices, [m.text for m in posted]
    contents = [m.content for m in notices]
    assert len(contents) == len(set(contents)), contents  # none twice
    passed = [m for m in posted if "deadline has passed" in m.content]
    assert passed  # each awaited player's deadline passed once, told once
    told = [user for m in passed for user in m.mentions]
    assert len(told) == len(set(told)) == len(passed), [m.content for m in passed]


async def test_a_builder_and_a_preview_go_on_in_the_other_process(pair: tuple[Driver, Driver],
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """An order previewed through one process is confirmed through the other, and an order
    builder opened in one goes on in the other (service/drafts.py): nothing of them lives in one
    process's memory. Epidemic strikes Bob (a state set up by hand, tests/e2e/civ_states.py)."""
    a, b = pair
    game = await start_from(a, monkeypatch, PLAYERS, epidemic(1))
    shown = await b.slash("bob", '/civ assign shares:"10 to Alice; 10 to Carol"')
    preview = next(m for m in shown.ephemeral if "👀" in m.text)
    confirm = next(x for x in preview.buttons if (x.custom_id or "").endswith(":c"))
    done = await a.click("bob", preview, custom_id=confirm.custom_id)
    assert done.ephemeral[0].text.startswith("✅"), [m.text for m in done.ephemeral]
    _, state = await service(a).load(game)
    assert awaiting(state, "lose")
    await a.settle()
    await a.bot.flow.deliver_all()
    await b.bot.flow.deliver_all()
    prompt = next(m for m in reversed(a.dms("bob"))
                  if any(x.label == i18n.t("civilization.builder.lose", "en") for x in m.buttons))
    button = next(x for x in prompt.buttons if x.label == i18n.t("civilization.builder.lose", "en"))
    builder = (await a.click("bob", prompt, custom_id=button.custom_id)).ephemeral[0]
    first = builder.selects[0].options[0].label
    picked = await b.select("bob", builder, builder.selects[0].custom_id, labels=[first])
    assert picked.error is None and not picked.ephemeral, [m.text for m in picked.ephemeral]
    assert first in a.message(builder.id).text, a.message(builder.id).text


async def test_the_status_message_says_the_other_processs_last_move(pair: tuple[Driver, Driver]) -> None:
    """Each process remembers the last public news it delivered (the status message's "last"
    line, without replaying the log): one that did not deliver the latest change reads it from
    the log instead of showing its own older news, and the text the status message shows is
    known to both (its digest is in the database), so neither edits it for nothing nor skips an
    edit it needs."""
    a, b = pair
    assert (await a.slash("alice", "/game new game:tigris")).error is None
    assert (await a.slash("bob", "/game join")).error is None
    assert (await a.slash("alice", "/game start")).error is None
    game = (await service(a).store.get_game_by_channel(a.channel("general").id)).id
    tigris = registry.get("tigris")

    async def move(driver: Driver) -> None:
        record, state = await service(driver).load(game)
        seat = service(driver).awaiting(record, state)[0].seat
        action = tigris.autoplay(state, seat, random.Random(record.version))
        await service(driver).act(game, record.user_of(seat), action.to_text(), None)
        await driver.bot.flow.deliver_all()
        await driver.settle()

    for driver in (a, b, a, b):  # each delivers its own move and edits the status message
        await move(driver)
    record, _ = await service(a).load(game)
    cogs = [driver.bot.get_cog("AsyncPlay") for driver in (a, b)]
    said = [await cog.dashboard_text(record, "en") for cog in cogs]
    assert said[0] == said[1], said
    turns = await service(a).store.get_turns(game)
    assert a.message(turns.dashboard_message).text == said[0]
    edits = a.mark()
    await cogs[0].update_dashboard(record)
    assert a.calls_since(edits) == []
