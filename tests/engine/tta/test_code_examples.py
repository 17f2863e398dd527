"""The Code of Laws' worked examples that no other file proves: the cases it spells out in its
notes ("Atención", "por ejemplo", the notes on cards at its end), one scenario each, and the
value of every Age III scoring event on a tableau built for it. docs/tta.md ("Worked examples
of the Code of Laws") maps every example of the Code to its test, here or elsewhere."""

from __future__ import annotations

import pytest

from engine.tta import GAME
from engine.tta.ratings import stored
from engine.tta.scoring import impact
from engine.tta.state import Pact, War
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
    ready,
    refused,
    set_yellow_bank,
    take_out,
    tech,
    wonder,
    workers_free,
)
from tests.engine.tta.test_events import reveal, strengths


def end_turn(state, seat: int):
    """`end confirm`, then the discard of excess military cards if asked."""
    state = play(state, seat, "end confirm")
    if state.tasks and state.tasks[0].purpose == "discard":
        excess = civ(state, seat).military_hand[: state.tasks[0].amount]
        state = play(state, seat, "discard " + " ".join(excess))
    return state


# --------------------------------------------------------------------------- notes on leaders


def test_robespierre_revolution_leaves_patriotisms_extra_military_action() -> None:
    """Note on Robespierre: "La acción militar adicional que aporta Patriotismo no se gastaría
    con la revolución porque no cuenta como parte del total de acciones militares"."""
    state = ready()
    leader(state, 0, "maximilien_robespierre_ii")
    give(state, 0, "patriotism_i", "monarchy_i")
    state = play(state, 0, "play patriotism_i")
    civ(state).science = 2
    state = play(state, 0, "develop monarchy_i revolution")
    assert civ(state).government == "monarchy_i"
    assert ratings(state)["military_left"] == 1  # Monarchy's 3 military actions used, Patriotism's left
    assert ratings(state)["civil_left"] == 5 - 1  # the civil action Patriotism cost


def test_patriotisms_extra_military_action_draws_one_more_card() -> None:
    """§ Jugar una carta de acción: "se puede usar una acción militar adicional para robar una
    carta más al final de tu turno"."""
    state = ready()
    give(state, 0, "patriotism_i")
    state = play(state, 0, "play patriotism_i")
    state = play(state, 0, "end confirm")
    assert len(civ(state).military_hand) == 2 + 1


def test_newton_refunds_the_civil_action_of_a_breakthrough() -> None:
    """Note on Newton: he gives a civil action back "incluso aunque desarrolles la tecnología como
    efecto de un Logro científico"."""
    state = ready()
    leader(state, 0, "isaac_newton_ii")
    give(state, 0, "breakthrough_i", "irrigation_i")
    civ(state).science = 3
    left = ratings(state)["civil_left"]
    state = play(state, 0, "play breakthrough_i irrigation_i")
    assert "irrigation_i" in civ(state).techs and ratings(state)["civil_left"] == left


def test_einstein_scores_a_special_technology_retired_at_once() -> None:
    """§ Desarrollar una tecnología: a weaker special retired at once "seguiría contando como
    haber jugado una tecnología a efectos de otras cartas (p. ej. Einstein)"."""
    state = ready()
    tech(state, 0, "navigation_ii")
    leader(state, 0, "albert_einstein_iii")
    give(state, 0, "cartography_i")
    civ(state).science = 4
    culture = civ(state).culture
    state = play(state, 0, "develop cartography_i")
    assert "cartography_i" not in civ(state).techs and "navigation_ii" in civ(state).techs
    assert civ(state).culture == culture + 3


def test_bach_conversion_costs_nothing_from_a_dearer_building() -> None:
    """Note on Bach: "Si el edificio que modernizas tiene un coste igual o superior al del teatro
    al que se está convirtiendo, el coste de la modernización es 0 recursos"."""
    state = ready()
    leader(state, 0, "js_bach_ii")
    tech(state, 0, "alchemy_i", workers=1)  # a lab costing 6
    tech(state, 0, "drama_i")  # a theater costing 4
    state = play(state, 0, "upgrade alchemy_i drama_i")
    assert civ(state).workers.get("alchemy_i", 0) == 0 and civ(state).workers["drama_i"] == 1
    assert stored(civ(state), "resources") == 0
    audit(state)


def test_genghis_khans_infantry_stays_infantry_for_the_great_wall() -> None:
    """Note on Genghis Khan: infantry forming cavalry armies "siguen considerándose como
    infantería a efectos de otras cartas, como la Gran muralla"."""
    state = ready()
    tech(state, 0, "warriors_a", workers=3)
    civ(state).tactic = "heavy_cavalry_i"
    take_out(state, "heavy_cavalry_i")
    civ(state).own_tactic = "heavy_cavalry_i"
    wonder(state, 0, "great_wall_i")
    leader(state, 0, "genghis_khan_i")
    # 3 warriors (3) + one army of three "cavalry" (4) + the Great Wall's +1 per infantry (3).
    assert ratings(state)["strength"] == 3 + 4 + 3


# --------------------------------------------------------------------------- notes on events


def test_ravaged_wonder_counts_for_the_wonder_cost_impact_of_wonders_and_tourism() -> None:
    """Note on Ravages of Time: the ruin "cuenta como una maravilla completada": one more civil
    action to take a wonder, Impact of Wonders, International Tourism."""

    def setup(state):
        wonder(state, 1, "pyramids_a")

    state, _ = reveal("ravages_of_time_ii", setup=setup)
    assert civ(state, 1).ruins == ["pyramids_a"]
    assert impact(state, "impact_of_wonders_iii", 0)[1] == 5
    take_out(state, "international_tourism_iii")
    civ(state, 0).pact = Pact(card="international_tourism_iii", owner=0, partner=1, owner_side="A")
    before = ratings(state, 0)["culture_per_turn"]
    civ(state, 0).pact = None
    assert before == ratings(state, 0)["culture_per_turn"] + 1
    assert GAME.public_view(state)["players"][1]["wonder_take_extra"] == 1


def test_the_current_player_counts_as_higher_even_to_its_cost() -> None:
    """§ Aplicar un evento: ties make the current player the higher one, "en algunos casos (como
    Terrorismo o Bárbaros) esto puede ser una desventaja": tied for the most culture, the current
    player is the one Barbarians hit."""

    def setup(state):
        strengths(state, {0: 1, 1: 1, 2: 5})
        civ(state, 0).culture = civ(state, 1).culture = 9

    state, _ = reveal("barbarians_i", setup=setup)
    assert civ(state, 0).free_workers == 0 and civ(state, 1).free_workers == 1


def test_international_agreement_ending_age_iii_on_the_first_players_turn_is_the_last_round() -> None:
    """Note on International Agreement: refilling without sweeping may end Age III; "si esto
    sucede durante el turno del primer jugador, esta sería la última ronda"."""

    def setup(state):
        strengths(state, {0: 1, 1: 3, 2: 2})
        state.age = 3
        state.civil_deck = state.civil_deck[:1]

    state, _ = reveal("international_agreement_ii", setup=setup)
    state = play(state, 1, "take 1")
    state = play(state, 1, "pass")
    assert state.age == 4 and state.last_round == state.round


# --------------------------------------------------------------------------- rules with an example


def test_engineering_genius_builds_one_stage_even_with_architecture() -> None:
    """§ Jugar una carta de acción: "si la carta indica construye la etapa de una maravilla, sólo
    podrás construir una etapa, aun cuando hubiera otras cartas en juego que te permitieran
    construir varias"."""
    state = ready()
    tech(state, 0, "architecture_ii")
    take_out(state, "kremlin_ii")
    civ(state).unfinished = "kremlin_ii"  # stages 4, 4, 4
    tech(state, 0, "bronze_a", tokens=5)
    give(state, 0, "engineering_genius_i")
    state = play(state, 0, "play engineering_genius_i")
    assert civ(state).stages == 1 and stored(civ(state), "resources") == 5 - (4 - 3)


def test_a_pact_forbidding_attacks_does_not_cancel_a_war_already_declared() -> None:
    """§ Ofrecer un pacto: "un pacto que evite los ataques o una declaración de guerra no anularía
    cualquier guerra que ya se hubiera declarado"."""
    state = past_first_round(3)
    for s in range(3):
        civ(state, s).military_hand = []
    tech(state, 0, "warriors_a", workers=6)
    give(state, 0, "war_over_culture_iii")
    civ(state, 1).culture = 20
    civ(state, 0).war = War(card="war_over_culture_iii", target=1)
    take_out(state, "war_over_culture_iii")
    civ(state, 0).military_hand.remove("war_over_culture_iii")
    give(state, 1, "peace_treaty_iii")
    state = end_turn(state, 0)
    state = play(state, 1, "pact peace_treaty_iii 0")
    state = play(state, 0, "agree yes")
    assert civ(state, 1).pact is not None and civ(state, 0).war is not None
    state = end_turn(state, 1)
    state = end_turn(state, 2)
    assert state.current == 0 and civ(state, 0).war is None
    assert civ(state, 1).culture < 20  # the war was resolved despite the peace treaty


def test_a_tactic_already_shared_is_stacked_not_discarded() -> None:
    """§ Compartir una táctica: the same tactic already shared is combined with it or removed,
    "no la dejes en la pila de descarte"."""
    state = ready()
    state.shared_tactics["legion_i"] = 1
    take_out(state, "legion_i")
    give(state, 0, "legion_i")
    state = play(state, 0, "tactic legion_i")
    state = end_turn(state, 0)
    state = end_turn(state, 1)
    assert state.current == 0 and civ(state).own_tactic is None and civ(state).tactic == "legion_i"
    assert state.shared_tactics["legion_i"] == 2
    assert "legion_i" not in [c for p in state.military_discards.values() for c in p]
    audit(state)


def test_drawing_the_last_military_card_reshuffles_the_ages_discards() -> None:
    """§ Robar cartas militares: the last card drawn, the discard pile of the current age becomes
    the new deck and drawing goes on."""
    state = ready()
    state.military_deck, rest = state.military_deck[:1], state.military_deck[1:]
    state.military_discards.setdefault(state.age_name, []).extend(rest)
    state, _ = play_events(state, 0, "end confirm")
    assert len(civ(state).military_hand) == 2
    assert state.military_discards[state.age_name] == [] and len(state.military_deck) == len(rest) - 1
    audit(state)


def test_a_smaller_action_total_returns_used_actions_first() -> None:
    """§ Si tu total de acciones cambia: "Devuelve primero las fichas usadas"."""
    state = ready()
    tech(state, 0, "code_of_laws_i")  # 5 civil actions
    civ(state).civil_used = 2
    from engine.tta.ratings import sync_actions

    civ(state).techs.remove("code_of_laws_i")
    state.removed.append("code_of_laws_i")
    sync_actions(state, 0)
    assert ratings(state)["civil_total"] == 4 and ratings(state)["civil_left"] == 3


def test_happiness_counts_between_zero_and_eight() -> None:
    """§ Índice de felicidad: the total of faces is kept between 0 and 8."""
    state = ready()
    tech(state, 0, "theology_i", workers=5)  # 10 faces
    assert ratings(state)["happy"] == 8
    state2 = ready()
    wonder(state2, 0, "kremlin_ii")  # an unhappy face with no happy one: 0, not -1
    assert ratings(state2)["happy"] == 0
    tech(state2, 0, "religion_a", workers=1)
    assert ratings(state2)["happy"] == 0  # 1 - 1
    tech(state2, 0, "religion_a", workers=2)
    assert ratings(state2)["happy"] == 1


def test_losing_more_yellow_tokens_than_the_bank_holds_loses_the_bank_only() -> None:
    """§ Fichas azules y amarillas: "Si no tuvieras suficientes, tendrás que devolver todas las que
    tengas en la reserva, pero ninguna más"."""
    from engine.tta import economy

    state = ready()
    set_yellow_bank(state, 0, 1)
    workers = civ(state).free_workers + sum(civ(state).workers.values())
    assert economy.remove_yellow(civ(state), 2) == 1
    assert civ(state).yellow_bank == 0
    assert civ(state).free_workers + sum(civ(state).workers.values()) == workers
    audit(state)


def test_a_leader_of_an_age_already_taken_stays_forbidden_after_it_left() -> None:
    """§ Tomar una carta: "Esto se aplica aunque el líder que hubieras tomado se hubiera retirado
    del juego"."""
    state = ready()
    state.row[0] = None
    take_out(state, "moses_a")
    state.row[0] = "moses_a"
    civ(state).leader_ages.append("A")
    assert civ(state).leader is None
    assert refused(state, 0, "take 1") == "tta.err.leader_age_taken"


# --------------------------------------------------------------------------- every Age III event


def _architecture(s):
    tech(s, 0, "drama_i", workers=1)
    tech(s, 0, "opera_ii", workers=2)


def _balance(s):
    tech(s, 0, "alchemy_i", workers=1)
    tech(s, 0, "drama_i", workers=1)


def _competition(s):
    tech(s, 0, "swordsmen_i", workers=2)
    tech(s, 0, "knights_i", workers=1)
    tech(s, 0, "bread_and_circuses_i", workers=1)


def _unhappy(s):
    tech(s, 0, "religion_a", workers=3)
    set_yellow_bank(s, 0, 5)


def _populous(s):
    tech(s, 0, "religion_a", workers=3)
    workers_free(s, 0, 4)


def _progress(s):
    tech(s, 0, "monarchy_i")
    tech(s, 0, "code_of_laws_i")
    tech(s, 0, "navigation_ii")


def _variety(s):
    tech(s, 0, "knights_i", workers=1)
    tech(s, 0, "religion_a", workers=1)
    tech(s, 0, "cartography_i")


def _colony(s):
    take_out(s, "vast_territory_i")
    s.civs[0].colonies.append("vast_territory_i")


def _age_iii(s):
    tech(s, 0, "computers_iii")
    tech(s, 0, "oil_iii")


def _wonders(s):
    wonder(s, 0, "pyramids_a")
    wonder(s, 0, "great_wall_i")


@pytest.mark.parametrize(
    ("card", "build", "want"),
    [
        # Urban buildings by level: Drama (1) + 2 Opera (2 + 2); Philosophy is level 0.
        ("impact_of_architecture_iii", _architecture, 5),
        # The lowest of science 3, culture 2, food 2, resources 2, twice.
        ("impact_of_balance_iii", _balance, 4),
        # Units and arenas by level: 2 Swordsmen + Knights + an Age I arena; Warriors are level 0.
        ("impact_of_competition_iii", _competition, 4),
        # 3 happy faces, none needed: 6.
        ("impact_of_happiness_iii", lambda s: tech(s, 0, "religion_a", workers=3), 6),
        # 3 faces, 5 needed (yellow bank 5): 6 - 2 x 2 discontent.
        ("impact_of_happiness_iii", _unhappy, 2),
        # 13 workers, none discontent: 2 x (13 - 10).
        ("impact_of_population_iii", _populous, 6),
        # Government and specials by level: Monarchy (1) + Code of Laws (1) + Navigation (2).
        ("impact_of_progress_iii", _progress, 8),
        # Kinds: infantry, cavalry, lab, temple, one special: 5 x 2; the start: infantry and lab.
        ("impact_of_variety_iii", _variety, 10),
        ("impact_of_variety_iii", lambda s: None, 4),
        # Mines: 2 Bronze (1 each) + Iron (2).
        ("impact_of_industry_iii", lambda s: tech(s, 0, "iron_i", workers=1), 4),
        ("impact_of_colonies_iii", _colony, 3),
        # 2 food + 4 (more than consumption 0).
        ("impact_of_agriculture_iii", lambda s: None, 6),
        ("impact_of_technology_iii", _age_iii, 8),
        ("impact_of_government_iii", lambda s: tech(s, 0, "monarchy_i"), 2 * 5 + 3),
        ("impact_of_wonders_iii", _wonders, 5 + 4),
    ],
)
def test_age_iii_event_values(card: str, build, want: int) -> None:
    state = past_first_round(3)
    build(state)
    assert impact(state, card, 0)[0] == want
    audit(state)


def test_scoring_events_in_the_decks_score_at_the_end_with_the_first_player_current() -> None:
    """§ Desarrollo del juego: at the end every Age III event of the current and future decks is
    applied; § Aplicar un evento: "se considera que el jugador inicial es el jugador actual"."""
    from engine.tta.scoring import final_scoring
    from engine.tta.state import FutureEvent

    state = past_first_round(3)
    take_out(state, "impact_of_strength_iii")
    take_out(state, "impact_of_science_iii")
    state.current_events.append("impact_of_strength_iii")
    state.future_events.append(FutureEvent(card="impact_of_science_iii", seat=2))
    state.current = 2
    events = []
    culture = [c.culture for c in state.civs]
    final_scoring(state, events)
    # All tied: the first player (seat 0) ranks first, then clockwise.
    assert [c.culture - b for c, b in zip(state.civs, culture)] == [28, 14, 0]
    assert keys(events).count("tta.log.impact") == 6


def test_the_sweep_counts_only_the_players_left() -> None:
    """§ Reponer la fila de cartas: "Si algún jugador ha abandonado la partida, se considerarán
    solamente los jugadores que queden": 3 players, one resigns, the next turn sweeps 3 slots."""
    state = past_first_round(3)
    before = list(state.row)
    state = play(state, 0, "resign")
    assert state.current == 1 and not civ(state, 0).alive
    assert state.row[:10] == before[3:]


def test_colonization_ignores_alexander_napoleon_and_the_great_wall() -> None:
    """§ Colonización: the force is the units' printed strength, their armies under the current
    tactic, the colonization modifier and bonus cards; "los efectos que modifiquen la fuerza de
    una civilización, como Alejandro o Napoleón, no se aplican"."""
    from engine.tta.politics import force_value

    state = ready()
    tech(state, 0, "warriors_a", workers=2)
    leader(state, 0, "alexander_the_great_a")
    wonder(state, 0, "great_wall_i")
    assert ratings(state)["strength"] == 2 + 2 + 2
    assert force_value(state, 0, ("warriors_a", "warriors_a"), (), ()) == 2
    tech(state, 0, "cartography_i")
    give(state, 0, "military_bonus_i")
    assert force_value(state, 0, ("warriors_a", "warriors_a"), ("military_bonus_i",), ()) == 2 + 2 + 1
    leader(state, 0, "napoleon_bonaparte_ii")
    assert force_value(state, 0, ("warriors_a",), (), ()) == 1 + 2
