"""A text console over the offline driver: play the real bot from a terminal or a script.

    python -m offline.console --db agora.db --images out/images [--script session.txt] [--strict]

The line syntax is documented in offline/README.md. Each line waits until the bot has fully
handled it, however long that takes (a game played to its end by robots: many seconds), saying
so when it takes long. SIGTERM or Ctrl-C stop the bot cleanly (bot.py `AgoraBot.shutdown`): the
line under way finishes, then the console ends.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib
import inspect
import math
import os
import queue
import re
import shlex
import signal
import sys
import threading
from collections.abc import AsyncIterator, Callable, Iterable
from datetime import timedelta
from pathlib import Path
from typing import Any

from discord.ext import commands

from offline.clock import FakeClock
from offline.driver import Driver, InteractionResult, OfflineUsageError
from offline.fake_discord import FakeChannel, FakeMessage, FakeUser

_DURATION = re.compile(r"(\d+)\s*(d|h|m|s)")
_UNITS = {"d": "days", "h": "hours", "m": "minutes", "s": "seconds"}
_LOCALES = {"es": "es-ES", "en": "en-US", "en-us": "en-US", "es-es": "es-ES", "en-gb": "en-GB"}
# The console waits for the bot as long as it works (the driver's default limit suits tests).
SETTLE_SECONDS = math.inf
STILL_WORKING_SECONDS = 10.0  # a line running longer than this says the bot is still at it


class ConsoleError(ValueError):
    """A console line that cannot be carried out."""


def parse_duration(text: str) -> timedelta:
    parts = _DURATION.findall(text.replace(" ", ""))
    if not parts or "".join(a + b for a, b in parts) != text.replace(" ", ""):
        raise ConsoleError(f"bad duration {text!r}; use e.g. 30m, 3h, 2d, 1d12h")
    return sum((timedelta(**{_UNITS[unit]: int(amount)}) for amount, unit in parts), timedelta())


class Console:
    def __init__(self, driver: Driver, *, out: Callable[[str], None] = print, strict: bool = False) -> None:
        self.driver = driver
        self.out = out
        self.strict = strict
        self.user: FakeUser | None = None
        self.channel: FakeChannel = driver.world.general
        self._printed: dict[int, Any] = {}  # message id -> edited_at when printed
        self.failures = 0
        self.stopping = False  # a signal asked the bot to stop: no further line runs

    # ---- printing ----------------------------------------------------------------------------
    def _where(self, message: FakeMessage) -> str:
        channel = self.driver.world.channels[message.channel_id]
        return f"[{channel.label}]"

    def _readable(self, text: str) -> str:
        world = self.driver.world

        def user(match: re.Match[str]) -> str:
            found = world.any_user(int(match[1]))
            return f"@{found.name}" if found else match[0]

        def channel(match: re.Match[str]) -> str:
            found = world.channels.get(int(match[1]))
            return found.label if found else match[0]

        return re.sub(r"<#(\d+)>", channel, re.sub(r"<@!?(\d+)>", user, text))

    def format_message(self, message: FakeMessage, *, note: str = "") -> str:
        author = self.driver.world.any_user(message.author_id)
        name = author.name if author else "?"
        if message.visible_to is not None:
            viewer = self.driver.world.any_user(message.visible_to)
            note = f"{note} (only {viewer.name if viewer else '?'} sees)".strip()
        head = f"{self._where(message)} {name}{' ' + note if note else ''}:"
        text = self._readable(message.text or ("…thinking" if message.loading else ""))
        lines = text.splitlines() or [""]
        out = [f"{head} {lines[0]}"] + [f"    {line}" for line in lines[1:]]
        if message.buttons:
            out.append(
                "    "
                + " ".join(
                    f"[{b.label or b.emoji or b.custom_id}{' (disabled)' if b.disabled else ''}]"
                    for b in message.buttons
                )
            )
        for select in message.selects:
            options = "|".join(o.label for o in select.options)
            out.append(f"    <{select.placeholder or select.custom_id}: {options}>")
        out.extend(f"    file: {path}" for path in message.files)
        self._printed[message.id] = message.edited_at
        return "\n".join(out)

    def _print_messages(self, messages: Iterable[FakeMessage], note: str = "") -> None:
        for message in messages:
            self.out(self.format_message(message, note=note))

    def _unread(self, messages: Iterable[FakeMessage]) -> list[FakeMessage]:
        return [m for m in messages if m.id not in self._printed or self._printed[m.id] != m.edited_at]

    def print_result(self, result: InteractionResult) -> None:
        shown: set[int] = set()
        for message in [*result.responses, *result.public, *result.dms]:
            if message.id not in shown:
                shown.add(message.id)
                self.out(self.format_message(message))
        for message in result.edited:
            if message.id not in shown:
                shown.add(message.id)
                self.out(self.format_message(message, note="(edited)"))
        if result.modal:
            inputs = [
                c.get("label") or c.get("custom_id") for c in _text_inputs(result.modal.get("components", []))
            ]
            self.out(f"[modal] {result.modal.get('title')}: {', '.join(str(i) for i in inputs)}")
        if result.error:
            self.out(f"!! {result.error}")

    # ---- commands ----------------------------------------------------------------------------
    def _require_user(self) -> FakeUser:
        if self.user is None:
            raise ConsoleError("say who you are first: as <name>")
        return self.user

    def _channel_ref(self) -> Any:
        return self.channel

    def _latest_with(self, predicate: Callable[[FakeMessage], bool], in_dm: bool) -> FakeMessage:
        user = self._require_user()
        messages = self.driver.dms(user) if in_dm else self.driver.channel_messages(self.channel, viewer=user)
        for message in reversed(messages):
            if predicate(message):
                return message
        raise ConsoleError("no such component in " + ("your DMs" if in_dm else self.channel.label))

    async def run_line(self, raw: str) -> bool:
        """Run one line; returns False on quit."""
        line = raw.strip()
        if not line or (line.startswith("#") and not line.startswith("#!")):
            return True
        word, _, rest = line.partition(" ")
        rest = rest.strip()
        word = word.lower()
        if word in ("quit", "exit"):
            return False
        if line.startswith("/"):
            await self._slash(line)
        elif word == "as":
            self._as(rest)
        elif word == "click":
            await self._click(rest)
        elif word == "select":
            await self._select(rest)
        elif word == "complete":
            await self._complete(rest)
        elif word == "modal":
            await self._modal(rest)
        elif word == "dms":
            self._dms(rest)
        elif word == "channel":
            self._channel_cmd(rest)
        elif word == "in":
            self._in(rest)
        elif word == "wait":
            await self.driver.advance(parse_duration(rest))
            self.out(f"(clock: {self.driver.clock.now():%Y-%m-%d %H:%M} UTC)")
            self._print_messages(self._new_everywhere())
        elif word == "restart":
            await self.driver.restart()
            self.out("(bot restarted)")
        else:
            raise ConsoleError(f"unknown line {line!r}")
        return True

    def _new_everywhere(self) -> list[FakeMessage]:
        """Messages posted anywhere since printed (used after `wait`: reminders, timeouts)."""
        world = self.driver.world
        fresh = [
            m
            for m in world.messages.values()
            if not m.deleted and m.visible_to is None and (m.id not in self._printed)
        ]
        return sorted(fresh, key=lambda m: m.id)

    def _as(self, rest: str) -> None:
        parts = rest.split()
        if not parts:
            raise ConsoleError("as <name> [es|en|<locale>] [closed|open] [admin|member]")
        name, options = parts[0], [p.lower() for p in parts[1:]]
        world = self.driver.world
        existing = world.find_user(name)
        if existing is None and name.lstrip("@").lower() == world.owner.name.lower():
            existing = world.owner  # the server's owner: manages it (see `report_startup`)
        locale = existing.locale if existing else "en-US"
        dms_open = existing.dms_open if existing else True
        admin = existing.admin if existing else False
        for option in options:
            if option in ("closed", "open"):
                dms_open = option == "open"
            elif option in ("admin", "member"):
                admin = option == "admin"
            elif option in _LOCALES or "-" in option:
                locale = _LOCALES.get(option, option)
            else:
                raise ConsoleError(f"unknown option {option!r} for `as`")
        if existing is world.owner:
            existing.locale, existing.dms_open, existing.admin = locale, dms_open, admin
            self.user = existing
            return
        self.user = self.driver.add_user(name, locale=locale, dms_open=dms_open, admin=admin)

    async def _slash(self, line: str) -> None:
        result = await self.driver.slash(self._require_user(), line, channel=self._channel_ref())
        self._after(result)

    def _after(self, result: InteractionResult) -> None:
        self.print_result(result)
        self.last_result = result
        if result.error and self.strict:
            self.failures += 1

    async def _click(self, rest: str) -> None:
        in_dm = rest.lower().endswith(" in dm")
        label = rest[: -len(" in dm")].strip() if in_dm else rest.strip()
        label = label.strip("[]\"'")
        message = self._latest_with(lambda m: any(b.label == label for b in m.buttons), in_dm)
        result = await self.driver.click(self._require_user(), message, label=label)
        self._after(result)

    async def _select(self, rest: str) -> None:
        in_dm = rest.lower().endswith(" in dm")
        text = rest[: -len(" in dm")].strip() if in_dm else rest.strip()
        if text.startswith(("'", '"')):
            tokens = shlex.split(text)
            placeholder, choice_text = tokens[0], " ".join(tokens[1:])
        else:
            candidates = []
            for message in self.driver.channel_messages(self.channel, viewer=self._require_user()) + (
                self.driver.dms(self._require_user()) if in_dm else []
            ):
                for menu in message.selects:
                    for key in (menu.placeholder, menu.custom_id):
                        if key and text.lower().startswith(key.lower() + " "):
                            candidates.append(key)
            if not candidates:
                raise ConsoleError(f"no select menu matches {text!r}")
            placeholder = max(candidates, key=len)
            choice_text = text[len(placeholder) :].strip()
        labels = [c.strip() for c in choice_text.split(",") if c.strip()]
        message = self._latest_with(
            lambda m: any(placeholder in (s.placeholder, s.custom_id) for s in m.selects), in_dm
        )
        result = await self.driver.select(self._require_user(), message, placeholder, labels=labels)
        self._after(result)

    async def _complete(self, rest: str) -> None:
        option, _, line = rest.partition(" ")
        choices = await self.driver.autocomplete(
            self._require_user(), line.strip(), focused=option, channel=self._channel_ref()
        )
        self.out("choices: " + (" | ".join(f"{c['name']} -> {c['value']}" for c in choices) or "(none)"))

    async def _modal(self, rest: str) -> None:
        previous = getattr(self, "last_result", None)
        if previous is None or previous.modal is None:
            raise ConsoleError("no modal is open")
        values = {}
        for token in shlex.split(rest):
            key, sep, value = token.partition(":")
            if not sep:
                raise ConsoleError("modal <input>:<value> ...")
            values[key] = value
        self._after(await self.driver.submit_modal(self._require_user(), previous, values))

    def _dms(self, rest: str) -> None:
        user = self.driver.world.user(rest.strip()) if rest.strip() else self._require_user()
        unread = self._unread(self.driver.dms(user))
        if not unread:
            self.out(f"(no new DMs for {user.name})")
        self._print_messages(unread)

    def _channel_cmd(self, rest: str) -> None:
        if rest.startswith("new "):
            self.channel = self.driver.add_channel(rest[4:].strip().lstrip("#"))
            self.out(f"(now in {self.channel.label})")
            return
        if rest:
            raise ConsoleError("channel | channel new <name>")
        viewer = self.user
        unread = self._unread(self.driver.channel_messages(self.channel, viewer=viewer))
        if not unread:
            self.out(f"(nothing new in {self.channel.label})")
        self._print_messages(unread)

    def _in(self, rest: str) -> None:
        target = rest.strip()
        if target.lower() == "dm":
            self.channel = self.driver.world.dm_channel(self._require_user())
        elif target.lower().startswith("thread "):
            self.channel = self._thread(target[7:].strip())
        else:
            found = self.driver.world.find_channel(target, thread=False)
            if found is None:
                found = self.driver.world.find_channel(target)
            if found is None:
                raise ConsoleError(f"no channel {target!r} (create it with: channel new <name>)")
            self.channel = found
        self.out(f"(now in {self.channel.label})")

    def _thread(self, name: str) -> FakeChannel:
        """A thread by its name as shown (a game's starts with its number: "#1 Tigris ..."), with
        or without its "#", or by the start of it when only one thread's name starts so."""
        threads = [c for c in self.driver.world.channels.values() if c.is_thread]
        wanted = name.lower()
        for candidates in ([c for c in threads if c.name.lower() == wanted],
                           [c for c in threads if c.name.lower().lstrip("#") == wanted.lstrip("#")],
                           [c for c in threads if c.name.lower().lstrip("#").startswith(wanted.lstrip("#"))]):
            if len(candidates) == 1:
                return candidates[0]
            if len(candidates) > 1:
                names = ", ".join(c.name for c in candidates)
                raise ConsoleError(f"several threads match {name!r}: {names}")
        known = ", ".join(c.name for c in threads) or "none yet"
        raise ConsoleError(f"no thread named {name!r} (threads: {known})")

    # ---- running -----------------------------------------------------------------------------
    def report_startup(self) -> None:
        """Who manages the server; errors logged while the bot started (setup_hook, on_ready) are
        shown, and fail --strict."""
        world = self.driver.world
        self.out(f"(server {world.guild_name!r}: {world.owner.name!r} owns and manages it (Manage Server, "
                 f"for /agora settings): `as {world.owner.name}`; `as <name> admin` makes another user an "
                 "administrator)")
        for error in self.driver.errors:
            self.out(f"!! startup: {error}")
            if self.strict:
                self.failures += 1

    async def run_line_waiting(self, raw: str) -> bool:
        """`run_line`, saying so every STILL_WORKING_SECONDS while the bot is still at it (from a
        task the driver's settle ignores: the line itself runs in this one)."""
        async def say_so() -> None:
            while True:
                await asyncio.sleep(STILL_WORKING_SECONDS)
                self.out("(the bot is still working…)")

        notice = self.driver.daemon(asyncio.get_running_loop().create_task(say_so(), name="console-waiting"))
        try:
            return await self.run_line(raw)
        finally:
            notice.cancel()

    async def run_lines(self, lines: Iterable[str], *, echo: bool = True) -> int:
        """Run a whole session; returns the process exit code."""
        for number, raw in enumerate(lines, 1):
            if self.stopping:
                break
            if echo and raw.strip():
                self.out(f"> {raw.rstrip()}")
            try:
                if not await self.run_line_waiting(raw):
                    break
            except (ConsoleError, OfflineUsageError, ValueError, KeyError) as exc:
                self.failures += 1
                self.out(f"!! line {number}: {exc}")
            except Exception as exc:
                self.failures += 1
                self.out(f"!! line {number}: {type(exc).__name__}: {exc}")
        return 1 if self.failures else 0


def _text_inputs(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    found = []
    for component in components:
        if component.get("type") == 4:
            found.append(component)
        found.extend(_text_inputs(component.get("components", [])))
        if isinstance(component.get("component"), dict):
            inner = dict(component["component"])
            inner.setdefault("label", component.get("label"))
            found.extend(_text_inputs([inner]))
    return found


async def run_script(
    lines: Iterable[str],
    bot_factory: Callable[[], commands.Bot],
    *,
    clock: FakeClock | None = None,
    images_dir: Path | None = None,
    out: Callable[[str], None] = print,
    strict: bool = False,
    settle_timeout: float = SETTLE_SECONDS,
) -> int:
    """Start a driver on ``bot_factory``, run ``lines`` through a console, stop; returns the exit code."""
    driver = Driver(bot_factory, clock=clock, images_dir=images_dir, settle_timeout=settle_timeout)
    await driver.start()
    try:
        console = Console(driver, out=out, strict=strict)
        console.report_startup()
        return await console.run_lines(lines)
    finally:
        await driver.stop()


def load_factory(spec: str, *, db_path: str, clock: FakeClock) -> Callable[[], commands.Bot]:
    """The bot factory `module:function`. Given AGORA_HEALTH_FILE or AGORA_METRICS_PORT, a factory
    that takes them (bot:create_bot) gets a heartbeat file and a metrics endpoint, as the real bot."""
    module_name, _, function_name = spec.partition(":")
    function = getattr(importlib.import_module(module_name), function_name or "create_bot")
    extra: dict[str, Any] = {}
    parameters = inspect.signature(function).parameters
    anything = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values())
    accepted = set(parameters) | ({"health_file", "metrics"} if anything else set())
    if os.environ.get("AGORA_HEALTH_FILE", "").strip() and "health_file" in accepted:
        extra["health_file"] = Path(os.environ["AGORA_HEALTH_FILE"].strip())
    if os.environ.get("AGORA_METRICS_PORT", "").strip() and "metrics" in accepted:
        from service.metrics import MetricsConfig

        extra["metrics"] = MetricsConfig.from_env(os.environ)

    def factory() -> commands.Bot:
        return function(db_path=db_path, clock=clock, offline=True, **extra)

    return factory


async def _stdin_lines(prompt: Callable[[], str] | None) -> AsyncIterator[str]:
    """Lines from stdin (typed after `prompt`, or piped), one read each time the console asks for
    the next, in a daemon thread: a waiting read never holds up the bot, a signal, or the end of
    the process."""
    loop = asyncio.get_running_loop()
    asked: queue.SimpleQueue[str] = queue.SimpleQueue()
    lines: asyncio.Queue[str | None] = asyncio.Queue()

    def post(line: str | None) -> None:
        with contextlib.suppress(RuntimeError):  # the loop is gone: the console has ended
            loop.call_soon_threadsafe(lines.put_nowait, line)

    def read() -> None:
        while True:
            shown = asked.get()
            try:
                line = input(shown) if prompt is not None else sys.stdin.readline()
                if prompt is None and not line:
                    raise EOFError
            except (EOFError, OSError, ValueError):
                post(None)
                return
            post(line.rstrip("\n"))

    threading.Thread(target=read, name="console-stdin", daemon=True).start()
    while True:
        asked.put(prompt() if prompt is not None else "")
        line = await lines.get()
        if line is None:
            return
        yield line


async def _interactive(console: Console, lines: AsyncIterator[str]) -> int:
    """Lines as they come (a person typing, or a pipe), each run before the next is read."""
    async for line in _until_stopped(console, lines):
        try:
            if not await console.run_line_waiting(line):
                break
        except Exception as exc:
            console.failures += 1
            console.out(f"!! {type(exc).__name__}: {exc}")
    return 1 if console.failures else 0


async def _until_stopped(console: Console, lines: AsyncIterator[str]) -> AsyncIterator[str]:
    """`lines` until they end or a signal stops the console (checked while waiting for one)."""
    while not console.stopping:
        reading = asyncio.ensure_future(anext(lines, None))
        while not reading.done() and not console.stopping:
            await asyncio.wait([reading], timeout=0.2)
        if console.stopping:
            reading.cancel()
            return
        line = reading.result()
        if line is None:
            return
        yield line


def _install_stop_signals(console: Console, driver: Driver) -> asyncio.Event:
    """SIGTERM and SIGINT: the bot stops cleanly (when it knows how), then the console ends."""
    loop = asyncio.get_running_loop()
    stopped = asyncio.Event()

    def stop(name: str) -> None:
        if console.stopping:
            return
        console.stopping = True
        console.out(f"({name}: stopping the bot cleanly)")
        bot = driver.bot
        request = getattr(bot, "request_stop", None)
        if request is not None:
            request(name).add_done_callback(lambda _: stopped.set())
        else:
            stopped.set()

    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop, signal.Signals(sig).name)
    return stopped


async def _main(args: argparse.Namespace, script_lines: list[str] | None) -> int:
    clock = FakeClock()
    factory = load_factory(args.factory, db_path=args.db, clock=clock)
    driver = Driver(factory, clock=clock, images_dir=Path(args.images), settle_timeout=SETTLE_SECONDS)
    await driver.start()
    console = Console(driver, strict=args.strict)
    stopped = _install_stop_signals(console, driver)
    console.report_startup()
    try:
        if script_lines is not None:
            code = await console.run_lines(script_lines)
        else:
            tty = sys.stdin.isatty()

            def prompt() -> str:
                return f"{console.user.name if console.user else '?'}@{console.channel.label}> "

            code = await _interactive(console, _stdin_lines(prompt if tty else None))
        if console.stopping:
            await stopped.wait()  # the clean stop under way ends before the driver is stopped
        return code
    finally:
        await driver.stop()
        if console.stopping:
            console.out("(stopped)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m offline.console", description=__doc__.splitlines()[0])
    parser.add_argument("--db", default="agora-offline.db", help="sqlite path handed to the bot factory")
    parser.add_argument("--images", default="out/images", help="where uploaded files are written")
    parser.add_argument("--script", help="read lines from this file instead of stdin")
    parser.add_argument(
        "--factory",
        default="bot:create_bot",
        help="module:function called as f(db_path=, clock=, offline=True)",
    )
    parser.add_argument(
        "--strict", action="store_true", help="an interaction the bot fails to answer fails the run"
    )
    args = parser.parse_args(argv)
    script = Path(args.script).read_text(encoding="utf-8").splitlines() if args.script else None
    return asyncio.run(_main(args, script))


if __name__ == "__main__":
    raise SystemExit(main())
