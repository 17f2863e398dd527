"""One user holding several seats: two-player Antike seats 2 users on 4 nations (service.start)."""

from __future__ import annotations

from engine.antike import GAME as ANTIKE
from service import GameService
from service.games import seats_of_users
from tests.fixtures.highcard import GAME as HIGHCARD
from tests.service.test_service_support import BOB, CAROL, CHANNEL, CREATOR, GUILD, next_interaction

pytest_plugins = ("tests.service.test_service_support",)


def test_seats_of_users_uses_the_hook_or_identity() -> None:
    assert seats_of_users(ANTIKE, [7, 8]) == [7, 8, 7, 8]
    assert seats_of_users(ANTIKE, [7, 8, 9]) == [7, 8, 9]
    assert seats_of_users(HIGHCARD, [7, 8]) == [7, 8]


async def test_two_player_antike_gives_each_user_two_nations(service: GameService) -> None:
    lobby = await service.create(GUILD, CHANNEL, None, "antike", CREATOR, seat_order="chosen")
    await service.join(lobby.id, BOB)
    started = await service.start(lobby.id, CREATOR, seed=4)
    record, state = started.record, started.state
    assert state.players == 4
    assert service.seat_users(record) == [CREATOR, BOB, CREATOR, BOB]
    assert record.seats_of(CREATOR) == [0, 2] and record.seats_of(BOB) == [1, 3]
    # Every seat's user gets the start-up view; the outbox never indexes past the seats.
    dm_seats = sorted(r.payload["seat"] for r in started.outbox if r.kind == "private_view")
    assert dm_seats == [0, 1, 2, 3]
    # Play a turn of each of the four nations through the service; each acts for its own user.
    for _ in range(12):
        record, state = await service.load(record.id)
        seat = service.awaiting(record, state)[0].seat
        user = record.user_of(seat)
        assert user == (CREATOR if seat % 2 == 0 else BOB)
        result = await service.autoplay_seat(record.id, seat, by=user)
        assert result.seat == seat
    text = service.legal_texts(*(await service.load(record.id)), 0)
    assert isinstance(text, list)
    assert await service.replay_check(record.id)


async def test_three_player_antike_is_one_seat_per_user(service: GameService) -> None:
    lobby = await service.create(GUILD, CHANNEL, None, "antike", CREATOR, seat_order="chosen")
    await service.join(lobby.id, BOB)
    await service.join(lobby.id, CAROL)
    record = (await service.start(lobby.id, CREATOR, seed=2)).record
    assert service.seat_users(record) == [CREATOR, BOB, CAROL]
    _, state = await service.load(record.id)
    seat = service.awaiting(record, state)[0].seat
    text = service.legal_texts(record, state, seat)[0]
    user = record.user_of(seat)
    assert user is not None
    assert (await service.act(record.id, user, text, next_interaction())).seat == seat
