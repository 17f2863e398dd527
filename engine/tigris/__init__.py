"""Tigris & Euphrates (Reiner Knizia): the rules engine. `GAME` is the registered singleton."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from pydantic import BaseModel

from engine.core import Action, Decision, Event, GameState, NotAwaited, Outcome, Rng
from engine.core.legacy import LegacyGame
from engine.tigris import autoplay, rules, views
from engine.tigris.actions import SwapTiles, parse_action
from engine.tigris.board import load_board
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


class TigrisGame(LegacyGame[TigrisState]):
    id: ClassVar[str] = "tigris"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    state_model: ClassVar[type[GameState]] = TigrisState
    options_model: ClassVar[type[BaseModel]] = TigrisOptions

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

    def awaiting(self, state: TigrisState) -> list[Decision]:
        return rules.awaiting(state)

    def legal_actions(self, state: TigrisState, seat: int) -> list[Action]:
        return rules.legal_actions(state, seat)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def apply_action(self, state: TigrisState, seat: int, action: Action) -> list[Event]:
        return rules.apply_action(state, seat, action)

    def public_view(self, state: TigrisState) -> dict[str, Any]:
        return views.public_view(state)

    def player_view(self, state: TigrisState, seat: int) -> dict[str, Any]:
        view = views.public_view(state)
        view["private"] = views.private_view(state, seat)
        return view

    def is_over(self, state: TigrisState) -> bool:
        return state.over

    def outcome(self, state: TigrisState) -> Outcome | None:
        return final_outcome(state) if state.over else None

    def autoplay(self, state: TigrisState, seat: int, rnd: random.Random) -> Action:
        if seat not in {d.seat for d in rules.awaiting(state)}:
            raise NotAwaited("core.err.not_awaited", seat=seat)
        return autoplay.choose(state, seat, rnd)

    def describe_action(self, action: Action) -> tuple[str, dict[str, Any]]:
        # Which tiles were swapped is hidden: only their number is public.
        if isinstance(action, SwapTiles):
            return "tigris.log.swap_action", {"count": len(action.colors)}
        return "tigris.log.action", {"text": action.to_text()}


GAME = TigrisGame()

__all__ = ["GAME", "TigrisGame", "TigrisOptions", "TigrisState"]
