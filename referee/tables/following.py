"""A process that did not write a table's latest moves follows them from what it kept.

On PostgreSQL a table's phones are spread over the workers (and servers), and a move is
written by one of them: the others learn of it from the bus and read the table for their
own streams. Reading it whole costs a statement for the row, the head's state, the names,
the new entries, the earlier phase and the hands (a dozen for a page's update), where the
writer reads none (:mod:`.recent` keeps what it wrote). A process that keeps the table at
an earlier seq reads only the events logged since, with their states, in one statement,
and follows them as the writer did: the names stand, the entries and phases extend.

Only moves of the game that add no seat are followed so (and the phones' own parts of a
hand, which change no seat): anything else (an undo or a correction rewriting earlier
results, a resolution switching an option, a seat or host change, a joiner) is read whole,
as before.
"""

from __future__ import annotations

from sqlmodel import Session

from ..store import repo
from .eventlog import HAND_PART
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
    game = context.game
    rows = repo.rows_with_states(s, context.id, before.seq, head)
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
    return tables.get(context.id, head)
