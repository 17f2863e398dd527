"""Every decision's default is a typed action of its game that its seat may play (issue 32.1):
what "skip", a deadline and a robot play, checked on every state of robot games of all five
games (`playout.check_defaults`: an `Action` of the game's grammar, surviving its text form,
accepted by the one validation path)."""

from __future__ import annotations

import pytest

from engine import registry
from engine.core import Action
from engine.core import playout as po

# (game, players, seed, actions): short robot games, every state checked.
CASES = [
    ("tigris", 2, 3, 400),
    ("antike", 3, 5, 400),
    ("age_of_heroes", 3, 7, 400),
    ("tta", 2, 11, 400),
    ("civilization", 3, 13, 400),
]


@pytest.mark.parametrize(("game_id", "players", "seed", "actions"), CASES)
def test_every_default_is_a_legal_typed_action(game_id: str, players: int, seed: int, actions: int) -> None:
    game = registry.get(game_id)
    seen: dict[str, int] = {}

    def check(state: object) -> None:
        po.check_defaults(game, state)
        for d in game.awaiting(state):
            if d.default is not None:
                assert isinstance(d.default, Action)
                seen[d.kind] = seen.get(d.kind, 0) + 1

    po.play(game, players, game.parse_options({}), seed, max_actions=actions, check_every=1, check=check)
    assert seen, f"no decision of {game_id} had a default"


def test_a_default_given_as_text_is_refused_by_the_contract_check() -> None:
    game = registry.get("tigris")
    state = game.setup(2, game.parse_options({}), 1)
    [decision] = game.awaiting(state)
    assert decision.default is not None and decision.default.to_text() == "pass"
    texted = decision.model_construct(**{**decision.model_dump(), "default": "pass"})
    broken = type("Broken", (type(game),), {"awaiting": lambda self, s: [texted]})()
    with pytest.raises(po.InvariantBroken, match="not one of the game's actions"):
        po.check_defaults(broken, state)
