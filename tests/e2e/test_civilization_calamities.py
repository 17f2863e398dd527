"""Epidemic and Famine at the table, through the offline driver, from states set up by hand
(`tests/e2e/civ_states.py`: robot games never reach the six cities that bring Epidemic), at an
English and at a Spanish victim's: the prompts say how much is to be shared out or lost and what
a city is worth, cite the calamity's own section, come with the builder's button, and what the
builder and autocomplete offer never leads to a refused order — above all no Epidemic loss that
would leave an area empty (issue 31 item 3: each city hit becomes one token from the stock).

Also the builder's draft and a preview kept through restarts (service/drafts.py)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import i18n
from cogs._builder import Progress
from engine.civilization import GAME
from engine.civilization.actions import LoseTokens
from offline import Driver
from offline.fake_discord import FakeMessage
from present import orders
from present.civilization import PRESENTER, Names
from present.civilization import area as area_name
from tests.e2e.civ_states import awaiting, epidemic, famine, start_from
from tests.e2e.test_civilization_e2e import Table, public_texts
from tests.e2e.test_platform_support import service_of, store_of

USERS = ("alice", "bob", "carol")
READS = {"alice": "en", "bob": "es", "carol": "en"}
LOSE = GAME.grammar.action_class("lose")
UNITS = LOSE.fields_info()[0]

# What each calamity's prompts must say, in the victim's words: the shares for the others, the
# victim's own loss and the section (§22.2.5 Famine, §22.2.8 Epidemic).
WORDS = {
    ("epidemic", "en"): ("up to 25 points", "at most 10 each", "16 points", "a city 4", "§22.2.8 Epidemic"),
    ("epidemic", "es"): ("hasta 25 puntos", "como mucho 10 a cada uno", "16 puntos", "una ciudad 4",
                         "§22.2.8 Epidemia"),
    ("famine", "en"): ("up to 20 points", "at most 11 each", "9 points", "a city 5", "§22.2.5 Famine"),
    ("famine", "es"): ("hasta 20 puntos", "como mucho 11 a cada uno", "9 puntos", "una ciudad 5",
                       "§22.2.5 Hambre"),
}


def dm_texts(driver: Driver, user: str) -> str:
    return "\n".join(m.text for m in driver.dms(user))


def prompt_with(driver: Driver, user: str, label: str) -> tuple[FakeMessage, Any]:
    """The newest DM of `user` with a builder button labelled `label`, and the button."""
    for message in reversed(driver.dms(user)):
        for button in message.buttons:
            if (button.custom_id or "").startswith("ag:b:") and button.label == label:
                return message, button
    raise AssertionError(f"no {label!r} button in {user}'s DMs: "
                         f"{[b.label for m in driver.dms(user)[-3:] for b in m.buttons]}")


def options(message: FakeMessage) -> list[str]:
    return [o.label for menu in message.selects for o in menu.options]


async def pick(driver: Driver, user: str, builder: FakeMessage, wanted: Any) -> Any:
    """Choose the first option of the builder's menus for which `wanted(label)` holds."""
    message = driver.message(builder.id)
    for menu in message.selects:
        for option in menu.options:
            if wanted(option.label):
                result = await driver.select(user, message, menu.custom_id, labels=[option.label])
                assert result.error is None and not result.ephemeral, [m.text for m in result.ephemeral]
                return result
    raise AssertionError(f"no such choice among {options(message)}")


async def press(driver: Driver, user: str, message: FakeMessage, label: str) -> Any:
    button = next(b for b in driver.message(message.id).buttons if b.label == label)
    return await driver.click(user, driver.message(message.id), custom_id=button.custom_id)


async def confirm(driver: Driver, user: str, shown: Any) -> Any:
    preview = next(m for m in shown.ephemeral if "👀" in m.text)
    button = next(b for b in preview.buttons if (b.custom_id or "").endswith(":c"))
    return await driver.click(user, preview, custom_id=button.custom_id)


def completes(state: Any, seat: int, text: str) -> bool:
    """Whether some legal loss order begins with the steps `text` reads as."""
    reading = orders.read("civilization", UNITS, text + " ")
    steps = (*reading.steps, *([reading.draft.step()] if reading.draft and reading.draft.step() else []))
    return _completes(state, seat, steps)


def _completes(state: Any, seat: int, steps: tuple[Any, ...]) -> bool:
    more = GAME.complete_steps(state, seat, "lose", steps)
    return more is not None and GAME.check(state, seat, LOSE(units=(*steps, *more))) is None


async def builder_offers_only_legal_losses(driver: Driver, game_row: int, user: str, state: Any,
                                           seat: int) -> int:
    """Every choice the user's loss builder offers now (as kept for its menus) leads to a legal
    loss order: a whole step, or tokens of an area some count of which does. How many."""
    kept = await store_of(driver).get_draft(game_row, driver.world.user(user).id, "build",
                                            now=service_of(driver).clock())
    assert kept is not None
    progress = Progress.load(UNITS.spec, kept.payload)
    for choice in progress.choices:
        step = choice.draft.step() if choice.draft is not None and not choice.draft.ask else None
        if choice.draft is None or step is not None:
            assert _completes(state, seat, (*choice.steps, *([step] if step else []))), choice
        else:  # an area of tokens, its count still to choose
            area = choice.draft.values["area"]
            assert any(_completes(state, seat, (*choice.steps, LoseTokens(count=n, area=area)))
                       for n in range(1, 12)), choice
    return len(progress.choices)


async def share_out_by_builder(driver: Driver, table: Table, victim: int, lang: str, each: int) -> None:
    """The victim shares the others' losses with the DM's builder: the most to each in turn."""
    user = USERS[victim]
    message, button = prompt_with(driver, user, i18n.t("civilization.builder.assign", lang))
    opened = await driver.click(user, message, custom_id=button.custom_id)
    builder = opened.ephemeral[0]
    version = (await table.state())[0].version
    record, _ = await table.state()
    names = await driver.bot.flow.names(record)
    for n, seat in enumerate(s for s in range(3) if s != victim):
        await pick(driver, user, builder, lambda label, who=names[seat]: label == who)
        counts = [label for label in options(driver.message(builder.id)) if names[seat] in label]
        await pick(driver, user, builder, lambda label, last=counts[-1]: label == last)
        if n == 0:  # what is shared out so far and what is left, in the reader's words
            said = driver.message(builder.id).text
            assert re.search(rf"\b{each}\b", said) and f"{names[seat]}" in said, said
            total = 25 if each == 10 else 20
            assert i18n.t("civilization.builder.progress.assign", lang, chosen=each, total=total,
                          exact="no", each=each, left=total - each) in said, said
    shown = await press(driver, user, builder, i18n.t("builder.send", lang))
    done = await confirm(driver, user, shown)
    assert done.error is None and (await table.state())[0].version == version + 1, [
        m.text for m in done.ephemeral]


async def check_loss_prompts(driver: Driver, table: Table, card: str) -> list[Any]:
    """Each player asked for losses: the prompt with its numbers and section, the builder's
    button (named by the hint), and autocomplete that offers only what leads to a legal order."""
    _, state = await table.state()
    asked = awaiting(state, "lose")
    assert asked
    for decision in asked:
        user = USERS[decision.seat]
        lang = READS[user]
        said = dm_texts(driver, user)
        assert PRESENTER.decision_text("lose", decision.params, lang, Names(None, [])) in said, said[-800:]
        section = "§22.2.8" if card == "epidemic" else "§22.2.5"
        assert section in PRESENTER.decision_text("lose", decision.params, lang, Names(None, []))
        label = i18n.t("civilization.builder.lose", lang)
        message, button = prompt_with(driver, user, label)
        opened = await driver.click(user, message, custom_id=button.custom_id)
        assert opened.ephemeral and opened.ephemeral[0].selects, [m.text for m in opened.ephemeral]
        assert await builder_offers_only_legal_losses(driver, table.game_row, user, state, decision.seat)
        command = i18n.t("cmd.civilization.lose", lang)
        hint = i18n.t("civilization.dm.hint", lang, command=command, button=label)
        assert hint in said, said[-800:]
        offered = await driver.autocomplete(user, "/civ lose units:", focused="units")
        assert offered
        assert all(completes(state, decision.seat, c["value"]) for c in offered), offered
    return asked


async def up_to_the_losses(driver: Driver, monkeypatch: pytest.MonkeyPatch, card: str,
                           victim: int) -> Table:
    """The calamity strikes `victim`, who shares out the others' losses by the builder; each loss
    prompt is checked (`check_loss_prompts`), the victim's with its own numbers."""
    user = USERS[victim]
    lang = READS[user]
    share, each, own, city_value, section = WORDS[card, lang]
    state = epidemic(victim) if card == "epidemic" else famine(victim)
    table = Table(driver, await start_from(driver, monkeypatch, USERS, state))
    said = dm_texts(driver, user)
    assert share in said and each in said and section in said, said[-800:]
    await share_out_by_builder(driver, table, victim, lang, 10 if card == "epidemic" else 11)
    asked = await check_loss_prompts(driver, table, card)
    assert victim in [d.seat for d in asked]
    said = dm_texts(driver, user)
    assert own in said and city_value in said, said[-800:]
    return table


@pytest.mark.parametrize("victim", [0, 1], ids=["en", "es"])
async def test_epidemic_at_the_table(driver: Driver, monkeypatch: pytest.MonkeyPatch, victim: int) -> None:
    user = USERS[victim]
    lang = READS[user]
    table = await up_to_the_losses(driver, monkeypatch, "epidemic", victim)
    game_row = table.game_row
    _, state = await table.state()
    before = {a for a, d in state.tokens.items() if d.get(victim)} | {
        a for a, o in state.cities.items() if o == victim}
    towns = sorted(a for a, o in state.cities.items() if o == victim)
    word = "ciudad" if lang == "es" else "city"
    # Four cities make the 16 points, but would leave areas empty: refused, with the section...
    four = "; ".join(f"{word} {area_name(a, lang)}" for a in towns)
    refused = await driver.slash(user, f'/civ lose units:"{four}"')
    assert refused.ephemeral[0].text.startswith("⚠️") and "§22.2.8" in refused.ephemeral[0].text
    # ... and never offered: after three cities, autocomplete offers tokens only.
    three = "; ".join(f"{word} {area_name(a, lang)}" for a in towns[:3])
    offered = await driver.autocomplete(user, f'/civ lose units:"{three}; "', focused="units")
    assert offered and all(completes(state, victim, c["value"]) for c in offered), offered
    assert not [c for c in offered if area_name(towns[3], lang) in c["value"]], offered

    # The builder: three cities, then no city is offered; what is left is said.
    message, button = prompt_with(driver, user, i18n.t("civilization.builder.lose", lang))
    builder = (await driver.click(user, message, custom_id=button.custom_id)).ephemeral[0]
    city_step = i18n.t("civilization.step.city", lang, area="")
    for town in towns[:3]:
        await pick(driver, user, builder, lambda label, t=town: label == i18n.t(
            "civilization.step.city", lang, area=area_name(t, lang)))
    now = driver.message(builder.id)
    assert options(now) and not [o for o in options(now) if o.startswith(city_step)], options(now)
    assert await builder_offers_only_legal_losses(driver, game_row, user, state, victim)
    left = i18n.t("civilization.builder.progress.lose", lang, chosen=12, target=16, city_value=4, left=4)
    assert left in now.text, now.text
    spare = max((a for a, d in state.tokens.items() if d.get(victim)), key=lambda a: state.tokens[a][victim])
    await pick(driver, user, builder, lambda label: label == area_name(spare, lang))
    await pick(driver, user, builder, lambda label: label.startswith("4 "))
    shown = await press(driver, user, builder, i18n.t("builder.send", lang))
    done = await confirm(driver, user, shown)
    assert done.error is None and done.ephemeral[0].text.startswith("✅"), [m.text for m in done.ephemeral]

    while (left := awaiting((await table.state())[1], "lose")):
        await table.send(left[0].seat, left[0].default.to_text())
    await driver.settle()
    _, after = await table.state()
    assert after.resolving is None or after.resolving.card != "epidemic"
    for a in before:  # no area of the victim was left empty: the cities hit are tokens now
        assert after.tokens.get(a, {}).get(victim) or after.cities.get(a) == victim, a
    assert sum(1 for o in after.cities.values() if o == victim) == 1
    log = "\n".join(public_texts(driver))
    assert area_name(towns[0], "en") in log


@pytest.mark.parametrize("victim", [0, 1], ids=["en", "es"])
async def test_famine_at_the_table(driver: Driver, monkeypatch: pytest.MonkeyPatch, victim: int) -> None:
    table = await up_to_the_losses(driver, monkeypatch, "famine", victim)
    while (left := awaiting((await table.state())[1], "lose")):
        await table.send(left[0].seat, left[0].default.to_text())
    _, after = await table.state()
    assert not awaiting(after, "lose") and after.resolving is None


async def test_the_builders_draft_and_a_preview_survive_restarts(driver: Driver,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The order builder's progress and a previewed order are kept in the database: after a
    restart the builder's menus go on where they were, its button continues the draft, and a
    preview is confirmed; nobody else can confirm it, a newer one replaces it, and once its
    decision was answered some other way it is refused."""
    victim = 1  # bob, who reads Spanish
    game_row = await start_from(driver, monkeypatch, USERS, epidemic(victim))
    table = Table(driver, game_row)
    r = await driver.slash("bob", '/civ assign shares:"10 a Alice; 10 a Carol"')
    assert (await confirm(driver, "bob", r)).error is None
    _, state = await table.state()
    towns = sorted(a for a, o in state.cities.items() if o == victim)
    chosen = [i18n.t("civilization.step.city", "es", area=area_name(a, "es")) for a in towns]

    message, button = prompt_with(driver, "bob", i18n.t("civilization.builder.lose", "es"))
    builder = (await driver.click("bob", message, custom_id=button.custom_id)).ephemeral[0]
    await pick(driver, "bob", builder, lambda label: label == chosen[0])
    await driver.restart()
    await pick(driver, "bob", builder, lambda label: label == chosen[1])  # the same menus, after a restart
    assert chosen[0] in driver.message(builder.id).text and chosen[1] in driver.message(builder.id).text
    stale_menus = driver.message(builder.id)
    await driver.restart()
    # The button again: the draft goes on (a new message with both cities).
    again = (await driver.click("bob", message, custom_id=button.custom_id)).ephemeral[0]
    assert chosen[0] in again.text and chosen[1] in again.text, again.text
    await pick(driver, "bob", again, lambda label: label == chosen[2])
    # The first message is out of date: a click there shows the draft as it is now and changes
    # nothing; that message is the builder's from then on.
    assert stale_menus.selects, "the first builder message still shows menus"
    menu = stale_menus.selects[0]
    await driver.select("bob", stale_menus, menu.custom_id, labels=[menu.options[0].label])
    assert chosen[2] in driver.message(builder.id).text
    again = builder
    now = service_of(driver).clock()
    kept = await store_of(driver).get_draft(game_row, driver.world.user("bob").id, "build", now=now)
    assert kept is not None and len(kept.payload["steps"]) == 3
    # Forged: another player's click on Bob's menu finds no draft of theirs; a choice the menu
    # does not hold is refused. Neither changes the draft.
    live = driver.message(builder.id).selects[0]
    theirs = await driver.forge_component("alice", live.custom_id, message=builder, component_type=3,
                                          values=["0"])
    assert theirs.ephemeral[0].text == "⚠️ " + i18n.t("builder.expired", "en"), theirs.ephemeral[0].text
    wrong = await driver.forge_component("bob", live.custom_id, message=builder, component_type=3,
                                         values=["99"])
    assert wrong.ephemeral[0].text == "⚠️ " + i18n.t("flow.err.unknown_component", "es")
    assert await store_of(driver).get_draft(game_row, driver.world.user("bob").id, "build", now=now) == kept

    spare = max((a for a, d in state.tokens.items() if d.get(victim)), key=lambda a: state.tokens[a][victim])
    await pick(driver, "bob", again, lambda label: label == area_name(spare, "es"))
    await pick(driver, "bob", again, lambda label: label.startswith("4 "))
    shown = await press(driver, "bob", again, i18n.t("builder.send", "es"))
    preview = next(m for m in shown.ephemeral if "👀" in m.text)
    yes = next(b for b in preview.buttons if (b.custom_id or "").endswith(":c"))
    # Another player (a forged click: the preview is ephemeral) finds nothing and learns nothing.
    forged = await driver.forge_component("alice", yes.custom_id, channel="general")
    assert forged.ephemeral[0].text == i18n.t("flow.preview.expired", "en"), forged.ephemeral[0].text
    # A Confirm from before previews were kept (no game in its id) says it expired.
    token = yes.custom_id.split(":")[3]
    old = await driver.forge_component("bob", f"ag:p:{token}:c", channel="general")
    assert old.ephemeral[0].text == i18n.t("flow.preview.expired", "es"), old.ephemeral[0].text
    # Carol previews her own loss too (the other one asked).
    other = next(d for d in awaiting(state, "lose") if d.seat != victim)
    assert USERS[other.seat] == "carol"
    units = orders.order_text("civilization", other.default.units, "en")
    hers = await driver.slash("carol", f'/civ lose units:"{units}"')
    assert any("👀" in m.text for m in hers.ephemeral), [m.text for m in hers.ephemeral]

    await driver.restart()
    version = (await table.state())[0].version
    done = await driver.click("bob", preview, custom_id=yes.custom_id)
    assert done.ephemeral[0].text.startswith("✅"), [m.text for m in done.ephemeral]
    assert (await table.state())[0].version == version + 1
    assert await store_of(driver).get_draft(game_row, driver.world.user("bob").id, "preview", now=now) is None
    # Carol previews again: the newer preview replaces her first (whose Confirm says so).
    newer = await driver.slash("carol", f'/civ lose units:"{units}"')
    replaced = await confirm(driver, "carol", hers)
    assert [m.text for m in replaced.ephemeral] == [i18n.t("flow.preview.expired", "en")]
    # She answers by another way (a button, another process): her preview is of a decision
    # answered since, refused as out of date, and changes nothing.
    carol = driver.world.user("carol").id
    await service_of(driver).act(game_row, carol, other.default.to_text(), None, seat=other.seat)
    version = (await table.state())[0].version
    late = await confirm(driver, "carol", newer)
    assert (await table.state())[0].version == version
    assert any("moved on" in m.text for m in late.ephemeral), [m.text for m in late.ephemeral]
    assert not awaiting((await table.state())[1], "lose")
