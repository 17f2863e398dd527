"""Actions as data (`engine.core.grammar.action_data`): what a view, an event or a refusal carries
instead of an action's text form, read back typed by `Grammar.action_of` (docs/contract.md)."""

from __future__ import annotations

import json

import pytest

from engine import registry
from engine.civilization.actions import (
    BuildShip,
    Fleet,
    KeepShip,
    Lose,
    LoseCity,
    LoseTokens,
    Move,
    MoveShip,
    MoveTokens,
)
from engine.core.grammar import action_data, step_data
from engine.core.playout import play


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_action_a_robot_plays_comes_back_from_its_data(game_id: str) -> None:
    game = registry.get(game_id)
    out = play(game, 3 if game_id != "tigris" else 2, game.parse_options({}), 7, max_actions=600)
    texts = {text for _, text in out.log}
    assert texts
    for text in texts:
        action = game.parse_action(text)
        data = json.loads(json.dumps(action_data(action)))  # as JSON carries it
        assert game.grammar.action_of(data) == action, text


def test_steps_carry_their_kind_so_look_alike_steps_come_back_as_themselves() -> None:
    grammar = registry.get("civilization").grammar
    fleet = Fleet(steps=(KeepShip(area="crete", levy=True), BuildShip(area="athens", levy=1)))
    assert grammar.action_of(action_data(fleet)) == fleet
    move = Move(steps=(MoveTokens(count=2, path=("thebes", "memphis")), MoveShip(path=("a", "b"), carry=3)))
    assert action_data(move)["steps"][0] == {"count": 2, "path": ["thebes", "memphis"]}
    assert action_data(move)["steps"][1]["kind"] == "ship"
    assert grammar.action_of(action_data(move)) == move
    units = (LoseTokens(count=3, area="memphis"), LoseCity(area="thebes"))
    assert [step_data(u) for u in units] == [{"count": 3, "area": "memphis"},
                                             {"kind": "city", "area": "thebes"}]
    assert grammar.steps_of("lose", [step_data(u) for u in units]) == units
    assert grammar.action_of(action_data(Lose(units=units))) == Lose(units=units)


@pytest.mark.parametrize("data", [{"verb": "nope"}, {"verb": "tax", "rate": 9},
                                  {"verb": "lose", "units": [{"kind": "ship", "area": "x"}]}])
def test_data_that_is_no_action_is_refused(data: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        registry.get("civilization").grammar.action_of(data)
