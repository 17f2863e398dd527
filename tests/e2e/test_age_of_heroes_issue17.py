"""Issue 17.6 as players see it, through the offline driver: the turn's DM carries the build and
attack buttons (the channel's board does not: they depend on the hand), no "You can build now"
once the action is taken, the card-placement button says "best cards to generals" only with a
general, and a player whose DMs are closed is told to use My view, never shown with ✉️."""

from __future__ import annotations

import random
import types
from typing import Any

import pytest

import i18n
import service.games
from engine.age_of_heroes import GAME
from engine.core import awaited_seats
from offline import Driver
from service.version_tokens import version_token
from tests.e2e.test_age_of_heroes_e2e import Table, verb_of

SEED = 11


@pytest.fixture
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(service.games, "secrets", types.SimpleNamespace(randbits=lambda bits: SEED))


async def open_table(driver: Driver, users: tuple[str, ...]) -> Table:
    assert (await driver.slash(users[0], "/game new game:age_of_heroes", channel="general")).error is None
    for user in users[1:]:
        assert (await driver.slash(user, "/game join", channel="general")).error is None
    r = await driver.slash(users[0], "/game start", channel="general")
    assert r.error is None, r.error
    table = Table(driver)
    table.user_ids = {u: driver.world.user(u).id for u in users}
    record = await driver.bot.service.store.get_game_by_channel(table.channel.id)
    table.game_row = record.id
    return table


def lang_of(user: str) -> str:
    return "es" if user == "bob" else "en"


def current_buttons(messages: list[Any], record: Any, seat: int) -> list[str]:
    """The verbs of the newest message's buttons for this seat at this version."""
    prefix = f"ag:a:{record.id}:{version_token(record)}:{seat}:"
    for message in reversed(messages):
        verbs = [verb_of(b.custom_id) for b in message.buttons if (b.custom_id or "").startswith(prefix)]
        if verbs:
            return verbs
    return []


def can_build_words(lang: str) -> str:
    return i18n.t("aoh.dm.can_build", lang, items="").split(":")[0]


async def test_the_turn_dm_has_build_and_attack_buttons_and_no_build_line_after_tax(
        driver: Driver, fixed_seed: None) -> None:
    table = await open_table(driver, ("alice", "bob", "carol"))
    rnd = random.Random(SEED)
    checked_buttons = checked_tax = False
    for _ in range(600):
        record, state = await table.load()
        if GAME.is_over(state) or (checked_buttons and checked_tax):
            break
        decisions = GAME.awaiting(state)
        if len(decisions) == 1 and decisions[0].kind == "action":
            seat = decisions[0].seat
            user = table.user_of(record, seat)
            legal = [a.to_text() for a in GAME.legal_actions(state, seat)]
            plain_builds = [a for a in legal if a.startswith("build ") and " pay " not in a]
            attacks = [a for a in legal if a.startswith("attack ")]
            dm_verbs = current_buttons(driver.dms(user), record, seat)
            public_verbs = current_buttons(driver.channel_messages("general"), record, seat)
            # The channel never shows what depends on the hand.
            assert "build" not in public_verbs and "attack" not in public_verbs, public_verbs
            if plain_builds and attacks and not checked_buttons:
                assert dm_verbs.count("build") == len(plain_builds), (dm_verbs, plain_builds)
                assert dm_verbs.count("attack") == len(attacks), (dm_verbs, attacks)
                dm = driver.dms(user)[-1].text
                assert can_build_words(lang_of(user)) in dm, dm
                checked_buttons = True
            if plain_builds and "tax" in legal and not checked_tax:
                before = len(driver.dms(user))
                await table.send(seat, "tax")
                after = driver.dms(user)[before:]
                assert after, "no DM after tax (the hand and the decision changed)"
                for message in after:
                    assert can_build_words(lang_of(user)) not in message.text, message.text
                    assert "build" not in current_buttons([message], (await table.load())[0], seat)
                checked_tax = True
                continue
        target = min(awaited_seats(GAME, state))
        await table.send(target, GAME.autoplay(state, target, rnd).to_text())
    assert checked_buttons and checked_tax


async def test_placement_button_and_a_closed_dm_player(driver: Driver, fixed_seed: None) -> None:
    """dave's DMs are closed: when he is awaited for a choice prompted by DM, the board tells him
    to use My view and shows no envelope; My view gives him the buttons. The placement button
    says "best cards to generals" only when his side has a general."""
    table = await open_table(driver, ("alice", "dave"))
    rnd = random.Random(SEED)
    hinted = placement_labels = 0
    dave_id = table.user_ids["dave"]
    hint = i18n.t("flow.dm_closed_hint", "en", who=f"<@{dave_id}>")
    for _ in range(1500):
        record, state = await table.load()
        if GAME.is_over(state) or (hinted >= 3 and placement_labels >= 2):
            break
        decisions = GAME.awaiting(state)
        board = next(m for m in reversed(driver.channel_messages("general")) if m.embeds)
        assert "✉" not in board.text
        dave_seat = record.seats_of(dave_id)[0]
        prompted = [d for d in decisions
                    if d.seat == dave_seat and (d.private or d.kind in ("action", "build"))]
        if prompted and hinted < 3 and board.content and "<@" in board.content:
            assert hint in board.content, board.content
            view = await driver.click("dave", board, label=i18n.t("flow.my_view", "en"))
            assert view.error is None
            prefix = f"ag:a:{record.id}:{version_token(record)}:{dave_seat}:"
            mine = [b for m in view.ephemeral for b in m.buttons if (b.custom_id or "").startswith(prefix)]
            assert mine, [m.text for m in view.ephemeral]
            hinted += 1
        for d in decisions:
            if d.kind == "assign":
                user = table.user_of(record, d.seat)
                if user == "dave":
                    view = await driver.click("dave", board, label=i18n.t("flow.my_view", "en"))
                    labels = [b.label for m in view.ephemeral for b in m.buttons]
                else:
                    prefix = f"ag:a:{record.id}:{version_token(record)}:{d.seat}:"
                    labels = [b.label for m in driver.dms(user) for b in m.buttons
                              if (b.custom_id or "").startswith(prefix)]
                general = d.params["has_general"]
                assert (i18n.t("aoh.button.assign_auto", "en") in labels) is general, labels
                assert (i18n.t("aoh.button.assign_random", "en") in labels) is (not general), labels
                placement_labels += 1
        target = min(awaited_seats(GAME, state))
        action = GAME.autoplay(state, target, rnd).to_text()
        if table.user_of(record, target) == "dave":
            r = await driver.slash("dave", f'/game play action:"{action}"', channel="general")
            assert r.error is None and not any(m.text.startswith("⚠️") for m in r.ephemeral), r.content_text()
        else:
            await table.send(target, action)
    assert hinted >= 3 and placement_labels >= 2, (hinted, placement_labels)


async def test_dms_only_when_a_players_own_part_or_decision_changed_and_none_to_robots(
        driver: Driver, fixed_seed: None) -> None:
    """Issue 17.5: a move DMs only the players whose private part changed or who have a new (or
    changed) decision; everyone else gets nothing. A seat the robot plays gets no DM at all."""
    users = ("alice", "bob", "carol")
    table = await open_table(driver, users)
    rnd = random.Random(SEED)
    moves = quiet = sent = 0
    for _ in range(60):
        record, state = await table.load()
        if GAME.is_over(state):
            break
        before = {u: len(driver.dms(u)) for u in users}
        target = min(awaited_seats(GAME, state))
        await table.send(target, GAME.autoplay(state, target, rnd).to_text())
        _, after = await table.load()
        old = {(d.seat, d.kind): d for d in GAME.awaiting(state)}
        for seat in range(3):
            user = table.user_of(record, seat)
            if seat == target:  # the mover's button is answered where it was pressed
                continue
            new_dms = len(driver.dms(user)) - before[user]
            changed = GAME.private_view(state, seat) != GAME.private_view(after, seat)
            decided = any(d.seat == seat and old.get((d.seat, d.kind)) != d for d in GAME.awaiting(after))
            if not (changed or decided):
                assert new_dms == 0, (user, driver.dms(user)[-1].text)
                quiet += 1
            sent += new_dms
        moves += 1
    assert moves == 60 and quiet > moves  # most players, most moves: nothing to tell them
    assert sent < moves * 3 // 2, sent

    # carol's seat goes to the robot: it plays, and she gets no DM while it does.
    record, _ = await table.load()
    r = await driver.slash("alice", "/game autoplay player:Carol", channel="general")
    assert r.error is None and not any(m.text.startswith("⚠️") for m in r.ephemeral), r.content_text()
    carol_seat = record.seats_of(table.user_ids["carol"])[0]
    carol_dms = len(driver.dms("carol"))
    robot_moves = 0
    for _ in range(200):
        record, state = await table.load()
        if GAME.is_over(state) or robot_moves > 20:
            break
        version = record.version
        seats = [s for s in awaited_seats(GAME, state) if s != carol_seat]
        assert seats, "the robot left carol's decision waiting"
        await table.send(seats[0], GAME.autoplay(state, seats[0], rnd).to_text())
        record, _ = await table.load()
        robot_moves += record.version - version - 1
    assert robot_moves > 20
    assert len(driver.dms("carol")) == carol_dms, [m.text for m in driver.dms("carol")[carol_dms:]]


async def test_an_attack_is_aimed_by_name_at_the_player_named(driver: Driver, fixed_seed: None) -> None:
    """Issue 17.1: players choose other players by name; `/aoh attack target:` offers the other
    tribes' players and hits the one named (never a 0-based seat that hits someone else)."""
    users = ("alice", "bob", "carol")
    table = await open_table(driver, users)
    rnd = random.Random(SEED)
    for _ in range(600):
        record, state = await table.load()
        assert not GAME.is_over(state)
        decisions = GAME.awaiting(state)
        if len(decisions) == 1 and decisions[0].kind == "action":
            seat = decisions[0].seat
            targets = {a.field_values()["target"] for a in GAME.legal_actions(state, seat)
                       if a.verb == "attack"}
            if len(targets) == 2:
                break
        target = min(awaited_seats(GAME, state))
        await table.send(target, GAME.autoplay(state, target, rnd).to_text())
    user = table.user_of(record, seat)
    names = await driver.bot.flow.names(record)
    choices = await driver.autocomplete(user, "/aoh attack target:", focused="target", channel="general")
    assert sorted(c["name"] for c in choices) == sorted(names[t] for t in targets), choices
    victim = max(targets)  # the last seat: a 0-based reading of its number would be wrong
    value = next(c["value"] for c in choices if c["name"] == names[victim])
    r = await driver.slash(user, f"/aoh attack target:{value} goal:raze", channel="general")
    assert r.error is None and not any(m.text.startswith("⚠️") for m in r.ephemeral), r.content_text()
    _, after = await table.load()
    assert after.declaration is not None and after.declaration.target == victim
    ack = r.ephemeral[0].text
    assert ack.startswith("✅") and names[victim] in ack and not any(ch.isdigit() for ch in ack), ack
    own = await driver.slash(user, f"/aoh attack target:{names[seat]} goal:raze", channel="general")
    assert any(m.text.startswith("⚠️") for m in own.ephemeral)
