"""Armies (§ Cartas de táctica), raids' targets and wars' ties."""

from __future__ import annotations

from engine.tta.politics import raid_fits
from engine.tta.ratings import army_value
from tests.engine.tta.helpers import civ, past_first_round, tech


def units(**levels: list[int]) -> dict[str, list[int]]:
    out = {"infantry": [], "cavalry": [], "artillery": [], "air_force": []}
    out.update(levels)
    return out


def test_armies_are_formed_to_give_the_most_strength() -> None:
    # Classic Army (II): 2 infantry + 2 cavalry, 8 (obsolete 4).
    assert army_value(units(infantry=[2, 2, 0, 0], cavalry=[2, 2, 1, 1]), "classic_army_ii", False) == 8 + 4
    # Level I units are one level below II: not obsolete.
    assert army_value(units(infantry=[1, 1], cavalry=[1, 1]), "classic_army_ii", False) == 8
    # One level-0 unit makes the army obsolete.
    assert army_value(units(infantry=[1, 0], cavalry=[1, 1]), "classic_army_ii", False) == 4
    # Air forces double one army each, full armies first.
    assert (
        army_value(
            units(infantry=[2, 2, 0, 0], cavalry=[2, 2, 0, 0], air_force=[3]), "classic_army_ii", False
        )
        == 16 + 4
    )
    assert (
        army_value(
            units(infantry=[2, 2, 0, 0], cavalry=[2, 2, 0, 0], air_force=[3, 3, 3]), "classic_army_ii", False
        )
        == 16 + 8
    )
    # No tactic, no army.
    assert army_value(units(infantry=[1, 1, 1]), None, False) == 0


def test_genghis_khan_lets_infantry_stand_for_cavalry() -> None:
    assert army_value(units(infantry=[1, 1, 1, 1]), "medieval_army_i", False) == 0
    assert army_value(units(infantry=[1, 1, 1, 1]), "medieval_army_i", True) == 2 * 2
    # The infantry still counts as infantry for the infantry places.
    assert army_value(units(infantry=[1, 1, 1], cavalry=[1]), "phalanx_i", True) == 3


def test_raid_targets_match_the_age_limits() -> None:
    state = past_first_round(2)
    tech(state, 1, "drama_i", workers=1)
    tech(state, 1, "opera_ii", workers=1)
    tech(state, 1, "movies_iii", workers=1)
    # Raid II: one Age II-or-older and one Age I-or-older building.
    assert raid_fits(state, "raid_ii", 1, ("drama_i", "opera_ii"))
    assert not raid_fits(state, "raid_ii", 1, ("movies_iii", "opera_ii"))  # Age III is too new
    assert not raid_fits(state, "raid_ii", 1, ("drama_i",))  # two are possible: two are due
    assert raid_fits(state, "raid_i", 1, ("drama_i",)) and not raid_fits(state, "raid_i", 1, ("opera_ii",))
    assert raid_fits(state, "raid_iii", 1, ("movies_iii", "opera_ii"))
    civ(state, 1).workers.pop("drama_i")
    civ(state, 1).workers.pop("opera_ii")
    civ(state, 1).workers.pop("movies_iii")
    civ(state, 1).workers.pop("philosophy_a")
    civ(state, 1).workers["religion_a"] = 1
    assert raid_fits(state, "raid_ii", 1, ("religion_a",))  # only one there: one is enough


def test_a_war_between_equal_strengths_has_no_effect() -> None:
    from engine.tta.politics import resolve_war
    from engine.tta.state import War
    from tests.engine.tta.helpers import take_out

    state = past_first_round(2)
    take_out(state, "war_over_culture_iii")
    civ(state, 0).war = War(card="war_over_culture_iii", target=1)
    civ(state, 1).culture = 10
    events: list = []
    assert resolve_war(state, 0, events) == []
    assert civ(state, 1).culture == 10 and [e.key for e in events] == ["tta.log.war_tie"]
