"""The action phase (§ Fase de acciones): each action's check and its effect.

Checks return a `Refusal` naming the broken rule; effects never refuse. The same effects serve
actions done through action cards and events ("free": no civil action, a discount), which the
`free`/`discount` parameters carry.
"""

from __future__ import annotations

from engine.core import Event, Refusal
from engine.tta import economy
from engine.tta.cards import CARDS, Card
from engine.tta.context import Ctx
from engine.tta.ratings import (
    civil_left,
    has_leader,
    has_wonder,
    military_left,
    pacts_of,
    rate,
    stored,
    sync_actions,
    workers_in,
)
from engine.tta.row import ROW_COSTS, leader_leaves, remove_civil
from engine.tta.state import Civ, TtaState
from engine.tta.tasks import push, window

# --------------------------------------------------------------------------- actions to spend


def hammurabi_ready(civ: Civ) -> bool:
    return has_leader(civ, "hammurabi_a") and "hammurabi" not in civ.used and military_left(civ) > 0


def can_spend_civil(civ: Civ, n: int) -> bool:
    return civil_left(civ) >= n or (hammurabi_ready(civ) and civil_left(civ) + 1 >= n)


def spend_civil(civ: Civ, n: int) -> None:
    """Use `n` civil actions; Hammurabi's military action stands in for a missing one."""
    if n <= 0:
        return
    if civil_left(civ) < n:
        spend_military(civ, 1)
        civ.used.append("hammurabi")
        n -= 1
    civ.civil_used += n


def spend_military(civ: Civ, n: int) -> None:
    """Use `n` military actions, this turn's temporary ones first (§ Acciones temporales)."""
    extra = min(civ.military_extra, n)
    civ.military_extra -= extra
    civ.military_used += n - extra


def refund_civil(civ: Civ, n: int = 1) -> None:
    civ.civil_used = max(0, civ.civil_used - n)


# --------------------------------------------------------------------------- costs


def urban_discount(civ: Civ, c: Card) -> int:
    """Construction specials (by the building's age) and Shakespeare."""
    off = 0
    for t in civ.techs:
        eff = CARDS[t].effect.get("urban_building_resource_discount_by_age")
        if eff and c.age in eff:
            off = max(off, eff[c.age])
    if shakespeare_pair(civ, c):
        off += 1
    return off


def shakespeare_pair(civ: Civ, c: Card) -> bool:
    """William Shakespeare: a theater while a library stands, or a library while a theater does."""
    return has_leader(civ, "william_shakespeare_ii") and (
        (c.category == "theater" and workers_in(civ, "library") > 0)
        or (c.category == "library" and workers_in(civ, "theater") > 0)
    )


def build_cost(civ: Civ, tech: str) -> int:
    c = CARDS[tech]
    cost = c.build_cost
    if c.is_urban:
        cost -= urban_discount(civ, c)
    return max(cost, 0)


def upgrade_cost(civ: Civ, frm: str, to: str) -> int:
    return max(build_cost(civ, to) - build_cost(civ, frm), 0)


def science_cost(state: TtaState, seat: int, card_id: str, *, revolution: bool = False) -> int:
    civ = state.civs[seat]
    c = CARDS[card_id]
    cost = c.revolution_cost if revolution else c.science_cost
    if c.category == "theater" and has_leader(civ, "js_bach_ii"):
        cost -= 2
    if shakespeare_pair(civ, c):
        cost -= 1
    if science_partners(state, seat):
        cost -= 2
    return max(cost, 0)


def science_partners(state: TtaState, seat: int) -> list[int]:
    """Scientific Cooperation: the other parties, who pay 1 science when `seat` develops."""
    return [
        p.other(seat)
        for p in pacts_of(state, seat)
        if CARDS[p.card].effect.get("both", {}).get("other_party_pays_science")
    ]


def stages_per_action(civ: Civ) -> int:
    best = 1
    for t in civ.techs:
        best = max(best, CARDS[t].effect.get("wonder_stages_per_civil_action", 1))
    return best


def urban_count(civ: Civ, category: str) -> int:
    return workers_in(civ, category)


def wonder_take_cost(civ: Civ, slot: int) -> int:
    cost = ROW_COSTS[slot - 1]
    if not has_leader(civ, "michelangelo_i"):
        cost += len(civ.wonders)
    return cost


def take_cost(civ: Civ, slot: int, card_id: str) -> int:
    c = CARDS[card_id]
    if c.kind == "wonder":
        cost = wonder_take_cost(civ, slot)
        if card_id == "taj_mahal_i" and "replaced" in civ.used:
            cost -= 2
        return max(cost, 0)
    cost = ROW_COSTS[slot - 1]
    if c.kind == "leader" and has_leader(civ, "hammurabi_a"):
        cost -= 1
    return max(cost, 0)


# --------------------------------------------------------------------------- take a card


def check_take(ctx: Ctx, slot: int, budget: int | None = None) -> Refusal | None:
    """`budget`: International Agreement's civil actions instead of the civilization's own."""
    state, civ = ctx.state, ctx.civ
    card_id = state.row[slot - 1]
    if card_id is None:
        return Refusal("tta.err.empty_slot", slot=slot)
    c = CARDS[card_id]
    cost = take_cost(civ, slot, card_id)
    if c.kind == "wonder":
        if civ.unfinished is not None:
            return Refusal("tta.err.unfinished_wonder", card=civ.unfinished)
    else:
        if len(civ.civil_hand) >= ctx.r.civil_hand_limit:
            return Refusal("tta.err.civil_hand_full", limit=ctx.r.civil_hand_limit)
        if c.is_tech and (card_id in civ.techs or card_id in civ.civil_hand):
            return Refusal("tta.err.same_technology", card=card_id)
        if c.kind == "leader" and c.age in civ.leader_ages:
            return Refusal("tta.err.leader_age_taken", age=c.age)
    if budget is not None:
        if cost > budget:
            return Refusal("tta.err.agreement_budget", cost=cost, left=budget)
    elif not can_spend_civil(civ, cost):
        return Refusal("tta.err.civil_actions", need=cost, left=civil_left(civ))
    return None


def apply_take(
    state: TtaState, seat: int, slot: int, events: list[Event], *, budget: bool = False, fresh: bool = True
) -> int:
    civ = state.civs[seat]
    card_id = state.row[slot - 1]
    assert card_id is not None
    c = CARDS[card_id]
    cost = take_cost(civ, slot, card_id)
    if not budget:
        spend_civil(civ, cost)
    state.row[slot - 1] = None
    if c.kind == "wonder":
        civ.unfinished = card_id
        civ.stages = 0
    else:
        civ.civil_hand.append(card_id)
        if c.kind == "leader":
            civ.leader_ages.append(c.age)
        if c.kind == "action" and fresh:
            civ.fresh.append(card_id)
        if c.is_tech and has_leader(civ, "aristotle_a"):
            civ.science += 1
    events.append(
        Event(key="tta.log.take", params={"seat": seat, "card": card_id, "slot": slot, "cost": cost})
    )
    return cost


# --------------------------------------------------------------------------- population


def pop_food_cost(ctx: Ctx, discount: int = 0) -> int | None:
    cost = ctx.r.population_cost
    if cost is None:
        return None
    if has_leader(ctx.civ, "moses_a"):
        cost -= 1
    return max(cost - discount, 0)


def check_pop(
    ctx: Ctx, *, free_action: bool = False, discount: int = 0, liner: bool = False
) -> Refusal | None:
    civ = ctx.civ
    if liner:
        if not has_wonder(civ, "ocean_liner_service_ii"):
            return Refusal("tta.err.no_liner")
        if "liner" in civ.used:
            return Refusal("tta.err.liner_used")
        if civ.yellow_bank <= 0:
            return Refusal("tta.err.no_yellow")
        return None
    cost = pop_food_cost(ctx, discount)
    if cost is None:
        return Refusal("tta.err.no_yellow")
    if ctx.r.food < cost:
        return Refusal("tta.err.food", need=cost, have=ctx.r.food)
    if not free_action and not can_spend_civil(civ, 1):
        return Refusal("tta.err.civil_actions", need=1, left=civil_left(civ))
    return None


def apply_pop(
    state: TtaState,
    seat: int,
    events: list[Event],
    *,
    free_action: bool = False,
    discount: int = 0,
    liner: bool = False,
) -> None:
    civ = state.civs[seat]
    if liner:
        civ.used.append("liner")
        cost = 0
    else:
        cost = pop_food_cost(Ctx(state, seat), discount) or 0
        if not free_action:
            spend_civil(civ, 1)
        economy.pay(civ, "food", cost)
    economy.gain_population(civ, 1)
    events.append(Event(key="tta.log.pop", params={"seat": seat, "food": cost}))


# --------------------------------------------------------------------------- build, upgrade, destroy


def check_build(
    ctx: Ctx,
    tech: str,
    *,
    free_action: bool = False,
    discount: int = 0,
    kinds: tuple[str, ...] | None = None,
    ignore_cost: bool = False,
) -> Refusal | None:
    civ = ctx.civ
    c = CARDS.get(tech)
    if c is None or tech not in civ.techs or not c.holds_workers:
        return Refusal("tta.err.not_buildable", card=tech)
    if kinds is not None and c.category not in kinds:
        return Refusal("tta.err.wrong_kind", card=tech)
    if civ.free_workers < 1:
        return Refusal("tta.err.no_worker")
    if c.is_urban and urban_count(civ, c.category) >= ctx.r.urban_limit:
        return Refusal("tta.err.urban_limit", limit=ctx.r.urban_limit, kind=c.category)
    cost = 0 if ignore_cost else max(build_cost(civ, tech) - discount, 0)
    have = economy.military_resources(civ) if c.is_unit else ctx.r.resources
    if have < cost:
        return Refusal("tta.err.resources", need=cost, have=have)
    if not free_action:
        if c.is_unit:
            if military_left(civ) < 1:
                return Refusal("tta.err.military_actions", need=1, left=military_left(civ))
        elif not can_spend_civil(civ, 1):
            return Refusal("tta.err.civil_actions", need=1, left=civil_left(civ))
    return None


def apply_build(
    state: TtaState,
    seat: int,
    tech: str,
    events: list[Event],
    *,
    free_action: bool = False,
    discount: int = 0,
    ignore_cost: bool = False,
) -> None:
    civ = state.civs[seat]
    c = CARDS[tech]
    cost = 0 if ignore_cost else max(build_cost(civ, tech) - discount, 0)
    if c.is_unit:
        if not free_action:
            spend_military(civ, 1)
        economy.pay_military(civ, cost)
    else:
        if not free_action:
            spend_civil(civ, 1)
        economy.pay(civ, "resources", cost)
    civ.free_workers -= 1
    civ.workers[tech] = civ.workers.get(tech, 0) + 1
    events.append(Event(key="tta.log.build", params={"seat": seat, "card": tech, "cost": cost}))


def bach_move(civ: Civ, frm: str, to: str) -> bool:
    """J. S. Bach: any urban building to a theater of the same or a higher level."""
    a, b = CARDS[frm], CARDS[to]
    return (
        has_leader(civ, "js_bach_ii")
        and a.is_urban
        and b.category == "theater"
        and a.category != "theater"
        and b.level >= a.level
    )


def check_upgrade(
    ctx: Ctx,
    frm: str,
    to: str,
    *,
    free_action: bool = False,
    discount: int = 0,
    kinds: tuple[str, ...] | None = None,
) -> Refusal | None:
    civ = ctx.civ
    a, b = CARDS.get(frm), CARDS.get(to)
    if a is None or b is None or frm not in civ.techs or to not in civ.techs:
        return Refusal("tta.err.not_in_play", card=frm if frm not in civ.techs else to)
    if civ.workers.get(frm, 0) < 1:
        return Refusal("tta.err.no_building", card=frm)
    bach = False
    if a.category != b.category or b.level <= a.level:
        if free_action or not bach_move(civ, frm, to):
            return Refusal("tta.err.upgrade_path", card=frm, to=to)
        if "bach" in civ.used:
            return Refusal("tta.err.bach_used")
        if urban_count(civ, "theater") >= ctx.r.urban_limit:
            return Refusal("tta.err.urban_limit", limit=ctx.r.urban_limit, kind="theater")
        bach = True
    if kinds is not None and a.category not in kinds:
        return Refusal("tta.err.wrong_kind", card=frm)
    if not (a.holds_workers and b.holds_workers):
        return Refusal("tta.err.not_buildable", card=frm)
    cost = max(upgrade_cost(civ, frm, to) - discount, 0)
    have = economy.military_resources(civ) if a.is_unit else ctx.r.resources
    if have < cost:
        return Refusal("tta.err.resources", need=cost, have=have)
    if not free_action or bach:
        if a.is_unit:
            if military_left(civ) < 1:
                return Refusal("tta.err.military_actions", need=1, left=military_left(civ))
        elif not can_spend_civil(civ, 1):
            return Refusal("tta.err.civil_actions", need=1, left=civil_left(civ))
    return None


def apply_upgrade(
    state: TtaState,
    seat: int,
    frm: str,
    to: str,
    events: list[Event],
    *,
    free_action: bool = False,
    discount: int = 0,
) -> None:
    civ = state.civs[seat]
    a = CARDS[frm]
    cost = max(upgrade_cost(civ, frm, to) - discount, 0)
    if a.category != CARDS[to].category:
        civ.used.append("bach")
    if a.is_unit:
        if not free_action:
            spend_military(civ, 1)
        economy.pay_military(civ, cost)
    else:
        if not free_action:
            spend_civil(civ, 1)
        economy.pay(civ, "resources", cost)
    civ.workers[frm] -= 1
    if civ.workers[frm] <= 0:
        del civ.workers[frm]
    civ.workers[to] = civ.workers.get(to, 0) + 1
    events.append(Event(key="tta.log.upgrade", params={"seat": seat, "card": frm, "to": to, "cost": cost}))


def check_destroy(ctx: Ctx, tech: str, *, units: bool) -> Refusal | None:
    civ = ctx.civ
    c = CARDS.get(tech)
    if c is None or civ.workers.get(tech, 0) < 1:
        return Refusal("tta.err.no_building", card=tech)
    if units != c.is_unit:
        return Refusal("tta.err.wrong_kind", card=tech)
    if units:
        if military_left(civ) < 1:
            return Refusal("tta.err.military_actions", need=1, left=military_left(civ))
    elif not can_spend_civil(civ, 1):
        return Refusal("tta.err.civil_actions", need=1, left=civil_left(civ))
    return None


def apply_destroy(state: TtaState, seat: int, tech: str, events: list[Event], *, units: bool) -> None:
    civ = state.civs[seat]
    if units:
        spend_military(civ, 1)
    else:
        spend_civil(civ, 1)
    economy.worker_to_pool(civ, tech)
    events.append(
        Event(key="tta.log.disband" if units else "tta.log.destroy", params={"seat": seat, "card": tech})
    )


# --------------------------------------------------------------------------- leaders


def check_leader(ctx: Ctx, card_id: str, homer: str | None) -> Refusal | None:
    civ = ctx.civ
    c = CARDS.get(card_id)
    if c is None or card_id not in civ.civil_hand or c.kind != "leader":
        return Refusal("tta.err.not_in_hand", card=card_id)
    if homer is not None:
        if civ.leader != "homer_a":
            return Refusal("tta.err.homer_only")
        if homer not in civ.wonders:
            return Refusal("tta.err.not_completed_wonder", card=homer)
    if not can_spend_civil(civ, 1):
        return Refusal("tta.err.civil_actions", need=1, left=civil_left(civ))
    return None


def apply_leader(state: TtaState, seat: int, card_id: str, homer: str | None, events: list[Event]) -> None:
    civ = state.civs[seat]
    spend_civil(civ, 1)
    civ.civil_hand.remove(card_id)
    old = civ.leader
    if old is not None:
        civ.used.append("replaced")
        if homer is not None:
            civ.homer_wonder = homer
            civ.leader = None  # Homer stays in play under the wonder: no civil action back
            events.append(Event(key="tta.log.homer_wonder", params={"seat": seat, "card": homer}))
        else:
            leader_leaves(state, seat, events, sync=False)
            refund_civil(civ, 1)
    civ.leader = card_id
    civ.leaders_played.append(card_id)
    if card_id == "homer_a":
        civ.mil_resources += 1
    sync_actions(state, seat)
    events.append(Event(key="tta.log.leader", params={"seat": seat, "card": card_id, "replaced": old}))


# --------------------------------------------------------------------------- technologies


def check_develop(
    ctx: Ctx, card_id: str, *, revolution: bool = False, free_action: bool = False, discount: int = 0
) -> Refusal | None:
    state, civ = ctx.state, ctx.civ
    c = CARDS.get(card_id)
    if c is None or card_id not in civ.civil_hand or not c.is_tech:
        return Refusal("tta.err.not_in_hand", card=card_id)
    if revolution and c.category != "government":
        return Refusal("tta.err.not_government", card=card_id)
    cost = max(science_cost(state, ctx.seat, card_id, revolution=revolution) - discount, 0)
    have = civ.science + (civ.mil_science if c.is_unit else 0)
    if have < cost:
        return Refusal("tta.err.science", need=cost, have=have)
    for partner in science_partners(state, ctx.seat):
        if state.civs[partner].science < 1:
            return Refusal("tta.err.partner_science", partner=partner)
    if revolution:
        if has_leader(civ, "maximilien_robespierre_ii"):
            if civ.military_used > 0 or civ.military_seen <= 0:
                return Refusal("tta.err.revolution_military", total=civ.military_seen)
        elif civ.civil_used > 0:
            return Refusal("tta.err.revolution_civil", total=civ.civil_seen)
    elif not free_action and not can_spend_civil(civ, 1):
        return Refusal("tta.err.civil_actions", need=1, left=civil_left(civ))
    return None


def apply_develop(
    state: TtaState,
    seat: int,
    card_id: str,
    events: list[Event],
    *,
    revolution: bool = False,
    free_action: bool = False,
    discount: int = 0,
) -> None:
    civ = state.civs[seat]
    c = CARDS[card_id]
    cost = max(science_cost(state, seat, card_id, revolution=revolution) - discount, 0)
    if c.is_unit:
        use = min(civ.mil_science, cost)
        civ.mil_science -= use
        civ.science -= cost - use
    else:
        civ.science -= cost
    for partner in science_partners(state, seat):
        state.civs[partner].science -= 1
    robespierre = revolution and has_leader(civ, "maximilien_robespierre_ii")
    if revolution:
        if robespierre:
            civ.military_used = civ.military_seen
        else:
            civ.civil_used = civ.civil_seen
    elif not free_action:
        spend_civil(civ, 1)
    civ.civil_hand.remove(card_id)
    _put_in_play(state, seat, card_id, events)
    r = rate(state, seat)
    sync_actions(state, seat, r)
    if revolution:
        # The new tokens of a revolution are set aside: not available this turn.
        if robespierre:
            civ.military_used = civ.military_seen
            economy.add_culture(civ, 3, "leaders")
            leader_culture(events, seat, "maximilien_robespierre_ii", 3)
        else:
            civ.civil_used = civ.civil_seen
    events.append(
        Event(
            key="tta.log.revolution" if revolution else "tta.log.develop",
            params={"seat": seat, "card": card_id, "cost": cost},
        )
    )
    technology_developed(state, seat, events)


def technology_developed(state: TtaState, seat: int, events: list[Event]) -> None:
    """Leaders that act whenever a technology is developed (a revolution counts)."""
    civ = state.civs[seat]
    if has_leader(civ, "leonardo_da_vinci_i"):
        economy.gain(civ, "resources", 1)
    if has_leader(civ, "isaac_newton_ii"):
        refund_civil(civ, 1)
    if has_leader(civ, "albert_einstein_iii"):
        economy.add_culture(civ, 3, "leaders")
        leader_culture(events, seat, "albert_einstein_iii", 3)


def leader_culture(events: list[Event], seat: int, leader: str, culture: int) -> None:
    """A leader's culture scored at once (Einstein, Robespierre, Churchill), for the log."""
    params = {"seat": seat, "card": leader, "culture": culture}
    events.append(Event(key="tta.log.leader_culture", params=params))


def _put_in_play(state: TtaState, seat: int, card_id: str, events: list[Event]) -> None:
    civ = state.civs[seat]
    c = CARDS[card_id]
    if c.category == "government":
        old = civ.government
        civ.techs.remove(old)
        remove_civil(state, old)
        civ.government = card_id
        civ.techs.append(card_id)
        return
    if c.is_special:
        same = [t for t in civ.techs if CARDS[t].category == c.category]
        for t in same:
            if CARDS[t].level >= c.level:
                # The card just developed is the weaker one: it leaves play at once.
                remove_civil(state, card_id)
                return
        for t in same:
            civ.techs.remove(t)
            remove_civil(state, t)
        civ.techs.append(card_id)
        _tokens_replaced(civ, [CARDS[t] for t in same], c)
        return
    civ.techs.append(card_id)


def _tokens_replaced(civ: Civ, gone: list[Card], new: Card) -> None:
    """A special technology replacing others of its type is one change of tokens (as of
    actions, § Si tu total de acciones cambia): only the difference comes or goes, so Civil
    Service replacing Justice System (3 blue tokens each) moves none, even with an empty bank.
    No 2015 card loses tokens this way; if one did, its least valuable stored tokens would go."""
    for key in ("blue_tokens", "yellow_tokens"):
        diff = new.values.get(key, 0) - sum(c.values.get(key, 0) for c in gone)
        if diff > 0:
            (economy.add_blue if key == "blue_tokens" else economy.add_yellow)(civ, diff)
        elif diff < 0 and key == "yellow_tokens":
            economy.remove_yellow(civ, -diff)
        elif diff < 0:
            owed = economy.remove_blue_from_bank(civ, -diff)
            economy.return_stored(civ, economy.cheapest_tokens(civ, owed))


def _tokens_enter(civ: Civ, c: Card) -> None:
    _tokens_replaced(civ, [], c)


def steal_special(state: TtaState, winner: int, loser: int, card_id: str) -> int:
    """War over Technology: a special technology changes hands (§ Resolver una guerra). Returns
    the blue tokens the loser loses with it (Justice System, Civil Service): the caller has the
    loser return them (`tasks.lose_blue`), choosing stored ones if the bank lacks."""
    lo = state.civs[loser]
    lo.techs.remove(card_id)
    v = CARDS[card_id].values
    economy.remove_yellow(lo, v.get("yellow_tokens", 0))
    sync_actions(state, loser)
    _put_in_play(state, winner, card_id, [])
    sync_actions(state, winner)
    return max(v.get("blue_tokens", 0), 0)


# --------------------------------------------------------------------------- wonders


def next_stage_costs(civ: Civ, n: int) -> list[int] | None:
    if civ.unfinished is None:
        return None
    stages = CARDS[civ.unfinished].stages
    rest = stages[civ.stages :]
    return list(rest[:n]) if len(rest) >= n else None


def check_wonder(ctx: Ctx, n: int, *, free_action: bool = False, discount: int = 0) -> Refusal | None:
    civ = ctx.civ
    if civ.unfinished is None:
        return Refusal("tta.err.no_unfinished_wonder")
    if n > (1 if free_action else stages_per_action(civ)):
        return Refusal("tta.err.wonder_stages", most=stages_per_action(civ))
    costs = next_stage_costs(civ, n)
    if costs is None:
        return Refusal("tta.err.wonder_stages_left", left=len(CARDS[civ.unfinished].stages) - civ.stages)
    cost = max(sum(costs) - discount, 0)
    if ctx.r.resources < cost:
        return Refusal("tta.err.resources", need=cost, have=ctx.r.resources)
    if civ.blue_bank + sum(civ.tokens.values()) < n:
        return Refusal("tta.err.no_blue_tokens", need=n)
    if not free_action and not can_spend_civil(civ, 1):
        return Refusal("tta.err.civil_actions", need=1, left=civil_left(civ))
    return None


def apply_wonder(
    state: TtaState, seat: int, n: int, events: list[Event], *, free_action: bool = False, discount: int = 0
) -> None:
    """Pay the stages, then cover each with a blue token of the bank; with the bank empty, with a
    token of a farm or mine the player chooses (§ Construir la etapa de una maravilla: "utiliza
    una ficha de tus cartas de tecnología"; ruling 7): asked (decision `wonder_tokens`) only when
    there is a choice, the stages it covers built and the wonder completed once answered."""
    civ = state.civs[seat]
    costs = next_stage_costs(civ, n) or []
    cost = max(sum(costs) - discount, 0)
    if not free_action:
        spend_civil(civ, 1)
    economy.pay(civ, "resources", cost)
    wonder = civ.unfinished
    assert wonder is not None
    from_bank = min(n, civ.blue_bank)
    civ.blue_bank -= from_bank
    civ.stages += from_bank
    events.append(
        Event(key="tta.log.wonder_stage", params={"seat": seat, "card": wonder, "stages": n, "cost": cost})
    )
    owed = n - from_bank
    holders = economy.blue_holders(civ)
    if owed and len(holders) > 1 and owed < sum(civ.tokens[t] for t in holders):
        ask = window("wonder_tokens", [seat], card=wonder, amounts={seat: owed}, options={seat: holders})
        push(state, ask)
        return
    cover_stages(state, seat, economy.cheapest_tokens(civ, owed), events)


def cover_stages(state: TtaState, seat: int, cards: list[str] | tuple[str, ...], events: list[Event]) -> None:
    """Stages paid and not yet covered take these stored tokens (one card id per token) off the
    farms and mines onto the wonder; the wonder is complete when every stage is covered."""
    civ = state.civs[seat]
    wonder = civ.unfinished
    assert wonder is not None
    if cards:
        for t in cards:
            economy.move_stored_token(civ, t)
        civ.stages += len(cards)
        events.append(
            Event(key="tta.log.wonder_tokens", params={"seat": seat, "card": wonder, "cards": list(cards)})
        )
    if civ.stages >= len(CARDS[wonder].stages):
        complete_wonder(state, seat, events)


def complete_wonder(state: TtaState, seat: int, events: list[Event]) -> None:
    from engine.tta.scoring import wonder_culture  # one-time Age III effects

    civ = state.civs[seat]
    wonder = civ.unfinished
    assert wonder is not None
    civ.blue_bank += civ.stages
    civ.stages = 0
    civ.unfinished = None
    civ.wonders.append(wonder)
    _tokens_enter(civ, CARDS[wonder])
    sync_actions(state, seat)
    gain = wonder_culture(state, seat, wonder)
    economy.add_culture(civ, gain, "wonders")
    events.append(
        Event(key="tta.log.wonder_complete", params={"seat": seat, "card": wonder, "culture": gain})
    )


# --------------------------------------------------------------------------- tactics


def check_tactic(ctx: Ctx, card_id: str) -> Refusal | None:
    civ = ctx.civ
    c = CARDS.get(card_id)
    if c is None or card_id not in civ.military_hand or c.kind != "tactic":
        return Refusal("tta.err.not_in_hand", card=card_id)
    if "tactic" in civ.used:
        return Refusal("tta.err.tactic_used")
    if military_left(civ) < 1:
        return Refusal("tta.err.military_actions", need=1, left=military_left(civ))
    return None


def apply_tactic(state: TtaState, seat: int, card_id: str, events: list[Event]) -> None:
    civ = state.civs[seat]
    spend_military(civ, 1)
    civ.military_hand.remove(card_id)
    if civ.own_tactic is not None:  # pragma: no cover - shared at every turn start
        _share(state, civ.own_tactic)
    civ.own_tactic = card_id
    civ.tactic = card_id
    civ.used.append("tactic")
    events.append(Event(key="tta.log.tactic", params={"seat": seat, "card": card_id}))


def _share(state: TtaState, card_id: str) -> None:
    state.shared_tactics[card_id] = state.shared_tactics.get(card_id, 0) + 1


def share_tactic(state: TtaState, seat: int, events: list[Event]) -> None:
    civ = state.civs[seat]
    if civ.own_tactic is not None:
        _share(state, civ.own_tactic)
        events.append(Event(key="tta.log.tactic_shared", params={"seat": seat, "card": civ.own_tactic}))
        civ.own_tactic = None


def check_copy(ctx: Ctx, card_id: str) -> Refusal | None:
    civ = ctx.civ
    if card_id not in ctx.state.shared_tactics:
        return Refusal("tta.err.not_shared", card=card_id)
    if civ.tactic == card_id:
        return Refusal("tta.err.already_tactic", card=card_id)
    if "tactic" in civ.used:
        return Refusal("tta.err.tactic_used")
    if military_left(civ) < 2:
        return Refusal("tta.err.military_actions", need=2, left=military_left(civ))
    return None


def apply_copy(state: TtaState, seat: int, card_id: str, events: list[Event]) -> None:
    civ = state.civs[seat]
    spend_military(civ, 2)
    civ.tactic = card_id
    civ.used.append("tactic")
    events.append(Event(key="tta.log.copy_tactic", params={"seat": seat, "card": card_id}))


# --------------------------------------------------------------------------- leaders' and pacts' abilities


def check_churchill(ctx: Ctx) -> Refusal | None:
    if not has_leader(ctx.civ, "winston_churchill_iii"):
        return Refusal("tta.err.no_such_leader", card="winston_churchill_iii")
    if "churchill" in ctx.civ.used:
        return Refusal("tta.err.once_per_turn", card="winston_churchill_iii")
    return None


def apply_churchill(state: TtaState, seat: int, choice: str, events: list[Event]) -> None:
    civ = state.civs[seat]
    civ.used.append("churchill")
    if choice == "culture":
        economy.add_culture(civ, 3, "leaders")
        leader_culture(events, seat, "winston_churchill_iii", 3)
    else:
        civ.mil_science += 3
        civ.mil_resources += 3
    events.append(Event(key="tta.log.churchill", params={"seat": seat, "choice": choice}))


def trade_side(state: TtaState, seat: int) -> str | None:
    for p in pacts_of(state, seat):
        eff = CARDS[p.card].effect
        side = p.side_of(seat)
        if side and (
            "may_spend_food_as_resource_per_turn" in eff.get(side, {})
            or "may_spend_resource_as_food_per_turn" in eff.get(side, {})
        ):
            return side
    return None


def check_convert(ctx: Ctx) -> Refusal | None:
    side = trade_side(ctx.state, ctx.seat)
    if side is None:
        return Refusal("tta.err.no_trade_pact")
    if "trade" in ctx.civ.used:
        return Refusal("tta.err.once_per_turn", card="trade_routes_agreement_i")
    source = "food" if side == "A" else "resources"
    if stored(ctx.civ, source) < 1:
        return Refusal("tta.err.food" if source == "food" else "tta.err.resources", need=1, have=0)
    return None


def apply_convert(state: TtaState, seat: int, events: list[Event]) -> None:
    civ = state.civs[seat]
    side = trade_side(state, seat)
    source, target = ("food", "resources") if side == "A" else ("resources", "food")
    civ.used.append("trade")
    economy.pay(civ, source, 1)
    economy.gain(civ, target, 1)
    events.append(Event(key="tta.log.convert", params={"seat": seat, "source": source, "target": target}))


def check_barbarossa(ctx: Ctx, tech: str) -> Refusal | None:
    civ = ctx.civ
    if not has_leader(civ, "frederick_barbarossa_i"):
        return Refusal("tta.err.no_such_leader", card="frederick_barbarossa_i")
    c = CARDS.get(tech)
    if c is None or tech not in civ.techs or not c.is_unit:
        return Refusal("tta.err.not_buildable", card=tech)
    food = pop_food_cost(ctx, 1)
    if food is None:
        return Refusal("tta.err.no_yellow")
    if ctx.r.food < food:
        return Refusal("tta.err.food", need=food, have=ctx.r.food)
    cost = max(build_cost(civ, tech) - 1, 0)
    if economy.military_resources(civ) < cost:
        return Refusal("tta.err.resources", need=cost, have=economy.military_resources(civ))
    if military_left(civ) < 1:
        return Refusal("tta.err.military_actions", need=1, left=military_left(civ))
    return None


def apply_barbarossa(state: TtaState, seat: int, tech: str, events: list[Event]) -> None:
    civ = state.civs[seat]
    food = pop_food_cost(Ctx(state, seat), 1) or 0
    spend_military(civ, 1)
    economy.pay(civ, "food", food)
    economy.gain_population(civ, 1)
    apply_build(state, seat, tech, events, free_action=True, discount=1)


__all__ = [
    "apply_barbarossa",
    "apply_build",
    "apply_churchill",
    "apply_convert",
    "apply_copy",
    "apply_destroy",
    "apply_develop",
    "apply_leader",
    "apply_pop",
    "apply_tactic",
    "apply_take",
    "apply_upgrade",
    "apply_wonder",
    "build_cost",
    "can_spend_civil",
    "check_barbarossa",
    "check_build",
    "check_churchill",
    "check_convert",
    "check_copy",
    "check_destroy",
    "check_develop",
    "check_leader",
    "check_pop",
    "check_tactic",
    "check_take",
    "check_upgrade",
    "check_wonder",
    "complete_wonder",
    "cover_stages",
    "science_cost",
    "share_tactic",
    "spend_civil",
    "spend_military",
    "stages_per_action",
    "steal_special",
    "take_cost",
    "upgrade_cost",
]
