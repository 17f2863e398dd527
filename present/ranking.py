"""Places in a final ranking, as players number them: tied seats share a place and the next
place skips as many as tied ("1., 2., 2., 4."), never "3., 3., 4."."""

from __future__ import annotations

from collections.abc import Iterator, Sequence


def places(ranking: Sequence[Sequence[int]]) -> Iterator[tuple[int, int]]:
    """(place, seat) for every seat of an outcome's ranking (groups of tied seats, best first)."""
    ahead = 0
    for group in ranking:
        for seat in group:
            yield ahead + 1, seat
        ahead += len(group)


__all__ = ["places"]
