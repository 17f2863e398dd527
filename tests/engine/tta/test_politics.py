"""The politics phase (§ Fase política): events, aggressions and defence, wars, pacts,
colonization, resigning, and the leaders that act there."""

from __future__ import annotations

from engine.tta import GAME
from engine.tta.cards import CARDS
from engine.tta.ratings import stored
from engine.tta.state import FutureEvent
from tests.engine.tta.helpers import (
    audit,
    civ,
    give,
    keys,
    leader,
    past_first_round,
    play,
    play_events,
    ratings,
    refused,
    take_out,
    tech,
    wonder,
)


def politics(players: int = 3):
    state = past_first_round(players)
    for s in range(players):
        civ(state, s).military_hand = []
    return state


def top_event(state, card: str) -> None:
    """Make `card` the next current event to be revealed."""
    for pile in (state.current_events, state.military_deck, state.removed, *state.later_military.values()):
        if card in pile:
            pile.remove(card)
            break
    state.removed.extend(state.current_events)
    state.current_events = [card]


# --------------------------------------------------------------------------- events


def test_preparing_an_event_scores_its_level_and_reveals_the_current_one() -> None:
    state = politics()
    give(state, 0, "crusades_i")
    top_event(state, "development_of_science_a")
    culture = civ(state).culture
    state, events = play_events(state, 0, "event crusades_i")
    assert civ(state).culture == culture + 1
    assert [f.card for f in state.future_events] == [] and state.current_events == ["crusades_i"]
    assert "development_of_science_a" in state.past_events
    assert all(civ(state, s).science >= 2 for s in range(3))
    public = [e for e in events if e.to is None]
    assert all("crusades_i" not in str(e.params) for e in public)  # face down
    assert state.phase == "actions"
    assert refused(state, 0, "event crusades_i") in ("core.err.wrong_verb",)


def test_the_future_deck_becomes_current_with_older_ages_on_top() -> None:
    state = politics()
    top_event(state, "development_of_crafts_a")
    state.future_events = [FutureEvent(card="cold_war_ii", seat=1), FutureEvent(card="rats_i", seat=2)]
    for c in ("cold_war_ii", "rats_i"):
        for pile in (state.military_deck, *state.later_military.values()):
            if c in pile:
                pile.remove(c)
    give(state, 0, "pestilence_i")
    state = play(state, 0, "event pestilence_i")
    assert len(state.current_events) == 3
    assert CARDS[state.current_events[-1]].age == "I"  # top = last: older first
    assert state.current_events[0] == "cold_war_ii"
    audit(state)


# --------------------------------------------------------------------------- aggressions


def test_aggression_needs_more_strength_and_the_defender_may_defend() -> None:
    state = politics()
    tech(state, 0, "warriors_a", workers=3)
    give(state, 0, "plunder_i")
    give(state, 1, "military_bonus_i", "raid_i")
    tech(state, 1, "warriors_a", workers=3)
    assert refused(state, 0, "attack plunder_i 1") == "tta.err.not_stronger"
    tech(state, 1, "warriors_a", workers=1)
    state = play(state, 0, "attack plunder_i 1")  # 3 against 1
    assert state.tasks[0].purpose == "defend"
    decision = GAME.awaiting(state)[0]
    assert (
        decision.seat == 1
        and decision.private
        and decision.rule_default
        and decision.default.to_text() == "defend nothing"
    )
    assert decision.params["need"] == 3
    assert refused(state, 1, "defend nothing discard raid_i") == "tta.err.defence_short"
    state, events = play_events(state, 1, "defend military_bonus_i")  # 1 + 2 = 3: the attack fails
    assert "plunder_i" in state.military_discards["I"]
    assert civ(state, 1).military_hand == ["raid_i"]
    assert "tta.log.aggression_succeeds" not in keys(events)
    audit(state)


def test_defence_cards_are_limited_by_military_actions() -> None:
    state = politics()
    tech(state, 0, "warriors_a", workers=5)
    give(state, 0, "plunder_i")
    give(state, 1, "military_bonus_i", "raid_i", "legion_i")
    state = play(state, 0, "attack plunder_i 1")  # 5 against 1
    assert refused(state, 1, "defend military_bonus_i discard legion_i raid_i") == "tta.err.defence_cards"
    assert refused(state, 1, "defend military_bonus_i discard raid_i") == "tta.err.defence_short"  # 1+2+1 < 5


def test_plunder_takes_food_and_resources_the_aggressor_chooses() -> None:
    state = politics()
    tech(state, 0, "warriors_a", workers=3)
    give(state, 0, "plunder_i")
    tech(state, 1, "agriculture_a", tokens=2)
    tech(state, 1, "bronze_a", tokens=4)
    state = play(state, 0, "attack plunder_i 1")
    state = play(state, 1, "defend nothing")
    assert GAME.awaiting(state)[0].kind == "plunder"
    food0, res0 = stored(civ(state), "food"), stored(civ(state), "resources")
    state = play(state, 0, "food 2")
    assert stored(civ(state, 1), "food") == 0 and stored(civ(state, 1), "resources") == 3
    assert stored(civ(state), "food") == food0 + 2 and stored(civ(state), "resources") == res0 + 1
    audit(state)


def test_raid_destroys_urban_buildings_and_gains_half_their_printed_cost() -> None:
    state = politics()
    tech(state, 0, "warriors_a", workers=4)
    give(state, 0, "raid_ii")
    tech(state, 1, "drama_i", workers=1)
    tech(state, 1, "religion_a", workers=1)
    tech(state, 1, "opera_ii", workers=1)
    state = play(state, 0, "attack raid_ii 1")
    state = play(state, 1, "defend nothing")
    # One Age II-or-older and one Age I-or-older: two buildings.
    assert refused(state, 0, "choose drama_i") == "tta.err.raid_targets"
    res = stored(civ(state), "resources")
    state = play(state, 0, "choose drama_i opera_ii")
    assert civ(state, 1).workers.get("opera_ii", 0) == 0 and civ(state, 1).free_workers == 1 + 2
    assert stored(civ(state), "resources") == res + (4 + 8 + 1) // 2


def test_enslave_spy_and_armed_intervention() -> None:
    state = politics()
    tech(state, 0, "warriors_a", workers=4)
    give(state, 0, "enslave_i")
    state = play(state, 0, "attack enslave_i 2")
    state = play(state, 2, "defend nothing")
    assert civ(state, 2).free_workers == 0 and civ(state, 2).yellow_bank == 19
    assert stored(civ(state), "food") >= 2 and stored(civ(state), "resources") >= 2


def test_a_pact_cancelled_by_the_attack_does_not_count() -> None:
    from engine.tta.state import Pact

    state = politics()
    tech(state, 0, "warriors_a", workers=3)
    tech(state, 1, "warriors_a", workers=1)
    for c in ("military_pact_iii", "peace_treaty_iii"):
        for pile in state.later_military.values():
            if c in pile:
                pile.remove(c)
    civ(state, 1).pact = Pact(card="military_pact_iii", owner=1, partner=0)
    give(state, 0, "plunder_i")
    # Both get +3; without it the attacker is stronger (3 > 1).
    assert ratings(state, 0)["strength"] == 6
    state = play(state, 0, "attack plunder_i 1")
    assert civ(state, 1).pact is None and "military_pact_iii" in state.military_discards["III"]
    civ(state, 2).pact = Pact(card="peace_treaty_iii", owner=2, partner=0)
    state = play(state, 1, "defend nothing")


def test_gandhi_doubles_the_military_cost_and_forbids_attacks() -> None:
    state = politics()
    tech(state, 0, "warriors_a", workers=3)
    give(state, 0, "plunder_i", "enslave_i")
    leader(state, 1, "mahatma_gandhi_iii")
    civ(state).military_used = 1  # one action left: plunder costs 2 against Gandhi
    assert refused(state, 0, "attack plunder_i 1") == "tta.err.military_actions"
    leader(state, 0, "mahatma_gandhi_iii") if False else None
    state2 = politics()
    leader(state2, 0, "mahatma_gandhi_iii")
    give(state2, 0, "plunder_i")
    tech(state2, 0, "warriors_a", workers=3)
    assert refused(state2, 0, "attack plunder_i 1") == "tta.err.gandhi"


# --------------------------------------------------------------------------- wars


def test_war_resolves_at_the_start_of_the_declarers_next_turn() -> None:
    state = politics()
    tech(state, 0, "warriors_a", workers=6)
    tech(state, 0, "warfare_i")  # 3 military actions for the war
    give(state, 0, "war_over_culture_iii")
    civ(state, 1).culture = 20
    state = play(state, 0, "attack war_over_culture_iii 1")
    assert civ(state).war is not None and civ(state).military_used == 3
    for seat in (0, 1, 2):
        state = play(state, seat, "end confirm")
        if state.tasks:
            state = play(
                state, seat, "discard " + " ".join(civ(state, seat).military_hand[: state.tasks[0].amount])
            )
    # Player 0's next turn: 6 + 1 (Warfare) against 1: advantage 6: 5 + 6 culture taken.
    assert civ(state).war is None
    assert civ(state, 1).culture == 20 - 11


def test_no_war_in_the_last_round() -> None:
    state = politics()
    give(state, 0, "war_over_territory_ii")
    tech(state, 0, "warriors_a", workers=3)
    state.last_round = state.round
    assert refused(state, 0, "attack war_over_territory_ii 1") == "tta.err.war_last_round"


# --------------------------------------------------------------------------- pacts


def test_pact_offer_accept_refuse_and_cancel() -> None:
    state = politics()
    give(state, 0, "open_borders_agreement_i")
    state = play(state, 0, "pact open_borders_agreement_i 1")
    decision = GAME.awaiting(state)[0]
    assert decision.seat == 1 and decision.default.to_text() == "agree no" and decision.rule_default
    state = play(state, 1, "agree yes")
    assert civ(state).pact is not None and ratings(state, 1)["military_total"] == 3
    assert ratings(state, 0)["military_total"] == 3
    state = play(state, 0, "end confirm")
    state = play(state, 1, "cancel open_borders_agreement_i")
    assert civ(state).pact is None and ratings(state, 1)["military_total"] == 2
    state2 = politics()
    give(state2, 0, "trade_routes_agreement_i")
    assert refused(state2, 0, "pact trade_routes_agreement_i 1") == "tta.err.pact_side"
    state2 = play(state2, 0, "pact trade_routes_agreement_i 1 side A")
    state2 = play(state2, 1, "agree no")
    assert "trade_routes_agreement_i" in civ(state2).military_hand and state2.phase == "actions"


# --------------------------------------------------------------------------- colonization


def test_colonization_auction_and_force() -> None:
    state = politics()
    tech(state, 0, "warriors_a", workers=2)
    tech(state, 1, "warriors_a", workers=3)
    civ(state, 2).workers.pop("warriors_a")
    civ(state, 2).yellow_bank += 1
    give(state, 0, "crusades_i")
    give(state, 1, "military_bonus_i")
    top_event(state, "historic_territory_i")
    state = play(state, 0, "event crusades_i")
    # Player 2 has no unit: passed at once. Player 0 speaks first.
    assert GAME.awaiting(state)[0].seat == 0 and 2 in state.tasks[0].passed
    assert refused(state, 0, "bid 3") == "tta.err.bid_high"
    state = play(state, 0, "bid 2")
    state = play(state, 1, "bid 4")
    state = play(state, 0, "pass")
    decision = GAME.awaiting(state)[0]
    assert decision.kind == "colonize" and decision.seat == 1
    # The force may take bonus cards from the hidden hand (here it must: 3 warriors make 3):
    # asked in private, since even the decision's default names them.
    assert decision.private and "military_bonus_i" in decision.default.to_text()
    assert refused(state, 1, "send warriors_a warriors_a") == "tta.err.force_short"
    culture = civ(state, 1).culture
    state = play(state, 1, "send warriors_a warriors_a warriors_a bonus military_bonus_i")
    c1 = civ(state, 1)
    assert c1.colonies == ["historic_territory_i"] and c1.workers.get("warriors_a", 0) == 0
    assert c1.culture == culture + 6 and ratings(state, 1)["happy"] == 1
    assert "historic_territory_i" not in state.past_events
    audit(state)


# --------------------------------------------------------------------------- resigning and leaders


def test_resigning_gives_seven_culture_to_those_at_war_with_the_resigner() -> None:
    from engine.tta.state import War

    state = politics()
    civ(state, 2).war = War(card="war_over_culture_iii", target=0)
    take_out(state, "war_over_culture_iii")
    culture = civ(state, 2).culture
    state = play(state, 0, "resign")
    assert not civ(state).alive and state.current == 1
    assert civ(state, 2).culture == culture + 7 and civ(state, 2).war is None
    assert not GAME.is_over(state)
    audit(state)
    state = play(state, 1, "resign")
    assert GAME.is_over(state)
    assert GAME.outcome(state).ranking[0] == [2]


def test_julius_caesar_takes_a_second_political_action_once() -> None:
    state = politics()
    leader(state, 0, "julius_caesar_a")
    give(state, 0, "crusades_i", "rats_i")
    top_event(state, "development_of_science_a")
    state = play(state, 0, "event crusades_i")
    assert state.phase == "politics"
    state = play(state, 0, "event rats_i")
    assert state.phase == "actions" and civ(state).caesar_used


def test_alexander_retires_for_a_yellow_token() -> None:
    state = politics()
    leader(state, 0, "alexander_the_great_a")
    owned = civ(state).yellow_owned
    state = play(state, 0, "use alexander")
    assert civ(state).leader is None and civ(state).yellow_owned == owned + 1


def test_columbus_colonizes_a_territory_from_hand() -> None:
    state = politics()
    leader(state, 0, "christopher_columbus_i")
    give(state, 0, "wealthy_territory_i")
    state = play(state, 0, "use columbus wealthy_territory_i")
    c = civ(state)
    assert c.leader is None and c.colonies == ["wealthy_territory_i"] and c.blue_owned == 16 + 3
    assert stored(c, "resources") >= 5


def test_colossus_adds_to_colonization() -> None:
    state = politics()
    wonder(state, 0, "colossus_a")
    from engine.tta.politics import max_force

    assert max_force(state, 0) == 1 + 1
