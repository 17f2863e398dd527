"""Turns and the agenda: the start and the end of a turn (§ Secuencia de inicio de turno,
§ Secuencia de final de turno), the end of the game, and running the automatic tasks until
someone must decide."""

from __future__ import annotations

from engine.core import Event
from engine.tta import economy, production
from engine.tta.politics import event_done, resolve_war
from engine.tta.ratings import military_left
from engine.tta.row import draw_military, refill
from engine.tta.scoring import final_scoring
from engine.tta.state import Civ, Task, TtaState
from engine.tta.tasks import push, ranked, strengths
from engine.tta.turn import share_tactic

BLOCKING = ("window", "auction", "agreement")
CHURCHILL = "winston_churchill_iii"
DRAW_LIMIT = 3


def start_turn(state: TtaState, seat: int, events: list[Event]) -> None:
    state.current = seat
    state.political_done = 0
    state.revealed = None
    civ = state.civs[seat]
    events.append(Event(key="tta.log.turn", params={"seat": seat, "round": state.round}))
    if state.round > 1:
        refill(state, events)
    tasks: list[Task] = []
    if civ.war is not None:
        tasks = resolve_war(state, seat, events)
    share_tactic(state, seat, events)
    if civ.leader == "homer_a":
        civ.mil_resources += 1
    state.phase = "politics" if state.round > 1 else "actions"
    if state.phase == "politics" and civ.skip_politics:
        civ.skip_politics = False
        state.phase = "actions"
        events.append(Event(key="tta.log.politics_forfeited", params={"seat": seat}))
    push(state, *tasks)


def end_turn(state: TtaState, seat: int, events: list[Event]) -> None:
    """`end`: Winston Churchill's choice if not made this turn, the excess military cards
    discarded, then the turn finishes."""
    from engine.tta.ratings import rate
    from engine.tta.tasks import window

    civ = state.civs[seat]
    limit = rate(state, seat).military_hand_limit
    excess = len(civ.military_hand) - limit
    tasks = [Task(kind="finish", seat=seat)]
    if excess > 0:
        tasks.insert(0, window("discard", [seat], seat=seat, amount=excess))
    if churchill_unchosen(civ):
        tasks.insert(0, window("churchill", [seat], seat=seat, card=CHURCHILL))
    push(state, *tasks)


def churchill_unchosen(civ: Civ) -> bool:
    """Winston Churchill leads and his choice of this turn is still to be made ("each turn
    choose one")."""
    return civ.leader == CHURCHILL and "churchill" not in civ.used


def finish_turn(state: TtaState, seat: int, events: list[Event]) -> None:
    civ = state.civs[seat]
    rep = production.run(state, seat)
    if rep.uprising:
        events.append(Event(key="tta.log.uprising", params={"seat": seat}))
    else:
        events.append(
            Event(
                key="tta.log.production",
                params={
                    "seat": seat,
                    "science": rep.science,
                    "culture": rep.culture,
                    "corruption": rep.corruption,
                    "food": rep.food,
                    "consumption": rep.consumption,
                    "hunger": rep.hunger,
                    "culture_lost": rep.culture_lost,
                    "resources": rep.resources,
                },
            )
        )
    if civ.leader == "genghis_khan_i":
        st = strengths(state)
        top = ranked(state, lambda s: st[s], current=seat)[: 2 if len(state.alive()) > 2 else 1]
        if seat in top:
            economy.add_culture(civ, 3, "leaders")
            events.append(Event(key="tta.log.genghis", params={"seat": seat, "culture": 3}))
    draw_military(state, seat, min(DRAW_LIMIT, military_left(civ)), events)
    civ.civil_used = civ.military_used = 0
    civ.military_extra = civ.mil_resources = civ.mil_science = 0
    civ.used = []
    civ.fresh = []
    pass_turn(state, seat, events)


def pass_turn(state: TtaState, seat: int, events: list[Event]) -> None:
    order = state.clockwise(seat, include_start=False)
    if len(state.alive()) <= 1 or not order:
        end_game(state, events)
        return
    nxt = order[0]
    if _crosses_first(state, seat, nxt):
        if state.last_round is not None and state.round >= state.last_round:
            end_game(state, events)
            return
        state.round += 1
    push(state, Task(kind="start", seat=nxt))


def _crosses_first(state: TtaState, seat: int, nxt: int) -> bool:
    """Whether going clockwise from `seat` to `nxt` reaches the first player's place: a new
    round starts (the first player may have resigned; the round still starts there)."""
    k = 1
    while True:
        s = (seat + k) % state.players
        if s == state.first:
            return True
        if s == nxt:
            return False
        k += 1


def end_game(state: TtaState, events: list[Event]) -> None:
    if len(state.alive()) > 1:
        final_scoring(state, events)
    state.over = True
    state.phase = "over"
    state.tasks = []
    events.append(
        Event(
            key="tta.log.game_over",
            params={"culture": {str(s): state.civs[s].culture for s in range(state.players)}},
        )
    )


def advance(state: TtaState, events: list[Event]) -> None:
    """Run automatic tasks until one needs a decision, the turn is the player's, or it ends."""
    guard = 0
    while state.tasks and not state.over:
        guard += 1
        assert guard < 10_000, "agenda does not settle"
        task = state.tasks[0]
        if task.kind == "window":
            assert task.window is not None
            if task.window.waiting():
                return
            state.tasks.pop(0)
            continue
        if task.kind in BLOCKING:
            return
        state.tasks.pop(0)
        if task.kind == "start":
            start_turn(state, task.seat, events)
        elif task.kind == "finish":
            finish_turn(state, task.seat, events)
        elif task.kind == "event_done":
            event_done(state, task.card, events)
        else:  # pragma: no cover
            raise AssertionError(f"unknown task {task.kind}")


__all__ = [
    "BLOCKING",
    "advance",
    "churchill_unchosen",
    "end_game",
    "end_turn",
    "finish_turn",
    "pass_turn",
    "start_turn",
]
