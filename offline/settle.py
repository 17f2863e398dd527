"""Waiting until the bot has fully handled an event, without real sleeps.

A task counts as *busy* until it finishes, unless it is *idle*: parked in a long ``asyncio.sleep``
(>= ``IDLE_SLEEP_SECONDS``), or waiting on an Event/Queue/Condition/``wait_for``/``View.wait`` —
the shape of schedulers, view timeouts and prompts that wait for the next user action. Tasks the
caller marks as daemons (``Driver.daemon``) and discord.ext.tasks loops are ignored too. Anything
else (aiosqlite threads, locks, short sleeps, handler chains) is awaited.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

IDLE_SLEEP_SECONDS = 1.0
_IDLE_WAITS = {
    ("asyncio", "wait"),  # Event.wait / Condition.wait
    ("asyncio", "get"),  # Queue.get
    ("asyncio", "wait_for"),
    ("discord", "wait"),  # View.wait / Modal.wait
    ("discord", "wait_for"),
}


class SettleTimeout(RuntimeError):
    pass


def _innermost(task: asyncio.Task[Any]) -> Any:
    """Follow the await chain from the task's coroutine to the innermost coroutine frame."""
    current: Any = task.get_coro()
    innermost = current
    for _ in range(200):
        nxt = getattr(current, "cr_await", None) or getattr(current, "gi_yieldfrom", None)
        if nxt is None:
            break
        if getattr(nxt, "cr_frame", None) is not None or getattr(nxt, "gi_frame", None) is not None:
            innermost = nxt
        current = nxt
    return innermost


def is_idle(task: asyncio.Task[Any]) -> bool:
    name = task.get_name()
    if name.startswith("discord-ext-tasks"):
        return True
    coro = task.get_coro()
    if "__timeout_task_impl" in getattr(coro, "__qualname__", ""):
        return True
    inner = _innermost(task)
    code = getattr(inner, "cr_code", None) or getattr(inner, "gi_code", None)
    frame = getattr(inner, "cr_frame", None) or getattr(inner, "gi_frame", None)
    if code is None:
        return False
    package = (
        "asyncio" if "/asyncio/" in code.co_filename else "discord" if "/discord/" in code.co_filename else ""
    )
    if package == "asyncio" and code.co_name == "sleep" and frame is not None:
        delay = frame.f_locals.get("delay", 0) or 0
        return delay >= IDLE_SLEEP_SECONDS
    return (package, code.co_name) in _IDLE_WAITS


async def settle(
    *,
    ignore: Callable[[asyncio.Task[Any]], bool],
    on_task_error: Callable[[asyncio.Task[Any], BaseException], None],
    limit_seconds: float = 10.0,
) -> list[asyncio.Task[Any]]:
    """Return once every other task is finished or idle; returns the idle tasks left."""
    loop = asyncio.get_running_loop()
    me = asyncio.current_task()
    deadline = loop.time() + limit_seconds
    watched: set[asyncio.Task[Any]] = set()
    while True:
        # A few bare yields let call_soon callbacks create the tasks they schedule.
        for _ in range(3):
            await asyncio.sleep(0)
        for task in [t for t in watched if t.done()]:
            watched.discard(task)
            failure = None if task.cancelled() else task.exception()
            if failure is not None:
                on_task_error(task, failure)
        others = [t for t in asyncio.all_tasks() if t is not me and not t.done() and not ignore(t)]
        busy = [t for t in others if not is_idle(t)]
        watched.update(busy)
        if not busy:
            return others
        remaining = deadline - loop.time()
        if remaining <= 0:
            names = ", ".join(sorted(t.get_name() for t in busy))
            raise SettleTimeout(f"bot tasks still running after {limit_seconds}s: {names}")
        await asyncio.wait(busy, timeout=remaining, return_when=asyncio.FIRST_COMPLETED)
