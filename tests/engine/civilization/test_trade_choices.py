"""The trade phase's field choices (autocomplete) agree with `check` tried value by value, on
hands with many cards — where asking `check` for every candidate took seconds."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from engine.civilization import GAME
from engine.civilization.actions import Counter as CounterOffer
from engine.civilization.actions import Give, MakeOffer
from engine.civilization.state import Trade
from engine.core import apply
from engine.core.choices import DONE
from tests.engine.civilization.helpers import new_state

HAND_0 = ["salt", "salt", "salt", "grain", "grain", "gems", "cloth", "ochre", "ochre", "epidemic", "hides"]
HAND_1 = ["cloth", "cloth", "ochre", "epidemic", "iron", "iron", "papyrus", "salt"]


def _trading():
    s = new_state(3)
    s.seats[0].hand = list(HAND_0)
    s.seats[1].hand = list(HAND_1)
    s.seats[2].hand = ["hides"]
    s.phase, s.stage, s.ask = "trade", "done", None
    s.trade = Trade(done=[2])
    return s


def _ok(s, seat, action) -> bool:
    return GAME.check(s, seat, action) is None


def test_offer_fields_agree_with_check_value_by_value():
    s = _trading()
    values = GAME.options(s, 0, "offer", "value", {"count": 4, "commodity": "salt"})
    assert values == [v for v in range(1000) if _ok(s, 0, MakeOffer(count=4, value=v, commodity="salt"))]
    assert 27 + 4 in values  # three salt and a grain
    counts = GAME.options(s, 0, "offer", "count", {"value": 16, "commodity": "salt"})
    assert counts == [c for c in range(3, 31) if _ok(s, 0, MakeOffer(count=c, value=16, commodity="salt"))]
    goods = GAME.options(s, 0, "offer", "commodity", {"count": 3, "value": 16})
    assert set(goods) == {x for x in GAME.domain(s, "commodity")
                          if _ok(s, 0, MakeOffer(count=3, value=16, commodity=x))}
    assert set(GAME.options(s, 0, "offer", "to", {})) == {None, 1}  # seat 2 is not trading
    assert GAME.options(s, 2, "offer", "count", {}) == []  # fewer than three cards
    claims = GAME.options(s, 0, "offer", "claims", {"count": 3}, ())
    assert claims[0] == DONE and "iron" in claims  # claims are free words


def test_counter_and_give_follow_the_deal():
    s = _trading()
    s = apply(GAME, s, 0, "offer 3 value 16 with salt").state
    offer = s.trade.offers[0].id
    assert GAME.options(s, 1, "counter", "offer", {}) == [offer]
    assert GAME.options(s, 0, "counter", "offer", {}) == []  # not one's own offer
    values = GAME.options(s, 1, "counter", "value", {"offer": offer, "count": 3, "commodity": "cloth"})
    assert values == [v for v in range(1000)
                      if _ok(s, 1, CounterOffer(offer=offer, count=3, value=v, commodity="cloth"))]
    s = apply(GAME, s, 1, f"counter o{offer} 3 value 20 with cloth").state
    s = apply(GAME, s, 0, f"accept o{s.trade.offers[-1].id}").state
    # Seat 0 must give exactly 3 cards worth 16 with a salt: the next cards offered are those
    # of some such giving, found here by trying every 3 cards of the hand.
    hand = Counter(s.seats[0].hand)
    givings = {g for g in combinations(sorted(s.seats[0].hand), 3)
               if all(g.count(c) <= hand[c] for c in g) and _ok(s, 0, Give(cards=g))}
    assert ("grain", "salt", "salt") in givings
    first = GAME.options(s, 0, "give", "cards", {}, ())
    assert set(first) == {c for g in givings for c in g}
    after = GAME.options(s, 0, "give", "cards", {}, ("salt", "salt"))
    assert after == ["grain"]
    assert GAME.options(s, 0, "give", "cards", {}, ("salt", "salt", "grain")) == [DONE]
    assert GAME.options(s, 0, "give", "cards", {}, ("ochre", "ochre", "ochre")) == []


def _buying_state():
    from engine.civilization.asks import open_ask

    s = new_state(3)
    p = s.seats[0]
    p.advances = ["mysticism"]
    p.hand = ["grain", "grain", "grain", "papyrus", "papyrus", "hides", "epidemic"]
    p.stock -= 10
    p.treasury = 10
    s.phase, s.stage, s.trade = "civ_cards", "buy", None
    s.queue, s.scratch = [], {}  # its turn: the next seats would follow
    open_ask(s, "buy", [0], sealed=False)
    return s


def test_purchase_fields_agree_with_check():
    """The JOC 17 example's player (Mysticism, 3 Grain, 2 Papyrus, 1 Hides, 10 treasury)."""
    from engine.civilization.actions import BuyAdvances
    from engine.civilization.cards import buyable, price

    s = _buying_state()
    p = s.seats[0]
    first = GAME.options(s, 0, "buy", "advances", {}, ())
    assert first[0] == DONE and "music" in first  # 60 less 5 credit: exactly what the player has
    assert set(first[1:]) == {a for a in buyable(s, 0) if price(p.advances, a) <= 55}
    assert "music" not in GAME.options(s, 0, "buy", "advances", {}, ("pottery",))  # not both
    # The treasury that makes Music's payment exact, for whatever cards pay the rest.
    treasuries = GAME.options(s, 0, "buy", "treasury", {"advances": ("music",)})
    assert treasuries == [t for t in range(201) if any(
        _ok(s, 0, BuyAdvances(advances=("music",), pay=pay, treasury=t)) for pay in _payments(p.hand))]
    assert 10 in treasuries
    # Paying card by card: the calamity never; done once the treasury can cover the rest.
    pay = GAME.options(s, 0, "buy", "pay", {"advances": ("music",)}, ())
    assert DONE not in pay and set(pay) == {"grain", "papyrus", "hides"}
    rest = ("grain", "grain", "grain", "papyrus", "papyrus")
    assert DONE not in GAME.options(s, 0, "buy", "pay", {"advances": ("music",)}, rest)  # 44 + 10 < 55
    assert DONE in GAME.options(s, 0, "buy", "pay", {"advances": ("music",)}, (*rest, "hides"))
    assert _ok(s, 0, BuyAdvances(advances=("music",), pay=(*rest, "hides"), treasury=10))


def _payments(hand: list[str]):
    goods = sorted(c for c in hand if c != "epidemic")
    return {tuple(sorted(g)) for n in range(len(goods) + 1) for g in combinations(goods, n)}


def test_purchase_treasury_before_the_advances_are_chosen():
    from engine.civilization.actions import BuyAdvances
    from engine.civilization.cards import buyable

    s = _buying_state()
    s.seats[0].treasury = 6
    able = buyable(s, 0)
    wanted_sets = [()] + [(a,) for a in able] + [tuple(sorted(pair)) for pair in combinations(able, 2)]
    pays = _payments(s.seats[0].hand)
    got = set(GAME.options(s, 0, "buy", "treasury", {}))
    # Every treasury that pays exactly for a purchase of up to two advances is offered, and
    # nothing beyond the player's treasury.
    legal = {t for t in range(7) for w in wanted_sets for pay in pays
             if _ok(s, 0, BuyAdvances(advances=w, pay=pay, treasury=t))}
    assert legal <= got <= set(range(7))
