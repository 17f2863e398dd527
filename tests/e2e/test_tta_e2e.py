"""Through the Ages through the real Discord surface (offline driver): a 2-player game over an age
change with a population increase and a wonder; a 3-player game with an aggression defended by
DM, a pact offered and refused, a colonization auction and an event with choices; the warning
before an uprising confirmed by its button; a restart with old buttons; a deadline taking the
rule's default.

Moves are the robot's (or the test's) and are sent the way players send them: a button of the
board or of the player's DM when there is one, else the `/tta` command built from the action.
Stretches with nothing to check are played through the service and delivered at once.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core.choices import expand
from engine.tta import GAME
from engine.tta.state import TtaState
from offline import Driver
from present.tta import card_name
from tests.e2e.test_platform_support import action_buttons, latest_public_state
from tests.e2e.tta_support import Table, fast_forward, open_table, seat_button, slash_line

CHOICE_EVENTS = ("markets", "religion", "warfare", "civilization", "foray", "raiders")


def log_text(driver: Driver, since: int = 0) -> str:
    return "\n".join(m.text for m in driver.channel_messages("general")[since:])


def politics_action(state: TtaState, verb: str, *, defended: bool = False) -> Any:
    """A legal `verb` (political action) of the current player in their politics phase."""
    if state.tasks or state.phase != "politics" or GAME.is_over(state):
        return None
    actions = expand(GAME, state, state.current, [verb])[0]
    if verb == "attack":  # an aggression (a war is resolved a turn later)
        actions = [a for a in actions if card_kind(a.card) == "aggression"]
    if defended:  # a target with cards to defend with
        actions = [a for a in actions if state.civs[a.target].military_hand]
    return actions[0] if actions else None


async def test_two_players_cross_an_age_with_population_and_a_wonder(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    table = await open_table(driver, monkeypatch, 2, seed=3)
    rnd = random.Random(3)
    did = {"pop": 0, "wonder": 0}
    for _ in range(400):
        _, state = await table.load()
        if state.age >= 1 and did["pop"] and did["wonder"]:
            break
        seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        legal = {a.to_text() for a in GAME.legal_actions(state, seat)}
        civ = state.civs[seat]
        # The test's own choices: a wonder from the row, its stages, population; else the robot's.
        wonders = [f"take {i + 1}" for i, c in enumerate(state.row)
                   if c and GAME.resolve("card", c) and card_kind(c) == "wonder" and f"take {i + 1}" in legal]
        if "wonder" in legal:  # one stage (the default)
            action: Any = "wonder"
            did["wonder"] += 1
        elif wonders and not civ.unfinished:
            action = wonders[0]
        elif "pop" in legal and did["pop"] < 2:
            action = "pop"
            did["pop"] += 1
        else:
            action = GAME.autoplay(state, seat, rnd)
        result = await table.act(seat, action)
        assert result.error is None and result.ephemeral[0].text.startswith("✅"), result.content_text()
    else:
        raise AssertionError("Age I not reached")
    text = log_text(driver)
    assert "increases population" in text or "aumenta su población" in text
    assert "stage of" in text or "etapa de" in text
    assert "**Age I begins.**" in text
    # Buttons carried most of it: the board's (take, population, wonder, end) and the DMs' (discards).
    assert table.sent["button"] > table.sent["command"], table.sent
    # Bob reads Spanish: his "done" replies and DMs are in Spanish.
    bob_dms = "\n".join(m.text for m in driver.dms("bob"))
    assert "Mano militar" in bob_dms
    board = latest_public_state(driver)
    assert board.files and board.files[0].read_bytes()[:4] == b"\x89PNG"


def card_kind(card: str) -> str:
    from engine.tta.view_schema import card_facts

    return card_facts()[card].kind


def situation(state: TtaState, done: set[str]) -> tuple[str, Any] | None:
    """The first of the wanted situations not met yet that this state offers."""
    if "aggression" not in done and (found := politics_action(state, "attack", defended=True)):
        return "aggression", found
    if "pact" not in done and (found := politics_action(state, "pact")):
        return "pact", found
    task = state.tasks[0] if state.tasks else None
    if "auction" not in done and task is not None and task.kind == "auction":
        return "auction", task.card
    if "event" not in done and task is not None and task.purpose in CHOICE_EVENTS \
            and task.window is not None and len(task.window.waiting()) > 1:
        return "event", task.purpose
    return None


async def test_three_players_aggression_pact_auction_and_event(
        driver: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    table = await open_table(driver, monkeypatch, 3, seed=12)
    rnd = random.Random(12)
    names = {s: await table.user_of(s) for s in range(3)}
    display = {s: driver.world.user(n).name.capitalize() for s, n in names.items()}
    done: set[str] = set()
    while len(done) < 4:
        kind, what = await fast_forward(table, rnd, lambda s: situation(s, done))
        done.add(kind)
        mark = len(driver.channel_messages("general"))
        if kind == "aggression":
            await aggression_defended_by_dm(driver, table, names, display, what)
        elif kind == "pact":
            await pact_refused(driver, table, names, what)
        elif kind == "auction":
            await auction(driver, table, rnd, what)
        else:
            await event_with_choices(driver, table, rnd, display)
        assert log_text(driver, mark)


async def aggression_defended_by_dm(driver: Driver, table: Table, names: dict[int, str],
                                    display: dict[int, str], aggression: Any) -> None:
    attacker, target = (await table.load())[1].current, aggression.target
    mark = len(driver.channel_messages("general"))
    result = await table.act(attacker, aggression)
    assert result.ephemeral[0].text.startswith("✅"), result.content_text()
    board = latest_public_state(driver)
    assert "may defend (in secret)" in board.text and card_name(aggression.card, "en") in board.text
    prompt = driver.dms(names[target])[-1]
    _, state = await table.load()
    need = state.tasks[0].amount
    assert f"strength **{need}**" in prompt.text or f"fuerza **{need}**" in prompt.text, prompt.text
    others = [n for s, n in names.items() if s != target]
    assert all("attacks you" not in m.text for n in others for m in driver.dms(n)[-2:])
    assert action_buttons(prompt), "no buttons in the defence DM"
    choice = next((b for b in prompt.buttons if "→" in (b.label or "")), None) \
        or next(b for b in prompt.buttons if (b.label or "").startswith(("No defence", "No defenderse")))
    result = await driver.click(names[target], prompt, custom_id=choice.custom_id)
    assert result.error is None and result.ephemeral[0].text.startswith("✅"), result.content_text()
    text = log_text(driver, mark)
    assert f"plays {card_name(aggression.card, 'en')} against {display[target]}" in text
    assert "defends against" in text or "succeeds" in text
    if "succeeds" in text:  # what it did to the target is told to them by DM too
        dm = driver.dms(names[target])[-1].text
        assert "📥" in dm and ("succeeds" in dm or "tiene éxito" in dm), dm


async def pact_refused(driver: Driver, table: Table, names: dict[int, str], pact: Any) -> None:
    offerer = (await table.load())[1].current
    mark = len(driver.channel_messages("general"))
    result = await driver.slash(names[offerer], slash_line(pact))
    assert result.ephemeral[0].text.startswith("✅"), result.content_text()
    offer = driver.dms(names[pact.target])[-1]
    labels = [b.label for b in action_buttons(offer)]
    assert any(label in ("Refuse the pact", "Rechazar el pacto") for label in labels), labels
    refuse = seat_button(offer, pact.target, "agree no")
    result = await driver.click(names[pact.target], offer, custom_id=refuse.custom_id)
    assert result.ephemeral[0].text.startswith("✅"), result.content_text()
    assert f"refuses {card_name(pact.card, 'en')}" in log_text(driver, mark)


async def auction(driver: Driver, table: Table, rnd: random.Random, territory: str) -> None:
    mark = len(driver.channel_messages("general"))
    assert f"Colonization of {card_name(territory, 'en')}" in latest_public_state(driver).text
    while True:
        _, state = await table.load()
        task = state.tasks[0] if state.tasks else None
        if task is None or task.card != territory or task.kind not in ("auction", "window"):
            break
        await table.robot_step(rnd)
    text = log_text(driver, mark)
    name = card_name(territory, "en")
    assert f"wins {name} with a bid" in text or f"Nobody colonizes {name}" in text


async def event_with_choices(driver: Driver, table: Table, rnd: random.Random,
                             display: dict[int, str]) -> None:
    board = latest_public_state(driver)
    _, state = await table.load()
    purpose = state.tasks[0].purpose
    waiting = state.tasks[0].window.waiting()
    # Several players answer on one board: each button names its player.
    named = [b.label for b in action_buttons(board)]
    assert named and all(any(label.startswith(display[s] + ":") for s in waiting) for label in named), named
    for seat in waiting:
        _, state = await table.load()
        result = await table.act(seat, GAME.autoplay(state, seat, rnd))
        assert result.ephemeral[0].text.startswith("✅"), result.content_text()
    _, state = await table.load()
    assert not state.tasks or state.tasks[0].purpose != purpose
