"""The rules of Antike: set-up, whose decision it is, what is legal, and applying it.

Each rule lives in one `check_*` function that returns the RuleError to raise (or None);
`legal_actions` enumerates candidates through the same checks `apply_action` uses.
Section names in comments refer to the Spanish rulebook (shared/rules/antike.es.md).
"""

from __future__ import annotations

from engine.core import Action, Decision, Event, Rng, RuleError

from . import battles, economy, scoring
from .actions import (
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
from .board import ALLOWED_KINDS, RESOURCES, RONDEL, RONDEL_KIND, load_board, load_rules, rondel_cost
from .state import AntikeOptions, AntikeState, NationState

ORDERS = ("always", "never", "city", "ask")


# --- set-up ----------------------------------------------------------------------------------
def seats_for(users: int) -> int:
    """Two users lead four nations ("Antike para dos jugadores"); otherwise one nation each."""
    return 4 if users == 2 else users


def setup(users: int, options: AntikeOptions, seed: int) -> AntikeState:
    board, rules = load_board(), load_rules()
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
    _begin(state)
    return state


def _begin(state: AntikeState) -> None:
    """Nations known: start cities, resources, turn order, the first coin."""
    board, rules = load_board(), load_rules()
    seats = len(state.nations)
    for seat, n in enumerate(state.nations):
        assert n.nation is not None
        for prov in board.nations[n.nation].start_cities[seats]:
            state.cities[prov] = seat
        for res, amount in rules.start_resources.items():
            economy.gain(n, res, amount)
    start = 0
    red_dot = board.start_player.get(seats) if state.users != 2 else None
    if red_dot is not None:
        start = next(s for s, n in enumerate(state.nations) if n.nation == red_dot)
    state.turn_order = [(start + i) % seats for i in range(seats)]
    state.active = start
    start_turn(state, [])


def choose_nation(state: AntikeState, seat: int, a: ChooseNation, events: list[Event]) -> None:
    if a.nation not in state.draft_pool:
        raise RuleError("antike.err.nation_taken", nation=a.nation)
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
        _begin(state)


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


# --- rondel ----------------------------------------------------------------------------------
def rondel_target(state: AntikeState, seat: int, r: Rondel) -> tuple[int, int] | RuleError:
    """(space index, steps) named by the action, or the error."""
    current = state.nations[seat].rondel
    names = ("maneuver1", "maneuver2") if r.space == "maneuver" else (r.space,)
    options: list[tuple[int, int]] = []
    for name in names:
        index = RONDEL.index(name)
        if current is None:
            options.append((index, 0))
        else:
            steps = (index - current) % 8 or 8
            options.append((index, steps))
    matching = [(i, s) for i, s in options if rondel_cost(s) == r.paid]
    if not matching:
        costs = ", ".join(f"{RONDEL[i]} {rondel_cost(s)}" for i, s in options)
        return RuleError("antike.err.rondel_cost_mismatch", space=r.space, paid=r.paid, costs=costs)
    return matching[0]


def rondel_payment(n: NationState, r: Rondel) -> tuple[str, ...] | RuleError:
    if r.pay:
        if len(r.pay) != r.paid:
            return RuleError("antike.err.pay_count", paid=r.paid, given=len(r.pay))
        if not economy.holds_items(n, r.pay):
            return RuleError("antike.err.rondel_cost", paid=r.paid)
        return r.pay
    items = economy.default_rondel_payment(n, r.paid)
    if items is None:
        return RuleError("antike.err.rondel_cost", paid=r.paid)
    return items


def check_rondel(state: AntikeState, seat: int, r: Rondel) -> RuleError | None:
    target = rondel_target(state, seat, r)
    if isinstance(target, RuleError):
        return target
    n = state.nations[seat]
    items = rondel_payment(n, r)
    if isinstance(items, RuleError):
        return items
    after = n.model_copy(deep=True)
    economy.pay_items(after, items)
    kind = RONDEL_KIND[RONDEL[target[0]]]
    # "se deben tener los recursos requeridos": a spending space needs at least one use.
    usable = {
        "temple": lambda: any(check_temple(state, seat, p, after) is None for p in own_cities(state, seat)),
        "arming": lambda: bool(arm_options(state, seat, after, only_one=True)),
        "knowhow": lambda: any(check_knowhow(state, seat, k, after) is None for k in load_rules().knowhows),
    }.get(kind)
    if usable is not None and not usable():
        return RuleError("antike.err.space_unusable", space=RONDEL[target[0]])
    return None


def apply_rondel(state: AntikeState, seat: int, r: Rondel, events: list[Event]) -> None:
    target = rondel_target(state, seat, r)
    assert not isinstance(target, RuleError)
    n = state.nations[seat]
    items = rondel_payment(n, r)
    assert not isinstance(items, RuleError)
    state.bank_coins += economy.pay_items(n, items)
    index, _steps = target
    n.rondel = index
    space = RONDEL[index]
    state.space = space
    events.append(Event(key="antike.log.rondel", params={
        "nation": state.nation_of(seat), "space": space, "paid": r.paid, "pay": " ".join(items)}))
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
def check_temple(state: AntikeState, seat: int, prov: str, n: NationState | None = None) -> RuleError | None:
    n = n or state.nations[seat]
    if state.cities.get(prov) != seat:
        return RuleError("antike.err.not_your_city", province=prov)
    if prov in state.temples:
        return RuleError("antike.err.temple_exists", province=prov)
    if len(state.temples) >= load_rules().temples:
        return RuleError("antike.err.no_temples_left")
    if not economy.can_pay(n, {"marble": load_rules().temple_cost}):
        return RuleError("antike.err.temple_cost", cost=load_rules().temple_cost)
    return None


def arming_limit(state: AntikeState, prov: str) -> int:
    """"Armamento": 1 new unit in a province whose city has no temple, 3 with a temple."""
    return 3 if prov in state.temples else 1


def check_arm(state: AntikeState, seat: int, a: Arm, n: NationState | None = None) -> RuleError | None:
    n = n or state.nations[seat]
    rules, board = load_rules(), load_board()
    if state.cities.get(a.province) != seat:
        return RuleError("antike.err.not_your_city", province=a.province)
    if a.legions and board.kind[a.province] not in ALLOWED_KINDS["legion"]:
        return RuleError("antike.err.no_legions_here", province=a.province)
    if a.galleys and board.kind[a.province] not in ALLOWED_KINDS["galley"]:
        return RuleError("antike.err.no_galleys_here", province=a.province)
    limit = arming_limit(state, a.province)
    if state.armed.get(a.province, 0) + a.legions + a.galleys > limit:
        return RuleError("antike.err.arming_limit", province=a.province, limit=limit,
                         done=state.armed.get(a.province, 0))
    if unit_count(n, "legion") + a.legions > rules.legions:
        return RuleError("antike.err.no_legions_left", limit=rules.legions)
    if unit_count(n, "galley") + a.galleys > rules.galleys:
        return RuleError("antike.err.no_galleys_left", limit=rules.galleys)
    if not economy.can_pay(n, {"iron": a.legions + a.galleys}):
        return RuleError("antike.err.arming_cost", cost=a.legions + a.galleys)
    return None


def arm_options(state: AntikeState, seat: int, n: NationState | None = None, *,
                only_one: bool = False) -> list[Arm]:
    out: list[Arm] = []
    for prov in own_cities(state, seat):
        for total in range(1, arming_limit(state, prov) + 1):
            for legions in range(total + 1):
                a = Arm(province=prov, legions=legions, galleys=total - legions)
                if check_arm(state, seat, a, n) is None:
                    out.append(a)
                    if only_one:
                        return out
    return out


def knowhow_price(state: AntikeState, seat: int, k: str) -> int:
    """New (nobody else owns it): 7 basic / 10 advanced; otherwise 3 / 5 ("Conocimiento")."""
    info = load_rules().knowhows[k]
    known = any(k in n.knowhows for s, n in enumerate(state.nations) if s != seat)
    return info.cost_known if known else info.cost_new


def knowhow_is_new(state: AntikeState, seat: int, k: str) -> bool:
    return not any(k in n.knowhows for s, n in enumerate(state.nations) if s != seat)


def check_knowhow(state: AntikeState, seat: int, k: str, n: NationState | None = None) -> RuleError | None:
    n = n or state.nations[seat]
    info = load_rules().knowhows[k]
    if k in n.knowhows:
        return RuleError("antike.err.knowhow_owned", knowhow=k)
    if info.requires and info.requires not in n.knowhows:
        return RuleError("antike.err.knowhow_needs", knowhow=k, requires=info.requires)
    price = knowhow_price(state, seat, k)
    if not economy.can_pay(n, {"gold": price}):
        return RuleError("antike.err.knowhow_cost", knowhow=k, cost=price)
    return None


def check_found(state: AntikeState, seat: int, prov: str, n: NationState | None = None) -> RuleError | None:
    n = n or state.nations[seat]
    if prov in state.cities:
        return RuleError("antike.err.city_taken", province=prov)
    if not n.legions.get(prov) and not n.galleys.get(prov):
        return RuleError("antike.err.found_needs_unit", province=prov)
    if scoring.city_count(state, seat) >= load_rules().city_markers:
        return RuleError("antike.err.no_city_markers", limit=load_rules().city_markers)
    if not economy.can_pay(n, load_rules().city_cost):
        return RuleError("antike.err.city_cost")
    return None


def found_candidates(state: AntikeState, seat: int) -> list[str]:
    n = state.nations[seat]
    places = sorted(set(n.legions) | set(n.galleys))
    return [p for p in places if check_found(state, seat, p) is None]


# --- awaiting and legal actions --------------------------------------------------------------
PHASE_KIND = {"coin": "take_resource", "rondel": "rondel", "found": "found"}


def decisions(state: AntikeState) -> list[Decision]:
    if state.winner is not None:
        return []
    if state.phase == "draft":
        seat = draft_seat(state)
        return [Decision(seat=seat, kind="choose_nation", params={"choices": draft_choices(state, seat)})]
    if state.phase == "battle" and state.pending is not None:
        p = state.pending
        return [Decision(seat=s, kind="battle_demand", default="battle no", params={
            "nation": state.nation_of(s), "mover": state.nation_of(p.seat), "province": p.at, "unit": p.unit,
            "entering": len(p.group), "defenders": state.nations[s].units(p.unit).get(p.at, 0)})
            for s in battles.demand_seats(state)]
    seat = state.active
    params: dict[str, object] = {"nation": state.nation_of(seat)}
    if state.phase == "action":
        assert state.space is not None
        kind = RONDEL_KIND[state.space]
        params["space"] = state.space
        return [Decision(seat=seat, kind=kind, default="done", params=params)]
    if state.phase == "rondel":
        n = state.nations[seat]
        nxt = RONDEL[((n.rondel if n.rondel is not None else -1) + 1) % 8]
        return [Decision(seat=seat, kind="rondel", default=f"rondel {nxt}", params=params)]
    if state.phase == "coin":
        return [Decision(seat=seat, kind="take_resource", default="take gold", params=params)]
    return [Decision(seat=seat, kind="found", default="done", params=params)]


def order_actions(state: AntikeState, seat: int) -> list[Action]:
    current = state.nations[seat].order
    return [SetOrder(order=o) for o in ORDERS if o != current]  # type: ignore[arg-type]


def rondel_actions(state: AntikeState, seat: int) -> list[Action]:
    n = state.nations[seat]
    out: list[Action] = []
    for index, name in enumerate(RONDEL):
        paid = 0 if n.rondel is None else rondel_cost((index - n.rondel) % 8 or 8)
        r = Rondel(space=name, paid=paid, pay=economy.default_rondel_payment(n, paid) or ())
        if check_rondel(state, seat, r) is None:
            out.append(r)
    return out


def move_actions(state: AntikeState, seat: int) -> list[Action]:
    """Every single-step move (longer paths are legal too; they are chains of these)."""
    assert state.maneuver is not None
    board = load_board()
    out: list[Action] = []
    for key, acts in sorted(state.maneuver.ready.items()):
        unit, prov = key.split(":")
        able = sum(1 for a in acts if a >= 1)
        for nxt in board.neighbours[unit][prov]:
            for count in range(1, able + 1):
                out.append(Move(unit=unit, count=count, path=(prov, nxt)))  # type: ignore[arg-type]
    return out


def fight_actions(state: AntikeState, seat: int) -> list[Action]:
    out: list[Action] = []
    me = state.nations[seat]
    for unit in ("legion", "galley"):
        for prov in sorted(me.units(unit)):
            for other, n in enumerate(state.nations):
                if other != seat and n.units(unit).get(prov) and n.nation:
                    out.append(Fight(province=prov, unit=unit, nation=n.nation))  # type: ignore[arg-type]
    return out


def conquer_actions(state: AntikeState, seat: int) -> list[Action]:
    out: list[Action] = []
    for prov, owner in sorted(state.cities.items()):
        if owner == seat:
            continue
        defence = battles.city_defence(state, prov)
        release = None
        if scoring.city_count(state, seat) >= load_rules().city_markers:
            release = own_cities(state, seat)[0]
        for legions in range(defence + 1):
            c = Conquer(province=prov, legions=legions, galleys=defence - legions, release=release)
            if battles.check_conquer(state, seat, c) is None:
                out.append(c)
    return out


def legal_actions(state: AntikeState, seat: int) -> list[Action]:
    kinds = {d.kind for d in decisions(state) if d.seat == seat}
    if not kinds:
        return []
    if "choose_nation" in kinds:
        return [ChooseNation(nation=x) for x in draft_choices(state, seat)]
    out: list[Action] = []
    if "battle_demand" in kinds:
        out = [Battle(fight=True), Battle(fight=False)]
    elif "take_resource" in kinds:
        out = [TakeResource(resource=r) for r in RESOURCES]
    elif "rondel" in kinds:
        out = rondel_actions(state, seat)
    else:
        out = action_phase_actions(state, seat, kinds)
    return out + order_actions(state, seat)


def action_phase_actions(state: AntikeState, seat: int, kinds: set[str]) -> list[Action]:
    out: list[Action] = []
    if "temple" in kinds:
        out += [BuildTemple(province=p) for p in own_cities(state, seat)
                if check_temple(state, seat, p) is None]
    if "arming" in kinds:
        out += arm_options(state, seat)
    if "knowhow" in kinds:
        out += [BuyKnowHow(knowhow=k) for k in load_rules().knowhows if check_knowhow(state, seat, k) is None]
    if "maneuver" in kinds:
        out += move_actions(state, seat) + fight_actions(state, seat) + conquer_actions(state, seat)
    out += [Found(province=p) for p in found_candidates(state, seat)]
    out.append(Done())
    return out


# --- apply -----------------------------------------------------------------------------------
def _raise(err: RuleError | None) -> None:
    if err is not None:
        raise err


def apply_action(state: AntikeState, seat: int, action: Action) -> list[Event]:
    events: list[Event] = []
    if isinstance(action, SetOrder):
        apply_order(state, seat, action, events)
        return events
    kinds = {d.kind for d in decisions(state) if d.seat == seat}
    if isinstance(action, ChooseNation):
        if "choose_nation" not in kinds:
            raise RuleError("antike.err.not_drafting")
        if action.nation not in draft_choices(state, seat):
            raise RuleError("antike.err.nation_taken", nation=action.nation)
        choose_nation(state, seat, action, events)
        return events
    if isinstance(action, Battle):
        if "battle_demand" not in kinds:
            raise RuleError("antike.err.no_battle_demand")
        if action.fight and action.pairs is not None and action.pairs < 1:
            raise RuleError("antike.err.battle_pairs")
        pairs = (action.pairs or battles.ALL) if action.fight else 0
        battles.answer_demand(state, seat, pairs, events)
        return events
    if "battle_demand" in kinds:
        raise RuleError("antike.err.answer_battle_first")
    n = state.nations[seat]
    if isinstance(action, TakeResource):
        if state.phase != "coin":
            raise RuleError("antike.err.coin_available")
        economy.gain(n, action.resource, 1)
        events.append(Event(key="antike.log.no_coin", params={
            "nation": state.nation_of(seat), "resource": action.resource}))
        state.phase = "rondel"
        return events
    if state.phase == "coin":
        raise RuleError("antike.err.take_resource_first")
    if isinstance(action, Rondel):
        if state.phase != "rondel":
            raise RuleError("antike.err.rondel_done")
        _raise(check_rondel(state, seat, action))
        apply_rondel(state, seat, action, events)
        return events
    if state.phase == "rondel":
        raise RuleError("antike.err.rondel_first")
    if isinstance(action, Found):
        _raise(check_found(state, seat, action.province))
        state.phase = "found"
        state.maneuver = None
        state.bank_coins += economy.pay(n, load_rules().city_cost)
        state.cities[action.province] = seat
        events.append(Event(key="antike.log.found", params={
            "nation": state.nation_of(seat), "province": action.province}))
        return events
    if isinstance(action, Done):
        if state.phase == "found":
            end_turn(state, events)
        else:
            to_founding(state, events)
        return events
    if state.phase == "found":
        raise RuleError("antike.err.only_founding_now")
    space_kind = RONDEL_KIND[state.space or "iron"]
    apply_space_action(state, seat, action, space_kind, events)
    return events


def apply_space_action(state: AntikeState, seat: int, action: Action, space_kind: str,
                       events: list[Event]) -> None:
    n = state.nations[seat]
    nation = state.nation_of(seat)
    if isinstance(action, BuildTemple):
        if space_kind != "temple":
            raise RuleError("antike.err.not_temple_space")
        _raise(check_temple(state, seat, action.province))
        state.bank_coins += economy.pay(n, {"marble": load_rules().temple_cost})
        state.temples.append(action.province)
        events.append(Event(key="antike.log.temple", params={"nation": nation, "province": action.province}))
    elif isinstance(action, Arm):
        if space_kind != "arming":
            raise RuleError("antike.err.not_arming_space")
        _raise(check_arm(state, seat, action))
        state.bank_coins += economy.pay(n, {"iron": action.legions + action.galleys})
        state.armed[action.province] = state.armed.get(action.province, 0) + action.legions + action.galleys
        for unit, count in (("legion", action.legions), ("galley", action.galleys)):
            if count:
                n.units(unit)[action.province] = n.units(unit).get(action.province, 0) + count
        events.append(Event(key="antike.log.armed", params={
            "nation": nation, "province": action.province, "legions": action.legions,
            "galleys": action.galleys}))
    elif isinstance(action, BuyKnowHow):
        if space_kind != "knowhow":
            raise RuleError("antike.err.not_knowhow_space")
        _raise(check_knowhow(state, seat, action.knowhow))
        price = knowhow_price(state, seat, action.knowhow)
        first = knowhow_is_new(state, seat, action.knowhow)
        state.bank_coins += economy.pay(n, {"gold": price})
        n.knowhows.append(action.knowhow)
        if first:
            state.due_scholars += 1
        events.append(Event(key="antike.log.knowhow", params={
            "nation": nation, "knowhow": action.knowhow, "cost": price, "first": first}))
    elif isinstance(action, (Move, Fight, Conquer)):
        if space_kind != "maneuver":
            raise RuleError("antike.err.not_maneuver_space")
        if isinstance(action, Move):
            _raise(battles.check_move(state, seat, action))
            battles.start_move(state, seat, action, events)
        elif isinstance(action, Fight):
            _raise(battles.check_fight(state, seat, action))
            battles.fight(state, seat, action, events)
        else:
            _raise(battles.check_conquer(state, seat, action))
            battles.conquer(state, seat, action, events)
    else:
        raise RuleError("antike.err.not_now")


def apply_order(state: AntikeState, seat: int, a: SetOrder, events: list[Event]) -> None:
    n = state.nations[seat]
    if n.nation is None:
        raise RuleError("antike.err.not_drafting")
    if n.order == a.order:
        raise RuleError("antike.err.order_unchanged", order=a.order)
    n.order = a.order
    events.append(Event(key="antike.log.order", params={"nation": state.nation_of(seat), "order": a.order}))
    # A new order answers this nation's pending battle demand at once.
    if seat in battles.demand_seats(state) and a.order != "ask":
        p = state.pending
        assert p is not None
        fights = a.order == "always" or (a.order == "city" and state.cities.get(p.at) == seat)
        battles.answer_demand(state, seat, battles.ALL if fights else 0, events)
