"""The cleaned component data agrees with the rulebook (es:2, es:3.2, es:6)."""

from __future__ import annotations

from engine.age_of_heroes import cards


def test_build_costs_are_the_rulebooks():
    # es:6.3
    assert cards.COSTS == {
        "army": {"iron": 1, "grain": 2},
        "citadel": {"iron": 1, "wood": 1, "stone": 1},
        "general": {"iron": 1, "gold": 1},
        "road": {"stone": 2},
        "city": {"stone": 1, "wood": 2},
    }


def test_tribes_and_their_special_resources():
    # es:6.1
    assert cards.SPECIAL_OF == {"egyptians": "limestone", "romans": "concrete", "greeks": "marble",
                                "babylonians": "bricks", "celts": "sandstone", "chinese": "granite"}


def test_deck_totals_and_timings():
    assert sum(cards.DEFAULT_RESOURCE_COUNTS.values()) == 108  # 12 sheets x 9
    assert sum(cards.DEFAULT_ITEM_COUNTS.values()) == 45  # 5 sheets x 9
    assert cards.DEFAULT_ITEM_COUNTS["city"] == 12  # es:3.2's example
    assert sum(cards.DEFAULT_BATTLE_COPIES) == 18 and cards.BATTLE_VALUES == [1, 2, 3, 4, 5, 6]
    assert set(cards.IMMEDIATE) == {"population_boom", "earthquake", "volcano", "famine", "barbarians"}
    assert set(cards.HELD) == {"olympic_games", "mighty_hero", "luck"}  # es:6.1
    assert set(cards.ORDINARY) == {"iron", "wood", "grain", "stone", "gold"}  # stone: research A1


def test_fixed_numbers():
    assert (cards.HAND_LIMIT, cards.STARTING_HAND, cards.CITADEL_BONUS, cards.GENERAL_BONUS) == (5, 3, 1, 2)
    assert [cards.conquest_cities(n) for n in range(6)] == [0, 0, 1, 1, 2, 2]
    assert [cards.razed_cards(n) for n in range(5)] == [0, 1, 1, 2, 2]
    assert (cards.VICTORY_CITIES, cards.VICTORY_MONUMENT, cards.PLUNDER_PER_ARMY) == (5, 5, 2)


def test_gold_payments():
    assert cards.pays_for("city", {"gold": 3})
    assert cards.pays_for("general", {"gold": 2})
    assert not cards.pays_for("general", {"iron": 2})
    assert not cards.pays_for("road", {"stone": 1, "wood": 1})
    options = cards.payment_options("city", {"stone": 1, "wood": 1, "gold": 2})
    assert options[0] == {"stone": 1, "wood": 1, "gold": 1}  # the least gold first
    rest = {frozenset(o.items()) for o in options[1:]}
    assert rest == {frozenset({"wood": 1, "gold": 2}.items()), frozenset({"stone": 1, "gold": 2}.items())}


def test_can_pay_agrees_with_the_payment_options():
    import itertools

    from engine.age_of_heroes.cards import COSTS, ORDINARY, can_pay, payment_options

    for counts in itertools.product(range(3), repeat=len(ORDINARY)):
        hand = {c: n for c, n in zip(ORDINARY, counts) if n}
        for item in COSTS:
            assert can_pay(item, hand) == bool(payment_options(item, hand)), (item, hand)
