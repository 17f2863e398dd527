"""Legality and effects of every action, one place per rule.

Each rule is a `*_problem` function returning the catalog key of the first broken rule (or
None). `apply_action` raises RuleError with that key; `legal_actions` and the robots list only
what passes the same functions, so the two can never drift apart.

After an action's own effect, `advance` resolves its events in the rulebook's order
("Resolver un evento"): conflicts, then monument, then (variant) building, then treasures,
then the end of the action and, after the second one, the end of the turn.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from engine.core import Action, Decision, Event, RuleError
from engine.tigris import conflicts
from engine.tigris.actions import (
    BuildMonument,
    ChooseWar,
    CommitSupport,
    Pass,
    PlaceBuilding,
    PlaceCatastrophe,
    PlaceLeader,
    PlaceTile,
    SwapTiles,
    TakeTreasure,
    WithdrawLeader,
)
from engine.tigris.board import (
    ALL_SQUARES,
    COLUMNS,
    ROWS,
    block_squares,
    blocks_containing,
    load_board,
    square_name,
    square_xy,
)
from engine.tigris.kingdoms import Layout, leaders_by_square, temple_strength
from engine.tigris.scoring import award, final_outcome, monument_points
from engine.tigris.state import COLORS, HAND_SIZE, LOG_LINES, MONUMENTS, Color, TigrisState

# --------------------------------------------------------------------------- who decides


def awaiting(state: TigrisState) -> list[Decision]:
    step = state.step
    if step == "over":
        return []
    if step == "action":
        return [Decision(seat=state.active, kind="action", default="pass",
                         params={"actions_left": state.actions_left})]
    if step == "war_order":
        return [Decision(seat=state.active, kind="war_order", default=f"war {state.war_colors[0]}",
                         params={"colors": list(state.war_colors)})]
    if step == "support":
        c = state.conflict
        assert c is not None
        attacker_turn = c.attacker_commit is None
        seat = c.attacker if attacker_turn else c.defender
        return [Decision(seat=seat, kind="support", private=True, default="support 0", params={
            "conflict": c.kind, "color": c.color, "support_color": conflicts.support_color(c),
            "role": "attacker" if attacker_turn else "defender",
            "attacker_total": None if attacker_turn else c.attacker_base + (c.attacker_commit or 0),
            "base": c.attacker_base if attacker_turn else c.defender_base})]
    if step == "monument":
        return [Decision(seat=state.active, kind="monument", default="monument none")]
    if step == "building":
        return [Decision(seat=state.active, kind="building", default="building none")]
    assert state.treasure_seat is not None
    squares = state.treasure_squares
    return [Decision(seat=state.treasure_seat, kind="treasure", default=f"treasure {squares[0]}",
                     params={"squares": list(squares)})]


def expected_seat(state: TigrisState) -> int | None:
    decisions = awaiting(state)
    return decisions[0].seat if decisions else None


# --------------------------------------------------------------------------- rule checks


def _occupied(state: TigrisState, square: str, leader_at: dict) -> bool:
    return (square in state.tiles or square in state.flipped or square in leader_at
            or square in state.catastrophes)


def tile_problem(state: TigrisState, seat: int, color: Color, square: str, layout: Layout) -> str | None:
    """Rulebook "2. Colocar una loseta de civilización" and "Conflicto externo"."""
    if color not in state.hands[seat]:
        return "tigris.err.no_such_tile_in_hand"
    if _occupied(state, square, layout.leader_at):
        return "tigris.err.square_occupied"
    river = load_board(state.board).is_river(square)
    if color == "blue" and not river:
        return "tigris.err.farm_only_on_river"
    if color != "blue" and river:
        return "tigris.err.river_only_farms"
    if len(layout.neighbour_kingdoms(square)) > 2:
        return "tigris.err.joins_three_kingdoms"
    return None


def leader_problem(state: TigrisState, seat: int, color: Color, square: str, layout: Layout) -> str | None:
    """Rulebook "1. Colocar, desplazar o retirar un líder". `layout` has this leader lifted."""
    if state.leaders[seat].get(color) == square:
        return "tigris.err.leader_already_there"
    if _occupied(state, square, layout.leader_at):
        return "tigris.err.square_occupied"
    if load_board(state.board).is_river(square):
        return "tigris.err.leader_on_river"
    if temple_strength(state, square) == 0:
        return "tigris.err.leader_needs_temple"
    if len(layout.neighbour_kingdoms(square)) > 1:
        return "tigris.err.leader_joins_kingdoms"
    return None


def withdraw_problem(state: TigrisState, seat: int, color: Color) -> str | None:
    return None if color in state.leaders[seat] else "tigris.err.leader_not_on_board"


def catastrophe_problem(state: TigrisState, seat: int, square: str, leader_at: dict) -> str | None:
    """Rulebook "3. Colocar una ficha de catástrofe" (and the buildings variant)."""
    if state.catastrophes_left[seat] <= 0:
        return "tigris.err.no_catastrophes_left"
    if square in state.catastrophes:
        return "tigris.err.catastrophe_on_catastrophe"
    if square in leader_at:
        return "tigris.err.catastrophe_on_leader"
    if square in state.treasures:
        return "tigris.err.catastrophe_on_treasure"
    if square in state.flipped:
        return "tigris.err.catastrophe_on_monument"
    if square in state.buildings.values():
        return "tigris.err.catastrophe_on_building"
    return None


def swap_problem(state: TigrisState, seat: int, colors: tuple[Color, ...]) -> str | None:
    if not colors or len(colors) > HAND_SIZE:
        return "tigris.err.swap_count"
    have = Counter(state.hands[seat])
    if any(have[c] < n for c, n in Counter(colors).items()):
        return "tigris.err.swap_not_in_hand"
    return None


def monument_options(state: TigrisState) -> list[tuple[str, str]]:
    """(monument id, top-left) pairs the placed tile makes possible (rulebook "3. Construir un
    monumento"): 2×2 blocks of face-up tiles of one colour containing the placed tile."""
    sq = state.placed
    color = state.tiles.get(sq) if sq else None
    if sq is None or color is None:
        return []
    free = [mid for mid, at in state.monuments.items() if at is None and color in MONUMENTS[mid]]
    out = []
    for top_left in blocks_containing(sq):
        block = block_squares(top_left)
        if block and all(state.tiles.get(b) == color for b in block):
            out.extend((mid, top_left) for mid in free)
    return out


def _run(state: TigrisState, square: str, color: Color, dx: int, dy: int, skip: str | None) -> list[str]:
    """The straight line of face-up `color` tiles through `square` along (dx, dy)."""
    x, y = square_xy(square)
    line = [square]
    for sign in (1, -1):
        nx, ny = x + sign * dx, y + sign * dy
        while 0 <= nx < COLUMNS and 0 <= ny < ROWS:
            name = square_name(nx, ny)
            if name == skip or state.tiles.get(name) != color:
                break
            line.append(name)
            nx, ny = nx + sign * dx, ny + sign * dy
    return line


def building_options(state: TigrisState) -> list[str]:
    """Squares where the placed tile's colour building may go (variant "Construir un edificio
    especial"): any tile of a new line of 3+; a building already out moves only to a line longer
    than the one it stands on, measured before this tile was placed."""
    sq = state.placed
    color = state.tiles.get(sq) if sq else None
    if sq is None or color is None:
        return []
    lines = [line for line in (_run(state, sq, color, 1, 0, None), _run(state, sq, color, 0, 1, None))
             if len(line) >= 3]
    current = state.buildings.get(color)
    if current is not None:
        before = max(len(_run(state, current, color, 1, 0, sq)), len(_run(state, current, color, 0, 1, sq)))
        lines = [line for line in lines if len(line) > before]
    squares = {s for line in lines for s in line}
    squares.discard(current)  # type: ignore[arg-type]
    return sorted(squares, key=ALL_SQUARES.index)


def treasure_due(state: TigrisState) -> tuple[int, list[str]] | None:
    """A kingdom holding more than one treasure and a trader: its owner takes all but one,
    priority treasures first (rulebook "4. Conseguir un tesoro")."""
    if len(state.treasures) < 2:
        return None
    layout = Layout(state)
    by_region: dict[int, list[str]] = {}
    for sq in state.treasures:
        by_region.setdefault(layout.label[sq], []).append(sq)
    candidates = []
    for rid, squares in by_region.items():
        traders = layout.region_leaders.get(rid, {}).get("green", [])
        if len(squares) > 1 and traders:
            seat = traders[0][0]
            priority = load_board(state.board).priority_treasures
            allowed = [s for s in squares if s in priority] or squares
            candidates.append(((seat - state.active) % state.players, seat,
                               sorted(allowed, key=ALL_SQUARES.index)))
    if not candidates:
        return None
    _, seat, allowed = min(candidates)
    return seat, allowed


# --------------------------------------------------------------------------- legal actions


def tile_moves(state: TigrisState, seat: int, layout: Layout) -> Iterator[tuple[Color, str]]:
    colors = [c for c in COLORS if c in state.hands[seat]]
    for square in ALL_SQUARES:
        for color in colors:
            if tile_problem(state, seat, color, square, layout) is None:
                yield color, square


def leader_moves(state: TigrisState, seat: int, layout: Layout) -> Iterator[tuple[Color, str]]:
    for color in COLORS:
        current = state.leaders[seat].get(color)
        lay = layout if current is None else Layout(state, exclude=current)
        for square in ALL_SQUARES:
            if leader_problem(state, seat, color, square, lay) is None:
                yield color, square


def swap_choices(hand: list[Color]) -> Iterator[tuple[Color, ...]]:
    counts = [hand.count(c) for c in COLORS]

    def rec(i: int, acc: tuple[Color, ...]) -> Iterator[tuple[Color, ...]]:
        if i == len(COLORS):
            if acc:
                yield acc
            return
        for k in range(counts[i] + 1):
            yield from rec(i + 1, acc + (COLORS[i],) * k)

    yield from rec(0, ())


def legal_actions(state: TigrisState, seat: int) -> list[Action]:
    if expected_seat(state) != seat:
        return []
    step = state.step
    if step == "action":
        layout = Layout(state)
        out: list[Action] = [PlaceTile(color=c, square=s) for c, s in tile_moves(state, seat, layout)]
        out += [PlaceLeader(color=c, square=s) for c, s in leader_moves(state, seat, layout)]
        out += [WithdrawLeader(color=c) for c in COLORS if withdraw_problem(state, seat, c) is None]
        out += [PlaceCatastrophe(square=s) for s in ALL_SQUARES
                if catastrophe_problem(state, seat, s, layout.leader_at) is None]
        out += [SwapTiles(colors=cs) for cs in swap_choices(state.hands[seat])]
        out.append(Pass())
        return out
    if step == "war_order":
        return [ChooseWar(color=c) for c in state.war_colors]
    if step == "support":
        c = state.conflict
        assert c is not None
        have = state.hands[seat].count(conflicts.support_color(c))
        return [CommitSupport(count=n) for n in range(have + 1)]
    if step == "monument":
        return [BuildMonument(), *(BuildMonument(monument=m, square=s) for m, s in monument_options(state))]
    if step == "building":
        color = state.tiles[state.placed] if state.placed else None
        return [PlaceBuilding(), *(PlaceBuilding(color=color, square=s) for s in building_options(state))]
    if step == "treasure":
        return [TakeTreasure(square=s) for s in state.treasure_squares]
    return []


# --------------------------------------------------------------------------- apply


def _log(state: TigrisState, seat: int, text: str) -> None:
    state.log.append(f"{state.dynasty(seat)}: {text}")
    if len(state.log) > LOG_LINES:
        del state.log[: len(state.log) - LOG_LINES]


def _fail(key: str | None, **params: object) -> None:
    if key is not None:
        raise RuleError(key, **params)


def apply_action(state: TigrisState, seat: int, action: Action) -> list[Event]:
    if expected_seat(state) != seat:
        raise RuleError("core.err.not_awaited", seat=seat)
    events: list[Event] = []
    step = state.step
    handlers = {
        "action": _apply_turn_action,
        "war_order": _apply_war_order,
        "support": _apply_support,
        "monument": _apply_monument,
        "building": _apply_building,
        "treasure": _apply_treasure,
    }
    handlers[step](state, seat, action, events)
    if len(state.log) > LOG_LINES:
        del state.log[: len(state.log) - LOG_LINES]
    return events


def _wrong_step(state: TigrisState) -> RuleError:
    return RuleError("tigris.err.wrong_step", step=state.step)


def _apply_turn_action(state: TigrisState, seat: int, action: Action, events: list[Event]) -> None:
    if isinstance(action, PlaceTile):
        _place_tile(state, seat, action, events)
    elif isinstance(action, PlaceLeader):
        _place_leader(state, seat, action, events)
    elif isinstance(action, WithdrawLeader):
        _fail(withdraw_problem(state, seat, action.color), color=action.color)
        square = state.leaders[seat].pop(action.color)
        events.append(Event(key="tigris.log.withdraw", params={
            "seat": seat, "dynasty": state.dynasty(seat), "color": action.color, "square": square}))
        _log(state, seat, action.to_text())
        advance(state, events)
    elif isinstance(action, PlaceCatastrophe):
        _place_catastrophe(state, seat, action, events)
    elif isinstance(action, SwapTiles):
        _fail(swap_problem(state, seat, action.colors))
        hand = state.hands[seat]
        for c in action.colors:
            hand.remove(c)
            state.removed[c] += 1
        events.append(Event(key="tigris.log.swap", params={
            "seat": seat, "dynasty": state.dynasty(seat), "count": len(action.colors)}))
        _log(state, seat, f"swap {len(action.colors)}")
        _draw(state, seat, len(action.colors), events)
        advance(state, events)
    elif isinstance(action, Pass):
        events.append(Event(key="tigris.log.pass", params={"seat": seat, "dynasty": state.dynasty(seat)}))
        _log(state, seat, "pass")
        state.actions_left = 0
        end_turn(state, events)
    else:
        raise _wrong_step(state)


def _place_tile(state: TigrisState, seat: int, action: PlaceTile, events: list[Event]) -> None:
    color, square = action.color, action.square
    layout = Layout(state)
    _fail(tile_problem(state, seat, color, square, layout), color=color, square=square)
    kingdoms = layout.neighbour_kingdoms(square)
    state.hands[seat].remove(color)
    state.tiles[square] = color
    events.append(Event(key="tigris.log.tile", params={
        "seat": seat, "dynasty": state.dynasty(seat), "color": color, "square": square}))
    _log(state, seat, action.to_text())
    state.placed = square
    state.checks = ["monument", "building"] if state.buildings_variant else ["monument"]
    if len(kingdoms) == 2:
        # A tile joining two kingdoms scores nothing and carries the union token.
        state.union = square
        events.append(Event(key="tigris.log.union", params={"square": square}))
    elif len(kingdoms) == 1:
        rid = kingdoms.pop()
        leaders = layout.region_leaders[rid]
        owner = leaders.get(color) or leaders.get("black")
        if owner:
            region = set(layout.regions[rid])
            doubled = state.buildings.get(color) in region
            award(state, owner[0][0], color, 2 if doubled else 1, "tile", events)
    advance(state, events)


def _place_leader(state: TigrisState, seat: int, action: PlaceLeader, events: list[Event]) -> None:
    color, square = action.color, action.square
    current = state.leaders[seat].get(color)
    layout = Layout(state, exclude=current)
    _fail(leader_problem(state, seat, color, square, layout), color=color, square=square)
    state.leaders[seat][color] = square
    events.append(Event(key="tigris.log.leader", params={
        "seat": seat, "dynasty": state.dynasty(seat), "color": color, "square": square, "from": current}))
    _log(state, seat, action.to_text())
    revolt = conflicts.revolt_for(state, seat, color, square)
    if revolt is not None:
        state.conflict = revolt
        state.step = "support"
        events.append(Event(key="tigris.log.revolt", params={
            "color": color, "attacker": state.dynasty(revolt.attacker),
            "defender": state.dynasty(revolt.defender),
            "attacker_base": revolt.attacker_base, "defender_base": revolt.defender_base}))
        return
    advance(state, events)


def _place_catastrophe(state: TigrisState, seat: int, action: PlaceCatastrophe, events: list[Event]) -> None:
    square = action.square
    _fail(catastrophe_problem(state, seat, square, leaders_by_square(state)), square=square)
    state.catastrophes_left[seat] -= 1
    destroyed = state.tiles.pop(square, None)
    if destroyed is not None:
        state.removed[destroyed] += 1
    state.catastrophes.append(square)
    events.append(Event(key="tigris.log.catastrophe", params={
        "seat": seat, "dynasty": state.dynasty(seat), "square": square, "destroyed": destroyed}))
    _log(state, seat, action.to_text())
    if destroyed == "red":
        conflicts.strand_leaders(state, events)
    advance(state, events)


def _apply_war_order(state: TigrisState, seat: int, action: Action, events: list[Event]) -> None:
    if not isinstance(action, ChooseWar):
        raise _wrong_step(state)
    if action.color not in state.war_colors:
        raise RuleError("tigris.err.no_such_war", color=action.color)
    _log(state, seat, action.to_text())
    _start_war(state, action.color, events)


def _start_war(state: TigrisState, color: Color, events: list[Event]) -> None:
    state.war_colors = []
    war = conflicts.start_war(state, color)
    state.conflict = war
    state.step = "support"
    events.append(Event(key="tigris.log.war", params={
        "color": color, "attacker": state.dynasty(war.attacker), "defender": state.dynasty(war.defender),
        "attacker_base": war.attacker_base, "defender_base": war.defender_base}))


def _apply_support(state: TigrisState, seat: int, action: Action, events: list[Event]) -> None:
    if not isinstance(action, CommitSupport):
        raise _wrong_step(state)
    c = state.conflict
    assert c is not None
    color = conflicts.support_color(c)
    have = state.hands[seat].count(color)
    if action.count > have:
        raise RuleError("tigris.err.not_enough_support", count=action.count, color=color, have=have)
    for _ in range(action.count):
        state.hands[seat].remove(color)
    state.removed[color] += action.count
    if c.attacker_commit is None:
        c.attacker_commit = action.count
        role = "attacker"
    else:
        c.defender_commit = action.count
        role = "defender"
    events.append(Event(key="tigris.log.support", reveals=True, params={
        "seat": seat, "dynasty": state.dynasty(seat), "count": action.count, "color": color, "role": role}))
    _log(state, seat, action.to_text())
    if role == "defender":
        conflicts.resolve(state, events)
        advance(state, events)


def _apply_monument(state: TigrisState, seat: int, action: Action, events: list[Event]) -> None:
    if not isinstance(action, BuildMonument):
        raise _wrong_step(state)
    if action.monument is not None:
        if (action.monument, action.square) not in monument_options(state):
            raise RuleError("tigris.err.no_such_monument_option",
                            monument=action.monument, square=action.square)
        block = block_squares(action.square or "")
        assert block is not None
        for sq in block:
            state.flipped[sq] = state.tiles.pop(sq)
            for bcolor, bsq in list(state.buildings.items()):
                if bsq == sq:
                    del state.buildings[bcolor]
                    events.append(Event(key="tigris.log.building_lost",
                                        params={"color": bcolor, "square": sq}))
        state.monuments[action.monument] = action.square
        events.append(Event(key="tigris.log.monument", params={
            "seat": seat, "dynasty": state.dynasty(seat),
            "monument": action.monument, "square": action.square}))
        conflicts.strand_leaders(state, events)
    _log(state, seat, action.to_text())
    state.checks.remove("monument")
    state.step = "action"
    advance(state, events)


def _apply_building(state: TigrisState, seat: int, action: Action, events: list[Event]) -> None:
    if not isinstance(action, PlaceBuilding):
        raise _wrong_step(state)
    if action.color is not None:
        color = state.tiles.get(state.placed or "")
        if action.color != color or action.square not in building_options(state):
            raise RuleError("tigris.err.no_such_building_option", color=action.color, square=action.square)
        state.buildings[action.color] = action.square  # type: ignore[assignment]
        events.append(Event(key="tigris.log.building", params={
            "seat": seat, "dynasty": state.dynasty(seat), "color": action.color, "square": action.square}))
    _log(state, seat, action.to_text())
    state.checks.remove("building")
    state.step = "action"
    advance(state, events)


def _apply_treasure(state: TigrisState, seat: int, action: Action, events: list[Event]) -> None:
    if not isinstance(action, TakeTreasure):
        raise _wrong_step(state)
    if action.square not in state.treasure_squares:
        layout = Layout(state)
        same_kingdom = (action.square in state.treasures
                        and layout.label[action.square] == layout.label[state.treasure_squares[0]])
        key = "tigris.err.treasure_priority_first" if same_kingdom else "tigris.err.no_such_treasure"
        raise RuleError(key, square=action.square)
    state.treasures.remove(action.square)
    state.treasures_won[seat] += 1
    events.append(Event(key="tigris.log.treasure", params={
        "seat": seat, "dynasty": state.dynasty(seat), "square": action.square}))
    _log(state, seat, action.to_text())
    state.treasure_seat = None
    state.treasure_squares = []
    state.step = "action"
    advance(state, events)


# --------------------------------------------------------------------------- event resolution


def advance(state: TigrisState, events: list[Event]) -> None:
    """Resolve what the action set off until a decision is needed or the action is over."""
    if state.union is not None:
        colors = conflicts.war_colors(state)
        if len(colors) > 1:
            state.war_colors = colors
            state.step = "war_order"
            return
        if len(colors) == 1:
            _start_war(state, colors[0], events)
            return
        state.union = None
    while state.checks:
        check = state.checks[0]
        if check == "monument" and monument_options(state):
            state.step = "monument"
            return
        if check == "building" and building_options(state):
            state.step = "building"
            return
        state.checks.pop(0)
    state.placed = None
    due = treasure_due(state)
    if due is not None:
        state.treasure_seat, state.treasure_squares = due
        state.step = "treasure"
        return
    state.step = "action"
    state.actions_left -= 1
    if state.actions_left <= 0:
        end_turn(state, events)


def _draw(state: TigrisState, seat: int, count: int, events: list[Event]) -> None:
    """Draw `count` tiles; if the bag cannot supply them the game ends after this turn."""
    take = min(count, len(state.bag))
    drawn = state.bag[len(state.bag) - take:] if take else []
    if take:
        del state.bag[len(state.bag) - take:]
    state.hands[seat].extend(drawn)
    if take < count:
        state.ending = True
        events.append(Event(key="tigris.log.bag_empty", params={"dynasty": state.dynasty(seat)}))
    if take:
        events.append(Event(key="tigris.log.drawn", to=[seat], reveals=True,
                            params={"seat": seat, "tiles": list(drawn)}))


def end_turn(state: TigrisState, events: list[Event]) -> None:
    """Rulebook "Final del turno": monument points, refills in turn order, end conditions."""
    monument_points(state, events)
    for offset in range(state.players):
        seat = (state.active + offset) % state.players
        need = HAND_SIZE - len(state.hands[seat])
        if need > 0:
            _draw(state, seat, need, events)
    if state.ending or len(state.treasures) <= 2:
        state.step = "over"
        state.over = True
        outcome = final_outcome(state)
        events.append(Event(key="tigris.log.game_over", params={
            "winners": [state.dynasty(s) for s in outcome.winners],
            "reason": "bag" if state.ending else "treasures"}))
        state.log.append("game over")
        return
    state.active = (state.active + 1) % state.players
    state.actions_left = 2
    state.turn += 1
    state.step = "action"
    events.append(Event(key="tigris.log.turn",
                        params={"seat": state.active, "dynasty": state.dynasty(state.active)}))


__all__ = ["advance", "apply_action", "awaiting", "legal_actions"]
