"""Ship construction and upkeep (JOC 9): a ship costs 2 (treasury and/or tokens levied in its
area), upkeep 1 a round (treasury or a token of its area), at most 4 in play, never rebuilt the
round it was scrapped in the same area. The simplified games pay by levy only (31.5.2, 32.4.1).
"""

from __future__ import annotations

from engine.civilization.actions import BuildShip, Fleet, KeepShip
from engine.civilization.board import play_set, remove_tokens, tokens_at
from engine.civilization.data import AREAS, SHIPS_PER_NATION
from engine.civilization.state import CivState, Ship
from engine.core import Event, Refusal

SHIP_COST = 2


def levy_only(s: CivState) -> bool:
    return s.options.game != "full"


# Land areas with a coast: where ships may be built (when in play).
_COASTS = frozenset(a for a, x in AREAS.items() if not x.sea and x.has_water)


def _ship_area(s: CivState, area: str) -> bool:
    return area in _COASTS and area in play_set(s)


def build_areas(s: CivState, seat: int) -> list[str]:
    """Areas where the seat could build a ship now (ignoring the cost)."""
    p = s.seats[seat]
    playable = play_set(s)
    scrapped = p.scrapped
    out = [a for a, d in s.tokens.items()
           if d.get(seat, 0) > 0 and a in _COASTS and a in playable and a not in scrapped]
    if not levy_only(s):
        out += [a for a, o in s.cities.items()
                if o == seat and a in _COASTS and a in playable and a not in scrapped]
    return sorted(set(out))


def can_build(s: CivState, seat: int) -> bool:
    p = s.seats[seat]
    if len(p.ships) >= SHIPS_PER_NATION:
        return False
    for a in build_areas(s, seat):
        t = tokens_at(s, a, seat)
        if (t >= SHIP_COST) if levy_only(s) else (t + p.treasury >= SHIP_COST):
            return True
    return False


def asked(s: CivState, seat: int) -> bool:
    return bool(s.seats[seat].ships) or can_build(s, seat)


def check(s: CivState, seat: int, steps: tuple[KeepShip | BuildShip, ...]) -> Refusal | None:
    """The steps are one set of orders, not a sequence: the ships kept are known before any
    is built, so `build X; keep X` and `keep X; build X` are the same order (ruling R23)."""
    p = s.seats[seat]
    ships_at: dict[str, int] = {}
    for sh in p.ships:
        ships_at[sh.area] = ships_at.get(sh.area, 0) + 1
    kept: dict[str, int] = {}
    levied: dict[str, int] = {}
    treasury = 0
    built = 0
    for i, st in enumerate(steps, start=1):
        if not isinstance(st, KeepShip):
            continue
        a = st.area
        if kept.get(a, 0) >= ships_at.get(a, 0):
            return Refusal("civilization.err.no_ship_to_keep", n=i, area=a)
        kept[a] = kept.get(a, 0) + 1
        if st.levy:
            levied[a] = levied.get(a, 0) + 1
        elif levy_only(s):
            return Refusal("civilization.err.levy_only", n=i)
        else:
            treasury += 1
    for i, st in enumerate(steps, start=1):
        if not isinstance(st, BuildShip):
            continue
        a = st.area
        if not _ship_area(s, a):
            return Refusal("civilization.err.ship_area", n=i, area=a)
        scrapped_here = kept.get(a, 0) < ships_at.get(a, 0)
        if a in p.scrapped or scrapped_here:
            return Refusal("civilization.err.ship_rebuilt", n=i, area=a)
        if levy_only(s) and st.levy < SHIP_COST:
            return Refusal("civilization.err.levy_only", n=i)
        if st.levy == 0 and tokens_at(s, a, seat) == 0 and s.cities.get(a) != seat:
            return Refusal("civilization.err.ship_no_units", n=i, area=a)
        levied[a] = levied.get(a, 0) + st.levy
        treasury += SHIP_COST - st.levy
        built += 1
    for a, n in levied.items():
        if tokens_at(s, a, seat) < n:
            return Refusal("civilization.err.levy_tokens", area=a, need=n, have=tokens_at(s, a, seat))
    if treasury > p.treasury:  # the levy (9.1, 9.3) pays with tokens of the ship's area instead
        return Refusal("civilization.err.ship_treasury", need=treasury, have=p.treasury)
    if sum(kept.values()) + built > SHIPS_PER_NATION:
        return Refusal("civilization.err.ship_limit", count=sum(kept.values()) + built)
    return None


def apply(s: CivState, seat: int, steps: tuple[KeepShip | BuildShip, ...], ev: list[Event]) -> None:
    p = s.seats[seat]
    remaining = list(p.ships)
    kept: list[Ship] = []
    for st in steps:
        if isinstance(st, KeepShip):
            k = next(i for i, sh in enumerate(remaining) if sh.area == st.area)
            kept.append(remaining.pop(k))
            if st.levy:
                remove_tokens(s, st.area, seat, 1)
            else:
                p.treasury -= 1
                p.stock += 1
    scrapped = [sh.area for sh in remaining]
    p.scrapped = sorted(set(p.scrapped) | set(scrapped))
    for st in steps:
        if isinstance(st, BuildShip):
            remove_tokens(s, st.area, seat, st.levy)
            paid = SHIP_COST - st.levy
            p.treasury -= paid
            p.stock += paid
            kept.append(Ship(area=st.area))
    p.ships = kept
    ev.append(
        Event(
            key="civilization.log.fleet",
            params={
                "seat": seat,
                "ships": sorted(sh.area for sh in kept),
                "scrapped": sorted(scrapped),
                "built": sorted(st.area for st in steps if isinstance(st, BuildShip)),
            },
        )
    )


def default(s: CivState, seat: int) -> Fleet:
    """Keep every ship that can be paid (treasury first, then a token there); build none."""
    p = s.seats[seat]
    treasury = 0 if levy_only(s) else p.treasury
    used: dict[str, int] = {}
    kept = []
    for sh in p.ships:
        if treasury > 0:
            treasury -= 1
            kept.append(KeepShip(area=sh.area))
        elif tokens_at(s, sh.area, seat) - used.get(sh.area, 0) > 0:
            used[sh.area] = used.get(sh.area, 0) + 1
            kept.append(KeepShip(area=sh.area, levy=True))
    return Fleet(steps=tuple(kept))
