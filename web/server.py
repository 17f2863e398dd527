"""The web server (aiohttp): read-only pages per game, their history, their board images, and the
lists of the servers that publish theirs.

    /g/<id>-<token>            the game now
    /g/<id>-<token>/<n>        the game after n moves of its public log (0: the start)
    /g/<id>-<token>/log        the whole public log
    /g/<id>-<token>/img/<now|n>-<lang>-<digest>   a board image (web/images.py)
    /s/<server id>             a server's games, when it publishes them (`/agora settings web_list:`)
    /static/<name>.<digest>.css|js, /healthz

Reads only, through the Store's public methods; never blocks the event loop: replays, words,
templates and images are made in a small thread pool of its own (the bot's default pool stays
free for game work). Pages are cached per game version, language and moment, and answered with
an ETag (If-None-Match → 304); images are content-addressed and kept for good by browsers.
Anything unknown — a wrong token, a game that does not exist, a path that is not a page — gets
the same plain 404 page; a client over the rate limit gets 429.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import re
import signal
import time
import zlib
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

from aiohttp import web

import i18n
from engine import registry
from service.guilds import GuildSettings
from service.scheduling import DEADLINE
from storage import GameRecord, Store
from web import pages, words
from web.config import WebConfig
from web.images import Draw, Drawing, ImageCache, boards, content_type, render_calls, warm
from web.links import Links, load_secret, parse_game_key
from web.ratelimit import RateLimiter
from web.timeline import Frame, HistoryUnavailable, Timeline, current_frame

log = logging.getLogger("agora.web")

T = TypeVar("T")
LANG_COOKIE = "agora_lang"
PAGE_CACHE_BYTES = 32 * 1024 * 1024  # pages kept (each a few to a few hundred KB)
TIMELINES = 32  # games whose replayed log is kept
LIST_LIMIT = 200  # games on a server's list
BOARD_FIRST_SECONDS = 2.0  # how long a new page's rest waits for its board to be drawn first
_IMAGE_NAME = re.compile(
    r"^(?P<which>now|[0-9]{1,6})-(?P<board>[a-z0-9]{1,12})-(?P<lang>en|es)-(?P<digest>[0-9a-f]{20})$")
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; "
                               "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # a game's address is its secret: never sent elsewhere
    "X-Frame-Options": "DENY",
    "X-Robots-Tag": "noindex, nofollow",
}


@dataclass(frozen=True)
class Cached:
    body: bytes
    etag: str  # the body's digest (the header quotes it, weak for texts: they may be compressed)
    content_type: str


@dataclass(frozen=True)
class Shown:
    """An image on a page: its address and its text alternative."""

    url: str
    alt: str


def _alt(drawing: Drawing, names: list[str], board_alt: str, lang: str) -> str:
    """An image's text alternative: the board's is the state message's title; a player's image
    (a TTA tableau: "Civilizations: Alice") says whose it is."""
    if drawing.seat is None or drawing.alt is None:
        return board_alt
    return i18n.t(drawing.alt, lang, who=names[drawing.seat] if 0 <= drawing.seat < len(names) else "?")


def _etag(body: bytes) -> str:
    return hashlib.sha256(body).hexdigest()[:24]


def choose_language(query: str | None, cookie: str | None, accept: str | None) -> str:
    """The page's language: the switch (`?lang=`), else the remembered choice, else the browser's
    Accept-Language (the first of English and Spanish by preference), else English."""
    for chosen in (query, cookie):
        if chosen in i18n.LANGUAGES:
            return chosen
    best: tuple[float, int, str] | None = None
    for index, part in enumerate((accept or "").split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        lang = tag.strip().lower()[:2]
        if lang not in i18n.LANGUAGES:
            continue
        weight = 1.0
        found = re.search(r"q=([^;,\s]*)", params)
        if found:
            try:
                weight = float(found[1])
            except ValueError:
                continue
        if weight > 0 and (best is None or (weight, -index) > (best[0], best[1])):
            best = (weight, -index, lang)
    return best[2] if best else i18n.DEFAULT_LANGUAGE


class WebApp:
    """The pages of one database. `store` is the bot's own or a read-only one (`bot.py --web`)."""

    def __init__(self, store: Store, links: Links, *, workers: int = 2) -> None:
        self.store = store
        self.links = links
        self.config = links.config
        self.limiter = RateLimiter(self.config.rate_per_minute, self.config.burst)
        self.images = ImageCache()
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="agora-web")
        # Replays and whole pages (the log in words) in a pool of their own: a long one never
        # queues a page's top or its board, which a visitor waits for.
        self._history_pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="agora-web-history")
        self._pages: OrderedDict[Hashable, Cached] = OrderedDict()
        self._pages_size = 0
        self._timelines: OrderedDict[int, Timeline] = OrderedDict()
        self._building: dict[Hashable, asyncio.Future[Any]] = {}
        self._timeline_locks: dict[int, asyncio.Lock] = {}
        self._prefetching: set[asyncio.Future[Any]] = set()
        self.app = self._make_app()

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
        self._history_pool.shutdown(wait=False, cancel_futures=True)

    # --- the application ------------------------------------------------------------------
    def _make_app(self) -> web.Application:
        app = web.Application(middlewares=[self._guard], client_max_size=1024)
        app.router.add_get("/healthz", self._health)
        app.router.add_get("/static/{name}", self._static)
        app.router.add_get("/s/{guild}", self._guild_list)
        app.router.add_get("/g/{key}", self._game_now)
        app.router.add_get("/g/{key}/log", self._game_log)
        app.router.add_get("/g/{key}/img/{name}", self._image)
        app.router.add_get("/g/{key}/{step:[0-9]{1,6}}", self._game_step)
        return app

    @web.middleware
    async def _guard(self, request: web.Request,
                     handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.StreamResponse:
        """The rate limit, the plain error pages, and the headers every answer carries."""
        lang = self._lang(request)
        if not self.limiter.allow(self._client(request), time.monotonic()):
            response: web.StreamResponse = self._error(429, "rate", lang)
            response.headers["Retry-After"] = "10"
        else:
            try:
                response = await handler(request)
            except web.HTTPNotFound:
                response = self._error(404, "not_found", lang)
            except web.HTTPMethodNotAllowed:
                response = self._error(405, "method", lang)
            except web.HTTPException as exc:
                if exc.status >= 400:
                    response = self._error(404, "not_found", lang)
                else:
                    raise
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("web page %s failed", request.rel_url.path[:200])
                response = self._error(500, "server", lang)
        for name, value in SECURITY_HEADERS.items():
            response.headers.setdefault(name, value)
        return response

    def _client(self, request: web.Request) -> str:
        if self.config.trust_proxy:
            forwarded = request.headers.get("X-Forwarded-For", "")
            last = forwarded.split(",")[-1].strip()
            if last:
                return last[:64]
        return request.remote or "?"

    def _lang(self, request: web.Request) -> str:
        return choose_language(request.query.get("lang"), request.cookies.get(LANG_COOKIE),
                               request.headers.get("Accept-Language"))

    def _error(self, status: int, kind: str, lang: str) -> web.Response:
        body = pages.render("error.html", lang, title=i18n.t(f"web.error.{kind}.title", lang),
                            body=i18n.t(f"web.error.{kind}.body", lang), switch=None)
        return web.Response(status=status, text=body, content_type="text/html", charset="utf-8",
                            headers={"Cache-Control": "no-store"})

    # --- plumbing -------------------------------------------------------------------------
    async def _in_pool(self, key: Hashable | None, work: Callable[[], T], *, history: bool = False) -> T:
        """`work` in the web's thread pool (`history`: the replays' and whole pages'); at most one
        at a time per key (a burst of requests for the same new page builds it once)."""
        loop = asyncio.get_running_loop()
        pool = self._history_pool if history else self._pool
        if key is None:
            return await loop.run_in_executor(pool, work)
        future = self._building.get(key)
        if future is None:
            future = asyncio.ensure_future(loop.run_in_executor(pool, work))
            self._building[key] = future
            future.add_done_callback(lambda _: self._building.pop(key, None))
        return await asyncio.shield(future)

    def _keep_page(self, key: Hashable, page: Cached) -> None:
        old = self._pages.pop(key, None)
        self._pages_size += len(page.body) - (len(old.body) if old is not None else 0)
        self._pages[key] = page
        while self._pages_size > PAGE_CACHE_BYTES and len(self._pages) > 1:
            _, dropped = self._pages.popitem(last=False)
            self._pages_size -= len(dropped.body)

    def _headers(self, request: web.Request, *, text: bool, cache_control: str,
                 lang: str | None) -> dict[str, str]:
        headers = {"Cache-Control": cache_control}
        vary = ["Accept-Encoding"] if text else []
        if lang is not None:
            vary += ["Accept-Language", "Cookie"]
            headers["Content-Language"] = lang
        if self._choosing(request, lang):  # an answer that sets a cookie is for this browser only
            headers["Cache-Control"] = cache_control.replace("public", "private")
        if vary:
            headers["Vary"] = ", ".join(vary)
        return headers

    @staticmethod
    def _choosing(request: web.Request, lang: str | None) -> bool:
        """The language switch was used (`?lang=`): the choice is remembered in a cookie."""
        return lang is not None and request.query.get("lang") == lang

    def _remember_language(self, request: web.Request, response: web.StreamResponse,
                           lang: str | None) -> None:
        if self._choosing(request, lang):
            response.set_cookie(LANG_COOKIE, str(lang), max_age=365 * 86400, path="/", samesite="Lax",
                                httponly=True)

    def _answer(self, request: web.Request, page: Cached, *, cache_control: str,
                lang: str | None = None) -> web.StreamResponse:
        text = page.content_type.startswith("text/")
        headers = self._headers(request, text=text, cache_control=cache_control, lang=lang)
        headers["ETag"] = f'W/"{page.etag}"' if text else f'"{page.etag}"'
        if any(tag.value in (page.etag, "*") for tag in request.if_none_match or ()):
            return web.Response(status=304, headers=headers)
        response = web.Response(body=page.body, headers=headers, content_type=page.content_type.split(";")[0],
                                charset="utf-8" if "charset" in page.content_type else None)
        if text:
            response.enable_compression()
        self._remember_language(request, response, lang)
        return response

    async def _record(self, request: web.Request) -> GameRecord:
        game_row = parse_game_key(self.links.secret, request.match_info["key"])
        record = None if game_row is None else await self.store.get_game(game_row)
        if record is None:
            raise web.HTTPNotFound()
        return record

    async def _user_names(self, record: GameRecord, *more: int) -> dict[int, str]:
        ids = {s.user_id for s in record.seats} | {p.user_id for p in record.players} | set(more)
        users = await self.store.get_users(ids)
        return {uid: str(u.settings.get("name")) for uid, u in users.items() if u.settings.get("name")}

    async def _timeline(self, record: GameRecord) -> Timeline:
        """The record's log replayed (cached per game; carried on from an older version when the
        log only grew)."""
        lock = self._timeline_locks.setdefault(record.id, asyncio.Lock())
        async with lock:
            cached = self._timelines.get(record.id)
            if cached is not None and cached.version == record.version:
                self._timelines.move_to_end(record.id)
                return cached
            actions = await self.store.list_actions(record.id, include_undone=True)

            def build() -> Timeline:
                if cached is not None and cached.version < record.version:
                    grown = cached.extended(record, actions)
                    if grown is not None:
                        return grown
                return Timeline.replay(record, actions)

            timeline = await self._in_pool(None, build, history=True)
            self._timelines[record.id] = timeline
            self._timelines.move_to_end(record.id)
            while len(self._timelines) > TIMELINES:
                self._timelines.popitem(last=False)
            for old in list(self._timeline_locks):
                if old not in self._timelines and not self._timeline_locks[old].locked():
                    del self._timeline_locks[old]
            return timeline

    async def _timeline_or_none(self, record: GameRecord) -> Timeline | None:
        try:
            return await self._timeline(record)
        except HistoryUnavailable as exc:
            log.warning("game %s: history unavailable on the web (%s)", record.id, exc)
            return None

    def _switch(self, request: web.Request) -> list[tuple[str, str, str]]:
        return [(code, i18n.t(f"web.lang.{code}", code), f"{request.rel_url.path}?lang={code}")
                for code in i18n.LANGUAGES]

    # --- handlers -------------------------------------------------------------------------
    async def _health(self, request: web.Request) -> web.Response:
        return web.Response(text="ok", headers={"Cache-Control": "no-store"})

    async def _static(self, request: web.Request) -> web.StreamResponse:
        found = pages.static_files().get(request.match_info["name"])
        if found is None:
            raise web.HTTPNotFound()
        page = Cached(found.body, _etag(found.body), found.content_type)
        return self._answer(request, page, cache_control="public, max-age=31536000, immutable")

    async def _game_now(self, request: web.Request) -> web.StreamResponse:
        return await self._game_page(request, None, whole_log=False)

    async def _game_log(self, request: web.Request) -> web.StreamResponse:
        return await self._game_page(request, None, whole_log=True)

    async def _game_step(self, request: web.Request) -> web.StreamResponse:
        return await self._game_page(request, int(request.match_info["step"]), whole_log=False)

    async def _game_page(self, request: web.Request, step: int | None, *,
                         whole_log: bool) -> web.StreamResponse:
        lang = self._lang(request)
        record = await self._record(request)
        if record.quarantined is not None:
            return self._error(503, "stopped", lang)
        base = self.links.game_path(record.id)
        switch = self._switch(request)
        if record.seed is None or record.snapshot is None:
            if step is not None or whole_log:
                raise web.HTTPNotFound()
            return await self._lobby(request, record, lang, switch)
        now = step is None and not whole_log
        admin = await self.store.admin_log(record.id) if step is None else []
        user_names = await self._user_names(record, *(a.user_id for a in admin))
        deadlines: dict[int, datetime] = {}
        if now and record.status == "active":
            deadlines = {r.seat: r.due_at for r in await self.store.list_schedules(record.id)
                         if r.kind == DEADLINE and r.seat is not None}
        paused = record.settings.get(words.PAUSED)
        key = ("page", record.id, record.version, record.status, str(paused), lang, step, whole_log,
               tuple(sorted(user_names.items())), tuple(sorted(deadlines.items())),
               tuple(a.id for a in admin), tuple(switch))
        cached = self._pages.get(key)
        if cached is None and step is None and not whole_log and request.method == "GET":
            return await self._stream_now(request, record, key, lang, user_names, deadlines, admin, base,
                                          switch)
        if cached is None:
            timeline = await self._timeline_or_none(record)
            if step is not None and timeline is None:
                raise web.HTTPNotFound()

            def build() -> tuple[Cached, list[tuple[str, Draw]]] | None:
                return self._build_game_page(record, timeline, step, whole_log, lang, user_names, deadlines,
                                             admin, base, switch)

            built = await self._in_pool(key, build, history=True)
            if built is None:  # no such moment in the game's history
                raise web.HTTPNotFound()
            cached, images = built
            self._keep_page(key, cached)
            self._prefetch(record.id, images)
        else:
            self._pages.move_to_end(key)
        return self._answer(request, cached, cache_control="public, no-cache", lang=lang)

    async def _stream_now(self, request: web.Request, record: GameRecord, key: Hashable, lang: str,
                          user_names: dict[int, str], deadlines: dict[int, datetime], admin: list[Any],
                          base: str, switch: list[tuple[str, str, str]]) -> web.StreamResponse:
        """The game page now, not made yet: its top, down to the images, is drawn from the stored
        snapshot and sent at once, so the browser fetches the board (drawn first) while the rest —
        the log in words and the statistics, which need the log replayed — is made; then the rest.
        The whole page is kept: later asks get it in one piece, with its ETag (this answer has
        none: its body is not known when its headers go)."""
        names = words.presenter_names(record, user_names)
        # A board that draws the last move's events needs the log replayed for them (Tigris).
        reads_events = any(board.reads_events for board in boards(record.game_id))
        timeline = await self._timeline_or_none(record) if reads_events else None

        def make_top() -> tuple[bytes, list[tuple[str, Draw]]]:
            frame = self._frame(record, timeline, None, user_names, lang)
            assert frame is not None
            calls = render_calls(frame, names, lang)
            page = words.page_top(record, frame, lang=lang, user_names=user_names)
            images = self._images(base, "now", calls, names, page.image_alt, lang)
            body = pages.render("game.html", lang, part="top", page=page, base=base, history=None, **images,
                                switch=switch)
            return body.encode(), [(c.digest, c.draw) for c in calls]

        top, drawings = await self._in_pool(None, make_top)
        board = self._prefetch(record.id, drawings)
        headers = {**self._headers(request, text=True, cache_control="public, no-cache", lang=lang),
                   **SECURITY_HEADERS}  # (the middleware's come too late for a streamed answer)
        response = web.StreamResponse(headers=headers)
        response.content_type, response.charset = "text/html", "utf-8"
        gzipped = "gzip" in request.headers.get("Accept-Encoding", "").lower()
        packer = zlib.compressobj(6, zlib.DEFLATED, 31) if gzipped else None
        if packer is not None:
            response.headers["Content-Encoding"] = "gzip"
        self._remember_language(request, response, lang)
        await response.prepare(request)
        # (flushed: the browser reads the board's address now, not when the rest is compressed)
        await response.write(top if packer is None
                             else packer.compress(top) + packer.flush(zlib.Z_SYNC_FLUSH))
        rest = b""
        try:
            if board is not None:  # the board first: the rest of the page waits for it, not it for the rest
                await asyncio.wait([board], timeout=BOARD_FIRST_SECONDS)
            if timeline is None:
                timeline = await self._timeline_or_none(record)

            def build() -> tuple[Cached, list[tuple[str, Draw]]] | None:
                return self._build_game_page(record, timeline, None, False, lang, user_names, deadlines,
                                             admin, base, switch)

            built = await self._in_pool(key, build, history=True)
            assert built is not None
            whole, _ = built
            if not whole.body.startswith(top):  # a page whose top is not made from the frame alone
                raise AssertionError("the streamed top of the page differs from the page")
            self._keep_page(key, whole)
            rest = whole.body[len(top):]
        except asyncio.CancelledError:
            raise
        except Exception:  # the top is gone: the page ends short, the next visit makes it again
            log.exception("web page %s failed after its top", request.rel_url.path[:200])
        await response.write(rest if packer is None else packer.compress(rest) + packer.flush())
        await response.write_eof()
        return response

    @staticmethod
    def _images(base: str, which: str | int, calls: list[Drawing], names: list[str], board_alt: str,
                lang: str) -> dict[str, Any]:
        """The template's images: the board's address, and the others' (addresses and texts)."""
        shown = [Shown(f"{base}/img/{which}-{c.name}-{lang}-{c.digest}", _alt(c, names, board_alt, lang))
                 for c in calls]
        return {"image": shown[0].url if shown else None, "extra_images": shown[1:]}

    def _listed(self, timeline: Timeline, record: GameRecord, user_names: Mapping[int, str],
                lang: str) -> list[int]:
        """How many live actions each listed move of the log follows (the history's steps)."""
        names = words.presenter_names(record, user_names)
        return [entry.step.number for entry in words.listing(timeline, words.presenter_for(record.game_id),
                                                               names, lang)]

    def _frame(self, record: GameRecord, timeline: Timeline | None, step: int | None,
               user_names: Mapping[int, str], lang: str) -> Frame | None:
        """The moment a page shows: now (from the stored snapshot), or after `step` listed moves
        (None: the log has fewer). In the pool: listing the log the first time is work."""
        if step is None or timeline is None:
            events = timeline.steps[-1].events if timeline is not None and timeline.steps else ()
            frame = current_frame(record, events)
            assert frame is not None
            return frame
        listed = self._listed(timeline, record, user_names, lang)
        if step > len(listed):
            return None
        return timeline.frame(listed[step - 1] if step else 0)

    def _build_game_page(self, record: GameRecord, timeline: Timeline | None, step: int | None,
                         whole_log: bool, lang: str, user_names: Mapping[int, str],
                         deadlines: Mapping[int, datetime], admin: list[Any], base: str,
                         switch: list[tuple[str, str, str]]) -> tuple[Cached, list[tuple[str, Draw]]] | None:
        frame = self._frame(record, timeline, step, user_names, lang)
        if frame is None:
            return None
        note = i18n.t("web.history.unavailable", lang) if timeline is None else None
        page = words.build_game_page(record, frame, timeline, step, lang=lang, user_names=user_names,
                                     deadlines=deadlines, admin=admin, history_note=note, whole_log=whole_log)
        history = None
        if step is not None:
            history = {"previous": step - 1 if step > 0 else None,
                       "next": step + 1 if step < page.listed else None}
        names = words.presenter_names(record, user_names)
        calls = [] if whole_log else render_calls(frame, names, lang)
        images = self._images(base, "now" if step is None else step, calls, names, page.image_alt, lang)
        template = "log.html" if whole_log else "game.html"
        body = pages.render(template, lang, page=page, base=base, history=history, **images,
                            switch=switch).encode()
        drawings = [(c.digest, c.draw) for c in calls]
        return Cached(body, _etag(body), "text/html; charset=utf-8"), drawings

    async def _lobby(self, request: web.Request, record: GameRecord, lang: str,
                     switch: list[tuple[str, str, str]]) -> web.StreamResponse:
        user_names = await self._user_names(record)
        players = [user_names.get(u) or f"#{str(u)[-4:]}" for u in record.player_ids()]
        body = pages.render("signup.html", lang, game_name=i18n.t(f"{record.game_id}.name", lang),
                            game_row=record.id, status=words.status_words(record, lang), players=players,
                            switch=switch).encode()
        return self._answer(request, Cached(body, _etag(body), "text/html; charset=utf-8"),
                            cache_control="public, no-cache", lang=lang)

    async def _image(self, request: web.Request) -> web.StreamResponse:
        found = _IMAGE_NAME.match(request.match_info["name"])
        if found is None:
            raise web.HTTPNotFound()
        record = await self._record(request)
        if record.quarantined is not None or record.snapshot is None:
            raise web.HTTPNotFound()
        which, board, lang, digest = found["which"], found["board"], found["lang"], found["digest"]
        forever = "public, max-age=31536000, immutable"
        data = self.images.get(f"{record.id}:{digest}")
        if data is None:
            user_names = await self._user_names(record)
            step = None if which == "now" else int(which)
            # Now is the stored snapshot: the log is replayed only for a board that draws the last
            # move's events, or for a moment of the history.
            replayed = step is not None or any(b.reads_events and b.name == board
                                               for b in boards(record.game_id))
            timeline = await self._timeline_or_none(record) if record.seed is not None and replayed else None
            if step is not None and timeline is None:
                raise web.HTTPNotFound()
            names = words.presenter_names(record, user_names)

            def draw() -> bytes | None:
                frame = self._frame(record, timeline, step, user_names, lang)
                calls = [] if frame is None else render_calls(frame, names, lang)
                found = next((c.draw for c in calls if c.name == board and c.digest == digest), None)
                # None: an address of another moment (an old page), not of this one
                return None if found is None else found()

            data = await self._image_of(record.id, digest, draw)
            if data is None:
                raise web.HTTPNotFound()
        page = Cached(data, digest, content_type(data))
        return self._answer(request, page, cache_control=forever)

    async def _image_of(self, game_row: int, digest: str, draw: Draw) -> bytes | None:
        """The image of this digest: drawn once in the pool (concurrent asks share the drawing),
        then kept."""
        data = await self._in_pool(("image", game_row, digest), draw)
        if data is not None:
            self.images.put(f"{game_row}:{digest}", data)
        return data

    def _prefetch(self, game_row: int, drawings: list[tuple[str, Draw]]) -> asyncio.Future[Any] | None:
        """A page's images drawn now, one after the other, the board first (the browser asks for
        them as soon as it reads the page); returns the board's drawing (None: it was kept)."""
        missing = [(digest, draw) for digest, draw in drawings
                   if self.images.get(f"{game_row}:{digest}") is None]
        if not missing:
            return None
        board = asyncio.ensure_future(self._image_of(game_row, *missing[0]))
        self._prefetching.add(board)
        board.add_done_callback(self._prefetched)
        if len(missing) > 1:
            async def others() -> None:
                with contextlib.suppress(Exception):
                    await asyncio.shield(board)
                for digest, draw in missing[1:]:
                    await self._image_of(game_row, digest, draw)

            rest = asyncio.ensure_future(others())
            self._prefetching.add(rest)
            rest.add_done_callback(self._prefetched)
        first = drawings[0][0] if drawings else None
        return board if missing[0][0] == first else None

    def _prefetched(self, task: asyncio.Future[Any]) -> None:
        self._prefetching.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.warning("drawing a board failed: %r", task.exception())

    async def _guild_list(self, request: web.Request) -> web.StreamResponse:
        lang = self._lang(request)
        text = request.match_info["guild"]
        if not text.isdigit() or len(text) > 20:
            raise web.HTTPNotFound()
        guild_id = int(text)
        if not GuildSettings.of(await self.store.get_guild_settings(guild_id)).web_list:
            raise web.HTTPNotFound()
        games = (await self.store.list_games(guild_id))[:LIST_LIMIT]
        users = await self.store.get_users({s.user_id for g in games for s in g.seats}
                                           | {p.user_id for g in games for p in g.players})
        named = {uid: str(u.settings.get("name")) for uid, u in users.items() if u.settings.get("name")}
        rows = []
        for game in games:
            if game.game_id not in registry.ids():
                continue
            people = game.seated_users() or list(dict.fromkeys(game.player_ids()))
            who = [named.get(u) or f"#{str(u)[-4:]}" for u in people]
            updated = words.Moment(words.when(game.updated_at, lang), words.iso(game.updated_at))
            rows.append({"id": game.id, "href": self.links.game_path(game.id),
                         "name": i18n.t(f"{game.game_id}.name", lang),
                         "status": words.status_words(game, lang), "players": i18n.format_list(who, lang),
                         "updated": updated})
        body = pages.render("list.html", lang, games=rows, switch=self._switch(request)).encode()
        return self._answer(request, Cached(body, _etag(body), "text/html; charset=utf-8"),
                            cache_control="public, no-cache", lang=lang)


# --------------------------------------------------------------------------------- running it
def warm_up() -> None:
    warm()
    pages.warm()


class WebServer:
    """The pages served on the configured address and port, started and stopped with the bot (or
    alone, `serve_forever`)."""

    def __init__(self, store: Store, links: Links) -> None:
        self.web = WebApp(store, links)
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        """Warm up (in the pages' pool: imports, the catalog, each renderer's fonts and drawn
        backgrounds; a few seconds), then listen: the first visitor does not pay for them."""
        config = self.web.config
        await asyncio.get_running_loop().run_in_executor(self.web._pool, warm_up)
        self._runner = web.AppRunner(self.web.app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, config.host, config.port, reuse_address=True)
        await site.start()
        log.info("web pages on http://%s:%s, public at %s", config.host, config.port, config.public_url)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        self.web.close()


async def serve_forever(db_path: str, config: WebConfig) -> None:
    """`bot.py --web`: the pages alone, on a read-only connection to the bot's database."""
    store = await Store.open(db_path, read_only=True)
    try:
        secret = await load_secret(store, config.secret, create=False)
        server = WebServer(store, Links(config, secret))
        await server.start()
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError):
                loop.add_signal_handler(sig, stop.set)
        try:
            await stop.wait()
        finally:
            await server.stop()
    finally:
        await store.close()
