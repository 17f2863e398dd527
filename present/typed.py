"""Words players type, in either language (issue 18): the engine's text form keeps its English
words (`ship`, `keep`, `city`, `all`, `none`...), and a Spanish player may type the Spanish ones
the catalog lists (`barco`, `mantener`, `ciudad`, `todos`, `ninguno`...).

The catalog (its area `typed`) holds them: `typed.<word>` for every game,
`typed.<game>.<word>` for one game's keywords; `es` lists the accepted words, the first one
being what autocomplete writes for a Spanish reader.

    english("civilization", "barco Athens>Crete carga 2")  == "ship Athens>Crete carry 2"
    localized("civilization", "ship athens>", "es")         == "barco athens>"

Only whole words are read ("a3", "red-black" and names stay as they are); the grammar judges
the result like any typed move.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

import i18n

WORD = re.compile(r"(?<![\w\-])[^\W\d_]+(?![\w\-])")


def fold(word: str) -> str:
    """A word as typed words are compared: any case, accents or not ("Automático" = "automatico")."""
    decomposed = unicodedata.normalize("NFD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _words(text: str) -> list[str]:
    return [w.strip() for w in text.split(",") if w.strip()]


@cache
def _tables(game_id: str) -> tuple[dict[str, str], dict[str, dict[str, str]]]:
    """(any language's typed word → the engine's, {lang: engine's word → the reader's word})."""
    to_engine: dict[str, str] = {}
    to_reader: dict[str, dict[str, str]] = {lang: {} for lang in i18n.LANGUAGES}
    for key, texts in i18n.catalog().items():
        parts = key.split(".")
        if parts[0] != "typed" or not (len(parts) == 2 or (len(parts) == 3 and parts[1] == game_id)):
            continue
        engine_word = texts["en"]
        for lang in i18n.LANGUAGES:
            words = _words(texts.get(lang, "")) or [engine_word]
            to_reader[lang][engine_word] = words[0]
            for word in words:
                to_engine.setdefault(fold(word), engine_word)
    return to_engine, to_reader


# The words for none and for nothing in every language: a field that takes one reads the other
# as it ("nada" for no monument, "ninguno" for no card).
NONE_WORDS = frozenset({"none", "nothing"})


# The things a game names in the catalog (`<game>.<kind>.<id>`) that players type by name: any
# name the catalog gives them in any language — as printed, with spaces, any case, with or
# without accents ("Upper Egypt", "alto egipto", "Tebas", "Sal") — is read as the id. A name two
# things share ("Hispania": an area, and Iberia in Spanish) is left for the engine to read by
# the field's kind.
NAMED_KINDS = {
    "civilization": ("area", "volcano", "plain", "place", "card", "commodity", "nation", "advance"),
}
# What players write between the areas of a path ("Thebes > Memphis", "Tebas → Menfis").
PATH_SEP = re.compile(r"\s*(?:->|→|>)\s*")


@cache
def _names(game_id: str) -> tuple[re.Pattern[str] | None, dict[str, str]]:
    """A pattern of the names of the game's named kinds (spaces or underscores between words),
    and each folded name → its id."""
    found: dict[str, set[str]] = {}
    prefixes = tuple(f"{game_id}.{kind}." for kind in NAMED_KINDS.get(game_id, ()))
    for key, texts in i18n.catalog().items():
        if not prefixes or not key.startswith(prefixes):
            continue
        thing = key.rsplit(".", 1)[1]
        for lang in i18n.LANGUAGES:
            name = texts.get(lang, "")
            if name:
                found.setdefault(" ".join(fold(name).replace("_", " ").split()), set()).add(thing)
    ids = {name: next(iter(things)) for name, things in found.items() if len(things) == 1}
    if not ids:
        return None, ids
    words = sorted(ids, key=len, reverse=True)
    alternatives = "|".join(r"[\s_]+".join(re.escape(w) for w in name.split()) for name in words)
    return re.compile(rf"(?<![\w\-])(?:{alternatives})(?![\w\-])"), ids


def english(game_id: str, text: str) -> str:
    """`text` with every typed word the catalog knows (in any language) as the engine writes it,
    names typed in any language as the ids the engine reads, and paths joined by `>`."""
    to_engine, _ = _tables(game_id)
    text = WORD.sub(lambda m: to_engine.get(fold(m[0]), m[0]), text)
    pattern, ids = _names(game_id)
    if pattern is None:
        return text
    text = PATH_SEP.sub(">", text)
    folded = fold(text)
    if len(folded) != len(text):  # a letter whose folding is longer: read the text as it is
        return text
    out, end = [], 0
    for match in pattern.finditer(folded):
        out += [text[end:match.start()], ids[" ".join(match[0].replace("_", " ").split())]]
        end = match.end()
    return "".join([*out, text[end:]])


def localized(game_id: str, text: str, lang: str) -> str:
    """An action's words (`ship athens>`) with the engine's typed words in the reader's language
    (`barco athens>`), for the value autocomplete writes into the box."""
    _, to_reader = _tables(game_id)
    words = to_reader.get(lang, {})
    return WORD.sub(lambda m: words.get(m[0], m[0]), text)


def spanish_words(game_id: str) -> dict[str, list[str]]:
    """The engine's word → its accepted words in each other language (for tests and help)."""
    out: dict[str, list[str]] = {}
    for key, texts in i18n.catalog().items():
        parts = key.split(".")
        if parts[0] == "typed" and (len(parts) == 2 or (len(parts) == 3 and parts[1] == game_id)):
            others = [lang for lang in i18n.LANGUAGES if lang != "en"]
            out[texts["en"]] = [w for lang in others for w in _words(texts.get(lang, ""))]
    return out


__all__ = ["NONE_WORDS", "english", "fold", "localized", "spanish_words"]
