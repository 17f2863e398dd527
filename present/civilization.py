"""Civilization in words: the public panel, the log of each phase, the DMs (trade hand, offers,
prompts), buttons, previews and the end summary — from views, decisions and events only.

Discord-free and rule-free: what a text needs comes in the public view (`view_schema`), the
private view, a decision's params or an event. Seats never show: a seat is its player's name,
a nation its name with its letter (the map draws nations by colour *and* letter).

Hidden things stay hidden: a hand shows only in its owner's DM; a sealed order only in the DM
of its author until the reveal. A black calamity passed in a trade is laid face up in front of
its receiver at once (§22.2.2): the log, the board and the receiver's DM say so then.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

import i18n
from engine import registry
from engine.civilization.view_schema import CALAMITY_KINDS
from engine.core import Action, Decision, Event, Steps
from engine.core.fields import FieldInfo
from engine.core.grammar import Step
from present import typed
from present.base import MAX_LABEL, ButtonSpec, CommandShape, Presenter, PublicMessage, register
from present.ranking import places

GAME_ID = "civilization"

# One letter per nation (it reads the same in English and Spanish: Hispania for Iberia); the
# map's colours are the renderer's (`render.civilization.NATION_COLOUR`).
NATION_LETTER: dict[str, str] = {
    "africa": "A",
    "assyria": "Y",
    "asia": "S",
    "babylon": "B",
    "crete": "C",
    "egypt": "E",
    "gaul": "G",
    "iberia": "H",
    "illyria": "L",
    "italy": "I",
    "thrace": "T",
}
# Each nation's emoji in text (embeds, DMs), in its map colour (render/civilization.py
# NATION_COLOUR) as Discord draws it (Twemoji): each is nearer its own nation's colour than any
# other's (CIEDE2000, tested). Coloured squares where Twemoji has the colour; else a thing of that
# colour: a lemon for Illyria's yellow (Twemoji's yellow square is nearer Africa's orange), a
# tree for Asia's darker green, a blossom for Assyria's light pink, the night sky for Babylon's
# dark plum, an amphora for Iberia's brown, blueberries for Gaul's dark blue.
NATION_EMOJI: dict[str, str] = {
    "africa": "🟧",
    "italy": "🟥",
    "illyria": "🍋",
    "thrace": "🟩",
    "crete": "🟦",
    "asia": "🌲",
    "assyria": "🌸",
    "babylon": "🌌",
    "egypt": "⬜",
    "iberia": "🏺",
    "gaul": "🫐",
}
# The rulebook's section of each calamity (JOC 22.2.4-22.2.11), cited by its prompts and refusals.
CALAMITY_SECTION = {
    "volcanic_eruption": "22.2.4",
    "famine": "22.2.5",
    "civil_war": "22.2.6",
    "flood": "22.2.7",
    "epidemic": "22.2.8",
    "civil_disorder": "22.2.9",
    "iconoclasm_and_heresy": "22.2.10",
    "piracy": "22.2.11",
}
BLACK_CALAMITIES = ("epidemic", "civil_disorder", "iconoclasm_and_heresy", "piracy")
# Decisions also prompted by DM (with their buttons): hidden ones anyway, calamity choices, and
# the sealed or personal choices of a phase (so nobody has to watch the channel for them).
DM_PROMPTED = CALAMITY_KINDS | {"tax", "revolt", "grow", "fleet", "build", "reduce", "demand"}
# Orders checked and previewed before they are sent (the command answers with a preview and
# a confirm button).
PREVIEWED = frozenset(
    {
        "move",
        "step",
        "build",
        "fleet",
        "grow",
        "reduce",
        "revolt",
        "buy",
        "discard",
        "lose",
        "pick",
        "target",
        "assign",
        "give",
        "offer",
        "counter",
    }
)
# Verbs whose answers may be sealed until everyone's are revealed (and the decision they answer).
SEALED_VERBS = {
    "tax": "tax",
    "grow": "grow",
    "fleet": "fleet",
    "build": "build",
    "reduce": "reduce",
    "lose": "lose",
}
# Decisions usually answered by typing an order: the DM names the command.
HINT_VERB = {
    "lose": "lose",
    "pick": "pick",
    "assign": "assign",
    "quake_target": "target",
    "icon_target": "target",
    "piracy": "target",
    "reduce": "reduce",
    "disorder": "reduce",
    "icon_reduce": "reduce",
    "quake_reduce": "reduce",
    "fleet": "fleet",
    "grow": "grow",
    "buy": "buy",
    "discard": "discard",
    "build": "build",
    "revolt": "revolt",
}
# Decisions answered by a whole order, and the verb whose order the builder button builds.
BUILT = {
    "move": "step",
    "grow": "grow",
    "fleet": "fleet",
    "build": "build",
    "reduce": "reduce",
    "quake_reduce": "reduce",
    "disorder": "reduce",
    "icon_reduce": "reduce",
    "revolt": "revolt",
    "lose": "lose",
    "pick": "pick",
    "quake_target": "target",
    "icon_target": "target",
    "piracy": "target",
    "assign": "assign",
}
DM_EVENTS = 12
AST_EVENTS = frozenset({"ast", "ast_back", "ast_blocked"})
SEAT_PARAMS = ("seat", "giver", "to", "a", "b", "owner", "beneficiary", "victim", "with")


def t(key: str, lang: str, **params: Any) -> str:
    return i18n.t(key, lang, **params)


def label(family: str, value: Any, lang: str) -> str:
    key = f"{GAME_ID}.{family}.{value}"
    return i18n.t(key, lang) if i18n.has(key) else str(value)


def area(aid: str, lang: str) -> str:
    return label("area", aid, lang)


def card(cid: str, lang: str) -> str:
    return label("card", cid, lang)


def nation(nid: str | None, lang: str) -> str:
    return label("nation", nid, lang) if nid else "?"


def cards_text(cards: Sequence[str], lang: str) -> str:
    """`2× Salt, Grain` in the order given (counts of equal cards)."""
    if not cards:
        return t("core.word.nothing", lang)
    counts: dict[str, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    return ", ".join((f"{n}× " if n > 1 else "") + card(c, lang) for c, n in counts.items())


class Names:
    """How seats read in one message: the player's name, and (where it helps) the nation."""

    def __init__(self, view: dict[str, Any] | None, names: Sequence[str]) -> None:
        self.names = list(names)
        self.nations: dict[int, str | None] = {}
        for p in (view or {}).get("players", []):
            self.nations[p["seat"]] = p.get("nation")

    def __call__(self, seat: Any) -> str:
        if isinstance(seat, str) and seat.isdigit():
            seat = int(seat)
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return self.names[seat]
        return "?"

    def full(self, seat: int, lang: str) -> str:
        nid = self.nations.get(seat)
        if not nid:
            return f"**{self(seat)}**"
        return (
            f"{NATION_EMOJI.get(nid, '')} {NATION_LETTER.get(nid, '')} **{self(seat)}** ({nation(nid, lang)})"
        )


def view_players(view: dict[str, Any]) -> list[dict[str, Any]]:
    return list(view.get("players", []))


def shown_hand_count(view: dict[str, Any], seat: int) -> int:
    """Trade cards a player holds (a count: the cards are hidden). A black calamity received in
    a deal is not among them: it lies face up in front of its receiver (§22.2.2)."""
    p = next((q for q in view_players(view) if q["seat"] == seat), None)
    return int(p["hand_count"]) if p else 0


# ------------------------------------------------------------------------------------ typed actions
def _order(verb: str, **fields: Any) -> Action:
    """An action of `verb` from its fields; a whole order's steps may be given as the value of
    their one field (`sites=["athens"]`)."""
    cls = registry.get(GAME_ID).grammar.action_class(verb)
    assert cls is not None
    values: dict[str, Any] = {}
    for info in cls.fields_info():
        if info.name not in fields:
            continue
        value = fields[info.name]
        if isinstance(info.spec, Steps):
            kind = info.spec.kinds[0]
            first = kind.fields_info()[0].name
            value = tuple(v if isinstance(v, Step) else kind(**{first: v}) for v in value)
        values[info.name] = value
    return cls(**values)


def _steps_of(action: Action) -> tuple[Any, ...] | None:
    info = next((i for i in action.fields_info() if isinstance(i.spec, Steps)), None)
    return None if info is None else tuple(getattr(action, info.name))


def _short_step(step: Any, lang: str) -> str:
    """A step in the fewest words, for a button: `2 Cilicia`, `2 Thebes → Memphis`."""
    values = step.field_values()
    where = " → ".join(area(a, lang) for a in values.get("path", ())) or (
        area(values["area"], lang) if "area" in values else ""
    )
    n = values.get("count", values.get("points"))
    return f"{n} {where}".strip() if n is not None else where


def _units(steps: Sequence[Any]) -> int:
    return sum(int(getattr(st, "count", 0) or getattr(st, "points", 0) or 0) for st in steps)


def _over(target: int, points: int) -> str:
    """How a loss to choose compares with the points due: the least above them, all there is
    below them (22.2.12.2), or exactly them."""
    return "above" if target > points else "below" if target < points else "no"


# ------------------------------------------------------------------------------------ steps
def step_label(step: Any, lang: str, who: Callable[[Any], str]) -> str:
    """One step of a whole-phase order in words."""
    kind = type(step).__name__
    if kind == "MoveTokens":
        a, b = step.path
        return t("civilization.step.move", lang, n=step.count, src=area(a, lang), dst=area(b, lang))
    if kind == "MoveShip":
        path = " → ".join(area(a, lang) for a in step.path)
        text = t("civilization.step.ship", lang, path=path, n=step.carry)
        if step.drop:
            text += " " + t("civilization.step.drop", lang, areas=", ".join(area(a, lang) for a in step.drop))
        return text
    if kind == "LoseTokens":
        return t("civilization.step.tokens", lang, n=step.count, area=area(step.area, lang))
    if kind == "LoseCity":
        return t("civilization.step.city", lang, area=area(step.area, lang))
    if kind == "GrowStep":
        return t("civilization.step.tokens", lang, n=step.count, area=area(step.area, lang))
    if kind == "KeepShip":
        return t(
            "civilization.step.keep_levy" if step.levy else "civilization.step.keep",
            lang,
            area=area(step.area, lang),
        )
    if kind == "BuildShip":
        return t("civilization.step.build_ship", lang, area=area(step.area, lang), levy=step.levy)
    if kind == "Share":
        return t("civilization.step.share", lang, n=step.points, who=who(step.to))
    if kind == "AreaStep":
        return area(step.area, lang)
    return str(step)


def steps_words(verb: str, items: Any, lang: str, who: Callable[[Any], str]) -> str:
    """Steps an event or a refusal carries as data (`engine.core.grammar.step_data`: a move's
    orders, the units lost) in words, read back as `verb`'s steps."""
    try:
        steps = registry.get(GAME_ID).grammar.steps_of(verb, items if isinstance(items, list) else ())
    except ValueError:  # none of this game's steps: nothing to tell of them
        steps = ()
    return "; ".join(step_label(s, lang, who) for s in steps) or t("core.word.nothing", lang)


# ------------------------------------------------------------------------------------ offers
def offer_text(o: dict[str, Any], lang: str, who: Callable[[Any], str], *, with_maker: bool = True) -> str:
    claims = ", ".join(label("commodity", c, lang) for c in o.get("claims") or [])
    text = t(
        "civilization.offer.facts",
        lang,
        n=o["count"],
        value=o["value"],
        commodity=label("commodity", o["commodity"], lang),
    )
    if claims:
        text += " " + t("civilization.offer.claims", lang, claims=claims)
    if with_maker:
        text = f"{who(o['seat'])}: {text}"
    return text


def offer_ref(o: dict[str, Any], lang: str) -> str:
    """An offer's handle as players read it ("offer 3"; typed `o3` in commands)."""
    return t("civilization.offer.ref", lang, id=o["id"])


class CivilizationPresenter(Presenter):
    game_id = GAME_ID
    commands = CommandShape(
        group="civ",
        names={"fleet": "ships", "faction": "keep"},
        hidden=frozenset({"accept", "withdraw", "done", "choose", "beneficiary", "faction", "demand"}),
        whole={
            verb: field
            for verb, field in (
                ("move", "steps"),
                ("step", "steps"),
                ("fleet", "steps"),
                ("build", "sites"),
                ("grow", "steps"),
                ("reduce", "cities"),
                ("revolt", "cities"),
                ("lose", "units"),
                ("pick", "units"),
                ("target", "cities"),
                ("assign", "shares"),
            )
        },
    )
    previewed = PREVIEWED

    # --- labels -------------------------------------------------------------------------
    def value_label(self, info: FieldInfo, value: Any, lang: str, names: Sequence[str] = ()) -> str:
        from engine.core import Ref

        spec = info.spec
        if isinstance(spec, Ref) and spec.kind == "offer" and value is not None:
            return t("civilization.offer.ref", lang, id=value)
        return super().value_label(info, value, lang, names)

    def draft_label(self, draft: Any, lang: str, names: Sequence[str] = ()) -> str:
        """A step being built, in words: the finished ones as in an order's preview; an
        unfinished move as its areas so far and "…" (`Thebes → … (3)`, `⛵ Athens → Crete → …`)."""
        who = Names(None, names)
        step = draft.step()
        if step is not None and not draft.ask:
            return step_label(step, lang, who)
        values = draft.values
        bits: list[str] = []
        if "path" in values:
            more = ["…"] if draft.ask == "path" else []
            path = " → ".join([*(area(a, lang) for a in values["path"]), *more])
            bits.append(("⛵ " if draft.kind.verb == "ship" else "") + path)
        if "area" in values:
            bits.append(area(values["area"], lang))
        if "to" in values:
            bits.append(who(values["to"]))
        counted = values.get("count", values.get("points"))
        if counted is not None:
            bits.append(f"({counted})")
        if "carry" in values:
            bits.append(t("civilization.step.carry", lang, n=values["carry"]))
        return " ".join(bits) or t(f"civilization.step.kind.{draft.kind.__name__}", lang)

    def draft_progress(self, verb: str, steps: Sequence[Any], params: dict[str, Any],
                       lang: str) -> str | None:
        """A loss (or a civil war's faction) being chosen: the points so far, of how many, and
        how many are left; shares of losses: how many shared out, of how many, and what is left
        (the decision's own numbers: §22.2.12, 22.2.5, 22.2.7, 22.2.8)."""
        if verb in ("lose", "pick"):
            target = int(params.get("target", params.get("points", 0)) or 0)
            city_value = int(params.get("city_value", 5) or 5)
            chosen = sum(city_value if type(st).__name__ == "LoseCity" else int(getattr(st, "count", 0))
                         for st in steps)
            return t("civilization.builder.progress.lose", lang, chosen=chosen, target=target,
                     city_value=city_value, left=max(0, target - chosen))
        if verb == "assign" and "total" in params:
            total = int(params.get("total") or 0)
            chosen = sum(int(getattr(st, "points", 0)) for st in steps)
            each = params.get("each")
            return t("civilization.builder.progress.assign", lang, chosen=chosen, total=total,
                     exact="yes" if params.get("exact") else "no", each="none" if each is None else each,
                     left=max(0, total - chosen))
        return None

    def action_label(self, action: Action, lang: str, names: Sequence[str] = ()) -> str:
        who = Names(None, names)
        verb = action.verb
        key = f"civilization.act.{verb}"
        fields = {i.name: getattr(action, i.name) for i in action.fields_info()}
        if verb in (
            "move",
            "step",
            "fleet",
            "grow",
            "build",
            "reduce",
            "revolt",
            "lose",
            "pick",
            "target",
            "assign",
        ):
            steps = next(iter(fields.values()), ())
            if not steps and i18n.has(f"civilization.act_none.{verb}"):  # what "nothing" does
                return t(f"civilization.act_none.{verb}", lang)
            what = "; ".join(step_label(s, lang, who) for s in steps) or t("core.word.nothing", lang)
            return t(key, lang, what=what)
        if verb in ("give", "discard"):
            return t(key, lang, cards=cards_text(fields["cards"], lang))
        if verb == "buy" and not action.advances:
            return t("civilization.act.buy_nothing", lang)
        if verb == "buy":
            bought = ", ".join(label("advance", a, lang) for a in action.advances) or t(
                "core.word.nothing", lang
            )
            pay = cards_text(action.pay, lang) if action.pay else "—"
            return t(key, lang, advances=bought, pay=pay, treasury=action.treasury)
        if verb in ("offer", "counter"):
            o = {
                "count": action.count,
                "value": action.value,
                "commodity": action.commodity,
                "claims": list(action.claims),
                "seat": None,
            }
            text = offer_text(o, lang, who, with_maker=False)
            to = getattr(action, "to", None)
            if verb == "offer":
                return t(
                    key, lang, what=text, to=who(to) if to is not None else "", private=str(to is not None)
                )
            return t(key, lang, what=text, offer=action.offer)
        if verb in ("accept", "withdraw"):
            return t(key, lang, offer=action.offer)
        if verb == "nation":
            return t(key, lang, nation=nation(action.nation, lang))
        if verb == "choose":
            return t(key, lang, place=label("place", action.place, lang))
        if verb == "beneficiary":
            return t(key, lang, who=who(action.seat))
        if verb == "faction":
            return t(key, lang, keep=action.keep)
        if verb in ("tax", "gold"):
            return t(key, lang, n=next(iter(fields.values())))
        if verb == "insist":
            phase = t(f"civilization.phase.{action.phase}", lang) if i18n.has(
                f"civilization.phase.{action.phase}") else t(f"civilization.choice.{action.phase}", lang)
            return t(key, lang, phase=phase, on="yes" if action.on else "no")
        if verb == "demand":
            return t(key, lang, first="yes" if action.first else "no")
        if i18n.has(key):
            return t(key, lang)
        return super().action_label(action, lang, names)

    def done_text(
        self, action: Action, lang: str, names: Sequence[str] = (), events: Sequence[Event] = ()
    ) -> str | None:
        """The actor's ✅, in the second person: a sealed order as given ("You give your sealed
        order (ships)"), anything else as the order itself ("Your order: Reduce: Tyre")."""
        sealed = next((e for e in events if e.key == "civilization.log.answered"), None)
        if sealed is not None:
            kind = t(f"civilization.decision.short.{sealed.params.get('kind')}", lang)
            return t("civilization.done.sealed", lang, kind=kind, what=self.short_label(action, lang, names))
        if action.verb == "done":  # "Done — Done" said nothing: what was finished, from its event
            finished = next((e.key.rsplit(".", 1)[1] for e in events
                             if e.key in ("civilization.log.move_done", "civilization.log.trade_done")), None)
            if finished is not None:
                return t(f"civilization.done.{finished}", lang)
        return t("civilization.done.order", lang, what=self.action_label(action, lang, names))

    def public_action(self, action: Action, names: Sequence[str], lang: str) -> str | None:
        """An action as the log tells it to everyone: cards given or returned as a count, sealed
        orders as given (their reveal tells what they were), purchases without the payment."""
        verb = action.verb
        if verb in ("give", "discard"):
            return t(f"civilization.pub.{verb}", lang, n=len(action.cards))
        if verb in SEALED_VERBS:
            return t(
                "civilization.pub.sealed",
                lang,
                kind=t(f"civilization.decision.short.{SEALED_VERBS[verb]}", lang),
            )
        if verb == "offer" and action.to is not None:  # its facts are for the two players only
            return t("civilization.pub.offer_to", lang, to=Names(None, names)(action.to))
        if verb == "counter":  # it may answer such an offer: its own events say the rest
            return t("civilization.pub.counter", lang, offer=action.offer)
        if verb == "buy":
            return t(
                "civilization.pub.buy",
                lang,
                advances=i18n.format_list([label("advance", a, lang) for a in action.advances], lang)
                or t("core.word.nothing", lang),
            )
        return self.action_label(action, lang, names)

    def refusal_params(
        self, key: str, params: dict[str, Any], names: Sequence[str], lang: str
    ) -> dict[str, Any]:
        """Ids in the engine's refusals as names: areas, cards, advances, players, the step."""
        who = Names(None, names)
        out = dict(params)
        for k, v in params.items():
            if k in ("area", "src", "dst") and isinstance(v, str):
                out[k] = area(v, lang)
            elif k in ("card", "commodity") and isinstance(v, str):
                out[k] = card(v, lang)
            elif k in ("advance", "required") and isinstance(v, str):
                out[k] = label("advance", v, lang)
            elif k == "nation" and isinstance(v, str):
                out[k] = nation(v, lang)
            elif k in ("volcano", "plain") and isinstance(v, str):
                out[k] = label(k, v, lang)
            elif k == "seat" and isinstance(v, int):
                out[k] = who(v)
            elif k == "step" and isinstance(v, dict):  # a movement step (`step_data`)
                out[k] = steps_words("move", [v], lang, who)
        if key == "core.err.wrong_verb":  # the player's commands, never the engine's verbs
            out["verbs"] = self.commands_for(str(params.get("verbs", "")).split(", "), lang)
        # A calamity's refusal cites that calamity's own section (22.2.4-22.2.11).
        if isinstance(params.get("card"), str):
            out["calamity"] = params["card"]
        if params.get("city") == "yes" and isinstance(params.get("area"), str):
            out["city_word"] = f"{typed.localized(GAME_ID, 'city', lang)} {area(params['area'], lang)}"
        return out

    def commands_for(self, verbs: Sequence[str], lang: str) -> str:
        """The commands (or buttons) that answer these verbs, as a player knows them."""
        shown = []
        for verb in verbs:
            if verb in self.commands.hidden:
                shown.append(t("civilization.word.by_buttons", lang))
            elif verb:
                shown.append(f"`/{self.commands.group} {t(f'cmd.civilization.{verb}', lang)}`")
        return i18n.format_list(list(dict.fromkeys(shown)), lang)

    # --- buttons ------------------------------------------------------------------------
    # Buttons name players, and a DM's buy buttons read the seat's own plans.
    buttons_read_view = True

    def buttons(
        self,
        decision: Decision,
        legal: Sequence[Action],
        lang: str,
        view: dict[str, Any] | None = None,
        names: Sequence[str] = (),
    ) -> list[ButtonSpec]:
        """A decision's buttons. On the board (the public view) each says whose it is, since
        several players may answer at once; an order of several steps also gets a button that
        builds it step by step (`cogs/_builder.py`)."""
        who = Names(None, names)
        specs = self._answers(decision, list(legal), lang, view, names, who)
        verb = BUILT.get(decision.kind)
        if verb is not None and verb in decision.verbs:
            specs.append(ButtonSpec(t(f"civilization.builder.{verb}", lang), "", "primary", build=verb))
        if view is not None and view.get("private") is None:  # the board: whose each button is
            specs = [
                dataclasses.replace(
                    s,
                    label=self._cut(
                        t("civilization.button.whose", lang, who=who(decision.seat), what=s.label)
                    ),
                )
                for s in specs
            ]
        return specs[:20]

    def _answers(
        self,
        decision: Decision,
        legal: list[Action],
        lang: str,
        view: dict[str, Any] | None,
        names: Sequence[str],
        who: Names,
    ) -> list[ButtonSpec]:
        kind = decision.kind
        specs: list[ButtonSpec] = []
        default = decision.default
        if kind == "trade":
            counters = {o["id"]: o for o in decision.params.get("counters", [])}
            offers = list(decision.params.get("offers", []))
            specs += self._accept_with_mine(decision.seat, offers, view, who, lang)
            for action in legal:
                oid = getattr(action, "offer", None)
                if action.verb == "accept" and oid in counters:
                    what = offer_text(counters[oid], lang, who)
                    specs.append(
                        self._spec(t("civilization.button.accept", lang, what=what), action, "success")
                    )
                elif action.verb == "withdraw":
                    specs.append(self._spec(t("civilization.button.withdraw", lang, id=oid), action))
                elif action.verb == "done":
                    specs.append(self._spec(t("civilization.button.done_trading", lang), action, "danger"))
            return specs
        if kind == "move":
            done = next((a for a in legal if a.verb == "done"), None) or _order("done")
            return [self._spec(t("civilization.button.done_moving", lang), done, "danger")]
        if kind == "trade_give" and default is not None:
            specs.append(
                self._spec(
                    t("civilization.button.give", lang, what=self.short_label(default, lang, names)),
                    default,
                    "success",
                )
            )
            call_off = next((a for a in legal if a.verb == "withdraw"), None)
            if call_off is not None:  # either side's offer id calls the deal off
                specs.append(self._spec(t("civilization.button.call_off", lang), call_off, "danger"))
            return specs
        if kind == "buy":
            plans = dict(((view or {}).get("private") or {}).get("buy_plans") or {})
            prices = decision.params.get("prices", {})
            for _, data in sorted(plans.items(), key=lambda kv: -prices.get(kv[0], 0))[:15]:
                plan = self.action_of(data)
                if plan is not None:
                    specs.append(self._spec(self.short_label(plan, lang, names), plan, "primary"))
            nothing = _order("buy", advances=())
            specs.append(self._spec(t("civilization.act.buy_nothing", lang), nothing))
            return specs
        if kind == "build":
            sites = list(decision.params.get("sites", []))
            for site in sites[:10]:
                order = _order("build", sites=[site])
                specs.append(
                    self._spec(t("civilization.button.build", lang, area=area(site, lang)), order, "primary")
                )
            if 1 < len(sites) <= decision.params.get("cities_left", 0):
                order = _order("build", sites=sites)
                specs.append(
                    self._spec(t("civilization.button.build_all", lang, n=len(sites)), order, "success")
                )
            specs.append(self._spec(t("civilization.button.build_none", lang), _order("build", sites=[])))
            return specs
        if len(legal) <= 20:
            specs = [self._spec(self.short_label(a, lang, names), a) for a in legal]
        if default is not None and default not in legal:
            specs.append(
                self._spec(
                    t("civilization.button.default", lang, what=self.short_label(default, lang, names)),
                    default,
                    "primary",
                )
            )
        return specs

    def _spec(self, label: str, action: Action, style: str = "secondary") -> ButtonSpec:
        return ButtonSpec.of(label, action, style)

    def _words(self, data: Any, lang: str, names: Sequence[str]) -> str:
        """An action a view carries as data (`action_data`) in words."""
        action = self.action_of(data)
        return self.action_label(action, lang, names) if action is not None else t("core.word.nothing", lang)

    def short_label(self, action: Action, lang: str, names: Sequence[str] = ()) -> str:
        """An action's label that fits a button: in full when it does, else its steps in short
        (`2 Cilicia, 2 Gordium, …`), else how many steps (item 13 of issue 36)."""
        full = self.action_label(action, lang, names)
        if len(full) <= MAX_LABEL:
            return full
        steps = _steps_of(action)
        if steps is None:
            return self._cut(full)
        short = t(
            f"civilization.act.{action.verb}", lang, what=", ".join(_short_step(st, lang) for st in steps)
        )
        if len(short) <= MAX_LABEL:
            return short
        return t(f"civilization.act_count.{action.verb}", lang, n=len(steps), units=_units(steps))

    def _accept_with_mine(
        self, seat: int, offers: list[dict[str, Any]], view: dict[str, Any] | None, who: Names, lang: str
    ) -> list[ButtonSpec]:
        """A player with an open offer of their own accepts another player's offer in one click:
        their offer answers it (a counter with the same true facts, §16.3), and the other player
        confirms by accepting it (§16.4)."""
        trade = (view or {}).get("trade") or {}
        mine = [o for o in trade.get("offers", []) if o["seat"] == seat and o.get("answers") is None]
        if not mine or not offers:
            return []
        own = mine[-1]
        specs = []
        for o in offers[:5]:
            action = _order(
                "counter",
                offer=o["id"],
                count=own["count"],
                value=own["value"],
                commodity=own["commodity"],
                claims=tuple(own.get("claims") or ()),
            )
            text = t(
                "civilization.button.accept_with_mine",
                lang,
                who=who(o["seat"]),
                offer=o["id"],
                mine=own["id"],
            )
            specs.append(self._spec(text, action, "success"))
        return specs

    @staticmethod
    def _cut(text: str) -> str:
        return text if len(text) <= MAX_LABEL else text[: MAX_LABEL - 1] + "…"

    def dm_prompt(self, decision: Decision) -> bool:
        return decision.private or decision.kind in DM_PROMPTED

    # --- the public panel ---------------------------------------------------------------
    def awaiting_line(self, names: list[str], decisions: list[Decision], lang: str) -> str:
        if not decisions:
            return ""
        who = Names(None, names)
        # Seats asked the same thing are named together ("**Carol** and **Alice**: Ships: ..."):
        # in Civilization most phases ask several players at once.
        asked: dict[str, list[str]] = {}
        for d in decisions:
            seats = asked.setdefault(self.decision_text(d.kind, d.params, lang, who), [])
            if f"**{who(d.seat)}**" not in seats:
                seats.append(f"**{who(d.seat)}**")
        parts = [f"{i18n.format_list(seats, lang)}: {text}" for text, seats in asked.items()]
        # Each part is a sentence; joined by semicolons, only the last keeps its full stop.
        return i18n.t("flow.awaiting", lang, who="; ".join([p.rstrip(".") for p in parts[:-1]] + parts[-1:]))

    def decision_words(self, kind: str, params: dict[str, Any], lang: str) -> str:
        return self.decision_text(kind, params, lang, Names(None, ()))

    def decision_text(self, kind: str, params: dict[str, Any], lang: str, who: Callable[[Any], str]) -> str:
        """What a decision asks, with the numbers the player needs: how many points to lose and
        what a city is worth, how many losses to divide and the most each, how many cards to
        return; a calamity's prompt cites its own section."""
        words: dict[str, Any] = {}
        calamity = params.get("calamity")
        if isinstance(calamity, str):
            number = CALAMITY_SECTION.get(calamity, "22.2")
            words["calamity"] = card(calamity, lang)
            words["section"] = f"§{number} {t(f'civilization.section.{number}', lang)}"
        if kind == "assign":
            each = params.get("each")
            words |= {
                "total": params.get("total", 0),
                "exact": "yes" if params.get("exact") else "no",
                "each": "none" if each is None else each,
            }
        elif kind in ("lose", "pick"):
            target = params.get("target", params.get("points", 0))
            words |= {
                "target": target,
                "points": params.get("points", target),
                "city_value": params.get("city_value", 5),
                "over": _over(target, params.get("points", target)),
                "victim": who(params.get("victim")),
            }
        elif kind == "discard":
            words |= {"must": params.get("must", 0), "limit": params.get("limit", 0)}
        return t(f"civilization.decision.{kind}", lang, **words)

    def public_message(
        self,
        view: dict[str, Any],
        names: list[str],
        decisions: list[Decision],
        lang: str,
        events: Sequence[Event] = (),
    ) -> PublicMessage:
        who = Names(view, names)
        phase = t(f"civilization.phase.{view.get('phase', 'nation')}", lang)
        title = t("civilization.panel.title", lang, round=view.get("round", 1), phase=phase)
        lines: list[str] = []
        if view.get("over"):
            winners = [who(s) for s in view.get("winners", [])]
            lines.append(t("civilization.panel.over", lang, who=i18n.format_list(winners, lang) or "—"))
        lines += self._phase_lines(view, who, lang, events)
        awaiting = self.awaiting_line(
            names, [d for d in decisions if d.kind not in ("trade", "trade_give")], lang
        )
        if awaiting:
            lines.append(awaiting)
        fields = [
            (self._player_title(p, who, lang), self._player_line(p, view, lang)) for p in view_players(view)
        ]
        return PublicMessage(title=title, description="\n".join(lines)[:4000], fields=fields)

    def _player_title(self, p: dict[str, Any], who: Names, lang: str) -> str:
        nid = p.get("nation")
        head = f"{NATION_EMOJI.get(nid or '', '')} {NATION_LETTER.get(nid or '', '')}".strip()
        return f"{head} {who(p['seat'])}".strip() + (f" · {nation(nid, lang)}" if nid else "")

    def _player_line(self, p: dict[str, Any], view: dict[str, Any], lang: str) -> str:
        req = p.get("next_requirement")
        line = t(
            "civilization.panel.player",
            lang,
            tokens=p["tokens_on_board"],
            stock=p["stock"],
            cities=len(p["cities_on_board"]),
            ships=len(p["ships"]),
            treasury=p["treasury"],
            cards=shown_hand_count(view, p["seat"]),
            advances=len(p["advances"]),
            points=p["points"],
            ast=p["ast"],
        )
        if req:
            line += "\n" + self.requirement(req, lang)
        return line

    # --- words with the pictures (`/civ ast`, `/civ panel`, `/civ zoom`) ------------------------
    def ast_text(self, view: dict[str, Any], names: Sequence[str], lang: str) -> str:
        """The A.S.T. in words: each nation's space, epoch and next entry requirement."""
        who = Names(view, names)
        order = view.get("ast_order_seats") or [p["seat"] for p in view_players(view)]
        by_seat = {p["seat"]: p for p in view_players(view)}
        lines = [f"**{t('civilization.ast.title', lang)}**"]
        for seat in order:
            p = by_seat.get(seat)
            if p is None:
                continue
            line = t(
                "civilization.ast.line",
                lang,
                who=who.full(seat, lang),
                space=p["ast"],
                end=p["end_column"],
                epoch=t(f"civilization.epoch.{p['epoch']}", lang),
                points=p["points"],
            )
            req = p.get("next_requirement")
            if req:
                line += " · " + self.requirement(req, lang)
            lines.append(line)
        return "\n".join(lines)

    def panel_text(self, view: dict[str, Any], seat: int, names: Sequence[str], lang: str) -> str:
        """One player's panel in words: what the picture shows, each card with its group, and
        what the cards still to buy cost that player (after credits)."""
        who = Names(view, names)
        p = next((q for q in view_players(view) if q["seat"] == seat), None)
        if p is None:
            return "?"
        lines = [who.full(seat, lang), self._player_line(p, view, lang)]
        lines.append(
            t(
                "civilization.panel.advances",
                lang,
                n=len(p["advances"]),
                what=i18n.format_list([label("advance", a, lang) for a in p["advances"]], lang) or "—",
            )
        )
        prices = sorted((p.get("prices") or {}).items(), key=lambda kv: (kv[1], kv[0]))
        if prices:
            lines.append(
                t(
                    "civilization.panel.prices",
                    lang,
                    what=", ".join(f"{label('advance', a, lang)} {n}" for a, n in prices),
                )
            )
        return "\n".join(lines)

    def zoom_text(
        self, view: dict[str, Any], seat: int, names: Sequence[str], lang: str, *, drawn: bool
    ) -> str:
        """The words with the zoomed map: the player's areas and how many tokens in each."""
        if not drawn:
            return t("civilization.zoom.none", lang)
        mine = []
        for piece in view.get("pieces", []):
            n = _count(piece.get("tokens", {}), seat)
            city = piece.get("city") == seat
            if n or city:
                mine.append(area(piece["area"], lang) + (f" {n}" if n else "") + (" 🏛" if city else ""))
        return t("civilization.zoom.text", lang, areas=", ".join(mine) or "—", n=len(mine))

    @staticmethod
    def requirement(req: dict[str, Any], lang: str) -> str:
        what = t(f"civilization.req.{req['what']}", lang, n=req["needed"])
        mark = "✅" if req["has"] >= req["needed"] else "⏳"
        return t("civilization.panel.next", lang, column=req["column"], what=what, has=req["has"], mark=mark)

    def _phase_lines(self, view: dict[str, Any], who: Names, lang: str, events: Sequence[Event]) -> list[str]:
        lines: list[str] = []
        ask = view.get("ask")
        if ask and not ask.get("sequential") and ask["kind"] not in ("move",):
            done = [who(s) for s in ask.get("answered", [])]
            waiting = [who(s) for s in ask.get("waiting", [])]
            lines.append(
                t(
                    "civilization.panel.sealed",
                    lang,
                    kind=t(f"civilization.decision.short.{ask['kind']}", lang),
                    done=i18n.format_list(done, lang),
                    answered=len(done),
                    waiting=i18n.format_list(waiting, lang) or "—",
                )
            )
        if view.get("mover") is not None:
            order = [who(s) for s in view.get("census", [])]
            lines.append(
                t("civilization.panel.mover", lang, who=who(view["mover"]), order=" → ".join(order) or "—")
            )
            moved = view.get("moved") or {}
            if moved:
                lines.append(
                    t(
                        "civilization.panel.moved",
                        lang,
                        what=", ".join(f"{area(a, lang)} {n}" for a, n in sorted(moved.items())),
                    )
                )
        trade = view.get("trade")
        if trade is not None:
            lines += self._trade_lines(trade, who, lang)
        cal = view.get("calamities") or []
        if cal:  # red ones when drawn, black ones as soon as traded (§22.2.1, §22.2.2)
            lines.append(
                t(
                    "civilization.panel.calamities",
                    lang,
                    what=", ".join(
                        t(
                            "civilization.panel.calamity",
                            lang,
                            card=card(c["card"], lang),
                            who=who(c["victim"]),
                            giver=who(c["giver"]) if c.get("giver") is not None else "",
                            passed="yes" if c.get("giver") is not None else "no",
                        )
                        for c in cal
                    ),
                )
            )
        res = view.get("resolving")
        if res:
            lines.append(
                t("civilization.panel.resolving", lang, card=card(res["card"], lang), who=who(res["victim"]))
            )
        return lines

    def _trade_lines(self, trade: dict[str, Any], who: Names, lang: str) -> list[str]:
        lines = [
            t(
                "civilization.panel.trading",
                lang,
                trading=i18n.format_list([who(s) for s in trade.get("trading", [])], lang) or "—",
                done=i18n.format_list([who(s) for s in trade.get("done", [])], lang) or "—",
            )
        ]
        for o in trade.get("offers", []):
            if o.get("answers") is not None and o.get("to") is not None:
                lines.append(
                    "• "
                    + t(
                        "civilization.panel.counter_to",
                        lang,
                        id=o["id"],
                        who=who(o["seat"]),
                        to=who(o["to"]),
                        answers=o["answers"],
                    )
                )
            elif o.get("answers") is not None:
                lines.append(
                    "• "
                    + t(
                        "civilization.panel.counter",
                        lang,
                        id=o["id"],
                        answers=o["answers"],
                        what=offer_text(o, lang, who),
                    )
                )
            elif o.get("to") is not None:
                lines.append(
                    "• "
                    + t("civilization.panel.offer_to", lang, id=o["id"], who=who(o["seat"]), to=who(o["to"]))
                )
            else:
                lines.append(
                    "• " + t("civilization.panel.offer", lang, id=o["id"], what=offer_text(o, lang, who))
                )
        for d in trade.get("deals", []):
            lines.append(
                "• "
                + t(
                    "civilization.panel.deal",
                    lang,
                    a=who(d["a"]["seat"]),
                    b=who(d["b"]["seat"]),
                    given=i18n.format_list([who(s) for s in d.get("given", [])], lang) or "—",
                )
            )
        return lines

    # --- the log ------------------------------------------------------------------------
    def log_lines(self, events: Sequence[Event], names: list[str], lang: str) -> list[str]:
        lines = self._event_lines(events, names, lang)
        return ["📜 " + "\n📜 ".join(lines)] if lines else []

    def describe(self, events: Sequence[Event], names: Sequence[str], lang: str) -> list[str] | None:
        """One action's public events in words, as the log tells them (`/game log`, the undo
        prompt, robots' and deadlines' moves): "Ana has given a sealed order (ships)". An action
        with no public event of its own (cards given into a deal) is worded from the action
        itself (`public_action`): none of Civilization's actions is secret in itself."""
        return self._event_lines(events, names, lang) or None

    def _event_lines(self, events: Sequence[Event], names: Sequence[str], lang: str) -> list[str]:
        who = Names(None, names)
        lines: list[str] = []
        phase = None
        public = [e for e in events if e.to is None]
        # A city lost to a calamity has its own line: the loss of units does not repeat it.
        cities_told = {
            (e.params.get("seat"), e.params.get("area"))
            for e in public
            if e.key.removeprefix("civilization.log.") in CITY_EVENTS
        }
        for e in public:
            name = e.key.removeprefix("civilization.log.")
            if name == "phase":
                phase = e.params.get("phase")
            elif name in AST_EVENTS and phase != "ast":  # the engine announces no A.S.T. phase
                phase = "ast"
                lines.append(t("civilization.lg.phase", lang, phase=t("civilization.phase.ast", lang)))
            elif name == "fleet" and not (e.params.get("ships") or e.params.get("scrapped")):
                continue  # nothing to tell
            elif name == "units_lost":
                trimmed = _without_cities(e, cities_told)
                if trimmed is None:
                    continue
                e = trimmed
            line = self.event_line(e, who, lang)
            if line:
                lines.append(line)
        return lines

    def event_line(self, e: Event, who: Callable[[Any], str], lang: str) -> str | None:
        name = e.key.removeprefix("civilization.log.")
        key = f"civilization.lg.{name}"
        if name in HIDDEN_LOG or not i18n.has(key):
            return None
        return t(key, lang, **self.localize(name, e.params, who, lang))

    def localize(
        self, name: str, params: dict[str, Any], who: Callable[[Any], str], lang: str
    ) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k, v in params.items():
            if k in SEAT_PARAMS and (isinstance(v, int) or v is None):
                out[k] = who(v) if v is not None else ""
            elif k == "area":
                out[k] = area(v, lang)
            elif k in ("card",):
                out[k] = card(v, lang)
            elif k in ("commodity",):
                out[k] = label("commodity", v, lang)
            elif k == "claims":
                out[k] = ", ".join(label("commodity", c, lang) for c in v) or "—"
            elif k == "nation":
                out[k] = nation(v, lang)
            elif k == "advances":
                out[k] = (
                    i18n.format_list([label("advance", a, lang) for a in v], lang)
                    if isinstance(v, list)
                    else v
                )
            elif k == "phase":
                out[k] = t(f"civilization.phase.{v}", lang)
            elif k in ("order", "seats", "winners") and isinstance(v, list):
                out[k] = i18n.format_list([who(s) for s in v], lang)
            elif k in ("losses", "shares") and isinstance(v, dict):
                out[k] = ", ".join(f"{who(int(s))} {n}" for s, n in v.items()) or "—"
            elif k == "units":
                out[k] = steps_words("lose", v, lang, who)
            elif k == "orders":
                out[k] = steps_words("move", v, lang, who)
            elif k == "why":
                out[k] = label("why", v, lang) if i18n.has(f"civilization.why.{v}") else card(v, lang)
            elif k == "what":
                out[k] = t(f"civilization.req.{v}", lang, n=params.get("need", 0))
            elif k in ("ships", "built", "scrapped", "before") and isinstance(v, list):
                out[k] = ", ".join(area(a, lang) for a in v) or "—"
            elif k in ("volcano",):
                out[k] = label("volcano", v, lang)
            elif k == "plain":
                out[k] = label("plain", v, lang)
            elif k == "kind":
                out[k] = t(f"civilization.decision.short.{v}", lang)
            elif k == "tokens" and isinstance(v, list):
                out[k] = ", ".join(str(n) for n in v)
            elif k == "keep":
                out[k] = t(f"civilization.faction.{v}", lang)
            else:
                out[k] = v
        if name == "faction_pick":  # the victim's own 15 points, or the beneficiary's
            out["picker"] = "victim" if params.get("seat") == params.get("victim") else "beneficiary"
        if name == "civil_war":
            out["kept"] = params.get("keep") or "first"
        if name in ("offer", "counter"):
            out["to_who"] = who(params["to"]) if params.get("to") is not None else ""
            out["private"] = "yes" if params.get("to") is not None else "no"
        return out

    # --- DMs ------------------------------------------------------------------------------
    def private_text(
        self, view: dict[str, Any], lang: str, events: Sequence[Event] = (), names: Sequence[str] = ()
    ) -> str:
        who = Names(view, names)
        private = view.get("private") or {}
        seat = private.get("seat")
        hand = private.get("hand", [])
        lines = [
            t(
                "civilization.dm.hand",
                lang,
                n=len(hand),
                cards=cards_text(hand, lang),
                value=private.get("hand_value", 0),
            )
        ]
        told = [line for e in events if (line := self._private_event(e, who, lang, view))]
        if len(told) > DM_EVENTS:  # a long absence: the latest ones
            told = [t("civilization.dm.more", lang, n=len(told) - DM_EVENTS), *told[-DM_EVENTS:]]
        lines += told
        if private.get("sealed"):
            lines.append(t("civilization.dm.sealed", lang, what=self._words(private["sealed"], lang, names)))
        if private.get("committed"):
            lines.append(t("civilization.dm.committed", lang, cards=cards_text(private["committed"], lang)))
        me = next((p for p in view_players(view) if p["seat"] == seat), None)
        if me is not None:
            lines.append(
                t(
                    "civilization.dm.me",
                    lang,
                    treasury=me["treasury"],
                    stock=me["stock"],
                    advances=i18n.format_list([label("advance", a, lang) for a in me["advances"]], lang)
                    or "—",
                )
            )
            if view.get("phase") == "civ_cards" and me.get("prices"):
                prices = sorted(me["prices"].items(), key=lambda kv: kv[1])
                lines.append(
                    t(
                        "civilization.dm.prices",
                        lang,
                        what=", ".join(f"{label('advance', a, lang)} {n}" for a, n in prices),
                    )
                )
        trade = view.get("trade")
        if trade is not None and seat is not None:
            lines += self._trade_dm(trade, seat, who, lang, list(private.get("offers") or []))
        mine = [c for c in view.get("calamities") or [] if c["victim"] == seat]
        if mine:
            lines.append(
                t("civilization.dm.calamities", lang, what=", ".join(card(c["card"], lang) for c in mine))
            )
        ask = view.get("ask") or {}
        verb = HINT_VERB.get(ask.get("kind", ""))
        if verb and seat in (ask.get("waiting") or []):
            command = t(f"cmd.civilization.{verb}", lang)
            built = BUILT.get(ask.get("kind", ""))
            if built is None:  # purchases and discards: buttons and the command, no places
                lines.append(t("civilization.dm.hint_cards", lang, command=command))
            else:  # the builder's button as this DM labels it
                lines.append(
                    t(
                        "civilization.dm.hint",
                        lang,
                        command=command,
                        button=t(f"civilization.builder.{built}", lang),
                    )
                )
        if me is not None and seat in (ask.get("waiting") or []):
            lines += _nothing_to_do(str(ask.get("kind")), me, private, view, lang)
        return "\n".join(lines)

    def _private_event(self, e: Event, who: Names, lang: str, view: dict[str, Any]) -> str | None:
        name = e.key.removeprefix("civilization.log.")
        p = e.params
        if name == "card_drawn":
            return t("civilization.dm.drawn", lang, card=card(p["card"], lang), stack=p["stack"])
        if name == "cards_received":
            # A black calamity received lies face up in front of its receiver (§22.2.2).
            kept = [c for c in p["cards"] if c not in BLACK_CALAMITIES]
            black = [c for c in p["cards"] if c in BLACK_CALAMITIES]
            line = t("civilization.dm.received", lang, who=who(p["giver"]), cards=cards_text(kept, lang))
            if black:
                line += " " + t(
                    "civilization.dm.received_calamity",
                    lang,
                    cards=i18n.format_list([card(c, lang) for c in black], lang),
                    n=len(black),
                )
            return line
        if name == "discarded_cards":
            return t("civilization.dm.returned", lang, cards=cards_text(p["cards"], lang))
        if name in ("offer_facts", "counter_facts") and p.get("seat") != (view.get("private") or {}).get(
            "seat"
        ):
            return t(
                f"civilization.dm.{name}",
                lang,
                seat=who(p["seat"]),
                id=p["id"],
                answers=p.get("answers"),
                what=offer_text(p, lang, who, with_maker=False),
            )
        return None

    def _trade_dm(
        self, trade: dict[str, Any], seat: int, who: Names, lang: str, private: Sequence[dict[str, Any]] = ()
    ) -> list[str]:
        lines: list[str] = []
        if seat in trade.get("done", []):
            return [t("civilization.dm.trade_done", lang)]
        # The offers made privately between this player and another, in full.
        full = {o["id"]: o for o in private}
        trade = {
            **trade,
            "offers": [full.get(o["id"], o) for o in trade.get("offers", [])],
            "deals": [
                {**d, "a": full.get(d["a"]["id"], d["a"]), "b": full.get(d["b"]["id"], d["b"])}
                for d in trade.get("deals", [])
            ],
        }
        mine = [o for o in trade.get("offers", []) if o["seat"] == seat]
        to_me = [
            o
            for o in trade.get("offers", [])
            if o["seat"] != seat and o.get("answers") is None and o.get("to") in (None, seat)
        ]
        counters = [o for o in trade.get("offers", []) if o.get("answers") in {m["id"] for m in mine}]
        if to_me:
            lines.append(t("civilization.dm.offers", lang))
            lines += [f"• {offer_ref(o, lang)} — " + offer_text(o, lang, who) for o in to_me]
        if mine:
            lines.append(t("civilization.dm.my_offers", lang))
            lines += [f"• {offer_ref(o, lang)} — " + offer_text(o, lang, who, with_maker=False) for o in mine]
        if counters:
            lines.append(t("civilization.dm.counters", lang))
            lines += [f"• {offer_ref(o, lang)} — " + offer_text(o, lang, who) for o in counters]
        for d in trade.get("deals", []):
            if seat in (d["a"]["seat"], d["b"]["seat"]):
                mine_o = d["a"] if d["a"]["seat"] == seat else d["b"]
                theirs = d["b"] if mine_o is d["a"] else d["a"]
                lines.append(
                    t(
                        "civilization.dm.deal",
                        lang,
                        who=who(theirs["seat"]),
                        give=offer_text(mine_o, lang, who, with_maker=False),
                        get=offer_text(theirs, lang, who, with_maker=False),
                    )
                )
        lines.append(t("civilization.dm.trade_help", lang))
        return lines

    # --- previews -------------------------------------------------------------------------
    def preview(
        self,
        before: dict[str, Any],
        after: dict[str, Any],
        seat: int,
        action: Action,
        names: Sequence[str],
        lang: str,
    ) -> str:
        """What an order will do, from the views before and after it (applied on a copy)."""
        who = Names(before, names)
        what = self.action_label(action, lang, names)
        lines = [t("civilization.preview.head", lang, what=what)]
        if (
            (before.get("ask") or {}).get("kind") == (after.get("ask") or {}).get("kind")
            and seat in ((after.get("ask") or {}).get("answered") or [])
            and not (after.get("ask") or {}).get("sequential")
        ):
            lines.append(t("civilization.preview.sealed", lang))
        changes = []
        tb = {p["area"]: p for p in before.get("pieces", [])}
        ta = {p["area"]: p for p in after.get("pieces", [])}
        for a in sorted(set(tb) | set(ta)):
            n0 = (
                (tb.get(a) or {})
                .get("tokens", {})
                .get(str(seat), (tb.get(a) or {}).get("tokens", {}).get(seat, 0))
            )
            n1 = (
                (ta.get(a) or {})
                .get("tokens", {})
                .get(str(seat), (ta.get(a) or {}).get("tokens", {}).get(seat, 0))
            )
            c0 = (tb.get(a) or {}).get("city") == seat
            c1 = (ta.get(a) or {}).get("city") == seat
            s0 = _count((tb.get(a) or {}).get("ships", {}), seat)
            s1 = _count((ta.get(a) or {}).get("ships", {}), seat)
            if (n0, c0, s0) != (n1, c1, s1):
                bits = [t("civilization.preview.tokens", lang, before=n0, after=n1)] if n0 != n1 else []
                if c0 != c1:
                    bits.append(
                        t("civilization.preview.city_new" if c1 else "civilization.preview.city_gone", lang)
                    )
                if s0 != s1:
                    bits.append(t("civilization.preview.ships", lang, before=s0, after=s1))
                changes.append(f"• {area(a, lang)}: " + ", ".join(bits))
        lines += changes[:25]
        pb = next((p for p in view_players(before) if p["seat"] == seat), None)
        pa = next((p for p in view_players(after) if p["seat"] == seat), None)
        if pb and pa:
            if pb["treasury"] != pa["treasury"]:
                lines.append(
                    t("civilization.preview.treasury", lang, before=pb["treasury"], after=pa["treasury"])
                )
            new = [a for a in pa["advances"] if a not in pb["advances"]]
            if new:
                lines.append(
                    t(
                        "civilization.preview.advances",
                        lang,
                        what=", ".join(label("advance", a, lang) for a in new),
                    )
                )
        if pb and pa and pa.get("unsupported", 0) > pb.get("unsupported", 0):  # a costly mistake
            lines.append(
                t(
                    "civilization.preview.unsupported",
                    lang,
                    short=pa["unsupported"],
                    cities=len(pa["cities_on_board"]),
                )
            )
        hb = (before.get("private") or {}).get("hand")
        ha = (after.get("private") or {}).get("hand")
        if hb is not None and ha is not None and hb != ha:
            lines.append(t("civilization.preview.hand", lang, cards=cards_text(ha, lang)))
        del who
        return "\n".join(lines)

    # --- the end ----------------------------------------------------------------------------
    def final_text(self, outcome: dict[str, Any], names: list[str], lang: str) -> str:
        who = Names(None, names)
        detail = outcome.get("detail") or {}
        nations = {int(k): v for k, v in (detail.get("nations") or {}).items()}
        ties = {int(k): v for k, v in (detail.get("tie_values") or {}).items()}
        scores = {int(k): v for k, v in (outcome.get("scores") or {}).items()}
        lines = []
        ranking = outcome.get("ranking") or []
        if ranking:
            lines.append(
                t(
                    "civilization.end.winner",
                    lang,
                    who=i18n.format_list([who(s) for s in ranking[0]], lang),
                    n=len(ranking[0]),
                )
            )
        if outcome.get("reason"):
            lines.append(t(outcome["reason"], lang))
        lines.append("")
        for place, s in places(ranking):
            lines.append(
                t(
                    "civilization.end.line",
                    lang,
                    place=place,
                    who=who(s),
                    nation=nation(nations.get(s), lang),
                    ast=scores.get(s, 0),
                    tie=ties.get(s, 0),
                )
            )
        extra = detail.get("players") or {}
        for s, info in sorted(((int(k), v) for k, v in extra.items())):
            lines.append(
                t(
                    "civilization.end.cards",
                    lang,
                    who=who(s),
                    advances=i18n.format_list(
                        [label("advance", a, lang) for a in info.get("advances", [])], lang
                    )
                    or "—",
                    cities=info.get("cities", 0),
                )
            )
        lines.append(t("civilization.end.rounds", lang, n=detail.get("rounds", 0)))
        return "\n".join(lines)

    # --- help ---------------------------------------------------------------------------------
    def option_default(self, key: str, value: Any, lang: str) -> str | None:
        """The per-nation options' defaults in words (the rulebook's values, ruling R3)."""
        if key in ("points", "epochs") and not value:
            return t(f"civilization.option.{key}.default", lang)
        return None


def _count(d: dict[Any, int], seat: int) -> int:
    return int(d.get(str(seat), d.get(seat, 0)))


CITY_EVENTS = frozenset({"city_lost", "city_to_token", "city_reduced"})


def _without_cities(e: Event, told: set[tuple[Any, Any]]) -> Event | None:
    """A loss of units without the cities whose loss has its own line (None: nothing left)."""
    lost = e.params.get("units")
    if not isinstance(lost, list):
        return e
    seat = e.params.get("seat")
    kept = [u for u in lost if not (u.get("kind") == "city" and (seat, u.get("area")) in told)]
    if not kept:
        return None
    if len(kept) == len(lost):
        return e
    return e.model_copy(update={"params": {**e.params, "units": kept}})


def _nothing_to_do(kind: str, me: dict[str, Any], private: dict[str, Any], view: dict[str, Any],
                   lang: str) -> list[str]:
    """The DM's plain word when the seat is asked only because everyone like it is (ruling R36):
    its hidden hand affords no card it may buy, or it holds nothing it must or may return."""
    if kind == "buy":
        prices = dict(me.get("prices") or {})
        cards_worth, treasury = int(private.get("hand_value", 0)), int(me.get("treasury", 0))
        if prices and min(prices.values()) > cards_worth + treasury:
            return [t("civilization.dm.afford_nothing", lang, cards=cards_worth, treasury=treasury,
                      cheapest=min(prices.values()))]
    if kind == "discard":
        hand = list(private.get("hand") or [])
        limit = int(view.get("hand_limit", 0))
        if len(hand) <= limit and not set(hand) & set(BLACK_CALAMITIES):
            return [t("civilization.dm.return_nothing", lang, n=len(hand), limit=limit)]
    return []


# Public events that tell nothing new in the channel (sealed-order bookkeeping and engine
# echoes).
HIDDEN_LOG = frozenset({"action", "action_hidden", "action_sealed", "action_buy"})

PRESENTER = CivilizationPresenter()
register(PRESENTER)

__all__ = [
    "NATION_LETTER",
    "PRESENTER",
    "CivilizationPresenter",
    "Names",
    "shown_hand_count",
]
