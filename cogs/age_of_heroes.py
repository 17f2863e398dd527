"""Age of Heroes in Discord: `/aoh ...` commands, DM prompts, market-day trading, the public log.

What goes where (research §4):
- The game channel gets, after every change, the public panel (tableaux, hand sizes, decks,
  market offers, the battle round by round) with the image from `render.age_of_heroes`, and a
  compact log of the public events (`to is None` in the engine's events), in the table's language.
- Each player gets DMs with the hand grouped and counted, what it can build or pay right now,
  its open offers, and buttons for the decisions only it may answer (defence window, luck,
  battle cards, round picks, market answers). Windows that accept a card the player may not
  hold (luck, olympic games, heroes) always show the same buttons, so the prompt never says
  what is in a hand; playing a card one does not hold is refused ephemerally.
- Market day: `/aoh offer give:"1 wood 1 stone" get:"2 gold" to:@bob private:true`, `/aoh
  accept id`, `/aoh decline id`, `/aoh counter id ...`, `/aoh cancel id`, `/aoh done`; the
  recipient(s) get Accept / Decline buttons by DM. Private offers exist only in the two DMs.
  Card lists are read by the engine's grammar (ids or printed names, "2 madera 1 oro");
  autocomplete builds them card by card from the engine's `options`.

Presenters read views, decisions and events only; every rule stays in the engine (costs,
buildable items, hero-eligible armies come in the views or the decisions' params). Players
are named, never numbered: commands take them by user, buttons by their tribe.
"""

from __future__ import annotations

import logging
import unicodedata
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

import i18n
from cogs._base import AgoraCog
from cogs._i18n import cmd, lang_of
from cogs._present import ButtonSpec, Presenter, PublicMessage, register
from engine import registry
from engine.core import DONE, Decision, Event
from present.base import CommandShape

if TYPE_CHECKING:
    from bot import AgoraBot
    from storage.records import GameRecord

log = logging.getLogger("agora.age_of_heroes")

GAME_ID = "age_of_heroes"
AUTOCOMPLETE_LIMIT = 25
MAX_DM_BUTTONS = 23

CARD_EMOJI = {
    "iron": "⚙️", "wood": "🪵", "grain": "🌾", "stone": "🪨", "gold": "🪙",
    "limestone": "⬜", "concrete": "🏗️", "marble": "🏛️", "bricks": "🧱", "sandstone": "🏜️", "granite": "⛰️",
    "population_boom": "👶", "earthquake": "🌍", "volcano": "🌋", "famine": "🥀", "barbarians": "🪓",
    "olympic_games": "🏅", "mighty_hero": "🦸", "luck": "🍀",
}
ITEM_EMOJI = {"city": "🏘️", "army": "⚔️", "citadel": "🏰", "general": "🎖️", "road": "🛣️"}
# Event parameters that name a seat, shown as the player's name.
SEAT_PARAMS = ("seat", "taker", "target", "attacker", "defender", "drawer", "asker", "to", "first")
# Decisions whose window accepts a card the player may not hold: their buttons never depend on it.
WINDOW_KINDS = ("luck", "defend", "barbarians")
Choices = list[app_commands.Choice[str]]
IdChoices = list[app_commands.Choice[int]]


# ------------------------------------------------------------------ formatting
def card_name(card: str, lang: str) -> str:
    return i18n.t(f"age_of_heroes.card.{card}", lang)


def item_name(item: str, lang: str) -> str:
    return i18n.t(f"age_of_heroes.item.{item}", lang)


def counted(cards: dict[str, int] | list[str], lang: str) -> str:
    """`{"wood": 2, "iron": 1}` or `["wood", "wood", "iron"]` → "🪵 Wood ×2 · ⚙️ Iron ×1"."""
    if isinstance(cards, list):
        counts: dict[str, int] = {}
        for c in cards:
            counts[c] = counts.get(c, 0) + 1
        cards = counts
    if not cards:
        return "—"
    # The engine hands cards over in the deck's canonical order.
    return " · ".join(f"{CARD_EMOJI.get(c, '')} {card_name(c, lang)} ×{n}".strip() for c, n in cards.items())


def seat_label(seat: int | None, names: Sequence[str], lang: str) -> str:
    """A player by name (players never see seat numbers)."""
    if seat is None:
        return i18n.t("aoh.everyone", lang)
    return names[seat] if 0 <= seat < len(names) else "?"


def tribe_label(seat: int, tribes: Sequence[str | None], lang: str) -> str:
    tribe = tribes[seat] if 0 <= seat < len(tribes) else None
    return i18n.t(f"age_of_heroes.tribe.{tribe}", lang) if tribe else "?"


def cost_text(cost: dict[str, int], lang: str) -> str:
    return " ".join(f"{n} {card_name(c, lang)}" for c, n in cost.items())


def event_line(event: Event, names: list[str], lang: str) -> str:
    """A public engine event in words, seats named, cards and goals translated."""
    params: dict[str, Any] = dict(event.params)
    for key in SEAT_PARAMS:
        if key in params and (params[key] is None or isinstance(params[key], int)):
            params[key] = seat_label(params[key], names, lang)
    for key in ("give", "get", "cards"):
        if isinstance(params.get(key), list):
            params[key] = counted(params[key], lang)
    if isinstance(params.get("card"), str) and params["card"]:
        params["card"] = card_name(params["card"], lang)
    for key, prefix in (("tribe", "age_of_heroes.tribe"), ("goal", "age_of_heroes.goal"),
                        ("item", "age_of_heroes.item"), ("reason", "aoh.reason"),
                        ("winner", "aoh.round_winner")):
        if isinstance(params.get(key), str) and i18n.has(f"{prefix}.{params[key]}"):
            params[key] = i18n.t(f"{prefix}.{params[key]}", lang)
    if isinstance(params.get("conditions"), list):
        params["conditions"] = ", ".join(i18n.t(f"aoh.reason.{c}", lang) for c in params["conditions"])
    for key in ("units", "armies"):
        if isinstance(params.get(key), list):
            params[key] = ", ".join(params[key]) or "—"
    return i18n.t(event.key, lang, **params)


def cards_arg(text: str | None) -> str:
    """A player's card list as words for the engine's grammar ("2 madera, oro" -> "2 madera
    oro"; empty -> "nothing"). The engine reads the cards (ids, English or Spanish names)."""
    words = (text or "").replace(",", " ").replace("+", " ").split()
    return " ".join(words) if words and words not in (["-"],) else "nothing"


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in text if not unicodedata.combining(ch))


def _action(text: str) -> Any:
    """An action text read by the engine's own grammar."""
    return registry.get(GAME_ID).parse_action(text)


def build_label(action_text: str, lang: str, tribes: Sequence[str | None] = ()) -> str:
    """"build road to 1 pay stone gold" -> "🛣️ Road → Romans — 🪨 Stone ×1 · 🪙 Gold ×1"."""
    fields = _action(action_text).field_values()
    text = f"{ITEM_EMOJI.get(fields['item'], '')} {item_name(fields['item'], lang)}"
    if fields.get("on") is not None:
        text += f" a{fields['on']}"
    if fields.get("to") is not None:
        text += " → " + tribe_label(fields["to"], tribes, lang)
    if fields.get("pay"):
        text += " — " + counted(list(fields["pay"]), lang)
    return text


def offer_line(offer: dict[str, Any], names: list[str], lang: str) -> str:
    to = f" → {seat_label(offer['to'], names, lang)}" if offer.get("to") is not None else ""
    tag = " 🔒" if offer.get("private") else ""
    counter = i18n.t("aoh.counter_of", lang, id=offer["counter_of"]) if offer.get("counter_of") else ""
    return (f"#{offer['id']}{tag} {seat_label(offer['seat'], names, lang)}{to}: "
            f"{counted(offer['give'], lang)} ⇄ {counted(offer['get'], lang)}{counter}")


# ------------------------------------------------------------------ presenter
class AgeOfHeroesPresenter(Presenter):
    game_id = GAME_ID
    # The cog declares `/aoh` with the commands players know (no generated group beside it).
    commands = CommandShape(group="aoh")

    def __init__(self) -> None:
        # The seat whose DM is being written: `GameFlow.private_message` calls `private_text`
        # and then `buttons` in one synchronous step, `public_message` comes before the public
        # buttons. A turn's build and attack buttons (they follow the hand) go to the DM only.
        self._dm_seat: int | None = None

    # --- public --------------------------------------------------------------------
    def public_message(self, view: dict[str, Any], names: list[str], decisions: list[Decision],
                       lang: str, events: Sequence[Event] = ()) -> PublicMessage:
        self._dm_seat = None
        lines = [self.stage_line(view, names, lang)]
        pending = view.get("pending")
        if pending:
            lines.append(self.pending_line(pending, names, lang))
        battle = view.get("battle")
        if battle:
            lines += self.battle_lines(battle, names, lang)
        elif view.get("market", {}).get("open"):
            lines += self.market_lines(view, names, lang)
        elif view.get("last_battle"):
            lines += self.last_battle_lines(view["last_battle"], names, lang)
        decks = i18n.t("aoh.panel.decks", lang, deck=view.get("deck", 0), discard=view.get("discard_size", 0),
                       battle=view.get("battle_deck", 0))
        supply = " ".join(f"{ITEM_EMOJI.get(i, '')}{n}" for i, n in view.get("piles", {}).items())
        lines.append(f"{decks} · {i18n.t('aoh.panel.supply', lang)} {supply}")
        if not view.get("game_over"):
            lines.append(self.awaiting_line(names, decisions, lang))
        fields = [self.player_field(p, view, names, lang) for p in view.get("players", [])]
        return PublicMessage(title=i18n.t("age_of_heroes.name", lang), description="\n".join(lines),
                             fields=fields)

    def stage_line(self, view: dict[str, Any], names: list[str], lang: str) -> str:
        if view.get("game_over") and view.get("winner") is not None:
            return "🏆 " + i18n.t(f"age_of_heroes.ui.win_{view['win_reason']}", lang,
                                  name=seat_label(view["winner"], names, lang))
        if view["stage"] == "draft":
            return i18n.t("aoh.panel.draft", lang)
        if view["stage"] == "market":
            return i18n.t("aoh.panel.market", lang)
        return i18n.t("aoh.panel.turn", lang, turn=view["turn_no"],
                      who=seat_label(view["turn_seat"], names, lang))

    def pending_line(self, pending: dict[str, Any], names: list[str], lang: str) -> str:
        card = card_name(pending["card"], lang) if pending.get("card") else ""
        if pending["kind"] == "road":
            return i18n.t("aoh.panel.road", lang, asker=seat_label(pending["seat"], names, lang),
                          to=", ".join(seat_label(s, names, lang) for s in pending["asked"]))
        if pending["kind"] == "luck":
            answered = ", ".join(seat_label(s, names, lang) for s in pending["answered"]) or "—"
            return i18n.t("aoh.panel.luck", lang, card=card, answered=answered)
        return i18n.t("aoh.panel.disaster", lang, card=card, who=seat_label(pending["seat"], names, lang))

    def battle_lines(self, b: dict[str, Any], names: list[str], lang: str) -> list[str]:
        goal = i18n.t(f"age_of_heroes.goal.{b['goal']}", lang)
        lines = ["⚔️ " + i18n.t("aoh.panel.battle", lang, attacker=seat_label(b["attacker"], names, lang)
                               if b["attacker"] is not None else i18n.t("age_of_heroes.ui.barbarians", lang),
                               defender=seat_label(b["defender"], names, lang), goal=goal)]
        for side in (b["attack"], b["defence"]):
            units = " ".join(self.unit_text(u) for u in side["units"]) or "—"
            who = (seat_label(side["seat"], names, lang) if side["seat"] is not None
                   else i18n.t("age_of_heroes.ui.barbarians", lang))
            lines.append(f"• {who}: {units}")
        if b["stage"] == "assign":
            lines.append(i18n.t("aoh.panel.assigning", lang))
        lines += [self.round_line(n, r, lang) for n, r in enumerate(b["rounds"], start=1)]
        if b.get("citadels"):
            lines.append(i18n.t("aoh.panel.citadels", lang, n=b["citadels"]))
        return lines

    @staticmethod
    def unit_text(u: dict[str, Any]) -> str:
        text = u["id"] + ("🎖️" if u["general"] else "")
        if u.get("card") is not None:
            text += f"[{u['card']}]"
        if u.get("destroyed"):
            text += "✝"
        return f"~~{text}~~" if u.get("destroyed") else text

    def round_line(self, n: int, r: dict[str, Any], lang: str) -> str:
        return i18n.t("aoh.panel.round", lang, n=n, a=r["attack_unit"], at=r["attack_total"],
                      d=r["defence_unit"], dt=r["defence_total"],
                      winner=i18n.t(f"aoh.round_winner.{r['winner']}", lang))

    def last_battle_lines(self, lb: dict[str, Any], names: list[str], lang: str) -> list[str]:
        attacker = (seat_label(lb["attacker"], names, lang) if lb.get("attacker") is not None
                    else i18n.t("age_of_heroes.ui.barbarians", lang))
        lines = [i18n.t("aoh.panel.last_battle", lang, attacker=attacker,
                        defender=seat_label(lb["defender"], names, lang),
                        goal=i18n.t(f"age_of_heroes.goal.{lb['goal']}", lang))]
        if lb.get("called_off"):
            lines.append(i18n.t("age_of_heroes.ui.called_off", lang, card=card_name(lb["called_off"], lang)))
            return lines
        lines += [self.round_line(n, r, lang) for n, r in enumerate(lb.get("rounds", []), start=1)]
        lines.append(i18n.t("age_of_heroes.ui.victorious", lang, n=lb.get("victorious", 0)))
        return lines

    def market_lines(self, view: dict[str, Any], names: list[str], lang: str) -> list[str]:
        market = view["market"]
        lines = ["🏪 " + i18n.t("age_of_heroes.ui.offers", lang)]
        lines += [offer_line(o, names, lang) for o in market["offers"]] or [
            i18n.t("age_of_heroes.ui.no_offers", lang)]
        done = [seat_label(s, names, lang) for s in market["done"] if view["players"][s]["alive"]]
        if done:
            lines.append(i18n.t("age_of_heroes.ui.done", lang, names=", ".join(done)))
        return lines

    def player_field(self, p: dict[str, Any], view: dict[str, Any], names: list[str],
                     lang: str) -> tuple[str, str]:
        tribe = i18n.t(f"age_of_heroes.tribe.{p['tribe']}", lang) if p.get("tribe") else "?"
        title = f"{seat_label(p['seat'], names, lang)} — {tribe}"
        if view.get("stage") == "turn" and view.get("turn_seat") == p["seat"] and not view.get("game_over"):
            title = "▶ " + title
        if not p["alive"]:
            return title, "☠️ " + i18n.t("age_of_heroes.ui.out", lang)
        armies = " ".join(a["id"] + ("🎖️" if a["general"] else "") + ("💤" if a["away"] else "")
                          + ("🌍" if a["quaked"] else "") for a in p["armies"]) or "—"
        special = card_name(p["special"], lang) if p.get("special") else "?"
        lines = [i18n.t("aoh.panel.hand", lang, n=p["hand_size"]),
                 f"{ITEM_EMOJI['city']} {p['cities']}  {ITEM_EMOJI['citadel']} {p['citadels']}",
                 i18n.t("aoh.panel.monument", lang, n=p["monument"], card=special),
                 f"{ITEM_EMOJI['army']} {armies}"]
        roads = sorted({b if a == p["seat"] else a for a, b in view.get("roads", []) if p["seat"] in (a, b)})
        if roads:
            lines.append(f"{ITEM_EMOJI['road']} " + ", ".join(seat_label(s, names, lang) for s in roads))
        if p.get("challenge"):
            lines.append("🏁 " + i18n.t("age_of_heroes.ui.challenge", lang, conditions=", ".join(
                i18n.t(f"aoh.reason.{c}", lang) for c in p["challenge"])))
        return title, "\n".join(lines)

    def render(self, view: dict[str, Any], names: list[str], lang: str) -> bytes | None:
        from render.age_of_heroes import render_board

        return render_board(view, names=names, lang=lang)

    def awaiting_line(self, names: list[str], decisions: list[Decision], lang: str) -> str:
        if not decisions:
            return ""
        parts = []
        for d in decisions:
            what = i18n.t(f"age_of_heroes.decision.{d.kind}", lang)
            where = " 🤫" if d.private else ""  # a secret choice (by DM or My view)
            parts.append(f"**{seat_label(d.seat, names, lang)}**{where}: {what}")
        return i18n.t("flow.awaiting", lang, who="; ".join(parts))

    # --- buttons -------------------------------------------------------------------
    def button_label(self, action_text: str, lang: str, decision: Decision | None = None) -> str:
        """A button's words, from the action the engine's grammar reads (no seat number: other
        tribes are named by the decision's `tribes`)."""
        action = _action(action_text)
        verb, f = action.verb, action.field_values()
        key = f"aoh.button.{verb.replace(' ', '_')}"
        params = decision.params if decision is not None else {}
        tribes = params.get("tribes") or []
        if verb == "tribe":
            if f["tribe"] is None:
                return i18n.t("aoh.button.tribe_random", lang)
            return i18n.t(f"age_of_heroes.tribe.{f['tribe']}", lang)
        if verb in ("discard", "swap", "quake", "volcano", "send", "fight") and \
                next(iter(f.values())) is None:
            return i18n.t(f"aoh.button.{verb}_{'all' if verb == 'send' else 'random'}", lang)
        if verb in ("discard", "swap"):
            return i18n.t(key, lang, card=card_name(f["card"], lang))
        if verb == "volcano":
            return i18n.t(key, lang, rest=tribe_label(f["seat"], tribes, lang))
        if verb == "ask road":
            return i18n.t(key, lang, rest=tribe_label(f["to"], tribes, lang))
        if verb == "attack":
            return i18n.t(key, lang, rest=tribe_label(f["target"], tribes, lang),
                          goal=i18n.t(f"age_of_heroes.goal.{f['goal']}", lang))
        if verb == "build":
            return build_label(action_text, lang, tribes)
        if verb == "assign":
            if f["unit"] is not None:
                return i18n.t("aoh.button.assign_unit", lang, unit=f["unit"], value=f["value"])
            general = params.get("has_general", True)
            return i18n.t("aoh.button.assign_auto" if general else "aoh.button.assign_random", lang)
        if verb in ("accept", "decline", "cancel"):
            return i18n.t(key, lang, rest=f"#{f['offer']}")
        if verb == "hero" and f["on"] is not None:
            return i18n.t("aoh.button.hero_on", lang, army=f"a{f['on']}")
        rest = " ".join(str(f"a{v}" if k in ("army", "on") else v) for k, v in f.items() if v is not None)
        if i18n.has(key):
            return i18n.t(key, lang, rest=rest)
        return action_text

    def dm_prompt(self, decision: Decision) -> bool:
        """Secret decisions, and the turn's action and builds: their build and attack buttons
        depend on the hand, so they come by DM (the channel keeps tax, pass and roads)."""
        return decision.private or decision.kind in ("action", "build")

    def buttons(self, decision: Decision, legal: list[str], lang: str) -> list[ButtonSpec]:
        kind = decision.kind
        in_dm = self._dm_seat == decision.seat

        def spec(a: str, style: str = "secondary") -> ButtonSpec:
            return ButtonSpec(self.button_label(a, lang, decision), a, style)

        if kind in WINDOW_KINDS:
            return self.window_buttons(decision, lang)
        if kind in ("action", "build"):
            # Public: only moves that do not depend on the hand (tax needs a city, roads a
            # neighbour). In the DM: also one button per item the hand can build (its plain
            # payment) and per attack.
            verbs = {a: _action(a) for a in legal}
            quick = [a for a, x in verbs.items() if x.verb in ("tax", "pass", "done", "ask road")]
            specs = [spec(a, "primary" if a in ("tax", "done") else "secondary") for a in quick]
            if in_dm:
                builds = [a for a, x in verbs.items()
                          if x.verb == "build" and x.field_values()["pay"] is None]
                attacks = [a for a, x in verbs.items() if x.verb == "attack"]
                specs += [spec(a, "success") for a in builds] + [spec(a, "danger") for a in attacks]
            return specs[:MAX_DM_BUTTONS]
        if kind == "market":
            answers = [a for a in legal if _action(a).verb in ("accept", "decline", "cancel")]
            specs = [spec(a, _market_style(a)) for a in answers]
            return [*specs[:MAX_DM_BUTTONS - 1], spec("done", "primary")]
        if kind == "assign":
            auto = [spec("assign auto", "primary")]
            return auto + [spec(a) for a in legal if a != "assign auto"][:MAX_DM_BUTTONS - 1]
        if kind == "declare":
            order = sorted(legal, key=lambda a: (a in ("launch", "back"), a))
            return [spec(a, "success" if a == "launch" else "secondary") for a in order][:MAX_DM_BUTTONS]
        if kind == "discard":
            return [spec(a) for a in legal][:MAX_DM_BUTTONS]
        if len(legal) > MAX_DM_BUTTONS:
            return []
        return [spec(a) for a in legal]

    def window_buttons(self, decision: Decision, lang: str) -> list[ButtonSpec]:
        """The same buttons whatever the hand holds (research §4: a prompt must not leak a hand);
        the armies a hero may join come in the decision (public: the defending armies)."""
        if decision.kind == "luck":
            texts = ["luck", "no luck"]
        else:
            bare = decision.params.get("bare_armies", [])
            texts = ["olympics"] + (["luck"] if decision.kind == "barbarians" else [])
            texts += ["hero"] + [f"hero on {a}" for a in bare] + ["ready"]
        return [ButtonSpec(self.button_label(a, lang, decision), a,
                           "success" if a in ("ready", "no luck") else "secondary") for a in texts]

    # --- private -------------------------------------------------------------------
    def log_lines(self, events: Sequence[Event], names: list[str], lang: str) -> list[str]:
        """Every public event of the change, in words: the game's running public log."""
        lines = [event_line(e, names, lang) for e in events if e.to is None]
        return ["📜 " + "\n".join(lines)] if lines else []

    def private_text(self, view: dict[str, Any], lang: str, events: Sequence[Event] = (),
                     names: Sequence[str] = ()) -> str:
        private = view.get("private") or {}
        seat = private.get("seat", -1)
        self._dm_seat = seat
        hand = private.get("hand", {})
        lines = [i18n.t("aoh.dm.hand", lang, n=private.get("hand_size", 0), cards=counted(hand, lang))]
        if private.get("reserved"):
            lines.append(i18n.t("aoh.dm.reserved", lang, cards=counted(private["reserved"], lang)))
        buildable = private.get("buildable")
        costs = view.get("costs", {})
        if buildable:  # only while this player chooses its action or builds (issue 17.6)
            lines.append(i18n.t("aoh.dm.can_build", lang, items="; ".join(
                f"{ITEM_EMOJI.get(i, '')} {item_name(i, lang)} ({cost_text(costs.get(i, {}), lang)})"
                for i in buildable)))
        elif buildable is not None:
            lines.append(i18n.t("aoh.dm.can_build_nothing", lang))
        if private.get("can_place"):
            me = next((p for p in view.get("players", []) if p["seat"] == seat), {})
            lines.append(i18n.t("aoh.dm.can_place", lang, n=private["can_place"],
                                card=card_name(me.get("special") or "", lang)))
        offers = {o["id"]: o for o in view.get("market", {}).get("offers", [])}
        offers.update({o["id"]: o for o in private.get("private_offers", [])})
        names = list(names) or _tribe_names(view, lang)
        who = list(names)
        mine = [o for o in offers.values() if o["seat"] == seat]
        if mine:
            lines.append(i18n.t("aoh.dm.my_offers", lang))
            lines += ["  " + offer_line(o, names, lang) for o in mine]
        acceptable = [offers[i] for i in private.get("can_accept", []) if i in offers]
        if acceptable:
            lines.append(i18n.t("aoh.dm.can_accept", lang))
            lines += ["  " + offer_line(o, names, lang) for o in acceptable]
        decl = private.get("declaration")
        if decl:
            lines.append(i18n.t("aoh.dm.declaration", lang, target=seat_label(decl["target"], who, lang),
                                goal=i18n.t(f"age_of_heroes.goal.{decl['goal']}", lang),
                                armies=", ".join(decl["armies"]) or "—",
                                heroes=decl["hero_armies"] + len(decl["hero_generals"])))
        battle = private.get("battle")
        if battle:
            placed = ", ".join(f"{u}←{c}" for u, c in battle["units"].items() if c is not None) or "—"
            lines.append(i18n.t("aoh.dm.battle", lang,
                                cards=", ".join(map(str, battle["cards_to_place"])) or "—", placed=placed))
            if battle.get("committed_heroes"):
                lines.append(i18n.t("aoh.dm.committed_heroes", lang, n=battle["committed_heroes"]))
        return "\n".join(lines)

    def final_text(self, outcome: dict[str, Any], names: list[str], lang: str) -> str:
        lines = []
        if outcome.get("reason"):
            winner = (outcome.get("ranking") or [[None]])[0][0]
            reason = outcome["reason"].rsplit(".", 1)[-1]
            lines.append("🏆 " + i18n.t(f"age_of_heroes.ui.win_{reason}", lang,
                                        name=seat_label(winner, names, lang)))
        scores = outcome.get("scores") or {}
        for place, group in enumerate(outcome.get("ranking", []), start=1):
            for seat in group:
                score = scores.get(str(seat)) or scores.get(seat) or {}
                lines.append(i18n.t("aoh.final.line", lang, place=place, who=seat_label(seat, names, lang),
                                    cities=score.get("cities", 0), monument=score.get("monument", 0)))
        turns = (outcome.get("detail") or {}).get("turns")
        if turns:
            lines.append(i18n.t("aoh.final.turns", lang, n=turns))
        return "\n".join(lines)


def _tribe_names(view: dict[str, Any], lang: str) -> list[str]:
    """Where player names are not at hand (DMs, autocomplete), tribes name the seats."""
    return [i18n.t(f"age_of_heroes.tribe.{p['tribe']}", lang) if p.get("tribe") else "?"
            for p in view.get("players", [])]


def _market_style(action: str) -> str:
    return {"accept": "success", "decline": "danger"}.get(_action(action).verb, "secondary")


PRESENTER = AgeOfHeroesPresenter()
register(PRESENTER)


# ------------------------------------------------------------------ the cog
class AgeOfHeroes(AgoraCog):
    aoh = app_commands.Group(name="aoh", description=cmd("cmd.aoh.desc"), guild_only=True)


    # --- helpers ----------------------------------------------------------------------------
    async def _record_here(self, interaction: discord.Interaction) -> GameRecord:
        return await self.flow.game_here(interaction)

    async def _my_state(self, interaction: discord.Interaction) -> tuple[Any, int] | None:
        """(state, first seat) of the user in this channel's game, or None."""
        assert self.bot.service is not None
        record = await self.bot.service.store.get_game_by_channel(interaction.channel_id or 0)
        if record is None or record.game_id != GAME_ID or record.status != "active":
            return None
        seats = record.seats_of(interaction.user.id)
        state = self.bot.service.state_of(record)
        if not seats or state is None:
            return None
        return state, seats[0]

    async def _my_view(self, interaction: discord.Interaction) -> dict[str, Any] | None:
        """The user's player view in this channel's game (first seat), or None."""
        mine = await self._my_state(interaction)
        return None if mine is None else registry.get(GAME_ID).player_view(*mine)

    async def _seat_of(self, interaction: discord.Interaction, user: discord.abc.User) -> int | None:
        record = await self._record_here(interaction)
        seats = record.seats_of(user.id)
        if not seats:
            await self.flow.refuse(interaction, "aoh.err.not_playing", who=user.display_name)
            return None
        return seats[0]

    async def _legal_choices(self, interaction: discord.Interaction, heads: tuple[str, ...],
                             current: str) -> Choices:
        lang = lang_of(interaction)
        needle = _fold(current)
        view = await self._my_view(interaction) or {}
        tribes = [p.get("tribe") for p in view.get("players", [])]
        out = []
        for text in await self.legal_texts(interaction):
            if _action(text).verb not in heads:
                continue
            label = self.describe_legal(text, lang, tribes)
            if needle in _fold(label) or needle in text:
                out.append(app_commands.Choice(name=label[:100], value=text[:100]))
        return out[:AUTOCOMPLETE_LIMIT]

    @staticmethod
    def describe_legal(text: str, lang: str, tribes: Sequence[str | None] = ()) -> str:
        if text.startswith("build "):
            return build_label(text, lang, tribes)
        return PRESENTER.button_label(text, lang)

    # --- turn commands ----------------------------------------------------------------------
    @aoh.command(name=cmd("cmd.aoh.hand"), description=cmd("cmd.aoh.hand.desc"))
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.flow.show_private(interaction)

    @aoh.command(name=cmd("cmd.aoh.tax"), description=cmd("cmd.aoh.tax.desc"))
    async def tax(self, interaction: discord.Interaction) -> None:
        await self.flow.act(interaction, "tax")

    @aoh.command(name=cmd("cmd.aoh.pass"), description=cmd("cmd.aoh.pass.desc"))
    async def pass_(self, interaction: discord.Interaction) -> None:
        await self.flow.act(interaction, "pass")

    @aoh.command(name=cmd("cmd.aoh.swap"), description=cmd("cmd.aoh.swap.desc"))
    @app_commands.describe(card=cmd("cmd.aoh.card"))
    async def swap(self, interaction: discord.Interaction, card: str) -> None:
        await self.flow.act(interaction, f"swap {card}")

    @swap.autocomplete("card")
    async def swap_card(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self._hand_choices(interaction, current)

    @aoh.command(name=cmd("cmd.aoh.build"), description=cmd("cmd.aoh.build.desc"))
    @app_commands.describe(what=cmd("cmd.aoh.build.what"))
    async def build(self, interaction: discord.Interaction, what: str) -> None:
        await self.flow.act(interaction, what if what.startswith("build ") else f"build {what}")

    @build.autocomplete("what")
    async def build_what(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self._legal_choices(interaction, ("build",), current)

    @aoh.command(name=cmd("cmd.aoh.road"), description=cmd("cmd.aoh.road.desc"))
    @app_commands.describe(to=cmd("cmd.aoh.road.to"))
    async def road(self, interaction: discord.Interaction, to: discord.User) -> None:
        async with self.flow.refusals(interaction):
            seat = await self._seat_of(interaction, to)
            if seat is not None:
                await self.flow.act(interaction, f"ask road {seat}")

    @aoh.command(name=cmd("cmd.aoh.attack"), description=cmd("cmd.aoh.attack.desc"))
    @app_commands.describe(target=cmd("cmd.aoh.attack.target"), goal=cmd("cmd.aoh.attack.goal"))
    @app_commands.choices(goal=[app_commands.Choice(name=cmd(f"cmd.aoh.goal.{g}"), value=g)
                                for g in ("conquest", "plunder", "raze")])
    async def attack(self, interaction: discord.Interaction, target: discord.User, goal: str) -> None:
        async with self.flow.refusals(interaction):
            seat = await self._seat_of(interaction, target)
            if seat is not None:
                await self.flow.act(interaction, f"attack {seat} {goal}")

    @aoh.command(name=cmd("cmd.aoh.send"), description=cmd("cmd.aoh.send.desc"))
    @app_commands.describe(army=cmd("cmd.aoh.send.army"))
    async def send(self, interaction: discord.Interaction, army: str) -> None:
        await self.flow.act(interaction, army if army.startswith(("send", "hero")) else f"send {army}")

    @send.autocomplete("army")
    async def send_army(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self._legal_choices(interaction, ("send", "hero"), current)

    @aoh.command(name=cmd("cmd.aoh.launch"), description=cmd("cmd.aoh.launch.desc"))
    async def launch(self, interaction: discord.Interaction) -> None:
        await self.flow.act(interaction, "launch")

    @aoh.command(name=cmd("cmd.aoh.place"), description=cmd("cmd.aoh.place.desc"))
    @app_commands.describe(count=cmd("cmd.aoh.place.count"))
    async def place(self, interaction: discord.Interaction, count: app_commands.Range[int, 0, 30]) -> None:
        await self.flow.act(interaction, f"place {count}")

    @aoh.command(name=cmd("cmd.aoh.discard"), description=cmd("cmd.aoh.discard.desc"))
    @app_commands.describe(card=cmd("cmd.aoh.card"))
    async def discard(self, interaction: discord.Interaction, card: str) -> None:
        await self.flow.act(interaction, f"discard {card}")

    @discard.autocomplete("card")
    async def discard_card(self, interaction: discord.Interaction,
                           current: str) -> Choices:
        return await self._hand_choices(interaction, current)

    async def _hand_choices(self, interaction: discord.Interaction,
                            current: str) -> Choices:
        view = await self._my_view(interaction)
        if view is None:
            return []
        lang = lang_of(interaction)
        needle = _fold(current)
        out = []
        for card, n in view["private"]["hand"].items():
            label = f"{card_name(card, lang)} ×{n}"
            if needle in _fold(label) or needle in card:
                out.append(app_commands.Choice(name=label, value=card))
        return out[:AUTOCOMPLETE_LIMIT]

    # --- market day -------------------------------------------------------------------------
    @aoh.command(name=cmd("cmd.aoh.offer"), description=cmd("cmd.aoh.offer.desc"))
    @app_commands.describe(give=cmd("cmd.aoh.offer.give"), get=cmd("cmd.aoh.offer.get"),
                           to=cmd("cmd.aoh.offer.to"), private=cmd("cmd.aoh.offer.private"))
    async def offer(self, interaction: discord.Interaction, give: str, get: str,
                    to: discord.User | None = None, private: bool = False) -> None:
        text = f"offer {cards_arg(give)} for {cards_arg(get)}"
        if to is not None:
            async with self.flow.refusals(interaction):
                seat = await self._seat_of(interaction, to)
                if seat is None:
                    return
                text += f" to {seat}"
        if private:
            text += " private"  # without a recipient the engine refuses it
        await self.flow.act(interaction, text)

    async def _cards_choices(self, interaction: discord.Interaction, current: str, verb: str,
                             field: str) -> Choices:
        """The typed card list plus one more card of each kind the engine's `options` allows
        next (what is still free to give; anything tradeable to get)."""
        mine = await self._my_state(interaction)
        if mine is None:
            return []
        state, seat = mine
        game = registry.get(GAME_ID)
        lang = lang_of(interaction)
        typed = cards_arg(current)
        try:
            prefix = game.parse_action(f"offer {typed} for nothing").field_values()["give"]
            partial = ""
        except Exception:  # a word being typed: suggest from the words before it
            words = typed.split()
            head = " ".join(words[:-1]) or "nothing"
            try:
                prefix = game.parse_action(f"offer {head} for nothing").field_values()["give"]
            except Exception:
                return []
            partial = _fold(words[-1]) if words else ""
        nexts = game.options(state, seat, verb, field, {}, tuple(prefix))
        out = []
        if DONE in nexts and prefix:
            out.append(app_commands.Choice(name=_spoken(prefix, lang)[:100], value=_cards_text(prefix)))
        for card in nexts:
            if card == DONE or (partial and not (_fold(card_name(card, lang)).startswith(partial)
                                                 or card.startswith(partial))):
                continue
            more = _canonical((*prefix, card))
            out.append(app_commands.Choice(name=_spoken(more, lang)[:100], value=_cards_text(more)[:100]))
        return out[:AUTOCOMPLETE_LIMIT]

    @offer.autocomplete("give")
    async def offer_give(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self._cards_choices(interaction, current, "offer", "give")

    @offer.autocomplete("get")
    async def offer_get(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self._cards_choices(interaction, current, "offer", "get")

    @aoh.command(name=cmd("cmd.aoh.counter"), description=cmd("cmd.aoh.counter.desc"))
    @app_commands.describe(id=cmd("cmd.aoh.offer_id"), give=cmd("cmd.aoh.offer.give"),
                           get=cmd("cmd.aoh.offer.get"))
    async def counter(self, interaction: discord.Interaction, id: int, give: str, get: str) -> None:
        await self.flow.act(interaction, f"counter {id} {cards_arg(give)} for {cards_arg(get)}")

    @counter.autocomplete("give")
    async def counter_give(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self._cards_choices(interaction, current, "counter", "give")

    @counter.autocomplete("get")
    async def counter_get(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self._cards_choices(interaction, current, "counter", "get")

    @aoh.command(name=cmd("cmd.aoh.accept"), description=cmd("cmd.aoh.accept.desc"))
    @app_commands.describe(id=cmd("cmd.aoh.offer_id"))
    async def accept(self, interaction: discord.Interaction, id: int) -> None:
        await self.flow.act(interaction, f"accept {id}")

    @aoh.command(name=cmd("cmd.aoh.decline"), description=cmd("cmd.aoh.decline.desc"))
    @app_commands.describe(id=cmd("cmd.aoh.offer_id"))
    async def decline(self, interaction: discord.Interaction, id: int) -> None:
        await self.flow.act(interaction, f"decline {id}")

    @aoh.command(name=cmd("cmd.aoh.cancel"), description=cmd("cmd.aoh.cancel.desc"))
    @app_commands.describe(id=cmd("cmd.aoh.offer_id"))
    async def cancel(self, interaction: discord.Interaction, id: int) -> None:
        await self.flow.act(interaction, f"cancel {id}")

    @accept.autocomplete("id")
    @decline.autocomplete("id")
    @cancel.autocomplete("id")
    @counter.autocomplete("id")
    async def offer_id(self, interaction: discord.Interaction, current: str) -> IdChoices:
        view = await self._my_view(interaction)
        if view is None:
            return []
        lang = lang_of(interaction)
        seat = view["private"]["seat"]
        names = _tribe_names(view, lang)
        offers = {o["id"]: o for o in view["market"]["offers"]}
        offers.update({o["id"]: o for o in view["private"]["private_offers"]})
        command = interaction.command.name if interaction.command else ""
        out = []
        for o in offers.values():
            own = o["seat"] == seat
            if (command == cmd("cmd.aoh.cancel").message) != own:
                continue
            label = offer_line(o, names, lang)
            if current.strip() in label:
                out.append(app_commands.Choice(name=label[:100], value=o["id"]))
        return out[:AUTOCOMPLETE_LIMIT]

    @aoh.command(name=cmd("cmd.aoh.done"), description=cmd("cmd.aoh.done.desc"))
    async def done(self, interaction: discord.Interaction) -> None:
        await self.flow.act(interaction, "done")




def _counts(cards: Sequence[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in cards:
        out[c] = out.get(c, 0) + 1
    return out


def _spoken(cards: Sequence[str], lang: str) -> str:
    return ", ".join(f"{n} {card_name(c, lang)}" for c, n in _counts(cards).items())


def _canonical(cards: Sequence[str]) -> tuple[str, ...]:
    offer = registry.get(GAME_ID).grammar.action_class("offer")
    assert offer is not None
    return offer(give=tuple(cards), get=()).field_values()["give"]


def _cards_text(cards: Sequence[str]) -> str:
    """Cards as the engine writes them ("2 wood 1 gold")."""
    offer = registry.get(GAME_ID).grammar.action_class("offer")
    assert offer is not None
    return offer(give=tuple(cards), get=()).to_text().removeprefix("offer ").rsplit(" for ", 1)[0]


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(AgeOfHeroes(bot))
