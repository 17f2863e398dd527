"""A whole game of Through the Ages through Discord: Alice plays every move of hers through the
board's and her DMs' buttons and the `/tta` commands, the robot plays the other seats
(`/game autoplay`), to the final scores. All along, nothing from any military hand or from the
future events (single-copy cards only: their name says which card it is) appears in a public
message, an embed, a button or in Alice's DMs unless the game revealed it; the end shows the
Age III scoring event by event, the winner and per-player statistics; `/game log` and
`/game history` work in plain words.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable

import pytest

from engine.core import apply
from engine.tta import GAME
from engine.tta.cards import CARDS
from engine.tta.state import TtaState
from offline import Driver
from offline.fake_discord import FakeMessage
from present.tta import card_name, effect_text
from tests.e2e.tta_support import open_table


def single_cards(players: int) -> frozenset[str]:
    """Military cards of which the game holds one copy (their name says which card it is),
    except those another card's text names (Ravages of Time names International Tourism)."""
    texts = " ".join(effect_text(c, lang) for c in CARDS for lang in ("en", "es"))
    return frozenset(c for c, card in CARDS.items() if card.deck == "military" and card.count(players) == 1
                     and card_name(c, "en") not in texts and card_name(c, "es") not in texts)


def hidden_now(state: TtaState, single: frozenset[str], seats: Iterable[int]) -> set[str]:
    """Single cards in these seats' military hands or prepared by them for the future events."""
    seats = set(seats)
    out = {c for s in seats for c in state.civs[s].military_hand if c in single}
    return out | {f.card for f in state.future_events if f.card in single and f.seat in seats}


def cards_in(params: dict) -> set[str]:
    out = set()
    for value in params.values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, str) and item in CARDS:
                out.add(item)
    return out


def words(message: FakeMessage) -> str:
    return "\n".join([message.text, json.dumps(message.embeds, ensure_ascii=False),
                      *(f"{b.label} {b.custom_id}" for b in message.buttons)])


def leaks(messages: list[FakeMessage], cards: set[str]) -> list[str]:
    found = []
    for message in messages:
        text = words(message)
        for card in cards:
            for shown in (card, card_name(card, "en"), card_name(card, "es")):
                if shown in text:
                    found.append(f"{card} ({shown!r}) in: {text[:200]!r}")
    return found


async def test_a_whole_game_with_robots_and_nothing_hidden_shown(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    table = await open_table(driver, monkeypatch, 2, seed=8)
    rnd = random.Random(8)
    alice = await table.seat_of("alice")
    robots = [s for s in range(2) if s != alice]
    for seat in robots:
        assert (await driver.slash("alice", f"/game autoplay player:{seat}")).error is None
    single = single_cards(2)
    shadow = GAME.setup(2, GAME.parse_options({}), 8)
    replayed = 0
    revealed: set[str] = set()
    seen_public = len(driver.channel_messages("general"))
    seen_dms = len(driver.dms("alice"))
    moves = 0
    while True:
        record, state = await table.load()
        # Follow the game in a shadow copy: what public events revealed so far.
        actions = await table.service.store.list_actions(table.game_row)
        for row in actions[replayed:]:
            for event in apply(GAME, shadow, row.seat, row.action_text, in_place=True).events:
                if event.to is None:
                    revealed |= cards_in(event.params)
        replayed = len(actions)
        hidden = hidden_now(shadow, single, range(2)) - revealed
        public = driver.channel_messages("general")[seen_public:]
        assert leaks(public, hidden) == []
        robot_hidden = hidden_now(shadow, single, robots) - revealed - set(shadow.civs[alice].military_hand)
        assert leaks(driver.dms("alice")[seen_dms:], robot_hidden) == []
        seen_public, seen_dms = len(driver.channel_messages("general")), len(driver.dms("alice"))
        if record.status != "active" or GAME.is_over(state):
            break
        assert {d.seat for d in GAME.awaiting(state)} == {alice}, "the robots did not play their seats"
        step = await table.robot_step(rnd)
        assert step is not None
        moves += 1
        assert moves < 400
    assert table.sent["command"] and table.sent["button"] and table.sent["dm_button"], table.sent

    # The end: the final scoring event by event, the winner, statistics.
    over = next(m for m in reversed(driver.channel_messages("general")) if m.embeds
                and m.embeds[0].get("title") in ("Game over", "Partida terminada"))
    text = over.embeds[0]["description"]
    assert "wins with" in text or "share the victory" in text
    assert "**Statistics**" in text and "Wars won" in text
    log = "\n".join(m.text for m in driver.channel_messages("general"))
    assert "**Final scoring**" in log and " scores " in log
    # /game log and /game history work for this game, in plain words, and hide what stays hidden
    # (the military hands left at the end were never shown).
    shown = await driver.slash("alice", "/game log")
    assert shown.error is None and "Take " in shown.content_text()
    whole = await driver.slash("alice", "/game log download:true")
    log_file = whole.ephemeral[0].files[0].read_text(encoding="utf-8")
    still_hidden = hidden_now(shadow, single, range(2)) - revealed
    assert len(log_file.splitlines()) > 100
    assert [c for c in still_hidden for w in (c, card_name(c, "en"), card_name(c, "es"))
            if w in log_file] == []
    history = await driver.slash("alice", "/game history n:10")
    assert history.error is None and history.ephemeral[0].files
