"""One kit per game: its engine, presenter, pictures and board extras in one object (issue 32.3).

The platform (the flow, the web pages, the console) asks a game's kit, never a cog, and never
probes a game or a presenter for optional hooks:

- `kit.game` — the engine (`engine.registry`);
- `kit.presenter` — its words, labels and buttons (`present/<game>.py`);
- `kit.board` — how its board image is drawn from a public view (`render/<game>.py`), and
  whether the drawing reads the change's public events (recent moves, the region in play);
- `kit.pictures` — the images of its web page (the board by default);
- `kit.on_demand` — pictures a button under the board shows ephemerally (Through the Ages'
  tableaux, Civilization's whole map): the flow adds the buttons and answers them;
- `kit.final_extra` — text appended to the game-over message (Through the Ages' statistics).

A game's own slash commands that are not moves stay in its cog (`cogs/<game>.py`). Discord-free:
the product kits import their presenter and renderer on first use, so this module costs nothing
to import; a test game registers a kit of its own with `register`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import i18n
from engine import registry
from engine.core import Event
from engine.core.game import Game
from present.base import Presenter, presenter_for

# (public view, names by seat, language, the change's public events) -> image bytes.
Draw = Callable[[dict[str, Any], list[str], str, Sequence[Event]], "bytes | None"]
# (public view, names by seat, language) -> (the words, [(file name, image bytes)]).
Show = Callable[[dict[str, Any], list[str], str], "tuple[str, list[tuple[str, bytes]]]"]


@dataclass(frozen=True)
class Picture:
    """An image of a game drawn from its public view: `name` names it in addresses."""

    name: str
    draw: Draw
    reads_events: bool = False  # drawn with the public events of the change (recent moves)


@dataclass(frozen=True)
class OnDemand:
    """Pictures shown ephemerally by a button under the board (public information, on demand)."""

    name: str  # in the button's custom id: lower-case letters
    label: str  # catalog key of the button's label
    emoji: str
    show: Show


@dataclass
class Kit:
    game_id: str
    presenter: Presenter
    board: Picture | None = None
    # The web page's images, the board first (None: the board alone).
    page: tuple[Picture, ...] | None = None
    on_demand: tuple[OnDemand, ...] = ()
    # (outcome, names by seat, language) -> text under the final ranking.
    final_extra: Callable[[dict[str, Any], list[str], str], str] | None = None

    @property
    def game(self) -> Game[Any]:
        return registry.get(self.game_id)

    @property
    def pictures(self) -> tuple[Picture, ...]:
        if self.page is not None:
            return self.page
        return (self.board,) if self.board is not None else ()

    def draw_board(self, view: dict[str, Any], names: list[str], lang: str,
                   events: Sequence[Event] = ()) -> bytes | None:
        """The board image (None: a game without one)."""
        if self.board is None:
            return None
        return self.board.draw(view, names, lang, events if self.board.reads_events else ())

    def on_demand_named(self, name: str) -> OnDemand | None:
        return next((p for p in self.on_demand if p.name == name), None)


# --- the product games' kits -------------------------------------------------------------------
# Each draws through its renderer module's attribute, looked up at each call (a test may stand in
# for the drawing).
def _tigris() -> Kit:
    from present.tigris import IMAGE_LOG_LINES, PRESENTER
    from render import tigris

    def draw(view: dict[str, Any], names: list[str], lang: str, events: Sequence[Event]) -> bytes:
        # The board's recent moves: the change's public events in words.
        log = PRESENTER.event_lines([e for e in events if e.to is None], view, names, lang)
        return tigris.render_board(view, names=names, lang=lang, log=log[-IMAGE_LOG_LINES:])

    return Kit("tigris", PRESENTER, Picture("board", draw, reads_events=True))


def _antike() -> Kit:
    from present.antike import PRESENTER, user_names
    from render import antike

    def draw(view: dict[str, Any], names: list[str], lang: str, events: Sequence[Event]) -> bytes:
        return antike.render_board(view, names=user_names(view, names), lang=lang)  # two users, four nations

    return Kit("antike", PRESENTER, Picture("board", draw))


def _age_of_heroes() -> Kit:
    from present.age_of_heroes import PRESENTER
    from render import age_of_heroes

    def draw(view: dict[str, Any], names: list[str], lang: str, events: Sequence[Event]) -> bytes:
        return age_of_heroes.render_board(view, names=names, lang=lang)

    return Kit("age_of_heroes", PRESENTER, Picture("board", draw))


def _civilization() -> Kit:
    from present.civilization import PRESENTER
    from render import civilization

    def board(view: dict[str, Any], names: list[str], lang: str, events: Sequence[Event]) -> bytes:
        # The region where the change happened when no decision says where the phase is.
        return civilization.render_board(view, names, lang, events)

    def whole(view: dict[str, Any], names: list[str], lang: str, events: Sequence[Event] = ()) -> bytes:
        return civilization.render_full(view, names, lang)

    def ast(view: dict[str, Any], names: list[str], lang: str, events: Sequence[Event]) -> bytes:
        return civilization.render_ast(view, names, lang)

    def full_map(view: dict[str, Any], names: list[str], lang: str) -> tuple[str, list[tuple[str, bytes]]]:
        return "", [("civ-map.png", whole(view, names, lang))]

    # The board shows a region (render.civilization): the whole map is one click away, and the
    # web page shows the whole map and the A.S.T.
    return Kit("civilization", PRESENTER, Picture("board", board, reads_events=True),
               page=(Picture("map", whole), Picture("ast", ast)),
               on_demand=(OnDemand("map", "render.civilization.full_map_button", "🗺", full_map),))


def _tta() -> Kit:
    from present.tta import PRESENTER
    from render import tta

    def draw(view: dict[str, Any], names: list[str], lang: str, events: Sequence[Event]) -> bytes:
        return tta.render_board(view, names, lang)

    def tableaux(view: dict[str, Any], names: list[str], lang: str) -> tuple[str, list[tuple[str, bytes]]]:
        seats = list(range(len(names)))
        images = tta.render_tableaux(view, names, lang, seats)
        text = i18n.t("tta.ui.tableaux", lang, who=i18n.format_list(names, lang))
        return text, [(f"tableau-{seat + 1}.png", data) for seat, data in zip(seats, images, strict=True)]

    def statistics(outcome: dict[str, Any], names: list[str], lang: str) -> str:
        # The final scoring event by event, culture by source, wars, wonders and leaders.
        return PRESENTER.statistics(outcome, names, lang)

    return Kit("tta", PRESENTER, Picture("board", draw),
               on_demand=(OnDemand("tableaux", "tta.button.tableaux", "🗂", tableaux),),
               final_extra=statistics)


_PRODUCT_KITS: dict[str, Callable[[], Kit]] = {
    "tigris": _tigris,
    "antike": _antike,
    "age_of_heroes": _age_of_heroes,
    "civilization": _civilization,
    "tta": _tta,
}
_kits: dict[str, Kit] = {}


def register(kit: Kit) -> None:
    """A game's kit (tests register their fixture games' this way)."""
    _kits[kit.game_id] = kit


def unregister(game_id: str) -> None:
    _kits.pop(game_id, None)


def kit_for(game_id: str) -> Kit:
    """The game's kit: a product game's, built on first use; any other registered game gets its
    presenter (`present.base.presenter_for`: a generic one if it has none) and no pictures."""
    kit = _kits.get(game_id)
    if kit is None:
        build = _PRODUCT_KITS.get(game_id)
        kit = build() if build is not None else Kit(game_id, presenter_for(game_id))
        _kits[game_id] = kit
    return kit


def warm() -> None:
    """Build every product game's kit now (their presenters and renderers imported): at start-up,
    not in the middle of a delivery on the event loop."""
    for game_id in _PRODUCT_KITS:
        kit_for(game_id)
