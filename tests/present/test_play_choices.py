"""`/game play`'s choices (issue 37, "choices that never cut silently"): the most useful moves
first, one entry per move (no "(anyway)" twins), the card of a take named, and a last entry
saying how many more there are and that typing narrows the list."""

from __future__ import annotations

import random

import pytest

import i18n
from engine import registry
from engine.core import apply, refusal
from present.base import MAX_CHOICES, NARROW, presenter_for
from present.tta import card_name, take_cost

GAME = registry.get("tta")
PRESENTER = presenter_for("tta")
NAMES = ["Ana", "Bruno", "Carla"]


def robot_state(players: int, seed: int, moves: int):
    state = GAME.setup(players, GAME.parse_options({}), seed)
    rnd = random.Random(seed)
    for _ in range(moves):
        seat = GAME.seats_awaited(state)[0]
        state = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd), in_place=True).state
    return state


@pytest.fixture(scope="module")
def crowded():
    """A TTA turn with 37 legal moves, 12 of them "anyway" twins (seed 2, after 19 moves)."""
    state = robot_state(3, 2, 19)
    seat = GAME.seats_awaited(state)[0]
    return state, seat, GAME.legal_actions(state, seat), GAME.player_view(state, seat)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_cut_list_says_how_many_more_and_that_typing_narrows_it(crowded, lang: str) -> None:
    _, _, legal, view = crowded
    assert len(legal) > MAX_CHOICES and any(getattr(a, "confirm", False) for a in legal)
    choices = PRESENTER.play_choices(legal, "", lang, NAMES, view)
    assert len(choices) == MAX_CHOICES
    moves = choices[:-1]
    plain = {a.model_copy(update={"confirm": False}) if getattr(a, "confirm", False) else a for a in legal}
    more = len(plain) - len(moves)
    assert more > 0 and choices[-1] == (i18n.t("flow.play.narrow", lang, n=more), NARROW)
    assert len({value for _, value in moves}) == len(moves)  # one entry per move
    anyway = i18n.t("tta.ui.part.confirm", lang)
    assert not any(anyway in label for label, _ in choices)
    for label, value in moves:
        action = GAME.parse_action(value)
        assert action in legal or action.model_copy(update={"confirm": True}) in legal, value
        assert label and len(label) <= 100 and label != value
    # The most useful first: every kind of move on the first page, resigning never before them.
    first = [GAME.parse_action(v).verb for _, v in moves[:len({a.verb for a in legal}) - 1]]
    assert len(set(first)) == len(first)


@pytest.mark.parametrize(("lang", "typed"), [("en", "take"), ("es", "tomar")])
def test_typing_narrows_and_a_take_names_its_card(crowded, lang: str, typed: str) -> None:
    _, _, legal, view = crowded
    takes = [a for a in legal if a.verb == "take"]
    choices = PRESENTER.play_choices(legal, typed, lang, NAMES, view)
    assert [v for _, v in choices] == [a.to_text() for a in takes]  # all of them, no hint
    row = {s["slot"]: s["card"] for s in view["row"]}
    me = PRESENTER.player(view, view["private"]["seat"])
    for (label, _), action in zip(choices, takes, strict=True):
        slot = action.slot
        card = card_name(row[slot], lang)
        assert label == i18n.t("tta.play.take", lang, card=card, slot=slot, n=take_cost(me, slot))


def test_a_move_needing_confirmation_is_one_entry_and_its_warning_asks_to_confirm() -> None:
    state, rnd = robot_state(2, 21, 0), random.Random(21)
    for _ in range(400):
        seat = GAME.seats_awaited(state)[0]
        legal = GAME.legal_actions(state, seat)
        if [a.to_text() for a in legal if a.verb == "end"] == ["end confirm"]:
            break
        state = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd), in_place=True).state
    else:
        pytest.fail("no turn whose end needs confirmation")
    choices = dict((v, label) for label, v in PRESENTER.play_choices(legal, "end", "en", NAMES, None))
    assert choices == {"end": PRESENTER.action_label(GAME.parse_action("end"), "en")}
    problem = refusal(GAME, state, seat, GAME.parse_action("end"))
    assert problem is not None and problem.key.startswith("tta.err.end_")
    [button] = PRESENTER.refusal_buttons(problem.key, dict(problem.params), "en", NAMES,
                                         GAME.parse_action(problem.params["form"]))
    assert button.action_text == "end confirm" and button.style == "danger"


def test_a_short_list_is_whole_and_every_game_words_its_moves() -> None:
    for game_id, players in (("tigris", 2), ("antike", 3), ("age_of_heroes", 3), ("civilization", 3)):
        game = registry.get(game_id)
        state = game.setup(players, game.parse_options({}), 3)
        seat = game.seats_awaited(state)[0]
        legal = game.legal_actions(state, seat)
        presenter = presenter_for(game_id)
        choices = presenter.play_choices(legal, "", "es", NAMES, None)
        assert choices and (all(value != NARROW for _, value in choices) or len(legal) > MAX_CHOICES)
        assert len(choices) <= MAX_CHOICES
        assert all(label and "{" not in label for label, _ in choices), choices
