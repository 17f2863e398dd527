"""Battles (es:5): tribe attacks and barbarian attacks.

Stages: `response` (the defender's private window: olympic games, heroes, luck against
barbarians), `assign` (both sides place their battle cards under their units, secretly and
at the same time, D4), `round` (both pick a unit secretly; revealed together, D5), then the
result. The barbarians are played by the engine: their cards are dealt at random and their
unit picked at random.
"""

from __future__ import annotations

from typing import Literal

from engine.age_of_heroes.board import (
    add_cards,
    discard_cards,
    draw_battle,
    ev,
    find_army,
    has_road,
    random_cards,
    reset_battle_deck,
    return_item,
    special_of,
    take_cards,
)
from engine.age_of_heroes.cards import (
    CITADEL_BONUS,
    GENERAL_BONUS,
    PLUNDER_PER_ARMY,
    conquest_cities,
    razed_cards,
)
from engine.age_of_heroes.state import (
    AgeOfHeroesState,
    Battle,
    BattleSide,
    Declaration,
    RoundResult,
    Tribe,
    Unit,
)
from engine.core import AnswerOnce, Event


def _home_units(state: AgeOfHeroesState, seat: int) -> list[Unit]:
    """Every free home army defends (D1): not away, not under an earthquake."""
    return [Unit(id=f"a{a.id}", general=a.general) for a in state.tribes[seat].armies if a.free]


def start_attack(state: AgeOfHeroesState, attacker: int, decl: Declaration) -> list[Event]:
    tribe = state.tribes[attacker]
    units: list[Unit] = []
    for army in tribe.armies:
        if army.id in decl.armies:
            army.away = True  # sent out: cannot be recalled (es:5)
            army.away_since_turn = state.turn_no
            general = army.general or army.id in decl.hero_generals
            units.append(Unit(id=f"a{army.id}", general=general, hero_general=army.id in decl.hero_generals))
    units += [Unit(id=f"h{i + 1}") for i in range(decl.hero_armies)]
    heroes = decl.hero_armies + len(decl.hero_generals)
    if heroes:
        take_cards(tribe, {"mighty_hero": heroes})
    state.battle = Battle(
        attacker=attacker, defender=decl.target, goal=decl.goal,
        attack=BattleSide(seat=attacker, units=units, heroes=heroes),
        defence=BattleSide(seat=decl.target, units=_home_units(state, decl.target)),
        citadels=state.tribes[decl.target].citadels, window=AnswerOnce.open([decl.target]),
    )
    return [ev("attack", seat=attacker, target=decl.target, goal=decl.goal,
               units=[u.id for u in units], heroes=heroes, reveals=bool(heroes))]


def start_barbarians(state: AgeOfHeroesState, seat: int) -> list[Event]:
    """A barbarian army attacks the drawer to plunder (es:6.1, E4)."""
    count = state.options.barbarian_armies
    state.battle = Battle(
        attacker=None, defender=seat, goal="plunder",
        attack=BattleSide(seat=None, units=[Unit(id=f"b{i + 1}") for i in range(count)]),
        defence=BattleSide(seat=seat, units=_home_units(state, seat)),
        citadels=state.tribes[seat].citadels, window=AnswerOnce.open([seat]),
    )
    return [ev("barbarians", seat=seat, armies=count)]


# --- the defender's window --------------------------------------------------------
def play_hero(state: AgeOfHeroesState, seat: int, on: int | None) -> list[Event]:
    battle = state.battle
    assert battle is not None
    side = battle.defence
    take_cards(state.tribes[seat], {"mighty_hero": 1})
    side.heroes += 1
    if on is None:
        side.units.append(Unit(id=f"h{sum(u.id.startswith('h') for u in side.units) + 1}"))
    else:
        unit = next(u for u in side.units if u.id == f"a{on}")
        unit.general = unit.hero_general = True
    return [ev("hero_committed", only=[seat], seat=seat, on=f"a{on}" if on else "army")]


def hold(state: AgeOfHeroesState, army: int) -> list[Event]:
    battle = state.battle
    assert battle is not None
    battle.defence.units = [u for u in battle.defence.units if u.id != f"a{army}"]
    battle.held.append(army)
    return [ev("army_held", only=[battle.defender], army=f"a{army}")]


def call_off(state: AgeOfHeroesState, seat: int, card: str) -> list[Event]:
    """Olympic games (or luck against barbarians) cancel the attack (es:6.1, D10)."""
    battle = state.battle
    assert battle is not None
    take_cards(state.tribes[seat], {card: 1})
    events = discard_cards(state, seat, [card], card)
    events.append(ev("called_off", seat=seat, card=card, reveals=True))
    _return_defence_heroes(state, battle)
    if battle.attacker is None:
        events += _end_barbarians(state)
    else:
        attacker = state.tribes[battle.attacker]
        if battle.attack.heroes:
            events += discard_cards(state, battle.attacker, ["mighty_hero"] * battle.attack.heroes, "hero")
        if has_road(state, battle.attacker, battle.defender):
            _home_now(state, attacker)
        state.last_battle = {"attacker": battle.attacker, "defender": battle.defender, "goal": battle.goal,
                             "called_off": card, "rounds": [], "victorious": 0}
    state.battle = None
    reset_battle_deck(state)
    return events


def _home_now(state: AgeOfHeroesState, attacker: Tribe) -> None:
    """A direct road brings the armies of this attack home at once (es:5)."""
    for army in attacker.armies:
        if army.away and army.away_since_turn == state.turn_no:
            army.away, army.away_since_turn = False, None


def _return_defence_heroes(state: AgeOfHeroesState, battle: Battle) -> None:
    """Heroes committed in the window come back to the hand when nothing is fought."""
    if battle.defence.heroes:
        add_cards(state.tribes[battle.defender], ["mighty_hero"] * battle.defence.heroes)
        battle.defence.heroes = 0


def close_window(state: AgeOfHeroesState, answer: str) -> None:
    """The defender's one answer to its window (ready, olympics, luck)."""
    battle = state.battle
    assert battle is not None
    battle.window.record(battle.defender, answer)


def ready(state: AgeOfHeroesState) -> list[Event]:
    """Window closed: each side draws one battle card per unit, attacker first (es:5). A side
    with one unit (and the barbarians) has nothing to choose: its cards are placed at once."""
    battle = state.battle
    assert battle is not None
    events: list[Event] = []
    if battle.defence.heroes:
        events.append(ev("defence_heroes", seat=battle.defender, heroes=battle.defence.heroes,
                         units=[u.id for u in battle.defence.units], reveals=True))
    if not battle.defence.units:
        return events + finish(state)
    placing: list[int] = []
    for side in (battle.attack, battle.defence):
        side.cards = sorted(draw_battle(state) for _ in side.units)
        if side.seat is not None:
            events.append(ev("battle_cards", only=[side.seat], reveals=True, seat=side.seat,
                             cards=side.cards))
        if side.seat is None or len(side.units) == 1:  # barbarians: cards fall where they fall
            for unit, card in zip(side.units, list(side.cards)):
                unit.card = card
            side.cards = []
        else:
            placing.append(side.seat)
    battle.stage = "assign"
    battle.window = AnswerOnce.open(placing)
    return events + _maybe_rounds(state)


def assign(state: AgeOfHeroesState, seat: int, unit_id: str, value: int) -> list[Event]:
    side = _side_of(state, seat)
    unit = next(u for u in side.units if u.id == unit_id)
    unit.card = value
    side.cards.remove(value)
    if not side.cards:
        assert state.battle is not None  # a card is assigned in a battle
        state.battle.window.record(seat, True)
    return [ev("assigned", only=[seat], unit=unit_id, value=value), *_maybe_rounds(state)]


def assign_auto(state: AgeOfHeroesState, seat: int) -> list[Event]:
    """Default: the highest cards to the units with a general, the rest at random (research §4
    #15), so the layout follows no rule the opponent could read back from the first reveals."""
    side = _side_of(state, seat)
    open_units = [u for u in side.units if u.card is None]
    state.rng.shuffle(open_units)
    open_units.sort(key=lambda u: not u.general)  # stable: generals first, the rest shuffled
    cards = sorted(side.cards, reverse=True)
    generals = sum(u.general for u in open_units)
    rest = cards[generals:]
    state.rng.shuffle(rest)
    for unit, value in zip(open_units, cards[:generals] + rest):
        unit.card = value
    side.cards = []
    assert state.battle is not None  # cards are assigned in a battle
    state.battle.window.record(seat, True)
    return [ev("assigned_all", only=[seat], seat=seat), *_maybe_rounds(state)]


def _side_of(state: AgeOfHeroesState, seat: int) -> BattleSide:
    battle = state.battle
    assert battle is not None
    return battle.attack if battle.attack.seat == seat else battle.defence


def _maybe_rounds(state: AgeOfHeroesState) -> list[Event]:
    battle = state.battle
    assert battle is not None
    if battle.stage == "assign" and battle.window.complete:
        battle.stage = "round"
        return [ev("cards_placed", attacker=battle.attacker, defender=battle.defender), *_open_round(state)]
    return []


def unused(side: BattleSide) -> list[Unit]:
    return [u for u in side.units if not u.used]


def _open_round(state: AgeOfHeroesState) -> list[Event]:
    """Each side picks a unit secretly; a side with one unit left has no choice and the
    barbarians choose at random, at once. Fought when every pick is in."""
    battle = state.battle
    assert battle is not None
    choosing = []
    for side in (battle.attack, battle.defence):
        left = unused(side)
        if side.seat is None or len(left) == 1:
            side.pick = left[state.rng.randrange(len(left))].id
        elif side.seat is not None:
            choosing.append(side.seat)
    battle.window = AnswerOnce.open(choosing)
    if battle.window.complete:
        return _fight_round(state)
    return []


def pick(state: AgeOfHeroesState, seat: int, unit_id: str | None) -> list[Event]:
    side = _side_of(state, seat)
    if unit_id is None:
        left = unused(side)
        unit_id = left[state.rng.randrange(len(left))].id
    battle = state.battle
    assert battle is not None
    battle.window.record(seat, unit_id)
    events = [ev("picked", seat=seat)]
    if battle.window.complete:
        events += _fight_round(state)
    return events


def _total(battle: Battle, unit: Unit, defending: bool) -> int:
    assert unit.card is not None
    bonus = GENERAL_BONUS if unit.general else 0
    return unit.card + bonus + (battle.citadels * CITADEL_BONUS if defending else 0)


def _fight_round(state: AgeOfHeroesState) -> list[Event]:
    """Reveal both picks with their cards; the lower total is destroyed; a tie kills none (D6)."""
    battle = state.battle
    assert battle is not None
    picks = [side.pick or battle.window.answer_of(side.seat) for side in (battle.attack, battle.defence)]
    a = next(u for u in battle.attack.units if u.id == picks[0])
    d = next(u for u in battle.defence.units if u.id == picks[1])
    a.used = d.used = True
    battle.attack.pick = battle.defence.pick = None
    at, dt = _total(battle, a, False), _total(battle, d, True)
    winner: Literal["attack", "defence", "tie"] = "attack" if at > dt else "defence" if dt > at else "tie"
    if winner == "attack":
        d.destroyed = a.victorious = True
    elif winner == "defence":
        a.destroyed = True
    battle.rounds.append(RoundResult(attack_unit=a.id, attack_total=at, defence_unit=d.id,
                                     defence_total=dt, winner=winner))
    events = [ev("round", attacker=battle.attacker, defender=battle.defender, attack_unit=a.id,
                 attack_card=a.card, attack_total=at, defence_unit=d.id, defence_card=d.card,
                 defence_total=dt, winner=winner, reveals=True)]
    if not unused(battle.attack) or not unused(battle.defence):
        return events + finish(state)
    return events + _open_round(state)


def victorious_count(battle: Battle) -> int:
    """Armies that beat an enemy, plus those left with nobody to fight (es:5)."""
    if not battle.defence.units:
        return len(battle.attack.units)
    return sum(u.victorious for u in battle.attack.units) + len(unused(battle.attack))


def finish(state: AgeOfHeroesState) -> list[Event]:
    battle = state.battle
    assert battle is not None
    won = victorious_count(battle)
    defender = state.tribes[battle.defender]
    events: list[Event] = []
    events += _bury(state, battle)
    summary = {"attacker": battle.attacker, "defender": battle.defender, "goal": battle.goal,
               "rounds": [r.model_dump() for r in battle.rounds], "victorious": won, "called_off": None}
    if battle.attacker is None:
        lost = random_cards(state, defender, won * PLUNDER_PER_ARMY)
        events += discard_cards(state, battle.defender, lost, "barbarians")
        summary["plundered"] = len(lost)
        events.append(ev("barbarians_result", seat=battle.defender, victorious=won, lost=len(lost)))
        state.last_battle = summary
        return events + _end_barbarians(state)
    attacker = state.tribes[battle.attacker]
    if battle.goal == "conquest":
        taken = min(conquest_cities(won), defender.cities)
        defender.cities -= taken
        attacker.cities += taken
        summary["cities"] = taken
        events.append(ev("conquest", seat=battle.attacker, target=battle.defender, cities=taken))
    elif battle.goal == "plunder":
        taken_cards = random_cards(state, defender, won * PLUNDER_PER_ARMY)
        add_cards(attacker, taken_cards)
        summary["plundered"] = len(taken_cards)
        events.append(ev("plunder", seat=battle.attacker, target=battle.defender, count=len(taken_cards)))
        if taken_cards:
            events.append(ev("plunder_private", only=[battle.attacker, battle.defender], reveals=True,
                             seat=battle.attacker, target=battle.defender, cards=sorted(taken_cards)))
    else:
        removed = min(razed_cards(won), defender.monument)
        defender.monument -= removed
        special = special_of(defender)
        if removed and special:
            events += discard_cards(state, battle.defender, [special] * removed, "raze")
        summary["razed"] = removed
        events.append(ev("raze", seat=battle.attacker, target=battle.defender, cards=removed))
    # Survivors stay away until the end of the attacker's next turn, unless a road joins the two
    # tribes directly (es:5, D9).
    if has_road(state, battle.attacker, battle.defender):
        _home_now(state, attacker)
    state.last_battle = summary
    state.battle = None
    reset_battle_deck(state)
    return events


def _bury(state: AgeOfHeroesState, battle: Battle) -> list[Event]:
    """Destroyed armies and generals back to the item piles; heroes to the discard (D9)."""
    events: list[Event] = []
    for side in (battle.attack, battle.defence):
        if side.seat is None:
            continue
        tribe = state.tribes[side.seat]
        heroes_back = 0
        for unit in side.units:
            if unit.id.startswith("a"):
                if unit.destroyed:
                    found = find_army(state, int(unit.id[1:]))
                    if found:
                        tribe.armies.remove(found[1])
                        return_item(state, "army")
                        if found[1].general:
                            return_item(state, "general")
                if unit.hero_general and not unit.destroyed:
                    heroes_back += 1
            elif unit.id.startswith("h") and not unit.destroyed:
                heroes_back += 1
        if state.options.hero_discarded_after_battle:
            heroes_back = 0
        if heroes_back:
            add_cards(tribe, ["mighty_hero"] * heroes_back)
        if side.heroes - heroes_back:
            events += discard_cards(state, side.seat, ["mighty_hero"] * (side.heroes - heroes_back), "hero")
    return events


def _end_barbarians(state: AgeOfHeroesState) -> list[Event]:
    battle = state.battle
    assert battle is not None
    state.battle = None
    state.resolving = None
    reset_battle_deck(state)
    return discard_cards(state, battle.defender, ["barbarians"], "barbarians")
