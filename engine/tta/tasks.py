"""The agenda (`TtaState.tasks`) and what many rules share: comparing civilizations with the
tie-break (§ Aplicar un evento), windows of answers, losing population."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import AnswerOnce, Event
from engine.tta import economy
from engine.tta.ratings import rate
from engine.tta.state import Task, TtaState


def push(state: TtaState, *tasks: Task) -> None:
    """Put tasks at the head of the agenda, in this order."""
    state.tasks[0:0] = list(tasks)


def window(
    purpose: str,
    seats: list[int],
    *,
    card: str = "",
    seat: int = -1,
    other: int = -1,
    amount: int = 0,
    options: dict[int, list[str]] | None = None,
    amounts: dict[int, int] | None = None,
    side: str = "",
) -> Task:
    return Task(
        kind="window",
        purpose=purpose,
        window=AnswerOnce.open(seats),
        card=card,
        seat=seat,
        other=other,
        amount=amount,
        options=options or {},
        amounts=amounts or {},
        side=side,
    )


# --------------------------------------------------------------------------- comparisons


def ranked(state: TtaState, value: Callable[[int], int], current: int | None = None) -> list[int]:
    """Alive seats from highest to lowest value. Ties: the current player counts as higher,
    then the players after them clockwise."""
    cur = state.current if current is None else current
    order = state.clockwise(cur)
    pos = {s: i for i, s in enumerate(order)}
    return sorted(order, key=lambda s: (-value(s), pos[s]))


def strengths(state: TtaState) -> dict[int, int]:
    return {s: rate(state, s).strength for s in state.alive()}


def strongest(state: TtaState, n: int = 1, current: int | None = None) -> list[int]:
    st = strengths(state)
    return ranked(state, lambda s: st[s], current)[:n]


def weakest(state: TtaState, n: int = 1, current: int | None = None) -> list[int]:
    st = strengths(state)
    return list(reversed(ranked(state, lambda s: st[s], current)))[:n]


def most_culture(state: TtaState, current: int | None = None) -> int:
    return ranked(state, lambda s: state.civs[s].culture, current)[0]


def least_culture(state: TtaState, current: int | None = None) -> int:
    return ranked(state, lambda s: state.civs[s].culture, current)[-1]


def by_count(table: dict[str, int] | int, state: TtaState) -> int:
    """A number that depends on the player count ("the two strongest": one with 2 players)."""
    if isinstance(table, int):
        return table
    return table[str(max(2, min(4, len(state.alive()))))]


# --------------------------------------------------------------------------- population


def lose_population(
    state: TtaState, losses: dict[int, int], events: list[Event], *, card: str = ""
) -> list[Task]:
    """Each seat loses population: unused workers first; then workers off cards, chosen by
    the player when several cards hold workers (§ Trabajadores y población)."""
    need: dict[int, int] = {}
    for seat, n in losses.items():
        civ = state.civs[seat]
        if n <= 0:
            continue
        rest = economy.lose_free_workers(civ, n)
        events.append(Event(key="tta.log.population_lost", params={"seat": seat, "count": n - rest}))
        cards = economy.cards_with_workers(civ)
        if rest and len(cards) == 1:
            k = min(rest, civ.workers[cards[0]])
            for _ in range(k):
                economy.worker_off_card(civ, cards[0])
            events.append(
                Event(key="tta.log.worker_lost", params={"seat": seat, "card": cards[0], "count": k})
            )
            rest = 0
        if rest and cards:
            need[seat] = min(rest, sum(civ.workers.values()))
    if not need:
        return []
    seats = [s for s in state.clockwise(state.current) if s in need]
    return [
        window(
            "lose_workers",
            seats,
            card=card,
            amounts=need,
            options={s: economy.cards_with_workers(state.civs[s]) for s in seats},
        )
    ]


# --------------------------------------------------------------------------- blue tokens


def lose_blue(state: TtaState, losses: dict[int, int], events: list[Event], *, card: str = "") -> list[Task]:
    """Each seat returns blue tokens to the box: from its blue bank; what the bank lacks comes
    off its farms and mines, the tokens the player chooses (§ Fichas azules y amarillas). Asked
    only when there is a choice: tokens on more than one card and not all of them owed."""
    need: dict[int, int] = {}
    for seat, n in losses.items():
        civ = state.civs[seat]
        rest = economy.remove_blue_from_bank(civ, n)
        if n - rest > 0:
            events.append(Event(key="tta.log.blue_lost", params={"seat": seat, "count": n - rest}))
        holders = economy.blue_holders(civ)
        rest = min(rest, sum(civ.tokens[t] for t in holders))
        if rest <= 0:
            continue
        if len(holders) == 1 or rest == sum(civ.tokens[t] for t in holders):
            return_blue(state, seat, economy.cheapest_tokens(civ, rest), events)
        else:
            need[seat] = rest
    if not need:
        return []
    seats = [s for s in state.clockwise(state.current) if s in need]
    return [
        window(
            "blue_tokens",
            seats,
            card=card,
            amounts=need,
            options={s: economy.blue_holders(state.civs[s]) for s in seats},
        )
    ]


def return_blue(state: TtaState, seat: int, cards: list[str] | tuple[str, ...], events: list[Event]) -> None:
    """The stored blue tokens on these cards (one id per token) go back to the box."""
    economy.return_stored(state.civs[seat], cards)
    events.append(Event(key="tta.log.blue_from_cards", params={"seat": seat, "cards": list(cards)}))


# The choices of stored blue tokens when the blue bank lacks them: which go back to the box
# (a loss, ruling 8), which cover a wonder's stages (ruling 7). One question, two destinations.
BLUE_CHOICES = frozenset({"blue_tokens", "wonder_tokens"})


def blue_owed(state: TtaState, task: Task, seat: int) -> int:
    """How many stored tokens `seat` must choose in a `blue_tokens` or `wonder_tokens` window."""
    civ = state.civs[seat]
    return min(task.amounts.get(seat, 0), sum(civ.tokens.values()))


__all__ = [
    "BLUE_CHOICES",
    "blue_owed",
    "by_count",
    "least_culture",
    "lose_blue",
    "lose_population",
    "most_culture",
    "push",
    "ranked",
    "return_blue",
    "strengths",
    "strongest",
    "weakest",
    "window",
]
