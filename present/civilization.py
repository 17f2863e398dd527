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

from collections.abc import Callable, Sequence
from typing import Any

import i18n
from engine import registry
from engine.civilization.view_schema import CALAMITY_KINDS
from engine.core import Action, Decision, Event
from engine.core.fields import FieldInfo
from present.base import MAX_LABEL, ButtonSpec, CommandShape, Presenter, PublicMessage, register

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
NATION_EMOJI: dict[str, str] = {
    "africa": "🟧",
    "italy": "🟥",
    "illyria": "🟨",
    "thrace": "🟩",
    "crete": "🟦",
    "asia": "🟢",
    "assyria": "🟪",
    "babylon": "🟣",
    "egypt": "⬜",
    "iberia": "🟫",
    "gaul": "🔵",
}
BLACK_CALAMITIES = ("epidemic", "civil_disorder", "iconoclasm_and_heresy", "piracy")
# Decisions also prompted by DM (with their buttons): hidden ones anyway, calamity choices, and
# the sealed or personal choices of a phase (so nobody has to watch the channel for them).
DM_PROMPTED = CALAMITY_KINDS | {"tax", "revolt", "grow", "fleet", "build", "reduce"}
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


def steps_text(text: str, verb: str, lang: str, who: Callable[[Any], str]) -> str:
    """A Steps field written in the grammar (`2 gordium; city x`) in words."""
    if not text:
        return t("core.word.nothing", lang)
    try:
        action = registry.get(GAME_ID).parse_action(f"{verb} {text}")
    except Exception:  # an older grammar: show it as it is
        return text
    steps = next((getattr(action, i.name) for i in action.fields_info()), ())
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
        hidden=frozenset({"accept", "withdraw", "done", "choose", "beneficiary", "faction"}),
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

    # Set by the Discord side (cogs/civilization.py) to the renderer's board function.
    draw: Callable[[dict[str, Any], list[str], str, Sequence[Event]], bytes | None] | None = None

    # --- labels -------------------------------------------------------------------------
    def value_label(self, info: FieldInfo, value: Any, lang: str, names: Sequence[str] = ()) -> str:
        from engine.core import Ref

        spec = info.spec
        if isinstance(spec, Ref) and spec.kind == "offer" and value is not None:
            return t("civilization.offer.ref", lang, id=value)
        return super().value_label(info, value, lang, names)

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
        if i18n.has(key):
            return t(key, lang)
        return super().action_label(action, lang, names)

    def public_action(self, action_text: str, names: Sequence[str], lang: str) -> str | None:
        """An action as the log tells it to everyone: cards given or returned as a count, sealed
        orders as given (their reveal tells what they were), purchases without the payment."""
        try:
            action = registry.get(GAME_ID).parse_action(action_text)
        except Exception:  # an older grammar
            return None
        verb = action.verb
        if verb in ("give", "discard"):
            return t(f"civilization.pub.{verb}", lang, n=len(action.cards))
        if verb in SEALED_VERBS:
            return t(
                "civilization.pub.sealed",
                lang,
                kind=t(f"civilization.decision.short.{SEALED_VERBS[verb]}", lang),
            )
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
            elif k == "step" and isinstance(v, str):
                out[k] = next(
                    (
                        said
                        for verb in ("move", "lose", "fleet", "grow", "assign")
                        if (said := steps_text(v, verb, lang, who)) != v
                    ),
                    v,
                )
        return out

    # --- buttons ------------------------------------------------------------------------
    # Buttons name players, and a DM's buy buttons read the seat's own plans.
    buttons_read_view = True

    def buttons(
        self,
        decision: Decision,
        legal: list[str],
        lang: str,
        view: dict[str, Any] | None = None,
        names: Sequence[str] = (),
    ) -> list[ButtonSpec]:
        who = Names(None, names)
        kind = decision.kind
        specs: list[ButtonSpec] = []
        if kind == "trade":
            offers = {o["id"]: o for o in decision.params.get("offers", [])}
            counters = {o["id"]: o for o in decision.params.get("counters", [])}
            specs += self._accept_with_mine(decision.seat, list(offers.values()), view, who, lang)
            for text in legal:
                verb, _, rest = text.partition(" ")
                oid = int(rest.lstrip("o")) if rest.lstrip("o").isdigit() else None
                if verb == "accept" and oid in counters:
                    specs.append(
                        ButtonSpec(
                            self._cut(
                                t(
                                    "civilization.button.accept",
                                    lang,
                                    what=offer_text(counters[oid], lang, who),
                                )
                            ),
                            text,
                            "success",
                        )
                    )
                elif verb == "withdraw":
                    specs.append(
                        ButtonSpec(
                            self._cut(t("civilization.button.withdraw", lang, id=oid)), text, "secondary"
                        )
                    )
                elif verb == "done":
                    specs.append(ButtonSpec(t("civilization.button.done_trading", lang), text, "danger"))
            return specs[:20]
        if kind == "move":
            return [ButtonSpec(t("civilization.button.done_moving", lang), "done", "danger")]
        if kind == "trade_give" and decision.default:
            specs.append(
                ButtonSpec(
                    self._cut(
                        t(
                            "civilization.button.give",
                            lang,
                            what=self.text_label(decision.default, lang, names),
                        )
                    ),
                    decision.default,
                    "success",
                )
            )
            call_off = next((text for text in legal if text.startswith("withdraw")), None)
            if call_off is not None:  # either side's offer id calls the deal off
                specs.append(ButtonSpec(t("civilization.button.call_off", lang), call_off, "danger"))
            return specs
        if kind == "buy":
            plans = dict(((view or {}).get("private") or {}).get("buy_plans") or {})
            prices = decision.params.get("prices", {})
            for _, text in sorted(plans.items(), key=lambda kv: -prices.get(kv[0], 0))[:15]:
                specs.append(ButtonSpec(self._cut(self.text_label(text, lang, names)), text, "primary"))
            specs.append(ButtonSpec(t("civilization.act.buy_nothing", lang), "buy nothing", "secondary"))
            return specs
        if kind == "build":
            for site in decision.params.get("sites", [])[:10]:
                specs.append(
                    ButtonSpec(
                        self._cut(t("civilization.button.build", lang, area=area(site, lang))),
                        f"build {site}",
                        "primary",
                    )
                )
            sites = decision.params.get("sites", [])
            if 1 < len(sites) <= decision.params.get("cities_left", 0):
                specs.append(
                    ButtonSpec(
                        t("civilization.button.build_all", lang, n=len(sites)),
                        "build " + "; ".join(sites),
                        "success",
                    )
                )
            specs.append(ButtonSpec(t("civilization.button.build_none", lang), "build", "secondary"))
            return specs
        if len(legal) <= 20 and legal:
            specs = [ButtonSpec(self._cut(self.text_label(a, lang, names)), a) for a in legal]
        if decision.default and decision.default not in legal and len(decision.default) <= 80:
            specs.append(
                ButtonSpec(
                    self._cut(
                        t(
                            "civilization.button.default",
                            lang,
                            what=self.text_label(decision.default, lang, names),
                        )
                    ),
                    decision.default,
                    "primary",
                )
            )
        return specs[:20]

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
        counter = next(cls for cls in registry.get(GAME_ID).actions if cls.verb == "counter")
        own = mine[-1]
        specs = []
        for o in offers[:5]:
            action = counter(
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
            specs.append(ButtonSpec(self._cut(text), action.to_text(), "success"))
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
        parts = []
        seen: set[tuple[int, str]] = set()
        for d in decisions:
            if (d.seat, d.kind) in seen:
                continue
            seen.add((d.seat, d.kind))
            parts.append(f"**{who(d.seat)}**: " + t(f"civilization.decision.{d.kind}", lang))
        return i18n.t("flow.awaiting", lang, who="; ".join(parts))

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
                    done=i18n.format_list(done, lang) or "—",
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
            if o.get("answers") is not None:
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

    # The board shows where the change happened (the areas its events name) when no decision
    # says where the phase is: render.civilization.focus.
    render_reads_events = True

    def render(
        self, view: dict[str, Any], names: list[str], lang: str, events: Sequence[Event] = ()
    ) -> bytes | None:
        draw = type(self).draw
        return draw(view, names, lang, events) if draw is not None else None

    # --- the log ------------------------------------------------------------------------
    def log_lines(self, events: Sequence[Event], names: list[str], lang: str) -> list[str]:
        who = Names(None, names)
        lines: list[str] = []
        phase = None
        for e in events:
            if e.to is not None:
                continue
            name = e.key.removeprefix("civilization.log.")
            if name == "phase":
                phase = e.params.get("phase")
            elif name in AST_EVENTS and phase != "ast":  # the engine announces no A.S.T. phase
                phase = "ast"
                lines.append(t("civilization.lg.phase", lang, phase=t("civilization.phase.ast", lang)))
            elif name == "fleet" and not (e.params.get("ships") or e.params.get("scrapped")):
                continue  # nothing to tell
            line = self.event_line(e, who, lang)
            if line:
                lines.append(line)
        return ["📜 " + "\n📜 ".join(lines)] if lines else []

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
                out[k] = steps_text(v, "lose", lang, who)
            elif k == "orders":
                out[k] = steps_text(v, "move", lang, who)
            elif k == "why":
                out[k] = label("why", v, lang) if i18n.has(f"civilization.why.{v}") else card(v, lang)
            elif k == "what":
                out[k] = t(f"civilization.req.{v}", lang, n=params.get("need", 0))
            elif k in ("ships", "built", "scrapped") and isinstance(v, list):
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
        if name == "offer":
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
            lines.append(
                t("civilization.dm.sealed", lang, what=self.text_label(private["sealed"], lang, names))
            )
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
            lines += self._trade_dm(trade, seat, who, lang)
        mine = [c for c in view.get("calamities") or [] if c["victim"] == seat]
        if mine:
            lines.append(
                t("civilization.dm.calamities", lang, what=", ".join(card(c["card"], lang) for c in mine))
            )
        ask = view.get("ask") or {}
        verb = HINT_VERB.get(ask.get("kind", ""))
        if verb and seat in (ask.get("waiting") or []):
            lines.append(t("civilization.dm.hint", lang, command=t(f"cmd.civilization.{verb}", lang)))
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
        return None

    def _trade_dm(self, trade: dict[str, Any], seat: int, who: Names, lang: str) -> list[str]:
        lines: list[str] = []
        if seat in trade.get("done", []):
            return [t("civilization.dm.trade_done", lang)]
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
        action_text: str,
        names: Sequence[str],
        lang: str,
    ) -> str:
        """What an order will do, from the views before and after it (applied on a copy)."""
        who = Names(before, names)
        lines = [t("civilization.preview.head", lang, what=self.text_label(action_text, lang, names))]
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
        for place, group in enumerate(ranking, start=1):
            for s in group:
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
