"""Robot games with a fixed seed play exactly the same moves: the digests of their action logs
are pinned. Work that makes the engine or a robot faster must leave them unchanged (the rules
are replayed from these logs); a deliberate change of a robot's strategy changes them, and its
commit says so and records the new digests."""

from __future__ import annotations

import hashlib

import pytest

from engine import registry
from engine.core.playout import play

# (game, players, seed): (actions, first 16 hex digits of the log's sha256). TTA: the robot of
# commit 1fe0fc7, unchanged since but for one move (it was 236 "6414ac583464173c"): a turn that
# ends without Winston Churchill's choice now asks it (issue 38 item 4), and the robot answers
# `use churchill_culture` where the old log went on; every other move is the same.
# Civilization: unchanged by the speed work after 1fe0fc7
# (it was 382 "447b6c64295abf5b" and 588 "8cf13c206fb7fe02"); changed on purpose when the robot
# began founding its second and later cities only with twelve spare tokens (docs/civilization.md,
# robot figures); changed on purpose again (it was 427 "1a0a889321afe106" and 734
# "bb156707e1aab581") when the robot began playing some movement turns as `step`s then `done`,
# withdrawing stale offers and picking other players' cities as a calamity's victim (issue 17
# item 14: every kind of action); changed on purpose again (it was 435 "28b2e92a93808fa8" and
# 526 "d9ddb429d7d9acc2") when the robot's card plan began keeping every card within a price
# cap when it can (issue 20: fewer waits at column 12); changed on purpose again (it was 373
# "65bc689b68d920b7" and 557 "21d9058403fd3835") when the robot began keeping its treasury for
# a card of its plan instead of a lone Gold (issue 20, fourth pass); changed on purpose again
# (it was 372 "da6954de95da1ac3" and 694 "6ad355f07f7f2407") when the card plan's price cap
# went from 130 to 120 (issue 20, sixth pass: fewer long waits at column 12); changed on purpose
# again (it was 322 "2a024a048803ed80" and 706 "0010cd28292c325a") when the robots began to
# trade at a table (issue 30: a robot with nothing to do waits while others trade, reads offers
# with the risk of a hidden calamity, offers again after a deal), insist on A.S.T. order for
# taxes now and then and demand their other conflicts first (issue 31), and when Epidemic
# losses, pirate reach and the Greek coast changed (issue 31 items 1-3); changed on purpose
# again (it was 474 "202ed5c40ea799b7" and 669 "c54240b1484cee05") when phase 11 began asking
# every seat that may buy and every seat holding a card to return some, whatever its hidden hand
# (docs/civilization.md, ruling R36): the robots answer the new questions with their defaults;
# changed on purpose again (it was 420 "02c067653ce5078b" and 792 "7e57d431ffef90ec") when a
# stuck robot (column 12, a full hand that cannot pay for its plan) began selling its dearest
# cards (docs/civilization.md, the robot's trade).
PINNED = {
    ("civilization", 2, 100003): (409, "3ab5a935b1f3450f"),
    ("civilization", 3, 100003): (883, "eb0b5d5bcb090861"),
    ("tta", 2, 100003): (237, "d2a837ca9e4d779e"),
}


@pytest.mark.parametrize(("game_id", "players", "seed"), sorted(PINNED))
def test_a_fixed_seed_robot_game_plays_the_pinned_moves(game_id: str, players: int, seed: int) -> None:
    game = registry.get(game_id)
    options = game.parse_options(dict(getattr(game, "playout_options", {})))
    playout = play(game, players, options, seed)
    text = "\n".join(f"{seat} {action}" for seat, action in playout.log)
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    assert (len(playout.log), digest) == PINNED[game_id, players, seed]
