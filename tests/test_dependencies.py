"""The dependencies pyproject.toml declares are exactly what the code imports: nothing
imported that arrives only by way of another package, nothing declared that no module uses
(but for the few listed here, each with its reason)."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

import pytest

import referee
from tests.conftest import LONG_TIMEOUT

pytestmark = pytest.mark.timeout(LONG_TIMEOUT)  # walks every module of referee/

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = Path(referee.__file__).parent

#: Declared though no module of ours imports them, and why.
NEEDED_UNIMPORTED: dict[str, str] = {}


def _normal(name: str) -> str:
    """A distribution's name as the packaging standards compare them."""
    return re.sub(r"[-_.]+", "-", name).lower()


def declared() -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    names = (re.match(r"[A-Za-z0-9._-]+", req) for req in project["dependencies"])
    return {_normal(name.group()) for name in names if name}


def imported_modules() -> dict[str, set[str]]:
    """Every top-level module the package imports that is neither ours nor the standard
    library's, with the files importing it (imports inside functions count too)."""
    found: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                if top != "referee" and top not in sys.stdlib_module_names:
                    found.setdefault(top, set()).add(str(path.relative_to(PACKAGE.parent)))
    return found


def test_the_walk_sees_the_imports() -> None:
    """The walk finds what a reader sees: top-level, nested and lazy imports alike."""
    modules = imported_modules()
    assert "referee/app.py" in modules["flask"]
    assert "referee/cli.py" in modules["gunicorn"]  # imported inside serve()
    assert "referee/web/assets.py" in modules["whitenoise"]
    assert not {"os", "json", "referee", "__future__"} & set(modules)


def test_every_imported_package_is_declared() -> None:
    distributions = packages_distributions()
    wanted = declared()
    undeclared = {
        module: sorted(files)
        for module, files in imported_modules().items()
        if not {_normal(d) for d in distributions.get(module, [])} & wanted
    }
    assert undeclared == {}, "imported but not in pyproject.toml's dependencies"


def test_every_declared_package_is_imported_or_said_why() -> None:
    distributions = packages_distributions()
    used = {_normal(d) for module in imported_modules() for d in distributions.get(module, [])}
    unused = declared() - used - set(NEEDED_UNIMPORTED)
    assert unused == set(), "declared in pyproject.toml but imported nowhere"
    assert set(NEEDED_UNIMPORTED) <= declared()
    assert not set(NEEDED_UNIMPORTED) & used, "imported after all: drop it from the list"
