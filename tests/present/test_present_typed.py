"""Presenters work on typed actions (issue 32): legal moves, decisions' defaults, the action
just played, the action previewed and the action read from the log reach them as `Action` objects,
and nothing in `present/` takes an action's text apart or reads one. An action a view, an event or
a refusal names comes as data (`engine.core.grammar.action_data`); texts from storage (the log) and
a warning's `form` are read by the caller, at the boundary with storage (cogs/, service/, web/).
`present/typed.py` and `present/orders.py` read what players type (the console's form), which is
theirs to read."""

from __future__ import annotations

import ast
import inspect
import re
import typing
from collections.abc import Sequence
from pathlib import Path

import pytest

from engine import registry
from engine.core import Action, Decision
from present.base import Presenter, presenter_for

PRESENT = Path(__file__).resolve().parents[2] / "present"
# Modules reading what players type, word by word (the console form of an action).
TYPED_INPUT = {"typed.py", "orders.py"}
# Names that hold an action's text form, or a list of them, where a presenter used to take it apart.
ACTION_TEXT = re.compile(r"(^|_)(text|texts|legal|action|actions|default|form)$")
TAKING_APART = {"split", "rsplit", "partition", "rpartition", "startswith", "endswith", "removeprefix",
                "removesuffix", "replace"}


def _receiver(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Subscript):
        return _receiver(node.value)
    return ""


# Calls that read a text form with the grammar: a game's `parse_action`, the grammar's `parse`,
# `read_field` and `tokenize`, and the helpers presenters once had for it.
PARSING = {"parse_action", "parse", "_parse", "read_field", "tokenize", "parse_text", "text_label",
           "read_steps", "steps_text", "typed_action"}


def _called(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def text_surgery(source: str) -> list[str]:
    """Calls that take an action text apart (`text.split()`, `legal[0].startswith("take")`) or
    read one with the grammar (`parse_action`, `grammar.read_field`...), as "line: code"."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        method = _called(node)
        takes_apart = (isinstance(node.func, ast.Attribute) and method in TAKING_APART
                       and ACTION_TEXT.search(_receiver(node.func.value)))
        if method in PARSING or takes_apart:
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


@pytest.mark.parametrize("module", sorted(p.name for p in PRESENT.glob("*.py") if p.name not in TYPED_INPUT))
def test_present_takes_no_action_text_apart(module: str) -> None:
    assert text_surgery((PRESENT / module).read_text()) == []


def test_the_scan_catches_what_presenters_used_to_do() -> None:
    old = '''
def buttons(legal, text, decision):
    by_verb = [text.split(" ", 1)[0] for text in legal]
    food = int(text.split()[1])
    ok = legal[0].startswith("take ")
    same = text.replace(" confirm", "") in legal
    action = registry.get("tta").parse_action(text)
    default = decision.default.split()
'''
    assert len(text_surgery(old)) == 6
    # What presenters did until the log's, the views' and the refusals' texts came typed or as data.
    older = '''
def parse_text(game_id, action_text):
    return registry.get(game_id).parse_action(action_text)
def describe_logged(self, key, params, lang, names):
    action = self.parse(params["text"])
    label = self.text_label(params["text"], lang, names)
    plan = typed_action(text)
    lost = grammar.read_field(cls, cls.fields_info()[0], text)
    said = steps_text(v, "lose", lang, who)
'''
    assert len(text_surgery(older)) == 6


@pytest.mark.parametrize("game_id", registry.ids())
@pytest.mark.parametrize(("method", "parameter", "wanted"), [
    ("buttons", "legal", Sequence[Action]),
    ("button_label", "action", Action),
    ("done_text", "action", Action),
    ("describe_logged", "action", Action),
    ("public_action", "action", Action),
    ("preview", "action", Action),
])
def test_presenters_receive_typed_actions(game_id: str, method: str, parameter: str, wanted: object) -> None:
    presenter = presenter_for(game_id)
    function = getattr(type(presenter), method)
    hints = typing.get_type_hints(function)
    assert parameter in inspect.signature(function).parameters, (game_id, method)
    assert hints[parameter] == wanted, (game_id, method, hints[parameter])
    assert isinstance(presenter, Presenter)


def test_a_decision_default_is_typed() -> None:
    assert typing.get_type_hints(Decision)["default"] == Action | None


def test_a_redacted_action_is_worded_from_its_public_part_never_its_text() -> None:
    """`core.log.action_redacted` (a game without its own `describe_action`) once showed the
    public part's raw text ("swap (and 3 unshown)")."""
    from engine import registry
    from engine.core.game import Game
    from present.base import GenericPresenter

    tigris = registry.get("tigris")
    swap = tigris.parse_action("swap red blue red")
    key, params = Game.describe_action(tigris, swap)
    assert key == "core.log.action_redacted"
    presenter = GenericPresenter()
    presenter.game_id = "tigris"
    for lang in ("en", "es"):
        text = presenter.describe_logged(swap, key, params, lang, ["Ann", "Ben"])
        label = presenter.action_label(swap.public_part()[0], lang, ["Ann", "Ben"])
        assert label in text and "3" in text and "red" not in text
        assert lang == "en" or "swap" not in text  # the verb in the reader's words, not the grammar's
