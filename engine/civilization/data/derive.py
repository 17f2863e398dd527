"""Builds this game's data files from the shared research data (run once by hand; not used at
run time). Every change made to the shared facts is listed in `docs/civilization.md`.

    python -m engine.civilization.data.derive /work/shared/data/civilization
"""

from __future__ import annotations

import json
import sys
from collections import deque
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent

# A.S.T. order (rows top to bottom), start areas (JOC table mapped onto the AH board + WXM)
# and final-square points (ruling R3 in docs/civilization.md).
NATIONS = [
    # id, en, es, start area, how sure, final-square points
    ("iberia", "Iberia", "Hispania", "new_carthage", "JOC: city site Cartago Nova", 1200),
    (
        "gaul",
        "Gaul",
        "Galia",
        "belgica",
        "JOC: population-2 area on the north edge; no such area on the AH board: Belgica, the "
        "north-edge area of Gaul on the Western Extension",
        1200,
    ),
    ("africa", "Africa", "África", "carthage", "JOC: city site Cartago", 1300),
    ("italy", "Italy", "Italia", "etruria", "JOC: Tarquinia, an Etruscan city: Etruria", 1200),
    ("illyria", "Illyria", "Iliria", "germania", "JOC: population-5 area on the north edge", 1200),
    ("thrace", "Thrace", "Tracia", "scythia", "JOC: population-3 area on the north edge", 1200),
    ("crete", "Crete", "Creta", "knossos", "JOC: city site Cnosos", 1300),
    ("asia", "Asia", "Asia", "mikop", "JOC: population-2 area on the north edge by the Black Sea", 1300),
    (
        "assyria",
        "Assyria",
        "Asiria",
        "media",
        "JOC: population-2 area on the north-east edge; Media is the only such area",
        1300,
    ),
    ("babylon", "Babylon", "Babilonia", "susa", "JOC: city site Susa", 1400),
    (
        "egypt",
        "Egypt",
        "Egipto",
        "thebes",
        "JOC: city site Hierakonpolis (Upper Egypt): Thebes, the Upper Egyptian city site",
        1400,
    ),
]

# Scenarios for fewer than 8 players (ruling R4): the nations whose home regions are in play.
# A home region is every area nearer (in borders, land or water) to that nation's start area
# than to any other's; the 7-player board is the AH main board (without the Western Extension).
MAIN = "main"
SCENARIOS: dict[str, dict[str, dict[str, Any]]] = {
    "8": {"a": {"nations": "all"}},
    "7": {"a": {"nations": "main"}},
    "6": {
        "a": {"nations": "main"},
        "b": {
            "nations": ["iberia", "gaul", "africa", "italy", "illyria", "thrace", "crete", "asia", "egypt"]
        },
    },
    "5": {
        "a": {"nations": ["illyria", "thrace", "crete", "asia", "assyria", "babylon", "egypt"], "board": MAIN}
    },
    "4": {
        "a": {"nations": ["thrace", "crete", "asia", "assyria", "babylon", "egypt"], "board": MAIN},
        "b": {"nations": ["iberia", "gaul", "africa", "italy", "illyria"]},
    },
    "3": {
        "a": {"nations": ["crete", "asia", "assyria", "babylon", "egypt"], "board": MAIN},
        "b": {"nations": ["iberia", "gaul", "africa", "italy"]},
    },
    "2": {
        "a": {"nations": ["asia", "assyria", "babylon", "egypt"], "board": MAIN},
        "b": {"nations": ["iberia", "gaul", "africa"]},
    },
}


def _regions(areas: dict[str, Any], starts: list[tuple[str, str]]) -> dict[str, str]:
    """Nearest nation of every area (multi-source BFS; ties to the earlier A.S.T. row)."""
    owner: dict[str, str] = {}
    queue: deque[str] = deque()
    for nation, area in starts:
        owner[area] = nation
        queue.append(area)
    while queue:
        a = queue.popleft()
        for b in areas[a]["land"] + areas[a]["water"]:
            if b not in owner:
                owner[b] = owner[a]
                queue.append(b)
    return owner


def main(shared: str) -> None:
    src = Path(shared)
    raw = json.loads((src / "map.json").read_text())
    anchors = json.loads((src / "anchors.json").read_text())["anchors"]
    areas = {}
    for a in raw["areas"]:
        land = a["type"] == "land"
        areas[a["id"]] = {
            "name": a["name"],
            "panel": a["panel"],
            "sea": not land,
            "limit": a["population_limit"] or 0,
            "water": sorted(a["water_borders"]),
            "land": sorted(a["land_borders"]),
            "has_water": bool(a.get("has_water")) if land else True,
            "site": a.get("city_site") or "none",
            "flood_plain": a.get("flood_plain"),
            "volcano": a.get("volcano"),
            "anchor": anchors[a["id"]],
        }
    out_map = {
        "schema": "agora-civilization-map/1",
        "basis": "Avalon Hill board + Western Extension Map (see docs/civilization.md, ruling R1)",
        "flood_plains": {f["id"]: sorted(f["areas"]) for f in raw["flood_plains"]},
        "volcanoes": {v["id"]: sorted(v["areas"]) for v in raw["volcanoes"]},
        # Delphi's two coastlines (JOC 23.3): the Aegean side faces Athens; the rest is the
        # Gulf of Corinth / Ionian side.
        "greek_coast": {
            "area": "delphi",
            "sides": {
                "aegean": ["athens"],
                "ionian": ["central_mediterranean", "corinth", "epirus", "ithaca"],
            },
        },
        "areas": areas,
    }
    (HERE / "map.json").write_text(json.dumps(out_map, indent=1, ensure_ascii=False) + "\n")

    nations = [
        {"id": n, "en": en, "es": es, "start": start, "start_note": note, "points": pts}
        for n, en, es, start, note, pts in NATIONS
    ]
    (HERE / "nations.json").write_text(
        json.dumps(
            {
                "schema": "agora-civilization-nations/1",
                "order": "A.S.T. order, first row first (JOC 5.2, 17.1)",
                # Ruling R3: every row's epochs start at the same columns.
                "epochs": {"stone_age": 1, "early_bronze": 5, "late_bronze": 8, "iron": 11},
                "final_column": 13,
                "nations": nations,
            },
            indent=1,
            ensure_ascii=False,
        )
        + "\n"
    )

    owner = _regions(areas, [(n, s) for n, _, _, s, _, _ in NATIONS])
    scen_out: dict[str, Any] = {}  # the JSON file's: keyed by the player count as text
    for count, variants in SCENARIOS.items():
        scen_out[count] = {}
        for name, spec in variants.items():
            wanted = spec["nations"]
            board = spec.get("board")
            if wanted == "all":
                land = [a for a, d in areas.items() if not d["sea"]]
            elif wanted == "main":
                land = [a for a, d in areas.items() if not d["sea"] and d["panel"] == MAIN]
            else:
                land = [
                    a
                    for a, d in areas.items()
                    if not d["sea"] and owner[a] in wanted and (board is None or d["panel"] == board)
                ]
            in_play = set(land)
            seas = [a for a, d in areas.items() if d["sea"] and any(b in in_play for b in d["water"])]
            nat = [n for n, _, _, s, _, _ in NATIONS if s in in_play]
            scen_out[count][name] = {"nations": nat, "areas": sorted(in_play | set(seas))}
    (HERE / "scenarios.json").write_text(
        json.dumps(
            {
                "schema": "agora-civilization-scenarios/1",
                "tokens": {"8": 56, "7": 47, "6": 55, "5": 47, "4": 55, "3": 47, "2": 55},
                "hand_limit": {"8": 5, "default": 6},
                "mysticism": {"8": 3, "7": 3, "6": 3, "5": 2, "4": 2, "3": 1, "2": 1},
                "scenarios": scen_out,
            },
            indent=1,
            ensure_ascii=False,
        )
        + "\n"
    )


if __name__ == "__main__":
    main(sys.argv[1])
