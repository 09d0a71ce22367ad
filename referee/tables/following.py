"""A process that did not write a table's latest moves follows them from what it kept.

On PostgreSQL a table's phones are spread over the workers (and servers), and a move is
written by one of them: the others learn of it from the bus and read the table for their
own streams. Reading it whole costs a statement for the row, the head's state, the names,
the new entries, the earlier phase and the hands (a dozen for a page's update), where the
writer reads none (:mod:`.recent` keeps what it wrote). A process that keeps the table at
an earlier seq reads only the events logged since, with their states, in one statement,
and follows them as the writer did: the names stand, the entries and phases extend, and
after a game move no hand is in parts (:mod:`.parts_kept`), as the writer knows too.

Only moves of the game that add no seat are followed so (and the phones' own parts of a
hand, which change no seat): anything else (an undo or a correction rewriting earlier
results, a resolution switching an option, a seat or host change, a joiner) is read whole,
as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlmodel import Session

from ..store import Event, GameTable, repo
from .eventlog import HAND_PART
from .parts_kept import KEEPS_PARTS, keep_parts
from .recent import Recent, RecentTables
from .views import LogEntry, TableContext, TableView

#: The most events followed from a kept seq (further behind, the table is read whole).
FOLLOWED = 8


def follow(s: Session, context: TableContext, tables: RecentTables) -> Recent | None:
    """The table at ``context``'s head, followed from the seq this process keeps, or None
    when it keeps none close enough or an event since is not a plain move of the game."""
    before = tables.latest(context.id)
    head = context.table.head_seq
    if before is None or not 0 < head - before.seq <= FOLLOWED:
        return None
    if before.context.table.game != context.table.game:
        return None
    rows = repo.rows_with_states(s, context.id, before.seq, head)
    return _followed(s, context, before, rows, tables)


def follow_told(s: Session, table_id: str, at: int, tables: RecentTables) -> Recent | None:
    """The table at ``at``, the head a stream was told of, followed from the seq this process
    keeps without reading the table's row: one statement reads the events since, and the
    table is at ``at`` only if they end there (a later event, or one that is not a plain
    move, and the caller reads the table as before). The row's columns stand as they were
    at the kept seq: a plain move of the game changes none of them but the head and, at the
    game's end, whether it is finished."""
    before = tables.latest(table_id)
    if before is None or not 0 < at - before.seq <= FOLLOWED:
        return None
    rows = repo.rows_with_states(s, table_id, before.seq, None, limit=FOLLOWED + 1)
    if not rows or rows[-1][0].seq != at:
        return None
    kept = before.context
    table = GameTable(**{name: getattr(kept.table, name) for name in GameTable.model_fields})
    table.head_seq = at
    context = TableContext(table, kept.game, kept.options)
    followed = _followed(s, context, before, rows, tables)
    if followed is not None:
        table.finished = followed.view.outcome is not None
    return followed


def _followed(
    s: Session,
    context: TableContext,
    before: Recent,
    rows: Sequence[tuple[Event, dict[str, Any], dict[str, Any]]],
    tables: RecentTables,
) -> Recent | None:
    """``before`` followed through ``rows`` (the events after it up to ``context``'s head),
    kept and returned; None if an event is missing or is not a plain move of the game."""
    head = context.table.head_seq
    game = context.game
    if len(rows) != head - before.seq:
        return None
    for event, _effect, _state in rows:
        spec = game.move_spec(event.type)
        if event.type != HAND_PART and (spec is None or spec.adds_seat):
            return None
    stored = rows[-1][2]
    if game.seat_count(game.load_state(stored)) != len(before.view.names):
        return None
    view = TableView.at_head(s, context, list(before.view.names), stored)
    entries = [LogEntry.of(event, effect) for event, effect, _state in rows]
    tables.written(context, view, entries, rewrote=False)
    if entries[-1].type not in KEEPS_PARTS:  # as the writer knows: a game move ends them
        keep_parts(context.id, head, ())
    return tables.get(context.id, head)
