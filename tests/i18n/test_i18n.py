"""The message catalog is complete and consistent with the code that uses it.

- every area's Fluent source (`.ftl` files, or until the conversion the TOML files as Fluent)
  parses with fluent.syntax with no junk; every message is in English and Spanish with the same
  variables; references name existing messages; plain texts read exactly as written; nothing
  formats with an error or as `{???}` (long values are cut);
- every literal catalog key in the code exists (found by parsing the source: any string
  constant shaped like `area.some.key` whose first part is a catalog area);
- every f-string key (`f"{game}.name"`, `f"tigris.color.{c}"`...) matches at least one entry,
  and the platform's own ones are expanded for real values (games, statuses, decision kinds
  and event keys met in short autoplay games, Tigris colours).
"""

from __future__ import annotations

import ast
import random
import re
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

import i18n
from engine import registry
from engine.core import Game, apply
from storage.records import GAME_STATUSES
from tests.fixtures.highcard import GAME as HIGHCARD

ROOT = Path(__file__).resolve().parents[2]
SOURCE_DIRS = ("bot.py", "cogs", "service", "engine", "render", "storage", "web", "tests/fixtures")
KEY_SHAPE = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")
LEGACY = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
PLAYOUT_ACTIONS = 400  # enough to meet the decisions of a few turns of every game


@pytest.fixture(autouse=True)
def highcard_registered() -> None:
    registry.register(HIGHCARD)
    i18n.add_catalog_file(ROOT / "tests" / "fixtures" / "highcard")


def _sources() -> list[Path]:
    out: list[Path] = []
    for name in SOURCE_DIRS:
        path = ROOT / name
        out.extend([path] if path.is_file() else sorted(path.rglob("*.py")))
    return out


@cache
def _trees() -> tuple[tuple[Path, ast.AST], ...]:
    return tuple((path, ast.parse(path.read_text(encoding="utf-8"))) for path in _sources())


def _areas() -> set[str]:
    return {key.split(".")[0] for key in i18n.catalog()}


def _where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', '?')}"


def test_every_source_parses_as_fluent_with_no_junk() -> None:
    """Every area's `.ftl` source in each language (or, until the conversion, the Fluent source
    its TOML file reads as) parses with fluent.syntax, entry by entry, with nothing left over."""
    junk, messages = [], 0
    for source, resource in _resources():
        for entry in resource.body:
            if isinstance(entry, ftl.Junk):
                notes = "; ".join(a.message for a in entry.annotations)
                junk.append(f"{source.path.name} ({source.lang}): {notes}: {entry.content[:100]!r}")
            messages += isinstance(entry, ftl.Message)
    assert junk == [] and i18n.problems() == []
    assert messages > 6000  # both languages of every area were read


@cache
def _resources() -> tuple[tuple[i18n.Source, ftl.Resource], ...]:
    """Every source parsed here, on its own (not the catalog's parse), once for all the tests."""
    return tuple((source, FluentParser().parse(source.text)) for source in i18n.sources())


@cache
def _parsed() -> dict[str, dict[str, ftl.Message]]:
    out: dict[str, dict[str, ftl.Message]] = {}
    for source, resource in _resources():
        for entry in resource.body:
            if isinstance(entry, ftl.Message):
                out.setdefault(i18n.catalog_key(entry.id.name), {})[source.lang] = entry
    return out


def test_every_message_is_in_both_languages_with_the_same_variables() -> None:
    """Each message has a value in English and in Spanish, using the same variables (selectors
    included): a parameter one language shows is never missing from the other."""
    problems = []
    for key, messages in _parsed().items():
        if set(messages) != set(i18n.LANGUAGES) or any(m.value is None for m in messages.values()):
            problems.append(f"{key}: languages {sorted(messages)}")
            continue
        en, es = (i18n.variables(messages[lang]) for lang in ("en", "es"))
        if en != es:
            problems.append(f"{key}: en {sorted(en)} != es {sorted(es)}")
    assert problems == []


def test_references_name_messages_of_the_catalog() -> None:
    """A message may quote another (`{ antike-rule-end }`); the quoted one exists in the same
    language. (A `{name}` written in the older placeholder form reads as such a reference.)"""

    class References(Visitor):
        def __init__(self) -> None:
            super().__init__()
            self.ids: set[str] = set()

        def visit_MessageReference(self, node: ftl.MessageReference) -> None:
            self.ids.add(node.id.name)

        def visit_TermReference(self, node: ftl.TermReference) -> None:
            self.ids.add("-" + node.id.name)

    parsed = _parsed()
    missing = []
    for key, messages in parsed.items():
        for lang, message in messages.items():
            visitor = References()
            visitor.visit(message)
            missing += [f"{key} ({lang}): {{ {ref} }}" for ref in sorted(visitor.ids)
                        if lang not in parsed.get(i18n.catalog_key(ref), {})]
    assert missing == []


def test_keys_and_message_ids_map_one_to_one() -> None:
    """A key's message id (`fluent_id`) is a Fluent identifier and reads back as the key."""
    keys = list(i18n.catalog())
    assert "tigris.monument.red-black" in keys  # a key with a hyphen of its own
    bad = [key for key in keys if not re.fullmatch(r"[a-zA-Z][a-zA-Z0-9_-]*", i18n.fluent_id(key))
           or i18n.catalog_key(i18n.fluent_id(key)) != key]
    assert bad == []
    assert len({i18n.fluent_id(key) for key in keys}) == len(keys)


def test_no_text_uses_the_older_placeholders() -> None:
    """One form: `{ $name }`, never the older `{name}` of the catalog's TOML days (in an `.ftl`
    file it would be a reference to a message `name`)."""
    old = [f"{source.path.name} ({source.lang}): {match}" for source in i18n.sources()
           for line in source.text.splitlines() if not line.startswith("#")
           for match in LEGACY.findall(line)]
    assert old == []


def test_plain_texts_read_exactly_as_written() -> None:
    """A text with no placeable formats to itself: leading blanks, lines starting with `*` or `[`,
    blank lines survive (the text its `.ftl` pattern holds)."""
    wrong = []
    for key, messages in _parsed().items():
        for lang, message in messages.items():
            elements = message.value.elements if message.value is not None else []
            if elements and all(isinstance(e, ftl.TextElement) for e in elements):
                text = "".join(e.value for e in elements)
                if i18n.t(key, lang) != text:
                    wrong.append(f"{key} ({lang}): {i18n.t(key, lang)!r} != {text!r}")
    assert wrong == []


def _literal_keys() -> dict[str, list[str]]:
    """String constants shaped like catalog keys of a known area, outside f-strings."""
    areas = _areas()
    found: dict[str, list[str]] = {}
    for path, tree in _trees():
        in_fstring = {id(v) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr)
                      for v in node.values}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Constant) and isinstance(node.value, str)) or id(node) in in_fstring:
                continue
            if KEY_SHAPE.match(node.value) and node.value.split(".")[0] in areas:
                found.setdefault(node.value, []).append(_where(path, node))
    return found


def test_literal_keys_in_code_exist() -> None:
    catalog = i18n.catalog()
    found = _literal_keys()
    assert "service.err.not_a_player" in found and "flow.stale" in found  # the scan works
    # A literal that is only a prefix joined to a suffix later (`prefix + "." + x`) is fine.
    prefixes = {key[:at] for key in catalog for at, char in enumerate(key) if char == "."}
    missing = {key: where for key, where in found.items() if key not in catalog and key not in prefixes}
    assert missing == {}


def _fstring_patterns() -> dict[str, list[str]]:
    """f-strings that build catalog keys, as regexes (each `{...}` is one key segment or more)."""
    areas = _areas()
    found: dict[str, list[str]] = {}
    for path, tree in _trees():
        for node in ast.walk(tree):
            if not isinstance(node, ast.JoinedStr):
                continue
            parts = []
            for value in node.values:
                if isinstance(value, ast.Constant):
                    parts.append(re.escape(str(value.value)))
                else:
                    parts.append(r"[A-Za-z0-9_.\-]+")
            pattern = "".join(parts)
            first = node.values[0] if node.values else None
            literal_start = str(first.value) if isinstance(first, ast.Constant) else ""
            starts_in_area = literal_start.split(".")[0] in areas and "." in literal_start
            game_key = not isinstance(first, ast.Constant) and len(node.values) > 1 and isinstance(
                node.values[1], ast.Constant) and re.match(r"^\.[a-z_]+(\.|$)", str(node.values[1].value))
            if (starts_in_area or game_key) and " " not in pattern:
                found.setdefault(pattern, []).append(_where(path, node))
    return found


def test_fstring_keys_match_some_entry() -> None:
    keys = list(i18n.catalog())
    patterns = _fstring_patterns()
    assert r"[A-Za-z0-9_.\-]+\.name" in patterns  # f"{game}.name"
    unmatched = {p: where for p, where in patterns.items()
                 if not any(re.fullmatch(p, key) for key in keys)}
    assert unmatched == {}


def test_every_registered_game_has_a_name_and_its_decisions_and_events_exist() -> None:
    """`<game>.name`; `<game>.decision.<kind>` and every event / refusal key met in short games."""
    catalog = i18n.catalog()
    missing: set[str] = set()
    for game_id in registry.ids():
        game: Game = registry.get(game_id)
        if f"{game_id}.name" not in catalog:
            missing.add(f"{game_id}.name")
        for players in sorted({game.min_players, game.max_players}):
            rnd = random.Random(players)
            state = game.setup(players, game.parse_options({}), seed=players)
            for _ in range(PLAYOUT_ACTIONS):
                if game.is_over(state):
                    outcome = game.outcome(state)
                    if outcome is not None and outcome.reason and outcome.reason not in catalog:
                        missing.add(outcome.reason)
                    break
                decisions = game.awaiting(state)
                missing.update(f"{game_id}.decision.{d.kind}" for d in decisions
                               if f"{game_id}.decision.{d.kind}" not in catalog)
                seat = rnd.choice(sorted({d.seat for d in decisions}))
                applied = apply(game, state, seat, game.autoplay(state, seat, rnd))
                missing.update(e.key for e in applied.events if e.key not in catalog)
                key, _ = game.describe_action(game.parse_action(applied.action_text))
                if key not in catalog:
                    missing.add(key)
                state = applied.state
    assert sorted(missing) == []


def test_platform_dynamic_keys_exist() -> None:
    from engine.tigris.state import COLORS

    catalog = i18n.catalog()
    wanted = [f"lobby.button.{what}" for what in ("join", "leave", "start")]
    wanted += [f"lobby.status.{status}" for status in GAME_STATUSES]
    wanted += [f"lobby.order.{order}" for order in ("random", "chosen")]
    wanted += [f"tigris.color.{colour}" for colour in COLORS]
    assert [key for key in wanted if key not in catalog] == []


def test_t_fills_placeholders_and_never_crashes() -> None:
    spanish = i18n.catalog()["service.err.full"]["es"]
    assert i18n.t("service.err.full", "es-ES", max=4) == spanish.replace("{ $max }", "4")
    assert i18n.t("no.such.key", "en") == "no.such.key"
    assert "{max}" in i18n.t("service.err.full", "en")  # a missing parameter shows, never raises
    assert i18n.language("es-419") == "es" and i18n.language(None) == "en"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_message_renders_with_counts_0_1_2_5_without_errors(lang: str) -> None:
    """Fluent patterns parse, and every message renders in full with numbers in each of its
    variables (plural selectors need a form for each; nothing is left unfilled)."""
    problems = []
    with i18n.watch_problems() as found:
        for key, texts in i18n.catalog().items():
            names = i18n.placeholders(texts[lang])
            for n in (0, 1, 2, 5):
                text = i18n.t(key, lang, **{name: n for name in names}) if names else i18n.t(key, lang)
                if "{$" in text or "{ $" in text or "{???}" in text:
                    problems.append(f"{key} ({n}): {text[:80]}")
                    break
    assert problems == [] and found == []


def test_plural_forms_follow_each_language() -> None:
    i18n.add_catalog_file(ROOT / "tests" / "fixtures" / "plurals")
    assert i18n.t("fixture.tiles", "en", n=1) == "1 tile"
    assert i18n.t("fixture.tiles", "en", n=0) == "0 tiles"
    assert i18n.t("fixture.tiles", "es-ES", n=1) == "1 loseta"
    assert i18n.t("fixture.tiles", "es-ES", n=5) == "5 losetas"
    assert i18n.format_list(["Ana", "Bea", "Carlos"], "es-ES") == "Ana, Bea y Carlos"
    assert i18n.format_list(["Ana", "Bea", "Carlos"], "en-US") == "Ana, Bea, and Carlos"
    # Game numbers and versions are not grouped ("Game #1,234").
    assert "1234" in i18n.t("fixture.tiles", "en", n=1234)


def test_a_long_value_is_cut_never_shown_as_unknown() -> None:
    """Fluent refuses a value of 2,500 characters or more (the whole text became `{???}`): an
    echoed word or a long list is cut, with "…", and formats without an error."""
    with i18n.watch_problems() as found:
        for n in (2_400, 2_500, 10_000):
            text = i18n.t("core.err.syntax", "es", text="x" * n, usage="")
            assert "{???}" not in text and "x" * 100 in text and "…" in text
            assert len(text) < i18n.MAX_VALUE + 200
        nested = i18n.Msg("core.err.syntax", {"text": "y" * 9_000})
        assert "{???}" not in i18n.t("flow.awaiting", "en", who=nested)
    assert found == []


def test_formatting_errors_are_seen(monkeypatch: pytest.MonkeyPatch) -> None:
    """What Fluent cannot format is reported with Fluent's errors (and logged), not only seen
    as text: here a value past Fluent's limit, were it not cut."""
    monkeypatch.setattr(i18n, "MAX_VALUE", 10_000)
    with i18n.watch_problems() as found:
        assert i18n.t("service.err.full", "en", max=4) != "{???}"
        assert i18n.t("core.err.syntax", "en", text="x" * 3_000, usage="") == "{???}"
    assert [p.key for p in found] == ["core.err.syntax"] and "Too many characters" in found[0].errors[0]


def test_no_entry_writes_a_plural_by_hand() -> None:
    """"card(s)", "acción(es)", "token(s)": Fluent chooses the form (issue 18), in every entry,
    not only those a game's scan happened to show."""
    from tests.e2e.text_scan import HANDMADE_PLURAL

    found = [f"{key} ({lang})" for key, texts in i18n.catalog().items() for lang in i18n.LANGUAGES
             if HANDMADE_PLURAL.search(texts.get(lang, ""))]
    assert found == []
