"""The Age of Heroes presenter on its own (issue 17.1, 17.4, 17.6): players named, never
numbered; buttons and DM texts from views and decisions; what a secret choice may not show."""

from __future__ import annotations

import re

import i18n
from cogs.age_of_heroes import CARD_EMOJI, PRESENTER, event_line
from engine.age_of_heroes import GAME
from engine.core import Decision, Event, apply
from tests.age_of_heroes.helpers import add_armies, at_turn, play

NAMES = ["Alice", "Bob", "Carol"]


def test_events_name_players_and_no_seat_number():
    attack = Event(key="age_of_heroes.log.attack", params={"seat": 0, "target": 1, "goal": "raze",
                                                           "units": ["a1"], "heroes": 0})
    line = event_line(attack, NAMES, "en")
    assert "Alice" in line and "Bob" in line and not re.search(r"\b[0-2]\b", line.replace("(0", ""))
    assert not line.lower().startswith("seat")
    road = event_line(Event(key="age_of_heroes.log.road_asked", params={"seat": 2, "to": 0}), NAMES, "es")
    assert "Carol" in road and "Alice" in road and "asiento" not in road


def test_refusals_name_no_seat_number():
    for key, texts in i18n.catalog().items():
        if key.startswith("age_of_heroes.err."):
            assert "{seat}" not in texts["en"] and "{seat}" not in texts["es"], key


def test_buttons_aim_at_tribes_not_seat_numbers():
    s = at_turn(3, 0, hands={0: {"stone": 1, "wood": 2}})
    (decision,) = GAME.awaiting(s)
    legal = [a.to_text() for a in GAME.legal_actions(s, 0)]
    assert "ask road 1" in legal and "attack 2 raze" in legal
    assert PRESENTER.button_label("ask road 1", "en", decision) == "Ask Romans for a road"
    assert PRESENTER.button_label("attack 2 raze", "es", decision).startswith("Atacar a Griegos")
    volcano = Decision(seat=0, kind="volcano_target", params={"tribes": ["egyptians", "romans"]})
    assert PRESENTER.button_label("volcano 1", "en", volcano) == "Volcano on Romans"


def test_the_turn_dm_has_build_and_attack_buttons_the_channel_does_not():
    s = at_turn(3, 0, hands={0: {"stone": 1, "wood": 2}})
    (decision,) = GAME.awaiting(s)
    legal = [a.to_text() for a in GAME.legal_actions(s, 0)]
    assert PRESENTER.dm_prompt(decision)
    PRESENTER.public_message(GAME.public_view(s), NAMES, [decision], "en")
    public = {b.action_text for b in PRESENTER.buttons(decision, legal, "en")}
    assert "build city" not in public and "tax" in public
    text = PRESENTER.private_text(GAME.player_view(s, 0), "en", names=NAMES)
    dm = {b.action_text for b in PRESENTER.buttons(decision, legal, "en")}
    assert {"build city", "attack 1 conquest"} <= dm
    assert i18n.t("aoh.dm.can_build", "en", items="")[:12] in text
    # After tax the action is taken: no "You can build now" (issue 17.6).
    s = play(s, 0, "tax")
    text = PRESENTER.private_text(GAME.player_view(s, 0), "en", names=NAMES)
    assert i18n.t("aoh.dm.can_build", "en", items="")[:12] not in text


def test_placement_buttons_offer_best_cards_to_generals_only_with_a_general():
    s = at_turn(2, 0)
    add_armies(s, 0, 1)
    s = play(s, 0, "attack 1 plunder")
    s = play(play(s, 0, "send all"), 0, "launch")
    s = play(s, 1, "ready")
    (decision,) = GAME.awaiting(s)
    assert decision.kind == "assign" and decision.params == {"has_general": False}
    label = PRESENTER.button_label("assign auto", "en", decision)
    assert label == i18n.t("aoh.button.assign_random", "en")
    with_general = decision.model_copy(update={"params": {"has_general": True}})
    assert PRESENTER.button_label("assign auto", "en", with_general) == i18n.t("aoh.button.assign_auto", "en")
    # Placing automatically is not announced in the channel (issue 17.4).
    applied = apply(GAME, s, 0, "assign auto")
    assert not any("assigned" in e.key for e in applied.events if e.to is None)
    assert PRESENTER.log_lines([e for e in applied.events if e.to is None and "assigned" in e.key],
                               NAMES, "en") == []


def test_special_resources_have_their_own_emoji_and_secret_choices_no_envelope():
    specials = ("limestone", "concrete", "marble", "bricks", "sandstone", "granite")
    assert len({CARD_EMOJI[c] for c in specials}) == len(specials)
    luck = Decision(seat=1, kind="luck", private=True)
    line = PRESENTER.awaiting_line(NAMES, [luck], "en")
    assert "✉️" not in line and "Bob" in line


def test_every_legal_action_of_robot_games_gets_a_label():
    """Labels come from the actions the engine's grammar reads: every kind, both languages."""
    import random

    rnd = random.Random(4)
    state = GAME.setup(4, GAME.parse_options({}), 4)
    seen = set()
    while not GAME.is_over(state):
        for d in GAME.awaiting(state):
            for text in [a.to_text() for a in GAME.legal_actions(state, d.seat)] + [d.default]:
                verb = GAME.parse_action(text).verb
                if (verb, d.kind) in seen:
                    continue
                seen.add((verb, d.kind))
                for lang in ("en", "es"):
                    label = PRESENTER.button_label(text, lang, d)
                    assert label and "{" not in label and len(label) <= 80, (text, label)
        seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        state = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd)).state
    assert len({v for v, _ in seen}) >= 20
