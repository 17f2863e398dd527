"""The robots choose the same moves in every process: Python's hash randomisation changes the
order of sets of strings, so no robot choice may depend on it (ties are broken by id). The
Discord side's tests and `service.autoplay_seat` ("a rerun picks the same move") rely on it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = """
import json, random
from engine.civilization import GAME
from engine.core.game import apply
rnd = random.Random(7)
state = GAME.setup(4, GAME.parse_options({}), 7)
texts = []
while not GAME.is_over(state) and len(texts) < 400:
    d = GAME.awaiting(state)[0]
    a = GAME.autoplay(state, d.seat, rnd).to_text()
    texts.append(a)
    state = apply(GAME, state, d.seat, a).state
print(json.dumps(texts))
"""


def _moves(hash_seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", SCRIPT], env=env, cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout


def test_robot_moves_do_not_depend_on_hash_randomisation() -> None:
    assert _moves("1") == _moves("2")
