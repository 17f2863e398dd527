"""The course of the game: setup, market days, turns and their phases, victory.

`advance` runs every automatic step until some seat must decide; `rules.py` calls it after
every action.
"""

from __future__ import annotations

from engine.age_of_heroes import events as event_cards
from engine.age_of_heroes import market
from engine.age_of_heroes.board import (
    anchor,
    discard_cards,
    draw,
    eliminate,
    ev,
    in_order_from,
    is_out,
    new_army,
    reset_battle_deck,
    take_item,
)
from engine.age_of_heroes.cards import (
    DEFAULT_RESOURCE_COUNTS,
    HAND_LIMIT,
    STARTING_HAND,
    TRIBE_IDS,
    VICTORY_CITIES,
    VICTORY_MONUMENT,
)
from engine.age_of_heroes.state import AgeOfHeroesOptions, AgeOfHeroesState, Tribe
from engine.core import Event, Rng


def setup(players: int, options: AgeOfHeroesOptions, seed: int) -> tuple[AgeOfHeroesState, list[Event]]:
    rng = Rng.from_seed(seed)
    counts = dict(DEFAULT_RESOURCE_COUNTS) | options.event_counts
    deck = [c for c, n in counts.items() for _ in range(n)]
    rng.shuffle(deck)
    state = AgeOfHeroesState(
        players=players, rng=rng, options=options, first=0,
        tribes=[Tribe(seat=s) for s in range(players)],
        deck=deck, piles=dict(options.item_counts), tribes_left=list(TRIBE_IDS),
    )
    events = _turn_order(state)
    if options.tribe_selection == "random":
        # The rules' fallback: tribes drawn at random, first player first (es:2).
        for seat in in_order_from(state, state.first):
            events += choose_tribe(state, seat, state.rng.choice(state.tribes_left))
    return state, events


def _turn_order(state: AgeOfHeroesState) -> list[Event]:
    """Each player draws a battle card; highest starts; tied players draw again (es:2, G1)."""
    reset_battle_deck(state)
    contenders = list(range(state.players))
    draws: list[dict[int, int]] = []
    while len(contenders) > 1:
        if len(draws) >= 20:  # only a degenerate custom spread ties this long: settle it by lot
            contenders = [state.rng.choice(contenders)]
            break
        if len(state.battle_deck) < len(contenders):
            reset_battle_deck(state)
        drawn = {s: state.battle_deck.pop() for s in contenders}
        draws.append(drawn)
        best = max(drawn.values())
        contenders = [s for s in contenders if drawn[s] == best]
    state.first = contenders[0]
    reset_battle_deck(state)
    return [ev("turn_order", first=state.first, draws=[{str(k): v for k, v in d.items()} for d in draws])]


def choose_tribe(state: AgeOfHeroesState, seat: int, tribe: str) -> list[Event]:
    state.tribes[seat].tribe = tribe
    state.tribes_left.remove(tribe)
    return [ev("tribe", seat=seat, tribe=tribe)]


def draft_seat(state: AgeOfHeroesState) -> int | None:
    for seat in in_order_from(state, state.first):
        if state.tribes[seat].tribe is None:
            return seat
    return None


def _begin(state: AgeOfHeroesState) -> list[Event]:
    """Starting items, opening hands, then the opening market day (es:2)."""
    events: list[Event] = []
    for seat in in_order_from(state, state.first):
        tribe = state.tribes[seat]
        if take_item(state, "city"):
            tribe.cities += 1
        if take_item(state, "army"):
            new_army(state, tribe)
    for seat in in_order_from(state, state.first):
        events += draw(state, seat, STARTING_HAND, "deal")
    while state.queue:  # opening mode: disasters discarded, booms played, nothing to decide
        events += event_cards.start_next(state)
    return events + market.start(state, state.first)


def advance(state: AgeOfHeroesState) -> list[Event]:
    """Run automatic steps until a decision is needed or the game is over."""
    events: list[Event] = []
    for _ in range(10_000):
        if state.stage == "over" or state.pending is not None or state.battle is not None:
            return events
        # A tribe with an immediate card still to resolve is not out yet: a population boom
        # drawn with no city and no other card gives it a city first (es:6.1, es:7, F1).
        waiting = {q.seat for q in state.queue}
        for tribe in state.tribes:
            if state.stage != "draft" and is_out(tribe) and tribe.seat not in waiting:
                events += eliminate(state, tribe.seat)
        # `eliminate` may have ended the game: mypy still holds the stage narrowed above.
        if state.stage == "over":  # type: ignore[comparison-overlap]
            return events
        if state.queue:
            events += event_cards.start_next(state)
            continue
        if state.stage == "draft":
            if draft_seat(state) is not None:
                return events
            events += _begin(state)
            continue
        if state.stage == "market":
            if state.step == "events":
                state.step = "trading"
            if not market.all_done(state):
                return events
            events += market.close(state)
            state.market_opening = False
            events += start_turn(state, anchor(state))
            continue
        # stage == "turn"
        active = state.tribes[state.turn_seat]
        if not active.alive:
            events += next_turn(state)
            continue
        if state.step == "start":
            state.step = "action"
            events += draw(state, state.turn_seat, 1, "turn")  # free draw (es:3.1)
            continue
        if state.step in ("tax", "battle"):
            state.step = "monument"
            continue
        if state.step == "discard":
            if active.hand_size() > HAND_LIMIT:
                return events
            events += end_turn(state)
            continue
        return events  # action, build, declare, monument: the active player decides
    raise AssertionError("advance did not settle")


def start_turn(state: AgeOfHeroesState, seat: int) -> list[Event]:
    state.stage = "turn"
    state.step = "start"
    state.turn_seat = seat
    state.turn_no += 1
    state.main_action = None
    state.declaration = None
    state.road_asked = []
    state.road_permits = []
    return [ev("turn", seat=seat, turn=state.turn_no)]


def victory_conditions(tribe: Tribe) -> list[str]:
    held = []
    if tribe.cities >= VICTORY_CITIES:
        held.append("cities")
    if tribe.monument >= VICTORY_MONUMENT:
        held.append("monument")
    return held


def end_turn(state: AgeOfHeroesState) -> list[Event]:
    """Phase 5 (armies home, earthquakes off), then the victory check (es:3.5, es:8)."""
    seat = state.turn_seat
    tribe = state.tribes[seat]
    events: list[Event] = []
    returned = 0
    for army in tribe.armies:
        if army.away and army.away_since_turn is not None and army.away_since_turn < state.turn_no:
            army.away, army.away_since_turn = False, None
            returned += 1
        if army.quaked:
            army.quaked = False
            events += discard_cards(state, seat, ["earthquake"], "recovered")
    if returned:
        events.append(ev("armies_home", seat=seat, count=returned))
    now = victory_conditions(tribe)
    if tribe.challenge:
        kept = [c for c in now if c in tribe.challenge] if state.options.challenge_same_condition else now
        if kept:
            state.stage = "over"
            state.winner = seat
            state.win_reason = kept[0]
            return [*events, ev("won", seat=seat, reason=kept[0])]
    if now and not tribe.challenge:
        events.append(ev("challenge", seat=seat, conditions=now))
    elif now and state.options.challenge_same_condition and not any(c in tribe.challenge for c in now):
        # The condition that started it is gone but another holds: a new challenge round.
        events.append(ev("challenge_restarted", seat=seat, conditions=now))
    elif tribe.challenge and not now:
        events.append(ev("challenge_lost", seat=seat))
    tribe.challenge = now
    return events + next_turn(state)


def next_turn(state: AgeOfHeroesState) -> list[Event]:
    """The next living seat's turn; a market day first when the round is complete, that is
    when the turn passes the anchor's seat (alive or not). Only then does the anchor move on
    to the next survivor (es:4, B7): an elimination mid-round brings no extra market day."""
    start = anchor(state)
    crossed = False
    nxt = state.turn_seat
    for k in range(1, state.players + 1):
        seat = (state.turn_seat + k) % state.players
        crossed = crossed or seat == start
        if state.tribes[seat].alive:
            nxt = seat
            break
    if crossed:
        state.anchor = nxt
        return market.start(state, nxt)
    return start_turn(state, nxt)
