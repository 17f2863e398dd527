"""The buttons' version tokens (service/version_tokens.py): each reads back as exactly its version,
none shows it, and they differ from game to game."""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any

import pytest

from service.version_tokens import token_version, version_token


def game(seed: int | None = 4242, row: int = 7, version: int = 12) -> Any:
    return SimpleNamespace(seed=seed, id=row, version=version)


def test_every_version_reads_back_and_no_two_share_a_token() -> None:
    record = game()
    tokens = [version_token(record, v) for v in range(5000)]
    assert len(set(tokens)) == len(tokens)
    assert [token_version(record, t) for t in tokens] == list(range(5000))
    assert version_token(record) == tokens[record.version]
    # Nothing of the number shows: neighbouring versions share no prefix, no token is the number.
    assert all(t != f"{v:016x}" and t[:4] != tokens[v + 1][:4] for v, t in enumerate(tokens[:-1]))


def test_another_game_reads_a_token_as_no_version_it_reached() -> None:
    ours, theirs = game(seed=1), game(seed=2)
    assert version_token(ours, 3) != version_token(theirs, 3)
    assert token_version(theirs, version_token(ours, 3)) > 10 ** 6  # refused as an old button


def test_a_version_from_before_tokens_reads_as_itself() -> None:
    """Buttons posted before tokens carried the version as a number (already out in their data):
    a board still current at an upgrade keeps working."""
    assert token_version(game(), "12") == 12 and token_version(game(), "0") == 0


@pytest.mark.parametrize("text", ["0123456789ABCDEF", "0123456789abcde", "g123456789abcdef", "", "-1"])
def test_what_is_not_a_token_reads_as_none(text: str) -> None:
    assert token_version(game(), text) is None


def test_a_lobby_game_without_a_seed_still_gets_tokens() -> None:
    lobby = game(seed=None)
    assert token_version(lobby, version_token(lobby, 1)) == 1


def test_message_nonces_are_opaque_and_fixed_per_part() -> None:
    """Outbox row ids count every game's rows, private DMs too: a nonce (it travels with the
    message) must not show them. It stays the same on a retry, in any process."""
    from service.delivery import nonce

    record = game()
    nonces = [nonce(record, row, part) for row in range(1, 300) for part in ("b", "c0", "c1")]
    assert len(set(nonces)) == len(nonces)
    assert all(len(n) <= 25 and re.fullmatch(r"ag[0-9a-f]{22}", n) for n in nonces)
    assert nonce(record, 41, "b") == nonce(game(), 41, "b") != nonce(game(seed=5), 41, "b")
    assert "ag41.b" not in nonces  # the old form: the row id itself
