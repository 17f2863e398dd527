"""Who decides what, which actions are legal, and what they do.

`check` is the one place a rule refuses: each rule lives in one `_check_*` function returning a
`Refusal` (a cheap value) or None. `perform` only carries an accepted action out. `options`
answers the legal values of one field quickly for the fields whose derived answer (trying every
candidate against `check`) would be slow; it agrees with `check`, which the property tests show.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.age_of_heroes import actions as A
from engine.age_of_heroes import battles, flow, market
from engine.age_of_heroes import events as event_cards
from engine.age_of_heroes.board import (
    add_cards,
    alive_seats,
    discard_from_hand,
    draw,
    ev,
    has_road,
    holds,
    neighbours,
    new_army,
    random_cards,
    road_key,
    special_of,
    take_cards,
    take_item,
)
from engine.age_of_heroes.cards import (
    COSTS,
    HAND_CARDS,
    HAND_LIMIT,
    ITEMS,
    TRIBE_IDS,
    payment_options,
    pays_for,
    sorted_cards,
)
from engine.age_of_heroes.state import AgeOfHeroesState, BattleSide, Declaration, Pending
from engine.age_of_heroes.state import Offer as MarketOffer
from engine.core import DONE, Action, AnswerOnce, Decision, Event, Refusal

GOALS = ("conquest", "plunder", "raze")


def refuse(key: str, **params: object) -> Refusal:
    return Refusal(f"age_of_heroes.err.{key}", **params)


# --- who decides ---------------------------------------------------------------------
KIND_ACTIONS: dict[str, tuple[type[Action], ...]] = {
    "tribe": (A.ChooseTribe,),
    "action": (A.AskRoad, A.Tax, A.Swap, A.Build, A.Attack, A.Pass),
    "build": (A.Build, A.Done),
    "declare": (A.Send, A.Hero, A.Launch, A.Back),
    "monument": (A.Place,),
    "discard": (A.Discard,),
    "market": (A.Offer, A.Counter, A.Accept, A.Decline, A.Cancel, A.Done),
    "road_permission": (A.Allow, A.Deny),
    "earthquake_target": (A.Quake,),
    "volcano_target": (A.Erupt,),
    "luck": (A.Luck, A.NoLuck),
    "defend": (A.Olympics, A.Hero, A.Hold, A.Ready),
    "barbarians": (A.Olympics, A.Luck, A.Hero, A.Ready),
    "assign": (A.Assign,),
    "fight": (A.Fight,),
}
KIND_VERBS: dict[str, tuple[str, ...]] = {k: tuple(c.verb for c in v) for k, v in KIND_ACTIONS.items()}
# kind -> (private, default, rule_default). rule_default: the rulebook names what happens when
# the player does not decide (a random tribe, es:2; no luck played; no hero committed, no games
# called: the battle goes ahead; done trading).
KIND_DEFAULTS: dict[str, tuple[bool, Action, bool]] = {
    "tribe": (False, A.ChooseTribe(tribe=None), True),
    "action": (False, A.Pass(), False),
    "build": (False, A.Done(), False),
    "declare": (True, A.Back(), False),
    "monument": (True, A.Place(count=0), False),
    "discard": (True, A.Discard(card=None), False),
    "market": (True, A.Done(), True),
    "road_permission": (False, A.Deny(), False),
    "earthquake_target": (False, A.Quake(army=None), False),
    "volcano_target": (False, A.Erupt(seat=None), False),
    "luck": (True, A.NoLuck(), True),
    "defend": (True, A.Ready(), True),
    "barbarians": (True, A.Ready(), True),
    "assign": (True, A.Assign(unit=None, value=None), False),
    "fight": (True, A.Fight(unit=None), False),
}
TURN_KINDS = {"action": "action", "build": "build", "declare": "declare", "monument": "monument",
              "discard": "discard"}


def seat_kinds(state: AgeOfHeroesState) -> list[tuple[int, str]]:
    """(seat, decision kind) of everyone who must decide now; cheap (no models built)."""
    if state.stage == "over":
        return []
    p = state.pending
    if p is not None:
        if p.kind == "road":
            return [(s, "road_permission") for s in p.window.waiting()]
        if p.kind in ("earthquake", "volcano"):
            return [(p.seat, f"{p.kind}_target")]
        return [(s, "luck") for s in p.window.waiting() if state.tribes[s].alive]
    b = state.battle
    if b is not None:
        if b.stage == "response":
            kind = "barbarians" if b.attacker is None else "defend"
            return [(s, kind) for s in b.window.waiting()]
        return [(s, "assign" if b.stage == "assign" else "fight") for s in b.window.waiting()]
    if state.stage == "draft":
        seat = flow.draft_seat(state)
        return [] if seat is None else [(seat, "tribe")]
    if state.stage == "market":
        return [(s, "market") for s in alive_seats(state) if market.trading(state, s)]
    if state.step in TURN_KINDS:
        return [(state.turn_seat, TURN_KINDS[state.step])]
    return []


def kind_of(state: AgeOfHeroesState, seat: int) -> str | None:
    return next((k for s, k in seat_kinds(state) if s == seat), None)


def _params(state: AgeOfHeroesState, seat: int, kind: str) -> dict[str, Any]:
    """What presentation needs to ask the question; public information only."""
    p, b = state.pending, state.battle
    if kind == "road_permission" and p is not None:
        return {"asker": p.seat}
    if kind == "luck" and p is not None:
        return {"card": p.card, "drawer": p.seat}
    if kind in ("defend", "barbarians") and b is not None:
        # Armies a hero may join as general (D11): the same buttons whatever the hand holds. By
        # number, as a `hero`'s `on` takes them (presentation reads no ids' text).
        bare = [int(u.id[1:]) for u in b.defence.units if u.id.startswith("a") and not u.general]
        return {"attacker": b.attacker, "goal": b.goal, "bare_armies": bare,
                "may_hold": not state.options.defender_all_armies}
    if kind == "assign" and b is not None:
        side = b.attack if b.attack.seat == seat else b.defence
        return {"has_general": any(u.general for u in side.units)}
    if kind == "earthquake_target":
        return {"targets": [f"a{i}" for i in event_cards.quake_targets(state, seat)]}
    if kind == "volcano_target":
        return {"targets": event_cards.volcano_targets(state, seat), "tribes": _tribes(state)}
    if kind == "action":
        # Who the road and attack answers aim at, by tribe, for labels that name no seat.
        return {"neighbours": neighbours(state, seat), "tribes": _tribes(state)}
    return {}


def _tribes(state: AgeOfHeroesState) -> list[str | None]:
    return [t.tribe for t in state.tribes]


def awaiting(state: AgeOfHeroesState) -> list[Decision]:
    out = []
    for seat, kind in seat_kinds(state):
        private, default, rule_default = KIND_DEFAULTS[kind]
        out.append(Decision(seat=seat, kind=kind, verbs=KIND_VERBS[kind], private=private, default=default,
                            rule_default=rule_default, params=_params(state, seat, kind)))
    return out


# --- checks: one per rule ------------------------------------------------------------------
def check(state: AgeOfHeroesState, seat: int, action: Action) -> Refusal | None:
    """Why `seat` may not take `action` now, or None."""
    kind = kind_of(state, seat)
    if kind is None or not isinstance(action, KIND_ACTIONS[kind]):
        return refuse("not_now", action=action.verb)
    return _CHECKS[type(action)](state, seat, action, kind)


def _check_tribe(state: AgeOfHeroesState, seat: int, a: A.ChooseTribe, kind: str) -> Refusal | None:
    if a.tribe is not None and a.tribe not in state.tribes_left:
        return refuse("tribe_taken", tribe=a.tribe)
    return None


def _road_target(state: AgeOfHeroesState, seat: int, to: int) -> Refusal | None:
    """Roads join a tribe to its left or right neighbour only, once per pair (es:6.3, A6)."""
    if to not in neighbours(state, seat):
        return refuse("road_not_neighbour", seat=to)
    if has_road(state, seat, to):
        return refuse("road_exists", seat=to)
    return None


def _check_ask_road(state: AgeOfHeroesState, seat: int, a: A.AskRoad, kind: str) -> Refusal | None:
    problem = _road_target(state, seat, a.to)
    if problem is not None:
        return problem
    if a.to in state.road_asked:
        return refuse("road_already_asked", seat=a.to)
    if state.piles.get("road", 0) <= 0:
        return refuse("pile_empty", item="road")
    return None


def _check_nothing(state: AgeOfHeroesState, seat: int, a: Action, kind: str) -> Refusal | None:
    return None


def _check_tax(state: AgeOfHeroesState, seat: int, a: A.Tax, kind: str) -> Refusal | None:
    if state.tribes[seat].cities == 0:
        return refuse("tax_no_city")
    return None


def _check_swap(state: AgeOfHeroesState, seat: int, a: A.Swap, kind: str) -> Refusal | None:
    """Without cities, tax means trading one card for a new one (es:3.2, B4)."""
    if state.tribes[seat].cities > 0:
        return refuse("swap_has_city")
    if not holds(state.tribes[seat], {a.card: 1}):
        return refuse("not_held", card=a.card)
    return None


def build_payment(state: AgeOfHeroesState, seat: int, a: A.Build) -> dict[str, int] | Refusal:
    """The cards a build spends: the explicit payment, or plain resources first (A3)."""
    hand = state.tribes[seat].hand
    if a.pay is None:
        options = payment_options(a.item, hand)
        return options[0] if options else refuse("cannot_pay", item=a.item)
    pay = A.counts(a.pay)
    if not pays_for(a.item, pay):
        return refuse("bad_payment", item=a.item)
    if not holds(state.tribes[seat], pay):
        return refuse("cannot_pay", item=a.item)
    return pay


def _build_target(state: AgeOfHeroesState, seat: int, item: str, on: int | None,
                  to: int | None) -> Refusal | None:
    tribe = state.tribes[seat]
    if state.piles.get(item, 0) <= 0:
        return refuse("pile_empty", item=item)  # es:3.2, es:6.3
    if (on is not None) != (item == "general") or (to is not None) != (item == "road"):
        return refuse("build_target", item=item)
    if item == "general":
        army = next((x for x in tribe.armies if x.id == on), None)
        if army is None:
            return refuse("not_your_army", army=f"a{on}")
        if army.general:
            return refuse("army_has_general", army=f"a{on}")  # one general per army (es:6.3)
    if item == "road":
        assert to is not None
        problem = _road_target(state, seat, to)
        if problem is not None:
            return problem
        if to not in state.road_permits:
            return refuse("road_no_permission", seat=to)
    return None


def _check_build(state: AgeOfHeroesState, seat: int, a: A.Build, kind: str) -> Refusal | None:
    problem = _build_target(state, seat, a.item, a.on, a.to)
    if problem is not None:
        return problem
    pay = build_payment(state, seat, a)
    return pay if isinstance(pay, Refusal) else None


def _check_attack(state: AgeOfHeroesState, seat: int, a: A.Attack, kind: str) -> Refusal | None:
    if a.target == seat:
        return refuse("attack_self")
    if not 0 <= a.target < state.players or not state.tribes[a.target].alive:
        return refuse("target_out", seat=a.target)
    tribe = state.tribes[seat]
    if not any(x.free for x in tribe.armies) and not holds(tribe, {"mighty_hero": 1}):
        return refuse("no_forces")
    return None


def _check_send(state: AgeOfHeroesState, seat: int, a: A.Send, kind: str) -> Refusal | None:
    decl = state.declaration
    assert decl is not None
    armies = state.tribes[seat].armies
    if a.army is None:
        if not any(x.free and x.id not in decl.armies for x in armies):
            return refuse("no_free_army")
        return None
    army = next((x for x in armies if x.id == a.army), None)
    if army is None:
        return refuse("not_your_army", army=f"a{a.army}")
    if a.army in decl.armies:
        return refuse("already_sent", army=f"a{a.army}")
    if not army.free:
        return refuse("army_not_free", army=f"a{a.army}")  # away or shaken (D1)
    return None


def _check_hero(state: AgeOfHeroesState, seat: int, a: A.Hero, kind: str) -> Refusal | None:
    tribe = state.tribes[seat]
    if kind == "declare":
        decl = state.declaration
        assert decl is not None
        committed = decl.hero_armies + len(decl.hero_generals)
        if tribe.hand.get("mighty_hero", 0) <= committed:
            return refuse("no_hero")
        if a.on is not None:
            if a.on not in decl.armies:
                return refuse("hero_army_not_in_battle", army=f"a{a.on}")
            army = next(x for x in tribe.armies if x.id == a.on)
            if army.general or a.on in decl.hero_generals:
                return refuse("army_has_general", army=f"a{a.on}")
        return None
    if not holds(tribe, {"mighty_hero": 1}):
        return refuse("no_hero")
    if a.on is not None:
        battle = state.battle
        assert battle is not None
        unit = next((u for u in battle.defence.units if u.id == f"a{a.on}"), None)
        if unit is None:
            return refuse("hero_army_not_in_battle", army=f"a{a.on}")
        if unit.general:
            return refuse("army_has_general", army=f"a{a.on}")  # D11: a hero-general needs a bare army
    return None


def _check_launch(state: AgeOfHeroesState, seat: int, a: A.Launch, kind: str) -> Refusal | None:
    decl = state.declaration
    assert decl is not None
    if not decl.armies and not decl.hero_armies:
        return refuse("no_forces")
    return None


def _check_place(state: AgeOfHeroesState, seat: int, a: A.Place, kind: str) -> Refusal | None:
    """Only the tribe's own special resource goes on its monument (es:3.3)."""
    tribe = state.tribes[seat]
    special = special_of(tribe)
    if a.count and (special is None or tribe.hand.get(special, 0) < a.count):
        return refuse("place_too_many", count=a.count, card=special or "")
    return None


def _check_discard(state: AgeOfHeroesState, seat: int, a: A.Discard, kind: str) -> Refusal | None:
    if a.card is not None and not holds(state.tribes[seat], {a.card: 1}):
        return refuse("not_held", card=a.card)
    return None


def _offer_cards(state: AgeOfHeroesState, seat: int, give: A.Cards, get: A.Cards) -> Refusal | None:
    if not give and not get:
        return refuse("offer_empty")
    for c in (*give, *get):
        if c not in HAND_CARDS:
            return refuse("not_tradeable", card=c)
    if not market.holdings_ok(state, seat, A.counts(give)):
        return refuse("offer_not_held")
    if state.next_offer_id >= market.PRIVATE_RANGE:
        return refuse("offer_limit")
    return None


def _recipient(state: AgeOfHeroesState, seat: int, to: int) -> Refusal | None:
    if to == seat:
        return refuse("offer_self")
    if not 0 <= to < state.players or not market.trading(state, to):
        return refuse("offer_recipient_gone", seat=to)
    return None


def _check_offer(state: AgeOfHeroesState, seat: int, a: A.Offer, kind: str) -> Refusal | None:
    if a.private and a.to is None:
        return refuse("offer_private_needs_to")
    if a.to is not None:
        problem = _recipient(state, seat, a.to)
        if problem is not None:
            return problem
    return _offer_cards(state, seat, a.give, a.get)


def _visible_offer(state: AgeOfHeroesState, seat: int, offer_id: int) -> MarketOffer | Refusal:
    offer = next((o for o in state.offers if o.id == offer_id and market.visible_to(o, seat)), None)
    return refuse("offer_unknown", id=offer_id) if offer is None else offer


def _answerable(state: AgeOfHeroesState, seat: int, offer_id: int) -> MarketOffer | Refusal:
    """An offer `seat` may take or counter: visible, someone else's, for it or for everyone."""
    offer = _visible_offer(state, seat, offer_id)
    if isinstance(offer, Refusal):
        return offer
    if offer.seat == seat:
        return refuse("offer_own", id=offer_id)
    if offer.to is not None and offer.to != seat:
        return refuse("offer_not_for_you", id=offer_id)
    return offer


def _check_counter(state: AgeOfHeroesState, seat: int, a: A.Counter, kind: str) -> Refusal | None:
    offer = _answerable(state, seat, a.offer)
    if isinstance(offer, Refusal):
        return offer
    return _recipient(state, seat, offer.seat) or _offer_cards(state, seat, a.give, a.get)


def _check_accept(state: AgeOfHeroesState, seat: int, a: A.Accept, kind: str) -> Refusal | None:
    offer = _answerable(state, seat, a.offer)
    if isinstance(offer, Refusal):
        return offer
    if not market.holdings_ok(state, seat, offer.get):
        return refuse("cannot_pay_offer", id=a.offer)
    return None


def _check_decline(state: AgeOfHeroesState, seat: int, a: A.Decline, kind: str) -> Refusal | None:
    offer = _visible_offer(state, seat, a.offer)
    if isinstance(offer, Refusal):
        return offer
    if offer.to != seat:
        return refuse("offer_not_for_you", id=a.offer)
    return None


def _check_cancel(state: AgeOfHeroesState, seat: int, a: A.Cancel, kind: str) -> Refusal | None:
    offer = _visible_offer(state, seat, a.offer)
    if isinstance(offer, Refusal):
        return offer
    if offer.seat != seat:
        return refuse("offer_not_yours", id=a.offer)
    return None


def _check_quake(state: AgeOfHeroesState, seat: int, a: A.Quake, kind: str) -> Refusal | None:
    if a.army is not None and a.army not in event_cards.quake_targets(state, seat):
        return refuse("quake_bad_target", army=f"a{a.army}")
    return None


def _check_volcano(state: AgeOfHeroesState, seat: int, a: A.Erupt, kind: str) -> Refusal | None:
    if a.seat is not None and a.seat not in event_cards.volcano_targets(state, seat):
        return refuse("volcano_bad_target", seat=a.seat)
    return None


def _check_luck(state: AgeOfHeroesState, seat: int, a: A.Luck, kind: str) -> Refusal | None:
    if not holds(state.tribes[seat], {"luck": 1}):
        return refuse("no_luck_card")
    return None


def _check_olympics(state: AgeOfHeroesState, seat: int, a: A.Olympics, kind: str) -> Refusal | None:
    if not holds(state.tribes[seat], {"olympic_games": 1}):
        return refuse("no_olympics_card")
    return None


def _check_hold(state: AgeOfHeroesState, seat: int, a: A.Hold, kind: str) -> Refusal | None:
    if state.options.defender_all_armies:
        return refuse("hold_not_allowed")
    battle = state.battle
    assert battle is not None
    unit = next((u for u in battle.defence.units if u.id == f"a{a.army}"), None)
    if unit is None or unit.hero_general:
        return refuse("hero_army_not_in_battle", army=f"a{a.army}")
    return None


def _side(state: AgeOfHeroesState, seat: int) -> BattleSide:
    battle = state.battle
    assert battle is not None
    return battle.attack if battle.attack.seat == seat else battle.defence


def _check_assign(state: AgeOfHeroesState, seat: int, a: A.Assign, kind: str) -> Refusal | None:
    if a.unit is None:
        return None if a.value is None else refuse("assign_auto_value")
    side = _side(state, seat)
    unit = next((u for u in side.units if u.id == a.unit), None)
    if unit is None:
        return refuse("unit_unknown", unit=a.unit)
    if unit.card is not None:
        return refuse("unit_has_card", unit=a.unit)
    if a.value not in side.cards:
        return refuse("card_not_drawn", value=a.value if a.value is not None else "?")
    return None


def _check_fight(state: AgeOfHeroesState, seat: int, a: A.Fight, kind: str) -> Refusal | None:
    if a.unit is None:
        return None
    unit = next((u for u in _side(state, seat).units if u.id == a.unit), None)
    if unit is None:
        return refuse("unit_unknown", unit=a.unit)
    if unit.used:
        return refuse("unit_used", unit=a.unit)
    return None


_CHECKS: dict[type[Action], Callable[..., Refusal | None]] = {
    A.ChooseTribe: _check_tribe, A.AskRoad: _check_ask_road, A.Allow: _check_nothing,
    A.Deny: _check_nothing, A.Tax: _check_tax, A.Swap: _check_swap, A.Build: _check_build,
    A.Attack: _check_attack, A.Send: _check_send, A.Hero: _check_hero, A.Launch: _check_launch,
    A.Back: _check_nothing, A.Pass: _check_nothing, A.Done: _check_nothing, A.Place: _check_place,
    A.Discard: _check_discard, A.Offer: _check_offer, A.Counter: _check_counter,
    A.Accept: _check_accept, A.Decline: _check_decline, A.Cancel: _check_cancel,
    A.Quake: _check_quake, A.Erupt: _check_volcano, A.Luck: _check_luck, A.NoLuck: _check_nothing,
    A.Olympics: _check_olympics, A.Hold: _check_hold, A.Ready: _check_nothing,
    A.Assign: _check_assign, A.Fight: _check_fight,
}


# --- effects ---------------------------------------------------------------------------
def perform(state: AgeOfHeroesState, seat: int, action: Action) -> list[Event]:
    """Carry out an action `check` accepted, then run the automatic steps."""
    kind = kind_of(state, seat)
    assert kind is not None
    return _effect(state, seat, action, kind) + flow.advance(state)


def _effect(state: AgeOfHeroesState, seat: int, a: Action, kind: str) -> list[Event]:
    tribe = state.tribes[seat]
    if isinstance(a, A.ChooseTribe):
        tribe_id = a.tribe or state.tribes_left[state.rng.randrange(len(state.tribes_left))]
        return flow.choose_tribe(state, seat, tribe_id)
    if isinstance(a, A.AskRoad):
        state.road_asked.append(a.to)
        state.pending = Pending(kind="road", seat=seat, window=AnswerOnce.open([a.to]))
        return [ev("road_asked", seat=seat, to=a.to)]
    if isinstance(a, (A.Allow, A.Deny)):
        pending = state.pending
        assert pending is not None
        state.pending = None
        if isinstance(a, A.Allow):
            state.road_permits.append(seat)
        allowed = isinstance(a, A.Allow)
        return [ev("road_allowed" if allowed else "road_denied", seat=seat, asker=pending.seat)]
    if isinstance(a, A.Tax):
        state.main_action, state.step = "tax", "tax"
        return [ev("taxed", seat=seat, count=tribe.cities), *draw(state, seat, tribe.cities, "tax")]
    if isinstance(a, A.Swap):
        state.main_action, state.step = "swap", "tax"
        return discard_from_hand(state, seat, {a.card: 1}, "swap") + draw(state, seat, 1, "swap")
    if isinstance(a, A.Build):
        return _build(state, seat, a)
    if isinstance(a, A.Done):
        if kind == "build":
            state.step = "monument"
            return []
        return market.finish_trading(state, seat)
    if isinstance(a, A.Attack):
        state.declaration = Declaration(target=a.target, goal=a.goal)
        state.step = "declare"
        return [ev("declaring", only=[seat], seat=seat, target=a.target, goal=a.goal)]
    if isinstance(a, A.Send):
        decl = state.declaration
        assert decl is not None
        sent = ([x.id for x in tribe.armies if x.free and x.id not in decl.armies]
                if a.army is None else [a.army])
        decl.armies = sorted(decl.armies + sent)
        return [ev("sent", only=[seat], armies=[f"a{i}" for i in sent])]
    if isinstance(a, A.Hero):
        if kind == "declare":
            decl = state.declaration
            assert decl is not None
            if a.on is None:
                decl.hero_armies += 1
            else:
                decl.hero_generals = sorted([*decl.hero_generals, a.on])
            return [ev("hero_committed", only=[seat], seat=seat, on=f"a{a.on}" if a.on else "army")]
        return battles.play_hero(state, seat, a.on)
    if isinstance(a, A.Launch):
        decl = state.declaration
        assert decl is not None
        state.declaration = None
        state.main_action, state.step = "attack", "battle"
        return battles.start_attack(state, seat, decl)
    if isinstance(a, A.Back):
        state.declaration, state.step = None, "action"
        return [ev("attack_dropped", only=[seat])]
    if isinstance(a, A.Pass):
        state.main_action, state.step = "pass", "monument"
        return [ev("passed", seat=seat)]
    if isinstance(a, A.Place):
        state.step = "discard"
        special = special_of(tribe)
        if a.count and special:
            take_cards(tribe, {special: a.count})
            tribe.monument += a.count
            return [ev("monument", seat=seat, count=a.count, total=tribe.monument, card=special,
                       reveals=True)]
        return [ev("monument_none", seat=seat)]
    if isinstance(a, A.Discard):
        if a.card is None:
            cards = random_cards(state, tribe, tribe.hand_size() - HAND_LIMIT)
            add_cards(tribe, cards)  # put back, then discard through the common path
            return discard_from_hand(state, seat, A.counts(tuple(cards)), "hand_limit")
        return discard_from_hand(state, seat, {a.card: 1}, "hand_limit")
    if isinstance(a, A.Offer):
        return market.make_offer(state, seat, A.counts(a.give), A.counts(a.get), a.to, a.private)
    if isinstance(a, A.Counter):
        original = next(o for o in state.offers if o.id == a.offer)
        events = market.close_offer(state, a.offer, seat, "declined") if original.to == seat else []
        return events + market.make_offer(state, seat, A.counts(a.give), A.counts(a.get), original.seat,
                                          original.private, counter_of=a.offer)
    if isinstance(a, A.Accept):
        return market.accept(state, seat, a.offer)
    if isinstance(a, A.Decline):
        return market.close_offer(state, a.offer, seat, "declined")
    if isinstance(a, A.Cancel):
        return market.close_offer(state, a.offer, seat, "cancelled")
    if isinstance(a, A.Quake):
        targets = event_cards.quake_targets(state, seat)
        return event_cards.choose_quake(state, a.army if a.army is not None else state.rng.choice(targets))
    if isinstance(a, A.Erupt):
        targets = event_cards.volcano_targets(state, seat)
        return event_cards.choose_volcano(state, a.seat if a.seat is not None else state.rng.choice(targets))
    if isinstance(a, A.Luck) and kind == "barbarians":
        battles.close_window(state, "luck")
        return battles.call_off(state, seat, "luck")
    if isinstance(a, (A.Luck, A.NoLuck)):
        return event_cards.answer_luck(state, seat, isinstance(a, A.Luck))
    if isinstance(a, A.Olympics):
        battles.close_window(state, "olympics")
        return battles.call_off(state, seat, "olympic_games")
    if isinstance(a, A.Hold):
        return battles.hold(state, a.army)
    if isinstance(a, A.Ready):
        battles.close_window(state, "ready")
        return battles.ready(state)
    if isinstance(a, A.Assign):
        if a.unit is None:
            return battles.assign_auto(state, seat)
        assert a.value is not None
        return battles.assign(state, seat, a.unit, a.value)
    if isinstance(a, A.Fight):
        return battles.pick(state, seat, a.unit)
    raise AssertionError(f"no effect for {a!r}")


def _build(state: AgeOfHeroesState, seat: int, a: A.Build) -> list[Event]:
    """Spend the cards, take the item from its pile (es:3.2, es:6.3)."""
    tribe = state.tribes[seat]
    pay = build_payment(state, seat, a)
    assert not isinstance(pay, Refusal)
    events = discard_from_hand(state, seat, pay, "build")
    take_item(state, a.item)
    if a.item == "city":
        tribe.cities += 1
    elif a.item == "army":
        new_army(state, tribe)
    elif a.item == "citadel":
        tribe.citadels += 1
    elif a.item == "general":
        next(x for x in tribe.armies if x.id == a.on).general = True
    else:
        assert a.to is not None
        state.roads.append(road_key(seat, a.to))
    state.main_action, state.step = "build", "build"
    return [*events, ev("built", seat=seat, item=a.item, on=f"a{a.on}" if a.on else None, to=a.to)]


# --- legal values of one field, fast where the derived answer would be slow -------------
def payments(state: AgeOfHeroesState, seat: int, item: str) -> list[A.Cards]:
    """Every explicit payment of `item` the hand allows, as canonical card tuples."""
    return [tuple(sorted_cards(p)) for p in payment_options(item, state.tribes[seat].hand)]


def _build_targets(state: AgeOfHeroesState, seat: int, item: str) -> list[tuple[int | None, int | None]]:
    tribe = state.tribes[seat]
    if item == "general":
        targets: list[tuple[int | None, int | None]] = [(x.id, None) for x in tribe.armies]
    elif item == "road":
        targets = [(None, s) for s in state.road_permits]
    else:
        targets = [(None, None)]
    return [t for t in targets if _build_target(state, seat, item, *t) is None]


def build_options(state: AgeOfHeroesState, seat: int, field: str, chosen: Mapping[str, Any]) -> list[Any]:
    items = [chosen["item"]] if "item" in chosen else list(ITEMS)
    out: dict[Any, None] = {}
    for item in items:
        if item not in ITEMS:
            continue
        pays = payments(state, seat, item)
        if not pays or ("pay" in chosen and chosen["pay"] is not None and chosen["pay"] not in pays):
            continue
        for on, to in _build_targets(state, seat, item):
            if ("on" in chosen and chosen["on"] != on) or ("to" in chosen and chosen["to"] != to):
                continue
            if field == "item":
                out[item] = None
            elif field == "on":
                out[on] = None
            elif field == "to":
                out[to] = None
            else:
                out.update(dict.fromkeys([None, *pays]))
    return list(out)


def _build_pay_next(state: AgeOfHeroesState, seat: int, chosen: Mapping[str, Any],
                    prefix: tuple[Any, ...]) -> list[Any]:
    """Next cards of a build's explicit payment after `prefix` (and DONE when the prefix pays):
    the cards of every legal payment that holds the prefix — read from the same payment list
    `build_options` offers whole, not from a search over every multiset of the hand."""
    have = A.counts(prefix)
    pays = [p for p in build_options(state, seat, "pay", chosen) if p is not None]
    nexts: dict[Any, None] = {}
    done = False
    for pay in pays:
        need = A.counts(pay)
        if any(need.get(card, 0) < n for card, n in have.items()):
            continue
        if need == have:
            done = True
        nexts.update(dict.fromkeys(c for c in A.ORDER if need.get(c, 0) > have.get(c, 0)))
    return ([DONE] if done else []) + list(nexts)


def _cards_ok(state: AgeOfHeroesState, seat: int, give: A.Cards | None, get: A.Cards | None) -> bool:
    """Whether chosen offer sides (None: not chosen yet) can still make a legal offer."""
    if give is not None and (any(c not in HAND_CARDS for c in give)
                             or not market.holdings_ok(state, seat, A.counts(give))):
        return False
    if get is not None and any(c not in HAND_CARDS for c in get):
        return False
    return not (give == () and get == ())


def _offer_next(state: AgeOfHeroesState, seat: int, field: str, chosen: Mapping[str, Any],
                prefix: tuple[Any, ...]) -> list[Any]:
    """Next cards of an offer's `give` or `get` after `prefix`, and DONE when the prefix is a
    complete value. Gets are unbounded; gives are bounded by the cards not promised elsewhere."""
    give = prefix if field == "give" else chosen.get("give")
    get = prefix if field == "get" else chosen.get("get")
    if not _cards_ok(state, seat, tuple(give) if give is not None else None,
                     tuple(get) if get is not None else None) and (give, get) != ((), ()):
        return []
    if field == "give":
        free = market.free_cards(state, seat)
        have = A.counts(prefix)
        out: list[Any] = [c for c in HAND_CARDS if free.get(c, 0) > have.get(c, 0)]
    else:
        out = list(HAND_CARDS)
    other = chosen.get("get" if field == "give" else "give")
    if prefix or other is None or other:
        out.append(DONE)
    return out


def market_options(state: AgeOfHeroesState, seat: int, verb: str, field: str, chosen: Mapping[str, Any],
                   prefix: tuple[Any, ...] | None) -> list[Any] | None:
    """Offers and counters, item by item; None: let the derived answer do it."""
    if state.next_offer_id >= market.PRIVATE_RANGE:
        return []
    if prefix is None and field not in ("give", "get") and not _cards_ok(
            state, seat, chosen.get("give"), chosen.get("get")):
        return []
    if verb == "offer":
        recipients = [s for s in alive_seats(state) if s != seat and market.trading(state, s)]
        to = chosen.get("to")
        if "to" in chosen and to is not None and to not in recipients:
            return []
        if chosen.get("private") and (("to" in chosen and to is None) or not recipients):
            return []
        if field == "to":
            return ([] if chosen.get("private") else [None]) + recipients
        if field == "private":
            may_private = to is not None if "to" in chosen else bool(recipients)
            return [False, True] if may_private else [False]
    elif verb == "counter":
        if "offer" in chosen and not _check_counter_target(state, seat, chosen["offer"]):
            return []
        if field == "offer":
            return [o.id for o in state.offers if _check_counter_target(state, seat, o.id)]
    if prefix is not None and field in ("give", "get"):
        return _offer_next(state, seat, field, chosen, prefix)
    return None


def _check_counter_target(state: AgeOfHeroesState, seat: int, offer_id: int) -> bool:
    offer = _answerable(state, seat, offer_id)
    return not isinstance(offer, Refusal) and _recipient(state, seat, offer.seat) is None


def options(state: AgeOfHeroesState, seat: int, verb: str, field: str, chosen: Mapping[str, Any],
            prefix: tuple[Any, ...] | None) -> list[Any] | None:
    """Fast answers; None where the derived answer (from `check`) is quick enough."""
    if verb == "build":
        if kind_of(state, seat) not in ("action", "build"):
            return []
        if prefix is None:
            return build_options(state, seat, field, chosen)
        if field == "pay":
            return _build_pay_next(state, seat, chosen, prefix)
        return None
    if verb in ("offer", "counter"):
        if kind_of(state, seat) != "market":
            return []
        return market_options(state, seat, verb, field, chosen, prefix)
    return None


def domain(state: AgeOfHeroesState, kind: str) -> Sequence[Any]:
    if kind == "card":
        return A.ORDER
    if kind == "tribe":
        return TRIBE_IDS
    if kind == "army":
        return [x.id for t in state.tribes for x in t.armies] + [state.next_army_id]
    if kind == "offer":
        return [o.id for o in state.offers] + [state.next_offer_id]
    if kind == "unit":
        b = state.battle
        if b is None:
            return []
        return sorted({u.id for side in (b.attack, b.defence) for u in side.units if u.id[0] in "ah"})
    return ()


def cost_of(item: str) -> dict[str, int]:
    return dict(COSTS[item])
