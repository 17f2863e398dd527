"""Through the Ages in words: the public panel, log lines, DMs, buttons, labels with costs, the
warnings' "do it anyway" button and the final scores (`engine/tta`, issue 13).

Discord-free and rule-free: everything comes from the views (`engine.tta.view_schema`), the
decisions' params, the events and the cards' printed facts (`card_facts`). What only one player
may see (the military hand, the events they prepared, a sealed answer) is read from the
`private` part of that player's own view, which only their DM and "My view" get. Buttons on
the channel's board read the public view only, and no verb played from the military hand ever
gets a button there (its label would show the card).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

import i18n
from engine.core import Action, Count, Decision, Event, Flag, Ref, Seat
from engine.core.fields import FieldInfo
from engine.tta.view_schema import CardFacts, card_facts
from present.base import ButtonSpec, CommandShape, Presenter, PublicMessage, cut, register
from present.ranking import places

GAME_ID = "tta"
# Room on the board for the action buttons, "My view", "Catch up" and "Tableaux" (25 at most).
MAX_BUTTONS = 22
# A DM is one Discord message (2000 characters with the flow's header).
DM_BUDGET = 1650
EFFECT_SHORT = 90
EVENT_LINES_SHOWN = 10

EMOJI = {
    "culture": "🎭",
    "science": "💡",
    "strength": "⚔️",
    "happy": "😊",
    "discontent": "😠",
    "food": "🌾",
    "resources": "🪨",
    "civil": "⚪",
    "military": "🔴",
    "yellow": "🟡",
    "blue": "🔵",
    "warning": "⚠️",
    "event": "📜",
    "colony": "🗺️",
    "pact": "🤝",
    "war": "💥",
    "leader": "👑",
    "wonder": "🏛️",
    "hand": "🂠",
    "tactic": "🛡️",
    "turn": "▶",
    "age": "⏳",
    "score": "🏆",
}
# Verbs whose cards come from the hidden military hand: never a button on the public board.
HAND_VERBS = frozenset({"event", "attack", "pact", "tactic", "use", "defend", "discard", "send"})
TURN_KINDS = frozenset({"first_turn", "politics", "actions"})
TURN_BUTTON_VERBS = ("take", "pop", "wonder", "build", "end")
SPLIT_WORD = {"plunder": "take", "raiders": "lose"}
UNIT_CATEGORIES = ("infantry", "cavalry", "artillery", "air_force")
# Answers out of turn and leader/pact powers: `/tta answer ...`, `/tta special ...` (25 per group).
ANSWER_VERBS = ("discard", "defend", "agree", "bid", "send", "food", "choose", "pass")
# Event params that are seats, cards, lists of cards.
SEAT_PARAMS = frozenset(
    {"seat", "target", "attacker", "loser", "first", "partner", "bidder", "winner", "other"}
)
CARD_PARAMS = frozenset({"card", "to", "replaced"})
CARD_LIST_PARAMS = frozenset({"cards", "bonus", "units"})
# Public events that hit a player (told to them by DM too): event -> the param naming them.
HIT_EVENTS = {
    "aggression_succeeds": "target",
    "plundered": "target",
    "annexed": "target",
    "infiltrated": "target",
    "science_taken": "target",
    "culture_taken": "target",
    "razed": "target",
    "tech_stolen": "target",
    "yellow_taken": "target",
    "war_won": "loser",
    "war_tie": "target",
}
ROMAN = {"A": "A", "I": "I", "II": "II", "III": "III", "IV": "IV"}
_SPLIT = re.compile(r"\s*;\s*")


def facts(card: str) -> CardFacts | None:
    return card_facts().get(card)


def _shared_names() -> frozenset[str]:
    """Cards whose English name several ages share (Plunder I/II/III): shown with their age."""
    counts = Counter(i18n.t(f"tta.card.{c}", "en") for c in card_facts())
    return frozenset(c for c in card_facts() if counts[i18n.t(f"tta.card.{c}", "en")] > 1)


_SHARED: frozenset[str] | None = None


def card_name(card: str | None, lang: str, *, age: bool | None = None) -> str:
    """A card's name in the reader's language, with its age where the name alone is ambiguous
    (or always, with `age=True`)."""
    global _SHARED
    if not card:
        return "—"
    if _SHARED is None:
        _SHARED = _shared_names()
    name = i18n.t(f"tta.card.{card}", lang) if i18n.has(f"tta.card.{card}") else card
    f = facts(card)
    if f is not None and (age or (age is None and card in _SHARED)):
        return f"{name} ({f.age})"
    return name


def effect_text(card: str, lang: str) -> str:
    """What a card does, in the reader's language: the catalog's text of it, else its facts."""
    key = f"tta.text.{card}"
    if i18n.has(key):
        return i18n.t(key, lang)
    f = facts(card)
    if f is None:
        return ""
    return tech_summary(f, lang)


def short_effect(card: str, lang: str, width: int = EFFECT_SHORT) -> str:
    """What a card does in one short line: a territory's colony and immediate effects, a
    tactic's army, a bonus card's values; else its text cut to `width`."""
    f = facts(card)
    if f is not None and f.kind == "territory":

        def part(effects: dict[str, int]) -> str:
            return ", ".join(amount(k, v, lang) for k, v in effects.items())

        return i18n.t(
            "tta.ui.short.territory", lang, colony=part(f.permanent_effect), now=part(f.immediate_effect)
        )
    if f is not None and f.kind == "tactic" and f.army:
        army = " + ".join(f"{n} {i18n.t(f'tta.category.{k}', lang)}" for k, n in f.army.items())
        return i18n.t("tta.ui.short.tactic", lang, army=army, n=f.tactic_value or 0)
    if f is not None and f.kind == "bonus":
        return i18n.t("tta.img.bonus", lang, d=f.defense_value or 0, c=f.colonization_value or 0)
    return short(effect_text(card, lang), width)


def tech_summary(f: CardFacts, lang: str) -> str:
    """A technology's printed numbers as a sentence (they have no text of their own)."""
    parts = []
    per = ", ".join(amount(k, v, lang) for k, v in f.per_worker.items())
    if f.category in ("farm", "mine"):
        per = i18n.t(f"tta.ui.produces.{f.category}", lang, n=f.token_value or 0)
    if per:
        parts.append(i18n.t("tta.ui.per_worker", lang, what=per))
    if f.build_cost is not None:
        parts.append(i18n.t("tta.ui.build_cost", lang, n=f.build_cost))
    if f.category == "government":
        parts.append(
            i18n.t(
                "tta.ui.government_card",
                lang,
                civil=f.civil_actions or 0,
                military=f.military_actions or 0,
                limit=f.urban_building_limit or 0,
            )
        )
    if f.card_values:
        parts.append(", ".join(amount(k, v, lang) for k, v in f.card_values.items()))
    return "; ".join(parts)


def signed(n: int) -> str:
    """+3, −3 (a true minus sign), 0."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def amount(what: str, n: int, lang: str) -> str:
    """ "+2 food" / "+2 de comida", "−1 blue token"."""
    return i18n.t(f"tta.ui.amount.{what}", lang, n=signed(n), count=abs(n))


def by_age(counts: dict[str, int] | None) -> str:
    """Cards counted by age, "I×2, II×1" (their backs show the age)."""
    return ", ".join(f"{a}×{n}" for a, n in (counts or {}).items())


def short(text: str, n: int = EFFECT_SHORT) -> str:
    return text if len(text) <= n else text[: n - 1].rstrip() + "…"


def who(seat: Any, names: Sequence[str]) -> str:
    if isinstance(seat, bool):
        return str(seat)
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    if isinstance(seat, int):
        return f"#{seat + 1}" if seat >= 0 else "—"
    return str(seat)


def take_cost(me: dict[str, Any], slot: int) -> int | None:
    """Civil actions this player spends to take row slot `slot` (None: empty)."""
    costs = me.get("take_costs") or []
    return costs[slot - 1] if 0 < slot <= len(costs) else None


def build_cost(me: dict[str, Any], card: str) -> int:
    """Resources this player pays to build on `card` (a technology in play)."""
    return next(
        (int(t.get("build_cost") or 0) for t in me.get("technologies") or [] if t.get("card") == card), 0
    )


def hand_cost(me: dict[str, Any], card: str, what: str) -> int:
    """Science this player pays to develop `card` from hand (`what`: science or revolution)."""
    return next((int(h.get(what) or 0) for h in me.get("hand_costs") or [] if h.get("card") == card), 0)


def _n(mapping: dict[str, Any] | None, key: str, default: int = 0) -> int:
    value = (mapping or {}).get(key, default)
    return int(value) if isinstance(value, (int, float)) else default


class TtaPresenter(Presenter):
    game_id = GAME_ID
    # Verbs with no field are answered by buttons; the rarer ones live in subgroups (cogs/tta.py).
    commands = CommandShape(
        group="tta",
        subgroups=dict.fromkeys(ANSWER_VERBS, "answer"),
    )
    option_labels_read_view = True
    buttons_read_view = True

    # ================================================================== words
    def stat(self, what: str, value: Any, lang: str) -> str:
        return f"{EMOJI.get(what, '')} {value}"

    def player(self, view: dict[str, Any], seat: int) -> dict[str, Any] | None:
        return next((p for p in view.get("players", []) if p.get("seat") == seat), None)

    def params_in_words(self, params: dict[str, Any], names: Sequence[str], lang: str) -> dict[str, Any]:
        """Event or refusal params with names for seats and cards, lists joined."""
        out: dict[str, Any] = {}
        for k, v in params.items():
            if k in SEAT_PARAMS and isinstance(v, int):
                out[k] = who(v, names)
            elif k in CARD_PARAMS and isinstance(v, str):
                out[k] = card_name(v, lang)
            elif k in CARD_LIST_PARAMS and isinstance(v, list):
                out[k] = self.card_list(v, lang)
                out[f"{k}_n"] = len(v)
            elif k == "seats" and isinstance(v, list):
                out[k] = i18n.format_list([who(s, names) for s in v], lang)
            elif k == "choice" and isinstance(v, str):
                out[k] = i18n.t(f"tta.choice.{v}", lang) if i18n.has(f"tta.choice.{v}") else v
            elif k in ("decision",) and isinstance(v, str):
                out[k] = i18n.t(f"tta.decision.{v}", lang) if i18n.has(f"tta.decision.{v}") else v
            elif isinstance(v, str) and v in card_facts():
                out[k] = card_name(v, lang)
            elif k in ("source", "target", "what") and isinstance(v, str) and i18n.has(f"tta.ui.stat.{v}"):
                out[k] = i18n.t(f"tta.ui.stat.{v}", lang)
            else:
                out[k] = v
        return out

    def card_list(self, cards: Iterable[str], lang: str) -> str:
        counted = Counter(cards)
        if not counted:
            return i18n.t("core.word.nothing", lang)
        return i18n.format_list(
            [card_name(c, lang) + (f" ×{n}" if n > 1 else "") for c, n in counted.items()], lang
        )

    def gains(self, params: dict[str, Any], lang: str, sign: str = "+") -> str:
        parts = [
            amount(k, params[k] if sign == "+" else -params[k], lang)
            for k in ("food", "resources", "science", "culture", "population", "draw_military_cards")
            if params.get(k)
        ]
        return ", ".join(parts) or i18n.t("tta.ui.nothing", lang)

    # ================================================================== labels
    def value_label(self, info: FieldInfo, value: Any, lang: str, names: Sequence[str] = ()) -> str:
        if isinstance(info.spec, Ref) and isinstance(value, str):
            return card_name(value, lang)
        if isinstance(info.spec, Seat) and isinstance(value, int):
            return who(value, names)
        return super().value_label(info, value, lang, names)

    def action_label(self, action: Action, lang: str, names: Sequence[str] = ()) -> str:
        """An action in words: `tta.action.<verb>` with its fields; optional fields left out
        when empty, else worded by `tta.ui.part.<verb>.<field>` / `tta.ui.part.<field>`."""
        params: dict[str, Any] = {}
        verb = action.verb
        for info in action.fields_info():
            value = getattr(action, info.name)
            if isinstance(info.spec, Count) and isinstance(value, int):
                params[info.name] = value
                continue
            if isinstance(info.spec, Flag):
                params[info.name] = i18n.t(f"tta.ui.part.{info.name}", lang) if value else ""
                continue
            if value is None or (value == () and not info.required):
                params[info.name] = ""
                continue
            if verb == "choose" and value == ():
                params[info.name] = i18n.t("tta.ui.part.choose_nothing", lang)
                continue
            label = self.value_label(info, value, lang, names)
            if not info.required:
                for key in (f"tta.ui.part.{verb}.{info.name}", f"tta.ui.part.{info.name}"):
                    if i18n.has(key):
                        label = i18n.t(key, lang, label=label)
                        break
            params[info.name] = label
        key = f"tta.action.{self.action_variant(action)}"
        label = i18n.t(key, lang, **params) if i18n.has(key) else " ".join([verb, *map(str, params.values())])
        return " ".join(label.split())  # empty optional parts leave no double spaces

    @staticmethod
    def action_variant(action: Action) -> str:
        """The catalog wording of an action: one verb may read several ways (a unit destroyed is
        disbanded, a pact agreed is accepted or refused, a tactic copied, a revolution)."""
        verb = action.verb
        if verb == "agree":
            return "agree_yes" if getattr(action, "yes", False) else "agree_no"
        if verb == "defend" and not getattr(action, "cards", ()) and not getattr(action, "discard", ()):
            return "defend_nothing"
        if verb == "destroy":
            f = facts(getattr(action, "card", ""))
            return "disband" if f is not None and f.category in UNIT_CATEGORIES else "destroy"
        if verb == "tactic" and getattr(action, "shared", False):
            return "tactic_copy"
        if verb == "develop" and getattr(action, "revolution", False):
            return "revolution"
        return verb

    def option_label(
        self,
        info: FieldInfo,
        value: Any,
        lang: str,
        names: Sequence[str] = (),
        *,
        verb: str = "",
        view: dict[str, Any] | None = None,
    ) -> str:
        """Autocomplete choices with what they cost this player (the view's costs)."""
        base = self.value_label(info, value, lang, names)
        me = self.player(view, (view.get("private") or {}).get("seat", -1)) if view else None
        if me is None:
            return base
        field = info.name
        try:
            if verb in ("take",) and field == "slot" and isinstance(value, int):
                row = {s["slot"]: s["card"] for s in (view or {}).get("row", [])}
                card = row.get(value)
                cost = take_cost(me, value)
                return i18n.t(
                    "tta.ui.option.take",
                    lang,
                    slot=value,
                    card=self.card_kind(card, lang),
                    n=cost if cost is not None else 0,
                )
            if verb == "build" and field == "card":
                f = facts(value)
                military = f is not None and f.category in ("infantry", "cavalry", "artillery", "air_force")
                return i18n.t(
                    "tta.ui.option.build",
                    lang,
                    card=self.card_kind(value, lang),
                    n=build_cost(me, value),
                    action=i18n.t("tta.ui.military_action" if military else "tta.ui.civil_action", lang),
                )
            if verb == "upgrade" and field in ("card", "to"):
                pairs = {
                    k: v
                    for k, v in (me.get("upgrade_costs") or {}).items()
                    if k.split(">")[0 if field == "card" else 1] == value
                }
                if pairs:
                    low, high = min(pairs.values()), max(pairs.values())
                    return i18n.t(
                        "tta.ui.option.upgrade",
                        lang,
                        card=self.card_kind(value, lang),
                        low=low,
                        high=high,
                        same="same" if low == high else "range",
                    )
            if verb == "develop" and field == "card":
                n = hand_cost(me, value, "science")
                revolution = hand_cost(me, value, "revolution")
                f = facts(value)
                if f is not None and f.category == "government":
                    return i18n.t(
                        "tta.ui.option.government",
                        lang,
                        card=self.card_kind(value, lang),
                        n=n,
                        rev=revolution,
                    )
                return i18n.t("tta.ui.option.develop", lang, card=self.card_kind(value, lang), n=n)
            if verb == "wonder" and field == "stages" and isinstance(value, int):
                unfinished = me.get("unfinished_wonder") or {}
                stage_costs = unfinished.get("stage_costs") or []
                built = unfinished.get("stages_built", 0)
                n = sum(stage_costs[built : built + value])
                return i18n.t("tta.ui.option.wonder", lang, stages=value, n=n)
            if field == "target" and verb in ("attack", "pact") and isinstance(value, int):
                them = self.player(view or {}, value) or {}
                return i18n.t(
                    "tta.ui.option.target",
                    lang,
                    name=who(value, names),
                    strength=_n(them.get("ratings"), "strength"),
                    culture=them.get("culture", 0),
                )
            if (
                verb in ("attack", "pact", "event", "tactic", "use", "leader", "play", "cancel")
                and field == "card"
                and isinstance(value, str)
            ):
                return f"{base} — {short(effect_text(value, lang), 70)}"
            if verb in ("defend", "send") and field in ("cards", "bonus") and isinstance(value, str):
                f = facts(value)
                bonus = (f.defense_value if verb == "defend" else f.colonization_value) if f else None
                return f"{base} (+{bonus or 0})"
            if verb == "bid" and field == "amount":
                most = ((view or {}).get("private") or {}).get("max_colonization_force")
                return i18n.t("tta.ui.option.bid", lang, n=value, most=most if most is not None else "?")
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):
            return base
        return base

    def card_kind(self, card: str | None, lang: str) -> str:
        """ "Irrigation (farm II)"."""
        if not card:
            return "—"
        f = facts(card)
        if f is None:
            return card_name(card, lang)
        kind = self.kind_word(f, lang)
        return f"{card_name(card, lang, age=False)} ({kind} {f.age})"

    def kind_word(self, f: CardFacts, lang: str) -> str:
        key = f"tta.category.{f.category}"
        if f.kind == "technology" and i18n.has(key):
            return i18n.t(key, lang)
        return i18n.t(f"tta.kind.{f.kind}", lang) if i18n.has(f"tta.kind.{f.kind}") else f.kind

    def describe_logged(
        self,
        action: Action,
        key: str,
        params: dict[str, Any],
        lang: str,
        names: Sequence[str] = (),
        events: Sequence[Event] = (),
    ) -> str:
        """The public description of a logged action in words; hidden parts stay hidden (the
        engine's description leaves them out: discards, defences, prepared events; the words are
        those of the action's public part). A `confirm` flag is left out (robots always add it;
        what happened is in the log), and a card taken from the row is named when the action's
        events are at hand."""
        part = action.public_part()
        public = part[0] if part is not None else None
        if key == "core.log.action" and public is not None:
            action = public
            taken = next((e for e in events if e.key == "tta.log.take" and e.to is None), None)
            if action.verb == "take" and taken is not None:
                return i18n.t(
                    "tta.ui.took",
                    lang,
                    card=card_name(taken.params.get("card"), lang),
                    cost=int(taken.params.get("cost", 0)),
                    slot=int(taken.params.get("slot", 0)),
                )
            if getattr(action, "confirm", False):
                action = action.model_copy(update={"confirm": False})
            return self.action_label(action, lang, names)
        if key == "tta.log.hidden_action":
            verb = str(params.get("verb", ""))
            hidden = f"tta.ui.hidden.{verb}"
            return i18n.t(hidden, lang) if i18n.has(hidden) else i18n.t(key, lang, **params)
        if key == "tta.log.send_action" and public is not None:
            return i18n.t(
                "tta.ui.hidden.send",
                lang,
                what=self.action_label(public, lang, names),
                n=int(params.get("discarded", 0)),
            )
        return super().describe_logged(action, key, params, lang, names, events)

    def done_text(
        self, action: Action, lang: str, names: Sequence[str] = (), events: Sequence[Event] = ()
    ) -> str | None:
        """The ✅ names the card taken ("Take Alexander the Great (slot 4, 1 civil action)"): the
        action itself only knows the slot."""
        taken = next((e for e in events if e.key == "tta.log.take"), None)
        if action.verb == "take" and taken is not None:
            return i18n.t("tta.ui.took", lang, card=card_name(taken.params.get("card"), lang),
                          cost=int(taken.params.get("cost", 0)), slot=int(taken.params.get("slot", 0)))
        return self.action_label(action, lang, names)

    # ================================================================== refusals
    def refusal_text(self, key: str, params: dict[str, Any], lang: str, names: Sequence[str] = ()) -> str:
        words = self.params_in_words(params, names, lang)
        if "form" in params:
            words["form"] = i18n.t("tta.ui.press_anyway", lang)
        if key in (
            "tta.err.not_stronger",
            "tta.err.bad_target",
            "tta.err.pact_protects",
            "tta.err.no_colony",
            "tta.err.nothing_to_infiltrate",
        ) and i18n.has(key.replace(".err.", ".ui.err.")):
            return i18n.t(key.replace(".err.", ".ui.err."), lang, **words)
        return i18n.t(key, lang, **words)

    def refusal_buttons(
        self,
        key: str,
        params: dict[str, Any],
        lang: str,
        names: Sequence[str] = (),
        anyway: Action | None = None,
    ) -> list[ButtonSpec]:
        """A warning before harm (uprising, famine, corruption) gets its "do it anyway" button:
        `anyway`, the confirmed action its `form` names."""
        if anyway is None or not key.startswith(("tta.err.confirm_", "tta.err.end_")):
            return []
        label = i18n.t("tta.button.anyway", lang, what=self.action_label(anyway, lang, names))
        return [ButtonSpec.of(label, anyway, "danger")]

    # ================================================================== log
    def event_line(self, event: Event, names: Sequence[str], lang: str) -> str | None:
        """One engine event in plain words with names; None for events not worth a line. Every
        event naming a seat has its `tta.say.*` words: the engine's `tta.log.*` text ("Player
        {seat} ...") is the fallback of the few that name nobody, never shown with a seat."""
        name = event.key.removeprefix("tta.log.")
        key = f"tta.say.{name}"
        if not i18n.has(key):
            return (
                i18n.t(event.key, lang, **self.params_in_words(event.params, names, lang))
                if i18n.has(event.key)
                else None
            )
        params = self.params_in_words(event.params, names, lang)
        p = event.params
        if name in ("event_gain", "colonized"):
            params["what"] = self.gains(p, lang)
        elif name == "event_loss":
            params["what"] = self.gains(p, lang, "−")
        elif name == "event_revealed":
            params["effect"] = short(effect_text(p.get("card", ""), lang), 160)
        elif name == "production":
            params.setdefault("hunger", 0)
            if p.get("hunger"):
                return i18n.t(key, lang, **params) + "\n" + i18n.t("tta.say.famine", lang, **params)
        elif name == "final_scoring":
            params["cards"] = self.card_list(p.get("cards", []), lang)
        elif name == "game_over":
            culture = p.get("culture") or {}
            params["scores"] = ", ".join(
                f"{who(int(s), names)} {v}" for s, v in sorted(culture.items(), key=lambda kv: -kv[1])
            )
        elif name == "defended":
            params["bonus"] = self.card_list(p.get("bonus", []), lang)
        elif name == "force_sent":
            params["units"] = self.card_list(p.get("units", []), lang)
            bonus = p.get("bonus") or []
            params["bonus"] = f" + {self.card_list(bonus, lang)}" if bonus else ""
        elif name == "workers_lost":
            params["cards"] = self.card_list(p.get("cards", []), lang)
        return i18n.t(key, lang, **params)

    def log_lines(self, events: Sequence[Event], names: list[str], lang: str) -> list[str]:
        lines: list[str] = []
        for event in events:
            if event.to is not None:
                continue
            line = self.event_line(event, names, lang)
            if line:
                lines.append(line)
        return lines

    # ================================================================== public
    def title(self, view: dict[str, Any], names: Sequence[str], lang: str) -> str:
        if view.get("over"):
            return i18n.t("tta.ui.title_over", lang, game=i18n.t("tta.name", lang))
        return i18n.t(
            "tta.ui.title",
            lang,
            game=i18n.t("tta.name", lang),
            age=view.get("age", "A"),
            round=view.get("round", 1),
            who=who(view.get("current", 0), names),
            phase=i18n.Msg(f"tta.ui.phase.{view.get('phase', 'actions')}"),
        )

    def public_message(
        self,
        view: dict[str, Any],
        names: list[str],
        decisions: list[Decision],
        lang: str,
        events: Sequence[Event] = (),
    ) -> PublicMessage:
        lines: list[str] = []
        if view.get("last_round") and not view.get("over"):
            lines.append(i18n.t("tta.ui.last_round", lang, round=view["last_round"]))
        lines += self.military_lines(view, names, lang)
        pending = self.pending_line(view, names, lang)
        if pending:
            lines.append(pending)
        revealed = [e for e in events if e.key == "tta.log.event_revealed" and e.to is None]
        for e in revealed[-2:]:
            card = e.params.get("card", "")
            lines.append(
                i18n.t(
                    "tta.ui.current_event",
                    lang,
                    card=card_name(card, lang),
                    who=who(e.params.get("seat"), names),
                    effect=effect_text(card, lang),
                )
            )
        current = self.player(view, view.get("current", -1))
        if current and not view.get("over") and not view.get("pending"):
            warning = self.forecast_line(current, names, lang)
            if warning:
                lines.append(warning)
            lines += self.hidden_take_lines(current, view, names, lang)
        waiting = self.awaiting_line(names, decisions, lang)
        if waiting:
            lines.append(waiting)
        fields = [self.player_field(p, view, names, lang) for p in view.get("players", [])]
        return PublicMessage(title=self.title(view, names, lang), description="\n".join(lines), fields=fields)

    def military_lines(self, view: dict[str, Any], names: Sequence[str], lang: str) -> list[str]:
        def ages(d: dict[str, int] | None) -> str:
            return by_age(d) or "—"

        out = [
            i18n.t(
                "tta.ui.decks",
                lang,
                civil=view.get("civil_deck", 0),
                military=view.get("military_deck", 0),
                age=view.get("age", "A"),
                current=view.get("current_events", 0),
                current_ages=ages(view.get("current_event_ages")),
                future=view.get("future_events", 0),
                future_ages=ages(view.get("future_event_ages")),
            )
        ]
        tactics = view.get("shared_tactics") or {}
        if tactics:
            out.append(
                i18n.t("tta.ui.shared_tactics", lang, tactics=", ".join(card_name(c, lang) for c in tactics))
            )
        return out

    def forecast_line(self, player: dict[str, Any], names: Sequence[str], lang: str) -> str | None:
        f = player.get("forecast") or {}
        parts = []
        if f.get("uprising"):
            parts.append(i18n.t("tta.ui.forecast.uprising", lang))
        if f.get("famine"):
            parts.append(
                i18n.t("tta.ui.forecast.famine", lang, food=f["famine"], culture=f.get("culture_lost", 0))
            )
        if f.get("corruption"):
            parts.append(i18n.t("tta.ui.forecast.corruption", lang, n=f["corruption"]))
        if not parts:
            return None
        return f"{EMOJI['warning']} " + i18n.t(
            "tta.ui.forecast", lang, who=who(player.get("seat"), names), what="; ".join(parts)
        )

    def hidden_take_lines(
        self, player: dict[str, Any], view: dict[str, Any], names: Sequence[str], lang: str
    ) -> list[str]:
        """Why card-row buttons are missing on the player's turn (issue 37): a full civil hand
        takes no card but wonders, an unfinished wonder no other wonder (§ Tomar cartas)."""
        row = [f for f in (facts(s.get("card")) for s in view.get("row") or [] if s.get("card")) if f]
        name = who(player.get("seat"), names)
        lines = []
        held = len(player.get("civil_hand") or [])
        limit = _n(player.get("ratings"), "civil_hand_limit")
        if limit and held >= limit and any(f.kind != "wonder" for f in row):
            lines.append(i18n.t("tta.ui.hand_full", lang, who=name, n=held, limit=limit))
        unfinished = (player.get("unfinished_wonder") or {}).get("card")
        if unfinished and any(f.kind == "wonder" for f in row):
            lines.append(i18n.t("tta.ui.wonder_unfinished", lang, who=name, card=card_name(unfinished, lang)))
        return lines

    def pending_line(self, view: dict[str, Any], names: Sequence[str], lang: str) -> str | None:
        p = view.get("pending")
        if not p:
            return None
        kind = p.get("kind", "")
        card = card_name(p.get("card"), lang) if p.get("card") else ""
        params = {
            "card": card,
            "seat": who(p.get("seat"), names),
            "other": who(p.get("other"), names),
            "amount": p.get("amount") or 0,
            "waiting": i18n.format_list([who(s, names) for s in p.get("waiting", [])], lang),
            "answered": i18n.format_list([who(s, names) for s in p.get("answered", [])], lang) or "—",
        }
        if kind == "defend":
            target = self.player(view, p.get("other", -1)) or {}
            params["strength"] = _n(target.get("ratings"), "strength")
            return f"{EMOJI['war']} " + i18n.t("tta.ui.pending.defend", lang, **params)
        if kind == "bid":
            params["bid"] = p.get("bid") or 0
            params["bidder"] = who(p.get("bidder"), names) if p.get("bidder") is not None else "—"
            params["passed"] = i18n.format_list([who(s, names) for s in p.get("passed", [])], lang) or "—"
            return f"{EMOJI['colony']} " + i18n.t("tta.ui.pending.bid", lang, **params)
        if kind == "pact":
            side = p.get("side") or ""
            params["side"] = i18n.t("tta.ui.side", lang, side=side) if side else ""
            return f"{EMOJI['pact']} " + i18n.t("tta.ui.pending.pact", lang, **params)
        if kind == "colonize":
            return f"{EMOJI['colony']} " + i18n.t("tta.ui.pending.colonize", lang, **params)
        if kind == "agreement":
            return f"{EMOJI['event']} " + i18n.t("tta.ui.pending.agreement", lang, **params)
        decision = i18n.t(f"tta.decision.{kind}", lang) if i18n.has(f"tta.decision.{kind}") else kind
        key = "tta.ui.pending.other" if p.get("card") else "tta.ui.pending.plain"
        return f"{EMOJI['event']} " + i18n.t(key, lang, decision=decision, **params)

    def player_field(
        self, p: dict[str, Any], view: dict[str, Any], names: Sequence[str], lang: str
    ) -> tuple[str, str]:
        r = p.get("ratings") or {}
        seat = p.get("seat", 0)
        title = who(seat, names)
        if seat == view.get("current") and not view.get("over"):
            title = f"{EMOJI['turn']} {title}"
        if not p.get("alive", True):
            title += " " + i18n.t("tta.ui.resigned", lang)
        lines = [
            i18n.t(
                "tta.ui.field.line1",
                lang,
                culture=p.get("culture", 0),
                culture_rate=r.get("culture_per_turn", 0),
                science=p.get("science", 0),
                science_rate=r.get("science_per_turn", 0),
                strength=r.get("strength", 0),
            ),
            i18n.t(
                "tta.ui.field.line2",
                lang,
                food=r.get("food", 0),
                resources=r.get("resources", 0),
                happy=r.get("happy", 0),
                required=r.get("faces_required", 0),
            ),
            i18n.t(
                "tta.ui.field.line3",
                lang,
                civil=r.get("civil_left", 0),
                civil_total=r.get("civil_total", 0),
                military=r.get("military_left", 0),
                military_total=r.get("military_total", 0),
                hand=len(p.get("civil_hand") or []),
                mhand=p.get("military_hand_count", 0),
                ages=f" ({by_age(p.get('military_hand_ages'))})" if p.get("military_hand_ages") else "",
            ),
            f"{card_name(p.get('government'), lang)} · {EMOJI['leader']} {card_name(p.get('leader'), lang)}",
        ]
        return title, "\n".join(lines)

    # ================================================================== decisions
    def awaiting_line(self, names: list[str], decisions: list[Decision], lang: str) -> str:
        if not decisions:
            return ""
        # Several players asked the same thing (an event's choice): one line for all of them.
        grouped: dict[str, list[str]] = {}
        for d in decisions:
            grouped.setdefault(self.decision_text(d, names, lang), []).append(f"**{who(d.seat, names)}**")
        parts = [f"{i18n.format_list(seats, lang)}: {text}" for text, seats in grouped.items()]
        return i18n.t("flow.awaiting", lang, who="; ".join(parts))

    def decision_text(self, d: Decision, names: Sequence[str], lang: str) -> str:
        """What a decision asks, with its public details (params are public); one's own turn
        reminds of Winston Churchill's choice while it is not made."""
        text = self.asked(d, names, lang)
        if d.params.get("churchill"):
            text += " · " + i18n.t("tta.ui.await.churchill_reminder", lang)
        return text

    def asked(self, d: Decision, names: Sequence[str], lang: str) -> str:
        p = d.params
        words = self.params_in_words({k: v for k, v in p.items() if k != "options"}, names, lang)
        key = f"tta.ui.await.{d.kind}"
        if i18n.has(key):
            return i18n.t(
                key,
                lang,
                **{
                    "civil_left": 0,
                    "military_left": 0,
                    "count": 0,
                    "need": 0,
                    "strength": 0,
                    "card": "—",
                    "seat": "—",
                    "bid": 0,
                    "left": 0,
                    **words,
                },
            )
        return i18n.t(f"tta.decision.{d.kind}", lang) if i18n.has(f"tta.decision.{d.kind}") else d.kind

    def button_verbs(self, decision: Decision) -> Sequence[str] | None:
        """One's own turn has buttons for the row, population, the wonder, builds and the end
        only (the rest are commands): only those verbs are expanded."""
        if decision.kind in TURN_KINDS:
            # Winston Churchill's choice, while not made, has its two buttons too.
            extra = ("use",) if decision.params.get("churchill") else ()
            return tuple(v for v in (*TURN_BUTTON_VERBS, *extra) if v in decision.verbs)
        return None

    def concerned_seats(self, events: Sequence[Event]) -> set[int]:
        """A war lost, an aggression suffered: the loser is told by DM with the result."""
        out: set[int] = set()
        for e in events:
            hit = HIT_EVENTS.get(e.key.removeprefix("tta.log."))
            value = e.params.get(hit) if hit else None
            if isinstance(value, int) and not isinstance(value, bool):
                out.add(value)
        return out

    def dm_prompt(self, decision: Decision) -> bool:
        """Every decision outside one's own turn is asked by DM too (defence, pact, bid, events)."""
        return decision.private or decision.kind not in TURN_KINDS

    # ================================================================== /game play
    play_labels_read_view = True

    def play_form(self, action: Action) -> Action:
        """The plain move: when it would bring harm, the engine's warning has its "do it anyway"
        button (`refusal_buttons`), so the list needs no "(anyway)" twin."""
        if getattr(action, "confirm", False):
            return action.model_copy(update={"confirm": False})
        return action

    def play_label(self, action: Action, lang: str, names: Sequence[str] = (),
                   view: dict[str, Any] | None = None) -> str:
        """A card taken from the row by name, with its slot and what it costs: "Take Bronze
        (slot 3, 1 action)"."""
        if action.verb == "take" and view is not None:
            slot = action.slot
            card = next((s.get("card") for s in view.get("row", []) if s.get("slot") == slot), None)
            me = self.player(view, (view.get("private") or {}).get("seat", -1))
            cost = take_cost(me, slot) if me is not None else None
            if card is not None and cost is not None:
                return i18n.t("tta.play.take", lang, card=card_name(card, lang), slot=slot, n=cost)
        return self.action_label(action, lang, names)

    # ================================================================== buttons
    def buttons(
        self,
        decision: Decision,
        legal: Sequence[Action],
        lang: str,
        view: dict[str, Any] | None = None,
        names: Sequence[str] = (),
    ) -> list[ButtonSpec]:
        view = view or {}
        specs = self.decision_buttons(decision, legal, lang, view)
        waiting = (view.get("pending") or {}).get("waiting") or []
        if "private" not in view and len(waiting) > 1:
            # Several players answer on the same board: each button says whose it is.
            mine = who(decision.seat, names)
            specs = [replace(s, label=cut(f"{mine}: {s.label}")) for s in specs]
        return specs

    def decision_buttons(
        self, decision: Decision, legal: Sequence[Action], lang: str, view: dict[str, Any]
    ) -> list[ButtonSpec]:
        by_verb: dict[str, list[Action]] = defaultdict(list)
        for action in legal:
            by_verb[action.verb].append(action)
        if decision.kind in TURN_KINDS:
            return self.turn_buttons(decision, by_verb, view, lang)[:MAX_BUTTONS]
        me = self.player(view, decision.seat) or {}
        specs: list[ButtonSpec] = []
        kind = decision.kind
        skip = next(iter(by_verb.get("pass", [])), None) or self.make("pass")
        if kind == "defend":
            defences = [a for a in by_verb.get("defend", []) if a.cards or a.discard]
            specs += self.defence_buttons(decision, defences, lang)
            specs.append(
                ButtonSpec.of(
                    i18n.t("tta.button.yield", lang, need=decision.params.get("need", 0)),
                    self.make("defend", cards=()),
                    "danger",
                )
            )
        elif kind == "pact":
            specs += [
                ButtonSpec.of(i18n.t("tta.button.accept", lang), self.make("agree", yes=True), "success"),
                ButtonSpec.of(i18n.t("tta.button.refuse", lang), self.make("agree", yes=False), "danger"),
            ]
        elif kind == "bid":
            bids = by_verb.get("bid", [])
            if "private" not in view:
                # In the channel: only bids any hand allows (the most one's hidden bonus cards
                # allow is for one's own DM).
                most = int(decision.params.get("open_most") or 0)
                bids = [b for b in bids if b.amount <= most]
            bids = bids[: MAX_BUTTONS - 1]
            specs += [
                ButtonSpec.of(i18n.t("tta.button.bid", lang, n=b.amount), b, "primary")
                for b in bids
            ]
            specs.append(ButtonSpec.of(i18n.t("tta.button.pass_bid", lang), skip, "secondary"))
        elif kind in ("plunder", "foray", "raiders", "markets"):
            total = int(decision.params.get("amount") or 2)
            for action in by_verb.get("food", []):
                food = action.amount
                specs.append(
                    ButtonSpec.of(
                        i18n.t(
                            f"tta.button.split_{SPLIT_WORD.get(kind, 'gain')}",
                            lang,
                            food=food,
                            resources=total - food,
                        ),
                        action,
                        "primary",
                    )
                )
        elif kind == "war_tech":
            # Each choice with the science it leaves to take (the engine's numbers, params).
            science = decision.params.get("science") or {}
            for action in by_verb.get("choose", []):
                cards = list(action.cards)
                key = "tta.button.war_tech" if cards else "tta.button.war_tech_science"
                n = int(science.get(" ".join(cards), 0))
                label = i18n.t(key, lang, cards=self.card_list(cards, lang), science=n)
                specs.append(ButtonSpec.of(label, action, "primary"))
        elif kind == "agreement":
            for action in by_verb.get("take", []):
                specs.append(self.take_button(action, view, me, lang))
            specs.append(ButtonSpec.of(i18n.t("tta.button.done", lang), skip, "secondary"))
        else:
            for action in legal:
                if action.verb == "pass":
                    continue
                if self.warned_twin(action, legal):
                    continue  # out of turn the confirm form changes nothing: one button
                label = self.button_label(action, lang)
                if action.verb == "choose" and i18n.has(f"tta.button.choose.{kind}"):
                    chosen = list(action.cards)
                    key = f"tta.button.choose.{kind}" if chosen else "tta.button.choose.nothing"
                    label = i18n.t(key, lang, cards=self.card_list(chosen, lang))
                specs.append(ButtonSpec.of(label, action, "primary"))
            specs = specs[: MAX_BUTTONS - 1]
            if by_verb.get("pass"):
                specs.append(ButtonSpec.of(i18n.t("tta.button.skip", lang), skip, "secondary"))
        return specs[:MAX_BUTTONS]

    @staticmethod
    def warned_twin(action: Action, legal: Sequence[Action]) -> bool:
        """Whether `action` is the `confirm` form of another legal action (the one button kept)."""
        if not getattr(action, "confirm", False):
            return False
        return action.model_copy(update={"confirm": False}) in legal

    def take_button(self, action: Action, view: dict[str, Any], me: dict[str, Any], lang: str) -> ButtonSpec:
        slot = action.slot
        card = next((s.get("card") for s in view.get("row", []) if s.get("slot") == slot), None)
        n = take_cost(me, slot) or 0
        label = i18n.t("tta.button.take", lang, card=card_name(card, lang), n=n)
        return ButtonSpec.of(label, action, "secondary")

    def turn_buttons(
        self, decision: Decision, by_verb: dict[str, list[Action]], view: dict[str, Any], lang: str
    ) -> list[ButtonSpec]:
        """One's own turn on the public board: take from the row, population, wonder, builds,
        end. Nothing from the military hand (its label would show the card)."""
        me = self.player(view, decision.seat) or {}
        forecast = me.get("forecast") or {}
        specs: list[ButtonSpec] = []
        # End first only when it is the only thing left to do.
        pops = [a for a in by_verb.get("pop", []) if not a.free]
        plain = [a for a in pops if not a.confirm]
        for action in plain or pops[:1]:  # the warned form only when the plain one is refused
            pop_cost = _n(me.get("thresholds"), "next_population_cost")
            anyway = action.confirm
            specs.append(
                ButtonSpec.of(
                    i18n.t("tta.button.pop" + ("_anyway" if anyway else ""), lang, n=pop_cost),
                    action,
                    "danger" if anyway else "success",
                )
            )
        wonders = by_verb.get("wonder", [])
        unfinished = me.get("unfinished_wonder") or {}
        for action in wonders:
            if self.warned_twin(action, wonders):
                continue
            stages = action.stages
            built = unfinished.get("stages_built", 0)
            n = sum((unfinished.get("stage_costs") or [])[built : built + stages])
            specs.append(
                ButtonSpec.of(
                    i18n.t(
                        "tta.button.wonder",
                        lang,
                        card=card_name(unfinished.get("card"), lang),
                        stages=stages,
                        n=n,
                    ),
                    action,
                    "success",
                )
            )
        for action in by_verb.get("use", []):
            if action.power in ("churchill_culture", "churchill_military") and not action.confirm:
                specs.append(ButtonSpec.of(self.button_label(action, lang), action, "success"))
        for action in by_verb.get("take", []):
            specs.append(self.take_button(action, view, me, lang))
        for action in by_verb.get("build", []):
            if action.confirm:
                continue
            card = action.card
            label = i18n.t("tta.button.build", lang, card=card_name(card, lang), n=build_cost(me, card))
            specs.append(ButtonSpec.of(label, action, "primary"))
        specs = specs[: MAX_BUTTONS - 1]
        ends = by_verb.get("end", [])
        plain_end = next((a for a in ends if not a.confirm), None)
        warned_end = next((a for a in ends if a.confirm), None)
        if plain_end is not None:
            specs.append(ButtonSpec.of(i18n.t("tta.button.end", lang), plain_end, "danger"))
        elif warned_end is not None:
            harm = []
            if forecast.get("uprising"):
                harm.append(i18n.t("tta.ui.forecast.uprising", lang))
            if forecast.get("famine"):
                harm.append(
                    i18n.t(
                        "tta.ui.forecast.famine",
                        lang,
                        food=forecast["famine"],
                        culture=forecast.get("culture_lost", 0),
                    )
                )
            if forecast.get("corruption"):
                harm.append(i18n.t("tta.ui.forecast.corruption", lang, n=forecast["corruption"]))
            label = i18n.t("tta.button.end_anyway", lang, harm="; ".join(harm))
            specs.append(ButtonSpec.of(label, warned_end, "danger"))
        return specs

    def defence_buttons(self, decision: Decision, defences: list[Action], lang: str) -> list[ButtonSpec]:
        """Defences that reach the strength needed, fewest cards first, with the total each makes."""
        strength = int(decision.params.get("strength", 0))
        need = int(decision.params.get("need", 0))
        scored = []
        for action in defences:
            bonus, discard = list(action.cards), list(action.discard)
            value = (
                strength + sum(((told.defense_value or 0) if (told := facts(c)) else 0) for c in bonus)
                + len(discard)
            )
            cards = len(bonus) + len(discard)
            scored.append((cards, len(discard), value, action.to_text(), action, bonus, discard))
        scored.sort(key=lambda s: (s[0], s[1], s[2], s[3]))
        out = []
        for _, _, value, _, action, bonus, discard in scored[: MAX_BUTTONS - 2]:
            which = "both" if bonus and discard else "bonus" if bonus else "discard"
            label = i18n.t(
                f"tta.button.defend_{which}",
                lang,
                cards=self.card_list(bonus, lang),
                discarded=self.card_list(discard, lang),
                total=value,
                need=need,
            )
            out.append(ButtonSpec.of(label, action, "success"))
        return out

    # ================================================================== private
    def private_text(
        self, view: dict[str, Any], lang: str, events: Sequence[Event] = (), names: Sequence[str] = ()
    ) -> str:
        """The military hand with what each card does, the cards just drawn, the events this
        player prepared, and what they must answer now with the numbers they need."""
        private = view.get("private") or {}
        seat = private.get("seat", -1)
        me = self.player(view, seat) or {}
        hand = list(private.get("military_hand") or [])
        head = [self.status_line(me, lang)]
        news: list[str] = []
        for event in events:
            if event.to is not None and seat not in event.to:
                continue
            if event.key == "tta.log.drew_military_cards":
                drawn = event.params.get("cards") or []
                news.append(i18n.t("tta.ui.dm.drew", lang, n=len(drawn)))
                news += [f"• **{card_name(c, lang, age=True)}** — {effect_text(c, lang)}" for c in drawn]
            else:
                line = self.event_line(event, names, lang)
                if line:
                    news.append("📥 " + line)
        prompt = self.prompt_lines(view, seat, names, lang)
        prepared = private.get("future_events_prepared") or []
        tail = []
        if prepared:
            tail.append(i18n.t("tta.ui.dm.prepared", lang, cards=self.card_list(prepared, lang)))
        if private.get("peek"):
            tail.append(
                i18n.t(
                    "tta.ui.dm.peek",
                    lang,
                    card=card_name(private["peek"], lang, age=True),
                    effect=short(effect_text(private["peek"], lang), 120),
                )
            )
        for width in (EFFECT_SHORT, 50, 0):
            body = [
                i18n.t(
                    "tta.ui.dm.hand", lang, n=len(hand), limit=_n(me.get("ratings"), "military_hand_limit")
                )
            ]
            for c, k in Counter(hand).items():
                f = facts(c)
                kind = self.kind_word(f, lang) if f else ""
                extra = f" — {short_effect(c, lang, width)}" if width else ""
                body.append(
                    f"• {card_name(c, lang, age=True)}{' ×' + str(k) if k > 1 else ''} · {kind}{extra}"
                )
            text = "\n".join([*head, *news, *body, *tail, *prompt])
            if len(text) <= DM_BUDGET:
                return text
        return text[:DM_BUDGET]

    def status_line(self, me: dict[str, Any], lang: str) -> str:
        r = me.get("ratings") or {}
        return i18n.t(
            "tta.ui.dm.status",
            lang,
            culture=me.get("culture", 0),
            science=me.get("science", 0),
            food=r.get("food", 0),
            resources=r.get("resources", 0),
            strength=r.get("strength", 0),
            civil=r.get("civil_left", 0),
            civil_total=r.get("civil_total", 0),
            military=r.get("military_left", 0),
            military_total=r.get("military_total", 0),
        )

    def prompt_lines(self, view: dict[str, Any], seat: int, names: Sequence[str], lang: str) -> list[str]:
        """What this player must answer now, with every number they need."""
        p = view.get("pending") or {}
        if seat not in (p.get("waiting") or []):
            return []
        private = view.get("private") or {}
        me = self.player(view, seat) or {}
        kind = p.get("kind", "")
        card = p.get("card") or ""
        params = {
            "card": card_name(card, lang),
            "effect": short(effect_text(card, lang), 200) if card else "",
            "seat": who(p.get("seat"), names),
            "amount": p.get("amount") or 0,
        }
        lines = []
        if kind == "defend":
            r = me.get("ratings") or {}
            bonus = [c for c in private.get("military_hand") or []
                     if (told := facts(c)) is not None and told.kind == "bonus"]
            values = (
                ", ".join(
                    f"{card_name(c, lang, age=True)} +{getattr(facts(c), 'defense_value', 0) or 0}"
                    for c in sorted(set(bonus))
                )
                or "—"
            )
            lines.append(
                i18n.t(
                    "tta.ui.prompt.defend",
                    lang,
                    need=p.get("amount") or 0,
                    strength=r.get("strength", 0),
                    most=r.get("military_total", 0),
                    bonus=values,
                    **{k: v for k, v in params.items() if k != "amount"},
                )
            )
        elif kind == "pact":
            side = p.get("side") or ""
            lines.append(
                i18n.t(
                    "tta.ui.prompt.pact", lang, side=("B" if side == "A" else "A") if side else "—", **params
                )
            )
        elif kind == "bid":
            most = private.get("max_colonization_force")
            lines.append(
                i18n.t(
                    "tta.ui.prompt.bid",
                    lang,
                    bid=p.get("bid") or 0,
                    most=most if most is not None else 0,
                    **params,
                )
            )
        elif kind == "colonize":
            most = private.get("max_colonization_force")
            lines.append(
                i18n.t("tta.ui.prompt.colonize", lang, most=most if most is not None else 0, **params)
            )
        elif kind in ("discard", "strength_discard"):
            lines.append(i18n.t("tta.ui.prompt.discard", lang, n=(p.get("amount") or 3)))
        elif kind in ("blue_tokens", "wonder_tokens"):
            n = (p.get("amounts") or {}).get(str(seat), 0)
            lines.append(i18n.t(f"tta.ui.prompt.{kind}", lang, n=n, **params))
        elif kind == "war_tech":
            loser = self.player(view, p.get("other", -1)) or {}
            lines.append(
                i18n.t(
                    "tta.ui.prompt.war_tech",
                    lang,
                    other=who(p.get("other"), names),
                    science=loser.get("science", 0),
                    **params,
                )
            )
        else:
            decision = i18n.t(f"tta.decision.{kind}", lang) if i18n.has(f"tta.decision.{kind}") else kind
            key = "tta.ui.prompt.other" if card else "tta.ui.prompt.plain"
            lines.append(i18n.t(key, lang, decision=decision, **params))
        sealed = private.get("sealed_answer")
        if sealed:
            lines.append(i18n.t("tta.ui.prompt.sealed", lang))
        return lines

    # ================================================================== the end
    def final_text(self, outcome: dict[str, Any], names: list[str], lang: str) -> str:
        ranking = outcome.get("ranking") or []
        scores = {int(k): v for k, v in (outcome.get("scores") or {}).items()}
        detail = outcome.get("detail") or {}
        resigned = set(detail.get("resigned") or [])
        lines = []
        if ranking:
            lines.append(
                f"{EMOJI['score']} "
                + i18n.t(
                    "tta.ui.final.winner",
                    lang,
                    n=len(ranking[0]),
                    who=i18n.format_list([who(s, names) for s in ranking[0]], lang),
                    culture=scores.get(ranking[0][0], 0),
                )
            )
        reason = outcome.get("reason")
        if reason and i18n.has(reason):
            lines.append(i18n.t(reason, lang, **(outcome.get("reason_params") or {})))
        lines.append("")
        for place, seat in places(ranking):
            gone = " " + i18n.t("tta.ui.resigned", lang) if seat in resigned else ""
            lines.append(
                i18n.t(
                    "tta.ui.final.place",
                    lang,
                    place=place,
                    who=who(seat, names),
                    culture=scores.get(seat, 0),
                )
                + gone
            )
        if detail.get("rounds"):
            lines.append("")
            lines.append(
                i18n.t("tta.ui.final.length", lang, rounds=detail["rounds"], age=detail.get("age", ""))
            )
        return "\n".join(lines)

    def statistics(self, outcome: dict[str, Any], names: list[str], lang: str) -> str:
        """Per-player statistics from the outcome: the final scoring event by event, culture by
        source (the engine books every point: the sources add up to the final culture), wars and
        aggressions won and lost, wonders and leaders."""
        detail = outcome.get("detail") or {}
        stats = detail.get("stats") or {}
        final = {int(k): v for k, v in (outcome.get("scores") or {}).items()}
        lines: list[str] = []
        scoring = detail.get("final_scoring") or []
        if scoring:
            lines.append(f"**{i18n.t('tta.ui.final.scoring_title', lang)}**")
            for card, by_seat in scoring:
                ordered = sorted((int(s), v) for s, v in by_seat.items())
                parts = ", ".join(f"{who(s, names)} {signed(v)}" for s, v in ordered)
                lines.append(f"• {card_name(card, lang)}: {parts}")
        lines.append(f"**{i18n.t('tta.ui.final.stats_title', lang)}**")
        for seat in range(len(names)):
            mine = stats.get(str(seat)) or {}
            by = {k: v for k, v in (mine.get("culture_by") or {}).items() if v}
            other = final.get(seat, 0) - sum(by.values())  # games begun before the ledger
            if other:
                by["other"] = other
            gains = sorted((k for k, v in by.items() if v > 0), key=lambda k: -by[k])
            losses = sorted((k for k, v in by.items() if v < 0), key=lambda k: by[k])
            sources = [f"{i18n.t(f'tta.ui.source.{k}', lang)} {signed(by[k])}" for k in gains + losses]
            tally = mine.get("tally") or {}
            wonders = mine.get("wonders") or []
            leaders = mine.get("leaders") or []
            lines.append(
                i18n.t(
                    "tta.ui.final.stats_line",
                    lang,
                    who=who(seat, names),
                    culture=final.get(seat, 0),
                    sources=", ".join(sources) or "—",
                    wars_won=tally.get("wars_won", 0),
                    wars_lost=tally.get("wars_lost", 0),
                    won=tally.get("aggressions_won", 0),
                    suffered=tally.get("aggressions_suffered", 0),
                    defended=tally.get("defended", 0),
                    wonders=self.card_list(wonders, lang) if wonders else "—",
                    leaders=self.card_list(leaders, lang) if leaders else "—",
                )
            )
        return "\n".join(lines)


PRESENTER = TtaPresenter()
register(PRESENTER)

__all__ = ["PRESENTER", "TtaPresenter", "card_name", "effect_text", "facts"]
