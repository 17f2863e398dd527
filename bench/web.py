"""The web pages' figures (issue 35): page weight and time to first board on localhost, against a
budget of 500 KB and 1 s, and requests per second for a game page served from its cache.

    python -m bench.web                       # every game, complete robot games
    python -m bench.web --seconds 5 --concurrency 8

The games are played into a fresh database (tests/web/stored.py), then served by `bot.py --web`
in a process of its own (the pages exactly as deployed, on a read-only connection); this process
is the load and the browser:
- weight and time to first board: Debian's headless Chromium opens each game's page with an
  empty browser cache; the weight is what crossed the wire (compressed) for the page, its style,
  script, icon and board; the time runs from the start of the navigation to the board's `load`.
  Three views: the game's page just after the server started ("cold": the server process, warm
  but new to this game, replays its log and draws its board for the first time; the browser has
  opened one empty page before, so its own start is not counted), a
  moment of its history not seen yet ("new": replayed and drawn by a warm server, as after a
  move), and the game's page again ("cached": page and board from the server's caches).
  Without Chromium, the weights are taken with aiohttp (no times).
- requests per second: `--concurrency` clients asking for the same game page for `--seconds`,
  in full (200) and revalidating (If-None-Match, 304).
"""

from __future__ import annotations

import argparse
import asyncio
import gzip
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

from tests.web.stored import fill
from web.config import WebConfig
from web.links import Links

ROOT = Path(__file__).resolve().parent.parent
SECRET = "bench-secret"
BUDGET_BYTES = 500 * 1024
BUDGET_SECONDS = 1.0
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run"]
FIRST_BOARD = """() => new Promise(done => {
  const img = document.getElementById('board');
  const at = () => done(performance.now());
  if (!img) return done(null);
  if (img.complete && img.naturalWidth) return at();
  img.addEventListener('load', at);
  img.addEventListener('error', () => done(null));
})"""
WEIGHT = """() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const parts = performance.getEntriesByType('resource');
  return [nav.transferSize + parts.reduce((n, r) => n + r.transferSize, 0),
          nav.decodedBodySize + parts.reduce((n, r) => n + r.decodedBodySize, 0)];
}"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def serve(db: Path, port: int) -> subprocess.Popen[bytes]:
    """`bot.py --web` on the database, as deployed (a loose rate limit: this is the load)."""
    env = {**os.environ, "AGORA_WEB_URL": f"http://127.0.0.1:{port}", "AGORA_WEB_PORT": str(port),
           "AGORA_WEB_SECRET": SECRET, "AGORA_WEB_RATE": "100000", "AGORA_WEB_BURST": "10000",
           "AGORA_LOG": "WARNING", "DISCORD_TOKEN": ""}
    command = [sys.executable, str(ROOT / "bot.py"), "--db", str(db), "--web"]
    server = subprocess.Popen(command, env=env, cwd=ROOT)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return server
        except OSError:
            if server.poll() is not None:
                raise SystemExit("bot.py --web stopped") from None
            time.sleep(0.2)
    server.kill()
    raise SystemExit("bot.py --web did not start")


def browser_figures(base: str, paths: dict[str, tuple[str, int]]) -> None:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("playwright is not installed: no browser figures")
        return
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(chromium).exists():
        print("no chromium (apt-get install chromium): no browser figures")
        return
    print(f"\nweight (as transferred; decoded) and time to first board, {base}, budget "
          f"{BUDGET_BYTES // 1024} KB and {BUDGET_SECONDS:.0f} s:")
    print(f"{'game':<15} {'cold':>24} {'new':>24} {'cached':>24}")
    over = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=FLAGS)
        # The browser's own first navigation (its renderer process, its network stack) is not
        # the server's cold start: one page of nothing first.
        context = browser.new_context()
        context.new_page().goto(base + "/healthz")
        context.close()
        for game, (path, moment) in paths.items():
            cells = []
            for warm, view in ((False, path), (True, f"{path}/{moment}"), (True, path)):
                context = browser.new_context(viewport={"width": 1280, "height": 900})  # an empty cache
                page = context.new_page()
                page.goto(base + view, wait_until="commit")
                board_ms = page.evaluate(FIRST_BOARD)
                page.wait_for_load_state("load")
                sent, decoded = page.evaluate(WEIGHT)
                context.close()
                cells.append(f"{sent / 1024:5.0f} KB ({decoded / 1024:4.0f}) {board_ms or 0:5.0f} ms")
                slow = warm and (board_ms or 0) > BUDGET_SECONDS * 1000
                if sent > BUDGET_BYTES or slow:
                    over.append(game)
            print(f"{game:<15} " + " ".join(f"{c:>24}" for c in cells))
        browser.close()
    print("weight and warm times within budget" if not over else
          f"over budget (weight, or a warm view's time): {', '.join(sorted(set(over)))}")


async def plain_weights(base: str, paths: dict[str, tuple[str, int]]) -> None:
    """The same weights without a browser: the bytes on the wire (gzip) of the page, its style,
    script, icon and board."""
    print("\nweight with aiohttp (gzip), page + style + script + icon + board:")
    async with aiohttp.ClientSession(headers={"Accept-Encoding": "gzip"}, auto_decompress=False) as session:
        for game, (path, _) in paths.items():
            async with session.get(base + path) as response:
                body = await response.read()
            total = len(body)
            html = gzip.decompress(body).decode() if response.headers.get("Content-Encoding") == "gzip" \
                else body.decode()
            assets = re.findall(r'<(?:link|script|img)[^>]+(?:src|href)="(/(?:static|g)/[^"]+)"', html)
            for asset in assets:
                async with session.get(base + asset) as response:
                    total += len(await response.read())
            print(f"{game:<15} {total / 1024:6.0f} KB ({len(assets)} files besides the page)")


async def throughput(url: str, seconds: float, concurrency: int) -> None:
    async with aiohttp.ClientSession() as session:
        async with session.get(url) as response:
            etag = response.headers["ETag"]
            size = len(await response.read())
        runs = (("200 (the page)", {}, 200), ("304 (revalidated)", {"If-None-Match": etag}, 304))
        for label, headers, status in runs:
            started = time.monotonic()
            counts = await asyncio.gather(*(_ask(session, url, headers, status, started + seconds)
                                            for _ in range(concurrency)))
            elapsed = time.monotonic() - started
            done = sum(counts)
            print(f"{label:<18} {done / elapsed:8.0f} requests/s ({done} in {elapsed:.1f} s, "
                  f"{concurrency} clients, page {size / 1024:.0f} KB)")


async def _ask(session: aiohttp.ClientSession, url: str, headers: dict[str, str], status: int,
               until: float) -> int:
    done = 0
    while time.monotonic() < until:
        async with session.get(url, headers=headers) as answer:
            await answer.read()
            assert answer.status == status, answer.status
        done += 1
    return done


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--concurrency", type=int, default=8)
    args = parser.parse_args(argv)
    memory = "/dev/shm" if Path("/dev/shm").is_dir() else None  # no fsync per stored move
    folder = Path(tempfile.mkdtemp(prefix="agora-bench-web-", dir=memory))
    try:
        started = time.perf_counter()
        games = asyncio.run(fill(folder / "games.db"))
        print(f"games stored in {time.perf_counter() - started:.1f} s: "
              + ", ".join(f"{g} #{row}" for g, row in games.finished.items()))
        port = free_port()
        links = Links(WebConfig(public_url=f"http://127.0.0.1:{port}", port=port, secret=SECRET), SECRET)
        # Each game's page, and a moment of its history (a few moves before its end).
        paths = {game: (links.game_path(row), 20) for game, row in games.finished.items()}
        paths["tigris (live)"] = (links.game_path(games.active), 10)
        server = serve(folder / "games.db", port)
        try:
            base = f"http://127.0.0.1:{port}"
            browser_figures(base, paths)
            asyncio.run(plain_weights(base, paths))
            row = games.finished["civilization"]
            print(f"\nrequests per second for a cached game page (Civilization #{row}):")
            asyncio.run(throughput(base + paths["civilization"][0], args.seconds, args.concurrency))
        finally:
            server.terminate()
            server.wait(30)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
