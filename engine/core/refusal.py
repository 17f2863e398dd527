"""A rule's refusal as a value: cheap to make, so legal-choice searches can reject thousands of
candidates without building an exception with a formatted message for each."""

from __future__ import annotations

from typing import Any


class Refusal:
    """Why an action is not allowed: a catalog key and the parameters of its message."""

    __slots__ = ("key", "params")

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params

    def __repr__(self) -> str:
        return f"Refusal({self.key!r}, {self.params!r})" if self.params else f"Refusal({self.key!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Refusal) and (self.key, self.params) == (other.key, other.params)

    def __hash__(self) -> int:
        return hash(self.key)


def first(*checks: Refusal | None) -> Refusal | None:
    """The first refusal among already computed ones."""
    return next((c for c in checks if c is not None), None)


__all__ = ["Refusal", "first"]
