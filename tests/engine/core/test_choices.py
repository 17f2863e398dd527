"""Legal choices derived from `check`, the core's refusal order, and the answer-once window,
on a toy game built from the sample declarations."""

from __future__ import annotations

import random
from typing import Any, ClassVar

import pytest
from pydantic import BaseModel, Field

from engine.core import (
    DONE,
    Action,
    AnswerOnce,
    Decision,
    Event,
    Game,
    GameFinished,
    GameState,
    Grammar,
    NotAwaited,
    Outcome,
    Refusal,
    Rng,
    RuleError,
    apply,
    refusal,
    replay,
)
from engine.core import playout as po
from tests.engine.core import sample_actions as sa


class NoOptions(BaseModel):
    pass


class ToyState(GameState):
    hands: list[list[str]]
    board: dict[str, str] = Field(default_factory=dict)
    active: int = 0
    window: AnswerOnce | None = None
    moves: int = 0


class Toy(Game[ToyState]):
    """Place a tile of a colour you hold on a free square; swap tiles; then every other seat
    answers once whether it fights (sealed), applied clockwise. Six tiles end the game."""

    id: ClassVar[str] = "toy"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    state_model: ClassVar[type[GameState]] = ToyState
    options_model: ClassVar[type[BaseModel]] = NoOptions
    actions: ClassVar[tuple[type[Action], ...]] = (sa.PlaceTile, sa.Swap, sa.Battle, sa.Move)

    def setup(self, players: int, options: BaseModel, seed: int) -> ToyState:
        rng = Rng.from_seed(seed)
        bag = [c for c in ("black", "red", "blue", "green") for _ in range(6)]
        rng.shuffle(bag)
        return ToyState(players=players, rng=rng, hands=[bag[i * 3:(i + 1) * 3] for i in range(players)])

    def resolve(self, kind: str, word: str) -> Any:
        return sa.resolve(kind, word)

    def domain(self, state: ToyState, kind: str) -> tuple[Any, ...]:
        return sa.DOMAINS.get(kind, ())

    def awaiting(self, state: ToyState) -> list[Decision]:
        if self.is_over(state):
            return []
        if state.window is not None:
            return [Decision(seat=s, kind="fight", verbs=("battle",), private=True,
                             default=sa.Battle(fight=False), rule_default=True)
                    for s in state.window.waiting()]
        return [Decision(seat=state.active, kind="turn", verbs=("tile", "swap"),
                         default=sa.Swap(colors=(state.hands[state.active][0],)))]

    def check(self, state: ToyState, seat: int, action: Action) -> Refusal | None:
        if isinstance(action, sa.PlaceTile):
            if action.color not in state.hands[seat]:
                return Refusal("toy.err.no_such_tile", color=action.color)
            if action.square in state.board:
                return Refusal("toy.err.occupied", square=action.square)
        elif isinstance(action, sa.Swap):
            hand = list(state.hands[seat])
            for c in action.colors:
                if c not in hand:
                    return Refusal("toy.err.swap_not_in_hand")
                hand.remove(c)
        elif isinstance(action, sa.Battle):
            assert state.window is not None
            return state.window.refusal(seat)
        return None

    def apply_action(self, state: ToyState, seat: int, action: Action) -> list[Event]:
        if isinstance(action, sa.PlaceTile):
            state.hands[seat].remove(action.color)
            state.board[action.square] = action.color
            state.hands[seat].append(random.Random(state.moves).choice(["red", "blue"]))
            state.window = AnswerOnce.clockwise(state.players, seat)
        elif isinstance(action, sa.Swap):
            state.active = (state.active + 1) % state.players
        elif isinstance(action, sa.Battle):
            assert state.window is not None
            state.window.record(seat, action.fight)
            if state.window.complete:
                state.window = None
                state.active = (state.active + 1) % state.players
        state.moves += 1
        return [Event(key="toy.log.move", params={"seat": seat})]

    def public_view(self, state: ToyState) -> dict[str, Any]:
        return {"board": dict(state.board), "hand_sizes": [len(h) for h in state.hands]}

    def private_view(self, state: ToyState, seat: int) -> dict[str, Any]:
        return {"hand": list(state.hands[seat])}

    def is_over(self, state: ToyState) -> bool:
        return len(state.board) >= 6

    def outcome(self, state: ToyState) -> Outcome | None:
        return Outcome(ranking=[list(range(state.players))]) if self.is_over(state) else None


TOY = Toy()


def _state(**changes: Any) -> ToyState:
    state = TOY.setup(3, NoOptions(), 1)
    state.hands = [["red", "red", "blue"], ["black", "green", "green"], ["blue", "blue", "blue"]]
    for key, value in changes.items():
        setattr(state, key, value)
    return state


def test_options_are_derived_from_check() -> None:
    state = _state(board={"A1": "red"})
    assert TOY.options(state, 0, "tile", "color", {}) == ["red", "blue"]
    squares = TOY.options(state, 0, "tile", "square", {"color": "red"})
    assert "A1" not in squares and len(squares) == len(sa.SQUARES) - 1
    # Next items of a sequence: what may extend the swap so far, and whether it may stop.
    nexts = TOY.options(state, 0, "swap", "colors", {}, prefix=("red",))
    assert set(nexts) == {"red", "blue", DONE}
    # A multiset is unordered: after "blue", the two reds may still be added.
    assert set(TOY.options(state, 0, "swap", "colors", {}, prefix=("blue",))) == {DONE, "red"}
    assert TOY.options(state, 0, "swap", "colors", {}, prefix=("blue", "red", "red")) == [DONE]


def test_an_optional_field_without_a_none_word_may_be_left_out() -> None:
    """`monument none` leaves its square out: None is among the square's candidates, so the
    derived options and the sampled actions of the property tests can build the declining one."""

    class WithMonument(Toy):
        actions: ClassVar[tuple[type[Action], ...]] = (*Toy.actions, sa.Monument)

        def check(self, state: ToyState, seat: int, action: Action) -> Refusal | None:
            if isinstance(action, sa.Monument):
                if (action.monument is None) != (action.square is None):
                    return Refusal("toy.err.monument_needs_square")
                return None
            return super().check(state, seat, action)

    game = WithMonument()
    state = _state()
    square = next(i for i in sa.Monument.fields_info() if i.name == "square")
    assert None in po.field_domain(game, state, 0, sa.Monument, square)
    assert None in game.options(state, 0, "monument", "monument", {})
    assert game.options(state, 0, "monument", "square", {"monument": None}) == [None]


def test_expansion_lists_exactly_the_legal_actions() -> None:
    state = _state(board={"A1": "red"})
    listed = TOY.legal_actions(state, 0)
    swaps = {a.to_text() for a in listed if isinstance(a, sa.Swap)}
    assert swaps == {"swap red", "swap blue", "swap red red", "swap red blue", "swap red red blue"}
    assert sum(isinstance(a, sa.PlaceTile) for a in listed) == 2 * (len(sa.SQUARES) - 1)
    assert not any(isinstance(a, sa.Move) for a in listed)  # not a verb of this decision
    assert TOY.legal_actions(state, 1) == []  # not awaited


def test_core_refuses_in_a_fixed_order_before_the_game_sees_it() -> None:
    state = _state()
    assert refusal(TOY, state, 1, sa.PlaceTile(color="black", square="A1")).key == "core.err.not_awaited"
    wrong = refusal(TOY, state, 0, sa.Battle(fight=True))
    assert wrong is not None and wrong.key == "core.err.wrong_verb" and wrong.params["verbs"] == "tile, swap"
    assert refusal(TOY, state, 0, sa.PlaceTile(color="black", square="A1")).key == "toy.err.no_such_tile"
    with pytest.raises(NotAwaited):
        apply(TOY, state, 1, "tile black A1")
    with pytest.raises(RuleError) as caught:
        apply(TOY, state, 0, "battle yes")
    assert caught.value.key == "core.err.wrong_verb"
    over = _state(board=dict.fromkeys(sa.SQUARES[:6], "red"))
    with pytest.raises(GameFinished):
        apply(TOY, over, 0, "swap red")


def test_apply_copies_unless_told_to_work_in_place() -> None:
    state = _state()
    before = state.model_dump_json()
    after = apply(TOY, state, 0, "tile red B2").state
    assert state.model_dump_json() == before and after.board == {"B2": "red"}
    same = apply(TOY, state, 0, "tile red B2", in_place=True).state
    assert same is state and state.board == {"B2": "red"}


def test_answer_once_window_collects_in_any_order_and_applies_clockwise() -> None:
    state = _state(active=1)
    state = apply(TOY, state, 1, "tile black C1").state
    assert state.window is not None and state.window.seats == [2, 0]
    assert {d.seat for d in TOY.awaiting(state)} == {0, 2}
    state = apply(TOY, state, 0, "battle yes").state
    with pytest.raises(NotAwaited):
        apply(TOY, state, 0, "battle no")  # answered: no longer awaited
    assert [d.seat for d in TOY.awaiting(state)] == [2]
    state = apply(TOY, state, 2, "battle no").state
    assert state.window is None and state.active == 2
    window = AnswerOnce.clockwise(4, 1, skip={3})
    assert window.seats == [2, 0]
    assert AnswerOnce.clockwise(4, 1, include_start=True).seats == [1, 2, 3, 0]
    window.record(2, "x")
    assert window.refusal(2) == Refusal("core.err.already_answered")
    assert window.refusal(3) == Refusal("core.err.not_asked")
    with pytest.raises(ValueError):
        window.record(2, "y")
    window.drop(0)
    assert window.complete and window.in_order() == [(2, "x")]


@pytest.mark.parametrize("seed", range(12))
def test_random_games_keep_the_contract(seed: int) -> None:
    rnd = random.Random(seed)
    players = 2 + seed % 3

    def check(state: GameState) -> None:
        po.check_round_trip(TOY, state)
        po.check_defaults(TOY, state)
        po.check_choices(TOY, state, rnd)

    game = po.play(TOY, players, NoOptions(), seed, check_every=1, check=check)
    assert game.finished
    po.check_replay(TOY, players, NoOptions(), seed, game)
    assert replay(TOY, players, NoOptions(), seed, game.log) == game.state


def test_check_choices_catches_options_that_drift_from_check() -> None:
    class Drifting(Toy):
        def options(self, state: Any, seat: int, verb: str, field: str, chosen: Any,
                    prefix: Any = None) -> list[Any]:
            if verb == "tile" and field == "color":
                return ["black", "red", "blue", "green"]  # ignores the hand
            return super().options(state, seat, verb, field, chosen, prefix)

    with pytest.raises(po.InvariantBroken):
        po.check_choices(Drifting(), _state(), random.Random(0))

    class Missing(Toy):
        def options(self, state: Any, seat: int, verb: str, field: str, chosen: Any,
                    prefix: Any = None) -> list[Any]:
            if verb == "tile" and field == "square":
                return ["A1"]  # forgets the other free squares
            return super().options(state, seat, verb, field, chosen, prefix)

    with pytest.raises(po.InvariantBroken):
        po.check_choices(Missing(), _state(), random.Random(0), samples=300)


def test_random_actions_draw_multisets_item_by_item(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sampling an offer never enumerates every multiset of its item domain (seconds for a
    hand of cards); the sampled actions still cover empty, small and larger multisets."""
    import engine.core.choices as ch

    def no_enumeration(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("enumerated a sequence domain")

    monkeypatch.setattr(ch, "sequences", no_enumeration)
    state = _state()
    rnd = random.Random(3)
    sizes = set()
    for _ in range(200):
        action = po._random_action(TOY, state, 0, sa.Offer, rnd)
        assert action is not None
        sizes.add(len(action.give))
        assert Grammar(sa.ALL, sa.resolve).parse(action.to_text()) == action
    assert {0, 1, 6} <= sizes


def test_actions_without_fields_are_listed_only_when_check_accepts_them() -> None:
    class Pass(Action):
        verb: ClassVar[str] = "pass"

    class Picky(Toy):
        actions: ClassVar[tuple[type[Action], ...]] = (sa.PlaceTile, sa.Swap, sa.Battle, sa.Move, Pass)

        def awaiting(self, state: ToyState) -> list[Decision]:
            return [Decision(seat=state.active, kind="turn", verbs=("swap", "pass"))]

        def check(self, state: ToyState, seat: int, action: Action) -> Refusal | None:
            if isinstance(action, Pass):
                return Refusal("toy.err.no_pass") if state.moves == 0 else None
            return super().check(state, seat, action)

    game = Picky()
    state = _state()
    assert Pass() not in game.legal_actions(state, 0)
    state.moves = 1
    assert Pass() in game.legal_actions(state, 0)


def test_optional_fields_may_be_left_out_in_the_expansion() -> None:
    """`battle yes` (pairs left out, None) is listed beside `battle yes 2`."""
    state = _state()
    state = apply(TOY, state, 0, "tile red A1").state
    listed = {a.to_text() for a in TOY.legal_actions(state, 1)}
    assert {"battle yes", "battle no", "battle yes 2"} <= listed


def test_anytime_verbs_are_judged_by_check_whether_the_seat_is_awaited_or_not() -> None:
    class Standing(Toy):
        actions: ClassVar[tuple[type[Action], ...]] = (*Toy.actions, sa.AskRoad)
        anytime: ClassVar[tuple[str, ...]] = ("ask road",)

        def check(self, state: ToyState, seat: int, action: Action) -> Refusal | None:
            if isinstance(action, sa.AskRoad) and action.to == seat:
                return Refusal("toy.err.self")
            return super().check(state, seat, action)

    game = Standing()
    state = _state()
    assert 1 not in {d.seat for d in game.awaiting(state)}
    assert refusal(game, state, 1, sa.AskRoad(to=2)) is None  # not awaited, still allowed
    assert refusal(game, state, 1, sa.AskRoad(to=1)) == Refusal("toy.err.self")
    assert refusal(game, state, 7, sa.AskRoad(to=1)).key == "core.err.not_awaited"  # no such seat
    # Other verbs still need the seat to be awaited with a decision they answer.
    assert refusal(game, state, 1, sa.PlaceTile(color="black", square="A1")).key == "core.err.not_awaited"
    over = _state(board=dict.fromkeys(sa.SQUARES[:6], "red"))
    assert refusal(game, over, 1, sa.AskRoad(to=2)).key == "core.err.game_over"


def test_random_actions_draw_long_paths_without_listing_them() -> None:
    class Paths(Toy):
        def domain(self, state: ToyState, kind: str) -> tuple[Any, ...]:
            if kind == "area":
                return tuple(f"area{i}" for i in range(60))  # 60**5 paths of five areas
            return super().domain(state, kind)

    rnd = random.Random(1)
    drawn = [po._random_action(Paths(), _state(), 0, sa.MoveShip, rnd) for _ in range(50)]
    paths = [a.path for a in drawn if a is not None]
    assert paths and all(2 <= len(p) <= 5 for p in paths)
    assert len({len(p) for p in paths}) > 1


def test_derived_options_of_a_large_card_field_answer_in_bounded_time() -> None:
    """An offer of up to six cards from a large hand: asking for the next card (autocomplete)
    or for whole values must not enumerate millions of multisets."""
    from engine.core import choices as ch

    class BigHands(Toy):
        actions: ClassVar[tuple[type[Action], ...]] = (*Toy.actions, sa.Offer)

        def domain(self, state: ToyState, kind: str) -> tuple[Any, ...]:
            return tuple(f"c{i}" for i in range(30)) if kind == "card" else super().domain(state, kind)

        def awaiting(self, state: ToyState) -> list[Decision]:
            return [Decision(seat=0, kind="trade", verbs=("offer",))]

        def check(self, state: ToyState, seat: int, action: Action) -> Refusal | None:
            if isinstance(action, sa.Offer) and len(action.give) < 3:
                return Refusal("toy.err.three_cards")
            return None

    game = BigHands()
    state = _state()
    calls = [0]
    judge = game.check

    def counted(*args: Any) -> Refusal | None:
        calls[0] += 1
        return judge(*args)

    game.check = counted
    nexts = game.options(state, 0, "offer", "give", {}, prefix=("c1", "c2"))
    assert "c3" in nexts  # (whether two cards may stop here is left to `check`: past the budget)
    assert ch.DONE in game.options(state, 0, "offer", "give", {}, prefix=("c1", "c2", "c3"))
    assert game.options(state, 0, "offer", "give", {})  # whole values: capped, still answered
    assert calls[0] <= 3 * ch.OPTIONS_BUDGET  # bounded work, not a walk over millions of multisets
