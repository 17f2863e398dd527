"""Civilization (Francis Tresham; the Spanish JOC edition): the rules engine. `GAME` is the
registered singleton. The map is the Avalon Hill board with its Western Extension (ruling R1 of
docs/civilization.md)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from pydantic import BaseModel

from engine.civilization import autoplay, orders, phases, rules, trade_choices, views
from engine.civilization.actions import ACTIONS, BuyAdvances
from engine.civilization.board import ast_key
from engine.civilization.data import (
    ADVANCE_IDS,
    ADVANCES,
    AREA_IDS,
    COMMODITIES,
    FLOOD_PLAINS,
    MYSTICISM,
    NATION,
    NATION_IDS,
    STACK_CALAMITY,
    STACK_COMMODITIES,
    TOKENS,
    TRADE_CARDS,
    TRADE_NAMES_ES,
    VOLCANOES,
    area_word,
    scenario_areas,
    seven_player_board,
)
from engine.civilization.state import CivOptions, CivState, Player
from engine.core import (
    Action,
    Decision,
    Event,
    Game,
    GameState,
    Hidden,
    InvalidActionText,
    NotAwaited,
    Outcome,
    Refusal,
    Rng,
)
from engine.core.grammar import step_data

SIMPLIFIED_TOKENS = 55
SEALED_VERBS = frozenset({"tax", "grow", "fleet", "build", "reduce", "lose"})  # JOC 31.2.2, 32.2.1


def _names(ids: tuple[str, ...], *maps: dict[str, str]) -> dict[str, str]:
    out = {i: i for i in ids}
    for m in maps:
        for i, name in m.items():
            out[name.lower().replace(" ", "_")] = i
            out[name.lower()] = i
    return out


_WORDS = {
    "nation": _names(
        NATION_IDS, {n.id: n.en for n in NATION.values()}, {n.id: n.es for n in NATION.values()}
    ),
    "advance": _names(
        ADVANCE_IDS, {a.id: a.en for a in ADVANCES.values()}, {a.id: a.es for a in ADVANCES.values()}
    ),
    "card": _names(TRADE_CARDS, TRADE_NAMES_ES),
    "commodity": _names(COMMODITIES, {c: TRADE_NAMES_ES[c] for c in COMMODITIES}),
    "place": _names((*VOLCANOES, *FLOOD_PLAINS)),
}


class CivilizationGame(Game[CivState]):
    id: ClassVar[str] = "civilization"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 8
    state_model: ClassVar[type[GameState]] = CivState
    options_model: ClassVar[type[BaseModel]] = CivOptions
    actions: ClassVar[tuple[type[Action], ...]] = ACTIONS
    # Any player may insist, at any time, that a phase be played in A.S.T. order (JOC 5.3 note).
    anytime: ClassVar[tuple[str, ...]] = ("insist",)
    # Robot-only tables (benchmarks) stop at a round limit, as the property tests do: a table
    # of people has none by default (the rulebook has none), but robots can get stuck saving
    # for a card they never afford (docs/civilization.md, the robot's known weaknesses).
    playout_options: ClassVar[dict[str, Any]] = {"round_limit": 120}
    # The trade phase closes at its own deadline (JOC 16.5: players trade until they are done):
    # four hours from its opening unless the table says otherwise (`/civ tradedeadline`).
    windows: ClassVar[dict[str, str]] = {"trade": "trade", "trade_give": "trade"}
    window_hours: ClassVar[dict[str, int]] = {"trade": 4}

    def player_counts(self, options: BaseModel | None = None) -> list[int]:
        game = getattr(options, "game", "full")
        if game == "nomads":
            return [2, 3, 4]  # JOC 31.1
        if game == "peasants":
            return list(range(2, 8))  # JOC 32.1
        return list(range(2, 9))

    # --- setup -------------------------------------------------------------------------------
    def setup(self, players: int, options: BaseModel, seed: int) -> CivState:
        return self.setup_with_events(players, options, seed)[0]

    def setup_with_events(self, players: int, options: BaseModel, seed: int) -> tuple[CivState, list[Event]]:
        assert isinstance(options, CivOptions)
        if players not in self.player_counts(options):
            raise ValueError(
                f"Civilization ({options.game}) takes {self.player_counts(options)} players, not {players}"
            )
        rng = Rng.from_seed(seed)
        full = options.game == "full"
        if full or options.scenario == "whole_map":
            areas = scenario_areas(players, options.scenario)
        else:
            areas = seven_player_board()
        tokens = TOKENS[players] if full else SIMPLIFIED_TOKENS
        stacks: list[list[str]] = []
        supply: dict[str, int] = {}
        if full:
            for commodities, calamity in zip(STACK_COMMODITIES, STACK_CALAMITY):
                cards = [c for c, n in commodities.items() for _ in range(n)]
                rng.shuffle(cards)  # JOC 4.2
                stacks.append(cards + ([calamity] if calamity else []))
            for a, card in ADVANCES.items():
                if a == "mysticism":
                    n = 0 if options.end_column else MYSTICISM[players]  # JOC 26-30
                else:
                    n = card.count if players == 8 else card.count - 1  # JOC III
                supply[a] = n
        # Nation choice in the order of one trade card per player, highest first (4.3, ruling R2).
        values = list(range(1, players + 1))
        rng.shuffle(values)
        order = sorted(range(players), key=lambda p: -values[p])
        state = CivState(
            players=players,
            rng=rng,
            options=options,
            # A shortened Peasants and Citizens starts its markers along the A.S.T. (32.4.2).
            seats=[Player(stock=tokens, ast=options.shorter_by) for _ in range(players)],
            areas_in_play=sorted(areas),
            stacks=stacks,
            supply=supply,
            choice_order=order,
        )
        ev = [Event(key="civilization.log.choice_order", params={"order": order, "cards": values})]
        phases.advance(state, ev)
        return state, ev

    # --- words and ids -----------------------------------------------------------------------
    def resolve(self, kind: str, word: str) -> Any:
        if kind == "area":
            return area_word(word)
        table = _WORDS.get(kind)
        if table is None:
            return None
        w = word.lower()
        return table.get(w) or table.get(w.replace("-", "_"))

    def domain(self, state: CivState, kind: str) -> list[Any]:
        if kind == "area":
            return list(AREA_IDS)
        if kind == "nation":
            return list(NATION_IDS)
        if kind == "commodity":
            return list(COMMODITIES)
        if kind == "card":
            seen: dict[str, None] = {}
            for d in self.awaiting(state):
                for c in state.seats[d.seat].hand:
                    seen[c] = None
            return [c for c in TRADE_CARDS if c in seen]
        if kind == "advance":
            return list(ADVANCE_IDS)
        if kind == "place":
            return [*VOLCANOES, *FLOOD_PLAINS]
        if kind == "offer":
            t = state.trade
            if t is None:
                return []
            return sorted({o.id for o in t.offers} | {o.id for d in t.deals for o in (d.a, d.b)})
        return []

    # --- rules -------------------------------------------------------------------------------
    def awaiting(self, state: CivState) -> list[Decision]:
        return rules.awaiting(state)

    def decisions_of(self, state: CivState, seat: int) -> list[Decision]:
        return rules.decisions_of(state, seat)

    def seats_awaited(self, state: CivState) -> list[int]:
        return rules.seats_awaited(state)

    def answering(self, state: CivState, seat: int) -> tuple[str, tuple[str, ...]] | None:
        return rules.answering(state, seat)

    def check(self, state: CivState, seat: int, action: Action) -> Refusal | None:
        return rules.check(state, seat, action)

    def apply_action(self, state: CivState, seat: int, action: Action) -> list[Event]:
        return rules.apply(state, seat, action)

    def options(self, state: CivState, seat: int, verb: str, field: str, chosen: Mapping[str, Any],
                prefix: tuple[Any, ...] | None = None) -> list[Any]:
        """Trade and purchase arithmetic answered directly (`trade_choices`); the rest derived."""
        if verb not in self.verbs_for(state, seat):
            return []
        found = None
        if verb in ("offer", "counter"):
            found = trade_choices.offer_options(state, seat, verb, field, chosen, prefix)
        elif verb == "give":
            found = trade_choices.give_options(state, seat, chosen, prefix)
        elif verb == "buy":
            found = trade_choices.buy_options(state, seat, field, chosen, prefix)
        elif verb == "discard":
            found = trade_choices.discard_options(state, seat, prefix)
        if found is not None:
            return found
        return super().options(state, seat, verb, field, chosen, prefix)

    def preview_state(self, state: CivState, seat: int, action: Action) -> CivState:
        """An order alone: applied on a copy without the phases that follow by themselves, and
        a sealed answer without the others' (they are revealed only when all are in)."""
        copy = self.copy_state(state)
        rules.apply_alone(copy, seat, action)
        return copy

    def step_candidates(self, state: CivState, seat: int, verb: str, steps: tuple[Any, ...],
                        draft: Any, field: str) -> Any:
        return orders.candidates(state, seat, verb, steps, draft, field)

    def complete_steps(self, state: CivState, seat: int, verb: str, steps: tuple[Any, ...]) -> Any:
        return orders.completion(state, seat, verb, steps)

    # --- views -------------------------------------------------------------------------------
    def public_view(self, state: CivState) -> dict[str, Any]:
        return views.public_view(state)

    def private_view(self, state: CivState, seat: int) -> dict[str, Any] | None:
        return views.private_view(state, seat)

    # --- the end -----------------------------------------------------------------------------

    def hidden_values(self, state: CivState, keep: frozenset[int] = frozenset()) -> list[Hidden]:
        """The trade cards in hands (but those of `keep`, and those bound to what is on the
        table: a recorded sealed answer, a deal, an open offer, a calamity being resolved); each
        stack's order."""
        bound = set(keep)
        if state.ask is not None:
            bound |= set(state.ask.window.answers)
        if state.trade is not None:
            bound |= {o.seat for o in state.trade.offers}
            bound |= {o.seat for d in state.trade.deals for o in (d.a, d.b)}
        if state.resolving is not None:
            bound |= {state.resolving.victim}
            if state.resolving.giver is not None:
                bound.add(state.resolving.giver)
        hands = [p.hand for seat, p in enumerate(state.seats) if seat not in bound]
        return [Hidden.of_lists(*hands), *(Hidden.of_lists(stack) for stack in state.stacks)]

    def is_over(self, state: CivState) -> bool:
        return state.over

    def outcome(self, state: CivState) -> Outcome | None:
        if not state.over:
            return None
        from engine.civilization import succession

        ranking = succession.ranking(state)
        if state.options.game == "nomads":
            scores = {p: succession.areas_held(state, p) for p in range(state.players)}
        else:
            scores = {p: state.seats[p].ast for p in range(state.players)}
        detail = {
            "tie_values": {p: succession.tie_value(state, p) for p in range(state.players)},
            "rounds": state.round,
            "nations": {p: state.seats[p].nation for p in range(state.players)},
            # For the end summary: each nation's civilization cards and cities.
            "players": {
                p: {
                    "advances": list(state.seats[p].advances),
                    "cities": sum(1 for o in state.cities.values() if o == p),
                }
                for p in range(state.players)
            },
        }
        return Outcome(ranking=ranking, scores=scores, reason=state.end_reason, detail=detail)

    # --- robots ------------------------------------------------------------------------------
    # The robot checks what it plays (`autoplay.choose`: `check` on its answer, else the
    # decision's default; a movement turn checked whole, a `step` being its land part, which
    # comes first): robot games do not check it twice.
    autoplay_checked = True

    def robot_waits(self, state: CivState, seat: int) -> bool:
        return autoplay.robot_waits(state, seat)

    def autoplay(self, state: CivState, seat: int, rnd: random.Random) -> Action:
        decision = rules.robot_decision(state, seat)
        if decision is None:
            raise NotAwaited("core.err.not_awaited", seat=seat)
        return autoplay.choose(self, state, decision, rnd)

    def describe_action(self, action: Action) -> tuple[str, dict[str, Any]]:
        # What each action hides is declared on it (`Action.secret`): cards given, paid or
        # discarded, sealed orders until revealed (their own events then tell), an offer to one
        # player and any counter-offer (the two players' business).
        verb = action.verb
        part = action.public_part()
        if part is None:
            key = "action_sealed" if verb in SEALED_VERBS else "action_hidden"
            return f"civilization.log.{key}", {"verb": verb}
        public, hidden = part
        if isinstance(public, BuyAdvances):  # what was bought, not what it cost
            return "civilization.log.action_buy", {"advances": " ".join(public.advances)}
        if hidden:
            return "civilization.log.action_hidden", {"verb": verb}
        return "civilization.log.action", {"text": action.to_text()}

    def stored_event(self, data: Mapping[str, Any]) -> Event:
        """Events stored before their steps were data (an outbox row written by an older
        version, delivered after the upgrade) carry them as an order's text: read here, once."""
        event = super().stored_event(data)
        old = STEPS_ONCE_TEXT.get(event.key)
        if old is None or not isinstance(event.params.get(old[0]), str):
            return event
        name, verb = old
        cls = self.grammar.action_class(verb)
        assert cls is not None
        try:
            steps = self.grammar.read_field(cls, cls.fields_info()[0], event.params[name])
        except InvalidActionText:  # not even an older grammar's: nothing to tell of them
            steps = ()
        return event.model_copy(update={"params": {**event.params, name: [step_data(st) for st in steps]}})


# Events whose steps (param -> the verb whose steps they are) were their text form until issue 32.
STEPS_ONCE_TEXT = {
    "civilization.log.moved": ("orders", "move"),
    "civilization.log.units_lost": ("units", "lose"),
    "civilization.log.faction_pick": ("units", "pick"),
}

GAME = CivilizationGame()
_ = ast_key

__all__ = ["GAME", "CivOptions", "CivState", "CivilizationGame"]
