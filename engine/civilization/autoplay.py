"""A robot player: legal, quick, and good enough that robot games reach their end. It grows and
splits its population, gathers six tokens on city sites (small areas first: a city takes its
area from the population), builds cities it can support, trades three cards at a time for
sets, plans the civilization cards that reach its final square most cheaply (credits counted)
and buys them, and takes the default (always legal) for everything else. Every choice is a
function of the state and the `random.Random` it is given (ties broken by id), so a robot
replays the same."""

from __future__ import annotations

import itertools
import random
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from engine.civilization import cards, cities, ships, trade
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
    MoveStep,
    MoveTokens,
    SetTax,
    Share,
)
from engine.civilization.board import board_tokens, city_count, city_stock, play_set, tokens_at, unit_points
from engine.civilization.data import (
    ADVANCES,
    AREAS,
    BLACK,
    COMMODITIES,
    CREDIT,
    FINAL_COLUMN,
    GOLD_PRICE,
    MAX_ADVANCES,
    TRADE_CARD_RANK,
    VALUE,
    hand_limit,
    set_value,
)
from engine.civilization.movement import may_cross_open_sea, ship_range, water_reach
from engine.civilization.state import CivState
from engine.civilization.succession import end_column, epoch_columns, requirement
from engine.core import Action, Decision

if TYPE_CHECKING:
    from engine.civilization import CivilizationGame


INSIST = 0.2  # how often a robot asked its tax rate with sealed orders insists on A.S.T. order


def choose(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action:
    insist = _insist(s, d, rnd)
    if insist is not None:
        return insist
    fn = ROBOTS.get(d.kind)
    if fn is not None:
        action = fn(game, s, d, rnd)
        if action is not None and (d.kind in CHECKED or game.check(s, d.seat, action) is None):
            return action
    assert d.default is not None
    return d.default


def _insist(s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    """JOC 5.3 note: a robot asked its Coinage tax rate with sealed orders, with a player before
    it in A.S.T. order still to answer, now and then insists that taxes go in A.S.T. order (it
    then sees that player's rate before choosing its own; a standing setting, kept)."""
    from engine.civilization.actions import Insist

    ask = s.ask
    if d.kind != "tax" or ask is None or ask.sequential or "taxes" in s.seats[d.seat].insists:
        return None
    before = ask.window.seats[: ask.window.seats.index(d.seat)]
    if not any(ask.window.is_waiting(p) for p in before) or rnd.random() >= INSIST:
        return None
    return Insist(phase="taxes")


# --- movement ------------------------------------------------------------------------------------
# Each area's land neighbours, in id order.
LAND: dict[str, tuple[str, ...]] = {a: tuple(sorted(x.land)) for a, x in AREAS.items()}


# What an area is worth to spread into: its population limit, three more for a city site (not
# in the Nomads game, which has no cities).
_VALUES = {a: x.limit + (3 if x.city_site else 0) for a, x in AREAS.items()}
_VALUES_NOMADS = {a: x.limit for a, x in AREAS.items()}


SPLIT = 0.1  # how often the robot plays its movement turn as `step`s, then `done`


def _midturn(s: CivState, seat: int) -> bool:
    """Some steps of this movement turn are played (`step`): tokens moved, or a ship sailed."""
    return bool(s.moved) or any(sh.used for sh in s.seats[seat].ships)


def _move(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    """Gather six tokens on city sites, spread spare tokens (in pairs, where they will grow),
    sail spare tokens to empty coasts; sometimes pick a fight. Now and then (`SPLIT`) the turn
    is played in steps (JOC 10: a turn's orders may come a few at a time): the land moves as a
    `step`, then the ships' as another (planned again from the board, the same sailings), then
    `done`."""
    from engine.civilization.actions import Done

    seat = d.seat
    if _midturn(s, seat):
        rest = _plan_move(game, s, seat, rnd, ships_only=True)
        return MoveStep(steps=rest) if rest else Done()
    steps = _plan_move(game, s, seat, rnd)
    if not steps:
        return None
    if rnd.random() < SPLIT:
        land = tuple(st for st in steps if isinstance(st, MoveTokens))
        return MoveStep(steps=land or steps)
    return Move(steps=steps)


def _plan_move(game: CivilizationGame, s: CivState, seat: int, rnd: random.Random,
               ships_only: bool = False) -> tuple[MoveTokens | MoveShip, ...]:
    """The orders of a movement turn (land moves first, then ships), checked. `ships_only`:
    the ships' part alone, from the tokens not moved yet (the rest of a turn played in steps);
    a ship does not sail from an area gathering a city."""
    playable = play_set(s)
    nomads = s.options.game == "nomads"
    steps: list[MoveTokens | MoveShip] = []
    moved = s.moved
    free: dict[str, int] = {}
    for a, dd in s.tokens.items():
        if seat in dd:
            k = dd[seat] - moved.get(a, 0)
            if k > 0:
                free[a] = k
    arriving: dict[str, int] = {}
    staying: dict[str, int] = {}  # tokens reserved in place for a city

    departing: dict[str, int] = {}

    def send(src: str, dst: str, k: int) -> None:
        steps.append(MoveTokens(count=k, path=(src, dst)))
        free[src] -= k
        departing[src] = departing.get(src, 0) + k
        arriving[dst] = arriving.get(dst, 0) + k

    if ships_only:
        staying.update({a: 0 for a in free if a not in s.cities and AREAS[a].city_site
                        and tokens_at(s, a, seat) >= cities.tokens_needed(a)})
    cities_now = city_count(s, seat)
    # The first city as soon as it is supported (trade cards start coming); a further one only
    # from a population that keeps growing after it: six tokens for the city, two a city for
    # support (14.1) and twelve more. Founding every city from a bare support margin left robot
    # nations so small that Famine and Volcanic Eruption kept them from the final square.
    spare = 12 if cities_now else 0
    on_board = board_tokens(s, seat)
    can_found = (not ships_only and not nomads and cities_now < 9
                 and on_board >= 2 * (cities_now + 1) + 6 + spare)
    # 1. Cities: six tokens on a free city site, from the site and its neighbours.
    if can_found:
        big = on_board >= 24
        near_me = set(free) | {b for a in free for b in AREAS[a].land}
        # A city takes its area from the population: city sites first, small areas first; off a
        # site (twelve tokens) only in a small area, when the population is large.
        sites = [a for a in near_me if a in playable and a not in s.cities
                 and (AREAS[a].city_site or (big and AREAS[a].limit <= 2))
                 and sum(n for p, n in s.tokens.get(a, {}).items() if p != seat) <= 2]
        sites.sort(key=lambda a: (not AREAS[a].city_site, -tokens_at(s, a, seat), AREAS[a].limit, a))
        founded = 0
        for x in sites:
            if founded >= 2:
                break
            size = cities.tokens_needed(x)
            here = free.get(x, 0)
            near = sorted((y for y in AREAS[x].land if free.get(y, 0) > 0 and y not in staying),
                          key=lambda y: (-free[y], y))
            if here + sum(free[y] for y in near) < size or (here == 0 and rnd.random() < 0.5):
                continue
            need = size - min(here, size)
            staying[x] = min(here, size)
            free[x] = here - staying[x]
            for y in near:
                if need <= 0:
                    break
                k = min(need, free[y])
                send(y, x, k)
                need -= k
            founded += 1
    aggressive = not ships_only and rnd.random() < 0.15
    # 2. Spread: first to empty neighbours (keeping two at home to grow), then what is above
    # the limit (everything in one's own city area) into room, counting what leaves.
    vacant: dict[str, bool] = {}  # in play, room, no tokens, no city: the board's part of `empty`

    def empty(b: str) -> bool:
        found = vacant.get(b)
        if found is None:
            found = vacant[b] = (b in playable and not s.tokens.get(b) and b not in s.cities
                                 and AREAS[b].limit > 0)
        return found and b not in arriving

    def frontier(a: str) -> bool:
        return any(empty(b) for b in LAND[a])

    values = _VALUES_NOMADS if nomads else _VALUES
    tokens, cities_on = s.tokens, s.cities
    for src in (() if ships_only else sorted(free, key=lambda a: (not frontier(a), -free[a], a))):
        n = free[src]
        if n <= 0 or src in staying:
            continue
        mine_city = cities_on.get(src) == seat
        keep = 0 if mine_city or src in cities_on else min(n, AREAS[src].limit)
        spare = n - keep
        spread = n - (0 if keep == 0 else min(n, 2))
        # The empty neighbours, best first (a random tie-break drawn for each, in id order).
        vacancies = [(-values[b] - rnd.random(), b) for b in LAND[src] if empty(b)]
        vacancies.sort()
        for _, b in vacancies:
            if spread <= 0 or (nomads and _foreign(tokens.get(b), seat)):
                break
            k = min(spread, 2, AREAS[b].limit)
            send(src, b, k)
            spread -= k
            spare = max(0, spare - k)
        spare = min(spare, free[src])
        if spare <= 0:
            continue
        targets = []
        for b in LAND[src]:
            if b not in playable or b in staying:
                continue
            there = tokens.get(b)
            foreign = _foreign(there, seat)
            if nomads and foreign:
                continue
            if b in cities_on:
                if aggressive and cities_on[b] != seat and spare >= 8 and not nomads:
                    targets.append((-100.0, b, spare))
                continue
            # Room: the limit less the tokens there and arriving, plus those leaving.
            room = (AREAS[b].limit - (sum(there.values()) if there else 0) - arriving.get(b, 0)
                    + departing.get(b, 0))
            if aggressive and foreign and not nomads:
                room = max(room, 2)
            if room > 0:
                targets.append((-values[b] - rnd.random(), b, room))
        targets.sort()
        for _, b, room in targets:
            if spare <= 0:
                break
            k = min(spare, room)
            send(src, b, k)
            spare -= k
    # 3. A ship carries spare tokens to an empty coast.
    p = s.seats[seat]
    if p.ships:
        crossing = may_cross_open_sea(s, seat)
        for sh in p.ships:
            src = sh.area
            if sh.used or src in staying:
                continue
            keep = 0 if s.cities.get(src) == seat else min(free.get(src, 0), AREAS[src].limit)
            spare = free.get(src, 0) - keep
            if spare < 1:
                continue
            reach = water_reach(src, crossing, ship_range(s, seat), playable, side=sh.side)
            options = [b for b in reach if b != src and b in playable and not s.tokens.get(b)
                       and b not in s.cities and b not in arriving and AREAS[b].limit > 0]
            if not options:
                continue
            dest = max(options, key=lambda b: (values[b], -reach[b], b))
            path = _ship_path(src, dest, crossing, playable)
            if path is None or len(path) - 1 > ship_range(s, seat):
                continue
            k = min(5, spare, AREAS[dest].limit)
            steps.append(MoveShip(path=tuple(path), carry=k))
            free[src] -= k
            arriving[dest] = k
    if not steps:
        return ()
    if game.check(s, seat, Move(steps=tuple(steps))) is None:
        return tuple(steps)
    # Drop steps until the order is legal (a greedy plan may trip over a rule).
    good: list[MoveTokens | MoveShip] = []
    for st in steps:
        trial = Move(steps=(*good, st))
        if game.check(s, seat, trial) is None:
            good.append(st)
    return tuple(good)


def _foreign(tokens: dict[int, int] | None, seat: int) -> bool:
    """Whether an area's tokens (by seat) hold another seat's."""
    if not tokens:
        return False
    return len(tokens) > 1 or seat not in tokens


def _ship_path(src: str, dst: str, crossing: bool, playable: frozenset[str]) -> list[str] | None:
    """A shortest water path through areas in play (the move's check judges the Greek coast)."""
    prev: dict[str, str | None] = {src: None}
    frontier = [src]
    while frontier:
        nxt = []
        for a in frontier:
            if a != src and AREAS[a].sea and not crossing:
                continue
            for b in sorted(AREAS[a].water):
                if b not in prev and b in playable:
                    prev[b] = a
                    nxt.append(b)
        frontier = nxt
        if dst in prev:
            break
    if dst not in prev:
        return None
    path = [dst]
    while (before := prev[path[-1]]) is not None:
        path.append(before)
    return path[::-1]


# --- ships, cities, taxes --------------------------------------------------------------------------
def _fleet(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    """Keep ships paid from the treasury or from tokens that would be lost anyway; build one
    now and then where the tokens can spare it."""
    seat = d.seat
    p = s.seats[seat]
    treasury = 0 if ships.levy_only(s) else p.treasury
    spare = {a: tokens_at(s, a, seat) - AREAS[a].limit for a in {sh.area for sh in p.ships}}
    steps: list[KeepShip | BuildShip] = []
    for sh in p.ships:
        if treasury > 2 and s.options.game != "nomads":
            treasury -= 1
            steps.append(KeepShip(area=sh.area))
        elif spare.get(sh.area, 0) > 0:
            spare[sh.area] -= 1
            steps.append(KeepShip(area=sh.area, levy=True))
    want = 3 if s.options.game == "nomads" else 1
    if len(steps) < want and rnd.random() < 0.5:
        for a in ships.build_areas(s, seat):
            levy = 2 if ships.levy_only(s) else max(0, 2 - treasury)
            if tokens_at(s, a, seat) - levy >= AREAS[a].limit + (0 if ships.levy_only(s) else 1):
                trial = Fleet(steps=(*steps, BuildShip(area=a, levy=levy)))
                if game.check(s, seat, trial) is None:
                    return trial
    return Fleet(steps=tuple(steps))


def _build(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    """Build where possible while the tokens left on the board still support every city."""
    seat = d.seat
    chosen: list[str] = []
    tokens = sum(min(n, AREAS[a].limit) for a, dd in s.tokens.items() for p, n in dd.items()
                 if p == seat and a not in s.cities)
    n = city_count(s, seat)
    for a in cities.build_sites(s, seat):
        used = min(tokens_at(s, a, seat), AREAS[a].limit)
        if tokens - used >= 2 * (n + 1):
            chosen.append(a)
            tokens -= used
            n += 1
    return BuildCities(sites=tuple(AreaStep(area=a) for a in chosen[:city_stock(s, seat)]))


def _tax(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    p = s.seats[d.seat]
    n = city_count(s, d.seat)
    return SetTax(rate=3 if p.stock >= 3 * n + 10 else 2 if p.stock >= 2 * n else 1)


# --- trade -----------------------------------------------------------------------------------------
WITHDRAW = 0.3  # how often a robot takes back its unanswered offer before it is done trading
TRADE_COUNT = 3  # the fewest cards an offer may hold (JOC 16.3); robots always trade three


def _count(cards: list[str] | tuple[str, ...]) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in cards:
        out[c] = out.get(c, 0) + 1
    return out


def _gain(have: dict[str, int], give: tuple[str, ...], get: list[str]) -> int:
    """What giving `give` for `get` adds to a hand counted `have` (sets: n² × value, 17.4)."""
    delta: dict[str, int] = {}
    for c in give:
        delta[c] = delta.get(c, 0) - 1
    for c in get:
        delta[c] = delta.get(c, 0) + 1
    return sum(VALUE[c] * ((have.get(c, 0) + d) ** 2 - have.get(c, 0) ** 2) for c, d in delta.items())


def _gives(hand: list[str] | tuple[str, ...], n: int = TRADE_COUNT) -> tuple[tuple[str, ...], ...]:
    """Every choice of n cards of the hand (as sorted multisets) holding a commodity: an offer
    must name one (16.3)."""
    return _choices(tuple(sorted(hand, key=TRADE_CARD_RANK.__getitem__)), n)


@lru_cache(maxsize=4096)
def _choices(hand: tuple[str, ...], n: int) -> tuple[tuple[str, ...], ...]:
    """`_gives` of a hand sorted by `TRADE_CARD_RANK`: each multiset once, its cards in that
    order (the callers keep the best by value, then by the cards: their order is not used)."""
    return tuple(g for g in dict.fromkeys(itertools.combinations(hand, n))
                 if any(c in COMMODITIES for c in g))


def _cheapest_give(hand: list[str]) -> tuple[str, ...] | None:
    """The three cards whose loss costs the hand least (a black calamity costs nothing)."""
    return _cheapest_give_of(tuple(sorted(hand)))


@lru_cache(maxsize=4096)
def _cheapest_give_of(hand: tuple[str, ...]) -> tuple[str, ...] | None:
    """`_cheapest_give` of a hand in any order (the answer does not depend on it): cached."""
    have = _count(hand)
    best: tuple[tuple[int, tuple[str, ...]], tuple[str, ...]] | None = None
    for g in _gives(hand):
        gain = 0  # `_gain(have, g, [])`
        for c, n in _counted(g):
            k = have[c]
            gain += VALUE[c] * ((k - n) ** 2 - k ** 2)
        key = (-gain, g)
        if best is None or key < best[0]:
            best = (key, g)
    return None if best is None else best[1]


def _offer_fields(give: tuple[str, ...]) -> tuple[int, int, str, tuple[str, ...]]:
    """An honest offer of `give`: count, value, its dearest commodity, the other kinds claimed."""
    goods = sorted({c for c in give if c in COMMODITIES}, key=lambda c: (-set_value([c]), c))
    return len(give), set_value(give), goods[0], tuple(sorted(goods[1:]))[:3]


def _guess(count: int, value: int, commodity: str, claims: list[str] | tuple[str, ...]) -> list[str] | None:
    """The cards an offer most likely holds: `count` cards of the kinds it names worth `value`
    (robots name all their kinds). None when no such cards exist: something unnamed is in it,
    perhaps a black calamity (JOC 19.3)."""
    found = _guess_of(count, value, commodity, tuple(claims))
    return None if found is None else list(found)


@lru_cache(maxsize=4096)
def _guess_of(count: int, value: int, commodity: str, claims: tuple[str, ...]) -> tuple[str, ...] | None:
    """`_guess`, cached."""
    kinds = [commodity, *(c for c in claims if c in COMMODITIES and c != commodity)]
    best: list[str] | None = None

    def walk(i: int, left: int, chosen: list[str]) -> None:
        nonlocal best
        if i == len(kinds):
            fits = left == 0 and set_value(chosen) == value
            if fits and (best is None or len(set(chosen)) > len(set(best))):
                best = list(chosen)
            return
        low = 1 if i == 0 else 0
        for m in range(low, left + 1):
            walk(i + 1, left - m, chosen + [kinds[i]] * m)

    if count <= 8:
        walk(0, count, [])
    return None if best is None else tuple(best)


def _best_swap(hand: list[str], get: list[str]) -> tuple[int, tuple[str, ...]] | None:
    """The three cards to give for `get` that leave the hand worth most, and what it gains."""
    return _best_swap_of(tuple(sorted(hand)), tuple(get))


@lru_cache(maxsize=8192)
def _best_swap_of(hand: tuple[str, ...], get: tuple[str, ...]) -> tuple[int, tuple[str, ...]] | None:
    """`_best_swap` of a hand in any order (the answer does not depend on it): cached."""
    have = _count(hand)
    # What `get` adds, then what each choice of cards takes from the hand with `get` in it:
    # together `_gain(have, g, get)` (a hand's worth is a sum over kinds).
    after = dict(have)
    for c in get:
        after[c] = after.get(c, 0) + 1
    added = sum(VALUE[c] * (after[c] ** 2 - have.get(c, 0) ** 2) for c in set(get))
    best: tuple[int, tuple[str, ...]] | None = None
    for g in _gives(hand):
        gain = added
        for c, n in _counted(g):
            k = after[c]
            gain += VALUE[c] * ((k - n) ** 2 - k ** 2)
        if best is None or (gain, g) > best:
            best = (gain, g)
    return best


@lru_cache(maxsize=8192)
def _counted(cards: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """(kind, count) of a few cards, kept by cards."""
    return tuple(_count(cards).items())


MAX_MADE = 4  # offers and counter-offers a robot makes in one trade phase, at most
MAX_OFFERS = 2  # of which offers of its own (a second after a deal of the first)
# What a black calamity received would cost the robot, in trade-card points: a base and so much
# a city (Epidemic takes 16 unit points, Civil Disorder and Iconoclasm reduce cities, Piracy
# takes coastal cities). An offer that may hide one is worth that much less, times the chance.
CALAMITY_COST, CALAMITY_COST_PER_CITY = 15, 6
PASS_BONUS = 10  # what passing its own black calamity to another player is worth to a robot
MAX_READ = 6  # offers of more cards than this are read only when their named kinds add up


@cache
def _values(count: int, commodity: str) -> frozenset[int]:
    """Every value `count` commodity cards holding `commodity` can have (sets, JOC 17.4)."""
    if count < 1:
        return frozenset()
    return frozenset(set_value((commodity, *rest))
                     for rest in itertools.combinations_with_replacement(COMMODITIES, count - 1))


@lru_cache(maxsize=8192)
def read_offer(count: int, value: int, commodity: str,
               claims: tuple[str, ...]) -> tuple[tuple[str, ...], float] | None:
    """What an offer most likely holds (the cards a robot counts on getting) and the chance it
    hides a black calamity, from its true facts (count, value, one commodity: JOC 16.3) and its
    free claims. Named kinds that add up: those cards, a small chance of a calamity if the value
    also fits one (claims may lie). Otherwise only the one commodity is sure, and a card worth
    nothing (a calamity, 16.6) is certain when no commodities can make the value, likely when
    both readings fit. None: too many cards to read."""
    honest = _guess_of(count, value, commodity, claims)
    if count > MAX_READ:
        return None if honest is None else (honest, 0.1)
    hidden = any(value in _values(count - k, commodity) for k in range(1, min(count, 5)))
    if honest is not None:
        return honest, 0.1 if hidden else 0.0
    plain = value in _values(count, commodity)
    if not plain and not hidden:
        return None  # impossible (the engine checks the facts)
    return (commodity,), (0.5 if plain else 1.0) if hidden else 0.0


def _calamity_cost(s: CivState, seat: int) -> float:
    """What a black calamity would cost `seat`, or 0 when none can be in another hand (all four
    are in front of their victims this round or in its own hand)."""
    out = set(s.seats[seat].hand) | {c.card for c in s.calamities}
    if s.resolving is not None:
        out.add(s.resolving.card)
    if all(c in out for c in BLACK):
        return 0.0
    return CALAMITY_COST + CALAMITY_COST_PER_CITY * city_count(s, seat)


@lru_cache(maxsize=16384)
def _offer_value(hand: tuple[str, ...], count: int, value: int, commodity: str, claims: tuple[str, ...],
                 cost: float, give: tuple[str, ...] | None) -> tuple[float, tuple[str, ...]] | None:
    """What a swap for an offer (its facts and claims) is worth to a hand (sorted; giving `give`,
    or the three cards that leave the hand worth most), counting the risk of a hidden calamity
    (`cost` if received) and the bonus of passing its own; with the cards it gives. None: the
    offer cannot be read."""
    reading = read_offer(count, value, commodity, claims)
    if reading is None:
        return None
    got, risk = reading
    if give is None:
        swap = _best_swap_of(hand, got)
        if swap is None:
            return None
        gain, give = swap
    else:
        gain = _gain(_count(hand), give, list(got))
    worth = gain - risk * cost
    if any(c in BLACK for c in give):
        worth += PASS_BONUS
    return worth, give


def stuck(s: CivState, seat: int) -> bool:
    """Whether the seat waits on the column before its final square (JOC 21.1: card points)
    with a hand that cannot take it there: the hand is full (the hand limit, 18: a draw only
    replaces a card) and even with every token it has in the treasury it could not pay for any
    card of its plan it may buy now, or no plan reaches the final square any more (11 cards,
    17.7). Its sets are then of no use to it as they are. When every nation is stuck at once the
    game stalls: the commodities of the low stacks all sit in those hands, the stacks hold only
    their calamities, and nobody buys a card that would send cards back to the stacks (17.6)
    (`bench.civilization_stall`). A stuck robot trades readily (`trade_choice`): its cards reach
    a hand that buys with them, the stacks fill again, and the nations grow and draw again."""
    p = s.seats[seat]
    need = requirement(s, seat, p.ast + 1)
    if need is None or need[0] != "points" or need[2] >= need[1] or len(p.hand) < hand_limit(s.players):
        return False
    held = tuple(sorted(p.advances))
    plan, _, level = plan_for(held, _avail(s, held), _needs(s, seat))
    if level == 0:
        return True
    prices = [cards.price(p.advances, a) for a in plan
              if all(r in p.advances for r in ADVANCES[a].requires)]  # Law before the others
    if not prices:
        return False
    tokens = board_tokens(s, seat) + p.stock + p.treasury - 2 * max(1, city_count(s, seat))
    return min(prices) > set_value([c for c in p.hand if c in COMMODITIES]) + tokens


@lru_cache(maxsize=4096)
def _dearest_give_of(hand: tuple[str, ...]) -> tuple[str, ...] | None:
    """The three cards of a (sorted) hand worth most together (a commodity among them): what a
    stuck robot gives for an offer, the most it can do for the hand that gets them."""
    best: tuple[int, tuple[str, ...]] | None = None
    for g in _gives(hand):
        key = (set_value(g), g)
        if best is None or key > best:
            best = key
    return None if best is None else best[1]


def trade_choice(s: CivState, seat: int) -> Action | None:
    """The robot's next trade action (JOC 16), or None when it has nothing to do now and would
    rather wait for the others: accept the best answer to its offer worth having; answer the
    open offer worth most to it; make an offer of the three cards it misses least (a black
    calamity among them if it holds one), naming its commodities truly (count, value and one
    commodity are checked, 16.3; its claims name its other kinds). An offer is read from its
    true facts and claims (`read_offer`): one that may hide a black calamity is worth less by
    the chance of it times what the calamity would cost. A stuck robot (`stuck`) takes the best
    answer and answers the open offer worth most to it even at a loss, giving its dearest three
    cards. A function of the state alone, so that `robot_waits` and the robot agree."""
    from engine.civilization.actions import Accept, Done

    t = s.trade
    assert t is not None
    hand = s.seats[seat].hand
    held = tuple(sorted(hand))
    mine = [o for o in t.offers if o.seat == seat and o.answers is None]
    busy = {p for deal in t.deals for p in deal.given.seats} | set(t.done)
    cost: float | None = None
    # A stuck robot (`stuck`) trades at a loss: any answer to its offer, the least bad; any
    # open offer, answered with its dearest three cards.
    floor = -float("inf") if stuck(s, seat) else 0.0
    # 1. The best answer to my offer, if it is worth it.
    best: tuple[float, int] | None = None
    for o in mine:
        give = _best_matching_of(held, o.count, o.value, o.commodity)
        if give is None:
            continue
        for c in t.offers:
            if c.answers != o.id or c.seat in busy:
                continue
            # A counter its maker's hand no longer makes (a deal since) cannot be accepted.
            if trade.find_cards(s.seats[c.seat].hand, c.count, c.value, c.commodity) is None:
                continue
            if cost is None:
                cost = _calamity_cost(s, seat)
            found = _offer_value(held, c.count, c.value, c.commodity, tuple(c.claims), cost, give)
            if found is not None and found[0] > floor and (best is None or found[0] > best[0]):
                best = (found[0], c.id)  # the first (oldest) of equal worth
    if best is not None:
        return Accept(offer=best[1])
    if len(hand) < TRADE_COUNT:
        return Done()
    made = t.made.get(seat, 0)
    # 2. Answer the open offer that helps me most.
    if made < MAX_MADE:
        countered = {o.answers for o in t.offers if o.seat == seat and o.answers is not None}
        options = []
        for o in t.offers:
            if (o.seat == seat or o.answers is not None or o.id in countered or o.to not in (None, seat)
                    or o.seat in busy):
                continue
            if cost is None:
                cost = _calamity_cost(s, seat)
            sell = _dearest_give_of(held) if floor < 0 else None
            found = _offer_value(held, o.count, o.value, o.commodity, tuple(o.claims), cost, sell)
            if found is not None and found[0] > floor:
                options.append((found[0], -o.id, o.id, found[1]))
        if options:
            _, _, oid, give = max(options)
            count, value, commodity, claims = _offer_fields(give)
            return Counter(offer=oid, count=count, value=value, commodity=commodity, claims=claims)
    # 3. Offer my three cheapest cards when I have no offer open.
    offered = t.offered.get(seat, 0)
    others = any(p != seat and p not in t.done for p in range(s.players))
    again = offered < MAX_OFFERS and t.traded.get(seat, 0) >= offered and others  # after a deal
    if not mine and made < MAX_MADE and (offered == 0 or again):
        give = _cheapest_give(hand)
        if give is not None:
            count, value, commodity, claims = _offer_fields(give)
            return MakeOffer(count=count, value=value, commodity=commodity, claims=claims)
    return None


def robot_waits(s: CivState, seat: int) -> bool:
    """Whether `seat`'s robot has nothing to do in the trade now and someone else is still
    trading (who may answer its offer or make one worth answering): it waits rather than be
    done (`Game.robot_waits`)."""
    t = s.trade
    if t is None or seat in t.done or any(seat in d.given.seats for d in t.deals):
        return False
    others = [p for p in range(s.players) if p != seat and p not in t.done]
    return bool(others) and trade_choice(s, seat) is None


def _trade(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    """`trade_choice`; with nothing to do (every other robot waits too, or nobody else trades):
    now and then (`WITHDRAW`) take back a stale offer (JOC 16.1) and stay to answer others, else
    done."""
    from engine.civilization.actions import Done, Withdraw

    found = trade_choice(s, d.seat)
    if found is not None:
        return found
    t = s.trade
    assert t is not None
    mine = [o for o in t.offers if o.seat == d.seat and o.answers is None]
    if mine and rnd.random() < WITHDRAW:
        return Withdraw(offer=mine[0].id)
    return Done()


def _best_matching(hand: list[str], o: Any) -> tuple[str, ...] | None:
    """The cards of the hand matching an offer's true facts whose loss costs least."""
    return _best_matching_of(tuple(sorted(hand)), o.count, o.value, o.commodity)


@lru_cache(maxsize=4096)
def _best_matching_of(hand: tuple[str, ...], count: int, value: int,
                      commodity: str) -> tuple[str, ...] | None:
    """`_best_matching` of a hand in any order (the answer does not depend on it): cached."""
    matching = [g for g in _gives(hand, count)
                if set_value(g) == value and commodity in g]
    if not matching:
        return None
    have = _count(hand)
    return min(matching, key=lambda g: (-_gain(have, g, []), g))


def _give(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    """In a deal: the matching cards it misses least (the default takes the first that match)."""
    from engine.civilization.actions import Give

    t = s.trade
    assert t is not None
    deal = next((x for x in t.deals if d.seat in x.given.seats), None)
    if deal is None:
        return None
    mine = deal.a if deal.a.seat == d.seat else deal.b
    give = _best_matching(s.seats[d.seat].hand, mine)
    return Give(cards=give) if give is not None else None


# --- civilization cards ----------------------------------------------------------------------------
def _buy_order(a: str) -> tuple[bool, bool, int, str]:
    """Cards that give credits first (cheap ones, arts and sciences), Law, then the cards that
    need it: the order a plan is bought in, so that every card gets its credits."""
    card = ADVANCES[a]
    return (bool(card.requires), card.groups == ("civics",), card.cost, a)


BUY_ORDER: tuple[str, ...] = tuple(sorted(ADVANCES, key=_buy_order))


def _reachable(held: tuple[str, ...], avail: tuple[str, ...]) -> int:
    """Card points reachable from `held` with the kinds in `avail`: 11 cards at most, Democracy
    and Philosophy only with Law."""
    slots = max(0, MAX_ADVANCES - len(held))
    rest = [a for a in avail if a not in held]
    base = cards.points(list(held))

    def top(options: list[str], k: int) -> int:
        return sum(sorted((ADVANCES[a].cost for a in options), reverse=True)[:k])

    if "law" in held or "law" not in rest or slots == 0:
        usable = rest if "law" in held else [a for a in rest if not ADVANCES[a].requires]
        return base + top(usable, slots)
    without = top([a for a in rest if not ADVANCES[a].requires and a != "law"], slots)
    with_law = ADVANCES["law"].cost + top([a for a in rest if a != "law"], slots - 1)
    return base + max(without, with_law)


# The dearest single card (after credits) a plan asks for when a plan within it exists: purses
# rarely pass this (the hand limit caps the cards, the tokens cap the treasury), and a robot
# whose plan needs a dearer card waits for it at column 12, often for dozens of rounds. Law is
# never under 115; with this cap the plan takes the cards that give Law, Democracy and
# Philosophy their credits (Literacy, Architecture...) while it still has room for them.
# 120 rather than 130 (issue 20, sixth pass): over 600 games each at 7 and 8 players, games of
# 70 rounds or more 25 -> 13 at 8 players, 50 -> 34 at 7; 5 players: 100 games, none over 55.
PRICE_CAP = 120


@lru_cache(maxsize=8192)
def card_plan(held: tuple[str, ...], avail: tuple[str, ...], goal: int, min_cards: int,
              min_groups: int, cap: int = 0) -> tuple[tuple[str, ...], int] | None:
    """The cheapest cards to add to `held` (from the kinds in `avail`) so that the A.S.T. needs
    are met: `goal` card points (the final square, JOC 21.1), `min_cards` cards and `min_groups`
    groups (the Iron and Late Bronze Ages, 20.2); 11 cards at most (17.7); with `cap`, none
    priced over it when bought. Prices count the credits of the cards held and of the plan's
    own cards bought before, in `BUY_ORDER` (17.5). Returns the cards and their total price, or
    None if no such cards exist. A branch and bound over the (at most 16) kinds; pure, so
    cached."""
    cands = [a for a in BUY_ORDER if a in avail and a not in held]
    n = len(cands)
    costs = [ADVANCES[a].cost for a in cands]
    # tops[i][k]: the k dearest of cands[i:] together (a bound on the points still reachable).
    tops = []
    for i in range(n + 1):
        acc = [0]
        for c in sorted(costs[i:], reverse=True):
            acc.append(acc[-1] + c)
        tops.append(acc)
    # Credits each candidate has (from the cards held, then from the plan's cards chosen before
    # it), and what choosing candidate i adds to the later ones.
    credit = [sum(CREDIT[h][a] for h in held) for a in cands]
    gives = [[(j, CREDIT[a][cands[j]]) for j in range(i + 1, n) if CREDIT[a][cands[j]]]
             for i, a in enumerate(cands)]
    groups: dict[str, int] = {}
    for a in held:
        for g in ADVANCES[a].groups:
            groups[g] = groups.get(g, 0) + 1
    # pot[i][j]: the most credit candidate j may still get from the undecided cands[i:j].
    pot = [[0] * n for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        row, below, gives_i = pot[i], pot[i + 1], CREDIT[cands[i]]
        for j in range(i + 1, n):
            row[j] = below[j] + gives_i[cands[j]]
    owned = set(held)
    chosen: list[str] = []
    best: list[Any] = [None, None]

    def bound(i: int, need: int) -> float:
        """A lower bound on what `need` more points cost from cands[i:]: each at its lowest
        possible price, taken fractionally, best price per point first."""
        pot_i = pot[i]
        rates = sorted([(max(0, costs[j] - credit[j] - pot_i[j]) / costs[j], costs[j]) for j in range(i, n)])
        total = 0.0
        for rate, cost in rates:
            take = min(cost, need)
            total += rate * take
            need -= take
            if need <= 0:
                break
        return total

    def dfs(i: int, pts: int, price: int, count: int) -> None:
        if best[0] is not None and price >= best[0]:
            return
        if pts >= goal and count >= min_cards and len(groups) >= min_groups:
            best[0], best[1] = price, tuple(chosen)
            return  # more cards only cost more
        left = MAX_ADVANCES - count
        if left <= 0 or i >= n:
            return
        if pts + tops[i][min(left, n - i)] < goal or count + min(left, n - i) < min_cards:
            return
        if best[0] is not None and pts < goal and price + bound(i, goal - pts) >= best[0]:
            return
        a = cands[i]
        card = ADVANCES[a]
        pay = max(0, card.cost - credit[i])
        if all(r in owned for r in card.requires) and (not cap or pay <= cap):
            for j, c in gives[i]:
                credit[j] += c
            for g in card.groups:
                groups[g] = groups.get(g, 0) + 1
            owned.add(a)
            chosen.append(a)
            dfs(i + 1, pts + card.cost, price + pay, count + 1)
            chosen.pop()
            owned.discard(a)
            for g in card.groups:
                groups[g] -= 1
                if not groups[g]:
                    del groups[g]
            for j, c in gives[i]:
                credit[j] -= c
        dfs(i + 1, pts, price, count)

    dfs(0, cards.points(list(held)), 0, len(held))
    return None if best[1] is None else (best[1], best[0])


def _needs(s: CivState, seat: int) -> tuple[int, int, int]:
    """What the A.S.T. asks of the seat's civilization cards (ruling R3): final-square points,
    cards (Iron Age) and groups (Late Bronze Age), by the columns its game reaches."""
    p = s.seats[seat]
    end = end_column(s, seat)
    cols = epoch_columns(s, p.nation or "")
    final = requirement(s, seat, FINAL_COLUMN)
    goal = final[1] if final is not None and final[0] == "points" else 0
    return goal, 7 if end >= cols["iron"] else 0, 3 if end >= cols["late_bronze"] else 0


def plan_for(held: tuple[str, ...], avail: tuple[str, ...],
             needs: tuple[int, int, int]) -> tuple[tuple[str, ...], int, int]:
    """`card_plan` for what the A.S.T. asks, no card dearer than `PRICE_CAP` (2) or at any
    price (1), else for the most points still reachable (0: the final square is out of reach,
    the tie-break still counts card points)."""
    goal, min_cards, min_groups = needs
    found = card_plan(held, avail, goal, min_cards, min_groups, PRICE_CAP)
    if found is not None:
        return (*found, 2)
    found = card_plan(held, avail, goal, min_cards, min_groups)
    if found is not None:
        return (*found, 1)
    goal = min(goal, _reachable(held, avail))
    found = card_plan(held, avail, goal, min_cards, min_groups) or card_plan(held, avail, goal, 0, 0)
    return (*(found or ((), 0)), 0)


def _avail(s: CivState, held: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(a for a in BUY_ORDER if s.supply.get(a, 0) > 0 and a not in held)


def wanted_cards(s: CivState, seat: int) -> tuple[str, ...]:
    """The civilization cards the robot means to own: the cheapest plan that meets what the
    A.S.T. still asks, else the plan with the most points it can still reach."""
    held = tuple(sorted(s.seats[seat].advances))
    return plan_for(held, _avail(s, held), _needs(s, seat))[0]


def _buy(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    """The cards of its plan (`wanted_cards`) it can pay for now. What the marker needs next
    comes first (a third group for the Late Bronze Age, then seven cards for the Iron Age,
    cheapest first); then the dearest card it can afford: Law and the cards after it cost more
    than a hand usually holds, so a full purse goes to them. With nothing of the plan within
    reach, a card off the plan that costs least in the end (`_detour`): money kept idle in the
    treasury starves the stock, and cards kept back starve the stacks."""
    seat = d.seat
    held = list(s.seats[seat].advances)
    budget = cards.purse(s, seat)
    buyable = set(cards.buyable(s, seat))
    plan = wanted_cards(s, seat)
    groups = cards.groups_held(held)
    need_groups = len(groups) < 3 and any(set(ADVANCES[a].groups) - groups for a in plan)

    def key(a: str) -> tuple[int, int, str]:
        price = cards.price(held, a)
        if need_groups:
            return (0 if set(ADVANCES[a].groups) - groups else 1, price, a)
        if len(held) < 7:
            return (0, price, a)
        return (0, -price, a)

    wanted: list[str] = []
    spent = 0
    for a in sorted(plan, key=key):
        if a not in buyable:
            continue
        cost = cards.price(held, a)
        if spent + cost <= budget:  # within the purse: `cards.plan` finds a payment
            wanted.append(a)
            spent += cost
    if not wanted:
        x = _detour(s, seat, sorted(buyable), budget)
        if x is None:
            return None
        wanted = [x]
    return cards.plan(s, seat, wanted)


def _detour(s: CivState, seat: int, buyable: list[str], budget: int) -> str | None:
    """The affordable card off the plan that costs least in the end (its price plus what it
    changes in the plan's price), among those that keep the final square as reachable (within
    `PRICE_CAP`, at any price)."""
    held = tuple(sorted(s.seats[seat].advances))
    avail = _avail(s, held)
    needs = _needs(s, seat)
    _, base, reachable = plan_for(held, avail, needs)
    best: tuple[int, str] | None = None
    for x in buyable:
        price = cards.price(list(held), x)
        if price > budget:  # within the purse, `cards.plan` finds a payment
            continue
        _, after, still = plan_for(tuple(sorted((*held, x))), tuple(a for a in avail if a != x), needs)
        if still < reachable:
            continue
        extra = price + after - base
        if best is None or (extra, x) < best:
            best = (extra, x)
    return None if best is None else best[1]


# --- calamities --------------------------------------------------------------------------------------
def _assign(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    spec: dict[str, Any] = d.params
    points = {p: unit_points(s, p) for p in spec["seats"]}
    seats = sorted(spec["seats"], key=lambda p: -points[p])
    left = spec["total"]
    shares = []
    for p in seats:
        cap = spec.get("caps", {}).get(str(p), spec["each"])
        if spec["each"] is not None:
            cap = min(cap, spec["each"])
        k = min(left, cap, max(points[p], 1))
        if k > 0:
            shares.append(Share(points=k, to=p))
            left -= k
    if spec["exact"] and left:
        return None
    return Assign(shares=tuple(shares))


def _gold(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    """Buy Gold when the treasury is idle and the stock runs short (taxes would fail), or to add
    to Gold in hand. A lone Gold (18 tokens for 9) not when it takes the purse below every card
    of the plan it covers now, and while saving for the plan only when the taxes would fail."""
    from engine.civilization.actions import BuyGold

    p = s.seats[d.seat]
    n = min(1 if p.treasury < 36 else 2, d.params.get("most", 1))
    if "gold" in p.hand:
        return BuyGold(count=n)
    saving, loses = _gold_costs_card(s, d.seat, n)
    if p.stock < 2 * city_count(s, d.seat) + (0 if saving else 4) and not loses:
        return BuyGold(count=n)
    return None


def _gold_costs_card(s: CivState, seat: int, n: int) -> tuple[bool, bool]:
    """Whether the seat saves for its plan (no card of it within the purse), and whether `n`
    Gold bought now would take the purse below every card of the plan it covers now."""
    p = s.seats[seat]
    held = p.advances
    budget = cards.purse(s, seat)
    buyable = cards.buyable(s, seat)
    prices = [cards.price(held, a) for a in wanted_cards(s, seat) if a in buyable]
    if not prices:
        return False, False
    if not any(c <= budget for c in prices):
        return True, False
    hand = [c for c in p.hand if c in COMMODITIES]
    after = set_value([*hand, *["gold"] * n]) + p.treasury - GOLD_PRICE * n
    return False, not any(c <= after for c in prices)


def _lose(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    """Lose units so that as many cities as possible survive the support check that follows
    (two tokens a city, §19.8): sometimes a city rather than the tokens that feed the others."""
    from engine.civilization import calamities
    from engine.civilization.actions import Lose

    r = s.resolving
    if r is None:
        return None
    seat = d.seat
    scope = r.data["scope"]
    tokens, cits, cv = calamities._vulnerable(s, seat, scope)
    t = sum(tokens.values())
    splits = calamities.loss_splits(r.data["losses"][str(seat)], t, len(cits), cv,
                                    calamities.stock_cap(s, seat, scope))
    board = board_tokens(s, seat)
    n = city_count(s, seat)
    best = None
    for a, b in splits:
        left_t = board - a + (b if scope == "epidemic" else 0)
        left_c = n - b
        while left_c and left_t < 2 * left_c:
            left_c -= 1
            left_t += 2
        key = (left_c, -b)
        if best is None or key > best[0]:
            best = (key, a, b)
    if best is None:
        return None
    _, a, b = best
    return Lose(units=tuple(calamities.units_of(tokens, cits, a, b)))


def _target(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    """Earthquake (22.2.4.3) and Iconoclasm and Heresy (22.2.10): the victim reduces other
    players' cities, the leaders' first (furthest on the A.S.T., then most cities), each city
    kept only if the rules accept the choice with it (so Law's protection in Iconoclasm,
    22.2.10.4, is judged by the check, not here). The default reduces none."""
    from engine.civilization.actions import Target

    most = d.params.get("max", 0)
    ranked = sorted(d.params.get("cities", []), key=lambda a: (
        -s.seats[s.cities[a]].ast, -city_count(s, s.cities[a]), -AREAS[a].limit, a))
    chosen: tuple[AreaStep, ...] = ()
    for a in ranked:
        if len(chosen) >= most:
            break
        trial = (*chosen, AreaStep(area=a))
        if game.check(s, d.seat, Target(cities=trial)) is None:
            chosen = trial
    return Target(cities=chosen)


def _demand(game: CivilizationGame, s: CivState, d: Decision, rnd: random.Random) -> Action | None:
    """JOC 11.8.2: asked only when the demand saves its city from surrendering: it demands."""
    from engine.civilization.actions import Demand

    return Demand(first=True)


# Robots whose answer is already checked (or None): `choose` does not check it again.
CHECKED = {"move"}

ROBOTS = {
    "lose": _lose,
    "move": _move,
    "fleet": _fleet,
    "build": _build,
    "tax": _tax,
    "trade": _trade,
    "trade_give": _give,
    "buy": _buy,
    "assign": _assign,
    "gold": _gold,
    "quake_target": _target,
    "icon_target": _target,
    "demand": _demand,
}

_ = (board_tokens, BuyAdvances)
