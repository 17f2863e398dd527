"""A civilization's computed values (§ Tus valores, § Índices): action totals, happiness,
culture and science per turn, strength, colonization modifier, the banks' thresholds.

Everything here is derived from the cards in play and the tokens; nothing is stored. Card
effects that change values live here, each in one obvious line (leaders, wonders, pacts).
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.tta.cards import BOARD, CARDS, UNITS
from engine.tta.state import Civ, Pact, TtaState

YELLOW = BOARD["yellow_by_tokens"]  # tokens in bank → [consumption, population cost, faces required]
CORRUPTION = BOARD["corruption_by_tokens"]
MAX_HAPPY = BOARD["max_happy"]

STP = "st_peters_basilica_i"


def consumption(yellow_bank: int) -> int:
    return int(YELLOW[min(max(yellow_bank, 0), 18)][0])


def population_cost(yellow_bank: int) -> int | None:
    cost = YELLOW[min(max(yellow_bank, 0), 18)][1]
    return None if cost is None else int(cost)


def faces_required(yellow_bank: int) -> int:
    return int(YELLOW[min(max(yellow_bank, 0), 18)][2])


def corruption(blue_bank: int) -> int:
    return int(CORRUPTION[min(max(blue_bank, 0), 16)])


def active_wonders(civ: Civ) -> list[str]:
    """Completed wonders that still have their effects (ruins have none)."""
    return [w for w in civ.wonders if w not in civ.ruins]


def pacts_of(state: TtaState, seat: int) -> list[Pact]:
    """Every pact in play that `seat` is party to (its own and others' naming it)."""
    out = []
    for civ in state.civs:
        p = civ.pact
        if p is not None and seat in (p.owner, p.partner):
            out.append(p)
    return out


def workers_in(civ: Civ, category: str) -> int:
    return sum(n for t, n in civ.workers.items() if CARDS[t].category == category)


def best_level(civ: Civ, categories: tuple[str, ...]) -> int | None:
    """Level of the best building of these kinds with a worker (§ Nivel de una carta)."""
    levels = [CARDS[t].level for t, n in civ.workers.items() if n > 0 and CARDS[t].category in categories]
    return max(levels) if levels else None


def unit_counts(civ: Civ, only: set[str] | None = None) -> dict[str, list[int]]:
    """Unit levels per unit type: {"infantry": [0, 1, 1], ...} (one entry per unit)."""
    out: dict[str, list[int]] = {u: [] for u in UNITS}
    for t, n in civ.workers.items():
        c = CARDS[t]
        if c.is_unit and n > 0 and (only is None or t in only):
            out[c.category].extend([c.level] * n)
    return out


def _max_armies(inf: int, cav: int, art: int, req: dict[str, int], genghis: bool) -> int:
    ri, rc, ra = req.get("infantry", 0), req.get("cavalry", 0), req.get("artillery", 0)
    limits = []
    if ri:
        limits.append(inf // ri)
    if ra:
        limits.append(art // ra)
    if rc:
        # Genghis Khan: infantry may take cavalry places.
        limits.append((inf + cav) // (ri + rc) if genghis else cav // rc)
    return max(min(limits), 0) if limits else 0


def army_value(levels: dict[str, list[int]], tactic: str | None, genghis: bool) -> int:
    """The strength the best armies of these units add under `tactic` (§ Cartas de tácticas).

    Full armies first (every unit at most one level below the tactic), then obsolete ones from
    what is left; each air force doubles one army, full armies first. Genghis Khan lets
    infantry fill cavalry places.
    """
    if tactic is None:
        return 0
    t = CARDS[tactic]
    req = t.army
    floor = t.level - 1
    modern = {u: sum(1 for lv in levels[u] if lv >= floor) for u in ("infantry", "cavalry", "artillery")}
    total = {u: len(levels[u]) for u in ("infantry", "cavalry", "artillery")}
    full = _max_armies(modern["infantry"], modern["cavalry"], modern["artillery"], req, genghis)
    ri, rc, ra = req.get("infantry", 0), req.get("cavalry", 0), req.get("artillery", 0)
    # Units the full armies use: modern cavalry fill cavalry places before modern infantry.
    cav_used = min(modern["cavalry"], full * rc)
    inf_used = full * ri + (full * rc - cav_used)
    rest_inf = total["infantry"] - inf_used
    rest_cav = total["cavalry"] - cav_used
    rest_art = total["artillery"] - full * ra
    old = _max_armies(rest_inf, rest_cav, rest_art, req, genghis) if t.tactic_obsolete else 0
    air = len(levels["air_force"])
    value = full * t.tactic_value + old * t.tactic_obsolete
    value += min(air, full) * t.tactic_value + min(max(air - full, 0), old) * t.tactic_obsolete
    return value


@dataclass(frozen=True)
class Ratings:
    civil_total: int
    military_total: int
    urban_limit: int
    civil_hand_limit: int
    military_hand_limit: int
    happy: int
    required: int
    discontent: int
    culture: int
    science: int
    strength: int
    colonization: int
    food: int
    resources: int
    consumption: int
    corruption: int
    population_cost: int | None
    temple_faces: int
    theater_faces: int
    wonder_faces: int


def has_leader(civ: Civ, leader: str) -> bool:
    return civ.leader == leader


def has_wonder(civ: Civ, wonder: str) -> bool:
    return wonder in civ.wonders and wonder not in civ.ruins


def stored(civ: Civ, kind: str) -> int:
    """Food or resources stored (§ Comida y recursos). Labs hold resources worth their level."""
    total = 0
    for t, n in civ.tokens.items():
        if n:
            total += n * token_value(t, kind)
    return total


def token_value(tech: str, kind: str) -> int:
    c = CARDS[tech]
    if kind == "food":
        return c.token_value if c.category == "farm" else 0
    if c.category == "mine":
        return c.token_value
    if c.category == "lab":
        return c.level
    return 0


def _faces(civ: Civ) -> tuple[int, int, int, int, int]:
    """(total faces before the 0–8 clamp, temple faces, theater faces, wonders' happy faces,
    government faces)."""
    stp = 1 if has_wonder(civ, STP) else 0
    temple = theater = other = 0
    for t, n in civ.workers.items():
        c = CARDS[t]
        h = c.per_worker.get("happy", 0)
        if n and h > 0:
            faces = n * (h + stp)
            if c.category == "temple":
                temple += faces
            elif c.category == "theater":
                theater += faces
            else:
                other += faces
    gov = CARDS[civ.government].values.get("happy", 0)
    gov_faces = gov + stp if gov > 0 else gov
    # Happy faces on wonders apart from unhappy ones (Kremlin): Michelangelo counts happy faces.
    wonder = unhappy = 0
    for w in civ.wonders:
        printed = 0 if w in civ.ruins else CARDS[w].values.get("happy", 0)
        smiles = max(printed, 0) + (1 if w == civ.homer_wonder else 0)  # Homer's face stays on ruins
        unhappy += min(printed, 0)
        wonder += smiles + (stp if smiles > 0 and w != STP else 0)
    lead = CARDS[civ.leader].values.get("happy", 0) if civ.leader else 0
    lead_faces = lead + stp if lead > 0 else lead
    colonies = 0
    for col in civ.colonies:
        h = CARDS[col].permanent.get("happy", 0)
        colonies += h + stp if h > 0 else h
    total = temple + theater + other + gov_faces + wonder + unhappy + lead_faces + colonies
    return total, temple, theater, wonder, gov_faces


# Ratings computed while a state does not change (a legal list, the robot's choice): state id →
# seat → ratings. Only the state named in `unchanged` is remembered, never a copy made to probe.
# Per thread: autocomplete asks for options in worker threads while the bot reads other games.
_LOCAL = threading.local()
T = TypeVar("T")


@contextmanager
def unchanged(state: TtaState) -> Iterator[None]:
    """Within the block `state` is only read: its ratings are computed once per seat."""
    saved = getattr(_LOCAL, "memo", None)
    if saved is not None and saved[0] == id(state):
        yield
        return
    _LOCAL.memo = (id(state), {})
    try:
        yield
    finally:
        _LOCAL.memo = saved


def reads_state(fn: Callable[..., T]) -> Callable[..., T]:
    """A function that only reads the state it is given first: `unchanged` around it."""

    @functools.wraps(fn)
    def wrapper(state: TtaState, *args: Any, **kwargs: Any) -> T:
        with unchanged(state):
            return fn(state, *args, **kwargs)

    return wrapper


def rate(state: TtaState, seat: int) -> Ratings:
    memo = getattr(_LOCAL, "memo", None)
    if memo is not None and memo[0] == id(state):
        found: Ratings | None = memo[1].get(seat)
        if found is None:
            found = memo[1][seat] = _rate(state, seat)
        return found
    return _rate(state, seat)


def rate_fresh(state: TtaState, seat: int) -> Ratings:
    """The ratings computed now, never remembered (for a state changed for a moment)."""
    return _rate(state, seat)


def _rate(state: TtaState, seat: int) -> Ratings:
    civ = state.civs[seat]
    gov = CARDS[civ.government]
    leader = civ.leader
    pacts = pacts_of(state, seat)
    wonders = active_wonders(civ)

    civil_total = gov.civil_actions
    military_total = gov.military_actions
    culture = science = strength = colonization = 0
    for t in civ.techs:
        c = CARDS[t]
        if c.is_special:
            v = c.values
            civil_total += v.get("civil_actions", 0)
            military_total += v.get("military_actions", 0)
            strength += v.get("strength", 0)
            colonization += v.get("colonization_modifier", 0)
    for w in wonders:
        v = CARDS[w].values
        civil_total += v.get("civil_actions", 0)
        military_total += v.get("military_actions", 0)
        culture += v.get("culture", 0)
        science += v.get("science", 0)
        strength += v.get("strength", 0)
        colonization += v.get("colonization_modifier", 0)
    culture += 2 * len([w for w in civ.wonders if w in civ.ruins])  # Ravages of Time
    culture += gov.values.get("culture", 0)
    science += gov.values.get("science", 0)
    strength += gov.values.get("strength", 0)
    if leader:
        v = CARDS[leader].values
        military_total += v.get("military_actions", 0)
        civil_total += v.get("civil_actions", 0)
        culture += v.get("culture", 0)
        strength += v.get("strength", 0)
    for col in civ.colonies:
        strength += CARDS[col].permanent.get("strength", 0)
    for p in pacts:
        side = p.side_of(seat)
        eff = CARDS[p.card].effect
        mine = dict(eff.get("both", {}))
        if side:
            mine.update(eff.get(side, {}))
        military_total += mine.get("military_actions", 0)
        culture += mine.get("culture", 0)
        strength += mine.get("strength", 0)
        if "culture_per_completed_wonder_of_other_party" in mine:
            culture += len(state.civs[p.other(seat)].wonders)

    # Buildings and units, per worker.
    lab_workers = 0
    theaters: list[int] = []  # culture of each theater worker
    for t, n in civ.workers.items():
        if not n:
            continue
        c = CARDS[t]
        pw = c.per_worker
        culture += n * pw.get("culture", 0)
        science += n * pw.get("science", 0)
        strength += n * pw.get("strength", 0)
        if c.category == "lab":
            lab_workers += n
            if leader == "sid_meier_iii":
                culture += n * c.level
                science -= n
        elif c.category == "theater":
            theaters.extend([pw.get("culture", 0)] * n)
    if leader == "js_bach_ii":
        culture += len(theaters)
    if leader == "william_shakespeare_ii":
        culture += 2 * min(workers_in(civ, "library"), len(theaters))
    if leader == "charlie_chaplin_iii" and theaters:
        culture += max(theaters)
    if leader in ("leonardo_da_vinci_i", "isaac_newton_ii", "albert_einstein_iii"):
        best = best_level(civ, ("lab", "library"))
        if best is not None:
            science += best
    if leader == "james_cook_ii" and civ.colonies:
        culture += 2 + (len(civ.colonies) - 1)

    total_faces, temple_faces, theater_faces, wonder_faces, gov_faces = _faces(civ)
    if leader == "michelangelo_i":
        culture += temple_faces + theater_faces + wonder_faces
    if leader == "joan_of_arc_i":
        strength += temple_faces + max(gov_faces, 0)

    # Military units: per-unit bonuses and armies.
    levels = unit_counts(civ)
    units = sum(len(v) for v in levels.values())
    if leader == "alexander_the_great_a":
        strength += units
    if has_wonder(civ, "great_wall_i"):
        strength += len(levels["infantry"]) + len(levels["artillery"])
    if leader == "napoleon_bonaparte_ii":
        strength += 2 * sum(1 for u in UNITS if levels[u])
    strength += army_value(levels, civ.tactic, leader == "genghis_khan_i")

    happy = min(max(total_faces, 0), MAX_HAPPY)
    required = faces_required(civ.yellow_bank)
    library = 1 if has_wonder(civ, "library_of_alexandria_a") else 0
    return Ratings(
        civil_total=civil_total,
        military_total=military_total,
        urban_limit=gov.urban_limit,
        civil_hand_limit=civil_total + library,
        military_hand_limit=military_total + library,
        happy=happy,
        required=required,
        discontent=max(required - happy, 0),
        culture=max(culture, 0),
        science=max(science, 0),
        strength=max(strength, 0),
        colonization=colonization,
        food=stored(civ, "food"),
        resources=stored(civ, "resources"),
        consumption=consumption(civ.yellow_bank),
        corruption=corruption(civ.blue_bank),
        population_cost=population_cost(civ.yellow_bank),
        temple_faces=temple_faces,
        theater_faces=theater_faces,
        wonder_faces=wonder_faces,
    )


def attack_bonus(state: TtaState, seat: int, target: int) -> int:
    """Strength `seat` adds when attacking `target` (Open Borders Agreement)."""
    bonus = 0
    for p in pacts_of(state, seat):
        if p.other(seat) == target:
            bonus += CARDS[p.card].effect.get("attacker_strength_bonus_when_attacking_the_other_party", 0)
    return bonus


def sync_actions(state: TtaState, seat: int, r: Ratings | None = None) -> None:
    """After cards enter or leave play: new action tokens come available, lost ones go from
    the used ones first (§ Si tu total de acciones cambia)."""
    civ = state.civs[seat]
    r = r or rate(state, seat)
    if r.civil_total < civ.civil_seen:
        civ.civil_used = max(0, civ.civil_used - (civ.civil_seen - r.civil_total))
    civ.civil_seen = r.civil_total
    if r.military_total < civ.military_seen:
        civ.military_used = max(0, civ.military_used - (civ.military_seen - r.military_total))
    civ.military_seen = r.military_total


def civil_left(civ: Civ) -> int:
    return max(civ.civil_seen - civ.civil_used, 0)


def military_left(civ: Civ) -> int:
    return max(civ.military_seen - civ.military_used, 0) + civ.military_extra


__all__ = [
    "Ratings",
    "active_wonders",
    "army_value",
    "attack_bonus",
    "best_level",
    "civil_left",
    "consumption",
    "corruption",
    "faces_required",
    "has_leader",
    "has_wonder",
    "military_left",
    "pacts_of",
    "population_cost",
    "rate",
    "stored",
    "sync_actions",
    "token_value",
    "unit_counts",
    "workers_in",
]
