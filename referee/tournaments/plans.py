"""A round planned but not written: what a draft holds, caught where a round would be written.

Every way of drawing a round (the first round, a final, a Swiss round, a round of tables, a
round-robin round) ends in the one place that writes a round; while :func:`planning` is on,
that place raises :class:`Planned` with the round instead, and the draw's transaction is
rolled back: the draft is exactly what the draw would have written, and nothing is written.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

_PLANNING: ContextVar[bool] = ContextVar("tournament_planning", default=False)


@dataclass(frozen=True)
class Plan:
    """A round as it would be written: its tables (people in seat order, first dealer)."""

    number: int
    stage: str
    seed: int
    tables: tuple[tuple[tuple[str, ...], int], ...]
    bye: str | None = None
    clock: dict[str, Any] | None = None
    #: Tables' people and more, as the round's event would carry it.
    extra: dict[str, Any] = field(default_factory=dict)


class Planned(Exception):
    """Raised in place of writing a round while planning."""

    def __init__(self, plan: Plan) -> None:
        super().__init__(f"round {plan.number} planned")
        self.plan = plan


@contextmanager
def planning() -> Iterator[None]:
    """Draw without writing: the round is raised as :class:`Planned`."""
    token = _PLANNING.set(True)
    try:
        yield
    finally:
        _PLANNING.reset(token)


def is_planning() -> bool:
    return _PLANNING.get()
