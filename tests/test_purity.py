"""The game engines are a pure library: no web, no database, no I/O, no clock, no randomness.

An allow-list: a module under ``referee/games`` may import only the pure standard-library
modules below, pydantic, and ``referee.games`` itself. Relative imports are resolved to the
module they name (``from ..service import X`` in ``referee/games/replay.py`` is
``referee.service``), so a new package of the platform is refused without being listed.
The proof game of ``tests/proof`` is held to the same rule, with its own package allowed.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = ROOT / "referee" / "games"
PROOF = ROOT / "tests" / "proof" / "highcard"

PURE_STDLIB = {
    "__future__",
    "abc",
    "bisect",
    "collections",
    "contextlib",
    "copy",
    "dataclasses",
    "decimal",
    "enum",
    "fractions",
    "functools",
    "heapq",
    "itertools",
    "math",
    "numbers",
    "operator",
    "re",
    "statistics",
    "string",
    "textwrap",
    "types",
    "typing",
    "unicodedata",
}
LIBRARIES = {"pydantic", "pydantic_core"}
ENGINES = "referee.games"
FORBIDDEN_CALLS = {"open", "print", "input", "eval", "exec", "__import__"}


def _modules() -> list[Path]:
    return sorted([*GAMES.rglob("*.py"), *PROOF.rglob("*.py")])


def module_name(path: Path) -> str:
    """``referee/games/tamalo/engine.py`` → ``referee.games.tamalo.engine``."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported(tree: ast.AST, module: str, is_package: bool = False) -> set[str]:
    """Every module ``tree`` imports, relative imports resolved from ``module``."""
    package = module if is_package else module.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.add(node.module or "")
        elif isinstance(node, ast.ImportFrom):
            parts = package.split(".") if package else []
            climb = node.level - 1
            if climb >= len(parts):
                names.add("." * node.level + (node.module or ""))  # above the top: refused
                continue
            base = ".".join(parts[: len(parts) - climb])
            names.add(f"{base}.{node.module}" if node.module else base)
    return names


def refused(names: set[str], own: str = ENGINES) -> list[str]:
    """The names the allow-list does not cover; ``own`` is the game's own package."""
    allowed = (*PURE_STDLIB, *LIBRARIES, ENGINES, own)
    return sorted(n for n in names if not any(n == a or n.startswith(a + ".") for a in allowed))


def forbidden_calls(tree: ast.AST) -> list[str]:
    return sorted(
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in FORBIDDEN_CALLS
    )


def test_there_are_engines_to_check() -> None:
    modules = _modules()
    assert GAMES / "tamalo" / "engine.py" in modules
    assert PROOF / "engine.py" in modules


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(ROOT)))
def test_engine_module_is_pure(path: Path) -> None:
    tree = ast.parse(path.read_text(), filename=str(path))
    module = module_name(path)
    own = module_name(PROOF) if path.is_relative_to(PROOF) else ENGINES
    bad = refused(imported(tree, module, path.name == "__init__.py"), own)
    assert not bad, f"{module} imports {bad}: engines import only what the allow-list holds"
    calls = forbidden_calls(tree)
    assert not calls, f"{module} calls {calls}: engines do no I/O"


# -- the checker itself ------------------------------------------------------------------


def _refused_in(source: str, module: str, package: bool = False) -> list[str]:
    return refused(imported(ast.parse(source), module, package))


@pytest.mark.parametrize(
    ("source", "module", "caught"),
    [
        ("import flask", "referee.games.replay", "flask"),
        ("from datetime import datetime", "referee.games.replay", "datetime"),
        ("import os.path", "referee.games.cards", "os.path"),
        ("import random", "referee.games.tamalo.playouts", "random"),
        ("from ..service import TableService", "referee.games.replay", "referee.service"),
        ("from .. import service", "referee.games.replay", "referee"),
        ("from ...tables import x", "referee.games.tamalo.engine", "referee.tables"),
        ("from referee.store import repo", "referee.games.tamalo.engine", "referee.store"),
        ("from referee import web", "referee.games.catalogue", "referee"),
        ("from ....... import x", "referee.games.replay", "......."),
    ],
)
def test_the_checker_catches_an_impure_import(source: str, module: str, caught: str) -> None:
    assert _refused_in(source, module) == [caught]


def test_the_checker_lets_the_engines_import_each_other_and_pure_modules() -> None:
    source = (
        "from __future__ import annotations\n"
        "from collections.abc import Mapping\n"
        "from pydantic.fields import FieldInfo\n"
        "from ..base import Text\n"
        "from . import rules\n"
        "from .moves import MOVES\n"
        "from referee.games.cards import parse_card\n"
    )
    assert _refused_in(source, "referee.games.tamalo.engine") == []
    assert _refused_in("from . import rules", "referee.games.tamalo", package=True) == []
    assert imported(ast.parse("from . import rules"), "referee.games.tamalo", True) == {
        "referee.games.tamalo"
    }


def test_the_checker_catches_a_forbidden_call() -> None:
    assert forbidden_calls(ast.parse("open('x')\nprint(1)\nlen([])\n")) == ["open", "print"]
