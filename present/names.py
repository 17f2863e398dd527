"""How the platform's own texts name the seats (the status message, reminders, whose move, the log,
the web pages): by their players' names, and a user holding several seats (two-player Antike) by
what the game calls each seat, "Alice (Rome)" / "Alice (Roma)", never by a seat number."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import i18n
from present.base import Presenter


def platform_names(presenter: Presenter, view: dict[str, Any], users: Sequence[int], names: Sequence[str],
                   lang: str) -> list[str]:
    """Each seat's name: `names` (the users' display names by seat, not numbered), with what the
    game calls the seat (`Presenter.seat_identity`) for a user in several seats."""
    if len(set(users)) == len(users):
        return list(names)
    out = []
    for seat, (user, name) in enumerate(zip(users, names, strict=True)):
        if users.count(user) == 1:
            out.append(name)
            continue
        identity = presenter.seat_identity(view, seat, lang)
        if identity:
            out.append(i18n.t("flow.seat_identity", lang, name=name, identity=identity))
        else:  # a game with no name for its seats: "Alice (second seat)"
            out.append(i18n.t("flow.seat_nth", lang, name=name, n=list(users[:seat + 1]).count(user)))
    return out
