"""Engine calls run in worker threads, several games at once (issue 32 item 2): no engine call may
read or write mutable module state. Two checks:

- every game, played by robots in threads at once (two Through the Ages games among them), plays
  the same moves, lists the same legal moves and shows the same public views as played alone;
  the interpreter switches threads every microsecond, so a flag or cache shared between calls
  shows (the TTA robot's confirm-only flag did: its lists reached the other game's autocomplete);
- no function of `engine/` declares `global` or writes into a module-level name (a dict, list or
  set used as a cache): memos are `functools.lru_cache` or `engine.core.memo.by_key` of keys that
  say everything a value depends on.
"""

from __future__ import annotations

import ast
import random
import sys
import threading
from pathlib import Path
from typing import Any

from engine import registry
from engine.core import apply

ENGINE = Path(__file__).resolve().parents[3] / "engine"
# Module state allowed: games registered at start-up and loaded once (outside engine calls), and
# TTA's ratings memo, a `threading.local` (each thread its own, reset when its call ends).
WRITES_ALLOWED = {"registry.py": {"_extra", "_loaded"}, "tta/ratings.py": {"_LOCAL"}}
MUTATING = {"append", "extend", "update", "clear", "setdefault", "pop", "popitem", "add", "discard",
            "remove", "insert", "sort", "reverse", "__setitem__", "__delitem__"}

# (game, players, seed, moves, legal moves listed every n moves): a few seconds in all.
GAMES = [("tta", 3, 5, 70, 6), ("tta", 2, 6, 70, 6), ("civilization", 3, 7, 30, 5),
         ("age_of_heroes", 3, 8, 50, 5), ("tigris", 3, 9, 25, 5), ("antike", 3, 10, 25, 5)]


def trace(game_id: str, players: int, seed: int, moves: int, every: int) -> list[Any]:
    """A robot game's first moves: each mover, its legal moves (every `every` moves), the move
    and the public view after it."""
    game = registry.get(game_id)
    rnd = random.Random(seed)
    state = game.setup(players, game.parse_options({}), seed)
    out: list[Any] = []
    for n in range(moves):
        if game.is_over(state):
            break
        seat = rnd.choice(game.seats_awaited(state))
        legal = [a.to_text() for a in game.legal_actions(state, seat, limit=2000)] if n % every == 0 else []
        applied = apply(game, state, seat, game.autoplay(state, seat, rnd), in_place=True, robot=True)
        out.append((seat, legal, applied.action_text, game.public_view(state)))
    return out


def test_games_in_threads_at_once_play_as_games_alone() -> None:
    alone = [trace(*g) for g in GAMES]
    together: list[list[Any] | BaseException] = [[] for _ in GAMES]

    def run(i: int) -> None:
        try:
            together[i] = trace(*GAMES[i])
        except BaseException as exc:  # reported below, with the game
            together[i] = exc

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        threads = [threading.Thread(target=run, args=(i,)) for i in range(len(GAMES))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(interval)
    for game, mine, theirs in zip(GAMES, alone, together, strict=True):
        assert not isinstance(theirs, BaseException), f"{game}: {theirs!r}"
        assert len(mine) == len(theirs), game
        for n, (a, b) in enumerate(zip(mine, theirs, strict=True)):
            assert a == b, f"{game}: move {n} differs in threads (mover, legal moves, move, view)"


def _module_names(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] \
            if isinstance(node, ast.AnnAssign) and node.value is not None else []
        names |= {t.id for t in targets if isinstance(t, ast.Name)}
    return names


def _imported_names(tree: ast.Module) -> set[str]:
    """Modules and names imported at module level: another module's state, if written here."""
    return {(a.asname or a.name).split(".")[0] for node in tree.body
            if isinstance(node, (ast.Import, ast.ImportFrom)) for a in node.names}


def _written_module_state(path: Path, root: Path = ENGINE) -> list[str]:
    tree = ast.parse(path.read_text())
    names = _module_names(tree) - WRITES_ALLOWED.get(path.relative_to(root).as_posix(), set())
    found = []
    module = path.relative_to(root.parent)
    modules = _imported_names(tree)
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        nodes = list(ast.walk(fn))
        local = {a.arg for a in (*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs)}
        local |= {n.id for n in nodes if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
        shared = names - local
        imported = modules - local
        for n in nodes:
            if isinstance(n, ast.Global):
                found.append(f"{module}:{n.lineno} {fn.name}: global {', '.join(n.names)}")
            elif isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in MUTATING \
                    and isinstance(n.func.value, ast.Name) and n.func.value.id in shared:
                found.append(f"{module}:{n.lineno} {fn.name}: {n.func.value.id}.{n.func.attr}()")
            elif isinstance(n, (ast.Assign, ast.AugAssign, ast.Delete)):
                targets = n.targets if isinstance(n, (ast.Assign, ast.Delete)) else [n.target]
                for t in targets:
                    base = t  # `CACHE[key] = …`, `STATE.flag = …`, `CACHE.x[key] = …`
                    while isinstance(base, (ast.Attribute, ast.Subscript)):
                        base = base.value
                    if base is not t and isinstance(base, ast.Name) and base.id in shared | imported:
                        found.append(f"{module}:{n.lineno} {fn.name}: {ast.unparse(t)} written")
    return found


def test_no_engine_function_writes_module_state() -> None:
    found = [line for path in sorted(ENGINE.rglob("*.py")) for line in _written_module_state(path)]
    assert found == []


def test_the_scan_finds_a_flag_and_a_cache(tmp_path: Path) -> None:
    """The scan above can fail: the old TTA flag and an old cache are found."""
    module = tmp_path / "old.py"
    module.write_text("FLAG = False\n_CACHE: dict = {}\nSETTINGS = Settings()\n\n"
                      "def switch():\n    global FLAG\n    FLAG = True\n\n"
                      "def remember(key, value):\n    if len(_CACHE) > 9:\n        _CACHE.clear()\n"
                      "    _CACHE[key] = value\n\n"
                      "def flip(state):\n    SETTINGS.confirm_only = state.robot\n")
    found = _written_module_state(module, tmp_path)
    written = sorted(f.split(": ", 1)[1] for f in found)
    assert written == ["SETTINGS.confirm_only written", "_CACHE.clear()", "_CACHE[key] written",
                       "global FLAG"]
