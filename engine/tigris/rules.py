"""Who decides, what is legal, and what every action does: one place per rule.

`check` is the only place a rule refuses: it returns a `Refusal` naming the first broken rule
(a cheap value; the legal-choice searches call it for many candidates). The `*_refusal`
functions hold one rule each, and the `*_squares` / `*_options` functions answer the legal values
the same rules allow, for `TigrisGame.options`, the robot and the buttons. `apply_action` only
performs what `check` accepted.

After an action's own effect, `advance` resolves its events in the rulebook's order
("Resolver un evento"): conflicts, then monument, then (variant) building, then treasures,
then the end of the action and, after the second one, the end of the turn.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from engine.core import Action, Decision, Event, Refusal
from engine.tigris import conflicts
from engine.tigris.actions import (
    TURN_VERBS,
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
    NEIGHBOURS,
    ROWS,
    block_squares,
    blocks_containing,
    load_board,
    square_name,
    square_xy,
)
from engine.tigris.kingdoms import Layout, LeaderRef, joined, layout_of, temple_strength
from engine.tigris.scoring import award, final_outcome, monument_points
from engine.tigris.state import COLORS, HAND_SIZE, MONUMENTS, Color, TigrisState

_ORDER = {sq: i for i, sq in enumerate(ALL_SQUARES)}

# --------------------------------------------------------------------------- who decides


def awaiting(state: TigrisState) -> list[Decision]:
    step = state.step
    if step == "over":
        return []
    if step == "action":
        return [Decision(seat=state.active, kind="action", verbs=TURN_VERBS, default=Pass(),
                         params={"actions_left": state.actions_left})]
    if step == "war_order":
        return [Decision(seat=state.active, kind="war_order", verbs=("war",),
                         default=ChooseWar(color=state.war_colors[0]),
                         params={"colors": list(state.war_colors)})]
    if step == "support":
        c = state.conflict
        assert c is not None
        attacker_turn = c.attacker_commit is None
        seat = c.attacker if attacker_turn else c.defender
        # Each side reveals "tantos templos como desee" (as many as it wishes, none included): a
        # side that does not decide has committed nothing (ruling R21).
        params = {"conflict": c.kind, "color": c.color, "support_color": conflicts.support_color(c),
                  "role": "attacker" if attacker_turn else "defender",
                  "attacker_total": None if attacker_turn else c.attacker_base + (c.attacker_commit or 0),
                  "base": c.attacker_base if attacker_turn else c.defender_base}
        return [Decision(seat=seat, kind="support", verbs=("support",), private=True,
                         default=CommitSupport(count=0), rule_default=True, params=params)]
    if step == "monument":
        return [Decision(seat=state.active, kind="monument", verbs=("monument",), default=BuildMonument())]
    if step == "building":
        return [Decision(seat=state.active, kind="building", verbs=("building",), default=PlaceBuilding())]
    assert state.treasure_seat is not None
    squares = state.treasure_squares
    return [Decision(seat=state.treasure_seat, kind="treasure", verbs=("treasure",),
                     default=TakeTreasure(square=squares[0]), params={"squares": list(squares)})]


def awaited_seat(state: TigrisState) -> int | None:
    """The one seat the game waits for (exactly one decision at a time), or None when over."""
    step = state.step
    if step == "over":
        return None
    if step == "support":
        c = state.conflict
        assert c is not None
        return c.attacker if c.attacker_commit is None else c.defender
    if step == "treasure":
        return state.treasure_seat
    return state.active


# --------------------------------------------------------------------------- rule checks


def _occupied(state: TigrisState, square: str, leader_at: dict[str, LeaderRef]) -> bool:
    return (square in state.tiles or square in state.flipped or square in leader_at
            or square in state.catastrophes)


def tile_refusal(state: TigrisState, seat: int, color: Color, square: str, layout: Layout) -> Refusal | None:
    """Rulebook "2. Colocar una loseta de civilización" and "Conflicto externo"."""
    if color not in state.hands[seat]:
        return Refusal("tigris.err.no_such_tile_in_hand", color=color, square=square)
    if _occupied(state, square, layout.leader_at):
        return Refusal("tigris.err.square_occupied", color=color, square=square, piece="tile")
    river = load_board(state.board).is_river(square)
    if color == "blue" and not river:
        return Refusal("tigris.err.farm_only_on_river", color=color, square=square)
    if color != "blue" and river:
        return Refusal("tigris.err.river_only_farms", color=color, square=square)
    if len(layout.neighbour_kingdoms(square)) > 2:
        return Refusal("tigris.err.joins_three_kingdoms", color=color, square=square)
    return None


def leader_layout(state: TigrisState, seat: int, color: Color) -> Layout:
    """The board a leader is placed on: with the leader lifted when it moves."""
    return layout_of(state, exclude=state.leaders[seat].get(color))


def leader_refusal(state: TigrisState, seat: int, color: Color, square: str,
                   layout: Layout) -> Refusal | None:
    """Rulebook "1. Colocar, desplazar o retirar un líder". `layout` has this leader lifted."""
    if state.leaders[seat].get(color) == square:
        return Refusal("tigris.err.leader_already_there", color=color, square=square)
    if _occupied(state, square, layout.leader_at):
        return Refusal("tigris.err.square_occupied", color=color, square=square, piece="leader")
    if load_board(state.board).is_river(square):
        return Refusal("tigris.err.leader_on_river", color=color, square=square)
    if temple_strength(state, square) == 0:
        return Refusal("tigris.err.leader_needs_temple", color=color, square=square)
    if len(layout.neighbour_kingdoms(square)) > 1:
        return Refusal("tigris.err.leader_joins_kingdoms", color=color, square=square)
    return None


def withdraw_refusal(state: TigrisState, seat: int, color: Color) -> Refusal | None:
    if color in state.leaders[seat]:
        return None
    return Refusal("tigris.err.leader_not_on_board", color=color)


def catastrophe_refusal(state: TigrisState, seat: int, square: str,
                        leader_at: dict[str, LeaderRef]) -> Refusal | None:
    """Rulebook "3. Colocar una ficha de catástrofe" (and the buildings variant)."""
    if state.catastrophes_left[seat] <= 0:
        return Refusal("tigris.err.no_catastrophes_left", square=square)
    if square in state.catastrophes:
        return Refusal("tigris.err.catastrophe_on_catastrophe", square=square)
    if square in leader_at:
        return Refusal("tigris.err.catastrophe_on_leader", square=square)
    if square in state.treasures:
        return Refusal("tigris.err.catastrophe_on_treasure", square=square)
    if square in state.flipped:
        return Refusal("tigris.err.catastrophe_on_monument", square=square)
    if square in state.buildings.values():
        return Refusal("tigris.err.catastrophe_on_building", square=square)
    return None


def swap_refusal(state: TigrisState, seat: int, colors: tuple[Color, ...]) -> Refusal | None:
    """Rulebook "4. Cambiar hasta seis losetas" (one to six: the action's own bounds)."""
    have = Counter(state.hands[seat])
    if any(have[c] < n for c, n in Counter(colors).items()):
        return Refusal("tigris.err.swap_not_in_hand")
    return None


def support_refusal(state: TigrisState, seat: int, count: int) -> Refusal | None:
    assert state.conflict is not None
    color = conflicts.support_color(state.conflict)
    have = state.hands[seat].count(color)
    if count > have:
        return Refusal("tigris.err.not_enough_support", n=count, color=color, have=have,
                       conflict=state.conflict.kind)
    return None


def treasure_refusal(state: TigrisState, square: str) -> Refusal | None:
    if square in state.treasure_squares:
        return None
    layout = layout_of(state)
    same_kingdom = (square in state.treasures
                    and layout.label.get(square) == layout.label.get(state.treasure_squares[0]))
    return Refusal("tigris.err.treasure_priority_first" if same_kingdom else "tigris.err.no_such_treasure",
                   square=square)


def check(state: TigrisState, seat: int, action: Action) -> Refusal | None:
    """Why `seat` may not do `action` now (the core has already checked the seat and verb)."""
    step = state.step
    if step == "action":
        if isinstance(action, PlaceTile):
            return tile_refusal(state, seat, action.color, action.square, layout_of(state))
        if isinstance(action, PlaceLeader):
            layout = leader_layout(state, seat, action.color)
            return leader_refusal(state, seat, action.color, action.square, layout)
        if isinstance(action, WithdrawLeader):
            return withdraw_refusal(state, seat, action.color)
        if isinstance(action, PlaceCatastrophe):
            return catastrophe_refusal(state, seat, action.square, layout_of(state).leader_at)
        if isinstance(action, SwapTiles):
            return swap_refusal(state, seat, action.colors)
        if isinstance(action, Pass):
            return None
    elif step == "war_order" and isinstance(action, ChooseWar):
        if action.color in state.war_colors:
            return None
        return Refusal("tigris.err.no_such_war", color=action.color)
    elif step == "support" and isinstance(action, CommitSupport):
        return support_refusal(state, seat, action.count)
    elif step == "monument" and isinstance(action, BuildMonument):
        if action.monument is None or (action.monument, action.square) in monument_options(state):
            return None
        return Refusal("tigris.err.no_such_monument_option", monument=action.monument, square=action.square)
    elif step == "building" and isinstance(action, PlaceBuilding):
        if action.color is None or (action.color == placed_color(state)
                                    and action.square in building_options(state)):
            return None
        return Refusal("tigris.err.no_such_building_option", color=action.color, square=action.square)
    elif step == "treasure" and isinstance(action, TakeTreasure):
        return treasure_refusal(state, action.square)
    return Refusal("tigris.err.wrong_step", step=step)


# --------------------------------------------------------------------------- legal values


def tile_squares(state: TigrisState, seat: int, color: Color, layout: Layout | None = None) -> list[str]:
    """Squares where `seat` may place a `color` tile now (what `tile_refusal` accepts)."""
    if color not in state.hands[seat]:
        return []
    land, river = (layout or layout_of(state)).tile_squares
    return list(river if color == "blue" else land)


def leader_squares(state: TigrisState, seat: int, color: Color) -> list[str]:
    """Squares where `seat` may place (or move) its `color` leader now."""
    layout = leader_layout(state, seat, color)
    board = load_board(state.board)
    near_temples = {n for sq, c in state.tiles.items() if c == "red" for n in NEIGHBOURS[sq]}
    current = state.leaders[seat].get(color)
    out = [sq for sq in near_temples
           if sq != current and not _occupied(state, sq, layout.leader_at) and sq not in board.river
           and len(layout.neighbour_kingdoms(sq)) <= 1]
    return sorted(out, key=_ORDER.__getitem__)


def catastrophe_squares(state: TigrisState, seat: int) -> list[str]:
    leader_at = layout_of(state).leader_at
    return [sq for sq in ALL_SQUARES if catastrophe_refusal(state, seat, sq, leader_at) is None]


def tile_moves(state: TigrisState, seat: int) -> Iterator[tuple[Color, str]]:
    layout = layout_of(state)
    for color in COLORS:
        for square in tile_squares(state, seat, color, layout):
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


def support_color(state: TigrisState) -> Color:
    assert state.conflict is not None
    return conflicts.support_color(state.conflict)


def placed_color(state: TigrisState) -> Color | None:
    return state.tiles.get(state.placed) if state.placed else None


def monument_options(state: TigrisState) -> list[tuple[str, str]]:
    """(monument id, top-left) pairs the placed tile makes possible (rulebook "3. Construir un
    monumento"): 2×2 blocks of face-up tiles of one colour containing the placed tile."""
    sq = state.placed
    tiles = state.tiles
    color = tiles.get(sq) if sq else None
    if sq is None or color is None:
        return []
    blocks = []
    for top_left in blocks_containing(sq):
        block = block_squares(top_left)
        if block and all(tiles.get(b) == color for b in block):
            blocks.append(top_left)
    if not blocks:
        return []
    free = [mid for mid, at in state.monuments.items() if at is None and color in MONUMENTS[mid]]
    return [(mid, top_left) for top_left in blocks for mid in free]


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
    squares.discard(current)
    return sorted(squares, key=_ORDER.__getitem__)


def treasure_due(state: TigrisState) -> tuple[int, list[str]] | None:
    """A kingdom holding more than one treasure and a trader: its owner takes all but one,
    priority treasures first (rulebook "4. Conseguir un tesoro")."""
    if len(state.treasures) < 2:
        return None
    trader_squares = [placed["green"] for placed in state.leaders if "green" in placed]
    if not trader_squares:
        return None
    layout = layout_of(state)
    label = layout.label
    candidates = []
    for rid in dict.fromkeys(label[sq] for sq in trader_squares):
        squares = [sq for sq in state.treasures if label.get(sq) == rid]
        if len(squares) > 1:
            seat = layout.region_leaders[rid]["green"][0][0]
            priority = load_board(state.board).priority_treasures
            allowed = [s for s in squares if s in priority] or squares
            candidates.append(((seat - state.active) % state.players, seat,
                               sorted(allowed, key=_ORDER.__getitem__)))
    if not candidates:
        return None
    _, seat, allowed = min(candidates)
    return seat, allowed


# --------------------------------------------------------------------------- apply


def apply_action(state: TigrisState, seat: int, action: Action) -> list[Event]:
    """Perform an action `check` accepted."""
    events: list[Event] = []
    if isinstance(action, PlaceTile):
        _place_tile(state, seat, action, events)
    elif isinstance(action, PlaceLeader):
        _place_leader(state, seat, action, events)
    elif isinstance(action, WithdrawLeader):
        square = state.leaders[seat].pop(action.color)
        events.append(Event(key="tigris.log.withdraw", params={
            "seat": seat, "dynasty": state.dynasty(seat), "color": action.color, "square": square}))
        advance(state, events)
    elif isinstance(action, PlaceCatastrophe):
        _place_catastrophe(state, seat, action, events)
    elif isinstance(action, SwapTiles):
        hand = state.hands[seat]
        for c in action.colors:
            hand.remove(c)
            state.removed[c] += 1
        events.append(Event(key="tigris.log.swap", params={
            "seat": seat, "dynasty": state.dynasty(seat), "count": len(action.colors)}))
        _draw(state, seat, len(action.colors), events)
        advance(state, events)
    elif isinstance(action, Pass):
        events.append(Event(key="tigris.log.pass", params={"seat": seat, "dynasty": state.dynasty(seat)}))
        state.actions_left = 0
        end_turn(state, events)
    elif isinstance(action, ChooseWar):
        events.append(Event(key="tigris.log.war_order", params={
            "seat": seat, "dynasty": state.dynasty(seat), "color": action.color}))
        _start_war(state, action.color, events)
    elif isinstance(action, CommitSupport):
        _apply_support(state, seat, action, events)
    elif isinstance(action, BuildMonument):
        _apply_monument(state, seat, action, events)
    elif isinstance(action, PlaceBuilding):
        _apply_building(state, seat, action, events)
    elif isinstance(action, TakeTreasure):
        state.treasures.remove(action.square)
        state.treasures_won[seat] += 1
        events.append(Event(key="tigris.log.treasure", params={
            "seat": seat, "dynasty": state.dynasty(seat), "square": action.square}))
        state.treasure_seat = None
        state.treasure_squares = []
        state.step = "action"
        advance(state, events)
    else:  # pragma: no cover - `check` refuses every other action
        raise TypeError(f"not a Tigris action: {action!r}")
    return events


def _place_tile(state: TigrisState, seat: int, action: PlaceTile, events: list[Event]) -> None:
    color, square = action.color, action.square
    layout = layout_of(state)
    kingdoms = layout.neighbour_kingdoms(square)
    state.hands[seat].remove(color)
    state.tiles[square] = color
    joined(layout, state, square)
    events.append(Event(key="tigris.log.tile", params={
        "seat": seat, "dynasty": state.dynasty(seat), "color": color, "square": square}))
    state.placed = square
    state.checks = ["monument", "building"] if state.buildings_variant else ["monument"]
    if len(kingdoms) == 2:
        # A tile joining two kingdoms scores nothing and carries the union token.
        state.union = square
        events.append(Event(key="tigris.log.union", params={"seat": seat, "square": square}))
    elif len(kingdoms) == 1:
        rid = kingdoms.pop()
        leaders = layout.region_leaders[rid]
        owner = leaders.get(color) or leaders.get("black")
        if owner:
            doubled = state.buildings.get(color) in set(layout.regions[rid])
            award(state, owner[0][0], color, 2 if doubled else 1, "tile", events)
    advance(state, events)


def _place_leader(state: TigrisState, seat: int, action: PlaceLeader, events: list[Event]) -> None:
    color, square = action.color, action.square
    current = state.leaders[seat].get(color)
    before = layout_of(state) if current is None else None
    state.leaders[seat][color] = square
    if before is not None:
        joined(before, state, square)
    events.append(Event(key="tigris.log.leader", params={
        "seat": seat, "dynasty": state.dynasty(seat), "color": color, "square": square, "from": current}))
    revolt = conflicts.revolt_for(state, seat, color, square)
    if revolt is not None:
        state.conflict = revolt
        state.step = "support"
        events.append(Event(key="tigris.log.revolt", params={
            "color": color, "attacker": state.dynasty(revolt.attacker),
            "defender": state.dynasty(revolt.defender),
            "attacker_seat": revolt.attacker, "defender_seat": revolt.defender,
            "attacker_base": revolt.attacker_base, "defender_base": revolt.defender_base}))
        return
    advance(state, events)


def _place_catastrophe(state: TigrisState, seat: int, action: PlaceCatastrophe, events: list[Event]) -> None:
    square = action.square
    state.catastrophes_left[seat] -= 1
    destroyed = state.tiles.pop(square, None)
    if destroyed is not None:
        state.removed[destroyed] += 1
    state.catastrophes.append(square)
    events.append(Event(key="tigris.log.catastrophe", params={
        "seat": seat, "dynasty": state.dynasty(seat), "square": square, "destroyed": destroyed}))
    if destroyed == "red":
        conflicts.strand_leaders(state, events)
    advance(state, events)


def _start_war(state: TigrisState, color: Color, events: list[Event]) -> None:
    state.war_colors = []
    war = conflicts.start_war(state, color)
    state.conflict = war
    state.step = "support"
    events.append(Event(key="tigris.log.war", params={
        "color": color, "attacker": state.dynasty(war.attacker), "defender": state.dynasty(war.defender),
        "attacker_seat": war.attacker, "defender_seat": war.defender,
        "attacker_base": war.attacker_base, "defender_base": war.defender_base}))


def _apply_support(state: TigrisState, seat: int, action: CommitSupport, events: list[Event]) -> None:
    c = state.conflict
    assert c is not None
    color = conflicts.support_color(c)
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
    if role == "defender":
        conflicts.resolve(state, events)
        advance(state, events)


def _apply_monument(state: TigrisState, seat: int, action: BuildMonument, events: list[Event]) -> None:
    if action.monument is None:
        events.append(Event(key="tigris.log.monument_declined", params={
            "seat": seat, "dynasty": state.dynasty(seat)}))
    else:
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
            "seat": seat, "dynasty": state.dynasty(seat), "monument": action.monument,
            "square": action.square}))
        conflicts.strand_leaders(state, events)
    state.checks.remove("monument")
    state.step = "action"
    advance(state, events)


def _apply_building(state: TigrisState, seat: int, action: PlaceBuilding, events: list[Event]) -> None:
    if action.color is None:
        events.append(Event(key="tigris.log.building_declined", params={
            "seat": seat, "dynasty": state.dynasty(seat)}))
    else:
        # Why the ignore below: The action's colour is a checked text; the state keys buildings by the Color
        # literal.
        state.buildings[action.color] = action.square  # type: ignore[assignment]
        events.append(Event(key="tigris.log.building", params={
            "seat": seat, "dynasty": state.dynasty(seat), "color": action.color, "square": action.square}))
    state.checks.remove("building")
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
        events.append(Event(key="tigris.log.bag_empty",
                            params={"seat": seat, "dynasty": state.dynasty(seat)}))
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
            "winners": [state.dynasty(s) for s in outcome.winners], "winner_seats": list(outcome.winners),
            "reason": "bag" if state.ending else "treasures"}))
        return
    state.active = (state.active + 1) % state.players
    state.actions_left = 2
    state.turn += 1
    state.step = "action"
    events.append(Event(key="tigris.log.turn",
                        params={"seat": state.active, "dynasty": state.dynasty(state.active)}))


__all__ = ["advance", "apply_action", "awaiting", "check"]
