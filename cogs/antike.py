"""Antike in Discord: `/antike ...` commands, rondel and battle buttons, the map image.

Everything in Antike is public, so the channel message (map + text panel + buttons) is the
whole view; DMs only prompt (battle demands, the start of a nation's turn) with the same
buttons. Commands build the engine's action texts (`arm athen legion 1`, `move legion 2
athen>sparta`...) and hand them to the shared flow, which the engine's grammar reads; every
province option is autocompleted from the engine's legal actions, `move` paths one legal next
province at a time from `options()`. Costs, prices and reachable spaces come from the
decisions' parameters: nothing here computes a rule. The "latest" lines are the events of the
change the panel shows.

With two players each user leads two nations (seats 0 & 2, 1 & 3): every line names the
nation, and the commands that can concern either nation (`battle`, `order`) take `nation`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

import i18n
from cogs._base import AgoraCog
from cogs._i18n import cmd
from cogs._present import ButtonSpec, Presenter, PublicMessage, register
from engine import registry
from engine.antike.actions import Rondel
from engine.antike.board import RESOURCES
from engine.core import DONE, Decision, Event

if TYPE_CHECKING:
    from bot import AgoraBot

GAME_ID = "antike"
AUTOCOMPLETE_LIMIT = 25
LOG_SHOWN = 8
NATION_EMOJI = {"greeks": "🔵", "persians": "🟥", "arabs": "🟢", "phoenicians": "🟣",
                "egyptians": "🟡", "babylonians": "⚫"}
SPACE_EMOJI = {"iron": "⚙️", "temple": "🏛️", "gold": "✨", "maneuver1": "⚔️", "arming": "🛡️",
               "marble": "🪨", "knowhow": "📜", "maneuver2": "⚔️"}
# Turn-start and out-of-turn decisions are also prompted by DM; the rest of a turn is not.
DM_PROMPTED = ("battle_demand", "rondel", "take_resource", "choose_nation")
# Decision params holding ids, and the catalog family that names them.
PARAM_FAMILIES = {"nation": "nation", "mover": "nation", "attacker": "nation", "defender": "nation",
                  "province": "province", "origin": "province", "to": "province", "release": "province",
                  "unit": "unit", "space": "space", "knowhow": "knowhow", "resource": "resource",
                  "personage": "personage", "order": "order", "reason": "reason"}
_SEAT_SUFFIX = re.compile(r" \(\d+\)$")


# --- names -------------------------------------------------------------------------------------
def label(family: str, value: str, lang: str) -> str:
    key = f"antike.{family}.{value}"
    return i18n.t(key, lang) if i18n.has(key) else value


def nation_label(nation: str | None, lang: str) -> str:
    if not nation:
        return "?"
    return f"{NATION_EMOJI.get(nation, '')} {label('nation', nation, lang)}".strip()


def province_label(pid: str, lang: str) -> str:
    return label("province", pid, lang)


def localized(params: dict[str, Any], lang: str) -> dict[str, Any]:
    """Decision and event params with ids turned into names in `lang`."""
    out: dict[str, Any] = {}
    for key, value in params.items():
        family = PARAM_FAMILIES.get(key)
        if family == "nation" and isinstance(value, str):
            out[key] = nation_label(value, lang)
        elif family and isinstance(value, str):
            out[key] = label(family, value, lang)
        elif key == "pay" and isinstance(value, str):
            out[key] = ", ".join(label("resource", r, lang) for r in value.split()) or "—"
        else:
            out[key] = value
    return out


def player_of(names: list[str], seat: int) -> str:
    """The user's display name for a seat (without the "(n)" seat suffix of multi-seat users)."""
    return _SEAT_SUFFIX.sub("", names[seat]) if seat < len(names) else f"#{seat + 1}"


def user_names(view: dict[str, Any], names: list[str]) -> list[str]:
    """Display names by user index (the renderer's `names`): two users lead four nations."""
    by_user: dict[int, str] = {}
    for nation in view.get("nations", []):
        by_user.setdefault(nation["user"], player_of(names, nation["seat"]))
    return [by_user[u] for u in sorted(by_user)]


def nations_by_seat(view: dict[str, Any]) -> dict[int, str | None]:
    return {n["seat"]: n["nation"] for n in view.get("nations", [])}


def rondel_text(choice: dict[str, Any]) -> str:
    """The action text of a rondel choice of the decision's params (space, cost, payment)."""
    return Rondel(space=choice["space"], paid=choice["cost"], pay=tuple(choice["pay"])).to_text()


class AntikePresenter(Presenter):
    game_id = GAME_ID

    def who(self, view: dict[str, Any], names: list[str], seat: int, lang: str) -> str:
        return f"{nation_label(nations_by_seat(view).get(seat), lang)} ({player_of(names, seat)})"

    # --- public panel --------------------------------------------------------------------
    def public_message(self, view: dict[str, Any], names: list[str], decisions: list[Decision],
                       lang: str, events: Sequence[Event] = ()) -> PublicMessage:
        title = i18n.t("antike.panel.title", lang, round=view.get("round", 1), target=view.get("target", 0))
        lines: list[str] = []
        if not view.get("game_over"):
            active = view.get("active", 0)
            space = view.get("space")
            lines.append(i18n.t("antike.panel.turn", lang, who=self.who(view, names, active, lang),
                                phase=i18n.t(f"antike.panel.phase.{view.get('phase')}", lang),
                                space=label("space", space, lang) if space else "—"))
        pending = view.get("pending_move")
        if pending:
            lines.append(i18n.t("antike.panel.pending", lang, nation=nation_label(
                nations_by_seat(view).get(pending["seat"]), lang), count=pending["count"],
                unit=label("unit", pending["unit"], lang), province=province_label(pending["at"], lang),
                path=" › ".join(province_label(p, lang) for p in pending["path"]) or "—"))
        prices = next((d.params["prices"] for d in decisions if "prices" in d.params), None)
        if prices is not None:
            lines.append(self.knowhow_prices(prices, lang))
        if view.get("sudden_death"):
            lines.append(i18n.t("antike.log.sudden_death", lang))
        log = [e for e in events if e.to is None]
        if log:
            text = "\n".join("• " + i18n.t(e.key, lang, **localized(e.params, lang))
                             for e in log[-LOG_SHOWN:])
            lines.append(i18n.t("antike.panel.log", lang) + "\n" + text)
        awaiting = self.awaiting_line(names, decisions, lang, view)
        if awaiting:
            lines.append(awaiting)
        fields = [(self.who(view, names, n["seat"], lang), self.nation_panel(view, n, lang))
                  for n in view.get("nations", [])]
        return PublicMessage(title=title, description="\n".join(lines), fields=fields)

    def nation_panel(self, view: dict[str, Any], n: dict[str, Any], lang: str) -> str:
        knowhows = ", ".join(label("knowhow", k, lang) for k in n.get("knowhows", [])) or "—"
        return "\n".join([
            i18n.t("antike.panel.resources", lang, marble=n["marble"], iron=n["iron"], gold=n["gold"],
                   coins=n["coins"]),
            i18n.t("antike.panel.forces", lang, cities=n["cities"], temples=n["temples"],
                   legions=n["legions"], galleys=n["galleys"], seas=n["seas"]),
            i18n.t("antike.panel.personages", lang, count=len(n.get("personages", [])),
                   target=view.get("target", 0),
                   rondel=label("space", n["rondel"], lang) if n.get("rondel") else "—"),
            i18n.t("antike.panel.knowhows", lang, knowhows=knowhows),
            i18n.t("antike.panel.order", lang, order=label("order", n.get("order", "ask"), lang)),
        ])

    def knowhow_prices(self, prices: dict[str, int], lang: str) -> str:
        """The buyer's prices (the know-how decision's params): new or known to others."""
        parts = [f"{label('knowhow', k, lang)} {price}" for k, price in prices.items()]
        return i18n.t("antike.panel.knowhow_prices", lang, prices=" · ".join(parts) or "—")

    def awaiting_line(self, names: list[str], decisions: list[Decision], lang: str,
                      view: dict[str, Any] | None = None) -> str:
        if not decisions:
            return ""
        parts = []
        for d in decisions:
            what = i18n.t(f"antike.decision.{d.kind}", lang, **localized(d.params, lang))
            parts.append(f"**{player_of(names, d.seat)}** — {what}")
        return i18n.t("flow.awaiting", lang, who="\n" + "\n".join(parts))

    def render(self, view: dict[str, Any], names: list[str], lang: str) -> bytes | None:
        from render.antike import render_board

        return render_board(view, names=user_names(view, names), lang=lang)

    # --- buttons -----------------------------------------------------------------------------
    def dm_prompt(self, decision: Decision) -> bool:
        return decision.private or decision.kind in DM_PROMPTED

    def button_label(self, action_text: str, lang: str) -> str:
        words = action_text.split()
        head = words[0]
        if head == "rondel":
            return self.rondel_label(words[1:], lang)
        if head == "take":
            return i18n.t("antike.button.take", lang, resource=label("resource", words[1], lang))
        if head in ("temple", "found"):
            return i18n.t(f"antike.button.{head}", lang, province=province_label(words[1], lang))
        if head == "knowhow":
            return i18n.t("antike.button.knowhow", lang, knowhow=label("knowhow", words[1], lang))
        if head == "arm":
            unit, count = words[2], words[3]
            return i18n.t("antike.button.arm", lang, province=province_label(words[1], lang),
                          count=count, unit=label("unit", unit, lang))
        if head == "nation":
            return nation_label(words[1], lang)
        return action_text

    def rondel_label(self, words: list[str], lang: str) -> str:
        space = words[0]
        paid = int(words[1]) if len(words) > 1 and words[1].isdigit() else 0
        pay = words[words.index("pay") + 1:] if "pay" in words else []
        name = f"{SPACE_EMOJI.get(space, '')} {label('space', space, lang)}"
        if space in ("maneuver1", "maneuver2"):
            name += " I" if space == "maneuver1" else " II"
        if not paid:
            return i18n.t("antike.button.rondel_free", lang, space=name)
        return i18n.t("antike.button.rondel_paid", lang, space=name, paid=paid,
                      pay=", ".join(label("resource", r, lang) for r in pay))

    def buttons(self, decision: Decision, legal: list[str], lang: str) -> list[ButtonSpec]:
        nation = nation_label(decision.params.get("nation"), lang)
        kind = decision.kind
        if kind == "battle_demand":
            fight = i18n.t("antike.button.fight", lang, nation=nation)
            let_pass = i18n.t("antike.button.no_battle", lang, nation=nation)
            return [ButtonSpec(fight, "battle yes", "danger"), ButtonSpec(let_pass, "battle no", "secondary")]
        playable = [a for a in legal if not a.startswith("order ")]
        if kind == "rondel":
            # One button per reachable space, paying what the engine would pick (its params);
            # other payments: `/antike rondel space: pay:`.
            texts = [rondel_text(c) for c in decision.params.get("spaces", [])]
            return [ButtonSpec(self.button_label(t, lang), t, "primary") for t in texts if t in playable]
        if kind in ("take_resource", "choose_nation"):
            return [ButtonSpec(self.button_label(a, lang), a, "primary") for a in playable]
        quick = [a for a in playable if a.split()[0] in ("temple", "knowhow", "found")]
        quick += [a for a in playable if a.startswith("arm ") and len(a.split()) == 4 and a.endswith(" 1")]
        specs = [ButtonSpec(self.button_label(a, lang), a, "secondary") for a in quick[:18]]
        # `done` ends the turn at once when there is nothing to found afterwards.
        ends = kind == "found" or not decision.params.get("can_found", True)
        done_key = "antike.button.end_turn" if ends else "antike.button.done"
        if "done" in playable:
            specs.append(ButtonSpec(i18n.t(done_key, lang, nation=nation), "done", "success"))
        return specs

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
        for place, group in enumerate(outcome.get("ranking", []), start=1):
            for seat in group:
                cards = personages.get(seat, [])
                counts: dict[str, int] = {}
                for card in cards:
                    kind = card.split("_")[0]
                    counts[kind] = counts.get(kind, 0) + 1
                listed = ", ".join(f"{label('personage', k, lang)} ×{v}" for k, v in counts.items()) or "—"
                lines.append(i18n.t("antike.final.line", lang, place=place, who=who(seat), count=len(cards),
                                    personages=listed))
        return "\n".join(lines)


register(AntikePresenter())


def _choices(pairs: list[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=name[:100], value=value[:100])
            for name, value in pairs[:AUTOCOMPLETE_LIMIT]]


def _matches(current: str, *texts: str) -> bool:
    needle = current.strip().lower().replace(" ", "_")
    return not needle or any(needle in t.lower().replace(" ", "_") for t in texts)


class Antike(AgoraCog):
    antike = app_commands.Group(name="antike", description=cmd("cmd.antike.desc"), guild_only=True)


    # --- lookups -------------------------------------------------------------------------------
    async def _legal(self, interaction: discord.Interaction, head: str) -> list[list[str]]:
        """Legal action texts starting with `head`, split in words, for the user's awaited nations."""
        texts = await self.legal_texts(interaction)
        return [t.split() for t in dict.fromkeys(texts) if t.split()[0] == head]

    async def _view(self, interaction: discord.Interaction) -> dict[str, Any] | None:
        service = self.bot.service
        assert service is not None
        record = await service.store.get_game_by_channel(interaction.channel_id or 0)
        if record is None or record.game_id != GAME_ID or record.status != "active":
            return None
        state = service.state_of(record)
        return None if state is None else registry.get(GAME_ID).public_view(state)

    async def _seat_of_nation(self, interaction: discord.Interaction, nation: str | None) -> int | None:
        """The user's seat leading `nation`; None if no nation was named (the service then picks the
        awaited one) or if the user leads no such nation (the caller refuses)."""
        if not nation:
            return None
        record = await self.flow.game_here(interaction)
        view = await self._view(interaction)
        for seat in record.seats_of(interaction.user.id):
            if view is not None and nations_by_seat(view).get(seat) == nation.lower():
                return seat
        return None

    async def _province_options(self, interaction: discord.Interaction, head: str,
                                current: str) -> list[app_commands.Choice[str]]:
        lang = i18n.language(interaction.locale)
        provinces = dict.fromkeys(words[1] for words in await self._legal(interaction, head))
        return _choices([(province_label(p, lang), p) for p in provinces
                         if _matches(current, p, province_label(p, lang))])

    async def _decision(self, interaction: discord.Interaction, kind: str) -> Decision | None:
        """The user's awaited decision of this kind (its params carry costs and prices)."""
        found = await self.flow.seat_state_for(interaction)
        if found is None:
            return None
        _record, state, seat, _names = found
        game = registry.get(GAME_ID)
        return next((d for d in game.awaiting(state) if d.seat == seat and d.kind == kind), None)

    # --- rondel and the turn -------------------------------------------------------------------
    @antike.command(name=cmd("cmd.antike.rondel"), description=cmd("cmd.antike.rondel.desc"))
    @app_commands.describe(space=cmd("cmd.antike.rondel.space"), pay=cmd("cmd.antike.rondel.pay"))
    async def rondel(self, interaction: discord.Interaction, space: str, pay: str | None = None) -> None:
        text: str | None = "rondel " + space.strip()
        if pay:
            # The payment named apart replaces any in `space`; the engine works out the steps.
            text = None
            async with self.flow.refusals(interaction):
                game = registry.get(GAME_ID)
                chosen = game.parse_action(f"rondel {space.strip()}")
                info = next(i for i in Rondel.fields_info() if i.name == "pay")
                items = game.grammar.read_field(Rondel, info, pay.replace(",", " "))
                text = Rondel(space=chosen.space, pay=items).to_text()  # type: ignore[attr-defined]
        if text is not None:
            await self.flow.act(interaction, text)

    @rondel.autocomplete("space")
    async def rondel_space(self, interaction: discord.Interaction,
                           current: str) -> list[app_commands.Choice[str]]:
        presenter = AntikePresenter()
        lang = i18n.language(interaction.locale)
        decision = await self._decision(interaction, "rondel")
        out = []
        for choice in (decision.params.get("spaces", []) if decision else []):
            words = rondel_text(choice).split()[1:]
            name = presenter.rondel_label(words, lang)
            if _matches(current, words[0], name):
                out.append((name, " ".join(words)))
        return _choices(out)

    @antike.command(name=cmd("cmd.antike.take"), description=cmd("cmd.antike.take.desc"))
    @app_commands.describe(resource=cmd("cmd.antike.resource"))
    @app_commands.choices(resource=[app_commands.Choice(name=cmd(f"antike.resource.{r}"), value=r)
                                    for r in RESOURCES])
    async def take(self, interaction: discord.Interaction, resource: str) -> None:
        await self.flow.act(interaction, f"take {resource}")

    @antike.command(name=cmd("cmd.antike.temple"), description=cmd("cmd.antike.temple.desc"))
    @app_commands.describe(province=cmd("cmd.antike.province"))
    async def temple(self, interaction: discord.Interaction, province: str) -> None:
        await self.flow.act(interaction, f'temple "{province}"')

    @temple.autocomplete("province")
    async def temple_province(self, interaction: discord.Interaction,
                              current: str) -> list[app_commands.Choice[str]]:
        return await self._province_options(interaction, "temple", current)

    @antike.command(name=cmd("cmd.antike.found"), description=cmd("cmd.antike.found.desc"))
    @app_commands.describe(province=cmd("cmd.antike.province"))
    async def found(self, interaction: discord.Interaction, province: str) -> None:
        await self.flow.act(interaction, f'found "{province}"')

    @found.autocomplete("province")
    async def found_province(self, interaction: discord.Interaction,
                             current: str) -> list[app_commands.Choice[str]]:
        return await self._province_options(interaction, "found", current)

    @antike.command(name=cmd("cmd.antike.arm"), description=cmd("cmd.antike.arm.desc"))
    @app_commands.describe(province=cmd("cmd.antike.province"), legions=cmd("cmd.antike.legions"),
                           galleys=cmd("cmd.antike.galleys"))
    async def arm(self, interaction: discord.Interaction, province: str,
                  legions: app_commands.Range[int, 0, 3] = 0,
                  galleys: app_commands.Range[int, 0, 3] = 0) -> None:
        if legions + galleys == 0:
            # Nothing named: the first legal single unit there (a legion where legions may stand).
            pid = registry.get(GAME_ID).resolve("province", province)
            options = [w for w in await self._legal(interaction, "arm")
                       if w[1] == pid and w[-1] == "1" and len(w) == 4]
            text = " ".join(options[0]) if options else f'arm "{province}" legion 1'
        else:
            text = f'arm "{province}"' + (f" legion {legions}" if legions else "") + \
                (f" galley {galleys}" if galleys else "")
        await self.flow.act(interaction, text)

    @arm.autocomplete("province")
    async def arm_province(self, interaction: discord.Interaction,
                           current: str) -> list[app_commands.Choice[str]]:
        return await self._province_options(interaction, "arm", current)

    @antike.command(name=cmd("cmd.antike.knowhow"), description=cmd("cmd.antike.knowhow.desc"))
    @app_commands.describe(name=cmd("cmd.antike.knowhow.name"))
    async def knowhow(self, interaction: discord.Interaction, name: str) -> None:
        await self.flow.act(interaction, f"knowhow {name.strip().lower()}")

    @knowhow.autocomplete("name")
    async def knowhow_name(self, interaction: discord.Interaction,
                           current: str) -> list[app_commands.Choice[str]]:
        lang = i18n.language(interaction.locale)
        decision = await self._decision(interaction, "knowhow")
        prices = decision.params.get("prices", {}) if decision else {}
        out = []
        for words in await self._legal(interaction, "knowhow"):
            k = words[1]
            name = i18n.t("antike.choice.knowhow", lang, knowhow=label("knowhow", k, lang),
                          cost=prices.get(k, "?"))
            if _matches(current, k, name):
                out.append((name, k))
        return _choices(out)

    @antike.command(name=cmd("cmd.antike.done"), description=cmd("cmd.antike.done.desc"))
    async def done(self, interaction: discord.Interaction) -> None:
        await self.flow.act(interaction, "done")

    # --- maneuver ------------------------------------------------------------------------------
    @antike.command(name=cmd("cmd.antike.move"), description=cmd("cmd.antike.move.desc"))
    @app_commands.describe(unit=cmd("cmd.antike.unit"), path=cmd("cmd.antike.move.path"),
                           count=cmd("cmd.antike.move.count"))
    @app_commands.choices(unit=[app_commands.Choice(name=cmd(f"antike.unit.{u}"), value=u)
                                for u in ("legion", "galley")])
    async def move(self, interaction: discord.Interaction, unit: str, path: str,
                   count: app_commands.Range[int, 1, 17] = 1) -> None:
        # The engine's grammar reads the path (ids, printed names); quoted if names have spaces.
        path = path.strip().replace('"', "")
        await self.flow.act(interaction, f"move {unit} {count} " + (f'"{path}"' if " " in path else path))

    @move.autocomplete("path")
    async def move_path(self, interaction: discord.Interaction,
                        current: str) -> list[app_commands.Choice[str]]:
        """Start provinces with ready units, then the legal next provinces of the typed path, as
        the engine's `options()` gives them item by item."""
        lang = i18n.language(interaction.locale)
        found = await self.flow.seat_state_for(interaction)
        if found is None:
            return []
        record, state, seat, _names = found
        game = registry.get(GAME_ID)
        unit = getattr(interaction.namespace, "unit", None) or "legion"
        chosen: dict[str, Any] = {"unit": unit}
        count = getattr(interaction.namespace, "count", None)
        if isinstance(count, int):
            chosen["count"] = count
        parts = current.split(">")
        typed = parts[-1].strip()
        prefix = tuple(game.resolve("province", p) for p in parts[:-1])
        if any(p is None for p in prefix):
            return []
        nexts = await self.service.options(record, state, seat, "move", "path", chosen, prefix)
        if not prefix:
            ready = {m["province"]: m["actions"] for m in game.public_view(state).get("maneuver", [])
                     if m["unit"] == unit}
            return _choices([(i18n.t("antike.choice.move_start", lang, province=province_label(p, lang),
                                     count=sum(1 for a in ready.get(p, []) if a >= 1),
                                     unit=label("unit", unit, lang)), p)
                             for p in nexts if p != DONE and _matches(typed, p, province_label(p, lang))])
        out = []
        for nb in nexts:
            if nb != DONE and _matches(typed, nb, province_label(nb, lang)):
                name = " › ".join(province_label(p, lang) for p in [*prefix, nb])
                out.append((name, ">".join([*prefix, nb])))  # type: ignore[list-item]
        return _choices(sorted(out))

    @antike.command(name=cmd("cmd.antike.fight"), description=cmd("cmd.antike.fight.desc"))
    @app_commands.describe(battle=cmd("cmd.antike.fight.battle"), pairs=cmd("cmd.antike.pairs"))
    async def fight(self, interaction: discord.Interaction, battle: str,
                    pairs: app_commands.Range[int, 1, 17] | None = None) -> None:
        await self.flow.act(interaction, f"fight {battle.strip()}" + (f" {pairs}" if pairs else ""))

    @fight.autocomplete("battle")
    async def fight_battle(self, interaction: discord.Interaction,
                           current: str) -> list[app_commands.Choice[str]]:
        lang = i18n.language(interaction.locale)
        out = []
        for words in await self._legal(interaction, "fight"):
            prov, unit, nation = words[1:4]
            name = i18n.t("antike.choice.fight", lang, province=province_label(prov, lang),
                          unit=label("unit", unit, lang), nation=nation_label(nation, lang))
            if _matches(current, prov, name):
                out.append((name, f"{prov} {unit} {nation}"))
        return _choices(out)

    @antike.command(name=cmd("cmd.antike.conquer"), description=cmd("cmd.antike.conquer.desc"))
    @app_commands.describe(city=cmd("cmd.antike.conquer.city"))
    async def conquer(self, interaction: discord.Interaction, city: str) -> None:
        text = city.strip()
        if not any(ch.isdigit() for ch in text):
            # Only a city named: the first legal mix of units for it.
            pid = registry.get(GAME_ID).resolve("province", text)
            options = [w for w in await self._legal(interaction, "conquer") if w[1] == pid]
            text = " ".join(options[0][1:]) if options else f'"{text}" legion 1'
        await self.flow.act(interaction, f"conquer {text}")

    @conquer.autocomplete("city")
    async def conquer_city(self, interaction: discord.Interaction,
                           current: str) -> list[app_commands.Choice[str]]:
        lang = i18n.language(interaction.locale)
        out = []
        for words in await self._legal(interaction, "conquer"):
            prov = words[1]
            counts = dict(zip(words[2::2], words[3::2]))
            forces = ", ".join(f"{label('unit', u, lang)} ×{n}" for u, n in counts.items() if u != "release")
            name = i18n.t("antike.choice.conquer", lang, province=province_label(prov, lang), forces=forces)
            if _matches(current, prov, name):
                out.append((name, " ".join(words[1:])))
        return _choices(out)

    # --- battle demands and standing orders ----------------------------------------------------
    @antike.command(name=cmd("cmd.antike.battle"), description=cmd("cmd.antike.battle.desc"))
    @app_commands.describe(answer=cmd("cmd.antike.battle.answer"), pairs=cmd("cmd.antike.pairs"),
                           nation=cmd("cmd.antike.nation"))
    @app_commands.choices(answer=[app_commands.Choice(name=cmd("antike.choice.fight_yes"), value="yes"),
                                  app_commands.Choice(name=cmd("antike.choice.fight_no"), value="no")])
    async def battle(self, interaction: discord.Interaction, answer: str,
                     pairs: app_commands.Range[int, 1, 17] | None = None, nation: str | None = None) -> None:
        text = "battle no" if answer == "no" else "battle yes" + (f" {pairs}" if pairs else "")
        seat = await self._seat_of_nation(interaction, nation)
        if nation and seat is None:
            await self.flow.refuse(interaction, "antike.err.not_your_nation", nation=nation[:40])
            return
        await self.flow.act(interaction, text, seat=seat)

    @antike.command(name=cmd("cmd.antike.order"), description=cmd("cmd.antike.order.desc"))
    @app_commands.describe(order=cmd("cmd.antike.order.order"), nation=cmd("cmd.antike.nation"))
    @app_commands.choices(order=[app_commands.Choice(name=cmd(f"antike.order.{o}"), value=o)
                                 for o in ("always", "never", "city", "ask")])
    async def order(self, interaction: discord.Interaction, order: str, nation: str | None = None) -> None:
        seat = await self._seat_of_nation(interaction, nation)
        if nation and seat is None:
            await self.flow.refuse(interaction, "antike.err.not_your_nation", nation=nation[:40])
            return
        await self.flow.act(interaction, f"order {order}", seat=seat)

    @battle.autocomplete("nation")
    @order.autocomplete("nation")
    async def own_nation(self, interaction: discord.Interaction,
                         current: str) -> list[app_commands.Choice[str]]:
        lang = i18n.language(interaction.locale)
        view = await self._view(interaction)
        if view is None:
            return []
        record = await self.flow.game_here(interaction)
        nations = nations_by_seat(view)
        own = [nations.get(s) for s in record.seats_of(interaction.user.id)]
        return _choices([(nation_label(n, lang), n) for n in own
                         if n and _matches(current, n, label("nation", n, lang))])


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Antike(bot))
