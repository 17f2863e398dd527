"""Through the Ages through Discord: warnings before harm with their "do it anyway" button, bad
input refused with a reason and nothing changed, hidden information kept to its owner, a
restart with old buttons, and a deadline on an out-of-turn decision taking the rule's default.
"""

from __future__ import annotations

import random
from datetime import timedelta
from typing import Any

import pytest

from engine.core import Refusal
from engine.tta import GAME
from engine.tta import actions as A
from engine.tta.state import TtaState
from offline import Driver
from present.tta import PRESENTER, card_name
from tests.e2e.test_platform_support import action_buttons, game_tables, latest_public_state
from tests.e2e.tta_support import Table, aggression_first, fast_forward, open_table, slash_line


def own_turn(state: TtaState) -> int | None:
    """The current player's seat when they are in their turn with nothing else pending."""
    if state.tasks or GAME.is_over(state) or state.round == 1:
        return None
    return state.current


def refused(state: TtaState, seat: int, action: A.Action, key: str) -> Refusal | None:
    problem = GAME.check(state, seat, action)
    return problem if problem is not None and problem.key == key else None


async def expected(table: Table, refusal: Refusal, lang: str = "en") -> str:
    record, _ = await table.load()
    names = await table.driver.bot.flow.names(record)
    return "⚠️ " + PRESENTER.refusal_text(refusal.key, dict(refusal.params), lang, names)


async def test_uprising_warning_then_its_confirm_button(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    table = await open_table(driver, monkeypatch, 2, seed=21)
    rnd = random.Random(21)

    def warned(state: TtaState) -> Any:
        seat = own_turn(state)
        if seat is None:
            return None
        problem = refused(state, seat, A.End(), "tta.err.end_uprising")
        return (seat, problem) if problem else None

    seat, problem = await fast_forward(table, rnd, warned)
    name = await table.user_of(seat)
    before = await game_tables(driver)
    result = await driver.slash(name, "/tta end")
    assert result.error is None
    assert [m.text for m in result.ephemeral] == [await expected(table, problem)]
    assert "uprising" in result.ephemeral[0].text
    assert await game_tables(driver) == before  # a warning changes nothing
    # The warning carries the button that ends the turn anyway.
    [button] = action_buttons(result.ephemeral[0])
    assert "anyway" in button.label
    mark = len(driver.channel_messages("general"))
    done = await driver.click(name, result.ephemeral[0], custom_id=button.custom_id)
    assert done.error is None and done.ephemeral[0].text.startswith("✅"), done.content_text()
    log = "\n".join(m.text for m in driver.channel_messages("general")[mark:])
    assert "Uprising:" in log and "skips production" in log


def _takes(state: TtaState, seat: int) -> list[A.Action]:
    return [A.Take(slot=i) for i in range(1, 14)]


def _aggressions(state: TtaState, seat: int) -> list[A.Action]:
    return [A.Attack(card=c, target=t) for c in state.civs[seat].military_hand
            for t in range(state.players) if t != seat]


BAD_TURN_INPUT = {
    "tta.err.civil_actions": _takes,
    "tta.err.unfinished_wonder": _takes,
    "tta.err.civil_hand_full": _takes,
    "tta.err.leader_age_taken": _takes,
    "tta.err.urban_limit": lambda s, seat: [A.Build(card=t) for t in s.civs[seat].techs],
    "tta.err.not_stronger": _aggressions,
    "tta.err.pact_protects": _aggressions,
}


async def test_bad_input_is_refused_with_its_reason_and_changes_nothing(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    table = await open_table(driver, monkeypatch, 3, seed=31)
    rnd = random.Random(31)
    wanted = dict(BAD_TURN_INPUT)
    seen: set[str] = set()

    def bad_move(state: TtaState) -> Any:
        seat = own_turn(state)
        if seat is None:
            task = state.tasks[0] if state.tasks else None
            if "defend" not in seen and task is not None and task.purpose == "defend":
                # A defence with a card the defender does not hold.
                hand = set(state.civs[task.other].military_hand)
                absent = next(c for c in ("military_bonus_iii", "military_bonus_ii", "military_bonus_i")
                              if c not in hand)
                action = A.Defend(cards=(absent,))
                return "defend", task.other, action, GAME.check(state, task.other, action)
            return None
        for key, candidates in wanted.items():
            if key in seen:
                continue
            for action in candidates(state, seat):
                problem = refused(state, seat, action, key)
                if problem is not None:
                    return key, seat, action, problem
        return None

    while len(seen) < len(wanted) + 1:
        try:
            key, seat, action, problem = await fast_forward(table, rnd, bad_move, limit=600,
                                                            prefer=aggression_first)
        except AssertionError:
            break
        seen.add(key)
        name = await table.user_of(seat)
        record, _ = await table.load()
        lang = "es" if name == "bob" else "en"
        before = await game_tables(driver)
        result = await driver.slash(name, slash_line(action))
        assert result.error is None, result.error
        assert [m.text for m in result.ephemeral] == [await expected(table, problem, lang)], key
        assert result.public == [] and result.dms == []
        assert await game_tables(driver) == before, key
        if key == "tta.err.not_stronger":
            # Named, never numbered.
            target = (await driver.bot.flow.names(record))[action.target]
            assert target in result.ephemeral[0].text
    # (An aggression against a pact partner is rare in robot games: checked when met.)
    assert set(wanted) - {"tta.err.pact_protects"} | {"defend"} <= seen, seen


async def test_hands_stay_private_and_autocomplete_offers_only_ones_own(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    table = await open_table(driver, monkeypatch, 3, seed=41)
    rnd = random.Random(41)

    def holding(state: TtaState) -> Any:
        seat = own_turn(state)
        if seat is None or state.phase != "politics":
            return None
        others = [s for s in range(state.players) if s != seat and state.civs[s].military_hand]
        return (seat, others[0]) if others and state.civs[seat].military_hand else None

    seat, other = await fast_forward(table, rnd, holding)
    _, state = await table.load()
    me, them = await table.user_of(seat), await table.user_of(other)
    mine = set(state.civs[seat].military_hand)
    theirs = set(state.civs[other].military_hand) - mine
    # /tta hand shows one's own hand only.
    shown = await driver.slash(me, "/tta hand")
    text = shown.content_text()
    assert all(card_name(c, "en", age=True) in text or card_name(c, "es", age=True) in text for c in mine)
    for card in theirs:
        assert card not in text
    # Autocomplete of a hand card: the player's own cards only; someone not awaited gets nothing.
    offered = await driver.autocomplete(me, "/tta event card:", focused="card")
    assert {c["value"] for c in offered} <= mine
    assert await driver.autocomplete(them, "/tta event card:", focused="card") == []
    # The tableau images and the board are public information: no hand in them (their text).
    tableaux = await driver.slash(them, "/tta tableau")
    assert tableaux.error is None and len(tableaux.ephemeral[0].files) == 3
    for card in mine | theirs:
        assert card not in tableaux.content_text()


async def test_restart_with_old_buttons(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    table = await open_table(driver, monkeypatch, 2, seed=5)
    rnd = random.Random(5)
    for _ in range(3):
        await table.robot_step(rnd)
    old_board = latest_public_state(driver)
    old = action_buttons(old_board)
    assert old
    await table.robot_step(rnd)
    await driver.restart()
    _, state = await table.load()
    before = await game_tables(driver)
    name = await table.user_of(state.current)
    stale = await driver.click(name, old_board, custom_id=old[0].custom_id, stale_client=True)
    assert stale.error is None
    assert "moved on" in stale.content_text() or "ha avanzado" in stale.content_text()
    assert await game_tables(driver) == before
    # The current board's buttons work after the restart, and so does "Civilizations".
    step = await table.robot_step(rnd)
    assert step is not None
    board = latest_public_state(driver)
    tableaux = await driver.click(name, board, label="Civilizations")
    assert tableaux.error is None and len(tableaux.ephemeral[0].files) == 2


async def test_a_deadline_on_a_defence_takes_the_rule_default(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    table = await open_table(driver, monkeypatch, 3, seed=12)
    assert (await driver.slash("alice", "/game deadline preset:fast")).error is None
    rnd = random.Random(12)
    await fast_forward(table, rnd, lambda s: bool(s.tasks) and s.tasks[0].purpose == "defend",
                       prefer=aggression_first)
    _, state = await table.load()
    card, target = state.tasks[0].card, state.tasks[0].other
    mark = len(driver.channel_messages("general"))
    await driver.advance(timedelta(hours=4, minutes=1))
    log = "\n".join(m.text for m in driver.channel_messages("general")[mark:])
    assert "default was played" in log, log
    assert f"{card_name(card, 'en')} against" in log and "succeeds" in log
    _, state = await table.load()
    assert not state.tasks or state.tasks[0].purpose != "defend" or state.tasks[0].other != target


def pact_first(state: TtaState, seat: int) -> Any:
    """Steer robot games towards pacts: in a politics phase, offer one when legal."""
    from engine.core.choices import expand

    if state.tasks or state.phase != "politics" or seat != state.current:
        return None
    pacts = expand(GAME, state, seat, ["pact"])[0]
    return pacts[0] if pacts else None


@pytest.mark.parametrize("kind", ["pact", "bid"])
async def test_a_deadline_on_a_pact_or_a_bid_takes_the_rule_default(
        driver: Driver, monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    """The rule's default on a deadline: a pact offered is refused, a bid is passed."""
    table = await open_table(driver, monkeypatch, 3, seed=12)
    assert (await driver.slash("alice", "/game deadline preset:fast")).error is None
    rnd = random.Random(12)

    def asked(state: TtaState) -> bool:
        task = state.tasks[0] if state.tasks else None
        if task is None:
            return False
        return task.purpose == "pact" if kind == "pact" else task.kind == "auction"

    await fast_forward(table, rnd, asked, prefer=pact_first if kind == "pact" else None)
    _, state = await table.load()
    task = state.tasks[0]
    [decision] = GAME.awaiting(state)
    assert decision.rule_default and decision.default.to_text() == ("agree no" if kind == "pact" else "pass")
    names = await driver.bot.flow.names((await table.load())[0])
    who = names[decision.seat]
    mark = len(driver.channel_messages("general"))
    await driver.advance(timedelta(hours=4, minutes=1))
    log = "\n".join(m.text for m in driver.channel_messages("general")[mark:])
    assert f"{who}'s deadline passed: the rules' default was played" in log, log
    _, after = await table.load()
    if kind == "pact":
        assert f"{who} refuses {card_name(task.card, 'en')}" in log, log
        offerer = after.civs[task.seat]
        assert task.card in offerer.military_hand and offerer.pact is None
    else:
        assert f"{who} passes" in log, log
        head = after.tasks[0] if after.tasks else None
        assert head is None or head.kind != "auction" or decision.seat in head.passed


async def test_undo_where_allowed(driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    """Taking a card reveals nothing: undone at once. Ending the turn draws military cards: the
    same cards would come again, so it cannot be undone."""
    table = await open_table(driver, monkeypatch, 2, seed=3)
    rnd = random.Random(3)

    def taking(state: TtaState) -> Any:
        seat = own_turn(state)
        if seat is None or state.phase != "actions" or state.civs[seat].military_used:
            return None
        takes = [a for a in GAME.legal_actions(state, seat) if a.verb == "take"]
        return (seat, takes[0]) if takes else None

    seat, take = await fast_forward(table, rnd, taking)
    name = await table.user_of(seat)
    record_before, before = await table.load()
    result = await table.act(seat, take)
    assert result.ephemeral[0].text.startswith("✅"), result.content_text()
    undo = await driver.slash(name, "/game undo")
    assert undo.error is None and "Undone" in undo.content_text(), undo.content_text()
    record_after, after = await table.load()
    assert after == before  # the card is back in the row
    assert record_after.version > record_before.version  # the old buttons are stale
    result = await table.act(seat, "end confirm")
    assert result.ephemeral[0].text.startswith("✅"), result.content_text()
    _, ended = await table.load()
    assert ended.civs[seat].military_hand != before.civs[seat].military_hand  # cards were drawn
    refused = await driver.slash(name, "/game undo")
    assert "drew" in refused.content_text() or "robó" in refused.content_text(), refused.content_text()
    _, still = await table.load()
    assert still == ended


async def test_a_reminder_names_only_the_players_an_event_waits_for(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    """Several players answering an event at once: the reminder mentions exactly them."""
    from tests.e2e.async_helpers import last_id, reminders, texts

    table = await open_table(driver, monkeypatch, 3, seed=12)
    rnd = random.Random(12)

    def several(state: TtaState) -> Any:
        task = state.tasks[0] if state.tasks else None
        if task is None or task.window is None or task.purpose in ("defend", "discard"):
            return None
        waiting = task.window.waiting()
        return waiting if len(waiting) >= 2 else None

    waiting = await fast_forward(table, rnd, several)
    names = [await table.user_of(s) for s in waiting]
    mark = last_id(driver)
    await driver.advance(timedelta(hours=25))
    sent = reminders(texts(driver, mark))
    assert len(sent) == 1, [m.content for m in texts(driver, mark)]
    assert sorted(sent[0].mentions) == sorted(names)
