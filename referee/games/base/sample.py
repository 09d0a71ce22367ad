"""A game's sample: a short finished game to show, and a hand to log again and again.

Every game a table can be opened for declares one as its engine's ``sample``
(``sample: ClassVar[Sample | None] = SAMPLE``, the sample kept in the game's ``sample.py``):

- ``referee demo`` opens a table of the game with ``players`` and ``options`` and logs
  ``moves`` one after another, each as the API takes it (without ``expected_seq``); an
  :class:`Undo` undoes the move logged just before it, as a table does with a wrong entry.
  The moves end the game, so the demo shows a finished table: its winner, its rematch.
- ``python -m bench.move_cost`` opens a table with ``players`` and ``bench_options`` (the
  ``options`` unless given) and logs ``steady`` over and over, timing each move as the log
  grows to thousands of events: a cycle of moves that leaves the game running however often
  it is logged (totals may grow, never to the end).

The conformance suite plays both on the engine alone: ``moves`` end the game, ``steady``
logged hundreds of times does not.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .text import Text


@dataclass(frozen=True)
class Undo:
    """A sample's step: the move logged just before is undone, for this reason."""

    reason: Text


@dataclass(frozen=True)
class Sample:
    """See the module's docstring."""

    players: tuple[str, ...]
    moves: tuple[Mapping[str, Any] | Undo, ...]
    steady: tuple[Mapping[str, Any], ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    #: The bench table's options, when they differ from the sample's (a longer match).
    bench_options: Mapping[str, Any] | None = None

    def __post_init__(self) -> None:
        if not self.steady:
            raise ValueError("a sample's steady cycle needs at least one move")
        if self.moves and isinstance(self.moves[0], Undo):
            raise ValueError("a sample's first step is a move, not an undo")

    @property
    def table_options(self) -> Mapping[str, Any]:
        """The options of the bench's table."""
        return self.options if self.bench_options is None else self.bench_options

    def kept_moves(self) -> list[Mapping[str, Any]]:
        """The moves that stand once every undo has taken its move back (the fold's input)."""
        kept: list[Mapping[str, Any]] = []
        for step in self.moves:
            if isinstance(step, Undo):
                kept.pop()
            else:
                kept.append(step)
        return kept
