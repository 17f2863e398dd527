"""Nothing public depends on a hidden value, in every game (issue 32 item 5): complete robot games
at each game's smallest and largest player count, with the game's hidden values
(`Game.hidden_values`: hands, decks, face-down piles, hidden scores) swapped at random on a
sample of states (`engine.core.playout.check_hidden`). Compared on each: the public view, the
public decisions and their parameters, the channel's status message and buttons with their
labels (the present/ layer's output, `tests/leaks.py`); and the robot's move replayed in the
swapped world reads the same public events, leaves the same public surfaces and counts the same
on the public move counter (a move with something public to tell).

`test_the_check_catches_*` prove it can fail: the old Through the Ages auction buttons (a public
"Bid 4 … Bid 8" row running up to what the bidder's hidden bonus cards allow), the old
Civilization purchases and returns (only the seats whose hidden hand affords a card, or holds a
black calamity, asked) and a public view showing a hand are caught.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import registry
from engine.core import Action, GameState, playout
from engine.core.playout import InvariantBroken, LeakFigures, check_hidden, play_checking_hidden
from engine.tta.politics import max_force, open_force
from present.base import ButtonSpec, presenter_for
from present.channel import decision_buttons
from tests.leaks import NAMES, channel_surfaces

# game -> games as (players, seed, check every n-th state, replay every n-th move): each game's
# smallest and largest table, sampled more thinly where games are long. Every sampled move is
# replayed: no game has a known exception left.
PLAN: dict[str, tuple[tuple[int, int, int, int], ...]] = {
    "tigris": ((2, 1, 5, 2), (4, 1, 5, 2)),
    "age_of_heroes": ((2, 1, 5, 2), (2, 2, 5, 2), (6, 1, 5, 2), (6, 2, 5, 2)),
    "antike": ((2, 1, 1, 1), (6, 1, 1, 1)),
    "tta": ((2, 1, 12, 4), (4, 1, 12, 4)),
    "civilization": ((2, 1, 8, 3), (8, 1, 40, 5)),
}
FIGURES: dict[str, LeakFigures] = {}


@pytest.mark.parametrize("game_id", sorted(PLAN))
def test_nothing_public_depends_on_a_hidden_value(game_id: str) -> None:
    games = PLAN[game_id]
    game = registry.get(game_id)
    total = LeakFigures()
    for players, seed, every, moves_every in games:
        out, figures = play_checking_hidden(game, players, game.parse_options({}), seed, every=every,
                                            moves_every=moves_every, surfaces=channel_surfaces)
        assert out.finished, (players, seed)
        total.add(figures)
    FIGURES[game_id] = total
    print(f"{game_id}: {total}")
    if game_id == "antike":  # nothing in Antike is hidden
        assert total.swapped == 0
    else:
        assert total.states > 20 and total.swapped > 1000 and total.moves > 10
        assert total.surfaces >= 4 * total.states  # view, decisions, status message, buttons


def _bidding_state() -> tuple[Any, Any]:
    """A Through the Ages colonization auction whose bidder may bid higher with its hidden bonus
    cards than without."""
    game = registry.get("tta")
    for seed in range(1, 40):
        rnd = random.Random(seed)
        state = game.setup(2, game.parse_options({}), seed)
        for _ in range(3000):
            if game.is_over(state):
                break
            bids = [d.seat for d in game.awaiting(state) if d.kind == "bid"]
            if bids and max_force(state, bids[0]) > max(open_force(state, bids[0]), state.tasks[0].bid):
                return game, state  # (the auction is the task at the head: `tasks[0]`)
            seat = playout.next_seat(game, state, rnd)
            state = playout.apply(game, state, seat, game.autoplay(state, seat, rnd), in_place=True).state
    raise AssertionError("no auction found")


def test_the_check_catches_public_bid_buttons_that_depend_on_hidden_bonus_cards() -> None:
    game, state = _bidding_state()
    check_hidden(game, state, random.Random(1), surfaces=channel_surfaces)  # the fixed buttons pass

    def old_buttons(game: Any, state: GameState) -> dict[str, Any]:
        """The channel's bid buttons before the fix: every legal bid, up to the private most."""
        (bid,) = [d for d in game.awaiting(state) if d.kind == "bid"]
        legal = [a.to_text() for a in game.legal_actions(state, bid.seat) if a.verb == "bid"]
        return {"public buttons and labels": [ButtonSpec(f"Bid {t.split()[1]}", t) for t in legal]}

    caught = 0
    for n in range(20):
        try:
            check_hidden(game, state, random.Random(n), surfaces=old_buttons)
        except InvariantBroken as exc:
            assert "public buttons and labels" in str(exc)
            caught += 1
    assert caught


def test_the_bidder_sees_every_bid_in_its_dm_and_the_channel_only_those_any_hand_allows() -> None:
    game, state = _bidding_state()
    (bid,) = [d for d in game.awaiting(state) if d.kind == "bid"]
    presenter = presenter_for("tta")
    names = NAMES[:state.players]

    def bids(specs: list[ButtonSpec]) -> list[int]:
        return [int(b.action_text.split()[1]) for b in specs if b.action_text.startswith("bid ")]

    public = bids(decision_buttons(game, presenter, state, [bid], "en", private=False, names=names))
    dm = bids(decision_buttons(game, presenter, state, [bid], "en", private=None, seat=bid.seat, names=names))
    most, sure = max_force(state, bid.seat), bid.params["open_most"]
    assert sure < most and public == list(range(state.tasks[0].bid + 1, sure + 1))[:len(public)]
    assert max(dm) > sure  # the bidder's own buttons go up to what its bonus cards allow


def test_the_check_catches_who_was_asked_in_civilization_phase_11(monkeypatch: pytest.MonkeyPatch) -> None:
    """The old rule of Civilization's phase 11 (docs/civilization.md, ruling R36): a seat asked to
    buy only when its hidden hand and treasury afford a card, to return cards only when over the
    limit or holding a black calamity. The whole game's moves replayed in the swapped world,
    the trade's last "done" or a purchase shows whom the next question goes to."""
    from engine.civilization import cards, phases
    from engine.civilization.data import BLACK, hand_limit

    def old_return(s: Any, seat: int) -> bool:
        hand = s.seats[seat].hand
        return len(hand) > hand_limit(s.players) or bool(set(hand) & set(BLACK))

    monkeypatch.setattr(cards, "offered", cards.can_buy)
    monkeypatch.setattr(phases, "asked_to_return", old_return)
    game = registry.get("civilization")
    with pytest.raises(InvariantBroken, match="depends on hidden values") as caught:
        play_checking_hidden(game, 4, game.parse_options({}), 1, surfaces=channel_surfaces)
    said = str(caught.value)
    assert ".ask" in said or "civilization.log." in said, said  # whom the next question goes to


def test_the_check_catches_a_hand_in_the_public_view() -> None:
    game = registry.get("tigris")
    state = game.setup(3, game.parse_options({}), 1)

    class Leaky(type(game)):
        def public_view(self, state: Any) -> dict[str, Any]:
            return {**super().public_view(state), "hand": list(state.hands[1])}

    with pytest.raises(InvariantBroken, match="public view"):
        for n in range(10):
            check_hidden(Leaky(), state, random.Random(n))


@pytest.mark.parametrize("game_id", sorted(PLAN))
def test_what_an_action_declares_secret_is_never_described(game_id: str) -> None:
    """An action's secret fields (`Action.secret`, declared once) take no part in its public
    description (`Game.describe_action`) nor in the public words of it (the presenter's
    `public_action`, else the worded description): over a robot game's log, each action whose
    secret fields are swapped for another logged action's (same class, same item counts) is
    described the same."""
    game = registry.get(game_id)
    if not any(cls.secret or cls.secrecy is not Action.secrecy for cls in game.actions):
        assert game_id == "antike"  # nothing in Antike is hidden
        return
    presenter = presenter_for(game_id)
    players = game.min_players
    names = NAMES[:players]
    logged = [game.parse_action(text) for seed in (3, 4)
              for _, text in playout.play(game, players, game.parse_options({}), seed).log]
    by_class: dict[type, list[Action]] = {}
    for action in logged:
        by_class.setdefault(type(action), []).append(action)

    def words(action: Action) -> tuple[Any, ...]:
        key, params = game.describe_action(action)
        said = presenter.public_action(action, names, "en")
        if said is None:
            said = presenter.describe_logged(action, key, params, "en", names)
        return key, params, said

    compared = 0
    for action in logged:
        if compared >= 60:
            break
        part = action.public_part()
        if part is not None and not part[1]:
            continue  # nothing secret
        secret = [i.name for i in action.fields_info()] if part is None else list(part[1])
        for other in by_class[type(action)]:
            variant = action.model_copy(update={f: getattr(other, f) for f in secret})
            if variant == action or (part is not None and variant.public_part()[1] != part[1]):
                continue
            if variant.secrecy() != action.secrecy():
                continue
            assert words(variant) == words(action), (action.to_text(), variant.to_text())
            compared += 1
            break
    print(f"{game_id}: {compared} secret actions described the same with other secret values")
    assert compared > 0
