"""Hand-built Tigris & Euphrates public views, for renderer tests, the bench and previews.

They follow `engine.tigris.view_schema` and are plausible positions, not replays of real games:
leader strengths and kingdoms are derived from the cells here so they stay consistent.
"""

from __future__ import annotations

from typing import Any, cast

from engine.tigris.view_schema import (
    CellView,
    ConflictSide,
    ConflictView,
    KingdomView,
    LeaderView,
    MonumentView,
    PlayerPublic,
    PublicView,
    TurnView,
)

# The board files' `rows`, with the printed temples ('T', framed 'C'/'O') read as land.
CLASSIC_ROWS = [
    "....~~~~~.T.~...",
    ".C..~.......~..C",
    "...~~T......~~..",
    "~~~~.........~~~",
    ".............T~~",
    "..............~.",
    "~~~~....T...~~~.",
    ".C.~~~~.....~...",
    "......~~~~~~~.C.",
    ".....T..........",
    "..........T.....",
]
ADVANCED_ROWS = [
    "..~~T....T.....~",
    "..~~..........T~",
    ".O~~...........~",
    "..~...T....T~~~~",
    "..~.........~...",
    "..~T........~..O",
    "..~~........~~..",
    "O..~~~.T....T~..",
    ".....~~~.....~..",
    "....O.~~~~~~~~..",
    "......~..O....O.",
]


def _terrain(rows: list[str]) -> list[str]:
    return ["".join("~" if ch == "~" else "." for ch in row) for row in rows]


def _marked(rows: list[str], marks: str) -> list[str]:
    return [
        f"{chr(ord('A') + x)}{y + 1}" for y, row in enumerate(rows) for x, ch in enumerate(row) if ch in marks
    ]


CLASSIC_TERRAIN = _terrain(CLASSIC_ROWS)
CLASSIC_TEMPLES = _marked(CLASSIC_ROWS, "T")
CLASSIC_PRIORITY = _marked(CLASSIC_ROWS, "C")
ADVANCED_TERRAIN = _terrain(ADVANCED_ROWS)
ADVANCED_TEMPLES = _marked(ADVANCED_ROWS, "T")
ADVANCED_PRIORITY = _marked(ADVANCED_ROWS, "O")

MONUMENT_IDS = ["red-black", "red-green", "blue-black", "blue-red", "green-blue", "green-black"]
DYNASTY_ORDER = ["bow", "lion", "bull", "urn"]


def _xy(square: str) -> tuple[int, int]:
    return ord(square[0].upper()) - ord("A"), int(square[1:]) - 1


def _name(x: int, y: int) -> str:
    return f"{chr(ord('A') + x)}{y + 1}"


def tile(color: str, **extra: Any) -> dict[str, Any]:
    return {"tile": color, **extra}


def treasure(priority: bool = False) -> dict[str, Any]:
    return {"tile": "red", "treasure": True, "treasure_priority": priority}


def leader(dynasty: str, color: str) -> dict[str, Any]:
    return {"leader": {"dynasty": dynasty, "color": color}}


CATASTROPHE = {"catastrophe": True}


def build_cells(spec: dict[str, dict[str, Any]]) -> list[CellView]:
    """Cells from a square -> fields map; leader strength = adjacent red tiles not under a monument."""
    reds = {sq for sq, f in spec.items() if f.get("tile") == "red" and not f.get("monument")}
    cells = []
    for square, fields in spec.items():
        fields = dict(fields)
        if "leader" in fields:
            x, y = _xy(square)
            near = {_name(x + dx, y + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))}
            fields["leader"] = LeaderView(square=square, strength=len(near & reds), **fields["leader"])
        cells.append(CellView(square=square, **fields))
    return sorted(cells, key=lambda c: (_xy(c.square)[1], _xy(c.square)[0]))


def find_kingdoms(cells: list[CellView]) -> list[KingdomView]:
    """Orthogonally connected occupied squares (not catastrophes) that hold at least one leader."""
    occupied = {c.square: c for c in cells if not c.catastrophe and (c.tile or c.leader or c.monument)}
    seen: set[str] = set()
    kingdoms = []
    for start in occupied:
        if start in seen:
            continue
        group, todo = [], [start]
        seen.add(start)
        while todo:
            square = todo.pop()
            group.append(square)
            x, y = _xy(square)
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                other = _name(x + dx, y + dy)
                if other in occupied and other not in seen:
                    seen.add(other)
                    todo.append(other)
        leaders = [leader for s in group if (leader := occupied[s].leader) is not None]
        if leaders:
            kingdoms.append(KingdomView(squares=sorted(group), leaders=leaders))
    return kingdoms


def _monuments(placed: dict[str, str]) -> list[MonumentView]:
    return [MonumentView(id=m, colors=cast(Any, m.split("-")), square=placed.get(m)) for m in MONUMENT_IDS]


def _monument_cells(monument_id: str, corner: str) -> dict[str, dict[str, Any]]:
    x, y = _xy(corner)
    return {_name(x + dx, y + dy): {"monument": monument_id} for dx in (0, 1) for dy in (0, 1)}


def _players(count: int, *, hands: dict[int, list[str]] | None = None, **per_seat: Any) -> list[PlayerPublic]:
    players = []
    for seat in range(count):
        fields = {key: value[seat] for key, value in per_seat.items()}
        players.append(
            PlayerPublic(
                seat=seat,
                dynasty=cast(Any, DYNASTY_ORDER[seat]),
                leaders_in_hand=cast(Any, (hands or {}).get(seat, ["red", "blue", "green", "black"])),
                catastrophes_left=fields.get("catastrophes_left", 2),
                tiles_in_hand=fields.get("tiles_in_hand", 6),
                treasures=fields.get("treasures", 0),
                score=fields.get("score"),
                final_score=fields.get("final_score"),
            )
        )
    return players


def classic_empty() -> PublicView:
    spec = {sq: treasure() for sq in CLASSIC_TEMPLES} | {sq: treasure(True) for sq in CLASSIC_PRIORITY}
    cells = build_cells(spec)
    return PublicView(
        board="classic",
        terrain=CLASSIC_TERRAIN,
        cells=cells,
        kingdoms=[],
        monuments=_monuments({}),
        players=_players(4),
        bag=143 - 24,
        treasures_left=10,
        turn=TurnView(active=0, actions_left=2, phase="action", awaiting=0),
    )


def advanced_empty() -> PublicView:
    spec = {sq: treasure() for sq in ADVANCED_TEMPLES} | {sq: treasure(True) for sq in ADVANCED_PRIORITY}
    return PublicView(
        board="advanced",
        terrain=ADVANCED_TERRAIN,
        cells=build_cells(spec),
        kingdoms=[],
        monuments=_monuments({}),
        players=_players(3),
        bag=139 - 18,
        treasures_left=14,
        turn=TurnView(active=2, actions_left=2, phase="action", awaiting=2),
        buildings_variant=True,
    )


def _midgame_spec() -> dict[str, dict[str, Any]]:
    spec: dict[str, dict[str, Any]] = {sq: treasure() for sq in ["K1", "N5", "F10", "K11"]}
    spec |= {sq: treasure(True) for sq in ["P2", "B8", "O9"]}
    # North-west kingdom: a king and a trader around the F3 temple, a palace on a line of three.
    spec |= {
        "F2": tile("red"),
        "G2": tile("green"),
        "H2": tile("red"),
        "E3": tile("blue"),
        "F3": treasure(),
        "G3": leader("bow", "black"),
        "H3": leader("lion", "green"),
        "F4": tile("black"),
        "G4": tile("black", building="black"),
        "H4": tile("black"),
        "E2": tile("blue"),
    }
    # Centre kingdom: a red-green monument, two priests' rival kingdoms nearby, a library.
    spec |= _monument_cells("red-green", "J7")
    spec |= {
        "I7": treasure(),
        "I6": tile("red"),
        "I8": tile("black"),
        "H7": leader("urn", "red"),
        "H8": tile("red"),
        "H9": tile("blue"),
        "I9": tile("blue"),
        "J9": tile("blue"),
        "L7": tile("red"),
        "L8": leader("bull", "green"),
        "J6": tile("green"),
        "K6": tile("green"),
        "L6": tile("green"),
        "M7": tile("blue"),
        "G7": tile("red", building="red"),
        "G6": tile("red"),
        "G8": tile("blue"),
    }
    # South: a farmer kingdom on the river, broken by a catastrophe.
    spec |= {
        "C6": tile("red"),
        "C7": tile("blue"),
        "B7": tile("blue"),
        "C5": leader("bow", "blue"),
        "D5": tile("black"),
        "D6": leader("lion", "black"),
        "A7": CATASTROPHE,
        "E6": tile("green"),
        "F11": tile("red"),
        "G10": tile("black"),
        "G11": leader("bull", "black"),
        "E10": CATASTROPHE,
        "N9": tile("green"),
    }
    return spec


def midgame() -> PublicView:
    cells = build_cells(_midgame_spec())
    return PublicView(
        board="classic",
        terrain=CLASSIC_TERRAIN,
        cells=cells,
        kingdoms=find_kingdoms(cells),
        monuments=_monuments({"red-green": "J7"}),
        players=_players(
            4,
            hands={
                0: ["red", "green"],
                1: ["red", "blue"],
                2: ["red", "blue"],
                3: ["blue", "green", "black"],
            },
            catastrophes_left=[2, 2, 2, 1],
            treasures=[0, 1, 0, 0],
            tiles_in_hand=[6, 6, 6, 6],
        ),
        bag=71,
        treasures_left=8,
        turn=TurnView(active=1, actions_left=1, phase="action", awaiting=1),
        buildings_variant=True,
    )


def war() -> PublicView:
    spec = _midgame_spec()
    # The lion's tile on K5 joins the north-east kingdom (its trader on M5) with the centre one.
    spec |= {
        "K5": tile("black", unification=True),
        "L5": tile("green"),
        "M5": leader("bull", "green"),
        "M4": tile("red"),
        "L4": tile("red"),
        "N4": tile("blue"),
        "M6": tile("blue"),
        "J5": leader("urn", "green"),
    }
    cells = build_cells(spec)
    return PublicView(
        board="classic",
        terrain=CLASSIC_TERRAIN,
        cells=cells,
        kingdoms=find_kingdoms(cells),
        monuments=_monuments({"red-green": "J7"}),
        players=_players(
            4,
            hands={0: ["red", "green"], 1: ["red", "blue"], 2: ["red", "blue"], 3: ["blue", "black"]},
            catastrophes_left=[2, 1, 2, 1],
            treasures=[0, 1, 0, 0],
            tiles_in_hand=[6, 4, 6, 6],
            score=[
                {"red": 4, "blue": 2, "green": 3, "black": 5},
                {"red": 3, "blue": 1, "green": 6, "black": 2},
                {"red": 7, "blue": 4, "green": 1, "black": 0},
                {"red": 2, "blue": 5, "green": 2, "black": 3},
            ],
        ),
        bag=64,
        treasures_left=8,
        turn=TurnView(active=1, actions_left=1, phase="support", awaiting=2),
        conflict=ConflictView(
            kind="war",
            color="green",
            attacker=ConflictSide(seat=3, dynasty="urn", square="J5", base=4, committed=2),
            defender=ConflictSide(seat=2, dynasty="bull", square="M5", base=3),
            stage="defender",
            pending_colors=["red"],
        ),
        open_scoring=True,
        buildings_variant=True,
    )


def revolt() -> PublicView:
    spec = _midgame_spec()
    spec["J5"] = tile("red")
    spec["I5"] = leader("bow", "red")
    cells = build_cells(spec)
    return PublicView(
        board="classic",
        terrain=CLASSIC_TERRAIN,
        cells=cells,
        kingdoms=find_kingdoms(cells),
        monuments=_monuments({"red-green": "J7"}),
        players=_players(
            4,
            hands={0: ["green"], 1: ["red", "blue"], 2: ["red", "blue"], 3: ["blue", "green", "black"]},
            catastrophes_left=[2, 2, 2, 1],
            treasures=[0, 1, 0, 0],
        ),
        bag=70,
        treasures_left=8,
        turn=TurnView(active=0, actions_left=1, phase="support", awaiting=0),
        conflict=ConflictView(
            kind="revolt",
            color="red",
            attacker=ConflictSide(seat=0, dynasty="bow", square="I5", base=2),
            defender=ConflictSide(seat=3, dynasty="urn", square="H7", base=3),
            stage="attacker",
        ),
        buildings_variant=True,
    )


def game_over() -> PublicView:
    spec = _midgame_spec()
    spec |= _monument_cells("blue-black", "B10") | {
        "B9": tile("blue"),
        "C9": leader("urn", "blue"),
        "D10": tile("black"),
        "D9": tile("red"),
        "A9": tile("black"),
        "A10": treasure(),
    }
    spec.pop("B8", None)
    cells = build_cells(spec)
    return PublicView(
        board="classic",
        terrain=CLASSIC_TERRAIN,
        cells=cells,
        kingdoms=find_kingdoms(cells),
        monuments=_monuments({"red-green": "J7", "blue-black": "B10"}),
        players=_players(
            3,
            hands={0: [], 1: ["blue"], 2: ["green"]},
            catastrophes_left=[0, 1, 0],
            treasures=[2, 1, 3],
            tiles_in_hand=[5, 6, 6],
            score=[
                {"red": 9, "blue": 8, "green": 7, "black": 11},
                {"red": 12, "blue": 6, "green": 9, "black": 8},
                {"red": 7, "blue": 10, "green": 8, "black": 9},
            ],
            final_score=[
                {"red": 9, "blue": 9, "green": 8, "black": 11},
                {"red": 12, "blue": 7, "green": 9, "black": 8},
                {"red": 9, "blue": 10, "green": 9, "black": 9},
            ],
        ),
        bag=0,
        treasures_left=2,
        turn=TurnView(active=2, actions_left=0, phase="over"),
        game_over=True,
        # As the engine gives them: the treasures go to each player's weakest colours.
        winners=[2],
    )


def two_player_named() -> PublicView:
    view = midgame()
    return view.model_copy(
        update={
            "players": _players(
                2,
                hands={0: ["red", "green"], 1: ["red", "blue"]},
                treasures=[1, 0],
                catastrophes_left=[1, 2],
                tiles_in_hand=[6, 6],
            ),
            "turn": TurnView(active=0, actions_left=2, phase="action", awaiting=0),
        }
    )


SAMPLES = {
    "classic_empty": classic_empty,
    "advanced_empty": advanced_empty,
    "midgame": midgame,
    "war": war,
    "revolt": revolt,
    "game_over": game_over,
    "two_player": two_player_named,
}


def sample_views() -> dict[str, dict[str, Any]]:
    """Every sample as the JSON dict the engine hands out (`PublicView.model_dump(mode="json")`)."""
    return {name: build().model_dump(mode="json") for name, build in SAMPLES.items()}
