"""Every calamity (JOC 22.2), with and without the civilization cards that soften it."""

from __future__ import annotations

from engine.civilization import calamities
from engine.civilization.board import board_tokens, city_count, tokens_at
from engine.civilization.movement import ships_reset
from engine.civilization.state import Ship
from tests.engine.civilization.helpers import (
    answer_calamity,
    city,
    clear_board,
    new_state,
    put,
    refusal_key,
    start_calamity,
)


def _board(players: int = 3):
    s = new_state(players, scenario="whole_map")
    clear_board(s)
    return s


def test_loss_is_exact_or_the_smallest_overshoot_22_2_12_2() -> None:
    assert calamities.loss_target(9, 4, 2, 5) == 9  # 4 tokens + 1 city
    assert calamities.loss_target(9, 2, 2, 5) == 10  # 2 cities: the least above 9
    assert calamities.loss_target(9, 3, 0, 5) == 3  # everything there is


# --- volcanic eruption or earthquake -------------------------------------------------------------
def test_volcano_erupts_and_takes_everyone_there() -> None:
    s = _board()
    put(s, 0, "campania", 2)
    put(s, 1, "neapolis", 1)
    city(s, 2, "rome")
    start_calamity(s, "volcanic_eruption", 0)
    assert tokens_at(s, "campania", 0) == 0 and tokens_at(s, "neapolis", 1) == 0  # Vesuvius: two areas
    assert "rome" in s.cities and s.resolving is None


def test_victim_chooses_between_volcanoes() -> None:
    s = _board()
    put(s, 0, "campania", 1)
    put(s, 0, "thera", 1)
    start_calamity(s, "volcanic_eruption", 0)
    assert s.ask is not None and s.ask.kind == "volcano"
    assert refusal_key(s, 0, "choose etna") == "civilization.err.volcano"
    answer_calamity(s, 0, "choose thera")
    assert tokens_at(s, "thera", 0) == 0 and tokens_at(s, "campania", 0) == 1


def test_earthquake_reduces_own_city_and_may_reduce_a_neighbour() -> None:
    s = _board()
    city(s, 0, "athens")
    city(s, 0, "sparta")
    city(s, 1, "corinth")
    start_calamity(s, "volcanic_eruption", 0)
    answer_calamity(s, 0, "reduce athens")
    assert "athens" not in s.cities and tokens_at(s, "athens", 0) == 2  # reduced to its limit (14.3)
    assert s.ask is not None and s.ask.kind == "quake_target"
    answer_calamity(s, 0, "target corinth")
    assert "corinth" not in s.cities and tokens_at(s, "corinth", 1) == 2


# --- famine --------------------------------------------------------------------------------------
def test_famine_victim_loses_nine_and_assigns_up_to_twenty() -> None:
    s = _board()
    put(s, 0, "thrace", 3)
    put(s, 0, "macedonia", 3)
    put(s, 0, "dacia", 4)
    put(s, 1, "bithynia", 2)
    put(s, 1, "troy", 2)
    put(s, 2, "syria", 3)
    start_calamity(s, "famine", 0)
    assert refusal_key(s, 0, "assign 12 to 1") == "civilization.err.assign_each"
    assert refusal_key(s, 0, "assign 11 to 1; 11 to 2") == "civilization.err.assign_total"
    answer_calamity(s, 0, "assign 3 to 1; 3 to 2")
    # Seat 2 has one area only: its loss applies by itself; seats 0 and 1 choose.
    assert board_tokens(s, 2) == 0
    assert s.ask is not None and s.ask.kind == "lose" and sorted(s.ask.window.seats) == [0, 1]
    assert refusal_key(s, 0, "lose 3 thrace") == "civilization.err.loss_total"
    answer_calamity(s, 0, "lose 3 thrace; 3 macedonia; 3 dacia")
    answer_calamity(s, 1, "lose 2 troy; 1 bithynia")
    assert board_tokens(s, 0) == 1 and board_tokens(s, 1) == 1 and s.resolving is None


def test_pottery_with_grain_softens_famine() -> None:
    s = _board()
    put(s, 0, "thrace", 3)
    put(s, 0, "macedonia", 3)
    s.seats[0].advances = ["pottery"]
    s.seats[0].hand = ["grain", "grain"]  # 4 points each: 9 - 8 = 1
    start_calamity(s, "famine", 0)
    assert board_tokens(s, 0) == 6  # no one else to assign: straight to the losses
    answer_calamity(s, 0, "lose 1 thrace")
    assert board_tokens(s, 0) == 5


# --- civil war -----------------------------------------------------------------------------------
def _big_nation(s, seat: int) -> None:
    for a in ("thrace", "macedonia", "dacia", "scythia", "moesia", "danube", "illyricum", "pannonia"):
        put(s, seat, a, 3)
    for a in ("athens", "corinth"):
        city(s, seat, a)


def test_civil_war_needs_more_than_35_points() -> None:
    s = _board()
    put(s, 0, "thrace", 5)
    city(s, 0, "athens")
    start_calamity(s, "civil_war", 0)
    assert s.resolving is None and board_tokens(s, 0) == 5


def test_civil_war_splits_the_nation() -> None:
    s = _board()
    _big_nation(s, 0)  # 24 tokens + 2 cities = 34... one more area
    put(s, 0, "tyras", 2)  # 36 points
    put(s, 2, "syria", 1)
    start_calamity(s, "civil_war", 0)
    # Seat 1 has no tokens on the board: it must be the beneficiary (22.2.6.2).
    assert s.resolving is not None and s.resolving.data["beneficiary"] == 1
    assert s.ask is not None and s.ask.kind == "pick" and s.ask.window.seats == [0]
    answer_calamity(s, 0, "pick 3 thrace; 3 macedonia; 3 dacia; 3 scythia; 3 moesia")  # 15
    assert s.ask is not None and s.ask.window.seats == [1]
    assert refusal_key(s, 1, "pick 3 danube") == "civilization.err.loss_total"
    answer_calamity(s, 1, "pick 3 danube; 3 illyricum; 3 pannonia; 1 tyras; city athens; city corinth")
    assert s.ask is not None and s.ask.kind == "faction"
    before = s.seats[1].stock
    answer_calamity(s, 0, "faction second")  # the victim keeps the one token left out
    assert s.cities == {"athens": 1, "corinth": 1}
    assert tokens_at(s, "thrace", 1) == 3 and tokens_at(s, "thrace", 0) == 0
    assert tokens_at(s, "tyras", 0) == 1 and tokens_at(s, "tyras", 1) == 1
    assert before - s.seats[1].stock == 25  # the beneficiary's own tokens replace the faction's


def test_civil_war_victim_keeps_the_first_faction_and_the_log_says_so() -> None:
    """JOC 22.2.6.1: the first faction is 35 points, 15 picked by the player, 20 by the
    beneficiary; the player keeps one faction and the beneficiary annexes the other. Here the
    player keeps the first (with the two cities the beneficiary put in it): the cities stay
    the player's, and the beneficiary annexes the second faction's tokens only. The log says
    who picked which part and which faction went where (issue 36, item 5)."""
    from present.civilization import PRESENTER

    s = _board()
    _big_nation(s, 0)
    put(s, 0, "tyras", 2)
    put(s, 2, "syria", 1)
    start_calamity(s, "civil_war", 0)
    ev = answer_calamity(s, 0, "pick 3 thrace; 3 macedonia; 3 dacia; 3 scythia; 3 moesia")
    ev += answer_calamity(s, 1, "pick 3 danube; 3 illyricum; 3 pannonia; 1 tyras; city athens; city corinth")
    ev += answer_calamity(s, 0, "faction first")
    assert s.cities == {"athens": 0, "corinth": 0}  # in the first faction, which the player kept
    assert tokens_at(s, "tyras", 1) == 1 and tokens_at(s, "tyras", 0) == 1  # the second: one token
    assert tokens_at(s, "thrace", 0) == 3 and tokens_at(s, "thrace", 1) == 0
    names = ["Ana", "Ben", "Cruz"]
    told = {
        "en": ("puts into the first faction", "the beneficiary, adds to the first faction",
               "Ana keeps the first faction; Ben annexes the second: one token and no city"),
        "es": ("pone en el primer bando", "el beneficiario, añade al primer bando",
               "Ana se queda con el primer bando; Ben se anexiona el segundo: una ficha y ninguna ciudad"),
    }
    for lang, words in told.items():
        said = "\n".join(PRESENTER.log_lines(ev, names, lang))
        assert all(w in said for w in words), said
        assert said.count("first faction of") == 0


def test_civil_war_with_democracy_and_philosophy() -> None:
    s = _board()
    _big_nation(s, 0)
    put(s, 0, "tyras", 2)
    put(s, 1, "syria", 1)
    put(s, 2, "memphis", 1)
    s.seats[0].advances = ["law", "democracy"]
    start_calamity(s, "civil_war", 0)
    assert s.ask is not None and s.ask.kind == "beneficiary"
    assert refusal_key(s, 0, "beneficiary 0") == "civilization.err.beneficiary"
    answer_calamity(s, 0, "beneficiary 2")
    answer_calamity(s, 0, s.ask.defaults[0])
    assert s.resolving.data["required"] == 30  # 15 + 30 = 45 with Democracy (22.2.6.5)
    s2 = _board()
    _big_nation(s2, 0)
    put(s2, 0, "tyras", 2)
    s2.seats[0].advances = ["law", "philosophy"]
    s2.seats[2].stock += 5  # seat 2 has the most tokens in stock
    s2.seats[2].treasury = 0
    start_calamity(s2, "civil_war", 0)
    # Philosophy: 15 points, all picked by the player with most stock (22.2.6.4).
    assert s2.resolving.data["beneficiary"] == 2 and s2.ask.window.seats == [2]
    assert s2.resolving.data["required"] == 15


# --- flood ---------------------------------------------------------------------------------------
def test_flood_takes_seventeen_and_spares_black_sites() -> None:
    s = _board()
    put(s, 0, "babylonia", 4)
    put(s, 0, "mesopotamia", 3)
    put(s, 0, "charax", 3)
    put(s, 0, "babylon", 2)
    city(s, 0, "susa")  # black site: safe
    city(s, 0, "ur")  # white site: vulnerable
    put(s, 1, "sumeria", 3)
    put(s, 1, "memphis", 3)  # another plain: untouched
    start_calamity(s, "flood", 0)
    # The others hold 3 points on the plain: fewer than 10, all lost (22.2.7.2); the victim's
    # 17 vulnerable points are exactly the loss, so nothing is left to choose.
    assert tokens_at(s, "sumeria", 1) == 0 and tokens_at(s, "memphis", 1) == 3
    assert s.cities == {"susa": 0} and board_tokens(s, 0) == 0 and s.resolving is None


def test_flood_victim_chooses_and_divides_ten() -> None:
    s = _board()
    put(s, 0, "babylonia", 4)
    put(s, 0, "mesopotamia", 3)
    put(s, 0, "charax", 3)
    put(s, 0, "babylon", 2)
    put(s, 0, "sumeria", 3)
    city(s, 0, "ur")
    city(s, 0, "susa")
    city(s, 1, "tanis")  # Nile
    put(s, 2, "fayum", 5)
    put(s, 1, "alexandria", 4)
    put(s, 2, "memphis", 3)
    put(s, 1, "upper_egypt", 4)
    start_calamity(s, "flood", 0)
    assert s.resolving.data["plain"] == "mesopotamia"
    assert (
        refusal_key(s, 0, "lose 4 babylonia; 3 mesopotamia; 3 charax; 2 babylon; city susa")
        == "civilization.err.unit_city"
    )
    assert (
        refusal_key(s, 0, "lose 4 babylonia; 3 mesopotamia; 3 charax; 3 sumeria; 2 babylon")
        == "civilization.err.loss_total"
    )
    answer_calamity(s, 0, "lose 4 babylonia; 3 mesopotamia; 3 charax; 2 babylon; city ur")
    assert s.cities.get("susa") == 0 and tokens_at(s, "sumeria", 0) == 3


def test_engineering_caps_flood_at_seven() -> None:
    s = _board()
    put(s, 0, "babylonia", 4)
    put(s, 0, "mesopotamia", 3)
    put(s, 0, "sumeria", 3)
    s.seats[0].advances = ["engineering"]
    start_calamity(s, "flood", 0)
    assert s.resolving.data.get("plain") == "mesopotamia"
    answer_calamity(s, 0, "lose 4 babylonia; 3 sumeria")
    assert board_tokens(s, 0) == 3


# --- epidemic ------------------------------------------------------------------------------------
def test_epidemic_giver_immune_no_area_emptied_city_becomes_a_token() -> None:
    s = _board()
    for a, n in (("thrace", 3), ("macedonia", 3), ("dacia", 4), ("scythia", 3), ("moesia", 4), ("danube", 5)):
        put(s, 0, a, n)
    city(s, 0, "athens")
    put(s, 1, "syria", 3)
    put(s, 2, "memphis", 3)
    put(s, 2, "fayum", 5)
    s.seats[1].advances = ["medicine"]
    start_calamity(s, "epidemic", 0, giver=2)
    spec = s.ask.params[0]
    assert spec["seats"] == [1] and spec["caps"] == {"1": 5}  # giver immune, Medicine caps at 5
    assert refusal_key(s, 0, "assign 6 to 1") == "civilization.err.assign_each"
    assert refusal_key(s, 0, "assign 5 to 2") == "civilization.err.assign_seat"
    answer_calamity(s, 0, "assign 5 to 1")
    # Seat 1 keeps one token in Syria: 2 points only (no area emptied, 22.2.8.2).
    assert tokens_at(s, "syria", 1) == 1
    # The victim: 16 points; each area keeps a token; the city counts 4 and becomes a token.
    assert (
        refusal_key(s, 0, "lose 3 thrace; 3 macedonia; 3 dacia; 3 moesia; city athens")
        == "civilization.err.unit_tokens"
    )
    answer_calamity(s, 0, "lose 2 thrace; 2 macedonia; 3 dacia; 2 scythia; 3 moesia; city athens")
    assert "athens" not in s.cities and tokens_at(s, "athens", 0) == 1 and tokens_at(s, "thrace", 0) == 1
    assert tokens_at(s, "memphis", 2) == 3


def test_medicine_softens_epidemic_for_its_victim() -> None:
    s = _board()
    for a in ("thrace", "macedonia", "dacia", "scythia", "moesia"):
        put(s, 0, a, 4)
    s.seats[0].advances = ["medicine"]
    start_calamity(s, "epidemic", 0)
    answer_calamity(s, 0, "lose 3 thrace; 3 macedonia; 3 dacia; 2 scythia")  # 11
    assert board_tokens(s, 0) == 9


# --- civil disorder ------------------------------------------------------------------------------
def _cities(s, seat: int, n: int) -> list[str]:
    areas = ["athens", "corinth", "sparta", "argos", "thera", "rhodes", "knossos", "phaestos", "miletus"][:n]
    for a in areas:
        city(s, seat, a)
    return areas


def test_civil_disorder_reduces_cities_beyond_four_five_six() -> None:
    for advances, kept in (([], 4), (["law"], 5), (["law", "democracy"], 6)):
        s = _board()
        _cities(s, 0, 7)
        s.seats[0].advances = list(advances)
        start_calamity(s, "civil_disorder", 0)
        assert s.ask.params[0]["count"] == 7 - kept
        answer_calamity(s, 0, s.ask.defaults[0])
        assert city_count(s, 0) == kept


# --- iconoclasm and heresy -----------------------------------------------------------------------
def test_iconoclasm_law_philosophy_and_targets() -> None:
    for advances, lost in (([], 4), (["law"], 3), (["law", "philosophy"], 2)):
        s = _board()
        _cities(s, 0, 6)
        s.seats[0].advances = list(advances)
        start_calamity(s, "iconoclasm_and_heresy", 0)
        assert s.ask.params[0]["count"] == lost
        answer_calamity(s, 0, s.ask.defaults[0])
        assert city_count(s, 0) == 6 - lost
    s = _board()
    city(s, 0, "athens")
    city(s, 1, "syria")
    city(s, 1, "tyre")
    city(s, 2, "memphis")
    s.seats[1].advances = ["law"]
    s.seats[2].advances = ["law", "philosophy"]
    start_calamity(s, "iconoclasm_and_heresy", 0)  # one city: reduced by itself
    assert s.ask.kind == "icon_target" and s.ask.params[0]["cities"] == ["syria", "tyre"]  # Philosophy immune
    assert refusal_key(s, 0, "target syria; tyre") == "civilization.err.law_protects"
    answer_calamity(s, 0, "target syria")
    assert "syria" not in s.cities and s.cities["tyre"] == 1


# --- piracy --------------------------------------------------------------------------------------
def test_piracy_one_coastal_city_per_legitimate_ship() -> None:
    s = _board()
    city(s, 0, "athens")
    city(s, 0, "corinth")
    city(s, 0, "memphis")  # inland: safe
    s.seats[1].ships = [Ship(area="thera")]
    start_calamity(s, "piracy", 0, giver=1)
    assert s.ask.kind == "piracy" and s.ask.window.seats == [1]
    assert s.ask.params[1]["count"] == 1
    answer_calamity(s, 1, "target corinth")
    assert "corinth" not in s.cities and "athens" in s.cities
    s2 = _board()
    city(s2, 0, "athens")
    s2.seats[1].ships = [Ship(area="ur")]  # Persian Gulf: cannot reach the Mediterranean
    start_calamity(s2, "piracy", 0, giver=1)
    assert "athens" in s2.cities and s2.resolving is None
    ships_reset(s2)


def test_two_calamities_a_round_at_most_19_7() -> None:
    from engine.civilization.state import Calamity

    s = _board()
    s.calamities = [Calamity(card=c, victim=0) for c in ("piracy", "famine", "flood")]
    ev = []
    calamities.limit_per_round(s, ev)
    assert [c.card for c in s.calamities] == ["famine", "flood"]
    assert s.stacks[8][-1] == "piracy"
