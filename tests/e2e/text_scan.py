"""Every word a player reads, scanned for what must never be there (issue 18).

`TextScan` reads every text the bot sent through the offline driver — messages and their edits,
embeds, buttons, select menus, autocomplete choices, interaction replies, DMs — and every text
drawn on an image (`watch_images`), each with the language of its reader, and reports:

- seat numbers ("Seat 2", "Jugador 3", "1 · Carol", a user holding two seats as "Alice (1)");
- internal words: snake_case identifiers (decision kinds like `war_order`, card ids like
  `mighty_hero`), catalog keys (`tigris.err.x`), a game's raw ids (`a3`, or English ids inside
  Spanish text) passed by the game's test;
- Python reprs (`{'`, `True`, `None`, `event_counts=`, `[]`);
- unfilled placeholders (`{name}`, `{ $n }`) and Fluent's `{???}` (a message that did not format);
- hand-made plurals ("card(s)", "acción/es"), "1 <plural>" ("1 cards", "1 cartas") and a count
  with a word that does not agree with it ("0 legions left" is fine, "a Army" is not);
- English words inside Spanish text ("Puedes: war.", "nothing", a colour list "red, blue"), from
  a list of words that are never Spanish;
- raw action text as an acknowledgement ("✅ attack 1 raze") or as a label;
- phrases a game forbids ("A decision was made").

Code spans (`…`) are left out: they show what a player types (`/game new options:key=value`).
Use it in any game's end-to-end test:

    scan = TextScan(driver, channel_lang="es", parses=GAME.parse_action, raw={"es": {"wood"}})
    ...play...
    assert scan.problems() == []
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import i18n

CODE = re.compile(r"`[^`]*`")
URL = re.compile(r"https?://\S+|attachment://\S+")
MENTION = re.compile(r"<(?:@[!&]?|#|t:)[^>]*>")
SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
CATALOG_KEY = re.compile(r"\b[a-z_]+(?:\.[a-z0-9_]+){2,}\b")
PLACEHOLDER = re.compile(r"\{\s*\$?[A-Za-z_]\w*\s*\}|\{\?\?\?\}")
SEAT = re.compile(r"\b(?:seat|asiento|player|jugador)\s*#?\d+", re.IGNORECASE)
NUMBERED_NAME = re.compile(r"(?m)^\W{0,3}\d+\s+·\s+[^\W\d_]")  # "1 · Carol", not "🎭 0 · 💡 2"
SEAT_SUFFIX = re.compile(r"\b[A-Z][^\W\d_]*\**\s\(\d{1,2}\)")  # "Alice (2)", not "events (5)"
REPR = re.compile(r"\{'|'\}|\bTrue\b|\bFalse\b|\bNone\b|\b[a-z_]+=\S|\[\]|\(\)|object at 0x")
HANDMADE_PLURAL = re.compile(r"\w\((?:s|es|n|as|os)\)|\w/(?:s|es|as|os|ies)\b|\b\w+y/\w+ies\b")
# "1 cards", also in bold ("**1** losetas") or with a symbol before the word ("1 🟥 tiles").
SYMBOL = r"[\u2600-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff]\ufe0f?"  # an emoji: ⚔️, 🟥, ⬛
ONE_PLURAL = re.compile(rf"(?<![\d.,/:#×])\b1(?:\*\*)? (?:\*\*)?(?:{SYMBOL} ?)?([A-Za-zÁÉÍÓÚáéíóúñÑ]+)")
# Singular words that end in "s" (not plurals after "1").
SINGULAR_S = {"bus", "is", "was", "has", "this", "its", "plus", "gas", "mes", "país", "vez", "más", "tras",
              "bonus", "status", "lunes", "martes", "miércoles", "jueves", "viernes", "ciudades", "as",
              "us", "yes", "es", "dios", "atlas", "campus", "versus", "menos", "jamás", "además", "después"}
# "a" before a name starting with a vowel ("cannot pay for a Army"), "an" before one starting
# with a consonant ("an Card"): English text only.
ARTICLE = re.compile(r"\b(?:a [AEIO][a-z]+|an (?!H)[B-DF-HJ-NP-TV-Z][a-z]+)\b")
# Words that are never Spanish: one of them in a Spanish reader's text is English left in it.
# (Not "a", "no", "he", "me", "son", "era", "final", "total", "plan", "red", "van", "once", "real",
# which are Spanish words too.)
_ENGLISH_LINES = (
    "the and of to is are was were with for from your you yours his her their this that these those",
    "it its on in at by be been being have had will would can cannot could must should shall may",
    "might each every any all nothing none only already after before when which who whom what where",
    "there here than then also but or not isn't don't can't won't it's you're",
    "turn turns move moves player players join leave start game games card cards tile tiles point points",
    "round rounds wins win won play plays played pass skip yes wait undo next done choose chooses pay pays",
    "take takes build builds buy sell trade offer offers accept decline attack attacks defend war army",
    "armies city cities ship ships waiting left right free nobody everyone someone anyone",
    "blue green black white yellow purple orange brown",
)
ENGLISH_ONLY = frozenset(word for line in _ENGLISH_LINES for word in line.split())
ENGLISH_WORD = re.compile(r"(?<![\w'’-])(" + "|".join(sorted(ENGLISH_ONLY, key=len, reverse=True))
                          + r")(?![\w'’-])", re.IGNORECASE)


@dataclass(frozen=True)
class Said:
    """One text a player reads: where it was (a message, a button...), its reader's language."""

    where: str
    text: str
    lang: str | None


@dataclass
class TextScan:
    driver: Any
    # The language of messages in the game's channel (the table's language).
    channel_lang: str = "en"
    # Reads a game's action text (raises on anything else): acknowledgements and labels must
    # never be one.
    parses: Callable[[str], Any] | None = None
    # Raw ids a reader of that language must never see ({"es": {"wood", ...}}, in any case),
    # and ids nobody may see (None: {"romans"}, as written).
    raw: dict[str | None, set[str]] = field(default_factory=dict)
    # Regexes of raw ids that no reader may see (an army id `a3`).
    raw_patterns: Sequence[str] = ()
    # Phrases nobody may read ("A decision was made").
    forbidden: Sequence[str] = ()
    # Words allowed after "1 " although they end in "s" (card names such as "Bricks").
    singular: Iterable[str] = ()
    # Words allowed in Spanish text although `ENGLISH_ONLY` has them (a name: "Pass" the card).
    spanish: Iterable[str] = ()
    images: list[str] = field(default_factory=list)
    # The labels of the buttons sent (`problems` collects them): quoted as they are, they are
    # no slip in another language's text.
    labels: set[str] = field(default_factory=set)

    # --- collecting ----------------------------------------------------------------------
    def said(self) -> list[Said]:
        out: list[Said] = []
        for n, call in enumerate(self.driver.calls):
            body = call.get("json")
            path = call.get("path", "")
            if not isinstance(body, dict) or "/commands" in path:
                continue
            lang = self._lang_of(call)
            where = f"{call['method']} {path} #{n}"
            if body.get("type") == 8:  # autocomplete choices
                for choice in (body.get("data") or {}).get("choices") or []:
                    out.append(Said(f"{where} autocomplete", str(choice.get("name", "")), lang))
                continue
            data = body.get("data") if isinstance(body.get("data"), dict) else body
            out += self._message(where, data, lang)
        out += [Said("image", text, None) for text in self.images]
        return out

    def _lang_of(self, call: dict[str, Any]) -> str | None:
        world = self.driver.world
        url = str(call.get("url", ""))
        for token, record in self.driver.api.interactions.items():
            if token in url:
                return i18n.language(record.user.locale)
        found = re.search(r"/channels/(\d+)/", call.get("url", "") or "")
        if found:
            channel = world.channels.get(int(found[1]))
            if channel is not None and channel.is_dm:
                user = world.any_user(channel.recipient_id)
                return i18n.language(user.locale) if user is not None else None
            return self.channel_lang
        return None

    @staticmethod
    def _message(where: str, data: dict[str, Any], lang: str | None) -> list[Said]:
        out = []
        if data.get("content"):
            out.append(Said(where, str(data["content"]), lang))
        for embed in data.get("embeds") or []:
            for key in ("title", "description"):
                if embed.get(key):
                    out.append(Said(f"{where} embed {key}", str(embed[key]), lang))
            for item in embed.get("fields") or []:
                text = f"{item.get('name', '')}\n{item.get('value', '')}"
                out.append(Said(f"{where} embed field", text, lang))
            if (embed.get("footer") or {}).get("text"):
                out.append(Said(f"{where} embed footer", embed["footer"]["text"], lang))
        stack = list(data.get("components") or [])
        while stack:
            component = stack.pop()
            stack += component.get("components") or []
            if component.get("label"):
                out.append(Said(f"{where} button", str(component["label"]), lang))
            if component.get("placeholder"):
                out.append(Said(f"{where} select", str(component["placeholder"]), lang))
            for option in component.get("options") or []:
                text = f"{option.get('label', '')} {option.get('description') or ''}"
                out.append(Said(f"{where} select option", text, lang))
        return out

    def watch_images(self, monkeypatch: Any) -> None:
        """Record every text drawn on an image from now on (Pillow's ImageDraw.text)."""
        from PIL import ImageDraw

        real = ImageDraw.ImageDraw.text
        images = self.images

        def text(draw: Any, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
            if not _sampling_palette():
                images.append(str(text))
            return real(draw, xy, text, *args, **kwargs)

        monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)

    # --- judging -------------------------------------------------------------------------
    def problems(self, said: Sequence[Said] | None = None, limit: int = 40) -> list[str]:
        """Every slip found, as "what: where: the text" (the first `limit`)."""
        found: list[str] = []
        seen: set[tuple[str, str]] = set()
        items = self.said() if said is None else list(said)
        # A text may name a button of the channel's board as the board shows it (a Spanish DM
        # naming the English table's "Move step by step" button): that is not English left in it.
        # (A label may start with whose button it is: "Alice: Move step by step".)
        self.labels = {text for i in items if i.where.endswith(" button")
                       for text in (i.text, i.text.split(": ", 1)[-1]) if len(text) > 3}
        for item in items:
            for what in self.check(item):
                if (what, item.text) in seen:
                    continue
                seen.add((what, item.text))
                found.append(f"{what}: {item.where}: {item.text[:300]!r}")
                if len(found) >= limit:
                    return found
        return found

    def check(self, item: Said) -> list[str]:
        text = MENTION.sub(" ", URL.sub(" ", item.text))
        plain = CODE.sub(" ", text)
        out = []
        if SEAT.search(plain) or NUMBERED_NAME.search(plain) or SEAT_SUFFIX.search(plain):
            out.append("seat number")
        for pattern, what in ((SNAKE, "internal word"), (CATALOG_KEY, "catalog key"),
                              (PLACEHOLDER, "unfilled placeholder"), (REPR, "python repr"),
                              (HANDMADE_PLURAL, "hand-made plural")):
            match = pattern.search(plain)
            if match:
                out.append(f"{what} {match[0]!r}")
        singular = {w.casefold() for w in self.singular} | SINGULAR_S
        for match in ONE_PLURAL.finditer(plain):
            word = match[1]
            if word.casefold().endswith("s") and word.casefold() not in singular:
                out.append(f"'1 {word}'")
        if item.lang == "en":
            article = ARTICLE.search(plain)
            if article:
                out.append(f"article {article[0]!r}")
        if item.lang == "es":
            allowed = {w.casefold() for w in self.spanish}
            named = _proper_names().sub(" ", plain)
            for label in self.labels:
                named = named.replace(label, " ")
            english = [m[1] for m in ENGLISH_WORD.finditer(named) if m[1].casefold() not in allowed]
            if english:
                out.append(f"English in Spanish {english[:5]!r}")
        for pattern in self.raw_patterns:
            match = re.search(pattern, plain)
            if match:
                out.append(f"raw id {match[0]!r}")
        for lang in dict.fromkeys((None, item.lang)):
            # Ids for every reader match as written (an English "Romans" is a name, "romans" an
            # id); ids for one language's readers match in any case ("Wood" in Spanish text).
            flags = 0 if lang is None else re.IGNORECASE
            words = tuple(sorted(self.raw.get(lang, set())))
            if not words or not _any_word(words, flags).search(plain):
                continue  # the usual case, in one search instead of one per id
            for word in words:
                if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", plain, flags):
                    out.append(f"raw id {word!r} ({item.lang})")
        for phrase in self.forbidden:
            if phrase in plain:
                out.append(f"forbidden {phrase!r}")
        if self.parses is not None:
            for line in plain.splitlines():
                line = line.strip()
                candidates = [line.removeprefix("✅").strip()] if line.startswith("✅") else []
                if item.where.endswith(("button", "autocomplete", "select option")):
                    candidates.append(line)
                for candidate in candidates:
                    if candidate and _parses(self.parses, candidate):
                        out.append(f"raw action text {candidate!r}")
        return out


def _sampling_palette() -> bool:
    """Whether the text is drawn on a sample board a renderer chooses its palette from (made-up
    players and seats that nobody sees), not on a board that is sent."""
    frame = sys._getframe(2)
    while frame is not None:
        if frame.f_code.co_name == "board_palette":
            return True
        frame = frame.f_back
    return False


@cache
def _proper_names() -> re.Pattern[str]:
    """Names that are the same in every language: the games' (*Through the Ages* in Spanish)."""
    names = {i18n.t(key, "es") for key in i18n.catalog() if re.fullmatch(r"[a-z_]+\.name", key)}
    return re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))


def _parses(parse: Callable[[str], Any], text: str) -> bool:
    """Whether `text` is an action's own text form (as the log and the console write it)."""
    try:
        action = parse(text)
    except Exception:
        return False
    return getattr(action, "to_text", lambda: text)() == text


@cache
def _any_word(words: tuple[str, ...], flags: int) -> re.Pattern[str]:
    """One pattern finding any of `words` standing alone: a text matching none of them (nearly
    every text) is cleared in one search rather than one per word."""
    return re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, words)) + r")(?![\w-])", flags)


__all__ = ["Said", "TextScan"]
