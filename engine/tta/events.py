"""Current events (§ Eventos actuales, § Aplicar un evento): each event's effect.

A revealed event applies its automatic parts at once and returns the tasks of what players
must choose (a window of answers, collected in parallel and applied clockwise from the player
who revealed it), followed by `event_done`. A territory opens the colonization auction.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from engine.core import Event
from engine.tta import economy, production
from engine.tta.cards import CARDS
from engine.tta.context import Ctx
from engine.tta.ratings import rate, stored, sync_actions
from engine.tta.row import draw_military, leader_leaves
from engine.tta.scoring import score_impact
from engine.tta.state import Task, TtaState
from engine.tta.tasks import (
    by_count,
    least_culture,
    lose_blue,
    lose_population,
    most_culture,
    strongest,
    weakest,
    window,
)
from engine.tta.turn import check_build

Handler = Callable[[TtaState, str, int, list[Event]], list[Task]]


def _gain(state: TtaState, seats: list[int], events: list[Event], **amounts: int) -> None:
    for s in seats:
        civ = state.civs[s]
        got: dict[str, int] = {}
        if "science" in amounts:
            civ.science += amounts["science"]
            got["science"] = amounts["science"]
        if "culture" in amounts:
            got["culture"] = economy.add_culture(civ, amounts["culture"], "events")
        for kind in ("food", "resources"):
            if kind in amounts:
                got[kind] = economy.gain(civ, kind, amounts[kind])
        events.append(Event(key="tta.log.event_gain", params={"seat": s, **got}))


def _lose_culture(state: TtaState, seat: int, n: int, events: list[Event]) -> None:
    civ = state.civs[seat]
    lost = -economy.add_culture(civ, -n, "events")
    events.append(Event(key="tta.log.culture_lost", params={"seat": seat, "culture": lost}))


def everyone(state: TtaState, revealer: int) -> list[int]:
    return state.clockwise(revealer)


# --------------------------------------------------------------------------- Age A


def markets(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    return [window("markets", everyone(state, revealer), card=card, amount=2)]


def free_build(tech: str, purpose: str) -> Handler:
    def handler(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
        seats = [
            s
            for s in everyone(state, revealer)
            if check_build(Ctx(state, s), tech, free_action=True, ignore_cost=True) is None
        ]
        return [window(purpose, seats, card=card)] if seats else []

    return handler


def civilization(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    return [window("civilization", everyone(state, revealer), card=card)]


def politics_draw(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    for s in everyone(state, revealer):
        draw_military(state, s, 3, events)
    return []


def settlement(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    for s in everyone(state, revealer):
        got = economy.gain_population(state.civs[s], 1)
        events.append(Event(key="tta.log.population_gained", params={"seat": s, "count": got}))
    return []


def gains(**amounts: int) -> Handler:
    def handler(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
        _gain(state, everyone(state, revealer), events, **amounts)
        return []

    return handler


# --------------------------------------------------------------------------- Age I


def barbarians(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    eff = CARDS[card].effect
    target = most_culture(state)
    if target in weakest(state, by_count(eff["condition"]["is_among_weakest"], state)):
        return lose_population(state, {target: 1}, events, card=card)
    events.append(Event(key="tta.log.no_effect", params={"card": card}))
    return []


def border_conflict(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    weak = weakest(state)[0]
    strong = strongest(state)[0]
    _gain(state, [strong], events, resources=3)
    civ = state.civs[weak]
    options = sorted(t for t, n in civ.workers.items() if n and CARDS[t].is_building)
    if len(options) == 1:
        economy.worker_to_pool(civ, options[0])
        events.append(Event(key="tta.log.destroy", params={"seat": weak, "card": options[0]}))
        return []
    return [window("border", [weak], card=card, options={weak: options})] if options else []


def crusades(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    _gain(state, strongest(state), events, culture=4)
    _lose_culture(state, weakest(state)[0], 4, events)
    return []


def rated(attr: str, target: str) -> Handler:
    """Every civilization gains `target` equal to its current `attr` rating."""

    def handler(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
        for s in everyone(state, revealer):
            _gain(state, [s], events, **{target: getattr(rate(state, s), attr)})
        return []

    return handler


def mixed(purpose: str, who: str) -> Handler:
    """Foray (the two strongest gain a mix of 3) and Raiders (the two weakest lose 2)."""

    def handler(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
        eff = CARDS[card].effect
        n = by_count(eff[f"{who}_n"], state)
        seats = strongest(state, n) if who == "strongest" else weakest(state, n)
        amount = int(eff.get("gain_total_food_and_or_resources")
                     or eff.get("lose_total_food_and_or_resources") or 0)
        ask = []
        for s in seats:
            options = split_options(state, s, purpose, amount)
            if len(options) == 1:
                apply_split(state, s, purpose, amount, int(options[0]), events)
            elif options:
                ask.append(s)
        order = [s for s in everyone(state, revealer) if s in ask]
        return [window(purpose, order, card=card, amount=amount)] if order else []

    return handler


def split_options(state: TtaState, seat: int, purpose: str, amount: int) -> list[str]:
    """Food parts of a food/resources total that the rules allow (as words, for `options`)."""
    if purpose in ("foray",):
        return [str(f) for f in range(amount + 1)]
    civ = state.civs[seat]
    food, res = stored(civ, "food"), stored(civ, "resources")
    if food + res <= amount:
        return [str(min(food, amount))] if food + res > 0 else []
    return [str(f) for f in range(amount + 1) if f <= food and amount - f <= res]


def apply_split(
    state: TtaState, seat: int, purpose: str, amount: int, food: int, events: list[Event]
) -> None:
    civ = state.civs[seat]
    if purpose == "foray":
        got_f = economy.gain(civ, "food", food)
        got_r = economy.gain(civ, "resources", amount - food)
        events.append(
            Event(key="tta.log.event_gain", params={"seat": seat, "food": got_f, "resources": got_r})
        )
    else:
        lost_f = economy.lose(civ, "food", food)
        lost_r = economy.lose(civ, "resources", amount - food)
        events.append(
            Event(key="tta.log.event_loss", params={"seat": seat, "food": lost_f, "resources": lost_r})
        )


def produce(step: str) -> Handler:
    def handler(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
        for s in everyone(state, revealer):
            if step == "food":
                got = production.produce_food(state, s)
                events.append(Event(key="tta.log.event_gain", params={"seat": s, "food": got}))
            else:
                got = production.produce_resources(state, s)
                events.append(Event(key="tta.log.event_gain", params={"seat": s, "resources": got}))
        return []

    return handler


def immigration(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    happy = {s: rate(state, s).happy for s in state.alive()}
    top = max(happy.values())
    for s in everyone(state, revealer):
        if happy[s] == top:
            got = economy.gain_population(state.civs[s], 1)
            events.append(Event(key="tta.log.population_gained", params={"seat": s, "count": got}))
    return []


def pestilence(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    return lose_population(state, dict.fromkeys(everyone(state, revealer), 1), events, card=card)


def rats(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    for s in everyone(state, revealer):
        lost = economy.lose_all(state.civs[s], "food")
        events.append(Event(key="tta.log.event_loss", params={"seat": s, "food": lost}))
    return []


def rebellion(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    for s in everyone(state, revealer):
        civ = state.civs[s]
        use = min(2 * rate(state, s).discontent, max(civ.civil_seen - civ.civil_used, 0))
        civ.civil_used += use
        events.append(Event(key="tta.log.civil_actions_lost", params={"seat": s, "count": use}))
    return []


def reign_of_terror(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    return lose_population(state, {weakest(state)[0]: 1}, events, card=card)


def uncertain_borders(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    strong, weak = strongest(state)[0], weakest(state)[0]
    moved = economy.remove_yellow(state.civs[weak], 1)
    economy.add_yellow(state.civs[strong], moved)
    events.append(Event(key="tta.log.yellow_taken", params={"seat": strong, "target": weak, "count": moved}))
    return []


# --------------------------------------------------------------------------- Age II


def civil_unrest(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    disc = {s: rate(state, s).discontent for s in state.alive()}
    for s in everyone(state, revealer):
        if disc[s]:
            _lose_culture(state, s, 4 * disc[s], events)
    top = max(disc.values())
    if top <= 0:
        return []
    return lose_blue(state, {s: 1 for s in everyone(state, revealer) if disc[s] == top}, events, card=card)


def cold_war(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    _gain(state, strongest(state, by_count(CARDS[card].effect["strongest_n"], state)), events, science=6)
    return []


def crime_wave(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    losers = weakest(state, by_count(CARDS[card].effect["weakest_n"], state))
    for s in losers:
        _lose_culture(state, s, 3, events)
    return lose_blue(state, dict.fromkeys(losers, 1), events, card=card)


def economic_progress(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    from engine.tta.ratings import consumption, corruption

    for s in everyone(state, revealer):
        civ = state.civs[s]
        corr = corruption(civ.blue_bank)
        lost = economy.lose(civ, "resources", corr)
        if lost < corr:
            economy.lose(civ, "food", corr - lost)
        food = production.produce_food(state, s)
        need = consumption(civ.yellow_bank)
        have = stored(civ, "food")
        economy.pay(civ, "food", min(need, have))
        hunger = need - min(need, have)
        if hunger:
            _lose_culture(state, s, 4 * hunger, events)
        res = production.produce_resources(state, s)
        events.append(
            Event(
                key="tta.log.economic_progress",
                params={"seat": s, "corruption": corr, "food": food, "consumption": need, "resources": res},
            )
        )
    return []


def emigration(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    losses = {s: math.ceil(rate(state, s).discontent / 2) for s in everyone(state, revealer)}
    return lose_population(state, losses, events, card=card)


def iconoclasm(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    for s in everyone(state, revealer):
        civ = state.civs[s]
        if civ.leader and CARDS[civ.leader].level < state.age:
            events.append(Event(key="tta.log.leader_removed", params={"seat": s, "card": civ.leader}))
            leader_leaves(state, s, events)
    return []


def independence(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    weak = weakest(state)[0]
    colonies = sorted(set(state.civs[weak].colonies))
    if len(colonies) == 1:
        from engine.tta.politics import lose_colony

        return lose_colony(state, weak, colonies[0], events)
    return [window("independence", [weak], card=card, options={weak: colonies})] if colonies else []


def international_agreement(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    seat = strongest(state)[0]
    return [Task(kind="agreement", seat=seat, amount=5, card=card)]


def national_pride(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    _gain(state, [most_culture(state)], events, culture=5)
    return []


def politics_of_strength(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    strong, weak = strongest(state)[0], weakest(state)[0]
    if state.age >= 4:
        _gain(state, [strong], events, culture=5)
        _lose_culture(state, weak, 3, events)
        return []
    draw_military(state, strong, 5, events)
    hand = state.civs[weak].military_hand
    if len(hand) <= 3:
        from engine.tta.row import discard_military

        for c in list(hand):
            discard_military(state, c)
        events.append(Event(key="tta.log.discarded", params={"seat": weak, "count": len(hand)}))
        hand.clear()
        return []
    return [window("strength_discard", [weak], card=card, amount=3)]


def prosperity(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    for s in everyone(state, revealer):
        _gain(state, [s], events, food=min(rate(state, s).happy, 8))
    return []


def ravages(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    seats, options = [], {}
    tasks: list[Task] = []
    for s in everyone(state, revealer):
        civ = state.civs[s]
        old = sorted({w for w in civ.wonders if w not in civ.ruins and CARDS[w].age in ("A", "I")})
        if len(old) == 1:
            tasks += ruin(state, s, old[0], events)
        elif old:
            seats.append(s)
            options[s] = old
    return [*tasks, window("ravages", seats, card=card, options=options)] if seats else tasks


def ruin(state: TtaState, seat: int, wonder: str, events: list[Event]) -> list[Task]:
    """The wonder turns face down: its effects (and the blue tokens it brought, Taj Mahal's) go."""
    civ = state.civs[seat]
    civ.ruins.append(wonder)
    sync_actions(state, seat)
    events.append(Event(key="tta.log.ruin", params={"seat": seat, "card": wonder}))
    blue = CARDS[wonder].values.get("blue_tokens", 0)
    return lose_blue(state, {seat: blue}, events, card=wonder) if blue > 0 else []


def refugees(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    weak, strong = weakest(state)[0], strongest(state)[0]
    _lose_culture(state, weak, 3, events)
    tasks = lose_population(state, {weak: 1}, events, card=card)
    _gain(state, [strong], events, culture=3)
    got = economy.gain_population(state.civs[strong], 1)
    events.append(Event(key="tta.log.population_gained", params={"seat": strong, "count": got}))
    return tasks


def terrorism(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    chooser = least_culture(state)
    tasks = []
    for victim in state.clockwise(chooser, include_start=False):
        civ = state.civs[victim]
        options = sorted(t for t, n in civ.workers.items() if n and CARDS[t].is_urban)
        if len(options) == 1:
            economy.worker_to_pool(civ, options[0])
            events.append(
                Event(key="tta.log.razed", params={"seat": chooser, "target": victim, "card": options[0]})
            )
        elif options:
            tasks.append(
                window("terror", [chooser], card=card, seat=chooser, other=victim, options={chooser: options})
            )
    return tasks


# --------------------------------------------------------------------------- Age III and territories


def scoring(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    score_impact(state, card, state.current, events)
    return []


def territory(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    from engine.tta.politics import open_auction

    return open_auction(state, card, revealer, events)


HANDLERS: dict[str, Handler] = {
    "development_of_agriculture": gains(food=2),
    "development_of_crafts": gains(resources=2),
    "development_of_markets": markets,
    "development_of_politics": politics_draw,
    "development_of_religion": free_build("religion_a", "religion"),
    "development_of_science": gains(science=2),
    "development_of_settlement": settlement,
    "development_of_trade_routes": gains(science=1, food=1, resources=1),
    "development_of_warfare": free_build("warriors_a", "warfare"),
    "development_of_civilization": civilization,
    "barbarians": barbarians,
    "border_conflict": border_conflict,
    "crusades": crusades,
    "cultural_influence": rated("culture", "culture"),
    "foray": mixed("foray", "strongest"),
    "good_harvest": produce("food"),
    "immigration": immigration,
    "new_deposits": produce("resources"),
    "pestilence": pestilence,
    "raiders": mixed("raiders", "weakest"),
    "rats": rats,
    "rebellion": rebellion,
    "reign_of_terror": reign_of_terror,
    "scientific_breakthrough": rated("science", "science"),
    "uncertain_borders": uncertain_borders,
    "civil_unrest": civil_unrest,
    "cold_war": cold_war,
    "crime_wave": crime_wave,
    "economic_progress": economic_progress,
    "emigration": emigration,
    "iconoclasm": iconoclasm,
    "independence_declaration": independence,
    "international_agreement": international_agreement,
    "national_pride": national_pride,
    "politics_of_strength": politics_of_strength,
    "popularization_of_science": rated("science", "culture"),
    "prosperity": prosperity,
    "ravages_of_time": ravages,
    "refugees": refugees,
    "terrorism": terrorism,
}


def resolve(state: TtaState, card: str, revealer: int, events: list[Event]) -> list[Task]:
    """Apply a revealed event; the tasks of its choices follow, then `event_done`."""
    c = CARDS[card]
    if c.kind == "territory":
        return territory(state, card, revealer, events)
    if c.scoring:
        tasks = scoring(state, card, revealer, events)
    else:
        tasks = HANDLERS[card.rsplit("_", 1)[0]](state, card, revealer, events)
    return [*tasks, Task(kind="event_done", card=card)]


__all__ = ["HANDLERS", "apply_split", "resolve", "ruin", "split_options"]
