"""The buttons posted for decisions, worked out without Discord: the channel's (from the public
view only) and a seat's DM (from its own view). One function, used by the flow
(`cogs/_flow.py`) and by the leak check (`tests/leaks.py`), so what is checked is what is posted.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from engine.core import Action, Decision, Game, GameState
from engine.core.choices import expand
from engine.core.keys import action_key
from present.base import ButtonSpec, Presenter

# Legal actions expanded for one decision's buttons, at most.
MAX_EXPANDED = 500


def decision_buttons(game: Game[Any], presenter: Presenter, state: GameState, decisions: Sequence[Decision],
                     lang: str, *, private: bool | None, seat: int | None = None,
                     names: Sequence[str] = (),
                     expanded: Callable[[Decision], tuple[list[Action], dict[str, str]] | None] | None = None,
                     ) -> list[ButtonSpec]:
    """Buttons of the decisions that are `private` (None: of all given decisions; with `seat`,
    of that seat's only), each carrying its seat and its action's key. Buttons for the channel
    (`private` False) read only the public view. `expanded`: a decision's legal actions and their
    keys when already worked out (stored with the change that made `state`), else None."""
    specs: list[ButtonSpec] = []
    public_view: dict[str, Any] | None = None
    for decision in decisions:
        if private is not None and decision.private != private:
            continue
        if seat is not None and decision.seat != seat:
            continue
        known = expanded(decision) if expanded is not None else None
        if known is not None:
            legal, keys = known
        else:
            verbs = presenter.button_verbs(decision) or decision.verbs or game.grammar.verbs
            legal = expand(game, state, decision.seat, verbs, MAX_EXPANDED)[0]
            keys = {a.to_text(): action_key(game, a) for a in legal}
        extra: dict[str, Any] = {}
        if presenter.buttons_read_view:
            if private is False:
                public_view = public_view if public_view is not None else game.public_view(state)
                extra["view"] = public_view
            else:
                extra["view"] = game.player_view(state, decision.seat)
            extra["names"] = names
        specs.extend(dataclasses.replace(spec, seat=decision.seat, key=keys.get(spec.action_text))
                     for spec in presenter.buttons(decision, legal, lang, **extra))
    return specs


__all__ = ["MAX_EXPANDED", "decision_buttons"]
