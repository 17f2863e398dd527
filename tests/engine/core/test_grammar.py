"""The generated text form: every declared action round-trips, bad text is refused clearly."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core import Grammar, InvalidActionText, usage
from tests.engine.core import sample_actions as sa

GRAMMAR = Grammar(sa.ALL, sa.resolve)


def _multiset(items: tuple[str, ...], lo: int = 0, hi: int = 5) -> st.SearchStrategy[tuple[str, ...]]:
    return st.lists(st.sampled_from(items), min_size=lo, max_size=hi).map(tuple)


def _path(items: tuple[str, ...], hi: int = 5) -> st.SearchStrategy[tuple[str, ...]]:
    return st.lists(st.sampled_from(items), min_size=2, max_size=hi).map(tuple)


COLORS = ("black", "red", "blue", "green")
ACTIONS: st.SearchStrategy[Any] = st.one_of(
    st.builds(sa.PlaceTile, color=st.sampled_from(COLORS), square=st.sampled_from(sa.SQUARES)),
    st.builds(sa.Swap, colors=_multiset(COLORS, 1, 6)),
    st.just(sa.Monument()),
    st.builds(sa.Monument, monument=st.sampled_from(sa.DOMAINS["monument"]),
              square=st.sampled_from(sa.SQUARES)),
    st.builds(sa.Rondel, space=st.sampled_from(sa.DOMAINS["space"]), paid=st.integers(0, 6),
              pay=_multiset(sa.PAYABLE)),
    st.builds(sa.Offer, give=_multiset(sa.CARDS), get=_multiset(sa.CARDS),
              to=st.none() | st.integers(0, 7), private=st.booleans()),
    st.builds(sa.AskRoad, to=st.integers(0, 7)),
    st.builds(sa.Battle, fight=st.booleans(), pairs=st.none() | st.integers(1, 9)),
    st.builds(sa.Hero, on=st.none() | st.integers(0, 500)),
    st.builds(sa.Move, orders=st.lists(st.one_of(
        st.builds(sa.MoveTokens, count=st.integers(1, 55), path=_path(sa.AREAS)),
        st.builds(sa.MoveShip, path=_path(sa.AREAS), carry=st.integers(0, 5))),
        min_size=1, max_size=4).map(tuple)),
)


@given(ACTIONS)
def test_every_action_round_trips_through_its_text(action: Any) -> None:
    text = action.to_text()
    assert GRAMMAR.parse(text) == action
    assert GRAMMAR.parse(text.upper()) == action  # verbs, keywords and choices ignore case
    assert GRAMMAR.parse(GRAMMAR.parse(text).to_text()).to_text() == text


@pytest.mark.parametrize(("action", "text"), [
    (sa.PlaceTile(color="red", square="F3"), "tile red F3"),
    (sa.Swap(colors=("red", "black", "red")), "swap black red red"),
    (sa.Monument(), "monument none"),
    (sa.Monument(monument="red-blue", square="A1"), "monument red-blue A1"),
    (sa.Rondel(space="temple"), "rondel temple"),
    # Built directly in any order, the payment is stored canonically and survives its text.
    (sa.Rondel(space="temple", paid=1, pay=("gold", "marble")), "rondel temple 1 pay marble gold"),
    (sa.Rondel(space="temple", pay=("coin",)), "rondel temple pay coin"),
    (sa.Offer(give=("wood", "stone", "wood"), get=()), "offer 2 wood 1 stone for nothing"),
    (sa.Offer(give=(), get=("gold",), to=2, private=True), "offer nothing for 1 gold to 2 private"),
    (sa.AskRoad(to=2), "ask road 2"),
    (sa.Battle(fight=False), "battle no"),
    (sa.Battle(fight=True, pairs=2), "battle yes 2"),
    (sa.Hero(on=12), "hero on a12"),
    (sa.Move(orders=(sa.MoveTokens(count=3, path=("thrace", "macedonia")),
                     sa.MoveShip(path=("athens", "crete"), carry=5))),
     "move 3 thrace>macedonia; ship athens>crete carry 5"),
])
def test_canonical_texts(action: Any, text: str) -> None:
    assert action.to_text() == text
    assert GRAMMAR.parse(text) == action


def test_aliases_and_other_spellings_read_to_the_canonical_action() -> None:
    assert GRAMMAR.parse("TILE rojo f3") == sa.PlaceTile(color="red", square="F3")
    assert GRAMMAR.parse("swap red black red") == sa.Swap(colors=("black", "red", "red"))
    assert GRAMMAR.parse("offer wood wood stone for gold") == sa.Offer(give=("stone", "wood", "wood"),
                                                                       get=("gold",))
    assert GRAMMAR.parse('tile red "f3"') == sa.PlaceTile(color="red", square="F3")


@pytest.mark.parametrize(("text", "key"), [
    ("", "core.err.empty_action"),
    ("dance", "core.err.unknown_verb"),
    ("tile purple F3", "core.err.unknown_choice"),
    ("tile red Z9", "core.err.unknown_ref"),
    ("tile red", "core.err.syntax"),
    ("tile red F3 F4", "core.err.syntax"),
    ("swap", "core.err.syntax"),
    ("swap red red red red red red red", "core.err.syntax"),
    ("rondel temple 9", "core.err.syntax"),
    ("rondel temple pay", "core.err.syntax"),
    ("rondel temple pay pay coin", "core.err.unknown_choice"),
    ("battle maybe", "core.err.syntax"),
    ("hero on b3", "core.err.unknown_ref"),
    ("hero on a99999999999999999999999", "core.err.syntax"),
    ("move 3 thrace", "core.err.syntax"),
    ("move 3 thrace>atlantis", "core.err.unknown_ref"),
    ("move", "core.err.syntax"),
    ("offer 1 wood", "core.err.syntax"),
    ("offer 1 wood for nothing to -1", "core.err.syntax"),
    ('tile red "F3', "core.err.syntax"),
])
def test_bad_text_is_refused_with_a_catalog_key(text: str, key: str) -> None:
    with pytest.raises(InvalidActionText) as caught:
        GRAMMAR.parse(text)
    assert caught.value.key == key


def test_syntax_errors_carry_the_usage_of_the_verb() -> None:
    with pytest.raises(InvalidActionText) as caught:
        GRAMMAR.parse("tile red")
    assert caught.value.params["usage"] == "tile <black|red|blue|green> <square>"
    assert usage(sa.Offer) == "offer <give...> for <get...> [to <to>] [private]"


def test_declarations_are_checked() -> None:
    with pytest.raises(TypeError):
        Grammar([sa.PlaceTile, sa.PlaceTile])
    with pytest.raises(ValueError):
        sa.Swap(colors=())
    with pytest.raises(ValueError):
        sa.Rondel(space="temple", paid=7)


def test_a_multiset_of_numbers_reads_its_words_as_items() -> None:
    from typing import Annotated, ClassVar

    from engine.core import Action, Count, Key, Multiset

    class Pick(Action):
        verb: ClassVar[str] = "pick"
        left: Annotated[tuple[int, ...], Multiset(Count(0, 3)), Key("left")] = ()

    grammar = Grammar((Pick,))
    for left in ((3, 1), (1, 1), (2,), (0, 1, 1, 3)):
        action = Pick(left=left)
        assert grammar.parse(action.to_text()) == action
    assert grammar.parse("pick left 3 1").left == (1, 3)


def _ref_kinds(spec: object) -> set[str]:
    from engine.core.fields import Multiset, Ref, Steps

    if isinstance(spec, Ref):
        return {spec.kind}
    if isinstance(spec, Multiset):
        return _ref_kinds(spec.item)
    if isinstance(spec, Steps):
        return {k for step in spec.kinds for info in step.fields_info() for k in _ref_kinds(info.spec)}
    return set()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_unknown_id_is_refused_saying_what_kind_of_thing_was_expected(lang: str) -> None:
    """"I don't know “Z9” here" told a newcomer nothing: every kind of id any game reads has its
    own words ("“Z9” is not a square of the board ...")."""
    import i18n
    from engine import registry

    kinds = {k for game_id in registry.ids() for cls in registry.get(game_id).grammar.actions
             for info in cls.fields_info() for k in _ref_kinds(info.spec)}
    assert {"square", "area", "card"} <= kinds
    vague = i18n.t("core.err.unknown_ref", lang, kind="?", word="Z9")
    said = {k: i18n.t("core.err.unknown_ref", lang, kind=k, word="Z9") for k in sorted(kinds)}
    assert [k for k, text in said.items() if text == vague] == []
