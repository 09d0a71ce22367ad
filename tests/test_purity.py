"""The game engines are a pure library: no web, no database, no I/O, no clock."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

GAMES = Path(__file__).resolve().parent.parent / "referee" / "games"
FORBIDDEN_MODULES = {
    "flask",
    "flask_babel",
    "sqlmodel",
    "sqlalchemy",
    "alembic",
    "psycopg",
    "gevent",
    "os",
    "io",
    "sys",
    "pathlib",
    "shutil",
    "socket",
    "subprocess",
    "threading",
    "time",
    "datetime",
    "random",
    "secrets",
    "uuid",
    "logging",
    "requests",
    "httpx",
    "urllib",
    "referee.app",
    "referee.db",
    "referee.service",
    "referee.web",
}
FORBIDDEN_CALLS = {"open", "print", "input", "eval", "exec", "__import__"}


def _modules() -> list[Path]:
    return sorted(GAMES.rglob("*.py"))


def _imported(tree: ast.AST) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
        elif isinstance(node, ast.ImportFrom) and node.level > 2:
            names.add("referee." + (node.module or ""))  # climbing out of referee/games
    return names


def test_there_are_engines_to_check() -> None:
    assert GAMES / "tamalo" / "engine.py" in _modules()


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(GAMES)))
def test_engine_module_is_pure(path: Path) -> None:
    tree = ast.parse(path.read_text(), filename=str(path))
    bad = sorted(
        name
        for name in _imported(tree)
        if any(name == f or name.startswith(f + ".") for f in FORBIDDEN_MODULES)
    )
    assert not bad, f"{path.name} imports {bad}: engines must stay pure"
    calls = sorted(
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in FORBIDDEN_CALLS
    )
    assert not calls, f"{path.name} calls {calls}: engines do no I/O"


def test_the_purity_check_catches_an_impure_module(tmp_path: Path) -> None:
    """The checker itself works: a module importing flask and calling open() is caught."""
    tree = ast.parse("import flask\nfrom datetime import datetime\nopen('x')\n")
    assert {"flask", "datetime"} <= _imported(tree)
