"""Antike's presentation: the channel panel, buttons, labels, DM prompts, acknowledgements,
refusals, the end, and the generated `/antike` commands' shape. Discord-free.

Everything in Antike is public, so the channel message (map + text panel + buttons) is the
whole view; DMs only prompt (battle demands, the start of a nation's turn, a turn with nothing
left but ending it) with the same buttons. Costs, prices and what is still possible come from
the view (`rondel_costs`) and the decisions' params (`spaces`, `prices`, `can_act`,
`can_found`); nothing here computes a rule. Event and decision params carry ids (provinces,
nations, know-hows, units, resources) and seats: they are named here in the reader's language.

With two players each user leads two nations (seats 0 & 2, 1 & 3): every line names the nation,
and the commands that can concern either nation (`battle`, `order`) take `nation:`.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

import i18n
from engine import registry
from engine.core import Action, Decision, Event, InvalidActionText
from engine.core.fields import FieldInfo
from present.base import ButtonSpec, CommandShape, Presenter, PublicMessage, register
from present.ranking import places

GAME_ID = "antike"
LOG_SHOWN = 8
NATION_EMOJI = {"greeks": "🔵", "persians": "🟥", "arabs": "🟢", "phoenicians": "🟣",
                "egyptians": "🟡", "babylonians": "⚫"}
SPACE_EMOJI = {"iron": "⚙️", "temple": "🏛️", "gold": "✨", "maneuver1": "⚔️", "arming": "🛡️",
               "marble": "🪨", "knowhow": "📜", "maneuver2": "⚔️"}
# Turn-start and out-of-turn decisions are also prompted by DM; the rest of a turn is not,
# except a turn where nothing but ending it is left (`only_done`).
DM_PROMPTED = ("battle_demand", "rondel", "take_resource", "choose_nation")
# The decisions of the action part of a turn (their params say what is still possible).
ACTION_KINDS = ("temple", "arming", "knowhow", "maneuver")
# Event, decision and refusal params holding ids, and the catalog family that names them.
PARAM_FAMILIES = {"nation": "nation", "mover": "nation", "attacker": "nation", "defender": "nation",
                  "province": "province", "origin": "province", "to": "province", "release": "province",
                  "space": "space", "knowhow": "knowhow", "requires": "knowhow", "resource": "resource",
                  "personage": "personage", "order": "order", "reason": "reason"}
_SEAT_SUFFIX = re.compile(r" \(\d+\)$")


# --- names -------------------------------------------------------------------------------------
def label(family: str, value: str, lang: str) -> str:
    key = f"antike.{family}.{value}"
    return i18n.t(key, lang) if i18n.has(key) else value.replace("_", " ").title()


def nation_label(nation: str | None, lang: str) -> str:
    if not nation:
        return "?"
    return f"{NATION_EMOJI.get(nation, '')} {label('nation', nation, lang)}".strip()


def province_label(pid: str, lang: str) -> str:
    return label("province", pid, lang)


def space_name(space: str, lang: str) -> str:
    """A rondel space by name, the two maneuver spaces told apart (Maneuver I, II)."""
    return label("space", space, lang) + {"maneuver1": " I", "maneuver2": " II"}.get(space, "")


def space_label(space: str, lang: str) -> str:
    """A rondel space with its emoji (buttons, panel)."""
    return f"{SPACE_EMOJI.get(space, '')} {space_name(space, lang)}".strip()


def units_text(unit: str, count: int, lang: str) -> str:
    """"1 legion", "3 galleys" (catalog plurals)."""
    return i18n.t(f"antike.units.{unit}", lang, n=count)


def forces_text(legions: int, galleys: int, lang: str) -> str:
    """"2 legions and 1 galley" (only the types there are)."""
    parts = [units_text(u, n, lang) for u, n in (("legion", legions), ("galley", galleys)) if n]
    return i18n.format_list(parts, lang) or units_text("legion", 0, lang)


def goods_text(resource: str, amount: int, lang: str) -> str:
    """"3 marble", "1 coin", "no gold"."""
    return i18n.t(f"antike.amount.{resource}", lang, n=amount)


def payment_text(items: Sequence[str], lang: str) -> str:
    """What pays rondel steps: "1 gold and 1 coin"."""
    counts = Counter(items)
    return i18n.format_list([goods_text(r, n, lang) for r, n in counts.items()], lang)


def player_of(names: Sequence[str], seat: int) -> str:
    """The user's display name for a seat (without the "(n)" seat suffix of multi-seat users)."""
    return _SEAT_SUFFIX.sub("", names[seat]) if 0 <= seat < len(names) else "?"


def user_names(view: dict[str, Any], names: Sequence[str]) -> list[str]:
    """Display names by user index (the renderer's `names`): two users lead four nations."""
    by_user: dict[int, str] = {}
    for nation in view.get("nations", []):
        by_user.setdefault(nation["user"], player_of(names, nation["seat"]))
    return [by_user[u] for u in sorted(by_user)]


def nations_by_seat(view: dict[str, Any]) -> dict[int, str | None]:
    return {n["seat"]: n["nation"] for n in view.get("nations", [])}


def costs_text(costs: str, lang: str) -> str:
    """A refusal's "space cost, ..." list ("maneuver1 2, maneuver2 0") in words."""
    parts = []
    for item in costs.split(","):
        words = item.split()
        if len(words) == 2 and words[1].isdigit():
            parts.append(i18n.t("antike.err.space_cost", lang, space=space_name(words[0], lang),
                                n=int(words[1])))
    return i18n.format_list(parts, lang) or costs


def localized(params: dict[str, Any], lang: str, names: Sequence[str] = ()) -> dict[str, Any]:
    """Event, decision and refusal params with ids turned into names in `lang`, and the
    phrases their messages use (units with their number, payments) added."""
    out: dict[str, Any] = {}
    for key, value in params.items():
        family = PARAM_FAMILIES.get(key)
        if family == "nation" and isinstance(value, str):
            out[key] = nation_label(value, lang)
        elif family == "space" and isinstance(value, str):
            out[key] = space_name(value, lang)
        elif family and isinstance(value, str):
            out[key] = label(family, value, lang)
        elif key == "seat" and isinstance(value, int):
            out["player"] = player_of(names, value)
        elif key == "pay" and isinstance(value, str):
            out[key] = payment_text(value.split(), lang)
        elif key == "costs" and isinstance(value, str):
            out[key] = costs_text(value, lang)
        elif key in ("actions", "ready") and isinstance(value, str):
            out[key] = ", ".join(value.split()) or "—"  # actions left per unit: "3, 1"
        else:
            out[key] = value
    unit = params.get("unit")
    if isinstance(unit, str):
        out["unit"] = label("unit", unit, lang)
        for count_key, phrase_key in (("count", "units"), ("pairs", "units"), ("entering", "entering"),
                                      ("defenders", "defending")):
            if isinstance(params.get(count_key), int):
                out[phrase_key] = units_text(unit, params[count_key], lang)
    if isinstance(params.get("legions"), int) and isinstance(params.get("galleys"), int):
        out["forces"] = forces_text(params["legions"], params["galleys"], lang)
    resource = params.get("resource")
    if isinstance(resource, str) and isinstance(params.get("amount"), int):
        out["goods"] = goods_text(resource, params["amount"], lang)
    return out


def event_text(event: Event, lang: str, names: Sequence[str] = ()) -> str:
    key = event.key
    if key == "antike.log.knowhow" and event.params.get("first"):
        key = "antike.log.knowhow_first"
    return i18n.t(key, lang, **localized(event.params, lang, names))


def only_done(decision: Decision) -> bool:
    """An action part where nothing is possible but ending the turn (the decision says so)."""
    return decision.kind in ACTION_KINDS and decision.params.get("can_act") is False \
        and decision.params.get("can_found") is False


class AntikePresenter(Presenter):
    game_id = GAME_ID
    commands = CommandShape(
        # Option names players know from the hand-written commands before.
        options={("knowhow", "knowhow"): "name", ("battle", "fight"): "answer"},
        # One option holding the rest of the move (autocompleted whole, or completed: below).
        whole={"fight": "battle", "conquer": "city"},
        defaults={("move", "count"): 1},
        # The steps paid follow from the space (`pay:` names what pays them).
        omit=frozenset({("rondel", "paid")}),
        # `/antike rondel space:temple` pays what the engine picks; `/antike arm province:X` arms
        # one unit; `/antike conquer city:X` takes the first mix of units that fits.
        complete=frozenset({"rondel", "arm", "conquer"}),
        seat_option={"battle": "nation", "order": "nation"},
    )
    # The autocomplete labels read the view: the rondel's cost per space, units ready to move.
    option_labels_read_view = True

    def who(self, view: dict[str, Any], names: Sequence[str], seat: int, lang: str) -> str:
        """"🔵 Greeks (Alice)"; the player alone while nations are still being chosen."""
        nation = nations_by_seat(view).get(seat)
        if not nation:
            return player_of(names, seat)
        return f"{nation_label(nation, lang)} ({player_of(names, seat)})"

    # --- public panel --------------------------------------------------------------------
    def public_message(self, view: dict[str, Any], names: list[str], decisions: list[Decision],
                       lang: str, events: Sequence[Event] = ()) -> PublicMessage:
        title = i18n.t("antike.panel.title", lang, round=view.get("round", 1), target=view.get("target", 0))
        lines: list[str] = []
        if not view.get("game_over"):
            active = view.get("active", 0)
            space = view.get("space")
            key = "antike.panel.turn" if space else "antike.panel.turn_start"
            lines.append(i18n.t(key, lang, who=self.who(view, names, active, lang),
                                phase=i18n.t(f"antike.panel.phase.{view.get('phase')}", lang),
                                space=space_label(space, lang) if space else ""))
        pending = view.get("pending_move")
        if pending:
            key = "antike.panel.pending" if pending["path"] else "antike.panel.pending_there"
            mover = nation_label(nations_by_seat(view).get(pending["seat"]), lang)
            lines.append(i18n.t(key, lang, nation=mover,
                                units=units_text(pending["unit"], pending["count"], lang),
                                province=province_label(pending["at"], lang),
                                path=" › ".join(province_label(p, lang) for p in pending["path"])))
        free = next((d.params["choices"] for d in decisions if d.kind == "choose_nation"), None)
        if free:
            lines.append(i18n.t("antike.panel.draft_free", lang, nations=i18n.format_list(
                [nation_label(n, lang) for n in free], lang)))
        prices = next((d.params["prices"] for d in decisions if "prices" in d.params), None)
        if prices is not None:
            lines.append(self.knowhow_prices(prices, lang))
        if view.get("sudden_death"):
            lines.append(i18n.t("antike.log.sudden_death", lang))
        log = [e for e in events if e.to is None]
        if log:
            text = "\n".join("• " + event_text(e, lang, names) for e in log[-LOG_SHOWN:])
            lines.append(i18n.t("antike.panel.log", lang) + "\n" + text)
        awaiting = self.awaiting_line(names, decisions, lang)
        if awaiting:
            lines.append(awaiting)
        fields = [(self.who(view, names, n["seat"], lang), self.nation_panel(view, n, lang) if n.get("nation")
                   else i18n.t("antike.panel.no_nation", lang)) for n in view.get("nations", [])]
        return PublicMessage(title=title, description="\n".join(lines), fields=fields)

    def nation_panel(self, view: dict[str, Any], n: dict[str, Any], lang: str) -> str:
        knowhows = i18n.format_list([label("knowhow", k, lang) for k in n.get("knowhows", [])], lang) or "—"
        return "\n".join([
            i18n.t("antike.panel.resources", lang, marble=n["marble"], iron=n["iron"], gold=n["gold"],
                   coins=n["coins"]),
            i18n.t("antike.panel.forces", lang, cities=n["cities"], temples=n["temples"],
                   legions=n["legions"], galleys=n["galleys"], seas=n["seas"]),
            i18n.t("antike.panel.personages", lang, count=len(n.get("personages", [])),
                   target=view.get("target", 0),
                   rondel=space_label(n["rondel"], lang) if n.get("rondel") else "—"),
            i18n.t("antike.panel.knowhows", lang, knowhows=knowhows),
            i18n.t("antike.panel.order", lang, order=label("order", n.get("order", "ask"), lang)),
        ])

    def knowhow_prices(self, prices: dict[str, int], lang: str) -> str:
        """The buyer's prices (the know-how decision's params): new or known to others."""
        parts = [f"{label('knowhow', k, lang)} {price}" for k, price in prices.items()]
        return i18n.t("antike.panel.knowhow_prices", lang, prices=" · ".join(parts) or "—")

    def decision_text(self, decision: Decision, lang: str) -> str:
        return self.decision_words(decision.kind, decision.params, lang)

    def decision_words(self, kind: str, params: dict[str, Any], lang: str) -> str:
        """What a decision asks (panel, dashboard, reminders), its ids named; an action part
        where nothing or only founding is possible says so (its params tell)."""
        words = localized(params, lang)
        if kind in ACTION_KINDS and params.get("can_act") is False:
            key = "only_done" if params.get("can_found") is False else "found_only"
            return i18n.t(f"antike.decision.{key}", lang, **words)
        return i18n.t(f"antike.decision.{kind}", lang, **words)

    def awaiting_line(self, names: list[str], decisions: list[Decision], lang: str) -> str:
        if not decisions:
            return ""
        parts = [f"**{player_of(names, d.seat)}** — {self.decision_text(d, lang)}" for d in decisions]
        # One line for one decision; several (battle demands) one per line.
        return i18n.t("flow.awaiting", lang, who=parts[0] if len(parts) == 1 else "\n" + "\n".join(parts))

    # --- labels --------------------------------------------------------------------------------
    def value_label(self, info: FieldInfo, value: Any, lang: str, names: Sequence[str] = ()) -> str:
        if info.name == "space" and isinstance(value, str):
            return space_label(value, lang)
        if info.name == "nation" and isinstance(value, str):
            return nation_label(value, lang)
        return super().value_label(info, value, lang, names)

    def action_label(self, action: Action, lang: str, names: Sequence[str] = ()) -> str:
        """An action in the reader's words (buttons, autocomplete, `/game play`)."""
        verb = action.verb
        a: Any = action
        if verb == "rondel":
            return self.rondel_label(a.space, a.paid, a.pay, lang)
        if verb == "take":
            return i18n.t("antike.button.take", lang, resource=label("resource", a.resource, lang))
        if verb in ("temple", "found"):
            return i18n.t(f"antike.button.{verb}", lang, province=province_label(a.province, lang))
        if verb == "knowhow":
            return i18n.t("antike.button.knowhow", lang, knowhow=label("knowhow", a.knowhow, lang))
        if verb == "arm":
            return i18n.t("antike.button.arm", lang, forces=forces_text(a.legions, a.galleys, lang),
                          province=province_label(a.province, lang))
        if verb == "nation":
            return nation_label(a.nation, lang)
        if verb == "move":
            text = i18n.t("antike.action.move", lang, units=units_text(a.unit, a.count, lang),
                          path=" → ".join(province_label(p, lang) for p in a.path))
            if a.actions:
                text += " " + i18n.t("antike.action.move_actions", lang,
                                     actions=", ".join(str(n) for n in a.actions))
            return text
        if verb == "fight":
            key = "antike.choice.fight" if a.pairs is None else "antike.choice.fight_pairs"
            return i18n.t(key, lang, unit=label("unit", a.unit, lang), nation=nation_label(a.nation, lang),
                          province=province_label(a.province, lang), pairs=a.pairs or 0)
        if verb == "conquer":
            text = i18n.t("antike.choice.conquer", lang, province=province_label(a.province, lang),
                          forces=forces_text(a.legions, a.galleys, lang))
            if a.release:
                text += " " + i18n.t("antike.choice.release", lang, province=province_label(a.release, lang))
            return text
        if verb == "done":
            return i18n.t("antike.action.done", lang)
        if verb == "battle":
            if not a.fight:
                return i18n.t("antike.fight.no", lang)
            if a.pairs is None:
                return i18n.t("antike.fight.yes", lang)
            return i18n.t("antike.action.battle_pairs", lang, pairs=a.pairs)
        if verb == "order":
            return i18n.t("antike.action.order", lang, order=label("order", a.order, lang))
        return super().action_label(action, lang, names)

    def rondel_label(self, space: str, paid: int, pay: Sequence[str], lang: str) -> str:
        name = space_label(space, lang)
        if not paid:
            return i18n.t("antike.button.rondel_free", lang, space=name)
        if not pay:
            return i18n.t("antike.button.rondel_cost", lang, space=name, paid=paid)
        return i18n.t("antike.button.rondel_paid", lang, space=name, paid=paid, pay=payment_text(pay, lang))

    def option_label(self, info: FieldInfo, value: Any, lang: str, names: Sequence[str] = (), *,
                     verb: str = "", view: dict[str, Any] | None = None) -> str:
        """Autocomplete labels: the rondel's spaces with their cost for the nation on turn, a
        move's start province with the units ready there."""
        view = view or {}
        if verb == "rondel" and info.name == "space" and isinstance(value, str):
            active = view.get("active")
            nation = next((n for n in view.get("nations", []) if n["seat"] == active), None)
            cost = (nation or {}).get("rondel_costs", {}).get(value)
            if cost is not None:
                return self.rondel_label(value, cost, (), lang)
        if verb == "move" and info.name == "path" and isinstance(value, tuple) and len(value) == 1:
            ready: Counter[str] = Counter()
            for group in view.get("maneuver", []):
                if group["province"] == value[0]:
                    ready[group["unit"]] += sum(1 for a in group["actions"] if a >= 1)
            if ready:
                return i18n.t("antike.choice.move_start", lang, province=province_label(value[0], lang),
                              units=forces_text(ready["legion"], ready["galley"], lang))
        if verb == "knowhow" and isinstance(value, str):
            return label("knowhow", value, lang)
        return super().option_label(info, value, lang, names, verb=verb, view=view)

    # --- the seat a command acts for (two players: `nation:`) ---------------------------------
    def seat_choices(self, view: dict[str, Any], names: Sequence[str], seats: Sequence[int],
                     lang: str) -> list[tuple[str, str]]:
        nations = nations_by_seat(view)
        return [(nation_label(nations.get(s), lang), nations[s] or str(s)) for s in seats if nations.get(s)]

    def seat_identity(self, view: dict[str, Any], seat: int, lang: str) -> str | None:
        nation = nations_by_seat(view).get(seat)
        return i18n.t(f"antike.nation.{nation}", lang) if nation else None

    def seat_named(self, view: dict[str, Any], names: Sequence[str], seats: Sequence[int], word: str) -> int:
        nation = registry.get(GAME_ID).resolve("nation", word)
        nations = nations_by_seat(view)
        for seat in seats:
            if nation is not None and nations.get(seat) == nation:
                return seat
        raise InvalidActionText("antike.err.not_your_nation", nation=word.strip()[:40])

    # --- buttons -----------------------------------------------------------------------------
    def dm_prompt(self, decision: Decision) -> bool:
        return decision.private or decision.kind in DM_PROMPTED or only_done(decision)

    def button_verbs(self, decision: Decision) -> Sequence[str] | None:
        """A maneuver's moves are commands (paths); the buttons need only these verbs."""
        if decision.kind in ACTION_KINDS:
            return tuple(v for v in decision.verbs if v not in ("move", "fight", "conquer"))
        return None

    def buttons(self, decision: Decision, legal: Sequence[Action], lang: str,
                view: dict[str, Any] | None = None, names: Sequence[str] = ()) -> list[ButtonSpec]:
        nation = nation_label(decision.params.get("nation"), lang)
        kind = decision.kind
        if kind == "battle_demand":
            fight = i18n.t("antike.button.fight", lang, nation=nation)
            let_pass = i18n.t("antike.button.no_battle", lang, nation=nation)
            return [ButtonSpec.of(fight, self.make("battle", fight=True), "danger"),
                    ButtonSpec.of(let_pass, self.make("battle", fight=False), "secondary")]
        playable = [a for a in legal if a.verb != "order"]
        if kind == "rondel":
            # One button per reachable space, paying what the engine would pick (its params);
            # other payments: `/antike rondel space: pay:`.
            # A space whose action cannot be used then (ruling 3: it may still be chosen) says so,
            # so nobody lands there by surprise with only "End turn" left (issue 17.13).
            specs = []
            for choice in decision.params.get("spaces", []):
                action = self.rondel_action(choice)
                if action not in playable:
                    continue
                label = self.button_label(action, lang)
                if choice.get("usable") is False:
                    label = i18n.t("antike.button.rondel_unusable", lang, label=label)
                style = "secondary" if choice.get("usable") is False else "primary"
                specs.append(ButtonSpec.of(label, action, style))
            return specs
        if kind in ("take_resource", "choose_nation"):
            return [ButtonSpec.of(self.button_label(a, lang), a, "primary") for a in playable]
        done = next((a for a in playable if a.verb == "done"), None)
        if only_done(decision):
            # Nothing else is possible: one obvious button, and the panel says why.
            return [ButtonSpec.of(i18n.t("antike.button.end_turn", lang, nation=nation),
                                  done or self.make("done"), "success")]
        quick = [a for a in playable if a.verb in ("temple", "knowhow", "found")]
        quick += [a for a in playable if a.verb == "arm"
                  and (a.legions, a.galleys) in ((1, 0), (0, 1))]
        specs = [ButtonSpec.of(self.button_label(a, lang), a, "secondary") for a in quick[:18]]
        # `done` ends the turn at once when there is nothing to found afterwards.
        ends = kind == "found" or not decision.params.get("can_found", True)
        done_key = "antike.button.end_turn" if ends else "antike.button.done"
        if done is not None:
            specs.append(ButtonSpec.of(i18n.t(done_key, lang, nation=nation), done, "success"))
        return specs

    def rondel_action(self, choice: dict[str, Any]) -> Action:
        """The rondel move of a choice of the decision's params (space, cost, payment)."""
        return self.make("rondel", space=choice["space"], paid=choice["cost"], pay=tuple(choice["pay"]))

    # --- what happened, refusals ---------------------------------------------------------------
    def describe(self, events: Sequence[Event], names: Sequence[str], lang: str) -> list[str] | None:
        return [event_text(e, lang, names) for e in events if e.to is None]

    def done_text(self, action: Action, lang: str, names: Sequence[str] = (),
                  events: Sequence[Event] = ()) -> str | None:
        """What happened, from the events ("Persians moves to Marble. Persians produces 3
        marble."); a move with no event of its own (ending the turn) says that first."""
        lines = [event_text(e, lang, names) for e in events]
        if action.verb == "done":
            lines.insert(0, i18n.t("antike.did.done", lang))
        elif not lines:
            lines.append(i18n.t("antike.did.other", lang, action=self.action_label(action, lang, names)))
        return "\n".join(lines) if lines else None

    def refusal_params(self, key: str, params: dict[str, Any], names: Sequence[str],
                       lang: str) -> dict[str, Any]:
        """Provinces, nations, know-hows, units and spaces by name; counts as phrases."""
        return localized(params, lang, names)

    # --- private and the end ------------------------------------------------------------------
    def private_text(self, view: dict[str, Any], lang: str, events: Sequence[Event] = (),
                     names: Sequence[str] = ()) -> str:
        return i18n.t("antike.private.public_game", lang)

    def final_text(self, outcome: dict[str, Any], names: list[str], lang: str) -> str:
        detail = outcome.get("detail") or {}
        nations = {int(s): n for s, n in (detail.get("nations") or {}).items()}
        personages = {int(s): p for s, p in (detail.get("personages") or {}).items()}

        def who(seat: int) -> str:
            return f"{nation_label(nations.get(seat), lang)} ({player_of(names, seat)})"

        lines = []
        winners = (outcome.get("ranking") or [[]])[0]
        if winners:
            lines.append(i18n.t("antike.final.winner", lang, who=who(winners[0])))
        if outcome.get("reason"):
            params = localized(outcome.get("reason_params") or {}, lang)
            lines.append(i18n.t(outcome["reason"], lang, **params))
        lines.append("")
        for place, seat in places(outcome.get("ranking", [])):
            cards = personages.get(seat, [])
            counts = Counter(card.split("_")[0] for card in cards)
            listed = ", ".join(f"{label('personage', k, lang)} ×{v}" for k, v in counts.items()) or "—"
            lines.append(i18n.t("antike.final.line", lang, place=place, who=who(seat), count=len(cards),
                                personages=listed))
        return "\n".join(lines)


PRESENTER = AntikePresenter()
register(PRESENTER)

__all__ = ["GAME_ID", "NATION_EMOJI", "PRESENTER", "AntikePresenter", "event_text", "label", "localized",
           "nation_label", "only_done", "province_label", "user_names"]
