"""Yellow action cards (§ Jugar una carta de acción): one civil action, then the card's effect.

An action the card performs follows that action's rules but costs no civil action; a discount
never takes a cost below 0; a card whose action cannot be done cannot be played; Breakthrough
may declare a revolution, which then costs the revolution instead of the card's civil action.
"""

from __future__ import annotations

from engine.core import Event, Refusal
from engine.tta import economy
from engine.tta.actions import PlayAction
from engine.tta.cards import CARDS, FARM_MINE, URBAN
from engine.tta.context import Ctx
from engine.tta.ratings import civil_left, rate
from engine.tta.row import remove_civil
from engine.tta.state import TtaState
from engine.tta.tasks import by_count
from engine.tta.turn import (
    apply_build,
    apply_develop,
    apply_pop,
    apply_upgrade,
    apply_wonder,
    can_spend_civil,
    check_build,
    check_develop,
    check_pop,
    check_upgrade,
    check_wonder,
    spend_civil,
)

# Which optional fields each card family uses: target, to, take, revolution.
FIELDS: dict[str, frozenset[str]] = {
    "cultural_heritage": frozenset(),
    "revolutionary_idea": frozenset(),
    "stockpile": frozenset(),
    "reserves": frozenset({"take"}),
    "engineering_genius": frozenset(),
    "frugality": frozenset(),
    "patriotism": frozenset(),
    "rich_land": frozenset({"target", "to"}),
    "urban_growth": frozenset({"target", "to"}),
    "efficient_upgrade": frozenset({"target", "to"}),
    "breakthrough": frozenset({"target", "revolution"}),
    "wave_of_nationalism": frozenset(),
    "military_build_up": frozenset(),
    "endowment_for_the_arts": frozenset(),
}
REQUIRED: dict[str, frozenset[str]] = {
    "reserves": frozenset({"take"}),
    "rich_land": frozenset({"target"}),
    "urban_growth": frozenset({"target"}),
    "efficient_upgrade": frozenset({"target", "to"}),
    "breakthrough": frozenset({"target"}),
}


def family(card: str) -> str:
    return card.rsplit("_", 1)[0]


def _given(a: PlayAction) -> set[str]:
    out = set()
    if a.target is not None:
        out.add("target")
    if a.to is not None:
        out.add("to")
    if a.take is not None:
        out.add("take")
    if a.revolution:
        out.add("revolution")
    return out


def stronger_count(state: TtaState, seat: int) -> int:
    mine = rate(state, seat).strength
    return sum(1 for s in state.alive() if s != seat and rate(state, s).strength > mine)


def more_culture_count(state: TtaState, seat: int) -> int:
    mine = state.civs[seat].culture
    return sum(1 for s in state.alive() if s != seat and state.civs[s].culture > mine)


def check_play(ctx: Ctx, a: PlayAction) -> Refusal | None:
    civ = ctx.civ
    c = CARDS.get(a.card)
    if c is None or a.card not in civ.civil_hand or c.kind != "action":
        return Refusal("tta.err.not_in_hand", card=a.card)
    if a.card in civ.fresh:
        return Refusal("tta.err.fresh_action_card", card=a.card)
    fam = family(a.card)
    given = _given(a)
    if not given <= FIELDS[fam] or not REQUIRED.get(fam, frozenset()) <= given:
        return Refusal("tta.err.card_fields", card=a.card)
    if not a.revolution and not can_spend_civil(civ, 1):
        return Refusal("tta.err.civil_actions", need=1, left=civil_left(civ))
    eff = c.effect
    discount = eff.get("resource_discount", 0)
    if fam == "engineering_genius":
        return check_wonder(ctx, 1, free_action=True, discount=discount)
    if fam == "frugality":
        return check_pop(ctx, free_action=True)
    if fam in ("rich_land", "urban_growth", "efficient_upgrade"):
        kinds = FARM_MINE if fam == "rich_land" else URBAN if fam == "urban_growth" else FARM_MINE + URBAN
        assert a.target is not None
        if a.to is None:
            if fam == "efficient_upgrade":  # pragma: no cover - `to` is required
                return Refusal("tta.err.card_fields", card=a.card)
            return check_build(ctx, a.target, free_action=True, discount=discount, kinds=kinds)
        return check_upgrade(ctx, a.target, a.to, free_action=True, discount=discount, kinds=kinds)
    if fam == "breakthrough":
        assert a.target is not None
        return check_develop(ctx, a.target, revolution=a.revolution, free_action=True)
    return None


def apply_play(state: TtaState, seat: int, a: PlayAction, events: list[Event]) -> None:
    civ = state.civs[seat]
    fam = family(a.card)
    eff = CARDS[a.card].effect
    civ.civil_hand.remove(a.card)
    remove_civil(state, a.card)
    if not a.revolution:
        spend_civil(civ, 1)
    events.append(Event(key="tta.log.action_card", params={"seat": seat, "card": a.card}))
    discount = eff.get("resource_discount", 0)
    if fam in ("cultural_heritage", "revolutionary_idea", "stockpile"):
        gain = eff["gain"]
        civ.science += gain.get("science", 0)
        economy.add_culture(civ, gain.get("culture", 0), "action_cards")
        got_f = economy.gain(civ, "food", gain.get("food", 0))
        got_r = economy.gain(civ, "resources", gain.get("resources", 0))
        events.append(
            Event(
                key="tta.log.event_gain",
                params={
                    "seat": seat,
                    "science": gain.get("science", 0),
                    "culture": gain.get("culture", 0),
                    "food": got_f,
                    "resources": got_r,
                },
            )
        )
    elif fam == "reserves":
        amount = next(v for opt in eff["gain_one_of"] for k, v in opt.items() if k == a.take)
        got = economy.gain(civ, a.take or "food", amount)
        events.append(Event(key="tta.log.event_gain", params={"seat": seat, a.take or "food": got}))
    elif fam == "engineering_genius":
        apply_wonder(state, seat, 1, events, free_action=True, discount=discount)
    elif fam == "frugality":
        apply_pop(state, seat, events, free_action=True)
        got = economy.gain(civ, "food", eff["food_refund_after_paying"])
        events.append(Event(key="tta.log.event_gain", params={"seat": seat, "food": got}))
    elif fam == "patriotism":
        civ.military_extra += eff["this_turn"]["military_actions"]
        civ.mil_resources += eff["this_turn"]["resources_for_military_units"]
    elif fam in ("rich_land", "urban_growth", "efficient_upgrade"):
        assert a.target is not None
        if a.to is None:
            apply_build(state, seat, a.target, events, free_action=True, discount=discount)
        else:
            apply_upgrade(state, seat, a.target, a.to, events, free_action=True, discount=discount)
    elif fam == "breakthrough":
        assert a.target is not None
        apply_develop(state, seat, a.target, events, revolution=a.revolution, free_action=True)
        civ.science += eff["science_gain_after_paying"]
    elif fam in ("wave_of_nationalism", "military_build_up"):
        per = by_count(eff["this_turn_resources_for_military_units_per_stronger_civilization"], state)
        civ.mil_resources += per * stronger_count(state, seat)
    elif fam == "endowment_for_the_arts":
        per = by_count(eff["culture_per_civilization_with_more_culture"], state)
        gain = per * more_culture_count(state, seat)
        economy.add_culture(civ, gain, "action_cards")
        events.append(Event(key="tta.log.event_gain", params={"seat": seat, "culture": gain}))


__all__ = ["FIELDS", "REQUIRED", "apply_play", "check_play", "family"]
