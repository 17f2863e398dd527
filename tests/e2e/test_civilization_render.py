"""Civilization's images (issues 14, 30 and 36): the posted board is read on a phone (no text
under 15 px at 1,000 px wide), shows the region where the phase is, tells every nation by letter
as well as colour (Babylon and Assyria by colour too), crops a small game to its areas in play,
and keeps the whole map one click away; the A.S.T. shows each nation's next entry requirement.
Everything is drawn from the public view only, in the reader's language. Texts drawn are
recorded from Pillow's `ImageDraw.text`, with the size of their font."""

from __future__ import annotations

import io
import random
import re
from collections import Counter
from functools import cache
from typing import Any

import pytest
from coloraide import Color
from PIL import Image, ImageChops, ImageDraw, ImageStat

import i18n
from engine.civilization import GAME
from engine.civilization.data import AREAS
from engine.core import Event
from engine.core.game import apply
from offline import Driver
from present.civilization import NATION_LETTER
from render import civilization as civ_render
from tests.e2e.civ_script import Script, next_move
from tests.e2e.test_platform_support import latest_public_state

# Every test here looks at the pixels of the boards (tests/e2e/conftest.py: `board_images`).
pytestmark = pytest.mark.images

NAMES = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Gina", "Hugo"]


@cache
def late_game(players: int = 8, rounds: int = 16, seed: int = 1) -> Any:
    """A robot game (engine only, as the e2e tests' robots play it) after `rounds` rounds."""
    state = GAME.setup(players, GAME.parse_options({}), seed)
    script, version = Script(seed=seed, first_round=10**6), 1
    while not GAME.is_over(state) and state.round < rounds:
        seat, text, _ = next_move(state, script, version)
        state = apply(GAME, state, seat, text).state
        version += 1
    return state


@cache
def at(players: int, rounds: int, phase: str, seed: int = 3) -> tuple[Any, tuple[Event, ...]]:
    """A robot game at the first `phase` of round `rounds` or later, with the public events of
    the action that led there (what the board shows with it)."""
    rnd = random.Random(seed)
    state = GAME.setup(players, GAME.parse_options({}), seed)
    events: list[Event] = []
    while not (state.round >= rounds and state.phase == phase):
        assert not GAME.is_over(state)
        seat = rnd.choice(GAME.seats_awaited(state))
        applied = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd), robot=True)
        state, events = applied.state, [e for e in applied.events if e.to is None]
    return state, tuple(events)


def view_at(players: int, rounds: int, phase: str = "movement") -> dict[str, Any]:
    return GAME.public_view(at(players, rounds, phase)[0])


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Every text drawn from now on, with its font's size in pixels (chips drawn afresh)."""
    texts: list[tuple[str, int]] = []
    real = ImageDraw.ImageDraw.text

    def text(draw: Any, xy: Any, what: Any, *args: Any, **kwargs: Any) -> Any:
        texts.append((str(what), int(kwargs.get("font").size)))
        return real(draw, xy, what, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    civ_render._chip_sprite.cache_clear()  # chips are drawn once each and then pasted
    return texts


def named(name: str, texts: set[str]) -> bool:
    """Whether a name was drawn, on one line or on two (cut at a space)."""
    return name in texts or any(
        name[:i] in texts and name[i + 1 :] in texts for i, ch in enumerate(name) if ch == " "
    )


def png(data: bytes | None) -> Image.Image:
    assert data is not None
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    return image


# --------------------------------------------------------------------------- read on a phone
BOARDS = [(3, 3), (3, 14), (5, 14), (8, 4), (8, 18)]  # players, round: early and late


@pytest.mark.parametrize(("players", "rounds"), BOARDS)
def test_no_text_on_the_posted_board_is_under_15_px_at_phone_width(
    drawn: list[tuple[str, int]], players: int, rounds: int
) -> None:
    """Shown 1,000 px wide (a phone), the smallest text of the board is at least 15 px: the
    smallest font × (1000 / image width). The A.S.T., a player's region and panel too."""
    state, events = at(players, rounds, "movement")
    view = GAME.public_view(state)
    images = {
        "board": lambda: civ_render.render_board(view, NAMES, "es", events),
        "ast": lambda: civ_render.render_ast(view, NAMES, "es"),
        "zoom": lambda: civ_render.render_zoom(view, view["mover"], NAMES, "en"),
        "panel": lambda: civ_render.render_panel(view, view["mover"], NAMES, "es"),
    }
    for what, make in images.items():
        drawn.clear()
        civ_render._chip_sprite.cache_clear()
        data = make()
        width = png(data).width
        assert width == civ_render.BOARD_WIDTH
        assert len(data) < 250 * 1024, (what, len(data))
        smallest = min(size for _, size in drawn)
        assert smallest * 1000 / width >= 15, (what, [t for t in drawn if t[1] == smallest][:5])


def shown_on_board(view: dict[str, Any], events: Any, areas: Any) -> list[str]:
    """The areas the posted board shows, its windows chosen as `render_board` chooses them: the
    anchor (name and pieces) well inside one of them."""
    windows = civ_render.choose_windows(civ_render.focus(view, events).areas, view["areas_in_play"])
    return [a for a in areas if any(w.shows(*AREAS[a].anchor, margin=-10) for w in windows)]


def test_the_board_shows_the_movers_region_with_every_area_named(drawn: list[tuple[str, int]]) -> None:
    # Round 18 of this game: the windows showed 10 of the mover's 13 areas before every focus area
    # was shown (the scale lowered as far as it takes, or two windows).
    state, events = at(8, 18, "movement")
    view = GAME.public_view(state)
    mover = view["mover"]
    seen = civ_render.focus(view, events)
    assert seen.key == "render.civilization.focus.move" and seen.seats == [mover]
    assert set(civ_render.areas_of(view, mover)) <= set(seen.areas)
    shown = shown_on_board(view, events, seen.areas)
    assert shown == seen.areas
    drawn.clear()
    image = png(civ_render.render_board(view, NAMES, "en", events))
    assert image.height <= 1000  # a phone screen's worth: 1000 × 800–1000
    texts = {text for text, _ in drawn}
    nation = i18n.t(f"civilization.nation.{view['players'][mover]['nation']}", "en")
    assert f"{NAMES[mover]} ({nation}) moves" in {text.split(" · ")[0] for text in texts}
    for area in shown:  # every area of the mover that the board shows is named
        assert named(i18n.t(f"civilization.area.{area}", "en"), texts), area


def test_the_posted_region_shows_every_area_of_the_awaited_players_or_of_the_change() -> None:
    """Issue 30, a map read on a phone: over every 6th position of a robot game, the board shows
    every area where the phase is — the mover's (tokens, cities, ships), a calamity victim's, one
    or two awaited players', else the areas the change's events name — at the scale that takes
    (down to the whole map in play, the overview), never a readable part of them only."""
    rnd = random.Random(6)
    state = GAME.setup(6, GAME.parse_options({}), 6)
    events: list[Event] = []
    checked = Counter[str]()
    for n in range(20_000):
        if GAME.is_over(state):
            break
        awaited = GAME.seats_awaited(state)
        if n % 6 == 0:
            view = GAME.public_view(state)
            resolving = view.get("resolving")
            if view.get("mover") is not None:
                where, must = "mover", civ_render.areas_of(view, view["mover"])
            elif resolving:
                where, must = "victim", civ_render.areas_of(view, resolving["victim"])
            elif len(awaited) <= 2 and any(civ_render.areas_of(view, s) for s in awaited):
                where, must = "awaited", [a for s in awaited for a in civ_render.areas_of(view, s)]
            else:
                where, must = "events", civ_render.event_areas(events)
            missing = set(must) - set(shown_on_board(view, events, must))
            assert not missing, (n, state.round, view["phase"], where, sorted(missing))
            checked[where] += 1
        seat = rnd.choice(awaited)
        applied = apply(GAME, state, seat, GAME.autoplay(state, seat, rnd), in_place=True, robot=True)
        state, events = applied.state, [e for e in applied.events if e.to is None]
    assert GAME.is_over(state) and min(checked.values()) >= 5 and len(checked) == 4, checked


def test_the_focus_comes_from_the_view_and_the_events() -> None:
    """Where the phase is: the mover; a calamity's victim and whoever else it asks; the players an
    open question waits for; else the areas the change's events name; else the busiest part
    (before any piece is placed, the middle of the areas in play)."""
    view = view_at(5, 10)
    others = [p["seat"] for p in view["players"] if p["seat"] != view["mover"]]
    plain = {**view, "mover": None, "ask": None, "resolving": None}
    assert civ_render.focus(plain).key == "render.civilization.focus.busiest"
    assert civ_render.focus({**plain, "pieces": []}).key == "render.civilization.focus.map"
    happened = [Event(key="civilization.log.city_built", params={"seat": 0, "area": "athens"}),
                Event(key="civilization.log.nation", params={"seat": 1, "nation": "babylon"}),
                Event(key="civilization.log.card_drawn", params={"area": "crete"}, to=[1])]
    seen = civ_render.focus(plain, happened)
    assert (seen.key, seen.areas) == ("render.civilization.focus.events", ["athens"])  # nations, private: not
    asked = {**plain, "ask": {"kind": "build", "waiting": others[:1], "answered": [], "sequential": False}}
    seen = civ_render.focus(asked, happened)
    assert seen.key == "render.civilization.focus.waiting" and seen.seats == others[:1]
    calamity = {**asked, "resolving": {"card": "flood", "victim": others[1], "stage": "", "data": {}}}
    seen = civ_render.focus(calamity)
    assert seen.key == "render.civilization.focus.calamity" and seen.seats == [others[1], others[0]]
    hit = set(civ_render.areas_of(view, others[1])) | set(civ_render.areas_of(view, others[0]))
    assert set(seen.areas) == hit


# --------------------------------------------------------------------------- nations and pieces
def expected_marks(view: dict[str, Any], areas: set[str] | None = None) -> Counter[str]:
    """The texts every stack, city and ship of these areas must show: its nation's letter."""
    nation = {p["seat"]: p["nation"] for p in view["players"]}
    out: Counter[str] = Counter()
    for piece in view["pieces"]:
        if areas is not None and piece["area"] not in areas:
            continue
        for seat, n in piece["tokens"].items():
            out[NATION_LETTER[nation[int(seat)]] + str(n)] += 1
        if piece.get("city") is not None:
            out[NATION_LETTER[nation[piece["city"]]]] += 1
        for seat, n in piece["ships"].items():
            out[NATION_LETTER[nation[int(seat)]] + (str(n) if n > 1 else "")] += 1
    return out


def test_every_stack_city_and_ship_shows_its_nations_letter(
    drawn: list[tuple[str, int]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every stack is a chip with its nation's letter and count, every city and ship carries the
    letter: never colour alone. (Chips are drawn once each and then pasted: pastes are counted.)"""
    pasted: list[str] = []
    paste = civ_render._paste_chip

    def counted(img: Image.Image, x: float, y: float, nation: str, text: str) -> None:
        pasted.append(text)
        paste(img, x, y, nation, text)

    monkeypatch.setattr(civ_render, "_paste_chip", counted)
    view = GAME.public_view(late_game())
    assert len({p["nation"] for p in view["players"] if p["tokens_on_board"] or p["cities_on_board"]}) == 8
    assert any(piece["ships"] for piece in view["pieces"])
    civ_render.full_image(view, NAMES, "en")
    missing = expected_marks(view) - Counter(text for text, _ in drawn) - Counter(pasted)
    assert not missing, missing
    # The posted board: every piece of the areas it shows.
    drawn.clear()
    pasted.clear()
    seen = civ_render.focus(view)  # the windows `render_image` draws, `every` included
    windows = civ_render.choose_windows(seen.areas, view["areas_in_play"], every=seen.every)
    civ_render.render_image(view, NAMES, "en")
    shown = {a for a in AREAS if any(w.shows(*AREAS[a].anchor) for w in windows)}
    assert not expected_marks(view, shown) - Counter(text for text, _ in drawn) - Counter(pasted)


def test_babylon_and_assyria_differ_by_more_than_their_letters() -> None:
    """Issue 36 item 14: Babylon's purple and Assyria's pink-purple. Their colours now differ by
    a CIEDE2000 distance of 40 or more (a clearly different colour, not a shade), and stay apart
    for readers with each kind of colour blindness (simulated)."""

    def colour(nation: str) -> Color:
        return Color("srgb", [c / 255 for c in civ_render.NATION_COLOUR[nation]])

    babylon, assyria = colour("babylon"), colour("assyria")
    assert babylon.delta_e(assyria, method="2000") >= 40
    for deficiency in ("protan", "deutan", "tritan"):
        seen = babylon.filter(deficiency).delta_e(assyria.filter(deficiency), method="2000")
        assert seen >= 25, (deficiency, seen)
    # And every nation's colour is apart from every other's (the letter tells the rest).
    nations = sorted(civ_render.NATION_COLOUR)
    for i, a in enumerate(nations):
        for b in nations[i + 1 :]:
            assert colour(a).delta_e(colour(b), method="2000") >= 18, (a, b)


def test_white_pieces_have_a_dark_outline_on_the_land() -> None:
    """Egypt's white chips were hard to see on the sand: every chip has a 2-px dark outline
    (kept by its mask when pasted), then its colour."""
    sprite, mask = civ_render._chip_sprite("egypt", "E3")
    y = sprite.height // 2
    assert [mask.getpixel((x, y)) for x in range(4)] == [255] * 4
    assert [sprite.getpixel((x, y)) for x in range(4)] == [civ_render.INK] * 2 + [(255, 255, 255)] * 2


# --------------------------------------------------------------------------- fewer players
def test_a_three_player_board_is_cropped_to_the_areas_in_play() -> None:
    """Issue 36 item 14: a 3-player map was more than half grey. The whole map is cropped to the
    land areas in play; the posted board never shows more than that."""
    view = view_at(3, 14)
    eight = view_at(8, 4)
    small, large = civ_render.full_image(view, NAMES, "en"), civ_render.full_image(eight, NAMES, "en")
    assert small.width < large.width * 0.7

    def grey(image: Image.Image) -> float:
        counts = dict((colour, n) for n, colour in image.getcolors(1 << 22))
        return counts.get(civ_render.OUT, 0) / (image.width * image.height)

    assert grey(small) < 0.2, grey(small)
    assert grey(civ_render.render_image(view, NAMES, "en")) < 0.2
    window = civ_render.whole_window(view["areas_in_play"], civ_render.FULL_SCALE)
    for area in view["areas_in_play"]:  # and every land area in play is on it
        if not AREAS[area].sea:
            assert window.shows(*AREAS[area].anchor), area


# --------------------------------------------------------------------------- A.S.T.
def test_the_ast_shows_every_nations_next_entry_requirement(drawn: list[tuple[str, int]]) -> None:
    view = GAME.public_view(late_game())
    civ_render.render_ast(view, NAMES, "es")
    texts = [text for text, _ in drawn]
    for p in view["players"]:
        assert NAMES[p["seat"]] in texts
        entry = p["next_entry"]
        assert entry is not None  # nobody is on the final square at round 16
        epoch = i18n.t(f"civilization.epoch.{entry['epoch']}", "es") if entry["epoch"] != "final" else None
        line = i18n.t(
            "render.civilization.ast.entry",
            "es",
            epoch=epoch or i18n.t("render.civilization.ast.final", "es"),
            column=entry["column"],
            what=i18n.t(f"civilization.req.{entry['what']}", "es", n=entry["needed"]),
            has=entry["has"],
        )
        assert line in texts or "✓ " + line in texts, line


# --------------------------------------------------------------------------- public only
def test_images_are_drawn_from_the_public_view_only(drawn: list[tuple[str, int]]) -> None:
    """Swapping two players' hands (same sizes) changes no image byte, and no card of a hand is
    ever drawn: the renderer reads the public view, which holds how many cards, never which."""
    state = late_game()
    hands = [sorted(p.hand) for p in state.seats]
    a, b = next((x, y) for x in range(8) for y in range(x + 1, 8) if len(hands[x]) == len(hands[y]) != 0
                and hands[x] != hands[y])
    swapped = state.model_copy(deep=True)
    swapped.seats[a].hand, swapped.seats[b].hand = list(state.seats[b].hand), list(state.seats[a].hand)

    def images(s: Any) -> list[bytes | None]:
        view = GAME.public_view(s)
        return [
            civ_render.render_board(view, NAMES, "en"),
            civ_render.render_full(view, NAMES, "en"),
            civ_render.render_ast(view, NAMES, "en"),
            civ_render.render_panel(view, a, NAMES, "en"),
            civ_render.render_zoom(view, a, NAMES, "en"),
        ]

    drawn.clear()
    assert images(state) == images(swapped)
    cards = {i18n.t(f"civilization.card.{c}", "en") for p in state.seats for c in p.hand}
    assert cards and not [t for t, _ in drawn if t in cards]


def test_area_names_follow_the_reader(drawn: list[tuple[str, int]]) -> None:
    view = GAME.public_view(late_game())
    civ_render.render_full(view, NAMES, "es")
    texts = {t for t, _ in drawn}
    assert named(i18n.t("civilization.area.aegean_sea", "es"), texts)  # "Mar Egeo"
    assert named(i18n.t("civilization.area.upper_egypt", "es"), texts)  # "Alto Egipto"
    assert not named("Aegean Sea", texts) and not named("Upper Egypt", texts)


def test_the_map_keeps_its_colours_in_one_palette() -> None:
    """Each map is mapped to the palette chosen once (issue 20): the same view gives the same
    bytes whatever was drawn before, and no pixel strays far from the drawing."""
    state, events = at(8, 18, "movement")
    view = GAME.public_view(state)
    first = civ_render.render_board(view, NAMES, "en", events)
    civ_render.board_palette.cache_clear()
    civ_render._chip_sprite.cache_clear()
    assert civ_render.render_board(view, NAMES, "en", events) == first
    image = png(first)
    assert image.mode == "P"
    diff = ImageChops.difference(image.convert("RGB"), civ_render.render_image(view, NAMES, "en", events))
    assert max(high for _, high in diff.getextrema()) <= 40, diff.getextrema()
    assert max(ImageStat.Stat(diff).mean) < 1.5


# --------------------------------------------------------------------------- one click away
async def test_the_whole_map_is_one_click_away(driver: Driver) -> None:
    """The board carries a "Whole map" button: whoever presses it gets the whole map at full
    resolution, ephemerally (the board itself shows a region)."""
    from tests.e2e.test_civilization_e2e import new_civ

    await new_civ(driver, ("alice", "bob", "carol"))
    board = latest_public_state(driver)
    button = next(b for b in board.buttons if re.fullmatch(r"ag:i:\d+:map", b.custom_id or ""))
    assert button.label == "Whole map"
    result = await driver.click("bob", board, custom_id=button.custom_id)
    assert result.error is None and not result.public
    reply = result.ephemeral[-1]
    image = Image.open(reply.files[0])
    assert image.format == "PNG" and image.width > civ_render.BOARD_WIDTH
