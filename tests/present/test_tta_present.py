"""Through the Ages presentation over complete robot games at 2, 3 and 4 players (no Discord):
nothing from a military hand or the future events reaches a public message, a log line, an
awaiting line, a public button, a logged action's description, the final text or the statistics,
nor another player's DM; every message fits Discord; the images draw from the public view.

Hidden cards are told apart by single-copy cards (their name says which card it is) that no
public event has shown yet. Labels and texts are also checked in both languages.
"""

from __future__ import annotations

import json
import random

import pytest

from engine.core import apply
from engine.core.choices import expand
from engine.tta import GAME
from engine.tta.cards import CARDS
from engine.tta.state import TtaState
from present.tta import PRESENTER, card_name, effect_text
from render.tta import render_board, render_tableaux

NAMES = ["Ana", "Bruno", "Carla", "Dario"]


def single_cards(players: int) -> frozenset[str]:
    """Military cards of which the game holds one copy (their name says which card it is),
    except those another card's text names (Ravages of Time names International Tourism)."""
    texts = " ".join(effect_text(c, lang) for c in CARDS for lang in ("en", "es"))
    return frozenset(c for c, card in CARDS.items() if card.deck == "military" and card.count(players) == 1
                     and card_name(c, "en") not in texts and card_name(c, "es") not in texts)


def hidden(state: TtaState, single: frozenset[str], seats: set[int]) -> set[str]:
    out = {c for s in seats for c in state.civs[s].military_hand if c in single}
    return out | {f.card for f in state.future_events if f.card in single and f.seat in seats}


def cards_in(params: dict) -> set[str]:
    out = set()
    for value in params.values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, str) and item in CARDS:
                out.add(item)
    return out


def shown(text: str, cards: set[str]) -> list[str]:
    return [c for c in cards for w in (c, card_name(c, "en"), card_name(c, "es")) if w in text]


@pytest.mark.parametrize(("players", "seed"), [(2, 4), (3, 5), (4, 6)])
def test_complete_games_show_nothing_hidden(players: int, seed: int) -> None:
    rnd = random.Random(seed)
    state = GAME.setup(players, GAME.parse_options({}), seed)
    names = NAMES[:players]
    single = single_cards(players)
    revealed: set[str] = set()
    all_events = []
    n = 0
    while not GAME.is_over(state):
        lang = ("en", "es")[n % 2]
        decisions = GAME.awaiting(state)
        seat = rnd.choice(sorted({d.seat for d in decisions}))
        action = GAME.autoplay(state, seat, rnd)
        key, params = GAME.describe_action(action)
        described = PRESENTER.describe_logged(action, key, params, lang, names)
        applied = apply(GAME, state, seat, action, in_place=True)
        public_events = [e for e in applied.events if e.to is None]
        all_events.append(public_events)
        for e in public_events:
            revealed |= cards_in(e.params)
        secret = hidden(state, single, set(range(players))) - revealed
        view = GAME.public_view(state)
        decisions = GAME.awaiting(state)
        message = PRESENTER.public_message(view, names, decisions, lang, public_events)
        texts = [message.title, message.description, *(f"{a}\n{b}" for a, b in message.fields),
                 *PRESENTER.log_lines(public_events, names, lang), described]
        assert len(message.description) <= 4000 and all(len(v) <= 1024 for _, v in message.fields)
        if n % 11 == 0:
            for d in decisions:
                if d.private:
                    continue
                verbs = PRESENTER.button_verbs(d) or d.verbs
                legal = expand(GAME, state, d.seat, verbs, 500)[0]
                for spec in PRESENTER.buttons(d, legal, lang, view, names):
                    texts.append(f"{spec.label} {spec.action_text}")
                    assert len(spec.label) <= 80
        assert shown("\n".join(texts), secret) == [], (n, action.to_text())
        if n % 9 == 0:
            for s in range(players):
                dm = PRESENTER.private_text(GAME.player_view(state, s), lang, applied.events, names)
                others = hidden(state, single, set(range(players)) - {s}) - revealed \
                    - set(state.civs[s].military_hand)
                assert shown(dm, others) == [], (n, s)
                assert len(dm) <= 1900
        n += 1
    outcome = json.loads(GAME.outcome(state).model_dump_json())
    final = PRESENTER.final_text(outcome, names, "en")
    stats = PRESENTER.statistics(outcome, names, "es")
    assert "🏆" in final and "Estadísticas" in stats
    # Culture by source adds up to each player's final culture: nothing is left as "other".
    for seat in range(players):
        by = outcome["detail"]["stats"][str(seat)]["culture_by"]
        assert sum(by.values()) == outcome["scores"][str(seat)] and by.get("production")
    assert "otros" not in stats
    # Wars and aggressions counted as the public log told them; the final scoring event by event.
    told = {"war_won": 0, "aggression_succeeds": 0, "defended": 0}
    for events in all_events:
        for e in events:
            if e.key.removeprefix("tta.log.") in told:
                told[e.key.removeprefix("tta.log.")] += 1
    tallies = [outcome["detail"]["stats"][str(s)]["tally"] for s in range(players)]
    assert sum(t.get("wars_won", 0) for t in tallies) == told["war_won"]
    assert sum(t.get("wars_lost", 0) for t in tallies) == told["war_won"]
    assert sum(t.get("aggressions_won", 0) for t in tallies) == told["aggression_succeeds"]
    assert sum(t.get("aggressions_suffered", 0) for t in tallies) == told["aggression_succeeds"]
    assert sum(t.get("defended", 0) for t in tallies) == told["defended"]
    scored = [(e.params["card"], e.params["seat"], e.params["culture"]) for events in all_events
              for e in events if e.key == "tta.log.impact"]
    final_scoring = outcome["detail"]["final_scoring"]
    assert {(card, int(s), v) for card, by in final_scoring for s, v in by.items()} <= set(scored)
    assert all(card_name(card, "es") in stats for card, _ in final_scoring)
    view = GAME.public_view(state)
    assert render_board(view, names, "es")[:4] == b"\x89PNG"
    assert all(image[:4] == b"\x89PNG" for image in render_tableaux(view, names, "en"))


def test_every_action_of_a_game_has_a_label_and_a_public_description() -> None:
    """Buttons and "done" replies word every action; no label falls back to a raw verb."""
    rnd = random.Random(9)
    state = GAME.setup(3, GAME.parse_options({}), 9)
    verbs_seen: set[str] = set()
    while not GAME.is_over(state):
        seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        action = GAME.autoplay(state, seat, rnd)
        for lang in ("en", "es"):
            label = PRESENTER.action_label(action, lang, NAMES)
            assert label and "{" not in label and not label.startswith(action.verb + " "), label
            key, params = GAME.describe_action(action)
            described = PRESENTER.describe_logged(action, key, params, lang, NAMES)
            assert described and "{" not in described
        verbs_seen.add(action.verb)
        apply(GAME, state, seat, action, in_place=True)
    assert {"take", "end", "build"} <= verbs_seen


def test_the_engines_own_log_words_are_never_shown() -> None:
    """`tta.log.*` texts are the engine's own words ("Player {seat} takes ..."), for the console:
    players never read them. Every event that names a seat is worded by `tta.say.*` (names),
    every hidden answer by `tta.ui.hidden.*`, and a robot game's log lines, in both languages,
    never fall back to them (issue 18.5)."""
    import re

    import engine.tta.actions as A
    import i18n

    catalog = i18n.catalog()
    seated = [k for k, texts in catalog.items() if k.startswith("tta.log.")
              and re.search(r"\{\s*\$?(seat|target|partner|first)\s*\}", texts["en"] + texts["es"])]
    assert seated and all(f"tta.say.{k.removeprefix('tta.log.')}" in catalog for k in seated), seated
    assert all(f"tta.ui.hidden.{cls.verb}" in catalog for cls in (A.Discard, A.Defend, A.PrepareEvent))
    engine_words = re.compile(r"(?i)\b(player|jugador) (\d|Ana|Bruno|Carla|Dario)")
    rnd = random.Random(7)
    state = GAME.setup(3, GAME.parse_options({}), 7)
    keys: set[str] = set()
    while not GAME.is_over(state):
        seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        action = GAME.autoplay(state, seat, rnd)
        key, params = GAME.describe_action(action)
        applied = apply(GAME, state, seat, action, in_place=True)
        for lang in ("en", "es"):
            lines = [PRESENTER.describe_logged(action, key, params, lang, NAMES, applied.events),
                     *PRESENTER.log_lines(applied.events, list(NAMES), lang)]
            for line in lines:
                assert not engine_words.search(line), line
            for e in applied.events:
                if e.to is None and e.key in seated:
                    assert PRESENTER.event_line(e, NAMES, lang) != i18n.t(e.key, lang, **e.params)
        keys |= {e.key for e in applied.events}
    assert len(keys & set(seated)) >= 10


def test_culture_a_leader_scores_at_once_is_told_in_the_log() -> None:
    from engine.core import Event

    params = {"seat": 1, "card": "albert_einstein_iii", "culture": 3}
    event = Event(key="tta.log.leader_culture", params=params)
    assert PRESENTER.log_lines([event], NAMES, "en") == ["Albert Einstein: Bruno scores 3 culture."]
    assert PRESENTER.log_lines([event], NAMES, "es") == ["Albert Einstein: Bruno puntúa 3 de cultura."]


def test_a_lost_war_or_a_suffered_aggression_reaches_the_loser_by_dm() -> None:
    from engine.core import Event

    events = [Event(key="tta.log.war_won", params={"seat": 0, "loser": 2, "card": "war_over_culture_iii",
                                                   "advantage": 3}),
              Event(key="tta.log.plundered", params={"seat": 1, "target": 0, "food": 2, "resources": 1}),
              Event(key="tta.log.take", params={"seat": 1, "card": "iron_i", "slot": 2, "cost": 1})]
    assert PRESENTER.concerned_seats(events) == {0, 2}
    state = GAME.setup(3, GAME.parse_options({}), 1)
    dm = PRESENTER.private_text(GAME.player_view(state, 2), "en", events[:1], NAMES)
    assert "📥" in dm and "War over Culture: Ana wins against Carla" in dm


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("harm", ["uprising", "famine", "corruption"])
def test_every_warning_before_harm_says_it_and_offers_to_do_it_anyway(harm: str, lang: str) -> None:
    from engine.tta.rules import HARM_KEYS

    for prefix, form in (("confirm", "pop confirm"), ("end", "end confirm")):
        key = HARM_KEYS[prefix, harm]
        params = {"form": form, "food": 2, "culture": 8, "resources": 3}
        text = PRESENTER.refusal_text(key, params, lang, NAMES)
        assert "{" not in text and "confirm" not in text  # the button, never the text form
        assert text.endswith(("press the button below", "pulsa el botón de abajo"))
        if harm == "famine":
            assert "2" in text and "8" in text
        if harm == "corruption":
            assert "3" in text
        # The caller reads the warning's form (cogs/_flow.py `anyway`): the presenter gets it typed.
        assert PRESENTER.refusal_buttons(key, params, lang, NAMES) == []
        [button] = PRESENTER.refusal_buttons(key, params, lang, NAMES, GAME.parse_action(form))
        assert button.action_text == form and button.style == "danger"
        assert ("anyway" if lang == "en" else "de todos modos") in button.label


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_acknowledgement_of_a_take_names_the_card(lang: str) -> None:
    """The ✅ of a card taken once said only "Take the card in slot 4"."""
    state = GAME.setup(2, GAME.parse_options({}), 3)
    seat = GAME.awaiting(state)[0].seat
    take = next(a for a in GAME.legal_actions(state, seat) if a.verb == "take")
    events = apply(GAME, state, seat, take, in_place=True).events
    taken = next(e for e in events if e.key == "tta.log.take")
    text = PRESENTER.done_text(take, lang, NAMES, events)
    assert text is not None and card_name(taken.params["card"], lang) in text
