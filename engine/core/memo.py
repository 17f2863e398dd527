"""Memos an engine call may use: pure functions of hashable keys, kept by `functools.lru_cache`.

Engine calls run in worker threads, several games at once: no engine call reads or writes mutable
module state of its own (issue 32 item 2; `tests/engine/core/test_thread_safety.py` scans for it). A
value computed from a state is kept by a key that names everything it depends on
(`by_key`); the state itself travels beside the key, never in it, and is never kept.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class _Beside:
    """Arguments handed to a cached function next to its key without being part of it: every
    instance hashes and compares equal, and is emptied after its call."""

    __slots__ = ("args",)

    def __init__(self, args: tuple[Any, ...]) -> None:
        self.args = args

    def __hash__(self) -> int:
        return 0

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Beside)


class KeyedMemo(Generic[T]):
    """`fn(key, *rest)` kept by `key` alone: the key must say everything the result depends on
    (`rest` only lets it be computed: the state the key was read from). Thread-safe (an
    `lru_cache`; two threads may compute the same entry, both right). Results are shared between
    callers: never change one."""

    def __init__(self, fn: Callable[..., T], maxsize: int) -> None:
        self._fn = fn

        @functools.lru_cache(maxsize=maxsize)
        def cached(key: Hashable, beside: _Beside) -> T:
            return fn(key, *beside.args)

        self._cached = cached
        functools.update_wrapper(self, fn)

    def __call__(self, key: Hashable, *rest: Any) -> T:
        beside = _Beside(rest)
        try:
            return self._cached(key, beside)
        finally:
            beside.args = ()  # the cache keeps the key (and this emptied holder), never a state

    def cache_clear(self) -> None:
        self._cached.cache_clear()


def by_key(maxsize: int) -> Callable[[Callable[..., T]], KeyedMemo[T]]:
    """Decorator: `KeyedMemo` of the function, keeping at most `maxsize` keys."""

    def decorate(fn: Callable[..., T]) -> KeyedMemo[T]:
        return KeyedMemo(fn, maxsize)

    return decorate


__all__ = ["KeyedMemo", "by_key"]
