"""Tigris & Euphrates (Reiner Knizia): the rules engine. `GAME` is the registered singleton."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel

from engine.core import Action, Decision, Event, Game, GameState, Hidden, NotAwaited, Outcome, Refusal, Rng
from engine.core.choices import derived_options
from engine.tigris import autoplay, rules, views
from engine.tigris.actions import (
    ACTIONS,
    COLOR_ALIASES,
    BuildMonument,
    CommitSupport,
    PlaceBuilding,
)
from engine.tigris.board import ALL_SQUARES, load_board, normalize_square
from engine.tigris.scoring import final_outcome
from engine.tigris.state import (
    CATASTROPHES_PER_PLAYER,
    COLORS,
    DYNASTIES,
    HAND_SIZE,
    MONUMENTS,
    STAT_KEYS,
    TILE_COUNTS,
    TigrisOptions,
    TigrisState,
)

_MONUMENT_BY_PAIR = {frozenset[str](pair): mid for mid, pair in MONUMENTS.items()}


def monument_id(word: str) -> str | None:
    """'red-black', 'black-red', 'rojo-negro'... → the monument's id, or None."""
    parts = [COLOR_ALIASES.get(p, p) for p in word.lower().split("-")]
    if len(parts) != 2 or parts[0] == parts[1]:
        return None
    return _MONUMENT_BY_PAIR.get(frozenset[str](parts))


class TigrisGame(Game[TigrisState]):
    id: ClassVar[str] = "tigris"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    state_model: ClassVar[type[GameState]] = TigrisState
    options_model: ClassVar[type[BaseModel]] = TigrisOptions
    actions: ClassVar[tuple[type[Action], ...]] = ACTIONS

    def setup(self, players: int, options: BaseModel, seed: int) -> TigrisState:
        assert isinstance(options, TigrisOptions)
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"Tigris & Euphrates takes 2-4 players, not {players}")
        board = load_board(options.board)
        rng = Rng.from_seed(seed)
        # The starting temples come out of the 153 tiles (rulebook, "Preparación").
        counts = dict(TILE_COUNTS)
        counts["red"] -= len(board.treasure_temples)
        bag = [c for c in COLORS for _ in range(counts[c])]
        rng.shuffle(bag)
        hands = []
        for _ in range(players):
            hands.append(bag[-HAND_SIZE:])
            del bag[-HAND_SIZE:]
        return TigrisState(
            players=players, rng=rng, board=options.board, dynasties=list(DYNASTIES[:players]),
            open_scoring=options.scoring == "open",
            buildings_variant=options.buildings, bag=bag, hands=hands,
            tiles=dict.fromkeys(board.treasure_temples, "red"),
            leaders=[{} for _ in range(players)],
            catastrophes_left=[CATASTROPHES_PER_PLAYER] * players,
            treasures=list(board.treasure_temples),
            monuments=dict.fromkeys(MONUMENTS),
            scores=[dict.fromkeys(COLORS, 0) for _ in range(players)],
            treasures_won=[0] * players,
            stats=[dict.fromkeys(STAT_KEYS, 0) for _ in range(players)],
        )

    # --- words ------------------------------------------------------------------
    def resolve(self, kind: str, word: str) -> Any:
        if kind == "square":
            return normalize_square(word)
        if kind == "monument":
            return monument_id(word)
        return None

    def domain(self, state: TigrisState, kind: str) -> Sequence[Any]:
        if kind == "square":
            return ALL_SQUARES
        if kind == "monument":
            return tuple(MONUMENTS)
        return ()

    # --- rules ------------------------------------------------------------------
    def awaiting(self, state: TigrisState) -> list[Decision]:
        return rules.awaiting(state)

    def check(self, state: TigrisState, seat: int, action: Action) -> Refusal | None:
        return rules.check(state, seat, action)

    def apply_action(self, state: TigrisState, seat: int, action: Action) -> list[Event]:
        return rules.apply_action(state, seat, action)

    def options(self, state: TigrisState, seat: int, verb: str, field: str, chosen: Mapping[str, Any],
                prefix: tuple[Any, ...] | None = None) -> list[Any]:
        """The legal values from the rules' own square and choice lists (the same rules as
        `check`), instead of checking every square of the board."""
        if rules.awaited_seat(state) != seat:
            return []
        if prefix is not None:
            return derived_options(self, state, seat, verb, field, chosen, prefix)
        step = state.step
        if step == "action":
            return _turn_options(state, seat, verb, field, chosen)
        if step == "war_order" and verb == "war":
            return list(state.war_colors)
        if step == "support" and verb == "support":
            return list(range(state.hands[seat].count(rules.support_color(state)) + 1))
        if step == "monument" and verb == "monument":
            return _pair_options(rules.monument_options(state), field, "monument", chosen)
        if step == "building" and verb == "building":
            color = rules.placed_color(state)
            pairs = [(color, sq) for sq in rules.building_options(state)]
            return _pair_options(pairs, field, "color", chosen)
        if step == "treasure" and verb == "treasure":
            return list(state.treasure_squares)
        return []

    # --- views ------------------------------------------------------------------
    def public_view(self, state: TigrisState) -> dict[str, Any]:
        return views.public_view(state)

    def private_view(self, state: TigrisState, seat: int) -> dict[str, Any] | None:
        return views.private_view(state, seat)


    def hidden_values(self, state: TigrisState, keep: frozenset[int] = frozenset()) -> list[Hidden]:
        """The tiles in hands (but those of `keep`) and in the bag; the scores, when hidden."""
        hands = [h for seat, h in enumerate(state.hands) if seat not in keep]
        out = [Hidden.of_lists(*hands, state.bag)]
        if not state.open_scoring:
            out.append(Hidden([(score, color) for score in state.scores for color in sorted(score)]))
        return out

    def is_over(self, state: TigrisState) -> bool:
        return state.over

    def outcome(self, state: TigrisState) -> Outcome | None:
        return final_outcome(state) if state.over else None

    def autoplay(self, state: TigrisState, seat: int, rnd: random.Random) -> Action:
        if rules.awaited_seat(state) != seat:
            raise NotAwaited("core.err.not_awaited", seat=seat)
        return autoplay.choose(state, seat, rnd)

    def describe_action(self, action: Action) -> tuple[str, dict[str, Any]]:
        """`tigris.did.<verb>` with the action's fields as ids (the catalog words them). Which
        tiles were swapped is hidden: only their number is said."""
        part = action.public_part()  # what each action hides: `Action.secret`
        assert part is not None  # no Tigris action is secret as a whole
        public, hidden = part
        if hidden:  # the tiles swapped: only how many
            return f"tigris.did.{action.verb}", {"n": sum(hidden.values())}
        if isinstance(action, CommitSupport):
            return "tigris.did.support", {"n": action.count}
        params = {name: value for name, value in public.model_dump().items() if value is not None}
        if isinstance(action, (BuildMonument, PlaceBuilding)) and not params:
            return f"tigris.did.{action.verb}_none", {}
        return f"tigris.did.{action.verb}", params


def _turn_options(state: TigrisState, seat: int, verb: str, field: str,
                  chosen: Mapping[str, Any]) -> list[Any]:
    if verb in ("tile", "leader"):
        squares = rules.tile_squares if verb == "tile" else rules.leader_squares
        if field == "color":
            if "square" in chosen:
                return [c for c in COLORS if chosen["square"] in squares(state, seat, c)]
            return [c for c in COLORS if squares(state, seat, c)]
        if "color" in chosen:
            return squares(state, seat, chosen["color"])
        found = {sq for c in COLORS for sq in squares(state, seat, c)}
        return [sq for sq in ALL_SQUARES if sq in found]
    if verb == "withdraw":
        return [c for c in COLORS if c in state.leaders[seat]]
    if verb == "catastrophe":
        return rules.catastrophe_squares(state, seat)
    if verb == "swap":
        return list(rules.swap_choices(state.hands[seat]))
    return []


def _pair_options(pairs: list[tuple[Any, str]], field: str, first: str,
                  chosen: Mapping[str, Any]) -> list[Any]:
    """Options of a (thing, square) choice that may be declined with both None (`monument none`)."""
    if field == first:
        if chosen.get("square") is not None:
            pairs = [p for p in pairs if p[1] == chosen["square"]]
        elif "square" in chosen:
            return [None]
        return [None, *dict.fromkeys(p[0] for p in pairs)]
    if first in chosen:
        if chosen[first] is None:
            return [None]
        return [sq for thing, sq in pairs if thing == chosen[first]]
    return [None, *dict.fromkeys(p[1] for p in pairs)]


GAME = TigrisGame()

__all__ = ["GAME", "TigrisGame", "TigrisOptions", "TigrisState"]
