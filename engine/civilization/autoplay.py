"""A robot player: legal, quick, and good enough that robot games reach their end. It grows and
splits its population, gathers six tokens on city sites, builds cities, trades away black
calamities and a few spare cards, buys the dearest civilization cards it can afford, and takes
the default (always legal) for everything else."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.civilization import cards, cities, ships
from engine.civilization.actions import (
    AreaStep,
    Assign,
    BuildCities,
    BuildShip,
    BuyAdvances,
    Counter,
    Fleet,
    KeepShip,
    MakeOffer,
    Move,
    MoveShip,
    MoveTokens,
    SetTax,
    Share,
)
from engine.civilization.board import board_tokens, city_count, play_set, tokens_at, unit_points
from engine.civilization.data import ADVANCES, AREAS, BLACK, COMMODITIES, MAX_ADVANCES, set_value
from engine.civilization.movement import may_cross_open_sea, ship_range, water_reach
from engine.civilization.state import CivState
from engine.civilization.succession import final_points
from engine.core import Action, Decision

if TYPE_CHECKING:
    from engine.civilization import CivilizationGame


def choose(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action:
    fn = ROBOTS.get(d.kind)
    if fn is not None:
        action = fn(game, s, d, rnd)
        if action is not None and game.check(s, d.seat, action) is None:
            return action
    assert d.default is not None
    return game.parse_action(d.default)


# --- movement ------------------------------------------------------------------------------------
def _value(s: CivState, area: str, seat: int) -> float:
    a = AREAS[area]
    v = a.limit + (3 if a.city_site else 0)
    if area in s.cities:
        v -= 10 if s.cities[area] != seat else 20
    return v


def _move(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    seat = d.seat
    playable = play_set(s)
    nomads = s.options.game == "nomads"
    steps: list[MoveTokens | MoveShip] = []
    planned: dict[str, int] = {a: dd.get(seat, 0) for a, dd in s.tokens.items() if dd.get(seat, 0)}
    arriving: dict[str, int] = {}
    sources = sorted(planned, key=lambda a: -planned[a])
    for src in sources:
        n = planned[src] - s.moved.get(src, 0)
        if n <= 0:
            continue
        area = AREAS[src]
        keep = area.limit
        if src in s.cities:
            keep = 0
        elif area.city_site and s.options.game != "nomads" and planned[src] >= 4:
            keep = max(keep, 6)
        spare = n - keep
        if spare <= 0:
            continue
        targets = []
        for b in area.land:
            if b not in playable:
                continue
            foreign = any(p != seat for p in s.tokens.get(b, {}))
            if nomads and foreign:
                continue
            if b in s.cities and s.cities[b] != seat:
                continue
            if b in s.cities:
                continue
            room = (
                AREAS[b].limit
                - tokens_at(s, b, seat)
                - arriving.get(b, 0)
                - sum(m for p, m in s.tokens.get(b, {}).items() if p != seat)
            )
            if AREAS[b].city_site and not nomads:
                room = max(room, 6 - tokens_at(s, b, seat) - arriving.get(b, 0))
            if room > 0:
                targets.append((-_value(s, b, seat) - rnd.random(), b, room))
        targets.sort()
        for _, b, room in targets:
            if spare <= 0:
                break
            k = min(spare, room)
            steps.append(MoveTokens(count=k, path=(src, b)))
            arriving[b] = arriving.get(b, 0) + k
            spare -= k
    # A ship carries spare tokens to a free area overseas.
    p = s.seats[seat]
    if p.ships:
        crossing = may_cross_open_sea(s, seat)
        used_src: set[str] = set()
        for sh in p.ships:
            src = sh.area
            if src in used_src or sh.used:
                continue
            free = (
                tokens_at(s, src, seat)
                - s.moved.get(src, 0)
                - sum(st.count for st in steps if isinstance(st, MoveTokens) and st.path[0] == src)
            )
            if free < 2:
                continue
            reach = water_reach(src, crossing, ship_range(s, seat))
            options = [
                b
                for b in reach
                if b != src
                and b in playable
                and not s.tokens.get(b)
                and b not in s.cities
                and b not in arriving
            ]
            if not options:
                continue
            dest = max(options, key=lambda b: (_value(s, b, seat), -reach[b], b))
            path = _ship_path(src, dest, crossing)
            if path is None:
                continue
            k = min(5, free)
            steps.append(MoveShip(path=tuple(path), carry=k))
            arriving[dest] = k
            used_src.add(src)
    if not steps:
        return None
    action = Move(steps=tuple(steps))
    if game.check(s, seat, action) is None:
        return action
    # Drop steps until the order is legal (a greedy plan may trip over a rule).
    good: list[MoveTokens | MoveShip] = []
    for st in steps:
        trial = Move(steps=(*good, st))
        if game.check(s, seat, trial) is None:
            good.append(st)
    return Move(steps=tuple(good)) if good else None


def _ship_path(src: str, dst: str, crossing: bool) -> list[str] | None:
    prev: dict[str, str | None] = {src: None}
    frontier = [src]
    while frontier:
        nxt = []
        for a in frontier:
            if a != src and AREAS[a].sea and not crossing:
                continue
            for b in sorted(AREAS[a].water):
                if b not in prev:
                    prev[b] = a
                    nxt.append(b)
        frontier = nxt
        if dst in prev:
            break
    if dst not in prev:
        return None
    path = [dst]
    while prev[path[-1]] is not None:
        path.append(prev[path[-1]])  # type: ignore[arg-type]
    return path[::-1]


# --- ships, cities, taxes --------------------------------------------------------------------------
def _fleet(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    seat = d.seat
    base = game.parse_action(d.default or "fleet")
    assert isinstance(base, Fleet)
    steps: list[KeepShip | BuildShip] = list(base.steps)
    p = s.seats[seat]
    want = 2 if s.options.game == "nomads" else 1
    if len(p.ships) < want and rnd.random() < 0.5:
        for a in ships.build_areas(s, seat):
            levy = 2 if ships.levy_only(s) else max(0, 2 - p.treasury)
            if tokens_at(s, a, seat) >= levy + 2:
                trial = Fleet(steps=(*steps, BuildShip(area=a, levy=levy)))
                if game.check(s, seat, trial) is None:
                    return trial
    return Fleet(steps=tuple(steps))


def _build(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    sites = cities.build_sites(s, d.seat)
    return BuildCities(sites=tuple(AreaStep(area=a) for a in sites[: cities.city_stock(s, d.seat)]))


def _tax(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    p = s.seats[d.seat]
    n = city_count(s, d.seat)
    return SetTax(rate=3 if p.stock >= 3 * n + 10 else 2 if p.stock >= 2 * n else 1)


# --- trade -----------------------------------------------------------------------------------------
def _trade(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    seat = d.seat
    t = s.trade
    assert t is not None
    hand = s.seats[seat].hand
    mine = {o.id for o in t.offers if o.seat == seat and o.answers is None}
    # Accept a counter to one of my offers.
    for o in t.offers:
        if o.answers in mine:
            from engine.civilization.actions import Accept

            action = Accept(offer=o.id)
            if game.check(s, seat, action) is None:
                return action
    if len(hand) >= 3:
        # Counter someone else's offer once.
        countered = {o.answers for o in t.offers if o.seat == seat and o.answers is not None}
        for o in t.offers:
            if (
                o.seat != seat
                and o.answers is None
                and o.id not in countered
                and (o.to in (None, seat))
                and t.made.get(seat, 0) < 2
                and rnd.random() < 0.6
            ):
                give = _spare_cards(hand, 3)
                c = next(x for x in give if x in COMMODITIES) if any(x in COMMODITIES for x in give) else None
                if c is None:
                    continue
                return Counter(offer=o.id, count=3, value=set_value(give), commodity=c)
        # Make one offer: pass a black calamity, or spare cards.
        if t.made.get(seat, 0) == 0 and not mine and rnd.random() < 0.7:
            give = _spare_cards(hand, 3)
            commodities = [x for x in give if x in COMMODITIES]
            if commodities:
                claims = tuple(sorted({rnd.choice(COMMODITIES)}))
                return MakeOffer(count=3, value=set_value(give), commodity=commodities[0], claims=claims)
    from engine.civilization.actions import Done

    if mine and rnd.random() < 0.5 and any(o.seat != seat for o in t.offers):
        return Done()
    return Done()


def _spare_cards(hand: list[str], n: int) -> list[str]:
    """A black calamity first, then the cards whose loss costs least."""
    rest = list(hand)
    out: list[str] = []
    for c in list(rest):
        if c in BLACK and len(out) < 1:
            out.append(c)
            rest.remove(c)
    while len(out) < n and rest:

        def loss(c: str, rest: list[str] = rest) -> tuple[int, str]:
            r = list(rest)
            r.remove(c)
            return (set_value(rest) - set_value(r), c)

        c = min(rest, key=loss)
        rest.remove(c)
        out.append(c)
    if not any(c in COMMODITIES for c in out):
        swap = next((c for c in rest if c in COMMODITIES), None)
        if swap is not None and out:
            out[-1] = swap
    return out


# --- civilization cards ----------------------------------------------------------------------------
def _buy(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    seat = d.seat
    p = s.seats[seat]
    options = cards.buyable(s, seat)
    budget = cards.purse(s, seat)
    held = list(p.advances)
    slots = MAX_ADVANCES - len(held)
    need = final_points(s, p.nation or "") - cards.points(held)
    wanted: list[str] = []
    spent = 0
    groups = cards.groups_held(held)

    def score(a: str) -> tuple[float, int]:
        card = ADVANCES[a]
        new_group = any(g not in groups for g in card.groups)
        return (
            card.cost + (40 if new_group and len(groups) < 3 else 0) + 10 * rnd.random(),
            -cards.price(held, a),
        )

    for a in sorted(options, key=score, reverse=True):
        if len(wanted) >= slots:
            break
        left_slots = slots - len(wanted)
        if left_slots <= 4 and ADVANCES[a].cost < need / max(1, left_slots) - 40:
            continue
        cost = cards.price(held, a)
        if spent + cost <= budget:
            trial = cards.plan(s, seat, [*wanted, a])
            if trial is not None:
                wanted.append(a)
                spent += cost
                need -= ADVANCES[a].cost
    if not wanted:
        return None
    return cards.plan(s, seat, wanted)


# --- calamities --------------------------------------------------------------------------------------
def _assign(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    spec: dict[str, Any] = d.params
    seats = sorted(spec["seats"], key=lambda p: -unit_points(s, p))
    left = spec["total"]
    shares = []
    for p in seats:
        cap = spec.get("caps", {}).get(str(p), spec["each"])
        if spec["each"] is not None:
            cap = min(cap, spec["each"])
        k = min(left, cap, max(unit_points(s, p), 1))
        if k > 0:
            shares.append(Share(points=k, to=p))
            left -= k
    if spec["exact"] and left:
        return None
    return Assign(shares=tuple(shares))


def _gold(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    return None


ROBOTS = {
    "move": _move,
    "fleet": _fleet,
    "build": _build,
    "tax": _tax,
    "trade": _trade,
    "buy": _buy,
    "assign": _assign,
    "gold": _gold,
}

_ = (board_tokens, BuyAdvances)
