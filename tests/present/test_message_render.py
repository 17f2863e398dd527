"""Every message robot games make players read formats cleanly, in English and in Spanish
(issue 37): never Fluent's `{???}`, never a Fluent error (missing variable, unknown message,
a value past Fluent's limit), checked on Fluent's own error list (`i18n.watch_problems`), not
only on the text.

Complete robot games of every game, at its smallest and its largest table, with the real
parameters the games produce: each action's public log lines and their description, the
actor's acknowledgement, the logged action's words, every decision's words and the awaiting
line; at some twenty points of each game the public message, every player's DM, each awaited
decision's buttons and labels and refusals of random illegal actions; at the end the final
text and each score. The texts the platform builds around these (robot summaries, deadlines,
the lobby) are read by the end-to-end text scan (`tests/e2e/test_text_scan_games.py`).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import i18n
from engine import registry
from engine.core import apply, refusal
from engine.core.playout import _random_action
from present.base import presenter_for

GAMES = ("tigris", "antike", "age_of_heroes", "tta", "civilization")
NAMES = ("Alice", "Bob", "Carol", "Dave", "Eve", "Fay", "Gus", "Hal")
SAMPLES = 20  # points of each game where the heavier texts are rendered
SEED = 5


def tables() -> Iterator[tuple[str, int]]:
    for game_id in GAMES:
        game = registry.get(game_id)
        for players in sorted({game.min_players, game.max_players}):
            yield game_id, players


def render_robot_game(game_id: str, players: int, seed: int) -> tuple[int, list[str]]:
    """Play a robot game to its end, rendering what players read of it in both languages:
    (the number of actions, the texts rendered)."""
    game = registry.get(game_id)
    presenter = presenter_for(game_id)
    names = list(NAMES[:players])
    options = game.parse_options(dict(getattr(game, "playout_options", {})))
    state = game.setup(players, options, seed)
    rnd = random.Random(seed)
    texts: list[str] = []
    actions = 0
    # The heavier texts at about SAMPLES points: the game's length is not known in advance.
    every = {"tigris": 8, "age_of_heroes": 15, "antike": 50, "tta": 25, "civilization": 90}[game_id]
    every = max(1, every * players // game.max_players)
    while not game.is_over(state):
        seat = rnd.choice(game.seats_awaited(state))
        applied = apply(game, state, seat, game.autoplay(state, seat, rnd), in_place=True, robot=True)
        actions += 1
        public = [e for e in applied.events if e.to is None]
        seen = [e for e in applied.events if e.to is None or seat in e.to]
        decisions = game.awaiting(state)
        played = game.parse_action(applied.action_text)
        key, params = game.describe_action(played)
        sample = actions % every == 0
        for lang in i18n.LANGUAGES:
            texts += presenter.log_lines(public, names, lang)
            texts += presenter.describe(public, names, lang) or []
            texts.append(presenter.done_text(played, lang, names, seen) or "")
            texts.append(presenter.describe_logged(played, key, params, lang, names, public))
            texts += [presenter.decision_words(d.kind, d.params, lang) for d in decisions]
            texts.append(presenter.awaiting_line(names, decisions, lang))
            if sample:
                texts += _sampled(game, presenter, state, names, decisions, public, lang, rnd)
    outcome: dict[str, Any] = game.outcome(state).model_dump(mode="json")
    for lang in i18n.LANGUAGES:
        if hasattr(presenter, "final_text"):
            texts.append(presenter.final_text(outcome, names, lang))
        texts += [presenter.score_text(score, lang) for score in (outcome.get("scores") or {}).values()]
    return actions, texts


def _sampled(game: Any, presenter: Any, state: Any, names: list[str], decisions: list[Any],
             public: list[Any], lang: str, rnd: random.Random) -> list[str]:
    view = game.public_view(state)
    message = presenter.public_message(view, names, decisions, lang, public)
    texts = [message.title, message.description, *(f"{a}\n{b}" for a, b in message.fields)]
    for seat in range(state.players):
        own = game.player_view(state, seat)
        texts.append(presenter.private_text(own, lang, [], names))
        texts.append(presenter.seat_identity(view, seat, lang) or "")
    for decision in decisions:
        legal = [a for a in game.legal_actions(state, decision.seat, limit=200) if a.verb in decision.verbs]
        extra: dict[str, Any] = {}
        if presenter.buttons_read_view:
            extra = {"view": view, "names": names}
        texts += [b.label for b in presenter.buttons(decision, legal, lang, **extra)]
        texts += [presenter.action_label(action, lang, names) for action in legal[:10]]
        classes = [c for c in (game.grammar.action_class(v) for v in decision.verbs) if c is not None]
        for _ in range(3 if classes else 0):
            action = _random_action(game, state, decision.seat, rnd.choice(classes), rnd)
            problem = refusal(game, state, decision.seat, action) if action is not None else None
            if problem is not None:
                texts.append(presenter.refusal_text(problem.key, dict(problem.params), lang, names))
    return texts


@pytest.mark.parametrize(("game_id", "players"), list(tables()))
def test_every_message_of_a_robot_game_formats_cleanly(game_id: str, players: int) -> None:
    with i18n.watch_problems() as problems:
        actions, texts = render_robot_game(game_id, players, SEED)
    assert [f"{p.key} ({p.lang}): {p.errors or p.text[:100]} {p.params}" for p in problems] == []
    assert [text for text in texts if "{???}" in text] == []
    assert actions > 50 and len(texts) > 10 * actions  # the whole game was read
