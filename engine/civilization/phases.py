"""The round (JOC 5.7): thirteen phases in order, skipping those that do not apply, each phase a
function that runs until someone must decide (returns True) or the phase is over (False).
`advance` drives them; an answer to an `Ask` calls it again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.civilization import actions as A
from engine.civilization import calamities, cards, cities, conflict, movement, ships, trade
from engine.civilization.asks import DEFAULTS, open_ask
from engine.civilization.board import (
    add_tokens,
    ast_key,
    ast_order,
    board_tokens,
    cities_of,
    city_count,
    city_stock,
    eliminate_city,
    has,
    most_stock,
    token_areas,
    tokens_at,
)
from engine.civilization.data import EPOCHS, NATION, hand_limit
from engine.civilization.state import CivState
from engine.civilization.succession import advance_markers
from engine.core import Event

FULL = (
    "taxes",
    "expansion",
    "census",
    "ships",
    "movement",
    "conflict",
    "cities",
    "surplus",
    "trade_cards",
    "trade",
    "civ_cards",
    "calamities",
    "ast",
)
NOMADS = ("expansion", "ships", "movement", "ast")
PEASANTS = ("expansion", "census", "ships", "movement", "conflict", "cities", "surplus", "ast")


def sequence(s: CivState) -> tuple[str, ...]:
    return {"full": FULL, "nomads": NOMADS, "peasants": PEASANTS}[s.options.game]


def advance(s: CivState, ev: list[Event]) -> None:
    while not s.over:
        if s.ask is not None or s.trade is not None:
            return
        if PHASES[s.phase](s, ev):
            return
        _next_phase(s, ev)


def _next_phase(s: CivState, ev: list[Event]) -> None:
    seq = sequence(s)
    if s.over:
        return
    if s.phase == "nation":
        s.phase = seq[0]
    elif s.phase == seq[-1]:
        s.round += 1
        s.phase = seq[0]
        for p in s.seats:
            p.new_cities = []
            p.scrapped = []
        ev.append(Event(key="civilization.log.round", params={"round": s.round}))
    else:
        s.phase = seq[seq.index(s.phase) + 1]
    s.stage = ""
    s.scratch = {}
    s.queue = []


def _phase_event(s: CivState, ev: list[Event]) -> None:
    ev.append(Event(key="civilization.log.phase", params={"phase": s.phase, "round": s.round}))


# --- setup (JOC 4) -----------------------------------------------------------------------------
def nations_open(s: CivState) -> list[str]:
    """Nations not yet chosen whose start area is in play (JOC III)."""
    taken = {p.nation for p in s.seats}
    return [n for n in NATION if n not in taken and NATION[n].start in s.areas_in_play]


def _nation(s: CivState, ev: list[Event]) -> bool:
    if s.stage == "":
        s.stage = "placing"
        open_ask(s, "nation", list(s.choice_order), sealed=False)
        return True
    for seat in ast_order(s):
        start = NATION[s.seats[seat].nation or ""].start
        add_tokens(s, start, seat, 1)
        ev.append(
            Event(
                key="civilization.log.start",
                params={"seat": seat, "nation": s.seats[seat].nation, "area": start},
            )
        )
    ev.append(Event(key="civilization.log.round", params={"round": s.round}))
    return False


DEFAULTS["nation"] = lambda s, seat: A.ChooseNation(nation=nations_open(s)[0])


# --- 1. taxes and revolts (JOC 6) ----------------------------------------------------------------
def tax_rate(s: CivState, seat: int) -> int:
    return s.seats[seat].tax_rate if has(s, seat, "coinage") else 2


def _taxes(s: CivState, ev: list[Event]) -> bool:
    if s.stage == "":
        if not s.cities:
            return False
        _phase_event(s, ev)
        s.stage = "pay"
        holders = [p for p in ast_order(s) if city_count(s, p) and has(s, p, "coinage")]
        if holders:
            open_ask(s, "tax", holders)
            return True
    if s.stage == "pay":
        revolts = []
        for p in ast_order(s):
            n = city_count(s, p)
            if not n:
                continue
            rate = tax_rate(s, p)
            player = s.seats[p]
            paying = min(n, player.stock // rate)
            player.stock -= paying * rate
            player.treasury += paying * rate
            ev.append(
                Event(
                    key="civilization.log.taxes",
                    params={"seat": p, "paid": paying * rate, "rate": rate, "revolts": n - paying},
                )
            )
            if paying < n:
                revolts.append([p, n - paying])
        s.scratch["revolts"] = revolts
        s.stage = "revolt"
    return _revolts(s, ev)


def _revolts(s: CivState, ev: list[Event]) -> bool:
    """The player with most stock takes the revolting cities with his own, then the next... (6.3)."""
    while s.scratch.get("revolts"):
        defaulter, left = s.scratch["revolts"][0]
        tried = s.scratch.setdefault("tried", [])
        chooser = next((p for p in most_stock(s) if p not in tried), None)
        if chooser is None or left <= 0:
            if left > 0:  # nobody can take them: eliminated (6.3.3)
                for a in cities_of(s, defaulter)[:left]:
                    eliminate_city(s, a, ev, "revolt")
            s.scratch["revolts"].pop(0)
            s.scratch["tried"] = []
            s.scratch.pop("taken", None)
            continue
        tried.append(chooser)
        if chooser == defaulter:
            ev.append(Event(key="civilization.log.revolt_kept", params={"seat": defaulter, "count": left}))
            s.scratch["revolts"][0][1] = 0
            continue
        take = min(left, city_stock(s, chooser))
        if take <= 0:
            continue
        eligible = [a for a in cities_of(s, defaulter) if a not in s.scratch.get("taken", [])]
        if take >= len(eligible):
            revolt_cities(s, chooser, eligible[:take], ev)
            continue
        s.scratch["chooser"] = chooser
        s.scratch["take"] = take
        open_ask(
            s,
            "revolt",
            [chooser],
            sealed=False,
            params={chooser: {"seat": defaulter, "cities": eligible, "count": take}},
        )
        return True
    return False


def revolt_cities(s: CivState, chooser: int, areas: list[str], ev: list[Event]) -> None:
    defaulter = s.scratch["revolts"][0][0]
    for a in areas:
        s.cities[a] = chooser
        ev.append(Event(key="civilization.log.revolt", params={"seat": defaulter, "area": a, "to": chooser}))
    s.scratch.setdefault("taken", []).extend(areas)
    s.scratch["revolts"][0][1] -= len(areas)


def _default_revolt(s: CivState, seat: int) -> A.Revolt:
    params = s.ask.params[seat] if s.ask else {}
    chosen = params["cities"][: params["count"]]
    return A.Revolt(cities=tuple(A.AreaStep(area=a) for a in chosen))


DEFAULTS["revolt"] = _default_revolt
DEFAULTS["tax"] = lambda s, seat: A.SetTax(rate=tax_rate(s, seat))


# --- 2. population expansion (JOC 7) -------------------------------------------------------------
def growth(s: CivState, seat: int) -> dict[str, int]:
    """Tokens each area gets: one where there is one, two where there are more (7.1, 7.2)."""
    out = {}
    for a, d in s.tokens.items():
        n = d.get(seat, 0)
        if n and a not in s.cities:
            out[a] = 1 if n == 1 else 2
    return out


def _expansion(s: CivState, ev: list[Event]) -> bool:
    if s.stage == "":
        _phase_event(s, ev)
        short = []
        for p in ast_order(s):
            g = growth(s, p)
            need = sum(g.values())
            if need == 0:
                continue
            if need <= s.seats[p].stock:
                for a, n in sorted(g.items()):
                    add_tokens(s, a, p, n)
                ev.append(Event(key="civilization.log.growth", params={"seat": p, "tokens": need}))
            elif s.seats[p].stock > 0:
                short.append(p)
        s.stage = "done"
        if short:
            open_ask(
                s,
                "grow",
                short,
                params={p: {"stock": s.seats[p].stock, "areas": growth(s, p)} for p in short},
            )
            return True
    return False


def _default_grow(s: CivState, seat: int) -> A.Grow:
    left = s.seats[seat].stock
    steps = []
    for a, n in sorted(growth(s, seat).items(), key=lambda x: (-x[1], x[0])):
        k = min(n, left)
        if k:
            steps.append(A.GrowStep(count=k, area=a))
            left -= k
    return A.Grow(steps=tuple(steps))


DEFAULTS["grow"] = _default_grow


# --- 3. census (JOC 8) ---------------------------------------------------------------------------
def census_order(s: CivState, tokens: list[int] | None = None) -> list[int]:
    """Seats by tokens on the board, most first (`tokens`: each seat's, when known)."""
    counts = tokens if tokens is not None else [board_tokens(s, p) for p in range(s.players)]
    return sorted(range(s.players), key=lambda p: (-counts[p], ast_key(s, p)))


def _census(s: CivState, ev: list[Event]) -> bool:
    counts = [board_tokens(s, p) for p in range(s.players)]
    s.census = census_order(s, counts)
    ev.append(
        Event(
            key="civilization.log.census",
            params={"order": s.census, "tokens": [counts[p] for p in s.census]},
        )
    )
    return False


# --- 4. ships (JOC 9) ------------------------------------------------------------------------------
def _ships(s: CivState, ev: list[Event]) -> bool:
    if s.stage == "":
        s.stage = "done"
        seats = [p for p in ast_order(s) if ships.asked(s, p)]
        if seats:
            _phase_event(s, ev)
            open_ask(
                s,
                "fleet",
                seats,
                params={
                    p: {"ships": [sh.area for sh in s.seats[p].ships], "build": ships.build_areas(s, p)}
                    for p in seats
                },
            )
            return True
    return False


DEFAULTS["fleet"] = ships.default


# --- 5. movement (JOC 10) --------------------------------------------------------------------------
def _movement(s: CivState, ev: list[Event]) -> bool:
    if s.stage == "":
        _phase_event(s, ev)
        order = ast_order(s) if s.options.game == "nomads" else (s.census or census_order(s))
        movers = [p for p in order if board_tokens(s, p) or s.seats[p].ships]
        movement.ships_reset(s)
        s.moved = {}
        s.stage = "after"
        if movers:
            open_ask(s, "move", movers, sealed=False, params={p: {
                "ships": [sh.area for sh in s.seats[p].ships], "ship_range": movement.ship_range(s, p),
                "open_sea": movement.may_cross_open_sea(s, p)} for p in movers})
            return True
    if s.stage == "after":
        s.moved = {}
        if s.options.game == "nomads":
            cities.remove_surplus(s, ev)  # 31.5.6
    return False


DEFAULTS["move"] = lambda s, seat: A.Done()


# --- 6. conflict (JOC 11) --------------------------------------------------------------------------
def _conflict(s: CivState, ev: list[Event]) -> bool:
    """Token conflicts, then any owner whose city a demand would save is asked (11.8.2), one
    at a time in A.S.T. order, then the cities in the order the demands make."""
    if s.stage == "":
        conflict.resolve_tokens(s, ev)
        s.stage = "cities"
        s.scratch["demands"] = []
        s.scratch["asked"] = []
    if s.stage == "cities":
        offer = conflict.demand_offer(s, s.scratch["demands"], s.scratch["asked"])
        if offer is not None:
            seat, city, first = offer
            if not s.scratch["asked"]:
                _phase_event(s, ev)
            s.scratch["asked"].append([seat, city, first])
            open_ask(s, "demand", [seat], sealed=False, params={seat: {
                "city": city, "first": first, "stock": s.seats[seat].stock,
                "need": conflict.CITY_REPLACEMENT}})
            return True
        conflict.resolve_cities(s, conflict.city_order(s, s.scratch["demands"]), ev)
        s.stage = "done"
    return False


def demand_answer(s: CivState, seat: int, first: bool, ev: list[Event]) -> None:
    _, city, before = s.scratch["asked"][-1]
    if first:
        s.scratch["demands"].append([seat, city])
    ev.append(Event(key="civilization.log.demand", params={
        "seat": seat, "area": city, "first": "yes" if first else "no", "before": list(before),
        "n": len(before)}))


DEFAULTS["demand"] = lambda s, seat: A.Demand(first=False)


# --- 7. cities (JOC 12) ----------------------------------------------------------------------------
def _cities(s: CivState, ev: list[Event]) -> bool:
    if s.stage == "":
        s.stage = "done"
        seats = [p for p in ast_order(s) if cities.build_sites(s, p)]
        if seats:
            _phase_event(s, ev)
            open_ask(
                s,
                "build",
                seats,
                params={
                    p: {"sites": cities.build_sites(s, p), "cities_left": city_stock(s, p)} for p in seats
                },
            )
            return True
    return False


DEFAULTS["build"] = lambda s, seat: A.BuildCities(sites=())


# --- 8 and 12. surplus population, unsupported cities (JOC 13, 14) --------------------------------
def _surplus(s: CivState, ev: list[Event]) -> bool:
    if s.stage == "":
        cities.remove_surplus(s, ev)
        s.stage = "support"
    if s.stage == "support":
        s.stage = "done"
        if _ask_support(s, ev):
            return True
    return False


def _ask_support(s: CivState, ev: list[Event]) -> bool:
    seats = []
    for p in ast_order(s):
        if not cities.needs_reduction(s, p):
            continue
        if cities.reduction_is_forced(s, p):
            cities.apply_reduction(s, p, cities.default_reduction(s, p), ev)
        else:
            seats.append(p)
    if seats:
        open_ask(
            s,
            "reduce",
            seats,
            params={
                p: {
                    "cities": cities_of(s, p),
                    "new": list(s.seats[p].new_cities),
                    "tokens": board_tokens(s, p),
                    "needed": 2 * city_count(s, p),
                }
                for p in seats
            },
        )
        return True
    return False


DEFAULTS["reduce"] = lambda s, seat: A.Reduce(
    cities=tuple(A.AreaStep(area=a) for a in cities.default_reduction(s, seat)))


# --- 9. trade cards (JOC 15) -----------------------------------------------------------------------
def _trade_cards(s: CivState, ev: list[Event]) -> bool:
    if s.stage == "":
        s.queue = trade.draw_order(s)
        if not s.queue:
            return False
        _phase_event(s, ev)
        s.stage = "draw"
    while s.queue:
        p = s.queue[0]
        if s.scratch.get("drew") != p:
            trade.draw(s, p, ev)
            s.scratch["drew"] = p
            if trade.max_gold(s, p) > 0:
                open_ask(s, "gold", [p], sealed=False, params={p: {"most": trade.max_gold(s, p)}})
                return True
        s.queue.pop(0)
    return False


DEFAULTS["gold"] = lambda s, seat: A.BuyGold(count=0)


# --- 10. trade (JOC 16) ----------------------------------------------------------------------------
def _trade(s: CivState, ev: list[Event]) -> bool:
    if s.stage == "":
        s.stage = "done"
        if trade.start(s, ev):
            _phase_event(s, ev)
            return True
    return False


# --- 11. civilization cards, excess trade cards (JOC 17, 18) ---------------------------------------
def asked_to_return(s: CivState, seat: int) -> bool:
    """Whether the seat is asked to return trade cards (18, 19.4): whenever it holds one. Over
    the limit it must return some; under it, it may put a black calamity back (or keep it to
    trade later), and only it knows whether it holds one."""
    return bool(s.seats[seat].hand)


def _from_older_version(s: CivState) -> None:
    """A game saved mid-phase by a version before ruling R36 kept one stage, "turns", and the
    seat's step in `scratch` ("buy": its purchase is next; "discard": its return is next; "next":
    it is done). Read into this version's stages, the game goes on where it stood; without this,
    no stage matched and the phase never ended."""
    step = s.scratch.pop("step", "buy")
    if step == "next" and s.queue:
        s.queue.pop(0)
    s.stage = "return" if step == "discard" else "buy"


def _civ_cards(s: CivState, ev: list[Event]) -> bool:
    """Each seat's turn in reverse A.S.T. order (17.1): its purchase if it may buy
    (`cards.offered`), then, holding any trade card, its return of cards (18, 19.4). Whom the
    two questions go to depends only on what the table sees (ruling R36); the return follows
    the seat's own purchase, so it adds no turn to pass in the channel."""
    if s.stage == "":
        _phase_event(s, ev)
        s.queue = list(reversed(ast_order(s)))
        s.stage = "buy"
    if s.stage == "turns":
        _from_older_version(s)
    while s.queue:
        p = s.queue[0]
        if s.stage == "buy":
            s.stage = "return"
            if cards.offered(s, p):
                open_ask(s, "buy", [p], sealed=False, params={p: buy_params(s, p)})
                return True
        elif s.stage != "return":  # never spin on a stage this loop does not know
            raise ValueError(f"phase 11 in an unknown stage {s.stage!r}")
        if s.stage == "return":
            s.stage = "buy"
            s.queue.pop(0)
            if asked_to_return(s, p):
                limit = hand_limit(s.players)
                open_ask(s, "discard", [p], sealed=False,
                         params={p: {"limit": limit, "must": trade.must_discard(s, p, limit)}})
                return True
    return False


def buy_params(s: CivState, seat: int) -> dict[str, Any]:
    held = s.seats[seat].advances
    return {
        "prices": {a: cards.price(held, a) for a in cards.buyable(s, seat)},
        "treasury": s.seats[seat].treasury,
    }


DEFAULTS["buy"] = lambda s, seat: A.BuyAdvances(advances=())


def _default_discard(s: CivState, seat: int) -> A.Discard:
    return A.Discard(cards=tuple(trade.default_discard(s, seat, hand_limit(s.players))))


DEFAULTS["discard"] = _default_discard


# --- 12. calamities (JOC 19) -------------------------------------------------------------------------
def _calamities(s: CivState, ev: list[Event]) -> bool:
    if s.stage == "":
        if not s.calamities:
            return False
        _phase_event(s, ev)
        calamities.limit_per_round(s, ev)
        s.stage = "resolve"
    if s.stage == "resolve":
        if calamities.step(s, ev):
            return True
        s.stage = "support"
    if s.stage == "support":
        s.stage = "done"
        if _ask_support(s, ev):  # 19.8
            return True
    return False


# --- 13. A.S.T. (JOC 20, 21) ---------------------------------------------------------------------
def _ast(s: CivState, ev: list[Event]) -> bool:
    advance_markers(s, ev)
    return False


PHASES: dict[str, Callable[[CivState, list[Event]], bool]] = {
    "nation": _nation,
    "taxes": _taxes,
    "expansion": _expansion,
    "census": _census,
    "ships": _ships,
    "movement": _movement,
    "conflict": _conflict,
    "cities": _cities,
    "surplus": _surplus,
    "trade_cards": _trade_cards,
    "trade": _trade,
    "civ_cards": _civ_cards,
    "calamities": _calamities,
    "ast": _ast,
}

__all__ = ["EPOCHS", "PHASES", "advance", "sequence", "token_areas", "tokens_at"]
