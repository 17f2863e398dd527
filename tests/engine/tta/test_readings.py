"""The last rules and readings of an audit against the Code of Laws (issue 38), one scenario each:
cards taken through International Agreement out of one's action phase, blue tokens lost with an
empty blue bank, Michelangelo with Kremlin, Winston Churchill's choice, the military hand's ages,
War over Technology's spoils."""

from __future__ import annotations

from engine.tta import GAME
from engine.tta.state import Task
from present.tta import PRESENTER
from tests.engine.tta.helpers import (
    audit,
    civ,
    give,
    leader,
    legal,
    play,
    play_events,
    ratings,
    ready,
    refused,
    set_blue_bank,
    take_out,
    tech,
    wonder,
)
from tests.engine.tta.test_events import reveal, strengths

# --------------------------------------------------------------------------- 1. International Agreement


def test_an_action_card_taken_through_international_agreement_out_of_turn_is_playable_next_turn() -> None:
    """§ Jugar una carta de acción: only a card "acquired in this same action phase" waits. The
    strongest player takes cards in another player's politics phase: not in an action phase of
    his, so the card is playable in his next turn."""
    state = ready(3)
    civ(state, 1).civil_hand = []
    take_out(state, "revolutionary_idea_ii")
    state.removed.append(state.row[0])
    state.row[0] = "revolutionary_idea_ii"
    state.tasks = [Task(kind="agreement", seat=1, amount=5, card="international_agreement_ii")]
    state = play(state, 1, "take 1")
    state = play(state, 1, "pass")
    assert civ(state, 1).fresh == []
    state = play(state, 0, "end confirm")
    assert state.current == 1 and state.phase == "actions"  # the political action given up
    science = civ(state, 1).science
    state = play(state, 1, "play revolutionary_idea_ii")
    assert civ(state, 1).science == science + 4
    audit(state)


def test_an_action_card_taken_in_ones_own_action_phase_still_waits() -> None:
    state = ready()
    civ(state).civil_hand = []
    take_out(state, "revolutionary_idea_ii")
    state.removed.append(state.row[0])
    state.row[0] = "revolutionary_idea_ii"
    state = play(state, 0, "take 1")
    assert refused(state, 0, "play revolutionary_idea_ii") == "tta.err.fresh_action_card"


# --------------------------------------------------------------------------- 2. blue tokens, empty bank


def _poor(state, seat: int) -> None:
    """Tokens on a farm worth 1 and a mine worth 3, and an empty blue bank."""
    tech(state, seat, "agriculture_a", tokens=2)
    tech(state, seat, "coal_ii", tokens=1)
    set_blue_bank(state, seat, 0)


def test_crime_wave_with_an_empty_blue_bank_asks_which_stored_token_goes() -> None:
    """§ Fichas azules y amarillas: "tendrás que devolver también las fichas azules que desees de
    tus granjas o de tus minas" — the player chooses; the default is the least valuable token."""

    def setup(state):
        strengths(state, {0: 3, 1: 1, 2: 2})
        _poor(state, 1)

    state, _ = reveal("crime_wave_ii", setup=setup)
    (d,) = [d for d in GAME.awaiting(state) if d.kind == "blue_tokens"]
    assert d.seat == 1 and d.params["count"] == 1 and d.params["options"] == ["agriculture_a", "coal_ii"]
    assert d.default.to_text() == "choose agriculture_a"
    assert PRESENTER.dm_prompt(d)
    view = {**GAME.public_view(state), "private": GAME.private_view(state, 1)}
    assert "1 blue token " in PRESENTER.prompt_lines(view, 1, ["Ana", "Bruno", "Carla"], "en")[0]
    assert legal(state, 1, "choose coal_ii") and legal(state, 1, "choose agriculture_a")
    assert refused(state, 1, "choose coal_ii coal_ii") == "tta.err.blue_count"
    assert refused(state, 1, "choose bronze_a") == "tta.err.no_blue_token"
    owned = civ(state, 1).blue_owned
    state, events = play_events(state, 1, "choose coal_ii")
    assert civ(state, 1).tokens == {"agriculture_a": 2} and civ(state, 1).blue_owned == owned - 1
    assert any(e.key == "tta.log.blue_from_cards" and e.params["cards"] == ["coal_ii"] for e in events)
    assert civ(state, 2).blue_owned == 15  # the other weakest had a bank to pay from
    audit(state)


def test_civil_unrest_with_an_empty_blue_bank_asks_too() -> None:
    def setup(state):
        from tests.engine.tta.helpers import set_yellow_bank

        set_yellow_bank(state, 1, 12)
        civ(state, 1).culture = 20
        _poor(state, 1)

    state, _ = reveal("civil_unrest_ii", setup=setup)
    (d,) = GAME.awaiting(state)
    assert (d.seat, d.kind, d.default.to_text()) == (1, "blue_tokens", "choose agriculture_a")
    state = play(state, 1, "choose agriculture_a")
    assert civ(state, 1).tokens == {"agriculture_a": 1, "coal_ii": 1}
    audit(state)


def test_no_question_when_the_loss_is_forced() -> None:
    """One card holding tokens, or fewer stored tokens than owed: nothing to choose."""

    def setup(state):
        strengths(state, {0: 3, 1: 1, 2: 2})
        tech(state, 1, "coal_ii", tokens=2)
        set_blue_bank(state, 1, 0)

    state, events = reveal("crime_wave_ii", setup=setup)
    assert not [d for d in GAME.awaiting(state) if d.kind == "blue_tokens"]
    assert civ(state, 1).tokens == {"coal_ii": 1}
    assert any(e.key == "tta.log.blue_from_cards" and e.params == {"seat": 1, "cards": ["coal_ii"]}
               for e in events)
    audit(state)


def test_a_colony_leaving_asks_for_each_token_its_bank_cannot_give() -> None:
    """A territory that added blue tokens takes them back when it leaves (Independence
    Declaration): two owed, three stored on two cards."""
    from engine.tta.politics import colony_enters

    def setup(state):
        strengths(state, {0: 3, 1: 1, 2: 2})
        take_out(state, "developed_territory_ii")
        civ(state, 1).colonies = ["developed_territory_ii"]
        colony_enters(civ(state, 1), "developed_territory_ii")
        _poor(state, 1)

    state, _ = reveal("independence_declaration_ii", setup=setup)
    (d,) = GAME.awaiting(state)
    assert (d.kind, d.params["count"]) == ("blue_tokens", 2)
    assert d.default is not None and d.default.to_text() == "choose agriculture_a agriculture_a"
    assert refused(state, 1, "choose agriculture_a") == "tta.err.blue_count"
    assert refused(state, 1, "choose coal_ii coal_ii") == "tta.err.no_blue_token"
    state = play(state, 1, "choose agriculture_a coal_ii")
    assert civ(state, 1).tokens == {"agriculture_a": 1}
    audit(state)


def test_a_stolen_justice_system_takes_its_blue_tokens_from_an_empty_bank_by_choice() -> None:
    """War over Technology takes Justice System (3 blue tokens) from a loser whose blue bank is
    empty: the loser chooses 3 of his 4 stored tokens; the winner gets the 3 into his bank."""
    from engine.tta.economy import add_blue
    from engine.tta.politics import resolve_war
    from engine.tta.state import War

    state = ready()
    tech(state, 0, "warriors_a", workers=11)  # advantage 10
    civ(state, 0).war = War(card="war_over_technology_ii", target=1)
    state.later_military["II"].remove("war_over_technology_ii")
    tech(state, 1, "justice_system_ii")
    add_blue(civ(state, 1), 3)
    tech(state, 1, "coal_ii", tokens=2)
    tech(state, 1, "agriculture_a", tokens=2)
    set_blue_bank(state, 1, 0)
    bank = civ(state, 0).blue_bank
    state.tasks = resolve_war(state, 0, [])
    state = play(state, 0, "choose justice_system_ii")
    assert civ(state, 0).blue_bank == bank + 3 and "justice_system_ii" in civ(state, 0).techs
    (d,) = GAME.awaiting(state)
    assert (d.seat, d.kind, d.params["count"]) == (1, "blue_tokens", 3)
    assert d.default.to_text() == "choose agriculture_a agriculture_a coal_ii"
    state = play(state, 1, "choose agriculture_a coal_ii coal_ii")
    assert civ(state, 1).tokens == {"agriculture_a": 1}
    audit(state)


def test_a_special_technology_replaced_is_one_change_of_blue_tokens() -> None:
    """Civil Service replacing Justice System (3 blue tokens each) changes no token, even with an
    empty bank: a replacement is one change (§ Si tu total de acciones cambia, by analogy)."""
    from engine.tta.economy import add_blue

    state = ready()
    tech(state, 0, "justice_system_ii")
    add_blue(civ(state), 3)  # the 3 tokens Justice System brought into play
    _poor(state, 0)
    give(state, 0, "civil_service_iii")
    civ(state).science = 10
    state = play(state, 0, "develop civil_service_iii")
    c = civ(state)
    assert c.tokens == {"agriculture_a": 2, "coal_ii": 1} and c.blue_bank == 0
    assert not state.tasks
    audit(state)


def test_the_robot_answers_the_blue_token_question() -> None:
    import random

    def setup(state):
        strengths(state, {0: 3, 1: 1, 2: 2})
        _poor(state, 1)

    state, _ = reveal("crime_wave_ii", setup=setup)
    action = GAME.autoplay(state, 1, random.Random(1))
    assert action.verb == "choose" and legal(state, 1, action.to_text())


def _wonder_stage_with_an_empty_bank(stages: int = 0):
    """Colossus (stages 3, 3) unfinished with `stages` built, tokens on a farm and a mine worth 1
    each, an empty blue bank, and Engineering Genius (a stage at 3 resources less: nothing paid,
    so no token comes back to the bank)."""
    state = ready()
    take_out(state, "colossus_a")
    c = civ(state)
    c.unfinished, c.stages = "colossus_a", stages
    c.blue_bank -= stages  # the built stages' tokens came from the bank
    tech(state, 0, "agriculture_a", tokens=2)
    tech(state, 0, "bronze_a", tokens=1)
    set_blue_bank(state, 0, 0)
    give(state, 0, "engineering_genius_i")
    return state


def test_a_wonder_stage_with_an_empty_blue_bank_asks_which_stored_token_covers_it() -> None:
    """Ruling 7, § Construir la etapa de una maravilla: "Si no te quedaran fichas en tu reserva
    azul, utiliza una ficha de tus cartas de tecnología" — the player chooses which (the default
    is the least valuable token); the token goes onto the wonder, not to the box."""
    state = _wonder_stage_with_an_empty_bank()
    owned = civ(state).blue_owned
    state = play(state, 0, "play engineering_genius_i")
    (d,) = GAME.awaiting(state)
    assert (d.seat, d.kind, d.default.to_text()) == (0, "wonder_tokens", "choose agriculture_a")
    assert d.params["count"] == 1 and d.params["options"] == ["agriculture_a", "bronze_a"]
    assert civ(state).stages == 0  # paid, not covered until chosen
    assert PRESENTER.dm_prompt(d)
    view = {**GAME.public_view(state), "private": GAME.private_view(state, 0)}
    assert "cover the stages" in PRESENTER.prompt_lines(view, 0, ["Ana", "Bruno"], "en")[0]
    assert "cubrir" in PRESENTER.decision_text(d, ["Ana", "Bruno"], "es")
    assert refused(state, 0, "choose agriculture_a agriculture_a") == "tta.err.blue_count"
    state, events = play_events(state, 0, "choose bronze_a")
    c = civ(state)
    assert c.tokens == {"agriculture_a": 2} and c.stages == 1 and c.unfinished == "colossus_a"
    assert c.blue_owned == owned  # moved onto the wonder, none lost
    assert any(e.key == "tta.log.wonder_tokens" and e.params["cards"] == ["bronze_a"] for e in events)
    assert not state.tasks and state.current == 0 and state.phase == "actions"
    audit(state)


def test_the_last_stage_covered_by_choice_completes_the_wonder() -> None:
    state = _wonder_stage_with_an_empty_bank(stages=1)
    state = play(state, 0, "play engineering_genius_i")
    assert civ(state).unfinished == "colossus_a"
    state, events = play_events(state, 0, "choose agriculture_a")
    c = civ(state)
    assert c.unfinished is None and "colossus_a" in c.wonders and c.stages == 0
    assert c.blue_bank == 2 and c.tokens == {"agriculture_a": 1, "bronze_a": 1}
    assert "tta.log.wonder_complete" in [e.key for e in events]
    audit(state)


def test_a_wonder_stage_asks_nothing_when_one_card_holds_the_tokens() -> None:
    state = _wonder_stage_with_an_empty_bank()
    tech(state, 0, "bronze_a", tokens=0)
    set_blue_bank(state, 0, 0)
    state = play(state, 0, "play engineering_genius_i")
    assert not state.tasks and civ(state).stages == 1 and civ(state).tokens == {"agriculture_a": 1}
    audit(state)


# --------------------------------------------------------------------------- 3. Michelangelo, Kremlin


def test_michelangelo_counts_happy_faces_and_kremlins_unhappy_face_is_none() -> None:
    """Michelangelo: "1 culture for each happy face" of temples, theaters and wonders; Kremlin's
    unhappy face is not a happy face less (§ Índice de felicidad: faces are counted apart)."""
    state = ready()
    wonder(state, 0, "hanging_gardens_a")  # 2 happy faces, 1 culture
    leader(state, 0, "michelangelo_i")
    before = ratings(state)["culture_per_turn"]
    assert before == 1 + 2
    wonder(state, 0, "kremlin_ii")  # 2 culture, 1 unhappy face
    r = ratings(state)
    assert r["culture_per_turn"] == before + 2  # Kremlin's own culture; Michelangelo still +2
    assert r["happy"] == 2 - 1  # the unhappy face still cancels a happy one in the index


# --------------------------------------------------------------------------- 4. Churchill


def test_churchill_not_chosen_by_the_end_of_the_turn_is_asked() -> None:
    state = ready()
    leader(state, 0, "winston_churchill_iii")
    d = GAME.awaiting(state)[0]
    assert d.kind == "actions" and d.params["churchill"] is True
    assert "use" in PRESENTER.button_verbs(d)  # reminded: its two buttons on the turn
    legal_texts = GAME.legal_actions(state, 0)
    buttons = PRESENTER.buttons(d, legal_texts, "en", GAME.public_view(state), ["Ana", "Bruno"])
    assert {"use churchill_culture", "use churchill_military"} <= {b.action_text for b in buttons}
    assert "Winston Churchill's choice still to make" in PRESENTER.decision_text(d, ["Ana", "Bruno"], "en")
    culture = civ(state).culture
    state = play(state, 0, "end confirm")
    (d,) = GAME.awaiting(state)
    assert (d.seat, d.kind, d.rule_default) == (0, "churchill", True)
    assert d.default is not None and d.default.to_text() == "use churchill_culture"
    assert state.current == 0  # the turn has not finished yet
    assert refused(state, 0, "use trade") == "tta.err.churchill_only"
    state, events = play_events(state, 0, "use churchill_culture")
    assert civ(state).culture >= culture + 3
    assert any(e.key == "tta.log.churchill" for e in events)
    assert state.current == 1  # and now it has
    audit(state)


def test_churchill_chosen_during_the_turn_is_not_asked_again() -> None:
    state = ready()
    leader(state, 0, "winston_churchill_iii")
    state = play(state, 0, "use churchill_military")
    assert "churchill" not in GAME.awaiting(state)[0].params
    state = play(state, 0, "end confirm")
    assert state.current == 1


def test_the_robot_answers_churchill_with_culture() -> None:
    import random

    state = ready()
    leader(state, 0, "winston_churchill_iii")
    state = play(state, 0, "end confirm")
    assert GAME.autoplay(state, 0, random.Random(3)).to_text() == "use churchill_culture"


# --------------------------------------------------------------------------- 5. military hand's ages


def test_the_public_view_counts_each_players_military_cards_by_age() -> None:
    state = ready()
    give(state, 1, "raid_i", "legion_i", "crime_wave_ii")
    view = GAME.public_view(state)
    assert view["players"][1]["military_hand_ages"] == {"I": 2, "II": 1}
    assert view["players"][0]["military_hand_ages"] == {}
    _, field = PRESENTER.player_field(view["players"][1], view, ["Ana", "Bruno"], "en")
    assert "I×2, II×1" in field


# --------------------------------------------------------------------------- 6. War over Technology


def _tech_war():
    from engine.tta.politics import resolve_war
    from engine.tta.state import War

    state = ready()
    tech(state, 0, "warriors_a", workers=11)  # strength 11 against 1: advantage 10
    civ(state, 0).war = War(card="war_over_technology_ii", target=1)
    state.later_military["II"].remove("war_over_technology_ii")
    civ(state, 1).science = 30
    tech(state, 1, "code_of_laws_i")  # a special technology of printed cost 6
    state.tasks = resolve_war(state, 0, [])
    return state


def test_war_over_technology_stolen_cards_and_the_rest_of_the_advantage_as_science() -> None:
    """The official FAQ: "as long as you win enough Science points you can always choose to
    take some or all of them in blue Special Technologies" — the rest comes as science."""
    state = _tech_war()
    (d,) = GAME.awaiting(state)
    assert d.kind == "war_tech" and d.params["amount"] == 10
    assert d.params["science"] == {"": 10, "code_of_laws_i": 4}
    state = play(state, 0, "choose code_of_laws_i")
    assert "code_of_laws_i" in civ(state).techs and civ(state, 1).science == 30 - 4
    audit(state)


def test_war_over_technology_words_say_exactly_what_each_choice_gives() -> None:
    state = _tech_war()
    (d,) = GAME.awaiting(state)
    view = GAME.public_view(state)
    legal_texts = [GAME.parse_action("choose code_of_laws_i"), GAME.parse_action("choose nothing")]
    for lang, words in (("en", ("Code of Laws", "4 science")), ("es", ("Código de leyes", "4 de ciencia"))):
        buttons = PRESENTER.buttons(d, legal_texts, lang, view, ["Ana", "Bruno"])
        labels = {b.action_text: b.label for b in buttons}
        assert all(w in labels["choose code_of_laws_i"] for w in words), labels
        assert ("10 science" if lang == "en" else "10 de ciencia") in labels["choose nothing"], labels
    text = PRESENTER.decision_text(d, ["Ana", "Bruno"], "en")
    assert "10" in text and "the rest" in text
    dm = PRESENTER.prompt_lines({**view, "private": GAME.private_view(state, 0)}, 0, ["Ana", "Bruno"], "es")
    assert "ganada por 10" in dm[0] and "el resto" in dm[0] and "Bruno tiene 30" in dm[0]


# --------------------------------------------------------------------------- the new decisions' contract


def test_the_new_decisions_keep_the_contract() -> None:
    """Their defaults are legal and their legal lists agree with `check` both ways."""
    import random

    from engine.core import playout as po

    def crime(state):
        strengths(state, {0: 3, 1: 1, 2: 2})
        _poor(state, 1)

    def colony(state):
        from engine.tta.politics import colony_enters

        crime(state)
        take_out(state, "wealthy_territory_ii")
        civ(state, 1).colonies = ["wealthy_territory_ii"]
        colony_enters(civ(state, 1), "wealthy_territory_ii")
        tech(state, 1, "bronze_a", tokens=2)
        set_blue_bank(state, 1, 0)

    churchill = ready()
    leader(churchill, 0, "winston_churchill_iii")
    churchill = play(churchill, 0, "end confirm")
    stage = play(_wonder_stage_with_an_empty_bank(), 0, "play engineering_genius_i")
    states = [reveal("crime_wave_ii", setup=crime)[0], reveal("independence_declaration_ii", setup=colony)[0],
              churchill, _tech_war(), stage]
    kinds = set()
    for state in states:
        kinds |= {d.kind for d in GAME.awaiting(state)}
        po.check_defaults(GAME, state)
        po.check_choices(GAME, state, random.Random(7), samples=60)
    assert {"blue_tokens", "wonder_tokens", "churchill", "war_tech"} <= kinds
