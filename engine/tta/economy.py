"""Tokens: food and resources stored as blue tokens, population as yellow tokens (§ Fichas
azules y amarillas, § Comida y recursos, § Trabajadores y población).

Paying is automatic and follows the Code of Laws: whole tokens are returned to the blue bank,
the lowest-valued first, and when no exact sum remains the smallest token worth more is
returned and the change comes back from the bank onto the highest cards that fit. Paying more
than asked happens only when the bank runs out of tokens for the change (§ Perder comida o
recursos). Gaining puts bank tokens on the highest-valued cards that fit; with too few tokens
the civilization gets the highest value it can (§ Obtener comida o recursos).
"""

from __future__ import annotations

from engine.tta.cards import CARDS
from engine.tta.ratings import stored, token_value
from engine.tta.state import Civ

KINDS = ("food", "resources")
CULTURE_SOURCES = (
    "production",
    "hunger",
    "events",
    "action_cards",
    "leaders",
    "wonders",
    "colonies",
    "military",
    "scoring",
)


def add_culture(civ: Civ, n: int, source: str) -> int:
    """Gain `n` culture (lose it when negative, never below 0), booked under `source`;
    returns the change (§ Puntos de ciencia y de cultura)."""
    assert source in CULTURE_SOURCES, source
    if n < 0:
        n = -min(civ.culture, -n)
    if n:
        civ.culture += n
        civ.culture_by[source] = civ.culture_by.get(source, 0) + n
    return n


def tally(civ: Civ, what: str) -> None:
    """Count one more of `what` (wars won and lost, aggressions...) for the statistics."""
    civ.tally[what] = civ.tally.get(what, 0) + 1


def take_culture(loser: Civ, winner: Civ, n: int, source: str = "military") -> int:
    """Take up to `n` culture from `loser` (all it has if less); returns what was taken."""
    n = -add_culture(loser, -n, source)
    add_culture(winner, n, source)
    return n


def _stores(civ: Civ, kind: str) -> list[str]:
    """Cards that receive gained tokens of `kind`: farms (food) or mines (resources)."""
    cat = "farm" if kind == "food" else "mine"
    return [t for t in civ.techs if CARDS[t].category == cat]


def _holders(civ: Civ, kind: str) -> list[tuple[int, str]]:
    """(value, card) holding tokens of `kind`, lowest value first."""
    out = [(token_value(t, kind), t) for t, n in civ.tokens.items() if n > 0]
    return sorted((v, t) for v, t in out if v > 0)


def gain(civ: Civ, kind: str, amount: int) -> int:
    """Gain up to `amount` food or resources from the blue bank; returns what was gained."""
    if amount <= 0:
        return 0
    cards = sorted(((CARDS[t].token_value, t) for t in _stores(civ, kind)), reverse=True)
    got = 0
    left = amount
    for value, t in cards:
        if value <= 0:
            continue
        while left >= value and civ.blue_bank > 0:
            civ.tokens[t] = civ.tokens.get(t, 0) + 1
            civ.blue_bank -= 1
            left -= value
            got += value
    return got


def pay(civ: Civ, kind: str, amount: int) -> None:
    """Pay exactly `amount` (the caller has checked it is stored)."""
    left = amount
    for value, t in _holders(civ, kind):
        k = min(civ.tokens[t], left // value)
        if k:
            civ.tokens[t] -= k
            civ.blue_bank += k
            left -= k * value
    if left > 0:
        for value, t in _holders(civ, kind):
            if value > left:
                civ.tokens[t] -= 1
                civ.blue_bank += 1
                gain(civ, kind, value - left)
                left = 0
                break
    _clean(civ)


def lose(civ: Civ, kind: str, amount: int) -> int:
    """Lose `amount` (or everything if less is stored); returns what was lost."""
    have = stored(civ, kind)
    if amount <= 0 or have <= 0:
        return 0
    if amount >= have:
        for _, t in _holders(civ, kind):
            civ.blue_bank += civ.tokens[t]
            civ.tokens[t] = 0
        _clean(civ)
        return have
    pay(civ, kind, amount)
    return amount


def lose_all(civ: Civ, kind: str) -> int:
    return lose(civ, kind, stored(civ, kind))


def _clean(civ: Civ) -> None:
    for t in [t for t, n in civ.tokens.items() if n <= 0]:
        del civ.tokens[t]


def pay_military(civ: Civ, amount: int) -> None:
    """Pay resources for a military unit: this turn's military-only resources first."""
    use = min(civ.mil_resources, amount)
    civ.mil_resources -= use
    if amount - use:
        pay(civ, "resources", amount - use)


def military_resources(civ: Civ) -> int:
    return civ.mil_resources + stored(civ, "resources")


# --------------------------------------------------------------------------- tokens from the box


def add_blue(civ: Civ, n: int) -> None:
    civ.blue_bank += n
    civ.blue_owned += n


def remove_blue_from_bank(civ: Civ, n: int) -> int:
    """Return up to `n` blue tokens from the blue bank to the box; returns how many the bank
    lacked (those come off farms and mines, as the player chooses: `tasks.lose_blue`)."""
    from_bank = min(max(n, 0), civ.blue_bank)
    civ.blue_bank -= from_bank
    civ.blue_owned -= from_bank
    return max(n, 0) - from_bank


def blue_holders(civ: Civ) -> list[str]:
    """Cards holding blue tokens (farms, mines; Bill Gates's labs), the least valuable first."""
    return [t for _, t in sorted((stored_value(t), t) for t, k in civ.tokens.items() if k > 0)]


def stored_value(tech: str) -> int:
    """What one blue token on `tech` is worth (food on a farm, resources on a mine or a lab)."""
    return token_value(tech, "food") or token_value(tech, "resources")


def cheapest_tokens(civ: Civ, n: int) -> list[str]:
    """The `n` least valuable stored tokens, one card id per token: what a player loses who does
    not choose (the default of the choice)."""
    out: list[str] = []
    for t in blue_holders(civ):
        out += [t] * min(civ.tokens[t], n - len(out))
    return out


def return_stored(civ: Civ, cards: list[str] | tuple[str, ...]) -> None:
    """Blue tokens on these cards (one id per token) go back to the box."""
    for t in cards:
        remove_stored_token(civ, t)


def remove_stored_token(civ: Civ, tech: str) -> None:
    """One blue token on `tech` goes back to the box (its value is lost)."""
    civ.tokens[tech] -= 1
    civ.blue_owned -= 1
    _clean(civ)


def move_stored_token(civ: Civ, tech: str) -> None:
    """One blue token on `tech` leaves it for another place of the player's (a wonder's stage):
    still owned, its value lost."""
    civ.tokens[tech] -= 1
    _clean(civ)


def add_yellow(civ: Civ, n: int) -> None:
    civ.yellow_bank += n
    civ.yellow_owned += n


def remove_yellow(civ: Civ, n: int) -> int:
    """Lose yellow tokens from the yellow bank only, never more than it holds."""
    k = min(n, civ.yellow_bank)
    civ.yellow_bank -= k
    civ.yellow_owned -= k
    return k


# --------------------------------------------------------------------------- population


def gain_population(civ: Civ, n: int) -> int:
    """Free new workers from the yellow bank (no food); returns how many."""
    k = min(n, civ.yellow_bank)
    civ.yellow_bank -= k
    civ.free_workers += k
    return k


def lose_free_workers(civ: Civ, n: int) -> int:
    """Unused workers back to the yellow bank; returns how many still must come off cards."""
    k = min(n, civ.free_workers)
    civ.free_workers -= k
    civ.yellow_bank += k
    return n - k


def worker_off_card(civ: Civ, tech: str) -> None:
    """A worker leaves a card for the yellow bank (population lost, unit sacrificed)."""
    civ.workers[tech] -= 1
    civ.yellow_bank += 1
    if civ.workers[tech] <= 0:
        del civ.workers[tech]


def worker_to_pool(civ: Civ, tech: str) -> None:
    """A building destroyed or a unit disbanded: its worker becomes unused."""
    civ.workers[tech] -= 1
    civ.free_workers += 1
    if civ.workers[tech] <= 0:
        del civ.workers[tech]


def cards_with_workers(civ: Civ) -> list[str]:
    return sorted(t for t, n in civ.workers.items() if n > 0)


def population(civ: Civ) -> int:
    return civ.free_workers + sum(civ.workers.values())


__all__ = [
    "KINDS",
    "add_blue",
    "add_yellow",
    "blue_holders",
    "cards_with_workers",
    "cheapest_tokens",
    "gain",
    "gain_population",
    "lose",
    "lose_all",
    "lose_free_workers",
    "military_resources",
    "move_stored_token",
    "pay",
    "pay_military",
    "population",
    "remove_blue_from_bank",
    "remove_stored_token",
    "remove_yellow",
    "return_stored",
    "stored_value",
    "worker_off_card",
    "worker_to_pool",
]
