"""When a delivery posts a new board and when it edits the latest one (service/boards.py)."""

from __future__ import annotations

from engine import registry
from service.boards import (
    BOARD_LOG,
    DEFAULT_BOARDS,
    EVERY_ACTION,
    EVERY_TURN,
    MESSAGE_LIMIT,
    SET_BOARDS,
    BoardLog,
    board_mode,
    new_board_needed,
)


def test_every_game_has_a_default_and_a_table_choice_wins() -> None:
    for game_id in ("tigris", "antike", "age_of_heroes", "tta", "civilization"):
        assert game_id in registry.ids() and DEFAULT_BOARDS[game_id] == EVERY_TURN
        assert board_mode(game_id, {}) == EVERY_TURN
        assert board_mode(game_id, {SET_BOARDS: EVERY_ACTION}) == EVERY_ACTION
        assert board_mode(game_id, {SET_BOARDS: "sometimes"}) == EVERY_TURN  # a bad stored value
    assert board_mode("some_new_game", {}) == EVERY_ACTION


def test_only_a_turn_table_with_nothing_to_tell_edits_in_place() -> None:
    assert not new_board_needed(EVERY_TURN, notifies=False, latest=5, told_before=False)
    assert new_board_needed(EVERY_TURN, notifies=True, latest=5, told_before=False)
    assert new_board_needed(EVERY_TURN, notifies=False, latest=None, told_before=False)
    assert new_board_needed(EVERY_TURN, notifies=False, latest=5, told_before=True)
    assert new_board_needed(EVERY_ACTION, notifies=False, latest=5, told_before=False)


def test_the_stored_text_belongs_to_its_board_and_reads_back() -> None:
    log = BoardLog(board=7, head="<@1>: your move.", lines=["Ana takes Bronze."], upto=12)
    settings = {BOARD_LOG: log.dump()}
    assert BoardLog.of(settings, 7) == log
    assert BoardLog.of(settings, 8) is None and BoardLog.of(settings, None) is None
    assert BoardLog.of({BOARD_LOG: {"board": 7, "upto": "x"}}, 7) is None  # damaged: a new board
    assert log.text(["Ana builds a farm."]) == "<@1>: your move.\nAna takes Bronze.\nAna builds a farm."
    assert log.fits(["x" * 100]) and not log.fits(["x" * MESSAGE_LIMIT])
