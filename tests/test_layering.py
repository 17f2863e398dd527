"""The layers stay apart: presentation (present/) is Discord-free and reads only the core,
the games' view schemas and the catalog — no rule can be computed there from a game's internals."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ALLOWED_ENGINE = ("engine.core", "engine.registry")


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append(node.module)
            if node.module == "engine":
                out.extend(f"engine.{alias.name}" for alias in node.names)
    return out


def _allowed_in_present(module: str) -> bool:
    top = module.split(".")[0]
    if top in sys.stdlib_module_names or top in ("i18n", "present", "__future__", "pydantic"):
        return True
    return _engine_surface(module)


def test_presentation_imports_only_the_core_view_schemas_and_the_catalog() -> None:
    offenders = [f"{path.relative_to(ROOT)}: {module}"
                 for path in sorted((ROOT / "present").rglob("*.py"))
                 for module in _imports(path) if not _allowed_in_present(module)]
    assert offenders == []


def test_the_engine_imports_no_platform_layer() -> None:
    banned = ("discord", "aiosqlite", "PIL", "storage", "service", "cogs", "render", "present", "i18n")
    offenders = [f"{path.relative_to(ROOT)}: {module}"
                 for path in sorted((ROOT / "engine").rglob("*.py"))
                 for module in _imports(path) if module.split(".")[0] in banned]
    assert offenders == []


def _engine_surface(module: str) -> bool:
    """The engine as presentation may see it: the core, the registry, a game's view schema."""
    if module == "engine" or module.startswith(ALLOWED_ENGINE):
        return True
    parts = module.split(".")
    return len(parts) == 3 and parts[0] == "engine" and parts[2] == "view_schema"


def test_cogs_and_renderers_read_the_engine_only_through_its_views() -> None:
    """Discord cogs and image renderers know a game only by its registry entry, its view schema
    (with the printed board's facts) and the core: no rule, cost or eligibility from its
    internals (`engine.<game>.rules`, `data`, `state`...)."""
    offenders = [f"{path.relative_to(ROOT)}: {module}"
                 for folder in ("cogs", "render")
                 for path in sorted((ROOT / folder).rglob("*.py"))
                 for module in _imports(path)
                 if module.startswith("engine") and not _engine_surface(module)]
    assert offenders == []
