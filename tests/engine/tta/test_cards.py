"""Every card with an effect, card by card: technologies' printed values, tactics, bonus cards,
territories, action cards (each parametrized over its cards), aggressions, wars and pacts.
Leaders and wonders have their own file (`test_leaders_wonders.py`); events theirs."""

from __future__ import annotations

import pytest

from engine.tta.cards import CARDS, SPECIALS, URBAN
from engine.tta.production import food_production, mine_production
from engine.tta.ratings import army_value, stored
from engine.tta.state import Pact
from tests.engine.tta.helpers import (
    audit,
    civ,
    give,
    leader,
    play,
    ratings,
    ready,
    refused,
    take_out,
    tech,
    wonder,
)

TECHS = sorted(c for c, k in CARDS.items() if k.kind == "technology")


@pytest.mark.parametrize("card", TECHS)
def test_technology_printed_values(card: str) -> None:
    c = CARDS[card]
    state = ready()
    before = ratings(state)
    if c.category in ("farm", "mine"):
        tech(state, 0, card, workers=(civ(state).workers.get(card, 0) + 1))
        cv = civ(state)
        prod = food_production(cv) if c.category == "farm" else mine_production(cv)
        base = 2 * CARDS["agriculture_a" if c.category == "farm" else "bronze_a"].token_value
        extra = c.token_value * (cv.workers[card] - (2 if c.starting else 0))
        assert prod == base + extra
    elif c.category in URBAN or c.is_unit:
        n = civ(state).workers.get(card, 0)
        tech(state, 0, card, workers=n + 1)
        after = ratings(state)
        pw = c.per_worker
        assert after["culture_per_turn"] - before["culture_per_turn"] == pw.get("culture", 0)
        assert after["science_per_turn"] - before["science_per_turn"] == pw.get("science", 0)
        assert after["happy"] - before["happy"] == pw.get("happy", 0)
        assert after["strength"] - before["strength"] == pw.get("strength", 0)
    elif c.category == "government":
        tech(state, 0, card)
        after = ratings(state)
        assert (after["civil_total"], after["military_total"], after["urban_limit"]) == (
            c.civil_actions,
            c.military_actions,
            c.urban_limit,
        )
        v = c.values
        assert after["happy"] == max(v.get("happy", 0), 0)
        assert after["culture_per_turn"] == v.get("culture", 0)
        assert after["strength"] == before["strength"] + v.get("strength", 0)
        assert after["science_per_turn"] == max(before["science_per_turn"] + v.get("science", 0), 0)
    elif c.category in SPECIALS:
        blue = civ(state).blue_owned
        tech(state, 0, card)
        from engine.tta.turn import _tokens_enter

        _tokens_enter(civ(state), c)
        after = ratings(state)
        v = c.values
        assert after["civil_total"] - before["civil_total"] == v.get("civil_actions", 0)
        assert after["military_total"] - before["military_total"] == v.get("military_actions", 0)
        assert after["strength"] - before["strength"] == v.get("strength", 0)
        assert after["colonization_modifier"] - before["colonization_modifier"] == v.get(
            "colonization_modifier", 0
        )
        assert civ(state).blue_owned - blue == v.get("blue_tokens", 0)
        if c.category == "special_construction":
            from engine.tta.turn import build_cost, stages_per_action

            discount = c.effect["urban_building_resource_discount_by_age"]
            assert build_cost(civ(state), "drama_i") == 4 - discount["I"]
            assert build_cost(civ(state), "opera_ii") == 8 - discount["II"]
            assert build_cost(civ(state), "movies_iii") == 11 - discount["III"]
            assert build_cost(civ(state), "religion_a") == 3
            assert stages_per_action(civ(state)) == c.effect["wonder_stages_per_civil_action"]
    else:  # pragma: no cover
        raise AssertionError(card)


def test_technology_science_costs_and_build_costs_on_the_cards() -> None:
    state = ready()
    for card in TECHS:
        c = CARDS[card]
        if c.starting:
            continue
        give(state, 0, card)
        civ(state).science = c.science_cost - 1
        assert refused(state, 0, f"develop {card}") == "tta.err.science", card
        civ(state).civil_hand.remove(card)


@pytest.mark.parametrize("card", sorted(c for c, k in CARDS.items() if k.kind == "tactic"))
def test_tactic_armies(card: str) -> None:
    t = CARDS[card]
    units = {"infantry": [], "cavalry": [], "artillery": [], "air_force": []}
    for kind, n in t.army.items():
        units[kind] = [t.level] * n
    assert army_value(units, card, False) == t.tactic_value
    units["air_force"] = [3]
    assert army_value(units, card, False) == 2 * t.tactic_value  # the air force doubles one army
    units["air_force"] = []
    for kind, n in t.army.items():
        units[kind] = [t.level] * (2 * n)
    assert army_value(units, card, False) == 2 * t.tactic_value
    if t.tactic_obsolete:
        old = {"infantry": [], "cavalry": [], "artillery": [], "air_force": []}
        for kind, n in t.army.items():
            old[kind] = [t.level - 2] * n
        assert army_value(old, card, False) == t.tactic_obsolete
        old["air_force"] = [3]
        assert army_value(old, card, False) == 2 * t.tactic_obsolete
    else:
        assert t.level == 1  # Age I tactics have no obsolete value


@pytest.mark.parametrize("card", ["military_bonus_i", "military_bonus_ii", "military_bonus_iii"])
def test_bonus_cards_defence_and_colonization_values(card: str) -> None:
    from engine.tta.politics import defence_value, force_value

    state = ready()
    c = CARDS[card]
    assert defence_value(state, 1, (card,), ()) == 1 + c.defense
    tech(state, 1, "warriors_a", workers=1)
    assert force_value(state, 1, ("warriors_a",), (card,), ()) == 1 + c.colonization
    assert (c.defense, c.colonization) == {"I": (2, 1), "II": (4, 2), "III": (6, 3)}[c.age]


@pytest.mark.parametrize("card", sorted(c for c, k in CARDS.items() if k.kind == "territory"))
def test_territory_permanent_then_immediate_effects(card: str) -> None:
    from engine.tta.politics import colonize, lose_colony

    state = ready()
    c = CARDS[card]
    tech(state, 0, "mechanized_agriculture_iii")
    tech(state, 0, "oil_iii")
    before = ratings(state)
    cv = civ(state)
    blue, yellow, culture, science = cv.blue_owned, cv.yellow_owned, cv.culture, cv.science
    free, hand = cv.free_workers, len(cv.military_hand)
    state.age = 2
    state.military_deck = list(state.later_military["II"])
    colonize(state, 0, card, [])
    cv = civ(state)
    perm, imm = c.permanent, c.immediate
    assert cv.blue_owned - blue == perm.get("blue_tokens", 0)
    assert cv.yellow_owned - yellow == perm.get("yellow_tokens", 0)
    after = ratings(state)
    assert after["happy"] - before["happy"] == perm.get("happy", 0)
    assert after["strength"] - before["strength"] == perm.get("strength", 0)
    assert cv.culture - culture == imm.get("culture", 0)
    assert cv.science - science == imm.get("science", 0)
    assert stored(cv, "food") == imm.get("food", 0) and stored(cv, "resources") == imm.get("resources", 0)
    assert cv.free_workers - free == imm.get("population", 0)
    assert len(cv.military_hand) - hand == imm.get("draw_military_cards", 0)
    lose_colony(state, 0, card, [])
    assert civ(state).blue_owned == blue and ratings(state)["happy"] == before["happy"]


# --------------------------------------------------------------------------- action cards

ACTION_CARDS = sorted(c for c, k in CARDS.items() if k.kind == "action")


def _with_card(card: str):
    state = ready()
    give(state, 0, card)
    return state


@pytest.mark.parametrize("card", ACTION_CARDS)
def test_action_card(card: str) -> None:
    c = CARDS[card]
    fam = card.rsplit("_", 1)[0]
    eff = c.effect
    state = _with_card(card)
    cv = civ(state)
    if fam in ("cultural_heritage", "revolutionary_idea"):
        sci, cul = cv.science, cv.culture
        state = play(state, 0, f"play {card}")
        assert civ(state).science - sci == eff["gain"].get("science", 0)
        assert civ(state).culture - cul == eff["gain"].get("culture", 0)
    elif fam == "stockpile":
        state = play(state, 0, f"play {card}")
        assert stored(civ(state), "food") == 1 and stored(civ(state), "resources") == 1
    elif fam == "reserves":
        amount = eff["gain_one_of"][0]["food"]
        assert refused(state, 0, f"play {card}") == "tta.err.card_fields"
        state = play(state, 0, f"play {card} take resources")
        assert stored(civ(state), "resources") == amount
    elif fam == "engineering_genius":
        assert refused(state, 0, f"play {card}") == "tta.err.no_unfinished_wonder"
        civ(state).unfinished = "eiffel_tower_ii"  # stages 3, 7, 3
        take_out(state, "eiffel_tower_ii")
        tech(state, 0, "bronze_a", tokens=max(3 - eff["resource_discount"], 0))
        state = play(state, 0, f"play {card}")
        assert civ(state).stages == 1 and stored(civ(state), "resources") == 0
        assert civ(state).civil_used == 1
    elif fam == "frugality":
        tech(state, 0, "agriculture_a", tokens=2)
        state = play(state, 0, f"play {card}")
        assert civ(state).free_workers == 2
        assert stored(civ(state), "food") == eff["food_refund_after_paying"]
    elif fam == "patriotism":
        state = play(state, 0, f"play {card}")
        cv = civ(state)
        assert cv.military_extra == 1 and cv.mil_resources == eff["this_turn"]["resources_for_military_units"]
        assert ratings(state)["military_left"] == 3
        extra = eff["this_turn"]["resources_for_military_units"]
        tech(state, 0, "bronze_a", tokens=max(2 - extra, 0))
        state = play(state, 0, "build warriors_a")  # the card's resources are spent first
        assert civ(state).military_extra == 0 and civ(state).military_used == 0
        assert civ(state).mil_resources == max(extra - 2, 0) and stored(civ(state), "resources") == 0
    elif fam in ("rich_land", "urban_growth"):
        target = "iron_i" if fam == "rich_land" else "drama_i"
        tech(state, 0, target)
        discount = eff["resource_discount"]
        tech(state, 0, "bronze_a", tokens=CARDS[target].build_cost - discount)
        state = play(state, 0, f"play {card} {target}")
        assert civ(state).workers[target] == 1 and stored(civ(state), "resources") == 0
        state2 = _with_card(card)
        wrong = "drama_i" if fam == "rich_land" else "iron_i"
        tech(state2, 0, wrong)
        tech(state2, 0, "bronze_a", tokens=10)
        assert refused(state2, 0, f"play {card} {wrong}") == "tta.err.wrong_kind"
    elif fam == "efficient_upgrade":
        tech(state, 0, "coal_ii")
        tech(state, 0, "bronze_a", tokens=max(8 - 2 - eff["resource_discount"], 0))
        state = play(state, 0, f"play {card} bronze_a to coal_ii")
        assert civ(state).workers["coal_ii"] == 1 and stored(civ(state), "resources") == 0
    elif fam == "breakthrough":
        give(state, 0, "irrigation_i")
        cv = civ(state)
        cv.science = 3
        state = play(state, 0, f"play {card} irrigation_i")
        assert "irrigation_i" in civ(state).techs
        assert civ(state).science == eff["science_gain_after_paying"]
        state2 = _with_card(card)
        give(state2, 0, "monarchy_i")
        civ(state2).science = 2
        state2 = play(state2, 0, f"play {card} monarchy_i revolution")
        assert civ(state2).government == "monarchy_i" and civ(state2).civil_used == civ(state2).civil_seen
    elif fam in ("wave_of_nationalism", "military_build_up"):
        tech(state, 1, "warriors_a", workers=3)
        state = play(state, 0, f"play {card}")
        per = eff["this_turn_resources_for_military_units_per_stronger_civilization"]["2"]
        assert civ(state).mil_resources == per
    elif fam == "endowment_for_the_arts":
        civ(state, 1).culture = 10
        culture = civ(state).culture
        state = play(state, 0, f"play {card}")
        assert civ(state).culture - culture == eff["culture_per_civilization_with_more_culture"]["2"]
    else:  # pragma: no cover
        raise AssertionError(card)
    audit(state)


def test_an_action_card_taken_this_turn_waits_for_a_later_turn() -> None:
    state = ready()
    slot = 1
    old = state.row[0]
    state.removed.append(old)
    take_out(state, "revolutionary_idea_ii")
    state.row[0] = "revolutionary_idea_ii"
    state = play(state, 0, f"take {slot}")
    assert refused(state, 0, "play revolutionary_idea_ii") == "tta.err.fresh_action_card"


# --------------------------------------------------------------------------- aggressions, wars, pacts

AGGRESSIONS = sorted(c for c, k in CARDS.items() if k.kind == "aggression")


@pytest.mark.parametrize("card", AGGRESSIONS)
def test_aggression_effect(card: str) -> None:
    state = ready(3)
    c = CARDS[card]
    tech(state, 0, "warriors_a", workers=6)
    tech(state, 0, "strategy_ii")
    give(state, 0, card)
    tv = civ(state, 1)
    tech(state, 1, "agriculture_a", tokens=4)
    tech(state, 1, "bronze_a", tokens=4)
    tv.science, tv.culture = 9, 9
    tech(state, 1, "drama_i", workers=1)
    tech(state, 1, "opera_ii", workers=1)
    tech(state, 1, "movies_iii", workers=1)
    leader(state, 1, "moses_a")
    tv.colonies = ["vast_territory_i"]
    take_out(state, "vast_territory_i")
    state.phase = "politics"
    state = play(state, 0, f"attack {card} 1")
    assert civ(state).military_used == c.action_cost
    state = play(state, 1, "defend nothing")
    base = card.rsplit("_", 1)[0]
    me, them = civ(state, 0), civ(state, 1)
    if base == "plunder":
        n = c.effect["take_from_target_total_food_and_or_resources"]
        state = play(state, 0, f"food {min(4, n)}")
        assert stored(civ(state, 1), "food") + stored(civ(state, 1), "resources") == 8 - min(n, 8)
    elif base == "raid":
        limits = c.effect["destroy_target_urban_buildings_max_age"]
        targets = {"I": ["drama_i"], "II": ["drama_i", "opera_ii"], "III": ["opera_ii", "movies_iii"]}[
            limits[0]
        ]
        state = play(state, 0, "choose " + " ".join(targets))
        assert all(civ(state, 1).workers.get(t, 0) == 0 for t in targets)
    elif base == "enslave":
        assert them.free_workers == 0
    elif base == "annex":
        state = play(state, 0, "choose vast_territory_i")
        assert civ(state).colonies == ["vast_territory_i"] and civ(state, 1).colonies == []
    elif base == "infiltrate":
        state = play(state, 0, "choose moses_a")
        assert civ(state, 1).leader is None and civ(state).culture >= 0
    elif base == "spy":
        assert them.science == 9 - 5 and me.science >= 5
    elif base == "armed_intervention":
        assert them.culture == 9 - 7
    else:  # pragma: no cover
        raise AssertionError(card)
    audit(state)


@pytest.mark.parametrize("card", sorted(c for c, k in CARDS.items() if k.kind == "war"))
def test_war_effect(card: str) -> None:
    from engine.tta.politics import resolve_war
    from engine.tta.state import War

    state = ready()
    tech(state, 0, "warriors_a", workers=11)  # strength 11 against 1: advantage 10
    civ(state, 0).war = War(card=card, target=1)
    state.later_military[CARDS[card].age].remove(card)
    t = civ(state, 1)
    t.culture, t.science = 30, 30
    tech(state, 1, "code_of_laws_i")
    tasks = resolve_war(state, 0, [])
    base = card.rsplit("_", 1)[0]
    if base == "war_over_culture":
        assert civ(state, 1).culture == 30 - 15 and civ(state).culture >= 15
    elif base == "war_over_territory":
        assert civ(state, 1).yellow_bank == 18 - 3 and civ(state).yellow_owned == 25 + 3
    else:
        assert tasks and tasks[0].purpose == "war_tech"
        state.tasks = tasks
        state = play(state, 0, "choose code_of_laws_i")
        assert "code_of_laws_i" in civ(state).techs and civ(state, 1).science == 30 - (10 - 6)
        assert ratings(state)["civil_total"] == 5
    assert card in state.military_discards[CARDS[card].age]


PACTS = sorted(c for c, k in CARDS.items() if k.kind == "pact")


@pytest.mark.parametrize("card", PACTS)
def test_pact_effect(card: str) -> None:
    from engine.tta.politics import attack_strengths, protected

    state = ready(3)
    c = CARDS[card]
    before0, before1 = ratings(state, 0), ratings(state, 1)
    take_out(state, card)
    side = "A" if c.sides == "asymmetric" else ""
    civ(state, 0).pact = Pact(card=card, owner=0, partner=1, owner_side=side)
    a, b = ratings(state, 0), ratings(state, 1)
    eff = c.effect
    mine = {**eff.get("both", {}), **eff.get("A", {})}
    theirs = {**eff.get("both", {}), **eff.get("B", {})}
    assert a["culture_per_turn"] - before0["culture_per_turn"] == max(
        mine.get("culture", 0), -before0["culture_per_turn"]
    )
    assert a["strength"] - before0["strength"] == mine.get("strength", 0)
    assert b["strength"] - before1["strength"] == theirs.get("strength", 0)
    assert a["military_total"] - before0["military_total"] == mine.get("military_actions", 0)
    if eff.get("parties_cannot_attack_each_other"):
        assert protected(state, 0, 1, war=False) and protected(state, 1, 0, war=True)
    if eff.get("attacker_strength_bonus_when_attacking_the_other_party"):
        assert attack_strengths(state, 0, 1)[0] == a["strength"] + 2
    if "culture_per_completed_wonder_of_other_party" in mine:
        wonder(state, 1, "colossus_a")
        assert ratings(state, 0)["culture_per_turn"] == before0["culture_per_turn"] + 1
    if "technology_science_discount" in mine:
        from engine.tta.turn import science_cost

        assert science_cost(state, 0, "irrigation_i") == 3 - 2
        give(state, 0, "irrigation_i")
        civ(state, 0).science = 1
        civ(state, 1).science = 0
        state.phase = "actions"
        assert refused(state, 0, "develop irrigation_i") == "tta.err.partner_science"
        civ(state, 1).science = 1
        state = play(state, 0, "develop irrigation_i")
        assert civ(state, 1).science == 0
    if "may_spend_food_as_resource_per_turn" in mine:
        state.phase = "actions"
        tech(state, 0, "agriculture_a", tokens=1)
        state = play(state, 0, "use trade")
        assert stored(civ(state), "resources") == 1 and stored(civ(state), "food") == 0
        assert refused(state, 0, "use trade") == "tta.err.once_per_turn"
    if mine.get("resources") or theirs.get("food") or theirs.get("resources"):
        from engine.tta.production import produce_food, produce_resources

        tech(state, 1, "bronze_a", tokens=1)
        got_a = produce_resources(state, 0)
        got_b_food = produce_food(state, 1)
        got_b = produce_resources(state, 1)
        assert got_a == 2 + mine.get("resources", 0)
        assert got_b_food == 2 + theirs.get("food", 0)
        assert got_b == 2 + theirs.get("resources", 0)


def test_a_new_pact_ends_the_previous_one_in_your_play_area() -> None:
    state = ready(3)
    for card in ("open_borders_agreement_i", "trade_routes_agreement_i"):
        take_out(state, card)
    civ(state).pact = Pact(card="open_borders_agreement_i", owner=0, partner=1)
    civ(state).military_hand = ["trade_routes_agreement_i"]
    state.phase = "politics"
    state = play(state, 0, "pact trade_routes_agreement_i 2 side B")
    state = play(state, 2, "agree yes")
    assert civ(state).pact.card == "trade_routes_agreement_i" and civ(state).pact.owner_side == "B"
    assert "open_borders_agreement_i" in state.military_discards["I"]
    audit(state)


def test_james_cook_discards_for_colonization() -> None:
    from engine.tta.politics import check_send, force_value

    state = ready()
    leader(state, 0, "james_cook_ii")
    tech(state, 0, "warriors_a", workers=1)
    give(state, 0, "raid_i", "legion_i", "enslave_i")
    assert force_value(state, 0, ("warriors_a",), (), ("raid_i", "legion_i")) == 3
    assert check_send(state, 0, 3, ("warriors_a",), (), ("raid_i", "legion_i")) is None
    assert check_send(state, 0, 4, ("warriors_a",), (), ("raid_i", "legion_i", "enslave_i")) is not None
    leader(state, 0, "moses_a")
    assert check_send(state, 0, 2, ("warriors_a",), (), ("raid_i",)).key == "tta.err.cook_only"


def test_every_card_has_effect_code_and_a_test() -> None:
    """Each of the 236 records: its kind's code knows it, and a test names it or runs over its kind."""
    import glob
    from pathlib import Path

    from engine.tta.actioncards import FIELDS
    from engine.tta.events import HANDLERS

    text = "".join(Path(f).read_text() for f in glob.glob(str(Path(__file__).parent / "*.py")))
    parametrized = {"technology", "tactic", "bonus", "territory", "action", "aggression", "war", "pact"}
    for card_id, c in CARDS.items():
        base = card_id.rsplit("_", 1)[0]
        if c.kind == "event" and not c.scoring:
            assert base in HANDLERS, card_id
        if c.kind == "action":
            assert base in FIELDS, card_id
        if c.kind == "aggression":
            assert base in ("enslave", "plunder", "raid", "annex", "infiltrate", "spy", "armed_intervention")
        if c.kind == "war":
            assert base in ("war_over_culture", "war_over_territory", "war_over_technology")
        assert c.kind in parametrized or c.scoring or card_id in text, card_id
    assert len(CARDS) == 236
