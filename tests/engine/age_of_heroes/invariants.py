"""Invariants of Age of Heroes states, shared by the property tests."""

from __future__ import annotations

from collections import Counter

from engine.age_of_heroes.board import special_of
from engine.age_of_heroes.cards import DEFAULT_RESOURCE_COUNTS
from engine.age_of_heroes.state import AgeOfHeroesState


def resource_census(state: AgeOfHeroesState) -> Counter[str]:
    """Where every resource-deck card is: deck, discard, hands, monuments, armies, battle."""
    seen: Counter[str] = Counter(state.deck) + Counter(state.discard)
    for tribe in state.tribes:
        seen.update(tribe.hand)
        if tribe.monument:
            seen[special_of(tribe) or "?"] += tribe.monument
        seen["earthquake"] += sum(a.quaked for a in tribe.armies)
    if state.resolving:
        seen[state.resolving] += 1
    for queued in state.queue:
        seen[queued.card] += 1
    if state.battle:
        seen["mighty_hero"] += state.battle.attack.heroes + state.battle.defence.heroes
    return seen


def expected_resources(state: AgeOfHeroesState) -> Counter[str]:
    return Counter(dict(DEFAULT_RESOURCE_COUNTS) | state.options.event_counts)


def check_cards(state: AgeOfHeroesState) -> None:
    got, want = resource_census(state), expected_resources(state)
    assert +got == +want, f"resource cards: {dict(got - want)} extra, {dict(want - got)} missing"
    items: Counter[str] = Counter(state.piles)
    for tribe in state.tribes:
        items["city"] += tribe.cities
        items["citadel"] += tribe.citadels
        items["army"] += len(tribe.armies)
        items["general"] += sum(a.general for a in tribe.armies)
    items["road"] += len(state.roads)
    assert +items == +Counter(state.options.item_counts), f"items {dict(items)}"
    battle_cards = len(state.battle_deck)
    if state.battle:
        for side in (state.battle.attack, state.battle.defence):
            battle_cards += len(side.cards) + sum(u.card is not None for u in side.units)
    assert battle_cards == sum(state.options.battle_copies), battle_cards
    for tribe in state.tribes:
        assert all(n > 0 for n in tribe.hand.values()), tribe.hand
        if not tribe.alive:
            assert not tribe.hand and not tribe.cities and not tribe.armies
