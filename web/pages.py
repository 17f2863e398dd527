"""HTML from Jinja2 templates (web/templates), with autoescape always on: every value a template
prints is escaped unless it is `Markup` made by `web.markup.to_html`, which escapes first. Static
files (web/static) are served from memory under names carrying their digest, so browsers keep
them for good and a new version of one is a new name."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import jinja2

import i18n

HERE = Path(__file__).resolve().parent
STATIC_TYPES = {".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8",
                ".svg": "image/svg+xml"}


@dataclass(frozen=True)
class StaticFile:
    name: str  # the address's last part: "app.<digest>.js"
    body: bytes
    content_type: str


@cache
def static_files() -> dict[str, StaticFile]:
    """Every static file by its public name (read once; nothing else of the disk is ever served)."""
    out: dict[str, StaticFile] = {}
    for path in sorted((HERE / "static").iterdir()):
        if path.suffix not in STATIC_TYPES:
            continue
        body = path.read_bytes()
        digest = hashlib.sha256(body).hexdigest()[:12]
        name = f"{path.stem}.{digest}{path.suffix}"
        out[name] = StaticFile(name, body, STATIC_TYPES[path.suffix])
    return out


@cache
def static_url(stem: str) -> str:
    for name in static_files():
        if name.split(".")[0] == stem.split(".")[0] and name.endswith(Path(stem).suffix):
            return f"/static/{name}"
    raise KeyError(stem)


@cache
def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(HERE / "templates"),
        autoescape=True,  # every template, whatever its name
        undefined=jinja2.StrictUndefined,  # a missing value is a bug, not an empty string
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals["static"] = static_url
    env.globals["part"] = "all"  # a page in one piece (game.html may be sent in two: "top", "rest")
    return env


def render(template: str, lang: str, **context: Any) -> str:
    """A page in `lang`; templates say `t("web.some.key", n=3)` for catalog words."""

    def t(key: str, **params: Any) -> str:
        return i18n.t(key, lang, **params)

    return environment().get_template(template).render(lang=lang, t=t, **context)


def warm() -> None:
    """Compile every template and read the static files (a server warming up before it listens)."""
    static_files()
    env = environment()
    for name in env.list_templates(extensions=["html"]):
        env.get_template(name)
