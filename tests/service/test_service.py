"""GameService with the High Card fixture: lobby, full games, outbox rows, refusals."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import NotAwaited, RuleError
from service import (
    AlreadyJoined,
    AlreadyStarted,
    AlreadyVoted,
    BadPlayerCount,
    BadSeatOrder,
    ChannelBusy,
    CreatorCannotLeave,
    Full,
    GameNotActive,
    GameService,
    NoGameHere,
    NotAPlayer,
    NotCreator,
    NotJoined,
    NotYourSeat,
    ServiceError,
    Stale,
    UnknownGame,
)
from storage import Store
from tests.service.test_service_support import (
    BOB,
    CAROL,
    CHANNEL,
    CREATOR,
    DAVE,
    GUILD,
    next_interaction,
    play_out,
    started_game,
)

pytest_plugins = ("tests.service.test_service_support",)


def kinds(rows: Any) -> list[str]:
    return [r.kind for r in rows]


async def test_full_game_with_simultaneous_decisions(service: GameService, store: Store) -> None:
    lobby = await service.create(GUILD, CHANNEL, None, "highcard", CREATOR, {"rounds": 2},
                                 seat_order="chosen")
    await service.join(lobby.id, BOB)
    await service.join(lobby.id, CAROL)
    await service.set_seat_order(lobby.id, CREATOR, [CAROL, CREATOR, BOB])
    started = await service.start(lobby.id, CREATOR, seed=3)
    record = started.record
    assert (record.status, record.version, record.seed) == ("active", 1, 3)
    assert service.seat_users(record) == [CAROL, CREATOR, BOB]
    assert kinds(started.outbox) == ["public_state", "private_view", "private_view", "private_view", "ping"]
    assert started.outbox[-1].payload["user_ids"] == sorted([CREATOR, BOB, CAROL])

    state = started.state
    # All three seats are awaited at once; each commits a card in its own time.
    assert [d.seat for d in service.awaiting(record, state)] == [0, 1, 2]
    hands = {seat: service.legal_texts(record, state, seat) for seat in range(3)}
    first = await service.act(record.id, BOB, hands[2][0], next_interaction(), expected_version=1)
    assert (first.seat, first.version) == (2, 2)
    # Only Bob's private view changed; nobody is newly awaited, so no ping.
    assert kinds(first.outbox) == ["public_state", "private_view"]
    assert first.outbox[1].payload == {"user_id": BOB, "seat": 2, "version": 2, "prompt": False}
    await service.act(record.id, CAROL, hands[0][-1], next_interaction())
    reveal = await service.act(record.id, CREATOR, hands[1][0], next_interaction())
    assert any(e.reveals for e in reveal.events)
    claimer = service.awaiting(reveal.record, reveal.state)[0].seat
    ping = [r for r in reveal.outbox if r.kind == "ping"]
    # The creator's seat 1 was the one awaited: a claim of its own keeps the turn (no new seat).
    assert [p.payload for p in ping] == [{"user_ids": [reveal.record.user_of(claimer)],
                                          "decisions": [{"seat": claimer, "kind": "claim"}],
                                          "new_seats": [] if claimer == 1 else [claimer]}]

    final = await play_out(service, record.id)
    assert final.status == "finished" and final.finished_at is not None
    assert final.outcome is not None and sum(final.outcome["scores"].values()) == 2
    actions = await store.list_actions(record.id)
    assert final.version == len(actions) + 1
    assert await service.replay_check(record.id)
    pending = await service.pending_outbox(limit=500)
    assert pending[-1].kind == "game_over" and pending[-1].payload["outcome"] == final.outcome
    assert await service.mark_delivered(pending[0].id)
    assert len(await service.pending_outbox(limit=500)) == len(pending) - 1


async def test_autoplayed_game_replays_to_its_snapshot(service: GameService, store: Store) -> None:
    record = await started_game(service, (CREATOR, BOB, CAROL, DAVE), options={"rounds": 5, "hand_size": 8})
    final = await play_out(service, record.id, autoplay=True)
    assert final.status == "finished"
    actions = await store.list_actions(record.id)
    assert all(a.interaction_id is None and a.user_id is None for a in actions)
    assert await service.replay_check(record.id)


async def test_new_round_prompts_every_seat_privately(service: GameService) -> None:
    record = await started_game(service, (CREATOR, BOB))
    for _ in range(2):
        record, state = await service.load(record.id)
        seat = service.awaiting(record, state)[0].seat
        await service.autoplay_seat(record.id, seat)
    record, state = await service.load(record.id)
    claim = await service.autoplay_seat(record.id, service.awaiting(record, state)[0].seat)
    prompts = [r.payload for r in claim.outbox if r.kind == "private_view"]
    assert [(p["seat"], p["prompt"]) for p in prompts] == [(0, True), (1, True)]
    assert claim.outbox[-1].kind == "ping"
    assert claim.outbox[-1].payload["user_ids"] == sorted([CREATOR, BOB])


async def test_random_seats_follow_the_seed(service: GameService) -> None:
    a = await started_game(service, (CREATOR, BOB, CAROL, DAVE), seed=11, channel=1)
    b = await started_game(service, (CREATOR, BOB, CAROL, DAVE), seed=11, channel=2)
    assert service.seat_users(a) == service.seat_users(b)
    assert sorted(service.seat_users(a)) == sorted([CREATOR, BOB, CAROL, DAVE])


async def test_seed_is_drawn_and_stored_when_not_given(service: GameService) -> None:
    lobby = await service.create(GUILD, CHANNEL, None, "highcard", CREATOR)
    await service.join(lobby.id, BOB)
    record = (await service.start(lobby.id, CREATOR)).record
    assert record.seed is not None and 0 <= record.seed < 2**63


async def test_one_user_holding_two_seats(service: GameService) -> None:
    lobby = await service.create(GUILD, CHANNEL, None, "highcard", CREATOR, seat_order="chosen")
    await service.join(lobby.id, CREATOR, again=True)
    await service.join(lobby.id, BOB)
    record = (await service.start(lobby.id, CREATOR, seed=5)).record
    assert record.seats_of(CREATOR) == [0, 1]
    record, state = await service.load(record.id)
    card = service.legal_texts(record, state, 1)[0]
    result = await service.act(record.id, CREATOR, card, next_interaction(), seat=1)
    assert result.seat == 1
    # Without a seat, the first awaited seat of the user is used (seat 1 has committed).
    card0 = service.legal_texts(result.record, result.state, 0)[0]
    assert (await service.act(record.id, CREATOR, card0, next_interaction())).seat == 0
    with pytest.raises(NotYourSeat) as caught:
        await service.act(record.id, CREATOR, "claim", next_interaction(), seat=2)
    assert caught.value.params == {"seat": 3}  # shown to players counting from 1


async def test_lobby_leave_and_rejoin(service: GameService) -> None:
    lobby = await service.create(GUILD, CHANNEL, None, "highcard", CREATOR, max_players=2)
    await service.join(lobby.id, BOB)
    record = await service.leave(lobby.id, BOB)
    assert record.player_ids() == [CREATOR]
    record = await service.join(lobby.id, CAROL)
    assert record.player_ids() == [CREATOR, CAROL]
    assert (await service.game_in_channel(CHANNEL)).id == lobby.id


async def test_creator_abandons_at_once(service: GameService, store: Store) -> None:
    record = await started_game(service)
    result = await service.abandon(record.id, CREATOR)
    assert result.abandoned and result.record.status == "abandoned"
    assert (await store.pending_outbox(500))[-1].payload == {"status": "abandoned", "by": [CREATOR]}
    # The channel is free again.
    await service.create(GUILD, CHANNEL, None, "highcard", BOB)


async def test_abandon_by_majority_vote(service: GameService) -> None:
    record = await started_game(service, (CREATOR, BOB, CAROL, DAVE))
    first = await service.abandon(record.id, BOB)
    assert (first.abandoned, first.votes, first.needed) == (False, 1, 3)
    with pytest.raises(AlreadyVoted):
        await service.abandon(record.id, BOB)
    assert not (await service.abandon(record.id, CAROL)).abandoned
    last = await service.abandon(record.id, DAVE)
    assert last.abandoned and last.record.status == "abandoned"


# --- refusals: the right key, and not one byte written ----------------------------------

async def _refused(store: Store, exc_type: type[Exception], key: str, call: Any) -> Exception:
    before = await store.dump()
    with pytest.raises(exc_type) as caught:
        await call
    assert caught.value.key == key
    assert await store.dump() == before
    return caught.value


async def test_refusals_before_start(service: GameService, store: Store) -> None:
    await _refused(store, UnknownGame, "service.err.unknown_game",
                   service.create(GUILD, CHANNEL, None, "chess", CREATOR))
    await _refused(store, RuleError, "core.err.bad_option_value",
                   service.create(GUILD, CHANNEL, None, "highcard", CREATOR, {"rounds": 99}))
    await _refused(store, RuleError, "core.err.unknown_option",
                   service.create(GUILD, CHANNEL, None, "highcard", CREATOR, {"roundz": 2}))
    await _refused(store, BadPlayerCount, "service.err.bad_player_count",
                   service.create(GUILD, CHANNEL, None, "highcard", CREATOR, max_players=9))
    await _refused(store, BadSeatOrder, "service.err.bad_seat_order",
                   service.create(GUILD, CHANNEL, None, "highcard", CREATOR, seat_order="alphabetical"))
    lobby = await service.create(GUILD, CHANNEL, None, "highcard", CREATOR, max_players=2)
    await _refused(store, ChannelBusy, "service.err.channel_busy",
                   service.create(GUILD, CHANNEL, None, "highcard", BOB))
    await _refused(store, NoGameHere, "service.err.no_game_here", service.join(lobby.id + 1, BOB))
    await _refused(store, NoGameHere, "service.err.no_game_here", service.game_in_channel(CHANNEL + 1))
    await _refused(store, AlreadyJoined, "service.err.already_joined", service.join(lobby.id, CREATOR))
    await _refused(store, NotJoined, "service.err.not_joined", service.leave(lobby.id, BOB))
    await _refused(store, CreatorCannotLeave, "service.err.creator_cannot_leave",
                   service.leave(lobby.id, CREATOR))
    err = await _refused(store, BadPlayerCount, "service.err.bad_player_count",
                         service.start(lobby.id, CREATOR))
    assert err.params == {"count": 1, "allowed": "2, 3, 4"}
    await _refused(store, GameNotActive, "service.err.not_started",
                   service.act(lobby.id, CREATOR, "claim", next_interaction()))
    await service.join(lobby.id, BOB)
    await _refused(store, Full, "service.err.full", service.join(lobby.id, CAROL))
    await _refused(store, NotCreator, "service.err.not_creator", service.start(lobby.id, BOB))
    await _refused(store, NotCreator, "service.err.not_creator", service.set_seat_order(lobby.id, BOB, None))
    await _refused(store, NotCreator, "service.err.not_creator", service.abandon(lobby.id, BOB))
    await _refused(store, BadSeatOrder, "service.err.bad_seat_order",
                   service.set_seat_order(lobby.id, CREATOR, [CREATOR, CAROL]))
    await service.start(lobby.id, CREATOR, seed=1)
    await _refused(store, AlreadyStarted, "service.err.already_started", service.join(lobby.id, CAROL))
    await _refused(store, AlreadyStarted, "service.err.already_started", service.start(lobby.id, CREATOR))


async def test_refusals_during_and_after_play(service: GameService, store: Store) -> None:
    record = await started_game(service, (CREATOR, BOB))
    record, state = await service.load(record.id)
    seat_bob = record.seats_of(BOB)[0]
    await _refused(store, NotAPlayer, "service.err.not_a_player",
                   service.act(record.id, CAROL, "play 1", next_interaction()))
    await _refused(store, NotAPlayer, "service.err.not_a_player", service.abandon(record.id, CAROL))
    await _refused(store, Stale, "service.err.stale",
                   service.act(record.id, BOB, "play 1", next_interaction(), expected_version=0))
    await _refused(store, RuleError, "core.err.unknown_verb",
                   service.act(record.id, BOB, "dance", next_interaction()))
    not_held = next(c for c in range(1, 30) if c not in state.hands[seat_bob])
    await _refused(store, RuleError, "highcard.err.not_in_hand",
                   service.act(record.id, BOB, f"play {not_held}", next_interaction()))
    # Out of turn: Bob has committed, so he is no longer awaited.
    await service.act(record.id, BOB, service.legal_texts(record, state, seat_bob)[0], next_interaction())
    await _refused(store, NotAwaited, "core.err.not_awaited",
                   service.act(record.id, BOB, "claim", next_interaction()))
    await _refused(store, NotAwaited, "core.err.not_awaited", service.autoplay_seat(record.id, seat_bob))
    final = await play_out(service, record.id)
    assert final.status == "finished"
    await _refused(store, GameNotActive, "service.err.game_finished",
                   service.act(record.id, BOB, "claim", next_interaction()))
    await _refused(store, GameNotActive, "service.err.game_finished", service.abandon(record.id, CREATOR))
    await _refused(store, GameNotActive, "service.err.game_finished", service.join(record.id, CAROL))


async def test_service_errors_are_service_errors() -> None:
    assert issubclass(Stale, ServiceError) and not issubclass(Stale, RuleError)
    assert ServiceError().key == "service.err.refused"
    assert Stale(version=3).params == {"version": 3}


async def test_views_and_state_cache(service: GameService) -> None:
    record = await started_game(service, (CREATOR, BOB))
    loaded, state = await service.load(record.id)
    _, state_again = await service.load(record.id)
    assert state is state_again  # same version: served from the cache, not re-parsed
    assert state is not None
    game = service.game_of(loaded)
    assert "private" not in game.public_view(state)
    for seat in (0, 1):
        assert game.player_view(state, seat)["private"]["hand"] == state.hands[seat]
    lobby = await service.create(GUILD, CHANNEL + 1, None, "highcard", CREATOR)
    assert (await service.load(lobby.id))[1] is None
    assert await service.replay_check(lobby.id)
