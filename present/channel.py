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


@dataclasses.dataclass(frozen=True)
class Unbuttoned:
    """A decision with legal moves none of whose buttons plays (too many to show: more than its
    presenter's limit): its player is told to choose with `/game play`. `moves`: how many, when
    that is known exactly (every verb of the decision expanded, none cut short), else None."""

    decision: Decision
    moves: int | None


def decision_buttons(game: Game[Any], presenter: Presenter, state: GameState, decisions: Sequence[Decision],
                     lang: str, *, private: bool | None, seat: int | None = None,
                     names: Sequence[str] = (),
                     expanded: Callable[[Decision], tuple[list[Action], dict[str, str]] | None] | None = None,
                     ) -> list[ButtonSpec]:
    """Buttons of the decisions that are `private` (None: of all given decisions; with `seat`,
    of that seat's only), each carrying its seat and its action's key. Buttons for the channel
    (`private` False) read only the public view. `expanded`: a decision's legal actions and their
    keys when already worked out (stored with the change that made `state`), else None."""
    return decision_prompts(game, presenter, state, decisions, lang, private=private, seat=seat, names=names,
                            expanded=expanded)[0]


def decision_prompts(game: Game[Any], presenter: Presenter, state: GameState, decisions: Sequence[Decision],
                     lang: str, *, private: bool | None, seat: int | None = None,
                     names: Sequence[str] = (),
                     expanded: Callable[[Decision], tuple[list[Action], dict[str, str]] | None] | None = None,
                     ) -> tuple[list[ButtonSpec], list[Unbuttoned]]:
    """`decision_buttons`, and the decisions among them whose legal moves no button plays."""
    specs: list[ButtonSpec] = []
    unbuttoned: list[Unbuttoned] = []
    public_view: dict[str, Any] | None = None
    for decision in decisions:
        if private is not None and decision.private != private:
            continue
        if seat is not None and decision.seat != seat:
            continue
        known = expanded(decision) if expanded is not None else None
        verbs = presenter.button_verbs(decision) or decision.verbs or game.grammar.verbs
        if known is not None:
            legal, keys = known
            complete = len(legal) < MAX_EXPANDED
        else:
            legal, complete = expand(game, state, decision.seat, verbs, MAX_EXPANDED)
            keys = {a.to_text(): action_key(game, a) for a in legal}
        extra: dict[str, Any] = {}
        if presenter.buttons_read_view:
            if private is False:
                public_view = public_view if public_view is not None else game.public_view(state)
                extra["view"] = public_view
            else:
                extra["view"] = game.player_view(state, decision.seat)
            extra["names"] = names
        made = presenter.buttons(decision, legal, lang, **extra)
        specs.extend(dataclasses.replace(spec, seat=decision.seat, key=keys.get(spec.action_text))
                     for spec in made)
        texts = {a.to_text() for a in legal}
        if legal and not any(spec.build or spec.action_text in texts for spec in made):
            # The count only when it is every move: each verb of the decision expanded in full.
            whole = complete and set(verbs) >= set(decision.verbs or game.grammar.verbs) and all(
                (cls := game.grammar.action_class(v)) is not None and cls.expand for v in verbs)
            unbuttoned.append(Unbuttoned(decision, len(legal) if whole else None))
    return specs, unbuttoned


__all__ = ["MAX_EXPANDED", "Unbuttoned", "decision_buttons", "decision_prompts"]
