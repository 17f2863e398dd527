"""The politics phase (§ Fase política): events, aggressions, wars, pacts, resigning, the
leaders' political abilities; the colonization auction (§ Colonización) and wars' resolution
(§ Resolver una guerra)."""

from __future__ import annotations

import itertools
from collections import Counter

from engine.core import Event, Refusal
from engine.tta import economy
from engine.tta.cards import CARDS
from engine.tta.context import Ctx
from engine.tta.production import clone_civ
from engine.tta.ratings import (
    army_value,
    attack_bonus,
    military_left,
    pacts_of,
    rate,
    sync_actions,
)
from engine.tta.row import discard_military, draw_military, leader_leaves, remove_civil
from engine.tta.state import Civ, FutureEvent, Pact, Task, TtaState, War
from engine.tta.tasks import lose_blue, lose_population, push, window
from engine.tta.turn import spend_military

RESIGN_CULTURE = 7


# --------------------------------------------------------------------------- may a political action be taken


def political_limit(state: TtaState, seat: int) -> int:
    civ = state.civs[seat]
    return 2 if civ.leader == "julius_caesar_a" and not civ.caesar_used else 1


def check_political(state: TtaState, seat: int) -> Refusal | None:
    if state.round == 1:
        return Refusal("tta.err.first_turn")
    if state.phase != "politics":
        return Refusal("tta.err.politics_over")
    if state.political_done >= political_limit(state, seat):
        return Refusal("tta.err.politics_over")
    return None


def after_political(state: TtaState, seat: int) -> None:
    civ = state.civs[seat]
    state.political_done += 1
    if state.political_done >= 2:
        civ.caesar_used = True
    if state.political_done >= political_limit(state, seat) or state.political_done >= 2:
        state.phase = "actions"


# --------------------------------------------------------------------------- events


def check_event(ctx: Ctx, card: str) -> Refusal | None:
    c = CARDS.get(card)
    if c is None or card not in ctx.civ.military_hand:
        return Refusal("tta.err.not_in_hand", card=card)
    if c.kind not in ("event", "territory"):
        return Refusal("tta.err.not_event", card=card)
    return None


def apply_event(state: TtaState, seat: int, card: str, events: list[Event]) -> None:
    civ = state.civs[seat]
    civ.military_hand.remove(card)
    state.future_events.append(FutureEvent(card=card, seat=seat))
    economy.add_culture(civ, CARDS[card].level, "events")
    events.append(Event(key="tta.log.event_prepared", params={"seat": seat, "culture": CARDS[card].level}))
    events.append(Event(key="tta.log.event_prepared_card", params={"seat": seat, "card": card}, to=[seat]))
    reveal(state, seat, events)


def reveal(state: TtaState, revealer: int, events: list[Event]) -> None:
    from engine.tta.events import resolve

    if not state.current_events:  # pragma: no cover - rebuilt whenever it runs out
        rebuild_current(state, events)
    card = state.current_events.pop()
    state.revealed = card
    events.append(Event(key="tta.log.event_revealed", params={"seat": revealer, "card": card}, reveals=True))
    push(state, *resolve(state, card, revealer, events))


def rebuild_current(state: TtaState, events: list[Event]) -> None:
    """The current events ran out: the future deck is shuffled, older ages on top."""
    cards = [f.card for f in state.future_events]
    state.future_events = []
    state.rng.shuffle(cards)
    cards.sort(key=lambda c: -CARDS[c].level)  # stable: shuffled within an age; top = last
    state.current_events = cards
    events.append(Event(key="tta.log.events_rebuilt", params={"count": len(cards)}))


def event_done(state: TtaState, card: str, events: list[Event]) -> None:
    if CARDS[card].kind != "territory" or not any(card in c.colonies for c in state.civs):
        state.past_events.append(card)
    if not state.current_events:
        rebuild_current(state, events)


# --------------------------------------------------------------------------- attacks


def protected(state: TtaState, seat: int, target: int, war: bool) -> bool:
    for p in pacts_of(state, seat):
        eff = CARDS[p.card].effect
        if p.other(seat) == target and eff.get("parties_cannot_attack_each_other"):
            return True
    if war:
        for p in pacts_of(state, target):
            eff = CARDS[p.card].effect
            if p.side_of(target) == "B" and eff.get("B", {}).get("nobody_may_declare_war_on_b"):
                return True
    return False


def cancelled_pacts(state: TtaState, seat: int, target: int) -> list[Pact]:
    """Pacts between the two that end when one attacks the other."""
    return [
        p
        for p in pacts_of(state, seat)
        if p.other(seat) == target and CARDS[p.card].effect.get("ends_if_either_attacks_the_other")
    ]


def _without(state: TtaState, pacts: list[Pact]) -> TtaState:
    if not pacts:
        return state
    civs = list(state.civs)
    for p in pacts:
        civs[p.owner] = clone_civ(civs[p.owner])
        civs[p.owner].pact = None
    return TtaState.model_construct(**{**state.__dict__, "civs": civs})


def attack_strengths(state: TtaState, seat: int, target: int) -> tuple[int, int]:
    """(attacker's strength with its bonuses against the target, the target's strength), never
    counting pacts the attack would cancel (§ Jugar una agresión)."""
    s = _without(state, cancelled_pacts(state, seat, target))
    return rate(s, seat).strength + attack_bonus(s, seat, target), rate(s, target).strength


def attack_cost(state: TtaState, card: str, target: int) -> int:
    cost = CARDS[card].action_cost
    if state.civs[target].leader == "mahatma_gandhi_iii":
        cost *= 2
    return cost


def _check_target(state: TtaState, seat: int, target: int) -> Refusal | None:
    if target == seat or target >= state.players or not state.civs[target].alive:
        return Refusal("tta.err.bad_target", target=target)
    return None


def check_aggression(ctx: Ctx, card: str, target: int) -> Refusal | None:
    state, civ, seat = ctx.state, ctx.civ, ctx.seat
    c = CARDS.get(card)
    if c is None or card not in civ.military_hand or c.kind != "aggression":
        return Refusal("tta.err.not_in_hand", card=card)
    bad = _check_target(state, seat, target)
    if bad:
        return bad
    if civ.leader == "mahatma_gandhi_iii":
        return Refusal("tta.err.gandhi")
    if protected(state, seat, target, war=False):
        return Refusal("tta.err.pact_protects", target=target)
    cost = attack_cost(state, card, target)
    if military_left(civ) < cost:
        return Refusal("tta.err.military_actions", need=cost, left=military_left(civ))
    tciv = state.civs[target]
    eff = c.effect
    if eff.get("requires_target_has_colony") and not tciv.colonies:
        return Refusal("tta.err.no_colony", target=target)
    if eff.get("requires_target_has_leader_or_unfinished_wonder") and not (tciv.leader or tciv.unfinished):
        return Refusal("tta.err.nothing_to_infiltrate", target=target)
    mine, theirs = attack_strengths(state, seat, target)
    if mine <= theirs:
        return Refusal("tta.err.not_stronger", mine=mine, theirs=theirs, target=target)
    return None


def _cancel_for_attack(state: TtaState, seat: int, target: int, events: list[Event]) -> None:
    for p in cancelled_pacts(state, seat, target):
        end_pact(state, p, events)


def end_pact(state: TtaState, p: Pact, events: list[Event], *, sync: bool = True) -> None:
    state.civs[p.owner].pact = None
    discard_military(state, p.card)
    if sync:
        sync_actions(state, p.owner)
        sync_actions(state, p.partner)
    events.append(Event(key="tta.log.pact_ends", params={"card": p.card, "seats": [p.owner, p.partner]}))


def apply_aggression(state: TtaState, seat: int, card: str, target: int, events: list[Event]) -> None:
    civ = state.civs[seat]
    spend_military(civ, attack_cost(state, card, target))
    civ.military_hand.remove(card)
    _cancel_for_attack(state, seat, target, events)
    mine, theirs = attack_strengths(state, seat, target)
    events.append(
        Event(
            key="tta.log.aggression",
            params={"seat": seat, "card": card, "target": target, "strength": mine, "defence": theirs},
        )
    )
    push(state, window("defend", [target], card=card, seat=seat, other=target, amount=mine))


def defence_value(state: TtaState, seat: int, cards: tuple[str, ...], discard: tuple[str, ...]) -> int:
    return rate(state, seat).strength + sum(CARDS[c].defense for c in cards) + len(discard)


def check_defend(
    state: TtaState, seat: int, need: int, cards: tuple[str, ...], discard: tuple[str, ...]
) -> Refusal | None:
    civ = state.civs[seat]
    hand = Counter(civ.military_hand)
    use = Counter(cards) + Counter(discard)
    for c, n in use.items():
        if hand[c] < n:
            return Refusal("tta.err.not_in_hand", card=c)
    for c in cards:
        if CARDS[c].kind != "bonus":
            return Refusal("tta.err.not_bonus", card=c)
    most = rate(state, seat).military_total
    if len(cards) + len(discard) > most:
        return Refusal("tta.err.defence_cards", most=most)
    value = defence_value(state, seat, cards, discard)
    if value < need:
        return Refusal("tta.err.defence_short", value=value, need=need)
    return None


def apply_defend(
    state: TtaState, task: Task, cards: tuple[str, ...], discard: tuple[str, ...], events: list[Event]
) -> None:
    civ = state.civs[task.other]
    for c in (*cards, *discard):
        civ.military_hand.remove(c)
        discard_military(state, c)
    discard_military(state, task.card)
    economy.tally(civ, "defended")
    economy.tally(state.civs[task.seat], "aggressions_failed")
    events.append(
        Event(
            key="tta.log.defended",
            params={
                "seat": task.other,
                "attacker": task.seat,
                "card": task.card,
                "bonus": list(cards),
                "discarded": len(discard),
            },
        )
    )
    events.append(
        Event(
            key="tta.log.defence_discards",
            params={"seat": task.other, "cards": list(discard)},
            to=[task.other],
        )
    )


def aggression_succeeds(state: TtaState, task: Task, events: list[Event]) -> list[Task]:
    """The defender did not match the aggressor: the card's effect (§ Jugar una agresión)."""
    seat, target, card = task.seat, task.other, task.card
    base = card.rsplit("_", 1)[0]
    eff = CARDS[card].effect
    civ, tciv = state.civs[seat], state.civs[target]
    discard_military(state, card)
    economy.tally(civ, "aggressions_won")
    economy.tally(tciv, "aggressions_suffered")
    events.append(
        Event(key="tta.log.aggression_succeeds", params={"seat": seat, "card": card, "target": target})
    )
    tasks: list[Task] = []
    if base == "enslave":
        tasks = lose_population(state, {target: eff.get("target_loses_population", 1)}, events, card=card)
        gains = eff.get("aggressor_gains", {})
        got_f = economy.gain(civ, "food", gains.get("food", 0))
        got_r = economy.gain(civ, "resources", gains.get("resources", 0))
        events.append(
            Event(key="tta.log.event_gain", params={"seat": seat, "food": got_f, "resources": got_r})
        )
    elif base == "plunder":
        from engine.tta.events import split_options

        amount = eff["take_from_target_total_food_and_or_resources"]
        splits = split_options(state, target, "raiders", amount)
        task = window("plunder", [seat], card=card, seat=seat, other=target, amount=amount)
        if len(splits) == 1:  # nothing to choose: take what is there
            plunder(state, task, int(splits[0]), events)
        elif splits:
            tasks = [task]
    elif base == "raid":
        targets = raid_options(state, target)
        if targets:
            tasks = [window("raid", [seat], card=card, seat=seat, other=target, options={seat: targets})]
    elif base == "annex":
        tasks = [
            window(
                "annex",
                [seat],
                card=card,
                seat=seat,
                other=target,
                options={seat: sorted(set(tciv.colonies))},
            )
        ]
    elif base == "infiltrate":
        options = [c for c in (tciv.leader, tciv.unfinished) if c]
        tasks = [window("infiltrate", [seat], card=card, seat=seat, other=target, options={seat: options})]
    elif base == "spy":
        n = min(tciv.science, eff["take_from_target"]["science"])
        tciv.science -= n
        civ.science += n
        events.append(
            Event(key="tta.log.science_taken", params={"seat": seat, "target": target, "science": n})
        )
    elif base == "armed_intervention":
        n = economy.take_culture(tciv, civ, eff["take_from_target"]["culture"])
        events.append(
            Event(key="tta.log.culture_taken", params={"seat": seat, "target": target, "culture": n})
        )
    return tasks


def plunder(state: TtaState, task: Task, food: int, events: list[Event]) -> None:
    civ, tciv = state.civs[task.seat], state.civs[task.other]
    lost_f = economy.lose(tciv, "food", food)
    lost_r = economy.lose(tciv, "resources", task.amount - food)
    got_f = economy.gain(civ, "food", lost_f)
    got_r = economy.gain(civ, "resources", lost_r)
    events.append(
        Event(
            key="tta.log.plundered",
            params={"seat": task.seat, "target": task.other, "food": got_f, "resources": got_r},
        )
    )


def raid_limits(card: str) -> list[int]:
    """The ages (levels) of buildings a Raid destroys: one per entry, "of that age or older"."""
    ages = CARDS[card].effect["destroy_target_urban_buildings_max_age"]
    return sorted(("A", "I", "II", "III").index(a) for a in ages)


def raid_options(state: TtaState, target: int) -> list[str]:
    return sorted(t for t, n in state.civs[target].workers.items() if n and CARDS[t].is_urban)


def raid_fits(state: TtaState, card: str, target: int, chosen: tuple[str, ...]) -> bool:
    """Whether `chosen` is a legal set of buildings for the raid: as many as possible, each
    matched to one of the card's age limits."""
    limits = raid_limits(card)
    civ = state.civs[target]
    have = Counter(chosen)
    for t, n in have.items():
        if civ.workers.get(t, 0) < n or not CARDS[t].is_urban:
            return False
    best = _raid_max(civ.workers, limits)
    if len(chosen) != best:
        return False
    return _matches(sorted(CARDS[t].level for t in chosen), limits)


def _matches(levels: list[int], limits: list[int]) -> bool:
    # Greedy: lowest level to lowest limit works for "level <= limit" matching.
    if len(levels) > len(limits):
        return False
    free = list(limits)
    for lv in sorted(levels, reverse=True):
        fit = [x for x in free if x >= lv]
        if not fit:
            return False
        free.remove(min(fit))
    return True


def _raid_max(workers: dict[str, int], limits: list[int]) -> int:
    levels = sorted(lv for t, n in workers.items() if CARDS[t].is_urban for lv in [CARDS[t].level] * n)
    best = 0
    for k in range(1, len(limits) + 1):
        if any(_matches(list(combo), limits) for combo in itertools.combinations(levels, k)):
            best = k
    return best


def raze(state: TtaState, task: Task, chosen: tuple[str, ...], events: list[Event]) -> None:
    tciv = state.civs[task.other]
    total = 0
    for t in chosen:
        economy.worker_to_pool(tciv, t)
        total += CARDS[t].build_cost
        events.append(Event(key="tta.log.razed", params={"seat": task.seat, "target": task.other, "card": t}))
    got = economy.gain(state.civs[task.seat], "resources", (total + 1) // 2)
    events.append(Event(key="tta.log.event_gain", params={"seat": task.seat, "resources": got}))


def seize(state: TtaState, task: Task, card: str, events: list[Event]) -> list[Task]:
    civ, tciv = state.civs[task.seat], state.civs[task.other]
    if task.purpose == "annex":
        tciv.colonies.remove(card)
        lost = {task.other: colony_leaves(tciv, card)}
        civ.colonies.append(card)
        lost[task.seat] = colony_enters(civ, card)
        sync_actions(state, task.other)
        sync_actions(state, task.seat)
        events.append(
            Event(key="tta.log.annexed", params={"seat": task.seat, "target": task.other, "card": card})
        )
        return lose_blue(state, {s: n for s, n in lost.items() if n}, events, card=card)
    else:
        level = CARDS[card].level
        if card == tciv.leader:
            leader_leaves(state, task.other, events)
        else:
            from engine.tta.row import drop_unfinished

            drop_unfinished(state, task.other)
        economy.add_culture(civ, 3 * level, "military")
        events.append(
            Event(
                key="tta.log.infiltrated",
                params={"seat": task.seat, "target": task.other, "card": card, "culture": 3 * level},
            )
        )
        return []


# --------------------------------------------------------------------------- colonies


def colony_enters(civ: Civ, card: str) -> int:
    """A colony's tokens come; returns the blue tokens it takes away (Vast Territory), which
    the caller has the civilization lose (`tasks.lose_blue`)."""
    perm = CARDS[card].permanent
    if perm.get("blue_tokens", 0) > 0:
        economy.add_blue(civ, perm["blue_tokens"])
    if perm.get("yellow_tokens", 0) > 0:
        economy.add_yellow(civ, perm["yellow_tokens"])
    return max(-perm.get("blue_tokens", 0), 0)


def colony_leaves(civ: Civ, card: str) -> int:
    """A colony's tokens go; returns the blue tokens to lose (those it brought)."""
    perm = CARDS[card].permanent
    if perm.get("blue_tokens", 0) < 0:
        economy.add_blue(civ, -perm["blue_tokens"])
    if perm.get("yellow_tokens", 0) > 0:
        economy.remove_yellow(civ, perm["yellow_tokens"])
    return max(perm.get("blue_tokens", 0), 0)


def lose_colony(state: TtaState, seat: int, card: str, events: list[Event]) -> list[Task]:
    civ = state.civs[seat]
    civ.colonies.remove(card)
    blue = colony_leaves(civ, card)
    discard_military(state, card)
    sync_actions(state, seat)
    events.append(Event(key="tta.log.colony_lost", params={"seat": seat, "card": card}))
    return lose_blue(state, {seat: blue}, events, card=card) if blue else []


def colonize(state: TtaState, seat: int, card: str, events: list[Event]) -> list[Task]:
    """The territory becomes a colony: permanent effect first, then the immediate one. Blue
    tokens it takes away with an empty bank are chosen after (a gain needs bank tokens: none
    can reach a farm or mine meanwhile)."""
    civ = state.civs[seat]
    civ.colonies.append(card)
    blue = colony_enters(civ, card)
    tasks = lose_blue(state, {seat: blue}, events, card=card) if blue else []
    sync_actions(state, seat)
    imm = CARDS[card].immediate
    civ.science += imm.get("science", 0)
    economy.add_culture(civ, imm.get("culture", 0), "colonies")
    got_r = economy.gain(civ, "resources", imm.get("resources", 0))
    got_f = economy.gain(civ, "food", imm.get("food", 0))
    pop = economy.gain_population(civ, imm.get("population", 0))
    events.append(
        Event(
            key="tta.log.colonized",
            params={
                "seat": seat,
                "card": card,
                "science": imm.get("science", 0),
                "culture": imm.get("culture", 0),
                "resources": got_r,
                "food": got_f,
                "population": pop,
            },
        )
    )
    if imm.get("draw_military_cards"):
        draw_military(state, seat, imm["draw_military_cards"], events)
    return tasks


def force_units(state: TtaState, seat: int) -> list[str]:
    """One entry per military unit (its technology card), for colonization forces."""
    civ = state.civs[seat]
    return sorted(t for t, n in civ.workers.items() if CARDS[t].is_unit for _ in range(n))


def force_value(
    state: TtaState, seat: int, units: tuple[str, ...], bonus: tuple[str, ...], discard: tuple[str, ...]
) -> int:
    civ = state.civs[seat]
    if not units:
        return 0
    value = sum(CARDS[t].per_worker.get("strength", 0) for t in units)
    levels: dict[str, list[int]] = {u: [] for u in ("infantry", "cavalry", "artillery", "air_force")}
    for t in units:
        levels[CARDS[t].category].append(CARDS[t].level)
    value += army_value(levels, civ.tactic, civ.leader == "genghis_khan_i")
    value += rate(state, seat).colonization
    value += sum(CARDS[c].colonization for c in bonus) + len(discard)
    return value


def cook_discards(state: TtaState, seat: int) -> int:
    return 2 if state.civs[seat].leader == "james_cook_ii" else 0


def max_force(state: TtaState, seat: int) -> int:
    """The largest colonization force `seat` can send (every unit, bonus card, Cook's discards)."""
    civ = state.civs[seat]
    units = tuple(force_units(state, seat))
    if not units:
        return 0
    bonus = tuple(c for c in civ.military_hand if CARDS[c].kind == "bonus")
    others = [c for c in civ.military_hand if CARDS[c].kind != "bonus"]
    extra = min(cook_discards(state, seat), len(others))
    return force_value(state, seat, units, bonus, ()) + extra


def open_force(state: TtaState, seat: int) -> int:
    """The largest colonization force `seat` can send whatever its hidden military hand holds:
    its units and colonization rating, no bonus card, no discard. What everyone may know of how
    high it can bid (the public decision's buttons); `max_force` is for its own eyes."""
    units = tuple(force_units(state, seat))
    return force_value(state, seat, units, (), ()) if units else 0


def check_send(
    state: TtaState,
    seat: int,
    need: int,
    units: tuple[str, ...],
    bonus: tuple[str, ...],
    discard: tuple[str, ...],
) -> Refusal | None:
    civ = state.civs[seat]
    have = Counter(force_units(state, seat))
    for t, n in Counter(units).items():
        if have[t] < n:
            return Refusal("tta.err.no_unit", card=t)
    hand = Counter(civ.military_hand)
    for c, n in (Counter(bonus) + Counter(discard)).items():
        if hand[c] < n:
            return Refusal("tta.err.not_in_hand", card=c)
    for c in bonus:
        if CARDS[c].kind != "bonus":
            return Refusal("tta.err.not_bonus", card=c)
    if len(discard) > cook_discards(state, seat):
        return Refusal("tta.err.cook_only")
    value = force_value(state, seat, units, bonus, discard)
    if value < need:
        return Refusal("tta.err.force_short", value=value, need=need)
    return None


def send(
    state: TtaState,
    task: Task,
    units: tuple[str, ...],
    bonus: tuple[str, ...],
    discard: tuple[str, ...],
    events: list[Event],
) -> list[Task]:
    seat = task.seat
    civ = state.civs[seat]
    value = force_value(state, seat, units, bonus, discard)
    for t in units:
        economy.worker_off_card(civ, t)
    for c in (*bonus, *discard):
        civ.military_hand.remove(c)
        discard_military(state, c)
    events.append(
        Event(
            key="tta.log.force_sent",
            params={
                "seat": seat,
                "card": task.card,
                "units": list(units),
                "bonus": list(bonus),
                "discarded": len(discard),
                "value": value,
            },
        )
    )
    return colonize(state, seat, task.card, events)


def open_auction(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    """Bids clockwise from the revealer; a player without units cannot bid and passes."""
    order = state.clockwise(revealer)
    passed = [s for s in order if not force_units(state, s)]
    for s in passed:
        events.append(Event(key="tta.log.auction_no_units", params={"seat": s}))
    task = Task(kind="auction", card=card, seat=revealer, order=order, passed=passed, turn=-1)
    next_bidder(task)
    if task.turn < 0:
        return close_auction(state, task, events)
    return [task]


def next_bidder(task: Task) -> None:
    """Move `turn` to the next seat that may still speak (-1 when the auction is over)."""
    n = len(task.order)
    start = task.turn
    for k in range(1, n + 1):
        i = (start + k) % n if start >= 0 else k - 1
        s = task.order[i]
        if s not in task.passed and s != task.bidder:
            task.turn = i
            return
    task.turn = -1


def auction_speaker(task: Task) -> int | None:
    return task.order[task.turn] if task.turn >= 0 else None


def close_auction(state: TtaState, task: Task, events: list[Event]) -> list[Task]:
    if task.bidder < 0:
        events.append(Event(key="tta.log.auction_no_bids", params={"card": task.card}))
        return [Task(kind="event_done", card=task.card)]
    events.append(
        Event(key="tta.log.auction_won", params={"seat": task.bidder, "card": task.card, "bid": task.bid})
    )
    return [
        window("colonize", [task.bidder], card=task.card, seat=task.bidder, amount=task.bid),
        Task(kind="event_done", card=task.card),
    ]


# --------------------------------------------------------------------------- wars


def check_war(ctx: Ctx, card: str, target: int) -> Refusal | None:
    state, civ, seat = ctx.state, ctx.civ, ctx.seat
    c = CARDS.get(card)
    if c is None or card not in civ.military_hand or c.kind != "war":
        return Refusal("tta.err.not_in_hand", card=card)
    bad = _check_target(state, seat, target)
    if bad:
        return bad
    if state.last_round is not None and state.round >= state.last_round:
        return Refusal("tta.err.war_last_round")
    if civ.leader == "mahatma_gandhi_iii":
        return Refusal("tta.err.gandhi")
    if civ.war is not None:
        return Refusal("tta.err.war_in_play", card=civ.war.card)
    if protected(state, seat, target, war=True):
        return Refusal("tta.err.pact_protects", target=target)
    cost = attack_cost(state, card, target)
    if military_left(civ) < cost:
        return Refusal("tta.err.military_actions", need=cost, left=military_left(civ))
    return None


def apply_war(state: TtaState, seat: int, card: str, target: int, events: list[Event]) -> None:
    civ = state.civs[seat]
    spend_military(civ, attack_cost(state, card, target))
    civ.military_hand.remove(card)
    _cancel_for_attack(state, seat, target, events)
    civ.war = War(card=card, target=target)
    events.append(Event(key="tta.log.war_declared", params={"seat": seat, "card": card, "target": target}))


def resolve_war(state: TtaState, seat: int, events: list[Event]) -> list[Task]:
    civ = state.civs[seat]
    war = civ.war
    assert war is not None
    civ.war = None
    discard_military(state, war.card)
    target = war.target
    mine = rate(state, seat).strength + attack_bonus(state, seat, target)
    theirs = rate(state, target).strength
    if mine == theirs:
        events.append(
            Event(
                key="tta.log.war_tie",
                params={"seat": seat, "target": target, "card": war.card, "strength": mine},
            )
        )
        return []
    winner, loser = (seat, target) if mine > theirs else (target, seat)
    adv = abs(mine - theirs)
    economy.tally(state.civs[winner], "wars_won")
    economy.tally(state.civs[loser], "wars_lost")
    events.append(
        Event(
            key="tta.log.war_won", params={"seat": winner, "loser": loser, "card": war.card, "advantage": adv}
        )
    )
    base = war.card.rsplit("_", 1)[0]
    w, lo = state.civs[winner], state.civs[loser]
    if base == "war_over_territory":
        n = economy.remove_yellow(lo, 1 + adv // 5)
        economy.add_yellow(w, n)
        events.append(Event(key="tta.log.yellow_taken", params={"seat": winner, "target": loser, "count": n}))
    elif base == "war_over_culture":
        n = economy.take_culture(lo, w, 5 + adv)
        events.append(
            Event(key="tta.log.culture_taken", params={"seat": winner, "target": loser, "culture": n})
        )
    elif base == "war_over_technology":
        options = stealable(state, winner, loser, adv)
        if options:
            return [
                window(
                    "war_tech",
                    [winner],
                    card=war.card,
                    seat=winner,
                    other=loser,
                    amount=adv,
                    options={winner: options},
                )
            ]
        take_science(state, winner, loser, adv, events)
    return []


def stealable(state: TtaState, winner: int, loser: int, most: int) -> list[str]:
    w = state.civs[winner]
    return sorted(
        t
        for t in state.civs[loser].techs
        if CARDS[t].is_special
        and CARDS[t].science_cost <= most
        and t not in w.techs
        and t not in w.civil_hand
    )


def take_science(state: TtaState, winner: int, loser: int, n: int, events: list[Event]) -> None:
    lo = state.civs[loser]
    k = min(lo.science, n)
    lo.science -= k
    state.civs[winner].science += k
    events.append(Event(key="tta.log.science_taken", params={"seat": winner, "target": loser, "science": k}))


def check_steal(state: TtaState, task: Task, cards: tuple[str, ...]) -> Refusal | None:
    options = task.options.get(task.seat, [])
    if len(set(cards)) != len(cards) or any(c not in options for c in cards):
        return Refusal("tta.err.not_stealable")
    kinds = [CARDS[c].category for c in cards]
    if len(set(kinds)) != len(kinds):
        return Refusal("tta.err.not_stealable")
    if sum(CARDS[c].science_cost for c in cards) > task.amount:
        return Refusal("tta.err.steal_too_much", most=task.amount)
    return None


def war_tech_science(state: TtaState, task: Task) -> dict[str, int]:
    """The science the winner of a War over Technology takes with each legal choice (the cards
    stolen, space-separated; "" for none): the advantage less their printed costs, at most what
    the loser has. Presentation says it on each button."""
    options = task.options.get(task.seat, [])
    have = state.civs[task.other].science
    out: dict[str, int] = {}
    for k in range(len(options) + 1):
        for combo in itertools.combinations(options, k):
            if check_steal(state, task, combo) is None:
                left = task.amount - sum(CARDS[c].science_cost for c in combo)
                out[" ".join(combo)] = min(left, have)
    return out


def steal(state: TtaState, task: Task, cards: tuple[str, ...], events: list[Event]) -> list[Task]:
    """The special technologies chosen change hands; the rest of the advantage is taken as
    science (official FAQ: any part of the science won may be taken as special technologies)."""
    from engine.tta.turn import steal_special

    spent = blue = 0
    for c in cards:
        blue += steal_special(state, task.seat, task.other, c)
        spent += CARDS[c].science_cost
        events.append(
            Event(key="tta.log.tech_stolen", params={"seat": task.seat, "target": task.other, "card": c})
        )
    take_science(state, task.seat, task.other, task.amount - spent, events)
    return lose_blue(state, {task.other: blue}, events, card=task.card) if blue else []


# --------------------------------------------------------------------------- pacts


def check_pact(ctx: Ctx, card: str, target: int, side: str | None) -> Refusal | None:
    c = CARDS.get(card)
    if c is None or card not in ctx.civ.military_hand or c.kind != "pact":
        return Refusal("tta.err.not_in_hand", card=card)
    bad = _check_target(ctx.state, ctx.seat, target)
    if bad:
        return bad
    if (c.sides == "asymmetric") != (side is not None):
        return Refusal("tta.err.pact_side" if side is None else "tta.err.pact_no_side", card=card)
    return None


def apply_pact(
    state: TtaState, seat: int, card: str, target: int, side: str | None, events: list[Event]
) -> None:
    state.civs[seat].military_hand.remove(card)
    events.append(
        Event(
            key="tta.log.pact_offered",
            params={"seat": seat, "card": card, "target": target, "side": side or ""},
        )
    )
    push(state, window("pact", [target], card=card, seat=seat, other=target, side=side or ""))


def answer_pact(state: TtaState, task: Task, accept: bool, events: list[Event]) -> None:
    offerer = state.civs[task.seat]
    if not accept:
        offerer.military_hand.append(task.card)
        events.append(
            Event(
                key="tta.log.pact_refused",
                params={"seat": task.other, "card": task.card, "offerer": task.seat},
            )
        )
        return
    old = offerer.pact
    if old is not None:
        end_pact(state, old, events, sync=False)
    # Why the ignore below: The task's side is a checked text; Pact types it as the Side literal.
    offerer.pact = Pact(card=task.card, owner=task.seat, partner=task.other, owner_side=task.side)  # type: ignore[arg-type]
    for seat in {task.seat, task.other, *((old.owner, old.partner) if old else ())}:
        sync_actions(state, seat)
    events.append(
        Event(
            key="tta.log.pact_accepted",
            params={"seat": task.other, "card": task.card, "offerer": task.seat, "side": task.side},
        )
    )


def check_cancel(ctx: Ctx, card: str) -> Refusal | None:
    if not any(p.card == card for p in pacts_of(ctx.state, ctx.seat)):
        return Refusal("tta.err.no_such_pact", card=card)
    return None


def apply_cancel(state: TtaState, seat: int, card: str, events: list[Event]) -> None:
    p = next(p for p in pacts_of(state, seat) if p.card == card)
    end_pact(state, p, events)


# --------------------------------------------------------------------------- leaving and leaders


def check_resign(state: TtaState) -> Refusal | None:
    if state.age >= 4:
        return Refusal("tta.err.resign_age_iv")
    return None


def resign(state: TtaState, seat: int, events: list[Event]) -> None:
    """The civilization leaves the game (§ Abandonar)."""
    civ = state.civs[seat]
    civ.alive = False
    civ.left_round = state.round
    for c in civ.civil_hand:
        remove_civil(state, c)
    for c in civ.military_hand:
        discard_military(state, c)
    civ.civil_hand, civ.military_hand = [], []
    for t in civ.techs:
        remove_civil(state, t)
    for held in [civ.leader, civ.unfinished, *civ.wonders]:
        if held:
            remove_civil(state, held)
    if civ.homer_wonder is not None:
        remove_civil(state, "homer_a")
    for c in civ.colonies:
        discard_military(state, c)
    if civ.own_tactic:
        discard_military(state, civ.own_tactic)
    if civ.war:
        discard_military(state, civ.war.card)
    civ.techs, civ.leader, civ.unfinished, civ.wonders, civ.ruins = [], None, None, [], []
    civ.colonies, civ.own_tactic, civ.war, civ.homer_wonder, civ.tactic = [], None, None, None, None
    civ.blue_bank += civ.stages
    civ.stages = 0
    for p in pacts_of(state, seat):
        end_pact(state, p, events)
    events.append(Event(key="tta.log.resigned", params={"seat": seat}))
    for s in state.alive():
        other = state.civs[s]
        if other.war is not None and other.war.target == seat:
            discard_military(state, other.war.card)
            other.war = None
            economy.add_culture(other, RESIGN_CULTURE, "military")
            events.append(Event(key="tta.log.war_on_resigned", params={"seat": s, "culture": RESIGN_CULTURE}))


def check_retire(ctx: Ctx) -> Refusal | None:
    if ctx.civ.leader != "alexander_the_great_a":
        return Refusal("tta.err.no_such_leader", card="alexander_the_great_a")
    return None


def apply_retire(state: TtaState, seat: int, events: list[Event]) -> None:
    civ = state.civs[seat]
    leader_leaves(state, seat, events)
    economy.add_yellow(civ, 1)
    events.append(Event(key="tta.log.alexander_retires", params={"seat": seat}))


def check_columbus(ctx: Ctx, card: str) -> Refusal | None:
    if ctx.civ.leader != "christopher_columbus_i":
        return Refusal("tta.err.no_such_leader", card="christopher_columbus_i")
    c = CARDS.get(card)
    if c is None or card not in ctx.civ.military_hand or c.kind != "territory":
        return Refusal("tta.err.not_territory", card=card)
    return None


def apply_columbus(state: TtaState, seat: int, card: str, events: list[Event]) -> None:
    civ = state.civs[seat]
    leader_leaves(state, seat, events)
    civ.military_hand.remove(card)
    events.append(Event(key="tta.log.columbus", params={"seat": seat, "card": card}))
    push(state, *colonize(state, seat, card, events))


__all__ = [
    "after_political",
    "aggression_succeeds",
    "answer_pact",
    "apply_aggression",
    "apply_cancel",
    "apply_columbus",
    "apply_defend",
    "apply_event",
    "apply_pact",
    "apply_retire",
    "apply_war",
    "attack_strengths",
    "auction_speaker",
    "check_aggression",
    "check_cancel",
    "check_columbus",
    "check_defend",
    "check_event",
    "check_pact",
    "check_political",
    "check_resign",
    "check_retire",
    "check_send",
    "check_steal",
    "check_war",
    "close_auction",
    "colonize",
    "event_done",
    "force_units",
    "force_value",
    "lose_colony",
    "max_force",
    "next_bidder",
    "open_auction",
    "plunder",
    "raid_fits",
    "raid_options",
    "raze",
    "resign",
    "resolve_war",
    "reveal",
    "seize",
    "send",
    "steal",
    "war_tech_science",
]
