"""The rules of Antike: set-up, whose decision it is, what is legal, and applying it.

`check` is the one place a rule refuses: it returns a `Refusal` (a cheap value) built by the
`check_*` function of that rule, and `apply_action` only performs what `check` accepted. The
`*_choices` functions list legal values directly (for `options`, buttons and the robot) and
agree with the checks: the property tests hold them to it. Section names in comments refer to
the Spanish rulebook (shared/rules/antike.es.md).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from engine.core import Action, Decision, Event, Refusal, Rng, memo

from . import battles, economy, scoring
from .actions import (
    PAYABLE,
    Arm,
    Battle,
    BuildTemple,
    BuyKnowHow,
    ChooseNation,
    Conquer,
    Done,
    Fight,
    Found,
    Move,
    Rondel,
    SetOrder,
    TakeResource,
)
from .board import ALLOWED_KINDS, RONDEL, RONDEL_KIND, load_board, load_rules, rondel_cost
from .state import AntikeOptions, AntikeState, NationState

# The verbs that answer each decision (`order` is an anytime verb: not an answer).
SPACE_VERBS = {"temple": "temple", "arming": "arm", "knowhow": "knowhow", "maneuver": "move"}
DECISION_VERBS: dict[str, tuple[str, ...]] = {
    "choose_nation": ("nation",),
    "battle_demand": ("battle",),
    "take_resource": ("take",),
    "rondel": ("rondel",),
    "temple": ("temple", "found", "done"),
    "arming": ("arm", "found", "done"),
    "knowhow": ("knowhow", "found", "done"),
    "maneuver": ("move", "fight", "conquer", "found", "done"),
    "found": ("found", "done"),
}


# --- set-up ----------------------------------------------------------------------------------
def seats_for(users: int) -> int:
    """Two users lead four nations ("Antike para dos jugadores"); otherwise one nation each."""
    return 4 if users == 2 else users


def setup(users: int, options: AntikeOptions, seed: int, events: list[Event] | None = None) -> AntikeState:
    board, rules = load_board(), load_rules()
    events = [] if events is None else events
    rng = Rng.from_seed(seed)
    seats = seats_for(users)
    state = AntikeState(
        players=seats, rng=rng, users=users, options=options,
        nations=[NationState(nation=None, order=options.battle_order) for _ in range(seats)],
        turn_order=list(range(seats)),
        target=scoring.target_for(users, seats, options.three_player_target),
        stacks=dict(rules.personages), bank_coins=rules.bank_coins,
    )
    if options.nation_choice == "draft":
        state.phase = "draft"
        state.draft_pool = board.nations_for(seats)
        return state
    if users == 2:
        teams = [list(t) for t in board.two_player_teams]
        rng.shuffle(teams)
        for team in teams:
            rng.shuffle(team)
        # Seats 0 and 2 are user 0's nations, 1 and 3 user 1's; they alternate in turn order.
        names = [teams[0][0], teams[1][0], teams[0][1], teams[1][1]]
    else:
        names = board.nations_for(seats)
        rng.shuffle(names)
    for seat, name in enumerate(names):
        state.nations[seat].nation = name
    _begin(state, events)
    return state


def start_seat(state: AntikeState) -> int:
    """Who starts (docs/antike.md, "Start player"): option `start_player`."""
    board = load_board()
    seats = len(state.nations)
    choice = state.options.start_player
    named = next((s for s, n in enumerate(state.nations) if n.nation == choice), None)
    if named is not None:
        return named
    if choice == "random":
        return state.rng.randrange(seats)
    red_dot = board.start_player.get(seats) if state.users != 2 else None
    if red_dot is not None:
        return next(s for s, n in enumerate(state.nations) if n.nation == red_dot)
    return 0


def _begin(state: AntikeState, events: list[Event]) -> None:
    """Nations known: start cities, resources, turn order, the first coin."""
    board, rules = load_board(), load_rules()
    seats = len(state.nations)
    for seat, n in enumerate(state.nations):
        assert n.nation is not None
        for prov in board.nations[n.nation].start_cities[seats]:
            state.cities[prov] = seat
        for res, amount in rules.start_resources.items():
            economy.gain(n, res, amount)
    start = start_seat(state)
    state.turn_order = [(start + i) % seats for i in range(seats)]
    state.active = start
    events.append(Event(key="antike.log.start_player", params={"nation": state.nation_of(start)}))
    start_turn(state, events)


def draft_seat(state: AntikeState) -> int:
    return next(s for s, n in enumerate(state.nations) if n.nation is None)


def draft_choices(state: AntikeState, seat: int) -> list[str]:
    if state.users != 2:
        return list(state.draft_pool)
    # The second user picks among the other team, so each user keeps one team.
    board = load_board()
    taken = [n.nation for n in state.nations if n.nation]
    if not taken:
        return list(state.draft_pool)
    return [x for x in state.draft_pool if not any(x in t and taken[0] in t for t in board.two_player_teams)]


def choose_nation(state: AntikeState, seat: int, a: ChooseNation, events: list[Event]) -> None:
    board = load_board()
    state.nations[seat].nation = a.nation
    state.draft_pool.remove(a.nation)
    if state.users == 2:
        team = next(t for t in board.two_player_teams if a.nation in t)
        partner = team[1] if team[0] == a.nation else team[0]
        state.nations[seat + 2].nation = partner
        state.draft_pool.remove(partner)
    events.append(Event(key="antike.log.nation_chosen", params={"seat": seat, "nation": a.nation}))
    if all(n.nation for n in state.nations):
        _begin(state, events)


# --- turn flow -------------------------------------------------------------------------------
def start_turn(state: AntikeState, events: list[Event]) -> None:
    """"Tomar una moneda": before its move a nation takes a coin, or a resource if none are left."""
    n = state.nations[state.active]
    state.space = None
    state.armed = {}
    if state.bank_coins > 0:
        state.bank_coins -= 1
        n.coins += 1
        state.phase = "rondel"
        events.append(Event(key="antike.log.coin", params={"nation": state.nation_of(state.active)}))
    else:
        state.phase = "coin"


def end_turn(state: AntikeState, events: list[Event]) -> None:
    seat = state.active
    state.maneuver = None
    scoring.award_personages(state, seat, events)
    state.turns += 1
    if state.winner is not None:
        return
    i = state.turn_order.index(seat)
    nxt = state.turn_order[(i + 1) % len(state.turn_order)]
    if i + 1 == len(state.turn_order):
        state.round += 1
    state.active = nxt
    start_turn(state, events)


def to_founding(state: AntikeState, events: list[Event]) -> None:
    """After the action: found cities if any founding is possible now, else the turn ends."""
    state.maneuver = None
    if state.winner is not None:
        return
    if found_candidates(state, state.active):
        state.phase = "found"
    else:
        end_turn(state, events)


def unit_count(n: NationState, unit: str) -> int:
    return sum(n.units(unit).values())


def own_cities(state: AntikeState, seat: int) -> list[str]:
    return sorted(p for p, s in state.cities.items() if s == seat)


def same_user(state: AntikeState, a: int, b: int) -> bool:
    """Two nations of one user (the 2-player game: seats 0 & 2, 1 & 3)."""
    return state.users == 2 and a % 2 == b % 2


# --- rondel ----------------------------------------------------------------------------------
def steps_to(n: NationState, index: int) -> int:
    """Steps from the marker to space `index` ("Selección del movimiento"); 0 on the first move."""
    return 0 if n.rondel is None else (index - n.rondel) % 8 or 8


def holdings(n: NationState) -> int:
    return n.marble + n.iron + n.gold + n.coins


def rondel_target(state: AntikeState, seat: int, r: Rondel) -> tuple[int, int] | Refusal:
    """(space index, steps) named by the action, or why not. `maneuver` is whichever
    maneuver space costs what was paid."""
    n = state.nations[seat]
    if r.space == "maneuver":
        names: tuple[str, ...] = ("maneuver1", "maneuver2")
    elif r.space in RONDEL:
        names = (r.space,)
    else:
        return Refusal("antike.err.unknown_space", name=r.space)
    options = [(RONDEL.index(name), steps_to(n, RONDEL.index(name))) for name in names]
    matching = [(i, s) for i, s in options if rondel_cost(s) == r.paid]
    if not matching:
        costs = ", ".join(f"{RONDEL[i]} {rondel_cost(s)}" for i, s in options)
        return Refusal("antike.err.rondel_cost_mismatch", space=r.space, paid=r.paid, costs=costs)
    return matching[0]


def payments(n: NationState, amount: int) -> list[tuple[str, ...]]:
    """Every way to pay `amount` resources for rondel steps, in canonical order."""
    if amount == 0:
        return [()]
    stock = {item: economy.stock(n, item) for item in PAYABLE}
    return [items for items in itertools.combinations_with_replacement(PAYABLE, amount)
            if all(items.count(i) <= stock[i] for i in set(items))]


class Purse:
    """A nation's resources after paying some rondel steps, read by the spending checks in
    place of the nation (its units and know-hows are the nation's own, read only)."""

    __slots__ = ("coins", "galleys", "gold", "iron", "knowhows", "legions", "marble")

    def __init__(self, n: NationState, items: tuple[str, ...]) -> None:
        self.marble = n.marble - items.count("marble")
        self.iron = n.iron - items.count("iron")
        self.gold = n.gold - items.count("gold")
        self.coins = n.coins - items.count("coin")
        self.knowhows, self.legions, self.galleys = n.knowhows, n.legions, n.galleys

    def units(self, unit: str) -> dict[str, int]:
        return self.legions if unit == "legion" else self.galleys


def space_usable(state: AntikeState, seat: int, space: str, n: NationState | Purse | None = None) -> bool:
    """Whether at least one action of a spending space is possible (with nation `n`'s
    resources); production and maneuver spaces always are."""
    n = n or state.nations[seat]
    kind = RONDEL_KIND[space]
    rules = load_rules()
    # The conditions of `check_temple` / `arm_refusal` / `check_knowhow` for the cheapest use.
    if kind == "temple":
        return len(state.temples) < rules.temples \
            and any(s == seat and p not in state.temples for p, s in state.cities.items()) \
            and economy.can_pay(n, {"marble": rules.temple_cost})
    if kind == "arming":
        if not economy.can_pay(n, {"iron": 1}):
            return False
        board = load_board()
        spare = {"legion": sum(n.legions.values()) < rules.legions,
                 "galley": sum(n.galleys.values()) < rules.galleys}
        return any(s == seat and state.armed.get(p, 0) < arming_limit(state, p)
                   and any(spare[u] and board.kind[p] in ALLOWED_KINDS[u] for u in spare)
                   for p, s in state.cities.items())
    if kind == "knowhow":
        prices = [knowhow_price(state, seat, k) for k, info in rules.knowhows.items()
                  if k not in n.knowhows and (not info.requires or info.requires in n.knowhows)]
        return bool(prices) and economy.can_pay(n, {"gold": min(prices)})
    return True


def payment_and_use(state: AntikeState, seat: int, space: str,
                    amount: int) -> tuple[tuple[str, ...] | None, bool]:
    """What pays the steps when the player names nothing (docs/antike.md, ruling 4), and whether
    the space can then be used: the most plentiful resources, coins last — unless that leaves
    a spending space unusable while another payment would not; then the first such payment.
    (None, False): the nation cannot pay."""
    n = state.nations[seat]
    first = economy.default_rondel_payment(n, amount)
    if first is None:
        return None, False
    if RONDEL_KIND[space] not in ("temple", "arming", "knowhow"):
        return first, True
    if space_usable(state, seat, space, Purse(n, first)):
        return first, True
    # Paying only takes resources away: if the space is of no use even paying nothing, no
    # payment helps (the usual case: no need to try them all).
    if amount and space_usable(state, seat, space):
        for items in payments(n, amount):
            if items != first and space_usable(state, seat, space, Purse(n, items)):
                return items, True
    return first, False


def default_payment(state: AntikeState, seat: int, space: str, amount: int) -> tuple[str, ...] | None:
    return payment_and_use(state, seat, space, amount)[0]


def check_rondel(state: AntikeState, seat: int, r: Rondel) -> Refusal | None:
    """Any space may be chosen whose steps the nation can pay (docs/antike.md, ruling 3)."""
    target = rondel_target(state, seat, r)
    if isinstance(target, Refusal):
        return target
    n = state.nations[seat]
    if r.pay:
        if len(r.pay) != r.paid:
            return Refusal("antike.err.pay_count", paid=r.paid, given=len(r.pay))
        if not economy.holds_items(n, r.pay):
            return Refusal("antike.err.rondel_cost", paid=r.paid)
    elif holdings(n) < r.paid:
        return Refusal("antike.err.rondel_cost", paid=r.paid)
    return None


# rondel_choices by everything they depend on (`_choices_key`): the rondel decision is asked
# for often (the core's checks, the platform's comparisons), the position rarely changes between.


def _choices_key(state: AntikeState, seat: int) -> tuple[Any, ...]:
    n = state.nations[seat]
    return (seat, n.rondel, n.marble, n.iron, n.gold, n.coins, sum(n.legions.values()),
            sum(n.galleys.values()), tuple(tuple(x.knowhows) for x in state.nations),
            frozenset(state.temples),
            frozenset(p for p, s in state.cities.items() if s == seat), frozenset(state.armed.items()))


def rondel_choices(state: AntikeState, seat: int) -> list[dict[str, Any]]:
    """Every space some payment reaches: its steps, cost, the payment the engine would pick,
    and whether its action can then be used (decision params: presentation computes none)."""
    found = _kept_choices(_choices_key(state, seat), state, seat)
    return [dict(c, pay=list(c["pay"])) for c in found]


@memo.by_key(1024)
def _kept_choices(key: tuple[Any, ...], state: AntikeState, seat: int) -> tuple[dict[str, Any], ...]:
    return tuple(_rondel_choices(state, seat))


def _rondel_choices(state: AntikeState, seat: int) -> list[dict[str, Any]]:
    n = state.nations[seat]
    have = holdings(n)
    out = []
    for index, space in enumerate(RONDEL):
        steps = steps_to(n, index)
        cost = rondel_cost(steps)
        if cost > have:
            continue
        pay, usable = payment_and_use(state, seat, space, cost)
        out.append({"space": space, "steps": steps, "cost": cost, "pay": list(pay or ()), "usable": usable})
    return out


def rondel_actions(state: AntikeState, seat: int, space: str | None = None) -> Iterator[Rondel]:
    """Every legal rondel move: each reachable space, free, or with the engine's payment
    (`rondel marble 2`), or with each payment named."""
    n = state.nations[seat]
    have = holdings(n)
    for index, name in enumerate(RONDEL):
        if space is not None and name != space:
            continue
        cost = rondel_cost(steps_to(n, index))
        if cost > have:
            continue
        yield Rondel(space=name, paid=cost)
        if cost:
            for items in payments(n, cost):
                yield Rondel(space=name, paid=cost, pay=items)


def apply_rondel(state: AntikeState, seat: int, r: Rondel, events: list[Event]) -> None:
    target = rondel_target(state, seat, r)
    assert not isinstance(target, Refusal)
    index, _steps = target
    space = RONDEL[index]
    n = state.nations[seat]
    items = r.pay or default_payment(state, seat, space, r.paid) or ()
    state.bank_coins += economy.pay_items(n, items)
    n.rondel = index
    state.space = space
    if items:
        events.append(Event(key="antike.log.rondel_paid", params={
            "nation": state.nation_of(seat), "space": space, "paid": r.paid, "pay": " ".join(items)}))
    else:
        events.append(Event(key="antike.log.rondel", params={"nation": state.nation_of(seat),
                                                             "space": space}))
    kind = RONDEL_KIND[space]
    if kind == "production":
        produce(state, seat, space, events)
        to_founding(state, events)
        return
    if kind == "maneuver":
        battles.start_maneuver(state)
    state.phase = "action"


def produce(state: AntikeState, seat: int, res: str, events: list[Event]) -> int:
    """1 per city of that resource, 3 with a temple, + Market 1 / Currency 2 once per action."""
    board = load_board()
    n = state.nations[seat]
    amount = sum(3 if p in state.temples else 1
                 for p in own_cities(state, seat) if board.resource[p] == res)
    amount += 2 if "currency" in n.knowhows else 1 if "market" in n.knowhows else 0
    economy.gain(n, res, amount)
    events.append(Event(key="antike.log.produce", params={
        "nation": state.nation_of(seat), "resource": res, "amount": amount}))
    return amount


# --- temple, arming, know-how, founding ------------------------------------------------------
def check_temple(state: AntikeState, seat: int, prov: str,
                 n: NationState | Purse | None = None) -> Refusal | None:
    n = n or state.nations[seat]
    if state.cities.get(prov) != seat:
        return Refusal("antike.err.not_your_city", province=prov)
    if prov in state.temples:
        return Refusal("antike.err.temple_exists", province=prov)
    if len(state.temples) >= load_rules().temples:
        return Refusal("antike.err.no_temples_left")
    if not economy.can_pay(n, {"marble": load_rules().temple_cost}):
        return Refusal("antike.err.temple_cost", cost=load_rules().temple_cost)
    return None


def arming_limit(state: AntikeState, prov: str) -> int:
    """"Armamento": 1 new unit in a province whose city has no temple, 3 with a temple."""
    return 3 if prov in state.temples else 1


def check_arm(state: AntikeState, seat: int, a: Arm, n: NationState | Purse | None = None) -> Refusal | None:
    return arm_refusal(state, seat, a.province, a.legions, a.galleys, n)


def arm_refusal(state: AntikeState, seat: int, province: str, legions: int, galleys: int,
                n: NationState | Purse | None = None) -> Refusal | None:
    n = n or state.nations[seat]
    rules, board = load_rules(), load_board()
    if state.cities.get(province) != seat:
        return Refusal("antike.err.not_your_city", province=province)
    if legions + galleys == 0:
        return Refusal("antike.err.arm_nothing")
    if legions and board.kind[province] not in ALLOWED_KINDS["legion"]:
        return Refusal("antike.err.no_legions_here", province=province)
    if galleys and board.kind[province] not in ALLOWED_KINDS["galley"]:
        return Refusal("antike.err.no_galleys_here", province=province)
    limit = arming_limit(state, province)
    if state.armed.get(province, 0) + legions + galleys > limit:
        return Refusal("antike.err.arming_limit", province=province, limit=limit,
                       done=state.armed.get(province, 0))
    if legions and sum(n.legions.values()) + legions > rules.legions:
        return Refusal("antike.err.no_legions_left", limit=rules.legions)
    if galleys and sum(n.galleys.values()) + galleys > rules.galleys:
        return Refusal("antike.err.no_galleys_left", limit=rules.galleys)
    if not economy.can_pay(n, {"iron": legions + galleys}):
        return Refusal("antike.err.arming_cost", cost=legions + galleys)
    return None


def arm_choices(state: AntikeState, seat: int, n: NationState | Purse | None = None, *,
                only_one: bool = False, province: str | None = None) -> list[Arm]:
    """Every legal arming: the conditions of `arm_refusal`, the ones that do not depend on the
    province worked out once (supply left, iron affordable for 1, 2 or 3 units)."""
    n = n or state.nations[seat]
    rules, board = load_rules(), load_board()
    spare_legions = rules.legions - sum(n.legions.values())
    spare_galleys = rules.galleys - sum(n.galleys.values())
    payable = [total for total in (1, 2, 3) if economy.can_pay(n, {"iron": total})]
    if not payable:
        return []
    out: list[Arm] = []
    for prov in own_cities(state, seat):
        if province is not None and prov != province:
            continue
        room = arming_limit(state, prov) - state.armed.get(prov, 0)
        most_legions = spare_legions if board.kind[prov] in ALLOWED_KINDS["legion"] else 0
        most_galleys = spare_galleys if board.kind[prov] in ALLOWED_KINDS["galley"] else 0
        for total in payable:
            if total > room:
                break
            for legions in range(total + 1):
                if legions <= most_legions and total - legions <= most_galleys:
                    out.append(Arm(province=prov, legions=legions, galleys=total - legions))
                    if only_one:
                        return out
    return out


def knowhow_is_new(state: AntikeState, seat: int, k: str) -> bool:
    return not any(k in n.knowhows for s, n in enumerate(state.nations) if s != seat)


def knowhow_price(state: AntikeState, seat: int, k: str) -> int:
    """New (nobody else owns it): 7 basic / 10 advanced; otherwise 3 / 5 ("Conocimiento")."""
    info = load_rules().knowhows[k]
    return info.cost_new if knowhow_is_new(state, seat, k) else info.cost_known


def knowhow_prices(state: AntikeState, seat: int) -> dict[str, int]:
    """The price of every know-how the nation does not own yet (decision params)."""
    n = state.nations[seat]
    return {k: knowhow_price(state, seat, k) for k in load_rules().knowhows if k not in n.knowhows}


def check_knowhow(state: AntikeState, seat: int, k: str,
                  n: NationState | Purse | None = None) -> Refusal | None:
    n = n or state.nations[seat]
    info = load_rules().knowhows[k]
    if k in n.knowhows:
        return Refusal("antike.err.knowhow_owned", knowhow=k)
    if info.requires and info.requires not in n.knowhows:
        return Refusal("antike.err.knowhow_needs", knowhow=k, requires=info.requires)
    price = knowhow_price(state, seat, k)
    if not economy.can_pay(n, {"gold": price}):
        return Refusal("antike.err.knowhow_cost", knowhow=k, cost=price)
    return None


def check_found(state: AntikeState, seat: int, prov: str, n: NationState | None = None,
                cities: int | None = None) -> Refusal | None:
    n = n or state.nations[seat]
    if prov in state.cities:
        return Refusal("antike.err.city_taken", province=prov)
    if not n.legions.get(prov) and not n.galleys.get(prov):
        return Refusal("antike.err.found_needs_unit", province=prov)
    cities = scoring.city_count(state, seat) if cities is None else cities
    if cities >= load_rules().city_markers:
        return Refusal("antike.err.no_city_markers", limit=load_rules().city_markers)
    if not economy.can_pay(n, load_rules().city_cost):
        return Refusal("antike.err.city_cost")
    return None


def found_candidates(state: AntikeState, seat: int) -> list[str]:
    n = state.nations[seat]
    # The conditions of `check_found` that do not depend on the province, once.
    if not economy.can_pay(n, load_rules().city_cost):
        return []
    cities = scoring.city_count(state, seat)
    if cities >= load_rules().city_markers:
        return []
    places = sorted(set(n.legions) | set(n.galleys))
    return [p for p in places if check_found(state, seat, p, n, cities) is None]


# --- the maneuver ----------------------------------------------------------------------------
def fights(state: AntikeState, seat: int) -> list[Fight]:
    """Every legal own battle: each province, unit type and other nation with units there;
    as many pairs as possible, or each smaller number."""
    out: list[Fight] = []
    me = state.nations[seat]
    for unit in ("legion", "galley"):
        for prov, own in sorted(me.units(unit).items()):
            for other, n in enumerate(state.nations):
                theirs = n.units(unit).get(prov, 0)
                if other == seat or not theirs or not n.nation:
                    continue
                for pairs in (None, *range(1, min(own, theirs) + 1)):
                    out.append(Fight(province=prov, unit=unit, nation=n.nation, pairs=pairs))
    return out


def can_move(state: AntikeState) -> bool:
    return state.maneuver is not None and any(a >= 1 for acts in state.maneuver.ready.values() for a in acts)


# --- decisions -------------------------------------------------------------------------------
def _space_action_possible(state: AntikeState, seat: int, kind: str) -> bool:
    if kind == "maneuver":
        return can_move(state) or bool(fights(state, seat)) or bool(battles.conquests(state, seat))
    if state.space is None or kind not in SPACE_VERBS:
        return False
    return space_usable(state, seat, state.space)


def decisions(state: AntikeState) -> list[Decision]:
    if state.winner is not None:
        return []
    if state.phase == "draft":
        seat = draft_seat(state)
        choices = draft_choices(state, seat)
        return [Decision(seat=seat, kind="choose_nation", verbs=DECISION_VERBS["choose_nation"],
                         default=ChooseNation(nation=choices[0]), params={"choices": choices})]
    if state.phase == "battle" and state.pending is not None:
        p = state.pending
        return [Decision(seat=s, kind="battle_demand", verbs=DECISION_VERBS["battle_demand"],
                         default=Battle(fight=False), rule_default=True, params={
                             "nation": state.nation_of(s), "mover": state.nation_of(p.seat), "province": p.at,
                             "unit": p.unit, "entering": len(p.group),
                             "defenders": state.nations[s].units(p.unit).get(p.at, 0)})
                for s in battles.demand_seats(state)]
    seat = state.active
    params: dict[str, Any] = {"nation": state.nation_of(seat)}
    if state.phase == "action":
        assert state.space is not None
        kind = RONDEL_KIND[state.space]
        params["space"] = state.space
        if kind == "knowhow":
            params["prices"] = knowhow_prices(state, seat)
        # Nothing but `done` (and founding) left: presentation may end the turn in one click.
        params["can_act"] = _space_action_possible(state, seat, kind)
        params["can_found"] = bool(found_candidates(state, seat))
        return [Decision(seat=seat, kind=kind, verbs=DECISION_VERBS[kind], default=Done(), params=params)]
    if state.phase == "rondel":
        n = state.nations[seat]
        nxt = RONDEL[((n.rondel if n.rondel is not None else -1) + 1) % 8]
        params["spaces"] = rondel_choices(state, seat)
        return [Decision(seat=seat, kind="rondel", verbs=DECISION_VERBS["rondel"], default=Rondel(space=nxt),
                         params=params)]
    if state.phase == "coin":
        return [Decision(seat=seat, kind="take_resource", verbs=DECISION_VERBS["take_resource"],
                         default=TakeResource(resource="gold"), params=params)]
    return [Decision(seat=seat, kind="found", verbs=DECISION_VERBS["found"], default=Done(), params=params)]


# --- check and apply -------------------------------------------------------------------------
def check(state: AntikeState, seat: int, action: Action) -> Refusal | None:
    """Why `seat` may not do `action` now (the core has already checked that the seat is
    awaited and that the verb answers its decision, except for the anytime `order`)."""
    if isinstance(action, SetOrder):
        n = state.nations[seat]
        if n.nation is None:
            return Refusal("antike.err.no_nation_yet")
        if n.order == action.order:
            return Refusal("antike.err.order_unchanged", order=action.order)
        return None
    if isinstance(action, ChooseNation):
        if action.nation not in draft_choices(state, seat):
            return Refusal("antike.err.nation_taken", nation=action.nation)
        return None
    if isinstance(action, Battle):
        assert state.pending is not None and state.pending.demands is not None
        problem = state.pending.demands.refusal(seat)
        if problem is None and not action.fight and action.pairs is not None:
            return Refusal("antike.err.pairs_when_passing")
        return problem
    if isinstance(action, (TakeResource, Done)):
        return None
    if isinstance(action, Rondel):
        return check_rondel(state, seat, action)
    if isinstance(action, Found):
        return check_found(state, seat, action.province)
    if isinstance(action, BuildTemple):
        return check_temple(state, seat, action.province)
    if isinstance(action, Arm):
        return check_arm(state, seat, action)
    if isinstance(action, BuyKnowHow):
        return check_knowhow(state, seat, action.knowhow)
    if isinstance(action, Move):
        return battles.check_move(state, seat, action)
    if isinstance(action, Fight):
        return battles.check_fight(state, seat, action)
    if isinstance(action, Conquer):
        return battles.check_conquer(state, seat, action)
    return Refusal("antike.err.not_now")


def apply_action(state: AntikeState, seat: int, action: Action) -> list[Event]:
    """Perform an action `check` accepted."""
    events: list[Event] = []
    n = state.nations[seat]
    nation = state.nation_of(seat)
    if isinstance(action, SetOrder):
        apply_order(state, seat, action, events)
    elif isinstance(action, ChooseNation):
        choose_nation(state, seat, action, events)
    elif isinstance(action, Battle):
        pairs = (action.pairs or battles.ALL) if action.fight else 0
        battles.answer_demand(state, seat, pairs, events)
    elif isinstance(action, TakeResource):
        economy.gain(n, action.resource, 1)
        events.append(Event(key="antike.log.no_coin", params={"nation": nation, "resource": action.resource}))
        state.phase = "rondel"
    elif isinstance(action, Rondel):
        apply_rondel(state, seat, action, events)
    elif isinstance(action, Found):
        state.phase = "found"
        state.maneuver = None
        state.bank_coins += economy.pay(n, load_rules().city_cost)
        state.cities[action.province] = seat
        events.append(Event(key="antike.log.found", params={"nation": nation, "province": action.province}))
    elif isinstance(action, Done):
        if state.phase == "found":
            end_turn(state, events)
        else:
            to_founding(state, events)
    elif isinstance(action, BuildTemple):
        state.bank_coins += economy.pay(n, {"marble": load_rules().temple_cost})
        state.temples.append(action.province)
        events.append(Event(key="antike.log.temple", params={"nation": nation, "province": action.province}))
    elif isinstance(action, Arm):
        state.bank_coins += economy.pay(n, {"iron": action.legions + action.galleys})
        state.armed[action.province] = state.armed.get(action.province, 0) + action.legions + action.galleys
        for unit, count in (("legion", action.legions), ("galley", action.galleys)):
            if count:
                n.units(unit)[action.province] = n.units(unit).get(action.province, 0) + count
        events.append(Event(key="antike.log.armed", params={
            "nation": nation, "province": action.province, "legions": action.legions,
            "galleys": action.galleys}))
    elif isinstance(action, BuyKnowHow):
        price = knowhow_price(state, seat, action.knowhow)
        first = knowhow_is_new(state, seat, action.knowhow)
        state.bank_coins += economy.pay(n, {"gold": price})
        n.knowhows.append(action.knowhow)
        if first:
            state.due_scholars += 1
        events.append(Event(key="antike.log.knowhow", params={
            "nation": nation, "knowhow": action.knowhow, "cost": price, "first": first}))
    elif isinstance(action, Move):
        battles.start_move(state, seat, action, events)
    elif isinstance(action, Fight):
        battles.fight(state, seat, action, events)
    elif isinstance(action, Conquer):
        battles.conquer(state, seat, action, events)
    return events


def apply_order(state: AntikeState, seat: int, a: SetOrder, events: list[Event]) -> None:
    n = state.nations[seat]
    n.order = a.order
    events.append(Event(key="antike.log.order", params={"nation": state.nation_of(seat), "order": a.order}))
    # A new order answers this nation's pending battle demand at once.
    if seat in battles.demand_seats(state) and a.order != "ask":
        p = state.pending
        assert p is not None
        fights_now = a.order == "always" or (a.order == "city" and state.cities.get(p.at) == seat)
        battles.answer_demand(state, seat, battles.ALL if fights_now else 0, events)
