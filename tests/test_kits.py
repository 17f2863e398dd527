"""One kit per game (service/kits.py): the engine, presenter, pictures and board extras the
platform reads, for every product game; a game without a kit of its own gets a generic one."""

from __future__ import annotations

import re

import pytest

from cogs._ui import PictureButton
from engine import registry
from engine.core import Event
from present.base import GenericPresenter
from render import tigris as tr
from render.tigris_samples import sample_views
from service.kits import Kit, kit_for

PRODUCT = ("tigris", "antike", "age_of_heroes", "civilization", "tta")


@pytest.mark.parametrize("game_id", PRODUCT)
def test_every_product_game_has_one_kit_with_its_engine_presenter_and_board(game_id: str) -> None:
    kit = kit_for(game_id)
    assert kit is kit_for(game_id) and kit.game is registry.get(game_id)
    assert kit.presenter.game_id == game_id and not isinstance(kit.presenter, GenericPresenter)
    assert kit.board is not None and kit.pictures and kit.pictures[0].name in ("board", "map")
    # Presenters draw nothing: no renderer is patched onto them any more.
    assert not hasattr(kit.presenter, "draw_board") and not hasattr(kit.presenter, "render")
    template = re.compile(PictureButton.__discord_ui_compiled_template__.pattern)
    for picture in kit.on_demand:
        assert template.fullmatch(f"ag:i:1:{picture.name}"), picture.name


def test_a_board_that_reads_events_draws_the_changes_public_moves() -> None:
    kit = kit_for("tigris")
    view = sample_views()["midgame"]
    names = ["Ann", "Bo"]
    assert kit.board is not None and kit.board.reads_events
    moved = [Event(key="tigris.log.pass", params={"seat": 0}), Event(key="x.secret", params={}, to=[1])]
    log = kit.presenter.event_lines(moved[:1], view, names, "en")
    drawn = tr.render_board(view, names=names, lang="en", log=log)
    assert log and kit.draw_board(view, names, "en", moved) == drawn


def test_a_game_without_a_kit_gets_a_generic_one_without_pictures() -> None:
    kit = kit_for("highcard")
    assert isinstance(kit, Kit) and kit.board is None and kit.pictures == () and kit.on_demand == ()
    assert kit.draw_board({}, [], "en") is None and kit.final_extra is None


def test_the_kits_pictures_on_demand_and_final_extras() -> None:
    assert [p.name for p in kit_for("tta").on_demand] == ["tableaux"] and kit_for("tta").final_extra
    assert [p.name for p in kit_for("civilization").on_demand] == ["map"]
    assert [p.name for p in kit_for("civilization").pictures] == ["map", "ast"]
