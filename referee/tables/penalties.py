"""What a penalty in the ledger does to the game's totals, under the table's house options.

A penalty is an ``irregularity`` event, recorded beside the game's moves. What it costs is
the table's choice, logged with its ``house`` event when it opens: nothing but the record, a
warning first and points on a repeat, or points each time. Points count in the totals, in the
direction that hurts the penalised player (the game's :meth:`~referee.games.base.Game.penalise`
says where they go), so the totals, the history, the grid and the chart agree. The cost is
read from the log as it stands: an undone penalty makes the next one the first again, and a
replay (an undo, a correction) counts every later penalty again. Once the game is over a
penalty is recorded only: the result stands.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel
from sqlmodel import Session

from ..games import Game
from ..games.base import Line, Text
from ..store import repo
from .eventlog import HOUSE, IRREGULARITY, Marks

#: How many events a table opens with at most (its seats drawn, its house options).
OPENING_MAX = 2
#: What a penalty costs at a table that chose none, and the points of one when it costs some.
DEFAULT_MODE = "record"
DEFAULT_POINTS = 10

RECORDED_ONLY = Text(
    it="Solo registrata: i totali non cambiano.",
    en="Recorded only: the totals do not change.",
)
WARNING = Text(
    it="Ammonizione: nessun punto, i totali non cambiano.",
    en="A warning: no points, the totals do not change.",
)


def game_over(points: int) -> Text:
    return Text(
        it=f"La partita è finita: {points} punti nel registro, i totali non cambiano.",
        en=f"The game is over: {points} points in the ledger, the totals do not change.",
    )


def house_payload(s: Session, table_id: str) -> dict[str, Any]:
    """The house options a table opened with, as logged (empty: the defaults): its opening
    events are its first, so two reads by key find them however long the log."""
    for seq in range(1, OPENING_MAX + 1):
        event = repo.event(s, table_id, seq)
        if event is not None and event.type == HOUSE:
            return dict(event.payload)
    return {}


def terms(house: dict[str, Any]) -> tuple[str, int]:
    """What a penalty costs at a table with these house options: its mode and its points."""
    mode = house.get("penalties")
    points = house.get("points")
    return (
        mode if mode in ("record", "warning", "points") else DEFAULT_MODE,
        points if isinstance(points, int) and not isinstance(points, bool) else DEFAULT_POINTS,
    )


def cost(mode: str, each: int, earlier: int) -> tuple[str, int]:
    """A penalty's cost (``record``, ``warning`` or ``points``) and its points, for a player
    with ``earlier`` penalties in force before it."""
    if mode == "points" or (mode == "warning" and earlier > 0):
        return "points", each
    return ("warning", 0) if mode == "warning" else ("record", 0)


@dataclass
class PenaltyFold:
    """The penalties in force so far, seat by seat, applied one after another to the game's
    state as the log is read (recorded, or replayed from a move on)."""

    game: Game[Any, Any]
    mode: str
    each: int
    counts: dict[int, int] = field(default_factory=dict)

    @classmethod
    def of(cls, s: Session, table_id: str, game: Game[Any, Any]) -> PenaltyFold:
        mode, each = terms(house_payload(s, table_id))
        return cls(game, mode, each)

    def counting(self, events: Iterable[Any], marks: Marks, before: int) -> PenaltyFold:
        """This fold with the penalties in force logged before seq ``before`` counted."""
        for event in events:
            seat = event.payload.get("seat")
            if (
                event.seq < before
                and isinstance(seat, int)
                and marks.status(event.seq)[0] != "voided"
            ):
                self.counts[seat] = self.counts.get(seat, 0) + 1
        return self

    def apply(self, state: BaseModel, options: BaseModel, seat: Any) -> tuple[BaseModel, Line]:
        """``state`` with the next penalty to ``seat`` counted, and the line saying what it
        did to the totals (or that it did nothing, and why)."""
        if not isinstance(seat, int):
            return state, Line(text=RECORDED_ONLY)
        kind, points = cost(self.mode, self.each, self.counts.get(seat, 0))
        self.counts[seat] = self.counts.get(seat, 0) + 1
        if kind == "record":
            return state, Line(seat=seat, text=RECORDED_ONLY)
        if kind == "warning":
            return state, Line(seat=seat, text=WARNING)
        if self.game.outcome(state, options) is not None:
            return state, Line(seat=seat, text=game_over(points))
        applied = self.game.penalise(state, seat, points, options)
        return applied.state, applied.lines[0]


def penalty_fold(
    s: Session, table_id: str, game: Game[Any, Any], marks: Marks, before: int
) -> PenaltyFold:
    """The fold of a table's penalties with those in force before seq ``before`` counted."""
    logged = repo.events_of_types(s, table_id, (IRREGULARITY,))
    return PenaltyFold.of(s, table_id, game).counting(logged, marks, before)
