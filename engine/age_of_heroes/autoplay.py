"""A quick robot: legal moves biased toward progress (cities, monument, conquest), so
autoplayed games end in a few hundred actions. Every choice passes `rules.check`; wishes
are tried first (cheap refusals), the full legal list only when none fits."""

from __future__ import annotations

import random
from typing import Any, Literal

from engine.age_of_heroes import actions as A
from engine.age_of_heroes import market
from engine.age_of_heroes.board import has_road, neighbours, special_of
from engine.age_of_heroes.cards import ORDINARY, SPECIAL_OF, can_pay
from engine.age_of_heroes.rules import check, kind_of
from engine.age_of_heroes.state import AgeOfHeroesState
from engine.core import Action, NotAwaited

# Cards a robot lets go of first at the hand limit.
_KEEP_ORDER = ("mighty_hero", "olympic_games", "luck", "gold", "stone", "wood", "iron", "grain")


# Now and then the robot plays a move it would not choose for progress — passing, abandoning an
# attack, declining, cancelling or countering an offer, holding an army back, naming the army,
# unit or tribe itself — so that, over many games, autoplay plays every kind of action the rules
# allow and the random-game tests exercise every rule (issue 17 item 14). Per decision kind: the
# chance, and the verbs (with a named field: not the "random"/"all"/"auto" form) it picks among.
_VARIETY: dict[str, tuple[float, tuple[str, ...]]] = {
    "tribe": (0.3, ("tribe",)),
    "action": (0.03, ("pass",)),
    "declare": (0.1, ("back", "send", "hero")),
    "market": (0.1, ("decline", "cancel")),
    "earthquake_target": (0.3, ("quake",)),
    "defend": (0.2, ("hold", "hero")),
    "barbarians": (0.1, ("hero",)),
    "assign": (0.3, ("assign",)),
    "fight": (0.3, ("fight",)),
}


def choose(game: Any, state: AgeOfHeroesState, seat: int, rnd: random.Random) -> Action:
    kind = kind_of(state, seat)
    if kind is None:
        raise NotAwaited("core.err.not_awaited", seat=seat)
    chance, verbs = _VARIETY.get(kind, (0.0, ()))
    if chance and rnd.random() < chance:
        named = [a for a in game.legal_actions(state, seat) if a.verb in verbs
                 and all(v is not None for v in a.field_values().values())]
        if kind == "declare" and state.declaration is not None and state.declaration.armies:
            named = [a for a in named if a.verb != "back"]  # an attack once armies are sent goes on
        if named:
            picked: Action = rnd.choice(named)
            return picked
    if kind == "market" and rnd.random() < 0.05:
        counter = _counter(state, seat, rnd)
        if counter is not None and check(state, seat, counter) is None:
            return counter
    for action in _wishes(state, seat, kind, rnd):
        if check(state, seat, action) is None:
            return action
    fallback: Action = rnd.choice(game.legal_actions(state, seat))
    return fallback


def _build_wish(state: AgeOfHeroesState, seat: int, rnd: random.Random) -> list[Action]:
    tribe = state.tribes[seat]
    out: list[Action] = [A.Build(item="city")]
    if len(tribe.armies) < 3 or rnd.random() < 0.3:
        out.append(A.Build(item="army"))
    out += [A.Build(item="general", on=a.id) for a in tribe.armies if not a.general]
    out += [A.Build(item="road", to=s) for s in state.road_permits]
    if rnd.random() < 0.3:
        out.append(A.Build(item="citadel"))
    return out


def _wishes(state: AgeOfHeroesState, seat: int, kind: str, rnd: random.Random) -> list[Action]:
    tribe = state.tribes[seat]
    others = [t for t in state.tribes if t.alive and t.seat != seat]
    if kind == "tribe":
        return [A.ChooseTribe(tribe=None)]
    if kind == "action":
        wishes: list[Action] = []
        free = [a for a in tribe.armies if a.free]
        if others and len(free) >= 2 and rnd.random() < 0.5:
            target = min(others, key=lambda t: (sum(a.free for a in t.armies) + t.citadels, -t.cities))
            goal: Literal["conquest", "plunder", "raze"] = (
                "conquest" if target.cities and len(free) >= 2
                else "raze" if target.monument >= 3 else "plunder")
            wishes.append(A.Attack(target=target.seat, goal=goal))
        if tribe.hand.get("stone", 0) + tribe.hand.get("gold", 0) >= 2 and rnd.random() < 0.3:
            wishes += [A.AskRoad(to=s) for s in neighbours(state, seat) if not has_road(state, seat, s)]
        wishes += _build_wish(state, seat, rnd)
        wishes.append(A.Tax())
        if tribe.hand:
            wishes.append(A.Swap(card=_worst_card(state, seat)))
        return [*wishes, A.Pass()]
    if kind == "build":
        return [*_build_wish(state, seat, rnd), A.Done()]
    if kind == "declare":
        decl = state.declaration
        assert decl is not None
        if not decl.armies:
            return [A.Send(army=None), A.Hero(on=None), A.Back()]
        if tribe.hand.get("mighty_hero", 0) > decl.hero_armies + len(decl.hero_generals):
            return [A.Hero(on=None), A.Launch()]
        return [A.Launch()]
    if kind == "monument":
        return [A.Place(count=tribe.hand.get(special_of(tribe) or "", 0))]
    if kind == "discard":
        return [A.Discard(card=_worst_card(state, seat))]
    if kind == "market":
        return _market_wishes(state, seat, rnd)
    if kind == "road_permission":
        return [A.Allow() if rnd.random() < 0.7 else A.Deny()]
    if kind == "earthquake_target":
        return [A.Quake(army=None)]
    if kind == "volcano_target":
        leader = max(others, key=lambda t: t.cities) if others else None
        return [A.Erupt(seat=leader.seat if leader else None), A.Erupt(seat=None)]
    if kind == "luck":
        return [A.Luck(), A.NoLuck()]
    if kind in ("defend", "barbarians"):
        battle = state.battle
        assert battle is not None
        wishes = []
        if len(battle.attack.units) > len(battle.defence.units):
            wishes.append(A.Olympics())
        if kind == "barbarians" and not battle.defence.units:
            wishes.append(A.Luck())
        if rnd.random() < 0.5:
            wishes.append(A.Hero(on=None))
        return [*wishes, A.Ready()]
    if kind == "assign":
        return [A.Assign(unit=None)]
    if kind == "fight":
        return [A.Fight(unit=None)]
    return []


def _worst_card(state: AgeOfHeroesState, seat: int) -> str:
    tribe = state.tribes[seat]
    own = special_of(tribe)
    dead = [c for c in tribe.hand if c not in _KEEP_ORDER and c != own]
    if dead:
        return sorted(dead)[0]
    ranked = sorted((c for c in tribe.hand if c != own),
                    key=lambda c: _KEEP_ORDER.index(c) if c in _KEEP_ORDER else -1, reverse=True)
    return ranked[0] if ranked else next(iter(tribe.hand))


def _market_wishes(state: AgeOfHeroesState, seat: int, rnd: random.Random) -> list[Action]:
    tribe = state.tribes[seat]
    own = special_of(tribe)
    wishes: list[Action] = []
    for offer in state.offers:
        if offer.seat != seat and market.visible_to(offer, seat) and (
                own in offer.give or (offer.to == seat and rnd.random() < 0.5)):
            wishes.append(A.Accept(offer=offer.id))
    if state.offers_made.get(seat, 0) == 0:
        free = market.free_cards(state, seat)
        by_special = {SPECIAL_OF[t.tribe]: t.seat for t in state.tribes
                      if t.alive and t.tribe and t.seat != seat}
        for card in sorted(free):
            if card in by_special:
                want = rnd.choice(ORDINARY)
                wishes.append(A.Offer(give=(card,), get=(want,), to=by_special[card],
                                      private=rnd.random() < 0.3))
                break
        else:
            if free and rnd.random() < 0.3:
                give = rnd.choice(sorted(free))
                stuck = not can_pay("city", tribe.hand)
                need = [c for c in ("wood", "stone", "iron", "grain") if stuck]
                if need:
                    wishes.append(A.Offer(give=(give,), get=(rnd.choice(need),)))
    return [*wishes, A.Done()]


def _counter(state: AgeOfHeroesState, seat: int, rnd: random.Random) -> Action | None:
    """A counter-offer to an offer made to this seat: one free card for what was offered."""
    offers = [o for o in state.offers if o.to == seat and o.seat != seat]
    free = sorted(market.free_cards(state, seat))
    if not offers or not free:
        return None
    offer = rnd.choice(offers)
    get = tuple(offer.give) or (rnd.choice(ORDINARY),)
    return A.Counter(offer=offer.id, give=(rnd.choice(free),), get=get)
