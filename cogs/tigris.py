"""Tigris & Euphrates in Discord: `/tigris ...` commands, buttons, DMs and the board image.

What goes where (research §5–6):
- The game channel gets, after every change, the board image (`render.tigris`), a public panel
  (bag, treasures, monuments left, each dynasty's tiles in hand, catastrophes, treasures and
  leaders off the board; the conflict panel while one is open) and what the last change did (the
  engine's public events, translated through the catalog, players named by seat).
  Public decisions get buttons there: pass, war order, monument (or none), building (variant),
  treasure.
- Each player's DMs hold their six tiles grouped by colour, their points per colour (hidden
  from the others under hidden scoring), the tiles just drawn, and the prompts only they can
  answer: support, with the attacker's revealed number before the defender decides.
- The end: final points per colour with treasures allocated, the winner and the tie-break used,
  and per-player statistics from `Outcome.detail`.

Every command builds the engine's text form of an action (`tile red F3`, `leader black G5`,
`support 2`...) and hands it to the shared flow; squares are autocompleted from the engine's
legal actions for the chosen tile or leader, so players are only offered legal squares. The
presenter reads views, decisions, outcomes and legal action texts only — nothing hidden can reach
a public message — and computes no rule: the support colour, the totals and the tie-break come
from the engine.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

import i18n
from cogs._base import AgoraCog
from cogs._i18n import cmd
from cogs._present import ButtonSpec, Presenter, PublicMessage, register
from engine.core import Decision, Event

if TYPE_CHECKING:
    from bot import AgoraBot

log = logging.getLogger("agora.tigris")

GAME_ID = "tigris"
COLOURS = ("red", "blue", "green", "black")
COLOUR_EMOJI = {"red": "🟥", "blue": "🟦", "green": "🟩", "black": "⬛"}
DYNASTY_EMOJI = {"bow": "🏹", "lion": "🦁", "bull": "🐂", "urn": "🏺"}
AUTOCOMPLETE_LIMIT = 25
# Room for every monument/building/treasure option: 24 action buttons + "My view" = 25 (Discord's cap).
MAX_DECISION_BUTTONS = 24
EVENT_LINES_SHOWN = 12
# Event params naming a dynasty, shown as the player's name with the dynasty's symbol; the
# engine gives each one's seat beside it ("seat" for "dynasty", "attacker_seat"...).
DYNASTY_PARAMS = ("dynasty", "attacker", "defender", "winner", "loser")


def colour_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=cmd(f"tigris.color.{c}"), value=c) for c in COLOURS]


def leader_choices() -> list[app_commands.Choice[str]]:
    """Leaders are named by role and colour ("king (black)"): players think of them by role."""
    return [app_commands.Choice(name=cmd(f"cmd.tigris.leader_choice.{c}"), value=c) for c in COLOURS]


def square_key(square: str) -> tuple[str, int]:
    return (square[:1], int(square[1:])) if square[1:].isdigit() else (square, 0)


def _get(mapping: dict[Any, Any] | None, seat: int, default: Any = None) -> Any:
    """Outcome dicts come back from JSON with string keys; engine ones have ints."""
    if not mapping:
        return default
    return mapping.get(str(seat), mapping.get(seat, default))  # type: ignore[call-overload]


class TigrisPresenter(Presenter):
    game_id = GAME_ID

    # ------------------------------------------------------------------ words
    def colour(self, colour: str, lang: str) -> str:
        return f"{COLOUR_EMOJI.get(colour, '')} {i18n.t(f'tigris.color.{colour}', lang)}"

    def leader_name(self, colour: str, lang: str) -> str:
        return f"{COLOUR_EMOJI.get(colour, '')} {i18n.t(f'tigris.leader.{colour}', lang)}"

    def monument(self, monument_id: str, lang: str) -> str:
        emoji = "".join(COLOUR_EMOJI.get(c, "") for c in monument_id.split("-"))
        return f"{emoji} {i18n.t(f'tigris.monument.{monument_id}', lang)}"

    @staticmethod
    def dynasty_seats(view: dict[str, Any]) -> dict[str, int]:
        return {p["dynasty"]: p["seat"] for p in view.get("players", [])}

    def who(self, seat: int, names: list[str], dynasty: str | None, lang: str) -> str:
        name = names[seat] if 0 <= seat < len(names) else i18n.t(f"tigris.dynasty.{dynasty}", lang)
        return f"{DYNASTY_EMOJI.get(dynasty or '', '')} {name}".strip()

    def who_dynasty(self, dynasty: str, view: dict[str, Any], names: list[str], lang: str) -> str:
        seat = self.dynasty_seats(view).get(dynasty)
        if seat is None:
            return f"{DYNASTY_EMOJI.get(dynasty, '')} {i18n.t(f'tigris.dynasty.{dynasty}', lang)}"
        return self.who(seat, names, dynasty, lang)

    # ------------------------------------------------------------------ events
    def event_line(self, event: Event, view: dict[str, Any], names: list[str], lang: str) -> str | None:
        """One engine event in words, its params translated (colours, reasons, roles...)."""
        if not i18n.has(event.key):
            return None
        params: dict[str, Any] = {}
        for name, value in event.params.items():
            if name in DYNASTY_PARAMS and isinstance(value, str):
                seat = event.params.get("seat" if name == "dynasty" else f"{name}_seat")
                params[name] = self.who(seat, names, value, lang) if isinstance(seat, int) \
                    else self.who_dynasty(value, view, names, lang)
            elif name == "winners":
                seats = event.params.get("winner_seats")
                if isinstance(seats, list) and len(seats) == len(value):
                    params[name] = ", ".join(self.who(s, names, d, lang)
                                             for s, d in zip(seats, value, strict=True))
                else:
                    params[name] = ", ".join(self.who_dynasty(d, view, names, lang) for d in value)
            elif name in ("color", "destroyed") and isinstance(value, str):
                params[name] = self.colour(value, lang)
            elif name == "reason":
                area = "end" if event.key == "tigris.log.game_over" else "reason"
                params[name] = i18n.Msg(f"tigris.{area}.{value}")
            elif name == "role":
                params[name] = i18n.Msg(f"tigris.role.{value}")
            elif name == "monument" and isinstance(value, str):
                params[name] = self.monument(value, lang)
            elif name == "tiles":
                params[name] = " ".join(COLOUR_EMOJI.get(c, c) for c in value)
            else:
                params[name] = value
        return i18n.t(event.key, lang, **params)

    # ------------------------------------------------------------------ public
    def public_message(self, view: dict[str, Any], names: list[str], decisions: list[Decision],
                       lang: str, events: Sequence[Event] = ()) -> PublicMessage:
        turn = view.get("turn") or {}
        active = turn.get("active", 0)
        dynasty_of = {p["seat"]: p["dynasty"] for p in view.get("players", [])}
        if view.get("game_over"):
            title = f"{i18n.t('tigris.name', lang)} — {i18n.t('tigris.panel.game_over', lang)}"
        else:
            title = i18n.t("tigris.panel.title", lang, game=i18n.t("tigris.name", lang),
                           who=self.who(active, names, dynasty_of.get(active), lang),
                           n=turn.get("actions_left", 0))
        monuments_left = sum(1 for m in view.get("monuments", []) if m.get("square") is None)
        description = [i18n.t("tigris.panel.bag", lang, bag=view.get("bag", 0),
                              treasures=view.get("treasures_left", 0), monuments=monuments_left)]
        if not view.get("open_scoring") and not view.get("game_over"):
            description.append(i18n.t("tigris.panel.hidden_scoring", lang))
        conflict = view.get("conflict")
        if conflict:
            description.append(self.conflict_panel(conflict, names, lang))
        happened = [line for e in events if e.to is None
                    for line in [self.event_line(e, view, names, lang)] if line]
        if happened:
            shown = happened[-EVENT_LINES_SHOWN:]
            description.append(f"**{i18n.t('tigris.panel.last_change', lang)}**\n" + "\n".join(shown))
        waiting = self.awaiting_line(names, decisions, lang)
        if waiting:
            description.append(waiting)
        return PublicMessage(title=title, description="\n".join(description),
                             fields=[self.player_field(p, names, active, view, lang)
                                     for p in view.get("players", [])])

    def player_field(self, player: dict[str, Any], names: list[str], active: int, view: dict[str, Any],
                     lang: str) -> tuple[str, str]:
        seat = player["seat"]
        name = self.who(seat, names, player["dynasty"], lang)
        if seat == active and not view.get("game_over"):
            name = "▶ " + name
        lines = [i18n.t("tigris.panel.counts", lang, tiles=player["tiles_in_hand"],
                        catastrophes=player["catastrophes_left"], treasures=player["treasures"])]
        off_board = [self.leader_name(c, lang) for c in player.get("leaders_in_hand", [])]
        lines.append(i18n.t("tigris.panel.leaders_in_hand", lang, leaders=", ".join(off_board) or "—"))
        if player.get("score") is not None:
            lines.append(" ".join(f"{COLOUR_EMOJI[c]} {player['score'].get(c, 0)}" for c in COLOURS))
        return name, "\n".join(lines)

    def conflict_panel(self, conflict: dict[str, Any], names: list[str], lang: str) -> str:
        colour = self.colour(conflict["color"], lang)
        support = conflict["support_color"]

        def side(role: str) -> str:
            s = conflict[role]
            committed = s.get("committed")
            total = "?" if committed is None else s["base"] + committed
            return i18n.t(f"tigris.panel.conflict.{role}", lang,
                          who=self.who(s["seat"], names, s["dynasty"], lang), square=s["square"],
                          base=s["base"], support="?" if committed is None else committed, total=total)

        lines = [i18n.t(f"tigris.panel.conflict.{conflict['kind']}", lang, color=colour),
                 side("attacker"), side("defender")]
        stage = conflict.get("stage")
        if stage in ("attacker", "defender"):
            s = conflict[stage]
            lines.append(i18n.t(f"tigris.panel.conflict.waiting_{stage}", lang,
                                who=self.who(s["seat"], names, s["dynasty"], lang),
                                support=self.colour(support, lang)))
        pending = conflict.get("pending_colors") or []
        if pending:
            lines.append(i18n.t("tigris.panel.conflict.pending", lang,
                                colors=", ".join(self.colour(c, lang) for c in pending)))
        return "\n".join(lines)

    def render(self, view: dict[str, Any], names: list[str], lang: str) -> bytes | None:
        from render.tigris import render_board

        return render_board(view, names=names, lang=lang)

    def awaiting_line(self, names: list[str], decisions: list[Decision], lang: str) -> str:
        if not decisions:
            return ""
        parts = []
        for d in decisions:
            parts.append(f"**{names[d.seat] if d.seat < len(names) else d.seat}**: "
                         + self.decision_text(d, lang))
        return i18n.t("flow.awaiting", lang, who="; ".join(parts))

    def decision_text(self, decision: Decision, lang: str) -> str:
        """What a decision asks, with its details (only public ones: params are public)."""
        p = decision.params
        if decision.kind == "action":
            return i18n.t("tigris.await.action", lang, n=p.get("actions_left", 1))
        if decision.kind == "war_order":
            return i18n.t("tigris.await.war_order", lang,
                          colors=", ".join(self.colour(c, lang) for c in p.get("colors", [])))
        if decision.kind == "support":
            return i18n.t("tigris.await.support", lang,
                          color=self.colour(p.get("support_color", "red"), lang),
                          role=i18n.Msg(f"tigris.role.{p.get('role', 'attacker')}"))
        if decision.kind == "treasure":
            return i18n.t("tigris.await.treasure", lang, squares=", ".join(p.get("squares", [])))
        return i18n.t(f"tigris.decision.{decision.kind}", lang, **p)

    # ------------------------------------------------------------------ buttons
    def button_label(self, action_text: str, lang: str) -> str:
        """A readable label for an action text (buttons, autocomplete names)."""
        words = action_text.split()
        head, args = (words[0], words[1:]) if words else ("", [])
        if head == "pass":
            return i18n.t("tigris.button.pass", lang)
        if head == "war" and args:
            return i18n.t("tigris.button.war", lang, color=self.colour(args[0], lang))
        if head == "support" and args:
            return i18n.t("tigris.button.support", lang, n=args[0])
        if head == "monument":
            if args == ["none"]:
                return i18n.t("tigris.button.monument_none", lang)
            if len(args) == 2:
                return i18n.t("tigris.button.monument", lang, monument=self.monument(args[0], lang),
                              square=args[1])
        if head == "building":
            if args == ["none"]:
                return i18n.t("tigris.button.building_none", lang)
            if len(args) == 2:
                return i18n.t("tigris.button.building", lang, color=self.colour(args[0], lang),
                              square=args[1])
        if head == "treasure" and args:
            return i18n.t("tigris.button.treasure", lang, square=args[0])
        if head == "swap" and args:
            counts = {c: args.count(c) for c in COLOURS if c in args}
            return i18n.t("tigris.button.swap", lang, n=len(args),
                          tiles=" ".join(f"{COLOUR_EMOJI[c]}×{n}" for c, n in counts.items()))
        if head in ("tile", "leader") and len(args) == 2:
            what = self.colour(args[0], lang) if head == "tile" else self.leader_name(args[0], lang)
            return i18n.t(f"tigris.button.{head}", lang, what=what, square=args[1])
        if head == "withdraw" and args:
            return i18n.t("tigris.button.withdraw", lang, what=self.leader_name(args[0], lang))
        if head == "catastrophe" and args:
            return i18n.t("tigris.button.catastrophe", lang, square=args[0])
        return action_text

    def support_label(self, decision: Decision, count: int, lang: str) -> str:
        """`support n` with the total it makes, and, for the defender, against what."""
        p = decision.params
        emoji = COLOUR_EMOJI.get(p.get("support_color", ""), "")
        total = int(p.get("base", 0)) + count
        if p.get("role") == "defender" and p.get("attacker_total") is not None:
            return i18n.t("tigris.button.support_defender", lang, n=count, emoji=emoji, total=total,
                          attack=p["attacker_total"])
        return i18n.t("tigris.button.support_attacker", lang, n=count, emoji=emoji, total=total)

    def buttons(self, decision: Decision, legal: list[str], lang: str) -> list[ButtonSpec]:
        if decision.kind == "action":
            # A turn has hundreds of legal moves (slash commands); only passing is one click.
            return [ButtonSpec(self.button_label(a, lang), a, "danger") for a in legal if a == "pass"]
        if decision.kind == "support":
            return [ButtonSpec(self.support_label(decision, int(a.split()[1]), lang), a,
                               "secondary" if a == "support 0" else "primary") for a in legal]
        if len(legal) > MAX_DECISION_BUTTONS:
            # Keep "none" reachable; the rest stays available through the commands.
            legal = [a for a in legal if a.endswith(" none")] + \
                [a for a in legal if not a.endswith(" none")][:MAX_DECISION_BUTTONS - 1]
        specs = []
        for a in legal:
            style = "secondary" if a.endswith(" none") else "primary" if decision.kind == "war_order" \
                else "success"
            specs.append(ButtonSpec(self.button_label(a, lang), a, style))
        return specs

    # ------------------------------------------------------------------ private
    def private_text(self, view: dict[str, Any], lang: str, events: Sequence[Event] = (),
                     names: Sequence[str] = ()) -> str:
        private = view.get("private") or {}
        seat = private.get("seat", -1)
        tiles = private.get("tiles", [])
        counts = {c: tiles.count(c) for c in COLOURS}
        hand = " · ".join(f"{COLOUR_EMOJI[c]}×{n} {i18n.t(f'tigris.color.{c}', lang)}"
                          for c, n in counts.items() if n)
        score = private.get("score", {})
        points = " · ".join(f"{COLOUR_EMOJI[c]} {score.get(c, 0)}" for c in COLOURS)
        secrecy = "tigris.private.open" if view.get("open_scoring") else "tigris.private.hidden"
        lines = [i18n.t("tigris.private.tiles", lang, n=len(tiles), tiles=hand or "—"),
                 i18n.t("tigris.private.score", lang, score=points, treasures=private.get("treasures", 0))
                 + " " + i18n.t(secrecy, lang)]
        player = next((p for p in view.get("players", []) if p.get("seat") == seat), None)
        if player is not None:
            off_board = ", ".join(self.leader_name(c, lang) for c in player["leaders_in_hand"])
            lines.append(i18n.t("tigris.private.pieces", lang, catastrophes=player["catastrophes_left"],
                                leaders=off_board or "—"))
        for event in events:
            if event.to is not None and seat in event.to:
                line = self.event_line(event, view, list(names), lang)
                if line:
                    lines.append("📥 " + line)
        prompt = self.support_prompt(view, seat, counts, lang, list(names))
        if prompt:
            lines.append(prompt)
        return "\n".join(lines)

    def support_prompt(self, view: dict[str, Any], seat: int, counts: dict[str, int],
                       lang: str, names: list[str] | None = None) -> str | None:
        """The conflict as the seat that must commit now sees it: bases, the attacker's number
        (for the defender), and how many tiles of the support colour it holds."""
        conflict = view.get("conflict")
        if not conflict or conflict.get("stage") not in ("attacker", "defender"):
            return None
        role = conflict["stage"]
        me, other = conflict[role], conflict["defender" if role == "attacker" else "attacker"]
        if me["seat"] != seat:
            return None
        support = conflict["support_color"]
        common = {"kind": i18n.Msg(f"tigris.panel.kind.{conflict['kind']}"),
                  "color": self.colour(conflict["color"], lang), "square": me["square"], "base": me["base"],
                  "other": self.who_dynasty(other["dynasty"], view, names or [], lang),
                  "other_base": other["base"], "have": counts.get(support, 0),
                  "support": self.colour(support, lang)}
        if role == "attacker":
            return i18n.t("tigris.private.support_attacker", lang, **common)
        return i18n.t("tigris.private.support_defender", lang, committed=other.get("committed") or 0,
                      attack=conflict["attacker_total"], need=conflict["defender_needs"], **common)

    # ------------------------------------------------------------------ the end
    def final_text(self, outcome: dict[str, Any], names: list[str], lang: str) -> str:
        detail = outcome.get("detail") or {}
        ranking = outcome.get("ranking") or []

        def who(seat: int) -> str:
            return self.who(seat, names, _get(detail.get("dynasties"), seat), lang)

        lines = []
        if ranking:
            winners = ", ".join(who(s) for s in ranking[0])
            lines.append(i18n.t("tigris.final.winner", lang, who=winners))
        reason = outcome.get("reason")
        params = dict(outcome.get("reason_params") or {})
        if reason:
            if "seats" in params:
                params["dynasties"] = ", ".join(who(s) for s in params["seats"])
            lines.append(i18n.t(reason, lang, **params))
        decided = self.tie_break_line(params, lang)
        if decided:
            lines.append(decided)
        lines.append("")
        for place, group in enumerate(ranking, start=1):
            for seat in group:
                lines.extend(self.final_lines(place, seat, who(seat), detail, lang))
        stats = detail.get("stats")
        if stats:
            lines.append("")
            lines.append(f"**{i18n.t('tigris.final.stats_title', lang)}**")
            for seat in range(len(names)):
                lines.append(self.stats_line(who(seat), _get(stats, seat, {}),
                                             _get(detail.get("treasures"), seat, 0),
                                             _get(detail.get("catastrophes"), seat, 0), lang))
        return "\n".join(lines)

    def final_lines(self, place: int, seat: int, who: str, detail: dict[str, Any], lang: str) -> list[str]:
        points = _get(detail.get("points"), seat, {}) or {}
        final = _get(detail.get("final"), seat, {}) or {}
        treasures = _get(detail.get("treasures"), seat, 0) or 0
        per_colour = []
        for c in COLOURS:
            raw, total = points.get(c, 0), final.get(c, points.get(c, 0))
            extra = f" (+{total - raw}💎)" if total > raw else ""
            per_colour.append(f"{COLOUR_EMOJI[c]} {total}{extra}")
        ordered = _get(detail.get("sorted"), seat, []) or sorted(final.values())
        return [i18n.t("tigris.final.place", lang, place=place, who=who, lowest=ordered[0] if ordered else 0),
                "  " + " · ".join(per_colour) + "  " + i18n.t("tigris.final.sorted", lang,
                                                               sorted=" ≤ ".join(str(v) for v in ordered),
                                                               treasures=treasures)]

    def tie_break_line(self, reason_params: dict[str, Any], lang: str) -> str | None:
        """Which colour decided between first and second when the weakest ones tie (the engine
        names it in the outcome's reason)."""
        level = reason_params.get("level")
        if level is None:
            return None
        return i18n.t("tigris.final.decided_on", lang, level=i18n.Msg(f"tigris.final.level.{level}"),
                      tied=reason_params["tied"], a=reason_params["winner_value"],
                      b=reason_params["runner_up_value"])

    def stats_line(self, who: str, stats: dict[str, int], treasures: int, catastrophes: int,
                   lang: str) -> str:
        def record(kind: str, role: str) -> str:
            return f"{stats.get(f'{kind}_{role}_won', 0)}–{stats.get(f'{kind}_{role}_lost', 0)}"

        return i18n.t("tigris.final.stats", lang, who=who,
                      revolt_attack=record("revolt", "attack"), revolt_defence=record("revolt", "defence"),
                      war_attack=record("war", "attack"), war_defence=record("war", "defence"),
                      monument=stats.get("points_monument", 0), treasures=treasures,
                      catastrophes=catastrophes, tile=stats.get("points_tile", 0),
                      revolt=stats.get("points_revolt", 0), war=stats.get("points_war", 0))


PRESENTER = TigrisPresenter()
register(PRESENTER)


class Tigris(AgoraCog):
    tigris = app_commands.Group(name="tigris", description=cmd("cmd.tigris.desc"), guild_only=True)

    async def _squares(self, interaction: discord.Interaction, prefixes: tuple[str, ...],
                       current: str) -> list[app_commands.Choice[str]]:
        """Legal squares for any of `prefixes` (e.g. 'tile red'), from the engine's legal actions."""
        needle = current.strip().upper()
        squares = set()
        for text in await self.legal_texts(interaction):
            head, _, square = text.rpartition(" ")
            if head in prefixes and square.startswith(needle):
                squares.add(square)
        ordered = sorted(squares, key=square_key)
        return [app_commands.Choice(name=s, value=s) for s in ordered[:AUTOCOMPLETE_LIMIT]]

    async def _prefixed(self, interaction: discord.Interaction, word: str,
                        current: str) -> list[app_commands.Choice[str]]:
        """Legal actions starting with `word`, named readably; the value is the action's arguments."""
        lang = i18n.language(interaction.locale)
        needle = current.lower().strip()
        out = []
        for text in await self.legal_texts(interaction):
            if not text.startswith(word + " "):
                continue
            label = PRESENTER.button_label(text, lang)
            rest = text[len(word) + 1:]
            if needle in rest.lower() or needle in label.lower():
                out.append(app_commands.Choice(name=f"{label} · {rest}"[:100], value=rest[:100]))
        return out[:AUTOCOMPLETE_LIMIT]

    @staticmethod
    def _colour_of(interaction: discord.Interaction) -> str | None:
        value = getattr(interaction.namespace, "color", None)
        return value if value in COLOURS else None

    # ------------------------------------------------------------------ commands
    @tigris.command(name=cmd("cmd.tigris.tile"), description=cmd("cmd.tigris.tile.desc"))
    @app_commands.describe(color=cmd("cmd.tigris.color"), square=cmd("cmd.tigris.square"))
    @app_commands.choices(color=colour_choices())
    async def tile(self, interaction: discord.Interaction, color: str, square: str) -> None:
        await self.flow.act(interaction, f"tile {color} {square.strip()}")

    @tile.autocomplete("square")
    async def tile_square(self, interaction: discord.Interaction,
                          current: str) -> list[app_commands.Choice[str]]:
        colour = self._colour_of(interaction)
        prefixes = (f"tile {colour}",) if colour else tuple(f"tile {c}" for c in COLOURS)
        return await self._squares(interaction, prefixes, current)

    @tigris.command(name=cmd("cmd.tigris.leader"), description=cmd("cmd.tigris.leader.desc"))
    @app_commands.describe(color=cmd("cmd.tigris.leader_color"), square=cmd("cmd.tigris.square"))
    @app_commands.choices(color=leader_choices())
    async def leader(self, interaction: discord.Interaction, color: str, square: str) -> None:
        await self.flow.act(interaction, f"leader {color} {square.strip()}")

    @leader.autocomplete("square")
    async def leader_square(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        colour = self._colour_of(interaction)
        prefixes = (f"leader {colour}",) if colour else tuple(f"leader {c}" for c in COLOURS)
        return await self._squares(interaction, prefixes, current)

    @tigris.command(name=cmd("cmd.tigris.withdraw"), description=cmd("cmd.tigris.withdraw.desc"))
    @app_commands.describe(color=cmd("cmd.tigris.leader_color"))
    @app_commands.choices(color=leader_choices())
    async def withdraw(self, interaction: discord.Interaction, color: str) -> None:
        await self.flow.act(interaction, f"withdraw {color}")

    @tigris.command(name=cmd("cmd.tigris.catastrophe"), description=cmd("cmd.tigris.catastrophe.desc"))
    @app_commands.describe(square=cmd("cmd.tigris.square"))
    async def catastrophe(self, interaction: discord.Interaction, square: str) -> None:
        await self.flow.act(interaction, f"catastrophe {square.strip()}")

    @catastrophe.autocomplete("square")
    async def catastrophe_square(self, interaction: discord.Interaction,
                                 current: str) -> list[app_commands.Choice[str]]:
        return await self._squares(interaction, ("catastrophe",), current)

    @tigris.command(name=cmd("cmd.tigris.swap"), description=cmd("cmd.tigris.swap.desc"))
    @app_commands.describe(tiles=cmd("cmd.tigris.swap.tiles"))
    async def swap(self, interaction: discord.Interaction, tiles: str) -> None:
        await self.flow.act(interaction, "swap " + " ".join(tiles.lower().replace(",", " ").split()))

    @swap.autocomplete("tiles")
    async def swap_tiles(self, interaction: discord.Interaction,
                         current: str) -> list[app_commands.Choice[str]]:
        return await self._prefixed(interaction, "swap", current)

    @tigris.command(name=cmd("cmd.tigris.pass"), description=cmd("cmd.tigris.pass.desc"))
    async def pass_(self, interaction: discord.Interaction) -> None:
        await self.flow.act(interaction, "pass")

    @tigris.command(name=cmd("cmd.tigris.support"), description=cmd("cmd.tigris.support.desc"))
    @app_commands.describe(tiles=cmd("cmd.tigris.support.tiles"))
    async def support(self, interaction: discord.Interaction, tiles: app_commands.Range[int, 0, 6]) -> None:
        await self.flow.act(interaction, f"support {tiles}")

    @tigris.command(name=cmd("cmd.tigris.war"), description=cmd("cmd.tigris.war.desc"))
    @app_commands.describe(color=cmd("cmd.tigris.color"))
    @app_commands.choices(color=colour_choices())
    async def war(self, interaction: discord.Interaction, color: str) -> None:
        await self.flow.act(interaction, f"war {color}")

    @tigris.command(name=cmd("cmd.tigris.monument"), description=cmd("cmd.tigris.monument.desc"))
    @app_commands.describe(choice=cmd("cmd.tigris.monument.choice"))
    async def monument(self, interaction: discord.Interaction, choice: str) -> None:
        choice = choice.strip()
        await self.flow.act(interaction, choice if choice.startswith("monument") else f"monument {choice}")

    @monument.autocomplete("choice")
    async def monument_choice(self, interaction: discord.Interaction,
                              current: str) -> list[app_commands.Choice[str]]:
        return await self._prefixed(interaction, "monument", current)

    @tigris.command(name=cmd("cmd.tigris.building"), description=cmd("cmd.tigris.building.desc"))
    @app_commands.describe(choice=cmd("cmd.tigris.building.choice"))
    async def building(self, interaction: discord.Interaction, choice: str) -> None:
        choice = choice.strip()
        await self.flow.act(interaction, choice if choice.startswith("building") else f"building {choice}")

    @building.autocomplete("choice")
    async def building_choice(self, interaction: discord.Interaction,
                              current: str) -> list[app_commands.Choice[str]]:
        return await self._prefixed(interaction, "building", current)

    @tigris.command(name=cmd("cmd.tigris.treasure"), description=cmd("cmd.tigris.treasure.desc"))
    @app_commands.describe(square=cmd("cmd.tigris.square"))
    async def treasure(self, interaction: discord.Interaction, square: str) -> None:
        await self.flow.act(interaction, f"treasure {square.strip()}")

    @treasure.autocomplete("square")
    async def treasure_square(self, interaction: discord.Interaction,
                              current: str) -> list[app_commands.Choice[str]]:
        return await self._squares(interaction, ("treasure",), current)

    @tigris.command(name=cmd("cmd.tigris.hand"), description=cmd("cmd.tigris.hand.desc"))
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.flow.show_private(interaction)


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Tigris(bot))
