"""Per game, one worked example per branch of its scoring: the line and its exact tags.

Which of a game's own rules decided a line is the engine's knowledge, not something a generic
test can read from outside; so every game pins it here, one row per branch, each worked out
by hand from ``rules.md``: the moves from the start, the seat whose line it is, its points,
its words and the exact rules it cites. ``tests/games/test_conformance.py`` plays every row,
and fails when random playouts produce a scoring line whose tags no row of its game pins: a
new branch, or a changed tag set, comes with a row a reviewer reads beside its words (that
is where "is the lowest" tagged "Caller not the lowest" shows).

A game adds a module here named by its id (``tamalo.py``, ``scala40.py``…) holding ``CITED``,
its rows; the conformance suite refuses a game without any.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from typing import Any

NAMES = ("Anna", "Bruno", "Carla", "Dario")


@dataclass(frozen=True)
class Cited:
    """A branch: after ``moves`` from the start, ``seat`` scores ``points`` and says ``says``."""

    branch: str
    seats: int
    moves: tuple[dict[str, Any], ...]
    seat: int
    points: int
    says: str
    rules: tuple[str, ...]
    options: dict[str, Any] = field(default_factory=dict)


def _collect() -> dict[str, tuple[Cited, ...]]:
    """Every game's rows, by the module named after it."""
    found: dict[str, tuple[Cited, ...]] = {}
    for module in pkgutil.iter_modules(__path__):
        rows = getattr(importlib.import_module(f"{__name__}.{module.name}"), "CITED", None)
        if rows:
            found[module.name] = tuple(rows)
    return found


CITED: dict[str, tuple[Cited, ...]] = _collect()
