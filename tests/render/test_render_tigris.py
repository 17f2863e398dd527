"""The Tigris & Euphrates board image: valid, deterministic, public-only, translated."""

from __future__ import annotations

import io
import random
import re

import pytest
from PIL import Image

import i18n
from engine.tigris.view_schema import PublicView
from i18n import placeholders, t
from render import common
from render import tigris as tr
from render.tigris_samples import classic_empty, game_over, midgame, revolt, sample_views, war

SAMPLES = sample_views()


def _png(data: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


@pytest.mark.parametrize("name", sorted(SAMPLES))
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_sample_renders_a_png_of_the_expected_size(name: str, lang: str) -> None:
    data = tr.render_board(SAMPLES[name], lang=lang)
    assert data.startswith(common.PNG_SIGNATURE)
    assert common.image_format(data) == "png"
    img = _png(data)
    assert img.format == "PNG"
    assert img.width == tr.WIDTH == 1100
    assert 1100 <= img.height <= 1900
    assert img.mode == "P"  # a palette PNG (render.common.encode_image)
    assert len(data) < 250 * 1024  # issue 20: every board under 250 KiB


def test_rendering_is_deterministic_even_with_cold_caches() -> None:
    first = tr.render_board(SAMPLES["war"], names=["Ana", "Bo", "Cy", "Di"], lang="es")
    for cached in (tr.static_board, tr.legend_image, tr.leader_piece, tr.tile_sprite, tr.monument_sprite,
                   common.font):
        cached.cache_clear()
    second = tr.render_board(SAMPLES["war"], names=["Ana", "Bo", "Cy", "Di"], lang="es")
    assert first == second


def test_a_locale_and_a_language_give_the_same_image() -> None:
    assert tr.render_board(SAMPLES["revolt"], lang="es-ES") == tr.render_board(SAMPLES["revolt"], lang="es")


def _score_line(sections: list[tr.Section], seat: int) -> tr.Line:
    section = next(s for s in sections if s.key == f"player:{seat}")
    return next(line for line in section.lines if line.role == "score")


def test_hidden_scores_show_no_numbers() -> None:
    view = midgame()  # hidden scoring: every score is None
    sections = tr.build_panel(view, None, "en")
    for player in view.players:
        line = _score_line(sections, player.seat)
        assert line.text == t("render.tigris.score_hidden", "en")
        assert not re.search(r"\d", line.text)


def test_open_scores_show_each_colour_and_hidden_ones_stay_hidden() -> None:
    view = midgame()
    players = list(view.players)
    players[0] = players[0].model_copy(update={"score": {"red": 41, "blue": 42, "green": 43, "black": 44}})
    view = view.model_copy(update={"players": players})
    sections = tr.build_panel(view, None, "en")
    assert all(str(n) in _score_line(sections, 0).text for n in (41, 42, 43, 44))
    for seat in (1, 2, 3):
        assert not re.search(r"\d", _score_line(sections, seat).text)


def test_a_player_view_private_part_never_reaches_the_panel() -> None:
    leaked = dict(SAMPLES["midgame"])
    leaked["private"] = {
        "seat": 0,
        "tiles": ["red"] * 6,
        "score": {"red": 987, "blue": 654},
        "treasures": 321,
    }
    model = PublicView.model_validate(leaked)
    text = tr.panel_text(tr.build_panel(model, None, "en"))
    for secret in ("987", "654", "321"):
        assert secret not in text
    assert tr.render_board(leaked) == tr.render_board(SAMPLES["midgame"])


def test_panel_shows_conflict_sides_with_hidden_support_as_a_question_mark() -> None:
    sections = tr.build_panel(war(), ["Ana", "Bo", "Cy", "Di"], "en")
    conflict = next(s for s in sections if s.key == "conflict")
    lines = {line.role: line.text for line in conflict.lines}
    assert conflict.header.text == "War between Traders"
    assert "Di" in lines["attacker"] and "J5" in lines["attacker"]
    assert "board 4 + support 2 = 6" in lines["attacker"]
    assert "support ?" in lines["defender"] and "deciding" in lines["defender"]
    assert "Priests" in lines["pending"]


def test_panel_names_players_never_seats_and_marks_whose_turn() -> None:
    view = midgame()  # seat 1 (lion) to play
    named = tr.panel_text(tr.build_panel(view, ["Ana", "Bo", "Cy", "Di"], "en"))
    assert "Bo to play" in named and "Seat" not in named
    default = tr.build_panel(view, None, "en")  # no names known: the dynasty's name, never a number
    assert default[0].header.text == "Lion Lion to play · one action left"
    assert "Seat" not in tr.panel_text(default)
    active = [s.key for s in default if s.highlight == "active"]
    assert active == ["player:1"]
    status = {line.role: line.text for line in default[0].lines}
    assert "71 tiles" in status["counters"] and "8 treasures" in status["counters"]
    assert "red–black" in status["counters"] and "red–green" not in status["counters"]


def test_spanish_labels_differ_from_english() -> None:
    view = war()
    english = tr.panel_text(tr.build_panel(view, None, "en"))
    spanish = tr.panel_text(tr.build_panel(view, None, "es"))
    assert english != spanish
    assert "Arco" in spanish and "Conflicto externo entre Mercaderes" in spanish
    legend_en = [text for row in tr._legend_rows("en", True) for _, text in row]
    legend_es = [text for row in tr._legend_rows("es", True) for _, text in row]
    assert legend_en != legend_es and "Templo" in legend_es
    assert tr.render_board(view, lang="en") != tr.render_board(view, lang="es")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_catalog_key_is_left_untranslated(lang: str) -> None:
    for view in SAMPLES.values():
        text = tr.panel_text(tr.build_panel(PublicView.model_validate(view), None, lang))
        assert "render." not in text
    legend = " ".join(text for row in tr._legend_rows(lang, True) for _, text in row)
    assert "render." not in legend


def test_render_catalog_has_both_languages_with_the_same_placeholders() -> None:
    entries = i18n.area("render")
    assert entries
    for key, texts in entries.items():
        assert key.startswith("render.")
        assert set(texts) == {"en", "es"}, key
        assert placeholders(texts["en"]) == placeholders(texts["es"]), key


def test_outline_of_one_square_is_its_four_sides() -> None:
    assert tr.outline_edges([(2, 3)]) == {
        ((2, 3), (3, 3)),
        ((2, 4), (3, 4)),
        ((2, 3), (2, 4)),
        ((3, 3), (3, 4)),
    }


def test_outline_leaves_out_shared_edges() -> None:
    pair = tr.outline_edges([(0, 0), (1, 0)])
    assert len(pair) == 6
    assert ((1, 0), (1, 1)) not in pair  # the edge between the two squares
    block = tr.outline_edges([(0, 0), (1, 0), (0, 1), (1, 1)])
    assert len(block) == 8
    interior = {((1, 0), (1, 1)), ((1, 1), (1, 2)), ((0, 1), (1, 1)), ((1, 1), (2, 1))}
    assert not block & interior
    ell = tr.outline_edges([(0, 0), (0, 1), (1, 1)])
    assert len(ell) == 8
    assert ((1, 1), (2, 1)) in ell and ((1, 0), (1, 1)) in ell


def test_outline_of_a_ring_has_an_inner_border_too() -> None:
    ring = [(x, y) for x in range(3) for y in range(3) if (x, y) != (1, 1)]
    edges = tr.outline_edges(ring)
    assert len(edges) == 12 + 4
    assert {((1, 1), (2, 1)), ((1, 2), (2, 2)), ((1, 1), (1, 2)), ((2, 1), (2, 2))} <= edges


def test_outline_edges_match_a_brute_force_count() -> None:
    rnd = random.Random(5)
    for _ in range(30):
        cells = {(rnd.randrange(6), rnd.randrange(6)) for _ in range(rnd.randrange(1, 20))}
        expected = sum(
            (x + dx, y + dy) not in cells for x, y in cells for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
        )
        assert len(tr.outline_edges(cells)) == expected


def test_neighbouring_kingdoms_get_different_colours() -> None:
    west, east, far = [(0, 0), (0, 1)], [(2, 0), (3, 0)], [(12, 9)]
    colours = tr.kingdom_colours([west, east, far], 6)
    assert len(set(colours)) == 3  # each its own while the palette lasts
    assert tr.kingdom_colours([west, east, far], 6) == colours
    # With a palette of two, the far kingdom repeats a colour, the close pair never does.
    two = tr.kingdom_colours([west, east, far], 2)
    assert two[0] != two[1]
    # A kingdom boxed in by near neighbours avoids all of their colours.
    ring = [[(0, 0)], [(2, 0)], [(4, 0)], [(0, 2)], [(2, 2)]]
    boxed = tr.kingdom_colours(ring, 6)
    assert boxed[4] not in {boxed[1], boxed[3]}


def test_squares_parse_as_players_write_them() -> None:
    assert tr.parse_square("F3") == (5, 2)
    assert tr.parse_square("p11") == (15, 10)
    for bad in ("Q1", "A0", "A12", "3F", ""):
        with pytest.raises(ValueError):
            tr.parse_square(bad)


def test_text_fitting_shrinks_then_ellipsizes() -> None:
    face, text = common.fit_text("Seat 1", 400, 20)
    assert text == "Seat 1" and common.text_width(text, face) <= 400
    face, text = common.fit_text("a very long player name " * 5, 120, 20, min_size=12)
    assert text.endswith("…") and common.text_width(text, face) <= 120
    assert common.wrap_text("one two three four", common.font(16), 60)


def test_font_falls_back_to_pillow_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(common, "_FONT_FILES", {False: ("no-such-font.ttf",), True: ("no-such-font.ttf",)})
    common.font.cache_clear()
    try:
        face = common.font(18)
        assert common.text_width("abc", face) > 0
    finally:
        monkeypatch.undo()
        common.font.cache_clear()


def test_encoding_falls_back_to_jpeg_for_huge_images() -> None:
    noise = Image.effect_noise((700, 700), 120).convert("RGB")
    data = common.encode_image(noise, limit_bytes=150_000)
    assert len(data) <= 150_000
    assert common.image_format(data) == "jpeg"
    small = Image.new("RGB", (100, 100), (10, 20, 30))
    assert common.image_format(common.encode_image(small)) == "png"


def test_renders_views_from_the_engine() -> None:
    try:
        from engine.core import apply
        from engine.tigris import GAME
    except ImportError:  # the engine is written in parallel; the samples above cover the contract
        pytest.skip("engine.tigris not importable")
    rnd = random.Random(3)
    state = GAME.setup(3, GAME.parse_options({}), 3)
    for _ in range(40):
        if GAME.is_over(state):
            break
        seat = rnd.choice(sorted({d.seat for d in GAME.awaiting(state)}))
        state = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd)).state
    img = _png(tr.render_board(GAME.public_view(state), lang="es"))
    assert img.width == tr.WIDTH


# --- issue 17 item 15: what the image says, and that it reads at Discord's inline width ---------------


def _lines(sections: list[tr.Section], key: str) -> dict[str, str]:
    section = next(s for s in sections if s.key == key)
    return {line.role: line.text for line in section.lines}


def test_leaders_in_the_players_cards_are_said_to_be_off_the_board() -> None:
    for lang, label in (("en", "Leaders off the board:"), ("es", "Líderes fuera del tablero:")):
        cards = _lines(tr.build_panel(midgame(), ["Ana", "Bo", "Cy", "Di"], lang), "player:0")
        assert cards["leaders"].startswith(label), cards


def test_waiting_for_says_whose_decision_it_is() -> None:
    """The support decision is the defender's, not the active player's: the line names them."""
    names = ["Ana", "Bo", "Cy", "Di"]
    war_status = _lines(tr.build_panel(war(), names, "en"), "status")
    assert war_status["phase"].startswith("Waiting for Bull Cy (defender)")
    assert war_status["phase"].endswith("commit support tiles")
    revolt_status = _lines(tr.build_panel(revolt(), names, "es"), "status")
    assert revolt_status["phase"].startswith("Esperando a Arco Ana (atacante)")
    assert "phase" not in _lines(tr.build_panel(midgame(), names, "en"), "status")  # the turn line says it


def test_recent_moves_are_the_lines_given_with_their_symbols_as_icons() -> None:
    log = ["🏹 Ana places a 🟥 red (temple) tile on F3.", "🦁 Bo passes."]
    sections = tr.build_panel(midgame(), ["Ana", "Bo", "Cy", "Di"], "en", log)
    recent = next(s for s in sections if s.key == "log")
    assert [line.text for line in recent.lines] == log
    icons = [span.icon for span in recent.lines[0].spans if span.icon]
    assert icons == [("dynasty", "bow"), ("tile", "red")]
    assert not any("🏹" in span.text or "🟥" in span.text for span in recent.lines[0].spans)
    assert tr.render_board(midgame(), log=log) != tr.render_board(midgame())


def test_the_final_image_shows_the_winner_and_the_points_with_treasures() -> None:
    view = game_over()
    sections = tr.build_panel(view, ["Ana", "Bo", "Cy"], "en")
    assert sections[0].header.text == "Game over — winner: Bull Cy"
    winner = next(s for s in sections if s.key == "player:2")
    assert "★ winner" in winner.header.text and winner.highlight == "active"
    lines = _lines(sections, "player:2")
    assert lines["final"] == "Final score: 9 (with treasures)"
    assert lines["score"] == "Temple 9 Farm 10 Market 9 Settlement 9"  # 7, 10, 8, 9 + three treasures
    spanish = tr.build_panel(view, ["Ana", "Bo", "Cy"], "es")
    assert spanish[0].header.text == "Partida terminada — gana: Buey Cy"


def test_kingdom_outlines_and_the_treasure_taken_first_do_not_look_alike() -> None:
    """Kingdoms keep their thick two-tone frame; a priority treasure has a crown and no frame, and
    no kingdom is outlined in gold."""
    for colour in tr.KINGDOM_RGB:
        for gold in (common.Palette.GOLD, common.Palette.GOLD_DARK, common.Palette.ORANGE,
                     common.Palette.YELLOW):
            assert sum(abs(a - b) for a, b in zip(colour, gold)) > 120, (colour, gold)
    view = classic_empty()
    img = tr.render_image(view, lang="en")
    top = tr.board_origin(tr.build_panel(view, None, "en"))
    x, y = tr.parse_square("B2")  # a framed corner on the printed board: a priority treasure
    left, cell_top, _, _ = tr.square_box(x, y)
    for inset in (2, 3, 4):  # plain land between the square's edge and its tile (no gold frame)
        pixel = img.getpixel((left + inset, top + cell_top + tr.CELL // 2))
        assert sum(abs(a - b) for a, b in zip(pixel, tr.LAND)) < 10, (inset, pixel)
    assert tr.treasure_sprite(30, True).tobytes() != tr.treasure_sprite(30).tobytes()


def test_the_essentials_read_at_discords_inline_width() -> None:
    """Discord shows the image inline about 550 px wide: the board fills the width, the panel's
    text is at least 13 px there and a leader's strength badge 16 px (half a square)."""
    scale = 550 / tr.WIDTH
    assert tr.WIDTH == tr.BOARD_IMAGE_W  # one column: nothing beside the board
    assert tr.BODY * scale >= 13 and tr.HEAD * scale >= 15
    piece = tr.leader_piece("bow", "red", 3, tr.CELL)
    badge = piece.getchannel("A").crop((tr.CELL // 2, tr.CELL // 2, tr.CELL, tr.CELL)).getbbox()
    assert badge is not None and (badge[2] - badge[0]) * scale >= 15
