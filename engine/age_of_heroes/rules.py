"""Who decides what, which actions are legal, and what they do.

Each rule lives in one `_check_*` function; `legal_actions` lists candidates and keeps
those the same checks accept, so the list and `apply_action` never drift apart.
"""

from __future__ import annotations

from collections.abc import Callable

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
    note,
    random_cards,
    road_key,
    special_of,
    take_cards,
    take_item,
)
from engine.age_of_heroes.cards import (
    HAND_CARDS,
    HAND_LIMIT,
    ITEMS,
    TRIBE_IDS,
    payment_options,
    pays_for,
    sorted_cards,
)
from engine.age_of_heroes.state import AgeOfHeroesState, Declaration, Pending
from engine.core import Action, Decision, Event, RuleError

GOALS = ("conquest", "plunder", "raze")


def err(key: str, **params: object) -> RuleError:
    return RuleError(f"age_of_heroes.err.{key}", **params)


# --- who decides ---------------------------------------------------------------------
def awaiting(state: AgeOfHeroesState) -> list[Decision]:
    if state.stage == "over":
        return []
    p = state.pending
    if p is not None:
        if p.kind == "road":
            return [Decision(seat=p.asked[0], kind="road_permission", default="deny",
                             params={"asker": p.seat})]
        if p.kind == "earthquake":
            return [Decision(seat=p.seat, kind="earthquake_target", default="quake random")]
        if p.kind == "volcano":
            return [Decision(seat=p.seat, kind="volcano_target", default="volcano random")]
        return [Decision(seat=s, kind="luck", private=True, default="no luck",
                         params={"card": p.card, "drawer": p.seat})
                for s in p.asked if s not in p.answers and state.tribes[s].alive]
    b = state.battle
    if b is not None:
        if b.stage == "response":
            kind = "barbarians" if b.attacker is None else "defend"
            return [Decision(seat=b.defender, kind=kind, private=True, default="ready",
                             params={"attacker": b.attacker, "goal": b.goal})]
        sides = [s for s in (b.attack, b.defence) if s.seat is not None]
        if b.stage == "assign":
            return [Decision(seat=s.seat, kind="assign", private=True, default="assign auto")
                    for s in sides if s.cards and s.seat is not None]
        return [Decision(seat=s.seat, kind="fight", private=True, default="fight random")
                for s in sides if s.pick is None and s.seat is not None]
    if state.stage == "draft":
        seat = flow.draft_seat(state)
        return [] if seat is None else [Decision(seat=seat, kind="tribe", default="tribe random")]
    if state.stage == "market":
        return [Decision(seat=s, kind="market", private=True, default="done")
                for s in alive_seats(state) if s not in state.market_done]
    kinds = {"action": ("action", False, "pass"), "build": ("build", False, "done"),
             "declare": ("declare", True, "back"), "monument": ("monument", True, "place 0"),
             "discard": ("discard", True, "discard random")}
    if state.step in kinds:
        kind, private, default = kinds[state.step]
        return [Decision(seat=state.turn_seat, kind=kind, private=private, default=default)]
    return []


def decision_kind(state: AgeOfHeroesState, seat: int) -> str | None:
    return next((d.kind for d in awaiting(state) if d.seat == seat), None)


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


# --- checks: one per rule ------------------------------------------------------------------
def check(state: AgeOfHeroesState, seat: int, action: Action) -> str:
    """Raise RuleError unless `seat` may take `action` now; return the decision kind."""
    kind = decision_kind(state, seat)
    if kind is None or not isinstance(action, KIND_ACTIONS[kind]):
        raise err("not_now", action=action.to_text())
    _CHECKS[type(action)](state, seat, action, kind)
    return kind


def _check_tribe(state: AgeOfHeroesState, seat: int, a: A.ChooseTribe, kind: str) -> None:
    if a.tribe is not None and a.tribe not in state.tribes_left:
        raise err("tribe_taken", tribe=a.tribe)


def _check_ask_road(state: AgeOfHeroesState, seat: int, a: A.AskRoad, kind: str) -> None:
    _check_road_target(state, seat, a.to)
    if a.to in state.road_asked:
        raise err("road_already_asked", seat=a.to)
    if state.piles.get("road", 0) <= 0:
        raise err("pile_empty", item="road")


def _check_road_target(state: AgeOfHeroesState, seat: int, to: int) -> None:
    """Roads join a tribe to its left or right neighbour only, once per pair (es:6.3, A6)."""
    if to not in neighbours(state, seat):
        raise err("road_not_neighbour", seat=to)
    if has_road(state, seat, to):
        raise err("road_exists", seat=to)


def _check_answer(state: AgeOfHeroesState, seat: int, a: Action, kind: str) -> None:
    return None


def _check_tax(state: AgeOfHeroesState, seat: int, a: A.Tax, kind: str) -> None:
    if state.tribes[seat].cities == 0:
        raise err("tax_no_city")


def _check_swap(state: AgeOfHeroesState, seat: int, a: A.Swap, kind: str) -> None:
    """Without cities, tax means trading one card for a new one (es:3.2, B4)."""
    if state.tribes[seat].cities > 0:
        raise err("swap_has_city")
    if not holds(state.tribes[seat], {a.card: 1}):
        raise err("not_held", card=a.card)


def build_payment(state: AgeOfHeroesState, seat: int, a: A.Build) -> dict[str, int]:
    hand = state.tribes[seat].hand
    if a.pay is None:
        options = payment_options(a.item, hand)
        if not options:
            raise err("cannot_pay", item=a.item)
        return options[0]
    pay: dict[str, int] = {}
    for c in a.pay:
        pay[c] = pay.get(c, 0) + 1
    if not pays_for(a.item, pay):
        raise err("bad_payment", item=a.item)
    if not holds(state.tribes[seat], pay):
        raise err("cannot_pay", item=a.item)
    return pay


def _check_build(state: AgeOfHeroesState, seat: int, a: A.Build, kind: str) -> None:
    tribe = state.tribes[seat]
    if a.item not in ITEMS:
        raise err("unknown_item", item=a.item)
    if state.piles.get(a.item, 0) <= 0:
        raise err("pile_empty", item=a.item)  # es:3.2, es:6.3
    if (a.on is not None) != (a.item == "general") or (a.to is not None) != (a.item == "road"):
        raise err("build_target", item=a.item)
    if a.item == "general":
        army = next((x for x in tribe.armies if x.id == a.on), None)
        if army is None:
            raise err("not_your_army", army=f"a{a.on}")
        if army.general:
            raise err("army_has_general", army=f"a{a.on}")  # one general per army (es:6.3)
    if a.item == "road":
        assert a.to is not None
        _check_road_target(state, seat, a.to)
        if a.to not in state.road_permits:
            raise err("road_no_permission", seat=a.to)
    build_payment(state, seat, a)


def _check_attack(state: AgeOfHeroesState, seat: int, a: A.Attack, kind: str) -> None:
    if a.target == seat:
        raise err("attack_self")
    if not 0 <= a.target < state.players or not state.tribes[a.target].alive:
        raise err("target_out", seat=a.target)
    tribe = state.tribes[seat]
    if not any(x.free for x in tribe.armies) and not holds(tribe, {"mighty_hero": 1}):
        raise err("no_forces")


def _check_send(state: AgeOfHeroesState, seat: int, a: A.Send, kind: str) -> None:
    decl = state.declaration
    assert decl is not None
    free = [x.id for x in state.tribes[seat].armies if x.free and x.id not in decl.armies]
    if a.army is None:
        if not free:
            raise err("no_free_army")
        return
    if all(x.id != a.army for x in state.tribes[seat].armies):
        raise err("not_your_army", army=f"a{a.army}")
    if a.army in decl.armies:
        raise err("already_sent", army=f"a{a.army}")
    if a.army not in free:
        raise err("army_not_free", army=f"a{a.army}")  # away or shaken (D1)


def _check_hero(state: AgeOfHeroesState, seat: int, a: A.Hero, kind: str) -> None:
    tribe = state.tribes[seat]
    if kind == "declare":
        decl = state.declaration
        assert decl is not None
        committed = decl.hero_armies + len(decl.hero_generals)
        if tribe.hand.get("mighty_hero", 0) <= committed:
            raise err("no_hero")
        if a.on is not None:
            if a.on not in decl.armies:
                raise err("hero_army_not_in_battle", army=f"a{a.on}")
            army = next(x for x in tribe.armies if x.id == a.on)
            if army.general or a.on in decl.hero_generals:
                raise err("army_has_general", army=f"a{a.on}")
        return
    if not holds(tribe, {"mighty_hero": 1}):
        raise err("no_hero")
    if a.on is not None:
        battle = state.battle
        assert battle is not None
        unit = next((u for u in battle.defence.units if u.id == f"a{a.on}"), None)
        if unit is None:
            raise err("hero_army_not_in_battle", army=f"a{a.on}")
        if unit.general:
            raise err("army_has_general", army=f"a{a.on}")  # D11: a hero-general needs a bare army


def _check_launch(state: AgeOfHeroesState, seat: int, a: A.Launch, kind: str) -> None:
    decl = state.declaration
    assert decl is not None
    if not decl.armies and not decl.hero_armies:
        raise err("no_forces")


def _check_place(state: AgeOfHeroesState, seat: int, a: A.Place, kind: str) -> None:
    """Only the tribe's own special resource goes on its monument (es:3.3)."""
    tribe = state.tribes[seat]
    special = special_of(tribe)
    if a.count < 0 or (a.count and (special is None or tribe.hand.get(special, 0) < a.count)):
        raise err("place_too_many", count=a.count, card=special or "")


def _check_discard(state: AgeOfHeroesState, seat: int, a: A.Discard, kind: str) -> None:
    if a.card is not None and not holds(state.tribes[seat], {a.card: 1}):
        raise err("not_held", card=a.card)


def _offer_cards_ok(state: AgeOfHeroesState, seat: int, give: A.Cards, get: A.Cards) -> None:
    if not give and not get:
        raise err("offer_empty")
    for c, _ in (*give, *get):
        if c not in HAND_CARDS:
            raise err("not_tradeable", card=c)
    if not market.holdings_ok(state, seat, dict(give)):
        raise err("offer_not_held")


def _recipient_ok(state: AgeOfHeroesState, seat: int, to: int) -> None:
    if to == seat:
        raise err("offer_self")
    if not 0 <= to < state.players or not state.tribes[to].alive or to in state.market_done:
        raise err("offer_recipient_gone", seat=to)


def _check_offer(state: AgeOfHeroesState, seat: int, a: A.Offer, kind: str) -> None:
    if a.private and a.to is None:
        raise err("offer_private_needs_to")
    if a.to is not None:
        _recipient_ok(state, seat, a.to)
    _offer_cards_ok(state, seat, a.give, a.get)


def _visible_offer(state: AgeOfHeroesState, seat: int, offer_id: int) -> market.Offer:
    offer = next((o for o in state.offers if o.id == offer_id and market.visible_to(o, seat)), None)
    if offer is None:
        raise err("offer_unknown", id=offer_id)
    return offer


def _check_counter(state: AgeOfHeroesState, seat: int, a: A.Counter, kind: str) -> None:
    offer = _visible_offer(state, seat, a.offer)
    if offer.seat == seat:
        raise err("offer_own", id=a.offer)
    if offer.to is not None and offer.to != seat:
        raise err("offer_not_for_you", id=a.offer)
    _recipient_ok(state, seat, offer.seat)
    _offer_cards_ok(state, seat, a.give, a.get)


def _check_accept(state: AgeOfHeroesState, seat: int, a: A.Accept, kind: str) -> None:
    offer = _visible_offer(state, seat, a.offer)
    if offer.seat == seat:
        raise err("offer_own", id=a.offer)
    if offer.to is not None and offer.to != seat:
        raise err("offer_not_for_you", id=a.offer)
    if not market.holdings_ok(state, seat, offer.get):
        raise err("cannot_pay_offer", id=a.offer)


def _check_decline(state: AgeOfHeroesState, seat: int, a: A.Decline, kind: str) -> None:
    offer = _visible_offer(state, seat, a.offer)
    if offer.to != seat:
        raise err("offer_not_for_you", id=a.offer)


def _check_cancel(state: AgeOfHeroesState, seat: int, a: A.Cancel, kind: str) -> None:
    offer = _visible_offer(state, seat, a.offer)
    if offer.seat != seat:
        raise err("offer_not_yours", id=a.offer)


def _check_quake(state: AgeOfHeroesState, seat: int, a: A.Quake, kind: str) -> None:
    if a.army is not None and a.army not in event_cards.quake_targets(state, seat):
        raise err("quake_bad_target", army=f"a{a.army}")


def _check_volcano(state: AgeOfHeroesState, seat: int, a: A.Erupt, kind: str) -> None:
    if a.seat is not None and a.seat not in event_cards.volcano_targets(state, seat):
        raise err("volcano_bad_target", seat=a.seat)


def _check_luck(state: AgeOfHeroesState, seat: int, a: A.Luck, kind: str) -> None:
    if not holds(state.tribes[seat], {"luck": 1}):
        raise err("no_luck_card")


def _check_olympics(state: AgeOfHeroesState, seat: int, a: A.Olympics, kind: str) -> None:
    if not holds(state.tribes[seat], {"olympic_games": 1}):
        raise err("no_olympics_card")


def _check_hold(state: AgeOfHeroesState, seat: int, a: A.Hold, kind: str) -> None:
    if state.options.defender_all_armies:
        raise err("hold_not_allowed")
    battle = state.battle
    assert battle is not None
    unit = next((u for u in battle.defence.units if u.id == f"a{a.army}"), None)
    if unit is None or unit.hero_general:
        raise err("hero_army_not_in_battle", army=f"a{a.army}")


def _side(state: AgeOfHeroesState, seat: int) -> battles.BattleSide:
    battle = state.battle
    assert battle is not None
    return battle.attack if battle.attack.seat == seat else battle.defence


def _check_assign(state: AgeOfHeroesState, seat: int, a: A.Assign, kind: str) -> None:
    if a.unit is None:
        return
    side = _side(state, seat)
    unit = next((u for u in side.units if u.id == a.unit), None)
    if unit is None:
        raise err("unit_unknown", unit=a.unit)
    if unit.card is not None:
        raise err("unit_has_card", unit=a.unit)
    if a.value not in side.cards:
        raise err("card_not_drawn", value=a.value)


def _check_fight(state: AgeOfHeroesState, seat: int, a: A.Fight, kind: str) -> None:
    if a.unit is None:
        return
    unit = next((u for u in _side(state, seat).units if u.id == a.unit), None)
    if unit is None:
        raise err("unit_unknown", unit=a.unit)
    if unit.used:
        raise err("unit_used", unit=a.unit)


_CHECKS: dict[type[Action], Callable] = {
    A.ChooseTribe: _check_tribe, A.AskRoad: _check_ask_road, A.Allow: _check_answer,
    A.Deny: _check_answer, A.Tax: _check_tax, A.Swap: _check_swap, A.Build: _check_build,
    A.Attack: _check_attack, A.Send: _check_send, A.Hero: _check_hero, A.Launch: _check_launch,
    A.Back: _check_answer, A.Pass: _check_answer, A.Done: _check_answer, A.Place: _check_place,
    A.Discard: _check_discard, A.Offer: _check_offer, A.Counter: _check_counter,
    A.Accept: _check_accept, A.Decline: _check_decline, A.Cancel: _check_cancel,
    A.Quake: _check_quake, A.Erupt: _check_volcano, A.Luck: _check_luck, A.NoLuck: _check_answer,
    A.Olympics: _check_olympics, A.Hold: _check_hold, A.Ready: _check_answer,
    A.Assign: _check_assign, A.Fight: _check_fight,
}


# --- effects ---------------------------------------------------------------------------
def apply(state: AgeOfHeroesState, seat: int, action: Action) -> list[Event]:
    kind = check(state, seat, action)
    events = _effect(state, seat, action, kind)
    return events + flow.advance(state)


def _effect(state: AgeOfHeroesState, seat: int, a: Action, kind: str) -> list[Event]:
    tribe = state.tribes[seat]
    if isinstance(a, A.ChooseTribe):
        tribe_id = a.tribe or state.tribes_left[state.rng.randrange(len(state.tribes_left))]
        return flow.choose_tribe(state, seat, tribe_id)
    if isinstance(a, A.AskRoad):
        state.road_asked.append(a.to)
        state.pending = Pending(kind="road", seat=seat, asked=[a.to])
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
        note(state, f"{seat}: tax")
        return draw(state, seat, tribe.cities, "tax")
    if isinstance(a, A.Swap):
        state.main_action, state.step = "swap", "tax"
        note(state, f"{seat}: swap a card")
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
        note(state, f"{seat}: pass")
        return [ev("passed", seat=seat)]
    if isinstance(a, A.Place):
        state.step = "discard"
        special = special_of(tribe)
        if a.count and special:
            take_cards(tribe, {special: a.count})
            tribe.monument += a.count
            note(state, f"{seat}: monument +{a.count} ({tribe.monument})")
            return [ev("monument", seat=seat, count=a.count, total=tribe.monument, card=special,
                       reveals=True)]
        return [ev("monument_none", seat=seat)]
    if isinstance(a, A.Discard):
        if a.card is None:
            cards = random_cards(state, tribe, tribe.hand_size() - HAND_LIMIT)
            add_cards(tribe, cards)  # put back, then discard through the common path
            counts: dict[str, int] = {}
            for c in cards:
                counts[c] = counts.get(c, 0) + 1
            return discard_from_hand(state, seat, counts, "hand_limit")
        return discard_from_hand(state, seat, {a.card: 1}, "hand_limit")
    if isinstance(a, A.Offer):
        return market.make_offer(state, seat, dict(a.give), dict(a.get), a.to, a.private)
    if isinstance(a, A.Counter):
        original = next(o for o in state.offers if o.id == a.offer)
        events = market.close_offer(state, a.offer, seat, "declined") if original.to == seat else []
        return events + market.make_offer(state, seat, dict(a.give), dict(a.get), original.seat,
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
        return battles.call_off(state, seat, "luck")
    if isinstance(a, (A.Luck, A.NoLuck)):
        return event_cards.answer_luck(state, seat, isinstance(a, A.Luck))
    if isinstance(a, A.Olympics):
        return battles.call_off(state, seat, "olympic_games")
    if isinstance(a, A.Hold):
        return battles.hold(state, a.army)
    if isinstance(a, A.Ready):
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
    note(state, f"{seat}: {a.to_text()}")
    return [*events, ev("built", seat=seat, item=a.item, on=f"a{a.on}" if a.on else None, to=a.to)]


# --- legal actions -----------------------------------------------------------------------
def candidates(state: AgeOfHeroesState, seat: int, kind: str) -> list[Action]:
    tribe = state.tribes[seat]
    own_armies = [x.id for x in tribe.armies]
    if kind == "tribe":
        return [A.ChooseTribe(tribe=t) for t in TRIBE_IDS] + [A.ChooseTribe(tribe=None)]
    if kind in ("action", "build"):
        out: list[Action] = []
        if kind == "action":
            out += [A.AskRoad(to=s) for s in range(state.players)]
            out += [A.Tax(), A.Pass()] + [A.Swap(card=c) for c in sorted(tribe.hand)]
            out += [A.Attack(target=s, goal=g) for s in range(state.players) for g in GOALS]
        else:
            out.append(A.Done())
        for item in ITEMS:
            targets: list[dict] = [{}]
            if item == "general":
                targets = [{"on": i} for i in own_armies]
            elif item == "road":
                targets = [{"to": s} for s in state.road_permits]
            pays = [None] + [tuple(sorted_cards(p)) for p in payment_options(item, tribe.hand)]
            out += [A.Build(item=item, pay=p, **t) for t in targets for p in pays]
        return out
    if kind == "declare":
        return ([A.Send(army=i) for i in own_armies] + [A.Send(army=None), A.Hero(on=None)]
                + [A.Hero(on=i) for i in own_armies] + [A.Launch(), A.Back()])
    if kind == "monument":
        special = special_of(tribe)
        return [A.Place(count=n) for n in range(tribe.hand.get(special or "", 0) + 1)]
    if kind == "discard":
        return [A.Discard(card=c) for c in sorted(tribe.hand)] + [A.Discard(card=None)]
    if kind == "market":
        # The offer space is open-ended: listed are answers to visible offers, "done", and every
        # one-card-for-one-card offer (public, or to one player openly or privately). Larger
        # offers, gifts and counters are legal too (the same checks accept them) but not listed.
        out = [A.Done()]
        for o in state.offers:
            out += [A.Accept(offer=o.id), A.Decline(offer=o.id), A.Cancel(offer=o.id)]
        free = market.free_cards(state, seat)
        recipients: list[tuple[int | None, bool]] = [(None, False)]
        recipients += [(s, p) for s in alive_seats(state) if s != seat for p in (False, True)]
        out += [A.Offer(give=((g, 1),), get=((w, 1),), to=to, private=p)
                for g in sorted(free) for w in HAND_CARDS if w != g for to, p in recipients]
        return out
    if kind == "road_permission":
        return [A.Allow(), A.Deny()]
    if kind == "earthquake_target":
        return [*(A.Quake(army=x.id) for t in state.tribes for x in t.armies), A.Quake(army=None)]
    if kind == "volcano_target":
        return [A.Erupt(seat=s) for s in range(state.players)] + [A.Erupt(seat=None)]
    if kind == "luck":
        return [A.Luck(), A.NoLuck()]
    if kind in ("defend", "barbarians"):
        out = [A.Olympics(), A.Hero(on=None)] + [A.Hero(on=i) for i in own_armies]
        out += [A.Luck()] if kind == "barbarians" else [A.Hold(army=i) for i in own_armies]
        return [*out, A.Ready()]
    if kind == "assign":
        side = _side(state, seat)
        return [A.Assign(unit=u.id, value=v) for u in side.units for v in sorted(set(side.cards))] + [
            A.Assign(unit=None)]
    if kind == "fight":
        return [A.Fight(unit=u.id) for u in _side(state, seat).units] + [A.Fight(unit=None)]
    return []


def legal_actions(state: AgeOfHeroesState, seat: int) -> list[Action]:
    kind = decision_kind(state, seat)
    if kind is None:
        return []
    legal: list[Action] = []
    for action in candidates(state, seat, kind):
        try:
            check(state, seat, action)
        except RuleError:
            continue
        legal.append(action)
    return legal
