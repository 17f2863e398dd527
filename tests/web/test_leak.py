"""Nothing hidden reaches a page: for a complete robot game of every game, every moment of its
history, as the pages show it, is the same when the state's hidden values are swapped
(tests/web/hidden.py), and so are the pages and board images served.

- Every moment: its frame (public view, who is awaited and for what, public events, outcome) from
  the state and from the state with its hidden values swapped are equal. (Whether a move's public
  events depend on hidden values is the engine's contract, checked by each game's property tests.)
- Pages: the pages served for the game now, for moments across its history and for its whole log
  are byte for byte the pages built (by the server's own code) from the swapped states; their
  images (whose addresses digest everything they are drawn from: the board, Civilization's
  A.S.T., every TTA player's tableau) are drawn the same.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest
from aiohttp.test_utils import TestClient

from engine import registry
from engine.core import apply
from storage import Store
from tests.web.hidden import swapped
from tests.web.stored import StoredGames
from web import words
from web.images import render_calls
from web.links import Links
from web.server import WebApp
from web.timeline import Frame, Timeline

PAGES_PER_GAME = 12  # history pages compared byte for byte, spread over the game (every frame is)
IMAGES_PER_GAME = 3


class SwappedTimeline(Timeline):
    """A timeline whose moments are the swapped states of the real one's."""

    swapped_frames: dict[int, Frame]

    def frame(self, applied: int) -> Frame:
        return self.swapped_frames[applied]


def replayed_states(record, actions) -> tuple[Timeline, list]:
    timeline = Timeline.replay(record, actions)
    game = timeline.game
    state = game.setup(record.setup_players, game.parse_options(record.options), record.seed)
    states = [game.load_state(state.model_dump_json())]
    for step in timeline.steps:
        state = apply(game, state, step.seat, step.action_text, in_place=True).state
        states.append(game.load_state(state.model_dump_json()))
    return timeline, states


def shadow_of(timeline: Timeline, record, states, frames, game_id, rnd):
    """The timeline and record of the swapped world: its moments, its kept states and its
    snapshot are the real ones with their hidden values swapped."""
    fields = timeline.__dataclass_fields__.values()
    shadow = SwappedTimeline(**{f.name: getattr(timeline, f.name) for f in fields if f.init})
    shadow.swapped_frames = frames
    shadow.checkpoints = {k: swapped(game_id, states[k], rnd)[0].model_dump_json()
                          for k in timeline.checkpoints}
    final, _ = swapped(game_id, states[-1], rnd)
    shadow._last = final
    shadow._memo = {}
    return shadow, replace(record, snapshot=final.model_dump_json())


@pytest.mark.parametrize("game_id", ["tigris", "antike", "age_of_heroes", "tta", "civilization"])
async def test_no_page_or_image_changes_when_hidden_values_are_swapped(
        client: TestClient, stored: StoredGames, links: Links, game_id: str) -> None:
    rnd = random.Random(f"leak:{game_id}")
    store = await Store.open(stored.path, read_only=True)
    try:
        record = await store.get_game(stored.finished[game_id])
        assert record is not None
        actions = await store.list_actions(record.id, include_undone=True)
        names = await store.get_users({s.user_id for s in record.seats})
    finally:
        await store.close()
    user_names = {u: str(r.settings["name"]) for u, r in names.items()}
    timeline, states = replayed_states(record, actions)
    game = registry.get(game_id)

    # Every moment's frame is blind to the hidden values.
    frames: dict[int, Frame] = {}
    hidden = 0
    for applied, state in enumerate(states):
        other, count = swapped(game_id, state, rnd)
        hidden += count
        events = timeline.steps[applied - 1].events if applied else timeline.setup_events
        frames[applied] = Frame.of(game, other, events)
        if count:  # (nothing swapped: the same moment)
            same = Frame.of(game, state, events)
            assert frames[applied] == same, f"moment {applied} depends on hidden values"
    assert hidden > 0 or game_id == "antike"

    # The pages served are the pages the server builds from the swapped states.
    shadow, shadow_record = shadow_of(timeline, record, states, frames, game_id, rnd)
    builder = WebApp.__new__(WebApp)  # only its page building, nothing served
    base = links.game_path(record.id)
    switch = [(code, label, f"{base}?lang={code}") for code, label in (("en", "English"), ("es", "Español"))]
    listed = words.listed_steps(words.presenter_for(game_id), timeline.steps,
                                words.presenter_names(record, user_names), "en")
    total = len(listed)
    steps = sorted({0, 1, total, *range(0, total + 1, max(1, total // (PAGES_PER_GAME - 3)))})
    admin = []  # none in these games
    images = 0
    for step, whole in [(None, False), (None, True), *((s, False) for s in steps)]:
        path = base + ("/log" if whole else "" if step is None else f"/{step}")
        served = await client.get(path, headers={"Accept-Language": "en"})
        assert served.status == 200
        switch = [(c, label, f"{served.url.path}?lang={c}") for c, label, _ in switch]
        page, drawings = builder._build_game_page(shadow_record, shadow, step, whole, "en", user_names, {},
                                                  admin, base, switch)
        assert await served.read() == page.body, f"{path} shows hidden values"
        if drawings and images < IMAGES_PER_GAME and step in (None, total // 2, total):
            addresses = re.findall(r'<img (?:id="board"|class="extra") src="([^"]+)"', page.body.decode())
            assert len(addresses) == len(drawings)
            if game_id == "tta":  # the board, then every player's tableau
                assert [a.split("/img/")[1].split("-")[1] for a in addresses] == \
                    ["board", *(f"tableau{seat + 1}" for seat in range(len(record.seats)))]
            for address, (_, draw) in zip(addresses, drawings, strict=True):
                drawn = await client.get(address)
                assert await drawn.read() == draw(), f"an image of {path} shows hidden values"
            images += 1
    assert images >= 2 or game_id not in ("tigris", "civilization", "tta")


def test_an_image_address_digests_everything_its_board_is_drawn_from() -> None:
    game = registry.get("tigris")
    state = game.setup(3, game.parse_options({}), 3)
    frame = Frame.of(game, state)

    def digest(frame: Frame, names: list[str], lang: str) -> str:
        (drawing,) = render_calls(frame, names, lang)
        return drawing.digest

    shown = digest(frame, ["A", "B", "C"], "en")
    assert shown != digest(frame, ["A", "B", "D"], "en")
    assert shown != digest(frame, ["A", "B", "C"], "es")
    moved = Frame.of(game, apply(game, state, 0, game.autoplay(state, 0, random.Random(1))).state)
    assert shown != digest(moved, ["A", "B", "C"], "en")
    civilization = registry.get("civilization")
    at_start = Frame.of(civilization, civilization.setup(3, civilization.parse_options({}), 3))
    assert [c.name for c in render_calls(at_start, ["A", "B", "C"], "en")] == ["map", "ast"]


async def test_a_game_in_progress_shows_nothing_hidden_now(client: TestClient, stored: StoredGames,
                                                            links: Links) -> None:
    """The page of a game being played (whose move, the deadline, the board) against the same page
    built from the game with its hidden tiles dealt anew and its hidden points changed."""
    rnd = random.Random("leak:active")
    store = await Store.open(stored.path, read_only=True)
    try:
        record = await store.get_game(stored.active)
        assert record is not None
        actions = await store.list_actions(record.id, include_undone=True)
        users = await store.get_users({s.user_id for s in record.seats})
        deadlines = {r.seat: r.due_at for r in await store.list_schedules(record.id) if r.kind == "deadline"}
    finally:
        await store.close()
    user_names = {u: str(r.settings["name"]) for u, r in users.items()}
    timeline, states = replayed_states(record, actions)
    frames = {n: Frame.of(timeline.game, swapped("tigris", s, rnd)[0],
                          timeline.steps[n - 1].events if n else timeline.setup_events)
              for n, s in enumerate(states)}
    shadow, shadow_record = shadow_of(timeline, record, states, frames, "tigris", rnd)
    assert shadow_record.snapshot != record.snapshot  # something was hidden, and was swapped
    base = links.game_path(record.id)
    served = await client.get(base, headers={"Accept-Language": "es"})
    switch = [("en", "English", f"{base}?lang=en"), ("es", "Español", f"{base}?lang=es")]
    page, _ = WebApp.__new__(WebApp)._build_game_page(shadow_record, shadow, None, False, "es", user_names,
                                                      deadlines, [], base, switch)
    assert await served.read() == page.body
