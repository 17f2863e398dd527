"""The Age of Heroes presenter on its own (issue 17.1, 17.4, 17.6, 18): players named, never
numbered; buttons and DM texts from views and decisions; what a secret choice may not show."""

from __future__ import annotations

import re

import i18n
from engine.age_of_heroes import GAME
from engine.core import Decision, Event, apply
from present.age_of_heroes import CARD_EMOJI, PRESENTER, event_line
from tests.engine.age_of_heroes.helpers import add_armies, at_turn, play

NAMES = ["Alice", "Bob", "Carol"]


def test_events_name_players_and_no_seat_number():
    attack = Event(key="age_of_heroes.log.attack", params={"seat": 0, "target": 1, "goal": "raze",
                                                           "units": ["a1"], "heroes": 0})
    line = event_line(attack, NAMES, "en")
    assert line == "Alice attacks Bob to raze with Army 1 (no hero)."
    assert not line.lower().startswith("seat")
    road = event_line(Event(key="age_of_heroes.log.road_asked", params={"seat": 2, "to": 0}), NAMES, "es")
    assert "Carol" in road and "Alice" in road and "asiento" not in road


def test_a_battle_in_words_strengths_named_and_spanish_negatives():
    """A strength reads as one ("fuerza 4"), not as a seat number "(4)"; a battle that wins
    nothing reads as Spanish does ("no conquista ninguna ciudad", not "conquista ninguna")."""
    round_ = Event(key="age_of_heroes.log.round", params={
        "attacker": 2, "attack_unit": "a6", "attack_card": None, "attack_total": 4, "defender": 1,
        "defence_unit": "a2", "defence_card": None, "defence_total": 7, "winner": "defender"})
    assert "Carol (strength 4)" in event_line(round_, NAMES, "en")
    assert "Carol (fuerza 4)" in event_line(round_, NAMES, "es")
    outcomes = (("conquest", "cities", ("no conquista ninguna ciudad", "conquista una ciudad",
                                        "conquista 2 ciudades")),
                ("plunder", "count", ("no saquea nada", "saquea una carta", "saquea 2 cartas")))
    for key, field, words in outcomes:
        for n, expected in enumerate(words):
            params = {"seat": 2, "target": 1, field: n}
            line = event_line(Event(key=f"age_of_heroes.log.{key}", params=params), NAMES, "es")
            assert line == f"Carol {expected} a Bob.", line

def test_refusals_name_players_and_things_and_the_rule():
    text = PRESENTER.refusal_text("age_of_heroes.err.road_exists", {"seat": 1}, "en", NAMES)
    assert "Bob" in text and "(§6.3)" in text and not re.search(r"\b1\b", text)
    text = PRESENTER.refusal_text("age_of_heroes.err.not_your_army", {"army": "a3"}, "es", NAMES)
    assert text.startswith("Ejército 3") and "a3" not in text
    text = PRESENTER.refusal_text("age_of_heroes.err.pile_empty", {"item": "road"}, "es", NAMES)
    assert "Carretera" in text and "road" not in text
    assert "Wood" in PRESENTER.refusal_text("age_of_heroes.err.not_held", {"card": "wood"}, "en", NAMES)


def test_buttons_aim_at_players_by_name_not_seat_numbers():
    s = at_turn(3, 0, hands={0: {"stone": 1, "wood": 2}})
    legal = [a.to_text() for a in GAME.legal_actions(s, 0)]
    assert "ask road 1" in legal and "attack 2 raze" in legal

    def label(text: str, lang: str) -> str:
        return PRESENTER.button_label(GAME.parse_action(text), lang, NAMES)

    assert label("ask road 1", "en") == "Ask Bob for a road"
    assert label("attack 2 raze", "es") == "Atacar a Carol: arrasar"
    assert label("volcano 1", "en") == "Volcano on Bob"
    assert label("send a4", "es") == "Enviar Ejército 4"


def test_the_turn_dm_has_build_and_attack_buttons_the_channel_does_not():
    s = at_turn(3, 0, hands={0: {"stone": 1, "wood": 2}})
    (decision,) = GAME.awaiting(s)
    legal = GAME.legal_actions(s, 0)
    assert PRESENTER.dm_prompt(decision)
    public = {b.action_text for b in PRESENTER.buttons(decision, legal, "en", GAME.public_view(s), NAMES)}
    assert "build city" not in public and "tax" in public
    text = PRESENTER.private_text(GAME.player_view(s, 0), "en", names=NAMES)
    dm = {b.action_text for b in PRESENTER.buttons(decision, legal, "en", GAME.player_view(s, 0), NAMES)}
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
    legal = GAME.legal_actions(s, 0)
    view = GAME.player_view(s, 0)
    auto = PRESENTER.buttons(decision, legal, "en", view, NAMES)[0]
    assert auto.action_text == "assign auto" and auto.label == i18n.t("aoh.button.assign_random", "en")
    with_general = decision.model_copy(update={"params": {"has_general": True}})
    auto = PRESENTER.buttons(with_general, legal, "en", view, NAMES)[0]
    assert auto.label == i18n.t("aoh.button.assign_auto", "en")
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
            for action in [*GAME.legal_actions(state, d.seat), d.default]:
                if (action.verb, d.kind) in seen:
                    continue
                seen.add((action.verb, d.kind))
                for lang in ("en", "es"):
                    label = PRESENTER.button_label(action, lang, ["Ann", "Ben", "Cat", "Dan"])
                    assert label and "{" not in label and len(label) <= 80, (action, label)
                    assert not re.search(r"\b[ahb]\d+\b|_", label), (action, label)
        seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        state = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd)).state
    assert len({v for v, _ in seen}) >= 20


def test_everything_robot_games_show_reads_well_in_both_languages():
    """Every event, panel, DM and button of robot games (hidden discards in one) in English and
    Spanish passes the text scan: names, no ids or reprs, real plurals (issue 18)."""
    import random

    from tests.e2e.test_age_of_heroes_words import aoh_scan
    from tests.e2e.text_scan import Said

    scan = aoh_scan(None, "en")
    names = ["Ann", "Ben", "Cat", "Dan", "Eve"]
    problems: list[str] = []
    seen: set[tuple[str, str]] = set()
    for players, seed, options in ((3, 1, {}), (5, 2, {"discards_public": False})):
        rnd = random.Random(seed)
        state, events = GAME.setup_with_events(players, GAME.parse_options(options), seed)
        for lang in ("en", "es"):
            for line in PRESENTER.lines(events, names, lang):
                problems += [f"setup: {w}: {line!r}" for w in scan.check(Said("setup", line, lang))]
        for step in range(2000):
            if GAME.is_over(state):
                break
            decisions = GAME.awaiting(state)
            seat = rnd.choice(sorted({d.seat for d in decisions}))
            action = GAME.autoplay(state, seat, rnd)
            applied = apply(GAME, state, seat, action)
            for lang in ("en", "es"):
                texts = []
                for e in applied.events:
                    key = (e.key, f"{lang}{sorted(e.params.items())!s:.60}")
                    if key not in seen:
                        seen.add(key)
                        texts.append(("event", event_line(e, names, lang)))
                if step % 7 == 0:
                    view = GAME.public_view(state)
                    message = PRESENTER.public_message(view, names[:players], decisions, lang)
                    texts.append(("panel", message.description))
                    texts += [("field", f"{a}\n{b}") for a, b in message.fields]
                    texts.append(("dm", PRESENTER.private_text(GAME.player_view(state, seat), lang,
                                                               applied.events, names)))
                    legal = GAME.legal_actions(state, seat)
                    for d in decisions:
                        if d.seat == seat:
                            texts += [("button", b.label) for b in PRESENTER.buttons(
                                d, legal, lang, GAME.player_view(state, seat), names)]
                texts.append(("done", PRESENTER.done_text(GAME.parse_action(applied.action_text), lang, names,
                                                          [e for e in applied.events
                                                           if e.to is None or seat in e.to]) or ""))
                for where, text in texts:
                    problems += [f"{where}: {w}: {text[:200]!r}" for w in scan.check(Said(where, text, lang))]
            state = applied.state
        outcome = GAME.outcome(state)
        assert outcome is not None
        for lang in ("en", "es"):
            final = PRESENTER.final_text(outcome.model_dump(mode="json"), names[:players], lang)
            problems += [f"final: {w}" for w in scan.check(Said("final", final, lang))]
    assert not problems, "\n".join(problems[:30])


def test_opening_disasters_and_a_restarted_challenge_in_words():
    """Issue 17.6: an opening disaster reads as discarded, not played; a challenge restarted on
    another condition is announced with the condition, in both languages."""
    opening = Event(key="age_of_heroes.log.event_drawn_opening", params={"seat": 0, "card": "famine"})
    en, es = event_line(opening, NAMES, "en"), event_line(opening, NAMES, "es")
    assert "Alice" in en and "Famine" in en and "discarded" in en and "at once" not in en
    assert "Alice" in es and "descarta" in es and "de inmediato" not in es
    restarted = Event(key="age_of_heroes.log.challenge_restarted",
                      params={"seat": 1, "conditions": ["monument"]})
    for lang in ("en", "es"):
        line = event_line(restarted, NAMES, lang)
        assert "Bob" in line and i18n.t("aoh.reason.monument", lang) in line
        assert line in PRESENTER.lines([restarted], NAMES, lang)  # not a quiet event
