"""How a game's views become messages: text, an optional image, buttons and command labels.

Each game registers a `Presenter`; games without one get `GenericPresenter`, which is enough
to play any registered game through its generated commands, `/game play` and buttons.
Presenters read views, decisions, events and typed actions only — never the engine state —
so nothing hidden can slip out; and they compute no rule. Legal moves and decisions' defaults
reach them as `Action` objects (issue 32): a presenter reads an action's fields, never splits
its text form, which is for the log, storage and the console only. An action named in a view,
an event or a refusal comes as data (`engine.core.grammar.action_data`, `Presenter.action_of`),
and one read from the log comes typed from the caller, which reads the log
(`tests/present/test_present_typed.py` keeps `present/` from reading any text form).

Labels come from the catalog, generated from the action declarations: an action reads
`<game>.action.<verb>` filled with its fields' labels, a field value reads
`<game>.<ref kind>.<id>` (or `<game>.choice.<value>`), a seat reads as its player's name.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import i18n
from engine import registry
from engine.core import (
    Action,
    Choice,
    Decision,
    Event,
    Flag,
    InvalidActionText,
    Multiset,
    Path,
    Ref,
    Seat,
    Steps,
    YesNo,
)
from engine.core.fields import FieldInfo

# Discord limits (research §2.9): 25 buttons in 5 rows, 80-char labels, 100-char custom ids;
# 25 autocomplete choices, each a name and a value of at most 100 characters.
MAX_BUTTONS = 20
MAX_LABEL = 80
MAX_CHOICES = 25
MAX_CHOICE = 100
# The value of `/game play`'s last choice when the list is cut ("type to narrow: 12 more"):
# chosen, it plays nothing and says again how to narrow the list (`cogs/lobby.py`).
NARROW = "…"
# Verbs that end a turn or answer with nothing: offered after the others in each round of
# `/game play`'s list; resigning after everything else.
CLOSING_VERBS = ("pass", "done", "end")
LAST_VERBS = ("resign",)


@dataclass(frozen=True)
class ButtonSpec:
    label: str
    # The action's text form, as its custom id carries it (`ButtonSpec.of` writes it).
    action_text: str
    style: str = "secondary"  # "primary" | "secondary" | "success" | "danger"
    # The seat the action is for; set when one user may hold several seats.
    seat: int | None = None
    # A short key standing for the action in the button's custom id (`engine.core.keys`).
    key: str | None = None
    # A verb whose whole order (a `Steps` field) the button builds step by step with menus,
    # instead of playing `action_text` (`cogs._builder`).
    build: str | None = None

    @classmethod
    def of(cls, label: str, action: Action, style: str = "secondary") -> ButtonSpec:
        """A button playing `action`, its label cut to Discord's limit."""
        return cls(cut(label), action.to_text(), style)


def cut(label: str) -> str:
    """A label within Discord's limit, an ellipsis marking the cut."""
    return label if len(label) <= MAX_LABEL else label[: MAX_LABEL - 1] + "…"


def cut_choice(label: str) -> str:
    """An autocomplete choice's name within Discord's limit."""
    return label if len(label) <= MAX_CHOICE else label[: MAX_CHOICE - 1] + "…"


@dataclass(frozen=True)
class PublicMessage:
    title: str
    description: str
    fields: list[tuple[str, str]]
    image: bytes | None = None
    image_name: str = "board.png"


@dataclass(frozen=True)
class CommandShape:
    """How a game's generated slash commands differ from its verbs and fields, where players
    already know other names: `/tigris swap tiles:` for the field `colors`, or one option
    `choice:` holding a whole monument choice."""

    # The command group (default: the game id): `/aoh` for age_of_heroes.
    group: str = ""
    # verb -> command name (default: the verb, spaces as "_").
    names: dict[str, str] = field(default_factory=dict)
    # (verb, field) -> option name (default: the field name).
    options: dict[tuple[str, str], str] = field(default_factory=dict)
    # verb -> the name of one option holding everything after the verb (autocompleted whole).
    whole: dict[str, str] = field(default_factory=dict)
    # verbs with no command of their own (answered by buttons only).
    hidden: frozenset[str] = frozenset()
    # verb -> subgroup name (`/tta build farm ...`): Discord allows 25 commands per group.
    subgroups: dict[str, str] = field(default_factory=dict)
    # (verb, field) -> the value a required field takes when the player leaves its option out
    # (`/antike move` moves one unit unless `count:` says otherwise).
    defaults: dict[tuple[str, str], Any] = field(default_factory=dict)
    # (verb, field) of optional fields that get no option of their own (worked out, see
    # `complete`: the steps paid on the rondel follow from the space).
    omit: frozenset[tuple[str, str]] = frozenset()
    # verbs whose left-out optional fields are completed from the legal actions when the move
    # as given is not legal: the legal move agreeing with everything the player gave that sets
    # the fewest other fields (`/antike arm province:athen` arms one legion there).
    complete: frozenset[str] = frozenset()
    # verb -> the name of an option saying which of the user's seats acts, for games where one
    # user holds several seats (two-player Antike: `/antike order order:never nation:Persia`);
    # left out, the user's awaited seat acts. The presenter labels and reads it (`seat_choices`,
    # `seat_named`).
    seat_option: dict[str, str] = field(default_factory=dict)


class Presenter:
    """Default presentation: readable text from any view, buttons from legal action texts."""

    game_id: str = ""
    commands: CommandShape = CommandShape()
    # Whether the channel shows the game's move count (the board's footer, "move 12"). Not where
    # a move may be secret (Age of Heroes' private offers): the count would tell how many there
    # were. `/game history` and the web page number only the moves the public log lists.
    shows_move_count: bool = True

    # --- public -----------------------------------------------------------------
    def public_message(self, view: dict[str, Any], names: list[str], decisions: list[Decision],
                       lang: str, events: Sequence[Event] = ()) -> PublicMessage:
        """The public state message. `events`: the public events of the change(s) it shows."""
        return PublicMessage(
            title=i18n.t(f"{view.get('game', self.game_id)}.name", lang),
            description=self.awaiting_line(names, decisions, lang),
            fields=[],
        )

    def log_lines(self, events: Sequence[Event], names: list[str], lang: str) -> list[str]:
        """Public log lines posted (silently) before the state message; none by default."""
        return []

    def awaiting_line(self, names: list[str], decisions: list[Decision], lang: str) -> str:
        if not decisions:
            return ""
        parts = []
        for d in decisions:
            what = i18n.t(f"{self.game_id}.decision.{d.kind}", lang, **d.params)
            parts.append(f"**{names[d.seat]}**: {what}")
        return i18n.t("flow.awaiting", lang, who="; ".join(parts))

    def seat_identity(self, view: dict[str, Any], seat: int, lang: str) -> str | None:
        """What the game calls a seat (a nation), in the reader's words: the platform names a
        user holding several seats by it, "Alice (Rome)" (None: the game has no such name)."""
        return None

    def decision_words(self, kind: str, params: dict[str, Any], lang: str) -> str:
        """What a decision asks, from its kind and params (the dashboard, reminders, "you're
        next" DMs); a game whose params hold ids names them."""
        return i18n.t(f"{self.game_id}.decision.{kind}", lang, **params)

    # --- labels -----------------------------------------------------------------
    def value_label(self, info: FieldInfo, value: Any, lang: str, names: Sequence[str] = ()) -> str:
        """A field value in the reader's words (a seat is its player's name)."""
        spec = info.spec
        if value is None:
            key = f"{self.game_id}.none.{info.name}"
            return i18n.t(key, lang) if i18n.has(key) else (spec.none or "—")
        if isinstance(spec, Seat):
            return names[value] if 0 <= value < len(names) else str(value + 1)
        if isinstance(spec, YesNo):
            return i18n.t("core.word.yes" if value else "core.word.no", lang)
        if isinstance(spec, Flag):
            return i18n.t("core.word.yes" if value else "core.word.no", lang)
        if isinstance(spec, (Multiset, Path)):
            item = FieldInfo(info.name, spec.item, None, True, None, Any)
            sep = " → " if isinstance(spec, Path) else ", "
            if not value:
                return i18n.t("core.word.nothing", lang)
            if isinstance(spec, Multiset):
                counts: dict[Any, int] = {}
                for v in value:
                    counts[v] = counts.get(v, 0) + 1
                return sep.join(self.value_label(item, v, lang, names) + (f" ×{n}" if n > 1 else "")
                                for v, n in counts.items())
            return sep.join(self.value_label(item, v, lang, names) for v in value)
        if isinstance(spec, Steps):
            return "; ".join(self.action_label(step, lang, names) for step in value)
        if isinstance(spec, Ref):
            key = f"{self.game_id}.{spec.kind}.{value}"
            return i18n.t(key, lang) if i18n.has(key) else f"{spec.prefix}{value}"
        if isinstance(spec, Choice):
            for key in (f"{self.game_id}.{info.name}.{value}", f"{self.game_id}.choice.{value}"):
                if i18n.has(key):
                    return i18n.t(key, lang)
        return str(value)

    def action_label(self, action: Action, lang: str, names: Sequence[str] = ()) -> str:
        """An action in the reader's words: `<game>.action.<verb>` filled with field labels,
        else the verb's command name followed by the field labels."""
        params = {info.name: self.value_label(info, getattr(action, info.name), lang, names)
                  for info in action.fields_info()}
        verb = action.verb.replace(" ", "_")
        key = f"{self.game_id}.action.{verb}"
        if i18n.has(key):
            return i18n.t(key, lang, **params)
        head = i18n.t(f"cmd.{self.game_id}.{verb}", lang) if i18n.has(f"cmd.{self.game_id}.{verb}") else verb
        return " ".join([head, *(v for v in params.values() if v)])

    def draft_label(self, draft: Any, lang: str, names: Sequence[str] = ()) -> str:
        """A step of a whole order being built (`engine.core.choices.Draft`: some fields chosen,
        a path perhaps unfinished) in words, for the order builder's choices; by default its
        chosen fields' labels. A game words its steps its own way."""
        infos = {i.name: i for i in draft.kind.fields_info()}
        return " ".join(self.value_label(infos[name], value, lang, names) for name, value in draft.chosen)

    def draft_progress(self, verb: str, steps: Sequence[Any], params: dict[str, Any],
                       lang: str) -> str | None:
        """Where a whole order being built stands against what its decision asks (`params`): the
        points chosen of a loss and how many are left. None: nothing to say (the default)."""
        return None

    def make(self, verb: str, **fields: Any) -> Action:
        """The game's action of `verb` with these fields: a button the presenter offers beside
        the legal list (a whole order's answer, "none") is built typed, never spelled."""
        cls = registry.get(self.game_id).grammar.action_class(verb)
        if cls is None:
            raise KeyError(f"{self.game_id} has no verb {verb!r}")
        return cls(**fields)

    def action_of(self, data: Any) -> Action | None:
        """The typed action a view carries as data (`engine.core.grammar.action_data`: a sealed
        answer, a plan offered as a button), never as text; None when it holds none."""
        if not isinstance(data, Mapping):
            return None
        try:
            return registry.get(self.game_id).grammar.action_of(data)
        except ValueError:  # pydantic's ValidationError too
            return None

    def option_label(self, info: FieldInfo, value: Any, lang: str, names: Sequence[str] = (), *,
                     verb: str = "", view: dict[str, Any] | None = None) -> str:
        """An autocomplete choice for `verb`'s field. `view` is the seat's own view when
        `option_labels_read_view` is set (a game shows there what each choice costs the seat)."""
        return self.value_label(info, value, lang, names)

    # Whether `option_label` reads the seat's view (computed once per autocomplete request).
    option_labels_read_view: bool = False

    def done_text(self, action: Action, lang: str, names: Sequence[str] = (),
                  events: Sequence[Event] = ()) -> str | None:
        """The ephemeral "done" reply to the player who acted (None: the game's public
        description of the action). Only that player reads it. `events`: the change's events
        that player may see (public ones and those addressed to its seat)."""
        return None

    # --- logged actions in words ------------------------------------------------
    # One action of the log (`/game log`, catch-up, the status message, robots' and deadlines'
    # moves, the actor's ✅ when `done_text` says nothing) is worded by the first of these that
    # answers, in this order (`GameFlow.action_words`): `describe` from its public events,
    # `public_action` from the action, then `describe_logged` of the game's `describe_action`.

    def describe(self, events: Sequence[Event], names: Sequence[str], lang: str) -> list[str] | None:
        """The public events of one action in words, one line each; an empty list when nothing
        of it is public (the action is then left out: its existence alone may be a secret).
        None: this presenter does not word events."""
        return None

    def public_action(self, action: Action, names: Sequence[str], lang: str) -> str | None:
        """An action in the reader's words, hiding what it must hide; None: the game's
        `describe_action` line (`describe_logged`)."""
        return None

    def describe_logged(self, action: Action, key: str, params: dict[str, Any], lang: str,
                        names: Sequence[str] = (), events: Sequence[Event] = ()) -> str:
        """The game's public description (`key`, `params`: `Game.describe_action`, never the
        hidden part) of `action` in words; `events`, when at hand, are the action's public
        events. A game may word it better (names, card names). The caller reads the action from
        the log (its text form) at the storage boundary: presentation never reads that text."""
        if key in ("core.log.action", "core.log.action_redacted"):
            # Its own label, never its text; a redacted one labels only its public part (the
            # secret fields emptied) and says how many items are not shown.
            part = action.public_part()
            label = self.action_label(part[0] if part is not None else action, lang, names)
            return label if key == "core.log.action" else i18n.t(key, lang, **{**params, "text": label})
        return i18n.t(key, lang, **params)

    # --- refusals ---------------------------------------------------------------
    def refusal_params(self, key: str, params: dict[str, Any], names: Sequence[str],
                       lang: str) -> dict[str, Any]:
        """A refusal's parameters in the reader's words (ids as names, seats as players)."""
        return params

    def refusal_text(self, key: str, params: dict[str, Any], lang: str, names: Sequence[str] = ()) -> str:
        """A refused action in the reader's words; by default the catalog's text of the refusal
        with `refusal_params`."""
        return i18n.t(key, lang, **self.refusal_params(key, params, names, lang))

    def refusal_buttons(self, key: str, params: dict[str, Any], lang: str, names: Sequence[str] = (),
                        anyway: Action | None = None) -> list[ButtonSpec]:
        """Buttons under a refusal: e.g. "do it anyway" after a warning. None by default.
        `anyway`: the action a warning's `form` param names (the same action, confirmed), read
        typed by the caller (docs/contract.md)."""
        return []

    # --- the seat a command acts for (`CommandShape.seat_option`) ---------------------------
    def seat_choices(self, view: dict[str, Any], names: Sequence[str], seats: Sequence[int],
                     lang: str) -> list[tuple[str, str]]:
        """(label, value) of each of the user's seats for a command's seat option."""
        return [(names[s] if s < len(names) else "?", str(s)) for s in seats]

    def seat_named(self, view: dict[str, Any], names: Sequence[str], seats: Sequence[int], word: str) -> int:
        """Which of the user's `seats` the option's word names (a `seat_choices` value or a
        typed word); raises `InvalidActionText` with a catalog key when none."""
        text = word.strip()
        if text.isdigit() and int(text) in seats:
            return int(text)
        found = [s for s in seats if s < len(names) and names[s].casefold() == text.casefold()]
        if len(found) == 1:
            return found[0]
        raise InvalidActionText("core.err.no_such_player", word=text[:50])

    # --- buttons ----------------------------------------------------------------
    def button_label(self, action: Action, lang: str, names: Sequence[str] = ()) -> str:
        return cut(self.action_label(action, lang, names))

    # Whether `buttons` gets a view and the players' names: the public view for buttons posted
    # in the channel, the seat's own view for its DM and "My view" (labels that show what each
    # choice costs, or whose button it is when several players answer at once).
    buttons_read_view: bool = False

    def buttons(self, decision: Decision, legal: Sequence[Action], lang: str,
                view: dict[str, Any] | None = None, names: Sequence[str] = ()) -> list[ButtonSpec]:
        """Buttons for one decision from its legal actions. Few choices → one button each; many
        → none (use commands)."""
        if not legal or len(legal) > MAX_BUTTONS:
            return []
        return [ButtonSpec.of(self.button_label(a, lang, names), a) for a in legal]

    def button_verbs(self, decision: Decision) -> Sequence[str] | None:
        """The verbs whose legal actions are expanded for this decision's buttons (None: all of
        the decision's verbs). A game whose turns have many verbs but few buttons saves the
        expansion of the others."""
        return None

    # --- `/game play` -------------------------------------------------------------
    # Whether `play_label` reads the seat's own view (what each move costs, a card's name).
    play_labels_read_view: bool = False

    def play_choices(self, legal: Sequence[Action], typed: str, lang: str, names: Sequence[str] = (),
                     view: dict[str, Any] | None = None) -> list[tuple[str, str]]:
        """`/game play`'s autocomplete: (label, action text) of the moves matching what was
        typed, the most useful first (`play_order`), one entry per move (`play_form`: no
        "anyway" twins), at most Discord's 25. When more match, the last entry says how many
        more and that typing narrows the list (its value, `NARROW`, plays nothing)."""
        entries: dict[str, str] = {}
        for action in self.play_order(legal):
            action = self.play_form(action)
            text = action.to_text()
            if text not in entries and len(text) <= MAX_CHOICE:  # a longer text cannot be sent whole
                entries[text] = self.play_label(action, lang, names, view)
        needle = " ".join(typed.casefold().split())
        matches = [(label, text) for text, label in entries.items()
                   if needle in text.casefold() or needle in label.casefold()]
        if len(matches) <= MAX_CHOICES:
            return [(cut_choice(label), text) for label, text in matches]
        shown = matches[:MAX_CHOICES - 1]
        hint = i18n.t("flow.play.narrow", lang, n=len(matches) - len(shown))
        return [*((cut_choice(label), text) for label, text in shown), (cut_choice(hint), NARROW)]

    def play_order(self, legal: Sequence[Action]) -> list[Action]:
        """The moves in the order `/game play` lists them: one of each kind first, then a second
        of each, and so on (a turn of 13 cards to take still shows its builds and its end),
        moves that close the turn after the others of their round, resigning last."""
        by_verb: dict[str, list[Action]] = {}
        for action in legal:
            by_verb.setdefault(action.verb, []).append(action)
        verbs = sorted(by_verb, key=lambda v: (v in LAST_VERBS, v in CLOSING_VERBS))
        last = [v for v in verbs if v in LAST_VERBS]
        rounds = [v for v in verbs if v not in LAST_VERBS]
        out: list[Action] = []
        for n in range(max((len(by_verb[v]) for v in rounds), default=0)):
            out += [by_verb[v][n] for v in rounds if n < len(by_verb[v])]
        return out + [a for v in last for a in by_verb[v]]

    def play_form(self, action: Action) -> Action:
        """The one form of a move `/game play` offers: a game whose moves have an "anyway" twin
        (a flag accepting a warned harm) offers the plain move, and the engine's warning then
        asks to confirm (`refusal_buttons`) only when the move needs it."""
        return action

    def play_label(self, action: Action, lang: str, names: Sequence[str] = (),
                   view: dict[str, Any] | None = None) -> str:
        """A move in `/game play`'s list (`view`: the seat's own, when `play_labels_read_view`)."""
        return self.action_label(action, lang, names)

    # Verbs whose commands answer with a preview of the result and a confirm button.
    previewed: frozenset[str] = frozenset()

    def preview(self, before: dict[str, Any], after: dict[str, Any], seat: int, action: Action,
                names: Sequence[str], lang: str) -> str:
        """What an action will do, from the seat's views before and after it (on a copy)."""
        return self.action_label(action, lang, names)

    def concerned_seats(self, events: Sequence[Event]) -> set[int]:
        """Seats that public events hit (a war lost, a plunder suffered): they are told by DM
        too, even when nothing private changed; their DM gets those events. None by default."""
        return set()

    def dm_prompt(self, decision: Decision) -> bool:
        """Whether a newly awaited decision is also prompted by DM, with its buttons.

        Default: only decisions on hidden information. A game without hidden information
        (Antike) prompts its out-of-turn and turn-start decisions by DM too.
        """
        return decision.private

    def score_text(self, score: Any, lang: str) -> str:
        """One seat's score of the outcome in words (a game whose scores are several numbers
        names them)."""
        if isinstance(score, dict):
            return ", ".join(f"{k} {v}" for k, v in score.items())
        return str(score)

    def final_text(self, outcome: dict[str, Any], names: list[str], lang: str) -> str:
        """The game-over message: the ranking (tied seats share a place, the next one skips as
        many: "1., 2., 2., 4."), the scores and the reason the game ended."""
        lines = []
        ahead = 0
        for group in outcome.get("ranking", []):
            who = ", ".join(names[s] if s < len(names) else str(s) for s in group)
            lines.append(f"**{ahead + 1}.** {who}")
            ahead += len(group)
        scores = outcome.get("scores") or {}
        if scores:
            lines.append("")
            for seat, score in scores.items():
                seat_i = int(seat)
                lines.append(f"{names[seat_i] if seat_i < len(names) else seat}: {score}")
        if outcome.get("reason"):
            lines.append("")
            lines.append(i18n.t(outcome["reason"], lang, **(outcome.get("reason_params") or {})))
        return "\n".join(lines)

    def option_default(self, key: str, value: Any, lang: str) -> str | None:
        """A table option's default in the reader's words for the game's help (None: as
        written, `on`/`off`, lists and maps joined)."""
        return None

    # --- private ----------------------------------------------------------------
    def private_text(self, view: dict[str, Any], lang: str, events: Sequence[Event] = (),
                     names: Sequence[str] = ()) -> str:
        """A player's DM. `events`: the events of the change addressed to that seat; `names`:
        the players' display names by seat (empty where they are not at hand)."""
        private = view.get("private") or {}
        body = json.dumps(private, ensure_ascii=False, indent=1)
        return f"```json\n{body[:1800]}\n```"


class GenericPresenter(Presenter):
    pass


_presenters: dict[str, Presenter] = {}


def register(presenter: Presenter) -> None:
    _presenters[presenter.game_id] = presenter


def presenter_for(game_id: str) -> Presenter:
    """The game's presenter: `present/<game_id>.py` registers it when imported (here on first
    use, so help and commands find it whether or not the game's cog is loaded)."""
    if game_id not in _presenters and importlib.util.find_spec(f"present.{game_id}") is not None:
        importlib.import_module(f"present.{game_id}")
    if game_id not in _presenters:
        generic = GenericPresenter()
        generic.game_id = game_id
        _presenters[game_id] = generic
    return _presenters[game_id]
