"""Tigris & Euphrates as players read it: the public panel, the log, buttons, the DM, the end.

What goes where (research §5–6):
- The game channel gets, after every change, the board image (`render.tigris`, with the change's
  events as its recent moves), a public panel (bag, treasures, monuments left, each player's
  tiles in hand, catastrophes, treasures and leaders off the board; the conflict while one is
  open) and what the last change did (the engine's public events in words, players by name).
  Public decisions get buttons there: pass, war order, monument (or none), building (variant),
  treasure.
- Each player's DMs hold their six tiles grouped by colour, their points per colour (hidden
  from the others under hidden scoring), the tiles just drawn, and the prompts only they can
  answer: support, with the attacker's revealed number before the defender decides.
- The end: final points per colour with treasures allocated, the winner and the tie-break used,
  and per-player statistics from `Outcome.detail`.

Commands are generated from the engine's actions (`cogs._commands`); `COMMANDS` keeps the names
and options players know (`/tigris swap tiles:`, `/tigris monument choice:`). This module reads
views, decisions, events, outcomes and action texts only — nothing hidden reaches a public
message — and computes no rule: the support colour, the totals, the final points with treasures,
the winners and the tie-break come from the engine. Players are named by their display names
(with their dynasty's symbol), colours, leaders and monuments by their catalog words: never a
seat number or an id.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import i18n
from engine.core import Action, Decision, Event
from engine.tigris.view_schema import COLORS
from present.base import ButtonSpec, CommandShape, Presenter, PublicMessage, register
from present.ranking import places

GAME_ID = "tigris"
COLOUR_EMOJI = {"red": "🟥", "blue": "🟦", "green": "🟩", "black": "⬛"}
DYNASTY_EMOJI = {"bow": "🏹", "lion": "🦁", "bull": "🐂", "urn": "🏺"}
# Room for every monument/building/treasure option: 24 action buttons + "My view" = 25 (Discord's cap).
MAX_DECISION_BUTTONS = 24
EVENT_LINES_SHOWN = 12
# The image's recent moves: the last lines of the change shown (the embed has them all).
IMAGE_LOG_LINES = 8
# Event params naming a dynasty, shown as the player's name with the dynasty's symbol; the
# engine gives each one's seat beside it ("seat" for "dynasty", "attacker_seat"...).
DYNASTY_PARAMS = ("dynasty", "attacker", "defender", "winner", "loser")
# The commands players know: `/tigris swap tiles:` and `/tigris support tiles:` name their
# field `tiles`, a monument or building is one `choice:` ("red-black F3", "none").
COMMANDS = CommandShape(
    options={("swap", "colors"): "tiles", ("support", "count"): "tiles"},
    whole={"monument": "choice", "building": "choice"},
)


def _get(mapping: dict[Any, Any] | None, seat: int, default: Any = None) -> Any:
    """Outcome dicts come back from JSON with string keys; engine ones have ints."""
    if not mapping:
        return default
    return mapping.get(str(seat), mapping.get(seat, default))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


class TigrisPresenter(Presenter):
    game_id = GAME_ID
    commands = COMMANDS

    # ------------------------------------------------------------------ words
    @staticmethod
    def colour(colour: str, lang: str) -> str:
        """"🟥 red (temple)": a colour as a name (masculine in Spanish: a leader's, a war's)."""
        return i18n.t(f"tigris.colour.{colour}", lang) if colour in COLOUR_EMOJI else colour

    @staticmethod
    def word(kind: str, colour: str, lang: str, **params: Any) -> str:
        """One of the catalog's words for a colour: tile, tile_kind, tiles, points, leader,
        leaders, building (`tigris.<kind>.<colour>`)."""
        return i18n.t(f"tigris.{kind}.{colour}", lang, **params) if colour in COLOUR_EMOJI else colour

    @staticmethod
    def monument(monument_id: str, lang: str) -> str:
        key = f"tigris.monument.{monument_id}"
        return i18n.t(key, lang) if i18n.has(key) else monument_id

    @staticmethod
    def dynasty_seats(view: dict[str, Any]) -> dict[str, int]:
        return {p["dynasty"]: p["seat"] for p in view.get("players", [])}

    @staticmethod
    def name(seat: int | None, names: Sequence[str]) -> str:
        """A player's display name ("?" only if the platform gave none: never a seat number)."""
        return names[seat] if seat is not None and 0 <= seat < len(names) and names[seat] else "?"

    def who(self, seat: int | None, names: Sequence[str], dynasty: str | None, lang: str) -> str:
        """"🏹 Alice": the player by name with their dynasty's symbol (the dynasty's name when
        the players' names are not at hand)."""
        if seat is not None and 0 <= seat < len(names) and names[seat]:
            name = names[seat]
        elif dynasty:
            name = i18n.t(f"tigris.dynasty.{dynasty}", lang)
        else:
            name = "?"
        return f"{DYNASTY_EMOJI.get(dynasty or '', '')} {name}".strip()

    def who_dynasty(self, dynasty: str, view: dict[str, Any], names: Sequence[str], lang: str) -> str:
        return self.who(self.dynasty_seats(view).get(dynasty), names, dynasty, lang)

    def who_seat(self, seat: int, view: dict[str, Any], names: Sequence[str], lang: str) -> str:
        dynasty = next((p["dynasty"] for p in view.get("players", []) if p.get("seat") == seat), None)
        return self.who(seat, names, dynasty, lang)

    # ------------------------------------------------------------------ events
    def event_line(self, event: Event, view: dict[str, Any], names: Sequence[str], lang: str) -> str | None:
        """One engine event in words: players by name, colours, leaders, monuments and counts
        in the reader's language (the catalog's plural forms)."""
        key = event.key
        raw = event.params
        if key == "tigris.log.leader" and raw.get("from"):
            key = "tigris.log.leader_moved"
        elif key == "tigris.log.catastrophe" and raw.get("destroyed"):
            key = "tigris.log.catastrophe_destroys"
        if not i18n.has(key):
            return None
        params: dict[str, Any] = {}
        for name, value in raw.items():
            if name in DYNASTY_PARAMS and isinstance(value, str):
                seat = raw.get("seat" if name == "dynasty" else f"{name}_seat")
                params[name] = self.who(seat, names, value, lang) if isinstance(seat, int) \
                    else self.who_dynasty(value, view, names, lang)
            elif name == "winners":
                seats = raw.get("winner_seats")
                if isinstance(seats, list) and len(seats) == len(value):
                    people = [self.who(s, names, d, lang) for s, d in zip(seats, value, strict=True)]
                else:
                    people = [self.who_dynasty(d, view, names, lang) for d in value]
                params[name] = i18n.format_list(people, lang)
                params["count"] = len(people)
            elif name == "reason":
                area = "end" if event.key == "tigris.log.game_over" else "reason"
                params[name] = i18n.Msg(f"tigris.{area}.{value}")
            elif name == "role":
                params[name] = i18n.Msg(f"tigris.role.{value}")
            elif name == "monument" and isinstance(value, str):
                params[name] = self.monument(value, lang)
            elif name == "tiles" and isinstance(value, list):
                params[name] = " ".join(COLOUR_EMOJI.get(c) or c for c in value)
            elif name != "color":
                params[name] = value
        colour = raw.get("color")
        if isinstance(colour, str):
            params.update(color=self.colour(colour, lang), tile=self.word("tile", colour, lang),
                          leader=self.word("leader", colour, lang),
                          leaders=self.word("leaders", colour, lang),
                          building=self.word("building", colour, lang))
            if "amount" in raw:
                params["points"] = self.word("points", colour, lang, n=raw["amount"])
            if "removed" in raw:
                params["tiles"] = self.word("tiles", colour, lang, n=raw["removed"])
            elif "count" in raw:
                params["tiles"] = self.word("tiles", colour, lang, n=raw["count"])
        destroyed = raw.get("destroyed")
        if isinstance(destroyed, str):
            params["tile"] = self.word("tile", destroyed, lang)
        return i18n.t(key, lang, **params)

    def event_lines(self, events: Sequence[Event], view: dict[str, Any], names: Sequence[str],
                    lang: str) -> list[str]:
        return [line for e in events for line in [self.event_line(e, view, names, lang)] if line]

    def describe(self, events: Sequence[Event], names: Sequence[str], lang: str) -> list[str] | None:
        """The public events of one action in words (the game's log and catch-up)."""
        return self.event_lines([e for e in events if e.to is None], {}, names, lang)

    def done_text(self, action: Action, lang: str, names: Sequence[str] = (),
                  events: Sequence[Event] = ()) -> str | None:
        """The acting player's acknowledgement: what their action did, from the events they
        may see (the public ones and their own: points, tiles drawn)."""
        lines = self.event_lines(events, {}, names, lang)
        return "\n".join(lines[:EVENT_LINES_SHOWN]) if lines else None

    # ------------------------------------------------------------------ public
    def public_message(self, view: dict[str, Any], names: list[str], decisions: list[Decision],
                       lang: str, events: Sequence[Event] = ()) -> PublicMessage:
        turn = view.get("turn") or {}
        active = turn.get("active", 0)
        if view.get("game_over"):
            title = f"{i18n.t('tigris.name', lang)} — {i18n.t('tigris.panel.game_over', lang)}"
        else:
            title = i18n.t("tigris.panel.title", lang, game=i18n.t("tigris.name", lang),
                           who=self.who_seat(active, view, names, lang), n=turn.get("actions_left", 0))
        monuments_left = sum(1 for m in view.get("monuments", []) if m.get("square") is None)
        description = [i18n.t("tigris.panel.bag", lang, bag=view.get("bag", 0),
                              treasures=view.get("treasures_left", 0), monuments=monuments_left)]
        if not view.get("open_scoring") and not view.get("game_over"):
            description.append(i18n.t("tigris.panel.hidden_scoring", lang))
        conflict = view.get("conflict")
        if conflict:
            description.append(self.conflict_panel(conflict, view, names, lang))
        happened = self.event_lines([e for e in events if e.to is None], view, names, lang)
        if happened:
            shown = happened[-EVENT_LINES_SHOWN:]
            description.append(f"**{i18n.t('tigris.panel.last_change', lang)}**\n" + "\n".join(shown))
        waiting = self.awaiting_line(names, decisions, lang, view)
        if waiting:
            description.append(waiting)
        return PublicMessage(title=title, description="\n".join(description),
                             fields=[self.player_field(p, names, active, view, lang)
                                     for p in view.get("players", [])])

    def player_field(self, player: dict[str, Any], names: Sequence[str], active: int, view: dict[str, Any],
                     lang: str) -> tuple[str, str]:
        seat = player["seat"]
        name = self.who(seat, names, player["dynasty"], lang)
        if seat == active and not view.get("game_over"):
            name = "▶ " + name
        if seat in (view.get("winners") or []):
            name = "🏆 " + name
        lines = [i18n.t("tigris.panel.counts", lang, tiles=player["tiles_in_hand"],
                        catastrophes=player["catastrophes_left"], treasures=player["treasures"])]
        off_board = [self.word("leader", c, lang) for c in player.get("leaders_in_hand", [])]
        lines.append(i18n.t("tigris.panel.leaders_in_hand", lang, leaders=", ".join(off_board) or "—"))
        final = player.get("final_score")
        if final:
            points = " ".join(f"{COLOUR_EMOJI[c]} {final.get(c, 0)}" for c in COLORS)
            lines.append(i18n.t("tigris.panel.final", lang, points=points, lowest=min(final.values())))
        elif player.get("score") is not None:
            lines.append(" ".join(f"{COLOUR_EMOJI[c]} {player['score'].get(c, 0)}" for c in COLORS))
        return name, "\n".join(lines)

    def conflict_panel(self, conflict: dict[str, Any], view: dict[str, Any], names: Sequence[str],
                       lang: str) -> str:
        support = self.word("tile_kind", conflict["support_color"], lang)

        def side(role: str) -> str:
            s = conflict[role]
            committed = s.get("committed")
            total = "?" if committed is None else s["base"] + committed
            return i18n.t(f"tigris.panel.conflict.{role}", lang,
                          who=self.who(s["seat"], names, s["dynasty"], lang), square=s["square"],
                          base=s["base"], support="?" if committed is None else committed, total=total)

        lines = [i18n.t(f"tigris.panel.conflict.{conflict['kind']}", lang,
                        leaders=self.word("leaders", conflict["color"], lang), support=support),
                 side("attacker"), side("defender")]
        stage = conflict.get("stage")
        if stage in ("attacker", "defender"):
            s = conflict[stage]
            lines.append(i18n.t(f"tigris.panel.conflict.waiting_{stage}", lang,
                                who=self.who(s["seat"], names, s["dynasty"], lang), support=support))
        pending = conflict.get("pending_colors") or []
        if pending:
            lines.append(i18n.t("tigris.panel.conflict.pending", lang, leaders=i18n.format_list(
                [self.word("leaders", c, lang) for c in pending], lang)))
        return "\n".join(lines)

    def awaiting_line(self, names: list[str], decisions: list[Decision], lang: str,
                      view: dict[str, Any] | None = None) -> str:
        if not decisions:
            return ""
        parts = [f"**{self.name(d.seat, names)}**: " + self.decision_text(d, lang) for d in decisions]
        return i18n.t("flow.awaiting", lang, who="; ".join(parts))

    def decision_text(self, decision: Decision, lang: str) -> str:
        """What a decision asks, with its details (only public ones: params are public)."""
        p = decision.params
        if decision.kind == "action":
            return i18n.t("tigris.await.action", lang, n=p.get("actions_left", 1))
        if decision.kind == "war_order":
            return i18n.t("tigris.await.war_order", lang, leaders=i18n.format_list(
                [self.word("leaders", c, lang) for c in p.get("colors", [])], lang))
        if decision.kind == "support":
            return i18n.t("tigris.await.support", lang,
                          support=self.word("tile_kind", p.get("support_color", "red"), lang),
                          role=i18n.Msg(f"tigris.role.{p.get('role', 'attacker')}"))
        if decision.kind in ("monument", "building"):
            return i18n.t(f"tigris.await.{decision.kind}", lang)
        if decision.kind == "treasure":
            squares = i18n.format_list(list(p.get("squares", [])), lang)
            return i18n.t("tigris.await.treasure", lang, squares=squares)
        return i18n.t(f"tigris.decision.{decision.kind}", lang)

    # ------------------------------------------------------------------ labels and buttons
    def value_label(self, info: Any, value: Any, lang: str, names: Sequence[str] = ()) -> str:
        """Colours with their symbol and name in the reader's language (autocomplete of a swap)."""
        if info.name in ("color", "colors") and isinstance(value, str) and value in COLOUR_EMOJI:
            return self.colour(value, lang)
        if info.name == "colors" and isinstance(value, tuple):
            return self.swap_tiles(value) if value else i18n.t("core.word.nothing", lang)
        return super().value_label(info, value, lang, names)

    @staticmethod
    def swap_tiles(colours: Sequence[str]) -> str:
        return " ".join(f"{COLOUR_EMOJI[c]}×{colours.count(c)}" for c in COLORS if c in colours)

    def action_label(self, action: Action, lang: str, names: Sequence[str] = ()) -> str:
        """An action in words (buttons, autocomplete names, `/game play`)."""
        verb = action.verb
        fields = action.model_dump()
        colour, square = str(fields.get("color")), fields.get("square")
        if verb == "pass":
            return i18n.t("tigris.button.pass", lang)
        if verb == "war":
            return i18n.t("tigris.button.war", lang, leaders=self.word("leaders", colour, lang))
        if verb == "support":
            return i18n.t("tigris.button.support", lang, n=fields["count"])
        if verb == "monument":
            if fields.get("monument") is None:
                return i18n.t("tigris.button.monument_none", lang)
            return i18n.t("tigris.button.monument", lang, monument=self.monument(fields["monument"], lang),
                          square=square)
        if verb == "building":
            if colour is None:
                return i18n.t("tigris.button.building_none", lang)
            return i18n.t("tigris.button.building", lang, building=self.word("building", colour, lang),
                          square=square)
        if verb == "treasure":
            return i18n.t("tigris.button.treasure", lang, square=square)
        if verb == "swap":
            colours = list(fields["colors"])
            return i18n.t("tigris.button.swap", lang, n=len(colours), tiles=self.swap_tiles(colours))
        if verb == "tile":
            tile = self.word("tile", colour, lang)
            return _cap(i18n.t("tigris.button.tile", lang, tile=tile, square=square))
        if verb == "leader":
            leader = self.word("leader", colour, lang)
            return i18n.t("tigris.button.leader", lang, leader=leader, square=square)
        if verb == "withdraw":
            return i18n.t("tigris.button.withdraw", lang, leader=self.word("leader", colour, lang))
        if verb == "catastrophe":
            return i18n.t("tigris.button.catastrophe", lang, square=square)
        return super().action_label(action, lang, names)

    def support_label(self, decision: Decision, count: int, lang: str) -> str:
        """`support n` with the total it makes, and, for the defender, against what."""
        p = decision.params
        emoji = COLOUR_EMOJI.get(p.get("support_color", ""), "")
        total = int(p.get("base", 0)) + count
        if p.get("role") == "defender" and p.get("attacker_total") is not None:
            return i18n.t("tigris.button.support_defender", lang, n=count, emoji=emoji, total=total,
                          attack=p["attacker_total"])
        return i18n.t("tigris.button.support_attacker", lang, n=count, emoji=emoji, total=total)

    def buttons(self, decision: Decision, legal: Sequence[Action], lang: str,
                view: dict[str, Any] | None = None, names: Sequence[str] = ()) -> list[ButtonSpec]:
        if decision.kind == "action":
            # A turn has hundreds of legal moves (slash commands); only passing is one click.
            return [ButtonSpec.of(self.action_label(a, lang), a, "danger") for a in legal if a.verb == "pass"]
        if decision.kind == "support":
            return [ButtonSpec.of(self.support_label(decision, a.count, lang), a,
                                  "secondary" if a.count == 0 else "primary")
                    for a in legal]
        declines = [a for a in legal
                    if a.verb in ("monument", "building") and getattr(a, "square", None) is None]
        others = [a for a in legal if a not in declines]
        # Keep "none" reachable; the rest stays available through the commands.
        kept = declines + others[:MAX_DECISION_BUTTONS - len(declines)]
        specs = []
        for a in kept:
            style = "secondary" if a in declines else "primary" if decision.kind == "war_order" else "success"
            specs.append(ButtonSpec.of(self.action_label(a, lang, names), a, style))
        return specs

    # ------------------------------------------------------------------ private
    def private_text(self, view: dict[str, Any], lang: str, events: Sequence[Event] = (),
                     names: Sequence[str] = ()) -> str:
        private = view.get("private") or {}
        seat = private.get("seat", -1)
        tiles = private.get("tiles", [])
        counts: dict[str, int] = {c: tiles.count(c) for c in COLORS}
        hand = " · ".join(f"{COLOUR_EMOJI[c]}×{n} {i18n.t(f'tigris.color.{c}', lang)}"
                          for c, n in counts.items() if n)
        score = private.get("score", {})
        points = " · ".join(f"{COLOUR_EMOJI[c]} {score.get(c, 0)}" for c in COLORS)
        secrecy = "tigris.private.open" if view.get("open_scoring") else "tigris.private.hidden"
        lines = [i18n.t("tigris.private.tiles", lang, n=len(tiles), tiles=hand or "—"),
                 i18n.t("tigris.private.score", lang, score=points, treasures=private.get("treasures", 0))
                 + " " + i18n.t(secrecy, lang)]
        player = next((p for p in view.get("players", []) if p.get("seat") == seat), None)
        if player is not None:
            off_board = ", ".join(self.word("leader", c, lang) for c in player["leaders_in_hand"])
            lines.append(i18n.t("tigris.private.pieces", lang, catastrophes=player["catastrophes_left"],
                                leaders=off_board or "—"))
        for event in events:
            if event.to is not None and seat in event.to:
                line = self.event_line(event, view, names, lang)
                if line:
                    lines.append("📥 " + line)
        prompt = self.support_prompt(view, seat, counts, lang, names)
        if prompt:
            lines.append(prompt)
        return "\n".join(lines)

    def support_prompt(self, view: dict[str, Any], seat: int, counts: dict[str, int],
                       lang: str, names: Sequence[str] = ()) -> str | None:
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
                  "leaders": self.word("leaders", conflict["color"], lang), "square": me["square"],
                  "base": me["base"], "other": self.who(other["seat"], names, other["dynasty"], lang),
                  "other_base": other["base"], "have": counts.get(support, 0),
                  "support": self.word("tile_kind", support, lang),
                  "support_tile": self.word("tile", support, lang)}
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
            winners = [who(s) for s in ranking[0]]
            lines.append(i18n.t("tigris.final.winner", lang, who=i18n.format_list(winners, lang),
                                count=len(winners)))
        reason = outcome.get("reason")
        params = dict(outcome.get("reason_params") or {})
        if reason:
            if "seats" in params:
                params["dynasties"] = i18n.format_list([who(s) for s in params["seats"]], lang)
            lines.append(i18n.t(reason, lang, **params))
        decided = self.tie_break_line(params, lang)
        if decided:
            lines.append(decided)
        lines.append("")
        for place, seat in places(ranking):
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
        for c in COLORS:
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

__all__ = ["COLOUR_EMOJI", "COMMANDS", "DYNASTY_EMOJI", "MAX_DECISION_BUTTONS", "PRESENTER",
           "TigrisPresenter"]
