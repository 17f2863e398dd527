"""Public and private views (see `view_schema.py`). The only way state leaves the engine."""

from __future__ import annotations

from typing import Any

from engine.age_of_heroes import market
from engine.age_of_heroes.board import neighbours, special_of
from engine.age_of_heroes.cards import CARD_RANK, COSTS, ITEMS, can_pay
from engine.age_of_heroes.rules import kind_of, seat_kinds
from engine.age_of_heroes.state import AgeOfHeroesState, Battle, BattleSide, Offer
from engine.age_of_heroes.view_schema import (
    ArmyView,
    AwaitView,
    BattlePrivate,
    BattleView,
    DeclarationView,
    MarketView,
    OfferView,
    PendingView,
    PlayerPublic,
    PrivateView,
    PublicView,
    RoundView,
    SideView,
    UnitView,
)


def _ordered(counts: dict[str, int]) -> dict[str, int]:
    return {c: counts[c] for c in sorted(counts, key=CARD_RANK.__getitem__) if counts[c]}


def _offer(o: Offer) -> OfferView:
    return OfferView(id=o.id, seat=o.seat, give=_ordered(o.give), get=_ordered(o.get), to=o.to,
                     private=o.private, counter_of=o.counter_of)


def _side(battle: Battle, side: BattleSide) -> SideView:
    """While the defender's window is open the heroes it committed stay hidden (olympic games
    may yet send them back to the hand); while a side places its cards, how many it has placed
    stays hidden (an automatic placement must not show)."""
    window_open = battle.stage == "response" and side.seat == battle.defender
    units = [u for u in side.units if not (window_open and u.id.startswith("h"))]
    placing = battle.stage == "assign" and side.seat is not None and battle.window.is_waiting(side.seat)
    picked = side.pick is not None or (battle.stage == "round" and side.seat in battle.window.answers)
    return SideView(
        seat=side.seat, heroes=0 if window_open else side.heroes,
        cards_to_place=len(side.units) if placing else 0, picked=picked,
        units=[UnitView(id=u.id, general=u.general and not (window_open and u.hero_general), used=u.used,
                        destroyed=u.destroyed, card=u.card if u.used else None) for u in units])


def _sealed_heroes(state: AgeOfHeroesState, seat: int) -> int:
    """Hero cards committed in an open defence window: still counted in the public hand size."""
    b = state.battle
    return b.defence.heroes if b is not None and b.stage == "response" and b.defender == seat else 0


def public_model(state: AgeOfHeroesState) -> PublicView:
    b = state.battle
    p = state.pending
    discard: dict[str, int] = {}
    for c in state.discard:
        discard[c] = discard.get(c, 0) + 1
    return PublicView(
        stage=state.stage, step=state.step, first=state.first, turn_seat=state.turn_seat,
        turn_no=state.turn_no, main_action=state.main_action,
        players=[PlayerPublic(
            seat=t.seat, tribe=t.tribe, special=special_of(t), alive=t.alive,
            hand_size=t.hand_size() + _sealed_heroes(state, t.seat),
            cities=t.cities, citadels=t.citadels, monument=t.monument,
            armies=[ArmyView(id=f"a{a.id}", general=a.general, away=a.away, quaked=a.quaked)
                    for a in t.armies],
            neighbours=neighbours(state, t.seat) if t.alive else [], challenge=list(t.challenge),
        ) for t in state.tribes],
        roads=[list(r) for r in state.roads], piles=dict(state.piles), deck=len(state.deck),
        discard_size=len(state.discard),
        discard=_ordered(discard) if state.options.discards_public else None,
        battle_deck=len(state.battle_deck), tribes_left=list(state.tribes_left),
        market=MarketView(open=state.stage == "market" and state.step == "trading",
                          opening=state.market_opening, done=state.market_done,
                          offers=[_offer(o) for o in state.offers if not o.private]),
        battle=None if b is None else BattleView(
            attacker=b.attacker, defender=b.defender, goal=b.goal, stage=b.stage, citadels=b.citadels,
            attack=_side(b, b.attack), defence=_side(b, b.defence),
            rounds=[RoundView(**r.model_dump()) for r in b.rounds]),
        pending=None if p is None else PendingView(
            kind=p.kind, seat=p.seat, card=p.card, asked=list(p.window.seats),
            answered=sorted(p.window.answers),
            target_seat=p.target_seat, target_army=f"a{p.target_army}" if p.target_army else None),
        resolving=state.resolving,
        awaiting=[AwaitView(seat=s, kind=k) for s, k in seat_kinds(state)],
        last_battle=state.last_battle, winner=state.winner, win_reason=state.win_reason,
        game_over=state.stage == "over", anchor=state.first if state.anchor is None else state.anchor,
        costs={i: dict(COSTS[i]) for i in ITEMS},
    )


def public_view(state: AgeOfHeroesState) -> dict[str, Any]:
    return public_model(state).model_dump(mode="json")


def private_model(state: AgeOfHeroesState, seat: int) -> PrivateView:
    """What only `seat` may see. Derived from its own secrets only (and, while it decides a
    build, the piles), so it changes only when something of its own changes."""
    tribe = state.tribes[seat]
    special = special_of(tribe)
    decl = state.declaration if state.stage == "turn" and state.turn_seat == seat else None
    battle_private = None
    b = state.battle
    if b is not None and seat in (b.attack.seat, b.defence.seat):
        side = b.attack if b.attack.seat == seat else b.defence
        battle_private = BattlePrivate(cards_to_place=list(side.cards),
                                       units={u.id: u.card for u in side.units},
                                       committed_heroes=side.heroes if side.seat == b.defender else 0)
    deciding = kind_of(state, seat)
    buildable = None
    if deciding in ("action", "build"):
        buildable = [i for i in ITEMS if state.piles.get(i, 0) > 0 and can_pay(i, tribe.hand)]
    free = market.free_cards(state, seat) if state.market is not None else dict(tribe.hand)
    return PrivateView(
        seat=seat, hand=_ordered(tribe.hand), hand_size=tribe.hand_size(),
        reserved=_ordered(market.reserved(state, seat)), free=_ordered(free),
        affordable=[i for i in ITEMS if can_pay(i, tribe.hand)], buildable=buildable,
        can_place=tribe.hand.get(special or "", 0), holds_luck=tribe.hand.get("luck", 0) > 0,
        holds_olympics=tribe.hand.get("olympic_games", 0) > 0, heroes=tribe.hand.get("mighty_hero", 0),
        private_offers=[_offer(o) for o in state.offers if o.private and seat in (o.seat, o.to)],
        can_accept=[o.id for o in state.offers if o.seat != seat and o.to in (None, seat)
                    and market.visible_to(o, seat) and market.holdings_ok(state, seat, o.get)],
        declaration=None if decl is None else DeclarationView(
            target=decl.target, goal=decl.goal, armies=[f"a{i}" for i in decl.armies],
            hero_armies=decl.hero_armies, hero_generals=[f"a{i}" for i in decl.hero_generals]),
        battle=battle_private,
    )


def private_view(state: AgeOfHeroesState, seat: int) -> dict[str, Any]:
    return private_model(state, seat).model_dump(mode="json")
