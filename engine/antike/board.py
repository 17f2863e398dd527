"""The East board and the rules' numbers, loaded once from `engine/antike/data/`.

`board_east.json` and `rules.json` are our copies of the shared research data; `load_board`
checks the structural facts the rulebook states ("El tablero de juego": 50 provinces with
3 to 6 neighbours each; one marble, one iron and one gold start city per nation) so a broken
data edit fails loudly at import, not in the middle of a game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

DATA_DIR = Path(__file__).parent / "data"

RESOURCES = ("marble", "iron", "gold")
UNIT_TYPES = ("legion", "galley")
# Which border types each unit type may cross ("Maniobra de movimiento").
CROSSES = {"legion": ("land", "both"), "galley": ("water", "both")}
# Which province kinds each unit type may be armed in or enter ("Armamento").
ALLOWED_KINDS = {"legion": ("land", "mixed"), "galley": ("water", "mixed")}

# Rondel spaces clockwise, with our action-text names.
RONDEL = ("iron", "temple", "gold", "maneuver1", "arming", "marble", "knowhow", "maneuver2")
RONDEL_KIND = {
    "iron": "production", "gold": "production", "marble": "production",
    "temple": "temple", "arming": "arming", "knowhow": "knowhow",
    "maneuver1": "maneuver", "maneuver2": "maneuver",
}

KNOWHOWS = ("wheel", "roads", "sailing", "navigation", "market", "currency", "monarchy", "democracy")
PERSONAGES = ("king", "scholar", "general", "citizen", "navigator")


@dataclass(frozen=True)
class KnowHow:
    id: str
    tier: str  # basic | advanced
    requires: str | None
    cost_new: int
    cost_known: int


@dataclass(frozen=True)
class Nation:
    id: str
    name_en: str
    name_es: str
    start_cities: dict[int, tuple[str, ...]]


@dataclass
class Board:
    side: str
    names: dict[str, str]  # province id -> printed name
    resource: dict[str, str]
    kind: dict[str, str]
    pos: dict[str, tuple[float, float]]
    border: dict[frozenset[str], str]
    neighbours: dict[str, dict[str, tuple[str, ...]]]  # unit type -> province -> reachable provinces
    water_networks: list[frozenset[str]]
    nations: dict[str, Nation]
    start_player: dict[int, str | None]
    two_player_teams: tuple[tuple[str, str], tuple[str, str]]
    aliases: dict[str, str] = field(default_factory=dict)  # lower-case spelling -> province id

    def resolve(self, text: str) -> str | None:
        """Province id from what a player typed: the id, the printed name or an alias."""
        key = text.strip().strip('"').lower().replace(" ", "_")
        return self.aliases.get(key)

    def nations_for(self, count: int) -> list[str]:
        return [n.id for n in self.nations.values() if count in n.start_cities]


@dataclass(frozen=True)
class RulesData:
    bank_coins: int
    temples: int
    legions: int
    galleys: int
    city_markers: int
    start_resources: dict[str, int]
    personages: dict[str, int]
    targets: dict[int, int]
    three_nation_alternative: int
    knowhows: dict[str, KnowHow]
    temple_cost: int
    city_cost: dict[str, int]


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise ValueError(f"antike board data: {message}")


@cache
def load_board(side: str = "east") -> Board:
    raw = json.loads((DATA_DIR / f"board_{side}.json").read_text(encoding="utf-8"))
    _check(raw.get("status") == "complete" and not raw.get("do_not_use_for_play"), f"{side} is incomplete")
    provinces = raw["provinces"]
    ids = [p["id"] for p in provinces]
    _check(len(ids) == 50 == len(set(ids)), "the rules give 50 provinces per side")
    border: dict[frozenset[str], str] = {}
    for b in raw["borders"]:
        pair = frozenset((b["a"], b["b"]))
        _check(len(pair) == 2 and pair <= set(ids) and pair not in border, f"bad border {b}")
        _check(b["type"] in ("land", "water", "both"), f"bad border type {b}")
        border[pair] = b["type"]
    neighbours: dict[str, dict[str, tuple[str, ...]]] = {}
    for unit, types in CROSSES.items():
        adj: dict[str, list[str]] = {p: [] for p in ids}
        for pair, crossing in border.items():
            a, b = sorted(pair)
            if crossing in types:
                adj[a].append(b)
                adj[b].append(a)
        neighbours[unit] = {p: tuple(sorted(v)) for p, v in adj.items()}
    kind: dict[str, str] = {}
    for p in provinces:
        touching = {t for pair, t in border.items() if p["id"] in pair}
        derived = "land" if touching == {"land"} else "water" if touching == {"water"} else "mixed"
        _check(derived == p["kind"], f"kind of {p['id']} disagrees with its borders")
        degree = sum(1 for pair in border if p["id"] in pair)
        _check(3 <= degree <= 6, f"{p['id']} has {degree} neighbours (rules: 3 to 6)")
        kind[p["id"]] = derived
    resource = {p["id"]: p["resource"] for p in provinces}
    nations: dict[str, Nation] = {}
    for n in raw["nations"]:
        lines = {int(k): tuple(v) for k, v in n["start_cities"].items()}
        for line in lines.values():
            _check(sorted(resource[c] for c in line) == sorted(RESOURCES),
                   f"start line of {n['id']} is not one marble, one iron and one gold city")
        nations[n["id"]] = Nation(n["id"], n["name_en"], n["name_es"], lines)
    aliases: dict[str, str] = {}
    for p in provinces:
        spellings = [p["id"], p["name"], *(a.split(" (")[0] for a in p.get("aliases", []))]
        for s in spellings:
            aliases[s.lower().replace(" ", "_")] = p["id"]
    teams = raw["two_player"]["teams"]
    return Board(
        side=side,
        names={p["id"]: p["name"] for p in provinces},
        resource=resource,
        kind=kind,
        pos={p["id"]: (float(p["pos"][0]), float(p["pos"][1])) for p in provinces},
        border=border,
        neighbours=neighbours,
        water_networks=[frozenset(n) for n in raw["water_networks"]],
        nations=nations,
        start_player={int(k): v for k, v in raw["start_player"].items() if k.isdigit()},
        two_player_teams=(tuple(teams[0]), tuple(teams[1])),
        aliases=aliases,
    )


@cache
def load_rules() -> RulesData:
    raw = json.loads((DATA_DIR / "rules.json").read_text(encoding="utf-8"))
    comp = raw["components"]
    know = raw["actions"]["know_how"]["list"]
    return RulesData(
        bank_coins=comp["bank"]["coins"],
        temples=comp["bank"]["temples"],
        legions=comp["per_nation"]["legions"],
        galleys=comp["per_nation"]["galleys"],
        city_markers=comp["per_nation"]["city_markers"],
        start_resources=dict(comp["start_resources"]),
        personages=dict(comp["bank"]["personages"]),
        targets={int(k): v for k, v in raw["victory"]["target_by_nation_count"].items()},
        three_nation_alternative=raw["victory"]["three_nation_alternative"],
        knowhows={k["id"]: KnowHow(k["id"], k["tier"], k.get("requires"), k["cost_new"], k["cost_known"])
                  for k in know},
        temple_cost=raw["actions"]["temple"]["cost"]["marble"],
        city_cost=dict(raw["actions"]["found_city"]["cost"]),
    )


def rondel_cost(steps: int) -> int:
    """Resources to pay for moving `steps` spaces: 1-3 free, one per further step ("Selección")."""
    return max(0, steps - 3)
