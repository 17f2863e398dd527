"""Random complete robot games at 2, 3 and 4 players keep the contract and the bookkeeping:
JSON round trip, replay, legal choices agree with `check`, defaults are legal, every card in
exactly one place, every token accounted for, nothing private in public views or events."""

from __future__ import annotations

import json
import os
import random
from collections import Counter

import pytest

from engine.core import apply
from engine.core import playout as po
from engine.tta import GAME
from engine.tta.audit import card_problems, culture_problems, token_problems
from engine.tta.cards import CARDS
from engine.tta.state import TtaState

OPTIONS = GAME.parse_options({})
SINGLE = {c for c, card in CARDS.items() if card.deck == "military" and card.count(4) == 1}
PRIVATE_KEYS = ("military_hand", "future_events_prepared", "peek", "sealed_answer", "max_colonization_force")


def hidden_single_cards(state: TtaState) -> set[str]:
    """Military cards with one copy that only their holder may know about now."""
    out = {c for civ in state.civs for c in civ.military_hand if c in SINGLE}
    out |= {f.card for f in state.future_events if f.card in SINGLE}
    return out


def scrambled(
    state: TtaState, rnd: random.Random, mover: int | None = None, named: Counter[str] | None = None
) -> TtaState:
    """The same game with every hidden military card swapped for another hidden card of its age
    (an event or territory for another one):
    military hands, the prepared future events, the current events deck, the military decks and
    the face-down discards. Whoever sees only the public view cannot tell the two apart. (A seat
    answering in private keeps its hand: its answer, e.g. a colonization force, is bound to it.
    A `mover` about to play keeps the cards its move `named`; the rest of its hand is swapped.)"""
    other = state.model_copy(deep=True)
    deciding = {d.seat for d in GAME.awaiting(state) if d.private} - {mover}
    slots: list[tuple[list, int]] = []
    for seat, civ in enumerate(other.civs):
        kept = Counter(named or ()) if seat == mover else Counter()
        for i, card in enumerate(civ.military_hand):
            if seat in deciding:
                continue
            if kept[card]:
                kept[card] -= 1
                continue
            slots.append((civ.military_hand, i))
    piles = [other.military_deck, other.current_events, *other.later_military.values(),
             *other.military_discards.values()]
    for pile in piles:
        slots += [(pile, i) for i in range(len(pile))]
    future = [(f, None) for f in other.future_events]
    by_age: dict[tuple[str, bool], list] = {}  # events stay events (the event decks hold only them)
    for slot in slots + future:
        holder, i = slot
        card = holder[i] if i is not None else holder.card
        by_age.setdefault((CARDS[card].age, CARDS[card].kind in ("event", "territory")), []).append(slot)
    for group in by_age.values():
        cards = [holder[i] if i is not None else holder.card for holder, i in group]
        rnd.shuffle(cards)
        for (holder, i), card in zip(group, cards, strict=True):
            if i is None:
                holder.card = card
            else:
                holder[i] = card
    return other


def public_events(events: list) -> list:
    return [(e.key, e.params) for e in events if e.to is None]


def check_same_public_events(state: TtaState, seat: int, action, rnd: random.Random) -> None:
    """The same move made in a game whose hidden cards were swapped, but for those the move names
    (a bid keeps the bidder's hand: how high one may bid depends on one's bonus cards): the move
    is as legal there, and unless it reveals a card (a draw, an event) everyone reads the same
    public events — none of them depends on a hidden card, the mover's own included."""
    hand = state.civs[seat].military_hand
    if action.verb == "bid":
        named = Counter(hand)
    else:
        fields = action.model_dump().values()
        values = [x for v in fields for x in (v if isinstance(v, (list, tuple)) else [v])]
        named = Counter(x for x in values if isinstance(x, str) and x in hand)
    other = scrambled(state, rnd, mover=seat, named=named)
    assert GAME.check(other, seat, action) is None, "a move's legality depends on others' hidden cards"
    mine = apply(GAME, state, seat, action)
    theirs = apply(GAME, other, seat, action)
    if not any(e.reveals for e in (*mine.events, *theirs.events)):
        assert public_events(mine.events) == public_events(theirs.events), action.to_text()


def public_decisions(state: TtaState) -> list:
    return [d for d in GAME.awaiting(state) if not d.private]


def check_secrets(
    state: TtaState, events: list, revealed: set[str], rnd: random.Random | None = None
) -> None:
    view = GAME.public_view(state)
    if rnd is not None:
        other = scrambled(state, rnd)
        assert GAME.public_view(other) == view, "the public view depends on hidden cards"
        assert public_decisions(other) == public_decisions(state), "a public decision depends on hidden cards"
    public = json.dumps(view)
    for key in PRIVATE_KEYS:
        assert f'"{key}"' not in public, key
    hidden = hidden_single_cards(state) - revealed
    for card in hidden:
        assert f'"{card}"' not in public, f"{card} is hidden but in the public view"
    for e in events:
        if e.to is None:
            text = json.dumps(e.params)
            for card in hidden:
                assert f'"{card}"' not in text, f"{card} is hidden but in public event {e.key}"


def run(players: int, seed: int, choices_every: int) -> po.Playout:
    rnd = random.Random(seed)
    state = GAME.setup(players, OPTIONS, seed)
    log: list[tuple[int, str]] = []
    revealed: set[str] = set()  # pacts offered and refused go back to hand, but were shown
    for n in range(20_000):
        if GAME.is_over(state):
            break
        assert card_problems(state) == []
        assert token_problems(state) == []
        assert culture_problems(state) == []
        if n % choices_every == 0:
            po.check_round_trip(GAME, state)
            po.check_defaults(GAME, state)
            po.check_choices(GAME, state, rnd, samples=15)
        decisions = GAME.awaiting(state)
        assert decisions, "nobody awaited"
        seat = rnd.choice(sorted({d.seat for d in decisions}))
        action = GAME.autoplay(state, seat, rnd)
        if n % 5 == 0:
            check_same_public_events(state, seat, action, rnd)
        applied = apply(GAME, state, seat, action, in_place=True)
        log.append((seat, applied.action_text))
        for e in applied.events:
            if e.key == "tta.log.pact_offered":
                revealed.add(e.params["card"])
        if not GAME.is_over(state):  # the final scoring reveals the events left in the decks
            check_secrets(state, applied.events, revealed, rnd if n % 7 == 0 else None)
    assert GAME.is_over(state)
    out = po.Playout(state=state, log=log, finished=True)
    po.check_round_trip(GAME, state)
    po.check_replay(GAME, players, OPTIONS, seed, out)
    return out


# More games on demand: TTA_PROPERTY_GAMES=150 runs 150 more (2, 3, 4 players in turn).
EXTRA = int(os.environ.get("TTA_PROPERTY_GAMES", "0"))
GAMES = [(2, 11), (3, 12), (4, 13)] + [(2 + k % 3, 1000 + k) for k in range(EXTRA)]


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_random_games_keep_every_invariant(players: int, seed: int) -> None:
    game = run(players, seed, choices_every=29)
    outcome = GAME.outcome(game.state)
    assert outcome is not None and outcome.ranking
    assert sorted(s for group in outcome.ranking for s in group) == list(range(players))


def test_robot_games_reach_age_iii_and_end_normally() -> None:
    """The robot plays every kind of move, political ones included (aggressions and wars, so
    the random games above meet defences, war results and their choices). Issue 17 item 14:
    over these games it plays every verb of the grammar but `resign` (a robot never resigns,
    docs/tta.md); cancelling a pact is rare (about one 4-player game in ten), hence seed 20."""
    ends = Counter()
    played: Counter[str] = Counter()
    seeds = (*range(6), 20)
    for seed in seeds:
        players = 2 + seed % 3
        p = po.play(GAME, players, OPTIONS, 100 + seed)
        facts = GAME.playout_facts(p.state)
        ends[facts["reached_age_iii"] and facts["ended_normally"]] += 1
        for _, text in p.log:
            action = GAME.parse_action(text)
            played[action.verb] += 1
            if action.verb == "attack":
                played[CARDS[action.card].kind] += 1
            if action.verb == "use":
                played[action.power] += 1
    assert ends[True] == len(seeds)
    for kind in ("event", "aggression", "war", "defend", "pact", "agree", "bid", "send", "choose", "tactic"):
        assert played[kind], kind
    verbs = set(GAME.grammar.verbs) - {"resign"}
    assert verbs <= set(played), verbs - set(played)
    assert played["churchill_culture"] + played["churchill_military"] + played["barbarossa"] + played["trade"]
