"""The tournament package's shape: no module reaches into another's private names, no
import circle, every module under about 500 lines.

Imports under ``if TYPE_CHECKING:`` are for type names only and are not counted as edges.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "referee" / "tournaments"


def _modules() -> dict[str, ast.Module]:
    return {p.stem: ast.parse(p.read_text()) for p in sorted(PACKAGE.glob("*.py"))}


def _runtime_nodes(tree: ast.AST) -> list[ast.AST]:
    """Every node except those under ``if TYPE_CHECKING:``."""
    found: list[ast.AST] = []
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            stack.extend(node.orelse)
            continue
        found.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return found


def _imports(tree: ast.AST, modules: set[str]) -> list[tuple[str, list[str]]]:
    """(module of this package, names imported from it) for each relative import."""
    out = []
    for node in _runtime_nodes(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module is None:  # from . import x, y
                out += [(a.name, []) for a in node.names if a.name in modules]
            elif node.module in modules:
                out.append((node.module, [a.name for a in node.names]))
    return out


def test_no_module_imports_or_calls_a_private_name_of_another() -> None:
    trees = _modules()
    wrong = []
    for name, tree in trees.items():
        for module, names in _imports(tree, set(trees)):
            wrong += [f"{name} imports {module}.{n}" for n in names if n.startswith("_")]
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
                and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
            ):
                wrong.append(f"{name}:{node.lineno} uses .{node.attr}")
    assert wrong == []


def test_no_import_circle_in_the_package() -> None:
    trees = _modules()
    edges = {name: {m for m, _ in _imports(tree, set(trees))} for name, tree in trees.items()}
    circles = []

    def visit(name: str, path: list[str]) -> None:
        for nxt in sorted(edges[name]):
            if nxt in path:
                circles.append(" → ".join([*path[path.index(nxt) :], nxt]))
            elif nxt not in done:
                visit(nxt, [*path, nxt])
        done.add(name)

    done: set[str] = set()
    for name in sorted(edges):
        if name not in done:
            visit(name, [name])
    assert circles == []


def test_the_check_finds_a_circle_and_a_private_import() -> None:
    """The checks above can fail: a made-up pair of modules that import each other's
    private names is caught."""
    a = ast.parse("from .b import _hidden\n")
    b = ast.parse("def f():\n    from .a import thing\n")
    assert _imports(a, {"a", "b"}) == [("b", ["_hidden"])]
    assert _imports(b, {"a", "b"}) == [("a", ["thing"])]
    typed = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import x\n")
    assert _imports(typed, {"a"}) == []


def test_every_module_is_under_about_500_lines() -> None:
    long = {p.name: n for p in PACKAGE.glob("*.py") if (n := len(p.read_text().splitlines())) > 500}
    assert long == {}
