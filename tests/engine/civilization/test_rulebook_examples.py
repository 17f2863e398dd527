"""The worked examples of the JOC rulebook, as scenario tests."""

from __future__ import annotations

from engine.civilization import GAME, cards, trade
from engine.civilization.data import ADVANCES, VALUE, set_value
from engine.civilization.state import Trade
from engine.core import apply
from tests.engine.civilization.helpers import new_state, refusal_key


def _buying(s, seat: int) -> None:
    """Open seat's purchase turn (phase 11) on a hand-built state."""
    from engine.civilization.asks import open_ask

    s.phase, s.stage, s.trade = "civ_cards", "buy", None
    s.queue, s.scratch = [], {}
    open_ask(s, "buy", [seat], sealed=False)


def test_music_purchase_example_17() -> None:
    """Player A: Mysticism, 3 Grain, 2 Papyrus, 1 Hides and 10 treasury buys Music (60):
    5 credit + 36 + 8 + 1 + 10 = 60 exactly (JOC 17, example)."""
    s = new_state(3)
    p = s.seats[0]
    p.advances = ["mysticism"]
    p.hand = ["grain", "grain", "grain", "papyrus", "papyrus", "hides"]
    p.stock -= 10
    p.treasury = 10
    assert cards.credit(p.advances, "music") == 5
    assert set_value(p.hand) == 45
    _buying(s, 0)
    assert (
        refusal_key(s, 0, "buy music pay 3 grain 2 papyrus 1 hides treasury 9")
        == "civilization.err.treasury_exact"
    )  # treasury must be exact (17.8)
    assert refusal_key(s, 0, "buy music pay 3 grain 2 papyrus 1 hides treasury 10") is None
    after = apply(GAME, s, 0, "buy music pay 3 grain 2 papyrus 1 hides treasury 10").state
    q = after.seats[0]
    assert "music" in q.advances and q.hand == [] and q.treasury == 0
    # The cards paid went to the bottom of their stacks (17.6).
    assert after.stacks[3][-3:] == ["grain"] * 3


def test_same_credit_for_several_cards_17_11() -> None:
    """Mysticism gives its 20 Sciences credit once to each of Astronomy and Coinage."""
    held = ["mysticism"]
    assert cards.credit(held, "astronomy") == 20 and cards.credit(held, "coinage") == 20
    assert cards.price(held, "astronomy") + cards.price(held, "coinage") == 80 + 110 - 40


def test_one_credit_per_card_17_12_and_dual_groups_17_14() -> None:
    """Architecture gives Law its Arts credit (5) or its special 15, not both; Engineering uses
    Crafts and Sciences credits."""
    assert cards.credit(["architecture"], "law") == 15
    assert cards.credit(["pottery", "astronomy"], "engineering") == 30
    assert cards.credit(["literacy", "music", "drama_and_poetry"], "philosophy") == 25 + 30 + 0
    assert cards.credit(["literacy", "drama_and_poetry"], "democracy") == 25 + 10
    # Credits can make a card free (17, note): four Sciences give Astronomy 80.
    assert cards.price(["coinage", "medicine", "engineering", "mysticism"], "astronomy") == 0


def test_credits_are_applied_and_no_change_is_given_17_9_17_15() -> None:
    s = new_state(3)
    p = s.seats[1]
    p.advances = ["pottery"]
    p.hand = ["gold", "gold", "gold"]  # 81
    _buying(s, 1)
    # Cloth Making costs 45 - 10 = 35: 81 of cards is fine, the rest is lost; no treasury then.
    assert refusal_key(s, 1, "buy cloth_making pay 3 gold") is None
    assert (
        refusal_key(s, 1, "buy cloth_making pay 3 gold treasury 1") == "civilization.err.treasury_not_needed"
    )
    assert refusal_key(s, 1, "buy pottery") == "civilization.err.advance_held"
    assert refusal_key(s, 1, "buy democracy pay 3 gold") == "civilization.err.advance_requires"


def test_set_values_table_22_1() -> None:
    assert set_value(["grain"] * 3) == 36  # 17.4.1
    assert set_value(["salt"] * 2 + ["grain"]) == 16  # the 16.3 offer
    assert set_value(["iron", "papyrus"]) == 4  # different commodities never combine (17.4.3)
    assert [set_value(["salt"] * n) for n in range(1, 10)] == [3, 12, 27, 48, 75, 108, 147, 192, 243]
    assert VALUE["piracy"] == 0 and set_value(["gold", "piracy"]) == 9  # calamities are worth 0 (16.6)
    assert sum(1 for a in ADVANCES.values() for _ in range(a.count)) == 87


def test_trade_offer_example_16_3() -> None:
    """'I offer 3 cards worth 16 including Salt' from 2 Salt + 1 Grain: count, value and one
    commodity are true; the rest is free."""
    s = new_state(3)
    s.seats[0].hand = ["salt", "salt", "grain", "gems"]
    s.seats[1].hand = ["cloth", "cloth", "ochre", "epidemic"]
    s.seats[2].hand = ["hides"]
    s.phase, s.stage, s.ask = "trade", "done", None
    s.trade = Trade(done=[2])
    assert refusal_key(s, 0, "offer 3 value 16 with salt") is None
    assert refusal_key(s, 0, "offer 3 value 16 with grain claim gems") is None  # claims may be false
    assert refusal_key(s, 0, "offer 3 value 17 with salt") == "civilization.err.offer_untrue"
    assert refusal_key(s, 0, "offer 3 value 16 with cloth") == "civilization.err.offer_untrue"
    assert refusal_key(s, 2, "done") is not None  # fewer than three cards: not trading
    s = apply(GAME, s, 0, "offer 3 value 16 with salt claim gems").state
    view = GAME.public_view(s)["trade"]["offers"][0]
    assert (view["count"], view["value"], view["commodity"], view["claims"]) == (3, 16, "salt", ["gems"])
    # Seat 1 answers with 3 cards worth 20 including Cloth: two Cloth and the Epidemic (worth 0).
    s = apply(GAME, s, 1, "counter o1 3 value 20 with cloth").state
    s = apply(GAME, s, 0, "accept o2").state
    assert {d.kind for d in GAME.awaiting(s)} == {"trade_give"}
    assert refusal_key(s, 0, "give 2 salt 1 gems") == "civilization.err.give_mismatch"
    s = apply(GAME, s, 0, "give 2 salt 1 grain").state
    # Sealed: nothing has changed hands yet, and the public view does not show it.
    assert sorted(s.seats[0].hand) == ["gems", "grain", "salt", "salt"]
    assert GAME.private_view(s, 0)["committed"] == ["salt", "salt", "grain"]
    s = apply(GAME, s, 1, "give 2 cloth 1 epidemic").state
    assert sorted(s.seats[0].hand) == ["cloth", "cloth", "gems"]
    assert sorted(s.seats[1].hand) == ["grain", "ochre", "salt", "salt"]
    # The black calamity lies face up before its receiver, who resolves it (19.3, 22.2.2).
    assert [(c.card, c.victim, c.giver) for c in s.calamities] == [("epidemic", 0, 1)]
    assert trade.find_cards(["salt", "salt", "grain"], 3, 16, "salt") is not None
