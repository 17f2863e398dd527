"""An offer made to one player, and the answer to it, are the two players' business (issue 36,
item 2): over complete robot games with such offers and answers made in every trade phase, two
worlds that differ only in their hidden facts (how many cards, their value, the commodity) show
everyone the same thing — public view, public events, the log in both languages, the board's
text, an action's public words — while the two players' private views tell them apart."""

from __future__ import annotations

import random
from typing import Any

from engine.civilization import GAME
from engine.civilization.actions import Accept, Counter, MakeOffer
from engine.civilization.data import COMMODITIES
from engine.civilization.trade_choices import true_facts
from engine.core import apply
from present.civilization import PRESENTER

NAMES = ["Ana", "Ben", "Cruz", "Dan"]


def surface(state: Any, applied: Any, action_text: str) -> tuple[Any, ...]:
    """Everything public about an action and the state after it."""
    events = [e for e in applied.events if e.to is None]
    view = GAME.public_view(applied.state)
    decisions = [d for d in GAME.awaiting(applied.state) if not d.private]
    out: list[Any] = [view, [(e.key, e.params) for e in events]]
    for lang in ("en", "es"):
        message = PRESENTER.public_message(view, NAMES, decisions, lang, events)
        out += [
            PRESENTER.log_lines(applied.events, NAMES, lang),
            PRESENTER.describe(applied.events, NAMES, lang),
            PRESENTER.public_action(GAME.parse_action(action_text), NAMES, lang),
            message.description,
            message.fields,
        ]
    out.append(GAME.describe_action(GAME.parse_action(action_text)))
    return tuple(out)


def two_offers(hand: list[str]) -> tuple[tuple[int, int, str], tuple[int, int, str]] | None:
    """Two different true offers of one hand (its hidden facts, swapped between the worlds)."""
    facts = true_facts(hand)
    if len(facts) < 2:
        return None
    return facts[0], facts[-1]


def test_private_offers_and_answers_show_everyone_the_same(seeds: int = 3) -> None:
    compared = 0
    for seed in range(seeds):
        state = GAME.setup(3 + seed % 2, GAME.parse_options({"end_column": 8}), seed)
        rnd = random.Random(seed)
        tried: set[int] = set()
        while not GAME.is_over(state) and state.round < 60:
            t = state.trade
            if t is not None and state.round not in tried:
                tried.add(state.round)
                compared += _check_trade(state)
            decision = GAME.awaiting(state)[0]
            action = GAME.autoplay(state, decision.seat, rnd)
            state = apply(GAME, state, decision.seat, action, in_place=True).state
    assert compared >= 6, compared


def _check_trade(state: Any) -> int:
    t = state.trade
    trading = [
        p
        for p in range(state.players)
        if p not in t.done
        and len(state.seats[p].hand) >= 3
        and any(c in COMMODITIES for c in state.seats[p].hand)
    ]
    if len(trading) < 2:
        return 0
    a, b = trading[:2]
    offers, counters = two_offers(state.seats[a].hand), two_offers(state.seats[b].hand)
    if offers is None or counters is None:
        return 0
    compared = 0
    worlds = []
    for (n, value, commodity), (k, worth, theirs) in zip(offers, counters):
        offer = MakeOffer(count=n, value=value, commodity=commodity, to=b)
        made = apply(GAME, state, a, offer)
        oid = made.state.trade.offers[-1].id
        counter = Counter(offer=oid, count=k, value=worth, commodity=theirs)
        answered = apply(GAME, made.state, b, counter)
        accept = Accept(offer=answered.state.trade.offers[-1].id)
        dealt = apply(GAME, answered.state, a, accept)
        worlds.append(
            (
                surface(state, made, offer.to_text()),
                surface(made.state, answered, counter.to_text()),
                surface(answered.state, dealt, accept.to_text()),
                GAME.private_view(answered.state, b),
                GAME.private_view(answered.state, a),
            )
        )
    (m1, c1, d1, pb1, pa1), (m2, c2, d2, pb2, pa2) = worlds
    assert m1 == m2, "the offer's facts showed in public"
    assert c1 == c2, "the answer's facts showed in public"
    assert d1 == d2, "the deal's facts showed in public"
    compared += 3
    # The two players, and only they, tell the worlds apart.
    assert pb1 != pb2 and pa1 != pa2
    third = next((p for p in range(state.players) if p not in (a, b)), None)
    if third is not None:
        views = []
        for n, value, commodity in offers:
            made = apply(GAME, state, a, MakeOffer(count=n, value=value, commodity=commodity, to=b))
            views.append(GAME.private_view(made.state, third))
        assert views[0] == views[1]
    return compared
