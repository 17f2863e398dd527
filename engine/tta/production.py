"""The end of a turn's production (§ Fase de producción) and its forecast for the warnings.

Order: uprising check (production skipped), science and culture, corruption, food production,
consumption (4 culture per missing food), resource production. Pacts and leaders that change
production add their food or resources at the matching step.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.tta import economy
from engine.tta.cards import CARDS
from engine.tta.ratings import consumption, corruption, has_leader, has_wonder, pacts_of, rate, stored
from engine.tta.state import Civ, TtaState

HUNGER_CULTURE = 4


@dataclass
class Report:
    uprising: bool = False
    science: int = 0
    culture: int = 0
    corruption: int = 0
    food: int = 0
    consumption: int = 0
    hunger: int = 0  # food missing for consumption
    culture_lost: int = 0
    resources: int = 0


def _place(civ: Civ, cards: list[tuple[int, str]], extra: dict[str, int] | None = None) -> int:
    """Each worker on these cards moves a bank token onto its card, highest level first."""
    made = 0
    for _, t in sorted(cards, reverse=True):
        n = civ.workers.get(t, 0) + (extra or {}).get(t, 0)
        for _ in range(n):
            if civ.blue_bank <= 0:
                return made
            civ.blue_bank -= 1
            civ.tokens[t] = civ.tokens.get(t, 0) + 1
            made += 1
    return made


def _pact_bonus(state: TtaState, seat: int, key: str) -> int:
    total = 0
    for p in pacts_of(state, seat):
        side = p.side_of(seat)
        eff = CARDS[p.card].effect
        mine = dict(eff.get("both", {}))
        if side:
            mine.update(eff.get(side, {}))
        total += mine.get(key, 0)
    return total


def food_production(civ: Civ) -> int:
    """Food the farms make this turn if the bank has the tokens (for views and Impact events)."""
    return sum(civ.workers.get(t, 0) * CARDS[t].token_value for t in civ.techs if CARDS[t].category == "farm")


def mine_production(civ: Civ) -> int:
    """Resources the mines make (Transcontinental Railroad included, labs not)."""
    total = sum(
        civ.workers.get(t, 0) * CARDS[t].token_value for t in civ.techs if CARDS[t].category == "mine"
    )
    best = _best_mine(civ)
    if best is not None and has_wonder(civ, "transcontinental_railroad_ii"):
        total += CARDS[best].token_value
    return total


def lab_production(civ: Civ) -> int:
    """Bill Gates: resources the labs make (a token per worker worth the lab's level)."""
    if not has_leader(civ, "bill_gates_iii"):
        return 0
    return sum(n * CARDS[t].level for t, n in civ.workers.items() if CARDS[t].category == "lab")


def _best_mine(civ: Civ) -> str | None:
    mines = [(CARDS[t].level, t) for t, n in civ.workers.items() if n > 0 and CARDS[t].category == "mine"]
    return max(mines)[1] if mines else None


def produce_food(state: TtaState, seat: int) -> int:
    civ = state.civs[seat]
    farms = [(CARDS[t].level, t) for t in civ.techs if CARDS[t].category == "farm"]
    before = stored(civ, "food")
    _place(civ, farms)
    bonus = _pact_bonus(state, seat, "food")
    if bonus > 0:
        economy.gain(civ, "food", bonus)
    return stored(civ, "food") - before


def produce_resources(state: TtaState, seat: int) -> int:
    civ = state.civs[seat]
    before = stored(civ, "resources")
    mines = [(CARDS[t].level, t) for t in civ.techs if CARDS[t].category == "mine"]
    extra: dict[str, int] = {}
    best = _best_mine(civ)
    if best is not None and has_wonder(civ, "transcontinental_railroad_ii"):
        extra[best] = 1
    _place(civ, mines, extra)
    if has_leader(civ, "bill_gates_iii"):
        labs = [(CARDS[t].level, t) for t in civ.techs if CARDS[t].category == "lab" and CARDS[t].level > 0]
        _place(civ, labs)
    bonus = _pact_bonus(state, seat, "resources")
    if bonus > 0:
        economy.gain(civ, "resources", bonus)
    elif bonus < 0:
        economy.lose(civ, "resources", -bonus)
    return stored(civ, "resources") - before


def run(state: TtaState, seat: int) -> Report:
    """The production phase of `seat` (or the report of an uprising that skips it)."""
    civ = state.civs[seat]
    r = rate(state, seat)
    rep = Report()
    if r.discontent > civ.free_workers:
        rep.uprising = True
        return rep
    civ.science += r.science
    economy.add_culture(civ, r.culture, "production")
    rep.science, rep.culture = r.science, r.culture
    corr = corruption(civ.blue_bank)
    if corr:
        lost = economy.lose(civ, "resources", corr)
        if lost < corr:
            economy.lose(civ, "food", corr - lost)
        rep.corruption = corr
    rep.food = produce_food(state, seat)
    need = consumption(civ.yellow_bank)
    have = stored(civ, "food")
    paid = min(need, have)
    if paid:
        economy.pay(civ, "food", paid)
    rep.consumption = need
    rep.hunger = need - paid
    if rep.hunger:
        rep.culture_lost = -economy.add_culture(civ, -HUNGER_CULTURE * rep.hunger, "hunger")
    rep.resources = produce_resources(state, seat)
    return rep


def probe(state: TtaState, seat: int) -> TtaState:
    """A cheap copy to try things on: the civilizations, the card row and the piles an action
    may change are copied; everything else is shared and must not be changed."""
    civs = [clone_civ(c) for c in state.civs]
    return TtaState.model_construct(
        **{
            **state.__dict__,
            "civs": civs,
            "row": list(state.row),
            "removed": list(state.removed),
            "tasks": list(state.tasks),
            "shared_tactics": dict(state.shared_tactics),
            "military_discards": {k: list(v) for k, v in state.military_discards.items()},
        }
    )


def clone_civ(civ: Civ) -> Civ:
    data = {k: (v.copy() if isinstance(v, (list, dict)) else v) for k, v in civ.__dict__.items()}
    return Civ.model_construct(None, **data)


def forecast(state: TtaState, seat: int) -> Report:
    """What the production phase would do if the turn ended now."""
    return run(probe(state, seat), seat)


def harms(rep: Report) -> list[str]:
    out = []
    if rep.uprising:
        out.append("uprising")
    if rep.hunger:
        out.append("famine")
    if rep.corruption:
        out.append("corruption")
    return out


def worse(before: Report, after: Report) -> list[str]:
    """The harms `after` adds to `before` (an action's warning)."""
    out = []
    if after.uprising and not before.uprising:
        out.append("uprising")
    if not after.uprising and after.hunger > (0 if before.uprising else before.hunger):
        out.append("famine")
    if not after.uprising and after.corruption > (0 if before.uprising else before.corruption):
        out.append("corruption")
    return out


__all__ = [
    "Report",
    "clone_civ",
    "food_production",
    "forecast",
    "harms",
    "lab_production",
    "mine_production",
    "probe",
    "produce_food",
    "produce_resources",
    "run",
    "worse",
]
