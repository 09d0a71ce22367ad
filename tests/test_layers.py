"""The house's layers: every import between referee's parts points down, so none is upward
and there is no cycle. A new package or module must be given its place here.

Every import counts, also one inside a function or under ``TYPE_CHECKING``, relative ones
resolved. The engines' own rule (nothing but the standard library, pydantic and themselves)
is ``test_purity.py``'s.
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


def test_the_api_does_not_import_the_pages() -> None:
    """What both serve (a QR code, a presenter) lives below them, never in the pages."""
    found = imports_between_parts(part=room_of_web)
    assert ("pages", "api") in {(source, imported) for source, imported, _ in found}
    assert not [
        where for source, imported, where in found if (source, imported) == ("api", "pages")
    ]
