"""The house's layers: every import between referee's parts points down, so none is upward
and there is no cycle. A new package or module must be given its place here. Within the web
layer, the pages and the API do not import each other (both import the presenters); and no
module of the house imports itself through others.

Between the parts every import counts, also one inside a function or under
``TYPE_CHECKING``, relative ones resolved. The engines' own rule (nothing but the standard
library, pydantic and themselves) is ``test_purity.py``'s.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "referee"

#: Each part of ``referee`` and its layer: a part imports only from lower layers.
LAYERS: dict[str, int] = {
    "games": 0,  # the engines: pure
    "settings": 0,
    "qr": 0,
    "heap": 0,  # the collector of a serving process
    "problems": 1,  # the errors every layer above raises, with the engines' rule ids
    "store": 1,  # models, sessions, queries
    "live": 1,  # the bus and the stream loop
    "tables": 2,  # the application: commands, the write pipeline, the read model
    # house rules, contests: their commands (run by the tables' pipeline) and readers of
    # the options and the log, as the design has it (they may import tables)
    "disputes": 3,
    "tournaments": 3,  # tournaments: their commands, standings read from the tables' logs
    "record": 4,  # a table's file, import, charts, settlement, ratings: readers of the logs
    "web": 5,  # views, API, pages, screen adapters
    "app": 6,
    "worker": 6,
    "demo": 6,
    "cli": 7,
    "__main__": 8,
    "__init__": 9,
}


def part_of(module: str) -> str:
    """``referee.web.pages.live`` → ``web``; ``referee`` itself → ``__init__``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def imports_between_parts(
    root: Path = ROOT, part: Callable[[str], str] = part_of
) -> set[tuple[str, str, str]]:
    """(importing part, imported part, file) for every import crossing two parts (``part``
    names a module's part: by default its package under ``referee``)."""
    found: set[tuple[str, str, str]] = set()
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root.parent).with_suffix("")
        module = ".".join(relative.parts)
        package = module.rsplit(".", 1)[0]
        if module.endswith(".__init__"):
            module = package
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    targets = [".".join([*base, *([node.module] if node.module else [])])]
                else:
                    targets = [node.module or ""]
            elif isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                continue
            for target in targets:
                if target == "referee" or target.startswith("referee."):
                    source, imported = part(module), part(target)
                    if source != imported:
                        found.add((source, imported, str(path.relative_to(root.parent))))
    return found


def upward(found: set[tuple[str, str, str]]) -> list[str]:
    return sorted(
        f"{where}: {source} (layer {LAYERS[source]}) imports {imported} (layer {LAYERS[imported]})"
        for source, imported, where in found
        if LAYERS[imported] >= LAYERS[source]
    )


def test_every_part_has_a_layer() -> None:
    parts = {
        part_of(".".join(p.relative_to(ROOT.parent).with_suffix("").parts))
        for p in ROOT.rglob("*.py")
    }
    assert parts <= set(LAYERS), f"give these a layer: {sorted(parts - set(LAYERS))}"


def test_every_import_points_down() -> None:
    found = imports_between_parts()
    assert ("web", "tables") in {(source, imported) for source, imported, _ in found}
    assert not upward(found), "\n".join(upward(found))


def test_an_upward_import_inside_a_function_is_found(tmp_path: Path) -> None:
    package = tmp_path / "referee"
    (package / "store").mkdir(parents=True)
    (package / "store" / "repo.py").write_text(
        "def later():\n    from ..web.present import x\n    return x\n", encoding="utf-8"
    )
    (package / "web").mkdir()
    (package / "web" / "present.py").write_text("from referee.store import repo\n")
    assert upward(imports_between_parts(package)) == [
        "referee/store/repo.py: store (layer 1) imports web (layer 5)"
    ]


def room_of_web(module: str) -> str:
    """``referee.web.api.routes`` → ``api``; outside ``web``, its part (see :func:`part_of`)."""
    parts = module.split(".")
    return parts[2] if parts[1:2] == ["web"] and len(parts) > 2 else part_of(module)


def test_the_pages_and_the_api_do_not_import_each_other() -> None:
    """What both serve (a QR code, a presenter, a check they share) lives below them, in
    :mod:`referee.web.present` or beside it, never in one of the two rooms."""
    found = imports_between_parts(part=room_of_web)
    pairs = {(source, imported) for source, imported, _ in found}
    assert ("pages", "present") in pairs and ("api", "present") in pairs
    crossing = sorted(
        f"{where}: {source} imports {imported}"
        for source, imported, where in found
        if {source, imported} == {"pages", "api"}
    )
    assert not crossing, "\n".join(crossing)


def test_the_presenters_import_neither_room() -> None:
    found = imports_between_parts(part=room_of_web)
    upward = sorted(
        f"{where}: present imports {imported}"
        for source, imported, where in found
        if source == "present" and imported in ("pages", "api")
    )
    assert not upward, "\n".join(upward)


# -- no import circle among referee's modules ------------------------------------------------


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def module_imports(root: Path = ROOT) -> dict[str, set[str]]:
    """Each module of ``root``'s package and the modules of that package it imports.

    An import inside a function counts (it runs when the function does); one under ``if
    TYPE_CHECKING:`` does not (it never runs). ``from package import name`` imports the
    module ``package.name`` when there is one, else ``package`` itself; relative imports are
    resolved. A package's ``__init__`` is the package's own module.
    """
    files: dict[str, tuple[Path, bool]] = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        files[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    graph: dict[str, set[str]] = {module: set() for module in files}

    for module, (path, is_package) in files.items():
        package = module if is_package else module.rsplit(".", 1)[0]
        edges = graph[module]

        def visit(node: ast.AST, package: str = package, edges: set[str] = edges) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.If) and _type_checking(child):
                    for other in child.orelse:
                        visit_one(other, package, edges)
                    continue
                visit_one(child, package, edges)

        def visit_one(node: ast.AST, package: str, edges: set[str]) -> None:
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    target = ".".join([*base, *([node.module] if node.module else [])])
                else:
                    target = node.module or ""
                for alias in node.names:
                    if f"{target}.{alias.name}" in files:
                        edges.add(f"{target}.{alias.name}")
                    elif target in files:
                        edges.add(target)
            elif isinstance(node, ast.Import):
                edges.update(alias.name for alias in node.names if alias.name in files)
            visit(node, package, edges)

        visit(ast.parse(path.read_text(encoding="utf-8")))
        edges.discard(module)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's, without
    recursion), each sorted: every module of one imports, through the others, itself."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return sorted(found)


def test_no_import_circle_among_referees_modules() -> None:
    graph = module_imports()
    assert "referee.web.present.tournaments" in graph["referee.web.pages.tournaments"]
    found = circles(graph)
    assert not found, "import circles:\n" + "\n".join(" ⇄ ".join(c) for c in found)


def test_an_import_circle_is_found_through_a_function_but_not_type_checking(
    tmp_path: Path,
) -> None:
    package = tmp_path / "referee"
    (package / "tables").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "tables" / "__init__.py").write_text("")
    (package / "tables" / "reads.py").write_text("from .recent import Recent\n")
    (package / "tables" / "recent.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from .reads import View\n"
        "def later():\n    from . import seats\n"
    )
    (package / "tables" / "seats.py").write_text("from referee.tables import reads\n")
    graph = module_imports(package)
    assert graph["referee.tables.recent"] == {"referee.tables.seats"}
    assert circles(graph) == [
        ["referee.tables.reads", "referee.tables.recent", "referee.tables.seats"]
    ]
    (package / "tables" / "recent.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .reads import View\n"
    )
    assert circles(module_imports(package)) == []
