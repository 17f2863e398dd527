"""Age of Heroes in words: the public panel, the log from the engine's events, DMs, button and
autocomplete labels, refusals and the final summary (Discord-free: `cogs/age_of_heroes.py` only
declares the `/aoh` group, the commands that are not moves, and hands the image function over).

What goes where (research §4):
- The game channel gets, after every change, the public panel (tableaux, hand sizes, decks,
  market offers, the battle round by round) with the image, and the public events in words.
- Each player gets a DM when its private part or its decision changed: the hand grouped and
  counted, what it can build or pay right now, its open offers, what just happened to it, and
  buttons for the decisions only it may answer. Windows that accept a card the player may not
  hold (luck, olympic games, heroes) always show the same buttons, so a prompt never tells
  what is in a hand.

Players are named, never numbered; tribes, cards, items and armies by their catalog names in the
reader's language. Everything shown comes from views, decisions' params and events: no rule is
computed here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import i18n
from engine import registry
from engine.core import Action, Decision, Event, Ref, Seat
from engine.core.fields import FieldInfo
from present.base import ButtonSpec, CommandShape, Presenter, PublicMessage, register
from present.ranking import places

GAME_ID = "age_of_heroes"
MAX_DM_BUTTONS = 23
MAX_DM_NEWS = 8

CARD_EMOJI = {
    "iron": "⚙️", "wood": "🪵", "grain": "🌾", "stone": "🪨", "gold": "🪙",
    "limestone": "⬜", "concrete": "🏗️", "marble": "🏛️", "bricks": "🧱", "sandstone": "🏜️", "granite": "⛰️",
    "population_boom": "👶", "earthquake": "🌍", "volcano": "🌋", "famine": "🥀", "barbarians": "🪓",
    "olympic_games": "🏅", "mighty_hero": "🦸", "luck": "🍀",
}
ITEM_EMOJI = {"city": "🏘️", "army": "⚔️", "citadel": "🏰", "general": "🎖️", "road": "🛣️"}
# Event parameters naming a seat (None: everyone, or the barbarians for an attacker).
SEAT_PARAMS = ("seat", "taker", "target", "attacker", "defender", "drawer", "asker", "to", "first")
# Event parameters naming a battle unit or an army ("a3", "h1", "b1").
UNIT_PARAMS = ("army", "unit", "attack_unit", "defence_unit", "on")
# Decisions whose window accepts a card the player may not hold: their buttons never depend on it.
WINDOW_KINDS = ("luck", "defend", "barbarians")
# Discards that only put an event card away once it took effect: the event's own line said it.
QUIET_DISCARDS = ("played", "opening", "no_target", "drawer_out", "recovered", "luck", "olympic_games",
                  "raze")
_UNIT = re.compile(r"^([ahb])(\d+)$")


# ------------------------------------------------------------------ words
def card_name(card: str, lang: str) -> str:
    key = f"age_of_heroes.card.{card}"
    return i18n.t(key, lang) if i18n.has(key) else "?"


def item_name(item: str, lang: str) -> str:
    return i18n.t(f"age_of_heroes.item.{item}", lang)


def tribe_name(tribe: str | None, lang: str) -> str:
    return i18n.t(f"age_of_heroes.tribe.{tribe}", lang) if tribe else "?"


def goal_name(goal: str, lang: str) -> str:
    return i18n.t(f"age_of_heroes.goal.{goal}", lang)


def unit_name(unit: str | int, lang: str) -> str:
    """An army or battle unit by name: "a3" or 3 → "Army 3", "h1" → "Hero 1", "b1" → "Barbarian 1"."""
    if isinstance(unit, int):
        return i18n.t("age_of_heroes.unit.army", lang, n=unit)
    found = _UNIT.match(unit)
    if found is None:
        return unit
    kind = {"a": "army", "h": "hero", "b": "barbarian"}[found[1]]
    return i18n.t(f"age_of_heroes.unit.{kind}", lang, n=int(found[2]))


def counted(cards: dict[str, int] | Sequence[str], lang: str) -> str:
    """`{"wood": 2, "iron": 1}` or `["wood", "wood", "iron"]` → "🪵 Wood ×2 · ⚙️ Iron ×1"."""
    if not isinstance(cards, dict):
        counts: dict[str, int] = {}
        for c in cards:
            counts[c] = counts.get(c, 0) + 1
        cards = counts
    if not cards:
        return i18n.t("core.word.nothing", lang)
    # The engine hands cards over in the deck's canonical order.
    return " · ".join(f"{CARD_EMOJI.get(c, '')} {card_name(c, lang)}" + (f" ×{n}" if n > 1 else "")
                      for c, n in cards.items()).strip()


def player(seat: int | None, names: Sequence[str], lang: str, *, nobody: str = "aoh.everyone") -> str:
    """A player by name (players never see seat numbers)."""
    if seat is None:
        return i18n.t(nobody, lang)
    return names[seat] if 0 <= seat < len(names) else "?"


def cost_text(cost: dict[str, int], lang: str) -> str:
    return counted(cost, lang)


def names_list(items: Sequence[str], lang: str) -> str:
    return i18n.format_list(list(items), lang) if items else "—"


def offer_line(offer: dict[str, Any], names: Sequence[str], lang: str) -> str:
    to = f" → {player(offer['to'], names, lang)}" if offer.get("to") is not None else ""
    tag = " 🔒" if offer.get("private") else ""
    counter = i18n.t("aoh.counter_of", lang, id=offer["counter_of"]) if offer.get("counter_of") else ""
    return (f"#{offer['id']}{tag} {player(offer['seat'], names, lang)}{to}: "
            f"{counted(offer['give'], lang)} ⇄ {counted(offer['get'], lang)}{counter}")


def event_params(event: Event, names: Sequence[str], lang: str) -> dict[str, Any]:
    """An event's params in words: seats named, cards, tribes and units by their names. Plain
    ids that choose the words (`item`, `goal`, `reason`, `on` = "army") stay as they are."""
    params: dict[str, Any] = dict(event.params)
    for key in SEAT_PARAMS:
        if key in params and (params[key] is None or isinstance(params[key], int)):
            nobody = "age_of_heroes.ui.barbarians" if key == "attacker" else "aoh.everyone"
            params[key] = player(params[key], names, lang, nobody=nobody)
    for key in ("give", "get", "cards"):
        value = params.get(key)
        if isinstance(value, list):
            params[key] = (", ".join(str(v) for v in value) if value and isinstance(value[0], int)
                           else counted(value, lang))
    if isinstance(params.get("card"), str) and params["card"]:
        params["card"] = card_name(params["card"], lang)
    if isinstance(params.get("tribe"), str):
        params["tribe"] = tribe_name(params["tribe"], lang)
    for key in UNIT_PARAMS:
        if isinstance(params.get(key), str):
            params[key] = unit_name(params[key], lang)
    for key in ("units", "armies"):
        if isinstance(params.get(key), list):
            params[key] = names_list([unit_name(u, lang) for u in params[key]], lang)
    if isinstance(params.get("conditions"), list):
        conditions = [i18n.t(f"aoh.reason.{c}", lang) for c in params["conditions"]]
        params["conditions"] = names_list(conditions, lang)
    if isinstance(params.get("winner"), str):
        params["winner"] = i18n.t(f"aoh.round_winner.{params['winner']}", lang)
    if "id" in params and isinstance(params["id"], int):
        params["id"] = f"#{params['id']}"
    if isinstance(params.get("counter_of"), int):
        params["counter_of"] = f"#{params['counter_of']}"
    return params


def event_line(event: Event, names: Sequence[str], lang: str) -> str:
    """One engine event in words."""
    return i18n.t(event.key, lang, **event_params(event, names, lang))


def _quiet(event: Event) -> bool:
    """Events whose news another line of the same change already tells."""
    key = event.key.rsplit(".", 1)[-1]
    reason = event.params.get("reason")
    if key in ("discarded", "discarded_count"):
        if reason in QUIET_DISCARDS:
            return True
        # The barbarians card itself, put away when the raid ends (the raid's lines said it).
        return reason == "barbarians" and set(event.params.get("cards") or []) == {"barbarians"}
    if key == "drew":  # the tax line counts the cards; an event drawn has its own line
        return reason == "tax" or event.params.get("count") == 0
    return key == "action_hidden"


# ------------------------------------------------------------------ presenter
class AgeOfHeroesPresenter(Presenter):
    shows_move_count = False  # private offers are moves: their number is a secret too
    game_id = GAME_ID
    # `/aoh` keeps the names and options players know: `/aoh build what:`, `/aoh road to:`,
    # `/aoh monument count:`, `/aoh accept id:`...; answers given by buttons only have no command.
    commands = CommandShape(
        group="aoh",
        names={"ask road": "road", "place": "monument"},
        options={("counter", "offer"): "id", ("accept", "offer"): "id", ("decline", "offer"): "id",
                 ("cancel", "offer"): "id"},
        whole={"build": "what"},
        hidden=frozenset({"allow", "deny", "quake", "volcano", "luck", "no luck", "olympics", "hold",
                          "ready", "assign", "fight"}),
    )
    buttons_read_view = True
    option_labels_read_view = True

    # --- labels --------------------------------------------------------------------
    def value_label(self, info: FieldInfo, value: Any, lang: str, names: Sequence[str] = ()) -> str:
        spec = info.spec
        if isinstance(spec, Ref) and spec.kind in ("army", "unit") and value is not None:
            return unit_name(value, lang)
        if isinstance(spec, Ref) and spec.kind == "offer" and value is not None:
            return f"#{value}"
        if isinstance(spec, Ref) and spec.kind == "card" and value is not None:
            return f"{CARD_EMOJI.get(value, '')} {card_name(value, lang)}".strip()
        if isinstance(spec, Seat) and value is not None and not names:
            return "?"
        return super().value_label(info, value, lang, names)

    def action_label(self, action: Action, lang: str, names: Sequence[str] = ()) -> str:
        """An action in the reader's words (buttons, autocomplete, `/game play`, rule defaults)."""
        verb, f = action.verb, action.field_values()
        key = f"aoh.button.{verb.replace(' ', '_')}"
        if verb == "tribe":
            return (i18n.t("aoh.button.tribe_random", lang) if f["tribe"] is None
                    else tribe_name(f["tribe"], lang))
        first = next(iter(f.values()), None)
        if verb in ("discard", "swap", "quake", "volcano", "send", "fight") and first is None:
            return i18n.t(f"aoh.button.{verb}_{'all' if verb == 'send' else 'random'}", lang)
        if verb in ("discard", "swap"):
            return i18n.t(key, lang, card=card_name(f["card"], lang))
        if verb == "volcano":
            return i18n.t(key, lang, who=player(f["seat"], names, lang))
        if verb == "ask road":
            return i18n.t(key, lang, who=player(f["to"], names, lang))
        if verb == "attack":
            return i18n.t(key, lang, who=player(f["target"], names, lang), goal=f["goal"])
        if verb == "build":
            return self.build_label(action, lang, names)
        if verb == "assign":
            if f["unit"] is None:
                return i18n.t("aoh.button.assign_auto", lang)
            return i18n.t("aoh.button.assign_unit", lang, unit=unit_name(f["unit"], lang), value=f["value"])
        if verb in ("accept", "decline", "cancel"):
            return i18n.t(key, lang, id=f"#{f['offer']}")
        if verb == "hero" and f["on"] is not None:
            return i18n.t("aoh.button.hero_on", lang, army=unit_name(f["on"], lang))
        if verb == "hold":
            return i18n.t(key, lang, army=unit_name(f["army"], lang))
        if verb in ("send", "quake", "fight"):
            return i18n.t(key, lang, army=unit_name(next(iter(f.values())), lang))
        if verb == "place":
            return i18n.t(key, lang, count=f["count"])
        if verb in ("offer", "counter"):
            to = f" → {player(f['to'], names, lang)}" if f.get("to") is not None else ""
            secret = " 🔒" if f.get("private") else ""
            head = f"#{f['offer']} " if verb == "counter" else ""
            return f"{head}{counted(list(f['give']), lang)} ⇄ {counted(list(f['get']), lang)}{to}{secret}"
        if i18n.has(key):
            return i18n.t(key, lang)
        return super().action_label(action, lang, names)

    def build_label(self, action: Action, lang: str, names: Sequence[str] = ()) -> str:
        """"🛣️ Road → Bob — 🪨 Stone · 🪙 Gold"."""
        f = action.field_values()
        text = f"{ITEM_EMOJI.get(f['item'], '')} {item_name(f['item'], lang)}"
        if f.get("on") is not None:
            text += f" → {unit_name(f['on'], lang)}"
        if f.get("to") is not None:
            text += f" → {player(f['to'], names, lang)}"
        if f.get("pay"):
            text += " — " + counted(list(f["pay"]), lang)
        return text


    def option_label(self, info: FieldInfo, value: Any, lang: str, names: Sequence[str] = (), *,
                     verb: str = "", view: dict[str, Any] | None = None) -> str:
        """Autocomplete: an offer by its contents, a card with how many the hand holds."""
        spec = info.spec
        if isinstance(spec, Ref) and spec.kind == "offer" and value is not None and view is not None:
            offer = self._offers(view).get(value)
            if offer is not None:
                return offer_line(offer, names, lang)
        if isinstance(spec, Ref) and spec.kind == "card" and value is not None and view is not None \
                and verb in ("swap", "discard"):
            held = (view.get("private") or {}).get("hand", {}).get(value)
            if held:
                return f"{self.value_label(info, value, lang, names)} ×{held}"
        if value is None and verb in ("discard", "swap", "send", "tribe", "volcano", "quake", "fight"):
            suffix = "all" if verb == "send" else "random"
            key = f"aoh.button.{verb}_{suffix}" if verb != "tribe" else "aoh.button.tribe_random"
            return i18n.t(key, lang)
        return self.value_label(info, value, lang, names)

    @staticmethod
    def _offers(view: dict[str, Any]) -> dict[int, dict[str, Any]]:
        offers = {o["id"]: o for o in view.get("market", {}).get("offers", [])}
        offers.update({o["id"]: o for o in (view.get("private") or {}).get("private_offers", [])})
        return offers

    # --- public --------------------------------------------------------------------
    def public_message(self, view: dict[str, Any], names: list[str], decisions: list[Decision],
                       lang: str, events: Sequence[Event] = ()) -> PublicMessage:
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

    def stage_line(self, view: dict[str, Any], names: Sequence[str], lang: str) -> str:
        if view.get("game_over") and view.get("winner") is not None:
            return "🏆 " + i18n.t(f"age_of_heroes.ui.win_{view['win_reason']}", lang,
                                  name=player(view["winner"], names, lang))
        if view["stage"] == "draft":
            return i18n.t("aoh.panel.draft", lang)
        if view["stage"] == "market":
            return i18n.t("aoh.panel.market", lang)
        return i18n.t("aoh.panel.turn", lang, turn=view["turn_no"],
                      who=player(view["turn_seat"], names, lang))

    def pending_line(self, pending: dict[str, Any], names: Sequence[str], lang: str) -> str:
        card = card_name(pending["card"], lang) if pending.get("card") else ""
        if pending["kind"] == "road":
            return i18n.t("aoh.panel.road", lang, asker=player(pending["seat"], names, lang),
                          to=names_list([player(s, names, lang) for s in pending["asked"]], lang))
        if pending["kind"] == "luck":
            answered = names_list([player(s, names, lang) for s in pending["answered"]], lang)
            return i18n.t("aoh.panel.luck", lang, card=card, answered=answered)
        return i18n.t("aoh.panel.disaster", lang, card=card, who=player(pending["seat"], names, lang))

    def side_name(self, seat: int | None, names: Sequence[str], lang: str) -> str:
        return player(seat, names, lang, nobody="age_of_heroes.ui.barbarians")

    def battle_lines(self, b: dict[str, Any], names: Sequence[str], lang: str) -> list[str]:
        lines = ["⚔️ " + i18n.t("aoh.panel.battle", lang, attacker=self.side_name(b["attacker"], names, lang),
                               defender=player(b["defender"], names, lang), goal=b["goal"])]
        for side in (b["attack"], b["defence"]):
            units = ", ".join(self.unit_text(u, lang) for u in side["units"]) or "—"
            lines.append(f"• {self.side_name(side['seat'], names, lang)}: {units}")
        if b["stage"] == "assign":
            lines.append(i18n.t("aoh.panel.assigning", lang))
        lines += [self.round_line(n, r, lang) for n, r in enumerate(b["rounds"], start=1)]
        if b.get("citadels"):
            lines.append(i18n.t("aoh.panel.citadels", lang, n=b["citadels"]))
        return lines

    @staticmethod
    def unit_text(u: dict[str, Any], lang: str) -> str:
        text = unit_name(u["id"], lang) + (" 🎖️" if u["general"] else "")
        if u.get("card") is not None:
            text += f" [{u['card']}]"
        return f"~~{text}~~ ✝" if u.get("destroyed") else text

    def round_line(self, n: int, r: dict[str, Any], lang: str) -> str:
        return i18n.t("aoh.panel.round", lang, n=n, a=unit_name(r["attack_unit"], lang), at=r["attack_total"],
                      d=unit_name(r["defence_unit"], lang), dt=r["defence_total"],
                      winner=i18n.t(f"aoh.round_winner.{r['winner']}", lang))

    def last_battle_lines(self, lb: dict[str, Any], names: Sequence[str], lang: str) -> list[str]:
        attacker = self.side_name(lb.get("attacker"), names, lang)
        lines = [i18n.t("aoh.panel.last_battle", lang, attacker=attacker,
                        defender=player(lb["defender"], names, lang), goal=lb["goal"])]
        if lb.get("called_off"):
            lines.append(i18n.t("age_of_heroes.ui.called_off", lang, card=card_name(lb["called_off"], lang)))
            return lines
        lines += [self.round_line(n, r, lang) for n, r in enumerate(lb.get("rounds", []), start=1)]
        lines.append(i18n.t("aoh.panel.victorious", lang, n=lb.get("victorious", 0)))
        return lines

    def market_lines(self, view: dict[str, Any], names: Sequence[str], lang: str) -> list[str]:
        market = view["market"]
        lines = ["🏪 " + i18n.t("age_of_heroes.ui.offers", lang)]
        lines += [offer_line(o, names, lang) for o in market["offers"]] or [
            i18n.t("age_of_heroes.ui.no_offers", lang)]
        done = [player(s, names, lang) for s in market["done"] if view["players"][s]["alive"]]
        if done:
            lines.append(i18n.t("age_of_heroes.ui.done", lang, names=names_list(done, lang)))
        return lines

    def player_field(self, p: dict[str, Any], view: dict[str, Any], names: Sequence[str],
                     lang: str) -> tuple[str, str]:
        title = player(p["seat"], names, lang)
        if p.get("tribe"):
            title += f" — {tribe_name(p['tribe'], lang)}"
        if view.get("stage") == "turn" and view.get("turn_seat") == p["seat"] and not view.get("game_over"):
            title = "▶ " + title
        if not p["alive"]:
            return title, "☠️ " + i18n.t("age_of_heroes.ui.out", lang)
        armies = ", ".join(unit_name(a["id"], lang) + (" 🎖️" if a["general"] else "")
                           + (" 💤" if a["away"] else "") + (" 🌍" if a["quaked"] else "")
                           for a in p["armies"]) or "—"
        special = card_name(p["special"], lang) if p.get("special") else ""
        lines = [i18n.t("aoh.panel.hand", lang, n=p["hand_size"]),
                 i18n.t("aoh.panel.holdings", lang, cities=p["cities"], citadels=p["citadels"]),
                 i18n.t("aoh.panel.monument", lang, n=p["monument"], card=special).strip(),
                 f"{ITEM_EMOJI['army']} {armies}"]
        roads = sorted({b if a == p["seat"] else a for a, b in view.get("roads", []) if p["seat"] in (a, b)})
        if roads:
            lines.append(f"{ITEM_EMOJI['road']} " + names_list([player(s, names, lang) for s in roads], lang))
        if p.get("challenge"):
            lines.append("🏁 " + i18n.t("age_of_heroes.ui.challenge", lang, conditions=names_list(
                [i18n.t(f"aoh.reason.{c}", lang) for c in p["challenge"]], lang)))
        return title, "\n".join(lines)

    def awaiting_line(self, names: list[str], decisions: list[Decision], lang: str) -> str:
        if not decisions:
            return ""
        # Players deciding the same thing (a market day, a famine's luck) share one line.
        kinds: dict[tuple[str, bool], list[str]] = {}
        for d in decisions:
            kinds.setdefault((d.kind, d.private), []).append(f"**{player(d.seat, names, lang)}**")
        parts = []
        for (kind, private), who in kinds.items():
            what = i18n.t(f"age_of_heroes.decision.{kind}", lang)
            secret = " 🤫" if private else ""  # a secret choice (by DM or My view)
            parts.append(f"{names_list(who, lang)}{secret}: {what}")
        return i18n.t("flow.awaiting", lang, who="; ".join(parts))

    # --- the log and the actor's reply ---------------------------------------------
    def lines(self, events: Sequence[Event], names: Sequence[str], lang: str) -> list[str]:
        return [event_line(e, names, lang) for e in events if not _quiet(e)]

    def log_lines(self, events: Sequence[Event], names: list[str], lang: str) -> list[str]:
        """Every public event of the change, in words: the game's running public log."""
        lines = self.lines([e for e in events if e.to is None], names, lang)
        return ["📜 " + "\n".join(lines)] if lines else []

    def describe(self, events: Sequence[Event], names: Sequence[str], lang: str) -> list[str] | None:
        return self.lines([e for e in events if e.to is None], names, lang)

    def done_text(self, action: Action, lang: str, names: Sequence[str] = (),
                  events: Sequence[Event] = ()) -> str | None:
        """What the action did, in words from its events (the private ones included: only the
        actor reads this); the action's own label when it told nothing."""
        lines = self.lines(events, names, lang)
        if not lines:  # nothing to tell (done building): what was done, in words
            key, params = registry.get(GAME_ID).describe_action(action)
            if key != "age_of_heroes.log.action_hidden":
                return i18n.t(key, lang, **params)
            return self.action_label(action, lang, names)
        text = "\n".join(lines)
        return text if len(text) <= 1900 else text[:1899] + "…"

    # --- refusals ------------------------------------------------------------------
    def refusal_text(self, key: str, params: dict[str, Any], lang: str, names: Sequence[str] = ()) -> str:
        if not key.startswith("age_of_heroes."):
            return super().refusal_text(key, params, lang, names)
        words = dict(params)
        if isinstance(words.get("seat"), int):
            words["seat"] = player(words["seat"], names, lang)
        if isinstance(words.get("card"), str):
            words["card"] = card_name(words["card"], lang) if words["card"] else "—"
        if isinstance(words.get("item"), str):
            words["item_id"] = words["item"]  # messages choose "a city" / "an army" by it
            words["item"] = item_name(words["item"], lang)
        if isinstance(words.get("tribe"), str):
            words["tribe"] = tribe_name(words["tribe"], lang)
        for unit in ("army", "unit"):
            if isinstance(words.get(unit), str):
                words[unit] = unit_name(words[unit], lang)
        if isinstance(words.get("id"), int):
            words["id"] = f"#{words['id']}"
        return i18n.t(key, lang, **words)

    # --- buttons -------------------------------------------------------------------
    def dm_prompt(self, decision: Decision) -> bool:
        """Secret decisions, and the turn's action and builds: their build and attack buttons
        depend on the hand, so they come by DM (the channel keeps tax, pass and roads)."""
        return decision.private or decision.kind in ("action", "build")

    def buttons(self, decision: Decision, legal: Sequence[Action], lang: str,
                view: dict[str, Any] | None = None, names: Sequence[str] = ()) -> list[ButtonSpec]:
        kind = decision.kind
        in_dm = view is not None and view.get("private") is not None

        def spec(a: Action, style: str = "secondary") -> ButtonSpec:
            return ButtonSpec.of(self.button_label(a, lang, names), a, style)

        if kind in WINDOW_KINDS:
            return self.window_buttons(decision, lang)
        if kind in ("action", "build"):
            # Public: only moves that do not depend on the hand (tax needs a city, roads a
            # neighbour). In the DM: also one button per item the hand can build (its plain
            # payment) and per attack.
            quick = [a for a in legal if a.verb in ("tax", "pass", "done", "ask road")]
            specs = [spec(a, "primary" if a.verb in ("tax", "done") else "secondary") for a in quick]
            if in_dm:
                builds = [a for a in legal if a.verb == "build" and a.field_values()["pay"] is None]
                attacks = [a for a in legal if a.verb == "attack"]
                specs += [spec(a, "success") for a in builds] + [spec(a, "danger") for a in attacks]
            return specs[:MAX_DM_BUTTONS]
        if kind == "market":
            styles = {"accept": "success", "decline": "danger"}
            answers = [spec(a, styles.get(a.verb, "secondary")) for a in legal
                       if a.verb in ("accept", "decline", "cancel")]
            return [*answers[:MAX_DM_BUTTONS - 1], spec(self.make("done"), "primary")]
        if kind == "assign":
            general = decision.params.get("has_general", True)
            auto = i18n.t("aoh.button.assign_auto" if general else "aoh.button.assign_random", lang)
            placements = [spec(a) for a in legal if getattr(a, "unit", None) is not None][:MAX_DM_BUTTONS - 1]
            return [ButtonSpec.of(auto, self.make("assign", unit=None), "primary"), *placements]
        if kind == "declare":
            order = sorted(legal, key=lambda a: (a.verb in ("launch", "back"), a.to_text()))
            return [spec(a, "success" if a.verb == "launch" else "secondary") for a in order][:MAX_DM_BUTTONS]
        if kind == "discard":
            return [spec(a) for a in legal][:MAX_DM_BUTTONS]
        if len(legal) > MAX_DM_BUTTONS:
            return []
        return [spec(a) for a in legal]

    def window_buttons(self, decision: Decision, lang: str) -> list[ButtonSpec]:
        """The same buttons whatever the hand holds (research §4: a prompt must not leak a hand);
        the armies a hero may join come in the decision (public: the defending armies)."""
        if decision.kind == "luck":
            answers = [self.make("luck"), self.make("no luck")]
        else:
            bare = [int(a) for a in decision.params.get("bare_armies", [])]
            answers = [self.make("olympics"), *([self.make("luck")] if decision.kind == "barbarians" else [])]
            answers += [self.make("hero"), *(self.make("hero", on=a) for a in bare), self.make("ready")]
        return [ButtonSpec.of(self.button_label(a, lang), a,
                              "success" if a.verb in ("ready", "no luck") else "secondary") for a in answers]

    # --- private -------------------------------------------------------------------
    def private_text(self, view: dict[str, Any], lang: str, events: Sequence[Event] = (),
                     names: Sequence[str] = ()) -> str:
        private = view.get("private") or {}
        seat = private.get("seat", -1)
        names = list(names) or [tribe_name(p.get("tribe"), lang) for p in view.get("players", [])]
        lines = []
        news = self.lines([e for e in events if e.to is not None], names, lang)
        if len(news) > MAX_DM_NEWS:  # several changes delivered at once (robots): the latest
            news = ["…", *news[-MAX_DM_NEWS:]]
        lines += ["📨 " + line for line in news]
        hand = private.get("hand", {})
        lines.append(i18n.t("aoh.dm.hand", lang, n=private.get("hand_size", 0), cards=counted(hand, lang)))
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
            me: dict[str, Any] = next((p for p in view.get("players", []) if p["seat"] == seat), {})
            lines.append(i18n.t("aoh.dm.can_place", lang, n=private["can_place"],
                                card=card_name(me.get("special") or "", lang)))
        offers = self._offers(view)
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
            lines.append(i18n.t("aoh.dm.declaration", lang, target=player(decl["target"], names, lang),
                                goal=decl["goal"],
                                armies=names_list([unit_name(a, lang) for a in decl["armies"]], lang),
                                heroes=decl["hero_armies"] + len(decl["hero_generals"])))
        battle = private.get("battle")
        if battle:
            placed = names_list([f"{unit_name(u, lang)} ← {c}" for u, c in battle["units"].items()
                                 if c is not None], lang)
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
                                        name=player(winner, names, lang)))
        scores = outcome.get("scores") or {}
        for place, seat in places(outcome.get("ranking", [])):
            score = scores.get(str(seat)) or scores.get(seat) or {}
            lines.append(i18n.t("aoh.final.line", lang, place=place, who=player(seat, names, lang),
                                cities=score.get("cities", 0), monument=score.get("monument", 0)))
        turns = (outcome.get("detail") or {}).get("turns")
        if turns:
            lines.append(i18n.t("aoh.final.turns", lang, n=turns))
        return "\n".join(lines)

    def score_text(self, score: Any, lang: str) -> str:
        if isinstance(score, dict):
            return i18n.t("aoh.final.score", lang, cities=score.get("cities", 0),
                          monument=score.get("monument", 0))
        return str(score)

    # --- help ----------------------------------------------------------------------
    def option_default(self, key: str, value: Any, lang: str) -> str | None:
        """A table option's default in words (cards and items by name, not ids)."""
        if isinstance(value, dict):
            def name(k: str) -> str:
                return card_name(k, lang) if i18n.has(f"age_of_heroes.card.{k}") else item_name(k, lang)
            return ", ".join(f"{name(k)} {n}" for k, n in value.items())
        return None


PRESENTER = AgeOfHeroesPresenter()
register(PRESENTER)

__all__ = ["CARD_EMOJI", "ITEM_EMOJI", "PRESENTER", "AgeOfHeroesPresenter", "card_name", "counted",
           "event_line", "unit_name"]
