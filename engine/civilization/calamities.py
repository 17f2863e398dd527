"""Calamities (JOC 19, 22.2): resolved in their printed order, each victim and each choosing
player asked in turn. Unit points: a token is 1, a city 5 (4 in an Epidemic); losses are exact,
or the smallest overshoot possible (22.2.12.2); cities hit are eliminated unless the card says
reduced (22.2.12.1); treasury and ships are never touched (22.2.12.3).

`step` advances the calamity being resolved (`state.resolving`) until someone must choose;
`check_answer` and `answer` judge and apply those choices.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.civilization import movement
from engine.civilization.actions import (
    AreaStep,
    Assign,
    Beneficiary,
    ChoosePlace,
    Faction,
    Lose,
    LoseCity,
    LoseTokens,
    Pick,
    Reduce,
    Share,
    Target,
)
from engine.civilization.asks import DEFAULTS, open_ask
from engine.civilization.board import (
    add_tokens,
    board_tokens,
    cities_of,
    city_stock,
    eliminate_city,
    has,
    most_stock,
    play_set,
    reduce_city,
    remove_tokens,
    tokens_at,
    unit_points,
)
from engine.civilization.data import AREAS, FLOOD_PLAINS, GREEK_AREA, STACK_OF, VOLCANOES
from engine.civilization.state import CivState, Resolution
from engine.core import Action, Event, Refusal
from engine.core.grammar import step_data

FAMINE_LOSS, FAMINE_OTHERS, FAMINE_EACH, POTTERY_PER_GRAIN = 9, 20, 11, 4
FLOOD_LOSS, FLOOD_OTHERS, ENGINEERING_CAP = 17, 10, 7
EPIDEMIC_LOSS, EPIDEMIC_MEDICINE, EPIDEMIC_OTHERS, EPIDEMIC_EACH, EPIDEMIC_EACH_MEDICINE = 16, 11, 25, 10, 5
EPIDEMIC_CITY = 4
CIVIL_WAR_THRESHOLD = 35


def limit_per_round(s: CivState, ev: list[Event]) -> None:
    """At most two calamities per player a round: the two lowest (19.7)."""
    from engine.civilization.data import CALAMITY_RANK

    s.calamities.sort(key=lambda c: (CALAMITY_RANK[c.card], c.victim))
    kept = []
    count: dict[int, int] = {}
    for c in s.calamities:
        count[c.victim] = count.get(c.victim, 0) + 1
        if count[c.victim] <= 2:
            kept.append(c)
        else:
            s.stacks[STACK_OF[c.card]].append(c.card)
            ev.append(
                Event(key="civilization.log.calamity_returned", params={"seat": c.victim, "card": c.card})
            )
    s.calamities = kept


def step(s: CivState, ev: list[Event]) -> bool:
    """Resolve calamities until one needs a choice (True) or none is left (False)."""
    while True:
        r = s.resolving
        if r is None:
            if not s.calamities:
                return False
            c = s.calamities.pop(0)
            r = s.resolving = Resolution(card=c.card, victim=c.victim, giver=c.giver)
            ev.append(
                Event(
                    key="civilization.log.calamity",
                    params={"seat": c.victim, "card": c.card, "giver": c.giver},
                )
            )
        if RESOLVERS[r.card](s, r, ev):
            return True
        s.stacks[STACK_OF[r.card]].append(r.card)  # 19.6
        s.resolving = None


# --- losses of unit points -----------------------------------------------------------------------
def _vulnerable(s: CivState, seat: int, scope: str) -> tuple[dict[str, int], list[str], int]:
    """(tokens that may be taken by area, cities that may be hit, points of a city)."""
    if scope == "epidemic":
        tokens = {a: d[seat] - 1 for a, d in s.tokens.items() if d.get(seat, 0) > 1}
        return tokens, cities_of(s, seat), EPIDEMIC_CITY
    if scope.startswith("plain:"):
        areas = set(FLOOD_PLAINS[scope[6:]])
        tokens = {a: d[seat] for a, d in s.tokens.items() if a in areas and d.get(seat, 0) > 0}
        cities = [a for a in cities_of(s, seat) if a in areas and AREAS[a].site != "flood_black"]
        return tokens, cities, 5
    tokens = {a: d[seat] for a, d in s.tokens.items() if d.get(seat, 0) > 0}
    return tokens, cities_of(s, seat), 5


def stock_cap(s: CivState, seat: int, scope: str) -> int | None:
    """Tokens in stock that may stand for cities an Epidemic turns into tokens (22.2.8.2: no
    area is left empty); None where cities hit are removed (every other calamity)."""
    return s.seats[seat].stock if scope == "epidemic" else None


def loss_splits(
    required: int, tokens: int, cities: int, city_value: int, stock: int | None = None
) -> list[tuple[int, int]]:
    """Every (tokens, cities) a player may lose: `required` points exactly, else the least above
    it, else the most there is (22.2.12.2). With `stock` (an Epidemic), each city hit becomes a
    token from the stock, where the tokens lost go first: no more cities than the stock and the
    tokens lost together (ruling R19)."""
    splits = [
        (a, b)
        for b in range(cities + 1)
        for a in range(tokens + 1)
        if stock is None or b <= stock + a
    ]
    totals = {a + city_value * b for a, b in splits}
    above = [x for x in totals if x >= required]
    target = min(above) if above else max(totals)
    return [(a, b) for a, b in splits if a + city_value * b == target]


def loss_target(
    required: int, tokens: int, cities: int, city_value: int, *, stock: int | None = None
) -> int:
    """The total a player must lose: `required` exactly, else the least above it, else all he
    can (`loss_splits`)."""
    a, b = loss_splits(required, tokens, cities, city_value, stock)[0]
    return a + city_value * b


def _target_for(s: CivState, seat: int, scope: str, required: int) -> int:
    tokens, cities, cv = _vulnerable(s, seat, scope)
    return loss_target(required, sum(tokens.values()), len(cities), cv, stock=stock_cap(s, seat, scope))


def check_units(
    s: CivState,
    seat: int,
    units: tuple[LoseTokens | LoseCity, ...],
    scope: str,
    required: int,
    *,
    owner: int | None = None,
) -> Refusal | None:
    """Units of `owner` (default `seat`) chosen to make `required` points in `scope`."""
    who = seat if owner is None else owner
    tokens, cities, cv = _vulnerable(s, who, scope)
    taken: dict[str, int] = {}
    hit: set[str] = set()
    for i, u in enumerate(units, start=1):
        if isinstance(u, LoseCity):
            if u.area not in cities:
                return Refusal("civilization.err.unit_city", n=i, area=u.area)
            if u.area in hit:
                return Refusal("civilization.err.unit_twice", n=i, area=u.area)
            hit.add(u.area)
        else:
            taken[u.area] = taken.get(u.area, 0) + u.count
            if taken[u.area] > tokens.get(u.area, 0):
                return Refusal("civilization.err.unit_tokens", n=i, area=u.area, have=tokens.get(u.area, 0),
                               city="yes" if u.area in cities else "no")
    lost = sum(taken.values())
    stock = stock_cap(s, who, scope)
    if stock is not None and len(hit) > stock + lost:
        return Refusal("civilization.err.epidemic_stock", cities=len(hit), stock=stock, tokens=lost)
    total = lost + cv * len(hit)
    target = loss_target(required, sum(tokens.values()), len(cities), cv, stock=stock)
    if total != target:
        return Refusal("civilization.err.loss_total", total=total, need=target)
    return None


def default_units(s: CivState, seat: int, scope: str, required: int) -> list[LoseTokens | LoseCity]:
    """Tokens before cities, from the largest stacks (a legal choice for any prompt)."""
    tokens, cities, cv = _vulnerable(s, seat, scope)
    t = sum(tokens.values())
    # The split with the most tokens (the fewest cities hit).
    a, b = max(loss_splits(required, t, len(cities), cv, stock_cap(s, seat, scope)))
    return units_of(tokens, cities, a, b)


def units_of(tokens: dict[str, int], cities: list[str], a: int, b: int) -> list[LoseTokens | LoseCity]:
    """`a` tokens from the largest stacks, then `b` cities, the smallest areas first."""
    out: list[LoseTokens | LoseCity] = []
    for area in sorted(tokens, key=lambda x: (-tokens[x], x)):
        if a <= 0:
            break
        n = min(a, tokens[area])
        out.append(LoseTokens(count=n, area=area))
        a -= n
    out += [LoseCity(area=c) for c in sorted(cities, key=lambda c: (AREAS[c].limit, c))[:b]]
    return out


def apply_units(
    s: CivState, seat: int, units: tuple[LoseTokens | LoseCity, ...], scope: str, ev: list[Event], why: str
) -> None:
    """Tokens first, then cities, whatever the order written: the tokens lost are in the stock
    when an Epidemic turns a city into a token (22.2.8.2)."""
    for u in units:
        if isinstance(u, LoseTokens):
            remove_tokens(s, u.area, seat, u.count)
    for u in units:
        if isinstance(u, LoseCity):
            if scope == "epidemic":  # 22.2.8.2: the city becomes one token
                del s.cities[u.area]
                placed = add_tokens(s, u.area, seat, 1)
                assert placed == 1, "an Epidemic may not empty an area (check_units)"
                ev.append(Event(key="civilization.log.city_to_token", params={"seat": seat, "area": u.area}))
            else:
                eliminate_city(s, u.area, ev, why)
    ev.append(
        Event(
            key="civilization.log.units_lost",
            params={"seat": seat, "why": why, "units": [step_data(u) for u in units]},
        )
    )


def _ask_losses(s: CivState, r: Resolution, losses: dict[int, int], scope: str, ev: list[Event]) -> bool:
    """Each player losing points chooses which units, all at once (sealed); forced choices
    (everything, or nothing to choose) apply by themselves."""
    asked: list[int] = []
    # What each prompt says: the points to lose exactly (or the least above) and a city's worth.
    told: dict[int, dict[str, int]] = {}
    for seat, amount in sorted(losses.items()):
        if amount <= 0:
            continue
        tokens, cities, cv = _vulnerable(s, seat, scope)
        if not tokens and not cities:
            continue
        splits = loss_splits(amount, sum(tokens.values()), len(cities), cv, stock_cap(s, seat, scope))
        a, b = splits[0]
        if a + cv * b == 0:  # nothing it may lose (an Epidemic empties no area, 22.2.8.2)
            ev.append(Event(key="civilization.log.no_effect", params={"seat": seat, "card": r.card}))
            continue
        everything = (a, b) == (sum(tokens.values()), len(cities))
        one_way = len(splits) == 1 and (b in (0, len(cities))) and len(tokens) <= 1
        told[seat] = {"target": a + cv * b, "city_value": cv}
        if everything or one_way:
            apply_units(s, seat, tuple(default_units(s, seat, scope, amount)), scope, ev, r.card)
        else:
            asked.append(seat)
    if not asked:
        return False
    r.data["losses"] = {str(p): losses[p] for p in asked}
    r.data["scope"] = scope
    open_ask(
        s,
        "lose",
        asked,
        params={p: {"points": losses[p], "calamity": r.card, "scope": scope, **told[p]} for p in asked},
    )
    return True


# --- 22.2.4 volcanic eruption or earthquake -----------------------------------------------------
def _volcanoes_hit(s: CivState, seat: int) -> list[str]:
    return sorted(
        v
        for v, areas in VOLCANOES.items()
        if any(s.tokens.get(a, {}).get(seat, 0) > 0 or s.cities.get(a) == seat for a in areas)
    )


def _erupt(s: CivState, volcano: str, ev: list[Event]) -> None:
    for a in VOLCANOES[volcano]:
        for p in list(s.tokens.get(a, {})):
            remove_tokens(s, a, p, s.tokens[a][p])
        if a in s.cities:
            eliminate_city(s, a, ev, "volcanic_eruption")
    ev.append(Event(key="civilization.log.eruption", params={"volcano": volcano}))


def _quake_targets(s: CivState, victim: int, area: str) -> list[str]:
    near = AREAS[area].land | AREAS[area].water
    return sorted(a for a in near if a in s.cities and s.cities[a] != victim)


def _volcano(s: CivState, r: Resolution, ev: list[Event]) -> bool:
    v = r.victim
    if r.stage == "start":
        hit = _volcanoes_hit(s, v)
        if len(hit) > 1:
            r.stage = "erupt"
            open_ask(s, "volcano", [v], sealed=False, params={v: {"volcanoes": hit}})
            return True
        if hit:
            _erupt(s, hit[0], ev)
            return False
        own = cities_of(s, v)
        if not own:
            ev.append(Event(key="civilization.log.no_effect", params={"seat": v, "card": r.card}))
            return False
        if len(own) == 1:
            r.data["quake"] = own[0]
        else:
            r.stage = "quake_choose"
            open_ask(s, "quake_reduce", [v], sealed=False, params={v: {"cities": own, "count": 1}})
            return True
    if r.stage == "erupt":
        return False
    if "quake" in r.data and r.stage in ("start", "quake_choose"):
        area = r.data["quake"]
        targets = _quake_targets(s, v, area)
        reduce_city(s, area, ev, "earthquake")
        if targets:
            r.stage = "quake_target"
            r.data["targets"] = targets
            open_ask(s, "quake_target", [v], sealed=False, params={v: {"cities": targets, "max": 1}})
            return True
    return False


# --- 22.2.5 famine -------------------------------------------------------------------------------
def _grain_relief(s: CivState, seat: int) -> int:
    if not has(s, seat, "pottery"):
        return 0
    return POTTERY_PER_GRAIN * s.seats[seat].hand.count("grain")


def _others_with_units(s: CivState, victim: int, exclude: set[int] | None = None) -> list[int]:
    skip = exclude or set()
    return [p for p in range(s.players) if p != victim and p not in skip and unit_points(s, p) > 0]


def _famine(s: CivState, r: Resolution, ev: list[Event]) -> bool:
    v = r.victim
    if r.stage == "start":
        others = _others_with_units(s, v)
        r.stage = "assigned"
        if others:
            r.data["assign"] = {"total": FAMINE_OTHERS, "each": FAMINE_EACH, "seats": others, "exact": False}
            open_ask(s, "assign", [v], sealed=False, params={v: {**r.data["assign"], "calamity": r.card}})
            return True
    if r.stage == "assigned":
        shares = {int(k): n for k, n in r.data.get("shares", {}).items()}
        losses = {v: FAMINE_LOSS, **shares}
        for p in list(losses):
            relief = _grain_relief(s, p)
            if relief:
                # Tells in public how many Grain the holder shows (ruling R32): a reveal.
                ev.append(
                    Event(
                        key="civilization.log.pottery", params={"seat": p, "relief": min(relief, losses[p])},
                        reveals=True,
                    )
                )
                losses[p] = max(0, losses[p] - relief)
        r.stage = "losses"
        if _ask_losses(s, r, losses, "any", ev):
            return True
    return False


# --- 22.2.6 civil war ------------------------------------------------------------------------------
def _civil_war_shape(s: CivState, v: int) -> tuple[int, int]:
    """(points the victim picks, points the beneficiary picks) of the first faction."""
    if has(s, v, "philosophy"):
        return 0, 15  # 22.2.6.4
    if has(s, v, "democracy"):
        return 15, 30  # 22.2.6.5
    return 15, 20  # 22.2.6.1


def _beneficiaries(s: CivState, v: int) -> list[int]:
    """A player with no tokens on the board must be named if there is one (22.2.6.2)."""
    others = [p for p in range(s.players) if p != v]
    empty = [p for p in others if board_tokens(s, p) == 0]
    return empty or others


def _faction_units(r: Resolution) -> tuple[dict[str, int], list[str]]:
    f = r.data.setdefault("faction", {"tokens": {}, "cities": []})
    return f["tokens"], f["cities"]


def _scope_free(s: CivState, r: Resolution) -> tuple[dict[str, int], list[str]]:
    """The victim's units not yet in the first faction."""
    tokens, cities = _faction_units(r)
    v = r.victim
    free_t = {a: d[v] - tokens.get(a, 0) for a, d in s.tokens.items() if d.get(v, 0) - tokens.get(a, 0) > 0}
    free_c = [a for a in cities_of(s, v) if a not in cities]
    return free_t, free_c


def check_pick(
    s: CivState, r: Resolution, units: tuple[LoseTokens | LoseCity, ...], required: int
) -> Refusal | None:
    free_t, free_c = _scope_free(s, r)
    taken: dict[str, int] = {}
    hit: set[str] = set()
    for i, u in enumerate(units, start=1):
        if isinstance(u, LoseCity):
            if u.area not in free_c or u.area in hit:
                return Refusal("civilization.err.unit_city", n=i, area=u.area)
            hit.add(u.area)
        else:
            taken[u.area] = taken.get(u.area, 0) + u.count
            if taken[u.area] > free_t.get(u.area, 0):
                return Refusal("civilization.err.unit_tokens", n=i, area=u.area, have=free_t.get(u.area, 0),
                               city="yes" if u.area in free_c else "no")
    target = loss_target(required, sum(free_t.values()), len(free_c), 5)
    total = sum(taken.values()) + 5 * len(hit)
    if total != target:
        return Refusal("civilization.err.loss_total", total=total, need=target)
    return None


def default_pick(s: CivState, r: Resolution, required: int) -> list[LoseTokens | LoseCity]:
    free_t, free_c = _scope_free(s, r)
    t = sum(free_t.values())
    target = loss_target(required, t, len(free_c), 5)
    for b in range(len(free_c) + 1):
        a = target - 5 * b
        if 0 <= a <= t:
            break
    else:  # pragma: no cover
        a, b = t, len(free_c)
    out: list[LoseTokens | LoseCity] = []
    for area in sorted(free_t, key=lambda x: (-free_t[x], x)):
        if a <= 0:
            break
        n = min(a, free_t[area])
        out.append(LoseTokens(count=n, area=area))
        a -= n
    out += [LoseCity(area=c) for c in sorted(free_c)[:b]]
    return out


def _pick_params(s: CivState, r: Resolution, points: int) -> dict[str, Any]:
    """What a civil war's pick asks: the points (exact, or the least above), a city's worth."""
    free_t, free_c = _scope_free(s, r)
    target = loss_target(points, sum(free_t.values()), len(free_c), 5)
    return {"points": points, "victim": r.victim, "target": target, "city_value": 5, "calamity": r.card}


def _add_to_faction(r: Resolution, units: tuple[LoseTokens | LoseCity, ...]) -> None:
    tokens, cities = _faction_units(r)
    for u in units:
        if isinstance(u, LoseCity):
            cities.append(u.area)
        else:
            tokens[u.area] = tokens.get(u.area, 0) + u.count


def _civil_war(s: CivState, r: Resolution, ev: list[Event]) -> bool:
    v = r.victim
    by_victim, by_beneficiary = _civil_war_shape(s, v)
    if r.stage == "start":
        if unit_points(s, v) <= CIVIL_WAR_THRESHOLD:
            ev.append(Event(key="civilization.log.no_effect", params={"seat": v, "card": r.card}))
            return False
        if has(s, v, "philosophy"):
            r.data["beneficiary"] = most_stock(s)[0]
            r.stage = "pick_v"
        else:
            candidates = _beneficiaries(s, v)
            if len(candidates) == 1:
                r.data["beneficiary"] = candidates[0]
                r.stage = "pick_v"
            else:
                r.stage = "beneficiary"
                open_ask(s, "beneficiary", [v], sealed=False, params={v: {"seats": candidates}})
                return True
    if r.stage == "beneficiary":
        r.stage = "pick_v"
    if r.stage == "pick_v":
        ev.append(
            Event(
                key="civilization.log.beneficiary", params={"seat": v, "beneficiary": r.data["beneficiary"]}
            )
        )
        r.stage = "pick_b"
        if by_victim:
            r.data["required"] = by_victim
            open_ask(s, "pick", [v], sealed=False, params={v: _pick_params(s, r, by_victim)})
            return True
    if r.stage == "pick_b":
        b = r.data["beneficiary"]
        r.stage = "faction"
        r.data["required"] = by_beneficiary
        free_t, free_c = _scope_free(s, r)
        if sum(free_t.values()) + 5 * len(free_c) > 0:
            open_ask(s, "pick", [b], sealed=False, params={b: _pick_params(s, r, by_beneficiary)})
            return True
    if r.stage == "faction":
        r.stage = "convert"
        open_ask(s, "faction", [v], sealed=False, params={v: {"first": r.data.get("faction", {})}})
        return True
    if r.stage == "convert":
        _convert(s, r, ev)
    return False


def _convert(s: CivState, r: Resolution, ev: list[Event]) -> None:
    """The beneficiary annexes the faction the victim did not keep (22.2.6.1, 22.2.6.3)."""
    v = r.victim
    b = r.data["beneficiary"]
    tokens, cities = _faction_units(r)
    if r.data.get("keep") == "first":
        free_t, free_c = _scope_free(s, r)
        tokens, cities = free_t, free_c
    tokens = {a: n for a, n in tokens.items() if n > 0}
    ev.append(
        Event(
            key="civilization.log.civil_war",
            params={
                "seat": v,
                "beneficiary": b,
                "keep": r.data.get("keep"),
                "tokens": sum(tokens.values()),
                "cities": len(cities),
            },
        )
    )
    if b == v:
        return
    returned = 0
    for a, n in sorted(tokens.items()):
        returned += remove_tokens(s, a, v, n)
    for a in sorted(cities):
        del s.cities[a]
        if a in s.seats[v].new_cities:
            s.seats[v].new_cities.remove(a)
    # Tokens the civil war returned to the victim's stock do not count (22.2.6.3 note).
    bonus = {v: returned}

    def avail(p: int) -> int:
        return s.seats[p].stock - bonus.get(p, 0)

    for a, n in sorted(tokens.items()):
        left = n
        for p in [b, *[q for q in most_stock(s, bonus) if q != b]]:
            if left <= 0:
                break
            left -= add_tokens(s, a, p, min(left, max(0, avail(p))))
    for a in sorted(cities):
        owner = next(
            (p for p in [b, *[q for q in most_stock(s, bonus) if q != b]] if city_stock(s, p) > 0), None
        )
        if owner is not None:
            s.cities[a] = owner
        else:
            ev.append(
                Event(key="civilization.log.city_lost", params={"seat": v, "area": a, "why": "civil_war"})
            )


# --- 22.2.7 flood --------------------------------------------------------------------------------
def _plain_points(s: CivState, seat: int, plain: str) -> int:
    areas = FLOOD_PLAINS[plain]
    return sum(s.tokens.get(a, {}).get(seat, 0) for a in areas) + 5 * sum(
        1 for a in areas if s.cities.get(a) == seat
    )


def _flood(s: CivState, r: Resolution, ev: list[Event]) -> bool:
    v = r.victim
    if r.stage == "start":
        points = {pl: _plain_points(s, v, pl) for pl in FLOOD_PLAINS}
        top = max(points.values())
        if top == 0:
            ev.append(Event(key="civilization.log.no_effect", params={"seat": v, "card": r.card}))
            return False
        best = sorted(pl for pl, n in points.items() if n == top)
        if len(best) > 1:
            r.stage = "plain"
            open_ask(s, "plain", [v], sealed=False, params={v: {"plains": best}})
            return True
        r.data["plain"] = best[0]
        r.stage = "plain"
    if r.stage == "plain":
        plain = r.data["plain"]
        scope = f"plain:{plain}"
        others = {p: _vuln_points(s, p, scope) for p in range(s.players) if p != v}
        others = {p: n for p, n in others.items() if n > 0}
        r.stage = "assigned"
        if sum(others.values()) <= FLOOD_OTHERS:
            r.data["shares"] = {str(p): n for p, n in others.items()}
        else:
            r.data["assign"] = {
                "total": FLOOD_OTHERS,
                "each": None,
                "seats": sorted(others),
                "exact": True,
                "caps": {str(p): n for p, n in others.items()},
            }
            open_ask(s, "assign", [v], sealed=False, params={v: {**r.data["assign"], "calamity": r.card}})
            return True
    if r.stage == "assigned":
        scope = f"plain:{r.data['plain']}"
        losses = {v: FLOOD_LOSS, **{int(k): n for k, n in r.data.get("shares", {}).items()}}
        for p in losses:
            if has(s, p, "engineering"):
                losses[p] = min(losses[p], ENGINEERING_CAP)  # 22.2.7.4, ruling R9
        r.stage = "losses"
        if _ask_losses(s, r, losses, scope, ev):
            return True
    return False


def _vuln_points(s: CivState, seat: int, scope: str) -> int:
    tokens, cities, cv = _vulnerable(s, seat, scope)
    return sum(tokens.values()) + cv * len(cities)


# --- 22.2.8 epidemic -----------------------------------------------------------------------------
def _epidemic(s: CivState, r: Resolution, ev: list[Event]) -> bool:
    v = r.victim
    if r.stage == "start":
        immune = {r.giver} if r.giver is not None else set()
        others = _others_with_units(s, v, immune)
        r.stage = "assigned"
        if others:
            caps = {
                str(p): (EPIDEMIC_EACH_MEDICINE if has(s, p, "medicine") else EPIDEMIC_EACH) for p in others
            }
            r.data["assign"] = {
                "total": EPIDEMIC_OTHERS,
                "each": EPIDEMIC_EACH,
                "seats": others,
                "exact": False,
                "caps": caps,
            }
            open_ask(s, "assign", [v], sealed=False, params={v: {**r.data["assign"], "calamity": r.card}})
            return True
    if r.stage == "assigned":
        own = EPIDEMIC_MEDICINE if has(s, v, "medicine") else EPIDEMIC_LOSS
        losses = {v: own, **{int(k): n for k, n in r.data.get("shares", {}).items()}}
        r.stage = "losses"
        if _ask_losses(s, r, losses, "epidemic", ev):
            return True
    return False


# --- 22.2.9 civil disorder -----------------------------------------------------------------------
def disorder_keeps(s: CivState, seat: int) -> int:
    if has(s, seat, "democracy"):
        return 6
    if has(s, seat, "law"):
        return 5
    return 4


def _civil_disorder(s: CivState, r: Resolution, ev: list[Event]) -> bool:
    v = r.victim
    if r.stage == "start":
        own = cities_of(s, v)
        excess = len(own) - disorder_keeps(s, v)
        if excess <= 0:
            ev.append(Event(key="civilization.log.no_effect", params={"seat": v, "card": r.card}))
            return False
        r.stage = "done"
        r.data["count"] = excess
        open_ask(s, "disorder", [v], sealed=False, params={v: {"cities": own, "count": excess}})
        return True
    return False


# --- 22.2.10 iconoclasm and heresy ---------------------------------------------------------------
def icon_count(s: CivState, seat: int) -> int:
    if has(s, seat, "philosophy"):
        return 2
    if has(s, seat, "law"):
        return 3
    return 4


def icon_targets(s: CivState, victim: int) -> list[str]:
    return sorted(a for a, o in s.cities.items() if o != victim and not has(s, o, "philosophy"))


def _iconoclasm(s: CivState, r: Resolution, ev: list[Event]) -> bool:
    v = r.victim
    if r.stage == "start":
        own = cities_of(s, v)
        k = min(icon_count(s, v), len(own))
        r.stage = "others"
        if k == len(own):
            for a in own:
                reduce_city(s, a, ev, r.card)
        elif k:
            r.data["count"] = k
            open_ask(s, "icon_reduce", [v], sealed=False, params={v: {"cities": own, "count": k}})
            return True
    if r.stage == "others":
        r.stage = "done"
        targets = icon_targets(s, v)
        if targets:
            open_ask(s, "icon_target", [v], sealed=False, params={v: {"cities": targets, "max": 2}})
            return True
    return False


# --- 22.2.11 piracy ------------------------------------------------------------------------------
def _reach(s: CivState, pirate: int) -> list[set[str]]:
    """What each of the pirate's ships reaches "by a normal move" (22.2.11.2): through areas in
    play only, open sea only with Astronomy, the Greek coast as 23.3 says (ruling R13); over any
    number of movements (`connected`) or within one (`range`, the ship's range)."""
    crossing = movement.may_cross_open_sea(s, pirate)
    one_move = s.options.piracy_reach == "range"
    hops = movement.ship_range(s, pirate) if one_move else None
    units = tokens_at(s, GREEK_AREA, pirate) > 0 or s.cities.get(GREEK_AREA) == pirate
    playable = play_set(s)
    return [
        set(movement.water_reach(sh.area, crossing, hops, playable, side=sh.side, greek_units=units,
                                 over_turns=not one_move))
        for sh in s.seats[pirate].ships
    ]


def _matching(ships: list[set[str]], cities: list[str]) -> int:
    match: dict[str, int] = {}

    def augment(i: int, seen: set[str]) -> bool:
        for c in cities:
            if c in ships[i] and c not in seen:
                seen.add(c)
                if c not in match or augment(match[c], seen):
                    match[c] = i
                    return True
        return False

    return sum(1 for i in range(len(ships)) if augment(i, set()))


def piracy_targets(s: CivState, r: Resolution) -> tuple[list[str], int]:
    """The victim's coastal cities some legitimate ship reaches, and how many are lost."""
    if r.giver is None:
        return [], 0
    reach = _reach(s, r.giver)
    coastal = [a for a in cities_of(s, r.victim) if AREAS[a].has_water and any(a in rs for rs in reach)]
    return coastal, _matching(reach, coastal)


def _piracy(s: CivState, r: Resolution, ev: list[Event]) -> bool:
    if r.stage == "start":
        targets, n = piracy_targets(s, r)
        if n == 0 or r.giver is None:
            ev.append(Event(key="civilization.log.no_effect", params={"seat": r.victim, "card": r.card}))
            return False
        r.stage = "done"
        r.data["count"] = n
        if n == len(targets):
            for a in targets:
                eliminate_city(s, a, ev, "piracy")
            return False
        open_ask(
            s,
            "piracy",
            [r.giver],
            sealed=False,
            params={r.giver: {"cities": targets, "count": n, "victim": r.victim}},
        )
        return True
    return False


RESOLVERS = {
    "volcanic_eruption": _volcano,
    "famine": _famine,
    "civil_war": _civil_war,
    "flood": _flood,
    "epidemic": _epidemic,
    "civil_disorder": _civil_disorder,
    "iconoclasm_and_heresy": _iconoclasm,
    "piracy": _piracy,
}


# --- answers -------------------------------------------------------------------------------------
def _areas(steps: tuple[AreaStep, ...]) -> list[str]:
    return [st.area for st in steps]


def _check_cities(
    chosen: list[str], allowed: list[str], count: int | None, most: int | None
) -> Refusal | None:
    for i, a in enumerate(chosen, start=1):
        if a not in allowed:
            return Refusal("civilization.err.city_not_allowed", n=i, area=a)
        if a in chosen[: i - 1]:
            return Refusal("civilization.err.reduce_twice", n=i, area=a)
    if count is not None and len(chosen) != count:
        return Refusal("civilization.err.city_count", count=len(chosen), need=count)
    if most is not None and len(chosen) > most:
        return Refusal("civilization.err.city_count_max", count=len(chosen), most=most)
    return None


def check_answer(s: CivState, seat: int, kind: str, action: Any) -> Refusal | None:
    r = s.resolving
    assert r is not None
    params = s.ask.params.get(seat, {}) if s.ask else {}
    if kind == "volcano":
        assert isinstance(action, ChoosePlace)
        if action.place not in params["volcanoes"]:
            return Refusal("civilization.err.volcano", volcano=action.place)
        return None
    if kind in ("quake_reduce", "disorder", "icon_reduce"):
        assert isinstance(action, Reduce)
        return _check_cities(_areas(action.cities), params["cities"], params["count"], None)
    if kind == "quake_target":
        assert isinstance(action, Target)
        return _check_cities(_areas(action.cities), params["cities"], None, 1)
    if kind == "icon_target":
        assert isinstance(action, Target)
        chosen = _areas(action.cities)
        bad = _check_cities(chosen, params["cities"], None, 2)
        if bad:
            return bad
        per: dict[int, int] = {}
        for a in chosen:
            o = s.cities[a]
            per[o] = per.get(o, 0) + 1
            if has(s, o, "law") and per[o] > 1:
                return Refusal("civilization.err.law_protects", seat=o)  # 22.2.10.4
        return None
    if kind == "piracy":
        assert isinstance(action, Target)
        chosen = _areas(action.cities)
        bad = _check_cities(chosen, params["cities"], params["count"], None)
        if bad:
            return bad
        if _matching(_reach(s, seat), chosen) < len(chosen):
            return Refusal("civilization.err.pirate_ships", count=len(chosen))
        return None
    if kind == "assign":
        assert isinstance(action, Assign)
        spec = params
        total = 0
        seen: set[int] = set()
        caps = spec.get("caps", {})
        for i, sh in enumerate(action.shares, start=1):
            if sh.to not in spec["seats"] or sh.to in seen:
                return Refusal("civilization.err.assign_seat", n=i, seat=sh.to)
            seen.add(sh.to)
            cap = caps.get(str(sh.to), spec["each"])
            if spec["each"] is not None:
                cap = min(cap, spec["each"])
            if cap is not None and sh.points > cap:
                return Refusal("civilization.err.assign_each", n=i, seat=sh.to, most=cap)
            total += sh.points
        if total > spec["total"]:
            return Refusal("civilization.err.assign_total", total=total, most=spec["total"])
        if spec["exact"] and total != spec["total"]:
            return Refusal("civilization.err.assign_exact", total=total, need=spec["total"])
        return None
    if kind == "lose":
        assert isinstance(action, Lose)
        bad = check_units(s, seat, action.units, r.data["scope"], r.data["losses"][str(seat)])
        return None if bad is None else Refusal(bad.key, **bad.params, card=r.card)  # its own section
    if kind == "plain":
        assert isinstance(action, ChoosePlace)
        if action.place not in params["plains"]:
            return Refusal("civilization.err.plain", plain=action.place)
        return None
    if kind == "beneficiary":
        assert isinstance(action, Beneficiary)
        if action.seat not in params["seats"]:
            return Refusal("civilization.err.beneficiary", seat=action.seat)
        return None
    if kind == "pick":
        assert isinstance(action, Pick)
        bad = check_pick(s, r, action.units, r.data["required"])
        return None if bad is None else Refusal(bad.key, **bad.params, card=r.card)
    if kind == "faction":
        assert isinstance(action, Faction)
        return None
    return Refusal("civilization.err.not_now")


def answer(s: CivState, seat: int, kind: str, action: Any, ev: list[Event]) -> None:
    r = s.resolving
    assert r is not None
    if kind == "volcano":
        _erupt(s, action.place, ev)
    elif kind == "quake_reduce":
        r.data["quake"] = action.cities[0].area
    elif kind == "quake_target":
        for a in _areas(action.cities):
            reduce_city(s, a, ev, "earthquake")
    elif kind in ("disorder", "icon_reduce", "icon_target"):
        for a in _areas(action.cities):
            reduce_city(s, a, ev, r.card)
    elif kind == "piracy":
        for a in _areas(action.cities):
            eliminate_city(s, a, ev, "piracy")
    elif kind == "assign":
        r.data["shares"] = {str(sh.to): sh.points for sh in action.shares}
        ev.append(
            Event(
                key="civilization.log.assigned",
                params={
                    "seat": seat,
                    "card": r.card,
                    "shares": {str(sh.to): sh.points for sh in action.shares},
                },
            )
        )
    elif kind == "lose":
        apply_units(s, seat, action.units, r.data["scope"], ev, r.card)
    elif kind == "plain":
        r.data["plain"] = action.place
    elif kind == "beneficiary":
        r.data["beneficiary"] = action.seat
    elif kind == "pick":
        _add_to_faction(r, action.units)
        ev.append(
            Event(
                key="civilization.log.faction_pick",
                params={"seat": seat, "victim": r.victim, "units": [step_data(u) for u in action.units]},
            )
        )
    elif kind == "faction":
        r.data["keep"] = action.keep


# --- defaults ------------------------------------------------------------------------------------
def _first_cities(s: CivState, seat: int) -> list[str]:
    params = s.ask.params.get(seat, {}) if s.ask else {}
    cities = sorted(params.get("cities", []), key=lambda a: (AREAS[a].limit, a))
    return cities[: params.get("count", 0)]


def _d_reduce(s: CivState, seat: int) -> Reduce:
    return Reduce(cities=tuple(AreaStep(area=a) for a in _first_cities(s, seat)))


def _d_piracy(s: CivState, seat: int) -> Target:
    params = s.ask.params.get(seat, {}) if s.ask else {}
    reach = _reach(s, seat)
    from itertools import combinations

    for combo in combinations(params.get("cities", []), params.get("count", 0)):
        if _matching(reach, list(combo)) == len(combo):
            return Target(cities=tuple(AreaStep(area=a) for a in combo))
    return Target(cities=())  # pragma: no cover


def _d_lose(s: CivState, seat: int) -> Lose:
    r = s.resolving
    assert r is not None
    units = default_units(s, seat, r.data["scope"], r.data["losses"][str(seat)])
    return Lose(units=tuple(units))


def _d_pick(s: CivState, seat: int) -> Pick:
    r = s.resolving
    assert r is not None
    return Pick(units=tuple(default_pick(s, r, r.data["required"])))


def _d_assign(s: CivState, seat: int) -> Assign:
    spec = s.ask.params.get(seat, {}) if s.ask else {}
    if not spec.get("exact"):
        return Assign(shares=())
    left = spec["total"]
    shares = []
    for p in spec["seats"]:
        n = min(left, spec["caps"][str(p)])
        if n > 0:
            shares.append(Share(points=n, to=p))
            left -= n
    return Assign(shares=tuple(shares))


def _d_faction(s: CivState, seat: int) -> Faction:
    """Keep the larger faction."""
    r = s.resolving
    assert r is not None
    tokens, cities = _faction_units(r)
    first = sum(tokens.values()) + 5 * len(cities)
    return Faction(keep="first" if 2 * first > unit_points(s, r.victim) else "second")


def _first(key: str, make: Callable[[Any], Action]) -> Callable[[CivState, int], Action]:
    """The default answering with the first of the choices the ask's params list under `key`."""

    def fn(s: CivState, seat: int) -> Action:
        params = s.ask.params.get(seat, {}) if s.ask else {}
        return make(params[key][0])

    return fn


DEFAULTS.update(
    {
        "volcano": _first("volcanoes", lambda v: ChoosePlace(place=v)),
        "quake_reduce": _d_reduce,
        "quake_target": lambda s, seat: Target(cities=()),
        "disorder": _d_reduce,
        "icon_reduce": _d_reduce,
        "icon_target": lambda s, seat: Target(cities=()),
        "piracy": _d_piracy,
        "assign": _d_assign,
        "lose": _d_lose,
        "plain": _first("plains", lambda v: ChoosePlace(place=v)),
        "beneficiary": _first("seats", lambda v: Beneficiary(seat=v)),
        "pick": _d_pick,
        "faction": _d_faction,
    }
)

__all__ = ["answer", "check_answer", "limit_per_round", "loss_target", "step"]
