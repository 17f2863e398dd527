"""Who decides, what they may do, and doing it: the one `check` and the one `apply` of the game.

The head of the agenda says who must answer what (`answers`); with no task left, the active
player plays their turn: a political action while the politics phase lasts, then actions until
`end`. Actions that would bring an uprising, famine or corruption at the end of the turn need
their `confirm` form.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core import Action, AnswerOnce, Decision, Event, Refusal, Rng
from engine.tta import actions as A
from engine.tta import economy, production
from engine.tta.actioncards import apply_play, check_play
from engine.tta.cards import BOARD, CARDS, DESPOTISM, STARTING_TECHS, deck_for
from engine.tta.context import Ctx
from engine.tta.events import apply_split, ruin, split_options
from engine.tta.flow import advance, churchill_unchosen, end_turn, pass_turn
from engine.tta.politics import (
    after_political,
    aggression_succeeds,
    answer_pact,
    apply_aggression,
    apply_cancel,
    apply_columbus,
    apply_defend,
    apply_event,
    apply_pact,
    apply_retire,
    apply_war,
    auction_speaker,
    check_aggression,
    check_cancel,
    check_columbus,
    check_defend,
    check_event,
    check_pact,
    check_political,
    check_resign,
    check_retire,
    check_send,
    check_steal,
    check_war,
    close_auction,
    lose_colony,
    max_force,
    next_bidder,
    open_force,
    plunder,
    raid_fits,
    raze,
    resign,
    seize,
    send,
    steal,
    war_tech_science,
)
from engine.tta.ratings import civil_left, military_left, rate, reads_state
from engine.tta.row import discard_military, refill
from engine.tta.state import Civ, Task, TtaState
from engine.tta.tasks import BLUE_CHOICES, blue_owed, push, return_blue
from engine.tta.turn import (
    apply_barbarossa,
    apply_build,
    apply_churchill,
    apply_convert,
    apply_copy,
    apply_destroy,
    apply_develop,
    apply_leader,
    apply_pop,
    apply_tactic,
    apply_take,
    apply_upgrade,
    apply_wonder,
    check_barbarossa,
    check_build,
    check_churchill,
    check_convert,
    check_copy,
    check_destroy,
    check_develop,
    check_leader,
    check_pop,
    check_tactic,
    check_take,
    check_upgrade,
    check_wonder,
    cover_stages,
)

TURN_VERBS = tuple(cls.verb for cls in A.TURN_ACTIONS)
POLITICAL_VERBS = tuple(cls.verb for cls in A.POLITICAL_ACTIONS)
FIRST_TURN_VERBS = ("take", "end")

# What each window asks, the verbs that answer it.
WINDOW_VERBS: dict[str, tuple[str, ...]] = {
    "discard": ("discard",),
    "strength_discard": ("discard",),
    "defend": ("defend",),
    "pact": ("agree",),
    "colonize": ("send",),
    "plunder": ("food",),
    "raid": ("choose",),
    "annex": ("choose",),
    "infiltrate": ("choose",),
    "war_tech": ("choose",),
    "markets": ("food",),
    "religion": ("build", "pass"),
    "warfare": ("build", "pass"),
    "civilization": ("pop", "build", "develop", "pass"),
    "foray": ("food",),
    "raiders": ("food",),
    "ravages": ("choose",),
    "lose_workers": ("choose",),
    "independence": ("choose",),
    "border": ("choose",),
    "terror": ("choose",),
    "blue_tokens": ("choose",),
    "wonder_tokens": ("choose",),
    "churchill": ("use",),
}
# Answers drawn from the hidden military hand are asked in private: the discards, a defence, and
# the colonization force (its bonus cards, James Cook's discards; even its default would show them).
PRIVATE_WINDOWS = frozenset({"discard", "strength_discard", "defend", "colonize"})
# The rule says what happens without an answer: no defence, the pact refused; Churchill's choice
# asked at the end of the turn, where only its culture is still of use (ruling 45).
RULE_DEFAULT_WINDOWS = frozenset({"defend", "pact", "churchill"})
FREE_BUILD = {"religion": "religion_a", "warfare": "warriors_a"}
CONFIRMABLE = (
    A.Pop,
    A.Build,
    A.Upgrade,
    A.Destroy,
    A.PlayLeader,
    A.Develop,
    A.BuildWonder,
    A.PlayAction,
    A.Use,
)
# How many cards a choice takes: one, or as many as the task says (None: checked by the rule).
ONE_CARD = frozenset({"annex", "infiltrate", "ravages", "independence", "border", "terror"})


# --------------------------------------------------------------------------- setup


def setup(players: int, seed: int) -> TtaState:
    rng = Rng.from_seed(seed)
    civs = [_new_civ() for _ in range(players)]
    state = TtaState(players=players, rng=rng, civs=civs)
    # Age A military: players + 2 events, the rest back in the box unseen.
    events_a = deck_for("A", "military", players)
    rng.shuffle(events_a)
    state.current_events = events_a[: players + 2]
    state.removed.extend(events_a[players + 2 :])
    civil_a = deck_for("A", "civil", players)
    rng.shuffle(civil_a)
    state.row = [civil_a.pop() for _ in range(13)]
    state.civil_deck = civil_a
    for age in ("I", "II", "III"):
        state.later_civil[age] = deck_for(age, "civil", players)
        state.later_military[age] = deck_for(age, "military", players)
        # Cards removed for fewer players stay in the box (§ Preparación de los mazos).
        for deck in ("civil", "military"):
            full = Counter(deck_for(age, deck, 4))
            used = Counter(deck_for(age, deck, players))
            state.removed.extend((full - used).elements())
    # First turn: 1, 2, 3, 4 civil actions clockwise from the first player; no military action.
    for k, seat in enumerate(state.clockwise(state.first)):
        civ = state.civs[seat]
        civ.civil_used = civ.civil_seen - BOARD["first_turn_civil_actions"][k]
        civ.military_used = civ.military_seen
    state.current = state.first
    state.phase = "actions"
    return state


def _new_civ() -> Civ:
    civ = Civ()
    civ.techs = list(STARTING_TECHS)
    civ.government = DESPOTISM
    civ.workers = {t: n for t, n in STARTING_TECHS.items() if n}
    return civ


# --------------------------------------------------------------------------- who decides


def head(state: TtaState) -> Task | None:
    return state.tasks[0] if state.tasks else None


@reads_state
def awaiting(state: TtaState) -> list[Decision]:
    if state.over:
        return []
    task = head(state)
    if task is None:
        return [turn_decision(state)]
    if task.kind == "window":
        assert task.window is not None
        return [window_decision(state, task, s) for s in task.window.waiting()]
    if task.kind == "auction":
        speaker = auction_speaker(task)
        if speaker is None:  # pragma: no cover - closed auctions leave the agenda
            return []
        # The most this seat can bid depends on its hidden bonus cards: private view only. The
        # public params say the most it can bid whatever its hand holds (`open_force`): the
        # channel's buttons go no higher (issue 32 item 5).
        return [
            Decision(
                seat=speaker,
                kind="bid",
                verbs=("bid", "pass"),
                default=A.Pass(),
                rule_default=True,
                params={"card": task.card, "bid": task.bid, "bidder": task.bidder,
                        "open_most": open_force(state, speaker)},
            )
        ]
    if task.kind == "agreement":
        return [
            Decision(
                seat=task.seat,
                kind="agreement",
                verbs=("take", "pass"),
                default=A.Pass(),
                rule_default=True,
                params={"card": task.card, "left": task.amount - task.taken},
            )
        ]
    return []  # pragma: no cover


def turn_decision(state: TtaState) -> Decision:
    seat = state.current
    civ = state.civs[seat]
    if state.round == 1:
        verbs: tuple[str, ...]
        kind, verbs = "first_turn", FIRST_TURN_VERBS
    elif state.phase == "politics":
        # `resign` has no field: it is offered only when it can be played (it lists as is).
        political = tuple(v for v in POLITICAL_VERBS if not (v == "resign" and state.age >= 4))
        kind, verbs = "politics", political + TURN_VERBS
    else:
        kind, verbs = "actions", TURN_VERBS
    params: dict[str, Any] = {
        "round": state.round,
        "civil_left": civil_left(civ),
        "military_left": military_left(civ),
    }
    if churchill_unchosen(civ):
        params["churchill"] = True  # a reminder: asked at the end of the turn if still not made
    return Decision(seat=seat, kind=kind, verbs=verbs, default=A.End(confirm=True), params=params)


def window_decision(state: TtaState, task: Task, seat: int) -> Decision:
    p = task.purpose
    private = p in PRIVATE_WINDOWS
    params: dict[str, Any] = {"card": task.card}
    if task.seat >= 0:
        params["seat"] = task.seat
    if task.other >= 0:
        params["other"] = task.other
    if task.amount:
        params["amount"] = task.amount
    if p in ("discard", "strength_discard"):
        params["count"] = discard_count(state, task, seat)
    elif p == "defend":
        params["need"] = task.amount
        params["strength"] = rate(state, seat).strength
        params["most_cards"] = rate(state, seat).military_total
    elif p == "pact":
        params["side"] = task.side
    elif p == "lose_workers":
        params["count"] = task.amounts.get(seat, 0)
    elif p in BLUE_CHOICES:
        params["count"] = blue_owed(state, task, seat)
    elif p == "war_tech":
        params["science"] = war_tech_science(state, task)
    if task.options.get(seat):
        params["options"] = list(task.options[seat])
    return Decision(
        seat=seat,
        kind=p,
        verbs=WINDOW_VERBS[p],
        private=private,
        default=default_answer(state, task, seat),
        rule_default=p in RULE_DEFAULT_WINDOWS,
        params=params,
    )


def discard_count(state: TtaState, task: Task, seat: int) -> int:
    return task.amount if task.purpose == "discard" else min(3, len(state.civs[seat].military_hand))


def default_answer(state: TtaState, task: Task, seat: int) -> Action:
    """A legal answer: what "skip" plays (and the rule's own default where it names one)."""
    from engine.tta.legal import legal_answers

    p = task.purpose
    if p == "defend":
        return A.Defend(cards=())
    if p == "pact":
        return A.Agree(yes=False)
    if p in ("religion", "warfare", "civilization"):
        return A.Pass()
    if p == "war_tech":
        return A.Choose(cards=())
    if p == "markets":
        return A.Food(amount=2)
    if p == "churchill":
        return A.Use(power="churchill_culture")
    if p in BLUE_CHOICES:
        cheapest = economy.cheapest_tokens(state.civs[seat], blue_owed(state, task, seat))
        return A.Choose(cards=tuple(cheapest))
    answers = legal_answers(state, seat, task)
    assert answers, f"no legal answer for {p}"
    return answers[0]


# --------------------------------------------------------------------------- check


def check(state: TtaState, seat: int, action: Action) -> Refusal | None:
    task = head(state)
    if task is not None:
        return check_answer(state, seat, task, action)
    return check_turn(Ctx(state, seat), action)


def is_political(action: Action) -> bool:
    return action.verb in POLITICAL_VERBS or (
        isinstance(action, A.Use) and action.power in A.POLITICAL_POWERS
    )


def check_turn(ctx: Ctx, action: Action, *, harm: bool = True) -> Refusal | None:
    state = ctx.state
    if state.round == 1 and action.verb not in FIRST_TURN_VERBS:
        return Refusal("tta.err.first_turn")
    if is_political(action):
        bad = check_political(state, ctx.seat)
        return bad or _check_political(ctx, action)
    problem = _check_action(ctx, action)
    if (
        problem is not None
        or not harm
        or not isinstance(action, CONFIRMABLE)
        or getattr(action, "confirm", False)
    ):
        return problem
    after = _simulate(ctx, action)
    worse = production.worse(ctx.before, after)
    if worse:
        return harm_refusal("confirm", worse[0], after, action.model_copy(update={"confirm": True}))
    return None


HARM_KEYS = {
    ("confirm", "uprising"): "tta.err.confirm_uprising",
    ("confirm", "famine"): "tta.err.confirm_famine",
    ("confirm", "corruption"): "tta.err.confirm_corruption",
    ("end", "uprising"): "tta.err.end_uprising",
    ("end", "famine"): "tta.err.end_famine",
    ("end", "corruption"): "tta.err.end_corruption",
}


def harm_refusal(prefix: str, harm: str, rep: production.Report, confirmed: Action) -> Refusal:
    """The warning before harm: the worst harm, its numbers and the confirm form to type."""
    return Refusal(
        HARM_KEYS[prefix, harm],
        form=confirmed.to_text(),
        food=rep.hunger,
        culture=rep.culture_lost,
        resources=rep.corruption,
    )


def _simulate(ctx: Ctx, action: Action) -> production.Report:
    probe = production.probe(ctx.state, ctx.seat)
    _apply_turn_action(probe, ctx.seat, action, [])
    return production.run(production.probe(probe, ctx.seat), ctx.seat)


def _check_political(ctx: Ctx, a: Action) -> Refusal | None:
    if isinstance(a, A.PrepareEvent):
        return check_event(ctx, a.card)
    if isinstance(a, A.Attack):
        kind = CARDS[a.card].kind if a.card in CARDS else ""
        if kind == "war":
            return check_war(ctx, a.card, a.target)
        return check_aggression(ctx, a.card, a.target)
    if isinstance(a, A.OfferPact):
        return check_pact(ctx, a.card, a.target, a.side)
    if isinstance(a, A.CancelPact):
        return check_cancel(ctx, a.card)
    if isinstance(a, A.Resign):
        return check_resign(ctx.state)
    if isinstance(a, A.Use):
        if a.power == "alexander":
            return _no_card(a) or check_retire(ctx)
        if a.card is None:
            return Refusal("tta.err.card_fields", card="christopher_columbus_i")
        return check_columbus(ctx, a.card)
    return Refusal("tta.err.not_now", verb=a.verb)  # pragma: no cover


def _no_card(a: A.Use) -> Refusal | None:
    return Refusal("tta.err.card_fields", card=a.power) if a.card is not None else None


def _check_action(ctx: Ctx, a: Action) -> Refusal | None:
    if isinstance(a, A.Take):
        return check_take(ctx, a.slot)
    if isinstance(a, A.End):
        harms = [] if a.confirm else production.harms(ctx.before)
        if harms:
            return harm_refusal("end", harms[0], ctx.before, A.End(confirm=True))
        return None
    if isinstance(a, A.Pop):
        return check_pop(ctx, liner=a.free)
    if isinstance(a, A.Build):
        return check_build(ctx, a.card)
    if isinstance(a, A.Upgrade):
        return check_upgrade(ctx, a.card, a.to)
    if isinstance(a, A.Destroy):
        c = CARDS.get(a.card)
        return check_destroy(ctx, a.card, units=c is not None and c.is_unit)
    if isinstance(a, A.PlayLeader):
        return check_leader(ctx, a.card, a.homer)
    if isinstance(a, A.Develop):
        return check_develop(ctx, a.card, revolution=a.revolution)
    if isinstance(a, A.BuildWonder):
        return check_wonder(ctx, a.stages)
    if isinstance(a, A.PlayAction):
        return check_play(ctx, a)
    if isinstance(a, A.PlayTactic):
        return check_copy(ctx, a.card) if a.shared else check_tactic(ctx, a.card)
    if isinstance(a, A.Use):
        if a.power in ("churchill_culture", "churchill_military"):
            return _no_card(a) or check_churchill(ctx)
        if a.power == "trade":
            return _no_card(a) or check_convert(ctx)
        if a.card is None:
            return Refusal("tta.err.card_fields", card="frederick_barbarossa_i")
        return check_barbarossa(ctx, a.card)
    return Refusal("tta.err.not_now", verb=a.verb)


def check_answer(state: TtaState, seat: int, task: Task, a: Action) -> Refusal | None:
    if task.kind == "auction":
        if auction_speaker(task) != seat:  # pragma: no cover - the core asks only the speaker
            return Refusal("core.err.not_asked")
        if isinstance(a, A.Bid):
            if a.amount <= task.bid:
                return Refusal("tta.err.bid_low", bid=task.bid)
            most = max_force(state, seat)
            if a.amount > most:
                return Refusal("tta.err.bid_high", most=most)
        return None
    if task.kind == "agreement":
        if isinstance(a, A.Take):
            return check_take(Ctx(state, seat), a.slot, budget=task.amount - task.taken)
        return None
    assert task.window is not None
    bad = task.window.refusal(seat)
    if bad:
        return bad
    p = task.purpose
    civ = state.civs[seat]
    if p in ("discard", "strength_discard"):
        assert isinstance(a, A.Discard)
        want = discard_count(state, task, seat)
        if len(a.cards) != want:
            return Refusal("tta.err.discard_count", count=want)
        return _in_hand(civ.military_hand, a.cards)
    if p == "defend":
        assert isinstance(a, A.Defend)
        if not a.cards and not a.discard:
            return None  # no defence: the aggression succeeds
        return check_defend(state, seat, task.amount, a.cards, a.discard)
    if p == "pact":
        return None
    if p == "colonize":
        assert isinstance(a, A.Send)
        return check_send(state, seat, task.amount, a.units, a.bonus, a.discard)
    if p in ("plunder", "foray", "raiders", "markets"):
        assert isinstance(a, A.Food)
        if a.amount > task.amount:
            return Refusal("tta.err.split", most=task.amount)
        if p == "markets" and a.amount not in (0, task.amount):
            return Refusal("tta.err.markets", amount=task.amount)
        # What is lost (Raiders) or taken (Plunder) must be there: the whole amount when the
        # civilization has it, else everything it has.
        loser = task.other if p == "plunder" else seat
        if p in ("plunder", "raiders") and str(a.amount) not in split_options(
            state, loser, "raiders", task.amount
        ):
            return Refusal(
                "tta.err.plunder_have" if p == "plunder" else "tta.err.split_have", amount=task.amount
            )
        return None
    if p in ("religion", "warfare"):
        if isinstance(a, A.Build):
            if a.card != FREE_BUILD[p]:
                return Refusal("tta.err.not_option", card=a.card)
            return check_build(Ctx(state, seat), a.card, free_action=True, ignore_cost=True)
        return None
    if p == "civilization":
        ctx = Ctx(state, seat)
        if isinstance(a, A.Pop):
            if a.free:
                return Refusal("tta.err.not_option", card="free")
            return check_pop(ctx, free_action=True, discount=1)
        if isinstance(a, A.Build):
            return check_build(
                ctx,
                a.card,
                free_action=True,
                discount=1,
                kinds=("farm", "mine", "lab", "temple", "library", "arena", "theater"),
            )
        if isinstance(a, A.Develop):
            return check_develop(ctx, a.card, revolution=a.revolution, free_action=True, discount=1)
        return None
    if p == "churchill":
        if not isinstance(a, A.Use) or a.power not in ("churchill_culture", "churchill_military"):
            return Refusal("tta.err.churchill_only")
        return _no_card(a) or check_churchill(Ctx(state, seat))
    assert isinstance(a, A.Choose)
    return _check_choice(state, seat, task, a.cards)


def _check_choice(state: TtaState, seat: int, task: Task, cards: tuple[str, ...]) -> Refusal | None:
    """Cards chosen from a task's options (how many depends on the choice)."""
    p = task.purpose
    options = task.options.get(seat, [])
    if p == "war_tech":
        return check_steal(state, task, cards)
    if p == "raid":
        if not raid_fits(state, task.card, task.other, cards):
            return Refusal("tta.err.raid_targets")
        return None
    if p in BLUE_CHOICES:
        want = blue_owed(state, task, seat)
        if len(cards) != want:
            return Refusal("tta.err.blue_count", count=want)
        tokens = state.civs[seat].tokens
        for t, n in Counter(cards).items():
            if tokens.get(t, 0) < n:
                return Refusal("tta.err.no_blue_token", card=t)
        return None
    if p == "lose_workers":
        want = task.amounts.get(seat, 0)
        if len(cards) != want:
            return Refusal("tta.err.lose_count", count=want)
        have = Counter(state.civs[seat].workers)
        for t, n in Counter(cards).items():
            if have[t] < n:
                return Refusal("tta.err.no_building", card=t)
        return None
    if len(cards) != 1:
        return Refusal("tta.err.choose_one")
    if cards[0] not in options:
        return Refusal("tta.err.not_option", card=cards[0])
    return None


def _in_hand(hand: list[str], cards: tuple[str, ...]) -> Refusal | None:
    have = Counter(hand)
    for c, n in Counter(cards).items():
        if have[c] < n:
            return Refusal("tta.err.not_in_hand", card=c)
    return None


# --------------------------------------------------------------------------- apply


def apply(state: TtaState, seat: int, action: Action) -> list[Event]:
    events: list[Event] = []
    task = head(state)
    if task is not None:
        apply_answer(state, seat, task, action, events)
    elif is_political(action):
        _apply_political(state, seat, action, events)
    else:
        if state.phase == "politics":
            state.phase = "actions"
        _apply_turn_action(state, seat, action, events)
    advance(state, events)
    state.version += 1
    return events


def _apply_political(state: TtaState, seat: int, a: Action, events: list[Event]) -> None:
    after_political(state, seat)
    if isinstance(a, A.PrepareEvent):
        apply_event(state, seat, a.card, events)
    elif isinstance(a, A.Attack):
        if CARDS[a.card].kind == "war":
            apply_war(state, seat, a.card, a.target, events)
        else:
            apply_aggression(state, seat, a.card, a.target, events)
    elif isinstance(a, A.OfferPact):
        apply_pact(state, seat, a.card, a.target, a.side, events)
    elif isinstance(a, A.CancelPact):
        apply_cancel(state, seat, a.card, events)
    elif isinstance(a, A.Resign):
        resign(state, seat, events)
        pass_turn(state, seat, events)
    elif isinstance(a, A.Use) and a.power == "alexander":
        apply_retire(state, seat, events)
    elif isinstance(a, A.Use) and a.card is not None:
        apply_columbus(state, seat, a.card, events)


def _apply_turn_action(state: TtaState, seat: int, a: Action, events: list[Event]) -> None:
    if isinstance(a, A.Take):
        apply_take(state, seat, a.slot, events)
    elif isinstance(a, A.End):
        end_turn(state, seat, events)
    elif isinstance(a, A.Pop):
        apply_pop(state, seat, events, liner=a.free)
    elif isinstance(a, A.Build):
        apply_build(state, seat, a.card, events)
    elif isinstance(a, A.Upgrade):
        apply_upgrade(state, seat, a.card, a.to, events)
    elif isinstance(a, A.Destroy):
        apply_destroy(state, seat, a.card, events, units=CARDS[a.card].is_unit)
    elif isinstance(a, A.PlayLeader):
        apply_leader(state, seat, a.card, a.homer, events)
    elif isinstance(a, A.Develop):
        apply_develop(state, seat, a.card, events, revolution=a.revolution)
    elif isinstance(a, A.BuildWonder):
        apply_wonder(state, seat, a.stages, events)
    elif isinstance(a, A.PlayAction):
        apply_play(state, seat, a, events)
    elif isinstance(a, A.PlayTactic):
        if a.shared:
            apply_copy(state, seat, a.card, events)
        else:
            apply_tactic(state, seat, a.card, events)
    elif isinstance(a, A.Use):
        if a.power in ("churchill_culture", "churchill_military"):
            apply_churchill(state, seat, a.power.split("_")[1], events)
        elif a.power == "trade":
            apply_convert(state, seat, events)
        elif a.card is not None:
            apply_barbarossa(state, seat, a.card, events)


def _stored_answer(a: Action) -> dict[str, Any]:
    return {"verb": a.verb, **a.model_dump(mode="json")}


def _answer(data: dict[str, Any]) -> Action:
    data = dict(data)
    cls = A.BY_VERB[data.pop("verb")]
    return cls(**data)


def apply_answer(state: TtaState, seat: int, task: Task, a: Action, events: list[Event]) -> None:
    if task.kind == "auction":
        if isinstance(a, A.Bid):
            task.bid, task.bidder = a.amount, seat
            events.append(Event(key="tta.log.bid", params={"seat": seat, "bid": a.amount, "card": task.card}))
        else:
            task.passed.append(seat)
            events.append(Event(key="tta.log.bid_pass", params={"seat": seat, "card": task.card}))
        next_bidder(task)
        if task.turn < 0:
            state.tasks.pop(0)
            push(state, *close_auction(state, task, events))
        return
    if task.kind == "agreement":
        if isinstance(a, A.Take):
            # Not taken in an action phase (the current player's politics phase, or another
            # player's turn): playable from the taker's next action phase on, this one included.
            task.taken += apply_take(state, seat, a.slot, events, budget=True, fresh=False)
            return
        state.tasks.pop(0)
        if task.taken:
            state.civs[seat].skip_politics = True
            events.append(Event(key="tta.log.agreement_done", params={"seat": seat, "taken": task.taken}))
            refill(state, events, sweep=False)
        return
    window = task.window
    assert window is not None
    window.record(seat, _stored_answer(a))
    if not window.complete:
        events.append(Event(key="tta.log.answered", params={"seat": seat, "decision": task.purpose}))
        return
    state.tasks.pop(0)
    follow: list[Task] = []
    for s, data in window.in_order():
        follow.extend(_apply_window_answer(state, s, task, _answer(data), events))
    push(state, *follow)


def _apply_window_answer(
    state: TtaState, seat: int, task: Task, a: Action, events: list[Event]
) -> list[Task]:
    p = task.purpose
    civ = state.civs[seat]
    if p in ("discard", "strength_discard"):
        assert isinstance(a, A.Discard)
        for c in a.cards:
            civ.military_hand.remove(c)
            discard_military(state, c)
        events.append(Event(key="tta.log.discarded", params={"seat": seat, "count": len(a.cards)}))
        return []
    if p == "defend":
        assert isinstance(a, A.Defend)
        if a.cards or a.discard:
            apply_defend(state, task, a.cards, a.discard, events)
            return []
        return aggression_succeeds(state, task, events)
    if p == "pact":
        assert isinstance(a, A.Agree)
        answer_pact(state, task, a.yes, events)
        return []
    if p == "colonize":
        assert isinstance(a, A.Send)
        return send(state, task, a.units, a.bonus, a.discard, events)
    if p == "churchill":
        assert isinstance(a, A.Use)
        apply_churchill(state, seat, a.power.split("_")[1], events)
        return []
    if isinstance(a, A.Food):
        if p == "plunder":
            plunder(state, task, a.amount, events)
        elif p == "markets":
            got_f = economy.gain(civ, "food", a.amount)
            got_r = economy.gain(civ, "resources", task.amount - a.amount)
            events.append(
                Event(key="tta.log.event_gain", params={"seat": seat, "food": got_f, "resources": got_r})
            )
        else:
            apply_split(state, seat, p, task.amount, a.amount, events)
        return []
    if p in ("religion", "warfare"):
        if (
            isinstance(a, A.Build)
            and check_build(Ctx(state, seat), a.card, free_action=True, ignore_cost=True) is None
        ):
            apply_build(state, seat, a.card, events, free_action=True, ignore_cost=True)
        return []
    if p == "civilization":
        return _apply_civilization(state, seat, a, events)
    assert isinstance(a, A.Choose)
    cards = a.cards
    if p == "raid":
        raze(state, task, cards, events)
    elif p == "terror":
        economy.worker_to_pool(state.civs[task.other], cards[0])
        events.append(
            Event(key="tta.log.razed", params={"seat": seat, "target": task.other, "card": cards[0]})
        )
    elif p in ("annex", "infiltrate"):
        return seize(state, task, cards[0], events)
    elif p == "war_tech":
        return steal(state, task, cards, events)
    elif p == "ravages":
        return ruin(state, seat, cards[0], events)
    elif p == "independence":
        return lose_colony(state, seat, cards[0], events)
    elif p == "blue_tokens":
        return_blue(state, seat, cards, events)
    elif p == "wonder_tokens":
        cover_stages(state, seat, cards, events)
    elif p == "border":
        economy.worker_to_pool(civ, cards[0])
        events.append(Event(key="tta.log.destroy", params={"seat": seat, "card": cards[0]}))
    elif p == "lose_workers":
        for t in cards:
            if civ.workers.get(t, 0) > 0:
                economy.worker_off_card(civ, t)
        events.append(Event(key="tta.log.workers_lost", params={"seat": seat, "cards": list(cards)}))
    return []


def _apply_civilization(state: TtaState, seat: int, a: Action, events: list[Event]) -> list[Task]:
    """Development of Civilization: answers are applied in order; one that no longer fits
    (another answer changed something it needed) does nothing."""
    if check_answer_now(state, seat, a) is not None:
        events.append(Event(key="tta.log.answer_void", params={"seat": seat}))
        return []
    if isinstance(a, A.Pop):
        apply_pop(state, seat, events, free_action=True, discount=1)
    elif isinstance(a, A.Build):
        apply_build(state, seat, a.card, events, free_action=True, discount=1)
    elif isinstance(a, A.Develop):
        apply_develop(
            state, seat, a.card, events, revolution=a.revolution, free_action=not a.revolution, discount=1
        )
    return []


def check_answer_now(state: TtaState, seat: int, a: Action) -> Refusal | None:
    task = Task(kind="window", purpose="civilization", window=AnswerOnce.open([seat]))
    return check_answer(state, seat, task, a)


__all__ = ["apply", "awaiting", "check", "check_answer", "check_turn", "head", "is_political", "setup"]
