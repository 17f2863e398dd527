"""The A.S.T. (JOC 20, 21): every marker moves one space a round unless the next space opens an
epoch whose requirement is unmet; a nation past the Stone Age with no city moves back; the first
marker on its final square wins (ties: civilization cards + trade cards + treasury, 21.2).
Shorter games end at column 5, 8 or 13 (30); Peasants and Citizens at the Bronze Age (32.3);
Nomads and Sailors after thirteen rounds of the time marker (31.2.3, 31.3)."""

from __future__ import annotations

from engine.civilization.board import ast_key, board_tokens, city_count, token_areas
from engine.civilization.cards import groups_held, points
from engine.civilization.data import BRONZE_CITIES, EPOCH_START, EPOCHS, FINAL_COLUMN, NATION, set_value
from engine.civilization.state import CivState
from engine.core import Event


def epoch_columns(s: CivState, nation: str) -> dict[str, int]:
    """First column of each epoch for a nation (ruling R3; a table option)."""
    override = s.options.epochs.get(nation)
    if override:
        return {"stone_age": 1, "early_bronze": override[0], "late_bronze": override[1], "iron": override[2]}
    return dict(EPOCH_START)


def final_points(s: CivState, nation: str) -> int:
    return s.options.points.get(nation, NATION[nation].points)


def end_column(s: CivState, seat: int) -> int:
    if s.options.game == "peasants":
        return epoch_columns(s, s.seats[seat].nation or "")["early_bronze"]
    return s.options.end_column or FINAL_COLUMN


def epoch_of(s: CivState, seat: int, column: int) -> str:
    cols = epoch_columns(s, s.seats[seat].nation or "")
    current = "stone_age"
    for e in EPOCHS:
        if column >= cols[e]:
            current = e
    return current


def requirement(s: CivState, seat: int, column: int) -> tuple[str, int, int] | None:
    """What entering `column` needs, as (what, needed, has), or None when nothing."""
    nation = s.seats[seat].nation or ""
    cols = epoch_columns(s, nation)
    if column == FINAL_COLUMN and s.options.game == "full" and end_column(s, seat) == FINAL_COLUMN:
        return ("points", final_points(s, nation), points(s.seats[seat].advances))
    if column == cols["early_bronze"]:
        need = 2 if s.options.game == "peasants" else BRONZE_CITIES.get(nation, 2)
        return ("cities", need, city_count(s, seat))
    if column == cols["late_bronze"]:
        return ("groups", 3, len(groups_held(s.seats[seat].advances)))
    if column == cols["iron"]:
        return ("advances", 7, len(s.seats[seat].advances))
    return None


def next_entry(s: CivState, seat: int) -> tuple[int, str, str, int, int] | None:
    """The next A.S.T. space ahead of a nation's marker that asks something to enter (20.2, 21.1):
    (column, epoch entered or "final", what, needed, has); None when no space up to its end
    column asks anything, or in Nomads and Sailors (no markers, 31.2.3)."""
    p = s.seats[seat]
    if not p.nation or s.options.game == "nomads":
        return None
    for column in range(p.ast + 1, end_column(s, seat) + 1):
        need = requirement(s, seat, column)
        if need is not None:
            epoch = "final" if need[0] == "points" else epoch_of(s, seat, column)
            return (column, epoch, *need)
    return None


def tie_value(s: CivState, seat: int) -> int:
    p = s.seats[seat]
    return points(p.advances) + set_value(p.hand) + p.treasury


def advance_markers(s: CivState, ev: list[Event]) -> None:
    if s.options.game == "nomads":
        s.time += 1
        ev.append(Event(key="civilization.log.time", params={"time": s.time}))
        if s.time >= FINAL_COLUMN:
            _end_nomads(s, ev)
        return
    arrived = []
    for seat in sorted(range(s.players), key=lambda p: ast_key(s, p)):
        p = s.seats[seat]
        if p.ast > 0 and epoch_of(s, seat, p.ast) != "stone_age" and city_count(s, seat) == 0:
            p.ast -= 1  # 20.3
            ev.append(Event(key="civilization.log.ast_back", params={"seat": seat, "column": p.ast}))
            continue
        goal = end_column(s, seat)
        if p.ast >= goal:
            continue
        need = requirement(s, seat, p.ast + 1)
        if need is not None and need[2] < need[1]:
            ev.append(
                Event(
                    key="civilization.log.ast_blocked",
                    params={
                        "seat": seat,
                        "column": p.ast + 1,
                        "what": need[0],
                        "need": need[1],
                        "have": need[2],
                    },
                )
            )
            continue
        p.ast += 1
        ev.append(Event(key="civilization.log.ast", params={"seat": seat, "column": p.ast}))
        if p.ast >= goal:
            arrived.append(seat)
    if arrived:
        if s.options.game == "peasants":
            best = max(city_count(s, p) for p in arrived)
            s.winners = sorted(p for p in arrived if city_count(s, p) == best)
            reason = "civilization.end.bronze_age"
        else:
            best = max(tie_value(s, p) for p in arrived)
            s.winners = sorted(p for p in arrived if tie_value(s, p) == best)
            reason = (
                "civilization.end.final_square" if not s.options.end_column else "civilization.end.end_column"
            )
        s.over = True
        s.end_reason = reason if len(arrived) == 1 else "civilization.end.tie_break"
        s.phase = "over"
        ev.append(Event(key="civilization.log.game_over", params={"winners": s.winners}, reveals=True))
        return
    if s.options.round_limit and s.round >= s.options.round_limit:
        top = max((s.seats[p].ast, tie_value(s, p)) for p in range(s.players))
        s.winners = [p for p in range(s.players) if (s.seats[p].ast, tie_value(s, p)) == top]
        s.over = True
        s.end_reason = "civilization.end.round_limit"
        s.phase = "over"
        ev.append(Event(key="civilization.log.game_over", params={"winners": s.winners}, reveals=True))


def areas_held(s: CivState, seat: int) -> int:
    return len(token_areas(s, seat))


def _end_nomads(s: CivState, ev: list[Event]) -> None:
    """Most areas occupied wins (31.3); ruling R10: ties go to more tokens on the board."""
    top = max((areas_held(s, p), board_tokens(s, p)) for p in range(s.players))
    s.winners = [p for p in range(s.players) if (areas_held(s, p), board_tokens(s, p)) == top]
    s.over = True
    s.end_reason = "civilization.end.nomads"
    s.phase = "over"
    ev.append(Event(key="civilization.log.game_over", params={"winners": s.winners}, reveals=True))


def ranking(s: CivState) -> list[list[int]]:
    """Winners first, then by A.S.T. position (areas in Nomads), ties by 21.2's total."""

    def key(p: int) -> tuple[int, int]:
        if s.options.game == "nomads":
            return (areas_held(s, p), board_tokens(s, p))
        if s.options.game == "peasants":
            return (s.seats[p].ast, city_count(s, p))
        return (s.seats[p].ast, tie_value(s, p))

    rest = sorted((p for p in range(s.players) if p not in s.winners), key=key, reverse=True)
    out = [list(s.winners)] if s.winners else []
    prev: tuple[int, int] | None = None
    for p in rest:
        k = key(p)
        if prev is not None and k == prev:
            out[-1].append(p)
        else:
            out.append([p])
            prev = k
    return out
