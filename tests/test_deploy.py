"""The container files stay consistent with the code (no Docker here: nothing is built).

The Dockerfile installs exactly requirements.txt on a Python the project supports, copies every
package the bot imports (and nothing that must stay out of an image), runs as a non-root user with
the database on a volume, and starts the real entry point; compose.yaml builds that image from the
repository, reads the token from an env file, keeps the data on a volume and restarts the bot.
"""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCKERFILE = (ROOT / "Dockerfile").read_text(encoding="utf-8")
COMPOSE = (ROOT / "compose.yaml").read_text(encoding="utf-8")
IGNORE = (ROOT / ".dockerignore").read_text(encoding="utf-8").split()


def instructions(name: str) -> list[str]:
    return [m.group(1).strip() for m in re.finditer(rf"^{name}\s+(.+)$", DOCKERFILE, re.MULTILINE)]


def test_base_image_is_a_slim_python_the_project_supports() -> None:
    (base,) = instructions("FROM")
    match = re.fullmatch(r"python:(\d+)\.(\d+)-slim", base)
    assert match, base
    wanted = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["requires-python"]
    low = tuple(int(x) for x in re.search(r">=\s*(\d+)\.(\d+)", wanted).groups())
    assert (int(match[1]), int(match[2])) >= low


def test_it_installs_exactly_requirements_txt() -> None:
    assert "requirements.txt" in " ".join(instructions("COPY"))
    installs = [m for run in instructions("RUN") for m in re.findall(r"pip install ([^&]*)", run)]
    installs = [m.strip() for m in installs]
    assert installs == ["--no-cache-dir -r requirements.txt"], installs  # nothing else, no drift


def test_it_copies_every_package_the_bot_imports_and_runs_the_entry_point() -> None:
    copied = {part.rstrip("/").removeprefix("./")
              for line in instructions("COPY") for part in line.split()[:-1]}
    for source in copied:
        assert (ROOT / source).exists(), f"COPY {source}: not in the repository"
    tree = ast.parse((ROOT / "bot.py").read_text(encoding="utf-8"))
    imported = {node.module.split(".")[0] for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom) and node.module}
    local = {p.name for p in ROOT.iterdir() if (p / "__init__.py").exists()}
    needed = (imported & local) | {"engine", "render", "i18n"}  # cogs load the games, renderers, catalog
    assert needed <= copied, needed - copied
    assert "bot.py" in copied
    (command,) = instructions("CMD")
    assert command == '["python", "bot.py"]'
    assert "def main(" in (ROOT / "bot.py").read_text(encoding="utf-8")


def test_non_root_user_and_the_database_on_a_volume() -> None:
    (user,) = instructions("USER")
    assert user not in ("root", "0")
    (volume,) = instructions("VOLUME")
    assert "/data" in volume
    assert "AGORA_DB=/data/" in DOCKERFILE and "AGORA_REQUIRE_TOKEN=1" in DOCKERFILE
    assert "DISCORD_TOKEN" not in "".join(instructions("ENV"))  # never baked into the image


def test_secrets_and_databases_stay_out_of_the_build_context() -> None:
    for pattern in (".env", ".git", ".venv", "*.db", "*.db-wal"):
        assert pattern in IGNORE


def test_compose_builds_here_restarts_and_keeps_data() -> None:
    assert re.search(r"^\s+build:\s*\.\s*$", COMPOSE, re.MULTILINE)
    assert re.search(r"^\s+restart:\s*(unless-stopped|always|on-failure)\s*$", COMPOSE, re.MULTILINE)
    assert re.search(r"^\s+env_file:\s*\.env\s*$", COMPOSE, re.MULTILINE)
    assert re.search(r"^\s+- [\w-]+:/data\s*$", COMPOSE, re.MULTILINE)
    assert re.search(r"AGORA_DB:\s*/data/", COMPOSE)
    assert "DISCORD_TOKEN=" in (ROOT / ".env.example").read_text(encoding="utf-8")


def test_readme_says_how_to_build_and_run_them() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Running it on a Discord server", 1)[1].split("\n## ", 1)[0]
    for needle in ("docker compose up -d", "docker build", "--backup", "--restore", "--check",
                   "AGORA_LOG_JSON", "/agora settings", "moderator_role"):
        assert needle in section, needle


def test_the_image_gets_the_runtime_requirements_only_and_development_adds_the_tools() -> None:
    """Issue 34.1: no test or lint tool in the runtime image."""
    def names(path: str) -> list[str]:
        lines = (ROOT / path).read_text(encoding="utf-8").splitlines()
        return [re.split(r"[=<>\[ ]", line)[0].lower() for line in lines
                if line.strip() and not line.startswith("#")]

    runtime, development = names("requirements.txt"), names("requirements-dev.txt")
    tools = {"pytest", "pytest-asyncio", "hypothesis", "ruff"}
    assert not tools & set(runtime), tools & set(runtime)
    assert development[0] == "-r" and "-r requirements.txt" in (ROOT / "requirements-dev.txt").read_text()
    assert tools <= set(development)
    assert all("==" in line for line in (ROOT / "requirements.txt").read_text().splitlines()
               if line.strip() and not line.startswith("#"))  # exact pins


def test_the_readme_test_command_is_what_ci_runs() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("**Run the tests**", 1)[1]
    command = re.search(r"```sh\n(.+?)\n```", section, re.S)[1].strip()
    assert "requirements-dev.txt" in command
    ci = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]
    assert command in ci


def test_health_check_and_stopping() -> None:
    """The HEALTHCHECK runs the command tests/test_stopping.py runs against a live bot; SIGTERM
    stops it within compose's grace period."""
    from bot import STOP_GRACE_SECONDS

    (health,) = instructions("HEALTHCHECK")
    assert health.endswith('CMD ["python", "bot.py", "--health"]'), health
    assert instructions("STOPSIGNAL") == ["SIGTERM"]
    grace = re.search(r"^\s+stop_grace_period:\s*(\d+)s\s*$", COMPOSE, re.MULTILINE)
    assert grace and int(grace[1]) >= STOP_GRACE_SECONDS + 5


def test_the_fonts_go_into_the_image_with_the_renderers() -> None:
    """Issue 34.1: the image draws what the console draws: the fonts ship in render/fonts/."""
    from render import common

    assert "render" in {line.split()[0] for line in instructions("COPY")}
    for files in (*common._FONT_FILES.values(), *common._CONDENSED_FILES.values()):
        for name in files:
            relative = Path(name).relative_to(ROOT)
            assert relative.parts[0] == "render" and (ROOT / relative).is_file()
            assert not any(relative.match(pattern) or relative.parts[0] == pattern.rstrip("/")
                           for pattern in IGNORE if pattern.startswith(("render", "*.ttf")))


def test_compose_has_a_postgresql_profile_with_two_sharded_processes() -> None:
    # (No YAML parser in the requirements: the file's own blocks, by indentation.)
    blocks = dict(re.findall(r"^  ([\w-]+):(?: &\S+)?\n((?:    .*\n|\n)+)", COMPOSE, re.MULTILINE))
    assert "profiles" not in blocks["agora"]  # `docker compose up -d` still runs the SQLite bot
    database = blocks["postgres"]
    assert 'profiles: ["postgres"]' in database and "image: postgres:15" in database
    assert "pg_isready" in database and "healthcheck:" in database
    first, second = blocks["agora-shard-0"], blocks["agora-shard-1"]
    for needle in ('profiles: ["postgres"]', 'AGORA_SHARD_COUNT: "2"', 'AGORA_SHARD_IDS: "0"',
                   "AGORA_DATABASE_URL: postgresql://", "condition: service_healthy", "healthcheck:"):
        assert needle in first, needle
    assert "<<: *sharded" in second and 'AGORA_SHARD_IDS: "1"' in second
