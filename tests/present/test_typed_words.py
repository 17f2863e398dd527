"""Words players type, in either language (issue 18, present/typed.py): a Spanish player may type
the catalog's Spanish words where the engine's text form has English ones ("todos", "ninguno",
"barco", "mantener", "ciudad"), and autocomplete writes them for Spanish readers; the engine's
text form stays English. No typed word may be (or be part of) a name or id players type."""

from __future__ import annotations

import re

import pytest

import i18n
from engine import registry
from engine.core import Multiset, Path, Ref, Steps
from present.typed import english, fold, localized, spanish_words


def test_spanish_words_read_as_the_engines() -> None:
    assert english("civilization", "barco Athens>Crete carga 2; Mantener Thera leva") == \
        "ship athens>crete carry 2; keep thera levy"
    assert english("civilization", "nave athens>crete; conservar crete; ciudad thebes; 3 memphis") == \
        "ship athens>crete; keep crete; city thebes; 3 memphis"
    assert english("age_of_heroes", "Todos") == "all" and english("age_of_heroes", "azar") == "random"
    assert english("age_of_heroes", "automático") == english("age_of_heroes", "Automatico") == "auto"
    assert english("tigris", "ninguno") == "none" and english("tigris", "nada") == "nothing"
    # Only whole words: ids and names with digits or hyphens stay as they are.
    assert english("age_of_heroes", "a3 red-black todos3") == "a3 red-black todos3"
    # One game's keywords are not another's.
    assert english("tigris", "barco") == "barco"


def test_autocomplete_writes_the_readers_words() -> None:
    assert localized("civilization", "ship athens>crete carry 2", "es") == "barco athens>crete carga 2"
    assert localized("civilization", "keep crete levy; city thebes", "es") == \
        "mantener crete leva; ciudad thebes"
    assert localized("civilization", "ship athens>", "en") == "ship athens>"
    assert localized("age_of_heroes", "all", "es") == "todos"
    assert localized("tigris", "none", "es") == "ninguno"
    for game_id in registry.ids():
        for word, spanish in spanish_words(game_id).items():
            assert spanish, word  # every typed word has its Spanish
            assert english(game_id, localized(game_id, word, "es")) == word


def _ref_kinds(game_id: str) -> set[str]:
    kinds: set[str] = set()
    stack = [info.spec for cls in registry.get(game_id).actions for info in cls.fields_info()]
    while stack:
        spec = stack.pop()
        if isinstance(spec, Ref):
            kinds.add(spec.kind)
        elif isinstance(spec, (Multiset, Path)):
            stack.append(spec.item)
        elif isinstance(spec, Steps):
            stack += [info.spec for kind in spec.kinds for info in kind.fields_info()]
    return kinds


@pytest.mark.parametrize("game_id", registry.ids())
def test_no_typed_word_is_a_name_or_an_id(game_id: str) -> None:
    """A typed word read as the engine's must never eat a word of a name ("Ciudad ..." as an
    area) or an id the game resolves."""
    game = registry.get(game_id)
    words = {fold(w) for english_word, spanish in spanish_words(game_id).items() for w in spanish}
    kinds = _ref_kinds(game_id)
    for kind in kinds:
        for word in words:
            assert game.resolve(kind, word) is None, (kind, word)
    prefixes = tuple(f"{game_id}.{kind}." for kind in kinds)
    for key, texts in i18n.catalog().items():
        if key.startswith(prefixes):
            for lang in i18n.LANGUAGES:
                tokens = {fold(t) for t in re.findall(r"[^\W\d_]+", texts.get(lang, ""))}
                assert not tokens & words, (key, lang, tokens & words)


@pytest.mark.parametrize("verb", ["fleet", "move", "lose", "pick"])
def test_civilizations_spanish_examples_use_the_spanish_words_and_read(verb: str) -> None:
    """The Spanish help writes its orders with the Spanish words, and they read as orders."""
    example = i18n.t(f"civilization.help.example.{verb}", "es")
    orders = example.split(":", 1)[1]
    assert not {"ship", "keep", "city", "levy", "carry"} & set(orders.split()), example
    game = registry.get("civilization")
    assert game.parse_action(f"{verb} {english('civilization', orders)}").verb == verb


def test_civilizations_places_typed_by_their_spanish_names() -> None:
    """Areas, volcanoes and flood plains by the names a Spanish reader reads (the JOC rulebook's
    where it gives one: Cartago, Cnosos, Cartago Nova; the seas; Vesubio, Nilo)."""
    game = registry.get("civilization")
    catalog = i18n.catalog()
    named = 0
    for key, texts in catalog.items():
        kind = key.split(".")[1] if key.startswith("civilization.") else ""
        if kind not in ("area", "volcano", "plain"):
            continue
        ident = key.rsplit(".", 1)[1]
        # A name with spaces is one word with underscores (as in English), or as it reads where
        # it differs from the English one.
        es = texts["es"]
        forms = {es.replace(" ", "_"), es.replace(" ", "_").upper()}
        if es != texts["en"]:
            forms |= {es, es.upper()}
        for name in forms:
            word = english("civilization", name)
            resolved = game.resolve("area" if kind == "area" else "place", word)
            assert resolved == ident, (key, name, word, resolved)
        named += texts["es"] != texts["en"]
    assert named >= 10
    assert english("civilization", "3 cartago nova>Mar Egeo; ciudad Cnosos") == \
        "3 new_carthage>aegean_sea; city knossos"
